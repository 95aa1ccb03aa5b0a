// A fifty-first held-out set (ids f50-), written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const clint: Founder = {
  id: 'f50-clint-tailweight',
  name: 'Clint Rasmussen',
  company: 'Tailweight',
  style:
    'long, rambling answers with asides, tangents and self-corrections (B2B software that weighs passengers, bags, freight and mail and builds the load plan and weight-and-balance sheet for small air carriers flying to roadless villages in Alaska and northern Canada)',
  description:
    "Clint Rasmussen, who flew small planes for nine years for air carriers in western Alaska and grew up in Bethel, founded Tailweight in Bethel, Alaska, USA. Tailweight is software for small air carriers that fly passengers, freight and mail to communities off the road system: agents and ramp staff weigh each passenger, bag and piece of freight on a Bluetooth floor scale, and it builds the load plan for each aircraft, checks the weight and centre of gravity against that aircraft's limits, tells the ramp crew where everything goes, prints the manifest and the weight-and-balance sheet the pilot signs, and texts passengers when weather moves a flight. Operators pay US$190 per aircraft per month; village agents use it for free.",
  headline: '148,600',
  customerQuote: 'I used to pray over the load sheets. Now I just print them.',
  goalKeywords: ['20', 'village agents', 'winter'],
  bannedWords: ['last frontier', 'daredevil', 'game-changer'],
  noEmoji: true,
  answers: {
    opening:
      "Hey, hi, Clint Rasmussen. I'm in Anchorage today, but I'm really a Bethel guy, which, if you don't know Alaska, is a town of about six thousand people on the Kuskokwim River with no road to anywhere, and that becomes relevant, I promise. I run Tailweight, which is software for the little airlines out here that fly people and freight and mail to the villages. Fair warning: I flew for nine years before this, and pilots never answer a question in under five minutes, so, you know, stop me.",
    product:
      "Okay, so, Tailweight. Out in western Alaska, the Yukon-Kuskokwim Delta, Bristol Bay, the North Slope, there are something like two hundred communities that aren't on any road, so everything comes by small plane: people going to the clinic, kids going to basketball tournaments, diapers, outboard parts, Pepsi, a lot of Pepsi, and the mail, including bypass mail, which is a, it's a special Alaska postal thing where groceries go out on pallets at mail rates, long story, but it's half of what gets flown. Every one of those flights has to be loaded inside the weight limits of the airplane with the centre of gravity in the right spot, and the pilot signs a load sheet before every takeoff. Tailweight does that part. The agents weigh each passenger and each bag and each box on a Bluetooth floor scale, it builds the load plan for that airplane, a Caravan, a 207, a Navajo, whatever they fly, tells the ramp crew what goes in which compartment, flags it if the load is out of limits, and prints the manifest and the weight-and-balance sheet for the pilot. And it texts the passengers when the weather moves the flight, which, well, is about a third of the flights. Operators pay US$190 per airplane per month, and the village agents use it free.",
    audience:
      'The customers are small air carriers, mostly family-owned, what the FAA calls Part 135 operators, with three to twenty-five airplanes, based in hub towns like Bethel, Dillingham, Nome, Kotzebue, and now a few across the border in the Northwest Territories and Nunavut (same problems, plus the forms come in two languages, well, the federal ones do, the territories have their own thing, never mind). The person who signs is usually the owner, who is often also the chief pilot and also the guy who fixes the hangar heater. The people who live in Tailweight all day are the station manager and the ramp crew, and then the village agents, who are, and this is my favourite part, mostly women in their fifties and sixties who meet every plane in the village on a four-wheeler or a snowmachine, in any weather. My mom was one of them, in Kwethluk, for twenty-two years.',
    problem:
      "Before Tailweight, and honestly still at most operators, it's a clipboard, a calculator and a lot of guessing. On some airplanes the rules let you use standard average weights, and on the small ones you're supposed to ask people, and people don't lie exactly, they just tell you their summer weight in January, while wearing a parka, bunny boots and a backpack. Bags are worse. A 'bag of clothes' going back to the village is very often forty pounds of moose meat. So the pilot is doing arithmetic on his knee at thirty below with a pen that won't write, the ramp is loading freight by feel, and when it's tight they leave things behind, usually the mail, and then the village store doesn't get milk for three more days. And the part nobody likes to say out loud: an airplane that's too heavy, or too heavy in the back, doesn't want to fly, and Alaska has had crashes where that was part of the story.",
    story:
      "Okay, so. January 2014, I'm flying a Cessna 207 out of Bethel, my third winter, for an operator I won't name, and I'm doing a run to Tuntutuliak, no, wait, it was Kongiganak, Tuntutuliak was the day before, doesn't matter, forty minutes, four passengers and freight. The load sheet was fine, on paper. On the takeoff roll the nose came up way too early, like the airplane wanted to sit down on its tail, and I got it off the ground, but it felt, the only word is mushy, and I flew the whole way shoving the yoke forward. When we unloaded I found three coolers in the back that the manifest called 'dry goods, 60 lbs', and they were frozen fish, a case of motor oil and, I swear, an outboard lower unit, a hundred and ninety pounds all told, all in the wrong end of the airplane. Nobody did anything wrong, exactly, everybody just guessed, like we always guessed. I sat in the airplane on the ramp in Kongiganak for a while, thinking about my mom weighing freight on a bathroom scale in the snow, and I thought, we're going to kill somebody with a pencil.",
    storyFollowUp:
      "So I started weighing everything on my own flights with a forty-dollar luggage scale, which made me very unpopular with the ramp guys, and I typed it into a spreadsheet on a laptop I kept in the cockpit, which, in hindsight, was a strange thing to keep in a cockpit. My chief pilot saw it and made the whole company use it, sort of as a punishment, I think. In 2018 I turned it into a real app with my cousin Tessa, who writes software in Seattle, and we got four operators in Bethel and Dillingham. In 2019 I gave a twelve-minute talk at the Alaska Air Carriers Association meeting, with a photo of that outboard lower unit, and came home with nine more. I hung up my headset in 2020, partly for Tailweight and partly because my back was done loading Caravans, and that's, yeah, that's the short version, believe it or not.",
    proof:
      "The numbers, okay. We have 27 operators on Tailweight now, with 236 airplanes, in Alaska, the Northwest Territories and Nunavut. Last year 148,600 flight legs went out with a Tailweight load sheet, and a leg is every hop, so Bethel to Napakiak is one, Napakiak to Oscarville is another, they're about five minutes apart, anyway. The system flagged 1,930 loads that would have been out of limits as first planned, and they got fixed on the ramp before anybody climbed in. Average loading time per departure went from about 22 minutes to 9. And the bypass mail that gets bumped and sits in the hub is down about 40% at the operators who measured it, because when you actually know what weighs what, you find room you didn't know you had.",
    proofFollowUp:
      "The one I tell everybody about is Bernice Wassillie, station manager for Tundra Swan Air in Dillingham, eleven airplanes. Until 2021 she planned the loads for the whole fleet on a pad of paper and, I'm not kidding, redid the math at her kitchen table at night to check the pilots. In moose season, when every hunter in Bristol Bay comes back with a quarter of a moose in a 'duffel bag', she was on the ramp from six in the morning until the last flight. Their on-time departures went from 61% to 84% in the first year on Tailweight, they stopped leaving the mail behind on Fridays, and she took her first September off in, I think, fifteen years.",
    customerWords:
      'Bernice doesn\'t say much, she\'s a Dillingham person, they\'re economical. But after that first moose season she sent me a one-line email, which I printed and taped above my desk, and my mom has a copy on her fridge: "I used to pray over the load sheets. Now I just print them." Then a second email that said "but I still pray for the pilots," which, fair. She\'s happy for us to use her name, just not her photo.',
    belief:
      "Most aviation software people, and I've met a lot of them at conferences, bless them, think the safety work happens in the cockpit: tablets, moving maps, autopilots. I think it mostly happens on the ramp, in the snow, twenty minutes before anyone gets in, with an agent and a scale. And the other thing, which gets me in trouble: average weights are a fiction out here. There's no such thing as an average passenger in a parka in January. Weigh everybody, every time, quietly, the number goes to the pilot and nobody else, and people are fine with it. People aren't embarrassed by a scale. They're embarrassed by a crash report.",
    update:
      "What's next, and I'm probably more excited about this than is healthy, is Tailweight Village, which ships in October, before freeze-up. Right now the village agent meets the plane, and only then does anybody find out there are six people going out, a generator part and a dog in a kennel (there's always a dog). With Tailweight Village the agent weighs the outbound passengers and freight in the village before the plane even leaves the hub, on a cheap Android phone and a scale we send them, and it works offline, because the internet in the villages goes down, well, whenever it feels like it, and it syncs when it can. So the pilot knows his return load before he takes off, and the station can plan the whole day's run of villages at once instead of finding out at every stop.",
    goal: "What I'd love out of these posts is 20 operators running Tailweight Village free this winter, from freeze-up to breakup, with all of their village agents on it, the whole network, not just the hub. Alaska, the Northwest Territories, Nunavut, northern Quebec, Labrador, anywhere that flies small planes to places without roads is welcome. The owner or the station manager can sign up at tailweight.aero/village, and we ship the scales and phones to the agents for free. And if you know a village agent, please send this to her, she'll know exactly what it's about.",
    tone: "Plain and friendly, like people talking in a hangar with the heater going. Please don't call Alaska 'the last frontier', everybody up here is tired of it, we have a university and a Costco. Don't make the pilots sound like daredevils, the good ones are the most boring people you'll ever meet, and that's the point. And please no 'game-changer'. No emoji either, please, it's a safety product and I'd like it to sound like one.",
    other:
      "Huh, that one's outside my lane, I'm afraid (I'm an airplane guy, which is a narrow lane, but a long one). Ask me about loads or villages or weather and I'm your man.",
    repeat:
      "I think I already told you that one, at some length, which, sorry, is how I tell everything, so I don't have anything to add.",
    pass: "No, honestly, that's about all I've got on that one.",
  },
}

