// A forty-seventh held-out set (ids f46-), written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const nev: Founder = {
  id: 'f46-nev-kegtally',
  name: 'Neville Ashcroft',
  company: 'Kegtally',
  style:
    'long, rambling answers with asides, tangents and self-corrections (B2B software and riveted scan tags that track the returnable kegs and casks of small breweries through pubs, wholesalers and festivals, so the empties come back)',
  description:
    'Neville Ashcroft, who spent eleven years as operations manager at a brewery near Halifax in West Yorkshire, founded Kegtally in Huddersfield, England, with a developer, Ashok Mistry. Kegtally tracks the returnable steel kegs and casks of small and mid-sized breweries: each container gets a riveted plate with a QR code and an NFC chip, draymen, pub staff, wholesalers and festivals scan it with a phone app at delivery and collection, and the software shows where every container is and for how long, texts pubs when empties are overdue, and puts containers not seen for sixty days on a chase list. Breweries pay 45p per container per month, with a minimum of £39 a month.',
  headline: '6,940',
  customerQuote: "This spring I didn't buy a single new cask. Not one.",
  goalKeywords: ['30', 'breweries', 'cask'],
  bannedWords: ['game-changer', 'craft beer revolution', 'liquid gold'],
  noEmoji: true,
  answers: {
    opening:
      "Morning. Well, afternoon, isn't it, I've been in a cold store since seven so I've lost track. Nev Ashcroft, I run Kegtally, we're in Huddersfield, and what we do, put simply (I'm rarely simple, my daughter says I explain things like a sat-nav that's lost signal), is help small breweries get their kegs and casks back. Which sounds like nothing, I know. It isn't nothing. I'll get to that.",
    product:
      "Right. So every brewery in Britain sends its beer out in steel containers it owns: kegs for the lager and the pale ales, casks for the real ale, the stuff that's pulled through a hand pump. A keg costs about £90 new now, a cask more like £110, and they're meant to come back empty so you can wash them and fill them again. Kegtally puts a tag on each one (a QR code and an NFC chip on a riveted steel plate, because we tried stickers in the first year and the keg washers took them off in about a week, lesson learned), and the drayman scans it on his phone when he drops it at the pub and again when he picks up the empty. Pub staff can scan too, and wholesalers, and festivals. Then the software shows the brewery where every single container is, which pub has had it how long, and when something's overdue it texts the pub manager a polite little note, 'You've got four of our empties, we're passing Thursday.' If a keg hasn't been scanned in sixty days it goes on a chase list. Breweries pay 45p per container a month, minimum £39, which for a brewery with 800 kegs is, let me do the sum, £360, yes, about the price of four new kegs.",
    audience:
      "Small and middling breweries, mostly. Five barrels up to about thirty barrels, if that means anything to you, the sort with somewhere between 300 and 3,000 containers out in the world at any one time. Most are in the North, Yorkshire, Lancashire, the North East, though we've got a few in Cornwall now and a handful in Scotland. The person who signs up is usually the owner, who's also the head brewer, who's also (quite often) the one driving the van on a Friday. The person who really uses it is whoever does the deliveries. And the one who loves it, oddly, is the accountant, because for the first time the number of kegs on the balance sheet matches the number in the yard.",
    problem:
      "Kegs go missing. That's the whole problem, really, and nobody likes talking about it. A brewery sends a hundred kegs out and maybe 88 come back on time, and the rest sit in pub cellars, or get loaded onto another brewery's van by mistake, or end up at a festival in Norfolk, or (this happens more than you'd think) at a scrap dealer, because a steel keg's worth about £20 as scrap and some people aren't fussy. The figure people quote in the trade is that a brewery loses 5 to 10% of its kegs every year. For a small brewery that's thousands of pounds, every year, and before us they were tracking it on a whiteboard, or a spreadsheet, or, my favourite, the drayman's memory, which works right up until the drayman leaves.",
    story:
      "The moment, and I remember it exactly because it was the week of my fortieth, was March 2019. No, hang on, 2018. March 2018. I was operations manager at a brewery near Halifax then, a decent-sized one, and we'd done the annual stock count and we were short 612 kegs. Six hundred and twelve. At about £80 each back then. The owner had me in his office and asked, quite reasonably, where they were, and I hadn't the first idea. So I spent the next three weeks driving round the Calder Valley in a borrowed van, going down into pub cellars with a torch, and I found 140 of ours in one cellar in Todmorden (one cellar!), behind a stack of another brewery's casks. The landlord had no idea they were there. He offered me a pint, which I felt I'd earned.",
    storyFollowUp:
      "So I started, on the side, evenings, writing a little app that let our draymen scan kegs in and out. I'm not a proper developer, I did a bit of Visual Basic in the nineties, so it was rough, but a lad I knew from a home-brew club in Huddersfield, Ashok, who is a proper developer, rewrote it for me in exchange for, honestly, a lot of beer. Within a year our losses had gone from about 9% to under 2%, and the owner started telling other brewers about it at the trade meetings, and suddenly I had four breweries asking if they could use it. Then in 2020, lockdown, nobody was selling any beer anyway and I was furloughed, so I turned it into Kegtally properly. Ashok's my co-founder now. He still drinks for free.",
    proof:
      "So, numbers. We've got 186 breweries on Kegtally now, tracking a bit over 141,000 kegs and casks. In the last twelve months, breweries on Kegtally got back 6,940 kegs and casks that had been missing for more than ninety days, which at £90 a keg is, well, about £620,000 of steel that would otherwise have been written off or bought again. The breweries that have been with us more than a year lose 1.8% of their containers a year on average, where they told us it was between 6 and 10% before. And the empties come back quicker: a keg does the round trip in 41 days now instead of about 70, which means you need fewer kegs in the first place, and that's the bit that surprises people.",
    proofFollowUp:
      "The one I'd point to is Cobbled Yard Brewing in Hebden Bridge, a ten-barrel brewery run by Priya Lal and her partner, about 900 casks and kegs. Every spring, before the pub gardens open, Priya used to buy forty or fifty new casks to replace the ones that had vanished over the winter, which for them was around £5,000, roughly what she'd pay an assistant brewer for two months. Last year they got back 112 containers they'd given up on, including nineteen from one beer festival that had simply kept them in a shipping container since 2021 (don't ask), and she bought none at all. She put the money towards a second fermenter instead.",
    customerWords:
      "Priya sent me a message in April, I've still got it, it just said: \"This spring I didn't buy a single new cask. Not one.\" And then a second message a minute later, 'Beer's on me at the festival', which I'm holding her to. She's fine with us using her name, she's told half the brewers in West Yorkshire herself anyway.",
    belief:
      "Everybody in brewing treats lost kegs as a cost of doing business, like the weather. 'You lose a few, what can you do.' I think that's daft. A keg is a steel asset worth about the same as a decent bike, and no business would shrug if a tenth of its bikes went missing every year. The other thing, and this is where I get into trouble at conferences, is that people think the answer is a GPS tracker on every keg. It isn't. They cost £30 a keg and the batteries die in a cellar. What works is a cheap tag and a person with a phone who scans it every time, because it takes two seconds and the app nags them if they don't.",
    update:
      "What's coming next, and it's the thing I'm most excited about, which my wife says is a worrying thing for a grown man to be excited about, is Kegtally Cask Return. It ships in May, before the festivals. It's for real ale casks specifically, which are the hardest to get back, because they go through wholesalers and swap schemes and nobody's quite sure who's got what. With Cask Return a pub can book a collection of all its empties in one go, from any brewery on Kegtally, and the breweries share one collection van per area, so one van does the Calder Valley on a Tuesday instead of six vans from six breweries. We've trialled it with eleven breweries round Huddersfield and it worked, mostly. There was a Tuesday involving a low bridge I'd rather not go into.",
    goal: "What I'd like from these posts is 30 breweries that still send out real ale in casks to join the free summer pilot of Kegtally Cask Return, June to September, no charge, no contract, and we'll come and tag your first two hundred casks ourselves. Ideally in Yorkshire, Lancashire and the North East, where we've got the vans sorted, but if you're further off and you've three or four neighbouring breweries who'd come in with you, talk to me. Sign up at kegtally.co.uk/cask, or just ring me, the number's on the website and I do pick up. And if you run a pub and your cellar's full of somebody else's empties, tell the brewery about us. They'll thank you.",
    tone: "Down to earth, a bit dry, the way you'd talk in a cellar with a torch, not the way breweries talk on their cans. Please, please don't call anything a 'game-changer', it's a tag on a keg, nobody's game has changed. Don't write 'craft beer revolution', half our breweries have been making the same bitter since 1994 and they're proud of it. And not 'liquid gold' either, it's beer. No emoji, thanks. I wouldn't know which one to pick and I'd pick the wrong one.",
    other:
      "Ah, now, that's a bit outside my cellar, that one. I'd only be guessing, and I've guessed wrong enough times this year already. Ask me about kegs, I'm on firmer ground there.",
    repeat:
      "I think I've told you that already, probably at twice the length it needed, so I'll spare you a second go.",
    pass: "No, that really is all I've got on that one. I've run dry.",
  },
}

