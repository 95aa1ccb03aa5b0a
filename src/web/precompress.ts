import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

/** Files worth compressing: text. Images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|xml)$/

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every compressible file
 * in `dir`, so the server sends them as they are, with no compression work per request.
 * Returns the raw and compressed byte totals.
 */
export function precompress(dir: string) {
  const totals = { raw: 0, br: 0, gz: 0 }
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    if (!COMPRESSIBLE.test(name)) continue
    const path = join(dir, name)
    const raw = readFileSync(path)
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    })
    const gz = Bun.gzipSync(raw, { level: 9 })
    writeFileSync(`${path}.br`, br)
    writeFileSync(`${path}.gz`, gz)
    totals.raw += raw.length
    totals.br += br.length
    totals.gz += gz.length
  }
  return totals
}
