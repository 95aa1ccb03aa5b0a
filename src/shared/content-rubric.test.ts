import { describe, expect, it } from 'bun:test'
import {
  type CriterionId,
  type PlanScore,
  type RubricInput,
  scorePlan,
  summariseScores,
} from './content-rubric'
import { mostSharedOpening, nearDuplicatePairs, secondWeekShare } from './content-rubric-plan'
import {
  disfluency,
  founderVocabulary,
  fragment,
  hasBrokenJoin,
  hasGoalLeak,
  hasMetaOrFiller,
  headlineFigures,
  isCutMidSentence,
  isGrounded,
  labelMismatch,
  postedToneInstruction,
  templatedQuestion,
  titleFault,
  unclosedQuote,
} from './content-rubric-posts'
import { properNames } from './content-rubric-text'

const answers = [
  'We build Ledgerly, bookkeeping software for small bakeries in Lyon and Manchester.',
  'Our customers are bakery owners who lose every Sunday to receipts and spreadsheets.',
  'I started it after my mother, Amélie, spent twelve hours a week reconciling invoices by hand.',
  'Since launch 140 bakeries signed up and they save about six hours a week on bookkeeping.',
  'I believe small shops deserve the same tools as big chains, without an accountant on call.',
  'Next we want to reach 1,000 bakeries and add payroll by spring.',
]

describe('titleFault', () => {
  const names = properNames(answers)
  it.each([
    ['Bakeries Drowning in Receipts', null],
    ['Why Amélie Reconciled Invoices by Hand', null],
    ['Ledgerly', 'too short'],
    ['A very long title that goes on and on about bookkeeping for bakeries', 'too long'],
    ['bookkeeping for small bakeries', 'not capitalised'],
    ['Six hours saved every week across', 'ends on "across"'],
    ['Small shops deserve tools always', 'ends on "always"'],
    ['Why this matters today', 'ends on "today"'],
    ['The problem behind the', 'ends on "the"'],
    ['Proof in numbers:', 'ends mid-phrase'],
    ['The story behind real stories…', 'ends mid-phrase'],
    ['Something I learned: and the manager', 'fragment after ":"'],
    ['Proof in numbers: half within', 'ends on "within"'],
    ['The story behind problem myself', 'ends on "myself"'],
    ['Built for cannot afford', '"for cannot" does not parse'],
    ['The story behind real stories', 'repeats "story"'],
    ['Bakeries That Bake for Bakers', null],
    ['Why amélie started Ledgerly', 'writes "amélie" for "Amélie"'],
    ['How ledgerly saves Sundays', 'writes "ledgerly" for "Ledgerly"'],
  ])('%p → %p', (title, fault) => expect(titleFault(title, names)).toBe(fault))
})

describe('properNames', () => {
  it('finds names written capitalised mid-sentence and never in lower case', () => {
    const names = properNames(answers)
    expect([...names]).toEqual(expect.arrayContaining(['Ledgerly', 'Lyon', 'Manchester', 'Amélie']))
    expect(names.has('Since')).toBe(false)
    expect(names.has('Our')).toBe(false)
  })
})

