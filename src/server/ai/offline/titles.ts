/**
 * How a pillar is titled: the strongest noun phrase of its material (said often, specific, naming a
 * loss for a problem), in a grammatical frame for its theme ("The real cost of missed appointments").
 */
import {
  type Analysis,
  DETERMINERS,
  escapeRegExp,
  head,
  type Material,
  NUMBER_WORDS,
  PEOPLE,
  QUANTIFIERS,
  type Theme,
} from './material'
import { midSentence, wordCount } from './nlp'

export const titleFor: Record<Theme, (np: string, product: string | null) => string> = {
  problem: (np) => `The real cost of ${np}`,
  story: (np, product) =>
    product && !np.includes(product) ? `From ${np} to ${product}` : `The story of ${np}`,
  proof: (np, product) => (product ? `${product} in numbers` : `${np.replace(DETERMINERS, '')} in numbers`),
  belief: (np) => `Rethinking ${np}`,
  lesson: (np) => `Lessons from ${np}`,
  audience: (np) => `Built for ${np}`,
  product: (np, product) => (product ? `Inside ${product}` : `A closer look at ${np}`),
  goals: (np) => `Why ${np} matters`,
}

/**
 * What a belief is about: the subject its first opinion sentence opens on ("Dental software is built
 * for the big chains" → "dental software"), so the pillar reads "What dental software gets wrong".
 */
export function beliefSubject(items: Material[]): { subject: string; plural: boolean } | null {
  const belief = items.find((i) => i.theme === 'belief' && !i.fragment)
  if (!belief) return null
  const told = belief.text.replace(/^I (?:believe|think|am convinced)(?: that)? /i, '')
  const found = told.match(
    /^((?:the |most |many |all )?[\p{L}-]+(?: [\p{L}-]+){0,3}?) (is|are|should|must|chase|need|ignore|overcharge|will|can)\b/iu,
  )
  const subject = found?.[1]
  if (!subject || /^(i|we|it|they|this|that|there|you)\b/i.test(subject)) return null
  // The verb says whether it is plural ("city logistics is…"); else the noun does ("payroll tools should…").
  const verb = found![2]!.toLowerCase()
  const plural = verb === 'is' ? false : verb === 'are' || (/s$/.test(subject) && !/(ss|ics)$/.test(subject))
  return { subject: midSentence(subject.replace(QUANTIFIERS, '')), plural }
}

