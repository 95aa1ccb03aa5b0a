// A twelfth held-out set, written by a helper that never saw the product's code, used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const graham: Founder = {
  id: 'graham-slackwater',
  name: 'Graham Petch',
  company: 'Slackwater',
  style:
    'long, rambling answers with asides in brackets and digressions (B2B: dispatch software that plans which marine pilot boards which ship, and when, for port pilot stations)',
  description:
    "Graham Petch, who was a marine pilot on the Humber estuary for 24 years after eleven years as a deck officer on tankers, founded Slackwater in Hull, England, in March 2020 with Priya Naidoo, a software developer who had built rostering software for an ambulance service. Large ships entering a port must take on a local pilot, who goes out on a pilot boat and climbs aboard to guide the ship through the channel. Slackwater is dispatch software for pilotage services: it combines ship arrival times from AIS and shipping agents, tide predictions and live tide gauges, ships' draughts, each pilot's licence, rest hours and whereabouts, and pilot-boat availability, builds a plan for the next 36 hours and keeps updating it, sends pilots their next job on their phones and books their taxis, while the dispatcher stays in control. It costs £1,900 per licensed pilot per year. Its customers are 17 pilot stations run by harbour authorities and pilots' companies in the UK, Ireland and Denmark.",
  headline: '61,870',
  customerQuote: "For the first time in nineteen years I went home and didn't dream about the whiteboard.",
  goalKeywords: ['shadow', 'pilot', 'free'],
  bannedWords: ['revolutionise', 'Uber', 'AI-powered'],
  noEmoji: true,
  answers: {
    opening:
      "Morning (or evening, I've lost track, I've just come off a night on the dispatch desk at Immingham; not my desk, I was visiting, but they handed me a mug and I sat down, old habits). Graham Petch, I'm one of the two founders of Slackwater, we're in Hull, in an office above a chandlery on Humber Street that smells faintly of rope. We make the software that decides which marine pilot goes to which ship, and when. Before that I was a Humber pilot for 24 years (and a deck officer on tankers for eleven before that, so I've been climbing ladders up the sides of ships since 1985, which my knees will happily confirm). Fire away, and stop me if I start on about tides.",
    product:
      "Right, a bit of background first, because most people don't know pilots exist (my own neighbour thought I was in aviation for about ten years). Every big ship coming into a port like the Humber has to take a local pilot, someone who knows the channel, the sandbanks and the tides, and that pilot goes out on a pilot boat and climbs a rope ladder up the side of the ship, often at night, often in weather. Somebody has to decide which pilot goes to which ship, when the boat leaves, whether the ship can even get over the bar on this tide, and whether the pilot has had enough rest. That's dispatch. Slackwater does that plan: it pulls in ship arrival times from AIS and from the agents, the tide predictions and the live tide gauges, the draught of each ship, every pilot's licence and rest hours and where they physically are, and which boats are available, and it builds the plan for the next 36 hours and keeps rebuilding it as things change (which is constantly; ships are never on time, I say that with love). The pilots get their next job on their phone, with a taxi booked if they need one. The dispatcher stays in charge and can drag anything about, they just aren't doing it all in their head any more. It costs £1,900 per licensed pilot per year, so a station with 40 pilots pays £76,000, which sounds a lot until you know what a ship waiting at anchor costs by the hour (I'll come to that, probably twice).",
    audience:
      "Pilotage services. In the UK that's usually the harbour authority, in some places it's the pilots' own company or cooperative, and in Denmark it's a state company (don't ask me to explain Danish pilotage law, I've tried, Priya has a diagram). The person who feels the pain is the dispatcher or the pilotage manager, usually a former pilot or a harbour master's deputy. The person who signs is the harbour master or the port's chief executive, who mostly cares about ships not waiting and about never getting the phone call from the Marine Accident Investigation Branch. We have 17 pilot stations on it now, across the UK, Ireland and, since January, one in Denmark, at Fredericia. There are something like 80 pilotage services in the UK alone (plenty of them tiny, a handful of pilots and one boat), so there's a long way to go.",
    problem:
      "It sounds like a simple rota until you sit at the desk. A ship's arrival time moves five times before it turns up. A deep-draught tanker can only cross the bar for a couple of hours either side of high water, so if it's late it isn't late by forty minutes, it's late by twelve hours. Pilots have rest rules, most stations use something like ten hours off after a long job, and each pilot is licensed for certain sizes of ship and certain berths. The boat only carries so many. And the pilots live all over East Yorkshire and Lincolnshire (one of ours lived in Louth, bless him, an hour away). In most stations I visit, all of that is still held together with a whiteboard, a spreadsheet, a phone that never stops and one dispatcher's memory. What goes wrong: ships wait at the boarding ground for a pilot, which the shipowner pays for by the hour; pilots sit at the station for a ship that's six hours late; and, the one that frightens me, tired pilots end up on the bridge of a very large ship at four in the morning.",
    story:
      "2 February 2018, a Friday, I won't forget it. I'd been called out three times in 26 hours (a container ship, a gas carrier that was cancelled after I'd already got down to Spurn, and then a car carrier at 4 a.m.), because the dispatcher that night, Bev (a saint, she'd been on that desk since 1996), had 41 ship movements on a whiteboard with magnets and two pilots off with flu. About twenty minutes past Spurn, heading up river in the dark past Hawke anchorage, I gave the helmsman a course that would have taken us towards a bank. Not a catastrophe, but wrong. The second mate, a lad of maybe 25, said 'Pilot, are you sure?', very politely, and I wasn't sure. I'd had three hours' sleep. I got the ship in, drove home, and sat in the car outside my house for half an hour, until my wife came out in her dressing gown to check I hadn't died (she brought tea, which is how I knew I hadn't).",
    storyFollowUp:
      "The next week I went in to see Bev and asked how she decided who went where, and she said 'Graham, love, I don't decide, I survive.' So I started a spreadsheet on my days off (a terrible spreadsheet, about 60 tabs, my son called it the Petch Monstrosity). In 2019 my son introduced me to Priya Naidoo, who'd built rostering software for an ambulance service in Yorkshire, and she looked at it and very kindly said it was a good list of rules and a bad piece of software. We founded Slackwater in Hull in March 2020 (the week before lockdown, marvellous timing; ships kept coming though, ships don't do lockdown). The first station to use it for real was a small one in Scotland with nine pilots, in September 2020. I retired from piloting in 2021, and the Humber itself only signed in 2023, which is a story about prophets in their own land.",
    proof:
      "In 2024 Slackwater planned 61,870 pilot jobs (the trade calls them acts of pilotage) across 17 stations. At the stations that have been on it for at least a year, the average time a ship waited at the boarding ground for its pilot went from 47 minutes to 12. Jobs started by a pilot who hadn't had the full rest period fell by 83%. And the dispatchers: planning used to eat roughly half of every shift, now it's about an hour, and they spend the rest on the phone to agents, which they'd tell you is still too much (it is).",
    proofFollowUp:
      "The one I like to tell is Cleddau Pilots, who do the pilotage on the Milford Haven waterway in west Wales: 38 pilots, a lot of big tankers and the LNG carriers for the two gas terminals, which are about the biggest ships anyone pilots in Britain. Their dispatch manager is Rhian Prosser, who'd been on that desk for nineteen years. In 2021, before us, a tanker waited on average 52 minutes for its pilot off St Ann's Head, and they logged 214 jobs started on short rest. They went live in April 2022. In 2024 the average wait was 9 minutes, there were 11 short-rest jobs all year, and Rhian works a normal day shift instead of 14 hours. They also cut their taxi bill by about £41,000 a year, because pilots aren't being sent to the wrong end of the haven (it's a long haven, it has two ends, and both of them are a long way from Haverfordwest).",
    customerWords:
      'Rhian said it at the UK Maritime Pilots\' Association conference in Liverpool last October, in front of about 200 pilots, which takes some nerve: "For the first time in nineteen years I went home and didn\'t dream about the whiteboard." There was a silence and then a lot of laughing, mostly from the dispatchers at the back. She lets us put it on the first slide of every demo (with her photo; she insisted on choosing the photo).',
    belief:
      "Everyone in the industry says there's a pilot shortage, and the answer is always to train more pilots, which takes five to seven years and a lot of money (I'm not against it, I trained a few, some of them even turned out well). But at most stations I've looked at there isn't a shortage of pilots, there's a shortage of planning. We see pilots spending something like a quarter of their paid hours waiting at the station or sitting in a taxi for ships that are late. Fix the plan and you find a pilot or two you already had. And the other sacred cow, the strict turn, where whoever is top of the list takes the next ship no matter what: I think fairness should be measured over a month, not job by job. That one gets me shouted at in pubs.",
    update:
      "On 24 February 2025 we released the tide-window planner. For every deep-draught ship it shows the earliest and latest time it can safely cross the shallowest point on its passage, using the live tide gauges rather than the printed tables (which can be half a metre out when the wind's been in the north for a few days, ask anyone on the Humber). If a ship's arrival time slips out of its window, the dispatcher sees it straight away and the agent gets a message, instead of everyone finding out when the pilot's already on the boat. We ran it for three months at two stations and it caught 64 missed windows before anybody had left the house.",
    goal: "For the next two weeks I want ten pilot stations, anywhere in the UK, Ireland or northern Europe, to sign up for a free shadow month. We connect Slackwater to their real ship movements and let it plan alongside their whiteboard for 30 days without anybody changing how they work, so nobody has to trust it with a real ship. At the end the harbour master gets a written report: how long ships waited, how many jobs started on short rest, and how many of those the plan would have avoided. If they don't want to carry on, we switch it off and that's that. To take part, book a call at slackwater.co.uk/shadow, or, if you're a pilot reading this, forward it to your dispatcher (buy them a biscuit first).",
    tone: "Plain and seamanlike, facts and real numbers, no showing off; pilots can smell a salesman at forty paces. Please don't write 'revolutionise', 'Uber' (we're not the Uber of anything) or 'AI-powered'; there's some clever maths in it, but it's a planning tool. No emoji, especially not little anchors or ships. And don't call me Captain: pilots aren't captains, and the captains get very touchy about it.",
    other: "That's well outside my channel, I'm afraid (and I never go outside the buoys without a chart).",
    repeat: "We've been up that river already (I did warn you I repeat myself), nothing new to add.",
    pass: "That's me run aground on that one, nothing more to say.",
  },
}

