// A seventh held-out set, written by a helper that never saw the product's code,
// used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const philippa: Founder = {
  id: 'philippa-tacet',
  name: 'Philippa Dunstan',
  company: 'Tacet',
  style:
    'long, rambling answers with asides and self-interruptions (B2B software for orchestra librarians that tracks hired sheet music and copies bowings across string parts)',
  description:
    "Philippa Dunstan, who spent fourteen years as the orchestral librarian of a professional symphony orchestra, is the co-founder of Tacet, based in Melbourne, Australia, with Callum Reid, a former sound engineer turned developer. Tacet is software for the librarians who look after an orchestra's sheet music: it catalogues the parts an orchestra owns, tracks the sets it hires from music publishers for each concert (due dates, return couriers, the pencil markings that must be erased before return), copies the bowings and cuts marked by the principal string players into every other string part, and sends each player their marked part as a PDF before the first rehearsal. Professional orchestras pay AU$290 a month; youth and community orchestras pay AU$60.",
  headline: '212,000',
  customerQuote: 'I used to spend every Monday with an eraser. Now I spend it reading the scores.',
  goalKeywords: ['25', 'youth orchestras', 'pilot'],
  bannedWords: ['disrupt', 'elitist', 'maestro'],
  noEmoji: true,
  answers: {
    opening:
      "Hi, hello, Pip Dunstan, Philippa officially, but only my mother and the tax office call me that. I'm one of the two founders of Tacet, which is software for orchestral librarians, and yes, before you ask, orchestras have librarians, and no, we don't shush anyone (well, occasionally the brass). I did the job myself for fourteen years at a symphony orchestra here in Melbourne, so I'm less a tech person who discovered orchestras and more an orchestra person who got cross enough to make some software.",
    product:
      "So Tacet does the bit of an orchestra nobody in the audience ever thinks about, which is the paper. Every concert needs a part for every player, sixty or seventy of them, and a big chunk of that music isn't owned, it's hired from publishers in London or Mainz or New York for a few weeks, with a due date and a fee for every day it's late (and a separate fee, I should say, for any pencil mark you forget to rub out). Tacet keeps the catalogue of what the orchestra owns, tracks every hired set from the day the parcel arrives to the day it goes back, takes the bowings and cuts the principal players have marked and puts them into every other string part, and emails each player their marked part as a PDF a week before the first rehearsal. It's AU$290 a month for a professional orchestra, AU$60 for youth and community ones.",
    audience:
      "The person who lives in it is the librarian, and I'd say, hand on heart, that's one of the loneliest jobs in music: usually one person, often part-time, in a room with no windows under the stage (ours was next to the timpani store, so you could hear the tuning through the wall all afternoon, which was, you know, character-building). In the big orchestras there might be three of them; in a regional or community orchestra it's very often a player doing it on the side, the second oboe who also happens to be organised. The person who signs is the general manager or the operations director, and what they care about, bluntly, is the line in the budget that says 'hire fees and penalties', because it's always bigger than anyone expected.",
    problem:
      "Before Tacet it was a spreadsheet, a wall calendar and the librarian's memory, and the hired music is what makes it properly stressful, because it isn't yours. The parts arrive a few weeks before the first rehearsal, you can't photocopy them (copyright, and the publishers do check), the concertmaster marks the bowings in the first violin part, and then somebody, meaning the librarian, copies every one of those little up-bows and down-bows by hand into fifteen other parts, in pencil, usually at night. After the concert it all has to be rubbed out again, every page, before the set goes back to Europe by courier, and if it's a day late, or there's a page missing, or a horn player has left his phone number in the margin, the invoice follows you around for months.",
    story:
      "The moment, if I'm honest, was Mahler's Sixth, in February 2016, which if you don't know it is an enormous symphony, about eighty minutes, with a huge wooden hammer in the last movement (I had to source the hammer as well; that's a whole other story). Two days before the concert our chief conductor, a lovely man with very strong opinions about bowing, changed about three hundred bowings in the first violins, and I sat in the library until three in the morning copying them into the other fifteen parts with a 2B pencil. At about half past one Vinh, who cleaned the building at night, put his head round the door and asked why I didn't just photocopy the page. I started explaining, copyright, hire agreements, and halfway through I heard myself and thought: this is insane, a computer should be doing this.",
    storyFollowUp:
      "And then, honestly, I did nothing about it for three years, because orchestras run on seasons and there's never a good moment to leave (there's always a Beethoven cycle coming). What happened in the end was that I got talking to Callum Reid, a sound engineer who'd recorded us for years and had quietly retrained as a developer, at some post-concert drinks, and I told him the Vinh story, and he said, 'Send me the spreadsheet.' We had a rough version by late 2019. Then March 2020: every concert in the world cancelled in about a week, and every librarian I knew was sitting on hired sets that couldn't go back because the couriers had stopped, with late fees ticking over. I emailed forty librarians I knew through the librarians' association, offered them the tracker for free, and twelve orchestras were using it by May.",
    proof:
      "Right, numbers, I do like a number. We've 163 orchestras on Tacet now, in eleven countries, mostly Australia, New Zealand, the UK and Canada, about a third of them professional and the rest youth and community orchestras, which I love. Between them they've sent out the music for something like 9,400 concerts. The one the managers care about is money: if you compare what each orchestra paid publishers in late and damage fees in the year before they joined with what they've paid since, they've saved about $212,000 between them, Australian dollars, and that's a conservative count, because we only included the orchestras that dug out their old invoices for us. And librarians tell us they get back about a day a week, mostly from not copying bowings by hand.",
    proofFollowUp:
      "The one I always come back to is Deborah Ng, the librarian of the Riverina Philharmonic in Wagga Wagga, ten hours a week, and the rest of the week she teaches oboe at two high schools (so, yes, the organised oboist; it's a type). In 2022, the year before Tacet, she paid $3,100 in hire penalties, which for an orchestra like hers is about a tenth of the whole music budget, mostly because parts would sit in someone's car boot for a fortnight after the concert. In 2024 she paid nothing, not a cent. The board put that $3,100 towards commissioning a new piece from a young composer from Tumut, which they premiered last October, and Deborah rang me after the concert, a bit teary, to tell me.",
    customerWords:
      "Deborah wrote it in the comments box of our annual survey, which is usually full of things like 'please make the button bigger', and I actually read it out to Callum over the phone because I wasn't sure I'd read it right: \"I used to spend every Monday with an eraser. Now I spend it reading the scores.\" That's really the whole point for me, because the reading is the actual job (knowing the piece, knowing where the page turns fall, which cuts the conductor will want), and the erasing was just, well, penance. She said we could use it with her name, as long as we spelled Riverina right.",
    belief:
      "I'll probably annoy some people in music tech here, but almost everyone who builds software for orchestras believes the future is no paper at all, a tablet on every music stand, with librarians turning into a sort of IT support. I don't think that's true, or not for a very long time. Players love their pencils; they mark fingerings and breaths and little warnings to themselves ('WATCH', in capitals, with a pair of glasses drawn next to it), tablets go flat halfway through a Bruckner symphony, and the publishers who own most of this music still send it on paper. The problem was never the paper. It was all the admin around the paper, and you can fix that without asking a seventy-year-old cellist to learn an iPad.",
    update:
      "What's coming next is Tacet Youth, which ships in July, in time for term three here. Youth orchestras have completely different headaches (I've learnt this the slightly hard way, because about half our customers are youth and community orchestras and they've been very patient with a product built for professionals): the players are twelve to eighteen, they take their parts home in school bags, and the parts come back with chewing gum in them, or don't come back at all. So Tacet Youth tracks every part lent to every student, texts the parents a reminder the night before rehearsal (the parents, not the kids; we tried the kids), works in school terms instead of concert seasons, and a conductor who's also a full-time music teacher can set the whole thing up in about an hour.",
    goal: "So what I'd love from the next two weeks of posts is 25 youth orchestras joining the pilot of Tacet Youth before it launches in July, and they'd get the whole of term three free, no card, nothing. Ideally not just the polished ones with a paid manager, either; I want the orchestras run out of a school music room by a teacher with a filing cabinet that won't shut, because if it works for them it'll work for anyone. Anywhere is fine, Australia, New Zealand, the UK, wherever, we'll set it up with them on a video call. The page is tacet.app/youth, and if a parent or a teacher reading it knows their orchestra's librarian, please just forward it on.",
    tone: "Warm and a bit dry, the way orchestra people actually talk to each other, which is affectionate and slightly rude, and please, please not reverent; I've read so many posts about classical music that sound like they're whispering in a cathedral. Three words I never want to see: 'disrupt', because we're not disrupting anything, librarians have done this brilliantly for a century and we just give them better tools; 'elitist', even in the 'classical music isn't elitist!' sense, because it drags the whole tired argument in; and 'maestro', because honestly conductors get enough encouragement already. And no emoji, thanks; I put one in our newsletter once and a principal cellist unsubscribed.",
    other:
      "Oh, I'm not sure I'm the right person for that one (I'm not sure anyone is, but certainly not me). Happy to talk about orchestras and sheet music for as long as you'll let me, though.",
    repeat: "I think I've already told you that, at some length, knowing me, so I've not much to add.",
    pass: "No, I think that really is everything I've got on that one.",
  },
}