/** The best noun phrase for a pillar: said often, specific (2–4 words), not already a title. */
export function pickPhrase(
  theme: Theme,
  items: Material[],
  analysis: Analysis,
  taken: Set<string>,
  names: string[],
): string | null {
  const scored = new Map<string, number>()
  // Proof is titled by what the figures measure; the audience by the people it serves.
  // A merged pillar is named after its own theme's sentences first.
  const own = items.some((i) => i.theme === theme) ? items.filter((i) => i.theme === theme) : items
  const pool = theme === 'proof' && own.some((i) => i.number) ? own.filter((i) => i.number) : own
  for (const [index, item] of pool.entries())
    for (const raw of item.phrases) {
      // Plurals read as themes without their article ("no-shows"); singulars keep it ("the front desk").
      const said = raw.replace(DETERMINERS, '').replace(QUANTIFIERS, '')
      // A problem keeps the loss the tagger read as a verb ("missed appointments", "kilometres empty").
      const bare = theme === 'problem' ? withLoss(said, item.text, names) : said
      const p = /s$/.test(bare) || names.includes(bare) ? bare : bare === said ? raw : `a ${bare}`
      const n = wordCount(bare)
      if (n > 5 || taken.has(head(p)) || bare === analysis.product) continue
      // A lone singular noun ("clinic") makes an ungrammatical title: keep plurals, names, compounds.
      if (n === 1 && !/(s|-\w+|ing)$/.test(bare) && !names.includes(bare)) continue
      if (theme === 'audience' && !PEOPLE.test(bare)) continue
      // "father's clinic", "own studio" read as half a phrase in a title.
      if (
        (/['’]s\b/.test(bare) && !/^(yesterday|today|last \w+)['’]s\b/i.test(bare)) ||
        /^(own|same|other|next|last|first|whole|entire|percent|fewer|more|less|most|many|much|few|several|fear|average)\b/i.test(
          bare,
        )
      )
        continue
      // The product names its own pillar; a person or place is not a theme.
      if (analysis.product && bare.includes(analysis.product)) continue
      if (theme !== 'story' && names.some((n) => bare.includes(n))) continue
      if (theme === 'audience' && /^(customers|users|clients|people)$/i.test(bare)) continue
      // "half laughing" is an action, not where a story starts.
      if (theme === 'story' && /ing$/.test(bare)) continue
      const local = items.filter((i) => i.text.toLowerCase().includes(p.toLowerCase())).length
      const global = analysis.phrases.get(raw.toLowerCase()) ?? 1
      const early = 1 - index / pool.length // the first answers on a theme are the strongest
      // What a figure counts ("four thousand families") names the proof best.
      const counted = new RegExp(`\\b(\\d[\\d,.]*|${NUMBER_WORDS})\\s+${escapeRegExp(bare)}`, 'i').test(
        item.text,
      )
      const score =
        local +
        global * 0.5 +
        (n >= 2 && n <= 4 ? 3 : 0) +
        (/\w-\w/.test(bare) ? 1.5 : 0) - // the founder's own compounds ("no-shows", "cargo-bike")
        (n >= 2 && /^\S+ing /.test(bare) ? 2 : 0) + // "calling people" is an action, not a theme
        (item.fragment && pool.every((i) => i.fragment) ? 1 : 0) +
        early * 2 +
        (counted && theme === 'proof' ? 3 : 0) +
        (theme === 'problem' ? problemFit(bare, item.text) : 0) +
        (bare === p ? 0.5 : 0)
      scored.set(p, Math.max(scored.get(p) ?? 0, score))
    }
  const best = [...scored.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0]
  return best ? midSentence(best, names) : null
}

/** What costs the money ("missed appointments cost…"), or a phrase that names a loss ("empty kilometres"). */
const COSTS = '(?:cost|costs|lose|loses|get lost|got lost|waste|wastes|eat|eats)'
const LOSS =
  /\b(missed|late|empty|lost|spoiled|stale|broken|wasted|manual|errors?|delays?|outages?|no-shows?)\b/i

/** "appointments" in "…where missed appointments cost…" → "missed appointments"; "kilometres … empty" → "empty kilometres". */
function withLoss(phrase: string, text: string, names: string[]): string {
  const before = text.match(
    new RegExp(`\\b(missed|lost|late|spoiled|wasted|unpaid|stale|broken) ${escapeRegExp(phrase)}\\b`, 'i'),
  )
  if (before) return `${before[1]!.toLowerCase()} ${phrase}`
  const after = text.match(
    new RegExp(`\\b${escapeRegExp(phrase)} (?:get|got|go|went) (lost|missed|wasted)\\b`, 'i'),
  )
  if (after) return `${after[1]!.toLowerCase()} ${midSentence(phrase, names)}`
  return new RegExp(`\\b${escapeRegExp(phrase)} empty\\b`, 'i').test(text) ? `empty ${phrase}` : phrase
}

/**
 * How well a phrase names a problem: the subject of a cost ("missed appointments cost about 12%") or a
 * loss in itself ("empty kilometres"); "The real cost of onions" names the produce, not the problem.
 */
function problemFit(phrase: string, text: string): number {
  const subject = new RegExp(`${escapeRegExp(phrase)}\\s+${COSTS}\\b`, 'i').test(text)
  return (subject ? 4 : 0) + (LOSS.test(phrase) ? 3 : 0)
}
