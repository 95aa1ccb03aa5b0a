// A thirty-sixth held-out set (ids f35-), written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const bernie: Founder = {
  id: 'f35-bernie-tanbark',
  name: 'Bernadette Scully',
  company: 'Tanbark',
  style:
    'long, rambling answers with asides and self-interruptions (B2B software that councils, schools and childcare centres use to run and record the safety inspections of their public playgrounds)',
  description:
    "Bernadette Scully, who spent sixteen years in the parks department of the City of Ballarat, the last nine as its playground inspector, founded Tanbark in Ballarat, Victoria, Australia. ('Tanbark' is the shredded bark Australians put under play equipment to soften falls.) Tanbark is software for councils, schools and childcare centres that run playgrounds: inspectors scan a QR tag on each piece of equipment with their phone, work through the checks set by the Australian playground standard (routine visual checks, quarterly operational inspections and an annual comprehensive one), photograph faults and record the depth of the softfall, and the app turns each fault into a job for the maintenance crew and keeps a dated record for insurers and auditors. Councils pay AUD 2,400 a year for up to 50 playgrounds; schools and childcare centres pay AUD 390.",
  headline: '61,800',
  customerQuote: 'I used to dread the audit. This year I offered the auditor a coffee.',
  goalKeywords: ['30', 'councils', 'Report'],
  bannedWords: ['nanny state', 'compliance made easy', 'helicopter parents'],
  noEmoji: true,
  answers: {
    opening:
      "G'day, Bernadette Scully, Bernie to everyone except my mother and the Tax Office. I run Tanbark, out of Ballarat, which is software for the people who check playgrounds, and before you ask, yes, it's a real job, I did it for nine years, and yes, people do look at you funny when you're a grown woman lying on your back under a spiral slide with a torch. Sorry, I'm going to talk a lot. Just pull me up when you need to.",
    product:
      "Right, so. Every public playground in Australia, council park, school, childcare centre, is supposed to be inspected to the standard (AS 4685, if you want the number), and there are three levels of it: a quick visual check, weekly-ish, where someone walks through looking for broken glass and snapped chains and, honestly, the odd syringe; an operational inspection every quarter where you actually get your hands on it, bolts, wear on the swing hangers; and a comprehensive one once a year by a certified inspector. Tanbark is the app for all of that. Each bit of equipment gets a little QR tag, you scan it with your phone, it gives you the checklist for that exact piece (a flying fox has different ways of hurting a child than a see-saw does, believe me), you take photos, you record the depth of the tanbark under it, that's the shredded bark, the softfall, which kids and rain and possums are forever moving around. Anything you find becomes a job on the maintenance crew's list, with the photo and the GPS, and it's all dated and signed, so when the insurer or the auditor rings, it's there. Councils pay $2,400 a year for up to fifty playgrounds, schools and kinders $390, because a school's got one playground and a budget that wouldn't cover a sausage sizzle.",
    audience:
      "Mostly local councils, the parks and open space teams, which in a regional shire might be one coordinator and a two-person crew in a ute looking after sixty-odd playgrounds spread over an area the size of a small European country (I'm barely exaggerating, one of our shires takes three hours to drive across). Then schools, where it usually lands on the business manager or, God help them, the PE teacher, and childcare centres, where the director does it between everything else. The one who signs is the parks manager or the principal. The one who actually loves it is whoever used to do it on a clipboard in the rain, and that's nearly always someone who's been at it twenty years and knows every loose bolt in town by name.",
    problem:
      "Here's the thing nobody believes until they've done the job: the inspections mostly do get done. It's the record that's missing. Before Tanbark it was a clipboard, a carbon-copy book, a spreadsheet on one person's laptop, or, and I have seen this, the back of a Bunnings receipt in the glovebox. So a fault gets spotted on a Tuesday and the crew doesn't hear about it until somebody's mum rings in a fortnight later. And when a kid does get hurt, and they do, kids are kids, the council can't prove it checked anything, so it settles the claim, gets nervous, and rips out the tall slide for something a toddler would find boring. That's the real cost, I reckon. Fewer good playgrounds.",
    story:
      "The moment was, and I still feel a bit ill thinking about it, a claim in 2018. A little girl, about seven, fell off the top of a climbing net at a park in Sebastopol, that's a suburb of Ballarat, and landed where the tanbark had been kicked and rained down to maybe four centimetres over a concrete footing. Broke her wrist in two places. She was fine in the end, came back the next summer with a pink cast signed by half her class, which I only know because her mum told me years later. But the insurer wanted our inspection records for that playground for the previous two years. I knew I'd checked it. I'd checked it the month before, I remember the magpie that went for me in the car park. But the sheets were in a ring binder in the back of the crew's ute, and a whole season of them had got wet and stuck together into a sort of papier-mâché brick. I spent two weeks rebuilding it from fuel receipts and my own diary. We settled anyway. Sixty-two thousand dollars, for a check I'd actually done.",
    storyFollowUp:
      "So I went home and, well, first I had a glass of wine, and then I rang my brother-in-law Pete, who writes software for a bank in Geelong and owed me for the time I drove his dog to the vet at two in the morning. We built the first version that winter, basically a form on a phone with a photo and a date, and I used it on my own rounds for Ballarat. Then the coordinator at a neighbouring shire, who I knew from a training course, asked to borrow it, then a group of Catholic schools did, and by the end of 2020 we had fourteen councils and I was doing support from my car at lunchtime. I left the council in March 2021. They were very nice about it. They're a customer now, which is a funny feeling, invoicing your old boss.",
    proof:
      "Okay, numbers, I do have them, I'm not just a storyteller. We've got 87 councils on Tanbark now, mostly Victoria and New South Wales with a few in South Australia and Tassie, plus 1,140 schools and childcare centres. In the last twelve months they logged 61,800 inspections through the app and found about 9,300 faults. The number I'm proudest of: the average time from a high-risk fault being found to it being fixed has gone from 23 days, which is what the councils told us it was before, to 4. And four councils have had their public liability excess cut by their insurer because they can show their records, which, if you've ever dealt with an insurer, is about as common as a quiet magpie in September.",
    proofFollowUp:
      "The one I always tell is Kath Doherty, business manager at a primary school in Bendigo, about 400 kids, two playgrounds and a sandpit she says has its own weather system. She used to do the playground checks on paper in whatever half hour she could find, and every year when the Department's auditor came she lost about a week digging out folders. Last year she did the weekly checks in eight minutes on her phone, the maintenance man got every fault with a photo the same afternoon, and the audit took forty minutes. She spent the week she got back applying for a grant for shade sails, and got it.",
    customerWords:
      "Kath rang me after her audit, which was a first, people usually only ring me when something's broken. She said, and I wrote it down because I knew I'd want it: \"I used to dread the audit. This year I offered the auditor a coffee.\" Then she told me the auditor had asked for our details, which, honestly, was the best bit of the call. She's happy for us to use her name, as long as we don't use a photo, because of the sandpit hair.",
    belief:
      "Everybody thinks the way to make a playground safe is to take the risky stuff out: lower the slides, pull out the flying fox, get rid of anything a kid might fall off. I think that's backwards, and so do most of the people who actually study it, funnily enough. Kids need a bit of height and a bit of fear, that's how they learn what they can do. A playground isn't dangerous because it's got a tall slide, it's dangerous because nobody noticed the tanbark had washed away underneath it. Check properly, write it down, fix it fast, and you get to keep the good stuff. Records so you can keep the tall slide, that's the whole idea really.",
    update:
      "What's coming, and I'm a bit excited about this one, is Tanbark Report, which goes live on 1 September, in time for the spring school holidays when every playground in the country gets hammered. Each playground gets a small sign with a QR code, and any parent who sees a snapped chain or a broken board can scan it and take a photo, and it goes straight onto the crew's job list for that exact piece of equipment. No ringing the council switchboard and being put on hold to Vivaldi. And the parent gets a text back when it's fixed, which, I've discovered, people like even more than the fixing.",
    goal: "What I'd really love out of these posts is 30 councils signed up for the free Tanbark Report pilot before the spring holidays. It's free until the end of January, we post you the signs, and you don't need to be a Tanbark customer already. The parks coordinator, or whoever looks after the playgrounds, can sign up at tanbark.com.au/report and we'll set it up together on a video call in about an hour. And if you're a parent who's ever rung the council about a broken swing and heard nothing, send this to your council. Nicely. They're mostly lovely people with too many playgrounds.",
    tone: "Plain and a bit dry, the way you'd talk to someone over the back fence, not like a council media release. Please don't say 'nanny state', it's not what this is about and my customers would hate it. Don't say 'compliance made easy', nothing about compliance is easy and everyone knows it. And don't call anyone 'helicopter parents', they're the ones who'll be scanning the signs. No emoji either, thanks. It's about kids getting hurt, in the end, even if I joke about it.",
    other:
      "Oh, I'm not sure I'm the person to ask about that one, to be honest. Ask me about slides and softfall and I'll be here till the kids come home from school.",
    repeat:
      "I think I've covered that already, probably at length, knowing me, so there's not a lot I can add.",
    pass: "No, I reckon that's genuinely everything I've got on that one.",
  },
}

