import type { PostFailure } from '../channels/x/failure'

/**
 * What to do after a failed post (pure: takes `now`). Errors before the request was sent, 429 and 5xx
 * are retried with backoff until 30 minutes after the scheduled time; a timeout after sending is
 * reconciled first; duplicate content and other 4xx are final; a usage cap or spent credits pause the
 * channel (retrying before the user acts would only be refused again).
 */
export const RETRY_WINDOW_MS = 30 * 60_000
export const BASE_BACKOFF_MS = 5_000
export const MAX_BACKOFF_MS = 5 * 60_000

export type Decision =
  | { action: 'retry'; at: Date }
  | { action: 'reconcile' }
  | { action: 'fail'; reason: string }
  /** The channel stops posting until the user resumes it; the post waits, neither retried nor failed. */
  | { action: 'pause'; reason: string }

export function backoff(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1))
}

export function decide(
  failure: PostFailure,
  input: { attempts: number; scheduledTime: Date; now: Date },
  /** The network, as users read it ("LinkedIn refused the post…"). */
  network = 'X',
): Decision {
  const deadline = input.scheduledTime.getTime() + RETRY_WINDOW_MS
  const retryAt = (at: number): Decision =>
    at <= deadline
      ? { action: 'retry', at: new Date(at) }
      : { action: 'fail', reason: `Gave up 30 minutes after the scheduled time: ${failure.message}` }
  switch (failure.kind) {
    case 'duplicate':
      return { action: 'fail', reason: `${network} refused a duplicate post: ${failure.message}` }
    case 'auth':
      return {
        action: 'fail',
        reason: `${network} refused the account's authorization; reconnect the account: ${failure.message}`,
      }
    case 'client':
      // "Bluesky refused an image: …" already says who refused what.
      return {
        action: 'fail',
        reason: failure.message.startsWith(`${network} refused`)
          ? failure.message
          : `${network} refused the post (${failure.status}): ${failure.message}`,
      }
    case 'timeout_after_send':
      return { action: 'reconcile' }
    case 'usage_capped':
      return {
        action: 'pause',
        reason: `Posting to X is paused: X refused the post because the app's usage cap is reached or its credits are spent (${failure.message}). Your posts wait; resume posting once the cap resets or credits are added.`,
      }
    case 'rate_limited': {
      const reset = failure.resetAt?.getTime()
      return retryAt(Math.max(input.now.getTime() + backoff(input.attempts), reset ?? 0))
    }
    case 'before_send':
    case 'server':
      return retryAt(input.now.getTime() + backoff(input.attempts))
  }
}
