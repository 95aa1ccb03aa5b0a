// Over ~300 lines: the arbitraries for every route of the OpenAPI document and the runs as three viewers belong together.
import fc from 'fast-check'
import { sessionWithPillars } from './fixtures'
import type { createTestApp } from './test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/**
 * Property-based fuzzing of every route in the server's own OpenAPI document: random and hostile
 * bodies, path parameters and queries, sent as a visitor, as another user and as the owner of the
 * objects named. Each request must answer without a 5xx, without exception, stack or SQL text, without
 * reaching another user's objects, and without delaying /api/health.
 */

/** Values attackers reach for: NUL bytes, lone surrogates, dates outside any sane range, huge text. */
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '0001-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '9999-12-31T23:59:59Z',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'x'.repeat(20_000),
  '',
  ' ',
  '00000000-0000-0000-0000-000000000000',
]
const HOSTILE_NUMBERS = [0, -1, 1e308, -1e308, 2 ** 53 + 2, 1.5, -0, 2 ** 31]

/** Bodies no JSON parser or validator expects, each under the test app's 64 KiB body limit. */
const HOSTILE_RAW_BODIES = [
  `${'['.repeat(30_000)}${']'.repeat(30_000)}`,
  `{"a":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_001)}`,
  '{"unterminated": ',
  'null',
  '"\\u0000"',
  '{"content":"\\ud800"}',
]

export type FuzzIds = Record<string, string[]>
type Actor = 'visitor' | 'other' | 'owner'

type JsonSchema = {
  type?: string | string[]
  format?: string
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  const?: unknown
  enum?: unknown[]
}

export type Operation = {
  method: string
  /** OpenAPI path with `{name}` placeholders. */
  path: string
  pathParams: string[]
  queryParams: string[]
  bodySchema?: JsonSchema
}

const hostileString = (ids: string[]) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.uuid() },
    ...(ids.length ? [{ weight: 3, arbitrary: fc.constantFrom(...ids) }] : []),
  )

const anyJson = (ids: string[]) =>
  fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileString(ids),
      fc.constantFrom(...HOSTILE_NUMBERS),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
    ),
  })).value

/** A value shaped by the schema where possible, with hostile strings, numbers and dates inside. */
function shaped(schema: JsonSchema | undefined, ids: string[], depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson(ids)
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => shaped(s, ids, depth + 1)))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...(ids.length ? ids : ['x'])), fc.uuid())
      if (schema.format === 'date-time')
        return fc.oneof(
          fc.constantFrom(...HOSTILE_STRINGS.filter((s) => /\d{2}:\d{2}/.test(s))),
          fc
            .date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true })
            .map((d) => d.toISOString()),
        )
      return fc.oneof(
        { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
        { weight: 2, arbitrary: hostileString(ids) },
      )
    case 'number':
    case 'integer':
      return fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS), fc.integer())
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(shaped(schema.items, ids, depth + 1), { maxLength: 4 })
    case 'object': {
      const props = Object.entries(schema.properties ?? {})
      return fc.record(Object.fromEntries(props.map(([k, s]) => [k, shaped(s, ids, depth + 1)])))
    }
    default:
      return anyJson(ids)
  }
}

/** Every route of the OpenAPI document at /api/docs/json (the WebSocket route is tested elsewhere). */
export async function operationsOf(t: TestApp): Promise<Operation[]> {
  const doc = (await (await t.request('/api/docs/json')).json()) as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>
  }
  const bodies = new Map(
    t.app.routes.map((r) => [
      `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '')}`,
      (r.hooks as { body?: JsonSchema }).body,
    ]),
  )
  const ops: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (method === 'ws') continue
      const clean = path.replace(/\/$/, '')
      ops.push({
        method: method.toUpperCase(),
        path: clean,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodySchema: bodies.get(`${method.toUpperCase()} ${clean}`),
      })
    }
  }
  return ops
}

