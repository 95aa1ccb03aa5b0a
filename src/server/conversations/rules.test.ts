import { describe, expect, it } from 'bun:test'
import {
  historyFor,
  MAX_BULK_ENTRIES,
  MAX_MESSAGE_CHARS,
  nextSpeaker,
  parseBulk,
  replyRequest,
} from './rules'

describe('nextSpeaker', () => {
  it.each([
    ['the AI side answers a human on side 2', 2, null, 1],
    ['the AI side answers a human on side 2, whoever spoke last', 2, 1, 1],
    ['the AI side answers a human on side 1', 1, 2, 2],
    ['persona 1 opens an AI-vs-AI conversation', null, null, 1],
    ['persona 2 answers persona 1', null, 1, 2],
    ['persona 1 answers persona 2', null, 2, 1],
  ] as const)('%s', (_, human, last, expected) => {
    expect(nextSpeaker(human, last)).toBe(expected)
  })
})

describe('historyFor', () => {
  it("shows the speaker's own messages as assistant and the other side's as user", () => {
    const rows = [
      { persona: 1, content: 'Hi' },
      { persona: 2, content: 'Hello' },
    ]
    expect(historyFor(1, rows)).toEqual([
      { role: 'assistant', content: 'Hi' },
      { role: 'user', content: 'Hello' },
    ])
    expect(historyFor(2, rows).map((t) => t.role)).toEqual(['user', 'assistant'])
  })
})

describe('replyRequest', () => {
  const c = {
    persona1Name: 'Chad',
    persona2Name: 'Ada',
    persona1Prompt: 'Interview the founder.',
    persona2Prompt: null,
    purpose: 'interview' as const,
  }
  it.each([
    [1, { name: 'Chad', prompt: 'Interview the founder.', role: 'interviewer' }, 'Ada'],
    [2, { name: 'Ada', prompt: '', role: 'founder' }, 'Chad'],
  ] as const)('speaker %d speaks with its own name, prompt and role', (speaker, expected, other) => {
    const request = replyRequest(c, speaker, [{ persona: 1, content: 'Hi' }])
    expect(request.speaker).toEqual(expected)
    expect(request.otherName).toBe(other)
    expect(request.purpose).toBe('interview')
    expect(request.history).toHaveLength(1)
  })
})

describe('parseBulk', () => {
  const entry = (persona_number: unknown, content: unknown) => ({ persona_number, content })
  it.each([
    ['a list of entries', JSON.stringify([entry(1, 'Hi'), entry(2, 'Hello')]), 2],
    ['the longest allowed message', JSON.stringify([entry(2, 'x'.repeat(MAX_MESSAGE_CHARS))]), 1],
    [
      'the most entries allowed',
      JSON.stringify(Array(MAX_BULK_ENTRIES).fill(entry(1, 'a'))),
      MAX_BULK_ENTRIES,
    ],
    ['no content', undefined, null],
    ['not JSON', 'hello', null],
    ['not a list', JSON.stringify(entry(1, 'Hi')), null],
    ['an empty list', '[]', null],
    ['too many entries', JSON.stringify(Array(MAX_BULK_ENTRIES + 1).fill(entry(1, 'a'))), null],
    ['a persona other than 1 or 2', JSON.stringify([entry(3, 'Hi')]), null],
    ['a blank message', JSON.stringify([entry(1, '   ')]), null],
    ['a message that is not text', JSON.stringify([entry(1, 42)]), null],
    ['a message too long', JSON.stringify([entry(1, 'x'.repeat(MAX_MESSAGE_CHARS + 1))]), null],
    ['a null entry', JSON.stringify([null]), null],
  ] as const)('%s', (_, content, expected) => {
    const parsed = parseBulk(content)
    expect(parsed === null ? null : parsed.length).toBe(expected)
  })
})
