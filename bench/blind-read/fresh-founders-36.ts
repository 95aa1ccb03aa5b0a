// A thirty-seventh held-out set (ids f36-), written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const bronwyn: Founder = {
  id: 'f36-bronwyn-stemsheet',
  name: 'Bronwyn Tuckett',
  company: 'Stemsheet',
  style:
    'long, rambling answers with asides and self-interruptions (B2B software that turns wedding and event florists’ quotes into stem-by-stem recipes, combined orders for wholesalers and growers, and a workroom plan)',
  description:
    "Bronwyn Tuckett, who ran a florist's shop in North Hobart for seventeen years, founded Stemsheet in Hobart, Tasmania, Australia, with her son Callum, a software developer. Stemsheet is software for florists who do weddings and events: the florist builds each quote arrangement by arrangement, with a stem-by-stem recipe for every bouquet and centrepiece; each week it adds up the recipes of all the week's events into one order split by wholesaler and grower; and it prints a workroom plan of what to condition, build and load on which day. It costs A$89 a month for a single shop and A$169 for studios with several designers. The company has seven staff.",
  headline: '18,400',
  customerQuote:
    'I finished a 200-guest wedding with one bucket of leftovers, and I knew exactly what was in it.',
  goalKeywords: ['150', 'florists', 'free trial'],
  bannedWords: ['blooms', 'bespoke', 'game-changer'],
  noEmoji: true,
  answers: {
    opening:
      "Hi! Bronwyn here, Bron to everyone except my mother, and I should warn you I'm a talker, seventeen years behind a florist's counter will do that to a person, you learn to chat while you wrap. I run Stemsheet with my son Callum, we're in Hobart, Tasmania, and we make software for florists who do weddings and events. Which is funny, because five years ago I couldn't attach a file to an email. Still can't, some days.",
    product:
      "So Stemsheet does three things, well, four if you count the invoice, but nobody gets excited about the invoice. One: the couple sends you their Pinterest board and their budget, and you build the quote arrangement by arrangement, bridal bouquet, six bridesmaids, twelve table centres, the arbour, and every arrangement has a recipe, so many garden roses, so much eucalyptus, so many stems of whatever brides have fallen in love with this year (it was ranunculus four years running, now it's all dried grasses, don't ask me why). Two: on the Monday it adds up every recipe for every event that week and turns it into one order, split by wholesaler and grower, with prices. Three, and this is the bit florists actually cry about, it prints a workroom plan: what to condition on Wednesday, what to build Thursday, what goes in the van first. A$89 a month for a shop, A$169 if you've a studio with a few designers.",
    audience:
      "Mostly small florists, one to six people, who do weddings and events alongside the shop, or studios that only do weddings, usually run out of a shed or a garage (I say that with love, my first workroom was my mum's laundry in Moonah). Nearly all women, nearly all doing the books at eleven at night after the kids are down. Australia and New Zealand mainly, and a few in the UK now because Callum got chatty on a forum over there. The owner signs up. The one who loves it, funnily enough, is usually the junior who used to have to count the buckets.",
    problem:
      "Before Stemsheet, and honestly for most florists still, a wedding quote is a Word document and a guess. You guess how many stems, then you over-order by a third, because running short on a Saturday morning with the bride arriving at two is, well, it's the nightmare, you'd rather throw money in the bin. And you do throw it in the bin: across the trade something like a fifth to a quarter of the flowers bought for events never get used. Then the ordering, ringing three wholesalers and two growers off quotes written on the back of receipts. I once ordered 400 white lisianthus for a wedding that had been changed to blush three weeks before. Four hundred. My husband still brings it up.",
    story:
      "The moment was a Saturday in March 2019, a wedding at a winery in the Coal River Valley, 160 guests, and at half past six that morning we were short of garden roses for the bridal bouquet, after I'd spent, I worked it out later, A$2,300 more than I needed on everything else. Buckets of spare stock in the van, none of it what I needed. I was standing at the back of the van in the dark on the phone to a grower in Cygnet who, bless him, got out of bed and cut me thirty roses, and I thought: seventeen years I've been doing this, and I still can't tell you how many roses are in a wedding. Sorry, I still get cross about it.",
    storyFollowUp:
      "So that winter, our quiet season, thank goodness, I sat down with a spreadsheet, every wedding I'd done for three years, and wrote out the recipe for every arrangement, stem by stem. Callum was home, he'd just left a job at a bank in Melbourne (long story, he'd tell it differently), and he looked over my shoulder and said, Mum, this is a database. He built a rough version just for me, and my waste went from about a quarter to under a tenth in the first season. Then I showed it at a florists' workshop in Launceston and eleven people asked for it on the day. We sold the shop in 2021, which was a wrench, and now there are seven of us. Callum still won't let me near the code.",
    proof:
      "Let me get the numbers right, Callum will check. There are 640 florists on Stemsheet now, Australia and New Zealand mostly and about forty in the UK. Last year they quoted 18,400 weddings and events through it. The florists who've been with us more than a year tell us their unused stems went from about 22% of what they bought to 9%, which for a florist doing forty weddings a year is roughly A$11,000 back in her pocket. And a quote now takes about 40 minutes to send, where it used to eat a whole evening (or two, if the mother of the bride was involved).",
    proofFollowUp:
      "Ngaire Tamihana, who owns Petal & Pine in Napier, that's on the east coast of the North Island. She does about fifty weddings a year with two staff. Before Stemsheet she was doing two trips to the flower market in Hastings every Friday, because her orders were always short of something and over on everything else. Last season she did one trip a week and cut her flower spend by 14%, and the part she tells everyone about, she used the Saturdays she got back to take her daughter to netball. She's also put her prices up, which I'd been nagging her to do for two years.",
    customerWords:
      "Ngaire rang me after a wedding at a vineyard in Havelock North, 200 guests, and she was laughing, and she said: \"I finished a 200-guest wedding with one bucket of leftovers, and I knew exactly what was in it.\" You have to be a florist to know why that's funny. The bucket was mostly gum leaves, by the way. She's happy for us to use her name and the shop's.",
    belief:
      "Everyone in software seems to think florists need a prettier website, or an Instagram tool, or some AI to design the bouquets. Rubbish, sorry. Florists are brilliant at the pretty part, it's the arithmetic that sinks them. Most of the florists I know who closed didn't close because their work wasn't beautiful. They closed because they were giving away a third of every wedding in stems they never used, and never knew it. I'd rather make a florist good at sums than make her famous.",
    update:
      "What's next is Stemsheet Market, which goes live in August, just before our spring. Growers here in Tasmania and over in Victoria put in what they'll be cutting over the next fortnight, how many peonies, what colour, and when you build a quote you see what will actually be available on the day and at what price, and you order straight from the grower. No more quoting a bride on a flower that isn't in season (I've done it, everybody's done it). We've got 38 growers signed up so far, which sounds small, but one of them grows about half the peonies in the state.",
    goal: "Over the next few weeks what I really want is 150 florists to start a free trial before the spring wedding season kicks off in September, and to try Stemsheet Market on their first real weddings. Three months free, no card, and Callum or I will set it up with them on a video call, and we'll load in their last ten weddings so they can see their own waste numbers, which is always a bit of a shock. They just go to stemsheet.com.au/trial. And if you know a florist, send it to her. She's probably doing her books right now, it's gone nine.",
    tone: "Warm, a bit cheeky, like florists talking at the market at five in the morning, not a corporate brochure. Please don't say 'blooms', nobody in the trade says blooms, we say flowers or stems, blooms is for greeting cards. No 'bespoke' either, every wedding is bespoke, that's the job. And please, no 'game-changer', Callum's old bank said it every meeting. No emoji, I'm fifty-eight, I use them wrong.",
    other:
      "Oh, I'm not the right person for that one, I'm afraid, I'd only waffle (more than usual). Ask me about flowers or florists and I'll go all day.",
    repeat:
      "I think I've already told you that, at some length probably, so I'll spare you the second telling.",
    pass: "No, that's honestly all I've got on that one.",
  },
}

