import { describe, expect, it } from 'bun:test'
import { planSlots } from '../../shared/schedule'
import { marketingSessionStatuses } from '../../shared/session-status'
import { MAX_PLAN_THREADS } from '../../shared/thread'
import { editableTweetStatuses, tweetStatuses } from '../../shared/tweet-status'
import { checkedTime, checkedTimeZone } from '../http/checked-time'
import { validatePillars } from '../pillars/drafts'
import { acceptDrafts, withThreads } from '../schedule/drafts'
import { checkedThreadParts, rewritePart, tweetChanges } from '../tweets/edits'
import {
  requireSessionAllows,
  requireTweetAllows,
  SESSION_RULES,
  type SessionAction,
  sessionRefusal,
  sessionStatusesAllowing,
  tweetRefusal,
  tweetStatusesAllowing,
} from './rules'

const CHOOSE = 'Choose 3 narrative pillars before'
const ok = null

describe('session transitions', () => {
  // action → [draft, pillars_selected, scheduled, published]
  const table: [SessionAction, (string | null)[]][] = [
    [
      'generatePillars',
      [
        ok,
        'The narrative pillars were already chosen for this session',
        'The narrative pillars were already chosen for this session',
        'The narrative pillars were already chosen for this session',
      ],
    ],
    [
      'selectPillars',
      [
        ok,
        ok,
        'The plan is already scheduled; its pillars can no longer change',
        'The plan is already scheduled; its pillars can no longer change',
      ],
    ],
    [
      'generateSchedule',
      [
        `${CHOOSE} generating the schedule`,
        ok,
        'This plan is already approved',
        'This plan is already approved',
      ],
    ],
    ['replaceSchedule', [`${CHOOSE} setting a schedule`, ok, ok, ok]],
    ['approve', [`${CHOOSE} approving the plan`, ok, ok, 'This plan is already published']],
    [
      'planNext',
      [
        'Approve this marketing plan before planning the next two weeks',
        'Approve this marketing plan before planning the next two weeks',
        ok,
        ok,
      ],
    ],
    [
      'publish',
      [
        'Only an approved plan is published',
        'Only an approved plan is published',
        ok,
        'This plan is already published',
      ],
    ],
  ]

  for (const [action, refusals] of table) {
    marketingSessionStatuses.forEach((status, i) => {
      it(`${action} from ${status} → ${refusals[i] ?? 'allowed'}`, () => {
        expect(sessionRefusal(action, status)).toBe(refusals[i]!)
        if (refusals[i]) expect(() => requireSessionAllows(action, { status })).toThrow(refusals[i]!)
        else expect(() => requireSessionAllows(action, { status })).not.toThrow()
      })
    })
  }

  it('lists every action of the table above', () => {
    expect(Object.keys(SESSION_RULES).sort()).toEqual(table.map(([a]) => a).sort())
  })

  it('refuses with a 409', () => {
    try {
      requireSessionAllows('approve', { status: 'draft' })
      throw new Error('not refused')
    } catch (error) {
      expect((error as { status?: number }).status).toBe(409)
    }
  })

  it('names the statuses an action is allowed from', () => {
    expect(sessionStatusesAllowing('selectPillars')).toEqual(['draft', 'pillars_selected'])
    expect(sessionStatusesAllowing('publish')).toEqual(['scheduled'])
  })
})

describe('post transitions', () => {
  it.each([
    ['draft', ok],
    ['scheduled', ok],
    ['cancelled', ok],
    ['failed', ok],
    ['posting', 'This tweet is being posted right now'],
    ['posted', 'This tweet has already been posted'],
  ] as const)('edit from %s → %p', (status, refusal) => {
    expect(tweetRefusal('edit', status)).toBe(refusal)
    if (refusal) expect(() => requireTweetAllows('edit', { status })).toThrow(refusal)
  })

  it('edits exactly the statuses the web and CLI treat as editable', () => {
    expect(tweetStatusesAllowing('edit')).toEqual([...editableTweetStatuses])
  })

  it.each([
    ['draft', true],
    ['failed', true],
    ['scheduled', false],
    ['cancelled', false],
    ['posting', false],
    ['posted', false],
  ] as const)('approving the plan schedules a %s post: %p', (status, scheduled) => {
    expect(tweetStatusesAllowing('approve').includes(status)).toBe(scheduled)
  })

  it('covers every post status in every action', () => {
    for (const action of ['edit', 'approve'] as const)
      for (const status of tweetStatuses) expect(tweetRefusal(action, status)).not.toBeUndefined()
  })
})

