// Over ~300 lines: one fake server for chat streaming, JSON modes, transcription and speech, sharing its script and timeline.
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

/**
 * How the scripted model gets a structured answer (pillars or posts) wrong; 'none' answers well.
 * Local models do all of these: too long, too few, duplicates, posts for the wrong pillar, hashtag
 * spam, sources the founder never said, JSON cut off mid-way (as at the output limit), prose instead
 * of JSON, JSON wrapped in a code fence and a sentence, an empty answer, a server error.
 */
export type Misbehaviour =
  | 'none'
  | 'too-long'
  | 'too-few'
  | 'duplicates'
  | 'wrong-pillar'
  | 'hashtags'
  | 'invented-sources'
  | 'broken-json'
  | 'prose'
  | 'fenced'
  | 'empty'
  | 'server-error'

export type ScriptedModel = {
  /** The misbehaviour of each structured request in turn; requests past the end answer well. */
  script?: Misbehaviour[]
  /**
   * The `response_format` types this server accepts (default both). Older Ollama and llama.cpp
   * builds answer 400 to `json_schema`; some servers take neither.
   */
  responseFormats?: ('json_schema' | 'json_object')[]
}

export type FakeOpenAiOptions = {
  /** What to answer for a chat request (default: echoes the last user message). */
  reply?: (request: ChatRequest) => FakeReply | Promise<FakeReply>
  /** Delay before the first token (simulates provider latency). */
  firstTokenDelayMs?: number
  /** Tokens are split on spaces; delay between them. */
  tokenDelayMs?: number
  /** `prompt`: the text the request gave to guide the transcription (the question answered). */
  transcript?: (audio: Blob, prompt: string | null) => string
  speechDelayMs?: number
  /** How long each spoken sentence plays (a tone this long); 80 ms unless set. */
  speechMs?: number
  transcriptionDelayMs?: number
  failTranscription?: boolean
  /** Port to listen on (default: any free port). */
  port?: number
  /** Answers pillar and post requests (told apart by the JSON shape the prompt asks for) as scripted. */
  model?: ScriptedModel
}

/**
 * Speech answers held until the test releases them: audio arrives on cue, not after a delay.
 * `waiting(n)` resolves once `n` speech requests are held (in arrival order, with their sentence).
 */
function createSpeechHold() {
  const held: { text: string; release: () => void }[] = []
  const waiters: { n: number; resolve: () => void }[] = []
  let open = false
  return {
    held,
    enter(text: string): Promise<void> {
      if (open) return Promise.resolve()
      return new Promise<void>((release) => {
        held.push({ text, release })
        for (const w of waiters.filter((w) => held.length >= w.n)) {
          waiters.splice(waiters.indexOf(w), 1)
          w.resolve()
        }
      })
    },
    waiting: (n: number) =>
      new Promise<void>((resolve) => (held.length >= n ? resolve() : waiters.push({ n, resolve }))),
    release: (index: number) => held[index]!.release(),
    /** Releases every held answer and stops holding. */
    releaseAll: () => {
      open = true
      for (const h of held) h.release()
    },
  }
}

export type SpeechHold = ReturnType<typeof createSpeechHold>

