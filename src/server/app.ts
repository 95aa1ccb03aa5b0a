import { openapi } from '@elysiajs/openapi'
import { Elysia } from 'elysia'
import { adminRoutes } from './admin'
import { aiRoutes } from './ai'
import type { AiProvider } from './ai/provider'
import { metricsCron } from './analytics'
import { apiKeyRoutes } from './api-keys'
import { type Auth, authStateOf } from './auth/auth'
import { authPlugin } from './auth/plugin'
import { countRefusedRequest } from './auth/request-policy'
import { channelRoutes } from './channels'
import type { ChannelDeps } from './channels/deps'
import { xRoutes } from './channels/x'
import type { XDeps } from './channels/x/service'
import type { Config } from './config/config'
import { type Clock, systemClock } from './context'
import { conversationRoutes } from './conversations'
import { dashboardRoutes } from './dashboard'
import type { OpenDatabase } from './db/open'
import { healthRoutes } from './health'
import { accessLog } from './http/access-log'
import { errorHandler } from './http/errors'
import type { Logger } from './http/logger'
import { requestGuards } from './http/request-guards'
import { type HeaderSet, securityHeaders } from './http/security-headers'
import { restoreUuidFormat } from './http/string-formats'
import { imageRoutes, MAX_UPLOAD_BYTES } from './images'
import { mcpRoutes } from './mcp'
import { personaRoutes } from './personas'
import { pillarRoutes } from './pillars'
import { realtimeRoutes } from './realtime'
import { scheduleRoutes } from './schedule'
import { createScheduler, schedulerCron } from './scheduler'
import { seriesRoutes } from './series'
import { marketingSessionRoutes } from './sessions'
import type { SpeechProvider } from './speech/provider'
import { tweetRoutes } from './tweets'
import { webhookCron, webhookRoutes } from './webhooks'

export type AppDeps = {
  config: Pick<Config, 'maxBodyBytes' | 'env' | 'trustedOrigins' | 'publicUrl'> & {
    /** The embedded database's data directory (backups carry its secrets); absent in tests on Postgres. */
    dataDir?: string
    /** Daily backups kept in DATA_DIR/backups; 0 or absent: none. */
    backupKeep?: number
    webhookStaleClaimMs?: number
    ai: Pick<Config['ai'], 'callsPerMinute' | 'chatModel'>
  }
  database: OpenDatabase
  auth: Auth
  ai: AiProvider
  /** Transcription and speech for voice chat, chosen apart from `ai`. */
  speech: SpeechProvider
  logger: Logger
  x: XDeps
  /** LinkedIn, Bluesky and Mastodon beside X. */
  channels: ChannelDeps
  /** Whether this process runs the scheduler's cron and precise timers. */
  schedulerTimers: boolean
  postTimeoutMs?: number
  /** The chat turns' clock (rate-limit windows, message times); tests move it. */
  now?: Clock
}

type ServeOptions = ConstructorParameters<typeof Elysia>[0] extends infer C
  ? C extends { serve?: infer S }
    ? S
    : never
  : never

/** Builds the whole API under /api. `serve` carries the Bun routes that serve the web app. */
export function createApp(deps: AppDeps, serve?: ServeOptions) {
  restoreUuidFormat()
  const { auth, database, logger, config, ai } = deps
  const turnDeps = {
    db: database.db,
    ai,
    logger,
    aiCallsPerMinute: config.ai.callsPerMinute,
    now: deps.now ?? systemClock,
  }
  const schedulerDeps = {
    db: database.db,
    x: deps.x,
    logger,
    now: turnDeps.now,
    postTimeoutMs: deps.postTimeoutMs,
    channels: deps.channels,
  }
  const scheduler = createScheduler(schedulerDeps, { timers: deps.schedulerTimers })
  const webhookDeps = {
    db: database.db,
    cipher: deps.channels.cipher,
    logger,
    now: () => turnDeps.now(),
    allowPrivate: deps.channels.settings.allowPrivateHosts,
    staleClaimMs: config.webhookStaleClaimMs,
  }
  const headers = securityHeaders(config)
  // The MCP tools call this same app in-process; it exists once the chain below is built.
  const self: { handle?: (request: Request) => Promise<Response> } = {}
  // Bun's own cap is a backstop for bodies that declare no length; declared ones get JSON 413 first.
  const app = new Elysia({
    prefix: '/api',
    serve: { maxRequestBodySize: Math.max(config.maxBodyBytes * 2, MAX_UPLOAD_BYTES), ...serve },
  })
    // Set once on every answer's context (Elysia copies them in; a handler's own Response keeps its own).
    .headers(headers.api)
    .use(errorHandler(logger))
    .use(accessLog(logger))
    .use(
      requestGuards({
        ...config,
        maxUploadBytes: MAX_UPLOAD_BYTES,
        onRefusal: (ip) => countRefusedRequest(database.db, ip, authStateOf(auth).limits, new Date()),
      }),
    )
    .use(apiDocs(headers.apiDocs))
    .use(authPlugin(auth))
    .use(healthRoutes(database.ping, database.kind))
    .use(personaRoutes(database.db, auth))
    .use(conversationRoutes(turnDeps, auth))
    .use(marketingSessionRoutes(turnDeps, auth))
    .use(pillarRoutes(turnDeps, auth))
    .use(scheduleRoutes(turnDeps, auth, () => deps.schedulerTimers && void scheduler.arm()))
    .use(tweetRoutes(turnDeps, auth))
    .use(imageRoutes(database.db, auth))
    .use(realtimeRoutes({ ...turnDeps, speech: deps.speech }, auth, config.trustedOrigins))
    .use(aiRoutes(ai, config.ai.chatModel, deps.speech.kind, auth))
    .use(xRoutes(deps.x, auth))
    .use(channelRoutes(deps.channels, auth))
    .use(dashboardRoutes(database.db, auth, deps.x.configured))
    .use(apiKeyRoutes(database.db, auth, turnDeps.now))
    .use(seriesRoutes(database.db, auth))
    .use(schedulerCron(scheduler, { timers: deps.schedulerTimers }))
    .use(metricsCron(schedulerDeps, { timers: deps.schedulerTimers, attachCron: scheduler.attachCron }))
    .use(
      adminRoutes({
        auth,
        database,
        dataDir: config.dataDir,
        backups: { keep: config.backupKeep ?? 0, logger },
        turn: turnDeps,
        scheduling: schedulerDeps,
        scheduler,
        timers: deps.schedulerTimers,
      }),
    )
    .use(mcpRoutes(auth, (request) => self.handle!(request)))
    .use(webhookRoutes(webhookDeps, auth))
    .use(webhookCron(webhookDeps, { timers: deps.schedulerTimers }))
    .decorate('scheduler', scheduler)
  self.handle = (request) => app.handle(request)
  return app
}

/**
 * The OpenAPI reference at /api/docs (its JSON at /api/docs/json), the page under its own CSP. With
 * the spec embedded the page is built per request, so this hook can set the page's headers; a page
 * built once is answered with the headers it was built with.
 */
const apiDocs = (headers: HeaderSet) =>
  new Elysia({ name: 'api-docs' })
    .onAfterHandle(({ responseValue }) => {
      if (responseValue instanceof Response)
        for (const [name, value] of Object.entries(headers)) responseValue.headers.set(name, value)
    })
    .use(
      openapi({
        path: '/docs',
        embedSpec: true,
        documentation: { info: { title: 'Chad API', version: '0.1.0' } },
        exclude: { paths: ['/api/auth/*'] },
      }),
    )

export type App = ReturnType<typeof createApp>