describe('post checks', () => {
  it.each([
    ['I think that covers it, happy to wrap up.', true],
    ['140 bakeries, six hours back every week. Still true today.', true],
    ['Great question. We started with one bakery in Lyon.', true],
    ['As I said in the interview, receipts eat Sundays.', true],
    ['Honestly, bookkeeping is broken for bakeries.', true],
    ['And the spreadsheets kept growing.', true],
    ['So, we built Ledgerly.', true],
    ['So many bakeries still do their books by hand on Sundays.', false],
    ['140 bakeries now save six hours a week on bookkeeping.', false],
    ['Recruiters: the best interviews start with a clear scorecard.', false],
    ['Customers matter more than anything else we track.', false],
  ])('meta or filler: %p → %p', (post, expected) => expect(hasMetaOrFiller(post)).toBe(expected))

  it.each([
    ['Something I learned the hard way: and the manager spent hours on it.', true],
    ['We shipped payroll. But the the invoices came first.', true],
    ['Six hours saved , every week.', true],
    ['Bakeries deserve better tools,.', true],
    ['We built it for the.', true],
    ['The lesson: small shops deserve big-chain tools.', false],
    ['What are bakery owners waiting for?', false],
    ['Plan A was spreadsheets. Plan B was Ledgerly.', false],
  ])('broken join: %p → %p', (post, expected) => expect(hasBrokenJoin(post)).toBe(expected))

  it.each([
    ['My mother spent twelve hours a week on invoices…', true],
    ['My mother spent twelve hours a week on invoices... then', true],
    ['My mother spent twelve hours a week on', true],
    ['My mother spent twelve hours a week on invoices.', false],
    ['Would you trust a spreadsheet with payroll?', false],
    ['She said: "never again."', false],
    ['Try it: https://ledgerly.example', false],
    ['Six hours back every week #bakery', false],
    ['Six hours back every week 🎉', false],
  ])('cut mid-sentence: %p → %p', (post, expected) => expect(isCutMidSentence(post)).toBe(expected))

  const vocabulary = founderVocabulary(answers)
  it.each([
    ['140 bakeries signed up; each saves six hours of bookkeeping a week.', true],
    ['Bakery owners: your Sundays belong to you, not to receipts.', true],
    ['Crypto wallets will replace banks within a decade, mark my words.', false],
    ['Growth hacking tips for SaaS marketers everywhere.', false],
  ])('grounded: %p → %p', (post, expected) => expect(isGrounded(post, vocabulary)).toBe(expected))
})

describe('mostSharedOpening', () => {
  it.each([
    [['A b c one.', 'A b c two.', 'D e f three.', 'G h i four.'], 'a b c', 0.5],
    [
      [
        'One fine day.',
        'One fine day again.',
        'Two fine days.',
        'Three fine days.',
        'Four.',
        'Five.',
        'Six.',
        'Seven.',
      ],
      'one fine day',
      0.25,
    ],
    [['Same start here.', 'same START here, again.'], 'same start here', 1],
    // An opening only one post uses is not shared, however few posts there are.
    [['Plumbers wait months.', 'We build invoicing.'], '', 0],
  ])('%p → %p at %p', (posts, opening, share) => expect(mostSharedOpening(posts)).toEqual({ opening, share }))
})

describe('nearDuplicatePairs', () => {
  it('pairs posts that say the same thing in the same words', () => {
    expect(
      nearDuplicatePairs([
        '140 bakeries now save six hours a week on bookkeeping with Ledgerly.',
        'Payroll arrives by spring, for every bakery on Ledgerly.',
        '140 bakeries now save six hours a week on bookkeeping with Ledgerly!',
      ]),
    ).toEqual([[0, 2]])
  })
})

describe('secondWeekShare', () => {
  const start = new Date('2026-11-23T22:30:00Z') // Monday 23:30 in London, Tuesday 07:30 in Tokyo
  const at = (iso: string) => ({ content: 'x', scheduled_time: iso })
  it.each([
    ['UTC', [at('2026-11-24T09:00:00Z'), at('2026-11-29T09:00:00Z'), at('2026-12-01T09:00:00Z')], 1 / 3],
    ['UTC', [at('2026-11-30T09:00:00Z'), at('2026-12-06T17:00:00Z')], 1],
    ['UTC', [at('2026-11-29T23:59:00Z')], 0],
    // In Tokyo the plan starts on Tuesday the 24th, so Monday the 30th is still week 1.
    ['Asia/Tokyo', [at('2026-11-30T00:00:00Z'), at('2026-12-01T00:00:00Z')], 0.5],
    ['UTC', [], 0],
  ])('%s %#', (tz, posts, share) => expect(secondWeekShare(posts, start, tz)).toBeCloseTo(share, 5))
})

