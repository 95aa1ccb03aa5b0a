import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { isAdmin } from '../../lib/auth-client'
import { useSession } from '../../lib/session'

/** Non-admins see 'Admin Access Required' with a Logout button (SPEC §2, §6). */
export function AdminGuard({ children }: { children: ReactNode }) {
  const session = useSession()
  if (isAdmin(session.data)) return <>{children}</>
  return (
    <main className="flex min-h-full flex-col items-center justify-center px-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Admin Access Required</h1>
      <p className="mt-2 max-w-sm text-slate-600">
        This area is for administrators. Log in with an admin account to continue.
      </p>
      <Link
        href="/logout"
        className="mt-6 rounded-lg bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700"
      >
        Logout
      </Link>
    </main>
  )
}
