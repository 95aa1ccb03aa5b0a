import { describe, expect, it } from 'bun:test'
import { interleavePillars, weightedSlotCounts } from './pillar-weighting'

const scores = (...values: (number | null)[]) => values.map((engagementPerPost) => ({ engagementPerPost }))

describe('weightedSlotCounts', () => {
  it.each<[string, number, (number | null)[], number[]]>([
    ['shares evenly when nothing is measured', 12, [null, null, null], [4, 4, 4]],
    ['gives the best pillar more and keeps a floor of two', 12, [30, 5, 0], [5, 4, 3]],
    ['gives the remainder to the best pillar on a tie', 10, [10, 10, 0], [4, 4, 2]],
    ['counts an unmeasured pillar as the measured average', 12, [20, null, 0], [5, 4, 3]],
    ['keeps every pillar at two even when one dominates', 9, [1000, 0, 0], [4, 3, 2]],
    ['lowers the floor when there are too few slots', 4, [50, 0, 0], [2, 1, 1]],
    ['gives nothing when there are no slots', 0, [5, 5, 5], [0, 0, 0]],
    ['handles a single pillar', 5, [3], [5]],
    ['treats negative engagement as none', 8, [-5, 0], [4, 4]],
  ])('%s', (_name, slots, values, expected) => {
    const counts = weightedSlotCounts(slots, scores(...values))
    expect(counts).toEqual(expected)
    expect(counts.reduce((a, b) => a + b, 0)).toBe(slots)
  })

  it("caps the best pillar near three times a silent pillar's share of the rest", () => {
    // 34 slots (a two-week plan), 6 reserved: the other 28 split 3 : 1 : 1.
    expect(weightedSlotCounts(34, scores(90, 0, 0))).toEqual([19, 8, 7])
  })

  it('never gives the best pillar fewer slots than another, over many mixes', () => {
    for (let slots = 6; slots <= 24; slots++) {
      for (const values of [
        [9, 3, 1],
        [1, 9, 3],
        [2, 2, 8],
        [0, 0, 1],
      ]) {
        const counts = weightedSlotCounts(slots, scores(...values))
        const best = values.indexOf(Math.max(...values))
        expect(Math.max(...counts)).toBe(counts[best]!)
        expect(Math.min(...counts)).toBeGreaterThanOrEqual(2)
      }
    }
  })
})

describe('interleavePillars', () => {
  it.each<[number[], number[]]>([
    [
      [1, 1, 1],
      [0, 1, 2],
    ],
    [
      [2, 1],
      [0, 1, 0],
    ],
    [
      [3, 0, 1],
      [0, 0, 2, 0],
    ],
    [[], []],
  ])('spreads %p as %p', (counts, order) => expect(interleavePillars(counts)).toEqual(order))

  it('uses each pillar exactly its count and never puts one pillar three times in a row when others are left', () => {
    const counts = [7, 3, 2]
    const order = interleavePillars(counts)
    expect(counts.map((_, i) => order.filter((p) => p === i).length)).toEqual(counts)
    for (let i = 2; i < order.length; i++) {
      expect(order[i] === order[i - 1] && order[i] === order[i - 2]).toBe(false)
    }
  })
})
