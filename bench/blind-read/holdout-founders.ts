// A held-out set of four founders for the blind read, written after the product was tuned on the six
// in founders.ts and never used to tune it: different fields, different voices, the same material a
// good ghostwriter would use. `bun bench/blind-read/run.ts --set holdout` runs them instead of the six.
import type { Founder } from './founders'

const catherine: Founder = {
  id: 'catherine-renewly',
  name: 'Catherine Osei-Brandt',
  company: 'Renewly',
  style: 'long corporate B2B SaaS paragraphs with jargon',
  description:
    'Catherine Osei-Brandt, a former procurement director, is the co-founder and CEO of Renewly, a B2B software product that reads a company’s software contracts and invoices, tracks every renewal date and notice period, and warns finance and procurement teams months before a tool renews automatically, so they can cancel, downsize or renegotiate it. Customers pay an annual subscription.',
  headline: '18,500',
  customerQuote: 'We used to find out about renewals the week before. Now we find out the quarter before.',
  goalKeywords: ['25', 'audit'],
  bannedWords: ['game-changing', 'game changing', 'unlock', 'rockstar'],
  noEmoji: true,
  answers: {
    opening:
      'Good afternoon, and thank you for making the time. I am Catherine, co-founder and CEO of Renewly. By way of context, we operate in the spend management space, specifically SaaS contract lifecycle visibility for mid-market finance and procurement organisations, and I am keen to make sure our external positioning on social reflects the maturity of the platform.',
    product:
      'At a high level, Renewly is a contract intelligence layer for software spend. We ingest a company’s SaaS contracts, order forms and invoices, either through an integration with the ERP and the accounts payable workflow or simply by forwarding PDFs, and we extract the commercial terms that actually matter: renewal dates, notice periods, auto-renewal clauses, price escalators and seat commitments. From there, the platform surfaces a forward-looking renewal calendar and alerts the relevant budget owner 90 days before the notice window closes, with utilisation data attached, so that the decision to renew, right-size or renegotiate is made proactively rather than by default.',
    audience:
      'Our ideal customer profile is a mid-market organisation, broadly 300 to 3,000 employees, typically running somewhere between 150 and 400 SaaS applications, with a lean procurement function, often one or two people, sitting inside finance. The primary persona is the head of procurement or the FP&A lead who has been tasked with reducing software spend but has no single source of truth for what has been signed, by whom, and on what terms. The economic buyer is usually the CFO.',
    problem:
      'The status quo in most organisations we speak with is, candidly, a spreadsheet that someone built during an audit three years ago and nobody has maintained since. Contracts are signed by individual department heads on corporate cards, notice periods of 60 or 90 days are buried in order forms, and the first time finance becomes aware of a renewal is when the invoice lands. At that point the leverage is gone. Industry benchmarks suggest roughly 30% of SaaS spend is on unused or under-used licences, and in our own onboarding data the median customer is auto-renewing at least one six-figure contract per year that nobody actively chose to keep.',
    story:
      'The genesis of Renewly is quite personal, actually. In my previous role as procurement director at a logistics company, we missed the notice window on our CRM contract by four days. The vendor, entirely within their rights, auto-renewed us for three years at a 9% uplift on 800 seats, of which we were actively using around 450. That was a $1.1 million commitment that nobody in the business had consciously made, and I had to present that outcome to the board.',
    storyFollowUp:
      'In the weeks following that board meeting, I undertook a full audit of every software agreement we held, essentially by hand, over a series of weekends. I identified 212 contracts, 37 of which had notice windows in the following six months, and we renegotiated or exited enough of them to recover around $640,000 in the first year. My co-founder, who was our head of data engineering at the time, automated the extraction piece, and that prototype became the first version of Renewly.',
    proof:
      'In terms of traction, we currently have 62 customers on annual contracts and roughly $1.3 million in ARR, with net revenue retention of 128%. The platform is tracking 18,500 active software contracts, and across the customer base we have documented $9.4 million in avoided or renegotiated renewals over the past 12 months, which is the metric our customers’ CFOs ultimately care about.',
    proofFollowUp:
      'To make that tangible: for Halvorsen Freight, a 1,400-person customer, it meant identifying 41 renewals in their first quarter on the platform, consolidating three overlapping project management tools into one, and reducing their annual software run-rate by 17%. Their procurement lead went from firefighting renewals to running a quarterly vendor review with each budget owner, which is a fundamentally different operating model.',
    customerWords:
      'The feedback that resonated most internally came from Halvorsen’s VP of Finance, Margit, during a quarterly business review. She said, and I am quoting her directly: "We used to find out about renewals the week before. Now we find out the quarter before." We have since asked permission to use that in our sales materials.',
    belief:
      'My somewhat contrarian view is that SaaS sprawl is not fundamentally a cost problem, it is a governance and visibility problem. Most organisations respond to rising software spend with blanket cuts or a freeze on new tools, which damages productivity and drives shadow IT. The better approach is to make every renewal a conscious, data-informed decision, and the savings follow naturally from that discipline.',
    update:
      'Our current roadmap priority is a usage-based right-sizing recommendation: by connecting to the single sign-on provider, the platform will flag, ahead of each renewal, exactly how many seats were active in the last 90 days and recommend a target seat count for the negotiation. We are piloting this with eight design partners and expect general availability at the start of next quarter.',
    goal: 'Our objective for this quarter is pipeline generation with qualified finance leaders. Concretely, we would like 25 finance or procurement teams to book our free renewal audit: they forward us their last twelve months of software invoices, and within five working days we return every renewal date and notice window we can find. No commitment, no procurement cycle required.',
    tone: 'Professional and credible, appropriate for a CFO audience on LinkedIn, but not stiff and certainly not salesy. Please avoid clichés such as "unlock", "game-changing" or "rockstar". No emoji, please, given the audience. Data points and specific examples are preferable to adjectives.',
    other:
      'That is a fair question, although I am not sure I have a considered answer to it. I would rather anchor on what we observe in customer onboarding data.',
    repeat:
      'As I outlined earlier, that remains the core of our value proposition, and I would not want to overstate it beyond that.',
    pass: 'I believe I have covered that as comprehensively as I can.',
  },
}

