import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { isApprovedSessionStatus } from '../../../shared/session-status'
import { AdminListItem, AdminListLayout } from '../../components/admin-list-layout'
import { PillarEngagement } from '../../components/analytics/pillar-engagement'
import { SeriesList } from '../../components/analytics/series-list'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Spinner } from '../../components/spinner'
import { useDeleteSession, useMarketingSession } from '../../lib/marketing-sessions'
import { type SessionSummary, useAllSessions } from './api'

const dateOf = (d: Date | string | null | undefined) => (d ? new Date(d).toLocaleDateString() : 'Unknown')

/** /admin/marketing-sessions and /{sessionId} (SPEC §2). */
export function AdminSessionsPage({ selected }: { selected: string | null }) {
  const sessions = useAllSessions()
  const remove = useDeleteSession()
  const [, navigate] = useLocation()
  const [confirm, setConfirm] = useState<string | null>(null)

  return (
    <>
      <AdminListLayout
        title="Marketing Sessions"
        items={sessions}
        loadingText="Loading marketing sessions..."
        emptyText="No marketing sessions yet."
        renderItem={(s) => (
          <AdminListItem
            key={s.id}
            href={`/admin/marketing-sessions/${s.id}`}
            selected={s.id === selected}
            testId="admin-session"
            trailing={
              <button
                type="button"
                onClick={() => setConfirm(s.id)}
                aria-label="Delete marketing session"
                className="mr-1 rounded-lg p-2 text-slate-500 hover:text-red-600"
              >
                <Trash2 className="h-4 w-4" />
              </button>
            }
          >
            <span className="block truncate">Session {dateOf(s.created_at)}</span>
            <span className="block text-xs text-slate-500">
              {s.status} • {s.narrative_pillars.length} pillars • {s.scheduled_tweet_count} tweets
            </span>
            {s.previous_session_id ? (
              <span className="block text-xs text-indigo-600">Next two weeks of an earlier plan</span>
            ) : null}
          </AdminListItem>
        )}
        detail={
          selected ? (
            <SessionDetails
              id={selected}
              summary={sessions.data?.find((s) => s.id === selected)}
              onDelete={() => setConfirm(selected)}
            />
          ) : null
        }
        placeholder="Select a marketing session to view its details"
      />
      {confirm ? (
        <ConfirmDialog
          title="Delete marketing session"
          message="Are you sure you want to delete this marketing session?"
          confirmLabel="Delete"
          busyLabel="Deleting..."
          danger
          busy={remove.isPending}
          onCancel={() => setConfirm(null)}
          onConfirm={async () => {
            try {
              await remove.mutateAsync(confirm)
              if (confirm === selected) navigate('/admin/marketing-sessions')
            } catch (error) {
              console.error(error)
              window.alert((error as Error).message || 'Failed to delete marketing session')
            }
            setConfirm(null)
          }}
        />
      ) : null}
    </>
  )
}

function SessionDetails({
  id,
  summary,
  onDelete,
}: {
  id: string
  summary: SessionSummary | undefined
  onDelete: () => void
}) {
  const session = useMarketingSession(id)
  if (session.isPending) return <Spinner text="Loading marketing session..." />
  if (session.isError) return <p className="text-red-600">Error: {session.error.message}</p>
  const s = session.data
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-2xl font-bold text-slate-900">Session {dateOf(s.created_at)}</h2>
        <div className="flex gap-2">
          <Link
            href={`/marketing-sessions/${s.id}`}
            className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-500"
          >
            View Full Session
          </Link>
          <button
            type="button"
            onClick={onDelete}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-red-600 ring-1 ring-red-200 ring-inset hover:bg-red-50"
          >
            Delete
          </button>
        </div>
      </header>
      <dl className="grid grid-cols-2 gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Created</dt>
          <dd className="font-medium text-slate-900">{new Date(s.created_at).toLocaleString()}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Status</dt>
          <dd className="font-medium text-slate-900">{s.status}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Narrative Pillars</dt>
          <dd className="font-medium text-slate-900">{s.narrative_pillars.length}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Scheduled Tweets</dt>
          <dd className="font-medium text-slate-900">
            {summary?.scheduled_tweet_count ?? s.scheduled_tweets.length}
          </dd>
        </div>
        {s.completed_at ? (
          <div>
            <dt className="text-slate-500">Completed</dt>
            <dd className="font-medium text-slate-900">{new Date(s.completed_at).toLocaleString()}</dd>
          </div>
        ) : null}
      </dl>
      <SeriesList sessionId={s.id} hrefOf={(id) => `/admin/marketing-sessions/${id}`} />
      {isApprovedSessionStatus(s.status) ? <PillarEngagement sessionId={s.id} /> : null}
      <section>
        <h3 className="mb-2 font-semibold text-slate-900">Narrative Pillars</h3>
        {s.narrative_pillars.length === 0 ? (
          <p className="text-sm text-slate-500">No pillars yet.</p>
        ) : (
          <ul className="space-y-2">
            {s.narrative_pillars.map((p) => (
              <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-medium text-slate-900">
                  {p.title}{' '}
                  {p.selected ? (
                    <span className="ml-1 rounded bg-indigo-100 px-1.5 text-xs text-indigo-700">
                      selected
                    </span>
                  ) : null}
                </p>
                {p.description ? <p className="mt-1 text-sm text-slate-600">{p.description}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  )
}
