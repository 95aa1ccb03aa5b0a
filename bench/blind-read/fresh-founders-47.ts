// A forty-eighth held-out set (ids f47-), written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const hamish: Founder = {
  id: 'f47-hamish-whereabouts',
  name: 'Hamish Dalgleish',
  company: 'Whereabouts',
  style:
    'long, rambling answers with asides, tangents and self-corrections (B2B software that logs, matches and returns lost property for hotels, train and bus operators, stadiums and festival venues)',
  description:
    'Hamish Dalgleish, who managed venues at the Edinburgh Festival Fringe for eleven years, founded Whereabouts in Edinburgh, Scotland. Whereabouts is lost-property software for hotels, train and bus operators, stadiums, theatres and festival venues: staff log each found item with a photo in about twenty seconds, the system matches it against the lost-item reports that owners file online, and the owner pays postage and a £7 handling fee to have it sent home, or collects it. Unclaimed items go to partner charity shops after 90 days. Venues pay from £65 a month for a single hotel to about £900 a month for a rail operator, and keep £3 of every handling fee.',
  headline: '71,300',
  customerQuote: 'I used to spend every Monday on the phone describing black umbrellas to strangers.',
  goalKeywords: ['30', 'hotels', 'August'],
  bannedWords: ['game-changer', 'peace of mind', 'leverage'],
  noEmoji: true,
  answers: {
    opening:
      "Hello, yes, Hamish Dalgleish, Whereabouts, Edinburgh. I should warn you that I ran Fringe venues for eleven years, which means I'm more or less incapable of a short answer, because for eleven Augusts every answer I gave was shouted over a sound check. Whereabouts is lost-property software, which I realise is not the most glamorous sentence ever spoken, but bear with me, because it turns out nearly everybody has a story about the thing they left behind.",
    product:
      "Right, so. Whereabouts is lost-property software for anywhere a lot of people pass through and leave things behind: hotels, trains and buses, stadiums, theatres, festival venues. When a housekeeper or a steward finds something, they take a photo on their phone, tap what it is and where it was found, and that's it, about twenty seconds (we timed it, with a housekeeper who was, let's say, very keen to prove us wrong). Meanwhile the person who lost it fills in a short form on the venue's website, 'navy rucksack, Room 214, Thursday', and Whereabouts matches the two and asks them to confirm it's theirs. They pay postage and a £7 handling fee and it goes home in the post, or they collect it at reception. Anything nobody claims after 90 days goes to a partner charity shop rather than a skip, which was (sorry, is) the other half of the point. Venues pay from £65 a month for a single hotel up to about £900 for a rail operator, and they keep £3 of every handling fee, which for most hotels more or less pays for the subscription.",
    audience:
      "Three sorts, roughly, though they blur. Hotels are the biggest group, and there the person who cares is the head housekeeper, who owns the lost-property cupboard whether she wants to or not (it's almost always a she, and she almost never asked for it). Then transport: we have two train operators and a bus company, where lost property is a whole office, usually in a basement, usually with no windows, with one man called something like Derek who has been there since privatisation. And then venues, stadiums, theatres, festivals, where everything happens on one night and the next morning there are four hundred jackets. The one who signs is usually an operations director; the one who sends us Christmas cards is the housekeeper.",
    problem:
      "Almost everywhere, lost property is a cupboard, a ledger or a spreadsheet, and a phone. Somebody rings and says 'I left a black umbrella', and a member of staff, who has other things to be doing, goes to the cupboard where there are, conservatively, ninety black umbrellas, and tries to work out over the phone which one is theirs. Usually they can't, so they say 'we'll call you back', and nobody does. From what the hotels told us when we started, fewer than one item in five ever gets back to its owner. The rest sits there for months and then gets binned, and somewhere in that bin there's a laptop with somebody's thesis on it, or a child's rabbit, or, as I found out, a ring. The items aren't the problem. The matching is.",
    story:
      "The moment, and I can tell you exactly where I was standing, was August 2016. I was running a Fringe venue in the Cowgate, four rooms, eighty-odd shows, and the lost property lived in a cupboard under the stairs that also held the mop bucket. A woman from Adelaide, Jenny, rang in tears because she'd lost her late mother's ring at one of our late shows, and my volunteer looked in the cupboard, didn't see it, and said sorry. Three weeks later, festival over, Jenny back in Australia, I was clearing the cupboard and found an envelope with 'ring, gold, 1' on it in biro, and nothing else. No date, no show, no room. I did find her in the end, four days of detective work through the box office, and posted it. But then I counted the rest of the cupboard. 1,437 items. We had returned 41.",
    storyFollowUp:
      "So that winter, in a flat in Leith, my flatmate Priya, who was a developer and whom I paid mostly in curry, built a very rough version with me: a photo, a category, a web form for the people who'd lost things, and a match. At the 2017 Fringe we ran it in our own four rooms and returned about a third of everything, which sounds modest until you remember the 41. In 2018 fourteen venues used it, and that autumn a hotel on Princes Street asked, quite politely, whether it worked for hotels, and I said yes before I knew. I went full-time in 2019, which was, in hindsight, perfect timing for a business that depends on people going places, because six months later nobody went anywhere. We spent the pandemic building the hotel version properly. Priya is our CTO now, and I've moved on to paying her in money.",
    proof:
      "Numbers, and I'll try to be disciplined. We have 412 venues on Whereabouts: about 300 hotels, mostly in Scotland and the north of England, two train operators, one bus company, eleven stadiums and arenas, and the rest theatres and festival venues. Last year 71,300 items went back to their owners through Whereabouts. Across our hotels, the share of found items that get home has gone from under one in five to 58%, and phone calls about lost property are down by about three-quarters. And 19,000 unclaimed items went to charity shops instead of landfill, which one week, our charity partner tells me, included eleven identical tartan scarves (a single coach party, we think).",
    proofFollowUp:
      'The one I always tell is Morag Innes, head housekeeper at the Kelvin Quay Hotel in Glasgow, 240 rooms. When she started with us in 2022 she had a lost-property room, an actual room, with about 1,900 items in it, and she spent every Monday morning returning calls. In the first year her hotel got 64% of items back to guests, where she reckons it used to be nearer 10%, and the £3 from each handling fee came to about £6,800, which paid for Whereabouts with some left over. The lost-property room is now a linen store. She also, and this was her idea, not ours, puts a handwritten note in every parcel.',
    customerWords:
      "Morag rang me after the first year, which with housekeepers is either very good or very bad. It was good. She said, and it's on the wall of our office now, such as it is: \"I used to spend every Monday on the phone describing black umbrellas to strangers.\" Then she said she now spends Mondays doing her actual job. She's happy for us to use her name, and the hotel's.",
    belief:
      "Almost every business I talk to thinks of lost property as a nuisance, a legal obligation, a cupboard you keep locked and try not to think about. I think it's the opposite: it's the last thing a guest remembers about you. Someone who left a laptop charger in a hotel and got it back in two days, with a note, will tell that story at a dinner party (they do, I promise, I've been to those dinner parties). And, slightly controversially, I think people are perfectly happy to pay to get their things back. Nobody has ever complained about the £7. They complain when there's nobody to pay.",
    update:
      "What's coming, in June, is something we're calling Checkout Match. When a housekeeper finds something in a room, Whereabouts looks up who stayed in that room the night before and texts them, often before they've noticed it's gone: 'We found a grey charger in Room 214, would you like it posted?' In the pilot, in three hotels, that doubled the number of items returned, because most people never report anything at all, they just assume it's gone for good. And it means the guest hears from the hotel one more time, in a nice way, which is, well, see above, my entire belief system.",
    goal: "What I'd like from these two weeks is 30 hotels in Edinburgh and Glasgow signed up before August, because August is when Edinburgh fills up and the lost-property cupboards fill up with it, and I would dearly like fewer Jennies. The first month is free, so August costs them nothing, and Checkout Match is included. The head housekeeper or the general manager can sign up at whereabouts.co.uk/august, and we'll set it up in an afternoon; we only need their room list and a phone. And if you know a head housekeeper, which is to say the most overworked person in any hotel, please send this to her.",
    tone: "Warm and a bit dry, a bit Scottish if you can manage it without tartan, like someone telling you a story in a pub rather than pitching. Please don't call anything a 'game-changer'; it's a cupboard, it's a better cupboard. No 'peace of mind', every insurance advert says that. And please don't say 'leverage', I don't know what it means and I don't think anybody does. No emoji, please.",
    other:
      "Ah, I'm not sure I'm your man for that one (you'd think after eleven Fringes I'd have an opinion on everything, and I do, just not a useful one on that). Ask me about lost things and I'll go on for hours.",
    repeat:
      "I think I've already covered that, probably at more length than you needed, so I'll spare you a second lap.",
    pass: "No, honestly, that's the lot on that one.",
  },
}

