import {
  isUnpunctuated,
  restoreCapitals,
  restoreSentences,
  spokenNumbers,
  writtenCase,
} from '../ai/offline/clean'

/**
 * A recogniser's raw words (the local engine writes no capitals and no punctuation) as a founder
 * would keep them: sentence breaks and capitals restored, spoken numbers as digits ("thirty eight
 * hundred" → 3,800, "forty percent" → 40%), a stop at the end. The offline engine's own rules do it
 * (clean.ts); a transcript that is already written (a cloud model's) is left as it is.
 */
export function writtenTranscript(text: string, names: string[] = []): string {
  const raw = text.replace(/\s+/g, ' ').trim()
  if (!raw || !isUnpunctuated(raw)) return raw
  const written = writtenCase(restoreCapitals(restoreSentences(spokenNumbers(raw)), names))
    .replace(/(\d) per ?cent\b/gi, '$1%')
    .replace(/^\p{Ll}/u, (c) => c.toUpperCase())
  return /[.!?…]$/.test(written) ? written : `${written}.`
}
