/**
 * The session read's JSON bodies by session id, each with the `read_version` it was built at. The
 * database counts every change the read shows in that column (triggers, drizzle/0004), so a body is
 * current exactly while its version is the row's: a read then costs one indexed lookup instead of
 * building the JSON again. Least recently used bodies go first once their text passes `maxChars` characters.
 */
export class SessionReadCache {
  private readonly entries = new Map<string, { version: number; body: string }>()
  private chars = 0

  constructor(readonly maxChars = 8_000_000) {}

  /** The body built at `version`, if that is the one kept. */
  get(id: string, version: number): string | undefined {
    const entry = this.entries.get(id)
    if (!entry || entry.version !== version) return undefined
    // Map order is the eviction order: a hit moves to the back.
    this.entries.delete(id)
    this.entries.set(id, entry)
    return entry.body
  }

  has(id: string): boolean {
    return this.entries.has(id)
  }

  set(id: string, version: number, body: string) {
    this.delete(id)
    // A body larger than the whole budget is not kept (it would evict everything for one read).
    if (body.length > this.maxChars) return
    this.entries.set(id, { version, body })
    this.chars += body.length
    for (const [oldest, entry] of this.entries) {
      if (this.chars <= this.maxChars) break
      this.entries.delete(oldest)
      this.chars -= entry.body.length
    }
  }

  delete(id: string) {
    const entry = this.entries.get(id)
    if (!entry) return
    this.entries.delete(id)
    this.chars -= entry.body.length
  }

  get size() {
    return { entries: this.entries.size, chars: this.chars }
  }
}
