// A fiftieth held-out set (ids f49-), written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const wout: Founder = {
  id: 'f49-wout-kraantje',
  name: 'Wout Verhaegen',
  company: 'Kraantje',
  style:
    'long, rambling answers with asides, tangents and self-corrections (B2B software that plans, reminds and records the legionella tap-flushing and water-temperature checks in care homes, hotels and sports halls, Belgium)',
  description:
    "Wout Verhaegen, a former maintenance manager of a group of care homes near Ghent, founded Kraantje ('little tap' in Dutch) in Ghent, Belgium. Kraantje is software for the technical services of care homes, hotels, sports halls and schools: it builds a plan of every tap and shower that must be flushed and every water temperature that must be measured against legionella, sends each caretaker a daily round on their phone, takes the readings from a Bluetooth thermometer, warns when a reading is too low, and produces the logbook inspectors ask for. It costs €2.40 per water outlet per year, with a minimum of €390.",
  headline: '96,400',
  customerQuote: 'The inspector asked for the logbook, and for once I just turned the tablet round.',
  goalKeywords: ['30', 'care homes', 'audit'],
  bannedWords: ['peace of mind', 'game-changer', 'compliance journey'],
  noEmoji: true,
  answers: {
    opening:
      "Dag, hello, Wout Verhaegen here, from Ghent. I should warn you that I was a maintenance manager for fourteen years, and maintenance managers explain everything starting from the boiler room, so if I go down a pipe you don't want to follow, just pull me back out. I run Kraantje, which is, well, software for taps, basically, though my daughter says I should never describe it like that in public.",
    product:
      "Right, so Kraantje. Every building with a lot of people and a lot of showers, a care home, a hotel, a sports hall, in Belgium also schools with a gym, has to prevent legionella, which is the bacterium that grows in lukewarm water standing still in the pipes (between about 25 and 45 degrees it's very happy, above 60 it dies, that's the whole science, more or less). So you have to flush every tap and shower that isn't used much, every week, and measure the temperatures at certain points, and write it all down. Kraantje makes the plan: every outlet in the building, room 114 shower, kitchen tap two, the sink in the hairdresser's room nobody uses since Monique retired, and it sends each caretaker a round on his phone for that day. He holds a little Bluetooth thermometer under the tap, the reading goes in by itself, and if the water at the far end of the east wing is only 48 degrees, the technical manager gets a warning before lunch and not at the next inspection. And at the end there's the logbook, which is, honestly, the part the directors buy it for. €2.40 per outlet per year, minimum €390, so a care home with 300 outlets pays about €720.",
    audience:
      "Mostly care homes, woonzorgcentra we call them, because the residents are old and legionella is, well, properly dangerous for them, it's a pneumonia, people die of it. Then hotels, the middle-sized ones, forty to a hundred and fifty rooms, where half the rooms are empty in February and the showers just stand there, and sports halls, and lately some schools and campsites (campsites are a whole story, the sanitary blocks are closed for five months, then one day in April three hundred Dutch families arrive at once). The one who signs is the director or the facility manager. The one who uses it every day is the caretaker, the klusjesman, who is usually fifty-eight and has a very firm opinion about apps, and I've been one of those people, so I design for him.",
    problem:
      "Before, it was a clipboard on the door of the boiler room with a paper list, and a pen on a string, and the pen is always gone. So the caretaker flushes the taps, or he says he did, and he writes 'OK' in every box on Friday afternoon for the whole week, and I'm not blaming him, I did it too, you have a broken lift and a leaking roof and a resident whose radiator is making noise, and the taps in the empty rooms are the last thing on your list. Then the inspection comes, from the Flemish health agency, and you have a folder of wet paper with 'OK OK OK' and no temperatures, and if there's ever a case, nobody can prove anything. And the temperatures are the real thing: a tap can be flushed every week and still be at 40 degrees because a mixing valve is broken somewhere, and nobody sees it on paper.",
    story:
      "The turning point, and it's not a nice story, I'll tell it plainly: in the summer of 2019 one of our residents, in a care home I was responsible for, in Destelbergen, got legionella pneumonia. Mr. De Smet, eighty-three, a retired tram driver, he used to tell me every morning which tram line I should have taken to work. He survived, thank God, after three weeks in hospital. But when the inspectors came, we found the shower in the room next to his had not been used in four months, the resident had moved out in March, and the paper list said it was flushed every week. Every week, 'OK', in my own caretaker's handwriting. And the hot water on that corridor was at 44 degrees, not 60, because of a valve that had been wrong for, we think, more than a year. I sat in my car in the car park that evening for an hour, I remember, with the engine off, thinking, we had the list, we had the rule, and it did nothing.",
    storyFollowUp:
      "So I did what a maintenance manager does, I first made a better paper list, which didn't work, and then, over the winter, a friend from my cycling club, Jeroen, who is a developer, built with me a little app in the evenings, with a cheap thermometer that talked to the phone. We put it in our own five homes in 2020, and that was, well, the year of COVID, so nobody was visiting and half the rooms were empty, the worst possible year for still water, and the app found eleven places where the hot water was too cold. Eleven. The director of another care group heard about it at a sector meeting, and then another, and in 2021 I quit, which my wife thought was very brave and my mother thought was very stupid, and they were both a bit right.",
    proof:
      "So: we now have 212 buildings on Kraantje, 138 of them care homes, the rest hotels, sports halls and a few schools and campsites, in Flanders, Brussels and since last year some in the Netherlands. Every month, 96,400 flushes and temperature readings are logged through the app, with the time and the actual number, not 'OK'. In the first year in a building we find on average nine outlets where the hot water is under 55 degrees, which nobody knew about. And, the number I'm proudest of, in four years not one building using Kraantje has had a legionella case among residents or guests, though I always add, as an engineer, that that is also a bit of luck.",
    proofFollowUp:
      "The one I always mention is Patrick Van Damme, technical manager at Hof ter Leie, a care home in Deinze with 164 residents. When he started with us in 2022, Kraantje found that the whole third floor was getting water at 47 degrees, a circulation pump had been set wrong since a renovation in 2017, can you imagine, five years. They fixed it for €1,300. And his caretakers' rounds went from about six hours a week of paper to three and a half, because the app tells them which taps were already used by residents that week and don't need flushing, which, I admit, was Patrick's idea and not mine.",
    customerWords:
      "Last spring Hof ter Leie had its inspection, and Patrick sent me a message afterwards, which I've kept: \"The inspector asked for the logbook, and for once I just turned the tablet round.\" He also wrote that the inspector asked for our phone number, which I took as a compliment. He's fine with us using his name and the home's.",
    belief:
      "Everybody in my sector thinks legionella is a paperwork problem, a question of having the right folder for the inspector, and so all the software is made for the quality manager in the office. I think it's a temperature problem, and a caretaker problem. If you make the round easy for the man with the thermometer, and you show him the number, he cares, they all care, they just don't have time. The logbook should be a by-product of doing the work, not the work itself.",
    update:
      "What's new, and it's live from next month, is the warm-water map: a floor plan of the building where every tap is a dot, green, orange or red, by its last temperature, so the technical manager sees at a glance that the whole east wing is orange, which usually means one valve, and not forty separate problems. And we're adding a free 'legionella audit' for new care homes: we come with Patrick, or someone like him, measure the hundred worst outlets in one day, and give them the map before they pay anything.",
    goal: "For these two weeks, what I'd love is 30 care homes to book the free legionella audit before the summer, because summer is when the still water gets warm and the risk really goes up. Care homes in Flanders and Brussels first, and the south of the Netherlands is fine too. The director or the technical manager can book at kraantje.be/audit, we come on site for one day, and they keep the temperature map even if they never buy anything. And if you know a caretaker with a clipboard and a pen on a string, send it to him; he'll know exactly what I mean.",
    tone: "Calm, concrete, a bit of dry humour, the way technical people talk to each other in a boiler room. No fear-mongering, please; it's a serious subject but we don't sell by scaring old people's families. Don't write 'peace of mind', or 'game-changer', and please never 'compliance journey', I'd rather drink the water. No emoji either, it doesn't suit the subject.",
    other:
      "Hm, that's a bit outside my boiler room, I'm afraid. I'd only be guessing, and an engineer shouldn't guess in public. Ask me about pipes, I'll happily talk for an hour.",
    repeat:
      "I think I already answered that one, and probably at length, as you've noticed, so I'll spare you the second round.",
    pass: "No, honestly, I've emptied the whole pipe on that one.",
  },
}

