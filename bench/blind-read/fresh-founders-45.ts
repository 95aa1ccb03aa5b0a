// A forty-sixth held-out set (ids f45-), written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const gareth: Founder = {
  id: 'f45-gareth-kegtrail',
  name: 'Gareth Pryce',
  company: 'Kegtrail',
  style:
    'long, rambling answers with asides, tangents and self-corrections (B2B software that tracks the returnable steel kegs and casks of small breweries through pubs and chases the empties back)',
  description:
    'Gareth Pryce, who spent eleven years as a drayman and then logistics manager at a regional brewery in south Wales, founded Kegtrail in Cardiff, Wales. Kegtrail is software for small and independent breweries that keeps track of their returnable steel kegs and casks: each keg carries a tag that the brewery and its drivers scan with a phone when it leaves, when it is delivered to a pub and when it comes back empty. The brewery sees which pubs are holding empties and for how long, pubs get a text when a collection is due, drivers get a collection route, and lost kegs are charged back to the customer. Breweries pay £95 a month for up to 500 kegs and £190 a month above that.',
  headline: '61,400',
  customerQuote:
    'For the first time since we opened, I know where every one of my casks is sleeping tonight.',
  goalKeywords: ['30', 'breweries', 'Cask Share'],
  bannedWords: ['game-changer', 'craft revolution', 'disrupt'],
  noEmoji: true,
  answers: {
    opening:
      'Hiya, Gareth Pryce, I run Kegtrail, out of a unit in Cardiff that used to be a tyre place, so it still smells faintly of rubber, which my staff say is character. We help small breweries find their kegs. That sounds like a joke when I say it out loud at parties, and to be fair people do laugh, right up until I tell them what a keg costs.',
    product:
      "Right, so, Kegtrail. Every brewery that sells draught beer owns a pile of steel kegs and, if they do real ale, casks, and those go out full to pubs and are meant to come back empty. Meant to. We put a tag on each one, a tough little QR and RFID sticker that survives a keg washer (we went through, oh, nine versions before one survived the washer, the early ones came out looking like wet cornflakes), and every time it moves someone scans it with a phone: leaving the brewery, into the pub cellar, back on the lorry. So the brewer can open a map and see that the Red Lion in Abergavenny has had fourteen of their empties for seven weeks. The pub gets a polite text when a collection's due, the driver gets a route that picks up the empties on the way round, and if a keg has really gone walkabout the system raises a charge to the customer who had it last. It's £95 a month up to 500 kegs and £190 above that, which for most of our breweries is less than the price of one new cask. Well, nearly. Casks have gone up.",
    audience:
      "Small and independent breweries, mostly, the ones with somewhere between two hundred and maybe three thousand kegs and casks, which sounds like a lot until you realise that's a brewery of six people and a dog. Usually it's the owner who signs, because the owner is the one who's just paid for another hundred kegs, but the person who actually loves it is whoever does the deliveries, the drayman, because they're the ones who've been standing in a pub cellar in Pontypridd at nine in the morning trying to work out which of forty dusty empties are theirs. I was that person for years, so, you know, I'm biased. We've also got a few cider makers and a couple of contract packers, but the heart of it is small brewers.",
    problem:
      "A steel keg costs a brewery around £90 to £120 new, a cask more like £150 now, and the small breweries lose something like six to ten per cent of them every single year. They don't get stolen, mostly, or, well, some do, scrap merchants will happily take a keg off anyone and melt it. Mostly they just sit. They sit in the back of a cellar behind somebody else's empties, they get picked up by the wrong brewery's driver, they end up at a beer festival in Shropshire and never come home, a pub closes and the kegs go with the fixtures. And the only record is a spreadsheet somebody updates on a Friday when they remember, plus the driver's memory, which in my case was decent but not a database. So the brewer ends up buying new kegs every year just to stand still, which is money that should be going into, I don't know, a new fermenter, or wages.",
    story:
      "The moment, and I can tell you the day, was a Tuesday in February 2019. I was logistics manager at the brewery by then, and I got a phone call from a scrap yard in Newport, a bloke called Dai, lovely fella actually, and he said, 'I've got forty-six of your casks here, butt, do you want them back before I cut them up?' Forty-six. And our spreadsheet had thirty of those forty-six sitting in two pubs that, it turned out, had closed in 2017. Closed. We'd been counting casks in a pub that was now a vape shop. I drove over in the van with the owner's chequebook and bought our own casks back off him at twenty quid each, and on the M4 on the way home, with the casks clanking in the back like a brass band falling downstairs, I thought, this is mad, we track every pint for the taxman and we've no idea where a hundred-pound barrel is.",
    storyFollowUp:
      "So I did what every logistics bloke with a bit too much confidence does: I taught myself enough to build a scanning app on evenings, with stickers from an industrial label printer I bought off eBay. We tagged every cask at the brewery that summer, and the drivers scanned them, grumbling, for about a fortnight, and then stopped grumbling when they realised they could prove they'd picked something up. Within a year our losses went from about nine per cent to under two. Then I talked about it at a brewers' meeting in Bristol, which was meant to be five minutes and turned into forty, because everyone in the room had a Dai story, and eleven breweries asked if they could use it. I left the brewery in spring 2021, they were very decent about it, and they're still a customer, they get the mates' rate.",
    proof:
      "So, numbers. There are 212 breweries on Kegtrail now, across Wales, England, Scotland and a handful in Ireland, and between them they've got 61,400 kegs and casks tagged and tracked. The breweries that have been with us more than a year lose, on average, just under two per cent of their kegs a year, where before it was about eight. And the time a keg spends out in the trade before it comes home has dropped from 47 days to 29, which sounds dull, I know, but it means a brewery can do the same trade with a third fewer kegs. That's the bit the accountants like. The drayman likes that he can go home at four.",
    proofFollowUp:
      "The one I always come back to is Bethan Lloyd, who runs Cwm Glas Brewery up in the Brecon Beacons, proper small, eight people, about 1,100 kegs and casks going out to pubs all over mid Wales, which is a lot of sheep between deliveries. Before Kegtrail she was buying around 150 new casks a year just to replace the ones that didn't come back. Last year she bought twelve. Twelve. She reckons that's about £14,000 she didn't spend, and she put it into a second fermenter, so now she's brewing a winter stout she always wanted to do and never had the tank for.",
    customerWords:
      "Bethan sent me a text one night, late, I think she'd been doing the stock count with a glass of the stout, to be fair to her, and it just said: \"For the first time since we opened, I know where every one of my casks is sleeping tonight.\" I screenshotted it and it's the lock screen on my phone. She's fine with us using her name, she said she'd like the credit.",
    belief:
      "Everyone in brewing talks about lost kegs as if it's a technology problem, so people try to sell you GPS trackers at thirty quid a keg with batteries that die in a year, or they say give up on steel and use one-way plastic kegs that go in the bin afterwards. I think both are wrong. The kegs aren't lost, mostly, they're sitting in the cellars of pubs that like you and would happily give them back if somebody asked them nicely, at the right moment, about the right fourteen kegs. It's a manners problem, honestly, not a hardware problem. A cheap sticker and a polite text does more than any tracker, and the steel keg, refilled a hundred times, is still the greenest thing in the building.",
    update:
      "What's next is something we're calling Cask Share, which ships in April. About a third of the kegs a brewery thinks it's lost are actually sitting at another brewery, because the drivers picked up the wrong empties, which, to be fair, all look identical in a dark cellar. So Cask Share lets neighbouring breweries see each other's strays and swap them back on their normal rounds, and, this is the bit I'm proud of, pool a few spare casks between them for the busy weeks, Christmas and the rugby, instead of each buying their own. There's also a little cellar button for the pubs, so the landlord can tap 'empties ready' instead of ringing.",
    goal: "What I'd like out of this is 30 breweries signed up for the Cask Share pilot before the end of April, ideally clusters of three or four that are near each other, because the whole point is swapping, and a brewery on its own in Cask Share is like a man playing rugby by himself. South Wales and the west of England especially, that's where our first rounds are. It's free for the first six months, no card, and the brewer can sign up at kegtrail.co.uk/share and we'll come and tag the first hundred casks with them. And if you run a pub and you've got a cellar full of other people's empties, honestly, send this to your brewer.",
    tone: "Friendly, a bit daft, the way you'd talk across the bar at closing time, not like a conference. Please don't call anything a 'game-changer', I've been to enough trade shows to be allergic. No 'craft revolution', it's beer, people have been brewing it for five thousand years, and don't say we 'disrupt' anything, we send polite texts to pubs. And no emoji, please, my customers are brewers in their fifties with wet hands.",
    other:
      "Ooh, now, that's a bit outside my patch, I'm afraid (my wife would say most things are outside my patch unless they're made of steel and hold fifty litres). Ask me about kegs and I'm all yours.",
    repeat:
      "I think I've already given you that one, at some length, knowing me, so there's not much more I can add to it.",
    pass: "No, honestly, that's all I've got on that, I've wrung it dry.",
  },
}

