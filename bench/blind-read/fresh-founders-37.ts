// A thirty-eighth held-out set (ids f37-), written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const gideon: Founder = {
  id: 'f37-gideon-spatfall',
  name: 'Gideon Marsh',
  company: 'Spatfall',
  style:
    'long, rambling answers with asides and self-interruptions (B2B oyster hatchery that breeds Pacific oyster spat selected to survive the POMS virus and sells it to oyster farmers, Tasmania)',
  description:
    "Gideon Marsh, a former hatchery technician who grew up helping on his uncle's oyster lease at Pittwater, near Hobart, founded Spatfall at Little Swanport on the east coast of Tasmania, Australia. Spatfall is a hatchery that breeds Pacific oyster spat (baby oysters of 2 to 4 mm) from families selected over eight generations to survive Pacific Oyster Mortality Syndrome (POMS), a virus that can kill most oysters on a lease within a week in a warm summer. It sells the spat to oyster farmers in Tasmania, South Australia and New South Wales at A$31 per thousand, with every batch tested for disease before it ships. It employs 23 people.",
  headline: '68%',
  customerQuote:
    "For the first time since 2016 I put spat in the water and didn't lie awake waiting for February.",
  goalKeywords: ['15', 'trial', 'September'],
  bannedWords: ['superfood', 'game-changer', 'revolutionary'],
  noEmoji: true,
  answers: {
    opening:
      "G'day, Gideon here. I should warn you up front, I've been told I answer questions the way the tide comes in, slowly and from several directions at once, so feel free to cut me off. I run Spatfall, an oyster hatchery at Little Swanport on the east coast of Tassie. We breed baby oysters (spat, we call them, which is a terrible word, I know) for oyster farmers, and the whole point of us is that ours survive a virus that kills most of the others.",
    product:
      "Right, so, Spatfall is a hatchery. We keep adult oysters, the broodstock, in tanks, we spawn them, and we raise the larvae for about three weeks until they settle, and then we grow them on in upwellers (big tubs with seawater pumped up through them, think of a very gentle spa) until they're two to four millimetres, about the size of your little fingernail. That's what we sell: spat, by the thousand, A$31 per thousand, shipped overnight in damp mesh bags in foam boxes to farmers in Tasmania, South Australia and New South Wales. The bit that matters is the breeding. Every family we spawn comes from oysters that survived POMS, that's Pacific Oyster Mortality Syndrome, a virus that turns up when the water gets above about 21 degrees and can kill eight or nine in ten oysters on a lease in a week. We're eight generations in now, and every batch is tested for the virus, and for the nasty bacteria, before it leaves the shed.",
    audience:
      "Oyster farmers, mostly family operations, and I mean proper family: mum, dad, a son who came back from Melbourne, a cousin who does the boat on weekends. A typical one has maybe ten to thirty hectares of lease in an estuary and buys somewhere between two and ten million spat a year. Some are bigger companies now, with managers and spreadsheets (nothing wrong with spreadsheets, we have several), but the person who actually decides is almost always the one standing in the water in waders at six in the morning who knows every basket by sight. And they don't buy from a brochure, they buy because the farmer on the next lease says 'mine lived'.",
    problem:
      "Before, well, before February 2016 hardly anyone down here had heard of POMS. Then it arrived in Tasmania in a heatwave and in a couple of weeks it killed millions of oysters, whole leases, and farmers who'd been at it for forty years were pulling up baskets of empty shells that smelled, sorry, like the worst thing you've ever smelled. After that a farmer had two bad choices: buy ordinary spat, put it out and hope the summer stayed cool, or give up. Some years only one in five made it to market, and an oyster takes two to three years to grow, so you don't find out you've lost until you've already paid for the baskets, the fuel and the wages. The banks stopped lending. A few farms just shut.",
    story:
      "The moment was, and I can still smell it if I think about it too hard, the 12th of February 2016, at my uncle Des's lease at Pittwater, just out of Hobart. I was a technician at a hatchery up the coast at the time, and Des rang and said 'can you come and look at something', which for Des is basically screaming. We went out in the punt and he pulled up a basket and they were all gaping, every one, and the next basket, and the next. Seventy-odd percent of his stock gone in about eight days. And then, right at the end of a row, there was a basket where maybe one in ten had shut up tight and was perfectly alive. Des was sitting on the side of the punt with his head in his hands, and I was sitting there thinking, well, why are you lot still alive? What do you know that the others don't?",
    storyFollowUp:
      "So I asked Des if I could take the survivors, which I think he thought was a bit morbid, and I kept about four hundred of them in a borrowed tank in a mate's garage over the winter (his wife was very patient, the pump ran all night). In 2017 my partner Meg and I leased an old abalone shed at Little Swanport, borrowed more than either of us was comfortable with, and spawned them. The first batch died, not of POMS, of a bacterial bloom in the larval tanks, three weeks of work down the drain, and I very nearly went back to my old job. The second batch we gave, free, to Des and two other farmers at Pittwater, and when summer came and the virus came back, ours were still alive in March. That was the start, really. After that the phone started ringing.",
    proof:
      "So, the numbers. Last season we sold 61 million spat to 47 farms across three states, and we're 23 people now, which still surprises me a bit when I see the car park. The number that matters, though, is survival: on leases where POMS came through last summer, 68% of our spat made it to the end of autumn, against about 20% for ordinary spat on the same leases in the same water. That's not our lab's number, it's the farmers' own counts, basket by basket, that they send us. And we're in our eighth generation of breeding now, each one a little tougher than the last.",
    proofFollowUp:
      "Lachie Pryor's the one I always think of. He farms 18 hectares at Pittwater, right near where it all started, him and his sister Tegan. In 2016 they lost about 80% of their stock and Lachie drove a delivery truck for two years to keep the lease going. He took 600,000 of our spat as a trial in 2019, then went all in. Last summer the virus came through the bay again and his survival was 71%. He's hired two people back, bought a new grading machine, and this year his oysters are going to three restaurants in Melbourne and one in Singapore, which, for a bloke who was driving a truck, is pretty good going.",
    customerWords:
      "Lachie's not a big talker. He rang me in March, once the warm water had gone, and after a long pause he said, and I wrote it on the whiteboard in the shed and nobody's allowed to rub it off: \"For the first time since 2016 I put spat in the water and didn't lie awake waiting for February.\" Then he asked about an invoice. He's happy for us to use his name, he just said \"don't make me sound soft\".",
    belief:
      "A lot of people in the industry, and in government too, treat POMS like bad weather: nothing you can do, so you spread your risk, farm somewhere colder, and hope. I think that's wrong. The oyster can fix it, if we let it. Some oysters always survive, and if you breed from them carefully, generation after generation, you get oysters that live. The other thing, and this one gets me into arguments at conferences, is that the best research station in the country isn't a lab, it's the farmer's lease. We breed from what survives out there, in their water, not from what looks pretty in our tanks.",
    update:
      "What's next is Swanport 9, our ninth generation, which we spawn in August and ship from September, just in time for spring. In our trials it reached market size about six weeks faster than Swanport 8, and survival held up. And we're starting a nursery service: we keep the spat in our upwellers until they're 8 mm instead of 2, so farmers don't lose the tiny ones in their first month on the lease, which is where a lot of losses happen that nobody talks about. It costs more per thousand, but fewer go missing, so it comes out about even.",
    goal: "What I'd really love out of these two weeks is 15 farms that have never bought from us to take a trial batch of Swanport 9 this September, 100,000 spat each at half price, and then just count what's alive in autumn and compare it with what they had before. New South Wales and South Australia especially, because the virus keeps turning up in new estuaries, and I'd much rather farmers had tough oysters in the water before it gets there than after. They can book a trial batch at spatfall.com.au/trial, or ring the shed, someone usually answers, unless we're spawning.",
    tone: "Plain and honest, a bit salty, the way you'd talk on a jetty. Please don't call oysters a 'superfood', farmers will roll their eyes out of their heads, and no 'game-changer' or 'revolutionary', we're breeding oysters, slowly, the way farmers have bred sheep for a couple of hundred years. And no emoji, please. I've seen the oyster emoji and it doesn't look like any oyster I've ever met.",
    other:
      "Ah, now, I'm not sure that one's for me (Meg would tell you I'm not sure about most things that don't live in a tank). Ask me about oysters and I'll go on for hours.",
    repeat:
      "I reckon I've already told you that one, probably at greater length than you needed, so I've not much to add.",
    pass: "No, I think I've squeezed everything I can out of that one, honestly.",
  },
}