const rasmus: Founder = {
  id: 'f49-rasmus-jaakaart',
  name: 'Rasmus Ilves',
  company: 'Jääkaart',
  style:
    'terse solo founder, fragments, a few words per answer (solo app where ice-fishers report ice thickness on Estonian lakes and sea bays, with a live map and alerts when ice turns unsafe)',
  description:
    "Rasmus Ilves, a former rescue-boat volunteer and web developer, is the solo founder of Jääkaart ('ice map' in Estonian), built in Pärnu, Estonia. It is an app where ice-fishers measure and report ice thickness with a photo of the drill hole, shown on a live map of lakes and sea bays, combined with temperature and wind data, and it sends alerts when a spot they fish is getting unsafe or when sea ice may break off. It costs €3.99 a month in winter; fishing clubs pay €90 a season for a club plan.",
  headline: '8,900',
  customerQuote: 'Checked the map. Turned the car around. The bay went out two days later.',
  goalKeywords: ['20', 'fishing clubs'],
  bannedWords: ['epic', 'adventure', 'life hack'],
  noEmoji: true,
  answers: {
    product:
      'Ice thickness map. Fishers drill, measure, post a photo. Plus wind and temperature. Alerts when your spot goes bad. €3.99/month.',
    audience: 'Ice-fishers in Estonia. Mostly men, 40+. Pärnu bay, Peipsi, Saaremaa. Also fishing clubs.',
    problem:
      'Nobody knows how thick the ice is. Rumours on Facebook. Every winter floes break off with people on them.',
    story:
      'Feb 2021. Rescue-boat volunteer. Floe broke off in Pärnu bay. 31 fishers on it. Got them all. Barely.',
    storyFollowUp:
      'Half of them had driven there because of a Facebook post from a week before. Built a map that spring. Fishing forum shared it next winter.',
    proof:
      '8,900 paying users last winter. 63,000 ice reports. 27 clubs. Zero users on drifting floes that we know of.',
    proofFollowUp:
      'Peipsi fishing club, 140 members. Used to close the lake by phone tree. Now one alert. Took 4 min, not 2 hours.',
    customerWords:
      'Email from Aivar, Tartu: "Checked the map. Turned the car around. The bay went out two days later." Printed it.',
    belief:
      'Ice warnings from the state are too general. Whole coast, one sentence. Fishers ignore them. Local data wins.',
    update: 'Offline mode. Peipsi has no signal in places. Ships in December.',
    goal: '20 fishing clubs on the club plan before freeze-up. First season free. jaakaart.ee/klubi',
    tone: "Short. Practical. No 'epic', 'adventure', 'life hack'. No emoji.",
    other: 'Not my area. Ask about ice.',
    repeat: 'Answered that.',
    pass: 'Nothing to add.',
  },
}

