import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { HeaderSet } from './http/security-headers'

export type Encoding = 'br' | 'gzip'

/**
 * Picks the encoding to send from an Accept-Encoding header and the variants on disk: the one the
 * client weights highest (q-values; q=0 refuses), brotli before gzip on a tie; undefined = identity.
 */
export function chooseEncoding(
  acceptEncoding: string | null,
  available: readonly Encoding[],
): Encoding | undefined {
  if (!acceptEncoding || !available.length) return undefined
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    weights.set(token.trim(), q ? Number(q.slice(2)) || 0 : 1)
  }
  const weight = (e: Encoding) =>
    weights.get(e) ?? (e === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0
  let best: Encoding | undefined
  for (const e of (['br', 'gzip'] as const).filter((x) => available.includes(x))) {
    if (weight(e) > 0 && (!best || weight(e) > weight(best))) best = e
  }
  return best
}

/** Bun's build names chunks `chunk-<8 chars>.js`, assets `<name>-<8 chars>.<ext>`: content-hashed. */
export const isHashedName = (path: string) => /-[a-z0-9]{8}\.[a-z0-9]+$/.test(path)

/** How long browsers may keep a file: hashed files forever, index.html revalidated every time. */
export const cacheControlFor = (path: string) =>
  isHashedName(path) ? 'public, max-age=31536000, immutable' : 'no-cache'

type Asset = { file: string; type: string; cacheControl: string; etag: string; variants: Encoding[] }

/**
 * Serves a built folder (dist/) from a table made once at start: each file with its precompressed
 * `.br`/`.gz` siblings (written by the build), chosen by Accept-Encoding, with cache headers, an
 * ETag and `fixedHeaders` (the security headers). Lookups are a map read: no per-request file system
 * probing, no path joining from the URL.
 */
export function staticAssets(dir: string, fixedHeaders: HeaderSet = {}) {
  const assets = new Map<string, Asset>()
  const names = new Set(readdirSync(dir, { recursive: true }) as string[])
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue
    const file = join(dir, name)
    const stat = statSync(file)
    if (!stat.isFile()) continue
    const variants = (
      [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const
    )
      .filter(([, ext]) => names.has(name + ext))
      .map(([e]) => e)
    assets.set(`/${name.replaceAll('\\', '/')}`, {
      file,
      type: Bun.file(file).type,
      cacheControl: cacheControlFor(name),
      etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
      variants,
    })
  }

  /** The response for `path`, or undefined when no such file was built. */
  const serve = (path: string, request: Request): Response | undefined => {
    const asset = assets.get(path)
    if (!asset) return undefined
    const encoding = chooseEncoding(request.headers.get('accept-encoding'), asset.variants)
    // One ETag per representation: a gzip body must not validate a brotli cache entry.
    const etag = encoding ? `${asset.etag.slice(0, -1)}-${encoding}"` : asset.etag
    const headers: Record<string, string> = {
      ...fixedHeaders,
      'content-type': asset.type,
      'cache-control': asset.cacheControl,
      etag,
      vary: 'Accept-Encoding',
    }
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
    if (encoding) headers['content-encoding'] = encoding
    const file = encoding ? `${asset.file}${encoding === 'br' ? '.br' : '.gz'}` : asset.file
    return new Response(Bun.file(file), { headers })
  }
  return { serve, has: (path: string) => assets.has(path) }
}
