// Over ~300 lines with its imports: one connection's lifecycle (handshake, text, voice, reply, fill, finish) reads best as one class; frames, speech and storage live in inbound.ts, speech.ts and the conversations service.

import { INTERVIEWER } from '../../shared/interview'
import {
  CLOSE_NORMAL,
  CLOSE_VIOLATION,
  encodeVoiceFrame,
  INSTRUCTION_BULK_MESSAGES,
  INSTRUCTION_END_INTERVIEW,
  INSTRUCTION_ERROR,
  INSTRUCTION_FINISH_INTERVIEW,
  INSTRUCTION_REPLY_INTERRUPTED,
  INSTRUCTION_STILL_THERE,
  type ProtocolMessage,
  STILL_THERE_PROMPT,
  type StoredMessage,
} from '../../shared/realtime/protocol'
import type { TurnDeps, Viewer } from '../context'
import type { MessageDto } from '../conversations/model'
import { acceptedUserMessage, parseBulk } from '../conversations/rules'
import {
  appendMessages,
  type ConversationRow,
  humanSideOf,
  keepHeardPart,
  openConversation,
  toMessageDto,
} from '../conversations/service'
import { fillTranscript, finishInterview, streamTurn } from '../conversations/turns'
import { HttpError } from '../http/errors'
import type { SpeechProvider } from '../speech/provider'
import { heardPart } from './heard'
import {
  closed,
  type InboundState,
  initialInbound,
  type Recording,
  receiveBinary,
  receiveText,
  sent,
} from './inbound'
import { hear, interviewContext, type ReplySpeech, speakReply } from './speech'

/** What a realtime connection needs: the turn's dependencies plus the speech provider. */
export type ChatDeps = TurnDeps & { speech: SpeechProvider }

export type Transport = {
  send: (message: ProtocolMessage) => void
  sendBinary: (frame: Uint8Array) => void
  close: (code: number, reason: string) => void
}

const storedOf = (m: MessageDto): StoredMessage => ({
  id: m.id,
  persona: m.persona,
  content: m.content,
  ordering: m.ordering,
  persona_name: m.persona_name,
  ...(m.interrupted ? { interrupted: true as const } : {}),
})

/**
 * One realtime chat connection (server side), independent of the socket: frames go through the pure
 * assembler (`inbound.ts`); what they complete is answered here in order — the user's messages are
 * stored through the conversations service, the assistant's reply streams as text chunks with the
 * signals block filtered out (and is spoken by `speech.ts` for voice), and `end_interview` is sent
 * when the interview ends.
 */
export class ChatConnection {
  private state: InboundState
  private queue: Promise<void> = Promise.resolve()
  private abort = new AbortController()
  private counter = 0
  /** The conversation and its messages, loaded at the handshake and kept in step as this connection adds to it. */
  private conversation: ConversationRow | null = null
  private history: { persona: 1 | 2; content: string }[] = []
  /** The assistant's speech in progress; the user speaking stops it (barge-in). */
  private speaking: ReplySpeech | null = null

  constructor(
    private readonly deps: ChatDeps,
    private readonly viewer: Viewer,
    conversationId: string,
    private readonly transport: Transport,
  ) {
    this.state = initialInbound(conversationId)
  }

  private out(message: ProtocolMessage) {
    this.state = sent(this.state, message)
    this.transport.send(message)
  }

  private outVoice(header: Extract<ProtocolMessage, { type: 'voice' }>, audio: Uint8Array) {
    this.state = sent(this.state, header)
    this.transport.sendBinary(encodeVoiceFrame(header, audio))
  }

  /** Read through a method: the phase changes between awaits, which narrowing cannot see. */
  private isClosed() {
    return this.state.protocol.phase === 'closed'
  }

  private nextId(prefix: string) {
    this.counter += 1
    return `${prefix}-${this.counter}-${crypto.randomUUID().slice(0, 8)}`
  }

  /** Handles one binary frame: a chunk of the user's voice. */
  handleBinary(frame: Uint8Array) {
    if (this.isClosed()) return
    const { state, inbound } = receiveBinary(this.state, frame)
    this.state = state
    if (inbound.kind === 'violation') return this.violation(inbound.reason)
    // The user started speaking: the assistant stops talking (barge-in).
    if (inbound.kind === 'speaking') this.speaking?.stop()
  }

  /** Handles one text frame. */
  handle(raw: unknown) {
    if (this.isClosed()) return
    const { state, inbound } = receiveText(this.state, raw)
    this.state = state
    switch (inbound.kind) {
      case 'violation':
        return this.violation(inbound.reason)
      case 'end':
        this.abort.abort()
        return this.transport.close(CLOSE_NORMAL, 'Conversation ended')
      case 'handshake':
        return this.enqueue(() => this.started(inbound.messageId))
      case 'text':
        return this.enqueue(() => this.userText(inbound.messageId, inbound.text, inbound.spoken))
      case 'voice':
        return this.enqueue(() => this.userVoice(inbound.messageId, inbound.recording))
      case 'instruction':
        // Talked over: the speaking stops now; the stored reply is cut once it is stored (in turn).
        if (inbound.name === INSTRUCTION_REPLY_INTERRUPTED) this.speaking?.stop()
        return this.enqueue(() => this.instruction(inbound.messageId, inbound))
      case 'speaking':
      case 'none':
        return
    }
  }

