import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../../shared/limits'

/**
 * Every environment variable the server reads, validated once at start.
 * docs/configuration.md mirrors this schema.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  PGLITE_THREAD: z.enum(['main', 'worker']).default('worker'),
  PGLITE_THREAD_NICE: z.coerce.number().int().min(0).max(19).default(10),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .optional(),
  MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_CHAT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  SPEECH_PROVIDER: z.enum(['openai', 'local', 'none']).optional(),
  SPEECH_BASE_URL: z.url().optional(),
  SPEECH_API_KEY: z.string().min(1).optional(),
  TRANSCRIBE_MODEL: z.string().min(1).optional(),
  SPEECH_MODEL: z.string().min(1).optional(),
  SPEECH_VOICE: z.string().min(1).optional(),
  AI_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  X_CLIENT_ID: z.string().min(1).optional(),
  X_CLIENT_SECRET: z.string().min(1).optional(),
  X_API_BASE_URL: z.url().default('https://api.x.com'),
  X_AUTHORIZE_URL: z.url().default('https://x.com/i/oauth2/authorize'),
  X_POST_URL_BASE: z.url().default('https://x.com'),
  LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  LINKEDIN_API_BASE_URL: z.url().default('https://api.linkedin.com'),
  LINKEDIN_AUTH_BASE_URL: z.url().default('https://www.linkedin.com'),
  LINKEDIN_METRICS: z.enum(['on', 'off']).default('off'),
  LINKEDIN_VERSION: z
    .string()
    .regex(/^\d{6}$/, 'must be a version month, YYYYMM')
    .default('202610'),
  BLUESKY_SERVICE_URL: z.url().default('https://bsky.social'),
  CHANNELS_ALLOW_PRIVATE_HOSTS: z.enum(['on', 'off']).default('off'),
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  SCHEDULER: z.enum(['on', 'off']).default('on'),
  BACKUP_KEEP: z.coerce.number().int().min(0).max(365).default(0),
  AUTH_RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  X_POST_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** A webhook claim older than this was left by a replica that stopped mid-send: sent again, same id. */
  WEBHOOK_STALE_CLAIM_MS: z.coerce.number().int().min(1000).default(60_000),
  WEB_ASSETS: z.enum(['dist', 'bundler']).optional(),
})

/** The speech settings from the environment (SPEECH_*, TRANSCRIBE_MODEL), all optional. */
export type SpeechSettings = {
  provider?: Env['SPEECH_PROVIDER']
  baseUrl?: string
  apiKey?: string
  transcribeModel?: string
  speechModel?: string
  voice?: string
}

export type Env = z.infer<typeof envSchema>

export type Config = {
  env: Env['NODE_ENV']
  /** 'dist': the production build (rebuilt when stale); 'bundler': Bun's dev bundler with hot reload. */
  webAssets: 'dist' | 'bundler'
  port: number
  host: string
  publicUrl: string
  trustedOrigins: string[]
  dataDir: string
  /** Where embedded PGlite runs: 'worker' (its own thread, the default) or 'main'. */
  pgliteThread: 'main' | 'worker'
  /** The database thread's Linux nice value: above the server's, so requests and tokens go first. */
  pgliteThreadNice: number
  databaseUrl: string | undefined
  authSecret: string
  admin: { email: string; password: string } | undefined
  maxBodyBytes: number
  shutdownTimeoutMs: number
  logLevel: Env['LOG_LEVEL']
  ai: {
    apiKey: string | undefined
    baseUrl: string | undefined
    chatModel: string
    callsPerMinute: number
  }
  /** Speech (voice chat), chosen apart from the chat provider by `selectSpeechProvider`. */
  speech: SpeechSettings
  x: {
    clientId: string | undefined
    clientSecret: string | undefined
    apiBaseUrl: string
    authorizeUrl: string
    postUrlBase: string
    redirectUri: string
  }
  /** LinkedIn, Bluesky and Mastodon (docs/posting.md). */
  channels: {
    linkedin: {
      clientId: string | undefined
      clientSecret: string | undefined
      apiBaseUrl: string
      authBaseUrl: string
      version: string
      redirectUri: string
      /** Ask for r_member_social to read reactions and comments (LinkedIn approves apps for it). */
      readMetrics?: boolean
    }
    /** The Bluesky server a handle signs in to unless the user names another. */
    blueskyServiceUrl: string
    mastodonRedirectUri: string
    /** Whether a Mastodon instance or Bluesky server may be on a private address (tests, development). */
    allowPrivateHosts: boolean
  }
  tokenKey: string
  /** Whether this process runs the posting scheduler's timers (the on/off switch itself is a setting). */
  schedulerTimers: boolean
  webhookStaleClaimMs?: number
  /** Sign-in/sign-up attempt limits (database-backed, on in every mode unless turned off for tests). */
  authRateLimit: boolean
  /** Sign-in/sign-up attempts per client IP per minute. */
  authAttemptsPerMinute: number
  /** How long a post may take before its outcome counts as unknown (then it is reconciled). */
  /** Daily backups kept in DATA_DIR/backups (embedded database only); 0: none. */
  backupKeep: number
  postTimeoutMs: number
}

