// An eighth held-out set, written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const torstein: Founder = {
  id: 'torstein-opplag',
  name: 'Torstein Hauge',
  company: 'Opplag',
  style:
    'long, rambling answers with asides and self-interruptions (B2B software that books the autumn haul-out and spring launch of leisure boats for boatyards and boat clubs)',
  description:
    "Torstein Hauge, a former software developer at an oil-services company in Stavanger who grew up in his father's boatyard on Tjøme, founded Opplag in Tønsberg, Norway. Opplag ('winter storage' in Norwegian) is software for boatyards and boat clubs: it books every boat into a slot for the autumn haul-out and the spring launch (by crane or travel lift, with the weather and water level taken into account), sends each owner a text with their time and what to do before they arrive, tracks the winter work ordered on each boat (antifouling, engine service, covers) with photos the owner approves by text, and invoices it. Boatyards pay NOK 1,900 a month; volunteer-run boat clubs pay NOK 450.",
  headline: '38,700',
  customerQuote: 'This was the first October in twenty-two years that I had dinner at home.',
  goalKeywords: ['40', 'boat clubs', 'spring'],
  bannedWords: ['seamless', 'yacht', 'digital transformation'],
  noEmoji: true,
  answers: {
    opening:
      "Hei, hello, Torstein Hauge, and sorry in advance, my wife says I answer every question as if it were a ferry timetable, so stop me if I drift. I run Opplag, which is software for boatyards and boat clubs here in Norway, for getting thousands of small boats out of the water in the autumn and back in again in the spring. I grew up in my father's boatyard on Tjøme, so I've been doing this, one way or another, since I was about nine and was allowed to hold the rope (not pull it, hold it, there's a difference my father was very clear about).",
    product:
      "So, Opplag. In Norway we have something like 900,000 leisure boats, which is a lot for five million people, and almost every one of them has to come out of the water before the ice and go back in when it's gone. That happens at a boatyard or a boat club with one crane or one travel lift, and maybe four hundred boats that all want the same two weekends. Opplag books every boat into a slot for the haul-out and the launch, and it looks at the weather and the water level while it does it (you can't lift a boat in a southwesterly gale, and at some clubs you can't lift at low water at all). Each owner gets a text: 'Your boat goes up Tuesday at 09:40, be at the quay at 09:20 with the mast down and the fuel tank half full.' Then over the winter it keeps track of the work people order, antifouling, engine service, new covers, and the yard sends photos of the work that the owner approves by text, and it does the invoice. Yards pay NOK 1,900 a month, the volunteer boat clubs NOK 450, because, well, they're volunteers, and they've already given up their Saturdays.",
    audience:
      "Two kinds, really. The first is the family boatyard, the kind my father ran: maybe three to eight people, a crane, a shed, four or five hundred boats in storage, and one person, usually the owner's wife or daughter (it's always been an oddly female job, the booking, while the men drive the crane and argue about it), sitting in the office with a phone that doesn't stop ringing from September to November. The second is the boat clubs, the båtforeninger, which are run entirely by volunteers, a retired teacher as harbour master, that sort of thing, with a hired crane for two weekends a year and a spreadsheet that three different people have edited. The one who signs is the yard owner or the club board; the one who loves it is whoever used to answer the phone.",
    problem:
      "Before Opplag it was a whiteboard, a notebook and the telephone, and the telephone is the real problem. Every owner rings to ask when their boat is going up, and then rings again when the forecast changes, and then their brother-in-law rings because he's the one actually bringing the boat. A yard with 400 boats gets sixty calls a day in October. Meanwhile the crane stands idle because somebody's boat is in the slot but the owner is in a traffic jam on the E18 with the keys, and the next boat is blocked in behind him. And in spring it's worse, because everyone wants to be in the water for 17 May (our national day, when half of Norway wants to be in a boat with a flag on it). The crane is never really the bottleneck. The phone is.",
    story:
      "The moment, and I'm slightly embarrassed that it's such a small thing, was the green notebook. October 2018, I was home for the weekend from Stavanger, and my father, Arvid, was doing what he'd done for thirty years, taking bookings in a green hardback notebook he kept in the pocket of his overalls. There was a storm coming in on the Thursday, everybody wanted their boat out before it, and on the Tuesday he was leaning over the edge of the slipway to shout at a man in an Askeladden (a very common little motorboat here, if you don't know it, every second family has one) and the notebook went into the harbour. Four hundred and twelve bookings, gone, in about nine metres of water. I spent the next three nights on the phone ringing every owner I could find in the club register, and at about midnight on the third night, with my father asleep on the sofa in the office, I thought: I write software for oil platforms, why on earth is this a notebook?",
    storyFollowUp:
      "So that winter I built a very rough booking page with text messages, evenings and weekends, for my father's yard only, and the spring launch in 2019 was, I won't say perfect, but nobody shouted, which in a boatyard in May is close to a miracle. Then the yard next door at Verdens Ende, which is a real place, the end of the world, five minutes from us, asked if they could use it, and then the harbour master of a boat club in Sandefjord rang, and in 2020 the national boat-owners' magazine wrote half a page about 'the notebook that went in the sea'. We had 31 yards and clubs by the end of that autumn, I was doing support on my lunch breaks on a drilling-rig project, and in January 2021 I handed in my notice. My father still keeps a notebook, by the way. He just doesn't write bookings in it.",
    proof:
      'Right, the numbers. We have 214 boatyards and boat clubs on Opplag now, mostly along the Norwegian coast from Halden up to Trondheim, plus a handful in Sweden and two in Denmark. Over the last autumn and spring, 38,700 boats were hauled out or launched through Opplag, each one with its slot and its text message. The yards that measured it tell us the phone calls in peak week drop from about sixty a day to eight or nine, and they lift roughly a fifth more boats per day, simply because the owners turn up on time with the mast down. And the winter work, the antifouling and the engine service, has gone up by about 30% at the yards that send photos, which is, honestly, the number the yard owners care about most.',
    proofFollowUp:
      "The one I always think of is Bjørg Nilsen, who runs Nilsen Marina in Risør with her brother, about 380 boats. Until 2022 she sat in the office every October from seven in the morning until nine at night, answering the phone, while her brother drove the travel lift. Last autumn they hauled all 380 boats in eleven working days, where it used to take nineteen, and she didn't need to hire the extra office help they always took on for the season. They used the money to buy a second boat trailer, and Bjørg went home for dinner at five, which, as you'll hear, was rather the point.",
    customerWords:
      'Bjørg rang me in November, which made me nervous, because yard owners usually only ring in November to complain. She said, and I wrote it on a post-it that is still on my screen: "This was the first October in twenty-two years that I had dinner at home." Then she said her brother was complaining that she was cheerful, and hung up. She\'s happy for us to use her name.',
    belief:
      "Everyone who builds software for the marine world seems to believe boat owners want an app: a digital key to the marina gate, a feed of photos from the club, a chat. I think that's wrong. The average boat owner at the yards we work with is about 62, he has one boat and he thinks about it twice a year, and what he wants is one text message that tells him exactly when to be at the quay and what to bring. No app, no login, no password he'll forget by spring. Everything clever we do is for the yard. For the owner, it should be so boring he forgets it's software.",
    update:
      "What's coming next is Opplag Vår, 'vår' means spring, which ships in February, well before the launch season. It's a launch-day queue: the yard can move boats around on the day when someone's late, and the next owner in line gets a text to come twenty minutes early, and when your boat is in the water you get a photo of it floating (people love that, it turns out, it's like a photo from the maternity ward). And for boat clubs it adds the volunteer rota, who is on the crane, who is on the ropes, because at a club the real problem in spring is not the boats, it's getting eight volunteers to the same quay on the same Saturday morning.",
    goal: "What I'd really like from these two weeks of posts is 40 boat clubs to join the spring pilot of Opplag Vår, for free, for the whole of this launch season, no card, nothing. Boat clubs especially, the volunteer-run ones, because they have the hardest job and the smallest budget, and Sweden's west coast and Denmark are just as welcome as Norway. The harbour master or the chairman can sign up at opplag.no/var, and we'll set it up together on a video call in about an hour. And if you keep a boat at a club and you know the person who answers the phone in October, please just send it to them.",
    tone: "Warm and a bit dry, practical, the way people talk on a quay, not like a sales brochure. Please don't write 'seamless', nothing in a boatyard has ever been seamless, there's always a rope in the wrong place. Don't call the boats 'yachts', ever; they're boats, most of them are 19-foot motorboats with a Yamaha on the back, and the owners would be mortified. And no 'digital transformation', my father would stop reading right there. No emoji either, please, it's a boatyard, not a birthday party.",
    other:
      "Hm, I'm not sure I'm the right person to answer that (my father would say I'm not the right person to answer most things, but that's another story). Ask me about boats and cranes and I'll talk until you beg me to stop.",
    repeat:
      "I think I've told you that already, probably at some length, knowing me, so I don't have much to add to it.",
    pass: "No, I think that really is everything I've got on that one.",
  },
}

