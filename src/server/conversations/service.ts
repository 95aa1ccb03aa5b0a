import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import { humanSide, isHuman, NIL_UUID } from '../../shared/conversations'
import { isAdmin, visibleTo } from '../auth/access'
import type { Viewer } from '../context'
import type { Database } from '../db/database'
import { databaseErrorOf } from '../db/errors'
import { perDatabase } from '../db/per-database'
import { conversations, messages } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { currentPrompt } from '../personas/service'
import { rateLimited } from '../rate-limit/service'
import type { ConversationDto, MessageDto } from './model'
import { acceptedUserMessage } from './rules'

/**
 * Conversations and their messages in the database: owner-scoped reads, creation, deletion and the
 * one way messages are appended. AI turns live in `turns.ts`, the pure rules in `rules.ts`.
 */

export type ConversationRow = typeof conversations.$inferSelect
type MessageRow = typeof messages.$inferSelect

export const side = (n: number) => (n === 1 ? 1 : 2) as 1 | 2

function summary(c: ConversationRow) {
  return {
    id: c.id,
    persona_id_1: c.personaId1,
    persona_id_2: c.personaId2,
    persona_1_name: c.persona1Name,
    persona_2_name: c.persona2Name,
    ended: c.endedAt !== null,
    created_at: c.createdAt,
  }
}

export function toMessageDto(c: ConversationRow, m: MessageRow): MessageDto {
  return {
    id: m.id,
    conversation_id: m.conversationId,
    persona: side(m.persona),
    content: m.content,
    ordering: m.ordering,
    created_at: m.createdAt,
    updated_at: m.updatedAt,
    persona_name: m.persona === 1 ? c.persona1Name : c.persona2Name,
    ...(m.interrupted ? { interrupted: true as const } : {}),
  }
}

export async function findConversation(db: Database, viewer: Viewer, id: string): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), visibleTo(viewer, conversations.ownerId)))
  if (!row) throw notFound('Conversation')
  return row
}

export async function listConversations(db: Database, viewer: Viewer) {
  const rows = await db
    .select()
    .from(conversations)
    .where(visibleTo(viewer, conversations.ownerId))
    .orderBy(desc(conversations.createdAt))
  return rows.map(summary)
}

/** The conversation's messages in order, as the API shows them. */
async function messagesOf(db: Database, c: ConversationRow) {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, c.id))
    .orderBy(asc(messages.ordering))
  return rows.map((m) => toMessageDto(c, m))
}

/**
 * The conversation (as `viewer` may see it) and its history (who said what, in order: what a reply is
 * written from) in one prepared query: what an agent turn and a realtime connection start from. The
 * owner is in the query (another user's id → 404).
 */
export async function openConversation(db: Database, viewer: Viewer, id: string) {
  const [row] = await conversationReads(db)[isAdmin(viewer) ? 'admin' : 'owner'].execute({
    id,
    ownerId: viewer.id,
  })
  if (!row) throw notFound('Conversation')
  const history = (JSON.parse(row.history) as [number, string][]).map(([persona, content]) => ({
    persona: side(persona),
    content,
  }))
  return { conversation: row.conversation, history }
}

const conversationReads = perDatabase((db) => {
  const read = (owner: SQL | undefined, name: string) =>
    db
      .select({
        conversation: conversations,
        history: sql<string>`coalesce((
          select json_agg(json_build_array(m.persona, m.content) order by m.ordering)
          from ${messages} m where m.conversation_id = ${conversations}.id
        ), '[]')::text`,
      })
      .from(conversations)
      .where(and(eq(conversations.id, sql.placeholder('id')), owner))
      .prepare(name)
  return {
    owner: read(eq(conversations.ownerId, sql.placeholder('ownerId')), 'conversation_open'),
    admin: read(undefined, 'conversation_open_any'),
  }
})

/** The side the human speaks for, or null in an AI-vs-AI conversation. */
export const humanSideOf = (c: ConversationRow) =>
  humanSide({ persona_id_1: c.personaId1, persona_id_2: c.personaId2 })

