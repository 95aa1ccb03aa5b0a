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
import type { VoiceMessage, VoiceOverlayProps } from '../../lib/voice-channel'
import { useLevelBars } from './level-bars'
import { captionText, errorCaptions, overlayStep, type Review } from './overlay-state'
import { AudioPlayer } from './player'
import { AudioRecorder } from './recorder'
import { alwaysReviewAtom } from './settings'
import { TranscriptReview } from './transcript-review'

export const OVERLAY_SLICE_MS = 100

export const LOCAL_SPEECH_NOTICE = 'Local speech: accuracy is lower than a cloud model'

/** The full-screen voice overlay (SPEC §2): Space toggles recording, Escape closes. */
export default function VoiceOverlay({ channel, speech, onClose }: VoiceOverlayProps) {
  const [status, dispatch] = useReducer(
    (s: VoiceStatus, e: VoiceEvent) => nextVoiceStatus(s, e),
    channel.connected ? 'ready' : 'disconnected',
  )
  const [recording, setRecording] = useState(false)
  const [caption, setCaption] = useState<string | null>(null)
  const recorder = useRef<AudioRecorder | null>(null)
  const player = useRef(new AudioPlayer())
  const message = useRef<VoiceMessage | null>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const [alwaysReview, setAlwaysReview] = useAtom(alwaysReviewAtom)
  const [review, setReview] = useState<Review | null>(null)

  const { subscribeVoice } = channel
  useEffect(() => {
    const unsubscribe = subscribeVoice((event) => {
      const step = overlayStep(event)
      dispatch(step.status)
      if (event.type === 'voice_chunk') player.current.enqueue(event.audio)
      if (step.caption !== undefined) setCaption(step.caption)
      if (step.review) setReview(step.review)
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

  useLevelBars(canvas, recorder, recording)

  const disabled = !recording && recordDisabled(status)
  const shown = recording ? 'recording' : status
  const text = captionText(shown, caption)

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
