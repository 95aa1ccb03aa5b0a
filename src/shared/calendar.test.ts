import { describe, expect, it } from 'bun:test'
import {
  cardLinesEstimate,
  cardPreview,
  dayKey,
  daysFrom,
  gridHours,
  gridRows,
  gridStart,
  inTimeOrder,
  isOptimalSlot,
  keepUnchangedLists,
  nextStatus,
  parseSlotKey,
  placeTweets,
  rowHeightEstimate,
  rowsWithin,
  slotFor,
  slotKey,
  slotKeyOf,
  slotTime,
  startOfWeek,
  tweetsByDay,
  weekRangeLabel,
} from './calendar'
import { sessionStatusLabel } from './status-labels'

describe('slotFor (SPEC §4 rounding)', () => {
  it.each([
    [9, 0, { hour: 9, minute: 0, dayOffset: 0 }],
    [9, 14, { hour: 9, minute: 0, dayOffset: 0 }],
    [9, 15, { hour: 9, minute: 30, dayOffset: 0 }],
    [9, 30, { hour: 9, minute: 30, dayOffset: 0 }],
    [9, 44, { hour: 9, minute: 30, dayOffset: 0 }],
    [9, 45, { hour: 10, minute: 0, dayOffset: 0 }],
    [9, 59, { hour: 10, minute: 0, dayOffset: 0 }],
    [23, 50, { hour: 0, minute: 0, dayOffset: 1 }],
  ])('%i:%i → %p', (h, m, slot) => expect(slotFor(h, m)).toEqual(slot as never))
})

describe('gridHours', () => {
  it.each([
    ['no tweets: 8:00 to 19:30', [], { start: 8, end: 20 }],
    ['inside the default hours', [{ hour: 13, minute: 0 }], { start: 8, end: 20 }],
    ['an early tweet extends the top', [{ hour: 6, minute: 30 }], { start: 6, end: 20 }],
    ['a late tweet extends the bottom', [{ hour: 21, minute: 30 }], { start: 8, end: 22 }],
    ['a 20:00 tweet adds the 20:00 row', [{ hour: 20, minute: 0 }], { start: 8, end: 21 }],
  ])('%s', (_l, slots, hours) => expect(gridHours(slots)).toEqual(hours))

  it('has 30-minute rows from 8:00 to 19:30 by default', () => {
    const rows = gridRows({ start: 8, end: 20 })
    expect(rows).toHaveLength(24)
    expect(rows[0]).toEqual({ hour: 8, minute: 0 })
    expect(rows.at(-1)).toEqual({ hour: 19, minute: 30 })
  })
})

describe('card rules', () => {
  it('cycles draft → scheduled → cancelled → draft', () => {
    expect(nextStatus('draft')).toBe('scheduled')
    expect(nextStatus('scheduled')).toBe('cancelled')
    expect(nextStatus('cancelled')).toBe('draft')
    expect(nextStatus('posted')).toBeNull()
  })
  it('previews 120 characters then ...', () => {
    expect(cardPreview('x'.repeat(120))).toBe('x'.repeat(120))
    expect(cardPreview('y'.repeat(121))).toBe(`${'y'.repeat(120)}...`)
  })
  it.each([
    [1, 9, 0, true],
    [5, 17, 0, true],
    [3, 13, 30, false],
    [6, 9, 0, false],
    [0, 13, 0, false],
    [2, 10, 0, false],
  ])('optimal slot weekday %i %i:%i → %p', (d, h, m, optimal) => expect(isOptimalSlot(d, h, m)).toBe(optimal))
})

describe('week view', () => {
  it('starts weeks on Monday', () => {
    expect(startOfWeek(new Date(2026, 10, 22)).getDate()).toBe(16) // Sunday → the Monday before
    expect(startOfWeek(new Date(2026, 10, 23)).getDate()).toBe(23)
  })
  it.each([
    [new Date(2026, 10, 23), 'Nov 23 – 29, 2026'],
    [new Date(2026, 10, 30), 'Nov 30 – Dec 6, 2026'],
    [new Date(2026, 11, 28), 'Dec 28, 2026 – Jan 3, 2027'],
  ])('labels %p', (monday, label) => expect(weekRangeLabel(monday)).toBe(label))
})

describe('session status labels', () => {
  it.each([
    ['draft', 'Initial Chat'],
    ['pillars_selected', 'Pillars Selected'],
    ['scheduled', 'Tweets Scheduled'],
    ['published', 'Tweets Published'],
    ['archived', 'In Progress'],
  ])('%s → %s', (s, l) => expect(sessionStatusLabel(s)).toBe(l))
})

