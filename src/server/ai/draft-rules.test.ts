import { describe, expect, it } from 'bun:test'
import {
  cleanPostText,
  cleanText,
  founderUsesTags,
  founderVocabulary,
  mergeRepairedTweets,
  needsTweetRepair,
  pillarRepairRequest,
  reviewPillars,
  reviewTweets,
  summariseTweetReview,
  tweetRepairRequest,
} from './draft-rules'
import { parseAnswer } from './json-answer'

const pillar = (title: string, description = `Why ${title} matters, with the founder's own numbers.`) => ({
  title,
  description,
})
const good = [
  pillar('Dentists hate phone tag'),
  pillar('Proof from 40 clinics'),
  pillar('Why we stayed bootstrapped'),
]

describe('reviewPillars', () => {
  it.each([
    ['three good pillars', good, 3, [], false],
    ['fewer than three', good.slice(0, 2), 2, [], true],
    ['a missing description', [...good, { title: 'Hiring slowly' }], 3, ['has no description'], true],
    ['a blank title', [...good, pillar('   ')], 3, ['has no title'], true],
    [
      'a title longer than 8 words',
      [...good, pillar('The one thing we learned about dentists in the year we almost died')],
      3,
      ['title is longer than 8 words'],
      true,
    ],
    [
      'a title cut mid-phrase',
      [...good, pillar('The story behind the'), pillar('Growth and')],
      3,
      ['title is cut off (ends on "the")', 'title is cut off (ends on "and")'],
      true,
    ],
    [
      'the same theme twice',
      [...good, pillar('Dentists hate phone tag!')],
      3,
      ['same theme as "Dentists hate phone tag"'],
      true,
    ],
    [
      'descriptions that share a frame are still different themes',
      ['Clinics', 'Patients', 'Pricing'].map((t) => pillar(t, `What we learned about ${t}.`)),
      3,
      [],
      false,
    ],
    [
      'a copied description is the same theme',
      [...good, pillar('Hiring slowly', good[0]!.description)],
      3,
      ['same theme as "Dentists hate phone tag"'],
      true,
    ],
    ['not an object', [...good, 'Hiring slowly', null], 3, ['has no title', 'has no title'], true],
    [
      'more than seven (kept in order, no repair needed for that alone)',
      Array.from({ length: 9 }, (_, i) =>
        pillar(`Theme number ${'bcdefghij'[i]}`, `Description ${i} about a distinct matter ${i}${i}${i}.`),
      ),
      7,
      ['more than 7 pillars', 'more than 7 pillars'],
      false,
    ],
  ] as const)('%s', (_, drafts, usable, reasons, repair) => {
    const review = reviewPillars(drafts as unknown[])
    expect(review.pillars.length).toBe(usable)
    expect(review.problems.map((p) => p.reason)).toEqual([...reasons])
    expect(review.needsRepair).toBe(repair)
  })

  it('cleans whitespace and control characters instead of storing them', () => {
    const review = reviewPillars([pillar('  Dentists\u0000 hate\n phone tag ', 'Because\tthey do.'), ...good])
    expect(review.pillars[0]).toEqual({ title: 'Dentists hate phone tag', description: 'Because they do.' })
  })

  it('names each problem in the repair request', () => {
    const text = pillarRepairRequest(reviewPillars([good[0], { title: 'Hiring slowly', description: '' }]))
    expect(text).toContain('1 of them are usable')
    expect(text).toContain('pillar 1 "Hiring slowly": has no description')
    expect(text).toContain('3 to 7')
  })
})

const slots = [0, 1, 2, 3].map((index) => ({ index, pillarIndex: index % 3 }))
const post = (slot: number, content: string, pillar = slot % 3) => ({ slot, pillar, content })
const distinct = [
  'We cut no-shows by 40% at Bright Smile in one month by texting patients the night before.',
  'Dr. Okafor told me she spends two hours a day calling patients back. That is the job we took over.',
  'Bootstrapped on purpose: our first 40 clinics paid from day one, and that shaped every feature.',
  'What is the one admin task you would pay to never do again? For dentists it is phone tag.',
]

