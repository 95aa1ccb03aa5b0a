import type { TweetUpdates } from './api'

/** The editor's fields: the text (or a thread's parts) and the local date and time inputs. */
export type TweetDraft = { content: string; parts: string[] | null; date: string; time: string }
type Editable = { content: string; thread_parts: string[] | null; scheduled_time: Date | string }

const pad = (n: number) => String(n).padStart(2, '0')

/** The editor's starting fields for a post. */
export function draftOf(tweet: Editable): TweetDraft {
  const when = new Date(tweet.scheduled_time)
  return {
    content: tweet.content,
    parts: tweet.thread_parts,
    date: `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}`,
    time: `${pad(when.getHours())}:${pad(when.getMinutes())}`,
  }
}

/**
 * What a save sends: only what changed (a thread's parts, or the text; the time when the date or time
 * moved), or null when nothing did. A thread turned back into one post sends `thread_parts: null` and
 * the text; an unreadable date or time leaves the time as it was.
 */
export function draftUpdates(draft: TweetDraft, tweet: Editable): TweetUpdates | null {
  const updates: TweetUpdates = {}
  if (draft.parts) {
    if (JSON.stringify(draft.parts) !== JSON.stringify(tweet.thread_parts)) updates.thread_parts = draft.parts
  } else if (tweet.thread_parts) {
    updates.thread_parts = null
    updates.content = draft.content
  } else if (draft.content !== tweet.content) updates.content = draft.content
  const [y, m, d] = draft.date.split('-').map(Number)
  const [hh, mm] = draft.time.split(':').map(Number)
  const next = new Date(y!, m! - 1, d!, hh!, mm!)
  if (!Number.isNaN(next.getTime()) && next.getTime() !== new Date(tweet.scheduled_time).getTime())
    updates.scheduled_time = next.toISOString()
  return Object.keys(updates).length ? updates : null
}
