import { memo, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import {
  cardLinesEstimate,
  dayKey,
  isOptimalSlot,
  rowHeightEstimate,
  rowsWithin,
  slotKey,
} from '../../../shared/calendar'
import type { TweetMetrics } from '../../components/analytics/api'
import type { ScheduledTweet } from '../../lib/marketing-sessions'
import { afterNextPaint, measureAfterPaint } from './after-paint'
import { TweetCard } from './tweet-card'
import type { useCalendarDrag } from './use-calendar-drag'

type Row = { hour: number; minute: number }

/** The row part of a slot key ('9:30'), which names the grid row the slot is in. */
const rowOf = (slot: string) => slot.slice(slot.indexOf('|') + 1)

/**
 * The 14-day grid (SPEC §2): a column per day (days with posts get 1fr, empty ones 0.5fr), a row per
 * 30 minutes, optimal times marked, today highlighted; cards move by drag or keyboard (`drag`).
 * Each 30-minute row is its own grid with the same columns, so rows off screen are skipped (style,
 * layout, paint) until scrolled near, and a move redraws and lays out only the two rows it changes.
 * The first screen of rows is drawn at once and the cards of the rows below it in a transition right
 * after (they hold their estimated height meanwhile), so 500 posts paint like the ~100 on screen.
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
  const { days, busyDays, drag, bySlot, metricsOf } = props
  const todayKey = dayKey(new Date())
  const estimates = useMemo(
    () =>
      props.rows.map((row) =>
        rowHeightEstimate(
          days.map((d) =>
            (bySlot.get(slotKey(dayKey(d), row.hour, row.minute)) ?? []).map((t) =>
              cardLinesEstimate(t, metricsOf.has(t.id)),
            ),
          ),
        ),
      ),
    [props.rows, days, bySlot, metricsOf],
  )
  // Rows starting within the window's height are on the first screen (the grid starts below the header).
  const [firstRows] = useState(() => rowsWithin(estimates, window.innerHeight))
  const [complete, setComplete] = useState(false)
  const started = useRef(false)
  if (!started.current) performance.mark('calendar:grid-start')
  // Only after the first screen is painted, so the rows below never delay it.
  useEffect(() => afterNextPaint(() => startTransition(() => setComplete(true))), [])
  // For bench/calendar-render.ts: when every row's cards are on screen.
  useLayoutEffect(() => {
    started.current = true
    if (complete) measureAfterPaint('calendar:all-rows', 'calendar:grid-start')
  }, [complete])
  // The minimums keep a 120-character preview to about four lines, so a full day of posts stays
  // readable without tall rows (issue 14).
  const columns = `80px ${days.map((d) => (busyDays.has(dayKey(d)) ? 'minmax(12rem, 1fr)' : 'minmax(3.5rem, 0.5fr)')).join(' ')}`
  const minWidth = 80 + days.reduce((sum, d) => sum + (busyDays.has(dayKey(d)) ? 192 : 56), 0)
  // While dragging, only the row under the pointer and the dragged card's row change.
  const hoverRow = drag.hover ? rowOf(drag.hover) : null
  const dragRow = drag.draggingId ? rowOfCard(bySlot, drag.draggingId) : null
  return (
    <div
      className="min-h-0 flex-1 overflow-auto bg-white"
      onPointerMove={drag.surface.onPointerMove}
      onPointerUp={drag.surface.onPointerUp}
      onPointerCancel={drag.surface.onPointerCancel}
    >
      <div
        className="text-xs"
        style={{ minWidth }}
        data-testid="calendar-grid"
        data-complete={complete || undefined}
      >
        <div className="sticky top-0 z-20 grid" style={{ gridTemplateColumns: columns }}>
          <div className="sticky left-0 z-10 border-r border-b border-slate-200 bg-white" />
          {days.map((d) => {
            const weekend = d.getDay() === 0 || d.getDay() === 6
            const empty = !busyDays.has(dayKey(d))
            return (
              <div
                key={dayKey(d)}
                data-testid="day-header"
                data-today={dayKey(d) === todayKey || undefined}
                className={`border-r border-b border-slate-200 px-2 py-2 text-center ${dayKey(d) === todayKey ? 'bg-indigo-50 text-indigo-700' : weekend && empty ? 'bg-slate-100 text-slate-600' : 'bg-white text-slate-700'}`}
              >
                <div className="font-semibold">{d.toLocaleDateString(undefined, { weekday: 'short' })}</div>
                <div>{d.toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}</div>
              </div>
            )
          })}
        </div>
        {props.rows.map((row, index) => {
          const key = `${row.hour}:${row.minute}`
          return (
            <GridRow
              key={key}
              hour={row.hour}
              minute={row.minute}
              columns={columns}
              estimate={estimates[index]!}
              deferred={!complete && index >= firstRows}
              todayKey={todayKey}
              days={days}
              bySlot={bySlot}
              metricsOf={metricsOf}
              busyDays={busyDays}
              hover={hoverRow === key ? drag.hover : null}
              draggingId={dragRow === key ? drag.draggingId : null}
              onPointerDown={drag.onCardPointerDown}
              onKey={drag.onCardKey}
              onBlur={drag.onCardBlur}
              onCycle={props.onCycle}
            />
          )
        })}
      </div>
    </div>
  )
})

function rowOfCard(bySlot: Map<string, ScheduledTweet[]>, id: string): string | null {
  for (const [slot, cards] of bySlot) if (cards.some((t) => t.id === id)) return rowOf(slot)
  return null
}

type RowProps = {
  hour: number
  minute: number
  columns: string
  /** The row's estimated height (px): what it holds while skipped or deferred. */
  estimate: number
  /** Drawn without its cards for now (below the first screen, before the transition draws them). */
  deferred: boolean
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
}

