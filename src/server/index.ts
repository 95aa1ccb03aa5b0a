import { ConfigError, loadConfig } from './config/config'
import { openConfiguredDatabase } from './db/open'
import { serveWhileStarting } from './starting'

try {
  const config = loadConfig()
  // The port answers at once; the real server takes it over when it is ready (starting.ts).
  const interim = serveWhileStarting(config.port, config.host)
  // The database starts (PGlite compiles and boots) while the rest of the server's modules load.
  const opening = openConfiguredDatabase(config)
  opening.catch(() => {}) // awaited below; a failure is reported there
  const { startServer } = await import('./server')
  const server = await startServer(config, opening, {}, { beforeListen: () => interim?.stop() })
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, async () => {
      server.logger.info(`${signal} received, draining`)
      await server.stop()
      process.exit(0)
    })
  }
} catch (error) {
  // Configuration problems are one readable line, never a stack trace.
  console.error(error instanceof ConfigError ? error.message : `Failed to start: ${(error as Error).message}`)
  process.exit(1)
}
