import { ConfigError, loadConfig } from './config/config'
import { startServer } from './server'

try {
  const config = loadConfig()
  const server = await startServer(config)
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
