// A fortieth held-out set (ids f39-), written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const crispin: Founder = {
  id: 'f39-crispin-windchest',
  name: 'Crispin Trevail',
  company: 'Windchest',
  style:
    'long, rambling answers with asides, parentheses and self-corrections (B2B: wireless humidity and temperature loggers and software that warn parishes and organ builders when church pipe organs are drying out or getting damp, and pace the church heating)',
  description:
    "Crispin Trevail, an organ builder for twenty-three years, founded Windchest in Truro, Cornwall, England. Windchest puts small wireless loggers inside church pipe organs and in the body of the church, measuring humidity and temperature every ten minutes, and texts the churchwarden and the parish's organ builder when the air becomes dry or damp enough to split wood, crack leather or make notes stick. It also shows the parish how to run its heating so the church warms slowly. Parishes pay £19 a month per organ, loggers included; organ builders and dioceses get one dashboard for every organ they look after.",
  headline: '1,140',
  customerQuote: "For the first Christmas in forty years, the organ didn't cipher once.",
  goalKeywords: ['60', 'parishes', 'winter'],
  bannedWords: ['heritage asset', 'smart church', 'game-changer'],
  noEmoji: true,
  answers: {
    opening:
      "Morning! Crispin Trevail, Windchest, Truro. I should warn you I've spent most of my working life lying on my back inside organs talking to pipes, so I'm out of practice with people who answer back. Right, fire away.",
    product:
      "So Windchest is, at its simplest, a little grey box about the size of a bar of soap (two of them, usually, one inside the organ case and one out in the nave) that measures humidity and temperature every ten minutes and sends it up to us. When the air inside the organ gets too dry, under about 45% relative humidity, or too damp, over about 75%, the churchwarden gets a text and so does whichever organ builder looks after that instrument. Then, and this is the bit people don't expect, the dashboard shows the parish what their heating is actually doing to the building, because nine times out of ten that's the culprit. It's £19 a month per organ, loggers included, and if the battery dies we post a new one, no need for me to drive to Bodmin with a screwdriver. Although I do quite like driving to Bodmin.",
    audience:
      "Parishes, mostly Church of England, though we've got Methodist chapels, a couple of Catholic churches and one Welsh Baptist chapel that I'm very fond of. The person who actually reads the texts is usually the churchwarden, who is, let's be honest, often seventy-something and doing it for love, or the organist. The people who pay are the PCC, the parish church council, which means the treasurer, which means you have to get it past someone who counts the candles. And then the organ builders themselves, the small firms, two or three people in a workshop, who look after fifty or a hundred instruments each and want to know which one is about to go wrong before the phone rings on a Saturday night.",
    problem:
      "An old organ is basically a large wooden box full of glue, leather and very thin timber, and it's been perfectly happy for 150 years in a cold, damp church. What kills it is the heating. The typical village church is at about 7 degrees all week, then somebody switches the blow heaters on at 7am on Sunday, it's 19 degrees by 10, the humidity falls off a cliff, from maybe 70% to 35% in three hours, and the wood in the soundboards shrinks and splits. You get ciphers, which is a note that sounds on its own and won't stop (it's a horrible noise, like a goose stuck in a lift), or notes that don't speak at all. And the parish only finds out when it goes wrong in the middle of a service. By then it's a £30,000 or £40,000 repair for a congregation of twenty-five.",
    story:
      "Christmas Eve 2019. I'd had my mince pie, I was in my slippers, and at about quarter past eleven the phone goes, and it's the vicar of a little church out towards the Lizard, I won't say which one, and she's whispering, because midnight mass has started, and she says the organ is making a noise. And I could hear it down the phone, actually, a low D howling through 'Once in Royal David's City'. What had happened, I found out later, was that someone had bought new gas heaters that autumn and, bless them, put them on full at four in the afternoon so it'd be cosy for midnight mass. I drove over, lay inside the organ in the dark with a torch in my mouth through the whole of 'Silent Night', and pulled the pipe out so it'd shut up. The soundboard had split right across. Forty-one thousand pounds, the repair. Twenty-three people on the electoral roll.",
    storyFollowUp:
      "And I remember sitting in the van afterwards at about half one in the morning thinking, a twenty-pound sensor would have told them this in November. Then 2020 came and all the churches shut, and the organs were just sitting there, nobody playing them, nobody checking them, and I had, well, suddenly I had a lot of time. My nephew Kit was doing electronics at Falmouth, and between us we built loggers on the kitchen table, rather ugly ones in sandwich boxes, and put them in fourteen organs I look after. The data was, honestly, frightening. By 2021 the diocesan organ adviser had heard about it and asked if we could do thirty more, and I set up Windchest properly in the spring of 2022. I still tune a few organs myself. I'd miss it otherwise.",
    proof:
      "We've got 1,140 organs on Windchest now, across 29 dioceses in England and Wales. The organ builders who use the dashboard, and there are 38 firms now, tell us their emergency call-outs for splits and ciphers have dropped by just over half, 54% at the last count. And because the parishes learn to heat the church gently instead of blasting it, the ones who've tracked their bills are spending about 18% less on heating oil or gas. Which, I've learned, is the number that gets it past the treasurer. Nobody ever approved anything because an organ builder said so.",
    proofFollowUp:
      'Judith Hosken is churchwarden at a village church near Helston, with an 1889 Hele organ (Hele were a Plymouth firm, lovely instruments, slightly temperamental, like most of the people who play them). They used to put the heating on full four hours before the service, and the organ had a cipher or a dead note nearly every winter, three emergency call-outs the winter before they joined. With Windchest they now keep the church at a background 10 degrees and raise it slowly, a degree an hour, from the Saturday evening. No call-outs at all last winter, and they spent £1,100 less on oil. Judith put the £1,100 towards the bell ropes, which is a different story entirely.',
    customerWords:
      "Judith sent me a Christmas card, which I've got pinned above the workbench. It says: \"For the first Christmas in forty years, the organ didn't cipher once.\" And underneath, in smaller writing, \"The organist is very disappointed he had nothing to complain about.\" She's happy for us to use her name, and the church's, though I've left the church out just in case the organist reads it.",
    belief:
      "Everyone thinks old churches need to be warmer, that the cold is the enemy and the answer is better heating. I think the opposite, or nearly. Cold never hurt an organ. Change hurts it. A church that sits at 9 degrees all winter is a much happier place for a Victorian organ than one that swings from 7 to 20 every Sunday. So half of what I end up telling people is to turn it down, and keep it on, which sounds mad, and turns out to be cheaper. I'd go further, actually: I think most of the big organ restoration appeals you see on church noticeboards were started by a thermostat.",
    update:
      "What's new is Windchest Heat, which is a small controller that connects to the church's existing heating, whatever it is, oil boiler, gas, those electric pew heaters, and does the warming-up for them. It brings the church up slowly before a service, no more than about a degree an hour, and it backs off by itself if the humidity in the organ drops below 45%. So the churchwarden doesn't have to get up at six on a Sunday to fiddle with a dial in the vestry, which, believe me, is a selling point in its own right.",
    goal: "What I'd love from these posts is 60 parishes to join the Windchest Heat pilot this winter, from October through to Easter, free of charge, we'll send the controller and the loggers and set it up with them on the phone. Any denomination, anywhere in England or Wales. The churchwarden or treasurer can sign up at windchest.co.uk/heat. And if you're an organist, or you sit in a cold pew every Sunday and hear a funny noise from the organ, do send it to your churchwarden.",
    tone: "Gentle, a bit wry, practical, the way you'd talk over a cup of tea after evensong. Not churchy, not salesy. Please never call an organ a 'heritage asset', it's a musical instrument that people play every week. No 'smart church', whatever that means, and no 'game-changer'. And no emoji, please, half my customers would assume the phone had broken.",
    other:
      "Ah, now, I'm afraid that's a bit outside my lane (my lane being, broadly, pipes, glue and draughty buildings). Happy to talk about any of those for as long as you like.",
    repeat:
      "I think I've already told you that, at some length, knowing me, so I'll spare you the second sermon.",
    pass: "No, I think that really is everything I've got on that one.",
  },
}

