import { afterEach, describe, expect, it, jest, spyOn } from 'bun:test'
import { Elysia } from 'elysia'
import { accessLog } from './access-log'
import { errorHandler, HttpError } from './errors'
import { createLogger } from './logger'

afterEach(() => jest.useRealTimers())

/** The app, and a promise for each request's after-response hooks (the access log has run by then). */
function appWith(level: 'debug' | 'info' | 'warn', slowMs: number) {
  let responded = Promise.withResolvers<void>()
  const app = new Elysia()
    .use(errorHandler(createLogger('warn')))
    .use(accessLog(createLogger(level), slowMs))
    .onAfterResponse({ as: 'global' }, () => {
      const current = responded
      responded = Promise.withResolvers<void>()
      current.resolve()
    })
    .get('/ping', () => 'pong')
    .get('/unchanged', () => new Response(null, { status: 304 }))
    .get('/missing', () => {
      throw new HttpError(404, 'Missing')
    })
  return {
    app,
    /** Call before the request: resolves once its after-response hooks have run. */
    afterResponse: () => responded.promise,
  }
}

/** Sends one request and returns what the batched write printed once one flush interval has passed. */
async function linesFor({ app, afterResponse }: ReturnType<typeof appWith>, path: string): Promise<string[]> {
  jest.useFakeTimers()
  const log = spyOn(console, 'log').mockImplementation(() => {})
  try {
    const handled = afterResponse()
    await app.handle(new Request(`http://localhost${path}`))
    await handled
    jest.advanceTimersByTime(249)
    expect(log).not.toHaveBeenCalled() // batched, not written on the request
    jest.advanceTimersByTime(1) // one flush interval
    return log.mock.calls.map((c) => String(c[0]))
  } finally {
    log.mockRestore()
  }
}

describe('access log', () => {
  it('logs every request at debug, without the query string', async () => {
    const lines = await linesFor(appWith('debug', 10_000), '/ping?token=secret')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/ DEBUG GET \/ping 200 \d+\.\dms$/)
  })
  it('logs only slow requests at info', async () => {
    expect(await linesFor(appWith('info', 10_000), '/ping')).toEqual([])
    expect((await linesFor(appWith('info', 0), '/ping'))[0]).toMatch(/ INFO GET \/ping 200 .*ms slow$/)
  })
  it('logs the status answered: an error, a Response of the handler’s own', async () => {
    expect((await linesFor(appWith('debug', 10_000), '/missing'))[0]).toMatch(/ DEBUG GET \/missing 404 /)
    expect((await linesFor(appWith('debug', 10_000), '/unchanged'))[0]).toMatch(/ DEBUG GET \/unchanged 304 /)
  })
  it('leaves the answer as it was, an error raised before any route included', async () => {
    // Elysia's top-level error handler takes what mapResponse returns as the answer, undefined too.
    for (const level of ['debug', 'info', 'warn'] as const) {
      const { app } = appWith(level, 10_000)
      const unknown = await app.handle(new Request('http://localhost/no-such-route'))
      expect(unknown.status).toBe(404)
      expect(await unknown.json()).toEqual({ error: 'Not Found', message: 'No route for GET /no-such-route' })
      const missing = await app.handle(new Request('http://localhost/missing'))
      expect(await missing.json()).toEqual({ error: 'Not Found', message: 'Missing' })
      const ping = await app.handle(new Request('http://localhost/ping'))
      expect(await ping.text()).toBe('pong')
      const unchanged = await app.handle(new Request('http://localhost/unchanged'))
      expect(unchanged.status).toBe(304)
    }
  })
  it('logs nothing above info', async () => {
    expect(await linesFor(appWith('warn', 0), '/ping')).toEqual([])
  })
})