const ossian: Founder = {
  id: 'ossian-sandwarm',
  name: 'Ossian Hale',
  company: 'Sandwarm',
  style: 'terse hardware/climate bullet fragments with numbers',
  description:
    'Ossian Hale, a mechanical engineer, founded Sandwarm, which builds thermal batteries: insulated steel tanks of sand, heated with cheap off-peak and surplus solar electricity, that store the heat for days and release it as hot water or air. The first customers are commercial greenhouses replacing gas boilers; Sandwarm sells or leases the units and installs them on site.',
  headline: '1,700',
  customerQuote: "First winter we didn't light the gas boiler once.",
  goalKeywords: ['3', 'pilot', 'greenhouse'],
  bannedWords: ['green revolution', 'planet-saving', 'save the planet'],
  noEmoji: true,
  answers: {
    product:
      '- Thermal battery. Steel tank, 40 t of sand, mineral-wool jacket.\n- Charged with off-peak / surplus solar power. Sand up to 550 °C.\n- Releases heat as 90 °C water or hot air.\n- 2.4 MWh stored per unit. Loses <1%/day.\n- Fits in a 20 ft container footprint.',
    audience:
      '- Commercial greenhouse growers first. 1–10 ha glass.\n- Tomatoes, cucumbers, cut flowers.\n- Gas is 30–50% of their operating cost.\n- Next: breweries, laundries, dairies. Anyone burning gas for <200 °C heat.',
    problem:
      '- Growers heat with gas boilers. Price tripled in 2022.\n- Some shut greenhouses for the winter. Others went bust.\n- Meanwhile: solar curtailed at noon, negative power prices ~300 h/yr.\n- Cheap electricity exists. Just at the wrong time.',
    story:
      '- Winter 2022. Neighbour’s family greenhouse, 3 ha, 40 years old.\n- Gas bill went from €180k to €610k.\n- He shut half the glass. Laid off 6 people.\n- Same week: grid paid people to use power at noon.\n- Built a 200 kg sand prototype in my garage that weekend.',
    storyFollowUp:
      '- Prototype held 400 °C for 5 days. Lost 8%.\n- Showed him the data. He gave me a corner of his greenhouse.\n- First 20 t unit installed Sept 2023.\n- Ran through the whole winter. Gas boiler stayed off.\n- Quit my job at the turbine plant in Jan 2024.',
    proof:
      '- 9 units installed, 5 sites.\n- 2.4 MWh per unit.\n- 1,700 MWh of gas heat displaced so far. ~340 t CO2.\n- Payback 4.5 years at current prices.\n- €2.1M raised, incl. a €900k EU innovation grant.',
    proofFollowUp:
      '- First site: gas use down 86% over the winter.\n- Heating cost down €74k in one season.\n- Kept all 3 ha open. Rehired 4 of the 6.',
    customerWords:
      '- Grower, Jan de Wit, after the first winter: "First winter we didn\'t light the gas boiler once."\n- Verbatim. He said it twice.',
    belief:
      '- Everyone talks batteries = lithium = electricity.\n- Wrong. ~50% of final energy demand is heat.\n- Most industrial heat is <200 °C.\n- Sand is cheap, doesn’t degrade, doesn’t burn.\n- Store heat as heat.',
    update:
      '- Building unit v3. 30% cheaper. Modular, 1.2 MWh blocks.\n- Factory line in Rotterdam. First v3 ships March.\n- Testing smart charging on day-ahead prices.',
    goal: '- 3 new pilot sites this winter.\n- Greenhouse growers, NL or Belgium, 1 ha+.\n- We install, they pay per MWh of heat. No capex.\n- Ask: growers DM me for a feasibility check.',
    tone: '- Facts, numbers, units.\n- No "save the planet", no "green revolution", no "planet-saving".\n- No emoji.\n- Engineer to grower. Short sentences fine.',
    other: '- Not sure. Ask me something with a number in it.',
    repeat: '- Covered that above. Same answer.',
    pass: '- Nothing more on that.',
  },
}