export class ConfigError extends Error {}

/** Turns zod's issues into one line that names the variable, e.g. `PORT: expected number, got "x"`. */
function describeIssues(error: z.ZodError, raw: Record<string, string | undefined>): string {
  return error.issues
    .map((issue) => {
      const name = String(issue.path[0] ?? 'environment')
      const value = raw[name]
      return `${name} ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`
    })
    .join('; ')
}

/** The files under DATA_DIR that hold the development secrets (backups carry them). */
export const SECRET_FILES = { authSecret: 'auth-secret', tokenKey: 'token-key' } as const

/** A development secret persisted under DATA_DIR so sessions (and encrypted tokens) survive restarts. */
function developmentSecret(dataDir: string, name: string = SECRET_FILES.authSecret): string {
  const file = join(dataDir, name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** The data directory the environment names, resolved, without creating anything in it. */
export const dataDirOf = (raw: Record<string, string | undefined> = process.env) =>
  resolve(raw.DATA_DIR || './.data')

export function loadConfig(raw: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = envSchema.safeParse(cleaned)
  if (!parsed.success) throw new ConfigError(`Invalid configuration: ${describeIssues(parsed.error, raw)}`)
  const env = parsed.data
  const dataDir = resolve(env.DATA_DIR)

  if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
    throw new ConfigError('Invalid configuration: BETTER_AUTH_SECRET is required in production')
  }
  if (env.NODE_ENV === 'production' && env.X_CLIENT_ID && !env.TOKEN_ENCRYPTION_KEY) {
    throw new ConfigError(
      'Invalid configuration: TOKEN_ENCRYPTION_KEY is required in production when X_CLIENT_ID is set',
    )
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together')
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
  const extraOrigins = (env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)

  return {
    env: env.NODE_ENV,
    webAssets: env.WEB_ASSETS ?? (env.NODE_ENV === 'production' ? 'dist' : 'bundler'),
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    // Without PUBLIC_URL the server is reached locally, by name or by address.
    trustedOrigins: [
      new URL(publicUrl).origin,
      ...(env.PUBLIC_URL ? [] : [`http://127.0.0.1:${env.PORT}`]),
      ...extraOrigins,
    ],
    dataDir,
    pgliteThread: env.PGLITE_THREAD,
    pgliteThreadNice: env.PGLITE_THREAD_NICE,
    databaseUrl: env.DATABASE_URL,
    authSecret: env.BETTER_AUTH_SECRET ?? developmentSecret(dataDir),
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    maxBodyBytes: env.MAX_BODY_BYTES,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL,
    ai: {
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL,
      chatModel: env.OPENAI_CHAT_MODEL,
      callsPerMinute: env.AI_CALLS_PER_MINUTE,
    },
    speech: {
      provider: env.SPEECH_PROVIDER,
      baseUrl: env.SPEECH_BASE_URL,
      apiKey: env.SPEECH_API_KEY,
      transcribeModel: env.TRANSCRIBE_MODEL,
      speechModel: env.SPEECH_MODEL,
      voice: env.SPEECH_VOICE,
    },
    x: {
      clientId: env.X_CLIENT_ID,
      clientSecret: env.X_CLIENT_SECRET,
      apiBaseUrl: env.X_API_BASE_URL.replace(/\/$/, ''),
      authorizeUrl: env.X_AUTHORIZE_URL,
      postUrlBase: env.X_POST_URL_BASE.replace(/\/$/, ''),
      redirectUri: `${publicUrl}/twitter/auth/callback`,
    },
    channels: {
      linkedin: {
        clientId: env.LINKEDIN_CLIENT_ID,
        clientSecret: env.LINKEDIN_CLIENT_SECRET,
        apiBaseUrl: env.LINKEDIN_API_BASE_URL.replace(/\/$/, ''),
        authBaseUrl: env.LINKEDIN_AUTH_BASE_URL.replace(/\/$/, ''),
        version: env.LINKEDIN_VERSION,
        redirectUri: `${publicUrl}/channels/linkedin/callback`,
        readMetrics: env.LINKEDIN_METRICS === 'on',
      },
      blueskyServiceUrl: env.BLUESKY_SERVICE_URL.replace(/\/$/, ''),
      mastodonRedirectUri: `${publicUrl}/channels/mastodon/callback`,
      allowPrivateHosts: env.CHANNELS_ALLOW_PRIVATE_HOSTS === 'on',
    },
    tokenKey: env.TOKEN_ENCRYPTION_KEY ?? developmentSecret(dataDir, SECRET_FILES.tokenKey),
    schedulerTimers: env.SCHEDULER === 'on',
    backupKeep: env.BACKUP_KEEP,
    authRateLimit: env.AUTH_RATE_LIMIT === 'on',
    authAttemptsPerMinute: env.AUTH_ATTEMPTS_PER_MINUTE,
    postTimeoutMs: env.X_POST_TIMEOUT_MS,
    webhookStaleClaimMs: env.WEBHOOK_STALE_CLAIM_MS,
  }
}
