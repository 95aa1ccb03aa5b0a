// Six invented founders for the blind read, each writing in a style of its own, with the material a
// good ghostwriter would use. Their answers are keyed by what is asked (answer.ts picks one per
// question); the headline, quote and goal keywords are what run.ts checks the posts for.

/** What an interviewer can ask about; `other` answers a question the founder cannot place. */
export const answerKeys = [
  'product',
  'audience',
  'problem',
  'story',
  'storyFollowUp',
  'proof',
  'proofFollowUp',
  'customerWords',
  'belief',
  'update',
  'goal',
  'tone',
  'other',
] as const
export type AnswerKey = (typeof answerKeys)[number]

export type AnswerBank = Record<AnswerKey, string> & {
  /** Sent before any question, as some people start a chat. */
  opening?: string
  /** Said when a question comes back a second time ("as I said…"). */
  repeat: string
  /** The last resort, when every other answer to a question has been given. */
  pass: string
}

export type Founder = {
  id: string
  name: string
  company: string
  /** How this founder writes (for the report, not the reader). */
  style: string
  /** What the blind reader is told: who the founder is and what they build, neutrally. */
  description: string
  /** The headline figure as it should appear in a post (digits as written). */
  headline: string
  /** The customer's exact words. */
  customerQuote: string
  /** Words that, all in one post, show the goal's ask was made. */
  goalKeywords: string[]
  /** Words this founder asked never to see (a post holding one broke the tone instruction). */
  bannedWords: string[]
  /** Whether the founder asked for no emoji. */
  noEmoji: boolean
  answers: AnswerBank
}