/** A row redraws when its own slots' posts change (the lists are kept when unchanged), not on any move. */
function sameRow(a: RowProps, b: RowProps): boolean {
  for (const name of Object.keys(a) as (keyof RowProps)[]) {
    if (name !== 'bySlot' && a[name] !== b[name]) return false
  }
  return a.days.every((d) => {
    const key = slotKey(dayKey(d), a.hour, a.minute)
    return a.bySlot.get(key) === b.bySlot.get(key)
  })
}

const GridRow = memo(function GridRow(props: RowProps) {
  const { hour, minute } = props
  const slots = props.days.map((d) => {
    const day = dayKey(d)
    const key = slotKey(day, hour, minute)
    return { d, day, key, cards: props.deferred ? [] : (props.bySlot.get(key) ?? []) }
  })
  return (
    <div
      className="grid"
      // Off screen, the row is skipped and holds its estimated height; once shown, its real one.
      style={{
        gridTemplateColumns: props.columns,
        contentVisibility: 'auto',
        containIntrinsicHeight: `auto ${props.estimate}px`,
        minHeight: props.deferred ? props.estimate : undefined,
      }}
    >
      <div className="sticky left-0 z-10 border-r border-b border-slate-100 bg-white px-2 py-0.5 text-right leading-4 text-slate-500">
        {minute === 0 ? `${hour}:00` : `${hour}:30`}
      </div>
      {slots.map(({ d, day, key, cards }) => {
        const weekend = d.getDay() === 0 || d.getDay() === 6
        const dimmed = weekend && !props.busyDays.has(day)
        const hovered = props.hover === key
        return (
          <div
            key={key}
            data-slot={key}
            className={`relative min-h-5 border-r border-b border-slate-100 p-0.5 ${day === props.todayKey ? 'bg-indigo-50/40' : dimmed ? 'bg-slate-50' : ''} ${hovered ? 'bg-indigo-100 ring-2 ring-indigo-400 ring-inset' : ''}`}
          >
            {isOptimalSlot(d.getDay(), hour, minute) ? (
              <span
                title="optimal time"
                role="img"
                aria-label="optimal time"
                className="absolute top-1 right-1 h-1.5 w-1.5 rounded-full bg-emerald-500"
              />
            ) : null}
            {hovered ? (
              // Laid over the slot: a label in the flow would grow the row under the pointer and shift every row below it.
              <span className="pointer-events-none absolute inset-0 flex items-center justify-center text-[11px] font-medium text-indigo-700">
                Drop here
              </span>
            ) : null}
            {cards.map((t) => (
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
    </div>
  )
}, sameRow)