const callum: Founder = {
  id: 'f45-callum-dipcheck',
  name: 'Callum Reid',
  company: 'Dipcheck',
  style:
    'terse indie hacker, lowercase fragments, a few words per answer (solo app that warns sea swimmers when a sewage overflow has spilled near their beach)',
  description:
    "Callum Reid, a software developer and year-round sea swimmer in Falmouth, Cornwall, UK, builds Dipcheck on his own. Dipcheck is an app that warns sea swimmers, surfers and paddlers when a storm overflow has recently released sewage near their chosen beach, by combining the water companies' live overflow data with rainfall, tides and the official bathing-water samples, and gives each beach a simple go or wait. Swimmers pay £19 a year; swim clubs pay £8 a month for a club plan that alerts all their members.",
  headline: '11,800',
  customerQuote: 'checked it in the car park. went to the next cove. nobody got ill this time.',
  goalKeywords: ['25', 'swim clubs', 'club plan'],
  bannedWords: ['wild swimming', 'pristine', 'eco-warrior'],
  noEmoji: true,
  answers: {
    product:
      'sewage spill alerts for sea swimmers. live overflow data + rain + tide. go or wait, per beach. £19 a year.',
    audience: 'uk sea swimmers. dawn dippers, surfers, paddleboarders. swim clubs too, 20 to 300 members.',
    problem:
      'overflows dump after heavy rain. nobody tells you. water looks fine. you find out tuesday, in the bathroom.',
    story:
      'aug 2022. club dawn dip, gyllyngvase. 9 of 14 of us sick by tuesday. overflow had spilled all night. data was public. nobody looked.',
    storyFollowUp:
      'scraped the discharge feed that week. telegram bot for the club. 200 members in a month, from 6 towns. paid app by christmas. quit contracting 2023.',
    proof:
      '11,800 paying swimmers. 73 clubs. ~£24k arr. alerts land avg 19 min after a spill starts. 412 beaches covered.',
    proofFollowUp:
      'carrick roads dawn swimmers, 140 members. sick days reported after swims: 31 last summer, 4 this one.',
    customerWords:
      'email from a mum in porthleven: "checked it in the car park. went to the next cove. nobody got ill this time." printed it. on the fridge.',
    belief:
      'bathing water ratings are useless. one sample a week, may to sept. spills dont keep office hours.',
    update: 'forecast mode. predicts spills from rain radar. 6h warning. ships 1 may.',
    goal: '25 swim clubs on the club plan before may. first season free. dipcheck.app/clubs',
    tone: "dry. no 'wild swimming', 'pristine', 'eco-warrior'. no emoji.",
    other: 'no idea. ask me about overflows.',
    repeat: 'said that already.',
    pass: 'nothing else there.',
  },
}

