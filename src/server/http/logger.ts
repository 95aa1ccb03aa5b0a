const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 } as const
export type LogLevel = keyof typeof levels

export type Logger = {
  level: LogLevel
  debug: (msg: string, ctx?: Record<string, unknown>) => void
  info: (msg: string, ctx?: Record<string, unknown>) => void
  warn: (msg: string, ctx?: Record<string, unknown>) => void
  error: (msg: string, ctx?: Record<string, unknown>) => void
}

const secretKeys = /token|secret|password|authorization|cookie|key/i

/** Errors become name + message (no stack in the log line), secrets are masked. */
function serialise(ctx: Record<string, unknown>): string {
  return JSON.stringify(ctx, (key, value) => {
    if (key && secretKeys.test(key)) return '[redacted]'
    if (value instanceof Error) {
      // Query errors carry the SQL and its bound values (tokens, state): log only what the driver said.
      const cause = value.cause as { message?: string; code?: string } | undefined
      if (/Query/.test(value.name) || /^Failed query:/.test(value.message)) {
        return { name: value.name, cause: cause?.message ?? 'query failed', code: cause?.code }
      }
      const detail = cause?.message && cause.message !== value.message ? { cause: cause.message } : {}
      return { name: value.name, message: value.message, ...detail }
    }
    return value
  })
}

export function createLogger(level: LogLevel): Logger {
  const min = levels[level]
  const log = (name: Exclude<LogLevel, 'silent'>) => (msg: string, ctx?: Record<string, unknown>) => {
    if (levels[name] < min) return
    const line = `${new Date().toISOString()} ${name.toUpperCase()} ${msg}${ctx ? ` ${serialise(ctx)}` : ''}`
    if (name === 'error' || name === 'warn') console.error(line)
    else console.log(line)
  }
  return { level, debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}
