// A third held-out set, written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const jonah: Founder = {
  id: 'jonah-woodshed',
  name: 'Jonah Pell',
  company: 'Woodshed',
  style: 'terse fragments with dry humour (solo indie iPhone app for music practice)',
  description:
    'Jonah Pell is the solo developer of Woodshed, an iPhone app for adults learning a musical instrument. It listens through the microphone and logs only the minutes the person is actually playing, not the minutes the app is open, and shows a weekly practice streak and the pieces worked on. The audio never leaves the phone. It costs $4 a month or $29 a year.',
  headline: '9,300',
  customerQuote: "It's like having a teacher who can hear through walls.",
  goalKeywords: ['50', 'teachers', 'beta'],
  bannedWords: ['crushing it', 'journey', 'passion'],
  noEmoji: true,
  answers: {
    opening:
      'Jonah. I make Woodshed. Practice app for grown-ups learning an instrument. Solo dev, one cat, no investors. The cat does QA.',
    product:
      "iPhone app. Listens while you practise, counts the minutes you're actually playing. Not the minutes you spend tuning, scrolling, or telling yourself you'll start in a sec. Weekly streak, list of pieces, that's it. Audio never leaves the phone. $4 a month or $29 a year.",
    audience:
      "Adults, 30 to 60. Had lessons as a kid, quit, came back. Lots of cellists, weirdly. Also anyone whose teacher asks 'how much did you practise this week' and who'd like to stop lying.",
    problem:
      "Everyone lies about practice. Mostly to themselves. Timers count time spent in the same room as the instrument. I measured myself once: 45 minutes of 'practice', 17 minutes of sound. Rest was tuning and my phone. Adult learners tend to quit around month four because they feel stuck. Usually they're not stuck. They're not practising. Hard truth, soft app.",
    story:
      "March 2021. Took up cello at 38. Teacher, Mrs Adebayo, asked how much I'd practised that week. Said 'about five hours'. She said 'your bowing says forty minutes.' I checked my screen time when I got home. She was being generous.",
    storyFollowUp:
      'Same night, wrote a script that listened for cello-shaped noise and logged it. Ran it a week. Total: 2 hours 10. Embarrassing. Also useful. Week after: 4 hours 50. Posted the script on r/Cello as a joke. About 200 people asked for an app. Took eight months of evenings. The cello suffered.',
    proof:
      '9,300 paying subscribers. Median user goes from 1.9 hours of real playing a week in month one to 3.4 by month three. 62% still active after six months, which for a habit app is roughly a miracle. $0 spent on ads.',
    proofFollowUp:
      'Denise. 57, retired bus driver in Leeds, learning trumpet. First month: 48 minutes a week. Month six: 4 hours a week. Passed Grade 3 in June. Sent me a photo of the certificate. Also one of a note from her neighbour. Less of a win for the neighbour.',
    customerWords:
      "Best review so far. App Store, one star, later edited to five: 'It's like having a teacher who can hear through walls. I hate it. I've never practised this much.' Considered framing it. Didn't. Thought about it though.",
    belief:
      "Most people making habit apps believe streaks and badges keep people going. Confetti, flames, a cartoon owl looking disappointed in you. I think they're counting the wrong thing. Opening the app isn't the habit. Playing is. Count real minutes and the streak takes care of itself. Also fewer owls.",
    update:
      "Teacher view. Ships 14 November. Student shares a link, teacher sees real minutes and which pieces. No more 'about five hours'. Sorry, everyone.",
    goal: "Want 50 music teachers in the teacher-view beta before it ships. Free for teachers, forever. If you teach: sign up at woodshed.app/teachers. If you don't: forward it to yours. They'll know why.",
    tone: "Dry. Short. Like me. No 'crushing it', no 'journey', no 'passion'. One emoji max, and only if it's a cello. Actually, no emoji. There isn't a cello one.",
    other: 'No idea. Ask me about practice.',
    repeat: 'Said that already. Still true.',
    pass: "That's all I've got. Genuinely.",
  },
}

