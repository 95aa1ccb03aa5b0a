/** One turn of a conversation as the speaking persona sees it. */
export type ChatTurn = { role: 'assistant' | 'user'; content: string }

export type SpeakerRole = 'interviewer' | 'founder'

export type ReplyRequest = {
  speaker: { name: string; prompt: string; role: SpeakerRole }
  /** Name of the other participant (the founder, or the human). */
  otherName: string
  history: ChatTurn[]
}

/** Everything the product asks of an AI: OpenAI-compatible servers and the offline engine both fit. */
export interface AiProvider {
  readonly kind: 'openai' | 'offline'
  /** The reply, token by token (may include a `<signals>` block at the end). */
  streamReply(request: ReplyRequest, signal?: AbortSignal): AsyncIterable<string>
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

/** Collects a stream into one string. */
export async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = ''
  for await (const chunk of stream) text += chunk
  return text
}
