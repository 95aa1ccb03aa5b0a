import { ExternalLink } from 'lucide-react'
import { Link } from 'wouter'
import { cardPreview } from '../../../shared/calendar'
import { slotTimeLabel } from '../../lib/format'
import type { Dashboard } from './api'
import { Card, Empty } from './card'

/** The session page with the post's detail open. */
export const editPostHref = (p: { session_id: string; id: string }) =>
  `/marketing-sessions/${p.session_id}?tweet=${p.id}`

/** The posts due next, each with a way to edit it. */
export function NextPosts({ posts }: { posts: Dashboard['next_posts'] }) {
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
                  {slotTimeLabel(p.scheduled_time)}
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
                Edit<span className="sr-only"> the post due {slotTimeLabel(p.scheduled_time)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

/** The latest posted and failed posts: a link to the live post, or the error and a way to fix it. */
export function RecentPosts({ posts }: { posts: Dashboard['recent_posts'] }) {
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
                <span className="text-slate-500">{slotTimeLabel(p.posted_at ?? p.scheduled_time)}</span>
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
