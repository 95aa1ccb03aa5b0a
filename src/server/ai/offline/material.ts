/**
 * The offline engine's reading of an interview: every usable founder sentence, cleaned, with its theme
 * (the interview's topics plus lessons), its figures and noun phrases, and the product's name.
 */
import type { TranscriptLine } from '../provider'
import {
  analyse,
  cleanSentence,
  hasFiniteVerb,
  hasNumber,
  isMetaTalk,
  isPastTense,
  nounPhrases,
  properNames,
  type Sentence,
  thingNames,
  wordCount,
} from './nlp'
import { answerTopics, questionTopic, type Topic } from './topics'

/** A pillar's theme: the interview topics plus lessons (a mistake and what it taught). */
export type Theme = Exclude<Topic, 'goals'> | 'lesson' | 'goals'

/** One usable sentence of the founder's, cleaned, with what it is about. */
export type Material = {
  text: string
  theme: Theme
  answer: number
  number: boolean
  past: boolean
  phrases: string[]
  /** A brief answer or a verbless phrase: usable only inside a composed post. */
  fragment: boolean
  /** Leans on the sentence before it ("They run…", "That evening…"): never opens a post alone. */
  dependent: boolean
  /** Position of the sentence in its answer. */
  position: number
}

export type Analysis = {
  items: Material[]
  product: string | null
  names: string[]
  phrases: Map<string, number>
}

const METRIC =
  /%|\bper ?cent\b|[$€£₦¥₹]|\bfrom\b.+\bto\b|\b(hours?|revenue|stars|saved?|cut|fell|grew|dropped|pay|paying|fewer|more than|use|signed up|joined|booked)\b/i
