// A forty-ninth held-out set (ids f48-), written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const lorne: Founder = {
  id: 'f48-lorne-snowscale',
  name: 'Lorne Beaudry',
  company: 'Snowscale',
  style:
    'long, rambling answers with asides in brackets, tangents and self-corrections (B2B: wireless sensor pads and software that weigh the snow and ice on flat roofs of arenas, warehouses and schools and tell facilities managers when and where to clear them, Northern Ontario)',
  description:
    'Lorne Beaudry, a structural engineer who spent sixteen years inspecting commercial buildings in Northern Ontario, founded Snowscale in Sudbury, Ontario, Canada. Snowscale makes flat wireless sensor pads that sit on the membrane of a flat roof and weigh the snow, ice and meltwater above them every fifteen minutes, and software that shows facilities managers how close each zone of the roof is to its design load, texts them when a zone passes 60% and 75%, and tells them which zone to clear first. Its customers are owners of large flat-roofed buildings such as municipal arenas and curling rinks, school boards, grocery warehouses and big-box stores. Sensors and installation cost C$3,400 per roof, and monitoring costs C$95 a month per roof.',
  headline: '1,180',
  customerQuote: "Now I send the shovels where the weight is, not where I'm scared.",
  goalKeywords: ['25', 'arenas', 'pilot'],
  bannedWords: ['peace of mind', 'game-changer', 'smart building'],
  noEmoji: true,
  answers: {
    opening:
      "Hi there, Lorne Beaudry, writing from Sudbury, and I should warn you up front that I'm an engineer, so if you ask me what time it is I'll probably explain how the watch works. I run Snowscale. We weigh the snow on flat roofs, basically, so people know a roof is getting heavy before it, well, stops being a roof. I spent sixteen years inspecting buildings up here before this, so I've stood on more roofs in February than any sane person should (my wife would say the 'sane' part is open for debate).",
    product:
      "So, Snowscale. The thing most people don't realise is that every flat roof, on an arena or a warehouse or a school gym, is designed for a certain weight of snow, and in Sudbury that's somewhere around 2.5 kilopascals depending on the code year and the building, which is about fifty pounds a square foot, or, to put it another way, a full-grown moose on every, hm, every parking space? No, that's wrong, it's more like a moose on every two square metres. Never mind the moose. The point is nobody can see weight. You can see depth, and depth lies. So we lay flat sensor pads on the roof membrane, usually six to twenty per roof depending on the size and on where the drifts build up (behind parapets, around the rooftop units, under a higher roof next door, that's where roofs actually fail, almost never in the middle), and each pad weighs whatever is sitting on it, snow, ice, meltwater, the lot, every fifteen minutes. The software shows the facilities manager a map of the roof going green, yellow, red against its design load, and texts them when any zone passes 60% and again at 75%, and tells them which zone to clear first, so the crew goes up with a plan instead of a shovel and a guess. Sensors and installation are C$3,400 per roof, and monitoring is C$95 a month per roof, which, for context, is less than one crew shovelling for half a day.",
    audience:
      "Anybody with a big flat roof in snow country, really, but in practice it's four kinds. Municipal arenas and curling rinks, which are the classic ones (long-span roofs, built in the seventies, often one maintenance guy for three buildings). School boards, with all those flat-roofed gyms. Grocery and hardware distribution warehouses, because a warehouse roof coming down isn't just a roof, it's a month of no deliveries to forty stores. And big-box retail. Mostly Northern Ontario and Quebec, but also Manitoba, northern Minnesota and the Upper Peninsula of Michigan (and one very stubborn customer in Labrador, who I think signed up mainly to prove we'd come). The person who signs is a facilities director or sometimes a risk manager, because their insurer started asking questions. The person who loves it is the maintenance guy who used to get the phone call at three in the morning.",
    problem:
      "Before us, and honestly for most buildings still, roofs get cleared by the calendar, by the ruler or by fear. After every big storm you send a crew up, whether the roof needs it or not, at two to five thousand dollars a roof a time. The crews tear the membrane with their shovels, so you get leaks in April. People fall off roofs, which is the part nobody talks about. And the really dangerous nights, rain falling on a deep snowpack in late February or March, when the weight can double overnight without the depth changing much at all, happen at night when nobody's looking. An inspection, which is what I used to do for a living, is a snapshot. Snow is a movie. You can't inspect your way out of a movie.",
    story:
      "The moment was March 2019. No, wait, it was the March before that, 2018, I remember because my son was in his first year of novice hockey. Anyway. There was a farm-equipment dealership out in Val Caron, just north of town, with a big flat-roofed showroom, and I had inspected that roof in January and written 'no concerns' on the report, which was true in January. Then we got about sixty centimetres of snow, and then forty millimetres of rain on top of it over a day and a half, and at ten past four in the morning the roof came down. Nobody was inside, thank God, but it flattened seven new tractors. I drove out at seven and stood in the slush looking at the bent joists, and the owner, Réjean, came and stood next to me and said, 'You were up there in January.' He didn't say it angrily. He just said it. And I thought, he's right, I was up there in January, and what good did that do him in March?",
    storyFollowUp:
      "So I went home and, this is slightly embarrassing, I started taking apart bathroom scales in the garage. The first real prototype was load cells from a company that makes grain-bin scales, sealed in a sort of flat plastic tray, with a radio about the size of a hockey puck. The city's rink manager at the arena where my son played let me put eight of them on the roof that winter, mostly because he thought it was funny. And in the first big storm, the pads behind the parapet on the north side hit 80% of the design load while the middle of the roof was sitting at 30%, and he cleared just that corner, with two guys, in three hours, instead of the whole roof with six guys over two days. My brother-in-law Marcel, who is an electrician and the only person I know who'll climb a roof ladder in January for free, helped me put pads on eleven more roofs the next winter. We got a Northern Ontario development grant in 2020, and in the spring of 2021 I left the engineering firm, which my mother still refers to as 'when Lorne quit his job to weigh snow'.",
    proof:
      "Right, numbers, which is my comfort zone. Last winter we monitored 1,180 roofs, across Ontario, Quebec, Manitoba, northern Minnesota and the Upper Peninsula (plus Labrador, as I said). In three winters there hasn't been a single structural failure on a roof we monitor, and I'll be careful there, because I'm an engineer and that's not the same as saying there never will be. Customers who used to clear after every big storm have cut what they spend on roof clearing by 41% on average, because the crews go up only when a zone actually needs it and only to that zone. The average time between the first yellow text and a zone reaching red is thirty-one hours, so people book crews in daylight, not at two in the morning at triple rates. And, the number I'm proudest of, our customers sent roughly 2,600 fewer crew-days up onto roofs last winter. That's 2,600 fewer days of people standing near an edge with a shovel. Two insurers now give our customers a premium discount, too.",
    proofFollowUp:
      'The one I always tell is Rhonda Kerr, who is facilities manager at North Shore Foods, a grocery wholesaler with nine distribution warehouses between Sault Ste. Marie and Thunder Bay. In the winter of 2021 to 2022 they spent C$310,000 on roof clearing, because their rule was clear every roof after every storm over twenty centimetres. Last winter it was C$128,000. And then in March there was a freezing-rain night, and the zone beside the loading dock at their Marathon warehouse, where the snow slides off the higher roof, went yellow at two in the morning and hit 78% by five. The crew was up there at seven and it was clear by nine. The rest of the roof never went past 40%.',
    customerWords:
      "At our end-of-season call Rhonda said, and I wrote it down because I knew I'd want it: \"Now I send the shovels where the weight is, not where I'm scared.\" Then she said something about her old snow contractor that I won't repeat, because her contractor is also my neighbour. She's happy for us to use her name and the company's.",
    belief:
      "The whole industry, and a lot of insurance manuals, say clear the roof when the snow gets deeper than thirty centimetres, or whatever number. I think that's wrong, and I used to say it myself, so I'm allowed to. Thirty centimetres of fresh powder weighs next to nothing. Thirty centimetres of old wind-packed snow with an ice layer and a day of rain in it can weigh five times as much. Depth tells you almost nothing. And the other thing people believe is that clearing often is the safe option, that over-shovelling can't hurt. In my experience, and I'll admit I don't have national statistics, I've looked, far more people get hurt shovelling roofs than get hurt by roofs. Sending people up when the roof doesn't need it isn't safety. It's just a different risk that we've decided not to count.",
    update:
      "Two things. Snowscale Forecast ships on November 1st: it takes what the pads are reading now, adds Environment Canada's forecast for the next two days, and tells you forty-eight hours ahead if a zone is going to go red after the rain or snow that's coming, so you can book your crew on a weekday, in daylight, at normal rates. And the Rink Kit, which I'm more excited about than I probably should be: a smaller version for small-town arenas and curling rinks, four pads and one radio, C$1,200 installed and C$35 a month, because those are the roofs run by volunteer boards and one maintenance guy, and they're exactly the ones that can't afford a crew 'just in case'.",
    goal: "What I'd love from these two weeks is 25 community arenas and curling rinks to join a free pilot of the Rink Kit this winter: sensors, installation and monitoring free until the end of March, no strings. The rink manager or someone on the board can sign up at snowscale.ca/rinks before November 15th, and we'll have the pads on the roof before the first real snow. And if you play in a beer league or your kids skate somewhere, please forward it to whoever has the key to the Zamboni room. They'll know exactly what I'm talking about.",
    tone: "Plain-spoken, Northern Ontario, a bit of dry humour, like a conversation in the arena lobby at six in the morning. No scaremongering, please, no photos of collapsed roofs. Please don't write 'peace of mind', it's on every insurance flyer ever printed. No 'game-changer', and don't call it a 'smart building' anything, it's a scale on a roof. And no emoji, please, I'm fifty-three.",
    other:
      "Hm, that's a bit outside my lane (or off my roof, I suppose). Ask me about snow, roofs or arenas and I'll happily talk until somebody turns the lights off.",
    repeat:
      "I think I covered that earlier, probably at some length, knowing me, so I don't have much to add.",
    pass: "No, I think that's genuinely everything I've got on that one.",
  },
}

