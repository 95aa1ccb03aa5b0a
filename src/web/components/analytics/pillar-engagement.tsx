import { Spinner } from '../spinner'
import { type PillarEngagementRow, useSessionAnalytics } from './api'

const barColors = ['bg-indigo-500', 'bg-emerald-500', 'bg-amber-500', 'bg-sky-500', 'bg-rose-500']

/**
 * Engagement per narrative pillar: posts, total and median engagement, the best post, and a bar
 * chart of each pillar's total against the best one.
 */
export function PillarEngagement({ sessionId }: { sessionId: string }) {
  const analytics = useSessionAnalytics(sessionId)
  if (analytics.isPending) return <Spinner size="sm" text="Loading engagement..." />
  if (analytics.isError) return <p className="text-sm text-red-600">Error: {analytics.error.message}</p>
  return (
    <PillarEngagementView rows={analytics.data.pillars} unavailable={analytics.data.metrics_unavailable} />
  )
}

export function PillarEngagementView({
  rows,
  unavailable,
}: {
  rows: PillarEngagementRow[]
  unavailable: string | null
}) {
  const max = Math.max(1, ...rows.map((r) => r.total_engagement))
  const measured = rows.some((r) => r.measured > 0)
  return (
    <section
      aria-labelledby="pillar-engagement-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="pillar-engagement-title" className="text-base font-semibold text-slate-900">
        Engagement by narrative pillar
      </h2>
      {unavailable && (
        <p role="status" className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {unavailable}
        </p>
      )}
      {!measured && !unavailable && (
        <p className="mt-2 text-sm text-slate-500">
          No metrics yet: likes, reposts and replies arrive about an hour after each post goes out.
        </p>
      )}
      <ul className="mt-3 space-y-3">
        {rows.map((row, i) => (
          <li key={row.pillar_id ?? 'none'}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium text-slate-800">{row.title}</span>
              <span className="text-slate-500">
                {row.posts} {row.posts === 1 ? 'post' : 'posts'} · {row.total_engagement} engagements · median{' '}
                {row.median_engagement}
              </span>
            </div>
            <div
              className="mt-1 h-2.5 w-full rounded-full bg-slate-100"
              role="img"
              aria-label={`${row.title}: ${row.total_engagement} engagements`}
            >
              <div
                className={`h-2.5 rounded-full ${barColors[i % barColors.length]}`}
                style={{ width: `${Math.round((row.total_engagement / max) * 100)}%` }}
              />
            </div>
            {row.best_post && (
              <p className="mt-1 line-clamp-2 text-xs text-slate-500">
                Best: “{row.best_post.content}” ({row.best_post.engagement})
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
