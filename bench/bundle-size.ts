// Landing page JavaScript, gzipped (target: at most 100 KB). Builds dist/ first, then follows what
// index.html loads up front: its module script and that module's static imports (not lazy chunks).
// Then what actually crosses the wire: the production server's responses for the landing (HTML,
// up-front JS, CSS) with a browser's Accept-Encoding, as their content-length.

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'bun'
import { startServerProcess } from '../src/server/testing/server-process'
import { benchDatabase } from './lib/bench'

const root = join(import.meta.dir, '..')
const build = Bun.spawnSync(['bun', 'src/web/build.ts'], { cwd: root, stdout: 'ignore', stderr: 'inherit' })
if (build.exitCode !== 0) process.exit(1)

const dist = join(root, 'dist')
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const entry = html.match(/<script[^>]+src="\/([^"]+)"/)?.[1]
if (!entry) throw new Error('no module script in dist/index.html')

const seen = new Set<string>()
const visit = (file: string) => {
  if (seen.has(file)) return
  seen.add(file)
  const code = readFileSync(join(dist, file), 'utf8')
  // Static imports only: `import{...}from"./chunk-x.js"` / `import"./chunk-x.js"`; import() stays lazy.
  for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
    visit(m[1]!)
}
visit(entry)

const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length
const initial = [...seen].reduce((sum, f) => sum + gz(f), 0)
const all = readdirSync(dist)
  .filter((f) => f.endsWith('.js'))
  .reduce((sum, f) => sum + gz(f), 0)
const css = readdirSync(dist)
  .filter((f) => f.endsWith('.css'))
  .reduce((sum, f) => sum + gz(f), 0)

console.log('landing page JavaScript (gzipped)')
console.log(
  `  loaded up front  ${(initial / 1024).toFixed(1).padStart(7)} KB in ${seen.size} file(s)  target <= 100 KB`,
)
console.log(
  `  all chunks       ${(all / 1024).toFixed(1).padStart(7)} KB  (up front is ${((initial / all) * 100).toFixed(0)}% of the app)`,
)
console.log(`  CSS              ${(css / 1024).toFixed(1).padStart(7)} KB`)

const server = await startServerProcess({ production: true, env: benchDatabase })
const landing = ['index.html', ...seen, ...[...html.matchAll(/href="\/([^"]+\.css)"/g)].map((m) => m[1]!)]
for (const encoding of ['br', 'gzip', 'identity']) {
  let bytes = 0
  for (const file of landing) {
    const res = await fetch(`${server.url}/${file === 'index.html' ? '' : file}`, {
      headers: { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : encoding },
      decompress: false,
    } as RequestInit)
    bytes += Number(res.headers.get('content-length') ?? (await res.arrayBuffer()).byteLength)
  }
  console.log(
    `  landing on the wire, ${encoding.padEnd(8)} ${(bytes / 1024).toFixed(1).padStart(7)} KB (HTML + up-front JS + CSS)${encoding === 'br' ? '  target <= 100 KB' : ''}`,
  )
}
await server.stop()
