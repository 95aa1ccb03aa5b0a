// A fifth held-out set, written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const fiona: Founder = {
  id: 'fiona-holdback',
  name: 'Fiona Tait',
  company: 'Holdback',
  style:
    'long, rambling answers with asides and self-interruptions (B2B software for construction subcontractors to recover retention money)',
  description:
    'Fiona Tait, a former commercial manager at an electrical subcontracting firm, is the co-founder of Holdback in Christchurch, New Zealand. It is software for construction subcontractors: it connects to their accounting system, builds a ledger of the retention money that head contractors hold back from each progress payment, works out when each amount falls due for release after practical completion and at the end of the defects period, sends the release claims and reminders on time, and asks head contractors to confirm that the money is held in trust as the law requires. It costs NZ$89 a month for up to 20 active projects, or NZ$249 for unlimited projects.',
  headline: '7.4 million',
  customerQuote: "It found money I'd already written off.",
  goalKeywords: ['50', 'MYOB', 'beta'],
  bannedWords: ['disrupt', 'fintech', 'leverage'],
  noEmoji: true,
  answers: {
    opening:
      "Kia ora, hi, I'm Fiona Tait, and I'm one of the two co-founders of Holdback, which, if you've never worked in construction, will sound like the most boring thing you've ever heard of, and if you have worked in construction you've probably just sat up a bit straighter. We help subcontractors get their retention money back. We're in Christchurch, in a shared office in Sydenham above a tile wholesaler (so everything smells faintly of grout, which you stop noticing after about a week), and before this I spent nine years as the commercial manager at an electrical firm, which is the job where you're the person everyone rings when money hasn't turned up.",
    product:
      "Right, so, the quick version, and I'll try to keep it quick, which I'm told I'm bad at. On almost every commercial job in New Zealand the head contractor holds back a slice of every progress payment to a subcontractor, usually 10% of the first $200,000 and then a smaller percentage after that, and that money is meant to come back in two halves: one at practical completion and the other at the end of the defects period, which is normally twelve months later but can be anything the contract says, and that's partly the problem, because it's buried in clause 14-point-something of a 90-page contract that nobody has read since the day it was signed. Holdback connects to Xero (MYOB is coming, more on that later, probably at length), reads the payment schedules and the invoices, and builds a ledger of every dollar retained on every project. You tell it the practical completion date, or you forward it the certificate and it picks the date up, and it works out when each amount is due, sends the formal release claim on the right day with the paperwork attached, chases it politely and then less politely, and it also asks the head contractor to confirm in writing that the money is being held in trust, which they've been legally required to do since 2017 and which, let's say, not all of them do. It's NZ$89 a month for up to 20 active projects and NZ$249 for unlimited, which is what most of our bigger customers are on.",
    audience:
      "Subcontractors, mainly the ones between about 5 and 150 staff: electricians, plasterers, painters, roofers, drainlayers, glaziers, steel fabricators, anyone who's a link in the chain under a head contractor on commercial jobs or the bigger residential ones. The person who actually uses it is usually the office manager or the bookkeeper (very often, honestly, the owner's partner doing the books at the kitchen table on a Sunday night), and the person who says yes is the owner, who is generally on site, on the phone, and has no real idea how much retention money they're owed across all their jobs, though they'll happily guess, and the guess is always low.",
    problem:
      "The problem's got two halves, and everyone only ever talks about the first one. The first half is collapses: when a head contractor goes under, the subbies' retentions have historically vanished with it, because the money was never actually set aside, it was just sitting in the contractor's general account paying for the next job, and there have been some horrible ones here, tens of millions of dollars owed to small firms that never saw a cent. The second half, which is the half I actually lived, is that retentions come due twelve, eighteen, sometimes twenty-four months after the work's done, by which time the foreman's left, the project manager on the other side has moved to Auckland, the job's just a row in a spreadsheet, and nobody claims it. A lot of that money isn't stolen. It's just forgotten, and the head contractor is certainly not going to ring you up to remind you.",
    story:
      "So, the story, and it's a bit of a two-parter, sorry. In 2019 I was at the electrical firm, Brennan Electrical in Hornby, forty-odd sparkies, owned by a lovely man called Doug Brennan, and one of the head contractors we did a lot of work for went into liquidation owing us $412,000 in retentions. Gone. We got about four cents in the dollar, two years later. Doug had to lay off six people and remortgage his house, and I'll never forget him sitting in the smoko room with the liquidator's letter, just reading it over and over. That was awful, but it's actually not the turning point, that's just the bit that made me angry.",
    storyFollowUp:
      "The turning point was about a month later, when I was going through every open job to work out how exposed we'd be to the next collapse (because you start thinking like that), and I found $186,000 in retentions on nine finished jobs, with perfectly solvent head contractors, that were all past their release dates and that nobody had ever claimed. One of them was from 2016. Nobody had asked! So I sent nine letters and we got $171,000 back within six weeks, which, for context, was more than Doug's profit that year. I built a spreadsheet after that, a truly monstrous spreadsheet with colour-coding only I understood, and I showed it at a trade contractors' association meeting in 2020 and about twenty people asked for a copy; and then Arjun Mehta, who's now my co-founder and was then a developer at an accounting software company in town, rang me after his sister (she runs a painting firm, she was one of the twenty) showed it to him, and said, 'Fiona, this should not be a spreadsheet.' We started Holdback in March 2021.",
    proof:
      "So, numbers. We've got 1,240 subcontractors on it now, from Invercargill to Kaitaia, and between them they're tracking NZ$96 million in retentions across about 8,700 projects. The number I'm proudest of, though: Holdback has recovered NZ$7.4 million in retentions that were already overdue, past their release date, when the customer signed up, so money those firms were owed and had basically lost track of. On the trust side, 214 head contractors have formally confirmed to our customers that they're holding retentions in trust, which they might never have been asked to do otherwise. We're at just over NZ$1.8 million in annual revenue, eleven staff, and profitable since last July, which my accountant brother still can't quite believe.",
    proofFollowUp:
      "The one I always tell is Leanne Ferguson, who runs Ferguson Drainage in Tauranga with her husband Craig, about 30 staff, drainlaying and civil work. She signed up in 2022 mainly because a friend nagged her to, and she loaded in her old jobs expecting to find, I don't know, a few grand. It found $212,000 in retentions past their release date across fourteen finished jobs, the oldest from 2018. She got $198,000 of it back within four months, and she used part of it to buy a second-hand excavator, which they named, and I'm not making this up, 'The Retention'. They sent me a photo of it with a bow on.",
    customerWords:
      "When Leanne got the last of that money in, she emailed me, and I've printed the email and stuck it on the wall by the kettle; it said: \"It found money I'd already written off.\" And then a second line underneath, 'Also Craig wants to know if you do invoices too,' which we don't (or not yet, anyway).",
    belief:
      "This will probably annoy some people in my own industry, but most of the noise about retentions, the lobbying and the submissions to select committees (and I've written a few of those myself), is about banning retentions altogether, and I don't think that's where the money is. In my experience far more retention money is lost to subcontractors simply not claiming it on time than to head contractors going bust; it's just much less dramatic, and nobody writes a news story about a letter that was never sent. So the most useful thing a subbie can do isn't to wait for the law to change, it's to know, to the day, what they're owed and when, and then to ask for it.",
    update:
      "Two things, and the first is the one everybody's been asking about for, I want to say, two years: MYOB integration. A big chunk of the trades, especially the older, more established firms, are on MYOB AccountRight and have been since roughly the Jurassic, and until now they've had to upload spreadsheets to use Holdback, which, well, rather defeats the purpose. It's working in beta with six firms now and the full release is due in April. The second, smaller, thing is defects sign-off: the site crew photograph each defect as it's fixed, on their phone, and the photos go into the release claim automatically, because 'you haven't finished the defects' is every head contractor's favourite reason not to pay the second half.",
    goal: "Before the MYOB integration goes out to everyone in April, I'd really like 50 more subcontractors who use MYOB AccountRight in the beta, ideally the messy ones with lots of old jobs and some dodgy data, because that's where it breaks and I'd much rather it broke now than in April. It's free until the release and we'll do the set-up with you. If that's you (or your bookkeeper, or your mum who does the books), book a 20-minute call at holdback.co.nz/myob, or just reply to me here and I'll sort it out myself.",
    tone: "Plain and practical, like I'm talking to a subbie at the end of a site meeting; a bit of humour's fine, construction people are funny, but nothing corporate. Please don't use 'disrupt', 'fintech' or 'leverage'; nobody on a building site has ever said 'leverage' except about a crowbar. And no emoji, please, it's money people are owed, not a party.",
    other:
      "Oh, I'm not sure, to be honest, that's a bit outside what I know about (which, as you've probably noticed, hasn't always stopped me talking); happy to go into anything about retentions or the business, though.",
    repeat:
      "I think I went through that already, probably in more detail than anyone needed, so I don't have much to add.",
    pass: "I think that's honestly all I've got on that one.",
  },
}

