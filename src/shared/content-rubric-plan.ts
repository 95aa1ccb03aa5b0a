/**
 * The content rubric's measures of a whole plan: shared openings, near-duplicate pairs, the share of
 * posts in the second week, and how often one founder sentence is told across the plan. Pure.
 */
import { bare, contentWords, sentences, words } from './content-rubric-text'
import { isNearDuplicate } from './near-duplicate'
import { localParts } from './time-zone'

/** No three-word opening may be shared by more than this share of the posts. */
export const OPENING_WORDS = 3

/** The first `OPENING_WORDS` words, lower-cased. */
export const opening = (post: string) => words(post).slice(0, OPENING_WORDS).map(bare).join(' ')

/** The most shared opening (one used by two posts or more) and the share of posts that use it. */
export function mostSharedOpening(posts: readonly string[]): { opening: string; share: number } {
  const counts = new Map<string, number>()
  for (const p of posts) {
    const o = opening(p)
    counts.set(o, (counts.get(o) ?? 0) + 1)
  }
  let best = { opening: '', share: 0 }
  for (const [o, n] of counts)
    if (n >= 2 && n / posts.length > best.share) best = { opening: o, share: n / posts.length }
  return best
}

/** Pairs of posts (by index) that are near-duplicates of each other. */
export function nearDuplicatePairs(posts: readonly string[]): [number, number][] {
  const pairs: [number, number][] = []
  for (let i = 0; i < posts.length; i++)
    for (let j = i + 1; j < posts.length; j++)
      if (isNearDuplicate(posts[i] as string, posts[j] as string)) pairs.push([i, j])
  return pairs
}

const dayNumber = (instant: Date, timeZone: string) => {
  const p = localParts(instant, timeZone)
  return Date.UTC(p.year, p.month - 1, p.day) / 86_400_000
}

/** Share of posts scheduled on local days 8–14 of the plan (0 for an empty plan). */
export function secondWeekShare(
  posts: readonly { scheduled_time: Date | string }[],
  start: Date,
  timeZone = 'UTC',
): number {
  if (!posts.length) return 0
  const first = dayNumber(start, timeZone)
  const late = posts.filter((p) => dayNumber(new Date(p.scheduled_time), timeZone) - first >= 7)
  return late.length / posts.length
}

/** A founder sentence needs this many distinct content words to be recognised in a post. */
export const REUSE_MIN_WORDS = 4
/** A post tells a founder sentence when it holds at least this share of the sentence's content words. */
export const REUSE_MIN_SHARE = 0.8

/** How many of the posts tell a founder sentence (hold most of its content words); 0 when it is too short to tell. */
export function tellings(sentence: string, posts: readonly string[]): number {
  const own = [...new Set(contentWords(sentence))]
  if (own.length < REUSE_MIN_WORDS) return 0
  return posts.filter((post) => {
    const told = new Set(contentWords(post))
    return own.filter((w) => told.has(w)).length / own.length >= REUSE_MIN_SHARE
  }).length
}

/**
 * How many posts tell each founder sentence (retold or not: "I'm the founder of Tally, invoicing…"
 * is told by "Tally is invoicing…"), most used first. Sentences too short to recognise are left out.
 */
export function sentenceReuse(
  founderAnswers: readonly string[],
  posts: readonly string[],
): { sentence: string; uses: number }[] {
  const seen = new Set<string>()
  const out: { sentence: string; uses: number }[] = []
  for (const sentence of founderAnswers.flatMap(sentences)) {
    const key = [...new Set(contentWords(sentence))].join(' ')
    if (seen.has(key)) continue
    seen.add(key)
    const uses = tellings(sentence, posts)
    if (uses) out.push({ sentence, uses })
  }
  return out.sort((a, b) => b.uses - a.uses)
}
