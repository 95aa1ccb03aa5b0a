import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Config } from './config/config'
import type { Logger } from './http/logger'
import { securityHeaders } from './http/security-headers'
import { distDir, webRoutes } from './web-routes'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** What the web build is made from. Tests, browser tests and server code do not change it. */
export const BUILD_INPUTS = [
  'src/web',
  'src/shared',
  'package.json',
  'bun.lock',
  'bunfig.toml',
  'tsconfig.json',
]
const ignored = (name: string) =>
  name === 'node_modules' || name === 'e2e' || /\.(test|e2e)\.tsx?$/.test(name)

export type BuildState = 'missing' | 'stale' | 'fresh'

/** Pure: the build is missing, older than its newest input, or fresh. Without sources (a deploy of dist/ only) it is fresh. */
export function buildState(newestInputMs: number | null, builtAtMs: number | null): BuildState {
  if (builtAtMs === null) return 'missing'
  return newestInputMs !== null && newestInputMs > builtAtMs ? 'stale' : 'fresh'
}

/** The newest modification time under the given paths (a few ms for the web sources), or null. */
export function newestMtime(paths: string[]): number | null {
  let newest: number | null = null
  const visit = (path: string) => {
    let stat: ReturnType<typeof statSync>
    try {
      stat = statSync(path)
    } catch {
      return
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (!ignored(entry)) visit(join(path, entry))
    } else if (newest === null || stat.mtimeMs > newest) {
      newest = stat.mtimeMs
    }
  }
  for (const p of paths) visit(p)
  return newest
}

export function currentBuildState(base = root, dist = distDir): BuildState {
  const index = join(dist, 'index.html')
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : null
  return buildState(newestMtime(BUILD_INPUTS.map((p) => join(base, p))), builtAt)
}

/** `bun run build` in a child process, so the server's own thread keeps answering meanwhile. */
export async function runWebBuild(base = root): Promise<void> {
  const proc = Bun.spawn(['bun', 'src/web/build.ts'], { cwd: base, stdout: 'ignore', stderr: 'pipe' })
  const [code, stderr] = await Promise.all([proc.exited, new Response(proc.stderr).text()])
  if (code !== 0) throw new Error(`web build failed (exit ${code}): ${stderr.trim().slice(0, 2000)}`)
}

type Routes = Record<string, unknown>

/**
 * The web routes for `config.webAssets`: Bun's bundler with hot reload (`bun run dev`), or the
 * production build in dist/ (`bun run start`, NODE_ENV=production). A missing or stale build is
 * rebuilt in the background: the API answers at once (the start-time target holds) and page
 * requests wait for the build, then get the fresh assets. `builtDir` serves another built folder as
 * it is (tests), leaving dist/ alone.
 */
export async function webAssetRoutes(
  config: Pick<Config, 'webAssets' | 'publicUrl'>,
  logger: Logger,
  builtDir?: string,
): Promise<Routes> {
  const headers = securityHeaders(config).page
  if (config.webAssets === 'bundler') return webRoutes(false, headers)
  if (builtDir) return webRoutes(true, headers, builtDir)
  const state = currentBuildState()
  if (state === 'fresh') return webRoutes(true, headers)
  logger.info(`web build ${state}: building dist/ (pages wait for it; the API is already up)`)
  const started = performance.now()
  const ready = runWebBuild().then(async () => {
    logger.info(`web build done in ${Math.round(performance.now() - started)} ms`)
    return (await webRoutes(true, headers)) as Routes
  })
  ready.catch((error) => logger.error('web build failed', { error: (error as Error).message }))
  return {
    '/*': async (request: Request) => {
      try {
        const serve = (await ready)['/*'] as (r: Request) => Response | Promise<Response>
        return serve(request)
      } catch {
        return new Response('The web app could not be built; the server log says why.', {
          status: 503,
          headers: { ...headers, 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' },
        })
      }
    },
  }
}