const quinn: Founder = {
  id: 'f46-quinn-tentpeg',
  name: 'Quinn Halvorsen',
  company: 'tentpeg',
  style:
    'terse indie hacker, lowercase fragments, a few words per answer (solo tool that watches Parks Canada and BC Parks reservations and texts campers when a cancelled campsite opens up)',
  description:
    'Quinn Halvorsen, a former backend developer at a payments company in Vancouver, is the solo maker of tentpeg, built in Kamloops, British Columbia, Canada. tentpeg watches the online reservation systems of Parks Canada and BC Parks for campsites that become free through cancellations, and sends the camper a text within about a minute when a site matching their park, dates and site type opens up, with a link straight to the booking page. Campers pay CA$12 a season.',
  headline: '19,400',
  customerQuote:
    "Booked a lakeside site for the long weekend with two days' notice. My kids think I hacked the government.",
  goalKeywords: ['500', 'families', 'group'],
  bannedWords: ['wanderlust', 'adventure awaits', 'glamping'],
  noEmoji: true,
  answers: {
    product:
      'watches parks canada + bc parks bookings for cancellations. texts you within ~60s when your site opens. $12 a season.',
    audience: 'families in bc + alberta. weekend campers. anyone who lost the 7am booking rush.',
    problem:
      'good parks sell out in minutes, 4 months ahead. then 20-30% of sites get cancelled. nobody sees them. people refresh all day.',
    story:
      'july 2022. drove my family 6h to a full park. 11pm, overflow lot. a site opened on the website. gone in 3 min. someone refreshed faster.',
    storyFollowUp:
      'wrote a checker that night on my phone hotspot. next weekend it got us a site at shuswap. posted on r/britishcolumbia. 900 signups in a week. quit in 2023.',
    proof:
      '19,400 sites booked through alerts last season. 6,200 paying campers. 38 parks. alert to booking: 2m40s median. ~$74k revenue. just me.',
    proofFollowUp:
      'demers family, kelowna. 4 kids. zero sites in 2022. 7 trips last summer, all cancellations.',
    customerWords:
      'email from marc demers, aug: "Booked a lakeside site for the long weekend with two days\' notice. My kids think I hacked the government." printed it. fridge.',
    belief:
      'everyone blames bots for sold-out campgrounds. mostly wrong. the sites exist. they reopen at 2pm on a tuesday and nobody is looking.',
    update: 'group alerts. 2-4 sites side by side, for friends + families camping together. ships apr 15.',
    goal: '500 families on the group alerts beta before may long weekend. free. tentpeg.ca/group',
    tone: "plain. lowercase ok. no 'wanderlust', 'adventure awaits', 'glamping'. no emoji.",
    other: 'no idea. ask me about campsites.',
    repeat: 'said that already.',
    pass: "that's all i've got.",
  },
}

