import type { TranscriptLine } from './provider'

/**
 * A post's sources: the founder's own sentences it was written from, shown with the post ("From your
 * interview"). Both engines are asked for them and whatever they give is checked here: a source is
 * kept only if it occurs in one of the founder's answers, and it is kept as the founder wrote it.
 */

/** At most this many excerpts are shown with a post. */
export const MAX_SOURCES_PER_POST = 3
/** Shorter excerpts ("No-shows.") say nothing about where a post came from. */
export const MIN_SOURCE_WORDS = 3

const QUOTES: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '`': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u201f': '"',
  '\u2033': '"',
  '\u00ab': '"',
  '\u00bb': '"',
}

/**
 * The text as compared: lowercase, typographic quotes as straight ones, any run of whitespace as one
 * space. `at[i]` is the index in `text` of the character that gave `folded[i]`.
 */
function fold(text: string): { folded: string; at: number[] } {
  let folded = ''
  const at: number[] = []
  let space = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (/\s/.test(c)) {
      space = folded.length > 0
      continue
    }
    if (space) {
      folded += ' '
      at.push(i)
      space = false
    }
    for (const out of (QUOTES[c] ?? c).toLowerCase()) {
      folded += out
      at.push(i)
    }
  }
  return { folded, at }
}

/** A quoted source without its wrapping quotes, ellipses and outer punctuation: what must occur. */
const core = (source: string) =>
  fold(source)
    .folded.replace(/^(?:\.\.\.|…|["'\s([\-–—])+/u, '')
    .replace(/(?:\.\.\.|…|["'\s)\]\-–—.,;:!?])+$/u, '')

/**
 * The sources that really occur in the founder's answers, each as the founder wrote it (their
 * capitals, quotes and final punctuation), in the order given, without repeats; at most
 * `MAX_SOURCES_PER_POST`. Dropped: anything not found in a single answer (a made-up or reworded
 * quote, two answers stitched together), excerpts under `MIN_SOURCE_WORDS` words, and the founder's
 * instructions about tone (`exclude`) or parts of them, which are rules for the posts, not material.
 */
export function verifiedSources(
  sources: unknown,
  transcript: readonly TranscriptLine[],
  exclude: readonly string[] = [],
): string[] {
  if (!Array.isArray(sources)) return []
  const answers = transcript.filter((l) => l.speaker === 'founder').map((l) => ({ ...fold(l.content), l }))
  const excluded = exclude.map(core).filter(Boolean)
  const kept: { text: string; key: string }[] = []
  for (const source of sources) {
    if (kept.length >= MAX_SOURCES_PER_POST) break
    if (typeof source !== 'string') continue
    const key = core(source)
    if (key.split(' ').length < MIN_SOURCE_WORDS) continue
    // An instruction, or part of one; an answer that also says how to sound is still material.
    if (excluded.some((rule) => rule.includes(key))) continue
    if (kept.some((k) => k.key.includes(key))) continue
    const text = excerpt(key, answers)
    if (!text) continue
    // A longer excerpt of the same words replaces the shorter one already kept.
    const shorter = kept.findIndex((k) => key.includes(k.key))
    if (shorter >= 0) kept.splice(shorter, 1)
    kept.push({ text, key })
  }
  return kept.map((k) => k.text)
}

/**
 * Where the words occur in an answer, widened to the founder's whole words and closing punctuation
 * (and an opening quote), as they wrote it; null when no answer has them.
 */
function excerpt(
  key: string,
  answers: readonly { folded: string; at: number[]; l: TranscriptLine }[],
): string | null {
  for (const { folded, at, l } of answers) {
    let from = folded.indexOf(key)
    // Only whole words: "ran" is not found in "brand".
    while (from >= 0 && !atWordEdges(folded, from, from + key.length)) from = folded.indexOf(key, from + 1)
    if (from < 0) continue
    const text = l.content
    let start = at[from]!
    let end = at[from + key.length - 1]! + 1
    if (start > 0 && /["'\u2018\u201c([]/u.test(text[start - 1]!)) start--
    // Closing punctuation, but not the apostrophe of a word that goes on ("dad’s").
    while (
      end < text.length &&
      /[.!?,;:"'\u2019\u201d)\]…]/u.test(text[end]!) &&
      !WORD.test(text[end + 1] ?? '')
    )
      end++
    return text.slice(start, end).replace(/\s+/g, ' ').trim()
  }
  return null
}

const WORD = /[\p{L}\p{N}]/u
const atWordEdges = (text: string, from: number, to: number) =>
  !(WORD.test(text[from - 1] ?? '') && WORD.test(text[from] ?? '')) &&
  !(WORD.test(text[to - 1] ?? '') && WORD.test(text[to] ?? ''))
