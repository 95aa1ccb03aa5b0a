import { treaty } from '@elysiajs/eden'
import type { App } from '../server/app'

/** A failure the CLI prints as one line before exiting non-zero. */
export class CliError extends Error {}

export type Connection = { url: string; email?: string; password?: string }

/** Global options every command inherits (flags win over environment variables). */
export function connectionFrom(opts: { url?: string; email?: string; password?: string }): Connection {
  return {
    url: (opts.url ?? process.env.CHAD_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    email: opts.email ?? process.env.CHAD_EMAIL,
    password: opts.password ?? process.env.CHAD_PASSWORD,
  }
}

async function reach(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch {
    throw new CliError(
      `Cannot reach the Chad server at ${new URL(url).origin}. Is it running? (bun run start, or pass --url)`,
    )
  }
}

/**
 * Signs in with email and password and returns a typed API client carrying the session cookie.
 * The client is wrapped in an object: returning Eden's proxy from an async function makes `await`
 * probe its `then` and spin forever.
 */
export async function connect(conn: Connection) {
  if (!conn.email || !conn.password) {
    throw new CliError(
      'Credentials required: pass --email and --password, or set CHAD_EMAIL and CHAD_PASSWORD',
    )
  }
  const res = await reach(`${conn.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(conn.url).origin },
    body: JSON.stringify({ email: conn.email, password: conn.password }),
  })
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string }
    throw new CliError(`Sign-in failed: ${body.message ?? res.statusText}`)
  }
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  // The server refuses cookie-carrying writes from foreign origins; the CLI names its server's own.
  return { api: treaty<App>(conn.url, { headers: { cookie, origin: new URL(conn.url).origin } }).api, cookie }
}

export type Api = Awaited<ReturnType<typeof connect>>['api']

/** Eden result → data, or a CliError with the server's message. */
export function ok<T>(res: { data: T; error: { status: number; value: unknown } | null }): NonNullable<T> {
  if (res.error) {
    const value = res.error.value as { message?: string } | string
    const message = typeof value === 'string' ? value : (value?.message ?? `HTTP ${res.error.status}`)
    throw new CliError(message)
  }
  return res.data as NonNullable<T>
}