const jannik: Founder = {
  id: 'f37-jannik-balko',
  name: 'Jannik Roth',
  company: 'Balko',
  style:
    'terse, clipped answers, a few words or one short sentence each (plug-in balcony solar kits sold and installed for apartment tenants in eastern Germany)',
  description:
    'Jannik Roth, a former electrician, founded Balko in Leipzig, Germany. Balko sells and installs plug-in balcony solar kits for people who rent their apartments: two 400-watt panels mounted on the balcony railing and a small inverter that plugs into an ordinary socket, so the apartment uses its own solar power first. Balko also writes the request to the landlord and registers the system with the authorities. A kit costs €549 installed in about two hours, or €399 to fit yourself. The team is six people.',
  headline: '3,120',
  customerQuote: 'My fridge runs on my balcony now.',
  goalKeywords: ['300', 'Halle', 'March'],
  bannedWords: ['Energiewende', 'save the planet', 'green revolution'],
  noEmoji: true,
  answers: {
    product:
      'Balcony solar for renters. Two 400 W panels, one inverter, plugs into a socket. Installed in 2 hours. €549.',
    audience:
      'Tenants in Leipzig and Halle. Plattenbau and old buildings. Balcony facing south-ish. Lots of pensioners.',
    problem:
      "Renters can't put solar on the roof. Not their roof. Landlord paperwork scares them off. Every railing is different.",
    story:
      'Summer 2022. Gas prices. My grandma in Grünau got a €1,900 back-payment bill. Cried on the phone.',
    storyFollowUp:
      'Hung two panels on her railing that weekend. Wrote her landlord a letter. Neighbours knocked. Quit my job in 2023.',
    proof:
      '3,120 kits installed. Leipzig, Halle, Dresden. Average kit: 620 kWh a year, about €210 saved. Pays off in under 3 years.',
    proofFollowUp:
      'Heike Brandt, 71, Grünau. Bill down €19 a month. Landlord said yes in two days. Her stairwell has 9 now.',
    customerWords: 'Heike, at the install: "My fridge runs on my balcony now." Tells everyone at the bakery.',
    belief: "Rooftop solar gets all the subsidies. Half of Germany rents. The balcony is the renter's roof.",
    update: 'Battery add-on. 1.6 kWh, sits under the panel. Noon sun for the evening. From April.',
    goal: '300 kits in Leipzig and Halle by end of March. Spring price €499 installed. balko.de/fruehling',
    tone: 'Plain. Numbers. No "Energiewende", no "save the planet", no "green revolution". No emoji.',
    other: "Don't know. Ask about balconies.",
    repeat: 'Answered that.',
    pass: "That's all.",
  },
}

