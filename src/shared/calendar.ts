/** Pure rules of the tweet calendar (SPEC §2, §4, §9). Times are local wall-clock values. */

import {
  CALENDAR_DAYS,
  CARD_PREVIEW_CHARS,
  DEFAULT_END_HOUR,
  DEFAULT_START_HOUR,
  OPTIMAL_HOURS,
  SLOT_MINUTES,
  TWEET_LIMIT,
} from './limits'
import type { SettableTweetStatus, TweetStatus } from './tweet-status'

export { CALENDAR_DAYS, CARD_PREVIEW_CHARS, DEFAULT_END_HOUR, DEFAULT_START_HOUR, SLOT_MINUTES, TWEET_LIMIT }

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
  weekday !== 0 && weekday !== 6 && minute === 0 && (OPTIMAL_HOURS as readonly number[]).includes(hour)

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

/**
 * A grid slot's key, 'YYYY-MM-DD|H:M' (local day, the slot's hour and minute: 0 or 30). Keys name the
 * cells of the session calendar and the targets of drags and keyboard moves.
 */
export const slotKey = (day: string, hour: number, minute: number) => `${day}|${hour}:${minute}`

/** The parts of a slot key. */
export function parseSlotKey(key: string): { day: string; hour: number; minute: number } {
  const [day = '', time = ''] = key.split('|')
  const [hour = 0, minute = 0] = time.split(':').map(Number)
  return { day, hour, minute }
}

/** The local time a slot stands for: what a drop there sets the post's time to (SPEC §4). */
export function slotTime(key: string): Date {
  const { day, hour, minute } = parseSlotKey(key)
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number)
  return new Date(y, m - 1, d, hour, minute)
}

/** The slot a post's time falls in (local time, SPEC §4 rounding; 23:45 and later go to the next day). */
export function slotKeyOf(time: Date | string): string {
  const d = new Date(time)
  const slot = slotFor(d.getHours(), d.getMinutes())
  return slotKey(
    dayKey(new Date(d.getFullYear(), d.getMonth(), d.getDate() + slot.dayOffset)),
    slot.hour,
    slot.minute,
  )
}

type Timed = { scheduled_time: Date | string }

/** Items in time order (stable), each time parsed once: 500 posts are ~9,000 comparisons. */
export const inTimeOrder = <T extends Timed>(items: T[]): T[] =>
  items
    .map((item) => ({ item, at: new Date(item.scheduled_time).getTime() }))
    .sort((a, b) => a.at - b.at)
    .map(({ item }) => item)

/** `count` consecutive local days from `start` (at midnight). */
export const daysFrom = (start: Date, count: number): Date[] =>
  Array.from(
    { length: count },
    (_, i) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + i),
  )

/**
 * Where each post sits in the session calendar: posts by slot (in time order), the days that hold
 * posts, and the grid's rows (8:00–19:30, widened to reach every post).
 */
export function placeTweets<T extends Timed>(
  tweets: T[],
): { bySlot: Map<string, T[]>; busyDays: Set<string>; rows: { hour: number; minute: 0 | 30 }[] } {
  const bySlot = new Map<string, T[]>()
  for (const tweet of inTimeOrder(tweets)) {
    const key = slotKeyOf(tweet.scheduled_time)
    const list = bySlot.get(key)
    if (list) list.push(tweet)
    else bySlot.set(key, [tweet])
  }
  const slots = [...bySlot.keys()].map(parseSlotKey)
  return {
    bySlot,
    busyDays: new Set(slots.map((s) => s.day)),
    rows: gridRows(gridHours(slots)),
  }
}

/**
 * Posts by the local day they go out on, in time order: the day lists (the week view, the session
 * calendar on a phone). Lists show each post's own time, so no slot rounding moves one to the next day.
 */
export function tweetsByDay<T extends Timed>(tweets: T[]): Map<string, T[]> {
  const byDay = new Map<string, T[]>()
  for (const tweet of inTimeOrder(tweets)) {
    const key = dayKey(new Date(tweet.scheduled_time))
    const list = byDay.get(key)
    if (list) list.push(tweet)
    else byDay.set(key, [tweet])
  }
  return byDay
}

/*
 * Height estimates for the session grid's rows. Rows off screen are not laid out
 * (`content-visibility: auto`) and take this height until first shown; a shown row keeps its real one.
 * Figures in px, from the grid's classes: a slot's padding and border, a card's border, padding and
 * margin, a text line at 11px; a line holds ~30 characters in the narrowest column with posts (12rem).
 */
const SLOT_MIN_PX = 20
const SLOT_FRAME_PX = 5
const CARD_FRAME_PX = 12
const CARD_LINE_PX = 16
const CARD_LINE_CHARS = 30
/** The grip and status pill beside the first line take about this many characters' width. */
const CARD_LEAD_CHARS = 12

type CardText = {
  content: string
  thread_parts?: string[] | null
  status: string
  posted_url?: string | null
  last_error?: string | null
}

/**
 * About how many lines a grid card takes: its preview after the status pill, then one for each note
 * below it (too long, the link to the post, the metrics) and the lines of a failure's reason.
 */
export function cardLinesEstimate(tweet: CardText, hasMetrics = false): number {
  const lines = (chars: number) => Math.max(1, Math.ceil(chars / CARD_LINE_CHARS))
  const tooLong = (tweet.thread_parts ?? [tweet.content]).some((p) => p.length > TWEET_LIMIT)
  return (
    lines(CARD_LEAD_CHARS + cardPreview(tweet.content).length) +
    (tooLong ? 1 : 0) +
    (tweet.posted_url ? 1 : 0) +
    (hasMetrics ? 1 : 0) +
    (tweet.status === 'failed' && tweet.last_error ? lines(tweet.last_error.length) : 0)
  )
}

/** About how tall (px) a grid row is whose slots hold cards of these line counts: its fullest slot. */
export function rowHeightEstimate(slots: number[][]): number {
  let tallest = SLOT_MIN_PX
  for (const cards of slots) {
    const height = cards.reduce((sum, lines) => sum + CARD_FRAME_PX + lines * CARD_LINE_PX, SLOT_FRAME_PX)
    tallest = Math.max(tallest, height)
  }
  return tallest
}

/**
 * `next`'s lists, each replaced by the one `previous` had for the same key when it holds the same items
 * in the same order: after a move only the two slots that changed are new, so only they redraw.
 */
export function keepUnchangedLists<K, T>(previous: Map<K, T[]> | undefined, next: Map<K, T[]>): Map<K, T[]> {
  if (!previous) return next
  const kept = new Map<K, T[]>()
  for (const [key, list] of next) {
    const before = previous.get(key)
    const same = before && before.length === list.length && before.every((item, i) => item === list[i])
    kept.set(key, same ? before : list)
  }
  return kept
}

/** How many leading rows of these heights (px) start within the first `px`: the rows of a first screen. */
export function rowsWithin(heights: number[], px: number): number {
  let top = 0
  let count = 0
  while (count < heights.length && top < px) top += heights[count++]!
  return count
}
