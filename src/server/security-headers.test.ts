import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { precompress } from '../web/precompress'
import { type Config, loadConfig } from './config/config'
import { type AnswerKind, securityHeaders } from './http/security-headers'
import { startServer } from './server'

type Server = { base: string; config: Config; stop: () => Promise<void> }
const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'chad-headers-test-'))
  dirs.push(dir)
  return dir
}

/** A built web app as `bun run build` lays it out (hashed names, precompressed copies); dist/ is left alone. */
const built = tempDir()
writeFileSync(
  join(built, 'index.html'),
  '<!doctype html><html><head><link rel="icon" href="/favicon-cccccccc.svg" />' +
    '<link rel="stylesheet" href="/chunk-bbbbbbbb.css"><script type="module" src="/chunk-aaaaaaaa.js"></script>' +
    '</head><body><div id="root"></div></body></html>',
)
writeFileSync(join(built, 'chunk-aaaaaaaa.js'), 'console.log("app")')
writeFileSync(join(built, 'chunk-aaaaaaaa.js.map'), '{}')
writeFileSync(join(built, 'chunk-bbbbbbbb.css'), 'body{margin:0}')
writeFileSync(join(built, 'favicon-cccccccc.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
precompress(built)

/** The real server in production mode (pages from a built folder, the API), as `bun run start` runs it. */
async function serve(env: Record<string, string>): Promise<Server> {
  const dataDir = tempDir()
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_ASSETS: 'dist',
    MAX_BODY_BYTES: '4096',
    ...env,
  })
  const server = await startServer(config, undefined, { builtDir: built })
  return { base: server.url.href.replace(/\/$/, ''), config, stop: server.stop }
}

let http: Server
let https: Server
beforeAll(async () => {
  ;[http, https] = await Promise.all([serve({}), serve({ PUBLIC_URL: 'https://chad.example' })])
}, 60_000)
afterAll(async () => {
  await Promise.all([http?.stop(), https?.stop()])
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const json = { 'content-type': 'application/json' }
const signIn = (origin: string, email: string): RequestInit => ({
  method: 'POST',
  headers: { ...json, origin },
  body: JSON.stringify({ email, password: 'wrong-password' }),
})
/** Every kind of answer: [what, kind of headers, path, status, request]. */
const answers = (origin: string): [string, AnswerKind, string, number, RequestInit?][] => [
  ['the app page', 'page', '/', 200],
  ['a deep link', 'page', '/marketing-sessions/x', 200],
  ['a source map (never served: the app page)', 'page', '/chunk-aaaaaaaa.js.map', 200],
  ['a malformed static path', 'page', '/%E0%A4%A', 400],
  ['GET /api/health', 'api', '/api/health', 200],
  ['HEAD /api/health', 'api', '/api/health', 200, { method: 'HEAD' }],
  ['the OpenAPI JSON', 'api', '/api/docs/json', 200],
  ['the OpenAPI page', 'apiDocs', '/api/docs', 200],
  ['an unknown API path', 'api', '/api/does-not-exist', 404],
  ['/api itself', 'api', '/api', 404],
  ['a guarded route signed out', 'api', '/api/dashboard', 401],
  ['a query with a NUL byte', 'api', '/api/personas?tags=%00', 422],
  [
    'a body over the limit',
    'api',
    '/api/admin/users',
    413,
    { method: 'POST', headers: json, body: JSON.stringify({ name: 'x'.repeat(6_000) }) },
  ],
  [
    'a cookie-carrying write from another origin',
    'api',
    '/api/admin/users',
    403,
    { method: 'POST', headers: { ...json, cookie: 'a=b', origin: 'https://evil.example' }, body: '{}' },
  ],
  ['a body that is not JSON', 'api', '/api/admin/users', 400, { method: 'POST', headers: json, body: '{' }],
  ['better-auth: get-session', 'api', '/api/auth/get-session', 200],
  [
    'better-auth: a failed sign-in',
    'api',
    '/api/auth/sign-in/email',
    401,
    signIn(origin, 'nobody@example.com'),
  ],
]

const NAMES = Object.keys(securityHeaders({ publicUrl: 'https://chad.example' }).page)
/** What an answer was (so a failure names it), its status and the security headers it carries. */
const sent = async (what: string, res: Response) => {
  await res.arrayBuffer()
  const headers = Object.fromEntries(NAMES.map((name) => [name, res.headers.get(name) ?? undefined]))
  return { what, status: res.status, ...headers }
}

describe('every answer carries the security headers', () => {
  it('pages, API successes and errors, better-auth and the docs, without HSTS under an http public URL', async () => {
    const headers = securityHeaders(http.config)
    expect(headers.page['strict-transport-security']).toBeUndefined()
    for (const [what, kind, path, status, init] of answers(http.base)) {
      const res = await fetch(`${http.base}${path}`, init)
      expect(await sent(what, res)).toEqual({ what, status, ...headers[kind] })
    }
  }, 30_000)

  it('the built files: scripts, stylesheet and favicon, compressed or not, and revalidated (304)', async () => {
    const page = securityHeaders(http.config).page
    const html = await (await fetch(`${http.base}/`)).text()
    const files = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!)
    expect(files.map((f) => f.split('.').pop()).sort()).toEqual(['css', 'js', 'svg'])
    for (const file of ['/', ...files]) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await fetch(`${http.base}${file}`, { headers: { 'accept-encoding': encoding } })
        const what = `${file} (${encoding})`
        expect(await sent(what, res)).toEqual({ what, status: 200, ...page })
      }
      const etag = (await fetch(`${http.base}${file}`)).headers.get('etag')!
      const res = await fetch(`${http.base}${file}`, { headers: { 'if-none-match': etag } })
      expect(await sent(file, res)).toEqual({ what: file, status: 304, ...page })
    }
  })

  it('a sign-in refused over the attempt limits (429)', async () => {
    let res: Response | undefined
    for (let attempt = 0; attempt < 30 && res?.status !== 429; attempt++) {
      res = await fetch(`${http.base}/api/auth/sign-in/email`, signIn(http.base, 'guessed@example.com'))
      if (res.status !== 429) await res.arrayBuffer()
    }
    const what = 'the refused sign-in'
    expect(await sent(what, res!)).toEqual({ what, status: 429, ...securityHeaders(http.config).api })
  })

  it('adds HSTS to every kind of answer when the public URL is https', async () => {
    const headers = securityHeaders(https.config)
    expect(headers.page['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    for (const [what, kind, path, status, init] of answers(https.base)) {
      const res = await fetch(`${https.base}${path}`, init)
      expect(await sent(what, res)).toEqual({ what, status, ...headers[kind] })
    }
  }, 30_000)
})
