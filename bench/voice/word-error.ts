// Word error rate of the local recogniser (pocketsphinx), per synthetic voice: sixteen founder sentences
// spoken by flite (slt, rms, awb), festival (slt-hts) and espeak-ng, each turned into 16 kHz PCM as the
// server does (ffmpeg), recognised once as before (no warping) and as the server now does (two warps,
// the likelier kept: recogniser.ts), in the same run. `bun bench/voice/word-error.ts`
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { toRecogniserPcm } from '../../src/server/speech/local/local-speech'
import { RecogniserPool, WARPS } from '../../src/server/speech/local/recogniser'
import { writtenTranscript } from '../../src/server/speech/written'
import { wordAccuracy } from '../../src/server/testing/word-accuracy'

const SENTENCES = [
  'We build ovens for small bakeries in the Midwest.',
  'Most of our customers are family owned shops.',
  "I started the company after my father's bakery closed.",
  'Our biggest problem is that bread goes stale before noon.',
  'Last year we sold about three thousand units.',
  'The first customer paid us forty dollars a month.',
  'We want to find ten more bakeries to try it this spring.',
  'People think automation is expensive but it saves them time.',
  'Our app helps nurses swap shifts without calling the office.',
  'We charge nine dollars per user every month.',
  'The hardest part was convincing the first hospital to trust us.',
  'Two years ago I was working nights in an emergency room.',
  'Customers tell us they save about four hours a week.',
  'We are hiring our first salesperson in Chicago next quarter.',
  'Most teams start with a free trial and upgrade after a week.',
  'I would love to hear from nurse managers who want to try it.',
]

type Voice = { name: string; say: (text: string, file: string) => string[] }
const VOICES: Voice[] = [
  ...['slt', 'rms', 'awb'].map((v) => ({
    name: `flite ${v}`,
    say: (text: string, file: string) => ['flite', '-voice', v, '-t', text, '-o', file],
  })),
  {
    name: 'festival slt-hts',
    say: (text, file) => [
      'sh',
      '-c',
      'echo "$1" | text2wave -eval "(voice_cmu_us_slt_arctic_hts)" -o "$2"',
      'sh',
      text,
      file,
    ],
  },
  { name: 'espeak-ng', say: (text, file) => ['espeak-ng', '-w', file, text] },
]

const dir = mkdtempSync(join(tmpdir(), 'chad-wer-'))
const before = new RecogniserPool(dir, 1, [1])
const after = new RecogniserPool(dir, WARPS.length, WARPS)
const words = (text: string) => text.split(/\s+/).filter(Boolean).length
const rows: [string, number, number][] = []
let example = ''
try {
  for (const voice of VOICES) {
    let errorsBefore = 0
    let errorsAfter = 0
    let total = 0
    for (const [i, sentence] of SENTENCES.entries()) {
      const file = join(dir, `say-${i}.wav`)
      const said = Bun.spawn(voice.say(sentence, file), { stdout: 'ignore', stderr: 'ignore' })
      if ((await said.exited) !== 0) throw new Error(`${voice.name} could not speak (is it installed?)`)
      const pcm = await toRecogniserPcm(await Bun.file(file).bytes())
      const [was, now] = await Promise.all([before.recognise(pcm), after.recognise(pcm)])
      const heardBefore = was.words.map((w) => w.word).join(' ')
      const heardAfter = now.words.map((w) => w.word).join(' ')
      const n = words(sentence)
      total += n
      errorsBefore += (1 - wordAccuracy(sentence, heardBefore)) * n
      errorsAfter += (1 - wordAccuracy(sentence, heardAfter)) * n
      if (voice.name === 'flite slt' && i === 4)
        example = `"${heardAfter}" → "${writtenTranscript(heardAfter)}"`
    }
    rows.push([voice.name, errorsBefore / total, errorsAfter / total])
  }
} finally {
  before.close()
  after.close()
  rmSync(dir, { recursive: true, force: true })
}
const pct = (x: number) => `${(x * 100).toFixed(0)}%`.padStart(5)
console.log(
  `word error rate, ${SENTENCES.length} founder sentences per voice (before: one pass; after: warps ${WARPS.join(' and ')}, the likelier kept)`,
)
console.log(`  ${'voice'.padEnd(18)} before  after`)
for (const [name, was, now] of rows) console.log(`  ${name.padEnd(18)} ${pct(was)}  ${pct(now)}`)
const mean = (i: 1 | 2) => rows.reduce((sum, r) => sum + r[i], 0) / rows.length
console.log(`  ${'overall'.padEnd(18)} ${pct(mean(1))}  ${pct(mean(2))}   target ≤ 25%`)
const four = rows.filter((r) => r[0] !== 'festival slt-hts')
console.log(
  `  ${'flite ×3 + espeak'.padEnd(18)} ${pct(four.reduce((s, r) => s + r[1], 0) / four.length)}  ${pct(four.reduce((s, r) => s + r[2], 0) / four.length)}   (the voices of #29's baseline)`,
)
const flite = rows.filter((r) => r[0].startsWith('flite') || r[0].startsWith('festival'))
console.log(
  `  ${'without espeak-ng'.padEnd(18)} ${pct(flite.reduce((s, r) => s + r[1], 0) / flite.length)}  ${pct(flite.reduce((s, r) => s + r[2], 0) / flite.length)}`,
)
console.log(`  a transcript as shown: ${example}`)