describe('reviewTweets', () => {
  it.each([
    ['one good post per slot', distinct.map((c, i) => post(i, c)), [0, 1, 2, 3], [], [], []],
    ['a missing slot', distinct.slice(0, 3).map((c, i) => post(i, c)), [0, 1, 2], [], [], [3]],
    [
      'an empty post counts as missing',
      [...distinct.slice(0, 3).map((c, i) => post(i, c)), post(3, '  ')],
      [0, 1, 2],
      [],
      [],
      [3],
    ],
    [
      'a post over 280 characters',
      [...distinct.slice(0, 3).map((c, i) => post(i, c)), post(3, `${distinct[3]} ${'x'.repeat(250)}`)],
      [0, 1, 2],
      ['too-long'],
      [],
      [],
    ],
    [
      'a near-duplicate of an earlier post',
      [...distinct.slice(0, 3).map((c, i) => post(i, c)), post(3, `${distinct[0]} Really.`)],
      [0, 1, 2],
      ['near-duplicate'],
      [],
      [],
    ],
    [
      'a post written for another pillar',
      [...distinct.slice(0, 3).map((c, i) => post(i, c)), post(3, distinct[3]!, 2)],
      [0, 1, 2],
      ['wrong-pillar'],
      [],
      [],
    ],
    [
      'hashtag spam',
      [...distinct.slice(0, 3).map((c, i) => post(i, c)), post(3, `${distinct[3]} #dental #saas #startup`)],
      [0, 1, 2],
      ['tag-spam'],
      [],
      [],
    ],
    [
      'an unknown slot and a slot filled twice',
      [
        ...distinct.map((c, i) => post(i, c)),
        post(9, 'Another post.'),
        post(1, 'A second post for slot one.'),
      ],
      [0, 1, 2, 3],
      [],
      ['unknown-slot', 'slot-taken'],
      [],
    ],
    [
      'a pillar given as a title is not a wrong pillar',
      distinct.map((c, i) => ({ slot: i, pillar: 'Dentists hate phone tag', content: c })),
      [0, 1, 2, 3],
      [],
      [],
      [],
    ],
    [
      'a slot given as a string is still that slot',
      [{ slot: '0', content: distinct[0] }],
      [0],
      [],
      [],
      [1, 2, 3],
    ],
  ] as const)('%s', (_, drafts, accepted, rewrite, dropped, missing) => {
    const review = reviewTweets(drafts as unknown[], slots)
    expect(review.accepted.map((a) => a.slot)).toEqual([...accepted])
    expect(review.rewrite.map((p) => p.kind)).toEqual([...rewrite])
    expect(review.dropped.map((p) => p.kind)).toEqual([...dropped])
    expect(review.missing).toEqual([...missing])
    expect(needsTweetRepair(review)).toBe(rewrite.length + missing.length > 0)
  })

  it('allows hashtags and emoji when the founder writes that way', () => {
    const transcript = [{ speaker: 'founder' as const, content: 'We ship fast 🚀 #buildinpublic' }]
    expect(founderUsesTags(transcript)).toBe(true)
    expect(founderUsesTags([{ speaker: 'interviewer', content: '#hello 🚀' }])).toBe(false)
    const spammy = post(0, `${distinct[0]} #dental #saas #startup`)
    expect(reviewTweets([spammy], slots, { tagsAllowed: true }).accepted).toHaveLength(1)
  })

  it('asks again only for the posts to rewrite and the missing slots, with the reasons', () => {
    const review = reviewTweets(
      [post(0, distinct[0]!), post(1, `${distinct[1]} ${'x'.repeat(250)}`), post(2, `${distinct[0]} Yes.`)],
      slots,
    )
    const text = tweetRepairRequest(review, slots)
    expect(text).toContain('slot 1: pillar 1 — too long: ')
    expect(text).toContain('slot 2: pillar 2 — near-duplicate of the post for slot 0')
    expect(text).toContain('Missing (no usable post yet):\nslot 3: pillar 0')
    expect(text).toContain(`- ${distinct[0]}`)
    expect(summariseTweetReview(review)).toBe('1 too long, 1 near duplicate, 1 slots without a post')
  })

  it('merges the repair: fixed posts fill their slots, what is still broken stays named', () => {
    const first = reviewTweets(
      [post(0, distinct[0]!), post(1, 'y'.repeat(300)), post(2, `${distinct[0]} Yes.`)],
      slots,
    )
    const merged = mergeRepairedTweets(
      first,
      [
        post(1, distinct[1]!),
        post(2, `${distinct[0]} Again.`), // still a near-duplicate
        post(3, distinct[3]!),
        post(0, 'An answer for a slot we did not send back is ignored.'),
      ],
      slots,
    )
    expect(merged.accepted.map((a) => [a.slot, a.content])).toEqual([
      [0, distinct[0]!],
      [1, distinct[1]!],
      [3, distinct[3]!],
    ])
    expect(merged.rewrite.map((p) => [p.slot, p.kind])).toEqual([[2, 'near-duplicate']])
    expect(merged.missing).toEqual([])
  })

  it('keeps the first draft of a slot the repair did not answer, so its problem is still named', () => {
    const first = reviewTweets([post(0, 'z'.repeat(300))], slots)
    const merged = mergeRepairedTweets(first, [], slots)
    expect(merged.rewrite.map((p) => [p.slot, p.kind])).toEqual([[0, 'too-long']])
    expect(merged.missing).toEqual([1, 2, 3])
  })
})

