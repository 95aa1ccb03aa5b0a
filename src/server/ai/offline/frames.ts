/**
 * The words a post puts around a founder's sentence: the label that says what it is ("Hot take:"),
 * the question to the audience it names, and the frames that turn a brief answer into a sentence.
 */
import {
  type Analysis,
  DETERMINERS,
  escapeRegExp,
  type Material,
  PEOPLE,
  QUANTIFIERS,
  type Theme,
} from './material'
import { capitalise, midSentence, wordCount } from './nlp'
import { CUSTOMERS, type Kind } from './retelling'
import { stableIndex } from './text'
export type PostFormat =
  | 'result'
  | 'story'
  | 'contrarian'
  | 'lesson'
  | 'pain'
  | 'behind-the-scenes'
  | 'question'
  | 'call-to-action'
  | 'plain'

export type Context = {
  product: string | null
  names: string[]
  phrase: string
  all: Material[]
  audience: string | null
}
export type Candidate = { format: PostFormat; opener: string; text: string; source: string }

export const labels: Record<Kind, ((c: Context) => string)[]> = {
  result: [
    () => 'By the numbers:',
    () => 'A figure worth sharing:',
    () => 'The number I keep coming back to:',
  ],
  story: [() => 'Quick story.', () => 'A moment I still think about.', () => 'Flashback.'],
  belief: [() => 'Unpopular opinion:', () => 'Hot take:', () => 'I will say it plainly:'],
  pain: [() => 'The pain:', () => 'What nobody budgets for:', () => 'The hidden cost:'],
  lesson: [
    () => 'Lesson learned:',
    (c) => `Something building ${c.product ?? 'this'} taught me:`,
    () => 'A lesson that stuck:',
  ],
  fact: [(c) => `Behind the scenes at ${c.product ?? 'our company'}:`, () => 'How it works:', () => ''],
  intro: [() => ''],
  audience: [() => ''],
}

export const formatOf: Record<Kind, PostFormat> = {
  result: 'result',
  story: 'story',
  belief: 'contrarian',
  pain: 'pain',
  lesson: 'lesson',
  fact: 'behind-the-scenes',
  intro: 'plain',
  audience: 'plain',
}

/**
 * Questions a founder asks their audience about the sentence before it: concrete (a week, a number,
 * a moment), addressed to the people the product serves when the interview named them.
 */
const questionsFor: Record<Kind, ((to: string) => string)[]> = {
  result: [
    (to) => `${to}which number would you want to move first?`,
    (to) => `${to}what would you do with that time back?`,
  ],
  pain: [
    (to) => `${to}how much of your last week went on this?`,
    (to) => `${to}what did this cost you last month?`,
  ],
  story: [
    (to) => `${to}has something like this happened to you?`,
    (to) => `${to}what would you have done?`,
    (to) => `${to}when did this last happen to you?`,
  ],
  belief: [
    (to) => `${to}do you agree, or am I missing something?`,
    (to) => `${to}where do you think I am wrong?`,
    (to) => `${to}what have you seen?`,
  ],
  lesson: [
    (to) => `${to}what did you have to learn the hard way?`,
    (to) => `${to}which mistake taught you the most?`,
  ],
  fact: [
    (to) => `${to}what would you want it to do for you first?`,
    (to) => `${to}what would make this worth trying for you?`,
  ],
  intro: [
    (to) => `${to}what would you want it to do for you first?`,
    (to) => `${to}what would make this worth trying for you?`,
  ],
  audience: [
    (to) => `${to}what takes up most of your week right now?`,
    (to) => `${to}which part of the job would you hand off tomorrow?`,
  ],
}

/** People who are not at work when they use it ("families"): no question about their job. */
const CONSUMERS = /\b(famil|parent|student|commuter|rider|cyclist|cook|patient|home)/i

/** The questions for a sentence, its own first (by a stable hash), then the others in turn, each in its forms. */
export const ask = (kind: Kind, seed: string, ctx: Context): string[][] => {
  const list = questionsFor[kind].filter(
    (q) => !(CONSUMERS.test(ctx.audience ?? ctx.phrase) && /\bjob\b/.test(q(''))),
  )
  const to = ctx.audience ? `${capitalise(ctx.audience)}: ` : ''
  const first = stableIndex(seed, list.length)
  // Each question addressed to the audience ("Freelancers: …") and plain: a plan alternates them.
  return list.map((_, v) => {
    const question = list[(first + v) % list.length]!
    return to ? [question(to), capitalise(question(''))] : [capitalise(question(''))]
  })
}

