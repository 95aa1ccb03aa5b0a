import { MIN_PILLARS, reviewPillars } from '../ai/draft-rules'
import type { PillarDraft } from '../ai/provider'
import { HttpError } from '../http/errors'

/** The narrative pillars a plan accepts from the engine's drafts. */

/**
 * Engine output → 3 to 7 pillars that meet the draft rules, or an error naming what was wrong. Only an
 * AI provider is named as such: with none configured, the built-in engine is not "the AI provider".
 */
export function validatePillars(
  drafts: PillarDraft[],
  engine: 'openai' | 'offline' = 'openai',
): PillarDraft[] {
  const review = reviewPillars(Array.isArray(drafts) ? drafts : [])
  if (review.pillars.length < MIN_PILLARS) {
    const reasons = [...new Set(review.problems.map((p) => p.reason))].join('; ')
    const why = reasons ? ` (${reasons})` : ''
    throw new HttpError(
      502,
      engine === 'offline'
        ? `Chad found fewer than 3 themes in this interview${why}. Answer a few more questions, then try again.`
        : `The AI provider returned fewer than 3 usable narrative pillars${why}. Please try again.`,
    )
  }
  return review.pillars
}
