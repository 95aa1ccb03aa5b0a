import { openAiClient } from '../ai/openai-client'
import { postToProvider } from '../ai/provider-request'
import { SpeechError, type SpeechProvider, type Transcript, type TranscriptionContext } from './provider'

export type OpenAiSpeechOptions = {
  baseUrl?: string
  apiKey: string
  transcribeModel: string
  speechModel: string
  voice: string
  maxRetries?: number
}

const extensionOf = (mime: string) =>
  mime.includes('wav') ? 'wav' : mime.includes('mp4') ? 'mp4' : mime.includes('ogg') ? 'ogg' : 'webm'

/**
 * OpenAI's /audio/transcriptions and /audio/speech, or any server speaking them (speaches /
 * faster-whisper, Kokoro-FastAPI, LocalAI): the openai SDK's client configuration, each call one fetch
 * with its retry policy (`ai/provider-request.ts`).
 */
export class OpenAiSpeech implements SpeechProvider {
  readonly kind = 'openai' as const
  readonly label: string
  private readonly client: ReturnType<typeof openAiClient>

  constructor(private readonly options: OpenAiSpeechOptions) {
    this.client = openAiClient({
      apiKey: options.apiKey,
      baseURL: options.baseUrl,
      timeout: 60_000,
      maxRetries: options.maxRetries ?? 2,
    })
    const where = options.baseUrl ? new URL(options.baseUrl).host : 'api.openai.com'
    this.label = `openai (${where}, ${options.transcribeModel}, ${options.speechModel}/${options.voice})`
  }

  async transcribe(
    audio: Uint8Array,
    mime: string,
    signal?: AbortSignal,
    context?: TranscriptionContext,
  ): Promise<Transcript> {
    try {
      const form = new FormData()
      form.append(
        'file',
        new Blob([audio as Uint8Array<ArrayBuffer>], { type: mime }),
        `speech.${extensionOf(mime)}`,
      )
      form.append('model', this.options.transcribeModel)
      // Whisper-style models take a prompt of preceding text: the product's name and the question answered.
      const prompt = [context?.product, context?.question].filter(Boolean).join('. ')
      if (prompt) form.append('prompt', prompt.slice(0, 800))
      const response = await postToProvider(await this.client.target(), '/audio/transcriptions', form, signal)
      const result = (await response.json()) as { text?: unknown }
      if (typeof result.text !== 'string') throw new Error('The transcription has no text')
      return { text: result.text }
    } catch (error) {
      if (signal?.aborted) throw error
      throw speechFailure(error)
    }
  }

  async speak(text: string, signal?: AbortSignal) {
    try {
      const body = JSON.stringify({
        model: this.options.speechModel,
        voice: this.options.voice,
        input: text,
        response_format: 'mp3',
      })
      const response = await postToProvider(await this.client.target(), '/audio/speech', body, signal)
      return { audio: new Uint8Array(await response.arrayBuffer()), mime: 'audio/mpeg' }
    } catch (error) {
      if (signal?.aborted) throw error
      throw speechFailure(error)
    }
  }

  async close() {}
}

/** What users see of a failure: the status, never the server's own text (it can echo keys). */
function speechFailure(error: unknown): SpeechError {
  const status = (error as { status?: number }).status
  return new SpeechError(
    status
      ? `The speech provider failed (HTTP ${status}). Please try again.`
      : 'The speech provider could not be reached. Please try again.',
    error,
  )
}
