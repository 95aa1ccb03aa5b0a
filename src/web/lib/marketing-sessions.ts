import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, api, apiError } from './api'

/**
 * Marketing session calls that several features share (the session flow, the start page, the user
 * calendar, the admin pages) and the keys every session mutation invalidates. A call only one feature
 * makes lives in that feature's api.ts.
 */
export const sessionsKey = ['marketing-sessions'] as const
export const sessionKey = (id: string) => [...sessionsKey, 'one', id] as const
/**
 * Under the marketing-sessions key, so every session and tweet mutation (which invalidates that
 * key) refreshes the dashboard too.
 */
export const dashboardKey = [...sessionsKey, 'dashboard'] as const

export function useMarketingSession(id: string) {
  return useQuery({
    queryKey: sessionKey(id),
    queryFn: async () => {
      const res = await api['marketing-sessions']({ id }).get()
      if (res.error) throw apiError(res.error, 'Failed to fetch marketing session')
      return res.data
    },
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  })
}

export type MarketingSession = NonNullable<ReturnType<typeof useMarketingSession>['data']>
export type ScheduledTweet = MarketingSession['scheduled_tweets'][number]
export type NarrativePillar = MarketingSession['narrative_pillars'][number]

export function useUserSessions(userId: string | undefined) {
  return useQuery({
    queryKey: [...sessionsKey, 'user', userId],
    enabled: Boolean(userId),
    queryFn: async () => {
      const res = await api['marketing-sessions'].user({ userId: userId! }).get()
      if (res.error) throw apiError(res.error, 'Failed to fetch marketing sessions')
      return res.data
    },
  })
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

export function useDeleteSession() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await api['marketing-sessions']({ id }).delete()
      if (res.error) throw apiError(res.error, 'Failed to delete marketing session')
      return id
    },
    onSuccess: (id) => {
      client.removeQueries({ queryKey: sessionKey(id) })
      return client.invalidateQueries({ queryKey: sessionsKey })
    },
  })
}
