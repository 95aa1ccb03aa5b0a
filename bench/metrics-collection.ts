// Post analytics at scale: 10,000 posted tweets across 100 X accounts, collected by two replicas at
// once against the fake X with a per-account lookup rate limit. Prints the number of X calls, the time
// to collect one round (the 1-hour and then the 24-hour snapshots), missed snapshots and double fetches
// (both must be 0). Runs on PGlite, or on Postgres with TEST_DATABASE_URL.
import { runMetricsTick } from '../src/server/analytics/collector'
import { createTokenCipher } from '../src/server/channels/x/crypto'
import { createXDeps } from '../src/server/channels/x/deps'
import {
  conversations,
  marketingSessions,
  metricSnapshots,
  metricWatches,
  scheduledTweets,
  socialAccounts,
  user,
} from '../src/server/db/schema'
import { createLogger } from '../src/server/http/logger'
import { startFakeX } from '../src/server/testing/fake-x'
import { createTestDatabase } from '../src/server/testing/test-database'

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100)
const PER_ACCOUNT = Number(process.env.BENCH_POSTS_PER_ACCOUNT ?? 100)
const HOUR = 3_600_000
const NIL = '00000000-0000-0000-0000-000000000000'

let clock = Date.now()
const now = () => new Date(clock)
// X's user-context tweet lookup allows 900 calls per 15 minutes; the fake enforces a tighter 15.
const fake = startFakeX({ now: () => clock, metricsLimit: { limit: 15, windowMs: 15 * 60_000 } })
const database = await createTestDatabase()
const db = database.db
const tokenKey = 'cd'.repeat(32)
const cipher = createTokenCipher(tokenKey)
const logger = createLogger('silent')
const xDeps = () =>
  createXDeps(
    {
      tokenKey,
      x: {
        clientId: 'bench',
        clientSecret: 'bench',
        apiBaseUrl: fake.apiBaseUrl,
        authorizeUrl: fake.authorizeUrl,
        postUrlBase: 'https://x.com',
        redirectUri: 'http://localhost/cb',
      },
    },
    db,
    logger,
  )

const setupStarted = performance.now()
const postedAt = new Date(clock - 60_000)
let seq = 0
for (let a = 0; a < ACCOUNTS; a++) {
  const userId = `bench-user-${a}`
  await db
    .insert(user)
    .values({ id: userId, name: `Founder ${a}`, email: `founder${a}@bench.example`, updatedAt: new Date() })
  const account = { id: `acct${a}`, username: `founder${a}`, name: `Founder ${a}` }
  const tokens = fake.grantToken(account)
  await db.insert(socialAccounts).values({
    userId,
    providerUserId: account.id,
    username: account.username,
    displayName: account.name,
    accessTokenEncrypted: cipher.encrypt(tokens.access_token),
    refreshTokenEncrypted: cipher.encrypt(tokens.refresh_token),
    accessTokenExpiresAt: new Date(clock + 30 * 24 * HOUR),
  })
  const [conversation] = await db
    .insert(conversations)
    .values({
      ownerId: userId,
      personaId1: NIL,
      personaId2: NIL,
      persona1Name: 'Chad',
      persona2Name: 'Founder',
    })
    .returning()
  const [session] = await db
    .insert(marketingSessions)
    .values({ userId, conversationId: conversation!.id, status: 'published' })
    .returning()
  const tweets = await db
    .insert(scheduledTweets)
    .values(
      Array.from({ length: PER_ACCOUNT }, (_, i) => ({
        sessionId: session!.id,
        content: `Post ${i} of founder ${a}`,
        scheduledTime: postedAt,
        dueAt: postedAt,
        status: 'posted' as const,
        postedAt,
      })),
    )
    .returning({ id: scheduledTweets.id })
  const watches = tweets.map((tw) => {
    const networkPostId = String(1_800_000_000_000_000_000n + BigInt(++seq))
    fake.posts.push({
      id: networkPostId,
      text: `post ${networkPostId}`,
      accountId: account.id,
      at: postedAt.getTime(),
      replyTo: null,
    })
    return {
      networkPostId,
      scheduledTweetId: tw.id,
      userId,
      postedAt,
      nextDueAt: new Date(postedAt.getTime() + HOUR),
    }
  })
  await db.insert(metricWatches).values(watches)
}
const total = ACCOUNTS * PER_ACCOUNT
console.log(
  `metrics collection: ${total} posted tweets across ${ACCOUNTS} accounts, 2 replicas, ${database.kind ?? ''}`.trim(),
)
console.log(`  setup ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`)

async function round(label: string, hoursAfter: number, expectedPerPost: number) {
  clock = postedAt.getTime() + hoursAfter * HOUR
  const callsBefore = fake.stats.metricsCalls
  const limitedBefore = fake.stats.metrics429
  const started = performance.now()
  const [a, b] = await Promise.all([
    runMetricsTick({ db, x: xDeps(), logger }, now),
    runMetricsTick({ db, x: xDeps(), logger }, now),
  ])
  const ms = performance.now() - started
  const snapshots = await db.$count(metricSnapshots)
  const lookups = [...fake.metricsLookups.values()]
  const doubles = lookups.filter((n) => n > expectedPerPost).length
  const missed = total * expectedPerPost - snapshots
  console.log(
    `  ${label.padEnd(18)} ${String(fake.stats.metricsCalls - callsBefore).padStart(4)} X calls (${fake.stats.metrics429 - limitedBefore} answered 429)  ` +
      `${ms.toFixed(0).padStart(6)} ms  replica split ${a.snapshots}/${b.snapshots}  missed ${missed}  double fetches ${doubles}`,
  )
  return { missed, doubles }
}

const first = await round('1-hour snapshots', 1 + 1 / 60, 1)
const second = await round('24-hour snapshots', 24 + 1 / 60, 2)
fake.stop()
await database.close()
if (first.missed || first.doubles || second.missed || second.doubles) process.exitCode = 1