const renata: Founder = {
  id: 'f35-renata-macetona',
  name: 'Renata Garza Villarreal',
  company: 'Macetona',
  style:
    'playful consumer brand voice with lots of emoji, caps and exclamation marks (self-watering ceramic plant pots with painted faces, hand-made by potters in Tonalá, Mexico)',
  description:
    "Renata Garza Villarreal, a former industrial engineer at an appliance factory, founded Macetona ('maceta' is Spanish for flowerpot) in Monterrey, Mexico. Macetona sells self-watering ceramic plant pots with hand-painted faces, made by a workshop of potters in Tonalá, Jalisco. Each pot holds a hidden unglazed clay reservoir (the old olla irrigation method) that slowly waters the soil for up to three weeks, and a small cork 'tongue' sticks out of the pot's mouth while there is water and drops back in when it needs a refill. The best-seller, La Sedienta ('the thirsty one'), costs MX$549 in Mexico and US$34 in the United States; potters are paid MX$140 per pot.",
  headline: '41,200',
  customerQuote: 'I have killed every plant I ever owned. Rodolfo is four months old and THRIVING.',
  goalKeywords: ['2,000', 'Compadres'],
  bannedWords: ['plant mom', 'boho', 'folk art'],
  noEmoji: false,
  answers: {
    opening:
      "HOLAAA!! 👋🌵 Renata here from Macetona in Monterrey 🇲🇽🔥 We make ceramic plant pots WITH FACES that water your plants FOR YOU 🪴😜 Hand-made by our potters in Tonalá 🏺✨ I'm a recovering plant killer and ex-factory engineer and I promise this all makes sense!!! 🙌",
    product:
      "Okay so meet LA SEDIENTA 🪴😛 (it means 'the thirsty one'!!) A hand-painted ceramic pot with a big face, and hidden inside there's an unglazed clay reservoir so the water seeps into the soil SLOWLY for up to 3 weeks 💧🐢 And the best part: a little cork TONGUE sticks out of her mouth while she has water 👅 and when it disappears she's thirsty, refill her!! 😂 Made in Tonalá, Jalisco, by real potters 🏺 MX$549 in Mexico, US$34 in the US 🇺🇸 and every potter gets MX$140 per pot 💚",
    audience:
      "PLANT KILLERS 🙋🏻‍♀️💀🌱 like me!!! People who buy a monstera, love it for two weeks, forget it exists, and then it's crispy 🍂😭 Lots of young people in apartments in Monterrey, CDMX and Guadalajara, people who travel for work ✈️, and SO many Mexican-Americans in Texas and California who want something that looks like their abuela's kitchen 🏡💛 Also offices!! Receptionists LOVE them 😂",
    problem:
      "Plants are EASY to buy and SO HARD to keep alive 😩 You either drown them or forget them, no in-between 🥲 The 'smart' self-watering pots are ugly plastic with an APP 📱🙄 and in Monterrey in summer it's 40°C so your poor plant is cooked in three days 🔥🔥 Meanwhile the potters in Tonalá were selling plain pots to wholesalers for like MX$35 each 😞 and their kids were leaving for factory jobs!!",
    story:
      "Okay so 2020, pandemic, I'm working from my tiny depa in Monterrey and I kill FOURTEEN plants in one year 💀🌿 I counted!! Then I visit my abuela Chayo in Cadereyta and her garden is PERFECT in August, 41 degrees, no sprinkler 🤯 She shows me her trick: old clay ollas full of water buried next to the plants 🏺💧 the water seeps out slowly, exactly when the soil gets dry!! Her mom did it, her grandma did it... and I'm over here with a plastic pot and an APP 🤦🏻‍♀️😂",
    storyFollowUp:
      "So I called Don Chuy 🙋🏻‍♂️ a potter in Tonalá I'd met on a work trip, and asked if he could make a pot with a little olla INSIDE it 🏺➡️🪴 He said I was crazy (he was right) but he did it!! Then his daughter Lupita painted a face on one as a joke 😜 and I added the cork tongue because I'm an engineer and I need a gauge on everything 😂 I took 60 to a bazaar in San Pedro and they SOLD OUT BY 1PM 🔥🔥 I quit the factory eight months later!!!",
    proof:
      "NUMBERS TIME 📊🎉 We've sold 41,200 pots 🪴🪴🪴 in Mexico and the US 🇲🇽🇺🇸 4.8 stars from 5,300 reviews ⭐⭐⭐⭐⭐ We now work with 23 potters in Tonalá, up from just Don Chuy and Lupita 🏺👨‍👩‍👧 and they get MX$140 a pot, four times the wholesale price 💸💚 And 34% of customers come back for a second one because the plant in the OTHER pot got jealous 😂🌵",
    proofFollowUp:
      "My fave is Mariana in San Antonio, Texas 🥹 she's a flight attendant ✈️ away 10 days at a time, and she'd given up on plants completely 😭 She bought ONE Sedienta, came home from a trip to Lima and her pothos was still alive AND had grown 👀🌿 Now she has NINE, one on every windowsill, and she names them after the cities she flies to 😂 She sends us a 'roll call' photo every month 📸🪴",
    customerWords:
      'This review from Diego in Saltillo made me CRY in the warehouse 😭😭 "I have killed every plant I ever owned. Rodolfo is four months old and THRIVING." 🪴👑 Rodolfo is a fern!!! We print his review on the little card in every box now 💌',
    belief:
      'HOT TAKE 🔥 your plant does NOT need an app 📱❌ It needs clay, water and you looking at it once in a while 👀🪴 Our great-grandmothers solved self-watering hundreds of years ago with a clay pot in the ground 🏺 and now companies sell us Bluetooth sensors for it 🙄 Old tech + a silly face + fair pay beats any gadget!!! 💪💚',
    update:
      "NEW DROP ALERT 🚨🚨 LOS COMPADRES 👯‍♂️🪴 two hanging pots that hold hands (ceramic hands, okay!!) and share ONE reservoir 💧 so you water one and BOTH drink 😍 Dropping October 1st 📅 and Lupita's team has been painting faces for weeks, one of them has a moustache and he is my FAVOURITE 🥸😂",
    goal: 'The ask!!! 🙏 We want 2,000 people on the Los Compadres waitlist by the end of September 📝👯‍♂️ Sign up at macetona.mx/compadres and you get first access before the drop (the potters can only make 600 a month so it WILL sell out 😅) plus the first 2,000 get a FREE tiny cactus sticker for their pot 🌵✨ Tag the friend who killed a CACTUS!!! 💀🌵',
    tone: "FUN!!! 🎉 Emoji, caps, Spanglish totally welcome 😂🇲🇽 but please NEVER write 'plant mom', I'm begging 😬 And don't call the pots 'boho' or 'folk art' 🙅🏻‍♀️ our potters are ceramicists with 30 years of skill, it's design, not an airport souvenir!!",
    other: 'Ooh no idea about that one 😅🙈 ask me anything about pots or plants though!!! 🪴🏺',
    repeat: "Like I said before!! 😛 that's pretty much the whole story 💚",
    pass: "I think that's literally all I've got on that one 🙈🌵",
  },
}

