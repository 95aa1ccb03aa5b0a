import { describe, expect, test } from 'bun:test'
import { heardPart } from './heard'

const REPLY = 'Ovens, great. Who buys them? Tell me about one bakery, and what changed for them.'

describe('heardPart', () => {
  const cases: [string, string, string][] = [
    ['the first sentence', 'Ovens, great.', 'Ovens, great.'],
    ['two sentences', 'Ovens, great. Who buys them?', 'Ovens, great. Who buys them?'],
    [
      'cut inside a sentence',
      'Ovens, great. Who buys them? Tell me about one bakery,',
      'Ovens, great. Who buys them? Tell me about one bakery…',
    ],
    ['all of it', REPLY, REPLY],
    ['nothing', '', '…'],
    ['words that do not match stop the count', 'Ovens, great. Who sells them?', 'Ovens, great. Who…'],
    ['more than was said is all of it', `${REPLY} And more.`, REPLY],
    ['case and punctuation do not matter', 'ovens great who', 'Ovens, great. Who…'],
  ]
  for (const [name, heard, expected] of cases)
    test(name, () => expect(heardPart(REPLY, heard)).toBe(expected))
})
