import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from './api'

/** Which AI engine answers (the offline engine has no speech). */
export function useAiStatus() {
  return useQuery({
    queryKey: ['ai'],
    queryFn: async () => unwrap(await api.ai.get(), 'ai'),
    staleTime: 5 * 60_000,
  })
}
