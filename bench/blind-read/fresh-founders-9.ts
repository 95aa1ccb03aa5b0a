// A tenth held-out set, written by a helper that never saw the product's code, used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const joost: Founder = {
  id: 'joost-paalwacht',
  name: 'Joost Verhoeven',
  company: 'Paalwacht',
  style:
    'long, rambling answers with asides in brackets and digressions (B2B: groundwater loggers and software that warn housing associations and water managers when old wooden pile foundations are drying out)',
  description:
    'Joost Verhoeven, who spent eleven years as a groundwater engineer for the municipality of Gouda, founded Paalwacht in Gouda, the Netherlands, with the data scientist Femke Bakker. Many Dutch homes built before 1970 stand on wooden piles, which rot once the groundwater falls below the pile heads and air reaches the wood. Paalwacht lowers a small pressure logger into a narrow borehole in the pavement beside each block of houses, reads the groundwater level every fifteen minutes over a low-power radio network, compares it with the pile-head depths taken from old foundation drawings in municipal archives, and warns housing associations, municipalities and water boards when the water stays too low for too long. Housing associations pay €11 per home per year, municipalities €4,800 per district per year for the dashboard, and each installed logger costs €390 once. Its customers are in the low peat region between Rotterdam, Utrecht and Leiden and in Dordrecht and Zaanstad.',
  headline: '7,480',
  customerQuote: 'For twenty years our foundation policy was waiting for the cracks.',
  goalKeywords: ['pilot', 'loggers', 'summer'],
  bannedWords: ['digital twin', 'smart city', 'future-proof', 'ticking time bomb'],
  noEmoji: true,
  answers: {
    opening:
      "Hello, good afternoon (or morning, I've honestly lost track, I've been lying in a crawl space since seven), Joost Verhoeven, founder of Paalwacht, from Gouda. Yes, the cheese town, although (and I say this with love) cheese is not why anybody should be worried about Gouda right now. We watch the groundwater under old houses that stand on wooden piles, because when that water drops the piles rot, and then a family gets a bill of a hundred thousand euros. I was a groundwater engineer at the municipality for eleven years before this, so if I drift off into borehole diameters, do stop me; my co-founder Femke normally kicks me under the table at that point.",
    product:
      "Physically it's almost embarrassingly small: a pressure logger about the size of a marker pen (a fat one, a whiteboard marker) that we lower into a borehole five centimetres wide, drilled in the pavement next to a block of houses. It measures the groundwater level every fifteen minutes and sends it over a low-power radio network, and the battery should last about eight years (should, nobody has reached eight years yet). The clever bit, which is Femke's bit, is the software. We digitise the old foundation drawings from the municipal archive (some of them are from 1912, on linen, with coffee rings), so for every block we know how deep the tops of the piles are, and we compare the two. If the water stays below the pile heads too long, air gets to the wood and fungi start eating, and we warn the housing association and the water managers before that happens, not after. Housing associations pay €11 per home per year, a municipality pays €4,800 a year per district for the dashboard, and a logger costs €390 to install, once.",
    audience:
      "Housing associations first (the woningcorporaties, the big social landlords, which in a town like Gouda own something like a third of the homes, and a lot of them are exactly those 1920s and 1930s blocks on wooden piles). The person who signs is usually the asset manager or the head of maintenance, someone with a spreadsheet of 6,000 homes and a very uncomfortable feeling about every row built before 1970. Second, municipalities and the water boards, because they control the water levels in the streets and the canals (they're the only ones who can actually do something, raise a weir, switch on an infiltration drain), so they need the same numbers. We're mostly in the Groene Hart, the low peat country between Rotterdam, Utrecht and Leiden: Gouda, Bodegraven, Dordrecht, parts of Rotterdam, and Zaanstad up north. We don't sell to single homeowners (we tried, in 2020, it went badly: one house is too small and too frightened).",
    problem:
      "Something like a million Dutch homes stand on wooden or partly wooden piles (that's the figure the national foundation knowledge centre uses, and I trust them more than I trust myself on this). Under water, a pine pile lasts for centuries. But when the groundwater falls below the top of the pile (in a dry summer like 2018, or because a leaking sewer drains the soil, or simply because the peat keeps sinking), oxygen gets in and a fungus eats the wood from the head downwards. You can't see it. Nothing happens for years, and then a door starts to stick, a crack runs diagonally above a window, and by then the repair is €80,000 to €120,000 per house, in a terrace where nobody can do their house alone. Before us, 'monitoring' meant someone opening a measuring well with a dipstick twice a year if the budget allowed (it usually didn't), or digging an inspection pit at €3,500 a time.",
    story:
      "It was 2 August 2018, the middle of that terrible dry summer (you'll remember it, the grass went yellow, which for a Dutch person is more or less the end of the world). I was still at the municipality and got called out to a house on the Turfsingel in Gouda where a contractor had lifted the floor to fix a leak. And there they were, the tops of the piles, and I pressed my thumb into one and it went in two centimetres (like wet bread, a pine pile from 1928). The groundwater in that street was 40 centimetres below the pile heads. We had a measuring well 300 metres away that we read by hand twice a year, and that year nobody had read it since March. I cycled home thinking: we have thousands of streets like this and we're reading a dipstick twice a year.",
    storyFollowUp:
      "I didn't resign the next day (I'm Dutch, we calculate first), but in 2019 I went to a hackathon the Rijnland water board ran in Leiden about, of all things, open groundwater data, and Femke Bakker was on the team at the next table: a data scientist from Delft who grew up above a bakery in Schiedam that had to have its foundation redone (€96,000, her parents still bring it up at Christmas). We built a first version in a weekend, badly. I left the municipality in January 2020, and that spring we put forty loggers into the pavement of Korte Akkeren, a neighbourhood in Gouda, and about a quarter of them clogged up with peat within two months (lesson learned: filter sock, always a filter sock). By the end of 2020 the housing association there had paid for its first 600 homes, and that's the moment we became a company rather than a hobby with a drill.",
    proof:
      "Today Paalwacht watches the groundwater under 7,480 homes, with 512 loggers, in eleven municipalities. The number I care about most is this one: in the dry summer of 2022, before most of our customers had joined, 1,950 of those homes had water below the pile heads for more than 30 days; in 2023 (also dry, whatever people remember, May and June were bone dry) it was 230. That's because we sent 312 warnings, and in 84% of cases the water board or the municipality raised the level within ten days. And no home we monitor has had a new case of pile rot confirmed since we started (although, to be honest, rot is slow, and I'd rather say that sentence again in ten years).",
    proofFollowUp:
      "The one I'd pick is Woonstichting Gouwestad in Gouda, a housing association with about 5,200 homes, mostly social rent, and their asset manager Ingrid Smulders. Before us their approach was to dig around 40 inspection pits a year at €3,500 each and otherwise wait (in 2021 they had to restore eighteen homes in one terrace in Gouda-Oost at about €95,000 each). They put 640 of their oldest homes on Paalwacht in 2022. In 2023 they dug six pits instead of forty, which saved €119,000 in a single year, and when a warning came in July 2023 for a block of 36 homes, the water board opened an infiltration valve within four days and the water came back above the piles. Ingrid now brings our dashboard to every meeting with the municipality (printed, on A3, which made Femke unreasonably happy).",
    customerWords:
      'Ingrid Smulders said it at a housing sector meeting in Utrecht last spring (I was sitting in the audience, it wasn\'t planned, I nearly fell off my chair): "For twenty years our foundation policy was waiting for the cracks." Then she put our July graph on the screen. We had four phone calls that afternoon (three housing associations and, for some reason, a church).',
    belief:
      "Almost everyone, including (I'm sorry to say) a lot of engineers, believes pile rot is a question of age: the houses are a hundred years old, the piles are at the end of their life, so the only answer is to replace foundations street by street at €100,000 a house. But wood that stays under water doesn't age in any way that matters (the Royal Palace on the Dam in Amsterdam has stood on 13,659 wooden piles since the 1650s). Rot is a water problem, not an age problem. Keep the water above the pile heads and most of those foundations can be left alone for another century. So I think this country is getting ready to spend billions replacing foundations it could mostly just keep wet.",
    update:
      "On 1 April 2025 we switch on what we call (internally, the name will change, Femke hates it) 'automatic top-up': in streets that have infiltration drains, our software can tell a small municipal pump to add water to the soil as soon as the level drops, instead of waiting for someone to read an email. The first street is in Krispijn, in Dordrecht, 48 homes, and we tested it there by hand through September and October last year (by me, on a bicycle, with my phone), and it kept the water within five centimetres of the target the whole time.",
    goal: "For these two weeks: we want twelve more housing associations or municipalities (Zuid-Holland, Utrecht, Noord-Holland, really anywhere with peat and old wooden piles) to join a free summer pilot before 1 June, because the dry season starts in May and there's no point putting loggers in the ground in September. The offer is concrete: we drill and install 25 loggers for free under the homes they worry about most, they get the dashboard free until 1 October, and if they don't find it useful we pull the loggers out and fill the holes (neatly, with the right paving stones, I'm strict about that). What I'd like readers to do is book a 30-minute call at paalwacht.nl/zomerpilot, or forward it to their asset manager, who is probably the one lying awake.",
    tone: "Sober, concrete, a bit dry (Dutch, in other words), with real numbers and real streets. Please don't frighten people: no photos of collapsed houses and no 'ticking time bomb', the people living in these streets are worried enough already. And no 'digital twin', 'smart city' or 'future-proof', because every consultant in The Hague says those and our readers stop reading. No emoji (a housing association director does not want a little house emoji from me).",
    other:
      "Hmm, that's not really my field (and I have a lot of fields, ask Femke), so I'd rather not guess.",
    repeat: 'I think we covered that already (at some length, I suspect), I have nothing to add to it.',
    pass: "That's honestly everything I have on that one, which for me is rare.",
  },
}

