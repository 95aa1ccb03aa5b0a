import { describe, expect, it } from 'bun:test'
import { applyTone, toneRules } from '../tone'
import {
  cleanAnswer,
  correctSecondLanguage,
  dollarSign,
  ownWordCorrections,
  poundsAreMoney,
  resumptive,
  spokenNames,
  withoutAnnotations,
  writesAsSecondLanguage,
  writtenCase,
} from './clean'
import { mcCase } from './nlp'
import {
  askDetails,
  askFrom,
  asQuotation,
  beatsOf,
  fitted,
  forWhom,
  goalTold,
  itemsOnTheirLines,
  ownOpening,
  productName,
  readAnswers,
  resolveOpening,
  sentencesOfAnswer,
  subjectless,
  writePosts,
} from './writer'

describe('a raw transcript, cleaned as a ghostwriter would', () => {
  it.each([
    // A number said again for weight, small words started again after "uh": said once.
    [
      'so um i bought a pump off of uh off craigslist for four hundred dollars',
      'I bought a pump off Craigslist for $400.',
    ],
    [
      'i started picking up from like five restaurants on my days off five and i paid them cash',
      'I started picking up from five restaurants on my days off and I paid them cash.',
    ],
    ['now we got four trucks four and eleven people', 'Now we got four trucks and 11 people.'],
    ['we do one to one and group sessions for the kids', 'We do one to one and group sessions for the kids.'],
    ['we have two vans and two', 'We have two vans and two.'],
    // Capitals after a closing quote and at a quotation after a colon; "car park" is no name; "before may"
    // and "may to sept" are the month.
    [
      'email from a mum in porthleven: "checked it in the car park. went to the next cove." printed it. on the fridge.',
      'Email from a mum in Porthleven: "Checked it in the car park. Went to the next cove." Printed it. On the fridge.',
    ],
    [
      'one sample a week, may to sept. 25 swim clubs before may.',
      'One sample a week, May to Sept. 25 swim clubs before May.',
    ],
    ['we may open to all soon', 'We may open to all soon.'],
    // Two teens in a row are a range (never 31); letters said with "and" are the pair they name.
    ['he taught me when i was like fifteen sixteen so', 'He taught me when I was 15 or 16 so.'],
    [
      'nobody in my kitchen ended up in a and e and she cheered',
      'Nobody in my kitchen ended up in A&E and she cheered.',
    ],
    ['we run a b and b and our p and l is fine', 'We run a B&B and our P&L is fine.'],
    ['we do sizes s and m mostly and plan a and b', 'We do sizes s and m mostly and plan a and b.'],
    // "it like over", "it over": no subject and verb, whatever the tagger reads.
    [
      'and she was shouting it like over the extraction fans and the whole kitchen cheered',
      'And she was shouting it over the extraction fans and the whole kitchen cheered.',
    ],
    // A phrase started again across a filler, or four words said twice, is said once; the noun said again
    // opens the next sentence.
    [
      'in most kitchens the knives are just honestly the knives are blunt like properly blunt',
      'In most kitchens the knives are blunt properly blunt.',
    ],
    ['or just phone the van honestly just phone the van and um', 'Or just phone the van and.'],
    ['we keep it in the van the van has a ramp', 'We keep it in the van. The van has a ramp.'],
    // Both ends of a range written the same way; "one to 40" given and "at ten to 11" stay.
    [
      'the discount is like ten to twenty percent on the premium',
      'The discount is 10 to 20% on the premium.',
    ],
    ['we give one to forty schools every year', 'We give one to 40 schools every year.'],
    // From fresh46's voice founder: a unit said again with its figure, a figure before "and there", what
    // folks tell, weekends started again, "then" closing a clause before a noun.
    [
      'we charge sixty no sorry sixty five cents a board foot sixty five cents and theres a minimum',
      "We charge 65 cents a board foot and there's a minimum.",
    ],
    [
      'they paid us four thousand two hundred and there was enough left over',
      'They paid us 4,200 and there was enough left over.',
    ],
    [
      'we rebuilt sixty eight barns and folks tell us theyre saving about half',
      "We rebuilt 68 barns and folks tell us they're saving about half.",
    ],
    [
      'we spent like three weekends three or four weekends sawing that oak',
      'We spent three or four weekends sawing that oak.',
    ],
    [
      'i was teaching shop at the high school then woodshop and i had this little sawmill',
      'I was teaching shop at the high school then woodshop and I had this little sawmill.',
    ],
    ['we sold the van then we bought a truck', 'We sold the van. Then we bought a truck.'],
    [
      'thats the farmer problem then overseas the bars buy from fiji',
      "That's the farmer problem. Then overseas the bars buy from Fiji.",
    ],
    // (A unit said again to shout it stays.)
    ['At 4 CENTS a button 😱 CENTS!! Next to her.', 'At 4 CENTS a button 😱 CENTS!! Next to her.'],
    // "right" after a name marks whom the story is about; "turn right she said" is a direction.
    ['so morag right she phoned me in january', 'Morag phoned me in January.'],
    ['turn right she said and we did', 'Turn right she said and we did.'],
    // (Said again to agree, or put right with "actually": both stay.)
    [
      'the bank told us we were too small we were too small back then',
      'The bank told us we were too small we were too small back then.',
    ],
    // A clause started again with its verb put right, a determiner said again after "actual", what was
    // counted said again after its deadline, a share said again of the whole: said once.
    [
      'she got her insurance back too cause they had dropped her they dropped her the year before',
      'She got her insurance back too because they dropped her the year before.',
    ],
    [
      'they love the pictures more than the the actual the clearing',
      'They love the pictures more than the actual clearing.',
    ],
    [
      'we want forty households signed up before the end of may households',
      'We want 40 households signed up before the end of May.',
    ],
    ['we sold 40 boxes by friday boxes and bags', 'We sold 40 boxes by Friday boxes and bags.'],
    // What those rules leave alone (a review of them): another count, a "never", "a to z", news in "out of".
    [
      'we had twenty workers on the farm before the flood and the workers they just left for the city',
      'We had 20 workers on the farm before the flood and the workers they just left for the city.',
    ],
    [
      'at first they never trusted us they trusted us only after the flood',
      'At first they never trusted us they trusted us only after the flood.',
    ],
    ['we do the whole a to z for them', 'We do the whole a to z for them.'],
    [
      'we trained 90 nurses and 87 passed the exam, and this year 87 out of 90 clinics renewed',
      'We trained 90 nurses and 87 passed the exam, and this year 87 out of 90 clinics renewed.',
    ],
    ['we asked 10 shops and 9 said yes, 9 out of 10', 'We asked 10 shops and 9 said yes, 9 out of 10.'],
    // "like" after "even" is the verb; a subject and its verb after a verb open a sentence, unless the verb
    // before takes a clause.
    [
      'people think goats are like lawnmowers and they aint they dont even like grass that much',
      "People think goats are lawnmowers and they ain't. They don't even like grass that much.",
    ],
    // (Not after a subject said first: "the restaurants we supply they order…", "by the time the parts arrive we…".)
    ['the restaurants we supply they order every week', 'The restaurants we supply they order every week.'],
    [
      'by the time the parts arrive we have lost the sale',
      'By the time the parts arrive we have lost the sale.',
    ],
    ['we always reckoned they would come back to us', 'We always reckoned they would come back to us.'],
    [
      'the fire district inspected ninety of our lots and eighty seven passed the check first time eighty seven out of ninety',
      'The fire district inspected 90 of our lots and 87 passed the check first time.',
    ],
    // Another count of another day stays; the figure said again after its deadline, nine words later, goes.
    [
      'we got twelve orders on monday from cafes in leeds on tuesday twelve and then we stopped',
      'We got 12 orders on Monday from cafes in Leeds on Tuesday 12. And then we stopped.',
    ],
    [
      'what i want is sixty restaurants to go on the knife swap before christmas sixty and um the first sixty get a month free',
      'What I want is 60 restaurants to go on the knife swap before Christmas and the first 60 get a month free.',
    ],
    ['we sell to shops and uh to cafes in town', 'We sell to shops and to cafes in town.'],
    // "all one word" said of the name: its words are the address's name.
    [
      'they can sign up at big dry welding dot com slash calving thats all one word bigdrywelding or just call',
      'They can sign up at bigdrywelding.com/calving or just call.',
    ],
    // "were" with no subject before an article is "we're"; "they're like" quotes them.
    ['were a welding shop on wheels', "We're a welding shop on wheels."],
    [
      'then the neighbor come over and theyre like can you do ours',
      "Then the neighbor come over and they're like can you do ours.",
    ],
    // "all one word" said of the page, the page said again: the name before stays words.
    [
      'to book one its trueload dot com dot au slash weighday all one word weighday and get in by january',
      'To book one its trueload.com.au/weighday and get in by January.',
    ],
    // A street's or a county's name takes its capitals; a road by its kind does not.
    [
      'the last place was a wing place on pio nono avenue and we drove down the main road',
      'The last place was a wing place on Pio Nono Avenue and we drove down the main road.',
    ],
    ['we got fourteen schools in houston county', 'We got 14 schools in Houston County.'],
    // A clause that says which one is no new sentence; "miss" before a name is a title.
    [
      'like ninety seven percent of pickups happen on the day we say',
      '97% of pickups happen on the day we say.',
    ],
    [
      'miss odessa the first time i handed her a check she looked at it and she laughed',
      'Miss Odessa the first time I handed her a check she looked at it and she laughed.',
    ],
    [
      'she knows every farmer we work with and they trust her',
      'She knows every farmer we work with and they trust her.',
    ],
    [
      'i miss my old job it was fun but the pay was bad',
      'I miss my old job. It was fun but the pay was bad.',
    ],
    // …but a time said first is when, and an auxiliary alone picks nothing out.
    [
      'last year we shipped twenty three thousand boxes i had to ask my cousin rudy',
      'Last year we shipped 23,000 boxes. I had to ask my cousin Rudy.',
    ],
    ['you can do the maths i cant', "You can do the maths. I can't."],
    [
      'we roast from august to october and the rest of the year we ship out of the freezer its mostly people who moved away',
      "We roast from August to October and the rest of the year we ship out of the freezer. It's mostly people who moved away.",
    ],
    // A number said again to compare is no echo.
    [
      'the grower pays for eight frames and sometimes he gets eight and sometimes he gets four',
      'The grower pays for eight frames and sometimes he gets eight and sometimes he gets four.',
    ],
    // "the double wall one" is no number said again.
    ['we put in a new one a double wall one', 'We put in a new one a double wall one.'],
    // Hundreds said short, a correction said with "yeah", a list of roads, a close range, a clock time.
    ['pulled onto the ramp at exit one eighty four', 'Pulled onto the ramp at exit 184.'],
    // "the town of clarenville" capitalises the name, not "Town Of"; "called and" names no one "And".
    [
      'i drove plow for the town of clarenville for twenty four years and then gambo called and then bonavista called',
      'I drove plow for the town of Clarenville for 24 years. And then gambo called and then bonavista called.',
    ],
    // "do you know where…" asks a question: no filler there.
    ['so do you know where is every grave', 'Do you know where is every grave.'],
    [
      'its thirteen hundred and forty lots no wait yeah thirteen forty lots along forty and forty four and seventy',
      "It's 1,340 lots along 40 and 44 and 70.",
    ],
    ['and now its like fifteen twenty minutes', "And now it's 15 to 20 minutes."],
    ['we met at two thirty and talked', 'We met at 2:30 and talked.'],
    [
      'last winter twenty twenty five twenty six people looked at the maps',
      'Last winter 2025–26 people looked at the maps.',
    ],
    ['they are older like forty fifty sixty and up', 'They are older 40, 50, 60 and up.'],
    ['just pay seven pound fifty an its done', "Just pay £7.50 and it's done."],
    ['hes booked four hundred and thirty nights four thirty with us', "He's booked 430 nights with us."],
    // A year said "two thousand nineteen" before a month is the year; a month is not followed by 100.
    [
      'okay so is dry season two thousand nineteen like april and the pipe was dry',
      'Is dry season April 2019 and the pipe was dry.',
    ],
    [
      'we want the rent to own before the dry season start in january one hundred and um the first hundred get it free',
      'We want the rent to own before the dry season start in January and the first 100 get it free.',
    ],
    // A percentage said again, and an address said aloud with a country ending.
    [
      'the houses had water like ninety four percent of the days ninety four even when the pipe was dry so go on fulltank dot tt slash rent',
      'The houses had water 94% of the days even when the pipe was dry so go on fulltank.tt/rent.',
    ],
    // "since we start" is one clause; a title before a name gets its capital, "miss" the verb does not.
    [
      'we install like one thousand three hundred and sixty systems since we start and my granny miss mavis she aint miss one morning',
      "We install 1,360 systems since we start and my granny Miss Mavis she ain't miss one morning.",
    ],
    // Apostrophes a transcript leaves out, and a stutter into "I'm".
    ['so im ray i um im a plumber and theyre busy', "I'm Ray. I'm a plumber and they're busy."],
    // A restart after "no wait": the second telling replaces the first.
    [
      'it was august 2021 i think no wait it was 2022 and i was under a house',
      'It was 2022 and I was under a house.',
    ],
    // A later figure replaces the earlier one, with the words between.
    [
      'theyre doing like 9000 no wait its more its like 11000 bookings a month',
      "They're doing 11,000 bookings a month.",
    ],
    // A later time replaces the earlier one.
    ['it should go out after the summer no wait before september', 'It should go out before September.'],
    // "it" after a verb is its object, not a new sentence.
    [
      'i have been doing it like nineteen years and i made an app',
      'I have been doing it 19 years and I made an app.',
    ],
    // "a" is a number only before "hundred"/"thousand"; "and a half" is not "and 1".
    ['her dog biscuit a thirteen year old corgi', 'Her dog Biscuit a 13 year old corgi.'],
    // A clause taken back ("no not deploy") goes; what replaced it stays.
    [
      'he did all three girls and he was fixing to deploy no not deploy he had to go on a training thing for two weeks',
      'He did all three girls and he had to go on a training thing for two weeks.',
    ],
    // "to be honest" as what the founder wants to be is no filler.
    [
      'About safety, I want to be honest: we had 14 broken parts.',
      'About safety, I want to be honest: we had 14 broken parts.',
    ],
    // A figure or a word put right in passing: the one said last stays.
    [
      'We have 640 paying teams — sorry, no, 604; 640 includes the trials.',
      'We have 604 paying teams; 640 includes the trials.',
    ],
    ['i passed on a tuesday singing no wait humming', 'I passed on a Tuesday humming.'],
    [
      "Business: revenue of about €4.6 million in 2025 — sorry, €4.2 million; 4.6 is this year's forecast.",
      "Business: revenue of about €4.2 million in 2025; 4.6 is this year's forecast.",
    ],
    ['It costs $40 a month, no sorry, $45.', 'It costs $45 a month.'],
    ['We had 640, sorry, 612 customers in March.', 'We had 612 customers in March.'],
    // Two numbers said in a row are a range, never one ("eight hundred a thousand" is not 801,000).
    ['its like eight hundred a thousand dollars upfront', "It's $800 to $1,000 upfront."],
    [
      'A little girl, 14 months old — no, 18 months; her mother said so.',
      'A little girl, 18 months old; her mother said so.',
    ],
    [
      'We repaired the edge on 14 of the 21. No, it was 15. Then the frost came.',
      'We repaired the edge on 15 of the 21. Then the frost came.',
    ],
    // Not a correction: a figure, then "no" before a word.
    [
      'We grew 40% in a year, no small thing for a shop.',
      'We grew 40% in a year, no small thing for a shop.',
    ],
    ['We have 3 vans, no debt and 12 staff.', 'We have 3 vans, no debt and 12 staff.'],
    [
      'um so we done like four thousand pools and were six of us now',
      "We've done 4,000 pools and we're six of us now.",
    ],
    // (Said of the past: "we did", "there were".)
    ['when we done the first roof it rained', 'When we done the first roof it rained.'],
    ['so were ten of us at the first meeting', 'Were ten of us at the first meeting.'],
    [
      'and then the local radio midwest radio had me on talking about jackdaws',
      'And then Midwest Radio had me on talking about jackdaws.',
    ],
    ['we rang the hospital and the hospital said no', 'We rang the hospital and the hospital said no.'],
    ['and now were five catchers me and four guys', "And now we're five catchers me and four guys."],
    [
      'their guys are the ones who get called first and they dont know what to do',
      "Their guys are the ones who get called first and they don't know what to do.",
    ],
    // Words no dictionary has after "a man" name him; two consonants are initials.
    [
      'theres a man pj ruane near ballyhaunis hes a farmer',
      "There's a man PJ Ruane near Ballyhaunis. He's a farmer.",
    ],
    ['there was a man in the shop who bought six', 'There was a man in the shop who bought six.'],
    // Family before a verb are the people, not an owner ("mums and dads can book").
    ['just like mums and dads can book on it', 'Just like mums and dads can book on it.'],
    // Put right in the same breath: the second figure, with the hedge it was put with.
    [
      'i had like three hundred no nearly four hundred calls that winter',
      'I had nearly 400 calls that winter.',
    ],
    [
      'it was october twenty twenty one no twenty twenty two twenty two and i was still roofing',
      'It was October 2022 and I was still roofing.',
    ],
    ['In 2022 22 people came to the first night.', 'In 2022 22 people came to the first night.'],
    ['so um yeah thats the number i think about', "That's the number I think about."],
    // A written correction in brackets: the figure put right, the note gone.
    [
      'Quit the studio Apr 2023 at $3.1k MRR. (edit: $3.4k. Was reading net after Stripe fees.) Team: me + Milica.',
      'Quit the studio Apr 2023 at $3.4k MRR. Team: me + Milica.',
    ],
    ['Added Ukrainian in May. (edit: Ukrainian was June) Then Thai.', 'Added Ukrainian in May. Then Thai.'],
    [
      'Revenue was $2k in January and $3.1k in April. (edit: $3.4k)',
      'Revenue was $2k in January and $3.4k in April.',
    ],
    ['Quit at $3.1k MRR. (edit: $3,400, net after fees)', 'Quit at $3,400 MRR.'],
    ['Uganda joined. (update: Kenya joins in May.)', 'Uganda joined. (update: Kenya joins in May.)'],
    ['Churn ~~2.1%~~ 2.4%/mo. Accuracy ~~93%~~ 88%.', 'Churn 2.4%/mo. Accuracy 88%.'],
    ['And third — I always say two and then three — writers.', 'And third — writers.'],
    [
      'My rule — I always say this to new hires — is ship on Fridays.',
      'My rule — I always say this to new hires — is ship on Fridays.',
    ],
    [
      'We lost everything in 2019, which is why I always say start with one customer.',
      'We lost everything in 2019, which is why I always say start with one customer.',
    ],
    ['The open brackets sell best to renters.', 'The open brackets sell best to renters.'],
    [
      'The preparation started in 2017, which is why I sometimes say 2017 — in my own commune: 138 children.',
      'The preparation started in 2017 — in my own commune: 138 children.',
    ],
    [
      'Altitude is a special Addis problem — open bracket — spec sheets stop at 2,286 metres.',
      'Altitude is a special Addis problem — spec sheets stop at 2,286 metres.',
    ],
    ['We charge $19/mo (€18 in the EU).', 'We charge $19/mo (€18 in the EU).'],
    [
      'one couple had um twelve cans of baked beans no twenty four cans twenty four sorry and the rest needed a bigger van',
      'One couple had 24 cans of baked beans and the rest needed a bigger van.',
    ],
    [
      'they sent me a postcard from every state um nine postcards no eight sorry',
      'They sent me a postcard from every state eight postcards.',
    ],
    [
      "In Belém is a costume — a custom, sorry, 'costume' is custom in Portuguese — to have very loud restaurants.",
      'In Belém is a custom to have very loud restaurants.',
    ],
    // A phrase that heads a clause keeps it: no sentence break before "we left".
    [
      'about two thirds of the ones that were over were under by the time we left the driveway',
      'About two thirds of the ones that were over were under by the time we left the driveway.',
    ],
    // Not a correction: "sorry" said for something else.
    ['I said no to 3 of them, sorry.', 'I said no to 3 of them, sorry.'],
    // A determiner restarted as another is said once.
    [
      'so she wrote all our the procedures and the training',
      'She wrote all the procedures and the training.',
    ],
    // A likeness keeps its "like"; the filler goes.
    [
      'we use a heated air machine its kind of like a blow dryer',
      "We use a heated air machine. It's like a blow dryer.",
    ],
    [
      'we section the hair like tiny sections like when im doing a silk press',
      "We section the hair tiny sections like when I'm doing a silk press.",
    ],
    [
      'the average dog is thirteen and a half and a hundred and twenty came',
      'The average dog is 13 and a half and 120 came.',
    ],
    // A date corrected keeps the year said with the first one; a figure said twice is said once.
    [
      'i quit in june 2019 no wait it was august and we have 160 no wait its 186 now 186 dogs',
      'I quit in August 2019 and we have 186 dogs.',
    ],
    // Languages, festivals and a friend's name get their capitals.
    [
      'my friend amrit gave a speech in punjabi before diwali',
      'My friend Amrit gave a speech in Punjabi before Diwali.',
    ],
    // A dictionary word after a name is a thing ("roof"), a title before one is part of it, a word no
    // dictionary holds after a first name is the surname, and "called we" calls no one "We".
    [
      'she saw aunt marcia roof go in elsa and she called we in april and this one lad reece okonjo hes a nurse in new york and everybody want a new roof',
      "She saw Aunt Marcia roof go in Elsa and she called we in April and this one lad Reece Okonjo he's a nurse in New York and everybody want a new roof.",
    ],
    // Started again after a word cut off, or after a verb dropped for another, said once; "till" goes on.
    [
      'thats a dollar sev a dollar seventy five a pound and we do we fix tractor tires till it comes up',
      "That's $1.75 a pound and we fix tractor tires till it comes up.",
    ],
    // A figure said again with its unit is said once, unit and all.
    [
      'since october drivers have booked two hundred and twelve thousand nights two hundred twelve thousand nights on yardspot',
      'Since October drivers have booked 212,000 nights on yardspot.',
    ],
    // A consent in brackets was said to the interviewer.
    [
      'nadia, ceramics shop, leeds (said ok to name her). got the alert at nine',
      'Nadia, ceramics shop, Leeds. Got the alert at nine.',
    ],
    // A promise to the interviewer to come back to something is no post's.
    [
      'then theres the burns which are a whole other thing but ill get to that so we bid on contracts',
      "Then there's the burns which are a whole other thing. So we bid on contracts.",
    ],
    // Two round tens before a scale are a range too; "twenty five thousand" is one number.
    [
      'a barn bathroom build is like sixty seventy thousand dollars and we did twenty five thousand dollars',
      'A barn bathroom build is $60,000 to $70,000 and we did $25,000.',
    ],
    // What a review of those rules found they must leave alone: a whole word said before the rest, a clause
    // that needs both verbs, a count, a price that is not one, "ain't got nothing", "my uncle son", "the miller".
    ['whatever we make we reinvest in the shop', 'Whatever we make we reinvest in the shop.'],
    ['its a town of about two thousand five hundred people', "It's a town of about 2,500 people."],
    [
      'coffee was a dollar ten years ago and we aint got nothing to hide',
      "Coffee was a dollar ten years ago and we ain't got nothing to hide.",
    ],
    ['my uncle son is our driver', 'My uncle son is our driver.'],
    [
      'anna miller sells to us and the miller down the road does too',
      'Anna Miller sells to us and the miller down the road does too.',
    ],
    ['buy two for two forty nine', 'Buy two for 249.'],
    // "look at me like" compares: no filler.
    [
      'i tell people that and they look at me like im crazy cause they seen it on tv',
      "I tell people that and they look at me like I'm crazy because they seen it on tv.",
    ],
    // Two counts before one scale are a range, ten and up too; a year after "since like" is a year.
    [
      'thats ten fifteen thousand dollars to replace and the tank aint been pumped since like two thousand and five',
      "That's $10,000 to $15,000 to replace and the tank ain't been pumped since 2005.",
    ],
    // Two whole numbers in a row are a range, and dollars named with their country take its sign.
    [
      'in october its like thirty five thirty six degrees and the room cost twenty eight thousand namibian dollars',
      "In October it's 35 to 36 degrees and the room cost N$28,000.",
    ],
    // A title and the name after it.
    [
      'choirmaster bro femi recorded every part and pastor ade said yes',
      'Choirmaster Bro Femi recorded every part and Pastor Ade said yes.',
    ],
    // A dictionary word after a title that goes on as a person is a name; a surname the tagger knows is
    // one even when it is a word ("carter"); "my uncle had" names no one.
    [
      'this was 2015 my uncle ray he got a place and miss donna carter she got a house and my uncle had a farm',
      'This was 2015 my Uncle Ray. He got a place and Miss Donna Carter. She got a house and my uncle had a farm.',
    ],
    // …but a word after a first name that is a name only there is not ("lorraine shed been": she'd).
    [
      'kevs wife lorraine shed been to norway and sharon kelly is the secretary',
      'Kevs wife Lorraine shed been to Norway and Sharon Kelly is the secretary.',
    ],
    // A noun said twice before its verb opens the next sentence; a spoken "cause", address and "won't".
    [
      'we pick them up in the van the van has a ramp cause a lot of them cant jump and the big daycares wont take them',
      "We pick them up in the van. The van has a ramp because a lot of them can't jump and the big daycares won't take them.",
    ],
    // An address with a country ending, and "its" before a price or a comparison is "it's".
    [
      'its forty quid so its cheaper than normal anyway and the money pays for the ramp so go on brinehut dot co dot uk slash saltburn',
      "It's £40 so it's cheaper than normal anyway and the money pays for the ramp. So go on brinehut.co.uk/saltburn.",
    ],
    // A year said aloud, pounds of weight, a figure said again after its noun, a name said as two words.
    [
      'then twenty twenty hit and we shipped twenty three thousand eight hundred boxes twenty three thousand eight hundred',
      'Then 2020 hit and we shipped 23,800 boxes.',
    ],
    [
      'we buy the big sacks forty pounds each and it saved them 900 pounds and we got twenty six hundred pounds an acre',
      'We buy the big sacks 40 pounds each and it saved them £900 and we got 2,600 pounds an acre.',
    ],
    // A figure in either of two currencies takes no sign.
    [
      'a monthly gift of 20 pounds or dollars trains a rider and 30 euros or pounds trains two',
      'A monthly gift of 20 pounds or dollars trains a rider and 30 euros or pounds trains two.',
    ],
    ['go to zia roast dot com slash christmas', 'Go to ziaroast.com/christmas.'],
    // A name corrected ("kyle no sorry its reece"); a scale with no count stays a word.
    [
      'i had to tell them no sorry we dont ship to australia',
      "I had to tell them. We don't ship to Australia.",
    ],
    [
      'this one lad kyle no sorry its reece hes a nurse on nights and we track a few hundred parcels',
      "This one lad Reece he's a nurse on nights and we track a few hundred parcels.",
    ],
    // A clock time; a condition said mid-sentence runs on to its consequence; no break after "cause".
    [
      'he said it standin in the orchard at like five thirty in the morning and we start at four forty five am',
      'He said it standin in the orchard at 5:30 in the morning and we start at 4:45 am.',
    ],
    [
      'the cherry guys are super picky if it works there it works anywhere and the hives get better cause then its worth it to feed em',
      "The cherry guys are super picky if it works there it works anywhere and the hives get better cause then it's worth it to feed em.",
    ],
    [
      'we recorded um r two hundred and um two hundred and eighty four million rand and it was short by eighteen thousand like eighteen thousand three hundred and um everybody was shouting',
      'We recorded R284,000,000 and it was short by 18,300 and everybody was shouting.',
    ],
    [
      'blokes who wouldnt go in a spa in a million years',
      "Blokes who wouldn't go in a spa in a million years.",
    ],
    // A year said as "twenty nineteen" anywhere; an ordinal day; thousands said again short; "an" before "a".
    [
      'they started sendin letters to everybody like twenty nineteen twenty twenty an the phone never stopped',
      'They started sendin letters to everybody 2019 2020 and the phone never stopped.',
    ],
    ['so on march thirty first twenty twenty five we started', 'On March 31st 2025 we started.'],
    [
      'the cleanup was forty eight thousand dollars forty eight an the insurance wouldnt pay',
      "The cleanup was $48,000 and the insurance wouldn't pay.",
    ],
    ['he had a half ton an a trailer an the van', 'He had a half ton and a trailer and the van.'],
    // …but a count, a duration or a range is no year, ordinal or restart; "an only child" is an article.
    [
      'we had twenty fifteen-minute calls with a thirty second video',
      'We had 20 fifteen-minute calls with a 30 second video.',
    ],
    ['between two hundred and two hundred and fifty customers', 'Between 200 and 250 customers.'],
    ['so um she is an only child and she lives in cork', 'She is an only child and she lives in Cork.'],
    [
      'we did about um about forty two hundred of those no sorry thirty eight hundred orders',
      'We did about 3,800 orders.',
    ],
    [
      'it was december twenty nineteen um no sorry twenty eighteen december twenty eighteen my mom was there',
      'It was December 2018 my mom was there.',
    ],
    [
      'just go to holdfast safe rooms dot com slash spring all one word an one of us will call you',
      'Just go to holdfastsaferooms.com/spring and one of us will call you.',
    ],
    ['the big change came in twenty twenty one', 'The big change came in 2021.'],
    [
      'we shipped 23,800 boxes like twenty three thousand eight hundred i had to ask',
      'We shipped 23,800 boxes. I had to ask.',
    ],
    [
      'his dog otis otis is a fourteen year old lab go to greymuzzle dot dog',
      'His dog Otis. Otis is a 14 year old lab go to greymuzzle.dog.',
    ],
    // The floor taken ("ok so"), a restart on the subject, "like" before a figure, a trailing "so yeah".
    [
      'ok so greymuzzle is its a day club and the average dog is like thirteen its 55 dollars a day so yeah',
      "Greymuzzle is a day club and the average dog is 13. It's $55 a day.",
    ],
    ["i'm uh i run a bakery she's 19 she's a chihuahua", "I run a bakery. She's 19. She's a Chihuahua."],
    // Places and people no dictionary knows, after "in", "near", "told" or a title; "the kasi" and "in
    // town" stay as they are.
    [
      'so theres mama nomvula she got a guesthouse in orlando west near vilakazi street and she told lindiwe in the kasi and in town',
      "There's Mama Nomvula. She got a guesthouse in Orlando West near Vilakazi Street and she told Lindiwe in the kasi and in town.",
    ],
    [
      'i was doing solar for rich people in midrand and sandton the whole day',
      'I was doing solar for rich people in Midrand and Sandton the whole day.',
    ],
    // A figure said again in words further on is said once; a pause ("and yeah") is no word.
    [
      'what i want is two hundred people in alexandra to sign up for the bundle on our website like two hundred and yeah if you got family in alex just send it to them',
      'What I want is 200 people in Alexandra to sign up for the bundle on our website. If you got family in Alex, just send it to them.',
    ],
    // The spoken "an" for "and" (never the article before a vowel), a decimal said aloud, and a
    // number's "and" that starts the next clause; "the teams before were working" keeps its verb.
    [
      'old mr doyle he was seventy four an he rang like eleven contractors an i reckon it was an hour',
      'Old Mr Doyle he was 74 and he rang 11 contractors and I reckon it was an hour.',
    ],
    // "ill ring", "well come out": the apostrophes speech never shows, before a verb only.
    [
      'well come out an set it up an ill ring them she was ill',
      "We'll come out and set it up and I'll ring them. She was ill.",
    ],
    [
      'that was like two point three million sheep an the teams before were working three days an now its four point two',
      "That was 2.3 million sheep and the teams before were working three days and now it's 4.2.",
    ],
    [
      'theyre ready ninety nine point four percent of the hours and the pads last two point five years at one point two of us quit',
      "They're ready 99.4% of the hours and the pads last 2.5 years at one point two of us quit.",
    ],
  ])('%s', (raw, clean) => {
    expect(cleanAnswer(raw, ['Ray'])).toBe(clean)
  })

  it("writes plain dollars with the founder's own country's sign", () => {
    expect(dollarSign('we sell in windhoek, about 900 namibia dollars a month')).toBe('N$')
    expect(dollarSign('we charge 40 dollars')).toBe('$')
    expect(
      cleanAnswer('every vendor throws away like nine hundred dollars of meat', [], false, false, 'N$'),
    ).toBe('Every vendor throws away N$900 of meat.')
  })

  it('joins an address said as the name the founder runs, said in an earlier answer', () => {
    const names: string[] = []
    expect(cleanAnswer('um i run tie down bim outta st philip we does strap down roofs', names)).toBe(
      'I run Tie Down Bim outta St Philip. We does strap down roofs.',
    )
    expect(cleanAnswer('you could whatsapp we or go on tie down bim dot com slash check', names)).toBe(
      'You could WhatsApp we or go on tiedownbim.com/check.',
    )
  })

  it('joins an address said aloud as the company written with an ampersand', () => {
    expect(
      cleanAnswer(
        'you can book a free head check day at comb and done dot com slash schools before march first',
        ['Comb & Done'],
      ),
    ).toContain('at combanddone.com/schools before')
    expect(
      cleanAnswer(
        'you can book a free head check day at comb and done dot com slash schools before march first',
      ),
    ).toContain('at combanddone.com/schools before')
  })

  it('keeps a phone number whose digit groups repeat', () => {
    expect(cleanAnswer('To apply, send a WhatsApp to +225 07 00 00 27 27 before 31 March 2027.')).toBe(
      'To apply, send a WhatsApp to +225 07 00 00 27 27 before 31 March 2027.',
    )
    expect(cleanAnswer('call us on 0800 55 55 and ask for me')).toBe('Call us on 0800 55 55 and ask for me.')
  })

  it.each([
    ["Marcus Bell he's a tech sergeant at Lackland.", 'Marcus Bell is a tech sergeant at Lackland.'],
    ['My daughter Aubrey she was seven.', 'My daughter Aubrey was seven.'],
    ['Frau Yilmaz, she has a shop in Rottweil.', 'Frau Yilmaz has a shop in Rottweil.'],
    // Someone else, or no name before: as said.
    ['Then Marcus said she was right.', 'Then Marcus said she was right.'],
    ['In March she was seven.', 'In March she was seven.'],
    ['When he went home she had a cold.', 'When he went home she had a cold.'],
    ["Marcus bell he's a tech sergeant.", 'Marcus bell is a tech sergeant.'],
    ['Marcus said she was right.', 'Marcus said she was right.'],
    // A name the tagger does not know, and what she did on the phone.
    ['Morag she phoned me in January.', 'Morag phoned me in January.'],
    // (A festival or a place put first is no name; "he's done" is "is done".)
    ['Diwali she sold forty boxes.', 'Diwali she sold forty boxes.'],
    ["Harjit Sandhu he's got 320 acres.", 'Harjit Sandhu has got 320 acres.'],
  ])('says a name once as the subject: %s', (said, written) => {
    expect(resumptive(said)).toBe(written)
  })

  it('never changes a word inside a quotation', () => {
    expect(
      cleanAnswer(
        'He said: "It\'s the first time in eleven years I\'ve gone home with dry hands." Eleven years.',
      ),
    ).toBe('He said: "It\'s the first time in eleven years I\'ve gone home with dry hands." 11 years.')
  })
})

