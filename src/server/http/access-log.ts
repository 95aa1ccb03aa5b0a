import { Elysia } from 'elysia'
import type { Logger } from './logger'

/** A handler's own Response (a 304, a streamed body) carries its status; otherwise the context's. */
const statusOf = (response: unknown, status: number | string | undefined) =>
  response instanceof Response ? response.status : (status ?? 200)

/** Requests slower than this are logged at `info`; at `debug` every request is. */
export const SLOW_REQUEST_MS = 500
const FLUSH_MS = 250
/** Lines per flush at most: under overload every request is slow, and the log must not add to it. */
const MAX_LINES_PER_FLUSH = 50
/** The request's start, kept on its Elysia context. */
type Timed = { startedAt?: number }

/**
 * A request log that costs nothing measurable on the hot path: the time is taken when the response
 * is ready (a global `mapResponse`, which Elysia also runs for error answers, synchronously: its
 * after-response hook schedules a task per request, which cost 5–15% of /api/health's throughput),
 * a line is built only for the requests that are logged (slow ones, or all at `debug`), and lines
 * are written in batches off the request (one write per quarter second at most).
 */
export function accessLog(logger: Logger, slowMs = SLOW_REQUEST_MS) {
  const plugin = new Elysia({ name: 'access-log' })
  const everything = logger.level === 'debug'
  if (!everything && logger.level !== 'info') return plugin
  let pending: string[] = []
  let dropped = 0
  const flush = () => {
    if (dropped) pending.push(`${new Date().toISOString()} INFO ${dropped} more requests not logged`)
    if (pending.length) console.log(pending.join('\n'))
    pending = []
    dropped = 0
  }
  process.once('beforeExit', flush)
  return plugin
    .onRequest((context) => {
      // On the request's own context, which mapResponse gets too: a WeakMap keyed by the request
      // was a seventh of /api/health's server time in a profile.
      ;(context as Timed).startedAt = performance.now()
    })
    .mapResponse({ as: 'global' }, (context) => {
      // Named, not passed on whole: Elysia reads which of the context's parts its hooks use, and a
      // context handed to another function makes it build every part for every request (/api/health
      // fell from 73% of raw Bun.serve to 52%).
      const { request, set, responseValue } = context
      const { startedAt, code } = context as Timed & { code?: unknown }
      if (startedAt !== undefined) record(request, statusOf(responseValue, set.status), startedAt)
      // An error's answer is returned unchanged, not left undefined: Elysia's handler for errors raised
      // before any route (an unknown path, a refused request) answers with what this returns, and sent
      // those with empty bodies. It names the error in `code`. A route's own answer is not returned,
      // which would take Elysia off its compiled path for it.
      if (code !== undefined) return responseValue as Response
    })

  function record(request: Request, status: number | string, started: number) {
    const ms = performance.now() - started
    if (!everything && ms < slowMs) return
    if (pending.length >= MAX_LINES_PER_FLUSH) {
      dropped += 1
      return
    }
    const path = request.url.slice(request.url.indexOf('/', 8)).split('?')[0]
    const slow = ms >= slowMs ? ' slow' : ''
    pending.push(
      `${new Date().toISOString()} ${slow ? 'INFO' : 'DEBUG'} ${request.method} ${path} ${status} ${ms.toFixed(1)}ms${slow}`,
    )
    if (pending.length === 1) setTimeout(flush, FLUSH_MS).unref()
  }
}