describe('validatePillars', () => {
  const pillar = (title: string) => ({ title, description: `Why ${title.toLowerCase()} matters to founders` })

  it('keeps 3 to 7 usable pillars', () => {
    const drafts = [
      pillar('Pricing experiments'),
      pillar('Hiring the first engineer'),
      pillar('Customer calls'),
    ]
    expect(validatePillars(drafts)).toEqual(drafts)
  })

  it.each([
    ['no pillars', [], 'fewer than 3 usable narrative pillars. Please try again.'],
    [
      'one usable pillar',
      [pillar('Pricing experiments'), { title: '', description: 'x' }],
      'fewer than 3 usable narrative pillars (has no title). Please try again.',
    ],
    [
      'an answer that is not a list',
      'not a list',
      'fewer than 3 usable narrative pillars. Please try again.',
    ],
  ] as const)('refuses %s with a 502', (_, drafts, message) => {
    expect(() => validatePillars(drafts as never)).toThrow(message)
  })

  it('never names an AI provider when the built-in engine made the pillars', () => {
    expect(() => validatePillars([], 'offline')).toThrow(
      'Chad found fewer than 3 themes in this interview. Answer a few more questions, then try again.',
    )
  })
})

describe('withThreads', () => {
  const posts = [
    { slot: 0, content: 'We cut onboarding from 9 steps to 3.' },
    { slot: 1, content: 'Our first customer found us on a forum.' },
  ]

  it('keeps a valid proposed thread on its post and replaces its first part with the post', () => {
    const drafts = [
      { slot: 0, content: 'x', thread: ['x', 'Here is what we removed first.', 'Then  we   measured.'] },
    ]
    expect(withThreads(posts, drafts)[0]!.thread).toEqual([
      'We cut onboarding from 9 steps to 3.',
      'Here is what we removed first.',
      'Then we measured.',
    ])
  })

  it.each([
    ['no thread', []],
    ['a single part', [{ slot: 0, content: 'x', thread: ['x'] }]],
    ['a later part that repeats another post', [{ slot: 0, content: 'x', thread: ['x', posts[1]!.content] }]],
    [
      'more than eight parts',
      [{ slot: 0, content: 'x', thread: Array.from({ length: 9 }, (_, i) => `Part ${i}.`) }],
    ],
  ])('drops %s', (_, drafts) => {
    expect(withThreads(posts, drafts)[0]!.thread).toBeNull()
  })

  it('cuts a part over 280 characters at its sentences instead of losing the thread', () => {
    const long =
      `${'The van got stuck a kilometre before the house. '.repeat(3)}${'I walked the rest with two heavy bags of shopping. '.repeat(3)}`.trim()
    expect(long.length).toBeGreaterThan(280)
    const thread = withThreads(posts, [{ slot: 0, content: 'x', thread: ['x', long] }])[0]!.thread!
    expect(thread).toHaveLength(3)
    for (const part of thread) expect(part.length).toBeLessThanOrEqual(280)
    expect(thread.slice(1).join(' ')).toBe(long)
  })

  it('keeps at most MAX_PLAN_THREADS threads a plan', () => {
    const many = Array.from({ length: MAX_PLAN_THREADS + 2 }, (_, i) => i).map((slot) => ({
      slot,
      content: `Story number ${slot} about our launch week`,
    }))
    const drafts = many.map((p) => ({ ...p, thread: [p.content, `What happened next in story ${p.slot}`] }))
    expect(withThreads(many, drafts).filter((p) => p.thread).length).toBe(MAX_PLAN_THREADS)
  })
})

describe('acceptDrafts', () => {
  const now = new Date('2026-03-02T08:00:00Z') // a Monday
  const timeZone = 'UTC'
  const slots = planSlots({ now, timeZone, pillarCount: 3 }).slice(0, 3)
  const transcript = [
    {
      speaker: 'interviewer' as const,
      content: 'How did it start? Anything you never want your posts to sound like?',
    },
    {
      speaker: 'founder' as const,
      content: 'Our first paying customer found us through a forum thread. Never sound like a software ad.',
    },
  ]
  const plan = { now, timeZone, slots, pillarCount: 3, tagsAllowed: false, transcript }
  const texts = [
    'We cut onboarding from nine steps to three and activation doubled.',
    'Our first paying customer found us through a forum thread.',
    'Hiring our first engineer took four months and taught us patience.',
  ]
  const drafts = texts.map((content, slot) => ({ slot, content }))

  it('spreads the accepted posts over the plan, on their slots’ pillars, in slot order', () => {
    const { posts, leftOut } = acceptDrafts(drafts, plan)
    expect(posts.map((p) => p.content)).toEqual(texts)
    expect(posts.map((p) => p.pillarIndex)).toEqual(slots.map((s) => s.pillarIndex))
    expect(posts.every((p, i) => i === 0 || p.time > posts[i - 1]!.time)).toBe(true)
    expect(leftOut).toBeNull()
  })

  it.each([
    ['too long', [{ slot: 0, content: 'a '.repeat(200) }], '1 too long'],
    ['an unknown slot', [{ slot: 99, content: texts[0]! }], '1 unknown slot'],
    ['hashtag spam', [{ slot: 0, content: `${texts[0]} #a #b #c` }], '1 tag spam'],
  ])('leaves out %s and says so', (_, extra, problem) => {
    const { posts, leftOut } = acceptDrafts([...drafts.slice(1), ...extra], plan)
    expect(posts.length).toBe(2)
    expect(leftOut).toContain(problem)
  })

  it("keeps each post's sources that are the founder's words, and no tone rule", () => {
    const cited = drafts.map((d) => ({
      ...d,
      sources: [
        'our first paying customer found us through a forum thread',
        'We raised forty million dollars.',
      ],
    }))
    const rule = 'Never sound like a software ad.'
    const { posts } = acceptDrafts([{ ...cited[0]!, sources: [rule] }, ...cited.slice(1)], {
      ...plan,
      toneRules: [rule],
    })
    expect(posts.map((p) => p.sources)).toEqual([
      [],
      ['Our first paying customer found us through a forum thread.'],
      ['Our first paying customer found us through a forum thread.'],
    ])
  })

  it('leaves out a near-duplicate of an earlier post of the series', () => {
    const { posts } = acceptDrafts(drafts, { ...plan, earlierPosts: [texts[1]!] })
    expect(posts.map((p) => p.content)).toEqual([texts[0]!, texts[2]!])
  })

  it.each([
    ['nothing', [], 'Could not write any posts from this interview (3 slots without a post). Try again.'],
    [
      'not a list',
      'oops',
      'Could not write any posts from this interview (3 slots without a post). Try again.',
    ],
    [
      'only broken posts',
      [{ slot: 0, content: 'a '.repeat(200) }],
      'Could not write any posts from this interview (1 too long, 2 slots without a post). Try again.',
    ],
  ])('refuses %s with a 502 naming the problems', (_, given, message) => {
    expect(() => acceptDrafts(given, plan)).toThrow(message)
  })
})