describe('the ask', () => {
  it("keeps the founder's own address, as typed, in place of a made-up way to answer", () => {
    const ask = askFrom(
      [
        'Our goal for the coming year is to sponsor 40 mappers.',
        'Each mapper receives a stipend of 25 US dollars a month.',
        'Mtaacounts.org/sponsor.',
      ],
      'Mtaa Counts',
    )
    expect(ask).toEndWith('\n\nmtaacounts.org/sponsor')
    expect(ask).not.toContain('reply here')
  })

  it.each([
    [
      '100 agencies on the agency plan by June. First month free. crumbcheck.dev/agency',
      'The agency plan: first month free. crumbcheck.dev/agency',
    ],
    [
      'What I want is 500 new homes on the summer plan before May and the first 500 get the first month free and they can sign up at chamaksolar.in/summer.',
      'The summer plan for homes, before May: the first 500 get the first month free and you can sign up at chamaksolar.in/summer.',
    ],
    // People asked to try something are the ask itself; a target with nothing else to say stays.
    [
      'What I want is 40 more ranches on the pilot. Ranchers can sign up at hoofprint.com/pilot.',
      'Looking for 40 more ranches on the pilot. Ranchers can sign up at hoofprint.com/pilot.',
    ],
    [
      'Goal: 300 kits sold before Christmas. Order at balko.de.',
      'Goal: 300 kits sold before Christmas. Order at balko.de.',
    ],
    // The founder's window goes, however it is said.
    [
      'Out of these two weeks I want 15 farms that have never bought from us to order a trial bag. Email me at gideon@spatfall.com.au.',
      'Farms that have never bought from us: order a trial bag. Email me at gideon@spatfall.com.au.',
    ],
    // "Goal: …" says who the ask is for ("40 bakeries in Berlin"): it stays.
    [
      'Goal: 40 bakeries in Berlin. Join at krumel.de/join, first month free.',
      'Goal: 40 bakeries in Berlin. Join at krumel.de/join, first month free.',
    ],
    // The plan leads only an offer or what to do; anything else keeps the count.
    [
      '100 agencies on the agency plan by June. Last year we had 40. Sign up at crumbcheck.dev/agency.',
      'Looking for 100 agencies on the agency plan by June. Last year we had 40. Sign up at crumbcheck.dev/agency.',
    ],
    [
      '200 families on the annual membership by March. Members get two months free and a towel.',
      'Looking for 200 families on the annual membership by March. Members get two months free and a towel.\n\nIf that is you, reply here.',
    ],
    [
      '100 agencies on the agency plan by June. SEO audit included. crumbcheck.dev/agency',
      'The agency plan: SEO audit included. crumbcheck.dev/agency',
    ],
    // "…and the Delaware Basin to sign…" goes on naming who is asked.
    [
      'What I want is 25 fleets over by Carlsbad and the Delaware Basin to sign a fleet contract before January. They can go on calicheglass.com/carlsbad.',
      'Looking for 25 fleets over by Carlsbad and the Delaware Basin to sign a fleet contract before January. You can go on calicheglass.com/carlsbad.',
    ],
  ])('leaves a count of customers on a plan out of the ask: %p', (said, ask) =>
    expect(askFrom([cleanAnswer(said)])).toBe(ask),
  )

  it('says to the reader what the founder said about them, and keeps their private target out', () => {
    expect(
      askFrom([
        'Sell out the lip drop 2,000 units, want them gone in 48 hrs.',
        'Ppl should join the text list.',
      ]),
    ).toBe('Sell out the lip drop 2,000 units. Join the text list.')
    expect(
      askFrom([
        'We want to find 15 forwarders to test with us.',
        'He can write me LinkedIn message and tell his route.',
      ]),
    ).toBe('Forwarders: test with us. You can write me LinkedIn message and tell your route.')
    // The plan says whom it is for and until when, from the count it stands in for.
    expect(
      askFrom([
        '20 fishing clubs on the club plan before freeze-up.',
        'First season free.',
        'jaakaart.ee/klubi',
      ]),
    ).toBe('The club plan for fishing clubs, before freeze-up: first season free.\n\njaakaart.ee/klubi')
    expect(
      askFrom([
        '40 ranches on the yearly plan before calving before February.',
        'First season free.',
        'x.com/plan',
      ]),
    ).toBe('The yearly plan for ranches: first season free.\n\nx.com/plan')
    // (Someone else named in a clause of their own keeps "her": she is not the reader.)
    expect(
      askFrom([
        'We want 200 houses in Mayo on the yearly plan.',
        'They can book on gooddraw.ie/plan, and if your granny is living on her own with a stove, please book it for her.',
      ]),
    ).toEndWith(
      'you can book on gooddraw.ie/plan, and if your granny is living on her own with a stove, please book it for her.',
    )
  })

  it('leaves out a long count of sales when the ask says what readers get and where', () => {
    expect(
      askFrom(
        [
          'Looking for 300 kits in Leipzig and Halle by end of March.',
          'Spring price €499 installed.',
          'balko.de/fruehling',
        ],
        'Balko',
      ),
    ).toBe('Spring price €499 installed.\n\nbalko.de/fruehling')
    // (People asked to join a trial are the ask itself.)
    expect(
      askFrom(['Looking for 5 kitchens in Leeds to agree to a trial.', 'balko.de/trial'], 'Balko'),
    ).toStartWith('Looking for 5 kitchens in Leeds to agree to a trial.')
  })

  it('keeps what the reader then does, said to them', () => {
    expect(
      askFrom([
        'Concretely, we would like 25 finance teams to book our free renewal audit: they forward us their last twelve months of software invoices, and within five working days we return every renewal date.',
      ]),
    ).toBe(
      'Finance teams: book our free renewal audit. You forward us your last twelve months of software invoices, and within five working days we return every renewal date.',
    )
  })
})

