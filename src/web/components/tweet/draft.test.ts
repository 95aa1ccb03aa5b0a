import { describe, expect, it } from 'bun:test'
import { draftOf, draftUpdates, type TweetDraft } from './draft'

const at = new Date(2026, 10, 23, 9, 30)
const single = { content: 'One post.', thread_parts: null, scheduled_time: at }
const thread = { content: 'Part one.', thread_parts: ['Part one.', 'Part two.'], scheduled_time: at }

describe('draftOf', () => {
  it('reads the local date and time into the inputs', () =>
    expect(draftOf(single)).toEqual({ content: 'One post.', parts: null, date: '2026-11-23', time: '09:30' }))
})

describe('draftUpdates', () => {
  const edit = (tweet: typeof single | typeof thread, change: Partial<TweetDraft>) =>
    draftUpdates({ ...draftOf(tweet), ...change }, tweet)
  it.each<[string, typeof single | typeof thread, Partial<TweetDraft>, ReturnType<typeof draftUpdates>]>([
    ['nothing changed: nothing is sent', single, {}, null],
    ['new text', single, { content: 'Better post.' }, { content: 'Better post.' }],
    [
      'a new time',
      single,
      { date: '2026-11-24', time: '10:00' },
      { scheduled_time: new Date(2026, 10, 24, 10, 0).toISOString() },
    ],
    ['an unreadable time keeps the old one', single, { time: '' }, null],
    [
      'a post split into a thread',
      single,
      { parts: ['One post.', 'And more.'] },
      { thread_parts: ['One post.', 'And more.'] },
    ],
    ['a thread with the same parts', thread, {}, null],
    [
      'a thread part edited',
      thread,
      { parts: ['Part one.', 'Part 2!'] },
      { thread_parts: ['Part one.', 'Part 2!'] },
    ],
    [
      'a thread back to one post',
      thread,
      { parts: null, content: 'Part one.' },
      { thread_parts: null, content: 'Part one.' },
    ],
  ])('%s', (_name, tweet, change, expected) => expect(edit(tweet, change)).toEqual(expected))
})
