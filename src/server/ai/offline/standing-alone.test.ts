import { describe, expect, it } from 'bun:test'
import { cleanAnswer } from './clean'
import { topicQuestions as q } from './topics'
import {
  beatsOf,
  fewest,
  fitted,
  goalTold,
  introducedIn,
  ownOpening,
  readAnswers,
  resolveOpening,
  sayStartedAgain,
  sentencesOfAnswer,
  standsAlone,
  startsMidParagraph,
  weakness,
  withoutWeakest,
  writePosts,
} from './writer'

describe('a sentence too long for any post', () => {
  it('keeps a quotation whole with only who said it', () => {
    const said =
      'Deborah wrote it in the comments box of our annual survey, which is usually full of things like please make the button bigger, and I read it out to Callum over the phone because I was not sure I had read it right: "I used to spend every Monday with an eraser. Now I spend it reading the scores."'
    expect(fitted(said)).toEqual([
      'Deborah wrote: "I used to spend every Monday with an eraser. Now I spend it reading the scores."',
    ])
  })
  it('drops its reasons and asides before its figures', () => {
    const [short] = fitted(
      "The one the managers care about is money: if you compare what each orchestra paid publishers in fees in the year before with what they've paid since, they've saved about $212,000 between them, Australian dollars, and that's a conservative count, because we only included the orchestras that dug out their old invoices for us.",
    )
    expect(short).toContain('$212,000')
    expect(short!.length).toBeLessThanOrEqual(250)
    expect(short).not.toContain('because')
  })
  it('drops an aside between commas, last first, and keeps what the sentence says', () => {
    expect(
      fitted(
        'We take laptops that companies in Chișinău and abroad no longer use, usually four or five years old, and our volunteers, mostly IT students from the Technical University, wipe the data, replace the battery or the hard drive if needed, and install a clean system with the school programmes.',
      ),
    ).toEqual([
      'We take laptops that companies in Chișinău and abroad no longer use, usually four or five years old, and our volunteers wipe the data, replace the battery or the hard drive if needed, and install a clean system with the school programmes.',
    ])
  })
  it('keeps "I think" in front of an opinion, and only there', () => {
    const raw =
      'Most people in wind think the searches are the science. Honestly, I think carcass searches are mostly theatre, and the bats know it.'
    expect(sentencesOfAnswer({ index: 6, topic: 'belief', raw, clean: cleanAnswer(raw) })[1]).toBe(
      'I think carcass searches are mostly theatre, and the bats know it.',
    )
    expect(sentencesOfAnswer({ index: 6, topic: 'product', raw, clean: cleanAnswer(raw) })[1]).toBe(
      'Carcass searches are mostly theatre, and the bats know it.',
    )
    const that = 'Everybody think solar is zero maintenance. I think that is the biggest lie in solar.'
    expect(sentencesOfAnswer({ index: 6, topic: 'belief', raw: that, clean: cleanAnswer(that) })[1]).toBe(
      'I think that is the biggest lie in solar.',
    )
  })
  it('keeps what is said to readers that looks like a remark about the interview', () => {
    for (const raw of [
      'We talked about it with our bank and they said no.',
      'We tell you this upfront: no hidden fees.',
      "The waiting list is long, but I'll get to it.",
    ])
      expect(sentencesOfAnswer({ index: 3, topic: 'product', raw, clean: cleanAnswer(raw) })).toEqual([raw])
  })
  it('splits at a colon rather than cut a clause the rest leans on', () => {
    expect(
      fitted(
        "What's new, and it's live from next month, is the warm-water map: a floor plan of the building where every tap is a dot, green, orange or red, by its last temperature, so the technical manager sees at a glance that the whole east wing is orange, which usually means one valve, and not 40 separate problems.",
      ),
    ).toEqual([
      "What's new, and it's live from next month, is the warm-water map.",
      'A floor plan of the building where every tap is a dot, green, orange or red, by its last temperature, so the technical manager sees at a glance that the whole east wing is orange, which usually means one valve, and not 40 separate problems.',
    ])
  })
  it('drops a remark to the interviewer before cutting, never what follows it', () => {
    expect(
      fitted(
        'The people who live in Tailweight all day are the station manager and the ramp crew, and then the village agents, who are, and this is my favourite part, mostly women in their fifties and sixties who meet every plane in the village on a four-wheeler or a snowmachine, in any weather.',
      ),
    ).toEqual([
      'The people who live in Tailweight all day are the station manager and the ramp crew, and then the village agents, who are mostly women in their fifties and sixties who meet every plane in the village on a four-wheeler or a snowmachine, in any weather.',
    ])
  })
  it('keeps an aside with a verb of its own', () => {
    const said =
      'If a battery fails in the first two years of use in any of the homes we look after, usually we replace it for free, the customer pays nothing for parts or labour, and we also send a technician to check the whole installation within a week of the call.'
    expect(fitted(said).join(' ')).toContain('usually we replace it for free')
  })
  it('leaves out a consent said in the line before the words', () => {
    const raw =
      'Support email, bristol seller, ok to quote, no name: "Haven\'t refunded a double sale since March."'
    expect(sentencesOfAnswer({ index: 6, topic: 'customer', raw, clean: cleanAnswer(raw) })).toEqual([
      'Support email, bristol seller: "Haven\'t refunded a double sale since March."',
    ])
  })
  it('says "with you" to the reader an ask is for', () => {
    const told = goalTold(
      [
        'I want 25 gyms to join the free pilot.',
        "The manager or head setter can sign up at cruxledger.co.uk/autobelay and I'll set it up with them on a call, probably while eating a sandwich.",
        'If you climb somewhere and have ever seen tape on a spinning hold, send this to your wall manager and tell them it is free for three months.',
      ],
      3,
    )!
    expect(told.text).toContain("I'll set it up with you on a call")
  })
  it('leaves out what was said about the interview itself', () => {
    for (const raw of [
      'Miss Rosa said my truck never sleep on the road. I tell you that one already nothing more really.',
      'Mama Titi say her freezer never spoil. I talk before na the same thing.',
    ]) {
      const said = sentencesOfAnswer({ index: 3, topic: 'customer', raw, clean: cleanAnswer(raw) })
      expect(said).toHaveLength(1)
    }
  })
  it('keeps an item of a list, or a longer clause, that starts like an aside', () => {
    const list =
      "The problem's got two halves, and the first one is that retentions come due 12, 18, sometimes 24 months after the work's done, and by then the foreman's moved on to another site in another town, the bookkeeper has changed twice and nobody has set anything up to remind you."
    expect(fitted(list)[0]).toContain('12, 18, sometimes 24 months')
  })
  it('never ends a sentence on an aside\'s "and" ("…which had, and I counted, about 11,000 messages")', () => {
    const raw =
      "And I knew it had been checked, because I'd checked it, I was almost sure, but the record was in our setters' WhatsApp group, which had, and I counted, about eleven thousand messages in it, most of them photos of volumes."
    const said = sentencesOfAnswer({ index: 3, topic: 'story', raw, clean: cleanAnswer(raw) })
    expect(said.some((x) => /\bwhich had\.$/.test(x))).toBe(false)
    expect(said.join(' ')).toContain('I counted, about 11,000 messages in it')
  })

  it('still ends a sentence before "he said, …" and the words he said', () => {
    const raw =
      "I flew to Hanoi and showed the whole thing to the head of music at the conservatoire over a very long lunch, and he said, 'Send me the spreadsheet,' which I did that same night from the hotel lobby."
    const said = sentencesOfAnswer({ index: 3, topic: 'story', raw, clean: cleanAnswer(raw) })
    expect(said.some((x) => /lunch, and he said/.test(x))).toBe(false)
  })
  it('leaves a sentence that fits alone', () => {
    expect(fitted('We have 212 funeral homes on Lastly now.')).toEqual([
      'We have 212 funeral homes on Lastly now.',
    ])
  })
})

