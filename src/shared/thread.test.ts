import { describe, expect, it } from 'bun:test'
import { partsOf, sentencesOf, splitIntoThread, threadProblem } from './thread'

describe('sentencesOf', () => {
  it.each([
    [
      'Choirmaster Bro. Femi recorded it. Then the power went.',
      ['Choirmaster Bro. Femi recorded it.', 'Then the power went.'],
    ],
    ['Ask Prof. Ito at 10 a.m. tomorrow.', ['Ask Prof. Ito at 10 a.m. tomorrow.']],
    ['Mrs. Olga Kowalchuk was 88. She lived alone.', ['Mrs. Olga Kowalchuk was 88.', 'She lived alone.']],
    ['MRR is $4.2k and churn 2.9%/mo. Up 3.5x.', ['MRR is $4.2k and churn 2.9%/mo.', 'Up 3.5x.']],
  ])('%p', (text, sentences) => expect(sentencesOf(text)).toEqual(sentences))
})

describe('splitIntoThread', () => {
  it('packs whole sentences into parts of at most 280 characters, in order', () => {
    const sentence = (n: number) =>
      `Sentence number ${n} says something worth reading about the bakery ${'x'.repeat(40)}.`
    const text = Array.from({ length: 8 }, (_, i) => sentence(i + 1)).join(' ')
    const parts = splitIntoThread(text)
    expect(parts.length).toBeGreaterThanOrEqual(3)
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(280)
    expect(parts.join(' ')).toBe(text)
    for (const p of parts) expect(p).toMatch(/\.$/)
  })
  it('splits a short draft of several sentences in two', () => {
    expect(splitIntoThread('We bake at 4am. Customers queue at 7. Nobody leaves hungry.')).toEqual([
      'We bake at 4am. Customers queue at 7.',
      'Nobody leaves hungry.',
    ])
  })
  it('cuts a sentence longer than a post at word boundaries', () => {
    const long = `${'word '.repeat(100).trim()}.`
    const parts = splitIntoThread(long)
    expect(parts.length).toBe(2)
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(280)
    expect(parts.join(' ')).toBe(long)
  })
  it('keeps question and exclamation marks with their sentence', () => {
    expect(splitIntoThread('Why bake at night? Because bread sells at dawn!')).toEqual([
      'Why bake at night?',
      'Because bread sells at dawn!',
    ])
  })
})

describe('threadProblem', () => {
  const cases: [string[], string | null][] = [
    [['One.', 'Two.'], null],
    [['Only one.'], 'A thread has 2 to 8 parts'],
    [Array.from({ length: 9 }, (_, i) => `Part ${i}`), 'A thread has 2 to 8 parts'],
    [['One.', '  '], 'Part 2 is empty'],
    [['One.', 'x'.repeat(281)], 'Part 2 is longer than 280 characters'],
    [['Same.', 'Other.', 'Same.'], 'Part 3 repeats an earlier part'],
  ]
  for (const [parts, expected] of cases)
    it(`${JSON.stringify(parts).slice(0, 40)} → ${expected}`, () =>
      expect(threadProblem(parts)).toBe(expected))
})

it('partsOf treats a single post as one part', () => {
  expect(partsOf({ content: 'Hi', thread_parts: null })).toEqual(['Hi'])
  expect(partsOf({ content: 'A', thread_parts: ['A', 'B'] })).toEqual(['A', 'B'])
})
