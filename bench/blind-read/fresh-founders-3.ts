// A fourth held-out set, written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const marcAndre: Founder = {
  id: 'marc-andre-flakehound',
  name: 'Marc-André Tremblay',
  company: 'Flakehound',
  style: 'long, rambling technical answers with parenthetical asides (B2B developer tool for flaky tests)',
  description:
    "Marc-André Tremblay, a former developer-productivity engineer at a payments company, is the co-founder of Flakehound in Montréal, Canada. It plugs into a software team's continuous-integration system, spots automated tests that fail at random rather than because of a real bug, re-runs them in isolation to work out the likely cause, and quarantines them so they stop blocking merges while a ticket goes to the person who last changed the test. It costs $15 per active developer per month and is free for teams under 10.",
  headline: '14,800',
  customerQuote: 'I stopped typing /retest into pull requests like it was a prayer.',
  goalKeywords: ['25', 'Jest', 'beta'],
  bannedWords: ['game-changer', '10x', 'seamless'],
  noEmoji: true,
  answers: {
    opening:
      "Hi, I'm Marc-André Tremblay (the hyphen matters, or at least my mother thinks it does), co-founder of Flakehound, which is a tool for engineering teams that finds the automated tests that fail at random (flaky tests, as everybody in the trade calls them, usually while swearing) and takes them out of the critical path so that the build goes red only when something is actually broken. We're based in Montréal, in an office above a bagel shop in the Mile End, which is either a perk or a hazard depending on the week, and before this I spent six years on the developer-productivity team at a payments company that I won't name but whose card readers you have almost certainly tapped.",
    product:
      "So, concretely: Flakehound is a GitHub and GitLab app plus a small CI plugin (we support GitHub Actions, Buildkite, CircleCI and, reluctantly but thoroughly, Jenkins) that ingests the test results every build already produces, the JUnit XML files and their equivalents, and keeps a history of every test on every commit. When a test fails on a commit and then passes on a retry of the exact same code, that's a flake by definition, and we fingerprint it; then we re-run it in isolation, in a shuffled order, and with the CPU deliberately throttled, which lets us classify the likely cause (timing, test-order dependence, shared state, or a network call that shouldn't be there) with surprisingly decent accuracy. Then it gets quarantined, which means it still runs and we still record it, but its failure no longer blocks the merge, and a ticket goes to whoever last touched the test file, with the classification and a diff of the passing and failing logs attached. It costs $15 per active committer per month, and it's free for teams under 10 developers, because I remember being a team of 4 and having no budget for anything.",
    audience:
      "Engineering organisations somewhere between about 40 and 800 developers, usually with a large test suite (thousands to hundreds of thousands of tests) and quite often a monorepo, which is where flakiness compounds in the most painful way. The person who finds us is normally a platform or developer-productivity engineer who has been asked, for the third time that quarter, why CI is so slow and so red; the person who signs is the head of platform or the VP of engineering, who tends to care less about the tests themselves and more about the fact that their merge queue is three hours long and senior engineers are spending their afternoons clicking 'retry'.",
    problem:
      "The maths is the cruel part, and nobody really internalises it until they see their own numbers: if you have a suite of 8,000 tests and only 8 of them (a tenth of a percent, which sounds like nothing) fail at random 5% of the time, then the chance of a clean run is 0.95 to the eighth power, about 66%, which means roughly a third of your builds go red for no reason at all. So people retry. Then they retry by reflex. Then (and this is the dangerous bit) they stop reading the failures entirely, and the one time a test is red because the code really is broken, it gets retried until it goes green by luck and ships. Meanwhile you're burning CI minutes and, much worse, developer attention, on noise.",
    story:
      "It's a slightly embarrassing story, honestly, because it was my team's fault. In October 2020 at the payments company, we shipped a bug that mis-rounded partial refunds in currencies without decimal places (Japanese yen, Korean won, that sort of thing) and it ran for 11 hours before anyone noticed. The test that should have caught it, test_refund_partial_currency_rounding, had caught it: it was red on the pull request. But that test had been failing intermittently for about four months, everyone knew it was 'just flaky', and so the engineer did what every one of us had done a hundred times and hit retry until it passed, which it eventually did because of a timing issue in the test setup. The test was telling the truth that day and we'd trained ourselves not to listen.",
    storyFollowUp:
      'After the post-mortem I did a rough analysis of our own CI data and found that 19% of all our CI compute (and I can only guess how much engineer time on top of that) was going on retries of tests that would have passed anyway. So I built an internal tool on weekends (a Python script, an SQLite file and a cron job, held together with a degree of optimism I now find alarming) that detected flakes from the history and quarantined them automatically. In the first month it quarantined 340 tests, and the share of red builds on our main branch went from 28% to 7%. I gave a talk about it at a DevOps Montréal meetup in spring 2022, mostly to show off the graph, and three companies in the room asked afterwards whether they could use it. My colleague Priya Sethi, who is a far better engineer than me and had rewritten half of my script anyway, left with me in January 2023 and we started Flakehound properly.',
    proof:
      "We're now running in 212 engineering teams and ingesting about 4.1 million test results a day. Since launch, Flakehound has quarantined 14,800 flaky tests, and (this is the number I actually care about, because quarantine is only half the job) the teams have gone on to fix about 9,100 of them, helped by the cause classification. For the median customer, the share of red builds on the main branch drops from 31% to 6% within the first 60 days. We're at about $1.3 million in annual recurring revenue, with no sales team beyond Priya, me, and a very patient Slack shared channel.",
    proofFollowUp:
      "The one I like to tell is Parcelpoint, a logistics software company in Columbus, Ohio, with about 140 engineers; Bogdan Ilić runs their platform team. When they started with us, their merge queue took 3 hours 10 minutes on average, mostly because any one flaky failure kicked a whole batch of pull requests out of the queue, and they had an informal ritual they called 'retry Friday'. Six weeks later the queue averaged 48 minutes. And the part I didn't expect: one test we'd classified as a 'shared state' flake turned out to be a genuine race condition in their label-printing service, which had occasionally been printing the wrong shipping label on real parcels for months. The flaky test had been right all along, which, as you can imagine, felt rather familiar to me.",
    customerWords:
      "Bogdan wrote this in our shared Slack channel about two months in, and I've had it on a sticky note on my monitor ever since: \"I stopped typing /retest into pull requests like it was a prayer.\" (He followed it with a second message saying 'still sometimes do it out of habit though', which I've chosen to leave off the sticky note.)",
    belief:
      "Most people in developer tooling believe flaky tests are a discipline problem: write better tests, ban sleep() calls, and if a test is flaky, delete it (I've heard 'just delete it' from very senior people, and I said it myself for years). But I've come to think flakiness is usually a property of the system rather than of the test, because a test that fails one time in fifty is very often telling you, accurately, that your code has a race condition or hidden shared state that will also fail one time in fifty in production. Deleting it throws away the only signal you have. You want to stop it from blocking people, yes, but you also want to keep listening to it and find out why.",
    update:
      "What we're shipping now is order-dependence bisection, which is the feature I wanted most back at the payments company: when a test only fails if some other test ran before it in the same process (the classic 'somebody forgot to reset a global'), Flakehound bisects the test order automatically and tells you which earlier test is polluting the state, usually in under ten minutes of CI time rather than the two days of a human staring at logs. It's in beta for pytest and JUnit 5 right now, and Jest and Vitest support is what we're finishing this month, because JavaScript monorepos turn out to be where order-dependence is most common (and most miserable).",
    goal: "Over the next few weeks I want 25 teams with Jest or Vitest monorepos in the bisection beta before we release it to everyone, because the only way to make it robust is to run it against real, messy, ten-year-old test suites rather than our own tidy fixtures. It's free for the length of the beta. If that's you (or your team's CI is the thing everyone complains about at stand-up), sign up at flakehound.dev/bisect, or just reply with roughly how many tests you have and which runner, and I'll get you set up myself.",
    tone: "Technical and precise, because our readers are engineers and they can smell marketing from a long way off, but a bit self-deprecating, the way I'd explain it to a colleague over a beer. Please never say 'game-changer', '10x' or 'seamless' (nothing about CI has ever been seamless). And no emoji, please; I know it's the fashion, but it reads like a release note written by a sales team.",
    other:
      "Hm, I'm not sure I have a good answer to that one (or, to be honest, that I understood the question); happy to go deeper on anything to do with tests, CI or the company, though.",
    repeat:
      "I think I covered that earlier (at some length, knowing me), and I don't have much to add beyond what I said.",
    pass: "That's genuinely everything I have on that, I think.",
  },
}

