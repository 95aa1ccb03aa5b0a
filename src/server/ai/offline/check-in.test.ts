import { describe, expect, it } from 'bun:test'
import { END_INTERVIEW, hasSignal, parseSignals } from '../../../shared/signals'
import type { ChatTurn } from '../provider'
import { checkInQuestions, checkInReply } from './check-in'

const turns = (...founder: string[]): ChatTurn[] =>
  founder.flatMap((content, i) => [
    { role: 'assistant' as const, content: `question ${i + 1}` },
    { role: 'user' as const, content },
  ])

describe('offline check-in', () => {
  it.each<[string, ChatTurn[], string]>([
    ['greets the founder by name and asks what happened first', [], checkInQuestions[0]],
    ['asks about results after the first answer', turns('We launched the API.'), checkInQuestions[1]],
    [
      'asks what to push after the second',
      turns('We launched the API.', 'Two new customers.'),
      checkInQuestions[2],
    ],
  ])('%s', (_name, history, question) => {
    const reply = checkInReply({ history, interviewerName: 'Chad', founderName: 'Lena' })
    expect(reply).toEndWith(question)
    expect(hasSignal(parseSignals(reply).signals, END_INTERVIEW)).toBe(false)
  })

  it('says hello by name on the first turn', () =>
    expect(checkInReply({ history: [], interviewerName: 'Chad', founderName: 'Lena' })).toStartWith(
      "Welcome back, Lena! It's Chad.",
    ))

  it('ends the check-in after the third answer', () => {
    const reply = checkInReply({
      history: turns('We launched the API.', 'Two new customers.', 'The API launch.'),
      interviewerName: 'Chad',
    })
    const { content, signals } = parseSignals(reply)
    expect(hasSignal(signals, END_INTERVIEW)).toBe(true)
    expect(content).toStartWith('Thank you')
  })
})
