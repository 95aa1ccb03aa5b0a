import { STILL_THERE_PROMPT } from '../../../shared/realtime/protocol'
import type { VoiceEvent, VoiceStatus } from '../../../shared/realtime/voice-status'
import type { VoiceWireEvent } from '../../lib/voice-channel'

export const errorCaptions = {
  microphone: 'Microphone error. Please check permissions and try again.',
  connection: 'Connection error. Please try again.',
  generic: 'There was an error. Please try again.',
  disconnected: 'Disconnected. Please check your connection.',
  heardNothing: 'I could not hear anything. Please try again.',
} as const

/** Below this transcription confidence the review prompt says the engine may have misheard. */
export const UNSURE_CONFIDENCE = 0.8

/** A transcript held back for correction (low confidence, or always by the user's setting). */
export type Review = { text: string; unsure: boolean }

/**
 * What the overlay does with one event from the channel: the status machine's event, and a new
 * caption or review when the event brings one (undefined leaves it as it is). Audio to play is the
 * caller's effect.
 */
export type OverlayStep = { status: VoiceEvent; caption?: string | null; review?: Review }

export function overlayStep(event: VoiceWireEvent): OverlayStep {
  switch (event.type) {
    case 'voice_chunk':
    case 'voice_end':
    case 'reply_end':
      return { status: { type: event.type } }
    case 'handshake':
      return { status: { type: 'handshake' }, caption: null }
    case 'closed':
      return event.error
        ? { status: { type: 'failure' }, caption: errorCaptions.connection }
        : { status: { type: 'closed' }, caption: errorCaptions.disconnected }
    case 'error':
      return { status: { type: 'reply_end' }, caption: errorCaptions.generic }
    case 'review':
      // A recording with no words in it: nothing to correct.
      if (!event.text.trim()) return { status: { type: 'reply_end' }, caption: errorCaptions.heardNothing }
      return {
        status: { type: 'reply_end' },
        review: {
          text: event.text,
          unsure: event.confidence !== undefined && event.confidence < UNSURE_CONFIDENCE,
        },
      }
  }
}

/** What the overlay shows: recording while the microphone is on, else the status machine's state. */
export type ShownStatus = VoiceStatus | 'recording'

const statusCaptions: Record<ShownStatus, string> = {
  ready: 'Press Space or tap the microphone to talk',
  recording: 'Listening... press Space to send',
  processing: 'Processing...',
  receiving: 'Chad is speaking...',
  error: errorCaptions.generic,
  disconnected: errorCaptions.disconnected,
}

/** The caption line: an event's caption wins over the status's own words. */
export const captionText = (shown: ShownStatus, caption: string | null) => caption ?? statusCaptions[shown]

/** Where hands-free listening is: starting the detector, listening, hearing the founder, or paused. */
export type Listening = 'starting' | 'listening' | 'hearing' | 'paused'

export const handsFreeCaptions = {
  starting: 'Starting the microphone…',
  listening: 'Listening… just talk',
  hearing: 'Hearing you…',
  paused: 'Paused. Press Space or tap the microphone to listen again',
  speaking: 'Chad is speaking... talk to interrupt',
  // The same words Chad says aloud then (INSTRUCTION_STILL_THERE).
  idle: STILL_THERE_PROMPT,
} as const

/**
 * The caption in hands-free mode: an event's caption first, then what the founder is doing, then Chad
 * (`playing`: his reply is still being played, which lasts well after its audio has arrived).
 */
export function handsFreeCaption(
  status: VoiceStatus,
  listening: Listening,
  caption: string | null,
  playing = false,
): string {
  if (caption) return caption
  if (listening === 'paused' || listening === 'starting') return handsFreeCaptions[listening]
  if (listening === 'hearing') return handsFreeCaptions.hearing
  if (status === 'receiving' || playing) return handsFreeCaptions.speaking
  if (status === 'ready') return handsFreeCaptions.listening
  return statusCaptions[status]
}
