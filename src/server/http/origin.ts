/** Methods that may change state; every other method is a read. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a request may go on under the cross-site rule, for HTTP and WebSocket alike: a request that
 * carries a cookie and can change state (a write, or a WebSocket upgrade: the socket then takes
 * messages) must name a trusted `Origin` (or, lacking one, a trusted `Referer`), the same list
 * better-auth uses. SameSite=Lax stops other sites, not other ports or sibling subdomains.
 * Requests without a cookie carry no ambient authority and pass.
 */
export function passesOriginCheck(
  method: string,
  headers: Pick<Headers, 'get'>,
  trustedOrigins: readonly string[],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase()) && !isWebSocketUpgrade(headers)) return true
  if (!headers.get('cookie')) return true
  const origin = headers.get('origin') ?? originOf(headers.get('referer'))
  return origin !== null && trustedOrigins.includes(origin)
}

const isWebSocketUpgrade = (headers: Pick<Headers, 'get'>) =>
  headers.get('upgrade')?.toLowerCase() === 'websocket'

function originOf(url: string | null): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}
