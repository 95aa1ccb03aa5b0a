import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { PageLoading } from '../../components/spinner'
import { authClient } from '../../lib/auth-client'
import { useResetSession } from '../../lib/session'

/** /logout: signs out, then goes to /. */
export function LogoutPage() {
  const [, navigate] = useLocation()
  const reset = useResetSession()
  useEffect(() => {
    authClient
      .signOut()
      .catch((error) => console.error(error))
      .finally(async () => {
        await reset(null)
        navigate('/', { replace: true })
      })
  }, [navigate, reset])
  return <PageLoading text="Logging out..." />
}