const trisha: Founder = {
  id: 'trisha-kuting',
  name: 'Trisha Dela Cruz',
  company: 'Kuting Co.',
  style:
    'playful consumer brand voice with lots of emoji, caps and exclamation marks (hand-woven abaca cat beds made by a weavers’ group in Bohol, Philippines)',
  description:
    "Trisha Dela Cruz, a former graphic designer at an advertising agency, founded Kuting Co. ('kuting' means kitten in Filipino) in Cebu City, Philippines. It sells cat beds, scratchers and tunnels hand-woven from abaca fibre by a group of weavers in Antequera, Bohol, a town known for basket weaving. Its best-seller is the Pugad ('nest'), a round woven cat bed with a small door, which costs ₱2,450 in the Philippines and US$49 abroad; weavers are paid ₱650 per bed.",
  headline: '27,500',
  customerQuote: 'My cat ignored every bed I bought for six years. She has not left this one since Tuesday.',
  goalKeywords: ['1,500', 'Taguan'],
  bannedWords: ['fur baby', 'exotic', 'rustic'],
  noEmoji: false,
  answers: {
    opening:
      "HELLOOO!! 👋😻 Trisha here from Kuting Co. in Cebu 🇵🇭🌴 We make cat beds WOVEN BY HAND from abaca in Bohol 🧺✨ and our cats have officially rejected every other bed on the market 😤🐈 I'm an ex-ad agency designer turned full-time cat bed lady, no regrets!!! 🙌",
    product:
      "Okay so our star is the PUGAD 🪺🐈 (it means 'nest'!!) It's a round woven cat bed with a tiny door, made from abaca, the super strong fibre from a banana-cousin plant 🌿 Cats LOVE it because it's snug and scratchy and smells like grass 😻 Every single one is hand-woven by our weavers in Antequera, Bohol 🧺👩🏽‍🦱 takes about two days per bed!! We also do scratchers and a little woven mouse 🐭 ₱2,450 here in PH, US$49 abroad, and our weavers get ₱650 per bed 💚",
    audience:
      "CAT PEOPLE 🙋🏽‍♀️🐈 specifically the ones whose cats sleep in the cardboard box instead of the expensive bed 😂📦 Lots of young professionals in Manila and Cebu in small condos, a LOT of rescuers with like 4+ cats 😅 and Filipinos abroad in the US, Dubai and Hong Kong who want something from home for their cats 🌏✈️ Also interior-design girlies who want a cat bed that doesn't look like a plastic spaceship 🛸🙅🏽‍♀️",
    problem:
      "Cat beds are a SCAM for cats 😩 You buy a fancy foam one for ₱6,000, the cat sniffs it ONCE and sleeps on your laptop instead 💻😤 They're made of plastic and polyester, they look awful in a small condo, and they end up in the trash 🗑️ Meanwhile the weavers in Bohol were selling baskets to middlemen for like ₱180 each 😞 and young people were leaving weaving because it didn't pay!!",
    story:
      "Okay so 2021, lockdown, I'm in my tiny condo with Mingming 🐈🧡 (orange, chaotic, basically the CEO) I bought her a ₱6,000 imported memory foam bed 🛏️ and she IGNORED IT for three weeks 😭 Then one night I find her CURLED UP in my Lola Caridad's old abaca laundry basket from Bohol 🧺😻 purring like a motorbike!!! I filmed her walking PAST the fancy bed and hopping into the basket and I was like... WAIT A MINUTE 🤔💡",
    storyFollowUp:
      "I posted that video on TikTok and went to sleep 😴 Woke up to 3.2 MILLION views 🤯🤯 and 1,100 DMs asking 'WHERE CAN I BUY THE BASKET??' 😂 So I called Nanay Lorna, Lola's cousin in Antequera, a master weaver, and asked if she could make a round one with a little door for cats 🚪🐈 She made 40 in two weeks with her neighbours, I posted them and they SOLD OUT IN NINE MINUTES ⏱️🔥 I quit the agency three months later!!",
    proof:
      "Okay numbers time 📊🎉 We've sold 27,500 Pugads 🪺 to cats in 19 countries 🌏 4.9 stars from 6,100 reviews ⭐⭐⭐⭐⭐ We work with 64 weavers in Antequera now, up from 12 in the first year 👩🏽‍🦱🧺 and they earn ₱650 per bed, more than three times what a basket paid before 💸💚 And 38% of customers come back for a second one because, surprise, the OTHER cat wants one too 😹",
    proofFollowUp:
      'My fave is Carla in Quezon City 🥹 she has FOUR rescue cats who had destroyed two sofas 🛋️💀 She bought one Pugad, the cats fought over it for a week 😂 so she bought three more, and now they scratch the Pugads instead of the furniture!! She said she saved her third sofa and her marriage 😂💍 She sends us a photo of all four in their nests every Sunday 📸🐈🐈🐈🐈',
    customerWords:
      'Paulo from Davao left this review and I SCREAMED 😭😭 "My cat ignored every bed I bought for six years. She has not left this one since Tuesday." 🐈👑 We printed it on the little card that goes in every box now!!',
    belief:
      "HOT TAKE 🔥 cat beds are designed for HUMANS, not cats!!! 😤 They're made to look cute on Instagram 📸 but cats want something small, tight, scratchy and a little bit ugly, like a basket or a box 📦🧺 And also: handmade doesn't have to mean 'luxury for rich people' 💅🙅🏽‍♀️ Good design + fair pay + a normal price IS possible!!",
    update:
      "NEXT DROP ALERT 🚨🚨 The TAGUAN 🙈 (it means hide-and-seek!) a woven abaca TUNNEL with two doors and a little peek hole so your cat can spy on you 👀🐈 It drops March 15 and Nanay Lorna's team has been weaving prototypes since Christmas 🧺✨ Our test cats are OBSESSED, one of them refused to come out for a whole day 😂",
    goal: 'The ask!!! 🙏 We want 1,500 sign-ups for the Taguan drop list by the end of the month 🙈📝 Sign up at kuting.ph/taguan and you get first dibs before it sells out (it WILL sell out, the weavers can only make so many 😅) plus the first 1,500 get a FREE mini woven name tag for their cat 🏷️🐈 Tag a friend whose cat sleeps in a box!!! 📦',
    tone: "FUN!!! 🎉 Emoji galore, caps, Taglish totally welcome 😂🇵🇭 but please never say 'fur baby', it makes me cringe SO hard 😬 And never call the weaving 'exotic' or 'rustic' 🙅🏽‍♀️ it's skilled, modern craft made by real women with names, not a souvenir!!",
    other: 'Ooh, no idea about that one 😅🙈 ask me anything about cats or abaca though!!! 🐈🧺',
    repeat: "Like I said earlier!! 😹 that's pretty much the heart of it 💚",
    pass: "I think that's literally everything I've got on that one 🙈✨",
  },
}

