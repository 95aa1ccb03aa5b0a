import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'wouter'
import { cardPreview, dayKey, startOfWeek, weekRangeLabel } from '../../../shared/calendar'
import { isApprovedSessionStatus } from '../../../shared/session-status'
import { initialWeek, otherWeeksLabel, postsOutsideWeek } from '../../../shared/week-view'
import { Spinner } from '../../components/spinner'
import { StatusBadge, TweetDetailModal } from '../../components/tweet-detail-modal'
import { useMarketingSession, useUserSessions } from '../../lib/marketing-sessions'
import { useSession } from '../../lib/session'

/**
 * /user/calendar: a Monday-start week of the latest scheduled or published plan, read-only (SPEC §2).
 * It opens on the week of the next post still to go out and says how many posts the other weeks hold.
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
  const days = useMemo(
    () =>
      Array.from(
        { length: 7 },
        (_, i) => new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + i),
      ),
    [monday],
  )
  const byDay = useMemo(() => {
    const map = new Map<string, NonNullable<typeof session.data>['scheduled_tweets']>()
    for (const t of session.data?.scheduled_tweets ?? []) {
      const key = dayKey(new Date(t.scheduled_time))
      map.set(key, [...(map.get(key) ?? []), t])
    }
    return map
  }, [session.data])
  const shift = (weeks: number) =>
    setMonday((m) => new Date(m.getFullYear(), m.getMonth(), m.getDate() + weeks * 7))
  const todayKey = dayKey(new Date())

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
      <div className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-7">
        {days.map((d) => {
          const list = byDay.get(dayKey(d)) ?? []
          const today = dayKey(d) === todayKey
          return (
            <section
              key={dayKey(d)}
              data-testid="week-day"
              className={`min-h-32 rounded-xl border p-2 ${today ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200 bg-white'}`}
            >
              <h3 className={`text-xs font-semibold ${today ? 'text-indigo-700' : 'text-slate-500'}`}>
                {d.toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' })}
              </h3>
              <ul className="mt-2 space-y-1.5">
                {list.map((t) => (
                  <li key={t.id}>
                    <button
                      type="button"
                      onClick={() => setOpenId(t.id)}
                      data-testid="week-tweet"
                      className="w-full rounded-lg border border-slate-200 bg-white p-1.5 text-left text-[11px] hover:border-indigo-300"
                    >
                      <span className="mb-0.5 flex flex-wrap items-center gap-1 text-slate-500">
                        {new Date(t.scheduled_time).toLocaleTimeString(undefined, {
                          hour: 'numeric',
                          minute: '2-digit',
                        })}
                        <StatusBadge status={t.status} />
                      </span>
                      <span
                        className={`block break-words text-slate-700 ${t.status === 'cancelled' ? 'line-through' : ''}`}
                      >
                        {cardPreview(t.content)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
      </div>
      {openId && session.data ? (
        <TweetDetailModal
          tweets={session.data.scheduled_tweets}
          initialId={openId}
          pillars={session.data.narrative_pillars}
          account={null}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </>
  )
}
