// A thirty-ninth held-out set (ids f38-), written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const margot: Founder = {
  id: 'f38-margot-house-seats',
  name: 'Margot Kelleher',
  company: 'House Seats',
  style:
    'long, rambling answers with asides and self-interruptions (B2B service: re-foaming, re-covering and repairing the fixed fold-up seats of country cinemas, theatres, town halls and school auditoriums on site, during a closure of about a week)',
  description:
    'Margot Kelleher, a former stage manager who spent twenty years touring regional Victoria with theatre companies and the daughter of a Ballarat upholsterer, founded House Seats in Ballarat, Australia. House Seats refurbishes the fixed fold-up seats of cinemas, theatres, town halls and school auditoriums on site, usually in five to ten days while the venue is closed: new foam, fire-rated wool fabric, repaired tip-up springs and armrests, new row letters and seat numbers, and, where the venue wants it, conversion of some seats into removable wheelchair and companion spaces. A full refurbishment costs from AU$185 a seat; a re-cover only costs AU$110. It employs fourteen people: upholsterers, a metalworker and two install crews with vans.',
  headline: '24,600',
  customerQuote: 'For thirty years people brought cushions from home. Since June, not one.',
  goalKeywords: ['30', 'seat survey', 'winter'],
  bannedWords: ['bums on seats', 'iconic', 'nostalgia'],
  noEmoji: true,
  answers: {
    opening:
      "Hello, yes, Margot here, Margot Kelleher from House Seats in Ballarat, and I should warn you that I was a stage manager for twenty years, which means I talk in very long cues and then apologise for them. We fix theatre seats. Cinema seats, town hall seats, the fold-up ones with the little numbers on the back, which sounds like a tiny thing until you've sat in a bad one through a three-hour musical.",
    product:
      "So what we actually do, and people are always surprised it's a whole business, is refurbish fixed auditorium seating on site. A country cinema or a town hall closes for a week, ten days at most, we turn up with two vans and a crew of four or five, and we take every seat apart row by row: new foam (the old stuff is usually crumbs, orange crumbs, you would not believe what lives in it), new fabric, which is a fire-rated wool, because fire regulations, and people forget that's the single biggest reason a volunteer can't just staple new velvet on, then the tip-up springs, the armrests, the row letters and the little brass numbers. And where a venue wants it we convert a few seats into removable wheelchair and companion spaces, which, honestly, is the bit I'm proudest of. It's from AU$185 a seat for the full job, AU$110 for a re-cover only, and a 300-seat hall is usually done inside a week.",
    audience:
      "Mostly the country venues of Victoria, New South Wales and South Australia: the old picture theatres in towns of five or ten thousand people (there's one in almost every town that ever had a railway station), shire-run town halls and arts centres, and a growing number of school auditoriums, the private schools especially, who have budgets, bless them. The person who signs is usually a shire facilities manager or a committee treasurer, and the person who rings me in the first place is nearly always the volunteer who runs the Saturday matinee and has been apologising to patrons about seat G14 for years. There's always a G14.",
    problem:
      "Before us, and I say this with love, the options were terrible. You either ripped the whole lot out and bought new seating from a manufacturer, which for a 300-seat hall is three hundred, three hundred and fifty thousand dollars and a four-month closure, which a town of six thousand people simply does not have, or you got a local upholsterer to do six seats a week in his shed with fabric that wasn't fire-rated, and then the insurer found out and there was a letter. So most places did nothing. Broken seats get taped off with gaffer-tape crosses, people bring cushions, the older patrons stop coming because they can't get up out of a seat that's sagged four inches, and the hall quietly loses money on every screening.",
    story:
      "The moment, oh, it's a bit of a silly one. June 2016, I was still stage managing, we were touring a play through country Victoria, and we played an old picture theatre in a wheat town up in the Wimmera, I won't say which one, they'd be mortified. House full, 280 people, wonderful. And twenty minutes into the first act there was this almighty crack and an elderly gentleman, Mr Jack Lowther, ninety-one, went straight through the bottom of his seat. Just folded up like a deckchair. He was fine, he was laughing actually, but we stopped the show, and at interval the hall committee told me a third of their seats were like that and the quote for new ones was $340,000. And I stood in the foyer eating a lamington (they do a very good lamington in the Wimmera, I'll say that for them) thinking, my father was an upholsterer in Ballarat for forty years, this is literally foam and springs.",
    storyFollowUp:
      "So the next summer, in my break between tours, I borrowed Dad's workshop, and Dad, who was seventy-four and retired and very grumpy about being retired, and I did that hall's 280 seats in eleven days, the two of us and three volunteers from the committee, with a fire-rated wool it had taken me months to find a supplier for. It cost them about $42,000. The local paper ran a photo of Mr Lowther sitting in G14, the first finished seat, and by Easter I'd had calls from nine other halls. I did one more tour, badly, because I was writing quotes on my phone in the wings, and in 2018 I left and hired our first upholsterer, Priya, who's now our workshop manager and, frankly, runs the place.",
    proof:
      "Right, numbers. We've refurbished 24,600 seats in 131 venues since 2017, from a 60-seat school chapel up to a 1,100-seat civic theatre in Geelong. A typical venue is done in six working days and costs about a tenth of new seating. We've converted 412 seats into removable wheelchair and companion spaces, which matters, because a lot of these halls had exactly none. And the number I like best comes from the venues themselves: the ones that shared their figures sold on average 23% more tickets in the year after, mostly older patrons coming back. There are fourteen of us now, two crews, and we're booked until about September.",
    proofFollowUp:
      "The one I always tell is the Lyric in Kyneton. Gwen Pattison has run it with volunteers for nineteen years, 212 seats, and when we first came in, 38 of them were taped off, so she was effectively running a 174-seat cinema and paying to heat 212. We did the lot in five days last May, put in four wheelchair spaces, and Gwen's Tuesday seniors' session has gone from about thirty people to over ninety. She's used the extra takings for a new projector lamp, which she'd been putting off since, I think, 2019.",
    customerWords:
      'Gwen sent me an email in September, which I\'ve printed and stuck on the workshop fridge, between the roster and a photo of Dad. It said: "For thirty years people brought cushions from home. Since June, not one." And then, on a separate line, "P.S. Mrs Dunne in row C says thank you too." She\'s very happy for us to use her name, she\'s practically our ambassador by now.',
    belief:
      "Everyone in the seating industry, the manufacturers anyway, will tell you that old auditorium seats are finished, the frames are rusted, the shape is wrong, rip them out and start again. I think that's mostly nonsense. The cast-iron frames in a 1930s picture theatre will outlast all of us; it's only ever the soft bits that fail. The problem isn't the seats, it's that nobody sells a repair, because there's no money in a repair if you're a factory. And the other thing, which I feel quite strongly about: comfort is access. If an eighty-year-old can't get out of the seat, it isn't a seat, it's a trap.",
    update:
      "What's new is Seat Bank, which starts in May. When a city theatre or a cinema chain rips out its seating (and they do, all the time, perfectly good cast-iron seats going to landfill) we buy them, refurbish them in the workshop and sell them to small halls and schools for about $95 a seat, installed. We've got 1,400 in the shed right now from a multiplex in Melbourne, stacked to the ceiling, and Priya is threatening to resign. We're also adding a third crew so we can do South Australia properly this winter.",
    goal: "So what I'd love from these posts is 30 country venues, cinemas, town halls, school halls, to book a free seat survey before the end of April, so we can fit them into the winter schedule. One of us drives out, counts every seat, sits in every seat (it's a glamorous job), and sends a written quote within a week, no obligation at all. Committee members or facilities managers can book at houseseats.com.au/survey. And if you know a volunteer who's been taping off seats with gaffer tape for years, please send it to them, they're the people I really want to hear from.",
    tone: "Warm, practical, a bit of humour, the way you'd talk to a hall committee over a cup of tea, not a glossy brochure. Please never write 'bums on seats'; everyone in our world says it and I've banned it in the workshop, there's a swear jar for it. No 'iconic' either, it's a country picture theatre, it's loved, which is better than iconic. And not 'nostalgia', this isn't about the good old days, it's about being able to go to the pictures next Saturday. No emoji, please, I wouldn't know where to find them on my phone anyway.",
    other:
      "Oh, I'm not sure that one's really my department, and I've been told I wander off when I'm not sure. Ask me about seats, foam, fire ratings, anything like that, and I'll happily go on for far too long.",
    repeat:
      "I think I've covered that already, at some length I suspect, so I won't make you sit through the second act.",
    pass: "No, that's honestly everything I've got on that one.",
  },
}