const ifeoma: Founder = {
  id: 'ifeoma-oya-games',
  name: 'Ifeoma Nwachukwu',
  company: 'Oya Games',
  style:
    'playful consumer brand voice with lots of emoji, caps and exclamation marks (a party card game built from the questions Nigerian aunties ask at family gatherings)',
  description:
    "Ifeoma Nwachukwu, a former credit analyst at a bank, founded Oya Games in Lagos, Nigeria. Its main product is 'Aunty Said WHAT?!', a party card game built from the questions Nigerian aunties ask at weddings and family gatherings: one player reads a question card in an aunty's voice, the others answer with cards from their hands, and the best dodge wins the round. The games are printed by a family-run press in Mushin, Lagos, and cost ₦24,000 in Nigeria and £32 in the UK; a large share of sales go to Nigerians living in the UK, the US and Canada.",
  headline: '86,000',
  customerQuote: "My mum laughed so hard she forgot to ask when I'm getting married.",
  goalKeywords: ['3,000', 'Japa Edition', 'pre-order'],
  bannedWords: ['African-themed', 'exotic', 'tribal'],
  noEmoji: false,
  answers: {
    opening:
      "Heyyyy!! 👋🏾✨ Ifeoma here, founder of Oya Games 🇳🇬🃏 We make 'Aunty Said WHAT?!', the card game that turns every 'So when are we eating your rice?' into a point for YOU 😂🍚 Lagos babe, ex-bank girl 🏦, now full-time professional aunty impersonator 👵🏾🎤 Oya, let's go!!!",
    product:
      "Okay so 'Aunty Said WHAT?!' is a party card game 🃏🎉 300 question cards, and every single one is a REAL question a Nigerian aunty has asked at a party 😩 ('Is this the only dress you have?' 👗, 'Your mate has three children, what are you waiting for?' 👶🏾👶🏾👶🏾) plus 500 answer cards for dodging them 🏃🏾‍♀️💨 One person reads the question in their BEST aunty voice 🎤, everyone answers, the 'aunty' picks the best dodge and that person wins the round 🏆 Printed by the Adeyemi family press in Mushin 🖨️💚 ₦24,000 here, £32 in the UK!!",
    audience:
      "Every Nigerian who has survived a wedding, a naming ceremony or Christmas in the village 😂🙋🏾‍♀️ Mostly 20s and 30s, the ones GETTING the questions 😩, and their parents, who somehow think they're the ones asking 👀 It's huge in the diaspora too: Nigerians in London, Manchester, Houston, Toronto who play it on video call with home every Sunday 📱🌍 And Ghanaians buy it to laugh at us, which... fair 😂🇬🇭",
    problem:
      "Family gatherings are the BEST and also... a lot 😅 The aunties mean well (mostly 👀) but you sit there getting questioned like it's a visa interview, and everyone else is hiding in their phone 📱😶 Every party game in the shops here was imported, made for somebody else's family, with jokes about things nobody here cares about 🥱 Nothing sounded like US, nothing grandma AND the 9-year-old could play together 👵🏾🧒🏾",
    story:
      "Okay so December 2019, my cousin Ebuka's wedding in Enugu 💍🎉 Aunty Ngozi asked me FOUR times in one night 'When are we coming to your own?' 😭😭 By the fourth time I was typing every aunty question I heard into my phone notes 📝 and by the end of the night I had 47!!! 😂 On Christmas day I read them out at lunch in our best aunty voices, my mum laughed so hard she choked on her jollof 🍛😂 and Uncle Emeka banged the table and said 'Make it a game, let us play it again!' And I was like... WAIT 🤔💡",
    storyFollowUp:
      "Then lockdown happened 😷🏠 April 2020, I'm doing credit reports for the bank all day 😴 and writing cards all night ✍🏾 Got 200 boxes printed at a tiny shop in Ikeja, posted ONE video of my family playing on Instagram... SOLD OUT in 3 days 🤯🔥 Then a Nigerian guy in London filmed his mum playing it on TikTok, 1.4 MILLION views 📈😱 5,000 orders from the UK in one week!!! I begged Mr Adeyemi in Mushin to print day and night 🖨️🙏🏾 and I resigned from the bank in September 2020 👋🏾🏦✨",
    proof:
      '86,000 boxes sold!!! 🃏🎉🎉 41% of them outside Nigeria, in 14 countries 🌍✈️ The Adeyemi press went from 6 people to 19 because of us 💪🏾🖨️ 4.8 stars from 9,200 reviews ⭐⭐⭐⭐⭐ AND our pop-up in Peckham last December sold out in 4 HOURS 😱🇬🇧',
    proofFollowUp:
      "Kelechi is doing his PhD in Aberdeen ❄️🥶 (so cold!!) He told us his first winter he was so lonely he nearly came home 🥺 So he bought ONE box and started 'Aunty Night' for Nigerian students: 6 people the first time 👥... 70 the last time!!! 🎉🎉 Now the uni's African-Caribbean Society runs it every month and he's bought 9 more boxes 😂📦💚",
    customerWords:
      "My FAVOURITE message ever 😭💚 Chiamaka, a junior doctor in Manchester 🩺, played it with her whole family last Christmas and DM'd us: \"My mum laughed so hard she forgot to ask when I'm getting married.\" 😂😂 She said it was her first Christmas in 4 years without The Question 🙌🏾 It's printed on the back of every box now!!",
    belief:
      "Everyone in the games business told me: make it 'universal' if you want to sell big 🌎 Take out the pidgin, take out the jollof, make it for 'everyone' 🙄 I did the OPPOSITE!! 🙅🏾‍♀️ The MORE Nigerian the cards got, the more people bought it, even people who've never been to Nigeria 😂 Specific is funny, generic is boring 🥱 Your aunty is not 'universal', she is YOUR aunty 👵🏾💅🏾",
    update:
      "🚨🚨 THE JAPA EDITION IS COMING 🚨🚨 ✈️🧳 100 brand-new cards all about moving abroad: 'Have you seen snow?' ❄️, 'When are you bringing us?' 👀, 'Why are you so thin, is there no food in London?' 🍲😂 and a whole set about the visa interview 😭🛂 It's a stand-alone box AND it mixes with the original 🃏 Ships December 1st, just in time for Detty December 🎉🇳🇬",
    goal: "We want 3,000 pre-orders of the Japa Edition in the next two weeks!!! ✈️🃏 Pre-order at oyagames.ng/japa and it lands before December 1st, PLUS you get a free blank 'Aunty's Favourite' card to write your OWN aunty's classic question ✍🏾😂 And tag the cousin abroad who needs this in their life 👇🏾👇🏾",
    tone: "LOUD, funny, Naija to the bone 🇳🇬🔥 Pidgin is welcome, emoji YES PLEASE 😂🃏💃🏾 But never call it 'African-themed' 🙄 (we're NIGERIAN, be specific!!), never 'exotic' (it's a card game, not a mango 🥭), and no 'tribal' anything 🙅🏾‍♀️ And never mean about the aunties, we LOVE them 💚",
    other: 'Hahaha I have NO idea about that one 😅 Ask me about aunties or card games though!! 🃏',
    repeat: 'Lol I think I already told you that one 😂 Still true sha!!',
    pass: "Omo, that's everything I've got on that one, I promise 🙏🏾",
  },
}