describe('a post read alone in a feed', () => {
  it.each([
    ['Then Aoife Lynch sat me down and said it.', 'story', 'Aoife Lynch sat me down and said it.'],
    [
      "The 'wrong place' mistakes went from one funeral in 60 to one in 900.",
      'proof',
      "With Lastly, the 'wrong place' mistakes went from one funeral in 60 to one in 900.",
    ],
    [
      'Koen, taxi driver. Was paying €210 a month. Now €64.',
      'proof',
      'Koen, taxi driver. Was paying €210 a month. Now, with Lastly, €64.',
    ],
    [
      'Peipsi fishing club, 140 members. Used to close the lake by phone tree. Now one alert.',
      'proof',
      'Peipsi fishing club, 140 members. Used to close the lake by phone tree. Now, with Lastly, one alert.',
    ],
    [
      'Farhan, kurtas, Lucknow. Returns 31% → 9%.',
      'proof',
      'Farhan, kurtas, Lucknow. Returns 31% → 9% with Lastly.',
    ],
    [
      'Nuala stood up and said: "I sleep through the night."',
      'customer',
      'Nuala stood up and said: "I sleep through the night."',
    ],
    // Inside a told scene, the words stay as said.
    [
      'Huw came to our gathering last spring. He stood up and said: "I found out from your notes."',
      'customer',
      'Huw came to our gathering last spring. He stood up and said: "I found out from your notes."',
    ],
    // The answer to a question nobody in the feed asked starts at the answer.
    [
      "The customer I'd point to is Priya at the Fox, she runs a pub in Leeds.",
      'customer',
      'Priya at the Fox, she runs a pub in Leeds.',
    ],
    // An example of what the reader never saw is just the story.
    [
      'For example Frau Brandt, she has a bakery in Ulm with 9 staff.',
      'customer',
      'Frau Brandt, she has a bakery in Ulm with 9 staff.',
    ],
    [
      'After that, I started to do tests in the courtyard of my mother in Abidjan.',
      'story',
      'I started to do tests in the courtyard of my mother in Abidjan.',
    ],
    // Already says whose it is, or is no result: left as it is.
    ['We have 212 funeral homes on Lastly now.', 'proof', 'We have 212 funeral homes on Lastly now.'],
    ['Smart chargers are mostly pointless.', 'belief', 'Smart chargers are mostly pointless.'],
  ] as const)('%p', (text, topic, expected) => {
    expect(ownOpening({ text, topic }, 'Lastly')).toBe(expected)
  })

  it.each([
    ['We got 11 sign-ups. One of the older lads asked if it would work on a Nokia.', 0],
    // A reference back (3), an item of an unseen list (3), a fragment (2), and short (1).
    ['She said it was the best thing that ever happened to her ward at night.', 4],
    ['The second, smaller thing is a family page where relatives send in the readings.', 4],
    ['Northern Ireland, properly.', 3],
    ['Before anyone asks, yes, those Moriartys.', 6],
    // Years and dates are when, not figures: a list cut from its answer is still a fragment.
    ['Dibër in 1967, Shkodër in 1979, Durrës in 2019.', 2],
    // …but a count that looks like a year is a figure: it counts for a post, and does not save one that
    // opens on what came before.
    ['Then we hit 2000 subscribers in one weekend.', 2],
    ['We hit 2000 subscribers in one weekend.', -1],
    ['Dibër in 1967. Between 1991 and about 2010 we built fast.', 2],
    ['The last thing a nurse needs at 3 am is another login screen.', 0],
    ['The second problem is time. After 26 November 2019 buildings were inspected one by one, by eye.', 3],
    ['Two weeks later the engineers did a routine check on the whole street and found nothing.', 4],
    ['I was one of those eyes. A hairline crack at the top of a column is not nothing.', 4],
    // A recap of what came before, and an item of a numbered list whose start the reader never saw.
    [
      'Summary for the back row: cold nights, few hands, and a dog that cannot work without a clean smell.',
      4,
    ],
    ['3. The scent kits came in 2019, after the handler had spoken to us in that kitchen.', 3],
  ] as const)('%p is %p from standing alone', (text, expected) => {
    expect(weakness({ text, kind: 'other' })).toBe(expected)
  })

  it('counts a post cut from the middle of a paragraph, for a founder who writes in paragraphs', () => {
    const answer =
      'We started in 2019.\n\nThe first year was hard. We sold 400 jars.\n\nNow we sell 9,000 a month.'
    expect(startsMidParagraph('The first year was hard. We sold 400 jars.', [answer])).toBe(false)
    expect(startsMidParagraph('We sold 400 jars.', [answer])).toBe(true)
    // One paragraph: no paragraphs to start.
    expect(startsMidParagraph('We sold 400 jars.', ['The first year was hard. We sold 400 jars.'])).toBe(
      false,
    )
    const post = { text: 'We sold 400 jars in the first year, all by hand.', kind: 'other' as const }
    expect(weakness({ ...post, midParagraph: true })).toBe(weakness(post) + 2)
  })

  it('counts the figures of every part of a thread, not its first line alone', () => {
    const head = { text: 'Northern Ireland, properly.', kind: 'other' as const }
    expect(weakness(head)).toBe(3)
    expect(weakness({ ...head, parts: ['We have 1,700 homes up there now.'] })).toBe(0)
  })

  it('drops the weakest posts first, never the opener, the story or the ask, and never below the minimum', () => {
    const strong = (n: number) => ({
      text: `We shipped ${n},000 boxes to 50 states last winter, by hand.`,
      kind: 'result' as const,
    })
    const weak = { text: 'Then she told everyone about it at the meeting.', kind: 'other' as const }
    const ask = { text: 'Then reply here.', kind: 'goal' as const }
    // Its first part reads like a reference back, but a founding story is what readers keep.
    const story = { text: 'This is the story of my mother, Dona Cida.', kind: 'story' as const }
    const plan = [
      weak,
      strong(1),
      weak,
      ask,
      story,
      strong(2),
      strong(3),
      strong(4),
      strong(5),
      strong(6),
      strong(7),
      weak,
      weak,
    ]
    const kept = withoutWeakest(plan, 8)
    expect(kept).toHaveLength(10)
    expect(kept[0]).toBe(weak)
    expect(kept).toContain(ask)
    expect(kept).toContain(story)
    expect(kept.filter((p) => p === weak)).toHaveLength(1)
    expect(withoutWeakest([weak, weak, weak], 8)).toHaveLength(3)
    // What the founder believes stays, however it opens.
    const belief = {
      text: 'People say these parents are careless. I do not believe this.',
      kind: 'belief' as const,
    }
    expect(withoutWeakest([strong(1), ...Array(9).fill(weak), belief], 2)).toContain(belief)
  })
})

