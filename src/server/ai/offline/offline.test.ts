import { describe, expect, it } from 'bun:test'
import { MAX_SENTENCE_USES, scorePlan } from '../../../shared/content-rubric'
import { mostSharedOpening, sentenceReuse } from '../../../shared/content-rubric-plan'
import {
  copiedSentence,
  founderVocabulary,
  fragment,
  hasBrokenJoin,
  hasGoalLeak,
  hasMetaOrFiller,
  isCutMidSentence,
  isGrounded,
  labelMismatch,
  templatedQuestion,
  titleFault,
} from '../../../shared/content-rubric-posts'
import { properNames } from '../../../shared/content-rubric-text'
import { isNearDuplicate } from '../../../shared/near-duplicate'
import { planSlots } from '../../../shared/schedule'
import { END_INTERVIEW, hasSignal, parseSignals } from '../../../shared/signals'
import { sampleInterview } from '../../seed/content'
import type { ChatTurn, TranscriptLine } from '../provider'
import { founderReply, founderStyle, toFirstPerson } from './founder'
import {
  FOLLOW_UP,
  interviewerReply,
  interviewState,
  MAX_QUESTIONS,
  nextStep,
  reflectionPhrase,
} from './interviewer'
import { analyseInterview, type Material } from './material'
import { cleanSentence, isMetaTalk } from './nlp'
import { offlinePillars } from './pillars'
import { offlineTweets } from './plan'
import { callToAction, kindOf, retell } from './retelling'
import { beliefSubject } from './titles'
import { answerTopics, isVague, questionTopic, topicQuestions } from './topics'

/** Runs the offline interviewer against scripted answers (one per question), as the chat would. */
function interview(replies: string[]): ChatTurn[] {
  const history: ChatTurn[] = []
  for (let i = 0; i < 20; i++) {
    const text = interviewerReply({ history, interviewerName: 'Chad', founderName: 'Maya' })
    history.push({ role: 'assistant', content: text })
    if (hasSignal(parseSignals(text).signals, END_INTERVIEW)) break
    history.push({ role: 'user', content: replies[Math.min(i, replies.length - 1)]! })
  }
  return history
}

const toTranscript = (history: ChatTurn[]): TranscriptLine[] =>
  history.map((t) => ({ speaker: t.role === 'assistant' ? 'interviewer' : 'founder', content: t.content }))

/** Founders who write differently, answering the interviewer's seven topics in order. */
const founders: Record<string, string[]> = {
  maya: [
    'We build Plotline, scheduling software for small dental clinics.',
    'Practice managers at clinics with two to eight chairs.',
    'No-shows cost my dad’s clinic twelve percent of revenue.',
    'I ran his front desk for three years and saw empty chairs every Monday.',
    'No-shows fell from fourteen to five percent at forty clinics.',
    'Dental software is built for chains and ignores small clinics.',
    'I want ten demo bookings a week from practice managers.',
  ],
  terse: [
    'Bike repair app.',
    'Commuters.',
    'Flat tyres.',
    'My own crash.',
    '300 users.',
    'Shops overcharge.',
    'Downloads.',
  ],
  numbers: [
    'We run Tallyhouse, payroll for restaurants: 1,200 venues, 38,000 staff paid every fortnight.',
    'Owners of restaurants with 10 to 60 staff, usually doing payroll at 11 pm on a Sunday.',
    'Payroll errors cost the average venue $4,800 a year and 6 hours a week of the owner’s time.',
    'In 2021 I lost $9,000 in penalties at my own bistro because of one wrong tax code.',
    'Errors dropped by 92% and owners save 5.5 hours a week; churn is under 2% a month.',
    'Honestly, I think most payroll tools are built for accountants, not for people who cook.',
    'I want 50 new venues a month and 3 case studies by March.',
  ],
  nonUs: [
    'Kōji Tanaka here: we build Sakura Freight, route planning for refrigerated lorries in Osaka and Lyon.',
    'Dispatchers at cold-chain hauliers with 20 to 200 lorries, mostly in Japan and France.',
    'Lorries drove 18% empty kilometres, and a spoiled load of fish costs ¥2,000,000.',
    'My father ran a fish market in Tsukiji, and I watched ice melt on trucks stuck on the Hanshin Expressway.',
    'Haulier Dupont in Lyon cut empty running from 18% to 7% and saved €140,000 in the first year.',
    'I believe route planning should start from the cargo, not from the map.',
    'I want dispatchers in Europe to ask us for a pilot.',
  ],
  stories: [
    'So, well, it is a long story. We make Hearthbook, a shared recipe journal for families. You write a recipe once and every cousin gets it. And it keeps the handwriting, which matters more than you would think.',
    'Families spread across countries. Grandmothers who cook without measuring, and grandchildren who want to learn before it is too late. My aunt in Manila uses it every Sunday.',
    'Recipes get lost. When my grandmother died, we realised nobody had written down her adobo. We tried to rebuild it from memory for a year and never got it right.',
    'It started at her funeral. My cousin Ana brought a dish that tasted almost like hers, and everybody cried because it was almost. That night I sketched the first screen on a napkin.',
    'Four thousand families use it now. One man found a scan of his late mother’s handwriting in the app and printed it for his kitchen wall.',
    'I think food apps chase trends, but the recipes that matter are the ones nobody photographs.',
    'I want families to start their first journal before the holidays.',
  ],
}

