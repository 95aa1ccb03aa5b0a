// A forty-third held-out set (ids f42-), written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const ros: Founder = {
  id: 'f42-ros-crux-ledger',
  name: 'Rosalind Pennock',
  company: 'Crux Ledger',
  style:
    'long, rambling answers with asides, brackets and self-corrections (B2B software that logs every hold, route reset, spinning-hold report and daily safety check at indoor climbing gyms)',
  description:
    'Rosalind Pennock, a former head route setter at a bouldering gym in Sheffield, founded Crux Ledger in Sheffield, England. Crux Ledger is software for indoor climbing gyms: setters log every route and the holds bolted onto it, climbers report a loose or spinning hold by scanning a QR code on the route card, staff tick the daily checks of ropes, mats and auto-belays on a phone, and the gym gets an inspection log it can hand to its insurer. Gyms pay £149 a month per site.',
  headline: '212,000',
  customerQuote: "I used to dread the insurer's visit. This year I made him a coffee and handed him an iPad.",
  goalKeywords: ['25', 'auto-belay'],
  bannedWords: ['crush it', 'extreme', 'adrenaline'],
  noEmoji: true,
  answers: {
    opening:
      'Hiya, Ros here, Rosalind on anything official. Fair warning, I was a route setter for eleven years and setters are famous for starting a sentence at the bottom of the wall and finishing it somewhere near the roof, so do reel me in.',
    product:
      "Right, so Crux Ledger. It's software for indoor climbing gyms, mostly bouldering but rope walls too. Every time the setters put up a new problem they log it, which holds, what grade, who set it, when, and that takes about forty seconds on a phone (I timed it, because setters will not do anything that takes longer than a tea break). Each route card on the wall has a QR code, so if a climber finds a hold that spins, and holds do spin, they're bolted on with one bolt and people yank on them all day, they scan it and it goes straight to whoever's on shift. Then there's the daily checks, mats, ropes, the auto-belays, which used to be a clipboard by the front desk, and at the end of it the gym has a log they can give the insurer. £149 a month per site. Oh and the holds are tracked over their whole life, which sounds boring but actually, well, I'll get to that.",
    audience:
      "Independent climbing gyms, mainly. The ones with one or two sites, a head setter, a manager who also does the accounts and occasionally the toilets. Big chains have their own systems, or say they do (they have spreadsheets, I've seen them). We're in the UK, mostly, plus a handful in Ireland and the Netherlands. The person who finds us is usually the head setter, the person who signs is the owner, and the person who ends up loving it is whoever has to sit with the insurer once a year.",
    problem:
      "The problem is nobody can prove anything. A gym might have thirty thousand holds on its walls, reset every four to six weeks, and if someone falls because a hold spun, the first question from the insurer, or from a solicitor, is when was that hold last checked and by whom. And the honest answer at most gyms is 'er'. The checks happen, mostly, setters are really careful people, but they happen in a WhatsApp group or on a clipboard that's been rained on. And then there's the spinners: a climber tells the front desk, the front desk is busy selling chalk, and the hold sits there for three days with a bit of tape on it. If there's tape. Sometimes there isn't tape.",
    story:
      "So it was February 2019, I was head setter at a gym in Sheffield (I won't name it, they've been very good about it since) and a lad called Callum, sixteen, was on a fairly easy problem on the overhang and a hold spun under his foot. He came off sideways, missed the crash pad a bit, broke his ankle. Not a catastrophe, he was climbing again by summer, but his dad quite reasonably wanted to know when that hold had last been checked. And I knew it had been checked, because I'd checked it, I was almost sure, but the record was in our setters' WhatsApp group, which had, and I counted, about eleven thousand messages in it, most of them photos of volumes and arguments about whether something was a 6A or a 6A+. I spent an entire weekend scrolling. I found it, in the end, on the Tuesday before, a photo and a thumbs-up. But it was a thumbs-up. That's not a record, is it.",
    storyFollowUp:
      "So I built a really awful version in Google Forms that spring, honestly awful, and made the team use it, and the thing that surprised me was that the setters actually liked it, because for the first time they could see which holds kept spinning (it's always the same few, usually a particular kind of pinch with a worn bolt hole). Another gym in Leeds asked for it, then one in Manchester, and my partner, Imran, who writes software for an insurer, funnily enough, said Ros, this is a product, you're just too stubborn to notice. He rewrote it properly in 2020 while all the gyms were shut, which was the one good thing about that year, and we launched when the walls reopened in 2021. I stopped setting full-time in 2022. I do still set on Thursdays, I can't give it up.",
    proof:
      "So we're in 63 gyms now, about 212,000 holds logged, every one with its history, which routes it's been on, every time it's been reported. Climbers have sent in a bit over 9,000 spinning-hold reports, and the median time from report to fixed has gone from about three days, that's what gyms told us before, to just under two hours. And, this is the one I care about, at the gyms that have used it for a full year the number of incident reports involving a loose hold has dropped by about half. Two of our gyms have had their insurance premiums come down at renewal, which I did not expect, I thought insurers never lowered anything.",
    proofFollowUp:
      "The one I always mention is Ganister Wall in Leeds, which Hannah Okoro manages, about 1,400 members. Before us she had a setter spend most of Monday morning going round with a spanner and a clipboard, and the clipboard lived in a drawer. Now the daily checks take twenty minutes, the spinners get fixed during the same session, usually, and when their insurer came round for the annual review last spring it took forty minutes instead of a whole afternoon. She also worked out from the logs that her bouldering cave was being reset far too often for how little it was climbed, and moved a setter's hours to the kids' wall instead.",
    customerWords:
      "Hannah messaged me after that insurance visit, and I screenshotted it straight away because I knew I'd want it one day: \"I used to dread the insurer's visit. This year I made him a coffee and handed him an iPad.\" She says we can use her name and the gym's, as long as I say she was the one who made the coffee.",
    belief:
      "Most gyms think of the log as paperwork, a thing you do for the insurer and resent. I think it's the best route-setting tool there is, and I'd say that even if I didn't sell it. When you can see that a route got 600 ascents and another one got eleven, or that one particular hold has spun nine times in a year, you set better, you buy holds more sensibly, you stop throwing volume at walls nobody uses. The setting world is a bit precious about being artists (I was too, I'm not above it), but the best setters I know are the ones who write things down.",
    update:
      "Next thing is the auto-belay module, which ships in March. Auto-belays are those boxes at the top of the rope walls that lower you down on their own, and they're brilliant, but they have a daily check, a manufacturer's service every year, and the numbers of falls matter, and at most gyms all of that lives on, yes, a clipboard. The module gives each auto-belay its own record, a daily check on the phone, reminders before the service is due, and it flags any unit that's been used far more than the others so you can rotate them. I'm unreasonably excited about it for something so unglamorous.",
    goal: "What I'd like out of these two weeks is 25 gyms to join the free pilot of the auto-belay module, three months, no card, and you don't have to be on Crux Ledger already, which is the bit people don't believe. Any gym with auto-belays, in the UK or Ireland ideally, but I'll take Europe. The manager or head setter can sign up at cruxledger.co.uk/autobelay and I'll set it up with them on a call, probably while eating a sandwich, apologies in advance. And if you climb somewhere and you've ever seen a bit of tape on a spinning hold, send it to your wall's manager.",
    tone: "Friendly, a bit nerdy, honest, the way climbers actually talk at the bottom of the wall, not how energy drink adverts think we talk. So please no 'crush it', no 'extreme' and no 'adrenaline', nobody at a bouldering gym on a Tuesday night is feeling extreme, they're feeling slightly sore forearms. And no emoji, thanks, I'd like the insurers to keep taking us seriously.",
    other:
      "Ooh, not sure about that one, honestly, I'd only be guessing, and setters are terrible guessers (we think everything's a 6B). Ask me anything about walls though.",
    repeat:
      "I think I've already said that, probably twice and with a detour, so I won't make you hear it again.",
    pass: "No, that's me done on that one, I've genuinely got nothing more.",
  },
}