const start = new Date('2026-11-23T08:00:00Z')
const day = (n: number, hour = 9) => new Date(Date.UTC(2026, 10, 23 + n, hour)).toISOString()
const goodPlan: RubricInput = {
  founderAnswers: answers,
  start,
  pillars: [
    { title: 'Sundays Lost to Receipts' },
    { title: 'Why Amélie Did Invoices by Hand' },
    { title: '140 Bakeries and Counting' },
  ],
  posts: [
    {
      content: '140 bakeries signed up since launch. Each one saves about six hours a week.',
      scheduled_time: day(0),
    },
    {
      content: 'My mother Amélie spent twelve hours a week reconciling invoices by hand.',
      scheduled_time: day(1),
    },
    {
      content: 'Bakery owners should not lose every Sunday to receipts and spreadsheets.',
      scheduled_time: day(3),
    },
    {
      content: 'Small shops deserve the same tools as big chains. No accountant on call needed.',
      scheduled_time: day(5),
    },
    { content: 'Next stop: 1,000 bakeries, and payroll by spring.', scheduled_time: day(8) },
    { content: 'Bakery owners: which bookkeeping chore eats most of your Sunday?', scheduled_time: day(11) },
  ],
}

const criterion = (score: PlanScore, id: CriterionId) => score.criteria.find((c) => c.id === id)
const failing = (score: PlanScore) => score.criteria.filter((c) => !c.pass).map((c) => c.id)

describe('scorePlan', () => {
  it('passes a clean, grounded plan spread over two weeks with a full score', () => {
    const score = scorePlan(goodPlan)
    expect(failing(score)).toEqual([])
    expect(score.pass).toBe(true)
    expect(score.score).toBe(100)
    expect(score).toMatchObject({ posts: 6, pillars: 3 })
  })

  const withPost = (content: string): RubricInput => ({
    ...goodPlan,
    posts: [...goodPlan.posts.slice(0, 5), { content, scheduled_time: day(12) }],
  })
  it.each<[string, RubricInput, CriterionId[]]>([
    ['too few pillars', { ...goodPlan, pillars: goodPlan.pillars.slice(0, 2) }, ['pillar_count']],
    [
      'a dangling title',
      { ...goodPlan, pillars: [...goodPlan.pillars, { title: 'Proof in numbers: fourteen across' }] },
      ['pillar_titles'],
    ],
    [
      'a post over 280 characters',
      withPost(`${'Bakery receipts eat Sundays. '.repeat(10)}`),
      ['post_length'],
    ],
    ['meta talk', withPost('Bakery receipts: I think that covers it, happy to wrap up.'), ['meta_filler']],
    [
      'a broken join',
      withPost('Something bakery owners learned: and the spreadsheets spent Sundays.'),
      ['broken_joins'],
    ],
    ['a cut sentence', withPost('My mother reconciled invoices by hand for twelve…'), ['cut_sentences']],
    ['an ungrounded post', withPost('Crypto wallets will replace banks within a decade.'), ['grounding']],
    [
      'a near duplicate',
      withPost('Since launch, 140 bakeries signed up. Each one saves about six hours a week.'),
      ['near_duplicates'],
    ],
    [
      'week 1 only',
      { ...goodPlan, posts: goodPlan.posts.map((p, i) => ({ ...p, scheduled_time: day(i) })) },
      ['second_week'],
    ],
    [
      'one founder sentence told in three posts',
      {
        ...goodPlan,
        posts: goodPlan.posts.map((p, i) =>
          i === 3
            ? {
                ...p,
                content:
                  'Nobody helped her with the books. Every week my mother Amélie spent twelve hours reconciling invoices by hand.',
              }
            : i === 5
              ? {
                  ...p,
                  content:
                    'Ledgerly started at a kitchen table in Lyon, where my mother spent twelve hours a week reconciling invoices by hand.',
                }
              : p,
        ),
      },
      ['sentence_reuse'],
    ],
  ])('fails on %s, and only there', (_name, plan, expected) => {
    const score = scorePlan(plan)
    expect(failing(score)).toEqual(expected)
    expect(score.pass).toBe(false)
    expect(score.score).toBeLessThan(100)
    for (const id of expected.filter((id) => id !== 'pillar_count' && id !== 'second_week'))
      expect(criterion(score, id)?.examples.length).toBeGreaterThan(0)
  })

  it('fails shared openings when more than a quarter of the posts start alike', () => {
    const same = 'Something I learned'
    const plan = {
      ...goodPlan,
      posts: goodPlan.posts.map((p, i) => (i < 2 ? { ...p, content: `${same}: ${p.content}` } : p)),
    }
    const score = scorePlan(plan)
    expect(failing(score)).toEqual(['distinct_openings'])
    expect(criterion(score, 'distinct_openings')).toMatchObject({ measured: '33%', threshold: '≤ 25%' })
    expect(criterion(score, 'distinct_openings')?.examples[0]).toContain('something i learned')
  })

  it('reports what it found, with examples a person can read', () => {
    const score = scorePlan(withPost('Crypto wallets will replace banks within a decade.'))
    expect(criterion(score, 'grounding')).toMatchObject({
      pass: false,
      measured: '1 of 6',
      threshold: '0 faulty',
    })
    expect(criterion(score, 'grounding')?.examples[0]).toStartWith('"Crypto wallets')
  })

  it('fails an empty plan on every post criterion', () => {
    const score = scorePlan({ ...goodPlan, posts: [] })
    expect(score.pass).toBe(false)
    expect(failing(score)).toEqual([
      'post_length',
      'meta_filler',
      'disfluencies',
      'tone_instructions',
      'label_fit',
      'questions',
      'repeated_closers',
      'fragments',
      'unclosed_quotes',
      'broken_joins',
      'cut_sentences',
      'grounding',
      'distinct_openings',
      'near_duplicates',
      'second_week',
      'sentence_reuse',
      'headline',
    ])
  })
})

