// A forty-fourth held-out set (ids f43-), written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const alastair: Founder = {
  id: 'f43-alastair-duskstop',
  name: 'Alastair Fenwick',
  company: 'Duskstop',
  style:
    'long, rambling answers with asides in brackets, digressions and self-corrections (B2B: ultrasonic bat detectors on wind turbines that pause the blades only when bats are actually flying, for wind-farm operators)',
  description:
    "Alastair Fenwick, a bat ecologist who spent eleven years doing wildlife surveys and carcass searches at wind farms, founded Duskstop in Hexham, Northumberland, England. Duskstop fits ultrasonic bat detectors to the nacelles of wind turbines and connects them to the turbine controls: when bats are flying near the blades at low wind speeds, the turbine is paused; when they are not, it keeps generating. This replaces 'blanket curtailment', where planning conditions make turbines stop every warm, calm night from April to October whether bats are there or not. Operators pay £2,400 per turbine per year, installation included, and receive the monitoring reports their planning conditions require.",
  headline: '41,600',
  customerQuote: 'This year I read the bat report and the generation report with the same cup of tea.',
  goalKeywords: ['25', 'wind farms', 'trial'],
  bannedWords: ['creepy', 'game-changer', 'bird-chopper'],
  noEmoji: true,
  answers: {
    opening:
      "Hello, yes, Alastair Fenwick, Duskstop, Hexham. I should warn you I was an ecologist for eleven years before I was anything resembling a businessman, and ecologists are trained to give the long answer with all the caveats, so do cut me off. The short version (which I'm already failing at) is that we stop wind turbines killing bats without stopping them making electricity.",
    product:
      "Right. So on every turbine we put an ultrasonic detector up on the nacelle, that's the box at the top behind the blades, about eighty metres up, and it listens for bat calls all night. The software identifies them, roughly, noctule, common pipistrelle, Leisler's, that sort of thing, and it's wired into the turbine's control system, so when bats are active near the blades and the wind is low, which is when they fly (they don't like wind any more than we do), it pauses the turbine, feathers the blades, for however long they're about. And when they're not there, it keeps running. Then it writes the monitoring report the planning condition asks for, which used to take me, I mean the old me, about three weeks every winter. It's £2,400 per turbine per year, and that includes fitting it, which involves a very patient technician and a lot of ladder.",
    audience:
      "Wind-farm operators, mostly onshore, in the UK and Ireland. It's a funny mix, actually: big utilities with two hundred turbines and a whole environment team, and then community-owned schemes, a co-operative in a Scottish glen with three turbines and a volunteer treasurer who's a retired vet. The person who finds us is usually the asset manager, because they're the one staring at the generation numbers; the person who has to be convinced is the ecologist, often a consultant, often (I'm afraid) someone I used to work with; and the person who signs is whoever owns the P&L. And the council planning officer, I suppose, though they never sign anything, they just approve it. Eventually.",
    problem:
      "The way it's done now, a wind farm gets planning permission with a condition that says, more or less, between April and October, from half an hour before sunset to half an hour after sunrise, when the wind is below five metres a second and it's over ten degrees, you stop the turbines. Every night that fits, bats or no bats. That's called blanket curtailment, and it's fine as far as it goes, except most of those nights there are no bats anywhere near the blades, so you're throwing away two, sometimes three per cent of the whole year's output for nothing. And the older sites, the ones built before anyone asked, don't curtail at all, so they're running on warm still nights, making almost no power, and, well, that's exactly when the noctules are up there feeding.",
    story:
      "August 2017, no, hang on, 2016, it was the summer my daughter was born, so 2016. I was doing carcass searches at a wind farm in the Scottish Borders (I won't say which, they were perfectly decent people), walking transects under each turbine at six in the morning with my spaniel, Bramble, who was the real surveyor, I just carried the bags. After one warm, completely still night she found eleven dead noctules under a single turbine. Eleven. And I pulled the SCADA data later and that turbine had been turning all night producing about two per cent of its rated power, basically nothing, idling. Then the following week, at a different site with a blanket condition, I stood under a turbine that was stopped on a cold, blowy night when no bat in its right mind would be out. And I just thought, we have this exactly backwards: we're killing bats for no electricity in one place and throwing electricity away for no bats in another.",
    storyFollowUp:
      "So I did the thing you're not supposed to do, which is complain to an engineer in the pub. My old university friend Rhodri Vaughan writes turbine control software for a living, and he said, well, if your detector can tell me there's a bat, I can stop the turbine in about forty seconds. We built a very ugly prototype in his garage over the winter of 2018 (his wife has not forgiven us for the smell of soldering) and the first site to trust us was Harehope Community Wind, four turbines near Alnwick, a co-op, because their treasurer had worked out what the blanket condition was costing them. We ran it in parallel for one season, then the council's ecologist accepted the data, which honestly surprised me more than anyone, and in 2020 I stopped doing consultancy and we set up Duskstop properly.",
    proof:
      "So, numbers. We're on 612 turbines now, across 41 wind farms, mostly England, Scotland and Wales, plus six in Ireland. Last year, compared with the blanket conditions those sites would otherwise have had to run, our operators generated an extra 41,600 megawatt hours, which is roughly what fifteen thousand homes use in a year. At the sites that had blanket curtailment before, they now lose about 0.3% of the year's output to bats instead of 2.6%, and the carcass searches haven't gone up. And at the nine older sites that never curtailed at all, bat carcass finds have fallen by 78%, which, I'll be honest, is the number I care about, though it's never the one that gets us the meeting.",
    proofFollowUp:
      "The one I always mention is Glenlochar Community Energy in Dumfries and Galloway, five turbines, owned by about 900 local shareholders. Their planning condition had them stopping on something like 110 nights a year. With Duskstop they paused on 23 nights, usually for an hour or two each, and the extra income in the first year was about £96,000, which for a community scheme is enormous, it went straight into the village hall roof and a minibus for the primary school. And, which matters to me, Bramble's successor (Moss, a collie, less talented) found fewer bats under their turbines than under the blanket regime.",
    customerWords:
      "Morag Lindsay, who's the asset manager at Glenlochar, sent me an email at the end of the first season that I've more or less memorised. She said: \"This year I read the bat report and the generation report with the same cup of tea.\" Which, if you know how asset managers and ecologists usually feel about each other's reports, is quite something. She's happy for us to use her name, she said she'd be offended if we didn't.",
    belief:
      "This is going to get me uninvited from a few conferences, but I think carcass searches, which the whole industry treats as the gold standard, are mostly theatre. Foxes and crows take half the bodies before you get there at dawn, and a good dog finds maybe half of what's left, so the number in the report is a guess built on a guess. And, more broadly, I think blanket curtailment is quietly bad for bats in the long run, because every megawatt hour thrown away for no reason becomes an argument against the next planning condition. Protecting bats and making electricity aren't opposites. It's a data problem, not a values problem.",
    update:
      "Two things. From this spring we're doing Duskstop Survey, where we put detectors on the met mast of a site that isn't built yet, for one whole season, so the curtailment can be designed from real data before the first turbine goes up, instead of being guessed by someone like the old me from a transect walk. And in September we're adding the autumn migration, Nathusius' pipistrelles crossing the North Sea, which behave differently and turn up at coastal sites in wind you wouldn't expect, so the rules need to be different for those few weeks.",
    goal: "What I'd love from these posts is 25 wind farms signing up for a free trial before the bat season starts in April. We'll fit detectors to two turbines, for one full season, at no cost, and run them alongside whatever condition they're under now, so they can see the difference in their own data rather than taking my word for it. Operators, asset managers or the consultant ecologists who advise them can sign up at duskstop.co.uk/trial. Community schemes especially, please, they're the ones for whom 2% of a year actually hurts.",
    tone: "Dry, a bit self-deprecating, precise without the jargon, the way I'd explain it to a farmer whose land the turbines are on. Please don't call bats 'creepy', and no Halloween jokes; they're small, furry and very good at their job. Don't write 'game-changer', nobody in energy believes it any more. And please don't use 'bird-chopper', not even to argue against it, it's the phrase that ends every sensible conversation about wind. No emoji, thank you.",
    other:
      "Ah, I'm honestly not sure I'm qualified to say (an ecologist's favourite sentence, I'm aware). Ask me about bats or turbines and you'll struggle to stop me.",
    repeat:
      "I think I've already told you that, possibly twice, with footnotes, so I don't have much to add.",
    pass: "No, I think that's genuinely everything I've got on that one.",
  },
}

