/** Wall-clock parts of an instant in an IANA time zone, and the way back. No dependencies: Intl only. */
export type LocalParts = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  weekday: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string) {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    })
    formatters.set(timeZone, f)
  }
  return f
}

const weekdays: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 }

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone)
    return true
  } catch {
    return false
  }
}

export function localParts(instant: Date, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: weekdays[parts.weekday as string] ?? 0,
  }
}

/** The instant at which the wall clock in `timeZone` shows the given date and time. */
export function zonedTimeToUtc(
  p: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): Date {
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute)
  let guess = wall
  // Two rounds settle the offset, also on the day it changes.
  for (let i = 0; i < 3; i++) {
    const seen = localParts(new Date(guess), timeZone)
    const shown = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute)
    const diff = wall - shown
    if (diff === 0) break
    guess += diff
  }
  return new Date(guess)
}

/** The calendar date `offset` days after the local date of `instant`. */
export function addLocalDays(p: { year: number; month: number; day: number }, offset: number) {
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day + offset))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() }
}
