// A forty-second held-out set (ids f41-), written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const hollis: Founder = {
  id: 'f41-hollis-soundwood',
  name: 'Hollis Brandvold',
  company: 'Soundwood',
  style:
    'long, rambling typed answers with asides in brackets, tangents and self-corrections (B2B service: sonic tomography scans that find hidden decay inside city and campus trees, with a risk rating for each tree, for cities, park boards, universities and cemeteries)',
  description:
    'Hollis Brandvold, a city forester in Saint Paul, Minnesota, for fourteen years, founded Soundwood in Minneapolis. Soundwood scans trees for hidden decay with sonic tomography: a crew rings the trunk with eight to twelve sensors, taps each one with a small hammer, and the speed of the sound through the wood maps rot and hollows inside. Its software combines each scan with a visual inspection into a risk rating, a map and a recommendation (keep, prune, cable, monitor or remove), with a rescan every few years. Clients are cities, park boards, universities, cemeteries and golf courses in the Upper Midwest; a scan costs $42 a tree, and annual contracts start at $18,000. It has eleven staff and four scan crews.',
  headline: '9,400',
  customerQuote:
    'I used to walk into council with a list of trees to cut. Now I walk in with a list of trees to keep.',
  goalKeywords: ['25', 'second opinion', 'removal'],
  bannedWords: ['majestic', 'hugger', 'revolutionary'],
  noEmoji: false,
  answers: {
    opening:
      "Hi! Hollis here, from Soundwood in Minneapolis. Fair warning, I spent fourteen years as a city forester, which means I've spent fourteen years explaining things to city councils, which means I don't really have a short version of anything. I'll try. (I won't succeed, but I'll try.)",
    product:
      "OK so the short version, which, as I said, doesn't exist. Soundwood looks inside trees without cutting them. We put eight to twelve little sensors around the trunk, on nails, just into the bark, tap each one with a small hammer, and measure how fast the sound travels through the wood to every other sensor. Sound goes fast through healthy wood and slow through rot, so out of that you get a cross-section, a slice, that shows you where the decay is and how much sound wood is left around it. That's the tomography part, and honestly that part isn't new, arborists in Germany have done it since the nineties. What we add is the boring part that cities actually need: every scan goes into a map with a risk rating and a recommendation, keep, prune, cable, monitor or remove, and it tells you when to come back and scan again. It's $42 a tree, or an annual contract, which starts at $18,000 for a small city. Eleven of us, four crews, and a lot of mosquito spray.",
    audience:
      "City foresters, mostly, and park boards, which are the people I used to be. Then universities with old campuses (every campus has that one oak the alumni will riot over), cemeteries, which surprised me (it turns out a 150-year-old cemetery is basically an arboretum with headstones in it), and a few golf courses. Minnesota, Wisconsin, Iowa, the Dakotas. The person who signs is usually the forester or the parks director. The person who's happiest is often the city attorney, which I didn't expect, because now there's a record of why a tree was kept, and a record is what you want if a limb comes down.",
    problem:
      "So here's how it works in most cities, and I did this myself, I'm not pointing fingers. A forester walks past a big old tree, sees a fungus at the base or a cavity or a crack, and has maybe four minutes to decide. Nobody can see inside the trunk, and if you keep it and it falls on a car, or, God forbid, a kid, that's your name on it. So you mark it for removal. Every time. Multiply that by a few hundred trees a year in every city, and especially since the emerald ash borer, when everybody got nervous about everything, and you're cutting down a lot of trees that would have stood another fifty years. And a 120-year-old oak gets replaced by a sapling the size of a broom handle that won't give the same shade until my grandkids are retired.",
    story:
      "The moment was a bur oak. 2016, in Highland Park in Saint Paul, next to a playground. It had a conk at the base, a bracket fungus, the kind that means decay, and I marked it for removal, because, well, see above, playground. The neighbors fought it. There was a petition, a lady brought a folding chair and sat under it for a week, somebody tied yellow ribbons around it. We cut it down anyway, in October. And then I stood there looking at the stump, and it was solid. Like a dinner plate. There was a pocket of rot about the size of a softball near the bark and the rest was perfect wood. I counted the rings that afternoon, sitting on the stump (which, looking back, is a bit much), and got to 187. I drove home and didn't say a word all evening. My wife thought someone had died, and I guess, in a way.",
    storyFollowUp:
      "So a professor at the U of M I'd taken a class from years ago had one of these sonic tomographs in a case in her lab, German-made, cost more than my truck, and she let me borrow it on weekends. Through 2017 and 2018 I scanned about two hundred trees on my own hazard list, evenings, Saturdays, my son holding the hammer for a while until he figured out he wasn't getting paid. Roughly half of them were sound enough to keep. Half! I took that to my boss, we started scanning before any big removal, and then the suburbs started calling and asking if 'the tree guy with the hammer' could come and look at theirs. I left the city in February 2020, which, yes, was brilliant timing, a month before the world shut down. Funny thing, though, that spring the parks were the only place anybody was allowed to go, and suddenly every city cared a lot about its trees.",
    proof:
      "OK, numbers. We've scanned 23,900 trees for 61 cities, park boards, campuses and cemeteries. About 13,200 of those were already on a removal list when we scanned them, and 9,400 of those are still standing today, kept, or pruned, or cabled, and on a rescan schedule. (Four of the 9,400 have failed since, all in storms, and I'll tell anyone who asks which four; I think you have to be honest about that.) It goes the other way too, which people forget: we found about 700 trees that looked completely fine from outside and were more than 60% hollow, and those came down before they could come down on their own. A big street tree costs about $2,600 to remove, so the trees we kept are roughly $24 million that didn't go to chainsaws, and I'd argue the shade is worth more than that, but that's a longer conversation.",
    proofFollowUp:
      "The one I think about is Rochester, down south of here. Dolores Vang is the city forester there. After a bad storm year the council wanted every 'hazard' tree gone, and she had a list of 380 old oaks, maples and lindens, with about $990,000 set aside to take them down. We scanned all 380 over three weeks. 214 were sound enough to keep, some with pruning or a cable. She took the money she didn't spend on removals and planted 1,100 new trees the next spring, in the neighborhoods that had the fewest. And, this is my favorite part, the council asked her to present the scans herself, with the slices on a big screen, and apparently one council member asked for a printout of his own street.",
    customerWords:
      'Dolores called me after that council meeting, and she said: "I used to walk into council with a list of trees to cut. Now I walk in with a list of trees to keep." Then she said she had to go because the council member wanted his printout laminated. She\'s fine with us using her name, she actually asked us to.',
    belief:
      "Everybody thinks a hollow tree is a dangerous tree, and the safe thing to do is cut it down. It isn't, either way. A tree is more like a tube than a post, you can lose a surprising amount of the middle before it gets much weaker (the rule of thumb is you want about a third of the radius as sound wood around the outside, give or take, and plenty of 'hazard' trees have far more than that). And the removal isn't free of risk either, it's just a risk nobody writes down: you lose the shade, the stormwater, the cooling on that block, for forty years. The chainsaw isn't the safe option. It's the option nobody gets blamed for.",
    update:
      "Coming in March, and I'm probably more excited about this than is reasonable, is the Canopy Ledger. It's a public map: any resident can look up a scanned tree on their street, see its rating in plain English and when it's due for a rescan, and sign up to water it in the first dry summer after a pruning. Cities get the same map with the budget side, what they'd spend removing versus keeping. We're also adding drone photos of the crowns to the rescans, because (I learned this the hard way) half of what goes wrong with a tree goes wrong at the top, where my hammer doesn't reach.",
    goal: "What I'd love from the next two weeks is 25 cities or park boards sending us their removal list for a second opinion before the spring cutting season. If they book by April 15, we'll scan the first 100 trees on the list for $21 a tree, half price, and if the scan says take it down, we'll say so just as clearly. Foresters or parks directors can book at soundwood.co/second-opinion. And if there's a big old tree on your street with an orange X spray-painted on it, send this to your city forester. Politely. They're having a hard year.",
    tone: "Thoughtful, a bit nerdy is fine, explain the science without talking down to anybody, and a little dry humor is OK. Please don't call any tree 'majestic'; every tree post on the internet says majestic and it makes me want to lie down. Don't say 'tree hugger', that's the word people use to dismiss foresters at council meetings. And nothing 'revolutionary', please, we're a crew with hammers. Emoji: a single tree is fine, I'm not a monk, but don't decorate the post with them.",
    other:
      "Huh. Honestly, I'm not the right person for that one (my kids would tell you I'm not the right person for most questions that aren't about trees). Ask me something about oaks and I'll make up for it.",
    repeat: "I think I already went on about that, at some length, knowing me, so I'll spare you the rerun.",
    pass: "No, I really think that's everything I've got on that one.",
  },
}

