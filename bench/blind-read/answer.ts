// The founder's side of the interview: which of their answers the interviewer's latest message asks
// for, judged by the wording of its last question only (a reflection before it is ignored), and a
// person's reply to it: both parts of a compound question answered, each answer given once, a repeated
// question answered briefly.

import { MAX_MESSAGE_CHARS } from '../../src/server/conversations/rules'
import type { AnswerBank, AnswerKey } from './founders'

/** Asks for more on what was just said; answered as the follow-up of the previous question. */
const MORE =
  /\b(concrete example|an example|one example|be more specific|say more|tell me more|go deeper|dig deeper|elaborate)\b/i

/** The rules, most specific first: the first whose pattern matches a clause of the question decides it. */
export const questionRules: [Exclude<AnswerKey, 'other'>, RegExp][] = [
  [
    'tone',
    /\b(how do you want to (sound|come across)|sound like|emojis?|tone|voice|words? (to avoid|you'?d never|you would never|you never)|never want to (see|say|sound)|with your name on it|writing style)\b/i,
  ],
  [
    'customerWords',
    /\b(exact words|own words|their words|word for word|said to you|told you|quote (from|them|one)|what did (they|a|one|the|that) (\w+ )?(say|tell)|what (a|one) (\w+ )?(said|told))\b/i,
  ],
  [
    'storyFollowUp',
    /\b(turning point|what happened (next|then|after)|right after|after that|and then what|what did you do (next|then|after)|what changed after)\b/i,
  ],
  [
    'proofFollowUp',
    /\bwhat (did|does|has|would) (that|this|those|these|the|it) .*\b(mean|change|changed)\b.*\bfor\b|\b(mean|meant) for (a|one|your|the|that|them|him|her)\b/i,
  ],
  [
    'belief',
    /\b(finish (this|the) sentence|most people\b.*\b(believe|think)|believe|disagree|contrarian|unpopular|hot take|(gets?|got) wrong|wrong about|myth)\b/i,
  ],
  [
    'update',
    /\b(working on (right )?now|ships? next|shipping next|building (right )?now|what'?s next for)\b/i,
  ],
  [
    'goal',
    /\b(goals?|ask (of|for|readers|people|them)|(your|the|one) ask|what should (a |the )?readers? do|want (readers|people|them|a reader) to do|call to action|achieve|next few weeks|over the next|hope (the|your) posts)\b/i,
  ],
  [
    'proof',
    /\b(numbers?|proof|results?|revenue|mrr|arr|traction|metrics?|evidence|how many|figures?|(it|this) works)\b/i,
  ],
  [
    'story',
    /\b(story|moment|origin|how did (it|this|you|the idea) (all )?(start|begin|come)|why did you (start|build|decide)|what made you (start|build|decide)|decided to|where did the idea|the day you)\b/i,
  ],
  [
    'problem',
    /\b(stuck|problem|pain|cost|struggl\w*|frustrat\w*|before (you|your|it|they)|what was broken|how did they (cope|manage|deal))\b/i,
  ],
  [
    'audience',
    /\b(who (is it|are they|exactly|is this|uses|buys|pays|are your|do you (serve|build|help))|for whom|customers? (are|is)\b|ideal (customer|user)|target|audience|describe the person|who it'?s for)\b/i,
  ],
  [
    'product',
    /\b(what are you building|what (do|does) (it|you|your \w+) (do|make|build|offer)|what(?:'s| is) (it|your (product|company|app|tool|thing|business))\b|what do you (make|sell|build)|tell me about (your (product|company|app|business)|what you))/i,
  ],
]

const SENTENCE_END = /(?<=[.!?…]["”’»)]*)\s+/

/** The message from its last question on (with any request after it); its last sentence if none. */
export function lastQuestion(message: string): string {
  const sentences = message.trim().replace(/\s+/g, ' ').split(SENTENCE_END)
  const at = sentences.findLastIndex((s) => s.includes('?'))
  return sentences.slice(at >= 0 ? at : -1).join(' ')
}

/** Where one question holds several ("What are you building, and who is it for?"). */
const CLAUSE_BREAK =
  /(?<=[?!.])\s+|;\s+|,?\s+(?:and|or|also)\s+(?=(?:what|who|how|why|where|when|which|is|are|do|does|did|can|could)\b)/i

/** Follow-ups a request for more leads to, by what was asked before. */
const followUpOf: Partial<Record<AnswerKey, AnswerKey>> = {
  story: 'storyFollowUp',
  proof: 'proofFollowUp',
}

/**
 * What the message asks for, in the order its last question asks it (one key per clause, each once;
 * `other` alone when nothing matches); `previous` (what was asked before) decides a bare request for
 * more.
 */
export function classifyQuestionParts(message: string, previous?: AnswerKey): AnswerKey[] {
  const asked = lastQuestion(message).replace(/’/g, "'")
  const more = MORE.test(asked) && previous !== undefined && previous !== 'other'
  const followUp = more ? followUpOf[previous] : undefined
  if (followUp) return [followUp]
  const keys = asked
    .split(CLAUSE_BREAK)
    .flatMap((clause) => questionRules.find(([, pattern]) => pattern.test(clause))?.[0] ?? [])
  if (keys.length) return [...new Set(keys)]
  return [more ? previous : 'other']
}

/** The first thing the message asks for (see `classifyQuestionParts`). */
export const classifyQuestion = (message: string, previous?: AnswerKey): AnswerKey =>
  classifyQuestionParts(message, previous)[0]!

/** One answer given: the keys it answered, its text, and the answers of the bank it used. */
export type Answer = { keys: AnswerKey[]; text: string; used: string[] }
export type Answered = Answer[]

/**
 * The founder's answer to the message, as a person gives it: what each part of the question asks for,
 * each answer once (a compound question gets at most two, together); asked again, what came next
 * (story, figures), else a brief "as I said", then their generic line, then a pass — never the same
 * text twice while another is left.
 */
export function answerTo(bank: AnswerBank, answered: Answered, message: string): Answer {
  const given = new Set(answered.flatMap((a) => a.used))
  const asked = classifyQuestionParts(message, answered.at(-1)?.keys.at(-1))
  // Asked again about the story or the figures, a person goes on to what came next.
  const keys = asked.map((k) => {
    const next = followUpOf[k]
    return next && given.has(bank[k]) && !given.has(bank[next]) ? next : k
  })
  const both = [...new Set(keys)].filter((k) => k !== 'other' && !given.has(bank[k])).slice(0, 2)
  // Two answers too long for one chat message (the chat refuses it): the first part now, the other
  // when it is asked again.
  const fresh = both.map((k) => bank[k]).join(' ').length > MAX_MESSAGE_CHARS ? both.slice(0, 1) : both
  if (fresh.length) {
    const used = fresh.map((k) => bank[k])
    return { keys: fresh, text: used.join(' '), used }
  }
  const key = keys[0]!
  const fallbacks = key === 'other' ? [bank.other, bank.pass] : [bank.repeat, bank.other, bank.pass]
  const text = fallbacks.find((c) => !given.has(c)) ?? bank.pass
  return { keys: [key], text, used: [text] }
}
