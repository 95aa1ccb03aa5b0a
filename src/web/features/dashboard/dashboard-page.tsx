import {
  AlertTriangle,
  ArrowRight,
  CalendarClock,
  CheckCircle2,
  ExternalLink,
  FileClock,
  MessageSquare,
  Send,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { cardPreview } from '../../../shared/calendar'
import { sessionStatusLabel } from '../../../shared/status-labels'
import { Spinner } from '../../components/spinner'
import { isAdmin } from '../../lib/auth-client'
import { useSession } from '../../lib/session'
import { NextPlanButton } from '../analytics/next-plan-button'
import { PillarEngagementView } from '../analytics/pillar-engagement'
import { useXAccount } from '../x-account/api'
import { ConnectXButton } from '../x-account/connect-x'
import { type Dashboard, useDashboard } from './api'

const dateTime = (d: Date | string) =>
  new Date(d).toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })

export const editPostHref = (p: { session_id: string; id: string }) =>
  `/marketing-sessions/${p.session_id}?tweet=${p.id}`

/**
 * The dashboard's sections, in order. Each takes the whole dashboard answer and renders one card, so
 * a new section (one more key in GET /api/dashboard) is one more entry here.
 */
const sections: { id: string; wide?: boolean; render: (d: Dashboard) => ReactNode }[] = [
  { id: 'counts', wide: true, render: (d) => <Counts counts={d.counts} /> },
  { id: 'next-posts', render: (d) => <NextPosts posts={d.next_posts} /> },
  { id: 'sessions', render: (d) => <SessionsInProgress sessions={d.sessions_in_progress} /> },
  { id: 'x-account', render: (d) => <XAccountSection account={d.x_account} /> },
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

function Engagement({ engagement }: { engagement: Dashboard['engagement'] }) {
  if (!engagement) {
    return (
      <Card title="Engagement by narrative pillar" id="engagement">
        <Empty>Once your plan is approved and posts go out, you will see which of your stories land.</Empty>
      </Card>
    )
  }
  return (
    <div className="space-y-3">
      <PillarEngagementView rows={engagement.pillars} unavailable={engagement.metrics_unavailable} />
      <div className="flex flex-wrap items-center gap-3">
        <NextPlanButton sessionId={engagement.session_id} variant="secondary" />
        <Link
          href={`/marketing-sessions/${engagement.session_id}`}
          className="text-sm font-medium text-indigo-700 hover:underline"
        >
          Open this plan
        </Link>
      </div>
    </div>
  )
}

function Card(props: { title: string; id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section
      aria-labelledby={`${props.id}-title`}
      data-testid={`dashboard-${props.id}`}
      className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${props.id}-title`} className="font-semibold text-slate-900">
          {props.title}
        </h2>
        {props.action}
      </div>
      <div className="mt-3">{props.children}</div>
    </section>
  )
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{children}</p>
}

function FirstSteps() {
  const steps = [
    'Talk to Chad for five minutes about your product, audience and story.',
    'Pick three narrative pillars from what you said.',
    'Review the two-week calendar of posts, edit what you like, and approve it.',
  ]
  return (
    <section
      data-testid="dashboard-first-steps"
      className="mt-6 rounded-2xl bg-indigo-600 p-6 text-white"
      aria-labelledby="first-steps-title"
    >
      <h2 id="first-steps-title" className="text-lg font-semibold">
        Your first marketing plan starts with an interview
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-indigo-50">
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <Link
        href="/start-session"
        className="mt-4 inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-indigo-700"
      >
        Start your first session <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </section>
  )
}

function Counts({ counts }: { counts: Dashboard['counts'] }) {
  const items = [
    { label: 'Scheduled', value: counts.scheduled, icon: CalendarClock, tone: 'text-indigo-600' },
    { label: 'Posted', value: counts.posted, icon: CheckCircle2, tone: 'text-emerald-600' },
    {
      label: 'Failed',
      value: counts.failed,
      icon: AlertTriangle,
      tone: counts.failed ? 'text-red-600' : 'text-slate-500',
    },
    {
      label: 'Drafts awaiting approval',
      value: counts.awaiting_approval,
      icon: FileClock,
      tone: 'text-amber-600',
    },
  ]
  return (
    <section aria-label="Posts by status" data-testid="dashboard-counts">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((i) => (
          <div key={i.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="flex items-center gap-2 text-sm text-slate-600">
              <i.icon className={`h-4 w-4 shrink-0 ${i.tone}`} aria-hidden /> {i.label}
            </dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{i.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function NextPosts({ posts }: { posts: Dashboard['next_posts'] }) {
  return (
    <Card
      id="next-posts"
      title="Next posts due"
      action={
        <Link href="/user/calendar" className="text-sm font-medium text-indigo-600 hover:underline">
          Calendar
        </Link>
      }
    >
      {posts.length === 0 ? (
        <Empty>Nothing is scheduled yet. Approve a marketing plan and its posts line up here.</Empty>
      ) : (
        <ul className="divide-y divide-slate-100">
          {posts.map((p) => (
            <li key={p.id} className="py-3 first:pt-0 last:pb-0" data-testid="next-post">
              <div className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
                <time
                  dateTime={new Date(p.scheduled_time).toISOString()}
                  className="font-semibold text-slate-700"
                >
                  {dateTime(p.scheduled_time)}
                </time>
                {p.pillar_title ? (
                  <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-indigo-700">
                    {p.pillar_title}
                  </span>
                ) : null}
                {p.status === 'posting' ? <span className="text-amber-700">posting now</span> : null}
              </div>
              <p className="mt-1 text-sm break-words text-slate-800">{cardPreview(p.content)}</p>
              <Link
                href={editPostHref(p)}
                className="mt-1 inline-block text-sm font-medium text-indigo-600 hover:underline"
              >
                Edit<span className="sr-only"> the post due {dateTime(p.scheduled_time)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

function SessionsInProgress({ sessions }: { sessions: Dashboard['sessions_in_progress'] }) {
  return (
    <Card id="sessions" title="Sessions in progress">
      {sessions.length === 0 ? (
        <Empty>No session needs you right now. Start a session whenever you have a new story to tell.</Empty>
      ) : (
        <ul className="divide-y divide-slate-100">
          {sessions.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
              data-testid="session-in-progress"
            >
              <div className="min-w-0">
                <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
                  <MessageSquare className="h-4 w-4 text-slate-500" aria-hidden />
                  {sessionStatusLabel(s.status)}
                </p>
                <p className="text-xs text-slate-500">
                  Started {new Date(s.created_at).toLocaleDateString()}
                  {s.tweet_count ? ` • ${s.tweet_count} posts` : ''}
                </p>
              </div>
              <Link
                href={`/marketing-sessions/${s.id}`}
                className="inline-flex items-center gap-1 rounded-lg bg-indigo-50 px-3 py-1.5 text-sm font-semibold text-indigo-700 hover:bg-indigo-100"
              >
                {s.next_step.label} <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

function XAccountSection({ account: loaded }: { account: Dashboard['x_account'] }) {
  const admin = isAdmin(useSession().data)
  // The shared account query follows connects and disconnects made here; the dashboard's answer
  // covers the first paint and says whether X is configured at all.
  const live = useXAccount().data
  const account: Dashboard['x_account'] =
    live === undefined
      ? loaded
      : live === null
        ? { state: 'not_connected', configured: loaded.configured }
        : {
            state: live.needs_reconnect ? 'needs_reconnect' : 'connected',
            username: live.username,
            display_name: live.display_name,
            configured: loaded.configured,
          }
  const text =
    account.state === 'connected'
      ? `Connected as @${account.username}. Scheduled posts go out from this account.`
      : account.state === 'needs_reconnect'
        ? `@${account.username} needs reconnecting: X stopped accepting the connection, so scheduled posts cannot go out.`
        : account.configured
          ? 'Not connected. Connect your X account so approved posts are published on time.'
          : admin
            ? 'Not connected, and X is not configured on this server: set X_CLIENT_ID and X_CLIENT_SECRET, then restart.'
            : 'Not connected. Posting to X is not set up on this server yet; your plan still works without it.'
  return (
    <Card id="x-account" title="X account">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          className={`flex items-start gap-2 text-sm ${account.state === 'needs_reconnect' ? 'text-amber-800' : 'text-slate-700'}`}
        >
          <Send className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
          <span>{text}</span>
        </p>
        {account.state !== 'not_connected' || account.configured ? <ConnectXButton /> : null}
      </div>
    </Card>
  )
}

function RecentPosts({ posts }: { posts: Dashboard['recent_posts'] }) {
  return (
    <Card id="recent-posts" title="Recent posts">
      {posts.length === 0 ? (
        <Empty>Nothing posted yet. Links to your live posts appear here once they go out.</Empty>
      ) : (
        <ul className="divide-y divide-slate-100">
          {posts.map((p) => (
            <li key={p.id} className="py-3 first:pt-0 last:pb-0" data-testid="recent-post">
              <div className="flex flex-wrap items-center gap-2 text-xs">
                {p.status === 'posted' ? (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800">
                    posted
                  </span>
                ) : (
                  <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800">
                    failed
                  </span>
                )}
                <span className="text-slate-500">{dateTime(p.posted_at ?? p.scheduled_time)}</span>
              </div>
              <p className="mt-1 text-sm break-words text-slate-800">{cardPreview(p.content)}</p>
              {p.status === 'posted' && p.posted_url ? (
                <a
                  href={p.posted_url}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline"
                >
                  View on X <ExternalLink className="h-3.5 w-3.5" aria-hidden />
                </a>
              ) : null}
              {p.status === 'failed' ? (
                <p className="mt-1 text-sm text-red-700">
                  {p.last_error ?? 'Posting failed.'}{' '}
                  <Link href={editPostHref(p)} className="font-semibold underline">
                    Fix and retry
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
