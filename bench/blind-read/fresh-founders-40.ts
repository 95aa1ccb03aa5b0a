// A forty-first held-out set (ids f40-), written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const fergus: Founder = {
  id: 'f40-fergus-temperament',
  name: 'Fergus Ballantyne',
  company: 'Temperament',
  style:
    'long, rambling typed answers with asides in brackets, dashes and self-corrections (B2B software that keeps the history of every piano and plans the tuning rounds of piano tuners and technicians)',
  description:
    'Fergus Ballantyne, a piano tuner for twenty-two years who trained at a piano shop in Glasgow, founded Temperament in Leith, Edinburgh, Scotland. Temperament is software for piano tuners and technicians: it keeps a record of every piano they look after (make, serial number, pitch on arrival, room humidity, work done, parts fitted), groups visits that are due into rounds by area so a tuner can do several in one village, sends each owner a reminder text or e-mail with a booking link when their piano is due, and sends a one-page report after each visit. Schools, churches and concert venues with several pianos share a view with their tuner. Tuners pay £22 a month; apprentices are free in their first year.',
  headline: '183,700',
  customerQuote:
    "There were 212 pianos in my card box I hadn't seen in three years, and their owners were just waiting for me to ring.",
  goalKeywords: ['150', 'piano tuners', 'October'],
  bannedWords: ['tickle the ivories', 'game-changer', 'disrupt'],
  noEmoji: true,
  answers: {
    opening:
      "Hello! Fergus here, Temperament, Edinburgh (well, Leith, which anyone from Leith will tell you is not the same thing). I should warn you I tuned pianos for twenty-two years and you spend most of that time alone in people's front rooms, so when somebody actually asks me a question I tend to answer it and then three others nobody asked. Fire away.",
    product:
      "Right. Temperament is software for piano tuners and technicians, which sounds very narrow, and it is, but bear with me. Every piano a tuner looks after gets a record: the make and serial number, how far flat it was when you arrived, the humidity in the room, which strings you replaced, whether the hammers are getting worn, and (this is the one tuners love) little notes like 'cat sleeps inside, check before closing lid'. Then it looks at which pianos are due and groups them into rounds by area, so instead of driving to Peebles for one piano you go for four. The owners get a text or an e-mail when their piano's due with a link to book, and after the visit they get a one-page report, which sounds like a small thing but people really like knowing what was done to the thing. Schools and churches and concert halls with several pianos can see all of theirs in one place. It's £22 a month for a tuner, and free for apprentices in their first year, because I remember what I earned as an apprentice, which was roughly nothing plus biscuits.",
    audience:
      "Piano tuners and technicians, mostly self-employed, mostly one person with a van or, honestly, a rather tired estate car with a tool case in the boot. In the UK there are maybe two thousand of us who do it full-time, a lot of them over fifty-five, and almost all of them keep their customers on index cards or in a diary or, in one memorable case, on the back of an old church hymn board. Then there's a second group, the places with lots of pianos, so music schools, universities, the bigger churches, a couple of concert halls, who need to know which of their forty pianos was done when. But the person I'm really building for is the tuner in a rural area who spends more time on the A9 than at the keyboard.",
    problem:
      "The problem isn't the tuning, tuners are very good at tuning. It's everything around it. A piano needs doing roughly once a year, which means nobody remembers, not the owner and honestly not the tuner either, because if you've got 900 pianos on cards you're not going through the box every week. So pianos just quietly drop off. The owner thinks 'oh, he'll ring', the tuner's too busy, and three years later the piano's a semitone flat and it takes two visits to bring back up. And then the driving. A tuner in the Borders or the Highlands can do two pianos in a day because they're forty miles apart, when if they'd been booked sensibly it could have been five. Oh, and the paperwork, I almost forgot the paperwork, invoices written on a knee in a car park.",
    story:
      "So, the moment was my wrist. February 2017, no, it must have been 2018 because my daughter had just started at Leith Academy, I slipped on ice outside a house in Morningside carrying my tool case and broke my right wrist. Which for a tuner is, well, you can't tune with your left hand, or I can't anyway. Three months off. And because I couldn't work, I did something I'd never done in twenty years, which was sit at the kitchen table and go through every single card in the box. About a third of my customers I hadn't seen in over two years. Not because they'd gone elsewhere, most of them, just because nobody had reminded anybody. I'd been losing about a third of my work to my own card box.",
    storyFollowUp:
      "My nephew Callum was a developer at one of the banks here, and while I had the cast on he built me a rough thing, a spreadsheet really with a text-message service stuck on the side, and I sent reminders to everyone I'd lost touch with. I got back about 180 pianos that spring. Then (and this is the bit I didn't plan) I mentioned it at the tuners' association meeting in Perth and eleven people asked for a copy the same afternoon. By the time lockdown came in 2020 and none of us could get into anyone's house, there were about forty tuners using it and we had time on our hands, so Callum and I rebuilt it properly. I stopped tuning full-time in 2021. I still do Fridays, mind you, mostly schools, partly to keep my ear in and partly so I don't start building things tuners don't need.",
    proof:
      "We've got 246 tuners and technicians on Temperament now, mostly UK and Ireland, plus a wee group in the Netherlands and, for some reason I've never fully understood, nineteen in New Zealand. Between them there are 183,700 pianos on file, which I still find a slightly startling number. Last year it booked about 141,000 tunings. The tuners who've been on it for more than a year are doing on average 4.6 pianos a working day where they used to do 3.5, almost entirely because of the rounds, less driving, and about 81% of their customers rebook within fourteen months, which, when I was on cards, was nearer half.",
    proofFollowUp:
      "The one I always mention is Morag Lennie, who tunes in Inverness and covers, I'm not exaggerating, from Thurso to Fort William and over to Skye. She was doing about 40,000 miles a year. When she moved onto Temperament she typed in her card box over a winter (she did it herself, every card, I offered to help and was told no) and the system flagged 212 pianos she hadn't visited in three years. She sent reminders and 140 of them booked in within two months. Her mileage last year was down about a quarter and she took on an apprentice, a lad from Dingwall, which in our trade is almost unheard of.",
    customerWords:
      "Morag phoned me after that first spring, which she doesn't do, she's not a phoner. She said: \"There were 212 pianos in my card box I hadn't seen in three years, and their owners were just waiting for me to ring.\" And then, in the same breath, that her estate car needed new tyres and that was my fault too. She's fine with her name being used, she said she'd be offended if it wasn't.",
    belief:
      "This will annoy some of my colleagues, but the trade tells everyone a piano needs tuning twice a year, and I think for most home pianos that's not true and it's actually bad for us. A piano in a house, kept away from the radiator, played by a child doing Grade 3, is perfectly fine with once a year. When you tell people twice, they feel guilty, they can't afford it, and so they do nothing for three years. When we changed the default reminder to once a year, the rebooking rate went from 46% to 81%. Honest advice gets you more work, not less. There, I've said it, I'll not be invited to the dinner.",
    update:
      "Next thing is a humidity sensor, a small plastic thing about the size of a matchbox that sits inside the piano and logs the humidity every hour, £35, and the tuner sees it in Temperament before the visit. Because nine times out of ten when a piano won't hold its tune it's not the piano, it's the radiator or the new wood-burning stove (Edinburgh's full of new wood-burning stoves). It ships in September, and it works with the school view too, so a music department can see that the piano in the assembly hall is basically living in a desert.",
    goal: "What I'd like from the next couple of weeks is 150 piano tuners to start a free three-month trial before October. October's when the heating goes on across the country and every piano in the land goes flat, so it's the worst possible month to be on a card box. They can sign up at temperament.app/tuners and I'll do the import with them myself, on a call, cards and all. And if you have a piano and you like your tuner, please send them this, they won't have seen it, they don't read LinkedIn.",
    tone: "Friendly, a bit dry, like a tradesman talking in your kitchen over a cup of tea, not like a tech company. Please don't write 'tickle the ivories', every tuner in the country will groan at once. No 'game-changer' and no 'disrupt', the piano has been roughly the same for 150 years and that's rather the point. And no emoji, thank you, they look daft next to a piano.",
    other:
      "Ah, I'm not sure I'm your man for that one. Ask me anything about pianos or driving round Scotland and I'll not stop.",
    repeat: "I think I've gone over that already (at length, I suspect), so I'll not bore you with it twice.",
    pass: "No, that's honestly all I've got on that, and that's saying something for me.",
  },
}

