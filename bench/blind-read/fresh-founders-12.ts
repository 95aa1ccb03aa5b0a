// A thirteenth held-out set, written by a helper that never saw the product's code, used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const ivana: Founder = {
  id: 'ivana-posada',
  name: 'Ivana Radić',
  company: 'Posada',
  style:
    'long, rambling answers with asides in brackets and digressions (B2B: rostering software for ferry operators that keeps crews within the legal hours of rest)',
  description:
    "Ivana Radić, who spent eleven years as crewing manager at a ferry company in Split, founded Posada in Split, Croatia, in February 2021 with the software developer Dario Perić. Posada is rostering software for ferry and passenger-ship operators: it takes the timetable, each vessel's minimum safe manning and every seafarer's certificates, builds crew rosters that respect the Maritime Labour Convention's hours-of-rest rules (at least 10 hours of rest in any 24 and 77 in any seven days), lets crews see and swap their shifts on their phones, and keeps the hours-of-rest records that harbour masters and port state inspectors check. It costs €12 per crew member per month. Its customers are 11 small and mid-sized ferry operators in Croatia, Greece and Italy.",
  headline: '2,184',
  customerQuote:
    'For nineteen summers I slept with the phone under my pillow. This August I left it in the kitchen.',
  goalKeywords: ['roster', 'free', 'operators'],
  bannedWords: ['seamless', 'revolutionise', 'AI-powered'],
  noEmoji: true,
  answers: {
    opening:
      "Dobar dan, hello (sorry, I'm in the office in Split and the ferry to Supetar has just sounded its horn, which it does every time I get on a call, I'm convinced it knows). I'm Ivana Radić, and I founded Posada, which is Croatian for 'crew' (we had a long argument about whether foreigners would think of the Mexican Christmas parties, we decided they wouldn't, and then a customer in Naples asked me about piñatas). We make rostering software for ferry operators. Before this I was crewing manager at a ferry company here for eleven years, which is the job where your phone rings at five in the morning because a deckhand has a fever and a catamaran has to leave at six. So, please, ask.",
    product:
      'Posada builds the crew roster for a ferry company: who is on which ship, on which day, from what hour to what hour. You put in the timetable (the summer one and the winter one, which in Croatia are practically two different companies), the ships with their minimum safe manning (every ship has a document from the authorities that says it cannot sail with fewer than, say, a master, a chief engineer, a motorman and three deckhands), and the crew with their certificates and expiry dates (medical certificate, the STCW courses, all the papers that expire at the worst possible moment). Then it builds a roster that respects the rest-hour rules from the Maritime Labour Convention: at least 10 hours of rest in any 24, at least 77 in any seven days, and the rest split into no more than two periods, one of them at least six hours long (I can recite it in my sleep, and I have). Every seafarer sees their roster on their phone, and when someone is sick the manager gets a list of who can legally take the shift, not just who answers the phone at midnight. It also keeps the hours-of-rest records in the form the harbour master and the port state inspectors ask for. It costs €12 per crew member per month (we argued for months about per ship or per person, per person won, because a ship has eight people in January and twenty in August).',
    audience:
      'Ferry and passenger-ship operators around the Mediterranean, mostly the small and middle ones, with between three and thirty vessels (the very big groups have their own systems and their own armies of people, good luck to them). Today we have 11 operators: six in Croatia, in Zadar, Split, Rijeka and Dubrovnik, three in Greece, in Piraeus and on Naxos, and two in Italy, one in Naples and one that runs out to the Aeolian Islands from Milazzo. The person we talk to is the crewing manager (often a former captain, sometimes somebody who was good with Excel, which is how I started), then the technical director, who worries about inspections, and then the owner, who worries about overtime.',
    problem:
      "A summer timetable on the Adriatic is roughly three times the winter one: more departures, days from five in the morning to midnight, and seasonal crew who arrive in June. The roster is made in Excel, usually by one person, it takes about three weeks to build the summer, and it's wrong on the first day (somebody's wedding, somebody's mother, somebody who went to work on a cruise ship and forgot to tell anyone). Every change after that is made by phone, late at night, and nobody can check in their head whether moving a motorman from Tuesday to Wednesday breaks his 77 hours for Saturday. When it goes wrong, one of two things happens: either the ship sails with a crew that is legally over its hours, the inspectors find it in the records and the ship can be held in port, or the ship doesn't sail at all. On an island line that means the schoolchildren, the man going to dialysis, the bread and the tourists are all left standing on the quay.",
    story:
      "It was 4 August 2017, a Friday (the worst day of the whole summer for anything to go wrong, because half of Europe seems to arrive in Split on a Friday in August). At 6:40 in the morning, twenty minutes before the catamaran to Hvar and Vis was due to leave, an inspector from the harbour master's office doing a routine check looked at the chief engineer's rest-hour sheet and saw he'd had eight hours of rest in the previous twenty-four, because I had moved him the night before to cover a colleague with a kidney stone (the colleague is fine now, he tells this story better than I do). The ship stayed in port for four hours while we found another chief engineer, who was in Trogir at his sister's. 340 passengers stood on the quay in 34 degrees, and I was the one explaining it to them, in four languages, three of them badly. And the inspector was right, that's the worst part. I simply couldn't see it, in Excel, at midnight.",
    storyFollowUp:
      "That autumn I started writing the rules into a spreadsheet with macros (terrible macros, I'm not a programmer, my brother-in-law still laughs at them), and by 2019 the spreadsheet was checking the whole company's roster. In 2020, which was a strange year for ferries, I met Dario Perić, a developer who had been building booking systems for catamaran companies, and we founded Posada in Split in February 2021. The first customer was a small operator with three ships to Brač and Šolta, in the summer of 2021, and the first thing the software did was find eleven breaches in their August plan (before August, which was the point). I left my job in January 2022, and now we are fourteen people in an office above a bakery in Lučac, which is a problem for everybody's waistline.",
    proof:
      "Last season, summer 2024, Posada built the rosters for 2,184 seafarers on 74 vessels for 11 operators. At the seven operators we can compare over full seasons before and after, sailings cancelled for lack of crew went from 38 in summer 2022 to 4 in summer 2024, and overtime costs fell by 23% on average. Building the summer roster takes about two days instead of three weeks. And in 2024 our customers' ships had 63 inspections, by harbour masters and port state control, and not one found a rest-hour breach (before, about one in six did, and I know that because I used to be the person who got the phone call).",
    proofFollowUp:
      'The one I like best is Otočna linija in Zadar, which runs nine ships (three car ferries and six passenger boats) out to Ugljan, Pašman, Dugi Otok and the little islands, Silba, Olib and Premuda, where in winter the ferry is also the post, the doctor and the newspaper. In summer they have 212 crew. Their crewing manager is Ante Jurić, who has done the job for nineteen years, in a paper notebook and in Excel (and, I suspect, on the backs of cigarette packets). In summer 2022 they cancelled 14 sailings because they had no legal crew, and paid €186,000 in overtime. They started with Posada in January 2023. In summer 2024 they cancelled no sailings for crew reasons (one for the bora, which no software can roster around), overtime was €121,000, and Ante built the whole summer roster in two days in April instead of most of March.',
    customerWords:
      'Ante said it at our users\' day in Zadar last November (in Croatian, holding a cigarette he wasn\'t allowed to light, so this is my translation): "For nineteen summers I slept with the phone under my pillow. This August I left it in the kitchen." His wife, who was sitting next to him, said the kitchen was still too close (nobody translated that for the Italians, thank God). We painted the first sentence on the wall of our office, and he said yes, as long as we spelled Jurić with the ć.',
    belief:
      "Everybody in this business says the problem is the crew shortage: there are no young seafarers, they all go to the cruise ships and the tankers, and nothing can be done. It's partly true, I won't deny it. But in my experience most operators have enough people and use them badly: the same five reliable ones work every Saturday until they burn out and leave, while the roster has gaps nobody can see. And the people who leave the short-sea ferries mostly don't leave for the money, they leave because they never know two weeks ahead whether they'll have their Saturday. Publish the roster six weeks in advance, keep to it, and people come back for another summer. A good roster is a recruitment tool (I said that at a conference in Piraeus and a Greek shipowner laughed so hard he had to go outside, and then he became a customer).",
    update:
      "On 17 February 2025 we released shift swaps: seafarers can offer and take shifts among themselves in the app, and before a swap even reaches the manager, Posada checks it against the rest hours, the minimum safe manning and the certificates (a deckhand without the right course for the car ferry can't take a shift on the car ferry, however kind he is). The manager approves it with one tap. In the first six weeks, at four operators, crews made 1,130 swaps, and 96 were stopped automatically because they would have broken a rule (every one of those 96 used to be a phone call at midnight).",
    goal: "For these two weeks: we'd like ten more ferry operators (Croatia, Greece, Italy, Montenegro too, anywhere with islands and a summer) to send us last summer's roster for a free roster check before the 2025 season. They send the roster and the timetable however they have them (Excel, PDF, even photos of a notebook, Ante sent us photos of a notebook), and within five working days we send back a written report: every rest-hour breach in last summer's plan, every certificate that expires before October, and a draft summer roster for 2025. It costs nothing and commits them to nothing. What I'd like readers to do is book a slot at posada.hr/provjera, or forward it to their crewing manager, who is probably building the summer roster in Excel at the kitchen table right now.",
    tone: "Calm, practical and concrete, with real numbers and real places. Our readers are captains, crewing managers and technical directors, and they can smell marketing from the other side of the harbour. Please don't write 'seamless', 'revolutionise' or 'AI-powered' (there's no AI in it, it's rules and arithmetic, very good arithmetic). No emoji. And no postcard Croatia, please: no 'crystal-clear waters', no Game of Thrones. We work on the ferries, not on the beach.",
    other:
      "That's a long way from ferries (further than Premuda, and that's quite far), so I won't pretend to know.",
    repeat: "We've sailed that route already (twice, I think), so I'll leave it where it is.",
    pass: "That's all I have on that one, I've run out of crew.",
  },
}

