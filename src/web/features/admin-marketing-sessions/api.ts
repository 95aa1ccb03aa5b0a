import { useQuery } from '@tanstack/react-query'
import { api, apiError } from '../../lib/api'
import { sessionsKey } from '../../lib/marketing-sessions'

/** Every user's sessions, for the admin list. */
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
