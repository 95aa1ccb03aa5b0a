import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import type { HeaderSet } from './http/security-headers'
import { isSourceMap, staticPathOf } from './http/static-path'
import { staticAssets } from './static-assets'

export const distDir = fileURLToPath(new URL('../../dist', import.meta.url))

type WebRoute = Response | ((request: Request) => Response | Promise<Response>) | unknown

/**
 * Bun routes for the single-page app: every non-API path answers index.html so client routes load on
 * refresh. In production the prebuilt assets in dist/ (from `bun run build`) are served precompressed
 * (brotli or gzip by Accept-Encoding), hashed files cached for good and index.html revalidated, each
 * answer with `headers` (the security headers); in development Bun bundles src/web/index.html on the
 * fly, and Bun's HTML bundle routes take no headers of ours (the API's answers still carry them).
 */
export async function webRoutes(
  production: boolean,
  headers: HeaderSet,
  dir = distDir,
): Promise<Record<string, WebRoute>> {
  if (production) {
    const indexFile = join(dir, 'index.html')
    if (!existsSync(indexFile))
      throw new Error('dist/ is missing: run `bun run build` before starting in production')
    const assets = staticAssets(dir, headers)
    return {
      '/*': (request: Request) => {
        // Malformed percent-encoding or a NUL byte answers 400; source maps stay on disk, never served.
        if (staticPathOf(request.url) === null)
          return Response.json({ error: 'Bad Request', message: 'Malformed path' }, { status: 400, headers })
        const path = new URL(request.url).pathname
        return (
          (path !== '/' && !isSourceMap(path) && assets.serve(path, request)) ||
          assets.serve('/index.html', request)!
        )
      },
    }
  }
  const { default: indexHtml } = await import('../web/index.html')
  return { '/*': indexHtml }
}
