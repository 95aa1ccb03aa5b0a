import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import {
  CALENDAR_DAYS,
  dayKey,
  daysFrom,
  gridStart,
  keepUnchangedLists,
  nextStatus,
  placeTweets,
} from '../../../shared/calendar'
import { useSessionAnalytics } from '../../components/analytics/api'
import { NextPlanButton } from '../../components/analytics/next-plan-button'
import { Button } from '../../components/button'
import { ConnectXButton } from '../../components/connect-x'
import { ToneBar } from '../../components/tone-panel'
import { useTweetActions } from '../../components/tweet/api'
import { TweetDayList, timeOfDay } from '../../components/tweet/tweet-day-list'
import { TweetDetailModal } from '../../components/tweet/tweet-detail-modal'
import type { MarketingSession, ScheduledTweet } from '../../lib/marketing-sessions'
import { useSessionActions } from '../../lib/session-actions'
import { toast } from '../../lib/store'
import { SM_UP, useMediaQuery } from '../../lib/use-media-query'
import { useXAccount } from '../../lib/x-account'
import { measureAfterPaint } from './after-paint'
import { CalendarGrid } from './calendar-grid'
import { TweetCard } from './tweet-card'
import { useCalendarDrag } from './use-calendar-drag'

/**
 * The per-session calendar (SPEC §2): 14 days from today, 30-minute rows, drag to move. On a phone
 * the same days are a list (the grid would scroll sideways).
 */
export function TweetCalendar({ session }: { session: MarketingSession }) {
  const tweets = session.scheduled_tweets
  // Posted cards show their latest metrics (read once for the whole plan, only once something is posted).
  const analytics = useSessionAnalytics(
    session.id,
    tweets.some((t) => t.status === 'posted'),
  )
  const metricsOf = useMemo(
    () => new Map((analytics.data?.tweets ?? []).map((m) => [m.tweet_id, m])),
    [analytics.data],
  )
  // Performance API marks for bench/calendar-render.ts: first render, and drop → moved card on screen,
  // both measured once the frame is painted (style, layout and paint included, not only React's commit).
  const firstRender = useRef(true)
  if (firstRender.current) performance.mark('calendar:render-start')
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      measureAfterPaint('calendar:first-render', 'calendar:render-start')
    }
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: measures each commit of a new tweet list
  useLayoutEffect(() => {
    if (performance.getEntriesByName('calendar:drop', 'mark').length) {
      measureAfterPaint('calendar:drop-to-commit', 'calendar:drop')
    }
  }, [tweets])
  const actions = useTweetActions(session.id)
  const xAccount = useXAccount()
  const { approve } = useSessionActions(session.id)
  const [, navigate] = useLocation()
  const wide = useMediaQuery(SM_UP)
  // ?tweet={id} (the dashboard's Edit links) opens that post's details at once.
  const [openId, setOpenId] = useState<string | null>(() => {
    const id = new URLSearchParams(window.location.search).get('tweet')
    return id && tweets.some((t) => t.id === id) ? id : null
  })

  // Today, or the first post's day when the plan starts after the next 14 days (the next two weeks).
  const firstFrom = gridStart(
    new Date(),
    tweets.map((t) => new Date(t.scheduled_time)),
  ).getTime()
  const days = useMemo(() => daysFrom(new Date(firstFrom), CALENDAR_DAYS), [firstFrom])
  // A move replaces only the two slots' lists it changes (and the busy days only when they change), so
  // the grid redraws two rows, not 30.
  const shown = useRef<ReturnType<typeof placeTweets<ScheduledTweet>> | null>(null)
  const placed = useMemo(() => {
    const next = placeTweets(tweets)
    const before = shown.current
    const sameDays =
      before?.busyDays.size === next.busyDays.size && [...next.busyDays].every((d) => before.busyDays.has(d))
    return {
      rows: next.rows,
      bySlot: keepUnchangedLists(before?.bySlot, next.bySlot),
      busyDays: sameDays ? before!.busyDays : next.busyDays,
    }
  }, [tweets])
  useLayoutEffect(() => {
    shown.current = placed
  }, [placed])
  const grid = useMemo(() => ({ days: days.map(dayKey), rows: placed.rows }), [days, placed])
  const activeCount = tweets.filter((t) => t.status !== 'cancelled').length

  const drag = useCalendarDrag({
    tweets,
    grid,
    onOpen: setOpenId,
    onMove: (id, when) => actions.move.mutate({ id, scheduled_time: when.toISOString() }),
  })
  const { mutate: setStatus } = actions.setStatus
  const cycle = useCallback(
    (t: ScheduledTweet) => {
      const next = nextStatus(t.status)
      if (next) setStatus({ id: t.id, status: next })
    },
    [setStatus],
  )

  async function approvePlan() {
    try {
      await approve.mutateAsync()
      navigate('/user/dashboard')
    } catch (error) {
      console.error(error)
      toast(`Could not approve the plan: ${(error as Error).message}`)
    }
  }

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <div>
          <h1 className="text-xl font-bold text-slate-900">Tweet Calendar</h1>
          <p className="text-sm text-slate-500">{activeCount} tweets scheduled over 2 weeks</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <a
            href={`/api/marketing-sessions/${session.id}/export?format=ics`}
            download
            className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
          >
            Export .ics
          </a>
          <a
            href={`/api/marketing-sessions/${session.id}/export?format=csv`}
            download
            className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
          >
            Export CSV
          </a>
          <ConnectXButton />
          {session.status === 'scheduled' ? (
            <NextPlanButton sessionId={session.id} variant="secondary" />
          ) : null}
          <Button onClick={approvePlan} disabled={approve.isPending}>
            {approve.isPending ? 'Approving...' : 'Approve Marketing Plan'}
          </Button>
        </div>
      </header>
      <ToneBar
        rules={session.tone_rules}
        open={wide}
        className="border-b border-slate-200 bg-slate-50 px-4 py-2 sm:px-6"
      />
      <p className="sr-only" aria-live="assertive" data-testid="calendar-announcer">
        {drag.announcement}
      </p>
      <p id="card-keys-help" className="sr-only">
        {wide
          ? 'Enter opens the post. Arrow keys pick it up and move it between slots; Enter drops it, Escape cancels.'
          : 'Enter opens the post, where its date and time can be changed.'}
      </p>
      {wide ? (
        <CalendarGrid
          days={days}
          rows={placed.rows}
          bySlot={placed.bySlot}
          busyDays={placed.busyDays}
          metricsOf={metricsOf}
          drag={drag}
          onCycle={cycle}
        />
      ) : (
        <TweetDayList
          days={days}
          tweets={tweets}
          compactEmpty
          testId="calendar-day"
          className="min-h-0 flex-1 space-y-2 overflow-y-auto bg-slate-50 p-3"
          renderTweet={(t) => (
            <TweetCard
              tweet={t}
              time={timeOfDay(t)}
              metrics={metricsOf.get(t.id)}
              onClick={(tweet) => setOpenId(tweet.id)}
              onCycle={cycle}
              onKey={(e, tweet) => {
                if (e.key !== 'Enter' && e.key !== ' ') return
                e.preventDefault()
                setOpenId(tweet.id)
              }}
            />
          )}
        />
      )}
      {openId ? (
        <TweetDetailModal
          tweets={tweets}
          initialId={openId}
          pillars={session.narrative_pillars}
          metricsOf={metricsOf}
          account={xAccount.data ?? null}
          onClose={() => {
            setOpenId(null)
            if (window.location.search) window.history.replaceState(null, '', window.location.pathname)
          }}
          actions={actions}
          can="edit"
        />
      ) : null}
    </div>
  )
}
