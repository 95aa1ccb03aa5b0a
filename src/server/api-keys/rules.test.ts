import { describe, expect, test } from 'bun:test'
import { hashKey, KEY_PREFIX, keyOf, newKey, scopeFor } from './rules'

describe('newKey', () => {
  test('is chad_ and 43 characters of randomness, stored as its SHA-256, shown by its start', () => {
    const { key, start, hash } = newKey()
    expect(key).toMatch(/^chad_[A-Za-z0-9_-]{43}$/)
    expect(start).toBe(key.slice(0, 11))
    expect(hash).toBe(hashKey(key))
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(newKey().key).not.toBe(key)
  })
})

describe('keyOf', () => {
  const key = newKey().key
  const cases: [string, Record<string, string>, string | null][] = [
    ['a bearer key', { authorization: `Bearer ${key}` }, key],
    ['any case of Bearer', { authorization: `bearer ${key}` }, key],
    ['X-API-Key', { 'x-api-key': key }, key],
    ['no key', {}, null],
    ['another kind of bearer token', { authorization: 'Bearer eyJhbGciOi' }, null],
    ['one of ours, malformed', { authorization: `Bearer ${KEY_PREFIX}short` }, ''],
  ]
  for (const [name, headers, expected] of cases)
    test(name, () => expect(keyOf(new Headers(headers))).toBe(expected))
})

describe('scopeFor', () => {
  const cases: [string, string, ReturnType<typeof scopeFor>][] = [
    ['GET', '/api/marketing-sessions', 'read'],
    ['HEAD', '/api/dashboard', 'read'],
    ['POST', '/api/marketing-sessions', 'write'],
    ['PATCH', '/api/marketing-sessions/s1/tweets/t1', 'write'],
    ['DELETE', '/api/marketing-sessions/s1', 'write'],
    ['PUT', '/api/marketing-sessions/s1/approve', 'publish'],
    ['PUT', '/api/marketing-sessions/s1/tweets/t1/status', 'publish'],
    ['POST', '/api/channels/bluesky/test-post', 'publish'],
    ['POST', '/api/twitter/test-tweet', 'publish'],
    ['POST', '/api/mcp', 'read'],
  ]
  for (const [method, path, expected] of cases)
    test(`${method} ${path} → ${expected}`, () => expect(scopeFor(method, path)).toBe(expected))
})