const joonas: Founder = {
  id: 'f36-joonas-hiomo',
  name: 'Joonas Heikkilä',
  company: 'Hiomo',
  style:
    'terse, clipped answers, a few words or one short sentence each (ice-skate sharpening by post through parcel lockers, for hockey and figure-skating families and junior teams in Finland)',
  description:
    "Joonas Heikkilä, a former equipment manager for a junior ice hockey club, runs Hiomo ('grinding shop' in Finnish) from Tampere, Finland, with one part-time employee. Families order a padded return box, drop their skates at any parcel locker, and get them back within 48 hours, sharpened to the hollow they chose and with the blade profile checked. A sharpening costs €19 a pair including postage; a season pass of ten costs €119, and junior teams can buy a team pass that covers all their players.",
  headline: '23,600',
  customerQuote: "Both kids' skates back in two days. Never left the couch.",
  goalKeywords: ['200', 'junior teams', 'team pass'],
  bannedWords: ['hassle-free', 'passion'],
  noEmoji: true,
  answers: {
    product:
      'Skate sharpening by post. Box to a parcel locker, back in 48h. Your hollow, profile checked. €19 a pair.',
    audience: 'Hockey parents. Figure skaters. Towns with no sharpener at the rink. Junior teams.',
    problem: 'Rink shop open 2 hours, queue of 30. Or a 90 km drive. Kids skate on dull blades and fall.',
    story:
      '2019. Equipment guy, junior team in Tampere. 40 pairs a night in a rink corridor. Parents from Pori begging.',
    storyFollowUp:
      'Mailed one pair back in a shoebox. Arrived in 2 days. Designed a proper box. Quit the club job in 2021.',
    proof: '23,600 pairs last season. 4,100 customers. 96% back within 48h. 61 teams on a team pass.',
    proofFollowUp:
      'Sari Mäkinen, Oulu. Two kids, both hockey. Drove 110 km every other week. Now one locker drop.',
    customerWords:
      'Sari, by text: "Both kids\' skates back in two days. Never left the couch." OK to use her name.',
    belief: 'Most kids skate on the wrong hollow, not dull blades. Sharpen less often, sharpen right.',
    update: 'Team pass v2. Coach books the whole team, one pickup at the rink. August.',
    goal: '200 junior teams on the team pass before the season starts in September. First month free. hiomo.fi/joukkue',
    tone: "Short. Plain. No 'hassle-free'. No 'passion'. No emoji.",
    other: "Don't know. Ask about blades.",
    repeat: 'Answered that.',
    pass: "That's all.",
  },
}

