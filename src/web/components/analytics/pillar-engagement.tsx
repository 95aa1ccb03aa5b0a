import { NETWORK_NAMES } from '../../../shared/networks'
import { Spinner } from '../spinner'
import { type NetworkEngagementRow, type PillarEngagementRow, useSessionAnalytics } from './api'

const barColors = ['bg-indigo-500', 'bg-emerald-500', 'bg-amber-500', 'bg-sky-500', 'bg-rose-500']

/**
 * Engagement per narrative pillar: posts, total and median engagement, the best post, and a bar
 * chart of each pillar's total against the best one; with more than one network, each network's share.
 */
export function PillarEngagement({ sessionId }: { sessionId: string }) {
  const analytics = useSessionAnalytics(sessionId)
  if (analytics.isPending) return <Spinner size="sm" text="Loading engagement..." />
  if (analytics.isError) return <p className="text-sm text-red-600">Error: {analytics.error.message}</p>
  return <PillarEngagementView rows={analytics.data.pillars} networks={analytics.data.networks} />
}

/** "X 20 · LinkedIn 8": each network's engagement, in the networks' order. */
const perNetwork = (rows: { network: NetworkEngagementRow['network']; total_engagement: number }[]) =>
  rows.map((n) => `${NETWORK_NAMES[n.network]} ${n.total_engagement}`).join(' · ')

export function PillarEngagementView({
  rows,
  networks,
}: {
  rows: PillarEngagementRow[]
  networks: NetworkEngagementRow[]
}) {
  const max = Math.max(1, ...rows.map((r) => r.total_engagement))
  const measured = rows.some((r) => r.measured > 0)
  const unavailable = networks.filter((n) => n.metrics_unavailable)
  const several = networks.length > 1
  return (
    <section
      aria-labelledby="pillar-engagement-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="pillar-engagement-title" className="text-base font-semibold text-slate-900">
        Engagement by narrative pillar
      </h2>
      {unavailable.map((n) => (
        <p
          key={n.network}
          role="status"
          className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800"
        >
          {n.metrics_unavailable}
        </p>
      ))}
      {several && measured && (
        <ul aria-label="Engagement by network" className="mt-3 flex flex-wrap gap-2">
          {networks
            .filter((n) => !n.metrics_unavailable)
            .map((n) => (
              <li key={n.network} className="rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-700">
                <span className="font-medium text-slate-900">{NETWORK_NAMES[n.network]}</span>{' '}
                {n.total_engagement} {n.total_engagement === 1 ? 'engagement' : 'engagements'} · {n.measured}{' '}
                {n.measured === 1 ? 'post' : 'posts'}
              </li>
            ))}
        </ul>
      )}
      {!measured && unavailable.length === 0 && (
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
            {several && row.by_network.length > 0 && (
              <p className="mt-1 text-xs text-slate-500">{perNetwork(row.by_network)}</p>
            )}
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
