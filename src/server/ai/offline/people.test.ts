import { describe, expect, test } from 'bun:test'
import { introduce, introductions, joinNameAndDescription, namedPronoun } from './people'

const interview = [
  'The one I like to tell is Parcelpoint, a logistics software company in Columbus, Ohio, with about 140 engineers; Bogdan Ilić runs their platform team.',
  'Helmi. Ops lead at a fintech in Helsinki, 240 people. First scan found 310 zombie meetings.',
  'Denise. 57, retired bus driver in Leeds, learning trumpet. First month: 48 minutes a week.',
  'Mama Achieng runs a vegetable kiosk on a lane in Mathare 4A. Until 2022, that lane was dark.',
  'With my colleague Jonas, he is electronic engineer, we put a sensor on one machine of Herr Maier.',
  "Herr Maier stood next to the machine and said: 'Katrin, you are the expert.'",
  'The one I think about most is Yonas, who is from Eritrea.',
  'My father, Seu Biu, a fisherman of Tamandaré, sold the fish for 9 reais.',
  'Pan Zbigniew Kowalczyk, he has 40 hectares of apples near Warka.',
  'My favourite is Naa Adjeley Quaye, she owns a hair studio in Tema.',
  'The one I tell is Norrvatten Energi, the heating company in Kemi, and their network manager Sari Niskanen.',
  'It is run by a nurse manager called Ifeoma Nwosu, who came over from Enugu in 2009 and has, I think, the most organised mind there.',
  'Walter Dueck is 81, a retired bus driver in East Kildonan, and since hip surgery in 2024 he has used a walker.',
  "Credit him as 'Emmanuel Kouassi, maintenance manager at a cocoa plant in San-Pédro' — person, not company.",
]
const known = introductions(
  [...interview, 'We cover the Shire: Mwanza, the Ruo and three smaller ones, all of them.'],
  ['Katrin', 'Ratterfrei'],
)

describe('introductions', () => {
  test.each([
    ['Bogdan', { full: 'Bogdan Ilić', apposition: "who runs Parcelpoint's platform team" }],
    ['Parcelpoint', { apposition: 'a logistics software company in Columbus' }],
    ['Helmi', { apposition: 'ops lead at a fintech in Helsinki' }],
    ['Denise', { apposition: '57, retired bus driver in Leeds' }],
    ['Mama Achieng', { apposition: 'who runs a vegetable kiosk on a lane in Mathare 4A' }],
    ['Jonas', { role: 'my colleague' }],
    // A surname of two words; "their" is the company named before them.
    ['Naa', { full: 'Naa Adjeley Quaye', apposition: 'who owns a hair studio in Tema' }],
    ['Sari', { full: 'Sari Niskanen', role: "Norrvatten Energi's network manager" }],
    ['Yonas', { apposition: 'who is from Eritrea' }],
    // Cut at a comma, a clause waiting for its object is left out.
    ['Ifeoma', { full: 'Ifeoma Nwosu', apposition: 'who came over from Enugu in 2009' }],
    // An age, then who they are.
    ['Walter', { full: 'Walter Dueck', apposition: '81, a retired bus driver in East Kildonan' }],
    [
      'Pan Zbigniew',
      { full: 'Pan Zbigniew Kowalczyk', apposition: 'who has 40 hectares of apples near Warka' },
    ],
    // A credit in quotation marks ends at its closing mark, not at the founder's note after a dash.
    [
      'Emmanuel',
      { full: 'Emmanuel Kouassi', apposition: 'maintenance manager at a cocoa plant in San-Pédro' },
    ],
  ])('knows who %s is', (name, expected) => {
    expect(known.get(name)).toMatchObject(expected)
  })

  test('a place after "in" is no person, whatever follows it', () => {
    const places = introductions(
      ['Our first pilot was in 2021 with my old employer in Riccione, one hotel, 4,000 towels.'],
      [],
    )
    expect(places.has('Riccione')).toBe(false)
  })

  test('a name said elsewhere after "in" is a place, whatever follows it where it comes again', () => {
    const places = introductions(
      [
        'In Qamsar every family picks roses at dawn.',
        'In May 2024 he came to Qamsar, 72 year old, and stayed all night by the pot.',
      ],
      [],
    )
    expect(places.has('Qamsar')).toBe(false)
  })

  test('a count in a place after a name is the next item of a list', () => {
    const places = introductions(
      ['Moskan runs on 64 sites: 38 in Norway, 17 at Faroes, 7 in Scotland and Shetland.'],
      [],
    )
    expect(places.get('Faroes')?.apposition).toBeUndefined()
  })

  test('an age and a hometown still describe a person', () => {
    const people = introductions(['We hired Kwame, 52 from Kumasi, to run the depot.'], [])
    expect(people.get('Kwame')?.apposition).toBe('52 from Kumasi')
  })

  test('a person someone believed in is still a person', () => {
    const people = introductions(
      ['We believed in Tomás from day one.', 'Tomás Rivera, our first driver, still drives.'],
      [],
    )
    expect(people.get('Tomás')?.apposition).toBe('our first driver')
  })

  test('a place after "of" or a clause about a language introduces no one', () => {
    const none = introductions(
      [
        'A cable failed on the west side of Cluj, ten-storey concrete blocks from the 70s, tens of thousands of people.',
        'Spanish is my second language and English is my third, so I will go slowly.',
        'I asked the vendors on Soi Ari, who were VERY honest, what they hated.',
      ],
      [],
    )
    expect([...none.keys()]).toEqual([])
  })

  test('either side of an arrow is a language pair, no person', () => {
    const pairs = introductions(['Kerstin Vogt, sworn translator. German → English, company filings.'], [])
    expect(pairs.has('English')).toBe(false)
  })

  test('someone pointed out, then who they are, or whose place it is, is introduced by first name', () => {
    const known = introductions(
      [
        "There's Morag Lennox. She's head chef at a big hotel in the West End 22 chefs in that kitchen.",
        "The one I always tell is Dr Amrit Sandhu's clinic in Maple Creek. Three vets.",
        "There's Tom. He's fine now.",
      ],
      [],
    )
    expect(known.get('Morag')?.apposition).toBe('head chef at a big hotel in the West End')
    expect(known.get('Amrit')?.apposition).toBe('who runs the clinic in Maple Creek')
    expect(introduce('Amrit sent me a message on Boxing Day.', known, 280)).toBe(
      'Amrit Sandhu, who runs the clinic in Maple Creek, sent me a message on Boxing Day.',
    )
    expect(known.has('Tom')).toBe(false)
  })

  test('a vocative, a pronoun after the name, or the founder is no introduction', () => {
    expect(known.has('Katrin')).toBe(false)
    expect(known.has('Herr Maier')).toBe(false)
  })
})

