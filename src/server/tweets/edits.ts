import { variantProblem } from '../../shared/networks'
import { threadProblem } from '../../shared/thread'
import { checkedTime } from '../http/checked-time'
import { HttpError } from '../http/errors'
import type { updateTweetBody } from '../sessions/model'

/** What a founder's hand edit may change in a post, checked before anything is written. */

/** A thread's parts as stored (trimmed; 2–8, each ≤ 280, no repeats), or a 422 naming the part. */
export function checkedThreadParts(parts: string[], field: string): string[] {
  const trimmed = parts.map((p) => p.trim())
  const problem = threadProblem(trimmed)
  if (problem) throw new HttpError(422, `${field}: ${problem}`)
  return trimmed
}

export type TweetEdit = (typeof updateTweetBody.static)['updates']
export type TweetChanges = {
  content?: string
  threadParts?: string[] | null
  linkedinVariant?: string | null
  scheduledTime?: Date
  dueAt?: Date
}

/**
 * What an edit changes on a post: only the fields given; a new time must be a real instant, content
 * must not be blank. Editing the text of a thread edits its first part; `thread_parts` turns the post
 * into a thread (or back into a single post with null); parts X already has stay as they were.
 */
export function tweetChanges(
  tweet: { content: string; threadParts: string[] | null; postedPartIds: string[] },
  updates: TweetEdit,
): TweetChanges {
  const set: TweetChanges = {}
  if (updates.content !== undefined) {
    const content = updates.content.trim()
    if (!content) throw new HttpError(422, 'content: must not be blank')
    set.content = content
    if (tweet.threadParts && updates.thread_parts === undefined)
      set.threadParts = checkedThreadParts([content, ...tweet.threadParts.slice(1)], 'content')
  }
  if (updates.thread_parts !== undefined) {
    const parts = updates.thread_parts && checkedThreadParts(updates.thread_parts, 'thread_parts')
    const posted = tweet.postedPartIds.length
    const current = tweet.threadParts ?? [tweet.content]
    if (posted > 0 && (!parts || current.slice(0, posted).some((p, i) => p !== parts[i])))
      throw new HttpError(409, 'The parts already posted to X cannot change')
    set.threadParts = parts
    set.content = parts ? parts[0]! : (set.content ?? current.join('\n\n'))
  }
  // The plan's LinkedIn version told the old words: LinkedIn now gets the new ones.
  if (set.content !== undefined || set.threadParts !== undefined) set.linkedinVariant = null
  // …unless the edit gives the version back with the words it was written for (Undo of a rewrite).
  if (updates.linkedin_variant !== undefined) {
    const version = updates.linkedin_variant?.trim() || null
    const problem = version && variantProblem('linkedin', version)
    if (problem) throw new HttpError(422, `linkedin_variant: ${problem}`)
    set.linkedinVariant = version
  }
  if (updates.scheduled_time !== undefined) {
    const time = checkedTime(updates.scheduled_time, 'scheduled_time')
    set.scheduledTime = time
    set.dueAt = time
  }
  return set
}

/** Which part of a post a rewrite works on (0 = the first), or a 422 when it has no such part. */
export function rewritePart(parts: readonly string[], part = 0): number {
  if (part >= parts.length) throw new HttpError(422, `part: this post has ${parts.length} part(s)`)
  return part
}
