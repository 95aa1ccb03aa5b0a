/**
 * Runs at most `limit` jobs at once; waiting jobs start lowest `rank` first, then in arrival order.
 * The local synthesizer is CPU-bound: every reply's first sentence (rank 0) goes ahead of later
 * sentences of other replies, so the first audio of each reply comes as soon as it can.
 */
export class WorkQueue {
  private running = 0
  private waiting: { rank: number; order: number; start: () => void }[] = []
  private arrivals = 0

  constructor(private readonly limit: number) {}

  async run<T>(rank: number, job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      await new Promise<void>((start) => {
        this.waiting.push({ rank, order: this.arrivals++, start })
        this.waiting.sort((a, b) => a.rank - b.rank || a.order - b.order)
      })
    } else this.running++
    try {
      return await job()
    } finally {
      const next = this.waiting.shift()
      // The slot passes straight to the next job (the count stays), or frees up.
      if (next) next.start()
      else this.running--
    }
  }

  get queued() {
    return this.waiting.length
  }
}
