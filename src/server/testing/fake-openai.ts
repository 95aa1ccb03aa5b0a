import { toneWav } from '../../shared/wav'

/**
 * A local OpenAI-compatible server for tests and benchmarks: chat completions (streaming SSE and
 * plain JSON, including structured output), audio transcriptions and speech. It speaks the real wire
 * protocol, so the real `openai` SDK code path runs against it.
 */
export type ChatRequest = {
  model: string
  stream?: boolean
  messages: { role: string; content: string }[]
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } }
}

export type FakeReply = string | { status: number; message: string }

export type FakeOpenAiOptions = {
  /** What to answer for a chat request (default: echoes the last user message). */
  reply?: (request: ChatRequest) => FakeReply | Promise<FakeReply>
  /** Delay before the first token (simulates provider latency). */
  firstTokenDelayMs?: number
  /** Tokens are split on spaces; delay between them. */
  tokenDelayMs?: number
  transcript?: (audio: Blob) => string
  speechDelayMs?: number
  transcriptionDelayMs?: number
  failTranscription?: boolean
}

export function startFakeOpenAi(options: FakeOpenAiOptions = {}) {
  const requests: ChatRequest[] = []
  /** When each streamed token left and each speech request arrived (for latency benchmarks). */
  const timeline: { kind: 'token' | 'speech'; text: string; at: number; stream?: number }[] = []
  /** Per streamed chat request: when it arrived and when its first token left (benchmarks). */
  const served: { arrivedAt: number; firstTokenAt?: number }[] = []
  let streams = 0
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const url = new URL(req.url)
      if (req.method === 'POST' && url.pathname === '/v1/chat/completions') {
        const arrivedAt = performance.now()
        const body = (await req.json()) as ChatRequest
        requests.push(body)
        const reply = await (options.reply ?? ((r) => `You said: ${r.messages.at(-1)?.content ?? ''}`))(body)
        if (typeof reply !== 'string') {
          return Response.json(
            { error: { message: reply.message, type: 'server_error', code: null } },
            { status: reply.status },
          )
        }
        if (options.firstTokenDelayMs) await Bun.sleep(options.firstTokenDelayMs)
        const id = `chatcmpl-${crypto.randomUUID()}`
        const created = Math.floor(Date.now() / 1000)
        if (!body.stream) {
          return Response.json({
            id,
            object: 'chat.completion',
            created,
            model: body.model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: reply, refusal: null },
                finish_reason: 'stop',
                logprobs: null,
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          })
        }
        const tokens = reply.match(/\S+\s*|\s+/g) ?? []
        const encoder = new TextEncoder()
        const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
          encoder.encode(
            `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] })}\n\n`,
          )
        const streamId = ++streams
        const record: (typeof served)[number] = { arrivedAt }
        served.push(record)
        const stream = new ReadableStream({
          async start(controller) {
            controller.enqueue(chunk({ role: 'assistant', content: '' }))
            for (const token of tokens) {
              if (options.tokenDelayMs) await Bun.sleep(options.tokenDelayMs)
              controller.enqueue(chunk({ content: token }))
              record.firstTokenAt ??= performance.now()
              timeline.push({ kind: 'token', text: token, at: performance.now(), stream: streamId })
            }
            controller.enqueue(chunk({}, 'stop'))
            controller.enqueue(encoder.encode('data: [DONE]\n\n'))
            controller.close()
          },
        })
        return new Response(stream, {
          headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
        })
      }
      if (req.method === 'POST' && url.pathname === '/v1/audio/transcriptions') {
        if (options.transcriptionDelayMs) await Bun.sleep(options.transcriptionDelayMs)
        if (options.failTranscription)
          return Response.json({ error: { message: 'transcription failed' } }, { status: 500 })
        const form = await req.formData()
        const file = form.get('file') as Blob
        return Response.json({ text: options.transcript?.(file) ?? 'Hello from the microphone.' })
      }
      if (req.method === 'POST' && url.pathname === '/v1/audio/speech') {
        const body = (await req.json()) as { input: string }
        timeline.push({ kind: 'speech', text: body.input, at: performance.now() })
        if (options.speechDelayMs) await Bun.sleep(options.speechDelayMs)
        // A short real tone (WAV bytes decode in browsers), followed by the sentence so tests can check order.
        const tone = toneWav(80)
        const marker = new TextEncoder().encode(`SPEECH:${body.input}`)
        const audio = new Uint8Array(tone.length + marker.length)
        audio.set(tone)
        audio.set(marker, tone.length)
        return new Response(audio, { headers: { 'content-type': 'audio/mpeg' } })
      }
      return Response.json(
        { error: { message: `No fake for ${req.method} ${url.pathname}` } },
        { status: 404 },
      )
    },
  })
  return {
    baseUrl: `http://127.0.0.1:${server.port}/v1`,
    requests,
    timeline,
    served,
    stop: () => server.stop(true),
  }
}
