import { describe, expect, it } from 'bun:test'
import { initialWeek, otherWeeksLabel, postsOutsideWeek } from './week-view'

// Wednesday 18 Nov 2026, 10:00 local; its week starts Monday 16 Nov.
const now = new Date(2026, 10, 18, 10, 0)
const at = (day: number, hour = 9) => new Date(2026, 10, day, hour, 0)
const post = (day: number, status = 'scheduled', hour = 9) => ({ scheduled_time: at(day, hour), status })

describe('initialWeek', () => {
  it.each([
    ['no posts: today’s week', [], at(16, 0)],
    ['a plan starting next week opens on next week', [post(24), post(30)], at(23, 0)],
    ['the next post this week keeps this week', [post(19), post(25)], at(16, 0)],
    ['past posts are skipped', [post(10), post(12, 'posted'), post(26)], at(23, 0)],
    ['drafts and cancelled posts do not count', [post(20, 'draft'), post(21, 'cancelled')], at(16, 0)],
    ['a post being posted counts', [post(18, 'posting', 11)], at(16, 0)],
    ['an earlier hour today is past', [post(18, 'scheduled', 9), post(25)], at(23, 0)],
    ['ISO strings work too', [{ scheduled_time: at(24).toISOString(), status: 'scheduled' }], at(23, 0)],
  ])('%s', (_name, tweets, monday) => {
    expect(initialWeek(tweets, now)).toEqual(monday)
  })
})

describe('postsOutsideWeek and its label', () => {
  const tweets = [post(10), post(17), post(18), post(24), post(30), post(31)]
  it('counts posts before and after the shown week', () => {
    expect(postsOutsideWeek(tweets, at(16, 0))).toEqual({ before: 1, after: 3 })
    expect(postsOutsideWeek(tweets, at(23, 0))).toEqual({ before: 3, after: 2 })
    expect(postsOutsideWeek([], at(23, 0))).toEqual({ before: 0, after: 0 })
  })
  it.each([
    [{ before: 0, after: 0 }, 'No posts in other weeks'],
    [{ before: 0, after: 1 }, '1 post in other weeks (later)'],
    [{ before: 2, after: 0 }, '2 posts in other weeks (earlier)'],
    [{ before: 1, after: 3 }, '4 posts in other weeks (1 earlier, 3 later)'],
  ])('%p → %s', (counts, label) => expect(otherWeeksLabel(counts)).toBe(label))
})
