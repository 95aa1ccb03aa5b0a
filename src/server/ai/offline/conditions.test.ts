import { describe, expect, it } from 'bun:test'
import { creditLine, honourNaming, KEEP_OUT_NOTE, namingConditions, withoutDirection } from './conditions'

const interview = [
  'Ilga Bērziņa runs Ozolkalni farm, four saunas by a lake.',
  'Ilga, by SMS: "Jāņi without one phone call." She said yes to using it. Credit: "Ilga, Ozolkalni farm". Not her surname.',
  "Bagus Santoso found the lock. Two requests from him. First, credit him as 'Bagus, platform team at Pikul' — just Bagus.",
  'Abu Saleh drives a taxi. BUT two things: call him ABU SALEH, not Mahmoud. His real name is Mahmoud Odeh.',
  "Her son Dato fell from the balcony in 2019. First, please don't write the name of her son: he is 17 now.",
  'She asked two things. First, to be named as Doña Basilia Condori of Nuevo Amanecer — with her zone.',
]

describe('how a customer asked to be named', () => {
  const conditions = namingConditions(interview)
  it.each([
    [
      'Ilga Bērziņa wrote at 7 am. Ilga came back in May.',
      'Ilga (Ozolkalni farm) wrote at 7 am. Ilga came back in May.',
    ],
    ['Bagus Santoso saw the lock first.', 'Bagus (platform team at Pikul) saw the lock first.'],
    // A name they asked not to be called goes with its sentence; the name they use stays.
    [
      'His real name is Mahmoud Odeh but nobody calls him that. Abu Saleh has driven for 22 years.',
      'Abu Saleh has driven for 22 years.',
    ],
    // A name kept out is said as who they are.
    [
      'Her son Dato fell from the balcony. Dato was nine.',
      'Her son fell from the balcony. Her son was nine.',
    ],
    ['Her son was red like a tomato.', 'Her son was red like a tomato.'],
    ['Doña Basilia Condori put up the plates.', 'Doña Basilia Condori of Nuevo Amanecer put up the plates.'],
    // Inside a quotation the words are someone's own: the credit goes on the first name outside it.
    [
      'She said: "Ilga comes on Tuesdays." Ilga has done it since 2022.',
      'She said: "Ilga comes on Tuesdays." Ilga (Ozolkalni farm) has done it since 2022.',
    ],
    ['"Bagus saw it first," he wrote.', '"Bagus saw it first," he wrote.'],
    // The post says who they are just before the name.
    [
      'The one at Ozolkalni farm is Ilga, 58. Ilga wrote at 7 am.',
      'The one at Ozolkalni farm is Ilga, 58. Ilga wrote at 7 am.',
    ],
    // Nobody named: nothing changes.
    ['We numbered 38,600 houses.', 'We numbered 38,600 houses.'],
  ])('%s', (post, expected) => {
    expect(honourNaming(post, conditions)).toBe(expected)
  })
  it('credits them once in a thread: its later parts name them plainly', () => {
    const credited = new Set<string>()
    expect(honourNaming('Bagus Santoso saw the lock.', conditions, 280, credited)).toBe(
      'Bagus (platform team at Pikul) saw the lock.',
    )
    expect(honourNaming('Bagus Santoso said one sentence.', conditions, 280, credited)).toBe(
      'Bagus said one sentence.',
    )
  })
  it('names them by their name alone where the credit would run past the limit', () => {
    expect(honourNaming('Ilga Bērziņa wrote at 7 am.', conditions, 30)).toBe('Ilga wrote at 7 am.')
  })
})

describe('a credit the post gives already', () => {
  it('is not given twice', () => {
    const conditions = namingConditions(["Credit: 'Priya Nair, CTO'. No company name."])
    expect(honourNaming('Priya Nair, CTO, health-tech startup, Singapore.', conditions)).toBe(
      'Priya Nair, CTO, health-tech startup, Singapore.',
    )
    // …and where it says part of it, only the rest is added.
    const kai = namingConditions(["Credit: 'Kai Brandt, indie developer, Hamburg'."])
    expect(honourNaming('Kai Brandt, solo dev, Hamburg. Meditation timer app.', kai)).toBe(
      'Kai Brandt (indie developer), solo dev, Hamburg. Meditation timer app.',
    )
    expect(honourNaming('Priya found it on a Friday.', conditions)).toBe(
      'Priya Nair (CTO) found it on a Friday.',
    )
    // …and the name stays whole there.
    const cobbler = namingConditions(["He's happy to be named as 'Mr Moses Banda, cobbler, Kitwe'."])
    expect(honourNaming('Mr Moses Banda. He is a cobbler in Kitwe, 58.', cobbler)).toBe(
      'Mr Moses Banda. He is a cobbler in Kitwe, 58.',
    )
  })
})

