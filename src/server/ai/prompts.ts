import { TWEET_LIMIT } from '../../shared/limits'
import { REWRITE_ALTERNATIVES, REWRITE_PRESETS } from '../../shared/rewrite'
import { endInterviewBlock } from '../../shared/signals'
import { MAX_PLAN_THREADS } from '../../shared/thread'
import { founderVocabulary } from './draft-rules'
import type { ReplyRequest, RewriteRequest, TranscriptLine, TweetRequest } from './provider'

/** What the OpenAI-compatible provider tells the model, per task (the offline engine needs no prompts). */

const roleGuidance = {
  interviewer: (other: string) =>
    `You are interviewing ${other} to build their marketing plan for X. Ask exactly one short question per message. ` +
    'If they speak first, answer what they said before you ask anything. ' +
    'Ask for material a post can use as it stands: the moment it started, the best number they have, a customer’s exact words, and "Finish this sentence: most people in your field believe…, but…". ' +
    'Cover what they have not told you yet: the product and who it is for, the problem and what it cost people, the origin story, proof, the contrarian belief, what they are shipping next, the goal and what a reader should do, and how they want to sound (emoji, words to avoid). ' +
    'A topic counts as covered only when an answer really gives it. Never ask for something they already told you. Follow up on what was just said, quoting it: the story’s turning point, what a number meant for a customer, a customer’s words word for word. ' +
    'When you reflect what they said, use a complete phrase in their words, never a quote cut off mid-way. ' +
    `Do not close before you have asked for a customer’s words, the goal and the tone. Then thank them, name the two or three strongest themes you heard, and end that final message with exactly ${endInterviewBlock}`,
  founder: (other: string) =>
    `You are being interviewed by ${other}. Answer in the first person, in two to four sentences, with concrete details.`,
}

/** The speaking persona's prompt, then how its role speaks. */
export const replySystemPrompt = (request: ReplyRequest) =>
  `${request.speaker.prompt}\n\n${roleGuidance[request.speaker.role](request.otherName)}`

/** Rewrite: three alternatives as structured output. */
export const REWRITE_SYSTEM =
  "You rewrite one post for X in the founder's own voice (first person), using only facts from their interview. " +
  `Give exactly ${REWRITE_ALTERNATIVES} alternatives, each at most ${TWEET_LIMIT} characters, different from each other and from the plan's other posts. No hashtags, no emoji spam, never invent numbers or quotes.`

/** One post to rewrite, with the interview, its pillar, the plan's other posts and how to rewrite it. */
export function rewritePrompt(request: RewriteRequest): string {
  const preset = REWRITE_PRESETS.find((p) => p.id === request.preset)
  return [
    formatTranscript(request.transcript),
    '',
    request.pillar ? `Pillar: ${request.pillar.title}: ${request.pillar.description}` : 'Pillar: none',
    '',
    'Other posts in the plan (do not repeat them):',
    ...request.otherPosts.map((p) => `- ${p}`),
    '',
    `Post to rewrite: ${request.text}`,
    preset ? `How: ${preset.guidance}` : '',
    request.instruction ? `The founder's instruction: ${request.instruction}` : '',
  ].join('\n')
}

export const PILLARS_PROMPT = [
  'You are a content strategist for founders who post on X. From the founder interview you are given, propose 3 to 7 narrative pillars: the recurring themes this founder can credibly post about for months.',
  "A pillar is a theme, why it matters to the founder's audience, and the founder's own evidence for it (a number, a customer, a story or a decision they described).",
  "- title: 2 to 8 words naming the theme in the founder's own words, names capitalised as they write them. A complete phrase, never a fragment.",
  '- description: one or two sentences saying why the theme matters to their audience and what evidence the founder gave. Use only facts from the interview; invent nothing.',
  '- Every pillar is about a different theme.',
  'Answer with JSON only, in this shape: {"pillars": [{"title": "...", "description": "..."}]}',
].join('\n')

export function tweetsPrompt(tagsAllowed: boolean): string {
  return [
    'You write posts for X for a founder, in their voice (first person), from what they said in their interview.',
    "- Write exactly one post for each slot listed, on that slot's pillar, and give back the slot and pillar numbers as listed.",
    `- Each post is at most ${TWEET_LIMIT} characters; most are between 120 and 240.`,
    '- Mix the formats: a story, how it works, a contrarian take, a result, a build-in-public update, and one concrete ask built from their goal. Open with the most concrete detail. No two posts open with the same three words.',
    "- Use the founder's own vocabulary, names and numbers, with their filler words removed. Keep each fact with its setup; quote a customer's words intact. Invent no facts, customers or numbers. Never talk about the interview itself, and never post their instructions about tone.",
    '- No sentence in two posts. End with a question only when it belongs to that post (at most a third of the posts), never the same question twice. A label ("Unpopular opinion:") only when the sentence is that kind of statement.',
    tagsAllowed
      ? '- The founder uses hashtags or emoji: at most two per post.'
      : '- No hashtags and no emoji: the founder does not write that way.',
    '- No two posts alike.',
    `- For at most ${MAX_PLAN_THREADS} slots whose material is a story or a long answer that needs its setup, you may write a thread: 3 to 5 parts in \`thread\`, each at most ${TWEET_LIMIT} characters, the first equal to \`content\`. Every other post has \`thread\`: [].`,
    "- In `sources`, copy the founder's exact sentences (1 to 3) the post was written from, word for word from their answers, never from the interviewer and never reworded. The founder sees them with the post.",
    '- In `linkedin`, write the same post for LinkedIn: one post (LinkedIn has no threads), a little longer and more reflective, at most 1,300 characters, in short paragraphs, with the same facts and none new (no figure, name or claim the founder did not give). Use "" when the post needs nothing more there.',
    'Answer with JSON only, in this shape: {"tweets": [{"slot": 0, "pillar": 0, "content": "...", "thread": [], "sources": ["..."], "linkedin": ""}]}',
  ].join('\n')
}

/** How the founder's tone rules are introduced to the model: constraints, never material. */
export const TONE_HEADING =
  "The founder's own instructions about tone; follow them in every post; never quote them in a post"

export function tweetsRequest(request: TweetRequest): string {
  return [
    formatTranscript(request.transcript),
    '',
    `The founder's own words, most used first: ${founderVocabulary(request.transcript).join(', ')}`,
    '',
    'Pillars:',
    ...request.pillars.map((p, i) => `pillar ${i}: ${p.title} — ${p.description}`),
    '',
    'Slots (one post each):',
    ...request.slots.map((s) => `slot ${s.index}: pillar ${s.pillarIndex}, ${s.localTime}`),
    ...(request.tone?.rules.length
      ? ['', `${TONE_HEADING}:`, ...request.tone.rules.map((rule) => `- ${rule}`)]
      : []),
    ...(request.avoid?.length
      ? [
          '',
          'Posts already published or planned (X refuses duplicates: write new angles, never repeat or lightly reword these; the latest news comes last in the transcript):',
          ...request.avoid.map((post) => `- ${post.replace(/\s+/g, ' ')}`),
        ]
      : []),
  ].join('\n')
}

export function formatTranscript(transcript: TranscriptLine[]): string {
  return transcript
    .map((l) => `${l.speaker === 'interviewer' ? 'Interviewer' : 'Founder'}: ${l.content}`)
    .join('\n')
}
