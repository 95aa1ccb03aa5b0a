import { TWEET_LIMIT } from './limits'
/** Threads: a scheduled post made of 2–8 parts, posted to X as a reply chain. Pure, shared by server and web. */
/** X's limit for one post (or part): the calendar's one constant. */
export const MIN_THREAD_PARTS = 2
export const MAX_THREAD_PARTS = 8
/**
 * Threads a plan may hold: founders' long answers (the story, the problem, how it works, a result, a
 * customer's words with their scene) read whole as threads, and cut into separate posts they lose their
 * setup. Blind readers published 47% of threads and 30% of single posts, and rewrote 7% against 16%
 * (2,335 posts), the cut-outs most of all, so most of a plan may be threads (twelve lets every long
 * answer of a full interview stay whole); on LinkedIn each is one post.
 */
export const MAX_PLAN_THREADS = 12

// Abbreviations whose full stop does not end a sentence ("ten a.m. and a waitlist…").
const ABBREVIATIONS = /\b(a\.m|p\.m|e\.g|i\.e|etc|vs|Mr|Mrs|Ms|Dr|St|Inc|Ltd|No|Bro|Sis|Prof|Rev|Sr|Jr)\./gi
const GUARD = '\u2024' // one-dot leader: stands in for a protected full stop while splitting

/** The sentences of a text, keeping their end punctuation (a final fragment counts as one). */
export function sentencesOf(text: string): string[] {
  const guarded = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(ABBREVIATIONS, (m) => m.replaceAll('.', GUARD))
    // A decimal point ends no sentence ("churn 2.9%/mo.").
    .replace(/(?<=\d)\.(?=\d)/g, GUARD)
  return (guarded.match(/[^.!?…]+(?:[.!?…]+["')\]”’]*|$)\s*/g) ?? [])
    .map((s) => s.replaceAll(GUARD, '.').trim())
    .filter(Boolean)
}

/** A sentence too long for one post, cut at word boundaries (a single over-long word is cut hard). */
function wrapWords(sentence: string, max: number): string[] {
  const out: string[] = []
  let line = ''
  for (const word of sentence.split(' ')) {
    for (let w = word; w.length > 0; w = w.slice(max)) {
      const piece = w.slice(0, max)
      const joined = line ? `${line} ${piece}` : piece
      if (joined.length <= max) line = joined
      else {
        out.push(line)
        line = piece
      }
      if (w.length <= max) break
    }
  }
  if (line) out.push(line)
  return out
}

/**
 * 'Split into thread': packs whole sentences into parts of at most `max` characters, in order.
 * A text that fits one post still becomes two parts when it has two sentences or more.
 */
export function splitIntoThread(text: string, max = TWEET_LIMIT): string[] {
  const pieces = sentencesOf(text).flatMap((s) => (s.length > max ? wrapWords(s, max) : [s]))
  const parts: string[] = []
  for (const piece of pieces) {
    const last = parts.at(-1)
    if (last !== undefined && `${last} ${piece}`.length <= max) parts[parts.length - 1] = `${last} ${piece}`
    else parts.push(piece)
  }
  if (parts.length === 1 && pieces.length >= 2) {
    // Fits one post: cut where the two halves are closest in length.
    const half = Math.ceil(pieces.length / 2)
    return [pieces.slice(0, half).join(' '), pieces.slice(half).join(' ')]
  }
  return parts
}

/** What is wrong with a thread's parts (a message naming the part), or null when it can be posted. */
export function threadProblem(parts: string[], max = TWEET_LIMIT): string | null {
  if (parts.length < MIN_THREAD_PARTS || parts.length > MAX_THREAD_PARTS)
    return `A thread has ${MIN_THREAD_PARTS} to ${MAX_THREAD_PARTS} parts`
  const seen = new Set<string>()
  for (const [i, part] of parts.entries()) {
    const text = part.trim()
    if (!text) return `Part ${i + 1} is empty`
    if (text.length > max) return `Part ${i + 1} is longer than ${max} characters`
    // X refuses a post identical to one already on the account, so two equal parts could never both post.
    if (seen.has(text)) return `Part ${i + 1} repeats an earlier part`
    seen.add(text)
  }
  return null
}

/** A post's parts: a thread's, or the single text as one part. */
export const partsOf = (post: { content: string; thread_parts?: string[] | null }): string[] =>
  post.thread_parts && post.thread_parts.length > 0 ? post.thread_parts : [post.content]
