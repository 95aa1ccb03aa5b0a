// A sixth held-out set, written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const declan: Founder = {
  id: 'declan-lastly',
  name: 'Declan Moriarty',
  company: 'Lastly',
  style:
    'long, rambling answers with asides and self-interruptions (B2B software that coordinates funerals for independent funeral directors)',
  description:
    'Declan Moriarty, a former software developer and the son of a third-generation funeral director in Macroom, County Cork, is the co-founder of Lastly, based in Cork, Ireland. It is software for independent funeral directors: each funeral gets one shared timeline of its arrangements (the removal, the church, the cemetery or crematorium, the gravediggers, the florist, the musicians, the hotel afterwards), every supplier and the family are sent a text when anything changes and confirm with a tap, and it drafts the death notice for publication and sets up the livestream link for the funeral Mass. Funeral homes pay €149 a month per branch, with no contract.',
  headline: '31,000',
  customerQuote: 'The gravediggers know the plan before I do now, and I sleep through the night.',
  goalKeywords: ['40', 'Northern Ireland', 'pilot'],
  bannedWords: ['deathcare', 'journey', 'game-changer'],
  noEmoji: true,
  answers: {
    opening:
      "Hello, yes, hi, Declan Moriarty here, and before anyone asks, yes, those Moriartys, Moriarty's Funeral Home in Macroom, County Cork, three generations of us (my grandfather Con started it in 1958 with one hearse, which for the first few years also did the odd wedding, and nobody saw any contradiction in that at all). I'm the co-founder of Lastly, which is software for funeral directors, a sentence that doesn't exactly light up a party, although you'd be amazed, actually; the minute you say it, everyone in the room has a funeral story for you.",
    product:
      "So Lastly is, at its simplest, one timeline per funeral, and I'll explain why that matters, because it sounds like nothing. In Ireland a funeral happens fast, usually within two or three days of the death, and in that time the funeral director is juggling (I counted once, with a biro, over a month) an average of 38 phone calls: the priest, the parish secretary, the sacristan, the cemetery caretaker, the gravediggers, who in rural Cork are very often two brothers with a mini-digger and a very particular sense of time, the florist, the organist, the soloist for the Ave Maria, the hotel for the soup and sandwiches, and the family, which is often fourteen people all ringing separately. Lastly puts all of that on one timeline, and when something changes, say the Mass moves from eleven to twelve because the bishop's in town, everyone on it gets a text and confirms with a tap. It also drafts the death notice for RIP.ie from what the family tells us and sets up the livestream link for the Mass. It's €149 a month per branch, no contract.",
    audience:
      "Independent funeral directors, which in Ireland is nearly all of them; there are about 600 funeral homes in the country and the vast majority are family businesses, often the same family that has the pub or the hardware shop next door (my uncle Timmy in Ballyvourney had the funeral home and the bar, which made for very efficient afters). The person who uses Lastly every day is usually the director or their arranger, very often a son or daughter who's come back into the business and is quietly losing their mind over the paper diary, and the person who signs is the owner, who's generally in his sixties and needs to be convinced gently, over more than one cup of tea, and I have drunk, I'd say, a lake of tea.",
    problem:
      "The whole thing runs on a paper diary, one man's memory and a mobile phone that never stops, and because an Irish funeral happens so fast there's no slack in it at all. If one detail changes (and one detail always changes: the cousin flying in from Boston lands late, so the removal moves, so the Mass moves, so the grave has to be ready an hour later) the director has to ring every single person again, one at a time, and hope he doesn't forget one. When he does forget one, you get the soloist at the wrong church, or the hearse and the gravediggers at two different cemeteries, and the family remembers that forever. And the directors themselves are worn out; most of them haven't had a proper holiday in years, because they're the only one who knows where everything is.",
    story:
      "So, the story, which starts, like a lot of things in my family, with a hearse. In October 2019 my father, Finbarr, had a small heart attack driving back from a funeral in Kilmichael (he was grand, he drove himself to the Bon Secours, which the cardiologist was not impressed by), and I came home from Dublin, where I'd been a software developer at a payments company for eight years, to help out 'for a few weeks'. In my first week the gravediggers went to the old cemetery in Clondrohid instead of the new one, because Dad had told them on the phone and they'd heard 'the old one', and the family walked in behind the coffin to a field with no grave dug in it. That was a very long forty minutes. The family were very good about it, to be fair; they said Mossie, the deceased, would have thought it was the funniest thing that ever happened.",
    storyFollowUp:
      "And then Covid, which is the actual turning point. In 2020 the rules changed every few weeks (ten mourners, then twenty-five, then fifty, then back to ten), every Mass had to be livestreamed, nobody could come into the house, and Dad's paper diary just gave up. So one weekend I built a small web page for each funeral, with the times and places on it, and texted the link to everyone involved, and when something changed I changed the page. Within a month Bernie, the parish secretary in Macroom, rang to ask if 'that page yoke' could be used for every funeral in the parish, the other undertakers' included. Then Aoife Lynch, who ran operations for a hotel group and had just buried her grandmother with us, sat me down in Dad's office and said, 'Declan, every funeral home in the country needs this.' She's my co-founder now, and we started Lastly properly in January 2022.",
    proof:
      "Numbers, right, I've these written down somewhere. We have 212 funeral homes on Lastly now, out of roughly 600 in the country, so about a third, plus a few in Northern Ireland who found us by themselves. Between them, they've arranged 31,000 funerals through it. The number the directors actually care about is the phone calls: a funeral on Lastly needs 9 calls on average instead of 38 (we measured it with twenty homes who kept a tally sheet by the phone for a month, tally sheets, I know, the irony), and the 'wrong place, wrong time' mistakes, the gravediggers-at-the-wrong-cemetery kind, went from about one funeral in 60 to one in 900. We're at €380,000 in annual revenue, seven of us, in an office over a bakery on Oliver Plunkett Street, which is dangerous at eleven in the morning.",
    proofFollowUp:
      "The one I always tell is Nuala Hegarty, who runs Hegarty's in Ballyhaunis, County Mayo, with her brother Seán, about 150 funerals a year. Before Lastly she'd been on call every hour of every day for eleven years, with a notebook on the locker beside the bed, and on a typical funeral she'd take maybe 40 calls, the last ones at midnight, usually a cousin asking what time the removal was. Three months after she started on Lastly she was down to about 10 calls a funeral, and in March she took her first full week off since 2013 (Lanzarote, she sent us a photo of her feet) while Seán ran things from the app, and this is the bit she tells everyone: nothing went wrong, not one thing.",
    customerWords:
      'Nuala stood up at a regional meeting of funeral directors in Athlone last autumn, which is not a crowd that gives testimonials easily, believe me, and she said: "The gravediggers know the plan before I do now, and I sleep through the night." We got eleven sign-ups from that room (a record, our previous best at one of those meetings was two, and one of those was a cousin), and one of the older lads came up to me afterwards and asked, very seriously, if it would work on a Nokia.',
    belief:
      "This might put me at odds with half the tech people I know, but everyone in that world assumes funerals will go the American way: price comparison websites, direct cremation ordered on an app, the local funeral director cut out of it altogether. I think in Ireland it's the opposite; people want the local undertaker more, not less, someone who knew their granny, who knows which priest to ask for and which hotel does the best soup. The thing that's broken isn't the funeral director, it's the thirty-eight phone calls. Good software shouldn't replace the person sitting at the kitchen table with the family; it should give him the time to actually sit there.",
    update:
      "Two things, and the first is the big one: Northern Ireland, properly. We've a handful of homes up there already who found us and have been making do, but the whole system is different in the North (the death is registered with the district registrar, the cemeteries are mostly run by the councils with their own booking systems, and the notices go in the Belfast Telegraph, the Irish News and on Funeral Times rather than RIP.ie), so we've spent the winter building all of that in, and it launches in May. The second, smaller thing is a family page where relatives can send in the readings, the music and the prayers of the faithful, so the priest gets them all in one place instead of scribbled on the back of a Mass card.",
    goal: "So, for the next fortnight, what I'd love is 40 funeral homes in Northern Ireland signed up for the pilot before we launch there in May. It's free for the first three months, and we'll come up and set the whole thing up with you in a morning (I'll drive up myself, I like the M1, God help me). We want the awkward ones especially, the homes with three branches and a diary held together with Sellotape, because that's where we'll learn the most. If that's you, or your cousin in Enniskillen who does funerals, the page is lastly.ie/ni, or just message me directly and I'll ring you back.",
    tone: "Respectful, obviously, but human, because Irish funerals are sad and they're also, honestly, some of the funniest days you'll ever have, and the directors know that better than anyone; a bit of warmth and a bit of humour is grand, as long as it's never at a family's expense. Please don't use 'deathcare', it's an American word and it makes Irish undertakers wince, and please not 'journey' either, for obvious reasons, or 'game-changer'. And no emoji at all; a lot of these people read LinkedIn at the kitchen table with their glasses on the end of their nose.",
    other:
      "Ah, I'm not sure, that's a bit outside what I'd know about (which, as you've probably gathered, doesn't usually stop me talking); I'm happy to go on about funerals or the business, though.",
    repeat:
      "I think I covered that already, probably at more length than anyone needed, so I've nothing much to add.",
    pass: "I think that's honestly all I have on that one.",
  },
}

