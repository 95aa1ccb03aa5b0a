import { afterAll, describe, expect, it } from 'bun:test'
import { OpenAiProvider } from './openai-provider'
import { AiProviderError, collect } from './provider'
import { type AttemptFailure, retryDelayMs } from './provider-request'

const status = (code: number, headers: Record<string, string> = {}): AttemptFailure => ({
  kind: 'status',
  status: code,
  headers: new Headers(headers),
})
const NOW = Date.parse('2026-11-23T10:00:00Z')

describe('retryDelayMs (the openai SDK’s policy)', () => {
  const cases: {
    name: string
    failure: AttemptFailure
    retries?: number
    max?: number
    random?: number
    want: number | null
  }[] = [
    { name: 'connection failure, first retry', failure: { kind: 'connection' }, want: 500 },
    { name: 'second retry doubles', failure: { kind: 'connection' }, retries: 1, want: 1000 },
    { name: 'capped at 8 s', failure: { kind: 'connection' }, retries: 6, max: 10, want: 8000 },
    { name: 'jitter takes up to a quarter off', failure: status(503), random: 0.999, want: 375.125 },
    { name: 'no retries left', failure: status(503), retries: 2, want: null },
    { name: 'maxRetries 0 never retries', failure: { kind: 'connection' }, max: 0, want: null },
    { name: '408 retried', failure: status(408), want: 500 },
    { name: '409 retried', failure: status(409), want: 500 },
    { name: '429 retried', failure: status(429), want: 500 },
    { name: '500 retried', failure: status(500), want: 500 },
    { name: '400 not retried', failure: status(400), want: null },
    { name: '401 not retried', failure: status(401), want: null },
    { name: '404 not retried', failure: status(404), want: null },
    { name: 'x-should-retry true on a 400', failure: status(400, { 'x-should-retry': 'true' }), want: 500 },
    {
      name: 'x-should-retry false on a 503',
      failure: status(503, { 'x-should-retry': 'false' }),
      want: null,
    },
    { name: 'retry-after-ms', failure: status(429, { 'retry-after-ms': '120.5' }), want: 120.5 },
    { name: 'retry-after seconds', failure: status(429, { 'retry-after': '3' }), want: 3000 },
    {
      name: 'retry-after-ms before retry-after',
      failure: status(429, { 'retry-after-ms': '40', 'retry-after': '3' }),
      want: 40,
    },
    {
      name: 'retry-after as an HTTP date',
      failure: status(503, { 'retry-after': new Date(NOW + 2000).toUTCString() }),
      want: 2000,
    },
    { name: 'a minute is taken', failure: status(429, { 'retry-after': '60' }), want: 60_000 },
    { name: 'over a minute: default backoff', failure: status(429, { 'retry-after': '61' }), want: 500 },
    { name: 'unreadable retry-after: default', failure: status(429, { 'retry-after': 'soon' }), want: 500 },
    {
      name: 'a date in the past: default',
      failure: status(503, { 'retry-after': new Date(NOW - 5000).toUTCString() }),
      want: 500,
    },
  ]
  for (const c of cases) {
    it(c.name, () => {
      expect(retryDelayMs(c.failure, c.retries ?? 0, c.max ?? 2, NOW, c.random ?? 0)).toBe(c.want)
    })
  }
})

/** A provider answering each request with the next scripted answer (the wire protocol, nothing else). */
function scriptedProvider(answers: (() => Response | Promise<Response>)[]) {
  const seen: { headers: Headers; body: { model: string; stream: boolean; messages: unknown[] } }[] = []
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      seen.push({ headers: req.headers, body: await req.json() })
      const answer = answers[Math.min(seen.length, answers.length) - 1]!
      return answer()
    },
  })
  return { baseUrl: `http://127.0.0.1:${server.port}/v1`, seen, stop: () => server.stop(true) }
}

const events = (...texts: string[]) =>
  new Response(
    `${texts.map((t) => `data: ${JSON.stringify({ choices: [{ delta: { content: t } }] })}\n\n`).join('')}data: [DONE]\n\n`,
    { headers: { 'content-type': 'text/event-stream' } },
  )
const failure =
  (code: number, headers: Record<string, string> = {}) =>
  () =>
    Response.json({ error: { message: `failed with ${code}` } }, { status: code, headers })

const request = {
  speaker: { name: 'Chad', prompt: 'You are Chad.', role: 'interviewer' as const },
  otherName: 'Ada',
  history: [{ role: 'user' as const, content: 'We make scheduling software for clinics.' }],
}

