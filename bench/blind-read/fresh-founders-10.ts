// An eleventh held-out set, written by a helper that never saw the product's code, used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const aino: Founder = {
  id: 'aino-vuotovahti',
  name: 'Aino Kettunen',
  company: 'Vuotovahti',
  style:
    'long, rambling answers with asides in brackets and digressions (B2B: acoustic sensors and software that find leaks in district heating networks by listening to the pipes at night)',
  description:
    "Aino Kettunen, who spent twelve years as a network engineer at the municipal energy company in Oulu, founded Vuotovahti in Oulu, Finland, in August 2019 with the acoustics researcher Mikko Halonen from the University of Oulu. Most Finnish towns are heated by district heating: hot water pumped from a plant through buried pipes to every building. Vuotovahti clamps small battery-powered acoustic sensors magnetically onto the valves in the network's underground valve chambers; between 2 and 4 a.m., when the town is quiet, they listen for the hiss of escaping water and send the recordings over the mobile network, and the software compares the sound arriving at neighbouring sensors to locate a leak to within a metre or two, long before steam, melted snow or the water bill give it away. Utilities pay €1,150 per kilometre of monitored pipe per year, sensors included. Its customers are municipal energy companies in Finland and, since October 2024, one in Sweden.",
  headline: '1,286',
  customerQuote: 'We used to find our leaks by looking for where the snow melted first.',
  goalKeywords: ['survey', 'leaks', 'sensors'],
  bannedWords: ['game-changer', 'smart grid', 'cutting-edge'],
  noEmoji: true,
  answers: {
    opening:
      "Hei, hello, good to meet you (I'm calling from the car, parked next to a valve chamber in Kaakkuri, so if you hear a lorry that's not me eating). Aino Kettunen, I'm the founder of Vuotovahti, which is Finnish for something like 'leak watch' (our marketing consultant wanted a name foreigners can pronounce, we ignored him, possibly a mistake). We're in Oulu, in the north of Finland, and we find leaks in district heating pipes by listening to them at night. Before this I was a network engineer at the energy company here for twelve years, which mostly meant standing in holes in the ground in January, so I'm very happy to talk about pipes for as long as you'll let me.",
    product:
      "So, district heating first, because outside the Nordics people look at me blankly (in Finland it heats about half of all homes): a plant heats water to somewhere between 70 and 115 degrees and pumps it through insulated steel pipes under the streets to every block of flats. Our part is a sensor about the size of a coffee mug (a small one, an espresso cup really, Mikko will say I'm exaggerating) that we stick with a magnet onto a valve down in the valve chamber. Between 2 and 4 in the morning, when there are no buses and no trams (Oulu has no trams, but you understand), every sensor records the sound in the pipe and sends it over the mobile network. A leak hisses, a very particular hiss, and because the sound reaches the two nearest sensors at slightly different times, the software can work out where between them it is, usually within a metre or two. The utility gets a map with a cross on it, and an estimate of how bad it is. They pay €1,150 per kilometre of monitored pipe per year, and that includes the sensors and the batteries (which last about six years, in theory, and about four if the chamber floods, which they do).",
    audience:
      "Municipal energy companies, mostly (in Finland almost every town of any size has one, about 150 of them, some with 40 kilometres of pipe and some with 1,500). The person we talk to is the network manager, the one who gets the phone call at 3 a.m. when a block of flats has no heat, and behind them the CFO, who looks at how much water they have to keep pumping in to make up for what leaks out (the 'make-up water', it's the number that tells you that you're losing water but not where). We're in 23 utilities across Finland, from Rovaniemi down to Lahti, and since October one in Sweden, in Luleå (our first customer where I have to do meetings in English and Swedish at the same time, which is its own kind of leak).",
    problem:
      "A district heating network is a big closed loop of very hot water, and when a pipe starts leaking under the asphalt, nobody sees it. The hot water wets the insulation, the insulation stops working, the steel corrodes from the outside, the leak gets bigger, and you're pumping heat into the soil (and paying for it). Usually you find out one of three ways: the make-up water figure creeps up (which tells you there's a leak somewhere in 200 kilometres, thank you very much), steam comes out of a drain, or in winter there's a strip of street where the snow melts before the rest of the street (honestly, that's the main method, in 2025). Then a crew digs exploratory holes, often in frozen ground, at six to nine thousand euros a hole, and a good share of them find nothing. And if you're unlucky the pipe breaks properly at minus thirty, and a whole neighbourhood loses its heat.",
    story:
      'It was 14 January 2019, a Monday (I remember because Mondays were my on-call days), minus 31 in Oulu, and at about half past five in the morning a main pipe split under a street in Tuira, just across the river from the centre. Around 3,000 people had no heating for eleven hours (we put up warming buses, there was an old man who refused to leave his flat and sat in his coat with his cat, we brought him a heater and he gave us coffee). When we finally dug it out, the leak had clearly been there for months (the insulation was black and wet for twenty metres in both directions). And I remember standing in that hole thinking: this pipe was making a noise all autumn, somebody just needed to be listening.',
    storyFollowUp:
      "The listening part I couldn't do myself (I'm a pipes person, not a sound person), but my neighbour's son, Mikko Halonen, was doing a PhD at the University of Oulu on listening to paper machines (yes, paper machines, they make a particular noise before a bearing fails, it's a very Finnish research topic). In spring 2019 we borrowed eight of his sensors, I climbed down into valve chambers in Kaakkuri on my own evenings (with permission, more or less), and within three weeks the recordings showed two leaks that nobody knew about. We founded Vuotovahti in August 2019, I left the energy company that December, and the first paying customer was a small utility in Kemi in November 2020, which is where the story with Sari comes from. The first winter, a third of the sensors died because of condensation (we now seal them in a way I'm not allowed to describe, Mikko is very protective).",
    proof:
      "Today we listen to 1,286 kilometres of district heating pipe, for 24 utilities, with 3,940 sensors. In the heating season from October 2023 to April 2024 we located 417 leaks, and for 88% of them the crew found the leak within a metre and a half of where we said it would be (the other 12% were within five metres, mostly in old chambers with strange echoes). On average we found them 41 days before there was any other sign, steam or snow or the water figure. Across the customers who have been with us for at least a full season, make-up water has dropped by 37% on average, and exploratory holes that found nothing (the 'dry holes', as the crews call them, with feeling) went from about one in three to about one in twenty.",
    proofFollowUp:
      'The one I always tell is Perämeren Lämpö, the municipal heating company in Kemi, up at the top of the Gulf of Bothnia, 212 kilometres of pipe, and their network manager Sari Niskanen. Before us, in a winter month they had to pump in around 2,600 cubic metres of make-up water, and in 2021 they dug 31 exploratory holes to hunt for leaks, twelve of which found nothing at all (at about €7,000 each, in ground frozen to a metre and a half). They put Vuotovahti on their whole network in November 2022. Last winter their make-up water was down to around 980 cubic metres a month, they dug 14 holes instead of 31, and only one of them was dry. And in December 2023 we caught a leak under the road in front of the hospital (the central hospital, yes) that they fixed over a weekend before it could turn into another Tuira.',
    customerWords:
      'Sari said it at the Finnish Energy district heating days in Helsinki last autumn (in Finnish, so this is my translation, and I\'m making her sound slightly more polite than she is): "We used to find our leaks by looking for where the snow melted first." Half the room laughed and the other half wrote it down (the half who wrote it down were the ones who still do exactly that). We got nine meeting requests in the coffee break, which for Finns is practically a stampede.',
    belief:
      "Nearly everybody in this business believes the time to deal with leaks is summer: the ground is soft, the crews are free, the heat demand is low, so you plan your surveys and digging for June to August. I think it's completely backwards for finding them (fixing them, fine, summer is nicer). In summer the network runs at low temperature and low pressure, so a small leak barely makes a sound. In January, at 3 a.m., at minus 25, the water is at its hottest, the pressure is at its highest and the city is at its quietest, so a leak the size of a pencil sings. Listen in the worst weather, dig in the best weather. That's the whole company, really (Mikko says that's too simple, Mikko is probably right, but it's still true).",
    update:
      "On 10 March 2025 we released leak sizing (the working name was 'how bad is it', which I preferred): the software now estimates how many litres an hour each leak is losing, from the loudness and the pitch of the hiss and the pipe diameter. That matters because the big question for a network manager in February is whether to dig now, through frozen ground at three times the cost, or wait until May. We tested it against 62 leaks in Kemi and Kajaani last winter, where the crews measured the loss after they opened the pipe, and in 54 of them we were in the right size band.",
    goal: "For these two weeks: we want eight more utilities (Finland or Sweden, Norway too if anyone there is reading) to sign up for a free spring listening survey before the ground thaws. The offer: we come and put 40 sensors into the valve chambers on their oldest 15 kilometres of pipe, we listen for four weeks, and they get a written list of every leak we find, with a location and a size, in time for the summer digging season. It costs them nothing, and if they want to keep the sensors afterwards, fine, if not we take them away (and close the chamber lids properly, I'm very strict about lids). What I'd like readers to do is book a call at vuotovahti.fi/kartoitus, or forward it to their network manager, who is probably the one reading it at 3 a.m. anyway.",
    tone: "Calm, practical, specific, with real numbers and real places. Engineers and network managers read this, so please no hype: don't write 'game-changer', 'smart grid' or 'cutting-edge', we put a microphone on a pipe, it's not a moon landing. No emoji. And please no sauna jokes and no reindeer (every article about a northern company has a reindeer in it, I have seen exactly one reindeer in Oulu this year and it was eating a hedge).",
    other:
      "That's outside my pipes (quite far outside, actually), so you'd get nothing useful from me there.",
    repeat: "We've been over that one already (twice, if you count my digressions), so I'll leave it there.",
    pass: "I've run dry on that one (which, for someone who works on leaks, is nearly a joke).",
  },
}

