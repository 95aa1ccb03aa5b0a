import { and, eq, isNull } from 'drizzle-orm'
import {
  CLOSING_MESSAGE,
  finishDecision,
  founderAnswerCount,
  INTERVIEWER,
  nextTurn,
} from '../../shared/interview'
import {
  createSignalStreamFilter,
  END_INTERVIEW,
  endInterviewBlock,
  hasSignal,
  parseSignals,
} from '../../shared/signals'
import { type AiProvider, rethrowAiFailure } from '../ai/provider'
import type { Clock, TurnDeps, Viewer } from '../context'
import type { Database } from '../db/database'
import { conversations } from '../db/schema'
import { HttpError } from '../http/errors'
import { consume } from '../rate-limit/service'
import { type BulkEntry, nextSpeaker, replyRequest } from './rules'
import {
  appendMessages,
  type ConversationRow,
  findConversation,
  humanSideOf,
  openConversation,
  toMessageDto,
} from './service'

/**
 * The AI's side of a conversation: one streaming turn (`streamTurn`, run by the HTTP agent turn and the
 * realtime chat alike), the founder's "Finish interview", a transcript fill.
 */

/** The interviewer's closing turn: its message with the end signal, as an engine would write it. */
const closingReply = `${CLOSING_MESSAGE}${endInterviewBlock}`

/**
 * Where a turn's words come from (`nextTurn`, src/shared/interview.ts): at the turn cap the interviewer's
 * closing message, without asking the model (so nothing counts against the AI-call limit); otherwise the
 * engine's stream.
 */
export function turnSource(
  ai: AiProvider,
  c: ConversationRow,
  speaker: 1 | 2,
  history: { persona: 1 | 2; content: string }[],
  signal: AbortSignal,
): { chunks: AsyncIterable<string> | Iterable<string>; asksModel: boolean } {
  if (nextTurn({ speaker, founderAnswers: founderAnswerCount(history) }).kind === 'close')
    return { chunks: [closingReply], asksModel: false }
  return { chunks: ai.streamReply(replyRequest(c, speaker, history), signal), asksModel: true }
}

/**
 * One AI turn, the same over HTTP and realtime: the right persona speaks with its own prompt (or, at the
 * turn cap, the interviewer closes), the reply streams through `onChunk` with its signals block held back,
 * and the finished reply is stored; `end_interview` ends the conversation. The AI-call limit is counted
 * beside the provider call, and `before` (storing the user's message, which may still be under way) runs
 * beside it too: either refusal stops the turn and is what it throws. `beforeStore` runs once the stream
 * has ended (the realtime chat finishes speaking there).
 */
export async function streamTurn(
  deps: TurnDeps,
  viewer: Viewer,
  turn: {
    conversation: ConversationRow
    history: { persona: 1 | 2; content: string }[]
    before?: Promise<unknown>
    signal?: AbortSignal
    onChunk?: (text: string) => void
    beforeStore?: () => Promise<void>
  },
) {
  const { db, ai } = deps
  const c = turn.conversation
  const before = turn.before ?? Promise.resolve()
  const speaker = nextSpeaker(humanSideOf(c), turn.history.at(-1)?.persona ?? null)
  const stop = new AbortController()
  const abort = () => stop.abort()
  turn.signal?.addEventListener('abort', abort)
  const source = turnSource(ai, c, speaker, turn.history, stop.signal)
  const limit = source.asksModel
    ? consume(db, `ai:${viewer.id}`, deps.aiCallsPerMinute, deps.now())
    : Promise.resolve()
  limit.catch(abort)
  before.catch(abort)
  const filter = createSignalStreamFilter()
  const emit = (text: string) => text && turn.onChunk?.(text)
  let raw = ''
  try {
    try {
      for await (const chunk of source.chunks) {
        raw += chunk
        emit(filter.push(chunk))
      }
    } catch (error) {
      // A refusal explains the abort; the user message's first (retrying cannot help it).
      await before
      await limit
      rethrowAiFailure(error)
    }
    await before
    await limit
  } finally {
    turn.signal?.removeEventListener('abort', abort)
  }
  emit(filter.flush())
  await turn.beforeStore?.()
  return completeTurn({ db, now: deps.now }, c, speaker, raw)
}

/** The HTTP agent turn (and the admin's AI-vs-AI interview): `streamTurn` on the stored conversation. */
export async function runAgentTurn(deps: TurnDeps, viewer: Viewer, id: string, signal?: AbortSignal) {
  const { conversation, history } = await openConversation(deps.db, viewer, id)
  if (conversation.endedAt) throw new HttpError(409, 'The interview is complete')
  try {
    return await streamTurn(deps, viewer, { conversation, history, ...(signal ? { signal } : {}) })
  } catch (error) {
    deps.logger.error('agent turn failed', { conversationId: id, provider: deps.ai.kind, error })
    throw error
  }
}

/** Stores a finished reply without its signals block; `end_interview` from the interviewer ends the conversation. */
export async function completeTurn(
  deps: { db: Database; now: Clock },
  c: ConversationRow,
  speaker: 1 | 2,
  raw: string,
) {
  const { content, signals } = parseSignals(raw)
  const ends = speaker === 1 && hasSignal(signals, END_INTERVIEW)
  if (!content && !ends) throw new HttpError(502, 'The AI provider returned an empty reply')
  const [row] = await appendMessages(
    deps.db,
    c.id,
    [{ persona: speaker, content: content || '…' }],
    deps.now(),
    {
      rateLimited: false,
      ends,
    },
  )
  return { message: toMessageDto(c, row!), next_action: ends ? ('end' as const) : ('continue' as const) }
}

/**
 * The founder's "Finish interview" (HTTP and realtime alike): once `MIN_ANSWERS_TO_FINISH` answers are in,
 * the interview ends as if the interviewer had sent the end signal — its closing message is stored and the
 * conversation ended — so the plan can be generated. The owner is in the query (another user's id → 404).
 * Finishing an ended interview changes nothing and answers the same (`message: null`); of two finishes at
 * once, only the one that ends the conversation stores the closing message.
 */
export async function finishInterview(deps: { db: Database; now: Clock }, viewer: Viewer, id: string) {
  const { conversation: c, history } = await openConversation(deps.db, viewer, id)
  const decision = finishDecision({
    ended: c.endedAt !== null,
    hasHuman: humanSideOf(c) !== null,
    founderAnswers: founderAnswerCount(history),
  })
  if (decision.kind === 'refuse') throw new HttpError(409, decision.message)
  const unchanged = { ended: true as const, message: null }
  if (decision.kind === 'ended') return unchanged
  const now = deps.now()
  const claimed = await deps.db
    .update(conversations)
    .set({ endedAt: now })
    .where(and(eq(conversations.id, c.id), isNull(conversations.endedAt)))
    .returning({ id: conversations.id })
  if (claimed.length === 0) return unchanged
  const closing = { persona: INTERVIEWER, content: CLOSING_MESSAGE } as const
  const [row] = await appendMessages(deps.db, c.id, [closing], now, { rateLimited: false })
  return { ended: true as const, message: toMessageDto(c, row!) }
}

/** An admin's transcript fill (the sample interview): the messages are stored and the interview ends. */
export async function fillTranscript(
  deps: { db: Database; now: Clock },
  viewer: Viewer,
  id: string,
  entries: BulkEntry[],
) {
  const c = await findConversation(deps.db, viewer, id)
  await appendMessages(
    deps.db,
    c.id,
    entries.map((e) => ({ persona: e.persona_number, content: e.content.trim() })),
    deps.now(),
    { ends: true },
  )
}
