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
    // The next two weeks of a series (request.avoid: the earlier posts) tell each founder sentence at
    // most twice across both plans and repeat no earlier post.
    return withStoryThreads(offlineTweets(request), request)
  }

  async rewriteTweet(request: RewriteRequest): Promise<string[]> {
    return offlineRewrite(request)
  }
}
