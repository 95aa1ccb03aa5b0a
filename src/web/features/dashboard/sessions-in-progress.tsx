import { ArrowRight, MessageSquare } from 'lucide-react'
import { Link } from 'wouter'
import { sessionStatusLabel } from '../../../shared/status-labels'
import type { Dashboard } from './api'
import { Card, Empty } from './card'

/** Sessions that wait on the user, each with its next step. */
export function SessionsInProgress({ sessions }: { sessions: Dashboard['sessions_in_progress'] }) {
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
