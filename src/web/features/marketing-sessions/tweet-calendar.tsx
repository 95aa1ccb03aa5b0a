import { GripVertical, ListOrdered } from 'lucide-react'
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import {
  CALENDAR_DAYS,
  cardPreview,
  dayKey,
  gridHours,
  gridRows,
  gridStart,
  isOptimalSlot,
  nextStatus,
  slotFor,
  TWEET_LIMIT,
} from '../../../shared/calendar'
import { MOVE_KEYS, type MoveKey, moveTarget } from '../../../shared/calendar-keyboard'
import { isEditableTweetStatus } from '../../../shared/tweet-status'
import { Button } from '../../components/button'
import { StatusBadge, TweetDetailModal } from '../../components/tweet-detail-modal'
import { type TweetMetrics, TweetMetricsLine } from '../../components/tweet-metrics'
import type { MarketingSession, ScheduledTweet } from '../../lib/marketing-sessions'
import { toast } from '../../lib/store'
import { useTweetActions } from '../../lib/tweets'
import { useSessionAnalytics } from '../analytics/api'
import { NextPlanButton } from '../analytics/next-plan-button'
import { useXAccount } from '../x-account/api'
import { ConnectXButton } from '../x-account/connect-x'
import { useSessionActions } from './api'

const slotKey = (day: string, hour: number, minute: number) => `${day}|${hour}:${minute}`
const DRAG_THRESHOLD_PX = 5

type Placed = { tweet: ScheduledTweet; key: string }

/** Where each tweet sits in the grid (local time, SPEC rounding). */
export function placeTweets(tweets: ScheduledTweet[]) {
  const placed: Placed[] = []
  for (const tweet of tweets) {
    const d = new Date(tweet.scheduled_time)
    const slot = slotFor(d.getHours(), d.getMinutes())
    const day = new Date(d.getFullYear(), d.getMonth(), d.getDate() + slot.dayOffset)
    placed.push({ tweet, key: slotKey(dayKey(day), slot.hour, slot.minute) })
  }
  return placed
}

/**
 * Measures from `startMark` to just after the next paint: a requestAnimationFrame callback runs before
 * the frame's style, layout and paint, and a message posted from it is handled after them.
 */
function measureAfterPaint(name: string, startMark: string) {
  requestAnimationFrame(() => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      performance.measure(name, startMark)
      performance.clearMarks(startMark)
    }
    channel.port2.postMessage(null)
  })
}

