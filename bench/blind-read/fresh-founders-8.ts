// A ninth held-out set, written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const gianluca: Founder = {
  id: 'gianluca-lenzo',
  name: 'Gianluca Moretti',
  company: 'Lenzo',
  style:
    'long, rambling answers with asides, brackets and self-interruptions (B2B: washable RFID tags and software that track hotel linen between industrial laundries and hotels)',
  description:
    "Gianluca Moretti, who spent fourteen years as logistics manager of an industrial laundry in Riccione, founded Lenzo in Santarcangelo di Romagna, near Rimini, Italy, with the engineer Chiara Vitali. Lenzo heat-seals small washable RFID tags into hotel sheets, towels and bathrobes, puts a reading gate on the laundry's loading dock and a handheld reader at each hotel, and matches the counts piece by piece so that the laundry and the hotel see the same record of what went out, what came back and what is missing. Laundries pay €0.38 a tag and €640 a month per gate; the hotel side is free. Its customers are medium-sized industrial laundries on the Adriatic coast and in the Dolomites.",
  headline: '184,000',
  customerQuote: 'I used to buy towels the way other people buy lottery tickets.',
  goalKeywords: ['laundries', 'pilot', '2,000'],
  bannedWords: ['revolutionary', 'game-changer', 'IoT', 'cutting-edge'],
  noEmoji: true,
  answers: {
    opening:
      "Buongiorno, hello, Gianluca Moretti, I run Lenzo, from Rimini (well, Santarcangelo really, ten minutes inland, but nobody outside Romagna knows where Santarcangelo is, so: Rimini). We put little washable tags into hotel sheets and towels so that the industrial laundries who wash them, and the hotels who rent them, can finally stop arguing about where the missing ones went. I should say at the start that I'm not a software person, I spent fourteen years as logistics manager of a laundry in Riccione, so if I start explaining how much a wet bathrobe weighs (1.9 kilos, since you ask) just cut me off, it's a known condition.",
    product:
      "It's three pieces, really. First the tag: a small UHF chip, about the size of a fingernail, heat-sealed into the hem of each sheet, towel, pillowcase and bathrobe, and it survives 200 washes at 85 degrees and the tunnel press (we learned that the hard way, the first batch melted, long story, I'll tell you later). Second, a reading gate at the laundry's dock and a handheld reader at the hotel, so every cage that leaves and every cage that comes back is counted in about four seconds without anybody unfolding anything. Third, the software, which matches the two counts piece by piece and shows the laundry and the hotel (both, on the same screen, that's the whole point) exactly which 37 pillowcases are missing and where they were last seen. Laundries pay €0.38 a tag and €640 a month per gate; the hotel side is free, because otherwise hotels won't use it, trust me, I tried.",
    audience:
      "Industrial laundries, mostly the medium ones (15 to 80 employees, washing for somewhere between 40 and 300 hotels) along the Adriatic coast, from Lignano down to, roughly, Pescara, plus the Dolomites in winter, because the same laundries often follow the season up the mountain. The one who signs is usually the owner, often second or third generation, very practical, allergic to salesmen (rightly). The one who uses it every day is the dispatch manager, who is the person a receptionist shouts at, at seven in the morning, because there are no bath towels for room 214. Hotels are the other side: they don't pay, but they're the reason a laundry says yes, because a laundry that can show a hotel proof is a laundry that keeps the contract.",
    problem:
      "Linen disappears. At a Riviera hotel in August, a laundry typically loses (loses meaning nobody can say where it is) six pieces in every hundred it sends out, and a rental bath towel costs the laundry about €4.20 to replace, so do the maths on 300 hotels. Then the invoice goes out, the laundry charges the hotel for the missing pieces, the hotel says 'we never received them' or 'your driver already took them back', and they fight (politely, this is Romagna, but they fight), and half the time the laundry just writes it off to keep the client. Before Lenzo the 'system' was a man with a clipboard counting cages by hand, and I was that man for some years, and I can tell you it is not a system, it's a hope.",
    story:
      "I remember the exact night: 14 August 2019, the eve of Ferragosto, which for a Riviera laundry is like Christmas Eve for a post office. A hotel in Milano Marittima (I won't name it, they're a client now, funnily enough) rang at eleven at night saying we had short-delivered 400 bath towels and they had a wedding of 180 people checking in the next day. I drove there myself with a van full of towels, and in their basement, behind the boiler, I found (I'm not exaggerating, I have a photo) three of our cages, full, clean, wrapped, delivered the week before, that nobody had ever opened. And I stood there at midnight holding a towel and thought: this whole industry runs on nobody knowing where anything is.",
    storyFollowUp:
      "So that winter (off-season, when laundries are quiet and everyone is in a bad mood about cash) I read everything about RFID, which hospitals in Germany were already using for scrubs, and I went to Texcare, the laundry trade fair in Frankfurt, with a notebook and no idea at all. There I met Chiara Vitali, an engineer at a tag manufacturer in Bergamo who was, her word, bored, and she joined me in 2020, which was a terrible year to start anything with hotels, obviously. Our first pilot was in 2021 with my old employer in Riccione, one hotel, 4,000 towels, and the first batch of tags melted in the tunnel dryer (wrong resin), so Chiara, me and two of my cousins re-tagged everything by hand in a week. The second batch worked, and it's still in those towels.",
    proof:
      "Last season, May to the end of September, we had 9 laundries and 212 hotels on Lenzo, from Cervia down to Senigallia. Across them the share of pieces lost went from 6.1% (their own average the year before, we checked their records, not ours) to 1.4%. That's about 184,000 pieces that came home instead of vanishing. Disputed invoices, the fights, went down 71%, and counting a returning cage went from about eleven minutes by hand to four seconds. The biggest laundry worked out it saved €96,000 in replacement linen in one summer, which is more than it will pay us in three years, and (I like this one) its drivers stopped coming back to the yard twice a day to recount.",
    proofFollowUp:
      'The one I think about is Lavanderia Giunchi in Cattolica, run by Ornella Giunchi and her brother Marco, about 40 people, washing for 63 hotels. Before, Ornella spent, by her own count, every Monday of the summer on the phone arguing about missing towels, and she was writing off around €2,300 a month just to keep the peace. After one season on Lenzo that write-off was under €400 a month, and, more important to her, she kept the Hotel Kursaal contract, which was about to go to a competitor from Pesaro over exactly this. This year she used her Mondays to go and win three new hotels instead. And Marco, who told me in 2022 it was all nonsense, now rings me if a gate is half a second slow.',
    customerWords:
      "The best one wasn't from a laundry, it was from a hotel owner, Daniele Pari, who has Hotel Villa Ebe in Bellaria (three stars, 48 rooms, family place, his mother still does the breakfasts). At the end of the season he sent me a voice message, in dialect, so I've translated it and it loses a little, that said: \"I used to buy towels the way other people buy lottery tickets.\" Which is exactly it, isn't it, you spend and you hope. I played it at our Christmas dinner and Chiara made me play it twice.",
    belief:
      "Most people in the laundry business believe the towels are stolen by guests (it's the first thing everyone says: the tourists take the bathrobes, the Germans, the stag parties, whoever), but in our data guests take maybe one piece in ten of what goes missing. The other nine get lost between the laundry and the hotel: cages left in the wrong basement, loaded on the wrong van, counted twice, never counted, lent to a sister hotel, used as rags by the pool staff (more common than you would think). Which is good news, really, because you can't fix guests, but you can absolutely fix a loading dock.",
    update:
      "Next is the beach towel module, shipping on 3 March so it's in place for the 2025 season. Beach and pool towels are the worst category of all: they go from the laundry to the hotel to the lido, the beach establishment, which is often a different company with its own staff, and then they come back full of sand, or they don't come back at all. So we built a small reader that sits in the lido's towel hut (it runs a week on a battery, Chiara insisted, because no lido has a socket where you'd want one) and gives the hotel and the laundry a third place to count. Two lidos in Riccione tested it last September and in the first week found 600 towels belonging to other hotels.",
    goal: "In these two weeks I want to find 15 more industrial laundries (Emilia-Romagna, Marche, Veneto, anywhere on the coast, or up in the mountains) to run a free one-gate pilot for the 2025 season, and they need to sign up before April, because after April nobody in this business has time to think. The offer is concrete: we install one gate at their dock for free, we tag their first 2,000 pieces for free, and if after a month they still can't see where their linen goes, they keep the tags, we take the gate back, no invoice. What I want a reader to do is book a 20-minute call, or better a visit (I'll come to the laundry, I prefer that honestly), at lenzo.it/pilota.",
    tone: "Like someone who has actually stood in a laundry at five in the morning, which I have. Practical, a bit of humour, real numbers, real places. Please none of the startup vocabulary: not 'revolutionary', not 'game-changer', not 'IoT', not 'cutting-edge', nobody in a laundry talks like that and they'll stop reading immediately (I would). No emoji, please, these are for laundry owners, not for my nephew. And don't make fun of hotels, they're our clients' clients.",
    other:
      "Honestly I don't know, that's outside my corner. Ask me about towels and I'll talk until you beg me to stop.",
    repeat:
      'I think I already told you that one (in more detail than you wanted, probably), nothing new to add.',
    pass: "That's really all I have on that, I promise, and I'm usually the one with too much to say.",
  },
}