const ama: Founder = {
  id: 'ama-sleepy-ama',
  name: 'Ama Serwaa Mensah',
  company: 'Sleepy Ama',
  style:
    'playful, emoji, caps and exclamation marks, a little Ghanaian slang (consumer brand: wax-print bonnets and pillowcases lined with satin and silk to protect hair while sleeping)',
  description:
    'Ama Serwaa Mensah, a former bank teller, founded Sleepy Ama in Dansoman, Accra, Ghana, in October 2020. Sleepy Ama makes reversible sleep bonnets with a wax-print cotton outside and a double layer of satin inside, plus mulberry-silk bonnets and silk pillowcases, which protect braids, locs, natural hair and silk presses from friction and dryness at night. A classic bonnet costs GH₵ 95, a silk bonnet GH₵ 260 and a silk pillowcase GH₵ 150. Everything is sewn by 18 seamstresses in a workshop in Kaneshie, Accra. It sells on Instagram, TikTok Shop, its own website, through 61 hair salons in Ghana, and to the Ghanaian diaspora in the UK and the US.',
  headline: '47,350',
  customerQuote: 'Now the silk press lasts longer than the situationship.',
  goalKeywords: ['pre-order', 'Sunday Set', 'delivery'],
  bannedWords: ['tribal', 'nappy', 'unruly', 'Afro-chic'],
  noEmoji: false,
  answers: {
    opening:
      'HELLOOO!! 👋🏾💕 Ama here, from Accra, Ghana 🇬🇭 I make SLEEPY AMA bonnets, the ones your hair will THANK you for in the morning 😴👑 Ex-bank teller, now full-time bonnet queen 🏦➡️🧵 Chale, ready when you are!! Ask me anything!!',
    product:
      'Okay so!! Sleepy Ama bonnets are REVERSIBLE 🔄 Outside is proper wax print, the loud colourful one your mum has in her wardrobe 😂🌺 Inside is DOUBLE satin, so your hair slides instead of rubbing and it keeps the moisture IN 💧 Braids, locs, twists, wash-and-go, silk press, we protect them ALL 🙌🏾 Classic bonnet is GH₵ 95, the fancy one in real mulberry SILK is GH₵ 260 ✨ and silk pillowcases are GH₵ 150 for the girls who pull their bonnet off in their sleep (we see you 👀😂) And the elastic is WIDE and soft, so no forehead line when you wake up!! No dent!! 🙅🏾‍♀️',
    audience:
      'Basically ANYBODY with hair they care about 💁🏾‍♀️ Mostly women 18 to 40 in Accra, Kumasi and Tema who spend real money at the salon, like GH₵ 600 on braids, and want them to LAST 💸 Mums buying matching ones for their daughters 👩🏾‍👧🏾 And the diaspora!! Our sisters in London and Houston and the Bronx order them and say they remind them of home 🥹✈️ Also 61 salons stock us now, the stylists sell them right after your hair is done, genius marketing honestly 😂💇🏾‍♀️',
    problem:
      "Soooo you spend 8 HOURS in the salon chair 😩 and then you sleep on a cotton pillowcase and it just DRINKS all the moisture and rubs your edges off 😭 Most bonnets in the market are cheap polyester that slips off by 2am, and you wake up with the bonnet on the floor and your hair looking like you fought somebody 🥊😂 And the nice bonnets are all imported and cost like £30, and they're plain black, boring!! 🖤 So people either waste money on hair every two weeks or they hide ugly bonnets when visitors come 🙈",
    story:
      "It was 3 OCTOBER 2020!! 📅 I had just done a silk press, GH₵ 350, paid with my own bank-teller salary 😤 I slept in a GH₵ 15 bonnet from Makola market, woke up, bonnet on the floor, hair FINISHED 😭😭 I literally cried in my aunt's house in Dansoman. Then I looked at her old sewing machine in the corner 👀🧵 and her pile of wax-print offcuts... and some satin from a bridesmaid dress I never wore again 😂 Made my first bonnet that NIGHT 🌙✨",
    storyFollowUp:
      'Posted a video of it on TikTok, just me spinning around in it 💃🏾 and woke up to 40 DMs asking HOW MUCH 😳📲 My aunt Efua helped me sew the first 200 on weekends, at the dining table, with the generator on because, you know, dumsor 😂⚡ I resigned from the bank in June 2021 (my mum did NOT talk to me for a week 🙊) Now we have a proper workshop in Kaneshie with 18 seamstresses and AUNTY EFUA IS THE BOSS OF IT 👑🧵',
    proof:
      "We have sold 47,350 bonnets since 2020!!! 🎉🎉 Plus 9,800 silk pillowcases 🛏️ 4.9 stars from over 3,100 reviews ⭐⭐⭐⭐⭐ And 38% of our customers come back and buy AGAIN, usually one for their sister 😂💕 We're in 61 salons across Ghana and we ship to the UK and US every Tuesday and Friday ✈️📦",
    proofFollowUp:
      "Okay my FAVE story 😍 Naa Adjeley Quaye, she owns Naa's Crown Studio in Tema, Community 11 💇🏾‍♀️ Before us her clients would come back FOUR days after a silk press, frizzy, angry, asking for a free redo 😤 She was doing like 10 free touch-ups a month!! In 2023 she started giving every silk-press client a Sleepy Ama bonnet with the hairdo. Now the press lasts 10 to 12 days, free redos are almost ZERO, and she sells 70 bonnets a month on top 🤑 Her rebooking went way up because clients trust the result!!",
    customerWords:
      'Naa posted a TikTok with one of her clients, and the caption was literally: "Now the silk press lasts longer than the situationship." 💀💀😂 I SCREAMED!! It got like 310,000 views and we sold out of the pink print in two days 🩷🏃🏾‍♀️ We printed it on our delivery bags now, she said yes of course 😂',
    belief:
      "Hot take 🔥 Everybody thinks looking after your hair is about PRODUCTS. Oils, creams, the GH₵ 200 leave-in from abroad 🧴 But honestly most of the damage happens while you're SLEEPING, 8 hours rubbing on a cotton pillow!! 😴 So the cheapest hair product you'll ever buy is a good bonnet!! And ALSO, a bonnet shouldn't be something you hide when the delivery guy knocks 🙈 Ours are cute enough to open the door in, to go and buy kelewele in, I said what I said 💅🏾",
    update:
      "NEW BABY ALERT 🍼🎀 On 1 March 2025 we launched SLEEPY AMA MINI, bonnets for kids from age 2 to 12!! Extra soft elastic so it doesn't squeeze their little heads, and matching prints so mummy and daughter can twin 👩🏾‍👧🏾💕 The first 1,000 sold out in 9 days!!! Restock is coming, I promise 🙏🏾",
    goal: "BIG NEWS 🚨 We're opening PRE-ORDERS for THE SUNDAY SET!! 🛏️✨ It's a silk bonnet + silk pillowcase + satin scrunchie in our new Kente-inspired gold print, GH₵ 380 for the set 💛 In these two weeks we want 500 pre-orders, and the first 500 get FREE delivery anywhere in Ghana and a free MINI bonnet for a little one 🎁🚚 Pre-order at sleepyama.com.gh/sunday before 30 April!! Tag your sister, your bestie, your mum, EVERYBODY 📣💕",
    tone: "FUN!! Like talking to your bestie on a Saturday, with emojis and caps, a little Ghanaian slang is fine (chale, abi) 😂 But please respect the hair!! Don't ever say 'nappy' or 'unruly', our hair is not a problem to fix 🙅🏾‍♀️ And no 'tribal' or 'Afro-chic' for the prints, it's wax print, just say wax print 💅🏾 And don't make it sound like a sad 'empowerment' ad, we're here to have fun and sleep well 😴💕",
    other: 'Ei, that one is above my pay grade 🤷🏾‍♀️😂',
    repeat: 'I think I told you that already oo 😅',
    pass: "That's all I've got on that one!! 🙏🏾",
  },
}

