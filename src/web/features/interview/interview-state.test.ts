import { describe, expect, it } from 'bun:test'
import type { ChatMessage } from '../../components/chat/chat-view'
import {
  type InterviewEvent,
  type InterviewState,
  initialInterviewState,
  interviewReducer,
} from './interview-state'

const chad = (id: string, content: string): ChatMessage => ({ id, persona: 1, content, persona_name: 'Chad' })
const me = (id: string, content: string, persona_name = 'You'): ChatMessage => ({
  id,
  persona: 2,
  content,
  persona_name,
})
const stored = (id: string, persona: 1 | 2, content: string, persona_name = 'Chad') => ({
  id,
  persona,
  content,
  ordering: 1,
  persona_name,
})
const at = (patch: Partial<InterviewState>): InterviewState => ({ ...initialInterviewState, ...patch })
const open = at({ loading: false, status: 'open', names: { assistant: 'Chad', user: 'Ann' } })

/** [what happens, state before, event, the fields that change] */
const cases: [string, InterviewState, InterviewEvent, Partial<InterviewState>][] = [
  [
    'a loaded history replaces the messages and names',
    at({ messages: [chad('x', 'old')] }),
    {
      type: 'history_loaded',
      names: { assistant: 'Chad', user: 'Ann' },
      messages: [chad('a', 'Hi')],
      ended: false,
    },
    { names: { assistant: 'Chad', user: 'Ann' }, messages: [chad('a', 'Hi')] },
  ],
  [
    'a history that says ended ends the interview',
    at({}),
    { type: 'history_loaded', names: initialInterviewState.names, messages: [], ended: true },
    { conversationEnded: true },
  ],
  [
    'a history that does not say ended keeps an ended interview ended',
    at({ conversationEnded: true }),
    { type: 'history_loaded', names: initialInterviewState.names, messages: [], ended: false },
    {},
  ],
  [
    'the first load failing shows its error instead of the chat',
    at({}),
    { type: 'first_load_failed', message: 'Failed to load conversation' },
    { loadError: 'Failed to load conversation', loading: false },
  ],
  ['loading ends', at({}), { type: 'loading_done' }, { loading: false }],
  [
    'the handshake opens the chat',
    at({ status: 'reconnecting' }),
    { type: 'connected', ended: false },
    { status: 'open' },
  ],
  [
    'a handshake for an ended conversation ends it',
    at({}),
    { type: 'connected', ended: true },
    { status: 'open', conversationEnded: true },
  ],
  ['a retry is scheduled', open, { type: 'reconnecting' }, { status: 'reconnecting' }],
  [
    'a broken connection drops the reply in flight and shows reconnecting',
    { ...open, streaming: { id: 'r', content: 'Hal' }, isTakingTurn: true, sending: true },
    { type: 'closed', error: 'Connection closed: 1006 ' },
    { streaming: null, isTakingTurn: false, sending: false, status: 'reconnecting' },
  ],
  [
    'a normal close leaves the status to the retry',
    { ...open, isTakingTurn: true },
    { type: 'closed', error: null },
    { isTakingTurn: false },
  ],
  [
    'sending shows the message under the user’s name and waits for the reply',
    { ...open, error: 'old' },
    { type: 'sent', localId: 'l1', text: 'We bake' },
    { error: null, messages: [me('l1', 'We bake', 'Ann')], sending: true, isTakingTurn: true },
  ],
  [
    'a send that fails says why',
    open,
    { type: 'send_failed', message: 'WebSocket not connected' },
    { error: 'WebSocket not connected' },
  ],
  [
    'the ack gives the message its stored id and text',
    { ...open, messages: [me('l1', 'We bake ')], sending: true },
    { type: 'acked', localId: 'l1', stored: stored('s1', 2, 'We bake', 'Ann') },
    { messages: [me('s1', 'We bake')], sending: false },
  ],
  [
    'a reply talked over shows only what was heard, sending untouched',
    {
      ...open,
      messages: [me('s1', 'We bake'), { ...me('s2', 'Great. Who buys?'), persona: 1 }],
      sending: true,
    },
    { type: 'message_replaced', stored: stored('s2', 1, 'Great. Who…', 'Chad') },
    { messages: [me('s1', 'We bake'), { ...me('s2', 'Great. Who…'), persona: 1 }], sending: true },
  ],
  [
    'an ack without a stored message only ends sending',
    { ...open, messages: [me('l1', 'We bake')], sending: true },
    { type: 'acked', localId: 'l1', stored: undefined },
    { sending: false },
  ],
  [
    'a spoken message shows as heard and starts the turn',
    open,
    { type: 'transcribed', messageId: 'v1', text: 'We build ovens' },
    { messages: [me('v1', 'We build ovens')], isTakingTurn: true },
  ],
  [
    'an empty transcription only starts the turn',
    open,
    { type: 'transcribed', messageId: 'v1', text: '' },
    { isTakingTurn: true },
  ],
  [
    'the first chunk starts the streamed reply',
    open,
    { type: 'reply_chunk', id: 'r1', text: 'Hel' },
    { streaming: { id: 'r1', content: 'Hel' }, isTakingTurn: true },
  ],
  [
    'later chunks of the same reply append',
    { ...open, streaming: { id: 'r1', content: 'Hel' }, isTakingTurn: true },
    { type: 'reply_chunk', id: 'r1', text: 'lo' },
    { streaming: { id: 'r1', content: 'Hello' } },
  ],
  [
    'a chunk of another reply starts over',
    { ...open, streaming: { id: 'r1', content: 'Hel' }, isTakingTurn: true },
    { type: 'reply_chunk', id: 'r2', text: 'Ok' },
    { streaming: { id: 'r2', content: 'Ok' } },
  ],
  [
    'the stored reply replaces the streamed text and ends the turn',
    { ...open, streaming: { id: 'r1', content: 'Hello' }, isTakingTurn: true },
    { type: 'reply_ended', id: 'r1', stored: stored('s2', 1, 'Hello!', 'Chad') },
    { messages: [chad('s2', 'Hello!')], streaming: null, isTakingTurn: false },
  ],
  [
    'without a stored copy the streamed text becomes the message',
    { ...open, streaming: { id: 'r1', content: 'Hello' }, isTakingTurn: true },
    { type: 'reply_ended', id: 'r1', stored: undefined },
    { messages: [chad('r1', 'Hello')], streaming: null, isTakingTurn: false },
  ],
  [
    'a reply already in the list is not shown twice',
    { ...open, messages: [chad('s2', 'Hello')] },
    { type: 'reply_ended', id: 'r1', stored: stored('s2', 1, 'Hello') },
    { messages: [chad('s2', 'Hello')] },
  ],
  [
    'a reply with no text adds nothing',
    { ...open, isTakingTurn: true },
    { type: 'reply_ended', id: 'r1', stored: undefined },
    { isTakingTurn: false },
  ],
  [
    'the end of the interview ends the sample fill',
    { ...open, filling: true },
    { type: 'interview_ended' },
    { conversationEnded: true, filling: false },
  ],
  [
    'the end of the interview ends the founder’s finish',
    { ...open, finishing: true },
    { type: 'interview_ended' },
    { conversationEnded: true, finishing: false },
  ],
  [
    'a server error ends the turn, the send, the fill and the finish',
    { ...open, isTakingTurn: true, sending: true, filling: true, finishing: true },
    { type: 'failed', message: 'An error occurred' },
    { error: 'An error occurred', isTakingTurn: false, sending: false, filling: false, finishing: false },
  ],
  [
    'the founder’s finish starts',
    { ...open, error: 'old' },
    { type: 'finish_started' },
    { error: null, finishing: true },
  ],
  [
    'a refused finish says why',
    { ...open, finishing: true },
    {
      type: 'finish_failed',
      message: 'Answer at least 3 questions before finishing the interview (2 so far)',
    },
    {
      error: 'Answer at least 3 questions before finishing the interview (2 so far)',
      finishing: false,
    },
  ],
  [
    'a connection lost while finishing ends the wait (the history says on reconnect whether it ended)',
    { ...open, finishing: true },
    { type: 'closed', error: 'Connection closed: 1006' },
    { finishing: false, status: 'reconnecting' },
  ],
  [
    'the sample fill starts',
    { ...open, error: 'old' },
    { type: 'fill_started' },
    { error: null, filling: true },
  ],
  [
    'a failed sample fill says so',
    { ...open, filling: true },
    { type: 'fill_failed', message: 'An error occurred' },
    { error: 'An error occurred', filling: false },
  ],
]

describe('interviewReducer', () => {
  it('starts loading, connecting, as Chad and You', () => {
    expect(initialInterviewState).toMatchObject({
      loading: true,
      status: 'connecting',
      names: { assistant: 'Chad', user: 'You' },
      messages: [],
    })
  })
  for (const [name, before, event, changes] of cases)
    it(name, () => expect(interviewReducer(before, event)).toEqual({ ...before, ...changes }))
})
