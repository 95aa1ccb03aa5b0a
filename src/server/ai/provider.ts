import type { RewritePreset } from '../../shared/rewrite'
import type { ToneRules } from '../../shared/tone-instruction'
import { HttpError } from '../http/errors'

export type { ToneRules }

/** One turn of a conversation as the speaking persona sees it. */
export type ChatTurn = { role: 'assistant' | 'user'; content: string }

export type SpeakerRole = 'interviewer' | 'founder'

export type ReplyRequest = {
  speaker: { name: string; prompt: string; role: SpeakerRole }
  /** Name of the other participant (the founder, or the human). */
  otherName: string
  history: ChatTurn[]
  /** A first interview, or the short check-in before the next two weeks (default: interview). */
  purpose?: 'interview' | 'check_in'
}

export type TranscriptLine = { speaker: 'interviewer' | 'founder'; content: string }
export type PillarDraft = { title: string; description: string }
export type TweetSlot = { index: number; pillarIndex: number; localTime: string }
export type TweetRequest = {
  transcript: TranscriptLine[]
  pillars: PillarDraft[]
  slots: TweetSlot[]
  /** Earlier posts of the same founder (the next two weeks of a series): write something new. */
  avoid?: string[]
  /** How the founder wants to sound (from the interview, stored with the session): never posted. */
  tone?: ToneRules
}
/** A post for one of the requested slots. */
export type TweetDraft = {
  slot: number
  content: string /** A thread's parts (2–8, the first = content). */
  thread?: string[]
  /**
   * The founder's own words the post was written from: verbatim excerpts of their interview answers,
   * shown with the post ("From your interview: …") so the founder sees nothing was invented.
   */
  sources?: string[]
  /**
   * Its LinkedIn version: one post (no threads there), a little longer and more reflective, the same
   * facts and none new; LinkedIn gets the post's own words without it.
   */
  linkedin?: string
}

/** Rewrite one post: grounded in the interview and its pillar, unlike the plan's other posts. */
export type RewriteRequest = {
  transcript: TranscriptLine[]
  pillar: PillarDraft | null
  text: string
  preset?: RewritePreset
  instruction?: string
  /** The plan's other posts: alternatives must not be near-duplicates of them. */
  otherPosts: string[]
}

/** Everything the product asks of an AI: OpenAI-compatible servers and the offline engine both fit. */
export interface AiProvider {
  readonly kind: 'openai' | 'offline'
  /** The reply, token by token (may include a `<signals>` block at the end). */
  streamReply(request: ReplyRequest, signal?: AbortSignal): AsyncIterable<string>
  /** 3 to 7 narrative pillars from an interview (validated again by the caller). */
  generatePillars(transcript: TranscriptLine[]): Promise<PillarDraft[]>
  /** Posts for the given slots, each on its slot's pillar (validated again by the caller). */
  generateTweets(request: TweetRequest): Promise<TweetDraft[]>
  /** Alternatives for one post (three wanted; validated again by the caller). */
  rewriteTweet(request: RewriteRequest): Promise<string[]>
  /** Gets ready for an interview's answers (an engine that loads lazily loads now); called when one opens. */
  warmUp?(): void
}

/** A provider failure with a message safe to show and log. */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message)
  }
}

/** The one place a provider failure becomes HTTP: a 502 with its message; anything else goes on as is. */
export function rethrowAiFailure(error: unknown): never {
  if (error instanceof AiProviderError) throw new HttpError(502, error.message)
  throw error
}

/** Collects a stream into one string. */
export async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = ''
  for await (const chunk of stream) text += chunk
  return text
}
