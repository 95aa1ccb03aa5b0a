import { describe, expect, it } from 'bun:test'
import { cookieCacheExpiry, SESSION_CACHE_SECONDS, SessionMemo, sessionCookieKey } from './session-cache'

const data = (expiresAt: unknown) =>
  Buffer.from(JSON.stringify({ session: {}, expiresAt })).toString('base64url')

describe('sessionCookieKey', () => {
  it.each([
    [null, undefined],
    ['better-auth.session_token=abc.sig', undefined],
    ['better-auth.session_data=xyz', undefined],
    ['better-auth.session_token=abc.sig; better-auth.session_data=xyz', 'abc.sig xyz'],
    ['other=1; __Secure-better-auth.session_data=xyz; __Secure-better-auth.session_token=t', 't xyz'],
  ])('reads %p as %p', (header, key) => {
    expect(sessionCookieKey(header)).toBe(key)
  })
})

describe('cookieCacheExpiry', () => {
  it('reads expiresAt from the compact cache payload', () => {
    expect(cookieCacheExpiry(`tok ${data(1234)}`)).toBe(1234)
  })
  it.each([['tok not-base64-json'], [`tok ${data('soon')}`]])('is undefined for %p', (key) => {
    expect(cookieCacheExpiry(key)).toBeUndefined()
  })
})

describe('SessionMemo', () => {
  it('answers until the entry expires, never beyond the cache window', () => {
    const memo = new SessionMemo<string>()
    memo.set('a', 'alice', 10_000_000, 0)
    expect(memo.get('a', SESSION_CACHE_SECONDS * 1000 - 1)).toBe('alice')
    expect(memo.get('a', SESSION_CACHE_SECONDS * 1000)).toBeUndefined()
    memo.set('b', 'bob', 500, 0)
    expect(memo.get('b', 499)).toBe('bob')
    expect(memo.get('b', 500)).toBeUndefined()
  })
  it('ignores entries already expired and drops the oldest when full', () => {
    const memo = new SessionMemo<string>(2)
    memo.set('old', 'x', 5, 10)
    expect(memo.get('old', 10)).toBeUndefined()
    memo.set('a', 'a', 100, 0)
    memo.set('b', 'b', 100, 0)
    memo.set('c', 'c', 100, 0)
    expect([memo.get('a', 1), memo.get('b', 1), memo.get('c', 1)]).toEqual([undefined, 'b', 'c'])
  })
})

describe('sessionCookieKey bounds', () => {
  it('does not key oversized cookies', () => {
    expect(
      sessionCookieKey(`better-auth.session_token=t; better-auth.session_data=${'x'.repeat(5000)}`),
    ).toBeUndefined()
  })
})
