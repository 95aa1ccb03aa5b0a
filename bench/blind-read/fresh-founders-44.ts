// A forty-fifth held-out set (ids f44-), written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const lorna: Founder = {
  id: 'f44-lorna-pagerpool',
  name: 'Lorna Pedersen',
  company: 'Pagerpool',
  style:
    'long, rambling answers with asides, tangents and self-corrections (B2B software that lets neighbouring rural veterinary clinics share one after-hours on-call rota)',
  description:
    "Dr Lorna Pedersen, a mixed-animal veterinarian who spent fourteen years in a two-vet practice in Swift Current, Saskatchewan, founded Pagerpool there. Pagerpool lets neighbouring rural vet clinics share one after-hours emergency rota: it builds the shared night and weekend schedule, routes each clinic's after-hours phone line to whichever vet in the group is on call, shows that vet the animal's records from the other clinic (with the client's consent) and sends the emergency fee back to the clinic the client belongs to. Clinics pay CA$390 a month each.",
  headline: '41,200',
  customerQuote:
    "I went to my daughter's Christmas concert and my phone didn't ring once. I didn't know what to do with my hands.",
  goalKeywords: ['25', 'clinic', 'calving'],
  bannedWords: ['burnout', 'fur babies', 'game-changer'],
  noEmoji: true,
  answers: {
    opening:
      "Hi there, Lorna Pedersen, I'm a vet, well, I'm mostly a software person now, which still sounds ridiculous when I say it out loud, but I was a mixed-animal vet in Swift Current, Saskatchewan, for fourteen years, cows and horses and the odd llama, and dogs and cats in between. I run Pagerpool. Fair warning, my husband times my answers at supper, so if I wander off into calving stories just pull me back.",
    product:
      "Okay, so Pagerpool. Out here most clinics are two or three vets, maybe four, and every one of them has to have somebody on call every night and every weekend, because a cow doesn't care that it's Sunday. The thing is, the next clinic over, forty or fifty minutes down the highway, is doing exactly the same thing, so on a quiet Tuesday you've got three vets lying awake next to their phones for, what, one call between them. Pagerpool lets a group of clinics share one rota. It builds the schedule for nights and weekends (who's on, who's traded with whom, who's got a kid's hockey tournament), it routes each clinic's after-hours line to whichever vet is on that night, it shows that vet the animal's history from the other clinic, with the client's okay, and then it sends the emergency fee back to the clinic the client belongs to, so nobody feels like they're stealing anybody's ranchers. Which, believe me, was the first question every single clinic owner asked. It's CA$390 a month per clinic.",
    audience:
      "Rural and small-town vet clinics, mostly mixed practices, the ones that do cattle and horses and also somebody's old Lab with a bellyache. We're mostly on the prairies, Saskatchewan, Alberta, Manitoba, and now some in Montana and North Dakota. The person who signs is usually the practice owner, often a vet in their fifties who has done one-in-two call for twenty-five years and thinks that's just how it is. The person who loves it is the young associate, two or three years out of school, who was quietly looking at job ads in Calgary. Oh, and the front-desk people, actually, because they used to be the ones building the on-call calendar on a whiteboard, and there's always somebody who's mad about Christmas.",
    problem:
      "The nights. That's the whole problem, really. A rural vet in a two-vet practice is on call every second night and every second weekend, for years, and in calving season, February to April, you can get called out three times in one night to pull a calf in a barn at minus thirty. Then you're back in the clinic at eight doing spays. People leave. Not the job they love, the pager. And when a small clinic can't staff nights anymore, it stops doing after-hours, and then a rancher with a prolapsed cow at midnight is driving two and a half hours to Medicine Hat, or, more often, honestly, losing the cow. We sat down with a calculator once and found that in a typical group of three clinics, on most weeknights, two of the three vets on call got no calls at all.",
    story:
      "So, February 2021. My partner at the clinic was on maternity leave, which, good for her, I was thrilled, but it meant I was on call alone, and I'd done twenty-three nights in a row. I did a C-section on a heifer at a ranch north of town, finished about three-thirty in the morning, got in the truck, and I fell asleep at the wheel on the grid road. I woke up in the ditch, nose-down in a snowbank. Nobody hurt, the truck was fine, I was fine, mostly embarrassed. And the fellow who pulled me out with his tractor at six was Don, the rancher whose heifer I'd just done, which, well, you can imagine the coffee row talk after that. But the part that got me was later that morning: I phoned the vets in Gull Lake and Herbert, just to vent, and both of them had been on call that same night. Neither of them got a single call. Three of us awake, one heifer.",
    storyFollowUp:
      "So the three of us, Gull Lake, Herbert and me, agreed to try one rota for the rest of calving season, one night in three each. We did it with a shared Google calendar and call forwarding, and it worked about as well as you'd think: the forwarding broke twice, and one night a bloated dog's owner got sent to a vet who had no idea the dog was on heart medication. My brother-in-law, Tyler, who writes software for a credit union in Regina, said he could fix that in a weekend. It was not a weekend. It was most of a year of weekends. By the fall of 2021 there were eleven clinics using it, then the provincial vet association wrote it up in their newsletter, and in 2022 I sold my share of the practice. I still do Thursdays in clinic, though. I'd go squirrelly otherwise.",
    proof:
      "Right, numbers, I wrote them down so I wouldn't fudge them. We have 176 clinics in 61 groups now, about 430 vets, across the three prairie provinces plus Montana and North Dakota. Last year that added up to 41,200 nights when a vet would have been on call and wasn't, which I worked out from each clinic's old rota against the shared one. The average vet in a group went from about nineteen nights on call a month to eight. And the number the clinic owners care about: nine clinics that had stopped doing after-hours, or were about to, started again. Oh, and the callback time, from the phone ringing to a vet calling the rancher back, averages six minutes, which is faster than before, because the vet on call is actually awake.",
    proofFollowUp:
      "The one I always tell is Dr Amrit Sandhu's clinic in Maple Creek. Three vets, and one of them had given notice, and Amrit was going to shut down after-hours completely, which for the ranchers down there means the nearest emergency vet is in Medicine Hat. They joined a group with Gull Lake and Shaunavon, four clinics, so each vet is on call about one night in eleven now. Amrit hired a new grad last summer, mostly, she says, because she could tell her in the interview it was one night in eleven and not one night in two. The associate who'd given notice stayed, too.",
    customerWords:
      "Amrit sent me a message on Boxing Day, and I actually teared up a bit in the Co-op parking lot reading it. She wrote: \"I went to my daughter's Christmas concert and my phone didn't ring once. I didn't know what to do with my hands.\" She's happy for me to use her name, she said to go ahead and put it on a billboard if I wanted.",
    belief:
      "Everybody in my profession says the rural vet shortage is about vet school seats, that we just need to train more vets, and the provinces keep adding seats at the vet college in Saskatoon. I think that's mostly wrong. We are training the vets. They come out to rural practice, they love it, and then they leave after four or five years, and when you ask them why, it's not the cows and it's not the pay, it's that they haven't slept through a Tuesday since they graduated. More seats won't fix that. Sharing the nights will.",
    update:
      "Next up, and we ship it in January, before calving, is what we've been calling the calving board. During calving season the on-call vet can see, for every ranch in the group, roughly how many heifers are due that week, because the clinics already know from the pregnancy checks in the fall, so the rota can put two vets on the heaviest nights instead of one. And there's a swap button, finally, so you can trade a night with somebody in the next town without three phone calls and a box of doughnuts. Although the doughnuts will probably continue.",
    goal: "What I'd really like out of these two weeks is 25 new clinic groups to sign up before calving season starts in February. The first two months are free, and we'll set the whole rota up with them on a video call, which takes about an afternoon. It works for groups of two clinics up to six, and they don't have to be big, the smallest one we have is two one-vet clinics in Alberta. Vets or practice managers can sign up at pagerpool.ca/calving. And if you're a rancher, please, forward it to your vet, because they will never ask for help themselves, I know, I was one.",
    tone: "Plain, warm, a little bit of humour, the way people talk at the coffee row at the Co-op, not a pharmaceutical ad. Please don't write 'burnout', it's become a word that makes it sound like the vet is a lightbulb that wore out, when it's the schedule that's broken. Don't say 'fur babies', half of our patients weigh 1,400 pounds and would be insulted. And no 'game-changer'. No emoji either, please, the ranchers would think I'd been hacked.",
    other:
      "Oh, gosh, I don't think I'm the right person for that one (I once tried to explain interest rates to my accountant and he's still recovering). Ask me about nights and cows and rotas and you won't be able to stop me.",
    repeat:
      "I think I've already told you that, probably at twice the length it needed, so I don't have anything new there.",
    pass: "No, honestly, that's everything I've got on that one.",
  },
}