const puput: Founder = {
  id: 'puput-sambal-galak',
  name: 'Puput Rahmawati',
  company: 'Sambal Galak',
  style:
    'playful, emoji, caps and exclamation marks, a little Indonesian slang (consumer brand: jarred Indonesian sambal made from fresh chilli, garlic, squid and smoked fish)',
  description:
    'Puput Rahmawati, a former head cook for a wedding caterer, founded Sambal Galak ("fierce sambal") with her mother in Sleman, Yogyakarta, Indonesia, in March 2020. Sambal Galak makes jarred sambal, the Indonesian chilli relish eaten with rice, in four flavours: garlic (Sambal Bawang), baby squid, smoked skipjack from Manado (Roa) and a shallot-and-lemongrass Sambal Matah. A 150 g jar costs Rp 39.000 (Rp 55.000 for the squid). It is made without MSG or preservatives, registered with Indonesia\'s food and drug agency BPOM and halal certified, in a kitchen in Sleman with 26 staff, using chillies bought directly from 34 farmers in Kulon Progo. It sells on Shopee, Tokopedia and TikTok Shop, in 140 small shops around Yogyakarta, and through resellers to Indonesians in Hong Kong, Singapore and the Netherlands.',
  headline: '318,750',
  customerQuote: 'One spoon and everybody in Victoria Park goes quiet, then they all ask for two jars.',
  goalKeywords: ['pre-order', 'Andaliman', 'free shipping'],
  bannedWords: ['exotic', 'oriental', 'ethnic'],
  noEmoji: false,
  answers: {
    opening:
      'HALOOO!! 👋🏽🌶️ Puput here, from Jogja, Indonesia 🇮🇩 I make SAMBAL GALAK, the sambal that is GALAK (fierce!!) but loves you anyway 😤❤️ Ex-wedding caterer, now full-time chilli queen 👑🔥 Gaskeun, ask me anything!!',
    product:
      "Okayyy so SAMBAL GALAK is real sambal in a jar, made the proper way, like with the ulekan, the stone mortar 🪨 (well, now with big grinders, my arms are not THAT strong wkwkwk 💪🏽😂) We have 4 flavours: Sambal Bawang Galak with bird's eye chilli + SO MUCH garlic, the OG 👑🧄, Sambal Cumi Galak with baby squid 🦑, Sambal Roa with smoked fish from Manado 🐟, and Sambal Matah Galak with shallot and lemongrass 🍋 One jar is 150 g, Rp 39.000, the squid one is Rp 55.000 because squid is expensive bestie 😭 No MSG, no preservatives, BPOM registered, halal certified ✅ One spoon on plain rice and you AUTO NAMBAH NASI (automatically go back for more rice), guaranteed 🍚🍚🍚",
    audience:
      'Basically everybody who eats rice 😂🍚 but mostly: anak kos, the students and young workers who live in little boarding rooms in Jogja, Jakarta, Bandung, Surabaya, eating Indomie 5x a week and need HELP 🍜🆘 Young mums who want dinner in 10 minutes 👩🏽‍🍼 And our Indonesian family abroad!! Mbak-mbak working in Hong Kong and Singapore, students in Melbourne and the Netherlands, they miss home SO bad 🥹✈️ Also 140 warung and minimarkets around Jogja sell us now 🏪',
    problem:
      "The problem is most sambal in the supermarket is... sauce 😩 Sweet, red, watery, more tomato than chilli, zero garlic, it's giving ketchup 🥫🙅🏽‍♀️ Real sambal you have to make fresh: 30 minutes of ulek-ulek, your hands burn for 2 days, your eyes cry, your kos-mates complain about the smell 😭🔥 And the homemade ones on Instagram are lovely but they go mouldy in a week because no proper processing 🤢 So people either eat boring food or cook for one hour after work. Nobody has time for that cuy!!",
    story:
      "MARCH 2020 😷 I was head cook for a wedding caterer in Jogja. We had a BIG wedding, 1,000 guests, on 28 March 2020, and I had already bought 40 KG of chilli and 15 kg of garlic for it 🌶️🧄 Then COVID... wedding cancelled, ALL weddings cancelled 💔 So there I am, 40 kg of chilli in my mum's freezer in Sleman and no job 🫠 My mum said 'Ya sudah, bikin sambal' (okay then, make sambal) 😂 So we made sambal bawang in her kitchen, filled old jam jars, and I posted it in our neighbourhood WhatsApp group 📲",
    storyFollowUp:
      "60 jars gone in 2 HOURS 😳 By the evening people were ordering for their cousins in Jakarta 😂 For the first months my mum and I cooked at night and my little brother Dimas delivered on his motorbike 🛵 In 2021 I posted a TikTok of my mum tasting a new batch, eyes full of tears, shouting 'GALAK!!' 😭🔥 2.1 MILLION views, and that's how we got our name wkwkwk 😂 In 2022 we got our BPOM registration (7 months of paperwork, pray for me 🙏🏽) and moved to a proper kitchen in Sleman. Now we are 26 people, mostly ibu-ibu from our kampung, and my MUM IS HEAD OF TASTE 👵🏽👅",
    proof:
      'We have sold 318,750 JARS since 2020!!! 🎉🎉🌶️ 4.9 stars on Shopee from more than 27,000 ratings ⭐⭐⭐⭐⭐ 41% of buyers come back and buy again, usually within 5 weeks (because the jar is FINISHED 😂) We ship to Hong Kong, Singapore and the Netherlands every week through resellers ✈️📦 And all our chilli comes straight from 34 farmers in Kulon Progo, no middleman 🤝🌶️',
    proofFollowUp:
      "My FAVE story 😍 Mbak Rini Astuti, she's from Blitar and works as a domestic helper in Hong Kong 🇭🇰 On Sundays, her day off, all the Indonesian mbak-mbak meet in Victoria Park and share food on mats 🧺 In 2023 she brought 10 jars to sell, just to try. Now she sells around 400 JARS A MONTH there!! 🤯 The extra money pays her daughter's school fees back home in Blitar, and last year she started building a new kitchen for her mum 🏠❤️ Her jars are always sold out by 2pm 😂",
    customerWords:
      'Rini sent me a voice note after her first Sunday, in Javanese, so I translate: "One spoon and everybody in Victoria Park goes quiet, then they all ask for two jars." 😂😂 I played it at our team meeting and the ibu-ibu CHEERED 🙌🏽 It\'s on our Shopee page now, with her permission of course!!',
    belief:
      "Hot take 🌶️🔥 Everybody thinks sambal is a SIDE thing, the little bowl next to the real food 🥣 NO!! For millions of Indonesians sambal IS the meal: rice + egg + sambal = dinner, and a good dinner 💯 So sambal deserves the same respect as rendang: real chilli, real garlic, real fish, not chilli-flavoured ketchup 😤 And spicy doesn't mean pain!! It should be TASTY first, spicy second. Galak but friendly, like my mum 😂❤️",
    update:
      'NEW ALERT 🚨🚨 On 14 April 2025 we launched SAMBAL GALAK MINI, 60 g jars for Rp 15.000, perfect for your lunch bag or for anak kos at the end of the month when the wallet is TIPIS (thin) 😂💸 The first 10,000 sold out in 6 days!!! 🤯 Restock is coming, sabar ya (be patient) 🙏🏽',
    goal: "BIG NEWS 🚨🌶️ We're opening pre-order for our new flavour SAMBAL ANDALIMAN GALAK!! Andaliman is the tingly Batak pepper from around Lake Toba, it makes your lips go brrrr 👄⚡ Rp 45.000 a jar. In these two weeks we want 2,000 pre-orders, and the first 2,000 get free shipping anywhere in Indonesia + a FREE mini jar of Sambal Bawang 🎁🚚 Pre-order on our Shopee store 'Sambal Galak Official' or at galak.id/andaliman before 15 May!! Tag your kos-mates, your mum, your bestie, EVERYBODY, kuy!! 📣🔥",
    tone: "FUN!! Like chatting with your bestie at the angkringan at midnight 😂🌙 Emoji YES, caps YES, a little Indonesian slang is fine (mantul, gaskeun, wkwkwk) 🙌🏽 But please NEVER call our sambal 'exotic' or 'oriental' 🙅🏽‍♀️ and not 'ethnic' either, it's just our food, normal food for 280 million people!! And don't call it chilli sauce like it's ketchup, it's SAMBAL 🌶️ Also no 'spicy challenge' where people suffer, we want people to ENJOY 😋",
    other: "Waduh, that one I don't know bestie 🤷🏽‍♀️😂",
    repeat: 'I think I told you already yaa 😅',
    pass: "That's all from me for that one!! 🙏🏽",
  },
}

