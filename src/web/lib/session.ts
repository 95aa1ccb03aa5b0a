import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type AuthSession, authClient } from './auth-client'

export const sessionQueryKey = ['auth', 'session'] as const

/** The current better-auth session, fetched on load (SPEC §4 "User session"); null when signed out. */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: () => authClient.getSession(),
    staleTime: 60_000,
  })
}

/** After sign-in, sign-out or impersonation every cached answer may belong to someone else. */
export function useResetSession() {
  const client = useQueryClient()
  return async (session: AuthSession | null) => {
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] })
    client.setQueryData(sessionQueryKey, session)
  }
}