const sian: Founder = {
  id: 'sian-cofnod',
  name: 'Siân Pritchard',
  company: 'Cofnod',
  style:
    'earnest, mission-driven civic nonprofit voice (trains and pays local residents to report on public council meetings in rural Wales)',
  description:
    "Siân Pritchard, who was a reporter on a weekly newspaper in Carmarthenshire for nineteen years until it closed in 2019, founded Cofnod, a registered charity based in Llandeilo, Wales. Cofnod ('record' in Welsh) trains local residents and pays them £25 a meeting plus travel to attend the public meetings no journalist covers any more (town and community councils, county council committees, planning committees, health board meetings) and to write plain-language notes of what was decided. It publishes the notes free online in Welsh and English and prints a monthly sheet that is left in libraries, cafés, village shops and GP surgeries.",
  headline: '3,140',
  customerQuote:
    'I found out about the school closure from your notes, not from the council that was closing it.',
  goalKeywords: ['30', 'note-takers', 'Aberystwyth'],
  bannedWords: ['news desert', 'grassroots', 'empower'],
  noEmoji: true,
  answers: {
    opening:
      "Hello, and thank you for asking me. I'm Siân Pritchard. I spent nineteen years as a reporter on a weekly paper in Carmarthenshire, and now I run Cofnod, a small charity in Llandeilo. We train local people to sit in on the public meetings that no reporter covers any more, and to write down, in plain words, what was decided.",
    product:
      "Cofnod means 'record' in Welsh, and that is what we do. We train residents, and pay them £25 a meeting plus travel, to attend town and community council meetings, county council committees, planning committees and health board meetings. Each note-taker writes a plain-language summary of what was decided, who voted which way, and what happens next. We check every set of notes, publish them free on our website in Welsh and English, and print a monthly sheet for libraries, cafés, village shops and GP surgeries.",
    audience:
      'Two groups, really. The first is everyone in Carmarthenshire, Ceredigion and Powys who is affected by decisions they never hear about: parents, farmers, people waiting for a bus that is about to be cut. Many are older and not on social media, which is why the printed sheet matters so much. The second is our note-takers themselves, 118 of them so far, aged 17 to 84: retired teachers, sixth-formers, a vet, two former councillors, and a lot of people who had never been inside their council chamber before.',
    problem:
      "When a local paper closes, the meetings carry on, but nobody is in the room to write down what happens. Agendas are published online, but they can run to 300 pages, and the item that matters to your village is often buried in an appendix. Some county councils livestream; most community councils don't, and their minutes can appear weeks later, after the decision is made. People here were finding out about planning applications, school consultations and bus cuts when the diggers arrived, or when the bus didn't.",
    story:
      "In March 2019 the Tywi Valley Echo, where I had worked since 2000, closed after 112 years. Six months later a quarry near Llangadog was given permission to double in size, and the first my neighbours heard of it was the lorries. I went to the next community council meeting in the village hall, and I was the only person in the public seats. Afterwards the clerk, Mrs Beynon, said to me: 'It's been eleven years since anyone sat in that chair.' That was the night I decided someone had to be in the room.",
    storyFollowUp:
      "For the next few months I went to every meeting I could and posted my notes in a local Facebook group. By Christmas it had 2,000 members. Then Dilys Rowlands, a retired headteacher of 79 from Llanymddyfri, wrote to ask whether she could do the same for her town council. She was the first note-taker who wasn't me. In 2021 a community foundation gave us £12,000 to train and pay twelve people, and in 2022 we registered as a charity.",
    proof:
      'Since our first trained note-takers started in February 2021, Cofnod has recorded 3,140 public meetings across Carmarthenshire, Ceredigion and Powys. Our notes were read 410,000 times last year, and the printed sheet goes to 160 places every month. We have trained 118 note-takers, 44 of them Welsh speakers. Two county councils now publish their agendas a week earlier because our note-takers asked them to, and at the community council meetings we cover, the number of residents in the public seats has gone from fewer than one on average to six.',
    proofFollowUp:
      "In November 2023 one of our note-takers, Eleri, sat in on the county council's education scrutiny committee. On page 86 of the papers, in an appendix, Ysgol Cwm Tywi, a village school with 19 pupils, was listed for 'consultation on closure'. Eleri put it at the top of her notes. Huw Morgan, who farms sheep near Rhandirmwyn and has two children at the school, read it that evening. The parents organised, 212 people responded to the consultation, and the council has since agreed to federate the school with a neighbouring one instead of closing it.",
    customerWords:
      'Huw came to our annual gathering in Llandeilo last spring. He is not someone who speaks in public, but he stood up, a little red in the face, and said: "I found out about the school closure from your notes, not from the council that was closing it." Several people in the hall were in tears. He has since trained as a note-taker himself, and now covers his own community council.',
    belief:
      "Most people in journalism believe local democracy is failing because people have stopped caring. I don't believe that. In my experience people care enormously about their school, their bus, their surgery. What disappeared was the information, and you cannot care about a decision you never hear about. When we tell people in plain words what is being decided and when, they come. I also don't think the answer is simply a new local newspaper. The answer is residents who know how to read an agenda, and who are paid fairly for their time.",
    update:
      'In July we start in Ceredigion, with new note-takers covering Aberystwyth, Aberteifi, Llanbedr Pont Steffan and the community councils around them. At the same time we are launching text alerts: anyone can sign up with their postcode, and when an agenda mentions their community, they get a text in Welsh or English with the date, the item and how to have their say before the vote.',
    goal: "In the next two weeks we want to find 30 note-takers for Ceredigion. Training is a free full day on Saturday 14 June in Aberystwyth, lunch included, and after that we pay £25 a meeting plus travel. Welsh speakers are especially welcome but it isn't required, and you need no experience, only patience and a pen. Anyone interested can apply at cofnod.cymru/ymuno. Please pass it on to anyone in Ceredigion who always seems to know what's going on.",
    tone: "Plain and warm, and hopeful, without making it sound like a crusade. Please don't call rural Wales a 'news desert': people live here and know a great deal; what is missing is someone in the room. I'd also rather avoid 'grassroots' and 'empower', which sound like a funding bid. Please use the Welsh spellings of place names. No emoji, please.",
    other:
      "I'm sorry, I don't think I can answer that one properly. I'm glad to tell you more about Cofnod and our note-takers.",
    repeat: "I believe I've already answered that, and I don't have anything to add.",
    pass: "I think I've told you everything I can about that.",
  },
}