const maire: Founder = {
  id: 'maire-clare-lifts',
  name: 'Máire Considine',
  company: 'Clare Lifts',
  style:
    'civic nonprofit, gentle, plain and matter-of-fact (volunteer drivers who take older people in rural County Clare to hospital appointments)',
  description:
    "Máire Considine, who delivered the post around west Clare for 26 years, founded Clare Lifts, a registered charity based in Kilrush, County Clare, Ireland. Volunteer drivers use their own cars to take older people, and anyone else who cannot get there otherwise, from rural west and north Clare to hospital and clinic appointments in Ennis, Limerick and Galway, and bring them home. Passengers book by phone and pay nothing; drivers are repaid mileage at 40 cent a kilometre and covered by the charity's insurance. Since March 2025 it also runs one wheelchair-accessible minibus. It is funded by a health service community grant, Clare County Council, a local credit union, and fundraising such as a St Stephen's Day swim at Kilkee.",
  headline: '21,650',
  customerQuote: "I'd stopped asking my son, because I could hear him looking at his watch.",
  goalKeywords: ['volunteer', 'drivers', 'Clare'],
  bannedWords: ['the elderly', 'vulnerable', 'lonely'],
  noEmoji: true,
  answers: {
    opening:
      "Hello there, thank you for asking me. I'm Máire Considine, and I set up Clare Lifts, a small charity in Kilrush, in County Clare, on the west coast of Ireland. We have volunteers who drive people from the countryside to their hospital appointments and bring them home again. Before this I was a postwoman around west Clare for 26 years, so I know most of the roads and a good many of the kitchens. Go ahead whenever you're ready.",
    product:
      "It's very simple really. Someone has an appointment, say at the eye clinic in Limerick or the cancer day ward in Galway, and they ring our phone line in Kilrush, which is answered from eight in the morning to six in the evening, Monday to Friday. We find a volunteer driver who lives near them. On the day the driver collects them at their own door, takes them in, waits with them or nearby, and brings them home. The passenger pays nothing. The driver uses their own car, we pay them back 40 cent a kilometre, and they're covered by our insurance. Since March we also have one wheelchair-accessible minibus for people who can't get into an ordinary car.",
    audience:
      "Most of our passengers are over 70 and live on their own or with a husband or wife who doesn't drive any more, out in places like Carrigaholt, Cree, Doonbeg, Kilmihil and the Loop Head peninsula. Some are younger people going for dialysis or chemotherapy who can't drive afterwards. Our drivers are mostly retired: farmers, teachers, a couple of former gardaí, and a few younger people who work shifts and have a free weekday. The people we need to reach are those drivers, and also the families, sons and daughters in Dublin or abroad who worry about a parent at home in Clare.",
    problem:
      "Rural Clare has very little public transport. From most villages in the west there might be one bus a day, or two a week, and it doesn't go near the hospital. University Hospital Limerick is more than 80 kilometres from Kilrush, and Galway is further. A taxi there and back costs €150 or more. So people rely on family, and many families have moved away or are working. What happens then is people quietly miss appointments, or cancel them, or stop asking to be referred. A missed eye injection or a missed cardiology check can mean losing your sight or ending up in the emergency department months later.",
    story:
      "It was the first week of March 2018, just after Storm Emma, when the snow had shut the county for days. I was on my round near Carrigaholt and I brought a letter to Tom Haugh, a retired fisherman, who was 81. It was from the hospital in Limerick, telling him he had missed his heart clinic appointment for the second time. He told me the only bus left Kilrush at ten past seven in the morning and didn't come back until the evening, and he couldn't manage it. On my day off, 8 March, I drove him to Limerick myself. On the way home I counted the houses on my round where I knew there was nobody to drive, and I got to 23 before we reached Kilrush.",
    storyFollowUp:
      'I asked around at Mass and in the GAA club, and six retired people in Kilrush said they would drive if someone organised it. We started that May with a notebook and my own mobile phone, and in the first year we did 640 journeys. In 2019 we registered as a charity, and Clare County Council gave us the use of a small office over the library in Kilrush. I retired from the post in 2020, which was just as well, because that was when the phone really started ringing. We now have a coordinator, a part-time bookkeeper and 96 volunteer drivers.',
    proof:
      'Since May 2018 our volunteers have made 21,650 journeys, for 1,340 different passengers, and driven about 2.4 million kilometres. Last year, 2024, we made 5,480 journeys. When we surveyed our regular passengers, 1 in 5 said they had missed at least one hospital appointment in the year before they started with us because they had no way of getting there; in 2024 we know of 31 missed appointments out of 5,480 journeys, mostly because of illness on the day. A journey costs us about €31 on average, counting mileage, insurance and the phone line.',
    proofFollowUp:
      "I'll tell you about Bridie Nagle, who is 83 and lives outside Carrigaholt, and she's happy for me to tell it. Bridie has macular degeneration and needs an injection in her eye every six weeks in Limerick. In 2019, before she found us, she missed four of her first nine injections: her son works in Shannon and couldn't always get off, and the taxi was €160 each time. The specialist warned her she would lose the sight in that eye. Since January 2020 one of our drivers, Pat Keating, a retired teacher from Kilkee, has taken her to 38 appointments in a row without one missed. Her sight has held, and she still does the crossword in the Clare Champion every week.",
    customerWords:
      "Bridie said to me at our Christmas tea in the Kilrush community centre, with Pat sitting beside her: \"I'd stopped asking my son, because I could hear him looking at his watch.\" It wasn't a complaint about her son, she's very proud of him. She meant she didn't want to be a burden, and with Pat she doesn't feel she is. Her son rang me afterwards to say thank you, and he signed up as a driver for the odd Saturday.",
    belief:
      "A lot of the money for older people in rural areas goes into loneliness: befriending phone calls, day centres, social clubs. Those are good things. But I think in rural Ireland much of what gets called loneliness is really a transport problem. If you can't get to the doctor, the shop or Mass, you stop going, and then you're lonely. Give someone a lift and the company comes with it; our drivers and passengers talk the whole way to Limerick and back. I'd rather fund a car and a kind driver than another survey about isolation.",
    update:
      "On 3 March 2025 our first wheelchair-accessible minibus went on the road. We bought it with €68,000 raised over two years, a good part of it from the St Stephen's Day swim at Kilkee, and a local credit union gave us the rest. It carries a wheelchair user and three other passengers, and it means people who use wheelchairs in west Clare no longer have to pay for a private ambulance to get to dialysis. It does Limerick on Mondays, Wednesdays and Fridays, and Ennis on the other days.",
    goal: "We need 30 new volunteer drivers in Clare in the next two weeks, especially around Ennis, Kilrush, Kilkee and Miltown Malbay, because our waiting list for regular journeys is getting longer. We ask for one weekday a month, more if you like. You need a full licence, a car, and to go through garda vetting, which we arrange. We repay 40 cent a kilometre and you're covered by our insurance. Please sign up at clarelifts.ie/drive before 31 March, or come to our information evening at Kilrush library on Thursday 20 March at half seven.",
    tone: "Plain and kind, the way you'd talk to a neighbour over the ditch. Please don't call our passengers 'the elderly' or 'vulnerable', and don't use 'lonely' either; they're Bridie and Tom, people who need a lift. No emoji. A bit of west Clare humour is welcome, but nothing that makes fun of country people or makes the hospitals out to be villains. The staff there are doing their best.",
    other: "That's not something I'd know about, to be honest with you.",
    repeat: "Sure we went through that a while ago, I've nothing new on it.",
    pass: "There's nothing more I can add to that one.",
  },
}

