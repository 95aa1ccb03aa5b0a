/**
 * What the voice overlay needs from a realtime conversation. The chat that owns the connection
 * (features/interview) provides it and the app hands the chat the overlay (features/voice), so
 * neither feature imports the other.
 */
import type { ComponentType } from 'react'

/** What the overlay hears from the realtime channel. */
export type VoiceWireEvent =
  /** One sentence of a spoken reply: its audio and its words (what the founder hears as it plays). */
  | { type: 'voice_chunk'; audio: Uint8Array; mime: string | undefined; text?: string }
  | { type: 'voice_end' }
  | { type: 'reply_end' }
  | { type: 'handshake' }
  | { type: 'closed'; error: string | null }
  | { type: 'error'; message: string }
  /** The transcript was held back for the user to correct before it is sent. */
  | { type: 'review'; text: string; confidence: number | undefined }

/** One spoken message on its way to the server. */
export type VoiceMessage = { push: (audio: Uint8Array) => void; end: () => void }

export type VoiceChannel = {
  connected: boolean
  subscribeVoice: (listener: (event: VoiceWireEvent) => void) => () => void
  startVoice: (mime: string, options: { review?: boolean }) => VoiceMessage
  /** Sends the corrected transcript; the reply is spoken. */
  sendSpoken: (text: string) => boolean
  /** The founder talked over the reply: `heard` is what had played; the rest is dropped. */
  interrupt: (heard: string) => boolean
  /** A long quiet: Chad asks aloud, once, whether to go on (nothing is stored). */
  askStillThere: () => boolean
}

/** The overlay as the interview chat opens it; app/ passes the lazily loaded one. */
export type VoiceOverlayProps = {
  channel: VoiceChannel
  /** Which speech provider the server uses: local engines are less accurate, and the overlay says so. */
  speech: 'openai' | 'local'
  onClose: () => void
}
export type VoiceOverlayComponent = ComponentType<VoiceOverlayProps>
