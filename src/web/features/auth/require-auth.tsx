import type { ReactNode } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { PageLoading } from '../../components/spinner'
import { isSignedIn } from '../../lib/auth-client'
import { authPath } from '../../lib/safe-redirect'
import { useSession } from '../../lib/session'

/** Sends signed-out (and anonymous) visitors to /auth?redirect=<path+query>, optionally on a view. */
export function RequireAuth({ children, view }: { children: ReactNode; view?: 'login' | 'signup' }) {
  const [location] = useLocation()
  const search = useSearch()
  const session = useSession()
  if (session.isPending) return <PageLoading />
  if (!isSignedIn(session.data)) {
    return <Redirect to={authPath(location + (search ? `?${search}` : ''), view)} replace />
  }
  return <>{children}</>
}
