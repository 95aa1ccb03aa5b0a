import type { ChatTurn } from '../provider'
import { analyse, cleanSentence, nounPhrases, sentencesOf, wordCount } from './nlp'
import { stableIndex } from './text'
import { answerTopics, questionTopic, type Topic } from './topics'

const fallbacks: Record<Topic | 'other', string> = {
  product: 'We build a product that takes a slow, manual job off our customers’ plates.',
  audience: 'It is for busy teams who feel the pain every week and have no time to fix it themselves.',
  problem: 'Before us they lost hours every week to spreadsheets and follow-ups.',
  story: 'I lived the problem myself for years, and one bad week I decided to fix it properly.',
  proof: 'Our first customers cut the time they spend on it by more than half within a month.',
  belief: 'Most of the industry adds features; the winners will be the ones who remove work.',
  customer: 'One customer told us it was the first tool their team actually kept using.',
  update: 'Right now we are making the first week easier, so new customers see a result on day one.',
  goals: 'I want people to understand why this matters and to book a demo with us.',
  tone: 'Plain and honest, like I talk. No hype.',
  other: 'We focus on what our customers need.',
}

/**
 * "You are Maya, founder of Plotline" → "I am Maya, founder of Plotline". "you" becomes "I" when a verb
 * follows ("where you watched" → "where I watched") and "me" elsewhere ("told you" → "told me").
 */
export function toFirstPerson(text: string): string {
  const out = text
    .replace(/\b[Yy]ou were\b/g, 'I was')
    .replace(/\b[Yy]ou are\b/g, 'I am')
    .replace(/\b[Yy]ou're\b/g, "I'm")
    .replace(/\bYour\b/g, 'My')
    .replace(/\byour\b/g, 'my')
    .replace(/\byourself\b/g, 'myself')
  return out.replace(/\b([Yy]ou)\b(\s+)(\S+)?/g, (_m, you: string, space: string, next?: string) => {
    const word = next ?? ''
    const verb = word && analyse(`they ${word}`)[0]?.tokens[1]?.tags.has('Verb')
    return `${you === 'You' || verb ? 'I' : 'me'}${space}${word}`
  })
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
  const facts = sentencesOf(input.prompt)
    .filter((s) => !INSTRUCTION.test(s))
    .map(toFirstPerson)
    // "I am Maya Chen, co-founder of Plotline, a…": the product answer, without the introduction.
    .map((s) => s.replace(/^I am [^,]+, (?=(co-)?founder|CEO|solo)/, "I'm the "))
  const said = input.history.filter((t) => t.role === 'assistant').map((t) => t.content)
  const fresh = (s: string) => !said.some((u) => u.includes(s) || (style === 'terse' && u === terse(s)))
  // What the product does starts with its name ("Plotline sends reminders…").
  const product = facts.map((f) => f.match(/^I'm the [^,]*? of ([^,]+),/)?.[1]).find(Boolean)
  const about = (s: string) =>
    topic === 'story'
      ? answerTopics(s).has('story') || /\b(started|began|when I|night|morning|in (19|20)\d\d)\b/i.test(s)
      : topic === 'proof'
        ? /\d|percent/i.test(s) && answerTopics(s).has('proof')
        : topic === 'customer'
          ? answerTopics(s).has('customer')
          : topic === 'product'
            ? /^I'm the\b/.test(s) ||
              answerTopics(s).has('product') ||
              (!!product && s.startsWith(`${product} `))
            : answerTopics(s).has(topic as Topic)
  const matching = topic === 'other' ? [] : facts.filter((s) => about(s) && fresh(s))
  const others = facts.filter((s) => fresh(s) && !matching.includes(s) && !/^I'm the\b/.test(s))
  if (style === 'terse') {
    const fact = matching[0] ?? others[stableIndex(question, Math.max(1, others.length))]
    return fact ? terse(fact) : 'Nothing to add.'
  }
  // A storyteller adds what else comes to mind; others keep to the question.
  // Up to three sentences on what the question is about, as the seeded prompts ask ("two to four
  // sentences"); a storyteller adds what else comes to mind.
  const count = style === 'storyteller' ? 3 : 2
  const picked = matching.length ? matching.slice(0, count + 1) : others.slice(0, 1)
  if (style === 'storyteller' && picked.length < count)
    picked.push(...others.filter((o) => !picked.includes(o)).slice(0, count - picked.length))
  return picked.length ? picked.join(' ') : fallbacks[topic]
}

/** A few words from a fact: its key noun phrase with any figure in it ("No-shows, 14% to 5%."). */
function terse(fact: string): string {
  // Short facts are already how a terse founder talks.
  if (wordCount(fact) <= 8) return fact
  const sentence = analyse(fact)[0]
  // A figure with what it counts: "90 days", "14% to 5%", "¥2,000,000".
  const figure = fact.match(
    /(?:from )?[$€£¥₹]?\d[\d.,]*(?:\s?(?:%|percent))?(?: to [$€£¥₹]?\d[\d.,]*(?:\s?(?:%|percent))?| [\p{L}-]+)?/iu,
  )?.[0]
  const phrases = sentence
    ? nounPhrases(sentence).filter(
        (p) => !sentence.tokens.some((t) => t.tags.has('Person') && p.includes(t.text)),
      )
    : []
  // The most specific phrase of at most four words ("mobile bike mechanics" over "an app").
  const bare = (p: string) => wordCount(p.replace(/^(the|a|an) /i, ''))
  const generic = (p: string) => /^(customers|users|clients|people|the founder)$/i.test(p)
  const product = fact.match(/^I'm the [^,]*? of ([^,]+),/)?.[1]
  const phrase =
    [...phrases]
      .filter((p) => bare(p) <= 4 && !generic(p) && p !== product && !figure?.includes(p))
      .sort((a, b) => bare(b) - bare(a))[0] ??
    phrases[0] ??
    null
  // "I'm the founder of Fixloop, an app that…" → "Fixloop, mobile bike mechanics."
  if (product && phrase) return `${product}, ${phrase}.`
  const words = [phrase, figure?.trim().replace(/[.,]$/, '')].filter(Boolean).join(', ')
  const out = words || fact.split(/\s+/).slice(0, 4).join(' ')
  return cleanSentence(out) ?? out
}
