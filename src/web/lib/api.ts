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

type EdenError = { status: number; value: unknown } | null | undefined

/** The server's own words for a failed call: its message, else its error field, else a plain-text body; null if none. */
export function serverMessage(value: unknown): string | null {
  if (value && typeof value === 'object') {
    const v = value as { message?: unknown; error?: unknown }
    if (typeof v.message === 'string' && v.message) return v.message
    if (typeof v.error === 'string' && v.error) return v.error
  }
  if (typeof value === 'string' && value && !value.startsWith('<')) return value
  return null
}

/** SPEC §8: the server's message, else its error field, else 'Failed to {path}, response: {statusText}'. */
export const apiErrorMessage = (value: unknown, path: string, statusText: string): string =>
  serverMessage(value) ?? `Failed to ${path}, response: ${statusText}`

/** The ApiError for a failed Eden call whose caller names its own fallback message. */
export const apiError = (error: NonNullable<EdenError>, fallback: string): ApiError =>
  new ApiError(serverMessage(error.value) ?? fallback, error.status)

/** Returns the data of an Eden response or throws an ApiError built by SPEC's rule. */
export function unwrap<T>(
  res: { data: T; error: EdenError; response: Response },
  path: string,
): NonNullable<T> {
  if (res.error) {
    throw new ApiError(apiErrorMessage(res.error.value, path, res.response.statusText), res.error.status)
  }
  return res.data as NonNullable<T>
}

/** Plain JSON fetch for endpoints outside the typed app (better-auth's). */
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
    throw new ApiError(apiErrorMessage(value, path.replace(/^\/api\//, ''), res.statusText), res.status)
  return value as T
}
