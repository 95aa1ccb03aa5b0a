import OpenAI from 'openai'
import { REWRITE_ALTERNATIVES, REWRITE_PRESETS, usableAlternatives } from '../../shared/rewrite'
import { endInterviewBlock } from '../../shared/signals'
import {
  founderUsesTags,
  founderVocabulary,
  MAX_POST_LENGTH,
  MIN_PILLARS,
  mergeRepairedTweets,
  needsTweetRepair,
  pillarRepairRequest,
  reviewPillars,
  reviewTweets,
  tweetRepairRequest,
} from './draft-rules'
import {
  type AnswerKind,
  alternativesAnswer,
  jsonSchemaOf,
  parseAnswer,
  pillarsAnswer,
  tweetsAnswer,
} from './json-answer'
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
    `You are interviewing ${other} to build their marketing plan for X. Ask exactly one short question per message. ` +
    'Cover what they have not told you yet: the product, who it is for, the problem it solves, the origin story, proof (numbers, customers), what they believe that others in their field do not, and their goals. ' +
    'Never ask for something they already told you; one answer often covers several of these. When an answer is vague, ask one short follow-up for a concrete example or number. ' +
    'When you reflect what they said, use a complete phrase in their words, never a quote cut off mid-way. ' +
    `When you have enough material (about seven questions), thank them, name the two or three strongest themes you heard, and end that final message with exactly ${endInterviewBlock}`,
  founder: (other: string) =>
    `You are being interviewed by ${other}. Answer in the first person, in two to four sentences, with concrete details.`,
}

/** OpenAI or any OpenAI-compatible server (Ollama, vLLM, llama.cpp, LM Studio) through the openai SDK. */
export class OpenAiProvider implements AiProvider {
  readonly kind = 'openai' as const
  private readonly client: OpenAI

  constructor(
    options: { apiKey: string; baseUrl?: string; timeoutMs?: number; maxRetries?: number },
    private readonly chatModel: string,
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

  /** Structured output: the model must answer with JSON matching `schema`. */
  // The answer's items; an answer that is not the JSON asked for is retried once.
  private async structured(
    kind: AnswerKind,
    messages: ChatMessage[],
  ): Promise<{ items: unknown[]; raw: string }> {
    const first = await this.complete(kind, messages)
    const parsed = parseAnswer(kind, first)
    if (parsed.ok) return { items: parsed.items, raw: first }
    const again = await this.complete(kind, [
      ...messages,
      { role: 'assistant', content: first.slice(0, 8000) },
      {
        role: 'user',
        content: `That could not be read: ${parsed.detail}. Answer again with only the JSON object, nothing before or after it.`,
      },
    ])
    const retried = parseAnswer(kind, again)
    if (retried.ok) return { items: retried.items, raw: again }
    throw new AiProviderError(
      `The AI model's answer could not be read, even when asked twice (${retried.reason}). Please try again.`,
    )
  }

  /** How this server takes structured output; learnt from its first 400 and kept for later calls. */
  private jsonMode: JsonMode = 'json_schema'

  /**
   * One structured completion, as text. A server without `json_schema` (older Ollama, llama.cpp)
   * answers 400: we fall back to JSON mode, then to no response format (the prompt still asks for
   * JSON and zod checks it), and remember the mode that worked.
   */
  private async complete(kind: AnswerKind, messages: ChatMessage[]): Promise<string> {
    let error: unknown
    for (const mode of JSON_MODES.slice(JSON_MODES.indexOf(this.jsonMode))) {
      try {
        const completion = await this.client.chat.completions.create({
          model: this.chatModel,
          messages,
          ...responseFormat(mode, kind),
        })
        this.jsonMode = mode
        return completion.choices[0]?.message?.content ?? ''
      } catch (e) {
        error = e
        if (!(e instanceof OpenAI.BadRequestError)) break
      }
    }
    throw providerFailure(error)
  }

  /** Pillars, checked by the draft rules; a set that breaks them goes back once with the problems. */
  async generatePillars(transcript: TranscriptLine[]): Promise<PillarDraft[]> {
    const messages: ChatMessage[] = [
      { role: 'system', content: PILLARS_PROMPT },
      { role: 'user', content: formatTranscript(transcript) },
    ]
    const first = await this.structured('pillars', messages)
    const review = reviewPillars(first.items)
    if (!review.needsRepair) return review.pillars
    const repaired = await this.structured('pillars', [
      ...messages,
      { role: 'assistant', content: first.raw },
      { role: 'user', content: pillarRepairRequest(review) },
    ]).catch(keepFirstIf(review.pillars.length >= MIN_PILLARS))
    // The caller validates again and names what is still wrong if too few are usable.
    if (!repaired) return review.pillars
    const second = reviewPillars(repaired.items)
    return second.pillars.length >= review.pillars.length ? second.pillars : review.pillars
  }

  /**
   * Posts for the slots. Too long, near-duplicate, off-pillar or spammy posts go back once to be
   * rewritten and missing slots are asked for again; the result still goes through the caller's
   * validation, which drops (and logs) whatever breaks the rules after that.
   */
  async generateTweets(request: TweetRequest): Promise<TweetDraft[]> {
    const tagsAllowed = founderUsesTags(request.transcript)
    const slots = request.slots.map((s) => ({ index: s.index, pillarIndex: s.pillarIndex }))
    const messages: ChatMessage[] = [
      { role: 'system', content: tweetsPrompt(tagsAllowed) },
      { role: 'user', content: tweetsRequest(request) },
    ]
    const first = await this.structured('tweets', messages)
    const review = reviewTweets(first.items, slots, { tagsAllowed })
    if (!needsTweetRepair(review)) return withProposedThreads(review.accepted, first.items)
    const repaired = await this.structured('tweets', [
      ...messages,
      { role: 'assistant', content: first.raw },
      { role: 'user', content: tweetRepairRequest(review, slots) },
    ]).catch(keepFirstIf(review.accepted.length > 0))
    const final = repaired ? mergeRepairedTweets(review, repaired.items, slots, { tagsAllowed }) : review
    // Hand back what is still broken too: the caller's validation drops it with the reason.
    return withProposedThreads(
      [...final.accepted, ...final.rewrite.map((p) => ({ slot: p.slot, content: p.content }))],
      [...(repaired?.items ?? []), ...first.items],
    )
  }

  async rewriteTweet(request: RewriteRequest): Promise<string[]> {
    return rewriteWithRepair(
      (user) =>
        this.structured('alternatives', [
          { role: 'system', content: REWRITE_SYSTEM },
          { role: 'user', content: user },
        ]).then((answer) => ({ alternatives: answer.items })),
      request,
    )
  }
}

/** Rewrite: three alternatives as structured output; what breaks a rule is sent back once to be repaired. */
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

/** A failed repair keeps the first answer when it has something usable; otherwise its error stands. */
const keepFirstIf = (usable: boolean) => (error: unknown) => {
  if (usable) return null
  throw error
}

type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string }
type JsonMode = 'json_schema' | 'json_object' | 'none'
const JSON_MODES: JsonMode[] = ['json_schema', 'json_object', 'none']
const ANSWER_SCHEMAS = { pillars: pillarsAnswer, tweets: tweetsAnswer, alternatives: alternativesAnswer }

