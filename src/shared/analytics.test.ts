import { describe, expect, it } from 'bun:test'
import {
  batches,
  dueSnapshotAges,
  engagementByNetwork,
  engagementByPillar,
  engagementOf,
  median,
  type NetworkReading,
  nextSnapshotAt,
  type PublicMetrics,
  perPost,
  type SnapshotAge,
  sumMetrics,
} from './analytics'

const posted = new Date('2026-11-20T09:00:00Z')
const after = (hours: number) => new Date(posted.getTime() + hours * 3_600_000)
const m = (likes: number, extra: Partial<PublicMetrics> = {}): PublicMetrics => ({
  likes,
  reposts: 0,
  replies: 0,
  quotes: 0,
  bookmarks: 0,
  impressions: null,
  ...extra,
})

describe('dueSnapshotAges', () => {
  it.each<[string, number, SnapshotAge[], SnapshotAge[]]>([
    ['nothing is due in the first hour', 0.5, [], []],
    ['the 1-hour snapshot is due at one hour', 1, [], ['1h']],
    ['a taken snapshot is not due again', 5, ['1h'], []],
    ['the 24-hour snapshot is due at a day', 24, ['1h'], ['24h']],
    ['missed ages are still due after downtime', 30, [], ['1h', '24h']],
    ['all three after a week with none taken', 24 * 7, [], ['1h', '24h', '7d']],
    ['nothing once all three are taken', 24 * 30, ['1h', '24h', '7d'], []],
  ])('%s', (_name, hours, taken, due) => expect(dueSnapshotAges(posted, taken, after(hours))).toEqual(due))
})

describe('nextSnapshotAt', () => {
  it.each<[SnapshotAge[], Date | null]>([
    [[], after(1)],
    [['1h'], after(24)],
    [['1h', '24h'], after(24 * 7)],
    [['1h', '24h', '7d'], null],
  ])('after %p', (taken, at) => expect(nextSnapshotAt(posted, taken)).toEqual(at))
})

describe('batches', () => {
  it.each([
    [0, []],
    [1, [1]],
    [100, [100]],
    [101, [100, 1]],
    [250, [100, 100, 50]],
  ])('%i ids go out in calls of %p', (count, sizes) => {
    const ids = Array.from({ length: count }, (_, i) => String(i))
    const out = batches(ids)
    expect(out.map((b) => b.length)).toEqual(sizes)
    expect(out.flat()).toEqual(ids)
  })
  it('refuses a batch size under one', () => expect(() => batches([1], 0)).toThrow(RangeError))
})

describe('engagement', () => {
  it('adds every reader action and leaves impressions out', () =>
    expect(engagementOf(m(3, { reposts: 2, replies: 1, quotes: 1, bookmarks: 4, impressions: 900 }))).toBe(
      11,
    ))
  it.each([
    [[], 0],
    [[5], 5],
    [[1, 9], 5],
    [[7, 1, 3], 3],
  ])('median of %p is %d', (values, expected) => expect(median(values)).toBe(expected))
})

describe('sumMetrics', () => {
  it.each([
    [
      'every count',
      m(1, { reposts: 2, impressions: 10 }),
      m(3, { bookmarks: 1, impressions: 5 }),
      m(4, { reposts: 2, bookmarks: 1, impressions: 15 }),
    ],
    ['no impressions when a part has none', m(1, { impressions: 10 }), m(2), m(3)],
  ])('adds %s', (_, a, b, expected) => expect(sumMetrics(a, b)).toEqual(expected))
})

describe('engagementByPillar', () => {
  it('rolls up posts, totals, median and the best post per pillar, ignoring unmeasured posts', () => {
    const rows = engagementByPillar(
      ['story', 'proof'],
      [
        { tweetId: 'a', pillarId: 'story', content: 'A', metrics: m(10) },
        { tweetId: 'b', pillarId: 'story', content: 'B', metrics: m(2) },
        { tweetId: 'c', pillarId: 'story', content: 'C', metrics: null },
        { tweetId: 'd', pillarId: 'proof', content: 'D', metrics: m(4, { reposts: 1 }) },
      ],
    )
    expect(rows).toEqual([
      {
        pillarId: 'story',
        posts: 3,
        measured: 2,
        total: 12,
        median: 6,
        best: { tweetId: 'a', content: 'A', engagement: 10 },
        networks: [],
      },
      {
        pillarId: 'proof',
        posts: 1,
        measured: 1,
        total: 5,
        median: 5,
        best: { tweetId: 'd', content: 'D', engagement: 5 },
        networks: [],
      },
    ])
  })

  it('keeps a pillar with no posts and groups posts without a listed pillar last', () => {
    const rows = engagementByPillar(
      ['story', 'proof'],
      [
        { tweetId: 'x', pillarId: null, content: 'X', metrics: m(1) },
        { tweetId: 'y', pillarId: 'deleted', content: 'Y', metrics: m(2) },
      ],
    )
    expect(rows.map((r) => [r.pillarId, r.posts, r.total])).toEqual([
      ['story', 0, 0],
      ['proof', 0, 0],
      [null, 2, 3],
    ])
    expect(rows[0]!.best).toBeNull()
  })
})

describe('engagement per network', () => {
  const readings: NetworkReading[] = [
    { tweetId: 'a', network: 'x', metrics: m(10) },
    { tweetId: 'a', network: 'linkedin', metrics: m(4, { replies: 2 }) },
    { tweetId: 'b', network: 'mastodon', metrics: m(3) },
    { tweetId: 'b', network: 'x', metrics: m(1, { impressions: 90 }) },
  ]
  it('adds a post’s networks up and keeps what each network gave', () => {
    const posts = perPost(readings)
    expect(posts.get('a')).toEqual({ metrics: m(14, { replies: 2 }), byNetwork: { x: 10, linkedin: 6 } })
    // Impressions only when every network reports them (Mastodon gives none).
    expect(posts.get('b')).toEqual({ metrics: m(4), byNetwork: { mastodon: 3, x: 1 } })
  })
  it.each([
    ['no readings', [], []],
    [
      'in the networks’ order, each counting its own posts',
      [{ byNetwork: { mastodon: 3, x: 1 } }, { byNetwork: { x: 10, linkedin: 6 } }, {}],
      [
        { network: 'x', measured: 2, total: 11 },
        { network: 'linkedin', measured: 1, total: 6 },
        { network: 'mastodon', measured: 1, total: 3 },
      ],
    ],
    ['a zero is a reading', [{ byNetwork: { bluesky: 0 } }], [{ network: 'bluesky', measured: 1, total: 0 }]],
  ] as const)('%s', (_name, posts, expected) => {
    expect(engagementByNetwork(posts as never)).toEqual(expected as never)
  })
  it('gives each pillar its networks', () => {
    const [story] = engagementByPillar(
      ['story'],
      [...perPost(readings)].map(([tweetId, p]) => ({
        tweetId,
        pillarId: 'story',
        content: tweetId,
        metrics: p.metrics,
        byNetwork: p.byNetwork,
      })),
    )
    expect(story!.total).toBe(20)
    expect(story!.networks).toEqual([
      { network: 'x', measured: 2, total: 11 },
      { network: 'linkedin', measured: 1, total: 6 },
      { network: 'mastodon', measured: 1, total: 3 },
    ])
  })
})