const njeri: Founder = {
  id: 'f37-njeri-mwangaza',
  name: 'Njeri Kariuki',
  company: 'Mwangaza',
  style:
    'playful consumer brand voice with lots of emoji, caps and exclamation marks (reflective school backpacks with a solar-charged safety light, sewn in Thika, Kenya)',
  description:
    "Njeri Kariuki, a fashion-design graduate who used to make handbags for a Nairobi boutique, founded Mwangaza ('brightness' in Swahili) in Thika, Kenya. Mwangaza makes school backpacks covered in reflective panels, with a small solar-charged LED light on the strap that blinks, so that children who walk to school along roads before sunrise can be seen by drivers and boda boda riders. The bags are sewn by 14 tailors in Thika and cost KSh 2,400; schools and parents' associations ordering 50 or more pay KSh 1,950 a bag.",
  headline: '18,400',
  customerQuote:
    'I watch his little light all the way to the main road, then I go back inside and drink my tea in peace.',
  goalKeywords: ['5,000', 'January'],
  bannedWords: ['poor children', 'cheap', 'charity'],
  noEmoji: false,
  answers: {
    opening:
      'Hiii!! 👋🏾✨ Njeri here from MWANGAZA in Thika 🇰🇪🎒💡 We make school bags that GLOW so kids walking to school in the dark can be SEEN!!! 🚸🌟 Ready when you are 😄',
    product:
      "Okayyy so meet our bag!! 🎒✨ It's a proper tough school backpack, fits all the textbooks (and the lunch box, and the secret sweets 🍬😂) BUT it's covered in reflective panels that light up like a Christmas tree in car headlights 🚗💡 AND on the strap there's a little solar light that charges by the classroom window ☀️ and blinks all the way home!!! 🔦💛 Sewn by our 14 amazing tailors here in Thika 🧵👩🏾 KSh 2,400 for parents, KSh 1,950 each when a school orders 50 or more 🙌🏾",
    audience:
      "PARENTS!!! 🙋🏾‍♀️🙋🏾‍♂️ especially mums whose little ones walk to school before sunrise 🌅 in places like Thika, Ruiru, Kiambu, Machakos, Eldoret 🚶🏾‍♀️🚶🏾 Also head teachers and parents' associations who buy for the whole class 🏫📦 and aunties and uncles in the diaspora who send one home as a gift 🎁✈️ (hi London and Dallas!! 👋🏾😂)",
    problem:
      "Soooo many kids here walk to school at 5:30 or 6 in the morning when it's STILL DARK 🌑😟 in a navy sweater, on a road with no pavement, with matatus and boda bodas flying past 🏍️💨 Drivers literally can't see them until the last second 😬 Parents stand at the gate worrying until the child gets to school 🙏🏾 And reflective vests?? The kids HATE them, they take them off round the corner 🙈 Nobody wants to look like a traffic cop at age 9 😂",
    story:
      "Okay this one still gives me chills 😳 July 2021, 5:50am, I'm driving to Nairobi on the Thika Road service lane, raining 🌧️ and suddenly there's a little boy RIGHT in front of my car in a dark sweater!!! 😱 I slammed the brakes and stopped maybe one metre from him 🛑 He was like 8, walking to school alone, he just waved and said 'sorry auntie' 🥺💔 I sat in the car shaking for ten minutes. And I'm a bag designer, so my brain went: wait, why is his BAG black?? 🎒🤔",
    storyFollowUp:
      "So that weekend I bought reflective fabric from a road-safety shop in Industrial Area 🏭 and sewed 40 bags in my mum's sitting room in Thika 🧵🛋️ (she still finds thread in the sofa 😂) I posted ONE photo in a mums' WhatsApp group and they sold out in two days!!! 📱💥 Then a head teacher in Ruiru ordered 200 for her whole lower primary 🏫😍 I quit the boutique in 2022, hired my first 3 tailors, and now we're 14!!! 🎉🧵",
    proof:
      'NUMBERS TIME 🥁📊 18,400 bags out on the roads so far!!! 🎒🎒🎒 63 schools have bought for whole classes 🏫 14 tailors, all paid every Friday 💸🧵 And our fave: drivers can see a Mwangaza kid from about 150 metres in headlights, vs about 25 metres for a kid in a navy sweater 😮🚗 (we tested it with the Thika traffic police on a real road at 5am, very glamorous 😂🚓)',
    proofFollowUp:
      "MERCY CHEBET!!! 💛 She's a mum in Eldoret and her son Brian (age 7) walks 3 km to school along the Iten road every morning 🛣️ Last year she got him a Mwangaza bag and then told EVERY parent at his school 😂📣 The school now has 340 of our bags, the whole lower primary!! And the head teacher, Mr. Kiprono, says the boda boda guys slow down now when they see the blinking lights 🏍️💡👀",
    customerWords:
      'Mercy sent us a voice note and we literally played it at the Friday team meeting 😭🎧 She said: "I watch his little light all the way to the main road, then I go back inside and drink my tea in peace." ☕💛 Our tailors CLAPPED 👏🏾👏🏾 and she\'s totally happy for us to share it 🥰',
    belief:
      "Everyone thinks road safety for kids = talks at assembly and posters 📢🪧 I think that's WRONG!! Kids don't need another lecture, they need to be SEEN 👀✨ And safety gear doesn't have to be ugly!!! If the bag is cool, the kids actually wear it 😎🎒 The reflective vest stays in the drawer. The bag with the blinking light and the cheetah print? They fight over it 😂🐆",
    update:
      'NEW STUFF!!! 🎉🎉 Mwangaza Mini for the pre-primary babies (PP1 and PP2) 👶🏾🎒 smaller, lighter, with a glowing zip puller they can find in the dark 💡 AND a rain cover for the long rains, reflective obviously ☔✨ Both land in December, just in time for back-to-school shopping!!! 🛍️',
    goal: "BIG GOAL 🎯🔥 5,000 bags on the roads before schools open in January!!! 🎒💡 Parents can order at mwangaza.co.ke/shule 🛒 and schools, if your parents' association orders 50+ before 15 December we deliver FREE, and the first 20 schools get a free road-safety morning with the traffic police 🚓🎓 Share it in your school WhatsApp group pleeease!! 📲🙏🏾",
    tone: "Fun, bright, LOUD (like our bags 😂💡) Emoji YES please!! 🥳 But never say 'poor children' 🙅🏾‍♀️ our kids aren't poor, they're walking to school in the dark, that's brave!! Not 'cheap' either, we're affordable and we LAST, there's a difference 😤 And please don't call us a 'charity', we're a bag brand that pays tailors properly 💪🏾",
    other: "Ooh that one I'm not sure about 🤔😅 Ask me anything about bags, kids or blinking lights!!! 🎒💡",
    repeat: 'Hehe I think I already told you that one!! 😄 Nothing new to add 🙈',
    pass: "That's ALL I've got on that one, promise!! 🤐😂",
  },
}

