/**
 * The voice status machine (SPEC §4): disconnected, ready, receiving, processing, error.
 * Socket open plus handshake gives ready; incoming voice audio gives receiving and its end returns to
 * ready; ending the user's recording gives processing; a connection failure gives error; closing gives
 * disconnected. Pure: the web's hook and the tests drive it with events.
 */
export type VoiceStatus = 'disconnected' | 'ready' | 'receiving' | 'processing' | 'error'

export type VoiceEvent =
  | { type: 'handshake' }
  | { type: 'voice_chunk' }
  | { type: 'voice_end' }
  | { type: 'reply_end' }
  | { type: 'recording_ended' }
  | { type: 'failure' }
  | { type: 'closed' }

export function nextVoiceStatus(status: VoiceStatus, event: VoiceEvent): VoiceStatus {
  switch (event.type) {
    case 'handshake':
      return 'ready'
    case 'failure':
      return 'error'
    case 'closed':
      return 'disconnected'
    case 'voice_chunk':
      return status === 'disconnected' || status === 'error' ? status : 'receiving'
    case 'voice_end':
      return status === 'receiving' ? 'ready' : status
    case 'reply_end':
      // A reply without audio (or after barge-in) ends processing too.
      return status === 'processing' ? 'ready' : status
    case 'recording_ended':
      return status === 'ready' || status === 'receiving' ? 'processing' : status
  }
}

/** The record button is disabled in these states (SPEC §2). */
export const recordDisabled = (status: VoiceStatus) =>
  status === 'error' || status === 'processing' || status === 'receiving' || status === 'disconnected'

/** Audio is sent only when a session exists and the status is ready (SPEC §5). */
export const canSendAudio = (hasSession: boolean, status: VoiceStatus) => hasSession && status === 'ready'

export type RecorderState = 'idle' | 'recording' | 'error'

/** Starting a recording is ignored while recording, processing, receiving or in error (SPEC §5). */
export const canStartRecording = (recorder: RecorderState, status: VoiceStatus) =>
  recorder !== 'recording' &&
  recorder !== 'error' &&
  status !== 'processing' &&
  status !== 'receiving' &&
  status !== 'error'

/** Splits streamed text into finished sentences for speech; the rest waits for more text. */
export function takeSentences(buffer: string): { sentences: string[]; rest: string } {
  const sentences: string[] = []
  const pattern = /[^.!?…]*[.!?…]+["'”’)]*(?=\s|$)/g
  let last = 0
  for (const m of buffer.matchAll(pattern)) {
    const end = (m.index ?? 0) + m[0].length
    // A boundary at the very end may still grow ("3." → "3.5"): wait for the next character.
    if (end === buffer.length) break
    const sentence = buffer.slice(last, end).trim()
    if (sentence) sentences.push(sentence)
    last = end
  }
  return { sentences, rest: buffer.slice(last) }
}