const pelle: Founder = {
  id: 'f44-pelle-tillwatch',
  name: 'Pelle Sandqvist',
  company: 'tillwatch',
  style:
    'terse indie hacker, lowercase fragments, a few words per answer (solo tool that makes a test purchase in small online stores every hour and alerts the owner when checkout breaks)',
  description:
    'Pelle Sandqvist, a former backend developer at a payments company in Stockholm, is the solo developer of tillwatch, built in Umeå, Sweden. tillwatch makes a real test purchase in an online store every hour (adding a product to the cart, applying a discount code, choosing shipping and paying with a test card) and alerts the owner by text, Slack or email as soon as any step breaks. It works with Shopify stores; plans start at US$19 a month.',
  headline: '3,412',
  customerQuote: 'Your robot noticed before I did. Before my customers did. Before Shopify did.',
  goalKeywords: ['100', 'WooCommerce'],
  bannedWords: ['excited to announce', 'game-changer', 'seamless'],
  noEmoji: true,
  answers: {
    product:
      'checkout monitoring for small shops. a bot buys something from your store every hour. cart, discount code, shipping, payment. a step breaks, you get a text. shopify for now. $19/mo.',
    audience: 'shopify stores doing 5k–200k a month. 1–5 people. no developer. lots of apps installed.',
    problem:
      'checkouts break silently. app update, theme edit, shipping zone typo. uptime monitor stays green. sales just stop. owner finds out monday.',
    story:
      'black friday 2022. freelancing for a coffee roaster. their shipping app updated thursday night. checkout failed for every EU address. 31 hours. found out from an instagram DM.',
    storyFollowUp:
      'they lost ~€14k. wrote a script that bought a €1 sample bag every hour. caught 2 more breaks that winter. other shops in their slack asked for it. launched feb 2023. quit the day job in june.',
    proof:
      '3,412 broken checkouts caught so far. 640 paying stores. $11.2k MRR. median time from break to alert: 9 min.',
    proofFollowUp:
      'bike parts shop in utrecht. two discount apps fought during a sale, checkout dead. alert 09:14, fixed 09:40. they think it saved ~€6k that morning.',
    customerWords:
      'sanna at fjällfot (wool socks, said ok to name her) emailed: "Your robot noticed before I did. Before my customers did. Before Shopify did." printed it. on the fridge.',
    belief:
      'uptime monitoring is useless for shops. homepage is always up. the money dies at step 3 of checkout.',
    update: 'woocommerce support. beta opens next week. woo breaks way more than shopify. plugins.',
    goal: '100 woocommerce stores in the beta. free for 3 months. tillwatch.io/woo',
    tone: 'dry. no "excited to announce". no "game-changer". no "seamless". no emoji.',
    other: 'dunno. not my area.',
    repeat: 'already said that.',
    pass: 'nothing more there.',
  },
}

