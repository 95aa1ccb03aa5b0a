/**
 * What a founder's sentence is (a result, a story, a belief, a pain…) and how a post tells it: an
 * introduction retold as a line about the product, a belief stated, a goal turned into a call to action.
 */
import type { Material } from './material'
import { analyse, capitalise, midSentence, wordCount } from './nlp'

/** What a founder's sentence is: it decides which label the sentence may carry. */
export type Kind = 'result' | 'story' | 'belief' | 'pain' | 'lesson' | 'intro' | 'audience' | 'fact'

/** An improvement or adoption the founder reports: a result, never a pain. */
export const IMPROVEMENT =
  /\b(cut|cuts|dropped|fell|saved?|saves|grew|jumped|rose|improved|doubled|halved|went from)\b|\bfrom\b.+\bto\b/i
const ADOPTION = /\b(use|uses|pay|pays|paying|booked|signed up|joined|report|reports|stars|subscribe)\b/i
const FOUNDING = /\b(I|we) (started|built|founded|launched|created)\b/i
const COST =
  /\b(cost|costs|lost|lose|loses|losing|waste|wastes|spent|spend|hate|fear|stuck|missed|buried|late)\b/i
const SELF_INTRO =
  /^(?:I['’]m|I am|We['’]re|We are) (?:the )?(?:solo )?(?:co-)?(?:founder|CEO)(?: and (?:CEO|CTO|founder))? of ([^,]+), (.+)$/i
const PRODUCT_LINE = /^We (?:build|make|run) ([^,]+), (.+)$/i
const BELIEF_LEAD = /^I (?:believe|think|am convinced)(?: that)? /i
/** Words of an opinion: a sentence in a belief answer without them is a fact told to support it. */
const OPINION =
  /\b(should|must|never|always|nobody|no one|everyone|most|wrong|overcharge\w*|theatre|ignores?|built for|instead of|not by|rather than|more than)\b/i
export const CUSTOMERS = /^(?:my |our )?(?:customers|users|clients) are\b/i
/** A past event: a verb in the past tense ("a spoiled load" is an adjective, not an event). */
export const PAST_EVENT =
  /\b(was|were|had|did|went|came|ran|saw|lost|took|got|told|sent|spent|built|began|started|sketched|watched|died|tried|sold|brought|printed|decided|learned|learnt|rewrote|wrote|found|made)\b/i