const tash: Founder = {
  id: 'tash-saucy-chook',
  name: 'Tash Nguyen',
  company: 'Saucy Chook',
  style: 'playful, loud consumer brand voice with lots of emoji and exclamation marks (chilli sauce)',
  description:
    "Tash Nguyen, a former high-school chemistry teacher, founded Saucy Chook in Brisbane, Australia. It makes small-batch fermented chilli sauces from misshapen 'seconds' chillies bought from farms around Bowen in north Queensland that would otherwise be thrown out, brewed in a shared commercial kitchen in Woolloongabba. The three sauces sell for $14 a bottle online and through independent grocers and cafés.",
  headline: '48,000',
  customerQuote: 'I put it on my Weet-Bix and I regret nothing.',
  goalKeywords: ['1,000', 'preorder', 'Sunburnt'],
  bannedWords: ['foodie', 'flavour explosion', 'yummy'],
  noEmoji: false,
  answers: {
    opening:
      "Heyyy! 👋 I'm Tash, and I make Saucy Chook, fermented chilli sauce brewed right here in Brisbane from wonky Queensland chillies that nobody else wanted!! 🌶️🐔 Ex-chemistry teacher, current sauce goblin. So keen to do this!!",
    product:
      "Okay so Saucy Chook is small-batch FERMENTED chilli sauce 🌶️ We buy the misshapen 'seconds' chillies from farms up around Bowen (the ones supermarkets reject for being too bendy, rude!), ferment them for six weeks in big crocks in a shared commercial kitchen in Woolloongabba, and bottle them up by hand! There are three: Chook Chook (mild, garlicky, goes on literally everything 🧄), Big Wet (mango and habanero, tastes like a Brisbane summer 🥭) and Cane Toad (green, mean and genuinely hot 🐸🔥). $14 a bottle on our website, and you'll find us at 140 indie grocers and cafés around the country!",
    audience:
      "People who put hot sauce on EVERYTHING 🙋‍♀️ Home cooks who want their Tuesday night stir-fry to taste like a Saturday! Dads who taste Cane Toad, go bright red and insist it's 'not even that hot' 😂 And honestly a lot of people who think they don't like chilli, because they've only ever had the vinegar-and-sugar stuff and it scarred them!",
    problem:
      "Most supermarket hot sauce is basically vinegar, sugar and heat, and a lot of it's shipped in from overseas! 😭 No depth, no funk, just pain. Fermenting is what gives you that deep, tangy, almost savoury flavour, but hardly anyone does it at scale here because it takes weeks. AND meanwhile Aussie chilli farmers were dumping tonnes of perfectly good chillies every season just because they were the wrong shape! Tonnes!! Into the compost! 💔",
    story:
      "Picture it: May 2020, lockdown, I'm teaching Year 10 chemistry over Zoom from my share house in Annerley and I get really into fermenting as a 'fun science project' 🧪 I've got jars of chilli bubbling away in the laundry, and one night one of them EXPLODES! 💥 Chilli mash on the ceiling, on the washing machine, on my housemate Priya's good work shirt. We still call it the Great Laundry Explosion. But the bit that didn't hit the ceiling? Unbelievably good. Priya forgave me the minute she tasted it 😂",
    storyFollowUp:
      "So I made a LOT more (in jars with airlocks this time, lesson learned 😅) and took 40 bottles to a Sunday market in West End. Sold out in two hours!! 🎉 And at the very next market a chilli farmer called Col wandered over, tried some, and said he had two tonnes of 'ugly' chillies at home in Bowen going straight in the bin, and did I want them? Reader, I did. I hired a ute, drove 1,100 km and back in a weekend, and kept teaching for another two years while making sauce every weekend until I finally quit in 2022 to go full-time chook! 🐔",
    proof:
      "We've sold 48,000 bottles!!! 🤯🌶️ We're in 140 stockists now, we've rescued 11 tonnes of wonky chillies from the compost heap, and we've got 4.9 stars from over 2,300 reviews, which still makes me want to cry happy tears every time I look 🥹",
    proofFollowUp:
      'Bec, who runs a café called Good Egg in Paddington, put our Cane Toad sauce in a brekkie burrito as a one-week special ages ago! 🌯 It sold out so fast it went on the permanent menu, they now sell about 1,100 of them a month, and she orders 60 bottles from us every single month! She told me the burrito pays her rent now. A BURRITO. PAYING RENT. 🏠🔥',
    customerWords:
      'Okay my all-time fave review is from a bloke called Gary, 71, from Toowoomba, who left us five stars and wrote: "I put it on my Weet-Bix and I regret nothing." 😭😭 Gary, king. We printed it and stuck it above the bottling line!! 🐔👑',
    belief:
      "Most people in hot sauce think it's all about HEAT! 🔥 Skulls on the labels, Scoville numbers, 'can you handle it?' challenges. But I reckon that scares off most people before they even try it! Heat's just one ingredient. The best sauce is about flavour and having fun with your food, and you should be able to give it to your nan! 👵🌶️",
    update:
      "NEW SAUCE ALERT 🚨🚨 It's called Sunburnt! Smoked chilli and pineapple, tastes like a barbie on the beach 🍍🔥 First batch is only 3,000 bottles and it lands on 1 November, just in time for summer! We're also doing a Chook Trio gift box for Christmas with all three OGs 🎁",
    goal: 'We want 1,000 Sunburnt preorders before it launches on 1 November!! 🍍🌶️ Go and preorder yours at saucychook.com.au/sunburnt and use the code EARLYCHOOK for 15% off, and if you know someone who puts chilli on everything, tag them!! 🐔💛',
    tone: "Loud, cheeky, a bit Aussie, like your funniest mate who happens to make sauce! 😂 Emoji are 100% welcome, go nuts: 🌶️🐔🔥 But please never say 'foodie', 'flavour explosion' or 'yummy', they make me feel like a cereal ad 🙅‍♀️",
    other: "Ooh, I'm not sure about that one! 😅 Ask me anything about sauce though!! 🌶️",
    repeat: 'Haha I think I already said that one! 🐔 Still true though!!',
    pass: "That's all I've got on that one, promise!! 🌶️💛",
  },
}