const zanele: Founder = {
  id: 'zanele-oddpiece',
  name: 'Zanele Dlamini',
  company: 'Oddpiece',
  style: 'playful consumer brand voice with lots of emoji and exclamation marks (jigsaw puzzles)',
  description:
    'Zanele Dlamini, a former graphic designer at an advertising agency, founded Oddpiece in Cape Town, South Africa. It makes 1,000-piece jigsaw puzzles of South African scenes, each painted by a different local artist, with a small cartoon cat called Biscuit hidden somewhere in every picture. The puzzles are printed on recycled board by a printer in Epping, sell for R395 online and through about 90 bookshops and toy shops, and the artist earns a royalty on every box sold.',
  headline: '27,500',
  customerQuote: 'We finished it during stage 6 and nobody even noticed the lights were off.',
  goalKeywords: ['1,500', 'waitlist', 'Lights Out'],
  bannedWords: ['African-inspired', 'rainy day activity', 'puzzle-mania'],
  noEmoji: false,
  answers: {
    opening:
      "Hiii!! 👋 I'm Zanele from Oddpiece 🧩 We make jigsaw puzzles that actually look like HOME 🇿🇦 Cape Town born and raised, ex-ad agency designer, now full-time puzzle pusher 😂 Let's gooo!!",
    product:
      "Sooo Oddpiece makes 1,000-piece jigsaws of proper South African scenes!! 🧩 Every one is painted by a different local artist: the Bo-Kaap on Eid morning 🕌, a Joburg taxi rank at 6am 🚐, Durban beachfront with the bunny chow stand 🍛, a Sunday braai in Soweto 🔥 AND (this is the best bit) there's a tiny cat called Biscuit hidden in every single one 🐱👀 Printed on recycled board by our printer in Epping, R395 a box, and the artist gets a royalty on every sale!! 💛",
    audience:
      "Families who do puzzles on the dining room table over the holidays!! 👨‍👩‍👧‍👦 Gogos and grandkids 👵🏾🧒🏾 Couples who want a date night that isn't Netflix 😂 South Africans overseas who miss home sooo much 🥹✈️ (we ship to London, Perth and Toronto every week!) And honestly anyone who's ever done a puzzle of a Swiss chalet and thought... why?? 🏔️🤨",
    problem:
      "Go into any shop here and the puzzles are ALL imported!! 😩 Swiss chalets, English cottages, kittens in teacups, Venice at sunset 🇮🇹 Nothing that looks like where we actually live! And the few 'African' ones are like... one lonely giraffe at sunset 🦒🌅 Meanwhile we've got SO many brilliant local artists who struggle to get paid for their work! Make it make sense!! 🙃",
    story:
      "Okay so it's 2022, loadshedding is at stage 6, which means the power's off for like 8 hours a day 🕯️ My whole family is stuck at my gogo's house in Gugulethu and we're doing a puzzle of some English village by headlamp 🔦 Gogo Thandi looks up and goes, 'Why are we building somebody else's village?' 😂 And I just could NOT stop thinking about it!!",
    storyFollowUp:
      "So I phoned my friend Sipho Ndlovu, who's an amazing illustrator, and asked him to paint our street in Gugulethu: the spaza shop, the aunties on the corner, Gogo's red gate, everything! 🎨 He hid his own cat Biscuit in it as a joke 🐱 We printed 200 boxes with my savings and took them to the Neighbourgoods Market... and they SOLD OUT by 11am!!! 🤯 Then a mom posted a TikTok of her daughter screaming when she found Biscuit, it got 1.4 million views, and my inbox just EXPLODED 📈💥 I quit the agency three months later!! 🎉",
    proof:
      "We've sold 27,500 puzzles!!! 🧩🎉 We've worked with 34 South African artists and paid them over R1.1 million in royalties 💸💛, we're in 90 shops around the country, and our Biscuit-finders Facebook group has 18,000 people posting where they found him 🐱🔍",
    proofFollowUp:
      "Okay this one makes me cry every time 😭 Mrs Abrahams runs the activity room at a retirement home in Sea Point and she got our Bo-Kaap puzzle for the residents. Mr Isaacs, who's 88, grew up in the Bo-Kaap and hadn't said much since he moved in... he recognised his old street and started telling everyone stories about every single house!! 🏠💛 They've now done 11 of our puzzles and there's a Biscuit leaderboard on the wall 🏆🐱",
    customerWords:
      'My fave message EVER came from a mom in Pietermaritzburg called Lindiwe, who sent a pic of her whole family around the table with a finished puzzle and wrote: "We finished it during stage 6 and nobody even noticed the lights were off." 🕯️🧩😭 Lindiwe, you legend!! It\'s literally on a poster in our studio 💛',
    belief:
      "Everybody in the toy world says puzzles are a quiet, solo thing for introverts 🤫 Nope!! I think puzzles are the new braai!! 🔥 It's a social thing you do TOGETHER, with snacks, arguing about edge pieces and shouting when you find Biscuit 🗣️😂 And the big brands think people want faraway pictures. They don't! They want to see themselves!! 🪞✨",
    update:
      "BIG NEWS 🚨🚨 We're making LIGHTS OUT 💡🌙 our first ever glow-in-the-dark puzzle! Sipho painted it again: Table Mountain at night with the whole city lit up below, and when you switch the lights off it GLOWS (and so does Biscuit 👀✨). The first print run is only 2,500 boxes and it lands in December, just in time for the holidays!! 🎄",
    goal: 'We want 1,500 people on the Lights Out waitlist before the end of the month!! 🌙🧩 Join at oddpiece.co.za/lightsout, waitlisters get first dibs AND 20% off!! And tag the friend who always hogs the edge pieces 😂👇',
    tone: "FUN!! Warm, loud, a bit cheeky, like a voice note from your funniest cousin 😂 Emoji are totally welcome, the more the merrier 🧩🐱🎉 But please NEVER say 'African-inspired' (we're not inspired by Africa, we ARE Africa 🙄), 'rainy day activity' or 'puzzle-mania' 🙅🏾‍♀️",
    other: "Haha ooh I'm not sure about that one! 😅 Ask me anything about puzzles though!! 🧩",
    repeat: 'Haha I think I already told you that one! 🐱 Still true though!!',
    pass: "That's everything I've got on that one, promise!! 🧩💛",
  },
}

