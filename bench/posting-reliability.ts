// Posting reliability on four networks at once: three server processes on one Postgres, 1,000 due posts
// over 50 accounts, each going to X, Mastodon, Bluesky and LinkedIn (fakes speaking each wire protocol),
// every fake injecting 10% 5xx, 5% "accepted then timed out" and 2% 429s, one replica killed with
// SIGKILL mid-run, and one network (BENCH_DOWN, default Mastodon) down for BENCH_DOWN_MS (default a
// minute). BENCH_THREADS of the posts (default 200) are threads of 3–5 parts. Prints, per network,
// duplicates (must be 0), posts neither posted nor failed at the end (must be 0), parts lost or out of
// order (must be 0), and posting lateness (posted − scheduled) p50/p99; for the healthy networks, the
// lateness of posts due while the other was down beside the rest (the outage must not move it).
// LinkedIn cannot say whether a lost answer posted: such a delivery fails with a message to check the
// profile, never a second copy (counted as failed, not lost).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { startFakeBluesky } from '../src/server/testing/fake-bluesky'
import { startFakeLinkedIn } from '../src/server/testing/fake-linkedin'
import { startFakeMastodon } from '../src/server/testing/fake-mastodon'
import { startFakeX } from '../src/server/testing/fake-x'
import { type ServerProcess, startServerProcess } from '../src/server/testing/server-process'
import { type OtherNetwork, variantFor } from '../src/shared/networks'
import { benchAdmin, percentile, signInAdmin } from './lib/bench'

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 50)
const TWEETS = Number(process.env.BENCH_TWEETS ?? 1000)
const SPREAD_MS = Number(process.env.BENCH_SPREAD_MS ?? 20_000)
const THREADS = Number(process.env.BENCH_THREADS ?? Math.round(TWEETS / 5))
const DOWN = (process.env.BENCH_DOWN ?? 'mastodon') as OtherNetwork
const DOWN_MS = Number(process.env.BENCH_DOWN_MS ?? 60_000)
const threadEvery = Math.max(1, Math.floor(TWEETS / Math.max(1, THREADS)))
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const OTHERS: OtherNetwork[] = ['mastodon', 'bluesky', 'linkedin']

const dbName = `chad_reliability_${process.pid}`
const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
await admin.unsafe(`create database ${dbName}`)
const dbUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString()
const sql = postgres(dbUrl, { max: 4, onnotice: () => {} })

const fake = startFakeX({ hangMs: 4000 })
const mastodon = startFakeMastodon({ maxCharacters: 500, hangMs: 4000 })
const bluesky = startFakeBluesky({ hangMs: 4000 })
const linkedin = startFakeLinkedIn({ hangMs: 4000 })
const fakes = { mastodon, bluesky, linkedin }
const env = {
  DATABASE_URL: dbUrl,
  ADMIN_EMAIL: benchAdmin.email,
  ADMIN_PASSWORD: benchAdmin.password,
  BETTER_AUTH_SECRET: 'reliability-bench-secret-0123456789abcdef',
  TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32),
  X_CLIENT_ID: 'bench',
  X_CLIENT_SECRET: 'bench',
  X_API_BASE_URL: fake.apiBaseUrl,
  X_AUTHORIZE_URL: fake.authorizeUrl,
  X_POST_TIMEOUT_MS: '1000',
  LINKEDIN_CLIENT_ID: 'bench',
  LINKEDIN_CLIENT_SECRET: 'bench-secret',
  LINKEDIN_API_BASE_URL: linkedin.url,
  LINKEDIN_AUTH_BASE_URL: linkedin.url,
  CHANNELS_ALLOW_PRIVATE_HOSTS: 'on',
}
const dataDir = mkdtempSync(join(tmpdir(), 'chad-reliability-'))
const replicas: ServerProcess[] = []
async function startReplica() {
  const replica = await startServerProcess({ env, dataDir })
  replicas.push(replica)
  return replica.url
}

