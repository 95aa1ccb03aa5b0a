import type { Transcript } from './provider'

/** Below this confidence the user checks the transcript before it is sent (see `hypseg.ts` for how it is scored). */
export const LOW_CONFIDENCE = 0.8

/**
 * Whether the transcript goes back to the user to correct instead of being sent: always when the user
 * asked for it (even empty: hands-free counts on one answer per stretch of speech, words or none),
 * else when the engine was unsure. Engines that give no confidence (cloud) are trusted.
 */
export function needsReview(transcript: Transcript, always: boolean): boolean {
  if (!transcript.text.trim()) return always
  return always || (transcript.confidence !== undefined && transcript.confidence < LOW_CONFIDENCE)
}