const grace: Founder = {
  id: 'grace-omukago',
  name: 'Grace Atuhaire',
  company: 'Omukago Blood Circle',
  style:
    'plain, earnest community-organisation voice (a volunteer register of blood donors who are called by blood group when the regional hospital runs short, in western Uganda)',
  description:
    "Grace Atuhaire, a midwife for fourteen years at Mbarara Regional Referral Hospital, founded Omukago Blood Circle, a registered community organisation in Mbarara, Uganda. ('Omukago' is a blood pact of friendship in Runyankore.) It keeps a register of voluntary blood donors and their blood groups, and works with the hospital's blood bank: when it runs short of a group, volunteers call and text donors of that group, arrange their transport, and organise monthly donation days after church services. It especially serves mothers who bleed after childbirth and children with sickle cell disease who need regular transfusions.",
  headline: '9,860',
  customerQuote: 'Now I only bring my daughter. The blood is already waiting for her.',
  goalKeywords: ['600', 'Kabale', 'donors'],
  bannedWords: ['heroes', 'superstitious', 'poor mothers'],
  noEmoji: true,
  answers: {
    opening:
      'Good afternoon, and thank you for having me. My name is Grace Atuhaire. I worked as a midwife at Mbarara Regional Referral Hospital for fourteen years, and today I lead Omukago Blood Circle, a community organisation that makes sure there is blood for the mothers and children who need it in western Uganda.',
    product:
      "Omukago Blood Circle keeps a register of people who have agreed to give blood, with their blood group and phone number. We work closely with the blood bank at Mbarara Regional Referral Hospital. When the hospital runs short of a group, they tell us, and our volunteers call and text the donors of that group, arrange a boda-boda to bring them if needed, and thank them afterwards. Once a month we also hold donation days after Sunday services, together with the Uganda Blood Transfusion Service, so the fridge is full before an emergency, not after. 'Omukago' is a blood pact of friendship in Runyankore, and that is what we are trying to build.",
    audience:
      'We serve the patients of the hospital and the health centres around Mbarara, Bushenyi, Ntungamo and Ibanda. Most of all, mothers who bleed after giving birth, and children with sickle cell disease who need a transfusion every few weeks. Our donors are ordinary people: teachers, boda-boda riders, market vendors, students from the university, church choirs. The youngest is eighteen and the oldest is sixty-two.',
    problem:
      "In Uganda, when a patient needs blood and the hospital has none of their group, the family is often told to go and find donors themselves. At night, that means relatives riding around town knocking on doors while the patient waits. A mother who is bleeding after birth does not have hours to wait. Families of children with sickle cell go through this every few weeks, and many spend money they do not have on transport and on 'thank you' payments to strangers. Most people are willing to give blood. The problem is that nobody asks them at the right time.",
    story:
      'In March 2016 I was on night duty on the maternity ward. A young mother, Peace, gave birth to twins and started bleeding heavily after the second baby. She needed blood of group B, and there was none in the hospital. Her husband went out on a boda-boda at two in the morning to knock on the doors of relatives. He came back at five with two cousins. Peace survived, but only just. In the morning, I sat in the staff room and realised that half of my own church choir could have given that blood, and none of them knew they were needed.',
    storyFollowUp:
      'That Sunday I asked my choir to stay after the service, and I wrote down the name, phone number and blood group of everyone who knew theirs in an exercise book. There were sixty names. From then on, whenever the hospital was short, I called the people in the book. Other churches heard about it and asked to join, and by the end of 2017 the exercise book had become a spreadsheet with 1,200 names. In 2019 we registered as a community organisation, and a computer science student from Mbarara University built the text message system we still use.',
    proof:
      'Since 2017, donors in our register have given 9,860 units of blood to the hospital. We now have 11,480 registered donors across four districts. When the hospital asks us for a specific blood group in an emergency, the average time until a donor arrives has fallen from about seven hours to eighty minutes. Last year 61% of our donors gave blood more than once, and the hospital tells us that on most days of the year its fridge now has every blood group.',
    proofFollowUp:
      'One family I think of often is the Tumusiime family from Kakoba. Their daughter Ainembabazi is nine and has sickle cell disease, and she needs a transfusion every six weeks. Before, her father spent two days finding donors each time and missed work. Now our volunteers arrange two donors of her group a day before each appointment, without him having to ask. Last term she missed four days of school. The year before, she missed more than thirty.',
    customerWords:
      'Ainembabazi\'s mother, Mrs. Kembabazi, came to one of our donation days to thank the donors in person. She stood up after the service and said: "Now I only bring my daughter. The blood is already waiting for her." Several of the donors in the church that day had given blood for her daughter without knowing her name.',
    belief:
      'People often say that Ugandans will not give blood to strangers, because they fear it will make them weak or that their blood will be sold. I do not believe that is the real reason. In my experience, people give when someone they know asks them by name, explains what the blood is for, and tells them later who it helped. Big campaigns with loudspeakers bring people once. A phone call from a neighbour brings them back.',
    update:
      'This month we are starting thank-you messages: when a donor\'s blood is used, they receive a text telling them it helped, for example "Your blood was given today to a mother after childbirth at Mbarara hospital." And in September we open our first circle outside Mbarara, in Kabale, working with Kabale Regional Referral Hospital and the churches and schools there.',
    goal: 'Our goal for the next two weeks is to register 600 new donors in Kabale before our first donation day there, on Saturday 6 September at Kabale Regional Referral Hospital. Anyone aged 18 to 60 who is in good health can register at omukago.org/kabale, and we will let them know their blood group after the first donation. We would also be grateful if church leaders, teachers and employers in Kabale would share this with their members.',
    tone: "Plain, respectful and hopeful. Please do not call our donors 'heroes'; they are neighbours doing a normal thing, and we want it to feel normal. Please never describe people as 'superstitious', and never write 'poor mothers'. The mothers are not poor in spirit, and we do not want pity. No emoji, please.",
    other:
      'I am sorry, I do not think I can answer that one well. I am happy to tell you more about our donors and the families they help.',
    repeat: 'I believe I have already answered that, and I do not have anything to add.',
    pass: 'I think I have told you all I can about that.',
  },
}

