import { describe, expect, it } from 'bun:test'
import type { TranscriptionContext } from '../speech/provider'
import { interviewContext } from './speech'

describe('what the recogniser is told of the interview', () => {
  it.each([
    [[], 1, {}],
    [[{ persona: 2, content: 'What are you building?' }], 1, { question: 'What are you building?' }],
    [
      [
        { persona: 2, content: 'What are you building?' },
        { persona: 1, content: 'Hearth: ovens for small bakeries.' },
        { persona: 2, content: 'Who buys them?' },
      ],
      1,
      { question: 'Who buys them?', typed: ['Hearth: ovens for small bakeries.'] },
    ],
  ] as const)('%#', (history, human, context) => {
    expect(interviewContext(history, human)).toEqual(context as TranscriptionContext)
  })
})