const otis: Founder = {
  id: 'f43-otis-lastone',
  name: 'Otis Varga',
  company: 'lastone',
  style:
    'terse indie hacker, lowercase fragments, a few words per answer (solo tool that syncs stock across Etsy, Shopify and Depop so vintage and handmade sellers never sell the same one-off item twice)',
  description:
    'Otis Varga, a former warehouse stock controller, is the solo developer of lastone, built in Glasgow, Scotland. It is a tool for vintage and handmade sellers who list the same one-of-a-kind items on several marketplaces at once (Etsy, Shopify and Depop, with an eBay connector in beta): when an item sells on one, lastone removes it from the others within seconds, so it cannot be bought twice. It costs £9 a month for up to 500 listings.',
  headline: '38,900',
  customerQuote: "Haven't refunded a double sale since March. Sleeping fine.",
  goalKeywords: ['200', 'eBay', 'beta'],
  bannedWords: ['seamless', 'hustle', 'empower'],
  noEmoji: true,
  answers: {
    product: 'stock sync for one-off items. sells on etsy, gone from shopify + depop in ~20s. £9/mo.',
    audience: 'vintage + handmade sellers. 1 to 3 people. every item unique, listed on 3 sites.',
    problem:
      'same jacket on 3 sites. sells on one. other two still live. second buyer pays. refund, apology, bad review. etsy dings you for cancellations.',
    story:
      "2022. my partner's vintage shop. one 70s suede jacket, sold twice in 4 minutes. etsy + depop. leeds and osaka. osaka lost.",
    storyFollowUp:
      "wrote a script that night, polled every 30s. gave it to 12 sellers from a vintage discord. they paid before i'd made a pricing page. quit the warehouse 2023.",
    proof: '1,140 paying shops. £10,300 MRR. 38,900 double sales blocked last year. median delist 19s.',
    proofFollowUp:
      'Threadbare Lane, Bristol, 2 people, ~600 live items. 41 cancellations in 2023. 2 this year. etsy star seller back.',
    customerWords:
      'support email, bristol seller, ok to quote, no name: "Haven\'t refunded a double sale since March. Sleeping fine."',
    belief:
      'marketplaces want you on one marketplace. small sellers need all of them. multichannel is a one-person-shop problem, not a big-brand one.',
    update: 'ebay connector. works. needs volume. also lots: item sold in a bundle, all parts delisted.',
    goal: '200 eBay sellers for the beta. 3 months free. lastone.app/ebay',
    tone: "plain. no 'seamless', 'hustle', 'empower'. no emoji.",
    other: 'dunno. ask me about stock.',
    repeat: 'said that.',
    pass: 'nothing else there.',
  },
}

