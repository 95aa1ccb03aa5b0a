import type { SpeechKind } from '../../shared/speech'

/** What the user said, and how sure the engine is (0..1; undefined when the engine does not say). */
export type Transcript = { text: string; confidence?: number }

/**
 * What the interview has said so far, for biasing recognition towards its words: the product's name,
 * the founder's earlier typed messages, the interviewer's last question. Never the utterance itself.
 */
export type TranscriptionContext = { product?: string; typed?: string[]; question?: string }

/** One sentence of spoken audio and its container type (the browser decodes mpeg and WAV alike). */
export type SpokenAudio = { audio: Uint8Array; mime: string }

export type { SpeechKind }

/**
 * Transcription and text-to-speech for voice chat, chosen apart from the chat provider: an
 * OpenAI-compatible speech server (cloud or local), the local engines from Debian packages, or none.
 */
export interface SpeechProvider {
  readonly kind: SpeechKind
  /** What the startup log and the admin UI say about it, e.g. "local (pocketsphinx, festival slt-hts)". */
  readonly label: string
  /** The user's recorded audio as text; `context` biases it towards the interview's words where the engine allows. */
  transcribe(
    audio: Uint8Array,
    mime: string,
    signal?: AbortSignal,
    context?: TranscriptionContext,
  ): Promise<Transcript>
  /**
   * Spoken audio for one sentence. `sentence` is its place in the reply (0 first): engines that queue
   * CPU-bound work speak every reply's first sentence ahead of later ones.
   */
  speak(text: string, signal?: AbortSignal, sentence?: number): Promise<SpokenAudio>
  /** Stops helper processes (local engines keep a warm recogniser running). */
  close(): Promise<void>
}

export { LOCAL_SPEECH_APT_LINE } from '../../shared/speech'

export const NO_SPEECH_MESSAGE =
  'Voice chat needs a speech provider: set SPEECH_PROVIDER=openai with OPENAI_API_KEY or SPEECH_BASE_URL, or install the local engines. Typed chat works without it.'

/** A speech failure with a message safe to show and log. */
export class SpeechError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message)
  }
}

/** The provider used when no speech is available: every call explains what to configure. */
export const noSpeech: SpeechProvider = {
  kind: 'none',
  label: 'none',
  transcribe: () => Promise.reject(new SpeechError(NO_SPEECH_MESSAGE)),
  speak: () => Promise.reject(new SpeechError(NO_SPEECH_MESSAGE)),
  close: async () => {},
}
