import { describe, expect, it } from 'bun:test'
import { MAX_MESSAGE_CHARS } from '../../src/server/conversations/rules'
import { type Answered, answerTo, classifyQuestion, classifyQuestionParts, lastQuestion } from './answer'
import { type AnswerKey, type Founder, founders } from './founders'

const cases: [string, AnswerKey][] = [
  // Openers and product
  [
    "Hi Bea! I'm Chad. I'll ask you a few quick questions, one at a time, and turn your answers into posts in your own voice. What are you building, and what does it do for the people who use it?",
    'product',
  ],
  ['So, what does it do, in plain words?', 'product'],
  ["Let's start simple: what do you make?", 'product'],
  ["Tell me about your product. What's it like on a normal day?", 'product'],
  // Audience
  ['Who exactly is it for? Describe the person who gets the most out of it.', 'audience'],
  ['I like that: you sell socks in threes. Who is it for?', 'audience'],
  ['Who are your customers, really?', 'audience'],
  // Problem
  ['What problem were they stuck with before you came along, and what did it cost them?', 'problem'],
  ['What was the pain like before Quietbox existed?', 'problem'],
  ['How did they cope before you?', 'problem'],
  // Story
  ['What is the story behind it? Take me to the moment you decided to build this.', 'story'],
  ['How did it all start?', 'story'],
  ['Got it: renters document the problem. What made you start Tenant Line?', 'story'],
  [
    'Could you give me one concrete example: a customer, a moment or a number? What happened on the day you decided to start?',
    'story',
  ],
  // Story follow-up, with a reflection before the question
  ['You said “we lost the harvest”. What happened right after that?', 'storyFollowUp'],
  ['What was the turning point?', 'storyFollowUp'],
  [
    "“I found 23 orphan socks”: that's worth a post on its own. And then what happened next?",
    'storyFollowUp',
  ],
  // Proof
  ['What proof do you have that it works: a customer result, a number, a quote?', 'proof'],
  ["What's your MRR these days?", 'proof'],
  ['How many households have you helped so far?', 'proof'],
  [
    'Could you give me one concrete example: a customer, a moment or a number? Is there one result you are proud of?',
    'proof',
  ],
  // Proof follow-up
  ['What did that number mean for one of your customers?', 'proofFollowUp'],
  ['That is a strong line: “1,840 households”. What did that change for a single family?', 'proofFollowUp'],
  ['And what did 38% more per sack mean for a farmer like Dona Lúcia?', 'proofFollowUp'],
  // Customer words
  ['What did a customer say to you, in their exact words?', 'customerWords'],
  ['Is there something a user said to you that you still remember?', 'customerWords'],
  ['What did one parent tell you after the first season?', 'customerWords'],
  // Belief
  ['What do you believe about your industry that most people would disagree with?', 'belief'],
  ['Finish this sentence: most people in coffee believe ___, but I think ___.', 'belief'],
  ['What does your industry get wrong?', 'belief'],
  ["What's your hot take?", 'belief'],
  // Goal
  ['What do you want your posts to achieve over the next few weeks?', 'goal'],
  [
    'Could you give me one concrete example: a customer, a moment or a number? What should a reader do after reading your posts?',
    'goal',
  ],
  ["What's the one ask you'd make of readers?", 'goal'],
  ['What is your goal for this month?', 'goal'],
  // Tone
  ['How do you want to sound? Any words or emoji you never want in your posts?', 'tone'],
  ['Last thing: what tone should the posts have?', 'tone'],
  ['What would you never want to see in a post with your name on it?', 'tone'],
  // Nothing to place
  ["Thanks, that's everything I need. Your marketing plan is ready to be created.", 'other'],
  ['Anything else on your mind?', 'other'],
]

describe('classifyQuestion', () => {
  it.each(cases)('reads %p as %p', (message, key) => {
    expect(classifyQuestion(message)).toBe(key)
  })

  it('reads a bare request for more as the follow-up of the story or the figures', () => {
    expect(classifyQuestion('Can you tell me more?', 'story')).toBe('storyFollowUp')
    expect(classifyQuestion('Could you give me one concrete example?', 'proof')).toBe('proofFollowUp')
    expect(classifyQuestion('Could you be more specific?', 'audience')).toBe('audience')
    expect(classifyQuestion('Could you be more specific?')).toBe('other')
  })
})