const stavros: Founder = {
  id: 'f39-stavros-feedtick',
  name: 'Stavros Karalis',
  company: 'feedtick',
  style:
    'terse indie hacker, fragments and numbers, a few words per answer (solo tool that monitors podcast RSS feeds and alerts podcasters when episodes break or fail to appear on Apple Podcasts and Spotify)',
  description:
    "Stavros Karalis, a former backend developer at a Greek radio group, is the solo developer of feedtick, run from Thessaloniki, Greece. feedtick checks podcast RSS feeds every five minutes and alerts the podcaster by email, Slack or text when something breaks: an episode's audio file returns an error, the feed fails validation, the artwork is the wrong size, or a new episode has not appeared on Apple Podcasts or Spotify an hour after it was published. It costs US$9 a month per show; podcast networks pay $49 a month for up to 25 shows.",
  headline: '2,310',
  customerQuote: 'I found out from feedtick, not from 400 angry listeners.',
  goalKeywords: ['30', 'networks'],
  bannedWords: ['supercharge', 'creator economy', 'unlock'],
  noEmoji: true,
  answers: {
    product:
      'Uptime monitoring for podcast feeds. Checks every 5 min. Broken audio, invalid feed, missing episode on Apple or Spotify. Alert by email, Slack or SMS. $9/mo per show.',
    audience: 'Independent podcasters with sponsors. Small networks, 5 to 25 shows. Their producers, mostly.',
    problem:
      'Feeds break silently. Host migration, CDN change, one bad character in a title. Nobody tells you. You find out from a listener. Days later.',
    story:
      "Mar 2021. Radio job. Our morning show's podcast broken for 9 days. CDN migration, every audio URL 404. Found out from a listener's tweet.",
    storyFollowUp:
      'Wrote a cron script that weekend. Friends at other stations wanted it. Stripe on it Oct 2021. Quit Jan 2023.',
    proof:
      '2,310 shows monitored. 1,480 solo, rest on 38 networks. $15.2k MRR. 19,700 broken episodes caught last year. Median alert: 6 min after the break.',
    proofFollowUp:
      'Tidewater Audio, Toronto, 14 shows. Used to learn about breaks from listener email, ~2 days late. Now minutes. Sponsor make-goods last year: zero. Year before: 11.',
    customerWords:
      'Support ticket from Nadine, Tidewater\'s head of production: "I found out from feedtick, not from 400 angry listeners." Pinned in my Slack.',
    belief:
      'Hosts say "we handle distribution." They check their own feed. Nobody checks what Apple actually shows. Also: downloads are vanity. A broken feed costs more than a bad episode.',
    update:
      'Ad check. Transcribes each episode, confirms the sponsor read is actually in the file. Ships May.',
    goal: '30 networks on the network plan by end of June. First month free. feedtick.io/networks',
    tone: "Dry. Short. Numbers over adjectives. No 'supercharge', 'creator economy', 'unlock'. No emoji.",
    other: 'Dunno. Ask me about feeds.',
    repeat: 'Answered that.',
    pass: 'Nothing more.',
  },
}

