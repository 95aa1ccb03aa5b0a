import { describe, expect, it } from 'bun:test'
import { chatDeltas, deltaOf, type SseEvent, SseParser, StreamedError } from './chat-stream'

const chunk = (content: string | null) => JSON.stringify({ choices: [{ index: 0, delta: { content } }] })

describe('SseParser', () => {
  // Each case: the text as it arrives in pieces, the events it makes (flush included).
  const cases: { name: string; pieces: string[]; events: SseEvent[] }[] = [
    { name: 'one event', pieces: ['data: a\n\n'], events: [{ data: 'a' }] },
    {
      name: 'split anywhere',
      pieces: ['da', 'ta: a', 'b\n', '\nda', 'ta: c\n\n'],
      events: [{ data: 'ab' }, { data: 'c' }],
    },
    {
      name: 'CRLF lines',
      pieces: ['data: a\r\n\r\ndata: b\r\n\r\n'],
      events: [{ data: 'a' }, { data: 'b' }],
    },
    { name: 'several data lines join', pieces: ['data: a\ndata: b\n\n'], events: [{ data: 'a\nb' }] },
    { name: 'no space after the colon', pieces: ['data:a\n\n'], events: [{ data: 'a' }] },
    {
      name: 'comments and other fields skipped',
      pieces: [': keep-alive\n\nevent: x\nid: 1\ndata: a\n\n'],
      events: [{ data: 'a' }],
    },
    { name: 'DONE ends', pieces: ['data: a\n\ndata: [DONE]\n\n'], events: [{ data: 'a' }, { done: true }] },
    {
      name: 'a last event without its blank line',
      pieces: ['data: a\n\ndata: b'],
      events: [{ data: 'a' }, { data: 'b' }],
    },
    { name: 'blank lines alone make nothing', pieces: ['\n\n\n'], events: [] },
  ]
  for (const c of cases)
    it(c.name, () => {
      const parser = new SseParser()
      const events = [...c.pieces.flatMap((piece) => parser.push(piece)), ...parser.flush()]
      expect(events).toEqual(c.events)
    })
})

describe('deltaOf', () => {
  it('reads the first choice’s content, empty when there is none', () => {
    expect(deltaOf(chunk('Hi'))).toBe('Hi')
    expect(deltaOf(chunk(null))).toBe('')
    expect(deltaOf(JSON.stringify({ choices: [] }))).toBe('')
  })
  it('throws what an error payload says', () => {
    expect(() => deltaOf(JSON.stringify({ error: { message: 'model overloaded' } }))).toThrow(
      new StreamedError('model overloaded'),
    )
  })
})

describe('chatDeltas', () => {
  const body = (pieces: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece))
        controller.close()
      },
    })
  const read = async (pieces: string[]) => {
    const out: string[] = []
    for await (const text of chatDeltas(body(pieces))) out.push(text)
    return out
  }
  const events = (texts: (string | null)[]) => texts.map((c) => `data: ${chunk(c)}\n\n`).join('')
  it('reads an event split across reads, and stops at DONE', async () => {
    const both = events(['Hello', null, ' there'])
    expect(
      await read([both.slice(0, 37), both.slice(37), 'data: [DONE]\n\n', `data: ${chunk('after')}\n\n`]),
    ).toEqual(['Hello there'])
  })
  it('passes the tokens one read brings as one piece, and stops at a DONE inside it', async () => {
    expect(
      await read([
        events(['One']),
        events([' two', ' three', null, ' four']),
        `data: [DONE]\n\n${events(['x'])}`,
      ]),
    ).toEqual(['One', ' two three four'])
    expect(await read([`${events(['a', 'b'])}data: [DONE]\n\n${events(['after'])}`])).toEqual(['ab'])
  })
  it('passes on what came before an error in the stream, then throws it', async () => {
    const out: string[] = []
    const failing = `${events(['Half a ', 'reply'])}data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`
    const error = await (async () => {
      for await (const text of chatDeltas(body([failing]))) out.push(text)
    })().catch((e) => e)
    expect(error).toBeInstanceOf(StreamedError)
    expect(error.message).toBe('overloaded')
    expect(out).toEqual(['Half a reply'])
  })
  it('keeps a character split across chunks whole', async () => {
    const bytes = new TextEncoder().encode(`data: ${chunk('café ☕')}\n\n`)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]))
        controller.close()
      },
    })
    const out: string[] = []
    for await (const text of chatDeltas(stream)) out.push(text)
    expect(out.join('')).toBe('café ☕')
  })
})