const kerwin: Founder = {
  id: 'kerwin-full-tank',
  name: 'Kerwin Baptiste',
  company: 'Full Tank',
  style:
    'raw voice transcript, all lowercase, no punctuation, fillers, false starts, repeated words and self-corrections, numbers and web addresses spoken (rainwater tanks and gutters for homes in south Trinidad)',
  description:
    'Kerwin Baptiste, a former air-conditioning technician, runs Full Tank, based in Penal in south Trinidad, Trinidad and Tobago. Full Tank installs rainwater harvesting systems on houses whose piped water only runs a few days a week, especially in the dry season: gutters, a first-flush filter, a 600 or 1,000 gallon tank and a pump so the shower has pressure. An installation costs from TT$4,200, and it also cleans water tanks for TT$350 each. It employs nine people.',
  headline: '1,360',
  customerQuote: 'for the first time in my life i bathe in dry season with a shower and not a bucket',
  goalKeywords: ['100', 'rent to own', 'dry season'],
  bannedWords: ['third world', 'crisis'],
  noEmoji: true,
  answers: {
    opening:
      'okay okay it recording yeah so um good afternoon my name is kerwin kerwin baptiste and i run full tank we um we put rainwater tanks on peoples houses like gutters tank pump the whole thing down here in penal south trinidad yeah',
    product:
      'so um what we do is like when the pipe dry you know the wasa water does only come like two three days a week down here and in dry season sometimes it dont come at all so we um we put gutters on your roof and a first flush thing so the first dirty water from the roof go away and then it go in a tank a black tank six hundred gallon or a thousand gallon and we put a pump so you could bathe with the shower like normal people and um it starting from four thousand two hundred dollars tt and we does clean tanks too three hundred and fifty a tank',
    audience:
      'um mostly is like families in the villages down south penal siparia debe fyzabad them places where the pipe does only run like tuesday and friday you know and a lot of old people like grannies living alone who cant be carrying bucket and um also small business like the doubles lady the parlour the little bar that need water every day and uh some schools too we do two primary schools',
    problem:
      'so before um when the pipe dry people does wait for the truck the wasa truck and it dont come when they say so you buying truck water like four hundred dollars a load or you carrying bucket from your neighbour or from the standpipe and um the old people suffering the most and when it come it come at like two in the morning so everybody up at two in the morning filling drum and bucket and bottle and then you cant even trust the drum because it open and the mosquito breeding in it',
    story:
      'okay so um is dry season two thousand nineteen like april and the pipe in my granny village didnt run for like seventeen no nineteen days nineteen days and my granny miss mavis she eighty one and she carrying bucket from the truck on the road and she fall on the step with the bucket and she break her wrist and i was at work i was doing ac you know air condition in some office in san fernando with the cold air blowing and she lying down on the step with the water all over and that that just that did break my heart',
    storyFollowUp:
      'so after that um i take my own money like i had some savings and i buy a second hand tank a thousand gallon from a guy in couva and some gutters and i rig it up on granny roof on a weekend with my cousin and um the first big rain in may it fill the tank in one night one night and granny call me crying and then mr ramsaran next door come and look and say boy do mine and i say okay pay for the material and he pay and then the whole road want one i do eleven houses that rainy season on weekends and in twenty twenty i leave the ac job for good',
    proof:
      'okay so um the numbers we install like one thousand two hundred no one thousand three hundred and sixty systems one thousand three hundred and sixty since we start and um we clean like four thousand six hundred tanks and we is nine people now nine of we full time all from penal and siparia and um last dry season the houses with our tanks had water like ninety four percent of the days ninety four even when the pipe was dry for weeks',
    proofFollowUp:
      'so um theres miss annette in debe she does make doubles every morning like from three oclock and she need water for the channa and the bara and the washing and um before when the pipe dry she buying truck water four hundred dollars a load sometimes two loads a week and now she have the thousand gallon tank and she save like six hundred dollars a month and she tell me she aint miss one morning last dry season not one and she use the money to fix up the stall with a new tent',
    customerWords:
      'um so miss annette she call me after the first dry season and she say kerwin boy for the first time in my life i bathe in dry season with a shower and not a bucket and she laughing but she was serious serious and she say that in front of the whole line by the doubles stall so everybody start asking for my number',
    belief:
      'okay so um everybody does say the water problem is wasa and the government must fix the pipes and we waiting and waiting and voting and nothing and i think like we get so much rain here so much like two metres a year and um every roof is a reservoir you know so dont wait on the pipe catch your own rain and um people think tanks is for rich people up in the hills with the big house and is the opposite the small house in the village need it more',
    update:
      'so um two things coming in november the first one is tank talk is a little sensor in the tank and it does send you a whatsapp when your tank reach like a quarter so you know to save water and um the second one is rent to own so you dont need the four thousand up front you pay like two hundred no two hundred and fifty dollars a month for eighteen months and the tank is yours',
    goal: 'so um what i want is one hundred households in penal siparia and debe to sign up for the rent to own before the dry season start in january one hundred and um the first hundred get the tank talk sensor free and they could go on fulltank dot tt slash rent or just whatsapp me and uh if your granny living alone down south send it to she',
    tone: 'just talk like me you know like a trini talking not like a politician and um dont say third world we is not no third world and dont say crisis it not a crisis it is dry season it does come every year you just have to be ready and uh no emoji please no emoji',
    other: 'eh um i dont really know about that one boss to be honest',
    repeat: 'um yeah like i say before thats thats basically it',
    pass: 'nah thats all i have on that one sorry',
  },
}

