/**
 * How an interview ends, whatever the engine (ARCHITECTURE: AI, "no model can trap a user"): the
 * interviewer (persona 1) closes it after a fixed number of founder answers (persona 2) without asking
 * the model again, and the founder may finish it once a few answers are in. Pure: the server's HTTP and
 * realtime turns and the web's "Finish interview" button read these; `interview.test.ts` is their table.
 */

/** After this many founder answers, the interviewer's next turn closes the interview. */
export const MAX_FOUNDER_ANSWERS = 14
/** The founder may finish the interview once this many answers are in. */
export const MIN_ANSWERS_TO_FINISH = 3

/** The side that asks (and ends the interview with its signal) and the side that answers. */
export const INTERVIEWER = 1
export const FOUNDER = 2

/** The interviewer's closing message when the cap is reached or the founder finishes. */
export const CLOSING_MESSAGE =
  "Thank you, that's plenty to work with. Your marketing plan is ready to be created."

export const founderAnswerCount = (history: readonly { persona: number }[]) =>
  history.filter((m) => m.persona === FOUNDER).length

/**
 * Whose words the next turn is: `close` when the interviewer speaks and the founder has answered
 * `maxAnswers` times (the closing message, carrying the end signal, is stored in place of a reply), else
 * `reply` (the engine writes it).
 */
export function nextTurn(input: {
  speaker: 1 | 2
  founderAnswers: number
  maxAnswers?: number
}): { kind: 'reply' } | { kind: 'close' } {
  const max = input.maxAnswers ?? MAX_FOUNDER_ANSWERS
  return input.speaker === INTERVIEWER && input.founderAnswers >= max ? { kind: 'close' } : { kind: 'reply' }
}

export const NO_HUMAN_PARTICIPANT = 'This conversation has no human participant'

export const tooFewAnswersMessage = (answers: number, min = MIN_ANSWERS_TO_FINISH) =>
  `Answer at least ${min} questions before finishing the interview (${answers} so far)`

/**
 * What the founder's "Finish interview" does: `finish` (store the closing message and end the
 * interview), `ended` (it already has: nothing to do, the same answer again), or a refusal (409) with
 * the message to show.
 */
export function finishDecision(input: {
  ended: boolean
  hasHuman: boolean
  founderAnswers: number
  minAnswers?: number
}): { kind: 'finish' } | { kind: 'ended' } | { kind: 'refuse'; message: string } {
  const min = input.minAnswers ?? MIN_ANSWERS_TO_FINISH
  if (!input.hasHuman) return { kind: 'refuse', message: NO_HUMAN_PARTICIPANT }
  if (input.ended) return { kind: 'ended' }
  if (input.founderAnswers < min)
    return { kind: 'refuse', message: tooFewAnswersMessage(input.founderAnswers, min) }
  return { kind: 'finish' }
}

/** Whether the web shows the "Finish interview" action (the server's `finishDecision` has the last word). */
export const canFinish = (founderAnswers: number, ended: boolean) =>
  !ended && founderAnswers >= MIN_ANSWERS_TO_FINISH
