import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Network } from '../../shared/networks'
import { api, apiError } from './api'
import { oauthPopup } from './oauth-popup'

export const channelsKey = ['channels'] as const

/** Every network with the user's account on it, if any. Stale after 5 minutes, like the X account. */
export function useChannels() {
  return useQuery({
    queryKey: channelsKey,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const res = await api.channels.get()
      if (res.error) throw apiError(res.error, 'Failed to load your channels')
      return res.data.channels
    },
  })
}
export type Channel = NonNullable<ReturnType<typeof useChannels>['data']>[number]

export function useDisconnectChannel() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (network: Network) => {
      const res = await api.channels({ network }).delete()
      if (res.error) throw apiError(res.error, 'Failed to disconnect')
    },
    onSuccess: () => client.invalidateQueries({ queryKey: channelsKey }),
  })
}

/** Posting goes on on a channel the network had paused (X's usage cap reset, credits added). */
export function useResumePosting() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (network: Network) => {
      const res = await api.channels({ network }).resume.post()
      if (res.error) throw apiError(res.error, 'Failed to resume posting')
      return res.data.channel
    },
    onSuccess: () => client.invalidateQueries({ queryKey: channelsKey }),
  })
}

/** LinkedIn, or Mastodon on the instance the user named, through the OAuth popup. */
export async function connectChannelWithPopup(network: 'linkedin' | 'mastodon', instance?: string) {
  const start = async () => {
    const res =
      network === 'linkedin'
        ? await api.channels.linkedin.initiate.post()
        : await api.channels.mastodon.initiate.post({ instance: instance ?? '' })
    if (res.error) throw apiError(res.error, 'Failed to start connecting')
    return res.data
  }
  return (await oauthPopup<{ channel: Channel }>(`chad-${network}-oauth`, start)).channel
}

/** The callback page's part: hands the code back to the server. */
export async function completeChannelOAuth(network: 'linkedin' | 'mastodon', code: string, state: string) {
  const res = await api.channels[network].callback.post({ code, state })
  if (res.error) throw apiError(res.error, 'Failed to connect')
  return res.data.channel
}

export async function connectBluesky(input: { identifier: string; app_password: string; server?: string }) {
  const res = await api.channels.bluesky.connect.post(input)
  if (res.error) throw apiError(res.error, 'Failed to connect Bluesky')
  return res.data.channel
}

/** Sends a test post (or a two-part thread) to one channel. */
export async function sendChannelTestPost(network: Network, input: { content: string; reply?: string }) {
  const res = await api.channels({ network })['test-post'].post(input)
  if (res.error) throw apiError(res.error, 'Failed to send the test post')
  return res.data
}