/** An owner with a session (pillars, a schedule, messages), another user, and their cookies and ids. */
export async function fuzzWorld(t: TestApp) {
  const owner = await t.signUpUser('Owner')
  const other = await t.signUpUser('Other')
  const { api, id, pillars, conversationId } = await sessionWithPillars(t, owner.cookie)
  const schedule = await api['marketing-sessions']({ id })['tweet-schedule'].post({})
  const tweets = (schedule.data?.scheduled_tweets ?? []).map((x) => x.id)
  const messages = ((await api.conversations({ id: conversationId }).messages.get()).data ?? []).map(
    (m) => m.id,
  )
  const personas = ((await api.personas.get({ query: {} })).data ?? []).map((p) => p.id)
  const session = (await api['marketing-sessions']({ id }).get()).data
  /** The owner's real ids for a path parameter, so cases reach the database and not only the 404. */
  const idsFor = (path: string, param: string): string[] => {
    if (param === 'tweetId') return tweets.slice(0, 3)
    if (param === 'messageId') return messages.slice(0, 3)
    if (param === 'userId') return session ? [session.user_id] : []
    if (path.startsWith('/api/marketing-sessions')) return [id]
    if (path.startsWith('/api/conversations')) return [conversationId]
    if (path.startsWith('/api/personas')) return personas.slice(0, 3)
    return []
  }
  return {
    cookies: { visitor: undefined, other: other.cookie, owner: owner.cookie } as Record<
      Actor,
      string | undefined
    >,
    ownerIds: [id, conversationId, ...tweets, ...messages],
    bodyIds: [...pillars.map((p) => p.id), ...personas.slice(0, 3)],
    idsFor,
    /** A real id for a body field, by its name (`pillar_id`, `selected_pillar_ids`, `tweet_id`, …). */
    bodyIdFor: (key: string, index: number) => {
      const pick = (list: string[]) => list[index % Math.max(1, list.length)] ?? id
      if (key.includes('pillar')) return pick(pillars.map((p) => p.id))
      if (key.includes('tweet')) return pick(tweets)
      if (key.includes('persona')) return pick(personas)
      if (key.includes('conversation')) return conversationId
      return id
    },
  }
}

export type FuzzCase = {
  actor: Actor
  params: Record<string, string>
  query: Record<string, string>
  body: { raw: string } | { json: unknown } | null
}

export function caseArbitrary(
  op: Operation,
  ids: string[],
  idsFor: (path: string, param: string) => string[],
): fc.Arbitrary<FuzzCase> {
  const param = (name: string) => {
    const real = idsFor(op.path, name)
    return real.length
      ? fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...real) },
          { weight: 2, arbitrary: hostileString(ids) },
        )
      : hostileString(ids)
  }
  const params = fc.record(Object.fromEntries(op.pathParams.map((p) => [p, param(p)]))) as fc.Arbitrary<
    Record<string, string>
  >
  const query = fc.record(Object.fromEntries(op.queryParams.map((p) => [p, hostileString(ids)])), {
    requiredKeys: [],
  }) as fc.Arbitrary<Record<string, string>>
  const body =
    op.method === 'GET' || op.method === 'DELETE'
      ? fc.constant(null)
      : fc.oneof(
          { weight: 4, arbitrary: shaped(op.bodySchema, ids).map((json) => ({ json })) },
          { weight: 1, arbitrary: anyJson(ids).map((json) => ({ json })) },
          { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_RAW_BODIES).map((raw) => ({ raw })) },
        )
  return fc.record({ actor: fc.constantFrom<Actor>('visitor', 'other', 'owner'), params, query, body })
}

/** A value filling the schema with one given string and one given timestamp everywhere; ids by key. */
function filled(
  schema: (JsonSchema & { minItems?: number }) | undefined,
  text: string,
  time: string,
  idFor: (key: string, index: number) => string,
  key = '',
  index = 0,
): unknown {
  if (!schema) return text
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  if (schema.anyOf) return filled(schema.anyOf[0], text, time, idFor, key, index)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'string')
    return schema.format === 'uuid' ? idFor(key, index) : schema.format === 'date-time' ? time : text
  if (type === 'number' || type === 'integer') return 1
  if (type === 'boolean') return true
  if (type === 'null') return null
  if (type === 'array')
    return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, (_, i) =>
      filled(schema.items, text, time, idFor, key, i),
    )
  if (type === 'object')
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, s]) => [k, filled(s, text, time, idFor, k)]),
    )
  return text
}