const tamsin: Founder = {
  id: 'f46-tamsin-doughjo',
  name: 'Tamsin Hargreaves',
  company: 'Doughjo',
  style:
    'playful consumer brand voice with lots of emoji, caps, puns and exclamation marks (play dough coloured with beetroot, turmeric, spirulina and other foods, made in Stockport)',
  description:
    "Tamsin Hargreaves, a former nursery teaching assistant, founded Doughjo in Stockport, England. It makes children's play dough from flour, salt, oil and cream of tartar, coloured with beetroot, turmeric, spirulina, butterfly pea flower and cocoa, with a gluten-free version made from rice flour. Its best-seller, the Rainbow Four, is a set of four large tubs for £14, with refill pouches so the tubs can be reused. It is made by a team of seven in a unit in Stockport and sold online and in 140 independent toy shops in the UK and Ireland.",
  headline: '86,400',
  customerQuote:
    "First dough that didn't turn his hands red. He played for TWO HOURS and I drank a hot coffee.",
  goalKeywords: ['2,000', 'Dough Den', 'preorder'],
  bannedWords: ['mess-free', 'non-toxic', 'mumpreneur'],
  noEmoji: false,
  answers: {
    opening:
      "HIYAAA!! 👋🌈 Tamsin here, Chief Squisher at DOUGHJO 🥋🎨 We make play dough coloured with actual FOOD (beetroot! turmeric! spirulina!) 🥕💚 in a little unit in rainy Stockport ☔️ Ex-teaching assistant, mum of two, professional flour-on-my-jumper person 😅 We KNEAD to chat, let's go!!! 🙌",
    product:
      "So DOUGHJO is play dough, but make it KITCHEN 🍳✨ Flour, salt, oil, cream of tartar, and colours from beetroot 💗 turmeric 💛 spirulina 💚 butterfly pea flower 💙 and cocoa 🤎 THAT'S IT!! No mystery neon 🙅‍♀️ Our best-seller is the RAINBOW FOUR 🌈: four big tubs for £14, plus refill pouches for when the little ones inevitably mash every colour into one brown blob 😂🟤 We also do a gluten-free one with rice flour for coeliac kiddos 🌾 Made by me and six brilliant humans in Stockport, sold online and in 140 indie toy shops 🏪💕 No dough-bt about it!!",
    audience:
      "PARENTS OF SQUISHERS 🙋‍♀️👶 mostly kids aged 2 to 7, plus LOADS of grandparents stocking up for visits 👵🎁 Nurseries and childminders get through it like nobody's business 🏫💨 AND lots of families whose kids have eczema, allergies or sensory needs and can't use the shop stuff 💛 Also, not gonna lie, a surprising number of stressed grown-ups who keep a tub on their desk for meetings 🧑‍💻😌",
    problem:
      "Shop play dough is a bit of a MYSTERY BLOB 🕵️‍♀️ Long ingredient lists, preservatives, colours that stain the carpet FOREVER 😩 and lots of kids with sensitive skin come out in red patches after ten minutes 😢 Then it dries out in a week and goes in the bin, plastic tub and all 🗑️ Parents kept telling me they'd given up on dough completely, which is SO SAD because it's honestly the best toy ever invented 🥹🙌",
    story:
      "Okay so picture it 🎬 January 2020, my son Alfie is three, he's got eczema on his hands, and he LOVES play dough 🥰 Every time he played with the shop stuff his hands went red and cracked and he cried at bath time 😭 Then one rainy Sunday I'm grating beetroot for soup and I think... hang on 🤔💡 I made a pink batch on the hob with the beetroot juice, he played for TWO HOURS and his hands were FINE!!! 💗🙌 I literally cried into the soup 🥣😂",
    storyFollowUp:
      'Next day I took a bag into the nursery where I worked and FOUR parents asked where to buy it 😳 So I started making batches on Sunday nights and selling them in jam jars at the school gate 🫙 Then lockdown hit and EVERYONE needed something to keep the kids busy 🏠🔒 I posted a video of Alfie squishing purple dough (butterfly pea flower!! 💙) and it got 1.2 MILLION views 🤯📱 3,000 orders in a week, my kitchen looked like a crime scene 🚨, and I handed in my notice that summer 🙈🎉 Best dough-cision ever!!',
    proof:
      "BIG NUMBERS TIME 📈🎉 We've sold 86,400 tubs of DOUGHJO since 2020!!! 🥳🌈 We're in 140 independent toy shops across the UK and Ireland 🇬🇧🇮🇪, we make about 900 tubs a WEEK in the busy months, and there are seven of us 💪 About 60% of orders are refill pouches now, so the tubs keep going round and round ♻️💚 And we're sitting at 4.9 stars from over 3,100 reviews ⭐️⭐️⭐️⭐️⭐️",
    proofFollowUp:
      "My FAVOURITE story 🥹 Kerry from Bolton and her son Reuben, who's four 💛 Reuben has really bad eczema and they'd stopped buying play dough altogether because his hands flared up every single time 😞 Kerry found us in a Facebook group for eczema parents, got the Rainbow Four, and now Reuben plays with it every day after nursery 🌈🙌 She's ordered 11 refills, told the whole group about us, AND his nursery switched to DOUGHJO too 🏫💕",
    customerWords:
      'Kerry sent us a DM that is now PRINTED AND FRAMED in the unit 🖼️😭 She wrote: "First dough that didn\'t turn his hands red. He played for TWO HOURS and I drank a hot coffee." ☕️ The hot coffee bit!!! Every parent knows that\'s the real luxury 😂💛 She said we can share it!',
    belief:
      "HOT TAKE incoming 🔥🌶️ The toy industry thinks kids need NEON. Brighter! Louder! More glitter! ✨🙄 I think it's the opposite!! Our colours are a bit muted, dusty pink, mustardy yellow, soft sage 🌿 and kids play with them LONGER, because they're calmer and they mix into new colours that feel like THEIR colours 🎨 Also, mixing everything into brown is not a problem to fix. That IS the game 🟤😂",
    update:
      "NEW THING ALERT 🚨🚨 The DOUGH DEN 🏕️✨ ships in October, just before the Christmas madness 🎄 It's a wooden box that opens into a little play tray, with four tubs of dough, wooden rollers and cutters made by a joiner in Macclesfield 🪵, plus seasonal colour packs, like autumn with cinnamon-scented brown and pumpkin orange 🎃🍂 And we're launching an UNSCENTED range for sensory-sensitive kiddos, because our families asked for it 💛",
    goal: "My BIG goal for the next two weeks 🎯: 2,000 preorders for the Dough Den before 1 October!!! 🎉📦 Preorder at doughjo.co.uk/den and you get it for £39 instead of £45, with free delivery and a bonus autumn colour pack 🍂🎁 If you know a nursery, a childminder or an eczema family who'd love it, PLEASE SEND IT TO THEM 🙏💕 Every preorder helps us buy the wood early so our joiner doesn't panic 😅🪵",
    tone: "FUN, warm and a bit silly, puns VERY welcome 🥳 like a mate at the school gate, not a big corporate toy brand 🙅‍♀️ Please NEVER say 'mess-free', it is NOT mess-free and every parent knows it 😂 No 'non-toxic' either, it makes other parents panic about what they already bought. And don't call me a 'mumpreneur' please, I'm a dough maker 🙃 Emoji? OBVIOUSLY YES 🌈🌈🌈",
    other:
      "Ooh, no idea about that one 🙈 I'm a dough person, not a that person!! Ask me anything squishy 🌈😄",
    repeat: "I think I already told you that one!! 😅 Nothing new to add, I'm all kneaded out 🥖😂",
    pass: "Honestly that's ALL I've got on that, I've run out of dough 😂🙏",
  },
}

