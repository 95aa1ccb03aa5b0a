import { describe, expect, it } from 'bun:test'
import { isEditableTweetStatus, tweetStatuses } from './tweet-status'

describe('isEditableTweetStatus', () => {
  it.each([
    ['draft', true],
    ['scheduled', true],
    ['cancelled', true],
    ['failed', true],
    ['posting', false],
    ['posted', false],
  ] as const)('%s → %p', (status, editable) => {
    expect(isEditableTweetStatus(status)).toBe(editable)
  })

  it('covers every status of the lifecycle', () => {
    expect([...tweetStatuses].sort()).toEqual([
      'cancelled',
      'draft',
      'failed',
      'posted',
      'posting',
      'scheduled',
    ])
  })
})
