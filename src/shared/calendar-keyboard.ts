/** Keyboard moving of calendar cards (issue 14): pure, so the rules are table-tested. */

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
