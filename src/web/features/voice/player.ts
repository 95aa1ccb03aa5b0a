/** Plays received audio chunks back to back, without gaps, as they arrive; stop() drops the rest. */
export class AudioPlayer {
  private context: AudioContext | null = null
  private nextStart = 0
  private sources = new Set<AudioBufferSourceNode>()
  private queue: Promise<void> = Promise.resolve()

  private ctx() {
    this.context ??= new AudioContext()
    return this.context
  }

  enqueue(bytes: Uint8Array, onEnded?: () => void) {
    const copy = bytes.slice().buffer
    this.queue = this.queue.then(async () => {
      const ctx = this.ctx()
      try {
        const buffer = await ctx.decodeAudioData(copy)
        const source = ctx.createBufferSource()
        source.buffer = buffer
        source.connect(ctx.destination)
        const at = Math.max(ctx.currentTime, this.nextStart)
        source.start(at)
        this.nextStart = at + buffer.duration
        this.sources.add(source)
        source.onended = () => {
          this.sources.delete(source)
          onEnded?.()
        }
      } catch (error) {
        console.error('Could not play audio chunk', error)
      }
    })
  }

  stop() {
    for (const s of this.sources) s.stop()
    this.sources.clear()
    this.nextStart = 0
  }

  dispose() {
    this.stop()
    void this.context?.close()
  }
}
