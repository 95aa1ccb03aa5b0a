import { sentencesOf } from './thread'
/**
 * Quote cards (issue #28): which words of a post a card shows, and its sizes and layouts. Pure, shared
 * by the renderer and the web's "Make a card".
 */

export const CARD_SIZES = {
  landscape: { width: 1200, height: 675 },
  square: { width: 1080, height: 1080 },
} as const
export type CardSize = keyof typeof CARD_SIZES

/** `quote`: someone's words, large; `number`: a headline figure over its sentence; `line`: one strong line. */
export const CARD_LAYOUTS = ['quote', 'number', 'line'] as const
export type CardLayout = (typeof CARD_LAYOUTS)[number]

/** What a card says: its words (also its alt text), who said them, and a figure to set large. */
export type CardWords = { layout: CardLayout; words: string; who: string | null; figure: string | null }

/** The most a card holds before its type gets too small to read on a phone. */
export const CARD_MAX_WORDS = 220

/** Capitalised words that name no one: pronouns, days, months, sentence openers. */
const NOT_A_NAME =
  /^(?:I|He|She|They|We|It|You|The|A|An|Our|My|His|Her|Their|Then|And|But|So|At|In|On|When|After|This|That|Last|Every|One|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b/
const QUOTED = /["“]([^"”]{12,})["”]/
/** Figures a card sets large, strongest first: money, a count in thousands, a share, any count (not a year). */
const FIGURES = [
  /(?:[$€£¥₹]|\b[A-Z]{1,3}\$)\s?\d(?:[\d,.]*\d)?(?:\s?(?:[kKmM]\b|million\b|bn\b))?/,
  /\b\d{1,3}(?:,\d{3})+\b/,
  /\b\d(?:[\d,.]*\d)?\s?%/,
  /\b(?!(?:19|20)\d\d\b)\d{2,}\b/,
]
const sentences = sentencesOf

/** Words cut at a sentence, else a word, to fit a card. */
function fitting(text: string, max = CARD_MAX_WORDS): string {
  if (text.length <= max) return text
  let out = ''
  for (const s of sentences(text)) {
    if (`${out} ${s}`.trim().length > max) break
    out = `${out} ${s}`.trim()
  }
  return out || `${text.slice(0, max).replace(/\s+\S*$/, '')}…`
}

/**
 * The words a post's card shows: a customer's words when it quotes someone (with who said them), else
 * its headline figure with the sentence that carries it, else its first sentence.
 */
export function cardWords(post: string, layout?: CardLayout): CardWords {
  const text = post.replace(/\s+/g, ' ').trim()
  const quoted = text.match(QUOTED)
  if (quoted && (!layout || layout === 'quote')) {
    // Who said them: the last name before the quote ("Walter said this… He stood up and said:" → Walter).
    const who =
      [...text.slice(0, quoted.index).matchAll(/\b(\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+)?)/gu)]
        .map((m) => m[1]!)
        .filter((w) => !NOT_A_NAME.test(w))
        .at(-1) ?? null
    return { layout: 'quote', words: fitting(quoted[1]!.trim()), who, figure: null }
  }
  const all = sentences(text)
  for (const figure of FIGURES) {
    const withFigure = all.find((s) => figure.test(s))
    if (withFigure && (!layout || layout === 'number'))
      return {
        layout: 'number',
        words: fitting(withFigure),
        who: null,
        figure: withFigure.match(figure)![0].trim(),
      }
  }
  return { layout: 'line', words: fitting(sentences(text)[0] ?? text), who: null, figure: null }
}

/** A colour as a card takes it: #rgb or #rrggbb. */
export const CARD_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/

/** How many posts of a plan are suggested for a card: a few strong ones, not every post with a figure. */
export const SUGGESTED_CARDS = 3

/**
 * Which posts of a plan would make the best quote cards (their indexes): a customer's words first, then
 * a headline sum of money, then a count in thousands; at most SUGGESTED_CARDS, each kind once before a
 * second of it.
 */
export function suggestCards(posts: readonly string[]): number[] {
  const rank = (text: string) => {
    const words = cardWords(text)
    if (words.layout === 'quote' && words.words.length >= 20) return 0
    if (words.layout === 'number' && FIGURES[0]!.test(words.figure ?? '')) return 1
    if (words.layout === 'number' && FIGURES[1]!.test(words.figure ?? '')) return 2
    return null
  }
  const ranked = posts
    .map((text, index) => ({ index, rank: rank(text) }))
    .filter((p): p is { index: number; rank: number } => p.rank !== null)
  // One of each kind first, then the rest in plan order.
  const firsts = [0, 1, 2].flatMap((r) => ranked.filter((p) => p.rank === r).slice(0, 1))
  const rest = ranked.filter((p) => !firsts.includes(p))
  return [...firsts, ...rest]
    .slice(0, SUGGESTED_CARDS)
    .map((p) => p.index)
    .sort((a, b) => a - b)
}
