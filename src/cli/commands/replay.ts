import { readFileSync } from 'node:fs'
import { Command } from 'commander'
import { z } from 'zod'
import { RealtimeChatClient } from '../../shared/realtime/client'
import {
  INSTRUCTION_BULK_MESSAGES,
  INSTRUCTION_END_INTERVIEW,
  INSTRUCTION_ERROR,
} from '../../shared/realtime/protocol'
import { CliError, connect, connectionFrom, ok } from '../client'
import { printTable } from '../table'

const transcriptSchema = z
  .array(z.object({ persona_number: z.union([z.literal(1), z.literal(2)]), content: z.string().min(1) }))
  .min(2, 'a transcript needs at least two entries')

function readTranscript(path: string) {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new CliError(`Cannot read ${path}: ${(error as Error).message}`)
  }
  const parsed = transcriptSchema.safeParse(raw)
  if (!parsed.success)
    throw new CliError(`${path} is not a transcript: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  return parsed.data
}

/** Fills the interview through the live WebSocket and waits for the server's end_interview. */
async function fill(url: string, cookie: string, conversationId: string, transcript: unknown[]) {
  let settle!: (error?: Error) => void
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve())
  })
  const client = new RealtimeChatClient(
    (id) => `${url.replace(/^http/, 'ws')}/api/ws/voice-chat/${id}`,
    {
      onInstruction: (name, content) => {
        if (name === INSTRUCTION_END_INTERVIEW) settle()
        if (name === INSTRUCTION_ERROR) settle(new CliError(content ?? 'The server refused the transcript'))
      },
      onClose: (_code, _reason, error) => error && settle(new CliError(error)),
    },
    (u) => new WebSocket(u, { headers: { cookie, origin: new URL(url).origin } } as never) as never,
  )
  await client.connect(conversationId)
  client.sendInstruction(INSTRUCTION_BULK_MESSAGES, JSON.stringify(transcript))
  await done
  client.close()
}

export const replayCommand = new Command('replay')
  .description(
    'Turn a transcript into a plan: new session, transcript over the WebSocket, pillars, schedule (admin)',
  )
  .argument(
    '[transcript]',
    'JSON file: [{ "persona_number": 1 | 2, "content": "..." }] (default: the seeded sample)',
  )
  .option(
    '--pillars <numbers>',
    'which pillars to pick, 1-based and comma-separated (default: the first three)',
  )
  .option('--json', 'print the session as JSON')
  .action(async (file: string | undefined, opts: { pillars?: string; json?: boolean }, cmd: Command) => {
    const conn = connectionFrom(cmd.optsWithGlobals())
    const { api, cookie } = await connect(conn)
    const transcript = file ? readTranscript(file) : ok(await api.admin['sample-interview'].get())
    const created = ok(
      await api['marketing-sessions'].post({ time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
    )
    const id = created.marketing_session.id
    await fill(conn.url, cookie, created.conversation.id, transcript)

    const { narrative_pillars } = ok(await api['marketing-sessions']({ id })['narrative-pillars'].post())
    const picks = opts.pillars ? opts.pillars.split(',').map((n) => Number(n.trim()) - 1) : [0, 1, 2]
    if (picks.length !== 3 || picks.some((i) => !narrative_pillars[i])) {
      throw new CliError(`--pillars needs three numbers between 1 and ${narrative_pillars.length}`)
    }
    ok(
      await api['marketing-sessions']({ id })['narrative-pillars'].put({
        selected_pillar_ids: picks.map((i) => narrative_pillars[i]!.id),
      }),
    )
    ok(await api['marketing-sessions']({ id })['tweet-schedule'].post({}))
    const session = ok(await api['marketing-sessions']({ id }).get())
    if (opts.json) return console.log(JSON.stringify(session, null, 2))

    console.log(`Session ${id} (${session.status})\n`)
    const titles = new Map(session.narrative_pillars.map((p) => [p.id, p.title]))
    printTable(
      ['WHEN', 'PILLAR', 'POST'],
      session.scheduled_tweets.map((t) => [
        new Date(t.scheduled_time).toLocaleString(undefined, {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
        }),
        titles.get(t.pillar_id ?? '') ?? 'Unknown Pillar',
        t.content.replace(/\s+/g, ' ').slice(0, 70) + (t.content.length > 70 ? '…' : ''),
      ]),
      'No posts were generated.',
    )
  })