const mirela: Founder = {
  id: 'f41-mirela-rowkeep',
  name: 'Mirela Popa',
  company: 'rowkeep',
  style:
    'terse indie hacker, clipped fragments, abbreviations, numbers first (solo web app that turns knitting and crochet PDF patterns into a row-by-row tracker with counters synced between devices)',
  description:
    'Mirela Popa, a backend developer and knitter in Timișoara, Romania, is the solo developer of rowkeep, a web app for knitters and crocheters. A user uploads a PDF pattern and rowkeep splits it into rows, highlights the current instruction, counts rows and repeats, and keeps each project\'s place in sync between phone, tablet and laptop. It costs $3.99 a month or $29 a year; independent pattern designers can add free "open in rowkeep" links to the patterns they sell.',
  headline: '3,140',
  customerQuote: 'Row 212 and I still know exactly where I am. That has never happened.',
  goalKeywords: ['30', 'designers'],
  bannedWords: ['cozy', 'yarn lovers', 'hygge'],
  noEmoji: true,
  answers: {
    product:
      'PDF pattern in, row tracker out. Highlights the current row, counts repeats, syncs phone/tablet/laptop. $3.99/mo or $29/yr.',
    audience:
      'Knitters + crocheters doing long projects. Lace, colourwork, sweaters. Mostly US, UK, Germany. Plus indie pattern designers.',
    problem:
      'Lose your place in a chart = rip back 40 rows. People juggle sticky notes, highlighters, a counter app. None of them know the pattern.',
    story:
      'Dec 2021. Lace shawl, row 112 of 140. Cat sat on the chart. Lost my place, frogged 2 weeks of work.',
    storyFollowUp:
      'Wrote a PDF row splitter that weekend, for me. Posted it on a Ravelry forum. 400 signups in a week. Started charging month 3.',
    proof:
      '3,140 paying. ~$9,400 MRR. 61% on annual. Churn 2.1%/mo. 38,000 projects tracked. No ads, no employees.',
    proofFollowUp:
      "Bryony Askew, sock designer, Yorkshire. Added rowkeep links to her patterns. 'Where am I in the heel' emails: ~30/week → 4. Pattern sales +22%.",
    customerWords:
      'Support email, from a knitter in Oregon, 400-row blanket: "Row 212 and I still know exactly where I am. That has never happened." Pinned in our Discord.',
    belief:
      'Craft apps keep adding social feeds. Nobody scrolls mid-row. Hands are full. Best tool = zero taps.',
    update:
      "Voice mode. Say 'next' to advance a row, 'back' to undo. Hands stay on the needles. Ships Oct 20.",
    goal: '30 indie pattern designers adding rowkeep links before the Christmas knitting rush. Free for designers, always. rowkeep.app/designers',
    tone: "Plain. No 'cozy', 'yarn lovers', 'hygge'. No emoji.",
    other: 'No idea. Ask me about rows.',
    repeat: 'Answered that.',
    pass: "That's all there is.",
  },
}