const agus: Founder = {
  id: 'f36-agus-garabato',
  name: 'Agustina Ledesma',
  company: 'Garabato',
  style:
    'playful consumer brand voice with lots of emoji, caps and exclamation marks (one-of-a-kind plush toys sewn from children’s drawings by a workshop of seamstresses in Córdoba, Argentina)',
  description:
    "Agustina 'Agus' Ledesma, a former kindergarten teacher, founded Garabato ('scribble' in Spanish) in Córdoba, Argentina. Parents upload a photo of a child's drawing, and a workshop of nine seamstresses in the Alberdi neighbourhood sews it as a one-of-a-kind plush toy, keeping the child's colours, wobbly lines and extra legs, and ships it in about three weeks with the original drawing printed on the tag. A plush costs ARS 89,000 in Argentina and US$79 abroad; it ships to 23 countries.",
  headline: '11,240',
  customerQuote: 'He sleeps with it every night and tells everyone he designed it.',
  goalKeywords: ['2,000', 'pre-orders', 'Día de las Infancias'],
  bannedWords: ['cute', 'stuffed animal', 'cheap'],
  noEmoji: false,
  answers: {
    opening:
      "HOLAAA!! 👋🎨 Agus here from Garabato in Córdoba, Argentina 🇦🇷✨ We turn kids' drawings into REAL plushies 🧸🖍️ yes, the seven-legged dog too 🐶🐶 (ex-kindergarten teacher here, I have seen A LOT of seven-legged dogs 😂)",
    product:
      "Soooo 🧵 you take a photo of your kid's drawing 📸🖍️, upload it, and our costureras (seamstresses!!) sew it into a one-of-a-kind plushie!!! 🧸💛 We keep EVERYTHING: the wonky eyes 👀, the purple sun 🌞💜, the arm coming out of the head 🤷‍♀️ The original drawing gets printed on the tag 🏷️ and it arrives in about 3 weeks 📦 ARS 89,000 here in Argentina, US$79 abroad 🌎 Every single one is different, we've NEVER made the same one twice!! 🙌",
    audience:
      "PARENTS 🙋‍♀️ (and grandparents!! abuelas are our best customers 👵💕) mostly moms 30 to 45 with a drawer FULL of drawings they can't throw away 🗂️😭 Lots in Buenos Aires and Córdoba, and a big crew of Argentines abroad in Spain 🇪🇸 and the US 🇺🇸 who send a drawing to their nieces and nephews back home ✈️ Also kindergartens who order one for the end of the year 🎓🧸",
    problem:
      'Kids make like 1,000 drawings a year 📝📝📝 and they end up in a drawer or the trash 🗑️💔 and parents feel SO guilty!! 😩 And the toys kids get are all the same plastic movie characters 🎬🙄 made in a factory on the other side of the world. Nobody ever gave them a toy that was THEIR idea 💡 Meanwhile here in Alberdi so many amazing costureras lost their jobs when the textile workshops closed 🧵😞',
    story:
      "Okay so 2020, pandemic, I'm teaching kindergarten on Zoom 💻😵 and little Pilar (5) holds up a drawing of her dog Chispa, who had died that week 🐕💔 a BLUE dog with SIX legs 🦵x6 and she's crying because she can't hug him anymore 😢 My mom Nélida is a seamstress 🧵 so that night we sewed him together on her old Singer 🪡 six legs and all!!",
    storyFollowUp:
      "I left it at Pilar's door 🚪🎁 and her mom posted a video of her hugging it and SCREAMING 😭😭😭 It got 400k views 📈🤯 and my DMs exploded!!! 💥 Mom called her friends from the old factory, and we were 4 ladies in her living room 🛋️ sewing every weekend. In 2022 I quit teaching (I cried, the kids made me a card 🥹) and we rented a real workshop in Alberdi 🏠🧵",
    proof:
      "BIG NUMBERS TIME 📊🥁 We have sewn 11,240 plushies since 2021!!! 🧸🧸🧸 Every single one different 🌈 We're 9 costureras + me + Facu who does the shipping 📦 We ship to 23 countries 🌍 ⭐ 4.9 from 3,800 reviews, and 41% of customers come back for a SECOND one 🔁 (because there's always a little brother who gets jealous 😂👦)",
    proofFollowUp:
      "Okay one of my faves 💕 Carolina Ríos in Rosario sent a drawing by her son Benja (5) of 'a dinosaur that is also a bus' 🦖🚌 with 14 windows 🪟 Doña Chela, our most senior costurera 👵🧵, spent TWO DAYS on the windows alone!! Benja took it to show-and-tell and now 11 kids from his class have ordered their own 🤯🎉 (his teacher too!! 👩‍🏫)",
    customerWords:
      'Carolina sent me a voice note 🎙️ crying-laughing 😂😭 and she said: "He sleeps with it every night and tells everyone he designed it." 🦖🚌💤 and honestly?? HE DID 🙌 She said we can totally share it 💛',
    belief:
      "Hot take 🔥🌶️ kids don't need MORE toys, they need toys that are THEIRS 🧸💡 Everyone thinks the best toy is the one from the movie 🎬 NOPE!! The best toy is the one a kid invented 🖍️ The wonky lines are not mistakes, they ARE the design!! ✏️✨ We NEVER 'fix' a drawing 🚫🔧 If the cat has three eyes, it has three eyes 👁️👁️👁️",
    update:
      "NEWSSS 📣📣 For Día de las Infancias in August 🎈 (that's Children's Day here, the BIGGEST toy day of the year in Argentina 🎁🇦🇷) we're launching Garabato Clase 🏫🎨 a whole class draws one creature together and we sew it as a giant class mascot 🦄🧸 AND we're opening a second workshop in Villa El Libertador with 6 more costureras 🧵👩‍👩‍👧",
    goal: 'Our goal 🎯 2,000 pre-orders by the end of June, so every single plushie is sewn in time for Día de las Infancias in August 🎁🧸 Pre-orders are open NOW and the first 500 get free shipping 🚚💨 Just snap the drawing and upload it at garabato.com.ar/preventa 📸🖍️ Abroad? 🌍 We ship!! Tag a tía who needs to see this 👇😂',
    tone: "Fun, colourful, LOUD 🎉🌈 emoji are SO welcome 😂🙌 but please don't say 'cute' ❌ every brand says cute, our plushies are weird and wonderful 🦖🚌 Don't say 'stuffed animal' either 🙅‍♀️ half of them aren't animals!! (one was a washing machine 🧺🤣) and NEVER 'cheap' 💸 our costureras are artists 👩‍🎨",
    other: 'Ooh no idea 🙈😅 ask me about drawings and plushies instead!! 🖍️🧸',
    repeat: 'I think I already told you that one!! 🙈 nothing new to add 😅',
    pass: "That's all I've got on that one, promise 🤞😂",
  },
}