const bartosz: Founder = {
  id: 'f38-bartosz-crumbcheck',
  name: 'Bartosz Zieliński',
  company: 'crumbcheck',
  style:
    "terse, clipped answers, a few words or one short sentence each (solo tool that checks every week whether a website's cookie banner really blocks tracking until the visitor consents, for web agencies and small online shops in the EU)",
  description:
    "Bartosz Zieliński, a former front-end developer at a software house, is the solo founder of crumbcheck, built in Wrocław, Poland. Every week, and after each deploy if connected, crumbcheck visits a website like a new visitor from the EU, clicks 'reject all' on the cookie banner and records which cookies and trackers still load anyway, such as analytics tags and advertising pixels. It sends a short report, and an alert when a change breaks consent. One site costs €19 a month; agencies pay €149 a month for up to 25 client sites.",
  headline: '3,870',
  customerQuote: 'Eleven trackers firing before consent. Fixed in one afternoon.',
  goalKeywords: ['100', 'agencies'],
  bannedWords: ['GDPR-proof', 'bulletproof', 'peace of mind'],
  noEmoji: true,
  answers: {
    opening: 'Hi. Bartosz, crumbcheck. Go.',
    product:
      "Checks your cookie banner weekly. Clicks 'reject all', logs what still loads. Alerts on deploy. €19/site/month.",
    audience: 'Web agencies in the EU. Shopify and WooCommerce shops. Whoever gets the angry email.',
    problem: "Banner says 'reject all'. Meta pixel loads anyway. Nobody re-checks after launch.",
    story:
      '2022. Client got a letter from UODO, the Polish data regulator. Our bug. Analytics loading before consent for 8 months.',
    storyFollowUp:
      'Headless Chrome script that weekend. Ran it on our 40 client sites. 27 leaking. Quit in 2023.',
    proof: '3,870 sites monitored. 212 agencies. €14,200 MRR. 61% of new sites leak on first scan.',
    proofFollowUp:
      'Pixelnest, agency in Gdańsk, 24 client sites. 19 leaking on day one. Zero now. They resell it as an audit.',
    customerWords:
      'Ola Wiśniewska, Pixelnest, on Slack: "Eleven trackers firing before consent. Fixed in one afternoon."',
    belief: "Banners aren't the problem. Tag managers are. Banner says no, GTM says yes.",
    update: 'Deploy hook. Scan on every Vercel or Netlify deploy. Ships in March.',
    goal: '100 agencies on the agency plan by June. First month free. crumbcheck.dev/agency',
    tone: "Dry. Technical. No 'GDPR-proof', 'bulletproof', 'peace of mind'. No emoji.",
    other: 'Not my area.',
    repeat: 'Answered that.',
    pass: 'Nothing to add.',
  },
}