const lorena: Founder = {
  id: 'f50-lorena-jopara',
  name: 'Lorena Cáceres',
  company: 'Jopará',
  style:
    'playful consumer brand voice with lots of emoji, caps, exclamation marks and bits of Spanish and Guaraní (tereré kits: neon insulated guampas and pressed pucks of dried herbs for Paraguayan cold yerba drink, Asunción, Paraguay)',
  description:
    "Lorena Cáceres, who studied marketing in Madrid and worked in social media for a bank in Asunción, founded Jopará (Guaraní for 'mixture', also the name for the mix of Spanish and Guaraní that Paraguayans speak) in Asunción, Paraguay. It sells kits for tereré, the cold yerba mate drink of Paraguay made with herbs called yuyos. Its best-seller is the Tereré Box: an insulated guampa (cup) in bright colours with a palo santo wood base, a bombilla (metal straw), a printed sleeve for the water jug, half a kilo of yerba and six 'yuyo bombs', pucks of sun-dried, pounded herbs that flavour a jug of iced water. The herbs come from a group of herb women (yuyeras) in Capiatá who are paid twice the wholesale market price. The box costs ₲289,000 in Paraguay and US$45 abroad; a monthly herb refill, the Yuyo Club, costs ₲69,000.",
  headline: '18,400',
  customerQuote: 'My Argentine husband finally admits tereré is better than mate. I have it in writing.',
  goalKeywords: ['2,500', 'Ñandutí'],
  bannedWords: ['iced mate', 'superfood', 'detox'],
  noEmoji: false,
  answers: {
    opening:
      "Mba'éichapa!!! 👋🧉 Lore here from JOPARÁ in Asunción 🇵🇾☀️ We make TERERÉ fun again 🧊🌿 neon guampas, yuyo bombs and zero boring 😎 Ex-homesick girl in Madrid turned full-time tereré dealer (the legal kind 😂😂)!!",
    product:
      "Okay so the star is the TERERÉ BOX 📦🧉 You get a neon insulated guampa (that's the cup!!) with a palo santo wood base 🌳, a bombilla (the metal straw), a sleeve for your jug with a ñandutí-lace print 🕸️✨, half a kilo of yerba 🌱 and 6 YUYO BOMBS 💣🌿 = little pressed pucks of sun-dried herbs (menta'i, cedrón, burrito, lemongrass 🍋) You drop one in your jug of ice water and BOOM, abuela-level tereré without a mortar 😍 ₲289,000 here in Paraguay, US$45 abroad, and the Yuyo Club refill is ₲69,000 a month 🔁💚",
    audience:
      "PARAGUAYOS EVERYWHERE 🇵🇾🌍 especially the ones abroad in Spain 🇪🇸, Buenos Aires 🇦🇷 and the US who miss tereré like crazy 🥲 Also Gen Z here in Asunción who think tereré is 'what my tío drinks at the gomería' 😂 we're changing that 💅 And honestly anyone who lives somewhere HOT 🔥🥵 and wants a drink that isn't a soda!!",
    problem:
      "Tereré is literally UNESCO heritage 🏆 but it was SO uncool 😩 plastic guampas from the market that crack, a thermos with a football club sticker ⚽, and if you live abroad, good luck finding fresh yuyos 🌿❌ Meanwhile the yuyeras, the women who grow, sell and pound the herbs 👵🏽💪, get almost nothing from the middlemen and their daughters don't want the job!!",
    story:
      "Okay so it's August 2020, Madrid, 41°C 🥵🔥 fourth floor, no AC, master's thesis due, and I'm DESPERATE for a tereré 😭 My abuela Ña Ramona sends me a package of fresh yuyos from Asunción ✈️💌 It arrives THREE WEEKS later as a sad brown salad 🥬💀 with a customs sticker that says 'materia vegetal no identificada' 😂😂 I called her crying and she just said 'ay mi hija, wait' 👵🏽",
    storyFollowUp:
      "So Ña Ramona dries the yuyos on her roof ☀️, pounds them in her mortero with a splash of lime 🍋 and presses them into an ice-cube tray 🧊 (GENIUS!!!) The second package arrives PERFECT 📦✨ I make tereré for my Paraguayan friends in Usera, post a video, and wake up to 600 DMs asking WHERE 😳📲 I moved home in 2021 and started Jopará in abuela's kitchen with her and three yuyeras from Capiatá 👵🏽👵🏽👵🏽🌿",
    proof:
      "NUMBERS 📊🎉 We've sold 18,400 Tereré Boxes 🧉 to 14 countries 🌍 4,700 people are in the Yuyo Club 🔁🌿 We work with 23 yuyeras from Capiatá now 👵🏽💚 and pay them DOUBLE the Mercado 4 wholesale price 💸 And 41% of boxes go to Spain and Argentina 🇪🇸🇦🇷 (yes, Argentina, the mate people, we're WINNING 😏)",
    proofFollowUp:
      "My fave is Doña Teresa 👵🏽🌿 she's 67 and sold yuyos at Mercado 4 for 40 years, pounding them in her mortero from 5am 💪 Now she runs our drying room in Capiatá with her granddaughter Araceli 👩🏽, who was about to move to Buenos Aires for work and STAYED 🥹 Araceli does our TikTok now and Doña Teresa is kind of famous 😂⭐ people go to Mercado 4 asking for her!!",
    customerWords:
      'Dahiana from Barcelona 🇪🇸 sent us THIS and I framed it 🖼️😂 "My Argentine husband finally admits tereré is better than mate. I have it in writing." 🧉🏆 She sent a photo of the napkin he signed ✍️😂',
    belief:
      "HOT TAKE 🔥🔥 tereré is NOT just cold mate!!! 😤 It has its own herbs and its own rules 📜 and it's SOCIAL, the tereré jere, one guampa going round the circle 🔄👯 And heritage doesn't have to live in a museum 🏛️🙅🏽‍♀️ it can be neon and fun and still be abuela-approved 👵🏽✅",
    update:
      'DROP ALERT 🚨🚨 JOPARÁ x ÑANDUTÍ 🕸️🌸 guampas hand-painted with ñandutí lace patterns by 8 artisans from Itauguá, the ñandutí town 🎨✨ Only 3,000 of them, dropping for the Día Nacional del Tereré on the last Saturday of February 🇵🇾🧉 The samples are SO pretty I almost cried 😭💖',
    goal: "THE ASK 🙏🧉 We want 2,500 sign-ups for the Ñandutí drop list by February 15 📝 Sign up at jopara.com.py/nanduti to get first access before they're gone (only 3,000!! 😅) and the first 2,500 get a FREE Yuyo Bomb sampler 💣🌿 Tag your tereré jere crew!!! 👯‍♀️🔄",
    tone: "FUN!!! 🎉🧉 Emoji yes, caps yes, Spanish and Guaraní welcome 🇵🇾 but NEVER call it 'iced mate' 😤 it's TERERÉ. No 'superfood' either 🙅🏽‍♀️ yuyos are my abuela's remedios, not a trend, and no 'detox' please, we don't make health claims, we make vibes 😎💚",
    other: 'Jajaja no idea about that one 😅 ask me anything about tereré though!!! 🧉🌿',
    repeat: "Like I said before!! 😂 that's the whole story 💚",
    pass: "That's literally everything I've got on that one 🙈🧉",
  },
}