describe('the sentences of an answer', () => {
  const sentences = (topic: 'proof' | 'story' | 'goals' | 'customer', content: string) =>
    sentencesOfAnswer(
      readAnswers([
        {
          speaker: 'interviewer',
          content: topic === 'customer' ? 'What did that change for one of your customers?' : 'Tell me more.',
        },
        { speaker: 'founder', content },
      ]).map((a) => ({ ...a, topic }))[0]!,
    )
  it('end a quotation in single marks after a digit, so the sentences after it stay', () => {
    expect(
      sentences(
        'story',
        "A woman rang in tears about her ring. Three weeks later I found an envelope with 'ring, gold, 1' on it in biro, and nothing else. I did find her in the end. Then I counted the rest of the cupboard. We had returned 41.",
      ),
    ).toEqual([
      'A woman rang in tears about her ring.',
      "Three weeks later I found an envelope with 'ring, gold, 1' on it in biro, and nothing else.",
      'I did find her in the end.',
      'Then I counted the rest of the cupboard.',
      'We had returned 41.',
    ])
  })
  it('say whose example the customer is, and a title’s dot ends nothing', () => {
    expect(
      sentences(
        'customer',
        'One example is Mrs. Vasanthi Rajendran. She has a small flower stall in East Ham, London.',
      ),
    ).toEqual([
      'One of our customers is Mrs. Vasanthi Rajendran.',
      'She has a small flower stall in East Ham, London.',
    ])
    // (A company, a place: no customer.)
    expect(sentences('customer', 'One example is Amazon. They charge for every add-on.')[0]).toBe(
      'One example is Amazon.',
    )
    // (A first name that is also a title keeps who she is.)
    expect(
      sentences('customer', 'Lola. Owner of a taco truck in Austin. She lost 20 orders a night.')[0],
    ).toBe('Lola, owner of a taco truck in Austin.')
  })
  it('keep a web address as typed, its country letters too', () => {
    expect(
      sentences('goals', '100 hosts in Australia by April. First two months free. tiebreak.nz/au'),
    ).toContain('tiebreak.nz/au.')
  })
  it('keep a verb with no subject of its own in the clause before, in a transcript', () => {
    expect(
      sentences(
        'story',
        'so a guy from the fire district walked my whole lot and said mine is the one house on this road he wouldnt worry about and then he left',
      )[0],
    ).toStartWith('A guy from the fire district walked my whole lot and said mine is the one house')
  })
  it('keep a sentence said before inside a longer one where the next sentence says "They" of it', () => {
    const posts = writePosts(
      (
        [
          [
            'product',
            'We send fresh jasmine from Madurai to shops abroad. On other side, we are working with 212 farmer families and 140 women who do the stringing.',
          ],
          [
            'proof',
            'Until now we shipped 18,600 boxes to 96 shops. We are working with 212 farmer families. They get a fixed price of 450 rupees per kilo for the whole season.',
          ],
        ] as const
      ).flatMap(([topic, content]) => [
        { speaker: 'interviewer' as const, content: q[topic] },
        { speaker: 'founder' as const, content },
      ]),
    )
    const result = posts.find((p) => p.text.includes('18,600'))!
    expect([result.text, ...(result.parts ?? [])].join('\n\n')).toContain(
      'We are working with 212 farmer families.\n\nThey get a fixed price',
    )
  })
  it('end no sentence at the dot of "Ste." or "Mt."', () => {
    expect(
      sentences(
        'story',
        'He manages nine warehouses between Sault Ste. Marie and Thunder Bay. In the winter it snowed.',
      ),
    ).toEqual([
      'He manages nine warehouses between Sault Ste. Marie and Thunder Bay.',
      'In the winter it snowed.',
    ])
  })
  it('keep emoji with the sentence they close', () => {
    const said = sentencesOfAnswer({
      index: 0,
      topic: 'proof',
      raw: '',
      clean: 'Oya Games: 86,000 boxes sold!!! 🃏🎉🎉 41% of them outside Nigeria, in 14 countries 🌍',
    })
    expect(said[0]).toEndWith('sold!!! 🃏🎉🎉')
    expect(said[1]).toStartWith('41% of them')
  })
  it('open each numbered item on its number', () => {
    const said = sentencesOfAnswer({
      index: 0,
      topic: 'update',
      raw: '',
      clean:
        'What is new since summer: 1. Electric cars are now 14% of our inspections. 2. We start English reports.',
    })
    expect(said.slice(1)).toEqual([
      '1. Electric cars are now 14% of our inspections.',
      '2. We start English reports.',
    ])
  })
  it('keep a word the founder writes in small letters at a sentence start, as they wrote it', () => {
    const said = (clean: string) => sentencesOfAnswer({ index: 0, topic: 'product', raw: clean, clean })
    expect(said('Install → reads lockfiles. npm, pnpm, yarn, pip. Composer since Aug.')[1]).toBe(
      'npm, pnpm, yarn, pip.',
    )
    expect(said('Works on Android first. iOS after, if it works.')[1]).toBe('iOS after, if it works.')
    // "First name only, please." said alone goes; what follows it stays.
    expect(said('Dorota. first name only pls. freelance subtitler, kraków. 9 yrs in the job.')).not.toContain(
      'first name only pls.',
    )
    // …but a common word in small letters is a slip.
    expect(said('Our team grew fast. the team loved the new office. Sales doubled.')[1]).toBe(
      'The team loved the new office.',
    )
    // A founder who writes everything in small letters gets capitals.
    expect(said('works on android first. npm is next. then pip.')[1]).toBe('Npm is next.')
  })
  it.each([
    [
      'Sabine, at the handover, July 2024. In German, my translation: "Storm on Tuesday. By the next Friday you couldn\'t tell which ones were hit. Not even me." OK to use, name too.',
      [
        'Sabine, at the handover, July 2024.',
        'In German: "Storm on Tuesday. By the next Friday you couldn\'t tell which ones were hit. Not even me."',
      ],
    ],
    [
      'He said it in Spanish; this is my translation: "Nobody had asked me if I\'d had a glass of water since my wife died." My translation, roughly.',
      [
        'He said it in Spanish; this is my translation: "Nobody had asked me if I\'d had a glass of water since my wife died."',
      ],
    ],
    [
      'Ottavio said it in a video, in Venetian dialect, so my translation is not perfect, while he was passing the trowel on the wall: "It spreads like butter and it shines like a church floor." He is agree that we use it with his name.',
      [
        'Ottavio said it in a video, in Venetian dialect, while he was passing the trowel on the wall: "It spreads like butter and it shines like a church floor."',
      ],
    ],
  ])('keep the customer’s words after a note on their translation: %s', (clean, sentences) => {
    expect(sentencesOfAnswer({ index: 2, topic: 'customer', raw: '', clean })).toEqual(sentences)
  })
  it.each([
    ['She wants it said: her team moved the cars between halls.', 'Her team moved the cars between halls.'],
    [
      'He asked that we say he is fine, and that he still walks to the bar on the corner every morning.',
      'He is fine, and he still walks to the bar on the corner every morning.',
    ],
    [
      "She asked for one thing: to say that the credit is her team's — 28 people — not the software's.",
      "The credit is her team's — 28 people — not the software's.",
    ],
    [
      'She asked me to say that her fish is the best of Yopougon, and that it is because of her marinade.',
      'Her fish is the best of Yopougon, and it is because of her marinade.',
    ],
    [
      'Lakshmi asked me to please say that her students are the best in Chennai.',
      'Her students are the best in Chennai.',
    ],
    [
      'Lakshmi said: "They match." We printed it on the lid 📦 She said YES to using her name and her words 🙏 and she asked me to please say that her students are the best in Chennai.',
      'Her students are the best in Chennai.',
    ],
    // Consent told to the writer goes, in a second language too.
    ['He is agree that we use it with his name. He came back in May.', 'He came back in May.'],
    [
      'He is agree — she is agree, sorry — to use her name and her words. She came back in May.',
      'She came back in May.',
    ],
    [
      'Second, she wants to say that all nine families paid, also the pensioners.',
      'All nine families paid, also the pensioners.',
    ],
    // Not a request to the writer.
    [
      'She asked me to say hello to the team at the stand.',
      'She asked me to say hello to the team at the stand.',
    ],
    ['He asked what we would charge for a second site.', 'He asked what we would charge for a second site.'],
  ])('do what a customer asked to have said: %s', (said, posted) => {
    expect(sentencesOfAnswer({ index: 2, topic: 'customer', raw: '', clean: said }).at(-1)).toEqual(posted)
  })
  it('leave out the invitation to ask that ends an introduction', () => {
    expect(
      sentencesOfAnswer({
        index: 0,
        topic: 'product',
        raw: '',
        clean:
          'We make plasters that match Indian skin 🩹 Kolkata girl, 34, Mohun Bagan supporter 💚❤️ Okay ask ask ask!! 🙌',
      }),
    ).toEqual(['We make plasters that match Indian skin 🩹', 'Kolkata girl, 34, Mohun Bagan supporter 💚❤️'])
  })
  it.each([
    [
      'problem',
      'Bookings by phone, Facebook, WhatsApp, a notebook by the door. Two people take bookings. Nobody checks the other. Double bookings; no-shows. Gone.',
      'Bookings by phone, Facebook, WhatsApp, a notebook by the door.',
    ],
    [
      'product',
      'One booking page per pirts. Calendar; deposits; SMS reminders. Tells the owner when to light the stove. Usually 3 hours before. €19/month.',
      'Tells the owner when to light the stove.',
    ],
  ] as const)('keep the verbless lines of an answer written in fragments (%s)', (topic, clean, kept) => {
    expect(sentencesOfAnswer({ index: 2, topic, raw: '', clean })).toContain(kept)
  })
  it('drop a verbless line from an answer told in full sentences', () => {
    expect(
      sentencesOfAnswer({
        index: 2,
        topic: 'problem',
        raw: '',
        clean:
          'Most clinics still book every appointment by phone and the receptionist spends half her day on it. From Colheita in Brazil. The rest of her day goes on reminders that nobody reads.',
      }),
    ).not.toContain('From Colheita in Brazil.')
  })
  it.each([
    [
      'Ilga, by SMS: "Jāņi without one phone call." Credit: "Ilga, Ozolkalni farm". Not her surname. Her cousin is also Ilga Bērziņa. Long story.',
      ['Ilga, by SMS: "Jāņi without one phone call."'],
    ],
    // What follows the note and says something else stays.
    [
      'Credit: "Ilga, Ozolkalni farm". Not her surname. She has led saunas for 19 years.',
      ['She has led saunas for 19 years.'],
    ],
  ])('leave out what a note on naming goes on to say about the name: %s', (clean, sentences) => {
    expect(sentencesOfAnswer({ index: 2, topic: 'customer', raw: '', clean })).toEqual(sentences)
  })
  it.each([
    [
      'um so we weighed them in their driveway in bundaberg in april twenty twenty four and they were four hundred and forty kilos over the atm and the ball weight was nearly double what the car was allowed and alf was not happy with me for the first twenty minutes and gwen just laughed',
      [
        'We weighed them in their driveway in Bundaberg in April 2024.',
        'They were 440 kilos over the atm.',
        'The ball weight was nearly double what the car was allowed.',
        'Alf was not happy with me for the first 20 minutes and Gwen just laughed.',
      ],
    ],
    // "so they can…" says what for: no new sentence.
    [
      'we built a booking page for the clubs last winter and it took us about four months of weekends so they can book a weigh day without ringing me',
      [
        'We built a booking page for the clubs last winter.',
        'It took us about four months of weekends so they can book a weigh day without ringing me.',
      ],
    ],
    // Two names joined are one subject; an "and" left before a cut ends nothing.
    [
      'not far from mr doyle fiona and rob mcinnes they run six thousand merinos and in twenty twenty two their contractor just didnt turn up',
      [
        "Not far from Mr Doyle Fiona and Rob mcinnes they run 6,000 merinos and in 2022 their contractor just didn't turn up.",
      ],
    ],
    [
      'were doing our first christmas box which if youre not from here christmas is when you want red and green both on your enchiladas you just say christmas and so its a box with a pound of red chile powder from chimayo',
      [
        "We're doing our first Christmas box which if you're not from here Christmas is when you want red and green both on your enchiladas you just say Christmas.",
        "It's a box with a pound of red chile powder from Chimayo.",
      ],
    ],
  ])('a spoken run-on told in sentences of its own: %s', (raw, sentences) => {
    expect(sentencesOfAnswer({ index: 3, topic: 'proof', raw, clean: cleanAnswer(raw) })).toEqual(sentences)
  })
  it.each([
    [
      "The moment, oh, it's a bit of a silly one. June 2016, I was still stage managing.",
      ['June 2016, I was still stage managing.'],
    ],
    ['The moment? Easy. March 2020, our first market.', ['March 2020, our first market.']],
    [
      "Oh the moment, that's easy, it was a Tuesday in 2018 when the roof fell in.",
      ['It was a Tuesday in 2018 when the roof fell in.'],
    ],
    ['The number? 4,000 farms.', ['4,000 farms.']],
    // A reaction that is part of the sentence stays with it.
    [
      'The story, so far, is a good one: three shops and a van.',
      ['The story, so far, is a good one: three shops and a van.'],
    ],
    [
      'The moment, easy, was the night the roof fell in.',
      ['The moment, easy, was the night the roof fell in.'],
    ],
    // Said as part of the answer, it stays.
    [
      'The moment was when my daughter asked why the river smelled.',
      ['The moment was when my daughter asked why the river smelled.'],
    ],
    [
      'The story, as my sister tells it, is about my mum and her shop.',
      ['The story, as my sister tells it, is about my mum and her shop.'],
    ],
  ])('leave out the question said back and a reaction to it: %s', (raw, sentences) => {
    expect(sentencesOfAnswer({ index: 3, topic: 'story', raw, clean: cleanAnswer(raw) })).toEqual(sentences)
  })
  it.each([
    [
      'HOLAAA 👋🇵🇪 Xime here from ALISTA 🎒💛 We make earthquake backpacks that are CUTE (yes, really 😂) Lima girl, 33.',
      'We make earthquake backpacks that are CUTE (yes, really 😂)',
    ],
    [
      'Hei, hello, Torstein Hauge, and sorry in advance, my wife says I ramble, so stop me if I drift. I run Opplag, software for boatyards.',
      'I run Opplag, software for boatyards.',
    ],
    ['Buongiorno, hello, I run Lenzo, from Rimini.', 'I run Lenzo, from Rimini.'],
  ])(
    'leave out a greeting in the founder’s language and what is said to the interviewer: %s',
    (clean, first) => {
      expect(sentencesOfAnswer({ index: 0, topic: 'product', raw: '', clean, opening: true })[0]).toBe(first)
    },
  )
  it.each([
    [
      "Figure skates too, since 2024. Off record: prototype #1 was a washing-machine drum. Don't print. Rink pays €0.",
      ['Figure skates too, since 2024.', 'Rink pays €0.'],
    ],
    [
      "We sold 400 frogs the first week. The first 50 went to my cousins. Don't print that. Then came the fair.",
      ['We sold 400 frogs the first week.', 'Then came the fair.'],
    ],
    // What explains the figure taken back goes with it: nobody reading the post saw 510.
    [
      'Revenue 2025: €510K. Scratch that: €425K. 510 was with VAT. We sell in Poland.',
      ['Revenue 2025: €425K.', 'We sell in Poland.'],
    ],
    // The sentence said again after "Scratch that" keeps the subject it had: "It" was sharpening.
    [
      "Sharpening is not a craft. Scratch that. It is a craft. Shouldn't be a bottleneck.",
      ['Sharpening is a craft.', "Shouldn't be a bottleneck."],
    ],
    // A secret told inside its own sentence goes on in the lines that lean on it.
    [
      "We cover 214 villages. And — not for publication, please — the Member of Parliament promised us twenty sirens in 2019. We have received none. I do not wish to embarrass him in public; we still need him. You may write that we are 'awaiting sirens', if you must. Next year we add the Ruo.",
      ['We cover 214 villages.', 'Next year we add the Ruo.'],
    ],
    // A secret opened with "Between us:" runs to the note that closes it.
    [
      "Chipo is a nurse now. Between us: in 2018 a big international organisation offered to 'take over' our markets. We said no. Please don't write that; we work together now and it's fine. We registered in 2017.",
      ['Chipo is a nurse now.', 'We registered in 2017.'],
    ],
    [
      "Kamal trains operators. Between us: in 2021 an investor wanted us to add a camera and 'AI'. A camera, in a boiler house, at fifty degrees, full of steam. We said no, and we lost the money. Don't put that in. We have 46 people.",
      ['Kamal trains operators.', 'We have 46 people.'],
    ],
    [
      "Half our markets ran out in August. Between us, and not for publication: the person who sorted it out was a senior official. So please don't.",
      ['Half our markets ran out in August.'],
    ],
    // …and with no note to close it, to the end of the answer, unless the founder is back on record.
    [
      "Nobody was hurt. Not for publication: there's a coating from one maker that we're seeing fail across several parks. We've told the manufacturer. Until they answer, I'd rather keep quiet.",
      ['Nobody was hurt.'],
    ],
    [
      'We train 24 riders a class. Off the record: one official asked for a fee. We said no and lost the contract. Anyway, back to the riders: 1,900 trained so far.',
      ['We train 24 riders a class.', 'Back to the riders: 1,900 trained so far.'],
    ],
    [
      "He manages 9 trucks. Please don't write this: my uncle at first was very angry with me. Now he is our best collection point manager. We have 58 people.",
      ['He manages 9 trucks.', 'We have 58 people.'],
    ],
    // Directions to the writer about a figure or a wording.
    [
      '38,450 pairs fitted. Our board report says 37,900, but that was the end of September — use 38,450. 64 markets.',
      ['38,450 pairs fitted.', '64 markets.'],
    ],
    // …and what the sentence said before its direction stays.
    [
      "Most people who need them don't have them, but I can't give you a study for the markets, so please just write 'most'. Tailors come first.",
      ["Most people who need them don't have them.", 'Tailors come first.'],
    ],
    [
      "They earn about 30% more. That's self-reported, in our own survey — please say so if you use it. In 2019 we sold them at K10.",
      [
        'They earn about 30% more.',
        "That's self-reported, in our own survey.",
        'In 2019 we sold them at K10.',
      ],
    ],
    [
      "Donors are an audience too — most of our money comes from grants — but I'd rather you didn't write for them. Tailors come first.",
      ['Donors are an audience too — most of our money comes from grants.', 'Tailors come first.'],
    ],
    [
      'MRR $7,840. Correction: $7,480. I always flip those. 212 customers.',
      ['MRR $7,480.', '212 customers.'],
    ],
    [
      'I made a Google Sheet that night. Correction: that morning. Then I called my parents.',
      ['I made a Google Sheet that morning.', 'Then I called my parents.'],
    ],
    [
      "Mannan said: \"Now the boiler has its own eye.\" Also please write 'boiler operator', not 'boiler-man'. He runs two boilers.",
      ['Mannan said: "Now the boiler has its own eye."', 'He runs two boilers.'],
    ],
    // The figure with the correction's sign, never the year; a phrase that matches nothing takes the wrong line with it.
    [
      'In 2024 MRR was $7,840. Correction: $7,480. 212 customers.',
      ['In 2024 MRR was $7,480.', '212 customers.'],
    ],
    ['We started with three people. Correction: two people. Now we are 12.', ['Now we are 12.']],
    // "Correction" as a word is no correction; a figure taken back is only the next line's business.
    [
      'We teach writing. Correction is where students learn most.',
      ['We teach writing.', 'Correction is where students learn most.'],
    ],
    [
      'We launched with 3 stores. Scratch that: 4 stores. We hired Ana. Ana had run 3 stores before.',
      ['4 stores.', 'We hired Ana.', 'Ana had run 3 stores before.'],
    ],
    // "Between us" that is no note before the colon.
    [
      'Between us, we have 30 years in logistics: 20 at DHL and 10 at Maersk. We met in 2019.',
      ['Between us, we have 30 years in logistics: 20 at DHL and 10 at Maersk.', 'We met in 2019.'],
    ],
    // Permission for a wording, told to the writer.
    [
      "She teaches at a public school in Belém. 'A public school in Belém' is okay. Her class tested the water.",
      ['She teaches at a public school in Belém.', 'Her class tested the water.'],
    ],
    [
      "One thing about Salma you should know and should not print: she's Wydad, I'm Raja. Salma runs the lab.",
      ['Salma runs the lab.'],
    ],
    [
      "Third — and this is not for printing, seriously, put the pen down — we're in talks for 600 transformers. We hired two engineers.",
      ['We hired two engineers.'],
    ],
    [
      "Kindly note two requests. Firstly, credit her as 'Mrs Esnart Kamwendo, bridge watcher'. Secondly, her surname is Kamwendo, with a 'w' after the 'm'. She has read the river since 1998.",
      ['She has read the river since 1998.'],
    ],
    [
      "Our sensors read the gases in the oil. It's like getting your blood test results after the funeral. Sorry. Salma says I'm not allowed that line in front of customers. 2,310 transformers now.",
      ['Our sensors read the gases in the oil.', '2,310 transformers now.'],
    ],
    ['Revenue was €4.2 million, I just asked Salma, my co-founder.', ['Revenue was €4.2 million.']],
    [
      "The insurer knocked back the claim at first. I won't say which one and actually don't put that in about the insurer. They paid in the end.",
      ['They paid in the end.'],
    ],
    [
      'We founded Nif in June 2019 — did I say 2018 before? The flat was 2018; the company is June 2019, that is correct. First customer: a cement plant.',
      ['We founded Nif in June 2019.', 'First customer: a cement plant.'],
    ],
    [
      "We read the oil once a year. It's like getting your results after the funeral. Sorry. Salma says I'm not allowed that line. It's true, though. 38 people now.",
      ['We read the oil once a year.', '38 people now.'],
    ],
    // Not about the line before: "this" is the aside itself.
    [
      "Sana and I founded Chaabi in September 2020. The first twins ran on two servers and — please don't print this — one under my bed.",
      ['Sana and I founded Chaabi in September 2020.'],
    ],
    // A name's order explained is no note.
    [
      'Szabó Attila — Hungarians put the family name first, so Attila Szabó — is 54 and heads a cable crew.',
      [
        'Szabó Attila — Hungarians put the family name first, so Attila Szabó — is 54 and heads a cable crew.',
      ],
    ],
    [
      'Emmanuel fixed the lug in 2023. In English please write Emmanuel Kouassi, maintenance manager — first name first. Yao is his middle name; you can drop it. He still works there.',
      ['Emmanuel fixed the lug in 2023.', 'He still works there.'],
    ],
  ])('leave out what was said for the writer: %s', (clean, sentences) => {
    expect(sentencesOfAnswer({ index: 2, topic: 'proof', raw: '', clean })).toEqual(sentences)
  })
  it('never end a sentence at an abbreviation before a small letter', () => {
    expect(
      sentencesOfAnswer({
        index: 3,
        topic: 'proof',
        raw: '',
        clean:
          '410,000 pairs sharpened. Avg. time at kiosk incl. queue: 11 min. Refunds approx. 1 in 400 pairs.',
      }),
    ).toContain('Avg. time at kiosk incl. queue: 11 min.')
  })
  it('say the time of day one way, and never cut a clause at its dots', () => {
    const said = sentencesOfAnswer({
      index: 2,
      topic: 'belief',
      raw: '',
      clean:
        "The best time to run a migration is Tuesday at 11 a.m. with everyone awake. If you're scared to run it at 11 a.m., it isn't safe at 3 a.m. either.",
    })
    expect(said).toEqual([
      'The best time to run a migration is Tuesday at 11 am with everyone awake.',
      "If you're scared to run it at 11 am, it isn't safe at 3 am either.",
    ])
  })
  it('leave out a label for what the answer gives next', () => {
    expect(
      sentencesOfAnswer({
        index: 3,
        topic: 'proof',
        raw: '',
        clean:
          'The headline number: 1.7 million tray cycles traced since 2020. The honest parts. About 6% of instruments are too small to mark.',
      }),
    ).toEqual([
      '1.7 million tray cycles traced since 2020.',
      'About 6% of instruments are too small to mark.',
    ])
  })
  it('a list of whom it is for says what it lists', () => {
    const answer = { index: 2, topic: 'audience' as const, raw: '', clean: '' }
    expect(
      resolveOpening(
        {
          sentences: ['First, the women who cook to sell.', 'Second, the maquis.'],
          answer,
          kind: 'product',
          strength: 1,
        },
        'Cabosse',
        true,
      ),
    ).toEqual(['Who is Cabosse for? First, the women who cook to sell.', 'Second, the maquis.'])
  })
  it('"It was my father" is who, not the product', () => {
    const answer = {
      index: 1,
      topic: 'story' as const,
      raw: '',
      clean: 'It was my father, Rolf. He had a stroke.',
    }
    expect(
      resolveOpening(
        { sentences: ['It was my father, Rolf.'], answer, kind: 'story', strength: 1 },
        'Stufenlos',
        true,
      )[0],
    ).toBe('It was my father, Rolf.')
  })
})