const bia: Founder = {
  id: 'bia-chinelo-doido',
  name: 'Bia Andrade',
  company: 'Chinelo Doido',
  style:
    'playful, emoji, caps and exclamation marks (consumer brand: flip-flops with swappable clip-in straps)',
  description:
    'Bia Andrade, a former shopping-mall window dresser, founded Chinelo Doido in Florianópolis, Brazil. The company sells natural-rubber flip-flop soles, made by a factory in Franca, São Paulo state, and straps that clip into the sole with a toggle in a few seconds, so customers keep the sole and change the strap. A sole costs R$79 and a strap R$29; there are about 140 strap designs. It sells through its own website, Instagram and 38 beach shops along the Brazilian coast, mostly to women aged 18 to 40, parents and tourists.',
  headline: '61,400',
  customerQuote: 'My feet have more outfits than I do.',
  goalKeywords: ['waitlist', 'Carnaval', 'glow'],
  bannedWords: ['cheap', 'basic', 'Havaianas'],
  noEmoji: false,
  answers: {
    opening:
      "OIII!! 👋🌴 Bia here, from Floripa, Brazil!!! I run Chinelo Doido, flip-flops where you SWAP THE STRAPS like earrings 🩴✨ One sole, a hundred moods!! I'm 31, I used to dress shop windows at a mall in São José and now my whole life is straps 😂 My mom packs the orders on Fridays and judges every new design (lovingly 😅). Okay, ready when you are, let's GOOO 🚀",
    product:
      "Okay so!! 🩴 You buy the SOLE once: R$79, natural rubber, made in Franca (the shoe capital of Brazil, look it up!!). Then you collect STRAPS 🌈 They click in with a little toggle under the sole, three seconds, no tools, no tears 💪 Straps are R$29 each and we have 140 designs right now: pineapples 🍍, the Copacabana wave, leopard, glitter, plain black for the serious people (we love you too), and a collab with a tattoo artist from Recife 🖤 Sizes 33 to 44, and every strap fits every sole, so the whole family can steal each other's!! 😂 We sell on our site, on Instagram, and in 38 beach shops up and down the coast!!",
    audience:
      "Women 18 to 40 who treat flip-flops like ACCESSORIES, not like garbage 💅 Mostly South and Southeast: Floripa, São Paulo, Rio, Curitiba! And moms, BIG surprise for us 👀 Moms buy one sole per kid and then the kids trade straps at school like stickers lol. And tourists!! Argentinians in January go CRAZY, we sell so many in Jurerê that we made a light blue and white strap 🇦🇷 (don't tell my Brazilian followers 🤫). Honestly, anybody who ever stared sadly at a perfectly good sole with a broken strap 😭",
    problem:
      "Brazil throws away SO MANY flip-flops 😱 We're the flip-flop country, everybody owns like five pairs, and when the strap pops out or snaps (which is ALWAYS what breaks, the sole is fine!!) the whole thing goes in the trash 🗑️ And you buy a brand new pair every time you want a new color. That's silly!! And expensive!! I did a beach cleanup at Joaquina last year and we picked up 174 single flip-flops in ONE morning 🥲 So: keep the sole, change the strap, change your mood. Simple!!",
    story:
      "It was CARNAVAL 2021, well, the no-Carnaval Carnaval, pandemic, everybody at home 😷 I was at my grandma Lurdes's house in Laguna and her strap broke, and she did NOT throw it away!! She pulled the strap off ANOTHER pair, a different color, and jammed it in with a hairpin 😂 Pink sole, yellow strap. She wore it for weeks and every single neighbor asked where she bought it!!! 👵💛 I literally screamed. I drew the toggle on a napkin that same night, and the napkin is framed in our office now 🖼️",
    storyFollowUp:
      "Then CHAOS 🌀 I knew nothing about rubber, so I took a bus to Franca, 14 hours 🚌, and knocked on factory doors for three days. Most of them laughed at me!! The fourth one, Seu Valdir's factory, said okay and made me a mold for R$18,000, which was ALL my savings plus my car 🚗💸 We launched in November 2021 with 9 strap designs and 600 soles, and we sold out in 11 days because a surfer girl from Garopaba posted a reel!!! 🏄‍♀️ My mom started packing boxes in her living room, and she still does, now with two helpers 📦❤️",
    proof:
      "NUMBERS TIME 📊🔥 In 2024 we sold 61,400 straps and 18,900 soles!!! That's more than 3 straps per sole, which means people COLLECT them 🤩 47% of buyers come back within 6 months!! Returns under 2% 💪 And we're in 38 beach shops now, from Torres all the way up to Porto Seguro 🏖️ Seu Valdir's factory added a Saturday shift JUST for our soles 😭🙏 I cried a little when he told me, not gonna lie!!",
    proofFollowUp:
      'Loja Maré in Ubatuba!! 🌊 Jéssica Prado runs it, a tiny beach shop, and the summer before us she sold maybe 30 pairs of regular flip-flops a week. She put up our strap wall, 60 designs right next to the register 🌈, and last January she sold 410 straps in ONE month!!! 🤯 She says people come in for sunscreen and walk out with two straps 😂 She just ordered a second wall and hired a teenager whose only job is keeping the straps in rainbow order 🙌',
    customerWords:
      'My favorite DM EVER 💌 It came from Rafaela, a nurse in Recife who does 12-hour shifts and lives in our sliders on breaks: "My feet have more outfits than I do." 😂😂 I printed it and stuck it on the packing table so my mom reads it every Friday!! Rafaela has 23 straps now. TWENTY-THREE 🤯 She sends me a photo every time a new one arrives, and she names them!! The pineapple one is called Jorge 🍍',
    belief:
      "Most people in fashion believe flip-flops are DISPOSABLE 🗑️, a throwaway thing you replace every summer... BUT the sole lasts for YEARS!!! It's the strap that dies, every single time 💀 So why are we throwing away the good part?? Flip-flops aren't trash, they're a little stage for your feet 💃✨ People WANT to play with what they wear to the beach, nobody ever gave them the option!!",
    update:
      "CARNAVAL DROP 🎭✨ On February 14 we launch GLOW straps: they glow in the dark!!! 8 colors, made for the blocos, so you can find your friends' feet at 3am 😂🌙 Also kids' soles, sizes 25 to 32, with a softer toggle for little fingers 👶 AND a strap swap box: mail us your old straps, get a discount, and Seu Valdir grinds them into new soles 🔄💚",
    goal: 'Goal for these two weeks: 5,000 people on the Carnaval drop waitlist!!! 🎉 Go to chinelodoido.com.br/carnaval, drop your email, and you get your FIRST GLOW STRAP FREE with any sole (code BLOCO25) 🌈 Only for the waitlist, only until Feb 20!! And tag that one friend whose flip-flop is held together with a hairpin 📍😂 You know who they are!!',
    tone: "LOUD, happy, beachy 🌴☀️ Emoji YES, caps YES, exclamation marks YES YES!!! Like your funniest friend on the beach. But NEVER say 'cheap' (we're good value, not cheap!!), never 'basic', and never ever mention Havaianas 🙅‍♀️ we don't say their name in this house lol. And please don't make it sound like a bank wrote it 😴 If it doesn't make you smile, rewrite it!!",
    other: 'Hmm no idea 🤷‍♀️ ask me about straps instead!!',
    repeat: 'Already told you that one!! 😅',
    pass: "That's all I got on that 🙈",
  },
}

