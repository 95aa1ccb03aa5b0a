import {
  CANNOT_PUSH_TO_ENDED,
  type ChunkType,
  CLOSE_NORMAL,
  CLOSE_VIOLATION,
  isChunk,
  type ProtocolMessage,
} from './protocol'

/**
 * The protocol's state for one side of a connection: a pure machine with no sockets and no timers.
 * `receive` says what an incoming message means; `send` checks an outgoing one. Both return a new state.
 */
export type Role = 'client' | 'server'
type Tracked = { kind: ChunkType; nextSeq: number; ended: boolean }

export type ProtocolState = {
  role: Role
  phase: 'handshake' | 'open' | 'closed'
  /** Messages the peer is streaming to us. */
  incoming: Record<string, Tracked>
  /** Messages we are streaming to the peer. */
  outgoing: Record<string, Tracked>
  /** Outgoing ids we ended and still expect an ack for. */
  awaitingAck: string[]
}

export type Outcome =
  | { kind: 'handshake'; conversationId: string }
  | { kind: 'chunk'; message: Extract<ProtocolMessage, { seq: number }> }
  | {
      kind: 'message_end'
      messageId: string
      chunkType: ChunkType | null
      message: Extract<ProtocolMessage, { type: 'message_end' }>
    }
  | { kind: 'ack'; message: Extract<ProtocolMessage, { type: 'ack_end' | 'ack_transcription' }> }
  | { kind: 'end' }
  | { kind: 'violation'; reason: string; close: number }

export const initialState = (role: Role): ProtocolState => ({
  role,
  phase: 'handshake',
  incoming: {},
  outgoing: {},
  awaitingAck: [],
})

const violation = (state: ProtocolState, reason: string) => ({
  state: { ...state, phase: 'closed' as const },
  outcome: { kind: 'violation' as const, reason, close: CLOSE_VIOLATION },
})

/** What an incoming (already validated) message means in the current state. */
export function receive(
  state: ProtocolState,
  message: ProtocolMessage,
): { state: ProtocolState; outcome: Outcome } {
  if (state.phase === 'closed') return violation(state, 'Connection already closed')
  const expected = state.role === 'server' ? 'conversation_start' : 'conversation_started'
  if (state.phase === 'handshake') {
    if (message.type !== expected) return violation(state, `Handshake violation: expected ${expected}`)
    const m = message as Extract<ProtocolMessage, { type: 'conversation_start' | 'conversation_started' }>
    return {
      state: { ...state, phase: 'open' },
      outcome: { kind: 'handshake', conversationId: m.conversation_id },
    }
  }
  if (message.type === 'conversation_start' || message.type === 'conversation_started') {
    return violation(state, 'Handshake violation: already started')
  }
  if (message.type === 'conversation_end') {
    return { state: { ...state, phase: 'closed' }, outcome: { kind: 'end' } }
  }
  if (isChunk(message)) {
    const tracked = state.incoming[message.message_id]
    if (tracked?.ended) return violation(state, CANNOT_PUSH_TO_ENDED)
    if (tracked && tracked.kind !== message.type)
      return violation(state, `Chunk of the wrong type for message ${message.message_id}`)
    const expectedSeq = tracked?.nextSeq ?? 0
    if (message.seq !== expectedSeq)
      return violation(state, `Out-of-order chunk: expected seq ${expectedSeq}, got ${message.seq}`)
    return {
      state: {
        ...state,
        incoming: {
          ...state.incoming,
          [message.message_id]: { kind: message.type, nextSeq: expectedSeq + 1, ended: false },
        },
      },
      outcome: { kind: 'chunk', message },
    }
  }
  if (message.type === 'message_end') {
    const tracked = state.incoming[message.message_id]
    // A message may end without chunks only when the server ends a reply it never streamed.
    if (!tracked && state.role === 'server')
      return violation(state, `Unknown message id ${message.message_id}`)
    if (tracked?.ended) return violation(state, CANNOT_PUSH_TO_ENDED)
    const kind = tracked?.kind ?? null
    return {
      state: {
        ...state,
        incoming: {
          ...state.incoming,
          [message.message_id]: { kind: kind ?? 'text', nextSeq: tracked?.nextSeq ?? 0, ended: true },
        },
      },
      outcome: { kind: 'message_end', messageId: message.message_id, chunkType: kind, message },
    }
  }
  // ack_end / ack_transcription: must answer something we sent.
  const ack = message as Extract<ProtocolMessage, { type: 'ack_end' | 'ack_transcription' }>
  if (!state.outgoing[ack.message_id]) return violation(state, `Unknown ack for message ${ack.message_id}`)
  if (ack.type === 'ack_end' && !state.awaitingAck.includes(ack.message_id)) {
    return violation(state, `Unknown ack for message ${ack.message_id}`)
  }
  return {
    state:
      ack.type === 'ack_end'
        ? { ...state, awaitingAck: state.awaitingAck.filter((id) => id !== ack.message_id) }
        : state,
    outcome: { kind: 'ack', message: ack },
  }
}

/** Checks and records an outgoing message; throws 'Cannot push to ended message' for an ended one. */
export function send(state: ProtocolState, message: ProtocolMessage): ProtocolState {
  if (isChunk(message) || message.type === 'message_end') {
    const tracked = state.outgoing[message.message_id]
    if (tracked?.ended) throw new Error(CANNOT_PUSH_TO_ENDED)
    const next = isChunk(message)
      ? { kind: message.type, nextSeq: (tracked?.nextSeq ?? 0) + 1, ended: false }
      : { kind: tracked?.kind ?? 'text', nextSeq: tracked?.nextSeq ?? 0, ended: true }
    return {
      ...state,
      outgoing: { ...state.outgoing, [message.message_id]: next },
      awaitingAck: next.ended ? [...state.awaitingAck, message.message_id] : state.awaitingAck,
    }
  }
  if (message.type === 'conversation_start' || message.type === 'conversation_started')
    return { ...state, phase: 'open' }
  if (message.type === 'conversation_end') return { ...state, phase: 'closed' }
  return state
}

/** The next seq to use for an outgoing message. */
export const nextSeq = (state: ProtocolState, messageId: string) => state.outgoing[messageId]?.nextSeq ?? 0

export { CLOSE_NORMAL, CLOSE_VIOLATION }
