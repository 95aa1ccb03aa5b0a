/**
 * The text of a streamed chat completion, read from the server-sent events of the response body
 * (`provider-request.ts` sends the request and answers its errors). Reading the events here instead of
 * through the SDK's event objects costs a fraction: with 50 chats at once the SDK's own reading was most
 * of the server's delay before a first token (bench/first-token.ts).
 */

/** One event's data, or the end of the stream. */
export type SseEvent = { data: string } | { done: true }

/**
 * Splits server-sent events (text/event-stream) as chunks of text arrive: blank lines end an event,
 * `data:` lines join with newlines, comments (`:`) and other fields are skipped, `data: [DONE]` ends.
 */
export class SseParser {
  private buffer = ''
  private data: string[] = []

  push(text: string): SseEvent[] {
    this.buffer += text
    const events: SseEvent[] = []
    let start = 0
    for (;;) {
      const newline = this.buffer.indexOf('\n', start)
      if (newline < 0) break
      let line = this.buffer.slice(start, newline)
      start = newline + 1
      if (line.endsWith('\r')) line = line.slice(0, -1)
      if (line === '') {
        if (this.data.length) events.push(this.end())
        continue
      }
      if (line.startsWith('data:')) this.data.push(line.slice(line[5] === ' ' ? 6 : 5))
    }
    this.buffer = this.buffer.slice(start)
    return events
  }

  /** The last event, when the stream closes without a blank line after it. */
  flush(): SseEvent[] {
    const last = this.buffer.startsWith('data:') ? this.push('\n\n') : []
    return this.data.length ? [...last, this.end()] : last
  }

  private end(): SseEvent {
    const data = this.data.join('\n')
    this.data = []
    return data === '[DONE]' ? { done: true } : { data }
  }
}

/** A streamed completion that reported an error in the stream itself (after a 200). */
export class StreamedError extends Error {}

/** The content deltas of one event's chunk (`choices[0].delta.content`); an `error` payload throws. */
export function deltaOf(data: string): string {
  const chunk = JSON.parse(data) as {
    error?: { message?: string } | string
    choices?: { delta?: { content?: string | null } }[]
  }
  if (chunk.error)
    throw new StreamedError(
      typeof chunk.error === 'string' ? chunk.error : (chunk.error.message ?? 'stream error'),
    )
  return chunk.choices?.[0]?.delta?.content ?? ''
}

/**
 * The reply's text as it arrives, until `[DONE]` or the end of the body: one piece per read of the
 * body, holding every delta that read brought. Nothing waits: a token is passed on as soon as it is
 * read, but a server that falls behind (50 chats at once) sends one WebSocket frame for the tokens it
 * reads together instead of one per token (a frame's send was the largest cost of streaming).
 */
export async function* chatDeltas(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const parser = new SseParser()
  const decoder = new TextDecoder()
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      // At the end, the decoder's last bytes (a character cut off by the close) go in before the flush.
      const events = done
        ? [...parser.push(decoder.decode()), ...parser.flush()]
        : parser.push(decoder.decode(value, { stream: true }))
      let text = ''
      let ended = done
      try {
        for (const event of events) {
          if ('done' in event) {
            ended = true
            break
          }
          text += deltaOf(event.data)
        }
      } catch (error) {
        // What came before an error in the stream is still the reply's.
        if (text) yield text
        throw error
      }
      if (text) yield text
      if (ended) return
    }
  } finally {
    // Stops the response when the reader leaves early (the turn was aborted).
    reader.cancel().catch(() => {})
  }
}