const tolu: Founder = {
  id: 'tolu-oya-crunch',
  name: 'Tolulope Bankole',
  company: 'Oya Crunch',
  style:
    'playful, emoji, caps and exclamation marks, a little Nigerian Pidgin and her own "Crunch Gang" slang (consumer brand: fresh Nigerian chin chin in flavours, sold in Lagos and to the diaspora in the UK)',
  description:
    "Tolulope Bankole, a former audit associate at an accounting firm in Lagos, founded Oya Crunch in Surulere, Lagos, Nigeria, in February 2020. Oya Crunch makes chin chin, the small fried, crunchy dough snack served at Nigerian parties, from her grandmother's Ibadan recipe in four flavours (Classic Coconut, Pepper Dem with scotch bonnet, Zobo Ginger and Cocoa Nut). It is fried fresh every day in a kitchen in Ikeja with 27 staff and sealed in resealable foil pouches with a best-before date. A 250 g pouch costs ₦2,800 in Nigeria and £4.50 in the UK. It sells through its website, Instagram and TikTok, 230 supermarkets and shops in Lagos and Abuja, and 85 African and Caribbean grocers in the UK.",
  headline: '418,600',
  customerQuote: 'My customers now ask for the crunch before they even greet me.',
  goalKeywords: ['Owambe', 'tub', 'OYA10'],
  bannedWords: ['exotic', 'ethnic', 'African snack'],
  noEmoji: false,
  answers: {
    opening:
      "HEYYY 👋🏾🎉 Tolu here, Chief Crunch Officer of OYA CRUNCH 😎 Lagos girl, ex-auditor (yes I used to count other people's money, now I count POUCHES 😂📦) Abeg ask me anything, I'm ready!! Oya!! 🔥",
    product:
      "Okay so CHIN CHIN!! 🙌🏾 If you're not Naija: it's little fried dough cubes, sweet and crunchy, the thing your aunty brings out at EVERY party in a big plastic bowl 🥣😂 Ours is my GRANDMA's recipe from Ibadan, fried FRESH every day in Ikeja and sealed in a proper foil pouch that zips back so it stays crunchy 🔒✨ 4 flavours: Classic Coconut 🥥, PEPPER DEM 🌶️🌶️ (scotch bonnet, e go shock you!!), Zobo Ginger 🌺 and Cocoa Nut 🍫 ₦2,800 for a 250g pouch, £4.50 in the UK 🇬🇧 And it has a best-before date ON IT!! Groundbreaking, I know 😂📅",
    audience:
      "The CRUNCH GANG!! 🫶🏾 That's what we call our people 😎 Mostly 20 to 40, young professionals in Lagos and Abuja who snack at their desk (guilty 🙋🏾‍♀️), mums packing lunchboxes, and ALL the Naija babes abroad 😭✈️ London, Manchester, Houston, Toronto, they miss home and they want chin chin that doesn't taste like it swam across the Atlantic 🌊😂 Plus EVERYBODY planning an owambe, because what is a party without chin chin?? 🎉🥳",
    problem:
      "OMO okay so!! Market chin chin is either HARD like stone 🪨 (my Uncle Segun cracked a tooth, true story 🦷💀) or soft and oily because it's been sitting in thin nylon for who-knows-how-long 😩 No date, no label, NOTHING!! And abroad it's worse: you pay £3 for a small bag that's been in a container for 3 months 📦🐢 So people think chin chin is just cheap party filler. NO MA'AM!! 🙅🏾‍♀️",
    story:
      "24 DECEMBER 2019 🎄 Grandma's kitchen in Ibadan, 6am, me cutting dough on the big tray while she shouted at me for cutting it too big 😂👵🏾 We fried like 10 kilos for the family Christmas and I carried the leftovers back to my office in Lagos in a Ghana-must-go bag 🛍️ In ONE DAY my whole audit team finished it and my manager asked if he could BUY some for his wife 😳💸 Me?? Selling chin chin?? That's when the bulb switched on 💡",
    storyFollowUp:
      "I started an Instagram page in February 2020 with photos from my phone 📱 and then... LOCKDOWN 😷 Everybody at home, bored, snacking, and me frying in my tiny kitchen in Surulere till 2am with NEPA taking light every hour 😩⚡ My mum and my cousin Kemi packed orders on the dining table 📦 I resigned from the audit firm in October 2020 (my dad said 'so you went to uni to fry chin chin?' 😂 Now he forwards our TikToks to his whole WhatsApp group 👴🏾📲) Now we have a proper kitchen in Ikeja with 27 staff and Kemi runs it like a GENERAL 🫡",
    proof:
      "We've sold 418,600 pouches since 2020!!! 🎉🎉🎉 That's like... a LOT of crunch 😂 We're in 230 supermarkets and shops in Lagos and Abuja 🛒 and 85 African and Caribbean grocers in the UK 🇬🇧 4.8 stars from 5,200+ reviews ⭐ and 44% of our online customers order AGAIN within 2 months (the Crunch Gang is LOYAL 🫶🏾)",
    proofFollowUp:
      "My FAVE 😍 Bisi Ogundipe, she owns Bisi's Pantry in Peckham, London 🇬🇧 Before us she sold chin chin from a supplier that arrived stale, maybe 30 bags a MONTH and people still complained 😒 She took our first box of 48 in September 2023. Now she sells 600 pouches a month, reorders every two weeks, and people come from Croydon and Lewisham JUST for Pepper Dem 🌶️🚌 And her baskets got bigger too, because they come for chin chin and leave with yam and palm oil 😂🛒",
    customerWords:
      'Bisi sent me a voice note that I have saved FOREVER 🥹 She said: "My customers now ask for the crunch before they even greet me." 😂😂 And if you know Nigerians, you know NOT greeting your elder is a CRIME 👀 We printed it on our UK boxes, she said yes of course 📦💕',
    belief:
      "HOT TAKE 🔥🔥 Everybody thinks Naija snacks must be CHEAP to sell, that our people won't pay for packaging and quality 🙄 I think that's NONSENSE!! Our snacks deserve the same shelf as Pringles and Doritos, not a nylon bag under the counter 🛒✨ Give people fresh, a real date and a pouch that zips, and they will pay ₦2,800 with their full chest 💪🏾",
    update:
      'NEW DROP ALERT 🚨🚨 On 17 March 2025 we launched MINI CRUNCH, 50g pouches for ₦600, for lunchboxes, the bus, the traffic on Third Mainland Bridge 🚗😩 We sold 61,000 in the first 3 weeks!! Schools are ordering them for inter-house sports now 🏃🏾‍♀️🏅',
    goal: "OKAY BIG ONE 📣📣 We're launching the OWAMBE TUB!! 🎉 A 1kg tub of mixed flavours with a party scoop, ₦14,500, for weddings, birthdays, naming ceremonies, EVERY party!! In these two weeks we want 1,000 Owambe Tubs ordered 🙏🏾 Use code OYA10 for 10% off and FREE delivery anywhere in Lagos 🚚💨 Order at oyacrunch.ng/owambe or just DM us on Instagram @oyacrunch!! Tag the person who always plans the party 👀🎊",
    tone: "FUN FUN FUN 🥳 Talk like my bestie: emojis yes, caps yes, small pidgin yes (oya, omo, abeg) 😂 BUT never call our food 'exotic' or 'ethnic' 🙄 it's just food, in Lagos it's the most normal thing!! And don't say 'African snack' like Africa is one country with one kitchen 🌍 Say NIGERIAN chin chin 🇳🇬💚 Also no jokes about Nigerian scams please, we've heard them ALL 🙅🏾‍♀️",
    other: 'Omo, that one pass me 🤷🏾‍♀️😂',
    repeat: 'I don talk that one already o 😅',
    pass: "That's all the gist I have on that one!! 🙏🏾",
  },
}

