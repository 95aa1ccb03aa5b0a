import { endInterviewBlock } from '../../../shared/signals'
import type { ChatTurn } from '../provider'
import { keyPhrase, stableIndex, toSecondPerson, words } from './text'

/** The plan of topics the offline interviewer walks (ARCHITECTURE: AI). */
export const interviewTopics = [
  { topic: 'product', question: 'What are you building, and what does it do for the people who use it?' },
  { topic: 'audience', question: 'Who exactly is it for? Describe the person who gets the most out of it.' },
  {
    topic: 'problem',
    question: 'What problem were they stuck with before you came along, and what did it cost them?',
  },
  {
    topic: 'story',
    question: 'What is the story behind it? Take me to the moment you decided to build this.',
  },
  { topic: 'proof', question: 'What proof do you have that it works: a customer result, a number, a quote?' },
  {
    topic: 'opinions',
    question: 'What do you believe about your industry that most people would disagree with?',
  },
  { topic: 'goals', question: 'What do you want your posts to achieve over the next few weeks?' },
] as const

export type InterviewTopic = (typeof interviewTopics)[number]['topic']

const MIN_ANSWER_WORDS = 4

/** Sentence-case a phrase for the middle of a sentence ("Most people" → "most people", "AI tools" stays). */
const midSentence = (p: string) =>
  /^[A-Z][a-z]/.test(p) && !/^I\b/.test(p) ? p[0]!.toLowerCase() + p.slice(1) : p
const endWithStop = (p: string) => (/[.…!?]$/.test(p) ? p : `${p}.`)

const reflections = [
  (p: string) => `“${p}” — that's worth building a post around.`,
  (p: string) => `I like that: ${endWithStop(midSentence(p))}`,
  (p: string) => `Got it — ${endWithStop(midSentence(p))}`,
  (p: string) => `That's a strong line: “${p}”.`,
]

type Step = { kind: 'topic'; index: number } | { kind: 'follow-up'; index: number } | { kind: 'close' }

/**
 * Replays the interview from the founder's answers: each answer either moves to the next topic or,
 * when it is too short, earns one follow-up on the same topic. Pure, so any turn can be recomputed.
 */
export function planInterview(answers: string[]): Step[] {
  const steps: Step[] = [{ kind: 'topic', index: 0 }]
  let topic = 0
  let followedUp = false
  for (const answer of answers) {
    if (words(answer).length < MIN_ANSWER_WORDS && !followedUp) {
      followedUp = true
      steps.push({ kind: 'follow-up', index: topic })
      continue
    }
    followedUp = false
    topic += 1
    steps.push(topic < interviewTopics.length ? { kind: 'topic', index: topic } : { kind: 'close' })
    if (topic >= interviewTopics.length) break
  }
  return steps
}

/** The offline interviewer's next message, built from what the founder actually said. */
export function interviewerReply(input: {
  history: ChatTurn[]
  interviewerName: string
  founderName?: string
}): string {
  const answers = input.history.filter((t) => t.role === 'user').map((t) => t.content)
  const asked = input.history.filter((t) => t.role === 'assistant').length
  const steps = planInterview(answers)
  const step = steps[Math.min(asked, steps.length - 1)]!
  const last = answers.at(-1)

  if (asked === 0) {
    const hello = input.founderName && input.founderName !== 'You' ? `Hi ${input.founderName}!` : 'Hi!'
    return `${hello} I'm ${input.interviewerName}. I'll ask you a few quick questions, one at a time, and turn your answers into posts in your own voice. ${interviewTopics[0].question}`
  }
  if (step.kind === 'close' || asked >= steps.length) {
    const highlights = answers
      .map((a) => keyPhrase(a, 8))
      .filter((p): p is string => Boolean(p) && words(p ?? '').length >= 3)
      .slice(0, 2)
      .map((p) => `“${toSecondPerson(p)}”`)
    const recap = highlights.length ? ` I'll build on ideas like ${highlights.join(' and ')}.` : ''
    return `Thank you — that's everything I need.${recap} Your marketing plan is ready to be created.${endInterviewBlock}`
  }
  if (step.kind === 'follow-up') {
    return `Could you tell me a little more? A concrete example helps me write posts that sound like you. ${interviewTopics[step.index]!.question}`
  }
  const phrase = last ? keyPhrase(last) : null
  const reflection = phrase
    ? `${reflections[stableIndex(last ?? '', reflections.length)]!(toSecondPerson(phrase))} `
    : ''
  return `${reflection}${interviewTopics[step.index]!.question}`
}
