import { QueryClient } from '@tanstack/react-query'

/** Lists and session data are fresh for 1 minute (SPEC §7 caching); mutations invalidate their lists. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
  },
})