const sian: Founder = {
  id: 'sian-rhondda-fridges',
  name: 'Siân Bowen',
  company: 'Rhondda Fridges',
  style:
    'civic nonprofit, plain, careful and measured (a network of community fridges that share surplus food with anyone who wants it)',
  description:
    "Siân Bowen, who was a primary school cook in Treorchy for seventeen years, founded Rhondda Fridges, a charitable incorporated organisation in the Rhondda valleys, south Wales, which opened its first fridge in August 2020. It runs twelve community fridges in public places such as a chapel vestry, libraries, a rugby club, a leisure centre, a launderette and community centres, from Treherbert to Porth. Volunteers collect surplus food from supermarkets, bakeries, a sandwich shop and allotments every day and put it in the fridges, where anyone can take it without a referral or questions; every fridge is checked and temperature-logged twice a day and the charity is registered with the council's food safety team. Since February 2025 one site in Maerdy also has a freezer of single-portion meals cooked by volunteers from surplus vegetables.",
  headline: '214,800',
  customerQuote: 'I come on a Thursday after my shift and nobody asks me to explain myself.',
  goalKeywords: ['volunteers', 'fridge', 'Porth'],
  bannedWords: ['the needy', 'handouts', 'less fortunate'],
  noEmoji: true,
  answers: {
    opening:
      "Hello, and thank you for having me. I'm Siân Bowen, and I coordinate Rhondda Fridges, a small charity in the Rhondda valleys in south Wales. We run community fridges: ordinary fridges in public places, stocked with good food that would otherwise be thrown away, which anyone can take from. Before this I was a school cook in Treorchy for seventeen years. I'm happy to answer whatever you'd like to ask.",
    product:
      "A community fridge is a shared fridge in a public place. Ours are in a chapel vestry, two libraries, a rugby club, a leisure centre, a launderette and several community centres, twelve in all, from Treherbert at the top of the valley down to Porth. Every morning volunteers collect surplus food from supermarkets, bakeries, a sandwich shop and some allotments: bread, fruit and vegetables, milk and cheese, sandwiches, ready meals. It goes into the fridges the same day. Anyone can come in while the building is open and take what they will use. There is no referral, no form, and nobody asks any questions. Each fridge is checked twice a day by a volunteer, who makes sure it is below 5°C, removes anything past its use-by date, and writes it in the log. We don't accept raw meat or fish, alcohol, or food cooked at home.",
    audience:
      "Anyone in the Rhondda can use the fridges, and we do mean anyone. From our surveys, about half are people in work whose money doesn't stretch to the end of the month: care workers, shop staff, people on zero-hours contracts. There are also pensioners, students, families with young children, and people who simply don't like to see food wasted. The people we most need to reach through writing like this are new volunteers, businesses with surplus food, and local organisations that might host a fridge.",
    problem:
      "Two things that shouldn't exist side by side. Shops and cafés throw away a great deal of good food every day, because it is close to its date or the packaging is dented. And many households in the valleys are cutting back on food, because rent, energy and bus fares have gone up faster than wages. Parts of the Rhondda are among the most deprived areas in Wales on the Welsh Government's own index, and for some people the nearest large supermarket is a bus ride away. Food banks do important work, but most need a referral and open at set times, and many working people feel they shouldn't use them. So families go without fresh food, while the shops send it to waste.",
    story:
      "On Friday 20 March 2020 the schools in Wales closed for lockdown. I was the cook at a primary school in Treorchy, and the kitchen was full: about 60 pints of milk, yoghurts, cheese, ham and fruit, all delivered that week. I was told it would have to go in the bin, because nobody knew when we would be back. I asked if I could take it instead. I put it all in my car, set up two pasting tables outside a chapel on Bute Street, and put up a sign saying 'Free, please help yourself'. It was gone in forty minutes. A man I had never met came back an hour later with a bag of potatoes from his allotment to put out as well.",
    storyFollowUp:
      "After that, people kept asking when the table would be back. That summer a café in Pentre that had closed for good gave us its display fridge, and the minister let us put it in the chapel vestry. We registered with the council's food safety team, had a visit from an environmental health officer, and followed the guidance of Hubbub's Community Fridge Network. The first fridge opened on 17 August 2020. We became a charitable incorporated organisation in 2021. Today there are twelve fridges, about 140 volunteers, and two part-time staff: myself, and Gareth, who drives the van.",
    proof:
      'Since August 2020 our fridges have passed on 214,800 kilograms of food that would otherwise have been thrown away. In 2024 alone it was 71,300 kilograms. We count about 2,100 visits a week across the twelve fridges. We have had no food safety incidents in four and a half years, and when the council inspected the Porth fridge in October 2024 it was given a food hygiene rating of 5, the highest. In our survey last year, 63% of the people who answered said the fridges helped them get to the end of the month without going short of food.',
    proofFollowUp:
      "I'll tell you about Lisa Morgan, who has said I may. Lisa is a care worker in Ferndale with three children, and she works shifts. In 2022, once the rent and the electric were paid, she often had nothing left for fresh food by Wednesday, and by the end of the week the children were living on cereal and toast. She started coming to the Ferndale fridge on Thursdays after her early shift. She reckons it saves her about £25 a week, mostly on fruit, vegetables, milk and bread. Since last spring she has also done the Saturday morning check at the same fridge, once a fortnight.",
    customerWords:
      'Lisa said this at a volunteers\' meeting in the Ferndale community centre last November, when we asked people why they keep coming: "I come on a Thursday after my shift and nobody asks me to explain myself." It has stayed with all of us. It is the reason we have no forms. She is happy for us to use it, with her name.',
    belief:
      "People often think a community fridge is a food bank without the paperwork, something only for people who are struggling. I think it works best when everyone uses it: the retired teacher who takes a loaf, the student, the builder on his lunch break, the mother at the end of the month. If only people in hardship are seen going in, it becomes somewhere people are embarrassed to be seen, and those who need it most stay away. The more ordinary it is, the more good it does. And it is first of all about not wasting food, which is everybody's business.",
    update:
      'On 10 February 2025 we opened our twelfth fridge, in the community centre in Maerdy, at the top of the Rhondda Fach, and for the first time we put a freezer beside it. Every Tuesday a group of volunteers cooks surplus vegetables into soups and stews in the registered kitchen at the Ton Pentre community centre, and freezes them in single portions labelled with the date and the ingredients. In the first six weeks, 1,450 portions were taken from the Maerdy freezer.',
    goal: 'In the next two weeks we need 25 new volunteers, mainly for the fridges in Porth and Ferndale, where we are short. The main role is a fridge check: one hour, once a week, morning or evening, checking the temperature, removing anything out of date, wiping down and filling in the log. We also need two or three drivers with a clean licence for the Tuesday and Friday collections in our van. We provide a Level 2 food hygiene course online at no cost to you, and a short induction. Please sign up at rhonddafridges.org.uk/volunteer, or come to our open evening at Porth Plaza on Wednesday 26 March at 6pm.',
    tone: "Plain, warm and respectful. Please don't use 'the needy', 'handouts' or 'less fortunate'; the people who use the fridges are our neighbours, and taking food that would otherwise be wasted is sensible, not charity. No emoji. Please don't describe the valleys as a sad or broken place, and no pictures of empty cupboards. If you mention the food, say what it is: bread, apples, milk.",
    other: "I'm afraid that's not something I know enough about to answer.",
    repeat: 'I think we covered that earlier, and I have nothing to add to it.',
    pass: "That's everything I can tell you on that.",
  },
}