const sipho: Founder = {
  id: 'sipho-spinza',
  name: 'Sipho Mahlangu',
  company: 'Spinza',
  style:
    'raw voice transcript, all lowercase, no punctuation, fillers, false starts, repeated words and self-corrections, numbers and web addresses spoken (solar-powered laundromats in shipping containers)',
  description:
    'Sipho Mahlangu, a former electrician who installed solar systems, runs Spinza, based in Tembisa, east of Johannesburg, South Africa. Spinza runs self-service laundromats built into converted shipping containers, with solar panels on the roof and batteries inside so the machines keep running during the scheduled power cuts known as load shedding. Customers wash and dry a load for R45, paying by card, phone or cash at the counter, or leave a bag in the morning for a same-day wash-and-fold for R80. It has four containers, three in Tembisa and one in Soweto, and employs 23 people.',
  headline: '61,700',
  customerQuote: 'now my sunday is for church and my kids not for the washing tub',
  goalKeywords: ['alexandra', 'founding', 'bundle'],
  bannedWords: ['hustle', 'underprivileged', 'disadvantaged'],
  noEmoji: true,
  answers: {
    opening:
      'hello hello okay is it is it recording okay um so my name is sipho sipho mahlangu and i run spinza its um laundromats like self service laundromats inside shipping containers with solar on the roof so they they keep going when theres load shedding we got um four of them in tembisa and soweto yeah',
    product:
      'okay so um its a container like a forty foot shipping container and inside you got um eight washers and six dryers the big ones the commercial ones and on the roof theres solar panels like twenty no twenty four panels and the batteries inside so when eskom goes off we dont even we dont even notice you know and uh you come in you put your washing in you pay with your card or your phone or cash at the counter with the lady and its forty five rand for a wash and dry one load and if you dont got time you leave your bag in the morning and we do the wash and fold same day for eighty rand',
    audience:
      'um mostly its moms you know like mothers grannies who do the washing for the whole house like six seven people and um young guys staying in backrooms who dont got a machine and uh theres also the the small businesses like the shisa nyamas with the aprons and the cloths and the salons with all the towels and some guesthouses in soweto and like students from the college um yeah basically anybody who was washing in a tub',
    problem:
      'so before um most people was washing by hand in the zinc tub in the yard like the whole sunday gone you know five six hours and if you got a machine at home then load shedding comes and it stops in the middle and your clothes are just sitting in the water and um the laundromats that there was they was in the malls far like two taxis away and they also close when the power goes so um people was doing washing at like two in the morning when the electricity comes back thats thats no life',
    story:
      'okay so um its february twenty twenty three stage six load shedding like the worst one and uh i was an electrician i was doing solar installs for for rich people in midrand and sandton the whole day and i come home to tembisa like after midnight and my mom is in the kitchen at two in the morning with the machine because thats the only slot the power was on and i said ma go sleep and she looks at me and she says when must i wash then and i just i couldnt say nothing because the whole day i was putting solar on houses with pools you know',
    storyFollowUp:
      'so like the next week i went to germiston and i bought a a used container from a guy there for thirty eight no thirty five thousand rand he wanted thirty eight i got him down and um i put four washers secondhand ones from a hotel that was closing and the solar was like panels left over from jobs and i opened in august twenty twenty three by the taxi rank in birch acres and the first week we had like eleven customers eleven and then stage six came back in september and we was the only machines working in the whole area and there was a queue like around the block i ran out of washing powder on the first day',
    proof:
      'okay the numbers um so we got four containers now three in tembisa one in soweto and we done like sixty thousand no wait let me check sixty one thousand seven hundred loads since we opened sixty one thousand seven hundred and uh we employ twenty three people all from the area mostly young ladies who run the counters and um last year the machines ran through like four hundred no four hundred and twenty hours of load shedding and didnt stop not once and uh each container pays itself back in like fourteen months',
    proofFollowUp:
      'so theres mama nomvula she got a guesthouse in orlando west near vilakazi street six rooms mostly tourists and um before she was paying a guy with a bakkie to take her sheets to a laundry in town like two thousand four hundred rand a month and the sheets come back late sometimes not at all like one time he lost her whole whole batch and um now she sends her girl with the bags to our soweto container in the morning and she pays like one thousand one hundred a month and with the money she saved she um she built two more rooms at the back she showed me last month',
    customerWords:
      'um theres a gogo gogo thandeka shes like sixty eight she raises four grandkids in tembisa and she used to wash every sunday in the tub in the yard and um when we opened the second container by her she was there like the first day and after like a month she came to the counter and she told lindiwe who works there she said now my sunday is for church and my kids not for the washing tub and lindiwe phoned me like crying and we put it on the wall inside the container',
    belief:
      'okay so um everybody in like the business world they think in the kasi you gotta make it cheap cheap cheap because people got no money and that solar is for rich people in the suburbs and i think its the opposite people in the kasi they pay for taxis they pay for airtime they pay for for time you know they just want it clean and working every time and like the kasi needs solar more than sandton sandton got generators',
    update:
      'so um the new thing is container number five in alexandra alex were opening like in three weeks three or four weeks and um with that were starting the monthly bundle like you pay three hundred no two hundred and ninety nine rand a month and you get eight loads wash and dry and um you can book your machine on whatsapp so you dont stand in the queue',
    goal: 'so um what i want is um two hundred people in alexandra to sign up for the founding bundle before we open like two hundred and the founding ones get the first month half price and uh they get their name on the wall inside the container like the founding families and you go to spinza dot co dot za slash alex and uh yeah if you got family in alex just send it to them',
    tone: 'just like normal you know how i talk dont make it sound like a charity thing because its not its a business and um please dont say hustle i hate that word and dont say underprivileged or disadvantaged people are not disadvantaged they just got no power and uh no emojis please my mom reads everything i post and she says emojis is for children',
    other: 'eish um i dont really know about that one to be honest',
    repeat: 'um yeah like i said before thats thats basically it',
    pass: 'nah thats all i got on that one sorry',
  },
}