/**
 * The findings every route is tried with first, as the owner of real objects (so they reach the
 * database): a NUL byte, a lone surrogate and an impossible date in every field, path and query
 * value, and a body nested 30,000 deep.
 */
export function knownHostileCases(
  op: Operation,
  ids: string[],
  idsFor: (path: string, param: string) => string[],
  bodyIdFor: (key: string, index: number) => string = (_k, i) => ids[i] ?? 'x',
): FuzzCase[] {
  const realParams = Object.fromEntries(op.pathParams.map((p) => [p, idsFor(op.path, p)[0] ?? ids[0] ?? 'x']))
  const withBody = op.method !== 'GET' && op.method !== 'DELETE'
  const cases: FuzzCase[] = []
  for (const [text, time] of [
    ['Plain words', '-000001-01-01T00:00:00Z'],
    ['Plain words', '+275760-09-13T00:00:00.000Z'],
    ['Plain words', '0001-01-01T00:00:00Z'],
    ['a\u0000b', '2030-01-01T09:00:00.000Z'],
    ['x\uD800', '2030-01-01T09:00:00.000Z'],
  ] as const) {
    const query = Object.fromEntries(op.queryParams.map((q) => [q, text]))
    cases.push({
      actor: 'owner',
      params: realParams,
      query,
      body: withBody ? { json: filled(op.bodySchema, text, time, bodyIdFor) } : null,
    })
  }
  for (const p of op.pathParams)
    cases.push({ actor: 'owner', params: { ...realParams, [p]: '\u0000' }, query: {}, body: null })
  if (withBody)
    cases.push({ actor: 'visitor', params: realParams, query: {}, body: { raw: HOSTILE_RAW_BODIES[0]! } })
  return cases
}

/** Text that must never reach a client: exception names, stack frames, SQL and driver messages. */
const LEAK =
  /RangeError|TypeError|SyntaxError|Maximum call stack|\bat .+:\d+:\d+|\.ts:\d+|violates|duplicate key|syntax error|invalid byte sequence|unsupported Unicode|out of range|\bselect .+ from\b|\binsert into\b/i

/** How long a request or the health check may take before it counts as a stall (generous for CI load). */
export const STALL_MS = 1000

export type FuzzResult = { status: number; ms: number; healthMs: number; healthStatus: number; text: string }

/**
 * Percent-encodes a path value as a raw client would, lone surrogates included (as their WTF-8
 * bytes, which no UTF-8 decoder accepts), where `encodeURIComponent` would throw.
 */
export function encodePathValue(value: string): string {
  let out = ''
  for (const char of value) {
    const unit = char.charCodeAt(0)
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('')
    } else out += encodeURIComponent(char)
  }
  return out
}

export async function sendCase(
  t: TestApp,
  op: Operation,
  c: FuzzCase,
  cookies: Record<Actor, string | undefined>,
) {
  let path = op.path
  for (const [name, value] of Object.entries(c.params))
    path = path.replace(`{${name}}`, encodePathValue(value))
  const search = new URLSearchParams(c.query).toString()
  const cookie = cookies[c.actor]
  const init: RequestInit = { method: op.method, headers: cookie ? { cookie } : {} }
  if (c.body) init.body = 'raw' in c.body ? c.body.raw : JSON.stringify(c.body.json)
  const started = performance.now()
  const pending = t.request(`${path}${search ? `?${search}` : ''}`, init)
  // Health is asked while the request is in flight: a request that blocks the process delays it.
  const healthStarted = performance.now()
  const health = await t.request('/api/health')
  const healthMs = performance.now() - healthStarted
  const res = await pending
  const text = await res.text()
  return { status: res.status, ms: performance.now() - started, healthMs, healthStatus: health.status, text }
}

