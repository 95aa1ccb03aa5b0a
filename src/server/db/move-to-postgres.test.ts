import { describe, expect, it } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import { createTokenCipher } from '../channels/x/crypto'
import { sessionWithPillars } from '../testing/fixtures'
import { tempDirs } from '../testing/temp-dirs'
import { createTestApp } from '../testing/test-app'
import { createTestDatabase } from '../testing/test-database'
import { emitWebhook } from '../webhooks/service'
import { countTables } from './backup'
import { insertOrder, moveRows, rawClient } from './move-to-postgres'
import { openDatabase } from './open'
import {
  metricSnapshots,
  metricWatches,
  postImages,
  scheduledTweets,
  socialAccounts,
  verification,
} from './schema'

const { fresh } = tempDirs('chad-move-')

describe('the order rows are copied in', () => {
  it.each([
    [['a', 'b', 'c'], [], ['a', 'b', 'c']],
    [['child', 'parent'], [{ child: 'child', parent: 'parent' }], ['parent', 'child']],
    [
      ['c', 'b', 'a'],
      [
        { child: 'c', parent: 'b' },
        { child: 'b', parent: 'a' },
      ],
      ['a', 'b', 'c'],
    ],
    // A table that refers to itself is no obstacle.
    [['tree'], [{ child: 'tree', parent: 'tree' }], ['tree']],
  ])('%j with %j', (tables, edges, order) => {
    expect(insertOrder(tables, edges)).toEqual(order.map((t) => `public.${t}`))
  })
})

