/** Keyboard moving of calendar cards (issue 14): pure, so the rules are table-tested. */
import { parseSlotKey, slotKey } from './calendar'

export type SlotPosition = { day: number; row: number }

export type MoveKey =
  | 'ArrowUp'
  | 'ArrowDown'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'Home'
  | 'End'
  | 'PageUp'
  | 'PageDown'
export const MOVE_KEYS: readonly string[] = [
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]

const clamp = (n: number, max: number) => Math.max(0, Math.min(max, n))

/**
 * Where a key takes the target slot: up/down a 30-minute row, left/right a day, Home/End the first
 * or last row of the day, PageUp/PageDown two hours. It stays inside the grid.
 */
export function moveTarget(
  from: SlotPosition,
  key: MoveKey,
  grid: { days: number; rows: number },
): SlotPosition {
  const lastDay = grid.days - 1
  const lastRow = grid.rows - 1
  switch (key) {
    case 'ArrowUp':
      return { day: from.day, row: clamp(from.row - 1, lastRow) }
    case 'ArrowDown':
      return { day: from.day, row: clamp(from.row + 1, lastRow) }
    case 'ArrowLeft':
      return { day: clamp(from.day - 1, lastDay), row: from.row }
    case 'ArrowRight':
      return { day: clamp(from.day + 1, lastDay), row: from.row }
    case 'Home':
      return { day: from.day, row: 0 }
    case 'End':
      return { day: from.day, row: lastRow }
    case 'PageUp':
      return { day: from.day, row: clamp(from.row - 4, lastRow) }
    case 'PageDown':
      return { day: from.day, row: clamp(from.row + 4, lastRow) }
  }
}

/**
 * The slot a key takes a card to, as a slot key: from `fromKey` (or the nearest grid cell when that
 * slot is off the grid) by `moveTarget` over the grid's days and rows.
 */
export function keyMoveTarget(
  fromKey: string,
  key: MoveKey,
  grid: { days: string[]; rows: { hour: number; minute: number }[] },
): string {
  const from = parseSlotKey(fromKey)
  const at = {
    day: Math.max(0, grid.days.indexOf(from.day)),
    row: Math.max(
      0,
      grid.rows.findIndex((r) => r.hour === from.hour && r.minute === from.minute),
    ),
  }
  const next = moveTarget(at, key, { days: grid.days.length, rows: grid.rows.length })
  const row = grid.rows[next.row]!
  return slotKey(grid.days[next.day]!, row.hour, row.minute)
}