const teodor: Founder = {
  id: 'f42-teodor-tenk',
  name: 'Teodor Vasilev',
  company: 'tenk',
  style:
    'terse indie hacker, fragments, lowercase product name, a handful of words per answer (solo tool that warns EU-based sellers of digital products before their cross-border sales pass the €10,000 EU VAT threshold)',
  description:
    "Teodor Vasilev, a former backend developer at a payments company in Sofia, is the solo developer of tenk, built in Plovdiv, Bulgaria. tenk connects to the Stripe and PayPal accounts of small EU-based sellers of digital products (courses, templates, presets, software) and tracks their sales to consumers in other EU countries against the €10,000 yearly threshold, above which they must charge VAT at the customer's country rate and register for the One-Stop Shop. It warns them by e-mail at 70% and 90% of the threshold and prepares the OSS return. It costs €9 a month.",
  headline: '1,840',
  customerQuote:
    'Got the email at €9,310. Registered for OSS the same afternoon. My accountant was impressed, for once.',
  goalKeywords: ['100', 'Gumroad'],
  bannedWords: ['game-changer', 'hustle', 'nightmare'],
  noEmoji: true,
  answers: {
    product:
      'Tracks your EU cross-border sales against the €10k VAT threshold. Stripe + PayPal. Emails at 70% and 90%. Builds the OSS return. €9/mo.',
    audience:
      'EU-based solo sellers of digital stuff. Course creators, Notion templates, Lightroom presets, small SaaS. Selling direct, not through a merchant of record.',
    problem:
      'Nobody tracks the €10k. Stripe shows revenue, not revenue per EU country excluding your own. You cross it in August, find out in January. Then you owe the VAT yourself.',
    story:
      'Jan 2022. My presets shop. Crossed €10k in August, noticed in January. Paid €1,430 back VAT out of my own pocket.',
    storyFollowUp:
      'Wrote a script against the Stripe API that weekend. Posted it on Indie Hackers. 300 signups in a week. Quit the payments job in 2023.',
    proof: '1,840 paying sellers. 19 countries. €16,500 MRR. 412 warned before crossing last year.',
    proofFollowUp:
      'Lena, Notion templates, Vienna. Warned at €9,310 in May. Registered OSS before the next sale. Zero back VAT.',
    customerWords:
      'Support email from Lena: "Got the email at €9,310. Registered for OSS the same afternoon. My accountant was impressed, for once."',
    belief:
      "Accountants aren't the fix. They see your numbers once a year. The threshold needs watching every day. That's a job for a cron job.",
    update: 'Gumroad integration. In beta now. Ships in 6 weeks.',
    goal: '100 Gumroad sellers in the beta. Free for 3 months. tenk.eu/gumroad',
    tone: "Dry. Factual. No 'game-changer', 'hustle', 'nightmare'. No emoji.",
    other: 'Not my area. Ask me about VAT.',
    repeat: 'Covered that.',
    pass: "That's all.",
  },
}