const ilse: Founder = {
  id: 'ilse-dipcharge',
  name: 'Ilse Bakker',
  company: 'Dipcharge',
  style:
    'terse indie hacker, fragments, a few words to two sentences (schedules electric-car charging in the cheapest hours of a dynamic energy tariff)',
  description:
    "Ilse Bakker is the solo developer of Dipcharge, a web app built in Utrecht, the Netherlands. It connects to an electric car's manufacturer account and to the owner's dynamic-tariff energy contract, reads the next day's hourly electricity prices, and schedules home charging in the cheapest hours so that the car is charged by the time the owner needs it. It costs €4 a month; most users are in the Netherlands and Germany.",
  headline: '311,000',
  customerQuote: 'My car now charges when the wind blows.',
  goalKeywords: ['150', 'solar', 'beta'],
  bannedWords: ['green revolution', 'eco-warrior', 'life hack'],
  noEmoji: true,
  answers: {
    opening: 'hi. ilse, utrecht, solo. i make dipcharge: charges your EV in the cheapest hours.',
    product:
      "Links your car and your dynamic energy contract. Reads tomorrow's hourly prices, charges in the cheapest ones, car full by 7am. €4/month.",
    audience:
      'EV owners in NL and Germany on dynamic tariffs. Tibber, Frank, Zonneplan. Home charger, no patience for price apps.',
    problem:
      'Prices swing from minus 5 cents to 60 cents a kWh in one day. Plug in at 6pm, you pay the worst hour.',
    story: 'Jan 2023. Plugged my Niro in at 18:00. €14 for one charge. Same charge at 3am: €1.90.',
    storyFollowUp:
      'Python script on a Raspberry Pi. Posted it on Tweakers. 400 people asked for it in a week. Became the app.',
    proof: '€311,000 saved across users so far. 6,200 cars, 2,700 paying. ~€10.8k MRR. Still just me.',
    proofFollowUp: 'Koen, taxi driver in Almere, Model 3. Was paying €210 a month to charge. Now €64.',
    customerWords: 'Koen, on Tweakers: "My car now charges when the wind blows." Stole it for the homepage.',
    belief: 'Smart chargers are mostly pointless. The car already has a scheduler. It just needs a price.',
    update: 'Solar mode: charges from your own panels first, grid only when cheap. Beta next week.',
    goal: 'Need 150 people with solar panels in the beta, next two weeks. Free for 3 months. dipcharge.nl/solar',
    tone: "Dry. No 'green revolution', 'eco-warrior', 'life hack'. No emoji.",
    other: 'No idea. Ask me about charging.',
    repeat: 'Already said that. Nothing new.',
    pass: "That's all I've got, sorry.",
  },
}