/** The people the product serves, as the founder named them ("practice managers"), or null. */
export function audienceOf(analysis: Analysis): string | null {
  // "My customers are freelancers…" names them best; then what the founder said about the audience.
  const pool = [
    ...analysis.items.filter((i) => CUSTOMERS.test(i.text)),
    ...analysis.items.filter((i) => i.theme === 'audience'),
  ]
  // People first ("practice managers"): a question is asked of a person, not of "small dental clinics".
  const candidates = pool.flatMap((item) => item.phrases.map((raw) => ({ item, raw })))
  const ordered = [
    ...candidates.filter(({ raw }) => PERSONS.test(raw)),
    ...candidates.filter(({ raw }) => !PERSONS.test(raw)),
  ]
  for (const { item, raw } of ordered) {
    {
      const p = raw.replace(DETERMINERS, '').replace(QUANTIFIERS, '')
      if (
        wordCount(p) > 3 ||
        !/s$/.test(p) ||
        !PEOPLE.test(p) ||
        /^(customers|users|clients|people|reminders)$/i.test(p)
      )
        continue
      if (analysis.names.some((n) => p.includes(n)) || (analysis.product && p.includes(analysis.product)))
        continue
      // "engineering leads": the tagger may read the first word as a verb and leave it out.
      const before = item.text.match(new RegExp(`\\b([\\p{L}-]+) ${escapeRegExp(p)}\\b`, 'iu'))?.[1]
      const whole =
        wordCount(p) === 1 &&
        before &&
        !/^(are|is|of|at|for|the|a|an|my|our|your|their|with|and|or|to|by|from)$/i.test(before)
          ? `${before.toLowerCase()} ${p}`
          : p
      return midSentence(whole, analysis.names)
    }
  }
  return null
}

const PERSONS =
  /(ers|ors|ists|ians|ants|parents|people|owners|founders|managers|leads|staff|doctors|dentists|nurses|chefs|families|students)$/i

export const briefKind: Record<Theme, Kind> = {
  product: 'fact',
  audience: 'fact',
  problem: 'pain',
  story: 'story',
  proof: 'result',
  belief: 'belief',
  lesson: 'lesson',
  goals: 'fact',
}

const withArticle = (p: string) =>
  /^(the|a|an|my|our|\d)/i.test(p) || /s$/.test(p) || /^\p{Lu}/u.test(p)
    ? p
    : `${/^[aeiou]/i.test(p) ? 'an' : 'a'} ${p}`

/** A brief answer told as a short sentence that says what it is ("Commuters." → "Built for commuters."). */
export function briefLine(item: Material, ctx: Context): string | null {
  if (wordCount(item.text) > 5) return null
  const p = midSentence(item.text.replace(/[.!?]+$/, '').replace(/^[\p{L} ]{2,20}:\s+/u, ''), ctx.names)
  const plural = /s$/.test(p)
  const frames: Record<Theme, ((p: string) => string | null)[]> = {
    product: [(p) => `We build ${withArticle(p)}.`, (p) => `We make ${withArticle(p)}.`],
    audience: [
      (p) => (PEOPLE.test(p) ? `Built for ${p}.` : null),
      (p) => (PEOPLE.test(p) ? `Made for ${p}.` : null),
    ],
    problem: [(p) => `${capitalise(p)} ${plural ? 'are' : 'is'} the problem we solve.`],
    story: [(p) => `It began with ${withArticle(p.replace(/^own /, 'my own '))}.`],
    // A count of people or things ("300 users"), not any figure ("brother, 90 days").
    proof: [(p) => (/^[\d,.]+\s+[\p{L}-]+s$/u.test(p) ? `So far: ${p}.` : null)],
    belief: [(p) => (item.fragment ? null : `My view: ${p}.`)],
    lesson: [(p) => (item.fragment ? null : `Lesson learned: ${p}.`)],
    goals: [() => null],
  }
  const list = frames[item.theme]
  return list[stableIndex(item.text, list.length)]!(p)
}