describe('the ask, said to the people it asks', () => {
  it.each([
    // The window said first ("For these two weeks:", "In this two weeks"), a brief to the writer with
    // "I'd like", and what "they" do said to the reader.
    [
      [
        'For these two weeks: we want 12 more housing associations to join a free summer pilot before 1 June.',
        "What I'd like readers to do is book a 30-minute call at paalwacht.nl/zomerpilot, or forward it to their asset manager.",
      ],
      'Housing associations: join a free summer pilot before 1 June. Book a 30-minute call at paalwacht.nl/zomerpilot, or forward this to your asset manager.',
    ],
    [
      [
        'In this two weeks we want 25 new tortillerías in Guadalajara, Zapopan or Tonalá that try our masa.',
        'Only they must to register before 28 of February in milpadirecta.mx/prueba.',
      ],
      'Tortillerías in Guadalajara, Zapopan or Tonalá: try our masa. You must register before 28 of February in milpadirecta.mx/prueba.',
    ],
    [
      [
        'For the two weeks what I want is 50 new shearing contractors signed up before spring shearing starts.',
        'They, just go to tallyboard.com.au/contractors and put their number in and I will ring them myself.',
      ],
      'Shearing contractors: sign up before spring shearing starts. Just go to tallyboard.com.au/contractors and put your number in and I will ring you myself.',
    ],
    // A goal stated as "our goal is that N people do X" asks those people to do X, the count kept out.
    [
      [
        'Our goal for next two weeks is that 50 shop owners in Ishikawa prefecture register on Tsugu before end of March, so they can join first Tsugu Trial in April.',
        'Owners or their family can register on tsugu.jp/ishikawa, or call us.',
      ],
      'Shop owners in Ishikawa prefecture: register on Tsugu before end of March, so you can join first Tsugu Trial in April. Owners or their family can register on tsugu.jp/ishikawa, or call us.',
    ],
    // "What I'd really like from these two weeks of posts is…": the window is the founder's business.
    [
      [
        "What I'd really like from these two weeks of posts is 40 boat clubs to join the spring pilot of Opplag Vår, for free, no card, nothing.",
        "The harbour master or the chairman can sign up at opplag.no/var, and we'll set it up together on a video call.",
      ],
      "Boat clubs: join the spring pilot of Opplag Vår, for free, no card, nothing. The harbour master or the chairman can sign up at opplag.no/var, and we'll set it up together on a video call.",
    ],
    // Pre-orders open until the drop: the reader's deadline stays with what opens.
    [
      [
        'We want 2,000 pre-orders for the Yuenyeung Kit before it drops on November 1st!!',
        'Pre-order at sockittea.hk/yuenyeung.',
      ],
      'Pre-orders for the Yuenyeung Kit are open before it drops on November 1st! Pre-order at sockittea.hk/yuenyeung.',
    ],
    // Sign-ups open for the list, not the list "by the end of the month: sign-ups are open".
    [
      [
        'We want 1,500 sign-ups for the Taguan drop list by the end of the month 🙈',
        'Sign up at kuting.ph/taguan and you get first dibs.',
      ],
      'Sign-ups for the Taguan drop list are open 🙈 Sign up at kuting.ph/taguan and you get first dibs.',
    ],
    // An address ending in a country code the founder typed (.is) is the way to answer.
    [
      ['50 tour operators on the fleet plan before the season.', 'Free till December.', 'leiftur.is/fleet'],
      // (The count of customers on a plan is the founder's: readers of fresh38 took it out.)
      'The fleet plan for tour operators, before the season: free till December.\n\nleiftur.is/fleet',
    ],
    // A brief to the writer ("We would like readers to give at…") is said to the reader.
    [
      [
        'We want to fund 400 hearing aids for the 2025 school year.',
        'We would like readers to give at sikiatrust.org/give.',
      ],
      'We want to fund 400 hearing aids for the 2025 school year. Give at sikiatrust.org/give.',
    ],
    // "Goal for these two weeks: 5,000 people on the waitlist" is the founder's count when readers are told what to do.
    [
      [
        'Goal for these two weeks: 5,000 people on the Carnaval drop waitlist!!! 🎉',
        'Go to chinelodoido.com.br/carnaval, drop your email, and you get your FIRST GLOW STRAP FREE 🌈',
      ],
      'Go to chinelodoido.com.br/carnaval, drop your email, and you get your FIRST GLOW STRAP FREE 🌈',
    ],
    [
      [
        'In these two weeks I want to find 15 more industrial laundries to run a free one-gate pilot, and they need to sign up before April.',
        'What I want a reader to do is book a 20-minute call at lenzo.it/pilota.',
      ],
      'Industrial laundries: run a free one-gate pilot, and you need to sign up before April. Book a 20-minute call at lenzo.it/pilota.',
    ],
    [
      [
        'In these two weeks I want to find 15 more industrial laundries to run a free one-gate pilot for the 2025 season.',
        'They need to sign up before April, because after April nobody has time to think.',
        'What I want a reader to do is book a 20-minute call at lenzo.it/pilota.',
      ],
      'Industrial laundries: run a free one-gate pilot for the 2025 season. You need to sign up before April, because after April nobody has time to think. Book a 20-minute call at lenzo.it/pilota.',
    ],
    // An address opening its sentence keeps the founder's lower case; the founder's order stays.
    [
      ['Free 500 kg trial bag, freight paid.', 'redmar.cl/muestra has the order form.'],
      'Free 500 kg trial bag, freight paid. redmar.cl/muestra has the order form.',
    ],
    // What the founder announces first is said first; a count of sales is the founder's own target.
    [
      [
        "We're opening pre-orders for the Winter Box!",
        'In these two weeks we want 400 pre-orders, and the first 400 get free shipping.',
        'Pre-order at boxco.com/winter before 1 May!',
      ],
      "We're opening pre-orders for the Winter Box! The first 400 get free shipping. Pre-order at boxco.com/winter before 1 May!",
    ],
    [
      [
        '25 new shop owners in two weeks.',
        'Free photo audit: your shop page, marked up, in 10 minutes.',
        'snapaudit.io/go.',
      ],
      'Free photo audit: your shop page, marked up, in 10 minutes.\n\nsnapaudit.io/go',
    ],
    // "For the two next weeks:" is the founder's window too; a long ask loses its "when…" aside first.
    [
      [
        'For the two next weeks: we search 12 new bakeries who want to sell our flour this summer, before the harvest, when the farmers have the most work of all the year and nobody answers the phone or the door.',
        'Bakeries can call us or fill the form on moulin.fr/pain before 31 May, and I come myself to visit the mill.',
      ],
      'We search 12 new bakeries who want to sell our flour this summer, before the harvest. Bakeries can call us or fill the form on moulin.fr/pain before 31 May, and I come myself to visit the mill.',
    ],
    // "People can … what they'd like": the reader's, whatever they'd like.
    [
      [
        'We need 40 volunteers.',
        "People can register, or tell us what they'd like to donate, at tools.org/sun.",
      ],
      "We're looking for 40 volunteers. You can register, or tell us what you'd like to donate, at tools.org/sun.",
    ],
    // "What I'd love is for 20 hospitals to…": the hospitals, once.
    [
      [
        "What I'd love, over the next two weeks, is for 20 hospitals to take a free linen audit on one ward.",
        'You can book an audit at threadcount.ie/audit.',
      ],
      'Looking for 20 hospitals to take a free linen audit on one ward. You can book an audit at threadcount.ie/audit.',
    ],
    // A plea to the reader with any verb ("please reserve…") is the ask, after whom it is for.
    [
      [
        'Many baby will be born in spring.',
        'So, for parents who expect baby until June 2027: please reserve your stroller before birth on dolgo.kr/reserve, with code DOLGO27.',
      ],
      'Many baby will be born in spring. For parents who expect baby until June 2027: please reserve your stroller before birth on dolgo.kr/reserve, with code DOLGO27.',
    ],
    // "What we want is before the season…": a time, not a thing wanted; the founder's sentence stays.
    [
      [
        'What we want is before the winter season starts in April any sports club that signs up by the 31st of March 2027 gets the first three months free.',
        'Go to greenlightdefib.com.au/clubs.',
      ],
      'What we want is before the winter season starts in April any sports club that signs up by the 31st of March 2027 gets the first three months free. Go to greenlightdefib.com.au/clubs.',
    ],
    // People asked to give their time are the ask: their count stays.
    [
      ['We need 20 new volunteer tutors in Leeds.', 'Sign up at readwell.org/tutor.'],
      "We're looking for 20 new volunteer tutors in Leeds. Sign up at readwell.org/tutor.",
    ],
    // Any country's address with a path is where the reader acts; a long ask still fits one post.
    [
      [
        'Before the Lunar New Year, in February 2027, we want to raise the money for 400 more gers.',
        'Families are waiting; 1,140 households are on our list.',
        'US$470, or ₮1,600,000, insulates one ger for a family for ten years or more.',
        'Any amount helps: US$60 pays for the floor, US$25 for the door and stove seals.',
        'People can donate at dulaanger.mn/donate, from Mongolia or abroad.',
        'People in Ulaanbaatar can join a Saturday fitting team on the same page.',
      ],
      'Before the Lunar New Year, in February 2027, we want to raise the money for 400 more gers. US$470, or ₮1,600,000, insulates one ger for a family for ten years or more. You can donate at dulaanger.mn/donate, from Mongolia or abroad.',
    ],
  ])('%p', (said, ask) => expect(askFrom(said)).toBe(ask))

  it.each([
    [
      'what is in the box follows the ask, the founder’s window and target do not, nor the link said again',
      [
        'For the two next weeks we want 30 new carpenters to order our free sample box, before 20 June.',
        'You can order it on welnianka.pl/probka.',
        'In the box there are three pieces of mat, 5, 10 and 15 cm, and the technical sheet.',
        'They can order it on welnianka.pl/probka.',
      ],
      'Carpenters: order our free sample box, before 20 June. You can order it on welnianka.pl/probka.',
      ['In the box there are three pieces of mat, 5, 10 and 15 cm, and the technical sheet.'],
    ],
    [
      'what to bring, after ", and" of a sentence the ask cut, and what not to bring',
      [
        'First, tools: we hold a tool drive on 14 June in the car park, and we would like people to donate cordless drills, ladders and sanders.',
        "Please don't bring anything with a damaged cord.",
        'We need 3,000 pre-orders in these 2 weeks so we can book the factory run.',
      ],
      'First, tools: we hold a tool drive on 14 June in the car park.',
      [
        "We would like people to donate cordless drills, ladders and sanders. Please don't bring anything with a damaged cord.",
      ],
    ],
    ['nothing beyond the ask', ['Try it free at tariffy.app/etsy.'], 'Try it free at tariffy.app/etsy.', []],
    [
      "the founder's count of sales on a plan is theirs; the spots left are the reader's",
      [
        '25 swim clubs on the club plan before May.',
        'Only 20 spots left on the founder plan.',
        'Each club gets alerts for three beaches.',
      ],
      'The club plan: first season free. dipcheck.app/clubs',
      ['Only 20 spots left on the founder plan. Each club gets alerts for three beaches.'],
    ],
  ] as const)('askDetails: %s', (_name, said, ask, parts) => {
    expect(askDetails([...said], ask)).toEqual([...parts])
  })

  it('drops the window and a closing promise before it drops how to answer', () => {
    const ask = askFrom([
      'Our goal for the next two weeks is to register 600 new donors in Kabale before our first donation day there, on Saturday 6 September at Kabale Regional Referral Hospital.',
      'Anyone aged 18 to 60 who is in good health can register at omukago.org/kabale, and we will let them know their blood group after the first donation.',
    ])
    expect(ask).toStartWith('Our goal is to register 600 new donors in Kabale')
    expect(ask).toContain('Anyone aged 18 to 60 who is in good health can register at omukago.org/kabale.')
  })
})

describe('an ask too long for one post', () => {
  it('keeps how to answer and what the reader gets, and says the rest shorter before dropping it', () => {
    const ask = askFrom(
      [
        "Before the MYOB integration goes out in April, I'd really like 50 more subcontractors in the beta, ideally the messy ones with lots of old jobs and some dodgy data, because that's where it breaks.",
        "It's free until the release and we'll do the set-up with you.",
        'We have had a lot of interest from bookkeepers over the last two years, more than from anyone else.',
        "If that's you (or your bookkeeper), book a 20-minute call at holdback.co.nz/myob, or just reply to me here and I'll sort it out myself.",
      ],
      'Holdback',
    )!
    expect(ask.length).toBeLessThanOrEqual(280)
    expect(ask).toContain("I'd really like 50 more subcontractors in the Holdback beta.")
    expect(ask).toContain("It's free until the release")
    expect(ask).toContain('book a 20-minute call at holdback.co.nz/myob, or just reply to me here')
    expect(ask).not.toContain('bookkeepers over the last two years')
    expect(ask).not.toContain('→')
  })

  it('drops the "or" of a sentence whose alternative did not fit', () => {
    const ask = askFrom([
      'Our goal is to collect 2,000 hearing aids before World Hearing Day, on 3 March, so that we can fit everyone on our waiting list, which currently stands at 1,150 people.',
      'Any hearing aid, in any condition, is welcome, and we collect from all 38 of our collection points across the city every single week of the year.',
      'Or donate at kaantrust.org/donate: 2,500 rupees pays for one fitting.',
    ])!
    expect(ask).toContain('Donate at kaantrust.org/donate: 2,500 rupees pays for one fitting.')
    expect(ask).not.toContain('Or donate')
  })
})

describe('a numbered list in a post', () => {
  it.each([
    [
      'What is new since summer: 1. Habitat four is lighter. 2. Two new benches. 3. A price change.',
      'What is new since summer:\n1. Habitat four is lighter.\n2. Two new benches.\n3. A price change.',
    ],
    [
      "2️⃣ The weaver's name goes on the tag ✍️ 3️⃣ Made here should feel chivo.",
      "2️⃣ The weaver's name goes on the tag ✍️\n3️⃣ Made here should feel chivo.",
    ],
    // No count: a figure at a sentence's end, a decimal, a list already on its lines.
    ['We were 26. Then we grew to 40.', 'We were 26. Then we grew to 40.'],
    ['In 2019 we were 2. In 2020 we were 3. Now 40.', 'In 2019 we were 2. In 2020 we were 3. Now 40.'],
    ['It costs 3.4 per litre.', 'It costs 3.4 per litre.'],
    [
      'The pH went up from 5.4 to 6.1, conversion 1.1% to 1.8%.',
      'The pH went up from 5.4 to 6.1, conversion 1.1% to 1.8%.',
    ],
    ['Ask:\n1. Call us.\n2. Donate.', 'Ask:\n1. Call us.\n2. Donate.'],
  ])('%p', (post, laidOut) => expect(itemsOnTheirLines(post)).toBe(laidOut))
})

describe('a figure put right out loud', () => {
  it.each([
    [
      'we planted five point four million mo says five point six million trees',
      'We planted 5.6 million trees.',
    ],
    [
      'the first year we did eighteen thousand pula no twenty three thousand pula',
      'The first year we did 23,000 pula.',
    ],
    ['revenue was two point six million litia says two point four one million', 'Revenue was 2.41 million.'],
    // Not a correction: different units, figures far apart, a year.
    ['1 in 5 said no 2 weeks later', '1 in 5 said no 2 weeks later.'],
    ['we had 40 members she says 400 now', 'We had 40 members. She says 400 now.'],
    ['at 9 maria said 10 was too early', 'At 9 Maria said 10 was too early.'],
  ])('%p', (said, written) => expect(cleanAnswer(said)).toBe(written))
})

