import { asc, eq } from 'drizzle-orm'
import { humanSide } from '../../shared/conversations'
import {
  CLOSE_NORMAL,
  CLOSE_VIOLATION,
  decodeVoiceFrame,
  encodeVoiceFrame,
  INSTRUCTION_BULK_MESSAGES,
  INSTRUCTION_END_INTERVIEW,
  INSTRUCTION_ERROR,
  type ProtocolMessage,
  parseMessage,
  type StoredMessage,
} from '../../shared/realtime/protocol'
import { initialState, type ProtocolState, receive, send } from '../../shared/realtime/session'
import { takeSentences } from '../../shared/realtime/voice-status'
import { createSignalStreamFilter } from '../../shared/signals'
import { rethrowAiFailure } from '../ai/provider'
import { nowOf } from '../context'
import {
  appendMessages,
  type ConversationRow,
  completeTurn,
  findConversation,
  nextSpeaker,
  replyRequest,
  type TurnDeps,
  toMessageDto,
  type Viewer,
} from '../conversations/service'
import { conversations, messages as messagesTable } from '../db/schema'
import { HttpError } from '../http/errors'
import { consume } from '../rate-limit/service'
import { NO_SPEECH_MESSAGE, SpeechError, type SpeechProvider } from '../speech/provider'
import { needsReview } from '../speech/review'

/** What a realtime connection needs: the turn's dependencies plus the speech provider. */
export type ChatDeps = TurnDeps & { speech: SpeechProvider }

export type Transport = {
  send: (message: ProtocolMessage) => void
  sendBinary: (frame: Uint8Array) => void
  close: (code: number, reason: string) => void
}

/** Bounds on voice input: one binary chunk, and one whole recording. */
export const MAX_AUDIO_CHUNK_BYTES = 256 * 1024
export const MAX_VOICE_MESSAGE_BYTES = 10 * 1024 * 1024
/** Messages a client may have open (started, not ended) at once. */
export const MAX_OPEN_MESSAGES = 4

type VoiceBuffer = { chunks: Uint8Array[]; bytes: number; mime: string; review: boolean }

const storedOf = (m: {
  id: string
  persona: 1 | 2
  content: string
  ordering: number
  persona_name: string
}): StoredMessage => ({
  id: m.id,
  persona: m.persona,
  content: m.content,
  ordering: m.ordering,
  persona_name: m.persona_name,
})

type BulkEntry = { persona_number: 1 | 2; content: string }
const MAX_MESSAGE_CHARS = 10_000
const MAX_BULK_ENTRIES = 200

/** Parses the client's bulk_messages payload: a JSON list of { persona_number: 1|2, content }. */
export function parseBulk(content: string | undefined): BulkEntry[] | null {
  try {
    const value = JSON.parse(content ?? '')
    if (!Array.isArray(value) || value.length === 0 || value.length > MAX_BULK_ENTRIES) return null
    const ok = value.every(
      (e) =>
        e &&
        (e.persona_number === 1 || e.persona_number === 2) &&
        typeof e.content === 'string' &&
        e.content.trim().length > 0 &&
        e.content.length <= MAX_MESSAGE_CHARS,
    )
    return ok ? (value as BulkEntry[]) : null
  } catch {
    return null
  }
}

/**
 * One realtime chat connection (server side), independent of the socket: it validates every frame
 * with the shared protocol machine, stores the user's messages, streams the assistant's reply as text
 * chunks with the signals block filtered out, and sends `end_interview` when the interview ends.
 */
export class ChatConnection {
  private state: ProtocolState = initialState('server')
  private buffers = new Map<
    string,
    { text: string; spoken?: boolean; instruction?: { name: string; content: string } }
  >()
  private queue: Promise<void> = Promise.resolve()
  private abort = new AbortController()
  private counter = 0
  /** The conversation and its messages, loaded at the handshake and kept in step as this connection adds to it. */
  private conversation: ConversationRow | null = null
  private history: { persona: 1 | 2; content: string }[] = []
  private voiceBuffers = new Map<string, VoiceBuffer>()
  /** Aborts the assistant's remaining audio when the user starts speaking (barge-in). */
  private speaking: AbortController | null = null

  constructor(
    private readonly deps: ChatDeps,
    private readonly viewer: Viewer,
    private readonly conversationId: string,
    private readonly transport: Transport,
  ) {}

  private out(message: ProtocolMessage) {
    this.state = send(this.state, message)
    this.transport.send(message)
  }

  private violation(reason: string) {
    this.state = { ...this.state, phase: 'closed' }
    this.abort.abort()
    this.transport.close(CLOSE_VIOLATION, reason)
  }

  private nextId(prefix: string) {
    this.counter += 1
    return `${prefix}-${this.counter}-${crypto.randomUUID().slice(0, 8)}`
  }