const poppy: Founder = {
  id: 'f44-poppy-starter-pack',
  name: 'Poppy Ashworth',
  company: 'Starter Pack',
  style:
    'playful consumer brand voice with lots of emoji, caps, puns and exclamation marks (sourdough starter kits and a holiday boarding service that feeds customers’ starters while they are away)',
  description:
    'Poppy Ashworth, a former primary school teacher, founded Starter Pack in Manchester, England. It sells sourdough starter kits: dried flakes of its five-year-old mother starter, Barry, with a glass jar, a bag of flour and a fold-out guide, for £18. It also runs the Starter Hotel, where customers post their live starter in a padded pouch to be fed every day while they are on holiday and posted back when they return, from £2 a day.',
  headline: '22,700',
  customerQuote: "Kept Doughlores alive for 14 months. Longest relationship I've had since uni.",
  goalKeywords: ['500', 'Starter Hotel'],
  bannedWords: ['artisanal', 'foodie', 'hack'],
  noEmoji: false,
  answers: {
    opening:
      'HIYA!! 👋🍞 Poppy here from Starter Pack in Manchester 🐝 We send sourdough starter through the POST 📬 and we babysit your starter when you go on holiday 🏨😂 Ex-teacher, current bread lady, future world leader (in bread) 👑🥖',
    product:
      "So!! Our kit is flakes of BARRY 🦠💛 (our mother starter, he's five and a total legend) plus a glass jar, a bag of flour and a fold-out guide with zero jargon 📖✨ You add water, Barry wakes up in about 5 days, you bake 🍞🎉 £18! AND we run the STARTER HOTEL 🏨🛎️ you post us your starter in a padded pouch, we feed it every day, give it a little chat, post it back when you're home from Tenerife ☀️ from £2 a day!!",
    audience:
      "Honestly? People who've killed a starter before 💀😂 SO many of them!! Lots of young couples in flats, new parents who want a hobby that doesn't involve a screen 👶🍞, and loads of grandparents buying kits for grandkids 👵🏻👦 And a surprising number of blokes in their 50s who've gone DEEP on bread 🧔🏻‍♂️🔥 love them",
    problem:
      "The internet made sourdough TERRIFYING 😱 40-step guides, thermometers, weighing to 0.1g, people arguing about hydration percentages 🤓📉 so people give up in week one!! And then the ones who DO get a starter going can't go on holiday because who feeds it?? 🥲 I've had customers take their starter on a plane in hand luggage ✈️🫙 (don't, it explodes, ask me how I know)",
    story:
      'Ok so 2019 I was teaching Year 4 in Salford 🍎 and we did a bread project. The class named the starter BARRY 😂 (after the caretaker, who was thrilled) and he lived on the windowsill next to the radiator all year 🌞 End of term, ALL 28 kids wanted to take Barry home 😭 so I dried him on baking paper, crumbled him into 28 envelopes with instructions in felt tip ✏️ and in September 27 of them came back with bread!!! 🍞🍞🍞 The 28th had a dog who ate the envelope 🐶',
    storyFollowUp:
      "Then the PARENTS started asking for Barry 😅 I put 50 envelopes on Etsy that Christmas as a joke and sold 312 🤯📦 I was packing envelopes at my kitchen table every night after marking 😵 Then one summer a dad turned up at my door with his starter in a Tupperware and a note saying 'please keep him alive, we're in Majorca' 😂 I said yes, and by August I had 41 starters on my kitchen counter 🫙🫙🫙 That was the Starter Hotel!! I left teaching in 2022 💛",
    proof:
      "22,700 kits sent so far!!! 📦🎉 Last summer 1,840 starters checked into the Starter Hotel 🏨 (we have a spare room that is now 100% jars lol) In our follow-up survey 91% of people baked their first loaf within 10 days 🍞⏱️ and we've got 4.9 stars from over 3,000 reviews ⭐⭐⭐⭐⭐ We're 4 people now plus my mum on Fridays 👩‍👧",
    proofFollowUp:
      'My fave 🥹 A primary school in Salford (not mine, a different one!!) bought 30 kits, one Barry per class, and the kids ran a bread sale every Friday 🍞💷 They raised £640 towards their Year 6 trip to the Lake District ⛰️🚌 The head sent me a photo of a queue of parents going round the playground 😭💛',
    customerWords:
      'Jade from Stockport messaged us when her starter had its birthday 🎂 She said: "Kept Doughlores alive for 14 months. Longest relationship I\'ve had since uni." 😂😂 I asked if we could share it and she said YES use my name, I\'m proud of Doughlores 💪🍞',
    belief:
      "Hot take 🔥 sourdough is NOT hard, the internet made it hard!! You don't need a thermometer, you don't need to weigh to the gram, you don't need a 40-step guide 🙅‍♀️ Barry lived on a classroom windowsill next to a radiator with 28 nine-year-olds poking him and he's FINE 💪🦠 Feed it, keep it warm-ish, bake. That's it!!",
    update:
      "BIG NEWS 🚨 The Starter Hotel is getting a glow-up for summer 🏨✨ You'll get a daily photo of your starter (with a tiny name tag 🏷️😂) and a 'check-out loaf', we bake a mini loaf from YOUR starter and post it back with the jar 🍞📬 Also launching Barry Junior, a rye starter, in June 🌾",
    goal: "We want 500 bookings for the Starter Hotel before the summer holidays!! 🏨☀️ It opens 1 July and the first 500 bookings get the check-out loaf free 🍞🎁 Book at starterpack.co.uk/hotel 🛎️ And if you've got a friend who says 'I can't do sourdough, we go away too much' SEND THEM THIS 📲😂",
    tone: "FUN!!! 🎉 Cheeky, warm, like you're chatting to me at a market stall 😄 Emoji are totally fine 🍞💛 But please never say 'artisanal' 🙄 we're not posh, Barry grew up in Salford. No 'foodie' either, and no 'hack', it's bread, not a laptop 😂",
    other: "Ooh no idea babe 😅 I'm a bread lady not a genius!! Ask me about Barry 🦠💛",
    repeat: 'I think I told you that already!! 🙈 Nothing new to add, promise 🤞',
    pass: "That's literally all I've got on that one 😂🤷‍♀️",
  },
}