const daudi: Founder = {
  id: 'f50-daudi-tembea-pamoja',
  name: 'Daudi Mwakalinga',
  company: 'Tembea Pamoja',
  style:
    "plain, earnest community-organisation voice ('walking buses' of volunteer-escorted primary school children and campaigns for safe school crossings, in Dar es Salaam, Tanzania)",
  description:
    "Daudi Mwakalinga, a primary school teacher in Temeke for sixteen years, founded Tembea Pamoja ('walk together' in Swahili), a registered non-governmental organisation in Dar es Salaam, Tanzania. It organises 'walking buses': groups of primary school children who walk to and from school along fixed routes with trained volunteer walk leaders in yellow vests, picking children up at set stops. It trains crossing patrols for the most dangerous crossings, and its volunteers count traffic and near misses outside schools so that it can ask the municipal councils and the national roads agency for zebra crossings, speed humps and footpaths. It is funded by donations, local businesses and a small grant, and volunteers receive a vest, training and a transport allowance.",
  headline: '7,450',
  customerQuote:
    'I leave for the market at five in the morning, and I no longer spend the whole day waiting for bad news.',
  goalKeywords: ['300', 'walk leaders', 'Ubungo'],
  bannedWords: ['slum', 'victims', 'poor children'],
  noEmoji: true,
  answers: {
    opening:
      'Good morning, and thank you for this opportunity. My name is Daudi Mwakalinga. I was a primary school teacher in Temeke, Dar es Salaam, for sixteen years, and today I lead Tembea Pamoja, an organisation that helps children walk to school safely.',
    product:
      "Tembea Pamoja organises walking buses. A walking bus is a group of children who walk to and from school together along a fixed route, with trained adult volunteers, whom we call walk leaders, wearing yellow vests. The group leaves at the same time every morning and collects children at set stops along the way, like a bus, but on foot. At the most dangerous crossings we train crossing patrols and give them stop signs. Our volunteers also count the traffic and the near misses outside schools, and we take those counts to the municipal councils and to TANROADS to ask for zebra crossings, speed humps and footpaths. 'Tembea pamoja' means 'walk together' in Swahili.",
    audience:
      'We serve primary school children, from Standard One to Standard Seven, aged about six to fourteen, at public schools in Temeke and Kigamboni. Most of them walk two or three kilometres to school along roads full of daladala buses, lorries, bajajis and bodaboda motorcycles. Our walk leaders are parents, grandmothers, retired teachers and some bodaboda riders, who know the roads best. We also work closely with head teachers, ward councillors and the traffic police.',
    problem:
      "Most children in Dar es Salaam walk to school, and many walk alone or with a younger brother or sister, because their parents leave for work before six in the morning. Many roads have no footpath, so children walk on the edge of the road and cross busy roads where drivers do not stop. Every year children are injured or killed on the way to school, and families are often told that it was God's will, or that the child was careless. Schools tell children to be careful, but a child of seven cannot judge the speed of a motorcycle.",
    story:
      'In February 2018, one of my pupils in Standard Two, a girl called Neema who was eight years old, was hit by a bodaboda while crossing Kilwa Road on her way home from school. She survived, but her leg was broken in two places and she missed four months of school. When I visited her at home, her mother told me she had no choice but to let Neema walk alone, because she sells vegetables at the market from five in the morning. Nobody had done anything wrong. There was simply no adult on the road with the children.',
    storyFollowUp:
      'The next week I started walking home with the children from our school myself after lessons, with a whistle and a borrowed reflective vest. After a few days some parents and two grandmothers asked to join me, and soon we had three routes in the morning and three in the afternoon. In 2019 we registered Tembea Pamoja as an NGO, and a construction company gave us our first 200 yellow vests. That year our volunteers stood at the school gate on Kilwa Road and counted 1,140 motorcycles in one hour, and three near misses. We took the count to the ward councillor, and in 2020 the first two speed humps were built outside the school.',
    proof:
      "Today 7,450 children walk to school with Tembea Pamoja every morning, at 38 primary schools in Temeke and Kigamboni, along 61 routes, with 412 trained volunteer walk leaders. At our partner schools, the number of pupils injured on the road on the way to or from school fell from 29 in 2019 to 6 last year, and no child has been hurt while walking with one of our groups. Using our volunteers' counts, the councils and TANROADS have built 23 speed humps and painted 17 zebra crossings outside schools.",
    proofFollowUp:
      "I often think of Bi Mwanaisha, who is 64 and a grandmother of nine. She has led Route 4 at a primary school in Mbagala every school day for four years. She leaves home at a quarter past six, collects forty-two children at five stops, and takes them across Kilwa Road at the zebra crossing she asked the council for herself. She knows every child's name and every parent's phone number. The head teacher tells us that late arrivals from her route have fallen by half, because the group leaves on time whatever the weather.",
    customerWords:
      'One of the mothers on Bi Mwanaisha\'s route, Mama Rehema, sells fish at the Feri market and leaves home before dawn. At our end-of-year meeting she stood up and said, in Swahili, and I translate: "I leave for the market at five in the morning, and I no longer spend the whole day waiting for bad news." Many parents in the room nodded, because they know that feeling well.',
    belief:
      "Many people believe that children are hurt on the road because they are careless, or because their parents have not taught them. I do not believe that. Our roads were built for cars, buses and motorcycles, and nobody asked where the children would walk. People also think that road safety needs big money and big projects. Big projects matter, but a yellow vest, a whistle and a grandmother who knows every child's name have already protected thousands of children in our city.",
    update:
      'From January, every new walk leader will be trained for two days together with the traffic unit of the Tanzania Police Force, and will receive first aid training from the Tanzania Red Cross Society. And when schools open in January, we will begin in Ubungo, starting with twelve primary schools near Morogoro Road and Mandela Road, where many children must cross very busy roads.',
    goal: 'Our goal for the next two weeks is to recruit 300 new walk leaders in Ubungo before schools open in January. We are looking for parents, grandparents, retired teachers and anyone who lives near a school and can give one hour in the morning or the afternoon, two or more days a week. Volunteers can register at tembeapamoja.or.tz/ubungo or send a WhatsApp message to our office, and we provide the vest, the training and a small transport allowance. We would also be grateful if churches, mosques and employers in Ubungo shared this with their members.',
    tone: "Plain, respectful and hopeful. Please do not call the neighbourhoods where our children live 'slums'; they are neighbourhoods, and people are proud of them. Please do not call the children who were injured 'victims', and never write 'poor children'. We do not want pity, we want safe roads. No emoji, please.",
    other:
      'I am sorry, I do not think I can answer that one well. I am happy to tell you more about our walk leaders and the children.',
    repeat: 'I believe I have already answered that, and I have nothing to add.',
    pass: 'I think I have told you everything I can about that.',
  },
}