describe('a raw transcript said as a writer would', () => {
  it.each([
    // A figure said again in words.
    [
      'okay the numbers um so we done like sixty one thousand seven hundred loads since we opened sixty one thousand seven hundred and uh we employ twenty three people',
      /61,700 loads since we opened and we employ 23 people/,
    ],
    [
      'the first week we had like eleven customers eleven and then it rained',
      /had 11 customers\. And then it rained/,
    ],
    // A restart that widens what was said, and "were" that is "we're".
    [
      'the new container in alex were opening in three weeks three or four weeks',
      /Alex we're opening in three or four weeks/,
    ],
    // A surname after the first name, said once or twice.
    ['hello okay um so my name is sipho sipho mahlangu and i run spinza', /Sipho Mahlangu/],
  ] as const)('%p', (said, expected) => {
    expect(cleanAnswer(said)).toMatch(expected)
  })
})

describe('a story past the plan’s threads', () => {
  const long = (topic: string, n: number) =>
    Array.from(
      { length: n },
      (_, i) =>
        `${i ? 'Then' : 'About'} ${topic}, point ${i + 1}: the riders of Gdańsk bring their bikes to our van on the quay when the chain slips, and we fix it there.`,
    ).join(' ')
  const transcript = [
    { speaker: 'interviewer' as const, content: q.product },
    { speaker: 'founder' as const, content: 'Kołowrotek is a bike repair van for commuters in Gdańsk.' },
    { speaker: 'interviewer' as const, content: q.story },
    { speaker: 'founder' as const, content: long('the start', 4) },
    { speaker: 'interviewer' as const, content: q.problem },
    { speaker: 'founder' as const, content: long('the problem', 4) },
    { speaker: 'interviewer' as const, content: q.belief },
    { speaker: 'founder' as const, content: long('the belief', 4) },
    { speaker: 'interviewer' as const, content: q.update },
    { speaker: 'founder' as const, content: long('the update', 4) },
    { speaker: 'interviewer' as const, content: q.proof },
    {
      speaker: 'founder' as const,
      content:
        'Pani Irena Nowak is 74 and delivered post in Oliwa for 30 years. In 2023 her knee gave out on the hill. For eight months she left her flat only for the doctor. In May we fitted her bike with a small motor in one afternoon. Now she rides to the market every Saturday and came second in the club’s autumn race.',
    },
  ]
  it('is told in one post, its opening with its ending, not cut after its setup', () => {
    const posts = writePosts(transcript)
    const irena = posts.filter((p) => /Irena|she rides|her knee/.test([p.text, ...(p.parts ?? [])].join(' ')))
    expect(irena).toHaveLength(1)
    const told = [irena[0]!.text, ...(irena[0]!.parts ?? [])].join(' ')
    expect(told).toContain('Irena Nowak is 74')
    expect(told).toContain('Now she rides to the market every Saturday')
  })
})