const fiorella: Founder = {
  id: 'f49-fiorella-mochiri',
  name: 'Fiorella Chávez',
  company: 'Mochiri',
  style:
    'playful consumer brand voice with lots of emoji, caps and exclamation marks (mochi ice cream in Peruvian flavours like lúcuma, chicha morada and maracuyá, made in Lima)',
  description:
    'Fiorella Chávez, a former pastry cook who trained in a Japanese-Peruvian (Nikkei) restaurant in Miraflores, founded Mochiri in Lima, Peru. Mochiri makes mochi ice cream, a ball of ice cream wrapped in soft rice dough, in Peruvian flavours: lúcuma, chicha morada, maracuyá, and cacao from Cusco. It sells boxes of six for S/ 29 through its own freezer carts, delivery apps and 85 shops and cafés in Lima; the fruit comes from small farmers in Huánuco and Piura.',
  headline: '410,000',
  customerQuote: 'It tastes like my grandmother’s kitchen and a Tokyo train station at the same time.',
  goalKeywords: ['500', 'queso helado'],
  bannedWords: ['exotic', 'superfood', 'guilt-free'],
  noEmoji: false,
  answers: {
    opening:
      'HOLAAA 👋🍡 Fiorella from Mochiri here, Lima 🇵🇪☀️ We make MOCHI ICE CREAM with Peruvian flavours 🍦💜 and yes, I am the person who put chicha morada inside rice dough and I regret NOTHING 😎🙌',
    product:
      'So a mochi is a little ball of ice cream wrapped in soft, chewy rice dough 🍡❄️ and ours come in Peruvian flavours!!! LÚCUMA 🧡 (our best-seller, it tastes like caramel and maple had a baby), CHICHA MORADA 💜 from purple corn, MARACUYÁ 💛 passion fruit, and CACAO from Cusco 🍫 The fruit comes from small farmers in Huánuco and Piura 🌱 Box of six is S/ 29 and you can get them from our freezer carts 🛒, delivery apps 🛵, and 85 shops and cafés in Lima!!',
    audience:
      'Limeños with a sweet tooth 😋 lots of university students and young office people who want a dessert they can eat in TWO bites 🤏 families on Sundays in Barranco 👨‍👩‍👧 and the anime/K-pop crowd who already love mochi and freak out when they find lúcuma inside 🤯✨ Also Peruvians abroad visiting home who take selfies with the cart 📸😂',
    problem:
      'Mochi ice cream in Lima used to be imported, FROZEN FOR MONTHS 🥶📦 in boring flavours like vanilla and green tea, and it cost like S/ 12 for ONE 😭 Meanwhile we have the best fruit in the world RIGHT HERE 🍑🌽 and the farmers in Huánuco sell lúcuma to middlemen for almost nothing! It made zero sense to me 🤷🏽‍♀️',
    story:
      "Okay so 2020, lockdown 😷 the Nikkei restaurant where I worked closed and I was SAD in my mum's kitchen in San Miguel with a bag of lúcuma and leftover rice flour 🥲 I made mochi for my nephew's 7th birthday because there was no cake shop open 🎂 and he ate FIVE and then cried when they were finished 😭😂 and my aunt ordered 40 for her office the next week!!!",
    storyFollowUp:
      'So I started selling boxes on Instagram from the kitchen 📱 my mum did the deliveries in her old Tico 🚗💨 Then a food TikToker in Lima tried the chicha morada one and his video got 1.2 MILLION views 🤯📈 and we got 900 orders in one weekend and our freezer literally broke 🧊💥 I rented a real kitchen in Surquillo in 2021 and hired my first four girls 💪🏽',
    proof:
      "Numbers time!!! 🤓📊 We sold 410,000 mochis last year 🍡🍡🍡 we're in 85 shops and cafés, we have 6 freezer carts 🛒 and 19 people on the team 💜 We buy 14 TONNES of lúcuma a year straight from farmers, paying about 40% more than the middlemen 🌱💸 and our reorder rate on delivery apps is 58%!!",
    proofFollowUp:
      'Our lúcuma comes from Don Teodoro Aliaga and his family in Huánuco 🧡🌳 they have 300 trees and used to sell the fruit by the sack at the market in Huánuco for whatever the trucks paid 😞 Now we buy his whole harvest at a fixed price before the season, and last year he built a proper drying room and his daughter Rocío started studying agronomy 🎓✨',
    customerWords:
      'A Japanese-Peruvian grandma came to our cart in Jesús María, tried lúcuma, and said (I WROTE IT DOWN IMMEDIATELY ✍🏽😭): "It tastes like my grandmother’s kitchen and a Tokyo train station at the same time." Then she bought three boxes for her book club 📚😂',
    belief:
      "People think Peruvian food is only ceviche and lomo saltado 🐟🥩 and that desserts have to be super traditional to be 'real' 🙄 I think Peru is ALREADY a fusion country, we're Japanese, Chinese, Andean, African, Spanish all mixed 🌎 so a mochi with lúcuma is the MOST Peruvian thing ever!! 🇵🇪🍡",
    update:
      "NEW FLAVOUR ALERT 🚨🚨 QUESO HELADO from Arequipa!!! 🧀🍦 (it's not cheese, don't panic, it's a cinnamon coconut milk ice cream) and it launches in our winter box in July ❄️ Also we're opening our first cart OUTSIDE Lima, in Arequipa, right next to the Plaza de Armas 🏛️🎉",
    goal: 'GOAL!!! ⚽️ 500 pre-orders of the queso helado launch box in the next two weeks 📦🧀 Pre-order at mochiri.pe/quesohelado and the first 500 get a free mini cacao mochi + a sticker of our cart 🛒✨ Tag your friend who ALWAYS orders dessert for the table 😏👇',
    tone: "Fun, colourful, LOTS of emoji, we are a dessert, not a bank 🍡😂 but please DON'T call our fruit 'exotic', it's not exotic, it's from here!!! 🙅🏽‍♀️ And no 'superfood' and no 'guilt-free', dessert is supposed to be a little bit naughty 😈🍦",
    other: 'Ooh no idea about that one 🤔😅 ask me about lúcuma, I can talk about lúcuma FOREVER 🧡',
    repeat: 'Hehe I think I already told you that one!! 😅🔁',
    pass: "That's all I've got on that, promise!! 🤞🏽🍡",
  },
}

