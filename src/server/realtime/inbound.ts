import { decodeVoiceFrame, type ProtocolMessage, parseMessage } from '../../shared/realtime/protocol'
import { initialState, type ProtocolState, receive, send } from '../../shared/realtime/session'
import { MAX_MESSAGE_CHARS } from '../conversations/rules'

/**
 * The server's inbound frame assembler, pure: each WebSocket frame (a JSON text frame or a binary voice
 * frame) goes in with the state, and out comes the new state and what the frame completed — a user
 * message, a recording, an instruction, the handshake — or the violation that closes the connection.
 * Limits on sizes and on open messages are enforced here; `inbound.test.ts` is its table.
 */

/** Bounds on voice input: one binary chunk, and one whole recording. */
export const MAX_AUDIO_CHUNK_BYTES = 256 * 1024
export const MAX_VOICE_MESSAGE_BYTES = 10 * 1024 * 1024
/** Messages a client may have open (started, not ended) at once. */
export const MAX_OPEN_MESSAGES = 4
/** A streamed text message may exceed the stored limit (it is refused politely then), up to this. */
const MAX_STREAMED_TEXT_CHARS = MAX_MESSAGE_CHARS * 2
const MAX_INSTRUCTION_CHARS = 500_000

type OpenText = { text: string; spoken: boolean; instruction?: { name: string; content: string } }
/** Audio chunks as a list built backwards: appending copies nothing. */
type Chunks = { bytes: Uint8Array; prev: Chunks } | null
type OpenVoice = { chunks: Chunks; bytes: number; mime: string; review: boolean }

export type InboundState = {
  /** The conversation this connection was opened for: the handshake must name it. */
  conversationId: string
  protocol: ProtocolState
  text: ReadonlyMap<string, OpenText>
  voice: ReadonlyMap<string, OpenVoice>
}

export type Recording = { audio: Uint8Array; mime: string; review: boolean }

/** What a frame completed. */
export type Inbound =
  | { kind: 'violation'; reason: string }
  /** The client ended the conversation. */
  | { kind: 'end' }
  | { kind: 'handshake'; messageId: string }
  | { kind: 'text'; messageId: string; text: string; spoken: boolean }
  | { kind: 'voice'; messageId: string; recording: Recording }
  | { kind: 'instruction'; messageId: string; name: string; content: string }
  /** The first chunk of a new recording: the user started speaking (barge-in). */
  | { kind: 'speaking' }
  /** Taken in, nothing to do yet (a chunk, an ack, the end of an empty recording). */
  | { kind: 'none' }

type Step = { state: InboundState; inbound: Inbound }

export const initialInbound = (conversationId: string): InboundState => ({
  conversationId,
  protocol: initialState('server'),
  text: new Map(),
  voice: new Map(),
})

/** Records a message the server sends (the protocol checks both directions). */
export const sent = (state: InboundState, message: ProtocolMessage): InboundState => ({
  ...state,
  protocol: send(state.protocol, message),
})

export const closed = (state: InboundState): InboundState => ({
  ...state,
  protocol: { ...state.protocol, phase: 'closed' },
})

const violation = (state: InboundState, reason: string): Step => ({
  state: closed(state),
  inbound: { kind: 'violation', reason },
})

const openMessages = (state: InboundState) => state.text.size + state.voice.size

const withEntry = <V>(map: ReadonlyMap<string, V>, id: string, value: V) => new Map(map).set(id, value)
const without = <V>(map: ReadonlyMap<string, V>, id: string) => {
  const next = new Map(map)
  next.delete(id)
  return next
}

function joined(voice: OpenVoice): Uint8Array {
  const audio = new Uint8Array(voice.bytes)
  let end = voice.bytes
  for (let c = voice.chunks; c; c = c.prev) {
    end -= c.bytes.length
    audio.set(c.bytes, end)
  }
  return audio
}