describe('moving an embedded data directory to Postgres', () => {
  it('keeps every row of every kind; the user signs in and sees their plan, and X tokens still decrypt', async () => {
    const dataDir = fresh()
    const tokenKey = 'ab'.repeat(32) // the test app's key
    const cipher = createTokenCipher(tokenKey)

    // A data set with every kind of row, made through the product where it can be.
    const source = await openDatabase({ dataDir })
    const t = await createTestApp({ database: source, seed: true })
    const { email, cookie } = await t.signUpUser('Maya')
    const { api, id } = await sessionWithPillars(t, cookie)
    await api['marketing-sessions']({ id })['tweet-schedule'].post({})
    const me = (await t.request('/api/auth/get-session', { headers: { cookie } }).then((r) => r.json())) as {
      user: { id: string }
    }
    await t.db.insert(socialAccounts).values({
      userId: me.user.id,
      providerUserId: 'x-42',
      username: 'maya',
      displayName: 'Maya',
      accessTokenEncrypted: cipher.encrypt('access-token-1'),
      refreshTokenEncrypted: cipher.encrypt('refresh-token-1'),
    })
    await t
      .api(cookie)
      .twitter.auth.initiate.post()
      .catch(() => {}) // an OAuth state, when X is set up
    const [tweet] = await t.db.select().from(scheduledTweets).limit(1)
    await t.db.insert(metricWatches).values({
      networkPostId: '1900',
      scheduledTweetId: tweet!.id,
      userId: me.user.id,
      postedAt: new Date(),
      takenAges: ['1h'],
    })
    await t.db.insert(metricSnapshots).values({
      networkPostId: '1900',
      scheduledTweetId: tweet!.id,
      age: '1h',
      likes: 3,
      reposts: 1,
      replies: 0,
      quotes: 0,
      bookmarks: 2,
      impressions: 120,
      takenAt: new Date(),
    })
    await t.db
      .insert(verification)
      .values({ id: 'v1', identifier: email, value: 'code', expiresAt: new Date() })
    const other = await t.signUpUser('Sam')
    // A personal API key: it goes on working after the move (its hash moves, never the key).
    const { key: apiKey } = (await (
      await t.request('/api/api-keys', {
        method: 'POST',
        body: JSON.stringify({ name: 'My script', scopes: ['read'] }),
        headers: { cookie },
      })
    ).json()) as { key: string }
    // A webhook endpoint, and an event queued for it: its secret must still decrypt after the move.
    await t.request('/api/webhooks', {
      method: 'POST',
      body: JSON.stringify({ url: 'http://127.0.0.1:9/hooks/chad', events: ['plan.approved'] }),
      headers: { cookie },
    })
    await emitWebhook(t.db, me.user.id, 'plan.approved', { session_id: id }, new Date())
    const out = await t.request('/api/auth/sign-out', {
      method: 'POST',
      body: '{}',
      headers: { cookie: other.cookie },
    })
    expect(out.status).toBe(200) // a revocation
    await t.db.execute(sql`insert into oauth_states (state, user_id, code_verifier_encrypted, redirect_uri, expires_at)
      select 'state-1', ${me.user.id}, ${cipher.encrypt('verifier')}, 'http://localhost/cb', now()
      where not exists (select 1 from oauth_states)`)
    await t.db.execute(sql`insert into mastodon_apps (instance_url, client_id, client_secret_encrypted, redirect_uri)
      values ('https://mastodon.example', 'client-1', ${cipher.encrypt('secret')}, 'http://localhost/cb')
      on conflict do nothing`)
    await t.db.execute(sql`insert into post_deliveries (post_id, network, content)
      select id, 'mastodon', 'A variant written for Mastodon' from scheduled_tweets limit 1
      on conflict do nothing`)
    // A picture on a post, and X's id for it: bytes must arrive byte for byte.
    await t.db.execute(sql`insert into post_images (post_id, position, type, width, height, size, bytes)
      select id, 0, 'image/png', 1, 1, 4, '\\x89504e47'::bytea from scheduled_tweets
      where not exists (select 1 from post_images) limit 1`)
    await t.db.execute(sql`insert into post_image_uploads (image_id, network, media_id)
      select id, 'x', 'media-1' from post_images limit 1 on conflict do nothing`)
    const before = await countTables((text) => rawClient(source).query(text))
    const empty = Object.entries(before).filter(([, n]) => n === 0)
    expect(empty).toEqual([])
    await t.close() // closes the data directory too

    // Into an empty, migrated database: Postgres when the suite runs on it, else a second embedded one.
    const from = await openDatabase({ dataDir })
    const into = await createTestDatabase()
    try {
      const report = await moveRows(from, into, 7) // small batches: several per table
      expect(report.tables.every((x) => x.source === x.target)).toBe(true)
      expect(await countTables((text) => rawClient(into).query(text))).toEqual(before)
    } finally {
      await from.close()
    }

    // The server on the new database: same users, sessions, plans, tokens.
    const moved = await createTestApp({ database: into })
    try {
      const signedIn = await moved.signIn(email, 'user-password')
      const plan = (await moved.api(signedIn)['marketing-sessions']({ id }).get()).data as unknown as {
        scheduled_tweets?: unknown[]
      }
      expect(plan.scheduled_tweets?.length ?? 0).toBeGreaterThan(0)
      // The old session cookie still works: sessions moved too.
      const stillIn = await moved
        .request('/api/auth/get-session', { headers: { cookie } })
        .then((r) => r.json())
      expect((stillIn as { user?: { email: string } }).user?.email).toBe(email)
      const [account] = await moved.db
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, me.user.id))
      expect(cipher.decrypt(account!.accessTokenEncrypted)).toBe('access-token-1')
      const [snapshot] = await moved.db.select().from(metricSnapshots)
      expect(snapshot?.impressions).toBe(120)
      const [picture] = await moved.db.select().from(postImages)
      expect(picture?.bytes).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))
      const withKey = await moved.request(`/api/marketing-sessions/${id}`, {
        headers: { authorization: `Bearer ${apiKey}` },
      })
      expect(withKey.status).toBe(200)
      // Sequences and triggers work on: a new row and a new session read after the move.
      await moved.signUpUser('After the move')
    } finally {
      await moved.close()
    }
  }, 180_000)

  it('refuses a target that already holds rows', async () => {
    const a = await createTestDatabase()
    const b = await createTestDatabase()
    try {
      await a.db.insert(verification).values({ id: 'v', identifier: 'x', value: 'y', expiresAt: new Date() })
      await b.db.insert(verification).values({ id: 'w', identifier: 'x', value: 'y', expiresAt: new Date() })
      await expect(moveRows(a, b)).rejects.toThrow('The target database is not empty')
    } finally {
      await a.close()
      await b.close()
    }
  })
})
