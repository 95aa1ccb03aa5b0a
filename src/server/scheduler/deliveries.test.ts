import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { runMetricsTick } from '../analytics/collector'
import { systemClock } from '../context'
import {
  marketingSessions,
  metricSnapshots,
  postDeliveries,
  postImages,
  scheduledTweets,
  socialAccounts,
} from '../db/schema'
import { createLogger } from '../http/logger'
import { startFakeBluesky } from '../testing/fake-bluesky'
import { startFakeLinkedIn } from '../testing/fake-linkedin'
import { startFakeMastodon } from '../testing/fake-mastodon'
import { startFakeX } from '../testing/fake-x'
import { connectFakeX, consent, sessionWithPillars } from '../testing/fixtures'
import { createTestApp, TEST_ORIGIN } from '../testing/test-app'
import { nextDueWithin, runSchedulerTick } from './service'

const x = startFakeX()
const mastodon = startFakeMastodon({ maxCharacters: 500, hangMs: 3000 })
const bluesky = startFakeBluesky({ accessTtlMs: 60_000, hangMs: 3000 })
const linkedin = startFakeLinkedIn({ hangMs: 3000 })
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    fakeX: { apiBaseUrl: x.apiBaseUrl, authorizeUrl: x.authorizeUrl },
    fakeLinkedIn: { url: linkedin.url },
  })
  await t.api(await t.adminCookie()).admin.scheduler.tweets.put({ enabled: true })
})
afterAll(async () => {
  await t.close()
  for (const fake of [x, mastodon, bluesky, linkedin]) fake.stop()
})

const tick = () =>
  runSchedulerTick({
    db: t.db,
    x: t.x,
    logger: createLogger('silent'),
    now: systemClock,
    postTimeoutMs: 1000,
    channels: t.channels,
  })

/** What each network got that starts with `text`, in the order it got it. */
const onLinkedIn = (text: string) =>
  linkedin
    .posts()
    .filter((p) => p.commentary.startsWith(text))
    .map((p) => p.commentary)
const onMastodon = (text: string) =>
  mastodon
    .statuses()
    .filter((s) => s.text.startsWith(text))
    .map((s) => s.text)

/** Every other network's delivery of the post went out, with no error left on it. */
const postedEverywhere = async (
  deliveries: () => Promise<{ network: string; status: string; lastError: string | null }[]>,
) =>
  expect((await deliveries()).map((d) => [d.network, d.status, d.lastError])).toEqual(
    expect.arrayContaining([
      ['bluesky', 'posted', null],
      ['linkedin', 'posted', null],
      ['mastodon', 'posted', null],
    ]),
  )

const post = (cookie: string, path: string, body: unknown) =>
  t.request(`/api/channels${path}`, { method: 'POST', body: JSON.stringify(body), headers: { cookie } })

let people = 0
/** A user with X, Mastodon, Bluesky and LinkedIn connected (fakes), and one approved, due post. */
async function everywhere(parts: string[]) {
  people += 1
  const user = await t.signUpUser(`Founder ${people}`)
  await connectFakeX(t, x, user.cookie)
  mastodon.setNextAccount({ id: `m${people}`, username: `founder${people}`, display_name: 'Founder' })
  const started = await (await post(user.cookie, '/mastodon/initiate', { instance: mastodon.url })).json()
  expect(
    (await post(user.cookie, '/mastodon/callback', await consent(started.authorization_url))).status,
  ).toBe(200)
  const handle = `founder${people}.bsky.social`
  bluesky.addAccount({ did: `did:plc:founder${people}`, handle, appPassword: 'abcd-efgh-ijkl-mnop' })
  const sky = await post(user.cookie, '/bluesky/connect', {
    identifier: handle,
    app_password: 'abcd-efgh-ijkl-mnop',
    server: bluesky.url,
  })
  expect(sky.status).toBe(200)
  linkedin.setNextMember({
    sub: `li${people}`,
    name: 'Founder One',
    given_name: 'Founder',
    family_name: 'One',
  })
  const li = await (await post(user.cookie, '/linkedin/initiate', {})).json()
  expect((await post(user.cookie, '/linkedin/callback', await consent(li.authorization_url))).status).toBe(
    200,
  )
  const { api, id, pillars } = await sessionWithPillars(t, user.cookie)
  const saved = await api['marketing-sessions']({ id })['tweet-schedule'].put({
    scheduled_tweets: [
      {
        content: parts[0]!,
        thread_parts: parts.length > 1 ? parts : null,
        scheduled_time: new Date(Date.now() - 60_000).toISOString(),
        pillar_id: pillars[0]!.id,
      },
    ],
  })
  await api['marketing-sessions']({ id }).approve.put({})
  const postId = saved.data!.scheduled_tweets[0]!.id
  const deliveries = () => t.db.select().from(postDeliveries).where(eq(postDeliveries.postId, postId))
  return { postId, deliveries, handle, api, id, user }
}