  /** Handles one binary frame: a chunk of the user's voice. */
  handleBinary(frame: Uint8Array) {
    if (this.state.phase === 'closed') return
    const decoded = decodeVoiceFrame(frame)
    if (!decoded.ok) return this.violation(decoded.error)
    if (decoded.audio.length > MAX_AUDIO_CHUNK_BYTES) return this.violation('Audio chunk too large')
    const { state, outcome } = receive(this.state, decoded.header)
    this.state = state
    if (outcome.kind === 'violation') return this.violation(outcome.reason)
    const id = decoded.header.message_id
    let buffer = this.voiceBuffers.get(id)
    if (!buffer && this.openMessages() >= MAX_OPEN_MESSAGES) return this.violation('Too many open messages')
    if (!buffer) {
      buffer = {
        chunks: [],
        bytes: 0,
        mime: decoded.header.mime ?? 'audio/webm',
        review: decoded.header.review === true,
      }
      this.voiceBuffers.set(id, buffer)
      // The user started speaking: the assistant stops talking (barge-in).
      this.speaking?.abort()
    }
    buffer.chunks.push(decoded.audio)
    buffer.bytes += decoded.audio.length
    if (buffer.bytes > MAX_VOICE_MESSAGE_BYTES) return this.violation('Voice message too large')
  }

  /** Handles one text frame. */
  handle(raw: unknown) {
    if (this.state.phase === 'closed') return
    const parsed = parseMessage(raw)
    if (!parsed.ok) return this.violation(parsed.error)
    const { state, outcome } = receive(this.state, parsed.message)
    this.state = state
    switch (outcome.kind) {
      case 'violation':
        return this.violation(outcome.reason)
      case 'end':
        this.abort.abort()
        return this.transport.close(CLOSE_NORMAL, 'Conversation ended')
      case 'handshake':
        if (outcome.conversationId !== this.conversationId)
          return this.violation('Handshake violation: wrong conversation')
        return this.enqueue(() => this.started(parsed.message.message_id))
      case 'chunk': {
        const m = outcome.message
        if (!this.buffers.has(m.message_id) && this.openMessages() >= MAX_OPEN_MESSAGES) {
          return this.violation('Too many open messages')
        }
        const buffer = this.buffers.get(m.message_id) ?? { text: '' }
        if (m.type === 'text') buffer.text += m.content
        if (m.type === 'text' && m.spoken === true) buffer.spoken = true
        if (m.type === 'instruction')
          buffer.instruction = {
            name: m.name,
            content: (buffer.instruction?.content ?? '') + (m.content ?? ''),
          }
        if (
          buffer.text.length > MAX_MESSAGE_CHARS * 2 ||
          (buffer.instruction?.content.length ?? 0) > 500_000
        ) {
          return this.violation('Message too large')
        }
        this.buffers.set(m.message_id, buffer)
        return
      }
      case 'message_end': {
        const buffer = this.buffers.get(outcome.messageId)
        this.buffers.delete(outcome.messageId)
        if (buffer?.instruction)
          return this.enqueue(() => this.instruction(outcome.messageId, buffer.instruction!))
        if (outcome.chunkType === 'text')
          return this.enqueue(() => this.userText(outcome.messageId, buffer?.text ?? '', buffer?.spoken))
        if (outcome.chunkType === 'voice') {
          const voice = this.voiceBuffers.get(outcome.messageId)
          this.voiceBuffers.delete(outcome.messageId)
          if (voice) return this.enqueue(() => this.userVoice(outcome.messageId, voice))
        }
        return
      }
      case 'ack':
        return
    }
  }

  /** Serialises work so replies never interleave. */
  private enqueue(task: () => Promise<void>) {
    this.queue = this.queue.then(task).catch((error) => {
      this.deps.logger.error('realtime task failed', { conversationId: this.conversationId, error })
      if (this.state.phase !== 'closed') this.sendError(error)
    })
  }

  private sendError(error: unknown) {
    const message =
      error instanceof HttpError && error.status < 500
        ? error.message
        : error instanceof HttpError
          ? error.message
          : 'An error occurred'
    const id = this.nextId('ins')
    this.out({ type: 'instruction', message_id: id, seq: 0, name: INSTRUCTION_ERROR, content: message })
    this.out({ type: 'message_end', message_id: id })
  }

  private openMessages() {
    return this.buffers.size + this.voiceBuffers.size
  }

  /** Read through a method: the phase changes between awaits, which narrowing cannot see. */
  private isClosed() {
    return this.state.phase === 'closed'
  }

  closed() {
    this.state = { ...this.state, phase: 'closed' }
    this.abort.abort()
  }