const hattie: Founder = {
  id: 'f45-hattie-dinglefruit',
  name: 'Hattie Boswell',
  company: 'Dinglefruit',
  style:
    'playful consumer brand voice with lots of emoji, caps, puns and exclamation marks (bicycle bells shaped like fruit, cast from reclaimed brass taps by a family foundry in Birmingham)',
  description:
    "Hattie Boswell, a former set designer for children's television, founded Dinglefruit in Birmingham, UK. It sells bicycle bells shaped like fruit and vegetables (a lemon, a strawberry, a pear, a cherry pair and an aubergine), cast from reclaimed brass taps and plumbing fittings by a family-run foundry in Birmingham's Jewellery Quarter, then hand-enamelled, each shape with its own ring. A full-size bell costs £24 and a mini bell for children's bikes and scooters costs £16.",
  headline: '41,200',
  customerQuote:
    'My daughter refused to ride her bike for two years. Now she does laps of the cul-de-sac just to ring the strawberry.',
  goalKeywords: ['2,000', 'Pineapple'],
  bannedWords: ['quirky', 'gimmick', 'MAMIL'],
  noEmoji: false,
  answers: {
    opening:
      "HIIII 👋🍋🚲 Hattie here from DINGLEFRUIT in Brum!! We make bike bells shaped like FRUIT 🍓🍐🍒 cast from old brass taps (yes TAPS 🚰) and honestly they are the most a-PEEL-ing thing on two wheels 😂🔔 Ex-kids' TV set designer, current full-time fruit bell lady, zero regrets!!!",
    product:
      "Okay so it's bicycle bells but make them FRUIT 🍋🍓🍐🍒🍆 We've got the Lemon, the Strawberry, the Pear, the Cherry Pair (two bells, one ding each, DOUBLE TROUBLE 🍒🍒) and the Aubergine, which... we don't talk about why it sells so well 😅🙈 Every one is cast in solid brass from reclaimed taps and plumbing bits by the Sandhu family foundry in the Jewellery Quarter 🔥🏭 then hand-enamelled, and every shape RINGS DIFFERENT 🔔🎶 the Lemon is zingy, the Pear is all mellow and PEAR-fect 🎵 Full size is £24, the mini for kids' bikes and scooters is £16 💛",
    audience:
      "PEOPLE WHO RING THEIR BELL AND GET GLARED AT 😤🔔 so basically everyone who cycles in a city!! Commuters on canal towpaths 🚲🦆 parents who want their kid's first bike to feel like a PARTY 🎉👧🏽 and SO many gift buyers, people buy a Strawberry for their cycling-mad dad every Christmas 🎁🍓 Also bike shops, we're in 140 independent shops now and they LOVE having a jar of fruit by the till 🫙🍋",
    problem:
      "Normal bike bells are RUDE 😬 That chrome TRRRING makes walkers jump out of their skin and then everyone's cross 😡🚶‍♀️ So people don't ring at all and just... sneak up behind you 😱 Plus they're cheap tinny things that rust in a month and end up in landfill 🗑️ And meanwhile perfectly good brass was going off to scrap by the skip-load from every bathroom refit in the country 🚰💀",
    story:
      "Okay picture it: spring 2020, lockdown, I'm on the canal towpath near Edgbaston 🚲🌸 I ring my sad little chrome bell at a man walking his whippet and he JUMPS and SWEARS at me 🤬🐕 Two minutes later a little boy goes past on a scooter with a squeaky rubber duck horn 🦆 QUACK QUACK and EVERYONE smiles, the man, the whippet, me 😂😂 And I stopped right there on the towpath like... WAIT. Bells should make people SMILE not jump!!! 💡🔔",
    storyFollowUp:
      "My dad's a plumber and he had THREE crates of old brass taps in the garage he'd been 'saving for something' for twenty years 🙄🚰 I sculpted a lemon bell in clay on the kitchen table (ten years of kids' TV props finally paying off 🎨) and took it and the taps to Ravi Sandhu's foundry in Hockley 🏭🔥 The first Lemon rang like a little cartoon and I CRIED 😭🍋 I put it on Kickstarter hoping for £5k... we hit £38k in FIVE DAYS 🤯🎉 and I handed my notice in at the TV studio that summer!!",
    proof:
      "NUMBERS TIME 🎉📊 We've sold 41,200 bells!!! 🔔🍋🍓 to riders in 23 countries 🌍 That's about 19 TONNES of brass saved from the scrap skip ♻️💪 4.8 stars from 5,300 reviews ⭐⭐⭐⭐⭐ We're stocked in 140 indie bike shops 🚲 and the Sandhu foundry went from two days a month on our bells to FULL TIME with two new apprentices 👏🏭 Oh and 1 in 3 people come back for a second fruit, because obviously the Lemon gets lonely 🍋🥺",
    proofFollowUp:
      'My absolute fave is the Okonjo family in Leicester 🥹🚲 Mum, Dad and three kids, and the kids WOULD NOT cycle, full strike ✊😤 Dad bought a Strawberry for the youngest, then the other two demanded a Pear and a Cherry Pair 🍓🍐🍒 and now they cycle to school together every day ringing in a little chord like a fruity brass band 🎺😂 Mum sent us a video and the whole office did a happy dance 💃🕺',
    customerWords:
      'We got this email from Donna in Stockport and I had to sit DOWN 😭😭 "My daughter refused to ride her bike for two years. Now she does laps of the cul-de-sac just to ring the strawberry." 🍓🔔👧 It\'s printed on the little card in every box now, we call it THE STRAWBERRY LETTER 💌',
    belief:
      "HOT TAKE 🔥🔔 the bell is the most important safety thing on your bike and NOBODY USES IT 😱 because it sounds like an ALARM!! Everyone in cycling sells you louder and LOUDER bells 📢 and I think that's totally backwards 🙃 A friendly ding that makes a walker smile does more for safety than any air horn!!! Make the bell nice and people will actually RING IT 🍋💛",
    update:
      "NEW FRUIT ALERT 🚨🚨🍍 THE PINEAPPLE IS COMING!!! It's our biggest bell yet, with a spiky brass crown on top (don't worry it's not actually spiky, we tested it on Ravi 😂) and it rings with a deep TROPICAL DONG 🌴🔔 Ravi's team has been pouring prototypes since January and it drops on 1 May 🍍✨ Honestly it's the bell of the ball 💃",
    goal: "THE ASK 🙏🍍 We want 2,000 people on the Pineapple waitlist by the end of the month!!! 📝🔔 Sign up at dinglefruit.co.uk/pineapple and you get first dibs before the first batch sells out (it WILL, the foundry can only pour so many 😅🔥) and the first 2,000 get a free mini Cherry for a kid's bike or scooter 🍒🛴 Go on, tag your friend with the saddest bell in Britain!!! 😂",
    tone: "FUN FUN FUN 🎉🍋 Emoji everywhere, caps, all the fruit puns you can handle 🍐😂 But please NEVER call us 'quirky', it makes me want to throw a pear at the wall 😤🍐 And no 'gimmick', these are solid brass and will outlive us all 💪🔔 And absolutely no 'MAMIL' jokes, we love ALL cyclists whatever they wear 🚲💛",
    other: 'Ooh no clue about that one 😅🙈 ask me anything about bells or brass or fruit though!!! 🍋🔔',
    repeat: 'Like I said before!! 🍓😂 that is pretty much the juice of it 🍋💛',
    pass: "I think I've squeezed every last drop out of that one 🍋🙈✨",
  },
}