const PRODUCT_INTRO =
  /\b(?:founder of|founded|building|we build|we make|we run|we started|I built|I started|I'm building|I am building|we launched|I launched)\s+((?:[A-Z][\p{L}\d-]*)(?:\s[A-Z][\p{L}\d-]*)*)/u
const DEPENDENT = /^(they|them|it|it's|this|that|these|those|he|she|which|so|then|there)\b/i
/** A figure that changed: the verb of a result ("cut", "fell") the tagger may read as a noun. */
const CHANGE = /\b(cut|cuts|fell|dropped|grew|rose|saved?|went from|doubled|halved)\b/i
/** A view rather than a wish: no "I want", but a "should", a "most…", a "not for". */
const OPINION =
  /^(?!.*\b(want|love|hope|goal)\b).*\b(should|must|nobody|everyone|most|wrong|built for|not for)\b/i
const LESSON = /\b(taught me|learned|learnt|lesson|mistake|got wrong|wish i had|never again)\b/i
export const THEME_ORDER: Theme[] = [
  'problem',
  'story',
  'proof',
  'belief',
  'lesson',
  'audience',
  'product',
  'goals',
]

function themeOf(sentence: Sentence, text: string, asked: Topic | null, answerThemes: Set<Topic>): Theme {
  // A terse founder labels their own answer: "Goal: 1,000 plumbers."
  if (/^(goals?|aims?|targets?|next)\s*:/i.test(text)) return 'goals'
  if (LESSON.test(text)) return 'lesson'
  // A brief answer says what it is by itself: "300 users." is proof, "Commuters." an audience.
  if (wordCount(text) < 4 && !hasFiniteVerb(sentence)) {
    if (hasNumber(sentence)) return 'proof'
    if (PEOPLE.test(text.replace(/[.!?]+$/, ''))) return 'audience'
  }
  const own = answerTopics(text, [sentence])
  // Asked for goals, a founder may state a view instead ("Most payroll tools are built for
  // accountants, not for people who cook."): that is material for posts, not a goal.
  if (asked === 'goals' && own.size === 0 && OPINION.test(text)) return 'belief'
  if (asked && (own.has(asked) || own.size === 0)) return asked
  const first = THEME_ORDER.find((t) => own.has(t as Topic))
  if (first) return first
  return asked ?? THEME_ORDER.find((t) => answerThemes.has(t as Topic)) ?? 'product'
}

/**
 * Two pieces of news in one sentence ("We shipped two-way texting, and Riverside Dental signed up…")
 * are two sentences: split where ", and" opens a clause on a name, "I" or "we". A clause on "their",
 * "the…" leans on the first and stays with it.
 */
const NEW_CLAUSE = /,\s+and\s+(?=(?:I|we|We|\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)*)\s+\p{Ll})/u
function ownClauses(sentence: Sentence): Sentence[] {
  const parts = sentence.text.split(NEW_CLAUSE)
  if (parts.length < 2 || parts.some((p) => wordCount(p) < 4)) return [sentence]
  return parts.flatMap((p, i) => {
    const text = i < parts.length - 1 ? `${p.replace(/[,;\s]+$/, '')}.` : p
    return analyse(text.charAt(0).toUpperCase() + text.slice(1))
  })
}

/** Reads the founder's answers: every usable sentence with its theme, the product's name, key phrases. */
export function analyseInterview(transcript: TranscriptLine[]): Analysis {
  const items: Material[] = []
  const nameCount = new Map<string, number>()
  const phrases = new Map<string, number>()
  const names = new Set<string>()
  let asked: Topic | null = null
  let answer = 0
  for (const line of transcript) {
    if (line.speaker === 'interviewer') {
      // A question on no known topic ("How did that go?") follows up on the one before.
      asked = questionTopic(line.content) ?? asked
      continue
    }
    answer++
    const whole = answerTopics(line.content)
    let position = -1
    for (const s of analyse(line.content).flatMap(ownClauses)) {
      position++
      if (isMetaTalk(s.text) || s.text.endsWith('?')) continue
      const text = cleanSentence(s.text)
      if (!text || text.length > 250) continue
      for (const n of properNames(s)) names.add(n)
      for (const n of thingNames(s)) nameCount.set(n, (nameCount.get(n) ?? 0) + 1)
      const own = nounPhrases(s)
      for (const p of own) phrases.set(p.toLowerCase(), (phrases.get(p.toLowerCase()) ?? 0) + 1)
      items.push({
        text,
        theme: themeOf(s, text, asked, whole),
        answer,
        position,
        number: hasNumber(s) && METRIC.test(text),
        past: isPastTense(s),
        phrases: own,
        // A long sentence with a figure is whole even when the tagger misses its verb ("Clinics using
        // Plotline cut no-shows from 14% to 5%…"); the rubric reads figures the same way.
        fragment: wordCount(text) < 2 || (!hasFiniteVerb(s) && !(wordCount(text) >= 6 && CHANGE.test(text))),
        dependent: position > 0 && DEPENDENT.test(text),
      })
    }
  }
  // The product is the name the founder says they build, else the name said most often about it.
  const introduced = transcript
    .filter((l) => l.speaker === 'founder')
    .map((l) => l.content.match(PRODUCT_INTRO)?.[1])
    .find((n): n is string => !!n && !/^(I|We|It)$/.test(n))
  const productItems = items.filter((i) => i.theme === 'product')
  const product =
    introduced ??
    [...nameCount.keys()]
      .map((n) => ({
        n,
        score: (nameCount.get(n) ?? 0) + productItems.filter((i) => i.text.includes(n)).length * 2,
      }))
      .sort((a, b) => b.score - a.score)[0]?.n ??
    null
  return { items, product, names: [...names], phrases }
}

export const head = (phrase: string) => phrase.toLowerCase().split(/\s+/).at(-1)!.replace(/s$/, '')

export const QUANTIFIERS = /^(most|many|some|all|few|several|much)\s+/i
export const DETERMINERS = /^(the|a|an|this|that|these|those|my|our|your|his|her|their|its)\s+/i

export const NUMBER_WORDS =
  'two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty|hundred|thousand|million'
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export const PEOPLE =
  /(ers|ors|ists|ians|ants|parents|clients|residents|patients|students|teams?|people|owners|founders|clinics|shops|studios|startups|businesses|companies|agencies|families|parents|students|doctors|dentists|nurses|chefs|bakeries|restaurants|leads|staff)$/i

export type { Sentence }