export async function listMessages(db: Database, viewer: Viewer, id: string) {
  return messagesOf(db, await findConversation(db, viewer, id))
}

export async function getConversation(db: Database, viewer: Viewer, id: string): Promise<ConversationDto> {
  const c = await findConversation(db, viewer, id)
  return {
    ...summary(c),
    persona_1_prompt: isAdmin(viewer) ? c.persona1Prompt : null,
    persona_2_prompt: isAdmin(viewer) ? c.persona2Prompt : null,
    messages: await messagesOf(db, c),
  }
}

/**
 * Human mode: persona 1 speaks with the human (persona 2 is the all-zero UUID).
 * AI mode: persona 1 (a base prompt) interviews persona 2 (a founder).
 */
export async function createConversation(
  db: Database,
  owner: Viewer,
  input: {
    persona_id_1: string
    persona_id_2?: string
    initial_message_1?: string
    initial_message_2?: string
  },
) {
  const first = await currentPrompt(db, input.persona_id_1)
  const second =
    input.persona_id_2 && !isHuman(input.persona_id_2) ? await currentPrompt(db, input.persona_id_2) : null
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversations)
      .values({
        ownerId: owner.id,
        personaId1: input.persona_id_1,
        personaId2: second ? input.persona_id_2! : NIL_UUID,
        persona1Name: first.name,
        persona2Name: second ? second.name : owner.name,
        persona1Prompt: first.prompt,
        persona2Prompt: second ? second.prompt : null,
      })
      .returning()
    const initial = [input.initial_message_1, input.initial_message_2]
      .map((content, i) => ({ content, persona: i + 1 }))
      .filter((m): m is { content: string; persona: number } => Boolean(m.content?.trim()))
    if (initial.length) {
      await tx.insert(messages).values(
        initial.map((m, i) => ({
          conversationId: row!.id,
          persona: m.persona,
          content: m.content,
          ordering: i,
        })),
      )
    }
    return row!
  })
}

export async function deleteConversation(db: Database, viewer: Viewer, id: string) {
  await findConversation(db, viewer, id)
  await db.delete(conversations).where(eq(conversations.id, id))
}

export async function deleteMessage(db: Database, viewer: Viewer, id: string, messageId: string) {
  await findConversation(db, viewer, id)
  const deleted = await db
    .delete(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, id)))
    .returning({ id: messages.id })
  if (deleted.length === 0) throw notFound('Message')
}

/**
 * A spoken reply the founder talked over keeps only what they heard (`keep`, from the reply's own
 * words), marked interrupted: the conversation's last message, when it is the interviewer's. Returns
 * the message as stored, or null when the last message is not a reply (nothing to cut).
 */
export async function keepHeardPart(
  db: Database,
  viewer: Viewer,
  id: string,
  keep: (reply: string) => string,
  now: Date,
): Promise<MessageDto | null> {
  const c = await findConversation(db, viewer, id)
  const human = humanSideOf(c)
  const [last] = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, id))
    .orderBy(desc(messages.ordering))
    .limit(1)
  if (!last || !human || last.persona === human) return null
  const content = keep(last.content)
  if (content === last.content) return toMessageDto(c, last)
  const [cut] = await db
    .update(messages)
    .set({ content, interrupted: true, updatedAt: now })
    .where(and(eq(messages.id, last.id), eq(messages.conversationId, id)))
    .returning()
  return toMessageDto(c, cut ?? last)
}

/** At most this many messages are stored per conversation (docs/security.md: Limits). */
export const MAX_MESSAGES_PER_CONVERSATION = 1000
/** Message writes (a user message, a reply, a transcript fill) per minute, per conversation and per user. */
export const MESSAGE_WRITES_PER_MINUTE = { conversation: 60, user: 120 }