const lerato: Founder = {
  id: 'f38-lerato-hoog-kites',
  name: 'Lerato Mokoena',
  company: 'Hoog Kites',
  style:
    'playful, lots of emoji, caps and exclamation marks (consumer brand: kites sewn from retired kitesurfing kites and paraglider wings by a team of seamstresses in Mitchells Plain, Cape Town)',
  description:
    "Lerato Mokoena, a former kitesurfing instructor from Soweto who moved to Muizenberg, founded Hoog Kites ('hoog' means high in Afrikaans) in Cape Town, South Africa. Hoog Kites makes single-line and small stunt kites from retired kitesurfing kites and paraglider wings that surf schools, kite shops and pilots would otherwise throw away; the ripstop is cut, patched and sewn by a salaried team of six seamstresses in a workshop in Mitchells Plain. Its best-seller, the Tjokkie, a small diamond kite for children, costs R420 in South Africa and US$29 abroad. Every kite is one of a kind, because its colours depend on the old sail.",
  headline: '18,600',
  customerQuote: "My son left his phone in the car for four hours. I didn't know that was possible.",
  goalKeywords: ['800', 'Dassie'],
  bannedWords: ['trash', 'eco-warrior', 'charity'],
  noEmoji: false,
  answers: {
    opening:
      'HEYYY!! 👋🪁 Lerato here from Hoog Kites in Muizenberg, Cape Town 🇿🇦🌊 We make kites out of OLD KITESURF KITES and paraglider wings 🪂➡️🪁 and every single one is one of a kind because it depends on whatever colour the old sail was 🌈 Ex kite instructor, full-time kite auntie now!! 😎',
    product:
      'Okay so!! 🤓 When a kitesurf kite gets retired (sun damage, a rip, one bad wipeout 💥) it usually goes in a skip 😩 We collect them from surf schools and shops, cut up the ripstop, and our sewing team in Mitchells Plain turns it into NEW kites 🧵🪁 The best-seller is the TJOKKIE 🐣 a little diamond kite for kids that flies in like 8 knots, R420 here or US$29 abroad!! Plus stunt kites for teens and a massive 3m delta for the show-offs 😂 Every kite has a tag with the name of the kite it used to be 🏷️✨',
    audience:
      'FAMILIES!! 👨‍👩‍👧‍👦 Parents who want their kids off screens and on a beach 🏖️ Grannies looking for a birthday present 🎂 Kitesurfers themselves, they LOVE buying a kite made from their own old kite 🥹🪁 Schools for sports day, and lots of orders from Germany, the UK and the Netherlands 🇩🇪🇬🇧🇳🇱 because their beaches are windy too haha 💨',
    problem:
      "Two problems!! 🙈 1) Kids' kites in shops are flimsy plastic that breaks in ONE afternoon and then it's landfill 😤 2) Kitesurfing throws away SO much amazing fabric, Cape Town alone is something like 3,000 retired kites a year 😱 Super strong ripstop made to survive 40-knot wind, just sitting in skips!! And the incredible seamstresses I know in Mitchells Plain had no steady work after the clothing factories closed 🧵💔",
    story:
      "Okay STORY TIME 📖🌬️ December 2020, I'm teaching kitesurfing in Muizenberg and a student crashes our school's oldest kite into the rocks 💥 totally done 😭 I'm about to throw it in the skip and this little boy, like 7, asks if he can have it 👦🏾 He wanted to make a 'small kite from the big kite' 😭😭 So I took it home and my neighbour Aunty Fatima, a retired machinist, sewed him a little diamond kite OVERNIGHT 🧵🌙",
    storyFollowUp:
      "Next morning he flew it on the beach for like FOUR HOURS and the other parents kept asking where to buy one 😂🪁 Aunty Fatima and I made 30 more from the school's retired kites and sold them at the Muizenberg market in ONE Saturday 🤯 Then surf schools started dropping old kites at my flat, my lounge was literally FULL of ripstop 🌈🛋️ In 2022 I quit teaching, rented a little workshop in Mitchells Plain and Aunty Fatima brought five friends 👵🏽👵🏽👵🏽",
    proof:
      "NUMBERS 🎉📊 18,600 kites sold!!! 🪁 To 23 countries 🌍 4.8 stars from 3,900 reviews ⭐ We've saved about 2,100 kitesurf kites and paragliders from the skip ♻️ Our six seamstresses earn a monthly salary plus R35 per kite, way more than factory work paid 💸💛 And 41% of customers come back for a SECOND kite because the sibling wants one too 😅",
    proofFollowUp:
      "My fave is Naledi from Joburg 🥹 She bought a Tjokkie for her son Thabo's 9th birthday and took it on holiday to Durban 🏖️ She sent me a video of Thabo and his grandpa flying it together, grandpa is 78 and hadn't flown a kite since 1960-something 👴🏾🪁 Then she ordered 14 MORE for Thabo's whole class!!! 🎒🎉",
    customerWords:
      'A dad from Stellenbosch, Jaco, wrote this in his review and I literally SCREAMED 😭📱 "My son left his phone in the car for four hours. I didn\'t know that was possible." 😂 It\'s printed on our swing tags now!! 🏷️',
    belief:
      "HOT TAKE 🔥🔥 Kids don't need fancy 'educational' toys, they need WIND!! 🌬️ A kite teaches physics, patience and how to untangle a total disaster 😂🪢 And second hot take: recycled does NOT have to mean boring and beige!! 🙅🏾‍♀️ Old kitesurf kites are the LOUDEST neon colours on earth 🌈💥",
    update:
      "NEW KITE ALERT 🚨🚨 Meet the DASSIE!! (the little rock hyrax that lives on Table Mountain 🏔️) a kite shaped like a dassie with a fat tummy and a floppy tail 😍 It launches 1 December for the school holidays 🎄🏖️ Aunty Fatima's team has made 40 prototypes, our test kids have crashed every single one and they STILL fly 💪😂",
    goal: "THE ASK 🙏🪁 We want 800 pre-orders for the Dassie before 1 December so we know how many old kites to collect!! ✨ Pre-order at hoogkites.co.za/dassie and the first 800 get their kid's name stitched on the tail for FREE 🧵💛 Tag a parent whose kid needs some WIND 💨👇",
    tone: "FUN and sunny!!! ☀️🎉 Emoji YES, caps YES, a bit of Saffa slang totally welcome (lekker!! 😂) but please never say 'trash', it's not trash, it's the best ripstop in the world 🙅🏾‍♀️ Never 'eco-warrior' 🤢 and NEVER 'charity', our seamstresses are skilled professionals on salaries, not a charity project 💪🏾🧵",
    other: 'Ooh no clue about that one 😅🙈 ask me anything about wind or kites though!!! 🪁💨',
    repeat: "Like I said!! 😂 that's pretty much the whole story 🪁💛",
    pass: "Okay that's literally everything I've got on that one 🙈✨",
  },
}