const ruth: Founder = {
  id: 'ruth-lending-shed',
  name: 'Ruth McAllister',
  company: 'South Dunedin Lending Shed',
  style:
    'civic nonprofit, plain, careful and measured, no exaggeration (a library of things lending tools, camping gear and household equipment in South Dunedin, New Zealand)',
  description:
    "Ruth McAllister, a secondary-school librarian for 31 years, founded the South Dunedin Lending Shed, a registered charity in Dunedin, New Zealand, which opened in June 2021 in a former bank branch on King Edward Street. It is a library of things: it lends tools, garden equipment, camping gear, sewing machines, carpet cleaners, dehumidifiers, preserving equipment and party kit, 2,870 items in all, to members for a week at a time. Membership is by koha (pay what you can; the suggested amount is $40 a year, and about a third of members pay nothing), and volunteers check, clean and repair every item between loans. Since March 2025 it also runs a lending point at the Port Chalmers library. It is funded by Dunedin City Council, a local community trust and members' koha.",
  headline: '19,480',
  customerQuote: "It's like having a rich aunty with a very big garage.",
  goalKeywords: ['volunteer', 'Saturday', 'shift'],
  bannedWords: ['sharing economy', 'circular economy', 'less fortunate'],
  noEmoji: true,
  answers: {
    opening:
      "Kia ora, and thank you for having me. I'm Ruth McAllister, and I look after the South Dunedin Lending Shed, which is a library of things in Dunedin, near the bottom of New Zealand's South Island. I was a school librarian for 31 years before this, so lending things out and getting them back is more or less what I've always done. I'm happy to answer whatever you'd like to ask.",
    product:
      "We're a library, but instead of books we lend the things people need now and then and don't really need to own: drills, ladders, lawnmowers and hedge trimmers, tents and sleeping bags, sewing machines, a carpet cleaner, dehumidifiers, jam pans, a pasta machine, and a children's party kit with plates, bunting and a small bouncy castle. We have 2,870 items at the moment. Members borrow for a week and can renew if nobody is waiting. Membership is by koha: the suggested amount is $40 a year, people pay what they can, and about a third pay nothing, which is fine. Every item is checked and cleaned by a volunteer before it goes out again, and anything with a plug is electrically tested. We're open on Wednesday and Thursday evenings and all day Saturday.",
    audience:
      "Our members are mostly people in South Dunedin and the flat suburbs around it: St Kilda, St Clair, Caversham, Musselburgh. A lot of them rent, often older houses with no garage or shed to keep things in. Many are young families, students, older people who have downsized and given their tools away, and people who have just arrived in Dunedin with two suitcases. We have 3,140 members. The people we'd most like to hear from now are volunteers, and people who've never come in because they assume it's only for keen DIY people. It isn't.",
    problem:
      "Most households buy things they use only a handful of times. A drill in an ordinary home is used for a few minutes a year. For people on tight budgets that means going without, borrowing from someone they feel they can't ask again, or buying something cheap that breaks. Hire shops exist, but hiring a carpet cleaner costs about $70 a day, and you need a car to collect it. In South Dunedin in particular, many houses are cold and damp, so people need dehumidifiers, draught-stopping kits and carpet cleaners, and those are exactly the things they can least afford.",
    story:
      "I live in South Dunedin, and on 3 June 2015 we had the big flood. It rained heavily for a day and a half, the stormwater system couldn't cope, and water came into hundreds of houses, mine included. In the week afterwards I walked down my street and counted five brand-new wet-vacs and four new dehumidifiers, some still in their boxes on the front steps, across eleven houses. Everybody had gone to the same shop on the same afternoon and bought the same machines, and within a month they were all at the back of a wardrobe. The families who couldn't afford one just lived with wet carpet. I thought that we didn't need one each; we needed them to go round.",
    storyFollowUp:
      "For a few years it stayed an idea. In 2019, when I retired from the school, I put a list of my own tools and my late husband's camping gear on our neighbourhood Facebook group and said people were welcome to borrow them. Within a month neighbours were giving me things to lend as well, and my garage was full. In 2020 a group of us formed a committee, and we became a registered charity in March 2021. The council found us the old bank branch on King Edward Street at a peppercorn rent, and we opened on 19 June 2021 with 640 items and 22 volunteers. We now have two part-time staff, one of them me, and 74 volunteers.",
    proof:
      "Since we opened in June 2021 we've made 19,480 loans. We have 3,140 members and 2,870 items. In 2024 alone there were 7,210 loans. The most borrowed item isn't a drill, it's the carpet cleaner, which went out 212 times last year, followed by the dehumidifiers, the waterblaster and the four-person tent. When we estimate what members would have paid to buy or hire what they borrowed in 2024, it comes to about $610,000. We've lost 14 items in nearly four years, which I think says something good about people.",
    proofFollowUp:
      "One member, Losa Faleolo, has said I may tell her story. She lives in St Kilda with her three children, and in early 2023 she moved into a rented house with an overgrown garden, damp bedrooms and no tools at all, because the family had come down from Auckland with what fitted in the car. In 2024 she borrowed 46 items: a dehumidifier every winter month, a lawnmower, a line trimmer, brushes and drop sheets to repaint the kitchen with the landlord's permission, a sewing machine for school costumes, a tent for a weekend at Ōtākou, and the party kit twice. We worked out that buying or hiring those would have cost her about $2,300. The mould has gone from her youngest's bedroom window, and she now volunteers at our counter on Saturdays.",
    customerWords:
      "Losa said it to me first, at the counter, while she was bringing back a dehumidifier, and then again to a reporter from the Otago Daily Times last winter: \"It's like having a rich aunty with a very big garage.\" We've written it on the blackboard by the door. She says she's still waiting for the rich aunty to lend her a car.",
    belief:
      "Libraries of things are often described as environmental projects, and the environmental side is real: fewer things bought, fewer things thrown away. But I don't think that's why most people come. They come because it saves them money and space, and because it's easier than asking a neighbour for the third time. If we want places like ours to last, I think we should talk about them the way we talk about public libraries: as an ordinary public service that anyone can use, not as a good deed for the planet.",
    update:
      "On 8 March 2025 we opened our first lending point outside South Dunedin, at the Port Chalmers library. It's a set of lockers and a shelf with 120 of our most borrowed items; members reserve online and collect there during the library's opening hours, and a volunteer drives the returns back to the Shed every Tuesday. In its first month it made 164 loans, and 58 people joined who had never been to the Shed.",
    goal: "In the next two weeks we'd like to find 20 new volunteers. The most urgent need is for people to do a three-hour Saturday shift on the counter once a fortnight, checking items in and out and helping members find what they need. We also need two or three people who are handy with small engines or sewing machines to join the repair volunteers on Wednesday evenings. No experience is needed for the counter; we train everyone. If you'd like to help, please sign up at lendingshed.org.nz/volunteer, or come to our volunteer evening at the Shed on King Edward Street on Wednesday 16 April at 6 pm.",
    tone: "Plain, warm and accurate. Please don't exaggerate the numbers or make us sound bigger than we are. I'd rather you didn't use 'sharing economy' or 'circular economy', which none of our members say, and please never 'the less fortunate'; our members are our neighbours. No emoji. Te reo Māori words such as kia ora and koha are welcome if they're used correctly, with macrons where they belong.",
    other: "I'm afraid I don't know enough about that to give you a useful answer.",
    repeat: "I think I've answered that one already, and I don't have anything to add.",
    pass: "That's everything I can tell you on that, I'm sorry.",
  },
}