const beau: Founder = {
  id: 'f44-beau-rolling-boil',
  name: 'Beau Thibodeaux',
  company: 'Rolling Boil',
  style:
    'raw voice transcript, all lowercase, no punctuation, fillers like um, like and you know, false starts and self-corrections, numbers and web addresses spoken (mobile crawfish boils with a trailer and crew for offices, weddings and parties in south Louisiana)',
  description:
    'Beau Thibodeaux, a former offshore galley cook, runs Rolling Boil in Breaux Bridge, Louisiana. During crawfish season, roughly January to June, Rolling Boil brings a crawfish boil to offices, weddings and parties: a trailer with propane cookers, live crawfish bought that morning from local farmers, corn, potatoes and sausage, and a crew of three who boil, serve and clean up. It costs from US$24 a head, with a minimum of 50 people. It has three trailers and employs eleven people in season.',
  headline: '281,000',
  customerQuote:
    'i didnt stand over a pot one minute and i danced with my husband for the first time since our wedding',
  goalKeywords: ['40', 'office', 'crawfish boil'],
  bannedWords: ['mudbugs', 'cajun flair', 'authentic'],
  noEmoji: false,
  answers: {
    opening:
      'okay is it is it going yeah okay so um hey my name is beau beau thibodeaux and i got a business called rolling boil we um we do crawfish boils like we bring the whole boil to you down here in breaux bridge lafayette all around acadiana yeah',
    product:
      'so um what we do is we pull up with the trailer you know got the burners the big pots the baskets everything and we bring the crawfish live like we buy em that morning from the farmers out in the rice fields and we bring the corn the potatoes the sausage the mushrooms and um three of us boil it serve it and clean up after so you dont do nothing you just eat and um its from twenty four dollars a head twenty four and the minimum is fifty people',
    audience:
      'um mostly is like companies you know offices doing a friday boil for the employees like the oilfield service companies the hospitals the banks and then weddings a lot of weddings like the rehearsal dinner and um birthdays retirements church stuff and uh some from out of state too like families coming home for a reunion who want it done right but they dont got the equipment no more',
    problem:
      'so like a boil is a whole day of work you know you gotta pick up the sacks at five in the morning you gotta purge em you gotta haul the burners and the propane and somebody always gotta stand over that pot the whole party sweating and thats usually the daddy or the uncle and he miss the whole thing and um then the cleanup is um its bad like the shells and the water and the smell in your driveway for three days',
    story:
      'okay so um twenty twenty i was cooking offshore in the galley on a rig in the gulf fourteen on fourteen off and i got laid off in like april when everything shut down and um that june my cousin monique was getting married and the boil guy they hired just he just didnt show no call nothing and we got a hundred and eighty people and three hundred pounds of crawfish sitting in sacks in the heat so i um i borrowed two burners from the neighbor and a pot from my uncle and i boiled all three hundred pounds in my tuxedo shirt and um that night like three no four people asked for my number',
    storyFollowUp:
      'so um after the wedding i took my severance and i bought a used trailer off a guy in abbeville and i welded on a rack for the burners and um my first season i did like twenty no twenty three boils mostly friends of friends and then the bank in lafayette did one for their people and after that the offices just kept calling and now we got three trailers and eleven people in season and my uncle is still mad i never gave him back his pot',
    proof:
      'okay so um last season we boiled two hundred eighty one thousand pounds two hundred eighty one thousand pounds of crawfish that is um that is six hundred twelve boils and we buy from like six farmers all in st martin and vermilion parish and um a hundred forty companies booked with us and like eighty percent of em booked again for this season',
    proofFollowUp:
      'so um theres miss yvette broussard in carencro she had her sixtieth and her husband always been the one that do the boil for thirty years like every party hes at the pot and she say she never seen him sit down at a party and um that day we did two hundred pounds for a hundred and ten people and he sat down he played bourre with his brothers the whole afternoon and um she booked us again for their anniversary',
    customerWords:
      'um so miss yvette she called me the monday after and she said beau i didnt stand over a pot one minute and i danced with my husband for the first time since our wedding and um i asked her can i tell people that and she said baby you can put my name on the trailer if you want so yeah she good with her name',
    belief:
      'okay so um everybody think the big jumbo crawfish is the best and they pay extra for the jumbos and i think thats wrong like the mediums is sweeter and they peel easier and they take the seasoning better the jumbos is mostly shell you paying for shell and um also dont put the corn in at the start i dont care what your grandmaw say',
    update:
      'so um new thing this season is like the office boil package for fridays we come at eleven we serve at noon and we gone by two so people could get back to work or um you know not get back to work and we got a smaller trailer now for like fifty to eighty people that fit in a office parking lot and um we take the card on a tablet so the office manager dont gotta do no paperwork',
    goal: 'so um what i want is forty companies forty to book a office crawfish boil for a friday in april or may before the season end and um the first forty get a free sack of boudin for the table and they could go on rolling boil dot com slash office or just call the number on the trailer and uh if your boss been promising a boil since last year send it to him',
    tone: 'just talk like me you know like somebody from here not like a tourism commercial and um dont call em mudbugs nobody here say that thats for tshirts and dont say cajun flair or authentic that stuff is like its corny and um a little crawfish emoji is fine i dont care',
    other: 'um i dont really i dont know nothing about that one to be honest with you',
    repeat: 'yeah um like i said before thats thats pretty much it',
    pass: 'nah i got nothing else on that one sorry',
  },
}

