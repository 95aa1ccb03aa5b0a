import { Elysia } from 'elysia'
import type { Logger } from './logger'

/** A failure with an HTTP status and a message that is safe to show to users. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra response headers, such as `Retry-After` on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`)

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
}

export const reasonPhrase = (status: number) => reasons[status] ?? 'Error'

/** `{ error, message }` for every failure; never a stack trace. */
export const errorBody = (status: number, message: string) => ({ error: reasonPhrase(status), message })

type ValidationLike = { all?: { path?: string; summary?: string; message?: string }[]; message: string }

function validationMessage(error: ValidationLike): string {
  const first = error.all?.[0]
  if (!first) return 'Invalid request'
  const field = first.path?.replace(/^\//, '').replaceAll('/', '.')
  const text = first.summary ?? first.message ?? 'is invalid'
  return field ? `${field}: ${text}` : text
}

/** Turns every thrown error into JSON with the right status. */
export const errorHandler = (logger: Logger) =>
  new Elysia({ name: 'error-handler' })
    .error({ HttpError })
    .onError({ as: 'global' }, ({ code, error, set, request }) => {
      set.headers['content-type'] = 'application/json'
      switch (code) {
        case 'HttpError':
          Object.assign(set.headers, error.headers)
          set.status = error.status
          return errorBody(error.status, error.message)
        case 'NOT_FOUND':
          set.status = 404
          return errorBody(404, `No route for ${request.method} ${new URL(request.url).pathname}`)
        case 'VALIDATION':
          set.status = 422
          return errorBody(422, validationMessage(error as unknown as ValidationLike))
        case 'PARSE':
          if (error.cause instanceof HttpError) {
            set.status = error.cause.status
            return errorBody(error.cause.status, error.cause.message)
          }
          set.status = 400
          return errorBody(400, 'The request body could not be parsed')
        case 'INVALID_COOKIE_SIGNATURE':
          set.status = 400
          return errorBody(400, 'Invalid cookie')
        default: {
          const status = typeof set.status === 'number' && set.status >= 400 ? set.status : 500
          if (status >= 500)
            logger.error('request failed', {
              method: request.method,
              path: new URL(request.url).pathname,
              error,
            })
          set.status = status
          // Never an exception's own text: it can name internals (stack overflow, SQL, file paths).
          return errorBody(status, status >= 500 ? 'Something went wrong on our side' : reasonPhrase(status))
        }
      }
    })