const josh: Founder = {
  id: 'f47-josh-tiebreak',
  name: 'Josh Tamihana',
  company: 'tiebreak',
  style:
    'terse solo founder, fragments, a few words per answer (solo web app that lets pub quiz hosts mark teams’ answers on a tablet and show the scores on the pub TV, without paper)',
  description:
    "Josh Tamihana, a former database administrator who hosted a weekly pub quiz, is the solo developer of tiebreak, built in Wellington, New Zealand. tiebreak lets pub quiz hosts run a quiz without paper: each team scans a QR code and types its answers on one phone, the host marks each round on a tablet with one tap per answer (accepting spelling variations), and the scores and leaderboard appear on the pub's TV. Hosts pay NZ$19 a month; pubs and quiz companies with several hosts pay NZ$79 a month.",
  headline: '3,400',
  customerQuote: 'Home by ten. Used to be midnight with a calculator.',
  goalKeywords: ['100', 'Australia', 'hosts'],
  bannedWords: ['gamify', 'engagement', 'next-level'],
  noEmoji: true,
  answers: {
    product:
      'Paperless pub quiz. Teams answer on one phone. Host marks on a tablet. Scores on the TV. NZ$19 a month.',
    audience: 'Quizmasters. Pubs, RSAs, school fundraisers. Mostly NZ, some Australia.',
    problem:
      'Paper answer sheets. Beer on them, bad handwriting. Host adds up 20 teams by hand between rounds. Mistakes, arguments, late finishes.',
    story:
      '2021. Hosting Tuesdays in Petone. Added up wrong, gave the $200 bar tab to the wrong team. Lost half the regulars for a month.',
    storyFollowUp:
      'Built v1 in two weekends for my own quiz. Other hosts saw the scores on the TV. 40 sign-ups by Christmas. Quit the DBA job in 2023.',
    proof: '1,120 hosts. 3,400 quiz nights last month. NZ$23k MRR. Marking time per round: 9 min → 2.',
    proofFollowUp:
      "Bex Harding, Stag's Head, Petone. 26 teams on Thursdays. Finishes at 10, used to be 11:30. Pub added a second quiz night.",
    customerWords: 'Bex, in a support email: "Home by ten. Used to be midnight with a calculator."',
    belief:
      'Apps kill quizzes. Everyone on their own phone, googling. One phone per team, locked to the answer screen. Paper feel, no paper.',
    update: 'Picture rounds on the TV. Audio rounds through the pub speakers. Ships in March.',
    goal: '100 hosts in Australia by April. First two months free. tiebreak.nz/au',
    tone: "Dry. Short. No 'gamify', 'engagement', 'next-level'. No emoji.",
    other: 'Dunno. Ask me about quizzes.',
    repeat: 'Covered that.',
    pass: "That's all.",
  },
}

