/** Small, deterministic text helpers for the offline engine. */

export const words = (text: string) => text.split(/\s+/).filter(Boolean)

// Abbreviations whose full stop does not end a sentence ("ten a.m. and a waitlist…").
const abbreviations = /\b(a\.m|p\.m|e\.g|i\.e|etc|vs|Mr|Mrs|Ms|Dr|St|Inc|Ltd|No)\./gi
const DOT = '\u2024' // one-dot leader: stands in for a protected full stop while splitting

export function sentences(text: string): string[] {
  const guarded = text.replace(/\s+/g, ' ').replace(abbreviations, (m) => m.replaceAll('.', DOT))
  return (guarded.match(/[^.!?]+[.!?]*/g) ?? [])
    .map((s) => s.replaceAll(DOT, '.').trim())
    .filter((s) => s.length > 0)
}

const swaps: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  "we're": "you're",
  "we've": "you've",
  "we'll": "you'll",
  us: 'you',
  our: 'your',
  ours: 'yours',
  am: 'are',
}

/** First person to second person, so a reflection reads as addressed to the speaker. */
export function toSecondPerson(text: string): string {
  return text
    .replace(/\bI was\b/g, 'you were')
    .replace(/\bI wasn['’]t\b/g, "you weren't")
    .replace(/\b[\w']+\b/g, (w) => {
      const swap = swaps[w.toLowerCase()]
      return swap ?? w
    })
}

const fillers =
  /^(well|so|okay|ok|um|uh|honestly|basically|actually|yeah|yes|sure|right|i think|i guess|i mean)[,\s]+/i

/** The most quotable part of an answer: its first substantial sentence, trimmed of fillers, ≤ 14 words. */
export function keyPhrase(answer: string, maxWords = 14): string | null {
  const candidates = sentences(answer).map((s) => {
    let out = s.replace(/[.!?]+$/, '')
    for (let i = 0; i < 3; i++) out = out.replace(fillers, '')
    return out.trim()
  })
  const chosen = candidates.find((s) => words(s).length >= 3) ?? candidates[0]
  if (!chosen) return null
  const ws = words(chosen)
  return ws.length > maxWords ? `${ws.slice(0, maxWords).join(' ')}…` : ws.join(' ')
}

/** Stable small hash so choices vary by content but never by run. */
export function stableIndex(text: string, modulo: number): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return Math.abs(h) % modulo
}

/** Streams text in word-sized chunks, like a model would. */
export function* chunkWords(text: string): Generator<string> {
  const parts = text.match(/\S+\s*|\s+/g) ?? []
  for (const part of parts) yield part
}
