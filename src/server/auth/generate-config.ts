// Used only by `bunx --bun auth generate` to emit the better-auth drizzle tables.
import { drizzle } from 'drizzle-orm/postgres-js'
import type { Database } from '../db/database'
import { createAuth } from './auth'

export const auth = createAuth(drizzle.mock() as unknown as Database, {
  secret: 'x'.repeat(32),
  baseURL: 'http://localhost:3000',
  trustedOrigins: [],
})
