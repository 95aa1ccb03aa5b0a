import type { Dashboard } from './api'

type DashboardXAccount = Dashboard['x_account']

/**
 * The dashboard's X account, kept current: once the shared account query has answered (undefined
 * until then), it wins over the dashboard's first answer, which alone says whether X is configured.
 */
export function liveXAccount(
  loaded: DashboardXAccount,
  live: { username: string; display_name: string; needs_reconnect: boolean } | null | undefined,
): DashboardXAccount {
  if (live === undefined) return loaded
  if (live === null) return { state: 'not_connected', configured: loaded.configured }
  return {
    state: live.needs_reconnect ? 'needs_reconnect' : 'connected',
    username: live.username,
    display_name: live.display_name,
    configured: loaded.configured,
  }
}

/** What the X account card says; only an admin is told how to configure X. */
export function xAccountText(account: DashboardXAccount, admin: boolean): string {
  if (account.state === 'connected')
    return `Connected as @${account.username}. Scheduled posts go out from this account.`
  if (account.state === 'needs_reconnect')
    return `@${account.username} needs reconnecting: X stopped accepting the connection, so scheduled posts cannot go out.`
  if (account.configured)
    return 'Not connected. Connect your X account so approved posts are published on time.'
  return admin
    ? 'Not connected, and X is not configured on this server: set X_CLIENT_ID and X_CLIENT_SECRET, then restart.'
    : 'Not connected. Posting to X is not set up on this server yet; your plan still works without it.'
}
