import { describe, expect, it } from 'bun:test'
import { CRITERIA, CRITERION_IDS, MAX_SENTENCE_USES } from './content-rubric'
import { sentenceReuse } from './content-rubric-plan'

const answers = [
  'I built Ledgerly after losing a weekend every quarter reconciling invoices for my own studio. Accountants should be advisers, not data-entry clerks.',
  'Ledgerly reads bank feeds and matches receipts. Yes.',
]

describe('sentenceReuse', () => {
  it.each<[string, string[], [string, number][]]>([
    ['a plan that tells nothing of the founder', ['Crypto wallets will replace banks.'], []],
    [
      'a sentence told once, as said',
      ['Accountants should be advisers, not data-entry clerks.'],
      [['Accountants should be advisers, not data-entry clerks.', 1]],
    ],
    [
      'a sentence retold under a label and beside another',
      [
        'Hot take: accountants should be advisers, not data-entry clerks.',
        'Ledgerly reads bank feeds and matches receipts. Accountants should be advisers, not data-entry clerks.',
        'Unpopular opinion: accountants should be advisers and never data-entry clerks.',
      ],
      [
        ['Accountants should be advisers, not data-entry clerks.', 3],
        ['Ledgerly reads bank feeds and matches receipts.', 1],
      ],
    ],
    [
      'a sentence retold in another person and order',
      [
        'Losing a weekend every quarter reconciling invoices for your own studio? That is why I built Ledgerly.',
      ],
      [['I built Ledgerly after losing a weekend every quarter reconciling invoices for my own studio.', 1]],
    ],
    ['a post sharing only a few of its words', ['Ledgerly matches receipts for accountants.'], []],
  ])('%s', (_name, posts, expected) =>
    expect(sentenceReuse(answers, posts).map((r) => [r.sentence, r.uses])).toEqual(expected),
  )

  it('ignores sentences too short to recognise ("Yes.")', () =>
    expect(sentenceReuse(['Yes. Yes. Yes.'], ['Yes.', 'Yes.', 'Yes.'])).toEqual([]))

  it('allows one telling of a sentence per plan', () => expect(MAX_SENTENCE_USES).toBe(1))
})

describe('criteria', () => {
  it('lists every criterion once, in the order reports show them', () =>
    expect(Object.keys(CRITERIA)).toEqual([...CRITERION_IDS]))
})
