// The route fuzz suite (src/server/http/fuzz.test.ts) with many more random cases per route and a fresh
// seed each run. Prints the seed, the number of requests and every failing route with its case.
import { fuzzAllRoutes } from '../src/server/testing/fuzz'
import { createTestApp } from '../src/server/testing/test-app'

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL
const seed = Number(process.env.BENCH_FUZZ_SEED ?? Date.now() % 2 ** 31)
const runsPerRoute = Number(process.env.BENCH_FUZZ_RUNS ?? 200)

const nowhere = 'http://127.0.0.1:9'
const t = await createTestApp({
  seed: true,
  fakeX: { apiBaseUrl: nowhere, authorizeUrl: `${nowhere}/i/oauth2/authorize` },
})
try {
  const started = performance.now()
  const { failures, requests, routes } = await fuzzAllRoutes(t, { seed, runsPerRoute })
  const seconds = (performance.now() - started) / 1000
  console.log(
    `seed ${seed}: ${requests} requests over ${routes} routes in ${seconds.toFixed(1)} s on ${process.env.TEST_DATABASE_URL ? 'Postgres' : 'PGlite'}`,
  )
  for (const failure of failures) console.log(`FAIL ${failure}`)
  console.log(failures.length ? `${failures.length} routes failed` : 'no route failed')
  if (failures.length) process.exitCode = 1
} finally {
  await t.close()
}
