// Word error rate of the local recogniser (pocketsphinx), per synthetic voice: sixteen founder sentences
// spoken by flite (slt, rms, awb), festival (slt-hts) and espeak-ng, each turned into 16 kHz PCM as the
// server does (ffmpeg), recognised as before (two warps, the likelier kept, no dither) and as the server
// now does (dithered, three passes, the consensus kept: recogniser.ts), without and with the interview's
// context (vocabulary.ts), in the same run; and the recognition time per utterance. Each sentence has the
// context an interview would have before it (the product's name, the founder's earlier typed message,
// the interviewer's question), written apart from the sentence and never containing it.
// `bun bench/voice/word-error.ts`
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { toRecogniserPcm } from '../../src/server/speech/local/local-speech'
import { RecogniserPool, WARPS } from '../../src/server/speech/local/recogniser'
import { interviewVocabulary, parseLexicon, snapToVocabulary } from '../../src/server/speech/local/vocabulary'
import type { TranscriptionContext } from '../../src/server/speech/provider'
import { POCKETSPHINX_MODEL_DIR } from '../../src/server/speech/tools'
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

/** Two founders: the first eight sentences are the bakery-oven founder's, the last eight the nurses' app's. */
const FOUNDERS = [
  {
    product: 'Hearth',
    typed: [
      'Hearth makes a small oven that keeps bread fresh all day, and we sell it to independent bakeries.',
    ],
  },
  {
    product: 'ShiftSwap',
    typed: [
      'ShiftSwap lets nurses trade shifts from their phones instead of phoning the scheduling desk at the hospital.',
    ],
  },
]
/** The interviewer's question before each sentence. */
const QUESTIONS = [
  'What does Hearth do, and who is it for?',
  'Who are your customers today?',
  'How did you come to start this?',
  'What problem are you solving for bakers?',
  'How much have you sold so far?',
  'Tell me about your first paying customer.',
  'What are your goals for the next few months?',
  'What objections do you hear most often?',
  'So what does ShiftSwap do?',
  'How do you price it?',
  'What was the hardest part of getting started?',
  'What were you doing before you started ShiftSwap?',
  'What results do customers see?',
  "What's next for the team?",
  'How do new teams usually get started?',
  "Anything you'd like our readers to know?",
]
/**
 * Sentences that name the product, which a general dictionary does not hold ("Hearth" is rare, "ShiftSwap"
 * absent): where the interview's context should help. Scored apart, with how often the name was heard.
 */
