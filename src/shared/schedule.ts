import { addLocalDays, localParts, zonedTimeToUtc } from './time-zone'

/** SPEC §9: the optimal posting times on weekdays, local time. */
export const OPTIMAL_HOURS = [9, 13, 17] as const
/** Weekends are lighter: one post at the middle optimal time. */
export const WEEKEND_HOURS = [13] as const
export const SCHEDULE_DAYS = 14

export type PlannedSlot = { time: Date; pillarIndex: number; dayIndex: number }

export const isWeekend = (weekday: number) => weekday === 0 || weekday === 6

/**
 * The posting slots for a new plan: 14 days starting today in the user's time zone, the optimal times
 * on weekdays and one on weekend days, skipping slots less than `minLeadMinutes` away. Pillars rotate
 * so each gets a fair share and none owns a time of day.
 */
export function planSlots(input: {
  now: Date
  timeZone: string
  pillarCount: number
  days?: number
  minLeadMinutes?: number
}): PlannedSlot[] {
  const { now, timeZone, pillarCount } = input
  const days = input.days ?? SCHEDULE_DAYS
  const earliest = now.getTime() + (input.minLeadMinutes ?? 30) * 60_000
  const today = localParts(now, timeZone)
  const pillars = Math.max(1, pillarCount)
  const slots: PlannedSlot[] = []
  for (let dayIndex = 0; dayIndex < days; dayIndex++) {
    const date = addLocalDays(today, dayIndex)
    const hours = isWeekend(date.weekday) ? WEEKEND_HOURS : OPTIMAL_HOURS
    for (const [slotIndex, hour] of hours.entries()) {
      const time = zonedTimeToUtc({ ...date, hour, minute: 0 }, timeZone)
      if (time.getTime() < earliest) continue
      // Shift by the day so every pillar takes every time of day in turn.
      slots.push({ time, pillarIndex: (slotIndex + dayIndex) % pillars, dayIndex })
    }
  }
  return slots
}

/** The window a schedule must fit in: from now until the end of the 14th local day. */
export function scheduleWindow(now: Date, timeZone: string, days = SCHEDULE_DAYS) {
  const today = localParts(now, timeZone)
  const end = addLocalDays(today, days)
  return { start: now, end: zonedTimeToUtc({ ...end, hour: 0, minute: 0 }, timeZone) }
}