const henrik: Founder = {
  id: 'henrik-flakebench',
  name: 'Henrik Lind',
  company: 'Flakebench',
  style: 'long technical rambling (dev tools)',
  description:
    'Henrik Lind is the founder of Flakebench, a developer tool that reruns a company’s failing CI tests in isolation and explains why a “flaky” test flips, so platform engineers can hand a precise bug to the team that owns it. The core is an open-source CLI; teams pay for a hosted dashboard.',
  headline: '11,400',
  customerQuote: 'I stopped pressing retry and started reading the failures again.',
  goalKeywords: ['15', 'platform team', 'CLI'],
  bannedWords: ['revolutionary', 'game-changer', 'game changer', '10x', '🧵', "here's what i learned"],
  noEmoji: true,
  answers: {
    opening:
      "Hey — so, I'm Henrik, I build Flakebench, which is, okay, the short version is it finds the flaky tests in your CI and tells you why they're flaky instead of letting everyone hit retry, but the long version is more interesting (I'll get to it, I always do).",
    product:
      "Flakebench is a CLI plus a small service that sits next to your CI — GitHub Actions, Buildkite, GitLab, whatever you run — and it reruns your failing tests in isolation on spare runner capacity, mostly overnight, hundreds of times, varying the clock, the random seed, the test order and the parallelism, so that when it calls a test flaky it can tell you which of those made it flip. So instead of 'test_checkout_total is flaky, 3% failure rate' you get 'test_checkout_total fails when it runs after test_currency_cache because the cache is a module-level singleton', which is the thing you actually needed to fix it. The core is open source; the hosted dashboard is what teams pay for.",
    audience:
      "Platform and developer-productivity engineers, mostly, at companies with something like 50 to 500 engineers, usually a monorepo, usually a CI bill that somebody in finance has started asking about. The person who gets the most out of it owns 'CI is slow and red' as a problem without owning any of the tests — they can't fix the tests themselves, they need to hand a precise bug to the team that owns it, and that's what we give them.",
    problem:
      "Before, the playbook is: the build goes red, you look at the failure, it doesn't look related to your change, you hit retry, it goes green, you merge. Multiply that by every engineer every day. One customer measured it: 31% of their main-branch runs had at least one retry, and each retry of a 40-minute pipeline is 40 minutes of someone context-switching. Worse, after a few months nobody believes a red build anymore, so the real failures slip through with the fake ones. That's the actual cost: CI stops being a signal.",
    story:
      "So this was at my previous job, a payments company, on a Friday around 6pm, release train leaving, and the release was blocked by one test, test_settlement_cutoff, which had been 'a bit flaky' for as long as anybody remembered — one failure in thirty or so. I stayed, I bisected, I ran it in a loop on my laptop for most of the weekend, and on Sunday night I found it: it only failed when the run crossed midnight UTC, because the test built 'today' twice, once in the fixture and once in the assertion. A real bug, in real settlement code, that we'd been retrying past for two years.",
    storyFollowUp:
      "The turning point was the Monday after. I'd written a throwaway script that reran every test in the repo 200 times overnight on the runners nobody used at night, and I posted the 40 worst offenders in the engineering channel with the cause next to each one where I could find it. Within a week the retry rate on main dropped by about half, and three other teams asked me if they could run 'Henrik's script' on their repos. That's when I realised it wasn't a script, it was a product.",
    proof:
      '38 teams pay for the hosted version now, which is $11,400 MRR, and the CLI has about 2,600 weekly installs. But the number I actually care about is the main-branch retry rate, which across paying teams goes from a median of 24% to 6% within the first two months.',
    proofFollowUp:
      "For Brightwell, one of the first teams — about 120 engineers — it meant their main branch went from red roughly 30% of the time to 4%, and they turned off auto-retry in CI entirely, which had been on for three years. Their platform lead told me the visible change wasn't the dashboard; it was that people stopped typing 'flaky, retrying' in PR comments, because it stopped being true.",
    customerWords:
      'Their platform lead, Dana, said this to me on a call and I wrote it down immediately: "I stopped pressing retry and started reading the failures again." That\'s the whole pitch, honestly, better than anything I\'ve written.',
    belief:
      "Most flaky tests aren't flaky. They're deterministic tests with an input you're not controlling — time, order, shared state, the network — and every one we've root-caused so far has pointed at either a real bug or a real design problem. So the industry default, quarantine the test and move on, is exactly backwards: quarantine hides the one test that's trying to tell you something.",
    update:
      "Right now I'm working on the thing people ask for most, which is a GitHub check that comments on the PR when the failing test is a known flake with a known cause, so nobody has to guess. It's in beta with four of the paying teams, and if it holds up it ships to everyone before Christmas.",
    goal: "Concretely: I want 15 platform teams running the open-source CLI on their main branch this month — just the free CLI, no sales call — and telling me what it found. If the posts get people to run it once on their worst test suite, that's a win.",
    tone: "No hype words — no 'revolutionary', no 'game-changer', no '10x'. No emoji. Write the way an engineer explains a bug to another engineer, concrete and a bit dry. And please, I hate growth-hacker threads, the '🧵 here's what I learned' kind.",
    other:
      "Hm, not sure how to answer that one well — I'd rather point you at something concrete, like the midnight-UTC bug, that's the story I tell most.",
    repeat:
      "Like I said earlier, more or less — I don't think I have a better answer than that one, it's the one I keep coming back to.",
    pass: "Honestly, I think I've given you everything I've got on that.",
  },
}