const agnes: Founder = {
  id: 'agnes-little-oven',
  name: 'Agnes Whitlow',
  company: 'The Little Oven',
  style: 'warm, simple non-tech bakery owner',
  description:
    'Agnes Whitlow runs The Little Oven, a small bakery and café on the high street of a market town in Shropshire, England. She bakes sourdough and pastries with two staff, runs a Saturday bread club whose members collect a loaf every week, and teaches bread-making classes on Sunday mornings. She is not a tech person.',
  headline: '140',
  customerQuote: 'It tastes like Saturdays at my nan’s.',
  goalKeywords: ['12', 'class'],
  bannedWords: ['artisanal', 'foodie'],
  noEmoji: false,
  answers: {
    opening:
      'Hello! I’m Agnes, I run The Little Oven, the little bakery on the high street in Ludlow. My granddaughter set this up for me, so bear with me, I’m better with dough than with computers!',
    product:
      'We’re a small bakery and café. We bake sourdough every morning, a white, a seeded rye and a walnut loaf, plus cinnamon buns, sausage rolls and whatever cake I fancy making that week. There are six little tables if you want a cup of tea with it. On Saturdays we have our bread club, and on Sunday mornings I teach bread-making classes in the back kitchen.',
    audience:
      'Mostly people from the town and the villages round about. Lots of regulars, retired couples, young families on their way to the park, walkers on a Sunday. The bread club is mostly busy families who want a proper loaf every week without thinking about it.',
    problem:
      'When I opened, the only bread in town was from the supermarket, and the old bakery had been closed for nine years. People had almost forgotten what a proper loaf tastes like. And lots of folk would love to bake their own but think it’s too difficult, so they never try.',
    story:
      'I worked in the council offices for twenty-six years, and I baked bread every Sunday for my family. When I retired early my husband said, you’re always giving loaves away to the neighbours, why not sell them? So in 2019 I took the lease on the old shoe shop, and my son and I painted it ourselves, blue and cream.',
    storyFollowUp:
      'The first morning I baked forty loaves and I was terrified nobody would come. By half past ten they were all gone, and a lady I didn’t know came back in the afternoon to ask if I’d save her one for tomorrow. I started writing names on a little list behind the counter, and that list became the bread club.',
    proof:
      'The bread club has 140 members now, which still amazes me. We bake about 600 loaves a week, and my Sunday classes have been full every month since last spring. We’ve gone from just me to me plus Tom and Hannah.',
    proofFollowUp:
      'For Mr and Mrs Pryce, who are both in their eighties, it means a walk into town every Saturday to collect their loaf and a chat over a cup of tea. She told me it’s the only time they see half the town.',
    customerWords:
      'One of our club members, a young dad called Rhys, took a bite of the walnut loaf and said, “It tastes like Saturdays at my nan’s.” I nearly cried, to be honest.',
    belief:
      'People think good bread is complicated and posh. It isn’t. It’s flour, water, salt and time. Anybody can bake a lovely loaf at home, they just need someone to show them once.',
    update:
      'We’re starting a Tuesday evening class for beginners, because lots of people work on Sundays. And Hannah is trying out a hot cross bun recipe for Easter, so the whole shop smells of cinnamon at the moment.',
    goal: 'I’d love to fill the 12 places in our next Sunday morning bread-making class on the 14th. It’s £35, you take home two loaves and your own starter. People can book in the shop or on our website.',
    tone: 'Warm and friendly, the way I’d chat to a regular over the counter. Keep it simple. A little bread emoji now and then is lovely. Please don’t use words like “artisanal” or “foodie”, we’re just a bakery.',
    other: 'Oh, I’m not sure I know what you mean, love. Ask me about the bread instead!',
    repeat: 'Like I said before, that’s really all there is to it.',
    pass: 'I think that’s everything I can tell you about that.',
  },
}