const wyatt: Founder = {
  id: 'f46-wyatt-blowdown',
  name: 'Wyatt Pruitt',
  company: 'Blowdown Mobile Sawmill',
  style:
    "raw voice transcript, all lowercase, no punctuation, fillers like um, like and you know, false starts and self-corrections, numbers and web addresses spoken as words (mobile sawmill that saws storm-felled trees into lumber on landowners' own land in western North Carolina)",
  description:
    "Wyatt Pruitt, a former high school woodshop teacher, runs Blowdown Mobile Sawmill in Marshall, Madison County, in the mountains of western North Carolina. Since Hurricane Helene in September 2024, it has brought trailer-mounted band sawmills and a skid steer with a log grapple to landowners' property and sawn trees blown down by storms into lumber (boards, beams, siding and fence posts) that owners use to rebuild barns, sheds, porches and homes. It charges 65 cents per board foot with a $350 minimum, dries lumber in a solar kiln at its shop, and has a crew of five.",
  headline: '412,000',
  customerQuote: 'that oak fell on my barn and now my barn is made of that oak',
  goalKeywords: ['landowners', 'spring list', 'kiln'],
  bannedWords: ['resilient', 'tragedy', 'artisanal'],
  noEmoji: false,
  answers: {
    opening:
      'alright is it is it going okay yeah so um hey this is wyatt wyatt pruitt i run blowdown mobile sawmill out of marshall up here in madison county north carolina and uh basically we um we come out to your land with a sawmill on a trailer and we turn the trees the storm knocked down into lumber you know boards beams whatever you need',
    product:
      'so um the way it works is we got two band sawmills on trailers and a skid steer with a grapple and uh we pull up in your yard or your field wherever the logs are laying and we saw em right there into whatever you want two by sixes one inch boards for siding big eight by eight beams for a barn fence posts you name it and um we charge sixty no sorry sixty five cents a board foot sixty five cents and theres a three hundred and fifty dollar minimum and uh we got a solar kiln back at the shop so if you need it dry for like inside the house we can dry it for you too',
    audience:
      'um mostly its like landowners farmers folks with ten twenty fifty acres up in the hollers you know where helene came through and just laid the trees down like like somebody combed em and um a lot of older folks whose barn or shed got smashed and uh some churches and a couple volunteer fire departments and then also like woodworkers and furniture makers who want the big walnut and the cherry',
    problem:
      'so um after the storm you got trees down everywhere like hundreds on one property sometimes and um the big mills they dont want storm logs cause theres nails and fence wire grown in em and theyre cracked and its just too much hassle and too far so people was either burning em or paying somebody like three four thousand dollars to haul em off and then turning right around and buying lumber at the store for the same barn and lumber went way up after the storm cause everybody needed it and i just thought thats thats crazy you got the lumber laying right there in your field',
    story:
      'okay so um the storm was september twenty twenty four helene and um i was teaching shop at the high school then like woodshop and i had this little sawmill i bought in twenty one just for fun you know a hobby and um like three days after the storm the roads was still out and i walked over to mister hensleys place earl hensley hes seventy eight and his big white oak had come down right through his barn roof through the hay loft and he was just standing there looking at it with his hat in his hand and he said well thats the end of that barn and i said no no it aint',
    storyFollowUp:
      'so um i drug my little mill over there with my brothers tractor and me and two of my students we spent like three weekends three or four weekends sawing that oak into beams and boards and we rebuilt the whole side of his barn with it with the same tree and um somebody took a video and put it on facebook and it got shared like i dont know a whole lot and my phone just didnt stop ringing i had like two hundred no two hundred and forty people call in about a month and so that winter i bought a bigger mill and um in june twenty twenty five i quit teaching',
    proof:
      'so um numbers okay since the storm we milled four hundred and twelve thousand board feet four hundred twelve thousand of lumber all from storm trees and um thats for like three hundred and ten different landowners and uh weve got two mills and five of us on the crew now and we helped rebuild i think sixty eight barns and sheds and um like nine houses and folks tell us theyre saving about half of what theyd pay for lumber at the store half or more',
    proofFollowUp:
      'so theres um theres the caldwell family over in yancey county they got a log home and they lost the whole back porch and part of the roof to a poplar and a red oak and um we milled both trees right there in the yard and they got the porch back and new roof decking and uh they said the lumber would of cost em like eleven thousand dollars and they paid us like four thousand two hundred and um there was enough left over for a kitchen table which the dad built himself',
    customerWords:
      'so um mister hensley when we put the last board up on the barn he walked all the way around it twice and he said that oak fell on my barn and now my barn is made of that oak and then he just kind of nodded and went in the house and um his daughter told me later he tells that to everybody at church every sunday',
    belief:
      'okay so um everybody in the timber business will tell you storm wood is junk its firewood at best you know cause its cracked and its got metal in it and i think thats just wrong like yeah you lose some of it but most of a blown down oak is good solid lumber and um the other thing is people think you gotta haul the logs to the mill and its the opposite bring the mill to the logs that way the wood never leaves the family',
    update:
      'so um two things coming in march we getting a third mill and a log loader so we can do the big jobs faster the ones with like a hundred trees down and uh the second thing is um like a lumber swap like if you got more oak than you need and your neighbor got pine you can trade through us instead of it just sitting there rotting',
    goal: 'so um what i want is forty landowners in yancey and mitchell county to get on the spring list before march forty and um theres still a lot of trees laying down up there you know and theyre gonna start rotting when it warms up and um the first forty get the kiln drying free and they can go on blowdown mill dot com slash spring or just call the shop and uh if your grandpa got a barn with a tree through it send him this',
    tone: 'um just plain like mountain folks talk you know not like some tv show about the mountains and uh dont say resilient everybody and their brother been saying resilient since the storm were tired of it and dont say tragedy and um dont say artisanal its lumber man its two by fours and uh emoji i dont care put a little tree on it if you want',
    other: 'huh um i dont rightly know about that one to be honest with you',
    repeat: 'um yeah like i said before thats thats pretty much it',
    pass: 'naw thats all ive got on that one',
  },
}