const wambui: Founder = {
  id: 'f41-wambui-rusha',
  name: "Wambui Ndung'u",
  company: 'Rusha Confetti',
  style:
    'playful consumer brand voice, jokes, Sheng and Swahili words, lots of emoji and exclamation marks (biodegradable confetti made from rejected export roses, dried by a team of women in Naivasha, Kenya)',
  description:
    "Wambui Ndung'u, a former quality inspector at a rose farm on Lake Naivasha, Kenya, founded Rusha Confetti ('rusha' means 'throw' in Swahili) in Naivasha. It makes biodegradable confetti from the petals of roses that export flower farms reject for stems that are too short, small blemishes or the wrong colour. A team of fourteen women sorts and dries the petals in solar dryers; the confetti is sold in paper cones and bags for weddings, graduations, church events and baby showers, online in Kenya, through wedding planners and two bridal shops in Nairobi, and shipped abroad. A bag for 50 guests costs KSh 1,500 in Kenya or US$24 abroad.",
  headline: '6,300',
  customerQuote: 'My mother-in-law picked the petals out of her hair and pressed them in her Bible.',
  goalKeywords: ['40', 'wedding planners', 'December'],
  bannedWords: ['exotic', 'flower waste', 'empowering'],
  noEmoji: false,
  answers: {
    opening:
      "Sasa sasa!! 👋🌹 Wambui from Rusha Confetti, Naivasha 🇰🇪 We make confetti from REAL rose petals 🌹✨ that the flower farms said were 'not good enough for Europe' 🙄😂 Ex rose inspector, now full-time petal lady, zero regrets 💃🏾",
    product:
      "So!! Rusha = 'throw' in Swahili 🙌🏾 We take roses that export farms reject (stem 5cm too short, tiny mark on one petal, wrong shade of pink 😤) and we dry the petals in solar dryers so they keep their colour 🌞🌹 Then they go in paper cones or a kikapu-style bag 🧺 A bag for 50 guests is KSh 1,500 here, US$24 abroad ✈️ 100% petals, no plastic, no glitter, the church caretaker can just sweep them into the garden 🧹🌱",
    audience:
      "BRIDES 👰🏾‍♀️ and their very stressed mothers 😅 Also graduations 🎓, baby showers 🍼, church harambees, and Kenyans in London and Texas who want something from home at their wedding 🇰🇪❤️ And wedding planners!! They're our real besties 💅🏾",
    problem:
      'Normal confetti is plastic glitter 😩✨ it sticks in the carpet FOREVER and a lot of churches here have just banned confetti completely 🙅🏾‍♀️⛪ Meanwhile the flower farms around the lake throw away thousands of roses EVERY DAY into the compost pit 😭🌹 Same roses people pay crazy money for in Amsterdam!! Make it make sense 🤦🏾‍♀️',
    story:
      "March 2020 😷 COVID hits, the flower auctions in Holland close overnight, and our farm is dumping roses by the tractor load 🚜🌹🌹🌹 I was the quality inspector, so I literally watched it 💔 I took a whole sack home and dried the petals on my mum's mabati roof in Karagita 🏠☀️ The first batch went mouldy 🤢😂 the second was PERFECT ✨",
    storyFollowUp:
      "December 2020, my cousin's wedding 💒 Their pastor had banned confetti because of glitter in the church carpet 🙄 so I asked him nicely if petals were allowed and he said 'petals are fine, petals are even biblical' 😂🙏🏾 Threw them at the couple, photos were 🔥🔥 and by January I had 30 orders from guests 📱💸 Made a solar dryer with my uncle out of timber and greenhouse plastic, and that's how Rusha started 🚀",
    proof:
      "NUMBERS TIME 📊🥁 Our confetti has been thrown at 6,300 weddings and events 🎉💒 We've rescued about 1.4 million roses from the compost pit 🌹🌹🌹 We buy from 3 farms around the lake, and our drying team is 14 women, all from Naivasha, paid KSh 900 a day plus lunch 💚 And 1 in 5 orders now ships abroad ✈️🌍",
    proofFollowUp:
      'Okay my favourite!! 🥹 Nyokabi Mwaura, wedding in Limuru last August 💍 She wanted burgundy and blush (very fancy 💅🏾) so we sorted 2 bags of petals JUST in those colours 🌹🩷 The church was super strict, no confetti, but they allowed ours 🙏🏾 Her photographer posted the exit shot and we got 212 orders that week 😱📦',
    customerWords:
      "Nyokabi sent me a voice note after the honeymoon 🎧😭 she said: \"My mother-in-law picked the petals out of her hair and pressed them in her Bible.\" And then she added 'she has never kept anything from me before' 😂😂 I'm still not okay 🥹",
    belief:
      "Hot take 🌶️ 'Export quality' is overrated!! A rose gets rejected because the stem is 5cm too short for a Dutch auction 🙄 the petals DON'T CARE 🌹 Kenya grows roses for the whole world's Valentine's and we hardly ever get to throw them ourselves 😤 Rejected roses are not second class, they're just home grown 🇰🇪❤️",
    update:
      "NEW ALERT 🚨🚨 From 1 October: Rusha Rangi 🎨 you send us your wedding colours (you know Kenyan weddings and colour themes 😂 'champagne and emerald' etc) and we sort the petals to match 🌈 AND our cones are now made of seed paper 🌱 plant the cone after the wedding and it grows sukuma wiki 🥬😂 Yes really!!",
    goal: 'What I want from these two weeks: 40 wedding planners in Nairobi and Nakuru joining the Rusha Planner Club before December wedding season 💒🎉 Planners get 25% off, free samples of every colour, and their name on our site 💅🏾 Sign up at rusha.co.ke/planners or just WhatsApp us 📲 And if you have a December wedding coming up, tag your planner!! 👀',
    tone: "FUN!! 🎉 Cheeky, warm, Kenyan, a bit of Sheng is okay 😎 Emoji yes yes yes 🌹✨ But please never 'exotic' 🙄 we're not exotic, we're from Naivasha. Don't say 'flower waste', they're rescued roses 🌹 And no 'empowering', our drying team are employees with salaries, not a charity photo 🙅🏾‍♀️",
    other: 'Haha eish, not sure about that one 😅 ask me about petals though!! 🌹',
    repeat: 'I think I said that already hehe 😅🌹',
    pass: "That's all I've got on that one, promise 🙏🏾",
  },
}