const clemence: Founder = {
  id: 'f44-clemence-miseo',
  name: 'Clémence Rivaud',
  company: 'Miseo',
  style:
    'non-native English, French first language, with false friends, French word order, "since" for durations and small plural and article errors (booking platform for the mobile bottling trucks that bottle wine at small wineries in France)',
  description:
    "Clémence Rivaud, who grew up on her family's eight-hectare Chenin blanc estate near Saumur and worked for six years as a logistics planner for a drinks distributor in Paris, founded Miseo in Saumur, France. Miseo (from 'mise en bouteille', bottling) is a booking platform for mobile bottling trucks: independent companies that drive a complete bottling line to a winery for a day. Winemakers see which trucks have free days near them, book a date with the right bottle, cork or screwcap and labelling options, and get reminders for the lab analysis and dry goods before the day. Booking is free for winemakers; the bottling companies pay a commission of 4% on each booking.",
  headline: '3.2 million',
  customerQuote:
    'Before, I was waiting for the bottler like for the plumber. Now it is the bottler who calls me.',
  goalKeywords: ['150', 'winemakers', 'Burgundy'],
  bannedWords: ['terroir', 'wine lovers', 'disrupt'],
  noEmoji: false,
  answers: {
    opening:
      'Hello, good morning! I am Clémence Rivaud, I am the founder of Miseo, in Saumur, in the Loire Valley. We help small winemakers to find a bottling truck. Sorry in advance for my English, it is not perfect but I will do my best.',
    product:
      'Miseo is a platform for reserve a mobile bottling truck. In France, most small domaines do not have their own bottling machine, so a company comes with a truck, with all the bottling line inside, and bottles the wine in the domaine in one day. On Miseo the winemaker sees which trucks have free days near to him, he chooses the date, the type of bottle, cork or screwcap, the labels, and he books. Before the day we send him reminders for the analysis of the wine at the laboratory and for the dry goods, the bottles, corks, cartons. For the winemaker it is free. The bottling company pays 4% of commission on each booking.',
    audience:
      'We have two sides. First the winemakers, small domaines of 5 to 30 hectares, often a couple or a family, who bottle two or three times per year. Many of them are now the new generation, 30 or 40 years old, who took the domaine from the parents. Second the bottlers, small companies of one to five trucks, often the owner drives the truck himself. Actually we are in Loire, Bordeaux, Rhône and Languedoc.',
    problem:
      'Before, to book a bottling truck you had to call, and call, and call again. The good bottlers are complete one year in advance, and the planning is in the head of the owner or in the WhatsApp of his wife. If the truck breaks or it rains, everything moves, and the winemaker is informed the day before. But in the same time, the trucks drive empty or stay in the garage many days, because a winemaker cancelled and nobody knows there is a free day. It is a big waste for everybody.',
    story:
      'In March 2021 I was helping my parents at the domaine. We had a container for an importer in Osaka, booked on a boat from Le Havre. Two days before the bottling, our bottler called: his truck is broken, sorry. I called 17 bottlers in two days. The 17th, a man near Chinon, 40 km from us, said: "I can come tomorrow, I have three free days this week, a client cancelled, nobody knows." Three free days! And I had called 16 people before, all full or not answering. I was planner in logistics since six years, and I thought, this is exactly a problem of planning, not a problem of trucks.',
    storyFollowUp:
      'So with this bottler from Chinon, Mr. Pascal Guérin, I made a simple shared calendar for his trucks, and he sent the link to his clients. In six months he had 30% more bottling days, only with the cancellations that he could fill. Then he talked about it to other bottlers at the Salon des Vins de Loire in Angers, and four of them asked to join. In 2022 I left my job in Paris and I came back to Saumur to do Miseo full time. We are seven persons now.',
    proof:
      'Last year, 3.2 millions of bottles were bottled with a booking on Miseo. We have 86 bottling companies with 140 trucks, and 2,900 winemakers registered. For the bottlers, the trucks work in average 41 more days per year than before, because the cancelled days are taken again in less than 48 hours in 80% of cases. And for the winemakers, the average time to find a date is 3 days, before it was more than three weeks.',
    proofFollowUp:
      'For example Mr. Thierry Aubineau, he has 12 hectares in Chinon, red wine, Cabernet franc. Each year he lost sales because his bottling was too late for the spring salons and the restaurants were already ordering. Last year with Miseo he bottled in February instead of May, he had the wine for the Salon in Angers, and he signed with two new importers, one in Belgium and one in Canada. Also he bottled his rosé in two times, smaller quantity, so it stays more fresh.',
    customerWords:
      'At the Salon in Angers, Mr. Aubineau came to our stand and he said, I translate exactly: "Before, I was waiting for the bottler like for the plumber. Now it is the bottler who calls me." Everybody around laughed, also the bottlers. He told me I can use his name, no problem, he is quite proud of this sentence.',
    belief:
      'In the wine, everybody says that a serious domaine must buy its own bottling machine, to be independent. I think it is a mistake. A good machine costs 60,000 or 80,000 euros and it works four or five days per year. The rest of the time it takes place in the cellar, and nobody maintains it correctly, so the wine takes oxygen. A bottler does this every day, he has better machine and more experience. To be independent is not to own everything, it is to be able to choose your date.',
    update:
      'From February we open Miseo in Burgundy, with 12 bottling companies from Beaune, Chablis and the Mâconnais. And we add one new thing: the winemaker can order the dry goods, bottles, corks and cartons, directly in the booking, from three suppliers, and everything is delivered to the domaine the day before the truck. Before, it was the most stress, to have the bottles arriving too late.',
    goal: 'Our goal for the next two weeks is that 150 winemakers in Burgundy register on Miseo before the spring bottling, in March and April. The registration is free and for the first 150 we do also the first booking without any fee for the bottler. They can register on miseo.fr/bourgogne. And if you know a vigneron in Burgundy who still calls his bottler five times, please send him this, it will eventually save his spring.',
    tone: "Simple and a little bit elegant, but not snob. Please no 'terroir', everybody in wine uses it for everything and it means nothing anymore. No 'wine lovers' and not 'disrupt', we do not disrupt anything, the bottlers exist since forty years, we only help them to be found. One emoji of grapes is okay for me, maybe 🍇, but not more.",
    other: 'I am sorry, I am not sure I understand well the question. Can you say it differently, maybe?',
    repeat: 'I think I already answered this before, so I have nothing more to add, sorry.',
    pass: 'I think it is really all I can say about this.',
  },
}