const trixie: Founder = {
  id: 'trixie-lola-ube',
  name: 'Trixie Magbanua',
  company: 'Lola Ube',
  style:
    'playful, emoji, caps and exclamation marks, a little Taglish (consumer brand: spreadable ube jam made from real Bohol ube)',
  description:
    'Beatriz "Trixie" Magbanua, a former flight attendant, founded Lola Ube in Tagbilaran City, Bohol, the Philippines, with her grandmother Dory\'s ube halaya recipe. Lola Ube makes spreadable ube jam from real Bohol ube bought from a farmers\' cooperative in Bilar at ₱60 a kilo, with no added colouring, cooked in a kitchen in Dauis. A 250 g jar costs ₱185; there are four flavours (Classic, Ube-Keso, Ube-Latik and Ube-Pili). It sells on Shopee, Lazada, its own website and in 240 pasalubong shops, cafés and groceries in the Visayas and Metro Manila, to young city dwellers, parents and Filipinos working abroad.',
  headline: '214,600',
  customerQuote: "It's better than mine, but don't tell my sisters.",
  goalKeywords: ['pre-order', 'Squeeze', 'Latik'],
  bannedWords: ['purple yam', 'exotic', 'guilt-free'],
  noEmoji: false,
  answers: {
    opening:
      "HELLOOO po!! 💜💜 Trixie here, from Bohol, Philippines 🇵🇭🏝️ I make LOLA UBE, the ube jam that tastes like your lola made it... because MY lola literally made it!! 👵💜 Ex-flight attendant, now full-time jam girl 😂✈️➡️🫙 Lola Dory is 84 and she's still our official taste tester, she rejects like one batch a month, she's RUTHLESS 😤 Okay game na, ask me anything!!",
    product:
      "So!! Lola Ube is ube halaya, the thick purple jam, but SPREADABLE 💜 Pandesal, toast, pancakes, ice cream, or just a spoon at 2am (no judgment 🥄😂). It's REAL Bohol ube from a farmers' coop in Bilar and ZERO food colouring, so it's a deep earthy purple, not highlighter purple 🖍️❌ Four flavours: Classic, Ube-Keso (CHEESE!! 🧀), Ube-Latik with little coconut caramel bits 🥥, and Ube-Pili with pili nuts 🌰 ₱185 for a 250g jar! We cook everything in our kitchen in Dauis in big kawa pans, stirred for 3 HOURS 💪 My arms used to be flight attendant arms, now they're UBE ARMS 💪💜",
    audience:
      "Honestly?? EVERYONE who grew up with a lola 😭💜 But mostly young people in Cebu and Manila, 20 to 35, who want the probinsya taste but don't have 3 hours to stir a pan lol 🏙️ Then moms who put it in the kids' baon 🎒 And OFWs!!! Filipinos abroad go CRAZY for it 🌏 Nurses in Dubai, seafarers, the titas in California, they ship it home-to-abroad in balikbayan boxes 📦✈️ Plus tourists in Bohol buy it as pasalubong after the Chocolate Hills 🍫⛰️ We're in 240 shops now, mostly Visayas and Metro Manila!!",
    problem:
      "Okay so the ube jam in most supermarkets is sadly NOT mostly ube 😩 A lot of it is camote or cassava with ube FLAVOUR and purple COLOURING 🎨 You can SEE it, it's like neon!! And the real homemade stuff only lasts a few days, so you can't ship it anywhere 😭 Meanwhile Bohol farmers grow AMAZING ube and the middlemen pay them like ₱35 a kilo 😔 So people abroad miss it, people in the city get the fake one, and the farmers get the short end. NOT OKAY 🙅‍♀️",
    story:
      "DECEMBER 8, 2020!! 🎄 I'd been grounded since March, no flights, no job, back home in Tagbilaran with Lola Dory. That day she made ube halaya for the fiesta of the Immaculate Conception, 3 hours of stirring in her old kawa, and guess who was on stirring duty (forced labour 😂). I put the extra in old peanut butter jars, took a cute photo on a banana leaf 🍃, posted it on Facebook just for fun... and woke up to 300 ORDERS!!! 😱😱 My titas, my batchmates, crew from my airline, some guy in Riyadh?? I was like LOLA WE HAVE A PROBLEM 😂",
    storyFollowUp:
      "Then it got SERIOUS 😅 Lola and I stirred for two weeks straight and my cousin delivered on his motorbike 🛵 In 2021 I went to the farmers' coop in Bilar and asked to buy their ube directly at ₱60 a kilo instead of ₱35 🙏 They thought I was scamming them lol!! The president, Manang Nida, made me eat lunch with everyone first 🍚 Then we rented a tiny kitchen in Dauis, got our FDA license in June 2022 (SO many forms 😭📋), and our first shipment to Manila left in August 2022, 1,200 jars, and yes I cried at the port 😭🚢",
    proof:
      "NUMBERS TIME!!! 📈💜 In 2024 we sold 214,600 jars!!! 🤯 62 farming families in Bilar sell their ube to us now, at ₱60 a kilo, almost DOUBLE what they got before 👨‍🌾👩‍🌾 We're in 240 shops, our Shopee rating is 4.9 ⭐ from 18,000 reviews, and 44% of online customers reorder within 3 months!! AND we hired 23 people in Dauis, mostly moms from the barangay 💪💜",
    proofFollowUp:
      'Kapehan ni Nonoy in Cebu City!! ☕ Nonoy Abellana runs it, a tiny café near the university, and before us he sold maybe 40 plain pandesal a day, like an afterthought 🥖😴 Then he started making ube-keso pandesal with our jam and a slice of cheese, ₱45 each... and now he sells 320 A DAY!!! 🤯🤯 Students line up before 7am!! He says it paid for his second espresso machine ☕☕ and he orders 60 jars every single week 🫙',
    customerWords:
      "My FAVOURITE message ever 💌 From Lola Pacing, 78, from Loay, who bought a jar at the pasalubong shop at the port and then CALLED our number (the landline!! 📞😂) to tell us: \"It's better than mine, but don't tell my sisters.\" 😂😂💜 I wrote it on the kitchen whiteboard and Lola Dory was SO offended, she said Pacing never could make halaya anyway 😤😂 Now it's printed on our packing tape!!",
    belief:
      "Everyone in the food business thinks people want ube to be BRIGHT NEON PURPLE 💜💡 so they add colouring to everything... BUT NO!!! Real ube is a deep, dusty, kinda brownish purple and our customers TRUST that colour more 🙌 In 2023 we made a brighter batch for a grocery chain and sales dropped 30%!! People aren't dumb, they know what their lola's halaya looks like 👵✨ Also, hot take: ube is NOT just dessert, it's BREAKFAST 🍞☀️",
    update:
      "NEW BABY ALERT 👶💜 On March 15 we launch the UBE-LATIK SQUEEZE!!! 🥥✨ Same jam in a little 90g squeeze pouch, ₱75, no spoon needed, perfect for baon AND for flying (under 100ml!! ✈️ my flight attendant brain made sure haha). It's resealable and we tested it with 50 kids in Tagbilaran: ZERO explosions in school bags 🎒💥❌",
    goal: 'Goal for the next 2 weeks: 3,000 PRE-ORDERS of the Ube-Latik Squeeze!!! 🎯💜 Go to lolaube.ph/squeeze, pre-order a 3-pack, and the first 3,000 get a FREE mini Classic jar in the box 🎁🫙 Pre-orders close March 10 and ship March 15!! And tag the friend who ALWAYS asks you for pasalubong 😂👀',
    tone: "HAPPY, warm, kilig, like the tita at the family reunion who brought the best dessert 🥳💜 Emoji YES (purple hearts especially 💜💜), caps YES, a little Taglish is okay!! But NEVER call it 'purple yam', it's UBE, we don't translate it 🙅‍♀️ No 'exotic' (it's not exotic, it's from our backyard!!) and no 'guilt-free' (there's sugar, we're honest lol 🍬). And don't make fun of lolas, they're the bosses 👵👑",
    other: 'Ay, not sure about that one 😅 my brain is 90% ube!!',
    repeat: 'Hala, I think I said that already!! 😂💜',
    pass: "Yun na, that's everything I've got on that 🙈💜",
  },
}

