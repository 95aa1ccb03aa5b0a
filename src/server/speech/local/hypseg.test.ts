import { describe, expect, it } from 'bun:test'
import { parseHypseg, transcriptOf, wordConfidence } from './hypseg'

// Real lines from pocketsphinx_batch on flite's "rms" voice.
const clear =
  'utt2 S 0 T -8349895 A -8346624 L -3271 0 -126976 0 <s> 10 -818176 -501 tell 43 -360448 -73 me 65 -969728 -152 about 109 -141312 -135 the 121 -990208 -414 problem 175 -1726464 -634 yourself 238 -374784 -264 or(2) 248 -1419264 -965 bakers 311 -1419264 -133 </s> 326'

describe('parseHypseg', () => {
  it('reads the utterance id and the words, without fillers or pronunciation variants', () => {
    const parsed = parseHypseg(clear)!
    expect(parsed.id).toBe('utt2')
    expect(parsed.words.map((w) => w.word).join(' ')).toBe('tell me about the problem yourself or bakers')
    expect(parsed.words[0]).toEqual({ word: 'tell', frames: 33, acoustic: -818176 })
  })

  it('drops noise and silence markers', () => {
    const line =
      'u1 S 0 T -1 A -1 L 0 0 -100 0 <s> 5 -2000 0 [NOISE] 20 -50000 -10 hello 60 -100 0 <sil> 70 -10 0 </s> 71'
    expect(parseHypseg(line)!.words.map((w) => w.word)).toEqual(['hello'])
  })

  it.each(['', 'garbage', 'utt1 (utt1 -123)', 'we build ovens (a -23292)'])(
    'ignores a line that is not a segmentation: %p',
    (line) => {
      expect(parseHypseg(line)).toBeNull()
    },
  )

  it('reads an utterance where nothing was heard as no words', () => {
    expect(parseHypseg('u3 S 0 T -5 A -5 L 0 0 -5 0 <s> 10 -5 0 </s> 20')!.words).toEqual([])
  })
})

describe('confidence', () => {
  it.each([
    [-10_000, 1],
    [-22_000, 1],
    [-31_000, 0.5],
    [-40_000, 0],
    [-80_000, 0],
  ])('a word scoring %p per frame has confidence %p', (perFrame, expected) => {
    expect(wordConfidence({ word: 'x', frames: 10, acoustic: perFrame * 10 })).toBeCloseTo(expected)
  })

  it('weights words by their length and is 0 when nothing was heard', () => {
    const t = transcriptOf([
      { word: 'long', frames: 90, acoustic: -90 * 10_000 },
      { word: 'bad', frames: 10, acoustic: -10 * 60_000 },
    ])
    expect(t).toEqual({ text: 'long bad', confidence: 0.9 })
    expect(transcriptOf([])).toEqual({ text: '', confidence: 0 })
  })
})
