import { describe, expect, it } from 'bun:test'
import { type AnswerKind, securityHeaders } from './security-headers'

const PAGE_CSP =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
  "img-src 'self' https://pbs.twimg.com https://abs.twimg.com; connect-src 'self' ws://localhost:3000; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
const API_CSP = "default-src 'none'; frame-ancestors 'none'"
const HSTS = 'max-age=31536000; includeSubDomains'

describe('securityHeaders', () => {
  it.each([
    ['http://localhost:3000', 'page', 'content-security-policy', PAGE_CSP],
    ['http://localhost:3000', 'api', 'content-security-policy', API_CSP],
    [
      'https://chad.example',
      'page',
      'content-security-policy',
      PAGE_CSP.replace('ws://localhost:3000', 'wss://chad.example'),
    ],
    [
      'https://chad.example:8443/app',
      'page',
      'content-security-policy',
      /connect-src 'self' wss:\/\/chad\.example:8443;/,
    ],
    [
      'http://localhost:3000',
      'apiDocs',
      'content-security-policy',
      /script-src https:\/\/cdn\.jsdelivr\.net;/,
    ],
    ['http://localhost:3000', 'apiDocs', 'content-security-policy', /frame-ancestors 'none'$/],
    ['http://localhost:3000', 'page', 'x-frame-options', 'DENY'],
    ['http://localhost:3000', 'api', 'x-content-type-options', 'nosniff'],
    ['http://localhost:3000', 'apiDocs', 'referrer-policy', 'strict-origin-when-cross-origin'],
    ['http://localhost:3000', 'page', 'strict-transport-security', undefined],
    ['http://chad.example', 'api', 'strict-transport-security', undefined],
    ['https://chad.example', 'page', 'strict-transport-security', HSTS],
    ['https://chad.example', 'api', 'strict-transport-security', HSTS],
    ['https://chad.example', 'apiDocs', 'strict-transport-security', HSTS],
  ] as [string, AnswerKind, string, string | RegExp | undefined][])(
    'under %s, a %s answer: %s',
    (publicUrl, kind, header, expected) => {
      const value = securityHeaders({ publicUrl })[kind][header]
      if (expected instanceof RegExp) expect(value).toMatch(expected)
      else expect(value).toBe(expected as string)
    },
  )

  it('gives pages no inline script or style, no eval and no other origin but X profile pictures', () => {
    const csp = securityHeaders({ publicUrl: 'https://chad.example' }).page['content-security-policy']!
    // WebAssembly may compile (the voice-activity model); no other unsafe- source.
    expect(csp.replace(" 'wasm-unsafe-eval'", '')).not.toMatch(/unsafe-|data:|blob:|\*/)
    expect(csp.match(/https:\/\/[^\s;]+/g)).toEqual(['https://pbs.twimg.com', 'https://abs.twimg.com'])
  })

  it('sends the same header names on every kind of answer', () => {
    const sets = Object.values(securityHeaders({ publicUrl: 'https://chad.example' }))
    for (const set of sets) expect(Object.keys(set).sort()).toEqual(Object.keys(sets[0]!).sort())
  })
})
