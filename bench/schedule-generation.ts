// Schedule generation with the offline engine (target: under 200 ms). Measures the pure planning
// (slots + posts from the sample interview) and the whole POST /tweet-schedule request in-process
// (auth, loading the transcript, validating, storing ~34 rows) on a fresh in-memory PGlite.

import { sampleInterview } from '../src/server/admin/seed/content'
import { offlinePillars } from '../src/server/ai/offline/pillars'
import { writePlan } from '../src/server/ai/offline/writer'
import { sessionWithPillars } from '../src/server/testing/fixtures'
import { createTestApp } from '../src/server/testing/test-app'
import { planSlots } from '../src/shared/schedule'
import { percentile } from './lib/bench'

const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const transcript = sampleInterview.map((e) => ({
  speaker: e.persona_number === 1 ? ('interviewer' as const) : ('founder' as const),
  content: e.content,
}))

const pure: number[] = []
for (let i = 0; i < RUNS * 10; i++) {
  const started = performance.now()
  const pillars = offlinePillars(transcript).slice(0, 3)
  const slots = planSlots({ now: new Date(), timeZone: 'America/New_York', pillarCount: 3 })
  writePlan({
    transcript,
    pillars,
    slots: slots.map((s, index) => ({ index, pillarIndex: s.pillarIndex, localTime: '' })),
  })
  pure.push(performance.now() - started)
}

const t = await createTestApp({ seed: true, aiCallsPerMinute: 100_000 })
const cookie = await t.adminCookie()
const api = t.api(cookie)
const endpoint: number[] = []
let tweets = 0
for (let i = 0; i < RUNS; i++) {
  const { id } = await sessionWithPillars(t, cookie, 'America/New_York')
  const started = performance.now()
  const res = await api['marketing-sessions']({ id })['tweet-schedule'].post({})
  endpoint.push(performance.now() - started)
  tweets = res.data!.scheduled_tweets.length
}
await t.close()

console.log(`schedule generation, offline engine, sample interview (${tweets} posts)`)
console.log(
  `  planning (pure)              p50 ${percentile(pure, 50).toFixed(2)} ms  p95 ${percentile(pure, 95).toFixed(2)} ms`,
)
console.log(
  `  POST /tweet-schedule         p50 ${percentile(endpoint, 50).toFixed(1)} ms  p95 ${percentile(endpoint, 95).toFixed(1)} ms  target < 200 ms`,
)