const mimi: Founder = {
  id: 'f43-mimi-bao-down',
  name: 'Mimi Szeto',
  company: 'Bao Down',
  style:
    'playful consumer brand voice with lots of emoji, caps, puns and exclamation marks (frozen steamed bao with fillings from Australian comfort food, made from a Cantonese family recipe in Melbourne)',
  description:
    "Mimi Szeto, a former hospital pharmacist, runs Bao Down in Footscray, Melbourne, Australia, with her father, Ken Szeto, who ran a yum cha restaurant in Box Hill for 31 years. Bao Down makes frozen steamed bao that are ready in ten minutes in a steamer or 90 seconds in a microwave, with the father's char siu alongside fillings based on Australian comfort food, such as meat pie, chicken parma and lamington. A six-pack costs A$19.90; they are sold online with frozen delivery in Melbourne and Sydney and in 140 independent supermarkets.",
  headline: '412,000',
  customerQuote: 'The kids fought over the last one. They have never fought over dinner.',
  goalKeywords: ['1,000', 'Lucky Box'],
  bannedWords: ['oriental', 'exotic', 'fusion'],
  noEmoji: false,
  answers: {
    opening:
      'Heyyy!! 👋🥟 Mimi from BAO DOWN here, straight outta Footscray 🇦🇺✨ We make frozen bao that you steam in 10 mins and my dad is the Head of Dough 👨‍🍳💪 Ex-pharmacist, now I count buns instead of pills 💊➡️🥟😂',
    product:
      "Okay so it's FROZEN BAO 🥟❄️ fluffy steamed buns, straight from your freezer to your face in 10 minutes in a steamer or 90 SECONDS in the microwave ⏱️🔥 We've got Dad's OG Char Siu 🐷 (31 years of yum cha, don't mess with it) plus the Aussie classics in bao form: Meat Pie Bao 🥧, Chicken Parma Bao 🍗🧀 and a Lamington Bao for dessert 🥥🍫 A six-pack is $19.90, we deliver frozen in Melbourne + Sydney and we're in 140 indie supermarkets 🛒💛",
    audience:
      'Busy families who need dinner in 10 mins without it being sad 😩➡️😋 Uni students with one saucepan 🍳 Shift workers (hi nurses, I see you 👩‍⚕️💛) and honestly every Aussie kid who grew up on dim sum AND meat pies, which is like half of Melbourne lol 🙋🏻‍♀️ Also dads. Dads LOVE the parma one 🍗😂',
    problem:
      "Frozen dinners are a VIBE KILLER 😭 it's either sad lasagne 🥲 or frozen dumplings that taste like cardboard and regret 📦 And good bao was basically something you only got at yum cha on a Sunday, queueing for 40 mins with your aunties 🫠⏰ We wanted restaurant bao in your freezer on a Tuesday night 🌙🥟",
    story:
      "So 2020 lockdown hits and Dad's restaurant, Golden Harbour in Box Hill, closes after 31 YEARS 💔🥢 He's home, he's bored, he's driving Mum crazy 😂 One day I come over and there are 600 char siu bao on every surface of the kitchen 😳🥟 like the bench, the dining table, the ironing board!! So I put them in the boot of my Corolla and sold them to the neighbours, gone in 2 hours 🚗💨",
    storyFollowUp:
      "Then for the AFL Grand Final I made a joke batch of MEAT PIE BAO for my mates 🥧🏉 filmed Dad tasting it, he said 'that is NOT bao' 😤 and then ate THREE 😂😂 That TikTok got 2.1 MILLION views 🤯📱 and 3,000 messages asking where to buy them!! I quit the hospital pharmacy in 2021 and Dad officially came out of retirement (he says he's doing me a favour 🙄❤️)",
    proof:
      "NUMBERS TIME 📊🥳 We've sold 412,000 bao!!! 🥟🥟🥟 We're in 140 indie supermarkets across Victoria and NSW 🛒 we have 11 staff (Dad still checks every batch of dough 👀) and 44% of online orders are repeat customers 🔁💛 Meat Pie Bao is the #1 seller, Dad is STILL salty about it 🥧😤",
    proofFollowUp:
      'My fave story 🥹 a school canteen in Bendigo added our Chicken Parma Bao to the Friday menu as a trial 🍗🏫 They sold out by 10:45am!!! 😱 Now they order 300 every week and the canteen lady, Deb, sends me photos of the line out the door 📸😂 Deb is an icon 👑',
    customerWords:
      'Sarah from Ballarat sent us a DM and I literally cried into the dough 😭🥟 "The kids fought over the last one. They have never fought over dinner." 👧👦⚔️ She said we can use her first name!! It\'s printed on our freezer door now 💛',
    belief:
      "HOT TAKE 🔥🔥 'authentic' is overrated!!! 🙅🏻‍♀️ Dad's yum cha was always Aussie-Cantonese, he put beetroot in stuff in the 90s 😂 Food that never changes dies 💀 A meat pie bao is just as Melbourne as a flat white ☕ And frozen food doesn't have to be second-best 🥶➡️🏆",
    update:
      "🚨 LUNAR NEW YEAR DROP 🚨 the LUCKY BOX 🧧🥟 12 bao including a brand new golden custard lava bao 🟡✨ plus a red envelope in every box, and ONE box has a Golden Ticket = free bao for a YEAR 🎫🤑 Dad has been testing the lava bao for weeks and Mum says he's eaten about 200 🙈",
    goal: 'THE ASK 🙏🥟 We want 1,000 pre-orders for the Lucky Box before Lunar New Year 🧧 Pre-order at baodown.com.au/lucky and it arrives frozen right before the big day ❄️🚚 The first 300 get a free bamboo steamer 🎋🥢 Tag the friend who always eats the last bao 👀😂',
    tone: "FUN, cheeky, puns welcome, emoji go wild 🎉🥟 BUT please never say 'oriental', it's not 1955 🙅🏻‍♀️ and never 'exotic', bao is literally dinner in Footscray 🥟 And no 'fusion', it's not fusion, it's just Melbourne food 💛",
    other: 'Ooh no clue on that one 😅🥟 ask me anything about bao though!!! 🙌',
    repeat: "Like I said before!! 😂 that's basically the whole dumpling 🥟💛",
    pass: "I think that's literally all I've got on that one 🙈✨",
  },
}

