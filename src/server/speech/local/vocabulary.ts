import { editDistance } from '../edit-distance'
import type { TranscriptionContext } from '../provider'

/**
 * Biasing the local recogniser towards the interview's own words, after recognition: the recogniser
 * (pocketsphinx) keeps one warm general language model, so the interview's words (the product's name,
 * the founder's typed words, the interviewer's last question) are brought in by sound. A recognised
 * span of one to three words whose phones are close to an interview word's is replaced by that word
 * ("bakery is" → "bakeries", "shift swap" → "ShiftSwap"). Pure; the phones come from the recogniser's
 * own dictionary (cmudict-en-us.dict, no stress marks).
 */

/** Word → its phones (the dictionary's first pronunciation). */
export type Lexicon = ReadonlyMap<string, readonly string[]>

/** One word the interview used, as it should be written, and how it sounds. */
export type VocabularyEntry = { word: string; phones: readonly string[] }

/** Common words: never part of the vocabulary, never replaced on their own. */
const FUNCTION_WORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being both but by can
  could did do does doing done down each even ever every few for from get gets got had has have having he her
  here hers him his how i if in into is it its it's just like me more most much my no nor not now of off on once
  only or other our ours out over own really same she should so some such than that that's the their them then
  there these they this those through to too under until up us very was we were what when where which while who
  whom why will with would yes yet you your yours we're i'm don't what's you'd`.split(/\s+/),
)

const VOWELS = new Set([
  'AA',
  'AE',
  'AH',
  'AO',
  'AW',
  'AY',
  'EH',
  'ER',
  'EY',
  'IH',
  'IY',
  'OW',
  'OY',
  'UH',
  'UW',
])

/** Words shorter than this many phones are too easily matched by chance. */
const MIN_PHONES = 4
/** The largest phone distance, per phone of the interview word, that still counts as the same word. */
export const MAX_DISTANCE = 0.25
/** A lone recognised word is another real word: replaced only when closer still. */
export const MAX_SINGLE_DISTANCE = 0.2

/** Edit distance between phone sequences; a vowel heard as another vowel costs half. */
export function phoneDistance(a: readonly string[], b: readonly string[]): number {
  return editDistance(a, b, (x, y) => (x === y ? 0 : VOWELS.has(x) && VOWELS.has(y) ? 0.5 : 1))
}

/** A word's phones: the dictionary's, or a compound's parts' ("ShiftSwap", "bread-box"); undefined when unknown. */
function phonesOf(word: string, lexicon: Lexicon): readonly string[] | undefined {
  const known = lexicon.get(word.toLowerCase())
  if (known) return known
  const parts = word
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[\s-]+/)
    .filter(Boolean)
  if (parts.length < 2) return undefined
  const phones = parts.map((part) => lexicon.get(part.toLowerCase()))
  return phones.every(Boolean) ? (phones.flat() as string[]) : undefined
}

/** The interview's own words worth listening for: not function words, known to the dictionary, at least four phones. */
export function interviewVocabulary(context: TranscriptionContext, lexicon: Lexicon): VocabularyEntry[] {
  const texts = [context.product ?? '', ...(context.typed ?? []), context.question ?? '']
  const entries = new Map<string, VocabularyEntry>()
  for (const text of texts)
    for (const token of text.match(/[\p{L}][\p{L}'-]*/gu) ?? []) {
      const word = token.replace(/'s$|'$/, '')
      const key = word.toLowerCase()
      if (entries.has(key) || FUNCTION_WORDS.has(key)) continue
      const phones = phonesOf(word, lexicon)
      // A name as the founder writes it ("ShiftSwap"), an ordinary word as the recogniser would.
      if (phones && phones.length >= MIN_PHONES)
        entries.set(key, { word: lexicon.has(key) ? key : word, phones })
    }
  return [...entries.values()]
}

/** A word without its inflection: "bakeries" → "bakery", "shifts" → "shift", "started" → "start". */
const stem = (word: string) =>
  word
    .replace(/'s$/, '')
    .replace(/ies$/, 'y')
    .replace(/(ss|sh|ch|x)es$/, '$1')
    .replace(/(ed|ing|s)$/, '')
/** Two forms of one word ("bakery", "bakeries"): the recogniser's choice of ending stands. */
const sameStem = (a: string, b: string) => stem(a) === stem(b)

/**
 * The recognised words with spans that sound like an interview word replaced by it. A span is one to
 * three words, all in the dictionary, not a lone function word, not already an interview word; it is
 * replaced when its phones are within MAX_DISTANCE per phone of the word's (a lone word: within
 * MAX_SINGLE_DISTANCE; the closest wins; on a tie the longer span). A single word is never replaced by
 * another form of itself.
 */
export function snapToVocabulary(
  words: readonly string[],
  vocabulary: readonly VocabularyEntry[],
  lexicon: Lexicon,
): string[] {
  if (vocabulary.length === 0) return [...words]
  const spoken = new Set(vocabulary.map((entry) => entry.word.toLowerCase()))
  const out: string[] = []
  let i = 0
  while (i < words.length) {
    let best: { length: number; word: string; score: number } | null = null
    for (let length = 1; length <= 3 && i + length <= words.length; length++) {
      const span = words.slice(i, i + length)
      if (span.some((w) => spoken.has(w))) break
      if (length === 1 && FUNCTION_WORDS.has(span[0]!)) continue
      if (span.every((w) => FUNCTION_WORDS.has(w))) continue
      const phones = span.map((w) => lexicon.get(w))
      if (!phones.every(Boolean)) break
      const heard = phones.flat() as string[]
      for (const entry of vocabulary) {
        if (length === 1 && sameStem(span[0]!, entry.word.toLowerCase())) continue
        if (Math.abs(heard.length - entry.phones.length) > entry.phones.length * MAX_DISTANCE) continue
        const score = phoneDistance(heard, entry.phones) / entry.phones.length
        const limit = length === 1 ? MAX_SINGLE_DISTANCE : MAX_DISTANCE
        if (score <= limit && (!best || score < best.score || (score === best.score && length > best.length)))
          best = { length, word: entry.word, score }
      }
    }
    if (best) {
      out.push(best.word)
      i += best.length
    } else out.push(words[i++]!)
  }
  return out
}

/** The recogniser's dictionary as a Lexicon: `word phone phone …` a line; "word(2)" variants are left out. */
export function parseLexicon(text: string): Map<string, string[]> {
  const lexicon = new Map<string, string[]>()
  for (const line of text.split('\n')) {
    const [word, ...phones] = line.trim().split(/\s+/)
    if (word && phones.length && !word.includes('(')) lexicon.set(word, phones)
  }
  return lexicon
}