describe('introduce', () => {
  test.each([
    [
      'Bogdan wrote this in our Slack channel: "I stopped typing /retest."',
      'Bogdan Ilić, who runs Parcelpoint\'s platform team, wrote this in our Slack channel: "I stopped typing /retest."',
    ],
    [
      'Helmi posted a week in: "Our Tuesdays came back."',
      'Helmi, ops lead at a fintech in Helsinki, posted a week in: "Our Tuesdays came back."',
    ],
    ['Jonas and I built the first sensor.', 'My colleague Jonas and I built the first sensor.'],
    ['We built it with Jonas.', 'We built it with my colleague Jonas.'],
    // "is" with no description after it says nothing of who they are.
    ['Jonas is nine now.', 'My colleague Jonas is nine now.'],
    ['Jonas is a welder.', 'Jonas is a welder.'],
    ['Denise passed Grade 3 in June.', 'Denise (57, retired bus driver in Leeds) passed Grade 3 in June.'],
    // Already said who they are: nothing changes.
    [
      'Mama Achieng runs a vegetable kiosk. She stays open.',
      'Mama Achieng runs a vegetable kiosk. She stays open.',
    ],
    ['With my colleague Jonas we built it.', 'With my colleague Jonas we built it.'],
    // Someone else with the same first word; words inside a quotation.
    ['Seu Zé sold it for 9 reais.', 'Seu Zé sold it for 9 reais.'],
    ['She said: "Ask Helmi about it."', 'She said: "Ask Helmi about it."'],
    ['Our first shop was Helmi, in Helsinki.', 'Our first shop was Helmi, in Helsinki.'],
    // A name inside an address is the address.
    ['Sign up at helmi.fi/Helmi or Helmi.com today.', 'Sign up at helmi.fi/Helmi or Helmi.com today.'],
  ])('%s', (post, expected) => {
    expect(introduce(post, known, 280)).toBe(expected)
  })

  test('introduces only once, and not past the limit', () => {
    expect(introduce('Helmi said yes. Helmi said it twice.', known, 280)).toBe(
      'Helmi, ops lead at a fintech in Helsinki, said yes. Helmi said it twice.',
    )
    expect(introduce('Helmi said yes.', known, 20)).toBe('Helmi said yes.')
  })

  test("a name said with 's takes who they are in front, never after", () => {
    const student = introductions(
      ['In 2018 my former student Leticia, who lives in Casavalle, invited me to her block.'],
      [],
    )
    expect(introduce("On Leticia's block, the 11 trees are now taller than the roofs.", student, 280)).toBe(
      "On my former student Leticia's block, the 11 trees are now taller than the roofs.",
    )
    // (Helmi is introduced after her name: "Helmi's team" stays as it is.)
    expect(introduce("Helmi's team said yes.", known, 280)).toBe("Helmi's team said yes.")
  })
})