describe('British "er" and "erm"', () => {
  it.each([
    ['a fire is er is lovely', 'A fire is lovely.'],
    ['erm we sweep chimneys er mostly in the dales', 'We sweep chimneys mostly in the dales.'],
    // Not a filler: the hospital's ER, a word that holds the letters.
    ['She was in the ER for an hour.', 'She was in the ER for an hour.'],
    ['we were never late for her', 'We were never late for her.'],
  ])('%p', (said, written) => expect(cleanAnswer(said)).toBe(written))
})

describe('a spoken number started again', () => {
  it.each([
    ['we sell ninety um ninety six thousand bags', 'We sell 96,000 bags.'],
    ['we had like three three hundred fishermen', 'We had 300 fishermen.'],
    ['it costing like eight hundred a thousand dollars a bag', 'It costing $800 to $1,000 a bag.'],
    // A year and a number said twice are not restarts.
    ['in twenty twenty one we started', 'In 2021 we started.'],
    // Put right in a word, then said again whole.
    ['in two thousand eighteen no nineteen two thousand nineteen after a storm', 'In 2019 after a storm.'],
    ['since like twenty twenty one no twenty twenty two it was twenty twenty two', 'Since 2022 it was.'],
    ['it went up fourteen fourteen percent', 'It went up 14%.'],
  ])('%p', (said, written) => expect(cleanAnswer(said)).toBe(written))
})

describe('two numbers said side by side, never summed', () => {
  it.each([
    ['we get the ten fifteen bus to town', 'We get the ten fifteen bus to town.'],
    ['the split is like thirty-seventy between them', 'The split is like thirty-seventy between them.'],
    ['it is a fifty fifty split with my brother', 'It is a 50/50 split with my brother.'],
    // …and a smaller then a larger one close to it are a range.
    ['three hundred four hundred people came', '300 to 400 people came.'],
    [
      'the beekeepers wait sixty ninety days for the money',
      'The beekeepers wait 60 to 90 days for the money.',
    ],
    ['its wet twenty five thirty percent moisture', 'Its wet 25 to 30% moisture.'],
    ['the cleanup is like fifty sixty seventy thousand dollars', 'The cleanup is $50,000 to $70,000.'],
    ['the truck is fifty fifty two minutes away', 'The truck is 52 minutes away.'],
    ['the roof only hold on with two three nails', 'The roof only hold on with two or three nails.'],
    // A relative's name said with its "s" and what is theirs; "its cheaper" is "it's".
    [
      'they were behind my uncle rays place and then rays neighbor called me',
      "They were behind my uncle Ray's place and then Ray's neighbor called me.",
    ],
    ['my sisters kids love the rays of the sun', "My sister's kids love the rays of the sun."],
    // What a second review found those rules doing, left alone now.
    ['my brother has kids so he gets it', 'My brother has kids. So he gets it.'],
    [
      'we moved to austin in twenty one and opened the first shop',
      'We moved to Austin in 2021 and opened the first shop.',
    ],
    ['i was born nineteen eighty five in lagos', 'I was born 1985 in Lagos.'],
    ['we agreed to go fifty fifty five years ago', 'We agreed to go 50/50 five years ago.'],
    ['we get nine ten out of ten on our reviews', 'We get nine ten out of ten on our reviews.'],
    ['they didnt even like look at the samples', "They didn't even look at the samples."],
    ['the market opens ten fifteen on saturdays', 'The market opens ten fifteen on Saturdays.'],
    ['our kids are five seven and nine', 'Our kids are five seven and nine.'],
    [
      'we sell the small jar and its bigger brother the family jar',
      'We sell the small jar and its bigger brother the family jar.',
    ],
    ['we just never had we never had the money for ads', 'We never had the money for ads.'],
    [
      'if the neighbors do it together its cheaper for everyone',
      "If the neighbors do it together it's cheaper for everyone.",
    ],
    ['the invoice says hive one oh four seven', 'The invoice says hive one oh four seven.'],
    [
      'late was twenty three twenty three out of one thousand and forty six so like two percent',
      'Late was 23 out of 1,046. So two percent.',
    ],
    [
      'we done eleven hundred events in four years and never missed till the fireworks first time in years',
      "We've done 1,100 events in four years and never missed till the fireworks first time in years.",
    ],
    ['we finished about three-thirty in the morning', 'We finished about 3:30 in the morning.'],
    // A number said in full stays one.
    ['we have sixty one thousand seven hundred loads', 'We have 61,700 loads.'],
    ['it was two hundred and fifty five dollars', 'It was $255.'],
    ['one million two hundred thousand views', '1,200,000 views.'],
    // "nineteen" and tens are a year unless they count or cost something.
    ['it was built in nineteen-forty by my grandad', 'It was built in 1940 by my grandad.'],
    ['we got the nineteen forty five map out', 'We got the 1945 map out.'],
    ['nineteen forty seats in the hall', '1,940 seats in the hall.'],
    ['we sold thirteen forty lots last year', 'We sold 1,340 lots last year.'],
    // "in twenty one" with no noun after it is this century's year.
    ['we started in twenty one with two vans', 'We started in 2021 with two vans.'],
    ['since twenty two we have grown', 'Since 2022 we have grown.'],
    ['we did it in twenty one days', 'We did it in 21 days.'],
    ['in twenty two the price doubled', 'In 2022 the price doubled.'],
    ['the bags come in twenty one and twenty eight litre sizes', 'The bags come in 21 and 28 litre sizes.'],
    [
      'the boxes come in twenty five with a free recipe card',
      'The boxes come in 25 with a free recipe card.',
    ],
    ['we had nineteen eighty people at the fair', 'We had 1,980 people at the fair.'],
    ['we are open twenty four seven now', 'We are open 24/7 now.'],
    ['i got my licence in like two thousand and eighteen', 'I got my licence in 2018.'],
  ])('%p', (said, written) => expect(cleanAnswer(said)).toBe(written))
})

describe('writing English as a second language', () => {
  it.each([
    [['Workers was not available. My father fell four year ago.', 'It takes 8 minute.'], true],
    // A count with a singular noun said aloud is dialect as often ("two year", "four hour"); and a unit
    // before its noun is English.
    [['so um she been doing it twenty year and um she save like six hundred a month'], false],
    [['We sell 12 month and 24 month subscriptions to gyms.', 'Our trial is 14 day, no card needed.'], false],
  ] as const)('%p → %p', (answers, second) => expect(writesAsSecondLanguage([...answers])).toBe(second))
})

describe('names said in lower case', () => {
  it.each([
    ['my husband brother sunil he had a seine boat', ['Sunil']],
    ['just come by the landing and ask for sunil he does be there', ['Sunil']],
    ['everybody does call me raj and i run seawall ice', ['Raj', 'Seawall']],
    ['theres mister baichu in rosignol', ['Baichu', 'Mister Baichu', 'Rosignol']],
    // A relative with an English word after it names nobody.
    ['my brother never came', []],
    // Someone pointed out by first name and surname, then what they are; a filler is nobody.
    ['so theres morag morag lennox shes head chef at a big hotel', ['Morag Lennox']],
    ['theres a guy he sells fish', []],
    ['and theres ehm shes a regular', []],
    ['so the fintech market is crowded', []],
  ])('%p', (said, names) => expect(spokenNames(said).sort()).toEqual([...names].sort()))
})

describe('an address and an ask said aloud', () => {
  it.each([
    [
      'call me or whatsapp me on the number on seawall ice dot gy or just come by the landing',
      'Call me or WhatsApp me on the number on seawallice.gy or just come by the landing.',
    ],
    ['and you work just go on the website', 'And you work, just go on the website.'],
    ['we just send it every week', 'We just send it every week.'],
  ])('%p', (said, written) => expect(cleanAnswer(said)).toBe(written))
})

describe('spoken, as people say it', () => {
  it.each([
    ['and if you know a fisherman down there tell him', 'And if you know a fisherman down there tell him.'],
    ['so um ma korto she come to the shop', 'Ma Korto she come to the shop.'],
    // A year before who did what; a count before what is counted.
    ['um two thousand eighteen my son he was in second grade', '2018 my son he was in second grade.'],
    ['we sold two thousand eighteen bags', 'We sold 2,018 bags.'],
  ])('%p', (said, written) => expect(cleanAnswer(said)).toBe(written))
})

describe('agreeing, in a second language', () => {
  it.each([
    [
      'Many say the algorithm is the hard part. I am not agree.',
      "Many say the algorithm is the hard part. I don't agree.",
    ],
    ['We are agree with them.', 'We agree with them.'],
    ['In 2019 we was only two people.', 'In 2019 we were only two people.'],
    ['The bank did not say nothing for six weeks.', 'The bank did not say anything for six weeks.'],
    ["They don't know nobody in Lagos.", "They don't know anybody in Lagos."],
    ['She can pay in 24 parcels of R$ 890.', 'She can pay in 24 instalments of R$ 890.'],
    [
      'For R$ 39,900 in 24 parcels, and the first parcel only after 90 days.',
      'For R$ 39,900 in 24 instalments, and the first instalment only after 90 days.',
    ],
    ['The dentist can pay in until 24 parcels.', 'The dentist can pay in until 24 instalments.'],
    ['We deliver 400 parcels a day.', 'We deliver 400 parcels a day.'],
    // What the rules leave alone (a review of them).
    [
      'Every order ships in two parcels, one from each warehouse.',
      'Every order ships in two parcels, one from each warehouse.',
    ],
    ['The person who hired you was my cousin.', 'The person who hired you was my cousin.'],
    [
      'Silence does not mean nothing, it means they are reading.',
      'Silence does not mean nothing, it means they are reading.',
    ],
    ["The app doesn't fit Nothing phones yet.", "The app doesn't fit Nothing phones yet."],
    ['We could not find nobody to fix it.', 'We could not find anybody to fix it.'],
    ['He never had nothing growing up.', 'He never had anything growing up.'],
    // Said once already, and a quotation as said.
    ['We did not buy anything and nothing broke.', 'We did not buy anything and nothing broke.'],
    ['She said "we don\'t need nothing from you".', 'She said "we don\'t need nothing from you".'],
    ['Nobody was there.', 'Nobody was there.'],
  ])('%p', (said, written) => expect(cleanAnswer(said)).toBe(written))
})

describe('ordinary words the spoken rules leave alone', () => {
  it.each([
    ['We err on the side of caution.', 'We err on the side of caution.'],
    ['We sell ERM software to banks.', 'We sell ERM software to banks.'],
    ['Then I think it was 2019 when we moved.', 'Then I think it was 2019 when we moved.'],
    ['it cost like two thousand five it was all our savings', 'It cost 2,005. It was all our savings.'],
    ['bricks cost about five hundred a thousand', 'Bricks cost about 500 a thousand.'],
    ['when you know the area it is easy', 'When you know the area it is easy.'],
    ['Write to er@kiln.co for a quote.', 'Write to er@kiln.co for a quote.'],
  ])('%p', (said, written) => expect(cleanAnswer(said)).toBe(written))

  it.each([
    ['you can call me tomorrow', []],
    ['we asked for kyc documents', []],
  ])('%p names nobody', (said, names) => expect(spokenNames(said)).toEqual(names))
})

describe('"like" that compares', () => {
  it.each([
    ['he just cry a big man like that and i say no', 'He just cry a big man like that and I say no.'],
    // The filler goes before a clause.
    ['and like it was so hard at first', 'And it was so hard at first.'],
    // The filler still goes.
    [
      'it was like that is crazy and we were like so tired',
      'It was like that is crazy and we were so tired.',
    ],
  ])('%p', (said, written) => expect(cleanAnswer(said)).toBe(written))
})

describe('pounds', () => {
  it('are money unless the founder counts in another currency and never in sterling', () => {
    expect(poundsAreMoney('It saved them 900 pounds.')).toBe(true)
    expect(poundsAreMoney('We charge $2 a pound and cracked 40 pounds for her.')).toBe(false)
    expect(poundsAreMoney('It is £5 a bag, 40 pounds, and $3 in the US.')).toBe(true)
    expect(cleanAnswer('he brought forty pounds of pecans', [], false, false, '$', false)).toBe(
      'He brought 40 pounds of pecans.',
    )
    expect(cleanAnswer('he paid forty pounds for it', [], false, false, '$', false)).toBe(
      'He paid 40 pounds for it.',
    )
  })
})

describe('"an" before a vowel sound', () => {
  it.each([
    ['We sent a email to a IT manager.', 'We sent an email to an IT manager.'],
    // A letter before a word no article comes before.
    ['Recovery for A and B elements went up.', 'Recovery for A and B elements went up.'],
    ['Grade A or B only.', 'Grade A or B only.'],
    ['She is a only child.', 'She is an only child.'],
  ])('%p', (said, written) => expect(cleanAnswer(said)).toBe(written))
})

describe('what typing adds around the words', () => {
  it.each([
    // Footnote markers, and the footnotes set apart at the answer's end.
    [
      'The plant is closer to 3.4. [1]\n\nAbout one in eight is not. [3]\n\nFootnotes. [1] The 2.2 number is the one on slides.',
      'The plant is closer to 3.4.\n\nAbout one in eight is not.',
    ],
    ["That is the idea. [2]\n\n[1] Airam is also my cousin's husband.", 'That is the idea.'],
    // A transcription app's tags.
    ['yeah so [laughs] we planted [inaudible] two million trees', 'yeah so we planted two million trees'],
    // Corrections in sed syntax: the words put right, the remark after the marker gone.
    [
      "- took a taxi she couldn't afford for 2 wks\n- s/2 wks/a week and a half/ — dolores corrected me\n- next",
      "- took a taxi she couldn't afford for a week and a half\n- next",
    ],
    [
      'rolled back all 3, called each agency, refunded 3 months. s/3 agencies/4 agencies/ — 4th one was late.',
      'rolled back all 4, called each agency, refunded 3 months.',
    ],
    ['- quit job: s/2022/2023/. march 2023.', '- quit job: 2023. march 2023.'],
    // Commit-message labels at a line's start; a colon inside a sentence stays.
    [
      'feat: gtfs-flex beta\nfix(editor): undo works\nchore: new backups\nfix: why this exists\nWe fixed it: all good.',
      'New: gtfs-flex beta\nFixed: undo works\nnew backups\nwhy this exists\nWe fixed it: all good.',
    ],
    // A starred figure puts right the one before it, in its sentence or on the line before; its remark goes.
    [
      'Revenue 2025: around ₦600 million — *₦612 million, Maryam is looking over my shoulder (around US$400,000)',
      'Revenue 2025: ₦612 million (around US$400,000)',
    ],
    ['300 ppl asked for it.\n*340, checked the thread.\nmost of them', '340 ppl asked for it.\nmost of them'],
    ['We use *only* organic hibiscus.', 'We use *only* organic hibiscus.'],
    // Found in review: emphasis, not a correction.
    ['It took *2 hours* to fix.', 'It took *2 hours* to fix.'],
    ['Revenue grew *40%* this year', 'Revenue grew *40%* this year'],
    ['Price £20/month\n*2 months free yearly', 'Price £20/month\n*2 months free yearly'],
    // A sed correction replaces whole words only; a capitalised heading keeps its label; a short bracket stays.
    ['Team of 12, revenue $112k s/12/14/', 'Team of 14, revenue $112k'],
    ['Test: 12 cafés in Lisbon for six weeks.', 'Test: 12 cafés in Lisbon for six weeks.'],
    ['The tool [Figma] crashed.', 'The tool [Figma] crashed.'],
    // Someone else's note in brackets; a line that opens on its off-record mark, to its end.
    [
      "one hundred tickets [Keisha: 3,127 tickets last season. Mama, it's in the book.] okay",
      'one hundred tickets okay',
    ],
    [
      'café below the old walls\n\nnfp: a croatian bank wanted to white-label kvit. they said no.\n- 1,900 invoices',
      'café below the old walls\n\n\n- 1,900 invoices',
    ],
    [
      'We test every digester.\n\nERRATA: the chromatograph cost 38,000, not 28,000.\n\nWe feed it whey.',
      'We test every digester.\n\n\n\nWe feed it whey.',
    ],
    ['- 19 countries\nedit: said 18 before, it is 19\n- 4 languages', '- 19 countries\n\n- 4 languages'],
    [
      "ERRATA, short: I called cheese 'milked for'. Cows are milked; cheese is not.\n\nThe problem has three layers.",
      '\n\nThe problem has three layers.',
    ],
    ['Not for publication, please: a bank called.\nWe grew.', '\nWe grew.'],
    // A link's text stays.
    ['The link is [here](https://x.com).', 'The link is [here](https://x.com).'],
  ])('%p', (typed, said) => {
    expect(withoutAnnotations(typed)).toBe(said)
  })
})

