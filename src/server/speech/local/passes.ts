import { editDistance } from '../edit-distance'
import type { Recognised } from './hypseg'

/**
 * Adds ±1 step of noise to 16-bit PCM, the same for the same audio (a fixed-seed generator). Synthetic
 * voices (espeak-ng) leave exact digital silence between words, which the recogniser's noise removal and
 * cepstra handle badly (log of zero energy); a microphone always has this much noise. Pure.
 */
export function dither(pcm: Uint8Array): Uint8Array {
  const out = new Uint8Array(pcm.length)
  out.set(pcm)
  const samples = new DataView(out.buffer, out.byteOffset, out.byteLength - (out.byteLength % 2))
  let seed = 0x2545f491
  for (let at = 0; at + 1 < out.byteLength; at += 2) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
    const step = (seed >>> 16) % 3 // 0, 1, 2 → −1, 0, +1
    const sample = samples.getInt16(at, true) + step - 1
    samples.setInt16(at, Math.max(-32768, Math.min(32767, sample)), true)
  }
  return out
}

/**
 * Of several recognitions of one utterance (one per warp), the one the others agree with most: the
 * least word distance to all of them, on a tie the likelier (total score). Scores of differently warped
 * passes are not comparable enough to pick by alone (bench/voice/word-error.ts). Pure.
 */
export function consensus(results: readonly Recognised[]): Recognised {
  if (results.length === 0) throw new Error('consensus of no recognitions')
  const texts = results.map((r) => r.words.map((w) => w.word))
  let best = 0
  let bestDistance = Number.POSITIVE_INFINITY
  texts.forEach((text, i) => {
    const distance = texts.reduce((sum, other) => sum + editDistance(text, other), 0)
    if (distance < bestDistance || (distance === bestDistance && results[i]!.total > results[best]!.total)) {
      best = i
      bestDistance = distance
    }
  })
  return results[best]!
}
