import { describe, expect, it } from 'bun:test'
import { needsReview } from './review'

describe('needsReview', () => {
  it.each([
    ['a confident local transcript is sent', { text: 'we build ovens', confidence: 0.93 }, false, false],
    [
      'an unsure local transcript goes back to the user',
      { text: 'we build up wins', confidence: 0.61 },
      false,
      true,
    ],
    ['exactly at the threshold is sent', { text: 'hello', confidence: 0.8 }, false, false],
    ['a cloud transcript (no confidence) is sent', { text: 'we build ovens' }, false, false],
    ['"always review" holds back a confident one', { text: 'we build ovens', confidence: 0.99 }, true, true],
    ['"always review" holds back a cloud one', { text: 'we build ovens' }, true, true],
    ['nothing heard, not asked to review: an error', { text: '  ', confidence: 0 }, false, false],
    ['nothing heard, asked to review: comes back empty', { text: '  ', confidence: 0 }, true, true],
  ] as const)('%s', (_name, transcript, always, expected) => {
    expect(needsReview(transcript, always)).toBe(expected)
  })
})