describe('the goal told whole', () => {
  const goal = [
    'Goal is before next hot season.',
    'I want 150 landlords to join the yearly plan before Khmer New Year, April 2027, so their building is clean before the heat.',
    'Offer for landlords with 10 air-cons or more: sign the yearly plan before 15 March 2027.',
    'We do a free inspection of every unit first, with a report and a gauge photo for every unit.',
    'Landlords can write to our Telegram bot, @trocheak_bot, or call the office.',
    'Second ask: in January we start training 20 young women, three months, free.',
    'If you are an NGO or a school in a province and know a young woman who likes tools, please contact us.',
  ]
  it('keeps the founder’s order, each part of the thread fitting a post', () => {
    const told = goalTold(goal, 8)!
    const all = [told.text, ...(told.parts ?? [])]
    expect(all.every((p) => p.length <= 280)).toBe(true)
    const said = all.join(' ')
    const at = (x: string) => said.indexOf(x)
    for (const x of [
      'I want 150 landlords',
      'Offer for landlords',
      'free inspection',
      '@trocheak_bot',
      'please contact us',
    ])
      expect(at(x)).toBeGreaterThanOrEqual(0)
    expect(at('I want 150 landlords')).toBeLessThan(at('Offer for landlords'))
    expect(at('Offer for landlords')).toBeLessThan(at('free inspection'))
    expect(at('free inspection')).toBeLessThan(at('@trocheak_bot'))
    expect(at('@trocheak_bot')).toBeLessThan(at('please contact us'))
  })

  it('leads with the plan where the count of homes on it was, before an offer only', () => {
    const rest = [
      'Summer means dust storms every week in April and May, so we come weekly instead of every 15 days.',
      'If you have rooftop solar and your bill is going up again, just go on the roof and look at your panel.',
    ]
    const told = (first: string[]) => {
      const t = goalTold([...first, ...rest], 3)!
      return [t.text, ...(t.parts ?? [])].join(' ')
    }
    expect(
      told([
        'What I want is 500 new homes on the summer plan before May.',
        'The first 500 get the first month free and they can sign up at chamaksolar.in/summer.',
      ]),
    ).toStartWith(
      'The summer plan for homes, before May: the first 500 get the first month free and you can sign up at chamaksolar.in/summer.',
    )
    // More said in the same sentence, or a next sentence that offers nothing: the founder's words stay
    // (their target said as whom they are looking for).
    expect(
      told([
        'What I want is 500 new homes on the summer plan before May, and every home that joins gets a free battery check.',
        'Sign up at chamaksolar.in/summer.',
      ]),
    ).toStartWith("I'm looking for 500 new homes on the summer plan before May, and every home")
    expect(
      told([
        'What I want is 500 new homes on the summer plan before May.',
        'I know that is a lot for a team of six.',
        'Sign up at chamaksolar.in/summer.',
      ]),
    ).toStartWith("I'm looking for 500 new homes")
  })

  it.each([
    // A brief to the writer is said to the reader; the founder's window and the posts' own aim go.
    [
      [
        'In the next two weeks we want 30 cafés on the pilot.',
        'What I want readers to do is book a tasting at brewline.co/pilot.',
        'I want these posts to make people trust us.',
      ],
      'We want 30 cafés on the pilot. Book a tasting at brewline.co/pilot.',
    ],
    // The founder's funnel goes; "Concretely," and "For the next weeks" lead nowhere for a reader.
    [
      [
        'Our objective for this quarter is pipeline generation with qualified finance leaders.',
        'Concretely, we would like 25 finance teams to book our free renewal audit at renewly.io/audit.',
      ],
      'We would like 25 finance teams to book our free renewal audit at renewly.io/audit.',
    ],
    [
      ['For the next weeks we want architects to come to our demonstration day at ricalce.it/giornata.'],
      'We want architects to come to our demonstration day at ricalce.it/giornata.',
    ],
    [
      ['Shops: try Wrenchtime free for a month in the next couple weeks, plumbers welcome.'],
      'Shops: try Wrenchtime free for a month, plumbers welcome.',
    ],
    [
      [
        "What I'd love, over the next couple of months, is for 20 hospitals to take a free linen audit at threadcount.ie.",
      ],
      "What I'd love is for 20 hospitals to take a free linen audit at threadcount.ie.",
    ],
    // …unless the sentence says nothing without it.
    [['If you book in these two weeks.'], 'If you book in these two weeks.'],
    // "the habitat days" is no window of the founder's.
    [
      ['If you book before 31 March, the habitat days are at the 2026 price.', 'Write to plan@framkant.se.'],
      'If you book before 31 March, the habitat days are at the 2026 price. Write to plan@framkant.se.',
    ],
  ])('%p', (sentences, expected) => {
    const more =
      'Every café on the pilot gets its own trainer for the first month, and we come back in the third month to see how the team is doing with it.'
    const told = goalTold([...sentences, more, more.replace('café', 'shop')], 8)
    expect(told?.text.replace(/\n+/g, ' ')).toStartWith(expected)
  })

  it('fits one post, asks nothing of a reader, or runs past the thread: none', () => {
    expect(goalTold(goal.slice(0, 2), 8)).toBeNull()
    const noAsk = goal.filter((x) => !/join|contact|write|sign/.test(x))
    const long = [
      ...noAsk,
      'Every unit gets a cleaning, a gauge photo and a note of the gas pressure in its yearly report.',
    ]
    expect(long.join(' ').length).toBeGreaterThan(280)
    expect(goalTold(long, 8)).toBeNull()
    expect(goalTold(goal, 1)).toBeNull()
  })
})

describe('reported speech', () => {
  it('keeps the scene before the words and what others did after them, each its own sentence', () => {
    expect(
      asQuotation(
        'She used to wash every Sunday in the tub in the yard and after a month she came to the counter and she told Lindiwe who works there she said now my Sunday is for church and my kids and Lindiwe phoned me crying and we put it on the wall.',
      ),
    ).toEqual([
      'She used to wash every Sunday in the tub in the yard and after a month she came to the counter.',
      'She told Lindiwe, who works there: “Now my Sunday is for church and my kids.”',
      'Lindiwe phoned me crying and we put it on the wall.',
    ])
  })
  it('tells what she said first, then her words, and ends them where the teller tells what she did', () => {
    expect(
      asQuotation(
        'She says she buys a bottle for her husband the week before and she says my husband says it taste just like his mother made it on Sunday and she buys six more bottles right there.',
      ),
    ).toEqual([
      'She says she buys a bottle for her husband the week before.',
      'She says: “My husband says it taste just like his mother made it on Sunday.”',
      'She buys six more bottles right there.',
    ])
  })
  it('says a name once as the speaker, and keeps "he" after a time', () => {
    expect(asQuotation('Mr Cartwright he said Dexter I never had to fly to Nassau for a belt.')).toEqual([
      'Mr Cartwright said: “Dexter I never had to fly to Nassau for a belt.”',
    ])
    expect(asQuotation('His daughter told me later he tells that to everybody at church.')).toEqual([
      'His daughter told me later: “He tells that to everybody at church.”',
    ])
    expect(asQuotation('He said once we hit 100 customers he would invest.')).toEqual([
      'He said: “Once we hit 100 customers he would invest.”',
    ])
    expect(asQuotation('One day she said I love this soap so much.')).toEqual([
      'One day she said: “I love this soap so much.”',
    ])
    expect(asQuotation('After that he said Dexter I never had to fly to Nassau for a belt.')).toEqual([
      'After that he said: “Dexter I never had to fly to Nassau for a belt.”',
    ])
  })
  it('ends the words where she says them again to others', () => {
    expect(
      asQuotation(
        "Bev called me and she was crying and laughing and she said jolene the fire guy walked my whole lot and said mine is the one house on this road he wouldn't worry about and she says that to everybody now at church.".replace(
          'jolene',
          'Jolene',
        ),
      ),
    ).toEqual([
      "Bev called me and she was crying and laughing and said: “Jolene the fire guy walked my whole lot and said mine is the one house on this road he wouldn't worry about.”",
      'She says that to everybody now at church.',
    ])
  })
  it('is no quotation when she says something of herself', () => {
    const said = "Tanya rang me after and she said she's never had that in 11 years of doing rentals."
    expect(asQuotation(said)).toEqual([said])
  })
  it('is no quotation when "which says" is the teller’s own aside', () => {
    const said =
      'The girls picked the lollipops and they want to come back which says is the weirdest part lol.'
    expect(asQuotation(said)).toEqual([said])
  })
  it('finds the words "said it" points at, and ends them where the teller speaks of the speaker again', () => {
    expect(asQuotation('Meme Hileni she said it to me in July this year when it was cold actually.')).toEqual(
      ['Meme Hileni she said it to me in July this year when it was cold actually.'],
    )
    expect(
      asQuotation(
        'She said it in Oshiwambo first and then in English she said the meat sleeps cold now so me I also sleep because before she was waking up in the night.',
      ),
    ).toEqual([
      'She said it in Oshiwambo first and then in English.',
      'She said: “The meat sleeps cold now so me I also sleep.”',
      'Because before she was waking up in the night.',
    ])
  })
  it("leaves out the founder's own reaction", () => {
    expect(
      asQuotation('Tom said it is the first season I have not muted the chat and I was like yes.'),
    ).toEqual(['Tom said: “It is the first season I have not muted the chat.”'])
  })
  it('takes the words after "it said", not the card she wrote us, and leaves out what the founder thinks', () => {
    expect(
      asQuotation(
        "Marg wrote us a card with a lighthouse on it and it said that letter from the insurance give me some fright but ye had it done before the kettle boiled and I don't think she's ever boiled a kettle that slow.",
      ),
    ).toEqual([
      'Marg wrote us a card with a lighthouse on it.',
      'It said: “That letter from the insurance give me some fright but ye had it done before the kettle boiled.”',
    ])
  })
})

describe('a customer quote', () => {
  it('loses the talk about quoting and keeps the words', () => {
    const answer = {
      index: 0,
      topic: 'customer' as const,
      raw: '',
      clean:
        'She said, and I am quoting her directly: "We used to find out the week before. Now we find out the quarter before." We have since asked permission to use that. Verbatim.',
    }
    expect(sentencesOfAnswer(answer)).toEqual([
      'She said: "We used to find out the week before. Now we find out the quarter before."',
    ])
  })
})

describe('lower case on request', () => {
  it('writes the posts in lower case, acronyms kept, when the founder asks for it', () => {
    const tone = toneRules([
      { speaker: 'interviewer', content: 'How do you want to sound?' },
      { speaker: 'founder', content: 'fun + lowercase, like me texting my bestie!!' },
    ])
    expect(tone.lowercase).toBe(true)
    expect(applyTone('Every mineral SPF leaves a cast. TikTok did 3,100.', tone)).toBe(
      'every mineral SPF leaves a cast. tiktok did 3,100.',
    )
    expect(
      applyTone('Dorota wrote: "Fourteen episodes, zero QC notes. I thought it was broken."', tone),
    ).toBe('dorota wrote: "Fourteen episodes, zero QC notes. I thought it was broken."')
  })
})

describe('a list in an answer', () => {
  it('is told whole in one beat, never item by item', () => {
    const raw =
      'Three groups use the maps. First, the residents, who attend the meetings. Second, the ward officials, who do the repairs. Third, journalists who need local data. The maps are free.'
    const beats = beatsOf({ index: 2, topic: 'audience', raw, clean: raw })
    const texts = beats.map((b) => b.sentences.join(' '))
    expect(texts.some((t) => t.startsWith('Second') || t.startsWith('Third'))).toBe(false)
    expect(texts.find((t) => t.includes('First,'))).toContain('Third, journalists')
  })
})

describe('a word put right in passing', () => {
  it.each([
    [
      "After that I pretend to do something — 'pretend' I mean 'intend', sorry, is the Portuguese. I make a group.",
      'After that I intend to do something. I make a group.',
    ],
    [
      "She orders in her sofa, assisting the novela — 'assisting' is watching, sorry. Then.",
      'She orders in her sofa, watching the novela. Then.',
    ],
    [
      'In a meeting we realise — we organise, sorry — with the pharmacies.',
      'In a meeting we organise with the pharmacies.',
    ],
    ['It is a dash — not a correction.', 'It is a dash — not a correction.'],
    // A word cut short and said in full.
    [
      'Many of them live in apart — sorry, apartment — with small space.',
      'Many of them live in apartment with small space.',
    ],
    // An apology that corrects no word stays.
    [
      'It was hard — sorry, I know this is long — but worth it.',
      'It was hard — sorry, I know this is long — but worth it.',
    ],
    // Searching for the word is not a word.
    [
      'I was very embarrassed — how can I say, shocked, confused.',
      'I was very embarrassed, shocked, confused.',
    ],
    [
      'The pilot ran in Toluca — how do you say — the industrial zone.',
      'The pilot ran in Toluca, the industrial zone.',
    ],
  ])('%s', (said, expected) => {
    expect(ownWordCorrections(said)).toBe(expected)
  })
})

describe('a terse answer that opens on a name', () => {
  it('keeps the name: it is whom the answer is about', () => {
    const [answer] = readAnswers([
      { speaker: 'interviewer', content: 'What did that change for one of your customers?' },
      {
        speaker: 'founder',
        content:
          "Tania Hohaia. Hastings. Husband Rob's plumbing business, 4 staff. She did the books + the chasing. Joined Aug 2023. Was carrying ~NZ$38k overdue at any one time. Now ~$9k. Off the overdraft since mid-2024.",
      },
    ])
    expect(sentencesOfAnswer(answer!)[0]).toBe('Tania Hohaia.')
  })
})

describe('the customer a founder picks', () => {
  it.each([
    // Someone by name is the customer the founder picked ("Meet…" read as an advert to plainer founders),
    // met only where the founder writes with emoji.
    [
      'The one I think about is Bauyrzhan Omarov. He is 58.',
      'The customer I think about is Bauyrzhan Omarov. He is 58.',
    ],
    ['The one I think about is Bauyrzhan Omarov 🥹 He is 58.', 'Meet Bauyrzhan Omarov 🥹 He is 58.'],
    [
      "The one I always tell is Nuala Hegarty, who runs Hegarty's.",
      "The customer I always tell people about is Nuala Hegarty, who runs Hegarty's.",
    ],
    [
      "The one I'd pick is a 310-bed hospital in Waterford.",
      'One of our customers is a 310-bed hospital in Waterford.',
    ],
    [
      'My fave is Ġużeppi, who owns 40 trees in Mġarr.',
      'My favourite customer is Ġużeppi, who owns 40 trees in Mġarr.',
    ],
    [
      "The quote I'd use is from Kostas Charalambous, who has a laundry in Paphos.",
      'Meet Kostas Charalambous, who has a laundry in Paphos.',
    ],
    // A moment or a story picked is no customer.
    [
      'My favourite was the day we delivered to the school.',
      'My favourite was the day we delivered to the school.',
    ],
    [
      'The story I always tell is the one about the flood.',
      'The story I always tell is the one about the flood.',
    ],
    // Not someone picked: left as said.
    [
      'The one I think about most is from Kyle, a porter.',
      'The one I think about most is from Kyle, a porter.',
    ],
  ])('%s', (said, expected) => {
    const [answer] = readAnswers([
      { speaker: 'interviewer', content: 'What did that change for one of your customers?' },
      { speaker: 'founder', content: said },
    ])
    expect(answer!.clean).toBe(expected)
  })
})

describe('a product or update said without its subject', () => {
  it.each([
    ['Google Workspace add-on.', 'product', 'Stalecal is a Google Workspace add-on.'],
    ['Prep list app for small kitchens.', 'product', 'Stalecal is a prep list app for small kitchens.'],
    ['A tiny sensor for old CNC machines.', 'product', 'Stalecal is a tiny sensor for old CNC machines.'],
    // What is not counted takes no "a".
    ['Balcony solar for renters.', 'product', 'Stalecal is balcony solar for renters.'],
    ['Payroll software for dental clinics.', 'product', 'Stalecal is payroll software for dental clinics.'],
    ['Uptime monitoring for podcast feeds.', 'product', 'Stalecal is uptime monitoring for podcast feeds.'],
    ['Online booking for saunas.', 'product', 'Stalecal is online booking for saunas.'],
    ['Wedding listing site.', 'product', 'Stalecal is a wedding listing site.'],
    ['Smart building.', 'product', 'Stalecal is a smart building.'],
    [
      'Listens while you practise, counts the minutes.',
      'product',
      'Stalecal listens while you practise, counts the minutes.',
    ],
    ['Outlook support.', 'update', 'New in Stalecal: Outlook support.'],
    ['AVIF by default for all stores.', 'update', 'New in Stalecal: AVIF by default for all stores.'],
    // Whom it is for, a price, a time, an action, a sentence with its subject: left alone.
    ['Adults who quit piano.', 'product', null],
    ['Free up to 10 users.', 'product', null],
    ['Next month.', 'update', null],
    ['NEW BABY ALERT 👶💜', 'update', null],
    ["NEWSSS 🗞️✨ Koko went from 'maybe' to our #3 flavour in October 🌱🎉", 'update', null],
    ['Shipping search across past issues.', 'update', null],
    ['We ship the version 2 in January.', 'update', null],
    // Who and where the founder is, or a shout: never what the product is.
    ['Porto.', 'product', null],
    ['Tomás Aguilera, redmar, Puerto Montt, Chile.', 'product', null],
    ['CHIN CHIN!! 🙌🏾', 'product', null],
    // Said to the reader.
    ['Imagine: a plain white umbrella.', 'product', null],
    // It names the product, spelled its own way.
    ['STALECAL = calendar cleanup for teams.', 'product', null],
  ] as const)('%s', (head, topic, expected) => {
    expect(subjectless(head, 'Stalecal', topic)).toBe(expected)
  })

  it('says what is still to come is coming, not new', () => {
    expect(subjectless('Outlook support.', 'Stalecal', 'update', true)).toBe(
      'Coming to Stalecal: Outlook support.',
    )
    // One colon a line: "Gumroad integration: in beta now." is said with a comma after the product's.
    expect(subjectless('Gumroad integration: in beta now.', 'Tenk', 'update', true)).toBe(
      'Coming to Tenk: Gumroad integration, in beta now.',
    )
    const opening = (raw: string) => {
      const beat = beatsOf({ index: 5, topic: 'update', raw, clean: cleanAnswer(raw) })[0]!
      return resolveOpening(beat, 'Stalecal', true)[0]
    }
    expect(opening('Outlook support for every team in April.')).toBe(
      'Coming to Stalecal: Outlook support for every team in April.',
    )
    expect(opening('Outlook support for every team.')).toBe(
      'New in Stalecal: Outlook support for every team.',
    )
    // Said as done already, or of what it will do once there: new.
    expect(opening('Outlook support for every team. We released it in May.')).toStartWith('New in Stalecal:')
    expect(
      opening('Outlook support for every team. Your team will never double-book a room again.'),
    ).toStartWith('New in Stalecal:')
  })
})

