import { endInterviewBlock } from '../../../shared/signals'
import type { ChatTurn } from '../provider'

/**
 * The check-in before the next two weeks ("Plan the next two weeks"): three short questions, asked
 * one at a time, then the close that ends the conversation. Pure: any turn can be recomputed.
 */
export const checkInQuestions = [
  'What has happened since your last plan went out? Launches, conversations, anything that surprised you.',
  'Any new results or customers? A number, a customer you can name, or a line someone said to you is perfect.',
  'What do you want to push over the next two weeks?',
] as const

const acknowledgements = ['Good to hear.', 'That helps.', 'Noted.'] as const

export function checkInReply(input: {
  history: ChatTurn[]
  interviewerName: string
  founderName?: string
}): string {
  const answered = input.history.filter((t) => t.role === 'user').length
  const asked = input.history.filter((t) => t.role === 'assistant').length
  if (asked === 0) {
    const name = input.founderName && input.founderName !== 'You' ? `, ${input.founderName}` : ''
    return `Welcome back${name}! It's ${input.interviewerName}. Three quick questions before I plan your next two weeks. ${checkInQuestions[0]}`
  }
  if (answered >= checkInQuestions.length || asked >= checkInQuestions.length) {
    return `Thank you, that's all I need. I'll plan your next two weeks on what worked and what you just told me.${endInterviewBlock}`
  }
  return `${acknowledgements[(answered - 1) % acknowledgements.length]} ${checkInQuestions[answered]}`
}