const achieng: Founder = {
  id: 'achieng-sikia-trust',
  name: 'Achieng Otieno',
  company: 'Sikia Trust',
  style: 'nonprofit, plain and earnest (screening, hearing aids and aftercare for primary school children)',
  description:
    'Achieng Otieno, a clinical audiologist, founded Sikia Trust, a registered charity in Kisumu, Kenya; sikia means "hear" in Swahili. The trust trains primary school teachers in Kisumu and Siaya counties to screen children\'s hearing with a tablet and calibrated headphones, has its audiologists fit children who need them with hearing aids (mostly refurbished donated devices), and keeps those aids working through a repair bench in Kisumu, monthly battery deliveries to schools and a trained teacher in each school. Families pay nothing; the work is funded by individual donors, Rotary clubs and foundations.',
  headline: '38,450',
  customerQuote: 'For three years we punished her for not listening, and she could not hear us.',
  goalKeywords: ['400', 'rechargeable', 'KSh 6,500'],
  bannedWords: ['voiceless', 'heartbreaking', 'poor children'],
  noEmoji: true,
  answers: {
    opening:
      "Good morning, and thank you for making time for this. My name is Achieng Otieno. I am a clinical audiologist and the founder of Sikia Trust, a registered charity in Kisumu, Kenya. Sikia means 'hear' in Swahili. We find primary school children who cannot hear well, we fit them with hearing aids, and then, which is the part most people forget, we keep those hearing aids working year after year. I am happy to answer whatever you need.",
    product:
      'We do three things. First, screening: we train teachers in each school to run a hearing test on a tablet with calibrated headphones. It takes about four minutes a child. Second, fitting: children who do not pass are seen by one of our two audiologists at our clinic room in Jaramogi Oginga Odinga Teaching and Referral Hospital, and if they need it, they are fitted with a hearing aid. Most are refurbished aids donated through partners in the UK and Germany, cleaned and reprogrammed. Third, aftercare: a repair bench in Kisumu, batteries delivered to every school each month, and one teacher in each school who knows what to check. Families pay nothing.',
    audience:
      'The children we serve attend public primary schools in Kisumu and Siaya counties and are mostly aged six to twelve. Many live in Nyalenda, Obunga and Manyatta in Kisumu town, and in fishing villages along the shore of Lake Victoria. The people we work with most closely are teachers and head teachers, because they see the children every day, and parents and guardians, who often need help to understand what hearing loss is. We also work with the county education office. Our donors are individuals in Kenya and abroad, two Rotary clubs, and a small number of foundations.',
    problem:
      'In our region there are very few audiologists in public service, so a child who cannot hear well is usually never diagnosed. She sits at the back, misses instructions, and is called slow or stubborn. Many such children are punished. Some leave school before Grade 6. When a child does receive a hearing aid, for example at a medical camp, it often stops working within a year, because there are no batteries nearby and nobody to repair it. Then it sits in a drawer. The child is back where she started, and the family has learned that hearing aids do not work.',
    story:
      'In 2018 I was working at the hospital clinic, and a mother came in with her son, Kevin, who was eleven. He had been fitted with a hearing aid at a medical camp three years before. She took it out of a small plastic bag and put it on my desk. The battery had died after a few weeks. Nobody had told her that it needed batteries, or where to buy them. For three years the device that could have helped him sat in that bag. I changed the battery, and in front of me he heard his mother say his name. I decided that day that fitting alone was not enough.',
    storyFollowUp:
      'That year I began visiting schools on Saturdays with a borrowed screening kit and a friend, Fredrick Odhiambo, who teaches at Kanyakwar Primary. We screened 340 children in the first three months and found 19 who needed hearing aids. I wrote to a hearing aid recycling charity in Birmingham, and they sent us 40 devices. Fredrick trained other teachers. In 2021 we registered Sikia Trust with the NGO Coordination Board, and in 2022 the county gave us a room at the hospital for a repair bench. We now have seven staff, two of them audiologists, and 186 teachers trained as screeners.',
    proof:
      'Since 2021 we have screened 38,450 children in 164 schools. Of those, 1,130 have been fitted with hearing aids. One year after fitting, 86% of those children are still wearing their aids every school day, which we check through teacher reports and battery use. In our small pilot before the aftercare programme, that figure was under 30%. Our bench has repaired 2,210 hearing aids. In the schools where we have worked longest, the share of fitted children who repeated a grade fell from 1 in 4 to 1 in 14.',
    proofFollowUp:
      "I will tell you about Faith Akinyi, with her mother's permission. Faith attends Nyalenda B Primary School. She was screened in Grade 4 in 2022, when she was ten, and she had moderate hearing loss in both ears. She was 38th out of 41 in her class, and her teacher, Mrs. Grace Adhiambo, had moved her to the back because she was 'not paying attention'. After fitting, Mrs. Adhiambo moved her to the front row. Two terms later Faith was 9th in her class. This year she was made a class prefect, and she now helps us explain hearing aids to younger children at screenings.",
    customerWords:
      'Faith\'s mother, Pamela Akinyi, sells fish at Kibuye market. When I visited the family after the second term, she said to me: "For three years we punished her for not listening, and she could not hear us." She said it very quietly. Then she asked whether we could test her younger son as well. We did, and his hearing is fine. I think of her words whenever someone asks me why screening in schools matters.',
    belief:
      'Most people in global health believe that the hard part is getting a hearing aid to the child, but the hard part is the second year. Donated devices matter, and we are grateful for every one. But a hearing aid without batteries, without someone to repair it, and without a teacher who knows how to check it, is only a piece of plastic. We spend more on aftercare than on fitting, and we believe that is the right balance.',
    update:
      'In January 2025, at the start of the school year, we will begin moving children to rechargeable hearing aids, with solar charging boxes kept at each school. A teacher charges the aids overnight in the school office, so families never need to buy batteries. We are starting with 60 children in 12 schools in Siaya County, where the distance to a shop that sells batteries is longest. If it works as we expect, we will move every child to rechargeable aids over three years.',
    goal: "We want to fund 400 rechargeable hearing aids for the 2025 school year. One child's rechargeable aid, with a share of the solar charging box and one year of aftercare, costs KSh 6,500, which is about 50 US dollars. We would like readers to give at sikiatrust.org/give. Anyone who funds a whole child receives a short report from the child's school at the end of each term, without photographs unless the family agrees. We would also welcome retired teachers in Kisumu who can volunteer one morning a month.",
    tone: "Plain and respectful. Please describe the children as capable children who need a tool, not as victims. Do not use the words 'voiceless', 'heartbreaking' or 'poor children', and do not write about 'a world of silence' or anything like it. No emoji. Be honest about what we have not achieved yet. Use real names only where I have given permission, as I have for Faith and her mother.",
    other: 'I am sorry, I do not know enough about that to answer well.',
    repeat: 'I believe I answered that earlier. I do not have more to add.',
    pass: 'That is everything I can say on that. Thank you.',
  },
}