  private async started(messageId: string) {
    const c = await findConversation(this.deps.db, this.viewer, this.conversationId)
    const rows = await this.deps.db
      .select({ persona: messagesTable.persona, content: messagesTable.content })
      .from(messagesTable)
      .where(eq(messagesTable.conversationId, c.id))
      .orderBy(asc(messagesTable.ordering))
    this.conversation = c
    this.history = rows.map((r) => ({ persona: r.persona === 1 ? 1 : 2, content: r.content }))
    this.out({
      type: 'conversation_started',
      message_id: messageId,
      conversation_id: c.id,
      ended: c.endedAt !== null,
    })
    if (c.endedAt) return
    // The assistant opens the interview, and answers a message whose reply was lost to a dropped connection.
    const human = this.humanSide()
    const last = this.history.at(-1)
    if (human && (!last || last.persona === human)) await this.reply(Promise.resolve())
  }

  private humanSide() {
    const c = this.conversation!
    return humanSide({ persona_id_1: c.personaId1, persona_id_2: c.personaId2 })
  }

  /** A recorded message: transcribe, acknowledge the transcript, then answer in text and speech. */
  private async userVoice(messageId: string, voice: VoiceBuffer) {
    if (this.deps.speech.kind === 'none') {
      this.out({ type: 'ack_end', message_id: messageId })
      throw new HttpError(409, NO_SPEECH_MESSAGE)
    }
    const audio = new Uint8Array(voice.bytes)
    let offset = 0
    for (const chunk of voice.chunks) {
      audio.set(chunk, offset)
      offset += chunk.length
    }
    let heard: Awaited<ReturnType<SpeechProvider['transcribe']>>
    try {
      heard = await this.deps.speech.transcribe(audio, voice.mime, this.abort.signal)
    } catch (error) {
      this.out({ type: 'ack_end', message_id: messageId })
      if (error instanceof SpeechError) throw new HttpError(502, error.message)
      throw error
    }
    const transcript = heard.text.trim()
    const review = needsReview(heard, voice.review)
    this.out({
      type: 'ack_transcription',
      message_id: messageId,
      content: transcript,
      ...(heard.confidence === undefined ? {} : { confidence: Math.round(heard.confidence * 100) / 100 }),
      ...(review ? { review: true } : {}),
    })
    if (review) {
      // Not sent: the user corrects the transcript and sends it back as a spoken text message.
      this.out({ type: 'ack_end', message_id: messageId })
      return
    }
    if (!transcript) {
      this.out({ type: 'ack_end', message_id: messageId })
      throw new HttpError(422, 'I could not hear anything. Please try again.')
    }
    await this.userText(messageId, transcript, true)
  }

  private async userText(messageId: string, text: string, voice = false) {
    const c = this.conversation
    const human = c ? this.humanSide() : null
    const content = text.trim()
    const refuse = (error: HttpError) => {
      this.out({ type: 'ack_end', message_id: messageId })
      throw error
    }
    if (!c || !human) return refuse(new HttpError(409, 'This conversation has no human participant'))
    if (c.endedAt) return refuse(new HttpError(409, 'The interview is complete'))
    if (!content) return refuse(new HttpError(422, 'content: must not be blank'))
    if (content.length > MAX_MESSAGE_CHARS)
      return refuse(new HttpError(422, `content: at most ${MAX_MESSAGE_CHARS} characters`))
    // Storing the message and asking the provider run side by side: the reply starts at once.
    this.history.push({ persona: human, content })
    const stored = appendMessages(this.deps.db, c.id, [{ persona: human, content }]).then(([row]) => {
      this.out({ type: 'ack_end', message_id: messageId, message: storedOf(toMessageDto(c, row!)) })
    })
    stored.catch(() => this.out({ type: 'ack_end', message_id: messageId }))
    await this.reply(stored, voice)
  }

