import { describe, expect, it } from 'bun:test'
import { LOCAL_SPEECH_APT_LINE } from './provider'
import {
  type ChatSettings,
  type LocalTools,
  type SpeechSettings,
  selectSpeechProvider,
  speechStartupLines,
} from './select'

const all: LocalTools = { ffmpeg: true, pocketsphinx: true, festival: true, flite: true }
const fliteOnly: LocalTools = { ...all, festival: false }
const festivalOnly: LocalTools = { ...all, flite: false }
const noTools: LocalTools = { ffmpeg: false, pocketsphinx: false, festival: false, flite: false }
const noFfmpeg: LocalTools = { ...all, ffmpeg: false }
const noRecogniser: LocalTools = { ...all, pocketsphinx: false }
const noSynthesizer: LocalTools = { ...all, festival: false, flite: false }

const offline: ChatSettings = {}
const openaiCloud: ChatSettings = { apiKey: 'sk-chat' }
const openaiCloudUrl: ChatSettings = { apiKey: 'sk-chat', baseUrl: 'https://api.openai.com/v1' }
const ollama: ChatSettings = { apiKey: 'ollama', baseUrl: 'http://127.0.0.1:11434/v1' }
const speechServer: SpeechSettings = { baseUrl: 'http://127.0.0.1:8000/v1' }

type Expected =
  | { kind: 'openai'; baseUrl: string | undefined; apiKey: string }
  | { kind: 'local'; synthesizer: 'festival' | 'flite'; voice: string }
  | { kind: 'none' }
  | { kind: 'invalid'; message: RegExp }

const openai = (baseUrl: string | undefined, apiKey: string): Expected => ({
  kind: 'openai',
  baseUrl,
  apiKey,
})
const local = (synthesizer: 'festival' | 'flite', voice: string): Expected => ({
  kind: 'local',
  synthesizer,
  voice,
})
const invalid = (message: RegExp): Expected => ({ kind: 'invalid', message })
const none: Expected = { kind: 'none' }

const cases: [string, SpeechSettings, ChatSettings, LocalTools, Expected][] = [
  // Defaults (no SPEECH_PROVIDER)
  ['offline chat, engines installed → local (festival)', {}, offline, all, local('festival', 'slt-hts')],
  ['offline chat, only flite → local (flite slt)', {}, offline, fliteOnly, local('flite', 'slt')],
  ['offline chat, only festival → local (festival)', {}, offline, festivalOnly, local('festival', 'slt-hts')],
  ['offline chat, nothing installed → none', {}, offline, noTools, none],
  ['offline chat, no ffmpeg → none', {}, offline, noFfmpeg, none],
  ['offline chat, no pocketsphinx → none', {}, offline, noRecogniser, none],
  ['offline chat, no synthesizer → none', {}, offline, noSynthesizer, none],
  ['OpenAI chat → openai with the chat key', {}, openaiCloud, all, openai(undefined, 'sk-chat')],
  [
    'OpenAI chat (explicit api.openai.com) → openai',
    {},
    openaiCloudUrl,
    noTools,
    openai('https://api.openai.com/v1', 'sk-chat'),
  ],
  ['OpenAI chat, nothing installed → openai', {}, openaiCloud, noTools, openai(undefined, 'sk-chat')],
  ['Ollama chat, engines installed → local', {}, ollama, all, local('festival', 'slt-hts')],
  [
    'Ollama chat, nothing installed → openai at the chat server',
    {},
    ollama,
    noTools,
    openai('http://127.0.0.1:11434/v1', 'ollama'),
  ],
  [
    'speech server, offline chat → openai at that server, no key',
    speechServer,
    offline,
    all,
    openai('http://127.0.0.1:8000/v1', 'none'),
  ],
  [
    'speech server with its key, OpenAI chat → its own key, never the chat key',
    { ...speechServer, apiKey: 'sk-speech' },
    openaiCloud,
    all,
    openai('http://127.0.0.1:8000/v1', 'sk-speech'),
  ],
  [
    'speech server, Ollama chat → the speech server',
    speechServer,
    ollama,
    noTools,
    openai('http://127.0.0.1:8000/v1', 'none'),
  ],
  [
    'SPEECH_API_KEY alone, offline chat → OpenAI cloud with that key',
    { apiKey: 'sk-speech' },
    offline,
    all,
    openai(undefined, 'sk-speech'),
  ],
  [
    'SPEECH_API_KEY alone, Ollama chat → OpenAI cloud, not the chat server',
    { apiKey: 'sk-speech' },
    ollama,
    all,
    openai(undefined, 'sk-speech'),
  ],
  // SPEECH_PROVIDER=none
  ['none, OpenAI chat → none', { provider: 'none' }, openaiCloud, all, none],
  ['none, speech server → none', { provider: 'none', ...speechServer }, offline, all, none],
  // SPEECH_PROVIDER=local
  ['local, OpenAI chat → local', { provider: 'local' }, openaiCloud, all, local('festival', 'slt-hts')],
  [
    'local, speech server ignored → local',
    { provider: 'local', ...speechServer },
    offline,
    all,
    local('festival', 'slt-hts'),
  ],
  ['local, flite voice rms', { provider: 'local', voice: 'rms' }, offline, all, local('flite', 'rms')],
  [
    'local, festival voice explicitly',
    { provider: 'local', voice: 'slt-hts' },
    offline,
    all,
    local('festival', 'slt-hts'),
  ],
  [
    'local, nothing installed → invalid with the apt line',
    { provider: 'local' },
    offline,
    noTools,
    invalid(/apt-get install -y ffmpeg pocketsphinx/),
  ],
  ['local, no ffmpeg → invalid', { provider: 'local' }, offline, noFfmpeg, invalid(/not installed/)],
  [
    'local, slt-hts without festival → invalid',
    { provider: 'local', voice: 'slt-hts' },
    offline,
    fliteOnly,
    invalid(/needs festival/),
  ],
  [
    'local, flite voice without flite → invalid',
    { provider: 'local', voice: 'kal' },
    offline,
    festivalOnly,
    invalid(/SPEECH_VOICE=kal needs flite/),
  ],
  [
    'local, unknown voice → invalid',
    { provider: 'local', voice: 'alloy' },
    offline,
    all,
    invalid(/SPEECH_VOICE must be slt-hts or a flite voice .*\(got "alloy"\)/),
  ],
  ['default local, unknown voice → invalid', { voice: 'nova' }, offline, all, invalid(/got "nova"/)],
  // SPEECH_PROVIDER=openai
  [
    'openai, OpenAI chat → chat key',
    { provider: 'openai' },
    openaiCloud,
    noTools,
    openai(undefined, 'sk-chat'),
  ],
  [
    'openai, Ollama chat → the chat server (it may serve audio)',
    { provider: 'openai' },
    ollama,
    all,
    openai('http://127.0.0.1:11434/v1', 'ollama'),
  ],
  [
    'openai, own key → OpenAI cloud with it',
    { provider: 'openai', apiKey: 'sk-speech' },
    ollama,
    all,
    openai(undefined, 'sk-speech'),
  ],
  [
    'openai, speech server → that server',
    { provider: 'openai', ...speechServer },
    openaiCloud,
    all,
    openai('http://127.0.0.1:8000/v1', 'none'),
  ],
  [
    'openai, no key anywhere → invalid',
    { provider: 'openai' },
    offline,
    all,
    invalid(/needs SPEECH_API_KEY, OPENAI_API_KEY or SPEECH_BASE_URL/),
  ],
]

