/**
 * Threads in the offline plan: at most two posts on story or proof material grow into a thread, its
 * later parts the founder's own next sentences on the same subject (never a sentence another post uses).
 */
import { MAX_SENTENCE_USES } from '../../../shared/content-rubric'
import { tellings } from '../../../shared/content-rubric-plan'
import { fragment, hasGoalLeak, hasMetaOrFiller } from '../../../shared/content-rubric-posts'
import { isNearDuplicate } from '../../../shared/near-duplicate'
import {
  MAX_PLAN_THREADS,
  MAX_POST_LENGTH,
  MAX_THREAD_PARTS,
  sentencesOf,
  threadProblem,
} from '../../../shared/thread'
import type { TweetDraft, TweetRequest } from '../provider'

const LEANS = /^(that|this|it|they|them|these|those|he|she|but|and|so|then)\b/i

const STORY_OR_PROOF =
  /\b(story|stories|origin|began|started|founded|moment|journey|proof|result|results|numbers?|percent|customers?|clinics?|grew|cut|saved|went from)\b|\d/i

const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^a-z0-9']+/)
      .filter((w) => w.length > 3),
  )

/** Whether a post already says a sentence, whatever its case and final stop. */
const said = (post: string, sentence: string) =>
  post.toLowerCase().includes(sentence.toLowerCase().replace(/[.!?…]+$/, ''))

export function withStoryThreads(drafts: TweetDraft[], request: TweetRequest): TweetDraft[] {
  const founder = request.transcript.filter((l) => l.speaker === 'founder')
  const used = [...(request.avoid ?? []), ...drafts.map((d) => d.content)]
  const storyPillar = (slot: number) => {
    const pillar = request.pillars[request.slots.find((s) => s.index === slot)?.pillarIndex ?? -1]
    return pillar ? STORY_OR_PROOF.test(`${pillar.title} ${pillar.description}`) : false
  }
  let threads = 0
  return drafts.map((draft) => {
    if (threads >= MAX_PLAN_THREADS || !(storyPillar(draft.slot) || STORY_OR_PROOF.test(draft.content)))
      return draft
    // The answer the post came from, then the answers after it: the story continues where it was told.
    const own = words(draft.content)
    const from = founder.findIndex((l) => [...words(l.content)].filter((w) => own.has(w)).length >= 3)
    if (from < 0) return draft
    // Never the founder's goals or asides ("Honestly, I'd love ten demos a week."), a verbless line
    // ("Bigger contracts and one buyer."), a sentence leaning on one the thread leaves out, nor one
    // the plan already tells twice (its own first post counts: no retelling inside one thread).
    const told = founder.slice(from, from + 3).flatMap((l) => sentencesOf(l.content))
    const next: string[] = []
    for (const [i, s] of told.entries()) {
      const before = told[i - 1]
      const leansOnLeftOut =
        LEANS.test(s) && !(before && (next.includes(before) || said(draft.content, before)))
      if (
        s.length <= MAX_POST_LENGTH &&
        s.split(/\s+/).length >= 5 &&
        !leansOnLeftOut &&
        !hasGoalLeak(s) &&
        !hasMetaOrFiller(s) &&
        fragment(s) === null &&
        // Posts retell sentences ("By the numbers: across our…"): compare without case or end stop.
        !said(draft.content, s) &&
        tellings(s, [draft.content]) === 0 &&
        tellings(s, used) < MAX_SENTENCE_USES &&
        !used.some((u) => said(u, s) || isNearDuplicate(u, s))
      )
        next.push(s)
    }
    const parts = [draft.content]
    for (const sentence of next) {
      if (parts.length >= Math.min(4, MAX_THREAD_PARTS)) break
      const last = parts.at(-1)!
      // Short sentences share a part; a new part starts when the next would not fit.
      if (parts.length > 1 && `${last} ${sentence}`.length <= MAX_POST_LENGTH / 1.5)
        parts[parts.length - 1] = `${last} ${sentence}`
      else parts.push(sentence)
    }
    if (parts.length < 3 || threadProblem(parts)) return draft
    threads++
    used.push(...parts)
    return { ...draft, thread: parts }
  })
}