const sampleTranscript: TranscriptLine[] = sampleInterview.map((m) => ({
  speaker: m.persona_number === 1 ? 'interviewer' : 'founder',
  content: m.content,
}))

export const plans: [string, TranscriptLine[]][] = [
  ['the seeded sample interview', sampleTranscript],
  ...Object.entries(founders).map(([name, replies]): [string, TranscriptLine[]] => [
    name,
    toTranscript(interview(replies)),
  ]),
]

export function plan(transcript: TranscriptLine[]) {
  const pillars = offlinePillars(transcript)
  const chosen = pillars.slice(0, 3)
  const slots = planSlots({ now: new Date('2026-11-23T08:00:00Z'), timeZone: 'UTC', pillarCount: 3 })
  const tweets = offlineTweets({
    transcript,
    pillars: chosen,
    slots: slots.map((s, index) => ({ index, pillarIndex: s.pillarIndex, localTime: '' })),
  })
  return { pillars, chosen, slots, tweets }
}

const answersOf = (t: TranscriptLine[]) => t.filter((l) => l.speaker === 'founder').map((l) => l.content)

describe('offline interviewer', () => {
  it('asks about every topic once, then ends with the end_interview signal', () => {
    const history = interview(founders.maya!)
    const questions = history.filter((t) => t.role === 'assistant')
    expect(questions.length).toBeLessThanOrEqual(8)
    for (const q of Object.values(topicQuestions))
      expect(questions.filter((t) => t.content.includes(q)).length).toBeLessThanOrEqual(1)
    expect(hasSignal(parseSignals(questions.at(-1)!.content).signals, END_INTERVIEW)).toBe(true)
  })

  it('never asks for a topic an answer already covered (one answer can cover several)', () => {
    const history = interview([
      'I started Plotline after three years at my dad’s dental clinic, where no-shows cost us 12% of revenue; our customers are practice managers.',
      ...founders.maya!.slice(4),
    ])
    const asked = history.filter((t) => t.role === 'assistant').map((t) => t.content)
    for (const topic of ['story', 'problem', 'audience'] as const)
      expect(asked.some((q) => q.includes(topicQuestions[topic]))).toBe(false)
  })

  it.each([
    ['Dentists.', true],
    ['Yes', true],
    ['300 users.', false],
    ['We send reminders patients answer.', false],
  ])('isVague(%p) is %p', (answer, vague) => expect(isVague(answer)).toBe(vague))

  it('asks one short follow-up on a vague answer, then moves on', () => {
    const history = interview(['Stuff.', 'Things.', ...founders.maya!.slice(1)])
    expect(history[2]!.content).toStartWith(FOLLOW_UP)
    expect(history[4]!.content).not.toContain(FOLLOW_UP)
    expect(history[4]!.content).toContain(topicQuestions.audience)
  })

  it('decides the next step from the state', () => {
    const state = interviewState([
      { role: 'assistant', content: topicQuestions.product },
      { role: 'user', content: 'Meh.' },
    ])
    expect(nextStep(state, 'Meh.')).toEqual({ kind: 'follow-up', topic: 'product' })
    expect(nextStep({ ...state, asked: MAX_QUESTIONS }, 'Meh.')).toEqual({ kind: 'close' })
  })

  it('stops after the question cap even when answers stay vague', () => {
    const history = interview(['Hm.'])
    expect(history.filter((t) => t.role === 'assistant').length).toBeLessThanOrEqual(MAX_QUESTIONS + 1)
    expect(hasSignal(parseSignals(history.at(-1)!.content).signals, END_INTERVIEW)).toBe(true)
  })

  it('reflects a complete phrase, never cut with "…"', () => {
    const history = interview(founders.stories!)
    for (const q of history.filter((t) => t.role === 'assistant')) expect(q.content).not.toContain('…')
    expect(
      reflectionPhrase('We make Hearthbook, a shared recipe journal for families. You write it once.'),
    ).toBe('We make Hearthbook, a shared recipe journal for families')
    expect(
      reflectionPhrase(
        'My aunt ran a bakery in Leeds and I watched her bin loaves for years before I wrote the first version.',
      ),
    ).toBe('My aunt ran a bakery in Leeds')
    expect(reflectionPhrase('Dentists.')).toBe('Dentists')
  })

  it('names the strongest themes in its closing message: the first pillars of the plan', () => {
    const history = interview(founders.maya!)
    const closing = parseSignals(history.at(-1)!.content).content
    const pillars = offlinePillars(toTranscript(history))
    expect(closing).toContain(`“${pillars[0]!.title}”`)
    expect(closing).toContain(`“${pillars[1]!.title}”`)
  })

  it('is deterministic', () => expect(interview(founders.maya!)).toEqual(interview(founders.maya!)))
})

