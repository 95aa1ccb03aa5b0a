import { Command, InvalidArgumentError } from 'commander'
import { TWEET_LIMIT } from '../../shared/limits'
import { REWRITE_PRESET_IDS, type RewritePreset } from '../../shared/rewrite'
import { type Api, CliError, connect, connectionFrom, ok } from '../client'

/** The session that holds a tweet: the given one, or the first of the user's sessions that has it. */
async function sessionOf(api: Api, tweetId: string, sessionId?: string): Promise<string> {
  const ids = sessionId ? [sessionId] : ok(await api['marketing-sessions'].get()).map((s) => s.id)
  for (const id of ids) {
    const session = ok(await api['marketing-sessions']({ id }).get())
    if (session.scheduled_tweets.some((t) => t.id === tweetId)) return id
  }
  throw new CliError(`No tweet ${tweetId} in your marketing sessions`)
}

const preset = (value: string): RewritePreset => {
  if (!(REWRITE_PRESET_IDS as readonly string[]).includes(value))
    throw new InvalidArgumentError(`one of ${REWRITE_PRESET_IDS.join(', ')}`)
  return value as RewritePreset
}
const positive = (value: string) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('a whole number from 1')
  return n
}

export const tweetsCommand = new Command('tweets').description('Posts in your marketing plans')

tweetsCommand
  .command('rewrite')
  .description('Ask the assistant for three alternatives to one post (counts against the AI limit)')
  .argument('<tweet-id>', 'the post to rewrite')
  .option('--preset <preset>', `how to rewrite it: ${REWRITE_PRESET_IDS.join(', ')}`, preset)
  .option('--instruction <text>', 'your own instruction, e.g. "mention the waitlist"')
  .option('--part <n>', 'which part of a thread (default 1)', positive)
  .option('--session <id>', 'the marketing session (found from your sessions when left out)')
  .option('--pick <n>', 'replace the post (or part) with alternative n', positive)
  .action(async (tweetId: string, opts, cmd: Command) => {
    const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
    const id = await sessionOf(api, tweetId, opts.session)
    const tweet = api['marketing-sessions']({ id }).tweets({ tweetId })
    const part = opts.part ? opts.part - 1 : undefined
    const { alternatives } = ok(
      await tweet.rewrite.post({ preset: opts.preset, instruction: opts.instruction, part }),
    )
    alternatives.forEach((a, i) => {
      console.log(`${i + 1}. ${a}`)
      console.log(`   (${a.length}/${TWEET_LIMIT})`)
    })
    if (opts.pick) {
      const chosen = alternatives[opts.pick - 1]
      if (!chosen) throw new CliError(`There is no alternative ${opts.pick}`)
      const current = ok(await api['marketing-sessions']({ id }).get()).scheduled_tweets.find(
        (t) => t.id === tweetId,
      )!
      const updates = current.thread_parts
        ? { thread_parts: current.thread_parts.map((p, i) => (i === (part ?? 0) ? chosen : p)) }
        : { content: chosen }
      ok(await tweet.patch({ updates }))
      console.log(
        `Replaced ${current.thread_parts ? `part ${(part ?? 0) + 1}` : 'the post'} with alternative ${opts.pick}.`,
      )
    }
  })
