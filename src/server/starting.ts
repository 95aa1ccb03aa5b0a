/**
 * What answers on the port while the server starts (the first start on a machine builds the migrated
 * database, seconds): liveness at /api/health at once, a "starting" page that reloads itself, and a
 * 503 with Retry-After for the API. It stops listening right before the real server binds the port
 * (the same tick: no port sharing, which would let two servers split traffic). Imports nothing heavy.
 */
import type { Server } from 'bun'

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="1"><title>Chad is starting</title></head><body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;color:#334155"><main style="text-align:center"><h1 style="font-size:1.25rem">Chad is starting…</h1><p>The first start prepares the database. This page loads by itself in a moment.</p></main></body></html>`

/** The interim answer to one request (pure: tested on its own). */
export function startingResponse(request: Request): Response {
  const { pathname } = new URL(request.url)
  if (pathname === '/api/health')
    return Response.json({ status: 'ok', database: 'starting' }, { headers: { 'cache-control': 'no-store' } })
  if (pathname.startsWith('/api/') || pathname === '/api' || request.method !== 'GET')
    return Response.json(
      { error: 'Service Unavailable', message: 'Chad is starting; try again in a moment.' },
      { status: 503, headers: { 'retry-after': '1', 'cache-control': 'no-store' } },
    )
  return new Response(PAGE, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': '1',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}

export function serveWhileStarting(port: number, hostname: string): Server<undefined> | undefined {
  // An OS-chosen port (PORT=0) cannot be shared with the real server: nothing to hold then.
  if (port === 0) return undefined
  try {
    return Bun.serve({ port, hostname, fetch: startingResponse })
  } catch {
    return undefined // the port is taken: the real server will say so
  }
}
