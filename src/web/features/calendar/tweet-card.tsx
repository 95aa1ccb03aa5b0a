import { ListOrdered } from 'lucide-react'
import { memo } from 'react'
import { cardPreview } from '../../../shared/calendar'
import { TWEET_LIMIT } from '../../../shared/limits'
import { NETWORK_NAMES } from '../../../shared/networks'
import type { TweetMetrics } from '../../components/analytics/api'
import { TweetMetricsLine } from '../../components/analytics/tweet-metrics'
import { statusBadgeClass } from '../../components/status-badge'
import { imageUrl } from '../../components/tweet/tweet-images'
import type { ScheduledTweet } from '../../lib/marketing-sessions'

/**
 * A post on the calendar: its status (a button that cycles it), thread and media marks, the 120-character
 * preview (the keyboard handle), and once posted its link and metrics; a failure says why. In a day list
 * it also shows its time.
 */
export const TweetCard = memo(function TweetCard(props: {
  tweet: ScheduledTweet
  metrics: TweetMetrics | undefined
  dragging?: boolean
  /** The time, for day lists (the grid's rows say it). */
  time?: string
  onPointerDown?: (e: React.PointerEvent, t: ScheduledTweet) => void
  onClick?: (t: ScheduledTweet) => void
  onCycle: (t: ScheduledTweet) => void
  onKey: (e: React.KeyboardEvent, t: ScheduledTweet) => void
  onBlur?: () => void
}) {
  const t = props.tweet
  const cancelled = t.status === 'cancelled'
  const parts = t.thread_parts?.length ?? 1
  const tooLong = (t.thread_parts ?? [t.content]).some((p) => p.length > TWEET_LIMIT)
  const stop = (e: React.PointerEvent) => e.stopPropagation()
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keyboard reaches the card through its handle below
    // biome-ignore lint/a11y/useKeyWithClickEvents: the handle answers Enter and Space
    <div
      data-testid="tweet-card"
      data-tweet-id={t.id}
      onPointerDown={props.onPointerDown && ((e) => props.onPointerDown!(e, t))}
      onClick={props.onClick && (() => props.onClick!(t))}
      className={`mb-0.5 flow-root rounded-md border bg-white px-1.5 py-1 shadow-sm ${props.time ? 'text-xs leading-5' : 'text-[11px] leading-4'} select-none hover:border-indigo-300 ${props.onPointerDown ? 'cursor-grab touch-none' : 'cursor-pointer'} ${props.dragging ? 'opacity-40' : ''} ${t.status === 'failed' ? 'border-red-300' : 'border-slate-200'}`}
    >
      {/* Floated, so the preview's first line runs beside the status: one line less per card. The drag
          grip is a pseudo-element (.card-grip): 500 cards with an SVG each were 3,500 elements. */}
      <div
        className={`float-left mr-1 flex items-center gap-1 ${props.time ? 'h-5' : 'h-4'} ${props.onPointerDown ? 'card-grip' : ''}`}
      >
        {props.time ? (
          <span className="font-medium whitespace-nowrap text-slate-600">{props.time}</span>
        ) : null}
        <button
          type="button"
          onPointerDown={stop}
          onPointerUp={stop}
          onClick={(e) => {
            e.stopPropagation()
            props.onCycle(t)
          }}
          aria-label={`Status: ${t.status}`}
          className={statusBadgeClass(t.status)}
        >
          {t.status}
        </button>
        {t.content_type !== 'text' ? (
          <span className="h-1.5 w-1.5 rounded-full bg-blue-500" title={t.content_type} />
        ) : null}
        {parts > 1 ? (
          <span
            className="inline-flex shrink-0 items-center gap-0.5 rounded-full bg-indigo-50 px-1.5 py-0.5 text-[10px] font-semibold whitespace-nowrap text-indigo-700"
            title={`Thread of ${parts} parts`}
            data-testid="thread-badge"
          >
            <ListOrdered className="h-3 w-3" aria-hidden /> {parts}
            <span className="sr-only"> part thread</span>
          </span>
        ) : null}
      </div>
      {/* The keyboard handle (beside the status button, not around it: interactive roles must not nest). */}
      <div
        role="button"
        tabIndex={0}
        data-card-handle
        aria-describedby="card-keys-help"
        onKeyDown={(e) => props.onKey(e, t)}
        onBlur={props.onBlur}
        className={`rounded break-words [overflow-wrap:anywhere] text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 ${cancelled ? 'text-slate-500 line-through' : ''}`}
      >
        {cardPreview(t.content)}
      </div>
      {t.images?.length ? (
        <div className="mt-0.5 flex gap-0.5" data-testid="card-images">
          {t.images.map((image) => (
            <img
              key={image.id}
              src={imageUrl(image.id)}
              alt={image.alt}
              loading="lazy"
              draggable={false}
              className="h-6 w-6 rounded-sm border border-slate-200 object-cover"
            />
          ))}
        </div>
      ) : null}
      {t.networks?.length ? (
        <p className="mt-0.5 text-[10px] text-slate-500" data-testid="card-networks">
          X · {t.networks.map((n) => NETWORK_NAMES[n.network]).join(' · ')}
        </p>
      ) : null}
      {tooLong ? <p className="mt-1 font-medium text-amber-700">Too long for a standard X account</p> : null}
      {t.posted_url ? (
        <a
          href={t.posted_url}
          target="_blank"
          rel="noreferrer"
          onPointerDown={stop}
          onClick={(e) => e.stopPropagation()}
          className="mt-1 block font-medium text-indigo-600 hover:underline"
        >
          View on X
        </a>
      ) : null}
      <TweetMetricsLine metrics={props.metrics} className="mt-0.5" />
      {t.status === 'failed' && t.last_error ? <p className="mt-1 text-red-600">{t.last_error}</p> : null}
    </div>
  )
})
