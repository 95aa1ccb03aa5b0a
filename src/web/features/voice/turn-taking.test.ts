import { describe, expect, test } from 'bun:test'
import { heardSoFar, joinTurn, PATIENCE, type PlayedChunk, trailsOff, turnDelay } from './turn-taking'

describe('trailsOff', () => {
  const cases: [string, boolean][] = [
    ['We build ovens for small bakeries.', false],
    ['so the thing is', true],
    ['and', true],
    ['We started in 2019 and', true],
    ['Most of them are family owned, um', true],
    ['the problem is that…', true],
    ['Thanks, that is all', false],
    ['we sell to', true],
    ['It works', false],
  ]
  for (const [text, expected] of cases)
    test(`${JSON.stringify(text)} → ${expected}`, () => expect(trailsOff(text)).toBe(expected))
})

describe('turnDelay', () => {
  test('waits the patience after a finished sentence, longer after one left open', () => {
    expect(turnDelay('We build ovens.', 'normal')).toBe(PATIENCE.normal)
    expect(turnDelay('so the thing is', 'normal')).toBe(Math.round(PATIENCE.normal * 2.5))
    expect(turnDelay('We build ovens.', 'quick')).toBeLessThan(turnDelay('We build ovens.', 'patient'))
  })
})

describe('joinTurn', () => {
  const cases: [string[], string][] = [
    [
      ['We build ovens for small bakeries.', 'Most of them are family owned.'],
      'We build ovens for small bakeries. Most of them are family owned.',
    ],
    [['We started in Leeds and', 'Then we moved to York.'], 'We started in Leeds and then we moved to York.'],
    [['  ', 'Only this.'], 'Only this.'],
  ]
  for (const [parts, expected] of cases) test(expected, () => expect(joinTurn(parts)).toBe(expected))
})

describe('heardSoFar', () => {
  const chunks: PlayedChunk[] = [
    { text: 'Ovens, great.', start: 1, duration: 1 },
    { text: 'Who buys them from you?', start: 2, duration: 2 },
    { text: 'Tell me about one bakery.', start: 4, duration: 2 },
  ]
  const cases: [number, string][] = [
    [0.5, ''],
    [1.5, 'Ovens,'],
    [2, 'Ovens, great.'],
    [3, 'Ovens, great. Who buys'],
    [4.1, 'Ovens, great. Who buys them from you?'],
    [9, 'Ovens, great. Who buys them from you? Tell me about one bakery.'],
  ]
  for (const [now, expected] of cases)
    test(`at ${now} s`, () => expect(heardSoFar(chunks, now)).toBe(expected))
})
