import { HttpError } from '../../http/errors'

/**
 * The user's X account cannot be used: none is connected (404), or it must be reconnected (409). The
 * API answers with it as it is; the scheduler keeps its message as the post's reason.
 */
export class XAccountUnavailable extends HttpError {
  constructor(readonly reason: 'not_connected' | 'needs_reconnect') {
    super(
      reason === 'not_connected' ? 404 : 409,
      reason === 'not_connected' ? 'No X account is connected' : 'The X account needs to be reconnected',
    )
  }
}

/** How a post to X can fail, as the X client reports it; the scheduler's policy decides what follows. */
export type PostFailure =
  | { kind: 'before_send'; message: string }
  | { kind: 'rate_limited'; resetAt: Date | null; message: string }
  | { kind: 'server'; status: number; message: string }
  | { kind: 'timeout_after_send'; message: string }
  | { kind: 'duplicate'; message: string }
  | { kind: 'auth'; message: string }
  | { kind: 'client'; status: number; message: string }
  /** The app's usage cap is reached or its credits are spent: waiting a minute changes nothing. */
  | { kind: 'usage_capped'; message: string }

/** `x-rate-limit-reset` is epoch seconds. */
export function rateLimitReset(header: string | null | undefined): Date | null {
  const seconds = Number(header)
  return header && Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null
}