const colm: Founder = {
  id: 'f49-colm-good-draw',
  name: 'Colm Gallagher',
  company: 'Good Draw Chimney Care',
  style:
    'raw voice transcript, all lowercase, little punctuation, fillers, false starts, repeated words and self-corrections, numbers and web addresses spoken (chimney sweeping, stove safety checks and carbon monoxide alarms for rural homes in County Mayo, Ireland)',
  description:
    'Colm Gallagher, a former roofer, runs Good Draw Chimney Care from Castlebar, County Mayo, Ireland. It sweeps chimneys and flues of open fires, solid-fuel stoves and oil boilers, films the inside of the chimney with a camera to find cracks and blockages, and fits and tests carbon monoxide alarms, mostly for rural homes and older people living alone. A sweep with a camera check costs €85; a yearly plan with a reminder and a free carbon monoxide alarm costs €95. It employs six people and runs four vans.',
  headline: '3,100',
  customerQuote: 'i didnt know a bird could nearly kill you from the top of the house',
  goalKeywords: ['200', 'carbon monoxide', 'September'],
  bannedWords: ['cosy', 'hygge', 'silent killer'],
  noEmoji: true,
  answers: {
    opening:
      'right so is it is it on now yeah okay grand so um hello my name is colm colm gallagher and i run good draw chimney care out of castlebar in mayo we do chimneys basically sweeping and um checking stoves and the carbon monoxide alarms and that yeah',
    product:
      'so um what we do is we come out and we sweep the chimney you know the open fire or the stove or the oil boiler flue and then we put a camera up like a little camera on a rod and um you can see on the tablet the whole inside of the chimney the cracks or if theres a nest or whatever and then we fit a carbon monoxide alarm and test it and uh the sweep with the camera is eighty five euro and then theres the plan which is ninety five a year and you get a reminder and the alarm free with that',
    audience:
      'um mostly its houses out the country you know farmhouses bungalows around mayo and a bit of sligo and galway and um a lot of older people living on their own who still light the fire every day because thats thats how they heat the house turf or wood or whatever and uh holiday homes too people from dublin who come down in the summer and the chimney sat there all winter with god knows what in it',
    problem:
      'so um the thing is people dont get the chimney done for years like years and you get soot building up and you get a chimney fire or worse the birds the jackdaws they build a nest in the spring right in the pot and then in the autumn you light the fire and the smoke cant get out and it comes back into the room and um carbon monoxide you cant smell it you cant see it and a lot of the old houses have no alarm at all none',
    story:
      'okay so um it was october twenty twenty one no twenty twenty two twenty two and i was still roofing and i was doing a job on a house outside swinford and the woman next door mrs mcnulty she was like eighty she asked me would i look at her chimney because the fire was smoking and um i went in and the kitchen was grey like grey and she was sitting there with a headache and she thought it was the flu and i got up on the roof and theres a jackdaw nest the whole pot full of sticks and i got her out and i rang the ambulance and um yeah she was okay thank god but that that stuck with me',
    storyFollowUp:
      'so after that um i bought a set of rods and a second hand camera off a lad in athlone and i started doing chimneys at the weekends like just for neighbours and um i put a carbon monoxide alarm in every house because i was that scared after mrs mcnulty and then the local radio midwest radio had me on talking about jackdaws and the phone didnt stop i had like three hundred no nearly four hundred calls that winter and in twenty twenty three i gave up the roofing and got the first van',
    proof:
      'so um last year we did three thousand one hundred chimneys three thousand one hundred and um we found like four hundred and twenty blocked or nests or cracked flues that people didnt know about and we fitted two thousand six hundred carbon monoxide alarms and um eleven times an alarm we fitted went off later you know for real and the people got out so um yeah thats the number i think about',
    proofFollowUp:
      'um theres a man pj ruane near ballyhaunis hes a farmer he lives on his own and he has a stove in the kitchen and um we found a crack in the flue liner on the camera like you could see it clear as day and we replaced it and three weeks after that his neighbour had nearly the same crack and no alarm and um the neighbour ended up in the hospital in castlebar so pj he goes round telling everyone now at the mart',
    customerWords:
      'so um mrs mcnulty she wrote me a card at christmas like a proper card in the post and she wrote i didnt know a bird could nearly kill you from the top of the house and um i have it stuck on the dash of the van the first van yeah',
    belief:
      'so um everyone thinks like the chimney is fine if the fire is drawing grand you know if theres no smoke in the room its fine and um thats not true at all the crack can be in the flue behind the wall and the gas is going into the bedroom upstairs and you wont know so um you need the camera and you need the alarm every house with a fire every single one',
    update:
      'so um from september we are starting the um the nest guard its a mesh cap on the chimney pot so the jackdaws cant get in and we fit it when we sweep and um also we have a reminder now by text so you get a text every year you know colm here your chimney is due like and you just say yes',
    goal: 'so what i want um is two hundred houses in mayo to book in on the yearly plan before the end of september before people start lighting the fires two hundred and every one gets a free carbon monoxide alarm fitted and they can book on gooddraw dot ie slash plan or just ring the office and um if your mam or your granny is living out the country on her own with a stove please book it for her',
    tone: 'just like normal talking you know like im talking to you at the mart not like an ad and um dont say cosy please everyone says cosy fire and dont say hygge thats not a word we have in mayo and dont say silent killer it just frightens the old people and they wont let you in the door and uh no emoji',
    other: 'ah um no i wouldnt know about that one to be honest',
    repeat: 'um yeah like i said already thats thats about it really',
    pass: 'no thats all i have on that one sorry',
  },
}