  closed() {
    this.state = closed(this.state)
    this.abort.abort()
  }

  private violation(reason: string) {
    this.state = closed(this.state)
    this.abort.abort()
    this.transport.close(CLOSE_VIOLATION, reason)
  }

  /** Serialises work so replies never interleave. */
  private enqueue(task: () => Promise<void>) {
    this.queue = this.queue.then(task).catch((error) => {
      this.deps.logger.error('realtime task failed', { conversationId: this.state.conversationId, error })
      if (!this.isClosed()) this.sendError(error)
    })
  }

  private sendError(error: unknown) {
    const message = error instanceof HttpError ? error.message : 'An error occurred'
    const id = this.nextId('ins')
    this.out({ type: 'instruction', message_id: id, seq: 0, name: INSTRUCTION_ERROR, content: message })
    this.out({ type: 'message_end', message_id: id })
  }

  private async started(messageId: string) {
    const { conversation: c, history } = await openConversation(
      this.deps.db,
      this.viewer,
      this.state.conversationId,
    )
    this.conversation = c
    this.history = history
    this.out({
      type: 'conversation_started',
      message_id: messageId,
      conversation_id: c.id,
      ended: c.endedAt !== null,
    })
    if (c.endedAt) return
    // The assistant opens the interview, and answers a message whose reply was lost to a dropped connection.
    const human = humanSideOf(c)
    const last = this.history.at(-1)
    if (human && (!last || last.persona === human)) await this.reply(Promise.resolve())
    this.deps.ai.warmUp?.()
  }

  /** A recorded message: transcribe, acknowledge the transcript, then answer in text and speech. */
  private async userVoice(messageId: string, recording: Recording) {
    const ackEnd = () => this.out({ type: 'ack_end', message_id: messageId })
    let heard: Awaited<ReturnType<typeof hear>>
    try {
      const context = this.conversation
        ? interviewContext(this.history, humanSideOf(this.conversation))
        : undefined
      heard = await hear(this.deps.speech, recording, this.abort.signal, context)
    } catch (error) {
      ackEnd()
      throw error
    }
    const { transcript, confidence, review } = heard
    this.out({
      type: 'ack_transcription',
      message_id: messageId,
      content: transcript,
      ...(confidence === undefined ? {} : { confidence }),
      ...(review ? { review: true } : {}),
    })
    // Held back: the user corrects the transcript and sends it back as a spoken text message.
    if (review) return ackEnd()
    if (!transcript) {
      ackEnd()
      throw new HttpError(422, 'I could not hear anything. Please try again.')
    }
    await this.userText(messageId, transcript, true)
  }

  private async userText(messageId: string, text: string, voice = false) {
    const c = this.conversation
    if (!c) {
      this.out({ type: 'ack_end', message_id: messageId })
      throw new HttpError(409, 'This conversation has no human participant')
    }
    const accepted = acceptedUserMessage(c, humanSideOf(c), text)
    if (!accepted.ok) {
      this.out({ type: 'ack_end', message_id: messageId })
      throw new HttpError(accepted.status, accepted.message)
    }
    // Storing the message and asking the provider run side by side: the reply starts at once.
    const said = { persona: accepted.human, content: accepted.content }
    this.history.push(said)
    const stored = appendMessages(this.deps.db, c.id, [said], this.deps.now()).then(([row]) => {
      this.out({ type: 'ack_end', message_id: messageId, message: storedOf(toMessageDto(c, row!)) })
    })
    stored.catch(() => {
      // Refused: later replies are written from what the database holds.
      const at = this.history.indexOf(said)
      if (at >= 0) this.history.splice(at, 1)
      this.out({ type: 'ack_end', message_id: messageId })
    })
    await this.reply(stored, voice)
  }

  /**
   * One assistant turn (`streamTurn`, as over HTTP) from the in-memory history, its words sent as text
   * chunks (and spoken, for a voice message). A refusal (the AI-call limit, or storing the user's
   * message) stops the reply, written and spoken.
   */
  private async reply(before: Promise<unknown>, voice = false) {
    const c = this.conversation!
    const replyId = this.nextId('ai')
    const speech = voice ? this.startSpeech(replyId) : null
    let seq = 0
    before.catch(() => speech?.stop())
    try {
      const result = await streamTurn(this.deps, this.viewer, {
        conversation: c,
        history: this.history,
        before,
        signal: this.abort.signal,
        onChunk: (text) => {
          if (this.isClosed()) return
          this.out({ type: 'text', message_id: replyId, seq: seq++, content: text })
          speech?.push(text)
        },
        beforeStore: async () => {
          await speech?.finish()
          if (this.speaking === speech) this.speaking = null
        },
      })
      this.history.push({ persona: result.message.persona, content: result.message.content })
      if (result.next_action === 'end') c.endedAt = this.deps.now()
      if (this.isClosed()) return
      // The end arrives before the reply closes, so the client never re-enables sending in between.
      if (result.next_action === 'end') this.endInterview()
      this.out({ type: 'message_end', message_id: replyId, message: storedOf(result.message) })
    } catch (error) {
      // Whatever was spoken ends here (its transcription and voice messages close).
      speech?.stop()
      await speech?.finish().catch(() => {})
      if (this.speaking === speech) this.speaking = null
      if (this.isClosed()) return
      this.deps.logger.error('realtime turn failed', {
        conversationId: c.id,
        provider: this.deps.ai.kind,
        error,
      })
      this.out({ type: 'message_end', message_id: replyId })
      throw error
    }
  }