const haruka: Founder = {
  id: 'haruka-tsugu',
  name: 'Haruka Mori',
  company: 'Tsugu',
  style:
    'non-native English, Japanese first language, with dropped articles and plurals, tense slips and polite hedging (matching retiring owners of small family shops that have no successor with young people who want to take them over)',
  description:
    "Haruka Mori, who worked for nine years in mergers and acquisitions at a bank in Tokyo, founded Tsugu ('to inherit, to continue' in Japanese) in Kanazawa, Japan. Tsugu matches owners of small family businesses who have no successor (sweet shops, tofu makers, miso and soy sauce makers, small inns) with young people who want to take them over, and supports the handover: valuation, a trial period of work together, contracts and applications for regional subsidies. Owners register for free; Tsugu charges a success fee of 3% of the handover price, with a minimum of ¥300,000.",
  headline: '312',
  customerQuote: 'I thought my shop will die with me. Now it will live longer than me.',
  goalKeywords: ['50', 'shop owners', 'Ishikawa'],
  bannedWords: ['dying', 'ghost town', 'kawaii'],
  noEmoji: false,
  answers: {
    opening:
      'Hello, nice to meet you. I am Haruka Mori, founder of Tsugu, from Kanazawa. Before, I was working in M&A at bank in Tokyo for nine years. Now I help small family shop which has no successor to find young person who wants to continue it. Thank you for this opportunity.',
    product:
      "Tsugu is matching service for small business succession. In Japan many shop owner are over 70 years old and they have no successor, so they close the shop. On our website owner can register shop for free, and young people who want to take over shop can search and apply. After matching, we support everything: we calculate value of shop, we make trial period of three months where both are working together, we prepare contract, and we make application for subsidy of prefecture. 'Tsugu' means 'to inherit' or 'to continue' in Japanese. We take 3% of handover price as success fee, minimum 300,000 yen.",
    audience:
      'There are two sides. First is owner, usually 70 or 80 years old, who has wagashi shop, tofu shop, miso maker, small ryokan, sometimes small sake brewery. His children moved to Tokyo and they have own career, so nobody can continue. Second is successor, usually between 25 and 40 years old. Many of them are tired of office work in big city and they want to make something with their hands. Recently also some foreigners who live in Japan apply, which is very interesting for us.',
    problem:
      "In Japan, about 60% of small business owner have no successor, and every year tens of thousands of company close only because of this, even the business is making profit. Before, owner had only two choices: to ask family, or to close. Bank and M&A consultant are not interested in so small shop, because fee is too small. I know this because I was this consultant. And owner does not know how to find stranger to continue, and maybe he feels shame to ask, so he says nothing until the day he puts paper on the door which says 'closed, thank you for long time'.",
    story:
      "My grandfather had tofu shop in Kanazawa for 71 years. In 2019 he was 86 and his hands were not so strong anymore, and my father and my uncle had already other job, so he closed it. One week after closing, young man came to the shop. He was 28 years old, he had quit his job in Osaka to learn how to make tofu, and he asked my grandfather to teach him. My grandfather told him, 'You are one week too late.' I was there, and I could not forget this sentence. In my bank job I was helping big company to buy other big company, but nobody was helping my grandfather.",
    storyFollowUp:
      'Three months later, another shop in same street, miso maker, owner was 81, also wanted to close. So I made very simple website on weekend with photo and story of this miso shop, and I shared it on social media. 43 people applied. One of them, Mr. Daiki Ono, 29 years old, was office worker in Osaka, and after six months working together with owner, he took over the shop. It is still open, and he sells miso online now also. After this, I received letters from owners in other cities, and in 2020 I left the bank and started Tsugu as company.',
    proof:
      'Until now, 2,870 shop owners registered on Tsugu, and 312 shops found successor and completed handover. Among the shops which were handed over more than two years ago, 94% are still open. Also, on average, sales of the shop is 18% higher after two years, because young successor starts online shop or new products. For each open position, we receive in average 26 applications from young people.',
    proofFollowUp:
      'For example, Mr. Kenji Takeda, 79 years old, has wagashi shop, Japanese sweets, in Higashi Chaya district of Kanazawa. The shop is 104 years old. His son is doctor in Nagoya. Through Tsugu, he met Ms. Yuki Sato, 31, who was pastry chef in hotel in Osaka. They worked together for three years, because wagashi is very difficult, and last spring she became owner. Now she makes also seasonal sweets for cafés, and Mr. Takeda still comes every morning to check the red bean paste.',
    customerWords:
      'At the small ceremony for handover, Mr. Takeda made speech in front of neighbours. He said, I translate it: "I thought my shop will die with me. Now it will live longer than me." Ms. Sato was crying, and I also was crying a little bit, I must confess.',
    belief:
      'In Japan, most people believe shop must continue inside family. If child does not continue, it is end, and to give shop to stranger is a little bit shameful. I think this is wrong. Stranger is often better successor than son, because stranger chose this work by himself, and son was only born in this house. For shop, blood is not necessary. Recipe is necessary, and the customers, and somebody who loves the work.',
    update:
      "From April we start 'Tsugu Trial'. It is contract for three months where young person lives in the town and works together with owner, and Ishikawa prefecture pays 150,000 yen per month to the young person during this trial, so nobody must take big risk before decision. Also we will open English and Portuguese version of our website, because many foreign residents want to take over shop, but until now information was only in Japanese.",
    goal: 'Our goal for next two weeks is that 50 shop owners in Ishikawa prefecture register on Tsugu before end of March, so they can join first Tsugu Trial in April. Registration is free, and we visit the shop for free consultation. Owners or their family can register on tsugu.jp/ishikawa, or call us. If your parents or grandparents have shop without successor, please tell them about us, before it is one week too late.',
    tone: "Please make it polite and calm, and a little bit warm, not sad. Please do not use word 'dying', like 'dying town' or 'dying tradition', and also not 'ghost town'. People still live there and shops are still open. Also please not 'kawaii', it is not about cute. One small emoji is okay, I think, but not many.",
    other:
      'I am sorry, I am not sure I understand this question correctly. Maybe you can ask in another way?',
    repeat: 'I think I answered this already before, so I have nothing more to add, sorry.',
    pass: 'I think this is really all I can say about this.',
  },
}

