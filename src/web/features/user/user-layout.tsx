import { CalendarDays, ChevronsLeft, ChevronsRight, KeyRound, LayoutDashboard, Webhook } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { Logo } from '../../components/logo'
import { useSession } from '../../lib/session'

const links = [
  { href: '/user/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/user/calendar', label: 'Tweet Calendar', icon: CalendarDays },
  { href: '/user/api-keys', label: 'API keys', icon: KeyRound },
  { href: '/user/webhooks', label: 'Webhooks', icon: Webhook },
]

/** Up to two initials of a name ('Lena Okafor' → 'LO'), else the email's first letter. */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words
  const initials = letters.map((w) => [...w][0]!.toUpperCase()).join('')
  return initials || email.charAt(0).toUpperCase() || '?'
}

/**
 * /user: a collapsible sidebar (Dashboard, Tweet Calendar) and the signed-in user's own name and email
 * (SPEC §2's hard-coded sample block, made real by issue 14).
 */
export function UserLayout({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false)
  const [location] = useLocation()
  const user = useSession().data?.user
  return (
    <div className="flex min-h-full flex-col bg-slate-50 md:flex-row">
      <aside
        className={`flex shrink-0 flex-col border-slate-200 bg-white transition-all md:min-h-full md:border-r ${collapsed ? 'md:w-16' : 'md:w-60'} border-b md:border-b-0`}
      >
        <div className="flex items-center justify-between gap-2 p-4">
          {collapsed ? null : <Logo />}
          <button
            type="button"
            onClick={() => setCollapsed((c) => !c)}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            className="hidden rounded-md p-1.5 text-slate-500 hover:bg-slate-100 md:block"
          >
            {collapsed ? <ChevronsRight className="h-5 w-5" /> : <ChevronsLeft className="h-5 w-5" />}
          </button>
        </div>
        <nav className="flex gap-1 overflow-x-auto px-2 pb-2 md:flex-1 md:flex-col md:overflow-visible">
          {links.map((link) => {
            const active = location === link.href
            return (
              <Link
                key={link.href}
                href={link.href}
                title={link.label}
                aria-current={active ? 'page' : undefined}
                className={`flex shrink-0 items-center gap-3 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${active ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100'}`}
              >
                <link.icon className="h-5 w-5 shrink-0" aria-hidden />
                <span className={collapsed ? 'md:sr-only' : ''}>{link.label}</span>
              </Link>
            )
          })}
        </nav>
        {user ? (
          <div
            data-testid="sidebar-user"
            className={`hidden items-center gap-3 border-t border-slate-200 p-4 md:flex ${collapsed ? 'justify-center' : ''}`}
          >
            <span
              className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-700"
              aria-hidden
            >
              {initialsOf(user.name, user.email)}
            </span>
            <div className={`min-w-0 text-sm ${collapsed ? 'sr-only' : ''}`}>
              <p className="truncate font-medium text-slate-900">{user.name}</p>
              <p className="truncate text-slate-500">{user.email}</p>
            </div>
          </div>
        ) : null}
      </aside>
      <main className="min-w-0 flex-1 p-4 sm:p-8">{children}</main>
    </div>
  )
}