const shauna: Founder = {
  id: 'shauna-greymuzzle',
  name: 'Shauna Kilbride',
  company: 'Greymuzzle',
  style: 'raw voice transcript with fillers and self-corrections (senior-dog day care)',
  description:
    'Shauna Kilbride, a veterinary technician for twelve years, runs Greymuzzle, a day club in Portland, Oregon, for senior dogs that can no longer be left alone all day or cope with ordinary dog daycare. A van with a ramp picks the dogs up, and in a converted house staff give their medication, short walks and twice-weekly hydrotherapy; owners get a report card each evening. A day costs $55, less in packages.',
  headline: '186',
  customerQuote: 'she comes home tired in the good way not the sore way',
  goalKeywords: ['30', 'waitlist', 'southeast'],
  bannedWords: ['fur baby', 'furbaby', 'pupper', 'doggo'],
  noEmoji: false,
  answers: {
    opening:
      'hi um hi so im shauna im uh i run greymuzzle its a its like a daycare but just for old dogs here in portland and i um i was a vet tech for like twelve years before that so yeah',
    product:
      'so greymuzzle is um its a day club for senior dogs so like ten and up or uh eight and up if theyre a big breed and we pick them up in the van the van has a ramp cause a lot of them cant jump anymore and then they come to the house its a converted house in sellwood with like orthopedic beds and a nap room and um we do their meds and like a short sniffy walk and uh the hydrotherapy pool twice a week for the arthritis ones and then at the end of the day the owner gets a little report card like how much they ate did they poop did they nap you know all the stuff and its 55 dollars a day or um less if you do a package',
    audience:
      'its um mostly people who work and have an old dog thats not okay alone all day anymore like the dog has maybe doggy dementia or um incontinence or they need meds at lunch and the regular daycares wont take them cause i mean the regular ones are like forty labs running around a warehouse and your fourteen year old beagle is not doing that you know so its like uh nurses teachers people who cant work from home and a lot of them honestly they feel super guilty',
    problem:
      'so before like what people do is um they either leave the dog alone nine hours and come home to like pee everywhere and the dog panicking or they pay a sitter to come in for like twenty minutes at lunch which uh which is fine but the dog is still alone the whole rest of the day or i mean some people honestly they they put the dog down earlier than they would have because they just cant manage it and that one that one kills me when i was at the clinic i saw that like every month',
    story:
      'ok so um it was when i was at the clinic on hawthorne and there was this lady um marguerite and her dog biscuit a thirteen year old corgi mix and she came in to um to ask about euthanasia and biscuit was like not even that sick i mean he had dementia kind of and he was howling all day when she was at work and the neighbors were complaining and she was gonna lose her apartment and i was like um can i just can he come hang out with me on my days off and she started crying and she said yes and that was um that was november 2018',
    storyFollowUp:
      'so and then um biscuit came to my place like three days a week and he just slept mostly on the couch with my old girl juniper and he stopped the howling cause he wasnt alone and then marguerite told the lady in her building and then a guy from the clinic asked and then uh by like spring i had six old dogs in my living room on my days off and my landlord was like shauna what is happening and so i um i quit the clinic in june 2019 no wait it was august august 2019 and rented the house in sellwood',
    proof:
      'so we have um 160 no wait its 186 now 186 dogs on the books like regulars and uh we do 40 dogs a day max cause more than that its not calm anymore and um the average dog is like thirteen and a half our oldest is rosie shes 19 shes a chihuahua and she runs the place honestly and uh we have a waitlist of like 70',
    proofFollowUp:
      'ok so like for tom and his um his dog otis otis is a fourteen year old lab with bad hips and when he started tom was carrying him up the stairs every night and um the vet was starting to talk about like you know the end and then after like three months of the pool and the walks otis was doing the stairs himself again and tom sent me a video of it and i mean i cried in the van',
    customerWords:
      'um linda her dog is pepper shes a really old border collie and linda said like she said she comes home tired in the good way not the sore way and i was like yeah thats that is the whole thing',
    belief:
      'so most people in pet care think um like old dogs just need quiet you know like put them on a bed theyre fine they just sleep but no i mean they do sleep a lot but they need like stuff to do and other dogs and smells and people or they go downhill really fast like the dementia gets worse when theyre bored and alone so its not rest they need its like um company and a little bit of a job',
    update:
      'so the big thing is um the second van were getting a second van for the southeast route like foster powell and woodstock and lents and uh it starts on the 3rd of march and um were also starting like a hospice day thing with a vet who comes in for the dogs who are um near the end so the owners dont have to do it alone',
    goal: 'um so what i want is like 30 families on the waitlist for the southeast van in the next two weeks like if you live out there and you have an old dog and uh you work you know just go on the website greymuzzle dot dog and fill out the form and tell us about your dog and um the first day is a free trial',
    tone: 'um just like warm but not like baby talk you know i hate when dog stuff is all fur baby and pupper and doggo like no theyre dogs theyre old dogs and they deserve some respect and um emoji are fine i guess like a paw or whatever just dont go crazy',
    other: 'um i dont i dont really know how to answer that one',
    repeat: 'yeah like i said um thats kind of it',
    pass: 'i think thats um thats everything i got on that',
  },
}

