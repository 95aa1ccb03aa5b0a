import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import {
  conversations,
  marketingSessions,
  narrativePillars,
  postDeliveries,
  postImages,
  scheduledTweets,
} from '../db/schema'
import { sessionWithPillars } from '../testing/fixtures'
import { createTestApp } from '../testing/test-app'

// The session read keeps its JSON while the session's read_version is unchanged: these tests prove the
// version moves with every change the read shows, whoever writes it, and that a kept body is never
// served stale or to another user.

let t: Awaited<ReturnType<typeof createTestApp>>
let owner: { cookie: string }
let session: Awaited<ReturnType<typeof sessionWithPillars>>
let other: Awaited<ReturnType<typeof sessionWithPillars>>
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  owner = await t.signUpUser('Owner')
  session = await sessionWithPillars(t, owner.cookie)
  other = await sessionWithPillars(t, owner.cookie)
  for (const s of [session, other]) await s.api['marketing-sessions']({ id: s.id })['tweet-schedule'].post({})
})
afterAll(() => t.close())

const versionOf = async (id: string) =>
  (await t.db.select().from(marketingSessions).where(eq(marketingSessions.id, id)))[0]!.readVersion
const tweetsOf = (id: string) => t.db.select().from(scheduledTweets).where(eq(scheduledTweets.sessionId, id))

describe('read_version', () => {
  // Each change, made straight in the database as any writer could; `bumps` says whether the read shows it.
  const changes: { name: string; bumps: boolean; change: () => Promise<unknown> }[] = [
    {
      name: 'the session row changes',
      bumps: true,
      change: () =>
        t.db
          .update(marketingSessions)
          .set({ timeZone: 'Europe/Paris' })
          .where(eq(marketingSessions.id, session.id)),
    },
    {
      name: 'a post is edited',
      bumps: true,
      change: async () =>
        t.db
          .update(scheduledTweets)
          .set({ content: 'Edited elsewhere' })
          .where(eq(scheduledTweets.id, (await tweetsOf(session.id))[0]!.id)),
    },
    {
      name: 'a post is added',
      bumps: true,
      change: () =>
        t.db.insert(scheduledTweets).values({
          sessionId: session.id,
          content: 'Added elsewhere',
          scheduledTime: new Date(Date.now() + 86_400_000),
          dueAt: new Date(Date.now() + 86_400_000),
        }),
    },
    {
      name: 'a post is deleted',
      bumps: true,
      change: async () =>
        t.db.delete(scheduledTweets).where(eq(scheduledTweets.id, (await tweetsOf(session.id))[0]!.id)),
    },
    {
      name: 'a pillar is renamed',
      bumps: true,
      change: () =>
        t.db
          .update(narrativePillars)
          .set({ title: 'Renamed' })
          .where(eq(narrativePillars.id, session.pillars[0]!.id)),
    },
    {
      name: "a pillar is deleted (its posts' pillar is cleared)",
      bumps: true,
      change: () => t.db.delete(narrativePillars).where(eq(narrativePillars.id, session.pillars[1]!.id)),
    },
    {
      name: 'the interview is reopened',
      bumps: true,
      change: () =>
        t.db.update(conversations).set({ endedAt: null }).where(eq(conversations.id, session.conversationId)),
    },
    {
      name: "a post's variant for another network is written",
      bumps: true,
      change: async () =>
        t.db.insert(postDeliveries).values({
          postId: (await tweetsOf(session.id))[0]!.id,
          network: 'mastodon',
          content: 'For Mastodon',
        }),
    },
    {
      name: "a post's delivery to another network changes",
      bumps: true,
      change: async () =>
        t.db
          .update(postDeliveries)
          .set({ status: 'failed', lastError: 'Mastodon refused it' })
          .where(eq(postDeliveries.postId, (await tweetsOf(session.id))[0]!.id)),
    },
    {
      name: 'a picture is added to a post',
      bumps: true,
      change: async () =>
        t.db.insert(postImages).values({
          postId: (await tweetsOf(session.id))[0]!.id,
          position: 0,
          type: 'image/png',
          width: 1,
          height: 1,
          size: 3,
          bytes: new Uint8Array([1, 2, 3]),
        }),
    },
    {
      name: "a picture's description changes",
      bumps: true,
      change: () => t.db.update(postImages).set({ alt: 'A van.' }),
    },
    {
      name: 'a picture is removed',
      bumps: true,
      change: () => t.db.delete(postImages),
    },
    {
      name: 'the conversation changes in a way the read does not show',
      bumps: false,
      change: () =>
        t.db
          .update(conversations)
          .set({ updatedAt: new Date() })
          .where(eq(conversations.id, session.conversationId)),
    },
    {
      name: "another session's posts change",
      bumps: false,
      change: () =>
        t.db
          .update(scheduledTweets)
          .set({ content: 'Not yours' })
          .where(eq(scheduledTweets.sessionId, other.id)),
    },
  ]
  for (const c of changes)
    it(`${c.bumps ? 'moves' : 'stays'} when ${c.name}`, async () => {
      const before = await versionOf(session.id)
      await c.change()
      const after = await versionOf(session.id)
      if (c.bumps) expect(after).toBeGreaterThan(before)
      else expect(after).toBe(before)
    })

  it('moves once for a statement that changes many posts', async () => {
    const before = await versionOf(other.id)
    const changed = await t.db
      .update(scheduledTweets)
      .set({ lastError: 'x' })
      .where(eq(scheduledTweets.sessionId, other.id))
      .returning({ id: scheduledTweets.id })
    expect(changed.length).toBeGreaterThan(1)
    expect(await versionOf(other.id)).toBe(before + 1)
  })
})

