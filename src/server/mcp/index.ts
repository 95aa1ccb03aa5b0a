import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { Elysia } from 'elysia'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import { type ApiCall, chadMcpServer } from './tools'

/** The caller's own credentials, passed on to each API call a tool makes. */
const FORWARDED = ['authorization', 'x-api-key', 'cookie', 'origin']

/**
 * /api/mcp: an MCP server (Streamable HTTP, stateless: each request its own server and transport) for a
 * founder's own agent, authorised by their API key. Its tools call this API in-process as the caller
 * (`handle`: the app's own fetch), so scopes, ownership and validation are the API's.
 */
export const mcpRoutes = (auth: Auth, handle: (request: Request) => Promise<Response>) =>
  new Elysia({ detail: { tags: ['mcp'] } }).use(authPlugin(auth)).all(
    '/mcp',
    async ({ request, body }) => {
      const headers = new Headers()
      for (const name of FORWARDED) {
        const value = request.headers.get(name)
        if (value) headers.set(name, value)
      }
      const origin = new URL(request.url).origin
      const call: ApiCall = async (method, path, body) => {
        const res = await handle(
          new Request(`${origin}${path}`, {
            method,
            headers:
              body === undefined
                ? headers
                : { ...Object.fromEntries(headers), 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        )
        const raw = await res.text()
        let data: unknown = raw
        try {
          data = raw ? JSON.parse(raw) : null
        } catch {}
        return { status: res.status, data }
      }
      const server = chadMcpServer(call)
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      })
      await server.connect(transport)
      try {
        // The body was read and checked (size, depth, JSON) by the app's own parser.
        return await transport.handleRequest(request, request.method === 'POST' ? { parsedBody: body } : {})
      } finally {
        void server.close()
      }
    },
    { auth: true, detail: { summary: 'MCP server (Streamable HTTP)' } },
  )
