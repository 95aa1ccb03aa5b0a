/**
 * The content rubric's reading of English: words, sentences, stems, content words, proper names and
 * the tagger's verb check, shared by its per-post checks and its plan measures. Pure.
 */
import type nlpType from 'compromise'

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

const STOPWORDS = new Set(
  (
    `${[...DANGLING_WORDS].join(' ')} i'm we're it's that's don't didn't can't won't isn't aren't ` +
    'im were its thats dont didnt cant wont isnt arent get got make made one two like want need know ' +
    'think thing things way lot people time year years day days week weeks every something someone ' +
    'how why who what yes yeah okay ok right good great new first last next back out up down off'
  ).split(' '),
)

export const words = (text: string) =>
  text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.%-]*[\p{L}\p{N}%]|[\p{L}\p{N}]/gu) ?? []
export const bare = (word: string) => word.toLowerCase().replace(/[’]/g, "'")

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

/** The sentences of a text (at sentence ends and line breaks). */
export const sentences = (text: string) =>
  text
    .split(/(?<=[.!?]["'”’)]*)\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0)

// The English tagger, loaded on first use (it builds its lexicon when imported).
let compromise: typeof nlpType | undefined
const tag = (text: string) => {
  compromise ??= require('compromise') as typeof nlpType
  return compromise(text)
}

const verbSeen = new Map<string, boolean>()
/** Forgets which texts have a verb (benchmarks measure a plan from scratch). */
export const clearVerbCache = () => verbSeen.clear()
/** Whether a text has a verb the tagger can see (a gerund alone does not make a sentence). Memoised: a plan repeats its sentences. */
export function hasVerb(text: string): boolean {
  const known = verbSeen.get(text)
  if (known !== undefined) return known
  const found = (tag(text).document as { tags: Set<string> }[][]).some((terms) =>
    terms.some((t) => t.tags.has('Verb') && !t.tags.has('Gerund')),
  )
  if (verbSeen.size > 5000) verbSeen.clear()
  verbSeen.set(text, found)
  return found
}

/** Folds simple English inflections so "hires", "hired" and "hiring" meet. */
export const stem = (word: string) =>
  word
    .replace(/'s$/, '')
    .replace(/(ies)$/, 'y')
    .replace(/(ing|ed|es|s)$/, '')
    .replace(/(.)\1$/, '$1')

export function contentWords(text: string): string[] {
  return words(text)
    .map(bare)
    .filter((w) => !STOPWORDS.has(w) && (w.length >= 3 || /\d/.test(w)))
    .map(stem)
}

export const normalisedWords = (text: string) => new Set(words(text).map(bare))
export const jaccard = (a: Set<string>, b: Set<string>) => {
  let shared = 0
  for (const w of a) if (b.has(w)) shared++
  return shared / Math.max(1, a.size + b.size - shared)
}

export const clip = (text: string, max = 90) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)