const shona: Founder = {
  id: 'shona-wally-close',
  name: 'Shona McGlinchey',
  company: 'Wally Close',
  style:
    'raw voice transcript in Glaswegian English: all lower case, no punctuation, fillers, false starts and self-corrections, numbers and web address spoken (subscription cleaning and upkeep of tenement stairwells)',
  description:
    'Shona McGlinchey, a former nurse at the Queen Elizabeth University Hospital, founded Wally Close in Glasgow, Scotland. Wally Close looks after the shared parts of tenement buildings (the close, the stair, the back court and the bins) on subscription: each flat pays £7.50 a month, and a team cleans the stair every fortnight, sweeps the back court, puts the bins out on collection day, and chases the property factor or the council about broken lights, door entry systems, pigeons and rats until they are fixed, with photos and reports in an app. It works mostly in the Southside and the West End and has eleven staff and two vans.',
  headline: '2,140',
  customerQuote: 'hen ah havenae been proud of this close since ma man was alive',
  goalKeywords: ['whole close', 'free', 'Shawlands'],
  bannedWords: ['startup', 'disrupt', 'affordable'],
  noEmoji: true,
  answers: {
    opening:
      'hiya um aye so its shona shona mcglinchey i run a wee company called wally close here in glasgow its uh we look after tenement closes like the stair the close the back court the bins the lights aw that you know the bits naebody in the building owns so naebody does anything aboot them um ive been at it since like twenty twenty one no twenty twenty two it was twenty twenty two aye an before that i was a nurse so um aye fire away',
    product:
      'so right its a subscription like every flat in the close pays seven pound a month no sorry its seven pound fifty now we put it up in april an for that we wash the stair every fortnight top tae bottom do the close sweep the back court an we um we sort the bins oot on bin day so theyre no lying there aw week an the other big bit is like if the close light goes or the door entry breaks or theres doos nesting up the top uh pigeons sorry we phone the factor an we chase it an chase it till its done so you dont have tae be that person in the close you know the one wi the notes on the door an its aw on the app you can see when we were last in wi photies an everything',
    audience:
      'its folk in tenement flats basically uh glasgow southside mostly like shawlands govanhill strathbungo battlefield then the west end partick hyndland an we just started in dennistoun um a lot of them are young folk renting or first time buyers whove never lived in a close before an theyre like whit dae ye mean theres a stair rota an then theres the older ones whove been in the close forty year an did the stair every second week their whole life an their knees are done now you know an theyre the ones that sign up first actually funnily enough an then they chap everybody elses door for us',
    problem:
      'the stair rota right every close in glasgow has a stair rota its like a wee card that goes roond the doors an its your week tae wash the stair an honestly it just disnae work any more half the flats are airbnbs or students or folk that work nights so one wummin ends up daein it aw the time an she gets pure raging an she puts notes up an then theres a war uh an the factor like the property manager they dont care theyre charging you for a close light thats been broke since like march no february an the close is filthy an the bins are overflowing an you get rats in the back court an its naebodys fault but its everybodys problem you know',
    story:
      'so i was living in a close in um in langside top floor flat an it was january twenty twenty two an ah came hame fae a night shift i was a nurse at the queen elizabeth an there was a note on ma door a handwritten note fae the wummin doonstairs mrs mcardle an it said like some of us do our stair week and some of us think theyre too good for it an i just sat doon on the stair an greeted honestly i was that tired an then ah thought hang on ah would pay somebody tae dae this ah would pay like a tenner a month an so would everybody else in this close',
    storyFollowUp:
      'so ah chapped every door in the close that weekend eight flats an seven said aye the eighth was an airbnb so ah messaged the owner an he said aye too an ah did it masel at first um on ma days off wi a mop an a bucket fae the pound shop then ma pal fae the ward kirsty she joined me an we did like four closes then ten then by the summer we had uh thirty no thirty two closes an ah went part time at the hospital an then ah left in the november which ma mammy still hasnae forgiven me for an noo theres eleven of us wi two vans',
    proof:
      'right so the now weve got like three hundred no three hundred an ten closes signed up an thats two thousand one hundred and forty flats paying every month uh an the renewal like folk staying on its ninety four percent month tae month an we get the factors tae fix stuff way faster like a broken close light used tae take like five weeks tae get fixed on average an now its four days cause we just dont stop phoning them honestly they know ma voice',
    proofFollowUp:
      'theres a close on allison street in govanhill ill no say the number an it was the worst close we ever took on honestly there was a mattress in the back court for like eight month an rats an the door entry was broke so anybody could walk in an there was a wummin on the ground floor agnes dougan shes eighty one an she hadnae been oot the back court in two year cause she was feart of the rats so we got the mattress uplifted chased the council for the rats got the door fixed in like nine days an in the summer agnes had her birthday oot the back court wi a gazebo an the whole close came',
    customerWords:
      'aye agnes agnes dougan fae allison street she phoned me after her party an she said hen ah havenae been proud of this close since ma man was alive an ah nearly greeted again honestly an then she says she wants a wally close sticker for her door an we dont even have stickers so we got her wan made',
    belief:
      'most folk in property management think like tenants dont care aboot the close an thats how its a mess but naw thats rubbish folk care loads they just cannae organise twelve strangers wi a bit of card on a nail an if you make it easy like just pay seven pound fifty an its done theyll dae it like ninety odd percent of them will dae it its no a caring problem its a like a um a organising problem you know',
    update:
      'so next thing is in march we are launching a thing for the factors like the property managers so they can see oor reports an the photies an the jobs we flagged an they pay a wee bit for that an um also we are starting in dennistoun properly wi a third van an we are getting a wee hoover for the stair carpets cause some of the west end closes have got carpet aye carpet on a stair honestly dinnae ask',
    goal: 'so what ah want fae the posts is um ah want forty closes in shawlands an govanhill tae sign up like the whole close no just one flat cause it only works if the whole close is in so the offer is if your whole close signs up every flat gets the first month free an we dae a big deep clean on the first visit for nothing like power wash the back court an aw that so just go tae wallyclose dot co dot uk slash mystair an put your address in an we will chap the doors for you we will literally go roond an talk tae your neighbours',
    tone: 'um just like how ah talk really like glasgow but no like a comedy glasgow you know nae jokes aboot deep fried mars bars or any of that an dinnae call it a startup an dinnae say disrupt please an nae emojis ah hate them an dinnae say affordable either it sounds like a payday loan just say seven pound fifty',
    other: 'och no idea aboot that tae be honest ask me aboot stairs',
    repeat: 'aye ah think ah said that already like',
    pass: 'naw thats aw ah have on that',
  },
}

