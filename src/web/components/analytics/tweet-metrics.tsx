import { Bookmark, Heart, MessageCircle, Quote, Repeat2 } from 'lucide-react'
import type { TweetMetrics } from './api'

/** A posted tweet's latest public metrics, compact for cards and the detail modal. */
export function TweetMetricsLine({
  metrics,
  className = '',
}: {
  metrics: TweetMetrics | undefined
  className?: string
}) {
  if (!metrics) return null
  const items = [
    { icon: Heart, label: 'likes', value: metrics.likes },
    { icon: Repeat2, label: 'reposts', value: metrics.reposts },
    { icon: MessageCircle, label: 'replies', value: metrics.replies },
    { icon: Quote, label: 'quotes', value: metrics.quotes },
    { icon: Bookmark, label: 'bookmarks', value: metrics.bookmarks },
  ]
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-500 ${className}`}>
      {items.map(({ icon: Icon, label, value }) => (
        <span key={label} className="inline-flex items-center gap-0.5" title={label}>
          <Icon aria-hidden className="h-3 w-3" />
          <span className="sr-only">{label}</span>
          {value}
        </span>
      ))}
      {metrics.impressions !== null && <span title="impressions">{metrics.impressions} views</span>}
    </p>
  )
}