describe('a beat read alone', () => {
  const beat = (sentence: string) => ({
    sentences: [sentence],
    answer: { index: 0, topic: null, raw: sentence, clean: sentence },
    kind: 'other' as const,
    strength: 0,
    continues: false,
  })
  it.each([
    // Who "he" is was said before it: the reader of this post alone would not know.
    ['At the end of the season he sent me a voice message.', false],
    ['After one season on Lenzo that write-off was under €400 a month.', false],
    ['Before, Ornella spent every Monday on the phone.', false],
    ['Ornella said her Mondays are hers again.', true],
    ["Before Lenzo the 'system' was a man with a clipboard.", true],
    ['Last season we had 9 laundries and 212 hotels on Lenzo.', true],
  ])('"%s" stands alone: %p', (sentence, alone) => expect(standsAlone(beat(sentence))).toBe(alone))
})

describe('a plan cut to its slots', () => {
  const post = (text: string, kind: 'story' | 'result' | 'goal' | 'product' | 'other' = 'result') => ({
    text,
    kind,
  })
  it('drops the weakest, keeping the opener, the story, the ask and the customer’s words', () => {
    const plan = [
      post('Then it went quiet.', 'other'),
      post('We shipped 4,000 boxes to 50 states last winter.'),
      post('This is the story of my mother, Dona Cida.', 'story'),
      post('Then she told everyone about it.', 'other'),
      post('Reply here.', 'goal'),
      post('Ana said: "I sleep through the night now."', 'other'),
      post('And then it was over.', 'other'),
    ]
    expect(fewest(plan, 5).map((p) => p.text)).toEqual([
      'Then it went quiet.',
      'We shipped 4,000 boxes to 50 states last winter.',
      'This is the story of my mother, Dona Cida.',
      'Reply here.',
      'Ana said: "I sleep through the night now."',
    ])
    expect(fewest(plan, 9)).toEqual(plan)
    // Only protected posts left: the last that is not the ask goes.
    const kept = [plan[1]!, plan[2]!, plan[4]!]
    expect(fewest(kept, 2).map((p) => p.kind)).toEqual(['result', 'goal'])
  })
})

