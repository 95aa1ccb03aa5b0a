import { NETWORK_NAMES, type Network } from '../../shared/networks'
import { HttpError } from '../http/errors'
import { guardedFetch } from './server-url'
import type { PostFailure } from './x/failure'

/**
 * Calling a network's REST API with fetch (LinkedIn, Mastodon) and sorting what went wrong into the
 * classes the scheduler's retry policy knows, the same ones as X's client.
 */

/** The network answered, but not with a success. */
export class NetworkRefusal extends Error {
  constructor(
    readonly network: Network,
    readonly status: number,
    message: string,
    /** When the network says its rate limit resets, from its own header. */
    readonly resetAt: Date | null = null,
    /** The error code of an OAuth or API error body (`invalid_grant`), when it has one. */
    readonly code: string | null = null,
  ) {
    super(message)
  }
}

/** No answer: `sent` says whether the request may have reached the network (a timeout) or not (refused). */
export class NetworkUnanswered extends Error {
  constructor(
    readonly network: Network,
    readonly sent: boolean,
    message: string,
  ) {
    super(message)
  }
}

/** A failed fetch as NetworkUnanswered: a timeout may have reached the network, a refused connection did not. */
export function unansweredFrom(network: Network, error: unknown, timeoutMs: number): NetworkUnanswered {
  const e = error as Error & { code?: string }
  const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError'
  return new NetworkUnanswered(
    network,
    timedOut,
    timedOut
      ? `${NETWORK_NAMES[network]} did not answer within ${timeoutMs / 1000} s`
      : `Could not reach ${NETWORK_NAMES[network]}: ${e.code ?? e.message}`,
  )
}

/** Each network's rate-limit reset header: Mastodon sends an ISO time, Bluesky epoch seconds, LinkedIn none. */
export function rateLimitResetOf(network: Network, headers: Headers): Date | null {
  if (network === 'mastodon') {
    const at = Date.parse(headers.get('x-ratelimit-reset') ?? '')
    return Number.isFinite(at) ? new Date(at) : null
  }
  if (network === 'bluesky') {
    const seconds = Number(headers.get('ratelimit-reset'))
    return seconds > 0 ? new Date(seconds * 1000) : null
  }
  return null
}

/** The human message of an error body, in the shapes these networks use. */
function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>
    for (const key of ['error_description', 'message', 'error'])
      if (typeof b[key] === 'string' && b[key]) return b[key] as string
  }
  return fallback
}

/** The most of an answer we read: a hostile server cannot stream gigabytes into our memory. */
export const MAX_ANSWER_BYTES = 1_048_576

async function cappedText(res: Response): Promise<string> {
  if (Number(res.headers.get('content-length')) > MAX_ANSWER_BYTES) throw new Error('answer too large')
  const reader = res.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel()
      throw new Error('answer too large')
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/**
 * One API call: JSON answers parsed; a refusal or no answer thrown as the classes above. A server the
 * user named (`userNamed`) has its address checked on every call (server-url.ts).
 */
export async function callNetwork(
  network: Network,
  url: string,
  init: RequestInit & { timeoutMs: number; userNamed?: { allowPrivate: boolean } },
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const { timeoutMs, userNamed, ...request } = init
  const send = userNamed ? guardedFetch(userNamed.allowPrivate, `${NETWORK_NAMES[network]} server`) : fetch
  let res: Response
  let text: string
  try {
    res = await send(url, { ...request, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' })
    text = await cappedText(res)
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw unansweredFrom(network, error, timeoutMs)
  }
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    // Not JSON (an HTML error page): keep the text.
  }
  if (res.status >= 200 && res.status < 300) return { status: res.status, headers: res.headers, body }
  const code = body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string'
  throw new NetworkRefusal(
    network,
    res.status,
    messageOf(body, `${res.status} ${res.statusText}`),
    rateLimitResetOf(network, res.headers),
    code ? (body as { error: string }).error : null,
  )
}

const DUPLICATE = /duplicate|already exists|already posted/i

/** Sorts a failed call into the retry policy's classes (`sent`: the request was a post that may have gone out). */
export function classifyNetworkFailure(error: unknown, sent: boolean): PostFailure {
  if (error instanceof NetworkRefusal) {
    const { status, message } = error
    if (status === 429) return { kind: 'rate_limited', resetAt: error.resetAt, message }
    if (status >= 500) return { kind: 'server', status, message }
    if (status === 401) return { kind: 'auth', message }
    if ((status === 409 || status === 422 || status === 400) && DUPLICATE.test(message))
      return { kind: 'duplicate', message }
    return { kind: 'client', status, message }
  }
  if (error instanceof NetworkUnanswered)
    return sent && error.sent
      ? { kind: 'timeout_after_send', message: error.message }
      : { kind: 'before_send', message: error.message }
  return {
    kind: sent ? 'timeout_after_send' : 'before_send',
    message: (error as Error)?.message ?? String(error),
  }
}

/** What a user sees when a network refuses a connect or a test post: the network's words, our status. */
export function asHttpError(network: Network, error: unknown, doing: string): unknown {
  // Anything else (a bug, the database) stays itself: a logged 500, never a message shown to users.
  if (!(error instanceof NetworkRefusal || error instanceof NetworkUnanswered)) return error
  const failure = classifyNetworkFailure(error, false)
  // The network said no (bad input, a refused account): 409; it could not answer: 502.
  const refused = failure.kind === 'client' || failure.kind === 'duplicate' || failure.kind === 'auth'
  return new HttpError(refused ? 409 : 502, `${NETWORK_NAMES[network]} refused ${doing}: ${failure.message}`)
}

/**
 * Reads each id in turn into `out` (a network read one post a call): a post the network no longer has
 * (404) is left out; any other refusal stops the run, with what was read so far kept in `out`.
 */
export async function readEach<T>(
  ids: readonly string[],
  out: Map<string, T>,
  read: (id: string) => Promise<T>,
): Promise<Map<string, T>> {
  for (const id of ids) {
    try {
      out.set(id, await read(id))
    } catch (error) {
      if (!(error instanceof NetworkRefusal && error.status === 404)) throw error
    }
  }
  return out
}