const mahendra: Founder = {
  id: 'f38-mahendra-chamak',
  name: 'Mahendra Choudhary',
  company: 'Chamak Solar Care',
  style:
    'raw voice transcript, all lowercase, no punctuation, fillers (um, like, you know, basically), false starts and self-corrections, numbers sometimes spelled out, web address spoken aloud (cleaning and output checks of rooftop solar panels for homes, schools and factories in Jaipur, India)',
  description:
    "Mahendra Choudhary, a former electrician who installed rooftop solar systems for a solar contractor for six years, runs Chamak Solar Care in Jaipur, Rajasthan, India ('chamak' means shine in Hindi). Chamak cleans rooftop solar panels on homes, schools and factories, which in Rajasthan lose a large share of their output to desert dust: its technicians clean with soft brushes and filtered low-mineral water carried on their own pickups (not hard borewell water, which leaves white scale on the glass), read the inverter's generation before and after, and send the owner a WhatsApp report with photos. Homes pay ₹499 a month for a cleaning every fifteen days (up to 12 panels); factories pay by kilowatt. It employs 38 technicians.",
  headline: '1,840',
  customerQuote: 'now my bill is coming zero again like the first year',
  goalKeywords: ['500', 'summer', 'rooftop'],
  bannedWords: ['jugaad', 'cheap', 'boys'],
  noEmoji: true,
  answers: {
    opening:
      'hello hello yes is it recording okay so um namaste my name is mahendra mahendra choudhary and i run chamak solar care here in jaipur we um we clean solar panels on the roof basically rooftop solar for homes and schools and factories yeah',
    product:
      'so um what we do is like basically you have solar panel on your roof right and here in rajasthan the dust is too much like after one week the panel is brown brown and it make like twenty twenty five percent less power so our technicians come every fifteen days with soft brush and ro water filtered water not the borewell water because borewell water is hard it leave white white marks on the glass and um before and after we check the inverter reading and we send you whatsapp report with photo and the units so you see the difference and for home its four ninety nine rupees a month up to twelve panels and for factory we charge per kilowatt',
    audience:
      'um so mostly three type one is homes like people in malviya nagar vaishali nagar mansarovar who put three kilowatt five kilowatt on the roof because of the subsidy you know the government subsidy scheme then schools we do like forty one no forty three schools and um factories in sitapura and vishwakarma industrial area textile printing units marble cutting units they have big roof like hundred kilowatt two hundred kilowatt and their electricity bill is very very big so for them one percent also matter',
    problem:
      'so before um people just leave it you know the installer put the panel and go and nobody tell you to clean it or the owner send his servant no sorry his house help on the roof with bucket and hard water and a broom or even detergent which scratch the glass and leave the white layer and then the panel is giving like seventy percent but the owner dont know because who is checking the inverter nobody and then he think solar is fraud and he tell his neighbour dont put solar',
    story:
      'okay so um this is like twenty twenty one may month i was working as electrician for installation company and we get complaint call from a customer in jagatpura mister gupta uncle he say your panel is fraud my bill is coming full like before and i go there on the roof at like two pm forty six degree and the panel is so dusty you cannot see the blue nothing you know one full layer of sand after the aandhi the dust storm and i clean it with my water bottle and my handkerchief just one panel and i check the inverter and it jump like it jump straight up',
    storyFollowUp:
      'so that evening i tell my wife sunita see this is business everybody is putting solar nobody is cleaning and um i take my bike and one bucket and brush and i start on sundays in my own colony two hundred rupees per roof and in three months i have like sixty customers and then my cousin vikram join me and um in twenty twenty two i leave the job and we buy one ro plant small ro plant on a pickup so we dont need the customer water and um now we are thirty eight technicians and six pickup',
    proof:
      'okay numbers so we are cleaning one thousand eight hundred and forty rooftops every month 1840 and um the inverter data we check show after cleaning generation is going up like average twenty two percent in summer and after dust storm sometimes thirty five percent and um the home customers save like six hundred to nine hundred rupees a month on the bill so our four ninety nine pay for itself and for factories we do total like eleven megawatt eleven megawatt of panels every month',
    proofFollowUp:
      'so um there is one factory in sitapura pushpa prints they do block printing and screen printing and they have two hundred kilowatt on the roof and um the owner anil agarwal ji he was cleaning once in three months with labour and water tanker and after we start every fifteen days his generation go up like eighteen percent and he save like one lakh forty thousand a month on bill one lakh forty thousand and he use that money to put one more dryer machine',
    customerWords:
      'um so mister gupta uncle in jagatpura the first one the one who say fraud he call me after six months and he say mahendra beta now my bill is coming zero again like the first year and he was laughing and he put it in his society whatsapp group so i get like twenty two customers from that one message',
    belief:
      'um everybody think solar is like install and forget you know the companies also say no maintenance zero maintenance and i think that is the biggest lie in solar because in rajasthan we have the best sun in india but also the most dust so a dirty panel in jaipur is giving less than a clean panel in delhi and um cleaning is not a small work it is technical work our technicians know the inverter they know the wiring they find loose connection hot spot bird nest everything',
    update:
      'so um two things coming one is from april we start summer plan because april may june is dust storm season so in summer plan we come every week not every fifteen days and after every aandhi we come within forty eight hours and it is six ninety nine a month for homes and two is um we are making a small sensor with mnit the college here in jaipur that tell us when the panel is dirty so we come before you lose power not after',
    goal: 'so what i want is um five hundred new homes on the summer plan before first may five hundred and the first five hundred get the first month free and um they can go to chamak solar dot in slash summer or just whatsapp us the number is on the website and uh if you have rooftop solar and your bill is going up again just go on the roof and see your panel you know just see',
    tone: 'um just simple like how i am talking normal hindi english mix is fine no big big english words and um please dont write jugaad what we do is proper technical work not jugaad and dont say cheap we are not cheap we are worth it and please dont call my technicians boys like our boys will come no they are trained technicians and two are women also and uh no emoji please',
    other: 'um sorry i dont know about that one sir ask me about solar panel i can talk whole day',
    repeat: 'haan like i told before that is basically it',
    pass: 'no no that is all i have on that one',
  },
}