/** The per-session calendar (SPEC §2): 14 days from today, 30-minute rows, drag to move. */
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
  // ?tweet={id} (the dashboard's Edit links) opens that post's details at once.
  const [openId, setOpenId] = useState<string | null>(() => {
    const id = new URLSearchParams(window.location.search).get('tweet')
    return id && tweets.some((t) => t.id === id) ? id : null
  })
  const [hover, setHover] = useState<string | null>(null)
  const [draggingId, setDraggingId] = useState<string | null>(null)
  // Keyboard moving: the card picked up and its target slot; announcements go to a live region.
  const [keyMove, setKeyMove] = useState<{ id: string; target: string } | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const refocus = useRef<string | null>(null)
  const drag = useRef<{ id: string; x: number; y: number; active: boolean; pointerId: number } | null>(null)

  const todayKey = dayKey(new Date())
  // Today, or the first post's day when the plan starts after the next 14 days (the next two weeks).
  const firstFrom = gridStart(
    new Date(),
    tweets.map((t) => new Date(t.scheduled_time)),
  ).getTime()
  const days = useMemo(() => {
    const start = new Date(firstFrom)
    return Array.from(
      { length: CALENDAR_DAYS },
      (_, i) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + i),
    )
  }, [firstFrom])

  const placed = useMemo(() => placeTweets(tweets), [tweets])
  const bySlot = useMemo(() => {
    const map = new Map<string, ScheduledTweet[]>()
    for (const p of placed) map.set(p.key, [...(map.get(p.key) ?? []), p.tweet])
    return map
  }, [placed])
  const daysWithTweets = useMemo(() => new Set(placed.map((p) => p.key.split('|')[0])), [placed])
  const rows = useMemo(() => {
    const inRange = placed.map((p) => {
      const [h, m] = p.key.split('|')[1]!.split(':').map(Number)
      return { hour: h!, minute: m! }
    })
    return gridRows(gridHours(inRange))
  }, [placed])

  // Days with tweets get 1fr, empty ones 0.5fr (SPEC §2). The minimums keep a 120-character preview to
  // about four lines, so a full day of posts stays readable without tall rows (issue 14).
  const columns = `80px ${days.map((d) => (daysWithTweets.has(dayKey(d)) ? 'minmax(12rem, 1fr)' : 'minmax(3.5rem, 0.5fr)')).join(' ')}`
  const minWidth = 80 + days.reduce((sum, d) => sum + (daysWithTweets.has(dayKey(d)) ? 192 : 56), 0)
  const activeCount = tweets.filter((t) => t.status !== 'cancelled').length

  function slotUnder(x: number, y: number): string | null {
    const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-slot]')
    return el?.dataset.slot ?? null
  }

  function onPointerDown(e: React.PointerEvent, tweet: ScheduledTweet) {
    if (e.button !== 0 || !isEditableTweetStatus(tweet.status)) return
    drag.current = { id: tweet.id, x: e.clientX, y: e.clientY, active: false, pointerId: e.pointerId }
  }
  function onPointerMove(e: React.PointerEvent) {
    const d = drag.current
    if (!d || d.pointerId !== e.pointerId) return
    if (!d.active && Math.hypot(e.clientX - d.x, e.clientY - d.y) < DRAG_THRESHOLD_PX) return
    if (!d.active) {
      d.active = true
      setDraggingId(d.id)
      ;(e.target as HTMLElement).setPointerCapture?.(e.pointerId)
    }
    setHover(slotUnder(e.clientX, e.clientY))
  }
  function onPointerUp(e: React.PointerEvent) {
    const d = drag.current
    drag.current = null
    setDraggingId(null)
    setHover(null)
    if (!d || d.pointerId !== e.pointerId) return
    if (!d.active) return setOpenId(d.id)
    performance.mark('calendar:drop')
    const target = slotUnder(e.clientX, e.clientY)
    const tweet = tweets.find((t) => t.id === d.id)
    if (!target || !tweet) return
    const [day, time] = target.split('|')
    const [y, mo, da] = day!.split('-').map(Number)
    const [h, mi] = time!.split(':').map(Number)
    const when = new Date(y!, mo! - 1, da!, h!, mi!)
    if (placeTweets([tweet])[0]!.key === target) return
    // Dropping sets the time to the slot's date, hour and minute (SPEC §4).
    void actions.move(tweet.id, when.toISOString())
  }

  const openTweet = useCallback((t: ScheduledTweet) => setOpenId(t.id), [])

  const slotLabel = (key: string) => {
    const [day, time] = key.split('|')
    const [y, mo, da] = day!.split('-').map(Number)
    const [h, mi] = time!.split(':').map(Number)
    return new Date(y!, mo! - 1, da!, h!, mi!).toLocaleString(undefined, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
  }
  const showSlot = (key: string) =>
    document.querySelector(`[data-slot="${key}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' })

  /** Arrow keys pick a card up and move its target slot; Enter drops it there; Escape cancels. */
  function onCardKey(e: React.KeyboardEvent, tweet: ScheduledTweet) {
    const movable = isEditableTweetStatus(tweet.status)
    const moving = keyMove?.id === tweet.id ? keyMove : null
    if (MOVE_KEYS.includes(e.key) && movable) {
      e.preventDefault()
      const from = moving?.target ?? placeTweets([tweet])[0]!.key
      const [day, time] = from.split('|')
      const [h, m] = time!.split(':').map(Number)
      const at = {
        day: Math.max(
          0,
          days.findIndex((d) => dayKey(d) === day),
        ),
        row: Math.max(
          0,
          rows.findIndex((r) => r.hour === h && r.minute === m),
        ),
      }
      const next = moveTarget(at, e.key as MoveKey, { days: days.length, rows: rows.length })
      const row = rows[next.row]!
      const target = slotKey(dayKey(days[next.day]!), row.hour, row.minute)
      setKeyMove({ id: tweet.id, target })
      setDraggingId(tweet.id)
      setHover(target)
      showSlot(target)
      setAnnouncement(
        moving
          ? slotLabel(target)
          : `Picked up the post. ${slotLabel(target)}. Arrow keys choose a slot, Enter drops it, Escape cancels.`,
      )
      return
    }
    if (moving && e.key === 'Enter') {
      e.preventDefault()
      endKeyMove()
      if (moving.target === placeTweets([tweet])[0]!.key) {
        setAnnouncement('Dropped in the same slot; nothing changed.')
        return
      }
      const [day, time] = moving.target.split('|')
      const [y, mo, da] = day!.split('-').map(Number)
      const [h, mi] = time!.split(':').map(Number)
      refocus.current = tweet.id
      setAnnouncement(`Moved to ${slotLabel(moving.target)}.`)
      performance.mark('calendar:drop')
      void actions.move(tweet.id, new Date(y!, mo! - 1, da!, h!, mi!).toISOString())
      return
    }
    if (moving && e.key === 'Escape') {
      // Cancel the move only; the Escape must not close anything else.
      e.preventDefault()
      e.stopPropagation()
      endKeyMove()
      setAnnouncement('Move cancelled.')
      return
    }
    if (!moving && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault()
      openTweet(tweet)
    }
  }
  function endKeyMove() {
    setKeyMove(null)
    setDraggingId(null)
    setHover(null)
  }
  const onCardBlur = useCallback(() => {
    setKeyMove((m) => {
      if (m) {
        setDraggingId(null)
        setHover(null)
        setAnnouncement('Move cancelled.')
      }
      return null
    })
  }, [])
  // A moved card is rendered in its new slot: give it the focus back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new tweet list
  useLayoutEffect(() => {
    if (!refocus.current) return
    document.querySelector<HTMLElement>(`[data-tweet-id="${refocus.current}"] [data-card-handle]`)?.focus()
    refocus.current = null
  }, [tweets])

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
      <p className="sr-only" aria-live="assertive" data-testid="calendar-announcer">
        {announcement}
      </p>
      <p id="card-keys-help" className="sr-only">
        Enter opens the post. Arrow keys pick it up and move it between slots; Enter drops it, Escape cancels.
      </p>
      <div
        className="min-h-0 flex-1 overflow-auto bg-white"
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null
          setDraggingId(null)
          setHover(null)
        }}
      >
        <div
          className="grid text-xs"
          style={{ gridTemplateColumns: columns, minWidth }}
          data-testid="calendar-grid"
        >
          <div className="sticky top-0 left-0 z-20 border-r border-b border-slate-200 bg-white" />
          {days.map((d) => {
            const weekend = d.getDay() === 0 || d.getDay() === 6
            const empty = !daysWithTweets.has(dayKey(d))
            return (
              <div
                key={dayKey(d)}
                data-testid="day-header"
                data-today={dayKey(d) === todayKey || undefined}
                className={`sticky top-0 z-10 border-r border-b border-slate-200 px-2 py-2 text-center ${dayKey(d) === todayKey ? 'bg-indigo-50 text-indigo-700' : weekend && empty ? 'bg-slate-100 text-slate-600' : 'bg-white text-slate-700'}`}
              >
                <div className="font-semibold">{d.toLocaleDateString(undefined, { weekday: 'short' })}</div>
                <div>{d.toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}</div>
              </div>
            )
          })}
          {rows.map((row) => (
            <Row
              key={`${row.hour}:${row.minute}`}
              row={row}
              days={days}
              bySlot={bySlot}
              metricsOf={metricsOf}
              daysWithTweets={daysWithTweets}
              hover={hover}
              draggingId={draggingId}
              onPointerDown={onPointerDown}
              onOpen={openTweet}
              onKey={onCardKey}
              onBlur={onCardBlur}
              onCycle={(t) => {
                const next = nextStatus(t.status)
                if (next) void actions.setStatus(t.id, next)
              }}
            />
          ))}
        </div>
      </div>
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
          actions={{
            save: actions.update,
            remove: actions.remove,
            setStatus: actions.setStatus,
            rewrite: actions.rewrite,
          }}
        />
      ) : null}
    </div>
  )
}

const Row = memo(function Row(props: {
  row: { hour: number; minute: number }
  days: Date[]
  bySlot: Map<string, ScheduledTweet[]>
  metricsOf: Map<string, TweetMetrics>
  daysWithTweets: Set<string | undefined>
  hover: string | null
  draggingId: string | null
  onPointerDown: (e: React.PointerEvent, t: ScheduledTweet) => void
  onCycle: (t: ScheduledTweet) => void
  onOpen: (t: ScheduledTweet) => void
  onKey: (e: React.KeyboardEvent, t: ScheduledTweet) => void
  onBlur: () => void
}) {
  const { row } = props
  return (
    <>
      <div className="sticky left-0 z-10 border-r border-b border-slate-100 bg-white px-2 py-0.5 text-right leading-4 text-slate-500">
        {row.minute === 0 ? `${row.hour}:00` : `${row.hour}:30`}
      </div>
      {props.days.map((d) => {
        const day = dayKey(d)
        const key = slotKey(day, row.hour, row.minute)
        const list = props.bySlot.get(key)
        const weekend = d.getDay() === 0 || d.getDay() === 6
        const dimmed = weekend && !props.daysWithTweets.has(day)
        const hovered = props.hover === key
        return (
          <div
            key={key}
            data-slot={key}
            className={`relative min-h-5 border-r border-b border-slate-100 p-0.5 ${day === dayKey(new Date()) ? 'bg-indigo-50/40' : dimmed ? 'bg-slate-50' : ''} ${hovered ? 'bg-indigo-100 ring-2 ring-indigo-400 ring-inset' : ''}`}
          >
            {isOptimalSlot(d.getDay(), row.hour, row.minute) ? (
              <span
                title="optimal time"
                role="img"
                aria-label="optimal time"
                className="absolute top-1 right-1 h-1.5 w-1.5 rounded-full bg-emerald-500"
              />
            ) : null}
            {hovered ? (
              <span className="block text-center text-[11px] font-medium text-indigo-700">Drop here</span>
            ) : null}
            {list?.map((t) => (
              <Card
                key={t.id}
                tweet={t}
                metrics={props.metricsOf.get(t.id)}
                dragging={props.draggingId === t.id}
                onPointerDown={props.onPointerDown}
                onCycle={props.onCycle}
                onKey={props.onKey}
                onBlur={props.onBlur}
              />
            ))}
          </div>
        )
      })}
    </>
  )
})

const Card = memo(function Card(props: {
  tweet: ScheduledTweet
  metrics: TweetMetrics | undefined
  dragging: boolean
  onPointerDown: (e: React.PointerEvent, t: ScheduledTweet) => void
  onCycle: (t: ScheduledTweet) => void
  onKey: (e: React.KeyboardEvent, t: ScheduledTweet) => void
  onBlur: () => void
}) {
  const t = props.tweet
  const cancelled = t.status === 'cancelled'
  const parts = t.thread_parts?.length ?? 1
  const tooLong = (t.thread_parts ?? [t.content]).some((p) => p.length > TWEET_LIMIT)
  return (
    <div
      data-testid="tweet-card"
      data-tweet-id={t.id}
      onPointerDown={(e) => props.onPointerDown(e, t)}
      className={`mb-0.5 flow-root cursor-grab touch-none rounded-md border bg-white px-1.5 py-1 text-[11px] leading-4 shadow-sm select-none hover:border-indigo-300 ${props.dragging ? 'opacity-40' : ''} ${t.status === 'failed' ? 'border-red-300' : 'border-slate-200'}`}
    >
      {/* Floated, so the preview's first line runs beside the status: one line less per card. */}
      <div className="float-left mr-1 flex h-4 items-center gap-1">
        <GripVertical className="h-3 w-3 shrink-0 touch-none text-slate-300" aria-hidden />
        <button
          type="button"
          onPointerDown={(e) => e.stopPropagation()}
          onPointerUp={(e) => e.stopPropagation()}
          onClick={() => props.onCycle(t)}
          aria-label={`Status: ${t.status}`}
          className="rounded-full"
        >
          <StatusBadge status={t.status} />
        </button>
        {t.content_type !== 'text' ? (
          <span className="h-1.5 w-1.5 rounded-full bg-blue-500" title={t.content_type} />
        ) : null}
        {parts > 1 ? (
          <span
            className="inline-flex shrink-0 items-center gap-0.5 rounded-full bg-indigo-50 px-1.5 py-0.5 text-[10px] font-semibold whitespace-nowrap text-indigo-700"
            title={`Thread of ${parts} parts`}
            data-testid="thread-badge"
          >
            <ListOrdered className="h-3 w-3" aria-hidden /> {parts}
            <span className="sr-only"> part thread</span>
          </span>
        ) : null}
      </div>
      {/* The keyboard handle (beside the status button, not around it: interactive roles must not nest). */}
      <div
        role="button"
        tabIndex={0}
        data-card-handle
        aria-describedby="card-keys-help"
        onKeyDown={(e) => props.onKey(e, t)}
        onBlur={props.onBlur}
        className={`rounded break-words [overflow-wrap:anywhere] text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 ${cancelled ? 'text-slate-500 line-through' : ''}`}
      >
        {cardPreview(t.content)}
      </div>
      {tooLong ? <p className="mt-1 font-medium text-amber-700">Too long for a standard X account</p> : null}
      {t.posted_url ? (
        <a
          href={t.posted_url}
          target="_blank"
          rel="noreferrer"
          onPointerDown={(e) => e.stopPropagation()}
          className="mt-1 block font-medium text-indigo-600 hover:underline"
        >
          View on X
        </a>
      ) : null}
      <TweetMetricsLine metrics={props.metrics} className="mt-0.5" />
      {t.status === 'failed' && t.last_error ? <p className="mt-1 text-red-600">{t.last_error}</p> : null}
    </div>
  )
})
