import { describe, expect, it } from 'bun:test'
import { decidePart, findPostedPart, nextThreadStep, type ThreadProgress } from './thread-policy'

const parts = ['One.', 'Two.', 'Three.']

describe('nextThreadStep', () => {
  const cases: [string, Partial<ThreadProgress>, ReturnType<typeof nextThreadStep>][] = [
    [
      'posts the first part of a fresh thread, replying to nothing',
      {},
      { action: 'post', index: 0, text: 'One.', replyTo: null },
    ],
    [
      'resumes at the first unconfirmed part, as a reply to the part before',
      { postedIds: ['a', 'b'] },
      { action: 'post', index: 2, text: 'Three.', replyTo: 'b' },
    ],
    [
      'looks on X first when a retry resumes (the last send may have gone out)',
      { postedIds: ['a'], attempts: 2 },
      { action: 'reconcile', index: 1, text: 'Two.', replyTo: 'a' },
    ],
    [
      'sends once this attempt has looked',
      { postedIds: ['a'], attempts: 2, reconciled: true },
      { action: 'post', index: 1, text: 'Two.', replyTo: 'a' },
    ],
    ['is done when every part is confirmed', { postedIds: ['a', 'b', 'c'], attempts: 3 }, { action: 'done' }],
    [
      'treats a single post as a thread of one',
      { parts: ['Solo.'], attempts: 2 },
      { action: 'reconcile', index: 0, text: 'Solo.', replyTo: null },
    ],
  ]
  for (const [name, progress, expected] of cases) {
    it(name, () => {
      expect(nextThreadStep({ parts, postedIds: [], attempts: 1, reconciled: false, ...progress })).toEqual(
        expected,
      )
    })
  }
})

describe('findPostedPart', () => {
  const recent = [
    { id: '9', text: 'Two.', replyTo: 'zzz' },
    { id: '8', text: 'Two.', replyTo: 'a' },
    { id: '7', text: 'One.', replyTo: null },
  ]
  const cases: [string, { text: string; replyTo: string | null }, string | null][] = [
    ['finds the part replying to the part before', { text: 'Two.', replyTo: 'a' }, '8'],
    ['finds a first part that replies to nothing', { text: 'One.', replyTo: null }, '7'],
    ['ignores the same text in another conversation', { text: 'Two.', replyTo: 'b' }, null],
    ['ignores a first part posted as a reply', { text: 'Two.', replyTo: null }, null],
    ['finds nothing for text not on X', { text: 'Three.', replyTo: '8' }, null],
  ]
  for (const [name, step, expected] of cases)
    it(name, () => expect(findPostedPart(step, recent)).toBe(expected))
})

describe('decidePart', () => {
  const now = new Date('2026-03-02T09:05:00Z')
  const base = { attempts: 1, scheduledTime: new Date('2026-03-02T09:00:00Z'), now }
  const cases: [string, Parameters<typeof decidePart>, ReturnType<typeof decidePart>][] = [
    [
      'stops a thread at a duplicate part, keeping the parts already posted',
      [
        { kind: 'duplicate', message: 'duplicate content' },
        { ...base, index: 2, total: 4 },
      ],
      {
        action: 'fail',
        reason: 'X refused part 3 of 4 as a duplicate: duplicate content The first 2 parts stay on X.',
      },
    ],
    [
      'says when no part was posted',
      [
        { kind: 'duplicate', message: 'dup' },
        { ...base, index: 0, total: 2 },
      ],
      { action: 'fail', reason: 'X refused part 1 of 2 as a duplicate: dup No part was posted.' },
    ],
    [
      'names the part for other final errors',
      [
        { kind: 'client', status: 400, message: 'bad' },
        { ...base, index: 1, total: 3 },
      ],
      {
        action: 'fail',
        reason: 'Thread stopped at part 2 of 3: X refused the post (400): bad The first part stays on X.',
      },
    ],
    [
      'retries a 5xx on a part like a single post',
      [
        { kind: 'server', status: 503, message: 'down' },
        { ...base, index: 1, total: 3 },
      ],
      { action: 'retry', at: new Date(now.getTime() + 5000) },
    ],
    [
      'keeps single-post reasons unchanged',
      [
        { kind: 'duplicate', message: 'dup' },
        { ...base, index: 0, total: 1 },
      ],
      { action: 'fail', reason: 'X refused a duplicate post: dup' },
    ],
  ]
  for (const [name, args, expected] of cases) it(name, () => expect(decidePart(...args)).toEqual(expected))
})