const walter: Founder = {
  id: 'f35-walter-kennebec-wells',
  name: 'Walter Pelletier',
  company: 'Kennebec Well Water Project',
  style:
    'plain, earnest community-organisation voice (a volunteer nonprofit that lends free well-water test kits through libraries in rural Maine and helps families whose wells have arsenic get filters)',
  description:
    'Walter Pelletier, who taught chemistry for thirty-three years at a public high school in Gardiner, Maine, founded the Kennebec Well Water Project, a volunteer-run nonprofit in Kennebec County, Maine, USA. About half of Maine households drink water from a private well, and roughly one in ten of those wells has more arsenic than the federal limit, which cannot be seen, smelled or tasted. The Project lends free water-test kits through town libraries and town offices, holds monthly drop-off days so the samples go to a state-certified lab at no cost to the family, and sends trained volunteers to explain the results in person and help households that need a filter apply for grants to pay for it.',
  headline: '6,480',
  customerQuote: "We drank that water for thirty-one years. Now I know what I'm giving my grandkids.",
  goalKeywords: ['500', 'Somerset', 'test kit'],
  bannedWords: ['toxic', 'poison', 'backwoods'],
  noEmoji: true,
  answers: {
    opening:
      'Good morning, and thank you for taking the time. My name is Walter Pelletier. I taught high school chemistry in Gardiner, Maine, for thirty-three years, and since I retired I have run the Kennebec Well Water Project, a small nonprofit that helps families here test their well water and fix it if they need to.',
    product:
      'The Kennebec Well Water Project makes it free and simple for families with a private well to find out what is in their water. Families pick up a test kit at their town library or town office, fill the bottles at their kitchen tap, and bring them back on one of our monthly drop-off days. We take the samples to a state-certified lab, which tests for arsenic, uranium, nitrate, lead and bacteria. A full test normally costs about $120; we cover it through grants and donations. When the results come back, a trained volunteer sits down with the family, at their kitchen table or at the library, explains what the numbers mean, and, if they need a filter, helps them apply for a grant to pay for it.',
    audience:
      'We serve households in Kennebec County that get their water from a private well, which is most people outside the town centers. Many are older people who have lived in the same house for decades, young families who have just bought a farmhouse, and people renting trailers or camps where the landlord has never tested anything. Our volunteers are retired teachers and nurses, two former well drillers, and high school students who help on drop-off days.',
    problem:
      "In Maine, about half of homes drink from a private well, and no one is required to test it. City water is tested by law; well water is the family's responsibility, and most families have never been told that. Arsenic comes naturally from the bedrock here, and roughly one well in ten has more than the federal limit. You cannot see it, smell it or taste it, and over many years it raises the risk of several cancers. A full test costs around $120, the forms are confusing, and the results arrive as a page of numbers with no explanation. So most people never test, or they test once, cannot make sense of the results, and put the paper in a drawer.",
    story:
      "In the spring of 2015, one of my students, a junior named Hailey, did her science fair project on well water. She tested her own family's well, and the arsenic came back at four times the federal limit. Her family had been drinking that water for eleven years, and her little brother's baby formula had been mixed with it. Her parents had no idea. I remember her standing by her poster in the gym, very calm, explaining the numbers to the judges, and then coming to find me afterwards to ask whether her brother would be all right. I did not have a good answer for her. I knew the chemistry, but I had never once thought about the wells in my own students' homes.",
    storyFollowUp:
      "That summer I bought forty test kits with my own money and gave them to the families of students in my classes who were on wells. Six of the forty came back above the arsenic limit. The next year the Gardiner library offered to keep kits at the front desk, and two other teachers and a retired nurse joined me for drop-off days. We became a registered nonprofit in 2018, the year I retired, and we now work with libraries and town offices in nineteen towns across the county. Hailey's family put in a filter that same year. She is a nurse in Portland now, and she volunteers with us over the holidays.",
    proof:
      "Since 2015, we have tested 6,480 private wells in Kennebec County. Of those, 731 had arsenic above the federal limit and 212 had uranium above the limit. With our help, 584 of those households have installed a treatment system, and for 402 of them a grant paid the full cost. Of the families who test through us, 88 percent follow up with a retest or a filter when they need one; for families who test on their own, the state's figure is about half that. We have 64 active volunteers and nineteen partner libraries and town offices.",
    proofFollowUp:
      "One household I think of often is Mrs. Dolores Theriault's, in Vassalboro. She is seventy-eight, she has lived in the same farmhouse for thirty-one years, and her grandchildren stay with her every summer. A librarian told her about our kits. Her well came back with arsenic at almost three times the limit. Our volunteer Joan, a retired nurse, helped her apply for a state grant, and a filter was installed under her kitchen sink within six weeks, at no cost to her. Her grandchildren came for the summer as usual, and she has since persuaded four neighbors on her road to test.",
    customerWords:
      'Mrs. Theriault came to our drop-off day in Vassalboro the following spring with a box of doughnuts for the volunteers. When Joan asked how she was, she said: "We drank that water for thirty-one years. Now I know what I\'m giving my grandkids." She has given us permission to share her name and her words.',
    belief:
      'Many people believe well water is safer than town water because it comes from deep underground and nothing has been added to it. I understand that, and I used to think so myself. But cold, clear, good-tasting water can still carry arsenic from the rock it passes through. People also believe that testing is something only careful or well-off families do. In my experience, almost everyone will test if someone they trust hands them a kit, shows them how, and sits down with them afterwards to explain the results.',
    update:
      'This fall we are extending the project into Somerset County, our neighbor to the north, where most towns have no testing program at all. Starting in October, the Skowhegan, Madison and Norridgewock libraries will lend our kits. We are also starting retest reminders: every family we have tested will get a letter or a text message after three years, because well water can change over time, and filters need checking.',
    goal: 'Our goal for the next two weeks is for 500 households in Somerset County to pick up a free test kit before our first drop-off day there, on Saturday, October 12, at the Skowhegan Public Library. Anyone with a private well can pick up a kit at the Skowhegan, Madison or Norridgewock library, or request one at kennebecwells.org/somerset. We would also be grateful if people with a parent or neighbor on a well in Somerset County would pick up a kit for them.',
    tone: "Plain, calm and factual, the way I would explain it to a parent at a school open house. Please do not call the water 'toxic' or 'poison'. It frightens people, and frightened people often do nothing. Please do not describe our towns as 'backwoods', either. People here are not careless; nobody ever told them to test. No emoji, please.",
    other:
      'I am afraid that is outside what I know well. I would be glad to tell you more about wells and the families we work with.',
    repeat: 'I believe I answered that earlier, and I do not have anything to add to it.',
    pass: 'I think I have told you everything I can about that.',
  },
}