const duarte: Founder = {
  id: 'f48-duarte-pulled',
  name: 'Duarte Simões',
  company: 'pulled',
  style:
    'terse solo developer, fragments and numbers, a few words per answer (solo web tool that checks the reference lists of papers, theses and grant applications for retracted or corrected papers)',
  description:
    'Duarte Simões, a former laboratory technician at a university research institute in Coimbra, Portugal, is the solo developer of pulled, a web tool that checks the reference list of a paper, thesis or grant application against the public database of retractions, corrections and expressions of concern, and flags every citation that has been retracted or questioned. Students pay €4 per check; journals and university libraries pay €49 a month for unlimited checks and an API.',
  headline: '6,412',
  customerQuote: 'Found 3 retracted papers in my chapter two. Eleven days before my viva.',
  goalKeywords: ['30', 'libraries', 'thesis'],
  bannedWords: ['fraud', 'fake science', 'revolutionise'],
  noEmoji: true,
  answers: {
    product:
      'Paste your references or drop a PDF. Flags retracted, corrected and concern-noted papers. €4 a check. Libraries €49/month.',
    audience: 'PhD students before submission. Journal editors. University libraries.',
    problem: 'Retracted papers keep getting cited. For years. Nobody checks 200 references by hand.',
    story:
      '2021. Lab in Coimbra. 8 months replicating a cell-culture result. Paper had been retracted a year earlier. Nobody in the lab knew.',
    storyFollowUp:
      "Wrote a script that weekend. DOIs against the retraction database. Ran it on the lab's last 5 papers. 3 bad refs. PI asked for a web version. Posted it on Mastodon. 900 checks in week one.",
    proof:
      '38,200 checks run. 6,412 retracted citations flagged. 17 journals, 9 university libraries. €3,100 MRR.',
    proofFollowUp:
      'Marine biology journal in Lisbon. ~300 papers a year. API on every accepted manuscript. 1 in 40 had a retracted ref. None published since.',
    customerWords:
      'Email from a PhD student in Leeds: "Found 3 retracted papers in my chapter two. Eleven days before my viva." Printed it.',
    belief: "Retractions work. Citations don't. A retraction notice nobody reads is a footnote.",
    update: 'Zotero plugin. Flags retracted papers in your library while you write. Ships March 3.',
    goal: '30 university libraries on the campus plan before thesis season. First term free. pulled.app/libraries',
    tone: "Dry. No 'fraud', 'fake science' or 'revolutionise'. No emoji.",
    other: 'Not my area.',
    repeat: 'Answered that.',
    pass: 'Nothing to add.',
  },
}

