import type { StoredMessage } from '../../../shared/realtime/protocol'
import type { ChatMessage } from '../../components/chat/chat-view'

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting'

/** Everything the interview screen shows; the hook around it only talks to the server. */
export type InterviewState = {
  messages: ChatMessage[]
  /** The assistant's reply while it streams in. */
  streaming: { id: string; content: string } | null
  names: { assistant: string; user: string }
  /** The first history load is under way. */
  loading: boolean
  /** The first history load failed: the chat shows this instead. */
  loadError: string | null
  status: ConnectionStatus
  /** SPEC §4: set when the user sends, cleared when the assistant's text reply ends. */
  isTakingTurn: boolean
  /** The user's message is on its way and not yet stored. */
  sending: boolean
  /** The admin's sample fill is under way. */
  filling: boolean
  /** The founder's "Finish interview" is under way. */
  finishing: boolean
  /** SPEC §4: set by the end_interview instruction (or a history that says so). */
  conversationEnded: boolean
  error: string | null
}

export const initialInterviewState: InterviewState = {
  messages: [],
  streaming: null,
  names: { assistant: 'Chad', user: 'You' },
  loading: true,
  loadError: null,
  status: 'connecting',
  isTakingTurn: false,
  sending: false,
  filling: false,
  finishing: false,
  conversationEnded: false,
  error: null,
}

export type InterviewEvent =
  /** The server's copy of the conversation (on load, on reconnect, and when the interview ends). */
  | { type: 'history_loaded'; names: InterviewState['names']; messages: ChatMessage[]; ended: boolean }
  | { type: 'first_load_failed'; message: string }
  /** Loading is over, whether a later reload worked or not (the chat keeps what it has). */
  | { type: 'loading_done' }
  | { type: 'connected'; ended: boolean }
  | { type: 'reconnecting' }
  /** The socket closed; `error` says it was not a normal close. */
  | { type: 'closed'; error: string | null }
  | { type: 'sent'; localId: string; text: string }
  | { type: 'send_failed'; message: string }
  /** The server stored the user's message under its own id. */
  | { type: 'acked'; localId: string; stored: StoredMessage | undefined }
  /** A stored message changed: a spoken reply the founder talked over, cut to what they heard. */
  | { type: 'message_replaced'; stored: StoredMessage }
  /** The user's spoken message as heard (already sent). */
  | { type: 'transcribed'; messageId: string; text: string }
  | { type: 'reply_chunk'; id: string; text: string }
  | { type: 'reply_ended'; id: string; stored: StoredMessage | undefined }
  | { type: 'interview_ended' }
  /** The server's error instruction: the turn is over. */
  | { type: 'failed'; message: string }
  | { type: 'fill_started' }
  | { type: 'fill_failed'; message: string }
  | { type: 'finish_started' }
  | { type: 'finish_failed'; message: string }

export function interviewReducer(state: InterviewState, event: InterviewEvent): InterviewState {
  switch (event.type) {
    case 'history_loaded':
      return {
        ...state,
        names: event.names,
        messages: event.messages,
        conversationEnded: state.conversationEnded || event.ended,
        loadError: null,
      }
    case 'first_load_failed':
      return { ...state, loadError: event.message, loading: false }
    case 'loading_done':
      return { ...state, loading: false }
    case 'connected':
      return { ...state, status: 'open', conversationEnded: state.conversationEnded || event.ended }
    case 'reconnecting':
      return { ...state, status: 'reconnecting' }
    case 'closed':
      return {
        ...state,
        streaming: null,
        isTakingTurn: false,
        sending: false,
        finishing: false,
        status: event.error ? 'reconnecting' : state.status,
      }
    case 'sent':
      return {
        ...state,
        error: null,
        messages: [
          ...state.messages,
          { id: event.localId, persona: 2, content: event.text, persona_name: state.names.user },
        ],
        sending: true,
        isTakingTurn: true,
      }
    case 'send_failed':
      return { ...state, error: event.message }
    case 'message_replaced':
      return {
        ...state,
        messages: state.messages.map((m) =>
          m.id === event.stored.id ? { ...m, content: event.stored.content } : m,
        ),
      }
    case 'acked': {
      const { stored } = event
      return {
        ...state,
        sending: false,
        messages: stored
          ? state.messages.map((m) =>
              m.id === event.localId ? { ...m, id: stored.id, content: stored.content } : m,
            )
          : state.messages,
      }
    }
    case 'transcribed':
      return {
        ...state,
        messages: event.text
          ? [...state.messages, { id: event.messageId, persona: 2, content: event.text, persona_name: 'You' }]
          : state.messages,
        isTakingTurn: true,
      }
    case 'reply_chunk': {
      const s = state.streaming
      return {
        ...state,
        isTakingTurn: true,
        streaming:
          s && s.id === event.id
            ? { id: s.id, content: s.content + event.text }
            : { id: event.id, content: event.text },
      }
    }
    case 'reply_ended': {
      // The stored reply wins over what streamed in; it replaces any earlier copy of itself.
      const content = event.stored?.content ?? state.streaming?.content
      const id = event.stored?.id ?? event.id
      return {
        ...state,
        messages: content
          ? [
              ...state.messages.filter((m) => m.id !== id),
              { id, persona: 1, content, persona_name: event.stored?.persona_name ?? 'Chad' },
            ]
          : state.messages,
        streaming: null,
        isTakingTurn: false,
      }
    }
    case 'interview_ended':
      return { ...state, conversationEnded: true, filling: false, finishing: false }
    case 'failed':
      return {
        ...state,
        error: event.message,
        isTakingTurn: false,
        sending: false,
        filling: false,
        finishing: false,
      }
    case 'fill_started':
      return { ...state, error: null, filling: true }
    case 'fill_failed':
      return { ...state, error: event.message, filling: false }
    case 'finish_started':
      return { ...state, error: null, finishing: true }
    case 'finish_failed':
      return { ...state, error: event.message, finishing: false }
  }
}