const katrin: Founder = {
  id: 'katrin-ratterfrei',
  name: 'Katrin Albrecht',
  company: 'Ratterfrei',
  style: 'non-native English, German first language (B2B machine monitoring for CNC shops)',
  description:
    'Katrin Albrecht, formerly a service technician for a machine-tool maker, is the co-founder and CEO of Ratterfrei in Tuttlingen, Germany. It retrofits older CNC milling machines with a small magnetic vibration sensor and software that notices a worn or cracked tool and stops the machine before the tool breaks, so small contract machining shops can run unattended night shifts without wrecking parts or spindles. Shops pay a monthly fee per machine, sensor included.',
  headline: '870',
  customerQuote: 'For the first time I can sleep while the machines are running the ghost shift.',
  goalKeywords: ['10', 'machining', 'pilot'],
  bannedWords: ['Industry 4.0', 'Industrie 4.0', 'disruptive'],
  noEmoji: true,
  answers: {
    opening:
      'Hello, my name is Katrin Albrecht, I am co-founder and CEO of Ratterfrei, we are a small company in Tuttlingen, in the south of Germany. We make a sensor and software for old CNC machines, so they notice when the tool becomes worn before it breaks. Before, I was 9 years service technician for a big machine tool builder, so I know the machines from inside.',
    product:
      'Ratterfrei is a small sensor, size like a matchbox, which we mount with a magnet on the spindle housing, and a box which reads also the spindle current from the control. The software learns how the machine sounds and vibrates when the tool is good, and when the tool becomes dull or has a small crack, the signal is changing, some seconds or minutes before the break. Then it stops the machine with feed hold and sends a message on the handy of the operator. It works also on machines from the 90s, Heidenhain, Siemens or Fanuc control is not important. The customer pays 190 euro per machine per month, the sensor is included.',
    audience:
      "Our customers are Lohnfertiger, this means contract machining shops, with 10 until 80 employees. The most of them are in Baden-Württemberg and Bavaria, some in Austria and Switzerland. They make parts for others: medical instruments, automotive, hydraulics. They have many old machines which are still very precise but have no modern monitoring. Who decides is mostly the owner or the Meister, the foreman of the shop floor. Their biggest wish is to let the machines run in the night without people, we say 'Geisterschicht', ghost shift.",
    problem:
      'When a tool breaks in the night and nobody is there, the machine continues, and it destroys the workpiece, sometimes also the fixture or even the spindle. A new spindle costs 15.000 until 40.000 euro and the machine is standing 3 weeks. So the most shops don’t trust the ghost shift, or one person must stay in the night only for watching. Or they change the tools much too early, after 60% of the life, for be safe. This is expensive also, but nobody sees it on the invoice.',
    story:
      "In 2019 I was on a service call in a shop in Spaichingen, the owner is Herr Maier, very old school. On a Monday morning they found their 5-axis machine with a broken end mill, which was milling in the air and then in the fixture for 6 hours in the night. The spindle was damaged and the whole batch of titanium bone plates for a customer was scrap. Herr Maier stood next to the machine and has said to me: 'Katrin, you are the expert, why the machine cannot feel this?' I had no good answer.",
    storyFollowUp:
      'After this I could not forget the question. With my colleague Jonas, he is electronic engineer, we put a cheap vibration sensor on one machine of Herr Maier, in the evenings and on the weekends, and we recorded 4 months of data. In this data we saw that before every break the vibration changed clearly, 20 seconds until 3 minutes before. In summer 2020 our prototype stopped his machine for the first time with a real cracked tool, and Herr Maier has called me at 2 o’clock in the night only for say it worked. In 2021 we both quit our jobs and founded Ratterfrei.',
    proof:
      'Now Ratterfrei is running on 870 machines in 64 shops. Until now it has stopped the machine before a tool break more than 5.000 times, we count only the stops where the operator confirmed it was really a damaged tool. False alarms are under 1 per machine per month. And our customers run in average 11 hours more ghost shift per machine per week than before.',
    proofFollowUp:
      'For example Frau Yilmaz, she has a shop in Rottweil with 22 employees and 14 machines, they make parts for surgical instruments. In 2022, before Ratterfrei, she had three spindle crashes, together around 85.000 euro and many weeks delay. Since she has Ratterfrei, now 18 months, zero spindle crashes. And because she can run the ghost shift, she took a new customer from Switzerland which she had to refuse before because of capacity.',
    customerWords:
      "Herr Maier, he is now 67 and still comes every day in the shop, has said to me last year something in Swabian dialect, I translate it like this: 'For the first time I can sleep while the machines are running the ghost shift.' For me this is better than every number.",
    belief:
      "Most people in our branch believe the answer is to buy new machines with integrated monitoring, 'smart factory', everything connected to the cloud. But a good DMG or Hermle from 2005 is still precise to few microns, and a small shop cannot pay 400.000 euro for a new machine only for get monitoring. I think the intelligence must come to the old machine, not the old machine to the scrap yard. Retrofit is not the second-best solution, for the Mittelstand it is the best one.",
    update:
      'Next we ship the version 2 of the sensor in January. It is wireless, so the installation takes 20 minutes instead of 2 hours, and it measures also the temperature of the spindle bearing. Also the messages come now in Turkish, Croatian and Romanian, because many operators on the shop floor are not native German speakers.',
    goal: 'In the next two weeks we want to find 10 machining shops (Lohnfertiger) in Baden-Württemberg or Bavaria for a pilot of 8 weeks. We install the sensors on 3 machines for free, and after 8 weeks they decide. If somebody reads the post and has old CNC machines and wants to run the ghost shift, please send me a message on LinkedIn with the type of machines and controls.',
    tone: "Factual and technical, we are engineers and our readers are Meister and shop owners, they don't like marketing. Please not 'Industry 4.0' and not 'disruptive', these words nobody on the shop floor can hear anymore. Also no emoji, it is not serious for our customers.",
    other: 'Sorry, I think I don’t understand exactly what you mean. Can you explain me the question again?',
    repeat: 'As I have said before, this is the main point, I have nothing new to add.',
    pass: 'I think I have told everything about this.',
  },
}

