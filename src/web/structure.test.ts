import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

// The web app's layers: app/ composes features; a feature imports only components/, lib/ and shared
// code, never another feature; components/ and lib/ import no feature and not app/.
const web = import.meta.dir
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  )
const IMPORT = /(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g

/** Every relative import of a file, as a path inside src/web (or outside it, starting with ..). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(IMPORT)].map((m) => relative(web, resolve(dirname(file), m[1]!)))
}

const areaOf = (path: string): string => {
  const [top = '', name = ''] = path.split('/')
  return top === 'features' ? `features/${name}` : top
}

describe('the web app layers', () => {
  const sources = files(web).filter((f) => !/\.(test|e2e)\.tsx?$/.test(f) && !f.includes('/e2e/'))

  test('no feature imports another feature', () => {
    const crossings = sources.flatMap((file) => {
      const from = areaOf(relative(web, file))
      if (!from.startsWith('features/')) return []
      return importsOf(file)
        .filter((to) => areaOf(to).startsWith('features/') && areaOf(to) !== from)
        .map((to) => `${relative(web, file)} -> ${to}`)
    })
    expect(crossings).toEqual([])
  })

  test('components/ and lib/ import neither a feature nor app/', () => {
    const upward = sources.flatMap((file) => {
      const from = areaOf(relative(web, file))
      if (from !== 'components' && from !== 'lib') return []
      return importsOf(file)
        .filter((to) => areaOf(to).startsWith('features/') || areaOf(to) === 'app')
        .map((to) => `${relative(web, file)} -> ${to}`)
    })
    expect(upward).toEqual([])
  })
})
