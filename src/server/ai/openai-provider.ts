import OpenAI, { toFile } from 'openai'
import { REWRITE_ALTERNATIVES, REWRITE_PRESETS, usableAlternatives } from '../../shared/rewrite'
import { endInterviewBlock } from '../../shared/signals'
import {
  type AiProvider,
  AiProviderError,
  type PillarDraft,
  type ReplyRequest,
  type RewriteRequest,
  type TranscriptLine,
  type TweetDraft,
  type TweetRequest,
} from './provider'

const roleGuidance = {
  interviewer: (other: string) =>
    `You are interviewing ${other}. Ask exactly one question per message and keep messages short. ` +
    `When you have enough material for a marketing plan (about seven questions), thank them and end that final message with exactly ${endInterviewBlock}`,
  founder: (other: string) =>
    `You are being interviewed by ${other}. Answer in the first person, in two to four sentences, with concrete details.`,
}

/** OpenAI or any OpenAI-compatible server (Ollama, vLLM, llama.cpp, LM Studio) through the openai SDK. */
export class OpenAiProvider implements AiProvider {
  readonly kind = 'openai' as const
  readonly speech = true
  private readonly client: OpenAI

  constructor(
    options: { apiKey: string; baseUrl?: string; timeoutMs?: number; maxRetries?: number },
    private readonly chatModel: string,
    private readonly voice: { transcribeModel: string; speechModel: string; speechVoice: string } = {
      transcribeModel: 'whisper-1',
      speechModel: 'tts-1',
      speechVoice: 'alloy',
    },
  ) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl,
      timeout: options.timeoutMs ?? 60_000,
      maxRetries: options.maxRetries ?? 2,
    })
  }

  async *streamReply(request: ReplyRequest, signal?: AbortSignal): AsyncIterable<string> {
    const system = `${request.speaker.prompt}\n\n${roleGuidance[request.speaker.role](request.otherName)}`
    let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>
    try {
      stream = await this.client.chat.completions.create(
        {
          model: this.chatModel,
          stream: true,
          messages: [{ role: 'system', content: system }, ...request.history],
        },
        { signal },
      )
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta?.content
        if (delta) yield delta
      }
    } catch (error) {
      if (signal?.aborted) throw error
      throw providerFailure(error)
    }
  }

  async transcribe(audio: Uint8Array, mime: string, signal?: AbortSignal): Promise<string> {
    const extension = mime.includes('wav')
      ? 'wav'
      : mime.includes('mp4')
        ? 'mp4'
        : mime.includes('ogg')
          ? 'ogg'
          : 'webm'
    try {
      const result = await this.client.audio.transcriptions.create(
        {
          file: await toFile(audio, `speech.${extension}`, { type: mime }),
          model: this.voice.transcribeModel,
        },
        { signal },
      )
      return result.text
    } catch (error) {
      if (signal?.aborted) throw error
      throw providerFailure(error)
    }
  }

  async speak(text: string, signal?: AbortSignal): Promise<Uint8Array> {
    try {
      const response = await this.client.audio.speech.create(
        {
          model: this.voice.speechModel,
          voice: this.voice.speechVoice as 'alloy',
          input: text,
          response_format: 'mp3',
        },
        { signal },
      )
      return new Uint8Array(await response.arrayBuffer())
    } catch (error) {
      if (signal?.aborted) throw error
      throw providerFailure(error)
    }
  }

  /** Structured output: the model must answer with JSON matching `schema`. */
  private async structured<T>(
    name: string,
    schema: Record<string, unknown>,
    system: string,
    user: string,
  ): Promise<T> {
    try {
      const completion = await this.client.chat.completions.create({
        model: this.chatModel,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_schema', json_schema: { name, strict: true, schema } },
      })
      const text = completion.choices[0]?.message?.content
      if (!text) throw new Error('empty answer')
      return JSON.parse(text) as T
    } catch (error) {
      throw providerFailure(error)
    }
  }

  async generatePillars(transcript: TranscriptLine[]): Promise<PillarDraft[]> {
    const result = await this.structured<{ pillars: PillarDraft[] }>(
      'narrative_pillars',
      {
        type: 'object',
        additionalProperties: false,
        required: ['pillars'],
        properties: {
          pillars: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['title', 'description'],
              properties: { title: { type: 'string' }, description: { type: 'string' } },
            },
          },
        },
      },
      'You are a marketing strategist. From a founder interview, propose between 3 and 7 narrative pillars: recurring themes the founder can post about on X. Each has a short title (at most 8 words) and a one-sentence description grounded in what the founder actually said.',
      formatTranscript(transcript),
    )
    return result.pillars
  }

  async generateTweets(request: TweetRequest): Promise<TweetDraft[]> {
    const result = await this.structured<{ tweets: TweetDraft[] }>(
      'tweet_schedule',
      {
        type: 'object',
        additionalProperties: false,
        required: ['tweets'],
        properties: {
          tweets: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['slot', 'content', 'thread'],
              properties: {
                slot: { type: 'integer' },
                content: { type: 'string' },
                thread: { type: 'array', items: { type: 'string' } },
              },
            },
          },
        },
      },
      "You write posts for X in the founder's own voice (first person), from their interview. Write one post per slot, on that slot's pillar. Each post is at most 280 characters, concrete, no hashtags spam, no two alike. For at most two slots whose material is a story or proof, you may write a thread instead: 3 to 5 parts in `thread` (each at most 280 characters, the first equal to `content`); for every other post `thread` is [].",
      [
        formatTranscript(request.transcript),
        '',
        'Pillars:',
        ...request.pillars.map((p, i) => `${i}. ${p.title}: ${p.description}`),
        '',
        'Slots (index, pillar, local time):',
        ...request.slots.map((s) => `${s.index}, pillar ${s.pillarIndex}, ${s.localTime}`),
      ].join('\n'),
    )
    return result.tweets
  }

  async rewriteTweet(request: RewriteRequest): Promise<string[]> {
    return rewriteWithRepair(
      (user) =>
        this.structured<{ alternatives?: unknown }>('tweet_rewrite', rewriteSchema, REWRITE_SYSTEM, user),
      request,
    )
  }
}