const maiAnh: Founder = {
  id: 'f42-mai-anh-phin-phin',
  name: 'Trần Mai Anh',
  company: 'Phin Phin',
  style:
    'playful consumer brand voice with lots of emoji, caps, jokes and exclamation marks (colourful enamel Vietnamese phin coffee filters sold as kits with robusta from the Central Highlands)',
  description:
    'Trần Mai Anh, a former flight attendant, founded Phin Phin in Ho Chi Minh City, Vietnam. It sells kits for making Vietnamese drip coffee at home: a phin (the small metal filter that sits on the cup) coated in coloured enamel, a 250 g bag of robusta and arabica from a family farm in Đắk Lắk, and a recipe card for cà phê sữa đá (iced coffee with condensed milk). The starter kit costs 390,000₫ in Vietnam and US$34 abroad, where it sells mostly to the Vietnamese diaspora in the US, Australia and Germany.',
  headline: '48,000',
  customerQuote:
    'My dad took one sip and said this is the first real coffee he has had since he left Saigon.',
  goalKeywords: ['2,000', 'Tết'],
  bannedWords: ['oriental', 'exotic', 'hipster'],
  noEmoji: false,
  answers: {
    opening:
      'Xin chào!! 👋☕️ Mai Anh from Phin Phin, Saigon 🇻🇳 I used to serve coffee at 35,000 feet ✈️ now I serve it in six colours 🌈 and honestly the second job is way more fun 😆',
    product:
      'Okayyy so the hero is our PHIN KIT ☕️✨ A phin is the little metal filter Vietnamese people put on top of the cup, the coffee drips sloooowly 🐢 (like 4 minutes, patience is part of the recipe 😌) Ours are enamel-coated in 6 colours 🩷💛💚💙🧡🖤 + a 250g bag of robusta & arabica from the Nguyễn family farm in Đắk Lắk 🌱 + a recipe card for cà phê sữa đá, iced coffee with condensed milk 🧊🥛 390,000₫ here and US$34 abroad 📦🌏',
    audience:
      'THE DIASPORA 🙌🇺🇸🇦🇺🇩🇪 Vietnamese kids in Houston, Sydney, Berlin buying it for their parents (and secretly for themselves 👀) Also coffee nerds who are sick of oat lattes 😂 and every single person who came to Vietnam on holiday and now dreams about cà phê sữa đá at 3pm 🥲',
    problem:
      'Abroad you get a sad aluminium phin from the Asian supermarket that bends if you look at it 😭 and coffee from a can that tastes like... a can 🥫 Meanwhile here the farmers sell their robusta for super cheap to big exporters and nobody even knows their name 😤 AND making it at home looks SO intimidating, people buy a phin, it drips for 20 minutes, they give up 😩',
    story:
      "Okay story time 📖 2020, all flights grounded, I'm stuck in my apartment in District 3 with zero job 🫠 I started making cà phê sữa đá for the whole building every morning, like 14 cups on the balcony ☕️☕️☕️ My neighbour's son in Melbourne saw it on video call and begged me to send him a phin and coffee 🙏 So I sent one... the cheap one... and it arrived BENT 😭 That's when I thought: why is our national coffee maker so ugly and so sad?!",
    storyFollowUp:
      'So I found a workshop in Bình Dương that does enamel for cooking pots 🍲 and asked them to try a phin, first 50 came out a bit wonky 😅 but SO pretty 🩷 Then my cousin introduced me to the Nguyễn family in Đắk Lắk, they have 3 hectares of robusta and were selling to a trader for almost nothing ☹️ I put kits on Instagram in March 2021, sold 200 in two days 🤯 and my building had to go back to instant coffee 😂',
    proof:
      "We've sold 48,000 kits!!! 🎉🎉 Shipping to 27 countries 🌍 About 60% of orders are abroad, mostly US, Australia and Germany 🇺🇸🇦🇺🇩🇪 and 41% of customers come back for more coffee within 3 months ☕️🔁 The Nguyễn family now sells us 18 tonnes a year at about double the trader price 💚 and the enamel workshop hired 6 more people just for phins 🙌",
    proofFollowUp:
      "Our favourite customer is Kevin in Houston 🤠 he ordered a pink kit for his dad's 70th birthday 🎂 His dad, Mr. Lâm, left Saigon in 1979 and had been drinking American drip coffee for 40+ years 😅 Kevin filmed the first sip and sent it to us, Mr. Lâm just goes quiet and then asks for a second one 🥹 Now they have a subscription, 1kg a month, and Kevin says his dad tells everyone at the temple about us 😂",
    customerWords:
      'Kevin\'s message on Instagram, word for word 👇 "My dad took one sip and said this is the first real coffee he has had since he left Saigon." I cried at my desk 😭😭 Kevin said we can share it, he is very proud of his dad\'s review 🥹',
    belief:
      "Hot take 🔥 Everyone says robusta is the cheap bad coffee and arabica is the fancy one 🙄 We say robusta is the BEST coffee in the world for milk 🥛 It's strong, chocolatey, it doesn't disappear under condensed milk like arabica does. Vietnam is the 2nd biggest coffee producer on the planet and we should stop apologising for our beans 💪🇻🇳",
    update:
      'NEW!!! 🧧✨ The Phin Tết box for Lunar New Year: a red-and-gold phin 🟥🟨, coffee from the new harvest, two glass cups and a little lì xì envelope with a handwritten note from the farm 💌 Ships from early January so it arrives before Tết 🎆',
    goal: 'Goal for the next two weeks: 2,000 pre-orders for the Phin Tết box 🧧🎯 so we can tell the enamel workshop and the farm how much to make before the holiday rush! Pre-order at phinphin.vn/tet 🛒 and if you have a Vietnamese mum, dad or bà who misses home coffee... you know what to do 😉💌',
    tone: "Fun, warm, cheeky, like chatting with your friend at a plastic stool café 🪑☕️ Emoji YES please 🥳 But never 'oriental', never 'exotic' (it's just coffee to us lol 🙄) and no 'hipster', we're not a Brooklyn café, we're a balcony in District 3 😂",
    other: 'Hmm I have no idea about that one 😅🤷‍♀️ ask me about coffee instead!! ☕️',
    repeat: 'I think I already told you that one 😄 nothing new to add!',
    pass: "That's all I've got on that, promise 🤞",
  },
}