const katrin: Founder = {
  id: 'katrin-stufenlos',
  name: 'Katrin Vogelsang',
  company: 'Stufenlos',
  style:
    'non-native English, German first language, with German word order, tense slips and false friends (modular aluminium ramps for the entrance steps of old apartment buildings)',
  description:
    "Katrin Vogelsang, a mechanical engineer who worked for eleven years at a car-parts supplier, founded Stufenlos in Leipzig, Germany, with the metalworker Mehmet Aydın. The company makes modular aluminium ramps for the steps in front of older apartment buildings, so that people who use a wheelchair or a rollator can get in and out of their homes: a technician measures the steps, the ramp is made to size in its Leipzig workshop and installed in one day with clamps instead of drilling, and it is taken back and reused when the tenant moves. A ramp costs about €3,900 on average, which Germany's long-term care insurance usually reimburses up to €4,180; ramps can also be rented from €79 a month.",
  headline: '1,870',
  customerQuote: 'Since the ramp I go again alone to the bakery.',
  goalKeywords: ['15', 'housing cooperatives', 'framework'],
  bannedWords: ['wheelchair-bound', 'confined', 'handicapped'],
  noEmoji: false,
  answers: {
    opening:
      "Hello, good morning from Leipzig! My name is Katrin Vogelsang, I am mechanical engineer and since three years the founder of Stufenlos. The name means 'without steps' in German. We make ramps from aluminium for the entrance of old apartment houses, so that people with wheelchair or rollator can come again out of their flat.",
    product:
      'We build modular ramps from aluminium for the steps in front of old apartment buildings, typically three until six steps. A technician comes and measures everything, we produce the ramp in our workshop in Leipzig-Plagwitz exactly to size, and the installation takes one day. We make no holes in the building, the ramp is fixed with clamps, so normally the landlord must not give a big permission. When the tenant moves, we take it back and use the parts again. In average a ramp costs 3,900 euro, and the Pflegekasse, the German care insurance, pays until 4,180 euro for such measures. Or you can rent it from 79 euro per month.',
    audience:
      'Mostly older people who live for rent in an old building, in Leipzig, Dresden, Chemnitz, Erfurt, Berlin. They had a stroke, or an operation, or the legs are not so good anymore, and now they use a wheelchair or a rollator. But very often the person who calls us is the daughter or the son, who lives in another city and is very worried. And more and more also the physiotherapists and the social services in the hospitals, they recommend us already before the patient comes home.',
    problem:
      'In Germany the most old buildings from before 1920 have some steps before the house door, and nobody thinks about this until he cannot climb them anymore. Then it is a catastrophe. A ramp from concrete needs a building permission, the agreement of the Hausverwaltung, a meeting of all the owners and a construction firm who has time, and this is 4 to 6 months and often 8,000 euro or more. In this time the person sits in his flat and cannot go out. Some people go in a care home only because of five steps.',
    story:
      "It was my father, Rolf. In 2020 he had a stroke, and after the rehabilitation he came home in a wheelchair, to his flat in Leipzig-Connewitz, where he lives since 40 years. Before the house door there are five steps. The Hausverwaltung said the owners can decide about a ramp on their meeting, in eight months. A construction firm offered a concrete ramp for 9,400 euro. After seven weeks without going outside, on his 74th birthday, he said to me: 'Katrin, I live in a prison with a very nice view.' This sentence I could not forget.",
    storyFollowUp:
      'The weekend after his birthday I went in the workshop of my old colleague Mehmet Aydın, he is metalworker, and we built together a ramp from aluminium profiles, fixed only with clamps on the steps, without one hole in the building. On Monday morning my father drove alone to the tram stop and to his café. Then his neighbour Frau Schubert asked one for her husband, and a physiotherapist from the rehab clinic sent us nine patients in one month. In December 2021 I quit my job by the car supplier, and Mehmet became my co-founder.',
    proof:
      'Until now we have installed 1,870 ramps, in Saxony, Thuringia, Saxony-Anhalt and Berlin. From the first call until the ramp is standing it takes in average 19 days, with a construction firm it was 4 to 6 months. 91 percent of our customers become the money back from the Pflegekasse, we make the whole application for them. We are 26 persons now, and 340 ramps we have already taken back and built again for another person.',
    proofFollowUp:
      'Herr Günter Lehmann is 81, he was tram driver in Leipzig during 38 years. In 2022 he lost one leg because of diabetes. He lives on the ground floor in Gohlis, but with four steps before the house door. During 14 months he left his flat only when the ambulance transport brought him to the doctor. In March 2023 we installed his ramp, in one day. Now he drives every morning alone to the bakery, and since this spring he plays again Skat every Thursday in his old club.',
    customerWords:
      'Two weeks after the installation our technician Jonas came back for the control, and Herr Lehmann was waiting before the house with a bag of bread rolls from the bakery. He said to Jonas, I translate it exactly: "Since the ramp I go again alone to the bakery." Jonas made a photo with his handy and sent it in our team chat, and the whole workshop was clapping.',
    belief:
      'The most people in the care branch think accessibility is a question of construction: you must rebuild the entrance, put a lift, and this costs 50,000 euro, so nothing happens. I think this is wrong. For the most people the whole problem is three to six steps. You must not change the building, you must change the steps for some years, and take it away again after. A ramp is not a monument, it must not stay forever.',
    update:
      'Next month we start two new things. First, the measuring with the handy: the family makes some photos of the steps with a reference card, and our software calculates the ramp, so we need no technician visit before, and we go from 19 days to eventually 8 days. Second, a framework contract for housing cooperatives: the cooperative pays a fixed price per year, and when a tenant needs a ramp, we come, and when the tenant moves, we bring it to the next one.',
    goal: 'In the next two weeks we search 15 housing cooperatives in Saxony and Thuringia who want to test our framework contract with us, before we start it officially in September. For the first 15, the measuring of all their buildings is for free. The responsible persons can write us on stufenlos.de/genossenschaft, or simply call me. And if you have a parent who is sitting in the flat because of some steps, please tell him about us.',
    tone: "Friendly and concrete, not pitiful, our customers are not victims. Please never write 'wheelchair-bound' or 'confined to a wheelchair', for the people the wheelchair is freedom, the steps are the problem. Also not 'handicapped', this sounds very old. One or two emoji are okay, but please not too much, we are still a German company 😉",
    other:
      'Sorry, I am not sure I understand the question correctly. Can you ask it eventually in another way?',
    repeat: 'I think I answered this already before, I have nothing more to add.',
    pass: 'I think this is really all what I can say about this.',
  },
}

