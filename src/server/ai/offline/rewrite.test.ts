import { describe, expect, it } from 'bun:test'
import { fragment } from '../../../shared/content-rubric-posts'
import { REWRITE_ALTERNATIVES, type RewritePreset, usableAlternatives } from '../../../shared/rewrite'
import { sampleInterview } from '../../admin/seed/content'
import type { TranscriptLine } from '../provider'
import { offlinePillars } from './pillars'
import { offlineRewrite, standsAlone } from './rewrite'
import { writePlan } from './writer'

const transcript: TranscriptLine[] = sampleInterview.map((m) => ({
  speaker: m.persona_number === 1 ? 'interviewer' : 'founder',
  content: m.content,
}))
const plan = writePlan({
  transcript,
  pillars: offlinePillars(transcript).slice(0, 3),
  slots: Array.from({ length: 20 }, (_, index) => ({ index, pillarIndex: index % 3, localTime: '' })),
}).map((t) => t.content)

/** Posts whose first clause leans on the rest ("Across our first forty clinics, …"), and the plan's own. */
const posts = [
  'By the numbers: across our first forty clinics, no-shows went from fourteen percent to five percent in the first quarter. The waitlist means the clinic can promise faster appointments, which brings in new patients.',
  'Across our first forty clinics, no-shows went from fourteen percent to five percent in the first quarter.\n\nPractice managers: which number would you want to move first?',
  'When I rewrote them to sound like the receptionist, with the dentist’s name and a simple reply Y to confirm, replies jumped overnight.\n\nPractice managers: when did this last happen to you?',
  ...plan.slice(0, 4),
]
const presets: (RewritePreset | undefined)[] = [
  undefined,
  'shorter',
  'punchier',
  'more_personal',
  'add_number',
  'question',
]

describe('offline rewrite', () => {
  it.each([
    ['Across our first forty clinics', false],
    ['By the numbers', false],
    ['which brings in new patients', false],
    ['no-shows went from fourteen percent to five percent in the first quarter', true],
    ['The dentist stops double-booking to hedge', true],
  ])('"%s" stands alone as a sentence: %p', (clause, alone) => expect(standsAlone(clause)).toBe(alone))

  describe.each(presets)('preset %s', (preset) => {
    it.each(posts)('gives three usable alternatives, each of whole sentences: %s', (text) => {
      const otherPosts = plan.filter((p) => p !== text)
      const candidates = offlineRewrite({ transcript, pillar: null, text, preset, otherPosts })
      const { alternatives } = usableAlternatives(candidates, { original: text, otherPosts })
      expect(alternatives).toHaveLength(REWRITE_ALTERNATIVES)
      expect(candidates.filter((c) => fragment(c) !== null)).toEqual([])
    })
  })
})
