import { Elysia } from 'elysia'
import { HttpError } from './errors'
import { describeProblem, findInputProblem, jsonNestsDeeperThan, MAX_JSON_DEPTH } from './input-policy'
import { passesOriginCheck } from './origin'

/** Whether the path is better-auth's (read from the URL's text: no URL object on every request). */
const isAuthPath = (request: Request) => {
  const url = request.url
  return url.startsWith('/api/auth/', url.indexOf('/', url.indexOf('//') + 2))
}

/**
 * Checks every API request gets before any route sees it: a trusted Origin for cookie-carrying
 * writes (better-auth checks its own routes), JSON bounded in size and depth before it is parsed,
 * and the input policy over the parsed body, query and path parameters.
 */
export const requestGuards = (options: { trustedOrigins: readonly string[]; maxBodyBytes: number }) =>
  new Elysia({ name: 'request-guards' })
    .onRequest(({ request }) => {
      if (isAuthPath(request)) return
      if (!passesOriginCheck(request.method, request.headers, options.trustedOrigins))
        throw new HttpError(403, 'This request must come from the app’s own origin')
    })
    .onParse({ as: 'global' }, async ({ request, contentType }) => {
      // better-auth reads its own bodies: leave them unread (null stops Elysia's default parser too).
      if (isAuthPath(request)) return null
      if (!contentType?.toLowerCase().startsWith('application/json')) return
      const text = await request.text()
      // Elysia wraps what a parser throws in its PARSE error; the error handler unwraps HttpErrors.
      if (text.length > options.maxBodyBytes)
        throw new HttpError(413, `Request body is larger than ${options.maxBodyBytes} bytes`)
      if (jsonNestsDeeperThan(text))
        throw new HttpError(422, `body: nests deeper than ${MAX_JSON_DEPTH} levels`)
      if (!text.trim()) return {}
      try {
        return JSON.parse(text) as unknown
      } catch {
        throw new HttpError(400, 'The request body is not valid JSON')
      }
    })
    .onTransform({ as: 'global' }, ({ body, query, params }) => {
      const problem =
        findInputProblem(params ?? {}, []) ?? findInputProblem(query ?? {}, []) ?? findInputProblem(body, [])
      if (problem) throw new HttpError(422, describeProblem(problem))
    })
