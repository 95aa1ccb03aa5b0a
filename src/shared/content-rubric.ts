/**
 * The content-quality rubric: scores a marketing plan (pillars + posts) against the rules a founder
 * would notice — readable pillar titles, posts free of interview talk, fillers, broken joins and cut
 * sentences, grounded in what the founder said, with varied openings, no near-duplicates, and spread
 * over both weeks. Pure: the transcript, the plan and the plan's start come in as values.
 */
import type nlpType from 'compromise'
import { TWEET_LIMIT } from './calendar'
import { isNearDuplicate } from './near-duplicate'
import { localParts } from './time-zone'

/** Pillar titles: 2 to 8 words. */
export const TITLE_MIN_WORDS = 2
export const TITLE_MAX_WORDS = 8
/** A plan has 3 to 7 pillars (the user picks 3). */
export const MIN_PILLARS = 3
export const MAX_PILLARS = 7
/** X's limit. */
export const MAX_POST_LENGTH = TWEET_LIMIT
/** No three-word opening may be shared by more than this share of the posts. */
export const OPENING_WORDS = 3
export const MAX_SHARED_OPENING_SHARE = 0.25
/** At least this share of the posts falls in the second week (days 8 to 14). */
export const MIN_SECOND_WEEK_SHARE = 1 / 3
/** A post is grounded when it shares this many content words with the founder's answers… */
export const GROUNDING_MIN_SHARED_WORDS = 2
/** …and at least this share of its own content words come from them. */
export const GROUNDING_MIN_SHARE = 0.3
/** Zero tolerance for these per-post and per-title faults. */
export const MAX_FAULTY_ITEMS = 0
/** A label is the text before a post's first colon, at most this many words ("Unpopular opinion:"). */
export const LABEL_MAX_WORDS = 8
/** A part of a post this short with no founder content is decoration ("Flashback.", "Quick story."). */
export const DECORATION_MAX_WORDS = 6
/** A post's one substantive part this close (word-set Jaccard) to one founder sentence is a copy. */
export const COPY_MIN_SIMILARITY = 0.8
/** An opening sentence this short ("Flashback.") is a label, not a fragment. */
export const OPENER_MAX_WORDS = 3
/** A templated question's object at most this many words, with no verb, is a bare noun phrase. */
export const BARE_QUESTION_MAX_WORDS = 6

/**
 * Words that cannot end a title: articles, prepositions, conjunctions, auxiliaries, pronouns and the
 * adverbs a cut fragment tends to end on ("… across", "… always", "… today").
 */
export const DANGLING_WORDS = new Set(
  (
    'a an the and or but nor so yet of to for with in on at by from about into onto over under across ' +
    'through between among after before since until than as if because that which who whom whose what ' +
    'when where while is are was were be been being am do does did have has had will would can could ' +
    'should may might must shall my our your their his her its this these those we i you they he she it ' +
    'me us them very just also still really always never often today tomorrow yesterday now then here ' +
    'there even only more most less much many some any every each such own not no within without behind ' +
    'beyond toward towards upon against during per via like despite myself yourself ourselves themselves ' +
    'himself herself itself cannot'
  ).split(' '),
)

/** Talk about the interview itself, or filler, that no founder would post. */
export const META_FILLER_PATTERNS: readonly RegExp[] = [
  /\b(this|our|the) (interview|conversation|chat)\b/i,
  /\binterviewer\b/i,
  /\bthat covers it\b/i,
  /\b(happy|glad|ready) to (wrap|stop|end)\b/i,
  /\blet'?s wrap\b/i,
  /\bstill true today\b/i,
  /\b(great|good|fair|interesting) question\b/i,
  /\bthanks? (you )?for (asking|having me|the question|the chat)\b/i,
  /\b(as|like) i (said|mentioned)\b/i,
  /\bto answer your question\b/i,
  /\byou asked (me|about|why|how|what)\b/i,
  /\banything else (you|to add)\b/i,
  /\blet me think\b/i,
  // Hedges and verbal fillers.
  /\b(honestly|i think|i guess|i mean|you know what i mean)\b/i,
  /^\s*(and|but)\s/i,
  /^\s*(so|well|um+|uh+|yeah|ok|okay),/i,
]

