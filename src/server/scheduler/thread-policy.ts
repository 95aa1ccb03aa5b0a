/**
 * How a post goes out part by part (pure). A single post is a thread of one part. Each part replies to
 * the part before; a part's X id is stored as soon as X confirms it, so the first part without an id is
 * the only one whose fate can be unknown (the process died or the answer was lost after sending). That
 * part is looked for on the account's recent posts before anything is sent again.
 */
import type { PostFailure } from '../channels/x/failure'
import { decide } from './policy'

export type ThreadProgress = {
  parts: string[]
  /** X ids of the parts confirmed so far, in order. */
  postedIds: string[]
  /** The claim's attempt number (1 on the first try). */
  attempts: number
  /** Whether this attempt already looked for the next part on X. */
  reconciled: boolean
}

export type ThreadStep =
  | { action: 'done' }
  | { action: 'reconcile' | 'post'; index: number; text: string; replyTo: string | null }

export function nextThreadStep(progress: ThreadProgress): ThreadStep {
  const index = progress.postedIds.length
  if (index >= progress.parts.length) return { action: 'done' }
  const replyTo = index === 0 ? null : progress.postedIds[index - 1]!
  const text = progress.parts[index]!
  // A retry (or a claim taken over from a dead replica) may follow a send whose answer never arrived.
  const action = progress.attempts > 1 && !progress.reconciled ? 'reconcile' : 'post'
  return { action, index, text, replyTo }
}

/** A post on the account as X lists it: its text and the post it replies to, if any. */
export type RecentPost = { id: string; text: string; replyTo: string | null }

/**
 * The id of the step's part if it is already on X: the same text, replying to the part before it
 * (the first part replying to nothing). Anything else is another post, however alike.
 */
export function findPostedPart(
  step: { text: string; replyTo: string | null },
  recent: RecentPost[],
): string | null {
  return recent.find((p) => p.text === step.text && p.replyTo === step.replyTo)?.id ?? null
}

/**
 * The retry policy for one part. A thread that stops keeps the parts already posted, and the reason
 * says which part failed and how many stay on X.
 */
export function decidePart(
  failure: PostFailure,
  input: { attempts: number; scheduledTime: Date; now: Date; index: number; total: number },
  /** The network the thread goes to, as users read it. */
  network = 'X',
) {
  const decision = decide(failure, input, network)
  if (decision.action !== 'fail' || input.total === 1) return decision
  const part = `part ${input.index + 1} of ${input.total}`
  const kept =
    input.index === 0
      ? 'No part was posted.'
      : `The ${input.index === 1 ? 'first part stays' : `first ${input.index} parts stay`} on ${network}.`
  const reason =
    failure.kind === 'duplicate'
      ? `${network} refused ${part} as a duplicate: ${failure.message}`
      : `Thread stopped at ${part}: ${decision.reason}`
  return { action: 'fail' as const, reason: `${reason} ${kept}` }
}
