import { describe, expect, it } from 'bun:test'
import {
  checkPlan,
  disfluencies,
  normalise,
  repeatedClosingQuestions,
  repeatedSentences,
  tonePosted,
} from './checks'
import { founders } from './founders'

const founder = (id: string) => founders.find((f) => f.id === id)!

describe('normalise', () => {
  it('drops case, punctuation and the commas inside figures', () => {
    expect(normalise('“I stopped pressing RETRY,” she said — $11,400 MRR!')).toBe(
      'i stopped pressing retry she said 11400 mrr',
    )
    expect(normalise('It’s the first season')).toBe('its the first season')
  })
})

describe('repeated sentences and closing questions', () => {
  const posts = [
    'Socks come in threes. The washer always eats one. What is in your orphan drawer?',
    'We shipped 12,000 trios. Truth: the washer always eats one! Parents: what is in your orphan drawer?',
    'Pairs are a design flaw. Go. What is in your drawer?',
  ]
  it('counts a sentence of three words or more found in another post, once', () => {
    expect(repeatedSentences(posts)).toEqual(['the washer always eats one', 'what is in your orphan drawer'])
  })
  it('does not count a link on a line of its own, which two posts may share', () => {
    expect(
      repeatedSentences([
        'Solar mode ships next week.\n\ndipcharge.nl/solar',
        'Need 150 people in the beta. Free for 3 months.\n\n→ dipcharge.nl/solar',
      ]),
    ).toEqual([])
  })
  it('counts a closing question another post also holds, without its lead-in', () => {
    expect(repeatedClosingQuestions(posts)).toEqual(['what is in your orphan drawer'])
  })
})

describe('disfluencies', () => {
  it.each([
    ["so i'm uh i'm nico", ['uh', "i'm uh i'm"]],
    ['it sorts, like, the lifts', ['like,']],
    ['it it sorts the lifts you know', ['you know', 'it it']],
    ['two kids no wait three', ['no wait']],
    ['Um, we built it.', ['Um']],
    ["we're at like 340 teams because like everyone", ['at like']],
    ['because you know if they close you', ['you know']],
    ['It was you know the biggest order', ['you know']],
    // Knowing, not a filler.
    ['If you know a florist, send this to her. Do you know where it is? You know what to do.', []],
  ])('finds them in %p', (post, found) => {
    expect(disfluencies(post).sort()).toEqual([...found].sort())
  })
  it('leaves a word the founder typed doubled alone, and still finds a stutter', () => {
    const typed = 'Okay so CHIN CHIN!! We fry it fresh. Market chin chin is stale.'
    expect(disfluencies('Our chin chin is fried today.', typed)).toEqual([])
    expect(disfluencies('In December December we started.', typed)).toEqual(['December December'])
  })
  it('leaves a clean post alone', () => {
    expect(
      disfluencies(
        'I had had enough. Parents like the app, tools like ours, for like-minded coaches; it sorts the lifts.',
      ),
    ).toEqual([])
  })
})

describe('tonePosted', () => {
  it('finds the instruction, its usual wording, or a banned word in a post', () => {
    const wren = founder('wren-quietbox')
    expect(tonePosted('Short. No threads. No emoji. Just one email.', wren)).toContain('No threads')
    expect(tonePosted('We are thrilled to announce Quietbox 2.', wren)).toContain('thrilled to announce')
    const nico = founder('nico-touchline')
    expect(tonePosted("Just normal, like how i'd talk to another parent on the sideline.", nico)).toEqual([
      'just normal like how id talk',
    ])
    expect(tonePosted('Coaches quit because of the admin, not the football.', nico)).toEqual([])
  })
})

describe('checkPlan', () => {
  it('finds the headline, the quote intact and the goal ask', () => {
    const henrik = founder('henrik-flakebench')
    const checks = checkPlan(
      [
        '38 teams, $11,400 MRR.',
        'Dana: “I stopped pressing retry and started reading the failures again.”',
        'Looking for 15 platform teams to run the CLI on main.',
        'all lowercase here 🧪',
      ],
      henrik,
    )
    expect(checks).toMatchObject({
      headline: true,
      quote: true,
      goal: true,
      lowercasePosts: [4],
      emojiPosts: [4],
    })
    // The count is the founder's target: an ask without it still counts.
    expect(checkPlan(['Platform teams: run the CLI on main.'], henrik).goal).toBe(true)
    expect(checkPlan(['115 platform teams, one binary', 'I stopped pressing retry.'], henrik)).toMatchObject({
      headline: false,
      quote: false,
      goal: false,
    })
  })
})
