import {
  type AiProvider,
  AiProviderError,
  NO_SPEECH_MESSAGE,
  type PillarDraft,
  type ReplyRequest,
  type TranscriptLine,
  type TweetDraft,
  type TweetRequest,
} from '../provider'
import { checkInReply } from './check-in'
import { founderReply } from './founder'
import { interviewerReply } from './interviewer'
import { warmUpNlp } from './nlp'
import { offlinePillars, offlineTweets } from './plan'
import { chunkWords } from './text'

/** The built-in engine used when no AI provider is configured: deterministic, no network. */
export class OfflineProvider implements AiProvider {
  readonly kind = 'offline' as const
  readonly speech = false

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
    return offlineTweets(request)
  }

  async transcribe(): Promise<string> {
    throw new AiProviderError(NO_SPEECH_MESSAGE)
  }

  async speak(): Promise<Uint8Array> {
    throw new AiProviderError(NO_SPEECH_MESSAGE)
  }
}
