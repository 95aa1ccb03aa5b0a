import { treaty } from '@elysiajs/eden'
import { seed } from '../admin/seed/service'
import { ensureAdmin } from '../admin/users/service'
import { OfflineProvider } from '../ai/offline/offline-provider'
import type { AiProvider } from '../ai/provider'
import { createApp } from '../app'
import { createAuth, watchRevocations } from '../auth/auth'
import { createChannelDeps } from '../channels/deps'
import { createXDeps } from '../channels/x/deps'
import type { Clock } from '../context'
import type { OpenDatabase } from '../db/open'
import { createLogger } from '../http/logger'
import { noSpeech, type SpeechProvider } from '../speech/provider'
import { createTestDatabase } from './test-database'

export const TEST_ORIGIN = 'http://localhost:3000'

/** One app on a fresh database, plus helpers to act as anonymous, user or admin. */
export type TestAppOptions = {
  /** Where embedded PGlite runs (default: the test's thread, see test-database.ts); ignored on Postgres. */
  databaseThread?: 'main' | 'worker'
  ai?: AiProvider
  speech?: SpeechProvider
  aiCallsPerMinute?: number
  /** The chat turns' clock (default: the system's). */
  now?: Clock
  seed?: boolean
  /** The request body limit (default 64 KiB; the server's own default is 1 MiB). */
  maxBodyBytes?: number
  /** How sign-ins wait out an attacked account's slowdown (default: really wait). */
  authSleep?: (ms: number) => Promise<void>
  /** Another app's database, shared as a second replica would share it (its own connections). */
  replicaOf?: { openReplicaDatabase: () => Promise<OpenDatabase> }
  /** Points the X integration at a fake X server. */
  fakeX?: { apiBaseUrl: string; authorizeUrl: string }
  /** Points LinkedIn at a fake LinkedIn (Mastodon and Bluesky servers are named by the user). */
  fakeLinkedIn?: { url: string }
  /** A database the caller opened (a data directory, say); closed with the app. */
  database?: OpenDatabase
  /** That database's data directory (admin backups carry its secrets). */
  dataDir?: string
}

export async function createTestApp(options: TestAppOptions = {}) {
  const own =
    options.replicaOf || options.database
      ? undefined
      : await createTestDatabase({ thread: options.databaseThread })
  const database = options.database ?? own ?? (await options.replicaOf!.openReplicaDatabase())
  const auth = createAuth(database.db, {
    secret: 'test-secret-test-secret-test-secret-00',
    sleep: options.authSleep,
    baseURL: TEST_ORIGIN,
    trustedOrigins: [TEST_ORIGIN],
  })
  const x = createXDeps(
    {
      tokenKey: 'ab'.repeat(32),
      x: {
        clientId: options.fakeX ? 'test-client' : undefined,
        clientSecret: options.fakeX ? 'test-secret' : undefined,
        apiBaseUrl: options.fakeX?.apiBaseUrl ?? 'http://127.0.0.1:9',
        authorizeUrl: options.fakeX?.authorizeUrl ?? 'http://127.0.0.1:9/i/oauth2/authorize',
        postUrlBase: 'https://x.com',
        redirectUri: `${TEST_ORIGIN}/twitter/auth/callback`,
      },
    },
    database.db,
    createLogger('silent'),
  )
  const channels = createChannelDeps(
    {
      publicUrl: TEST_ORIGIN,
      postTimeoutMs: 2_000,
      channels: {
        linkedin: {
          clientId: options.fakeLinkedIn ? 'test-linkedin-client' : undefined,
          clientSecret: options.fakeLinkedIn ? 'test-linkedin-secret' : undefined,
          apiBaseUrl: options.fakeLinkedIn?.url ?? 'http://127.0.0.1:9',
          authBaseUrl: options.fakeLinkedIn?.url ?? 'http://127.0.0.1:9',
          version: '202610',
          redirectUri: `${TEST_ORIGIN}/channels/linkedin/callback`,
        },
        blueskyServiceUrl: 'http://127.0.0.1:9',
        mastodonRedirectUri: `${TEST_ORIGIN}/channels/mastodon/callback`,
        allowPrivateHosts: true,
      },
    },
    x,
  )
  const app = createApp({
    database,
    auth,
    ai: options.ai ?? new OfflineProvider(),
    speech: options.speech ?? noSpeech,
    logger: createLogger('silent'),
    schedulerTimers: false,
    now: options.now,
    x,
    channels,
    config: {
      maxBodyBytes: options.maxBodyBytes ?? 65_536,
      trustedOrigins: [TEST_ORIGIN],
      publicUrl: TEST_ORIGIN,
      env: 'test',
      dataDir: options.dataDir,
      ai: { callsPerMinute: options.aiCallsPerMinute ?? 1000, chatModel: 'test-model' },
    },
  })
  await watchRevocations(auth, database, createLogger('silent'))
  const admin = { email: 'admin@example.com', password: 'admin-password' }
  await ensureAdmin(auth, database.db, admin)
  if (options.seed) await seed(database.db)

  const request = (path: string, init: RequestInit = {}) =>
    app.handle(
      new Request(`${TEST_ORIGIN}${path}`, {
        ...init,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(init.headers ?? {}) },
      }),
    )

  /** Signs up (or in) and returns the session cookie header. */
  async function signIn(email: string, password: string, name?: string): Promise<string> {
    const path = name ? '/api/auth/sign-up/email' : '/api/auth/sign-in/email'
    const res = await request(path, { method: 'POST', body: JSON.stringify({ email, password, name }) })
    if (!res.ok) throw new Error(`${path} failed: ${res.status} ${await res.text()}`)
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    return cookie
  }

  let users = 0
  const signUpUser = async (name = 'Test User') => {
    users += 1
    const email = `user${users}-${Math.random().toString(36).slice(2, 7)}@example.com`
    const cookie = await signIn(email, 'user-password', name)
    return { email, cookie }
  }

  const api = (cookie?: string) =>
    treaty(app, { headers: cookie ? { cookie, origin: TEST_ORIGIN } : { origin: TEST_ORIGIN } }).api

  /** Listens on a free port (for WebSocket tests); returns the base URL. */
  const listen = () => {
    app.listen({ port: 0, hostname: '127.0.0.1' })
    return `http://127.0.0.1:${app.server!.port}`
  }

  return {
    app,
    listen,
    auth,
    db: database.db,
    database,
    openReplicaDatabase: () => (own ? own.replica() : options.replicaOf!.openReplicaDatabase()),
    /** The app's X integration (for driving the scheduler directly). */
    x,
    channels,
    request,
    api,
    signIn,
    signUpUser,
    adminCookie: () => signIn(admin.email, admin.password),
    close: async () => {
      app.decorator.scheduler.stop() // the paused minute cron would keep the process alive
      app.decorator.webhookCron.stop()
      await app.server?.stop(true)
      await database.close()
    },
  }
}
