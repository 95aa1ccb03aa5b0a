import { unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { SpeechError } from '../provider'
import { POCKETSPHINX_MODEL_DIR } from '../tools'
import { parseHypseg, type Recognised } from './hypseg'
import { consensus, dither } from './passes'

type Job = { id: string; resolve: (recognised: Recognised) => void; reject: (error: Error) => void }

/**
 * One warm `pocketsphinx_batch`: the model loads once (about a second); it then reads utterance names
 * from its stdin (its control file) and answers each with one `-hypseg` line on stdout. One utterance
 * at a time per process; the pool below spreads work over several.
 */
class WarmRecogniser {
  private process: ReturnType<typeof Bun.spawn<'pipe', 'pipe', 'ignore'>> | null = null
  private pending: Job[] = []
  busy = 0

  constructor(
    private readonly dir: string,
    /** Frequency warping of the features (1: none); see RecogniserPool. */
    private readonly warp = 1,
  ) {}

  private start() {
    // pocketsphinx opens its control and output files by name; /dev/stdin and /dev/stdout must be real
    // pipes for that (Bun's are sockets), hence `cat` on both sides. The folder is passed as $1, not spliced in.
    const recogniser = [
      'pocketsphinx_batch',
      ...['-hmm', `${POCKETSPHINX_MODEL_DIR}/en-us`],
      ...['-lm', `${POCKETSPHINX_MODEL_DIR}/en-us.lm.bin`],
      ...['-dict', `${POCKETSPHINX_MODEL_DIR}/cmudict-en-us.dict`],
      // A bounded search: about two thirds of the default's CPU for the same words on our samples.
      ...['-maxhmmpf', '3000', '-maxwpf', '5'],
      ...(this.warp === 1 ? [] : ['-warp_type', 'inverse_linear', '-warp_params', String(this.warp)]),
      ...['-adcin', 'yes', '-cepdir', '"$1"', '-cepext', '.raw'],
      ...['-ctl', '/dev/stdin', '-hypseg', '/dev/stdout', '-logfn', '/dev/null'],
    ].join(' ')
    const proc = Bun.spawn(['sh', '-c', `cat | ${recogniser} | cat`, 'sh', this.dir], {
      stdin: 'pipe',
      stdout: 'pipe',
      stderr: 'ignore',
    })
    this.process = proc
    void this.readLines(proc)
    void proc.exited.then(() => {
      if (this.process !== proc) return
      this.process = null
      for (const job of this.pending.splice(0)) job.reject(new SpeechError('The speech recogniser stopped'))
    })
    return proc
  }

  private async readLines(proc: NonNullable<typeof this.process>) {
    const decoder = new TextDecoder()
    let buffer = ''
    for await (const chunk of proc.stdout) {
      buffer += decoder.decode(chunk, { stream: true })
      let newline = buffer.indexOf('\n')
      while (newline >= 0) {
        const parsed = parseHypseg(buffer.slice(0, newline))
        buffer = buffer.slice(newline + 1)
        newline = buffer.indexOf('\n')
        const index = this.pending.findIndex((job) => job.id === parsed?.id)
        if (parsed && index >= 0) this.pending.splice(index, 1)[0]!.resolve(parsed)
      }
    }
  }

  /** Starts the process ahead of the first request, so the model load is not on the user's time. */
  warm() {
    if (!this.process) this.start()
  }

  recognise(id: string): Promise<Recognised> {
    const proc = this.process ?? this.start()
    return new Promise((resolve, reject) => {
      this.pending.push({ id, resolve, reject })
      proc.stdin.write(`${id}\n`)
      proc.stdin.flush()
    })
  }

  stop() {
    const proc = this.process
    this.process = null
    proc?.kill()
    for (const job of this.pending.splice(0)) job.reject(new SpeechError('The speech recogniser stopped'))
  }
}

/**
 * Voices differ in vocal-tract length, which the model's average voice matches only so well: each
 * utterance is decoded three times, as it is and with its features warped towards a longer and a shorter
 * tract, and the result the other two agree with most is kept (`consensus`; bench/voice/word-error.ts).
 */
export const WARPS = [1, 0.85, 1.2] as const

/**
 * A small pool of warm recognisers (decoding is CPU-bound: more processes than cores only add waiting),
 * `size` in all, shared out over the warps (at least one each). Audio arrives as 16 kHz mono 16-bit PCM; it is handed over
 * as a file in the caller's private folder.
 */
export class RecogniserPool {
  private readonly workers: WarmRecogniser[][]
  private counter = 0

  constructor(
    private readonly dir: string,
    size: number,
    warps: readonly number[] = WARPS,
    /** Adds a step of noise first (`dither`); off only to measure what it adds. */
    private readonly dither = true,
  ) {
    const each = Math.max(1, Math.round(size / warps.length))
    this.workers = warps.map((warp) => Array.from({ length: each }, () => new WarmRecogniser(this.dir, warp)))
  }

  /**
   * Starts the first pass's recognisers now and the others `laterMs` on, off the start's path (each
   * loads the model, about a second of CPU; a server that lives less, as in tests, never pays for them).
   * A transcript before then starts whatever is missing.
   */
  warm(laterMs = 20_000) {
    const [first = [], ...rest] = this.workers
    for (const worker of first) worker.warm()
    if (rest.length && !this.warming)
      this.warming = setTimeout(() => {
        for (const worker of rest.flat()) worker.warm()
      }, laterMs).unref()
  }

  private warming: ReturnType<typeof setTimeout> | null = null

  async recognise(pcm: Uint8Array): Promise<Recognised> {
    const id = `utt${++this.counter}`
    const file = join(this.dir, `${id}.raw`)
    await Bun.write(file, this.dither ? dither(pcm) : pcm)
    try {
      const results = await Promise.all(
        this.workers.map(async (workers) => {
          const worker = workers.reduce((a, b) => (b.busy < a.busy ? b : a))
          worker.busy++
          try {
            return await worker.recognise(id)
          } finally {
            worker.busy--
          }
        }),
      )
      return consensus(results)
    } finally {
      await unlink(file).catch(() => {})
    }
  }

  close() {
    if (this.warming) clearTimeout(this.warming)
    for (const worker of this.workers.flat()) worker.stop()
  }
}