const kasia: Founder = {
  id: 'katarzyna-ulik',
  name: 'Katarzyna Wójcik',
  company: 'Ulik',
  style:
    'non-native English with the slips of a Polish speaker: missing articles, tense slips, "since" for durations, double negatives (hive scales that alert beekeepers by text)',
  description:
    'Katarzyna "Kasia" Wójcik, a beekeeper and former electronics engineer from near Milicz in Lower Silesia, Poland, founded Ulik with the mechanical engineer Paweł Nowicki. Ulik makes solar-powered steel scales that sit under a beehive, weigh it every hour and send readings over the mobile network to an app; the beekeeper gets a text message when a sudden weight drop shows a swarm leaving, when a nectar flow starts, or when winter stores run low. A scale costs 690 złoty plus 15 złoty a month for the SIM. Its customers are hobby and semi-professional beekeepers and beekeeping associations in Poland, the Czech Republic, Slovakia and Lithuania.',
  headline: '3,260',
  customerQuote: 'This scale is better beekeeper than me, because it does not go to weddings.',
  goalKeywords: ['200', 'queen', 'sensor'],
  bannedWords: ['smart hive', 'revolution', 'buzz'],
  noEmoji: false,
  answers: {
    opening:
      'Good morning! My name is Katarzyna Wójcik, but everybody call me Kasia. I am from small village near Milicz, in Lower Silesia, Poland, and I am founder of Ulik. We are making scales for beehives, which are sending information to beekeeper phone. I am beekeeper since fifteen years, like my father and my grandfather, and before Ulik I was working as electronics engineer in Wrocław. So I know bees and I know electronics, it is good combination. I am happy to answer, please ask.',
    product:
      'How it works? It is steel frame, you put it under hive, and it weigh hive every hour. Inside is GSM modem and small solar panel, so it does not need electricity or internet in apiary. In phone application beekeeper see graph of weight, temperature and humidity. When hive lose suddenly two or three kilograms in few minutes, it means swarm is leaving, and beekeeper get SMS immediately. Also it tell when nectar flow is starting, for example when rapeseed or acacia is blooming, and in winter it warn when stores are too low and colony can starve. One scale cost 690 złoty and subscription is 15 złoty per month for SIM card.',
    audience:
      'Mostly hobby and semi-professional beekeepers in Poland, who have between ten and two hundred hives. In Poland we have around ninety thousand beekeepers, most of them are older men, sixty years and more, but now also many young people start. We sell also in Czech Republic and Slovakia, and from last year in Lithuania. Very important are beekeepers who have apiary far from home, for example hives are in forest or on field of farmer thirty kilometers away, so they cannot go every day to look. Also beekeeping associations buy scales for members, to share information about nectar flow in region.',
    problem:
      'Beekeeper cannot be in apiary all the time. When you have hives far from home, you come maybe one time per week. In May and June colonies are swarming, and if you are not there in this exact moment, half of bees fly away with old queen, and this colony will not make honey in this season. One swarm is loss of around 15 or 20 kilograms of honey, so 700 or 800 złoty. Also many beekeepers open hives too often, only for checking, and this is stress for colony. And in winter nobody know if colony has enough food, until it is too late and in March you find dead colony.',
    story:
      'It was June 2019. My father had apiary of forty hives in forest near Milicz, and I was in Wrocław on wedding of my cousin. Polish wedding is two days, you know. When I came back on Monday, we go together to apiary and we find that seven colonies was swarming during weekend. Seven! My father was sitting on ground and he did not say nothing for long time. I was thinking, I am electronics engineer, I can make something what tell us. So in same week I buy cheap bathroom scale and Arduino and I build first prototype in garage of my parents.',
    storyFollowUp:
      'First prototype was working only three weeks, because bathroom scale was not made for rain, of course. Then my friend from university, Paweł Nowicki, who is mechanical engineer, designed steel frame which can stay outside whole year. In 2020 we made thirty scales and we give them to beekeepers from our association in Milicz for testing. They was very critical, beekeepers are very conservative people, but they was also very helpful. In 2021 we got grant from Polish Agency for Enterprise Development and we started production in small factory in Oleśnica. In first year we sell four hundred scales.',
    proof:
      'Now we have 3,260 scales working on hives in Poland, Czech Republic, Slovakia and Lithuania. In season 2024 our users get 1,480 swarm alerts, and in 71% of cases beekeeper came on time and catch swarm or stop it. Beekeepers with Ulik are opening hives 40% less often, this is from survey of 520 users. And in winter 2023/2024 scales warned about low food in 214 colonies, and beekeepers fed them in time, so they survived.',
    proofFollowUp:
      'Good example is Pan Zbigniew Kaczmarek, he has 120 hives in three apiaries around Żmigród. Before Ulik he was losing every year around twenty swarms, and in May he was driving between apiaries all day, 150 kilometers per day. In 2024 he put scales on one hive in every group, and he lost only three swarms. He told me he harvested around 400 kilograms of honey more than year before, and he was driving half less. He is 67 years old, so for him it is also question of health, not only money.',
    customerWords:
      'Pan Zbigniew said me something, I translate from Polish: "This scale is better beekeeper than me, because it does not go to weddings." He know my story with wedding of my cousin, so it was also joke about me. Now we use this sentence on our stand at beekeeping fairs, in Pszczela Wola and in Lublin. He gave permission, of course, and he is very proud, he tell everybody in his association.',
    belief:
      'Most beekeepers believe that you must open hive every week to know what is happening inside, but every opening is stress for bees, they lose two or three days of work, and sometimes you kill queen by accident. Weight of hive tell you maybe 80% of what you need to know: if colony is strong, if there is nectar flow, if swarm left, if food is enough for winter. Old beekeepers knew this already, my grandfather had one hive on scale in garden. We only make it digital and put it in forest.',
    update:
      'In April we will ship acoustic sensor, it is small microphone which you put inside hive. It listen to sound of colony and it recognise when colony lost queen, because queenless colony make different sound, more like crying. Beekeeper get SMS and can give new queen quickly, before colony is weak. We tested this in 2024 on 90 hives together with University of Life Sciences in Wrocław, and it recognised correctly 9 from 10 cases.',
    goal: 'In these two weeks we want to find 200 beekeepers who will test queen sensor in this season. Offer is: first 200 who register get Ulik scale with 30% discount, so 483 złoty instead of 690, and queen sensor free for whole season 2025. Only condition is that they give us feedback one time per month. Please register on ulik.pl/queen before 15 March. Also if somebody is member of beekeeping association, we can come to meeting of association and make presentation, it is free.',
    tone: "Normal, like beekeeper speak with other beekeeper. Concrete, with numbers. Please not write 'smart hive' or 'revolution', and please no jokes with 'buzz' or 'bee-lieve' or other bee jokes, every journalist make them and beekeepers hate it. One bee emoji is okay, maybe, but not more than one. Posts should be in correct English, of course, I know my English is not perfect.",
    other: "Sorry, this I don't know. I can tell you about bees.",
    repeat: 'I think I already told this before.',
    pass: 'I have nothing more about this, sorry.',
  },
}

