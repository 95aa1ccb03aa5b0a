import { useCallback, useEffect, useReducer, useRef } from 'react'
import { RealtimeChatClient } from '../../../shared/realtime/client'
import {
  INSTRUCTION_BULK_MESSAGES,
  INSTRUCTION_END_INTERVIEW,
  INSTRUCTION_ERROR,
  INSTRUCTION_FINISH_INTERVIEW,
  INSTRUCTION_REPLY_INTERRUPTED,
  INSTRUCTION_STILL_THERE,
} from '../../../shared/realtime/protocol'
import { fetchInterview, fetchSampleInterview, finishInterviewOverHttp } from '../../lib/session-actions'
import type { VoiceWireEvent } from '../../lib/voice-channel'
import { initialInterviewState, interviewReducer } from './interview-state'

const wsUrl = (conversationId: string) =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/ws/voice-chat/${conversationId}`

const RECONNECT_DELAYS_MS = [500, 1000, 2000, 4000, 8000]

/**
 * The interview over the realtime channel. What the screen shows is one pure reducer
 * (interview-state.ts); this hook owns the effects: the socket, the history loads, the retries and the
 * voice events it passes on to the overlay. A dropped connection is shown and retried; the history is
 * reloaded from the server on reconnect, so nothing is lost.
 */
export function useInterviewChat(conversationId: string) {
  const [state, dispatch] = useReducer(interviewReducer, initialInterviewState)
  const client = useRef<RealtimeChatClient | null>(null)
  const voiceListeners = useRef(new Set<(event: VoiceWireEvent) => void>())
  const interrupts = useRef(new Set<string>())
  /** Instructions answered aloud only ("Still there?"): their acknowledgement changes no message. */
  const spokenOnly = useRef(new Set<string>())
  const emitVoice = useCallback((event: VoiceWireEvent) => {
    for (const listener of voiceListeners.current) listener(event)
  }, [])

  const loadHistory = useCallback(async () => {
    dispatch({ type: 'history_loaded', ...(await fetchInterview(conversationId)) })
  }, [conversationId])

  useEffect(() => {
    let disposed = false
    let attempt = 0
    let timer: ReturnType<typeof setTimeout> | undefined

    const sentenceWords: string[] = []
    const chat = new RealtimeChatClient(wsUrl, {
      onAck: (localId, stored) => {
        // The answer to reply_interrupted: the reply as it is now stored.
        if (spokenOnly.current.delete(localId)) return
        if (interrupts.current.delete(localId)) {
          if (stored) dispatch({ type: 'message_replaced', stored })
          return
        }
        dispatch({ type: 'acked', localId, stored })
      },
      onReplyChunk: (id, text) => dispatch({ type: 'reply_chunk', id, text }),
      onTranscription: (messageId, text, heard) => {
        if (heard.review) {
          // Not sent yet: the overlay shows it for correction.
          emitVoice({ type: 'review', text, confidence: heard.confidence })
          return
        }
        // The user's spoken message, as heard, shows in the chat at once.
        dispatch({ type: 'transcribed', messageId, text })
      },
      // Each sentence's words come just before its audio (same seq): they travel together to the overlay.
      onReplyTranscription: (_id, text) => {
        sentenceWords.push(text)
      },
      onVoiceChunk: (_id, audio, mime) =>
        emitVoice({ type: 'voice_chunk', audio, mime, text: sentenceWords.shift() }),
      onVoiceEnd: () => emitVoice({ type: 'voice_end' }),
      onReplyEnd: (id, stored) => {
        emitVoice({ type: 'reply_end' })
        dispatch({ type: 'reply_ended', id, stored })
      },
      onInstruction: (name, content) => {
        if (name === INSTRUCTION_END_INTERVIEW) {
          // The server has the whole transcript now (e.g. after the sample fill): show exactly that,
          // then offer the plan, so the transcript never lags behind 'Ready to create…'.
          void loadHistory()
            .catch((e) => console.error(e))
            .finally(() => dispatch({ type: 'interview_ended' }))
        }
        if (name === INSTRUCTION_ERROR) {
          emitVoice({ type: 'error', message: content || 'An error occurred' })
          dispatch({ type: 'failed', message: content || 'An error occurred' })
        }
      },
      onClose: (_code, _reason, closeError) => {
        emitVoice({ type: 'closed', error: closeError })
        if (disposed) return
        dispatch({ type: 'closed', error: closeError })
        schedule()
      },
    })
    client.current = chat

    const connect = async () => {
      try {
        await loadHistory()
      } catch (e) {
        if (attempt === 0) return dispatch({ type: 'first_load_failed', message: (e as Error).message })
      }
      dispatch({ type: 'loading_done' })
      if (disposed) return
      try {
        const { ended } = await chat.connect(conversationId)
        if (disposed) return chat.close()
        attempt = 0
        dispatch({ type: 'connected', ended })
        emitVoice({ type: 'handshake' })
      } catch {
        // onClose schedules the retry
      }
    }
    const schedule = () => {
      if (disposed) return
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!
      attempt += 1
      dispatch({ type: 'reconnecting' })
      timer = setTimeout(connect, delay)
    }
    void connect()
    return () => {
      disposed = true
      clearTimeout(timer)
      chat.close()
    }
  }, [conversationId, loadHistory, emitVoice])

  const send = useCallback((text: string, options: { spoken?: boolean } = {}) => {
    const chat = client.current
    const trimmed = text.trim()
    if (!chat || !trimmed) return false
    try {
      const localId = chat.sendText(trimmed, options)
      dispatch({ type: 'sent', localId, text: trimmed })
      return true
    } catch (e) {
      dispatch({ type: 'send_failed', message: (e as Error).message })
      return false
    }
  }, [])

  /** Admin shortcut: fills the seeded sample interview, which ends it (end_interview reloads the history). */
  const fillSample = useCallback(async () => {
    const chat = client.current
    if (!chat) return
    dispatch({ type: 'fill_started' })
    const sample = await fetchSampleInterview()
    if (!sample) return dispatch({ type: 'fill_failed', message: 'An error occurred' })
    try {
      chat.sendInstruction(INSTRUCTION_BULK_MESSAGES, JSON.stringify(sample))
    } catch (e) {
      dispatch({ type: 'fill_failed', message: (e as Error).message })
    }
  }, [])

  /**
   * The founder's "Finish interview": over the realtime channel when it is open (its end_interview reloads
   * the history and shows the plan button, as after the interviewer's own end), else over HTTP.
   */
  const finish = useCallback(async () => {
    dispatch({ type: 'finish_started' })
    const chat = client.current
    if (chat?.connected) {
      try {
        chat.sendInstruction(INSTRUCTION_FINISH_INTERVIEW)
        return
      } catch {
        // The socket closed just now: finish over HTTP instead.
      }
    }
    try {
      await finishInterviewOverHttp(conversationId)
    } catch (e) {
      return dispatch({ type: 'finish_failed', message: (e as Error).message })
    }
    await loadHistory().catch((e) => console.error(e))
    dispatch({ type: 'interview_ended' })
  }, [conversationId, loadHistory])

  const subscribeVoice = useCallback((listener: (event: VoiceWireEvent) => void) => {
    voiceListeners.current.add(listener)
    return () => {
      voiceListeners.current.delete(listener)
    }
  }, [])
  const startVoice = useCallback((mime: string, options: { review?: boolean } = {}) => {
    const chat = client.current
    if (!chat) throw new Error('No conversation loaded')
    return chat.startVoice(mime, options)
  }, [])
  /** The user's corrected transcript from the voice overlay: sent as text, answered aloud. */
  const sendSpoken = useCallback((text: string) => send(text, { spoken: true }), [send])
  /** The founder talked over a spoken reply: the server keeps what they heard of it. */
  const interrupt = useCallback((heard: string) => {
    const chat = client.current
    if (!chat?.connected) return false
    try {
      interrupts.current.add(chat.sendInstruction(INSTRUCTION_REPLY_INTERRUPTED, JSON.stringify({ heard })))
      return true
    } catch {
      return false
    }
  }, [])

  /** A long quiet in hands-free voice: Chad asks aloud whether to go on. */
  const askStillThere = useCallback(() => {
    const chat = client.current
    if (!chat?.connected) return false
    try {
      spokenOnly.current.add(chat.sendInstruction(INSTRUCTION_STILL_THERE))
      return true
    } catch {
      return false
    }
  }, [])

  return {
    ...state,
    subscribeVoice,
    startVoice,
    sendSpoken,
    interrupt,
    askStillThere,
    send,
    fillSample,
    finish,
  }
}
