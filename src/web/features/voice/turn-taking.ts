/**
 * Hands-free turn-taking, pure: when a founder's turn has ended, what they heard of a reply they
 * talked over. The overlay (voice-overlay.tsx) and the detector (hands-free.ts) call these with the
 * clock's time; nothing here reads the clock or the microphone.
 */

/** How long a pause ends a turn, after the detector's own end of speech, by the founder's choice. */
export const PATIENCE = { quick: 300, normal: 900, patient: 1800 } as const
export type Patience = keyof typeof PATIENCE
export const PATIENCE_LABELS: Record<Patience, string> = {
  quick: 'Quick',
  normal: 'Normal',
  patient: 'Patient',
}

/** Speech shorter than this is a backchannel ("mm", "yeah"): it neither interrupts nor is sent. */
export const BACKCHANNEL_MS = 450
/** Quiet this long after Chad finished, while listening: the overlay asks once whether to go on. */
export const IDLE_MS = 45_000

/**
 * Words a sentence does not end on: a founder who stops after one ("so the thing is", "and", "um") is
 * thinking, not done.
 */
const TRAILING =
  /(?:\b(?:and|but|so|or|because|cause|like|um+|uh+|er+|erm|the|a|an|of|to|for|with|is|was|are|were|that|which|if|when|then|my|our|their|your|i|we|it's|its|just|really|basically|actually|thing is|you know|i mean|kind of|sort of)|[,;:—–-]|\.\.\.|…)\s*$/i

/** Whether what was heard so far stops mid-thought. */
export const trailsOff = (text: string) => TRAILING.test(text.trim())

/**
 * How long to wait, after the detector says the founder stopped, before the turn is sent: the
 * patience, or two and a half times it when the words so far trail off.
 */
export function turnDelay(heardSoFar: string, patience: Patience): number {
  const base = PATIENCE[patience]
  return trailsOff(heardSoFar) ? Math.round(base * 2.5) : base
}

/** The parts of one turn (each pause's transcript) as one message. */
export function joinTurn(parts: string[]): string {
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p, i, all) => {
      // A part that ran on from the last ("…and then / we moved") starts small again.
      const before = all[i - 1]
      return before && !/[.!?…"”]$/.test(before) ? p.charAt(0).toLowerCase() + p.slice(1) : p
    })
    .join(' ')
}

/** One sentence of a spoken reply, as scheduled on the audio clock (seconds). */
export type PlayedChunk = { text: string; start: number; duration: number }

/**
 * The words of a reply played by `now` (audio clock seconds): whole sentences that finished, and of
 * the sentence playing, its words in proportion to the time it has played.
 */
export function heardSoFar(chunks: PlayedChunk[], now: number): string {
  const words: string[] = []
  for (const chunk of chunks) {
    if (chunk.start >= now) break
    const own = chunk.text.trim().split(/\s+/).filter(Boolean)
    const played = chunk.duration > 0 ? (now - chunk.start) / chunk.duration : 1
    words.push(...(played >= 1 ? own : own.slice(0, Math.floor(own.length * played))))
  }
  return words.join(' ')
}

/**
 * One hands-free turn on its way, so that nothing said is lost when the connection drops: the
 * transcripts so far, the stretches of speech sent for transcription and not yet answered, the ones
 * kept until the connection is back, and a finished turn the server did not take.
 */
export class TurnBuffer {
  private parts: string[] = []
  private inFlight: Uint8Array[] = []
  private unsent: Uint8Array[] = []
  private unsentTurn: string | null = null
  /** The founder is speaking now. */
  talking = false

  /** A stretch of speech ended: the audio to send for transcription now, or null (kept until online). */
  speech(wav: Uint8Array, online: boolean): Uint8Array | null {
    this.talking = false
    if (!online) {
      this.unsent.push(wav)
      return null
    }
    this.inFlight.push(wav)
    return wav
  }

  /** A stretch's transcript came back (in the order they were sent). */
  transcript(text: string) {
    this.inFlight.shift()
    if (text.trim()) this.parts.push(text)
  }

  /** The words of the turn so far. */
  get heard() {
    return joinTurn(this.parts)
  }

  /** Whether the turn can be sent: words heard, none still to be transcribed, the founder quiet. */
  get ready() {
    return !this.talking && this.parts.length > 0 && this.inFlight.length === 0 && this.unsent.length === 0
  }

  /** The turn as one message, emptied from the buffer. */
  take(): string {
    const text = this.heard
    this.parts = []
    return text
  }

  /** Sending the turn failed (no connection): it goes first when the connection is back. */
  notSent(text: string) {
    this.unsentTurn = text
  }

  /** The connection dropped: transcripts of what was in flight will never come; it is sent again. */
  disconnected() {
    this.unsent.unshift(...this.inFlight)
    this.inFlight = []
  }

  /** The connection is back: a turn to send again, then the audio to transcribe again (now in flight). */
  reconnected(): { turn: string | null; audio: Uint8Array[] } {
    const turn = this.unsentTurn
    this.unsentTurn = null
    const audio = this.unsent
    this.unsent = []
    this.inFlight.push(...audio)
    return { turn, audio }
  }
}
