import { endInterviewBlock } from '../../../shared/signals'
import type { ChatTurn } from '../provider'
import {
  analyse,
  cleanSentence,
  hasFiniteVerb,
  isMetaTalk,
  midSentence,
  nounPhrases,
  properNames,
  wordCount,
} from './nlp'
import { offlinePillars } from './pillars'
import { stableIndex, toSecondPerson } from './text'
import {
  answerTopics,
  followUpHints,
  isVague,
  questionTopic,
  TOPICS,
  type Topic,
  topicQuestions,
} from './topics'

/** At most this many questions, follow-ups included, before the interviewer wraps up. */
export const MAX_QUESTIONS = 10

/** The plan of topics the offline interviewer walks (ARCHITECTURE: AI). */
export const interviewTopics = TOPICS.map((topic) => ({ topic, question: topicQuestions[topic] }))

export const FOLLOW_UP = 'Could you give me one concrete example: a customer, a moment or a number?'

export type InterviewState = {
  covered: Set<Topic>
  /** The topic of the last question asked (null for the greeting's or an unknown one). */
  lastTopic: Topic | null
  /** Whether the last question was already a follow-up. */
  followedUp: boolean
  asked: number
}

/**
 * Replays the interview so far: a topic counts as covered when a specific answer was given to a
 * question about it, or when any answer talked about it on its own (one answer can cover several).
 */
export function interviewState(history: ChatTurn[]): InterviewState {
  const covered = new Set<Topic>()
  let lastTopic: Topic | null = null
  let followedUp = false
  let asked = 0
  for (const turn of history) {
    if (turn.role === 'assistant') {
      asked++
      followedUp = turn.content.includes(FOLLOW_UP)
      lastTopic = followedUp ? lastTopic : questionTopic(turn.content)
      continue
    }
    for (const t of answerTopics(turn.content)) covered.add(t)
    // A vague answer covers its topic only once the follow-up was asked (we do not ask twice).
    if (lastTopic && (!isVague(turn.content) || followedUp)) covered.add(lastTopic)
  }
  return { covered, lastTopic, followedUp, asked }
}

/** What the interviewer does next, as a pure decision on the state and the last answer. */
export function nextStep(
  state: InterviewState,
  lastAnswer: string | undefined,
): { kind: 'ask'; topic: Topic } | { kind: 'follow-up'; topic: Topic } | { kind: 'close' } {
  if (state.asked >= MAX_QUESTIONS) return { kind: 'close' }
  if (lastAnswer !== undefined && state.lastTopic && !state.followedUp && isVague(lastAnswer))
    return { kind: 'follow-up', topic: state.lastTopic }
  const next = TOPICS.find((t) => !state.covered.has(t))
  return next ? { kind: 'ask', topic: next } : { kind: 'close' }
}

/**
 * A complete phrase from the answer to reflect back: its shortest whole sentence of 4–16 words, or
 * else its most specific noun phrase. Never cut mid-phrase.
 */
export function reflectionPhrase(answer: string): string | null {
  const sentences = analyse(answer).filter((s) => !isMetaTalk(s.text))
  // Whole sentences, and the whole clauses of longer ones ("a fifth of the bread goes in the bin").
  const pieces = sentences
    .map((s) => cleanSentence(s.text))
    .filter((s): s is string => !!s && !s.endsWith('?'))
    .flatMap((s) => [s, ...(wordCount(s) > 12 ? s.split(CLAUSE_BREAK) : [])])
    .map((s) => s.trim().replace(/[.!]+$/, ''))
    .filter((s) => wordCount(s) >= 4 && wordCount(s) <= 16)
    .filter((s) => analyse(s).some(hasFiniteVerb))
  // The closest to ten words: long enough to say something, short enough to quote.
  const best = pieces.sort((a, b) => Math.abs(wordCount(a) - 10) - Math.abs(wordCount(b) - 10))[0]
  if (best) return best
  const phrases = sentences.flatMap((s) => [...properNames(s), ...nounPhrases(s)])
  return phrases.sort((a, b) => wordCount(b) - wordCount(a))[0] ?? null
}

/** Where a long sentence splits into clauses that stand on their own. */
const CLAUSE_BREAK = /\s*[:;—–]\s+|,\s+(?:and|but|so)\s+|\s+(?:and|but|so)\s+(?=(?:I|we|she|he|they)\s)/

const reflections = [
  (p: string) => `“${p}”: that's worth a post on its own.`,
  (p: string) => `I like that: ${p}.`,
  (p: string) => `Got it: ${p}.`,
  (p: string) => `That's a strong line: “${p}”.`,
]

/** The offline interviewer's next message, built from what the founder actually said. */
export function interviewerReply(input: {
  history: ChatTurn[]
  interviewerName: string
  founderName?: string
}): string {
  const answers = input.history.filter((t) => t.role === 'user').map((t) => t.content)
  const state = interviewState(input.history)
  if (state.asked === 0) {
    const hello = input.founderName && input.founderName !== 'You' ? `Hi ${input.founderName}!` : 'Hi!'
    return `${hello} I'm ${input.interviewerName}. I'll ask you a few quick questions, one at a time, and turn your answers into posts in your own voice. ${topicQuestions.product}`
  }
  const last = answers.at(-1)
  const step = nextStep(state, last)
  if (step.kind === 'close') return closingMessage(input.history)
  if (step.kind === 'follow-up') return `${FOLLOW_UP} ${followUpHints[step.topic]}`
  const phrase = last ? reflectionPhrase(last) : null
  const reflection = phrase
    ? `${reflections[stableIndex(last ?? '', reflections.length)]!(midSentence(toSecondPerson(phrase), names(last ?? '')))} `
    : ''
  return `${reflection}${topicQuestions[step.topic]}`
}

const names = (text: string) => analyse(text).flatMap(properNames)

/** Thanks the founder and names the strongest themes: the first two pillars their answers give. */
function closingMessage(history: ChatTurn[]): string {
  const transcript = history.map((t) => ({
    speaker: t.role === 'assistant' ? ('interviewer' as const) : ('founder' as const),
    content: t.content,
  }))
  const themes = offlinePillars(transcript)
    .filter((p) => !p.fallback)
    .slice(0, 2)
    .map((p) => `“${p.title}”`)
  const recap = themes.length ? ` I'll build your posts around themes like ${themes.join(' and ')}.` : ''
  return `Thank you, that's everything I need.${recap} Your marketing plan is ready to be created.${endInterviewBlock}`
}