describe('selectSpeechProvider', () => {
  it.each(cases)('%s', (_name, speech, chat, tools, expected) => {
    const choice = selectSpeechProvider(speech, chat, tools)
    if (expected.kind === 'invalid') {
      expect(choice.kind).toBe('invalid')
      expect((choice as { message: string }).message).toMatch(expected.message)
      return
    }
    expect(choice).toMatchObject(expected)
    expect(choice.kind === 'none' || choice.kind === 'invalid' || choice.reason.length > 0).toBe(true)
  })

  it('uses OpenAI model defaults unless TRANSCRIBE_MODEL, SPEECH_MODEL, SPEECH_VOICE say otherwise', () => {
    expect(selectSpeechProvider({}, openaiCloud, noTools)).toMatchObject({
      transcribeModel: 'whisper-1',
      speechModel: 'tts-1',
      voice: 'alloy',
    })
    expect(
      selectSpeechProvider(
        {
          ...speechServer,
          transcribeModel: 'Systran/faster-whisper-small',
          speechModel: 'kokoro',
          voice: 'af_sky',
        },
        offline,
        all,
      ),
    ).toMatchObject({
      transcribeModel: 'Systran/faster-whisper-small',
      speechModel: 'kokoro',
      voice: 'af_sky',
    })
  })
})

describe('speechStartupLines', () => {
  it('names the active provider and why', () => {
    const choice = selectSpeechProvider({}, offline, all)
    expect(speechStartupLines(choice as never, 'local (pocketsphinx, festival slt-hts)')).toEqual([
      'speech provider: local (pocketsphinx, festival slt-hts) (the local speech engines are installed)',
    ])
  })

  it('prints the one apt line when voice is unavailable', () => {
    const lines = speechStartupLines(selectSpeechProvider({}, offline, noTools) as never, 'none')
    expect(lines[0]).toContain('voice chat is off')
    expect(lines[1]!.trim()).toBe(LOCAL_SPEECH_APT_LINE)
  })

  it('stays quiet about installing when speech was switched off on purpose', () => {
    const lines = speechStartupLines(
      selectSpeechProvider({ provider: 'none' }, offline, all) as never,
      'none',
    )
    expect(lines).toEqual(['speech provider: none (SPEECH_PROVIDER=none), voice chat is off'])
  })
})
