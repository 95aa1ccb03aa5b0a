import { useAtom } from 'jotai'
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
import type { VoiceWireEvent } from '../marketing-sessions/use-interview-chat'
import { AudioPlayer } from './player'
import { AudioRecorder } from './recorder'
import { alwaysReviewAtom } from './settings'

export const OVERLAY_SLICE_MS = 100
const BARS = 256

const errorCaptions = {
  microphone: 'Microphone error. Please check permissions and try again.',
  connection: 'Connection error. Please try again.',
  generic: 'There was an error. Please try again.',
  disconnected: 'Disconnected. Please check your connection.',
} as const

export const LOCAL_SPEECH_NOTICE = 'Local speech: accuracy is lower than a cloud model'

type Channel = {
  connected: boolean
  subscribeVoice: (listener: (event: VoiceWireEvent) => void) => () => void
  startVoice: (
    mime: string,
    options: { review?: boolean },
  ) => { push: (audio: Uint8Array) => void; end: () => void }
  /** Sends the corrected transcript; the reply is spoken. */
  sendSpoken: (text: string) => boolean
}

/** The full-screen voice overlay (SPEC §2): Space toggles recording, Escape closes. */
export default function VoiceOverlay({
  channel,
  speech,
  onClose,
}: {
  channel: Channel
  /** Which speech provider the server uses: local engines are less accurate, and the overlay says so. */
  speech: 'openai' | 'local'
  onClose: () => void
}) {
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
  const [alwaysReview, setAlwaysReview] = useAtom(alwaysReviewAtom)
  /** A transcript held back for correction (low confidence, or always by the user's setting). */
  const [review, setReview] = useState<{ text: string; unsure: boolean } | null>(null)

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
        case 'review':
          setReview({ text: event.text, unsure: event.confidence !== undefined && event.confidence < 0.8 })
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
      setReview(null)
      const voice = channel.startVoice(recorder.current.mimeType, { review: alwaysReview })
      message.current = voice
      recorder.current.start((bytes) => voice.push(bytes), OVERLAY_SLICE_MS)
      setCaption(null)
      setRecording(true)
    } catch (error) {
      console.error(error)
      recorder.current = null
      setCaption(errorCaptions.microphone)
    }
  }, [recording, status, channel, alwaysReview])

  const sendReviewed = (text: string) => {
    if (!text.trim() || !channel.sendSpoken(text)) return
    setReview(null)
    // Sent: the same wait as after a recording, until the reply arrives.
    dispatch({ type: 'recording_ended' })
  }

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
      {review ? (
        <TranscriptReview
          key={review.text}
          initial={review.text}
          unsure={review.unsure}
          onSend={sendReviewed}
          onDiscard={() => setReview(null)}
        />
      ) : (
        <div
          role="status"
          data-testid="voice-caption"
          className="min-h-12 text-center text-lg text-slate-200"
        >
          {shown === 'processing' && !caption ? <Spinner size="sm" /> : text}
        </div>
      )}
      <div className="absolute inset-x-0 bottom-0 flex flex-col items-center gap-2 p-4 text-sm text-slate-400">
        {speech === 'local' ? (
          <p data-testid="local-speech-notice" className="text-amber-300">
            {LOCAL_SPEECH_NOTICE}
          </p>
        ) : null}
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={alwaysReview}
            onChange={(e) => setAlwaysReview(e.target.checked)}
            className="h-4 w-4 accent-indigo-500"
          />
          Always let me check the transcript before sending
        </label>
      </div>
    </div>
  )
}

/** The transcript as heard, editable: Send (or Enter) sends it as the user's answer; Discard drops it. */
function TranscriptReview(props: {
  initial: string
  unsure: boolean
  onSend: (text: string) => void
  onDiscard: () => void
}) {
  const [text, setText] = useState(props.initial)
  return (
    <form
      className="flex w-full max-w-xl flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        props.onSend(text)
      }}
    >
      <label htmlFor="voice-transcript" className="text-center text-slate-200">
        {props.unsure
          ? 'I may have misheard. Correct what I got wrong, then send.'
          : 'Check what I heard, then send.'}
      </label>
      <textarea
        id="voice-transcript"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault()
            props.onSend(text)
          }
        }}
        rows={3}
        autoFocus
        className="w-full resize-none rounded-lg bg-white/10 p-3 text-lg text-white ring-1 ring-white/20 focus:ring-indigo-400 focus:outline-none"
      />
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={props.onDiscard}
          className="rounded-lg px-4 py-2 text-slate-300 hover:bg-white/10 hover:text-white"
        >
          Discard
        </button>
        <button
          type="submit"
          disabled={!text.trim()}
          className="rounded-lg bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-500 disabled:bg-slate-700"
        >
          Send
        </button>
      </div>
    </form>
  )
}