const nomsa: Founder = {
  id: 'nomsa-stokvelbook',
  name: 'Nomsa Khumalo',
  company: 'StokvelBook',
  style:
    'raw voice transcript in South African English: all lower case, almost no punctuation, fillers (um, uh, like, you know), false starts, repeated words, self-corrections, numbers half spoken, local words (ja, eish, hey, né, shame) (WhatsApp record-keeping and payouts for stokvels, South African savings clubs)',
  description:
    "Nomsa Khumalo, who worked five years in a bank's call centre in Johannesburg, founded StokvelBook in Soweto, South Africa, in March 2021 with her cousin Sipho, a software developer. Stokvels are savings clubs whose members pay a fixed amount every month and either take turns receiving the whole pot or share it out at the end of the year, often as a bulk grocery order in December; South Africa has hundreds of thousands of them. StokvelBook keeps a stokvel's records over WhatsApp: members pay into the club's own bank account, StokvelBook reads the bank's payment notifications and records each contribution, sends every member a monthly statement, requires two office bearers to approve any payout, and arranges December bulk grocery orders with wholesalers. It costs R99 a month per stokvel.",
  headline: '4,237',
  customerQuote: 'now i sleep the book is not under my pillow anymore',
  goalKeywords: ['stokvels', 'free', 'treasurer'],
  bannedWords: ['unbanked', 'financial inclusion', 'hustle'],
  noEmoji: true,
  answers: {
    opening:
      'hello hi um ja can you hear me okay sorry theres a taxi hooting outside eish um okay so im nomsa nomsa khumalo um im the founder of stokvelbook were um were based in soweto in orlando east um before this i was working at a bank like in the call centre for five years so i i know how people feel about banks haha ja okay you can go',
    product:
      'okay so um stokvelbook is like its like the treasurers book but on whatsapp you know um so every stokvel has a book like a hardcover book where the treasurer writes who paid who didnt pay an um what we do is the stokvel has its own bank account and um when a member pays in we read the notification from the bank and we record it automatically and then every member gets a statement on whatsapp every month like who paid how much whats in the pot um and nobody can take money out unless like two of the office bearers um the chairperson and the treasurer both say yes on their phones and um in december we also do the bulk grocery order with the wholesaler so they get better prices um and its r ninety nine a month for the whole stokvel not per person per stokvel ja',
    audience:
      'um mostly mostly women honestly like ninety percent of our members are women um a lot of them are older like forty fifty sixty and up um the mamas in soweto tembisa alex um katlehong and now also in durban umlazi and um in limpopo like my grannys side um and then theres um theres young people who do like investment stokvels and um church groups work colleagues um even taxi drivers have stokvels but um the main person is the treasurer you know shes the one who who carries the stress',
    problem:
      'eish so um so the problem is its all on trust né like the money is cash or its sitting in somebodys personal account um and the record is one book with one person and um if the book gets lost or she makes a mistake or um or she gets sick then nobody knows whats going on and um at the end of the year in december when they share out theres always always a fight about like who paid in march who didnt and um people stop talking like friends of thirty years stop talking um and some stokvels just collapse and um sometimes the money it just disappears you know and theres no way to prove anything',
    story:
      'so um it was december twenty nineteen um no sorry twenty eighteen december twenty eighteen um my mom was in a grocery stokvel in orlando east with like twenty four ladies from our street and um on the day of the share out they were supposed to have about um about a hundred and sixty thousand something rand and um it was short by eighteen thousand like eighteen thousand three hundred and um everybody was shouting in our lounge in my moms lounge and um the treasurer mam dudu she was crying and um in the end it wasnt even theft she just wrote some payments in the wrong month and and added wrong but um by the time they figured it out in like february the stokvel was finished and my mom and mam dudu they didnt talk for two years shame',
    storyFollowUp:
      'um so i was at the call centre then and i thought eish i see bank notifications all day like why cant the bank just tell the stokvel who paid you know so um in twenty twenty in lockdown i started with a google sheet for my moms new stokvel like i typed it in by hand every month haha and um then my cousin sipho hes a developer at a um at an insurance company he helped me build the whatsapp part on weekends and um we officially started stokvelbook in march twenty twenty one and um our first our first paying stokvel was a church one in pimville with like thirty one members and um i left the bank in twenty twenty two and now were eleven people in a little office in orlando east',
    proof:
      'okay so um right now we have 4,237 stokvels on stokvelbook um with um about sixty one thousand members and um last year in twenty twenty four we recorded um r two hundred and um two hundred and eighty four million rand in contributions um and like not one stokvel on our system had a december share out that didnt balance not one um and um the december grocery orders we did about um about forty two hundred of those no sorry thirty eight hundred orders and they saved um like fourteen percent on average compared to buying in the shops',
    proofFollowUp:
      'um so theres the kopanang grocery stokvel in tembisa um twenty eight ladies and the treasurer is mrs grace mahlangu shes seventy one um and before us they used to meet every last saturday of the month and count cash for like three hours at graces house and um in twenty twenty two they were short twenty three hundred rand and nobody knew where it went um and grace was keeping the cash box like under her bed and the book under her pillow um so they joined us in february twenty twenty three and since then um nothing missing not one rand um the meetings are like forty minutes now and theyre more like a party honestly haha and um the december grocery order saved them um about eleven thousand rand between all of them',
    customerWords:
      'um so grace she phoned me after their first december with us and she said um she said it in zulu first and then in english she said nomsa now i sleep the book is not under my pillow anymore um and um i actually cried hey um she said we can use it so its on our website now',
    belief:
      'um okay so everybody thinks stokvels are like old fashioned like something your granny does and the banks and the fintechs um they all want to like replace the stokvel with an app or a savings account and um i think thats wrong like totally wrong the stokvel works the stokvel is not the problem um its like a hundred years old and it works because the members know each other and they push each other to pay um the only problem is the record keeping so um we dont we dont want to change the stokvel we just want to give the treasurer a better book you know',
    update:
      'um so on um the first of april this year twenty twenty five we launched um the rotating payout feature so for the stokvels where every month one member gets the whole pot um the app now um it reminds everyone whose turn it is and um when the two office bearers approve it the money goes straight into that members account like the same day um before it was like cash in an envelope um and we had three hundred and ten stokvels try it in march before the launch and um all of them kept it',
    goal: 'okay so um for the next two weeks we want five hundred new stokvels to join um before the end of the month and um the offer is um the first three months free um and we do a free um treasurer training on whatsapp like a short voice note course so the treasurer knows how everything works um and they dont need to change banks or anything they just um they just send hi to us on whatsapp or go to stokvelbook dot co dot za slash join um and uh if youre a member and not the treasurer please um forward it to your treasurer shes tired haha',
    tone: 'um just normal like how people actually talk in soweto um friendly um not like a bank advert um and please please dont say um unbanked or financial inclusion or um hustle like were not hustling were saving um our members they have jobs they have bank accounts um theyre just clever with money um and no emojis please um and dont make it sound like like were poor people who need saving you know',
    other: 'eish um i dont really know about that one',
    repeat: 'um i think we did that one already né same thing',
    pass: 'ja no thats um thats all i have on that',
  },
}