const dermot: Founder = {
  id: 'dermot-keane-clean',
  name: 'Dermot Keane',
  company: 'Keane Clean',
  style:
    'raw voice transcript, all lowercase, fillers and self-corrections, numbers half spoken (mobile wheelie-bin washing)',
  description:
    "Dermot Keane, a former construction worker, runs Keane Clean in Cork, Ireland, a mobile wheelie-bin washing service. Vans fitted with a lift and a hot-water pressure washer come the day after the household waste collection, wash and disinfect the bins at the kerb, and carry the dirty water away to a licensed treatment site instead of letting it run into the street drains. It costs €8 per bin per wash or €20 a month for all three of a household's bins, and it also washes bin stores for restaurants and apartment blocks.",
  headline: '4,200',
  customerQuote: 'the smell used to hit me before the bin did',
  goalKeywords: ['300', 'limerick'],
  bannedWords: ['hassle-free', 'hassle free', 'sparkling', 'pristine'],
  noEmoji: false,
  answers: {
    opening:
      'hello yeah hi so im dermot dermot keane i run keane clean were in cork we wash wheelie bins like we come to your house with the van and wash the bins yeah thats it basically um so yeah',
    product:
      'so its um its a van right with a lift on the back and a hot water pressure washer in it and we come the day after your bins are collected so theyre empty and the lad hooks the bin on the lift tips it upside down and it gets blasted inside with hot water like eighty degrees and then a disinfectant and a deodoriser and the outside as well and um the dirty water goes into a tank in the van it doesnt go down the drain on the road which is the important bit and we bring that to a licensed place for treatment and um its eight euro a bin or twenty euro a month for all three bins the black the green and the brown and we do every four weeks',
    audience:
      'so its um a lot of it is just normal houses like in the city and douglas ballincollig carrigaline all around there and uh a lot of older people actually like people in their seventies eighties who cant be hosing out a bin or you know lifting it and um then we do businesses as well like chippers and restaurants and apartment blocks where theres a bin store with like forty bins in it and it smells like you know what',
    problem:
      'the brown bin like the food bin thats the problem in the summer you open it and theres maggots like actual maggots crawling up the lid and flies and the smell and people are you know theyre embarrassed about it and um what they do is they hose it out on the driveway and all that goes down the drain into the river basically which youre not meant to do or they just leave it and the older people they cant do it at all so they just um they just live with it',
    story:
      'so it was um 2020 the covid i was on the building sites before that and the site shut and i was at home and um my mam noreen shes seventy eight she lives in blackpool in cork and i went over and she was like crying in the kitchen no not crying but upset like and it was the brown bin it was full of maggots and she couldnt lift it to clean it and she was ashamed the neighbours would see it you know the way and i washed it out with like a kettle of boiling water and washing up liquid and the garden hose and it took me an hour and i was nearly getting sick',
    storyFollowUp:
      'so and then i um i put a video of it on facebook on a cork page like a before and after just for the laugh and i got about uh two hundred messages like can you do mine and i was like i cant do two hundred bins with a kettle so um i bought a transit van off donedeal for six and a half thousand and a secondhand pressure washer and a tank and i started doing it properly in march 2021 and um my brother in law built the lift for me in his shed the first one was fairly dodgy to be honest but it worked',
    proof:
      'so now we have six no seven vans seven since last month and fourteen lads working and we have 4,200 houses on the monthly plan and um we washed sixty one thousand bins last year like sixty one thousand and uh every bit of that water went to treatment none of it down the drain which is about um twenty litres a bin so you can do the maths i cant',
    proofFollowUp:
      'ok so um theres a chipper in douglas tony mahonys and um in july 2022 the environmental health officer came and gave him a warning about flies at the back door by the bin store and he was like panicking cause you know if they close you thats it and um so we started doing his bins every two weeks and the next inspection he passed no problem and he said the lads in the kitchen stopped um stopped fighting over who has to bring the bins out',
    customerWords:
      'there was one lady sinead in douglas she stopped me on the road one day like flagged down the van and i thought something was wrong and she goes the smell used to hit me before the bin did and now i dont even know which bin is the brown one and i was like thats it thats the business right there',
    belief:
      'so people in the cleaning business kind of think um that this is like a posh thing you know for the big houses with the gravel driveways but it isnt like half our customers are pensioners and council estates and people who just um who just cant physically do it and like everyone thinks about cleaning the house and nobody thinks about the bin and the bin is like the dirtiest thing you own',
    update:
      'so the big thing is were going to limerick um my cousin shane is starting there with two vans no one van first one van and then another one in the summer and uh we start on the third of february and were also getting a new van that recycles the water like it cleans it and uses it again so it uses um about half the water',
    goal: 'so what i want is um three hundred no 300 houses in limerick signed up before we start on the third of february so its worth shane going out every day you know so if youre in limerick or you have like a mam in limerick um go on keaneclean dot ie slash limerick and sign up and the first wash is free',
    tone: 'um just like normal you know like how im talking like a cork lad not some big company thing and please dont be saying hassle free or sparkling or pristine its a bin its not a wedding dress and um emoji are grand yeah a few like whatever its fine',
    other: 'um i dont know to be honest like thats not really my area',
    repeat: 'yeah like i said already um thats about it really',
    pass: 'no thats it i think thats everything yeah',
  },
}

