import { describe, expect, it } from 'bun:test'
import { isNearDuplicate, similarity, withoutNearDuplicates } from './near-duplicate'
import { planSlots, scheduleWindow } from './schedule'
import { localParts, zonedTimeToUtc } from './time-zone'

const local = (d: Date, tz: string) => {
  const p = localParts(d, tz)
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`
}

describe('zonedTimeToUtc', () => {
  it.each([
    ['UTC', { year: 2026, month: 11, day: 21, hour: 9, minute: 0 }, '2026-11-21T09:00:00.000Z'],
    ['America/New_York', { year: 2026, month: 10, day: 31, hour: 9, minute: 0 }, '2026-10-31T13:00:00.000Z'],
    ['America/New_York', { year: 2026, month: 11, day: 2, hour: 9, minute: 0 }, '2026-11-02T14:00:00.000Z'],
    ['Europe/London', { year: 2027, month: 3, day: 29, hour: 13, minute: 30 }, '2027-03-29T12:30:00.000Z'],
    ['Asia/Kolkata', { year: 2026, month: 6, day: 1, hour: 17, minute: 0 }, '2026-06-01T11:30:00.000Z'],
  ])('%s %p', (tz, parts, iso) => expect(zonedTimeToUtc(parts, tz).toISOString()).toBe(iso))
})

describe('planSlots', () => {
  it('puts 9:00, 13:00 and 17:00 on weekdays and one 13:00 post on weekend days, for 14 days', () => {
    // Monday 2026-11-23 06:00 in New York.
    const now = new Date('2026-11-23T11:00:00Z')
    const slots = planSlots({ now, timeZone: 'America/New_York', pillarCount: 3 })
    expect(slots).toHaveLength(10 * 3 + 4 * 1)
    expect(local(slots[0]!.time, 'America/New_York')).toBe('2026-11-23 09:00')
    const weekend = slots.filter((s) => [0, 6].includes(localParts(s.time, 'America/New_York').weekday))
    expect(weekend.map((s) => local(s.time, 'America/New_York').slice(11))).toEqual([
      '13:00',
      '13:00',
      '13:00',
      '13:00',
    ])
    expect(local(slots.at(-1)!.time, 'America/New_York')).toBe('2026-12-06 13:00')
  })

  it('skips slots that have passed today or are too close', () => {
    const now = new Date('2026-11-23T17:45:00Z') // 12:45 in New York: 13:00 is 15 minutes away
    const slots = planSlots({ now, timeZone: 'America/New_York', pillarCount: 3 })
    expect(local(slots[0]!.time, 'America/New_York')).toBe('2026-11-23 17:00')
  })

  it('keeps local times right across a daylight-saving change', () => {
    // New York leaves daylight saving on Sunday 2026-11-01.
    const now = new Date('2026-10-26T10:00:00Z')
    const slots = planSlots({ now, timeZone: 'America/New_York', pillarCount: 3 })
    const hours = new Set(slots.map((s) => local(s.time, 'America/New_York').slice(11)))
    expect([...hours].sort()).toEqual(['09:00', '13:00', '17:00'])
    const before = slots.find((s) => local(s.time, 'America/New_York') === '2026-10-30 09:00')!
    const after = slots.find((s) => local(s.time, 'America/New_York') === '2026-11-02 09:00')!
    expect(before.time.toISOString()).toBe('2026-10-30T13:00:00.000Z')
    expect(after.time.toISOString()).toBe('2026-11-02T14:00:00.000Z')
  })

  it('balances the pillars', () => {
    const slots = planSlots({ now: new Date('2026-11-23T00:00:00Z'), timeZone: 'UTC', pillarCount: 3 })
    const counts = [0, 1, 2].map((p) => slots.filter((s) => s.pillarIndex === p).length)
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1)
    // No pillar owns the 9:00 slot.
    const nine = slots.filter((s) => s.time.getUTCHours() === 9).map((s) => s.pillarIndex)
    expect(new Set(nine).size).toBe(3)
  })

  it('ends the window at the end of the 14th local day', () => {
    const w = scheduleWindow(new Date('2026-11-23T11:00:00Z'), 'America/New_York')
    expect(w.end.toISOString()).toBe('2026-12-07T05:00:00.000Z')
  })
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