const bea: Founder = {
  id: 'bea-mismatch',
  name: 'Bea Okafor',
  company: 'Mismatch',
  style: 'playful consumer brand with emoji',
  description:
    'Bea Okafor runs Mismatch, a consumer brand that sells socks in sets of three instead of pairs, so a sock lost in the wash still leaves a full pair. Its Odd Club takes customers’ orphan socks and turns them into dog toys for animal shelters. Mismatch sells online, mostly to families.',
  headline: '12,000',
  customerQuote: 'The washing machine can have one, I still win.',
  goalKeywords: ['500', 'Odd Club', 'waitlist'],
  bannedWords: ['synergy'],
  noEmoji: false,
  answers: {
    opening:
      "Hiii 👋 I'm Bea, I run Mismatch — we sell socks in threes 🧦🧦🧦 because the washing machine always eats one and I'm DONE pretending it doesn't 😂",
    product:
      'Mismatch socks come in trios instead of pairs 🧦🧦🧦 All three go together (same colour family, same length), so when the washer eats one you still have a full pair, no drama 🙌 We also run the Odd Club: send us your lonely orphan socks and we turn them into dog toys for shelters 🐶💛',
    audience:
      'Busy parents are our biggest fans 🙋‍♀️ especially with little kids who somehow lose a sock a day?? Also students and anyone whose laundry basket is basically a sock black hole 🕳️ Our typical customer is a mum of two buying trios for the whole family at once 👨‍👩‍👧‍👦',
    problem:
      "The orphan sock drawer!! 😩 Everyone has one. People throw out perfectly good socks because one went missing, or go to work in two different blues and feel weird about it all day 🙈 A family of four loses about 15 socks a year — that's money in the bin and a LOT of textile waste 😬",
    story:
      'Ok so I moved flats in 2022 and while packing I found 23 orphan socks. TWENTY THREE 😱 I laid them all out on the floor, took a photo, and thought: what if socks just came with a spare? 🤔 I found a tiny knitting mill in Porto that agreed to do a first run of 300 trios for me 🧶',
    storyFollowUp:
      'Then I posted the orphan sock photo on Instagram asking "how many do YOU have?" and it blew up 🤯 4,000 people commented with their own counts (the record was 61, bless them 😂). The first 300 trios sold out in two days, and that week I quit my marketing job to do this full time 🚀',
    proof:
      "We've shipped 12,000 trios so far 🎉 and 41% of customers come back for a second order within 6 months 💪 Plus the Odd Club has turned 2,800 orphan socks into shelter dog toys 🐕",
    proofFollowUp:
      'For one of our regulars, a mum called Priya, it meant she stopped buying emergency supermarket socks every month 😅 She told us her sock spend halved, and Monday mornings stopped starting with a hunt under the bed 🛏️',
    customerWords:
      'A customer emailed us this and I screenshotted it immediately 📸: "The washing machine can have one, I still win." It\'s printed on our packing slips now 😂',
    belief:
      'Hot take: socks should NOT be sold in pairs 🔥 Pairs are a design flaw! Everything else you own comes with a spare, so why not socks?? 🤷‍♀️',
    update:
      "We're finishing the winter drop ❄️ merino trios in three colours, knitted in Porto again 🧶 And we're testing a subscription where the third sock is always a surprise 🎁",
    goal: "I want 500 people to join the Odd Club waitlist before our winter drop ❄️ That's the ask: join the waitlist, and send us your orphan socks 🧦",
    tone: "Fun and silly is good, emoji welcome 🧦✨ but never mean about anyone's laundry or feet lol. And no corporate speak please, I don't want to read the word 'synergy' ever again 🙅‍♀️",
    other: 'Ooh good question 🤔 honestly not sure, ask me about socks instead 😂',
    repeat: "Like I said before 😅 that's pretty much the heart of it!",
    pass: "I think that's all I've got on that one 🙈",
  },
}

