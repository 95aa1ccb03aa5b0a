import { Elysia, t } from 'elysia'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import type { TurnDeps } from '../context'
import {
  agentTurn,
  conversation,
  conversationSummary,
  createBody,
  finished,
  idParams,
  message,
  messageParams,
  userMessageBody,
} from './model'
import {
  addUserMessage,
  createConversation,
  deleteConversation,
  deleteMessage,
  getConversation,
  listConversations,
  listMessages,
} from './service'
import { finishInterview, runAgentTurn } from './turns'

/** Conversations (SPEC §7): owners see their own, admins see all; only admins create them directly. */
export const conversationRoutes = (deps: TurnDeps, auth: Auth) => {
  const { db } = deps
  return new Elysia({ prefix: '/conversations', detail: { tags: ['conversations'] } })
    .use(authPlugin(auth))
    .get('/', ({ user }) => listConversations(db, user), {
      auth: true,
      response: t.Array(conversationSummary),
    })
    .get('/:id', ({ user, params }) => getConversation(db, user, params.id), {
      auth: true,
      params: idParams,
      response: conversation,
    })
    .get('/:id/messages', ({ user, params }) => listMessages(db, user, params.id), {
      auth: true,
      params: idParams,
      response: t.Array(message),
    })
    .post(
      '/',
      async ({ user, body }) => {
        const row = await createConversation(db, user, body)
        return getConversation(db, user, row.id)
      },
      { admin: true, body: createBody, response: conversation },
    )
    .delete(
      '/:id',
      async ({ user, params }) => {
        await deleteConversation(db, user, params.id)
        return { deleted: true as const }
      },
      { auth: true, params: idParams },
    )
    .delete(
      '/:id/messages/:messageId',
      async ({ user, params }) => {
        await deleteMessage(db, user, params.id, params.messageId)
        return { deleted: true as const }
      },
      { auth: true, params: messageParams },
    )
    .post(
      '/:id/user-message',
      ({ user, params, body }) => addUserMessage(db, user, params.id, body.content, deps.now()),
      {
        auth: true,
        params: idParams,
        body: userMessageBody,
        response: message,
      },
    )
    .post(
      '/:id/agent-turn',
      ({ user, params, request }) => runAgentTurn(deps, user, params.id, request.signal),
      {
        auth: true,
        params: idParams,
        response: agentTurn,
      },
    )
    .post('/:id/finish', ({ user, params }) => finishInterview(deps, user, params.id), {
      auth: true,
      params: idParams,
      response: finished,
    })
}