describe('founderVocabulary', () => {
  it('lists the founder’s own words, most used first, without filler or the interviewer’s words', () => {
    const words = founderVocabulary([
      { speaker: 'interviewer', content: 'What is your product? Tell me about synergy.' },
      { speaker: 'founder', content: 'Clinics hate phone tag. We build Plotline for dental clinics.' },
      {
        speaker: 'founder',
        content: 'Honestly, 40% fewer no-shows in clinics, and Dr. Okafor’s front desk loves it.',
      },
    ])
    expect(words[0]).toBe('clinics')
    expect(words).toContain('Plotline')
    expect(words).not.toContain('Clinics')
    expect(words).toContain('40%')
    expect(words).toContain('no-shows')
    expect(words).toContain('Okafor')
    expect(words).not.toContain('synergy')
    expect(words).not.toContain('and')
  })
})

describe('cleanText', () => {
  it.each([
    ['  a\n\tb  ', 'a b'],
    ['nul\u0000byte', 'nulbyte'],
    ['lone \ud800 surrogate', 'lone surrogate'],
    ['emoji 🚀 stays', 'emoji 🚀 stays'],
    [42, ''],
  ])('%p → %p', (input, output) => expect(cleanText(input)).toBe(output))
})

describe('cleanPostText', () => {
  it.each([
    ['one line  \t spaced ', 'one line spaced'],
    ['Story line one.\n\nLine two.', 'Story line one.\n\nLine two.'],
    ['a \r\n b', 'a\nb'],
    ['too\n\n\n\nmany', 'too\n\nmany'],
    ['nul\u0000byte\nkept', 'nulbyte\nkept'],
    [null, ''],
  ])('%p → %p', (input, output) => expect(cleanPostText(input)).toBe(output))
})

describe('parseAnswer', () => {
  it.each([
    ['plain JSON', '{"tweets":[{"slot":0,"pillar":0,"content":"a"}]}', 1],
    ['fenced JSON', '```json\n{"tweets":[{"slot":0,"content":"a"}]}\n```', 1],
    ['JSON inside a sentence', 'Here you go: {"tweets":[]} Hope it helps!', 0],
    [
      'the complete posts of an answer cut off mid-way',
      '{"tweets":[{"slot":0,"content":"a {brace} and \\"quote\\""},{"slot":1,"content":"b"},{"slot":2,"conte',
      2,
    ],
    ['the complete items of a bare list cut off', '[{"slot":0,"content":"a"},{"slot":1,', 1],
    ['a bare list', '[{"slot":0,"content":"a"},{"slot":1,"content":"b"}]', 2],
    ['the one list under another name', '{"posts":[{"slot":0,"content":"a"}],"note":"x"}', 1],
    [
      'JSON after a reasoning block',
      '<think>Maybe {"tweets": []}? No.</think>\n{"tweets":[{"slot":0,"content":"a"}]}',
      1,
    ],
  ])('reads %s', (_, text, items) => {
    const parsed = parseAnswer('tweets', text)
    expect(parsed.ok && parsed.items.length).toBe(items)
  })

  it.each([
    ['empty', '', 'the answer was empty'],
    ['cut off inside the first post', '{"tweets":[{"slot":0,"content":"unterminated', 'not valid JSON'],
    ['prose', 'Sure! Here are some posts.', 'not valid JSON'],
    ['the wrong shape', '{"posts":"none"}', 'did not have the shape asked for: {"tweets": [...]}'],
    ['a number', '42', 'did not have the shape asked for'],
    ['null', 'null', 'did not have the shape asked for'],
    ['two lists, neither named', '{"a":[],"b":[]}', 'did not have the shape asked for'],
  ])('refuses %s', (_, text, detail) => {
    const parsed = parseAnswer('tweets', text)
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && parsed.detail).toContain(detail)
  })
})