const revathi: Founder = {
  id: 'revathi-pincheck',
  name: 'Revathi Iyer',
  company: 'PinCheck',
  style:
    'terse indie hacker, fragments, a few words per answer (Shopify app that screens cash-on-delivery orders in India before they ship)',
  description:
    "Revathi Iyer is the solo developer of PinCheck, built in Chennai, India. It is an app for Indian online shops on Shopify that checks each cash-on-delivery order before it ships: it validates the PIN code and address, flags unreachable or fake phone numbers and buyers with a history of refusing parcels, so that fewer parcels are refused at the door and sent back at the seller's cost. It costs ₹1,499 a month, and its customers are mostly small clothing, food and skincare brands.",
  headline: '38,600',
  customerQuote: 'Our RTO went from 31% to 9% in a month.',
  goalKeywords: ['100', 'WhatsApp', 'beta'],
  bannedWords: ['AI-powered', 'seamless', 'unlock'],
  noEmoji: false,
  answers: {
    product:
      'Shopify app. Screens COD orders before you ship. Bad PIN, fake number, serial refuser: flagged. ₹1,499/month.',
    audience:
      'Indian D2C brands on Shopify. Small ones. Kurtas, pickles, skincare. 50 to 2,000 orders a day.',
    problem:
      'COD parcels come back. 25-30% of them. You pay shipping both ways. Stock stuck in a courier hub for weeks.',
    story:
      "Mar 2022. Amma's pickle brand. 4 in 10 COD parcels returned. Paying couriers to send mango thokku in circles.",
    storyFollowUp:
      "Weekend Python script. PIN + phone checks. Her returns halved. Her sellers' WhatsApp group wanted it.",
    proof: '38,600 bad COD orders stopped. 870 paying stores. ₹13L MRR. Still solo.',
    proofFollowUp:
      'Farhan, chikankari kurtas, Lucknow. Returns 31% → 9%. Hired two embroiderers with the savings.',
    customerWords: 'Farhan, Shopify review: "Our RTO went from 31% to 9% in a month." Pinned it.',
    belief:
      "Everyone says kill COD, force prepaid. Wrong. Small-town buyers won't prepay. Fix COD, don't ban it.",
    update: 'WhatsApp voice confirmation. Hindi, Tamil, Bengali. Buyer says yes, parcel ships. Beta Monday.',
    goal: 'Need 100 Shopify stores on the WhatsApp beta. Two weeks. Free till Diwali. pincheck.in/beta',
    tone: "Plain. No 'AI-powered', 'seamless', 'unlock'. One emoji max.",
    other: 'No idea. Ask me about COD.',
    repeat: 'Said that already.',
    pass: 'Nothing more there.',
  },
}

export const freshFounders6: Founder[] = [philippa, ifeoma, sian, sipho, katrin, revathi]
