import { describe, expect, it } from 'bun:test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from './config'

const dataDir = mkdtempSync(join(tmpdir(), 'chad-config-'))
const load = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: dataDir, ...env })

describe('loadConfig', () => {
  it('uses defaults that need no keys', () => {
    const config = loadConfig({ DATA_DIR: dataDir })
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32)
  })

  it('keeps the generated development secret across starts', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(loadConfig({ DATA_DIR: dataDir }).authSecret)
  })

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*\(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT .*\(got "70000"\)$/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must start with postgres:\/\//],
    [
      { BETTER_AUTH_SECRET: 'short' },
      /^Invalid configuration: BETTER_AUTH_SECRET must be at least 32 characters/,
    ],
    [{ NODE_ENV: 'production' }, /^Invalid configuration: BETTER_AUTH_SECRET is required in production$/],
    [
      { ADMIN_EMAIL: 'a@b.co' },
      /^Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together$/,
    ],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
  ] as const)('refuses %p with one line naming the variable', (env, message) => {
    expect(load(env)).toThrow(message)
    try {
      load(env)()
    } catch (error) {
      expect((error as Error).message).not.toContain('\n')
    }
  })

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '' }).port).toBe(3000)
  })

  it('trusts the public URL origin plus TRUSTED_ORIGINS', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://chad.example/',
      TRUSTED_ORIGINS: 'https://a.example, https://b.example',
    })
    expect(config.trustedOrigins).toEqual(['https://chad.example', 'https://a.example', 'https://b.example'])
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '4000' }).trustedOrigins).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
    ])
  })
})