const darlene: Founder = {
  id: 'darlene-tankright',
  name: 'Darlene Pike',
  company: 'Tankright',
  style:
    'raw voice transcript in Newfoundland English: all lower case, no punctuation, fillers (um, uh, like, you know), false starts, repeated words, self-corrections, numbers half spoken, local turns of phrase ("me son", "some" for "very", "after" for "have just", "ye" for plural you) (replacing old home heating oil tanks with double-walled ones)',
  description:
    "Darlene Pike, who worked fourteen years as an oil burner mechanic for a heating oil company, founded Tankright with her brother Wayne in Conception Bay South, Newfoundland and Labrador, Canada, in 2018, after her mother's old heating oil tank leaked under her house in Harbour Grace. Tankright inspects home heating oil tanks for free and replaces old or corroded ones with double-walled tanks, pumping the oil across, hauling the old tank away and sending the photos and paperwork to the homeowner's insurer, which in Newfoundland often will not renew a policy once a single-walled tank passes fifteen years. A basement tank costs $3,300 installed and an outdoor one $3,700, with a payment plan of $95 a month over three years. It works across the Avalon Peninsula, from St. John's to Carbonear, mostly for older homeowners.",
  headline: '2,760',
  customerQuote:
    'that letter from the insurance give me some fright but ye had it done before the kettle boiled',
  goalKeywords: ['inspection', 'tank', 'free'],
  bannedWords: ['newfie', 'ticking time bomb', 'disaster'],
  noEmoji: true,
  answers: {
    opening:
      'hello yes hi um can you hear me good ok so im darlene darlene pike i um i run tankright were in cbs conception bay south just outside of town an we we change out oil tanks like home heating oil tanks um before that i was a oil burner mechanic for like fourteen years with uh one of the oil companies so ive been crawlin around basements most of me life honestly ok go on me son ask away',
    product:
      'so what we do is um we come out to your house an we look at your oil tank like your furnace tank whether its in the basement or out on the side of the house um an if its gettin old or its rusted or whatever we put in a new one a double wall one so its like a tank inside a tank right an if the inside one ever goes the oil just stays in the outside one um an we pump your oil over from the old tank so you dont lose none an we take the old one away an um an we send the paperwork an the pictures straight to your insurance company so you dont have to deal with em the inside ones are uh thirty three hundred installed an the outside ones thirty seven hundred an theres a payment plan ninety five dollars a month over three years thats mostly the seniors who take that um an the inspection is free',
    audience:
      'um mostly older people honestly like seventy an up all over the avalon so in town st johns mount pearl paradise torbay an then out around the bay bay roberts harbour grace carbonear um people whos been in the same house forty years an the tank came with the house you know an then um young couples buyin an old house cause the bank or the insurance wont close on it till the tanks done an um we do some landlords too like buddy in town with eleven houses he gets us to do em all',
    problem:
      'so so the thing is um the insurance companies here wont insure you if your tank is too old like the single wall ones they want em changed out at fifteen years an a lot of people dont even know how old their tank is cause theres a sticker on it but its all rusted off right so they get a letter sayin you got thirty days or your house insurance is gone an everybody panics at the one time an the outfits are booked up seven eight weeks um but the real problem the real problem is leaks like a tank rusts from the inside out cause water gets in the bottom an you cant see it an then one day it lets go an youve got oil under your house an the cleanup is like fifty sixty seventy thousand dollars an if the tank was too old the insurance pays nothing not a cent',
    story:
      'so january twenty seventeen um me mother gert she was in harbour grace same house since nineteen seventy two an her tank outside was um twenty two years old an none of us ever thought about it like i was a oil burner mechanic an i never once looked at me own mothers tank how stunned is that um an over one weekend it rusted through the bottom an about seven hundred litres went under the house an into the ground an the cleanup was forty eight thousand dollars forty eight an the insurance wouldnt pay nothing cause the tank was too old so she had to get a loan at seventy one years old an she was some upset i never seen her like that um an i remember standin in her yard with the smell of it thinkin im after walkin past a thousand tanks just like that one',
    storyFollowUp:
      'so um i went in with me brother wayne he had a half ton an a trailer an hes some handy um we started in the spring of twenty eighteen no sorry it was the fall the fall of twenty eighteen out of his garage an the first year we did like a hundred an forty tanks mostly word of mouth from mom from moms church crowd honestly an then the insurance companies started sendin those letters to everybody like twenty nineteen twenty twenty an the phone never stopped so um i quit the oil company in twenty nineteen an now theres eleven of us three trucks an a office in cbs an wayne still does the hard ones the basements with the narrow stairs',
    proof:
      'so um since twenty eighteen weve put in 2,760 tanks two thousand seven hundred an sixty all over the avalon an not one single one of our tanks has leaked not one um we do like six hundred a year now an uh ninety seven percent of people who book an inspection we get to em inside a week an about one in four of the inspections we do the tank needs to come out right away like its weepin or the legs are rotted or whatever so thats um thats a lot of basements that were gonna have oil in em',
    proofFollowUp:
      'um ok so ches an marg dawe in carbonear hes seventy four shes seventy two lovely people an in october twenty twenty three they got the letter from the insurance sayin your tank is nineteen years old youve got thirty days to replace it or were not renewin an they called three outfits an the earliest anybody could come was seven weeks an marg was she was beside herself cause ches has a bad heart an they cant be without heat in november right so um we did the inspection the next day an we had the new tank in six days after that they went on the payment plan the ninety five a month an the insurance renewed the same week an uh when we took the old tank out the bottom of it was thinner than a pop can so',
    customerWords:
      'so marg she wrote us a card like a proper card with a lighthouse on it its on the fridge in the office um an it said that letter from the insurance give me some fright but ye had it done before the kettle boiled an um i dont think shes ever boiled a kettle that slow but thats marg haha she said we could use it',
    belief:
      'um so everybody round here thinks like if its not leakin dont touch it right thats how me father was with everything an with a tank thats exactly backwards cause they rust from the inside out the water sits in the bottom under the oil an eats it an by the time you smell oil in the basement its too late its already in the ground so you gotta check it before not after um an the other thing people think you gotta rip out the oil altogether an go heat pump an thats grand for some people but nans an pops in harbour grace on a pension are not gonna spend twenty thousand on that so lets just make the oil safe you know',
    update:
      'so um on march um march thirty first twenty twenty five we started usin these ultrasonic gauges its a little thing you put on the steel an it tells you how thick the steel is at the bottom so instead of just goin by the age of the tank we can tell you like this ones got years left or this ones gonna let go this winter an we done like two hundred an ten tanks with it already an forty one of em that were under fifteen years old were already gettin thin so',
    goal: 'ok so for the next two weeks what we want is um a hundred an fifty free tank inspections booked all over the avalon like anybody whose tank is ten years old or more or you dont know how old it is the inspection is free we come out we check it with the gauge an we tell you straight if its good or not an um if you do need a new tank an you book it by may thirty first its two fifty off uh two hundred an fifty dollars off so um just go to tankright dot ca slash check or ring the office an somebodyll call ye back the same day',
    tone: 'um just plain like youre talkin to somebody at their kitchen table you know not salesy an please dont say newfie like i know some people dont mind it but lots of people find it right insulting an dont say ticking time bomb or disaster or try to frighten people the seniors get frightened enough with them insurance letters um no emojis an dont make fun of the way we talk either thanks',
    other: 'oh i wouldnt know nothin about that one me son',
    repeat: 'uh i think i told ye that already yeah same thing',
    pass: 'no thats um thats all i got on that',
  },
}

