/** Pure rules of the tweet calendar (SPEC §2, §4, §9). Times are local wall-clock values. */
import type { SettableTweetStatus, TweetStatus } from './tweet-status'

export const CALENDAR_DAYS = 14
export const SLOT_MINUTES = 30
export const DEFAULT_START_HOUR = 8
/** The last default row starts at 19:30, so the default grid ends at 20:00. */
export const DEFAULT_END_HOUR = 20
export const OPTIMAL_SLOT_HOURS = [9, 13, 17]
export const CARD_PREVIEW_CHARS = 120
export const TWEET_LIMIT = 280

/**
 * The slot a time falls in: minutes below 15 go to :00, 15 to 44 to :30, 45 or more to the next hour
 * at :00 (which may be the next day).
 */
export function slotFor(hour: number, minute: number): { hour: number; minute: 0 | 30; dayOffset: 0 | 1 } {
  if (minute < 15) return { hour, minute: 0, dayOffset: 0 }
  if (minute < 45) return { hour, minute: 30, dayOffset: 0 }
  return hour === 23 ? { hour: 0, minute: 0, dayOffset: 1 } : { hour: hour + 1, minute: 0, dayOffset: 0 }
}

/** Grid hours: 8:00–20:00 by default, widened to cover every tweet's slot. `end` is exclusive. */
export function gridHours(slots: { hour: number; minute: number }[]): { start: number; end: number } {
  let start = DEFAULT_START_HOUR
  let end = DEFAULT_END_HOUR
  for (const s of slots) {
    start = Math.min(start, s.hour)
    end = Math.max(end, s.hour + 1)
  }
  return { start, end: Math.min(24, end) }
}

/** Every 30-minute row of the grid. */
export function gridRows(hours: { start: number; end: number }): { hour: number; minute: 0 | 30 }[] {
  const rows: { hour: number; minute: 0 | 30 }[] = []
  for (let h = hours.start; h < hours.end; h++) rows.push({ hour: h, minute: 0 }, { hour: h, minute: 30 })
  return rows
}

export const isOptimalSlot = (weekday: number, hour: number, minute: number) =>
  weekday !== 0 && weekday !== 6 && minute === 0 && OPTIMAL_SLOT_HOURS.includes(hour)

/** The card's status button cycles draft → scheduled → cancelled → draft; posting states do not cycle. */
export function nextStatus(status: TweetStatus): SettableTweetStatus | null {
  switch (status) {
    case 'draft':
      return 'scheduled'
    case 'scheduled':
      return 'cancelled'
    case 'cancelled':
      return 'draft'
    case 'failed':
      return 'scheduled'
    default:
      return null
  }
}

/** The first 120 characters followed by '...' when the post is longer. */
export const cardPreview = (content: string) =>
  content.length > CARD_PREVIEW_CHARS ? `${content.slice(0, CARD_PREVIEW_CHARS)}...` : content

/** Monday of the week containing `date` (local), at midnight. */
export function startOfWeek(date: Date): Date {
  const d = new Date(date.getFullYear(), date.getMonth(), date.getDate())
  const shift = (d.getDay() + 6) % 7
  d.setDate(d.getDate() - shift)
  return d
}

const monthDay = (d: Date, withYear: boolean) =>
  d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}) })

/** 'Nov 23 – 29, 2026', 'Nov 30 – Dec 6, 2026' or 'Dec 28, 2026 – Jan 3, 2027'. */
export function weekRangeLabel(monday: Date): string {
  const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6)
  if (monday.getFullYear() !== sunday.getFullYear())
    return `${monthDay(monday, true)} – ${monthDay(sunday, true)}`
  if (monday.getMonth() === sunday.getMonth())
    return `${monthDay(monday, false)} – ${sunday.getDate()}, ${sunday.getFullYear()}`
  return `${monthDay(monday, false)} – ${monthDay(sunday, false)}, ${sunday.getFullYear()}`
}

/** The local date key 'YYYY-MM-DD' of a Date. */
export const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

/**
 * The first day of the 14-day grid (local midnight): today, unless no post falls within the 14 days
 * from today (a plan for the next two weeks, starting after the current one) — then the day of the
 * first post, so the plan is on screen when it opens.
 */
export function gridStart(today: Date, postTimes: Date[], days = CALENDAR_DAYS): Date {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate())
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + days)
  if (postTimes.length === 0 || postTimes.some((t) => t >= start && t < end)) return start
  const upcoming = postTimes.filter((t) => t >= end).sort((a, b) => a.getTime() - b.getTime())[0]
  return upcoming ? new Date(upcoming.getFullYear(), upcoming.getMonth(), upcoming.getDate()) : start
}
