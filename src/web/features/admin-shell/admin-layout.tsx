import { useQueryClient } from '@tanstack/react-query'
import { Archive, FileText, LogOut, MessagesSquare, Presentation, Send, UserRound, Users } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { authClient } from '../../lib/auth-client'
import { useSession } from '../../lib/session'

const rail = [
  { href: '/admin/conversations', label: 'Conversations', icon: MessagesSquare },
  { href: '/admin/prompts', label: 'Base Prompts', icon: FileText },
  { href: '/admin/founders', label: 'Founders', icon: UserRound },
  { href: '/admin/marketing-sessions', label: 'Marketing Sessions', icon: Presentation },
  { href: '/admin/twitter-scheduler', label: 'Twitter Scheduler', icon: Send },
  { href: '/admin/users', label: 'Users', icon: Users },
  { href: '/admin/backups', label: 'Backups', icon: Archive },
]

/** The admin shell: a narrow rail of icon links and a logout button with a confirmation (SPEC §2). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation()
  const session = useSession()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const nav = useRef<HTMLElement>(null)
  // On a phone the rail scrolls sideways: the page you are on stays in view (Backups is last).
  const current = rail.find((item) => location.startsWith(item.href))?.href
  useEffect(() => {
    if (!current) return
    nav.current
      ?.querySelector(`a[href="${current}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [current])

  async function logout() {
    setBusy(true)
    try {
      await authClient.signOut()
    } catch (error) {
      console.error(error)
    }
    queryClient.clear()
    navigate('/')
  }

  return (
    <div className="flex h-full flex-col sm:flex-row">
      <nav
        ref={nav}
        aria-label="Admin"
        className="flex shrink-0 items-center gap-1 overflow-x-auto border-slate-800 bg-slate-900 px-2 py-2 text-slate-300 sm:w-20 sm:flex-col sm:overflow-visible sm:border-r sm:py-4"
      >
        <Link
          href="/"
          className="mb-0 grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-indigo-600 font-bold text-white sm:mb-2"
        >
          C
        </Link>
        {session.data?.user ? (
          <span className="hidden text-[10px] font-semibold tracking-wide text-indigo-300 uppercase sm:block">
            Admin
          </span>
        ) : null}
        {rail.map((item) => {
          const active = location.startsWith(item.href)
          return (
            <Link
              key={item.href}
              href={item.href}
              title={item.label}
              aria-current={active ? 'page' : undefined}
              className={`flex w-16 shrink-0 flex-col items-center gap-1 rounded-lg px-1 py-2 text-center text-[10px] leading-tight ${active ? 'bg-slate-700 text-white' : 'hover:bg-slate-800 hover:text-white'}`}
            >
              <item.icon className="h-5 w-5" aria-hidden />
              <span>{item.label}</span>
            </Link>
          )
        })}
        <button
          type="button"
          onClick={() => setConfirming(true)}
          title="Logout"
          className="ml-auto flex w-16 shrink-0 flex-col items-center gap-1 rounded-lg px-1 py-2 text-[10px] hover:bg-slate-800 hover:text-white sm:mt-auto sm:ml-0"
        >
          <LogOut className="h-5 w-5" aria-hidden />
          <span>Logout</span>
        </button>
      </nav>
      <div className="min-h-0 min-w-0 flex-1 overflow-auto bg-slate-50">{children}</div>
      {confirming ? (
        <ConfirmDialog
          title="Confirm Logout"
          message="Are you sure you want to log out? You will be redirected to the home page."
          confirmLabel="Logout"
          busyLabel="Logging out..."
          busy={busy}
          onConfirm={logout}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  )
}