describe('a channel connected after the plan was approved', () => {
  it('gets the posts still to come, not the ones already due', async () => {
    const user = await t.signUpUser('Late Connector')
    await connectFakeX(t, x, user.cookie)
    const { api, id, pillars } = await sessionWithPillars(t, user.cookie)
    const later = `Still to come ${Date.now()}`
    const saved = await api['marketing-sessions']({ id })['tweet-schedule'].put({
      scheduled_tweets: [
        {
          content: `Already due ${Date.now()}`,
          scheduled_time: new Date(Date.now() - 60_000).toISOString(),
          pillar_id: pillars[0]!.id,
        },
        {
          content: later,
          scheduled_time: new Date(Date.now() + 3_600_000).toISOString(),
          pillar_id: pillars[0]!.id,
        },
      ],
    })
    await api['marketing-sessions']({ id }).approve.put({})
    const [due, upcoming] = saved.data!.scheduled_tweets
    const handle = 'late-connector.bsky.social'
    bluesky.addAccount({ did: 'did:plc:lateconnector', handle, appPassword: 'abcd-efgh-ijkl-mnop' })
    const sky = await post(user.cookie, '/bluesky/connect', {
      identifier: handle,
      app_password: 'abcd-efgh-ijkl-mnop',
      server: bluesky.url,
    })
    expect(sky.status).toBe(200)
    const networksOf = async (postId: string) =>
      (await t.db.select().from(postDeliveries).where(eq(postDeliveries.postId, postId))).map(
        (d) => d.network,
      )
    expect(await networksOf(upcoming!.id)).toEqual(['bluesky'])
    expect(await networksOf(due!.id)).toEqual([])
    // The later post falls due: it goes to Bluesky too.
    await t.db
      .update(scheduledTweets)
      .set({ dueAt: new Date(Date.now() - 1000), scheduledTime: new Date(Date.now() - 1000) })
      .where(eq(scheduledTweets.id, upcoming!.id))
    await tick()
    expect(bluesky.posts().filter((p) => p.text === later)).toHaveLength(1)
  })
})

describe('a channel disconnected', () => {
  it('drops its posts still to go, keeps a text the founder wrote for it, and its posts come back when it is connected again', async () => {
    const text = `Disconnect test ${Date.now()}`
    const { api, id, postId, user, deliveries } = await everywhere([text])
    const other = await everywhere([`Someone else's ${Date.now()}`])
    const tweet = api['marketing-sessions']({ id }).tweets({ tweetId: postId })
    await tweet.networks({ network: 'linkedin' }).put({ content: `${text} on LinkedIn, in full.` })
    const disconnect = (network: string) =>
      t.request(`/api/channels/${network}`, { method: 'DELETE', headers: { cookie: user.cookie } })
    expect((await disconnect('mastodon')).status).toBe(200)
    expect((await disconnect('linkedin')).status).toBe(200)
    expect((await deliveries()).map((d) => [d.network, d.content]).sort()).toEqual([
      ['bluesky', null],
      ['linkedin', `${text} on LinkedIn, in full.`],
    ])
    // Another user's deliveries on the same networks are theirs: untouched.
    expect((await other.deliveries()).map((d) => d.network).sort()).toEqual([
      'bluesky',
      'linkedin',
      'mastodon',
    ])
  })
})

