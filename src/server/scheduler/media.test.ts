import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { systemClock } from '../context'
import { postImages, scheduledTweets } from '../db/schema'
import { createLogger } from '../http/logger'
import { startFakeX } from '../testing/fake-x'
import { connectFakeX, sessionWithPillars } from '../testing/fixtures'
import { createTestApp, TEST_ORIGIN } from '../testing/test-app'
import { runSchedulerTick } from './service'

const fake = startFakeX({ hangMs: 1500 })
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    fakeX: { apiBaseUrl: fake.apiBaseUrl, authorizeUrl: fake.authorizeUrl },
  })
  await t.api(await t.adminCookie()).admin.scheduler.tweets.put({ enabled: true })
})
afterAll(async () => {
  await t.close()
  fake.stop()
})

const fixture = (name: string) =>
  new Uint8Array(readFileSync(join(import.meta.dir, '../../shared/testdata', name)))
const tick = (postTimeoutMs = 1000) =>
  runSchedulerTick({ db: t.db, x: t.x, logger: createLogger('silent'), now: systemClock, postTimeoutMs })

/** A connected user's approved, due post with two pictures, each described. */
async function duePostWithPictures() {
  const user = await t.signUpUser('Pictures')
  const account = await connectFakeX(t, fake, user.cookie)
  const { api, id, pillars } = await sessionWithPillars(t, user.cookie)
  const saved = await api['marketing-sessions']({ id })['tweet-schedule'].put({
    scheduled_tweets: [
      {
        content: `Our new van, loaded for the islands ${id}`,
        scheduled_time: new Date(Date.now() - 60_000).toISOString(),
        pillar_id: pillars[0]!.id,
      },
    ],
  })
  const tweetId = saved.data!.scheduled_tweets[0]!.id
  for (const [name, alt] of [
    ['pixel-64x48.png', 'The van at the port of Piraeus.'],
    ['pixel-64x48.jpg', 'Crates of feta stacked on a pallet.'],
  ] as const) {
    const form = new FormData()
    form.append('file', new File([fixture(name)], name))
    form.append('alt', alt)
    const res = await t.app.handle(
      new Request(`${TEST_ORIGIN}/api/marketing-sessions/${id}/tweets/${tweetId}/images`, {
        method: 'POST',
        body: form,
        headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      }),
    )
    expect(res.status).toBe(201)
  }
  await api['marketing-sessions']({ id }).approve.put({})
  const row = async () =>
    (await t.db.select().from(scheduledTweets).where(eq(scheduledTweets.id, tweetId)))[0]!
  const mine = () => fake.media().filter((m) => m.accountId === account.id)
  const onX = () => fake.posts.filter((p) => p.accountId === account.id)
  return { tweetId, row, mine, onX }
}

describe('posting with pictures', () => {
  it('uploads each picture once, with its description, before the post that carries them', async () => {
    const p = await duePostWithPictures()
    expect((await tick()).posted).toBe(1)
    const uploaded = p.mine()
    expect(uploaded.map((m) => m.alt)).toEqual([
      'The van at the port of Piraeus.',
      'Crates of feta stacked on a pallet.',
    ])
    expect(uploaded[0]!.bytes).toEqual(fixture('pixel-64x48.png'))
    expect(uploaded[1]!.type).toBe('image/jpeg')
    const [post] = p.onX()
    expect(post!.mediaIds).toEqual(uploaded.map((m) => m.id))
    expect((await p.row()).status).toBe('posted')
  })

  it('does not upload again when the post is retried after a lost answer', async () => {
    const p = await duePostWithPictures()
    // The post is accepted, then its answer never arrives: the retry must find it, not resend anything.
    fake.setFaults({ timeoutAfterAcceptRate: 1, random: () => 0.5 })
    await tick(300)
    fake.setFaults({})
    expect(p.mine()).toHaveLength(2)
    await t.db
      .update(scheduledTweets)
      .set({ dueAt: new Date(0) })
      .where(eq(scheduledTweets.id, p.tweetId))
    await tick()
    expect((await p.row()).status).toBe('posted')
    expect(p.mine()).toHaveLength(2)
    expect(p.onX()).toHaveLength(1)
  })

  it('keeps an uploaded picture when the post itself fails and is retried', async () => {
    const p = await duePostWithPictures()
    let calls = 0
    // Both pictures go up; the post is refused with a 503 once.
    fake.setFaults({ serverErrorRate: 0.6, random: () => (++calls === 1 ? 0.5 : 0.99) })
    await tick()
    fake.setFaults({})
    expect(p.mine()).toHaveLength(2)
    expect(p.onX()).toHaveLength(0)
    await t.db
      .update(scheduledTweets)
      .set({ dueAt: new Date(0) })
      .where(eq(scheduledTweets.id, p.tweetId))
    await tick()
    expect(p.mine()).toHaveLength(2)
    expect(p.onX()[0]!.mediaIds).toEqual(p.mine().map((m) => m.id))
  })

  it("fails the post with X's reason when X refuses a picture", async () => {
    const p = await duePostWithPictures()
    // A picture X cannot take (its bytes replaced by a text file after it was checked).
    await t.db.update(postImages).set({ type: 'text/plain' }).where(eq(postImages.postId, p.tweetId))
    await tick()
    const row = await p.row()
    expect(row.status).toBe('failed')
    expect(row.lastError).toContain('X refused an image')
    expect(p.onX()).toHaveLength(0)
  })
})
