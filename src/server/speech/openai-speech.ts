import type OpenAI from 'openai'
import { loadOpenAiSdk, openAiClient } from '../ai/openai-client'
import { SpeechError, type SpeechProvider, type Transcript } from './provider'

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
 * faster-whisper, Kokoro-FastAPI, LocalAI), through the openai SDK.
 */
export class OpenAiSpeech implements SpeechProvider {
  readonly kind = 'openai' as const
  readonly label: string
  private readonly client: () => Promise<OpenAI>

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

  async transcribe(audio: Uint8Array, mime: string, signal?: AbortSignal): Promise<Transcript> {
    try {
      const { toFile } = await loadOpenAiSdk()
      const result = await (await this.client()).audio.transcriptions.create(
        {
          file: await toFile(audio, `speech.${extensionOf(mime)}`, { type: mime }),
          model: this.options.transcribeModel,
        },
        { signal },
      )
      return { text: result.text }
    } catch (error) {
      if (signal?.aborted) throw error
      throw speechFailure(error)
    }
  }

  async speak(text: string, signal?: AbortSignal) {
    try {
      const response = await (await this.client()).audio.speech.create(
        {
          model: this.options.speechModel,
          voice: this.options.voice as 'alloy',
          input: text,
          response_format: 'mp3',
        },
        { signal },
      )
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