describe('gridStart', () => {
  const today = new Date(2026, 10, 22, 15, 30) // Sun 22 Nov, 15:30 local
  const at = (day: number, hour = 9) => new Date(2026, 10, day, hour)
  it.each<[string, Date[], Date]>([
    ['starts today with no posts', [], at(22, 0)],
    ['starts today when a post falls in the next 14 days', [at(23), at(30)], at(22, 0)],
    ['starts today when only the last day of the window has a post', [at(5 + 30)], at(22, 0)],
    [
      'starts on the first post day of a plan that begins after the window',
      [at(8 + 30), at(12 + 30)],
      new Date(2026, 11, 8),
    ],
    ['keeps today when every post is in the past', [at(1), at(2)], at(22, 0)],
  ])('%s', (_name, posts, expected) => expect(gridStart(today, posts)).toEqual(expected))
})

describe('slot keys', () => {
  it.each<[string, Date, string]>([
    ['on the hour', new Date(2026, 10, 23, 9, 0), '2026-11-23|9:0'],
    ['14 past rounds down to :00', new Date(2026, 10, 23, 9, 14), '2026-11-23|9:0'],
    ['15 past rounds to :30', new Date(2026, 10, 23, 9, 15), '2026-11-23|9:30'],
    ['45 past rounds to the next hour', new Date(2026, 10, 23, 9, 45), '2026-11-23|10:0'],
    ['23:50 goes to the next day at 0:00', new Date(2026, 10, 23, 23, 50), '2026-11-24|0:0'],
    ['23:50 on the last day of a month', new Date(2026, 10, 30, 23, 50), '2026-12-01|0:0'],
  ])('%s', (_name, time, key) => {
    expect(slotKeyOf(time)).toBe(key)
    expect(slotKeyOf(time.toISOString())).toBe(key)
  })
  it.each([
    ['2026-11-23|9:0', new Date(2026, 10, 23, 9, 0)],
    ['2026-11-23|13:30', new Date(2026, 10, 23, 13, 30)],
    ['2027-01-02|0:0', new Date(2027, 0, 2, 0, 0)],
  ])('%s is the time a drop sets', (key, time) => {
    expect(slotTime(key)).toEqual(time)
    expect(slotKey(...(Object.values(parseSlotKey(key)) as [string, number, number]))).toBe(key)
  })
})

describe('placeTweets', () => {
  const post = (id: string, time: Date) => ({ id, scheduled_time: time.toISOString() })
  it.each<[string, ReturnType<typeof post>[], Record<string, string[]>, string[], [string, string]]>([
    ['no posts: empty grid, default rows', [], {}, [], ['8:0', '19:30']],
    [
      'posts in one slot keep time order',
      [post('b', new Date(2026, 10, 23, 9, 10)), post('a', new Date(2026, 10, 23, 8, 50))],
      { '2026-11-23|9:0': ['a', 'b'] },
      ['2026-11-23'],
      ['8:0', '19:30'],
    ],
    [
      'an early and a late post widen the rows',
      [post('e', new Date(2026, 10, 23, 6, 20)), post('l', new Date(2026, 10, 24, 21, 0))],
      { '2026-11-23|6:30': ['e'], '2026-11-24|21:0': ['l'] },
      ['2026-11-23', '2026-11-24'],
      ['6:0', '21:30'],
    ],
    [
      'a 23:50 post sits at 0:00 the next day, and the grid starts at 0:00',
      [post('n', new Date(2026, 10, 23, 23, 50))],
      { '2026-11-24|0:0': ['n'] },
      ['2026-11-24'],
      ['0:0', '19:30'],
    ],
  ])('%s', (_name, tweets, bySlot, busyDays, [first, last]) => {
    const placed = placeTweets(tweets)
    expect(Object.fromEntries([...placed.bySlot].map(([k, list]) => [k, list.map((t) => t.id)]))).toEqual(
      bySlot,
    )
    expect([...placed.busyDays].sort()).toEqual(busyDays)
    const row = (r: { hour: number; minute: number }) => `${r.hour}:${r.minute}`
    expect([row(placed.rows[0]!), row(placed.rows.at(-1)!)]).toEqual([first, last])
  })
})

describe('tweetsByDay', () => {
  const post = (id: string, time: Date) => ({ id, scheduled_time: time })
  it.each<[string, ReturnType<typeof post>[], Record<string, string[]>]>([
    ['no posts', [], {}],
    [
      'groups by local day in time order',
      [
        post('c', new Date(2026, 10, 24, 9)),
        post('b', new Date(2026, 10, 23, 17)),
        post('a', new Date(2026, 10, 23, 9)),
      ],
      { '2026-11-23': ['a', 'b'], '2026-11-24': ['c'] },
    ],
    [
      'a 23:50 post stays on its own day (lists show its time)',
      [post('n', new Date(2026, 10, 23, 23, 50))],
      { '2026-11-23': ['n'] },
    ],
  ])('%s', (_name, tweets, expected) => {
    expect(
      Object.fromEntries([...tweetsByDay(tweets)].map(([k, list]) => [k, list.map((t) => t.id)])),
    ).toEqual(expected)
  })
})