const jesper: Founder = {
  id: 'f40-jesper-royaltea',
  name: 'Jesper Holm',
  company: 'royaltea',
  style:
    'terse indie hacker, clipped fragments and numbers, no pleasantries (solo web app that pulls self-published authors’ royalty reports from Amazon KDP, Kobo, Apple Books and other stores into one dashboard)',
  description:
    'Jesper Holm, a former back-end developer at a bank in Copenhagen, is the solo developer of royaltea, built in Aarhus, Denmark. It is a web app for self-published authors that imports their sales and royalty reports from Amazon KDP, Kobo, Apple Books, Google Play Books and Draft2Digital, converts them into one currency, and shows earnings per book and per series, how many readers go on from book 1 to the next books, and whether Amazon ads on each book earn back what they cost. It costs US$12 a month.',
  headline: '2,140',
  customerQuote: 'Turns out book 4 was eating my ad money. Turned it off. Up $380 a month.',
  goalKeywords: ['100', 'read-through'],
  bannedWords: ['passive income', 'side hustle'],
  noEmoji: true,
  answers: {
    product:
      'Royalty dashboard for self-published authors. KDP, Kobo, Apple, Google Play, D2D. One currency. Per book, per series, ads vs royalties. $12/mo.',
    audience: 'Indie authors with 5+ books. Mostly romance, cozy mystery, fantasy. US, UK, Australia.',
    problem:
      'Every store has its own report. Different currencies, different months. Authors live in spreadsheets. Nobody knows which book actually makes money.',
    story:
      "My wife writes romance. Pen name, 11 books. Sunday nights: six tabs, four currencies, one spreadsheet. 2021, she asked me to 'just fix it'.",
    storyFollowUp:
      'Weekend script for her. She posted a screenshot in an author Facebook group. 300 DMs. Charged $9. Quit the bank in 2023.',
    proof: '2,140 paying authors. $23.4k MRR. 61% on annual. Churn 2.1%/mo. No ads, all word of mouth.',
    proofFollowUp:
      'Dana Whitcombe, Texas. 14-book cozy mystery series. Ads on book 4 cost more than they earned. Cut them. +$380/mo.',
    customerWords:
      'Dana, in the Facebook group: "Turns out book 4 was eating my ad money. Turned it off. Up $380 a month." Got 40 signups that day.',
    belief:
      'Amazon rank is vanity. Read-through is the business. A book ranked #80,000 can be your best earner if it starts a series.',
    update: 'Read-through tracker. Book 1 → book 2 → book 3, per series, per store. Beta in November.',
    goal: '100 authors with a series of 3+ books for the read-through beta. Free till January. royaltea.app/series',
    tone: "Straight. Numbers. No 'passive income', no 'side hustle'. Writing books is work. No emoji.",
    other: 'Not my area. Ask about royalties.',
    repeat: 'Covered that.',
    pass: "That's all.",
  },
}