const nadia: Founder = {
  id: 'nadia-fair-return',
  name: 'Nadia Kowalchuk',
  company: 'Fair Return Manitoba',
  style:
    'civic nonprofit, warm, plain and careful (free tax-filing clinics that unlock benefits for people with low incomes)',
  description:
    "Nadia Kowalchuk, who spent nine years answering phones at the Canada Revenue Agency's call centre in Winnipeg, founded Fair Return Manitoba, a registered charity in Winnipeg, Canada. Trained volunteers prepare and file income tax returns for free, including missed returns for past years, for people with low incomes: newcomers, seniors, single parents, students, people with disabilities and people without a fixed address. Filing is what gives them access to the Canada Child Benefit, the GST/HST credit, the Guaranteed Income Supplement and Manitoba tax credits. It runs clinics at eleven locations (community centres, library branches and shelters) in the North End, West End, Point Douglas and downtown, plus phone appointments, and is funded by United Way Winnipeg, two credit unions, foundations and about 900 individual donors.",
  headline: '16,940',
  customerQuote: 'I thought taxes were for people with money.',
  goalKeywords: ['volunteer', 'training', 'tax'],
  bannedWords: ['the less fortunate', 'handouts', 'free money'],
  noEmoji: true,
  answers: {
    opening:
      "Hello, and thank you for having me. I'm Nadia Kowalchuk, founder and executive director of Fair Return Manitoba, a registered charity in Winnipeg. We help people with low incomes file their income tax returns for free, including the ones they missed in past years, because in Canada a tax return is how you get most of the benefits you're entitled to. Before this I spent nine years on the phones at the Canada Revenue Agency, so I've heard most tax questions at least once. Please go ahead.",
    product:
      "We run free tax clinics. People come to a community centre, a library branch or a shelter with whatever papers they have, and a trained volunteer prepares and files their return electronically, usually in about 40 minutes. If they have missed years, we file those as well; we can go back up to ten years. We help them set up direct deposit, and when a letter comes from the government afterwards, we help them understand it. For people who can't come in, we do appointments by phone. Nobody pays anything. To use the clinics, a household's income should be under about $35,000 for a single person or $45,000 for a couple, in line with the federal volunteer tax program's guidelines.",
    audience:
      "Most of the people we serve live in Winnipeg's North End, West End, Point Douglas and downtown. About a third are newcomers to Canada, many of them refugees from Afghanistan, Syria, Eritrea and Ukraine. Others are seniors on fixed incomes, single parents, students, people living with a disability, and people who are unhoused or staying in shelters. Many First Nations people who have moved to the city from northern communities come to us too. Our volunteers are retired accountants, university students, bank staff and a few of my former colleagues from the call centre. Our funders are United Way Winnipeg, two credit unions, several foundations and about 900 individual donors.",
    problem:
      "In Canada, most support for people with low incomes is delivered through the tax system. If you don't file a return, you don't receive the Canada Child Benefit, the GST/HST credit, the Guaranteed Income Supplement for seniors or the Manitoba credits, even if your income was zero. Many people don't know that. Some believe that with no income there is nothing to file. Some are afraid of government after bad experiences. Some have no fixed address, no ID or no computer. Paid preparers can charge $100 or more, and some offer 'instant refunds' that keep a large share. So the people who most need these benefits are the most likely to miss them.",
    story:
      "In February 2018 I was still at the call centre in Winnipeg. One morning I took a call from a woman of 71 who had been living on Old Age Security alone for six years. She had never received the Guaranteed Income Supplement, because she had stopped filing after her husband died; he had always done the taxes. She had missed close to $40,000. I could explain the rules to her over the phone, but I wasn't allowed to sit down with her and fill in the forms. When I hung up I couldn't stop thinking about how many people like her there were in this city. That evening I started writing down what a free clinic would need.",
    storyFollowUp:
      "In the spring of 2019 I ran our first clinic on Saturdays, in a church basement on Selkirk Avenue, with four volunteers: two retired accountants from my parish, a friend from the call centre, and my nephew, who was studying commerce at the University of Manitoba. We filed 212 returns that first season. Word spread through settlement workers and community organisations. In 2020 the pandemic pushed us onto the phone, which taught us how to help people who can't travel. We registered as a charity in 2021. Today we have five staff, about 140 volunteers each season, and clinics at eleven locations.",
    proof:
      "Since 2019 our volunteers have filed 16,940 tax returns, many of them back returns for past years. Those returns have brought people about $31.2 million in refunds and benefits, which we track from the notices of assessment people bring back to us; that's roughly $1,840 per return. Last season, in 2024, we filed 5,120 returns, and 38% of the people we helped had not filed for at least two years. It costs us about $62 to prepare a return, counting training, rent and software.",
    proofFollowUp:
      "I'll tell you about Hamid Rahimi, who has given his permission. Hamid came to Winnipeg from Afghanistan with his wife and four children at the end of 2021. For their first two years he worked part-time cleaning offices at night, and they didn't file returns, because he believed that with such a small income there was nothing to declare. So the family received no Canada Child Benefit for almost two years. A settlement worker sent him to our Selkirk Avenue clinic, and in March 2024 a volunteer filed returns for 2021, 2022 and 2023 for both parents. Within three months the family received about $38,000 in back benefits, and they now receive around $2,100 a month in the Canada Child Benefit. Hamid used part of it to pay for his Class 1 licence, and he now drives trucks for a Winnipeg company.",
    customerWords:
      'When Hamid came back to show us the first deposit, he said to Doreen, the retired bank manager who had done his returns: "I thought taxes were for people with money." Then he laughed and told us he had already told everyone at his mosque. The following Saturday eleven families from his community came to the clinic, and we still have new clients who begin with, "Hamid sent me."',
    belief:
      "Many people, including some in government, assume that people with low incomes who don't file are careless, or hiding something. In our experience that is almost never true. Most have simply never been told that filing with little or no income brings money in. I believe a tax return is the most important anti-poverty document in Canada, more important than most programs, because it is the key to the programs. A volunteer with a few evenings of training can do more for a family in 40 minutes than many programs manage in a year.",
    update:
      'On 3 March 2025 we are opening a phone and video clinic for people in northern Manitoba, together with two community organisations in Thompson and The Pas. Many people there drive for hours to reach a tax preparer, or pay one who keeps part of their refund. People will be able to book an appointment, mail or photograph their slips, and our volunteers in Winnipeg will file for them. We are starting with 400 appointments this season and will learn from those before we grow.',
    goal: 'We need 80 new volunteer tax preparers before the season begins. No accounting background is needed; we teach you everything. Training is four evenings in February, at the Millennium Library downtown or online, and after that we ask for one three-hour shift a week from March to the end of April. Volunteers who speak Dari, Pashto, Tigrinya, Arabic, Ukrainian, Cree or Ojibwe are especially welcome. Please sign up at fairreturnmb.ca/volunteer before 7 February.',
    tone: "Warm and plain. Please describe the people we help as neighbours who are owed money, not as charity cases. Don't use 'the less fortunate', 'handouts' or 'free money'; these benefits are their right, not a gift. No emoji. It's fine to be a little light about taxes, everybody dreads them, but never make fun of anyone for not knowing the rules. And please don't say anything negative about the CRA; many people who work there want the same thing we do.",
    other: "I'm afraid that's outside what I know, and I'd rather not guess.",
    repeat: "I think I covered that earlier. I don't have anything to add.",
    pass: "That's all I can tell you on that, I'm afraid.",
  },
}