const luana: Founder = {
  id: 'luana-peixe-direto',
  name: 'Luana Ferreira',
  company: 'Peixe Direto',
  style:
    'non-native English, Brazilian Portuguese first language (fish sales platform for small-scale fishers)',
  description:
    'Luana Ferreira, a former supermarket logistics analyst and the daughter of a fisherman, is the founder of Peixe Direto in Recife, Brazil. Small-scale fishers on the coast of Pernambuco send a photo and the weight of their catch by WhatsApp on the way back to shore, restaurants in Recife and Olinda reserve it in an app, and a refrigerated truck collects it from the beach early in the morning and delivers it the same morning. The fishers are paid by instant bank transfer the same day, and Peixe Direto keeps a 12% commission.',
  headline: '312',
  customerQuote: 'Before, the fish had an owner before it came out of the water. Now the owner is me.',
  goalKeywords: ['30', 'restaurants', 'Maceió'],
  bannedWords: ['poor fishermen', 'humble', 'Uber of fish'],
  noEmoji: false,
  answers: {
    opening:
      'Hello! My name is Luana Ferreira, I have 34 years and I am from Recife, in the Northeast of Brazil. I am founder of Peixe Direto, we connect the artisanal fishermen direct with the restaurants, without the middleman. My father is fisherman since 40 years, so this business is very personal for me.',
    product:
      'Peixe Direto works like this: the fisherman is coming back from the sea, and still in the boat he send by WhatsApp a photo of the fish and the weight. The restaurants in Recife and Olinda see this in our app and make the reserve. In the morning, 6 or 7 hours, our refrigerated truck collect the fish in the beach, and until 10 hours the fish is in the kitchen of the restaurant. The fisherman receive the payment in the same day by Pix (is like the instant transfer of Brazil). We keep 12% of commission, the rest is for him.',
    audience:
      'From one side are the artisanal fishermen and the marisqueiras (the women who catch shellfish) of the coast of Pernambuco, in places like Itamaracá, Itapissuma and Tamandaré. They fish with small boats, jangadas, not big industrial ships. From the other side are the restaurants of fish and seafood in Recife and Olinda, mostly the medium ones, which want fresh fish and want to know from where it comes.',
    problem:
      'The big problem is the atravessador, the middleman. He buy the fish in the beach for 8 reais the kilo and the restaurant pays 35 reais for the same fish. And many times the fisherman is in debt with the atravessador, because he lend the money for the fuel and the ice, so the fisherman cannot sell for other person. Also the fish stay many hours without enough ice in the truck of the middleman, so the quality is going down. Nobody is happy except the middleman.',
    story:
      "In 2019 I was working as logistics analyst in a supermarket chain in Recife. One day I was in the fish section of the supermarket and I saw the cioba, a red snapper, for 49 reais the kilo. The same week my father, Seu Zé, has sold the cioba in the beach of Itamaracá for 9 reais. The same fish! I called him and I was very angry, and he said only 'minha filha, this is how it works since always'. I could not accept this.",
    storyFollowUp:
      'Then in 2020 came the pandemic, the restaurants closed and the atravessador stopped to buy. The fishermen of Itamaracá had fish but no money, some families were without food. So I made a group in WhatsApp and started to sell the fish of my father and the neighbours direct to families in Recife, and I delivered with my old Fiat Uno, with styrofoam boxes full of ice in the trunk. In three weeks we had 200 families. When the restaurants opened again, a chef called Rodrigo, from a restaurant in Boa Viagem, was a client of the WhatsApp group for his house, and he asked if he can buy for the restaurant also. This was the turning point. In 2022 we took a loan from Banco do Nordeste and bought the first refrigerated truck.',
    proof:
      'Actually we work with 312 fishermen and marisqueiras from 9 colônias (this is like the local associations of fishermen), and 84 restaurants. Since 2021 we sold 410 tonnes of fish. The fisherman receive in average 19 reais per kilo with us, before it was 8 reais with the middleman. And the restaurants pay less than before, because we are only one step between.',
    proofFollowUp:
      'Dona Cida, her name is Maria Aparecida, she is marisqueira in Itapissuma since she was a girl, she catch sururu, a kind of small mussel, in the mangrove. Before Peixe Direto she made around 600 reais in the month, now she make 1,700 reais. She paid all her debt with the atravessador in eight months, and this year her daughter started the faculty of nursing. She told me it is the first time somebody in her family goes to university.',
    customerWords:
      'Seu Biu, a fisherman of Tamandaré with 62 years, he said this in Portuguese in a meeting of the colônia, and everybody was quiet after. I translate: "Before, the fish had an owner before it came out of the water. Now the owner is me." I think about this phrase every day.',
    belief:
      "Most people in the food and technology think that fishermen don't use technology and need somebody to teach them an app. This is not true, all of them use WhatsApp every day, my father sends me audio of 5 minutes! So we don't force them to learn a new app, we use what they use already. The real problem was never the technology. The problem is trust and money in the same day. If you pay in the same day, always, they trust you.",
    update:
      'Now we are building two things. First, a QR code for the menu of the restaurant, so the client can see which fisherman caught the fish, with his name and his photo and the beach. The fishermen love this, they show to everybody. Second, we start in Maceió, in Alagoas, in March, with 40 fishermen from two colônias there.',
    goal: 'For Maceió we need restaurants before we start in March. The goal is 30 restaurants of fish and seafood in Maceió signed in the next weeks. If you have a restaurant in Maceió, or you know a chef there, please send to them our page peixedireto.com.br/maceio, they can register there and the first month is without commission.',
    tone: "Simple and proud, because the fishermen are proud, they are professionals. Please don't write 'poor fishermen' or 'humble', this is how people always talk about them and they hate it. Also not 'Uber of fish', we are not this. One emoji of fish is ok 🐟, not many.",
    other: 'Sorry, I did not understand well the question. Can you ask in other way?',
    repeat: 'Like I said before, is this. I have nothing more to add, sorry.',
    pass: 'I think I told everything about this.',
  },
}