const emeka: Founder = {
  id: 'f35-emeka-steady-gen',
  name: 'Chukwuemeka Obi',
  company: 'Steady Gen',
  style:
    'raw voice transcript, all lowercase, no punctuation, fillers, false starts, repeated words and self-corrections, numbers and web addresses spoken, with some Nigerian Pidgin (monthly maintenance subscriptions for home and shop generators in Lagos)',
  description:
    "Chukwuemeka (Emeka) Obi, a generator mechanic who trained in his uncle's workshop in Onitsha, runs Steady Gen in Lagos, Nigeria. Because grid power in Lagos goes off for many hours a day, most homes and small shops depend on petrol or diesel generators, which break down when they are not serviced. Steady Gen sells a monthly maintenance subscription: a technician visits every month to change the oil, clean the spark plug, air filter and carburettor and check the wiring and changeover switch, and comes out within three hours if the generator fails. Plans cost ₦18,500 a month for a small petrol generator and ₦45,000 for a diesel generator up to 20 kVA, with parts at market price. Steady Gen employs 38 technicians.",
  headline: '2,740',
  customerQuote: 'since steady gen start to come my freezer never spoil even one carton of fish',
  goalKeywords: ['300', 'shops', 'Ikeja'],
  bannedWords: ['epileptic power', 'giant of africa', 'hustle'],
  noEmoji: false,
  answers: {
    opening:
      'okay is it recording now yes okay good afternoon my name is emeka emeka obi and i run steady gen here in lagos we um we service generators for like houses and shops every month so your gen no go disappoint you when nepa take light you understand',
    product:
      'so um what we do is subscription for your generator like monthly every month our technician come to your house or your shop and he change the oil he clean the plug the air filter the carburettor check the wiring check the changeover everything and um if the gen pack up any time like any time day or night we come within three hours three hours max and um the small petrol gen is eighteen thousand five hundred naira a month and the diesel one up to twenty kva is forty five thousand a month and uh parts is extra but we dont add anything on top of market price',
    audience:
      'um mostly families in like ikeja surulere yaba gbagada people that use the small gen you know the i better pass my neighbour type or the two point five kva and um also small business that cannot survive without light like the frozen food shop the barbing salon the pos agent the business centre the pharmacy because pharmacy need cold for the insulin and uh some churches too we get like fourteen churches',
    problem:
      'so before um the way it work is your gen spoil and you call your mechanic and mechanic say he dey come he dey come and he come after two days and meanwhile your freezer don defrost your fish don spoil and um nobody service the gen until it break because who get time so the gen dey die in like one year instead of five and um the other one is serious people dey put the gen inside the house or near the window at night and the smoke the carbon monoxide is killing people every year like whole families',
    story:
      'okay so um this is twenty nineteen i was doing my own mechanic work in ikeja like just me and my toolbox and one night my aunty aunty ngozi she have frozen food shop in ikorodu she call me like eleven at night crying say the gen don die and she have like like eighty cartons of chicken and fish inside the freezers and i couldnt reach there until the next afternoon because of traffic on ikorodu road and by the time i reach everything don start to smell she lose like six hundred thousand naira in one night one night and the fault was just dirty carburettor just dirty carburettor ten minutes service for am',
    storyFollowUp:
      'so after that um i tell aunty i will come every month every month before the problem start and she pay me small money five thousand that time and um her neighbours see me coming every month with my bag and they say ehn do our own too and by the end of that year i have like forty customers for ikorodu alone and i carry two guys from my uncle workshop and we start steady gen properly in twenty twenty one with like three motorcycles three',
    proof:
      'okay so um the numbers we have like two thousand seven hundred no two thousand seven hundred and forty customers on the monthly plan two thousand seven hundred and forty and we are thirty eight technicians now thirty eight with motorcycles and um last year we do like thirty one thousand service visits and breakdown for our customers is like eighty percent less than before and um the average time when gen pack up is like two hours ten minutes',
    proofFollowUp:
      'so um there is mama titi in ikorodu she sell frozen fish and turkey and um before she was losing everything in the freezer like two or three times a year when gen fail and she was buying new gen every year every year and now with us she dont lose anything for two years and she use the same gen for three years now and um she open second shop in ikorodu garage last march',
    customerWords:
      'um so mama titi one day when we come for the monthly service she gather all the customers in the shop and she say since steady gen start to come my freezer never spoil even one carton of fish and she say it loud loud like she is doing advert for us and she give my technician extra turkey to carry home',
    belief:
      'okay so um everybody say the problem is nepa is the light is the government that we have to wait for constant light and um i agree the light is bad but you cannot wait for it because it will not come tomorrow so take care of the gen you have and um people think servicing gen is for big company with big diesel generator and is the opposite the small gen in the small shop is the one that need it most because if that one die the business die',
    update:
      'so two things coming um first one from november every customer get carbon monoxide alarm free we install it free because people dey die from gen smoke every year and is so cheap to stop and um the second one is shop plan for small business we cover up to three gens in one shop and we come within ninety minutes ninety minutes not three hours for twenty five thousand naira a month',
    goal: 'so um what i want is three hundred shops in ikeja to join the shop plan before christmas three hundred because december is when everybody sales is highest and the light is worst and um the first three hundred get the carbon monoxide alarm and first month free and they can go to steady gen dot n g slash shops or just whatsapp us and uh if you know any shop owner in ikeja whose gen dey always give wahala send am this',
    tone: 'just normal like how lagos people talk you know not like bank advert and um please dont say epileptic power everybody use that one is tired and dont say giant of africa and uh dont say hustle like we are hustling we are running proper business with thirty eight staff and one small emoji is okay like the bulb one no wahala',
    other: 'ehn um i no too sure about that one oga to be honest',
    repeat: 'um yeah like i talk before na the same thing',
    pass: 'no that na everything i get for that one sorry',
  },
}