describe('a note to the writer on what to keep out', () => {
  it.each([
    ['Credit: "Ilga, Ozolkalni farm".', true],
    ['Not her surname.', true],
    ['Two requests from him.', true],
    ['She asked two things.', true],
    ["First, credit him as 'Bagus, platform team at Pikul' — just Bagus.", true],
    ["First, please don't write the name of her son: he is 17 now.", true],
    ["One of the servers was — please don't print this — under my bed in Lahore.", true],
    ["My desk runs on two truck batteries (don't put that in, it makes us sound small).", true],
    ["We went round the car park in my own car no dual controls which don't tell anyone.", true],
    [
      "We're talking to the football association — that is NOT signed yet, please don't write it like it's done.",
      true,
    ],
    ["Not the factory's name.", true],
    ["He's happy to be named as 'Mr Moses Banda, cobbler, Chisokone market, Kitwe'.", true],

    ["And third — I said two parts, didn't I — the referrals.", true],
    ["She agreed to be quoted as 'Doamna Elena, 81, Orhei district'.", true],
    ["I don't want it printed, but the grant nearly went to a friend of the mayor.", true],
    ['Leave it out.', true],
    ['To quote.', true],
    ['Keep it.', true],
    ['Leave it out; he is still building.', true],
    ["I always say March 2022 because that's when we announced it.", true],
    ["It's his sentence. Quote it as his sentence.", true],
    ["Don't fix it.", true],
    ['No app name — he asked, competitors read.', true],
    ['No company name — investors read LinkedIn.', true],
    ["I was going to say 'half a million' — no, use the exact figure.", true],
    ['Please do not put his name next to the jumper-wire story — he did not fit it.', true],
    ['Use her name and title — Annika Holm, site manager — but not the farm.', true],
    ["Don't use her surname.", true],
    ['She says yes, we can use it!!', true],
    ['He agreed that we use his name and his words.', true],
    ['OK to use, name too.', true],
    ['You can cut this.', true],
    ["That's bleep no take that out sorry.", true],
    ['I can tell you the name, but never write it; they have very good lawyer.', true],
    // Not a note: what people do, in the founder's story.
    ['Not the name on the door but the people inside matter.', false],
    ['We are happy to be here.', false],
    ['The council allowed us to use the old depot.', false],
    ['You can write to us at hello@ona.org.', false],
    ["People ask if they can microwave the jars. Don't.", false],
    ["People don't tell anyone they've failed five times.", false],
    ['We print the company logo on every card.', false],
    ['Two things changed this autumn: the pouch and the price.', false],
    ['The neighbours agreed to be there at nine.', false],
    ['Leave the door open when you go.', false],
    ['I was going to quit in 2023.', false],
    ['I always say thank you to the drivers.', false],
    // Ordinary sentences that look like notes (found in review).
    ['Leave it out of the fridge for an hour before you bake.', false],
    ['I always say 90% of sales is showing up.', false],
    ['We quote it as a fixed price per square metre.', false],
    ["If it ain't broke, don't fix it, our mechanic says.", false],
    ['No customer names, no card numbers: the app stores only the total.', false],
    ['I was going to say no, but then Ana showed me the numbers.', false],
    ["I don't want them written off as lazy.", false],
    ['To quote a customer, it just works.', false],
    ["Don't fix what isn't broken.", false],
    ['No app names the real problem: nobody reads the description.', false],
    ['We never use their name in ads.', false],
    ['We do not give their name to anyone.', false],
    ['Use your name and your phone number to sign up.', false],
    ['The council agreed to use our maps in every ward.', false],
    ['We agreed on a price and shook hands.', false],
    ['We take it out of the oven at six.', false],
    // Found in review: ordinary sentences near the permission and keep-out notes.
    ['The hospital agreed to use it in two wards.', false],
    ['Most farmers agree they use it every morning.', false],
    ['You can remove it by hand in ten seconds.', false],
    ["It's fine to use on sensitive skin.", false],
    ['Take it out of the box and plug it in.', false],
    ['Most shops never write it down.', false],
    ['Do not put their photo on public profiles.', false],
  ])('%s → %p', (sentence, note) => {
    expect(KEEP_OUT_NOTE.test(sentence)).toBe(note)
  })
})

