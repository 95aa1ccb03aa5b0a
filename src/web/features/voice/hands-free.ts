import { encodeWav } from '../../../shared/wav'
import { BACKCHANNEL_MS } from './turn-taking'

/** Where the server serves the detector's model, worklet and WebAssembly (src/server/speech/vad-assets.ts). */
const VAD_ASSETS = '/vad/'

export type HandsFreeEvents = {
  /** Speech may have started (the founder, or a short "mm"). */
  onSpeechStart: () => void
  /** Speech has lasted past a backchannel: the founder is talking. */
  onTalking: () => void
  /** A stretch of speech ended, as 16 kHz mono WAV. */
  onSpeechEnd: (wav: Uint8Array) => void
  /** What started was too short to be speech: a backchannel or a noise. */
  onBackchannel: () => void
}

export type HandsFree = {
  pause: () => Promise<void>
  resume: () => Promise<void>
  destroy: () => Promise<void>
}

/** Whether this browser can run the detector (an audio worklet and WebAssembly). */
export const handsFreeSupported = () =>
  typeof WebAssembly === 'object' && typeof AudioWorkletNode === 'function' && !!navigator.mediaDevices

/**
 * The microphone, open, with Silero VAD (in @ricky0123/vad-web, served by us) deciding where speech
 * starts and ends: a pause shorter than `pauseMs` stays inside one stretch of speech.
 */
export async function startHandsFree(events: HandsFreeEvents, pauseMs = 600): Promise<HandsFree> {
  const { MicVAD } = await import('@ricky0123/vad-web')
  const vad = await MicVAD.new({
    // One thread: several would need a cross-origin-isolated page, and one is plenty for a 2 MB model.
    ortConfig: (ort) => {
      ort.env.logLevel = 'error'
      ort.env.wasm.numThreads = 1
    },
    model: 'v5',
    baseAssetPath: VAD_ASSETS,
    onnxWASMBasePath: VAD_ASSETS,
    positiveSpeechThreshold: 0.5,
    negativeSpeechThreshold: 0.35,
    redemptionMs: pauseMs,
    preSpeechPadMs: 300,
    minSpeechMs: BACKCHANNEL_MS,
    submitUserSpeechOnPause: false,
    getStream: () =>
      navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 },
      }),
    onSpeechStart: events.onSpeechStart,
    onSpeechRealStart: events.onTalking,
    onVADMisfire: events.onBackchannel,
    onSpeechEnd: (audio) => events.onSpeechEnd(encodeWav(audio, 16_000)),
    startOnLoad: true,
  })
  return { pause: () => vad.pause(), resume: () => vad.start(), destroy: () => vad.destroy() }
}
