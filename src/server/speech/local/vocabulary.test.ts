import { describe, expect, it } from 'bun:test'
import { interviewVocabulary, parseLexicon, phoneDistance, snapToVocabulary } from './vocabulary'

// A few lines of the recogniser's dictionary (cmudict-en-us.dict), as it writes them.
const lexicon = parseLexicon(`
bakeries B EY K ER IY Z
bakery B EY K ER IY
bread B R EH D
read R IY D
read(2) R EH D
is IH Z
the DH AH
west W EH S T
mid M IH D
midwest M IH D W EH S T
shift SH IH F T
shifts SH IH F T S
swap S W AA P
swamp S W AA M P
ovens AH V AH N Z
oven AH V AH N
of AH V
hospital HH AA S P IH T AH L
hospitals HH AA S P IH T AH L Z
customer K AH S T AH M ER
customers K AH S T AH M ER Z
we W IY
sell S EH L
it IH T
to T UW
what W AH T
does D AH Z
do D UW
`)

const vocabulary = interviewVocabulary(
  {
    product: 'ShiftSwap',
    typed: ['We sell it to bakeries.'],
    question: 'What does ShiftSwap do for the hospital?',
  },
  lexicon,
)

describe('interviewVocabulary', () => {
  it('keeps known words of four phones or more, not function words, and the product as written', () => {
    expect(vocabulary.map((entry) => entry.word)).toEqual(['ShiftSwap', 'bakeries', 'hospital'])
    expect(vocabulary[0]!.phones).toEqual(['SH', 'IH', 'F', 'T', 'S', 'W', 'AA', 'P'])
  })

  it('leaves out words the dictionary does not know and short ones', () => {
    expect(interviewVocabulary({ product: 'Zqxv', typed: ['sell bread'] }, lexicon)).toEqual([
      { word: 'bread', phones: ['B', 'R', 'EH', 'D'] },
    ])
  })
})

describe('phoneDistance', () => {
  it.each([
    [['B', 'R', 'EH', 'D'], ['B', 'R', 'EH', 'D'], 0],
    [['R', 'EH', 'D'], ['B', 'R', 'EH', 'D'], 1],
    [['R', 'IY', 'D'], ['R', 'EH', 'D'], 0.5], // a vowel for a vowel costs half
    [['S', 'W', 'AA', 'M', 'P'], ['S', 'W', 'AA', 'P'], 1],
  ] as const)('%p → %p is %p', (a, b, distance) => {
    expect(phoneDistance(a, b)).toBe(distance)
  })
})

describe('snapToVocabulary', () => {
  const snap = (text: string) => snapToVocabulary(text.split(' '), vocabulary, lexicon).join(' ')

  it.each([
    // A span that sounds like an interview word becomes it.
    ['we built shift swap', 'we built ShiftSwap'],
    ['what does shift swamp do', 'what does ShiftSwap do'],
    ['we sell to bakery is', 'we sell to bakeries'],
    // Another form of the same word stays as heard; so do words already right, and function words.
    ['my father had a bakery', 'my father had a bakery'],
    ['two hospitals', 'two hospitals'],
    ['we sell it to bakeries', 'we sell it to bakeries'],
    ['it is the', 'it is the'],
    // Too far off to be the same word.
    ['the west', 'the west'],
    ['we read it', 'we read it'],
    // Unknown words are left alone.
    ['zzz shift', 'zzz shift'],
    ['', ''],
  ])('"%s" → "%s"', (heard, snapped) => {
    expect(snap(heard)).toBe(snapped)
  })

  it('changes nothing without a vocabulary', () => {
    expect(snapToVocabulary(['shift', 'swap'], [], lexicon)).toEqual(['shift', 'swap'])
  })
})
