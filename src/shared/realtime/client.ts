import {
  CLOSE_NORMAL,
  connectionClosedMessage,
  decodeVoiceFrame,
  encodeVoiceFrame,
  NO_CONVERSATION_LOADED,
  type ProtocolMessage,
  parseMessage,
  type StoredMessage,
  WEBSOCKET_NOT_CONNECTED,
} from './protocol'
import { initialState, nextSeq, type ProtocolState, receive, send } from './session'

export type ChatClientEvents = {
  /** The server stored the user's message (local id → stored message). */
  onAck?: (messageId: string, stored: StoredMessage | undefined) => void
  /** The user's voice as heard; `review`: not sent, the user corrects it and sends it with `sendText(…, { spoken: true })`. */
  onTranscription?: (
    messageId: string,
    text: string,
    heard: { confidence?: number; review?: boolean },
  ) => void
  onReplyChunk?: (replyId: string, text: string) => void
  onReplyEnd?: (replyId: string, stored: StoredMessage | undefined) => void
  onVoiceChunk?: (voiceId: string, audio: Uint8Array, mime: string | undefined) => void
  /** The spoken reply's text, sentence by sentence, as its audio arrives. */
  onReplyTranscription?: (transcriptionId: string, text: string) => void
  /** The reply's audio has all arrived. */
  onVoiceEnd?: (voiceId: string) => void
  onInstruction?: (name: string, content: string | undefined) => void
  /** The connection closed; `error` is set unless it was a normal end. */
  onClose?: (code: number, reason: string, error: string | null) => void
}

type SocketLike = {
  readyState: number
  binaryType: string
  send(data: string | ArrayBufferLike | Uint8Array): void
  close(code?: number, reason?: string): void
  onopen: ((ev: unknown) => void) | null
  onmessage: ((ev: { data: unknown }) => void) | null
  onclose: ((ev: { code: number; reason: string }) => void) | null
  onerror: ((ev: unknown) => void) | null
}
export type SocketFactory = (url: string) => SocketLike

const OPEN = 1
const CHUNK_CHARS = 1000

/**
 * The client side of the realtime chat protocol (web, CLI and tests). Every frame goes through the
 * shared state machine; a protocol violation by the server ends the session with close code 3000.
 */
export class RealtimeChatClient {
  private socket: SocketLike | null = null
  private state: ProtocolState = initialState('client')
  private conversationId: string | null = null
  private instructions = new Map<string, { name: string; content: string }>()
  private counter = 0

  constructor(
    private readonly url: (conversationId: string) => string,
    private readonly events: ChatClientEvents = {},
    private readonly createSocket: SocketFactory = (u) => new WebSocket(u) as unknown as SocketLike,
  ) {}

  get connected() {
    return this.socket?.readyState === OPEN && this.state.phase === 'open'
  }

  /** Opens the socket and completes the handshake; resolves with whether the interview has ended. */
  connect(conversationId: string): Promise<{ ended: boolean }> {
    this.conversationId = conversationId
    this.state = initialState('client')
    return new Promise((resolve, reject) => {
      let settled = false
      const socket = this.createSocket(this.url(conversationId))
      socket.binaryType = 'arraybuffer'
      this.socket = socket
      socket.onopen = () => {
        const hello: ProtocolMessage = {
          type: 'conversation_start',
          message_id: this.id('start'),
          conversation_id: conversationId,
        }
        this.state = send(this.state, hello)
        this.state = { ...this.state, phase: 'handshake' }
        socket.send(JSON.stringify(hello))
      }
      socket.onmessage = (event) => {
        const message = this.decode(event.data)
        if (!message) return
        if (message.type === 'conversation_started' && !settled) {
          settled = true
          resolve({ ended: Boolean(message.ended) })
        }
      }
      socket.onerror = () => {
        if (!settled) {
          settled = true
          reject(new Error('Connection failed'))
        }
      }
      socket.onclose = (event) => {
        const normal = event.code === CLOSE_NORMAL
        const error = normal ? null : connectionClosedMessage(event.code, event.reason)
        if (!settled) {
          settled = true
          reject(new Error(error ?? 'Connection closed'))
        }
        this.socket = null
        this.events.onClose?.(event.code, event.reason, error)
      }
    })
  }

  private id(prefix: string) {
    this.counter += 1
    return `${prefix}-${Date.now().toString(36)}-${this.counter}`
  }

  private ensureReady() {
    if (!this.conversationId) throw new Error(NO_CONVERSATION_LOADED)
    if (!this.socket || this.socket.readyState !== OPEN) throw new Error(WEBSOCKET_NOT_CONNECTED)
  }

  private transmit(message: ProtocolMessage) {
    this.state = send(this.state, message)
    this.socket!.send(JSON.stringify(message))
  }