describe('topics', () => {
  it.each([
    [topicQuestions.proof, 'proof'],
    [topicQuestions.belief, 'belief'],
    ['How did that first version go?', null],
    [
      '“Meet people where they already are” could be a whole pillar. What do you want your posts to achieve?',
      'goals',
    ],
  ])('questionTopic(%p) is %p', (q, topic) => expect(questionTopic(q)).toBe(topic as never))

  it('finds several topics in one answer', () => {
    const topics = answerTopics('I started it after my dad’s clinic lost 12% of revenue to no-shows.')
    expect([...topics]).toEqual(expect.arrayContaining(['story', 'problem', 'proof']))
  })
})

describe('cleaning a founder sentence', () => {
  it.each([
    [
      'Honestly, I think most payroll tools are built for accountants.',
      'Most payroll tools are built for accountants.',
    ],
    ['And the manager spent her mornings calling people', 'The manager spent her mornings calling people.'],
    [
      'But we onboard a clinic in one afternoon, you know, start to finish.',
      'We onboard a clinic in one afternoon, start to finish.',
    ],
    ['So, well, it is a long story.', 'It is a long story.'],
    ['Um.', null],
  ])('%p', (input, out) => expect(cleanSentence(input)).toBe(out))

  it.each([
    ['Good question, let me think.', true],
    ['I think that covers it, happy to wrap up.', true],
    ['We cut no-shows by half.', false],
  ])('isMetaTalk(%p) is %p', (s, meta) => expect(isMetaTalk(s)).toBe(meta))
})

const FUNCTION_WORD_END =
  /\b(a|an|the|of|to|for|and|or|but|with|in|on|at|by|from|across|always|today|about|my|our|your)$/i

/** A founder's sentence as the plan reads it (only what the post writer looks at). */
const said = (text: string, more: Partial<Material> = {}): Material => ({
  text,
  theme: 'product',
  answer: 1,
  position: 0,
  number: /\d|percent/.test(text),
  past: false,
  phrases: [],
  fragment: false,
  dependent: false,
  ...more,
})

