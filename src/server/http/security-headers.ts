import type { Config } from '../config/config'

/** The kinds of answer the server sends, by what a browser may load for them. */
export type AnswerKind = 'page' | 'api' | 'apiDocs'

export type HeaderSet = Readonly<Record<string, string>>

/**
 * Where connected X accounts' pictures come from (X's `profile_image_url`): uploaded ones on pbs,
 * the default picture on abs. The only other origin a page loads from.
 */
export const X_IMAGE_ORIGINS = ['https://pbs.twimg.com', 'https://abs.twimg.com'] as const

/** The OpenAPI reference page (`@elysiajs/openapi`'s Scalar): its script from a CDN, its fonts from Scalar. */
const SCALAR_SCRIPT_ORIGIN = 'https://cdn.jsdelivr.net'
const SCALAR_FONT_ORIGIN = 'https://fonts.scalar.com'

const policy = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/**
 * The same origin for WebSockets. CSP Level 3 lets `'self'` match it; WebKit before Safari 16 did not,
 * so the public URL's ws(s) origin is named too (the realtime chat and voice connect there).
 */
const webSocketOrigin = (publicUrl: string) => {
  const url = new URL(publicUrl)
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`
}

/**
 * The web app's CSP, exactly what its pages load: the built scripts and stylesheet (no inline script
 * or style in the HTML; React's `style` props go through the CSSOM, which style-src does not govern),
 * images (the favicon file, X profile pictures), fetch and WebSocket to the API. The voice overlay's
 * hands-free mode runs a voice-activity model in WebAssembly ('wasm-unsafe-eval' lets a page compile
 * WebAssembly, nothing else: no eval of scripts) with its audio worklet and runtime loaded from /vad/.
 */
export const pageCsp = (publicUrl: string) =>
  policy({
    'default-src': ["'none'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", ...X_IMAGE_ORIGINS],
    'connect-src': ["'self'", webSocketOrigin(publicUrl)],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })

/** JSON (and better-auth's answers) load nothing, and nothing may frame them. */
export const API_CSP = policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] })

/**
 * The one page with a looser policy: /api/docs is @elysiajs/openapi's Scalar page, which loads its
 * script from jsDelivr, has inline <style> elements (and Scalar injects more), loads its fonts from
 * Scalar and sends its "try it" requests to the API. Its empty inline <script> only carries the
 * settings and the spec in an attribute: refusing it is harmless (the browser reports it).
 */
export const API_DOCS_CSP = policy({
  'default-src': ["'none'"],
  'script-src': [SCALAR_SCRIPT_ORIGIN],
  'style-src': ["'unsafe-inline'", SCALAR_FONT_ORIGIN],
  'font-src': [SCALAR_FONT_ORIGIN],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
})

/**
 * The headers every answer carries, by kind: a CSP, no framing, no MIME sniffing, the origin only
 * (never the path) to other sites, and HSTS when the public URL is https (over plain http a browser
 * ignores it, and a development server must stay reachable over http). Not `no-referrer`: the Origin
 * check falls back to a same-origin Referer, and under it a form's post sends `Origin: null`. Built
 * once at start; the request path only copies them.
 */
export function securityHeaders(config: Pick<Config, 'publicUrl'>): Record<AnswerKind, HeaderSet> {
  const common: Record<string, string> = {
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  }
  if (new URL(config.publicUrl).protocol === 'https:')
    common['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  return {
    page: { 'content-security-policy': pageCsp(config.publicUrl), ...common },
    api: { 'content-security-policy': API_CSP, ...common },
    apiDocs: { 'content-security-policy': API_DOCS_CSP, ...common },
  }
}
