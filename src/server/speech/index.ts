import type { Config } from '../config/config'
import { ConfigError } from '../config/config'
import { LocalSpeech } from './local/local-speech'
import { OpenAiSpeech } from './openai-speech'
import { noSpeech, type SpeechProvider } from './provider'
import { type LocalTools, type SpeechChoice, selectSpeechProvider, speechStartupLines } from './select'
import { findLocalTools } from './tools'

/** Builds the provider a choice names; the local engines start warming at once. */
export function speechProviderFor(choice: Exclude<SpeechChoice, { kind: 'invalid' }>): SpeechProvider {
  switch (choice.kind) {
    case 'openai':
      return new OpenAiSpeech(choice)
    case 'local': {
      const local = new LocalSpeech(choice)
      local.warm()
      return local
    }
    case 'none':
      return noSpeech
  }
}

/** The speech provider for this configuration and machine; a setting that cannot work stops the start. */
export function createSpeechProvider(
  config: Pick<Config, 'speech' | 'ai'>,
  tools: LocalTools = findLocalTools(),
): { provider: SpeechProvider; startupLines: string[] } {
  const choice = selectSpeechProvider(config.speech, config.ai, tools)
  if (choice.kind === 'invalid') throw new ConfigError(`Invalid configuration: ${choice.message}`)
  const provider = speechProviderFor(choice)
  return { provider, startupLines: speechStartupLines(choice, provider.label) }
}
