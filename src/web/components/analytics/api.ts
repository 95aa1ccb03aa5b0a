import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'
import { sessionsKey } from '../../lib/marketing-sessions'

/** A plan's post analytics and its series ("Plan the next two weeks"). */
export const analyticsKey = (id: string) => [...sessionsKey, 'analytics', id] as const

export function useSessionAnalytics(id: string, enabled = true) {
  return useQuery({
    queryKey: analyticsKey(id),
    enabled,
    queryFn: async () => unwrap(await api['marketing-sessions']({ id }).analytics.get(), 'fetch analytics'),
  })
}

export type SessionAnalytics = NonNullable<ReturnType<typeof useSessionAnalytics>['data']>
export type PillarEngagementRow = SessionAnalytics['pillars'][number]
export type TweetMetrics = SessionAnalytics['tweets'][number]
export type NetworkEngagementRow = SessionAnalytics['networks'][number]

export function useSeries(id: string) {
  return useQuery({
    queryKey: [...sessionsKey, 'series', id],
    queryFn: async () => unwrap(await api['marketing-sessions']({ id }).series.get(), 'fetch series'),
  })
}

/** Starts (or reopens) the check-in that plans the next two weeks; resolves to the new session's id. */
export function useStartNextPlan(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      unwrap(await api['marketing-sessions']({ id }).next.post(), 'plan the next two weeks').marketing_session
        .id,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  })
}
