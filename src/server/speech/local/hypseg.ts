/**
 * pocketsphinx's segmentation line (`-hypseg`), one per utterance:
 * `uttid S <scale> T <total> A <acoustic> L <lm> {<start frame> <acoustic> <lm> <word>}* <end frame>`.
 * Pure: turns it into the words said and a confidence in 0..1.
 */
export type RecognisedWord = { word: string; frames: number; acoustic: number }

/** Acoustic score per frame (100 frames a second) at which a word counts as clearly heard; see `wordConfidence`. */
const CLEAR_SCORE_PER_FRAME = -22_000
const DOUBTFUL_SCORE_PER_FRAME = -40_000

/** One utterance as recognised: its words and the total score of the best path (higher is likelier). */
export type Recognised = { words: RecognisedWord[]; total: number }

export function parseHypseg(line: string): ({ id: string } & Recognised) | null {
  const parts = line.trim().split(/\s+/)
  if (parts.length < 9 || parts[1] !== 'S' || parts[3] !== 'T' || parts[5] !== 'A' || parts[7] !== 'L')
    return null
  const id = parts[0]!
  const rest = parts.slice(9)
  const words: RecognisedWord[] = []
  for (let i = 0; i + 3 < rest.length; i += 4) {
    const start = Number(rest[i])
    const acoustic = Number(rest[i + 1])
    const word = rest[i + 3]!
    const next = Number(rest[i + 4] ?? start)
    // Fillers (<s>, </s>, <sil>, [NOISE], ++UM++) are not words; "or(2)" is a pronunciation variant of "or".
    if (/^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(word)) continue
    words.push({ word: word.replace(/\(\d+\)$/, ''), frames: Math.max(1, next - start), acoustic })
  }
  return { id, words, total: Number(parts[4]) }
}

/** 1 for a clearly heard word, 0 for a doubtful one, linear between (the recogniser gives no posteriors in batch mode). */
export function wordConfidence(word: RecognisedWord): number {
  const perFrame = word.acoustic / word.frames
  if (perFrame >= CLEAR_SCORE_PER_FRAME) return 1
  if (perFrame <= DOUBTFUL_SCORE_PER_FRAME) return 0
  return (perFrame - DOUBTFUL_SCORE_PER_FRAME) / (CLEAR_SCORE_PER_FRAME - DOUBTFUL_SCORE_PER_FRAME)
}

/** The transcript and its confidence: the frame-weighted mean of the words' confidences (0 when nothing was heard). */
export function transcriptOf(words: RecognisedWord[]): { text: string; confidence: number } {
  const frames = words.reduce((sum, w) => sum + w.frames, 0)
  const confidence = frames ? words.reduce((sum, w) => sum + wordConfidence(w) * w.frames, 0) / frames : 0
  return { text: words.map((w) => w.word).join(' '), confidence }
}