const kayla: Founder = {
  id: 'kayla-holdfast',
  name: 'Kayla Whitaker',
  company: 'Holdfast Safe Rooms',
  style:
    'raw voice transcript in Oklahoma English: all lower case, fillers (um, uh, like, you know), false starts, repeated words, almost no punctuation, numbers and the web address often spoken (steel tornado safe rooms bolted into the garage floor)',
  description:
    "Kayla Whitaker, a welder who worked six years at an oilfield trailer shop, founded Holdfast Safe Rooms in Norman, Oklahoma, United States, in 2016, after building her first prototype in her father's shop in Noble. Holdfast builds above-ground steel tornado safe rooms, tested to the FEMA P-361 and ICC 500 standards, that are bolted to the concrete slab of a home's garage in about three hours, so a family can get inside in under a minute when the sirens sound. The standard six-person room costs $4,950 installed and the larger ten-person room $6,400. Every room is registered with the local fire department so rescuers know where to look after a storm. It works across Oklahoma, southern Kansas and north Texas.",
  headline: '3,412',
  customerQuote: 'we used to race the sirens now we just walk to the garage in our socks',
  goalKeywords: ['safe room', 'install', 'spring'],
  bannedWords: ['bunker', 'doomsday', 'prepper'],
  noEmoji: true,
  answers: {
    opening:
      'hey um hi yeah so im kayla kayla whitaker um i own holdfast safe rooms were in norman oklahoma so like right in tornado alley um we build uh steel storm shelters that go in your garage basically sorry my phone is about to die i think its fine um yeah i was a welder before this like six years at a trailer shop so i i still do some of the welding honestly ok go ahead',
    product:
      'so its um its a steel box basically but like a really really tough steel box haha um its about four foot by six foot it seats six people an we bolt it right into the concrete floor of your garage with um with like sixteen anchor bolts an it takes us about three hours to put in um an its tested to the fema p 361 standard an icc 500 which means uh it can take a two hundred fifty mile an hour wind an like a two by four flying at it at a hundred mph an um the six person one is four thousand nine fifty installed an the big ten person one is sixty four hundred an uh every single one we register with the fire department so if your house comes down they know theres people in a box in the garage you know',
    audience:
      'um mostly families like young families with kids in oklahoma um moore norman oklahoma city tulsa edmond an then uh southern kansas like wichita an north texas um a lot of em are people who moved here from like california or ohio an they get their first spring here an the sirens go off an theyre like what do we do like where do we go haha an um then also older folks who cant get down into an underground cellar an people in wheelchairs an um we do some small businesses too like a daycare in shawnee has two of em',
    problem:
      'so so most houses out here dont have basements like the ground is red clay an the water table an all that so nobody digs basements um an when the sirens go people either get in the bathtub with a mattress on em which um you know is not great or they get in the car an drive to a church or a school shelter an thats like honestly the worst thing you can do cause youre on the road when the tornado comes um an the in ground cellars they flood an um you cant get grandma down the steps an after a storm if theres a car or a wall on top of the hatch nobody knows youre down there',
    story:
      'so may may twenty first twenty thirteen it was the day after the moore tornado um i was twenty four an i drove up from norman with a bunch of guys from the shop with like our cutting torches an stuff to help dig an um there was this house on uh off south telephone road an the family was in a cellar in the garage floor an their suburban was on top of the door like literally upside down on top of it an um the fire department didnt know there was a cellar there at all an they were down there like five hours before somebody heard em banging an um they were ok but i just kept thinking like why is the shelter in the floor like why isnt it bolted to the floor',
    storyFollowUp:
      'so um i started welding like prototypes in my dads shop in noble on the weekends like that whole summer um an the first one was way too heavy like it cracked his slab haha so um then uh i drove it down to texas tech in lubbock cause they got the um the debris cannon there an we shot two by fours at it out of an air cannon which was honestly the most fun day of my life an um i sold the first one in march twenty fifteen to my aunt in moore an then um i quit the trailer shop an started holdfast proper in twenty sixteen an now theres um theres twenty two of us an four install crews',
    proof:
      'um so we have installed 3,412 safe rooms um thats since twenty fifteen an uh we know of two hundred fourteen of em that had people in em during an actual tornado warning where a tornado hit close by like within a mile um an nobody nobody in a holdfast room has ever been hurt um an the average install is three hours an we do um we can do like forty a week in the spring when its crazy an um ninety one percent of our people found us cause a neighbor had one honestly',
    proofFollowUp:
      'um ok so the pruitts deshawn an marisol pruitt in moore they got three kids um an before they had us when the sirens went they would load the kids in the car in their pajamas an drive nine minutes to the methodist church basement an one time in twenty twenty two they got caught on i 35 in like golf ball hail with the kids screaming um an then in march twenty twenty three we put a six person in their garage an uh last may when the sirens went at like two in the morning they were in there in forty seconds um marisol timed it she times everything haha an theyre like theyre not scared of spring anymore the kids actually call it the fort',
    customerWords:
      'so marisol she sent me a text the morning after that storm um i still have it i screenshot it she said we used to race the sirens now we just walk to the garage in our socks an um i like cried in the shop honestly an she said i could use it so its on the side of one of our trucks now',
    belief:
      'so um everybody out here thinks like the safest place is underground right like thats what your grandpa told you get in the cellar um an i get it but honestly a properly built above ground room bolted to the slab is as safe an in some ways safer cause um it doesnt flood it doesnt fill up with snakes haha your grandma can walk into it your kid in a wheelchair can roll into it an um rescuers can actually see it after the storm an you can get in it in like thirty seconds instead of running across the yard in the hail you know so um underground isnt automatically better it just feels better',
    update:
      'um so on march third twenty twenty five we started selling um the wide door model its got a thirty six inch door an a ramp um so somebody in a wheelchair or with a walker can get in by themselves we did it cause uh a lady in norman um her husband uses a wheelchair an she told me she used to pray the storms would come in the daytime when her son was home to lift him an um nobody should have to pray about that so yeah we built that',
    goal: 'so um for the next two weeks what i want is a hundred an fifty spring installs booked like before may cause thats when it gets real um an the offer is four hundred dollars off any safe room if you book in these two weeks an we guarantee its installed within twenty one days an uh we register it with your fire department for you like we do all that um so just go to holdfast safe rooms dot com slash spring all one word an put your address in an um one of us will call you back same day like me probably',
    tone: 'um just like normal like honest an straight you know like a neighbor telling you something not like a scary news thing um dont do the whole scary tornado pictures an dont say bunker or doomsday or prepper please like were not preppers were moms in moore um an no emojis an um dont make fun of oklahoma please we get enough of that',
    other: 'oh gosh um i wouldnt know that one',
    repeat: 'uh didnt we do that one already yeah same answer',
    pass: 'thats uh thats it thats everything on that',
  },
}