describe('a direction to the writer inside a sentence', () => {
  it.each([
    [
      "That's self-reported, in our own survey — please say so if you use it.",
      "That's self-reported, in our own survey.",
    ],
    ['Our board report says 37,900, but that was September — use 38,450.', null],
    ["Please just write 'most'.", null],
    ['No, use the exact figure.', null],
    ['Use the exact amount on your bill when you pay.', 'Use the exact amount on your bill when you pay.'],
    [
      'Use the full amount of the grant for seed, not for fuel.',
      'Use the full amount of the grant for seed, not for fuel.',
    ],
    ['OK to quote.', null],
    [
      'Discord DM, 12 Aug 2025: "All I changed was the screenshots." To quote.',
      'Discord DM, 12 Aug 2025: "All I changed was the screenshots."',
    ],
    ['Revenue was 486,000 euro — use the exact figure, not half a million.', 'Revenue was 486,000 euro.'],
    [
      'Use the exact figures from your own scale to set the dose.',
      'Use the exact figures from your own scale to set the dose.',
    ],
    // A pointer to another part of the interview, which no reader of the post sees.
    ["I'll come back to a near miss in the update, because I think you should hear it.", null],
    ['I will explain why this important in problem question.', null],
    ['He wrote to me the thing I will tell you in the customer words oh.', null],
    ['More on that later.', null],
    ["The reason owners say yes in the end is — no, that's the problem question.", null],
    // The interview's own parts: no reader of a post has seen them.
    ['The message he sent is in the next answer.', null],
    ['Gyms pay monthly (see audience).', null],
    ['I will tell in proof.', null],
    ['Sorry, this answer was one glass of tea.', null],
    ['Revenue went up in 2024, as I said in the proof answer.', 'Revenue went up in 2024.'],
    // …but an answer or a question in the founder's own world stays.
    ['The answer is compost.', 'The answer is compost.'],
    ['Every question we get is about price.', 'Every question we get is about price.'],
    [
      'I get this question a lot, and that question too.',
      'I get this question a lot, and that question too.',
    ],
    // Found in review: plain speech with "later", "the last year", "the next order".
    ['Let me explain why prices rose in the last year.', 'Let me explain why prices rose in the last year.'],
    [
      'Book now and I give you 10% off for the next order.',
      'Book now and I give you 10% off for the next order.',
    ],
    [
      'Let me tell you what she told me later that week.',
      'Let me tell you what she told me later that week.',
    ],
    [
      "Our first season went really well, I'll come back to it in the numbers.",
      'Our first season went really well.',
    ],
    [
      "This is the tool everyone asked for, I'll tell you more in the story.",
      'This is the tool everyone asked for.',
    ],
    ['We work only for the buyer, I explain in problem.', 'We work only for the buyer.'],
    [
      "You can see the gauge in the photo, I'll explain in the customer words.",
      'You can see the gauge in the photo.',
    ],
    ['Let me tell you the story of the first blade.', 'Let me tell you the story of the first blade.'],
    [
      "I'll explain the price to every customer before we start.",
      "I'll explain the price to every customer before we start.",
    ],
    // Said to readers, not to the writer.
    ['Please write to us at hello@ona.org.', 'Please write to us at hello@ona.org.'],
    ['Use code SCHOOL27 for 20% off.', 'Use code SCHOOL27 for 20% off.'],
    ["Donors are an audience too, but I'd rather you didn't write for them.", 'Donors are an audience too.'],
    ['If you use it twice a week, it pays for itself.', 'If you use it twice a week, it pays for itself.'],
    ['Just keep it in the fridge.', 'Just keep it in the fridge.'],
    [
      "I told the farmer, I can't give you more than $2 a kilo.",
      "I told the farmer, I can't give you more than $2 a kilo.",
    ],
  ])('%s', (sentence, kept) => {
    expect(withoutDirection(sentence)).toBe(kept)
  })
})

describe('the credit an answer gives, as a signature', () => {
  it.each([
    [
      "ok to quote. credit: 'carol haigh, bookkeeper, leeds'. no firm name.",
      'Carol Haigh, bookkeeper, Leeds',
    ],
    ["He's happy to be named as 'Mr Moses Banda, cobbler, Kitwe'.", 'Mr Moses Banda, cobbler, Kitwe'],
    ['Credit: "Ilga, Ozolkalni farm".', 'Ilga, Ozolkalni farm'],
    ['She said it at the market.', null],
  ])('%s', (answer, line) => {
    expect(creditLine(answer)).toBe(line)
  })
})