describe("the product's name", () => {
  const interview = (...answers: string[]) =>
    readAnswers(
      answers.flatMap((content) => [
        { speaker: 'interviewer' as const, content: 'What are you building?' },
        { speaker: 'founder' as const, content },
      ]),
    )
  it.each([
    [
      "Hi, I'm Fiona Tait, one of the two co-founders of Holdback. Our first customer was a firm owned by a lovely man called Doug Brennan.",
      'Holdback',
    ],
    ["Hiii!! I'm Zanele from Oddpiece 🧩 We make jigsaw puzzles.", 'Oddpiece'],
    ['I am Dr Meera Kulkarni, and I am the founder of the Kaan Trust in Pune.', 'Kaan Trust'],
    ['hiya yeah um so im dale i do brinehut were in scarborough and we do saunas on the beach', 'Brinehut'],
    ['so im dermot i run this with my cousin and we do businesses as well like chippers', null],
    // A brand in capitals, though it holds a person's name; the place the founder is from is not it.
    [
      'HELLOOO po!! Trixie here, from Bohol 🏝️ I make LOLA UBE, the ube jam that tastes like your lola made it!!',
      'LOLA UBE',
    ],
    // A brand in lower case, as the founder spells it; a forum they posted on is not it.
    [
      'hi. ilse, utrecht, solo. i make dipcharge: charges your EV in the cheapest hours. Posted it on Tweakers.',
      'dipcharge',
    ],
    // Never introduced by name, but written and given as an address: spelled as the founder writes it.
    ['Brides cancel when the pins fail. PinCheck, yes. Beta at pincheck.in/beta.', 'PinCheck'],
    ['Brides cancel when the pins fail. Beta at pincheck.in/beta.', 'Pincheck'],
    // Small words between the capitals are part of the name.
    [
      'We are Shade the Stop, a volunteer group in Houston. We build shade at bus stops. Sign up at shadethestop.org/build.',
      'Shade the Stop',
    ],
    // A platform the product works with is never its name.
    [
      'stock sync for one-off items. sells on etsy, gone from Shopify + depop in ~20s. eBay beta at lastone.app/ebay',
      'Lastone',
    ],
    // A place before a plural noun names an organisation; a first name before a surname does not.
    [
      "I'm Nora Quinn, and I set up Wexford Rides, a small charity in Enniscorthy. Enniscorthy has one bus. Enniscorthy, again.",
      'Wexford Rides',
    ],
    ['Hello, I lead Omukago Blood Circle, a community register of blood donors.', 'Omukago Blood Circle'],
    ['A friend called Pat Walker helped. We founded Tidewell in May.', 'Tidewell'],
    ['HEYYY Tolu here, Chief Crunch Officer of OYA CRUNCH. Lagos girl.', 'OYA CRUNCH'],
    [
      "I'm Ruth, and I look after the South Dunedin Lending Shed, a library of things.",
      'South Dunedin Lending Shed',
    ],
    // A name of three words before "is a"; a month said twice is no one's product.
    [
      'Clear Path Winnipeg is a registered non-profit. We hire a coordinator from November to March, and snow lies from November.',
      'Clear Path Winnipeg',
    ],
    ['We clear snow. Snow lies from November to April, and the worst is in November, and January.', null],
    ['So Clear Path is a free tenant hotline. Call Clear Path.', 'Clear Path'],
    // The name said and given as the address, before a customer's said more often.
    [
      'Tomás. Porto. Inkslot. Bookings. Crna Tinta, Zagreb. Mara Vukić, Crna Tinta, Zagreb. See inkslot.app/start.',
      'Inkslot',
    ],
    // A name, a city, then the product with a dash: a language said later ("from English") is not it.
    ['Narek. Yerevan. Zerodiff — numbers check for translators. Russian to and from English.', 'Zerodiff'],
    [
      "I'm Helen, and I'm the volunteer coordinator of the Westgate Tool Library. The Sunshine Library helps.",
      'Westgate Tool Library',
    ],
    // What a company is called, however a transcript spells it; a street said twice is no product.
    [
      'hiya so its shona i run a wee company called wally close here in glasgow. Allison Street, Anderson Street.',
      'Wally Close',
    ],
    // A greeting is nobody's product; a name of two words before a dash is; a car named Gică is not.
    ['Hola. Micaela. Córdoba. Falta Uno — your Tuesday football stops getting cancelled.', 'Falta Uno'],
    ['I founded Licăr in 2022. My Dacia, named Gică, refused to start.', 'Licăr'],
    ['Now I coordinate Sama Tur. In Wolof it means my name.', 'Sama Tur'],
    ['i made an app its called wrenchtime its for booking plumbers', 'Wrenchtime'],
    // A currency written as its code is no product ("Surveys from DKK 9,500").
    [
      'Surveys for municipalities: from DKK 9,500 per building. Book at genvej.dk/survey. Genvej means shortcut.',
      'Genvej',
    ],
    // A greeting before the founder's name is no product.
    ['Sveiki. Kārlis. Pirtslaiks. Booking for saunas. The Latvian kind.', 'Pirtslaiks'],
    // The name that is also the address, before a launch named in capitals.
    [
      'Rimjhim here from CHHOTI CHOT. We make plasters. In September we launched PUJO PRINTS. Order at chhotichot.in/schools today.',
      'CHHOTI CHOT',
    ],
    [
      'We launched Spring Kits in May. Book your check at combanddone.com/schools. Comb & Done is here.',
      'Comb & Done',
    ],
    ['hOLAAA Xime here from ALISTA. In June we launched MOCHI MASCOTA. More at alista.pe/mochi.', 'ALISTA'],
    // A name said after a sentence's first word is still the product.
    ['Then Brodly came along. Now Brodly is in forty bakeries.', 'Brodly'],
    // "Switch to Renewly" is no place.
    ['Switch to Renewly today. Now Renewly is in forty bakeries.', 'Renewly'],
    // A customer's surname, said twice after their first name, is no product.
    [
      "Web app. Screenshots in, screenshots out. Credit: 'Kai Brandt, indie developer'. Then Kai Brandt doubled his downloads.",
      null,
    ],
    // A word of the language after "we made" is no brand.
    ['We make tea in Lankaran. First time we made profit for full year.', null],
    // …said in lower case in a transcript: with capitals.
    [
      'so we opened comb and done in march. book at combanddone.com/schools before march first.',
      'Comb and Done',
    ],
  ])('%s', (said, expected) => {
    const answers = interview(said)
    expect(
      productName(answers, [
        'Fiona',
        'Zanele',
        'Meera',
        'Dale',
        'Dermot',
        'Narek',
        'Helen',
        'Shona',
        'Micaela',
        'Kārlis',
      ]),
    ).toBe(expected)
  })

  // With the ask's own address: that address names the company.
  it.each([
    // A place in a list or after "in", and a customer's own site, are not the product.
    [
      'Cleaning schedule for short-let hosts. Kotor, Budva, Tivat. Email from a host in Budva.',
      '20 agencies on the team plan. turnday.app/team',
      'Turnday',
    ],
    [
      'SPF monitor. Pulpería.app, Costa Rica. Pulpería said thanks.',
      '100 agencies. dkimdog.com/agency',
      'Dkimdog',
    ],
    // The address's name before a first name the tagger knows ("Reba").
    ['I coordinate Reba Neza, a community organisation.', 'Register at rebaneza.org.rw/coop.', 'Reba Neza'],
    // The company before a product line of it.
    [
      'Our baby is KARRUBINA CRUNCH, a carob spread. It is called LEJLA.',
      'Sign up at karrubina.mt/lejla',
      'KARRUBINA',
    ],
    // A transcript's name whose first word is a place the cleaning capitalised.
    [
      'um i run praslin moss we farm sea moss in the bay in praslin on the east coast',
      'you could go on praslin moss dot com slash farm',
      'Praslin Moss',
    ],
  ])('%s / %s', (product, goal, expected) => {
    const answers = readAnswers([
      { speaker: 'interviewer', content: 'What are you building?' },
      { speaker: 'founder', content: product },
      {
        speaker: 'interviewer',
        content:
          'What do you want these posts to get you in the next two weeks, and what should a reader do: sign up, reply, book a call?',
      },
      { speaker: 'founder', content: goal },
    ])
    expect(productName(answers, [])).toBe(expected)
  })

  it('is not what a view\'s "It\'s a scheduling problem" is', () => {
    const [answer] = interview("It's a scheduling problem, not a shortage of shearers.")
    const [view] = beatsOf({ ...answer!, topic: 'belief' })
    expect(resolveOpening(view!, 'Tallyboard', true)[0]).toBe(
      "It's a scheduling problem, not a shortage of shearers.",
    )
    const [product] = beatsOf({ ...answer!, topic: 'product' })
    expect(resolveOpening(product!, 'Tallyboard', true)[0]).toBe(
      'Tallyboard is a scheduling problem, not a shortage of shearers.',
    )
  })

  it('tells whose words follow: "Walter said this at our supper"', () => {
    const [answer] = interview(
      'Walter said it at our supper in April. He stood up and said: "Nobody delivers the outside."',
    )
    const [beat] = beatsOf({ ...answer!, topic: 'customer' })
    expect(resolveOpening(beat!, 'Clear Path', true)[0]).toBe('Walter said this at our supper in April.')
  })

  it('is not what rains in "when it rains"', () => {
    const [answer] = interview('We launched cups that pour out drinks when it rains!! 1,900 sold.')
    const [beat] = beatsOf({ ...answer!, topic: 'update' })
    expect(resolveOpening(beat!, 'Hujan Lah', true)[0]).toBe(
      'We launched cups that pour out drinks when it rains!!',
    )
  })

  it('is not what "It\'s 2022" is', () => {
    const [answer] = interview("It's 2022, loadshedding is at stage 6.")
    const [beat] = beatsOf({ ...answer!, topic: 'story' })
    expect(resolveOpening(beat!, 'Oddpiece', true)[0]).toBe("It's 2022, loadshedding is at stage 6.")
  })
})

describe('a story told in the present by a second-language speaker', () => {
  it('puts events in the past, a bare -ing form after its "was", and leaves "ain’t" as said (with its apostrophe)', () => {
    expect(
      cleanAnswer(
        'in 2019 she fall on the step and she lying down on the step with the water all over and she aint miss one morning',
        [],
        true,
        true,
      ),
    ).toBe(
      "In 2019 she fell on the step and she was lying down on the step with the water all over and she ain't miss one morning.",
    )
  })
})

describe('what a founder says to the interviewer, not to readers', () => {
  it.each([
    [
      'Nice to meet you. Before, I was working in M&A at bank in Tokyo for nine years.',
      'Before, I was working in M&A at bank in Tokyo for nine years.',
    ],
    ['Then she hung up. She’s happy for us to use her name.', 'Then she hung up.'],
    ['Now he sprays half. He says is okay to use his name.', 'Now he sprays half.'],
    [
      'She bought six more bottles right there. That’s it really.',
      'She bought six more bottles right there.',
    ],
    // Consent to tell the story is a note for the writer.
    [
      'After she said this the room went quiet. She gave permission that we use it.',
      'After she said this the room went quiet.',
    ],
    ['Now he pays less. He allow us tell this story, he very proud.', 'Now he pays less.'],
    [
      'Carolina sent me a voice note 🎙️ crying-laughing 😂😭 HE DID 🙌 She said we can totally share it 💛',
      'Carolina sent me a voice note 🎙️ crying-laughing 😂😭 HE DID 🙌',
    ],
    [
      'He told me in French: "Now it is also my friend." He accepted that we use his name and his photo.',
      'He told me in French: "Now it is also my friend."',
    ],
    [
      'and now she send me every restaurant she know and she said use her name thats fine',
      'Now she send me every restaurant she know.',
    ],
    // Who signs, who funds and an age band are for the marketing plan, not the feed.
    [
      'The person who decides is the president of the cooperative or the manager, but the persons most happy are the planters, because they see finally the true weight of their cocoa.',
      'The persons most happy are the planters, because they see finally the true weight of their cocoa.',
    ],
    [
      'The one who signs is the parks manager or the principal. The one who loves it is whoever used to do it on a clipboard in the rain.',
      'The one who loves it is whoever used to do it on a clipboard in the rain.',
    ],
    [
      'The families we serve are small farmers who kept these rice varieties for generations. Also young people who came back to farming after the pandemic. Our donors are mostly Malayalis living in the Gulf and in Bengaluru.',
      'The families we serve are small farmers who kept these rice varieties for generations, and also young people who came back to farming after the pandemic.',
    ],
    [
      "PARENTS 🙋‍♀️ (and grandparents!!) mostly moms 30 to 45 with a drawer FULL of drawings they can't throw away 🗂️😭",
      "PARENTS 🙋‍♀️ (and grandparents!!) mostly moms with a drawer FULL of drawings they can't throw away 🗂️😭",
    ],
    // (Who pays says who the customers are.)
    [
      'The ones who pay are the salmon farming companies, here in the Faroes and in Norway.',
      'The ones who pay are the salmon farming companies, here in the Faroes and in Norway.',
    ],
    [
      'I sign every contract myself. The person who decides what we cook is my mother.',
      'I sign every contract myself. The person who decides what we cook is my mother.',
    ],
    // An aside after "was," goes, so what it was stays one sentence.
    [
      'The moment was, and I can still smell it if I think about it too hard, the 12th of February 2016, at my uncle Des’s lease.',
      'The moment was the 12th of February 2016, at my uncle Des’s lease.',
    ],
    // How the answer will go, said to the interviewer.
    [
      'We are the people who tell the villages that the river is coming. Allow me to explain the system in four parts. I shall answer in three parts.',
      'We are the people who tell the villages that the river is coming.',
    ],
    // A terse founder's "Also …" is a beat of its own.
    ['Total: 2 hours 10. Embarrassing. Also useful.', 'Total: 2 hours 10. Embarrassing. Also useful.'],
    // …and a sentence that only looks like one.
    [
      'She said we can share the van with the bakery next door.',
      'She said we can share the van with the bakery next door.',
    ],
    [
      'We accepted that we use his old truck for a year.',
      'We accepted that we use his old truck for a year.',
    ],
    [
      'We turn old salmon-farm nets into plastic pellets. Go.',
      'We turn old salmon-farm nets into plastic pellets.',
    ],
    [
      'My name is Achieng Otieno. I am a clinical audiologist in Kisumu.',
      'I am a clinical audiologist in Kisumu.',
    ],
    [
      'Everybody start asking for my number. Like I say before that’s basically it.',
      'Everybody start asking for my number.',
    ],
    [
      'We make fresh masa every morning for the tortillerías. Excuse me for my English, I learned it in the work. Please, you can ask me.',
      'We make fresh masa every morning for the tortillerías.',
    ],
    [
      'Lola Dory is 84 and she is our official taste tester. Okay game na, ask me anything!! Yeah ok go for it.',
      'Lola Dory is 84 and she is our official taste tester.',
    ],
    [
      "Lagos girl, ex-auditor. Abeg ask me anything, I'm ready!! Every pouch is fried today. You can go.",
      'Lagos girl, ex-auditor. Every pouch is fried today.',
    ],
    // Said to the interviewer: a greeting in any language, an invitation to ask, a lone "Anyway.".
    [
      'Hei, hello, good to meet you. Before this I was a network engineer for 12 years. Anyway.',
      'Before this I was a network engineer for 12 years.',
    ],
    [
      "Dobar dan, hello (sorry, I'm in the office and the ferry has just sounded its horn). We make rosters for ferries. Please, ask.",
      'We make rosters for ferries.',
    ],
    ['I grew up with motorbikes. Sorry my English not so good, but I try.', 'I grew up with motorbikes.'],
    [
      "I taught carpentry for 22 years, so I'm happiest when someone holds a tool right. Ask whatever you like.",
      "I taught carpentry for 22 years, so I'm happiest when someone holds a tool right.",
    ],
    [
      'We help people file their taxes for free. Please go ahead.',
      'We help people file their taxes for free.',
    ],
    ['I make SLEEPY AMA bonnets 😴👑 Chale, ready when you are!!', 'I make SLEEPY AMA bonnets 😴👑'],
    // Consent given, a reply that points back, and the telling steered: said to the interviewer.
    [
      "Kerstin, email, June 2025: \"It found the zero I'd been afraid of for nine years.\" OK'd to use with her name. It's on the homepage.",
      'Kerstin, email, June 2025: "It found the zero I\'d been afraid of for nine years." It\'s on the homepage.',
    ],
    [
      'Tania, text, Feb 2025: "I\'m not the debt collector at netball anymore." Half their slow payers were other netball parents. OK to use, name too.',
      'Tania, text, Feb 2025: "I\'m not the debt collector at netball anymore." Half their slow payers were other netball parents.',
    ],
    [
      'She stood up and said: "I only had to call first." She asked us not to print her surname, because of her former pupils.',
      'She stood up and said: "I only had to call first."',
    ],
    // A hedge alone says nothing to a reader.
    [
      'The first storm after that was December the fourteenth. I think. She got 31 calls.',
      'The first storm after that was December the fourteenth. She got 31 calls.',
    ],
    ['uh yeah i think i tell you that already its the same thing', ''],
    [
      "The hardware first, because that's the part I love. A node is the size of a paperback. Back to what people get: the committee gets a green, yellow or red status.",
      'A node is the size of a paperback. The committee gets a green, yellow or red status.',
    ],
    [
      'Two things: on 3 November we switched on announcements. In October, Yilan signed a contract.',
      'On 3 November we switched on announcements. In October, Yilan signed a contract.',
    ],
    // A topic named before the answer goes; "right now" is the answer's.
    ['The numbers so we got four containers.', 'We got four containers.'],
    [
      'The numbers right now are 42 clubs and 200 members.',
      'The numbers right now are 42 clubs and 200 members.',
    ],
    ['Numbers so last season we did 2,140 acres.', 'Last season we did 2,140 acres.'],
    // An opinion flagged as one keeps its "I think".
    [
      'And, slightly controversially, I think people are perfectly happy to pay to get their things back.',
      'Slightly controversially, I think people are perfectly happy to pay to get their things back.',
    ],
    ['Numbers so far are good: 40 clubs.', 'Numbers so far are good: 40 clubs.'],
    // A title's full stop inside a quote ends no sentence.
    [
      "Everyone outside Taiwan calls me Jay, which started at a conference in Sendai in 2017 when a Japanese professor called me 'Mr. Ming' for three days and I was too polite to correct him.",
      "Everyone outside Taiwan calls me Jay, which started at a conference in Sendai in 2017 when a Japanese professor called me 'Mr. Ming' for three days. I was too polite to correct him.",
    ],
    // A long sentence never splits before a piece with no verb of its own.
    [
      "When the status comes in, the building's own public-address system now plays it in the lobby and the stairwells, in Mandarin, Taiwanese and Hakka, because a lot of older residents don't read LINE messages in the street at night, and the families asked for it.",
      "When the status comes in, the building's own public-address system now plays it in the lobby and the stairwells, in Mandarin, Taiwanese and Hakka, because a lot of older residents don't read LINE messages in the street at night. The families asked for it.",
    ],
    // Notes for the writer: a translation, a name cleared, a photo not to use.
    [
      'She said: "This winter my husband sleeps the whole night." She said it in Mongolian; that is my translation. Ganbold asked us not to use his photo, because he is shy. Said in Arabic; close translation. To use with her name. She said yes to using her name.',
      'She said: "This winter my husband sleeps the whole night."',
    ],
    // Consent and a customer's conditions, told to the writer.
    [
      "Dong-hyun wrote this on our review page. He agreed that we use his name and his words. He asked two things: please don't publish the name or photo of the twins, and please write that he does all the orders.",
      'Dong-hyun wrote this on our review page.',
    ],
    // A greeting and a signature said to the interviewer.
    [
      'Ayubowan — hello. Ruwan Jayasekara, co-founder of Tuskline. We listen to railway tracks for elephants.',
      'We listen to railway tracks for elephants.',
    ],
    // A greeting in the founder's language, then in English.
    [
      'Sain baina uu. Good day. My name is Oyuntsetseg Batbayar. We make family gers warmer in winter.',
      'We make family gers warmer in winter.',
    ],
    // A mic check and an invitation to ask, in a voice transcript.
    [
      'towpath is it going is the red light on ok sorry i run towpath post we do post for people who live on boats go on ask me',
      'I run Towpath post. We do post for people who live on boats.',
    ],
    // …or "fire away", with what they call the interviewer.
    [
      'ok so hi im wayne i drove plow for the town for twenty four years and now we run plowline so uh yeah go ahead my son fire away',
      'I drove plow for the town for 24 years and now we run plowline.',
    ],
    ['I was a paramedic for 22 years. Fire away mate.', 'I was a paramedic for 22 years.'],
    // …but an ask to readers stays.
    ['Ask your landlord for the report.', 'Ask your landlord for the report.'],
    // A word written twice on purpose is kept; a slip on a small word is not.
    [
      'Okay so CHIN CHIN!! Grandma fried the the chin chin at 6am.',
      'CHIN CHIN!! Grandma fried the chin chin at 6am.',
    ],
    // An ask that only starts like an invitation to the interviewer is the reader's.
    ['You can start for free at lola.ph.', 'You can start for free at lola.ph.'],
    // A sentence too long for any post splits where a concession opens the next clause.
    [
      'so everyone in wool says like theres a shearer shortage like thats the big thing at every meeting um an yeah sure theres less shearers than there used to be but um what we see in the data is the teams are sitting around like a day or two a week not working cause of cancellations an bad planning so its not only a shortage',
      "Everyone in wool says there's a shearer shortage that's the big thing at every meeting. There's less shearers than there used to be but what we see in the data is the teams are sitting around a day or two a week not working cause of cancellations and bad planning so it's not only a shortage.",
    ],
    // …but not between two people who share the verb.
    [
      'We tag up to 2,000 items on that ward, put a reader on the linen-room door and one in the laundry, and leave it running for 60 days; at the end the linen manager and the ward manager get a written report on how much linen the ward really has and what it uses.',
      'We tag up to 2,000 items on that ward, put a reader on the linen-room door and one in the laundry, and leave it running for 60 days. At the end the linen manager and the ward manager get a written report on how much linen the ward really has and what it uses.',
    ],
    // "I think of her words" is no hedge.
    [
      'I think of her words whenever someone asks me why screening matters.',
      'I think of her words whenever someone asks me why screening matters.',
    ],
    [
      'okay so um the numbers we install like one thousand three hundred systems since we start',
      'We install 1,300 systems since we start.',
    ],
    [
      "The launch in 2019 was, I won't say perfect, but nobody shouted, which, as you'll hear, was rather the point.",
      "The launch in 2019 was, I won't say perfect, but nobody shouted, which, as you'll hear, was rather the point.",
    ],
  ])('%s', (said, posted) =>
    expect(sentencesOfAnswer(readAnswers([{ speaker: 'founder', content: said }])[0]!).join(' ')).toBe(
      posted,
    ),
  )

  it.each([
    [
      'Ice thickness map. Alerts when your spot goes bad. Ice-fishers in Estonia. Mostly men, 40+.',
      'Mostly men',
    ],
    ['Paperless pub quiz. Scores on the TV. Quizmasters. Mostly NZ, some Australia.', 'Mostly NZ'],
  ])('a terse note on whom to aim at is not posted: %s', (said, note) => {
    const [answer] = readAnswers([
      { speaker: 'interviewer', content: 'What are you building, and who is it for?' },
      { speaker: 'founder', content: said },
    ])
    const posted = sentencesOfAnswer(answer!).join(' ')
    expect(posted).not.toContain(note)
    expect(posted).toStartWith(said.split('.')[0]!)
  })

  it.each([
    [
      'They dive together by village, from diving cooperative, so the cooperative leader is very important person for us.',
      'They dive together by village, from diving cooperative.',
    ],
    ['The store managers are key for us.', ''],
    ['Quality is very important for us.', 'Quality is very important for us.'],
  ])('whom the founder must win over is a note for the plan: %s', (said, posted) => {
    const [answer] = readAnswers([
      { speaker: 'interviewer', content: 'What are you building, and who is it for?' },
      { speaker: 'founder', content: said },
    ])
    expect(sentencesOfAnswer(answer!).join(' ')).toBe(posted)
  })

  it('"What I\'d like out of this is…" says what they would like', () => {
    const [answer] = readAnswers([
      { speaker: 'interviewer', content: 'What do you want these posts to get you?' },
      { speaker: 'founder', content: "What I'd like out of this is 20 breweries swapping their strays." },
    ])
    expect(sentencesOfAnswer(answer!)).toEqual(["What I'd like is 20 breweries swapping their strays."])
  })

  it('keeps a terse "Mostly devs and PMs." and "Mostly teachers, who buy it themselves."', () => {
    const [answer] = readAnswers([
      { speaker: 'interviewer', content: 'What are you building, and who is it for?' },
      {
        speaker: 'founder',
        content: 'Standup bot for Slack. Mostly devs and PMs. Mostly teachers, who buy it themselves.',
      },
    ])
    expect(sentencesOfAnswer(answer!).join(' ')).toContain('Mostly devs and PMs. Mostly teachers')
  })

  it.each([
    [
      "If you know a caretaker with a clipboard, send it to him; he'll know exactly what I mean.",
      "If you know a caretaker with a clipboard, send it to him; he'll know exactly what I mean.",
    ],
    [
      'Not one building has had a case, though I always add, as an engineer, that that is also a bit of luck.',
      'Not one building has had a case, though I always add, as an engineer, that that is also a bit of luck.',
    ],
    ['We want it, I mean, everybody wants it.', 'We want it, everybody wants it.'],
    [
      'The app found eleven places where the hot water was too cold. Eleven. The director heard about it.',
      'The app found 11 places where the hot water was too cold. Eleven. The director heard about it.',
    ],
    ['That was, well, the year of COVID.', 'That was the year of COVID.'],
    ['We started small, well, tiny.', 'We started small, tiny.'],
    ['We sold it to the the biggest chain.', 'We sold it to the biggest chain.'],
  ])('"what I mean" and "that that is" are meant: %s', (said, posted) =>
    expect(sentencesOfAnswer(readAnswers([{ speaker: 'founder', content: said }])[0]!).join(' ')).toBe(
      posted,
    ),
  )

  it('keeps a polite "I think" on a short claim, and a filler inside a clause goes with its commas', () => {
    const [answer] = readAnswers([
      {
        speaker: 'founder',
        content:
          "I think that's wrong. It has gone up by 30%, which is, honestly, the number owners care about most.",
      },
    ])
    expect(sentencesOfAnswer(answer!)).toEqual([
      "I think that's wrong.",
      'It has gone up by 30%, which is the number owners care about most.',
    ])
  })
})

