import { describe, expect, it } from 'bun:test'
import { WorkQueue } from './work-queue'

const deferred = () => {
  let resolve!: () => void
  const promise = new Promise<void>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

describe('WorkQueue', () => {
  it('runs at most `limit` jobs at once', async () => {
    const queue = new WorkQueue(2)
    // Each job holds its slot until the test releases it.
    const gates = Array.from({ length: 6 }, deferred)
    const started: number[] = []
    let running = 0
    let peak = 0
    const done = gates.map((gate, i) =>
      queue.run(0, async () => {
        started.push(i)
        running++
        peak = Math.max(peak, running)
        await gate.promise
        running--
      }),
    )
    expect(started).toEqual([0, 1])
    expect(queue.queued).toBe(4)
    for (const [i, gate] of gates.entries()) {
      gate.resolve()
      await done[i]
    }
    expect(started).toEqual([0, 1, 2, 3, 4, 5])
    expect(peak).toBe(2)
  })

  it('starts waiting first sentences before later sentences of other replies', async () => {
    const queue = new WorkQueue(1)
    const started: string[] = []
    const gate = deferred()
    const busy = queue.run(0, async () => {
      started.push('A0')
      await gate.promise
    })
    const rest = [
      queue.run(1, async () => void started.push('A1')),
      queue.run(2, async () => void started.push('A2')),
      queue.run(0, async () => void started.push('B0')),
      queue.run(1, async () => void started.push('B1')),
    ]
    expect(queue.queued).toBe(4)
    gate.resolve()
    await Promise.all([busy, ...rest])
    expect(started).toEqual(['A0', 'B0', 'A1', 'B1', 'A2'])
  })

  it('frees the slot when a job fails', async () => {
    const queue = new WorkQueue(1)
    await expect(queue.run(0, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await queue.run(0, async () => 'next')).toBe('next')
  })
})