const troy: Founder = {
  id: 'f41-troy-downs-hose',
  name: 'Troy Muldoon',
  company: 'Downs Hose Mobile',
  style:
    'raw voice transcript, all lowercase, no punctuation, fillers, false starts, repeated words and self-corrections, numbers and web addresses spoken, Australian (mobile hydraulic hose repair vans for farm machinery, earthmoving equipment and council graders on the Darling Downs)',
  description:
    'Troy Muldoon, a former diesel fitter at a coal mine, runs Downs Hose Mobile in Toowoomba, Queensland, Australia. Its five vans are fitted out as mobile workshops that make and fit replacement hydraulic hoses on site, day and night, for farmers\' tractors, headers and sprayers, earthmoving contractors\' excavators and tippers, and council graders across the Darling Downs. A callout costs A$165 plus parts. Its "hose tag" plan, at A$59 a month per machine, tags every hose on a machine with a QR code so a replacement can be made before the van arrives. It has eight staff.',
  headline: '11,200',
  customerQuote: 'mate i hadnt even finished swearing at it and your van was in the paddock',
  goalKeywords: ['150', 'hose tag', 'harvest'],
  bannedWords: ['solutions', 'hassle', 'innovative'],
  noEmoji: true,
  answers: {
    opening:
      'yeah g day um is it is it going yeah okay so troy muldoon downs hose mobile were out of toowoomba we um we fix hydraulic hoses on site like in the paddock on the side of the road wherever the machine blew it',
    product:
      'so basically um a hydraulic hose blows on your tractor or your excavator or whatever and uh the machine just stops right you got oil everywhere and nothing moves so you ring us and a van comes out and the van is like a whole workshop in the back we got the crimper the hose the fittings like um hundreds of fittings and we make the hose right there and fit it and you are going again um callout is a hundred and sixty five bucks plus the parts and we do nights and weekends too because thats when they blow funny enough',
    audience:
      'um mostly farmers like grain growers cotton um headers tractors sprayers and then the earthmoving blokes excavators tippers loaders and uh the councils too their graders on the gravel roads out west and a couple of the feedlots so yeah anyone on the downs with a machine that um that cant stop basically',
    problem:
      'so before like what you do is you pull the hose off yourself covered in oil you drive it into town to the hose shop which might be an hour each way and if its after five or a sunday youre stuffed you wait till monday and um meanwhile the header is sitting there in the middle of the crop and theres a storm coming or the contractor has got like six blokes standing around on wages doing nothing you know so its not the hose thats expensive its the waiting its the waiting',
    story:
      'yeah so um twenty eighteen i was um i was a diesel fitter at a coal mine out west doing like two weeks on one week off and on my week off i was at dads place near pittsworth and it was sowing and um the tractor blew a hose on the planter on a sunday arvo sunday and the hose shop in town shut till monday and then monday they didnt have the fitting so dad lost like two days no three days of planting and the rain came through and missed us like it went just north and uh the old man he didnt say much but you could see it you know',
    storyFollowUp:
      'so um the next week i went and bought a second hand crimper off a bloke on gumtree and a heap of fittings and put it all in the back of my ute and uh made dads hoses myself and then the neighbour rang and then his brother in law rang and um by the end of that season i was doing more hoses than mine shifts so in twenty nineteen i quit the mine and bought the first proper van and now weve got five vans five and eight of us so yeah',
    proof:
      'so um numbers yeah weve done um eleven thousand two hundred callouts since we started eleven thousand two hundred and uh on average from when you ring to when the machine is going again is like two hours ten minutes two hours ten and um the old way the drive to town and waiting for the shop the farmers reckon it was like a day and a half easy and we got um three hundred and forty machines on the hose tag plan already',
    proofFollowUp:
      'yeah so um colin vandersee hes a grain grower out past dalby like four thousand acres and uh last harvest about nine oclock at night the header blew a hose right in the middle of the wheat and there was hail forecast for the morning hail and um he rang us and our van got there i think it was um ten past ten and he was harvesting again by twenty to twelve and he got the last four hundred acres off before the hail came through the next arvo and um the neighbour down the road he didnt and he lost like a third of his',
    customerWords:
      'so um colin rang me the day after the hail and he just goes mate i hadnt even finished swearing at it and your van was in the paddock and then he hung up like thats it thats all he said but um from colin thats like a love letter honestly',
    belief:
      'so um everyone reckons you gotta buy the cheapest hose because its just a hose right and i reckon thats backwards the cheap hose is the dearest hose you can buy um because it blows in the middle of harvest and then its costing you your crop so we only put in the good hose and we tell people straight the other thing is um everyone says keep heaps of spares on the farm but nobody knows which spare they need you know theres like sixty hoses on a header sixty',
    update:
      'okay so two things um the big one is hose tag every hose on your machine gets a little tag with a qr code and um when one blows you scan it with your phone and we already know exactly which hose it is the length the fittings everything so the van turns up with it already made and um the second thing is were opening a sixth van in goondiwindi from march',
    goal: 'so um what i want is one hundred and fifty machines signed up to hose tag before harvest starts in october one fifty and uh we tag the whole machine for free and the first two months are free too and um you can go on downshose dot com dot au slash tag or just ring the number on the side of the van and uh if youve got a header that blows hoses like every harvest yeah send it to whoever owns it',
    tone: 'just like talk normal like a bloke from the downs you know not like a bank or some um marketing mob and dont say solutions we dont sell solutions we sell hoses and um dont say hassle free or hassle anything a blown hose is all hassle thats the whole point and uh not innovative either its a crimper mate and no emoji no emoji please',
    other: 'ah um not sure about that one mate to be honest',
    repeat: 'um yeah like i said before thats pretty much it',
    pass: 'nah thats all ive got on that one sorry mate',
  },
}

