import { Elysia, t } from 'elysia'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import { findConversation } from '../conversations/service'
import { HttpError } from '../http/errors'
import { passesOriginCheck } from '../http/origin'
import { ChatConnection, type ChatDeps } from './chat-connection'

/** Each open socket's connection (keyed by the raw socket, which outlives Elysia's per-event wrapper). */
const connections = new WeakMap<object, ChatConnection>()

/**
 * The realtime chat at /api/ws/voice-chat/:conversationId. The upgrade passes the same guard and
 * cross-site rule as every HTTP route: refused without a (non-anonymous) session, for a conversation
 * the user cannot see, or when it carries a cookie from a foreign Origin.
 */
export const realtimeRoutes = (deps: ChatDeps, auth: Auth, trustedOrigins: string[]) =>
  new Elysia({ name: 'realtime' }).use(authPlugin(auth)).ws('/ws/voice-chat/:conversationId', {
    auth: true,
    params: t.Object({ conversationId: t.String({ format: 'uuid' }) }),
    async beforeHandle({ request, params, user }) {
      if (!passesOriginCheck(request.method, request.headers, trustedOrigins))
        throw new HttpError(403, 'This request must come from the app’s own origin')
      // Refusals are the API's own errors (401, 403, 404), worded as over HTTP.
      await findConversation(deps.db, user, params.conversationId)
    },
    open(ws) {
      // The guard's user rides on the socket: the session is read once per upgrade.
      const connection = new ChatConnection(deps, ws.data.user, ws.data.params.conversationId, {
        send: (message) => ws.send(JSON.stringify(message)),
        // Only a Buffer goes out as a binary frame (STACK-NOTES).
        sendBinary: (frame) => ws.send(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength)),
        close: (code, reason) => ws.close(code, reason),
      })
      connections.set(ws.raw, connection)
    },
    message(ws, data) {
      const connection = connections.get(ws.raw)
      // JSON text frames arrive parsed; binary frames (voice) arrive as Buffers.
      if (data instanceof ArrayBuffer) connection?.handleBinary(new Uint8Array(data))
      else if (ArrayBuffer.isView(data))
        connection?.handleBinary(new Uint8Array(data.buffer, data.byteOffset, data.byteLength))
      else connection?.handle(data)
    },
    close(ws) {
      connections.get(ws.raw)?.closed()
      connections.delete(ws.raw)
    },
  })
