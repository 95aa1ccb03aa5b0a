import { afterAll, beforeAll, expect, it } from 'bun:test'
import { fuzzAllRoutes } from '../testing/fuzz'
import { createTestApp } from '../testing/test-app'

// A fixed seed and a bounded number of cases per route keep this run reproducible and well under a
// minute; `bun run bench fuzz` runs many more cases with fresh seeds.
const SEED = 20_261_122
const RUNS_PER_ROUTE = 12

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  // X is configured (at an address nothing answers) so its routes run their real checks, not a 503.
  const nowhere = 'http://127.0.0.1:9'
  t = await createTestApp({
    seed: true,
    fakeX: { apiBaseUrl: nowhere, authorizeUrl: `${nowhere}/i/oauth2/authorize` },
  })
})
afterAll(() => t.close())

it('answers every route of the OpenAPI document without 5xx, leaks, stalls or cross-user access', async () => {
  const { failures, requests, routes } = await fuzzAllRoutes(t, { seed: SEED, runsPerRoute: RUNS_PER_ROUTE })
  expect(routes).toBeGreaterThanOrEqual(40)
  expect(requests).toBeGreaterThan(routes * 3)
  expect(failures).toEqual([])
}, 60_000)
