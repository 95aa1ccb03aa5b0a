import { describe, expect, it } from 'bun:test'
import { type MoveKey, moveTarget } from './calendar-keyboard'

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