const hang: Founder = {
  id: 'thu-hang-pinnhanh',
  name: 'Nguyễn Thu Hằng',
  company: 'PinNhanh',
  style:
    'non-native English with the slips of a Vietnamese speaker: verbs without tense or agreement ("last year we sell"), dropped plurals and articles, "have" for "there is" ("in Hanoi have..."), "because... so..." and "although... but...", dropped "is" ("battery very heavy"), "already" for the past, "open/close" for "turn on/off" (electric motorbikes and battery-swap cabinets for delivery drivers)',
  description:
    'Nguyễn Thu Hằng, a battery engineer who worked nine years at an electronics factory in Bắc Ninh and is the daughter of a motorbike mechanic in Hà Đông, founded PinNhanh ("fast battery") in Hanoi, Vietnam, in 2021 with her husband Lê Minh Tuấn, a software developer. PinNhanh rents electric motorbikes to food and parcel delivery drivers for 30,000 đồng a day, and runs battery-swap cabinets at 280 locations in Hanoi (convenience stores, cafés, petrol stations and parking lots) where a driver exchanges a flat battery for a full one in about 40 seconds, paying 14,000 đồng per swap through the app. A driver saves around 1.1 million đồng a month compared with a petrol motorbike.',
  headline: '1,964,500',
  customerQuote: "Now my daughter don't say I smell like petrol.",
  goalKeywords: ['drivers', 'free', 'swap'],
  bannedWords: ['green revolution', 'Tesla', 'eco-warrior'],
  noEmoji: false,
  answers: {
    opening:
      'Hello, good morning! My name is Nguyễn Thu Hằng, you can call me Hằng. I am founder of PinNhanh, in Hanoi, Vietnam. We rent electric motorbike for delivery driver and we have cabinet for change battery very fast. Before PinNhanh I work nine year as engineer in battery factory in Bắc Ninh, and my father is motorbike mechanic in Hà Đông since 30 year, so I grow up with motorbike. Sorry my English not so good, but I try. Please ask me.',
    product:
      'Is simple. Driver rent electric motorbike from us, 30,000 đồng one day. When battery almost empty, driver go to PinNhanh cabinet, open app, scan QR code, door of cabinet open, driver put old battery inside and take new battery full. Only 40 second, no need wait for charge. Each time change battery cost 14,000 đồng, pay in app. One battery can run around 60 kilometer. Now in Hanoi we have cabinet at 280 place: convenience store, café, petrol station, parking. Every cabinet have 12 battery inside and it charge the battery by itself, and if battery too hot the cabinet close the charge automatic.',
    audience:
      "Our customer mostly is delivery driver, for food and for parcel. In Hanoi have more than 100,000 driver like this. Most of them are man from 20 to 45 year old, many come from province, Thanh Hóa, Nghệ An, Thái Bình, and they send money for family in village. They work 10, 12 hour every day, so for them every thousand đồng is important. Also some student and some woman who sell food on motorbike start to use. Driver is not rich, so they very careful, they don't trust new thing until their friend use already.",
    problem:
      "Petrol motorbike for driver is very expensive. One driver go maybe 120 kilometer one day, so petrol cost around 90,000 đồng, and the bike old so always need repair. Many driver want change to electric, but electric motorbike normal need charge 6, 7 hour. Because driver no have time wait, so they cannot use. Also most driver live in small rent room, in alley, no place for charge, and landlord don't allow charge inside because afraid fire. So although everybody know electric is cheaper, but driver still use petrol. And Hanoi air very bad, everybody know.",
    story:
      'It was 21 June 2021, very hot, 39 degree, in Đống Đa. I go home from factory and I see one delivery driver push electric motorbike on Láng street, battery empty, with bag of food on the back. I stop and ask him. He say he need push 2 kilometer to his room for charge, and the customer already cancel the order. He lose the money of food also. That night I cannot sleep. I think, problem is not electric motorbike, problem is battery stay inside the bike. If battery can change like change gas bottle for cooking, driver never need wait.',
    storyFollowUp:
      'After that I talk with my husband Tuấn, he is software developer, and with my father. In December 2021 we make first cabinet in the repair shop of my father in Hà Đông, only 8 battery, door open by hand, Tuấn write the app in the night. We give 15 electric bike for driver who is customer of my father, free for one month. First month the cabinet door broke three time, drivers call my father at midnight. But they like it very much, nobody want give back the bike. In 2022 I quit the factory and we get first investment, and we open 40 cabinet in Cầu Giấy and Đống Đa.',
    proof:
      'In 2024 drivers make 1,964,500 battery swap in our cabinet. Now we have 4,100 driver rent our motorbike and 280 cabinet in Hanoi. Average one driver save around 1,100,000 đồng every month compare with petrol motorbike. Average time for swap is 40 second. And 87% driver who start with us in 2023 still use PinNhanh after one year, this is very high for delivery driver, they change job very often.',
    proofFollowUp:
      'Example is anh Trần Văn Dũng, 38 year old, he is from Thanh Hóa and he deliver food in Cầu Giấy. Before, he use old petrol Wave, he pay around 90,000 đồng petrol one day and around 400,000 đồng repair every month, and he work 12 hour. From March 2023 he use PinNhanh. Now he pay 30,000 rent and around 4 swap, so around 86,000 đồng one day, no repair because we repair for him. He save more than one million đồng every month, and he finish work one hour earlier, because no need go to petrol station and no bike broke on road. He send more money for his wife and daughter in Thanh Hóa.',
    customerWords:
      'Anh Dũng tell me in Vietnamese when he come to our office for birthday party of PinNhanh, I translate: "Now my daughter don\'t say I smell like petrol." When he go home for Tết, his daughter hug him long time. He say before, she always run away because of smell. All our team almost cry. He allow us tell this story, he very proud.',
    belief:
      "Many people think Vietnamese people never will leave petrol motorbike, because electric charge too slow and too weak. Even investor tell me this. I think they wrong. Driver don't need fast charge, driver need full battery. This is different thing. If change battery faster than put petrol, driver change immediately. Also people think driver choose by price of bike, but driver not buy bike, driver buy kilometer. So we sell kilometer, not bike.",
    update:
      'On 15 April 2025 we open our first 60 cabinet in Hải Phòng, near the port, because there have very many parcel driver. Also from same day our new battery is available, it run 75 kilometer, not 60, and it can charge full in cabinet in 90 minute. We test already three month with 200 driver in Hanoi, and nobody battery have problem.',
    goal: 'In this two week we want 300 new delivery driver in Hanoi start with PinNhanh, especially in Cầu Giấy, Đống Đa and Hoàng Mai. The offer is: first 14 day rent motorbike free, and 20 battery swap free, and we teach how to use in 15 minute. Driver only need bring ID card and driving license. Please register in pinnhanh.vn/taixe before 30 April. And if you order food often, please send this link to your driver, they are very busy, they not read LinkedIn. 🛵',
    tone: "Simple, friendly, respect for the driver, they work very hard in sun and rain. Please don't write 'green revolution' or 'eco-warrior', driver change to electric because save money, not because of slogan. And don't compare us with Tesla, we are not Tesla, we are for people who deliver your phở. One motorbike emoji 🛵 is okay, not more. Please write Vietnamese name with correct accent: Hằng, Dũng, Đống Đa.",
    other: "This one I not sure, better I don't answer.",
    repeat: 'This one I answer you already, same same.',
    pass: 'For this question I have nothing more, sorry.',
  },
}

