import { treaty } from '@elysiajs/eden'
import type { App } from '../../server/app'

/** The typed API client (Eden treaty over the server's App type); cookies ride along on every call. */
export const api = treaty<App>(window.location.origin, { fetch: { credentials: 'include' } }).api

/** An API failure carrying the HTTP status (SPEC §8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/** The error half of an Eden response (a route without declared errors types its status as unknown). */
type EdenError = { status: unknown; value: unknown }

/** The server's own words for a failed call: its message, else its error field, else a plain-text body; null if none. */
function serverMessage(value: unknown): string | null {
  if (value && typeof value === 'object') {
    const v = value as { message?: unknown; error?: unknown }
    if (typeof v.message === 'string' && v.message) return v.message
    if (typeof v.error === 'string' && v.error) return v.error
  }
  if (typeof value === 'string' && value && !value.startsWith('<')) return value
  return null
}

/**
 * The one way a failed call becomes an error (SPEC §8): the server's message, else its error field,
 * else the caller's fallback; it carries the HTTP status.
 */
export const apiError = (error: EdenError, fallback: string): ApiError =>
  new ApiError(serverMessage(error.value) ?? fallback, Number(error.status))

/** Returns the data of an Eden response, or throws its apiError with SPEC's fallback 'Failed to {path}, response: {statusText}'. */
export function unwrap<T>(
  res: { data: T; error: EdenError | null; response: Response },
  path: string,
): NonNullable<T> {
  if (res.error) throw apiError(res.error, `Failed to ${path}, response: ${res.response.statusText}`)
  return res.data as NonNullable<T>
}

/** Plain JSON fetch for endpoints outside the typed app (better-auth's), failing the same way. */
export async function fetchJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(path, {
    credentials: 'include',
    ...init,
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  })
  const text = await res.text()
  let value: unknown = text
  try {
    value = text ? JSON.parse(text) : null
  } catch {}
  if (!res.ok)
    throw apiError(
      { status: res.status, value },
      `Failed to ${path.replace(/^\/api\//, '')}, response: ${res.statusText}`,
    )
  return value as T
}
