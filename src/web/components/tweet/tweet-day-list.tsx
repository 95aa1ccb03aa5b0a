import type { ReactNode } from 'react'
import { dayKey, tweetsByDay } from '../../../shared/calendar'
import type { ScheduledTweet } from '../../lib/marketing-sessions'

/** About the height (px) of a day's heading and of a post in a phone-width list (three lines of text). */
const DAY_HEAD_PX = 42
const LIST_CARD_PX = 78

/**
 * Days as sections, each listing its posts in time order: the week view (7 columns from `sm` up, one
 * under it) and the session calendar on a phone. `renderTweet` draws each post.
 */
export function TweetDayList(props: {
  days: Date[]
  tweets: ScheduledTweet[]
  renderTweet: (t: ScheduledTweet) => ReactNode
  className?: string
  /** Long lists: a day without posts as one short line, and no day taller than its posts. */
  compactEmpty?: boolean
  testId?: string
}) {
  const byDay = tweetsByDay(props.tweets)
  const todayKey = dayKey(new Date())
  return (
    <div className={props.className}>
      {props.days.map((d) => {
        const list = byDay.get(dayKey(d)) ?? []
        const today = dayKey(d) === todayKey
        const compact = props.compactEmpty && list.length === 0
        return (
          <section
            key={dayKey(d)}
            data-testid={props.testId}
            data-today={today || undefined}
            aria-label={d.toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' })}
            className={`rounded-xl border p-2 ${compact ? 'flex items-baseline justify-between py-1.5' : props.compactEmpty ? '' : 'min-h-32'} ${today ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200 bg-white'}`}
            // A long list (500 posts on a phone) lays out and paints only the days near the screen; a day
            // off screen holds about a card's height per post until first shown, then its real one.
            style={
              props.compactEmpty && list.length > 0
                ? {
                    contentVisibility: 'auto',
                    containIntrinsicHeight: `auto ${DAY_HEAD_PX + list.length * LIST_CARD_PX}px`,
                  }
                : undefined
            }
          >
            <h3 className={`text-xs font-semibold ${today ? 'text-indigo-700' : 'text-slate-500'}`}>
              {d.toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' })}
            </h3>
            {compact ? (
              <p className="text-xs text-slate-400">No posts</p>
            ) : (
              <ul className="mt-2 space-y-1.5">
                {list.map((t) => (
                  <li key={t.id}>{props.renderTweet(t)}</li>
                ))}
              </ul>
            )}
          </section>
        )
      })}
    </div>
  )
}

/** A post's local time, as a day list shows it. */
export const timeOfDay = (t: ScheduledTweet) =>
  new Date(t.scheduled_time).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })
