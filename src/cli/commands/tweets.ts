import { Command, InvalidArgumentError } from 'commander'
import { CARD_LAYOUTS, CARD_SIZES } from '../../shared/card'
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

tweetsCommand
  .command('add-image')
  .description('Attach a picture (PNG, JPEG, WebP or GIF) to a post, with its description')
  .argument('<tweet-id>', 'the post')
  .argument('<file>', 'the image file')
  .option('--alt <text>', 'what the picture shows, for screen readers')
  .option('--session <id>', 'the marketing session (found from your sessions when left out)')
  .action(async (tweetId: string, file: string, opts: { alt?: string; session?: string }, cmd: Command) => {
    const source = Bun.file(file)
    if (!(await source.exists())) throw new CliError(`No file ${file}`)
    const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
    const id = await sessionOf(api, tweetId, opts.session)
    const { image } = ok(
      await api['marketing-sessions']({ id })
        .tweets({ tweetId })
        .images.post({
          file: new File([await source.arrayBuffer()], file.split('/').at(-1)!),
          ...(opts.alt ? { alt: opts.alt } : {}),
        }),
    )
    console.log(
      `Added image ${image.position + 1} (${image.width}×${image.height}, ${image.type}): ${image.id}`,
    )
    if (!image.alt) console.log('It has no description: add one with --alt, or in Tweet Details.')
  })

tweetsCommand
  .command('make-card')
  .description("Make a quote card of a post's strongest words and attach it to the post")
  .argument('<tweet-id>', 'the post')
  .option('--size <size>', `${Object.keys(CARD_SIZES).join(' or ')} (default landscape)`, 'landscape')
  .option('--layout <layout>', `${CARD_LAYOUTS.join(', ')} (default: the strongest the post has)`)
  .option('--background <#hex>', 'the card colour')
  .option('--accent <#hex>', 'the accent colour')
  .option('--out <file>', 'also save the card here as PNG')
  .option('--session <id>', 'the marketing session (found from your sessions when left out)')
  .action(async (tweetId: string, opts, cmd: Command) => {
    if (!(opts.size in CARD_SIZES)) throw new CliError(`--size: use ${Object.keys(CARD_SIZES).join(' or ')}`)
    if (opts.layout && !(CARD_LAYOUTS as readonly string[]).includes(opts.layout))
      throw new CliError(`--layout: use one of ${CARD_LAYOUTS.join(', ')}`)
    const connection = connectionFrom(cmd.optsWithGlobals())
    const { api, cookie } = await connect(connection)
    const id = await sessionOf(api, tweetId, opts.session)
    const { image } = ok(
      await api['marketing-sessions']({ id })
        .tweets({ tweetId })
        .cards.post({
          size: opts.size,
          ...(opts.layout ? { layout: opts.layout } : {}),
          style: {
            ...(opts.background ? { background: opts.background } : {}),
            ...(opts.accent ? { accent: opts.accent } : {}),
          },
        }),
    )
    console.log(`Made card ${image.id} (${image.width}×${image.height}): "${image.alt}"`)
    if (opts.out) {
      const png = await fetch(`${connection.url}/api/images/${image.id}`, { headers: { cookie } })
      if (!png.ok) throw new CliError(`Could not download the card: HTTP ${png.status}`)
      await Bun.write(opts.out, await png.arrayBuffer())
      console.log(`Saved ${opts.out}`)
    }
  })