describe('a story told as a thread', () => {
  it('keeps every part within one post, even where line breaks lengthen a beat', () => {
    const posts = writePosts([
      { speaker: 'interviewer', content: q.product },
      { speaker: 'founder', content: 'Tanyajárat brings the shopping to old people who live on farmsteads.' },
      { speaker: 'interviewer', content: q.story },
      {
        speaker: 'founder',
        content:
          "It was January 2017, there was big snow on the Great Plain, the roads to the tanya was closed for more than one week. My grandmother, Rozália, we called her Rozi mama, she lived alone on a tanya near Kiskunfélegyháza, 7 kilometres from the shop. So I drove there with my small Suzuki, and 1 kilometre before the house the car was stuck in the snow. I walked the last kilometre with two bags. When I entered, she was sitting at the kitchen table and on the table there were four eggs, in a line. She told me: 'Four eggs, for four days, until the road opens.' She was eating one egg a day and bread with lard already since six days. She was not complaining. She was counting.",
      },
    ])
    const story = posts.find((p) => p.text.startsWith('It was January 2017'))!
    expect(story.parts?.length).toBeGreaterThan(0)
    for (const part of [story.text, ...story.parts!]) expect(part.length).toBeLessThanOrEqual(280)
    expect(story.parts!.join(' ')).toContain('She was counting.')
  })
})

