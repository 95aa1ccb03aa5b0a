// `bun run start` is the product: it serves the production build, rebuilding it when stale without
// holding back the API; `bun run dev` keeps Bun's bundler with hot reload.
import { afterAll, describe, expect, it } from 'bun:test'
import { existsSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServerProcess } from './testing/server-process'
import { distDir } from './web-routes'

// One data dir for every start (one at a time): only the first pays for the migrations.
const dataDir = mkdtempSync(join(tmpdir(), 'chad-start-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

async function start(script: 'start' | 'dev') {
  const started = performance.now()
  const server = await startServerProcess({
    command: ['bun', 'run', script],
    env: { NODE_ENV: '', WEB_ASSETS: '' },
    dataDir,
  })
  const healthyMs = performance.now() - started
  // The API answers at once, whatever the web build is doing.
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
  return {
    url: server.url,
    healthyMs,
    stop: async () => {
      await server.stop()
      return server.output()
    },
  }
}

/** The module scripts a page loads. */
const scriptsOf = (html: string) => [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!)

describe('bun run start', () => {
  it('rebuilds a stale production build and serves it, while the API is up at once', async () => {
    // Make the build older than its sources (as after a `git pull`).
    if (existsSync(join(distDir, 'index.html'))) utimesSync(join(distDir, 'index.html'), 1, 1)
    const server = await start('start')
    const res = await fetch(`${server.url}/marketing-sessions/abc`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const scripts = scriptsOf(html)
    expect(scripts.length).toBeGreaterThan(0)
    // Production assets: hashed files from dist/, not the development bundler's /_bun/ paths.
    for (const src of scripts) {
      expect(src).not.toContain('/_bun/')
      expect(existsSync(join(distDir, src))).toBe(true)
      expect((await fetch(`${server.url}${src}`)).status).toBe(200)
    }
    expect(statSync(join(distDir, 'index.html')).mtimeMs).toBeGreaterThan(Date.now() - 120_000)
    const log = await server.stop()
    // Stale, or missing when this file runs before any browser test has built the app.
    expect(log).toMatch(/web build (stale|missing): building dist\//)
    expect(log).toContain('web build done')
  })

  it('starts without building when the build is fresh', async () => {
    const server = await start('start')
    const html = await (await fetch(`${server.url}/`)).text()
    expect(scriptsOf(html).every((s) => existsSync(join(distDir, s)))).toBe(true)
    const log = await server.stop()
    expect(log).not.toContain('web build')
    console.log(`bun run start, fresh build: healthy after ${server.healthyMs.toFixed(0)} ms`)
  })
})

describe('bun run dev', () => {
  it('serves through the bundler with hot reload', async () => {
    const server = await start('dev')
    const html = await (await fetch(`${server.url}/`)).text()
    expect(scriptsOf(html).some((s) => s.includes('/_bun/'))).toBe(true)
    await server.stop()
  })
})
