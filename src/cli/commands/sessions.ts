import { readFileSync } from 'node:fs'
import { Command } from 'commander'
import { z } from 'zod'
import { CliError, connect, connectionFrom, ok } from '../client'
import { printTable } from '../table'

const answersSchema = z
  .array(z.string().trim().min(1, 'an answer must not be blank'))
  .min(1, 'give at least one answer')

function readAnswers(path: string): string[] {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new CliError(`Cannot read ${path}: ${(error as Error).message}`)
  }
  const parsed = answersSchema.safeParse(raw)
  if (!parsed.success)
    throw new CliError(`${path} is not a list of answers: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  return parsed.data
}

const when = (d: Date | string) =>
  new Date(d).toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })

export const sessionsCommand = new Command('sessions').description('Marketing sessions')

sessionsCommand
  .command('next')
  .description(
    'Plan the next two weeks after an approved plan: the check-in answered from a file, then the new schedule',
  )
  .argument('<session-id>', 'the approved (or published) plan to continue')
  .requiredOption(
    '--answers <file>',
    'JSON file: ["what happened since", "new results", "what to push next"]',
  )
  .option('--json', 'print the new session as JSON')
  .action(async (sessionId: string, opts: { answers: string; json?: boolean }, cmd: Command) => {
    const answers = readAnswers(opts.answers)
    const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
    const started = ok(await api['marketing-sessions']({ id: sessionId }).next.post())
    const id = started.marketing_session.id
    const chat = api.conversations({ id: started.conversation.id })
    const transcript: string[] = []
    if (!started.marketing_session.conversation_ended) {
      const existing = ok(await api.conversations({ id: started.conversation.id }).get())
      if (existing.messages.length === 0)
        transcript.push(`Chad: ${ok(await chat['agent-turn'].post()).message.content}`)
      let ended = false
      for (const answer of answers) {
        ok(await chat['user-message'].post({ content: answer }))
        transcript.push(`You: ${answer}`)
        const turn = ok(await chat['agent-turn'].post())
        transcript.push(`Chad: ${turn.message.content}`)
        if (turn.next_action === 'end') {
          ended = true
          break
        }
      }
      if (!ended)
        throw new CliError(
          `The check-in needs more answers than ${opts.answers} gives (it is still open: ${id})`,
        )
    }
    const { narrative_pillars } = ok(await api['marketing-sessions']({ id })['narrative-pillars'].post())
    ok(
      await api['marketing-sessions']({ id })['narrative-pillars'].put({
        selected_pillar_ids: narrative_pillars.slice(0, 3).map((p) => p.id),
      }),
    )
    ok(await api['marketing-sessions']({ id })['tweet-schedule'].post({}))
    const session = ok(await api['marketing-sessions']({ id }).get())
    if (opts.json) return console.log(JSON.stringify(session, null, 2))
    if (transcript.length) console.log(`${transcript.join('\n')}\n`)
    console.log(`Next two weeks: session ${id} (${session.status}), continuing ${sessionId}\n`)
    const titles = new Map(session.narrative_pillars.map((p) => [p.id, p.title]))
    printTable(
      ['WHEN', 'PILLAR', 'POST'],
      session.scheduled_tweets.map((t) => [
        when(t.scheduled_time),
        titles.get(t.pillar_id ?? '') ?? 'Unknown Pillar',
        t.content.replace(/\s+/g, ' ').slice(0, 70) + (t.content.length > 70 ? '…' : ''),
      ]),
      'No posts were generated.',
    )
  })