const NAMING = [
  {
    founder: 0,
    question: 'What does a bakery notice first?',
    sentence: 'Hearth keeps a loaf fresh until closing time.',
  },
  { founder: 0, question: 'How did it begin?', sentence: 'We built the first Hearth in my garage.' },
  { founder: 1, question: 'How does a swap work?', sentence: 'A nurse opens ShiftSwap and picks a shift.' },
  { founder: 1, question: 'Who pays for it?', sentence: 'The hospital pays for ShiftSwap, not the nurses.' },
]
const contextOf = (i: number): TranscriptionContext => ({
  ...FOUNDERS[i < 8 ? 0 : 1]!,
  question: QUESTIONS[i]!,
})

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
const before = new RecogniserPool(dir, 2, [0.85, 1.2], false)
const after = new RecogniserPool(dir, WARPS.length, WARPS)
const lexicon = parseLexicon(await Bun.file(`${POCKETSPHINX_MODEL_DIR}/cmudict-en-us.dict`).text())
const words = (text: string) => text.split(/\s+/).filter(Boolean).length
/** Per voice: word error rate before, after without context, after with it. */
const rows: [string, number, number, number][] = []
const time = { before: 0, after: 0, utterances: 0 }
let example = ''
const changed: string[] = []
/** The sentences naming the product: word errors and names heard, without and with the context. */
const naming = { words: 0, said: 0, errors: [0, 0] as [number, number], named: [0, 0] as [number, number] }
try {
  before.warm()
  after.warm()
  for (const voice of VOICES) {
    const errors = [0, 0, 0]
    let total = 0
    for (const [i, sentence] of SENTENCES.entries()) {
      const file = join(dir, `say-${i}.wav`)
      const said = Bun.spawn(voice.say(sentence, file), { stdout: 'ignore', stderr: 'ignore' })
      if ((await said.exited) !== 0) throw new Error(`${voice.name} could not speak (is it installed?)`)
      const pcm = await toRecogniserPcm(await Bun.file(file).bytes())
      // One after the other, so each is timed alone.
      let started = performance.now()
      const was = await before.recognise(pcm)
      time.before += performance.now() - started
      started = performance.now()
      const now = await after.recognise(pcm)
      time.after += performance.now() - started
      time.utterances++
      const heardBefore = was.words.map((w) => w.word).join(' ')
      const heardAfter = now.words.map((w) => w.word)
      const context = contextOf(i)
      const biased = snapToVocabulary(heardAfter, interviewVocabulary(context, lexicon), lexicon).join(' ')
      if (biased !== heardAfter.join(' '))
        changed.push(`${voice.name}: "${heardAfter.join(' ')}" → "${biased}"`)
      const n = words(sentence)
      total += n
      errors[0]! += (1 - wordAccuracy(sentence, heardBefore)) * n
      errors[1]! += (1 - wordAccuracy(sentence, heardAfter.join(' '))) * n
      errors[2]! += (1 - wordAccuracy(sentence, biased)) * n
      if (voice.name === 'flite slt' && i === 4) example = `"${biased}" → "${writtenTranscript(biased)}"`
    }
    rows.push([voice.name, errors[0]! / total, errors[1]! / total, errors[2]! / total])
    for (const [i, { founder, question, sentence }] of NAMING.entries()) {
      const file = join(dir, `name-${i}.wav`)
      const said = Bun.spawn(voice.say(sentence, file), { stdout: 'ignore', stderr: 'ignore' })
      if ((await said.exited) !== 0) throw new Error(`${voice.name} could not speak (is it installed?)`)
      const heard = (await after.recognise(await toRecogniserPcm(await Bun.file(file).bytes()))).words.map(
        (w) => w.word,
      )
      const context = { ...FOUNDERS[founder]!, question }
      const biased = snapToVocabulary(heard, interviewVocabulary(context, lexicon), lexicon)
      const n = words(sentence)
      const name = FOUNDERS[founder]!.product.toLowerCase()
      naming.words += n
      naming.errors[0] += (1 - wordAccuracy(sentence, heard.join(' '))) * n
      naming.errors[1] += (1 - wordAccuracy(sentence, biased.join(' '))) * n
      naming.named[0] += heard.some((w) => w.toLowerCase() === name) ? 1 : 0
      naming.named[1] += biased.some((w) => w.toLowerCase() === name) ? 1 : 0
      naming.said++
      if (biased.join(' ') !== heard.join(' '))
        changed.push(`${voice.name}: "${heard.join(' ')}" → "${biased.join(' ')}"`)
    }
  }
} finally {
  before.close()
  after.close()
  rmSync(dir, { recursive: true, force: true })
}
const pct = (x: number) => `${(x * 100).toFixed(0)}%`.padStart(5)
console.log(
  `word error rate, ${SENTENCES.length} founder sentences per voice. before: warps 0.85 and 1.2, the likelier kept; after: dithered, warps ${WARPS.join(', ')}, the consensus kept, without and with the interview's context`,
)
console.log(`  ${'voice'.padEnd(18)} before  after  +context`)
const line = (name: string, of: typeof rows, note = '') => {
  const mean = (i: 1 | 2 | 3) => of.reduce((sum, r) => sum + r[i], 0) / of.length
  console.log(`  ${name.padEnd(18)} ${pct(mean(1))}  ${pct(mean(2))}  ${pct(mean(3))}${note}`)
}
for (const row of rows) line(row[0], [row])
line('overall', rows)
line(
  'flite ×3 + espeak',
  rows.filter((r) => r[0] !== 'festival slt-hts'),
  "   (the voices of #29's baseline) target ≤ 25%",
)
line(
  'without espeak-ng',
  rows.filter((r) => r[0] !== 'espeak-ng'),
)
console.log(
  `  naming the product (${NAMING.length} sentences per voice): word error rate ${pct(naming.errors[0]! / naming.words)} without the context, ${pct(naming.errors[1]! / naming.words)} with it; the name heard ${naming.named[0]}/${naming.said} without, ${naming.named[1]}/${naming.said} with`,
)
const ms = (x: number) => `${(x / time.utterances).toFixed(0)} ms`
console.log(`  recognition per utterance, alone: before ${ms(time.before)}, after ${ms(time.after)}`)
console.log(
  `  the context changed ${changed.length} transcript${changed.length === 1 ? '' : 's'}${changed.length ? ':' : ''}`,
)
for (const change of changed) console.log(`    ${change}`)
console.log(`  a transcript as shown: ${example}`)