const camila: Founder = {
  id: 'camila-chanclazo',
  name: 'Camila Reyes',
  company: 'Chanclazo',
  style:
    'playful consumer brand voice with lots of emoji and exclamation marks (colourful handmade slide sandals from recycled tyres)',
  description:
    "Camila Reyes, a former social-media manager for a tequila brand, founded Chanclazo in Guadalajara, Mexico. It sells brightly coloured chanclas (slide sandals) with soles cut from recycled car tyres and straps from leather offcuts, handmade by a family workshop in León, Guanajuato, with prints based on grandmothers' oilcloth tablecloths and the cards of the lotería game. A pair costs MX$449 online and in about 60 boutiques, and the brand ships to the United States.",
  headline: '52,000',
  customerQuote: 'My abuela says they are too pretty to throw.',
  goalKeywords: ['2,000', 'Chanclitas', 'pre-order'],
  bannedWords: ['flip-flops', 'cheap', 'fiesta'],
  noEmoji: false,
  answers: {
    opening:
      "¡Holaaa! 👋💃 I'm Camila from Chanclazo 🩴🔥 We make the chanclas your abuela would be PROUD to throw 😂 Guadalajara girl, ex-tequila social media manager 🥃, now full-time chancla queen 👑 ¡Vámonos!!",
    product:
      "Okay so Chanclazo makes super colourful chanclas (slides!!) 🩴🌈 The soles are cut from old car tyres 🚗♻️ and the straps are leather offcuts, all handmade by the Gómez family workshop in León, Guanajuato, shoe capital of Mexico 👞🇲🇽 Every print comes from an abuela's tablecloth or a lotería card: El Corazón ❤️, La Sirena 🧜‍♀️, El Nopal 🌵, and the flowery oilcloth one from every kitchen in Mexico 🌺 MX$449 a pair and they last FOREVER!!! 💪",
    audience:
      "Abuelas!!! 👵🏽 And the grandkids who buy them for them 😂 Mexican moms, Mexican-American kids in LA, Chicago and Houston who want a little piece of home on their feet 🏠💛 (we ship to the US every Tuesday ✈️), beach people in Puerto Vallarta 🏖️, and anyone who's ever been hit by a chancla and lived to tell the tale 🫡😂",
    problem:
      "The chanclas in every market here are thin plastic ones made on the other side of the world that snap after like two months 😩💔 And the 'nice' sandals are beige, beige, BEIGE 🥱 Meanwhile the huarache workshops in León are closing one by one 😢 and millions of old tyres just sit in piles at the edge of town 🛞🛞🛞 Make it make sense!! 🙃",
    story:
      "Okay so it's Sunday lunch at my abuela Lupita's house in Tlaquepaque, March 2021 🍲 The cat jumps on the table and steals a piece of chicharrón 🐈 Abuela throws her chancla at him (she missed, obviously, he's a ninja 🥷) and it SNAPS in half against the wall!! 😱 She holds up the pieces and goes 'Ya no las hacen como antes', they don't make them like they used to 😤 And I was like... wait. Why not?? 🤔",
    storyFollowUp:
      "So I drove to León and found Don Refugio Gómez and his daughter Maru, who'd been making tyre-sole huaraches for 40 years and were literally about to close the workshop 🥺 We made 800 pairs with Abuela Lupita's red flowery tablecloth print 🌺 I filmed her 'testing' one by throwing it at a piñata 🎯😂, posted it... 3.2 MILLION views 🤯📈 All 800 pairs sold out in 2 days!!! I quit the tequila job that same month 🥃👋",
    proof:
      "We've sold 52,000 pairs!!! 🩴🎉🎉 That's about 21 tonnes of old tyres that didn't end up in a pile 🛞♻️ The Gómez workshop went from 4 people to 23 💪, we're in 60 boutiques all over Mexico, and 140,000 people follow Abuela Lupita's chancla reviews on Instagram 👵🏽⭐",
    proofFollowUp:
      "Rosa is a nurse in Monterrey who works 12-hour night shifts 🏥👩🏽‍⚕️ Before, she bought a new pair of plastic chanclas for the break room every 2 months because they kept snapping 😩 She got her first El Corazón pair in 2022... and she's STILL wearing them!! Two years, zero snaps 💪❤️ Now half her ward has them, and she says you can hear them coming down the hallway 😂",
    customerWords:
      'OMG my favourite DM ever 😭 From Fernanda in Chicago, who sent a pair to her abuela in Zacatecas for Mother\'s Day 🌹 She wrote: "My abuela says they are too pretty to throw." 😂🩴 Then she sent a video of her abuela wearing them to MASS 🙏✨ It\'s printed inside every box now!!',
    belief:
      "Everyone in fashion says people want minimal, beige, 'quiet luxury' 🥱 NOPE!! 🙅🏽‍♀️ I think people are so tired of beige. They want colour, they want their abuela's kitchen, they want a joke!! 🌈😂 And sustainable doesn't have to look sad and brown 🌿 Our most recycled product is also our LOUDEST one!! 🔊",
    update:
      '🚨 BIG NEWS 🚨 CHANCLITAS are coming!!! 👶🏽🩴 Mini chanclas for kids, Mexican sizes 14 to 21 🧒🏽 with lotería prints: El Gallo 🐓, La Luna 🌙 and La Sirena 🧜‍♀️ Softer soles, plus a strap at the back so they stay on when the kids run 🏃🏽 Launching on Día del Niño, April 30!! 🎈',
    goal: 'We want 2,000 Chanclitas pre-orders in the next two weeks!!! 🩴👶🏽 Pre-order at chanclazo.mx/chanclitas and you get 15% off PLUS a mini lotería set for the kids 🎴✨ And tag the tía who still throws chanclas 😂👇',
    tone: "LOUD and funny, like your tía in the family WhatsApp group 📱😂 Emoji yes yes YES 🩴🌺🔥 Spanglish is totally fine! But please never call them 'flip-flops' 🙄 (they're CHANCLAS!!), never say 'cheap' (they're handmade by the Gómez family!! 💪) and no 'fiesta', it's sooo cliché 🪅🙅🏽‍♀️",
    other: 'Jajaja ooh I have no idea about that one 😅 Ask me anything about chanclas though!! 🩴',
    repeat: 'Jaja I think I already told you that one! 😂 Still true though!!',
    pass: "That's literally everything I've got on that one, promise!! 🩴💛",
  },
}

