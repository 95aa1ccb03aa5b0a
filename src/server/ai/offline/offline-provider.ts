import type { AiProvider, ReplyRequest } from '../provider'
import { founderReply } from './founder'
import { interviewerReply } from './interviewer'
import { chunkWords } from './text'

/** The built-in engine used when no AI provider is configured: deterministic, no network. */
export class OfflineProvider implements AiProvider {
  readonly kind = 'offline' as const

  async *streamReply(request: ReplyRequest): AsyncIterable<string> {
    const text =
      request.speaker.role === 'interviewer'
        ? interviewerReply({
            history: request.history,
            interviewerName: request.speaker.name,
            founderName: request.otherName,
          })
        : founderReply({ history: request.history, prompt: request.speaker.prompt })
    yield* chunkWords(text)
  }
}
