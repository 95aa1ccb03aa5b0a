import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'wouter'
import { cardPreview, daysFrom, startOfWeek, weekRangeLabel } from '../../../shared/calendar'
import { isApprovedSessionStatus } from '../../../shared/session-status'
import { initialWeek, otherWeeksLabel, postsOutsideWeek } from '../../../shared/week-view'
import { Spinner } from '../../components/spinner'
import { StatusBadge } from '../../components/status-badge'
import { useTweetActions } from '../../components/tweet/api'
import { TweetDayList, timeOfDay } from '../../components/tweet/tweet-day-list'
import { TweetDetailModal } from '../../components/tweet/tweet-detail-modal'
import { useMarketingSession, useUserSessions } from '../../lib/marketing-sessions'
import { useSession } from '../../lib/session'

/**
 * /user/calendar: a Monday-start week of the latest scheduled or published plan, read-only (SPEC §2)
 * but for Rewrite, which the post's details offer wherever they open (issue 15). It opens on the week
 * of the next post still to go out and says how many posts the other weeks hold.
 */
export function WeekCalendarPage() {
  const me = useSession().data?.user
  const sessions = useUserSessions(me?.id)
  const latest = sessions.data?.find((s) => isApprovedSessionStatus(s.status))
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-slate-900">Tweet Calendar</h1>
      {sessions.isPending ? (
        <div className="mt-10">
          <Spinner text="Loading your calendar..." />
        </div>
      ) : sessions.isError ? (
        <p className="mt-4 text-red-600">Error: {sessions.error.message}</p>
      ) : latest ? (
        <WeekView sessionId={latest.id} />
      ) : (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-medium text-slate-900">No approved plan yet</p>
          <p className="mt-1 text-sm text-slate-600">
            Approve a marketing plan and its posts show up here, week by week.
          </p>
          <Link
            href="/start-session"
            className="mt-4 inline-block rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white"
          >
            Start a session
          </Link>
        </div>
      )}
    </div>
  )
}

function WeekView({ sessionId }: { sessionId: string }) {
  const session = useMarketingSession(sessionId)
  // null until the user navigates: then the week follows the data (the next post's week).
  const [chosen, setChosen] = useState<Date | null>(null)
  const tweets = session.data?.scheduled_tweets
  const monday = useMemo(() => chosen ?? initialWeek(tweets ?? [], new Date()), [chosen, tweets])
  const setMonday = (update: Date | ((m: Date) => Date)) =>
    setChosen(typeof update === 'function' ? update(monday) : update)
  const outside = useMemo(() => postsOutsideWeek(tweets ?? [], monday), [tweets, monday])
  const [openId, setOpenId] = useState<string | null>(null)
  const actions = useTweetActions(sessionId)
  const days = useMemo(() => daysFrom(monday, 7), [monday])
  const shift = (weeks: number) =>
    setMonday((m) => new Date(m.getFullYear(), m.getMonth(), m.getDate() + weeks * 7))

  if (session.isPending) return <Spinner text="Loading your calendar..." />
  if (session.isError) return <p className="mt-4 text-red-600">Error: {session.error.message}</p>
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => shift(-1)}
          aria-label="Previous week"
          className="rounded-lg p-2 ring-1 ring-slate-300 ring-inset hover:bg-white"
        >
          <ChevronLeft className="h-4 w-4" />
        </button>
        <button
          type="button"
          onClick={() => setMonday(startOfWeek(new Date()))}
          className="rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 ring-inset hover:bg-white"
        >
          Today
        </button>
        <button
          type="button"
          onClick={() => shift(1)}
          aria-label="Next week"
          className="rounded-lg p-2 ring-1 ring-slate-300 ring-inset hover:bg-white"
        >
          <ChevronRight className="h-4 w-4" />
        </button>
        <h2 className="ml-2 font-semibold text-slate-900" data-testid="week-range">
          {weekRangeLabel(monday)}
        </h2>
        <p className="text-sm text-slate-500 sm:ml-auto" data-testid="other-weeks" aria-live="polite">
          {otherWeeksLabel(outside)}
        </p>
      </div>
      <TweetDayList
        days={days}
        tweets={session.data.scheduled_tweets}
        testId="week-day"
        className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-7"
        renderTweet={(t) => (
          <button
            type="button"
            onClick={() => setOpenId(t.id)}
            data-testid="week-tweet"
            className="w-full rounded-lg border border-slate-200 bg-white p-1.5 text-left text-[11px] hover:border-indigo-300"
          >
            <span className="mb-0.5 flex flex-wrap items-center gap-1 text-slate-500">
              {timeOfDay(t)}
              <StatusBadge status={t.status} />
            </span>
            <span
              className={`block break-words text-slate-700 ${t.status === 'cancelled' ? 'line-through' : ''}`}
            >
              {cardPreview(t.content)}
            </span>
          </button>
        )}
      />
      {openId && session.data ? (
        <TweetDetailModal
          tweets={session.data.scheduled_tweets}
          initialId={openId}
          pillars={session.data.narrative_pillars}
          account={null}
          onClose={() => setOpenId(null)}
          actions={actions}
          can="rewrite"
        />
      ) : null}
    </>
  )
}
