import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { bodyRoutes, DEEP_BODIES, fuzzAllRoutes, sendWithHealth } from '../testing/fuzz'
import { createTestApp } from '../testing/test-app'

// A fixed seed and a bounded number of cases per route keep this run reproducible and well under a
// minute; `bun run bench fuzz` runs many more cases with fresh seeds.
const SEED = 20_261_122
const RUNS_PER_ROUTE = 12

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  // X and LinkedIn are configured (at an address nothing answers) so their routes run their real checks, not a 503.
  const nowhere = 'http://127.0.0.1:9'
  t = await createTestApp({
    seed: true,
    fakeX: { apiBaseUrl: nowhere, authorizeUrl: `${nowhere}/i/oauth2/authorize` },
    fakeLinkedIn: { url: nowhere },
  })
})
afterAll(() => t.close())

it('answers every route of the OpenAPI document without 5xx, leaks, stalls or cross-user access', async () => {
  const { failures, requests, routes } = await fuzzAllRoutes(t, { seed: SEED, runsPerRoute: RUNS_PER_ROUTE })
  expect(routes).toBeGreaterThanOrEqual(40)
  expect(requests).toBeGreaterThan(routes * 3)
  expect(failures).toEqual([])
}, 60_000)

describe('deeply nested bodies, on every route that reads one (better-auth’s too)', () => {
  let big: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    big = await createTestApp({ maxBodyBytes: 1_048_576 }) // the server's default: these bodies fit under it
  })
  afterAll(() => big.close())

  it.each(Object.entries(DEEP_BODIES))(
    '%s answers 4xx at once and never delays /api/health',
    async (_, body) => {
      const routes = await bodyRoutes(big)
      expect(routes.filter((r) => r.path.startsWith('/api/auth/')).length).toBeGreaterThanOrEqual(25)
      const cookie = (await big.signUpUser()).cookie
      const failures: string[] = []
      for (const route of routes) {
        for (const who of [undefined, cookie]) {
          const r = await sendWithHealth(big, route, body, who)
          const as = `${route.method} ${route.path} (${who ? 'signed in' : 'visitor'})`
          if (r.status < 400 || r.status >= 500) failures.push(`${as}: ${r.status} ${r.text.slice(0, 120)}`)
          // A freeze holds the server for seconds; half a second tells one apart from a loaded CI
          // machine's pauses. The bench (bench/hostile-body.ts) measures the real figures.
          else if (r.ms > 500 || r.healthMs > 500)
            failures.push(`${as}: answered in ${r.ms.toFixed(0)} ms, health in ${r.healthMs.toFixed(0)} ms`)
        }
      }
      expect(failures).toEqual([])
    },
  )
})