describe('summariseScores', () => {
  it('passes only when every plan passes, and counts plans per criterion', () => {
    const good = scorePlan(goodPlan)
    const bad = scorePlan({ ...goodPlan, pillars: goodPlan.pillars.slice(0, 1) })
    const summary = summariseScores([good, bad])
    expect(summary.pass).toBe(false)
    expect(summary.score).toBe(Math.round((good.score + bad.score) / 2))
    expect(summary.criteria.find((c) => c.id === 'pillar_count')).toMatchObject({ passed: 1, of: 2 })
    expect(summary.criteria.find((c) => c.id === 'grounding')).toMatchObject({ passed: 2, of: 2, score: 100 })
    expect(summariseScores([good]).pass).toBe(true)
    expect(summariseScores([]).pass).toBe(false)
  })
})

// Real posts from the offline engine's output (17:40) that a founder read and rejected, beside posts
// that say the same things the way a founder would publish them.
describe('what a founder would reject', () => {
  it.each([
    [
      'This month: I want practice managers to recognise their own mornings in what I write and book a fifteen-minute demo.',
      true,
    ],
    ['What I am working toward: I’d love ten demos a week.', true],
    [
      'What I am working toward: over the next weeks I want more practice managers to book a fifteen-minute demo.',
      true,
    ],
    ['This month: I want 50 new venues a month and 3 case studies by March.', true],
    ['Running a small dental clinic? Book a fifteen-minute demo and see your week without no-shows.', false],
    ['Dispatchers in Europe: ask us for a pilot.', false],
    ['I wanted a waitlist that fills itself, so I wrote the first version that evening.', false],
  ])('goal leak: %s → %p', (post, leaks) => expect(hasGoalLeak(post)).toBe(leaks))

  it.each([
    ['The pain: clinics using Plotline cut no-shows from 14% to 5% in their first quarter.', 'on a result'],
    [
      'The number I keep coming back to: I started Plotline after three years running the front desk of my father’s clinic, where missed appointments cost about 12% of revenue.',
      'on no result',
    ],
    ['How we work: I’m building Plotline.', 'on nothing behind the scenes'],
    [
      'Behind the scenes at Sakura Freight: I’m the founder of Sakura Freight, route planning for refrigerated lorries in Osaka and Lyon.',
      'on nothing behind the scenes',
    ],
    ['The pain: the manager spent her mornings calling people who never picked up.', null],
    ['By the numbers: clinics using Plotline cut no-shows from 14% to 5% in their first quarter.', null],
    ['Flashback. I sent texts that read like a bank alert and nobody answered.', null],
  ])('label fit: %s → %p', (post, why) => {
    const found = labelMismatch(post)
    if (why === null) expect(found).toBeNull()
    else expect(found).toContain(why)
  })

  it.each([
    ['Where do you stand on big chains?', true],
    ['How do you deal with big chains today?', true],
    ['What has your experience with a tax-ready summary been?', true],
    ['Where do you stand on faster incident reviews?', true],
    ['How do you deal with a four-hour outage today?', true],
    ['Clinic managers: how many no-shows did you have last week?', false],
    ['How do you deal with patients who never pick up the phone?', false],
  ])('templated question: %s → %p', (question, templated) =>
    expect(templatedQuestion(`We onboard a clinic in one afternoon.\n\n${question}`) !== null).toBe(
      templated,
    ),
  )

  it.each([
    [
      'Unpopular opinion: bigger contracts and one buyer. It means the small clinic gets a twenty-tab setup screen.',
      true,
    ],
    [
      'Unpopular opinion: dental software is built for enterprise chains, not for the clinics that are most of the market.',
      false,
    ],
    ['From 14% to 5%. That is what forty clinics did to no-shows in one quarter.', false],
    ['Practice managers: book a fifteen-minute demo.', false],
    ['Next for Ledgerly: payroll for bakeries, ready by spring.', false],
    ['Flashback. I sent texts that read like a bank alert and nobody answered.', false],
    ['Bigger contracts and one buyer. It means the small clinic gets a twenty-tab setup screen.', true],
  ])('fragment: %s → %p', (post, isFragment) => expect(fragment(post) !== null).toBe(isFragment))

  const _said = [
    "I'm the co-founder and CEO of Plotline, a scheduling and reminders product for independent dental clinics.",
    "I'm the founder of Kiln, an open-source observability tool for small engineering teams.",
    'My customers are engineering leads at startups with five to fifty engineers who cannot afford a dedicated platform team.',
    'I built Ledgerly after losing a weekend every quarter reconciling invoices and receipts for my own freelance studio.',
    'I sent texts that read like a bank alert and nobody answered.',
    'When I rewrote them to sound like the receptionist, replies jumped overnight.',
  ]
  it.each([
    ['Cooks spend an hour every night on prep lists.', null],
    ["So I'm uh I'm Jay.", '"uh"'],
    ['It was, you know, a mess.', '"you know"'],
    ["It's like a prep list app.", '"It\'s like a"'],
    ['We we shipped it.', '"We we"'],
  ])('disfluency(%p) is %p', (post, found) => expect(disfluency(post)).toBe(found))

  it.each([
    ['No emoji please, and no hashtags.', true],
    ['We texted 19,400 households last year.', false],
  ])('postedToneInstruction(%p) finds one: %p', (post, found) =>
    expect(postedToneInstruction(post) !== null).toBe(found),
  )

  it.each([
    ['A chef told me: “This is the first app my cooks open.”', null],
    ['A chef told me: “This is the first app', 'a quotation is not closed'],
    ['She said "we stopped dreading Mondays', 'a quotation is not closed'],
  ])('unclosedQuote(%p) is %p', (post, why) => expect(unclosedQuote(post)).toBe(why))

  it('takes the founder’s written figures as headline candidates', () => {
    const figures = headlineFigures(['We are at $4,180 MRR with 61 kitchens, churn 3%.', 'No figures here.'])
    expect(figures.sort()).toEqual(['$4,180', '3%', '61'])
  })
})
