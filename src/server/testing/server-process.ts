// The one way tests and benchmarks run the server as its own process, as in production: an OS-assigned
// port, ready when the process logs "listening on <url>" (an event, not a poll), stopped with SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dir, '../../..')

export type ServerProcessOptions = {
  /** Added to (and overriding) the defaults below; `LOG_LEVEL` may only raise detail to 'debug'. */
  env?: Record<string, string>
  /** Builds dist/ once per test process and runs with NODE_ENV=production, serving the built app. */
  production?: boolean
  /** What to run (default `bun src/server/index.ts`); it must log "listening on <url>" when ready. */
  command?: string[]
  /** A data directory the caller owns (kept on stop); default a fresh temporary one, removed on stop. */
  dataDir?: string
  /** Echo the server's stdout here as well (stderr is always echoed). */
  echo?: boolean
  /** How long to wait for the "listening" line (a loaded machine can take most of a minute to migrate). */
  timeoutMs?: number
}

export type ServerProcess = {
  url: string
  pid: number
  /** Everything the server has logged so far, stdout and stderr. */
  output: () => string
  /** Resolves once the server's output matches `pattern` (at once if it already has). */
  waitForOutput: (pattern: RegExp) => Promise<void>
  /** SIGTERM (or SIGKILL, to simulate a crash), then the exit code once the process has exited. */
  stop: (signal?: 'SIGTERM' | 'SIGKILL') => Promise<number>
}

/** A port the OS hands out as free right now on 127.0.0.1, so PUBLIC_URL can name it before start. */
export function freePort(): number {
  const probe = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
  const port = probe.port
  probe.stop(true)
  return port
}

let built: Promise<void> | undefined
/** The production build, made once per process. */
function buildOnce() {
  built ??= (async () => {
    const proc = Bun.spawn(['bun', 'src/web/build.ts'], { cwd: root, stdout: 'ignore', stderr: 'inherit' })
    if ((await proc.exited) !== 0) throw new Error('bun run build failed')
  })()
  return built
}

export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  if (options.production) await buildOnce()
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'chad-server-'))
  try {
    // Another process can take the probed port before the server binds it; a fresh one then does.
    for (let attempt = 1; ; attempt++) {
      const started = await spawnServer(options, dataDir)
      if (started.ok) {
        const stop = started.server.stop
        return {
          ...started.server,
          stop: async (signal) => {
            const code = await stop(signal)
            if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
            return code
          },
        }
      }
      if (!/EADDRINUSE|in use/.test(started.output) || attempt >= 3)
        throw new Error(`server did not start:\n${started.output}`)
    }
  } catch (error) {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}

async function spawnServer(
  options: ServerProcessOptions,
  dataDir: string,
): Promise<{ ok: true; server: ServerProcess } | { ok: false; output: string }> {
  const port = freePort()
  const env = options.env ?? {}
  const proc = Bun.spawn(options.command ?? ['bun', 'src/server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Tests and benchmarks sign up many users from one address; the attempt limit would refuse them.
      AUTH_RATE_LIMIT: 'off',
      ...(options.production
        ? { NODE_ENV: 'production', BETTER_AUTH_SECRET: crypto.randomUUID() + crypto.randomUUID() }
        : {}),
      ...env,
      // The "listening" line is an info line.
      LOG_LEVEL: env.LOG_LEVEL === 'debug' ? 'debug' : 'info',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  })

  let output = ''
  const watchers = new Set<() => void>()
  const drain = async (
    stream: ReadableStream<Uint8Array>,
    echo: { write: (chunk: Uint8Array) => unknown } | null,
  ) => {
    const decoder = new TextDecoder()
    for await (const chunk of stream) {
      output += decoder.decode(chunk, { stream: true })
      echo?.write(chunk)
      for (const watcher of watchers) watcher()
    }
  }
  // Both pipes drain for the process's whole life, so the server never blocks on a full pipe.
  const drained = Promise.all([
    drain(proc.stdout, options.echo ? process.stdout : null),
    drain(proc.stderr, process.stderr),
  ])
  const exited = proc.exited.then(async (code) => {
    await drained
    return code
  })

  const waitForOutput = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return
        watchers.delete(check)
        resolve()
      }
      watchers.add(check)
      check()
      void exited.then(() => {
        if (!watchers.has(check)) return
        watchers.delete(check)
        reject(new Error(`server exited before logging ${pattern}:\n${output}`))
      })
    })

  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    proc.kill(signal)
    return exited
  }
  const timeoutMs = options.timeoutMs ?? 90_000
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref())
  const ready = await Promise.race([
    waitForOutput(/listening on http:\/\/\S+/).then(
      () => 'ready' as const,
      () => 'exited' as const,
    ),
    timer,
  ])
  if (ready !== 'ready') {
    if (ready === 'timeout') await stop('SIGKILL')
    await exited
    return {
      ok: false,
      output: ready === 'timeout' ? `no "listening" line in ${timeoutMs} ms:\n${output}` : output,
    }
  }
  const url = output.match(/listening on (http:\/\/\S+)/)![1]!.replace(/\/$/, '')
  return { ok: true, server: { url, pid: proc.pid, output: () => output, waitForOutput, stop } }
}