const elif: Founder = {
  id: 'elif-morotesi',
  name: 'Elif Demirtaş',
  company: 'Morötesi',
  style:
    'non-native English with the slips of a Turkish speaker: dropped articles, present continuous everywhere ("we are making machine"), "since" with a present tense, he/she mixed for the same woman (Turkish has one pronoun), verb sometimes at the end, "make" for "do", "informations", "I am agree", "according to me", "how to say" (ultraviolet sorting machines that remove aflatoxin-contaminated dried figs)',
  description:
    "Elif Demirtaş, an electronics engineer who worked seven years at a home-appliance factory in Manisa and grew up in a fig-growing family in Germencik, founded Morötesi ('ultraviolet' in Turkish) in Aydın, Turkey, in 2020 with the mechanical engineer Burak Yıldız. Dried figs contaminated with aflatoxin, a toxin produced by moulds, glow greenish-yellow under ultraviolet light, so Turkish fig packing houses have traditionally had workers pick them out by hand under UV lamps in darkened rooms. Morötesi's sorting machine passes the figs under UV light and cameras on a conveyor and blows every glowing fig off the line with a jet of air. Packing houses rent the machines for the season, from August to March, for €2,900 a month each, service and calibration included. Its customers are dried-fig packing and export houses in Aydın and İzmir provinces.",
  headline: '23,800',
  customerQuote: 'For twenty years I sent my women into the dark, now I send them to the window.',
  goalKeywords: ['demonstration', 'packing', 'figs'],
  bannedWords: ['poison', 'superfood', 'miracle'],
  noEmoji: true,
  answers: {
    opening:
      "Hello, good day. I am Elif Demirtaş, founder of Morötesi. We are from Aydın, in west of Turkey, the region where is growing almost all dried figs of the world. Morötesi means 'ultraviolet' in Turkish. We are making machine which is finding the bad figs with ultraviolet light. Before, I was working seven years as electronic engineer in factory in Manisa, for washing machines. My family have fig garden in Germencik since my grandfather. So, please, you can ask.",
    product:
      'Our machine is sorting the dried figs. How to say, some figs have aflatoxin, this is toxin from mould, very dangerous for liver. With eyes you cannot see it. But under ultraviolet light, the fig which have this mould is shining, green-yellow colour. So figs are going on conveyor under UV lamps and cameras, software is looking every fig, and when one fig is shining, small air jet is blowing it out from the line. One machine make around 1.5 tonne in one hour. Packing houses are renting it for the season, from August until March, 2,900 euro in one month for one machine, and we make also the service and the calibration.',
    audience:
      'Our customers are the fig packing houses. They buy dried figs from the farmers, they clean, sort and pack, and they export, mostly to Germany, France, Italy, also USA. In Aydın and İzmir there are around 150 of this companies, some are big, some are family company with 20 workers. The person who is deciding normally is the owner, and also the quality manager, because she is the person who have the problem when container is coming back from Europe. Turkey is making more than half of dried figs of the world, so nearly all our customers are here, near us.',
    problem:
      "Europe has very strict limit for aflatoxin, and is correct, I am agree. If one container is having too much, at the border they reject it and it is going in RASFF, the European alarm system, and all the buyers are seeing your company name. So until now the packing houses are making the sorting by hand: women are sitting in dark room under UV lamps, eight hours, and they are taking the shining figs with hand. It is very hard work, the eyes are burning, many women have eye problem and headache, and after some hours everybody is tired and is missing some figs. And every year is more difficult to find workers for this dark room, young people don't want to work there.",
    story:
      "My aunt Hatice was working in the dark room of packing house in İncirliova for 22 years. In November 2018 I was visiting her, and she is coming home with red eyes, he cannot look to the lamp of the kitchen. Same month, my uncle's company had one container rejected in Hamburg because of aflatoxin, 19 tonne of figs, they lost around 62,000 euro and also the customer in Germany. My uncle was saying 'how is possible, forty women looked every fig.' I am engineer, in our factory we have camera for checking every screw of the washing machine. I thought, why figs are checked with the eyes of my aunt?",
    storyFollowUp:
      'From 2019 I was working at weekends in garage of my father in Germencik. First machine I made from old conveyor of olive factory and UV lamps which I bought from internet, and my aunt Hatice was teaching me which figs are bad, because she knows better than any camera. In first test machine was blowing out also many good figs, because the sugar on the figs is also shining little bit. I make the software again and again. In 2020 I left the factory and founded Morötesi with my university friend Burak Yıldız, he is making the mechanic part. In 2021 we got support from TÜBİTAK, and in 2021-2022 season first packing house in Germencik rented two machines.',
    proof:
      'Last season, from August 2024 until March 2025, our 64 machines sorted 23,800 tonne of dried figs, in 31 packing houses. This is around one of every four tonne of dried figs which Turkey is exporting. In our customers the border rejection in Europe for aflatoxin is going down 91% compare with before. In test of independent laboratory in İzmir the machine find 99.2% of shining figs, the hand sorting is finding around 85% after four hours of work. And no woman lost her job in our customers, they moved to packing and quality control in daylight, this was our condition.',
    proofFollowUp:
      'For example Ege Kuru İncir, it is family packing house in İncirliova, 60 workers, exporting to Germany and Austria. Quality manager is Sevgi Aksoy. Before us, in 2021-2022 season they had three containers rejected in Europe, and 34 women were working in dark room in two shift. In August 2023 they start with two Morötesi machines. In two seasons after, zero container rejected, not one. The 34 women are now working in packing hall with windows, same salary. And their biggest German customer increased the order 40%, because now they are trusting the laboratory reports.',
    customerWords:
      'Sevgi Hanım said this in our customer day in Aydın, I translate it from Turkish: "For twenty years I sent my women into the dark, now I send them to the window." After she said this some women in the room were crying, also me. She gave permission that we use it.',
    belief:
      "Many people in fig sector think aflatoxin is problem of the farmer, of the weather, of bad luck. Every year when there is rain in September, everybody is saying 'this year will be bad, what can we do.' According to me this is not correct. Yes, the mould is starting in the garden, but the decision if the bad fig go to Europe is made in packing house, in the sorting. If you sort every fig, not some sample, the weather is not deciding anymore. Also I think dark room is not tradition which we must protect. It is a job nobody should do eight hours.",
    update:
      'On 3 March 2025 we finished our new machine, Morötesi 2. It has two cameras, from top and from bottom, because before the machine was seeing only one side of fig, and sometimes the shining part was under. Now it is turning the fig on the line also. Capacity is 2.4 tonne in one hour, and in the test with 40 tonne of figs in February it find 99.6% of the shining figs. We are producing 30 of them for the new season.',
    goal: 'In next two weeks we want 12 packing houses to book a free demonstration day, before the new season is starting in August. They bring 500 kg of their own dried figs to our test centre in Germencik, we sort in front of them, and independent laboratory is testing the figs before and after, so they see the numbers with their own eyes. Who is booking in these two weeks get 15% discount on the rent for all 2025-2026 season. For booking they can write on morotesi.com.tr/demo or call our office in Aydın, we answer in Turkish, English or German.',
    tone: "Serious and clear, because this is food safety, not joke. Please don't write 'poison', it make the consumers afraid of all figs, and Turkish figs are very healthy when they are sorted. Also not 'superfood' and not 'miracle', it is just fruit and just machine. No emoji please. And please write the names correct with Turkish letters: Morötesi, Aydın, İncirliova.",
    other: "This is not my area, I don't want to give wrong informations.",
    repeat: 'This I was answering before, is same answer.',
    pass: 'For this I have nothing more to add, sorry.',
  },
}