describe('joinNameAndDescription', () => {
  test.each([
    [
      'Helmi. Ops lead at a fintech in Helsinki, 240 people.',
      'Helmi, ops lead at a fintech in Helsinki, 240 people.',
    ],
    ['Denise. 57, retired bus driver in Leeds.', 'Denise, 57, retired bus driver in Leeds.'],
    // A product at work, a list, a place: left as they are.
    [
      'Quietbox. Bundles your newsletters into one email.',
      'Quietbox. Bundles your newsletters into one email.',
    ],
    ['Agendas. AI notes. Summaries.', 'Agendas. AI notes. Summaries.'],
    ['Kaarel. Tartu, Estonia.', 'Kaarel. Tartu, Estonia.'],
  ])('%s', (text, expected) => {
    expect(joinNameAndDescription(text)).toBe(expected)
  })
})

describe('a list of places', () => {
  test('is no introduction: "Aberystwyth, Aberteifi, …" names two towns', () => {
    expect(
      introductions(
        [
          'We start in Ceredigion, with note-takers covering Aberystwyth, Aberteifi, Llanbedr Pont Steffan and the councils around them.',
        ],
        [],
      ).size,
    ).toBe(0)
  })
})

describe('a name inside a list', () => {
  test('is followed by the next item, not by who it is', () => {
    const known = introductions(
      [
        'A ramp from concrete needs a building permission, the agreement of the Hausverwaltung, a meeting of all the owners and a construction firm who has time.',
      ],
      [],
    )
    expect(known.get('Hausverwaltung')?.apposition).toBeUndefined()
  })
})

describe('a post that opens on "he" or "she"', () => {
  test.each([
    // Named last before the post's sentence: the pronoun becomes the name.
    [
      'He said this at our champions meeting in June.',
      'Walter Dueck is 81, a retired bus driver in East Kildonan.',
      'Walter said this at our champions meeting in June.',
    ],
    [
      'Her score went from 7.9 to 8.8.',
      'Naa Adjeley Quaye owns a hair studio in Tema.',
      "Naa's score went from 7.9 to 8.8.",
    ],
    // The nearest name is whom "he" is; a name the tagger knows as a woman's is no "he".
    [
      'He phoned me at nine.',
      'Bogdan Ilić runs their platform team. Then Denise came in.',
      'He phoned me at nine.',
    ],
    // Nobody named before, or named in the post already: nothing changes.
    ['He phoned me at nine.', 'We started in 2019.', 'He phoned me at nine.'],
    ['He told Jonas the news.', 'Jonas is my colleague.', 'He told Jonas the news.'],
    // A name said as a whole word ("Ann" is not in "Annual").
    ['She signed in March.', 'Our Annual report went out.', 'She signed in March.'],
    // A company, or rivers, are no "he" or "she".
    [
      'She said this at our review meeting.',
      'We cover Mwanza, the Ruo and three smaller ones, all of them.',
      'She said this at our review meeting.',
    ],
    [
      'He phoned me at nine.',
      'Parcelpoint, a logistics software company in Columbus.',
      'He phoned me at nine.',
    ],
  ])('%s', (post, before, expected) => {
    expect(namedPronoun(post, before, known)).toBe(expected)
  })
})

describe('a junior of a name', () => {
  test('is one of its own: the name alone is not introduced as it', () => {
    const juniors = introductions(
      ['Barry lived on a windowsill.', 'Also launching Barry Junior, a rye starter, in June.'],
      ['Starter Pack'],
    )
    expect(introduce('Barry lived on a classroom windowsill and he is fine.', juniors, 280)).toBe(
      'Barry lived on a classroom windowsill and he is fine.',
    )
    expect(introduce('Barry Junior lands in June.', juniors, 280)).toBe(
      'Barry Junior, a rye starter, lands in June.',
    )
  })
})