describe('edits by hand', () => {
  const single = { content: 'One post', threadParts: null, postedPartIds: [] }
  const thread = { content: 'Part one', threadParts: ['Part one', 'Part two'], postedPartIds: [] }
  const halfPosted = { ...thread, postedPartIds: ['x1'] }

  it.each([
    ['nothing', single, {}, {}],
    ['trimmed text', single, { content: '  New text ' }, { content: 'New text', linkedinVariant: null }],
    [
      "a thread's text (its first part)",
      thread,
      { content: 'New one' },
      { content: 'New one', threadParts: ['New one', 'Part two'], linkedinVariant: null },
    ],
    [
      'a post into a thread',
      single,
      { thread_parts: [' A ', 'B'] },
      { content: 'A', threadParts: ['A', 'B'], linkedinVariant: null },
    ],
    [
      'a thread back into one post',
      thread,
      { thread_parts: null },
      { content: 'Part one\n\nPart two', threadParts: null, linkedinVariant: null },
    ],
    [
      'the unposted parts of a half-posted thread',
      halfPosted,
      { thread_parts: ['Part one', 'Part 2'] },
      { content: 'Part one', threadParts: ['Part one', 'Part 2'], linkedinVariant: null },
    ],
    [
      'the time',
      single,
      { scheduled_time: '2026-03-02T09:00:00Z' },
      { scheduledTime: new Date('2026-03-02T09:00:00Z'), dueAt: new Date('2026-03-02T09:00:00Z') },
    ],
    // (A new text drops the plan's LinkedIn version, which told the old one.)
  ] as const)('changes %s', (_, tweet, updates, expected) => {
    expect(tweetChanges(tweet as never, updates as never)).toEqual(expected as never)
  })

  it.each([
    ['blank text', single, { content: '  ' }, 'content: must not be blank'],
    ['a bad time', single, { scheduled_time: 'soon' }, 'scheduled_time: not a valid time'],
    ['a one-part thread', single, { thread_parts: ['A'] }, 'thread_parts: '],
    [
      'a posted part',
      halfPosted,
      { thread_parts: ['Changed', 'Part two'] },
      'The parts already posted to X cannot change',
    ],
    [
      'a half-posted thread into one post',
      halfPosted,
      { thread_parts: null },
      'The parts already posted to X cannot change',
    ],
  ] as const)('refuses %s', (_, tweet, updates, message) => {
    expect(() => tweetChanges(tweet as never, updates as never)).toThrow(message)
  })

  it('checks thread parts, times and zones naming the field', () => {
    expect(checkedThreadParts([' a ', 'b'], 'f')).toEqual(['a', 'b'])
    expect(() => checkedThreadParts(['a', 'a'], 'scheduled_tweets.0.thread_parts')).toThrow(
      'scheduled_tweets.0.thread_parts: ',
    )
    expect(checkedTime('2026-03-02T09:00:00Z', 'f').toISOString()).toBe('2026-03-02T09:00:00.000Z')
    expect(() => checkedTime('later', 'scheduled_tweets.3.scheduled_time')).toThrow(
      'scheduled_tweets.3.scheduled_time: not a valid time',
    )
    expect(checkedTimeZone('Europe/Paris')).toBe('Europe/Paris')
    expect(() => checkedTimeZone('Mars/Olympus')).toThrow('time_zone: unknown time zone "Mars/Olympus"')
  })

  it.each([
    [['one'], undefined, 0],
    [['one', 'two'], 1, 1],
  ] as const)('rewrites part %p of %p', (parts, part, index) => {
    expect(rewritePart(parts, part)).toBe(index)
  })

  it('refuses a part the post does not have', () => {
    expect(() => rewritePart(['one', 'two'], 2)).toThrow('part: this post has 2 part(s)')
  })
})
