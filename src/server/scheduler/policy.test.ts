import { describe, expect, it } from 'bun:test'
import { decide } from './policy'

const scheduledTime = new Date('2026-11-23T14:00:00Z')
const at = (iso: string) => new Date(iso)

describe('retry policy', () => {
  it.each([
    [
      'an error before sending retries after 5 s',
      { kind: 'before_send', message: 'ECONNREFUSED' },
      1,
      '2026-11-23T14:00:00Z',
      { action: 'retry', at: at('2026-11-23T14:00:05Z') },
    ],
    [
      'a 5xx backs off exponentially',
      { kind: 'server', status: 503, message: 'x' },
      3,
      '2026-11-23T14:01:00Z',
      { action: 'retry', at: at('2026-11-23T14:01:20Z') },
    ],
    [
      'backoff is capped at 5 minutes',
      { kind: 'server', status: 500, message: 'x' },
      12,
      '2026-11-23T14:02:00Z',
      { action: 'retry', at: at('2026-11-23T14:07:00Z') },
    ],
    [
      'a 429 waits for x-rate-limit-reset',
      { kind: 'rate_limited', resetAt: at('2026-11-23T14:10:00Z'), message: 'Too Many Requests' },
      1,
      '2026-11-23T14:00:00Z',
      { action: 'retry', at: at('2026-11-23T14:10:00Z') },
    ],
    [
      'a 429 without reset backs off',
      { kind: 'rate_limited', resetAt: null, message: 'Too Many Requests' },
      2,
      '2026-11-23T14:00:00Z',
      { action: 'retry', at: at('2026-11-23T14:00:10Z') },
    ],
    [
      'a timeout after sending is reconciled first',
      { kind: 'timeout_after_send', message: 'timeout' },
      1,
      '2026-11-23T14:00:00Z',
      { action: 'reconcile' },
    ],
  ] as const)('%s', (_l, failure, attempts, now, decision) => {
    expect(decide(failure as never, { attempts, scheduledTime, now: at(now) })).toEqual(decision as never)
  })

  it.each([
    [
      'a duplicate is never retried',
      { kind: 'duplicate', message: 'duplicate content' },
      /^X refused a duplicate post/,
    ],
    [
      'an auth failure asks for reconnection',
      { kind: 'auth', message: 'Unauthorized' },
      /reconnect the account/,
    ],
    ['another 4xx is final', { kind: 'client', status: 400, message: 'bad' }, /^X refused the post \(400\)/],
  ] as const)('%s', (_l, failure, reason) => {
    const d = decide(failure as never, { attempts: 1, scheduledTime, now: scheduledTime })
    expect(d.action).toBe('fail')
    expect((d as { reason: string }).reason).toMatch(reason)
  })

  it("pauses on X's usage cap or spent credits, whenever it comes, with X's words in the reason", () => {
    for (const now of [scheduledTime, at('2026-11-23T15:00:00Z')]) {
      const d = decide(
        { kind: 'usage_capped', message: 'Usage cap exceeded: Monthly product cap' },
        { attempts: 1, scheduledTime, now },
      )
      expect(d.action).toBe('pause')
      expect((d as { reason: string }).reason).toMatch(
        /^Posting to X is paused: .*Monthly product cap.*resume posting/,
      )
    }
  })

  it('gives up when the retry would land after the 30-minute window', () => {
    expect(
      decide(
        { kind: 'server', status: 502, message: 'Bad Gateway' },
        { attempts: 1, scheduledTime, now: at('2026-11-23T14:29:58Z') },
      ),
    ).toEqual({
      action: 'fail',
      reason: 'Gave up 30 minutes after the scheduled time: Bad Gateway',
    })
    const late = decide(
      { kind: 'rate_limited', resetAt: at('2026-11-23T14:45:00Z'), message: 'Too Many Requests' },
      { attempts: 1, scheduledTime, now: scheduledTime },
    )
    expect(late.action).toBe('fail')
  })
})
