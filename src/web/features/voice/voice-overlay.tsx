import { Mic, MicOff, X } from 'lucide-react'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import {
  canStartRecording,
  nextVoiceStatus,
  recordDisabled,
  type VoiceEvent,
  type VoiceStatus,
} from '../../../shared/realtime/voice-status'
import { Spinner } from '../../components/spinner'
import type { VoiceWireEvent } from '../marketing-session/use-interview-chat'
import { AudioPlayer } from './player'
import { AudioRecorder } from './recorder'

export const OVERLAY_SLICE_MS = 100
const BARS = 256

const errorCaptions = {
  microphone: 'Microphone error. Please check permissions and try again.',
  connection: 'Connection error. Please try again.',
  generic: 'There was an error. Please try again.',
  disconnected: 'Disconnected. Please check your connection.',
} as const

type Channel = {
  connected: boolean
  subscribeVoice: (listener: (event: VoiceWireEvent) => void) => () => void
  startVoice: (mime: string) => { push: (audio: Uint8Array) => void; end: () => void }
}

/** The full-screen voice overlay (SPEC §2): Space toggles recording, Escape closes. */
export default function VoiceOverlay({ channel, onClose }: { channel: Channel; onClose: () => void }) {
  const [status, dispatch] = useReducer(
    (s: VoiceStatus, e: VoiceEvent) => nextVoiceStatus(s, e),
    channel.connected ? 'ready' : 'disconnected',
  )
  const [recording, setRecording] = useState(false)
  const [caption, setCaption] = useState<string | null>(null)
  const recorder = useRef<AudioRecorder | null>(null)
  const player = useRef(new AudioPlayer())
  const message = useRef<ReturnType<Channel['startVoice']> | null>(null)
  const canvas = useRef<HTMLCanvasElement>(null)

  const { subscribeVoice } = channel
  useEffect(() => {
    const unsubscribe = subscribeVoice((event) => {
      switch (event.type) {
        case 'voice_chunk':
          dispatch({ type: 'voice_chunk' })
          player.current.enqueue(event.audio)
          break
        case 'voice_end':
          dispatch({ type: 'voice_end' })
          break
        case 'reply_end':
          dispatch({ type: 'reply_end' })
          break
        case 'handshake':
          setCaption(null)
          dispatch({ type: 'handshake' })
          break
        case 'closed':
          dispatch({ type: event.error ? 'failure' : 'closed' })
          setCaption(event.error ? errorCaptions.connection : errorCaptions.disconnected)
          break
        case 'error':
          setCaption(errorCaptions.generic)
          dispatch({ type: 'reply_end' })
          break
      }
    })
    return unsubscribe
  }, [subscribeVoice])

  useEffect(() => {
    const playerNow = player.current
    return () => {
      playerNow.dispose()
      recorder.current?.dispose()
    }
  }, [])

  const toggle = useCallback(async () => {
    if (recording) {
      setRecording(false)
      await recorder.current?.stop()
      message.current?.end()
      message.current = null
      dispatch({ type: 'recording_ended' })
      return
    }
    if (!canStartRecording(recorder.current?.state ?? 'idle', status) || recordDisabled(status)) return
    try {
      if (!recorder.current) {
        recorder.current = new AudioRecorder()
        await recorder.current.init()
      }
      player.current.stop() // barge-in: the assistant stops talking here too
      const voice = channel.startVoice(recorder.current.mimeType)
      message.current = voice
      recorder.current.start((bytes) => voice.push(bytes), OVERLAY_SLICE_MS)
      setCaption(null)
      setRecording(true)
    } catch (error) {
      console.error(error)
      recorder.current = null
      setCaption(errorCaptions.microphone)
    }
  }, [recording, status, channel])

  // Space toggles recording unless typing; Escape closes.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return
      if (e.code === 'Space') {
        e.preventDefault()
        void toggle()
      }
      if (e.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [toggle, onClose])

  // Live level bars from the analyser while recording.
  useEffect(() => {
    if (!recording) return
    let frame = 0
    const analyser = recorder.current?.analyser
    const data = new Uint8Array(analyser?.frequencyBinCount ?? BARS * 2)
    const draw = () => {
      const c = canvas.current
      const g = c?.getContext('2d')
      if (c && g && analyser) {
        analyser.getByteFrequencyData(data)
        g.clearRect(0, 0, c.width, c.height)
        const width = c.width / BARS
        for (let i = 0; i < BARS; i++) {
          const h = ((data[i] ?? 0) / 255) * c.height
          g.fillStyle = '#818cf8'
          g.fillRect(i * width, (c.height - h) / 2, Math.max(1, width - 1), h)
        }
      }
      frame = requestAnimationFrame(draw)
    }
    draw()
    return () => cancelAnimationFrame(frame)
  }, [recording])

  const disabled = !recording && recordDisabled(status)
  const shown = recording ? 'recording' : status
  const text =
    caption ??
    {
      ready: 'Press Space or tap the microphone to talk',
      recording: 'Listening... press Space to send',
      processing: 'Processing...',
      receiving: 'Chad is speaking...',
      error: errorCaptions.generic,
      disconnected: errorCaptions.disconnected,
    }[shown]

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Voice chat"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-8 bg-slate-950/95 p-6 text-white"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label="Close voice chat"
        className="absolute top-4 right-4 rounded-full p-2 text-slate-300 hover:bg-white/10 hover:text-white"
      >
        <X className="h-6 w-6" />
      </button>
      <canvas
        ref={canvas}
        width={512}
        height={96}
        className={`w-full max-w-xl ${recording ? 'opacity-100' : 'opacity-20'}`}
        aria-hidden
      />
      <button
        type="button"
        onClick={() => void toggle()}
        disabled={disabled}
        aria-label={recording ? 'Stop recording' : 'Start recording'}
        aria-pressed={recording}
        data-status={shown}
        className={`grid h-36 w-36 place-items-center rounded-full transition ${recording ? 'bg-red-500 shadow-[0_0_0_12px_rgba(239,68,68,0.25)]' : 'bg-indigo-600 hover:bg-indigo-500'} disabled:cursor-not-allowed disabled:bg-slate-700`}
      >
        {disabled && shown !== 'processing' ? (
          <MicOff className="h-14 w-14" />
        ) : (
          <Mic className="h-14 w-14" />
        )}
      </button>
      <div role="status" data-testid="voice-caption" className="min-h-12 text-center text-lg text-slate-200">
        {shown === 'processing' && !caption ? <Spinner size="sm" /> : text}
      </div>
    </div>
  )
}