const wanjiru: Founder = {
  id: 'wanjiru-mtaa-counts',
  name: 'Wanjiru Mwangi',
  company: 'Mtaa Counts',
  style: 'measured, formal civic-organisation voice (resident-led mapping of public services)',
  description:
    'Wanjiru Mwangi, a statistician who grew up in Mathare, founded Mtaa Counts, a non-profit in Nairobi, Kenya. It pays and trains young residents of informal settlements such as Mathare, Kibera and Mukuru to map every streetlight, public toilet, water point and drain in their neighbourhoods, re-check them each month and publish the results on a public map. Residents take the data to ward meetings and county budget hearings to get broken services repaired. It is funded by grants and individual donors.',
  headline: '612',
  customerQuote: 'Now I close at ten, not at six, because I can see who is coming.',
  goalKeywords: ['40', 'sponsor', 'mapper'],
  bannedWords: ['slum', 'voiceless', 'empower'],
  noEmoji: true,
  answers: {
    opening:
      'Good afternoon. My name is Wanjiru Mwangi and I am the founder and executive director of Mtaa Counts, a non-profit organisation based in Nairobi. We train young people from informal settlements to map the public services in their own neighbourhoods, and we use that data to hold the county government to its promises. I grew up in Mathare, where we began.',
    product:
      'Mtaa Counts trains and pays young residents, whom we call mappers, to walk every lane of their settlement with a smartphone and record every streetlight, public toilet, water point and drain: where it is, and whether it works. They check each one again every month. The results go onto a public map at mtaacounts.org, and residents bring printed copies of the map to ward meetings and county budget hearings. When a repair is promised, we record the promise, and the mappers check whether it happened.',
    audience:
      'First, the residents of Mathare, Kibera and Mukuru, who use these services every day and are the ones who attend the meetings. Second, the ward representatives and county officials, who are responsible for the repairs and who, frankly, often do not know what is on the ground. Third, journalists and researchers who need reliable local data. Our mappers are aged 18 to 28, and about half are young women.',
    problem:
      'On most official maps, the informal settlements of Nairobi appear as blank spaces, even though hundreds of thousands of people live there. County plans are based on estimates, and a streetlight can be marked as repaired in a budget report while it has been dark for a year. In an unlit lane, women stop walking after dark, traders close early, and crime rises. Residents complain, but a complaint without evidence is easy to ignore.',
    story:
      'In 2018 my younger sister Njeri was attacked while walking home at eight in the evening along a lane in Mathare where the high-mast floodlight had been broken for fourteen months. She recovered, thankfully. Afterwards I found the county budget report, and it listed that same floodlight as repaired in 2017. I took the document to the ward office, and I was told there was no record of any complaint about it.',
    storyFollowUp:
      'So we made the record ourselves. Over two weekends, six young men and women from the local football club and I walked every lane of Mathare 3A and counted 47 light points. Thirty-one of them did not work. We printed the map on a large sheet and took it to a county public participation forum in March 2019, with about sixty residents in the room. The county engineer could not argue with it. Within six weeks, nineteen of those lights had been repaired. That was when I understood that the map itself was the tool. We registered as a non-profit in 2020.',
    proof:
      'Since 2019 we have trained 94 mappers and mapped five settlements. Our mappers have reported 1,380 broken streetlights, and 612 of them have been repaired and confirmed working on a later check. In 2024, the county formally adopted our maps for the ward development plans of two wards in Mathare, which means our data now shapes where the budget goes.',
    proofFollowUp:
      "Mama Achieng runs a vegetable kiosk on a lane in Mathare 4A. Until 2022, that lane was completely dark, so she closed at six every evening, before the people coming home from work had passed by. Our mappers reported the two broken lights on her lane at three consecutive ward meetings, and they were fixed in August 2022. She now stays open until ten, her takings have risen by about a third, and she told us that she paid her son's secondary school fees in full this year for the first time.",
    customerWords:
      'When our mappers went back to confirm the repair, Mama Achieng was still serving customers at nine at night. She said to them, "Now I close at ten, not at six, because I can see who is coming." Our mappers put that sentence on the first slide of every presentation we give to the county.',
    belief:
      'Most people in the development sector believe that information about informal settlements has to be gathered by outside experts: consultants, surveys, researchers who visit for a week. I believe residents should collect and own the data about their own neighbourhoods. It is more accurate, because they check it every month instead of once, and it is acted upon, because it arrives at the county office with the people who live there.',
    update:
      'We are now building what we call the Budget Walk: a public dashboard that matches each line of the county budget for our wards to what our mappers actually find on the ground, so anyone can see which funded projects exist and which exist only on paper. It will launch before the county budget hearings in April. We are also beginning to train our first mappers in Nyalenda, in Kisumu.',
    goal: 'Our goal for the coming year is to sponsor 40 mappers. Each mapper receives a stipend of 25 US dollars a month, about 3,200 Kenyan shillings, which covers their data bundles and transport and recognises that this is real work. If you can, please sponsor a mapper at mtaacounts.org/sponsor, or share this with the person at your company who manages giving.',
    tone: "Serious, factual and dignified. Please do not use the word 'slum'; we say informal settlement, or better, the name of the place: Mathare, Kibera, Mukuru. Please do not call the residents 'voiceless'; they speak at every meeting. And please avoid 'empower' and 'empowerment'; the residents are doing this themselves. No emoji, please. This is civic work, and people should take it seriously.",
    other:
      'I am not certain I can answer that well. I would prefer to speak about our work and what we have seen on the ground.',
    repeat: 'I believe I have already answered that, and I do not have anything further to add.',
    pass: 'I think I have said everything I can on that point.',
  },
}