const jaz: Founder = {
  id: 'f40-jaz-arvo-candle',
  name: 'Jaz Petrakis',
  company: 'Arvo Candle Co.',
  style:
    'playful, cheeky consumer brand voice with lots of emoji, Aussie slang, jokes and exclamation marks (soy-wax candles in refillable tins that smell like Australian memories, made in Geelong)',
  description:
    "Jaz Petrakis, a former hairdresser, founded Arvo Candle Co. ('arvo' is Australian slang for afternoon) in Geelong, Victoria, Australia. It makes soy-wax candles poured by hand in refillable tins that smell like Australian memories rather than 'luxury' scents: its best-seller is Nan's Laundry (eucalyptus wool wash and sheets drying in the sun), alongside First Rain (rain on hot bitumen) and Sausage Sizzle. A 300 g candle costs A$42, refill pouches of wax cost A$26, and it ships to Australia, New Zealand and the UK.",
  headline: '52,400',
  customerQuote: "Lit Nan's Laundry in my flat in Hackney and had to ring my mum.",
  goalKeywords: ['2,000', 'Boxing Day'],
  bannedWords: ['luxury', 'bogan', 'down under'],
  noEmoji: false,
  answers: {
    opening:
      "G'DAY!! 👋🕯️ Jaz from Arvo Candle Co. here, coming at you live from my dad's garage in Geelong 🏠🔥 (he has been evicted, his ute lives on the street now 🚙😂) Ready when you are!!",
    product:
      "So we make candles that smell like being Australian 🇦🇺🕯️ NOT 'amber and oud' or whatever, like... actual memories 😂 Our best-seller is NAN'S LAUNDRY 👵🧺 = eucalyptus wool wash + sheets drying on the Hills Hoist ☀️ Then there's FIRST RAIN 🌧️ which is rain hitting hot bitumen after a 40 degree day (people get emotional, I'm not kidding 😭) and SAUSAGE SIZZLE 🌭🧅 which yes, smells like onions, and yes, it sells 😅 All soy wax, hand-poured, in tins you refill with our wax pouches ♻️ A$42 for a 300 g candle, refills A$26 💛",
    audience:
      "Homesick Aussies!!! 🥲✈️ Like a third of our orders go to the UK, mostly London 🇬🇧 nurses, teachers, bartenders, all missing home 😭 Then gift buyers here 🎁 (we are the official 'what do I get my mother-in-law' candle 😂) and people in little rentals who want their place to smell like a beach house not a department store 🏖️",
    problem:
      "Every candle smells like a hotel lobby 🏨😴 'Midnight Fig', 'Sea Salt & Sage'... babe I'm from Corio, I have never smelled a fig at midnight 😂 Nothing smelled like HOME. Plus most candles come in a glass jar you chuck when it's done 🗑️ and the cheap ones are paraffin and give you a headache 🤕",
    story:
      "Melbourne lockdown, 2020 😷 the long one. My Nan was in aged care and I couldn't visit for months 💔 and one day I realised I was forgetting what her house smelled like 😢 So I tried to make it. In a saucepan. In my rental kitchen 🍳 Ruined the saucepan, nearly set off the smoke alarm, cried a bit 😅🚨 but candle number 9 smelled like her laundry and I just sat on the floor with it 🕯️🥹",
    storyFollowUp:
      "I posted it on TikTok and it did like 40k views 📈 and people were commenting their Nan's smells 👵💬 (Vicks! Scones! Cigarettes and Pine O Cleen!! 😂) Then January 2022 I posted FIRST RAIN on a 41 degree day and it went NUTS 🤯🌧️ 11,000 orders in nine days 😱 I quit the salon, took over Dad's garage and roped in my cousin Eleni and two of my old clients 👯‍♀️ We're seven now!! 🎉",
    proof:
      "OKAY numbers 🤓📊 We sold 52,400 candles last year!!! 🕯️🕯️🕯️ 38% of them to the UK 🇬🇧 About 1 in 3 customers buys a refill pouch instead of a new tin ♻️ which means like 17,000 tins that didn't go in the bin 🙌 And Nan's Laundry is still number one, three years running 👑👵",
    proofFollowUp:
      "My fave is Bree 💛 she's an ICU nurse from Townsville living in Hackney, London, doing night shifts 🏥🌙 She ordered Nan's Laundry in her first winter there when she was SO homesick, and now she's ordered 14 more for the other Aussie and Kiwi nurses on her ward 😭🇦🇺🇳🇿 They light one in the staff room on bad nights 🕯️ (not during shifts, we are not a fire hazard, calm down 😂🚒)",
    customerWords:
      'Bree sent me a DM at like 3am our time 📱 and it just said: "Lit Nan\'s Laundry in my flat in Hackney and had to ring my mum." 🥹 I screenshotted it, printed it and stuck it on the garage wall next to the wax melter 🖼️ She said we can share it with her name!! 💛',
    belief:
      "Hot take 🌶️🔥: nobody is homesick for a hotel lobby 🏨 The candle industry thinks people want 'sophisticated' 💅 but our Sausage Sizzle outsells our one 'classy' sandalwood candle 4 to 1 🌭🏆 (RIP Sandalwood, we discontinued it 🪦😂) People want to smell a memory, not a mood board 🧠💛",
    update:
      "NEW SCENT ALERT 🚨🚨 It's called BOXING DAY 🏏☀️ = freshly mown grass + sunscreen + cold pavlova 🍓 basically the cricket at your aunty's place on 26 December 😂 AND we've got a little warehouse partner in the UK now 🇬🇧📦 so London orders arrive in 4 days instead of 3 weeks 🙌🙌",
    goal: "We want 2,000 pre-orders of Boxing Day before 10 November 🏏🕯️ so we can pour them in time and get them to the UK before Christmas 🎄✈️ Pre-order at arvocandle.com.au/boxingday 🛒 and if you've got an Aussie mate overseas who's missing home... tag them, we'll do the rest 😉💛",
    tone: "Fun, cheeky, warm, like your funniest mate texting you 😂💛 Emoji YES please 🙌🕯️ But please never say 'luxury' 🙅‍♀️ we're not luxury, we're your Nan's laundry. Never 'bogan' either, that's punching down and my dad would be offended 😅 And please not 'down under' 🦘🙄 no Australian has ever said that about themselves!!",
    other: "Ooh no idea babe 😅 ask me about candles or Nans and I'm your girl 🕯️👵",
    repeat: 'Haha I think I already told you that one! 😂 Nothing new to add 🤷‍♀️',
    pass: "That's literally everything I've got on that 😅🕯️",
  },
}

