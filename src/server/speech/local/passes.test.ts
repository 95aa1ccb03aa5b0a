import { describe, expect, it } from 'bun:test'
import { editDistance } from '../edit-distance'
import type { Recognised } from './hypseg'
import { consensus, dither } from './passes'

const heard = (text: string, total: number): Recognised => ({
  words: text
    .split(' ')
    .filter(Boolean)
    .map((word) => ({ word, frames: 10, acoustic: -100_000 })),
  total,
})

describe('dither', () => {
  it('moves each sample by at most one step, the same way for the same audio, and keeps the input', () => {
    const pcm = new Uint8Array(new Int16Array([0, 0, 0, 0, 1000, -1000, 32767, -32768]).buffer)
    const copy = pcm.slice()
    const once = dither(pcm)
    expect(dither(pcm)).toEqual(once)
    expect(pcm).toEqual(copy)
    const samples = new Int16Array(once.buffer)
    const original = new Int16Array(copy.buffer)
    samples.forEach((sample, i) => {
      expect(Math.abs(sample - original[i]!)).toBeLessThanOrEqual(1)
    })
  })

  it('breaks up digital silence', () => {
    const silence = new Uint8Array(2000)
    expect(new Int16Array(dither(silence).buffer).some((sample) => sample !== 0)).toBe(true)
  })

  it('leaves an odd last byte as it is', () => {
    expect(dither(new Uint8Array([0, 0, 7])).at(-1)).toBe(7)
  })
})

describe('editDistance of words', () => {
  it.each([
    ['we build ovens', 'we build ovens', 0],
    ['we build ovens', 'we belgium insofar', 2],
    ['we build ovens', 'we build', 1],
    ['', 'we', 1],
  ])('"%s" / "%s": %p', (a, b, distance) => {
    expect(editDistance(a.split(' ').filter(Boolean), b.split(' ').filter(Boolean))).toBe(distance)
  })
})

describe('consensus', () => {
  it('keeps the recognition the others agree with most, whatever its score', () => {
    const kept = consensus([
      heard('we belgium insofar small bakeries', -900),
      heard('we build ovens for small bakeries', -1000),
      heard('we build ovens for small bakery', -950),
    ])
    expect(kept.total).toBe(-1000)
  })

  it('on a tie keeps the likelier (two passes: the likelier)', () => {
    expect(consensus([heard('a b', -10), heard('a c', -5)]).total).toBe(-5)
    expect(consensus([heard('a b', -10)]).total).toBe(-10)
  })
})