const luciana: Founder = {
  id: 'f35-luciana-mosquero',
  name: 'Luciana Ferraro',
  company: 'Mosquero',
  style:
    'non-native English, Argentine Spanish first language, with false friends (actually for currently, explain me), dropped subjects ("is very difficult"), "since" for duration and Spanish word order (solar-powered camera traps that count fruit flies in orchards and alert growers by WhatsApp)',
  description:
    'Luciana Ferraro, an agronomist who worked for eight years on the fruit-fly monitoring programme of Mendoza province, founded Mosquero (named after a small flycatcher bird) in Mendoza, Argentina. Mosquero makes solar-powered camera traps for the Mediterranean fruit fly, a pest that lays its eggs in peaches, plums, cherries and other fruit and can close export markets. Each trap holds a lure and a sticky card; a camera photographs the card every morning, software counts and identifies the flies, and the grower receives a WhatsApp message with the count for each trap and a map of the farm, so they spray only the blocks where flies are rising instead of the whole farm on a calendar. A trap costs US$190, plus US$9 a month per trap for the data service.',
  headline: '1,870',
  customerQuote: 'Before, I sprayed because of fear. Now I spray because of the trap.',
  goalKeywords: ['60', 'cherry', 'Uco'],
  bannedWords: ['revolutionary', 'smart farming', 'bugs'],
  noEmoji: true,
  answers: {
    opening:
      'Hello, good afternoon. I am Luciana Ferraro, agronomist and founder of Mosquero, from Mendoza, in Argentina. Before, I was working eight years in the programme of the province for control of the fruit fly. Sorry in advance for my English, I learned it mostly reading papers of entomology.',
    product:
      'Mosquero is a trap for the Mediterranean fruit fly, but with camera. Is a normal trap with attractant and sticky card, and we put a small camera and a solar panel. Every morning the camera takes photo of the card, and our software counts the flies and recognises the species, because many flies are not the dangerous one. Then the grower receives in WhatsApp a message with the count of each trap and a map of his farm, so he knows in which block the flies are going up. The trap costs 190 dollars and the service 9 dollars per month. The name is from a little bird that eats flies, very common here.',
    audience:
      'Our clients are fruit growers of Mendoza and San Juan, mostly medium farms, between 20 and 150 hectares, with peach, plum, cherry, some table grape. Many are families who have the farm since three generations, Italian or Spanish origin like me. Also the packing houses and the exporters, because they must show to the buyers in Europe and Brazil that the fruit comes from zone with low presence of fly. The person who decides is normally the grower or the farm engineer.',
    problem:
      'The medfly puts the eggs inside the fruit, the larvae destroy it from inside, and if the inspectors find one larva in one box, the export market can close for all the region. Before, a person drove to each trap one time per week, sometimes each two weeks, and wrote the count in a paper. So the information arrives very late and the grower does not know where is the problem. Then for fear he sprays all the farm every 10 or 14 days, with the calendar, even if there are no flies. Is expensive, is bad for the bees and for the workers, and many times is not necessary.',
    story:
      'In 2019 I was checking traps for the province in the east of Mendoza, near Junín. In one farm of peaches, of the family Gutiérrez, I found 37 flies in one trap, when the week before was zero. But this trap I checked after nine days, because the truck was broken. When I arrived, the fly was already in the fruit of three blocks, and the family had to throw almost 40 tons of peaches, all the fruit of the season for these blocks. Don Aníbal, the father, was not angry with me, he was only very quiet, and this was worse. I drove back to the office thinking that the fly was there since one week and nobody knew it.',
    storyFollowUp:
      'My brother Franco is electronic engineer, so that winter we made a prototype in the garage of my parents, with a cheap camera and the panel of a garden lamp. We put ten traps in the farm of the Gutiérrez for free, and the first time the count went up, Don Aníbal sprayed only two blocks, three days after the flies arrived, and not all the farm. The next season his neighbours asked for traps, and in 2021 I left the province and we founded Mosquero with a small credit of the Mendoza government for technology companies. Now we are eleven persons.',
    proof:
      'Actually we have 1,870 traps working in 312 farms of Mendoza and San Juan. In the farms that use Mosquero at least two seasons, the insecticide sprays against the fly went down 41% in average, because they spray only the blocks with flies. The grower knows about a rise of flies in less than 24 hours; before it was 7 to 14 days. And the software recognises the medfly correctly in 96% of cases, we compare it every month with the count of our entomologist.',
    proofFollowUp:
      'For example Don Aníbal Gutiérrez, the same family of the story, 64 hectares of peach and plum in Junín. Before Mosquero he was spraying 11 times per season, all the farm. Last season he sprayed 5 times, only in the blocks with flies, and he saved more or less 9,000 dollars in product and work. Also all his fruit passed the inspection for export to Brazil, without any rejection. His son Matías now checks the map in WhatsApp every morning, before the mate.',
    customerWords:
      'When I visited Don Aníbal after the harvest, he showed me the phone with the map and told me, I translate from Spanish: "Before, I sprayed because of fear. Now I spray because of the trap." For me this sentence is all the company. He says is okay to use his name.',
    belief:
      'In agriculture many people think that more spray is more safe, and a grower who sprays less is lazy or is taking risk. I think is the contrary. If you spray with the calendar, you kill also the small wasps and insects that eat the fly, and the fly comes back more strong. The good grower is not the one who sprays more, is the one who knows exactly where is the fly. Information is more cheap than insecticide.',
    update:
      'From September we start with cherry. Cherry is the most difficult, because the season is very short and the fruit goes by plane to China and Europe, so one fly can be a disaster. We made a new lure for the cherry, and the trap now sends two photos per day, morning and afternoon. Also the exporters will can see in one panel the traps of all the farms that sell to them, if the grower accepts.',
    goal: 'Our goal for the next two weeks is to find 60 cherry growers of the Uco Valley for the pilot of this season, before the flowering in September. For the pilot we install the traps for free, one trap each four hectares, and the grower pays only the data service, 9 dollars per trap per month. The grower or the farm engineer can register in mosquero.com.ar/cereza, or send us a message. If you know a cherry grower in Tupungato, Tunuyán or San Carlos, please share with him.',
    tone: "Please make it serious and clear, like you are speaking with a grower, not with investors. Please do not use 'revolutionary' or 'smart farming', the growers laugh of these words. And please do not write 'bugs'. Is a fly, a specific one, and in our sector this word sounds like a joke. No emoji please, for this sector I think is not good.",
    other: 'Sorry, I am not sure I understand well the question. Can you explain me in other way?',
    repeat: 'I think I answered this before, so I have not much more to add, sorry.',
    pass: 'I think this is really all I can say about this.',
  },
}