const levi: Founder = {
  id: 'f40-levi-flat-out',
  name: 'Levi Hufnagel',
  company: 'Flat Out Farm Tire',
  style:
    'raw voice transcript, all lowercase, almost no punctuation, fillers, false starts, repeated words, self-corrections, numbers and web addresses spoken (on-farm tire repair and replacement for tractors, combines and grain carts in northwest Ohio)',
  description:
    'Levi Hufnagel, a former tire technician at a truck stop in Findlay, runs Flat Out Farm Tire from Napoleon in northwest Ohio. It repairs and replaces tractor, combine, grain-cart and sprayer tires in the field, with three service trucks fitted with cranes and a 24-hour line during planting and harvest. A field call costs $165 plus parts; a Harvest Pass at $299 a season gives a farm priority response within two hours. It employs seven people.',
  headline: '4,260',
  customerQuote: 'i called you at nine and we were combining again before lunch',
  goalKeywords: ['200', 'harvest pass'],
  bannedWords: ['heartland', 'salt of the earth'],
  noEmoji: true,
  answers: {
    opening:
      'yeah okay is it is it going alright so um hi this is levi levi hufnagel flat out farm tire were out of napoleon ohio we do uh we fix tractor tires combine tires out in the field basically',
    product:
      'so what we do is um when youre out in the field and a tire goes on your tractor or your combine or your grain cart we we come to you we got three service trucks with a crane on the back because like a big rear tractor tire thats like two thousand pounds with the fluid in it you aint doing that with a jack and um we repair it or we put a new one on right there in the field and uh in planting and in harvest we run the phone twenty four hours so its one sixty five for the call plus parts and then theres the harvest pass which is uh two ninety nine for the season and you get us within two hours guaranteed',
    audience:
      'um mostly grain farms you know corn and beans around here henry county wood county defiance fulton uh some of them are like four five hundred acres some are big like five six thousand and um custom harvesters too the guys who go farm to farm and uh we got a couple dairies that call us for the feed wagons',
    problem:
      'so the thing is um when a tire goes at harvest the dealer is like oh we can get out there thursday and its monday and you got rain coming wednesday and uh beans dont wait you know beans start shattering on you and youre losing bushels every every day its sitting there and um a lot of guys they end up pulling the tire themselves with a loader and thats thats how people get hurt real bad',
    story:
      'okay so um it was october two thousand eighteen i was working at the truck stop in findlay doing semi tires and my uncle gary he calls me like eight at night the grain cart the grain cart tire blew and the dealer said uh three days and he had like two hundred acres of beans left and rain coming so i just threw my jack and my tools in my pickup and um drove out there and we did it with the headlights on and the tractor lights like till one in the morning',
    storyFollowUp:
      'and so then the next week like um his neighbor calls me and then that guys brother and i was doing it after my shift like every night that whole harvest and my wife is like levi you got a business here or youre getting a divorce one of the two so uh spring two thousand nineteen i bought a used service truck for thirty eight thousand with a crane on it off a guy in indiana and quit the truck stop',
    proof:
      'so um since we started weve done four thousand two hundred no four thousand two hundred and sixty field calls four thousand two hundred sixty and um last harvest our average time from the phone call to us being in the field was like uh seventy one minutes and were seven guys now three trucks and we got two hundred and forty farms on the harvest pass',
    proofFollowUp:
      'so theres ron and darla kuhlman up by deshler they do like twenty four hundred acres and last october the combine the front tire on the combine blew out on a stalk like a corn stalk went right through it and um it was like nine in the morning and there was rain coming that afternoon and we had it swapped and them rolling by like ten thirty and they got the whole field done before the rain that was like eighty acres of beans',
    customerWords:
      'and darla um darla called me after she called the office actually and she said uh i called you at nine and we were combining again before lunch and then she sent us like a whole tray of her buckeyes the peanut butter ones and my guys ate them in like one day',
    belief:
      'okay so um everybody thinks you got to buy new tires you know the dealer wants to sell you the new radial and i think like most tires on a farm dont wear out they get cooked they get cooked on the road because guys run the field pressure at road speed going farm to farm and um if you just run the right pressure your tires last like twice as long so we tell people that even though we sell tires which is like dumb for business maybe but its true',
    update:
      'so whats coming is um we got pressure sensors now like little wireless sensors you put on the valve stem on your grain cart and your tractor and it sends you a text if the pressure drops so you catch it before it blows and um we got a fourth truck coming for defiance so we can cover further west like up to the indiana line',
    goal: 'so what i want is two hundred more farms on the harvest pass before september first two hundred and uh the first hundred that sign up get the pressure sensors for the grain cart free and you can go on flatoutfarmtire dot com slash harvest or just call the shop and ask for me or ask for my wife she runs the office honestly she runs everything',
    tone: 'just um talk normal like were talking at the co op you know not like a commercial and uh dont say heartland i hate that nobody here says heartland and dont say salt of the earth thats like something a politician says and um no no emoji please no',
    other: 'uh um i dont really know nothing about that one to be honest',
    repeat: 'yeah um like i said before thats pretty much it',
    pass: 'nah thats about all i got on that',
  },
}

