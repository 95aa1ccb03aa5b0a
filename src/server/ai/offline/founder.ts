import type { ChatTurn } from '../provider'
import { analyse, cleanSentence, nounPhrases, wordCount } from './nlp'
import { sentences, stableIndex } from './text'
import { answerTopics, questionTopic, type Topic } from './topics'

const fallbacks: Record<Topic | 'other', string> = {
  product: 'We build a product that takes a slow, manual job off our customers’ plates.',
  audience: 'It is for busy teams who feel the pain every week and have no time to fix it themselves.',
  problem: 'Before us they lost hours every week to spreadsheets and follow-ups.',
  story: 'I lived the problem myself for years, and one bad week I decided to fix it properly.',
  proof: 'Our first customers cut the time they spend on it by more than half within a month.',
  belief: 'Most of the industry adds features; the winners will be the ones who remove work.',
  goals: 'I want people to understand why this matters and to book a demo with us.',
  other: 'We focus on what our customers need.',
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

export type FounderStyle = 'terse' | 'normal' | 'storyteller'

/** How the persona's prompt says the founder talks: "in a few words", "long stories", or plainly. */
export function founderStyle(prompt: string): FounderStyle {
  if (
    /\b(a few words|few words|one line|very short|terse|tersely|monosyllab\w*|one sentence)\b/i.test(prompt)
  )
    return 'terse'
  if (/\b(long stor(y|ies)|rambl\w*|storyteller|at length|long answers|many details)\b/i.test(prompt))
    return 'storyteller'
  return 'normal'
}

const INSTRUCTION =
  /^(answer|reply|keep|speak|stay|respond|talk|use|you (answer|reply|speak|talk|tell|ramble|use))\b/i

/**
 * The offline founder answers from its own persona prompt: the prompt's sentences about the question's
 * topic, in the first person, as many as its style allows (a terse founder gives a short phrase).
 */
export function founderReply(input: { history: ChatTurn[]; prompt: string }): string {
  const question = [...input.history].reverse().find((t) => t.role === 'user')?.content ?? ''
  const topic = questionTopic(question) ?? 'other'
  const style = founderStyle(input.prompt)
  const facts = sentences(input.prompt)
    .filter((s) => !INSTRUCTION.test(s) && !/^You are\b/.test(s))
    .map(toFirstPerson)
  const said = input.history.filter((t) => t.role === 'assistant').map((t) => t.content)
  const fresh = (s: string) => !said.some((u) => u.includes(s))
  const matching = topic === 'other' ? [] : facts.filter((s) => answerTopics(s).has(topic) && fresh(s))
  const others = facts.filter((s) => fresh(s) && !matching.includes(s))
  if (style === 'terse') {
    const fact = matching[0] ?? others[stableIndex(question, Math.max(1, others.length))]
    if (!fact) return 'Nothing to add.'
    return terse(fact)
  }
  const wanted = style === 'storyteller' ? 5 : 2
  const picked = [...matching, ...(matching.length ? [] : others.slice(0, 1))].slice(0, wanted)
  if (picked.length === 0) return fallbacks[topic]
  if (style === 'storyteller' && picked.length < wanted)
    picked.push(...others.slice(0, wanted - picked.length))
  return picked.join(' ')
}

/** A few words from a fact: its key noun phrase with any figure in it ("No-shows, 14% to 5%."). */
function terse(fact: string): string {
  const sentence = analyse(fact)[0]
  const figure = fact.match(/\b(?:from )?[\d.,]+ ?(?:%|percent)?(?: to [\d.,]+ ?(?:%|percent)?)?/i)?.[0]
  const phrase = sentence
    ? (nounPhrases(sentence).find((p) => wordCount(p) >= 2) ?? nounPhrases(sentence)[0])
    : null
  const words = [phrase, figure?.trim()].filter(Boolean).join(', ')
  const out = words || fact.split(/\s+/).slice(0, 4).join(' ')
  return cleanSentence(out) ?? out
}