describe('a list announced with its count', () => {
  it('keeps the announcement with the list, not at the end of the post before', () => {
    const beats = beatsOf({
      index: 4,
      topic: 'proof',
      raw: '',
      clean:
        'In the 2023 floods we warned 41 villages before the water came, and every one of them got out in time. The drills are what made that possible, and the chiefs ran them. What has not worked, in three points. Firstly, the watchers leave for the cities. Secondly, the SMS fails when the towers flood. Thirdly, the sirens rust.',
    })
    const list = beats.find((b) => b.sentences.some((x) => x.startsWith('Firstly')))!
    expect(list.sentences[0]).toBe('What has not worked, in three points.')
    expect(
      beats.some((b) => b !== list && b.sentences.includes('What has not worked, in three points.')),
    ).toBe(false)
  })
})

describe('a list in a long answer', () => {
  it("never ends one post on the list's start while its items open the next", () => {
    const setup = Array.from(
      { length: 7 },
      (_, i) =>
        `Our volunteers visit village number ${i + 1} and fill in the requests with the families, free of charge, every week of the school year, whatever the weather and the state of the roads.`,
    ).join(' ')
    const posts = writePosts([
      { speaker: 'interviewer', content: q.product },
      {
        speaker: 'founder',
        content: `Sama Tur helps children get a birth certificate. ${setup} First, the children. Most are between 9 and 14 years old, in the last two years of primary school. Second, teachers and headteachers, because they see the problem first, every year, when the exam lists are made. Third, the judges and court clerks, who are not our opponents but are overloaded.`,
      },
    ])
    for (const post of posts) {
      const parts = [post.text, ...(post.parts ?? [])]
      expect(parts.at(-1)!.trim().endsWith('First, the children.')).toBe(false)
      if (parts.join(' ').includes('Second, teachers'))
        expect(parts.join(' ')).toContain('First, the children.')
    }
  })
})

describe('a short line at the cut of a long answer', () => {
  it('opens no post alone: it keeps the beat it ends', () => {
    const steps = Array.from(
      { length: 8 },
      (_, i) =>
        `In month ${i + 1} we tested another batch of colours in my kitchen and at weekends in a friend's lab, and most of them stayed green for an hour longer than they should have.`,
    ).join(' ')
    const posts = writePosts([
      { speaker: 'interviewer', content: q.product },
      { speaker: 'founder', content: 'Tiza Sol makes sunscreen sticks for children.' },
      { speaker: 'interviewer', content: q.proof },
      {
        speaker: 'founder',
        content: `${steps} SOLD OUT BY 1 PM!!! Today we are 7 people in a tiny office in Cordón that smells of zinc.`,
      },
    ])
    const sold = posts.find((p) => [p.text, ...(p.parts ?? [])].join(' ').includes('SOLD OUT'))!
    expect(sold.text.startsWith('SOLD OUT')).toBe(false)
  })
})

describe('a quotation in single marks', () => {
  it('stays one sentence when it runs over two', () => {
    const said = sentencesOfAnswer({
      index: 2,
      topic: 'story',
      raw: '',
      clean:
        "At 4 am Desi held up one blank strip and she said: 'Your machine remembers everything, Stoyan. We remember nothing.' I drove home over the mountain at sunrise. The students' lockers stayed shut. Nobody came.",
    })
    expect(said).toContain(
      "At 4 am Desi held up one blank strip and she said: 'Your machine remembers everything, Stoyan. We remember nothing.'",
    )
    expect(said).toContain('Nobody came.')
  })
})

describe('the founder’s first message', () => {
  it.each([
    ['Henrik Lepp, from Pärnu. I founded Terav. We make sensors for sawmill bandsaws.', "I'm from Pärnu."],
    ['Gianluca Moretti, I run Lenzo, from Rimini. We tag hotel sheets.', 'I run Lenzo, from Rimini.'],
  ])('is said as the founder would write it, not signed with their name: %s', (opening, first) => {
    const name = opening.split(',')[0]
    const posts = writePosts([
      { speaker: 'founder', content: opening },
      { speaker: 'interviewer', content: `Hi ${name}! I'm Chad. ${q.problem}` },
      {
        speaker: 'founder',
        content:
          'Every owner rings to ask when the work is done, and then rings again when the weather changes.',
      },
    ])
    const said = posts.flatMap((p) => [p.text, ...(p.parts ?? [])]).join('\n')
    expect(said).toContain(first)
    expect(said).not.toMatch(/Henrik Lepp,|Gianluca Moretti,/)
  })
})

describe('a person named in a line without a verb', () => {
  it.each([
    [
      'For example chef Marcin Zając from restaurant Zielna in Kraków.',
      'First he ordered 220 pieces in 2023.',
      'First chef Marcin Zając from restaurant Zielna in Kraków ordered 220 pieces in 2023.',
    ],
    ['Take Els Declercq near Ieper.', 'She lost 41 tonnes.', 'Els Declercq near Ieper lost 41 tonnes.'],
    [
      'For example a chef in Kraków.',
      'First he ordered 220 pieces.',
      'First a chef in Kraków ordered 220 pieces.',
    ],
    // No name, a verb, no pronoun, or someone else named first: left as said.
    ['Crazy times.', 'He laughed.', null],
    ['Big week for Anna.', 'She signed three new stores.', null],
    ['Day one in Lisbon.', 'He said we were crazy.', null],
    ['Not even Google.', 'He never found us.', null],
    [
      'Chef Gu Weimin.',
      'He is owner-chef of a Yunnan restaurant.',
      'Chef Gu Weimin is owner-chef of a Yunnan restaurant.',
    ],
    ['Then February this year.', "Ron said he's 78.", null],
    ['Two: incomplete trays.', 'When a tray is short, she opens a second one.', null],
    ['Lamara — yes, Lamara Gogoladze, the angry mother.', 'After the balcony, she became head.', null],
    ["'Startup in Singapore' = fine.", 'She pays $79 now.', null],
    ['For Tom and his dog Otis.', 'When he started, Tom walked.', null],
    ['Francis, first name only, please.', 'He is a farmer.', null],
    ["Don Evelio's story.", 'He said we can use it.', null],
    ['For example Marcin ordered cups.', 'Then he ordered plates.', null],
    ['For example chef Marcin Zając.', 'The restaurant ordered 220 pieces.', null],
    ['For example chef Marcin Zając.', 'Then Anna Nowak said he was right.', null],
  ])('%p %p', (line, next, joined) => expect(introducedIn(line, next)).toBe(joined))

  it('keeps whom a story is about in the answer', () => {
    const said = sentencesOfAnswer({
      index: 5,
      topic: 'proof',
      raw: '',
      clean:
        'For example chef Marcin Zając from restaurant Zielna in Kraków. First he ordered 220 pieces in 2023, only plates for main dishes. After half year he ordered also cups.',
    })
    expect(said[0]).toStartWith('First chef Marcin Zając from restaurant Zielna in Kraków ordered 220 pieces')
  })
})