  /**
   * Streams one assistant turn from the in-memory history. The rate-limit check runs alongside the
   * provider call (a refusal aborts it); the reply is stored after `before` (the user's message).
   */
  private async reply(before: Promise<unknown>, voice = false) {
    const c = this.conversation!
    const replyId = this.nextId('ai')
    const filter = createSignalStreamFilter()
    const speech = voice ? this.startSpeech(replyId) : null
    const turn = new AbortController()
    const onClose = () => turn.abort()
    this.abort.signal.addEventListener('abort', onClose)
    let seq = 0
    const emit = (text: string) => {
      if (!text || this.state.phase === 'closed') return
      this.out({ type: 'text', message_id: replyId, seq: seq++, content: text })
      speech?.push(text)
    }
    const speaker = nextSpeaker(this.humanSide(), this.history.at(-1)?.persona ?? null)
    const limit = consume(this.deps.db, `ai:${this.viewer.id}`, this.deps.aiCallsPerMinute, nowOf(this.deps))
    limit.catch(() => turn.abort())
    try {
      let raw = ''
      try {
        for await (const chunk of this.deps.ai.streamReply(
          replyRequest(c, speaker, this.history),
          turn.signal,
        )) {
          raw += chunk
          emit(filter.push(chunk))
        }
      } catch (error) {
        await limit // a rate-limit refusal explains the abort
        rethrowAiFailure(error)
      }
      await limit
      emit(filter.flush())
      await speech?.finish()
      await before
      const result = await completeTurn(this.deps.db, c, speaker, raw)
      this.history.push({ persona: speaker, content: result.message.content })
      if (result.next_action === 'end') c.endedAt = new Date()
      if (this.state.phase === 'closed') return
      // The end arrives before the reply closes, so the client never re-enables sending in between.
      if (result.next_action === 'end') this.endInterview()
      this.out({ type: 'message_end', message_id: replyId, message: storedOf(result.message) })
    } catch (error) {
      if (this.state.phase === 'closed') return
      this.deps.logger.error('realtime turn failed', {
        conversationId: c.id,
        provider: this.deps.ai.kind,
        error,
      })
      this.out({ type: 'message_end', message_id: replyId })
      throw error
    } finally {
      this.abort.signal.removeEventListener('abort', onClose)
    }
  }

  /**
   * Speech for a streamed reply: each finished sentence goes to text-to-speech at once; the audio is
   * sent in order as `voice` chunks (with the sentence as a `transcription` chunk) while later
   * sentences are still being written. Barge-in drops the audio not yet sent.
   */
  private startSpeech(replyId: string) {
    const controller = new AbortController()
    this.speaking = controller
    const voiceId = `${replyId}-voice`
    const transcriptionId = `${replyId}-transcript`
    let buffer = ''
    let seq = 0
    let sentences = 0
    let chain: Promise<void> = Promise.resolve()
    const say = (sentence: string) => {
      if (controller.signal.aborted) return
      const audio = this.deps.speech.speak(sentence, controller.signal, sentences++)
      audio.catch(() => {}) // surfaced in order by the chain below
      chain = chain.then(async () => {
        if (controller.signal.aborted || this.state.phase === 'closed') return
        let spoken: Awaited<typeof audio>
        try {
          spoken = await audio
        } catch (error) {
          if (!controller.signal.aborted) this.deps.logger.warn('speech failed', { error })
          return
        }
        if (controller.signal.aborted || this.isClosed()) return
        this.out({ type: 'transcription', message_id: transcriptionId, seq, content: sentence })
        const header = { type: 'voice' as const, message_id: voiceId, seq, mime: spoken.mime }
        this.state = send(this.state, header)
        this.transport.sendBinary(encodeVoiceFrame(header, spoken.audio))
        seq++
      })
    }
    return {
      push: (text: string) => {
        const { sentences, rest } = takeSentences(buffer + text)
        buffer = rest
        for (const sentence of sentences) say(sentence)
      },
      finish: async () => {
        if (buffer.trim()) say(buffer.trim())
        buffer = ''
        await chain
        if (this.speaking === controller) this.speaking = null
        if (seq > 0 && this.state.phase !== 'closed') {
          this.out({ type: 'message_end', message_id: transcriptionId })
          this.out({ type: 'message_end', message_id: voiceId })
        }
      },
    }
  }

  private endInterview() {
    const id = this.nextId('ins')
    this.out({ type: 'instruction', message_id: id, seq: 0, name: INSTRUCTION_END_INTERVIEW })
    this.out({ type: 'message_end', message_id: id })
  }

  /** bulk_messages (admins only): fills the transcript, which ends the interview. */
  private async instruction(messageId: string, instruction: { name: string; content: string }) {
    if (instruction.name !== INSTRUCTION_BULK_MESSAGES) {
      this.out({ type: 'ack_end', message_id: messageId })
      return
    }
    if (this.viewer.role !== 'admin') {
      this.out({ type: 'ack_end', message_id: messageId })
      throw new HttpError(403, 'Only admins can fill a sample conversation')
    }
    const entries = parseBulk(instruction.content)
    if (!entries) {
      this.out({ type: 'ack_end', message_id: messageId })
      throw new HttpError(422, 'bulk_messages: expected a JSON list of { persona_number: 1 | 2, content }')
    }
    const c = await findConversation(this.deps.db, this.viewer, this.conversationId)
    await appendMessages(
      this.deps.db,
      c.id,
      entries.map((e) => ({ persona: e.persona_number, content: e.content.trim() })),
    )
    await this.deps.db.update(conversations).set({ endedAt: new Date() }).where(eq(conversations.id, c.id))
    this.out({ type: 'ack_end', message_id: messageId })
    this.endInterview()
  }
}