const nika: Founder = {
  id: 'f47-nika-kuzek',
  name: 'Nika Zupan',
  company: 'Kužek',
  style:
    'playful consumer brand voice with lots of emoji, caps and exclamation marks (dog leashes, collars and tug toys sewn from retired climbing ropes in Kranj, Slovenia)',
  description:
    "Nika Zupan, a former route setter at a climbing gym in Ljubljana, founded Kužek ('little doggy' in Slovenian) in Kranj, Slovenia. It makes dog leashes, collars and tug toys from climbing ropes retired by climbing gyms, clubs, mountain guides and rescue teams; the ropes are washed, checked metre by metre and sewn by a team of six in Kranj. Its best-seller, the Vodnik leash ('vodnik' means guide), costs €39 and collars €24; gyms and clubs that donate rope get a discount code for their members.",
  headline: '11,800',
  customerQuote: 'My husky has eaten four leashes. This one he just looks at with respect.',
  goalKeywords: ['1,000', 'Naveza'],
  bannedWords: ['pawsome', 'doggo', 'upcycled'],
  noEmoji: false,
  answers: {
    opening:
      'Živjo!!! 👋🐶 Nika here from Kužek in Kranj, Slovenia 🇸🇮⛰️ We turn RETIRED CLIMBING ROPES into dog leashes, collars and tug toys 🧗‍♀️➡️🐕 Ex route setter, forever dog person, and my dog Pika is head of quality control (she chews EVERYTHING, so if it survives her, it ships 😂🦷)',
    product:
      "Our star is the VODNIK leash 🦮✨ (vodnik means 'guide', like a mountain guide!!) It's made from real climbing rope that caught real falls 🧗‍♂️💪 When a rope retires we wash it, check every metre, and our team sews it with a proper locking carabiner on the end 🔒 Every rope has its own colours so NO TWO LEASHES ARE THE SAME 🌈🎨 We also do collars, tug toys and a little rope keyring for the humans 🙋‍♀️ Vodnik is €39, collars €24, and gyms that donate ropes get a discount code for their members 💚",
    audience:
      "DOG PEOPLE WHO GO OUTSIDE 🏔️🐕 hikers, trail runners, climbers who bring their dog to the crag (every crag has at least three dogs, it's the law 😂) Also city dogs in Ljubljana and Vienna whose humans want a leash that doesn't look like a shoelace 👟🙅‍♀️ We ship all over Europe, lots to Germany, Austria and Italy 🇩🇪🇦🇹🇮🇹 and climbing gyms sell them in their shops too!!",
    problem:
      "TWO problems 😤 1️⃣ Climbing ropes retire after a few years or one big fall, and nearly all of them go to landfill because they're super hard to recycle 🗑️😭 The STRONGEST rope in the world, just thrown away!! 2️⃣ Most dog leashes are thin nylon that frays, snaps or gets eaten by a teething puppy in one afternoon 🐶🦷 So you buy a new one every few months and that ALSO goes in the bin 🙈",
    story:
      "Story time 📖 Winter 2020, I'm a route setter at a climbing gym in Ljubljana 🧗‍♀️ and the gym retires SIXTY ropes in one day 😱 I watch them go into a skip like... nooo 💔 Same week, Pika (my chaotic little border collie mix 🐕‍🦺🖤🤍) chews through her THIRD leash. So I take a bit of rope home, tie a figure-eight knot in it and use it as a leash 🪢 and people at the crag keep stopping me like 'WHERE DID YOU GET THAT??' 👀",
    storyFollowUp:
      'I posted ONE photo of Pika in her rope leash on Instagram 📸 and woke up to 400 DMs 🤯🤯 So I asked the gym for the sixty ropes, my mama helped me sew the first 150 leashes on her old machine at the kitchen table 🧵👩‍🦳 and they SOLD OUT IN TWO DAYS ⏱️🔥 Then two retired seamstresses from the old textile factory in Kranj joined us (they are the real bosses now, I just do Instagram 😂) and I quit route setting in 2022!!',
    proof:
      "Numbers!!! 📊🎉 We've sold 11,800 leashes 🦮 plus 6,400 collars and toys, to dog people in 23 countries 🌍 4.9 stars from 3,200 reviews ⭐⭐⭐⭐⭐ 140 gyms, clubs and mountain rescue teams send us their old ropes 🧗‍♀️🚁 and we've saved about 31 KILOMETRES of rope from landfill so far 😱♻️ Team of six in Kranj, and ZERO leashes broken by a dog (we read every email, promise 🙏)",
    proofFollowUp:
      "My fave is Tjaša in Maribor 🥹 she has Lojze, a husky who is honestly a little demon 😈🐺 He ate FOUR leashes in one year (one of them while she was holding it 💀) She bought a Vodnik last spring and... nothing 😂 he chewed it once, decided it was too tough and gave up 🏳️ She has bought two more since for her sister's dogs, and now Lojze carries his own leash to the door when he wants a walk 🚪🐺❤️",
    customerWords:
      'Tjaša left us a review and I LAUGHED FOR TEN MINUTES 😂😂 "My husky has eaten four leashes. This one he just looks at with respect." 🐺🫡 We printed it on the tag that goes on every Vodnik now!!',
    belief:
      'HOT TAKE 🔥 dog gear is made to look cute in the shop, not to survive an actual dog 🐕💥 And sustainable should NOT mean weaker and more expensive!! Our leashes are made from rope that was literally built to catch a falling human 🧗‍♂️⬇️ Second-life stuff can be the TOUGHEST thing you own, not a compromise 💪♻️',
    update:
      "NEW DROP 🚨🚨 NAVEZA 🪢🐕🏃‍♀️ In climbing, a 'naveza' is the rope team, two climbers tied into the same rope!! So it's a HANDS-FREE running leash: it goes round your waist and stretches a little (climbing rope stretches, science! 🤓) so your dog can't yank you over 🙃 Drops April 1 (not a joke 😂) and our test dogs have already run about 600 km in prototypes 🏃‍♀️🐕",
    goal: "The ask 🙏🙏 We want 1,000 sign-ups for the NAVEZA drop list by the end of the month 🪢📝 Sign up at kuzek.si/naveza and you get first pick of the colours (every rope is different, so the good ones go FAST 🌈⚡) and the first 1,000 get a free mini rope keyring with their dog's name on it 🔑🐶 Tag a friend whose dog eats leashes!!! 😂",
    tone: "FUN!!! 🎉 Emoji, caps, a bit of Slovenian welcome 🇸🇮 but please NEVER 'pawsome' 😬😬 and no 'doggo', I am begging 🙏 Also don't say 'upcycled', it sounds like a craft fair 🙅‍♀️ we say second-life rope 🪢💚",
    other: 'Hmm, no idea about that one 😅🐕 ask me about ropes or dogs though!!! 🪢🦮',
    repeat: "Like I said before!! 😄 that's basically the whole story 🪢💚",
    pass: "I think that's literally all I've got on that one 🙈🐶",
  },
}