const dale: Founder = {
  id: 'dale-brinehut',
  name: 'Dale Hutchinson',
  company: 'Brinehut',
  style:
    'raw voice transcript, all lowercase, no punctuation, fillers and false starts, numbers half spoken (beach saunas in converted horseboxes)',
  description:
    "Dale Hutchinson, a former scaffolder, runs Brinehut in Scarborough, on the North Yorkshire coast of England. It operates wood-fired saunas built into converted horseboxes parked on the beach, so that sea swimmers can go back and forth between the cold sea and the sauna. There are three huts, at Scarborough's South Bay, Whitby and Filey; a 45-minute session costs £12, hiring a whole hut for up to eight people costs £90, and the first session on Wednesday mornings is free for people referred by their GP surgery or a local mental-health service.",
  headline: '38,000',
  customerQuote: 'its the only hour of the week me head goes quiet',
  goalKeywords: ['200', 'founder pass', 'saltburn'],
  bannedWords: ['wellness', 'biohacking', 'self care', 'self-care'],
  noEmoji: true,
  answers: {
    opening:
      'hiya yeah um so im im dale dale hutchinson i do brinehut were in scarborough and we we do saunas on the beach like in old horseboxes you go in the sea then you go in the sauna thats basically it yeah',
    product:
      'so its um its a horsebox right like an old one you pull behind a landy and we we gut it and put a wood burning stove in like a proper sauna stove from finland and cedar benches and a little window so you can see the sea and um we park it on the beach on south bay right by the slipway and people book a slot online its forty five minutes twelve quid and you go in the sea which in january is like seven degrees and then you run back in the hut and its like eighty ninety degrees in there and you do that like three four times and um theres three huts now south bay whitby and filey and you can hire a whole one for ninety quid for like eight of you and on a wednesday the first one at seven is free if your doctors or the uh the mental health lot send you',
    audience:
      'um all sorts honestly like theres the sea swimmers the south bay dippers theyre a swimming group mostly women in their fifties sixties and they are hard as nails like theyre in every single day even in the snow and um then theres lads like me you know blokes who wouldnt go in a spa in a million years but theyll come in a sauna in a horsebox cause its a bit rough and ready and uh tourists in summer and hen dos and that and a lot of the fishermen off the boats in the winter',
    problem:
      'so like um the sea round here its freezing right most of the year and people want to swim cause it does something for your head you know but you get out and youre shaking you cant feel your hands you cant do your buttons up and theres nowhere to warm up except like a cafe and um the nearest proper sauna is in a hotel spa and its sixty quid and you have to wear a robe and theres like whale music and lads round here arent doing that are they so they just dont and theyre sat at home not talking to anyone',
    story:
      'so um right so my dad died in uh november 2020 and it was lockdown and i wasnt i wasnt allowed in the hospital at the end and i was in a bad way like proper bad i was still scaffolding but i wasnt sleeping and my mate kev he basically dragged me to the beach on new years day 2021 and made me go in the sea and i thought he was mental but like for ten minutes after my head was quiet like first time in weeks and um then we got out and i was shaking that bad i couldnt drive home',
    storyFollowUp:
      'so we kept going every morning me and kev and um kevs wife lorraine shed been to norway and she said they have saunas on the beach there so i was like right and i found a knackered old horsebox on facebook marketplace for fourteen hundred quid and we we did it up in kevs garage every weekend for like three months and put a stove in and we parked it on the slipway in the may and the council came after like a week and told us to shift it and that was nearly it to be honest but um the swimmers did a petition and got nine hundred no nine hundred and twelve signatures and the council gave us a licence in the august and i packed in the scaffolding that winter',
    proof:
      'so um weve had 38,000 visits now since we started like thirty eight thousand through the door not different people like loads of them come every week but still and um three huts and nine of us working and uh we sell out basically every weekend from october to march and the free wednesday ones weve done about um two thousand of them for people the doctors send us and thats the number i like to be honest',
    proofFollowUp:
      'so theres a lad called um jordan hes twenty six he works on the crab boats out of the harbour and his doctor sent him to a wednesday one in 2023 cause hed been signed off and he wouldnt talk to anyone like he sat in the corner didnt say a word for like five weeks and then one morning he just started talking and now he comes every wednesday and he helps me light the stove and um last month he did a sponsored swim for us he raised six hundred quid',
    customerWords:
      'um this is from a woman called pauline shes one of the south bay dippers shes seventy one and she came up to me after a session in february in the snow and she said its the only hour of the week me head goes quiet and i was like pauline thats thats exactly it thats why i did it',
    belief:
      'so um people think sauna is like a posh thing right like a spa thing a luxury for people with money and the whole cold plunge ice bath thing is like influencers with their watches and that and i think its the opposite i think it should be like a bus shelter or a park bench like its just there on the beach and its cheap and anyone can go in and thats the whole point and like the best conversations ive ever heard are two blokes in a sauna not looking at each other',
    update:
      'so the big thing is um were doing a fourth hut in saltburn which is up the coast past whitby and its going to be the first one thats wheelchair accessible like with a ramp and a wider door and a a hoist for getting in the sea and uh we want it open for easter and weve got the licence off the council already which after last time i honestly cannot believe',
    goal: 'so um what i need is 200 people to buy a founder pass for the saltburn hut its forty quid and you get five sessions so its cheaper than normal anyway and that money pays for the ramp and the hoist basically so if youre anywhere near saltburn or teesside or you just want to help like go on brinehut dot co dot uk slash saltburn and get one yeah',
    tone: 'um just normal like how i talk dont make me sound like some health guru you know and please dont put wellness or biohacking or self care in it i cant stand them words and no emojis none of them little faces its a sauna in a horsebox not a nightclub',
    other: 'um i dont know to be honest thats not really my thing',
    repeat: 'yeah like i said before um thats about it really',
    pass: 'no thats all ive got on that yeah',
  },
}

