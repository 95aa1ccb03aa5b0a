// The scheduler's due-tweet claim must use an index: EXPLAIN on a table of 1,000,000 tweets
// (BENCH_DATABASE_URL for Postgres; PGlite otherwise) shows no sequential scan.
import { sql } from 'drizzle-orm'
import { openPglite, openPostgres } from '../src/server/db/open'

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const url = process.env.BENCH_DATABASE_URL
let database: Awaited<ReturnType<typeof openPglite>>
if (url) {
  const { default: postgres } = await import('postgres')
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  const name = `chad_explain_${process.pid}`
  await admin.unsafe(`create database ${name}`)
  await admin.end()
  const u = new URL(url)
  u.pathname = `/${name}`
  database = await openPostgres(u.toString())
  const close = database.close
  database.close = async () => {
    await close()
    const dropper = postgres(url, { max: 1, onnotice: () => {} })
    await dropper.unsafe(`drop database ${name} with (force)`)
    await dropper.end()
  }
} else {
  database = await openPglite(undefined)
}
const { db } = database
const rows = async (q: ReturnType<typeof sql>) => {
  const r = await db.execute<Record<string, string>>(q)
  return (Array.isArray(r) ? r : (r as { rows: Record<string, string>[] }).rows) as Record<string, string>[]
}

const started = performance.now()
await db.execute(
  sql`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('u1', 'Bench', 'bench@example.com', true, now(), now())`,
)
await db.execute(
  sql`insert into conversations (id, owner_id, persona_id_1, persona_id_2, persona_1_name, persona_2_name) values ('00000000-0000-4000-8000-000000000001', 'u1', gen_random_uuid(), gen_random_uuid(), 'Chad', 'You')`,
)
await db.execute(
  sql`insert into marketing_sessions (id, user_id, conversation_id, status) values ('00000000-0000-4000-8000-000000000002', 'u1', '00000000-0000-4000-8000-000000000001', 'scheduled')`,
)
await db.execute(
  sql`insert into social_accounts (user_id, provider, provider_user_id, username, display_name, access_token_encrypted) values ('u1', 'x', 'x-u1', 'bench', 'Bench', 'not-a-token')`,
)
// 99% posted history, 1% still scheduled, spread over a year.
await db.execute(sql`
  insert into scheduled_tweets (session_id, content, scheduled_time, due_at, status)
  select '00000000-0000-4000-8000-000000000002', 'post ' || g, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
         case when g % 100 = 0 then 'scheduled' else 'posted' end
  from generate_series(1, ${ROWS}) g`)
await db.execute(sql`analyze scheduled_tweets`)
const loaded = performance.now() - started

// As the scheduler's claim (scheduler/service.ts), a paused X channel's posts left out.
const due = sql`select id from scheduled_tweets
  where ((status = 'scheduled' and due_at <= now()) or (status = 'posting' and claimed_at < now() - interval '2 minutes'))
    and not exists (
      select 1 from marketing_sessions s join social_accounts a on a.user_id = s.user_id
      where s.id = scheduled_tweets.session_id and a.provider = 'x' and a.posting_paused_at is not null
    )
  order by due_at limit 25`
const plan = (await rows(sql`explain ${due} for update of scheduled_tweets skip locked`))
  .map((r) => Object.values(r)[0])
  .join('\n')
const timed = performance.now()
await rows(due)
const queryMs = performance.now() - timed

console.log(
  `due-tweet claim on ${ROWS.toLocaleString('en-US')} tweets (${url ? 'Postgres' : 'PGlite'}, loaded in ${(loaded / 1000).toFixed(1)} s)`,
)
console.log(plan.replace(/^/gm, '  '))
console.log(
  `  sequential scan of the tweets: ${/Seq Scan on scheduled_tweets/.test(plan) ? 'YES (target: no)' : 'no'}; index used: ${/scheduled_tweets_due_idx/.test(plan) ? 'scheduled_tweets_due_idx' : 'none'}`,
)
console.log(`  query time: ${queryMs.toFixed(1)} ms`)
await database.close()
