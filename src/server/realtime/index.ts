import { Elysia, t } from 'elysia'
import type { Auth } from '../auth/auth'
import { readSession } from '../auth/plugin'
import { findConversation } from '../conversations/service'
import { HttpError } from '../http/errors'
import { ChatConnection, type ChatDeps } from './chat-connection'

/**
 * The realtime chat at /api/ws/voice-chat/:conversationId. The upgrade is refused without a
 * (non-anonymous) session, for a conversation the user cannot see, or from a foreign Origin.
 */
export const realtimeRoutes = (deps: ChatDeps, auth: Auth, trustedOrigins: string[]) => {
  const connections = new WeakMap<object, Promise<ChatConnection | null>>()
  return new Elysia({ name: 'realtime' }).ws('/ws/voice-chat/:conversationId', {
    params: t.Object({ conversationId: t.String({ format: 'uuid' }) }),
    async beforeHandle({ request, params, status }) {
      const origin = request.headers.get('origin')
      if (origin && !trustedOrigins.includes(origin)) return status(403, 'Forbidden origin')
      const session = await readSession(auth, request.headers)
      if (!session || session.user.isAnonymous) return status(401, 'Not authorized')
      try {
        await findConversation(deps.db, session.user, params.conversationId)
      } catch (error) {
        if (error instanceof HttpError) return status(error.status as 404, error.message)
        throw error
      }
    },
    open(ws) {
      // Register at once: the client's handshake may arrive before the session lookup finishes, so frames
      // wait on the connection promise instead of being dropped.
      const ready = readSession(auth, new Headers(ws.data.headers as Record<string, string>)).then(
        (session) => {
          if (!session || session.user.isAnonymous) {
            ws.close(3000, 'Not authorized')
            return null
          }
          return new ChatConnection(deps, session.user, ws.data.params.conversationId, {
            send: (message) => ws.send(JSON.stringify(message)),
            // Only a Buffer goes out as a binary frame (STACK-NOTES).
            sendBinary: (frame) => ws.send(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength)),
            close: (code, reason) => ws.close(code, reason),
          })
        },
      )
      connections.set(ws.raw, ready)
    },
    message(ws, data) {
      // JSON text frames arrive parsed; binary frames (voice) arrive as Buffers.
      connections.get(ws.raw)?.then((connection) => {
        if (data instanceof ArrayBuffer) connection?.handleBinary(new Uint8Array(data))
        else if (ArrayBuffer.isView(data))
          connection?.handleBinary(new Uint8Array(data.buffer, data.byteOffset, data.byteLength))
        else connection?.handle(data)
      })
    },
    close(ws) {
      connections.get(ws.raw)?.then((connection) => connection?.closed())
      connections.delete(ws.raw)
    },
  })
}
