import { heardSoFar, type PlayedChunk } from './turn-taking'

/**
 * Plays received audio chunks back to back, without gaps, as they arrive; stop() drops the rest.
 * Each chunk's words are kept with its place on the audio clock, so `heard()` can tell what the
 * founder has heard of the reply when they talk over it.
 */
export class AudioPlayer {
  private context: AudioContext | null = null
  private nextStart = 0
  private sources = new Set<AudioBufferSourceNode>()
  private queue: Promise<void> = Promise.resolve()
  private chunks: PlayedChunk[] = []
  /** Chunks received and not yet scheduled (decoding). */
  private pending = 0
  private generation = 0

  private ctx() {
    this.context ??= new AudioContext()
    return this.context
  }

  /** A new reply starts: what was heard of the last one is forgotten. */
  newReply() {
    this.chunks = []
  }

  enqueue(bytes: Uint8Array, text = '', onEnded?: () => void) {
    const copy = bytes.slice().buffer
    this.pending++
    const generation = this.generation
    this.queue = this.queue.then(async () => {
      const ctx = this.ctx()
      try {
        const buffer = await ctx.decodeAudioData(copy)
        if (generation !== this.generation) return
        const source = ctx.createBufferSource()
        source.buffer = buffer
        source.connect(ctx.destination)
        const at = Math.max(ctx.currentTime, this.nextStart)
        source.start(at)
        this.nextStart = at + buffer.duration
        this.chunks.push({ text, start: at, duration: buffer.duration })
        this.sources.add(source)
        source.onended = () => {
          this.sources.delete(source)
          onEnded?.()
        }
      } catch (error) {
        console.error('Could not play audio chunk', error)
      } finally {
        this.pending--
      }
    })
  }

  /** Whether any of the reply is still playing or waiting to play. */
  get playing() {
    return this.sources.size > 0 || this.pending > 0
  }

  /** The words of the current reply played so far. */
  heard(): string {
    return this.context ? heardSoFar(this.chunks, this.context.currentTime) : ''
  }

  stop() {
    // Chunks still decoding are dropped when they are ready.
    this.generation++
    for (const s of this.sources) s.stop()
    this.sources.clear()
    this.nextStart = 0
  }

  dispose() {
    this.stop()
    void this.context?.close()
  }
}