const wade: Founder = {
  id: 'f37-wade-big-dry-welding',
  name: 'Wade Kowalski',
  company: 'Big Dry Welding',
  style:
    'raw voice transcript, all lowercase, no punctuation, fillers, false starts, repeated words and self-corrections, numbers and a web address spoken (mobile welding that repairs and inspects cattle chutes, corrals, gates and stock trailers on ranches in eastern Montana)',
  description:
    'Wade Kowalski, a former pipeline welder in the North Dakota oil fields who grew up on a cattle ranch, runs Big Dry Welding out of Jordan, Montana, in the United States. Its four welding trucks drive out to ranches across eastern Montana to repair and rebuild cattle squeeze chutes, headgates, corral panels, gates, loading ramps and stock trailers. Ranches can also pay US$1,450 a year for an inspection plan: two visits, one in January before calving and one in the autumn before the calves are shipped, when every chute, gate and trailer hitch is checked and fixed on the spot. It employs six people.',
  headline: '212',
  customerQuote: 'first spring in thirty one years we didnt lose a single day to a busted chute',
  goalKeywords: ['40', 'calving', 'February'],
  bannedWords: ['cowboy', 'rugged', 'yeehaw'],
  noEmoji: true,
  answers: {
    opening:
      'okay is it is it going yeah okay so um hi this is wade wade kowalski i got big dry welding out of jordan montana we um we go out to ranches with the welding trucks and fix chutes and gates and trailers that kind of stuff yeah',
    product:
      'so um basically were a welding shop on wheels you know we got four trucks each one got a welder a generator a cutting torch and like a whole rack of steel pipe and we drive out to the ranch and fix whatever the cattle broke which is um everything they break everything so the squeeze chute the headgate the corral panels the loading ramp the stock trailer um and then theres the plan the yearly plan which is fourteen fifty a year and we come out twice once in january before calving and once in the fall before they ship the calves and we go over every every single chute and gate and hitch and fix it right there',
    audience:
      'um ranchers mostly cow calf guys you know like family outfits three hundred four hundred head some bigger a lot of them smaller um out here in garfield county and petroleum and mccone prairie county all the way over to like miles city and um its usually the husband and wife and maybe a kid who came back and they aint got time to weld theyre calving at two in the morning and um also a couple sale barns and the county fairgrounds',
    problem:
      'so before um when a chute breaks like the headgate cracks or a hinge goes in the middle of working cattle you got you got two hundred head standing in the alley and um the nearest welding shop is like ninety miles away in miles city and theyre two weeks out so the rancher either patches it with baling wire which um is how people get hurt honestly or he loses like three four days hauling stuff to town and in calving season thats thats not days you got',
    story:
      'so um twenty twenty i was still on the pipeline up by williston and my dad calls me in march and says his his his chute blew a pin and a heifer come through the headgate and um took him down broke three ribs on him and i drove home that night like six hours and the chute was just laying there in the mud and all the neighbors were like yeah ours is held together with wire too and i thought well shoot i got a welder in the truck',
    storyFollowUp:
      'so um i fixed dads chute that week and then the neighbor the vandersloot place come over and theyre like can you do ours and um i did like eleven ranches in two weeks out of the back of my pickup and uh that fall i quit the pipeline and bought the first real truck off a guy in glendive with like a hundred and eighty thousand miles on it she still runs um and my wife jess does the books and the phone',
    proof:
      'okay so um right now we got 212 ranches on the yearly plan two hundred and twelve and um we did like nineteen hundred no two thousand and forty repair calls last year and um the plan ranches they told us they lost like on average less than one day of working cattle to broken equipment all year where before it was like six seven days and um four trucks six of us all together',
    proofFollowUp:
      'so theres arlene and pete dufek out by cohagen they run about four hundred cows and um before the plan every spring something broke the headgate or the the tub or the trailer hitch and one year pete got his hand caught and um last spring they went through calving and branding and didnt lose a day not one and arlene said they worked the whole herd through in like two days where it used to be four and um pete can still count to ten on his fingers which he says is the main thing',
    customerWords:
      'um so arlene called the shop after branding and jess put her on speaker and she said wade that was the first spring in thirty one years we didnt lose a single day to a busted chute and then she said dont let it go to your head and hung up thats arlene and yeah she said its fine to use her name',
    belief:
      'so um everybody out here thinks you fix it when it breaks you know thats how my dad did it his dad did it and um i think thats backwards because it always breaks at the worst time its breaking because youre using it hard and youre using it hard in calving and shipping so you gotta fix it before like in january when its twenty below and nothing is happening um its cheaper than a vet bill or a hospital bill thats for sure',
    update:
      'um so whats coming we got um a fifth truck coming in january so we can cover like over to glasgow and wolf point and um we started keeping a a photo file on every chute and every trailer so when we come out we know whats been welded before and um this spring were putting trailer floors on the plan too because a rotten trailer floor thats thats a cow through the floor on the interstate',
    goal: 'so um what i want is forty more ranches on the yearly plan before february first before calving starts forty and um the first forty get the january visit and the trailer hitch check free and they can sign up at big dry welding dot com slash calving thats all one word bigdrywelding or just call the shop and jess will put you down and um if your neighbor is still running a chute thats held together with wire you know tell him',
    tone: 'um just plain you know how people talk out here dont make us sound like a like a country song and dont say cowboy nobody out here calls himself a cowboy and dont say rugged thats for truck commercials and um no yeehaw obviously and no no emojis none of that',
    other: 'uh i dont know that one honestly youd have to ask somebody smarter than me',
    repeat: 'um yeah like i said before thats about it',
    pass: 'nope thats all i got on that one',
  },
}