const eunji: Founder = {
  id: 'f49-eunji-sumbi',
  name: 'Boo Eun-ji',
  company: 'Sumbi',
  style:
    'non-native English, Korean first language, with dropped articles, plural and tense slips, and polite hedging (custom-fitted wetsuits made and repaired for the haenyeo, the women free-divers of Jeju Island, South Korea)',
  description:
    "Boo Eun-ji, a former product designer at a sportswear company in Seoul and the granddaughter of a haenyeo, founded Sumbi in Jeju, South Korea. The haenyeo are women who free-dive without air tanks to harvest sea urchins, abalone, conch and seaweed; most are over 70. Sumbi makes wetsuits fitted to each diver's body from a 3D scan, with softer neoprene at the shoulders and knees, and repairs old suits at a small workshop and in a van that visits the diving villages. A custom suit costs ₩420,000, about a third less than before, and repairs cost from ₩15,000.",
  headline: '740',
  customerQuote: 'My body is old, but this suit still thinks I am fifty.',
  goalKeywords: ['100', 'sponsor', 'haenyeo'],
  bannedWords: ['mermaid', 'vanishing', 'grandma divers'],
  noEmoji: false,
  answers: {
    opening:
      'Hello, nice to meet you. I am Boo Eun-ji, founder of Sumbi, in Jeju Island. My grandmother was haenyeo for 61 years, so I grow up near the sea. Before I was designer of sportswear in Seoul. Thank you for asking me to talk.',
    product:
      "Sumbi makes wetsuit for haenyeo, women divers of Jeju. They dive without air tank, 5 or 6 hours each day, for sea urchin, abalone, conch and seaweed. We scan body of each diver in 3D, because old body changes a lot, and we make suit exactly fitted, with softer neoprene in shoulder and knee so it is not painful. Also we repair old suits in our workshop in Hallim and with small van which visits diving villages. Custom suit is 420,000 won, and repair is from 15,000 won. 'Sumbi' comes from 'sumbisori', the whistle sound which haenyeo makes when she comes up and breathes.",
    audience:
      'Our customers are haenyeo in Jeju. Now there are about 2,800, and most of them are more than 70 years old, some are 85 and still diving. They dive together by village, from diving cooperative, so the cooperative leader is very important person for us. Recently also young women are coming to haenyeo school to learn, maybe 30 or 40 each year, and they need suit too.',
    problem:
      'Before, only two or three shops made haenyeo suit, in Jeju city, and they make in standard size only, and it takes two months. Old diver has back bent, shoulder is small, so suit is too tight in some places and water comes in other places. Then she is cold, and cold is very dangerous for old diver, her heart is working too hard. Many of them tape the holes with tape or glue by themselves, because repair shop is far and they have no car.',
    story:
      "In winter of 2019 my grandmother, she was 79, came out of sea shaking very much and she could not speak. Her suit was eleven years old and had many holes with tape. She was okay after hospital, but she said to me, 'New suit hurts my shoulder, so I keep the old one.' I was designing running jacket for young people in Seoul, with many technology, and my own grandmother had no suit which fits her. This was moment I decided.",
    storyFollowUp:
      "I came back to Jeju in 2020 and I made first suit for my grandmother, in my mother's living room, with sewing machine from my design school. It took me three weeks and I made mistake two times. She wore it and she said nothing, but next day six women from her diving group came to my mother's house. So I learned 3D scanning from my old company colleague, and in 2021 we opened workshop in Hallim with two seamstresses.",
    proof:
      'Until now, we made custom suits for 740 haenyeo, this is about one in four of all haenyeo in Jeju. We repaired more than 3,200 suits, most of them in the villages with our van. In survey with diving cooperatives, divers who use our suit say they can stay in the water about 40 minutes longer before they feel cold. And we have 9 people working now, five of them are daughters or granddaughters of haenyeo.',
    proofFollowUp:
      'For example, Mrs. Kim Okja in Hado village, she is 82 years old and she has diven for 66 years. Her shoulder was operated two years ago and she could not put on her old suit alone anymore, so she almost stopped diving. We made suit with zipper on side and very soft shoulder, and now she dives again three days per week. Last season she harvested 190 kg of sea urchin, she told me, and she was very proud of the number.',
    customerWords:
      'When Mrs. Kim tried the suit first time, she was standing in front of our mirror long time. Then she said in Jeju dialect, I translate: "My body is old, but this suit still thinks I am fifty." All seamstresses laughed, and she was laughing most.',
    belief:
      'Many people say haenyeo culture is going to end soon, and they come only to take photo of old women for museum. I think this is wrong. Haenyeo is not a museum, it is a job, and they are professional workers. If we give them good equipment like any other professional, they dive longer and safer, and young women see it is real job with future, not only tradition.',
    update:
      "From next month we start 'first suit' program for students of haenyeo school in Hallim and Beophwan. Each new diver gets custom suit in her first year, and we teach her how to repair small hole herself. Also we will make suit with recycled neoprene from old suits, we are testing with one village now. 🌊",
    goal: 'Our goal for next two weeks is to find companies and people who sponsor 100 first suits for young haenyeo, one suit is 420,000 won. Sponsor can give on sumbi.kr/sponsor, and we send a photo and letter from the diver who receives it. If your company works with Jeju or the sea, please think about this, and please share with friends who love Jeju.',
    tone: "Please make it respectful and warm, also a little bit proud. Please do not write 'mermaid', they are not mermaid, they are workers. Also not 'vanishing', and not 'grandma divers', we call them haenyeo. One or two emoji is okay, like wave, but not too many.",
    other: 'Sorry, I am not sure I understand this question well. Can you ask in different way, please?',
    repeat: 'I think I already answered this before, so I have nothing more to add, sorry.',
    pass: 'I think this is really everything I can say about this.',
  },
}