const matilde: Founder = {
  id: 'f39-matilde-cardume',
  name: 'Matilde Sequeira',
  company: 'Cardume',
  style:
    'playful consumer brand voice with emoji, puns, caps and Portuguese words (chocolate sardines packed in retro printed tins that look like Portuguese tinned fish)',
  description:
    "Matilde Sequeira, a former pastry chef at a Porto hotel, founded Cardume ('shoal' in Portuguese) in Matosinhos, near Porto, Portugal. Cardume makes chocolate sardines (milk, dark, and salted caramel) packed six to a tin in retro printed tins that look like Portugal's famous tinned fish; the tins are printed by a family-run tin printer in Vila Nova de Gaia that once printed for the canneries. A tin costs €12.50. It sells online, in its own shop in Porto and through 140 shops in nine countries, and employs eleven people.",
  headline: '61,400',
  customerQuote: 'He cried when he saw the fish. Then he ate all six before we got home.',
  goalKeywords: ['2,000', 'Bacalhau'],
  bannedWords: ['gourmet', 'artisanal', 'guilt-free'],
  noEmoji: false,
  answers: {
    opening:
      'Olá olá!! 👋🐟 Matilde from Cardume, Porto 🇵🇹 We make SARDINES. Out of CHOCOLATE. 🍫🐟 In little tins. Yes really, no, they do not taste of fish, I promise 😂',
    product:
      'Okay so imagine a proper Portuguese sardine tin 🥫 the colourful retro kind your avó has in the pantry... you peel it open and inside are six little sardines made of chocolate 🍫🐟🐟🐟 Milk, dark 70%, and salted caramel (the salted one is basically the sea 🌊😂) Each sardine has scales and a little face, hand-finished by our team in Matosinhos 💛 The tins are printed by a family tin printer in Gaia that used to do the real cannery tins!! €12.50 a tin 💶',
    audience:
      'Tourists in Porto and Lisbon looking for a souvenir that is NOT a plastic rooster 🐓🙅‍♀️😂 Portuguese people abroad missing home 🥹✈️ (Paris, Luxembourg, London, Toronto, so many!) Parents, because kids go CRAZY for them 🧒🍫 and anyone who needs a gift for the person who has everything 🎁',
    problem:
      "Souvenirs are SO sad 😩 Made far away, same fridge magnet in every city, into a drawer forever 🗄️ Chocolate gifts are boring too, black box, gold letters, 'notes of red fruit' 🥱🥱 And the old cannery town of Matosinhos had all these gorgeous tin designs and nobody was doing anything fun with them 🥫💔",
    story:
      "2020!! My avô Albino worked 40 years at a sardine cannery in Matosinhos 🐟👴 For his 80th birthday I was stuck at home (hotel closed, lockdown 😷) so as a joke I made chocolate sardines and put them in a real tin I had washed like fifty times 🧽😂 He opened it, thought it was real sardines, and said 'who brings sardines to a birthday?!' 😤 Then he tasted one and laughed so hard he had to sit down 🤣 The whole family was filming, the video went round every WhatsApp group in Porto 📱",
    storyFollowUp:
      "So for São João 2021 (our big festival, the whole city grills sardines on the street 🔥🐟🎉) I made 200 tins in my mum's kitchen and sold them from a table outside her door... GONE in three hours ⏰😱 A French tourist posted them on Instagram and I got 400 orders from France in a week 🇫🇷📦 I quit the hotel in 2022 and we opened the little shop in Porto that Christmas 🎄",
    proof:
      "NUMBERS 🐟📊 We sold 61,400 tins last year!!! 🥫🥫🥫 We're in 140 shops in 9 countries 🌍 4.8 stars from 3,900 reviews ⭐ 31% of online customers order again (the tin is a trap, you will collect them 😂) And we're 11 people now, and the tin printer in Gaia hired two people back just for our tins 🥹💛",
    proofFollowUp:
      "Okay my fave 🥹 Sofia from Braga bought a tin for her son Duarte, 5, who REFUSES to eat fish 🙅‍♂️🐟 She sent me a video: he opens it, sees fish, starts crying 😭 she says 'taste it', he tastes... and the tears stop IMMEDIATELY 😂🍫 She says now he asks for sardines at dinner and she has to explain which kind 🤦‍♀️",
    customerWords:
      'Sofia\'s message, word for word, I have it as my phone wallpaper 😂📱 "He cried when he saw the fish. Then he ate all six before we got home." 🐟🍫 She said we can use it, Duarte wants to be famous 🌟',
    belief:
      "HOT TAKE 🔥 chocolate doesn't need to be serious!!! 🙅‍♀️ The whole chocolate world is black boxes and tasting notes and people being very quiet 🤫 I think chocolate should make you LAUGH first and then be really good 🍫😂 Also a souvenir should actually be made in the place you visited, is that so crazy?? 🤷‍♀️",
    update:
      "NEW DROP 🚨🚨 BACALHAU!!! 🐟🎄 A white chocolate salt cod, in a little wooden crate box like at the market 📦 because in Portugal Christmas Eve dinner IS bacalhau, it's the law (not really, but basically 😂) It drops 1 November and our team has been tasting prototypes since August... for quality reasons obviously 😇🍫",
    goal: 'THE ASK 🙏🐟 We want 2,000 pre-orders of the Bacalhau before 30 November 🎄 Pre-order at cardume.pt/bacalhau and it ships in time for the Consoada (Christmas Eve dinner!) 🇵🇹 And the first 2,000 get a free mini tin-key keyring 🔑🥫 Tag the friend who always brings the boring Christmas chocolate 😂',
    tone: "FUN!! 🎉 Puns welcome (the fishier the better 🐟😂), emoji yes, Portuguese words yes 🇵🇹 But please never 'gourmet' 🙄 never 'artisanal' (it's chocolate, not a museum 🏛️) and NEVER 'guilt-free', chocolate is not a crime 🚫👮‍♀️",
    other: 'Hmm no idea about that one 😅🐟 ask me about chocolate or tins though!!! 🍫🥫',
    repeat: "Like I said before!! 😂🐟 that's the whole catch 🎣",
    pass: "I think that's literally everything I've got on that one 🙈🍫",
  },
}