const aditya: Founder = {
  id: 'f35-aditya-mapsentry',
  name: 'Aditya Deshpande',
  company: 'mapsentry',
  style:
    'terse indie hacker, fragments, a few words per answer (solo tool that alerts restaurants and clinics when someone else edits their Google Maps listing)',
  description:
    "Aditya Deshpande, a former backend developer at a food-delivery company, is the solo developer of mapsentry, built in Pune, India. It watches the Google Business Profile listings of restaurants, clinics, salons and shops for changes the owner did not make (opening hours, phone number, address, category, or the listing being marked 'permanently closed', often through edits suggested by the public or applied by Google) and sends a WhatsApp or email alert within minutes, with a link to fix it. It costs US$9 a month per location; marketing agencies pay US$79 a month for up to 25 locations.",
  headline: '3,100',
  customerQuote: 'Someone marked us permanently closed. You caught it before lunch.',
  goalKeywords: ['40', 'agencies'],
  bannedWords: ['game-changer', 'AI-powered', 'peace of mind'],
  noEmoji: true,
  answers: {
    product:
      'Watches your Google Maps listing. Hours, phone, address, "permanently closed". WhatsApp alert when someone else changes it. $9/mo per location.',
    audience:
      'Restaurants, dental clinics, salons. Mostly India, US, UK. Plus small agencies managing 10 to 50 listings.',
    problem:
      "Anyone can suggest edits on Google Maps. Google often accepts them. Owners find out when customers call to ask why they're closed. Or don't call.",
    story:
      'Oct 2022. Cousin\'s cafe in Kothrud. Listing said "permanently closed" for 9 days over Diwali. Sales down 60%. Nobody knew why.',
    storyFollowUp:
      'Wrote a cron job that diffed the listing every 15 min. Posted it on r/smallbusiness. 200 signups in a week. Quit in March 2023.',
    proof:
      '3,100 locations monitored. 410 paying accounts. $11.4k MRR. 27 "permanently closed" flags caught last month. Median alert: 12 min.',
    proofFollowUp:
      'Owen Hartley, 3 bistros in Leeds. Flagged closed on a Saturday morning. Alert in 14 min. Fixed before lunch service.',
    customerWords:
      'Owen\'s email: "Someone marked us permanently closed. You caught it before lunch." Pinned in my inbox.',
    belief: 'Everyone obsesses over reviews. Wrong field. A 4.8 listing marked "closed" is worth zero.',
    update: 'Auto-revert. Connect your profile, unapproved edits get undone automatically. Ships Nov 15.',
    goal: '40 agencies on the agency plan this month. First month free. mapsentry.io/agency',
    tone: "Plain. No 'game-changer', 'AI-powered', 'peace of mind'. No emoji.",
    other: 'Not sure. Ask me about listings.',
    repeat: 'Covered that.',
    pass: 'Nothing more.',
  },
}

export const freshFounders35: Founder[] = [bernie, renata, walter, emeka, luciana, aditya]