describe('what a founder sentence is, and how a post retells it', () => {
  it.each<[string, Partial<Material>, string]>([
    [
      'Clinics using Plotline cut no-shows from 14% to 5% in their first quarter.',
      { theme: 'problem' },
      'result',
    ],
    [
      "I started Plotline after three years running the front desk of my father's clinic, where missed appointments cost about 12% of revenue.",
      { theme: 'problem', past: true },
      'story',
    ],
    ['Dental software is built for the big chains.', { theme: 'belief' }, 'belief'],
    ['We onboard a clinic in one afternoon.', { theme: 'belief', position: 2 }, 'fact'],
    ['The manager spent her mornings calling people who never picked up.', { theme: 'problem' }, 'story'],
    [
      'Lorries drive 18% of their kilometres empty, and a spoiled load of fish costs ¥2,000,000.',
      { theme: 'problem' },
      'pain',
    ],
    ["I'm the founder of Kiln, an open-source observability tool for small engineering teams.", {}, 'intro'],
    [
      'My customers are engineering leads at startups with five to fifty engineers.',
      { theme: 'audience' },
      'audience',
    ],
    [
      'Owners of small shops who deliver within five kilometres and pay €900 a month for a van they hate parking.',
      { theme: 'audience' },
      'audience',
    ],
  ])('%s → %s', (text, more, kind) =>
    expect(kindOf(said(text, more))).toBe(kind as ReturnType<typeof kindOf>),
  )

  it.each<[string, string | null]>([
    [
      "I'm the founder of Kiln, an open-source observability tool for small engineering teams.",
      'Kiln is an open-source observability tool for small engineering teams.',
    ],
    ["I'm the co-founder and CEO of Plotline, a scheduling product.", 'Plotline is a scheduling product.'],
    ["I'm building Plotline.", null],
    [
      'I believe most alerting is theatre and that fewer alerts save more outages.',
      'Most alerting is theatre, and fewer alerts save more outages.',
    ],
    ['My customers are freelancers who hate spreadsheets.', 'I build for freelancers who hate spreadsheets.'],
    [
      'I started it after my uncle sold 8 tonnes of tomatoes.',
      'I started Mandi Metrics after my uncle sold 8 tonnes of tomatoes.',
    ],
  ])('retells %s', (text, told) => expect(retell(said(text), 'Mandi Metrics')).toBe(told))

  it.each<[string, { subject: string; plural: boolean } | null]>([
    ['Dental software is built for the big chains.', { subject: 'dental software', plural: false }],
    ['I think city logistics is obsessed with electric vans.', { subject: 'city logistics', plural: false }],
    ['Most payroll tools are built for accountants.', { subject: 'payroll tools', plural: true }],
    [
      'I believe accountants should be advisers, not data-entry clerks.',
      { subject: 'accountants', plural: true },
    ],
    ['We onboard a clinic in one afternoon.', null],
  ])('a belief pillar is titled by what "%s" is about', (text, subject) =>
    expect(beliefSubject([said(text, { theme: 'belief' })])).toEqual(subject),
  )

  it.each<[string, string | null]>([
    [
      'Over the next weeks I want more practice managers to book a fifteen-minute demo.',
      'Practice managers: book a fifteen-minute demo.',
    ],
    [
      'I want practice managers to recognise their own mornings in what I write and book a fifteen-minute demo.',
      'Practice managers: book a fifteen-minute demo.',
    ],
    [
      'I want families to start their first journal before the holidays.',
      'Families: start your first journal before the holidays.',
    ],
    ['I want dispatchers in Europe to ask for a pilot.', 'Dispatchers in Europe: ask for a pilot.'],
    [
      'I want 200 shop owners in Lyon to book a test ride this spring.',
      'Shop owners in Lyon: book a test ride this spring.',
    ],
    ['I want my posts to bring teams to the hosted beta.', null],
    ['I’d love ten demos a week.', null],
    ['I want 50 new venues a month and 3 case studies by March.', null],
  ])('turns the goal "%s" into a call to action to its audience, or none', (goal, cta) =>
    expect(callToAction(goal)).toBe(cta),
  )
})

