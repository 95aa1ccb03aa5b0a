/** The interview's topics, and which of them a question asks about or an answer covers. */
import { analyse, hasNumber, isPastTense, type Sentence, wordCount } from './nlp'

/** The interview's topics, in the order the offline interviewer asks them. */
export const TOPICS = [
  'product',
  'audience',
  'problem',
  'story',
  'proof',
  'customer',
  'belief',
  'update',
  'goals',
  'tone',
] as const
export type Topic = (typeof TOPICS)[number]

/** Questions whose answers are post material as they stand (a moment, a figure, someone's words). */
export const topicQuestions: Record<Topic, string> = {
  product: 'What are you building, and who is it for?',
  audience: 'Who exactly is it for? Describe the person who gets the most out of it.',
  problem: 'What were they stuck with before you came along, and what did it cost them?',
  story: 'Take me to the moment this started: what happened, and where were you?',
  proof: 'What is the best number you have so far: customers, revenue, time saved, anything you can count?',
  customer: 'What has a customer actually said to you about it? Their exact words, if you remember them.',
  belief: 'Finish this sentence: most people in your field believe…, but…',
  update: 'What are you working on right now, and what ships next?',
  goals:
    'What do you want these posts to get you in the next two weeks, and what should a reader do: sign up, reply, book a call?',
  tone: 'Last one: how do you want to sound? Anything to avoid, like emoji, hashtags or words you would never use?',
}

/**
 * Asked when the first message named what they build in passing ("I run Kraantje, which is, well,
 * software for taps"): 72 of 300 invented founders were never asked what it does, and readers found their
 * plans' product posts "a bio line" or "never says what it is". Its answer is what they build.
 */
export const PRODUCT_IN_DEPTH = 'What does it do, day to day, and who exactly is it for?'

/** How a reflection names a covered topic in the closing message. */
export const topicNames: Record<Topic, string> = {
  product: 'what you build',
  audience: 'who it is for',
  problem: 'the problem',
  story: 'your origin story',
  proof: 'your results',
  customer: 'what customers say',
  belief: 'your contrarian view',
  update: 'what you are building now',
  goals: 'your goals',
  tone: 'how you sound',
}

// Wording of questions (any interviewer's), most specific first.
const questionCues: [Topic, RegExp][] = [
  // The offline interviewer's follow-ups that react to an answer (interviewer.ts REACTIONS).
  ['story', /\bwhat happened right after that\b/i],
  ['proof', /\bwhat did that change for one of your customers\b/i],
  ['customer', /\bhow they put it\b/i],
  ['tone', /\b(how (do|would) you (want|like) to sound|sound like|emoji|hashtags|your tone|your voice)\b/i],
  ['customer', /\b(exact words|said to you|customers? (say|said|told)|told you|in their words)\b/i],
  ['update', /\b(working on (right )?now|ships next|shipping next|building (right )?now)\b/i],
  ['belief', /\b(finish this|most people in your field)\b/i],
  ['proof', /\b(proof|results?|numbers?|quote|evidence|traction|metrics?|works?)\b/i],
  ['belief', /\b(believe|disagree|opinions?|contrarian|industry|wrong about)\b/i],
  ['goals', /\b(achieve|goals?|next few weeks|want (your|the) posts|hope|want to push|next two weeks)\b/i],
  // The check-in's "What has happened since your last plan went out?": news about the product.
  ['product', /\b(happened since|launch(es|ed)?|shipped)\b/i],
  ['story', /\b(story|moment|decided|started|origin|begin|mistake)\b/i],
  ['problem', /\b(problem|stuck|cost|pain|struggle|before you)\b/i],
  ['audience', /\b(who|customers?|audience|for whom)\b/i],
  [
    'product',
    /\b(what (are you|is it|do you) (build|building|make|making|do)|what does it do|your product)\b/i,
  ],
]

/** The offline interviewer's follow-up hints, one per topic (so a follow-up is read as its topic). */
export const followUpHints: Record<Topic, string> = {
  product: 'What does it do on a normal day for someone who uses it?',
  audience: 'Who is the one person you picture when you build it?',
  problem: 'What did the problem cost someone you know?',
  story: 'What happened on the day you decided to start?',
  proof: 'Is there one result you are proud of?',
  customer: 'What did they say, as close to their words as you remember?',
  belief: 'What does your industry get wrong?',
  update: 'What is the next thing you will ship?',
  goals: 'What should a reader do after reading your posts?',
  tone: 'Anything you never want to see in a post of yours?',
}

