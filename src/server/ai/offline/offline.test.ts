import { describe, expect, it } from 'bun:test'
import { planSlots } from '../../../shared/schedule'
import { END_INTERVIEW, hasSignal, parseSignals } from '../../../shared/signals'
import { sampleInterview } from '../../admin/seed/content'
import { validatePillars } from '../../pillars/drafts'
import type { ChatTurn, TranscriptLine } from '../provider'
import { isToneInstruction } from '../tone'
import { founderReply, founderStyle, toFirstPerson } from './founder'
import {
  answers,
  FOLLOW_UP,
  interviewerReply,
  interviewState,
  MAX_QUESTIONS,
  nextStep,
  reflectionPhrase,
} from './interviewer'
import { analyse, cleanSentence, isMetaTalk } from './nlp'
import { offlinePillars } from './pillars'
import { answerTopics, PRODUCT_IN_DEPTH, questionTopic, topicQuestions } from './topics'
import { writePlan } from './writer'

type Key =
  | 'update'
  | 'opening'
  | 'product'
  | 'problem'
  | 'story'
  | 'storyTurn'
  | 'proof'
  | 'proofMeaning'
  | 'customer'
  | 'belief'
  | 'goals'
  | 'tone'

/** What a founder answers to the question actually asked (the last question of the message). */
function keyOf(question: string): Key {
  if (/right after that/i.test(question)) return 'storyTurn'
  if (/what did that change/i.test(question)) return 'proofMeaning'
  const topic = questionTopic(question)
  if (topic === 'audience') return 'product'
  return (topic ?? 'product') as Key
}

/** Runs the offline interviewer against a founder who answers each question asked, as the chat would. */
function interview(founder: Partial<Record<Key, string>>, name = 'Maya'): ChatTurn[] {
  const history: ChatTurn[] = founder.opening ? [{ role: 'user', content: founder.opening }] : []
  const given = new Set<Key>()
  for (let i = 0; i < 20; i++) {
    const text = interviewerReply({ history, interviewerName: 'Chad', founderName: name })
    history.push({ role: 'assistant', content: text })
    if (hasSignal(parseSignals(text).signals, END_INTERVIEW)) break
    const key = keyOf(text)
    history.push({ role: 'user', content: given.has(key) ? 'As I said.' : (founder[key] ?? 'Not sure.') })
    given.add(key)
  }
  return history
}

const toTranscript = (history: ChatTurn[]): TranscriptLine[] =>
  history.map((t) => ({ speaker: t.role === 'assistant' ? 'interviewer' : 'founder', content: t.content }))

/** Founders who write differently, with what a ghostwriter must keep: the headline, the quote, the ask. */
const founders: Record<
  string,
  { answers: Partial<Record<Key, string>>; headline: string; quote: string; ask: RegExp }
