/** Rewriting one post: the presets the modal, API and CLI offer, and what makes an alternative usable (pure). */

import { TWEET_LIMIT } from './limits'
import { isNearDuplicate } from './near-duplicate'

export const REWRITE_PRESETS = [
  {
    id: 'shorter',
    label: 'Shorter',
    guidance: 'Make it noticeably shorter; keep the one idea that matters.',
  },
  {
    id: 'punchier',
    label: 'Punchier',
    guidance: 'Make it punchier: a strong first line, short sentences, no hedging.',
  },
  {
    id: 'more_personal',
    label: 'More personal',
    guidance: 'Make it more personal: the founder’s own experience, in the first person.',
  },
  {
    id: 'add_number',
    label: 'Add a number',
    guidance: 'Add a concrete number the founder actually mentioned (never invent one).',
  },
  {
    id: 'question',
    label: 'Turn into a question',
    guidance: 'Turn it into a question that invites replies.',
  },
] as const
export type RewritePreset = (typeof REWRITE_PRESETS)[number]['id']
export const REWRITE_PRESET_IDS = [
  'shorter',
  'punchier',
  'more_personal',
  'add_number',
  'question',
] as const satisfies readonly RewritePreset[]

export const REWRITE_ALTERNATIVES = 3

const normalise = (s: string) => s.replace(/\s+/g, ' ').trim()

/**
 * The usable alternatives among `candidates`, in order, at most three: non-empty, ≤ 280 characters,
 * not the original, not a near-duplicate of another post in the plan or of an alternative kept before.
 * `problems` says why the others were dropped (sent back to a model once to repair).
 */
export function usableAlternatives(
  candidates: unknown[],
  context: { original: string; otherPosts: string[] },
): { alternatives: string[]; problems: string[] } {
  const alternatives: string[] = []
  const problems: string[] = []
  for (const [i, candidate] of candidates.entries()) {
    if (alternatives.length === REWRITE_ALTERNATIVES) break
    const text = typeof candidate === 'string' ? normalise(candidate) : ''
    const label = `Alternative ${i + 1}`
    if (!text) problems.push(`${label} is empty`)
    else if (text.length > TWEET_LIMIT)
      problems.push(`${label} is ${text.length} characters; the limit is ${TWEET_LIMIT}`)
    else if (text === normalise(context.original)) problems.push(`${label} repeats the original post`)
    else if (context.otherPosts.some((p) => isNearDuplicate(p, text)))
      problems.push(`${label} is too close to another post in the plan`)
    else if (alternatives.some((a) => isNearDuplicate(a, text)))
      problems.push(`${label} is too close to another alternative`)
    else alternatives.push(text)
  }
  return { alternatives, problems }
}
