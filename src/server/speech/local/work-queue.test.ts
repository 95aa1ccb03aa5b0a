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
    let running = 0
    let peak = 0
    const job = async () => {
      running++
      peak = Math.max(peak, running)
      await Bun.sleep(5)
      running--
    }
    await Promise.all(Array.from({ length: 6 }, () => queue.run(0, job)))
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
