import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'
import { dashboardKey } from '../../lib/marketing-sessions'

export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: async () => unwrap(await api.dashboard.get(), 'dashboard'),
    staleTime: 60_000,
  })
}

export type Dashboard = NonNullable<ReturnType<typeof useDashboard>['data']>