const marisol: Founder = {
  id: 'marisol-tenant-line',
  name: 'Marisol Vega',
  company: 'Tenant Line',
  style: 'civic nonprofit',
  description:
    'Marisol Vega, a former community-clinic nurse, is the executive director of Tenant Line, a Cleveland nonprofit. Its trained volunteers answer a free phone and text line for renters living without heat, with mould or other unsafe conditions, help them put repair requests in writing, and file complaints with the city’s code enforcement office when landlords do not act.',
  headline: '1,840',
  customerQuote: 'For the first time somebody wrote down what was happening to us.',
  goalKeywords: ['40', 'volunteer'],
  bannedWords: ['victims', 'the vulnerable'],
  noEmoji: true,
  answers: {
    product:
      "Tenant Line is a free phone and text service run by trained volunteers. When a renter calls about no heat, mould or a broken lock, a volunteer helps them document the problem with dated photos, sends a written repair request to the landlord, and, if nothing happens within the legal deadline, files a complaint with the city's code enforcement office on their behalf. We then follow up until an inspector has been out.",
    audience:
      "We serve renters in Cleveland's older rental housing, many of them seniors, families with young children and people on fixed incomes. The person who benefits most is often someone who has already complained many times by phone, has no written record, and is afraid that pushing harder will cost them their home.",
    problem:
      'Before, a tenant would call the landlord, get a promise, and wait. Calls leave no record, so when they finally reach the city there is nothing on paper and the case stalls. Meanwhile children sleep in rooms with black mould, and families heat their apartments with the oven through January. Many give up, because they fear retaliation more than they trust the process.',
    story:
      'I was a nurse at a community clinic for twelve years. One winter morning a grandmother came in with her grandson, who was having his third asthma attack that month. She told me, very calmly, that their bedroom wall had been black with mould for two years and that she had called the landlord eleven times. I realised that nothing in our clinic could fix what was making that boy sick.',
    storyFollowUp:
      'That evening I sat at her kitchen table and we filled in the city’s code complaint form together, with photos and the dates of every call she could remember. An inspector came nine days later, and the wall was repaired within a month. Her grandson has not been hospitalised since. I started taking calls from her neighbours, and a year later Tenant Line was a registered nonprofit with twenty volunteers.',
    proof:
      'Since 2021 we have helped 1,840 households. In 72% of cases the repair was completed within 60 days of our first written request, and the average wait for heat repairs fell from five weeks to eleven days.',
    proofFollowUp:
      'Behind those numbers is someone like Mr. Dorsey, a retired bus driver who lived without heat for three weeks last January. We filed on a Monday; the boiler was replaced that Friday. For him it meant he could stop sleeping in his coat.',
    customerWords:
      'Mrs. Alvarez, the grandmother I told you about, said something I have never forgotten: "For the first time somebody wrote down what was happening to us."',
    belief:
      "Tenants do not need more 'know your rights' pamphlets. They know their rights. What they need is someone to sit with them, fill in the form, and make the follow-up call when the deadline passes. Information without help changes very little.",
    update:
      'This month we are training our first Spanish-speaking volunteers, so that renters can get help in their own language. We are also building a shared call log, so that two volunteers never call the same landlord twice.',
    goal: 'Our goal this winter is to recruit 40 new volunteers to help renters fill in repair requests during the heat season. Training takes two evenings and can be done online. We would also welcome introductions to local employers who support volunteering.',
    tone: "Plain, warm and respectful. Please never call the tenants 'victims' or 'the vulnerable'; they are our neighbours. No fundraising guilt trips, and no emoji.",
    other:
      'I am not sure I can answer that well. What I can tell you is what we hear on our calls every week.',
    repeat: 'As I mentioned, that is really the core of our work, and I would not want to overstate it.',
    pass: 'I think I have said what I can on that.',
  },
}

