import type { ChatTurn } from '../ai/provider'
import type { ConversationPurpose } from '../db/schema/conversations'

/**
 * The conversation rules that need no database: who speaks next, what the speaker is shown, and the
 * shape of an admin's transcript fill. Pure, so they are table-tested in `rules.test.ts`.
 */

/** The longest message a user may send (the HTTP body schema says the same). */
export const MAX_MESSAGE_CHARS = 10_000

/**
 * A user's message as it is stored (trimmed), or the refusal, the same over HTTP and realtime: the
 * conversation needs a human side and must not have ended; the text must not be blank or too long.
 */
export function acceptedUserMessage(
  c: { endedAt: Date | null },
  human: 1 | 2 | null,
  text: string,
): { ok: true; human: 1 | 2; content: string } | { ok: false; status: 409 | 422; message: string } {
  const content = text.trim()
  if (!human) return { ok: false, status: 409, message: 'This conversation has no human participant' }
  if (c.endedAt) return { ok: false, status: 409, message: 'The interview is complete' }
  if (!content) return { ok: false, status: 422, message: 'content: must not be blank' }
  if (content.length > MAX_MESSAGE_CHARS)
    return { ok: false, status: 422, message: `content: at most ${MAX_MESSAGE_CHARS} characters` }
  return { ok: true, human, content }
}
/** The most messages one transcript fill (`bulk_messages`) may hold. */
export const MAX_BULK_ENTRIES = 200

type Side = 1 | 2

/** Who speaks next: the AI side in human mode; otherwise whoever did not speak last (persona 1 opens). */
export function nextSpeaker(humanSideOf: Side | null, lastSpeaker: Side | null): Side {
  if (humanSideOf) return humanSideOf === 1 ? 2 : 1
  return lastSpeaker === 1 ? 2 : 1
}

/** The conversation as the speaker sees it: its own messages are `assistant`, the other side's `user`. */
export function historyFor(speaker: Side, rows: { persona: number; content: string }[]): ChatTurn[] {
  return rows.map((m) => ({ role: m.persona === speaker ? 'assistant' : 'user', content: m.content }))
}

/** The parts of a conversation row a reply request reads. */
export type Speakers = {
  persona1Name: string
  persona2Name: string
  persona1Prompt: string | null
  persona2Prompt: string | null
  purpose: ConversationPurpose
}

/** The reply request for `speaker`, from the conversation and its messages in order. */
export function replyRequest(c: Speakers, speaker: Side, rows: { persona: number; content: string }[]) {
  return {
    speaker: {
      name: speaker === 1 ? c.persona1Name : c.persona2Name,
      prompt: (speaker === 1 ? c.persona1Prompt : c.persona2Prompt) ?? '',
      role: speaker === 1 ? ('interviewer' as const) : ('founder' as const),
    },
    otherName: speaker === 1 ? c.persona2Name : c.persona1Name,
    history: historyFor(speaker, rows),
    purpose: c.purpose,
  }
}

export type BulkEntry = { persona_number: Side; content: string }

/** Parses an admin's transcript fill: a JSON list of { persona_number: 1|2, content }; null when malformed. */
export function parseBulk(content: string | undefined): BulkEntry[] | null {
  try {
    const value = JSON.parse(content ?? '')
    if (!Array.isArray(value) || value.length === 0 || value.length > MAX_BULK_ENTRIES) return null
    const ok = value.every(
      (e) =>
        e &&
        (e.persona_number === 1 || e.persona_number === 2) &&
        typeof e.content === 'string' &&
        e.content.trim().length > 0 &&
        e.content.length <= MAX_MESSAGE_CHARS,
    )
    return ok ? (value as BulkEntry[]) : null
  } catch {
    return null
  }
}
