import { describe, expect, test } from 'bun:test'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

// The README stays a page a newcomer reads (under 12 KB) and every relative link of it and docs/ opens a file.
const root = resolve(import.meta.dir, '..')
const pages = ['README.md', ...readdirSync(join(root, 'docs')).map((f) => `docs/${f}`)].filter((f) =>
  f.endsWith('.md'),
)
const LINK = /\]\(([^)#\s]+)(?:#[^)]*)?\)/g

describe('README and docs/', () => {
  test('the README is under 12 KB', () => {
    expect(statSync(join(root, 'README.md')).size).toBeLessThan(12 * 1024)
  })

  test('every relative link names a file that exists', () => {
    const broken = pages.flatMap((page) =>
      [...readFileSync(join(root, page), 'utf8').matchAll(LINK)]
        .map((m) => m[1]!)
        .filter((link) => !/^[a-z]+:/.test(link))
        .filter((link) => !existsSync(resolve(root, dirname(page), link)))
        .map((link) => `${page} → ${link}`),
    )
    expect(broken).toEqual([])
  })
})
