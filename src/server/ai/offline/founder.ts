import type { ChatTurn } from '../provider'
import { interviewTopics } from './interviewer'
import { sentences, stableIndex } from './text'

// Most specific first: a proof question also mentions customers, a goals question mentions wanting.
const topicKeywords: Record<string, RegExp> = {
  proof: /\b(proof|result|number|quote|works)\b/i,
  opinions: /\b(believe|disagree|opinion|industry)\b/i,
  goals: /\b(achieve|goal|next few weeks)\b/i,
  story: /\b(story|moment|decided|started)\b/i,
  problem: /\b(problem|stuck|cost|pain)\b/i,
  audience: /\b(who|customer|audience|person|people)\b/i,
  product: /\b(build|building|product|does|use)\b/i,
}

const fallbacks: Record<string, string> = {
  product: 'We build a product that takes a slow, manual job off our customers’ plates.',
  audience: 'It is for busy teams who feel the pain every single week and have no time to fix it themselves.',
  problem:
    'Before us they lost hours every week to spreadsheets and follow-ups, and mistakes cost them customers.',
  story: 'I lived the problem myself for years, and one bad week I decided someone had to fix it properly.',
  proof: 'Our first customers cut the time they spend on it by more than half within a month.',
  opinions:
    'Most of the industry optimises for features; I think the winners will be the ones who remove work.',
  goals: 'I want people to understand why this matters and to book a demo with us.',
  other: 'That is a good question. The short answer is that we focus on what our customers actually need.',
}

/** Which topic the interviewer's question is about, by its wording. */
export function questionTopic(question: string): string {
  const known = interviewTopics.find((t) => question.includes(t.question))
  if (known) return known.topic
  for (const [topic, pattern] of Object.entries(topicKeywords)) if (pattern.test(question)) return topic
  return 'other'
}

/** "You are Maya, founder of Plotline" → "I am Maya, founder of Plotline". */
export function toFirstPerson(text: string): string {
  return text
    .replace(/\bYou are\b/g, 'I am')
    .replace(/\byou are\b/g, 'I am')
    .replace(/\bYou're\b/g, "I'm")
    .replace(/\byou're\b/g, "I'm")
    .replace(/\bYour\b/g, 'My')
    .replace(/\byour\b/g, 'my')
    .replace(/\bYou\b/g, 'I')
    .replace(/\byou\b/g, 'me')
}

/**
 * The offline founder answers from its own persona prompt: sentences of the prompt that match the
 * question's topic, in the first person, or a plain fallback for that topic.
 */
export function founderReply(input: { history: ChatTurn[]; prompt: string }): string {
  const question = [...input.history].reverse().find((t) => t.role === 'user')?.content ?? ''
  const topic = questionTopic(question.slice(-200))
  const facts = sentences(input.prompt).filter((s) => !/^(answer|reply|keep|speak|stay|respond)\b/i.test(s))
  const pattern = topicKeywords[topic]
  const used = new Set(input.history.filter((t) => t.role === 'assistant').map((t) => t.content))
  const matching = pattern ? facts.filter((s) => pattern.test(s)) : []
  const pick = matching.map(toFirstPerson).find((s) => ![...used].some((u) => u.includes(s)))
  const base = pick ?? fallbacks[topic] ?? fallbacks.other!
  const extra = facts.length ? toFirstPerson(facts[stableIndex(question, facts.length)]!) : ''
  const fresh =
    extra && !base.includes(extra) && !/^I am\b/.test(extra) && ![...used].some((u) => u.includes(extra))
  return fresh ? `${base} ${extra}` : base
}