describe('a plan on every network', () => {
  it('posts each approved post to every connected network: a thread as a reply chain, on LinkedIn as one post', async () => {
    const parts = [`First part ${Date.now()}`, 'Second part', 'Third part']
    const { deliveries, handle } = await everywhere(parts)
    expect((await deliveries()).map((d) => d.network).sort()).toEqual(['bluesky', 'linkedin', 'mastodon'])
    await tick()
    await postedEverywhere(deliveries)
    // X: a reply chain of three.
    expect(x.posts.filter((p) => p.text.startsWith(parts[0]!))).toHaveLength(1)
    // Bluesky: three posts, each replying to the one before, the root at the root.
    const sky = bluesky.posts().filter((p) => p.did.endsWith(handle.split('.')[0]!))
    expect(sky.map((p) => p.text)).toEqual(parts)
    expect(sky[1]!.reply?.parent.uri).toBe(sky[0]!.uri)
    expect(sky[2]!.reply?.parent.uri).toBe(sky[1]!.uri)
    expect(sky[2]!.reply?.root.uri).toBe(sky[0]!.uri)
    // Mastodon: the whole short thread fits its 500 characters, so it is one post.
    expect(
      mastodon
        .statuses()
        .filter((s) => s.text.startsWith(parts[0]!))
        .map((s) => s.text),
    ).toEqual([parts.join('\n\n')])
    // LinkedIn: no threads, one post with the parts as paragraphs.
    expect(
      linkedin
        .posts()
        .filter((p) => p.commentary.startsWith(parts[0]!))
        .map((p) => p.commentary),
    ).toEqual([parts.join('\n\n')])
    // Nothing posted twice on a second run.
    await tick()
    expect(bluesky.posts().filter((p) => p.text === parts[1])).toHaveLength(1)
    expect(linkedin.posts().filter((p) => p.commentary.startsWith(parts[0]!))).toHaveLength(1)
  })

  it('measures the post on every network it went to, and says so where a network will not give its counts', async () => {
    const metricsTick = (hoursLater: number) =>
      runMetricsTick(
        { db: t.db, x: t.x, logger: createLogger('silent'), channels: t.channels },
        () => new Date(Date.now() + hoursLater * 3_600_000),
      )
    // This app is not approved for LinkedIn's counts: posting works, LinkedIn's analytics say why they are empty.
    const plain = await everywhere([`Measured ${Date.now()}`])
    await tick()
    await metricsTick(2)
    const first = (await plain.api['marketing-sessions']({ id: plain.id }).analytics.get()).data!
    expect(first.networks.map((n) => [n.network, n.measured > 0, n.metrics_unavailable])).toEqual([
      ['x', true, null],
      [
        'linkedin',
        false,
        "LinkedIn does not let this app read the account's post metrics, so its analytics stay empty. Posting is not affected.",
      ],
      ['bluesky', true, null],
      ['mastodon', true, null],
    ])
    // Approved for them: LinkedIn's reactions and comments count too, each network's beside the others.
    t.channels.settings.linkedin.readMetrics = true
    try {
      const approved = await everywhere([`Measured with LinkedIn ${Date.now()}`])
      await tick()
      const totals = await metricsTick(2)
      expect(totals.snapshots).toBeGreaterThanOrEqual(4)
      const analytics = (await approved.api['marketing-sessions']({ id: approved.id }).analytics.get()).data!
      expect(analytics.networks.map((n) => [n.network, n.measured, n.metrics_unavailable])).toEqual([
        ['x', 1, null],
        ['linkedin', 1, null],
        ['bluesky', 1, null],
        ['mastodon', 1, null],
      ])
      const [post] = analytics.tweets
      const perNetwork = Object.values(post!.by_network) as number[]
      expect(perNetwork).toHaveLength(4)
      expect(post!.likes + post!.reposts + post!.replies + post!.quotes + post!.bookmarks).toBe(
        perNetwork.reduce((a, b) => a + b, 0),
      )
      const pillar = analytics.pillars.find((p) => p.measured === 1)!
      expect(pillar.by_network.map((n) => n.network)).toEqual(['x', 'linkedin', 'bluesky', 'mastodon'])
      expect(pillar.total_engagement).toBe(analytics.networks.reduce((a, n) => a + n.total_engagement, 0))
      // A later run at the same age reads nothing again: each network's snapshot is taken once.
      expect((await metricsTick(2)).snapshots).toBe(0)
      // The CSV names each network's engagement.
      const csv = await (
        await t.request(`/api/marketing-sessions/${approved.id}/export?format=csv`, {
          headers: { cookie: approved.user.cookie },
        })
      ).text()
      const [header, row] = csv.trimEnd().split('\r\n')
      expect(header).toEndWith(
        'x_engagement,linkedin_engagement,bluesky_engagement,mastodon_engagement,images',
      )
      // (The post has no pictures: its images cell is empty.)
      expect(row!.split(',').slice(-5, -1)).toEqual(
        (['x', 'linkedin', 'bluesky', 'mastodon'] as const).map((n) => String(post!.by_network[n])),
      )
    } finally {
      t.channels.settings.linkedin.readMetrics = false
    }
  })

  it('keeps what a network gave before its rate limit and reads the rest after the reset, each post once', async () => {
    const metricsTick = (at: Date) =>
      runMetricsTick({ db: t.db, x: t.x, logger: createLogger('silent'), channels: t.channels }, () => at)
    // Three parts of 260 characters: no two fit one Mastodon post, so three statuses, each measured.
    const parts = [1, 2, 3].map((n) => `Part ${n} of a long one ${Date.now()} ${'word '.repeat(45)}`.trim())
    const { postId } = await everywhere(parts)
    await tick()
    const snapshots = () =>
      t.db
        .select({ id: metricSnapshots.networkPostId })
        .from(metricSnapshots)
        .where(and(eq(metricSnapshots.scheduledTweetId, postId), eq(metricSnapshots.network, 'mastodon')))
    // (The fake's clock is the real one; the metrics run two hours ahead, so the reset is three hours off.)
    mastodon.setFaults({ readLimit: { after: 1, resetMs: 3 * 3_600_000 } })
    const twoHours = new Date(Date.now() + 2 * 3_600_000)
    const first = await metricsTick(twoHours)
    expect(first.rateLimited).toBeGreaterThanOrEqual(1)
    expect(await snapshots()).toHaveLength(1)
    mastodon.setFaults({})
    // Before the reset nothing is asked again; after it, the two not read are, and the first is not.
    await metricsTick(new Date(twoHours.getTime() + 30_000))
    expect(await snapshots()).toHaveLength(1)
    await metricsTick(new Date(Date.now() + 3 * 3_600_000 + 120_000))
    const read = (await snapshots()).map((s) => s.id)
    expect(read).toHaveLength(3)
    expect(new Set(read).size).toBe(3)
  })

  it("posts the founder's own variant for one network, checked by that network's rule, and the post's text elsewhere", async () => {
    const text = `Variant test ${Date.now()}`
    const { api, id, postId, user } = await everywhere([text])
    const tweet = api['marketing-sessions']({ id }).tweets({ tweetId: postId })
    // The session shows where the post goes, none rewritten yet.
    const session = (await api['marketing-sessions']({ id }).get()).data!
    const shown = session.scheduled_tweets.find((p) => p.id === postId)!.networks!
    expect(shown.map((n) => [n.network, n.content, n.status])).toEqual([
      ['bluesky', null, 'scheduled'],
      ['linkedin', null, 'scheduled'],
      ['mastodon', null, 'scheduled'],
    ])
    expect(shown.find((n) => n.network === 'mastodon')!.limit).toBe(500)
    // Bluesky counts graphemes: 301 family emoji are 301, however many bytes they take.
    const long = await tweet.networks({ network: 'bluesky' }).put({ content: '👨‍👩‍👧'.repeat(301) })
    expect(long.status).toBe(422)
    expect((long.error!.value as { message: string }).message).toBe(
      'Too long for Bluesky: 301 graphemes, the limit is 300',
    )
    expect(
      (await tweet.networks({ network: 'linkedin' }).put({ content: 'a', thread_parts: ['a', 'b'] })).status,
    ).toBe(422)
    const longer = `${text}\n\nOn LinkedIn, a little more: why we built it.`
    const saved = await tweet.networks({ network: 'linkedin' }).put({ content: longer })
    expect(saved.data!.network).toMatchObject({ network: 'linkedin', content: longer, status: 'scheduled' })
    // Nobody else's post: another user's id answers 404.
    const other = await t.signUpUser('Someone else')
    const theirs = t.api(other.cookie)['marketing-sessions']({ id }).tweets({ tweetId: postId })
    expect((await theirs.networks({ network: 'linkedin' }).put({ content: 'mine now' })).status).toBe(404)
    expect(user.cookie).toBeTruthy()
    await tick()
    expect(onLinkedIn(text)).toEqual([longer])
    expect(onMastodon(text)).toEqual([text])
    // Gone to LinkedIn: its variant can no longer change.
    const late = await tweet.networks({ network: 'linkedin' }).put({ content: 'too late' })
    expect(late.status).toBe(409)
  })

  it("posts the plan's own LinkedIn version to LinkedIn only, and the new words once the post is edited", async () => {
    const text = `Plan version ${Date.now()}`
    const longer = `${text}\n\nWhat the founder said next, in their words.`
    const first = await everywhere([text])
    await t.db
      .update(scheduledTweets)
      .set({ linkedinVariant: longer })
      .where(eq(scheduledTweets.id, first.postId))
    const shown = (await first.api['marketing-sessions']({ id: first.id }).get()).data!
    expect(shown.scheduled_tweets.find((p) => p.id === first.postId)!.linkedin_variant).toBe(longer)
    // A second post whose founder edits its words before it goes: its LinkedIn version told the old ones.
    const edited = `Edited ${Date.now()}`
    const second = await everywhere([`Before the edit ${Date.now()}`])
    await t.db
      .update(scheduledTweets)
      .set({ linkedinVariant: 'Before the edit, and more.' })
      .where(eq(scheduledTweets.id, second.postId))
    const put = await second.api['marketing-sessions']({ id: second.id })
      .tweets({ tweetId: second.postId })
      .patch({ updates: { content: edited } })
    expect(put.status).toBe(200)
    await tick()
    expect(onLinkedIn(text)).toEqual([longer])
    expect([...onLinkedIn('Edited'), ...onLinkedIn('Before the edit')]).toEqual([edited])
    expect(onMastodon(text)).toEqual([text])
  })

  it('keeps going on the healthy networks while one is down, and posts there once it is back', async () => {
    const text = `Outage test ${Date.now()}`
    const { deliveries } = await everywhere([text])
    mastodon.setDown(true)
    await tick()
    const during = Object.fromEntries((await deliveries()).map((d) => [d.network, d.status]))
    expect(during).toEqual({ bluesky: 'posted', linkedin: 'posted', mastodon: 'scheduled' })
    expect(x.posts.filter((p) => p.text === text)).toHaveLength(1)
    // Mastodon's retry wakes the scheduler at its time, not at the next minute's tick.
    const [retry] = (await deliveries()).filter((d) => d.network === 'mastodon')
    const next = await nextDueWithin(t.db, new Date(), 60_000)
    expect(next).not.toBeNull()
    expect(next!.getTime()).toBeLessThanOrEqual(retry!.dueAt!.getTime())
    mastodon.setDown(false)
    await t.db
      .update(postDeliveries)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(postDeliveries.network, 'mastodon'))
    await tick()
    expect(Object.fromEntries((await deliveries()).map((d) => [d.network, d.status])).mastodon).toBe('posted')
    expect(mastodon.statuses().filter((s) => s.text === text)).toHaveLength(1)
  })

  it("sends an account's other waiting posts as soon as the network takes one again", async () => {
    const first = `Back up one ${Date.now()}`
    const { user, deliveries } = await everywhere([first])
    // A second approved post of the same founder, due too.
    const second = `Back up two ${Date.now()}`
    const other = await sessionWithPillars(t, user.cookie)
    const saved = await other.api['marketing-sessions']({ id: other.id })['tweet-schedule'].put({
      scheduled_tweets: [
        {
          content: second,
          scheduled_time: new Date(Date.now() - 60_000).toISOString(),
          pillar_id: other.pillars[0]!.id,
        },
      ],
    })
    await other.api['marketing-sessions']({ id: other.id }).approve.put({})
    const secondId = saved.data!.scheduled_tweets[0]!.id
    const mastodonOf = async (postId: string) =>
      (await t.db.select().from(postDeliveries).where(eq(postDeliveries.postId, postId))).find(
        (d) => d.network === 'mastodon',
      )!
    mastodon.setDown(true)
    await tick()
    const waiting = await mastodonOf(secondId)
    expect(waiting.status).toBe('scheduled')
    expect(waiting.dueAt!.getTime()).toBeGreaterThan(Date.now())
    mastodon.setDown(false)
    // The first post's retry falls due and goes; the second, still backing off, is sent next run.
    const [firstDelivery] = (await deliveries()).filter((d) => d.network === 'mastodon')
    await t.db
      .update(postDeliveries)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(postDeliveries.id, firstDelivery!.id))
    await tick()
    await tick()
    expect((await mastodonOf(secondId)).status).toBe('posted')
    expect(mastodon.statuses().filter((s) => s.text === second)).toHaveLength(1)
    expect(mastodon.statuses().filter((s) => s.text === first)).toHaveLength(1)
  })

  it('never posts twice when answers are lost: Mastodon by its key, Bluesky by its record key; LinkedIn says to check', async () => {
    const text = `Lost answers ${Date.now()}`
    const { deliveries } = await everywhere([text])
    for (const fake of [mastodon, bluesky, linkedin]) fake.setFaults({ timeoutAfterAcceptRate: 1 })
    await tick()
    for (const fake of [mastodon, bluesky, linkedin]) fake.setFaults({})
    await t.db.update(postDeliveries).set({ dueAt: new Date(Date.now() - 1000) })
    await tick()
    const byNetwork = Object.fromEntries((await deliveries()).map((d) => [d.network, d]))
    expect(byNetwork.mastodon?.status).toBe('posted')
    expect(byNetwork.bluesky?.status).toBe('posted')
    expect(mastodon.statuses().filter((s) => s.text === text)).toHaveLength(1)
    expect(bluesky.posts().filter((p) => p.text === text)).toHaveLength(1)
    expect(linkedin.posts().filter((p) => p.commentary === text)).toHaveLength(1)
    expect(byNetwork.linkedin?.status).toBe('failed')
    expect(byNetwork.linkedin?.lastError).toContain('Check your LinkedIn profile')
  })
})