> = {
  maya: {
    answers: {
      product:
        'We build Plotline, scheduling software for small dental clinics. Practice managers use it every morning.',
      problem:
        'No-shows cost my dad’s clinic twelve percent of revenue. The front desk spent two hours a day calling patients.',
      story:
        'I ran his front desk for three years. One Monday in 2022 I counted nine empty chairs before lunch.',
      storyTurn:
        'That night I wrote a script that texted every patient the day before. By Friday the empty chairs were down to two.',
      proof: 'No-shows fell from 14% to 5% across 40 clinics.',
      proofMeaning: 'For Riverside Dental it meant a full Monday list for the first time in years.',
      customer: 'A practice manager told me "I stopped dreading Mondays."',
      belief:
        'Most people in dental software believe clinics need more features, but small clinics need fewer phone calls.',
      update: 'Right now we are building two-way texting, and it ships to our first 10 clinics in March.',
      goals: 'I want ten demo bookings a week from practice managers.',
      tone: 'Warm and plain. No hashtags, no emoji.',
    },
    headline: '14% to 5%',
    quote: 'I stopped dreading Mondays.',
    ask: /ten demo bookings/i,
  },
  transcript: {
    answers: {
      opening:
        "hi so i'm uh i'm jay i run this thing called mise it's um like a prep list app for restaurant kitchens",
      problem:
        'so basically cooks spend like an hour every night writing prep lists by hand and half the time they over prep and we bin it you know',
      story:
        'my sister runs a bistro in leeds and one sunday in 2023 i watched her throw out three trays of chopped onions at midnight she was crying honestly',
      storyTurn:
        'i went home and built a spreadsheet that read her menu and the bookings and she used it the next morning then her two friends asked for it',
      proof: "we're at um four thousand one hundred eighty dollars MRR with 61 kitchens",
      proofMeaning:
        'one kitchen in bristol cut food waste by a third in the first month which for them is like 900 pounds',
      customer: 'a head chef told me "this is the first app my cooks actually open without me yelling"',
      belief: 'most people in food tech believe kitchens need more dashboards but cooks need fewer decisions',
      update:
        'right now um we are building the supplier order so mise can text your veg guy the order at close',
      goals: 'i want 20 more kitchens to try the beta before january',
      tone: 'plain and dry no emoji no hype i hate growth hacker threads',
    },
    headline: '$4,180 MRR',
    quote: 'this is the first app my cooks actually open without me yelling',
    ask: /kitchens: try the Mise beta before January/i,
  },
  terse: {
    answers: {
      product: 'Quietbox. Bundles your newsletters into one email. Sundays. People with 50+ newsletters.',
      problem: 'Inbox at 4k unread. Newsletters buried real mail.',
      story: 'Declared email bankruptcy in March 2024. Built v1 that weekend.',
      storyTurn: 'Posted on HN Monday. 900 signups by night. Quit contracting in May.',
      proof: '$2,300 MRR. 410 paying. Churn 3%.',
      proofMeaning: 'One user had 212 newsletters. Now one email. Reads them again.',
      customer: '"My inbox is for people again." User email, week two.',
      belief: 'Unsubscribing is the wrong fix. People like newsletters. They hate the timing.',
      update: 'Shipping search across past issues. Beta next week.',
      goals: '200 more paying users by June. First month free.',
      tone: 'Short. No emoji. No "thrilled to announce".',
    },
    headline: '$2,300 MRR',
    quote: 'My inbox is for people again.',
    ask: /200 more paying users/i,
  },
  nonNative: {
    answers: {
      opening:
        'Hello! I am Thiago, from Colheita in Brazil. Sorry for my english. We help small coffee farms for sell their coffee direct to roasters.',
      problem:
        "Before, the farmer sell all the harvest to the middleman for the commodity price. He don't know the quality score of his own coffee, so he cannot ask more.",
      story:
        'My grandfather have a farm in Minas Gerais. In 2021 come the frost and we lost half the harvest in one night.',
      storyTurn:
        'After the frost I sent 5 kilos of our coffee to a roaster in Lisbon. He paid us three times the commodity price.',
      proof: 'Since 3 years we connected 140 farms with 35 roasters. The farmers earn 42% more for month.',
      proofMeaning: 'For Dona Lúcia it meant she could pay her pickers before Christmas for the first time.',
      customer: 'A farmer told me "Now I know what my coffee is worth before the buyer tell me."',
      belief:
        'Most people in coffee believe the farmer need the middleman, but the farmer need the information.',
      update: 'Now we are making the cupping report in Portuguese for the farmer, with photos of the lot.',
      goals: 'I want 10 more roasters in Europe to buy one lot this winter.',
      tone: 'Simple and honest. No big words.',
    },
    headline: '42% more',
    quote: 'Now I know what my coffee is worth before the buyer tell me.',
    ask: /roasters/i,
  },
}

const sampleTranscript: TranscriptLine[] = sampleInterview.map((m) => ({
  speaker: m.persona_number === 1 ? 'interviewer' : 'founder',
  content: m.content,
}))

const interviews = Object.fromEntries(
  Object.entries(founders).map(([name, f]) => [name, interview(f.answers)]),
) as Record<string, ChatTurn[]>

export function plan(transcript: TranscriptLine[]) {
  const pillars = offlinePillars(transcript)
  const chosen = pillars.slice(0, 3)
  const slots = planSlots({ now: new Date('2026-11-23T08:00:00Z'), timeZone: 'UTC', pillarCount: 3 })
  const tweets = writePlan({
    transcript,
    pillars: chosen,
    slots: slots.map((s, index) => ({ index, pillarIndex: s.pillarIndex, localTime: '' })),
  })
  return { pillars, chosen, slots, tweets }
}