const curtis: Founder = {
  id: 'f42-curtis-lyle-septic',
  name: 'Curtis Lyle',
  company: 'Lyle Septic & Drain',
  style:
    'raw voice transcript, all lowercase, little punctuation, fillers, false starts, repeated words and self-corrections, numbers and web addresses spoken (septic tank pumping, camera inspection and a reminder plan for rural homes and lake cabins in south-central Kentucky)',
  description:
    'Curtis Lyle, a former ready-mix concrete truck driver, runs Lyle Septic & Drain in Somerset, Kentucky, serving Pulaski County and the homes and cabins around Lake Cumberland. It pumps septic tanks (from $325), inspects tanks and lines with a camera, puts in risers so the lid sits at ground level, and sells a reminder plan for $12 a month that includes a pump-out every three years and a yearly check. It has four trucks and seven employees.',
  headline: '11,400',
  customerQuote: 'you found it before it found my basement',
  goalKeywords: ['200', 'reminder plan'],
  bannedWords: ['poop', 'crappy', 'number two'],
  noEmoji: true,
  answers: {
    opening:
      'alright is it is it going okay yeah so uh my name is curtis lyle i got lyle septic and drain out of somerset kentucky we uh we pump septic tanks and look after em for folks around pulaski county and the lake',
    product:
      'so uh basically we pump your septic tank thats the main thing um three hundred twenty five dollars for a regular thousand gallon tank and um we got a camera we run down the lines so you can see whats going on before it backs up and we put in risers which is uh its like a tube so your lid comes up to the top of the ground and you dont have to dig the yard up every time and then we got the reminder plan twelve dollars a month and we pump you every three years and come look at it every year so you dont gotta remember',
    audience:
      'um mostly just regular families out in the county you know anybody thats not on city sewer which out here is uh is most everybody and then a lot of the lake cabins around lake cumberland folks from louisville or ohio that come down weekends and uh and rent em out on airbnb and they got no idea where the tank even is half of em',
    problem:
      'so the thing is um people dont think about their septic till it comes up in the yard or or in the bathtub you know and by then its too late sometimes the drain field is done and thats uh thats ten fifteen thousand dollars to replace and most folks they dont even know where their tank is they bought the house and nobody told em and uh the lake cabins is worse cause you got a family of twelve renting it on the fourth of july and the tank aint been pumped since like two thousand and five',
    story:
      'okay so um this was twenty fifteen my uncle ray he got a place out by nancy which is a little town out here and his drain field failed like all of it and uh turned out that tank hadnt been pumped in nineteen years nineteen and um it cost him fourteen thousand dollars fourteen thousand to put a new field in and he had to take it out of his retirement and i was driving a concrete truck at the time and i remember standing in his yard thinking this this was a three hundred dollar problem every few years you know',
    storyFollowUp:
      'so uh i bought a used pump truck in twenty sixteen off a guy retiring over in london kentucky thats london kentucky not the other one and um i kept driving the concrete truck weekdays and pumped tanks saturdays and uh folks at church started calling me and by twenty eighteen i had more saturdays than i could do so i quit the concrete and uh and now we got four trucks and seven guys and my wife does the phones and the books',
    proof:
      'um so since we started we pumped uh eleven thousand four hundred tanks eleven thousand four hundred and uh we got about one thousand three hundred families on the reminder plan and um the ones on the plan we had uh we had two drain field failures in five years out of all them two so and uh we done about nine hundred risers',
    proofFollowUp:
      'so theres uh miss donna carter she got a house out on the lake near burnside and um she got on the reminder plan in twenty twenty one and we come out for her yearly check and run the camera and there was a root a big old root from a maple tree growing right in the outlet pipe and uh it was about a week from backing up into her basement and she had a finished basement with the carpet and everything so we cut it out and she paid like four hundred dollars instead of you know thousands',
    customerWords:
      'and uh miss donna she stood there in the yard looking at the camera screen and she goes curtis you found it before it found my basement and uh my guys still say that to each other on jobs now',
    belief:
      'okay so um everybody out here buys them additives you know the the bacteria stuff you pour down the toilet every month and they swear by it and i think its a waste of money i really do your tank already got all the bacteria it needs you just gotta pump it every three or four years thats it thats the whole secret and um i tell people that and they look at me like im crazy cause they seen it on tv',
    update:
      'so um coming up this spring we got uh a text thing for the reminder plan so it texts you like a month before we come and after we pump it sends you pictures of your tank and the camera video so you actually know what you paid for and um we also got a uh a plan for the lake rentals where we come check it after the fourth of july weekend and labor day',
    goal: 'so what i want is uh two hundred more families on the reminder plan two hundred before the summer and um for the lake cabin owners especially and uh the first two hundred that sign up get the first camera inspection free and uh they can go to lyle septic dot com slash plan or just call the office and my wife jolene will answer',
    tone: 'um just plain talk like a like a neighbor would you know and uh please no jokes about the poop i hear em all day every day so dont say poop dont say crappy dont say number two its a its a serious thing for folks its their house and uh no emoji',
    other: 'uh i really couldnt tell you on that one buddy',
    repeat: 'yeah like i said before thats uh thats about it',
    pass: 'nah i think thats all i got on that',
  },
}