const dev: Founder = {
  id: 'dev-heirloom',
  name: 'Dev Malhotra',
  company: 'heirloom',
  style: 'voice-transcript solo founder (language-learning app)',
  description:
    'Dev Malhotra is the solo founder of heirloom, a language-learning app for the children and grandchildren of immigrants who grew up understanding their family’s language but never speaking it. Lessons are short audio conversations built around the family’s own phrases, which relatives can record in the app. It is free to start, with a paid family plan.',
  headline: '1,900',
  customerQuote: 'my mum cried when i said goodnight to her in punjabi',
  goalKeywords: ['100', 'families', 'beta'],
  bannedWords: ['polyglot', 'fluent in 30 days'],
  noEmoji: true,
  answers: {
    opening:
      "hey um so i'm dev i made this app called heirloom it's like a language app but for um for your family's language you know the one your parents speak that you kind of understand but can't really speak back",
    product:
      "so heirloom is um it's short audio lessons like five minutes and they're built around stuff your family actually says like what did you eat are you coming for dinner not like um textbook stuff about ordering in a train station and the cool bit is your mum or your nani or whoever can record phrases in the app and they become your lessons so you learn their accent you know",
    audience:
      "it's for um second generation kids basically like people like me who grew up in london or toronto or wherever and understand like seventy percent of what their grandparents say but answer in english and feel kind of guilty about it right now it's mostly punjabi hindi tagalog and polish",
    problem:
      "so before like the options are duolingo which doesn't even have half these languages or it teaches you this like formal version nobody in your family speaks or you get a tutor which is expensive and weird and so most people just um give up and then you know your grandparents get older and you realise you never actually had a real conversation with them",
    story:
      "so um my nani my grandma she came to stay with us in 2021 and i realised i'd never had like a proper conversation with her ever like twenty six years and um she'd tell me stories and i'd just nod and answer in english and one night she asked me something simple and i couldn't answer and she just went quiet and i felt like really ashamed you know",
    storyFollowUp:
      'so after that i started um recording her on my phone like every evening just normal phrases and i made these little flashcards from the recordings and my cousins wanted them too and like within a month there were eleven of us in a whatsapp group swapping recordings so i um i quit doing freelance dev stuff on fridays and built the app',
    proof:
      "um so right now it's like two thousand families no wait it's 1,900 families i checked yesterday 1,900 and um about two hundred and forty pay for the family plan and people do like four lessons a week on average which is um really high for language apps",
    proofFollowUp:
      "like for my friend amrit it meant he um he gave a little speech at his grandad's eightieth in punjabi like two minutes and the whole room just went silent and then everyone was crying you know",
    customerWords:
      "one user messaged me and um she said my mum cried when i said goodnight to her in punjabi and i was like okay this is why i'm doing this",
    belief:
      "honestly i think um language apps get it wrong they're like obsessed with fluency and streaks but people like me don't want to be fluent we just want to talk to our grandparents you know like a hundred phrases that matter is worth more than a thousand random words",
    update:
      "right now i'm um building the bit where relatives can record from like a whatsapp voice note because my nani is never installing an app and uh it's in testing with like twenty families",
    goal: "so what i want is um 100 families to join the beta for the voice note recording thing before diwali like sign up as a family and have one relative record five phrases it's free",
    tone: "just like um real and kind of personal you know like i'm talking to a friend not like a brand no emoji and please don't use stuff like polyglot or fluent in 30 days that stuff is so cringe",
    other: "uh i'm not sure um what you mean sorry",
    repeat: "yeah like i said um that's kind of it",
    pass: "um i think that's all i've got on that one",
  },
}

export const holdoutFounders: Founder[] = [catherine, ossian, agnes, dev]