const dani: Founder = {
  id: 'dani-tallyboard',
  name: 'Dani Kerrigan',
  company: 'Tallyboard',
  style:
    'raw voice transcript in rural Australian English: all lower case, fillers (um, uh, like, you know), false starts, repeated words, almost no punctuation, some numbers and the web address spoken (app for booking shearing teams and keeping the shed tally)',
  description:
    'Danielle "Dani" Kerrigan, a wool classer who grew up on a sheep property near Hay, founded Tallyboard in Hay, New South Wales, Australia, with her husband Luke Kerrigan, a shearing contractor, and the developer Josh Tran from Griffith. Tallyboard is a phone app on which sheep farmers post shearing jobs (number of sheep, shed, preferred dates) and shearing contractors pick them up on a map, roster their teams of shearers, shedhands, pressers and wool classers, keep the tally of sheep shorn by each shearer on a phone in the shed instead of a paper tally book (it works offline), and work out the team\'s pay. Farmers use it free; contractors pay 1.5 cents a sheep. It is used mainly in the Riverina, western New South Wales and north-western Victoria.',
  headline: '1,870',
  customerQuote:
    'i used to ring half the riverina to get one team an now i just press a button an put the kettle on',
  goalKeywords: ['contractors', 'spring', 'free'],
  bannedWords: ['agtech', 'Uber', 'seamless'],
  noEmoji: true,
  answers: {
    opening:
      'oh hi um yeah hi so im dani dani kerrigan um i run tallyboard which is uh its an app for shearing like for booking shearing teams an keeping the tally an that were out of hay in new south wales you know the riverina um sorry theres dogs barking thats just the dogs um yeah so i was a wool classer for like fourteen years before this an my husband luke hes a shearing contractor so shearing is basically like our whole life yeah ok go for it',
    product:
      'so how it works um right so a farmer puts up a job like i got 4,000 merino ewes um in the shed at such an such station wanna shear the week of the tenth or whatever an the contractors nearby they see it on a map an they can like they can grab it an then the contractor rosters his team in the app like whos shearing whos on the board the shedhands the presser the classer an um then in the shed instead of the tally book like the old paper book where every run you write down how many each bloke shore we do it on a phone on the wall an it works with no reception an at the end of the week it works out the pay like per hundred sheep um farmers dont pay anything its free for them an the contractors pay um one an a half cents a sheep so like fifteen bucks for a thousand sheep yeah',
    audience:
      'um so mostly shearing contractors like the blokes and um and women too theres heaps more women running teams now like teams of four to twenty shearers an theyre the ones who pay uh an then the farmers the graziers like the wool growers merino mostly out here um riverina western new south wales uh north west victoria an we got a few in the south australian mallee now an um a lot of the farmers are older you know like sixties an theyre not real big on apps but their kids or their wives usually set it up for them an then they love it honestly',
    problem:
      'so like shearing is um its a nightmare to book honestly like every farmer needs their sheep shorn at a certain time right before lambing or before the flies get bad an everyones ringing the same few contractors an the contractors are like juggling forty sheds on a whiteboard in the kitchen an then it rains an you cant shear wet sheep so the whole thing moves an um then a shed cancels an the team sits in the pub two days not earning an meanwhile like fifty k down the road theres a farmer whos been waiting three weeks an his sheep are getting flyblown you know so its not its not just not enough shearers its mostly like a mess of phone calls',
    story:
      'so it was um it was september twenty twenty one an i was classing at a shed out past um out past booligal an the team didnt show up like the whole team a different team not lukes um an theres like four thousand ewes in the yards an rain coming an the farmer um old mr doyle he was seventy four an he just sat down on the wool table an i reckon he was about to cry an he rang like eleven contractors that morning eleven an i was like theres got to be a better way than this an that night um back in hay i wrote the whole thing out on the back of a feed invoice like jobs on a map teams on a roster tally on a phone',
    storyFollowUp:
      'so then um i i didnt know how to build an app obviously so i went to uh a thing at the uni in wagga like a farm tech weekend at csu an i met josh um josh tran hes a developer from griffith whod done apps for fruit pickers an um he was like yeah ill do it an we built the first one over that summer an lukes team used it first like just his team for the autumn shearing in march twenty twenty two an the tally bit kept crashing cause theres no reception in half the sheds so josh made it work offline an then um by the end of twenty two we had like thirty contractors on it',
    proof:
      'um so last season like the twenty four season we had uh 186 contractors on it an 1,870 sheds booked through it like sheds not sheep an um that was like two point three million sheep tallied um an the thing im proudest of is uh the teams before were working like three days a week on average an now its like four point two days a week cause when a shed cancels the app fills it with another shed nearby an um the farmers waiting went from like eighteen days to like six days from when they want to shear to when the team turns up',
    proofFollowUp:
      'um the mcinnes family theyre out near booligal actually funny enough not far from mr doyle um fiona an rob mcinnes they run like 6,000 merinos an um in twenty twenty two their contractor just like didnt turn up came three weeks late an they lost um they lost like a hundred an forty ewes to flystrike an fiona was ringing everyone literally every contractor in the riverina an then in twenty three they put the job on tallyboard on a tuesday an um by thursday they had a team booked an the team turned up on the day an they were done in four days no flystrike nothing an fionas like our biggest uh she tells everyone at the field days',
    customerWords:
      'um yeah fiona fiona said to me at the hay show actually she said uh i used to ring half the riverina to get one team an now i just press a button an put the kettle on an i was like can i put that on the website an shes like yeah as long as you spell my name right haha',
    belief:
      'so everyone everyone in wool says like theres a shearer shortage like thats the big thing at every meeting um an yeah sure theres less shearers than there used to be but um what we see in the data is the teams are sitting around like a day or two a week not working cause of cancellations an bad planning so its not um its not only a shortage its a like a scheduling problem you know like if every team got from four days to five days thats like twenty five percent more sheep shorn with the same people',
    update:
      'um so next thing is on the first of july like the new financial year were launching um pay slips an super an all that inside the app so the contractor doesnt have to like type the tally into the accounting software every friday night which um which luke did for like ten years an he hated it an uh also wool classers can do their bale specs in it too which is my bit cause im a classer haha',
    goal: 'so for the two weeks um what i want is fifty new shearing contractors signed up before spring shearing starts like august september um an the offer is uh their first season is free like totally free no cents per sheep nothing till next year an um well come out an set it up with them in the shed like me or josh will drive out so um they just go to tallyboard dot com dot au slash contractors an put their number in an ill ring them like ill ring them myself',
    tone: 'um just like normal like how people talk out here you know not like um not like a city ad an dont do the crocodile dundee thing please like no gday mate stuff um an dont say agtech an dont say uber like uber for shearing i hate that an dont say seamless nothings seamless in a shearing shed haha an no emojis',
    other: 'oh um i dunno to be honest thats not really my thing',
    repeat: 'um yeah i think i already said that one',
    pass: 'um no thats yeah thats about all i got on that',
  },
}

