// /api/health latency while hostile bodies under the size limit arrive (target: at most 50 ms slower
// than without them). Baseline: the same health requests in the same server with no hostile traffic.
// Hostile traffic: anonymous PUT/PATCH/POST, to our routes and better-auth's, with 1 MB of nested
// arrays, deeply nested objects (100,000-deep arrays, 20,000-deep objects), NUL bytes and impossible
// dates, as fast as 4 senders can send them. Each refusal itself must take at most 50 ms (p99).
import { startServerProcess } from '../src/server/testing/server-process'
import { benchDatabase, percentile } from './lib/bench'

const samples = Number(process.env.BENCH_SAMPLES ?? 200)
const NIL = '00000000-0000-4000-8000-000000000000'
const bytes = 1_000_000 // MAX_BODY_BYTES defaults to 1,048,576
const bodies = [
  `${'['.repeat(bytes / 2)}${']'.repeat(bytes / 2)}`,
  `${'{"a":'.repeat(bytes / 6)}1${'}'.repeat(bytes / 6)}`,
  // The issue's figures: a 100,000-deep array and a 20,000-deep object.
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  JSON.stringify({
    scheduled_tweets: Array.from({ length: 200 }, () => ({
      content: 'a\u0000'.repeat(400),
      scheduled_time: '-000001-01-01T00:00:00Z',
    })),
  }),
]
const targets = [
  ['PUT', `/api/marketing-sessions/${NIL}/tweet-schedule`],
  ['PATCH', `/api/marketing-sessions/${NIL}/tweets/${NIL}`],
  ['POST', '/api/personas'],
  // better-auth's routes read their own bodies: these once froze the server for seconds each.
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/sign-up/email'],
  ['POST', '/api/auth/update-user'],
] as const

// BENCH_URL measures a server that is already running (for example on a loaded machine).
const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: async () => {} }
  : await startServerProcess({ env: benchDatabase })
const health = async () => {
  const started = performance.now()
  const res = await fetch(`${server.url}/api/health`)
  await res.arrayBuffer()
  if (!res.ok) throw new Error(`health answered ${res.status}`)
  return performance.now() - started
}
async function healthSeries() {
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    times.push(await health())
    await Bun.sleep(5)
  }
  return times
}

try {
  for (let i = 0; i < 20; i++) await health() // warm up
  const baseline = await healthSeries()

  let running = true
  let sent = 0
  const hostileTimes: number[] = []
  const statuses = new Map<number, number>()
  const sender = async (n: number) => {
    while (running) {
      const [method, path] = targets[(sent + n) % targets.length]!
      const body = bodies[(sent + n) % bodies.length]!
      const started = performance.now()
      const res = await fetch(`${server.url}${path}`, {
        method,
        body,
        headers: { 'content-type': 'application/json' },
      })
      await res.arrayBuffer()
      hostileTimes.push(performance.now() - started)
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      sent++
    }
  }
  const senders = [0, 1, 2, 3].map(sender)
  await Bun.sleep(200)
  const underAttack = await healthSeries()
  running = false
  await Promise.all(senders)

  const row = (name: string, xs: number[]) =>
    `${name.padEnd(24)} p50 ${percentile(xs, 50)!.toFixed(1).padStart(6)} ms   p99 ${percentile(xs, 99)!.toFixed(1).padStart(6)} ms   max ${Math.max(
      ...xs,
    )
      .toFixed(1)
      .padStart(6)} ms`
  console.log(row('health, quiet', baseline))
  console.log(row('health, under attack', underAttack))
  console.log(row('hostile request itself', hostileTimes))
  const delay = percentile(underAttack, 99)! - percentile(baseline, 99)!
  const refusal = percentile(hostileTimes, 99)!
  console.log(
    `hostile request p99: ${refusal.toFixed(1)} ms (target ≤ 50 ms) ${refusal <= 50 ? 'OK' : 'OVER'}`,
  )
  console.log(
    `hostile requests: ${sent} (${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')}); health p99 delay: ${delay.toFixed(1)} ms (target ≤ 50 ms) ${delay <= 50 ? 'OK' : 'OVER'}`,
  )
} finally {
  await server.stop()
}