describe('classifyQuestionParts', () => {
  it.each([
    ['What are you building, and who is it for?', ['product', 'audience']],
    ['What problem were they stuck with before you came along, and what did it cost them?', ['problem']],
    ['What happened right after that, and what did you do?', ['storyFollowUp']],
    [
      'Got it: Mrs. Alvarez said something you have never forgotten. Finish this sentence: most people in your field believe…, but…',
      ['belief'],
    ],
    [
      'What did that number mean for a customer, and what did they say about it?',
      ['proofFollowUp', 'customerWords'],
    ],
  ])('reads %p as %p', (message, keys) => {
    expect(classifyQuestionParts(message)).toEqual(keys as never)
  })
})

describe('lastQuestion', () => {
  it('keeps the last question and what follows it, not the reflection before', () => {
    expect(lastQuestion('You said “we lost the harvest”. What happened right after that?')).toBe(
      'What happened right after that?',
    )
    expect(lastQuestion('Great. What is the story? Take me to the moment.')).toBe(
      'What is the story? Take me to the moment.',
    )
    expect(lastQuestion('Tell me the story.')).toBe('Tell me the story.')
  })
})

describe('answerTo', () => {
  const bank = founders.find((f) => f.id === 'wren-quietbox')!.answers
  const play = (questions: string[]) => {
    const answered: Answered = []
    for (const q of questions) answered.push(answerTo(bank, answered, q))
    return answered
  }

  it('answers what is asked, each answer once', () => {
    const answered = play(['What are you building?', 'Who is it for?', 'What is your MRR?'])
    expect(answered.map((a) => a.text)).toEqual([bank.product, bank.audience, bank.proof])
  })

  it('answers a repeated question briefly, never with the same text while another is left', () => {
    const answered = play([
      'Who is it for?',
      'Who is it for?',
      'Who is it for?',
      'Who is it for?',
      'Who is it for?',
    ])
    expect(answered.map((a) => a.text)).toEqual([
      bank.audience,
      bank.repeat,
      bank.other,
      bank.pass,
      bank.pass,
    ])
  })

  it('goes on to what happened next when the story is asked for again', () => {
    const answered = play(['How did it start?', 'Take me to the moment you decided.'])
    expect(answered.map((a) => a.keys)).toEqual([['story'], ['storyFollowUp']])
  })

  it('answers both parts of a compound question together', () => {
    const [both, again] = play([
      'What are you building, and who is it for?',
      'Who is it for, and what do you build?',
    ])
    expect(both).toEqual({
      keys: ['product', 'audience'],
      text: `${bank.product} ${bank.audience}`,
      used: [bank.product, bank.audience],
    })
    expect(again!.text).toBe(bank.repeat)
  })

  it('answers the first part only when both would be too long for one chat message', () => {
    const long = { ...bank, product: 'We build it. '.repeat(600), audience: 'Cafés. '.repeat(600) }
    const answered: Answered = []
    for (const q of ['What are you building, and who is it for?', 'Who is it for?'])
      answered.push(answerTo(long, answered, q))
    expect(answered.map((a) => a.keys)).toEqual([['product'], ['audience']])
  })

  it('has no answer, in any set, too long for one chat message', async () => {
    const { readdirSync } = await import('node:fs')
    for (const file of readdirSync(import.meta.dir).filter(
      (x) => /founders.*\.ts$/.test(x) && !x.includes('test'),
    )) {
      const set = await import(`./${file}`)
      for (const list of Object.values(set).filter(Array.isArray) as Founder[][])
        for (const f of list.filter((x) => x?.answers))
          for (const [key, text] of Object.entries(f.answers))
            expect({ answer: `${f.id} ${key}`, long: text.length > MAX_MESSAGE_CHARS }).toEqual({
              answer: `${f.id} ${key}`,
              long: false,
            })
    }
  })

  it('gives the generic line to a question it cannot place', () => {
    expect(play(['Anything else?', 'Anything else?']).map((a) => a.text)).toEqual([bank.other, bank.pass])
  })

  it('has every answer for every founder, and the checked facts in the answers', () => {
    for (const f of founders) {
      for (const [key, text] of Object.entries(f.answers))
        expect(`${f.id} ${key}: ${text.trim()}`).not.toEndWith(':')
      expect(f.answers.proof).toContain(f.headline)
      expect(f.answers.customerWords).toContain(f.customerQuote)
      for (const word of f.goalKeywords) expect(f.answers.goal.toLowerCase()).toContain(word.toLowerCase())
    }
    expect(founders.filter((f) => f.answers.opening).length).toBeGreaterThanOrEqual(3)
    expect(new Set(founders.map((f) => f.id)).size).toBe(6)
  })
})