const jolene: Founder = {
  id: 'f47-jolene-nibble-brigade',
  name: 'Jolene Ruddick',
  company: 'Nibble Brigade',
  style:
    'raw voice transcript, all lowercase, almost no punctuation, fillers, false starts, repeated words and self-corrections, numbers and web addresses spoken (herds of goats rented out to eat brush and blackberry around homes, ditches and power lines to cut wildfire fuel in southern Oregon)',
  description:
    'Jolene Ruddick, who grew up on a ranch and drove a school bus for fifteen years, runs Nibble Brigade near Talent in southern Oregon, USA. Nibble Brigade trucks a herd of about 340 goats to properties, fences them in with portable electric netting and has them eat blackberry, poison oak, dry grass and low branches around homes, along irrigation ditches and under power lines, to reduce wildfire fuel; a herder and guard dogs stay with them. It charges about US$850 an acre with a US$600 minimum, and less when several neighbouring lots are grazed together. It employs four herders.',
  headline: '2,140',
  customerQuote:
    'the fire guy walked my whole lot and said mine is the one house on this road he wouldnt worry about',
  goalKeywords: ['40', 'households', 'fire season'],
  bannedWords: ['goatscaping', 'lawnmowers'],
  noEmoji: true,
  answers: {
    opening:
      'okay is it is it going okay good um hi so im jolene jolene ruddick and i run nibble brigade which is uh goats basically we we rent out goats to eat the brush around peoples places so it dont burn down here in southern oregon by talent yeah',
    product:
      'so um what we do is we bring the goats we got like three hundred and forty head and we haul em in the trailer to your place and put up the electric net fence the portable kind and they eat everything the blackberry the poison oak the dry grass the low branches on the trees you know the ladder fuels what the fire guys call ladder fuels and um a herder stays with em the whole time with the dogs and we move the fence every day or two and its about eight hundred and fifty dollars an acre uh six hundred minimum and if a bunch of neighbors do it together its cheaper',
    audience:
      'um mostly homeowners out here in the hills like talent phoenix ashland the applegate people on a few acres with a slope they cant mow you know and a lot of em are older folks retired and um also the irrigation district for the ditch banks and a couple hoas and uh we did a cemetery and some power line stuff for the county under the lines where you cant get a mower in',
    problem:
      'so the problem is um the blackberry and the grass grow up all spring and by july its just its just fuel you know its standing fuel right up to the house and you cant mow it cause its too steep or full of rocks and um mowing in july actually starts fires the blade hits a rock spark and there you go and spraying people dont want that by the creek or the kids and a crew with weed eaters is like uh two thousand dollars an acre and they cant keep up so people just leave it and hope',
    story:
      'okay so um twenty twenty september the fire come through talent you probably heard and uh i had like forty goats at the time just mine for milk and for my kids four h and they was on a pasture behind my uncle rays place and um when we got back in after like after the evacuation the houses on both sides were just gone just gone and rays place was standing and the fire stopped right at the fence line right where the goats had ate it down to nothing',
    storyFollowUp:
      'so uh a guy from the fire district come out to look and he kind of stood there at the fence and said huh and um he told me whatever you did to that pasture do it to every lot on this hill and i kinda laughed but then rays neighbor called me and then her sister and by spring i had um like twenty two no twenty five jobs on the list and not enough goats so i bought sixty more and i quit driving the school bus in twenty twenty two',
    proof:
      'okay um numbers so last season we did two thousand one hundred and forty acres two thousand one hundred and forty uh for like three hundred and ten customers and we got three hundred and forty goats four herders full time and two great pyrenees and um the fire district inspected like ninety of our lots last summer and eighty seven passed the defensible space check first time eighty seven out of ninety',
    proofFollowUp:
      'so theres bev lindqvist in phoenix shes um seventy six retired schoolteacher and she got like an acre and a half of hillside all blackberry and a crew quoted her like three thousand dollars and they couldnt even get up there and um we did it in eight days with forty goats for about thirteen hundred and then the inspector come out and uh and she got her insurance back too cause they had dropped her they dropped her the year before',
    customerWords:
      'um so bev she she called me and she was kind of crying and laughing and she said jolene the fire guy walked my whole lot and said mine is the one house on this road he wouldnt worry about and she says that to everybody now like at church and the grocery store so i get a lot of calls from phoenix',
    belief:
      'okay so um people think goats are like lawnmowers you know cute lawnmowers and they aint they dont even like grass that much they want the blackberry and the poison oak and the leaves up high they browse they dont graze and um the other thing is everybody thinks fire prevention is a government job like the forest service will do it and its like no the fire comes to your yard first your yard is the firebreak',
    update:
      'so um whats new is the neighborhood graze which is like um if a whole road signs up together like five or more lots we walk the goats lot to lot without hauling em every time so its like six hundred an acre instead of eight fifty and uh every evening you get a text with a picture of the goats on your place people love the pictures honestly they love the pictures more than the the actual the clearing',
    goal: 'so um what i want is forty households signed up for the neighborhood graze before fire season like before the end of may forty households and uh they can go on nibble brigade dot com slash neighbors or just call or text me and um if you got a mom or a grandpa up in the hills with a slope full of blackberry just send it to em',
    tone: 'just uh just talk normal you know like a person not like a brochure and um please dont say goatscaping i hate that word hate it and dont call em lawnmowers and um no emoji please not even the goat one',
    other: 'uh honestly i dont know about that one youd have to ask somebody smarter',
    repeat: 'um yeah like i said before thats pretty much it',
    pass: 'nah thats all i got on that one sorry',
  },
}

