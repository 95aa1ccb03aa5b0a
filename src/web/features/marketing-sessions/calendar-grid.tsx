import { memo } from 'react'
import { dayKey, isOptimalSlot, slotKey } from '../../../shared/calendar'
import type { ScheduledTweet } from '../../lib/marketing-sessions'
import type { TweetMetrics } from '../analytics/api'
import { TweetCard } from './tweet-card'
import type { useCalendarDrag } from './use-calendar-drag'

type Row = { hour: number; minute: number }

/**
 * The 14-day grid (SPEC §2): a column per day (days with posts get 1fr, empty ones 0.5fr), a row per
 * 30 minutes, optimal times marked, today highlighted; cards move by drag or keyboard (`drag`).
 */
export const CalendarGrid = memo(function CalendarGrid(props: {
  days: Date[]
  rows: Row[]
  bySlot: Map<string, ScheduledTweet[]>
  busyDays: Set<string>
  metricsOf: Map<string, TweetMetrics>
  drag: ReturnType<typeof useCalendarDrag>
  onCycle: (t: ScheduledTweet) => void
}) {
  const { days, busyDays, drag } = props
  const todayKey = dayKey(new Date())
  // The minimums keep a 120-character preview to about four lines, so a full day of posts stays
  // readable without tall rows (issue 14).
  const columns = `80px ${days.map((d) => (busyDays.has(dayKey(d)) ? 'minmax(12rem, 1fr)' : 'minmax(3.5rem, 0.5fr)')).join(' ')}`
  const minWidth = 80 + days.reduce((sum, d) => sum + (busyDays.has(dayKey(d)) ? 192 : 56), 0)
  return (
    <div
      className="min-h-0 flex-1 overflow-auto bg-white"
      onPointerMove={drag.surface.onPointerMove}
      onPointerUp={drag.surface.onPointerUp}
      onPointerCancel={drag.surface.onPointerCancel}
    >
      <div
        className="grid text-xs"
        style={{ gridTemplateColumns: columns, minWidth }}
        data-testid="calendar-grid"
      >
        <div className="sticky top-0 left-0 z-20 border-r border-b border-slate-200 bg-white" />
        {days.map((d) => {
          const weekend = d.getDay() === 0 || d.getDay() === 6
          const empty = !busyDays.has(dayKey(d))
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
        {props.rows.map((row) => (
          <GridRow
            key={`${row.hour}:${row.minute}`}
            row={row}
            todayKey={todayKey}
            days={days}
            bySlot={props.bySlot}
            metricsOf={props.metricsOf}
            busyDays={busyDays}
            hover={drag.hover}
            draggingId={drag.draggingId}
            onPointerDown={drag.onCardPointerDown}
            onKey={drag.onCardKey}
            onBlur={drag.onCardBlur}
            onCycle={props.onCycle}
          />
        ))}
      </div>
    </div>
  )
})

const GridRow = memo(function GridRow(props: {
  row: Row
  todayKey: string
  days: Date[]
  bySlot: Map<string, ScheduledTweet[]>
  metricsOf: Map<string, TweetMetrics>
  busyDays: Set<string>
  hover: string | null
  draggingId: string | null
  onPointerDown: (e: React.PointerEvent, t: ScheduledTweet) => void
  onCycle: (t: ScheduledTweet) => void
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
        const weekend = d.getDay() === 0 || d.getDay() === 6
        const dimmed = weekend && !props.busyDays.has(day)
        const hovered = props.hover === key
        return (
          <div
            key={key}
            data-slot={key}
            className={`relative min-h-5 border-r border-b border-slate-100 p-0.5 ${day === props.todayKey ? 'bg-indigo-50/40' : dimmed ? 'bg-slate-50' : ''} ${hovered ? 'bg-indigo-100 ring-2 ring-indigo-400 ring-inset' : ''}`}
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
            {props.bySlot.get(key)?.map((t) => (
              <TweetCard
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
