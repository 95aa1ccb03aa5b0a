import { describe, expect, it } from 'bun:test'
import type { Dashboard } from './api'
import { liveXAccount, xAccountText } from './x-account-summary'

type Account = Dashboard['x_account']
const connected: Account = { state: 'connected', username: 'ann', display_name: 'Ann', configured: true }
const stale: Account = { state: 'needs_reconnect', username: 'ann', display_name: 'Ann', configured: true }
const none: Account = { state: 'not_connected', configured: true }
const unconfigured: Account = { state: 'not_connected', configured: false }

describe('liveXAccount', () => {
  const live = { username: 'bob', display_name: 'Bob', needs_reconnect: false }
  const cases: [string, Account, Parameters<typeof liveXAccount>[1], Account][] = [
    ['before the account query answers, the dashboard’s answer', connected, undefined, connected],
    ['a disconnect made here', connected, null, none],
    ['a disconnect keeps the server’s configured flag', unconfigured, null, unconfigured],
    [
      'a connect made here',
      none,
      live,
      { state: 'connected', username: 'bob', display_name: 'Bob', configured: true },
    ],
    [
      'an account X stopped accepting',
      connected,
      { ...live, needs_reconnect: true },
      { state: 'needs_reconnect', username: 'bob', display_name: 'Bob', configured: true },
    ],
  ]
  for (const [name, loaded, current, shown] of cases)
    it(name, () => expect(liveXAccount(loaded, current)).toEqual(shown))
})

describe('xAccountText', () => {
  const cases: [Account, boolean, string][] = [
    [connected, false, 'Connected as @ann. Scheduled posts go out from this account.'],
    [
      stale,
      false,
      '@ann needs reconnecting: X stopped accepting the connection, so scheduled posts cannot go out.',
    ],
    [none, false, 'Not connected. Connect your X account so approved posts are published on time.'],
    [
      unconfigured,
      true,
      'Not connected, and X is not configured on this server: set X_CLIENT_ID and X_CLIENT_SECRET, then restart.',
    ],
    [
      unconfigured,
      false,
      'Not connected. Posting to X is not set up on this server yet; your plan still works without it.',
    ],
  ]
  for (const [account, admin, text] of cases)
    it(`${account.state}${account.configured ? '' : ', X not configured'}${admin ? ', admin' : ''}`, () =>
      expect(xAccountText(account, admin)).toBe(text))
})