const terrence: Founder = {
  id: 'f36-terrence-grease-run',
  name: 'Terrence Odom',
  company: 'Grease Run',
  style:
    'raw voice transcript, all lowercase, no punctuation, fillers, false starts and self-corrections, numbers and web address spoken (collecting used cooking oil from restaurants and kitchens in middle Georgia, paying them per gallon and selling it on for biodiesel)',
  description:
    'Terrence Odom, a former line cook, runs Grease Run from Macon, Georgia, USA, with eleven employees and four pump trucks. It collects used cooking oil from restaurants, church fish fries and school cafeterias in middle Georgia: it installs a free lockable steel bin behind the kitchen, pumps it out on a schedule, pays the kitchen per gallon (currently 35 cents) and sells the filtered oil to a biodiesel refinery. It also cleans grease traps, from $185 a visit.',
  headline: '412,000',
  customerQuote: 'terrence you the first man ever paid me for my trash',
  goalKeywords: ['60', 'Columbus', 'restaurants'],
  bannedWords: ['junk', 'sludge', 'eco-friendly'],
  noEmoji: true,
  answers: {
    opening:
      'alright is it is it going okay so um hey my name is terrence odom and i run grease run out of macon georgia we uh we pick up the used fryer oil from restaurants you know the oil out the fryer and we pay them for it',
    product:
      'so um what we do is we put a bin a steel bin with a lock on it behind the kitchen free we dont charge for the bin and the kitchen just dump the old fryer oil in there and we come by with the pump truck like every two weeks or every week for the big places and we pump it out and we pay them like right now thirty five cents a gallon thirty five and then we filter it and sell it to a biodiesel plant and um we also do grease traps you know the trap under the sink that nobody wanna deal with we clean that starting at a hundred eighty five dollars',
    audience:
      'um mostly restaurants you know your fried chicken spots your wing spots catfish places a lot of mom and pop and um some franchise guys too and then churches that do the friday fish fry and uh school cafeterias we got like uh fourteen schools in bibb county and houston county and the one that call me is usually the kitchen manager or the owner cause they the one got to deal with the mess',
    problem:
      'so before us um a lot of places they got a old rusty drum out back or worse they pouring it down the drain which you not supposed to do and it clog up the sewer and the city fine you and um the other thing is people stealing the oil like for real theres guys in a pickup with a pump they come at night and steal it out the drum cause its worth money and the restaurant dont get nothing and the big haulers they dont even answer the phone they come when they feel like it and the drum overflow and you got rats you got raccoons it stink',
    story:
      'okay so um i was a line cook for like twelve years twelve years and the last place was a wing place on pio nono avenue and um the oil guy didnt come for like three weeks and the drum out back overflowed and it was august you know hot and it ran all down the parking lot and the health inspector came the same week and we got written up and my boss miss uh miss dorothy she was about to cry and i said to myself man somebody making money off this oil and it aint us',
    storyFollowUp:
      'so um my uncle had a box truck and i bought a pump off of uh off craigslist like a used pump for four hundred dollars and i started picking up from like five restaurants on my days off five and i paid them cash and um i found a guy up in atlanta who bought it and i made more in a month than at the wing place so in twenty nineteen i quit and uh now we got four trucks four and eleven people and my uncle he still drive for me',
    proof:
      'um so last year we picked up four hundred no four hundred and twelve thousand gallons of oil four hundred twelve thousand and um we got three hundred and eighty restaurants and kitchens on the route and we paid out like a hundred and thirty thousand dollars to restaurants last year just for they oil and uh we aint had one bin stole from since we put the locks on and like ninety seven percent of pickups happen on the day we say',
    proofFollowUp:
      'so um miss odessa hill she got odessas fish and wings in warner robins she fry all day every day like catfish whiting wings and um she used to pay a guy to haul her oil off like sixty dollars a month and now we pay her like uh like ninety dollars a month sometime more so thats like a hundred fifty dollar swing every month and she aint been wrote up for the back lot since',
    customerWords:
      'um miss odessa the first time i handed her a check she looked at it and she looked at me and she said terrence you the first man ever paid me for my trash and then she laughed and told everybody in the line and now she send me every restaurant she know and she said use her name thats fine',
    belief:
      'okay so um everybody think used cooking oil is garbage something you pay somebody to take away and um its not its not its a product its fuel people running trucks on it so the restaurant should get paid every time and um the other thing people think recycling is like a big company thing and i think it should be local guys from the neighborhood that know the cook by name',
    update:
      'so um coming up we got a new truck coming in march a new one with a bigger tank and we opening a route in columbus columbus georgia thats like a hour and a half from here and um we also putting a little sensor in the bins so we know when they getting full and we come before they overflow and the restaurant can see it on they phone',
    goal: 'so um what i want is sixty restaurants in columbus to sign up before the new truck start the route in march sixty and the first sixty get the bin free and um double rate for the first three months so like seventy cents a gallon and they can go on grease run dot com slash columbus or just call me and uh if you know somebody got a fish place in columbus tell them',
    tone: 'just keep it real you know like how i talk dont make it sound like a big corporation and um dont call the oil junk or sludge thats money thats somebody fuel and uh dont say eco friendly i aint trying to be fancy and no emojis please',
    other: 'um man i dont really know nothing about that to be honest',
    repeat: 'yeah um like i said before thats pretty much it',
    pass: 'nah thats all i got on that one',
  },
}

