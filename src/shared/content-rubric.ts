// Over 300 lines: the rubric's thresholds and its checks of pillars and posts, one table a reader can scan.
/**
 * The content-quality rubric: scores a marketing plan (pillars + posts) against the rules a founder
 * would notice — readable pillar titles, posts free of interview talk, fillers, broken joins and cut
 * sentences, grounded in what the founder said, with varied openings, no near-duplicates, and spread
 * over both weeks. Pure: the transcript, the plan and the plan's start come in as values.
 */

import { mostSharedOpening, nearDuplicatePairs, secondWeekShare, sentenceReuse } from './content-rubric-plan'
import {
  disfluency,
  founderVocabulary,
  fragment,
  grounding,
  hasBrokenJoin,
  hasMetaOrFiller,
  headlineFigures,
  isCutMidSentence,
  isGrounded,
  labelMismatch,
  postedToneInstruction,
  templatedQuestion,
  titleFault,
  unclosedQuote,
} from './content-rubric-posts'
import { clip, properNames } from './content-rubric-text'
import { TWEET_LIMIT } from './limits'

/** A plan has 3 to 7 pillars (the user picks 3). */
export const MIN_PILLARS = 3
export const MAX_PILLARS = 7
/** X's limit. */
/** No three-word opening may be shared by more than this share of the posts. */
export const MAX_SHARED_OPENING_SHARE = 0.25
/** At least this share of the posts falls in the second week (days 8 to 14). */
export const MIN_SECOND_WEEK_SHARE = 1 / 3
/** Zero tolerance for these per-post and per-title faults. */
export const MAX_FAULTY_ITEMS = 0
/**
 * One founder sentence may be told in at most this many posts of a plan: founders reading a plan
 * rejected every post that retold a sentence another post had told.
 */
export const MAX_SENTENCE_USES = 1

export type RubricPost = {
  content: string
  scheduled_time: Date | string
  thread_parts?: readonly string[] | null
}
export type RubricPillar = { title: string; description?: string | null }
export type RubricInput = {
  /** What the founder said in the interview (grounding is checked against these). */
  founderAnswers: readonly string[]
  pillars: readonly RubricPillar[]
  posts: readonly RubricPost[]
  /** When the plan was made: day 1 is this instant's local date. */
  start: Date
  timeZone?: string
}

/** Every criterion, in the order a report lists them (the API's schema takes its ids from here). */
export const CRITERION_IDS = [
  'pillar_count',
  'pillar_titles',
  'post_length',
  'meta_filler',
  'disfluencies',
  'tone_instructions',
  'label_fit',
  'questions',
  'repeated_closers',
  'fragments',
  'unclosed_quotes',
  'broken_joins',
  'cut_sentences',
  'grounding',
  'distinct_openings',
  'near_duplicates',
  'second_week',
  'sentence_reuse',
  'headline',
] as const
export type CriterionId = (typeof CRITERION_IDS)[number]

export type CriterionResult = {
  id: CriterionId
  label: string
  pass: boolean
  /** 0..1, higher is better: the share of items that pass, or how close a share is to its target. */
  score: number
  /** What was measured, for a table cell: "0 of 12", "42%". */
  measured: string
  /** What passing needs: "0", "≥ 33%". */
  threshold: string
  /** Up to a few offending items, for a human to read. */
  examples: string[]
}

export type PlanScore = {
  pass: boolean
  /** Mean of the criteria's scores, 0..100 (rounded). */
  score: number
  criteria: CriterionResult[]
  posts: number
  pillars: number
}

export const CRITERIA: Readonly<Record<CriterionId, string>> = {
  pillar_count: 'Pillar count',
  pillar_titles: 'Pillar titles',
  post_length: 'Post length',
  meta_filler: 'Meta / filler',
  disfluencies: 'No disfluencies',
  tone_instructions: 'No tone instructions',
  label_fit: 'Label fits',
  questions: 'Real questions',
  repeated_closers: 'Closing questions',
  fragments: 'Whole sentences',
  unclosed_quotes: 'Whole quotations',
  broken_joins: 'Broken joins',
  cut_sentences: 'Cut sentences',
  grounding: 'Grounding',
  distinct_openings: 'Openings',
  near_duplicates: 'Near duplicates',
  second_week: 'Second week',
  sentence_reuse: 'Sentence reuse',
  headline: 'Headline figure',
}

