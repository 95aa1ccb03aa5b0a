import { describe, expect, test } from 'bun:test'
import { Webhook } from 'standardwebhooks'
import { newSecret, nextAttemptAt, RETRY_DELAYS_MS, signature } from './rules'

describe('signature', () => {
  test('is what a Standard Webhooks library verifies', () => {
    const secret = newSecret()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    const body = JSON.stringify({ type: 'post.published', data: { id: 'p1' } })
    const ts = Math.floor(Date.now() / 1000)
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(ts),
      'webhook-signature': signature(secret, 'msg_1', ts, body),
    }
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body))
    expect(() => new Webhook(newSecret()).verify(body, headers)).toThrow()
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow()
  })
})

describe('nextAttemptAt', () => {
  const now = new Date('2026-11-28T00:00:00Z')
  const cases: [number, number | null][] = [
    [1, 5_000],
    [2, 30_000],
    [7, 7_200_000],
    [8, null],
  ]
  for (const [attempts, delay] of cases)
    test(`after ${attempts} failed attempts: ${delay === null ? 'failed' : `${delay} ms`}`, () =>
      expect(nextAttemptAt(attempts, now)).toEqual(delay === null ? null : new Date(now.getTime() + delay)))
  test('eight attempts in all', () => expect(RETRY_DELAYS_MS.length + 1).toBe(8))
})