const darnell: Founder = {
  id: 'f43-darnell-sweet-relief',
  name: 'Darnell Whitfield',
  company: 'Sweet Relief Restroom Trailers',
  style:
    'raw voice transcript, all lowercase, no punctuation, fillers, false starts, repeated words and self-corrections, numbers and web addresses spoken (air-conditioned restroom trailers with flushing toilets rented for weddings, family reunions and church events on farms and barn venues in central Alabama)',
  description:
    'Darnell Whitfield, a former long-haul truck driver, runs Sweet Relief Restroom Trailers in Prattville, Alabama, USA. It rents air-conditioned restroom trailers with flushing toilets, running water, sinks, mirrors and lighting for outdoor weddings, family reunions, church homecomings, funerals and tailgates, mostly on family land and at barn venues where there are no permanent restrooms. Rentals start at $895 for a weekend, including delivery, water, setup and cleaning; an attendant can be added for large events. It has seven trailers and four employees.',
  headline: '1,140',
  customerQuote: 'they was complimenting the bathroom more than the cake',
  goalKeywords: ['30', 'venues', 'partner'],
  bannedWords: ['porta potty', 'luxury', 'crappy'],
  noEmoji: true,
  answers: {
    opening:
      'alright is it is it on okay yeah so um hey my name is darnell darnell whitfield and i run sweet relief restroom trailers out of prattville alabama we do um bathroom trailers real bathrooms on wheels for weddings and reunions and all that',
    product:
      'so um what we got is trailers with real bathrooms in em like flushing toilets running water sinks a mirror air condition lights um a little bit of flowers on the counter you know like a nice restaurant bathroom but it on wheels and we pull it out to the event to your granddaddy land or a barn or the church and um we hook up the water we set it up we clean it and we come get it after and um it start at eight hundred and ninety five for the weekend and if you got a big crowd like three hundred people we send somebody to keep it clean the whole night',
    audience:
      'mostly weddings um outdoor weddings on family land barn weddings a lot of barn weddings round here and um family reunions church homecoming funeral repast where everybody come back to the house you know and uh football tailgates in the fall tuskegee alabama state homecoming and um a lot of the people calling me is the mama of the bride honestly the mama always the one thinking about the bathroom',
    problem:
      'so um out in the country there aint no bathroom you got a barn you got a field and people be having two hundred folks out there for eight hours and the only thing they could get was them plastic blue boxes you know and um in august it be ninety eight degrees in there no light no water to wash your hands the ladies in they dresses and the elders cant get up in there and um people leave early they go home they not gonna tell you but that why they left',
    story:
      'okay so um my sister keisha got married two thousand eighteen june on my granddaddy land out by autaugaville and we had um we rented three of them plastic ones and it rained the day before so the ground was soft and one of em um one of em started leaning like leaning bad and my grandmama big mama she looked at it and she said i am not going in no plastic box in my church dress and she got in the car and drove forty minutes home and missed the first dance missed the first dance at her own grandbaby wedding',
    storyFollowUp:
      'so um i was driving trucks then over the road and um i went to a auction in montgomery and it was a old two stall trailer from a county fair beat up and i bought it for like eleven no twelve thousand dollars twelve and me and my cousin dre fixed it up on weekends put the ac in new floors new sinks and um the first one we did was a church homecoming and big mama came and she went in there and came out and she said now this is a bathroom and um after that the phone just started ringing and i came off the road in two thousand nineteen',
    proof:
      'okay so um numbers we done one thousand one hundred and forty events since we started one thousand one hundred forty and um last year alone was two hundred and eighty six and we got seven trailers now seven and four people working with me full time and um we got like four point nine stars on google with like three hundred and ten reviews and um about a third of our bookings is people who came to a event and went in the trailer and asked who bring this',
    proofFollowUp:
      'so um theres miss bernice tolliver in wetumpka she did her family reunion the tolliver reunion like two hundred and forty people on her land and before she used to have to take the elders back to her house to use the bathroom in the car like all day back and forth and um last summer she got the three stall trailer and nobody left early and she said her uncle ninety one years old stayed till the fireworks first time in years',
    customerWords:
      'um so miss bernice called me the monday after and she was laughing she said darnell they was complimenting the bathroom more than the cake and um she told me put my name on it so yeah you can say miss bernice tolliver she want the credit',
    belief:
      'okay so um everybody think the bathroom the last thing you plan right like you do the dress the food the dj and then oh we need a bathroom and um i think is the opposite the bathroom is what make people stay and um the other thing is these barn venues be spending like sixty seventy thousand dollars to build a bathroom building and they dont need to a trailer do it better and they keep the money',
    update:
      'so um in march we getting a new trailer um its a its the accessible one with a ramp and a big stall for a wheelchair and a changing table because um we had a lot of folks in wheelchairs at these reunions and they couldnt use what we had and that bothered me and um also you can book online now you dont have to call me at ten at night',
    goal: 'so um what i want is thirty barn venues and wedding planners in central alabama to sign up as partner venues before the spring weddings start thirty and um they get fifteen percent off for they couples and they first in line for the saturdays and they go on sweet relief a l dot com slash venues or just call me and uh if you got a wedding on family land this year tell your mama about us',
    tone: 'just keep it like me you know southern friendly not too fancy and um dont say porta potty we not that and dont say luxury that sound snooty we just nice and um no potty jokes like crappy nothing like that my grandmama gonna read it and uh no emoji please',
    other: 'um man i dont really know about that one to be honest with you',
    repeat: 'yeah like i said before um thats that pretty much it',
    pass: 'nah thats all i got on that one',
  },
}

