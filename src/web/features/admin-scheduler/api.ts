import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

const statusKey = ['admin', 'scheduler'] as const

/** Whether automatic posting is on, and how it is doing. */
export function useSchedulerStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: async () =>
      unwrap(await api.admin.scheduler.tweets.status.get(), 'admin/scheduler/tweets/status'),
  })
}

/** Turns automatic posting on or off; the answer is the new status. */
export function useToggleScheduler() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      unwrap(await api.admin.scheduler.tweets.put({ enabled }), 'admin/scheduler/tweets'),
    onSuccess: (data) => client.setQueryData(statusKey, data),
  })
}