/** What a sentence is, by what it says (a number is a result only when something improved or grew). */
export function kindOf(item: Material): Kind {
  const t = item.text
  if (SELF_INTRO.test(t) || PRODUCT_LINE.test(t) || /^I['’]m building\b/i.test(t)) return 'intro'
  // Who the customers are, even with a figure in it ("…pay €900 a month for a van"), is no result.
  if (CUSTOMERS.test(t) || (item.theme === 'audience' && !IMPROVEMENT.test(t))) return 'audience'
  if (item.theme === 'lesson') return 'lesson'
  if (item.number && !FOUNDING.test(t) && (IMPROVEMENT.test(t) || ADOPTION.test(t))) return 'result'
  if (BELIEF_LEAD.test(t) || (item.theme === 'belief' && (item.position === 0 || OPINION.test(t))))
    return 'belief'
  if (PAST_EVENT.test(t)) return 'story'
  if (COST.test(t) && !IMPROVEMENT.test(t)) return 'pain'
  return 'fact'
}

/**
 * The sentence as a post tells it: an introduction becomes a line about the product ("I'm the founder
 * of Kiln, an open-source tool…" → "Kiln is an open-source tool…"), a belief is stated, not hedged.
 * Null when nothing is left to say ("I'm building Plotline.").
 */
export function retell(item: Material, product: string | null = null): string | null {
  // "It's scheduling and reminders for…" after "I'm building Plotline." → "Plotline is scheduling…".
  const t =
    product && item.dependent && /^It(['’]s| is)\s/.test(item.text)
      ? item.text.replace(/^It(['’]s| is)\s/, `${product} is `)
      : item.text
  const intro = t.match(SELF_INTRO) ?? t.match(PRODUCT_LINE)
  if (intro) {
    const [, product, what] = intro as unknown as [string, string, string]
    return `${product} is ${what.replace(/^(is|are) /i, '')}`
  }
  if (/^I['’]m building\b/i.test(t)) return null
  // "My customers are freelancers who…" → "I build for freelancers who…": said to the audience.
  if (CUSTOMERS.test(t)) return t.replace(CUSTOMERS, /^our/i.test(t) ? 'We build for' : 'I build for')
  // "I started it after…" → "I started Mandi Metrics after…".
  if (product && /^I (started|built|founded) it\b/.test(t))
    return t.replace(/^I (started|built|founded) it\b/, `I $1 ${product}`)
  // "I believe X and that Y" → "X, and Y".
  if (BELIEF_LEAD.test(t)) return capitalise(t.replace(BELIEF_LEAD, '').replace(/,? and that /, ', and '))
  return t
}

/** "From 14% to 5%." when the sentence reports a change: a hook the sentence then explains. */
export function figureHook(text: string): string | null {
  const change = text.match(
    /\bfrom ((?:[$€£¥₹]?[\d.,]+\s?%?|[\p{L}-]+ (?:percent|per cent)))\s+to\s+((?:[$€£¥₹]?[\d.,]+\s?%?|[\p{L}-]+ (?:percent|per cent)))/iu,
  )
  return change ? `From ${change[1]} to ${change[2]}.` : null
}

/**
 * The founder's goal as a plain call to action to the audience it names ("I want more practice managers
 * to book a fifteen-minute demo" → "Practice managers: book a fifteen-minute demo."), or null when the
 * goal names no audience and action (then it is never posted: it was said to the interviewer).
 */
export function callToAction(goal: string, names: string[] = []): string | null {
  const m = goal
    .replace(/^(?:over|in) the (?:next|coming) [\w\s]*?(?=\bI\b|\bwe\b)/i, '')
    .match(
      /\b(?:I|we)(?:['’]d| would)? (?:really )?(?:want|love|like|hope)\s+(?:more\s+)?(.+?)\s+to\s+(.+?)[.!]?$/i,
    )
  if (!m) return null
  const [, who, what] = m as unknown as [string, string, string]
  if (/\b(posts?|tweets?|content|me|us|it|them)\b/i.test(who) || wordCount(who) > 6) return null
  // "…to recognise their mornings in what I write and book a demo": keep the part for the audience.
  const forThem = what
    .split(/ and (?=[a-z]+ )/)
    .filter((part) => !/\bwhat I (write|post)\b|\bposts?\b/i.test(part))
  if (!forThem.length) return null
  const action = forThem
    .join(' and ')
    .replace(/\s+(?:over|in) the (?:next|coming) .*$/i, '')
    .replace(/\btheir\b/g, 'your')
    .replace(/\bthem\b/g, 'you')
  const verb = analyse(`${capitalise(action)}.`)[0]?.tokens[0]
  if (!verb?.tags.has('Verb')) return null
  // "200 shop owners in Lyon" → "Shop owners in Lyon": the target is the founder's, not the reader's.
  const people = who.replace(/^(?:[\d,.]+|ten|twenty|fifty|a hundred|hundreds of)\s+(?:new\s+)?/i, '')
  return `${capitalise(midSentence(people, names))}: ${action}.`
}

export const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ')

/** A second sentence that opens on the product's name says "It" when the first already named it. */
export function follow(first: string, next: string, product: string | null): string {
  if (product && first.includes(product) && next.startsWith(`${product} `))
    return `It ${next.slice(product.length + 1)}`
  return next
}

/** A second sentence whose words the first already says ("Tally is invoicing for plumbers. I build for plumbers."). */
export function saysNothingNew(first: string, second: string): boolean {
  const said = new Set(first.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [])
  const words = second.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []
  return words.filter((w) => !said.has(w) && w !== 'build').length === 0
}

/** A sentence that can open a post: whole, not leaning on the one before, with something to say. */
export const canLead = (i: Material, product: string | null) =>
  !i.fragment &&
  i.theme !== 'goals' &&
  (!i.dependent || (!!product && /^It(['’]s| is)\s/.test(i.text))) &&
  retell(i, product) !== null
