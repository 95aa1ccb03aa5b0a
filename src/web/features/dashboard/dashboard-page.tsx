import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { ChannelsPanel } from '../../components/channels/channels-panel'
import { Spinner } from '../../components/spinner'
import { useSession } from '../../lib/session'
import { type Dashboard, useDashboard } from './api'
import { Card } from './card'
import { Counts } from './counts'
import { Engagement } from './engagement'
import { FirstSteps } from './first-steps'
import { NextPosts, RecentPosts } from './post-lists'
import { SessionsInProgress } from './sessions-in-progress'
import { XAccountSection } from './x-account-card'

/**
 * The dashboard's sections, in order. Each takes the whole dashboard answer and renders one card, so
 * a new section (one more key in GET /api/dashboard) is one more entry here.
 */
const sections: { id: string; wide?: boolean; render: (d: Dashboard) => ReactNode }[] = [
  { id: 'counts', wide: true, render: (d) => <Counts counts={d.counts} /> },
  { id: 'next-posts', render: (d) => <NextPosts posts={d.next_posts} /> },
  { id: 'sessions', render: (d) => <SessionsInProgress sessions={d.sessions_in_progress} /> },
  { id: 'x-account', render: (d) => <XAccountSection account={d.x_account} /> },
  {
    id: 'channels',
    wide: true,
    render: () => (
      <Card id="channels" title="More networks">
        <ChannelsPanel without={['x']} />
      </Card>
    ),
  },
  { id: 'recent-posts', render: (d) => <RecentPosts posts={d.recent_posts} /> },
  { id: 'engagement', wide: true, render: (d) => <Engagement engagement={d.engagement} /> },
]

/** /user/dashboard: the user's own home (issue 14 replaces SPEC's static cards). */
export function DashboardPage() {
  const me = useSession().data?.user
  const dashboard = useDashboard()
  const firstName = me?.name.trim().split(/\s+/)[0]
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
          <p className="mt-1 text-slate-600">
            {firstName ? `Welcome back, ${firstName}. ` : ''}Your marketing plan at a glance.
          </p>
        </div>
        <Link
          href="/start-session"
          className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-500"
        >
          Start a session
        </Link>
      </div>
      {dashboard.isPending ? (
        <div className="mt-12">
          <Spinner text="Loading your dashboard..." />
        </div>
      ) : dashboard.isError ? (
        <div
          role="alert"
          className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700"
        >
          Error: {dashboard.error.message}{' '}
          <button type="button" className="font-semibold underline" onClick={() => dashboard.refetch()}>
            Retry
          </button>
        </div>
      ) : (
        <>
          {dashboard.data.has_sessions ? null : <FirstSteps />}
          <div className="mt-6 grid gap-4 lg:grid-cols-2">
            {sections.map((s) => (
              <div key={s.id} className={s.wide ? 'lg:col-span-2' : ''}>
                {s.render(dashboard.data)}
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  )
}
