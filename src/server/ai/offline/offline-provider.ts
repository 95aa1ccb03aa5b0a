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
import { offlineRewrite } from './rewrite'
import { chunkWords } from './text'
import { writePlan } from './writer'

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
    return writePlan(request)
  }

  async rewriteTweet(request: RewriteRequest): Promise<string[]> {
    return offlineRewrite(request)
  }
}
