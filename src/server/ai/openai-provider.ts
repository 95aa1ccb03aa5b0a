import OpenAI from 'openai'
import { endInterviewBlock } from '../../shared/signals'
import { type AiProvider, AiProviderError, type ReplyRequest } from './provider'

const roleGuidance = {
  interviewer: (other: string) =>
    `You are interviewing ${other}. Ask exactly one question per message and keep messages short. ` +
    `When you have enough material for a marketing plan (about seven questions), thank them and end that final message with exactly ${endInterviewBlock}`,
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
      throw new AiProviderError(`The AI provider failed: ${(error as Error).message}`, error)
    }
  }
}