const josefina: Founder = {
  id: 'f38-josefina-camanchaca',
  name: 'Josefina Aravena',
  company: 'Camanchaca',
  style:
    'non-native English, Chilean Spanish first language, with dropped subjects, "is" for "it is", "the people is", adjectives after nouns, "since" and "actually" used as in Spanish and literal translations (B2B: fog-collector nets and tanks that harvest water from coastal fog for goat farmers, small growers, rural schools and municipalities in northern Chile)',
  description:
    "Josefina Aravena, an agronomist who worked for ten years on irrigation for table-grape exporters, founded Camanchaca in La Serena, Chile ('camanchaca' is the Chilean name for the thick coastal fog of the Atacama). Camanchaca designs, makes and installs fog collectors: vertical panels of a three-dimensional plastic mesh, developed with the University of La Serena, on posts on coastal hills, where fog droplets collect on the mesh and run into a gutter and a tank. A standard 40 m² collector gives between 150 and 600 litres of water a day in the fog season and costs about CLP 3.2 million installed, with a tank. Its customers are goat farmers, small olive and vegetable growers, rural schools and municipalities in the Coquimbo and Atacama regions. It has eleven employees.",
  headline: '263',
  customerQuote: 'For forty years the fog only was making my hat wet. Now it fills my tank.',
  goalKeywords: ['60', 'fog meter', 'winter'],
  bannedWords: ['miracle', 'magic', 'barren'],
  noEmoji: false,
  answers: {
    opening:
      'Hola, good morning! I am Josefina Aravena, from La Serena, in the north of Chile. I am agronomist and I am the founder of Camanchaca, we make fog collectors, is the nets that catch the water of the fog. Thank you for invite me. 🙂',
    product:
      'Camanchaca is the name of the fog that comes from the sea every morning in the north of Chile, very thick. We make a panel of net of 40 square metres between two posts in the hill, and when the fog pass through the net, the little drops stay in the net and fall in a gutter, and after go to the tank. Our net is not the typical raschel net, we developed with the University of La Serena one net in 3D, more resistant to the wind, and it catch almost double of water. One panel give between 150 and 600 litres per day in the season of fog. With tank and installation the price is around 3.2 millions of pesos, more or less 3,400 dollars.',
    audience:
      'Our clients are principally goat farmers of the coast, small producers of olives and vegetables, rural schools that have not connection to the water network, and the municipalities of the small towns, in the Coquimbo region and the Atacama region. Also some mining companies buy collectors for the communities near the mine, for their programs with the community. The farmers normally are old, 60 or 70 years, and they know very well the camanchaca, but they never think that it can be water for them.',
    problem:
      'In the north of Chile we have more than ten years of drought, and the wells are every year more deep, or they are dry. Many communities in the coast receive the water with the truck, the camión aljibe, one time per week, and the municipality pays very expensive, around 12,000 pesos for each cubic metre in some places. And the goat farmers sell their animals because they cannot give them water. But every morning the fog is passing over their heads, full of water, and nobody is catching it.',
    story:
      'In 2018 I was working for an exporter of grapes, and I visited my uncle Ramón in Chungungo, he have goats since all his life. That winter he sold 80 of his 120 goats because the well was dry. I remember we was in the hill in the morning, inside the camanchaca, and my jacket was completely wet, and he was telling me he has no water. I was thinking: how is possible? Very near, in El Tofo, in the 80s they made the first fog collectors of the world, but after, the project was abandoned.',
    storyFollowUp:
      'So I bought 40 metres of net and some posts, and one weekend with my uncle and my brother we put the first collector in his hill. The first morning with camanchaca we collected 190 litres. My uncle was very emotional, he did not say nothing, he only drank one glass. After some months the neighbours asked me for one also, and in 2020 I left my work and started Camanchaca as a company, with a fund of CORFO. Actually my uncle has 110 goats again.',
    proof:
      'Since 2020 we installed 263 collectors in 71 places, from Tongoy until the south of Atacama. In the last fog season they collected together more or less 11 millions of litres of water. 34 rural schools have water from the fog for the bathrooms and the school garden, and we calculate that the municipalities saved around 190 millions of pesos in water trucks. Actually we are 11 people in the team, and 7 of them are from the coast towns where we install.',
    proofFollowUp:
      'For example the school of Caleta Los Hornos, is a small rural school with 48 children. Before, they received the truck one time per week, and when the truck was late the school must to send the children home, because there was no water for the bathrooms. We installed 4 collectors in the hill behind the school in 2022. Last year they did not lose any day of class for lack of water, and now they have also a garden where the children grow lettuces and tomatoes with water of fog. The director, Mrs. Carmen Olivares, is very proud.',
    customerWords:
      'My uncle Ramón say it the best, in a video that we made for our page. I translate it from Spanish: "For forty years the fog only was making my hat wet. Now it fills my tank." He is very famous in Chungungo now because of this video. 😄',
    belief:
      "In Chile the people thinks the desert is the place without water, and the only solution is the desalination plant, very big, very expensive, for the mining and the cities. I don't agree. For the small towns of the coast, the water is already here, every morning, in the air. Is not necessary a plant of 100 millions of dollars. Is necessary a good net, a good place in the hill, and to measure well before.",
    update:
      'In April we launch the fog meter. Is a small collector of one square metre with a sensor, we lend it to the farmer or the school for three months for free, and every day it send the data by the phone network. Like this, before to buy, the client know exactly how much water the big collector will give in that hill. Before, we measured with a person who went every week to read, now is automatic. We have 80 fog meters ready in the workshop.',
    goal: 'Our goal for the next two weeks is to receive 60 requests for the fog meter, from farmers, schools, juntas de vecinos or municipalities of the coast of Coquimbo and Atacama, so we can install them before the winter, when the fog start to be strong. The measuring of three months is free. They can make the request in camanchaca.cl/medir, or call us. If you know a goat farmer in the coast, please send this to him, maybe he not use internet very much.',
    tone: "I want that it is simple and positive, with data, but also human. Please don't write 'miracle' or 'magic', is not miracle, is physics, and the farmers are working very hard. Also please not 'barren' for the desert, the desert is full of life, only it has little rain. One or two emoji is okay, not more. 🙂",
    other: "Sorry, I don't understand very well the question. Can you explain me in other way?",
    repeat: 'I think I answered this before, I have not more to add, sorry.',
    pass: 'I think this is all what I can say about this.',
  },
}