const desi: Founder = {
  id: 'f48-desi-blokche',
  name: 'Desislava Petkova',
  company: 'Blokche',
  style:
    'playful consumer brand voice with lots of emoji, caps and exclamation marks (nest boxes and bird feeders shaped like the concrete panel apartment blocks of Sofia, hand-painted in a workshop in Bulgaria)',
  description:
    "Desislava (Desi) Petkova, a former architect at a Sofia studio that renovated panel apartment blocks, founded Blokche ('little block' in Bulgarian) in Sofia, Bulgaria. Blokche sells nest boxes and bird feeders shaped like the prefabricated concrete panel blocks of Bulgarian housing estates, with tiny balconies, satellite dishes and washing lines, cut from weatherproof birch plywood and painted by hand in a workshop in the Lyulin district. Its best-seller, the Lyulin 5 nest box for tits and sparrows, costs €39 with shipping across the EU. For every box sold, Blokche gives one to a block being renovated in Sofia, where insulation has sealed the gaps birds used to nest in.",
  headline: '18,600',
  customerQuote:
    'My baba has lived in a block like this for 38 years. Now the blue tits live in one on her balcony.',
  goalKeywords: ['2,000', 'Swift Block'],
  bannedWords: ['commie', 'ugly', 'Soviet'],
  noEmoji: false,
  answers: {
    opening:
      'ZDRAVEYTE!!! 👋🐦 Desi here from Blokche in Sofia 🇧🇬 We make birdhouses that look EXACTLY like the panel blocks we all grew up in 🏢✨ tiny balconies, tiny satellite dishes, tiny washing lines 🧺😂 Ex-architect, now full-time bird landlady 🔑🐦',
    product:
      "Okay so our bestseller is the LYULIN 5 🏢🐦 (named after my parents' block, entrance B, floor 5, hi mamo 👋😂) It's a nest box shaped like an eight-storey panel block, cut from weatherproof birch plywood and painted by HAND in our workshop in Lyulin 🎨🖌️ The entrance hole is 32 mm, perfect for great tits, blue tits and sparrows 🐦 and the little 'entrance B' door opens so you can clean it after the season 🧽 Every one has a secret detail: a satellite dish, a balcony with socks drying, a cat in the window 😼 €39 with shipping all over the EU 📦 We also make the MLADOST feeder 🌻 where the seeds go on the balconies!! 🥹",
    audience:
      'Bulgarians abroad!!! 🌍✈️ London, Berlin, Madrid, Chicago, everyone who misses home and the view from their childhood balcony 🥹 + people in Sofia with a balcony and a dream 🌿 + architecture nerds who love panel blocks 100% sincerely 🤓📐 + GRANDPARENTS!!! Babas and dyados are our biggest fans, they send bird photos on Viber every single morning 📱🐦☕',
    problem:
      "City birds are losing their homes 😢🏚️ When old blocks get insulated (which is GOOD, warm flats, lower bills!! 👍) the workers seal every gap and crack where sparrows and swifts nested for decades 🧱🚫 So in spring the birds come back and... nothing 💔 And the nest boxes you can buy are boring brown cubes nobody wants on their balcony 😴📦 so people just don't bother!!",
    story:
      "Okay it's 2021 and I'm an architect on the renovation of a panel block in Mladost 🏗️👷‍♀️ We're wrapping the whole building in insulation, and one morning this old man, Bai Kolyo, 79, is standing under the scaffolding SHOUTING at us 😳📢 'WHERE WILL MY SPARROWS LIVE?!' Turns out a whole colony had lived in the gaps under his balcony for like twenty years 🐦🐦🐦 and we had just sealed them ALL in one week 😭😭",
    storyFollowUp:
      "I felt SO guilty 😩 so that weekend I cut a tiny copy of his block out of scrap plywood in my dad's garage 🪚 balconies, his exact washing line, his geraniums, everything 🧺🌺 and we screwed it under his balcony 🔩 Two weeks later a pair of sparrows moved in 🐦❤️🐦 I posted a video of Bai Kolyo pointing at it like a proud landlord and it went VIRAL in Bulgaria 🤯 2.4 MILLION views and 900 messages asking 'WHERE CAN I BUY ONE???' 😂 I quit the studio in 2022 and now we're 9 people in the workshop!! 🎉",
    proof:
      "NUMBERS TIME 📊🎉 We've sold 18,600 Blokche homes 🏢🐦 to 27 countries 🌍 and given away 2,100 more to renovated blocks in Sofia 💚 64% of the customers who sent us a spring update had a nest in the FIRST season 🥚🥚🥚 4.8 stars from 3,900 reviews ⭐⭐⭐⭐⭐ and 9 of us in the workshop, including three retired ladies from the block next door who paint the tiny balconies 👵🏻🎨 (they are faster than me, it's embarrassing 😅)",
    proofFollowUp:
      'My fave story EVER 🥹 Kalina in Munich 🇩🇪 bought a Lyulin 5 for her baba Vesa in Plovdiv, who was so lonely after dyado died 💔 Baba put it on her balcony, and in April a blue tit family moved in and had SEVEN babies 🐣🐣🐣🐣🐣🐣🐣 Now baba sends Kalina a photo on Viber every morning at 7am 📸 and Kalina says they talk more now than in the last five years combined 😭💕',
    customerWords:
      'Kalina sent us the sweetest email and I cried at my desk 😭💌 "My baba has lived in a block like this for 38 years. Now the blue tits live in one on her balcony." 🐦🏢 It\'s printed on the little postcard in every box now!!',
    belief:
      "HOT TAKE 🔥🔥 panel blocks are charming and I will die on this hill 🏢⛰️ They're where so many of us had our first kiss, first dog, first EVERYTHING 💕 and the birds figured out they're great homes long before architects did 😂🐦 Also: a nest box should be something you're PROUD to hang on your balcony, not something you hide behind the AC unit 🎨✨",
    update:
      'NEW DROP ALERT 🚨🚨🚨 The SWIFT BLOCK 🏢💨 a long flat nest box for swifts, shaped like the top floor of a block, made to fit under a balcony or a window 🪟 Swifts are the birds losing the MOST nests to insulation 😢 and they come back to Sofia at the end of April, so it ships April 10 🗓️ Last summer we tested 40 prototypes and 11 got swifts in the FIRST year, which for swifts is basically a miracle 🤯🙌',
    goal: "THE ASK 🙏🙏 We want 2,000 sign-ups for the Swift Block pre-order list by March 31 📝 at blokche.bg/swift 🐦💨 The first 2,000 get their name painted on a tiny mailbox inside the entrance 📬😍 and for every pre-order we put one Swift Block on a renovated block in Sofia for FREE 🏢💚 Tag your friend who still calls their parents' flat 'home' 🏠🥹",
    tone: "FUN!!! 🎉🎉 Emoji, caps, a little Bulgarian is totally welcome 🇧🇬 but please NEVER write 'commie block' 😤 and never call the blocks 'ugly' 🙅‍♀️ And please don't call them 'Soviet'!! We're in Bulgaria, not Moscow, Bulgarian architects designed these 🙄🏢",
    other: 'Ooh no idea about that one 😅🙈 ask me anything about birds or blocks though!!! 🐦🏢',
    repeat: "Like I said before!! 😂 that's pretty much the whole story 💚",
    pass: "I think that's honestly everything I've got on that one 🙈✨",
  },
}

