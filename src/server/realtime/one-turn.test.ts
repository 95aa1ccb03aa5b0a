import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { realtimeSession } from '../testing/realtime-session'
import { createTestApp } from '../testing/test-app'

// The HTTP agent turn and the realtime chat run one turn function (conversations/turns.ts `streamTurn`):
// the same founder answers, on the offline engine (whose replies follow what was said), store the same
// conversation either way.
let t: Awaited<ReturnType<typeof createTestApp>>
let base: string
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  base = t.listen()
}, 30_000)
afterAll(() => t.close())

const script = [
  "I'm Ana and I run Crumb, an app that tells bakeries how much dough to prep each morning.",
  'Small neighbourhood bakeries, one or two shops, who throw away a fifth of what they bake.',
  'In March a baker in Porto told me she binned 40 loaves every Sunday. We cut that to 6 in a month.',
  'She said: "For the first time I go home with empty shelves and a full till."',
]

async function session() {
  const user = await t.signUpUser('Ana')
  const api = t.api(user.cookie)
  const created = (await api['marketing-sessions'].post({})).data!
  return { user, api, conversationId: created.conversation.id }
}
const stored = async (api: ReturnType<typeof t.api>, id: string) =>
  (await api.conversations({ id }).get()).data!.messages.map((m) => [m.persona, m.content])

describe('one turn for HTTP and realtime', () => {
  it('stores the same messages for the same answers over HTTP and over the WebSocket', async () => {
    const http = await session()
    const turn = () => http.api.conversations({ id: http.conversationId })['agent-turn'].post()
    expect((await turn()).status).toBe(200)
    for (const answer of script) {
      const said = await http.api
        .conversations({ id: http.conversationId })
        ['user-message'].post({ content: answer })
      expect(said.status).toBe(200)
      expect((await turn()).status).toBe(200)
    }

    const live = await session()
    const ws = await realtimeSession(base, live.user.cookie, live.conversationId)
    for (const answer of script) await ws.say(answer)
    ws.client.close()

    const overHttp = await stored(http.api, http.conversationId)
    expect(overHttp).toHaveLength(1 + script.length * 2)
    expect(await stored(live.api, live.conversationId)).toEqual(overHttp)
  })

  it('refuses a blank message the same way on both paths', async () => {
    const http = await session()
    const blank = await http.api
      .conversations({ id: http.conversationId })
      ['user-message'].post({ content: '   ' })
    expect(blank.status).toBe(422)
    const live = await session()
    const ws = await realtimeSession(base, live.user.cookie, live.conversationId)
    ws.client.sendText('   ')
    await ws.until((events) =>
      events.some((e) => e[0] === 'instruction' && e[1].includes('must not be blank')),
    )
    ws.client.close()
    expect(await stored(live.api, live.conversationId)).toHaveLength(1)
  })
})
