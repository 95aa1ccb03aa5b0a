// The automated checks run.ts prints beside the blind read: pure functions of a plan's posts and the
// founder, so what a reader will object to first (repeats, leaked speech, a posted instruction, a
// missing fact) is counted before anyone reads.
import type { Founder } from './founders'

/** Lower case, straight quotes, no punctuation (digits joined: "11,400" → "11400"), single spaces. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/(\d)[,.](?=\d)/g, '$1')
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .replace(/'/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

const words = (text: string) => (text ? text.split(' ').length : 0)

/** A post's sentences as written (thread parts and lines split too); a bare link line is no sentence. */
export function sentencesOf(post: string): string[] {
  return post
    .split(/(?<=[.!?…]["”’»)]*)\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s && !/^(?:→\s*)?(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/.test(s))
}

/** `needle` (normalised) inside `haystack` (normalised), on word boundaries. */
const containsWords = (haystack: string, needle: string) =>
  needle.length > 0 && ` ${haystack} `.includes(` ${needle} `)

/** Sentences of three words or more that appear in two posts or more (normalised, each once). */
export function repeatedSentences(posts: string[]): string[] {
  const texts = posts.map(normalise)
  const repeated = new Set<string>()
  posts.forEach((post, i) => {
    for (const s of sentencesOf(post).map(normalise))
      if (words(s) >= 3 && texts.some((t, j) => j !== i && containsWords(t, s))) repeated.add(s)
  })
  return [...repeated]
}

/** A post's closing question (its last sentence, ending in "?"), without a lead-in before a colon. */
function closingQuestion(post: string): string | null {
  const last = sentencesOf(post).at(-1)
  if (!last?.endsWith('?')) return null
  const asked = last.split(/:\s+|\s+[—–]\s+/).at(-1)!
  return normalise(words(normalise(asked)) >= 3 ? asked : last)
}

/** Closing questions that appear in another post too (each once). */
export function repeatedClosingQuestions(posts: string[]): string[] {
  const texts = posts.map(normalise)
  const repeated = new Set<string>()
  posts.forEach((post, i) => {
    const q = closingQuestion(post)
    if (q && texts.some((t, j) => j !== i && containsWords(t, q))) repeated.add(q)
  })
  return [...repeated]
}

/** Speech that belongs in a transcript, not a post: fillers, "you know", false starts, stutters. */
const DISFLUENCIES = [
  /\b(um+|uh+|uhm+|erm+)\b/i,
  /\blike,/i,
  // "at like 340 teams", "because like everyone": "like" after a word that never takes it in writing.
  /\b(?:at|for|because|and|then|so|but|or|right|no|spend|spent|being|made|got|'re|'m) like\b(?!-)/i,
  // ("If you know a florist", "do you know where", "you know what to do": knowing, not a filler.)
  /(?<!\b(?:if|do|did|does|don't|didn't|whether|would|could|will|can|let)\s)\byou know\b(?!\s+(?:what|how|where|who|when) to\b|\s+what(?=\s*[.!?,]|$))/i,
  /\bno wait\b/i,
  /\b(?!(?:had|that)\b)([a-z]+(?:'[a-z]+)?)\s+(?:(?:uh|um)\s+)?\1\b/i,
]

/**
 * The disfluencies a post holds (the matched text), empty when clean. `typed`: what the founder wrote
 * with punctuation; a word they wrote doubled there ("chin chin", the snack's name) is no slip.
 */
export function disfluencies(post: string, typed = ''): string[] {
  return DISFLUENCIES.flatMap((pattern) => post.match(pattern)?.[0] ?? []).filter(
    (found) => !(/^(\S+)\s+\1$/i.test(found) && typed.toLowerCase().includes(found.toLowerCase())),
  )
}

/** How instructions about the posts are phrased, whoever gave them. */
const INSTRUCTION_PHRASES = [
  /\bno emoji/i,
  /\bemojis?\b/i,
  /\bno hype\b/i,
  /\bhype words?\b/i,
  /\bgrowth[- ]hack/i,
  /\bcorporate speak\b/i,
  /\bdon'?t make me sound\b/i,
  /\bguilt trips?\b/i,
  /\bno threads\b/i,
  /\bexclamation marks?\b/i,
]

/** Runs of `n` consecutive words of a text (normalised). */
const runsOf = (text: string, n: number) => {
  const ws = normalise(text).split(' ')
  return ws.length < n ? [] : ws.slice(0, ws.length - n + 1).map((_, i) => ws.slice(i, i + n).join(' '))
}

/**
 * Where a post repeats the founder's tone instruction or breaks it: a sentence or six words in a row
 * of the tone answer, an instruction's usual wording ("no emoji"), or a word the founder banned.
 */
export function tonePosted(post: string, founder: Founder): string[] {
  const text = normalise(post)
  const fromAnswer = [
    ...sentencesOf(founder.answers.tone)
      .map(normalise)
      .filter((s) => words(s) >= 4),
    ...runsOf(founder.answers.tone, 6),
  ]
    .filter((s) => containsWords(text, s))
    .slice(0, 1)
  const phrases = INSTRUCTION_PHRASES.flatMap((p) => post.replace(/’/g, "'").match(p)?.[0] ?? [])
  const banned = founder.bannedWords.filter((w) =>
    /\p{L}/u.test(w) ? containsWords(text, normalise(w)) : post.includes(w),
  )
  return [...new Set([...fromAnswer, ...phrases, ...banned])]
}

/** A figure whole ("10", not "100"); a word from its start, so a plural counts ("platform teams"). */
const hasKeyword = (text: string, keyword: string) =>
  /^\d+$/.test(keyword) ? containsWords(text, keyword) : ` ${text}`.includes(` ${keyword}`)

const EMOJI = /\p{Extended_Pictographic}/u

export type PlanChecks = {
  repeatedSentences: string[]
  repeatedClosingQuestions: string[]
  /** Post numbers (1-based) → what was found. */
  disfluent: Record<number, string[]>
  tonePosted: Record<number, string[]>
  headline: boolean
  quote: boolean
  goal: boolean
  lowercasePosts: number[]
  emojiPosts: number[]
}

const byPost = (posts: string[], find: (post: string) => string[]) =>
  Object.fromEntries(posts.map((p, i) => [i + 1, find(p)] as const).filter(([, found]) => found.length))

/** Every check over one founder's posts (texts in plan order, thread parts joined). */
export function checkPlan(posts: string[], founder: Founder): PlanChecks {
  const normalised = posts.map(normalise)
  const goalWords = founder.goalKeywords.map(normalise)
  return {
    repeatedSentences: repeatedSentences(posts),
    repeatedClosingQuestions: repeatedClosingQuestions(posts),
    disfluent: byPost(posts, (p) =>
      disfluencies(
        p,
        // (The company's own name may be a word said twice: "TAQ TAQ", "Phin Phin".)
        [founder.company, ...Object.values(founder.answers).filter((a) => /[.!?]\s+\p{Lu}/u.test(a))].join(
          ' ',
        ),
      ),
    ),
    tonePosted: byPost(posts, (p) => tonePosted(p, founder)),
    headline: normalised.some((p) => containsWords(p, normalise(founder.headline))),
    quote: normalised.some((p) => containsWords(p, normalise(founder.customerQuote))),
    // The ask's words in one post; its count ("25 teams") is the founder's target, which readers
    // asked to keep out of the post, so a number alone is not required.
    goal: normalised.some((p) =>
      goalWords
        .filter((w) => !/^[\d,.]+$/.test(w) || goalWords.every((x) => /^[\d,.]+$/.test(x)))
        .every((w) => hasKeyword(p, w)),
    ),
    lowercasePosts: posts.flatMap((p, i) => (/[a-z]/.test(p) && !/[A-Z]/.test(p) ? [i + 1] : [])),
    emojiPosts: posts.flatMap((p, i) => (EMOJI.test(p) ? [i + 1] : [])),
  }
}