const answersOf = (t: TranscriptLine[]) => t.filter((l) => l.speaker === 'founder').map((l) => l.content)
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
const sentences = (post: string) =>
  post
    .split(/(?<=[.!?”"])\s+/)
    .map(norm)
    .filter((x) => x.split(' ').length >= 3)

describe('offline interviewer', () => {
  it('answers the founder’s first message before asking anything, and never asks what it already heard', () => {
    const history = interviews.transcript!
    const first = history[1]!.content
    expect(first).toContain('prep list app for restaurant kitchens')
    expect(first).not.toContain(topicQuestions.product)
  })

  it.each(Object.keys(founders))(
    'asks %s for a customer’s words, the goal and the tone before it closes',
    (name) => {
      const asked = interviews[name]!.filter((t) => t.role === 'assistant').map((t) => t.content)
      for (const topic of ['customer', 'goals', 'tone'] as const)
        expect(asked.some((q) => q.includes(topicQuestions[topic]))).toBe(true)
      expect(hasSignal(parseSignals(asked.at(-1)!).signals, END_INTERVIEW)).toBe(true)
    },
  )

  it.each(Object.keys(founders))('follows up on %s, quoting what was just said', (name) => {
    const history = interviews[name]!
    const quoting = history.filter(
      (t, i) =>
        t.role === 'assistant' &&
        i > 0 &&
        /“([^”]+)”/.test(t.content) &&
        norm(history[i - 1]!.content).includes(
          norm(t.content.match(/“([^”]+)”/)![1]!)
            .split(' ')
            .slice(0, 3)
            .join(' '),
        ),
    )
    expect(quoting.length).toBeGreaterThanOrEqual(1)
  })

  it('files an answer under its question only when it gives what was asked', () => {
    expect(answers('proof', 'Customers love it.')).toBe(false)
    expect(answers('proof', 'We have 300 paying users.')).toBe(true)
    expect(answers('story', 'It is a scheduling tool.')).toBe(false)
    expect(answers('story', 'In 2022 I watched my dad lose a whole Monday.')).toBe(true)
    expect(answers('customer', 'It is good.')).toBe(false)
    expect(answers('customer', 'One manager told me it saved her Mondays.')).toBe(true)
    const state = interviewState([
      { role: 'assistant', content: topicQuestions.proof },
      { role: 'user', content: 'Customers love it, honestly.' },
    ])
    expect(state.covered.has('proof')).toBe(false)
  })

  it.each([
    ["hi so i'm uh i'm jay i run this thing called mise it's um like a prep list app for kitchens", true],
    ['I am Oksana from Lviv, founder of Hlyna. Before I was a project manager in an IT company.', false],
    ['I run pincheck.in, a tool that checks PIN codes for couriers.', true],
  ])('counts what they build as said only when one sentence says it: %p', (opening, said) => {
    expect(interviewState([{ role: 'user', content: opening }]).covered.has('product')).toBe(said)
  })

  it('asks what it does and for whom when the first message named it only in passing', () => {
    const opening =
      'Dag, Wout here, from Ghent. I run Kraantje, which is, well, software for taps, basically, though my daughter says I should never describe it like that.'
    const first = interviewerReply({ history: [{ role: 'user', content: opening }], interviewerName: 'Chad' })
    expect(first).toEndWith(PRODUCT_IN_DEPTH)
    expect(first).not.toContain(topicQuestions.product)
    // Answered, it moves on to the problem, never back to what they build.
    const next = interviewerReply({
      history: [
        { role: 'user', content: opening },
        { role: 'assistant', content: first },
        {
          role: 'user',
          content:
            'It plans every tap that must be flushed against legionella and sends the caretaker a daily round. Care homes and hotels mostly.',
        },
      ],
      interviewerName: 'Chad',
    })
    expect(next).toEndWith(topicQuestions.problem)
  })

  it('asks one short follow-up on a vague answer, then moves on', () => {
    const state = interviewState([
      { role: 'assistant', content: topicQuestions.problem },
      { role: 'user', content: 'Meh.' },
    ])
    expect(nextStep(state, 'Meh.')).toEqual({ kind: 'follow-up', topic: 'problem' })
    const after = interviewState([
      { role: 'assistant', content: topicQuestions.problem },
      { role: 'user', content: 'Meh.' },
      { role: 'assistant', content: `${FOLLOW_UP} x` },
      { role: 'user', content: 'Stuff.' },
    ])
    expect(nextStep(after, 'Stuff.').kind).toBe('ask')
    expect(nextStep({ ...state, asked: MAX_QUESTIONS }, 'Meh.')).toEqual({ kind: 'close' })
  })

  it('stops after the question cap even when answers stay vague', () => {
    const history = interview({})
    expect(history.filter((t) => t.role === 'assistant').length).toBeLessThanOrEqual(MAX_QUESTIONS + 1)
    expect(hasSignal(parseSignals(history.at(-1)!.content).signals, END_INTERVIEW)).toBe(true)
  })

  it('names the first pillars of the plan in its closing message', () => {
    const history = interviews.maya!
    const closing = parseSignals(history.at(-1)!.content).content
    const pillars = offlinePillars(toTranscript(history))
    expect(closing).toContain(`“${pillars[0]!.title}”`)
  })

  it('is deterministic', () => expect(interview(founders.maya!.answers)).toEqual(interviews.maya!))
})

const FUNCTION_WORD_END = /\b(a|an|the|of|to|for|and|or|but|with|in|on|at|by|from|my|our|your)$/i
const DISFLUENCY =
  /\b(um+|uh+|you know|i mean)\b|\b(?:it's|is|at|for|about|spend|spent) like (?:a|an|the|\d)|\b(\w+) \2\b/i

const plans: [string, TranscriptLine[], (typeof founders)[string] | null][] = [
  ['the seeded sample interview', sampleTranscript, null],
  ...Object.entries(founders).map(([name, f]): [string, TranscriptLine[], (typeof founders)[string]] => [
    name,
    toTranscript(interviews[name]!),
    f,
  ]),
]

describe.each(plans)('the offline plan for %s', (_name, transcript, founder) => {
  const { pillars, tweets } = plan(transcript)
  const posts = tweets.map((t) => [t.content, ...(t.thread?.slice(1) ?? [])].join('\n\n'))

  it('has 3 to 5 distinct pillars titled in the founder’s words, described in the third person', () => {
    expect(pillars.length).toBeGreaterThanOrEqual(3)
    expect(pillars.length).toBeLessThanOrEqual(5)
    for (const p of pillars) {
      const words = p.title.split(/\s+/)
      expect(words.length).toBeGreaterThanOrEqual(2)
      expect(words.length).toBeLessThanOrEqual(8)
      expect(p.title).toMatch(/^[\p{Lu}\d$€£]/u)
      expect(p.title).not.toMatch(FUNCTION_WORD_END)
      expect(p.title).not.toMatch(/^(hi|hello|I'm|The real cost of|The story of|A closer look at)\b/i)
      expect(p.description).toMatch(/[.!?]$/)
      expect(p.description).not.toMatch(/\b(you|your|you're)\b/i)
    }
    expect(new Set(pillars.map((p) => p.title.toLowerCase())).size).toBe(pillars.length)
  })

  it('writes at least 7 posts, each within 280 characters, clean of fillers and tone instructions', () => {
    expect(tweets.length).toBeGreaterThanOrEqual(founder ? 7 : 5)
    for (const t of tweets)
      for (const part of t.thread ?? [t.content]) expect(part.length).toBeLessThanOrEqual(280)
    for (const post of posts) {
      expect({ post, disfluent: DISFLUENCY.test(post) }).toEqual({ post, disfluent: false })
      expect(isMetaTalk(post)).toBe(false)
      for (const line of post.split(/(?<=[.!?])\s+/))
        expect({ line, tone: isToneInstruction(line) }).toEqual({ line, tone: false })
    }
  })

  it('tells no sentence twice and closes no two posts with the same question', () => {
    const seen = new Map<string, number>()
    for (const [i, post] of posts.entries())
      for (const s of sentences(post)) {
        expect({ sentence: s, first: seen.get(s) ?? i }).toEqual({ sentence: s, first: i })
        seen.set(s, i)
      }
    const closers = posts.map((p) => p.split('\n').at(-1)!).filter((l) => l.endsWith('?'))
    expect(new Set(closers).size).toBe(closers.length)
  })

  it('keeps where every post came from: answers the founder really gave', () => {
    const given = answersOf(transcript).map((a) => a.trim())
    for (const t of tweets) {
      expect(t.sources?.length).toBeGreaterThan(0)
      for (const source of t.sources!) expect(given).toContain(source)
    }
  })
})

describe.each(Object.entries(founders))(
  'the offline plan for %s, as its founder reads it',
  (name, founder) => {
    const { tweets } = plan(toTranscript(interviews[name]!))
    const posts = tweets.map((t) => [t.content, ...(t.thread?.slice(1) ?? [])].join('\n\n'))

    it('keeps the headline number, the customer’s words intact and the goal as an ask', () => {
      const all = posts.join('\n')
      expect(all).toContain(founder.headline)
      expect(norm(all)).toContain(norm(founder.quote))
      expect(all).toMatch(founder.ask)
      expect(all).toMatch(/reply|link|message|book|join|sign/i)
    })
  },
)

describe('pillars from a thin interview', () => {
  it.each([
    ['no answer at all', []],
    ['one word', [{ speaker: 'founder' as const, content: 'Hi.' }]],
    [
      'a two-word answer',
      [
        { speaker: 'interviewer' as const, content: topicQuestions.product },
        { speaker: 'founder' as const, content: 'An app.' },
      ],
    ],
  ])('%s still gives three usable pillars, and no error names an AI provider', (_, transcript) => {
    expect(validatePillars(offlinePillars(transcript), 'offline').length).toBeGreaterThanOrEqual(3)
  })
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
    // An "And" that opens an aside stays: without it the sentence starts on "Which".
    [
      'And, which matters to me, Moss found fewer bats under their turbines.',
      'And, which matters to me, Moss found fewer bats under their turbines.',
    ],
    // Knowing what to do is meant, not a filler.
    [
      'If your mum misses home coffee... you know what to do',
      'If your mum misses home coffee... you know what to do.',
    ],
    ['It showed 17°C at 3 a.m. He fed the stove once.', 'It showed 17°C at 3 am. He fed the stove once.'],
    ['We open at 10 a.m. every day.', 'We open at 10 am every day.'],
    // A filler between commas inside a clause takes both commas; before a new clause one stays.
    [
      'She came over in 2009 and has, I think, the most organised mind in the service.',
      'She came over in 2009 and has the most organised mind in the service.',
    ],
    // …but a guess at someone else's reasons stays a guess.
    [
      'She agreed to a trial in late 2023 mainly, I think, to prove me wrong.',
      'She agreed to a trial in late 2023 mainly, I think, to prove me wrong.',
    ],
    // …and so does a guess at what someone else did.
    [
      'Bethan sent a text one night, late, I think she’d been doing the stock count, and it said hi.',
      'Bethan sent a text one night, late, I think she’d been doing the stock count, and it said hi.',
    ],
    ['We tried ads, honestly, and they failed.', 'We tried ads, and they failed.'],
    ['Before us, honestly, nobody counted.', 'Before us, nobody counted.'],
    // "actually" closing what it says is "in fact"; inside a clause, a filler.
    [
      'A bloke called Dai, lovely fella actually, and he said he had them.',
      'A bloke called Dai, lovely fella actually, and he said he had them.',
    ],
    [
      'A bloke called Dai, lovely fella actually and he said so.',
      'A bloke called Dai, lovely fella actually and he said so.',
    ],
    ['It is, actually, a long story.', 'It is a long story.'],
    ['It sounds boring but actually, it matters.', 'It sounds boring but it matters.'],
    ["He said, 'I have got them.'", "He said, 'I have got them.'"],
    ['Um.', null],
  ])('%p', (input, out) => expect(cleanSentence(input)).toBe(out))

  it("ends no sentence at a title's full stop", () =>
    expect(
      analyse('choirmaster bro. femi recorded every part. then the power went.').map((x) => x.text),
    ).toEqual(['choirmaster bro. femi recorded every part.', 'then the power went.']))

  it.each([
    ['Good question, let me think.', true],
    ['I think that covers it, happy to wrap up.', true],
    ['We cut no-shows by half.', false],
  ])('isMetaTalk(%p) is %p', (s, meta) => expect(isMetaTalk(s)).toBe(meta))
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

describe("the interviewer's reflection", () => {
  it('tells back a line that says something, not one leaning on the line before', () =>
    expect(
      reflectionPhrase(
        "It's on the homepage, top left now. We print the quote on every invoice we send to agencies in Germany and Austria.",
      ),
    ).toBe('We print the quote on every invoice we send to agencies in Germany and Austria'))
})

describe("the interviewer's reflection of a note to the writer", () => {
  it.each([
    'Rink pays €0 for the kiosk. Off record: prototype #1 was a washing-machine drum. Rinks get 15% of the takings.',
    "Ildikó drinks her coffee hot now on Saturdays at the rink. Credit: 'Ildikó Szabó, Komárno ice rink'.",
  ])('never tells back what was said for the writer alone: %s', (answer) => {
    const told = reflectionPhrase(answer)
    expect(told).not.toBeNull()
    expect(told!).not.toMatch(/washing-machine|Credit/)
  })
})