const herve: Founder = {
  id: 'f36-herve-juste-poids',
  name: 'Hervé Mbarga',
  company: 'Juste Poids',
  style:
    'non-native English, French first language, with French word order and false friends ("actually" for "currently", "since many years", "persons", "I am not agree"), formal and polite (sealed, calibrated scales rented to cocoa and coffee cooperatives in Cameroon, with an SMS receipt of the weight for every farmer)',
  description:
    "Hervé Mbarga, an agricultural engineer who worked for eleven years in quality control for a cocoa exporter in Douala, founded Juste Poids ('fair weight' in French) in Yaoundé, Cameroon. Juste Poids rents sealed digital platform scales to cocoa and coffee cooperatives and licensed buyers, recalibrates them every month with certified test weights, and sends every farmer an SMS receipt after each weighing with the weight, the grade and the price. Cooperatives pay 25,000 FCFA per scale per month; farmers pay nothing. The company has 34 employees, most of them technicians who travel by motorbike.",
  headline: '47,900',
  customerQuote: 'Before, the scale was the friend of the buyer. Now it is also my friend.',
  goalKeywords: ['40', 'cooperatives', 'September'],
  bannedWords: ['poor farmers', 'corruption'],
  noEmoji: false,
  answers: {
    opening:
      'Good morning, and thank you for the invitation. I am Hervé Mbarga, founder of Juste Poids, in Yaoundé, Cameroon. Before, I was working during eleven years in quality control for a cocoa exporter in Douala. Excuse me for my English, I am francophone, I will do my best.',
    product:
      "Juste Poids is a service of scales for the cocoa and the coffee. We rent to cooperatives and buyers a digital scale with a seal, which nobody can open without we know it. Every month our technician comes with certified test weights to control the calibration. And each time a farmer brings his bags, the scale sends him an SMS with the weight, the grade and the price, so he has a proof. The name means 'fair weight' in French. The cooperative pays 25,000 FCFA per scale per month, the farmer pays nothing.",
    audience:
      'Our clients are the cocoa and coffee cooperatives, and also the licensed buyers, in the Centre, the South and the South-West region. Generally it is a cooperative of 200 until 2,000 members, with one or two warehouses. The person who decides is the president of the cooperative or the manager, but the persons most happy are the planters, because they see finally the true weight of their cocoa. Many of them have more than 55 years, and many are women.',
    problem:
      'In the villages, the cocoa is weighed on old mechanical scales, and nobody controls them since many years. When we tested 300 scales in the Centre region in 2019, in average they showed 7% less than the real weight. 7% is enormous for a farmer who sells one tonne in the season. Sometimes it is not cheating, the scale is only old and rusted, but the farmer cannot know. He has no paper, he has only the word of the buyer. So there is no confidence, and the honest buyers suffer also from this bad reputation.',
    story:
      "My father is cocoa farmer in Obala, he has 3 hectares. In 2018 I came home for the harvest and I went with him to sell. I had in my car a small certified scale from my work, only by curiosity. We weighed his bags at home before: 412 kilos. At the buyer, the scale said 381. 31 kilos of difference, on one sale. My father only said, 'It is always like this, my son.' I could not sleep this night. All my career I was controlling the quality of cocoa for export, to the gram, and nobody was controlling the weight for my father.",
    storyFollowUp:
      'After this, I went to see the cooperative of Obala, and I proposed them an experiment: I install 5 certified scales with seal, I control them each month, and we give a paper receipt to each farmer. After one season, the cooperative had 30% more members, because farmers came from other villages to sell there. Then we changed the paper for SMS, because paper is lost in the rain. In 2020 I left my job and I created Juste Poids with my savings and a loan from my uncle. Today we are 34 persons.',
    proof:
      'Actually we have 212 scales installed in 96 cooperatives and buyers, in 5 regions. During the last cocoa season, 47,900 farmers received an SMS receipt after their sale, and we weighed 31,000 tonnes of cocoa and coffee. In the cooperatives where our scales are installed since two seasons, the number of members increased in average by 24%. And at our monthly control, 99% of our scales were correct at less than 0.1%.',
    proofFollowUp:
      'For example, Mr. Jean-Bosco Atangana, he has 62 years, cocoa farmer in Obala, in the cooperative where we started. He sells around 1.8 tonnes by season. With the true weight, he received around 210,000 FCFA more than the season before, with the same harvest. With this money he paid the school fees of his two grandchildren and he repaired his drying rack. He tells everybody in the village about us, he is our best commercial agent, without salary.',
    customerWords:
      'Mr. Atangana came to the warehouse the day of his first SMS and he showed his phone to everybody. He told me in French, I translate: "Before, the scale was the friend of the buyer. Now it is also my friend." He accepted that we use his name and his photo.',
    belief:
      'Many people think the problem of the cocoa farmer is only the price, and that we must fight against the buyers. I am not agree. Most buyers are honest, and they want also the confidence of the farmer. The real problem is that nobody can prove the weight, so everybody suspects everybody. When the weight is clear, the trust comes back, the buyer has more cocoa and the farmer has more money. A good scale is better than a long speech.',
    update:
      'For the next season we launch two things. First, the SMS will be also in Ewondo and in Pidgin, not only French and English, because many old farmers do not read French well. Second, with the history of his SMS receipts, the farmer can show to the microfinance his real production of three seasons, and two microfinance institutions accepted already to give credit for inputs with this proof.',
    goal: 'Our objective for the next months is to sign 40 new cooperatives in the South-West and the East region before the opening of the main cocoa season in September, so the scales are installed and calibrated before the first sale. For the first season, the installation is free. The managers can register on justepoids.cm/cooperatives or call our office in Yaoundé. And if you know a cooperative in these regions, please share them this message.',
    tone: "Serious and respectful, but positive, with hope. Please do not write 'poor farmers', they are entrepreneurs, they have plantations. And please do not use the word 'corruption', our clients are also the buyers, we do not accuse anybody, we only measure. One or two emoji is okay, maybe the cocoa bean, but not too much.",
    other: 'Excuse me, I am not sure I understand well the question. Can you ask it in another manner?',
    repeat: 'I think I have already answered to this question before, I have nothing to add, sorry.',
    pass: 'I think it is really all what I can say about this.',
  },
}

