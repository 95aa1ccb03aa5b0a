import { afterAll, describe, expect, it } from 'bun:test'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildState, currentBuildState, newestMtime } from './web-assets'

const base = mkdtempSync(join(tmpdir(), 'chad-web-assets-'))
afterAll(() => rmSync(base, { recursive: true, force: true }))

const file = (path: string, atSeconds: number) => {
  const full = join(base, path)
  mkdirSync(join(full, '..'), { recursive: true })
  writeFileSync(full, 'x')
  utimesSync(full, atSeconds, atSeconds)
}

describe('buildState', () => {
  it.each([
    ['no build yet', 100, null, 'missing'],
    ['a source newer than the build', 200, 100, 'stale'],
    ['the build newer than every source', 100, 200, 'fresh'],
    ['built the same millisecond', 100, 100, 'fresh'],
    ['only dist/ deployed (no sources)', null, 100, 'fresh'],
  ] as const)('%s → %s', (_name, newest, built, state) => {
    expect(buildState(newest, built)).toBe(state)
  })
})

describe('the build inputs on disk', () => {
  it('finds the newest source, ignoring tests, browser tests and node_modules', () => {
    file('src/web/main.tsx', 1_000)
    file('src/shared/calendar.ts', 2_000)
    file('src/web/main.test.ts', 9_000)
    file('src/web/e2e/home.e2e.ts', 9_000)
    file('src/web/node_modules/x/index.js', 9_000)
    expect(newestMtime([join(base, 'src/web'), join(base, 'src/shared'), join(base, 'missing')])).toBe(
      2_000_000,
    )
  })

  it('says missing, stale or fresh for a dist/ folder', () => {
    const dist = join(base, 'dist')
    expect(currentBuildState(base, dist)).toBe('missing')
    file('dist/index.html', 1_500)
    expect(currentBuildState(base, dist)).toBe('stale')
    file('dist/index.html', 3_000)
    expect(currentBuildState(base, dist)).toBe('fresh')
    file('package.json', 4_000) // a new dependency changes the bundle too
    expect(currentBuildState(base, dist)).toBe('stale')
  })
})
