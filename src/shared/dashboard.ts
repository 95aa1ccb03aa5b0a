/** Pure decisions behind the user's dashboard (/user/dashboard), shared by the server and its tests. */
import { NETWORKS, type Network } from './networks'

export type NextStepKind = 'interview' | 'generate_plan' | 'pick_pillars' | 'review'

export type SessionProgress = {
  status: string
  conversationEnded: boolean
  pillarCount: number
}

/**
 * What the user should do next in a session that is not approved yet, or null when the session
 * needs nothing more from them (approved or published).
 */
export function nextStep(s: SessionProgress): { kind: NextStepKind; label: string } | null {
  switch (s.status) {
    case 'draft':
      if (s.pillarCount > 0) return { kind: 'pick_pillars', label: 'Pick your pillars' }
      return s.conversationEnded
        ? { kind: 'generate_plan', label: 'Generate your marketing plan' }
        : { kind: 'interview', label: 'Continue the interview' }
    case 'pillars_selected':
      return { kind: 'review', label: 'Review and approve' }
    default:
      return null
  }
}

export type StatusCounts = { scheduled: number; posted: number; failed: number; awaiting_approval: number }

/** Folds per-status tweet counts into the dashboard's four numbers (posting counts as scheduled). */
export function statusCounts(rows: { status: string; n: number }[]): StatusCounts {
  const counts: StatusCounts = { scheduled: 0, posted: 0, failed: 0, awaiting_approval: 0 }
  for (const { status, n } of rows) {
    if (status === 'scheduled' || status === 'posting') counts.scheduled += n
    else if (status === 'posted') counts.posted += n
    else if (status === 'failed') counts.failed += n
    else if (status === 'draft') counts.awaiting_approval += n
  }
  return counts
}

/** One network's share of the approved posts: how many wait, went out, failed there. */
export type NetworkCounts = { network: Network; scheduled: number; posted: number; failed: number }

/**
 * Approved posts per network: X from the posts' own status, each other network from its deliveries
 * (a post can be posted on X and failed on Bluesky). Only networks that have any, in the usual order.
 */
export function networkCounts(
  xRows: { status: string; n: number }[],
  deliveryRows: { network: string; status: string; n: number }[],
  /** Without an X account nothing goes to X: it is not listed. */
  xConnected = true,
): NetworkCounts[] {
  const rows = [...(xConnected ? xRows.map((r) => ({ ...r, network: 'x' })) : []), ...deliveryRows]
  return NETWORKS.flatMap((network) => {
    const counts: NetworkCounts = { network, scheduled: 0, posted: 0, failed: 0 }
    for (const { status, n } of rows.filter((r) => r.network === network)) {
      if (status === 'scheduled' || status === 'posting') counts.scheduled += n
      else if (status === 'posted') counts.posted += n
      else if (status === 'failed') counts.failed += n
    }
    return counts.scheduled + counts.posted + counts.failed > 0 ? [counts] : []
  })
}

export type XAccountState =
  | { state: 'connected'; username: string; display_name: string }
  | { state: 'needs_reconnect'; username: string; display_name: string }
  | { state: 'not_connected' }

export function xAccountState(
  account: { username: string; displayName: string; needsReconnect: boolean } | undefined,
): XAccountState {
  if (!account) return { state: 'not_connected' }
  const who = { username: account.username, display_name: account.displayName }
  return account.needsReconnect ? { state: 'needs_reconnect', ...who } : { state: 'connected', ...who }
}
