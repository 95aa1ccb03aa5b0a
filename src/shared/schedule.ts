import { CALENDAR_DAYS, OPTIMAL_HOURS } from './limits'
import { addLocalDays, localParts, zonedTimeToUtc } from './time-zone'

/** Weekends are lighter: at most one post, at the middle optimal time. */
export const WEEKEND_HOURS = [13] as const
/** Default ceiling of posts on one day (weekends hold one). */
export const MAX_POSTS_PER_DAY = 2
/** How many posts a new plan asks for: about ten a week. */
export const DEFAULT_POST_COUNT = 20

export type PlannedSlot = { time: Date; pillarIndex: number; dayIndex: number }

export const isWeekend = (weekday: number) => weekday === 0 || weekday === 6

type Candidate = { time: Date; dayIndex: number }

/** `count` items of `list`, evenly spread over it (the middle of each equal share), in order. */
export function spreadPick<T>(list: T[], count: number): T[] {
  if (count >= list.length) return [...list]
  if (count <= 0) return []
  return Array.from({ length: count }, (_, i) => list[Math.floor(((i + 0.5) * list.length) / count)]!)
}

/**
 * The posting slots of a plan: `count` slots (fewer only when the window has no room) over the 14 days
 * starting today in the user's time zone, at most `perDay` a day, never less than `minLeadMinutes`
 * away. Optimal slots come first: one weekday optimal time a day, then a second one, then the weekend's
 * single 13:00. Each round that cannot be used whole is spread evenly over the window, so both weeks
 * get their share. Pillars rotate over the slots in time order so each gets a fair share.
 */
export function planSlots(input: {
  now: Date
  timeZone: string
  pillarCount: number
  count?: number
  days?: number
  perDay?: number
  minLeadMinutes?: number
}): PlannedSlot[] {
  const { now, timeZone, pillarCount } = input
  const days = input.days ?? CALENDAR_DAYS
  const perDay = Math.max(1, input.perDay ?? MAX_POSTS_PER_DAY)
  const count = Math.max(0, input.count ?? DEFAULT_POST_COUNT)
  const earliest = now.getTime() + (input.minLeadMinutes ?? 30) * 60_000
  const today = localParts(now, timeZone)
  // rounds[r] holds each weekday's r-th choice; the last round holds the weekend slots.
  const weekdayRounds: Candidate[][] = Array.from(
    { length: Math.min(perDay, OPTIMAL_HOURS.length) },
    () => [],
  )
  const weekendRound: Candidate[] = []
  for (let dayIndex = 0; dayIndex < days; dayIndex++) {
    const date = addLocalDays(today, dayIndex)
    const weekend = isWeekend(date.weekday)
    // Rotate which optimal hours a day uses so no time of day is always skipped.
    const hours = weekend
      ? [...WEEKEND_HOURS]
      : OPTIMAL_HOURS.map((_, i) => OPTIMAL_HOURS[(i + dayIndex) % OPTIMAL_HOURS.length]!)
    const open = hours
      .map((hour) => zonedTimeToUtc({ ...date, hour, minute: 0 }, timeZone))
      .filter((time) => time.getTime() >= earliest)
    if (weekend) {
      if (open[0]) weekendRound.push({ time: open[0], dayIndex })
      continue
    }
    for (const [round, list] of weekdayRounds.entries()) {
      const time = open[round]
      if (time) list.push({ time, dayIndex })
    }
  }
  const chosen: Candidate[] = []
  for (const round of [...weekdayRounds, weekendRound]) {
    chosen.push(...spreadPick(round, count - chosen.length))
    if (chosen.length >= count) break
  }
  const pillars = Math.max(1, pillarCount)
  return chosen
    .sort((a, b) => a.time.getTime() - b.time.getTime())
    .map((c, i) => ({ ...c, pillarIndex: i % pillars }))
}

/** The window a schedule must fit in: from now until the end of the 14th local day. */
export function scheduleWindow(now: Date, timeZone: string, days = CALENDAR_DAYS) {
  const today = localParts(now, timeZone)
  const end = addLocalDays(today, days)
  return { start: now, end: zonedTimeToUtc({ ...end, hour: 0, minute: 0 }, timeZone) }
}