const jace: Founder = {
  id: 'f39-jace-caliche-glass',
  name: 'Jace Boatright',
  company: 'Caliche Glass',
  style:
    'raw voice transcript, all lowercase, almost no punctuation, fillers, false starts, repeated words, numbers and web addresses spoken (mobile windshield chip repair and replacement for oilfield truck fleets in the Permian Basin)',
  description:
    "Jace Boatright, who drove a water truck in the oilfield for six years, runs Caliche Glass in Odessa, Texas. Its vans repair rock chips and cracks in windshields, and replace windshields, on site at oilfield yards, well sites and man camps in the Permian Basin, mostly for oilfield service companies' pickup and truck fleets, with fleet contracts under which a van sweeps each yard once a week. A chip repair costs $65 and a pickup windshield replacement starts at $340. It runs seven vans and employs eleven people.",
  headline: '23,800',
  customerQuote: 'i aint had a truck red tagged for glass since you boys started coming',
  goalKeywords: ['25', 'fleet', 'Carlsbad'],
  bannedWords: ['cowboy', 'cheap'],
  noEmoji: true,
  answers: {
    opening:
      'alright is it is it going okay cool um yeah so my name is jace boatright and i run caliche glass out of odessa we uh we fix windshields for the oilfield trucks out here you know chips cracks all that',
    product:
      'so um basically we got vans and we come to you like we come to the yard or the man camp or the location even and we fix the chips in your windshield before they turn into a crack you know its like twenty minutes a chip you inject the resin you cure it and youre done and uh if its too far gone we replace the whole windshield right there in the yard so um a chip is sixty five dollars and a pickup windshield starts at three hundred forty and most of our guys are on a fleet contract where the van just comes through the yard once a week and does every truck',
    audience:
      'um mostly oilfield service companies like uh your water haulers sand haulers pressure pumping the hot shot guys you know anybody with like twenty to two hundred trucks running the lease roads and um the man camps too we do a lot of work at the man camps on sundays cause thats when the trucks are parked',
    problem:
      'so out here everything is caliche roads you know the white rock roads and uh every truck that passes you throws rock so every truck in the basin has got a chip or five chips and um then it gets a hundred and five in the day and fifty at night and the chip just runs you know it cracks right across and then you get pulled over at a dot inspection and the truck gets red tagged out of service and uh the glass shops in town are like two three weeks out so the truck just sits there and that truck is making money for nobody',
    story:
      'okay so um it was like two thousand seventeen i was driving water truck out by pecos and uh a rock come off a sand truck and hit my windshield right in front of my face just a little star like a little chip and i thought eh and um two days later it was a cold morning i turned the defrost on and that chip just ran like ran across the whole windshield in like ten seconds and then dot pulled me in at the scale and red tagged the truck and uh we lost that truck for eight days eight days waiting on glass',
    storyFollowUp:
      'and so um i watched like a youtube on it and i bought a like a forty dollar chip kit off amazon and i started fixing chips for the guys in the yard at lunch like twenty bucks cash you know and uh my boss mister hale he seen it and he goes just do all our trucks and uh so i did like all sixty of em and then his buddy at another company called and um two thousand nineteen i bought a used van and quit driving and then twenty twenty oil went negative and man that that was rough that was real rough but we hung on',
    proof:
      'um so we done twenty three thousand eight hundred chips since two thousand nineteen twenty three thousand eight hundred and uh seven vans eleven people and we got forty six fleet contracts and um the yards we do every week they replace like seventy percent less windshields than before seventy percent because you catch it while its a chip',
    proofFollowUp:
      'so um theres miss debbie she runs the fleet for a frac sand hauler out of kermit like a hundred and twenty trucks and uh before us she was spending like sixty thousand dollars a year on windshields sixty thousand and trucks down waiting on glass all the time and um last year it was like fourteen thousand on glass total and she didnt lose a single truck to a red tag not one',
    customerWords:
      'yeah so miss debbie uh she called me at the end of the year and she goes jace i aint had a truck red tagged for glass since you boys started coming and um she she said it like she was mad about it you know thats just how she talks but uh she put us in for all three of her yards after that so',
    belief:
      'um okay so everybody out here thinks once your windshield is chipped you gotta replace it you know insurance says just replace it the glass companies say replace it and uh thats how they make money but like most chips you can fix in twenty minutes for sixty five bucks if you get em the first week you know before the heat gets to em so a chip is a clock thats what i tell people a chip is a clock',
    update:
      'so um in january we are putting a van in carlsbad new mexico like for the delaware basin side cause we get so many calls from over there and uh also the drivers can just text a picture of the chip to our number and the van comes to wherever the truck is at you dont gotta call nobody',
    goal: 'okay so what i want is uh twenty five fleets over by carlsbad and the delaware basin to sign a fleet contract before that van starts in january twenty five and um the first month of yard sweeps is free and uh they can go on caliche glass dot com slash carlsbad or just text me you know and if you know a fleet manager over there tell em',
    tone: 'just just talk normal like how we talk in the yard you know not like a commercial and uh dont say cowboy cause a glass cowboy out here means some guy that does bad work and runs off and um dont say cheap we aint cheap we are fast theres a difference and no emoji please',
    other: 'uh man i dont really know nothing about that to be honest',
    repeat: 'yeah um like i said before thats thats pretty much it',
    pass: 'nah thats all i got on that one',
  },
}

