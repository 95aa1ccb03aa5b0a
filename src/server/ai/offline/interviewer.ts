// Over 300 lines: the offline interviewer's question plan, follow-ups and closing, kept in one place so the order of the interview reads top to bottom.

import { endInterviewBlock } from '../../../shared/signals'
import type { ChatTurn } from '../provider'
import { cleanAnswer } from './clean'
import { KEEP_OUT_NOTE } from './conditions'
import {
  analyse,
  cleanSentence,
  figureIn,
  hasFiniteVerb,
  hasNumber,
  isMetaTalk,
  isPastTense,
  midSentence,
  properNames,
  wordCount,
} from './nlp'
import { offlinePillars } from './pillars'
import { stableIndex, toSecondPerson } from './text'
import {
  answerTopics,
  followUpHints,
  isVague,
  PRODUCT_IN_DEPTH,
  questionTopic,
  TOPICS,
  type Topic,
  topicQuestions,
} from './topics'

/** At most this many questions, follow-ups included, before the interviewer wraps up. */
export const MAX_QUESTIONS = 14

/** The plan of topics the offline interviewer walks (ARCHITECTURE: AI). */
export const interviewTopics = TOPICS.map((topic) => ({ topic, question: topicQuestions[topic] }))

/** Topics are asked in TOPICS' order (audience only when still missing): what a post needs, first to last. */
const ORDER: readonly Topic[] = TOPICS

export const FOLLOW_UP = 'Could you give me one concrete example: a customer, a moment or a number?'

/** The follow-ups that react to what was just said, each asked at most once. */
export type FollowUp = 'story-turn' | 'proof-meaning' | 'customer-words'

export type InterviewState = {
  covered: Set<Topic>
  /** The topic of the last question asked (null for the greeting's or an unknown one). */
  lastTopic: Topic | null
  /** Whether the last question was already a follow-up. */
  followedUp: boolean
  /** The reacting follow-ups already asked. */
  reacted: Set<FollowUp>
  asked: number
  /** The topic the last answer did not give (it gets one follow-up). */
  missed?: Topic | null
  /** What they build was said only in passing, in the founder's first message. */
  openedWithProduct?: boolean
}

/** Markers of each reacting follow-up, so a replayed history knows which were asked. */
const REACTIONS: Record<FollowUp, string> = {
  'story-turn': 'What happened right after that',
  'proof-meaning': 'what did that change for one of your customers',
  'customer-words': 'Do you remember how they put it',
}

/**
 * Whether an answer really gives what its question asked: a figure for proof, a moment told in the past
 * for a story, someone's words for a customer, a want for goals; any real answer for the rest. An
 * answer that misses its question is not filed under it.
 */
export function answers(topic: Topic, answer: string): boolean {
  const sentences = analyse(answer)
  const words = wordCount(answer)
  switch (topic) {
    case 'proof':
      return sentences.some(hasNumber)
    case 'story':
      return (
        sentences.some(isPastTense) ||
        /\b(years? ago|back in|in (19|20)\d\d|one (day|night|morning))\b/i.test(answer)
      )
    case 'customer':
      return answerTopics(answer).has('customer')
    case 'goals':
      return (
        words >= 3 &&
        (answerTopics(answer).has('goals') ||
          /\b(\d+|want|get|reach|sign|book|reply|try|join|more)\b/i.test(answer))
      )
    case 'tone':
      return words >= 1
    default:
      return !isVague(answer)
  }
}

/**
 * Replays the interview so far: a topic counts as covered when an answer really gave it, to its own
 * question or to another (the founder's opening message often says what they build).
 */
