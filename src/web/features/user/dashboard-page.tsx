import { BarChart3, CalendarDays, UserRound } from 'lucide-react'
import { Link } from 'wouter'

const cards = [
  {
    title: 'Content Calendar',
    text: 'See the posts you approved, week by week.',
    icon: CalendarDays,
    href: '/user/calendar',
  },
  { title: 'Analytics', text: 'How your posts perform once they are live.', icon: BarChart3 },
  { title: 'Profile', text: 'Your brand, your voice and your connected accounts.', icon: UserRound },
]

/** /user/dashboard: static cards (SPEC §2). */
export function DashboardPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
      <p className="mt-1 text-slate-600">Your marketing plan at a glance.</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => {
          const body = (
            <>
              <card.icon className="h-6 w-6 text-indigo-600" aria-hidden />
              <h2 className="mt-4 font-semibold text-slate-900">{card.title}</h2>
              <p className="mt-1 text-sm text-slate-600">{card.text}</p>
            </>
          )
          const className = 'block rounded-2xl border border-slate-200 bg-white p-6 shadow-sm'
          return card.href ? (
            <Link key={card.title} href={card.href} className={`${className} hover:border-indigo-300`}>
              {body}
            </Link>
          ) : (
            <div key={card.title} className={className}>
              {body}
            </div>
          )
        })}
      </div>
      <div className="mt-8 rounded-2xl bg-indigo-600 p-6 text-white">
        <h2 className="text-lg font-semibold">Ready for your next story?</h2>
        <p className="mt-1 text-indigo-100">A five-minute interview becomes two more weeks of posts.</p>
        <Link
          href="/start-session"
          className="mt-4 inline-block rounded-lg bg-white px-4 py-2 text-sm font-semibold text-indigo-700"
        >
          Start a session
        </Link>
      </div>
    </div>
  )
}
