/** X refuses duplicate posts; we refuse near-duplicates before they are stored. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)

function shingles(words: string[], size = 3): Set<string> {
  if (words.length < size) return new Set([words.join(' ')])
  const out = new Set<string>()
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(' '))
  return out
}

/** Jaccard similarity of word 3-shingles, 0..1. */
export function similarity(a: string, b: string): number {
  const sa = shingles(normalise(a))
  const sb = shingles(normalise(b))
  let shared = 0
  for (const s of sa) if (sb.has(s)) shared++
  const union = sa.size + sb.size - shared
  return union === 0 ? 1 : shared / union
}

export const NEAR_DUPLICATE_THRESHOLD = 0.5

export const isNearDuplicate = (a: string, b: string) => similarity(a, b) >= NEAR_DUPLICATE_THRESHOLD

/** Keeps the first of every group of near-duplicates, in order. */
export function withoutNearDuplicates<T>(items: T[], text: (item: T) => string): T[] {
  const kept: T[] = []
  for (const item of items) if (!kept.some((k) => isNearDuplicate(text(k), text(item)))) kept.push(item)
  return kept
}
