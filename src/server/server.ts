import { seedOnFirstStart } from './admin/seed/service'
import { ensureAdmin } from './admin/users/service'
import { createAiProvider } from './ai/create-provider'
import { createApp } from './app'
import { createAuth, watchRevocations } from './auth/auth'
import { createChannelDeps } from './channels/deps'
import { createXDeps } from './channels/x/deps'
import type { Config } from './config/config'
import { type OpenDatabase, openConfiguredDatabase } from './db/open'
import { createLogger } from './http/logger'
import { securityHeaders } from './http/security-headers'
import { createSpeechProvider } from './speech'
import { vadAssetRoutes } from './speech/vad-assets'
import { webAssetRoutes } from './web-assets'

/**
 * Opens the database, builds the app and listens: the API under /api, the web app everywhere else
 * (`web.builtDir`: a built web app to serve instead of dist/, for tests).
 */
export async function startServer(
  config: Config,
  opening?: Promise<OpenDatabase>,
  web: { builtDir?: string } = {},
  /** Frees the port the interim server held (starting.ts), right before this one binds it. */
  listen: { beforeListen?: () => void } = {},
) {
  const logger = createLogger(config.logLevel)
  const speech = createSpeechProvider(config)
  for (const line of speech.startupLines) logger.info(line)
  // The web app's files load while the database opens (neither needs the other).
  const assets = webAssetRoutes(config, logger, web.builtDir)
  assets.catch(() => {}) // awaited below, where a failure is reported
  const database = await (opening ?? openConfiguredDatabase(config))
  const auth = createAuth(database.db, {
    secret: config.authSecret,
    baseURL: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    attemptsPerMinute: config.authRateLimit && config.authAttemptsPerMinute,
  })
  if (config.admin) await ensureAdmin(auth, database.db, config.admin, logger)
  const seeded = await seedOnFirstStart(database.db)
  if (seeded.created.length) logger.info(`seeded ${seeded.created.join(', ')}`)

  // The app is referenced by the forwarder before it exists: Bun calls it only once serving starts.
  const forward = (request: Request) => app.fetch(request)
  const x = createXDeps(config, database.db, logger)
  const app = createApp(
    {
      config,
      database,
      auth,
      logger,
      ai: createAiProvider(config.ai),
      speech: speech.provider,
      x,
      channels: createChannelDeps(config, x),
      schedulerTimers: config.schedulerTimers,
      postTimeoutMs: config.postTimeoutMs,
    },
    {
      routes: {
        '/api': forward,
        '/api/*': forward,
        ...vadAssetRoutes(securityHeaders(config).page),
        ...(await assets),
      },
    },
  )
  await watchRevocations(auth, database, logger)
  listen.beforeListen?.()
  app.listen({ port: config.port, hostname: config.host })
  const server = app.server!
  // PORT=0 picks a free port: without PUBLIC_URL the local origins are only known now (Origin check).
  if (config.port === 0 && config.trustedOrigins.some((o) => o.endsWith(':0')))
    config.trustedOrigins.push(`http://localhost:${server.port}`, `http://127.0.0.1:${server.port}`)
  if (config.schedulerTimers) void app.decorator.scheduler.arm()
  logger.info(`Chad listening on ${server.url.href.replace(/\/$/, '')}`, { database: database.kind })

  let stopping: Promise<void> | undefined
  /** Stops accepting, lets in-flight requests finish (up to the timeout), then closes the database. */
  const stop = () =>
    (stopping ??= (async () => {
      app.decorator.scheduler.stop()
      app.decorator.webhookCron.stop()
      const drained = server.stop(false)
      const timeout = new Promise((r) => setTimeout(r, config.shutdownTimeoutMs).unref())
      await Promise.race([drained, timeout])
      await server.stop(true)
      await database.close()
      await speech.provider.close()
    })())

  return { app, url: server.url, stop, logger }
}