describe('streamed replies from an OpenAI-compatible server', () => {
  const servers: { stop: () => void }[] = []
  afterAll(() => {
    for (const s of servers) s.stop()
  })
  const provider = (answers: Parameters<typeof scriptedProvider>[0]) => {
    const fake = scriptedProvider(answers)
    servers.push(fake)
    return {
      fake,
      ai: new OpenAiProvider({ apiKey: 'sk-test', baseUrl: fake.baseUrl, maxRetries: 2 }, 'model-x'),
    }
  }

  it('sends the model, the system prompt and the history with the key, and streams the text', async () => {
    const { fake, ai } = provider([() => events('Who is ', 'it for?')])
    expect(await collect(ai.streamReply(request))).toBe('Who is it for?')
    const [sent] = fake.seen
    expect(sent!.headers.get('authorization')).toBe('Bearer sk-test')
    expect(sent!.body.model).toBe('model-x')
    expect(sent!.body.stream).toBe(true)
    expect(sent!.body.messages).toEqual([
      { role: 'system', content: expect.stringMatching(/^You are Chad\./) },
      { role: 'user', content: 'We make scheduling software for clinics.' },
    ])
  })

  it('retries a busy provider after the wait it asks for, then streams', async () => {
    const { fake, ai } = provider([
      failure(429, { 'retry-after-ms': '20' }),
      failure(503),
      () => events('Back.'),
    ])
    const started = performance.now()
    expect(await collect(ai.streamReply(request))).toBe('Back.')
    expect(fake.seen).toHaveLength(3)
    // 20 ms asked for, then the default backoff's second step (0.75–1 s).
    expect(performance.now() - started).toBeGreaterThan(20 + 750)
  })

  it('gives up after the retries with the status, and never retries a bad request', async () => {
    const busy = provider([failure(500)])
    const error = await collect(busy.ai.streamReply(request)).catch((e) => e)
    expect(error).toBeInstanceOf(AiProviderError)
    expect(error.message).toBe('The AI provider failed (HTTP 500). Please try again.')
    expect(busy.fake.seen).toHaveLength(3)

    const bad = provider([failure(400)])
    const refused = await collect(bad.ai.streamReply(request)).catch((e) => e)
    expect(refused.message).toBe('The AI provider failed (HTTP 400). Please try again.')
    expect(bad.fake.seen).toHaveLength(1)
  })

  it('says the provider could not be reached when nothing listens, or it does not answer in time', async () => {
    const closed = new OpenAiProvider(
      { apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:9/v1', maxRetries: 0 },
      'model-x',
    )
    expect((await collect(closed.streamReply(request)).catch((e) => e)).message).toBe(
      'The AI provider could not be reached. Please try again.',
    )
    const { fake } = provider([() => Bun.sleep(400).then(() => events('late'))])
    const slow = new OpenAiProvider(
      { apiKey: 'sk-test', baseUrl: fake.baseUrl, maxRetries: 0, timeoutMs: 50 },
      'm',
    )
    expect((await collect(slow.streamReply(request)).catch((e) => e)).message).toBe(
      'The AI provider could not be reached. Please try again.',
    )
  })

  it('sends nothing for a turn already aborted', async () => {
    const { fake, ai } = provider([() => events('never')])
    const turn = new AbortController()
    turn.abort(new Error('closed'))
    expect((await collect(ai.streamReply(request, turn.signal)).catch((e) => e)).message).toBe('closed')
    expect(fake.seen).toHaveLength(0)
  })

  it('gives up on an error whose body never ends, within the timeout', async () => {
    const stalled = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"error":'))
          },
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      )
    const { fake } = provider([stalled])
    const ai = new OpenAiProvider(
      { apiKey: 'sk-test', baseUrl: fake.baseUrl, maxRetries: 2, timeoutMs: 100 },
      'm',
    )
    const started = performance.now()
    const error = await collect(ai.streamReply(request)).catch((e) => e)
    expect(error.message).toBe('The AI provider failed (HTTP 400). Please try again.')
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('keeps a query in the base URL after the path', async () => {
    const fake = scriptedProvider([() => events('Fine.')])
    servers.push(fake)
    const seenUrls: string[] = []
    const proxy = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch(req) {
        const url = new URL(req.url)
        seenUrls.push(url.pathname + url.search)
        return fetch(`${fake.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: req.headers,
          body: req.body,
        })
      },
    })
    servers.push({ stop: () => proxy.stop(true) })
    const ai = new OpenAiProvider(
      {
        apiKey: 'sk-test',
        baseUrl: `http://127.0.0.1:${proxy.port}/openai/?api-version=2025-01-01`,
        maxRetries: 0,
      },
      'm',
    )
    expect(await collect(ai.streamReply(request))).toBe('Fine.')
    expect(seenUrls).toEqual(['/openai/chat/completions?api-version=2025-01-01'])
  })

  it('stops waiting out a backoff as soon as the turn is aborted', async () => {
    const { fake, ai } = provider([failure(429, { 'retry-after-ms': '5000' })])
    const turn = new AbortController()
    setTimeout(() => turn.abort(new Error('closed')), 50)
    const started = performance.now()
    const error = await collect(ai.streamReply(request, turn.signal)).catch((e) => e)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(error.message).toBe('closed')
    expect(fake.seen).toHaveLength(1)
  })
})