/** Two clauses glued together badly: "…: and the manager…", "the the", ", ." */
export const BROKEN_JOIN_PATTERNS: readonly RegExp[] = [
  /[:;—–]\s+(and|but|or|because|then)\b/i,
  /\b(the|a|an|and|or|but|of|to|in|on|with|for)\s+\1\b/i,
  /\s[,.;:!?]/,
  /[,;:]\s*[.!?]/,
  /[.!?]\s*[,;:]/,
  /\b(the|a|an|and|or)\s*[.!?]/,
]

/**
 * The founder's marketing goals (said to the interviewer about the posts), not a post for their
 * audience: "I want practice managers to book a demo", "I'd love ten demos a week", "in what I write",
 * "over the next weeks". A plain call to action addressed to the audience does not match.
 */
export const GOAL_LEAK_PATTERNS: readonly RegExp[] = [
  /\b(i|we)(['’]d| would)? (really )?(want|love|hope|aim|plan)\b(?! (you|a) )/i,
  /\b(in )?what i (write|post)\b|\b(my|our|these|the) (posts|tweets|content)\b/i,
  /\b(over|in) the (next|coming) (few )?(days|weeks|months)\b/i,
  /\b(my|our|the) goals?\b|\bworking toward\b/i,
]

/** Format labels and what the text after them must be. */
const RESULT_LABEL =
  /^(by the numbers|the number i keep coming back to|a figure worth sharing|in numbers|the numbers|results?|proof)\b/i
const PAIN_LABEL = /^(the pain|the problem( we solve)?|the real cost|the cost|what it costs)\b/i
const STORY_LABEL =
  /^(flashback|quick story|a moment i still think about|where it started|it began with|story time)\b/i
const BEHIND_LABEL = /^(how we work|behind the scenes\b[^:.]*|a look inside\b[^:.]*)$/i
/** A figure a result can stand on: a percentage, an amount, a change, or a count of something. */
const FIGURE = /\d|%|\bper ?cent\b|[$€£¥₹]|\b(hundred|thousand|million|twice|half)\b/i
/** The founder telling how they started: the figures in it are background, not a result. */
const FOUNDING = /\b(i|we) (started|built|founded|launched|created)\b/i
/** Words that report an improvement: a result, never a pain. */
const IMPROVEMENT =
  /\b(cut|cuts|dropped|fell|saved?|saves|grew|jumped|rose|improved|doubled|halved)\b|\bfrom\b.+\bto\b.+\b(in|within|after)\b|\busing\s+\p{Lu}/iu
/** A past event: a past-tense verb or a past time. */
const PAST =
  /\b(was|were|had|did|went|came|sent|ran|saw|lost|took|got|told|made|built|began|started|found|\w{3,}ed)\b/i
/** Introducing oneself or the product: nothing to show behind the scenes. */
const SELF_INTRO =
  /^(i['’]m|i am|we['’]re|we are) (building|the (co-)?founder|the ceo|(a |the )?(solo )?founder)\b/i

/** Labels that promise a claim, a story or a lesson: what follows must be a sentence. */
const CLAIM_LABEL =
  /^(unpopular opinion|hot take|i will say it plainly|my view|what i believe|the pain|the problem|the real cost|the cost|lesson learned|a lesson that stuck|something [^:]* taught me|what i learned)\b/i

/** Templates that wrap a bare noun phrase in a question ("Where do you stand on big chains?"). */
const TEMPLATED_QUESTION =
  /\b(how do you (deal|cope) with|what has your experience with|where do you stand on|what do you think (of|about)|how do you feel about|what['’]s your take on|thoughts on)\s+([^?]+?)(\s+(today|been|these days|right now))?\?/i

const CUT_MARK = /(…|\.\.\.)/
/** A post ends a sentence: terminal punctuation (optionally closed by a quote or bracket), or a link, tag or emoji. */
const ENDS_SENTENCE =
  /([.!?]["'”’)\]]*|https?:\/\/\S+|[#@][\p{L}\p{N}_]+|\p{Extended_Pictographic}\uFE0F?)\s*$/u

const STOPWORDS = new Set(
  (
    `${[...DANGLING_WORDS].join(' ')} i'm we're it's that's don't didn't can't won't isn't aren't ` +
    'im were its thats dont didnt cant wont isnt arent get got make made one two like want need know ' +
    'think thing things way lot people time year years day days week weeks every something someone ' +
    'how why who what yes yeah okay ok right good great new first last next back out up down off'
  ).split(' '),
)

export type RubricPost = { content: string; scheduled_time: Date | string }
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

export type CriterionId =
  | 'pillar_count'
  | 'pillar_titles'
  | 'post_length'
  | 'meta_filler'
  | 'broken_joins'
  | 'cut_sentences'
  | 'grounding'
  | 'distinct_openings'
  | 'near_duplicates'
  | 'second_week'
  | 'goal_leaks'
  | 'label_fit'
  | 'questions'
  | 'fragments'
  | 'copied'

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
  goal_leaks: 'Goal leaks',
  label_fit: 'Label fits',
  questions: 'Real questions',
  fragments: 'Whole sentences',
  copied: 'Rewritten',
  broken_joins: 'Broken joins',
  cut_sentences: 'Cut sentences',
  grounding: 'Grounding',
  distinct_openings: 'Openings',
  near_duplicates: 'Near duplicates',
  second_week: 'Second week',
}

const MAX_EXAMPLES = 3
const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.%-]*[\p{L}\p{N}%]|[\p{L}\p{N}]/gu) ?? []
const bare = (word: string) => word.toLowerCase().replace(/[’]/g, "'")

/** Proper names as the founder writes them: capitalised words never seen in lower case, not only at a sentence start. */
export function properNames(texts: readonly string[]): Set<string> {
  const capitalisedMidSentence = new Set<string>()
  const lower = new Set<string>()
  for (const text of texts)
    for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
      const ws = words(sentence)
      ws.forEach((w, i) => {
        if (/^\p{Lu}/u.test(w) && !/^\p{Lu}+$/u.test(w)) {
          if (i > 0) capitalisedMidSentence.add(w)
        } else if (/^\p{Ll}/u.test(w)) lower.add(w)
      })
    }
  return new Set(
    [...capitalisedMidSentence].filter((w) => !lower.has(w.toLowerCase()) && !STOPWORDS.has(bare(w))),
  )
}

/** Why a pillar title is garbled, or null when it reads well. */
export function titleFault(title: string, names: ReadonlySet<string> = new Set()): string | null {
  const text = title.trim()
  const ws = words(text)
  if (ws.length < TITLE_MIN_WORDS) return 'too short'
  if (ws.length > TITLE_MAX_WORDS) return 'too long'
  if (!/^[\p{Lu}\p{N}"“']/u.test(text)) return 'not capitalised'
  if (/[:;,—–-]\s*$|…$|\.\.\.$/.test(text)) return 'ends mid-phrase'
  const last = bare(ws[ws.length - 1] as string)
  if (DANGLING_WORDS.has(last)) return `ends on "${ws[ws.length - 1]}"`
  const afterColon = text.match(/[:—–]\s*(\S+)/)?.[1]
  if (afterColon && DANGLING_WORDS.has(bare(words(afterColon)[0] ?? '')) && /^\p{Ll}/u.test(afterColon))
    return `fragment after "${text.match(/[:—–]/)?.[0]}"`
  const join = text.match(TITLE_BAD_JOIN)
  if (join) return `"${join[0]}" does not parse`
  const stems = ws
    .map(bare)
    .filter((w) => !DANGLING_WORDS.has(w) && w.length > 2)
    .map(stem)
  const repeated = stems.find((w, i) => stems.indexOf(w) !== i)
  if (repeated) return `repeats "${repeated}"`
  for (const w of ws) {
    const name = [...names].find((n) => n.toLowerCase() === w.toLowerCase())
    if (name && name !== w) return `writes "${w}" for "${name}"`
  }
  return null
}

/** A preposition straight before a verb or a subject pronoun: a fragment glued onto a template ("Built for cannot afford"). */
const TITLE_BAD_JOIN =
  /\b(for|of|on|in|behind|about|with|to|from|into|inside)\s+(cannot|can|could|will|would|should|must|is|are|was|were|am|we|i|they|he|she)\b/i

export const hasMetaOrFiller = (post: string) => META_FILLER_PATTERNS.some((p) => p.test(post))
export const hasBrokenJoin = (post: string) => BROKEN_JOIN_PATTERNS.some((p) => p.test(post))
/** A post that stops mid-sentence: a cut mark ("…"), or no sentence end after its last word. */
export const isCutMidSentence = (post: string) => CUT_MARK.test(post) || !ENDS_SENTENCE.test(post.trim())

/* ----------------------- what a founder would reject ----------------------- */

// The English tagger, loaded on first use (it builds its lexicon when imported).
let compromise: typeof nlpType | undefined
const tag = (text: string) => {
  compromise ??= require('compromise') as typeof nlpType
  return compromise(text)
}

/** A post's label and the text after it: "Hot take: X" → ["Hot take", "X"]; no label → ["", post]. */
export function splitLabel(post: string): [string, string] {
  const m = post.trim().match(/^([^:.!?\n]{2,80}):\s+([\s\S]+)$/)
  if (!m || words(m[1] as string).length > LABEL_MAX_WORDS) return ['', post.trim()]
  return [(m[1] as string).trim(), (m[2] as string).trim()]
}

/** The sentences of a text (at sentence ends and line breaks). */
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?]["'”’)]*)\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0)

export const hasGoalLeak = (post: string) => GOAL_LEAK_PATTERNS.some((p) => p.test(post))

/** Why a post's format label contradicts what follows it, or null. */
export function labelMismatch(post: string): string | null {
  const [label, body] = splitLabel(post)
  const first = sentences(body)[0] ?? ''
  const opener = label || (sentences(post)[0] ?? '').replace(/[.!?]+$/, '')
  const told = label ? body : sentences(post).slice(1).join(' ')
  if (RESULT_LABEL.test(opener) && (!FIGURE.test(told) || FOUNDING.test(first)))
    return `"${opener}" on no result`
  if (PAIN_LABEL.test(opener) && IMPROVEMENT.test(told)) return `"${opener}" on a result`
  if (STORY_LABEL.test(opener) && told && !PAST.test(told)) return `"${opener}" on no past event`
  if (BEHIND_LABEL.test(opener) && (SELF_INTRO.test(told) || words(told).length < DECORATION_MAX_WORDS))
    return `"${opener}" on nothing behind the scenes`
  return null
}

const verbSeen = new Map<string, boolean>()
/** Forgets which texts have a verb (benchmarks measure a plan from scratch). */
export const clearVerbCache = () => verbSeen.clear()
/** Whether a text has a verb the tagger can see (a gerund alone does not make a sentence). Memoised: a plan repeats its sentences. */
function hasVerb(text: string): boolean {
  const known = verbSeen.get(text)
  if (known !== undefined) return known
  const found = (tag(text).document as { tags: Set<string> }[][]).some((terms) =>
    terms.some((t) => t.tags.has('Verb') && !t.tags.has('Gerund')),
  )
  if (verbSeen.size > 5000) verbSeen.clear()
  verbSeen.set(text, found)
  return found
}

/** A templated question on a bare noun phrase ("How do you deal with big chains today?"), or null. */
export function templatedQuestion(post: string): string | null {
  const m = post.match(TEMPLATED_QUESTION)
  if (!m) return null
  const object = m[4] as string
  return words(object).length <= BARE_QUESTION_MAX_WORDS && !hasVerb(object) ? `"${m[0]}"` : null
}

/**
 * A sentence of the post with no verb ("Unpopular opinion: bigger contracts and one buyer."). A
 * figure hook ("14% to 5%.") and an address ("Practice managers:") are allowed.
 */
export function fragment(post: string): string | null {
  for (const [i, s] of sentences(post).entries()) {
    // A one- to three-word opener before the post proper ("Flashback.", "Quick story.") is a label.
    if (i === 0 && words(s).length <= OPENER_MAX_WORDS && sentences(post).length > 1) continue
    const [label, rest] = splitLabel(s)
    // An announcement may be a phrase ("Next for Ledgerly: payroll by spring."); a claim may not.
    if (label && !CLAIM_LABEL.test(label)) continue
    if (/[\d%$€£¥₹]|\bper ?cent\b/i.test(rest)) continue
    if (!hasVerb(rest)) return `"${clip(rest, 50)}"`
  }
  return null
}

const normalisedWords = (text: string) => new Set(words(text).map(bare))
const jaccard = (a: Set<string>, b: Set<string>) => {
  let shared = 0
  for (const w of a) if (b.has(w)) shared++
  return shared / Math.max(1, a.size + b.size - shared)
}

/**
 * A founder's sentence posted with no rewrite: once the label and short decoration ("Flashback.") are
 * set aside, the post's one substantive sentence is (nearly) one sentence of the founder's answers.
 */
/** The founder's vocabulary per list of sentences (a plan checks many posts against one list). */
const vocabularies = new WeakMap<readonly string[], ReadonlySet<string>>()
function vocabularyOf(sentences: readonly string[]): ReadonlySet<string> {
  const known = vocabularies.get(sentences)
  if (known) return known
  const made = founderVocabulary(sentences)
  vocabularies.set(sentences, made)
  return made
}

export function copiedSentence(
  post: string,
  founderSentences: readonly string[],
  founderAnswers: readonly string[] = [],
): string | null {
  const [, body] = splitLabel(post)
  // Decoration is short and says nothing of the founder's ("Flashback."); a short punchline in their
  // words ("That is why Ledgerly exists.") is part of the rewrite.
  const vocabulary = vocabularyOf(founderSentences)
  const parts = sentences(body).filter(
    (s) =>
      words(s).length > DECORATION_MAX_WORDS ||
      FIGURE.test(s) ||
      contentWords(s).some((w) => vocabulary.has(w)),
  )
  if (!parts.length) return null
  const own = normalisedWords(parts.join(' '))
  if (parts.length === 1) {
    const source = founderSentences.find((s) => jaccard(own, normalisedWords(s)) >= COPY_MIN_SIMILARITY)
    if (source) return `copies "${clip(source, 50)}"`
  }
  // A whole answer of several sentences, posted as it was said.
  const answer = founderAnswers.find(
    (a) => sentences(a).length > 1 && jaccard(own, normalisedWords(a)) >= COPY_MIN_SIMILARITY,
  )
  return answer ? `copies the answer "${clip(answer, 50)}"` : null
}

/** Folds simple English inflections so "hires", "hired" and "hiring" meet. */
const stem = (word: string) =>
  word
    .replace(/'s$/, '')
    .replace(/(ies)$/, 'y')
    .replace(/(ing|ed|es|s)$/, '')
    .replace(/(.)\1$/, '$1')

function contentWords(text: string): string[] {
  return words(text)
    .map(bare)
    .filter((w) => !STOPWORDS.has(w) && (w.length >= 3 || /\d/.test(w)))
    .map(stem)
}

/** How much of a post comes from the founder's answers: shared content words and their share of the post's. */
export function grounding(post: string, founderVocabulary: ReadonlySet<string>) {
  const own = [...new Set(contentWords(post))]
  const shared = own.filter((w) => founderVocabulary.has(w))
  return { shared: shared.length, share: own.length ? shared.length / own.length : 0 }
}

export const founderVocabulary = (answers: readonly string[]) => new Set(answers.flatMap(contentWords))

export function isGrounded(post: string, vocabulary: ReadonlySet<string>) {
  const g = grounding(post, vocabulary)
  return g.shared >= GROUNDING_MIN_SHARED_WORDS && g.share >= GROUNDING_MIN_SHARE
}

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
export function secondWeekShare(posts: readonly RubricPost[], start: Date, timeZone = 'UTC'): number {
  if (!posts.length) return 0
  const first = dayNumber(start, timeZone)
  const late = posts.filter((p) => dayNumber(new Date(p.scheduled_time), timeZone) - first >= 7)
  return late.length / posts.length
}

const percent = (share: number) => `${Math.round(share * 100)}%`
const clip = (text: string, max = 90) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

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
  const founderSentences = input.founderAnswers.flatMap(sentences)

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
      (p) => (p.trim().length === 0 ? 'empty' : p.length > MAX_POST_LENGTH ? `${p.length} characters` : null),
      quoted,
    ),
    perItem('meta_filler', posts, postFault(hasMetaOrFiller, 'meta or filler'), quoted),
    perItem('goal_leaks', posts, postFault(hasGoalLeak, "the founder's goal"), quoted),
    perItem('label_fit', posts, labelMismatch, quoted),
    perItem('questions', posts, templatedQuestion, quoted),
    perItem('fragments', posts, fragment, quoted),
    perItem('copied', posts, (p) => copiedSentence(p, founderSentences, input.founderAnswers), quoted),
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
  const ids = Object.keys(CRITERIA) as CriterionId[]
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
