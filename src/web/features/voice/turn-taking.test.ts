import { describe, expect, test } from 'bun:test'
import {
  heardSoFar,
  joinTurn,
  PATIENCE,
  type PlayedChunk,
  TurnBuffer,
  trailsOff,
  turnDelay,
} from './turn-taking'

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

describe('TurnBuffer', () => {
  const wav = (n: number) => new Uint8Array([n])

  test('a turn of two stretches is ready once both transcripts are back and the founder is quiet', () => {
    const turn = new TurnBuffer()
    expect(turn.speech(wav(1), true)).toEqual(wav(1))
    expect(turn.speech(wav(2), true)).toEqual(wav(2))
    turn.transcript('We build ovens.')
    expect(turn.ready).toBe(false)
    turn.transcript('For bakeries.')
    expect(turn.ready).toBe(true)
    turn.talking = true
    expect(turn.ready).toBe(false)
    turn.talking = false
    expect(turn.take()).toBe('We build ovens. For bakeries.')
    expect(turn.ready).toBe(false)
  })

  test('a dropped connection loses nothing: audio in flight and audio said offline go again, in order', () => {
    const turn = new TurnBuffer()
    turn.speech(wav(1), true)
    turn.disconnected()
    expect(turn.speech(wav(2), false)).toBeNull()
    expect(turn.ready).toBe(false)
    const again = turn.reconnected()
    expect(again).toEqual({ turn: null, audio: [wav(1), wav(2)] })
    turn.transcript('First.')
    turn.transcript('Second.')
    expect(turn.take()).toBe('First. Second.')
  })

  test('a turn the server could not take is sent first when the connection is back', () => {
    const turn = new TurnBuffer()
    turn.speech(wav(1), true)
    turn.transcript('We build ovens.')
    turn.notSent(turn.take())
    expect(turn.reconnected()).toEqual({ turn: 'We build ovens.', audio: [] })
    expect(turn.reconnected()).toEqual({ turn: null, audio: [] })
  })

  test('an empty transcript (a noise) adds nothing', () => {
    const turn = new TurnBuffer()
    turn.speech(wav(1), true)
    turn.transcript('  ')
    expect(turn.ready).toBe(false)
  })
})