const nattapong: Founder = {
  id: 'f39-golf-rusuk',
  name: 'Nattapong Wongsuwan',
  company: 'RuSuk',
  style:
    'non-native English, Thai first language, with dropped articles, plurals and past tense, "have" for "there is", "already" as a completion marker and polite softeners (handheld acoustic ripeness tester and app for durian packing houses, so unripe durian is not exported)',
  description:
    "Nattapong 'Golf' Wongsuwan, a former agricultural engineer at a fruit-export company, founded RuSuk ('know if it's ripe' in Thai) in Chanthaburi, Thailand. RuSuk is a handheld device and phone app for durian packing houses: it taps each durian with a small hammer, listens to the sound, and estimates the fruit's dry matter and how many days it needs to ripen, so packing houses do not ship unripe durian to China, where unripe fruit causes rejected containers and price cuts. Each tested fruit gets a QR label. The device costs 18,500 baht, and the app 1,200 baht a month per device.",
  headline: '940,000',
  customerQuote: 'Before, I cannot sleep until China open the container. Now I sleep the same night.',
  goalKeywords: ['40', 'Chumphon', 'packing houses'],
  bannedWords: ['king of fruits', 'smelly', 'stinky'],
  noEmoji: false,
  answers: {
    opening:
      'Sawasdee krub, hello. My name is Nattapong Wongsuwan, but everybody call me Golf. I am founder of RuSuk, from Chanthaburi, Thailand. We help durian packing house to know which durian is ripe already and which one is not ripe yet. Thank you for invite me krub.',
    product:
      "RuSuk is small device, size like a flashlight, and app in the phone. Worker put the device on durian, it knock the durian with small hammer, and microphone listen the sound. Then app calculate dry matter and tell how many day until durian ripe. Result come in 3 second. Every durian which pass the test get QR label, so buyer in China can scan and see result. 'Ru suk' mean 'know ripe' in Thai. Device price is 18,500 baht, and app is 1,200 baht per month per device.",
    audience:
      'Our customer is durian packing house, in Thai we call "lhong". In Chanthaburi, Rayong and Trat have more than one thousand lhong. Most of them is family business, they buy durian from farmer, they cut, check, pack in box, and send container to China. The person who use RuSuk every day is the "mor tat", the durian cutter, and the one who pay is owner of lhong, usually husband and wife.',
    problem:
      "Durian must be cut from tree at right time. If cut too early, the fruit never ripe properly, it is hard and no taste. But price at start of season is very high, so some people cut early. Before, only way to check is mor tat knock with stick and listen, or cut open one fruit. But in peak season one lhong check maybe 20,000 fruit per day and mor tat is tired at 2 o'clock in the night. When container arrive in China with unripe durian, buyer cut the price 30 or 40 percent, or reject whole container. One container is around 18 ton, so this is millions baht.",
    story:
      "In April 2021 I was engineer in fruit export company. One container from our company arrive in Guangzhou and buyer send video: he cut durian and inside is white and hard, not yellow. Buyer cut price, we lose 2.4 million baht. I look the paper and see that durian come from my uncle garden. He was not cheating, the lhong just cut too early because everybody rushing. That night I remember my grandmother. She knock durian with bamboo stick and she can tell 'pok pok' is not ready, 'bok bok' is ready. I think, if grandmother ear can hear it, microphone can hear it also.",
    storyFollowUp:
      'So I start to record the sound. In 2021 and 2022 season I record more than 3,000 durian with my phone, and every durian I cut and dry in oven to measure dry matter. My wife was very angry because whole house smell durian for two season. First prototype I make with solenoid from electric door lock. In 2022 we test in 6 lhong in Chanthaburi, the result is good, so in 2023 I quit my job and start RuSuk as company.',
    proof:
      'Until now we have 286 lhong using RuSuk, with 410 device. Last season we test 940,000 durian. In the lhong which use RuSuk, complaint from Chinese buyer about unripe fruit go down 81% compare with season before. And we check with laboratory: RuSuk result and dry matter from oven is same in 93% of fruit. Also mor tat can check more fruit per hour, because they only need to cut open fruit when RuSuk is not sure.',
    proofFollowUp:
      'For example, Khun Prani Saengthong, she have lhong in Tha Mai district with her husband. Before, every season she have 2 or 3 container with price cut from China, one time she lose 3.1 million baht in one container. Last season she use 4 RuSuk device, she send 63 container, and zero container have price cut for unripe. She say her mor tat is happy also, because now nobody blame him at night.',
    customerWords:
      'Khun Prani tell me at end of season, in Thai, and I translate for you: "Before, I cannot sleep until China open the container. Now I sleep the same night." She allow us to use her name and her words.',
    belief:
      "Many people in Thailand say our durian problem is competition from Vietnam and Malaysia. I think not. Our problem is ourself. We cut early for the high price, and we damage our own name in China. Also people think machine cannot replace mor tat. I agree! RuSuk is not replace him, RuSuk check him when he is tired. Best mor tat in the world is still human at 2 o'clock in the night.",
    update:
      'Now we prepare for southern season. Eastern season is finish around June, then durian in Chumphon start. So we will open small service center in Chumphon in May, with staff who can train and fix device there. Also new function: buyer in China can scan QR and see the sound test result in Chinese language.',
    goal: 'Our goal for next two week is 40 packing houses in Chumphon join free trial for one month, before southern season start in June. We bring device and train mor tat for free at the lhong. Owner can register on rusuk.co.th/chumphon or add our LINE @rusuk. If you know somebody who have lhong in Chumphon, please share to them krub.',
    tone: "Polite and a little bit proud, please, because Thai farmer and mor tat are very skillful. One or two emoji is okay 🙂 Please do not say 'king of fruits', everybody say this already, it is boring. And please never 'smelly' or 'stinky'. For us it smell like money and like home.",
    other: 'Sorry krub, I am not sure I understand this question. Maybe you can ask again in other way?',
    repeat: 'I think I answer this already before, so I have nothing more to add, sorry krub.',
    pass: 'I think this is all I can say about this one krub.',
  },
}