describe('writtenCase', () => {
  it.each([
    [
      'uk + eu vat fields (ioss). mrr $52,900. hs codes.',
      'UK + EU VAT fields (IOSS). MRR $52,900. HS codes.',
    ],
    [
      'etsy + shopify sellers, launched sept 2022, quit jan 2023',
      'Etsy + Shopify sellers, launched Sept 2022, quit Jan 2023',
    ],
    ['mostly us, uk, au.', 'mostly US, UK, AU.'],
    // "us" the pronoun, an address, "may" the verb and an hour stay as they are.
    ['tell us, and we ship to the uk', 'tell us, and we ship to the UK'],
    ['visit tariffy.app/etsy or shop.uk/eu', 'visit tariffy.app/etsy or shop.uk/eu'],
    ['we may 2 times a week, in may 2023 and on 9 may', 'we may 2 times a week, in May 2023 and on 9 May'],
    ['a 2 hr drive with Kai', 'a 2 hr drive with Kai'],
    // Review: "may" the verb after a count, an email, "de facto".
    ['These 2 may not sell. Shipped 9 may.', 'These 2 may not sell. Shipped 9 May.'],
    ['write to ai@lenzo.it, to us, de facto free', 'write to ai@lenzo.it, to us, de facto free'],
    // Written with capitals, "api" in small letters is a word (a drink in Aymara); in lower case, the abbreviation.
    [
      'She sold api and buñuelos at the Feria. We paid her in api. Then we had 3,000 MRR.',
      'She sold api and buñuelos at the Feria. We paid her in api. Then we had 3,000 MRR.',
    ],
    ['our api is public now. the sdk too.', 'our API is public now. the sdk too.'],
    ['We sell to the uk. Our mrr is $4k.', 'We sell to the UK. Our MRR is $4k.'],
  ])('%p', (text, written) => expect(writtenCase(text)).toBe(written))
})

describe('names and abbreviations in a lower-case answer', () => {
  it.each([
    // A note taken back in the same breath goes; what it was about stays.
    [
      'arnie gave me his old hoof knives theyre on the wall in the office dont put that in its kinda a weird thing to have on a wall no put it in he would like that',
      "Arnie gave me his old hoof knives. They're on the wall in the office.",
    ],
    // A number word said twice is said once; a range's scale goes with both ends; letters spelled out are a word.
    [
      'lameness went from twenty six percent on average to um thirteen percent no wait fourteen fourteen percent',
      'Lameness went from 26% on average to 14%.',
    ],
    [
      'a case of lameness costs somewhere around three to five hundred bucks a cow',
      'A case of lameness costs somewhere around $300 to $500 a cow.',
    ],
    ['we had twenty to thirty thousand visitors', 'We had 20,000 to 30,000 visitors.'],
    ['we rent two two-bedroom units to students', 'We rent two two-bedroom units to students.'],
    ['we went from one to five hundred customers in a year', 'We went from one to 500 customers in a year.'],
    // A note taken back only where "put it in" ends its clause.
    [
      'dont use it on wet leather no keep it in the box overnight',
      "Don't use it on wet leather no keep it in the box overnight.",
    ],
    [
      'applications are at hoofprint dot farm slash school thats h o o f print dot farm slash school',
      "Applications are at hoofprint.farm/school. That's hoofprint.farm/school.",
    ],
    // "fridge" is a place to the tagger; after "the" it is the thing.
    [
      'they sent me a postcard from every state and territory theyre on the fridge at the office',
      "They sent me a postcard from every state and territory. They're on the fridge at the office.",
    ],
    // "sure" after "an" is no noun joined to "meeting": no break after it.
    [
      'everyone in wool says theres a shearer shortage thats the big thing at every meeting an yeah sure theres less shearers now',
      "Everyone in wool says there's a shearer shortage that's the big thing at every meeting and sure there's less shearers now.",
    ],
    [
      'free: whole shop classified. tariffy.app/etsy before 30 june.',
      'Free: whole shop classified. tariffy.app/etsy before 30 June.',
    ],
    ['50 etsy sellers and no slack in it', '50 Etsy sellers and no slack in it.'],
    ['connect shopify/etsy, or go to shop.etsy.com/x', 'Connect Shopify/Etsy, or go to shop.etsy.com/x.'],
    ['our saas has apis, JUNE 2020!!', 'our SaaS has APIs, JUNE 2020!!'],
    // A place said with what it is, and a word nobody knows after "in" or "from", are names; "our island",
    // "in town" and "at home" are not.
    [
      'my granny lives on cat island and the ladies in vieux fort buy it at potters cay',
      'My granny lives on Cat Island and the ladies in Vieux Fort buy it at Potters Cay.',
    ],
    ['I tie it round my neck 😂 Honestly? Life-changing.', 'I tie it round my neck 😂 Life-changing.'],
    ['It was hard, you know? Then we grew.', 'It was hard. Then we grew.'],
    [
      'Would you pay $10 a month for that, you know? Most people say yes.',
      'Would you pay $10 a month for that? Most people say yes.',
    ],
    [
      'They wanted $5,000 for a logo. Seriously? We made our own.',
      'They wanted $5,000 for a logo. Seriously? We made our own.',
    ],
    // Ordinary words before "bay", "island" or "point" name no place.
    [
      'we were at breaking point and we deliver to all islands and we work at the loading bay',
      'We were at breaking point and we deliver to all islands and we work at the loading bay.',
    ],
    [
      'the first harvest was so so but the second one was nice',
      'The first harvest was so-so but the second one was nice.',
    ],
    [
      'the first week it was so so good we sold out twice and then um we had to close',
      'The first week it was so good we sold out twice and then we had to close.',
    ],
    [
      'my cousin came from ikeja and now she sells in laborie on our island in town and at home',
      'My cousin came from Ikeja and now she sells in Laborie on our island in town and at home.',
    ],
  ])('%p', (text, clean) => expect(cleanAnswer(text)).toBe(clean))
})

describe('a story told in the present by a second-language speaker', () => {
  it.each([
    ['In 2019 he say no and I come back home.', 'In 2019 he said no and I came back home.'],
    // A wish or a question keeps its verb.
    [
      'My Dacia, named Gică, may he rest in peace, refused to start.',
      'My Dacia, named Gică, may he rest in peace, refused to start.',
    ],
    // A preposition or a noun ending in -ing is no verb to put in the past ("were during").
    ['In 2019, during Cyclone Idai, he come back home.', 'In 2019, during Cyclone Idai, he came back home.'],
    // A verb already in the past stays as it is (not "wented").
    [
      'When I went down to the river in 2015, I see the bridge is gone.',
      'When I went down to the river in 2015, I saw the bridge is gone.',
    ],
    // What is so now is told in the present.
    [
      'Now she make the order one day before and the botija is arriving at 7.',
      'Now she makes the order one day before and the botija is arriving at 7.',
    ],
  ])('%s', (said, expected) => {
    expect(correctSecondLanguage(said, true)).toBe(expected)
  })
})

describe('a second-language verb put right, and only where it is wrong', () => {
  it.each([
    ['The farmer need the middleman.', 'The farmer needs the middleman.'],
    ['The farmer and the buyer pay cash.', 'The farmer and the buyer pay cash.'],
    ['Did the farmer pay for it?', 'Did the farmer pay for it?'],
    // The noun after a preposition is not the subject.
    ['The people in the periphery need delivery more.', 'The people in the periphery need delivery more.'],
    ['Her score on the website go down.', 'Her score on the website goes down.'],
    ['The business of my father need money.', 'The business of my father needs money.'],
    ['The bus from the village come at 7.', 'The bus from the village comes at 7.'],
    ['Many of the men work away in South Africa.', 'Many of the men work away in South Africa.'],
    [
      'The people who make the system work are volunteers.',
      'The people who make the system work are volunteers.',
    ],
    // The past begins where it is said: a shop still open stays in the present.
    [
      'He have a pastry shop near Tajrish — he open it 30 years ago.',
      'He has a pastry shop near Tajrish — he opened it 30 years ago.',
    ],
    // …but a verb of what happened is told as the past, whichever clause says when (never "comes").
    ['My father come to Tehran — it was 1979.', 'My father come to Tehran — it was 1979.'],
    ['He open the shop; that was in 2019.', 'He opened the shop; that was in 2019.'],
    [
      'In 2021 she come to the shop — she tell him about the soap.',
      'In 2021 she came to the shop — she told him about the soap.',
    ],
    // A year in a wish or a plan is still to come: nothing moves into the past.
    [
      'I want 150 landlords to join yearly plan before Khmer New Year, April 2027 — so their building is clean.',
      'I want 150 landlords to join yearly plan before Khmer New Year, April 2027 — so their building is clean.',
    ],
    ['Next year he open a shop in Kampot, in 2027.', 'Next year he open a shop in Kampot, in 2027.'],
  ])('%s', (said, expected) => {
    expect(correctSecondLanguage(said)).toBe(expected)
  })
})

describe('what the rules drawn from fresh36 leave alone (a review of them)', () => {
  it.each([
    // A pronoun after a noun opens a new sentence unless it picks one of several out.
    ['we called the supplier they agreed', 'We called the supplier. They agreed.'],
    ['i showed my mom the app she cried', 'I showed my mom the app. She cried.'],
    [
      'we lost the client they left and never came back',
      'We lost the client. They left and never came back.',
    ],
    ['we called each farmer they picked up', 'We called each farmer. They picked up.'],
    ['we open every day we close on mondays', 'We open every day. We close on Mondays.'],
    // A county fair, a street at the start, a road trip.
    ['we started at a texas county fair', 'We started at a Texas county fair.'],
    ['the street was empty so we moved the stall', 'The street was empty so we moved the stall.'],
    ['we went on a instagram road trip', 'We went on an Instagram road trip.'],
    // Numbers said twice that are not said again for weight.
    ['two kinds of bread two and a half dollars each', 'Two kinds of bread two and a half dollars each.'],
    [
      'we lost five clients in week five and then it got better',
      'We lost five clients in week five and then it got better.',
    ],
    ['we signed ten schools by day ten', 'We signed ten schools by day ten.'],
    // "miss" the verb, and a word with a hyphen.
    ['patients miss their doses our app reminds them', 'Patients miss their doses. Our app reminds them.'],
    ['we were in the uh in-between stage', 'We were in the in-between stage.'],
  ])('%s', (said, written) => expect(cleanAnswer(said, [])).toBe(written))

  it.each([
    ['Our customers are mostly women 25 to 40.', 'Our customers are mostly women.'],
    [
      'On Saturdays we get mostly families 40 to 50 a day.',
      'On Saturdays we get mostly families 40 to 50 a day.',
    ],
    ['Our backers are 312 people from 14 countries who pre-ordered on Kickstarter.', null],
    ['Our donors are the reason 900 kids ate lunch this winter.', null],
    ['The person who signs for the delivery is often a teenager, so we added photo proof.', null],
    ['The one who decides is the kid: if the kid hates the taste, the parents never buy again.', null],
    ['The person who decides is the patient, not the doctor, and that changes everything.', null],
    ['The church agreed to share it with us for free on Sundays.', null],
    ['The museum allowed us to use their photos of the old mill on our packaging.', null],
    ['He said use his name, but the next week he cancelled the whole order.', null],
    ['She wanted a cake for her daughter and she said use her first name in big pink letters.', null],
    // A pleasantry to the interviewer.
    [
      'We give new life to dental chairs. Is a pleasure to talk with you.',
      'We give new life to dental chairs.',
    ],
    // A request said after consent is posted as asked; a note on how to print it is not.
    [
      'she said the meat sleeps cold now and she said we can use her name and she said write that her fat cakes are the best at soweto market',
      'She said the meat sleeps cold now. Her fat cakes are the best at Soweto Market.',
    ],
  ])('%s', (said, written) =>
    expect(sentencesOfAnswer(readAnswers([{ speaker: 'founder', content: said }])[0]!).join(' ')).toBe(
      written ?? said,
    ),
  )
})

describe('an age, "there are" and a clause said as in a Romance language', () => {
  it.each([
    [
      'Mr. Jean-Bosco Atangana, he has 62 years, cocoa farmer in Obala.',
      'Mr. Jean-Bosco Atangana, he is 62, cocoa farmer in Obala.',
    ],
    [
      'Júlia is dentist, she has 29 years and she opened her clinic in 2024.',
      'Júlia is a dentist, she is 29 and she opened her clinic in 2024.',
    ],
    [
      'My grandmother had 81 years when she start the garden.',
      'My grandmother was 81 when she start the garden.',
    ],
    [
      'In Brazil have many young dentists who cannot buy new equipment, So they wait many years.',
      'In Brazil there are many young dentists who cannot buy new equipment, so they wait many years.',
    ],
    [
      'We want to help them for attend better the patients.',
      'We want to help them to attend better the patients.',
    ],
    [
      'We make fog collectors, is the nets that catch the water of the fog.',
      'We make fog collectors: the nets that catch the water of the fog.',
    ],
    [
      'Our priority, as always, is the health of the patients.',
      'Our priority, as always, is the health of the patients.',
    ],
    // (A comma before "is" that ends a clause of its own stays.)
    ['What we sell, is the best in Chile.', 'What we sell, is the best in Chile.'],
    // Years of something, or years ago, are no age.
    ['We have 30 years of experience in the sector.', 'We have 30 years of experience in the sector.'],
    ['I have 12 years working in hospitals.', 'I have 12 years working in hospitals.'],
  ])('%s', (said, written) => expect(cleanAnswer(said, [], true)).toBe(written))
})