export function startFakeOpenAi(options: FakeOpenAiOptions = {}) {
  const requests: ChatRequest[] = []
  let speechHold: SpeechHold | undefined
  let structuredCalls = 0
  const scripted =
    (model: ScriptedModel) =>
    (request: ChatRequest): FakeReply => {
      const format = request.response_format?.type
      const accepted = model.responseFormats ?? ['json_schema', 'json_object']
      if (format && format !== 'text' && !accepted.includes(format as 'json_object')) {
        // What llama.cpp's server says to a response_format it does not know.
        return { status: 400, message: `response_format type "${format}" is not supported` }
      }
      const misbehaviour = model.script?.[structuredCalls++] ?? 'none'
      if (misbehaviour === 'server-error') return { status: 500, message: 'model crashed' }
      return structuredKind(request) === 'pillars'
        ? pillarsAnswer(misbehaviour)
        : tweetsAnswer(request, misbehaviour)
    }
  /** When each streamed token left and each speech request arrived (for latency benchmarks). */
  const timeline: { kind: 'token' | 'speech'; text: string; at: number; stream?: number }[] = []
  /** Per streamed chat request: when it arrived and when its first token left (benchmarks). */
  const served: { arrivedAt: number; firstTokenAt?: number; lastMessage?: string }[] = []
  let streams = 0
  const server = Bun.serve({
    port: options.port ?? 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const url = new URL(req.url)
      // For a benchmark that runs this server in its own process (bench/lib/provider-process.ts).
      if (req.method === 'GET' && url.pathname === '/bench/served') return Response.json(served)
      if (req.method === 'GET' && url.pathname === '/bench/timeline') return Response.json(timeline)
      if (req.method === 'POST' && url.pathname === '/v1/chat/completions') {
        const arrivedAt = performance.now()
        const body = (await req.json()) as ChatRequest
        requests.push(body)
        const reply = await (
          (options.model && structuredKind(body) && scripted(options.model)) ||
          options.reply ||
          ((r) => `You said: ${r.messages.at(-1)?.content ?? ''}`)
        )(body)
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
        const record: (typeof served)[number] = { arrivedAt, lastMessage: body.messages.at(-1)?.content }
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
        const prompt = form.get('prompt')
        return Response.json({
          text:
            options.transcript?.(file, typeof prompt === 'string' ? prompt : null) ??
            'Hello from the microphone.',
        })
      }
      if (req.method === 'POST' && url.pathname === '/v1/audio/speech') {
        const body = (await req.json()) as { input: string }
        timeline.push({ kind: 'speech', text: body.input, at: performance.now() })
        if (options.speechDelayMs) await Bun.sleep(options.speechDelayMs)
        await speechHold?.enter(body.input)
        // A short real tone (WAV bytes decode in browsers), followed by the sentence so tests can check order.
        const tone = toneWav(options.speechMs ?? 80)
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
    /** The pillar and post requests the scripted model answered (retries and repairs included). */
    structuredRequests: () => requests.filter((r) => structuredKind(r) !== null),
    /** A new script for the scripted model, starting from its next structured request. */
    rescript: (script: Misbehaviour[], responseFormats?: ScriptedModel['responseFormats']) => {
      options.model = { script, responseFormats: responseFormats ?? options.model?.responseFormats }
      structuredCalls = 0
    },
    timeline,
    served,
    /** From now on, each speech answer waits until the test releases it (see `SpeechHold`). */
    holdSpeech: () => {
      speechHold = createSpeechHold()
      return speechHold
    },
    stop: () => server.stop(true),
  }
}

/** Which structured answer a request asks for, from the JSON shape its system prompt names. */
export function structuredKind(request: ChatRequest): 'pillars' | 'tweets' | null {
  const system = request.messages.find((m) => m.role === 'system')?.content ?? ''
  if (system.includes('{"pillars"')) return 'pillars'
  if (system.includes('{"tweets"')) return 'tweets'
  return null
}

const themes = [
  ['Dentists hate phone tag', 'Front desks lose hours to callbacks; the founder saw it in every clinic.'],
  ['Proof from forty clinics', 'No-shows fell by forty percent across the first forty paying clinics.'],
  ['Bootstrapped on purpose', 'Paying customers from day one kept the product honest and focused.'],
  ['Hiring for patience', 'Support hires who listen keep dentists calm when schedules change.'],
]

function broken(json: string) {
  return json.slice(0, Math.floor(json.length * 0.6))
}

function pillarsAnswer(misbehaviour: Misbehaviour): string {
  let pillars = themes.map(([title, description]) => ({ title, description }))
  if (misbehaviour === 'too-few') pillars = pillars.slice(0, 2)
  if (misbehaviour === 'duplicates')
    pillars = [pillars[0]!, { ...pillars[0]! }, pillars[1]!, { ...pillars[1]! }]
  if (misbehaviour === 'too-long')
    pillars = pillars.map((p, i) =>
      i === 0 ? { ...p, title: `${p.title} and everything else we learned along the way` } : p,
    )
  return encode({ pillars }, misbehaviour)
}

/** The slots asked for: the latest user message that lists "slot N: pillar P" lines. */
function requestedSlots(request: ChatRequest): { slot: number; pillar: number }[] {
  for (const message of [...request.messages].reverse()) {
    if (message.role !== 'user') continue
    const slots = [...message.content.matchAll(/^slot (\d+): pillar (\d+)/gm)].map((m) => ({
      slot: Number(m[1]),
      pillar: Number(m[2]),
    }))
    if (slots.length) return slots
  }
  return []
}

const vocabulary =
  'clinic patients calendar reminders front desk callbacks dentists hygienist schedule evening Monday chairs revenue waiting room texts trust habit weekend refill insurance receptionist booking gap onboarding pricing churn feedback cancellations'.split(
    ' ',
  )

/** A readable, distinct post for a slot (no two share a run of three words). */
function goodPost(slot: number, pillar: number, salt = 0): string {
  let seed = slot * 7919 + 17 + salt * 104729
  const words: string[] = []
  for (let i = 0; i < 12; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648
    words.push(vocabulary[seed % vocabulary.length]!)
  }
  return `Note ${slot} on ${themes[pillar]?.[0] ?? 'our work'}: ${words.join(' ')}.`
}

/** A model shown earlier posts to avoid writes new ones (a series' next two weeks). */
const avoidedPosts = (request: ChatRequest) =>
  request.messages.some((m) => m.role === 'user' && m.content.includes('Posts already published or planned'))
    ? 1
    : 0

/** The founder's sentences in the transcript the request quotes ("Founder: …" lines). */
function founderSentences(request: ChatRequest): string[] {
  const asked = request.messages.find((m) => m.role === 'user')?.content ?? ''
  return [...asked.matchAll(/^Founder: (.+)$/gm)].flatMap((m) =>
    m[1]!.split(/(?<=[.!?])\s+/).filter((s) => s.split(' ').length >= 4),
  )
}

/** A quote no founder gave, which the provider must drop. */
export const INVENTED_SOURCE = 'We raised forty million dollars from our biggest fans last week.'

function tweetsAnswer(request: ChatRequest, misbehaviour: Misbehaviour): string {
  const salt = avoidedPosts(request)
  const said = founderSentences(request)
  let slots = requestedSlots(request)
  if (misbehaviour === 'too-few') slots = slots.slice(0, Math.ceil(slots.length / 2))
  const tweets = slots.map(({ slot, pillar }, i) => {
    let content = goodPost(slot, pillar, salt)
    if (misbehaviour === 'too-long' && i % 3 === 0)
      content = `${content} ${'And one more detail. '.repeat(14)}`
    if (misbehaviour === 'duplicates' && i % 2 === 1) content = goodPost(slots[0]!.slot, slots[0]!.pillar)
    if (misbehaviour === 'hashtags' && i % 2 === 0) content = `${content} #startup #growth #saas #founder`
    const writtenFor = misbehaviour === 'wrong-pillar' && i % 2 === 0 ? (pillar + 1) % 3 : pillar
    // Each post cites one of the founder's sentences, as a model quoting them would (lowercased once).
    const quoted = said.length ? [said[slot % said.length]!] : []
    const sources = [
      ...(slot % 2 ? quoted.map((q) => q.toLowerCase()) : quoted),
      ...(misbehaviour === 'invented-sources' ? [INVENTED_SOURCE] : []),
    ]
    // Every third post has a LinkedIn version: the post and one more of the founder's sentences.
    const linkedin = slot % 3 === 0 && said.length ? `${content}\n\n${said[(slot + 1) % said.length]}` : ''
    return { slot, pillar: writtenFor, content, thread: [], sources, linkedin }
  })
  return encode({ tweets }, misbehaviour)
}

function encode(answer: unknown, misbehaviour: Misbehaviour): string {
  const json = JSON.stringify(answer)
  if (misbehaviour === 'broken-json') return broken(json)
  if (misbehaviour === 'fenced')
    return `Sure! Here is the JSON you asked for:\n\`\`\`json\n${json}\n\`\`\`\nLet me know if you need changes.`
  if (misbehaviour === 'empty') return ''
  if (misbehaviour === 'prose') return 'Sure! Here are a few ideas you could post this week, one per day.'
  return json
}

if (import.meta.main) {
  // Manual runs: FAKE_OPENAI_SCRIPT=too-long,duplicates FAKE_OPENAI_FORMATS=json_object bun src/server/testing/fake-openai.ts
  const list = (value?: string) => value?.split(',').filter(Boolean)
  const fake = startFakeOpenAi({
    port: Number(process.env.FAKE_OPENAI_PORT ?? 4020),
    model: {
      script: list(process.env.FAKE_OPENAI_SCRIPT) as Misbehaviour[] | undefined,
      responseFormats: list(process.env.FAKE_OPENAI_FORMATS) as ScriptedModel['responseFormats'],
    },
  })
  console.log(`Fake OpenAI listening on ${fake.baseUrl}`)
  console.log(`Start Chad with OPENAI_API_KEY=test OPENAI_BASE_URL=${fake.baseUrl}`)
}
