import { useState } from 'react'
import { useLocation } from 'wouter'
import { stopImpersonating } from '../features/admin-users/api'
import { authClient } from '../lib/auth-client'
import { useResetSession, useSession } from '../lib/session'

/** While an admin browses as someone else, say so and offer the way back. */
export function ImpersonationBanner() {
  const session = useSession()
  const reset = useResetSession()
  const [, navigate] = useLocation()
  const [busy, setBusy] = useState(false)
  if (!session.data?.session.impersonatedBy) return null
  async function stop() {
    setBusy(true)
    try {
      await stopImpersonating()
      await reset(await authClient.getSession())
      navigate('/admin/users')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 bg-amber-400 px-4 py-2 text-sm text-amber-950"
    >
      <span>
        Viewing as <strong>{session.data.user.email}</strong>
      </span>
      <button
        type="button"
        onClick={stop}
        disabled={busy}
        className="rounded-md bg-amber-950 px-2.5 py-1 font-semibold text-white"
      >
        {busy ? 'Stopping...' : 'Stop impersonating'}
      </button>
    </div>
  )
}