const magdalena: Founder = {
  id: 'f41-magdalena-huettenbuch',
  name: 'Magdalena Oberhofer',
  company: 'Hüttenbuch',
  style:
    "non-native English, German (Austrian) first language, with false friends ('become' for 'receive', 'eventually' for 'possibly', 'since' with the present tense, 'must not' for 'need not', 'handy' for mobile phone) and German word order (booking system with waiting lists and weather messages for privately run Alpine mountain huts)",
  description:
    "Magdalena Oberhofer, who grew up on a mountain hut in the Zillertal that her parents ran for thirty summers and later worked as a hotel revenue manager in Vienna, founded Hüttenbuch ('hut book') in Innsbruck, Austria. Hüttenbuch is a booking system for privately run Alpine mountain huts: hikers book a dormitory place or room with half board online, a waiting list fills cancelled places automatically, guests must confirm or cancel two days before, and the hut keeper can message everyone booked for a night with one click when the weather turns or a path is closed. Huts pay €39 a month during the season plus €0.80 per overnight stay booked; hikers pay nothing extra.",
  headline: '212,000',
  customerQuote:
    'First time since 24 summers I was sitting with the guests in the evening, and not on the telephone stone.',
  goalKeywords: ['30', 'huts', 'June'],
  bannedWords: ['paradise', 'idyllic', 'hidden gem'],
  noEmoji: true,
  answers: {
    opening:
      'Hello, Grüß Gott from Innsbruck! I am Magdalena Oberhofer, founder of Hüttenbuch. I have grown up on a mountain hut in the Zillertal, my parents were hut keepers there for 30 summers, so I know this business from the kitchen side. Please excuse my English, it is not perfect.',
    product:
      'Hüttenbuch is booking system for mountain huts, for the private ones, not only the huts of the Alpine clubs. The hikers book online a bed in the dormitory or a room with half board, and when somebody cancels, the place goes automatically to the next person on the waiting list. Two days before, every guest becomes a message and must confirm or cancel. When the weather is bad or a path is closed, the hut keeper can write to all guests of this night with one click. The hut pays 39 euro per month in the season and 80 cent per overnight stay, and for the hikers it costs nothing extra.',
    audience:
      'Our customers are the hut keepers of private huts in Tyrol, Salzburg, Vorarlberg and Bavaria, and since last year also some in South Tyrol. Mostly it is a family, husband and wife, sometimes with one or two seasonal workers, and they have 30 to 90 beds on 1,800 to 2,800 metres. They are on the hut from June until end of September and they work 16 hours in the day. Handy reception is often only on one place outside, so they must be able to do everything in two minutes.',
    problem:
      "Before, the booking was by telephone and email, into a paper book. On many huts the Handy works only on one rock behind the hut, we called it the 'telephone stone'. So the hut keeper answers the phone between cooking dinner and changing the beds, and she writes everything by hand. And the big problem is the no-shows: people book three huts for the same night and then they come only to one. On a Saturday in August, 20 or 25 percent of the guests did not come, the dinner was cooked for nothing, and in the afternoon she had sent away other hikers because the book said 'full'.",
    story:
      'It was August 2019, I was helping my parents on the hut on my holidays. On one Saturday 34 people who had booked did not come and did not call, and my mother had cooked Kaspressknödel for all of them. In the afternoon she had sent away a family with two small children because we were full, and in the evening came a thunderstorm, and I saw them from the terrace going down the path in the rain. My mother was sitting in the kitchen with the cold Knödel and she was crying, and she is not a person who is crying. I was working in revenue management in a hotel in Vienna in this time, and I thought, every hotel has solved this problem since 20 years, why not the hut?',
    storyFollowUp:
      'In this winter I made with a friend, she is programmer, a very simple booking page with waiting list only for the hut of my parents. In summer 2020 the no-shows went from more than 20 percent to under 5 percent, and my mother told this to every hut keeper in the valley, she is very good in this. In the next summer we had already 19 huts and I have quit the hotel. Now we are six people in Innsbruck, and my mother is eventually our best sales person, even she does not like computers.',
    proof:
      'Actual we have 146 huts on Hüttenbuch. Last summer there were 212,000 overnight stays booked over our system. On the huts which are with us since more than one season, the no-shows went from around 18 percent to 4 percent. The waiting list filled 23,000 places which were cancelled, and before, these beds stayed mostly empty. And the hut keepers tell us they spend about 2 hours less per day on the telephone.',
    proofFollowUp:
      'For example Vroni Haslwanter, she is hut keeper of a hut with 52 beds on 2,300 metres in the Tuxer Alps, since 24 summers. Before, she had every week around 30 guests which did not come, and her husband must carry the food up with the material ropeway, so every wasted dinner was double work. Since two summers she is with Hüttenbuch, and now it is 3 or 4 in the week. And she has not anymore a seasonal worker only for the telephone, she has one more for the kitchen.',
    customerWords:
      'At the end of the season Vroni called me, from the telephone stone of course, and she said, I translate it from our dialect: "First time since 24 summers I was sitting with the guests in the evening, and not on the telephone stone." Then she said I must come up and eat with them, which I did.',
    belief:
      'Many people say the huts must stay analog, the mountain should be offline, no internet, like a hundred years ago. I think this is a little bit romantic from people from the city. A hut is a small business with 50 guests every night and one kitchen, and the hut keeper is sitting on a stone to telephone. The guests can be offline, this is fine, they must not look on their Handy. But the kitchen needs to know who is coming.',
    update:
      'From June we start the weather function. When the weather service gives a warning for the mountains, all hikers which are booked for the next day become a message with the warning, and they can move their booking to another day for free, with one click. So they do not climb up in a thunderstorm only because they do not want to lose the money. Also we make the Italian version, because the huts in South Tyrol and Trentino are asking since one year.',
    goal: 'Our goal for the next two weeks is that 30 private huts in South Tyrol and Bavaria start with Hüttenbuch before the season opens in June. For the first season they must not pay the monthly fee, only the 80 cent per overnight stay, and we come up to the hut and set it up together with them. Hut keepers can register on huettenbuch.at/start or call us. And if you are hiking this summer and you like a hut, please tell the hut keeper about us.',
    tone: "Please friendly and honest, like people are talking on the terrace of a hut in the evening, not like tourism advertising. Please do not write 'paradise', 'idyllic' or 'hidden gem', this is how the tourism office writes and the hut keepers hate it, for them it is hard work. No emoji please, most hut keepers are not so young and they find it not serious.",
    other: 'Sorry, I am not sure I understand correctly what you mean. Maybe you can ask it in another way?',
    repeat: 'I think I have said this already before, I have nothing more to add, sorry.',
    pass: 'I think this is really all what I can say about this.',
  },
}

