import { END_INTERVIEW, hasSignal, parseSignals } from '../../shared/signals'
import { rethrowAiFailure } from '../ai/provider'
import type { Clock, TurnDeps, Viewer } from '../context'
import type { Database } from '../db/database'
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

/** The AI's side of a conversation: a whole turn over HTTP, storing a streamed reply, a transcript fill. */

/**
 * One AI turn: the right persona speaks with its own prompt, the reply streams through `onChunk`, the
 * signals block is stripped before storing, and `end_interview` ends the conversation.
 */
export async function runAgentTurn(
  deps: TurnDeps,
  viewer: Viewer,
  id: string,
  onChunk?: (text: string) => void,
  signal?: AbortSignal,
) {
  const { db, ai, logger } = deps
  const { conversation: c, history: rows } = await openConversation(db, viewer, id)
  if (c.endedAt) throw new HttpError(409, 'The interview is complete')
  const speaker = nextSpeaker(humanSideOf(c), rows.at(-1)?.persona ?? null)
  // As in the realtime chat: the AI-call limit is counted beside the provider call, and a refusal aborts it.
  const turn = new AbortController()
  const abort = () => turn.abort()
  signal?.addEventListener('abort', abort)
  const limit = consume(db, `ai:${viewer.id}`, deps.aiCallsPerMinute, deps.now())
  limit.catch(abort)

  let raw = ''
  try {
    for await (const chunk of ai.streamReply(replyRequest(c, speaker, rows), turn.signal)) {
      raw += chunk
      onChunk?.(chunk)
    }
  } catch (error) {
    await limit // a rate-limit refusal explains the abort
    logger.error('agent turn failed', { conversationId: id, provider: ai.kind, error })
    rethrowAiFailure(error)
  } finally {
    signal?.removeEventListener('abort', abort)
  }
  await limit
  return completeTurn({ db, now: deps.now }, c, speaker, raw)
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
