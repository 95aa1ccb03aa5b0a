import { describe, expect, it } from 'bun:test'
import { analyseInterview } from './material'
import { pickPhrase, titleFor } from './titles'
import { topicQuestions } from './topics'

/** The problem pillar's title for one answer to the problem question. */
function problemTitle(answer: string) {
  const analysis = analyseInterview([
    { speaker: 'interviewer', content: topicQuestions.problem },
    { speaker: 'founder', content: answer },
  ])
  const phrase = pickPhrase('problem', analysis.items, analysis, new Set(), analysis.names)
  return phrase && titleFor.problem(phrase, analysis.product)
}

describe('problem pillar titles name the loss, not the goods', () => {
  it.each([
    [
      "Before us a trader lost about ₹40,000 a month by selling onions at yesterday's price.",
      "The real cost of yesterday's price",
    ],
    [
      "I ran the front desk of my father's clinic, where missed appointments cost about 12% of revenue.",
      'The real cost of missed appointments',
    ],
    ['Lorries drive 18% of their kilometres empty.', 'The real cost of empty kilometres'],
    [
      'Recipes get lost: nobody had written down her adobo, and we tried to rebuild it for a year.',
      'The real cost of lost recipes',
    ],
    ['Payroll errors cost the average venue $4,800 a year.', 'The real cost of payroll errors'],
  ])('%s → %s', (answer, title) => expect(problemTitle(answer)).toBe(title))
})