describe.each(plans)('the offline plan for %s', (_name, transcript) => {
  const { pillars, chosen, tweets } = plan(transcript)

  it('has 3 to 7 distinct, readable pillars of 2 to 8 words', () => {
    expect(pillars.length).toBeGreaterThanOrEqual(3)
    expect(pillars.length).toBeLessThanOrEqual(7)
    for (const p of pillars) {
      const words = p.title.split(/\s+/)
      expect(words.length).toBeGreaterThanOrEqual(2)
      expect(words.length).toBeLessThanOrEqual(8)
      expect(p.title).toMatch(/^[A-ZÀ-Ý0-9]/)
      expect(p.title).not.toMatch(FUNCTION_WORD_END)
      expect(titleFault(p.title, properNames(answersOf(transcript)))).toBeNull()
      expect(p.title).not.toMatch(/[…:,;.]$/)
      expect(p.description.length).toBeGreaterThan(10)
      expect(p.description).toMatch(/[.!?]$/)
      expect(p.description).not.toContain('…')
    }
    expect(new Set(pillars.map((p) => p.title.toLowerCase())).size).toBe(pillars.length)
  })

  it('writes posts: within 280 characters, no meta talk, fillers, cuts or near-duplicates', () => {
    expect(tweets.length).toBeGreaterThanOrEqual(3)
    for (const t of tweets) {
      expect(t.content.length).toBeLessThanOrEqual(280)
      expect(isMetaTalk(t.content)).toBe(false)
      expect(hasMetaOrFiller(t.content) || hasBrokenJoin(t.content) || isCutMidSentence(t.content)).toBe(
        false,
      )
      expect(t.content).not.toMatch(/\b(honestly|I think|still true today|more on this soon)\b/i)
      expect(t.content).not.toMatch(/…|\.\.\.|: (and|but) /i)
      expect(t.content).toMatch(/[.!?]$/)
    }
    for (const [i, a] of tweets.entries())
      for (const b of tweets.slice(i + 1)) expect(isNearDuplicate(a.content, b.content)).toBe(false)
  })

  it('varies the openings: no three-word opening on more than a quarter of the posts', () => {
    expect(mostSharedOpening(tweets.map((t) => t.content)).share).toBeLessThanOrEqual(0.25)
  })

  it('grounds every post in what the founder said', () => {
    const vocabulary = founderVocabulary(answersOf(transcript))
    for (const t of tweets)
      expect({ post: t.content, grounded: isGrounded(t.content, vocabulary) }).toEqual({
        post: t.content,
        grounded: true,
      })
  })

  it('meets every threshold of the content-quality rubric once scheduled', () => {
    const now = new Date('2026-11-23T08:00:00Z')
    const placed = planSlots({ now, timeZone: 'UTC', pillarCount: 3, count: tweets.length })
    const score = scorePlan({
      founderAnswers: answersOf(transcript),
      pillars,
      posts: tweets.map((t, i) => ({ content: t.content, scheduled_time: placed[i]!.time })),
      start: now,
    })
    const failing = score.criteria
      .filter((c) => !c.pass)
      .map((c) => `${c.label}: ${c.measured} ${c.examples[0] ?? ''}`)
    expect(failing).toEqual([])
  })

  // Each sentence is told at most twice, so the count follows what the founder said.
  it('gives a founder who said eight things or more 9 to 20 posts; one who said less a post per thing; a terse one at least three', () => {
    const brief = answersOf(transcript).every((a) => a.split(/\s+/).length <= 4)
    const said = analyseInterview(transcript).items.filter((i) => !i.fragment && i.theme !== 'goals').length
    expect(tweets.length).toBeGreaterThanOrEqual(brief ? 3 : said >= 8 ? 9 : said)
    expect(tweets.length).toBeLessThanOrEqual(20)
  })

  it('tells no founder sentence in more than two posts', () =>
    expect(
      sentenceReuse(
        answersOf(transcript),
        tweets.map((t) => t.content),
      ).filter((r) => r.uses > MAX_SENTENCE_USES),
    ).toEqual([]))

  it("never posts the founder's goals, mislabels a sentence, asks a templated question or copies a sentence", () => {
    const sentences = answersOf(transcript).flatMap((a) => a.split(/(?<=[.!?])\s+/))
    for (const t of tweets)
      expect({
        post: t.content,
        faults: [
          hasGoalLeak(t.content) && 'goal',
          labelMismatch(t.content),
          templatedQuestion(t.content),
          fragment(t.content),
          copiedSentence(t.content, sentences, answersOf(transcript)),
        ].filter(Boolean),
      }).toEqual({ post: t.content, faults: [] })
  })

  it('gives every chosen pillar posts', () => {
    const slots = planSlots({ now: new Date('2026-11-23T08:00:00Z'), timeZone: 'UTC', pillarCount: 3 })
    const perPillar = chosen.map((_, i) => tweets.filter((t) => slots[t.slot]!.pillarIndex === i).length)
    expect(Math.min(...perPillar)).toBeGreaterThan(0)
  })
})

describe('offline founder', () => {
  const prompt =
    'You are Maya, founder of Plotline. Your customers are practice managers at small clinics. No-shows fell from 14% to 5% with our reminders. Answer in two to four sentences.'
  it('answers from its own prompt, in the first person, by topic', () => {
    const reply = founderReply({ history: [{ role: 'user', content: topicQuestions.audience }], prompt })
    expect(reply).toContain('My customers are practice managers at small clinics.')
    expect(reply).not.toContain('Answer in two to four')
  })
  it('answers in a few words when its prompt says so', () => {
    const terse = `${prompt.replace('Answer in two to four sentences.', '')} Answer in a few words.`
    expect(founderStyle(terse)).toBe('terse')
    const reply = founderReply({ history: [{ role: 'user', content: topicQuestions.proof }], prompt: terse })
    expect(reply.split(/\s+/).length).toBeLessThanOrEqual(8)
    expect(reply).toContain('14%')
  })
  it('turns a persona description into the first person', () => {
    expect(toFirstPerson('You are Maya. Your team is small.')).toBe('I am Maya. My team is small.')
  })
})