describe("what fresh39's readers put right", () => {
  const said = (raw: string, topic: 'story' | 'proof' | 'customer' | 'belief' = 'story') =>
    sentencesOfAnswer({ index: 3, topic, raw, clean: cleanAnswer(raw) })
  it.each([
    // "people is" with "people" the object of a verb: the founder's "is" stays.
    [
      'So half of what I end up telling people is to turn it down.',
      ['Half of what I end up telling people is to turn it down.'],
    ],
    // "So far" is no greeting.
    [
      "So far we've given back 41,000 photos to 900 families.",
      ["So far we've given back 41,000 photos to 900 families."],
    ],
    // A pronoun or a preposition typed twice across a comma is meant; an article is a stutter.
    [
      'It is what comes in, in some form, that we save.',
      ['It is what comes in, in some form, that we save.'],
    ],
    ['We carbonise it, it burns for hours.', ['We carbonise it, it burns for hours.']],
    ['We check the, the liner first.', ['We check the liner first.']],
  ] as const)('%s', (raw, sentences) => expect(said(raw)).toEqual([...sentences]))

  it('reads "she said it like she was mad" as how she said it, and lets a trailing "so" go', () => {
    const sentences = said(
      'she called me at the end of the year and um she said it like she was mad about it you know thats just how she talks but uh she put us in for all three of her yards so',
      'customer',
    )
    expect(sentences.join(' ')).toContain('She said it like she was mad about it')
    expect(sentences.join(' ')).not.toMatch(/“|"/)
    expect(sentences.join(' ')).not.toMatch(/\bso\.$/)
  })

  it('leaves "My name is …, but everybody call me Golf." out as an introduction', () => {
    const hello = readAnswers([
      {
        speaker: 'founder',
        content:
          'Sawasdee krub, hello. My name is Nattapong Wongsuwan, but everybody call me Golf. We help durian packing house to know which durian is ripe.',
      },
    ])[0]!
    expect(sentencesOfAnswer(hello)).toEqual(['We help durian packing house to know which durian is ripe.'])
  })
})

describe("what fresh40's readers put right", () => {
  it.each([
    [
      'I screenshotted it and stuck it on the wall. She said we can share it with her name!!',
      ['I screenshotted it and stuck it on the wall.'],
    ],
    [
      "Morag phoned me after that first spring. She's fine with her name being used, she said she'd be offended if it wasn't.",
      ['Morag phoned me after that first spring.'],
    ],
    [
      'Now my customers drink it. He is agree that I used his name, he is very proud.',
      ['Now my customers drink it.'],
    ],
    // Not a note on consent.
    [
      'We can share it with her name on the label, she designed it.',
      ['We can share it with her name on the label, she designed it.'],
    ],
  ] as const)('a note on consent is left out: %s', (content, sentences) =>
    expect(sentencesOfAnswer(readAnswers([{ speaker: 'founder', content }])[0]!)).toEqual([...sentences]),
  )

  it.each([
    // A consent that opens a sentence goes; what she does now stays.
    [
      'She has asked us to share her words, and she now volunteers at our clinics.',
      ['She now volunteers at our clinics.'],
    ],
    [
      'She asked us to share the flyer with her neighbours.',
      ['She asked us to share the flyer with her neighbours.'],
    ],
    [
      'They asked us to share their story, and they cried when they read it.',
      ['They asked us to share their story, and they cried when they read it.'],
    ],
    [
      'I wanted to call the gin after Mrs Patel, and she says I can use her name too.',
      ['I wanted to call the gin after Mrs Patel, and she says I can use her name too.'],
    ],
    [
      'When I mentioned he could pay monthly, he bought it.',
      ['When I mentioned he could pay monthly, he bought it.'],
    ],
    // A year put right; the founder working a sum out aloud; a filler inside a clause; a consent; an example
    // of what the reader never saw; the interviewer's label.
    [
      'The moment was March 2019. No, hang on, 2018. March 2018. I was operations manager.',
      ['The moment was March 2018.', 'I was operations manager.'],
    ],
    [
      'For a brewery with 800 kegs it is, let me do the sum, £360, yes, about four new kegs.',
      ['For a brewery with 800 kegs it is £360, about four new kegs.'],
    ],
    [
      'We got back 6,940 kegs, which at £90 a keg is, well, about £620,000.',
      ['We got back 6,940 kegs, which at £90 a keg is about £620,000.'],
    ],
    ['Now he sleeps well. He is happy that we are using his name.', ['Now he sleeps well.']],
    [
      'Maria is happy that we can use her kitchen on Sundays, so we bake there.',
      ['Maria is happy that we can use her kitchen on Sundays, so we bake there.'],
    ],
    ["That's all we asked for, well, most of it.", ["That's all we asked for, most of it."]],
    ['He said, let me work it out, and came back.', ['He said, let me work it out, and came back.']],
    ['Numbers okay but costs high. We sold 40 units.', ['Numbers okay but costs high.', 'We sold 40 units.']],
    [
      'So um numbers okay since the storm we milled 412,000 board feet.',
      ['Since the storm we milled 412,000 board feet.'],
    ],
    [
      'Two things. The first one is from a customer in Leeds. She said the box arrived crushed.',
      ['The first one is from a customer in Leeds.', 'She said the box arrived crushed.'],
    ],
    // "Then I talked about it at…" is what happened; "the farmer I talked about" points back.
    [
      "Then I talked about it at a brewers' meeting in Bristol, and 11 breweries asked to use it.",
      ["Then I talked about it at a brewers' meeting in Bristol, and 11 breweries asked to use it."],
    ],
    ['The farmer I talked about earlier bought two.', ['The farmer bought two.']],
    // "Two things the first one is from February. We are…": when the first one comes stays.
    [
      'Two things the first one is from February. We are putting a locker at the market.',
      ['From February, we are putting a locker at the market.'],
    ],
  ] as const)('what is said to the interviewer goes: %s', (content, sentences) =>
    expect(sentencesOfAnswer(readAnswers([{ speaker: 'founder', content }])[0]!)).toEqual([...sentences]),
  )

  it("keeps a message's own words as the message said them", () => {
    const post = (text: string) => ownOpening({ text, topic: 'customer' }, 'Arvo Candle')
    // An email from someone, as the founder put it: readers crossed out "about <product>" as clumsy.
    expect(post('Email from a mum in Porthleven: "Checked it in the car park."')).toBe(
      'Email from a mum in Porthleven: "Checked it in the car park."',
    )
    expect(post('One example is Shabbir Ahmed, he has a shop in Aminabad.')).toBe(
      'Shabbir Ahmed, he has a shop in Aminabad.',
    )
    expect(post('Email from Sarah, a mum in Leeds: "Love it."')).toBe(
      'Email from Sarah, a mum in Leeds: "Love it."',
    )
    expect(post('One example is the school in Leeds, where 40 kids signed up.')).toBe(
      'One example is the school in Leeds, where 40 kids signed up.',
    )
    expect(post('email from marc demers, aug: "Booked a lakeside site."')).toBe(
      'email from marc demers, aug: "Booked a lakeside site."',
    )
    expect(post('Email from a mum about the refill: "Smells like rain."')).toBe(
      'Email from a mum about the refill: "Smells like rain."',
    )
    expect(post('Bree sent me a DM and it just said: "Lit Nan\'s Laundry and had to ring my mum."')).toBe(
      'Bree sent me a DM and it just said: "Lit Nan\'s Laundry and had to ring my mum."',
    )
    expect(post('Bree wrote: "Lit Nan\'s Laundry and had to ring my mum."')).toBe(
      'Bree wrote: "Lit Nan\'s Laundry and had to ring my mum."',
    )
  })

  it.each([
    ['Actual we have 180 huts on Hüttenbuch.', 'Currently we have 180 huts on Hüttenbuch.'],
    ['The guests must not look on their phone.', "The guests don't have to look on their phone."],
    [
      'Hüttenbuch is booking system for mountain huts, every guest becomes a message.',
      'Hüttenbuch is a booking system for mountain huts, every guest gets a message.',
    ],
    ['Trocheak is app for landlords.', 'Trocheak is an app for landlords.'],
    ['Every tailor is having ten-fifteen registers.', 'Every tailor is having 10 to 15 registers.'],
    // A language without "he" and "she" mixes them: the one the sentence holds to is the person's; a
    // count takes the plural.
    // …after a sentence about a woman alone; two people named before are two people.
    [
      'Fatma Teyze is our neighbour. He is 68 years old, she has 320 trees, and her husband died four year ago.',
      'Fatma Teyze is our neighbour. She is 68 years old, she had 320 trees, and her husband died four years ago.',
    ],
    [
      'Mehmet and Ayşe are our first customers. He has 200 trees, she has her own 150 trees.',
      'Mehmet and Ayşe are our first customers. He has 200 trees, she has her own 150 trees.',
    ],
    ['He is 40, she is his wife.', 'He is 40, she is his wife.'],
    ['We have a 2000 year old tree and a 30 day trial.', 'We have a 2000 year old tree and a 30 day trial.'],
    [
      'He was — sorry, she was the best picker, with her medal.',
      'He was — sorry, she was the best picker, with her medal.',
    ],
    ['In 2020 year, in April, we started.', 'In 2020, in April, we started.'],
    [
      'With stick, one tree takes about 40 minute; with our machine 8 minute.',
      'With stick, one tree takes about 40 minutes; with our machine 8 minutes.',
    ],
    ['It is a 40 minute drive.', 'It is a 40 minute drive.'],
    // As said.
    ['The hut is the system we trust.', 'The hut is the system we trust.'],
    ['Problem is system, no information.', 'Problem is system, no information.'],
    [
      'The mountain give, so you must not take everything.',
      'The mountain give, so you must not take everything.',
    ],
  ])('a German calque said as in English: %s', (said, written) =>
    expect(cleanAnswer(said, [], true)).toBe(written),
  )

  it('says a count of people doing something to them', () => {
    const told = goalTold(
      [
        'What I want: 40 wedding planners in Nairobi and Nakuru joining the Rusha Planner Club before December wedding season 💒🎉',
        'Planners get 25% off, free samples of every colour, and their name on our site 💅🏾 Sign up at rusha.co.ke/planners or just WhatsApp us 📲',
        'And if you have a December wedding coming up, tag your planner!! 👀',
      ],
      3,
    )!
    expect(told.text).toStartWith(
      'Wedding planners in Nairobi and Nakuru: join the Rusha Planner Club before December',
    )
  })

  it('says "with you" to the people the ask is for', () => {
    expect(
      askFrom([
        'What I would like is 150 piano tuners to start a free trial.',
        "They can sign up at temperament.app/tuners and I'll do the import with them myself.",
      ]),
    ).toContain("You can sign up at temperament.app/tuners and I'll do the import with you myself.")
  })
})

describe('whom it is for, said as a bare phrase after what it is', () => {
  it.each([
    [
      "Anyone who's had water through the house in Lismore.",
      "It's for anyone who's had water through the house in Lismore.",
    ],
    [
      'Piano tuners and technicians, mostly self-employed.',
      "It's for piano tuners and technicians, mostly self-employed.",
    ],
    ['Web agencies in the EU.', "It's for web agencies in the EU."],
    ['Homesick Aussies!!!', "It's for homesick Aussies!!!"],
    // "Mainly …" of those who buy: "It's mainly for …"; of anything else, as said.
    [
      'Mainly small coffee shop and bakery café, one or two owner.',
      "It's mainly for small coffee shop and bakery café, one or two owner.",
    ],
    ['Mostly US, UK, Germany.', 'Mostly US, UK, Germany.'],
    ['Usually three weeks.', 'Usually three weeks.'],
    // Things, a price, a time, a sentence with its verb, a place: as said.
    ['Two sizes, 300 g and 500 g.', 'Two sizes, 300 g and 500 g.'],
    ['Payments, orders, events.', 'Payments, orders, events.'],
    ['Free up to 10 users.', 'Free up to 10 users.'],
    ['Our customers are mostly bakeries.', 'Our customers are mostly bakeries.'],
    ['Big Sur and Monterey.', 'Big Sur and Monterey.'],
    ['Lima girl, 33.', 'Lima girl, 33.'],
    ['No in-house lawyer.', 'No in-house lawyer.'],
    ['Sellers: 3,800 members of housing associations.', 'Sellers: 3,800 members of housing associations.'],
    ['Ready-made readers, good quality, in 15 styles.', 'Ready-made readers, good quality, in 15 styles.'],
    ['The carvers!! 17 of them, 11 women.', 'The carvers!! 17 of them, 11 women.'],
    ['Reminders, deposits, a waitlist.', 'Reminders, deposits, a waitlist.'],
  ])('%s', (said, written) => expect(forWhom(said)).toBe(written))

  it('says it once a post, where the people are first named', () => {
    const posts = writePosts([
      { speaker: 'interviewer', content: 'What are you building, and who is it for?' },
      {
        speaker: 'founder',
        content:
          'Uptime monitoring for podcast feeds. Checks every 5 min. $9/mo per show. Independent podcasters with sponsors. Small networks, 5 to 25 shows.',
      },
    ])
    const all = posts.map((p) => [p.text, ...(p.parts ?? [])].join(' ')).join(' ')
    expect(all).toContain("It's for independent podcasters with sponsors.")
    expect(all.match(/It's for/g)?.length).toBe(1)
  })
})

describe('what the new rules leave alone (the review of deabfae)', () => {
  const said = (content: string, question = 'Tell me more.') =>
    sentencesOfAnswer(
      readAnswers([
        { speaker: 'interviewer', content: question },
        { speaker: 'founder', content },
      ])[0]!,
    ).join(' ')
  it.each([
    ['my mums still working at the bakery', "My mum's still working at the bakery."],
    ['41 yes, 12 no, 7 not sure.', '41 yes, 12 no, 7 not sure.'],
    ['in 2020 20 so we doubled from 10 clubs', 'In 2020 20 so we doubled from 10 clubs.'],
    ['That that is the whole business, really.', 'That is the whole business, really.'],
    [
      'The guest hears from us, which is, well, see above, my entire belief system.',
      'The guest hears from us, which is, see above, my entire belief system.',
    ],
    [
      'we work with forty two agencies on the coast now and were six of us three vans',
      "We work with 42 agencies on the coast now and we're six of us three vans.",
    ],
    [
      'Small shop owners are very important to us, they are the heart of the village economy.',
      'Small shop owners are very important to us, they are the heart of the village economy.',
    ],
  ])('%s', (content, posted) => expect(said(content)).toBe(posted))

  it('keeps in her words what she keeps: "…and I keep it in the nursery"', () => {
    expect(
      said(
        'so mrs brennan wrote me a card at christmas and she wrote the little sensor is brilliant and i keep it in the nursery',
        'What has a customer actually said to you about it?',
      ),
    ).toBe(
      'Mrs Brennan wrote me a card at Christmas and she wrote: “The little sensor is brilliant and I keep it in the nursery.”',
    )
  })

  it.each([
    [
      "I'm doing a run to Tuntutuliak, no, wait, it was Kongiganak, Tuntutuliak was the day before, doesn't matter, forty minutes.",
      "I'm doing a run to Kongiganak, 40 minutes.",
    ],
    [
      'Then the village agents, who are, and this is my favourite part, mostly women in their fifties.',
      'Then the village agents, who are mostly women in their fifties.',
    ],
    ['The numbers, okay. We have 27 operators on Tailweight now.', 'We have 27 operators on Tailweight now.'],
  ])('what was said to the interviewer goes, from fresh50: %s', (content, posted) =>
    expect(said(content, 'Tell me the story.')).toBe(posted),
  )

  it('takes no platform they sell on for the product, and keeps its capital', () => {
    const transcript = [
      { speaker: 'interviewer' as const, content: 'What are you building, and who is it for?' },
      { speaker: 'founder' as const, content: 'Salla/Zid app. Every order → ZATCA e-invoice. SAR 79/mo.' },
      { speaker: 'interviewer' as const, content: 'Take me to the moment this started: what happened?' },
      {
        speaker: 'founder' as const,
        content:
          "2022. My sister's oud store on Salla got the letter. Posted in a Salla merchants group. 60 DMs.",
      },
      { speaker: 'interviewer' as const, content: 'What do you want these posts to get you?' },
      {
        speaker: 'founder' as const,
        content: '100 accounting offices on the partner plan. qayd.sa/partners',
      },
    ]
    const answers = readAnswers(transcript)
    expect(productName(answers, [])).toBe('Qayd')
    expect(
      writePosts(transcript)
        .map((p) => p.text)
        .join('\n'),
    ).toContain('Qayd is a Salla/Zid app.')
  })

  it('keeps a secret marked in brackets out, to the mark that ends it', () => {
    const posted = said(
      "Prices go from 390 to 420 euros a month.\n\n[off the record] The utility came back with a larger offer. I have not answered. If you write 'Rumine is for sale', I will deny it. [back on]\n\nWe hired a second agronomist.",
      'What are you working on right now, and what ships next?',
    )
    expect(posted).not.toMatch(/utility|answered|deny|back on/)
    expect(posted).toContain('We hired a second agronomist.')
  })

  it('keeps a terse "Mostly online, some markets." (where they sell)', () => {
    expect(
      said(
        'Soap from goat milk. Mostly online, some markets. €8 a bar.',
        'What are you building, and who is it for?',
      ),
    ).toContain('Mostly online, some markets.')
  })

  it('splits at a colon only before a thing, never before what someone believes', () => {
    const belief =
      'Almost everyone, including a lot of engineers, believes pile rot is a question of age: the houses are a hundred years old, the piles are at the end of their life, so the only answer is to replace foundations street by street at €100,000 a house.'
    expect(fitted(belief).join(' ')).not.toStartWith(
      'Almost everyone, including a lot of engineers, believes pile rot is a question of age.',
    )
  })

  it('says "you" only for the reader: "when his truck breaks down" is still the reader\'s', () => {
    expect(
      askFrom([
        'We want 15 forwarders.',
        'He can write me on WhatsApp when his truck breaks down and tell his route.',
      ]),
    ).toContain('You can write me on WhatsApp when your truck breaks down and tell your route.')
  })

  it('starts at the answer when it is a sentence: "Beinta Dam, she\'s the site manager…"', () => {
    expect(
      ownOpening(
        {
          text: "The customer I'd tell you about is Beinta Dam, she's the site manager at a farm.",
          topic: 'customer',
        },
        'Moskan',
      ),
    ).toBe("Beinta Dam, she's the site manager at a farm.")
  })

  it('keeps "The customer I\'d point to is…" when what follows is no sentence', () => {
    const text =
      "The customer I'd point to is Cobbled Yard Brewing in Hebden Bridge, a ten-barrel brewery run by Priya Lal."
    expect(ownOpening({ text, topic: 'customer' }, 'Kegtally')).toBe(text)
  })

  it.each([
    ['Mcebisi and Mcebo', 'Mcebisi and Mcebo'],
    ['@Mcgregorbakes', '@Mcgregorbakes'],
    ['Mr Mcevoy', 'Mr McEvoy'],
  ])('mcCase(%p)', (text, written) => expect(mcCase(text)).toBe(written))
})