const kenny: Founder = {
  id: 'f45-kenny-drummond-sharpening',
  name: 'Kenny Drummond',
  company: 'Drummond Sharpening',
  style:
    'raw voice transcript, all lowercase, no punctuation, fillers, false starts and self-corrections, numbers and web addresses spoken (mobile knife sharpening and a weekly knife swap for restaurant kitchens, butchers and fishmongers in Glasgow)',
  description:
    'Kenny Drummond, a line chef for fourteen years, runs Drummond Sharpening from two converted vans in Glasgow, Scotland. It sharpens knives on the spot at restaurants, hotels, butchers and fishmongers, and on Saturdays at a market stall for home cooks. Its main service is the knife swap: a kitchen rents a set of knives that is exchanged for a freshly sharpened set every week, from £12 a week per kitchen. Sharpening a single knife costs £5. It employs three people.',
  headline: '48,600',
  customerQuote: 'first december in eleven years nobody in my kitchen ended up in a and e',
  goalKeywords: ['60', 'knife swap', 'restaurants'],
  bannedWords: ['artisan', 'foodie', 'a cut above'],
  noEmoji: true,
  answers: {
    opening:
      'aye is that it going is it recording right okay so um hiya im kenny kenny drummond and i do drummond sharpening we um we sharpen knives basically out the back of a van for restaurants and butchers and that here in glasgow aye thats it thats the whole thing',
    product:
      'so um what we do is we drive round in the van like a wee workshop on wheels and we sharpen the knives right there at the back door of the kitchen so the chefs dont lose them for a day you know and um the main thing now is the knife swap so a kitchen gets a set of our knives like chefs knives boning knives the lot and every week we come and take the blunt ones and leave a sharp set and um its from twelve pound a week for a kitchen and if you just want one knife done its a fiver five pound and we do a stall on a saturday at the market for folk at home',
    audience:
      'um mostly restaurants like busy ones in the city centre and the west end and um hotel kitchens and butchers and fishmongers fishmongers go through knives like you wouldnae believe and um we do a couple of care home kitchens and a school kitchen as well and then on saturday its like grannies and students and that guy that watched one cooking programme and bought a three hundred pound japanese knife and he wants it kept nice you know',
    problem:
      'so before um in most kitchens the knives are just honestly the knives are blunt like properly blunt because the sharpening guy comes once every two month if that and in between everybody just uses the steel and thinks thats sharpening and it isnae and um a blunt knife is the dangerous one because you push harder and it slides off a tomato or an onion and into your hand and um chefs are losing time and losing bits of fingers no really and the kitchen is paying for agency cover when somebody is off with stitches',
    story:
      'okay so um it was a saturday night in like november two thousand and seventeen i was on the grill in a steakhouse in the merchant city and we had like a hundred and eighty no two hundred covers and um wee jamie the commis he was seventeen he was slicing tomatoes with one of the house knives and it just skidded right off and into his palm eleven stitches eleven and i was sitting with him in a and e at the royal at like one in the morning in my whites still and he said to me chef it wasnae me it was the knife it just slid and um he was right you know he was right and that just that stuck with me',
    storyFollowUp:
      'so um my grandad was a butcher in paisley and he taught me to sharpen on a stone when i was like fifteen sixteen so the monday after on my day off i went in and did every knife in that kitchen by hand took me like six hours and um the head chef said do you want to do the place next door and then the place next door to that and um by the spring i was doing like twelve kitchens on my days off and in two thousand and nineteen i bought an old royal mail van off a guy in motherwell and put a grinder and a water stone bench in the back and i left the steakhouse and um the head chef still phones me every monday',
    proof:
      'right so um the numbers we have sharpened like forty six no forty eight thousand six hundred knives forty eight thousand six hundred since we started and um we have ninety two kitchens on the knife swap now ninety two and theres four of us me and three lads and two vans and um the kitchens on the swap they tell us the cuts went down by like about two thirds like two thirds fewer cuts and they dont need to buy new knives every year because we look after them',
    proofFollowUp:
      'so um theres morag morag lennox shes head chef at a big hotel in the west end twenty two chefs in that kitchen and before us she had somebody off with a cut hand like every month every month and she was buying a whole new set of knives every spring because they got wrecked on the steel and um now she has been on the swap two year and last winter she had nobody off not one and she put the money from the knives into a new combi oven',
    customerWords:
      'so um morag right she phoned me in january and i thought oh naw whats wrong and she says kenny first december in eleven years nobody in my kitchen ended up in a and e and she was shouting it like over the extraction fans and the whole kitchen sort of cheered behind her and um she says i can use her name aye',
    belief:
      'okay so um everybody thinks a sharp knife is the dangerous one and they keep the knives a bit blunt on purpose for the young ones and thats backwards a blunt knife is the one that cuts you and um the other thing is everybody says buy a good knife buy the expensive japanese one and i think naw a cheap knife sharpened every week is better than a three hundred pound knife sharpened never honestly the knife isnae the thing the sharpening is the thing',
    update:
      'so um two things the first one is from february we are putting a locker at the barras market a sharpening locker so folk can drop a knife in with a wee code and pick it up sharp the next day and um the second one is the knife swap for small places like cafes and food trucks like a smaller set like three knives for like six no seven pound a week because those are the places that never get sharpened at all',
    goal: 'so um what i want is sixty restaurants to go on the knife swap before christmas sixty and um the first sixty get the first month free free and they can go on drummondsharpening dot co dot uk slash swap or just phone the van honestly just phone the van and um if you know a chef with a plaster on his thumb send it to him',
    tone: 'just talk like me you know like a kitchen talks not like a menu and um dont say artisan im no an artisan im a guy in a van and dont say foodie and none of that a cut above the rest stuff every knife joke has been done a thousand times and um no emoji please naw',
    other: 'eh um naw i dont really know about that one to be honest',
    repeat: 'um aye like i says before thats thats about it',
    pass: 'naw thats all i have on that one sorry pal',
  },
}

