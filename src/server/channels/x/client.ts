import http from 'node:http'
import https from 'node:https'
import type { ApiRequestError, ApiResponseError, TwitterApi } from 'twitter-api-v2'
import type { Config } from '../../config/config'
import { type PostFailure, rateLimitReset } from './failure'

export const X_SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'offline.access']

/**
 * twitter-api-v2, loaded once X is configured (or first used): a server without X keeps its ~15 MiB
 * out of idle memory. `loaded` is set once it is in, for `classify`.
 */
let loaded: typeof import('twitter-api-v2') | undefined
let loading: Promise<typeof import('twitter-api-v2')> | undefined
const loadTwitter = () => {
  loading ??= import('twitter-api-v2').then((sdk) => {
    loaded = sdk
    return sdk
  })
  return loading
}

/**
 * twitter-api-v2 with its hard-coded hosts pointed at X_API_BASE_URL (the real API, or the local fake
 * in tests and development).
 */
export function createXClients(x: Config['x']) {
  if (x.clientId) loadTwitter().catch(() => {}) // in memory before the first connect; a failure shows there
  const base = new URL(x.apiBaseUrl)
  const official = base.host === 'api.x.com' || base.host === 'api.twitter.com'
  const plugins = official
    ? []
    : [
        {
          onBeforeRequest(args: { computedParams: { url: URL } }) {
            const url = args.computedParams.url
            url.protocol = base.protocol
            url.host = base.host
          },
        },
      ]
  const settings = {
    plugins,
    httpAgent:
      base.protocol === 'http:' ? new http.Agent({ keepAlive: true }) : new https.Agent({ keepAlive: true }),
  }
  const app = async (): Promise<TwitterApi> =>
    new (await loadTwitter()).TwitterApi(
      { clientId: x.clientId ?? '', clientSecret: x.clientSecret },
      settings as never,
    )
  const user = async (accessToken: string): Promise<TwitterApi> =>
    new (await loadTwitter()).TwitterApi(accessToken, settings as never)
  const authorizeUrl = (generated: string) => {
    // The authorize page lives on x.com; point it elsewhere for the fake.
    const target = new URL(generated)
    const configured = new URL(x.authorizeUrl)
    target.protocol = configured.protocol
    target.host = configured.host
    target.pathname = configured.pathname
    return target.toString()
  }
  return { app, user, authorizeUrl }
}
export type XClients = ReturnType<typeof createXClients>

const message = (e: ApiResponseError) => {
  const d = e.data as { detail?: string; title?: string; error_description?: string } | undefined
  return d?.detail ?? d?.error_description ?? d?.title ?? e.message
}

/** Sorts a failed X call into the classes the retry policy knows. */
export function classify(error: unknown, sent: boolean): PostFailure {
  // Only the SDK makes its errors: before it has loaded, nothing can be one.
  if (loaded && error instanceof loaded.ApiResponseError) {
    const status = error.code
    // X's pay-per-use era: 402 for spent credits, a 429 titled UsageCapExceeded for the monthly cap.
    const title = (error.data as { title?: string } | undefined)?.title ?? ''
    if (status === 402 || (status === 429 && /usage ?cap/i.test(`${title} ${message(error)}`)))
      return { kind: 'usage_capped', message: message(error) }
    if (status === 429)
      return {
        kind: 'rate_limited',
        resetAt: rateLimitReset(error.headers?.['x-rate-limit-reset'] as string),
        message: message(error),
      }
    if (status >= 500) return { kind: 'server', status, message: message(error) }
    if (status === 401) return { kind: 'auth', message: message(error) }
    if (status === 403 && /duplicate/i.test(message(error)))
      return { kind: 'duplicate', message: message(error) }
    return { kind: 'client', status, message: message(error) }
  }
  const text = (error as Error)?.message ?? String(error)
  const cause = (error as ApiRequestError)?.requestError?.message ?? ''
  // Refused or unresolvable: nothing reached X. Anything else after sending (timeout, reset) may have posted.
  if (!sent || /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|getaddrinfo|Unable to connect/i.test(`${text} ${cause}`)) {
    return { kind: 'before_send', message: text }
  }
  return { kind: 'timeout_after_send', message: text }
}