const tomas: Founder = {
  id: 'tomas-inkslot',
  name: 'Tomás Ferreira',
  company: 'Inkslot',
  style:
    'terse indie hacker: fragments, a few words per answer, numbers, no pleasantries (solo-built booking and deposit app for tattoo artists)',
  description:
    "Tomás Ferreira, a former back-end developer at a Lisbon e-commerce company, runs Inkslot on his own from Porto, Portugal. Inkslot gives tattoo artists a booking page that replaces Instagram direct messages: clients send their idea, placement, size and reference images through a form, the artist quotes and offers dates, and the client secures the slot by paying a deposit by card. It also sends reminders, collects consent forms, and lets the artist keep the deposit if a client doesn't show. It costs €19 a month per artist, with no fee on deposits beyond the card processor's. Its customers are independent tattoo artists and small studios, mostly in Europe.",
  headline: '1,148',
  customerQuote: 'Stopped chasing deposits. Started drawing again.',
  goalKeywords: ['artists', 'free', 'setup'],
  bannedWords: ['seamless', 'empower', 'unlock', 'platform'],
  noEmoji: true,
  answers: {
    opening: 'Tomás. Porto. Inkslot. Bookings and deposits for tattoo artists.',
    product:
      'Booking page for tattoo artists. Replaces DMs. Form: idea, placement, size, refs. Artist quotes, offers dates. Client pays deposit to lock the slot. Reminders, consent forms. €19/mo per artist.',
    audience:
      'Independent tattoo artists. Solo or 2-6 chair studios. Portugal, Spain, Germany, UK, Croatia. Booked out 1-3 months. Live in Instagram.',
    problem:
      'Bookings happen in Instagram DMs. 200+ messages a week. Deposits by bank transfer, chased by hand. 3-6 no-shows a month. Each one a lost half-day.',
    story:
      'March 2022. Girlfriend Inês, tattoo artist, Bonfim. Sunday night, 4 hours answering DMs. Lost a €400 slot to a no-show that week. Built her a form and a Stripe link. One weekend.',
    storyFollowUp:
      'Her studio-mates wanted it. Then their friends. Public launch September 2022. 37 artists first month. Quit my job June 2023. Still solo. Inês does support on Fridays.',
    proof:
      '1,148 paying artists. MRR €21,800. €3.9M in deposits processed in 2024. No-shows per artist: 4.1/month before, 0.6 after. Churn 2.3% monthly.',
    proofFollowUp:
      'Crna Tinta, Zagreb. Mara Vukić, owner, 3 artists. Before: 6 no-shows a month, half the transfer deposits never arrived, 9 h/week in DMs. Joined May 2024. Now under 1 no-show a month. DMs 1 h/week.',
    customerWords:
      'Mara Vukić, Crna Tinta, Zagreb. Instagram story, June 2024: "Stopped chasing deposits. Started drawing again." Screenshot taped to my monitor.',
    belief:
      "Deposits aren't rude. Artists feel awkward asking. Clients expect it. Non-refundable deposit = fewer no-shows, better clients. DMs are not a booking system.",
    update:
      'Waitlist. Shipped 2 April. Cancellation frees a slot, next client on the list gets it, pays deposit in-app. 312 slots refilled first week.',
    goal: '40 new artists in 2 weeks. First month free. I import your open DM requests into Inkslot for you. 15-min setup call. inkslot.app/start.',
    tone: "Direct. Numbers. No 'seamless', 'empower', 'unlock'. Don't call it a platform. No emoji.",
    other: 'No idea.',
    repeat: 'Answered.',
    pass: "That's it.",
  },
}

export const freshFounders11: Founder[] = [graham, tolu, ruth, nomsa, elif, tomas]