const einar: Founder = {
  id: 'einar-leiftur',
  name: 'Einar Thorsson',
  company: 'Leiftur',
  style:
    'terse indie hacker, fragments, a few words per answer (app that alerts travellers in Iceland when the northern lights are out and the sky is clear where they are)',
  description:
    "Einar Thorsson, a former night-tour guide, is the solo developer of Leiftur, built in Akureyri, Iceland. It is an app for travellers in Iceland that combines the aurora forecast with cloud-cover data and the user's location, and sends a text or notification only when the northern lights are likely to be visible where they are, or within a short drive. Travellers pay US$6 for a trip pass; small tour operators pay for a fleet plan that covers their guides and buses.",
  headline: '14,300',
  customerQuote: 'Saw them on our last night. Cried in a gas station parking lot.',
  goalKeywords: ['50', 'tour operators', 'fleet'],
  bannedWords: ['magical', 'bucket list', 'once-in-a-lifetime'],
  noEmoji: true,
  answers: {
    product:
      'Aurora alerts that check the clouds. Forecast + cloud gaps + your GPS. Pings only when you can actually see it. $6 a trip.',
    audience: 'Winter tourists in Iceland. Self-drive, rental car. Also small tour operators, 1 to 5 buses.',
    problem:
      'Aurora apps ping on the forecast alone. Sky is overcast. People drive 2h into fog. Or sleep through a clear night.',
    story:
      'Feb 2022. Guiding a night tour. 14 Americans, one minibus, 5 hours, nothing. Sky was clear 30 km north the whole time.',
    storyFollowUp:
      'Wrote a script that night. Met Office cloud radar + aurora forecast. Next night drove to the gap. Full corona. Tips tripled. Built the app that winter.',
    proof:
      '14,300 paying travellers last season. 41 tour operators. $9,800 MRR. Users saw aurora on 71% of alert nights.',
    proofFollowUp:
      'Norðurferðir, 3 buses, Akureyri. "No aurora" refunds went 38% → 12%. Added a second nightly tour.',
    customerWords:
      'App Store review, from Ohio: "Saw them on our last night. Cried in a gas station parking lot." Screenshot on my wall.',
    belief:
      'The aurora forecast is overrated. Clouds decide. Every app sells the forecast because the data is free.',
    update: 'Drive-to-gap. Nearest clear sky within 60 min, with road conditions. Ships Oct 1.',
    goal: '50 tour operators on the fleet plan before the season. Free till December. leiftur.is/fleet',
    tone: "Plain. No 'magical', 'bucket list', 'once-in-a-lifetime'. No emoji.",
    other: 'No idea. Ask me about clouds.',
    repeat: 'Said that already.',
    pass: 'Nothing more there.',
  },
}

export const freshFounders7: Founder[] = [torstein, trisha, grace, kerwin, haruka, einar]