const leandro: Founder = {
  id: 'f37-leandro-reodonto',
  name: 'Leandro Tavares',
  company: 'ReOdonto',
  style:
    'non-native English, Brazilian Portuguese first language, with extra and missing articles, "have" for "there is", plurals on uncountable nouns, calqued phrases and tense slips (refurbished dental chairs, autoclaves and X-ray units sold to dentists opening their first clinic, Brazil)',
  description:
    'Leandro Tavares, a dentist who practised for eight years in Curitiba, founded ReOdonto in Curitiba, Brazil. ReOdonto buys used dental equipment (chairs, autoclaves, compressors, X-ray units) from clinics that close or upgrade, refurbishes it in its own workshop, and sells it with a 12-month warranty, installation and technical support, mainly to young dentists opening their first clinic, who can pay in up to 24 monthly instalments. A refurbished chair costs R$14,900, against about R$38,000 new. The company has 38 employees.',
  headline: '1,740',
  customerQuote: 'With the money of one new chair, I opened the whole clinic.',
  goalKeywords: ['120', 'dentists', 'March'],
  bannedWords: ['cheap', 'second-hand', 'junk'],
  noEmoji: false,
  answers: {
    opening:
      'Hello, good afternoon! I am Leandro Tavares, I am dentist and founder of ReOdonto, here from Curitiba, in the south of Brazil. We give new life to the dental equipments, chair, autoclave, X-ray, and we sell for the young dentists who want to open the first clinic. Is a pleasure to talk with you. 🙂',
    product:
      'ReOdonto buy the equipments from clinics that are closing or changing for new ones, for example when the dentist retire. We bring everything to our workshop in Curitiba, we disassemble, we change all the parts that have wear, the upholstery, the hoses, the electronic, we paint, and we test during 40 hours before to sell. After, we sell with 12 months of warranty, with installation, and the dentist can pay in until 24 parcels. One refurbished chair cost R$ 14,900, a new one is around R$ 38,000. We make also the autoclave, compressor, X-ray and the sensors.',
    audience:
      'Principally the young dentists, between 25 and 35 years, that finished the university some years ago and want to stop to work for other people and open the own clinic. Many of them are in the interior, in cities of 50 or 100 thousand inhabitants in Paraná, Santa Catarina, São Paulo. Also the dentists that are retiring, because they are the other side, they sell to us the equipments instead to throw away or to let in the garage.',
    problem:
      'In Brazil have more than 400 thousand dentists, is the country with more dentists in the world, so the young dentist have much competition and low salary. Many work in the popular clinics for a percentage, like 30% of the treatment, and never can leave. To open a small clinic with one chair, all new, is more or less R$ 120 thousand, and the interest of the bank here is very high, you know. So they wait, and wait, and wait. And in the other side, good equipments of 10 years is going to the scrap or is stopped in a garage.',
    story:
      'In 2018 I had my clinic in Curitiba already, and a friend of university, Thaís, wanted to open her clinic in Guarapuava, she was working 6 years in a popular clinic. She made the budget and was R$ 130 thousand, and the bank give her the loan with 2.9% per month. She cried in my clinic, I remember, in the chair number two. In the same month, an old dentist that was my professor retired and he asked me if I know somebody to buy his equipments, for almost nothing. And I thought: but the solution is here, in front of me.',
    storyFollowUp:
      'So I bought the equipments of my professor, I called a technician, seu Valdir, that repaired the chairs of all Curitiba since 30 years, and we refurbished together in the garage of my father, in the weekends. Thaís opened the clinic with R$ 41 thousand in total, and she paid everything in one year and half. After this, other colleagues started to call me, and in 2020, in the pandemic, many dentists closed the clinics, so had many equipments. I left my clinic in 2021 to do ReOdonto in full time, and seu Valdir is until today our chief technician.',
    proof:
      'Until now we refurbished and sold 1,740 dental chairs, and more or less 3 thousand other equipments, autoclaves, compressors, X-rays. We helped to open 860 clinics, the most part in cities of the interior. Only 4% of the equipments needed to use the warranty. And in the average, the young dentist open the clinic spending 62% less than with everything new. Today we are 38 people, 22 in the workshop.',
    proofFollowUp:
      'For example, Dra. Júlia Menezes, she have 29 years and she worked 4 years in a popular clinic in Ponta Grossa, earning 30% of each treatment. In 2023 she opened her own clinic with chair, autoclave and X-ray from ReOdonto, total R$ 36 thousand in 24 parcels. In the first year she already had 410 patients, now she hired an assistant and she is buying the second chair, also with us. 😄',
    customerWords:
      'In the inauguration of her clinic, Júlia made a small speech for the family and friends, and she said, I translate from Portuguese: "With the money of one new chair, I opened the whole clinic." Her mother was crying, and after she sent me the video. She authorized to use her name, no problem.',
    belief:
      "In the dentistry, people think that the patient judge the dentist by the equipment, so everything must be new, shining, last model. I think is not true. The patient judge by the hands and by the attention of the dentist, if she explain well, if it hurts or not. A chair of 2014 well refurbished is equal to a new one for the patient. And the planet also say thank you, because is 180 kilos of steel and electronic that don't go to the scrap.",
    update:
      "In February we will launch the package 'Primeira Clínica', it means first clinic: chair, autoclave, compressor and X-ray, all refurbished, with installation and the project of the room, for R$ 39,900 in 24 parcels, and the first parcel only after 90 days, when the clinic is already working. Also we are opening a second workshop in Ribeirão Preto, for attend better the state of São Paulo.",
    goal: "My goal for these two weeks is 120 young dentists to make the pre-registration for the 'Primeira Clínica' before the end of March, so we can prepare the equipments in time. The dentist can do the pre-registration in reodonto.com.br/primeiraclinica, is free and don't have any obligation. And if you know a dentist that is retiring and have the equipments stopped, please tell him to call us, we buy and we pick up. 🦷",
    tone: "Please professional but human, close, like a colleague talking with colleague. Don't use 'cheap', because the dentist is afraid that cheap equipment break in the middle of the treatment. And not 'second-hand' or 'junk', we say 'refurbished'. One or two emoji is ok, like the tooth 🦷, but not too much.",
    other: "Sorry, this question I think I don't understand very well. Can you ask in other way?",
    repeat: "I think I already answered this before, I don't have more to add, sorry.",
    pass: 'I think is all that I can say about this.',
  },
}

