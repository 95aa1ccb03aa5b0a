import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, api, apiError } from './api'
import { oauthPopup, type PopupMessage } from './oauth-popup'

export const xAccountKey = ['x-account'] as const
export const OAUTH_STATE_KEY = 'twitter_oauth_state'
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
export type OAuthMessage = PopupMessage<{ account: XAccount }>

/** Connects through the OAuth popup (see oauth-popup.ts). */
export async function connectWithPopup(): Promise<XAccount> {
  return (await oauthPopup<{ account: XAccount }>('chad-x-oauth', startOAuth)).account
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