const agnieszka: Founder = {
  id: 'agnieszka-roj',
  name: 'Agnieszka Wróbel',
  company: 'Rój',
  style:
    'non-native English, Polish first language (marketplace renting beehives to fruit farmers for pollination)',
  description:
    "Agnieszka Wróbel, a former product manager at a bank in Warsaw and the daughter of a beekeeper, founded Rój in Grójec, Poland, in one of Europe's largest apple-growing regions. Its app lets fruit farmers order beehives for pollination during bloom from beekeepers nearby, who bring the hives to the orchard at night and take them away afterwards. Farmers must also log planned pesticide spraying in the app, which sends an SMS alert to every beekeeper with hives within 3 kilometres so they can close or move them in time. Farmers pay 180 złoty per hive per season, and Rój keeps 15%.",
  headline: '23,400',
  customerQuote: 'I was paying for everything in my orchard, only the most important worker I had for free.',
  goalKeywords: ['150', 'beekeepers', 'Lublin'],
  bannedWords: ['save the bees', 'buzz', 'bee-utiful'],
  noEmoji: true,
  answers: {
    opening:
      "Hello, good morning! My name is Agnieszka Wróbel, I am founder of Rój, it means 'swarm' in Polish. We are from Grójec, this is small town near Warsaw where are the most big apple orchards in Europe. Rój is connecting the fruit farmers with beekeepers. My father is beekeeper since 30 years, so bees are in my family.",
    product:
      'So how it works. Farmer has orchard, for example apples, and in May is the blooming, and he need bees for pollination, around 2 or 3 hives for one hectare. In our app he writes how many hectares, what kind of fruit and when the bloom is starting, and we find the beekeepers in the area which have free hives. Beekeeper is bringing the hives in the night, when bees are sleeping, and after 2 or 3 weeks he take them back. Farmer pays 180 złoty for one hive for the season, we take 15%. Second important function: when farmer is planning spraying, he must put it in the app, and all the beekeepers in 3 kilometres get SMS alert, so they can close the hives or move them. Till now nobody had this informations on time.',
    audience:
      "From one side are the fruit farmers: apples mostly, but also cherries, blueberries, raspberries, in the region of Grójec, Warka, Sandomierz. Usually are family farms from 10 to 100 hectares, the farmer has 40, 50 years, he is using smartphone but he don't like complicated apps. From other side are the beekeepers. Many of them are hobby beekeepers, old men with 20 or 30 hives, but also professional ones with 500 hives and own trucks.",
    problem:
      "The problem is that farmers and beekeepers are living next to each other, but they don't talk. The farmer need bees, but he was never paying for them, he was thinking the bees from neighbour will come for free. And then the beekeeper lose his bees, because farmer was spraying in the day, in the middle of the bloom, when bees are flying. In Poland every year beekeepers are losing thousands of colonies like this. And the farmer is not bad person, he simply didn't know that there are hives 500 metres from him. Nobody was telling him.",
    story:
      'In May 2019 I was still working in Warsaw in the bank, as product manager of the mobile app. One Saturday my father called me in the morning and he was crying, I never heard him crying before. In one night he lost 40 hives, almost half of his bees. The neighbour orchard was spraying insecticide in the afternoon, in full bloom, and the bees were coming back to hives and dying on the entrance. When I came there was a carpet of dead bees in front of the hives. I will remember this all my life.',
    storyFollowUp:
      "I was very angry on the neighbour, Pan Zdzisław, but when we were talking, he was also shocked. He didn't know that my father has hives so close, and he said 'if I know, I can spray in the night, is no problem for me'. So the problem was only information! I made simple SMS group with 12 beekeepers and 30 farmers from our gmina, this is like municipality, and the farmers was sending 'tomorrow I spray' and beekeepers was closing the hives. In 2020 nobody in the group lost bees from spraying. On the end of season the farmers started to ask, 'can I also rent bees from you?' In this moment I understood this is business, not only a group. In 2021 I left the bank and together with my brother Tomek we started Rój.",
    proof:
      'Actually we have 640 beekeepers and 2,300 farms in the app. In this season we placed 23,400 hives on the orchards. In the farms which are in Rój, the poisonings of bees from spraying went down almost to zero: last season beekeepers reported 3 cases, before it was more than 100 cases every year in the same area. And the beekeepers are earning extra money, in average 5,600 złoty in the season, only for the pollination.',
    proofFollowUp:
      "Pan Zbigniew Kowalczyk, he has 40 hectares of apples near Warka. Before he never paid for bees. In 2022 he took 100 hives from Rój for the first time, he was very sceptical, he said 'I will see in autumn'. In autumn his harvest was 46 tonnes from hectare, before was around 38, and the apples were more round, more regular, so he got better price for the export. He calculated that every hive paid himself around 20 times. Now he is our biggest ambassador, he is telling about us on every meeting of farmers.",
    customerWords:
      'Pan Zbigniew said this on the farmers meeting in Grójec, in front of 200 people, I was standing next to him and I almost cried. In Polish it sounds better, but I translate exactly: "I was paying for everything in my orchard, only the most important worker I had for free." After this many farmers came to our stand.',
    belief:
      "Most of the people who want to help bees are thinking the farmer is the enemy, and the solution is only to ban pesticides, or to make bee hotels on the roofs in the city. I don't agree with this. The farmer is the one who need bees the most, more than anybody in the city! If the bee has a price, and the farmer pays for it, he will protect it. The money is better protection than the campaign on Facebook.",
    update:
      'Now we are preparing two things. First is the cheap hive scale, it costs 150 złoty, beekeeper put it under one hive and in the app he can see if the bees are flying normal or if something is wrong, for example poisoning, in the same hour. Second, from next spring we are starting in the Lublin region, there are many raspberry and blueberry farms and too few hives, so the farmers there are already asking us.',
    goal: "For the Lublin region we need beekeepers before the season. The goal is 150 beekeepers from Lubelskie to register until end of February, because the farmers are already waiting, we have orders for more than 4,000 hives there. If you are beekeeper there, or your uncle or grandfather has hives, please register on roj.pl/lublin, for the first season we don't take any commission.",
    tone: "Simple and concrete, the farmers don't like when somebody is making big words. Please don't write 'save the bees', this is slogan and it makes farmers look like criminals. Also no jokes with 'buzz' or 'bee-utiful', every bee company is doing this and it is cringe. And no emoji, please, for the farmers it looks not serious.",
    other: 'Sorry, I am not sure I understand the question. Can you ask in different way?',
    repeat: "I think I was already telling about this before, I don't have more to add.",
    pass: 'I think I told everything what I know about this.',
  },
}

