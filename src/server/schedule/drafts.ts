import { TWEET_LIMIT } from '../../shared/limits'
import { isNearDuplicate } from '../../shared/near-duplicate'
import { variantProblem } from '../../shared/networks'
import { type PlannedSlot, planSlots, scheduleWindow } from '../../shared/schedule'
import { MAX_PLAN_THREADS, splitIntoThread, threadProblem } from '../../shared/thread'
import { cleanPostText, reviewTweets, summariseTweetReview } from '../ai/draft-rules'
import { spokenNumbers } from '../ai/offline/clean'
import type { TranscriptLine, TweetDraft } from '../ai/provider'
import { verifiedSources } from '../ai/sources'
import { HttpError } from '../http/errors'

/**
 * The posts a schedule accepts from the engine's drafts (a known slot, once, inside the two-week
 * window, no near-duplicates, threads checked), and the times and zones a founder may give.
 */

/**
 * The threads the provider wrote, on the posts that passed review: at most MAX_PLAN_THREADS, each a valid
 * thread (2–8 parts ≤ 280, no repeats) whose later parts are not near-duplicates of another post.
 */
export function withThreads(accepted: TweetDraft[], drafts: TweetDraft[]) {
  let threads = 0
  return accepted.map((post) => {
    const proposed = drafts.find((d) => Number(d?.slot) === post.slot)?.thread
    if (!Array.isArray(proposed) || proposed.length < 2 || threads >= MAX_PLAN_THREADS)
      return { ...post, thread: null }
    // A later part over the limit is cut at its sentences rather than the whole thread lost.
    const parts = [
      post.content,
      ...proposed.slice(1).flatMap((p) => {
        const text = cleanPostText(p)
        return text.length > TWEET_LIMIT ? splitIntoThread(text) : [text]
      }),
    ]
    const others = accepted.filter((a) => a.slot !== post.slot).map((a) => a.content)
    if (threadProblem(parts) || parts.slice(1).some((p) => others.some((o) => isNearDuplicate(o, p))))
      return { ...post, thread: null }
    threads++
    return { ...post, thread: parts }
  })
}

/**
 * The LinkedIn version a provider wrote for a post, or null: one post within LinkedIn's rules, and
 * the same facts as the founder gave them: every figure in it is in the post or in their answers.
 */
export function linkedInVersion(
  proposed: unknown,
  post: string,
  founderSaid: ReadonlySet<string>,
): string | null {
  if (typeof proposed !== 'string') return null
  const text = cleanPostText(proposed)
  if (!text || text === post || variantProblem('linkedin', text)) return null
  // Hashtags only where the post has them; figures said in words are figures too.
  if (/#\p{L}/u.test(text) && !/#\p{L}/u.test(post)) return null
  const inPost = new Set(figuresIn(post))
  return figuresIn(`${text} ${spokenNumbers(text)}`).every((f) => founderSaid.has(f) || inPost.has(f))
    ? text
    : null
}

const figuresIn = (s: string) => s.replace(/(?<=\d),(?=\d{3})/g, '').match(/\d+(?:\.\d+)?/g) ?? []

/** Every figure the founder gave, in digits or in words ("eighteen thousand three hundred" is 18300). */
export function founderFigures(transcript: readonly TranscriptLine[]): Set<string> {
  return new Set(
    transcript
      .filter((l) => l.speaker === 'founder')
      .flatMap((l) => figuresIn(`${l.content} ${spokenNumbers(l.content)}`)),
  )
}

export type PostToStore = {
  content: string
  thread: string[] | null
  /** Its LinkedIn version, checked by `linkedInVersion`, or null. */
  linkedin: string | null
  /** The founder's words it was written from, checked against their answers (`verifiedSources`). */
  sources: string[]
  pillarIndex: number
  time: Date
}

/**
 * The posts a plan stores from what the provider wrote for `slots`, by the rules the provider repairs
 * by (a known slot, once; ≤ 280 characters; no near-duplicates; no hashtag spam unless the founder
 * writes that way), inside the two-week window and unlike any earlier post of the series; however
 * many survive are spread over both weeks. Each keeps the sources that occur in the founder's answers
 * of `transcript` (none of them a tone rule). `leftOut` names what was dropped (for the log); no post
 * at all is a 502.
 */
export function acceptDrafts(
  drafts: unknown,
  plan: {
    now: Date
    timeZone: string
    slots: readonly Pick<PlannedSlot, 'time' | 'pillarIndex'>[]
    pillarCount: number
    tagsAllowed: boolean
    earlierPosts?: readonly string[]
    /** The interview the posts were written from: their sources must occur in the founder's answers. */
    transcript: readonly TranscriptLine[]
    /** The founder's tone rules: instructions for the posts, never a post's source. */
    toneRules?: readonly string[]
  },
): { posts: PostToStore[]; leftOut: string | null } {
  const { slots } = plan
  const given = Array.isArray(drafts) ? (drafts as TweetDraft[]) : []
  const window = scheduleWindow(plan.now, plan.timeZone)
  const review = reviewTweets(
    given,
    slots.map((s, index) => ({ index, pillarIndex: s.pillarIndex })),
    { tagsAllowed: plan.tagsAllowed },
  )
  const valid = withThreads(
    review.accepted.filter(
      (d) =>
        slots[d.slot]!.time >= window.start &&
        slots[d.slot]!.time < window.end &&
        !plan.earlierPosts?.some((earlier) => isNearDuplicate(earlier, d.content)),
    ),
    given,
  )
  const problems = summariseTweetReview(review)
  if (valid.length === 0 && problems)
    throw new HttpError(502, `Could not write any posts from this interview (${problems}). Try again.`)
  if (valid.length === 0)
    throw new HttpError(502, 'Could not write any posts from this interview. Try again.')
  const placed = planSlots({
    now: plan.now,
    timeZone: plan.timeZone,
    pillarCount: plan.pillarCount,
    count: valid.length,
  })
  // Read once for the plan: every LinkedIn version is checked against the same answers.
  const said = founderFigures(plan.transcript)
  const posts = valid
    .sort((a, b) => a.slot - b.slot)
    .slice(0, placed.length)
    .map((d, i) => ({
      content: d.content,
      thread: d.thread,
      linkedin: linkedInVersion(given.find((g) => Number(g?.slot) === d.slot)?.linkedin, d.content, said),
      sources: verifiedSources(
        given.find((g) => Number(g?.slot) === d.slot)?.sources,
        plan.transcript,
        plan.toneRules,
      ),
      pillarIndex: slots[d.slot]!.pillarIndex,
      time: placed[i]!.time,
    }))
  return { posts, leftOut: review.rewrite.length || review.dropped.length ? problems : null }
}
