import { Elysia } from 'elysia'
import { HttpError } from './errors'
import {
  describeProblem,
  findInputProblem,
  type InputProblem,
  jsonNestsDeeperThan,
  MAX_JSON_DEPTH,
} from './input-policy'
import { passesOriginCheck } from './origin'

/** Whether the path is better-auth's (read from the URL's text: no URL object on every request). */
const isAuthPath = (request: Request) => {
  const url = request.url
  return url.startsWith('/api/auth/', url.indexOf('/', url.indexOf('//') + 2))
}

/**
 * Checks every API request gets before any route sees it: a declared body over the limit refused
 * before it is read, a trusted Origin for cookie-carrying writes (better-auth checks its own routes),
 * JSON bounded in size and depth before it is parsed, and the input policy over the parsed body,
 * query and path parameters.
 */
/** The one route whose body is a file: a picture added to a post. */
const UPLOAD_PATH = /\/api\/marketing-sessions\/[^/?#]+\/tweets\/[^/?#]+\/images\/?(?:[?#]|$)/

export const requestGuards = (options: {
  trustedOrigins: readonly string[]
  maxBodyBytes: number
  /** Bodies that carry a file (a picture for a post) may be this large; every other body is held to maxBodyBytes. */
  maxUploadBytes?: number
  /** Counts a refusal against the client's address (the sign-in attempts' per-address budget). */
  onRefusal?: (ip: string) => Promise<void>
}) => {
  type Server = { requestIP(request: Request): { address: string } | null } | null
  /** Counts the refusal, then throws it: only refusals pay for the await. */
  const refuse = async (request: Request, server: Server, error: HttpError): Promise<never> => {
    const ip = server?.requestIP(request)?.address
    if (ip && options.onRefusal) await options.onRefusal(ip)
    throw error
  }
  return (
    new Elysia({ name: 'request-guards' })
      // One hook for what every request is checked for first: each request hook Elysia runs costs a
      // bare route ~5% of its throughput.
      .onRequest(({ request, server }) => {
        const method = request.method
        // GET and HEAD pass the cross-site rule and no route reads their bodies (Bun's cap, twice the
        // limit, still bounds one): their URL and headers stay unread. Bun builds each only when asked,
        // and building them was most of /api/health's cost over a bare route.
        if (method === 'GET' || method === 'HEAD') return
        const length = Number(request.headers.get('content-length') ?? 0)
        const limit =
          options.maxUploadBytes && method === 'POST' && UPLOAD_PATH.test(request.url)
            ? options.maxUploadBytes
            : options.maxBodyBytes
        if (length > limit)
          return refuse(request, server, new HttpError(413, `Request body is larger than ${limit} bytes`))
        if (isAuthPath(request)) return
        if (!passesOriginCheck(method, request.headers, options.trustedOrigins))
          return refuse(
            request,
            server,
            new HttpError(403, 'This request must come from the app’s own origin'),
          )
      })
      .onParse({ as: 'global' }, async ({ request, contentType, server }) => {
        // better-auth reads its own bodies: leave them unread (null stops Elysia's default parser too).
        if (isAuthPath(request)) return null
        if (!contentType?.toLowerCase().startsWith('application/json')) return
        const text = await request.text()
        // Elysia wraps what a parser throws in its PARSE error; the error handler unwraps HttpErrors.
        if (text.length > options.maxBodyBytes)
          return refuse(
            request,
            server,
            new HttpError(413, `Request body is larger than ${options.maxBodyBytes} bytes`),
          )
        if (jsonNestsDeeperThan(text))
          return refuse(
            request,
            server,
            new HttpError(422, `body: nests deeper than ${MAX_JSON_DEPTH} levels`),
          )
        if (!text.trim()) return {}
        try {
          return JSON.parse(text) as unknown
        } catch {
          return refuse(request, server, new HttpError(400, 'The request body is not valid JSON'))
        }
      })
      .onTransform({ as: 'global' }, ({ body, params, request, server }) => {
        const problem =
          findInputProblem(params ?? {}, []) ?? queryProblem(request) ?? findInputProblem(body, [])
        if (problem) return refuse(request, server, new HttpError(422, describeProblem(problem)))
      })
  )
}

/**
 * The input policy over the URL's query parameters (every value of a repeated one), read from the
 * URL's text. A global hook that names Elysia's `query` makes Elysia parse every request's query for
 * it, which cost a tenth of /api/health's throughput; most requests have none.
 */
function queryProblem(request: Request): InputProblem | null {
  const url = request.url
  const at = url.indexOf('?')
  if (at < 0) return null
  for (const [key, value] of new URLSearchParams(url.slice(at + 1))) {
    // A computed key is the object's own, `__proto__` too, as in Elysia's parsed query.
    const problem = findInputProblem({ [key]: value }, [])
    if (problem) return problem
  }
  return null
}