  private startSpeech(replyId: string) {
    const speech = speakReply(this.deps, replyId, {
      send: (message) => this.out(message),
      sendVoice: (header, audio) => this.outVoice(header, audio),
      isClosed: () => this.isClosed(),
    })
    this.speaking = speech
    return speech
  }

  /** The founder has been quiet a long while: Chad asks aloud whether to go on (not stored). */
  private async stillThere(ackEnd: () => void) {
    ackEnd()
    const speech = this.startSpeech(this.nextId('idle'))
    speech.push(STILL_THERE_PROMPT)
    await speech.finish()
    if (this.speaking === speech) this.speaking = null
  }

  private endInterview() {
    const id = this.nextId('ins')
    this.out({ type: 'instruction', message_id: id, seq: 0, name: INSTRUCTION_END_INTERVIEW })
    this.out({ type: 'message_end', message_id: id })
  }

  /**
   * finish_interview: the founder's "Finish interview" (`finishInterview`, as over HTTP). The closing
   * message arrives as the interviewer's reply, with end_interview before its end, as when the
   * interviewer ends the interview; an interview that had already ended gets end_interview again.
   */
  private async finish(ackEnd: () => void) {
    let result: Awaited<ReturnType<typeof finishInterview>>
    try {
      result = await finishInterview(this.deps, this.viewer, this.state.conversationId)
    } catch (error) {
      ackEnd()
      throw error
    }
    if (this.conversation) this.conversation.endedAt ??= this.deps.now()
    if (result.message) this.history.push({ persona: INTERVIEWER, content: result.message.content })
    if (this.isClosed()) return
    ackEnd()
    if (!result.message) return this.endInterview()
    const replyId = this.nextId('ai')
    this.out({ type: 'text', message_id: replyId, seq: 0, content: result.message.content })
    this.endInterview()
    this.out({ type: 'message_end', message_id: replyId, message: storedOf(result.message) })
  }

  /**
   * reply_interrupted: the last reply keeps what the founder heard (heard.ts), in the database and in the
   * history the next turn is written from, so the next question knows what they heard.
   */
  private async interrupted(messageId: string, ackEnd: () => void, content: string) {
    let heard = ''
    try {
      const parsed = JSON.parse(content) as { heard?: unknown }
      if (typeof parsed.heard === 'string') heard = parsed.heard.slice(0, 10_000)
    } catch {
      ackEnd()
      throw new HttpError(422, 'reply_interrupted: expected { "heard": "…" }')
    }
    const kept = await keepHeardPart(
      this.deps.db,
      this.viewer,
      this.state.conversationId,
      (reply) => heardPart(reply, heard),
      this.deps.now(),
    )
    const last = this.history.at(-1)
    if (kept && last && last.persona !== humanSideOf(this.conversation!)) last.content = kept.content
    // The chat shows the reply as it is now stored.
    this.out({ type: 'ack_end', message_id: messageId, ...(kept ? { message: storedOf(kept) } : {}) })
  }

  /** bulk_messages (admins only): fills the transcript, which ends the interview; finish_interview: see `finish`. */
  private async instruction(messageId: string, instruction: { name: string; content: string }) {
    const ackEnd = () => this.out({ type: 'ack_end', message_id: messageId })
    if (instruction.name === INSTRUCTION_FINISH_INTERVIEW) return this.finish(ackEnd)
    if (instruction.name === INSTRUCTION_REPLY_INTERRUPTED)
      return this.interrupted(messageId, ackEnd, instruction.content)
    if (instruction.name === INSTRUCTION_STILL_THERE) return this.stillThere(ackEnd)
    if (instruction.name !== INSTRUCTION_BULK_MESSAGES) return ackEnd()
    if (this.viewer.role !== 'admin') {
      ackEnd()
      throw new HttpError(403, 'Only admins can fill a sample conversation')
    }
    const entries = parseBulk(instruction.content)
    if (!entries) {
      ackEnd()
      throw new HttpError(422, 'bulk_messages: expected a JSON list of { persona_number: 1 | 2, content }')
    }
    await fillTranscript(this.deps, this.viewer, this.state.conversationId, entries)
    ackEnd()
    this.endInterview()
  }
}