const sreelakshmi: Founder = {
  id: 'f36-sreelakshmi-vithu-koottam',
  name: 'Sreelakshmi Nair',
  company: 'Wayanad Vithu Koottam',
  style:
    'careful, formal Indian English with Malayalam words explained (nonprofit: a community seed library in Wayanad, Kerala, that lends traditional rice and vegetable seed free to farming families, who return twice as much after the harvest)',
  description:
    "Sreelakshmi Nair, a former botany lecturer at a college in Kalpetta, coordinates Wayanad Vithu Koottam ('seed collective' in Malayalam), a registered charitable society in Wayanad, Kerala, India. It keeps a seed library of 47 traditional rice varieties and about 90 bean, tuber and vegetable varieties in eleven village seed houses run by women's groups. Farming families borrow seed free before planting and return twice the amount after the harvest, and that seed is lent on to the next family. It has two paid staff and 140 volunteers, and is funded by donations, a small state grant and sales of surplus rice.",
  headline: '2,380',
  customerQuote:
    'The rice my father grew has come back to my field, and I did not pay a single rupee for it.',
  goalKeywords: ['500', 'families', 'Vithu Mela'],
  bannedWords: ['superfood', 'ancient wisdom', 'tribals'],
  noEmoji: false,
  answers: {
    opening:
      'Namaskaram. I am Sreelakshmi Nair, and I coordinate Wayanad Vithu Koottam, a seed collective in the hills of Wayanad in northern Kerala. I taught botany for twenty years, and now I spend most of my days in seed houses, which I find I like much better than staff meetings.',
    product:
      "Vithu Koottam means 'seed collective'. We are a seed library. We keep 47 traditional rice varieties of Wayanad, such as Gandhakasala and Jeerakasala, which are fragrant rices, and Thondi and Veliyan, along with about 90 varieties of beans, tubers and vegetables. The seed is stored in eleven village seed houses, each run by a women's group. A family borrows seed before planting, free of cost, and after the harvest they return twice the quantity they took. That returned seed is then lent to the next family.",
    audience:
      'The families we serve are small farmers with between one and three acres of paddy and garden land, many of them from the Kurichiya and Kuruma Adivasi communities, who kept these rice varieties for generations. Also young people who came back to farming after the pandemic and do not know where to find good seed. The seed houses are run mostly by women between 35 and 70. Our donors are mostly Malayalis living in the Gulf and in Bengaluru.',
    problem:
      'Over the last forty years most farmers here moved to hybrid seed bought from shops every season, because it was promoted everywhere. That seed must be bought again each year, and it needs fertiliser and water that many small farmers cannot afford. Meanwhile the old varieties, which tolerate our heavy monsoon and standing water, were kept only by a few elderly farmers. When one of them passed away, or a flood came, a variety could disappear from the district in a single year.',
    story:
      'In August 2018, during the great Kerala floods, the paddy fields in Panamaram were under water for nine days. My uncle, Balakrishnan, had kept Gandhakasala seed in clay pots in his storeroom for thirty years, as his father had done. The water entered the storeroom and every pot was spoilt. He sat on the verandah and did not speak for two days. I remember thinking that a seed which had survived in our family for a hundred years was lost in one week, only because it was kept in one place.',
    storyFollowUp:
      "Two months later we found four kilos of the same Gandhakasala with an elderly farmer in Thirunelly, who had kept it on a high shelf. We grew it on my uncle's field and returned eight kilos to him, and that was our first loan. In 2019 I began going from village to village with two of my students, writing down who was still keeping which variety, and we set up the first seed house in a Kudumbashree group's building in Panamaram. We registered as a charitable society in 2020.",
    proof:
      'This year 2,380 families borrowed seed from our seed houses, compared with 140 in the first year. 94% of them returned their seed after the harvest, which is more than we had hoped. We now hold 47 rice varieties and about 90 others, and eleven of those rice varieties had only one known grower in the district when we began. Last monsoon two of our seed houses were flooded, but no variety was lost, because every variety is now kept in at least three houses.',
    proofFollowUp:
      'One farmer I often think of is Mr. Raghavan from Panamaram. He is 71, and he has one and a half acres. His father grew Veliyan, a tall red rice that can stand in flood water, but the family had lost the seed in the 1990s. Three years ago he borrowed five kilos from our seed house, and last season he harvested 1,100 kilos of paddy without buying any seed or chemical fertiliser. He returned ten kilos, and now he lends seed to his neighbours himself.',
    customerWords:
      'At our seed festival last year Mr. Raghavan was asked to speak, which he did not want to do. He said in Malayalam, and I translate: "The rice my father grew has come back to my field, and I did not pay a single rupee for it." Then he sat down very quickly. He has agreed that we may share his words and his name.',
    belief:
      'Many well-meaning people believe that traditional seed should be saved in a gene bank, in a cold room, safe from farmers. I believe the opposite. A seed kept in a freezer stops changing, and it forgets our monsoon. The safest place for a rice variety is in two hundred fields, with two hundred families who eat it. Conservation that farmers cannot use is only a museum.',
    update:
      "This year we are opening three new seed houses, in Mananthavady, Sulthan Bathery and Vythiri, which will bring us to fourteen. We are also starting a simple register on mobile phones, in Malayalam, so that each seed house can see which varieties the other houses have and send seed by bus when one runs short. Students from my old college are helping the women's groups learn to use it.",
    goal: "Our aim for the coming months is that 500 new families register before our seed festival, the Vithu Mela, on 18 May in Mananthavady, so that they can take home seed for this year's monsoon planting. Families can register at any seed house or at vithukoottam.org/register. For those who wish to help, ₹350 pays for one family's seed and training, and donations can be made on the same site. Please share this with any farming family you know in Wayanad.",
    tone: "Plain, respectful and hopeful. Please do not call these rices a 'superfood'; it is our everyday food. Please do not write 'ancient wisdom', the farmers are alive and their knowledge is current. And please never write 'tribals'. Say Adivasi farmers, or the name of the community. One green plant emoji is fine, but only one.",
    other:
      'I am afraid I cannot answer that well. I am happy to tell you more about our seed houses and the families who use them.',
    repeat: 'I believe I have already answered that, and I have nothing more to add.',
    pass: 'I think I have told you everything I can about that.',
  },
}

export const freshFounders36: Founder[] = [bronwyn, joonas, agus, terrence, herve, sreelakshmi]