// One replica migrates and seeds first; 50 users connect X, Mastodon, Bluesky and LinkedIn.
const first = await startReplica()
const call = async (cookie: string, path: string, body: unknown) => {
  const res = await fetch(`${first}/api${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: first },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path} failed: ${res.status} ${await res.text()}`)
  return res.json()
}
const consent = async (authorizationUrl: string) => {
  const back = new URL((await fetch(authorizationUrl, { redirect: 'manual' })).headers.get('location')!)
  return { code: back.searchParams.get('code'), state: back.searchParams.get('state') }
}
const users: string[] = []
for (let i = 0; i < ACCOUNTS; i++) {
  const res = await fetch(`${first}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `poster${i}@example.com`, password: 'password-123', name: `Poster ${i}` }),
  })
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  fake.setNextAccount({ id: `acct-${i}`, username: `poster${i}`, name: `Poster ${i}` })
  const x = await call(cookie, '/twitter/auth/initiate', {})
  await call(cookie, '/twitter/auth/callback', await consent(x.authorization_url))
  mastodon.setNextAccount({ id: `m${i}`, username: `poster${i}`, display_name: `Poster ${i}` })
  const m = await call(cookie, '/channels/mastodon/initiate', { instance: mastodon.url })
  await call(cookie, '/channels/mastodon/callback', await consent(m.authorization_url))
  bluesky.addAccount({
    did: `did:plc:poster${i}`,
    handle: `poster${i}.bsky.social`,
    appPassword: 'abcd-efgh-ijkl-mnop',
  })
  await call(cookie, '/channels/bluesky/connect', {
    identifier: `poster${i}.bsky.social`,
    app_password: 'abcd-efgh-ijkl-mnop',
    server: bluesky.url,
  })
  linkedin.setNextMember({ sub: `li${i}`, name: `Poster ${i}`, given_name: 'Poster', family_name: `${i}` })
  const li = await call(cookie, '/channels/linkedin/initiate', {})
  await call(cookie, '/channels/linkedin/callback', await consent(li.authorization_url))
  users.push((await (await fetch(`${first}/api/auth/get-session`, { headers: { cookie } })).json()).user.id)
}

// 1,000 approved posts falling due over the next SPREAD_MS, each with a delivery on every other network.
const t0 = Date.now() + 5000
for (const [i, userId] of users.entries()) {
  const [c] =
    await sql`insert into conversations (owner_id, persona_id_1, persona_id_2, persona_1_name, persona_2_name, ended_at) values (${userId}, gen_random_uuid(), gen_random_uuid(), 'Chad', 'You', now()) returning id`
  const [s] =
    await sql`insert into marketing_sessions (user_id, conversation_id, status) values (${userId}, ${c!.id}, 'scheduled') returning id`
  const per = TWEETS / ACCOUNTS
  const rows = Array.from({ length: per }, (_, k) => {
    const n = i * per + k
    const at = new Date(t0 + (n * SPREAD_MS) / TWEETS)
    // Every fifth post (THREADS of them) is a thread of 3, 4 or 5 parts.
    const thread =
      THREADS > 0 && n % threadEvery === 0 && n / threadEvery < THREADS
        ? Array.from({ length: 3 + (n % 3) }, (_, j) => `Reliability thread ${i}-${k} part ${j + 1}`)
        : null
    return {
      session_id: s!.id,
      content: thread?.[0] ?? `Reliability post ${i}-${k}`,
      thread_parts: thread,
      scheduled_time: at,
      due_at: at,
      status: 'scheduled',
    }
  })
  const posts = await sql`insert into scheduled_tweets ${sql(rows)} returning id`
  await sql`insert into post_deliveries ${sql(posts.flatMap((p) => OTHERS.map((network) => ({ post_id: p.id, network }))))}`
}
const faults = { serverErrorRate: 0.1, timeoutAfterAcceptRate: 0.05, rateLimitRate: 0.02 }
fake.setFaults(faults)
for (const f of Object.values(fakes)) f.setFaults(faults)
await startReplica()
await startReplica()
const { api } = await signInAdmin(first)
await api.admin.scheduler.tweets.put({ enabled: true })

// One network goes down a quarter into the spread, for DOWN_MS; one replica is killed a third in.
const downFrom = t0 + SPREAD_MS / 4
const downUntil = downFrom + DOWN_MS
setTimeout(() => fakes[DOWN].setDown(true), downFrom - Date.now())
setTimeout(() => fakes[DOWN].setDown(false), downUntil - Date.now())
await Bun.sleep(t0 - Date.now() + SPREAD_MS / 3)
await replicas[1]!.stop('SIGKILL')
console.log('killed replica 2 with SIGKILL')

// Retries back off up to 5 minutes and Bluesky's PDS allows 3,000 requests per 5 minutes from one
// server: the last posts can take that long to settle (posted or failed).
const deadline = Date.now() + Number(process.env.BENCH_WAIT_MS ?? 15 * 60_000)
let pending = { tweets: TWEETS, deliveries: TWEETS * OTHERS.length }
while (Date.now() < deadline) {
  const [row] = await sql`select
    (select count(*)::int from scheduled_tweets where status in ('scheduled', 'posting')) as tweets,
    (select count(*)::int from post_deliveries where status in ('scheduled', 'posting')) as deliveries`
  pending = { tweets: row!.tweets, deliveries: row!.deliveries }
  if (pending.tweets === 0 && pending.deliveries === 0) break
  await Bun.sleep(500)
}

type Check = {
  duplicates: number
  lost: number
  outOfOrder: number
  posted: number
  failed: number
  neither: number
}
const sec = (xs: number[], p: number) =>
  (xs.length ? `${(percentile(xs, p) / 1000).toFixed(2)} s` : '–').padStart(8)
const inOutage = (scheduled: Date) => scheduled.getTime() >= downFrom && scheduled.getTime() < downUntil
const report: {
  network: string
  check: Check
  lateness: { all: number[]; first: number[]; during: number[]; outside: number[] }
}[] = []

// X: every part once, as a reply to the part before.
{
  const posted =
    await sql`select content, thread_parts, posted_part_ids, status, scheduled_time, posted_at, attempts from scheduled_tweets`
  const count = new Map<string, number>()
  for (const p of fake.posts) count.set(p.text, (count.get(p.text) ?? 0) + 1)
  const onX = new Map(fake.posts.map((p) => [p.text, p]))
  const check: Check = {
    duplicates: 0,
    lost: 0,
    outOfOrder: 0,
    posted: 0,
    failed: 0,
    neither: pending.tweets,
  }
  check.duplicates = [...count.values()].filter((n) => n > 1).length
  for (const t of posted) {
    if (t.status === 'failed') check.failed++
    if (t.status !== 'posted') continue
    check.posted++
    const parts = (t.thread_parts as string[] | null) ?? [t.content as string]
    parts.forEach((text, j) => {
      const post = onX.get(text)
      if (!post) check.lost++
      else if (post.replyTo !== (j === 0 ? null : (onX.get(parts[j - 1]!)?.id ?? 'missing')))
        check.outOfOrder++
    })
  }
  report.push({ network: 'X', check, lateness: latenessOf(posted) })
}

// The other networks: each delivery's variant (variantFor) once, its parts chained where the network threads.
const deliveries =
  await sql`select d.network, d.status, d.attempts, d.posted_at, p.content, p.thread_parts, p.scheduled_time
  from post_deliveries d join scheduled_tweets p on p.id = d.post_id`
const published: Record<OtherNetwork, { id: string; text: string; replyTo: string | null }[]> = {
  mastodon: mastodon.statuses().map((s) => ({ id: s.id, text: s.text, replyTo: s.inReplyToId })),
  bluesky: bluesky.posts().map((p) => ({ id: p.uri, text: p.text, replyTo: p.reply?.parent.uri ?? null })),
  linkedin: linkedin.posts().map((p) => ({ id: p.id, text: p.commentary, replyTo: null })),
}
for (const network of OTHERS) {
  const mine = deliveries.filter((d) => d.network === network)
  const count = new Map<string, number>()
  for (const p of published[network]) count.set(p.text, (count.get(p.text) ?? 0) + 1)
  const byText = new Map(published[network].map((p) => [p.text, p]))
  const check: Check = { duplicates: 0, lost: 0, outOfOrder: 0, posted: 0, failed: 0, neither: 0 }
  check.duplicates = [...count.values()].filter((n) => n > 1).length
  for (const d of mine) {
    if (d.status === 'failed') check.failed++
    if (d.status === 'scheduled' || d.status === 'posting') check.neither++
    if (d.status !== 'posted') continue
    check.posted++
    const variant = variantFor(network, {
      content: d.content as string,
      threadParts: d.thread_parts as string[] | null,
    })
    const parts = variant.threadParts ?? [variant.content]
    parts.forEach((text, j) => {
      const post = byText.get(text)
      if (!post) check.lost++
      else if (post.replyTo !== (j === 0 ? null : (byText.get(parts[j - 1]!)?.id ?? 'missing')))
        check.outOfOrder++
    })
  }
  report.push({
    network: network.charAt(0).toUpperCase() + network.slice(1),
    check,
    lateness: latenessOf(mine),
  })
}

function latenessOf(rows: readonly postgres.Row[]) {
  const posted = rows.filter((r) => r.status === 'posted')
  const late = (r: postgres.Row) => new Date(r.posted_at).getTime() - new Date(r.scheduled_time).getTime()
  return {
    all: posted.map(late),
    first: posted.filter((r) => r.attempts === 1).map(late),
    during: posted.filter((r) => inOutage(new Date(r.scheduled_time))).map(late),
    outside: posted.filter((r) => !inOutage(new Date(r.scheduled_time))).map(late),
  }
}

console.log(
  `posting reliability: ${TWEETS} posts × 4 networks, ${ACCOUNTS} accounts, ${THREADS} threads, 3 replicas (one killed), faults on every network 10% 5xx / 5% timeout-after-accept / 2% 429, ${DOWN} down for ${DOWN_MS / 1000} s`,
)
console.log(
  `  X post requests ${fake.stats.postRequests}: ${fake.stats.injected5xx} 5xx, ${fake.stats.injectedTimeouts} accepted-then-timed-out, ${fake.stats.injected429} 429`,
)
console.log(
  '  network     posted  failed  neither  duplicates  lost parts  out of order   (the last four must be 0)',
)
for (const { network, check } of report)
  console.log(
    `  ${network.padEnd(10)} ${String(check.posted).padStart(7)} ${String(check.failed).padStart(7)} ${String(check.neither).padStart(8)} ${String(check.duplicates).padStart(11)} ${String(check.lost).padStart(11)} ${String(check.outOfOrder).padStart(13)}`,
  )
console.log('  posting lateness (posted − scheduled), p50 / p99')
console.log(
  '  network     all posts (retries included)   first attempts   due while ' +
    `${DOWN} was down   due at other times`,
)
for (const { network, lateness: l } of report)
  console.log(
    `  ${network.padEnd(10)} ${sec(l.all, 50)} / ${sec(l.all, 99)}        ${sec(l.first, 50)} / ${sec(l.first, 99)}   ${sec(l.during, 50)} / ${sec(l.during, 99)}        ${sec(l.outside, 50)} / ${sec(l.outside, 99)}`,
  )
console.log(
  `  target: first attempts p99 < 2 s on every network; a healthy network's posts due while ${DOWN} was down as late as the rest`,
)

await Promise.all(replicas.map((r) => r.stop()))
for (const f of [fake, mastodon, bluesky, linkedin]) f.stop()
await sql.end()
await admin.unsafe(`drop database ${dbName} with (force)`)
await admin.end()
rmSync(dataDir, { recursive: true, force: true })