const MAX_EXAMPLES = 3
const percent = (share: number) => `${Math.round(share * 100)}%`

/** Scores a list of items by a fault finder: passes when at most MAX_FAULTY_ITEMS are faulty. */
function perItem<T>(
  id: CriterionId,
  items: readonly T[],
  fault: (item: T) => string | null,
  describe: (item: T) => string,
): CriterionResult {
  const faulty = items.flatMap((item) => {
    const why = fault(item)
    return why ? [`${clip(describe(item))} (${why})`] : []
  })
  return {
    id,
    label: CRITERIA[id],
    pass: items.length > 0 && faulty.length <= MAX_FAULTY_ITEMS,
    score: items.length ? 1 - faulty.length / items.length : 0,
    measured: `${faulty.length} of ${items.length}`,
    threshold: `${MAX_FAULTY_ITEMS} faulty`,
    examples: faulty.slice(0, MAX_EXAMPLES),
  }
}

/** Scores one plan against every criterion. */
export function scorePlan(input: RubricInput): PlanScore {
  const posts = input.posts.map((p) => p.content)
  const names = properNames(input.founderAnswers)
  const vocabulary = founderVocabulary(input.founderAnswers)
  const pillarCount = input.pillars.length
  const postFault = (test: (p: string) => boolean, why: string) => (p: string) => (test(p) ? why : null)
  const quoted = (p: string) => `"${p}"`

  const opening = mostSharedOpening(posts)
  const duplicates = nearDuplicatePairs(posts)
  const late = secondWeekShare(input.posts, input.start, input.timeZone)
  const pairsPossible = (posts.length * (posts.length - 1)) / 2
  const closers = posts.map((p) => p.trim().split('\n').at(-1)!.trim()).filter((l) => l.endsWith('?'))
  const repeatedCloser = (p: string) => {
    const last = p.trim().split('\n').at(-1)!.trim()
    return last.endsWith('?') && closers.filter((c) => c === last).length > 1
      ? `"${clip(last, 50)}" closes another post`
      : null
  }
  const figures = headlineFigures(input.founderAnswers)
  const told = input.posts.flatMap((p) => p.thread_parts ?? [p.content])
  const figureTold = figures.length === 0 || figures.some((f) => told.some((p) => p.includes(f)))
  const reuse = sentenceReuse(input.founderAnswers, posts)
  const overused = reuse.filter((r) => r.uses > MAX_SENTENCE_USES)

  const criteria: CriterionResult[] = [
    {
      id: 'pillar_count',
      label: CRITERIA.pillar_count,
      pass: pillarCount >= MIN_PILLARS && pillarCount <= MAX_PILLARS,
      score:
        pillarCount >= MIN_PILLARS && pillarCount <= MAX_PILLARS
          ? 1
          : Math.min(1, pillarCount / MIN_PILLARS) / 2,
      measured: String(pillarCount),
      threshold: `${MIN_PILLARS}–${MAX_PILLARS}`,
      examples: [],
    },
    perItem(
      'pillar_titles',
      input.pillars,
      (p) => titleFault(p.title, names),
      (p) => quoted(p.title),
    ),
    perItem(
      'post_length',
      posts,
      (p) => (p.trim().length === 0 ? 'empty' : p.length > TWEET_LIMIT ? `${p.length} characters` : null),
      quoted,
    ),
    perItem('meta_filler', posts, postFault(hasMetaOrFiller, 'meta or filler'), quoted),
    perItem('disfluencies', posts, disfluency, quoted),
    perItem('tone_instructions', posts, postedToneInstruction, quoted),
    perItem('label_fit', posts, labelMismatch, quoted),
    perItem('questions', posts, templatedQuestion, quoted),
    perItem('repeated_closers', posts, repeatedCloser, quoted),
    perItem('fragments', posts, fragment, quoted),
    perItem('unclosed_quotes', posts, unclosedQuote, quoted),
    perItem('broken_joins', posts, postFault(hasBrokenJoin, 'broken join'), quoted),
    perItem('cut_sentences', posts, postFault(isCutMidSentence, 'cut mid-sentence'), quoted),
    perItem(
      'grounding',
      posts,
      (p) => {
        const g = grounding(p, vocabulary)
        return isGrounded(p, vocabulary) ? null : `${g.shared} founder words, ${percent(g.share)}`
      },
      quoted,
    ),
    {
      id: 'distinct_openings',
      label: CRITERIA.distinct_openings,
      pass: posts.length > 0 && opening.share <= MAX_SHARED_OPENING_SHARE,
      score: posts.length ? Math.min(1, (1 - opening.share) / (1 - MAX_SHARED_OPENING_SHARE)) : 0,
      measured: percent(opening.share),
      threshold: `≤ ${percent(MAX_SHARED_OPENING_SHARE)}`,
      examples:
        opening.share > MAX_SHARED_OPENING_SHARE
          ? [`"${opening.opening} …" opens ${percent(opening.share)}`]
          : [],
    },
    {
      id: 'near_duplicates',
      label: CRITERIA.near_duplicates,
      pass: posts.length > 0 && duplicates.length <= MAX_FAULTY_ITEMS,
      score: posts.length ? (pairsPossible ? 1 - duplicates.length / pairsPossible : 1) : 0,
      measured: `${duplicates.length} pairs`,
      threshold: `${MAX_FAULTY_ITEMS} pairs`,
      examples: duplicates
        .slice(0, MAX_EXAMPLES)
        .map(([i, j]) => `${clip(quoted(posts[i] as string), 60)} ≈ ${clip(quoted(posts[j] as string), 60)}`),
    },
    {
      id: 'second_week',
      label: CRITERIA.second_week,
      pass: late >= MIN_SECOND_WEEK_SHARE,
      score: Math.min(1, late / MIN_SECOND_WEEK_SHARE),
      measured: percent(late),
      threshold: `≥ ${percent(MIN_SECOND_WEEK_SHARE)}`,
      examples: [],
    },
    {
      id: 'sentence_reuse',
      label: CRITERIA.sentence_reuse,
      pass: posts.length > 0 && overused.length === 0,
      // Each telling beyond the cap costs a share of the plan.
      score: posts.length
        ? Math.max(0, 1 - overused.reduce((n, r) => n + r.uses - MAX_SENTENCE_USES, 0) / posts.length)
        : 0,
      measured: `${reuse[0]?.uses ?? 0}× most`,
      threshold: `≤ ${MAX_SENTENCE_USES}×`,
      examples: overused.slice(0, MAX_EXAMPLES).map((r) => `"${clip(r.sentence, 80)}" in ${r.uses} posts`),
    },
    {
      id: 'headline',
      label: CRITERIA.headline,
      pass: posts.length > 0 && figureTold,
      score: figureTold ? 1 : 0,
      measured: figures.length ? (figureTold ? 'told' : 'missing') : 'none given',
      threshold: 'one of the founder’s figures',
      examples: figureTold ? [] : figures.slice(0, MAX_EXAMPLES),
    },
  ]
  const pass = criteria.every((c) => c.pass)
  // A failing plan never rounds up to a full score.
  const mean = Math.round((criteria.reduce((sum, c) => sum + c.score, 0) / criteria.length) * 100)
  const score = pass ? mean : Math.min(99, mean)
  return { pass, score, criteria, posts: posts.length, pillars: pillarCount }
}

export type EvaluationSummary = {
  pass: boolean
  /** Mean plan score, 0..100. */
  score: number
  /** Per criterion: how many plans pass it. */
  criteria: { id: CriterionId; label: string; passed: number; of: number; score: number }[]
}

/** Sums up the plans of one evaluation run: it passes when every plan passes. */
export function summariseScores(plans: readonly PlanScore[]): EvaluationSummary {
  const ids = CRITERION_IDS
  return {
    pass: plans.length > 0 && plans.every((p) => p.pass),
    score: plans.length ? Math.round(plans.reduce((s, p) => s + p.score, 0) / plans.length) : 0,
    criteria: ids.map((id) => {
      const results = plans.map((p) => p.criteria.find((c) => c.id === id) as CriterionResult)
      return {
        id,
        label: CRITERIA[id],
        passed: results.filter((r) => r.pass).length,
        of: plans.length,
        score: results.length
          ? Math.round((results.reduce((s, r) => s + r.score, 0) / results.length) * 100)
          : 0,
      }
    }),
  }
}
