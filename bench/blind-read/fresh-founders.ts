// A second held-out set, written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const imogen: Founder = {
  id: 'imogen-scullery',
  name: 'Imogen Thackeray',
  company: 'Scullery Robotics',
  style:
    'long, slightly disorganised British paragraphs with parenthetical asides (kitchen robotics hardware)',
  description:
    'Imogen Thackeray, a former industrial-automation engineer, is the co-founder of Scullery Robotics in Sheffield, England. It builds Pearl, a robot that bolts onto the existing dishwasher in a large commercial kitchen and scrapes, sorts and racks dirty crockery and unloads the clean racks, working alongside the kitchen porters, who stay in charge of it. Hospital, university and contract-catering kitchens lease it monthly, servicing included.',
  headline: '2.3 million',
  customerQuote: "It's the first time in eleven years I've gone home with dry hands.",
  goalKeywords: ['5', 'kitchens', 'trial'],
  bannedWords: ['robot overlords', 'the future of food', 'cutting-edge', 'cutting edge'],
  noEmoji: true,
  answers: {
    opening:
      "Hello - Imogen here, co-founder of Scullery Robotics (we're in Sheffield, in a slightly damp unit behind a tyre place, which I only mention because if we ever do this on a call you'll hear the impact wrenches). We build a robot that does the worst job in a commercial kitchen, which is the dish pit - scraping, racking, unloading - and I should warn you now that I tend to go round the houses a bit before I get to the point, so do feel free to stop me.",
    product:
      "Right, so the robot - we call it Pearl, after my grandmother, who ran a school kitchen in Rotherham for thirty-odd years and would have been appalled by it - is essentially a pair of arms on a stainless-steel frame that bolts onto the dirty end of a kitchen's existing conveyor or hood dishwasher. (We don't sell dishwashers, that was quite a deliberate decision; the kitchens already have perfectly good Winterhalters and Hobarts and nobody wants to rip one out and lose a week.) Trays come off the trolley, it tips and scrapes each plate into the food-waste chute, sorts plates, bowls, cups and cutlery into the right racks and feeds them through, and at the clean end it unloads and stacks. The clever bit, if there is one, is the vision, because plates in a hospital come back with all sorts on them (gravy skins, yoghurt pots, napkins, on one memorable occasion a set of dentures) and it has to cope with all of that without anyone telling it what the crockery looks like. It's leased, £2,900 a month with servicing included, and the porter stays in charge - it doesn't run on its own in an empty room, which is a thing people assume.",
    audience:
      "Big kitchens with a dish problem, essentially, which is most big kitchens. Hospital kitchens are our best fit (they wash the same standard crockery in enormous volumes, three services a day, seven days a week, and the trays come back at the same times every day, which the robot rather likes), then university halls and canteens, then the larger contract caterers. Whoever signs is usually the catering manager or someone in estates, but the person whose life it actually changes is the kitchen porter - and, honestly, the head of catering who's been two porters short since 2021 and is covering the pit herself on a Sunday evening. Under about 800 covers a day it doesn't make sense yet (I'd love it to, but the maths doesn't work, and I'd rather say so).",
    problem:
      "Before us - and in about 99.9% of kitchens now, let's be honest - the dish pit is one or two people standing in steam for an eight-hour shift. We put a step counter and a couple of load sensors on a porter at our first site, with his permission I should add, and he lifted the equivalent of about 4.2 tonnes of crockery in a single shift. Wet hands all day, dermatitis, bad backs, burns from the racks. So nobody stays: porter turnover at that site was 140% a year (not a typo), which meant the catering manager was permanently recruiting and permanently training, and whenever someone didn't turn up the chefs came off the line to wash up and the whole evening service went to pieces. The trays for the wards came back late, the breakfast set-up started late, and so on round the clock.",
    story:
      "The moment - and I've told this so many times that I've started to worry I'm embroidering it, but I checked with Sanjay and he says not - was February 2022. I was on a completely different job at a hospital (nothing to do with kitchens, we were automating the label printing in the pharmacy, riveting stuff) and the catering manager, a woman called Bernie, came through asking whether any of us could help out on the dish pit because two porters had gone off sick and the evening trays were coming back. So I did a shift. Four hours, at the scraping end. By the end I couldn't feel my fingers, my lower back had gone, there were still eleven trolleys waiting, and I remember standing in the car park at ten at night thinking: we've just spent six months automating a label printer, and nobody has ever bothered to automate this.",
    storyFollowUp:
      "What happened next, more or less straight away (the following Monday, I think, possibly the Tuesday), was that I went back to Bernie with a very rough sketch on the back of an envelope and asked if I could film the pit for a week. She said yes on condition that I didn't get in the way, which I did, constantly. We came away with about 60 hours of footage, Sanjay (my co-founder - he does the software and all the vision, I do the mechanical side and, apparently, the talking) labelled something like 40,000 plates over that summer, and by the October we had a very ugly single-arm prototype scraping plates in my garage. Bernie's kitchen was the first trial, in April 2023. It broke down twice in the first week - a fork wedged in the gripper, then a rack jam - and she kept it anyway, which I'll never quite be able to repay.",
    proof:
      "So, numbers. There are six Pearls working now, in four hospitals and two universities, and between them they've handled just over 2.3 million items since the first one went live (plates, bowls, trays, cutlery baskets, the lot - we count each thing it picks up). Uptime last quarter was 97.8%, which I'm quietly rather proud of given where we started (see fork, above). And the number catering managers actually ask me about: on the sites that have had one for more than six months, porter turnover has come down from well over 100% a year to about 30%.",
    proofFollowUp:
      "At Bernie's hospital (I'd better not name it without asking the trust's comms team, they're quite fierce) it meant the evening service, which used to run until about 21:40 most nights with chefs helping out, now finishes at 20:15 with two porters instead of three - and the third porter, Dwayne, moved across to prep, which is what he'd wanted to do for years anyway. He's a commis chef now, which I'm inordinately pleased about. Bernie says she hasn't had to do a Sunday shift on the pit since last May.",
    customerWords:
      "The one I think about most is from Kyle, who's one of the porters at that first site - he's been on the pit for eleven years - and about a month in he said to me, at the sink, not even looking up: \"It's the first time in eleven years I've gone home with dry hands.\" (I went and sat in the van for a bit after that, if I'm honest.)",
    belief:
      "Most people in robotics - and most of the investors we pitch, to be fair to them - think kitchen robotics means robot chefs: burger-flipping arms, the stir-fry machine, all very photogenic, with the end goal a kitchen with nobody in it. I think that's exactly the wrong way round. Cooking is the bit people actually want to do; the dish pit is the bit nobody wants and nobody can staff. So automate the worst job first and keep the person in charge of the machine. It's far less glamorous (nobody has ever put a dishwasher on the cover of a magazine) but it's where the pain is, and it's where the kitchens will actually pay.",
    update:
      "Next - and I'm slightly nervous saying this out loud - is Pearl 2, which is the same arms on a frame that's 40 cm narrower, because it turns out most dish pits are in a corridor (older hospitals especially; they seem to have been designed by someone who actively disliked porters). The first two ship to a university in Leeds in March. Alongside that Sanjay's building a proper cutlery sorter, because cutlery is, and I cannot stress this enough, the hardest problem we have.",
    goal: "What I'd like out of this, over the next fortnight, is 5 kitchens doing more than about 1,500 covers a day to agree to a two-week on-site trial - we bring a Pearl, fit it over a weekend, and take it away again if it isn't earning its keep, no charge either way. So if a catering manager or a head of estates reads one of these, the ask is: message me, tell me roughly how many covers you do and what dishwasher you've got (the model number helps, I'm that sort of person), and we'll book the trial.",
    tone: "Plain and a bit self-deprecating, if you like - the way I'd explain it to a catering manager over a cup of (usually terrible) tea. Please don't make it sound like the robots are coming for anyone's job; we're not replacing porters, we're giving them a better one, and they'd have my guts for garters. So none of that 'robot overlords' or 'the future of food' business, and no 'cutting-edge'. And no emoji, please, I'm forty-four and it looks wrong on me.",
    other:
      "Hmm, I'm not sure I've got a sensible answer to that one (I could waffle, but you've probably noticed I do that anyway) - I'd rather tell you about something that actually happened in a kitchen.",
    repeat:
      "As I said earlier, more or less - I've gone round the houses on it already and I don't think I've got a better answer, that's really the heart of it.",
    pass: "I think I've genuinely run out on that one, sorry - that's everything I've got.",
  },
}

