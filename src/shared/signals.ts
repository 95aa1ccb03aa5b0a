/**
 * Messages may carry a `<signals>` block (SPEC §3), e.g.
 * `Thanks!<signals><signal name="end_interview"/></signals>`. Each child entry has a name (the
 * `name` attribute of a `<signal>`, or the element's own tag) and an optional `metadata` attribute.
 */
export type Signal = { name: string; metadata?: string }

const blockPattern = /<signals\b[^>]*>([\s\S]*?)(?:<\/signals\s*>|$)/gi
const entryPattern = /<([a-z_][\w-]*)\b([^>]*?)\/?>/gi
const attributePattern = /([a-z_][\w-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>/]+))/gi

const decode = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

function attributes(source: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const m of source.matchAll(attributePattern))
    out[m[1]!.toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? '')
  return out
}

/**
 * Splits content into the text to show and its signals. Tolerant: an unclosed block runs to the
 * end, entries without a name are skipped, a stray `</signals>` is dropped.
 */
export function parseSignals(raw: string): { content: string; signals: Signal[] } {
  const signals: Signal[] = []
  const content = raw.replace(blockPattern, (_block, inner: string) => {
    for (const entry of inner.matchAll(entryPattern)) {
      const tag = entry[1]!.toLowerCase()
      if (tag === 'signals') continue
      const attrs = attributes(entry[2] ?? '')
      const name = tag === 'signal' ? attrs.name : tag
      if (!name) continue
      signals.push(attrs.metadata === undefined ? { name } : { name, metadata: attrs.metadata })
    }
    return ''
  })
  return { content: content.replace(/<\/signals\s*>/gi, '').trim(), signals }
}

export const hasSignal = (signals: Signal[], name: string) => signals.some((s) => s.name === name)

export const END_INTERVIEW = 'end_interview'

/** The block an interviewer appends to end the interview. */
export const endInterviewBlock = `<signals><signal name="${END_INTERVIEW}"/></signals>`

const OPEN = '<signals'

/**
 * Filters a streamed reply so the `<signals>` block never reaches the screen: text is released as it
 * arrives, except a tail that could be the start of the block, which waits for the next chunk.
 */
export function createSignalStreamFilter() {
  let pending = ''
  let inBlock = false
  return {
    push(chunk: string): string {
      if (inBlock) return ''
      pending += chunk
      const at = pending.toLowerCase().indexOf(OPEN)
      if (at >= 0) {
        inBlock = true
        const out = pending.slice(0, at)
        pending = ''
        return out
      }
      // Hold back the longest tail that is a prefix of '<signals'.
      let keep = 0
      for (let n = Math.min(OPEN.length - 1, pending.length); n > 0; n--) {
        if (OPEN.startsWith(pending.slice(-n).toLowerCase())) {
          keep = n
          break
        }
      }
      const out = pending.slice(0, pending.length - keep)
      pending = pending.slice(pending.length - keep)
      return out
    },
    /** What is left at the end of the stream (a held-back tail that turned out not to be a block). */
    flush(): string {
      const out = inBlock ? '' : pending
      pending = ''
      return out
    },
  }
}