const ilaria: Founder = {
  id: 'f40-ilaria-raffermo',
  name: 'Ilaria Bonacorsi',
  company: 'Raffermo',
  style:
    "non-native English, Italian first language, with false friends ('actually' for 'currently', 'eventually' for 'possibly'), 'since' for durations, 'I have 34 years', 'the people is', subjectless 'is' and overused articles (beer brewed with unsold bread collected from bakeries in Turin)",
  description:
    "Ilaria Bonacorsi, a food technologist who worked for eight years in quality control at a large confectionery company in Piedmont, founded Raffermo ('stale' in Italian) in Turin, Italy. Raffermo collects unsold bread from neighbourhood bakeries by cargo bike every evening and brews beer in which the bread replaces about 30% of the barley malt, with a partner brewery in Settimo Torinese. Its beers (Biova Bionda, a pale lager named after the typical Turin bread, and Crosta Rossa, an amber ale) are sold to bars and restaurants and in the same bakeries that give the bread; a 33 cl bottle costs €3.80. Bakeries get 6 bottles for every 10 kg of bread they give.",
  headline: '21,300',
  customerQuote: 'Before, I threw the bread in the bin every night, with shame. Now my customers drink it.',
  goalKeywords: ['30', 'bakeries', 'Milan'],
  bannedWords: ['garbage', 'hipster', 'eco-friendly'],
  noEmoji: false,
  answers: {
    opening:
      'Hello, good morning! I am Ilaria Bonacorsi, I am the founder of Raffermo, from Turin. I have 34 years and since four years I make beer with the bread that the bakeries do not sell. Sorry for my English, is not perfect but I try my best.',
    product:
      "Raffermo in Italian means 'stale', like the bread of the day before. Every evening we go with the cargo bike to the bakeries of our neighbourhoods and we collect the bread that they did not sell. We dry it, we toast it a little bit and we use it to make beer, where the bread replace about 30% of the barley malt. We brew with a partner brewery in Settimo Torinese. Actually we have two beers: Biova Bionda, a light lager, the biova is the typical bread of Turin, and Crosta Rossa, an amber ale. We sell to bars and restaurants, and also inside the same bakeries who give us the bread. One bottle of 33 cl is €3.80, and for every 10 kg of bread the bakery receive 6 bottles.",
    audience:
      'From one side there are the bakeries, small family bakeries, the panetteria under the house, like we say. They are our suppliers and also our shops. From the other side the bars and the restaurants of Turin, especially the ones for aperitivo, and the people who drink the beer, normally between 25 and 45 years, who like to know where come from the things.',
    problem:
      'In Italy every day the bakeries throw away a lot of bread, is a very big quantity, because the people want to find the shelf full also at seven in the evening. A small bakery throw away maybe 8 or 10 kg every night, and the bread cannot be given to the food banks so easily after one day, because of the rules and because nobody come to take it. For the baker is money lost, and is also a pain, because to make bread is a lot of work, they start at three in the night. Nobody like to put his own work in the bin.',
    story:
      'In 2019 I was helping my cousin Davide to close his bakery in San Salvario, was a Saturday, and I saw him to fill two big black bags with bread, maybe 12 kg. I made him a question: every night is like this? He said yes, more or less. I was working in quality control for sweets, so I know how is made the fermentation, and in the car going home I was thinking that bread is basically already half a beer: is cereals, water and yeast.',
    storyFollowUp:
      "So I started to make tests in my garage with a kit for 20 litres, I think I made eleven tests before it was good. My friends was very happy to be the tasters. In 2021 I brought some bottles to a bar in Vanchiglia, and the owner ordered 3,000 bottles for the summer, and I didn't have a brewery, so I have found the partner in Settimo. After this I left my job in 2022. Davide's bakery was the first one, and he still give us the bread every night.",
    proof:
      'Until now we collected 21,300 kg of bread from bakeries that otherwise was thrown away, only last year 8,900 kg. In every bottle there is more or less one slice of bread. Actually we work with 22 bakeries in Turin and we are present in 130 bars and restaurants. Last year we sold around 300,000 bottles. Every bakery receive in average 240 bottles in one year, and many of them tell us that they sell these bottles in the shop with a good margin.',
    proofFollowUp:
      'For example, Franco Gribaudo, he has a bakery in Borgo San Paolo since 31 years. He was throwing away around 9 kg of bread every evening. Now we take the bread without filling, and together we looked his numbers, so he bake a little bit less and he throw almost nothing. With the bottles he receive he made a small corner in the shop with our beer and the grissini, and on Friday evening he sell more beer than bread, almost. He told me the customers ask him when is ready the next beer of his bread.',
    customerWords:
      'Franco said to me one evening when I was collecting, I translate from Piedmontese more or less: "Before, I threw the bread in the bin every night, with shame. Now my customers drink it." He is agree that I use his name, he is very proud.',
    belief:
      'I know is strange that I say this, because my business is made with the bread that remain, but I think the bakeries bake too much. Everybody say that the customers want the shelf full until closing time, and I think is false, is the bakers who are afraid of the empty shelf. The people accept very well that at seven in the evening there is less choice. So our beer is eventually a good solution for today, but the real solution is to bake a little bit less. With some bakeries we look the numbers together and they reduced the bread remaining by one third.',
    update:
      'From May we will start also in Milan, with a partner brewery there. And in January we make a special beer, Dopo Natale, with the panettone that is not sold after Christmas, because in Italy after the 6th of January nobody want to buy panettone anymore and the shops have a lot. Last year we made a test with 600 kg and it was finished in two weeks.',
    goal: 'Our goal for the next two weeks is to find 30 bakeries in Milan who want to give us their bread from May, when we start the collection there. For the bakery is free, we come every evening with the cargo bike, and they receive the bottles. The bakers can write to us on raffermo.it/milano or send a message on Instagram. If you live in Milan and you have a bakery you love under your house, please tell them about us.',
    tone: "I would like that it is friendly and a little bit proud, with some humour, but not like a lesson. Please never call our beer 'garbage' or say it is made with garbage, the bread is good bread, only from yesterday. Also not 'hipster', we are not hipster, our bakers have 60 years. And please don't write 'eco-friendly', is a word that now means nothing. One or two emoji is okay, not more.",
    other: 'Sorry, I am not sure to understand the question. Maybe you can ask me in another way?',
    repeat: 'I think I answered already to this before, I have nothing to add, sorry.',
    pass: 'I think this is really all I can say about this.',
  },
}