/** Rewrite: three alternatives as structured output; what breaks a rule is sent back once to be repaired. */
const rewriteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['alternatives'],
  properties: { alternatives: { type: 'array', items: { type: 'string' } } },
}
const REWRITE_SYSTEM =
  "You rewrite one post for X in the founder's own voice (first person), using only facts from their interview. " +
  `Give exactly ${REWRITE_ALTERNATIVES} alternatives, each at most 280 characters, different from each other and from the plan's other posts. No hashtags, no emoji spam, never invent numbers or quotes.`

export async function rewriteWithRepair(
  ask: (user: string) => Promise<{ alternatives?: unknown }>,
  request: RewriteRequest,
): Promise<string[]> {
  const preset = REWRITE_PRESETS.find((p) => p.id === request.preset)
  const prompt = [
    formatTranscript(request.transcript),
    '',
    request.pillar ? `Pillar: ${request.pillar.title}: ${request.pillar.description}` : 'Pillar: none',
    '',
    'Other posts in the plan (do not repeat them):',
    ...request.otherPosts.map((p) => `- ${p}`),
    '',
    `Post to rewrite: ${request.text}`,
    preset ? `How: ${preset.guidance}` : '',
    request.instruction ? `The founder's instruction: ${request.instruction}` : '',
  ].join('\n')
  const context = { original: request.text, otherPosts: request.otherPosts }
  const first = await ask(prompt)
  const candidates = Array.isArray(first.alternatives) ? first.alternatives : []
  const checked = usableAlternatives(candidates, context)
  if (checked.alternatives.length >= REWRITE_ALTERNATIVES) return checked.alternatives
  const repair = await ask(
    `${prompt}\n\nYour previous answer was ${JSON.stringify(candidates)}. Fix these problems and answer again with ${REWRITE_ALTERNATIVES} alternatives:\n${(checked.problems.length ? checked.problems : ['fewer than three alternatives']).map((p) => `- ${p}`).join('\n')}`,
  )
  return [...checked.alternatives, ...(Array.isArray(repair.alternatives) ? repair.alternatives : [])].map(
    String,
  )
}

function formatTranscript(transcript: TranscriptLine[]): string {
  return transcript
    .map((l) => `${l.speaker === 'interviewer' ? 'Interviewer' : 'Founder'}: ${l.content}`)
    .join('\n')
}

/** What users see of a provider failure: the status, never the provider's own text (it can echo keys). */
function providerFailure(error: unknown): AiProviderError {
  const status = (error as { status?: number }).status
  return new AiProviderError(
    status
      ? `The AI provider failed (HTTP ${status}). Please try again.`
      : 'The AI provider could not be reached. Please try again.',
    error,
  )
}
