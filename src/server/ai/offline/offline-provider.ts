import { similarity } from '../../../shared/near-duplicate'
import type {
  AiProvider,
  PillarDraft,
  ReplyRequest,
  RewriteRequest,
  TranscriptLine,
  TweetDraft,
  TweetRequest,
} from '../provider'
import { checkInReply } from './check-in'
import { founderReply } from './founder'
import { interviewerReply } from './interviewer'
import { warmUpNlp } from './nlp'
import { offlinePillars, offlineTweets } from './plan'
import { offlineRewrite } from './rewrite'
import { chunkWords } from './text'
import { withStoryThreads } from './threads'

/**
 * The next two weeks of a series: founder sentences an earlier post already used are spent, so the
 * new posts are built from what is left (the check-in's news above all) and never repeat a post.
 */
export function withoutUsedMaterial(request: TweetRequest, earlierPosts: string[]): TweetRequest {
  const spent = (sentence: string) =>
    earlierPosts.some(
      (post) =>
        similarity(sentence, post) >= SPENT_SIMILARITY || normalised(post).includes(normalised(sentence)),
    )
  const transcript = request.transcript.map((line) =>
    line.speaker === 'founder'
      ? {
          ...line,
          content: splitSentences(line.content)
            .filter((s) => !spent(s))
            .join(' '),
        }
      : line,
  )
  return { ...request, transcript: transcript.filter((l) => l.content.trim() !== '') }
}

/** A sentence sharing this much with an earlier post (3-word shingles) has been posted already. */
const SPENT_SIMILARITY = 0.3
const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
const splitSentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9"“‘'])/).filter(Boolean)

/** The built-in engine used when no AI provider is configured: deterministic, no network. */
export class OfflineProvider implements AiProvider {
  readonly kind = 'offline' as const

  constructor() {
    // Load the English tagger soon after start rather than on the first founder's answer.
    setTimeout(warmUpNlp, 1000).unref()
  }

  async *streamReply(request: ReplyRequest): AsyncIterable<string> {
    const interviewer = {
      history: request.history,
      interviewerName: request.speaker.name,
      founderName: request.otherName,
    }
    const text =
      request.speaker.role === 'interviewer' && request.purpose === 'check_in'
        ? checkInReply(interviewer)
        : request.speaker.role === 'interviewer'
          ? interviewerReply({
              history: request.history,
              interviewerName: request.speaker.name,
              founderName: request.otherName,
            })
          : founderReply({ history: request.history, prompt: request.speaker.prompt })
    yield* chunkWords(text)
  }

  async generatePillars(transcript: TranscriptLine[]): Promise<PillarDraft[]> {
    return offlinePillars(transcript)
  }

  async generateTweets(request: TweetRequest): Promise<TweetDraft[]> {
    // The next two weeks of a series build from material no earlier post used.
    const fresh = request.avoid?.length ? withoutUsedMaterial(request, request.avoid) : request
    return withStoryThreads(offlineTweets(fresh), fresh)
  }

  async rewriteTweet(request: RewriteRequest): Promise<string[]> {
    return offlineRewrite(request)
  }
}