const gonzalo: Founder = {
  id: 'f49-gonzalo-vereda-verde',
  name: 'Gonzalo Ferrés',
  company: 'Vereda Verde',
  style:
    'civic nonprofit, plain and earnest, measured (a volunteer nonprofit that plants street trees on bare blocks of outer Montevideo neighbourhoods, with a neighbour adopting and watering each tree, Uruguay)',
  description:
    "Gonzalo Ferrés, a retired secondary-school biology teacher, co-founded Vereda Verde ('green pavement') in Montevideo, Uruguay, a volunteer-run nonprofit that plants street trees on blocks of the outer neighbourhoods that have few or none, such as Cerro, Casavalle and Colón. Before each planting, a neighbour on the block agrees to adopt a tree and water it for its first two summers; Vereda Verde grows native and shade species in its own nursery, plants them with the city's permission and replaces trees that die. A tree costs the organisation about US$38, paid by donations and a city grant.",
  headline: '2,380',
  customerQuote: 'Now the children wait for the bus under my tree, and they call it Doña Elsa’s tree.',
  goalKeywords: ['150', 'Cerro', 'adopt'],
  bannedWords: ['slum', 'beautify', 'green lungs'],
  noEmoji: true,
  answers: {
    opening:
      'Good afternoon. My name is Gonzalo Ferrés. I taught biology in a public secondary school in Montevideo for thirty-two years, and since I retired I have been planting trees with my neighbours. Our organisation is called Vereda Verde.',
    product:
      'Vereda Verde plants street trees on blocks in the outer neighbourhoods of Montevideo that have very few trees or none at all. We grow the trees ourselves in a nursery in a school yard in Colón: native species such as ceibo, anacahuita and guayabo, and shade trees such as the tipa. Before we plant, one neighbour on the block adopts each tree and promises to water it during its first two summers. We plant with the permission of the city, on a Saturday, with the whole block invited, and if a tree dies in the first three years we replace it.',
    audience:
      'The people we work with are families in neighbourhoods such as Cerro, Casavalle, Colón and Piedras Blancas. Many blocks there were built quickly in the 1970s and 1990s, with no trees on the pavement. Our adopters are often retired people, mothers at home with small children, and teenagers from the secondary schools who earn volunteer hours. Our volunteers are about 120 people, most of them from the same neighbourhoods.',
    problem:
      'In the centre of Montevideo the streets are covered by plane trees, and in January a street can be six or seven degrees cooler than a bare street a few kilometres away. In the outer neighbourhoods people wait for the bus in full sun at 38 degrees, old people stay inside all afternoon, and children have nowhere to play outside in the summer. The city plants trees, but many of them die in the first summer because no one waters them, or they are broken, and then the neighbours conclude that trees do not grow there.',
    story:
      'In 2018 my former student Leticia, who lives in Casavalle, invited me to her block. It was February, at four in the afternoon, and the only shade on the whole street was the shadow of a bus shelter, with eleven people standing in it. The city had planted twelve trees there three years before. Only one was alive, the one in front of the house of Doña Elsa Rodríguez, who had watered it every evening with a bucket. That tree showed me that the problem was not the soil or the neighbourhood. It was that nobody had been asked to look after the trees.',
    storyFollowUp:
      'So we asked. Leticia and I knocked on every door of that block and found eleven neighbours who would each adopt a tree. We grew the trees in the yard of my old school with my former students, and planted them that winter. Two summers later, all eleven were alive. The neighbours of the next block asked us to do theirs, and in 2020 we registered as a civil association, with a small grant from the city of Montevideo.',
    proof:
      'Since 2018 we have planted 2,380 street trees on 214 blocks, with 1,960 neighbours who adopted one or more trees. After two summers, 87% of our trees are alive; for street trees planted without an adopter in the same areas, the city estimates about 40%. Our nursery now grows about 900 young trees a year. On the first blocks we planted, where the trees are now about four metres tall, students measured the pavement in the shade at up to nine degrees cooler than in the sun.',
    proofFollowUp:
      "On Leticia's block in Casavalle, the eleven trees are now taller than the roofs. The neighbours put a bench under the tree on the corner, and the bus shelter is no longer where people wait; they wait under the trees. Two of the adopters have since joined our volunteers and now lead plantings in other streets. Doña Elsa, who is now 79, still waters her first tree, and she has adopted two more.",
    customerWords:
      'At our planting day last winter, Doña Elsa spoke to the new adopters. She said: "Now the children wait for the bus under my tree, and they call it Doña Elsa’s tree." Then she explained to them, very seriously, how much water to give in January.',
    belief:
      'Many people think trees in poorer neighbourhoods do not survive because people there do not care, or because of vandalism. I think that is wrong. In my experience trees die because nobody was asked to take care of them and nobody was told how. When a neighbour has a name on a tree and a bucket of water, the tree lives, and the neighbours protect it.',
    update:
      'This winter we are planting for the first time in Cerro, on twelve blocks near the Cerro neighbourhood health centre, together with the local primary school. We also have a new watering calendar for adopters, sent by WhatsApp: a short message on the hottest days of summer reminding them to give their tree two buckets.',
    goal: 'Our goal for the next two weeks is to find 150 neighbours in Cerro who will adopt a tree before our planting day on Saturday 19 July. Anyone who lives on one of the twelve blocks can adopt a tree at veredaverde.org.uy/cerro, or at the health centre on Tuesdays. We also need volunteers with a spade for that Saturday morning, and donations of US$38, the cost of one tree.',
    tone: "Plain, warm and respectful of the neighbourhoods. Please never use the word 'slum' for these neighbourhoods; they are neighbourhoods where people work and raise families. Please do not write 'beautify', as the trees are for shade and health, not decoration, and not 'green lungs'. No emoji, please.",
    other:
      'I am sorry, I do not think I can answer that well. I am happy to tell you more about the trees and the neighbours who care for them.',
    repeat: 'I believe I have already answered that, and I do not have anything to add.',
    pass: 'I think I have told you everything I can about that.',
  },
}

export const freshFounders49: Founder[] = [wout, rasmus, fiorella, colm, eunji, gonzalo]