const ziga: Founder = {
  id: 'ziga-pagetrim',
  name: 'Žiga Kranjc',
  company: 'Pagetrim',
  style:
    'terse indie hacker: fragments, very short answers, numbers, no pleasantries (solo Shopify app that shrinks store images so product pages load faster)',
  description:
    "Žiga Kranjc, a former web-agency developer, runs Pagetrim on his own from Maribor, Slovenia. Pagetrim is a Shopify app that automatically resizes and compresses a store's product and banner images, converts them to modern formats, and serves each visitor the smallest version their screen needs, without the merchant changing their theme. It costs $9 a month for stores with up to 5,000 images and $29 a month above that. Its customers are small and mid-sized Shopify stores, mostly in Europe and North America.",
  headline: '2,306',
  customerQuote: 'Uninstalled four apps. Sales went up anyway.',
  goalKeywords: ['audit', 'speed', 'stores'],
  bannedWords: ['blazing fast', 'rocket', 'growth hack'],
  noEmoji: true,
  answers: {
    opening: 'Žiga. Maribor, Slovenia. Pagetrim. Makes Shopify stores lighter.',
    product:
      'Shopify app. Resizes, compresses, converts images. Right size per screen. No theme edits. $9/mo up to 5,000 images. $29 above.',
    audience:
      'Small Shopify stores. 1-20 people. Lots of product photos. EU, US, Canada. Owners who shoot on phones.',
    problem:
      'Owners upload 6 MB phone photos. Homepage hits 15-20 MB. Mobile load 7+ seconds. Visitors leave before the first product shows.',
    story:
      "3 November 2022. Maribor. Girlfriend's ceramics shop. Homepage 22 MB. Wrote a compression script that night. 22 MB to 2.9.",
    storyFollowUp:
      'Friends asked for it. Wrapped it as a Shopify app. Listed February 2023. 11 installs first month. Quit the agency August 2023. Just me.',
    proof:
      '2,306 paying stores. MRR $31,400. Median page weight down 71%. Median mobile load 5.8s to 2.4s. Average store stays 14 months.',
    proofFollowUp:
      'Ullhuset. Wool socks, Bergen. Homepage 14 MB, mobile load 7.9s, conversion 1.1%. Installed March 2024. Now 2.3 MB, 2.6s, 1.8%.',
    customerWords:
      'Silje Haugland, owner, Ullhuset. App review, May 2024: "Uninstalled four apps. Sales went up anyway." Best review I have.',
    belief:
      'Speed-score apps sell a number. Lighthouse 100 sells nothing. Bytes matter. Most stores need fewer apps, not another one. Mine included.',
    update: 'AVIF by default for all stores. Shipped 9 April. Another 18% off image weight.',
    goal: '30 new stores in two weeks. Free speed audit: before/after video of your own store, 3 minutes. pagetrim.app/audit.',
    tone: "Plain. Facts over adjectives. Skip 'blazing fast', 'rocket', 'growth hack'. Zero emoji.",
    other: 'Dunno.',
    repeat: 'Covered.',
    pass: 'Nothing else.',
  },
}

export const freshFounders10: Founder[] = [aino, ama, maire, kayla, hang, ziga]