const eilidh: Founder = {
  id: 'eilidh-second-spoke',
  name: 'Eilidh Fraser',
  company: 'Second Spoke',
  style:
    'warm, earnest, slightly long answers with the odd emoji and exclamation mark (community bike project)',
  description:
    'Eilidh Fraser, a former primary-school teacher, runs Second Spoke, a community bike project in Glasgow, Scotland. Volunteers repair donated bikes in a shipping-container workshop and give them free, with a lock, lights and a helmet, to refugees and people seeking asylum referred by local charities, and everyone who gets a bike is invited to a four-week repair course. Selling some refurbished bikes covers about a third of its costs; grants and donations cover the rest.',
  headline: '1,146',
  customerQuote: 'This bike is the first thing in Scotland that is mine.',
  goalKeywords: ['100', 'Govan', 'Saturday'],
  bannedWords: ['less fortunate', 'vulnerable', 'giving back'],
  noEmoji: false,
  answers: {
    opening:
      "Hello! I'm Eilidh (it's pronounced AY-lee, everyone gets it wrong, don't worry!) and I run Second Spoke, a community bike project in Glasgow. We fix up donated bikes with a team of volunteers and give them to refugees and people seeking asylum in the city, and then we teach them how to keep them running. I'm so glad to be doing this, I've been meaning to get better at telling our story for ages 🚲",
    product:
      "At its heart Second Spoke is a workshop in a converted shipping container behind a church hall in Maryhill! People donate bikes they're not using (you would not believe how many bikes are sitting in Glasgow sheds with flat tyres), our volunteers strip them down, fix them and safety-check them, and then we give each one away free, with a lock, lights and a helmet, to someone who's been referred to us by the refugee charities or the Red Cross. Everyone who gets a bike is invited to our four-week Tuesday-night course, where they learn to fix a puncture, adjust their brakes and even true a wheel if they're keen. The fancier donated bikes we sell on to pay the rent and buy parts, which covers about a third of our costs, and the rest comes from grants and lovely local people.",
    audience:
      "The people we give bikes to are mostly people seeking asylum who've been housed in Glasgow while the Home Office decides their case, and people who've recently got refugee status and are starting over here. People seeking asylum live on about £49 a week, and a weekly bus ticket in Glasgow is around £21, so just getting to a solicitor, a college class, the foodbank or the mosque can eat up almost half of that. And then there's the other side of it: our volunteers, who range from retired engineers to students to, more and more, people who got a bike from us themselves!",
    problem:
      "Before, if you were seeking asylum in Glasgow, you mostly walked. Everywhere. We've met people who walked an hour and a half each way to their English class at the college in Anniesland, in January, in the rain (and it is always raining here!). People miss solicitor appointments, which can genuinely affect their case. And beyond the practical side, it's so isolating: you're not allowed to work, you've got hardly any money, and you're stuck in one small corner of a city you don't know. A bike doesn't fix all of that, of course, but it changes how big your world is.",
    story:
      "It started with one bike, honestly! In the autumn of 2017 I was volunteering at a drop-in English conversation class, and one of the regulars, a young man called Samir from Syria, stopped coming. When he came back three weeks later I asked where he'd been, and he told me, very matter-of-factly, that he'd run out of bus money and the walk was two hours, so he'd had to choose between our class and signing in at the Home Office reporting centre. And my old bike was sitting at the bottom of my close with two flat tyres, doing nothing at all. I felt so ashamed of that bike.",
    storyFollowUp:
      "So that weekend my dad (a retired fitter from the shipyards, who can fix anything) and I pumped up the tyres and replaced the chain and the brake pads, and I gave it to Samir the following Tuesday. He rode it to class every single week after that! Then three other people in the class asked, very shyly, if I knew where they could get one, so I put a post on our local Facebook group asking for old bikes, and 26 turned up on my doorstep in a fortnight. My dad's garage was full by Christmas, the neighbours were very patient, and by the spring of 2018 we'd found the container and the church let us have the yard for £1 a year 💚",
    proof:
      "Since 2018 we've given away 1,146 bikes, which still amazes me when I say it out loud! About 40 volunteers come in every week, and 310 people have done the four-week course. We surveyed everyone who got a bike from us last year, and on average they were saving £17 a week on buses, and 8 in 10 said they were getting to more of their appointments and classes than before. And 23 of our volunteer mechanics are now people who first came through the door for a bike.",
    proofFollowUp:
      "For Amira, who came from Sudan with her two wee girls, that £17 a week meant she could stop choosing between the bus and the girls' school shoes. She cycles to her college course in Springburn now (she's training to be a healthcare assistant), and she took to the repair course so well that she runs the Tuesday puncture class herself! She's far more patient with the nervous ones than I ever was.",
    customerWords:
      "The one I think about most is Yonas, who's from Eritrea. When we handed him his bike (a slightly battered blue Raleigh that our volunteer Ken had spent a whole Saturday on), he held onto the handlebars for a long time and then said, really quietly, \"This bike is the first thing in Scotland that is mine.\" Ken suddenly had to go and 'check something' in the container. So did I, to be honest.",
    belief:
      "Most people in the charity world believe the kindest thing is to give people what they need and make it as easy as possible, and I do understand why! But I've come to think that handing someone a bike and waving them off is only half of it. The bike breaks, and then what? When you teach someone to fix it, and then invite them back to fix the next person's bike, they're not a 'recipient' any more, they're part of the team. Some of our best mechanics came in the door as 'beneficiaries', and I think that word does people a real disservice.",
    update:
      "Our big news is that we're opening a second workshop in Govan in the spring! The council has lent us an empty unit on Langlands Road, which means people on the south side won't have to take two buses to get to us (which, as you can imagine, rather defeated the point!). We're also starting a women-only Sunday session in January, because lots of the women we meet never had the chance to learn to ride at all.",
    goal: "Over the next two weeks I'd love these posts to bring in 100 donated bikes before the Govan workshop opens, because we've a waiting list of 180 people and our container is looking very bare! If you've got a bike in your shed or your close that nobody's ridden in a year, please bring it to our drop-off Saturday on the 16th, 10am to 2pm, at the Maryhill yard, or message us and one of our volunteers with a van will come and collect it. Any condition, honestly, even the rusty ones, we'll use the parts!",
    tone: "Warm and hopeful, like you're telling a friend about something good happening in your city, because it is! Please don't describe the people we work with as 'the less fortunate' or 'vulnerable', they're our neighbours and our mechanics. And no 'giving back', please, it makes charity sound like a tax. An emoji here and there is lovely, a wee bike or a green heart 🚲💚",
    other:
      "Oh, I'm not sure I know how to answer that one, sorry! I'd much rather tell you about something that's actually happened in the workshop, if that helps?",
    repeat:
      "I think I've said it already, really, and I don't want to go round in circles, but that's honestly the heart of it!",
    pass: "I think I've told you everything I've got on that one, sorry!",
  },
}

export const freshFounders2: Founder[] = [jonah, shauna, katrin, eilidh]