const ayse: Founder = {
  id: 'f45-ayse-silkele',
  name: 'Ayşe Gündoğdu',
  company: 'Silkele',
  style:
    'non-native English, Turkish first language, with missing articles, "he" for a woman, missing plurals, tense slips and Turkish word order (renting olive-harvest shaker machines with trained operators to small olive farmers around the Gulf of Edremit)',
  description:
    "Ayşe Gündoğdu, an agricultural engineer who worked eight years for a tractor dealer in İzmir and grew up on her family's olive grove near Edremit, founded Silkele ('shake it' in Turkish) in Ayvalık, Turkey. During the olive harvest Silkele rents battery-powered handheld olive shakers and tractor-mounted trunk shakers, with catching nets and a trained operator, to small olive farmers around the Gulf of Edremit. Farmers book a harvest day by WhatsApp or phone and pay per tree: ₺40 a tree for a handheld shaker with nets and operator, ₺70 a tree for a trunk shaker.",
  headline: '1,870',
  customerQuote: 'Thirty years I was waiting help from my sons. This year machine came before them.',
  goalKeywords: ['300', 'farmers', 'Edremit'],
  bannedWords: ['liquid gold', 'peasant', 'idyllic'],
  noEmoji: false,
  answers: {
    opening:
      'Hello, good day. I am Ayşe Gündoğdu, founder of Silkele, from Ayvalık. I am agricultural engineer, before I was working eight year for tractor dealer in İzmir. Now I am renting olive harvest machine to small farmer in our region. Thank you for invite me.',
    product:
      "Silkele is rental of olive harvest machine, together with operator. We have two kind. First is handheld shaker, it works with battery, it has long arm and it shakes the branches, and we put big net under tree, so olives fall to net and not to ground. Second is trunk shaker which goes on the tractor, it holds the tree and shakes all of it in maybe one minute, this is for bigger trees. Farmer is writing us on WhatsApp or calling, he choose a day, and we come with machine, nets and trained operator. Price is per tree, 40 lira with handheld, 70 lira with trunk shaker. 'Silkele' means 'shake it' in Turkish, so name is very simple, like our machine.",
    audience:
      'Our customers are small olive farmer around Gulf of Edremit: Ayvalık, Burhaniye, Edremit, Havran, also villages in mountain. Most of them have 100 until 600 tree, often very old tree, 100 or 200 years, on the hill. Many farmers are more than 60 years old, and their children are living in İzmir or İstanbul and coming only in weekend for harvest, if they can come. Also we have many widow woman who are managing the grove alone after husband died.',
    problem:
      "In our region, harvest is still made with long stick, we call 'sırık'. People are hitting the branches for olives to fall. This is very hard work, it is dangerous, and it is breaking the young branches, so next year tree gives less olive. Also there is no workers anymore, young people went to city, and daily workers are very expensive and coming late. Because harvest is taking long time, olives are waiting on the ground or in the sack for many days, acidity is going up, and farmer must sell oil as cheap oil, not extra virgin. Big farm has machine, but small farmer cannot buy machine of 4,000 euro for use only three week in one year.",
    story:
      'In November 2020 my father Hüseyin, he was 71 years old, was harvesting our olives with stick on ladder, and he fell down and broke his hip. I came from İzmir to hospital. When he was in the bed, first thing he asked me was not about his hip, he asked "who will collect the olives?". Half of our trees was still full. Workers was not available, everybody was busy with their own trees. Two weeks later olives fell down to ground and many of them was rotten. I was standing in our grove and I was thinking, I am selling tractors to big farms every day, and my own father is falling from ladder.',
    storyFollowUp:
      'Next season I borrowed money from my uncle and I bought four handheld shaker and nets. I took holiday from my work and with my cousin Emre we did harvest of our grove and eleven neighbour grove. In coffeehouse of village everybody was talking about "Hüseyin\'s daughter with the machine". Next year 60 farmer called us. In 2022 I left my job in İzmir and I established Silkele as company, and my father is now sitting under tree and giving orders to operators, he is very happy with this job.',
    proof:
      'Last season 1,870 farmers rented machine from Silkele, and we harvested about 240,000 trees. Now we have 46 machines and 38 operators, most of them young people from villages. With stick, one tree takes about 40 minute for two people; with our machine it takes 8 minute. Because olives goes to olive mill in same day, acidity is low, and 70% of our farmers could sell their oil as extra virgin last year, before it was maybe 25%. Their oil price was around 30% higher.',
    proofFollowUp:
      'For example Fatma Teyze, we say "teyze" for aunt, from Zeytinli village. He is 68 years old, she has 320 trees, and her husband died four year ago. Before, she was waiting for her sons from İstanbul every weekend for harvest, and harvest was finishing in January, and olives were bad. Last year our team made all her 320 trees in two days, and she sold her oil to cooperative as extra virgin. With this money she repaired the roof of her house.',
    customerWords:
      'When we finished, Fatma Teyze made tea for all the team under the tree, and she told us, I translate: "Thirty years I was waiting help from my sons. This year machine came before them." Everybody was laughing, also her son on the telephone. She said we can use her name and her words, and she wants her photo also, with her headscarf of harvest.',
    belief:
      'In olive sector everybody says future is big intensive plantation with small trees in line, with big machines, and old groves on hill is finished, it is only nostalgia. I think this is wrong. Our old trees on hill are giving best quality oil, and they are surviving without water for hundred years. Problem is not the tree, problem is only the harvest. Small farmer does not need to buy machine, he needs to share it, like dolmuş, minibus which everybody shares in Turkey.',
    update:
      "From October we start 'Silkele Değirmen', değirmen means olive mill. When farmer books harvest day, he can book also time at olive mill in same system, so olives go to mill in maximum six hours after harvest. We are working with four mills in Edremit and Burhaniye. Also this year our batteries will be charged with solar panel on our depot roof.",
    goal: 'Our goal for next two weeks is that 300 farmers in Edremit and Burhaniye pre-book their harvest day before 15 October. Who books early gets 15% discount, and first 300 farmers get also booking at olive mill for free. They can write on WhatsApp or register on silkele.com.tr/hasat. If your parents or grandparents have olive trees in this region, please tell them, because children are usually the ones who has the smartphone.',
    tone: "Please make it sincere and simple, like talking with neighbour, not like advertisement. Please do not write 'liquid gold' for olive oil, every company in Turkey is writing this. Also never 'peasant', our farmers are not peasant, they are farmers and business owners. And not 'idyllic', harvest is hard work, not holiday photo. One olive emoji 🫒 is okay, but not more.",
    other: 'Sorry, I am not sure I understand this question correct. Maybe you can ask it another way?',
    repeat: 'I think I told this already before, I have nothing more to add, sorry.',
    pass: 'I think this is really all I can tell about this.',
  },
}