const malgorzata: Founder = {
  id: 'f42-malgorzata-luk',
  name: 'Małgorzata Sikora',
  company: 'Łuk',
  style:
    'non-native English, Polish first language, with dropped articles, "since three years" style tense errors, wrong prepositions and direct translations (app for driving schools that schedules lessons and tracks each learner\'s progress on the driving-test manoeuvres)',
  description:
    "Małgorzata Sikora, who was a driving instructor in Wrocław for eleven years, founded Łuk in Wrocław, Poland (the 'łuk' is the reversing-on-a-curve manoeuvre every learner must pass on the Polish driving test). Łuk is an app for driving schools: learners book lessons with their instructor, after every lesson the instructor marks each exam task and the routes around the local exam centre, the learner sees their progress, and the school sees when a learner is ready for the exam. Schools pay 69 zł per instructor per month.",
  headline: '52%',
  customerQuote:
    'Before, students were asking me every day if they are ready for exam. Now they look in telephone and they know.',
  goalKeywords: ['40', 'driving schools', 'Lower Silesia'],
  bannedWords: ['revolution', 'guaranteed', 'stress-free'],
  noEmoji: false,
  answers: {
    opening:
      'Good morning, I am Małgorzata Sikora, founder of Łuk from Wrocław. Before I was driving instructor during eleven years, so I am sitting on passenger seat more than on my office chair. Thank you for invitation.',
    product:
      "Łuk is application for driving schools. Student is booking lesson with his instructor in application, and after each lesson instructor is marking all exam tasks, for example parking, hill start, roundabout, and of course 'łuk', this is reversing on curve which every student in Poland is afraid. Also we have map of routes around exam centre, so instructor marks which streets student already drove. Student see his progress in telephone, and school see when student is ready for exam. Price is 69 zł for one instructor per month.",
    audience:
      'Our clients are small and medium driving schools, in Poland we call them OSK, usually from 3 to 15 instructors. Often owner is also instructor and he is doing everything, calendar, payments, car service. Students are mostly young people 17 or 18 years old, but also many adults, and mothers after maternity who finally want to make driving licence.',
    problem:
      'In Poland student must have minimum 30 hours of driving, but nobody knows what happen in these 30 hours. Instructor is changing, student has lesson with Mr. Tomek, then with Mr. Marek, and every new instructor is starting again from beginning because he has no informations. Calendar is in paper notebook or on WhatsApp. And in the end student goes on exam because 30 hours are finished, not because he is ready. On national level only around one third of people pass practical exam on first time. This is very expensive and also very sad for young people.',
    story:
      'It was in 2020. I had student, Kuba, 19 years old, very nice boy, and he failed practical exam five times. Five! Every time on different thing. When I checked, he had lessons with four different instructors in our school, and nobody practised with him the roundabouts near exam centre on Lotnicza street, because each instructor thought another one did it. His mother came to our office crying, she paid already more than 2,000 zł only for exams and extra hours. I was so ashamed.',
    storyFollowUp:
      'So I made for all students Google Sheet with every exam task and every route, and instructors must fill it after each lesson. They were complaining very much, of course. But after half year our first-time pass result was much better, and other schools started to ask for this sheet. My brother Paweł is programmer, and in 2021 we made from this sheet real application together. Kuba passed on sixth time, by the way, and now he is driving delivery van and he is sending me photo from every new city.',
    proof:
      'Now 140 driving schools are using Łuk, with 610 instructors, and since start more than 23,000 students made their lessons with application. In schools using Łuk since more than one year, 52% of students pass practical exam on first time. National average is around one third. Also students need on average 4 extra hours less before exam, and this is real money for them.',
    proofFollowUp:
      'For example OSK Wrona in Opole, owner is Mr. Zbigniew Wrona, he has 8 instructors. Before, he was spending every evening on telephone, changing lessons and answering students. Now students book alone, and he is checking only one screen in morning. His first-time pass result went from 31% to 49% in one year, and he could open second office in Brzeg.',
    customerWords:
      'Mr. Wrona said to me on conference of driving schools in Poznań, I translate exactly: "Before, students were asking me every day if they are ready for exam. Now they look in telephone and they know." He agreed that we can use his name and his school.',
    belief:
      "In our branch everybody is thinking that more hours means better driver, so schools are selling packets of extra hours. I think this is not true. Student does not need more hours, he needs right hours. Ten hours on roundabouts he already knows is nothing, but one hour on roundabout which is on exam route is worth very much. I am saying this even if some school owners don't like it, because they earn on extra hours.",
    update:
      "From March we start module 'Trasy', it means 'routes'. Instructor will have in application all exam routes around each exam centre, WORD in Polish, with the most difficult places marked by other instructors, for example one crossing in Wrocław where many students fail. After lesson, application shows which difficult places student still didn't drive.",
    goal: 'Our goal for next two weeks is that 40 driving schools in Lower Silesia join free test of module Trasy before start of spring season, when most students are starting lessons. Test is free for three months, for whole school. Owner can register on luk.app/trasy, or call me directly, I am happy to drive to the school and show everything. If you have friend who is instructor, please send him this.',
    tone: "Please make it friendly and concrete, like instructor who explains calmly, not like advertising. Please do not write 'revolution', this is only good organisation. Never write 'guaranteed', nobody can guarantee passing exam, this is against rules and also lie. And no 'stress-free', exam is always a little bit stress. Maybe one car emoji is okay 🚗, but not more.",
    other: 'I am sorry, I am not sure I understand this question good. Can you maybe ask in other way?',
    repeat: 'I think I already told about this before, so I have nothing more to add.',
    pass: 'I think this is everything what I can say about this.',
  },
}