const graciela: Founder = {
  id: 'f44-graciela-shade-the-stop',
  name: 'Graciela Ybarra',
  company: 'Shade the Stop',
  style:
    'civic nonprofit voice, plain, warm and factual, speaking for volunteers and riders (a volunteer-run nonprofit that builds shade canopies and benches at bus stops that have none, in Houston, Texas)',
  description:
    'Graciela Ybarra, a former public health nurse with the county health department, co-founded Shade the Stop, a volunteer-run nonprofit in Houston, Texas. It builds shade canopies and benches at bus stops that have neither, with permission from the transit agency and the owners of the land: volunteers put up a steel-frame canopy with a bench and a trash can in one morning, for about US$3,800 a stop, paid for by donations, neighbourhood businesses and churches. It also counts riders and measures heat at unshaded stops, and publishes a map of them to press the transit agency to build permanent shelters.',
  headline: '212',
  customerQuote:
    'I used to wait behind the dumpster at the Dollar General because it was the only shade on the block. Now I wait like a person.',
  goalKeywords: ['40', 'Shade Day', 'volunteers'],
  bannedWords: ['underserved', 'eyesore', 'transit desert'],
  noEmoji: true,
  answers: {
    opening:
      'Hello, and thank you for doing this. I am Graciela Ybarra, one of the co-founders of Shade the Stop here in Houston. We are a volunteer group that puts shade and a place to sit at bus stops that have neither. I was a public health nurse for twenty-two years before this, so I will probably talk about heat more than you expect.',
    product:
      'Shade the Stop builds shade canopies and benches at bus stops that have nothing, just a pole and a sign. We get permission from the transit agency and from whoever owns the land, then a crew of volunteers puts up a steel-frame canopy with a bench and a trash can in one Saturday morning. Each stop costs about $3,800, and it is paid for by donations, by neighborhood businesses and by churches, who often adopt the stop in front of them. We also count riders and measure the temperature at stops with no shade, and we publish all of it on a map, so the transit agency knows where permanent shelters are needed first.',
    audience:
      'The riders are people who do not have a choice about the bus. Older people going to dialysis and clinic appointments, mothers with strollers, workers on early shifts at the warehouses and restaurants, teenagers going to summer jobs. Most of our stops are in Gulfton, Alief, Sunnyside and the East End. Our volunteers are a real mix: church groups, high school students who need service hours, a lot of retired tradespeople, and some of the riders themselves.',
    problem:
      'Houston has close to 9,000 bus stops, and thousands of them have no shelter and no bench. In July and August the concrete at those stops can reach 140 degrees, and people wait twenty or thirty minutes in full sun, often elderly people and people with health conditions. Riders bring their own shade: we find umbrellas tied to the pole, upturned paint buckets to sit on, people standing behind dumpsters and in drive-throughs. Permanent shelters take years to plan and cost tens of thousands of dollars each. People are waiting this summer.',
    story:
      'In August 2021 I was still working as a nurse, and a woman of 68 was brought in with heat stroke. She had collapsed at a bus stop on her way to dialysis, after waiting more than forty minutes. When she could talk, she told me she always sat on a paint bucket someone had left there. The next weekend I drove to that stop. There was no bench, no shade, and there were three paint buckets and a shopping cart with a bedsheet tied over it. The riders had built their own shelter because nobody else would.',
    storyFollowUp:
      'My brother-in-law Rudy is a welder. That weekend he, my husband, and six people from our church built a canopy and a bench at that stop, after I spent a week on the phone asking for permission. The woman, Mrs. Villalobos, came to see it on her way to dialysis. After that, people started calling our church to ask for one at their stop. In 2022 we registered as a nonprofit with two other co-founders, Dennis Acosta and Pastor Lionel Freeman, and I left nursing the following year.',
    proof:
      'Since 2021 we have built shade and seating at 212 bus stops. Together those stops see about 9,600 boardings a day. On an August afternoon, the bench under one of our canopies measures on average 31 degrees cooler than the bare concrete next to it. More than 1,400 people have volunteered on a build day. And after we published our rider counts, the transit agency replaced 38 of our canopies with permanent shelters, which is exactly what we hoped would happen.',
    proofFollowUp:
      'One stop I think about is on Hillcroft, in front of a strip mall in Gulfton. About 380 people a day get on the bus there, and before we came there was only a pole. A small taqueria next to it adopted the stop and paid for half of the canopy. The owner told us that on hot days riders now come in to buy a cold drink while they wait, instead of hiding in the shade of the building, and last year the transit agency put a permanent shelter there, built on our rider count.',
    customerWords:
      'Mr. Earl Jenkins is 74 and takes the bus every day to his part-time job at a hardware store. At the opening of the stop on his corner, he said to the volunteers: "I used to wait behind the dumpster at the Dollar General because it was the only shade on the block. Now I wait like a person." He agreed to be named, and he has come to almost every build day since.',
    belief:
      'Everyone tells us that the answer is to plant trees at bus stops. I love trees, and we plant them where we can. But a live oak takes ten or fifteen years to shade a bench, and people are fainting this August. I think steel first, and trees after. A city should not ask an old woman on her way to dialysis to wait fifteen years for shade.',
    update:
      'This spring we are starting two things. First, a heat sensor at twenty of our busiest unshaded stops, which will post the temperature live on our map, so anyone can see what riders are waiting in. Second, a "Stop Sponsor" program, where a business or congregation can adopt a stop for $3,800 and have its name on a small plaque on the bench.',
    goal: 'Our goal for the next two weeks is to sign up 300 volunteers for Shade Day, Saturday 11 April, when we will build shade at 40 stops in Gulfton and Alief in a single day, before the summer heat begins. No experience is needed; our crew leaders teach everything, and we provide tools, gloves, water and lunch. People can sign up at shadethestop.org/shadeday, alone or as a group. Businesses and churches that want to sponsor one of the 40 stops can do it on the same page.',
    tone: "Plain, warm and practical, and respectful of the riders. Please do not call our neighborhoods 'underserved' or call them a 'transit desert'; people live full lives there, and they already know what is missing. And never describe a bus stop, or anything in these neighborhoods, as an 'eyesore'. No emoji, please.",
    other:
      'I am not sure I am the right person to answer that. I am happy to tell you more about the stops, the riders or our volunteers.',
    repeat: 'I believe I already answered that, and I do not have anything more to add.',
    pass: 'I think I have told you everything I can about that.',
  },
}

export const freshFounders44: Founder[] = [lorna, pelle, poppy, beau, clemence, graciela]