/**
 * Appends messages in order, in one statement (a chat turn's write is one round trip): the database's
 * `append_messages` (drizzle/0005) locks the conversation's row, so concurrent writers queue instead of
 * racing for the same ordering (never a unique-constraint 500, on either database); under the same lock
 * both stored-message rate limits are counted (`consume_limits`, as `consumeAll` counts), and the
 * per-conversation cap is checked by the insert itself. A refusal undoes the counting.
 * `ends`: the same statement ends the conversation (a reply with end_interview, a transcript fill).
 */
export async function appendMessages(
  db: Database,
  conversationId: string,
  items: { persona: 1 | 2; content: string }[],
  now: Date,
  {
    rateLimited: limited = true,
    ends = false,
  }: {
    /** AI replies pass false: they are already bounded by the AI-call limit (and evaluations lift that). */
    rateLimited?: boolean
    ends?: boolean
  } = {},
) {
  const windowMs = 60_000
  const limits = limited ? MESSAGE_WRITES_PER_MINUTE : { conversation: null, user: null }
  let rows: Awaited<ReturnType<ReturnType<typeof appendStatement>['execute']>>
  try {
    rows = await appendStatement(db).execute({
      conversationId,
      items: JSON.stringify(items.map((m, i) => ({ ...m, n: i + 1 }))),
      now: now.toISOString(),
      windowStart: new Date(now.getTime() - windowMs).toISOString(),
      conversationLimit: limits.conversation,
      userLimit: limits.user,
      maxMessages: MAX_MESSAGES_PER_CONVERSATION,
      ends,
    })
  } catch (error) {
    const refusal = databaseErrorOf(error)
    if (refusal?.code === 'CH404') throw notFound('Conversation')
    if (refusal?.code === 'CH409')
      throw new HttpError(409, `A conversation holds at most ${MAX_MESSAGES_PER_CONVERSATION} messages`)
    if (refusal?.code === 'CH429') {
      const over = JSON.parse(refusal.detail ?? '{}') as { limit: number; window_start_ms: number }
      throw rateLimited('messages', over.limit, windowMs, over.window_start_ms, now)
    }
    throw error
  }
  return rows
    .map((r) => ({
      id: String(r.id),
      conversationId: String(r.conversation_id),
      persona: Number(r.persona),
      content: String(r.content),
      ordering: Number(r.ordering),
      createdAt: new Date(r.created_at),
      updatedAt: new Date(r.updated_at),
      interrupted: false,
    }))
    .sort((a, b) => a.ordering - b.ordering)
}

/**
 * `append_messages` prepared once per database, as the hot reads are: every chat turn runs it twice. On
 * Postgres a prepared statement is planned once and its rows described once (unprepared, the driver
 * sends and parses both per call); on either database the SQL is built once. The timestamps come back
 * as the driver's raw text (drizzle maps them only for table columns).
 */
const appendStatement = perDatabase((db) =>
  db
    .select({
      id: sql<string>`id`,
      conversation_id: sql<string>`conversation_id`,
      persona: sql<number>`persona`,
      content: sql<string>`content`,
      ordering: sql<number>`ordering`,
      created_at: sql<string>`created_at`,
      updated_at: sql<string>`updated_at`,
    })
    .from(
      sql`append_messages(${sql.placeholder('conversationId')}::uuid, ${sql.placeholder('items')}::jsonb,
        ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('windowStart')}::timestamptz,
        ${sql.placeholder('conversationLimit')}::int, ${sql.placeholder('userLimit')}::int,
        ${sql.placeholder('maxMessages')}::int, ${sql.placeholder('ends')}::boolean)`,
    )
    .prepare('append_messages'),
)

export async function addUserMessage(db: Database, viewer: Viewer, id: string, content: string, now: Date) {
  const c = await findConversation(db, viewer, id)
  const accepted = acceptedUserMessage(c, humanSideOf(c), content)
  if (!accepted.ok) throw new HttpError(accepted.status, accepted.message)
  const [row] = await appendMessages(db, id, [{ persona: accepted.human, content: accepted.content }], now)
  return toMessageDto(c, row!)
}