const rosalba: Founder = {
  id: 'rosalba-milpa-directa',
  name: 'Rosalba Hernández Cruz',
  company: 'Milpa Directa',
  style:
    'non-native English with the slips of a Mexican Spanish speaker: "I have 36 years", dropped subject pronouns ("is very simple"), adjective after noun ("the corn native"), "say me"/"explain you", wrong prepositions, "actually" for "currently", "more cheap" (fresh masa from native corn bought directly from Oaxacan farmers, for neighbourhood tortillerías)',
  description:
    'Rosalba Hernández Cruz, a food engineer who grew up in a corn-farming family near Tlaxiaco in the Mixteca region of Oaxaca and worked for eight years at an industrial corn-flour plant, founded Milpa Directa in Guadalajara, Jalisco, Mexico, with her cousin Efraín Cruz, an agronomist. Milpa Directa buys native (landrace) blue, red, yellow and white corn directly from 312 smallholder families in the Mixteca, paying 9 pesos a kilo instead of the 4 to 5 pesos intermediaries pay, nixtamalises it with lime, grinds it on stone mills and delivers fresh masa every morning to neighbourhood tortillerías and restaurants in the Guadalajara metropolitan area at 19 pesos a kilo.',
  headline: '486',
  customerQuote: "Before, people called it the tortillería on the corner. Now they call it Leticia's.",
  goalKeywords: ['tortillerías', 'masa', 'free'],
  bannedWords: ['gourmet', 'superfood', 'ancestral'],
  noEmoji: false,
  answers: {
    opening:
      'Hello, good afternoon! My name is Rosalba Hernández Cruz, I have 36 years and I am the founder of Milpa Directa, here in Guadalajara, Mexico. We buy the corn native directly to the families in the Mixteca of Oaxaca, where I was born, and we make fresh masa every morning for the tortillerías of the city. Before this I was working eight years in a big factory of corn flour, so I know very well the two sides, the milpa and the industry. Excuse me for my English, I learned it in the work. Please, you can ask me.',
    product:
      'Is very simple, but is not easy. We buy the corn native, blue, red, yellow and white, directly to 312 families in the Mixteca, and we pay them 9 pesos the kilo. Then the corn travel to our plant in Guadalajara, and there we make the nixtamal, this is the old process with lime, the cal, like our grandmothers make it, and we grind it in stone mills. Every morning at five we deliver the fresh masa to the tortillerías and restaurants, and they make the tortillas in their own machine. The masa cost 19 pesos the kilo for them. Also we give them a sign for the window that say from which town is the corn.',
    audience:
      'Our clients are principally the tortillerías of the neighbourhood, the small ones, of family, in Guadalajara, Zapopan and Tlaquepaque. In Guadalajara exist more of four thousand tortillerías, and the majority use industrial flour. Also we sell to restaurants and taquerías that want a better tortilla. The owners normally are persons of 40, 50 years, very practical, they count every peso. And of course the other side are the farmers, the families in the Mixteca, many of them are women, because the men are working in United States.',
    problem:
      'In Mexico we eat tortilla every day, but the majority of tortillas now is made with industrial flour of hybrid corn, many times imported. The taste is not the same, and the tortilla is hard in one hour. In the other side, in the Mixteca the families still grow the corn native, more than 60 varieties, but the intermediaries, we say them coyotes, pay 4 or 5 pesos for kilo, and this is not enough for live, so the young people leave and stop to plant. If nobody buy this corn, in twenty years it disappear. And the tortillerías are losing clients with the supermarkets, because all the tortillas are the same, so people buy the more cheap.',
    story:
      'Was November of 2019. I went to visit my father in his milpa near Tlaxiaco for the Día de Muertos. The coyote arrived with his truck and offered him 4 pesos 50 for kilo of his blue corn, and my father accepted because he need the money. Two weeks after, in Guadalajara, I was in a restaurant in Providencia with my colleagues of the factory, and they sell three tacos of blue tortilla for 180 pesos. I made the calculation in my phone: in this plate is maybe 6 pesos of corn. I did not sleep this night. I was thinking, somebody must to connect these two places, and I know how to make masa.',
    storyFollowUp:
      'In 2020 I convinced my cousin Efraín, he is agronomist and he still live in Tlaxiaco, and we started with 2 tonnes of corn of my father and his neighbours. I left the factory in August 2020, that was a difficult decision, my mother cried. We rented a small molino in Tlaquepaque with one stone mill, and I was going myself with my car to the tortillerías for offer the masa. The first eleven said no. The twelve, Doña Leticia, said yes, only for try. In 2021 we were 14 tortillerías, and in 2022 we bought a truck for bring the corn from Oaxaca.',
    proof:
      'In 2024 we bought 486 tonnes of corn native to 312 families of the Mixteca. We paid them 9 pesos the kilo, it is the double of what pay the coyote, so in total was more of 4.3 million pesos that went directly to the families. Actually we deliver to 73 tortillerías and 41 restaurants in Guadalajara. And the tortillerías that sell our masa, they sell in average 28% more kilos of tortilla than before, because the people come from other neighbourhoods.',
    proofFollowUp:
      'The best example is Doña Leticia Ramos, of Tortillería La Güera in the colonia Santa Teresita, she was my first client. Before, she was selling 180 kilos of tortilla for day, all of industrial flour, and every year was less, because of the convenience stores and the supermarket in the corner. In 2021 she started with our blue masa, only 20 kilos for day. Now she sell 260 kilos for day, 40% is of corn native, and the blue tortilla she sell it at 32 pesos the kilo, not 24. She contracted two more persons, and her son, who was working in a call center, now is working with her.',
    customerWords:
      'Doña Leticia said me something one morning when I arrived with the masa, at six of the morning, I remember because was raining: "Before, people called it the tortillería on the corner. Now they call it Leticia\'s." For me this is everything. She put in the wall a photo of the family of Don Aurelio, the farmer who grow her blue corn, and now her clients ask her about him.',
    belief:
      'Many people think the corn native is for luxury, for the restaurants of chefs and for the tourists, and that the normal people only want the tortilla more cheap. I think is the opposite. The tortilla is the one product that every Mexican family buy every day, so the tortillería of the neighbourhood is the best place for save the corn native, not the restaurant expensive. The people of the colonia pay 8 pesos more for kilo without problem when they taste the difference. They are not stupid, they grew up with this taste, their grandmothers make it.',
    update:
      'On 17 of February we open our new plant in Zapopan. It have four stone mills and can make 6 tonnes of masa for day, three times more than now. Also it have a small space where the tortilleros can come and learn to work with masa of corn native, because is different than flour, it need more water and more care. With this plant we can arrive to 150 tortillerías in this year.',
    goal: "In this two weeks we want 25 new tortillerías in Guadalajara, Zapopan, Tlaquepaque or Tonalá that try our masa. The offer is: the first 50 kilos of masa are free, with delivery in the morning, and we give them the sign for the window and one training in the new plant. Only they must to register before 28 of February in milpadirecta.mx/prueba. And if you are not tortillero but you have a tortillería favourite in your neighbourhood, please send them this link, many owners don't use much the internet.",
    tone: "Simple and warm, with respect for the farmers and for the tortilleros, they work very hard, they wake up at four. Please don't write 'gourmet', 'superfood' or 'ancestral', this words are for sell expensive things to tourists, and we are not that. Emojis is okay, one or two, a corn 🌽 is good, but no sombrero and no cactus please, we are not a cliché. And write the Spanish words correct, with the accent: tortillería, Doña Leticia.",
    other: "Sorry, this I don't know very well, I prefer not to invent.",
    repeat: 'I think I explained you this already.',
    pass: "About this I don't have more, sorry.",
  },
}

