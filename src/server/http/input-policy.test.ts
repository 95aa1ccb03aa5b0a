import { describe, expect, it } from 'bun:test'
import { findInputProblem, jsonNestsDeeperThan, timestampInRange, withoutUnsafeText } from './input-policy'
import { passesOriginCheck } from './origin'
import { isSourceMap, staticPathOf } from './static-path'

describe('JSON depth bound', () => {
  it.each([
    ['an object in an array in an object, max 3', '{"a":[{"b":1}]}', 3, false],
    ['an object in an array in an object, max 2', '{"a":[{"b":1}]}', 2, true],
    ['brackets inside a string', '"[[[[[[[["', 2, false],
    ['an escaped quote inside a string', '{"a":"\\"[[[["}', 1, false],
    ['100,000 nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 32, true],
  ])('%s: deeper is %p', (_label, text, max, deeper) => {
    expect(jsonNestsDeeperThan(text, max)).toBe(deeper)
  })
})

describe('text and date policy', () => {
  it.each([
    [{ content: 'fine 👍 text' }, null],
    [{ content: 'a\u0000b' }, 'content: must not contain NUL bytes or unpaired surrogates'],
    [
      { tweets: [{ content: 'x\uD800' }] },
      'tweets.0.content: must not contain NUL bytes or unpaired surrogates',
    ],
    [{ name: '\uDC00' }, 'name: must not contain NUL bytes or unpaired surrogates'],
    [{ 'k\u0000': 1 }, 'body: has a key with NUL bytes or unpaired surrogates'],
    [{ at: '2026-03-01T09:00:00Z' }, null],
    [{ at: '0001-01-01T00:00:00Z' }, 'at: must be a date-time between 1970 and 2100'],
    [{ at: '-000001-01-01T00:00:00Z' }, 'at: must be a date-time between 1970 and 2100'],
    [{ at: '+275760-09-13T00:00:00Z' }, 'at: must be a date-time between 1970 and 2100'],
    [{ at: '2100-01-01T00:00:00Z' }, 'at: must be a date-time between 1970 and 2100'],
    [{ at: '2026-13-45T99:00:00Z' }, 'at: must be a date-time between 1970 and 2100'],
    [{ note: 'meet at 2026-03-01T09:00 sharp' }, null],
  ])('%#: %o', (value, message) => {
    const problem = findInputProblem(value)
    expect(problem && `${problem.field}: ${problem.message}`).toBe(message)
  })

  it('reads range edges', () => {
    expect(timestampInRange('1970-01-01T00:00:00Z')).toBe(true)
    expect(timestampInRange('1969-12-31T23:59:59Z')).toBe(false)
    expect(timestampInRange('2099-12-31T23:59:59Z')).toBe(true)
  })

  it('can strip what it rejects', () => {
    expect(withoutUnsafeText('A\u0000d\uD800a 👍')).toBe('Ada 👍')
  })
})

describe('Origin check', () => {
  const trusted = ['http://localhost:3000']
  const h = (o: Record<string, string>) => new Headers(o)
  it.each([
    ['GET', { cookie: 'a=1', origin: 'http://evil.example' }, true],
    ['POST', { origin: 'http://evil.example' }, true],
    ['POST', { cookie: 'a=1', origin: 'http://localhost:3000' }, true],
    ['POST', { cookie: 'a=1', origin: 'http://evil.example' }, false],
    ['POST', { cookie: 'a=1', origin: 'http://localhost:3001' }, false],
    ['DELETE', { cookie: 'a=1' }, false],
    ['PATCH', { cookie: 'a=1', referer: 'http://localhost:3000/x' }, true],
    ['PUT', { cookie: 'a=1', referer: 'not a url' }, false],
    // A WebSocket upgrade is a GET that opens a channel for writes: the same rule as a write.
    ['GET', { upgrade: 'websocket', cookie: 'a=1', origin: 'http://evil.example' }, false],
    ['GET', { upgrade: 'WebSocket', cookie: 'a=1' }, false],
    ['GET', { upgrade: 'websocket', cookie: 'a=1', origin: 'http://localhost:3000' }, true],
    ['GET', { upgrade: 'websocket', origin: 'http://evil.example' }, true],
  ])('%s with %o passes: %p', (method, headers, passes) => {
    expect(passesOriginCheck(method, h(headers), trusted)).toBe(passes)
  })
})

describe('static paths', () => {
  it.each([
    ['http://x/assets/a.js', '/assets/a.js'],
    ['http://x/%E0%A4%A', null],
    ['http://x/a%00b', null],
    ['http://x/../../etc/passwd', '/etc/passwd'],
  ])('%s → %p', (url, path) => {
    expect(staticPathOf(url)).toBe(path)
  })
  it('never serves source maps', () => {
    expect(isSourceMap('/chunk-abc.js.map')).toBe(true)
    expect(isSourceMap('/chunk-abc.js')).toBe(false)
  })
})
