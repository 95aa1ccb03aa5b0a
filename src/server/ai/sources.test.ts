import { describe, expect, it } from 'bun:test'
import type { TranscriptLine } from './provider'
import { MAX_SOURCES_PER_POST, verifiedSources } from './sources'

const transcript: TranscriptLine[] = [
  { speaker: 'interviewer', content: 'What is the story behind Plotline? Our reminders are the best.' },
  {
    speaker: 'founder',
    content:
      'I ran the front desk for my father for three years. One Monday we had four empty chairs by ten a.m. and a waitlist of six people on a sticky note I couldn’t reach in time.',
  },
  { speaker: 'interviewer', content: 'Anything you never want your posts to sound like?' },
  {
    speaker: 'founder',
    content:
      'Like a software ad. No “revolutionise your practice”.   Just real stories\nfrom real front desks.',
  },
  { speaker: 'founder', content: 'My dad’s clinic lost twelve percent of revenue to no-shows.' },
]

describe('verifiedSources', () => {
  it.each<[string, unknown, string[]]>([
    [
      'keeps a sentence of an answer as the founder wrote it',
      ['I ran the front desk for my father for three years.'],
      ['I ran the front desk for my father for three years.'],
    ],
    [
      'finds it whatever the case, quotes and spacing, and gives back the founder’s text',
      ['"one monday we had four  empty chairs by ten a.m."'],
      ['One Monday we had four empty chairs by ten a.m.'],
    ],
    [
      'matches straight quotes against typographic ones',
      ["a sticky note I couldn't reach in time"],
      ['a sticky note I couldn’t reach in time.'],
    ],
    [
      'finds words that run over a line break in the answer',
      ['Just real stories from real front desks'],
      ['Just real stories from real front desks.'],
    ],
    ['drops a made-up quote', ['We raised forty million dollars last week.'], []],
    ['drops a reworded quote', ['I worked at the front desk for my father for three years.'], []],
    ['drops words the interviewer said, not the founder', ['What is the story behind Plotline?'], []],
    ['drops two answers stitched together', ['in time. Like a software ad.'], []],
    ['drops excerpts too short to say anything', ['No-shows.', 'four empty'], []],
    ['drops a part of a word', ['an the front desk for my'], []],
    [
      'keeps a fragment of a sentence, apostrophes and all',
      ['My dad’s clinic lost twelve percent'],
      ['My dad’s clinic lost twelve percent'],
    ],
    [
      'drops repeats, and a shorter excerpt of one already kept',
      [
        'I ran the front desk for my father for three years.',
        'i ran the front desk for my father for three years',
        'the front desk for my father',
      ],
      ['I ran the front desk for my father for three years.'],
    ],
    [
      'keeps the longer excerpt when it comes second',
      ['the front desk for my father', 'I ran the front desk for my father for three years.'],
      ['I ran the front desk for my father for three years.'],
    ],
    ['drops what is not text', [42, null, { text: 'I ran the front desk' }], []],
    ['gives nothing for no list', 'I ran the front desk for my father for three years.', []],
  ])('%s', (_, sources, expected) => {
    expect(verifiedSources(sources, transcript)).toEqual(expected)
  })

  it('drops the founder’s instructions about tone: they are rules for posts, not material', () => {
    const rules = ['Like a software ad.', 'No “revolutionise your practice”.']
    expect(
      verifiedSources(
        ['Like a software ad.', 'No "revolutionise your practice"', 'One Monday we had four empty chairs'],
        transcript,
        rules,
      ),
    ).toEqual(['One Monday we had four empty chairs'])
    // A whole answer that also says how to sound is still material.
    const answer =
      'Like a software ad. No “revolutionise your practice”. Just real stories from real front desks.'
    expect(verifiedSources([answer], transcript, rules)).toEqual([answer])
  })

  it(`keeps at most ${MAX_SOURCES_PER_POST} excerpts a post`, () => {
    const many = [
      'I ran the front desk for my father',
      'One Monday we had four empty chairs',
      'a waitlist of six people on a sticky note',
      'Just real stories from real front desks.',
    ]
    expect(verifiedSources(many, transcript)).toHaveLength(MAX_SOURCES_PER_POST)
  })
})
