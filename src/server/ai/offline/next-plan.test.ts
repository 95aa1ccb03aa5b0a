import { describe, expect, it } from 'bun:test'
import { MAX_SENTENCE_USES } from '../../../shared/content-rubric'
import { sentenceReuse } from '../../../shared/content-rubric-plan'
import { isNearDuplicate } from '../../../shared/near-duplicate'
import { sampleInterview } from '../../seed/content'
import type { TranscriptLine } from '../provider'
import { checkInQuestions } from './check-in'
import { HEALTHY_PLAN_POSTS, nextTweets } from './offline-provider'
import { offlinePillars } from './pillars'
import { offlineTweets } from './plan'

const interview: TranscriptLine[] = sampleInterview.map((m) => ({
  speaker: m.persona_number === 1 ? 'interviewer' : 'founder',
  content: m.content,
}))
const pillars = offlinePillars(interview).slice(0, 3)
const slots = Array.from({ length: 20 }, (_, index) => ({ index, pillarIndex: index % 3, localTime: '' }))
const first = offlineTweets({ transcript: interview, pillars, slots }).map((t) => t.content)

/** The next two weeks after a check-in with these answers. */
function nextPlan(answers: string[]) {
  const transcript = [
    ...interview,
    ...answers.flatMap((content, i) => [
      { speaker: 'interviewer' as const, content: checkInQuestions[i]! },
      { speaker: 'founder' as const, content },
    ]),
  ]
  const posts = nextTweets({ transcript, pillars, slots, avoid: first }).map((t) => t.content)
  const said = transcript.filter((l) => l.speaker === 'founder').map((l) => l.content)
  return { posts, said }
}

describe('the next two weeks (offline)', () => {
  it('draws a healthy plan from the check-in and what the first plan left, each sentence at most twice across both', () => {
    const { posts, said } = nextPlan([
      'We shipped two-way texting, so patients can reschedule by replying, and Riverside Dental signed up with all 6 of its clinics.',
      'Riverside filled 23 cancelled slots from the waitlist in their first month, and their no-shows dropped to 4 percent.',
      'I want to push two-way texting and the Riverside result.',
    ])
    expect(posts.length).toBeGreaterThanOrEqual(HEALTHY_PLAN_POSTS)
    expect(posts.filter((p) => /two-way texting|Riverside/.test(p)).length).toBeGreaterThanOrEqual(4)
    expect(sentenceReuse(said, [...first, ...posts]).filter((r) => r.uses > MAX_SENTENCE_USES)).toEqual([])
  })

  it('after a check-in with little news, may tell an earlier sentence once more, never twice in the new plan', () => {
    const { posts, said } = nextPlan([
      'Nothing big, we fixed a lot of small bugs.',
      'Two more clinics in Leeds signed up last week.',
      'Push the waitlist.',
    ])
    expect(posts.length).toBeGreaterThanOrEqual(HEALTHY_PLAN_POSTS)
    expect(posts.some((p) => /Leeds/.test(p))).toBe(true)
    expect(posts.some((p) => /nothing big/i.test(p))).toBe(false)
    expect(sentenceReuse(said, posts).filter((r) => r.uses > MAX_SENTENCE_USES)).toEqual([])
    for (const post of posts) expect(first.filter((earlier) => isNearDuplicate(earlier, post))).toEqual([])
  })
})