const tomas: Founder = {
  id: 'tomas-redmar',
  name: 'Tomás Aguilera',
  company: 'Redmar',
  style:
    'terse: fragments, very short answers, numbers, no pleasantries (recycles retired salmon-farm nets into nylon pellets)',
  description:
    'Tomás Aguilera, who used to work for a salmon-farming company, founded Redmar in Puerto Montt, Chile, with the chemist Camila Soto. Redmar collects nylon nets retired by salmon farms in southern Chile, washes off the salt, algae and copper-based antifouling paint, shreds and extrudes them into plastic pellets, and sells the pellets at USD 1.35 a kilo to injection moulders who make crates, pallets and car parts. Salmon companies pay to have their end-of-life nets taken; moulders pay for the pellets.',
  headline: '1,840',
  customerQuote: "Runs cleaner than the virgin stuff. Didn't expect that.",
  goalKeywords: ['moulders', '500 kg', 'trial'],
  bannedWords: ['eco-friendly', 'circular economy', 'sustainable'],
  noEmoji: true,
  answers: {
    opening:
      'Tomás Aguilera. Redmar, Puerto Montt, Chile. We turn old salmon-farm nets into plastic pellets. Go.',
    product:
      'Retired nylon nets from salmon farms. Collect, wash off copper paint and salt, shred, extrude. Pellets for injection moulders. USD 1.35/kg.',
    audience:
      'Plastic moulders in Chile. Crates, pallets, hangers, car parts. Also salmon companies, for their dead nets. Both pay. Different ends.',
    problem:
      'Salmon farms retire thousands of tonnes of net a year. Landfill or burned. Meanwhile moulders import virgin nylon at USD 2.10/kg.',
    story:
      'Calbuco dock, winter 2018. Net pile three storeys high, burning. Black smoke over the bay. I worked for the farm that owned it.',
    storyFollowUp:
      'Quit 2019. Rented a shed in Alerce. Borrowed a shredder. First pellets grey, brittle, useless. Fifth batch worked. Camila Soto, chemist, joined then.',
    proof:
      'Last year: 1,840 tonnes of net processed. All of it was going to landfill. 23 moulders buying. Pellet 36% under virgin price. Copper residue under 50 ppm.',
    proofFollowUp:
      'Plásticos Llanquihue, Puerto Varas. Fish crates. Replaced 40% of virgin nylon with ours. Saves USD 6,200 a month. Zero line stoppages.',
    customerWords:
      'Rodrigo Vera, plant manager, Plásticos Llanquihue: "Runs cleaner than the virgin stuff. Didn\'t expect that." On the factory floor. I wrote it down.',
    belief:
      "Everyone thinks salmon nets can't be recycled. Copper, salt, algae. Wrong. Washing is the whole trick. We wash four times.",
    update: 'Second wash line. Castro, Chiloé. March. Doubles capacity to 400 tonnes a month.',
    goal: 'Ten new moulders buying monthly by June. Free 500 kg trial bag, freight paid. redmar.cl/muestra.',
    tone: "Short. Facts. No 'eco-friendly', 'circular economy', 'sustainable'. No emoji. No whales.",
    other: "Don't know.",
    repeat: 'Answered.',
    pass: 'Nothing more.',
  },
}

export const freshFounders8: Founder[] = [gianluca, bia, achieng, shona, kasia, tomas]
