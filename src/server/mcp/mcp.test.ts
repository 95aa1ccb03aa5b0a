import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { type Answered, answerTo } from '../../../bench/blind-read/answer'
import { founders } from '../../../bench/blind-read/founders'
import { createTestApp } from '../testing/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let base: string
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  base = t.listen()
})
afterAll(() => t.close())

async function keyFor(cookie: string, scopes: string[]) {
  const res = await t.request('/api/api-keys', {
    method: 'POST',
    body: JSON.stringify({ name: 'Agent', scopes }),
    headers: { cookie },
  })
  return (await res.json()) as { key: string; api_key: { id: string } }
}

/** An MCP client from the official SDK, over Streamable HTTP, with the key. */
async function mcpClient(key: string) {
  const client = new Client({ name: 'chad-test-agent', version: '1.0.0' })
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  )
  return client
}

type ToolResult = { content: { type: string; text: string }[]; isError?: boolean }
async function tool(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as ToolResult
  const text = result.content[0]?.text ?? ''
  return { error: result.isError === true, text, json: () => JSON.parse(text) }
}

describe('the MCP server at /api/mcp', () => {
  it('takes a founder from interview to an approved plan, with a key', async () => {
    const { cookie } = await t.signUpUser('Mika Mcp')
    const client = await mcpClient((await keyFor(cookie, ['read', 'write', 'publish'])).key)
    const names = (await client.listTools()).tools.map((x) => x.name)
    expect(names).toEqual(
      expect.arrayContaining([
        'start_interview',
        'answer_question',
        'generate_pillars',
        'approve_plan',
        'analytics',
      ]),
    )

    const started = await tool(client, 'start_interview', { time_zone: 'Europe/Berlin' })
    expect(started.error).toBe(false)
    const { session_id, conversation_id } = started.json()
    let turn = started.json() as { question: string; interview_ended: boolean }
    const founder = founders[0]!
    const answered: Answered = []
    for (let i = 0; i < 16 && !turn.interview_ended; i++) {
      const answer = answerTo(founder.answers, answered, turn.question)
      answered.push(answer)
      const next = await tool(client, 'answer_question', { conversation_id, answer: answer.text })
      expect(next.error).toBe(false)
      turn = next.json()
    }
    expect(turn.interview_ended).toBe(true)

    const pillars = (await tool(client, 'generate_pillars', { session_id })).json() as { id: string }[]
    expect(pillars.length).toBeGreaterThanOrEqual(3)
    const chosen = await tool(client, 'choose_pillars', {
      session_id,
      pillar_ids: pillars.slice(0, 3).map((p) => p.id),
    })
    expect(chosen.error).toBe(false)
    expect((await tool(client, 'generate_schedule', { session_id })).json().posts).toBeGreaterThan(0)
    const posts = (await tool(client, 'list_posts', { session_id })).json() as { id: string; text: string }[]
    const edited = await tool(client, 'edit_post', {
      session_id,
      post_id: posts[0]!.id,
      content: 'Edited by my agent.',
    })
    expect(edited.error).toBe(false)
    expect(await tool(client, 'approve_plan', { session_id })).toMatchObject({ error: false })

    // The plan as the founder sees it in the app: approved, with the agent's edit.
    const plan = (await t.api(cookie)['marketing-sessions']({ id: session_id }).get()).data!
    expect(plan.scheduled_tweets.some((p) => p.content === 'Edited by my agent.')).toBe(true)
    expect(plan.scheduled_tweets.every((p) => p.status === 'scheduled')).toBe(true)
    const resource = await client.readResource({ uri: `chad://sessions/${session_id}/plan` })
    expect(JSON.parse((resource.contents[0] as { text: string }).text).id).toBe(session_id)
    await client.close()
  }, 60_000)

  it('lets a read-scoped key read and not write, says why, and answers another user’s ids as not found', async () => {
    const owner = await t.signUpUser()
    const mine = (await t.api(owner.cookie)['marketing-sessions'].post({})).data!
    const { cookie } = await t.signUpUser()
    const client = await mcpClient((await keyFor(cookie, ['read'])).key)
    const refused = await tool(client, 'start_interview')
    expect(refused).toMatchObject({
      error: true,
      text: 'This API key does not have the write scope (HTTP 403)',
    })
    const other = await tool(client, 'list_posts', { session_id: mine.marketing_session.id })
    expect(other.error).toBe(true)
    expect(other.text).toMatch(/not found \(HTTP 404\)$/i)
    // Bad input is refused by the tool's schema, in words.
    const bad = await tool(client, 'list_posts', { session_id: 'not-an-id' })
    expect(bad.error).toBe(true)
    await client.close()
  })

  it('refuses a revoked key at once, and a request without one', async () => {
    const { cookie } = await t.signUpUser()
    const made = await keyFor(cookie, ['read'])
    const client = await mcpClient(made.key)
    await t.request(`/api/api-keys/${made.api_key.id}`, { method: 'DELETE', headers: { cookie } })
    await expect(client.listTools()).rejects.toThrow('This API key is not valid (revoked, or never made)')
    const anonymous = await fetch(`${base}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    expect(anonymous.status).toBe(401)
  })
})
