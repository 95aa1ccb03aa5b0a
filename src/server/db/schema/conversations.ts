import { relations } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth'
import { id, timestamps } from './columns'

export const conversationPurposes = ['interview', 'check_in'] as const
export type ConversationPurpose = (typeof conversationPurposes)[number]

/**
 * A conversation between two participants. Persona ids are plain uuids (no foreign key): the
 * all-zero UUID stands for the human (SPEC §3), and a conversation keeps the names and prompts it
 * was created with (snapshots), so deleting or editing a persona never rewrites history.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    personaId1: uuid('persona_id_1').notNull(),
    personaId2: uuid('persona_id_2').notNull(),
    persona1Name: text('persona_1_name').notNull(),
    persona2Name: text('persona_2_name').notNull(),
    persona1Prompt: text('persona_1_prompt'),
    persona2Prompt: text('persona_2_prompt'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** `interview` (the founder's story) or `check_in` (a short talk before the next two weeks). */
    purpose: text('purpose').$type<ConversationPurpose>().notNull().default('interview'),
    ...timestamps,
  },
  (table) => [index('conversations_owner_created_idx').on(table.ownerId, table.createdAt)],
)

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** 1 or 2: which participant spoke. */
    persona: smallint('persona').notNull(),
    content: text('content').notNull(),
    ordering: integer('ordering').notNull(),
    /** A spoken reply the founder talked over: content is only what was played before they did. */
    interrupted: boolean('interrupted').notNull().default(false),
    ...timestamps,
  },
  (table) => [unique('messages_conversation_ordering_uq').on(table.conversationId, table.ordering)],
)

export const conversationsRelations = relations(conversations, ({ many, one }) => ({
  messages: many(messages),
  owner: one(user, { fields: [conversations.ownerId], references: [user.id] }),
}))
export const messagesRelations = relations(messages, ({ one }) => ({
  conversation: one(conversations, { fields: [messages.conversationId], references: [conversations.id] }),
}))