const tolu: Founder = {
  id: 'tolu-nocast',
  name: 'Tolu Bankole',
  company: 'nocast',
  style: 'short punchy lowercase Gen-Z lines with emoji and exclamation marks (D2C skincare)',
  description:
    'Tolu Bankole, 24, founded nocast, a UK direct-to-consumer skincare brand that sells an SPF 50 mineral sunscreen stick formulated to leave no white cast on brown and Black skin. It sells through its own website and TikTok Shop.',
  headline: '18,000',
  customerQuote: 'first sunscreen that didnt make me look like a ghost in photos',
  goalKeywords: ['2,000', 'text list'],
  bannedWords: ['flawless', 'anti-aging', 'anti-ageing'],
  noEmoji: false,
  answers: {
    opening: 'heyyy im tolu 👋 i make nocast!! spf that doesnt turn u grey lol ☀️',
    product:
      'spf 50 mineral stick ☀️ zero white cast on deep skin. like actually zero!! swipe it on over makeup and go. £18, lasts about 6 weeks',
    audience:
      'brown + black girlies mostly (and the boys who steal it from them 😭) 18-30. anyone who gave up on spf bc every one made them look ashy',
    problem:
      'every mineral spf = white cast. every chemical one = stings ur eyes or breaks u out. so ppl just skip it 💀 4 in 10 of our customers had never worn spf before us!!',
    story:
      'summer 2022, my cousins wedding in lagos. wore the "best" spf from boots. every flash photo i was GREY 💀 ghost in the family album forever lol',
    storyFollowUp:
      'cried in the hotel bathroom ngl 😭 flew home, emailed 30 labs. 29 ghosted or said no. one lab in manchester said yes!! 14 formulas later we had it 🧪',
    proof:
      '18,000 sticks sold since march!! restocked 4 times. 52% come back for another one no cap. tiktok shop did 3,100 in one weekend 🤯',
    proofFollowUp:
      'amara (night shift nurse) had literally never worn spf. shes on her 5th stick now and her derm said the dark patches on her cheeks are fading 🥹',
    customerWords:
      'this comment lives in my head rent free: "first sunscreen that didnt make me look like a ghost in photos" 😭🙏',
    belief:
      'everyone in skincare thinks deep skin just needs a "tinted" version. no!! tint is a plaster. fix the formula not the colour 🙅🏾‍♀️',
    update:
      'spf lip balm drops the 21st!! 💋 3 shades + clear. also we go into superdrug in feb, lowkey screaming',
    goal: 'sell out the lip drop fr 🔥 2,000 units, want them gone in 48 hrs. ppl should join the text list so they get the link first!!',
    tone: 'fun + lowercase, like me texting my bestie!! emoji are fine 🫶 just never say "flawless" or "anti-aging", we dont do that here. and no cringe boomer brand voice pls 😭',
    other: 'idk tbh 😅 ask me about spf!!',
    repeat: 'said it already bestie 😭 thats the tea',
    pass: 'nothing else on that one ngl 🤷🏾‍♀️',
  },
}