const jodie: Founder = {
  id: 'f48-jodie-click-shut',
  name: 'Jodie Pratt',
  company: 'Click Shut',
  style:
    'raw voice transcript, all lowercase, almost no punctuation, um, uh, like, you know, false starts and self-corrections, numbers and web addresses spoken (pool fence and gate safety inspections with same-day repairs for the pool safety certificate in Queensland, Australia)',
  description:
    "Jodie Pratt, a former childcare educator, runs Click Shut with her partner Brett, a fencer, in Nerang on the Gold Coast, Queensland, Australia. In Queensland a pool safety certificate is required by law before a home with a pool can be sold or leased. Click Shut's licensed inspectors check pool fences and gates against the standard and, on the same visit, carry out the minor repairs that most failures need (self-closing hinges, latches, gaps under the fence, climbable objects near it) so the pool can be signed off. An inspection costs A$195 and most repairs cost under A$300. It employs six people with three vans.",
  headline: '4,870',
  customerQuote: 'you fixed it on the day and the family still moved in on saturday',
  goalKeywords: ['300', 'gate check', 'school holidays'],
  bannedWords: ['tragedy', 'nanny state', 'red tape'],
  noEmoji: true,
  answers: {
    opening:
      'oh is it is it going yep okay hi um im jodie jodie pratt and i run click shut we do um pool fences like pool safety inspections and fixing the gates and that here on the gold coast in nerang so yeah thats us',
    product:
      'so um in queensland right if youre selling a house with a pool or renting it out you need a pool safety certificate like by law and um to get one a licensed inspector has to come out and check the fence and the gate and the latch theres like a whole list and so what we do is we come out we do the inspection thats a hundred and ninety five dollars and the difference is like most inspectors they just fail you and leave you a list and you gotta go find a tradie but we um we got the van with all the hinges and latches and springs and the mesh and that and we fix it right there on the day cause the small repairs were allowed to do ourselves and then we sign it off and uh most repairs are under three hundred bucks',
    audience:
      'um mostly property managers you know the real estate agencies with the rentals cause every time theres a new lease on a house with a pool you need the certificate so theyre booking us all the time and um landlords and people selling their house and uh holiday rentals heaps of holiday rentals down the coast and um some body corporates like the unit blocks with the shared pool and then just like mums and dads who want it checked',
    problem:
      'so like the thing is um like seven out of ten pools fail the first time seven out of ten and its nearly always the gate like the gate doesnt close by itself or the latch doesnt catch or theres a pot plant or the barbie next to the fence that a kid can climb and um then the agent has to chase a fencer and the fencer cant come for like three weeks and meanwhile the new tenant cant move in or the sale is held up and uh the whole time the gate is still broken you know with little kids around',
    story:
      'okay so um this ones a bit hard um january two thousand and sixteen no seventeen seventeen we were at a barbecue at my sisters neighbours place and my nephew mason he was two and um he got through the pool gate and like nobody saw and um my sister found him in the pool and he wasnt breathing and i um i was a childcare educator so i knew the cpr and i did it right there on the pool deck and he came back he came back and um hes fine hes nine now and plays footy but yeah',
    storyFollowUp:
      'so um the next morning i went back over and i checked that gate and it looked shut like if you walked past youd think its shut but it didnt click the spring on the hinge was all rusted from the salt air and the latch wasnt catching and um nobody knew it just looked fine and i was like how many gates on this street are like this you know so i did the course the pool safety inspector course and um got my licence in like two thousand and eighteen and did it on weekends with my partner brett hes a fencer and then in twenty twenty i left the childcare centre and we got the first van',
    proof:
      'um so we done like four thousand eight hundred no four thousand eight hundred and seventy pools four thousand eight hundred and seventy and um of the ones that fail we fix like eight out of ten on the same visit and sign them off so no second trip and we work with um forty two real estate agencies on the coast now and were six of us three vans and uh the big one for me is the agencies say getting the certificate went from like three weeks to two days two days',
    proofFollowUp:
      'so um theres tanya tanya briggs shes a property manager at an agency in southport she looks after like a hundred and ten rentals and like a third of them have pools and um she had this family moving in on a saturday and the pool failed on the wednesday it was the gate and um the fence was too low next to a garden bed and we fixed it in like forty minutes while we were there new hinge new latch moved the garden stuff and signed it off and the family moved in on the saturday with their two little ones',
    customerWords:
      'um so tanya she rang me like after and she goes you fixed it on the day and the family still moved in on saturday and she said shes never had that in like eleven years of doing rentals and um now she books us for every pool she has every single one',
    belief:
      'um so like everyone thinks pool safety is about watching the kids and like yeah you gotta watch the kids but um nobody can watch them every second i was a childcare educator i know you know and um the gate is the thing thats watching when youre not so the gate has to click every single time and people think the certificate is just paperwork but its not its that click thats the whole thing',
    update:
      'so um the new thing is the summer gate check um its forty nine dollars and we come out before the summer holidays and check just the gate the latch the spring and the climbable stuff and fix it on the spot like a quick one and um cause the certificate lasts two years for a house but the salt air here eats a hinge in like six months six months so yeah',
    goal: 'so um what i want is three hundred summer gate checks booked before the school holidays start on the twelfth of december three hundred and um landlords and agents and just like mums and dads can book on click shut dot com dot au slash summer and uh the first hundred get a new stainless spring free if theirs is rusted and um if youve got a pool and the grandkids are coming for christmas just book it please',
    tone: 'um just normal like how i talk like a mum from the coast not like them scary ads you know um dont say tragedy and dont do the scary statistics stuff people just switch off and um dont say nanny state or red tape cause its not its a gate and uh no emoji thanks',
    other: 'oh um i dont really know about that one to be honest',
    repeat: 'um yeah like i said before thats um thats pretty much it',
    pass: 'nah thats all ive got on that one sorry',
  },
}

