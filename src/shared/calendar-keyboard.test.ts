import { describe, expect, it } from 'bun:test'
import { keyMoveTarget, type MoveKey, moveTarget } from './calendar-keyboard'

const grid = { days: 14, rows: 24 }

describe('moveTarget', () => {
  it.each([
    ['ArrowDown', { day: 2, row: 3 }, { day: 2, row: 4 }],
    ['ArrowUp', { day: 2, row: 3 }, { day: 2, row: 2 }],
    ['ArrowRight', { day: 2, row: 3 }, { day: 3, row: 3 }],
    ['ArrowLeft', { day: 2, row: 3 }, { day: 1, row: 3 }],
    ['ArrowUp', { day: 0, row: 0 }, { day: 0, row: 0 }],
    ['ArrowLeft', { day: 0, row: 5 }, { day: 0, row: 5 }],
    ['ArrowRight', { day: 13, row: 5 }, { day: 13, row: 5 }],
    ['ArrowDown', { day: 4, row: 23 }, { day: 4, row: 23 }],
    ['Home', { day: 4, row: 9 }, { day: 4, row: 0 }],
    ['End', { day: 4, row: 9 }, { day: 4, row: 23 }],
    ['PageDown', { day: 4, row: 9 }, { day: 4, row: 13 }],
    ['PageDown', { day: 4, row: 21 }, { day: 4, row: 23 }],
    ['PageUp', { day: 4, row: 2 }, { day: 4, row: 0 }],
  ] as const)('%s from %p → %p', (key, from, to) => {
    expect(moveTarget(from, key as MoveKey, grid)).toEqual(to)
  })
})

describe('keyMoveTarget', () => {
  const grid = {
    days: ['2026-11-23', '2026-11-24', '2026-11-25'],
    rows: [
      { hour: 9, minute: 0 },
      { hour: 9, minute: 30 },
      { hour: 10, minute: 0 },
    ],
  }
  it.each([
    ['ArrowDown', '2026-11-23|9:0', '2026-11-23|9:30'],
    ['ArrowRight', '2026-11-23|9:30', '2026-11-24|9:30'],
    ['ArrowRight', '2026-11-25|9:30', '2026-11-25|9:30'],
    ['End', '2026-11-24|9:0', '2026-11-24|10:0'],
    ['ArrowUp', '2026-11-24|9:0', '2026-11-24|9:0'],
    // A post outside the grid starts from the first day and row.
    ['ArrowDown', '2026-12-31|23:0', '2026-11-23|9:30'],
  ] as const)('%s from %s → %s', (key, from, to) => expect(keyMoveTarget(from, key, grid)).toBe(to))
})
