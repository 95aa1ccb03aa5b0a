import { describe, expect, test } from 'bun:test'
import { mcCase } from './nlp'
import { saysWhatWeDo, withWhatWeDo } from './post-lines'

describe('saysWhatWeDo: a sentence on what the company does now', () => {
  test.each([
    ['Before we plant, one neighbour on the block adopts each tree.', 'Vereda Verde', true],
    ['We repair old suits in our workshop in Hallim.', 'Sumbi', true],
    ['Sumbi makes wetsuits for haenyeo.', 'Sumbi', true],
    ['Vereda Verde plants street trees on bare blocks.', 'Vereda Verde', true],
    ['At Dišeme, we send a text message to the school.', 'Dišeme', true],
    ['Before Sumbi, only two or three shops made haenyeo suits.', 'Sumbi', false],
    ['We lost half the harvest that year.', 'Spatfall', false],
    ['We tried three suppliers and all of them failed.', 'Spatfall', false],
    ['We could not find a single shop that did it.', 'Spatfall', false],
    ['The city plants trees, but many of them die.', 'Vereda Verde', false],
    ['Many of them tape the holes with tape.', null, false],
  ])('%p (%p) → %p', (sentence, product, says) => {
    expect(saysWhatWeDo(sentence, product)).toBe(says)
  })
})

type Post = { text: string; parts?: string[]; topic: string | null; kind: string; sources: string[] }
const post = (topic: string, text: string, parts?: string[]): Post => ({
  text,
  ...(parts ? { parts } : {}),
  topic,
  kind: topic,
  sources: [`${topic} answer`],
})

const trees = post(
  'product',
  'Vereda Verde plants street trees on blocks in the outer neighbourhoods of Montevideo.',
  [
    'We grow the trees ourselves in a nursery in a school yard in Colón.\n\nBefore we plant, one neighbour on the block adopts each tree and promises to water it during its first two summers.',
    'Our volunteers are about 120 people, most of them from the same neighbourhoods.',
  ],
)
const dying = post(
  'problem',
  'In the outer neighbourhoods people wait for the bus in full sun at 38 degrees.',
  [
    'The city plants trees, but many of them die in the first summer because no one waters them, and then the neighbours conclude that trees do not grow there.',
  ],
)

describe('withWhatWeDo: a problem post ends on what the founder does about it', () => {
  test('the product sentence that answers the problem moves to its end, said once', () => {
    const [product, problem] = withWhatWeDo([trees, dying], 'Vereda Verde')
    expect(problem!.parts!.at(-1)).toEndWith(
      'Before we plant, one neighbour on the block adopts each tree and promises to water it during its first two summers.',
    )
    expect(problem!.sources).toEqual(['problem answer', 'product answer'])
    const pitch = [product!.text, ...product!.parts!].join('\n\n')
    expect(pitch).not.toContain('Before we plant')
    expect(pitch).toContain('We grow the trees ourselves')
  })

  test('a sentence followed by a blank line moves, and is said once', () => {
    const product = post(
      'product',
      'I own Holdfast in Norman.\n\nWe build steel storm shelters that go in your garage, so nobody has to drive to a shelter.\n\nWe install each one in the concrete floor in a day.',
    )
    const problem = post(
      'problem',
      'People drive to a shelter when a tornado comes, and most houses have no basement.',
    )
    const [pitch, ended] = withWhatWeDo([product, problem], 'Holdfast')
    expect(ended!.text).toEndWith(
      'We build steel storm shelters that go in your garage, so nobody has to drive to a shelter.',
    )
    expect(pitch!.text).toBe(
      'I own Holdfast in Norman.\n\nWe install each one in the concrete floor in a day.',
    )
  })

  test('"Also we repair…" ends it as "We repair…"', () => {
    const suits = post('product', 'Sumbi makes wetsuits for haenyeo, the women divers of Jeju.', [
      'We scan the body of each diver in 3D.\n\nAlso we repair old suits in our workshop and with a small van which visits the diving villages.',
    ])
    const holes = post(
      'problem',
      'Many divers tape the holes in their old suits by themselves, because the repair shop is far and they have no car.',
    )
    const [, problem] = withWhatWeDo([suits, holes], 'Sumbi')
    expect(problem!.text).toEndWith(
      '\n\nWe repair old suits in our workshop and with a small van which visits the diving villages.',
    )
  })

  test.each([
    [
      'a problem post that already says what we do',
      post(
        'problem',
        'Trees die in the first summer because no one waters them. Now we find a neighbour who waters each one.',
      ),
      trees,
    ],
    [
      'a product post of two sentences, which would be left a line',
      dying,
      post('product', 'Vereda Verde plants street trees.', [
        'Before we plant, one neighbour adopts each tree and promises to water it.',
      ]),
    ],
    [
      'a product post left with a greeting and who the founder is',
      post('problem', 'Cheap domino sets crack after one season of slamming on the table.'),
      post('product', 'WAH GWAAN!! Shanelle from SIX LOVE in Kingston here!!!', [
        'We make domino sets that can take a proper slam on the table, season after season.',
      ]),
    ],
    [
      'a sentence the next one leans on',
      post('problem', 'Bakeries throw away the bread they did not sell, every evening.'),
      post('product', 'Raffermo means stale.', [
        'Every evening we collect the bread that the bakeries did not sell.\n\nWe dry it, we toast it, and we grind it.',
      ]),
    ],
    [
      'whom they serve',
      post('problem', 'Patients miss hospital appointments because there is no bus.'),
      post('product', 'Omukago runs a minibus service.', [
        'We serve the patients of the hospital and the health centres around Mbarara.\n\nBookings open a week ahead.',
      ]),
    ],
    [
      'no sentence that shares two words with the problem',
      post('problem', 'Buses in the outer neighbourhoods run late and stop early.'),
      trees,
    ],
    [
      'a sentence that leans on the one before it',
      dying,
      post('product', 'Vereda Verde plants street trees on bare blocks.', [
        'We raise saplings in a school yard.\n\nThen we ask a neighbour to water each tree in its first summers.',
      ]),
    ],
  ])('nothing moves for %s', (_, problem, product) => {
    expect(withWhatWeDo([product, problem], 'Vereda Verde')).toEqual([product, problem])
  })
})

describe("saysWhatWeDo: only the sentence's own subject", () => {
  test.each([
    ['About 9,000 people who use the free CLI that we know of.', false],
    ['We just want the 250 customers of the barber.', false],
    ["We're in Hobart, Tasmania.", false],
    ['The schools we work with are gymnasiums in villages.', false],
    ['First, cement companies — we supply two in Chile.', false],
    ['After, if the farmer wants, we buy the dried apricots.', false],
    ['The laundry knows how many came in, and when a pillowcase goes grey, we tell you that too.', false],
    ['La Sombra is very simple, and that is on purpose.', false],
    ['Chaabi is a rehearsal for database migrations.', true],
    ['In each village, we train one volunteer to look after the books.', true],
  ])('%p → %p', (sentence, says) => expect(saysWhatWeDo(sentence, 'Chaabi')).toBe(says))
})

test.each([
  ['Mrs Mcnulty wrote me a card.', 'Mrs McNulty wrote me a card.'],
  ['Shona Mcglinchey here, and Mr McArdle.', 'Shona McGlinchey here, and Mr McArdle.'],
  ['We met at Mcdo.', 'We met at Mcdo.'],
])('mcCase: %p → %p', (text, written) => expect(mcCase(text)).toBe(written))