const meera: Founder = {
  id: 'meera-kaan-trust',
  name: 'Dr Meera Kulkarni',
  company: 'Kaan Trust',
  style:
    'warm but formal charitable-trust voice (refurbishing donated hearing aids for people who cannot afford them)',
  description:
    "Dr Meera Kulkarni, an audiologist, founded the Kaan Trust, a registered charitable trust in Pune, India. It collects hearing aids that people no longer use, through drop boxes at clinics, chemists and senior citizens' associations and by post; volunteers and technicians clean, repair and test them; and audiologists reprogramme and fit them free of charge at monthly hearing camps for older people and children from families who could not otherwise afford one, with follow-up visits after one and six months. It is funded by individual donors and small grants.",
  headline: '3,460',
  customerQuote: 'We thought she was not listening. She was not hearing.',
  goalKeywords: ['2,000', 'World Hearing Day'],
  bannedWords: ['deaf and dumb', 'suffering from', 'the elderly', 'less fortunate'],
  noEmoji: true,
  answers: {
    opening:
      "Good morning. I am Dr Meera Kulkarni, an audiologist, and I am the founder of the Kaan Trust in Pune. 'Kaan' simply means 'ear' in Marathi and Hindi. We collect hearing aids that people no longer use, refurbish them, and fit them free of charge for older people and children who could not otherwise afford one.",
    product:
      "There are three parts to our work. First, collection: we have drop boxes at 38 audiology clinics, chemists and senior citizens' associations across Pune, and people can also post hearing aids to us. Second, refurbishment: every device is cleaned, tested and repaired by our technicians and volunteer audiology students, with new tubing, domes and batteries, and anything that cannot be made safe is sent for recycling. Third, fitting: once a month we hold a hearing camp, where each person has a proper hearing test and an audiologist reprogrammes a refurbished aid to their own hearing loss. Everyone comes back for a follow-up after one month and again after six months. All of it is free to the patient.",
    audience:
      "The people we serve are mainly adults over sixty from low-income families in Pune and the surrounding districts, many of them retired mill workers, domestic workers and farmers, and children in government and zilla parishad schools, where a hearing loss is very often mistaken for inattention. Our donors are ordinary families in India and abroad, very often a son or daughter who has found a parent's hearing aid in a drawer after an upgrade, or after a bereavement.",
    problem:
      "A good pair of hearing aids in India costs between 30,000 and 1,00,000 rupees, which is several months' income for most families, and it is rarely covered by insurance. So most people with hearing loss simply go without. Older people withdraw from conversation, and their families assume it is only old age. At the same time, thousands of perfectly usable hearing aids are lying in cupboards, because their owners upgraded or passed away, and until recently there was no simple way to pass them on.",
    story:
      "In 2017 a retired schoolteacher, Mr Vasant Gokhale, came to my clinic with his daughter. He was 74 and had a moderate to severe hearing loss in both ears. When I told him that a suitable pair of hearing aids would cost around 52,000 rupees, he thanked me politely, said 'I will manage', and left. A few months later I saw him at a family wedding, sitting alone at the edge of the hall, smiling and nodding at conversations he could not hear. That image stayed with me.",
    storyFollowUp:
      "The same month, a family came to my clinic with a small box. Their father had died, and they had his hearing aids, which were two years old and had cost 1,20,000 rupees. They asked whether someone else could use them, and I had to tell them honestly that there was no system for it. Then I thought of Mr Gokhale. With the family's permission, we cleaned and reprogrammed those aids and fitted them for him. His daughter told me afterwards that on the way home he stopped in the street because he could hear the birds again. I put a drop box in my clinic the following week, and in 2018 a Pune newspaper wrote a short article about it. We received 600 hearing aids in the month that followed. We registered the Kaan Trust in 2019.",
    proof:
      'Since 2019 we have collected 5,900 donated hearing aids and fitted 3,460 people at 52 free hearing camps. Around 70% of donated devices can be safely reused. At the six-month follow-up, 81% of the people we have fitted are still wearing their hearing aids every day, which is higher than many paid clinics achieve. Our volunteers include 26 audiologists and more than 140 audiology students.',
    proofFollowUp:
      'Sakshi was nine years old and studying at a zilla parishad school in Velhe, about 60 kilometres from Pune, when our team screened her class in 2022. Her teachers had described her as slow and inattentive; she sat at the back of the class and was failing. We found a moderate hearing loss in both ears, and she was fitted with a pair of refurbished hearing aids at our camp that November. By the end of the next school year she was among the top five in her class, and she now sits in the front row by choice.',
    customerWords:
      'When we met Sakshi\'s mother, Sunita, at the six-month follow-up, she held my hand and said, in Marathi, words I have never forgotten. In English: "We thought she was not listening. She was not hearing." We now begin every school screening by telling the teachers that sentence.',
    belief:
      "Much of the conversation in hearing care is about new technology: the latest devices, implants, hearing apps. These matter. But I believe the largest untapped supply of hearing aids in India is not in any factory; it is in people's cupboards. And I believe hearing loss in older people should be treated as seriously as poor eyesight. No one tells a grandmother to simply live without her spectacles, yet every day we tell her to live without hearing.",
    update:
      'In January we are launching Kaan on Wheels, a van fitted with a sound-treated booth, so that we can test hearing properly in villages and schools in Pune, Satara and Solapur districts instead of asking people to travel to the city. It was funded by 310 individual donors. We are also starting a short repair training course for audiology students, so that more of the donated devices can be saved.',
    goal: "Our goal is to collect 2,000 hearing aids before World Hearing Day, on 3 March, so that we can fit everyone on our waiting list, which currently stands at 1,150 people. Please look in your parents' and grandparents' cupboards. Any hearing aid, in any condition, can be dropped at one of our 38 collection points or posted to us; the addresses are at kaantrust.org/donate. If you would rather give money, 2,500 rupees covers one complete fitting.",
    tone: "Warm, but dignified and factual. Please do not use 'deaf and dumb', which is hurtful, or 'suffering from' hearing loss; people live with hearing loss. Please also avoid 'the elderly' and 'less fortunate'; say 'older people' and 'families who cannot afford it'. No emoji, please.",
    other:
      'I am not sure I am the right person to answer that. I would be glad to tell you more about our work with hearing aids.',
    repeat: 'I believe I have already answered that, and I do not have anything more to add.',
    pass: 'I think I have said everything I can on that point.',
  },
}