const minseo: Founder = {
  id: 'f43-minseo-dasi-cup',
  name: 'Kang Min-seo',
  company: 'Dasi Cup',
  style:
    'non-native English, Korean first language, with dropped articles, missing plurals, topic-first sentences, tense slips and polite softeners (B2B service: shared reusable cups that cafés and stadiums lend with a deposit, collected from public return bins and washed centrally, in Busan)',
  description:
    "Kang Min-seo, who ran a small café near Kyungsung University for five years, founded Dasi Cup ('dasi' means 'again' in Korean) in Busan, South Korea. Dasi Cup runs a shared system of reusable cups: cafés, bakeries and the baseball stadium hand out its cups with a ₩1,000 deposit, customers return them to any Dasi Cup return bin in the city (and get the deposit back by app or in cash), and Dasi Cup collects, washes and tests the cups at its washing centre in Sasang and delivers them clean to the cafés. Cafés pay ₩80 per use, less than a disposable cup with lid and sleeve.",
  headline: '612,000',
  customerQuote: 'Before, my trash bag was full by lunch. Now it is half empty at closing time.',
  goalKeywords: ['80', 'coffee shops', 'Seomyeon'],
  bannedWords: ['zero waste', 'save the planet', 'eco-friendly'],
  noEmoji: false,
  answers: {
    opening:
      'Hello, nice to meet you! I am Kang Min-seo, founder of Dasi Cup in Busan. Before, I had small café near Kyungsung University for five years, so I know very well about coffee cup, maybe too well. Thank you for inviting me.',
    product:
      "Dasi Cup is shared reusable cup system, like public bicycle but for cup. Café gives coffee in our cup, customer pays 1,000 won deposit. After drinking, customer can return the cup in any Dasi Cup return bin in Busan, not only same café, and deposit comes back by app or cash. We collect cups every day, we wash in our washing center in Sasang, seven steps washing and we test some cups in lab every week, and we bring clean cups back to café. 'Dasi' means 'again' in Korean. Café pays 80 won for each use, which is cheaper than paper cup with lid and sleeve, about 110 won.",
    audience:
      'Mainly small coffee shop and bakery café, one or two owner, no time to think about this kind of thing. Also bigger customer: Sajik Baseball Stadium uses our cup for beer and drink since last season, and some university cafeteria. And of course customers, they are mostly office worker and student who buy coffee every day, two or three times. In Korea people drink so much coffee, really.',
    problem:
      'In Korea we use billions of disposable cup every year, and most of paper cup is not recycled because inside there is plastic coating. Government tried cup deposit law but each brand had own system, so you must return Starbucks cup to Starbucks only, and people gave up. For small café it is worse, nobody makes system for them, and their trash bag is full every two hours. When I had my café, I paid for cups and then I paid again for trash bag to throw same cups away.',
    story:
      'October 2019, after Busan Fireworks Festival at Gwangalli beach. Next morning I joined beach clean-up with my neighbor. In two hours we collected 23 big bags, mostly cup. Then I picked up one cup from sand and it had my café logo on it. My own name was lying on the beach. I stood there long time holding this cup. I was selling coffee but also I was making this.',
    storyFollowUp:
      'Same month I asked five other café owners in my street in Daeyeon-dong to use same reusable cup, so customer can return to any of us. We washed cups at night in my café dishwasher, and I drove them around in my small car in morning. It was very hard, my hands were red every day. But after six months customers were returning 90% of cups, so I understood it can work. In 2021 Busan city gave us small grant, I closed my café, and in 2022 we opened washing center in Sasang.',
    proof:
      'Now 418 cafés and bakeries are using Dasi Cup, and we have 310 return bins, in subway station, university, office building. Last year 612,000 cups were washed and used again instead of thrown away. Return rate is 93%. One cup is used in average 146 times, and after that we send it to recycle and it becomes new cup. We are 23 employees now, and eight of them are senior who work in washing center.',
    proofFollowUp:
      'For example, Sajik Stadium. Before, after one baseball game of Lotte Giants, cleaning team collected around 19,000 plastic cup from seats. Last season, with our cup and deposit, after game they found less than 2,000 on seats, and kids went around collecting cups for deposit money, which was funny but also very helpful. Stadium manager said cleaning finished one hour earlier.',
    customerWords:
      'Owner of small bakery café in Jeonpo, she uses Dasi Cup from first year. She told me, I translate: "Before, my trash bag was full by lunch. Now it is half empty at closing time." She said I can share her words but please not her name, because she is little bit shy.',
    belief:
      'Many people think answer is personal tumbler, and every brand sells pretty tumbler. I think this is wrong. People have seven tumblers at home and they forget every day. Cup should not be product which you own, it should be infrastructure, like subway or public bicycle. Also I think paper cup is not better than plastic cup, it is only looking better. Reusable is better only when it is reused many times, so return system is more important than material.',
    update:
      'From April, we open return bins in 40 subway stations on Busan Metro line 1 and line 2, so you can return cup on the way to home. And deposit returns directly to KakaoPay, not only in our app. Also we are testing hot cup with double wall for winter, because in winter many customer said our cup is too hot to hold, sorry for this.',
    goal: 'Our goal for next two weeks is 80 coffee shops in Seomyeon join Dasi Cup before end of April, when new subway return bins open. For first three months washing is free, and we bring starting cups and small return bin for the shop. Owners can apply on dasicup.kr/join, or send message on KakaoTalk. If you have favorite coffee shop in Seomyeon, please tell the owner about us, maybe they listen to customer more than to me.',
    tone: "Friendly and honest, a little bit humor is okay. Please do not write 'zero waste', because washing also uses water and electricity, so it is less waste, not zero. Also not 'save the planet' or 'eco-friendly', it is too big word, we only wash cups. One or two emoji is fine, like coffee cup.",
    other: 'Sorry, I am not sure I understand this question well. Can you ask me in different way?',
    repeat: 'I think I already said this before, so I have nothing more to add, sorry.',
    pass: 'I think this is really all I can tell about this.',
  },
}

