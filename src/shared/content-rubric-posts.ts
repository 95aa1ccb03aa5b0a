/**
 * The content rubric's checks of one post or title: what a founder would reject on sight (interview
 * talk, fillers, broken joins, cut sentences, their own goals, a label that does not fit, a templated
 * question, a verbless sentence, a sentence copied as said, a post not grounded in the interview).
 * Each returns why, or null. Pure.
 */

import {
  bare,
  clip,
  contentWords,
  DANGLING_WORDS,
  hasVerb,
  sentences,
  stem,
  words,
} from './content-rubric-text'
import { isToneInstruction } from './tone-instruction'

/** Pillar titles: 2 to 8 words. */
export const TITLE_MIN_WORDS = 2
export const TITLE_MAX_WORDS = 8
/** A post is grounded when it shares this many content words with the founder's answers… */
export const GROUNDING_MIN_SHARED_WORDS = 2
/** …and at least this share of its own content words come from them. */
export const GROUNDING_MIN_SHARE = 0.3
/** A label is the text before a post's first colon, at most this many words ("Unpopular opinion:"). */
export const LABEL_MAX_WORDS = 8
/** A part of a post this short with no founder content is decoration ("Flashback.", "Quick story."). */
export const DECORATION_MAX_WORDS = 6
/** An opening sentence this short ("Flashback.") is a label, not a fragment. */
export const OPENER_MAX_WORDS = 3
/** A templated question's object at most this many words, with no verb, is a bare noun phrase. */
export const BARE_QUESTION_MAX_WORDS = 6

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

/** A post's label and the text after it: "Hot take: X" → ["Hot take", "X"]; no label → ["", post]. */
export function splitLabel(post: string): [string, string] {
  const m = post.trim().match(/^([^:.!?\n]{2,80}):\s+([\s\S]+)$/)
  if (!m || words(m[1] as string).length > LABEL_MAX_WORDS) return ['', post.trim()]
  return [(m[1] as string).trim(), (m[2] as string).trim()]
}

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

/** Spoken fillers and stutters left in a post ("um", "you know", "i'm i'm"). */
const DISFLUENCY =
  /\b(um+|uh+|erm|you know|i mean)\b|\b(?:it's|is|at|for|about|spend|spent) like (?:a|an|the|\d)|\b(\p{L}+) \2\b/iu
export const disfluency = (post: string) => {
  const m = post.match(DISFLUENCY)
  // "that that" and "had had" are English; a doubled word elsewhere is a stutter.
  return m && !/^(that that|had had)$/i.test(m[0]) ? `"${m[0]}"` : null
}

/** A sentence of the founder's tone instructions posted as content ("No emoji please."). */
export const postedToneInstruction = (post: string) => {
  const line = sentences(post).find(isToneInstruction)
  return line ? `"${clip(line, 50)}"` : null
}

/** A quotation opened and never closed: the customer's words cut off. */
export const unclosedQuote = (post: string) => {
  const straight = (post.match(/"/g) ?? []).length
  const open = (post.match(/“/g) ?? []).length
  const close = (post.match(/”/g) ?? []).length
  return straight % 2 === 1 || open !== close ? 'a quotation is not closed' : null
}

/** The founder's figures worth a headline: amounts, percentages and counts written as digits (not years). */
export const headlineFigures = (answers: readonly string[]) =>
  [
    ...new Set(
      answers.flatMap((a) => a.match(/[$€£¥₹]\s?\d[\d,.]*[kKmM]?\b|\d[\d,.]*\s?%|\b\d{2,}[\d,.]*\b/g) ?? []),
    ),
  ].filter((f) => !/^(19|20)\d\d$/.test(f))
