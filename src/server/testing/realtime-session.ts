import { RealtimeChatClient } from '../../shared/realtime/client'
import { TEST_ORIGIN } from './test-app'

export type Event = [string, string]

/**
 * A log of a realtime client's events: `record` adds one, and `until(check)` resolves at the first event
 * after which `check(events)` holds (at once when it already does).
 */
export function eventLog(events: Event[] = []) {
  let waiters: { check: (events: Event[]) => boolean; resolve: () => void }[] = []
  const record = (event: Event) => {
    events.push(event)
    const done = waiters.filter((w) => w.check(events))
    waiters = waiters.filter((w) => !done.includes(w))
    for (const w of done) w.resolve()
  }
  const until = (check: (events: Event[]) => boolean) =>
    new Promise<void>((resolve) => (check(events) ? resolve() : waiters.push({ check, resolve })))
  return { events, record, until }
}

/**
 * A realtime session as the browser opens it, past Chad's opening: every event lands in `events`, and
 * `until(check)` resolves at the first event after which `check(events)` holds.
 */
export async function realtimeSession(base: string, cookie: string, conversationId: string) {
  const { events, record, until } = eventLog()
  const replies = () => events.filter((e) => e[0] === 'reply').length
  const client = new RealtimeChatClient(
    (id) => `${base.replace('http', 'ws')}/api/ws/voice-chat/${id}`,
    {
      onAck: (_id, stored) => record(['ack', stored?.content ?? '']),
      onReplyChunk: (_id, text) => record(['text', text]),
      onReplyEnd: (_id, stored) => record(['reply', stored?.content ?? '']),
      onInstruction: (name, content) => record(['instruction', `${name}${content ? `: ${content}` : ''}`]),
    },
    (url) => new WebSocket(url, { headers: { cookie, origin: TEST_ORIGIN } } as never) as never,
  )
  await client.connect(conversationId)
  await until(() => replies() >= 1)
  /** Sends an answer and waits for Chad's reply to it. */
  const say = async (text: string) => {
    const before = replies()
    client.sendText(text)
    await until(() => replies() > before)
    return events.filter((e) => e[0] === 'reply').at(-1)![1]
  }
  return { client, events, until, say }
}
