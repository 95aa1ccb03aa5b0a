import type OpenAI from 'openai'

/**
 * The provider calls a user waits on in a live chat — a streamed reply, a transcription, a spoken
 * sentence — each as one `fetch` with the headers built once. The openai SDK still configures the client
 * (key, base URL, organisation, project, timeout, retries) and makes the structured calls; its request
 * path (options, headers, logging) was more than half of the server's work per chat message: with 50
 * messages at once the last provider request left 12–24 ms after the first (5–7 ms this way;
 * bench/first-token.ts). Retries follow the SDK's policy (`retryDelayMs`, a pure function), so a busy
 * provider is treated as before.
 */

/** Why an attempt failed: no answer (connection refused or reset, timeout), or an HTTP status. */
export type AttemptFailure =
  | { kind: 'connection' }
  | { kind: 'status'; status: number; headers: { get(name: string): string | null } }

const INITIAL_RETRY_DELAY_S = 0.5
const MAX_RETRY_DELAY_S = 8
/** A provider's own Retry-After is taken up to this long (as the SDK does); past it the default backoff applies. */
const MAX_RETRY_AFTER_MS = 60_000

/**
 * How long to wait before retrying an attempt, or null when it must not be retried (the openai SDK's
 * policy): connection failures, 408, 409, 429 and 5xx are retried, `x-should-retry` overrides; the
 * provider's `retry-after-ms` or `retry-after` (seconds or an HTTP date) is honoured up to a minute,
 * otherwise 0.5 s doubling per retry up to 8 s, less up to a quarter of jitter (`random` in [0, 1)).
 */
export function retryDelayMs(
  failure: AttemptFailure,
  retriesSoFar: number,
  maxRetries: number,
  now: number,
  random: number,
): number | null {
  if (retriesSoFar >= maxRetries) return null
  if (failure.kind === 'status') {
    const { status, headers } = failure
    const should = headers.get('x-should-retry')
    const retryable =
      should === 'true' ||
      (should !== 'false' && (status === 408 || status === 409 || status === 429 || status >= 500))
    if (!retryable) return null
    const asked = retryAfterMs(headers, now)
    if (asked !== null && asked >= 0 && asked <= MAX_RETRY_AFTER_MS) return asked
  }
  const seconds = Math.min(INITIAL_RETRY_DELAY_S * 2 ** retriesSoFar, MAX_RETRY_DELAY_S)
  return seconds * (1 - random * 0.25) * 1000
}

function retryAfterMs(headers: { get(name: string): string | null }, now: number): number | null {
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '')
  if (!Number.isNaN(ms)) return ms
  const after = headers.get('retry-after')
  if (!after) return null
  const seconds = Number.parseFloat(after)
  if (!Number.isNaN(seconds)) return seconds * 1000
  const date = Date.parse(after)
  return Number.isNaN(date) ? null : date - now
}

/** A provider's answer other than 2xx, after any retries. */
export class ProviderStatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** No answer from the provider (connection failed, or no response headers within the timeout). */
export class ProviderConnectionError extends Error {}

/** Where and how provider calls go: what the configured SDK client would send. */
export type ProviderTarget = {
  baseUrl: string
  headers: Record<string, string>
  /** Until the response's headers arrive; a stream may run longer. */
  timeoutMs: number
  maxRetries: number
}

/** The configured client's base URL, key, organisation, project, timeout and retries. */
export function providerTargetOf(client: OpenAI): ProviderTarget {
  const headers: Record<string, string> = { authorization: `Bearer ${client.apiKey}` }
  if (client.organization) headers['openai-organization'] = client.organization
  if (client.project) headers['openai-project'] = client.project
  return {
    baseUrl: client.baseURL.replace(/\/+$/, ''),
    headers,
    timeoutMs: client.timeout,
    maxRetries: client.maxRetries,
  }
}

/** The provider's error message from its JSON body (`{ error: { message } }`), else the status text. */
async function statusError(response: Response) {
  const text = await response.text().catch(() => '')
  let message = response.statusText || 'error'
  try {
    const body = JSON.parse(text) as { error?: { message?: string } | string; message?: string }
    message = (typeof body.error === 'string' ? body.error : body.error?.message) ?? body.message ?? message
  } catch {}
  return new ProviderStatusError(response.status, `${response.status} ${message}`.slice(0, 300))
}

/**
 * POSTs `body` (JSON text, or a multipart form) to `path` under the provider's base URL and returns the
 * 2xx response. Failed attempts are retried by `retryDelayMs`; an abort through `signal` stops at once
 * (before an attempt, during one, in a backoff) and is not retried. The timeout covers an attempt until
 * its headers arrive, and the reading of an error's body.
 */
export async function postToProvider(
  target: ProviderTarget,
  path: string,
  body: string | FormData,
  signal?: AbortSignal,
) {
  const url = urlOf(target.baseUrl, path)
  // A form sets its own content type (with the boundary).
  const headers =
    typeof body === 'string' ? { ...target.headers, 'content-type': 'application/json' } : target.headers
  for (let retries = 0; ; retries++) {
    signal?.throwIfAborted()
    // The caller's signal reaches the request and its body through `any` (no listener left on a
    // long-lived signal, such as a voice connection's); the timeout through its own controller.
    const timeout = new AbortController()
    const attempt = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal
    let timer = setTimeout(() => timeout.abort(), target.timeoutMs)
    let failure: AttemptFailure
    let response: Response | undefined
    let lost: unknown
    try {
      response = await fetch(url, { method: 'POST', headers, body, signal: attempt })
      clearTimeout(timer)
      if (response.ok) return response
      failure = { kind: 'status', status: response.status, headers: response.headers }
    } catch (thrown) {
      clearTimeout(timer)
      if (signal?.aborted) throw thrown
      failure = { kind: 'connection' }
      lost = thrown
    }
    const delay = retryDelayMs(failure, retries, target.maxRetries, Date.now(), Math.random())
    if (delay === null) {
      if (!response) {
        throw new ProviderConnectionError(
          timeout.signal.aborted
            ? 'The AI provider did not answer in time'
            : 'The AI provider could not be reached',
          { cause: lost },
        )
      }
      // The error's text, for the logs, read within the timeout (a stalled body must not hang the turn).
      timer = setTimeout(() => timeout.abort(), target.timeoutMs)
      try {
        throw await statusError(response)
      } finally {
        clearTimeout(timer)
      }
    }
    response?.body?.cancel().catch(() => {})
    await pause(delay, signal)
  }
}

/** `path` under the base URL, keeping a query the base URL carries (Azure's `?api-version=`) at the end. */
function urlOf(baseUrl: string, path: string) {
  const at = baseUrl.indexOf('?')
  return at < 0 ? baseUrl + path : baseUrl.slice(0, at).replace(/\/+$/, '') + path + baseUrl.slice(at)
}

/** Waits `ms`, or rejects as soon as `signal` aborts (a closed chat does not wait out a backoff). */
function pause(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const done = () => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }
    const timer = setTimeout(done, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(signal!.reason)
    }
    signal?.addEventListener('abort', stop, { once: true })
  })
}
