import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'
import { sessionsKey } from '../../lib/marketing-sessions'

/**
 * Under the marketing-sessions key, so every session and tweet mutation (which invalidates that
 * key) refreshes the dashboard too.
 */
export const dashboardKey = [...sessionsKey, 'dashboard'] as const

export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: async () => unwrap(await api.dashboard.get(), 'dashboard'),
    staleTime: 60_000,
  })
}

export type Dashboard = NonNullable<ReturnType<typeof useDashboard>['data']>