const aurelie: Founder = {
  id: 'aurelie-cave-commune',
  name: 'Aurélie Favre',
  company: 'Cave Commune',
  style:
    'non-native English with the slips of a French speaker: false friends ("actually" for "currently", "propose" for "offer", "race" for "breed", "control" for "check"), "since ten years", "I have 41 years", "I am not agree", "persons", "depend of", article slips ("the farmers are tired", "the three first months"), present for past and present perfect, missing third-person -s (a shared ripening cellar for the cheeses of small Alpine farms)',
  description:
    'Aurélie Favre, who worked fifteen years as a cheese technician for a dairy cooperative in the Aravis mountains, founded Cave Commune in Thônes, Haute-Savoie, France, in 2020 as a cooperative with twelve small farms. Cave Commune is a shared cellar for ripening farm-made cheeses: its refrigerated truck collects young tommes de Savoie and reblochons from farms twice a week, and its staff and two turning-and-brushing robots look after them through ripening in a 600 m² cellar built into the mountainside. Farms pay €0.85 per kilo per month, or sell their young cheeses to Cave Commune at a fixed price, and Cave Commune sells the ripened cheeses to cheese shops in Annecy, Lyon and Geneva. It works with 46 farms in the Aravis valleys and, since April 2025, also ripens abondance.',
  headline: '38,900',
  customerQuote: 'Nine years the cheeses decided our holidays. This year, we decided.',
  goalKeywords: ['farms', 'ripening', 'free'],
  bannedWords: ['terroir', 'artisanal', 'gourmet'],
  noEmoji: true,
  answers: {
    opening:
      'Hello, bonjour! I am Aurélie Favre, I have 41 years, and I am the founder of Cave Commune, in Thônes, in Haute-Savoie, in the French Alps, near to Annecy. We make the affinage, the ripening, of cheeses for the small farms. Before, I was during 15 years cheese technician for a dairy cooperative in the Aravis. Excuse me for my English, it is not perfect, I learned it mostly with the Swiss clients. You can ask.',
    product:
      'Cave Commune is a shared cellar for ripening the cheeses of small farms. The farmers make their tommes and their reblochons at the farm, like always, and when the cheese has some days, our refrigerated truck collect it at the farm, each Tuesday and each Friday. In our cellar, which is 600 m² in the side of the mountain, at 11 degrees and 95% of humidity, we take care of the cheeses during all the ripening: we turn them, we brush them, we wash them with the salted water. We have two robots for the turning and the brushing, and four persons who control the cheeses every day. The farmer pay €0.85 per kilo per month, or if he prefer, we buy the cheeses young and we sell them ripe to the cheese shops in Annecy, Lyon and Geneva, and the farmer receive a fixed price per kilo. Actually we have 46 farms.',
    audience:
      'Our clients are the small farms of the Aravis valleys and around: Le Grand-Bornand, La Clusaz, Manigod, Serraval, Les Villards-sur-Thônes. Most of them are families with 15 to 40 cows, or some with goats, who make the cheese at the farm, tomme de Savoie, reblochon fermier, sometimes abondance. Often it is a couple, with the parents who help, and they make everything: the animals, the hay, the milking two times per day, the cheese, the market on Saturday. On the other side, our clients are the crémeries and the cheese shops who want farm cheeses but who cannot drive to 46 farms.',
    problem:
      'A cheese need a lot of work after it is made. A tomme need to be turned and brushed two times per week during two, three months, and the cellar of the farm is often too warm in summer, too dry, or too small. So the farmer pass every evening one or two hours in the cellar, after the milking, when he is already tired. And if the cellar is not good, the cheese have defects: cracks, bad crust, the mites, the cirons, who eat the crust. On a small farm it is easy to lose one cheese on ten. And the worst: the farmer cannot leave. Never. Because the cheeses cannot wait. I know farmers who did not take one week of vacation since ten years.',
    story:
      "It was in July 2019. My cousin Baptiste, who has goats in Manigod, he broke his leg during the hay, he fell from the trailer. He had 600 tommes in his cellar, and they needed to be turned and brushed. So during six weeks, each evening after my work at the cooperative, I went to his cellar, two hours, with a head lamp. One evening in August his neighbour came to see, and she told me: 'You are lucky he has a cousin. If it is me, I lose all.' And in the car I have thought: it is not normal that the cheese of all the valley depend of one leg.",
    storyFollowUp:
      'In the autumn I have made the tour of the farms around Thônes, with a cake and a questionnaire, 31 farms. 24 said me the same thing: the cellar is the problem. In 2020 we created Cave Commune as a cooperative, a SCIC, with 12 farms, each farm put €2,000, and the bank gave a loan for the rest. We started in an old cellar under a former sawmill, with one robot that we bought second hand in Switzerland, in the canton of Fribourg. The first winter the robot fell in panne every week, I learned a lot of new words in German. In 2022 we built the new cellar in the mountain, and actually we are 9 persons.',
    proof:
      'In 2024 we ripened 38,900 cheeses for 46 farms, it is around 95 tonnes. The loss, so the cheeses with a defect who cannot be sold at full price, is 1.5% in our cellar; on the farms it was in average 8%, according the farms themselves. The farmers told us they win in average 9 hours per week. And the thing I am the most proud: last year, 31 of our farms took vacation, and for 12 of them it was the first time since they have the farm.',
    proofFollowUp:
      'I give you the example of Élodie and Julien Gaillard, they have 22 cows of Abondance race at Le Grand-Bornand, and they make tomme and reblochon fermier. Before, Élodie passed around 11 hours each week in the cellar, in the evening, and they lost around one tomme on ten, mostly because of the cirons and because the cellar is too warm in July. They did not take vacation since 2014. Since April 2022 they give us the tommes when they have 8 days. Now they lose one on 60, Élodie has her evenings, and in August 2023 they went 10 days in Brittany, to the sea, with the children. Her father-in-law milked the cows, he was very content to be the boss again.',
    customerWords:
      'Élodie said this in French at our general assembly in March, in front of all the farms, and I translate like I can: "Nine years the cheeses decided our holidays. This year, we decided." Everybody applaused, even the old farmers who never applaud. She accepted that we use it, with her name.',
    belief:
      'A lot of persons think that a good farm cheese must be ripened at the farm, by the farmer, in his own cellar, like in the old times, or it is not a real farm cheese. I am not agree. The cheese is made at the farm, with the milk of the farm, and this is what give the taste. The ripening is another métier, it is like the wine: the vigneron make the wine, he does not make the bottle. If we share the cellar, the small farms can survive, and the small farms is what make the cheese good. To refuse to share is more dangerous for the tradition than to share.',
    update:
      'The 2 April 2025 we opened the new part of the cellar, for the abondance, who need minimum 90 days and bigger shelves, because one wheel of abondance make 7 to 12 kilos. It add place for 4,000 wheels. Before, we could only take the tomme and the reblochon, so the farms who make abondance had to continue alone. Already 6 farms of the Chablais, near the village of Abondance, have signed.',
    goal: 'For the two next weeks: we search 15 new farms who want to give us their cheeses for ripening this summer, before the montée en alpage, when the cows go up to the mountain in June and the farmers have the most work of all the year. We propose: the three first months of ripening at half price, and the collect at the farm with our truck is free, also for the farms far away in the Chablais. The farmers can call us or fill the form on cavecommune.fr/fermes before 31 May, and I come myself to visit the farm and the cellar. And if you are a cheese shop and you know a farmer who is tired, please send him this.',
    tone: "Simple and honest, with the real numbers, and respect for the farmers, it is their cheese, not ours. Please don't write 'terroir', 'artisanal' or 'gourmet', it is the words of the marketing of the supermarkets, and the farmers laugh when they read that. No emoji. And no Heidi, no chalet with the flowers: the farmers work, it is not a postcard.",
    other: "This, I don't know, I prefer not to say something false.",
    repeat: 'I think I have already answered to this, it is the same.',
    pass: 'For this question I have nothing more, sorry.',
  },
}

