import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'

/**
 * Chad's MCP tools, each one call (or two) of our own HTTP API made in-process with the caller's own
 * credentials: the API's schemas validate the input, its guards check the key's scope and the owner,
 * and its error messages come back as the tool's text. Nothing here decides anything itself.
 */
export type ApiCall = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; data: unknown }>

const text = (value: unknown) => ({
  content: [
    { type: 'text' as const, text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) },
  ],
})
const refusal = (status: number, data: unknown) => {
  const message =
    data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : `The request failed (${status})`
  return { ...text(`${message} (HTTP ${status})`), isError: true }
}

/** One API call as a tool result: its JSON, or the server's words for why not. */
async function asResult<T = unknown>(
  call: ApiCall,
  method: string,
  path: string,
  body?: unknown,
  pick?: (data: T) => unknown,
) {
  const { status, data } = await call(method, path, body)
  if (status < 200 || status >= 300) return refusal(status, data)
  return text(pick ? pick(data as T) : data)
}

const id = z.string().uuid()
const sessionId = id.describe('The marketing session (start_interview gives it)')
const postId = id.describe('A post of the plan (list_posts gives them)')

type Pillar = { id: string; title: string; description: string }
type Post = {
  id: string
  scheduled_time: string
  status: string
  content: string
  thread_parts: string[] | null
}
type Turn = { message: { content: string }; next_action: string }
const question = (turn: Turn) => ({
  question: turn.message.content,
  interview_ended: turn.next_action === 'end',
})