const gilbert: Founder = {
  id: 'f43-gilbert-casa-de-las-sillas',
  name: 'Gilbert Sandoval',
  company: 'La Casa de las Sillas',
  style:
    'plain, warm community-organisation voice with a little Spanish (a volunteer nonprofit that repairs donated wheelchairs, walkers and shower chairs and lends them free for as long as they are needed, in Tucson, Arizona)',
  description:
    "Gilbert Sandoval, a retired bus mechanic who has used a wheelchair since a car accident in 1996, founded La Casa de las Sillas ('the house of chairs'), a volunteer-run nonprofit in South Tucson, Arizona, USA. It collects donated wheelchairs, walkers, shower chairs, knee scooters and hospital beds, repairs and cleans them, and lends them free of charge, with no insurance or proof of need required, to anyone who needs one, for as long as they need it. Its volunteers include retired mechanics, nurses and a high school robotics team.",
  headline: '3,870',
  customerQuote: 'He went back to school on a Monday. The insurance said maybe in the spring.',
  goalKeywords: ['150', 'wheelchairs', 'drop-off'],
  bannedWords: ['wheelchair-bound', 'confined to', 'less fortunate'],
  noEmoji: true,
  answers: {
    opening:
      "Good morning, and thank you for this. My name is Gilbert Sandoval. I was a bus mechanic for Sun Tran here in Tucson for twenty-two years, I've used a wheelchair since I was twenty-four, and now I run La Casa de las Sillas, a volunteer nonprofit that lends wheelchairs and other equipment to anyone who needs it, for free.",
    product:
      "La Casa de las Sillas means 'the house of chairs'. People donate wheelchairs, walkers, shower chairs, knee scooters, commodes and hospital beds they don't need anymore, usually after a family member has recovered or passed away. Our volunteers pick them up, repair them, replace tyres, brakes and cushions, and clean them properly. Then we lend them, free, to anyone who needs one, for as long as they need it. We don't ask for insurance, a doctor's note or proof of income. A name, a phone number, and we help you load it into the car.",
    audience:
      'Mostly families in South Tucson and the west side, a lot of them older people coming home from the hospital after a fall or a surgery, and people who are waiting for insurance or Medicaid to approve their own equipment. Also people without insurance at all, and visitors who broke an ankle on a hike. Our volunteers are retired mechanics like me, retired nurses, and the robotics team from Pueblo High School, who fix our power chairs better than I do.',
    problem:
      "When somebody comes home from the hospital and needs a wheelchair or a walker, the wait for insurance to approve and deliver one can be weeks, and for a power chair it's often four to nine months. In the meantime people stay in bed, or they crawl to the bathroom, or they fall again and go back to the hospital. People without insurance just go without. And at the same time, there are thousands of good chairs sitting in garages all over this city, gathering dust, because nobody knows what to do with Grandma's chair after she's gone.",
    story:
      'In the spring of 2018 my neighbour, Mrs. Consuelo Ibarra, who was 79, broke her hip. She came home from the hospital after a week, and the walker her insurance approved took five weeks to arrive. Her daughter told me that at night she was getting to the bathroom on her hands and knees, because she was too proud to call anyone. I had three old wheelchairs and two walkers in my garage, from my own years of chairs. I fixed up a walker that afternoon and took it over, and she cried, and then she scolded me for not bringing it sooner.',
    storyFollowUp:
      "Word got around her church. Within a month people were knocking on my door, some asking for a chair and some bringing one they didn't need. I put a sign on my carport that said 'Sillas gratis, préstamo', free chairs on loan, and my carport was full by the summer. In 2020 a church on South 6th Avenue let us use its old parish hall, some of my old colleagues from Sun Tran started coming on Saturdays to do repairs, and in 2021 we registered as a nonprofit.",
    proof:
      'Since 2018 we have made 3,870 loans. Right now we have about 640 pieces of equipment in the hall, and 61 regular volunteers. Most people get their equipment the same day they ask, and about a third of the loans come back to us in good shape within six months, so the same chair helps several families. Last year the hospital discharge nurses at two Tucson hospitals referred 480 patients to us directly.',
    proofFollowUp:
      'One family I think of is the Ochoas. Their son Adrián was fifteen when he broke both legs in a car accident last year. Insurance approved a wheelchair, but the supplier said it would be spring before it was delivered, and it was October. His mother, Marisela, called us on a Thursday. On Friday our robotics students adjusted a chair and a leg rest to his size, and the following Monday he was back at school, in time for his exams.',
    customerWords:
      'Marisela came to the hall a few weeks later with a tray of tamales for the volunteers. She told us: "He went back to school on a Monday. The insurance said maybe in the spring." She said we could use her name and tell Adrián\'s story, because she wants other parents to know we exist.',
    belief:
      "Most people think the problem is money, that we need grants to buy new equipment. I don't think that's true. The equipment already exists; it's sitting in garages and storage units all over Tucson. What's missing is people to fix it and move it. And I also believe that asking people to prove they deserve help keeps away the ones who need it most. The proudest people, like Mrs. Ibarra, will crawl before they fill in a form.",
    update:
      "This spring we are starting Saturday repair mornings that are open to the public: bring your own chair or walker and our volunteers will fix the brakes, tyres and cushions for free while you wait. And from April, thanks to a donated van, we'll start delivering to people in Marana, Sahuarita and Green Valley who can't come to the hall.",
    goal: "Our goal for the next two weeks is to collect 150 donated wheelchairs, walkers and shower chairs at our drive-through drop-off on Saturday, March 14, from 8 to noon at the hall. You don't even need to get out of the car. If you can't come, we'll pick it up; schedule a pickup at casadelassillas.org/donate. If there's a chair sitting in your garage, or your parents' garage, this is the time.",
    tone: "Plain and warm, like neighbours talking. A little Spanish is fine, that's how we talk here. Please never write 'wheelchair-bound' or 'confined to a wheelchair'; my chair is how I get around, not a prison. Don't call our volunteers 'angels', and don't call the people we serve 'less fortunate'. No emoji, please.",
    other:
      "I'm sorry, I don't think I'm the right person to answer that one. I'm happy to tell you more about the chairs and the people who use them.",
    repeat: "I believe I already answered that, and I don't have anything more to add.",
    pass: "I think I've told you everything I can about that.",
  },
}

export const freshFounders43: Founder[] = [alastair, otis, mimi, darnell, minseo, gilbert]
