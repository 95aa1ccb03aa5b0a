import type { TweetStatus } from '../../shared/tweet-status'

const tone: Record<TweetStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  scheduled: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-red-100 text-red-700',
  posting: 'bg-amber-100 text-amber-800',
  posted: 'bg-indigo-100 text-indigo-800',
  failed: 'bg-red-600 text-white',
}

/** The pill's classes, for an element that is itself the badge (the calendar card's status button). */
export const statusBadgeClass = (status: TweetStatus) =>
  `rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${tone[status]}`

/** A post's status as a coloured pill (cards, day lists, the detail modal). */
export function StatusBadge({ status }: { status: TweetStatus }) {
  return <span className={statusBadgeClass(status)}>{status}</span>
}