const rui: Founder = {
  id: 'rui-ricochet',
  name: 'Rui Carvalho',
  company: 'Ricochet',
  style:
    'terse indie hacker: fragments, very short answers, numbers, no pleasantries (solo SaaS that recovers failed Stripe subscription payments)',
  description:
    "Rui Carvalho, a self-taught developer, runs Ricochet on his own from Porto, Portugal. Ricochet connects to a software company's Stripe account and recovers failed subscription payments: it retries cards at the times they are most likely to succeed, sends short plain-text emails from the founder's own address, and hosts a one-click page for updating the card. It costs €39 a month for companies recovering under €10,000 a month and €129 a month above that. Its customers are small software-as-a-service businesses of one to ten people, mostly in Europe and the United States.",
  headline: '1,412,000',
  customerQuote: 'Paid for itself before my coffee got cold.',
  goalKeywords: ['Stripe', 'free', 'PORTO100'],
  bannedWords: ['AI-powered', 'hustle', 'passive income'],
  noEmoji: true,
  answers: {
    opening: 'Hi. Rui Carvalho, Porto. I make Ricochet. Saves failed Stripe payments for small SaaS.',
    product:
      "Plugs into Stripe. Retries failed cards at better times. Plain-text emails from the founder's address. One-click card update page. €39/mo. €129 if you recover over €10k/mo.",
    audience:
      'Small SaaS. 1-10 people. €2k-€80k MRR. Mostly EU and US. Founders who still do billing themselves.',
    problem:
      'Cards expire, get cancelled, hit limits. 5-9% of MRR fails every month. Default Stripe emails get ignored. Money just leaks out.',
    story:
      'March 2022. Café on Rua de Cedofeita, Porto. My first SaaS lost 9% of MRR to expired cards in one month. Wrote the fix that weekend.',
    storyFollowUp:
      'Posted it on Indie Hackers, April 2022. 30 signups in a day. Killed the first SaaS. Full-time on Ricochet since September 2022. Still solo.',
    proof:
      '2024: €1,412,000 recovered for 610 customers. 41% of failed payments saved. Ricochet MRR €14,200. Monthly churn 2.1%.',
    proofFollowUp:
      'Formtide. Form builder, two founders, Lyon. Was losing ~€2,300/mo to failed cards. Now recovers ~€1,650/mo. Setup took 8 minutes.',
    customerWords:
      'Claire Dubois, co-founder, Formtide. Tweet, June 2024: "Paid for itself before my coffee got cold." Pinned it.',
    belief:
      "Dunning emails with logos and big buttons don't work. One plain sentence from a human gets 3x the replies. Uglier wins.",
    update: 'SMS nudges. Ships 12 May. Opt-in. EU numbers first.',
    goal: '100 new installs in two weeks. First month free, code PORTO100. ricochet.dev/start.',
    tone: "Dry. Short. Numbers. No 'AI-powered', no 'hustle', no 'passive income'. No emoji.",
    other: 'No idea.',
    repeat: 'Said that.',
    pass: "That's it.",
  },
}

export const freshFounders9: Founder[] = [joost, trixie, nadia, dani, rosalba, rui]