const ray: Founder = {
  id: 'ray-wrenchtime',
  name: 'Ray Delgado',
  company: 'Wrenchtime',
  style: 'raw voice transcript, no punctuation (tradesperson, booking app for plumbers)',
  description:
    'Ray Delgado, a licensed plumber who runs his own three-truck shop in Mesa, Arizona, built Wrenchtime, a booking app for small plumbing and electrical shops. Customers pick a real arrival window online and put down a deposit that comes off the bill, the app fits each job onto the right truck, and texts the customer when the technician is on the way, so the owner is not answering the phone from under a sink. Shops pay a monthly fee per truck.',
  headline: '212',
  customerQuote: 'i booked three jobs while i was under a house',
  goalKeywords: ['20', 'shops', 'free'],
  bannedWords: ['hustle', 'grind', 'tech bro'],
  noEmoji: true,
  answers: {
    opening:
      'hey uh so im ray i um im a plumber out in mesa arizona been doing it like nineteen years and i uh i made an app its called wrenchtime its for booking like for plumbers and electricians you know the little shops',
    product:
      'ok so wrenchtime is um so the customer goes on your website or they click the link from google and they pick a window like a real window like tuesday 8 to 10 not the cable company all day thing and they put down a 49 dollar deposit and then it um it goes on the board for whichever truck is closest and has the right like the right parts kind of and then the tech gets a text and then the customer gets a text when hes on the way with like a little map and uh the deposit comes off the bill at the end so nobody no shows you know and the shop pays like 39 bucks a month a truck',
    audience:
      'its for the small guys like one truck to maybe ten trucks plumbers electricians we got a few hvac guys now too um usually the owner is still on the tools you know and his wife or um or whoever does the office part time and uh those are the people who are answering the phone all day from under a house thats who its for',
    problem:
      'so before its the phone right like the phone rings all day and youre under a sink or youre in an attic in july and its like a hundred and fifteen up there and you cant pick up so it goes to voicemail and then and then the customer just calls the next guy on google so you lose it and then at night you sit there calling back like twelve people and half of them already got somebody and um we figured out at my shop we were missing like a third of calls a third and then the ones that did book like one in eight wasnt even home when we showed up you know no shows',
    story:
      'so it was um it was august 2021 i think no wait it was 2022 august 2022 and i was um i was under a slab house in gilbert doing a repipe and my phone goes like nine times in an hour and i couldnt get it and then that night my wife dana shes doing the books she shows me we lost a water heater job like a 2800 dollar job cause the lady called three times and nobody picked up and she just went with the big outfit with the radio ads and i was like man i lost a water heater cause i was working you know',
    storyFollowUp:
      'so right after that um like that same weekend my nephew marco hes um hes in school for computers he made me like a booking page real basic just like pick a time and put a card down and then um we put it on the google listing and the next week we got like eleven jobs off it without me touching the phone and then the guy i buy parts from at the supply house asked me about it and then like his other customers wanted it so marco and me we um we made it a real app that winter',
    proof:
      'um so we got 212 shops on it now paying shops and uh like another 90 on the free month and um theyre doing like 9000 no wait its more its like 11000 bookings a month now and no shows went from like one in eight to uh like one in fifty cause of the deposit you know',
    proofFollowUp:
      'like for tony rizzo hes an electrician in tempe just him and his son two trucks um it meant he stopped losing his nights like he used to spend like two hours every night calling people back and now he doesnt and um he told me he took his first whole week off in like six years cause the app just kept booking stuff for when he got back',
    customerWords:
      'tony um tony said to me at the supply house he goes i booked three jobs while i was under a house and i was like yeah thats it thats exactly it',
    belief:
      'so everybody in the trades thinks um you gotta answer the phone yourself like the customer wants to talk to a person you know like thats what the old guys say answer the phone answer the phone but uh honestly no most people would rather just pick a time on their phone at like eleven at night they dont wanna talk to nobody they just want somebody to show up when you said',
    update:
      'right now were um were doing the part where it um where it does the estimates like the tech takes a picture of the water heater and the model number and it builds the quote right there and the customer signs on the phone and uh were testing that with like eight shops and it should go out um after the summer no wait before like september',
    goal: 'so what i want is um like 20 more shops to try it free for a month in the next couple weeks like plumbers electricians whatever and um they just gotta put the booking link on their google listing thats it and see what comes in',
    tone: 'just um talk normal like how i talk to the guys at the supply house in the morning you know dont make me sound like some tech bro and uh no hustle grind stuff i hate that and no emoji like i dont even know what half of them mean',
    other: 'uh im not sure what you mean there man',
    repeat: 'yeah like i said uh thats pretty much it',
    pass: 'um i think i said everything i got on that',
  },
}

