import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'
import { browserTimeZone, type MarketingSession, sessionKey, sessionsKey } from '../../lib/marketing-sessions'

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