const picture = (name: string) =>
  new Uint8Array(
    readFileSync(join(import.meta.dir, '../../shared/testdata', name)),
  ) as Uint8Array<ArrayBuffer>

/** Attaches a picture with its description to a post, as the tweet details do. */
async function attach(
  cookie: string,
  sessionId: string,
  postId: string,
  bytes: Uint8Array<ArrayBuffer>,
  alt: string,
) {
  const form = new FormData()
  form.append('file', new File([bytes], 'picture.png'))
  form.append('alt', alt)
  const res = await t.app.handle(
    new Request(`${TEST_ORIGIN}/api/marketing-sessions/${sessionId}/tweets/${postId}/images`, {
      method: 'POST',
      body: form,
      headers: { cookie, origin: TEST_ORIGIN },
    }),
  )
  expect(res.status).toBe(201)
}

describe('pictures on every network', () => {
  it('go once to each network with their descriptions, and a post retried after an outage sends them by id', async () => {
    const text = `Two pictures ${Date.now()}`
    const { deliveries, handle, id, postId, user } = await everywhere([text])
    await attach(user.cookie, id, postId, picture('pixel-64x48.png'), 'The van at the port of Piraeus.')
    await attach(user.cookie, id, postId, picture('pixel-64x48.jpg'), 'Crates of feta stacked on a pallet.')
    const before = {
      mastodon: mastodon.media().length,
      bluesky: bluesky.blobs().length,
      linkedin: linkedin.images().length,
    }
    // Each network takes the pictures, then fails the post once: the retry must not upload again.
    for (const fake of [mastodon, bluesky, linkedin]) fake.setFaults({ serverErrorRate: 1 })
    await tick()
    for (const fake of [mastodon, bluesky, linkedin]) fake.setFaults({})
    expect((await deliveries()).map((d) => d.status)).toEqual(['scheduled', 'scheduled', 'scheduled'])
    await t.db
      .update(postDeliveries)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(postDeliveries.postId, postId))
    await tick()
    await postedEverywhere(deliveries)
    const alts = ['The van at the port of Piraeus.', 'Crates of feta stacked on a pallet.']
    // Mastodon: two media with their descriptions, uploaded once, attached to the status.
    expect(mastodon.media().length - before.mastodon).toBe(2)
    const [status] = mastodon.statuses().filter((s) => s.text === text)
    expect(status!.media.map((m) => m.description)).toEqual(alts)
    // Bluesky: two blobs, embedded with their alt text.
    expect(bluesky.blobs().length - before.bluesky).toBe(2)
    const [sky] = bluesky.posts().filter((p) => p.text === text && p.did.endsWith(handle.split('.')[0]!))
    expect(sky!.images.map((i) => i.alt)).toEqual(alts)
    // LinkedIn: two uploaded images in a multi-image post.
    expect(linkedin.images().length - before.linkedin).toBe(2)
    const [li] = linkedin.posts().filter((p) => p.commentary === text)
    expect(li!.images.map((i) => i.altText)).toEqual(alts)
    expect(
      linkedin
        .images()
        .filter((i) => li!.images.some((u) => u.id === i.urn))
        .every((i) => (i.bytes ?? 0) > 0),
    ).toBe(true)
  })

  it("fails the post with the network's reason when it cannot take a picture, and tells a Mastodon account to reconnect", async () => {
    const text = `Picture refused ${Date.now()}`
    const { deliveries, id, postId, user } = await everywhere([text])
    const [owner] = await t.db
      .select({ userId: marketingSessions.userId })
      .from(marketingSessions)
      .where(eq(marketingSessions.id, id))
    // Too big for Bluesky's 1 MB (the bytes stand in for a large photo), fine for the others.
    await attach(user.cookie, id, postId, picture('pixel-64x48.png'), 'A harbour at dawn.')
    await t.db.update(postImages).set({ size: 2_400_000 }).where(eq(postImages.postId, postId))
    // A Mastodon account connected before pictures were allowed.
    await t.db
      .update(socialAccounts)
      .set({ scope: 'read:accounts read:statuses write:statuses' })
      .where(and(eq(socialAccounts.userId, owner!.userId), eq(socialAccounts.provider, 'mastodon')))
    await tick()
    const byNetwork = Object.fromEntries((await deliveries()).map((d) => [d.network, d]))
    expect(byNetwork.bluesky?.status).toBe('failed')
    expect(byNetwork.bluesky?.lastError).toBe(
      'Bluesky refused an image: Bluesky takes pictures up to 1 MB; this one is 2.4 MB',
    )
    expect(byNetwork.mastodon?.status).toBe('failed')
    expect(byNetwork.mastodon?.lastError).toContain('reconnect Mastodon')
    expect(byNetwork.linkedin?.status).toBe('posted')
    expect(mastodon.statuses().filter((s) => s.text === text)).toHaveLength(0)
    expect(bluesky.posts().filter((p) => p.text === text)).toHaveLength(0)
  })
})