const dima: Founder = {
  id: 'f38-dima-ishara',
  name: 'Dima Khoury',
  company: 'Ishara',
  style:
    'plain, warm community-organisation voice (a non-profit in Jordan that sends paid deaf tutors to the homes of hearing families with a young deaf child, to teach the whole family Jordanian Sign Language)',
  description:
    "Dima Khoury, a sign language interpreter who grew up in Zarqa as the hearing daughter of two deaf parents, founded Ishara ('sign' in Arabic), a registered non-profit association in Amman, Jordan. Ishara sends trained, paid deaf adults as tutors to the homes of hearing families with a deaf child under six, once a week for a year, to teach parents, brothers and sisters and grandparents Jordanian Sign Language, and runs a free WhatsApp video dictionary of everyday family signs. It works in Amman, Zarqa, Irbid and Mafraq. A year of home visits for one family costs about JOD 420 and is free for the family, funded by donations and grants.",
  headline: '640',
  customerQuote: 'For four years I guessed what my son wanted. Last week he told me a joke.',
  goalKeywords: ['150', 'waiting list', 'sponsor'],
  bannedWords: ['deaf and dumb', 'suffering from', 'hearing-impaired'],
  noEmoji: true,
  answers: {
    opening:
      'Good evening, and thank you for this. My name is Dima Khoury. My mother and my father are both deaf, so sign language was my first language, before Arabic. Today I lead Ishara, a non-profit association in Amman that helps hearing families learn to sign with their deaf children.',
    product:
      "Ishara sends a deaf adult tutor to the home of a family with a deaf child under six, once a week for one year. The tutor teaches the whole family Jordanian Sign Language: the mother and father, the brothers and sisters, and often the grandmother, who is at home with the child most of the day. The lessons use the family's own life: the kitchen, the names of the cousins, the signs for bath time and bedtime. Between visits, families use our free WhatsApp dictionary of 1,800 short videos of everyday signs. One year for one family costs about 420 Jordanian dinars, and it is free for the family.",
    audience:
      'We work with hearing families who have a deaf child, usually from birth to six years old, in Amman, Zarqa, Irbid and, since last year, Mafraq, including Syrian refugee families there. Most of these parents have never met a deaf adult before our first visit. Families come to us from the newborn hearing tests at hospitals, from audiologists and, more and more, from other mothers. Our tutors are deaf adults, 27 of them now, whom we train and pay a proper salary.',
    problem:
      'More than nine in ten deaf children are born to hearing parents. Here, after the diagnosis, families are usually told to wait for a cochlear implant or to focus only on speech, and nobody tells them to sign. Many children reach school at six without a full language in any form, only a few gestures the family invented. These families love their children very much, but they cannot have a conversation with them. And the sign language classes that exist are in the city centre, in the evening, when most mothers cannot go.',
    story:
      "From the age of about seven I was my parents' interpreter, at the bank, at the doctor, at parents' evenings. My parents were lucky: both come from deaf families, so they always had language. In 2016 I was interpreting at a hospital in Amman for a hearing mother whose son, Yousef, was four and deaf. The doctor asked her what Yousef liked to eat, and she started crying, because she did not know. She had never been able to ask him. I went home and told my mother, and my mother signed to me: 'Then we go to her house.'",
    storyFollowUp:
      "So my mother started visiting Yousef's family every Saturday, with me helping at the beginning. After three months, his mother and his older sister could talk with him about food, school and football. Other mothers from the same clinic asked for the same thing, and my mother brought two deaf friends to teach. By 2018 we had 40 families and no money, so we registered Ishara as an association with the Ministry of Social Development. My mother is still our oldest tutor. She is 67.",
    proof:
      'Since 2018, 640 families have completed a full year with Ishara. After one year, the average family uses more than 400 signs at home, and the children know more than 600. We follow the children when they start school: last year 83% of our children began first grade with a full language in sign, which was very rare before. We now employ 27 deaf tutors. And today 150 families are on our waiting list, in Irbid and Zarqa.',
    proofFollowUp:
      "One family I think about often is Rana and her son Kareem, in Zarqa. Kareem was diagnosed at two, and until he was four he could only point and cry. Our tutor, Mr. Nabil Saleh, visited them every Thursday for a year. Now Rana, her husband and Kareem's two sisters all sign, and his grandmother knows enough signs to scold him, which he finds very funny. Kareem started kindergarten at a school for deaf children last September, and his teacher says he is one of the most talkative children in the class.",
    customerWords:
      'Rana wrote to our tutor on WhatsApp after Kareem\'s fifth birthday: "For four years I guessed what my son wanted. Last week he told me a joke." The joke, we learned later, was about his grandmother\'s cat. She has given us permission to share her words.',
    belief:
      'Many people, including some doctors, still believe that if a deaf child learns to sign, he will never learn to speak, so families are told not to sign at home. I believe the opposite, and the research agrees with us. Language is language. A child with a strong first language in sign learns to read Arabic, and to speak if he has an implant, more easily, not less. The enemy of speech is not sign language. It is silence at home.',
    update:
      'From September we are starting Grandmother Circles: small weekly groups in community centres in Irbid and Zarqa where grandmothers learn to sign together, over tea, because in many homes it is the grandmother who spends the whole day with the child. We are also training eight new deaf tutors this summer, so that we can start to clear our waiting list.',
    goal: 'Our goal for the next two weeks is to find sponsors for 150 families, so that every family on our waiting list in Irbid and Zarqa can start their year before the school year begins in September. One family for one year costs 420 dinars, about 590 US dollars, and any amount helps. People can sponsor a family at ishara.jo/sponsor, and companies can sponsor a group of ten families. We would also be grateful if audiologists and doctors would tell families about us on the day of the diagnosis.',
    tone: "Warm, hopeful and respectful. Please never write 'deaf and dumb'; it is still used here, and it is wrong and hurtful. Please do not write that children are 'suffering from' deafness; they are deaf, and they are fine. And please write 'deaf', not 'hearing-impaired', which the deaf community here does not like. No emoji, please.",
    other:
      'I am sorry, I am not sure I can answer that well. I am happy to tell you more about our families and our tutors.',
    repeat: 'I believe I have already answered that, and I do not have much to add.',
    pass: 'I think I have told you everything I can about that.',
  },
}

export const freshFounders38: Founder[] = [margot, bartosz, lerato, mahendra, josefina, dima]