const kwabena: Founder = {
  id: 'f40-kwabena-chairside',
  name: 'Kwabena Asamoah',
  company: 'Chairside Ghana',
  style:
    'nonprofit founder, plain, measured and earnest, complete sentences (a nonprofit that trains barbers in Kumasi, Ghana, to check their customers’ blood pressure and refer those with high readings to nurses)',
  description:
    'Kwabena Asamoah, a nurse who worked for fourteen years at Komfo Anokye Teaching Hospital, founded Chairside Ghana, a nonprofit based in Kumasi, Ghana. Chairside trains barbers to check their customers’ blood pressure with a digital monitor while they wait for a haircut, record the reading on a phone, and refer men with high readings to partner nurses at nearby health centres; volunteer nurses then follow up with the men by phone. Barbers receive a free monitor, two days of training and a small payment for each check from donor funds.',
  headline: '28,450',
  customerQuote:
    'I came to cut my hair. My barber told me to go to the clinic, and the doctor said I should not have driven there.',
  goalKeywords: ['80', 'barbers', 'Kumasi'],
  bannedWords: ['silent killer', 'ticking time bomb', 'ignorant'],
  noEmoji: true,
  answers: {
    opening:
      'Good afternoon. My name is Kwabena Asamoah. I am a nurse by training, and I founded Chairside Ghana, a nonprofit in Kumasi. We train barbers to check the blood pressure of the men who come to their shops. Thank you for taking the time.',
    product:
      'Chairside trains barbers to check blood pressure. Each barber receives a digital blood pressure monitor, two days of training from our nurses, and a simple app on his phone to record the reading. While a man waits for his haircut, the barber checks him. If the reading is high, the barber gives him a referral card to a partner nurse at the nearest health centre, and one of our volunteer nurses calls him within a week to make sure he went. The barbers receive two cedis for every check, paid from donor funds, so it is not extra work for nothing.',
    audience:
      'We are for men, mostly between 30 and 65: taxi and trotro drivers, traders at Kejetia market, mechanics at Suame Magazine, teachers, security men. Many of them have never had their blood pressure taken in their lives. Our partners are the barbers themselves, 64 barbershops at the moment, and the health centres and the Ghana Health Service in the Kumasi Metropolitan area.',
    problem:
      'High blood pressure is very common among adults in Ghana, and most people who have it do not know. Men especially do not go to the clinic until something is very wrong. The clinics are open during working hours, when a driver or a trader cannot leave his work, and the waiting rooms are full of mothers and children, so a man feels he is in the wrong place. On the wards I saw too many men in their forties arrive after a stroke, when it was already too late to prevent it.',
    story:
      'In March 2018 my elder brother, Kofi, had a stroke at the age of 47. He was a taxi driver. He had never had his blood pressure checked, and he died four days later. At the funeral, his barber, Nana Kojo, told me that Kofi had been in his chair the Saturday before, complaining of headaches. I realised that my brother had sat with his barber every two weeks for twenty years, but he had not seen a nurse in all that time.',
    storyFollowUp:
      'So a few months later I bought a blood pressure monitor with my own money and trained Nana Kojo in his shop in Asafo on a Sunday afternoon. In his first month he checked 190 men and sent 31 of them to the clinic. Two other barbers on the same street asked to join. I had read about barbershop programmes in the United States, and with the help of two colleagues from the hospital we registered Chairside as a nonprofit in 2020. In 2022 I left the hospital to run it full time.',
    proof:
      'Since 2018 our barbers have carried out 28,450 blood pressure checks in 64 barbershops. About one man in five had a high reading and was referred, which is 5,630 men. Our volunteer nurses reached them by phone, and 62% of them went to see a nurse. Among the men who started treatment and came back for a check after six months, more than half now have their blood pressure under control.',
    proofFollowUp:
      'One of them is Mr. Yaw Boakye, a trotro driver on the Kejetia to Ejisu route, who is 52. His barber in Ayigya checked him last year and the reading was very high. He did not want to go, because he would lose a day of work. The barber refused to finish his haircut until he promised, which we do not teach, I must say. He went that afternoon. Today he takes his medication, and he now brings the other drivers from his station to the same barber.',
    customerWords:
      'Mr. Boakye came to one of our training days to speak to the new barbers. He said: "I came to cut my hair. My barber told me to go to the clinic, and the doctor said I should not have driven there." The barbers all laughed, and then it became very quiet in the room. He is happy for us to use his name.',
    belief:
      'People often say that Ghanaian men do not care about their health. I do not believe that. Men do care, but the health system asks them to come to places and at times that do not fit their lives. A man will not take a day off work to visit a clinic, but he visits his barber every two weeks and sits there for an hour. The barber is someone he trusts and listens to. We should take the check to where men already are, instead of blaming them for not coming.',
    update:
      'From next month our barbers will also send a WhatsApp reminder to men who are on medication, so that they come back for a check every time they come for a haircut. And in March we are training our largest group of barbers so far, in Suame, Tafo and Asawase, where many drivers and mechanics live and work.',
    goal: 'Our goal for the next two weeks is to recruit 80 new barbers in Kumasi for the training in March. The training is free, and every barber who completes it receives a monitor. Barbers can register at chairside.org.gh/barbers or call our office. We are also looking for people and companies to sponsor a monitor, which costs 650 cedis, for a barbershop in their own neighbourhood.',
    tone: "Plain, warm and respectful, and hopeful. Please do not call high blood pressure a 'silent killer' or a 'ticking time bomb'; it frightens people away instead of bringing them to be checked. Never describe the men as 'ignorant'. They are busy, not ignorant. And no emoji, please.",
    other:
      'I am sorry, I do not think I am the right person to answer that. I am happy to tell you more about our barbers and the men they check.',
    repeat: 'I believe I have already answered that, and I do not have anything more to add.',
    pass: 'I think I have told you everything I can about that.',
  },
}

export const freshFounders40: Founder[] = [fergus, jesper, jaz, levi, ilaria, kwabena]
