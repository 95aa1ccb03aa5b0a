import type { ProtocolMessage } from '../../shared/realtime/protocol'
import { takeSentences } from '../../shared/realtime/voice-status'
import { HttpError } from '../http/errors'
import type { Logger } from '../http/logger'
import {
  NO_SPEECH_MESSAGE,
  SpeechError,
  type SpeechProvider,
  type TranscriptionContext,
} from '../speech/provider'
import { needsReview } from '../speech/review'
import { writtenTranscript } from '../speech/written'
import type { Recording } from './inbound'

/** The voice pipeline of a realtime connection: hearing a recording, and speaking a streamed reply. */

/** Where spoken audio goes: the connection's protocol-checked sends. */
export type SpeechSink = {
  send: (message: ProtocolMessage) => void
  sendVoice: (header: Extract<ProtocolMessage, { type: 'voice' }>, audio: Uint8Array) => void
  isClosed: () => boolean
}

export type Heard = { transcript: string; confidence?: number; review: boolean }

/**
 * What the recogniser is told of the interview: the question just asked and what the founder wrote or
 * said before it (their product's name among it), the latest last.
 */
export function interviewContext(
  history: readonly { persona: 1 | 2; content: string }[],
  human: 1 | 2 | null,
): TranscriptionContext {
  const question = history.findLast((m) => m.persona !== human)?.content
  const typed = history
    .filter((m) => m.persona === human)
    .map((m) => m.content)
    .slice(-12)
  return { ...(question ? { question } : {}), ...(typed.length ? { typed } : {}) }
}

/**
 * Transcribes a recording. Throws the user-facing error: no speech provider (409), a provider failure
 * (502). `review`: the transcript is held back for the user to correct.
 */
export async function hear(
  speech: SpeechProvider,
  recording: Recording,
  signal: AbortSignal,
  /** The interview so far, which the recogniser leans towards (`interviewContext`). */
  context?: TranscriptionContext,
): Promise<Heard> {
  if (speech.kind === 'none') throw new HttpError(409, NO_SPEECH_MESSAGE)
  let heard: Awaited<ReturnType<SpeechProvider['transcribe']>>
  try {
    heard = await speech.transcribe(recording.audio, recording.mime, signal, context)
  } catch (error) {
    if (error instanceof SpeechError) throw new HttpError(502, error.message)
    throw error
  }
  return {
    // The local recogniser writes no capitals or punctuation: restored before it is shown or stored.
    transcript: writtenTranscript(heard.text),
    ...(heard.confidence === undefined ? {} : { confidence: Math.round(heard.confidence * 100) / 100 }),
    review: needsReview(heard, recording.review),
  }
}

/**
 * Speech for a streamed reply: each finished sentence goes to text-to-speech at once; the audio is
 * sent in order as `voice` chunks (with the sentence as a `transcription` chunk) while later
 * sentences are still being written. `stop` (barge-in) drops the audio not yet sent.
 */
export function speakReply(
  deps: { speech: SpeechProvider; logger: Logger },
  replyId: string,
  sink: SpeechSink,
) {
  const controller = new AbortController()
  const voiceId = `${replyId}-voice`
  const transcriptionId = `${replyId}-transcript`
  let buffer = ''
  let seq = 0
  let sentences = 0
  let chain: Promise<void> = Promise.resolve()
  const stopped = () => controller.signal.aborted || sink.isClosed()
  const say = (sentence: string) => {
    if (controller.signal.aborted) return
    const audio = deps.speech.speak(sentence, controller.signal, sentences++)
    audio.catch(() => {}) // surfaced in order by the chain below
    chain = chain.then(async () => {
      if (stopped()) return
      let spoken: Awaited<typeof audio>
      try {
        spoken = await audio
      } catch (error) {
        if (!controller.signal.aborted) deps.logger.warn('speech failed', { error })
        return
      }
      if (stopped()) return
      sink.send({ type: 'transcription', message_id: transcriptionId, seq, content: sentence })
      sink.sendVoice({ type: 'voice', message_id: voiceId, seq, mime: spoken.mime }, spoken.audio)
      seq++
    })
  }
  return {
    push: (text: string) => {
      const { sentences, rest } = takeSentences(buffer + text)
      buffer = rest
      for (const sentence of sentences) say(sentence)
    },
    /** Speaks what is left and waits for the audio; ends the voice and transcription messages. */
    finish: async () => {
      if (buffer.trim()) say(buffer.trim())
      buffer = ''
      await chain
      if (seq > 0 && !sink.isClosed()) {
        sink.send({ type: 'message_end', message_id: transcriptionId })
        sink.send({ type: 'message_end', message_id: voiceId })
      }
    },
    stop: () => controller.abort(),
  }
}

export type ReplySpeech = ReturnType<typeof speakReply>
