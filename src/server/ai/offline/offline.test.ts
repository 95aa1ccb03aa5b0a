import { describe, expect, it } from 'bun:test'
import { END_INTERVIEW, hasSignal, parseSignals } from '../../../shared/signals'
import type { ChatTurn } from '../provider'
import { founderReply, questionTopic, toFirstPerson } from './founder'
import { interviewerReply, interviewTopics, planInterview } from './interviewer'
import { keyPhrase, toSecondPerson } from './text'

const answers = [
  'We build Plotline, scheduling software for small dental clinics.',
  'Practice managers at clinics with two to eight chairs.',
  'No-shows cost my dad’s clinic twelve percent of revenue.',
  'I ran his front desk for three years and saw empty chairs every Monday.',
  'No-shows fell from fourteen to five percent at forty clinics.',
  'Dental software is built for chains and ignores small clinics.',
  'I want ten demo bookings a week from practice managers.',
]

/** Runs the offline interviewer against a list of answers, as the chat would. */
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

describe('offline interviewer', () => {
  it('walks the seven topics and ends with the end_interview signal', () => {
    const history = interview(answers)
    const questions = history.filter((t) => t.role === 'assistant')
    expect(questions).toHaveLength(interviewTopics.length + 1)
    expect(hasSignal(parseSignals(questions.at(-1)!.content).signals, END_INTERVIEW)).toBe(true)
    for (const [i, topic] of interviewTopics.entries())
      expect(questions[i]!.content).toContain(topic.question)
  })

  it("reflects the founder's own words back, in the second person", () => {
    const history = interview(answers)
    const second = history.filter((t) => t.role === 'assistant')[1]!.content
    expect(second).toContain('you build Plotline, scheduling software for small dental clinics')
    const closing = parseSignals(history.at(-1)!.content).content
    expect(closing).toContain('you build Plotline')
  })

  it('asks one follow-up when an answer is too short, then moves on', () => {
    expect(planInterview(['yes', 'still short']).map((s) => s.kind)).toEqual(['topic', 'follow-up', 'topic'])
    const history = interview(['Dentists.', ...answers])
    expect(history[2]!.content).toStartWith('Could you tell me a little more?')
  })

  it('is deterministic', () => {
    expect(interview(answers)).toEqual(interview(answers))
  })
})

describe('offline founder', () => {
  const prompt =
    'You are Maya, founder of Plotline. Your customers are practice managers at small clinics. No-shows fell from 14% to 5% with our reminders. Answer in two to four sentences.'
  it('answers from its own prompt, in the first person, by topic', () => {
    const reply = founderReply({
      history: [{ role: 'user', content: 'Who is it for? Describe the person.' }],
      prompt,
    })
    expect(reply).toContain('My customers are practice managers at small clinics.')
    expect(reply).not.toContain('Answer in two to four')
  })
  it('classifies questions by topic', () => {
    expect(questionTopic(interviewTopics[4].question)).toBe('proof')
    expect(questionTopic(interviewTopics[5].question)).toBe('opinions')
  })
  it('turns a persona description into the first person', () => {
    expect(toFirstPerson('You are Maya. Your team is small.')).toBe('I am Maya. My team is small.')
  })
})

describe('text helpers', () => {
  it.each([
    ['Well, we build bread ovens for bakeries.', 'we build bread ovens for bakeries'],
    ['Yes.', 'Yes'],
    ['', null],
  ])('keyPhrase(%p)', (input, phrase) => expect(keyPhrase(input)).toBe(phrase))
  it('swaps first person for second person', () => {
    expect(toSecondPerson("I'm proud of our team and my work")).toBe(
      "you're proud of your team and your work",
    )
  })
})

describe('sentence splitting', () => {
  it('keeps abbreviations inside their sentence', () => {
    const { sentences } = require('./text') as typeof import('./text')
    expect(
      sentences('We had four empty chairs by ten a.m. and a waitlist. Dr. Lee agreed, e.g. on Mondays.'),
    ).toEqual(['We had four empty chairs by ten a.m. and a waitlist.', 'Dr. Lee agreed, e.g. on Mondays.'])
  })
})