export function interviewState(history: ChatTurn[]): InterviewState {
  const covered = new Set<Topic>()
  const reacted = new Set<FollowUp>()
  let lastTopic: Topic | null = null
  let followedUp = false
  let asked = 0
  let missed: Topic | null = null
  let openedWithProduct = false
  // (What it does, asked with whom it is for: its answer gives both.)
  const askedInDepth = history.some((t) => t.role === 'assistant' && t.content.includes(PRODUCT_IN_DEPTH))
  for (const turn of history) {
    if (turn.role === 'assistant') {
      asked++
      missed = null
      const reaction = (Object.keys(REACTIONS) as FollowUp[]).find((f) => turn.content.includes(REACTIONS[f]))
      if (reaction) reacted.add(reaction)
      followedUp = turn.content.includes(FOLLOW_UP) || !!reaction
      lastTopic = followedUp ? lastTopic : questionTopic(turn.content)
      continue
    }
    const said = answerTopics(turn.content)
    // Said without being asked: what they build, who it is for, a figure with what it counts.
    if ((said.has('product') || SAYS_WHAT_THEY_BUILD.test(turn.content)) && !isVague(turn.content)) {
      if (asked === 0 && !covered.has('product')) openedWithProduct = true
      covered.add('product')
    }
    // (A first message says whom in passing too: who it is for is still asked, with what it does.)
    if (said.has('audience') && asked > 0) covered.add('audience')
    if (lastTopic && answers(lastTopic, turn.content)) covered.add(lastTopic)
    // An answer that missed its question gets one follow-up; after that the topic is done (we never
    // ask the same thing a third time).
    else if (lastTopic && followedUp) covered.add(lastTopic)
    else if (lastTopic) missed = lastTopic
    if (lastTopic === 'product' && askedInDepth) covered.add('audience')
  }
  return { covered, lastTopic, followedUp, reacted, asked, missed, openedWithProduct }
}

/**
 * "I run this thing called Mise, a prep list app…": what they build, in an opening or any answer, said in
 * one sentence ("…founder of Hlyna. Before I was a project manager in an IT company" says nothing of it).
 */
