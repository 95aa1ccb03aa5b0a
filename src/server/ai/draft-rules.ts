import { MAX_PILLARS, MIN_PILLARS } from '../../shared/content-rubric'
import { TWEET_LIMIT } from '../../shared/limits'
import { isNearDuplicate, similarity } from '../../shared/near-duplicate'
import type { PillarDraft, TranscriptLine, TweetDraft } from './provider'

/**
 * The rules every AI draft must meet before it is stored, as pure decisions: what is wrong with a
 * draft set, what to send back to the model once, and what is left to store. The OpenAI provider
 * uses them to repair what a model returns; the marketing-sessions service uses the same rules to
 * refuse whatever still breaks them, from either engine.
 */

// The limits are the rubric's (one home in src/shared); repeated here so callers import one module.
export { MAX_PILLARS, MIN_PILLARS }
export const MAX_PILLAR_TITLE_WORDS = 8
export const MAX_PILLAR_TITLE_CHARS = 80
export const MAX_PILLAR_DESCRIPTION_CHARS = 600
/** Without the founder writing that way, more than this many hashtags or emoji is spam. */
export const MAX_TAGS_UNLESS_FOUNDER_USES_THEM = 2

/** One line of text safe to store: no control characters or unpaired surrogates, single spaces. */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string') return ''
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