const rafael: Founder = {
  id: 'rafael-deadref',
  name: 'Rafael Tanaka',
  company: 'Deadref',
  style:
    'terse indie hacker: fragments, a few words per answer, numbers, no pleasantries (solo tool that finds broken links in developer documentation sites)',
  description:
    "Rafael Tanaka, a former backend developer, runs Deadref on his own from Curitiba, Brazil. Deadref crawls a company's developer documentation site every week and finds dead links, broken anchors, redirect chains and missing images, and runs the same check on every GitHub pull request so broken links are caught before they are published. It costs $12 a month per documentation site, or $49 a month for up to ten. Its customers are mostly developer-tool and API companies in the United States and Europe with small documentation teams.",
  headline: '1,148',
  customerQuote: '412 dead links. We thought we had zero.',
  goalKeywords: ['docs', 'scan', 'free'],
  bannedWords: ['game-changing', 'effortless', 'supercharge'],
  noEmoji: true,
  answers: {
    opening: 'Rafael. Curitiba, Brazil. Deadref. Finds broken links in docs.',
    product:
      'Crawls your docs site weekly. Dead links, dead anchors, redirect chains, broken images. GitHub check on every PR. $12/mo per site. $49 for 10.',
    audience:
      'Dev tools and API companies. Docs teams of 1-5. Docusaurus, MkDocs, Hugo, Mintlify. Mostly US and EU.',
    problem:
      'Docs rot. Pages move, anchors change, APIs get renamed. Nobody internal clicks old links. Devs do. Broken link = support ticket or lost signup.',
    story:
      'June 2022. Integrating a payments API. 3 of 5 quickstart links dead. Took 2 days, should have been 2 hours. Wrote a crawler that weekend.',
    storyFollowUp:
      'Ran it on 200 public docs sites. Median 23 broken links. Emailed 40 teams their list. 9 asked to pay. Launched October 2022. Quit my job April 2023. Solo.',
    proof:
      '1,148 paying sites. MRR $17,900. 14.2M links checked a week. Median site: 23 broken links at first scan, 0-2 after month one. Churn 1.9%/mo.',
    proofFollowUp:
      'Quillmap. Maps API, Lisbon. 2,900 doc pages. First scan Feb 2024: 412 broken links. Zero within 6 weeks. Docs-related tickets down 31% next quarter.',
    customerWords:
      'Marta Quintela, head of docs, Quillmap. Posted March 2024: "412 dead links. We thought we had zero." Pinned on my landing page.',
    belief:
      'Docs are the product, for devs. Nobody audits them. Link checkers get run once, then forgotten. Has to live in CI or it rots again.',
    update: 'Anchor checks inside code tabs. Shipped 22 April. 9,300 new dead anchors caught first week.',
    goal: '40 new docs teams in two weeks. Offer: free first scan, full report in 10 min, no card. deadref.dev/scan.',
    tone: "Dry. Numbers. No 'game-changing', 'effortless', 'supercharge'. No emoji.",
    other: 'No idea.',
    repeat: 'Answered.',
    pass: "That's it.",
  },
}

export const freshFounders12: Founder[] = [ivana, puput, sian, darlene, aurelie, rafael]