/** Which topic a question asks about, by its wording; null for anything else. */
export function questionTopic(question: string): Topic | null {
  const known = TOPICS.find(
    (t) => question.includes(topicQuestions[t]) || question.includes(followUpHints[t]),
  )
  if (known) return known
  if (question.includes(PRODUCT_IN_DEPTH)) return 'product'
  // Judge by the last question in the message, not the reflection before it.
  const asked =
    question
      .split(/(?<=[.!?])\s+/)
      .filter((s) => s.includes('?'))
      .at(-1) ?? question
  for (const [topic, pattern] of questionCues) if (pattern.test(asked)) return topic
  return null
}

// What an answer talks about, by its words (an answer can cover several topics).
const answerCues: Record<Topic, RegExp> = {
  product:
    /\b(we (build|built|make|made|sell|run|offer|help)|i'?m building|it (does|sends|reads|groups|tells|fills|matches|helps|lets)|(our|the) (app|tool|platform|product|software|service)|is an? [\w-]+ (app|tool|platform|service|product))\b/i,
  audience:
    /\b(for (small|busy|independent|freelance|solo|local|early|engineering|practice|clinic|shop|restaurant)|(my|our) (customers|users|clients|buyers)|customers are|are (my|our) (customers|users)|users are|it'?s for|who (use|run|need)|managers|owners|founders|freelancers|teams with)\b/i,
  problem:
    /\b(problem|pain|cost(s|ing)?|los(e|t|ing)|wast(e|ed|ing)|hate|fear|struggl\w*|miss(ed|ing)?|broken|slow|manual|no-shows?|stuck|expensive|frustrat\w*|headache)\b/i,
  story:
    /\b(i (started|decided|quit|left|ran|worked|was)|years ago|when i was|one (day|monday|morning|night|evening)|that (day|evening|night)|my (dad|father|mum|mom|mother|family|first job)|back then|it all started)\b/i,
  proof:
    /\b(\d+\s?(%|percent|x)|percent|customers? (pay|use|told)|clinics using|teams using|stars|revenue|grew|fell|cut|saved?|reviews?|paying|signed up|retention)\b/i,
  belief:
    /\b(i believe|believe|most people|everyone thinks|the industry|wrong|should(n'?t)? be|myth|overrated|underrated|nobody (wants|needs)|disagree|theatre|theater)\b/i,
  goals:
    /\b(i want|we want|my goal|our goal|i'?d love|hope to|book (a|more)|sign[- ]?ups?|grow (my|our) waitlist|demos?|grow (the|our|my)|over the next|this (month|quarter))\b/i,
  customer: /["“][^"”]{8,}["”]|\b(told (me|us)|said|says|wrote (to )?(me|us)|emailed (me|us))\b/i,
  tone: /\b(emojis?|hashtags?|hype|jargon|buzzwords?|salesy|cringe|growth[- ]?hack\w*)\b/i,
  update: /\b(working on|shipping|ships|launching|next (week|month)|this (week|month)|in beta|beta)\b/i,
}

/** Topics an answer covers by its content (without knowing the question). */
export function answerTopics(answer: string, sentences: Sentence[] = analyse(answer)): Set<Topic> {
  const out = new Set<Topic>()
  const text = answer.replace(/’/g, "'")
  for (const topic of TOPICS) if (answerCues[topic].test(text)) out.add(topic)
  // A figure that changed or that customers pay is proof; a range ("20 to 200 lorries") is not.
  if (
    sentences.some(
      (s) =>
        hasNumber(s) && /\bfrom\b.+\bto\b|\b(fell|cut|grew|saved?|pay|paying|using|dropped)\b/i.test(s.text),
    )
  )
    out.add('proof')
  if (sentences.filter(isPastTense).length >= 2) out.add('story')
  return out
}

/** Vague: too short to write from, and nothing specific in it (no figure, no name). */
export function isVague(answer: string): boolean {
  if (wordCount(answer) >= 7) return false
  const sentences: Sentence[] = analyse(answer)
  const specific = sentences.some((s) => hasNumber(s) || s.tokens.some((t) => t.tags.has('ProperNoun')))
  return !specific && wordCount(answer) < 4
}
