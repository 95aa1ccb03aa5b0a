import type { Config } from '../config/config'
import { OfflineProvider } from './offline/offline-provider'
import { OpenAiProvider } from './openai-provider'
import type { AiProvider } from './provider'

/** OpenAI-compatible provider when a key is configured, otherwise the offline engine. */
export function createAiProvider(ai: Config['ai']): AiProvider {
  if (ai.apiKey) return new OpenAiProvider({ apiKey: ai.apiKey, baseUrl: ai.baseUrl }, ai.chatModel)
  return new OfflineProvider()
}