describe('what a voice founder says before the answer', () => {
  it('drops the check that the recorder runs and the name they go by', () => {
    const [first] = sentencesOfAnswer({
      index: 0,
      topic: 'product',
      raw: '',
      clean:
        'Hello yes it recording okay so good morning my name is Rajwantie Bissoon but everybody does call me Raj and I run Seawall Ice.',
    })
    expect(first).toBe('I run Seawall Ice.')
  })
  it('keeps testing that is their work', () => {
    const [first] = sentencesOfAnswer({
      index: 0,
      topic: 'update',
      raw: '',
      clean: 'Testing smart charging on 40 cars in March.',
    })
    expect(first).toBe('Testing smart charging on 40 cars in March.')
  })
})

describe('"he say" started again', () => {
  it.each([
    [
      [
        'Mister Baichu came one morning with a bag of snapper and he said in front of everybody in the line.',
        'He said Raj since the ice come I aint throw away one fish.',
      ],
      [
        'Mister Baichu came one morning with a bag of snapper.',
        'In front of everybody in the line, he said Raj since the ice come I aint throw away one fish.',
      ],
    ],
    [
      ['She said at the market.', 'She said we saved her season.'],
      ['At the market, she said we saved her season.'],
    ],
    // Words said the first time, or no second "said": left as said.
    [
      ['He said we lost a boat.', 'He said it again the next day.'],
      ['He said we lost a boat.', 'He said it again the next day.'],
    ],
    [
      ['He said at the market.', 'Then we left.'],
      ['He said at the market.', 'Then we left.'],
    ],
  ])('%p', (said, written) => expect(sayStartedAgain(said)).toEqual(written))
})

describe('a sentence kept whole when it can be', () => {
  it.each([
    // A quantifier before a verb that is also a noun.
    [
      'Our learners are herd boys. Some herd for their own family. Others are hired.',
      ['Our learners are herd boys.', 'Some herd for their own family.', 'Others are hired.'],
    ],
    // A guess at a figure is the figure.
    ['So I bought, I think it was 20 probes and a Raspberry Pi.', ['I bought 20 probes and a Raspberry Pi.']],
    // One subject doing one thing after another, too long for a post: its subject again.
    [
      "So I bought 20 temperature probes and a Raspberry Pi, don't laugh, and spent the Easter weekend pushing them into Gilbert's pile on long stakes, and wrote a little script that ran the fans only when the outside air was cold enough and dry enough, and sent him a text when any probe rose more than half a degree in a day.",
      [
        "I bought 20 temperature probes and a Raspberry Pi, don't laugh, and spent the Easter weekend pushing them into Gilbert's pile on long stakes.",
        'I wrote a little script that ran the fans only when the outside air was cold enough and dry enough, and sent him a text when any probe rose more than half a degree in a day.',
      ],
    ],
  ])('%p', (clean, said) =>
    expect(sentencesOfAnswer({ index: 1, topic: 'story', raw: clean, clean })).toEqual(said),
  )
})

describe('emoji at the end of a thought', () => {
  it.each([
    [
      'Every pod comes from an old carob tree in Malta or Gozo 🌳🇲🇹 Mums and dads love it.',
      ['Every pod comes from an old carob tree in Malta or Gozo 🌳🇲🇹', 'Mums and dads love it.'],
    ],
    // Inside a bracket opened mid-word, an emoji ends nothing.
    [
      'Launching 1 November, just in time for the cold(ish 😅) Maltese winter!! We tested it.',
      ['Launching 1 November, just in time for the cold(ish 😅) Maltese winter!!', 'We tested it.'],
    ],
  ])('%p', (clean, said) =>
    expect(sentencesOfAnswer({ index: 1, topic: 'story', raw: clean, clean })).toEqual(said),
  )
})

describe('what a founder says to the interviewer, and what only looks like it', () => {
  it.each([
    // A belief denied: the denial is the point.
    [
      'Many people think children do not like reading. This is not true. Parents come.',
      ['Many people think children do not like reading.', 'This is not true.', 'Parents come.'],
    ],
    ['Like this, the gas never finishes by surprise.', ['Like this, the gas never finishes by surprise.']],
    // A label for the interviewer goes.
    ['The ask!!! Sign up for the Glow Set waitlist.', ['Sign up for the Glow Set waitlist.']],
    ['THE ASK 🙏🙏 Pre-order the kit.', ['Pre-order the kit.']],
    ['The numbers, then. 4,200 marshals on the roster.', ['4,200 marshals on the roster.']],
    // A label that leads its line stays.
    ['The goal: 150 new freezers by June.', ['The goal: 150 new freezers by June.']],
  ])('%p', (clean, said) =>
    expect(sentencesOfAnswer({ index: 1, topic: 'belief', raw: clean, clean })).toEqual(said),
  )
})

describe('the ask said about the posts', () => {
  it('keeps what they would like', () => {
    const said = sentencesOfAnswer({
      index: 10,
      topic: 'goals',
      raw: '',
      clean: "What I'd like from these posts is 15 sites to join a free trial through the storm season.",
    })
    expect(said).toEqual(["What I'd like is 15 sites to join a free trial through the storm season."])
  })
  it('keeps two subjects joined by "and the" together', () => {
    const [, second] = sentencesOfAnswer({
      index: 9,
      topic: 'update',
      raw: '',
      clean:
        "When the wind forecast for a site goes over a limit the manager sets, say 25 metres per second, it books an inspection for the morning after, and it tells the site manager which pens and which sides to look at first, based on where the wind and the current came from and where we've found wear before.",
    })
    expect(second).toContain('where the wind and the current came from')
  })
})

describe('ordinary sentences the interview rules leave alone', () => {
  it.each([
    [
      'This recording of our first pitch got 10,000 views.',
      ['This recording of our first pitch got 10,000 views.'],
    ],
    ["It's recording every call and tagging it.", ["It's recording every call and tagging it."]],
    [
      'Now live in 🇵🇹 Portugal and 🇪🇸 Spain with 40 shops.',
      ['Now live in 🇵🇹 Portugal and 🇪🇸 Spain with 40 shops.'],
    ],
    ['I am proud of the team.', ['I am proud of the team.']],
  ])('%p', (clean, said) =>
    expect(sentencesOfAnswer({ index: 3, topic: 'story', raw: clean, clean })).toEqual(said),
  )

  it.each([
    [['She said yes.', 'She said we could use her name.']],
    [['He said at the market.', 'She said it was fine.']],
  ])('%p', (said) => expect(sayStartedAgain(said)).toEqual(said))
})

describe('a clause cut from a long sentence', () => {
  it('ends at a comma between words, never inside a figure', () => {
    const [short] = fitted(
      'Sediment is sand and grit from the feed and the slurry, slowly filling the bottom of the tank, so that a 3,000-cubic-metre digester is really a 2,200-cubic-metre digester, and the retention time falls without anyone noticing, which is the whole problem in one sentence for every farmer we know.',
    )
    expect(short).not.toContain('tank,000')
    expect(short).toStartWith(
      'Sediment is sand and grit from the feed and the slurry, slowly filling the bottom of the tank',
    )
  })
})

describe('a long sentence of one subject', () => {
  it('repeats the subject only before a verb with its object', () => {
    const said = sentencesOfAnswer({
      index: 2,
      topic: 'product',
      raw: '',
      clean:
        'She built the first scale herself in a garage in Kumasi with parts from the market, and trusted by the traders who sit beside her every morning, and designed so that anyone can read it without glasses, it now weighs every sack of cocoa that leaves the cooperative on market days.',
    })
    expect(said.join(' ')).not.toContain('She trusted')
    expect(said.join(' ')).not.toContain('She designed')
  })
})