const SAYS_WHAT_THEY_BUILD =
  /\b(i run|we run|i'?m building|we'?re building|we build|i build|i made|we made|called|founder of|co-?founder of)\b(?:[^.!?]|\.(?=\S)|(?<=\b(?:St|Mr|Mrs|Dr|Ms))\.)*\b(app|tool|platform|product|software|service|marketplace|api|sdk|startup|company|nonprofit|non-profit|charity|shop|brand|studio|agency|project|thing)\b|\b(it'?s|is) an? [\w -]{0,40}\b(app|tool|platform|service|marketplace|api|nonprofit|brand)\b/i

type Step =
  | { kind: 'ask'; topic: Topic }
  | { kind: 'follow-up'; topic: Topic }
  | { kind: 'react'; followUp: FollowUp; quote: string }
  | { kind: 'close' }

/** What the interviewer does next, as a pure decision on the state and the last answer. */
export function nextStep(state: InterviewState, lastAnswer: string | undefined): Step {
  if (state.asked >= MAX_QUESTIONS) return { kind: 'close' }
  const last = lastAnswer ?? ''
  if (lastAnswer !== undefined && state.lastTopic && !state.followedUp) {
    if (isVague(last) || state.missed === state.lastTopic)
      return { kind: 'follow-up', topic: state.lastTopic }
    // React to what was just said, quoting it: the story's turn, what a figure meant, the exact words.
    const quote = state.lastTopic === 'story' ? momentIn(last) : reflectionPhrase(last)
    if (state.lastTopic === 'story' && !state.reacted.has('story-turn') && quote)
      return { kind: 'react', followUp: 'story-turn', quote }
    const figure = figureIn(cleanAnswer(last))
    if (state.lastTopic === 'proof' && !state.reacted.has('proof-meaning') && figure)
      return { kind: 'react', followUp: 'proof-meaning', quote: figure }
    // Told what a customer thinks, not what they said: ask for their words.
    if (
      state.lastTopic === 'customer' &&
      !state.reacted.has('customer-words') &&
      !/["“]|\b(said|says|told|wrote|emailed|texted)\b/i.test(last)
    )
      return { kind: 'react', followUp: 'customer-words', quote: quote ?? last }
  }
  // (The product question asks who it is for too; after a first message that named it in passing,
  // who it is for is asked with what it does: PRODUCT_IN_DEPTH.)
  const next = ORDER.find(
    (t) =>
      !state.covered.has(t) &&
      (t !== 'audience' || !state.covered.has('product') || !!state.openedWithProduct),
  )
  return next ? { kind: 'ask', topic: next } : { kind: 'close' }
}

/** The last thing that happened in a story answer (its most recent past-tense sentence), to ask what came next. */
function momentIn(answer: string): string | null {
  const told = analyse(cleanAnswer(answer))
    .filter((s) => isPastTense(s) && !/["“]/.test(s.text))
    .flatMap((s) =>
      s.text
        .split(/\s*[:;—–]\s+|,?\s+(?:and|but|so|then)\s+(?=(?:I|we|she|he|they|my|our|one)\b)/i)
        // "…my son and I painted it": "my son and I" is one subject, not two clauses.
        .reduce<string[]>((pieces, piece) => {
          const before = pieces.at(-1)
          if (
            before &&
            /\b(?:my|our|his|her|their) \p{L}+$|\b\p{Lu}\p{Ll}+$/u.test(before) &&
            /^(?:I|we)\b/i.test(piece)
          )
            pieces[pieces.length - 1] = `${before} and ${piece}`
          else pieces.push(piece)
          return pieces
        }, []),
    )
    .map((s) => cleanSentence(s)?.replace(/[.!]+$/, ''))
    .filter(
      (s): s is string => !!s && wordCount(s) >= 4 && wordCount(s) <= 22 && analyse(s).some(isPastTense),
    )
  return told.at(-1) ?? reflectionPhrase(answer)
}

/**
 * A complete phrase from the answer to reflect back: its shortest whole sentence of 4–16 words, or
 * else its most specific noun phrase. Never cut mid-phrase.
 */
export function reflectionPhrase(answer: string): string | null {
  // What the founder said for the writer ("Off record: …", "Credit: '…'") is not told back as a highlight.
  const sentences = analyse(cleanAnswer(answer)).filter(
    (s) => !isMetaTalk(s.text) && !KEEP_OUT_NOTE.test(s.text) && !/\bcredit\b/i.test(s.text),
  )
  // Whole sentences, and the whole clauses of longer ones ("a fifth of the bread goes in the bin").
  const pieces = sentences
    .map((s) => cleanSentence(s.text))
    .filter((s): s is string => !!s && !s.endsWith('?'))
    .flatMap((s) => [s, ...(wordCount(s) > 12 ? s.split(CLAUSE_BREAK) : [])])
    .map((s) =>
      s
        .trim()
        .replace(/[.!]+$/, '')
        .replace(/^(?:meanwhile|also|plus|then|so|and|but|worse|anyway)[:,]?\s+/i, ''),
    )
    .filter((s) => wordCount(s) >= 4 && wordCount(s) <= 16)
    .filter((s) => analyse(s).some(hasFiniteVerb))
  // The closest to ten words: long enough to say something, short enough to quote.
  // Concrete first: a figure or a name says the founder was heard; a greeting or a lead-in
  // ("to make that tangible", "I am quoting her directly") says nothing.
  // A definition ("it's a prep list app for…") says what they do.
  const score = (p: string) =>
    Math.abs(wordCount(p) - 10) -
    (/\d/.test(p) ? 4 : 0) -
    (/\s\p{Lu}\p{Ll}/u.test(p) ? 2 : 0) -
    (/^\S+\s+is an?\s/i.test(p) || /^(?:it|this|that)(?: is|['’]s) an?\s/i.test(p) ? 1 : 0) +
    // A short line that leans on the one before ("It's on the homepage") says nothing told back.
    (/^(?:it|this|that|they|he|she)\b/i.test(p) && wordCount(p) <= 7 ? 6 : 0)
  const best = pieces
    .filter(
      (p) =>
        !/["“”]/.test(p) &&
        !/^(hi+|hello|hey|good (morning|afternoon|evening)|thanks?|thank you)\b/i.test(p) &&
        !/^(to|for|in|at|by|with|of|from|as|on|if|when)\b/i.test(p) &&
        !/\bquoting\b|\bpermission\b/i.test(p) &&
        // ("I should warn you that I was…" is said to the interviewer: told back it reads "you should warn you".)
        !/\byou\b/i.test(p) &&
        // Their introduction, an apology or a reported "I was like" is not what they came to say.
        !/^(I am|I'm|I’m|my name is|this is)\s+\p{Lu}/u.test(p) &&
        !/\b(bear with me|sorry|excuse|(?:was|were) like|said|says|told)\b/i.test(p) &&
        !/[—–-]$/.test(p),
    )
    .sort((a, b) => score(a) - score(b))[0]
  return best ?? null
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
  const last = answers.at(-1)
  const step = nextStep(state, last)
  if (step.kind === 'close') return closingMessage(input.history)
  const question = (topic: Topic) =>
    topic === 'audience' && state.openedWithProduct ? PRODUCT_IN_DEPTH : topicQuestions[topic]
  const hello = input.founderName && input.founderName !== 'You' ? `Hi ${input.founderName}!` : 'Hi!'
  const intro = `${hello} I'm ${input.interviewerName}. I'll ask you a few quick questions, one at a time, and turn your answers into posts in your own voice.`
  if (state.asked === 0) {
    // The founder spoke first: answer what they said before asking anything.
    if (!last) return `${intro} ${question(step.kind === 'ask' ? step.topic : 'product')}`
    const phrase = reflectionPhrase(last)
    const heard = phrase ? ` ${reflect(phrase, last)}` : ''
    return `${intro}${heard} ${step.kind === 'ask' ? question(step.topic) : topicQuestions.product}`
  }
  if (step.kind === 'follow-up') return `${FOLLOW_UP} ${followUpHints[step.topic]}`
  if (step.kind === 'react') {
    const quoted = `“${midSentence(step.quote.replace(/[.!?]+$/, ''), names(last ?? ''))}”`
    if (step.followUp === 'story-turn')
      return `You said ${quoted}. ${REACTIONS['story-turn']}, and what did you do?`
    if (step.followUp === 'proof-meaning') return `${quoted}: ${REACTIONS['proof-meaning']}?`
    return `That's exactly the kind of thing readers believe. ${REACTIONS['customer-words']}, word for word?`
  }
  const phrase = last ? reflectionPhrase(last) : null
  const reflection = phrase && last ? `${reflect(phrase, last)} ` : ''
  return `${reflection}${question(step.topic)}`
}

const reflect = (phrase: string, answer: string) => {
  const said = phrase
    .replace(EMOJI, '')
    .replace(/\s{2,}/g, ' ')
    .trim()
  const told = toSecondPerson(said)
  // Quotation marks promise the founder's own words: a phrase turned to "you" is told back unquoted.
  const choices = told === said ? reflections : reflections.filter((r) => !r('').includes('“'))
  return choices[stableIndex(answer, choices.length)]!(midSentence(told, names(answer)))
}
const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu

const names = (text: string) => analyse(text).flatMap(properNames)

/** Thanks the founder and names the strongest themes: the first two pillars their answers give. */
function closingMessage(history: ChatTurn[]): string {
  const transcript = history.map((t) => ({
    speaker: t.role === 'assistant' ? ('interviewer' as const) : ('founder' as const),
    content: t.content,
  }))
  const themes = offlinePillars(transcript)
    .slice(0, 2)
    .map((p) => `“${p.title}”`)
  const recap = themes.length ? ` I'll build your posts around themes like ${themes.join(' and ')}.` : ''
  return `Thank you, that's everything I need.${recap} Your marketing plan is ready to be created.${endInterviewBlock}`
}