const bobby: Founder = {
  id: 'bobby-zia-roast',
  name: 'Bobby Carrasco',
  company: 'Zia Roast',
  style:
    'raw voice transcript, all lowercase, no punctuation, fillers and false starts, numbers and web addresses spoken (roasted New Mexico green chile shipped frozen)',
  description:
    'Bobby Carrasco, a former long-haul truck driver, runs Zia Roast in the South Valley of Albuquerque, New Mexico. Every August to October it buys green chile from farms in the Hatch Valley, fire-roasts it in propane drum roasters in a parking lot, then freezes it and ships it on dry ice to New Mexicans living in other states; the rest of the year it ships from the freezer. A 5-pound box costs $42 with shipping and a 25-pound sack $129, and there is a monthly subscription.',
  headline: '23,800',
  customerQuote: 'i opened the box and cried because my kitchen smelled like september',
  goalKeywords: ['500', 'christmas box', 'preorder'],
  bannedWords: ['chili', 'foodie', 'spicy adventure'],
  noEmoji: false,
  answers: {
    opening:
      'hey yeah um so this is bobby bobby carrasco i run zia roast out of albuquerque the south valley and we uh we roast green chile and ship it frozen to new mexicans who who dont live here no more thats thats pretty much it',
    product:
      'okay so um every august we go down to hatch like the hatch valley and we buy chile straight off the farms in the big burlap sacks forty pounds each and we bring em back up and roast em in the propane roasters you know the big steel drums that spin we got four of em in the parking lot off isleta and um then we bag it and freeze it flat and ship it in foam coolers with dry ice anywhere in the country two days tops so a five pound box is forty two bucks with shipping and a full sack like twenty five pounds is a hundred and twenty nine and uh theres a monthly one too and we roast from august to like october and the rest of the year we ship out of the freezer',
    audience:
      'its mostly uh new mexicans who moved away you know like for the military or for work or college theyre in texas theyre in colorado theres a ton in like seattle and um chicago and they cant get real chile out there like the stuff in the can at the store it aint it and also um their kids who grew up eating it at grandmas and now theyre like thirty and living in brooklyn or wherever and they want it for their own kids',
    problem:
      'so like um the thing with green chile is its only fresh like six weeks a year and you gotta roast it right there like the smell the smoke thats the whole thing and if you live in ohio you just you cant get it and uh shipping it fresh dont work it goes bad and the big companies do the jarred stuff which is its fine i guess but its mushy its not the same and um people were literally driving back home with coolers in the trunk like fourteen hours each way to get it',
    story:
      'so um okay so my grandpa ernesto he had a roaster like a old hand crank one made out of a oil drum and every september hed roast in front of the house on isleta for the whole neighborhood like people would line up down the block with their sacks and uh he passed in twenty eighteen and the roaster just sat in my moms shed and i was driving trucks then long haul fourteen years and i was never home in september you know i missed like every single roast',
    storyFollowUp:
      'and then um twenty twenty covid right and my sister marisol shes up in portland and she couldnt come home and she was real down about it so i roasted a sack in moms driveway in grandpas roaster and froze it and shipped it to her in a a styrofoam cooler with dry ice and she she posted a picture on this facebook group new mexicans in the northwest and uh by sunday we had like three hundred orders no three hundred and forty and i was roasting in the driveway every night after my runs and the neighbors were bringing lawn chairs and that spring i quit driving',
    proof:
      'so um last year we shipped 23,800 boxes like twenty three thousand eight hundred i had to ask my cousin rudy he does the spreadsheet and thats to all fifty states even hawaii which was uh interesting with the dry ice and um we buy from six farms down in hatch now and we got eleven people working in roasting season and like four the rest of the year and uh about sixty percent of orders are people who ordered before',
    proofFollowUp:
      'so theres this guy anthony hes a cook in the navy on a ship out of norfolk virginia and um before he had his mom drive chile to the fedex in las cruces and pay like eighty bucks and half the time it showed up thawed and gross and now hes on our monthly one and um last christmas he made green chile stew for like two hundred sailors on the ship and he sent me a picture of the line going out the galley door',
    customerWords:
      'um so theres a lady named yolanda in grand rapids michigan and she she left a review that said i opened the box and cried because my kitchen smelled like september and like i read that to my mom and she cried too so yeah we printed it on the cooler lids now',
    belief:
      'so people think um like chile is a novelty thing like a hot sauce thing for guys who wanna prove how tough they are and its not its not about heat at all its about home like its a smell its a family thing my grandpa used to say chile aint a food its a season and uh i think the big companies got it backwards putting it in jars all year you know its supposed to be once a year thats why people go crazy for it',
    update:
      'so okay the new thing is um red chile were doing our first christmas box which if youre not from here christmas is when you want red and green both like on your enchiladas you just say christmas and so its a box with a pound of red chile powder from chimayo and a string of dried pods and three pounds of the green and it ships the first week of december',
    goal: 'so um what i need is 500 people to preorder the christmas box in the next two weeks like five hundred so i know how much red to buy from the farms its fifty five bucks and if you preorder now the shipping is free so go to zia roast dot com slash christmas and uh yeah tell your tia tell your cousin in texas',
    tone: 'um just like me you know just normal dont make it sound like some food magazine and please its chile c h i l e not chili chili is the texas stuff with beans and um dont say foodie or spicy adventure or any of that and emojis are fine i guess like a chile pepper one sure',
    other: 'um i dont really know nothing about that to be honest',
    repeat: 'yeah like i said before um thats pretty much it',
    pass: 'nah thats all i got on that one',
  },
}