const nico: Founder = {
  id: 'nico-touchline',
  name: 'Nico Brennan',
  company: 'touchline',
  style: 'raw voice transcript',
  description:
    'Nico Brennan, a parent and volunteer youth football coach, runs touchline, an app for volunteer coaches of children’s sports teams. Parents use it to say who is playing on match day and who can drive, and it works out the lifts, instead of the team’s group chat.',
  headline: '340',
  customerQuote: "it's the first season i haven't muted the team chat",
  goalKeywords: ['50', 'coaches', 'spring'],
  bannedWords: ['startup guy'],
  noEmoji: true,
  answers: {
    opening:
      "hi so i'm uh i'm nico i run this thing called touchline it's um it's an app for like kids football coaches you know the volunteer ones",
    product:
      "yeah so touchline is um it does the boring stuff like who's playing saturday who's driving who's bringing the oranges you know and um the parents just tap yes or no in the app instead of like a hundred messages in the group chat and it it sorts out the car seats too like who has space for how many kids",
    audience:
      "it's for um volunteer coaches of kids teams like under sevens to under twelves mostly football but we've got some netball and hockey too and uh the parents obviously but really it's the coach you know the mum or dad who said yes to coaching and didn't know it meant being like a full time logistics manager",
    problem:
      "before it's just the whatsapp group right like sixty messages every friday night who's available who's driving is the game even on and the coach is sat there at eleven pm like counting thumbs up and um then saturday morning someone's always missing or there's no keeper you know and people just burn out most coaches quit after like one or two seasons",
    story:
      "so i was coaching my daughter's under tens um three years ago and uh one saturday we had an away game and two kids got left at the pitch after the match because like everyone thought someone else was driving them no wait it was three kids three and i only noticed when one of the dads rang me from the car park and i just felt sick you know",
    storyFollowUp:
      'so after that um that same weekend i made like a google form for lifts and the next saturday everyone was sorted by thursday and one of the other coaches at the club asked if she could use it and then like the whole club wanted it so i um i stopped doing spreadsheets and i built the app over that winter',
    proof:
      "um so we're at like 340 teams now uh across about forty clubs and coaches who use it say they spend like two hours less a week on messages and um no kid's been left behind since you know that's the one i care about",
    proofFollowUp:
      "like for sam who coaches the under nines at our club it meant he um he actually watched the game last saturday instead of being on his phone you know he said he didn't open whatsapp once all weekend",
    customerWords:
      "one of the mums um priya she said to me it's the first season i haven't muted the team chat and i was like yes that's it that's the whole thing",
    belief:
      "honestly i think um kids sport doesn't have a coaching problem it has a logistics problem like everyone wants to talk about drills and tactics but coaches quit because of the admin not the football you know",
    update:
      "right now um i'm building the bit where it reminds parents on thursday if they haven't said yes or no yet and uh we're testing it with six clubs before the spring season",
    goal: "so uh what i want is to get 50 coaches to try it before the spring season like just set up their team and run one match day with it it's free for one team",
    tone: "um just normal like how i'd talk to another parent on the sideline you know no like hype no emoji and uh please don't make me sound like a startup guy",
    other: "uh i don't know to be honest um not sure what you mean",
    repeat: "yeah like i said um that's basically it",
    pass: "um i think that's all i've got on that",
  },
}

