import { describe, expect, it, spyOn } from 'bun:test'
import { Elysia } from 'elysia'
import { accessLog } from './access-log'
import { createLogger } from './logger'

const appWith = (level: 'debug' | 'info' | 'warn', slowMs: number) =>
  new Elysia().use(accessLog(createLogger(level), slowMs)).get('/ping', () => 'pong')

/** Sends one request and waits for the batched write (or its absence). */
async function linesFor(app: ReturnType<typeof appWith>, path: string): Promise<string[]> {
  const log = spyOn(console, 'log').mockImplementation(() => {})
  try {
    expect((await app.handle(new Request(`http://localhost${path}`))).status).toBe(200)
    await Bun.sleep(300) // one flush interval
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
  it('logs nothing above info', async () => {
    expect(await linesFor(appWith('warn', 0), '/ping')).toEqual([])
  })
})
