// What several benchmarks share: the database they run on, the server's environment and admin,
// percentiles, a live interview chat.
import { readFileSync } from 'node:fs'
import { type Api, connect } from '../../src/cli/client'
import { RealtimeChatClient } from '../../src/shared/realtime/client'

/** Benchmarks run on BENCH_DATABASE_URL when set, else on the embedded database. */
export const benchDatabase = { DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' }

/** The admin every benchmark server makes at its start. */
export const benchAdmin = { email: 'bench@example.com', password: 'bench-password' }

/**
 * A benchmark server's environment: the admin, the database (`databaseUrl`, else `benchDatabase`), an
 * AI-call limit no load reaches, and with `ai` an OpenAI-compatible provider at that base URL (a fake).
 */
export const benchEnv = ({ ai, databaseUrl }: { ai?: string; databaseUrl?: string } = {}) => ({
  DATABASE_URL: databaseUrl ?? benchDatabase.DATABASE_URL,
  ADMIN_EMAIL: benchAdmin.email,
  ADMIN_PASSWORD: benchAdmin.password,
  AI_CALLS_PER_MINUTE: '10000000',
  ...(ai ? { OPENAI_API_KEY: 'bench', OPENAI_BASE_URL: ai } : {}),
})

/** Signs in to a benchmark server as its admin. */
export const signInAdmin = (url: string) => connect({ url, ...benchAdmin })

/**
 * The baseline benchmarks compare the app with: a bare Bun.serve answering small JSON, without
 * development-mode extras, started by `startServerProcess` like the app (it logs the same line).
 */
export const bareServerCommand = [
  'bun',
  '-e',
  `const s = Bun.serve({ port: Number(process.env.PORT), hostname: process.env.HOST, development: false, fetch: () => Response.json({ status: 'ok' }) })
console.log('listening on ' + s.url.href)`,
]

export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!

/**
 * An interview chat over the live WebSocket for benchmarks: a new session whose opening reply has
 * already streamed. `first` fires once on the next reply text chunk or voice chunk (set it before
 * sending); `ended` fires on each reply end.
 */
/** The stages of a voice turn after the end of speech, as the client sees them. */
export type VoiceStage = 'transcript' | 'token' | 'audio'

export type BenchChat = {
  client: RealtimeChatClient
  first: (() => void) | null
  ended: (() => void) | null
  /** Called at each stage of a turn (every chunk; the caller keeps the first of each). */
  stage: ((stage: VoiceStage) => void) | null
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
  const chat: BenchChat = { client: null as never, first: null, ended: null, stage: null }
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
      onTranscription: () => chat.stage?.('transcript'),
      onReplyChunk: () => {
        chat.stage?.('token')
        if (firstOn === 'text') fire()
      },
      onVoiceChunk: () => {
        chat.stage?.('audio')
        if (firstOn === 'voice') fire()
      },
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

/** A marketing session planned by the CLI's replay (a whole interview, pillars and schedule); its id. */
export async function plannedSessionId(url: string): Promise<string> {
  const proc = Bun.spawn(
    [
      'bun',
      'src/cli/index.ts',
      '--url',
      url,
      '--email',
      benchAdmin.email,
      '--password',
      benchAdmin.password,
      'replay',
      '--json',
    ],
    { cwd: `${import.meta.dir}/../..`, stdout: 'pipe', stderr: 'inherit' },
  )
  const out = await new Response(proc.stdout).text()
  if ((await proc.exited) !== 0) throw new Error('cli replay failed')
  return JSON.parse(out).id
}

/** MiB from /proc/<pid>/status: VmHWM is the peak resident set, VmRSS the resident set now. */
export const residentMiB = (pid: number, field: 'VmHWM' | 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
