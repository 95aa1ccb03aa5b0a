import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, api, apiError } from './api'

export const xAccountKey = ['x-account'] as const
export const OAUTH_STATE_KEY = 'twitter_oauth_state'
export const POPUP_WIDTH = 600
export const POPUP_HEIGHT = 700
export const OAUTH_TIMEOUT_MS = 300_000
export const POPUP_CHECK_MS = 1000
export const ERROR_POPUP_CLOSE_MS = 3000

/** The connected X account, or null (404 means none). Stale after 5 minutes, no retry (SPEC §7). */
export function useXAccount() {
  return useQuery({
    queryKey: xAccountKey,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async () => {
      const res = await api.twitter.account.get()
      if (res.error) {
        if ((res.error.status as number) === 404) return null
        throw apiError(res.error, 'Failed to fetch account')
      }
      return res.data.account
    },
  })
}
export type XAccount = NonNullable<ReturnType<typeof useXAccount>['data']>

export function useDisconnectX() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const res = await api.twitter.account.delete()
      if (res.error) throw apiError(res.error, 'Failed to disconnect X account')
    },
    onSuccess: () => client.setQueryData(xAccountKey, null),
  })
}

export async function startOAuth() {
  const res = await api.twitter.auth.initiate.post({})
  if (res.error) throw apiError(res.error, 'Failed to start OAuth')
  return res.data
}

/** Messages the callback popup sends to the window that opened it. */
export type OAuthMessage =
  | { type: 'OAUTH_COMPLETE'; payload: { account: XAccount } }
  | { type: 'OAUTH_ERROR'; error?: string }

/**
 * Connects through a 600×700 popup: resolves with the account when the popup reports OAUTH_COMPLETE
 * (from our own origin); fails when the popup is blocked, closed by the user, times out after 5
 * minutes, or reports OAUTH_ERROR.
 */
export async function connectWithPopup(): Promise<XAccount> {
  const left = window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2)
  const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2)
  // Open first (synchronously, in the click) so popup blockers allow it; navigate once we have the URL.
  const popup = window.open(
    'about:blank',
    'chad-x-oauth',
    `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  )
  if (!popup) throw new Error('Failed to open popup window. Please check if popup blocker is enabled.')
  let started: Awaited<ReturnType<typeof startOAuth>>
  try {
    started = await startOAuth()
  } catch (error) {
    popup.close()
    throw error
  }
  popup.location.href = started.authorization_url
  return new Promise<XAccount>((resolve, reject) => {
    const finish = (error: Error | null, account?: XAccount) => {
      window.removeEventListener('message', onMessage)
      clearInterval(watch)
      clearTimeout(timeout)
      if (error) reject(error)
      else resolve(account!)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      const data = event.data as OAuthMessage | undefined
      if (data?.type === 'OAUTH_COMPLETE') finish(null, data.payload.account)
      if (data?.type === 'OAUTH_ERROR') finish(new Error(data.error || 'OAuth failed'))
    }
    window.addEventListener('message', onMessage)
    const watch = setInterval(() => {
      if (popup.closed) finish(new Error('OAuth was cancelled by user'))
    }, POPUP_CHECK_MS)
    const timeout = setTimeout(() => {
      popup.close()
      finish(new Error('OAuth flow timed out'))
    }, OAUTH_TIMEOUT_MS)
  })
}

/** The non-popup path: remember the state for the callback page, then go to X in this tab. */
export async function connectInThisTab() {
  const started = await startOAuth()
  sessionStorage.setItem(OAUTH_STATE_KEY, started.state)
  window.location.assign(started.authorization_url)
}

export async function completeOAuth(code: string, state: string) {
  const res = await api.twitter.auth.callback.post({ code, state })
  if (res.error) throw apiError(res.error, 'Failed to authenticate with X')
  return res.data.account
}

/** Sends a test post (or a two-part thread) from the connected account. */
export async function sendTestTweet(input: { content: string; reply?: string }) {
  const res = await api.twitter['test-tweet'].post(input)
  if (res.error) throw apiError(res.error, 'Failed to send tweet')
  return res.data
}

/** 503 from the OAuth start: the server has no X app configured (X_CLIENT_ID unset). */
export const isXNotConfigured = (error: unknown) => error instanceof ApiError && error.status === 503
