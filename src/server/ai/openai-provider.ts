import { REWRITE_ALTERNATIVES, usableAlternatives } from '../../shared/rewrite'
import { chatDeltas } from './chat-stream'
import {
  cleanPostText,
  founderUsesTags,
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
import { loadOpenAiSdk, openAiClient } from './openai-client'
import {
  formatTranscript,
  PILLARS_PROMPT,
  REWRITE_SYSTEM,
  replySystemPrompt,
  rewritePrompt,
  tweetsPrompt,
  tweetsRequest,
} from './prompts'
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
import { postToProvider } from './provider-request'
import { verifiedSources } from './sources'
import { applyTone, type ToneRules } from './tone'

/** OpenAI or any OpenAI-compatible server (Ollama, vLLM, llama.cpp, LM Studio) through the openai SDK. */
export class OpenAiProvider implements AiProvider {
  readonly kind = 'openai' as const
  private readonly client: ReturnType<typeof openAiClient>

  constructor(
    options: { apiKey: string; baseUrl?: string; timeoutMs?: number; maxRetries?: number },
    private readonly chatModel: string,
  ) {
    this.client = openAiClient({
      apiKey: options.apiKey,
      baseURL: options.baseUrl,
      timeout: options.timeoutMs ?? 60_000,
      maxRetries: options.maxRetries ?? 2,
    })
  }

  async *streamReply(request: ReplyRequest, signal?: AbortSignal): AsyncIterable<string> {
    const body = JSON.stringify({
      model: this.chatModel,
      stream: true,
      messages: [{ role: 'system', content: replySystemPrompt(request) }, ...request.history],
    })
    try {
      const response = await postToProvider(await this.client.target(), '/chat/completions', body, signal)
      if (!response.body) throw new Error('The AI provider answered without a body')
      yield* chatDeltas(response.body)
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
        const completion = await (await this.client.sdk()).chat.completions.create({
          model: this.chatModel,
          messages,
          ...responseFormat(mode, kind),
        })
        this.jsonMode = mode
        return completion.choices[0]?.message?.content ?? ''
      } catch (e) {
        error = e
        if (!(e instanceof (await loadOpenAiSdk()).BadRequestError)) break
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
   * Posts for the slots, in the founder's tone (what they ruled out is removed from every answer
   * before it is reviewed), each with the founder's sentences it cites that occur in their answers.
   * Too long, near-duplicate, off-pillar or spammy posts go back once to be rewritten and missing
   * slots are asked for again; the result still goes through the caller's validation, which drops
   * (and logs) whatever breaks the rules after that.
   */
  async generateTweets(request: TweetRequest): Promise<TweetDraft[]> {
    const tagsAllowed = founderUsesTags(request.transcript)
    const slots = request.slots.map((s) => ({ index: s.index, pillarIndex: s.pillarIndex }))
    const messages: ChatMessage[] = [
      { role: 'system', content: tweetsPrompt(tagsAllowed) },
      { role: 'user', content: tweetsRequest(request) },
    ]
    const first = await this.structured('tweets', messages)
    const firstItems = inTone(first.items, request.tone)
    const review = reviewTweets(firstItems, slots, { tagsAllowed })
    if (!needsTweetRepair(review))
      return withSources(withProposedThreads(review.accepted, firstItems), firstItems, request)
    const repaired = await this.structured('tweets', [
      ...messages,
      { role: 'assistant', content: first.raw },
      { role: 'user', content: tweetRepairRequest(review, slots) },
    ]).catch(keepFirstIf(review.accepted.length > 0))
    const repairedItems = repaired ? inTone(repaired.items, request.tone) : []
    const final = repaired ? mergeRepairedTweets(review, repairedItems, slots, { tagsAllowed }) : review
    // Hand back what is still broken too: the caller's validation drops it with the reason.
    const items = [...repairedItems, ...firstItems]
    return withSources(
      withProposedThreads(
        [...final.accepted, ...final.rewrite.map((p) => ({ slot: p.slot, content: p.content }))],
        items,
      ),
      items,
      request,
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

/** Three alternatives; what breaks a rule is sent back once to be repaired. */
export async function rewriteWithRepair(
  ask: (user: string) => Promise<{ alternatives?: unknown }>,
  request: RewriteRequest,
): Promise<string[]> {
  const prompt = rewritePrompt(request)
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

/**
 * The threads and LinkedIn versions a model proposed (by slot), carried onto the reviewed posts; the
 * service validates them.
 */
function withProposedThreads(posts: TweetDraft[], items: unknown[]): TweetDraft[] {
  const threads = new Map<number, string[]>()
  for (const item of items) {
    const { slot, thread } = (item ?? {}) as { slot?: unknown; thread?: unknown }
    if (typeof slot !== 'number') continue
    if (Array.isArray(thread) && thread.length > 1 && !threads.has(slot))
      threads.set(slot, thread.map(String))
  }
  // A LinkedIn version belongs to the text it was written with: a repaired post never takes the
  // version of the draft it replaced.
  const versionOf = (post: TweetDraft) => {
    const found = items
      .map((item) => (item ?? {}) as { slot?: unknown; content?: unknown; linkedin?: unknown })
      .find(
        (i) =>
          i.slot === post.slot &&
          cleanPostText(i.content) === post.content &&
          typeof i.linkedin === 'string' &&
          i.linkedin.trim() !== '',
      )
    return found ? String(found.linkedin) : undefined
  }
  return posts.map((p) => {
    const linkedin = versionOf(p)
    return {
      ...p,
      ...(threads.has(p.slot) && { thread: threads.get(p.slot) }),
      ...(linkedin && { linkedin }),
    }
  })
}

/**
 * The model's posts with what the founder ruled out removed (the prompt asks for their tone; this is
 * the backstop): emoji and hashtags they said no to, from the post and each part of a thread.
 */
function inTone(items: unknown[], tone: ToneRules | undefined): unknown[] {
  if (!tone) return items
  return items.map((item) => {
    if (!item || typeof item !== 'object') return item
    const { content, thread, linkedin } = item as { content?: unknown; thread?: unknown; linkedin?: unknown }
    return {
      ...item,
      ...(typeof content === 'string' && { content: applyTone(content, tone) }),
      ...(typeof linkedin === 'string' && { linkedin: applyTone(linkedin, tone) }),
      ...(Array.isArray(thread) && {
        thread: thread.map((part) => (typeof part === 'string' ? applyTone(part, tone) : part)),
      }),
    }
  })
}

/**
 * The sources the model cited for each slot (its latest answer first), kept only where they occur
 * in the founder's answers and are not one of their tone rules.
 */
function withSources(posts: TweetDraft[], items: unknown[], request: TweetRequest): TweetDraft[] {
  const cited = new Map<number, unknown>()
  for (const item of items) {
    const { slot, sources } = (item ?? {}) as { slot?: unknown; sources?: unknown }
    if (!cited.has(Number(slot))) cited.set(Number(slot), sources)
  }
  return posts.map((post) => ({
    ...post,
    sources: verifiedSources(cited.get(post.slot), request.transcript, request.tone?.rules),
  }))
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