const kaarel: Founder = {
  id: 'kaarel-stalecal',
  name: 'Kaarel Tamm',
  company: 'Stalecal',
  style: 'terse indie hacker, short fragments (calendar add-on that cancels zombie meetings)',
  description:
    "Kaarel Tamm is the solo developer of Stalecal, a Google Workspace add-on built in Tartu, Estonia. It scans a company's recurring meetings, flags the ones most invitees have been declining or skipping for four weeks or more, and emails the organiser one-click options to cancel the meeting, shorten it or make it less frequent. It costs $2 per user per month and is free for teams of up to 10.",
  headline: '61,000',
  customerQuote: 'Our Tuesdays came back.',
  goalKeywords: ['20', 'Outlook', 'beta'],
  bannedWords: ['synergy', 'hustle', 'productivity hack'],
  noEmoji: true,
  answers: {
    opening:
      'Kaarel. Tartu, Estonia. I make Stalecal. It kills recurring meetings nobody goes to anymore. Solo. Bootstrapped. Fine so far.',
    product:
      'Google Workspace add-on. Scans recurring meetings. Flags the ones where most invitees declined or never joined, four weeks running. Emails the organiser three buttons: cancel, shorten, make it biweekly. One click. $2 per user a month. Free up to 10 users.',
    audience:
      'Companies of 50 to 1,000 people. Usually ops or people teams buy it. Engineers forward it to them. Passive-aggressively.',
    problem:
      "Recurring meetings don't die. Someone creates 'Q3 sync'. Q3 ends. Sync continues. Forever. Nobody wants to be the one who cancels. So eight people sit there every week out of politeness. Multiply by every team.",
    story:
      '2022. Backend dev at a logistics startup in Tallinn. 23 hours of recurring meetings a week on my calendar. Found a weekly one whose organiser had left the company eight months earlier. Eleven people still showed up. Every Thursday. Nobody knew why.',
    storyFollowUp:
      'Wrote a script that weekend. Ran it on the company calendar. 140 zombie meetings. CFO loved it. Posted it as a Show HN. 300 upvotes, 1,100 signups in 48 hours. Quit in March 2023. Been doing this since.',
    proof:
      '61,000 meetings cancelled so far. 430 paying companies. About $38k MRR. Average user gets 3.1 hours a week back. No ads. No sales calls. I refuse to have meetings about it.',
    proofFollowUp:
      'Helmi. Ops lead at a fintech in Helsinki, 240 people. First scan found 310 zombie meetings. They cancelled 190 in one week. Engineering now has Tuesday and Thursday afternoons with no meetings at all.',
    customerWords:
      'Helmi posted in their #general channel a week in: "Our Tuesdays came back." Then someone brought cake. To celebrate. Not to a meeting.',
    belief:
      'Most productivity tools think you fix meetings by improving them. Agendas. AI notes. Summaries. I think most of them should just end. AI notes make a bad meeting easier to skip. It still exists.',
    update: 'Outlook support. Microsoft 365. Beta now. Ships 20 January.',
    goal: 'Need 20 companies on Microsoft 365 in the Outlook beta before it ships. Free for 3 months. stalecal.com/outlook. If your calendar looks like Tetris, sign up.',
    tone: "Short. Dry. No 'synergy', no 'hustle', no 'productivity hack'. No emoji. None.",
    other: 'Not sure. Ask me about meetings.',
    repeat: 'Already said. Still true.',
    pass: "That's it. Nothing more.",
  },
}

export const freshFounders3: Founder[] = [marcAndre, tash, dermot, luana, wanjiru, kaarel]
