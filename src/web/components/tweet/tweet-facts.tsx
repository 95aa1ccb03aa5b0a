import { ExternalLink } from 'lucide-react'
import { slotTimeLabel } from '../../lib/format'
import type { NarrativePillar, ScheduledTweet } from '../../lib/marketing-sessions'
import type { TweetMetrics } from '../analytics/api'
import { TweetMetricsLine } from '../analytics/tweet-metrics'

/** When the post goes out, its pillar, its link and metrics once posted, and why it failed. */
export function TweetFacts(props: {
  tweet: ScheduledTweet
  pillar: NarrativePillar | undefined
  metrics?: TweetMetrics
}) {
  const { tweet, pillar } = props
  return (
    <dl className="mt-4 space-y-2 text-sm">
      <div className="flex gap-2">
        <dt className="w-24 shrink-0 text-slate-500">Scheduled</dt>
        <dd className="text-slate-900">{slotTimeLabel(tweet.scheduled_time)}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="w-24 shrink-0 text-slate-500">Pillar</dt>
        <dd>
          <p className="font-medium text-slate-900">{pillar?.title ?? 'Unknown Pillar'}</p>
          {pillar?.description ? <p className="text-slate-600">{pillar.description}</p> : null}
        </dd>
      </div>
      {tweet.posted_url ? (
        <div className="flex gap-2">
          <dt className="w-24 shrink-0 text-slate-500">Posted</dt>
          <dd>
            <a
              href={tweet.posted_url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-indigo-600 hover:underline"
            >
              View on X <ExternalLink className="h-3.5 w-3.5" />
            </a>
            <TweetMetricsLine metrics={props.metrics} className="mt-1 text-sm" />
          </dd>
        </div>
      ) : null}
      {tweet.status === 'failed' && tweet.last_error ? (
        <div className="flex gap-2">
          <dt className="w-24 shrink-0 text-slate-500">Failed</dt>
          <dd className="text-red-600">{tweet.last_error}</dd>
        </div>
      ) : null}
    </dl>
  )
}