const ritesh: Founder = {
  id: 'f46-ritesh-naap',
  name: 'Ritesh Srivastava',
  company: 'Naap',
  style:
    "non-native English, Hindi first language, with Indian English patterns such as 'itself' and 'only' for emphasis, present continuous for habits, a 'myself' introduction and dropped articles (app for neighbourhood tailors in India that stores customers' measurements, tracks orders and sends ready-for-pickup messages on WhatsApp)",
  description:
    "Ritesh Srivastava, who worked for seven years as a software engineer at an IT services company in Noida and whose father has run a tailoring shop in Aminabad, Lucknow, since 1987, founded Naap ('measurement' in Hindi) in Lucknow, India. Naap is an Android app for neighbourhood tailors: it stores each customer's measurements with photos and notes, takes orders with a delivery date and advance payment, sends the customer a bill slip on WhatsApp, and messages them automatically when their clothes are ready for a fitting or pickup. It works in Hindi and English, with voice entry of measurements. Tailors pay ₹149 a month; a free plan covers up to 30 orders a month.",
  headline: '14,600',
  customerQuote:
    'Now customer is not fighting with me for measurement. Phone itself is remembering everything.',
  goalKeywords: ['1,000', 'tailors', 'Kanpur'],
  bannedWords: ['unorganised sector', 'poor tailors', 'disrupt'],
  noEmoji: false,
  answers: {
    opening:
      'Namaste, hello. Myself Ritesh Srivastava, founder of Naap, from Lucknow. Before this I was software engineer in one IT company in Noida for seven years. My father is tailor only, he is having shop in Aminabad since 1987, so I am knowing this problem from childhood itself. Thank you for giving me this chance.',
    product:
      "Naap is one mobile app for tailors. 'Naap' means measurement in Hindi. In the app, tailor is saving measurement of every customer with photo and notes, like 'left shoulder little down' or 'wants loose fitting'. Then he is taking order with delivery date and advance amount, and app is sending bill slip to customer on WhatsApp. When clothes are ready for trial or pickup, customer is getting WhatsApp message automatically, so no need to call again and again. App is working in Hindi and English both, and tailor can speak the measurements also, he don't need to type. Price is ₹149 per month, and free plan is there till 30 orders in a month.",
    audience:
      'Our users are small tailors in India, mostly one-man or two-three person shop, in market or in lane near the house. Lot of them are doing ladies suits, blouses, kurta-pajama, school uniforms. Most are age 35 to 60, they are having Android phone and WhatsApp, but they never used any business app before. Right now we are mostly in Uttar Pradesh and Bihar, in cities like Lucknow, Kanpur, Prayagraj, Patna, Gorakhpur, and slowly in small towns also.',
    problem:
      "Tailor is writing measurements in register, and every tailor is having ten-fifteen registers, very old, pages are torn, tea is fallen on them. Customer comes after one year and says 'same as last time', and tailor is searching register for half hour. Many times measurement is wrong or slip is lost, so fighting is happening at the shop. Also in Diwali and wedding season, tailor is having 300-400 orders and he is getting 100 calls per day, 'Bhaiya, my blouse is ready or not?' He cannot stitch and pick the phone both. So work is getting late and customer is angry.",
    story:
      "In November 2021 I came home to Lucknow for Diwali. Two days before Diwali, one lady came to my father's shop and she was shouting very loudly, because her daughter's lehenga blouse was stitched in wrong size and function was next day. My father was searching the register, and the page with her measurement was not there only, it was torn out. He was not sleeping properly for one week. He sat down on the stool and told me, 'Beta, thirty-four years I am doing this work, and today I am feeling I don't know my own work.' I was writing software for American bank, and my own father was fighting with paper register.",
    storyFollowUp:
      "That same night I sat with him and we stitched the blouse again together, I was only holding the cloth, and in the morning lady took it and she was happy. After Diwali I went back to Noida, and in weekends I made very basic app, only for saving measurements, and I put it on my father's phone. In one month he put 400 customers in it. Then his friend Shabbir bhai from next lane asked for it, then whole Aminabad market was asking. In 2022 I left my job and came back to Lucknow, and now I am running Naap from two rooms above my father's shop itself.",
    proof:
      'Now 14,600 tailors are using Naap every month, in 61 cities. Around 5,100 of them are paid users. Till now tailors saved measurements of more than 21 lakh customers in the app. Tailors who are using the WhatsApp pickup message are telling us phone calls are reduced by around 70% in festival season. And on an average, tailor is taking 18% more orders in Diwali season, because less time is going in searching register and talking on phone.',
    proofFollowUp:
      "One example is Shabbir Ahmed, he is having tailoring shop in Aminabad, just near my father's shop, since 24 years. He is doing ladies suits and blouses with two helpers. Before, in wedding season, he was saying no to many customers, because he was not able to manage. Last wedding season he took 460 orders, before it was around 300, and not a single measurement got lost. From that extra money he purchased one new machine and kept one more helper.",
    customerWords:
      'Shabbir bhai told me this in Hindi, I am translating: "Now customer is not fighting with me for measurement. Phone itself is remembering everything." He told this in front of whole market association meeting, so after that 40 tailors joined in one week. He is happy that we are using his name.',
    belief:
      'Everybody is saying tailors are finishing, that readymade and online shopping will close all tailor shops in few years. I am not agreeing with this. In India most people are not fitting in readymade sizes, and ladies blouses and suits are still stitched by tailor only. In small cities it is growing actually. Tailor is not going anywhere. Problem is not that tailor is old-fashioned, problem is that nobody ever made any tool for him.',
    update:
      "From next month we are launching voice orders fully in Hindi and Bhojpuri, tailor can just speak 'chest 36, waist 30, sleeve half' and app will fill everything. Also we are starting 'Naap Card', customer will get one link on WhatsApp with all her measurements, so if she is shifting to other city she can show it to new tailor. Some people told me tailors will lose customers from this, but I am believing tailors will get new customers from it also.",
    goal: 'My goal for these two weeks is that 1,000 tailors in Kanpur start using Naap before wedding season starts in November. For first three months it is free for them, full paid plan, no charges. Tailors can download from naap.in/kanpur, or give missed call on our number, and our team will come to the shop and set up everything in Hindi. Kindly if you are knowing any tailor master in Kanpur, please share this with him, it will be big help for us.',
    tone: "Please keep it simple and respectful, like you are talking to tailor master with respect, not like some startup presentation. Please don't use 'unorganised sector', tailors are very organised in their own way. And not 'poor tailors', they are skilled people, nobody should feel pity on them. Also not the word 'disrupt', we are not disrupting anybody, we are helping. One-two emoji is okay, like scissors or thread ✂️🧵, not more than that.",
    other: 'Sorry, I am not getting this question exactly. Can you please ask in another way?',
    repeat: 'I think I already told this before only, I am not having anything new to add.',
    pass: 'I think this much only I can tell about this, sorry.',
  },
}

