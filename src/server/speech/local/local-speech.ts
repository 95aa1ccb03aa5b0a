import { mkdtempSync, rmSync } from 'node:fs'
import { readFile, unlink } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { SpeechError, type SpeechProvider, type Transcript, type TranscriptionContext } from '../provider'
import { POCKETSPHINX_MODEL_DIR } from '../tools'
import { transcriptOf } from './hypseg'
import { RecogniserPool } from './recogniser'
import { interviewVocabulary, type Lexicon, parseLexicon, snapToVocabulary } from './vocabulary'
import { WorkQueue } from './work-queue'

/** Runs a tool with `input` on stdin and returns its stdout; a non-zero exit is a SpeechError. */
async function run(
  command: string[],
  input: Uint8Array | undefined,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const proc = Bun.spawn(command, { stdin: input ?? 'ignore', stdout: 'pipe', stderr: 'pipe', signal })
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).bytes(),
    new Response(proc.stderr).text(),
    proc.exited,
  ])
  if (signal?.aborted) throw signal.reason ?? new Error('aborted')
  if (code !== 0) throw new SpeechError(`${command[0]} failed`, new Error(stderr.trim().slice(0, 500)))
  return stdout
}

/** Any browser recording (webm/opus, ogg, mp4, WAV) as 16 kHz mono 16-bit PCM, what the recogniser expects. */
export const toRecogniserPcm = (audio: Uint8Array, signal?: AbortSignal) =>
  run(
    [
      'ffmpeg',
      '-nostdin',
      '-loglevel',
      'error',
      '-i',
      'pipe:0',
      '-ar',
      '16000',
      '-ac',
      '1',
      '-f',
      's16le',
      'pipe:1',
    ],
    audio,
    signal,
  )

export type LocalSpeechOptions = { synthesizer: 'festival' | 'flite'; voice: string; recognisers?: number }

/**
 * Speech from Debian packages, no network: ffmpeg → pocketsphinx (warm, pooled) for transcription,
 * festival (slt-hts) or flite for speech, as WAV. Accuracy is lower than a cloud model; the transcript
 * carries a confidence so the user can correct it.
 */
export class LocalSpeech implements SpeechProvider {
  readonly kind = 'local' as const
  readonly label: string
  private readonly recognisers: RecogniserPool
  /** Private working folder: recordings for the recogniser and synthesised sentences pass through files. */
  private readonly dir = mkdtempSync(join(tmpdir(), 'chad-speech-'))
  private counter = 0
  /**
   * Synthesis is CPU-bound: a core is left to the recognisers and the server, and every reply's first
   * sentence goes first (two sentences at once made the first one twice as slow; later ones are hidden
   * behind the playback of earlier ones anyway).
   */
  private readonly synthesis = new WorkQueue(Math.max(1, availableParallelism() - 1))

  constructor(private readonly options: LocalSpeechOptions) {
    this.recognisers = new RecogniserPool(
      this.dir,
      options.recognisers ?? Math.min(2, availableParallelism()),
    )
    this.label = `local (pocketsphinx, ${options.synthesizer} ${options.voice})`
  }

  /** Loads the recognisers' model now rather than on the first voice message. */
  warm() {
    this.recognisers.warm()
  }

  async transcribe(
    audio: Uint8Array,
    _mime: string,
    signal?: AbortSignal,
    context?: TranscriptionContext,
  ): Promise<Transcript> {
    let pcm: Uint8Array
    try {
      pcm = await toRecogniserPcm(audio, signal)
    } catch (error) {
      if (signal?.aborted) throw error
      throw new SpeechError('Could not read the recording. Please try again.', error)
    }
    if (pcm.length === 0) return { text: '', confidence: 0 }
    const heard = transcriptOf((await this.recognisers.recognise(pcm)).words)
    if (!context || !heard.text) return heard
    // The interview's words, brought in by sound (vocabulary.ts): the recogniser's language model is shared and warm.
    const lexicon = await this.lexicon()
    const words = snapToVocabulary(heard.text.split(' '), interviewVocabulary(context, lexicon), lexicon)
    return { ...heard, text: words.join(' ') }
  }

  private dictionary: Promise<Lexicon> | null = null
  /** The recogniser's dictionary (phones per word), read once, on the first transcript with a context. */
  private lexicon() {
    this.dictionary ??= Bun.file(`${POCKETSPHINX_MODEL_DIR}/cmudict-en-us.dict`).text().then(parseLexicon)
    return this.dictionary
  }

  speak(text: string, signal?: AbortSignal, sentence = 0) {
    return this.synthesis.run(sentence, () => this.synthesize(text, signal))
  }

  private async synthesize(text: string, signal?: AbortSignal) {
    signal?.throwIfAborted()
    // Both write a file (they cannot write a correct WAV header to a pipe); festival reads the text as text, never as code.
    const file = join(this.dir, `say${++this.counter}.wav`)
    const command =
      this.options.synthesizer === 'festival'
        ? ['text2wave', '-eval', '(voice_cmu_us_slt_arctic_hts)', '-o', file]
        : ['flite', '-voice', this.options.voice, '-t', text, '-o', file]
    const input = this.options.synthesizer === 'festival' ? new TextEncoder().encode(text) : undefined
    try {
      await run(command, input, signal)
      return { audio: new Uint8Array(await readFile(file)), mime: 'audio/wav' }
    } catch (error) {
      if (signal?.aborted) throw error
      throw new SpeechError('The local speech engine failed. Please try again.', error)
    } finally {
      await unlink(file).catch(() => {})
    }
  }

  async close() {
    this.recognisers.close()
    rmSync(this.dir, { recursive: true, force: true })
  }
}
