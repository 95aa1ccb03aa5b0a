import { useCallback, useEffect, useRef, useState } from 'react'
import { RealtimeChatClient } from '../../../shared/realtime/client'
import {
  INSTRUCTION_BULK_MESSAGES,
  INSTRUCTION_END_INTERVIEW,
  INSTRUCTION_ERROR,
} from '../../../shared/realtime/protocol'
import type { ChatMessage } from '../../components/chat/chat-view'
import { api, apiError } from '../../lib/api'

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting'

/** What the voice overlay hears from the realtime channel. */
export type VoiceWireEvent =
  | { type: 'voice_chunk'; audio: Uint8Array; mime: string | undefined }
  | { type: 'voice_end' }
  | { type: 'reply_end' }
  | { type: 'handshake' }
  | { type: 'closed'; error: string | null }
  | { type: 'error'; message: string }
  /** The transcript was held back for the user to correct before it is sent. */
  | { type: 'review'; text: string; confidence: number | undefined }

const wsUrl = (conversationId: string) =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/ws/voice-chat/${conversationId}`

const RECONNECT_DELAYS_MS = [500, 1000, 2000, 4000, 8000]

/**
 * The interview over the realtime channel (SPEC §4 chat flags): isTakingTurn is set when the user sends
 * and cleared when the assistant's text reply ends; conversationEnded is set by the end_interview
 * instruction. A dropped connection is shown and retried; the history is reloaded from the server on
 * reconnect, so nothing is lost.
 */
export function useInterviewChat(conversationId: string) {
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [streaming, setStreaming] = useState<{ id: string; content: string } | null>(null)
  const [loading, setLoading] = useState(true)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [isTakingTurn, setTakingTurn] = useState(false)
  const [sending, setSending] = useState(false)
  const [conversationEnded, setEnded] = useState(false)
  const [status, setStatus] = useState<ConnectionStatus>('connecting')
  const [error, setError] = useState<string | null>(null)
  const [names, setNames] = useState({ assistant: 'Chad', user: 'You' })
  const [filling, setFilling] = useState(false)
  const client = useRef<RealtimeChatClient | null>(null)
  const voiceListeners = useRef(new Set<(event: VoiceWireEvent) => void>())
  const emitVoice = useCallback((event: VoiceWireEvent) => {
    for (const listener of voiceListeners.current) listener(event)
  }, [])

  const loadHistory = useCallback(async () => {
    const res = await api.conversations({ id: conversationId }).get()
    if (res.error) throw apiError(res.error, 'Failed to load conversation')
    setNames({ assistant: res.data.persona_1_name, user: res.data.persona_2_name })
    setMessages(
      res.data.messages.map((m) => ({
        id: m.id,
        persona: m.persona,
        content: m.content,
        persona_name: m.persona_name,
      })),
    )
    if (res.data.ended) setEnded(true)
  }, [conversationId])

  useEffect(() => {
    let disposed = false
    let attempt = 0
    let timer: ReturnType<typeof setTimeout> | undefined

    const chat = new RealtimeChatClient(wsUrl, {
      onAck: (localId, stored) => {
        setSending(false)
        if (stored)
          setMessages((list) =>
            list.map((m) => (m.id === localId ? { ...m, id: stored.id, content: stored.content } : m)),
          )
      },
      onReplyChunk: (id, text) => {
        setTakingTurn(true)
        setStreaming((s) => (s && s.id === id ? { id, content: s.content + text } : { id, content: text }))
      },
      onTranscription: (messageId, text, heard) => {
        if (heard.review) {
          // Not sent yet: the overlay shows it for correction.
          emitVoice({ type: 'review', text, confidence: heard.confidence })
          return
        }
        // The user's spoken message, as heard, shows in the chat at once.
        if (text)
          setMessages((list) => [...list, { id: messageId, persona: 2, content: text, persona_name: 'You' }])
        setTakingTurn(true)
      },
      onVoiceChunk: (_id, audio, mime) => emitVoice({ type: 'voice_chunk', audio, mime }),
      onVoiceEnd: () => emitVoice({ type: 'voice_end' }),
      onReplyEnd: (id, stored) => {
        emitVoice({ type: 'reply_end' })
        setStreaming((s) => {
          const content = stored?.content ?? s?.content
          if (content) {
            setMessages((list) => [
              ...list.filter((m) => m.id !== (stored?.id ?? id)),
              { id: stored?.id ?? id, persona: 1, content, persona_name: stored?.persona_name ?? 'Chad' },
            ])
          }
          return null
        })
        setTakingTurn(false)
      },
      onInstruction: (name, content) => {
        if (name === INSTRUCTION_END_INTERVIEW) {
          // The server has the whole transcript now (e.g. after the sample fill): show exactly that,
          // then offer the plan, so the transcript never lags behind 'Ready to create…'.
          void loadHistory()
            .catch((e) => console.error(e))
            .finally(() => {
              setEnded(true)
              setFilling(false)
            })
        }
        if (name === INSTRUCTION_ERROR) {
          emitVoice({ type: 'error', message: content || 'An error occurred' })
          setError(content || 'An error occurred')
          setTakingTurn(false)
          setSending(false)
          setFilling(false)
        }
      },
      onClose: (_code, _reason, closeError) => {
        emitVoice({ type: 'closed', error: closeError })
        if (disposed) return
        setStreaming(null)
        setTakingTurn(false)
        setSending(false)
        if (closeError) setStatus('reconnecting')
        schedule()
      },
    })
    client.current = chat

    const connect = async () => {
      try {
        await loadHistory()
        setLoadError(null)
      } catch (e) {
        if (attempt === 0) {
          setLoadError((e as Error).message)
          setLoading(false)
          return
        }
      }
      setLoading(false)
      if (disposed) return
      try {
        const { ended } = await chat.connect(conversationId)
        if (disposed) return chat.close()
        attempt = 0
        setStatus('open')
        emitVoice({ type: 'handshake' })
        if (ended) setEnded(true)
      } catch {
        // onClose schedules the retry
      }
    }
    const schedule = () => {
      if (disposed) return
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!
      attempt += 1
      setStatus('reconnecting')
      timer = setTimeout(connect, delay)
    }
    void connect()
    return () => {
      disposed = true
      clearTimeout(timer)
      chat.close()
    }
  }, [conversationId, loadHistory, emitVoice])

  const send = useCallback(
    (text: string, options: { spoken?: boolean } = {}) => {
      const chat = client.current
      const trimmed = text.trim()
      if (!chat || !trimmed) return false
      try {
        setError(null)
        const localId = chat.sendText(trimmed, options)
        setMessages((list) => [
          ...list,
          { id: localId, persona: 2, content: trimmed, persona_name: names.user },
        ])
        setSending(true)
        setTakingTurn(true)
        return true
      } catch (e) {
        setError((e as Error).message)
        return false
      }
    },
    [names.user],
  )

  /** Admin shortcut: fills the seeded sample interview, which ends it (end_interview reloads the history). */
  const fillSample = useCallback(async () => {
    const chat = client.current
    if (!chat) return
    setError(null)
    setFilling(true)
    const res = await api.admin['sample-interview'].get()
    if (res.error) {
      setFilling(false)
      return setError('An error occurred')
    }
    try {
      chat.sendInstruction(INSTRUCTION_BULK_MESSAGES, JSON.stringify(res.data))
    } catch (e) {
      setFilling(false)
      setError((e as Error).message)
    }
  }, [])

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

  return {
    subscribeVoice,
    startVoice,
    sendSpoken,
    messages,
    streaming,
    names,
    loading,
    loadError,
    isTakingTurn,
    filling,
    sending,
    conversationEnded,
    status,
    error,
    send,
    fillSample,
  }
}
