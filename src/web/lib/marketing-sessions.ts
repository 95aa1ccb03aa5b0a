import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, api, apiError, unwrap } from './api'

/** Marketing session calls shared by the session flow, the start page and the admin pages. */
export const sessionsKey = ['marketing-sessions'] as const
export const sessionKey = (id: string) => [...sessionsKey, 'one', id] as const

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

export function useAllSessions() {
  return useQuery({
    queryKey: [...sessionsKey, 'all'],
    queryFn: async () => {
      const res = await api['marketing-sessions'].get()
      if (res.error) throw apiError(res.error, 'Failed to fetch marketing sessions')
      return res.data
    },
  })
}

export type SessionSummary = NonNullable<ReturnType<typeof useAllSessions>['data']>[number]

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

export async function createSession() {
  const res = await api['marketing-sessions'].post({ time_zone: browserTimeZone() })
  if (res.error) throw apiError(res.error, 'Failed to create marketing session')
  return res.data
}

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

/** Calls that move a session forward; each refreshes the session it changed. */
export function useSessionActions(id: string) {
  const client = useQueryClient()
  const refresh = () => client.invalidateQueries({ queryKey: sessionsKey })
  const setSession = (s: MarketingSession) => client.setQueryData(sessionKey(id), s)
  return {
    generatePillars: useMutation({
      mutationFn: async () =>
        unwrap(
          await api['marketing-sessions']({ id })['narrative-pillars'].post(),
          `marketing-sessions/${id}/narrative-pillars`,
        ),
      onSuccess: refresh,
    }),
    selectPillars: useMutation({
      mutationFn: async (ids: string[]) =>
        unwrap(
          await api['marketing-sessions']({ id })['narrative-pillars'].put({ selected_pillar_ids: ids }),
          `marketing-sessions/${id}/narrative-pillars`,
        ),
      onSuccess: (s) => {
        setSession(s)
        return refresh()
      },
    }),
    generateSchedule: useMutation({
      mutationFn: async () =>
        unwrap(
          await api['marketing-sessions']({ id })['tweet-schedule'].post({ time_zone: browserTimeZone() }),
          `marketing-sessions/${id}/tweet-schedule`,
        ),
      onSuccess: refresh,
    }),
    approve: useMutation({
      mutationFn: async () =>
        unwrap(await api['marketing-sessions']({ id }).approve.put({}), `marketing-sessions/${id}/approve`),
      onSuccess: refresh,
    }),
  }
}