const tomasz: Founder = {
  id: 'f48-tomasz-nowy-zdun',
  name: 'Tomasz Jurczyk',
  company: 'Nowy Zdun',
  style:
    "non-native English, Polish first language, with dropped articles, 'since' and 'from' mixed up, literal translations and some word-order slips (restoring old tiled stoves in Kraków tenement flats and converting them to electric heat storage after the city's coal ban)",
  description:
    "Tomasz Jurczyk, a third-generation stove fitter (in Polish a 'zdun') who worked for nine years on building sites and as a heating engineer in Dublin, founded Nowy Zdun ('the new stove-builder') in Kraków, Poland. Since Kraków banned burning coal and wood in 2019, thousands of old tiled stoves in the flats of tenement houses can no longer be used and many are smashed and thrown away. Nowy Zdun takes these stoves apart tile by tile, cleans and repairs them (or replaces broken tiles from its own store of salvaged tiles), rebuilds them and fits an electric heating insert with a ceramic core that stores heat from cheaper night-tariff electricity and releases it during the day. A conversion costs from PLN 14,500. It employs eleven people.",
  headline: '740',
  customerQuote: 'I have again my warm wall. I sit with my back on it like when I was small girl.',
  goalKeywords: ['40', 'Wrocław', 'stoves'],
  bannedWords: ['vintage', 'retro', 'old-school'],
  noEmoji: false,
  answers: {
    opening:
      'Good morning, dzień dobry. My name is Tomasz Jurczyk, I am zdun, this is Polish word for master who builds tiled stoves, like my grandfather and his father before. I have company Nowy Zdun in Kraków. Sorry for my English, I learned it on building sites in Dublin, so sometimes it is not so elegant.',
    product:
      "Nowy Zdun restores old tiled stoves, in Polish 'piece kaflowe', in flats of old tenement houses, and we make them heating again, but with electricity, not with coal. We take the stove down tile by tile, we clean every tile, we repair the broken ones or we find matching tile from our storage, and we build it again. Inside we put electric heating insert with ceramic core, which is storing heat in the night, when electricity is cheaper on night tariff, and giving it slowly during the day, same like coal stove was doing. Owner controls it with thermostat, also from phone if he wants. Conversion costs from 14,500 złoty, and in many cases part of it can be covered from city programme for clean heating.",
    audience:
      "Mostly people who live in old kamienice, tenement houses, in Kraków: in Kazimierz, Podgórze, Kleparz, around Old Town. Very often they are older people, 70, 80 years, who are living in same flat all their life and cannot heat it properly since coal was forbidden. Also young couples who bought old flat, they love the stove and they don't want to destroy it. And some housing communities and small guesthouses, where stove is standing in the room only as decoration now.",
    problem:
      'In 2019 Kraków forbade burning coal and wood in whole city, because of air pollution. It was good decision, I must say, air is much better now. But there was thousands of tiled stoves in old flats, and suddenly they are useless. So people bought cheap electric heaters, which are expensive to use, or they paid somebody to demolish the stove, and workers broke it with hammer and threw to container. Stove which was built maybe in 1905 by master, with tiles from Vienna, goes to rubbish in one hour. And flat is cold anyway, because thick walls of tenement house need heat from the stove to stay dry.',
    story:
      "In November 2019 I came back from Dublin for funeral of my grandfather, Józef. He was zdun for 50 years in Kraków. After funeral I walked on Krakowska street in Kazimierz, and there was container in front of tenement house, full with broken green tiles. I took one tile from top and I turned it, and on back side was pencil writing: 'J. Jurczyk 1967, remont', it means repair. My grandfather repaired this stove 52 years before. And now it was in container, in pieces. I was standing there maybe half hour, my mother was calling me on phone where I am.",
    storyFollowUp:
      "I did not go back to Dublin. I mean, I went back, but only to give notice and to take my tools. First stove was for my aunt Bożena on Dietla street. I found company in Czech Republic which makes electric inserts for tiled stoves, and I did conversion in three weeks, with my grandfather's tools. She posted photo in Facebook group of people who love old Kraków, and in one week I had 60 messages. In 2020 I started company with my cousin Paweł, who is electrician, and every time I saw container with tiles, I stopped the car and took them. This is how our tile storage started.",
    proof:
      'Since 2020 we restored and converted 740 stoves in Kraków and around. We are 11 people now, 6 zduns and 5 electricians, and I trained 4 young zduns myself, because there is almost nobody left in this profession. In our storage we have more than 23,000 original tiles saved from containers and demolitions, so we can repair almost every stove. For our customers, average heating cost in winter month is about 310 złoty. With electric panel heaters before, it was about 520 złoty for same flat.',
    proofFollowUp:
      'For example Pani Zofia Kamińska, she is 84 years old, she lives on Józefińska street in Podgórze since 1963. After coal ban her son bought her two electric heaters, and she was sitting in kitchen in her coat, because she was afraid of the bill. In the big room there was white stove from 1910, cold. We restored it in October last year, we replaced 14 broken tiles from our storage and put insert inside. Now it keeps 21 degrees in both rooms whole day, and her bill for January was 290 złoty.',
    customerWords:
      'When we finished, Pani Zofia put her hand on the stove and waited, because it takes some hours to be warm. Next morning she called me and said, I translate: "I have again my warm wall. I sit with my back on it like when I was small girl." My cousin Paweł went out to staircase after, he said for cigarette, but he does not smoke.',
    belief:
      "Most people in Poland think tiled stove is old rubbish from time of poverty, or it is museum thing, only for photo. Both is wrong. Tiled stove is one of best heat batteries ever invented: 500 kilograms of ceramic which keeps warm for twelve hours. Our grandparents knew this. We don't need to destroy it to have clean air, we only need to change what is burning inside. Cheap electricity in the night, more and more from wind, this is the new coal for this stove.",
    update:
      "Next month we open 'Bank Kafli', it means tile bank. It is online catalogue of all 23,000 tiles from our storage, with photos and sizes, so any zdun in Poland, or any owner, can find matching tile for his stove and order it. And from October we start working also in Wrocław, because there are many tenement houses with tiled stoves, and the rules about coal are now strict there too.",
    goal: 'Our goal for next two weeks is that 40 owners of tiled stoves in Wrocław sign up for free assessment before we open there in October. We come, we check the stove, chimney and electrical installation, and we say honestly if conversion makes sense or not. Registration is on nowyzdun.pl/wroclaw. And if your grandmother in Wrocław has cold stove in her room, please tell her about us, before somebody comes with hammer.',
    tone: "Calm and honest, a little bit warm, like craftsman is talking, not like advertisement. Please do not write 'vintage' or 'retro', this is not fashion, this is heating. Also not 'old-school'. One emoji maybe is okay, like fire, but not more, please.",
    other: "Sorry, I think I don't understand this question good. Can you ask in other way?",
    repeat: 'I think I said this already before, I have nothing more to add, sorry.',
    pass: 'I think this is all what I can tell about this.',
  },
}

