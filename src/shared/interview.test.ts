import { describe, expect, it } from 'bun:test'
import {
  canFinish,
  finishDecision,
  founderAnswerCount,
  MAX_FOUNDER_ANSWERS,
  MIN_ANSWERS_TO_FINISH,
  NO_HUMAN_PARTICIPANT,
  nextTurn,
  tooFewAnswersMessage,
} from './interview'

describe('the turn cap', () => {
  it('is a few questions past any interview we script, and finishing needs fewer answers', () => {
    expect(MAX_FOUNDER_ANSWERS).toBe(14)
    expect(MIN_ANSWERS_TO_FINISH).toBe(3)
  })

  it.each([
    ['the interviewer replies while the founder has answered fewer than the cap', 1, 13, undefined, 'reply'],
    ['the interviewer closes once the founder has answered the cap', 1, 14, undefined, 'close'],
    ['the interviewer closes past the cap (answers sent before it came in)', 1, 20, undefined, 'close'],
    ['the founder side still answers at the cap (an AI founder)', 2, 14, undefined, 'reply'],
    ['the interviewer opens an interview', 1, 0, undefined, 'reply'],
    ['a smaller cap closes sooner', 1, 2, 2, 'close'],
    ['a smaller cap still lets the interviewer reply below it', 1, 1, 2, 'reply'],
  ] as const)('%s', (_, speaker, founderAnswers, maxAnswers, kind) => {
    expect(nextTurn({ speaker, founderAnswers, maxAnswers }).kind).toBe(kind)
  })

  it("counts only the founder's messages as answers", () => {
    expect(
      founderAnswerCount([
        { persona: 1 },
        { persona: 2 },
        { persona: 1 },
        { persona: 2 },
        { persona: 2 },
        { persona: 1 },
      ]),
    ).toBe(3)
    expect(founderAnswerCount([])).toBe(0)
  })
})

describe('finishing the interview', () => {
  it.each([
    ['finishes once enough answers are in', { ended: false, hasHuman: true, founderAnswers: 3 }, 'finish'],
    ['finishes with more answers', { ended: false, hasHuman: true, founderAnswers: 9 }, 'finish'],
    [
      'answers the same again when it has already ended',
      { ended: true, hasHuman: true, founderAnswers: 1 },
      'ended',
    ],
    ['refuses too few answers', { ended: false, hasHuman: true, founderAnswers: 2 }, 'refuse'],
    ['refuses before any answer', { ended: false, hasHuman: true, founderAnswers: 0 }, 'refuse'],
    ['refuses an AI-vs-AI conversation', { ended: false, hasHuman: false, founderAnswers: 5 }, 'refuse'],
    [
      'refuses an ended AI-vs-AI conversation too',
      { ended: true, hasHuman: false, founderAnswers: 5 },
      'refuse',
    ],
  ] as const)('%s', (_, input, kind) => {
    expect(finishDecision(input).kind).toBe(kind)
  })

  it('says why it refuses', () => {
    expect(finishDecision({ ended: false, hasHuman: true, founderAnswers: 1 })).toEqual({
      kind: 'refuse',
      message: 'Answer at least 3 questions before finishing the interview (1 so far)',
    })
    expect(finishDecision({ ended: false, hasHuman: false, founderAnswers: 4 })).toEqual({
      kind: 'refuse',
      message: NO_HUMAN_PARTICIPANT,
    })
    expect(tooFewAnswersMessage(0, 5)).toBe(
      'Answer at least 5 questions before finishing the interview (0 so far)',
    )
  })

  it.each([
    [0, false, false],
    [2, false, false],
    [3, false, true],
    [14, false, true],
    [5, true, false],
  ] as const)('shows the action with %i answers (ended: %p): %p', (answers, ended, shown) => {
    expect(canFinish(answers, ended)).toBe(shown)
  })
})