const thiago: Founder = {
  id: 'thiago-colheita',
  name: 'Thiago Moreira',
  company: 'Colheita',
  style: 'non-native English',
  description:
    'Thiago Moreira, from a coffee-growing family in Minas Gerais, Brazil, founded Colheita, a marketplace where small family coffee farms list each harvest lot with its quality score so specialty roasters in Europe can buy directly from the farm instead of through middlemen. Colheita takes a commission only when a lot sells.',
  headline: '112',
  customerQuote: 'Now I know what my coffee is worth before the buyer tell me.',
  goalKeywords: ['10', 'roasters'],
  bannedWords: ['disrupt'],
  noEmoji: true,
  answers: {
    opening:
      'Hello! I am Thiago, from Colheita in Brazil. Sorry for my english, is not perfect. We help small coffee farms for sell their coffee direct to roasters.',
    product:
      'Colheita is app where the small coffee farmer register each lot of the harvest: the altitude, the variety, the process, and the cupping score from a certified cupper. Then the roasters in Europe can see the lot, ask a sample and buy direct from the farm, without the middleman. We take 4% of the sale, only when the coffee is sold.',
    audience:
      'Is for family farms in Minas Gerais with 5 until 30 hectares, most of them the second or third generation. On the other side is the specialty roasters in Europe who want to know exactly from where come the coffee. The farmer who win more is the one who make very good coffee but nobody know it.',
    problem:
      "Before, the farmer sell all the harvest to the middleman, the atravessador, for the commodity price. He don't know the quality score of his own coffee, so he cannot negotiate. Many times the middleman pay 30% less than the coffee is worth, and then sell it as specialty in Europe. So the young people leave the farm because it don't pay.",
    story:
      'My family have a small farm near Carmo de Minas. In 2021 come the frost, in one night of July, and we lost the harvest almost all. My father was sitting in the kitchen with the calculator and he say maybe we sell the farm. I was working in São Paulo in a bank and I come back for help him.',
    storyFollowUp:
      'Right after that, a roaster from Berlin visit our region, he was looking for micro-lots. He taste the little coffee we still have and he pay two times the price of the middleman, because the score was 87. My father almost cry. I understand then that the problem is not the coffee, is that nobody can see the coffee. So I start Colheita.',
    proof:
      'Today 112 farms use Colheita, and they sold direct to 31 roasters in six countries. In average the farmer receive 38% more per sack than before with the middleman.',
    proofFollowUp:
      'For Dona Lúcia, she have 8 hectares, it mean she could pay the university of her daughter in Lavras with the coffee of one season. Before she was thinking to sell the land.',
    customerWords:
      'Dona Lúcia tell me this in the cupping room and I never forget: "Now I know what my coffee is worth before the buyer tell me."',
    belief:
      "Many people think the fair trade label is enough for help the farmer. I don't agree. The label is good, but the farmer need to see the cupping score himself, and to talk direct with the buyer. Information is more important than the label.",
    update:
      'Now we are building the cupping report in Portuguese for the farmer, with the photos of the lot. In March we start with the first farms in Colombia, my cousin help us there.',
    goal: 'We want find 10 roasters in Europe for buy direct this season, especially in Germany and Netherlands. If a roaster read the posts, I want they ask for a sample box, we send it free.',
    tone: "Please simple and honest, like I talk. Not too much exclamation marks. No emoji, and please don't write 'disrupt', I don't like this word.",
    other: "Sorry, I don't understand very well the question. Maybe you can ask different?",
    repeat: 'Like I say before, is this, I don’t have more to add.',
    pass: 'I think I say everything about this.',
  },
}

const wren: Founder = {
  id: 'wren-quietbox',
  name: 'Wren Adler',
  company: 'Quietbox',
  style: 'terse indie hacker',
  description:
    'Wren Adler is a solo founder who built Quietbox, a paid email service that collects the newsletters a person subscribes to and delivers them as a single digest email every Sunday.',
  headline: '2,300',
  customerQuote: 'My inbox is for people again.',
  goalKeywords: ['200', 'free'],
  bannedWords: ['thrilled to announce'],
  noEmoji: true,
  answers: {
    product: 'Quietbox. Bundles your newsletters into one email. Sundays.',
    audience: 'People with 50+ newsletters. Mostly devs and PMs.',
    problem: 'Inbox at 4k unread. Newsletters buried real mail.',
    story: 'Declared email bankruptcy in March 2024. Built v1 that weekend.',
    storyFollowUp: 'Posted on HN Monday. 900 signups by night. Quit contracting in May.',
    proof: '$2,300 MRR. 410 paying. Churn 3%.',
    proofFollowUp: 'One user had 212 newsletters. Now one email. Reads them again.',
    customerWords: '"My inbox is for people again." User email, week two.',
    belief: 'Unsubscribing is the wrong fix. People like newsletters. They hate the timing.',
    update: 'Shipping search across past issues. Beta next week. Then a Monday edition.',
    goal: '200 more paying users by June. First month free.',
    tone: 'Short. No threads. No emoji. No "thrilled to announce".',
    other: 'Not sure. Pass.',
    repeat: 'Said it already.',
    pass: 'Nothing to add.',
  },
}

export const founders: Founder[] = [henrik, bea, marisol, nico, thiago, wren]