const gail: Founder = {
  id: 'f39-gail-photo-rescue',
  name: 'Gail Pemberton',
  company: 'Northern Rivers Photo Rescue',
  style:
    'plain, warm, slightly blunt community-organisation voice (a volunteer nonprofit that freezes, rinses, dries and scans family photographs damaged in floods and returns them free, in Lismore, Australia)',
  description:
    'Gail Pemberton, a newspaper photographer in Lismore for thirty-one years, founded Northern Rivers Photo Rescue, a volunteer-run incorporated association in Lismore, New South Wales, Australia, after the 2022 floods. Volunteers collect flood-damaged family photographs, albums, slides and negatives, freeze them to stop mould, then thaw, rinse, air-dry and scan them, and give the family back both the originals and a USB stick of digital copies, free of charge. It runs on donations and a small council grant, from rooms on Molesworth Street lent by a local business.',
  headline: '54,300',
  customerQuote: "I lost the house, but I got Mum's face back.",
  goalKeywords: ['300', 'Freezer Amnesty'],
  bannedWords: ['flood victims', 'resilience', 'heartbreaking'],
  noEmoji: true,
  answers: {
    opening:
      "G'day. Gail Pemberton, from Northern Rivers Photo Rescue in Lismore. I was a photographer at the local paper for thirty-one years, so I've spent my life making photos. These days I spend it saving other people's.",
    product:
      "We save family photos that have been through a flood. People bring us their wet or muddy albums, loose prints, slides and negatives, and the first thing we do is freeze them, which stops the mould and buys us time. Then, a box at a time, our volunteers thaw them, rinse them in clean water, peel them apart, dry them on racks and scan every one. The family gets the originals back plus a USB stick with all the scans. It's free. Always has been, always will be.",
    audience:
      "Anyone who's had water through the house in the Northern Rivers, Lismore, Woodburn, Coraki, Murwillumbah, the villages in between. A lot of them are older people whose whole family history was in a cupboard on the ground floor. Our volunteers are a mix: retired teachers, a few old darkroom people like me, uni students from Southern Cross, and quite a few who flooded themselves and wanted something useful to do with their hands.",
    problem:
      "After a flood, photos are the first thing people grieve and the last thing anyone helps with. The insurer doesn't cover them, the clean-up crews chuck them on the kerb with the carpet, and people assume that once prints are stuck together they're gone. They're not. But you've only got about 48 hours before mould gets into the emulsion, and nobody's thinking about photo albums when they're shovelling mud out of the kitchen.",
    story:
      "The river peaked at 14.4 metres on the 28th of February 2022. About three days later I was walking down a street in North Lismore, and every house had a mountain of wrecked stuff out the front. On top of one pile was a wedding album, lying open, a bride in a 1960s veil covered in mud. The old fella who lived there said, 'Leave it, love, it's rubbish now.' I told him it wasn't, took it home in a garbage bag and put it in my freezer. That was the first one.",
    storyFollowUp:
      "That night I put a post on the community Facebook page: don't throw your photos out, put them in a freezer, bag and all, and bring them to me when you can. By the weekend sixty people had turned up with eskies and garbage bags. A fish shop in Ballina lent us two chest freezers, the Uniting Church lent us their hall, and a few of my old mates from the paper came in to help. We incorporated in November 2022 and we've been at it ever since.",
    proof:
      "So far we've rinsed, dried and scanned 54,300 photographs for 1,120 families. On average we save about 80% of what comes in, in some form, even if it's only the scan. We've trained 212 volunteers, and we're still getting new boxes every week, more than three years on, because people are only now getting to the bags under the house.",
    proofFollowUp:
      "Marg Tully from North Lismore lost her house in 2022. She brought us four shopping bags of her late mother's photos that had been sitting in her sister's freezer in Casino. There were 410 prints. We saved 340, including the only photo anybody has of her mum as a little girl, on a horse in 1938. Marg came in for the handover with her sister and her two grandkids, and the kids put the USB straight into a laptop in the hall.",
    customerWords:
      "Marg looked at the screen for a long time and then said, \"I lost the house, but I got Mum's face back.\" The volunteers who'd done her boxes were standing there, and I don't think there was a dry eye in the place. She's happy for us to share it.",
    belief:
      "People think photos come last after a disaster: house, car, insurance, then maybe the albums. I think they come first. You can rebuild a house and buy another car. You can't buy back 1962. And the other thing I'd say, loud: don't throw out wet photos just because they're stuck together. Freeze them. Nearly everything can wait in a freezer.",
    update:
      "This autumn we're running Freezer Amnesty days. We know there are still hundreds of families around here with photos sitting in the home freezer since 2022, or in bags under the house, because they couldn't face them. We'll take them in, no questions, no hurry, and tell them honestly what can be saved. We're also writing up how we do it as a kit for other flood-prone towns, so they're ready before the next one rather than after.",
    goal: "Our goal for the next two weeks is to get 300 families to bring their flood photos in to our Freezer Amnesty days, on the 14th and 15th of March at our rooms on Molesworth Street in Lismore, 9 till 3 both days. Bring them as they are, frozen, wet, in a garbage bag, whatever. If you can't get there, ring us on the number at nrphotorescue.org.au and a volunteer will come and collect. And if your mum or your neighbour has a bag in the freezer, please tell them.",
    tone: "Plain and warm, the way you'd talk to someone over the back fence. A bit of humour is fine, we laugh a lot in that hall. Please don't say 'flood victims', we're locals who flooded. No 'resilience', people here are sick of that word. And not 'heartbreaking', we want people to come in, not feel sorry for us. No emoji, thanks.",
    other:
      "Sorry, I don't think I'm the right person for that one. Ask me about photos, floods or freezers and I'll talk your ear off.",
    repeat: "I think I've already said that, love, and I don't have much to add.",
    pass: "That's all I've got on that one, I'm afraid.",
  },
}

export const freshFounders39: Founder[] = [crispin, stavros, matilde, jace, nattapong, gail]