const farzana: Founder = {
  id: 'f48-farzana-agun-pahara',
  name: 'Farzana Haque',
  company: 'Agun Pahara',
  style:
    'plain, earnest community-organisation voice (a nonprofit that trains and equips volunteer fire wardens for the narrow lanes of Old Dhaka, Bangladesh, where fire engines cannot reach)',
  description:
    "Farzana Haque, who audited fire safety in garment factories for eleven years, founded Agun Pahara ('fire watch' in Bangla), a registered nonprofit in Old Dhaka, Bangladesh. In lanes too narrow for fire engines, often with chemical and plastics stores beneath homes, it trains and equips a team of volunteer fire wardens for each lane (shopkeepers, tailors, students, imams and, increasingly, women who are at home in the daytime), installs extinguishers every fifty metres, a hose reel fed from a rooftop water tank and fire blankets, paints exit maps at each end of the lane, and runs a hotline that calls every warden in the lane at once and guides the Fire Service to the nearest point an engine can reach. A full lane kit with training costs Tk 85,000 and is paid for by donations and local traders' associations.",
  headline: '1,470',
  customerQuote: 'The fire was out before the fire engine found our lane.',
  goalKeywords: ['300', 'wardens', 'Lalbagh'],
  bannedWords: ['slum', 'death trap', 'helpless'],
  noEmoji: true,
  answers: {
    opening:
      'Assalamu alaikum, and thank you for your time. My name is Farzana Haque. For eleven years I audited fire safety in garment factories, and since 2021 I have led Agun Pahara, a nonprofit that trains volunteer fire wardens in the lanes of Old Dhaka.',
    product:
      "Agun Pahara means 'fire watch' in Bangla. We train and equip volunteer fire wardens for each lane in Old Dhaka. Every lane we work in gets a team of six to ten wardens, people who are there day and night, such as shopkeepers, tailors, students and imams. We place fire extinguishers every fifty metres, install a hose reel connected to a rooftop water tank, give fire blankets to the kitchens and tea stalls, and paint a map of the exits on the wall at each end of the lane. When someone shouts 'agun', one call to our hotline rings every warden in that lane at once, and our volunteer dispatcher calls the Fire Service and Civil Defence with the exact lane and the nearest road an engine can reach. A full lane kit with training costs Tk 85,000, paid for by donations and local traders' associations. We also work with landlords to move chemical stores out from under people's homes.",
    audience:
      'We serve the people who live and work in the lanes of Lalbagh, Chawkbazar, Armanitola and Islambagh: families living above shops and warehouses, workers who sleep in the small factories, children, and older people who cannot run down narrow stairs. Our wardens come from the same lanes. The youngest is nineteen, a madrasa student, and the oldest is sixty-eight, a retired schoolteacher.',
    problem:
      'Old Dhaka is one of the most crowded places in the world. Many lanes are less than two metres wide, so a fire engine cannot enter, and the hoses must be carried in from the main road while traffic and rickshaws block the way. Under many homes there are stores of chemicals, plastics and perfume. We saw what this means in Nimtoli in 2010 and in Chawkbazar in 2019, when nearly two hundred people died in two fires. A fire in a kitchen or an electrical box can be put out with one extinguisher in the first three minutes. After ten minutes, it belongs to the whole lane.',
    story:
      'In May 2021 a gas cylinder at a tea stall caught fire at the end of my own lane in Lalbagh, below a plastics warehouse. There were four extinguishers in the shops nearby, and nobody knew how to use them; one man tried, but he had not pulled the pin. A fifteen-year-old shop helper, Rakib, put out the fire with sand from a building site and wet jute sacks. The fire engine arrived forty-seven minutes later, because it could not pass the rickshaws on the main road. I had audited fire safety in factories for eleven years, and I had never once looked properly at my own lane.',
    storyFollowUp:
      "That Friday, after prayers, the imam of our mosque let me speak in the courtyard. Twenty-three people stayed, shopkeepers mostly, and some women from the buildings who had heard, and I taught them to use an extinguisher with an old one from my office. We collected money for six new extinguishers, and Rakib became our youngest warden. Two neighbouring lanes asked us to do the same for them. In 2022 we registered as a nonprofit, a retired fire officer joined us to lead the training, and the Chawkbazar traders' association paid for our first twenty lane kits.",
    proof:
      'Today 1,470 trained volunteer wardens cover 212 lanes in four areas of Old Dhaka. Since 2022 our wardens have put out 96 fires before they spread beyond the room or shop where they started. The average time until the first warden arrives with an extinguisher is under three minutes. Every warden repeats the training every six months, and 84% of the wardens we trained in 2022 are still active.',
    proofFollowUp:
      "In Armanitola last winter, an electrical short started a fire in a perfume and cosmetics store on the ground floor of a five-storey building where eleven families live. Shahidul Islam, who owns the sweet shop opposite and is the lane's warden, reached it in two minutes with the extinguisher from his shop, and two other wardens came with the hose reel. The fire was out before the engine reached the main road, and all eleven families slept at home that night.",
    customerWords:
      'Shahidul bhai said it to our volunteers that night, and again at the lane meeting the next week: "The fire was out before the fire engine found our lane." He said it without any pride, the way a person gives directions. Then he asked us when his extinguisher would be refilled.',
    belief:
      'Many people believe the only answer to fire in Old Dhaka is to move all the chemical warehouses out and to widen the roads. Those things are important, and we campaign for them. But they will take many years, and people live here today. I believe the first three minutes of a fire belong to the neighbours, not to the fire service, and that the safest lane is not the widest one, but the one where every shop knows who its warden is.',
    update:
      'This month we begin training women wardens in every lane, because in the daytime many men work far away and the women are at home with the children and the elders. Our first group of forty women in Lalbagh finishes training this Saturday. Before the dry season we also start checking electrical boxes and meters at night together with a cooperative of local electricians, because most of the fires we see begin with bad wiring.',
    goal: 'Our goal for the next two weeks is to recruit 300 new volunteer wardens in Lalbagh and Islambagh before the dry season, when most fires happen. Anyone over eighteen who lives or works in these lanes can register at agunpahara.org/join or at our office on Lalbagh Road, and the training is free, on Friday afternoons. We also ask donors, in Bangladesh and abroad, to fund a lane kit of Tk 85,000.',
    tone: "Calm, respectful and practical. Please never call our neighbourhoods a 'slum'; Old Dhaka is four hundred years old and full of proud families and businesses. Please do not write 'death trap', and do not describe the people here as 'helpless'. The whole point of our work is that they are not. No emoji, please.",
    other:
      'I am sorry, I do not think I can answer that well. I am happy to tell you more about our wardens and the lanes they protect.',
    repeat: 'I believe I have already answered that, and I have nothing to add.',
    pass: 'I think I have told you all I can about that.',
  },
}

export const freshFounders48: Founder[] = [lorne, duarte, desi, jodie, tomasz, farzana]
