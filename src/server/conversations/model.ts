import { t } from 'elysia'

export const message = t.Object({
  id: t.String(),
  conversation_id: t.String(),
  persona: t.Union([t.Literal(1), t.Literal(2)]),
  content: t.String(),
  ordering: t.Number(),
  created_at: t.Date(),
  updated_at: t.Date(),
  persona_name: t.String(),
  /** Present (true) on a spoken reply the founder talked over: content is what they heard. */
  interrupted: t.Optional(t.Literal(true)),
})
export type MessageDto = typeof message.static

export const conversationSummary = t.Object({
  id: t.String(),
  persona_id_1: t.String(),
  persona_id_2: t.String(),
  persona_1_name: t.String(),
  persona_2_name: t.String(),
  ended: t.Boolean(),
  created_at: t.Date(),
})

export const conversation = t.Composite([
  conversationSummary,
  t.Object({
    /** Prompts are admin-only; other viewers get null. */
    persona_1_prompt: t.Nullable(t.String()),
    persona_2_prompt: t.Nullable(t.String()),
    messages: t.Array(message),
  }),
])
export type ConversationDto = typeof conversation.static

export const createBody = t.Object({
  persona_id_1: t.String({ format: 'uuid' }),
  persona_id_2: t.Optional(t.String({ format: 'uuid' })),
  initial_message_1: t.Optional(t.String({ minLength: 1, maxLength: 10_000 })),
  initial_message_2: t.Optional(t.String({ minLength: 1, maxLength: 10_000 })),
})

export const userMessageBody = t.Object({ content: t.String({ minLength: 1, maxLength: 10_000 }) })

export const agentTurn = t.Object({
  message,
  next_action: t.Union([t.Literal('continue'), t.Literal('end')]),
})

/** The founder's "Finish interview": the closing message stored now, or null when it had already ended. */
export const finished = t.Object({
  ended: t.Literal(true),
  message: t.Nullable(message),
})

export const idParams = t.Object({ id: t.String({ format: 'uuid' }) })
export const messageParams = t.Object({
  id: t.String({ format: 'uuid' }),
  messageId: t.String({ format: 'uuid' }),
})