/** The threads a model proposed (by slot), carried onto the reviewed posts; the service validates them. */
function withProposedThreads(posts: TweetDraft[], items: unknown[]): TweetDraft[] {
  const threads = new Map<number, string[]>()
  for (const item of items) {
    const { slot, thread } = (item ?? {}) as { slot?: unknown; thread?: unknown }
    if (typeof slot === 'number' && Array.isArray(thread) && thread.length > 1 && !threads.has(slot))
      threads.set(slot, thread.map(String))
  }
  return posts.map((p) => (threads.has(p.slot) ? { ...p, thread: threads.get(p.slot) } : p))
}

function responseFormat(mode: JsonMode, kind: AnswerKind) {
  if (mode === 'none') return {}
  if (mode === 'json_object') return { response_format: { type: 'json_object' as const } }
  return {
    response_format: {
      type: 'json_schema' as const,
      json_schema: { name: kind, strict: true, schema: jsonSchemaOf(ANSWER_SCHEMAS[kind]) },
    },
  }
}

export const PILLARS_PROMPT = [
  'You are a content strategist for founders who post on X. From the founder interview you are given, propose 3 to 7 narrative pillars: the recurring themes this founder can credibly post about for months.',
  "A pillar is a theme, why it matters to the founder's audience, and the founder's own evidence for it (a number, a customer, a story or a decision they described).",
  "- title: 2 to 8 words naming the theme in the founder's own words, names capitalised as they write them. A complete phrase, never a fragment.",
  '- description: one or two sentences saying why the theme matters to their audience and what evidence the founder gave. Use only facts from the interview; invent nothing.',
  '- Every pillar is about a different theme.',
  'Answer with JSON only, in this shape: {"pillars": [{"title": "...", "description": "..."}]}',
].join('\n')

export function tweetsPrompt(tagsAllowed: boolean): string {
  return [
    'You write posts for X for a founder, in their voice (first person), from what they said in their interview.',
    "- Write exactly one post for each slot listed, on that slot's pillar, and give back the slot and pillar numbers as listed.",
    `- Each post is at most ${MAX_POST_LENGTH} characters; most are between 120 and 240.`,
    '- Vary the format across the plan: a number-led result, a mini-story, a contrarian take, a lesson learned, behind the scenes, a question to the audience, a plain announcement. No two posts open with the same three words.',
    "- Use the founder's own vocabulary, names and numbers. Invent no facts, customers or numbers. Never talk about the interview itself.",
    tagsAllowed
      ? '- The founder uses hashtags or emoji: at most two per post.'
      : '- No hashtags and no emoji: the founder does not write that way.',
    '- No two posts alike.',
    '- For at most two slots whose material is a story or proof, you may write a thread: 3 to 5 parts in `thread`, each at most 280 characters, the first equal to `content`. Every other post has `thread`: [].',
    'Answer with JSON only, in this shape: {"tweets": [{"slot": 0, "pillar": 0, "content": "...", "thread": []}]}',
  ].join('\n')
}

function tweetsRequest(request: TweetRequest): string {
  return [
    formatTranscript(request.transcript),
    '',
    `The founder's own words, most used first: ${founderVocabulary(request.transcript).join(', ')}`,
    '',
    'Pillars:',
    ...request.pillars.map((p, i) => `pillar ${i}: ${p.title} — ${p.description}`),
    '',
    'Slots (one post each):',
    ...request.slots.map((s) => `slot ${s.index}: pillar ${s.pillarIndex}, ${s.localTime}`),
    ...(request.avoid?.length
      ? [
          '',
          'Posts already published or planned (X refuses duplicates: write new angles, never repeat or lightly reword these; the latest news comes last in the transcript):',
          ...request.avoid.map((post) => `- ${post.replace(/\s+/g, ' ')}`),
        ]
      : []),
  ].join('\n')
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