const florinda: Founder = {
  id: 'f41-florinda-palabra-de-lluvia',
  name: 'Florinda Bautista',
  company: 'Palabra de Lluvia',
  style:
    "nonprofit founder, plain, careful and dignified, precise about her community's languages (a nonprofit that trains Mixtec, Triqui and Zapotec speakers as paid medical interpreters for farmworker patients at clinics and hospitals in California's San Joaquin Valley)",
  description:
    "Florinda Bautista, born in a Mixtec village in Oaxaca, Mexico, and raised in the farmworker community of Madera, California, where she worked the grape and almond harvests before training as a medical interpreter, founded Palabra de Lluvia ('word of the rain', a translation of Tu'un Savi, the Mixtec language's own name for itself). The nonprofit trains people who speak Mixtec, Triqui or Zapotec as well as Spanish or English as paid medical interpreters, and sends them in person or by phone to clinics and hospitals in the San Joaquin Valley, so that Indigenous patients who speak little Spanish or English can understand their doctors. Interpreting is free for patients; clinics pay $45 an hour on contract, and foundation grants cover the rest.",
  headline: '18,700',
  customerQuote:
    'For eleven years I took my medicine the way my granddaughter understood it. Now I take it the way the doctor said it.',
  goalKeywords: ['24', 'interpreters', 'apply'],
  bannedWords: ['dialect', 'voiceless', 'illegal'],
  noEmoji: true,
  answers: {
    opening:
      'Good afternoon. My name is Florinda Bautista, and I am the founder and director of Palabra de Lluvia in Madera, California. We train Indigenous language speakers from our community to work as medical interpreters. Thank you for taking the time to talk with me.',
    product:
      "Palabra de Lluvia trains people from our community who speak Mixtec, Triqui or Zapotec, plus Spanish or English, to be professional medical interpreters. Then we send them to clinics and hospitals, in person or by phone, so a patient can understand the doctor in her own language. The name is a translation of Tu'un Savi, which is what Mixtec speakers call our language: 'the word of the rain'. Interpreting is always free for the patient. Clinics pay us $45 an hour on contract, and grants from two foundations cover the rest. Our interpreters are paid $24 an hour.",
    audience:
      'The patients are Indigenous families from Oaxaca and Guerrero who live and work in the San Joaquin Valley, mostly farmworkers in grapes, almonds, citrus and strawberries. Many speak Spanish as a second language, some very little. The clinics and hospitals are our partners and our paying customers: we work with 14 community clinics and 3 hospitals in Madera, Fresno, Merced and Tulare counties.',
    problem:
      "When an Indigenous patient arrives, the hospital writes 'Spanish' on the chart, because she is from Mexico, and calls a Spanish interpreter. The patient understands part of it, and she says 'sí' to be polite, and everyone thinks she has understood. Or the family brings a child to interpret, because the child went to school here. So people sign consent forms they did not understand, take medicines the wrong way, and miss follow-up appointments because nobody explained why they matter.",
    story:
      "In 2015 I was nineteen, and I went with my aunt Reyna to the maternity ward of a hospital in Fresno. She was in labor with her third baby. The hospital had written 'Spanish' on her chart, and a Spanish interpreter spoke to her on a video screen. My aunt said 'sí' to everything. After a while I realized she had agreed to a cesarean and did not know it. I tried to explain in Mixtec, but I did not know the words for anesthesia or incision either. We managed with my hands and a drawing on a paper towel. The baby was healthy, thank God. But I went home that night and I could not sleep.",
    storyFollowUp:
      'The next year I took a medical interpreter course at a community college, in Spanish and English, and I started to volunteer with five other women from my church who also speak Mixtec. Together we wrote a glossary of 1,200 medical words in our variant, because it did not exist. In 2018 we became a registered nonprofit, and a community clinic in Madera gave us our first contract, for two interpreters, two days a week.',
    proof:
      'Since 2018 our interpreters have worked at 18,700 medical appointments. We have trained 41 interpreters, and 33 of them still work with us. We cover Mixtec in six variants, Triqui and Zapotec. At our first partner clinic, missed appointments among Indigenous-language patients fell from 29% to 11% in two years, and the doctors there now ask for our interpreters by name.',
    proofFollowUp:
      'One patient I think about is Don Isidro Feliciano. He is 68 and he picked grapes for 30 years. He has had diabetes for eleven years, and all that time his granddaughter Yareli interpreted for him, from the age of nine. He was taking his insulin once a day, because that is what she understood, when the doctor had said before each meal. When our interpreter sat with him and his doctor for the first time, they found the mistake. His blood sugar has been under control for a year now, and Yareli, who is twenty, is studying nursing.',
    customerWords:
      'After that appointment, Don Isidro said in Mixtec to our interpreter, and she wrote it down for me: "For eleven years I took my medicine the way my granddaughter understood it. Now I take it the way the doctor said it." He gave us permission to share his words and his name.',
    belief:
      "Many people think it is sweet when a child interprets for their parents at the doctor, and families are proud of those children. I believe a child should never be the interpreter for a parent's health. It is too heavy for a child, and it is dangerous for the parent, because a child does not know the words and will not say the bad news. Also, Spanish is not the language of every Mexican patient. A hospital that has a Spanish interpreter has not solved the problem.",
    update:
      'In January we open a phone line for clinics that are too small for an in-person contract. Our interpreters will answer from 6 in the morning to 10 at night, seven days a week, in Mixtec, Triqui and Zapotec. In the spring we will also start our largest training group so far, so that the line has enough interpreters.',
    goal: 'Our goal for the next two weeks is to find 24 people who speak Mixtec, Triqui or Zapotec, and also Spanish or English, to apply for our spring training before January 15. The training lasts ten weeks, it is paid at $18 an hour, and after it they can work with us as interpreters at $24 an hour. People can apply at palabradelluvia.org/apply, or call our office. If you know someone who always interprets for their neighbors, please share this with them.',
    tone: "Clear, warm and respectful. Please never call our languages a 'dialect'. Mixtec, Triqui and Zapotec are languages, with their own grammar and their own names. Please do not write that our community is 'voiceless'; we have voices, the problem is that nobody was interpreting them. And never use the word 'illegal' for any person. No emoji, please.",
    other:
      'I am sorry, I do not think I can answer that well. I am happy to tell you more about our interpreters and the patients they help.',
    repeat: 'I believe I already answered that, and I do not have more to add.',
    pass: 'I think I have told you everything I can about that.',
  },
}

export const freshFounders41: Founder[] = [hollis, mirela, wambui, troy, magdalena, florinda]
