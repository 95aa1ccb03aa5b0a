import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isSourceMap, staticPathOf } from './http/static-path'

export const distDir = fileURLToPath(new URL('../../dist', import.meta.url))

type WebRoute = Response | ((request: Request) => Response | Promise<Response>) | unknown

/**
 * Bun routes for the single-page app: every non-API path answers index.html so client routes load on
 * refresh. In production the prebuilt assets in dist/ (from `bun run build`) are served with long
 * caching for hashed files; in development Bun bundles src/web/index.html on the fly.
 */
export async function webRoutes(production: boolean): Promise<Record<string, WebRoute>> {
  if (production) {
    const indexFile = join(distDir, 'index.html')
    if (!existsSync(indexFile))
      throw new Error('dist/ is missing: run `bun run build` before starting in production')
    const index = Bun.file(indexFile)
    return {
      '/*': async (request: Request) => {
        const path = staticPathOf(request.url)
        if (path === null)
          return Response.json({ error: 'Bad Request', message: 'Malformed path' }, { status: 400 })
        if (path !== '/' && !path.endsWith('/') && !isSourceMap(path)) {
          const file = Bun.file(join(distDir, path))
          if (await file.exists()) {
            return new Response(file, { headers: { 'cache-control': 'public, max-age=31536000, immutable' } })
          }
        }
        return new Response(index, {
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
        })
      },
    }
  }
  const { default: indexHtml } = await import('../web/index.html')
  return { '/*': indexHtml }
}
