import { describe, expect, it } from 'bun:test'
import { rateLimitReset } from './failure'

describe('X failures', () => {
  it('reads x-rate-limit-reset as epoch seconds', () => {
    expect(rateLimitReset('1795442400')?.toISOString()).toBe('2026-11-23T14:00:00.000Z')
    expect(rateLimitReset(null)).toBeNull()
    expect(rateLimitReset('soon')).toBeNull()
  })
})