const matej: Founder = {
  id: 'matej-shelfwait',
  name: 'Matej Kovač',
  company: 'Shelfwait',
  style:
    'terse indie hacker, a few words to two sentences (alerts for library ebooks available to borrow now)',
  description:
    'Matej Kovač is the solo developer of Shelfwait, a web app built in Ljubljana, Slovenia. It reads the want-to-read list a reader keeps on Goodreads or StoryGraph, checks the ebook and audiobook catalogues (through Libby/OverDrive) of every public library the reader has a card for, and sends an email when a book on the list can be borrowed immediately or has the shortest hold queue. It costs $3 a month or $24 a year and is free for lists of up to 10 books; most users are in English-speaking countries.',
  headline: '212,000',
  customerQuote: 'It turned my holds list into a reading list.',
  goalKeywords: ['100', 'Kobo', 'beta'],
  bannedWords: ['bookworm', 'bibliophile', 'must-read'],
  noEmoji: false,
  answers: {
    opening:
      'Matej, Ljubljana, solo. I make Shelfwait: it tells you which library ebooks you can borrow right now.',
    product:
      "Reads your Goodreads or StoryGraph want-to-read list, checks Libby at every library you have a card for, emails you when a book's free to borrow today. $3 a month or $24 a year, free up to 10 books.",
    audience:
      'Heavy readers with several library cards, mostly audiobook people. Mostly US, Canada, Australia.',
    problem:
      'Libby says 12-week hold while another of your libraries has a copy free today. Nobody checks 200 books across 4 libraries every morning, so they buy it.',
    story:
      "2023: my partner Sara had 140 books on her list, cards at 3 libraries, and checked Libby every morning before coffee. I wrote a script so she'd stop.",
    storyFollowUp:
      'She read 31 books that summer instead of 9, spent nothing, and posted it on r/LibbyApp. 2,100 signups that weekend; server fell over twice.',
    proof: "212,000 'available now' emails sent. 11,800 users, 1,900 paying, about $4.6k MRR.",
    proofFollowUp:
      'Denise, retired teacher in Wellington, four library cards. Used to buy about 60 Kindle books a year; last year bought 2 and read 94.',
    customerWords:
      'Denise, by email: "It turned my holds list into a reading list." It\'s on the homepage now.',
    belief:
      "Publishers think people prefer buying ebooks. Mostly they just don't know the library has it free today.",
    update: 'Kobo support: borrow straight to your Kobo. In beta, ships in 3 weeks.',
    goal: 'Want 100 Kobo owners in the beta before it ships, free for 6 months. shelfwait.app/kobo, or just reply.',
    tone: "Short and plain. No 'bookworm', 'bibliophile' or 'must-read'; one emoji max.",
    other: 'No idea. Ask me about books.',
    repeat: 'Said that. Still true.',
    pass: "That's all.",
  },
}

export const freshFounders4: Founder[] = [fiona, zanele, dale, agnieszka, meera, matej]
