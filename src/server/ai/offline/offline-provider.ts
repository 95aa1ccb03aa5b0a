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
import { offlinePillars } from './pillars'
import { offlineTweets } from './plan'
import { offlineRewrite } from './rewrite'
import { chunkWords } from './text'
import { withStoryThreads } from './threads'

/** A plan this short leaves days empty: the next two weeks may then retell an earlier sentence once. */
export const HEALTHY_PLAN_POSTS = 9

/**
 * Posts for a plan. The next two weeks of a series (request.avoid: the earlier posts) repeat no earlier
 * post and tell each founder sentence at most twice across both plans; when that leaves the new plan
 * thin (the check-in brought little news), a sentence the earlier plan told may be told once more.
 */
export function nextTweets(request: TweetRequest): TweetDraft[] {
  const strict = offlineTweets(request)
  if (!request.avoid?.length || strict.length >= HEALTHY_PLAN_POSTS) return strict
  const relaxed = offlineTweets(request, { earlierTellingsCounted: 1 })
  return relaxed.length > strict.length ? relaxed : strict
}

/** The built-in engine used when no AI provider is configured: deterministic, no network. */
export class OfflineProvider implements AiProvider {
  readonly kind = 'offline' as const

  /**
   * The English tagger (~40 MiB, ~150 ms to load) loads when the first interview opens, while the founder
   * reads the question, rather than at server start (an idle server, or one on a cloud model, never needs it).
   */
  warmUp() {
    setTimeout(warmUpNlp, 0).unref()
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
    return withStoryThreads(nextTweets(request), request)
  }

  async rewriteTweet(request: RewriteRequest): Promise<string[]> {
    return offlineRewrite(request)
  }
}