  /** Sends the user's text as a chunk stream; returns its local message id ('user-…'). `spoken`: answer aloud. */
  sendText(text: string, options: { spoken?: boolean } = {}): string {
    this.ensureReady()
    const messageId = this.id('user')
    for (let i = 0; i < text.length || i === 0; i += CHUNK_CHARS) {
      this.transmit({
        type: 'text',
        message_id: messageId,
        seq: nextSeq(this.state, messageId),
        content: text.slice(i, i + CHUNK_CHARS),
        ...(options.spoken ? { spoken: true } : {}),
      })
    }
    this.transmit({ type: 'message_end', message_id: messageId })
    return messageId
  }

  /** Sends an instruction (e.g. bulk_messages with a JSON list); returns its id. */
  sendInstruction(name: string, content?: string): string {
    this.ensureReady()
    const messageId = this.id('ins')
    this.transmit({ type: 'instruction', message_id: messageId, seq: 0, name, content })
    this.transmit({ type: 'message_end', message_id: messageId })
    return messageId
  }

  /**
   * Starts a voice message and returns a function that pushes audio chunks to it, and one that ends it.
   * `review`: the transcript always comes back for correction instead of being sent.
   */
  startVoice(mime?: string, options: { review?: boolean } = {}) {
    this.ensureReady()
    const messageId = this.id('user')
    return {
      messageId,
      push: (audio: Uint8Array) => {
        this.ensureReady()
        const header = {
          type: 'voice' as const,
          message_id: messageId,
          seq: nextSeq(this.state, messageId),
          mime,
          ...(options.review ? { review: true } : {}),
        }
        this.state = send(this.state, header)
        this.socket!.send(encodeVoiceFrame(header, audio))
      },
      end: () => {
        this.ensureReady()
        this.transmit({ type: 'message_end', message_id: messageId })
      },
    }
  }

  /** Ends the conversation normally (close 1000). */
  close() {
    if (this.socket?.readyState === OPEN && this.state.phase === 'open') {
      this.transmit({ type: 'conversation_end', message_id: this.id('end') })
    }
    this.socket?.close(CLOSE_NORMAL, 'Conversation ended')
  }

  private decodeVoice(data: ArrayBuffer | ArrayBufferView): ProtocolMessage | null {
    const bytes =
      data instanceof ArrayBuffer
        ? new Uint8Array(data)
        : new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    const decoded = decodeVoiceFrame(bytes)
    if (!decoded.ok) {
      this.violation(decoded.error)
      return null
    }
    const { state, outcome } = receive(this.state, decoded.header)
    this.state = state
    if (outcome.kind === 'violation') {
      this.violation(outcome.reason)
      return null
    }
    this.events.onVoiceChunk?.(decoded.header.message_id, decoded.audio, decoded.header.mime)
    return decoded.header
  }

  private violation(reason: string) {
    this.state = { ...this.state, phase: 'closed' }
    this.socket?.close(3000, reason)
  }

  private decode(data: unknown): ProtocolMessage | null {
    if (data instanceof ArrayBuffer || ArrayBuffer.isView(data))
      return this.decodeVoice(data as ArrayBuffer | ArrayBufferView)
    if (typeof data !== 'string') return null
    const parsed = parseMessage(data)
    if (!parsed.ok) {
      this.violation(parsed.error)
      return null
    }
    const { state, outcome } = receive(this.state, parsed.message)
    this.state = state
    switch (outcome.kind) {
      case 'violation':
        this.violation(outcome.reason)
        return null
      case 'chunk': {
        const m = outcome.message
        if (m.type === 'text') this.events.onReplyChunk?.(m.message_id, m.content)
        if (m.type === 'transcription') this.events.onReplyTranscription?.(m.message_id, m.content)
        if (m.type === 'instruction')
          this.instructions.set(m.message_id, { name: m.name, content: m.content ?? '' })
        return m
      }
      case 'message_end': {
        const instruction = this.instructions.get(outcome.messageId)
        if (instruction) {
          this.instructions.delete(outcome.messageId)
          this.events.onInstruction?.(instruction.name, instruction.content || undefined)
        } else if (outcome.chunkType === 'voice') {
          this.events.onVoiceEnd?.(outcome.messageId)
        } else if (outcome.chunkType === 'transcription') {
          // The spoken text arrived with each audio chunk.
        } else {
          this.events.onReplyEnd?.(outcome.messageId, outcome.message.message)
        }
        return outcome.message
      }
      case 'ack':
        if (outcome.message.type === 'ack_end')
          this.events.onAck?.(outcome.message.message_id, outcome.message.message)
        else
          this.events.onTranscription?.(outcome.message.message_id, outcome.message.content, {
            confidence: outcome.message.confidence,
            review: outcome.message.review,
          })
        return outcome.message
      default:
        return parsed.message
    }
  }
}