const nadine: Founder = {
  id: 'f50-nadine-mamba-callout',
  name: 'Nadine Moodley',
  company: 'Mamba Callout',
  style:
    'raw voice transcript, all lowercase, almost no punctuation, fillers, false starts, repeated words and self-corrections, most numbers and web addresses spoken (snake removal, release and snake-awareness training in Durban, South Africa)',
  description:
    'Nadine Moodley, a former veterinary nurse, runs Mamba Callout, a snake-removal service based in Westville, Durban, South Africa. Its five catchers answer calls day and night from homes, schools, offices and housing estates across eThekwini, catch and identify the snake, and release it away from houses under a permit from the provincial wildlife authority, Ezemvelo KZN Wildlife. A call-out costs R650 and is free for pensioners. It also runs paid snake-awareness courses (R2,800 a session) for gardeners, domestic workers, security guards and estate staff, and free talks for schools.',
  headline: '4,300',
  customerQuote: 'before i killed them with a spade now i just phone the snake lady and make tea',
  goalKeywords: ['40', 'schools', 'snake awareness'],
  bannedWords: ['deadly', 'monster', 'killer'],
  noEmoji: true,
  answers: {
    opening:
      'okay is it is it on yeah okay um hi my name is nadine nadine moodley and i run mamba callout we um we catch snakes basically like snake removal here in durban so if theres a snake in your house you phone us and we come yeah',
    product:
      'so um basically you phone us or whatsapp us any time like day or night and one of us comes out and we catch the snake and um we identify it and then we release it somewhere safe away from the houses like in a reserve we have the permit from ezemvelo for that and uh the callout is six hundred and fifty rand but for pensioners we dont charge and um we also do courses like snake awareness courses for gardeners domestic workers security guys estate staff thats two thousand eight hundred a session and for schools we do the talks for free',
    audience:
      'um mostly its normal families you know in westville kloof hillcrest umhlanga chatsworth phoenix and uh the gogos in inanda and ntuzuma who find a snake in the kitchen and then um a lot of the estates like the golf estates because theyre built right in the bush you know and schools crèches and um the security companies because their guys are the ones who get called first and they dont know what to do',
    problem:
      'so um before what people do is they kill it like they take a spade or a panga or they pour petrol or they phone the neighbour whos got a gun i mean honestly and thats actually when people get bitten when theyre trying to kill it and um the other thing is they wait like there was only one or two guys catching snakes and theyre doing it for free on their phone and theyre on the other side of durban so you wait three hours with a mamba in the you know in the laundry and nobody can go in',
    story:
      'okay so um it was twenty sixteen i was a vet nurse at a clinic in pinetown and on a saturday my mums neighbour in chatsworth aunty devi she phones screaming theres a snake in the kitchen and i go over and its um its a spitting cobra no sorry it was a black mamba a young one like a metre and a half on top of the fridge and the gardener mr zulu hes standing there with a spade shaking and i said dont dont please and we waited two hours for a catcher from um from the south coast with the whole street standing outside and i thought like this is ridiculous somebody should be closer',
    storyFollowUp:
      'so after that i did the course the um the snake handling course the proper venomous one and i got the permit and i bought hooks and tongs and bags and i started a whatsapp group for my mums street and then it went like the whole of chatsworth had my number and i was doing callouts after work and on weekends for free i think i did like three hundred the first year and um my husband said you cant keep doing this for free and in twenty nineteen i left the clinic and we started charging properly and now were five catchers me and four guys',
    proof:
      'um okay so last year we did um 4,300 callouts like 4,300 snakes and um we released like ninety six percent of them and uh about one in ten was a black mamba and the rest is like brown house snakes spotted bush snakes spitting cobras a few green mambas by the coast and um we trained like one thousand six hundred people gardeners guards domestic workers and uh none of our clients got bitten last year none',
    proofFollowUp:
      'so theres um this one estate in kloof like two hundred houses and before they had a security guy who was killing everything with a stick mambas house snakes everything and then a guard got bitten by a cobra trying to kill it and he was in hospital like a week so um they signed with us and we trained all their guards and gardeners and now the guards they um they just watch it from a distance and phone us and they havent had one bite since and the residents actually started like a snake of the month thing in the estate newsletter',
    customerWords:
      'um so theres gogo mkhize in inanda shes like eighty two and the first time we came she was standing on a chair in the kitchen with the broom and um now she phones me like a friend and she told me um she said it in zulu so i translate she said before i killed them with a spade now i just phone the snake lady and make tea and she does she makes tea for the whole team',
    belief:
      'okay so um everyone thinks every snake is out to get you and the only good snake is a dead snake and i think thats wrong like most snakes in the house are harmless the house snake is actually eating your rats and um the snake doesnt want you it wants to get away and people get bitten when they corner it and um also the whole tv thing the guy in khaki with the hat being brave no its a job its a calm job you need to be calm thats it and uh women are actually very good at it',
    update:
      'so um two things the first one is a whatsapp line a snake id line you send a photo and one of us tells you in like five minutes what it is and is it dangerous and what to do and thats free for everyone and um its starting in september before summer because summer is like crazy season and the second one is a course specially for security guards because um theyre the ones who get called first',
    goal: 'okay so um what i want is 40 schools crèches and primary schools in ethekwini to book the free snake awareness talk before the end of term 40 schools and um they can whatsapp us or go to mamba callout dot co dot za slash schools and uh if your kids school is near the bush please just like send it to the principal',
    tone: 'um just normal like how i talk you know not like a documentary and please dont say deadly like deadly snake on tv every snake is deadly and dont say monster or killer and um no emoji please no emoji its not a joke when theres a mamba in your kitchen',
    other: 'eh um honestly i dont know about that one sorry',
    repeat: 'um yeah like i said before thats basically it',
    pass: 'no thats all i have on that one sorry',
  },
}