describe('daysFrom', () => {
  it('counts local days across a month end', () => {
    expect(daysFrom(new Date(2026, 10, 29, 15), 3).map(dayKey)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ])
  })
})

describe('grid row height estimates (rows off screen hold them until shown)', () => {
  const card = (content: string, more: Partial<Parameters<typeof cardLinesEstimate>[0]> = {}) => ({
    content,
    status: 'draft',
    ...more,
  })
  it.each<[string, ReturnType<typeof card>, boolean, number]>([
    ['a short post fits beside the status pill', card('Hi'), false, 1],
    ['a full 120-character preview takes five lines', card('x'.repeat(200)), false, 5],
    ['18 characters still fit on the first line', card('x'.repeat(18)), false, 1],
    ['19 wrap to a second', card('x'.repeat(19)), false, 2],
    ['a post over 280 characters adds its warning', card('x'.repeat(281)), false, 6],
    [
      'a thread part over 280 characters too',
      card('Hi', { thread_parts: ['Hi', 'x'.repeat(281)] }),
      false,
      2,
    ],
    ['a posted card adds its link and metrics', card('Hi', { posted_url: 'https://x.com/p/1' }), true, 3],
    ['a failure adds its reason', card('Hi', { status: 'failed', last_error: 'x'.repeat(45) }), false, 3],
    ['a reason is shown only on failed cards', card('Hi', { last_error: 'x'.repeat(45) }), false, 1],
  ])('%s', (_name, tweet, metrics, lines) => expect(cardLinesEstimate(tweet, metrics)).toBe(lines))

  it.each<[string, number[][], number]>([
    ['an empty row is one slot high', [[], []], 20],
    ['one card of one line', [[1]], 5 + 12 + 16],
    ['the fullest slot sets the height', [[1], [5, 4], []], 5 + 12 + 80 + 12 + 64],
  ])('%s', (_name, slots, px) => expect(rowHeightEstimate(slots)).toBe(px))
})

describe('keepUnchangedLists', () => {
  const [a, b, c] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
  it.each<[string, Map<string, { id: string }[]> | undefined, Map<string, { id: string }[]>, string[]]>([
    ['nothing before: all new', undefined, new Map([['s1', [a]]]), ['s1']],
    ['same items in the same order: kept', new Map([['s1', [a, b]]]), new Map([['s1', [a, b]]]), []],
    ['an item moved in: new', new Map([['s1', [a]]]), new Map([['s1', [a, c]]]), ['s1']],
    ['an item moved out: new', new Map([['s1', [a, b]]]), new Map([['s1', [a]]]), ['s1']],
    ['reordered: new', new Map([['s1', [a, b]]]), new Map([['s1', [b, a]]]), ['s1']],
    ['an edited item (a new object): new', new Map([['s1', [a]]]), new Map([['s1', [{ id: 'a' }]]]), ['s1']],
    [
      'a slot that was empty: new',
      new Map([['s1', [a]]]),
      new Map([
        ['s1', [a]],
        ['s2', [b]],
      ]),
      ['s2'],
    ],
  ])('%s', (_name, previous, next, changed) => {
    const kept = keepUnchangedLists(previous, next)
    expect([...kept.keys()]).toEqual([...next.keys()])
    for (const [key, list] of kept) {
      expect(list).toEqual(next.get(key)!)
      expect(list === previous?.get(key)).toBe(!changed.includes(key))
    }
  })
})

describe('inTimeOrder', () => {
  const at = (id: string, time: string | Date) => ({ id, scheduled_time: time })
  it.each<[string, ReturnType<typeof at>[], string[]]>([
    ['nothing', [], []],
    [
      'strings and dates by time',
      [
        at('c', '2026-11-24T09:00:00Z'),
        at('a', new Date('2026-11-23T09:00:00Z')),
        at('b', '2026-11-23T10:00:00Z'),
      ],
      ['a', 'b', 'c'],
    ],
    [
      'equal times keep their order',
      [at('x', '2026-11-23T09:00:00Z'), at('w', '2026-11-23T09:00:00Z'), at('v', '2026-11-22T09:00:00Z')],
      ['v', 'x', 'w'],
    ],
  ])('%s', (_name, items, ids) => {
    const copy = [...items]
    expect(inTimeOrder(items).map((t) => t.id)).toEqual(ids)
    expect(items).toEqual(copy)
  })
})

describe('rowsWithin (the rows a first screen shows)', () => {
  it.each<[string, number[], number, number]>([
    ['no rows', [], 900, 0],
    ['all rows fit', [100, 100], 900, 2],
    ['a row starting inside counts', [500, 500, 500], 900, 2],
    ['a row starting at the edge does not', [450, 450, 450], 900, 2],
    ['a first row taller than the screen', [2000, 100], 900, 1],
    ['nothing within no height', [100], 0, 0],
  ])('%s', (_name, heights, px, count) => expect(rowsWithin(heights, px)).toBe(count))
})