/** A post's text safe to store: as cleanText, but its line breaks stay (at most one blank line). */
export function cleanPostText(value: unknown): string {
  if (typeof value !== 'string') return ''
  return cleanText(value.replace(/\r\n?/g, '\n').replace(/\n/g, '\uE001'))
    .replace(/ ?\uE001 ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

const words = (s: string) => s.split(/\s+/).filter(Boolean)
const hashtags = (s: string) => s.match(/(^|\s)#[\p{L}\p{N}_]+/gu)?.length ?? 0
const emoji = (s: string) => s.match(/\p{Extended_Pictographic}/gu)?.length ?? 0
const sameText = (a: string, b: string) =>
  a
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim() ===
  b
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** Whether the founder writes with hashtags or emoji (then posts may too). */
export function founderUsesTags(transcript: TranscriptLine[]): boolean {
  return transcript.some((l) => l.speaker === 'founder' && (hashtags(l.content) > 0 || emoji(l.content) > 0))
}

const STOPWORDS = new Set(
  'a about after again all also am an and any are as at be because been before being but by can could did do does doing done for from get got had has have having he her here him his how i if in into is it its just like me more most my no not now of on once one only or other our out over own really said same she so some still such than that the their them then there these they thing things this those through to too up us very was we well were what when where which while who why will with would you your yeah okay'.split(
    ' ',
  ),
)

/**
 * The founder's own words, most used first (names and numbers included), so the model can write in
 * their vocabulary rather than marketing-speak.
 */
export function founderVocabulary(transcript: TranscriptLine[], limit = 25): string[] {
  const counts = new Map<string, { word: string; n: number }>()
  for (const line of transcript) {
    if (line.speaker !== 'founder') continue
    for (const raw of line.content.match(/[\p{L}\p{N}][\p{L}\p{N}'’%-]*/gu) ?? []) {
      const word = raw.replace(/['’]s$/, '')
      const key = word.toLowerCase()
      if (key.length < 3 || STOPWORDS.has(key)) continue
      const seen = counts.get(key)
      // A word capitalised only at the start of a sentence is not a name: keep its lowercase form.
      if (seen) {
        seen.n++
        if (word === key) seen.word = key
      } else counts.set(key, { word, n: 1 })
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.n - a.n)
    .slice(0, limit)
    .map((c) => c.word)
}

// ——— Pillars ———

export type PillarProblem = { index: number; title: string; reason: string }
export type PillarReview = {
  /** The usable pillars, in the model's order, at most 7. */
  pillars: PillarDraft[]
  /** Every draft left out, with the reason. */
  problems: PillarProblem[]
  /** Whether to send the set back once: fewer than 3 usable, or a draft that could be fixed. */
  needsRepair: boolean
}

/** Pillars must have a title of at most 8 words and a description, and no two share a theme. */
export function reviewPillars(drafts: readonly unknown[]): PillarReview {
  const pillars: PillarDraft[] = []
  const problems: PillarProblem[] = []
  drafts.forEach((draft, index) => {
    const d = (draft ?? {}) as Record<string, unknown>
    const title = cleanText(d.title)
    const description = cleanText(d.description)
    const reason = pillarProblem(title, description, pillars)
    if (reason) problems.push({ index, title, reason })
    else pillars.push({ title, description })
  })
  const fixable = problems.some((p) => !p.reason.startsWith('more than'))
  return { pillars, problems, needsRepair: pillars.length < MIN_PILLARS || fixable }
}

/** No complete title ends on an article, a conjunction or a possessive: it was cut mid-phrase. */
const DANGLING_ENDINGS = new Set(['a', 'an', 'the', 'and', 'or', 'but', 'our', 'my', 'your', 'their'])

/** What is wrong with one pillar, given the ones already kept; null when nothing is. */
function pillarProblem(title: string, description: string, kept: PillarDraft[]): string | null {
  if (!title) return 'has no title'
  if (words(title).length > MAX_PILLAR_TITLE_WORDS || title.length > MAX_PILLAR_TITLE_CHARS)
    return `title is longer than ${MAX_PILLAR_TITLE_WORDS} words`
  const last =
    words(title)
      .at(-1)
      ?.toLowerCase()
      .replace(/[^\p{L}]/gu, '') ?? ''
  if (DANGLING_ENDINGS.has(last)) return `title is cut off (ends on "${last}")`
  if (!description) return 'has no description'
  if (description.length > MAX_PILLAR_DESCRIPTION_CHARS)
    return `description is longer than ${MAX_PILLAR_DESCRIPTION_CHARS} characters`
  const twin = kept.find(
    (p) =>
      sameText(p.title, title) ||
      similarity(p.title, title) >= 0.5 ||
      // Descriptions often share a frame ("Why … matters"): only a copied one marks the same theme.
      sameText(p.description, description),
  )
  if (twin) return `same theme as "${twin.title}"`
  if (kept.length >= MAX_PILLARS) return `more than ${MAX_PILLARS} pillars`
  return null
}

/** What to tell the model when its pillars go back once. */
export function pillarRepairRequest(review: PillarReview): string {
  return [
    `Your narrative pillars need fixing. ${review.pillars.length} of them are usable; we need ${MIN_PILLARS} to ${MAX_PILLARS}.`,
    ...review.problems.map((p) => `- pillar ${p.index}${p.title ? ` "${p.title}"` : ''}: ${p.reason}`),
    `Answer with the complete corrected list of ${MIN_PILLARS} to ${MAX_PILLARS} pillars, each on a different theme, each with a title of at most ${MAX_PILLAR_TITLE_WORDS} words and a description.`,
  ].join('\n')
}

// ——— Posts ———

export type SlotSpec = { index: number; pillarIndex: number }
export type TweetProblemKind =
  | 'too-long'
  | 'near-duplicate'
  | 'wrong-pillar'
  | 'tag-spam'
  | 'unknown-slot'
  | 'slot-taken'
export type TweetProblem = { slot: number; kind: TweetProblemKind; reason: string; content: string }
export type TweetReview = {
  /** Posts that meet every rule, one per slot at most, in the order given. */
  accepted: TweetDraft[]
  /** Posts for a known slot that break a rule the model can fix by rewriting. */
  rewrite: TweetProblem[]
  /** Posts that cannot be used at all (no such slot, slot already filled). */
  dropped: TweetProblem[]
  /** Requested slots that no usable or fixable post fills. */
  missing: number[]
}

/**
 * One post per requested slot, on the slot's pillar, at most 280 characters, no near-duplicates of
 * each other, no hashtag or emoji spam unless the founder writes that way. Earlier posts win.
 */
export function reviewTweets(
  drafts: readonly unknown[],
  slots: readonly SlotSpec[],
  options: { tagsAllowed?: boolean } = {},
): TweetReview {
  const bySlot = new Map(slots.map((s) => [s.index, s]))
  const accepted: TweetDraft[] = []
  const rewrite: TweetProblem[] = []
  const dropped: TweetProblem[] = []
  const filled = new Set<number>()
  for (const draft of drafts) {
    const d = (draft ?? {}) as Record<string, unknown>
    const slotNumber = typeof d.slot === 'number' ? d.slot : Number(d.slot)
    const content = cleanPostText(d.content)
    if (!content) continue // an empty post fills nothing: its slot is missing
    const slot = Number.isInteger(slotNumber) ? bySlot.get(slotNumber) : undefined
    if (!slot) {
      dropped.push({ slot: slotNumber, kind: 'unknown-slot', reason: 'no such slot', content })
      continue
    }
    if (filled.has(slot.index)) {
      dropped.push({ slot: slot.index, kind: 'slot-taken', reason: 'slot already has a post', content })
      continue
    }
    filled.add(slot.index)
    const problem = (kind: TweetProblemKind, reason: string) =>
      rewrite.push({ slot: slot.index, kind, reason, content })
    // A pillar given as a title or left out says nothing: only a different pillar number is wrong.
    const pillar =
      typeof d.pillar === 'number' || /^\d+$/.test(String(d.pillar)) ? Number(d.pillar) : undefined
    const tags = Math.max(hashtags(content), emoji(content))
    const twin = accepted.find((a) => isNearDuplicate(a.content, content))
    if (content.length > TWEET_LIMIT)
      problem('too-long', `too long: ${content.length} characters, the limit is ${TWEET_LIMIT}`)
    else if (pillar !== undefined && pillar !== slot.pillarIndex)
      problem('wrong-pillar', `written for pillar ${pillar}, but this slot is for pillar ${slot.pillarIndex}`)
    else if (!options.tagsAllowed && tags > MAX_TAGS_UNLESS_FOUNDER_USES_THEM)
      problem('tag-spam', 'too many hashtags or emoji: the founder does not write that way')
    else if (twin) problem('near-duplicate', `near-duplicate of the post for slot ${twin.slot}`)
    else accepted.push({ slot: slot.index, content })
  }
  const missing = slots.map((s) => s.index).filter((i) => !filled.has(i))
  return { accepted, rewrite, dropped, missing }
}

export const needsTweetRepair = (review: TweetReview) =>
  review.rewrite.length > 0 || review.missing.length > 0

/** The slots sent back once: posts to rewrite (with the reason) and slots to write again. */
export function tweetRepairRequest(review: TweetReview, slots: readonly SlotSpec[]): string {
  const pillarOf = new Map(slots.map((s) => [s.index, s.pillarIndex]))
  const lines = ['Some posts need another pass. Write one post for each slot below, and only these slots.']
  if (review.rewrite.length) {
    lines.push('', 'Rewrite (keep the idea, fix the problem):')
    for (const p of review.rewrite)
      lines.push(
        `slot ${p.slot}: pillar ${pillarOf.get(p.slot)} — ${p.reason}. Was: ${JSON.stringify(p.content)}`,
      )
  }
  if (review.missing.length) {
    lines.push('', 'Missing (no usable post yet):')
    for (const slot of review.missing) lines.push(`slot ${slot}: pillar ${pillarOf.get(slot)}`)
  }
  if (review.accepted.length) {
    lines.push('', 'Already written (do not repeat them or their openings):')
    for (const a of review.accepted) lines.push(`- ${a.content}`)
  }
  return lines.join('\n')
}

/** The first answer's usable posts, then the repaired ones for the slots that were sent back. */
export function mergeRepairedTweets(
  first: TweetReview,
  repaired: readonly unknown[],
  slots: readonly SlotSpec[],
  options: { tagsAllowed?: boolean } = {},
): TweetReview {
  const asked = new Set([...first.rewrite.map((p) => p.slot), ...first.missing])
  const answers = repaired.filter((d) => asked.has(Number((d as { slot?: unknown })?.slot)))
  const answered = new Set(answers.map((d) => Number((d as { slot?: unknown }).slot)))
  // A slot the repair left unanswered keeps its first draft, so the final review names its problem.
  const unanswered = first.rewrite.filter((p) => !answered.has(p.slot))
  return reviewTweets([...first.accepted, ...answers, ...unanswered], slots, options)
}

/** One line for logs and errors: "3 too long, 1 near-duplicate, 2 slots missing". */
export function summariseTweetReview(review: TweetReview): string {
  const counts = new Map<string, number>()
  for (const p of [...review.rewrite, ...review.dropped]) counts.set(p.kind, (counts.get(p.kind) ?? 0) + 1)
  const parts = [...counts].map(([kind, n]) => `${n} ${kind.replace('-', ' ')}`)
  if (review.missing.length) parts.push(`${review.missing.length} slots without a post`)
  return parts.join(', ')
}
