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
import { type HandsFree, handsFreeSupported, startHandsFree } from './hands-free'
import { useLevelBars } from './level-bars'
import {
  captionText,
  errorCaptions,
  handsFreeCaption,
  handsFreeCaptions,
  type Listening,
  overlayStep,
  type Review,
} from './overlay-state'
import { AudioPlayer } from './player'
import { AudioRecorder } from './recorder'
import { alwaysReviewAtom, handsFreeAtom, patienceAtom } from './settings'
import { TranscriptReview } from './transcript-review'
import { IDLE_MS, PATIENCE, PATIENCE_LABELS, type Patience, TurnBuffer, turnDelay } from './turn-taking'

export const OVERLAY_SLICE_MS = 100

export const LOCAL_SPEECH_NOTICE = 'Local speech: accuracy is lower than a cloud model'

/** The server takes a voice message in chunks of at most 256 KiB. */
const VOICE_CHUNK_BYTES = 200 * 1024

/**
 * The full-screen voice overlay (SPEC §2). Hands-free (the default where the browser can run the
 * detector): the microphone stays open, each pause's speech is transcribed at once, and the turn is
 * sent when the founder has been quiet for their patience (longer when they trailed off); talking
 * over Chad stops him and keeps only what was heard. Push-to-talk: Space toggles recording. Escape closes.
 */
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
  const [handsFreeChosen, setHandsFree] = useAtom(handsFreeAtom)
  const [patience, setPatience] = useAtom(patienceAtom)
  const handsFree = handsFreeChosen && handsFreeSupported()
  const [listening, setListening] = useState<Listening>('starting')
  const [counts, setCounts] = useState({ interruptions: 0, backchannels: 0, turns: 0 })
  const detector = useRef<HandsFree | null>(null)
  /** The turn being said (turn-taking.ts: nothing said is lost to a dropped connection) and its send timer. */
  const turn = useRef(new TurnBuffer())
  const turnTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  /** What the callbacks read: the latest choices without restarting the detector. */
  const latest = useRef({ handsFree, patience, alwaysReview, channel })
  latest.current = { handsFree, patience, alwaysReview, channel }
  const replyOver = useRef(true)
  const [idle, setIdle] = useState(false)
  const idleAsked = useRef(false)

  /** Sends a stretch of speech for transcription (held back: its words join the turn). */
  const transcribe = useCallback((wav: Uint8Array) => {
    try {
      const voice = latest.current.channel.startVoice('audio/wav', { review: true })
      for (let at = 0; at < wav.length; at += VOICE_CHUNK_BYTES)
        voice.push(wav.subarray(at, at + VOICE_CHUNK_BYTES))
      voice.end()
    } catch {
      // The connection dropped as it was sent: it goes again when the connection is back.
      turn.current.disconnected()
    }
  }, [])

  /** Sends the turn once nothing is still being transcribed and the founder is quiet. */
  const sendTurn = useCallback((text: string) => {
    if (latest.current.alwaysReview) return setReview({ text, unsure: false })
    if (!latest.current.channel.sendSpoken(text)) return turn.current.notSent(text)
    setCounts((c) => ({ ...c, turns: c.turns + 1 }))
    dispatch({ type: 'recording_ended' })
  }, [])
  const armTurn = useCallback(() => {
    clearTimeout(turnTimer.current)
    const t = turn.current
    if (!t.ready) return
    turnTimer.current = setTimeout(
      () => {
        if (t.ready) sendTurn(t.take())
      },
      turnDelay(t.heard, latest.current.patience),
    )
  }, [sendTurn])

  const { subscribeVoice } = channel
  useEffect(() => {
    const unsubscribe = subscribeVoice((event) => {
      // In hands-free mode a transcript held back is one pause's words: it joins the turn.
      if (event.type === 'review' && latest.current.handsFree) {
        turn.current.transcript(event.text)
        armTurn()
        return
      }
      // A dropped connection: what was being transcribed goes again once it is back, then the turn.
      if (event.type === 'closed') turn.current.disconnected()
      if (event.type === 'handshake') {
        const again = turn.current.reconnected()
        if (again.turn) sendTurn(again.turn)
        for (const wav of again.audio) transcribe(wav)
      }
      const step = overlayStep(event)
      dispatch(step.status)
      if (event.type === 'voice_chunk') {
        if (replyOver.current) player.current.newReply()
        replyOver.current = false
        player.current.enqueue(event.audio, event.text)
      }
      if (event.type === 'voice_end' || event.type === 'reply_end') replyOver.current = true
      if (step.caption !== undefined) setCaption(step.caption)
      if (step.review) setReview(step.review)
    })
    return unsubscribe
  }, [subscribeVoice, armTurn, sendTurn, transcribe])

  // Hands-free: the detector runs while the overlay is open in that mode.
  useEffect(() => {
    if (!handsFree) return
    let disposed = false
    setListening('starting')
    const t = turn.current
    startHandsFree({
      onSpeechStart: () => {
        t.talking = true
        clearTimeout(turnTimer.current)
        setIdle(false)
        setListening('hearing')
      },
      onTalking: () => {
        // Talked over: Chad stops now, and the reply keeps what was heard.
        if (!player.current.playing) return
        const heard = player.current.heard()
        player.current.stop()
        replyOver.current = true
        latest.current.channel.interrupt(heard)
        dispatch({ type: 'voice_end' })
        setCounts((c) => ({ ...c, interruptions: c.interruptions + 1 }))
      },
      onBackchannel: () => {
        t.talking = false
        setListening('listening')
        setCounts((c) => ({ ...c, backchannels: c.backchannels + 1 }))
        armTurn()
      },
      onSpeechEnd: (wav) => {
        setListening('listening')
        const send = t.speech(wav, latest.current.channel.connected)
        if (send) transcribe(send)
      },
    })
      .then((started) => {
        if (disposed) return void started.destroy()
        detector.current = started
        setListening('listening')
      })
      .catch((error) => {
        console.error(error)
        if (!disposed) setCaption(errorCaptions.microphone)
      })
    return () => {
      disposed = true
      clearTimeout(turnTimer.current)
      void detector.current?.destroy()
      detector.current = null
    }
  }, [handsFree, armTurn, transcribe])

  // Chad's reply plays for seconds after its audio has arrived: the caption follows the playback.
  const [playing, setPlaying] = useState(false)
  useEffect(() => {
    if (!handsFree) return
    const timer = setInterval(() => setPlaying(player.current.playing), 150)
    return () => clearInterval(timer)
  }, [handsFree])

  // Asked once: a long quiet after Chad has finished.
  useEffect(() => {
    if (!handsFree || listening !== 'listening' || status !== 'ready' || playing || idleAsked.current) return
    const timer = setTimeout(() => {
      idleAsked.current = true
      setIdle(true)
      // Asked aloud as well as written: the founder may be looking away.
      latest.current.channel.askStillThere()
    }, IDLE_MS)
    return () => clearTimeout(timer)
  }, [handsFree, listening, status, playing])

  const toggleListening = useCallback(async () => {
    const d = detector.current
    if (!d) return
    if (listening === 'paused') {
      await d.resume()
      setListening('listening')
    } else {
      await d.pause()
      setListening('paused')
    }
  }, [listening])

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
        void (handsFree ? toggleListening() : toggle())
      }
      if (e.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [toggle, toggleListening, handsFree, onClose])

  useLevelBars(canvas, recorder, recording)

  const disabled = handsFree ? listening === 'starting' : !recording && recordDisabled(status)
  const shown = recording ? 'recording' : status
  const text = handsFree
    ? handsFreeCaption(status, listening, caption ?? (idle ? handsFreeCaptions.idle : null), playing)
    : captionText(shown, caption)
  const hearing = handsFree && listening === 'hearing'

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
      {handsFree ? (
        <button
          type="button"
          onClick={() => void toggleListening()}
          disabled={disabled}
          aria-label={listening === 'paused' ? 'Resume listening' : 'Pause listening'}
          aria-pressed={listening !== 'paused'}
          data-status={status}
          data-listening={listening}
          data-playing={playing}
          data-interruptions={counts.interruptions}
          data-backchannels={counts.backchannels}
          data-turns={counts.turns}
          className={`grid h-36 w-36 place-items-center rounded-full transition ${hearing ? 'bg-emerald-500 shadow-[0_0_0_16px_rgba(16,185,129,0.25)]' : listening === 'paused' ? 'bg-slate-600 hover:bg-slate-500' : 'bg-indigo-600 shadow-[0_0_0_8px_rgba(99,102,241,0.2)] hover:bg-indigo-500'} disabled:cursor-wait disabled:bg-slate-700`}
        >
          {listening === 'paused' ? <MicOff className="h-14 w-14" /> : <Mic className="h-14 w-14" />}
        </button>
      ) : (
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
      )}
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
        {handsFreeSupported() ? (
          <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={handsFreeChosen}
                onChange={(e) => setHandsFree(e.target.checked)}
                className="h-4 w-4 accent-indigo-500"
              />
              Hands-free
            </label>
            {handsFree ? (
              <fieldset className="flex items-center gap-3">
                <legend className="sr-only">Patience</legend>
                <span aria-hidden>Patience:</span>
                {(Object.keys(PATIENCE) as Patience[]).map((p) => (
                  <label key={p} className="flex items-center gap-1">
                    <input
                      type="radio"
                      name="patience"
                      value={p}
                      checked={patience === p}
                      onChange={() => setPatience(p)}
                      className="h-4 w-4 accent-indigo-500"
                    />
                    {PATIENCE_LABELS[p]}
                  </label>
                ))}
              </fieldset>
            ) : null}
          </div>
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
