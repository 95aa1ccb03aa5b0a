import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { join } from 'node:path'
import { startFakeBluesky } from '../server/testing/fake-bluesky'
import { imageFacts } from '../shared/images'
import { ADMIN, asAdmin, runCli, startServerForCli } from './run-cli'

let server: Awaited<ReturnType<typeof startServerForCli>>
const cli = (...args: string[]) => server.cli(...args)

const bluesky = startFakeBluesky()
beforeAll(async () => {
  server = await startServerForCli({ AI_CALLS_PER_MINUTE: '1000', CHANNELS_ALLOW_PRIVATE_HOSTS: 'on' })
}, 60_000)
afterAll(async () => {
  await server?.stop()
  bluesky.stop()
})

describe('CLI against the running server', () => {
  it('creates a user, lists users and sets a role', async () => {
    const created = await cli(
      ...asAdmin,
      'users',
      'create',
      'cli-user@example.com',
      '--name',
      'Cli User',
      '--new-password',
      'cli-password',
    )
    expect(created.stderr).toBe('')
    expect(created.stdout).toContain('Created cli-user@example.com (user)')
    const listed = await cli(...asAdmin, 'users', 'list')
    expect(listed.stdout).toMatch(/cli-user@example\.com\s+Cli User\s+user/)
    const promoted = await cli(...asAdmin, 'users', 'set-role', 'cli-user@example.com', 'admin')
    expect(promoted.stdout).toBe('cli-user@example.com is now admin\n')
    const json = JSON.parse((await cli(...asAdmin, 'users', 'list', '--json', '--search', 'cli-user')).stdout)
    expect(json).toHaveLength(1)
    expect(json[0].role).toBe('admin')
  })

  it('prints one clear line and exits non-zero on bad credentials', async () => {
    const res = await cli('--email', 'root@example.com', '--password', 'wrong-password', 'users', 'list')
    expect(res.exitCode).toBe(1)
    expect(res.stderr).toBe('Error: Sign-in failed: Invalid email or password\n')
  })

  it('refuses a non-admin with the server message', async () => {
    await cli(
      ...asAdmin,
      'users',
      'create',
      'plain@example.com',
      '--name',
      'Plain',
      '--new-password',
      'plain-password',
    )
    const res = await cli('--email', 'plain@example.com', '--password', 'plain-password', 'users', 'list')
    expect(res.exitCode).toBe(1)
    expect(res.stderr).toBe('Error: You are not allowed to access resource: admin\n')
  })

  it('prints one clear line when the server is unreachable', async () => {
    const res = await runCli('http://127.0.0.1:9', ...asAdmin, 'users', 'list')
    expect(res.exitCode).toBe(1)
    expect(res.stderr).toBe(
      'Error: Cannot reach the Chad server at http://127.0.0.1:9. Is it running? (bun run start, or pass --url)\n',
    )
  })

  it('seeds idempotently and lists personas by tag', async () => {
    // The server seeded at first start, so a second seed has nothing to do.
    const seeded = await cli(...asAdmin, 'seed')
    expect(seeded.stdout).toBe('Nothing to do: the seed content is already there.\n')
    const listed = await cli(...asAdmin, 'personas', 'list', '--tags', 'founder')
    expect(listed.stdout).toMatch(/^NAME\s+TAGS\s+VERSION\s+ID/)
    expect(listed.stdout).toContain('Maya Chen')
    expect(listed.stdout).not.toMatch(/^Chad\s/m)
  })

  it('makes a persona the default Chad and plays a conversation to its end', async () => {
    const { connect } = await import('./client')
    const { api } = await connect({ url: server.base, ...ADMIN })
    const interviewer = (
      await api.personas.post({
        name: 'CLI Interviewer',
        prompt: 'Interview briefly.',
        tags: ['base_prompt'],
      })
    ).data!
    const made = await cli(...asAdmin, 'personas', 'make-default', interviewer.id)
    expect(made.stdout).toBe('CLI Interviewer is now the default Chad\n')
    const chads = JSON.parse((await cli(...asAdmin, 'personas', 'list', '--tags', 'chad', '--json')).stdout)
    expect(chads.map((p: { name: string }) => p.name)).toEqual(['CLI Interviewer'])

    const founder = (await api.personas.get({ query: { tags: 'founder' } })).data![0]!
    const conversation = (
      await api.conversations.post({ persona_id_1: interviewer.id, persona_id_2: founder.id })
    ).data!
    const played = await cli(...asAdmin, 'conversations', 'play', conversation.id)
    expect(played.exitCode).toBe(0)
    expect(played.stdout).toStartWith('CLI Interviewer: Hi ')
    expect(played.stdout).toContain(`${founder.name}: `)
    expect(played.stdout.trimEnd()).toEndWith('(interview complete)')
    expect(played.stdout).not.toContain('<signals>')
  })

  it('replays a transcript into a scheduled plan over the live WebSocket', async () => {
    const played = await cli(...asAdmin, 'replay')
    expect(played.stderr).toBe('')
    expect(played.exitCode).toBe(0)
    expect(played.stdout).toMatch(/^Session [0-9a-f-]{36} \(pillars_selected\)/)
    expect(played.stdout).toMatch(/WHEN\s+PILLAR\s+POST/)
    expect(played.stdout.split('\n').filter((l) => /\d{2}:00/.test(l)).length).toBeGreaterThanOrEqual(9)

    const file = join(server.dataDir, 'transcript.json')
    await Bun.write(file, JSON.stringify([{ persona_number: 1, content: 'Hi' }]))
    const bad = await cli(...asAdmin, 'replay', file)
    expect(bad.exitCode).toBe(1)
    expect(bad.stderr).toBe(`Error: ${file} is not a transcript: a transcript needs at least two entries\n`)
    const json = await cli(...asAdmin, 'replay', '--json', '--pillars', '2,3,4')
    const session = JSON.parse(json.stdout)
    expect(session.narrative_pillars.filter((p: { selected: boolean }) => p.selected)).toHaveLength(3)
    expect(session.scheduled_tweets.length).toBeGreaterThan(0)
  })

  it('prints engagement per pillar for a session, and a clear error for an unknown one', async () => {
    const replayed = JSON.parse((await cli(...asAdmin, 'replay', '--json', '--pillars', '1,2,3')).stdout)
    const printed = await cli(...asAdmin, 'analytics', replayed.id)
    expect(printed.exitCode).toBe(0)
    const lines = printed.stdout.trimEnd().split('\n')
    expect(lines[0]).toMatch(/^Pillar\s+Posts\s+Measured\s+Engagement\s+Median\s+Best post$/)
    const selected = replayed.narrative_pillars.filter((p: { selected: boolean }) => p.selected)
    for (const pillar of selected) expect(printed.stdout).toContain(pillar.title.slice(0, 30))
    expect(lines.at(-1)).toBe('No metrics yet: they arrive about 1 hour after a post goes out.')
    const missing = await cli(...asAdmin, 'analytics', '00000000-0000-4000-8000-000000000000')
    expect(missing.exitCode).toBe(1)
    expect(missing.stderr).toBe('Error: Marketing session not found\n')
  })

  it('plans the next two weeks from a file of check-in answers', async () => {
    const replayed = JSON.parse((await cli(...asAdmin, 'replay', '--json')).stdout)
    const { connect } = await import('./client')
    const { api } = await connect({ url: server.base, ...ADMIN })
    expect((await api['marketing-sessions']({ id: replayed.id }).approve.put({})).status).toBe(200)
    const file = join(server.dataDir, 'answers.json')
    await Bun.write(
      file,
      JSON.stringify([
        'We shipped two-way texting, so patients reschedule by replying.',
        'Riverside Dental filled 23 cancelled slots from the waitlist in its first month.',
        'Two-way texting and the Riverside result.',
      ]),
    )
    const next = await cli(...asAdmin, 'sessions', 'next', replayed.id, '--answers', file)
    expect(next.stderr).toBe('')
    expect(next.exitCode).toBe(0)
    expect(next.stdout).toStartWith('Chad: Welcome back')
    expect(next.stdout).toContain('You: Two-way texting and the Riverside result.')
    expect(next.stdout).toMatch(/Next two weeks: session [0-9a-f-]{36} \(pillars_selected\), continuing /)
    expect(next.stdout).toMatch(/WHEN\s+PILLAR\s+POST/)
    const lastOld = Math.max(
      ...replayed.scheduled_tweets.map((t: { scheduled_time: string }) => Date.parse(t.scheduled_time)),
    )
    const newId = next.stdout.match(/Next two weeks: session ([0-9a-f-]{36})/)![1]!
    const session = (await api['marketing-sessions']({ id: newId }).get()).data!
    expect(session.previous_session_id).toBe(replayed.id)
    expect(session.scheduled_tweets.length).toBeGreaterThan(0)
    for (const t of session.scheduled_tweets)
      expect(new Date(t.scheduled_time).getTime()).toBeGreaterThan(lastOld)

    const bad = join(server.dataDir, 'bad-answers.json')
    await Bun.write(bad, JSON.stringify({ answer: 'no' }))
    const refused = await cli(...asAdmin, 'sessions', 'next', replayed.id, '--answers', bad)
    expect(refused.exitCode).toBe(1)
    expect(refused.stderr).toStartWith(`Error: ${bad} is not a list of answers`)
  })

  it('reads and switches the scheduler', async () => {
    expect((await cli(...asAdmin, 'scheduler', 'status')).stdout).toStartWith('Scheduler: disabled\n')
    expect((await cli(...asAdmin, 'scheduler', 'run-once')).stdout).toBe(
      'The scheduler is disabled: nothing was posted.\n',
    )
    expect((await cli(...asAdmin, 'scheduler', 'enable')).stdout).toStartWith('Scheduler: enabled\n')
    expect((await cli(...asAdmin, 'scheduler', 'run-once')).stdout).toMatch(
      /^Posted \d+, retried \d+, failed \d+\n$/,
    )
    expect((await cli(...asAdmin, 'scheduler', 'disable')).stdout).toStartWith('Scheduler: disabled\n')
  })

  it('lists channels, connects Bluesky, sends a test thread and disconnects', async () => {
    const before = await cli(...asAdmin, 'channels', 'list')
    expect(before.stdout).toMatch(/^NETWORK\s+STATE\s+ACCOUNT\s+LIMIT\n/)
    expect(before.stdout).toMatch(/\nbluesky\s+not connected\s+300\n/)
    expect(before.stdout).toMatch(/\nx\s+not set up on this server\s+280\n/)
    const connected = await cli(
      ...asAdmin,
      'channels',
      'connect-bluesky',
      'chadfounder.bsky.social',
      '--app-password',
      'abcd-efgh-ijkl-mnop',
      '--server',
      bluesky.url,
    )
    expect(connected.stdout).toBe('Bluesky connected as @chadfounder.bsky.social\n')
    expect((await cli(...asAdmin, 'channels', 'list')).stdout).toMatch(
      /\nbluesky\s+connected\s+@chadfounder\.bsky\.social\s+300\n/,
    )
    const sent = await cli(...asAdmin, 'channels', 'test-post', 'bluesky', 'Hello', '--reply', 'Again')
    expect(sent.stdout).toMatch(
      /^Posted: https:\/\/bsky\.app\/profile\/chadfounder\.bsky\.social\/post\/\w+\nReply: /,
    )
    expect(bluesky.posts().map((p) => p.text)).toEqual(['Hello', 'Again'])
    const unknown = await cli(...asAdmin, 'channels', 'test-post', 'myspace', 'Hello')
    expect(unknown.stderr).toBe(
      'Error: Unknown network "myspace": use one of x, linkedin, bluesky, mastodon\n',
    )
    expect((await cli(...asAdmin, 'channels', 'disconnect', 'bluesky')).stdout).toBe('Disconnected bluesky\n')
  })

  it('attaches a picture to a post and makes a quote card of another, saved as PNG', async () => {
    const replayed = JSON.parse((await cli(...asAdmin, 'replay', '--json', '--pillars', '1,2,3')).stdout)
    const [first, second] = replayed.scheduled_tweets as { id: string }[]
    const picture = join(import.meta.dir, '../shared/testdata/pixel-64x48.png')
    const added = await cli(...asAdmin, 'tweets', 'add-image', first!.id, picture, '--alt', 'A red van.')
    expect(added.stderr).toBe('')
    expect(added.stdout).toMatch(/^Added image 1 \(64×48, image\/png\): [0-9a-f-]{36}$/m)
    const refused = await cli(...asAdmin, 'tweets', 'add-image', first!.id, join(import.meta.dir, 'index.ts'))
    expect(refused.exitCode).toBe(1)
    expect(refused.stderr).toContain('That file is not an image we can post')
    const out = join(server.dataDir, 'card.png')
    const card = await cli(...asAdmin, 'tweets', 'make-card', second!.id, '--size', 'square', '--out', out)
    expect(card.stderr).toBe('')
    expect(card.stdout).toMatch(/^Made card [0-9a-f-]{36} \(1080×1080\): ".+"$/m)
    expect(imageFacts(new Uint8Array(await Bun.file(out).arrayBuffer()))).toMatchObject({
      type: 'image/png',
      width: 1080,
      height: 1080,
    })
  })

  it('shows --help for every command', async () => {
    for (const args of [
      ['--help'],
      ['users', '--help'],
      ['users', 'create', '--help'],
      ['users', 'set-role', '--help'],
      ['seed', '--help'],
      ['personas', 'list', '--help'],
      ['personas', 'make-default', '--help'],
      ['conversations', 'play', '--help'],
      ['replay', '--help'],
      ['scheduler', 'status', '--help'],
      ['scheduler', 'run-once', '--help'],
      ['analytics', '--help'],
      ['sessions', 'next', '--help'],
      ['channels', 'list', '--help'],
      ['channels', 'test-post', '--help'],
      ['tweets', 'add-image', '--help'],
      ['tweets', 'make-card', '--help'],
    ]) {
      const res = await cli(...args)
      expect(res.exitCode).toBe(0)
      expect(res.stdout).toContain('Usage: chad')
    }
  })
})