const doris: Founder = {
  id: 'f45-doris-clear-deed',
  name: 'Doris Hollins',
  company: 'Clear Deed Baltimore',
  style:
    "civic nonprofit voice, plain, warm and factual (a nonprofit that helps families in Baltimore get inherited houses that are still in a dead relative's name legally into their own name)",
  description:
    "Doris Hollins, a paralegal for twenty-seven years in estate and probate law, founded Clear Deed Baltimore, a nonprofit in Baltimore, Maryland. It helps families who live in a house they inherited but whose deed is still in the name of a parent or grandparent who has died (a 'tangled title') to get the deed into their own name. Volunteer lawyers and paralegals run free title clinics in churches and library branches, trace the heirs, prepare the probate and deed paperwork, and pay the court and recording fees. Without a clear title, families cannot get city repair grants or the homeowners' tax credit, and can lose the house at tax sale. Its help is free for households under a set income.",
  headline: '1,140',
  customerQuote: 'I have lived in this house since I was four years old. Today it finally has my name on it.',
  goalKeywords: ['150', 'families', 'clinic'],
  bannedWords: ['blighted', 'the elderly', 'inner city'],
  noEmoji: true,
  answers: {
    opening:
      'Good morning, and thank you for making the time. My name is Doris Hollins. I worked as a paralegal in estate and probate law in Baltimore for twenty-seven years, and since 2017 I have led Clear Deed Baltimore, a nonprofit that helps families make sure the house they live in is legally theirs.',
    product:
      'Clear Deed Baltimore helps families with what lawyers call a tangled title. That is when a family lives in a house that a parent or grandparent owned, but the deed is still in the name of the person who died, sometimes for decades. We run free title clinics in churches and library branches, where volunteer lawyers and paralegals sit down with each family, find out who the legal heirs are, and prepare the probate and deed paperwork. We pay the court and recording fees, which can be several hundred dollars, and we stay with the family until the new deed is recorded with their name on it. Our help is free for households under our income limit, which covers most of the families who come to us.',
    audience:
      "Most of the families we work with live in rowhouses in West and East Baltimore that have been in the family for two or three generations. Many are older homeowners, often women in their seventies and eighties, who have paid the taxes and fixed the roof for years and never thought the paperwork mattered. We also help grandchildren who are raising their own children in a grandparent's house. Our volunteers include lawyers from firms downtown, law students from the University of Maryland and retired paralegals like me.",
    problem:
      "When the deed is not in your name, the house is yours in every way except the one the city recognizes. You cannot get a repair grant for a leaking roof or a broken furnace, because those programs need proof of ownership. You cannot get the homeowners' tax credit, so your bill is higher than your neighbor's. You cannot refinance, and you cannot leave the house cleanly to your own children. And if a water bill or a tax bill goes unpaid, the house can go to tax sale, and a family can lose a home they have lived in for fifty years over a few hundred dollars. Fixing it means probate court, old records and fees, and most families do not know where to begin.",
    story:
      "In the winter of 2016, my neighbor on our block in Sandtown, Mrs. Lorraine Tate, asked me to look at a letter. She was seventy-nine. Her roof had been leaking for two years, and she had applied to the city for a repair grant. The letter said no, because the house was still in her mother's name, and her mother had died in 1987. I sat at her kitchen table with a bucket catching water beside us, and I realized I had done this exact paperwork for paying clients for twenty-five years, and that she had no way to do it or pay for it herself.",
    storyFollowUp:
      "It took eight months and $310 in fees to put the house in Mrs. Tate's name. She got her roof the next summer. By then, four more neighbors had knocked on my door with the same problem. In 2017 I asked two lawyers I had worked with for years to give one Saturday a month, and we held our first clinic in the basement of my church, New Hope Baptist. Thirty-one families came. We registered as a nonprofit later that year, and we have held a clinic almost every month since.",
    proof:
      'Since 2017, we have helped 1,140 families get the deed to their home into their own name. More than 3,600 people have come to our clinics. Once their titles were clear, families became eligible for about $4.2 million in repair grants and tax credits, most of it for roofs, furnaces and accessibility work. We have taken 212 homes out of tax sale. Today we have 64 volunteer lawyers and paralegals and two paid staff members.',
    proofFollowUp:
      "One of the families I think of is Mr. Raymond Gaines and his sister, Mrs. Beatrice Ford, in Edmondson Village. Their grandfather bought the house in 1958, and it was still in his name. When their water bill went unpaid during Mr. Gaines's illness, the house was listed for tax sale. Our volunteers traced eleven heirs in four states, got every signature and recorded the new deed in five months. The house came off the tax sale list, and this spring they received a city grant for a new furnace and a ramp at the front door.",
    customerWords:
      'Mrs. Ford came to the recording office with us on the day the new deed was filed. When the clerk handed her the copy, she read it twice and then said: "I have lived in this house since I was four years old. Today it finally has my name on it." She has asked us to share her words, and she now volunteers at our clinics, welcoming families at the door.',
    belief:
      'People often say that families lose inherited houses because they are careless with paperwork, or because nobody in the family cares about the property. I do not believe that. In my experience, these families care enormously. They have paid taxes and kept up the houses for years. What they lack is a lawyer, a few hundred dollars and someone to explain a process that was never designed for them. When you remove those three things, almost every family finishes.',
    update:
      "This spring we are starting clinics at library branches, so that families can come on a weekday evening as well as on Saturdays. We are also working with the Register of Wills on a one-page checklist, in plain language, that families will receive when they ask about a house still in a relative's name. And we are training a second group of volunteers, most of them retired paralegals and court clerks.",
    goal: 'Our goal for the next two weeks is to see 150 families at our free title clinic on Saturday, March 21, at the Pennsylvania Avenue branch of the Enoch Pratt Free Library. Any family who lives in a Baltimore house that is still in the name of a relative who has died is welcome. Families can register at cleardeedbaltimore.org/clinic or call our office, and they should bring any papers they have, even if they are old or incomplete. We would be grateful if pastors, neighborhood associations and community health workers would share this with the families they know.',
    tone: "Plain, warm and respectful, the way you would talk to a neighbor on the front steps. Please never write 'blighted' about our neighborhoods; people live here and care for these houses. Please do not say 'the elderly'; say older homeowners, or just use their names. And please do not write 'inner city'. No emoji, please.",
    other:
      'I am sorry, I do not think I can answer that one well. I am happy to tell you more about the families we work with and how the clinics run.',
    repeat: 'I believe I have already answered that, and I do not have anything to add.',
    pass: 'I think I have told you all I can about that.',
  },
}

export const freshFounders45: Founder[] = [gareth, callum, hattie, kenny, ayse, doris]