const corina: Founder = {
  id: 'f42-corina-clasa-conectata',
  name: 'Corina Rusu',
  company: 'Clasa Conectată',
  style:
    'nonprofit, plain and measured, full sentences, a former teacher (a volunteer nonprofit in Moldova that refurbishes laptops retired by companies and gives them, with teacher training, to village schools)',
  description:
    "Corina Rusu, a former mathematics teacher in the village of Sărata-Galbenă, founded Clasa Conectată ('the connected classroom') in Chișinău, Moldova. The nonprofit collects laptops that companies and banks are retiring, has volunteer IT students wipe them, replace worn batteries and drives and install a clean system with school software, and gives them to village schools in sets of fifteen, together with a day of training for the teachers. A refurbished laptop costs the organisation about 900 lei, mostly for parts and transport.",
  headline: '3,470',
  customerQuote: 'Now the children stay after the last lesson, and I have to send them home.',
  goalKeywords: ['60', 'laptops', 'companies'],
  bannedWords: ['poor children', 'charity case', 'backward'],
  noEmoji: true,
  answers: {
    product:
      'We take laptops that companies in Chișinău and abroad no longer use, usually four or five years old, and our volunteers, mostly IT students from the Technical University, wipe the data, replace the battery or the hard drive if needed, and install a clean system with the school programmes. Then we give them to village schools in sets of fifteen, one class at a time, with a lockable charging cabinet and a full day of training for the teachers. Each laptop costs us about 900 lei to prepare, for parts and transport.',
    audience:
      'The schools we work with are gymnasiums and lyceums in villages, usually between 80 and 300 pupils, where the only computer room was equipped in 2008 or not at all. The teachers are often over fifty and teach two or three subjects. On the other side are the companies, banks and IT firms in Chișinău, and a few in Romania and Germany, who replace their laptops every few years and used to sell them for almost nothing or keep them in a cupboard.',
    problem:
      'Since 2020 every subject in Moldova has some digital part, homework on platforms, national tests online, but in many villages children do this on one phone shared by the whole family. A phone is not enough to write an essay or learn a spreadsheet. At the same time, thousands of good laptops sit in company storerooms because nobody has the time to erase them safely and find a school that can use them.',
    story:
      "In November 2020 I was teaching mathematics online from my school in Sărata-Galbenă. One girl in the seventh grade, Daniela, always sent her homework at eleven at night. I asked her why, and she explained that she shared her grandmother's phone with her two brothers, the screen was cracked, and she got it last because she was the oldest. Her parents were working in Italy. That evening I counted: of my 24 pupils, 17 had no computer at home.",
    storyFollowUp:
      'I wrote a post on Facebook asking if anyone had an old laptop they did not need. A friend who worked at a bank in Chișinău answered that they had sixty in a storeroom, waiting to be written off. Two students from the Technical University offered to clean them. By spring 2021 every child in my class had a laptop, and other teachers started to call me. In 2022 I left teaching and we registered Clasa Conectată as an association.',
    proof:
      'Since 2021 we have given 3,470 laptops to 214 schools in 31 districts of Moldova, and trained 1,150 teachers. 86 companies have donated laptops. We ask each school to report every year, and 94% of the laptops we gave in 2021 are still in use. In the schools that have had our laptops for two years, the share of pupils who submit their homework online on time has risen from about half to more than 80%.',
    proofFollowUp:
      'One school I often think of is the gymnasium in Cărpineni, with 210 pupils. Before, they had six working computers for the whole school. Now they have thirty of our laptops. The computer science teacher, Mr. Vasile Munteanu, started an after-school programming club, and last year two of his pupils reached the national olympiad in informatics for the first time in the history of the school.',
    customerWords:
      'When I visited Cărpineni in March, Mr. Munteanu told me: "Now the children stay after the last lesson, and I have to send them home." He was pretending to complain. He has allowed us to use his name and the name of the school.',
    belief:
      'Many donors prefer to give new tablets, because they look good in a photograph. I believe a five-year-old business laptop with a real keyboard is better for learning than a new tablet. Children must learn to write, to make a table, to program, and that is done with a keyboard. And a laptop that is reused is also a laptop that is not thrown away.',
    update:
      'In May we are opening our second workshop in Bălți, in the north, with volunteers from the Alecu Russo State University, so that schools in the north do not have to wait for laptops to travel from Chișinău. We are also starting a small service for companies: we give them a certificate that every drive was wiped safely, which their IT departments have been asking for.',
    goal: 'Our goal for the next two weeks is to find 60 companies that will donate their retired laptops before the new school year starts on 1 September. We collect them for free anywhere in Moldova, and we can arrange collection from Romania. Companies can register at clasaconectata.md/doneaza or write to us. If you work in an office where old laptops are waiting in a cupboard, please ask your IT department about them.',
    tone: "Plain, calm and hopeful, with facts. Please do not write 'poor children'; the children in the villages are as capable as any children in Chișinău, they just did not have the tools. Do not call a school a 'charity case', and never call the villages 'backward'. No emoji, please.",
    other:
      'I am not sure I am the right person to answer that. I can tell you more about the schools and the laptops.',
    repeat: 'I believe I have already answered that, and I have nothing to add.',
    pass: 'I think I have told you everything I can about that.',
  },
}

export const freshFounders42: Founder[] = [ros, teodor, maiAnh, curtis, malgorzata, corina]