const kavitha: Founder = {
  id: 'f47-kavitha-poovasam',
  name: 'Kavitha Murugesan',
  company: 'Poovasam',
  style:
    'non-native English, Tamil first language, with dropped articles, present continuous for habits, "itself" and "only" for emphasis, and polite phrasing (fresh Madurai jasmine strung by village women and flown overnight in chilled boxes to Indian shops and flower stalls in Singapore, Malaysia, Dubai and London)',
  description:
    "Kavitha Murugesan, a former quality engineer at a textile mill in Coimbatore whose parents grow jasmine near Madurai, founded Poovasam ('the scent of flowers' in Tamil) in Madurai, India. Poovasam buys Madurai malli jasmine directly from farmer families at a price agreed before each season, has women in the villages string the buds into garlands the same afternoon, and ships them that night in chilled boxes by air to Indian grocery shops, flower stalls, temples and wedding planners in Singapore, Kuala Lumpur, Dubai and London. A box of 50 muzham (forearm-length strings) costs shops about US$68 delivered.",
  headline: '18,600',
  customerQuote:
    "For my daughter's wedding in London, the whole hall smelled like my mother's house in Madurai.",
  goalKeywords: ['40', 'Kuala Lumpur', 'trial box'],
  bannedWords: ['exotic', 'oriental', 'heavenly'],
  noEmoji: false,
  answers: {
    opening:
      'Vanakkam, good morning. I am Kavitha Murugesan, founder of Poovasam, from Madurai. Before, I was quality engineer in textile mill in Coimbatore for seven years. My parents are jasmine farmers near Madurai, so jasmine is in my family itself. Thank you for giving me this chance to tell about our work.',
    product:
      "Poovasam is sending fresh Madurai malli, our jasmine, from farmers to Indian shops abroad. We are buying directly from farmers in villages near Madurai, at fixed price which we agree before the season. Farmers pick the buds early morning, and in afternoon the women in the village are stringing them into garlands. We measure in muzham, one muzham is like length of the forearm. Same night we pack in chilled box with ice gel and it goes by flight to Singapore, Kuala Lumpur, Dubai and London. Next morning it reaches the shop, buds still closed, and they open only in the evening. One box is 50 muzham, for shops it is around 68 US dollars including delivery. Poovasam means 'scent of flowers' in Tamil.",
    audience:
      'Our customers are mainly Indian grocery shops and flower stalls in Singapore, Malaysia, Dubai and London, also some temples and wedding planners. The people buying the flowers there are mostly Tamil families, aunties and grandmothers who are wearing jasmine in the hair every day, and for weddings and festivals like Deepavali and Pongal, everybody wants. On other side, we are working with 212 farmer families and 140 women who are doing the stringing in the villages.',
    problem:
      'Jasmine is very delicate flower, after one day it is becoming brown. Before, jasmine for abroad was going through three or four middlemen, so it was reaching the shop after three or four days only, half brown, and shops were throwing away 30 or 40% of it. And for farmers, price is changing too much. In wedding season one kilo is 2,000 or 3,000 rupees, and after festival same kilo is 50 rupees or even less. Farmers are taking all the risk and getting very small share. Nobody is happy, not the farmer, not the shop, not the customer.',
    story:
      'In February 2019, after Pongal season, price of jasmine in Mattuthavani flower market in Madurai fell to 20 rupees per kilo. My father picked 60 kilo that morning, and cost of picking itself was more than that. So he threw all the flowers on the roadside near our field. I was at home for weekend and I saw this. Same week, my cousin in Singapore sent me WhatsApp photo: she paid 5 Singapore dollars for one muzham of jasmine, and it was brown. I was thinking, how both things can be true in the same week?',
    storyFollowUp:
      'So I called my cousin and asked her to find one shop in Little India which will try fresh jasmine directly from us. Mr. Selvam, who has flower stall on Campbell Lane, agreed. I asked my mother and four ladies from our street to do the stringing, I found one cargo agent at Madurai airport, and we sent first box of 20 muzham in April 2019. He sold everything by afternoon. After two months he was ordering every day. In 2020 I left my job in Coimbatore and registered Poovasam as company, and now my father is in charge of the farmers.',
    proof:
      'Until now we shipped 18,600 boxes of jasmine to 96 shops in four countries. We are working with 212 farmer families, and they get fixed price of 450 rupees per kilo for the whole season, even when market price falls to 50, and if market is higher, we pay market price. On average their income from jasmine is 40% more compared to before. The 140 women who do the stringing are earning around 9,000 rupees per month, from home. And at the shops, wastage came down from around 35% to less than 8%, because flowers are reaching in one day only.',
    proofFollowUp:
      'One example is Mrs. Vasanthi Rajendran. She is having small flower stall in East Ham, London, for 16 years. Before, she was getting jasmine from wholesaler, four days old, and she was throwing away almost half. Now she is ordering two boxes every week from us, and her wastage is less than 5%. Last year she started making wedding garlands also, because the flowers are fresh enough for that, and she did 31 weddings. Her husband left his warehouse job to help her in the stall.',
    customerWords:
      "Last year Mrs. Vasanthi's own daughter got married in London, and she used our jasmine for the whole hall. After the wedding she sent me voice message, I am telling exactly what she said: \"For my daughter's wedding in London, the whole hall smelled like my mother's house in Madurai.\" I listened to it maybe ten times. She gave permission to use her name.",
    belief:
      "Many people think farmer must accept whatever price the market is giving, and that flowers are too delicate to send far, so fresh jasmine abroad is only for few people. I don't believe this. If you take out the middlemen and the waiting time, fresh flowers can travel, and still the price is fair for everyone. Also people think stringing jasmine is small work, only for women at home. But it is skill. Good stringer is doing one muzham in less than two minutes, very tight and even, and that is why the flowers stay fresh.",
    update:
      "From next month we are starting 'Poovasam Trial Box' for new shops. It is small box of 20 muzham at half price, so shop can see the freshness itself before ordering big box. Also we are opening Kuala Lumpur route with direct flight from Chennai, so flowers reach shops in Brickfields and Klang in less than 20 hours. Before Deepavali we want that Malaysian shops are also ready.",
    goal: 'Our goal for next two weeks is that 40 shops and flower stalls in Kuala Lumpur order the trial box before end of this month, so they are ready for Deepavali season. Shop owner can order on poovasam.in/kl, or send WhatsApp message to our number which is on the website. If you know any Tamil shop or temple in Malaysia, kindly share this with them.',
    tone: "Please keep it simple and respectful, and warm, like family business, because we are family business only. Please don't use 'exotic', for us jasmine is daily flower, not exotic. Also not 'oriental', and not 'heavenly' or such big words. One small flower emoji is fine, not more than that.",
    other: 'Sorry, I am not understanding this question correctly. Can you please ask in some other way?',
    repeat: 'I think I told about this already before, so nothing more to add, sorry.',
    pass: 'I think this is all I can tell about this one.',
  },
}

