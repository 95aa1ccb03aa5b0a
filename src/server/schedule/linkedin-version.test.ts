import { describe, expect, it } from 'bun:test'
import { readAnswers, withLinkedInVersions } from '../ai/offline/writer'
import type { TranscriptLine } from '../ai/provider'
import { tweetChanges } from '../tweets/edits'
import { founderFigures, linkedInVersion } from './drafts'

const transcript: TranscriptLine[] = [
  { speaker: 'interviewer', content: 'What are you building, and who is it for?' },
  {
    speaker: 'founder',
    content:
      'Pipewatch listens to water mains at night and finds leaks. We sell to small water utilities. We charge €900 a kilometre a year.',
  },
  { speaker: 'interviewer', content: 'What is the best number you have so far?' },
  {
    speaker: 'founder',
    content:
      'We found four hundred and twelve leaks last winter. Crews dug 38 holes instead of 90. The crews in Kemi stopped digging dry holes. Honestly the crews were the ones who noticed first, before the managers did. They started calling us before they called their own office.',
  },
]

describe("a post's LinkedIn version", () => {
  it.each([
    ['Found 412 leaks.\n\nCrews dug 38 holes instead of 90, and noticed first.', 'Found 412 leaks.', true],
    // A figure the founder never gave is a new fact: LinkedIn gets the post's own words instead.
    ['Found 412 leaks and saved €2 million.', 'Found 412 leaks.', false],
    ['Found 412 leaks and saved two million euros.', 'Found 412 leaks.', false],
    ['Found 412 leaks. #water #leaks #startup', 'Found 412 leaks.', false],
    ['Found 412 leaks.', 'Found 412 leaks.', false],
    ['x'.repeat(3001), 'Found 412 leaks.', false],
    [42, 'Found 412 leaks.', false],
  ])('%#', (proposed, post, kept) => {
    expect(linkedInVersion(proposed, post, founderFigures(transcript)) !== null).toBe(kept)
  })

  it('is written by the offline engine from the same answer: the post, then what no post tells, once', () => {
    const [, answer] = readAnswers(transcript)
    const posts = [
      { text: 'We found 412 leaks last winter. Crews dug 38 holes instead of 90.', sources: [answer!.raw] },
      { text: 'The crews in Kemi stopped digging dry holes.', sources: [answer!.raw] },
    ]
    const [first, second] = withLinkedInVersions(posts, [answer!])
    expect(first!.linkedin).toBe(
      'We found 412 leaks last winter. Crews dug 38 holes instead of 90.\n\nThe crews were the ones who noticed first, before the managers did. They started calling us before they called their own office.',
    )
    // Everything it could add is told already (by the other post's version).
    expect(second!.linkedin).toBeUndefined()
  })

  it('is dropped when the post is edited, since it told the old words', () => {
    const tweet = { content: 'Old.', threadParts: null, postedPartIds: [] }
    expect(tweetChanges(tweet, { content: 'New.' }).linkedinVariant).toBeNull()
    expect('linkedinVariant' in tweetChanges(tweet, { scheduled_time: '2030-01-01T09:00:00Z' })).toBe(false)
  })
})
