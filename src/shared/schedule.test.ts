import { describe, expect, it } from 'bun:test'
import { isNearDuplicate, similarity, withoutNearDuplicates } from './near-duplicate'
import { isWeekend, planSlots, scheduleWindow, spreadPick } from './schedule'
import { localParts, zonedTimeToUtc } from './time-zone'

const local = (d: Date, tz: string) => {
  const p = localParts(d, tz)
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`
}

const isWeekendSlot = (d: Date, tz: string) => isWeekend(localParts(d, tz).weekday)

describe('zonedTimeToUtc', () => {
  it.each([
    ['UTC', { year: 2026, month: 11, day: 21, hour: 9, minute: 0 }, '2026-11-21T09:00:00.000Z'],
    ['America/New_York', { year: 2026, month: 10, day: 31, hour: 9, minute: 0 }, '2026-10-31T13:00:00.000Z'],
    ['America/New_York', { year: 2026, month: 11, day: 2, hour: 9, minute: 0 }, '2026-11-02T14:00:00.000Z'],
    ['Europe/London', { year: 2027, month: 3, day: 29, hour: 13, minute: 30 }, '2027-03-29T12:30:00.000Z'],
    ['Asia/Kolkata', { year: 2026, month: 6, day: 1, hour: 17, minute: 0 }, '2026-06-01T11:30:00.000Z'],
  ])('%s %p', (tz, parts, iso) => expect(zonedTimeToUtc(parts, tz).toISOString()).toBe(iso))
})

const weekOf = (slot: { dayIndex: number }) => (slot.dayIndex < 7 ? 1 : 2)
const perDay = (slots: { dayIndex: number }[]) => {
  const counts = new Map<number, number>()
  for (const s of slots) counts.set(s.dayIndex, (counts.get(s.dayIndex) ?? 0) + 1)
  return counts
}

describe('planSlots', () => {
  // Monday 2026-11-23 06:00 in New York.
  const monday = new Date('2026-11-23T11:00:00Z')
  const ny = 'America/New_York'

  it.each([
    // count, posts in week 1, posts in week 2, weekend posts
    [1, 0, 1, 0],
    [4, 2, 2, 0],
    [6, 3, 3, 0],
    [9, 4, 5, 0],
    [10, 5, 5, 0],
    [12, 6, 6, 0],
    [15, 7, 8, 0],
    [20, 10, 10, 0],
    [22, 11, 11, 2],
    [24, 12, 12, 4],
    [40, 12, 12, 4],
  ])('%i posts: %i in week 1, %i in week 2, %i on weekends', (count, week1, week2, weekend) => {
    const slots = planSlots({ now: monday, timeZone: ny, pillarCount: 3, count })
    expect(slots.filter((s) => weekOf(s) === 1)).toHaveLength(week1)
    expect(slots.filter((s) => weekOf(s) === 2)).toHaveLength(week2)
    expect(slots.filter((s) => isWeekendSlot(s.time, ny))).toHaveLength(weekend)
    expect(Math.max(...perDay(slots).values())).toBeLessThanOrEqual(2)
  })

  it('uses only optimal times on weekdays (9:00, 13:00, 17:00) and 13:00 at weekends, in time order', () => {
    const slots = planSlots({ now: monday, timeZone: ny, pillarCount: 3, count: 24 })
    for (const s of slots) {
      const time = local(s.time, ny).slice(11)
      expect(isWeekendSlot(s.time, ny) ? ['13:00'] : ['09:00', '13:00', '17:00']).toContain(time)
    }
    const times = slots.map((s) => s.time.getTime())
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(local(slots[0]!.time, ny)).toBe('2026-11-23 09:00')
    expect(new Set(slots.map((s) => local(s.time, ny).slice(11)))).toEqual(
      new Set(['09:00', '13:00', '17:00']),
    )
  })

  it('reaches the last days of the window, not only the first week', () => {
    const slots = planSlots({ now: monday, timeZone: ny, pillarCount: 3, count: 8 })
    expect(Math.max(...slots.map((s) => s.dayIndex))).toBeGreaterThanOrEqual(11)
    expect(Math.min(...slots.map((s) => s.dayIndex))).toBeLessThanOrEqual(1)
  })

  it('keeps each week near half when the plan starts late in the week', () => {
    // Thursday 2026-11-26 20:00 in New York: today's slots have all passed.
    const now = new Date('2026-11-27T01:00:00Z')
    for (const count of [6, 12, 20]) {
      const slots = planSlots({ now, timeZone: ny, pillarCount: 3, count })
      const second = slots.filter((s) => weekOf(s) === 2).length
      expect(second).toBeGreaterThanOrEqual(Math.ceil(count / 3))
      expect(second).toBeLessThanOrEqual(Math.ceil((count * 2) / 3))
    }
  })

  it('allows a higher daily ceiling when asked', () => {
    const slots = planSlots({ now: monday, timeZone: ny, pillarCount: 3, count: 40, perDay: 3 })
    expect(slots).toHaveLength(10 * 3 + 4)
    expect(Math.max(...perDay(slots).values())).toBe(3)
  })

  it('skips slots that have passed today or are too close', () => {
    const now = new Date('2026-11-23T17:45:00Z') // 12:45 in New York: 13:00 is 15 minutes away
    const slots = planSlots({ now, timeZone: ny, pillarCount: 3, count: 24 })
    expect(local(slots[0]!.time, ny)).toBe('2026-11-23 17:00')
    expect(slots.every((s) => s.time.getTime() >= now.getTime() + 30 * 60_000)).toBe(true)
  })

  it('keeps local times right across a daylight-saving change', () => {
    // New York leaves daylight saving on Sunday 2026-11-01.
    const now = new Date('2026-10-26T10:00:00Z')
    const slots = planSlots({ now, timeZone: ny, pillarCount: 3, count: 24 })
    const hours = new Set(slots.map((s) => local(s.time, ny).slice(11)))
    expect([...hours].sort()).toEqual(['09:00', '13:00', '17:00'])
    const before = slots.find((s) => local(s.time, ny).startsWith('2026-10-30 '))!
    const after = slots.find((s) => local(s.time, ny).startsWith('2026-11-02 '))!
    expect(before.time.getUTCHours() - Number(local(before.time, ny).slice(11, 13))).toBe(4)
    expect(after.time.getUTCHours() - Number(local(after.time, ny).slice(11, 13))).toBe(5)
  })

  it('balances the pillars and lets none own a time of day', () => {
    const slots = planSlots({
      now: new Date('2026-11-23T00:00:00Z'),
      timeZone: 'UTC',
      pillarCount: 3,
      count: 24,
    })
    const counts = [0, 1, 2].map((p) => slots.filter((s) => s.pillarIndex === p).length)
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1)
    const nine = slots.filter((s) => s.time.getUTCHours() === 9).map((s) => s.pillarIndex)
    expect(new Set(nine).size).toBe(3)
  })

  it('ends the window at the end of the 14th local day', () => {
    const w = scheduleWindow(monday, ny)
    expect(w.end.toISOString()).toBe('2026-12-07T05:00:00.000Z')
  })
})

describe('spreadPick', () => {
  it.each([
    [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 2, [2, 7]],
    [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 5, [1, 3, 5, 7, 9]],
    [[0, 1, 2, 3], 4, [0, 1, 2, 3]],
    [[0, 1, 2], 5, [0, 1, 2]],
    [[0, 1, 2], 0, []],
  ])('%p, %i', (list, count, picked) => expect(spreadPick(list, count)).toEqual(picked))
})

describe('near-duplicates', () => {
  it.each([
    ['identical', 'We cut no-shows by half.', 'We cut no-shows by half.', true],
    ['case and punctuation', 'We cut no-shows by half!', 'we cut NO SHOWS by half', true],
    [
      'a link added',
      'Read how we cut no-shows by half at forty clinics https://x.co/a',
      'Read how we cut no-shows by half at forty clinics',
      true,
    ],
    ['different posts', 'We cut no-shows by half.', 'Dental software is built for chains.', false],
    [
      'same hook, different body',
      'Lesson learned: patients want a text, not an app.',
      'Lesson learned: onboarding takes one afternoon.',
      false,
    ],
  ])('%s', (_l, a, b, dup) => expect(isNearDuplicate(a, b)).toBe(dup))

  it('keeps the first of each group', () => {
    expect(withoutNearDuplicates(['a b c d', 'A b c d!', 'e f g h'], (x) => x)).toEqual([
      'a b c d',
      'e f g h',
    ])
    expect(similarity('', '')).toBe(1)
  })
})
