import { encodeWav } from '../../../shared/wav'

/** Preferred capture formats, best first (SPEC §9). */
export const PREFERRED_MIME_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/mp4',
  'audio/ogg;codecs=opus',
  'audio/wav',
]
export const DEFAULT_SLICE_MS = 1000
export const FALLBACK_BUFFER_SIZE = 4096

export const RECORDER_ERRORS = {
  noAudioContext: 'AudioContext not supported',
  microphone: 'Failed to access microphone',
  notInitialized: 'Microphone not initialized',
  start: 'Failed to start recording',
} as const

export type RecorderState = 'idle' | 'recording' | 'error'

export function pickMimeType(isSupported: (type: string) => boolean): string | null {
  return PREFERRED_MIME_TYPES.find((t) => isSupported(t)) ?? null
}

/**
 * Microphone capture: MediaRecorder in the best supported format, sliced every `sliceMs`; where
 * MediaRecorder is missing, a ScriptProcessor collects 4096-sample buffers into one mono 16-bit WAV.
 * Also exposes an AnalyserNode for the level display.
 */
export class AudioRecorder {
  state: RecorderState = 'idle'
  analyser: AnalyserNode | null = null
  mimeType = 'audio/wav'
  private stream: MediaStream | null = null
  private context: AudioContext | null = null
  private recorder: MediaRecorder | null = null
  private processor: ScriptProcessorNode | null = null
  private samples: Float32Array[] = []
  private onChunk: ((bytes: Uint8Array) => void) | null = null
  /** Chunks are read asynchronously; this keeps them in order and lets stop() wait for the last one. */
  private pending: Promise<void> = Promise.resolve()

  async init() {
    const Ctx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext
    if (!Ctx) throw this.fail(RECORDER_ERRORS.noAudioContext)
    try {
      this.stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      })
    } catch {
      throw this.fail(RECORDER_ERRORS.microphone)
    }
    this.context = new Ctx()
    const source = this.context.createMediaStreamSource(this.stream)
    this.analyser = this.context.createAnalyser()
    this.analyser.fftSize = 1024
    this.analyser.smoothingTimeConstant = 0.95
    source.connect(this.analyser)
    const mime =
      typeof MediaRecorder !== 'undefined' ? pickMimeType((t) => MediaRecorder.isTypeSupported(t)) : null
    if (mime && mime !== 'audio/wav') this.mimeType = mime
  }

  private fail(message: string) {
    this.state = 'error'
    return new Error(message)
  }

  start(onChunk: (bytes: Uint8Array) => void, sliceMs = DEFAULT_SLICE_MS) {
    if (this.state === 'recording') return
    if (!this.stream || !this.context) throw new Error(RECORDER_ERRORS.notInitialized)
    this.onChunk = onChunk
    try {
      if (this.mimeType !== 'audio/wav') {
        this.recorder = new MediaRecorder(this.stream, { mimeType: this.mimeType })
        this.recorder.ondataavailable = (event) => {
          if (event.data.size === 0) return
          const data = event.data
          this.pending = this.pending.then(async () =>
            this.onChunk?.(new Uint8Array(await data.arrayBuffer())),
          )
        }
        this.recorder.start(sliceMs)
      } else {
        this.samples = []
        const source = this.context.createMediaStreamSource(this.stream)
        this.processor = this.context.createScriptProcessor(FALLBACK_BUFFER_SIZE, 1, 1)
        this.processor.onaudioprocess = (e) =>
          this.samples.push(new Float32Array(e.inputBuffer.getChannelData(0)))
        source.connect(this.processor)
        this.processor.connect(this.context.destination)
      }
      this.state = 'recording'
    } catch {
      throw this.fail(RECORDER_ERRORS.start)
    }
  }

  /** Stops and resolves once the last audio has been handed to `onChunk`. */
  stop(): Promise<void> {
    if (this.state !== 'recording') return Promise.resolve()
    this.state = 'idle'
    if (this.recorder) {
      const recorder = this.recorder
      this.recorder = null
      return new Promise((resolve) => {
        recorder.onstop = () => setTimeout(() => void this.pending.then(() => resolve()), 0)
        recorder.stop()
      })
    }
    this.processor?.disconnect()
    this.processor = null
    const total = this.samples.reduce((n, s) => n + s.length, 0)
    const all = new Float32Array(total)
    let offset = 0
    for (const s of this.samples) {
      all.set(s, offset)
      offset += s.length
    }
    this.onChunk?.(encodeWav(all, this.context?.sampleRate ?? 44_100))
    return Promise.resolve()
  }

  dispose() {
    this.recorder?.stop()
    this.processor?.disconnect()
    for (const track of this.stream?.getTracks() ?? []) track.stop()
    void this.context?.close()
  }
}