/** One binary frame: a chunk of the user's voice. */
export function receiveBinary(state: InboundState, frame: Uint8Array): Step {
  const decoded = decodeVoiceFrame(frame)
  if (!decoded.ok) return violation(state, decoded.error)
  if (decoded.audio.length > MAX_AUDIO_CHUNK_BYTES) return violation(state, 'Audio chunk too large')
  const received = receive(state.protocol, decoded.header)
  const next = { ...state, protocol: received.state }
  if (received.outcome.kind === 'violation') return violation(next, received.outcome.reason)
  const id = decoded.header.message_id
  const open = next.voice.get(id)
  if (!open && openMessages(next) >= MAX_OPEN_MESSAGES) return violation(next, 'Too many open messages')
  const voice: OpenVoice = {
    chunks: { bytes: decoded.audio, prev: open?.chunks ?? null },
    bytes: (open?.bytes ?? 0) + decoded.audio.length,
    mime: open?.mime ?? decoded.header.mime ?? 'audio/webm',
    review: open?.review ?? decoded.header.review === true,
  }
  if (voice.bytes > MAX_VOICE_MESSAGE_BYTES) return violation(next, 'Voice message too large')
  return {
    state: { ...next, voice: withEntry(next.voice, id, voice) },
    inbound: open ? { kind: 'none' } : { kind: 'speaking' },
  }
}

/** One text frame (JSON, already parsed by the socket or still a string). */
export function receiveText(state: InboundState, raw: unknown): Step {
  const parsed = parseMessage(raw)
  if (!parsed.ok) return violation(state, parsed.error)
  const received = receive(state.protocol, parsed.message)
  const next = { ...state, protocol: received.state }
  const outcome = received.outcome
  switch (outcome.kind) {
    case 'violation':
      return violation(next, outcome.reason)
    case 'end':
      return { state: next, inbound: { kind: 'end' } }
    case 'ack':
      return { state: next, inbound: { kind: 'none' } }
    case 'handshake':
      if (outcome.conversationId !== state.conversationId)
        return violation(next, 'Handshake violation: wrong conversation')
      return { state: next, inbound: { kind: 'handshake', messageId: parsed.message.message_id } }
    case 'chunk': {
      const m = outcome.message
      const open = next.text.get(m.message_id)
      if (!open && openMessages(next) >= MAX_OPEN_MESSAGES) return violation(next, 'Too many open messages')
      const text: OpenText = { text: open?.text ?? '', spoken: open?.spoken ?? false }
      if (open?.instruction) text.instruction = open.instruction
      if (m.type === 'text') {
        text.text += m.content
        if (m.spoken === true) text.spoken = true
      }
      if (m.type === 'instruction')
        text.instruction = { name: m.name, content: (text.instruction?.content ?? '') + (m.content ?? '') }
      if (
        text.text.length > MAX_STREAMED_TEXT_CHARS ||
        (text.instruction?.content.length ?? 0) > MAX_INSTRUCTION_CHARS
      )
        return violation(next, 'Message too large')
      return { state: { ...next, text: withEntry(next.text, m.message_id, text) }, inbound: { kind: 'none' } }
    }
    case 'message_end': {
      const messageId = outcome.messageId
      const text = next.text.get(messageId)
      const voice = next.voice.get(messageId)
      const done = { ...next, text: without(next.text, messageId) }
      if (text?.instruction)
        return { state: done, inbound: { kind: 'instruction', messageId, ...text.instruction } }
      if (outcome.chunkType === 'text')
        return {
          state: done,
          inbound: { kind: 'text', messageId, text: text?.text ?? '', spoken: text?.spoken ?? false },
        }
      if (outcome.chunkType === 'voice') {
        const rest = { ...done, voice: without(done.voice, messageId) }
        if (voice)
          return {
            state: rest,
            inbound: {
              kind: 'voice',
              messageId,
              recording: { audio: joined(voice), mime: voice.mime, review: voice.review },
            },
          }
        return { state: rest, inbound: { kind: 'none' } }
      }
      return { state: done, inbound: { kind: 'none' } }
    }
  }
}