describe('GET /api/marketing-sessions/:id', () => {
  const read = (id: string, cookie: string, etag?: string) =>
    t.request(`/api/marketing-sessions/${id}`, {
      headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) },
    })

  it('answers 304 for the version the client holds, and the new body once anything changes', async () => {
    const first = await read(session.id, owner.cookie)
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^".+"$/)
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    const body = await first.json()

    const again = await read(session.id, owner.cookie, etag)
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect((await read(session.id, owner.cookie)).headers.get('etag')).toBe(etag)

    // A write the server did not make (another process, the database console): the next read has it.
    const tweet = body.scheduled_tweets[0]
    await t.db.execute(
      sql`update scheduled_tweets set content = 'Written behind the server' where id = ${tweet.id}`,
    )
    const changed = await read(session.id, owner.cookie, etag)
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    const fresh = await changed.json()
    expect(fresh.scheduled_tweets.find((x: { id: string }) => x.id === tweet.id).content).toBe(
      'Written behind the server',
    )

    // Through the API as well: an edit, then the post's status.
    await session.api['marketing-sessions']({ id: session.id })
      .tweets({ tweetId: tweet.id })
      .patch({ updates: { content: 'Edited in the app' } })
    const edited = await (await read(session.id, owner.cookie)).json()
    expect(edited.scheduled_tweets.find((x: { id: string }) => x.id === tweet.id).content).toBe(
      'Edited in the app',
    )
  })

  it("never serves a kept body to another user, and serves admins the owner's body", async () => {
    const owned = await read(other.id, owner.cookie)
    expect(owned.status).toBe(200)
    const stranger = await t.signUpUser('Stranger')
    const refused = await read(other.id, stranger.cookie)
    expect(refused.status).toBe(404)
    expect(await read(other.id, stranger.cookie, owned.headers.get('etag')!).then((r) => r.status)).toBe(404)
    const admin = await read(other.id, await t.adminCookie())
    expect(admin.status).toBe(200)
    expect(await admin.text()).toBe(await (await read(other.id, owner.cookie)).text())
  })

  it('answers 404 once the session is deleted, though its body was kept', async () => {
    expect((await read(other.id, owner.cookie)).status).toBe(200)
    await other.api['marketing-sessions']({ id: other.id }).delete()
    expect((await read(other.id, owner.cookie)).status).toBe(404)
  })
})
