import { describe, expect, it } from 'bun:test'
import { SessionReadCache } from './read-cache'

describe('SessionReadCache', () => {
  it('answers only for the version a body was built at', () => {
    const cache = new SessionReadCache()
    cache.set('a', 3, '{"v":3}')
    expect(cache.get('a', 3)).toBe('{"v":3}')
    expect(cache.get('a', 4)).toBeUndefined()
    expect(cache.get('b', 3)).toBeUndefined()
    cache.set('a', 4, '{"v":4}')
    expect(cache.get('a', 3)).toBeUndefined()
    expect(cache.get('a', 4)).toBe('{"v":4}')
    expect(cache.size).toEqual({ entries: 1, chars: 7 })
  })

  // Each case: the budget, the bodies set in order (id, length), the ids read in between, what is kept.
  const cases: {
    name: string
    max: number
    steps: (['set', string, number] | ['get', string])[]
    kept: string[]
  }[] = [
    {
      name: 'within budget keeps all',
      max: 30,
      steps: [
        ['set', 'a', 10],
        ['set', 'b', 10],
        ['set', 'c', 10],
      ],
      kept: ['a', 'b', 'c'],
    },
    {
      name: 'over budget drops the oldest',
      max: 25,
      steps: [
        ['set', 'a', 10],
        ['set', 'b', 10],
        ['set', 'c', 10],
      ],
      kept: ['b', 'c'],
    },
    {
      name: 'a read keeps a body longer',
      max: 25,
      steps: [
        ['set', 'a', 10],
        ['set', 'b', 10],
        ['get', 'a'],
        ['set', 'c', 10],
      ],
      kept: ['a', 'c'],
    },
    {
      name: 'a large body drops several',
      max: 30,
      steps: [
        ['set', 'a', 10],
        ['set', 'b', 10],
        ['set', 'c', 10],
        ['set', 'd', 25],
      ],
      kept: ['d'],
    },
    {
      name: 'a body over the budget is not kept',
      max: 20,
      steps: [
        ['set', 'a', 10],
        ['set', 'b', 21],
      ],
      kept: ['a'],
    },
    {
      name: 'replacing a body counts it once',
      max: 20,
      steps: [
        ['set', 'a', 10],
        ['set', 'a', 10],
        ['set', 'b', 10],
      ],
      kept: ['a', 'b'],
    },
  ]
  for (const c of cases)
    it(c.name, () => {
      const cache = new SessionReadCache(c.max)
      for (const step of c.steps)
        if (step[0] === 'set') cache.set(step[1], 1, 'x'.repeat(step[2]))
        else cache.get(step[1], 1)
      const all = ['a', 'b', 'c', 'd'].filter((id) => cache.has(id))
      expect(all).toEqual(c.kept)
      expect(cache.size.chars).toBeLessThanOrEqual(c.max)
    })
})