const bogi: Founder = {
  id: 'f50-bogi-unokazo',
  name: 'Boglárka Somogyi',
  company: 'Unokázó',
  style:
    'non-native English, Hungarian first language, with dropped articles, word-order and tense slips, and occasional he/she mix-ups (matching retired grandmothers and grandfathers with young families in the same district for after-school pick-up and sick days, Budapest, Hungary)',
  description:
    "Boglárka Somogyi, who worked for eleven years in HR at a telecoms company, founded Unokázó (roughly 'doing grandchild things' in Hungarian) in Budapest, Hungary. It is a website and app that matches retired people, mostly grandmothers, who want to look after children a few hours a week with families in the same district whose own grandparents live far away: picking children up from kindergarten or school, afternoons, and days when a child is sick. Every grandparent is interviewed in person, brings a police certificate of good conduct and takes a paediatric first-aid course paid for by Unokázó. Families pay a membership of HUF 6,900 a month; the grandparents set their own hourly rate, usually HUF 2,500–3,500, and keep all of it.",
  headline: '2,640',
  customerQuote: 'My grandchildren live in London, but on Tuesdays and Thursdays I am a granny again.',
  goalKeywords: ['200', 'grandmothers', 'Debrecen'],
  bannedWords: ['elderly', 'babysitter', 'cheap'],
  noEmoji: false,
  answers: {
    opening:
      'Hello, thank you for invitation! I am Boglárka Somogyi, but everybody is calling me Bogi, it is more easy. I am founder of Unokázó, from Budapest. Before I was working in HR at telecom company for eleven years, now I am connecting grandmothers with families who need one. Sorry for my English, I learned it mostly in meetings.',
    product:
      "Unokázó is website and app where we connect retired people, mostly grandmothers but also some grandfathers, with young families in same district. The grandparents of these children are living far, in other city or abroad, so nobody can pick up child from kindergarten at four o'clock, or stay with him when he is sick. Our 'nagyi', this means granny, comes for some hours in the week, picks up the child, makes homework with him, cooks something. Every nagyi we meet personally, she brings certificate from police that she has no criminal record, and she makes first aid course for children, which we pay. Family pays 6,900 forint per month for membership, and the nagyi decides her hourly price, usually between 2,500 and 3,500 forint, and she keeps all of it. 'Unokázó' is difficult to translate, it is like somebody who is doing grandchild things.",
    audience:
      'On one side are families with small children, from kindergarten until maybe ten years old, mostly in Budapest. Both parents are working, and they moved to Budapest from countryside or from abroad, so grandparents are in Miskolc or in Pécs or in Transylvania. On other side are retired people, mostly between 62 and 78, many of them are widow and living alone, pension is small, and their children and grandchildren moved away, sometimes to London or Germany. Both sides are missing something which the other side has, I think.',
    problem:
      "In Hungary kindergarten and school finish early, around four, but parents work until five or six and then is traffic. And when child is sick, and small children are sick very often, specially in winter, parent must stay at home, and the employer is not happy about this, specially with mothers. Before, the grandmother was solving all of this. Now she lives 250 kilometres away. Agencies are expensive and they send every time other young student, and child doesn't know her. And in the same time, in next building, there is retired lady who sits alone and watches television all afternoon. This is the problem: they don't know each other.",
    story:
      "In 2019 my daughter Lili was four, and in January she got chickenpox, so two weeks at home. My husband was on business trip, my mother lives in Nyíregyháza, this is 250 kilometres, and she was in hospital with her knee in that time. I was calling my boss every morning and crying in bathroom, honestly. Then on the third day our neighbour from second floor, Marika néni, 'néni' is how we call older lady, she was 71 and widow, she knocked on door with soup and said: 'Go to work, I had four children, I know chickenpox.' She stayed with Lili for ten days. When I wanted to pay, she was almost offended, but then she told me her pension is 118,000 forint, and he accepted.",
    storyFollowUp:
      "After this, Marika néni picked up Lili from kindergarten two times in a week, and she was happy, she said she feels useful again. And in my office, when colleagues heard this story, three of them asked me: 'Do you have one more Marika néni?' So I made Facebook group for our district, the 13th district, where retired ladies and families can find each other, and in one month it had 900 members. I understood it needs some safety, interview, police certificate, so in 2021 I quit my job and we started Unokázó as company, together with my friend Dávid who is programmer.",
    proof:
      'Now we have 2,640 families and 1,180 grandparents on Unokázó, in all 23 districts of Budapest and also in Érd and Gödöllő, close to Budapest. Last year the grandparents spent together more than 212,000 hours with children, and they earned about 640 million forint, which for many of them is very important addition to pension. 87% of matches are still together after one year, some of them are together since the beginning. And parents told us in survey that they take on average 6 days less unpaid leave in a year because of sick children.',
    proofFollowUp:
      'For example Ilona néni, she is 74, retired chemistry teacher from Kispest. Her own grandchildren live in London, she sees them two times in a year. Since two years she is picking up Bence and Zsófi, twins, seven years old, on Tuesday and Thursday, she makes homework with them, and she taught them to bake pogácsa, this is Hungarian scone. Their mother Anna is doctor in hospital and works night shifts, and she told me that before Ilona néni she almost left her job. Last Christmas the family invited Ilona néni for dinner on 24th December, and the twins made her a card.',
    customerWords:
      'At our first meeting for the grandmothers last spring, Ilona néni stood up and said, I translate: "My grandchildren live in London, but on Tuesdays and Thursdays I am a granny again." After this, half of the room was crying, and also me.',
    belief:
      'In Hungary people believe that grandmother must help with grandchildren for free, because it is family, and to pay grandmother is shame. And about retired people, society thinks they are only cost, pension, hospital. I think both is wrong. Looking after children is real work and it must be paid, also when grandmother does it. And retired people have enormous experience and time and patience, which young families are missing. They are not problem, they are solution. I say this everywhere, maybe too often.',
    update:
      "From September we start service for sick days. When child wakes up with fever, parent can press button in app until 7 o'clock in the morning, and a nagyi who has first aid course and is free that day comes to the home until 8:30. We start it in Budapest. And in spring we open Unokázó in Debrecen, second biggest city, because there is big university and many young families who came there from other places.",
    goal: 'For next two weeks our goal is that 200 grandmothers and grandfathers in Debrecen register before we open there in March. Registration is free, we invite them for coffee and interview in our new small office in the centre, and we pay the first aid course. They can register on unokazo.hu/debrecen, or call us, many of them prefer telephone. And please, if you have mother or aunt in Debrecen who is retired and a little bit bored, tell her about us, she will thank you.',
    tone: "Warm and positive, little bit humour is fine. Please don't write 'elderly', our grandmothers hate it, they are 'nagyi' or 'grandparents' or just 'retired people'. Also not 'babysitter', they are not babysitter, they are more like grandmother. And please never 'cheap', we are not cheap service, we are fair. One or two emoji is okay, like heart or flower, not more.",
    other: 'Sorry, I am not sure I understand the question. Can you ask maybe in other way?',
    repeat: 'I think I said this already before, I have nothing more to add, sorry.',
    pass: 'I think this is really everything what I can say about this.',
  },
}