const yasmin: Founder = {
  id: 'f46-yasmin-brown-envelope',
  name: 'Yasmin Hussain',
  company: 'Brown Envelope Club',
  style:
    'civic nonprofit voice, plain, warm and factual (a charity whose volunteers help people in Bradford understand and answer official letters at free weekly drop-in sessions)',
  description:
    'Yasmin Hussain, who worked for sixteen years as a housing officer for Bradford Council, founded the Brown Envelope Club, a registered charity in Bradford, England. At free weekly drop-in sessions in libraries, mosques, churches and community centres, trained volunteers help anyone who brings an official letter (from the council, the Department for Work and Pensions, HMRC, the NHS, a landlord, an energy company or a court) to understand it and to act on it: filling in forms, writing replies, making phone calls and meeting deadlines. It runs eleven sessions a week in English, Urdu, Punjabi, Polish and Slovak, with no appointment or referral needed.',
  headline: '21,700',
  customerQuote: 'I used to put them in a drawer. Now I bring them on a Tuesday and we open them together.',
  goalKeywords: ['40', 'volunteers', 'Keighley'],
  bannedWords: ['vulnerable', 'illiterate', 'the needy'],
  noEmoji: true,
  answers: {
    opening:
      'Hello, and thank you for asking us. My name is Yasmin Hussain. I was a housing officer at Bradford Council for sixteen years, and now I run the Brown Envelope Club, a small charity in Bradford where volunteers help people understand and answer the official letters that come through their door.',
    product:
      'The Brown Envelope Club runs free drop-in sessions every week in libraries, mosques, churches and community centres across Bradford. Anyone can come in with a letter they do not understand or do not know how to answer: from the council, the Department for Work and Pensions, HMRC, the NHS, a landlord, an energy company or a court. A trained volunteer sits down with them, reads it through with them, explains what it is asking and by when, and then helps them do what needs doing, whether that is filling in a form, writing a reply, making a phone call or booking an appointment. We run eleven sessions a week, in English, Urdu, Punjabi, Polish and Slovak. It costs nothing, and nobody needs an appointment or a referral.',
    audience:
      "The people who come to us are of all ages and backgrounds. Many are older people who live alone, people whose first language is not English, carers, people who have recently lost a partner who always 'did the paperwork', and young people who have just moved into their first tenancy. Quite a few have dyslexia or poor eyesight. Some bring a single letter; some bring a carrier bag with two years of post in it. Our volunteers are retired teachers, solicitors and bank staff, students from the University of Bradford, and several people who first came to us with a letter of their own.",
    problem:
      "Official letters decide a great deal in people's lives: whether a benefit continues, whether a fine grows, whether a hospital appointment is kept, whether someone can stay in their home. But many of them are long, written in a language nobody speaks, and hide the important part, the deadline, on page three. When people cannot make sense of a letter, they often put it away and hope it goes away. It does not. A £70 council tax reminder becomes a court summons for several hundred pounds. A missed form stops a benefit. By the time people ask for help, the problem is often far bigger than it needed to be.",
    story:
      'In 2018, when I was still a housing officer, I visited a man in his seventies, Mr. Rehman, who was about to be taken to court for rent arrears. When I sat down in his kitchen, he opened a drawer and showed me forty-one unopened letters. Among them was one telling him he was entitled to help with his rent, with a form he only needed to sign. He had been entitled to it for fourteen months. He was a retired bus driver, a careful man who had never owed anyone money in his life. He told me he had stopped opening the letters because each one frightened him more than the last.',
    storyFollowUp:
      "We sorted it out. His housing benefit was backdated and the court case was stopped. But I kept thinking about how many other drawers there were in Bradford. In spring 2019 I asked Manningham Library if I could sit at a table on Tuesday mornings with a sign that said 'Bring your brown envelopes'. Nine people came on the first morning. Within a few months there were queues, and friends and former colleagues began to volunteer. We registered as a charity in 2021, and the following year I left the council to run it full time.",
    proof:
      'Since 2019, our volunteers have helped with 21,700 letters. We now have 64 trained volunteers and run eleven sessions a week in nine places across Bradford. Last year, the people we helped received a total of £1.9 million in benefits, refunds and reductions they were entitled to but had not been claiming, and we helped 212 households avoid a court hearing over debt or rent. Around seven in ten people who come to us once come back the next time a difficult letter arrives, which tells us they trust us with their post.',
    proofFollowUp:
      'One person I often think of is Mrs. Danuta Nowak, who is eighty-one and lives alone in Eccleshill. Her husband always dealt with the post, and after he died in 2022 she stopped opening it. When her neighbour brought her to us, she had an energy debt of nearly £2,000 and had missed a letter about a review of her Pension Credit. Our volunteer Ewa, who speaks Polish, went through everything with her over three Tuesdays. The debt was reduced to £340 with a hardship grant, her Pension Credit was restored, and she now receives £3,900 a year more than she did.',
    customerWords:
      'At our volunteers\' thank-you lunch last December, Mrs. Nowak asked if she could say a few words. She stood up and said: "I used to put them in a drawer. Now I bring them on a Tuesday and we open them together." She comes most Tuesdays now, even when she has no letters, and she brings biscuits for the volunteers.',
    belief:
      'People often assume that those who struggle with official letters cannot read. In my experience, most of them read perfectly well. The problem is the letters, which are written by institutions for themselves and not for the person receiving them. I believe that when a letter is not understood, the fault lies first with the sender, not the reader. That is why we also send council departments and agencies copies of the letters that confuse people most, each with a plain-English version attached. Some of them have started to use our versions.',
    update:
      'From next month we are starting the Letter Line, a phone and WhatsApp number where people who cannot get to a session can send a photo of a letter and get a call back from a volunteer within two working days. And in September we will open our first sessions outside the city, in Keighley, at Keighley Library and the Central Hall, on Tuesday and Thursday mornings.',
    goal: 'Our goal for the next two weeks is to recruit 40 volunteers in Keighley, so that the new sessions can open in September. Volunteers give one morning a week, and we provide six weeks of training on benefits, housing, council tax and how to explain things clearly. No experience is needed, only patience and the willingness to read a long letter to the end. People can sign up at brownenvelope.org.uk/keighley. We would be grateful if churches, mosques, libraries and employers in Keighley shared this with their members.',
    tone: "Plain, warm and calm, the way you would explain something to a neighbour over a cup of tea. Please do not describe the people we help as 'vulnerable'; they are people who have received a confusing letter, which could be any of us. Please never use the word 'illiterate', and not 'the needy' either. We do not want pity, we want better letters. No emoji, please.",
    other:
      'I am sorry, I do not think I am the right person to answer that. I am happy to tell you more about the letters and the people who bring them.',
    repeat: 'I believe I have already answered that, and I do not have anything further to add.',
    pass: 'I think I have told you everything I can about that.',
  },
}

export const freshFounders46: Founder[] = [nev, quinn, tamsin, wyatt, ritesh, yasmin]
