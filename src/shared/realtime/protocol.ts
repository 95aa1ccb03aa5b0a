/**
 * The realtime chat protocol (SPEC §5, §7, §8), shared by server, web and tests.
 *
 * JSON text frames carry every message; voice audio travels in binary frames (see `encodeVoiceFrame`).
 * A conversation opens with the handshake `conversation_start` → `conversation_started`. Each message
 * (a user's text or voice, an assistant reply, an instruction) has a `message_id`; its chunks carry a
 * `seq` counting from 0; `message_end` closes it. The receiver acknowledges a user's ended message with
 * `ack_end` (and a voice message's transcript with `ack_transcription`).
 */

export const CLOSE_NORMAL = 1000
export const CLOSE_VIOLATION = 3000

export const chunkTypes = ['text', 'voice', 'transcription', 'instruction'] as const
export type ChunkType = (typeof chunkTypes)[number]

export const messageTypes = [
  'conversation_start',
  'conversation_started',
  'conversation_end',
  ...chunkTypes,
  'message_end',
  'ack_transcription',
  'ack_end',
] as const
export type MessageType = (typeof messageTypes)[number]

/** A message as stored by the server, sent back with acks and ends so clients can swap local ids. */
export type StoredMessage = {
  id: string
  persona: 1 | 2
  content: string
  ordering: number
  persona_name: string
  /** A spoken reply the founder talked over: content is what they heard. */
  interrupted?: true
}

export type ProtocolMessage =
  | { type: 'conversation_start'; message_id: string; conversation_id: string }
  | { type: 'conversation_started'; message_id: string; conversation_id: string; ended?: boolean }
  | { type: 'conversation_end'; message_id: string }
  /** `spoken`: the user's corrected transcript from the voice overlay; the reply is spoken too. */
  | { type: 'text'; message_id: string; seq: number; content: string; spoken?: boolean }
  | { type: 'transcription'; message_id: string; seq: number; content: string }
  /** Metadata of a binary voice chunk; the bytes come in the same binary frame. */
  /** `review` (user's voice): always show the transcript for correction before it is sent. */
  | { type: 'voice'; message_id: string; seq: number; mime?: string; review?: boolean }
  | { type: 'instruction'; message_id: string; seq: number; name: string; content?: string }
  | { type: 'message_end'; message_id: string; message?: StoredMessage }
  /**
   * The user's voice as heard, with the engine's confidence (0..1) when it gives one. `review`: the
   * message was not sent; the user corrects the transcript and sends it as a `spoken` text message.
   */
  | { type: 'ack_transcription'; message_id: string; content: string; confidence?: number; review?: boolean }
  | { type: 'ack_end'; message_id: string; message?: StoredMessage }

export type ChunkMessage = Extract<ProtocolMessage, { seq: number }>

/** Instruction names used by the product. */
export const INSTRUCTION_END_INTERVIEW = 'end_interview'
export const INSTRUCTION_BULK_MESSAGES = 'bulk_messages'
/** The founder's "Finish interview" (client → server); the server answers with end_interview. */
export const INSTRUCTION_FINISH_INTERVIEW = 'finish_interview'
export const INSTRUCTION_ERROR = 'error'
/**
 * The founder talked over a spoken reply (client → server; content: JSON `{ "heard": "…" }`, the words
 * played before they did): the rest is not spoken, and the stored reply keeps only what was heard.
 */
export const INSTRUCTION_REPLY_INTERRUPTED = 'reply_interrupted'
/**
 * A long quiet in hands-free voice (client → server): Chad asks aloud, once, whether to go on. Spoken,
 * never stored: the transcript keeps the interview only.
 */
export const INSTRUCTION_STILL_THERE = 'still_there'
export const STILL_THERE_PROMPT = 'Still there? Just talk to go on, or press Escape to type instead.'

export const INVALID_MESSAGE = 'Invalid message'
export const CANNOT_PUSH_TO_ENDED = 'Cannot push to ended message'
export const NO_CONVERSATION_LOADED = 'No conversation loaded'
export const WEBSOCKET_NOT_CONNECTED = 'WebSocket not connected'

export const connectionClosedMessage = (code: number, reason: string) =>
  `Connection closed: ${code} ${reason}`.trimEnd()

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100
const isSeq = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0

/** Only known types with a message_id (and a seq on chunks) pass; anything else is 'Invalid message'. */
export function parseMessage(
  raw: unknown,
): { ok: true; message: ProtocolMessage } | { ok: false; error: string } {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return { ok: false, error: INVALID_MESSAGE }
    }
  }
  if (!isObject(value) || !messageTypes.includes(value.type as MessageType) || !isId(value.message_id)) {
    return { ok: false, error: INVALID_MESSAGE }
  }
  const v = value
  const bad = { ok: false as const, error: INVALID_MESSAGE }
  switch (v.type as MessageType) {
    case 'conversation_start':
    case 'conversation_started':
      return isId(v.conversation_id) ? { ok: true, message: v as ProtocolMessage } : bad
    case 'text':
    case 'transcription':
      return isSeq(v.seq) && typeof v.content === 'string' ? { ok: true, message: v as ProtocolMessage } : bad
    case 'voice':
      return isSeq(v.seq) ? { ok: true, message: v as ProtocolMessage } : bad
    case 'instruction':
      return isSeq(v.seq) &&
        typeof v.name === 'string' &&
        v.name.length > 0 &&
        (v.content === undefined || typeof v.content === 'string')
        ? { ok: true, message: v as ProtocolMessage }
        : bad
    case 'ack_transcription':
      return typeof v.content === 'string' ? { ok: true, message: v as ProtocolMessage } : bad
    default:
      return { ok: true, message: v as ProtocolMessage }
  }
}

export const isChunk = (m: ProtocolMessage): m is ChunkMessage =>
  (chunkTypes as readonly string[]).includes(m.type)

/**
 * Binary voice frame: 4-byte big-endian length of a JSON header, the header
 * (`{type:'voice', message_id, seq, mime?}`), then the audio bytes.
 */
export function encodeVoiceFrame(
  header: Extract<ProtocolMessage, { type: 'voice' }>,
  audio: Uint8Array,
): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify(header))
  const frame = new Uint8Array(4 + json.length + audio.length)
  new DataView(frame.buffer).setUint32(0, json.length)
  frame.set(json, 4)
  frame.set(audio, 4 + json.length)
  return frame
}

export function decodeVoiceFrame(
  frame: Uint8Array,
):
  | { ok: true; header: Extract<ProtocolMessage, { type: 'voice' }>; audio: Uint8Array }
  | { ok: false; error: string } {
  if (frame.length < 4) return { ok: false, error: INVALID_MESSAGE }
  const length = new DataView(frame.buffer, frame.byteOffset, frame.byteLength).getUint32(0)
  if (length === 0 || length > 1024 || 4 + length > frame.length) return { ok: false, error: INVALID_MESSAGE }
  const parsed = parseMessage(new TextDecoder().decode(frame.subarray(4, 4 + length)))
  if (!parsed.ok || parsed.message.type !== 'voice') return { ok: false, error: INVALID_MESSAGE }
  return { ok: true, header: parsed.message, audio: frame.subarray(4 + length) }
}