const selin: Founder = {
  id: 'selin-yoldas',
  name: 'Selin Karaca',
  company: 'Yoldaş',
  style: 'non-native English, Turkish first language (B2B freight logistics)',
  description:
    'Selin Karaca, who grew up in her father’s trucking business in Bursa, Turkey, founded Yoldaş, a B2B freight platform that finds return loads for Turkish trucks that would otherwise drive home empty from Germany, the Netherlands and Poland. European exporters and freight forwarders book the space at a lower rate, Yoldaş checks every carrier and tracks each load, and it takes a commission on every booked load.',
  headline: '3,400',
  customerQuote: 'Before I was driving home with air. Now I am driving home with money.',
  goalKeywords: ['15', 'forwarders'],
  bannedWords: ['Uber for trucks', 'male-dominated'],
  noEmoji: true,
  answers: {
    opening:
      'Hello, I am Selin, founder of Yoldaş. We are from Bursa, Turkey. Our platform is finding loads for trucks which are coming back empty from Europe. My English is not perfect, I hope is okay.',
    product:
      'Yoldaş is online platform for return loads. Turkish truck goes to Germany full, for example with textile or car parts, but when it is coming back to Turkey many times it is empty. On our platform the carrier put his route and the date of return, and exporter or forwarder in Europe can see it and book the space, full truck or partial. We are checking the documents, CMR, insurance, and we are tracking the truck until delivery. We take 6% commission from every load.',
    audience:
      'Our users are two side. One side is small Turkish carriers, they have 1 until 15 trucks, many of them is family company like my father. Other side is exporters and freight forwarders in Germany, Netherlands and Poland who send goods to Turkey and want more cheap price than normal. Most happy customer is forwarder with urgent small load, because we can find truck in same day.',
    problem:
      'Before, the driver is calling everybody when he is in Germany, friends, other drivers, WhatsApp groups with 2,000 people, for find load to go back. Sometimes he wait 4 or 5 days on parking in Duisburg without payment, sometimes he come back empty, 2,600 km. In our research, 41% of kilometres of small Turkish carriers on Europe route was empty. This is money lost, diesel lost, and also the driver is staying far from his family more long.',
    story:
      'My father has 6 trucks. In winter of 2019 one of our drivers, Hasan abi, was waiting on parking in Duisburg during 9 days for return load. It was December, very cold, he was sleeping in truck. One night he call my father and he was crying, because it was birthday of his daughter and he cannot go home without load, we cannot pay diesel for empty truck. I was listening this call in our office.',
    storyFollowUp:
      'Next morning I take laptop and I start to call forwarders in Germany myself, one by one, from Google. After two days I found load of machine parts from Duisburg to Gebze, and Hasan abi arrived home one day after birthday of his daughter. After this I was doing same thing for all our trucks with Excel file, and then the friends of my father also ask me for find load. In 2021 I left my job in textile export company and we started Yoldaş officially.',
    proof:
      'Until now 3,400 trucks made return trip with load with Yoldaş, not empty. We have 620 carriers and 180 shippers active on platform. For carriers the empty kilometres is going down from 41% to 14% in average, and the waiting time in Europe is going from 4 days to 1,5 days.',
    proofFollowUp:
      'For example Murat Bey, he has 3 trucks in Kayseri. Before, every month one or two of his trucks was coming back empty from Poland. Last year with Yoldaş he earned around €46,000 more from return loads, and with this money he bought his fourth truck in September. He invited me for dinner when the truck arrived.',
    customerWords:
      'Murat Bey said this sentence when we were drinking tea in his office, I write it same: "Before I was driving home with air. Now I am driving home with money." In Turkish he said more nice, but this is the meaning.',
    belief:
      'Many people in logistics think the problem of empty trucks is technology problem, they say we need more better algorithm, AI, automatic matching. I am not agree. The problem is trust. German forwarder don’t know small Turkish carrier and he don’t want the risk. So we check every carrier, we call every driver, and we guarantee the delivery. Algorithm is easy part, trust is difficult part.',
    update:
      'Now we are preparing Yoldaş for Italy route, Milano and Bologna, it will be start in February. Also we are building app in Turkish and Russian for the drivers, because many drivers don’t use laptop, only phone.',
    goal: 'In next two weeks we want to find 15 freight forwarders in Germany and Netherlands who send goods to Turkey, for make a test with us. First 3 loads are without commission. If forwarder read the post, he can write me LinkedIn message and tell his route.',
    tone: "Serious and professional, because our readers are logistics managers, but not boring. Please don't write 'Uber for trucks', everybody say this and it is not true. No emoji. And please don't write that I am woman in 'male-dominated' sector, I want to talk about business, not this.",
    other: 'Sorry, I am not sure I understand the question correct. Can you ask other way?',
    repeat: 'As I told before, this is the main point, I don’t have more to add.',
    pass: 'I think I told everything about this topic.',
  },
}

export const freshFounders: Founder[] = [imogen, tolu, ray, selin]