/** Why a response breaks the rules, or null. */
export function violation(c: FuzzCase, r: FuzzResult, ownerIds: string[]): string | null {
  if (r.status >= 500) return `${r.status}: ${r.text.slice(0, 200)}`
  if (r.status >= 400 && LEAK.test(r.text)) return `internal text in a ${r.status}: ${r.text.slice(0, 200)}`
  if (r.healthStatus !== 200) return `health answered ${r.healthStatus}`
  if (r.ms > STALL_MS || r.healthMs > STALL_MS)
    return `stalled: request ${r.ms.toFixed(0)} ms, health ${r.healthMs.toFixed(0)} ms`
  const namesOwners = Object.values(c.params).some((v) => ownerIds.includes(v))
  if (c.actor === 'other' && namesOwners && r.status < 300)
    return `another user reached the owner's object: ${r.status}`
  return null
}

/** Runs `runsPerRoute` cases against every route (as a property per route) with a fixed seed. */
export async function fuzzAllRoutes(t: TestApp, options: { seed: number; runsPerRoute: number }) {
  const world = await fuzzWorld(t)
  const ids = [...world.ownerIds, ...world.bodyIds]
  // Deletions last: until then the owner's objects exist, so cases keep reaching the database.
  const ops = (await operationsOf(t)).sort(
    (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
  )
  const failures: string[] = []
  let requests = 0
  for (const op of ops) {
    const result = await fc.check(
      fc.asyncProperty(caseArbitrary(op, ids, world.idsFor), async (c) => {
        const r = await sendCase(t, op, c, world.cookies)
        requests++
        const why = violation(c, r, world.ownerIds)
        if (why) throw new Error(why)
      }),
      {
        seed: options.seed,
        numRuns: options.runsPerRoute,
        endOnFailure: true,
        examples: knownHostileCases(op, ids, world.idsFor, world.bodyIdFor).map((c) => [c] as [FuzzCase]),
      },
    )
    if (result.failed) {
      const example = result.counterexample?.[0]
      failures.push(
        `${op.method} ${op.path}: ${(result.errorInstance as Error | undefined)?.message ?? 'failed'}\n    case: ${JSON.stringify(example, (_k, v) => (typeof v === 'string' && v.length > 80 ? `${v.slice(0, 40)}…(${v.length} chars)` : v))}`,
      )
    }
  }
  return { failures, requests, routes: ops.length }
}

/** Nesting that once froze the server on better-auth's routes: 200 KB and 100 KB, under the body limit. */
export const DEEP_BODIES = {
  'a 100,000-deep array': `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  'a 20,000-deep object': `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
}

/** Every route that reads a body: the OpenAPI document's and better-auth's own (`/api/auth/*`). */
export async function bodyRoutes(t: TestApp): Promise<{ method: string; path: string }[]> {
  const ours = (await operationsOf(t))
    .filter((op) => op.method !== 'GET')
    .map((op) => ({
      method: op.method,
      path: op.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000'),
    }))
  const theirs = Object.values(
    t.auth.api as Record<string, { path?: string; options?: { method?: unknown } }>,
  )
    .filter((e) => e.path && [e.options?.method].flat().includes('POST'))
    .map((e) => ({ method: 'POST', path: `/api/auth${e.path!.replace(/:(\w+)/g, 'x')}` }))
  return [...ours, ...theirs]
}

/**
 * Sends `body` to `route` with /api/health asked while it is in flight; answers both statuses and
 * how long each took.
 */
export async function sendWithHealth(
  t: TestApp,
  route: { method: string; path: string },
  body: string,
  cookie?: string,
) {
  const started = performance.now()
  const pending = t.request(route.path, { method: route.method, body, headers: cookie ? { cookie } : {} })
  const healthStarted = performance.now()
  const health = await t.request('/api/health')
  const healthMs = performance.now() - healthStarted
  const res = await pending
  const text = await res.text()
  return { status: res.status, ms: performance.now() - started, healthStatus: health.status, healthMs, text }
}
