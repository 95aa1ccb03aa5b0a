import { describe, expect, test } from 'bun:test'
import { writtenTranscript } from './written'

describe('writtenTranscript', () => {
  const cases: [string, string][] = [
    [
      'our customers are family owned shops in the midwest we have about thirty eight hundred of them and forty percent come back every month',
      'Our customers are family owned shops in the midwest. We have about 3,800 of them and 40% come back every month.',
    ],
    [
      'i started the company in twenty nineteen after i saw how much bread went stale before noon',
      'I started the company in 2019 after I saw how much bread went stale before noon.',
    ],
    ['we sell on etsy and shopify', 'We sell on Etsy and Shopify.'],
    // A cloud model's transcript is already written: left alone.
    ['We build ovens for small bakeries.', 'We build ovens for small bakeries.'],
    ['  ', ''],
  ]
  for (const [raw, expected] of cases) test(raw, () => expect(writtenTranscript(raw)).toBe(expected))
})
