import { describe, expect, it } from 'bun:test'
import { sampleInterview } from '../../seed/content'
import type { TranscriptLine } from '../provider'
import { commonWords, followsFrom } from './candidates'
import { analyseInterview } from './material'
import { offlinePillars } from './pillars'
import { offlineTweets } from './plan'

/** A founder's answers, each after a question, read as the engine reads them. */
function material(answers: string[]) {
  const transcript: TranscriptLine[] = answers.flatMap((content) => [
    { speaker: 'interviewer' as const, content: 'Tell me more?' },
    { speaker: 'founder' as const, content },
  ])
  const analysis = analyseInterview(transcript)
  const find = (start: string) => analysis.items.find((i) => i.text.startsWith(start))!
  return { find, common: commonWords(analysis.items, analysis.product) }
}

const dental = material([
  'We build Plotline, scheduling for small dental clinics.',
  'I ran the front desk of my father’s clinic for three years. No-shows cost the clinic twelve percent of revenue.',
  'Dental software is built for the big chains. Every clinic gets a six-week onboarding.',
  'We onboard a clinic in one afternoon.',
  'I sent texts that read like a bank alert and nobody answered.',
  'When I rewrote the texts to sound like the receptionist, replies to the texts jumped overnight.',
  'No-shows fell from fourteen to five percent at forty clinics.',
])

describe('a second sentence follows from the first', () => {
  it.each<[string, string, string, boolean]>([
    ['told after it in the same answer', 'I ran the front desk', 'No-shows cost', true],
    ['never told before it in the same answer', 'No-shows cost', 'I ran the front desk', false],
    ['sharing only what the founder says everywhere ("clinic")', 'Dental software', 'We onboard', false],
    ['about the same thing ("texts")', 'I sent texts', 'When I rewrote', true],
    ['where it started, then what was built', 'I ran the front desk', 'We build Plotline', true],
    ['a cost, then what changed ("no-shows")', 'No-shows cost', 'No-shows fell', true],
    ['a view, then an unrelated figure', 'Dental software', 'No-shows fell', false],
  ])('%s', (_name, first, second, follows) =>
    expect(followsFrom(dental.find(first), dental.find(second), dental.common)).toBe(follows),
  )

  it('counts the words said in most sentences as the domain, never the product', () => {
    expect(dental.common.has('clinic')).toBe(true)
    expect(dental.common.has('plotline')).toBe(false)
  })

  it('joins no belief of the sample interview with the unrelated onboarding line', () => {
    const transcript: TranscriptLine[] = sampleInterview.map((m) => ({
      speaker: m.persona_number === 1 ? 'interviewer' : 'founder',
      content: m.content,
    }))
    const pillars = offlinePillars(transcript).slice(0, 3)
    const slots = Array.from({ length: 20 }, (_, index) => ({ index, pillarIndex: index % 3, localTime: '' }))
    const posts = offlineTweets({ transcript, pillars, slots }).map((t) => t.content)
    expect(posts.length).toBeGreaterThanOrEqual(9)
    expect(posts.filter((p) => /big chains|call centre/.test(p) && /one afternoon/.test(p))).toEqual([])
  })
})