const sri: Founder = {
  id: 'f37-sri-guyub-rukun',
  name: 'Sri Wahyuningsih',
  company: 'Bank Sampah Guyub Rukun',
  style:
    'warm, plain, slightly formal community-organisation voice with Indonesian words explained (a volunteer-run community waste bank in Yogyakarta, Indonesia, where neighbours deposit sorted recyclables and are paid into savings books)',
  description:
    "Sri Wahyuningsih, a retired primary-school teacher, chairs Bank Sampah Guyub Rukun, a volunteer-run community organisation in the kampungs (dense urban neighbourhoods) along the Code River in Yogyakarta, Indonesia. It is a 'waste bank': residents sort their recyclables at home (plastic bottles and cups, cardboard, paper, cans) and bring them once a week to one of nine weighing posts, where volunteers weigh them and credit their value to each household's savings book; the organisation sells the material in bulk to recyclers. Savers use the money for school fees, health-insurance premiums or the Lebaran holiday. It is run by 64 volunteers with no paid staff.",
  headline: '1,470',
  customerQuote: 'Before, I paid someone to take my rubbish. Now my rubbish pays me.',
  goalKeywords: ['85', 'shredder', 'donate'],
  bannedWords: ['slum', 'scavengers', 'dirty'],
  noEmoji: false,
  answers: {
    opening:
      'Assalamualaikum, and good morning from Yogyakarta 🙏 My name is Sri Wahyuningsih, but everyone in the kampung calls me Bu Sri. I was a primary-school teacher for 32 years, and now I chair Bank Sampah Guyub Rukun, a waste bank run by volunteers along the Code River.',
    product:
      "A bank sampah is a 'waste bank'. It works like a savings bank, but people deposit rubbish instead of money. Every household sorts its recyclables at home: plastic bottles and cups, cardboard, paper, cans. Once a week they bring them to one of our nine weighing posts, usually in someone's front yard or beside the mosque. Our volunteers weigh everything and write the value in the family's savings book, for example Rp 2,500 for a kilo of clear bottles. We sell it all together to recyclers, for a better price than one family could get alone. Members can take out their savings when they need them, and most wait until the new school year or Lebaran. 'Guyub rukun' is Javanese for living together in harmony.",
    audience:
      'Our members are the families who live in the kampungs along the Code River, right in the middle of the city: becak drivers, market traders, people who sell food from carts, factory workers, and many grandmothers who look after the grandchildren while the parents work. The houses are small and close together. Today 1,470 households have a savings book with us. The volunteers are mostly women from the same streets, and university students who come to help on Sunday mornings.',
    problem:
      'Before, there was no proper rubbish collection in our narrow alleys, because the truck cannot enter them. People paid a man with a handcart Rp 30,000 a month if they could, and if they could not, the rubbish was burned behind the houses or went into the river. In the rainy season, plastic blocked the drains and the water came into the houses. At the same time, many families struggled to pay school fees or the health insurance premium, while they were throwing away things that have value.',
    story:
      "In January 2017 there was a flood in our kampung after heavy rain. The water came up to my knees in my own living room. When it went down, I helped to clear the drain behind the school where I taught, and we pulled out eleven rice sacks of plastic cups and bottles from only a few metres of drain. One of my pupils, a little girl named Ayu, whose father sold bottles to a collector, looked at the sacks and asked me, 'Bu, why do people throw away money?' She was right, and I could not stop thinking about it.",
    storyFollowUp:
      'That same month I invited the women from my arisan, our monthly savings group, to my house. Twelve women came. We bought a hanging scale at the market for Rp 150,000, I made savings books with a ruler and a pen, and on the first Sunday we weighed 38 kilos from 25 houses. Pak Harjo, a collector, agreed to buy everything from us at one fair price. Slowly the other neighbourhoods asked to join, and in 2019 we registered officially as a community organisation with the kelurahan, our local government office.',
    proof:
      'Today 1,470 households have a savings book with us. Last year our members deposited 212 tonnes of recyclables, and together we paid Rp 318 million into their savings, about US$20,000. On average a family saves around Rp 215,000 a year, and some save much more. The community health centre told us that cases of dengue fever in our kampungs have fallen by more than half since we began, because there are fewer old cups and bottles holding rainwater for mosquitoes. We have 64 volunteers and no paid staff.',
    proofFollowUp:
      "I think of Bu Ratmi, who is 68 and sells gudeg, our sweet jackfruit stew, every morning near Beringharjo market. Her husband passed away in 2018, and she looks after her grandson, Dimas. She collects the bottles and cups her customers leave behind and brings them every Sunday. Last year her savings paid Dimas's school fees, his uniform and his shoes for the whole year, Rp 1.4 million. This year he started senior high school, the first in her family to go so far.",
    customerWords:
      'Bu Ratmi said it at our anniversary gathering, in Javanese, and everyone laughed because it was so true. In English it is: "Before, I paid someone to take my rubbish. Now my rubbish pays me." She is happy for us to use her name, and she asked us to mention her gudeg too.',
    belief:
      "Many people believe that kampungs like ours are messy because people do not care, and that the answer is more fines and more signs saying 'Do not throw rubbish here'. I do not agree. People care very much about their street. When rubbish has a value and there is a place to bring it, people sort it carefully, even the children. And the people who collect and sort waste for a living are not a problem to be removed from the city. They are part of the solution, and they deserve a fair price.",
    update:
      "In March we will open our tenth weighing post, in Gondolayu, and we are starting simple savings cards with a QR code, so members can check their balance on their phones instead of waiting for Sunday. We also want to begin shredding our plastic ourselves. Recyclers pay almost three times more for clean, shredded plastic flakes than for whole bottles, so the same kilos would put much more money into our members' savings books.",
    goal: 'Our goal for the next two weeks is to raise Rp 85 million, about US$5,300, to buy a plastic shredder and a washing tank and to build a small roof over them at our main post. With the shredder, our members would earn almost three times more for the same plastic. Anyone can donate at guyubrukun.or.id/donasi, and every donor will have their name written on the wall beside the shredder, and we will send a photo. We would also welcome volunteers for Sunday mornings. Matur nuwun, thank you 🙏',
    tone: "Warm, simple and respectful, like neighbours talking. Please do not call our kampung a 'slum'; it is our home, and people are proud of it. Please do not call waste pickers 'scavengers', and never write that our kampung is 'dirty'. A small emoji is fine, like 🙏 or ♻️, but not many.",
    other:
      'Maaf, I am sorry, I do not think I can answer that one well. I am happy to tell you more about our savers and our volunteers.',
    repeat: 'I believe I have already answered that, and I have nothing more to add.',
    pass: 'I think that is really all I can say about it.',
  },
}

export const freshFounders37: Founder[] = [gideon, jannik, njeri, wade, leandro, sri]