const biljana: Founder = {
  id: 'f47-biljana-diseme',
  name: 'Biljana Nikolovska',
  company: 'Dišeme',
  style:
    "plain, earnest civic-organisation voice (a citizens' association in Skopje, North Macedonia, whose volunteers host air-quality sensors, send pollution alerts to schools and parents of children with asthma, and help families replace wood stoves)",
  description:
    "Biljana Nikolovska, a physics teacher at a secondary school in Skopje, founded Dišeme ('we breathe' in Macedonian), a registered citizens' association in Skopje, North Macedonia. Its volunteers host low-cost air-quality sensors on balconies, school windows and shop fronts, and the readings appear on a live public map. When fine-dust pollution near a school is high on a winter morning, it texts the school and the parents of children with asthma who have signed up, and schools that work with it follow a 'red day' protocol, written with paediatricians, that keeps children indoors for breaks and PE. It also helps families apply for the city's subsidy to replace wood stoves with heat pumps. All its services are free.",
  headline: '14,200',
  customerQuote: 'Last winter my son was at the doctor every week. This winter, twice.',
  goalKeywords: ['150', 'Tetovo', 'sensor'],
  bannedWords: ['gas chamber', 'apocalyptic', 'killer smog'],
  noEmoji: true,
  answers: {
    opening:
      "Good afternoon, and thank you for the invitation. My name is Biljana Nikolovska. I teach physics at a secondary school in Skopje, and in my free time I lead Dišeme, a citizens' association that measures the air our children breathe and makes sure that someone acts on it.",
    product:
      "Dišeme means 'we breathe' in Macedonian. Our volunteers host small air-quality sensors on their balconies, on school windows and on the fronts of shops, and the readings go every two minutes to a public map that anyone can open on a phone. When the fine dust near a school goes above a safe level on a winter morning, we send a text message to the school and to the parents of children with asthma who have signed up. Schools that work with us follow a 'red day' protocol that we wrote together with paediatricians: breaks and physical education indoors, windows closed, no outdoor trips. We also help families fill in the application for the city's subsidy to replace wood stoves with heat pumps. Everything we do is free.",
    audience:
      "Our main focus is children, because they breathe faster than adults and are closer to the ground, where the pollution is worse. We work with school directors, teachers and parents across the municipalities of Skopje, and with paediatricians at the children's clinic. The people who host sensors are ordinary citizens: pensioners, students, a baker in Čair, a priest, two police officers. The families we help with the heating subsidy are often older people living alone in houses they have heated with wood all their lives.",
    problem:
      "In winter, Skopje has some of the most polluted air of any capital city in Europe. It sits in a valley, and in cold, still weather the smoke from wood stoves, old cars and industry stays over the city for days. For years there were only a few official measuring stations, and some were often out of order, so nobody knew what the air was like in their own street or at their children's school. Schools had no rules, so on the worst mornings children were running outside in PE. And the families who burn wood, or sometimes rubbish, usually do it because they cannot afford anything else, not because they do not care.",
    story:
      'In December 2017 my students built an air sensor from a kit that cost 25 euros, for a science competition, and we fixed it to the window of our classroom in Karpoš. One Monday morning it showed 480 micrograms of fine dust per cubic metre, almost ten times the daily limit. The nearest official station had been offline for three weeks. That same morning a first-year class was running laps on the outdoor track, and a girl named Ana, who has asthma, collapsed and was taken to hospital by ambulance. She recovered. But I stood in the staff room with the reading on my phone and understood that we had known, and nobody had told the PE teacher.',
    storyFollowUp:
      "That week I asked the parents in our school's Viber group if anyone would host a sensor on their balcony. Thirty-eight said yes. My students assembled the sensors in the physics lab after classes, and by February we had forty on a simple map. A journalist wrote about it, and other schools asked for the same. In 2019 we registered Dišeme as an association, and with paediatricians from the children's clinic we wrote the red day protocol. The first eleven schools signed it that autumn. Ana, by the way, now studies environmental engineering, and she volunteers with us.",
    proof:
      "Today there are 386 sensors in our network in Skopje, all hosted by volunteers. Thirty-one schools follow the red day protocol, with 14,200 children, and 6,300 parents receive our text alerts. Last winter, in the schools that follow the protocol, calls from the school to parents because of a child's asthma fell by 42% compared with the winter before they joined. We have also helped 920 families apply for the heat-pump subsidy, and 610 of them have already replaced their wood stoves.",
    proofFollowUp:
      'One family I think of often is the Stojkovski family from Aerodrom. Their son Marko is eight and has asthma. Before his school joined the protocol, he had PE outside in all weather, and in winter he was taken to the doctor almost every week. Now, on red days, he stays indoors, and his mother receives a message in the morning so she can give him his inhaler before school. Last winter he missed four days of school because of his asthma. The winter before, he missed twenty-six.',
    customerWords:
      'Marko\'s mother, Elena Stojkovska, spoke at a meeting of parents with the school director in March. She said: "Last winter my son was at the doctor every week. This winter, twice." Then she asked every parent in the room to sign up for the alerts. Forty-one did that evening.',
    belief:
      "Many people in Skopje believe the pollution is natural, because of the valley and the winter, and that nothing can be done. Others believe only the government can change it. I do not agree with either. When citizens measure the air themselves and the numbers are public, schools change their rules, and the city listens. And the change is not about blaming families who burn wood. It is about giving them a warm home that does not make their neighbours' children ill.",
    update:
      'This autumn we are opening our first network outside Skopje, in Tetovo, which has the same problem in winter and very few measuring stations. Students at two secondary schools there will assemble the first sensors, as my students did, and the red day alerts will be available in Macedonian and Albanian from the first day.',
    goal: 'Our goal for the next two weeks is to find 150 volunteers in Tetovo who will host a sensor on their balcony or shop window before the heating season begins in October. The sensor is free, it uses very little electricity, and we install it for you. Anyone can sign up at diseme.mk/tetovo. We would also be grateful if teachers, imams, priests and shop owners in Tetovo would share this with their communities.',
    tone: "Calm, factual and hopeful. Please never call Skopje a 'gas chamber'; some foreign newspapers did, and people here find it very hurtful. Please also avoid 'apocalyptic' and 'killer smog'. We want people to feel that they can do something, not that they should leave. No emoji, please.",
    other:
      'I am sorry, I do not think I can answer that well. I am happy to tell you more about our sensors and the schools.',
    repeat: 'I believe I have already answered that, and I have nothing to add.',
    pass: 'I think I have told you everything I can about that.',
  },
}

export const freshFounders47: Founder[] = [hamish, josh, nika, jolene, kavitha, biljana]