export function chadMcpServer(call: ApiCall): McpServer {
  const server = new McpServer({ name: 'chad', version: '1.0.0' })

  server.registerTool(
    'start_interview',
    {
      description:
        'Starts a new marketing session: Chad, the interviewer, asks the first question. Answer with answer_question until the interview ends.',
      inputSchema: { time_zone: z.string().max(64).optional().describe('IANA time zone, e.g. Europe/Paris') },
    },
    async ({ time_zone }) => {
      const created = await call('POST', '/api/marketing-sessions', time_zone ? { time_zone } : {})
      if (created.status !== 200) return refusal(created.status, created.data)
      const { marketing_session } = created.data as {
        marketing_session: { id: string; conversation_id: string }
      }
      const turn = await call('POST', `/api/conversations/${marketing_session.conversation_id}/agent-turn`)
      if (turn.status !== 200) return refusal(turn.status, turn.data)
      return text({
        session_id: marketing_session.id,
        conversation_id: marketing_session.conversation_id,
        ...question(turn.data as Turn),
      })
    },
  )

  server.registerTool(
    'answer_question',
    {
      description:
        "Answers the interviewer's last question as the founder; returns the next question, or that the interview ended.",
      inputSchema: {
        conversation_id: id.describe('The interview (start_interview gives it)'),
        answer: z.string().min(1).max(10_000),
      },
    },
    async ({ conversation_id, answer }) => {
      const sent = await call('POST', `/api/conversations/${conversation_id}/user-message`, {
        content: answer,
      })
      if (sent.status !== 200) return refusal(sent.status, sent.data)
      return asResult(call, 'POST', `/api/conversations/${conversation_id}/agent-turn`, undefined, question)
    },
  )

  server.registerTool(
    'finish_interview',
    {
      description: 'Ends the interview now, with what has been said so far.',
      inputSchema: { conversation_id: id },
    },
    ({ conversation_id }) => asResult(call, 'POST', `/api/conversations/${conversation_id}/finish`),
  )

  server.registerTool(
    'generate_pillars',
    {
      description:
        'Writes the narrative pillars (themes) of the finished interview; choose three with choose_pillars.',
      inputSchema: { session_id: sessionId },
    },
    ({ session_id }) =>
      asResult<{ narrative_pillars: Pillar[] }>(
        call,
        'POST',
        `/api/marketing-sessions/${session_id}/narrative-pillars`,
        undefined,
        (d) =>
          d.narrative_pillars.map((p) => ({
            id: p.id,
            title: p.title,
            description: p.description,
          })),
      ),
  )

  server.registerTool(
    'choose_pillars',
    {
      description: 'Chooses exactly three pillars for the plan.',
      inputSchema: { session_id: sessionId, pillar_ids: z.array(id).length(3) },
    },
    ({ session_id, pillar_ids }) =>
      asResult(call, 'PUT', `/api/marketing-sessions/${session_id}/narrative-pillars`, {
        selected_pillar_ids: pillar_ids,
      }),
  )

  server.registerTool(
    'generate_schedule',
    {
      description: 'Writes the two-week calendar of posts from the chosen pillars.',
      inputSchema: { session_id: sessionId, time_zone: z.string().max(64).optional() },
    },
    ({ session_id, time_zone }) =>
      asResult(
        call,
        'POST',
        `/api/marketing-sessions/${session_id}/tweet-schedule`,
        time_zone ? { time_zone } : {},
        (d: { scheduled_tweets: unknown[] }) => ({ posts: d.scheduled_tweets.length }),
      ),
  )

  server.registerTool(
    'list_posts',
    { description: "The plan's posts: id, time, status, text.", inputSchema: { session_id: sessionId } },
    ({ session_id }) =>
      asResult<{ scheduled_tweets: Post[] }>(
        call,
        'GET',
        `/api/marketing-sessions/${session_id}`,
        undefined,
        (d) =>
          d.scheduled_tweets.map(
            (p: {
              id: string
              scheduled_time: string
              status: string
              content: string
              thread_parts: string[] | null
            }) => ({
              id: p.id,
              scheduled_time: p.scheduled_time,
              status: p.status,
              text: p.thread_parts?.length ? p.thread_parts.join('\n\n') : p.content,
            }),
          ),
      ),
  )

  server.registerTool(
    'edit_post',
    {
      description: "Replaces a post's text (or a thread's parts).",
      inputSchema: {
        session_id: sessionId,
        post_id: postId,
        content: z.string().min(1).max(10_000).optional(),
        thread_parts: z.array(z.string().max(1000)).max(8).optional(),
      },
    },
    ({ session_id, post_id, content, thread_parts }) =>
      asResult(call, 'PATCH', `/api/marketing-sessions/${session_id}/tweets/${post_id}`, {
        updates: { ...(content ? { content } : {}), ...(thread_parts ? { thread_parts } : {}) },
      }),
  )

  server.registerTool(
    'reschedule_post',
    {
      description: 'Moves a post to another time.',
      inputSchema: {
        session_id: sessionId,
        post_id: postId,
        scheduled_time: z.string().datetime({ offset: true }),
      },
    },
    ({ session_id, post_id, scheduled_time }) =>
      asResult(call, 'PATCH', `/api/marketing-sessions/${session_id}/tweets/${post_id}`, {
        updates: { scheduled_time },
      }),
  )

  server.registerTool(
    'rewrite_post',
    {
      description: 'Three alternative wordings of a post (nothing is changed until you edit_post with one).',
      inputSchema: {
        session_id: sessionId,
        post_id: postId,
        preset: z.enum(['shorter', 'punchier', 'more_personal', 'add_number', 'question']).optional(),
        instruction: z.string().max(500).optional(),
      },
    },
    ({ session_id, post_id, preset, instruction }) =>
      asResult(call, 'POST', `/api/marketing-sessions/${session_id}/tweets/${post_id}/rewrite`, {
        ...(preset ? { preset } : {}),
        ...(instruction ? { instruction } : {}),
      }),
  )

  server.registerTool(
    'approve_plan',
    {
      description: 'Approves the plan: its posts go out at their times (needs the publish scope).',
      inputSchema: { session_id: sessionId },
    },
    ({ session_id }) => asResult(call, 'PUT', `/api/marketing-sessions/${session_id}/approve`),
  )

  server.registerTool(
    'cancel_post',
    {
      description: 'Cancels one post (needs the publish scope).',
      inputSchema: { session_id: sessionId, post_id: postId },
    },
    ({ session_id, post_id }) =>
      asResult(call, 'PUT', `/api/marketing-sessions/${session_id}/tweets/${post_id}/status`, {
        status: 'cancelled',
      }),
  )

  server.registerTool(
    'analytics',
    { description: "The plan's engagement by narrative pillar.", inputSchema: { session_id: sessionId } },
    ({ session_id }) => asResult(call, 'GET', `/api/marketing-sessions/${session_id}/analytics`),
  )

  server.registerResource(
    'plan',
    new ResourceTemplate('chad://sessions/{session_id}/plan', { list: undefined }),
    { description: 'A marketing session: pillars and posts, as JSON', mimeType: 'application/json' },
    async (uri, { session_id }) => {
      const { status, data } = await call('GET', `/api/marketing-sessions/${session_id}`)
      if (status !== 200) throw new Error(refusal(status, data).content[0]!.text)
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(data) }] }
    },
  )
  server.registerResource(
    'calendar',
    new ResourceTemplate('chad://sessions/{session_id}/calendar', { list: undefined }),
    { description: "A plan's posts as an iCalendar file", mimeType: 'text/calendar' },
    async (uri, { session_id }) => {
      const { status, data } = await call('GET', `/api/marketing-sessions/${session_id}/export?format=ics`)
      if (status !== 200) throw new Error(refusal(status, data).content[0]!.text)
      return { contents: [{ uri: uri.href, mimeType: 'text/calendar', text: String(data) }] }
    },
  )
  return server
}