const faisal: Founder = {
  id: 'f50-faisal-qayd',
  name: 'Faisal Alharbi',
  company: 'qayd',
  style:
    'terse indie hacker, fragments, a few words per answer (solo-built app that issues Saudi ZATCA Phase 2 e-invoices automatically for small online stores on Salla and Zid)',
  description:
    "Faisal Alharbi, a former backend developer at a bank in Riyadh, is the solo developer of qayd ('entry', as in a ledger entry, in Arabic), built in Riyadh, Saudi Arabia. qayd is an app for small online stores on the Saudi e-commerce platforms Salla and Zid: for every order it issues an e-invoice that meets the Phase 2 e-invoicing rules of ZATCA, the Saudi tax authority, in Arabic and English, with the QR code and cryptographic stamp, and reports it to ZATCA's Fatoora platform automatically. It costs SAR 79 a month per store; accounting offices get a partner plan that covers their clients.",
  headline: '2,180',
  customerQuote: 'Got the ZATCA letter Sunday morning. Compliant by Sunday night.',
  goalKeywords: ['100', 'accounting offices', 'partner'],
  bannedWords: ['revolutionary', 'hassle-free', 'empower'],
  noEmoji: true,
  answers: {
    product:
      'Salla/Zid app. Every order → ZATCA Phase 2 e-invoice. Arabic + English, QR, stamp, reported to Fatoora. SAR 79/mo.',
    audience: 'Small online stores in Saudi. Abayas, oud, coffee, phone cases. And their accountants.',
    problem:
      'ZATCA letter arrives: integrate within 6 months. ERP vendors quote SAR 30k + a consultant. Small stores panic. Some stop issuing invoices.',
    story:
      "2022. My sister's oud store on Salla got the letter. Quotes came back at SAR 28k. Her revenue that year: SAR 410k.",
    storyFollowUp:
      'Read the ZATCA XML spec over Ramadan. Nights. Her store compliant in 3 weeks. Posted in a Salla merchants group. 60 DMs. Quit the bank Jan 2023.',
    proof: '2,180 stores. 4.6M invoices reported. 0.03% rejected, auto-retried. SAR 172k MRR. Still solo.',
    proofFollowUp:
      'Bayt Qahwa, specialty coffee, Buraidah. 9k orders/mo. Their accountant fixed invoices 2 days a month. Now zero.',
    customerWords:
      'Merchant in Jeddah, WhatsApp voice note, I transcribed it: "Got the ZATCA letter Sunday morning. Compliant by Sunday night." Pinned in my chat.',
    belief: "Compliance is a product, not a consulting project. If it needs a meeting, it's broken.",
    update:
      'Accountant dashboard. All clients on one screen, every rejected invoice flagged. Ships next month.',
    goal: '100 accounting offices on the partner plan. Free for their first 10 clients. qayd.sa/partners',
    tone: "Direct. No 'revolutionary', 'hassle-free', 'empower'. No emoji.",
    other: "Don't know. Ask me about invoices.",
    repeat: 'Covered that.',
    pass: "That's all.",
  },
}

export const freshFounders50: Founder[] = [clint, lorena, daudi, nadine, bogi, faisal]