const thiago: Founder = {
  id: 'thiago-assina',
  name: 'Thiago Nascimento',
  company: 'Assina',
  style:
    'non-native English, Brazilian Portuguese first language (app that does the legal employment paperwork for families who employ a domestic worker)',
  description:
    "Thiago Nascimento, a former developer at a bank and the son of a domestic worker, co-founded Assina in São Paulo, Brazil, with his wife Larissa, an accountant. Its app does the monthly legal paperwork for families who employ a domestic worker such as a housekeeper, nanny or carer: it registers the worker in eSocial, the government's employment system, calculates salary, overtime, holiday pay and the 13th-month salary, generates the single monthly tax slip that pays the worker's social security (INSS) and severance fund (FGTS), and sends WhatsApp reminders before each due date. The worker can see her payslips and contributions for free. Families pay R$39 a month.",
  headline: '61,300',
  customerQuote: 'For the first time, the government knows I exist.',
  goalKeywords: ['1,000', 'families', 'CIDA'],
  bannedWords: ['maid', 'servant', 'hassle-free'],
  noEmoji: true,
  answers: {
    opening:
      "Hello, good afternoon! I am Thiago Nascimento, I have 34 years and I am founder of Assina, from São Paulo. The name come from 'carteira assinada', is how we say in Brazil when the worker is registered formally, with all the rights. We help the families to register their domestic worker correctly.",
    product:
      'Assina is an app for the families that employ a domestic worker: housekeeper, nanny, caregiver of old people. The family puts the information only one time: salary, hours, day of beginning. Then we make everything. We register the worker on eSocial, that is the system of the government, every month we calculate the salary, the overtime, the vacations, the 13th salary, and we generate the DAE, this is the one document for pay INSS and FGTS together. Before the due date, day 7 of every month, the family receives reminder on WhatsApp. The worker also have free access, she can see all her payslips and contributions in the phone. For the family it costs R$39 per month.',
    audience:
      'The families of middle class in the big cities: São Paulo, Rio, Belo Horizonte, Curitiba. Usually is a couple that both work and have small children, or the sons and daughters that hired a caregiver for the mother or the father. They are not rich people, they are doctors, teachers, engineers, and they have fear of the bureaucracy. And from other side are the workers. In Brazil are almost 6 million domestic workers, more than 90% are women, and most of them still are without carteira assinada.',
    problem:
      "Since 2015 the law is very clear, the domestic worker have the same rights of the other workers. But the eSocial website is very complicated, many codes and fields, and if you make a mistake or pay late, you receive a fine. So many families are thinking 'I will do it next month', and they never do. The worker works 10, 20 years and in the end she don't have retirement, she don't have sick pay, nothing. And she discover this only when she need it.",
    story:
      "This is the story of my mother, Dona Cida. She worked as domestic worker during 24 years, in six different houses, she raised many children of other families, and she raised me and my sister in the same time. In 2019, with 60 years, she went to the INSS to ask for the retirement. The lady in the counter told her she had only 7 years of contribution, and she need 15. Only two families signed her carteira. I remember she came home and she didn't speak all the night.",
    storyFollowUp:
      "In this time she was working for Seu Ricardo, an engineer in Pinheiros. I went to talk with him, I was ready for fight. But he was almost crying, he told me 'Thiago, I tried three times to do this eSocial and I gave up, I was afraid to make wrong.' So I sat with him on his kitchen and in 40 minutes we registered my mother. After this, the ladies from my mother's church asked me to help their patroas, the women who employ them, and I made a spreadsheet for 11 families. When I arrived in 80 families, I understood this is not a favour anymore, is a company. I left the bank in 2021 and started Assina with my wife Larissa, she is accountant.",
    proof:
      'Actually we have 54,000 families paying Assina, and 61,300 domestic workers registered with carteira assinada through our app, because some families have two workers. Last year the families paid R$ 240 million in INSS and FGTS for these workers, and 97% of the DAEs was paid before the due date. When we asked, 38% of the workers were without any registration before the family started with Assina. We are 19 people in the team.',
    proofFollowUp:
      'Dona Marlene, she is caregiver in Campinas for an old man, Seu Alfredo, since 2013. During 9 years she worked without registration. In 2022 the son of Seu Alfredo, Fábio, found Assina and registered her. One year later she fell in the bus and broke her wrist, she could not work for three months. Because now she was registered, she received auxílio-doença, the sick pay from INSS, around R$ 1,800 per month. Before, she would receive nothing, zero, she told me she would need to borrow money from her sister.',
    customerWords:
      'Dona Marlene sent to me an audio on WhatsApp after the INSS paid the first month, she was laughing and crying together. I translate exactly what she said: "For the first time, the government knows I exist." I played this audio in our all-hands meeting and everybody stayed quiet.',
    belief:
      "Many people think the families don't register the domestic worker because they want to save money, that they are bad people. I don't agree. In our research with 2,000 families, most of them wanted to do correct, but they were afraid of the bureaucracy, of making mistake and receive a fine. The problem is not the bad character of Brazilians, is a bad website. If you make the right thing be easy, most of the people will do the right thing.",
    update:
      "We are launching 'Assina Trabalhadora', the app for the worker herself. Many domestic workers don't read very well, so everything has also audio explanation in Portuguese. She can see how many years of contribution she has, how much time is missing for the retirement, and if the family forgot to pay, she receive an alert. We pretend to launch on 27 of April, this is the National Day of the Domestic Worker in Brazil.",
    goal: 'Our goal for the next two weeks is 1,000 new families registering their domestic worker with Assina. If you are reading and you have a housekeeper, nanny or caregiver without carteira assinada, please enter in assina.com.br/cida and use the code CIDA, the first three months are free. Is the name of my mother, she asked me to say this.',
    tone: "Respectful and simple. Please never use 'maid' or 'servant' in English, for us this sounds like the time of slavery, say 'domestic worker'. Also don't write 'hassle-free', is too much marketing. Can have emotion, my mother story is emotional, but not for making people feel guilty. No emoji, please.",
    other: "Sorry, I think I didn't understand very well the question. You can ask in other way?",
    repeat: "I think I already explained this before, I don't have more to add.",
    pass: 'I think I told everything that I know about this.',
  },
}

