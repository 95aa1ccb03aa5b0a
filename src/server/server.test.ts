import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from './config/config'
import { startServer } from './server'

const dataDir = mkdtempSync(join(tmpdir(), 'chad-server-test-'))
let server: Awaited<ReturnType<typeof startServer>>
let base: string

beforeAll(async () => {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'root@example.com',
    ADMIN_PASSWORD: 'root-password',
    MAX_BODY_BYTES: '4096',
    AI_CALLS_PER_MINUTE: '1000',
  })
  server = await startServer(config)
  base = server.url.href.replace(/\/$/, '')
})
afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('one process serving API and web app', () => {
  it('answers /api/health over HTTP', async () => {
    const res = await fetch(`${base}/api/health`)
    expect(res.status).toBe(200)
    expect((await res.json()).status).toBe('ok')
  })

  it('serves the web app for deep links and JSON 404 for unknown API paths', async () => {
    for (const path of [
      '/',
      '/marketing-sessions/x',
      '/twitter/auth/callback?code=a&state=b',
      '/anything-else',
    ]) {
      const res = await fetch(`${base}${path}`)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<div id="root">')
    }
    const res = await fetch(`${base}/api/does-not-exist`)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toEqual({ error: 'Not Found', message: 'No route for GET /api/does-not-exist' })
  })

  it('serves OpenAPI docs at /api/docs', async () => {
    const res = await fetch(`${base}/api/docs/json`)
    expect(res.status).toBe(200)
    const doc = (await res.json()) as { paths: Record<string, unknown> }
    expect(Object.keys(doc.paths)).toContain('/api/health')
  })

  it('refuses a body over MAX_BODY_BYTES with JSON 413', async () => {
    const res = await fetch(`${base}/api/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(6_000) }),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: 'Payload Too Large',
      message: 'Request body is larger than 4096 bytes',
    })
  })
})
