// Starts the real server in its own process (as in production) for benchmarks; stops it on request.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Api } from '../src/cli/client'
import { freePort, waitForHealthy } from '../src/server/testing/process'
import { RealtimeChatClient } from '../src/shared/realtime/client'

/** `production: true` builds dist/ first and serves it as `NODE_ENV=production bun run start` does. */
export async function startServerProcess(
  env: Record<string, string>,
  options: { production?: boolean } = {},
) {
  if (options.production) {
    const build = Bun.spawnSync(['bun', 'src/web/build.ts'], {
      cwd: join(import.meta.dir, '..'),
      stdout: 'ignore',
      stderr: 'inherit',
    })
    if (build.exitCode !== 0) throw new Error('production build failed')
    env = { NODE_ENV: 'production', BETTER_AUTH_SECRET: crypto.randomUUID() + crypto.randomUUID(), ...env }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'chad-bench-'))
  // A port the OS just handed out as free (random picks in the outgoing range collide under load).
  const port = freePort()
  const proc = Bun.spawn(['bun', 'src/server/index.ts'], {
    cwd: join(import.meta.dir, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Benchmarks sign up many users from one address; the attempt limit would refuse them.
      AUTH_RATE_LIMIT: 'off',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      ...env,
    },
    stdout: 'inherit',
    stderr: 'inherit',
  })
  const url = `http://127.0.0.1:${port}`
  await waitForHealthy(url)
  return {
    url,
    stop: async () => {
      proc.kill('SIGTERM')
      await proc.exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!

/**
 * An interview chat over the live WebSocket for benchmarks: a new session whose opening reply has
 * already streamed. `first` fires once on the next reply text chunk or voice chunk (set it before
 * sending); `ended` fires on each reply end.
 */
export type BenchChat = {
  client: RealtimeChatClient
  first: (() => void) | null
  ended: (() => void) | null
  /** Set when a reply ended without being stored (the server refused or failed the turn). */
  failed?: string
}

export async function openBenchChat(
  url: string,
  api: Api,
  cookie: string,
  firstOn: 'text' | 'voice',
): Promise<BenchChat> {
  const created = (await api['marketing-sessions'].post({})).data!
  const chat: BenchChat = { client: null as never, first: null, ended: null }
  const opening = new Promise<void>((resolve) => {
    chat.ended = resolve
  })
  const fire = () => {
    chat.first?.()
    chat.first = null
  }
  chat.client = new RealtimeChatClient(
    (id) => `${url.replace('http', 'ws')}/api/ws/voice-chat/${id}`,
    {
      ...(firstOn === 'text' ? { onReplyChunk: fire } : { onVoiceChunk: fire }),
      onReplyEnd: (id, stored) => {
        if (!stored) chat.failed = `reply ${id} ended unstored`
        chat.ended?.()
      },
    },
    (u) => new WebSocket(u, { headers: { cookie, origin: url } } as never) as never,
  )
  await chat.client.connect(created.conversation.id)
  await opening // Chad's opening streams first
  return chat
}