const amina: Founder = {
  id: 'amina-salama-swim',
  name: 'Amina Said',
  company: 'Salama Swim',
  style:
    'warm, plain community-organisation voice (free swimming and water-safety lessons for children on the Kenyan coast)',
  description:
    'Amina Said, a former primary-school PE teacher and lifeguard, founded Salama Swim, a registered community organisation in Mombasa, Kenya. It teaches children aged 6 to 14 from fishing villages and informal settlements on the coast to swim and to stay safe in the water, free of charge, in ten-lesson courses held in the sea at low tide inside a roped-off area and in a hotel pool lent for free. Its instructors come from the same communities, it trains teenagers as junior lifeguards, and it gives water-safety talks in schools. It is funded by individual donors, small grants and a few local hotels.',
  headline: '4,820',
  customerQuote: 'I have fished this sea for thirty years, and my daughter swims better than me.',
  goalKeywords: ['300', 'sponsor', 'Kilifi'],
  bannedWords: ['poverty-stricken', 'voiceless', 'helpless'],
  noEmoji: false,
  answers: {
    opening:
      "Jambo, and thank you for having me. I am Amina Said, founder of Salama Swim in Mombasa. 'Salama' means safe in Swahili. We teach children on the Kenyan coast to swim and to stay safe in the water, free of charge.",
    product:
      "Every child who joins does a course of ten lessons, twice a week for five weeks. We teach in the sea at low tide, inside an area we mark with floats the fishermen gave us, and on Saturdays in a hotel pool in Nyali that the management lends us for free. By the end, a child should be able to float, tread water for one minute, swim 25 metres and know what to do if a friend is in trouble: shout, throw something that floats, and don't go in after them. We also train teenagers from the course as junior lifeguards, and we give water-safety talks in primary schools.",
    audience:
      'Children aged 6 to 14 from fishing villages and informal settlements along the coast, in Likoni, Kisauni, Mtwapa and Shimoni. Many of them live a five-minute walk from the ocean and still cannot swim, because their parents never learned either. Our instructors come from the same communities; most of them were our students first.',
    problem:
      'People assume that if you grow up next to the sea, you can swim. On the coast it is often the opposite: most children here have never had a single lesson, and the beaches and creeks are where they play at weekends and in the holidays. Drownings happen every holiday season, and almost every family I meet knows a child who was lost to the water. There are very few public pools, and private lessons cost more than many families earn in a week.',
    story:
      'In April 2016 I was a PE teacher at a primary school in Likoni. During the Easter holiday one of my pupils, Baraka, who was eleven, drowned while playing with his cousins near the ferry channel. On the first day of term his desk was empty, and I asked my class how many of them could swim. Out of 46 children, three raised their hands.',
    storyFollowUp:
      'That Saturday I took twelve of them to the beach at low tide, with empty five-litre jerrycans as floats. The fishermen thought I was mad, and then one of them, Mzee Juma, started bringing old net floats to mark out a safe area for us. In 2019 one of those first twelve, Mwanajuma, pulled her little brother out of a creek in Kisauni when he slipped off a boat. She was thirteen. After that, parents started coming to find us, and we registered Salama Swim as a community organisation that same year.',
    proof:
      'Since 2016, 4,820 children have completed the full ten-lesson course. At the end of the course, 86% of them can swim 25 metres and tread water for a minute. We have trained 64 instructors, 41 of them from fishing families, and 112 junior lifeguards, who made 19 rescues on public beaches in Mombasa last year alone. A full course costs us 1,500 shillings per child, about 12 dollars.',
    proofFollowUp:
      'Halima is from Mtwapa. When she joined us at 12, she would not go into water above her knees; she cried on the first day and her mother had to stay with her on the sand. By the end of her course she could swim 50 metres. Last year, aged 15, she qualified as a junior lifeguard, and in December she pulled a six-year-old boy out of a rip current at Nyali Beach while his parents were searching for him further up the shore.',
    customerWords:
      'Halima\'s father, Bakari, is a fisherman. After the rescue he came to our end-of-year gathering, stood up in front of all the parents and said, in Swahili: "I have fished this sea for thirty years, and my daughter swims better than me." Then he asked whether we could teach him too. He started lessons in January.',
    belief:
      "Many people think the answer to drowning is to put up 'No Swimming' signs and keep children away from the sea. I believe the opposite. Children on the coast will always go to the water; it is their playground, and it is where their parents work. A sign has never saved a child. A child who can swim, and who knows how to help a friend without jumping in after them, is safer than any fence.",
    update:
      'In March we start in Kilifi County, in Watamu and Malindi, where there are even fewer swimming lessons than in Mombasa. Eight new instructors from Kilifi have just finished their training with us, and two primary schools in Watamu have already given us their Grade 4 and 5 classes for the first courses.',
    goal: "In the next two weeks we want to find 300 sponsors for the first children in Kilifi. 1,500 shillings, or 12 dollars, pays for one child's full ten-lesson course, so 300 sponsors means 300 children in Watamu and Malindi learning to swim before the April school holiday. You can sponsor a child at salamaswim.org/sponsor, by card or by M-Pesa.",
    tone: "Hopeful and practical. Please do not show our children as poor or helpless; they are brave, and they are learning something difficult. Do not use 'poverty-stricken', 'voiceless' or 'helpless'. One or two emoji, like a wave, are fine, but not too many.",
    other:
      'I am not sure that is something I can answer well. I am happy to tell you more about our swimming work.',
    repeat: "I think I have already answered that, and I don't have anything more to add.",
    pass: 'I believe I have shared everything I can on that.',
  },
}

export const freshFounders5: Founder[] = [declan, ilse, camila, bobby, thiago, amina]
