import type { SpeechSettings } from '../config/config'
import { LOCAL_SPEECH_APT_LINE } from './provider'

export type { SpeechSettings }

/** The chat provider's settings: speech may reuse its OpenAI key. */
export type ChatSettings = { apiKey?: string; baseUrl?: string }

/** Which local engines were found on this machine. */
export type LocalTools = { ffmpeg: boolean; pocketsphinx: boolean; festival: boolean; flite: boolean }

export type SpeechChoice =
  | {
      kind: 'openai'
      baseUrl: string | undefined
      apiKey: string
      transcribeModel: string
      speechModel: string
      voice: string
      reason: string
    }
  | { kind: 'local'; synthesizer: 'festival' | 'flite'; voice: string; reason: string }
  | { kind: 'none'; reason: string }
  | { kind: 'invalid'; message: string }

/** Festival's HTS voice (more natural, ~0.5 s a sentence); the others are flite's built-in voices (<0.1 s). */
export const FESTIVAL_VOICE = 'slt-hts'
export const FLITE_VOICES = ['slt', 'rms', 'awb', 'kal', 'kal16'] as const

const OPENAI_DEFAULTS = { transcribeModel: 'whisper-1', speechModel: 'tts-1', voice: 'alloy' }

/** A chat base URL that is OpenAI's own (or none): OpenAI serves speech too; other servers mostly do not. */
const isOpenAiCloud = (baseUrl: string | undefined) =>
  !baseUrl || new URL(baseUrl).hostname === 'api.openai.com'

export const localToolsInstalled = (tools: LocalTools) =>
  tools.ffmpeg && tools.pocketsphinx && (tools.festival || tools.flite)

/**
 * Picks the speech provider. An explicit SPEECH_PROVIDER wins. Otherwise: a speech server of its own
 * (SPEECH_BASE_URL / SPEECH_API_KEY), or OpenAI itself when the chat runs on OpenAI, is `openai`; then the
 * local engines when they are installed; then an OpenAI-compatible chat server (it may serve audio);
 * else `none`.
 */
export function selectSpeechProvider(
  speech: SpeechSettings,
  chat: ChatSettings,
  tools: LocalTools,
): SpeechChoice {
  const missing = `the local speech engines are not installed (${LOCAL_SPEECH_APT_LINE})`
  const openai = (baseUrl: string | undefined, apiKey: string, reason: string): SpeechChoice => ({
    kind: 'openai',
    baseUrl,
    apiKey,
    transcribeModel: speech.transcribeModel ?? OPENAI_DEFAULTS.transcribeModel,
    speechModel: speech.speechModel ?? OPENAI_DEFAULTS.speechModel,
    voice: speech.voice ?? OPENAI_DEFAULTS.voice,
    reason,
  })
  const local = (reason: string): SpeechChoice => {
    if (!localToolsInstalled(tools)) return { kind: 'invalid', message: `SPEECH_PROVIDER=local: ${missing}` }
    const voice = speech.voice ?? (tools.festival ? FESTIVAL_VOICE : 'slt')
    if (voice === FESTIVAL_VOICE) {
      if (!tools.festival)
        return {
          kind: 'invalid',
          message: `SPEECH_VOICE=${FESTIVAL_VOICE} needs festival and festvox-us-slt-hts`,
        }
      return { kind: 'local', synthesizer: 'festival', voice, reason }
    }
    if (!(FLITE_VOICES as readonly string[]).includes(voice))
      return {
        kind: 'invalid',
        message: `SPEECH_VOICE must be ${FESTIVAL_VOICE} or a flite voice (${FLITE_VOICES.join(', ')}) for local speech (got "${voice}")`,
      }
    if (!tools.flite) return { kind: 'invalid', message: `SPEECH_VOICE=${voice} needs flite` }
    return { kind: 'local', synthesizer: 'flite', voice, reason }
  }
  // A separate speech server gets its own key (or none: local servers ignore it), never the chat's key.
  const ownServer = () => openai(speech.baseUrl, speech.apiKey ?? 'none', 'SPEECH_BASE_URL')

  switch (speech.provider) {
    case 'none':
      return { kind: 'none', reason: 'SPEECH_PROVIDER=none' }
    case 'local':
      return local('SPEECH_PROVIDER=local')
    case 'openai': {
      if (speech.baseUrl) return ownServer()
      const apiKey = speech.apiKey ?? chat.apiKey
      if (!apiKey)
        return {
          kind: 'invalid',
          message: 'SPEECH_PROVIDER=openai needs SPEECH_API_KEY, OPENAI_API_KEY or SPEECH_BASE_URL',
        }
      return openai(speech.apiKey ? undefined : chat.baseUrl, apiKey, 'SPEECH_PROVIDER=openai')
    }
  }
  if (speech.baseUrl) return ownServer()
  if (speech.apiKey) return openai(undefined, speech.apiKey, 'SPEECH_API_KEY')
  if (chat.apiKey && isOpenAiCloud(chat.baseUrl))
    return openai(chat.baseUrl, chat.apiKey, 'the chat runs on OpenAI')
  if (localToolsInstalled(tools)) return local('the local speech engines are installed')
  if (chat.apiKey)
    return openai(chat.baseUrl, chat.apiKey, 'the chat server may serve audio (OPENAI_BASE_URL)')
  return { kind: 'none', reason: missing }
}

/** What `bun run start` says about speech: the active provider and why; without one, the apt line that enables it. */
export function speechStartupLines(
  choice: Exclude<SpeechChoice, { kind: 'invalid' }>,
  label: string,
): string[] {
  if (choice.kind !== 'none') return [`speech provider: ${label} (${choice.reason})`]
  if (choice.reason === 'SPEECH_PROVIDER=none')
    return ['speech provider: none (SPEECH_PROVIDER=none), voice chat is off']
  return [
    'speech provider: none, voice chat is off. To enable local speech (no key needed), run:',
    `  ${LOCAL_SPEECH_APT_LINE}`,
  ]
}
