// Production build of the web app into dist/ (served by `NODE_ENV=production bun run start`).
// The `bun build` CLI does not apply the Tailwind plugin; Bun.build from a script does.
import { rmSync } from 'node:fs'
import tailwind from 'bun-plugin-tailwind'
import { precompress } from './precompress'

const outdir = new URL('../../dist', import.meta.url).pathname
rmSync(outdir, { recursive: true, force: true })

const result = await Bun.build({
  entrypoints: [new URL('./index.html', import.meta.url).pathname],
  outdir,
  plugins: [tailwind],
  publicPath: '/',
  minify: true,
  splitting: true,
  // Maps stay in dist/ for error reports; the server never serves them (web-routes.ts).
  sourcemap: 'external',
  target: 'browser',
  define: { 'process.env.NODE_ENV': '"production"' },
})
if (!result.success) {
  for (const log of result.logs) console.error(log)
  process.exit(1)
}
for (const output of result.outputs) {
  if (output.kind !== 'sourcemap')
    console.log(`${output.path.replace(`${outdir}/`, 'dist/')}  ${(output.size / 1024).toFixed(1)} KB`)
}
// Precompressed copies (brotli and gzip) beside each text file: the server picks one by Accept-Encoding.
const sizes = precompress(outdir)
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
console.log(`precompressed ${kb(sizes.raw)} → ${kb(sizes.br)} brotli, ${kb(sizes.gz)} gzip`)
