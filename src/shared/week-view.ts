import { startOfWeek } from './calendar'
import { upcomingTweetStatuses } from './tweet-status'

type Dated = { scheduled_time: Date | string; status: string }

const UPCOMING = new Set<string>(upcomingTweetStatuses)

const weekOf = (time: Date | string) => startOfWeek(new Date(time)).getTime()

/**
 * The Monday the week view opens on: the week of the next post still to go out, else today's week
 * (a plan that starts next week must not open on an empty week).
 */
export function initialWeek(tweets: Dated[], now: Date): Date {
  let next: number | undefined
  for (const t of tweets) {
    const at = new Date(t.scheduled_time).getTime()
    if (UPCOMING.has(t.status) && at >= now.getTime() && (next === undefined || at < next)) next = at
  }
  return startOfWeek(next === undefined ? now : new Date(next))
}

/** How many posts lie outside the week starting `monday`, before it and after it. */
export function postsOutsideWeek(tweets: Dated[], monday: Date): { before: number; after: number } {
  const shown = monday.getTime()
  let before = 0
  let after = 0
  for (const t of tweets) {
    const week = weekOf(t.scheduled_time)
    if (week < shown) before++
    else if (week > shown) after++
  }
  return { before, after }
}

/** 'No other posts', '1 post in other weeks', '5 posts in other weeks (2 earlier, 3 later)'. */
export function otherWeeksLabel({ before, after }: { before: number; after: number }): string {
  const total = before + after
  if (total === 0) return 'No posts in other weeks'
  const noun = total === 1 ? 'post' : 'posts'
  if (before && after) return `${total} ${noun} in other weeks (${before} earlier, ${after} later)`
  return `${total} ${noun} in other weeks (${before ? 'earlier' : 'later'})`
}
