import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { slotKeyOf, slotTime } from '../../../shared/calendar'
import { keyMoveTarget, MOVE_KEYS, type MoveKey } from '../../../shared/calendar-keyboard'
import { isEditableTweetStatus } from '../../../shared/tweet-status'
import type { ScheduledTweet } from '../../lib/marketing-sessions'

const DRAG_THRESHOLD_PX = 5

/**
 * A function whose identity never changes but which always runs the latest `fn`: the grid is memoized,
 * so handlers that change each render would redraw 500 cards for nothing (e.g. on a mutation's state).
 */
function useStable<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn)
  useLayoutEffect(() => {
    latest.current = fn
  })
  return useCallback((...args: A) => latest.current(...args), [])
}

const slotLabel = (key: string) =>
  slotTime(key).toLocaleString(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })

const slotUnder = (x: number, y: number): string | null =>
  document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-slot]')?.dataset.slot ?? null

const showSlot = (key: string) =>
  document.querySelector(`[data-slot="${key}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' })

/**
 * Moving cards on the grid (SPEC §4, issue 14): a pointer drag past 5 px, or the keyboard (arrow keys
 * pick a card up and choose a slot, Enter drops, Escape cancels), announced in a live region. A press
 * without a drag opens the post. `onMove` gets the slot's time; the moved card gets the focus back.
 */
export function useCalendarDrag(props: {
  tweets: ScheduledTweet[]
  grid: { days: string[]; rows: { hour: number; minute: number }[] }
  onOpen: (id: string) => void
  onMove: (id: string, when: Date) => void
}) {
  const [hover, setHover] = useState<string | null>(null)
  const [draggingId, setDraggingId] = useState<string | null>(null)
  // Keyboard moving: the card picked up and its target slot.
  const [keyMove, setKeyMove] = useState<{ id: string; target: string } | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const refocus = useRef<string | null>(null)
  const drag = useRef<{ id: string; x: number; y: number; active: boolean; pointerId: number } | null>(null)

  function drop(tweet: ScheduledTweet, target: string) {
    if (slotKeyOf(tweet.scheduled_time) === target) return false
    performance.mark('calendar:drop')
    // Dropping sets the time to the slot's date, hour and minute (SPEC §4).
    props.onMove(tweet.id, slotTime(target))
    return true
  }
  const stop = useCallback(() => {
    drag.current = null
    setDraggingId(null)
    setHover(null)
  }, [])

  const onCardPointerDown = useCallback((e: React.PointerEvent, tweet: ScheduledTweet) => {
    if (e.button !== 0 || !isEditableTweetStatus(tweet.status)) return
    drag.current = { id: tweet.id, x: e.clientX, y: e.clientY, active: false, pointerId: e.pointerId }
  }, [])

  const onPointerMove = useStable((e: React.PointerEvent) => {
    const d = drag.current
    if (!d || d.pointerId !== e.pointerId) return
    if (!d.active && Math.hypot(e.clientX - d.x, e.clientY - d.y) < DRAG_THRESHOLD_PX) return
    if (!d.active) {
      d.active = true
      setDraggingId(d.id)
      ;(e.target as HTMLElement).setPointerCapture?.(e.pointerId)
    }
    setHover(slotUnder(e.clientX, e.clientY))
  })
  const onPointerUp = useStable((e: React.PointerEvent) => {
    const d = drag.current
    stop()
    if (!d || d.pointerId !== e.pointerId) return
    if (!d.active) return props.onOpen(d.id)
    const target = slotUnder(e.clientX, e.clientY)
    const tweet = props.tweets.find((t) => t.id === d.id)
    if (target && tweet) drop(tweet, target)
  })
  /** Handlers for the element around the grid. */
  const surface = useMemo(
    () => ({ onPointerMove, onPointerUp, onPointerCancel: stop }),
    [onPointerMove, onPointerUp, stop],
  )

  function endKeyMove() {
    setKeyMove(null)
    setDraggingId(null)
    setHover(null)
  }

  /** Arrow keys pick a card up and move its target slot; Enter drops it there; Escape cancels. */
  const onCardKey = useStable((e: React.KeyboardEvent, tweet: ScheduledTweet) => {
    const moving = keyMove?.id === tweet.id ? keyMove : null
    if (MOVE_KEYS.includes(e.key) && isEditableTweetStatus(tweet.status)) {
      e.preventDefault()
      const target = keyMoveTarget(
        moving?.target ?? slotKeyOf(tweet.scheduled_time),
        e.key as MoveKey,
        props.grid,
      )
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
      if (!drop(tweet, moving.target)) return setAnnouncement('Dropped in the same slot; nothing changed.')
      refocus.current = tweet.id
      setAnnouncement(`Moved to ${slotLabel(moving.target)}.`)
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
      props.onOpen(tweet.id)
    }
  })

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
  }, [props.tweets])

  return useMemo(
    () => ({ hover, draggingId, announcement, surface, onCardPointerDown, onCardKey, onCardBlur }),
    [hover, draggingId, announcement, surface, onCardPointerDown, onCardKey, onCardBlur],
  )
}
