// A thirtieth held-out set (ids f29-), written by a helper that never saw the product's code, used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const renzo: Founder = {
  id: 'f29-renzo-rumine',
  name: 'Renzo Maffezzoni',
  company: 'Rumine',
  style:
    "long, rambling technical answers typed before dawn in a laboratory in Cremona while the titrator warms up, about the biology of farm anaerobic digesters (hydrolysis, acidogenesis, acetogenesis and methanogenesis, archaea that are not bacteria, FOS/TAC titration to pH 5.0 and 4.4, the volatile fatty acid profile by gas chromatography with propionic acid as the warning sign, ammonium and free ammonia inhibition from poultry manure, trace elements — cobalt, nickel, molybdenum, selenium, tungsten, iron — by ICP-MS, organic loading rate and hydraulic retention time, foaming, floating layers, sand sedimentation from pig slurry, hydrogen sulphide, biochemical methane potential tests in glass bottles, residual gas potential of digestate, the 999-kilowatt plants built under Italy's old all-inclusive tariff, conversion from gas engines to biomethane for the grid); writes numbered footnotes [1], [2] at the bottom of each answer, and sometimes the footnote is the real answer; opens later answers with an 'ERRATA' paragraph correcting figures he gave earlier (the time the weekly report arrives, the number of digesters he monitors, the price of his first gas chromatograph, the year of the tariff law, the number of farm biogas plants in Italy, a FOS/TAC 'healthy range' he now disowns); off-the-record passages fenced between '[off the record]' and '[back on]' about revenue, a utility's offer to buy the company, and a plant that fed unauthorised expired yoghurt; calls digesters by the nicknames farmers give them ('la Suocera', the mother-in-law, always hungry and always complaining); uses Italian farm words and translates them (liquame, trinciato, cascina, fochista); is openly uneasy that a fifth of revenue comes from selling trace-element mixes his own analysis recommends; insists methane is made by archaea and forbids 'methane-producing bacteria'; never gives a number without its unit (B2B laboratory and advisory service: weekly biological monitoring of farm biogas digesters by courier samples, a Thursday one-page feeding recommendation per digester, methane-potential tests of new feedstocks, site visits and custom trace-element mixes, for dairy and pig farms and small energy companies in northern Italy, with a few plants in Slovenia and Croatia)",
  description:
    'Renzo Maffezzoni, a microbiologist and the son of a dairy-cattle vet, spent nine years as a process biologist for the Italian branch of a biogas plant builder before founding Rumine in Cremona, Italy, in 2017, with his former thesis student Tommaso Ferrari as laboratory manager. Hundreds of farms in the Po Valley run biogas plants: heated concrete tanks in which microbes break down slurry, maize silage and other farm materials without oxygen, producing methane that is burned in an engine to make electricity or, increasingly, cleaned and injected into the gas grid. If a digester is fed faster than its slowest microbes can cope with, acids build up and the biology can collapse within days, stopping gas production for weeks. Many plants are fed by eye and tested rarely. Rumine analyses weekly samples sent by courier — acidity and buffering, the acid profile, ammonia and trace elements — and sends each farm a one-page recommendation per digester every Thursday, saying how to feed it the following week. Monitoring costs 390 euros per digester per month; methane-potential tests of new feedstocks cost 640 euros. Rumine has 14 staff, monitors 187 active digesters on 131 plants, and has analysed 31,862 digester samples.',
  headline: '31,862',
  customerQuote:
    "I used to feed the digester by the colour of the foam. Now I wait for the Thursday email, and the engine hasn't stopped since.",
  goalKeywords: ['biomethane', 'transition protocol', 'March'],
  bannedWords: ['methane-producing bacteria', 'green gold', 'fart', 'circular economy'],
  noEmoji: true,
  answers: {
    opening: `Buongiorno. It is twenty to six in the morning in Cremona, and the fog — la nebbia — is so thick that I cannot see the Torrazzo from the lab window, and the Torrazzo is a bell tower of 112 metres, so you can imagine. Renzo Maffezzoni, Rumine. Three warnings, as a good lab report starts with the method. One: I write in footnotes, a habit from my doctorate that my wife calls a disease. When you see [1], the note is at the bottom, and sometimes the note is the point. Two: when I discover I have given you a wrong number, the next answer will begin with ERRATA. I prefer to be corrected in public than to be right by accident. Three: when I write [off the record], it stays off until I write [back on]. The titrator is warming up, the first courier arrives at seven. Avanti.`,
    product: `In one sentence: Rumine is a laboratory, and a person on the phone, that keep the microbes inside a farm biogas digester healthy, so that the engine never stops.

Now properly. A farm biogas plant in the Po Valley is, most of the time, this: one or two round concrete tanks, 24 to 28 metres across, 6 or 7 metres deep, heated to about 40 degrees Celsius, with a gas-tight double membrane on top — the green or grey domes you see from the motorway between Milan and Brescia. Every day the farm feeds it what it has: cattle or pig slurry (liquame), chopped maize silage (trinciato di mais), triticale, sorghum, sometimes by-products — whey from the cheese dairies, grape pomace, tomato skins. Rice husk is useless, whatever anybody tells you [1]. Inside, with no oxygen, a community of microbes digests it in four steps: hydrolysis, acidogenesis, acetogenesis, methanogenesis. The first three are done by bacteria, and they make acids: acetic, propionic, butyric and their cousins. The last step, the one that makes methane out of acetic acid and out of hydrogen and CO2, is done by archaea, which are not bacteria [2]. The gas — 52 to 54 per cent methane on a healthy plant, the rest CO2 and a little hydrogen sulphide — goes to an engine, the CHP, which makes electricity and heat. The classic Italian farm plant is 999 kilowatts electric. Not 1,000. 999 [3].

The whole biology is a problem of speeds. The acid-makers are fast and tough. The archaea are slow, fussy, and double in days, not hours. Feed faster than the archaea can eat the acids, and acids accumulate, the pH drops, the archaea slow down further, more acids accumulate: a spiral. In ten days a digester of 3,000 cubic metres can go from a megawatt to a smell. We call it acidification. The farmers say 'si è inacidito', in the voice you use for someone who has had a stroke.

What we measure, from the samples the farm sends us every week in a one-litre bottle:
- FOS/TAC: volatile organic acids (FOS, from the German) against buffering capacity (TAC), by titration to pH 5.0 and then 4.4. One number, cheap, weekly. For years I said the healthy range is 0.3 to 0.4. It is not; every plant has its own normal, and the trend matters more than the value. A plant that lives at 0.45 for three years is fine. A plant that goes from 0.28 to 0.36 in two weeks is not.
- The acid profile by gas chromatography, monthly, or at once if FOS/TAC moves: acetic, propionic, iso-butyric, butyric, iso-valeric, valeric, in milligrams per litre. Propionic is the one I watch. Acetic is breakfast; propionic is what stays on the plate when nobody is hungry any more.
- Ammonium nitrogen, and from pH and temperature the free ammonia, which poisons the archaea. Plants that take poultry manure live close to that edge.
- Dry matter and organic dry matter, of the feed and of the tank, so we can calculate the organic loading rate, in kilograms of organic matter per cubic metre per day, and the retention time, in days.
- Trace elements by ICP-MS every quarter: cobalt, nickel, molybdenum, selenium, tungsten, iron. The archaea need micrograms of metals for their enzymes, and a plant that eats mostly maize and little slurry starves of them, slowly [4].
- On request: the residual gas potential of the digestate — how much methane you spread on the field — and BMP tests: a new feedstock with inoculum in 36 glass bottles at 38 degrees for 30 to 35 days, to measure how much methane it really gives before the farmer buys 2,000 tonnes of it.

What the farm gets: every Thursday, an email with one page per digester. The values, the trend, and what to do next week: feed as usual; take 1.5 tonnes a day of maize out for seven days; add 10 cubic metres of slurry; no whey until I say; dose trace elements; or call me. And a number that answers on Sunday, which is my mobile.

Prices: weekly monitoring, with monthly acids and quarterly metals, 390 euros per digester per month. A BMP test, 640 euros per material. A site visit when the problem does not fit in an email, 280 euros plus kilometres, and two a year free for subscribers.

One uncomfortable thing, before you find it yourself: we also sell trace-element mixes, blended to each plant's analysis, and they are about 22 per cent of our revenue [5]. A lab that sells what its own analysis recommends has a conflict of interest; I know it. Our rule: we recommend dosing only when the ICP result shows a deficit, the farmer sees the raw numbers, and he gets the recipe, so he can buy the mix anywhere. Two customers buy it from a competitor with our recipe. Good for them.

[1] Lignin and silica. It gives almost nothing and it floats. I have seen a crust of husk near Vercelli you could walk on. Nobody should walk on a digester.
[2] Please remember this. I will come back to it in the tone answer.
[3] The old all-inclusive tariff was for plants up to one megawatt, so the whole country built 999. A landscape shaped by one kilowatt.
[4] Not the cattle plants: slurry carries the metals that were in the cows' feed. The cows do the supplementation for us.
[5] [off the record] Revenue last year was a little under 1.9 million euros. [back on]`,
    audience: `ERRATA to the product answer: I wrote 'every Thursday' and, in my head, 'by noon'. It is by two in the afternoon. Noon was the promise in 2019, when we had forty digesters. Tommaso has asked me to stop promising noon.

And a second ERRATA, inside this answer, which is a personal record: I tell people we monitor 214 digesters. 214 have a contract. 187 sent a sample every single week in October, on 131 plants [1]. 187 is the honest number; 214 is the optimistic one.

Who they are:

- Dairy farms with their own plant. The classic: 300 to 1,200 Friesian cows milked for Grana Padano and Provolone, a 999-kilowatt plant fed with slurry, maize and triticale. About 60 per cent of the plants. The owner is the farmer, or the farmer's son, or more and more the granddaughter with an agronomy degree and a tablet.
- Pig farms around Brescia and Mantova, 15 per cent. A lot of slurry, thin and poor in energy, with sand and grit that settle on the bottom of the tank. I have measured tanks that lost a third of their volume to sediment in six years without anyone noticing, because the level sensor measures from the top.
- Plants of groups of farmers or small energy companies, 800 kilowatts to 3 megawatts, run by an engineer who wants the data as a CSV at 7 in the morning. 15 per cent.
- Plants converted, or converting, to biomethane — the gas cleaned and injected into the grid instead of burned. 10 per cent today and growing; that is my goal answer.

Mostly Lombardy, then Piedmont, Veneto, Emilia-Romagna and Friuli. Six plants in Slovenia and two in Croatia, with whom I speak a terrible English and they speak a perfect one.

Who actually reads the Thursday email: the person who feeds the digester. In a family plant he is often not the owner. He is the man on the loader — in some cascine, the old farmsteads, they still call him the 'fochista', the stoker, as on a steam train — who every morning puts 35 or 40 tonnes of silage and slurry into the feeder with a bucket. In practice he decides how the digester eats. Often he has no degree and more sense than I have. I write for him. If he cannot read it on his phone standing next to the feeder with gloves on, I wrote it wrong.

The owners care about a different number: euros a day. The engineers care about loading rates. The fochista cares about one thing — is tomorrow the same as today, or different — and he is right to.

(A long aside, which is the useful part.) Every digester has a name. Not on the permit; on the farm. 'La Carolina'. 'Il Vulcano', because it foams over. 'La Suocera' — the mother-in-law — because she is always hungry and always complaining. When the fochista phones, he does not say 'digester two has a high FOS/TAC'. He says 'la Suocera is sulking again'. Since 2020 our reports print the nickname next to the code, in bold. This is free marketing advice from a microbiologist: people look after what has a name [2].

[1] One plant can have a primary digester, a secondary and a post-digester, and we analyse each tank separately, because each has its own biology. A 'plant' is a farm; a 'digester' is a tank.
[2] [off the record] One digester near Lodi is called by the name of the owner's ex-wife. It is the most stable tank we have. I have no theory. [back on]`,
    problem: `ERRATA, short: in the audience answer I called Grana Padano and Provolone 'milked for'. Cows are milked; cheese is not. The hour was early.

The problem has three layers, like a digester with a floating crust.

Layer one: money per day. A 999-kilowatt plant running well makes about 23,500 kilowatt-hours of electricity a day. Under the old all-inclusive tariff of 28 euro cents per kilowatt-hour, that is roughly 6,600 euros a day, every day, for fifteen years (roughly — tariffs and contracts differ). When a digester acidifies, you cut the feed to almost nothing and wait for the archaea to recover, then climb back slowly. Three to six weeks at half power or less. Between 60,000 and 150,000 euros gone, plus the silage that rots in the clamp meanwhile. And the plants are not new: most were built between 2009 and 2013 in a rush, and the tariffs are ending one by one, so the margins that used to hide a bad month no longer hide anything.

Layer two: knowledge. When the plants were built, the builders sent a biologist — me, for nine years — for the start-up: inoculation with digestate from a healthy plant, first feeding, the first three months. Then we left. The builders' service departments shrank when the boom ended, and the farmer stayed with a tank full of organisms nobody had ever introduced him to. Most plants are fed by eye: the colour of the foam, the smell at the overflow, the gas meter. A good fochista can do a lot by eye, but by the time the eye sees it, the acids have been rising for two weeks.

Layer three: speed of testing. Until recently the choice was a university lab, precise and slow — results in three weeks, when the digester has already decided — or the plant builder's own test, once a quarter, with advice that usually involved buying something from the plant builder. A weekly number is useless without someone who has seen a few hundred digesters saying what it means for this one.

Then there are the slow diseases, which do not stop a plant but bleed it, and which nobody budgets for. Foam: a digester fed too much protein or fat, or the wrong silage, foams, and the foam climbs into the gas pipes and the membrane; I have seen a gas engine swallow foam and stop for a week. Floating layers: straw, long fibres, husk, forming a crust a metre thick on top, so that the gas cannot escape and the stirrers turn uselessly underneath. Sediment: sand and grit from pig slurry or from silage clamps with earth floors, filling the bottom of the tank, so that a 3,000-cubic-metre digester is really a 2,200-cubic-metre digester and the retention time — the number of days the food stays inside to be eaten — falls without anyone noticing. Hydrogen sulphide: the rotten-egg gas, corrosive for the engine, fought with iron chloride in the tank or a little air in the dome, and both, done badly, hurt the biology. None of these is dramatic. Each costs 3 to 8 per cent of production, quietly, for years (roughly; it depends on everything).

And then there are the new feeds. The drought of 2022 destroyed a lot of maize; silage prices went up; farmers started feeding whatever was cheap — whey, pomace, damaged grain, sorghum, cover crops, chicken manure from a neighbour. Each change of diet is a risk. A digester eats like a cow: it does not like surprises, and it needs two to three weeks to adapt its population to a new food [1].

The problem nobody says: nobody sees it. A digester that runs well for ten years is invisible. The only time a biogas plant is in the newspaper is when something bad happens. The best work we do is the stop that did not happen, which is the hardest thing in the world to photograph.

[1] My father is a bovine vet, eighty-one, retired, still reads every report I write. He says a digester is a rumen that cannot moo. Rumen acidosis in cows — too much starch too fast, lactic acid, the rumen stops — is the same spiral, with different actors. Rumine comes from rumine, rumen. He chose the name. I was against it. He was right.`,
    story: `ERRATA: in the product answer I wrote that my first gas chromatograph cost 38,000 euros. That was the price of the instrument. With the autosampler and the column it was 46,500 euros, second-hand, from a pharmaceutical lab in Pavia that was closing. I remember the 38,000 because that was what the bank lent me.

I grew up in the cab of a Fiat 127 on farm roads. My father was a vet for dairy cattle, and from the age of six I went with him to the cascine at 5 in the morning, to calvings and to cows that had stopped eating. The first time I saw a rumen fistula — a cow with a window in her side so the vets can take samples — I was eight, and I decided to be a microbiologist without knowing the word.

Agricultural sciences in Milan, then a doctorate on the archaea of anaerobic digestion, in a lab with 30-litre glass reactors that I fed by hand, Christmas included. In 2008 I was hired by the Italian branch of a German plant builder as a process biologist. Those were the years of the boom: the all-inclusive tariff came in the budget law for 2008 — no, ERRATA inside the story: the law was passed in December 2007, for 2008, and the decree that made it work came in the following year [1]. In five years the Po Valley went from a few dozen farm plants to more than a thousand. I started up over 300 digesters, I think — 312 is written in a notebook I kept, and the notebook is reliable. Same ritual every time: fill the tank with water and slurry, inoculate with digestate brought in tankers from a healthy plant, heat it, then the first feeding, a few hundred kilos, raised over eight to twelve weeks. Like weaning a calf.

Then the boom ended, and in 2016 the company halved the service department and offered me a transfer to Bavaria. I have nothing against Bavaria. But in those years the same farmers I had started up were calling my personal mobile, because nobody else answered. Three of them had acidified twice in a year.

One was Giacomo Sanvito, a dairy farmer near Soresina, whose digester 'la Carolina' had stopped three times in 2016. Each time, the same story: a load of silage from a different clamp, wetter, more starch, fed in the same quantity by weight. He offered to pay me for weekly analyses himself. A second farmer heard, then a third. In March 2017 I rented a room above a farm machinery dealer in Cremona, bought the chromatograph from Pavia and a second-hand titrator, and called my former thesis student Tommaso Ferrari, who was working in a food lab measuring salt in salami and was bored to death. He has been the lab manager since the first day. He is more precise than me and less talkative, which the company needs.

We started with 11 digesters on 7 farms. Giacomo lent us a refrigerator for the samples, which had the cheese of his lunch in it for the first month.

[1] I was wrong about this for years at conferences and nobody corrected me, which says something about conferences.`,
    storyFollowUp: `After the room above the tractor dealer:

2017: 11 digesters, then 34 by December. I drove the samples myself on Mondays, in a Panda, 420 kilometres around Lombardy with 34 bottles of digestate in cool boxes. The Panda smelled of it until we sold it. The buyer never complained, which I still think about.

2018: the courier. A national courier agreed to collect from farms on Monday and deliver to us on Tuesday, and suddenly we could serve farms 250 kilometres away. Giacomo became a shareholder with 10 per cent, by his own request; he said he wanted to be sure we would not disappear.

2019: the acid profile by GC became routine for every plant, monthly, not only when things went wrong. That single change is the reason our stops went down, more than anything clever.

2020: COVID. Agriculture was essential and the digesters did not stop; the couriers partly did. For seven weeks I went back to the Panda — a different Panda — with a letter from the provincial farmers' union in the glove box in case of police checks. I was stopped twice. The second policeman's uncle had a plant, so we talked about propionic acid for twenty minutes at a checkpoint on the road to Crema.

2021: our own ICP-MS for the trace elements, instead of sending them out. Expensive and temperamental; it has a nickname now too, 'la Diva'.

2022: drought, and the energy crisis. Gas prices went mad, so electricity prices went mad, so every plant wanted to run at 105 per cent on bad silage. It was the worst year for biology I have seen and the best year for our business, and I am not proud of the coincidence.

2023: the BMP lab: 180 glass bottles in a water bath, for methane-potential tests. And the selenium mistake, which is in the proof answer, because I do not hide it in the story.

2024: the first conversions to biomethane, and the first Slovenian customer, who found us because a Croatian customer posted one of our Thursday pages in a WhatsApp group of plant operators, with the nickname in bold.

2025 and 2026: 14 people: Tommaso, three lab technicians, two agronomists who visit plants, a chemist for the ICP-MS, a logistics person who does only couriers and cool boxes, an administrator, two people on the phone and the reports, a young microbiologist, and me.

[off the record] In June a large energy utility offered to buy Rumine, the whole thing, for a number with a lot of zeros. They want our data — ten years of weekly biology from 200 digesters is rare. I said no, for now. The 'for now' is what keeps me awake, not the no. Please do not write that we are independent 'by choice', because I have not finished choosing. [back on]`,
    proof: `ERRATA: I told you in the story that Italy has 'more than a thousand' farm plants, and elsewhere, from habit, I say 'two thousand'. The number I trust is about 1,700 agricultural biogas plants (roughly, from memory, please check before printing it; better not to print it at all).

Now our numbers, from our laboratory database, up to 31 October 2026. Tommaso checked them; they are not from my memory.

Digester samples analysed since March 2017: 31,862. Each is one bottle from one tank on one day, with at least FOS/TAC, dry matter and organic dry matter. Acid profiles by GC: 11,940. ICP-MS trace-element panels: 3,215. BMP tests completed: 417, on 230 different feedstocks — the strangest was fermented chestnut husks from a sweet factory, which gave a respectable 290 normal litres of methane per kilogram of organic matter, and then the factory closed.

Stops. In 2025, of the digesters that sent samples every week all year (162 of them), 3 had a biological acidification that forced the feed down for more than seven days. Before they were with us, the same farms had told us of 41 stops in the previous three years. I do not compute a percentage because the farmers' memories are not a database, and because the other variables changed too.

Engine hours: our plants that still burn their gas in a CHP averaged 8,290 full-load hours in 2025, out of the 8,760 hours in a year. I am careful with this one: most lost hours are mechanical, the engine and not the biology, and we cannot claim what the mechanic did.

What went wrong. Two cases, and I tell both to anyone who asks.

2020, a pig farm near Mantova, digester 'il Moro'. It had acidified before it joined us; we brought it back in six weeks. Then I let the farmer increase the feed too fast — 10 per cent a week, when with that propionic level it should have been 5. It acidified again. Three more weeks at low power, my fault, and I said so on his farm, in his kitchen, in front of his mother, which was the hard part.

2023, the selenium. When Tommaso was on holiday, a new technician prepared the calibration standard for selenium on the ICP-MS with an error of a factor of ten. For five weeks our selenium results were ten times too low. We recommended selenium dosing to nine plants that did not need it. Selenium is an essential trace element and a toxic one; the dose makes the poison, and the digestate goes on fields. We found the error ourselves in an interlaboratory comparison round in week five. The same day I phoned all nine farmers, stopped the dosing, refunded every mix, and paid for digestate analyses on all nine plants. The doses were small and the values in the digestate stayed within limits. Nobody was harmed, and I was lucky, which is not the same as being good. Now every calibration standard is prepared by one person and checked by another, and we do an interlaboratory round every quarter, not twice a year.

[off the record] In 2021 a plant near Cremona sent a sample with a fat content and an acid profile that made no sense for its feed list. It was expired supermarket yoghurt, bought cheap, not on their permit. I told the owner that I would not write a recommendation for a feed that was not authorised, and that if it went on, he should find another lab. It stopped. He is still a customer and we do not speak of yoghurt. [back on]`,
    proofFollowUp: `The case I tell is Franco's. First name only, no farm, no village, please. A dairy farmer south of Crema: 640 milking cows, a 999-kilowatt plant built in 2011, a primary digester the family calls 'il Vulcano' because in its first year it foamed out through the overpressure valve and covered the owner's new car.

Spring 2024. Franco had reduced his herd by about 15 per cent after a difficult milk price, so less slurry. And a cheese dairy nearby offered him whey for free, delivered. Whey is lactose: fast sugar, exactly what the acid-makers love. He started with 8 cubic metres a day and was raising it, and his gas meter was happy. The fochista — his nephew — was happy. The FOS/TAC had moved only from 0.31 to 0.33, nothing to see.

But in the monthly GC profile, propionic acid had gone from 180 to 610 milligrams per litre in four weeks, and the propionic-to-acetic ratio had crossed one [1]. On the quarterly ICP-MS, nickel and cobalt were at the bottom of what we see, because less slurry meant fewer metals coming in. Two signals pointing to the same place: the archaea were being given more work and fewer tools. That is how acidification begins, weeks before the FOS/TAC number says anything.

The Thursday page said, in red: whey down to 3 cubic metres a day from Monday, no increase for four weeks; dose a nickel and cobalt mix at the rates in the table; sample twice a week. Franco called me, annoyed. Free feed, more gas, and the lab says stop. I said: you can prove me wrong in three weeks, and it will cost you some gas; or you can prove me right in six, and it will cost you the spring. He did it, grumbling.

Propionic was back under 250 in three weeks. The whey went back up slowly, to 6 cubic metres, where it has stayed. 'Il Vulcano' has not been below 940 kilowatts on any day since, except for engine maintenance.

In December he sent me a box of his cheese, which I am not allowed to accept under our quality procedure, so it was declared a lab sample and eaten by the lab. The message with it is in the next answer.

[1] Why the ratio matters more than the value: acetic acid is eaten directly by the archaea; propionic has to be broken down first by a partnership of bacteria and archaea that only works when the hydrogen around them is kept very low. When propionic accumulates faster than acetic, it usually means that partnership is struggling — too much food, too little metal, too much ammonia. In Franco's case, two out of three. A propionic-to-acetic ratio above about one is not a diagnosis; it is a reason to look harder, which in our lab means a second sample on Monday.`,
    customerWords: `Franco wrote it in a WhatsApp message in December 2024, in Italian, under the photo of the box of cheese. I translated it; my translation lost a swear word in the middle, which he says he approves of for the internet.

"I used to feed the digester by the colour of the foam. Now I wait for the Thursday email, and the engine hasn't stopped since."

Attribution: "Franco, a dairy farmer near Crema". No surname, no farm, no village, no photograph of the plant or the dome — every dome in the Po Valley is recognisable from a drone, and his neighbours do not need to know his feeding. He asked one more thing: do not make him sound as though he had been doing it wrong for thirteen years. He fed it well, by eye, for thirteen years. The eye is just late.`,
    belief: `Four beliefs, with one footnote, which is restraint for me.

One: measure before you dose. Anything you add to a digester — metals, enzymes, additives with a picture of a happy microbe on the drum — should answer a number you measured. Half of what is sold to biogas plants in this country is sold to people who were never shown a number. That includes, sometimes, things we sell, which is why the farmer sees the raw data and gets the recipe.

Two: the person on the loader is the most important person on the plant. Not the owner, not the engineer, not me. The report is written for him, the training is for him, and when something goes well I call him, not only the owner.

Three: biology is slow, and slow is not bad. Every disaster I have seen came from a change that was too fast: a new feed, more feed, a hurry to make up for a bad month. Five per cent a week. It is boring advice and it is the whole of the art.

Four: a stop is a failure of attention, not bad luck. A digester almost always warns you two or three weeks ahead, in a number nobody was looking at. Our job is to be the one looking.

And a fifth, half a belief: names matter. A tank with a name gets looked after. My father knew every cow on forty farms by name [1].

On the first belief, because it is the one that makes me enemies [2]. In this sector there is a whole market of additives: enzymes, 'biological activators', powders with names like racing horses, liquids in blue drums with a cartoon of a smiling microbe. Some are good. Many are trace elements at four times the price with a story around them. A few are nothing at all. In 2019 a farmer near Brescia showed me his invoices: 41,000 euros in one year on an 'activator' whose label listed, when we analysed it, mostly iron and molasses. His digester had a nickel deficit, which the activator did not contain. We fixed it with a mix that cost him 3,800 euros a year. He still has two full drums of the activator in his barn; he says he keeps them to remind himself.

On the third belief, where the 5 per cent comes from. The archaea that eat propionic acid are the slowest of all; in a mesophilic digester their population needs two to three weeks to grow into a new amount of food. If you raise the load by 5 per cent a week, they keep up. At 10 per cent a week, on a plant that is already near its limit, they fall behind, propionic accumulates, and you are back in the spiral. It is not a law of nature; it is what I have seen on 312 start-ups and ten years of Thursdays. On a plant with plenty of margin you can go faster. The trouble is that nobody knows their margin until they have run out of it.

[1] He still does. He also knows the names of the digesters, now, because he reads the reports. Last month he asked me how 'la Suocera' was doing, before he asked about my children.
[2] Two suppliers of additives have stopped greeting me at the agricultural fair in Cremona. I consider it a form of peer review.`,
    update: `ERRATA to the belief answer: 'forty farms' was my father's count in the eighties; in the nineties it was nearer sixty. He read the draft and corrected it himself.

Since the summer, five things.

One: we moved. In July the lab left the room above the tractor dealer — by then it was four rooms — for a former dairy on the ring road of Cremona. Twice the space, a proper sample reception with a cold room, and, at last, a separate room for the BMP bottles, which smell, to be polite, of what they are.

Two: heat. The summer of 2026 was hot here, and many digesters ran at 43 or 44 degrees because their cooling was designed for a different climate. Above 42 degrees a mesophilic population starts to suffer, and some plants drifted. We sent a heat warning on Thursday pages for six weeks, and two of our agronomists spent August explaining how to cool a tank of 3,000 cubic metres with what a farm has, which is mostly cold slurry. What helps, in practice: reduce the organic load a little, so the microbes make less heat of their own; feed the coldest material early in the morning; use the cold slurry from the storage lagoon as a coolant, because it is what the farm has; switch off the heating loop entirely, which sounds obvious and which half the plants had not done because the controller was set in 2011 by someone who has since moved to Austria. And one or two plants, the ones with real problems, we let drift slowly up towards 45 degrees and stay there on purpose, because a stable warm population is better than one pushed up and down every afternoon. No stops. A lot of phone calls at night.

Three: a new test for biomethane plants — the residual gas potential of the digestate as a standard part of the package. When you sell gas to the grid instead of electricity, every cubic metre you leave in the digestate is a cubic metre you did not sell. The first 40 results were instructive: the residual potential ranged from 8 to 46 normal litres of methane per kilogram of organic matter, which means that on the worst plants something like a tenth of the gas was going out onto the fields with the digestate (roughly — it depends how you measure it, and the methods disagree; Tommaso and I have argued about this for three weeks and he is winning). Most of the difference came from two things: retention time, and how full of sand the tank was.

Four: a second agronomist, Urška, who grew up on a farm near Ptuj and speaks Slovenian, Croatian, Italian and an English better than mine, so our eight plants across the border no longer have to listen to my English. She started in September and has already found a sediment problem on a Slovenian plant that I had missed for a year from the data alone, by walking around the tank and knocking on the side with a spanner.

Five: prices. From January 2027 weekly monitoring goes from 390 to 420 euros per digester per month, the first increase since 2022. BMP tests stay at 640 euros.

[off the record] The utility came back in October with a second, larger offer. I have not answered. If you write anything like 'Rumine is looking for investors' or 'Rumine is for sale', I will deny it to my own mother, and she will believe me. [back on]`,
    goal: `The goal is biomethane. Specifically: 30 plants that are converting from a gas engine to biomethane signed up to our transition protocol by 31 March 2027. Today we have 9 in it.

Why this, and why now. Many farm plants are ending their old electricity tariffs and converting: instead of burning the biogas in an engine, they clean it — take out the CO2 and the hydrogen sulphide in an upgrading unit — and inject it into the gas grid, or make fuel for tractors and trucks. It is a good future for these plants. But a conversion is dangerous for the biology, for three reasons.

First, the diet changes. Most converted plants must run on much more manure and by-products and much less maize — the rules for biomethane require it. That is a complete change of diet, and a digester on a new diet is a calf that was weaned too fast.

Second, the plant usually stops or runs very low for weeks during the works, when the engine is removed and the upgrading unit arrives. The biology must be kept alive 'in hibernation', fed a little, kept warm, and then woken up.

Third, the upgrading unit wants a steady flow of gas with steady quality. An engine forgives a bad day; a grid connection does not.

The transition protocol, 16 weeks. Before the works: a full baseline of the tanks, and BMP tests of the new feed mix — four are free for plants that sign before 31 March 2027. During the works: a hibernation feeding plan, and samples twice a week. At restart: a day-by-day plan for the new diet, acids twice a week, trace elements monthly, and a phone call every morning for the first three weeks, from one of our agronomists or from me. Price: 5,900 euros for the sixteen weeks, then normal monitoring if they want it.

An example of why, without names. In 2025 a plant in our area — not yet our customer for the conversion, only for weekly monitoring — converted to biomethane. The works took eleven weeks. During them the digester was fed almost nothing, and cooled. At restart, the new diet went in fast: slurry, poultry manure, by-products, very little maize, because the grid connection had a date and the bank had a date. In the third week free ammonia went over the edge, the archaea slowed, the acids went up, and the brand-new upgrading unit, which wants a steady flow, shut itself down nine times in ten days. It took them four months to reach the gas flow the project had promised for the first week. Nothing was broken. Everything was in a hurry.

Why 31 March: most conversions planned for 2027 start their works between May and September, when the farm needs the least heat. The baseline and the BMP tests of the new diet must be done before the works begin, and a BMP test takes five weeks, plus a week to plan. A plant that calls me in June, when the engine is already on a lorry, is calling me too late to do it properly. I will still answer.

Who I want to hear from: owners of farm plants planning a conversion in 2027, and the engineering firms that design and build the conversions — one firm can bring us ten plants, and their project managers know better than anyone that a converted plant with sick biology makes the firm look bad. Write to renzo@rumine.it with the size of the plant, what it eats today, what it will eat after the conversion, and the month the works start. I read everything myself, usually at this hour, with the fog outside.`,
    tone: `Technical, calm, precise. Like a good vet talking to a farmer in the kitchen: honest, no drama, numbers with their units. No emoji, please, none.

Words, please, never:
- 'Methane-producing bacteria'. I said I would come back to it. The methane is made by archaea, a different domain of life from bacteria — as different from bacteria, in a way, as we are. Every article on biogas says 'bacteria' and every microbiologist in Italy sighs. If you need a simple word, write 'microbes'.
- 'Green gold'. It is slurry. It is useful slurry. It is not gold.
- 'Fart', and every joke about cows and gas. I have heard them all, in four languages. The farmers are tired of them, and so is my father.
- 'Circular economy'. It is on every tender and every brochure of every plant builder, and it has stopped meaning anything. Say what happens: the slurry goes in, the gas goes out, the digestate goes back on the field.

Also: do not call slurry 'waste'; on the farm it is fertiliser, and in the digester it is food. No names of farms, plants or villages unless I give them. No drone photographs of domes at sunset; every dome is recognisable. No politics of tariffs and incentives; I will say what a rule requires, never whether it is a good rule. No talk of 'saving the planet'. A well-fed digester is a good thing; it is not a sermon.

And keep the units. 'Methane up 12 per cent' is nothing. Twelve per cent of what, per what, since when.

If you need a sentence that sounds like me, here is one I would sign: 'A digester almost always warns you two or three weeks before it stops; our job is to read the warning and tell the farmer, by Thursday, what to feed it next week.' If you need one line about what a digester is: 'a heated tank where microbes turn slurry and silage into gas, as a cow's stomach does, without the cow.' My father approved that line, so it is the only comparison with a cow I allow [1].

[1] And please do not correct 'normal litres' to 'litres'. A normal litre is a litre of gas at standard temperature and pressure; without it, the number means nothing.`,
    other: `That is outside my field, and I try not to have opinions outside my field, even at this hour. Ask me about a digester — what it eats, what it makes, why it sulks.`,
    repeat: `ERRATA: none this time — I think I already answered that, perhaps in a footnote. The answer is the same; the digesters have not changed their minds since.`,
    pass: `I have nothing useful to add to that. The courier is in the yard with today's bottles and Tommaso is already looking at me. Buona giornata.`,
  },
}

const vojta: Founder = {
  id: 'f29-vojta-setlog',
  name: 'Vojtěch Hrubý',
  company: 'setlog',
  style:
    "terse solo founder and part-time route setter typing on his phone between drilling holds onto a wall in a Brno climbing gym: lowercase, fragments, bullets and dashes, '->', '~', '=', 'w/', 'ngl', 'tbh', 'iirc', 'brb', 'k' for thousands; opens long answers with 'tl;dr'; tags every figure with its source in parentheses — '(src: db)', '(src: stripe)', '(src: their spreadsheet)', '(src: vibes)' — and says the 'vibes' ones must never be printed; corrects himself with 'edit:' lines (his paying-gym count, the month he quit his job, the tick total, the trial length); 'between us:' lines for things not for publication (revenue, a booking-software company sniffing around, a chain that wanted the climbers' data); writes grades only in the Fontainebleau scale for boulders and French for routes and grudgingly adds the American V-scale; 'brb drill' and 'back' when he goes to set; refuses to be called CEO; never uses emoji (B2B SaaS for indoor climbing gyms: a logbook and reset planner for route setters, with QR codes on the walls so climbers can tick problems, suggest grades and report spinning holds without an account; about 143 paying gyms in 19 countries, mostly Central Europe and the UK)",
  description:
    "Vojtěch Hrubý, a backend developer who worked for a bank's IT department in Brno and set boulder problems at a local climbing gym at weekends, founded setlog in Brno, Czech Republic, in 2022 and runs it alone. Climbing gyms remove and replace their routes and boulder problems every few weeks so that regulars have something new to climb; the setters who do this usually track what is on which wall, its grade, its age and who set it on whiteboards and spreadsheets, and learn which climbs are too hard, too easy or broken only from complaints at the desk. setlog lets setters log each climb from their phone at the wall, plan resets on a calendar and see gaps in the grade spread, while climbers scan a QR code at the wall to tick a climb, suggest a grade or report a loose hold, with no account or app needed. It costs 49 euros a month per gym, or 89 euros for large gyms. setlog is used by 143 paying gyms in 19 countries, and climbers have logged 412,077 ticks.",
  headline: '412,077',
  customerQuote:
    "We stopped arguing about grades in the setting room. Now we argue with a graph, and it's over in ten minutes.",
  goalKeywords: ['head setters', 'free trial', 'June'],
  bannedWords: ['crush', 'send it', 'gamification', 'community-driven'],
  noEmoji: true,
  answers: {
    opening: `hi. vojta (vojtěch on paper, nobody says it). setlog, lowercase. brno. at the gym today, resetting the overhang, so answers between drilling.

how to read me:
- numbers have a source tag. (src: db) = from the database. (src: stripe) = billing. (src: vibes) = my guess -> don't print those
- 'edit:' = i got something wrong
- 'between us:' = not for the post
- 'brb drill' = i'm on the ladder

go`,
    product: `tl;dr logbook for route setters + tick app for climbers. gym pays, climbers don't.

for setters:
- log every boulder/route from your phone at the wall: wall, colour, grade, setter, set date, optional photo + holds used. ~20 s per problem
- reset planner: which wall is oldest, which grades are missing, who sets what on which day. calendar, drag and drop
- grade spread chart = what you have vs what you want per grade. the one head setters screenshot for their manager
- setter workload: who set how many, which styles (slab / overhang / comp-style / crimps). stops one setter doing all the dynos forever
- hold inventory + wash cycles (new, see update)

for climbers:
- qr sticker on each wall -> web page -> tick, suggest grade, rate 1-3 stars, flag a spinning/broken hold
- no account needed. account optional if you want your history
- no app store. it's a web app, works on a 2017 android w/ chalky fingers

for the gym:
- flags go to the duty setter's phone. a spinning hold on a 30° overhang is a sprained ankle waiting
- csv export, api for the screen at the desk

what it's not:
- not booking / check-in / memberships. good software exists for that. not my problem
- no leaderboards by default. gyms can switch them on, ~12% do (src: db)
- no ads, no selling climber data. the data is the gym's

flags = most used feature ngl. 38% of all climber actions that aren't ticks (src: db)

pricing:
- €49/mo per gym up to 300 active climbs
- €89/mo above that
- chains: -20% per gym from 5 gyms
- 60 day trial, no card. edit: it's 30 days by default, 60 if you email me. basically everyone emails me

grades:
- boulders in font (6A, 7B+)
- routes in french (6a, 7b) or uiaa for the german/czech walls that still want it
- v-scale for the americans and half the uk, toggle in settings. edit: said i hate the v-scale last week in a forum. i don't hate it. it's just wrong (joke) (mostly)

stack if anyone cares: django, postgres, htmx, one vps in germany, ~€40/mo (src: invoice). solo. no vc.`,
    audience: `tl;dr indoor bouldering + rope gyms w/ a real setting team. the head setter is the user, the owner is the buyer.

who pays (src: db, 1 nov):
- 143 paying gyms, 19 countries
- de ~41, cz ~24, uk ~19, pl ~14, at ~11, rest spread: nl, ch, sk, hu, si, dk, se, no, fi, ie, es, it, be, pt
- mostly independent gyms, 1-3 locations. 2 chains (5 and 7 gyms)
- typical gym: 150-350 boulders, 4-8 setters, full reset of each wall every 4-8 weeks

who uses it:
- head setter = main user. plans, assigns, checks grade spread. often 28-40, climbed 10+ years, underpaid, opinionated
- setters = log problems at the wall. 5 mins of training
- owner / manager = wants the chart once a month + the flags
- climbers = tick + flag. ~61k climber accounts, many more anonymous ticks (src: db)

who it's not for:
- tiny gyms w/ one setter who keeps it all in their head. they're fine. respect
- outdoor crags. different problem, different people, lots of apps already

how they find me:
- setters talk. setter meetups, setter whatsapp groups, setters moving between gyms and taking their tools w/ them. ~70% of new gyms say 'a setter told us' (src: signup form)
- zero ads. tried €300 of instagram ads in 2023, got 2 trials and 1 guy asking if i sell chalk

edit: said 19 countries. it's 19 w/ paying gyms, 23 if you count trials. 19.`,
    problem: `tl;dr setting = expensive skilled labour run on whiteboards, and climbers' feedback dies at the front desk.

the problem, from the setting room:
- every gym resets constantly so regulars don't get bored. a 200-boulder gym resets maybe 30-40 problems a week
- what's on the wall lives in: a whiteboard, a google sheet, and the head setter's head. whiteboard gets wiped, sheet gets 14 tabs, head setter goes on holiday
- grade spread drifts. setters set what they like. you end up w/ 20 problems at 6C and 3 at 5+. beginners = the people who pay the rent = have nothing to climb
- nobody knows the age of walls. 'wasn't the slab reset in march?' it was january
- grading fights. a 6B that everyone says is 6C. setting room argument, an hour, nobody wins

from the floor:
- climbers notice a spinning hold -> tell the desk -> desk writes a post-it -> post-it falls off -> hold spins for 4 days. someone rolls an ankle
- climbers have opinions on grades but nobody asks them, so they post them in the gym's instagram comments, which is worse

numbers i trust:
- before setlog, gyms that tracked it fixed flagged holds in ~3.1 days median. now ~26 h (src: their spreadsheets, 9 gyms, small n, careful)
- setters spend ~1-2 h/week on admin per gym on sheets (src: vibes, don't print)

the real problem tbh: setters are skilled people treated like cleaners. good tools = you take the job seriously. that's half of why i built it`,
    story: `tl;dr bank dev by day, setter at weekends, spreadsheet died, built a replacement, it escaped.

- 2014-2024: backend dev at a bank's it dept in brno. java, batch jobs, change-approval boards. fine job. boring in a way that pays
- climbing since 2011, setting since 2017 at a small gym in brno (not naming it, they got enough attention). saturday mornings, paid in beer and a free membership
- our head setter, petra, ran everything in one google sheet. 2 years of every problem we'd set, grades, setter, dates
- feb 2021 someone 'cleaned up' the sheet. sorted one column. not the others. 2 years of data = scrambled. no version history anyone understood
- petra cried a bit, then drank a bit, then asked me 'you're a programmer, can't you make something that doesn't do this'
- built v0 in ~6 weekends. a form + a list + a chart. qr codes on the walls were a joke at first, printed on paper, taped. climbers used them anyway
- 2021: 1 gym (ours). 2022: 3 gyms in brno + prague after petra moved to a prague gym and took it w/ her. that's the 'launch', edit: i say i launched in 2022, really it just followed petra
- first invoice: jun 2022, €29/mo, a gym in olomouc. i had no stripe account, they paid by bank transfer w/ 'software :)' as reference

why 'setlog': you set, you log. i'm bad at names. the domain cost €9

between us: the bank offered me a promotion in 2023 to stop me going part-time. i said yes to the promotion and went part-time 4 months later. not proud. not sorry.`,
    storyFollowUp: `after that:
- 2022: 11 gyms by dec. all cz + 2 in de via a setter who moved
- 2023: german translation (by a setter in leipzig, paid in a year free), then polish. 38 gyms by dec (src: stripe)
- 2023: instagram ad fail (see audience). no more ads
- 2024: quit the bank. edit: told everyone march 2024. notice given march, last payslip april. so april
- 2024: uk. a setter from sheffield found it on a forum, asked for v-scale, i added it in a weekend, uk went from 0 to 11 gyms in 6 months
- 2025: chains (2). hold inventory beta. a part-time support person, jana, 10 h/week, answers emails in cz/de/en better than me
- 2026: 143 paying gyms. still solo on the code

what i got wrong:
- tried a 'climber premium' plan in 2023, €2/mo for stats. 71 people paid. climbers don't want to pay, gyms do. killed it, refunded everyone
- built a native ios app in 2024. 3 months. 4% of climbers installed it (src: db). killed it. web app only
- said yes to every feature request for a year. the settings page had 46 toggles. now 19

brb drill

back. between us: a booking/check-in software company asked in september if i'd 'like to talk about a partnership'. they mean buying it. i said send me an email. they haven't. fine`,
    proof: `tl;dr numbers, all (src: db) or (src: stripe) unless tagged. as of 1 nov 2026

- ticks logged by climbers: 412,077. edit: i've been saying 'about 400k' for weeks, it passed 412k on tuesday. use 412,077
- climbs logged by setters: 96,410
- hold flags from climbers: 21,306
- paying gyms: 143. edit: said 151 in a forum post. 151 = signed incl 8 on trial. 143 = paying. 143
- countries w/ paying gyms: 19
- churn: ~1.4% of gyms/month over the last 12 months (src: stripe)
- gyms that left: mostly closed (gyms close more than you think) or got bought by a chain w/ its own system
- median time from a hold flag to 'fixed': ~26 h across all gyms (src: db)
- uptime 2025: 99.93% (src: monitoring). the 0.07 = a bad deploy on a friday. never deploy on a friday. i knew that

what went wrong:
- mar 2023: a migration bug wiped grade suggestions for 6 days at 31 gyms. restored from backup but 2 days of suggestions were gone for real. emailed every gym same day, gave everyone a month free. added a restore test every week since
- 2024: vat. charged german gyms vat when it should've been reverse charge (b2b in the eu). 5 months. my accountant found it. credit notes for every invoice, apology email, took a week of evenings. now the accountant checks the first invoice of every new country

between us: mrr ~€8.1k. enough for me, jana, the server, and the accountant. not enough for anything else. please no revenue in posts`,
    proofFollowUp: `the leipzig one.

katja, head setter at a bouldering gym in leipzig. first name + city ok. NOT the gym name (her owner wants to approve anything w/ the gym name and that takes 3 weeks).

- gym: ~260 boulders, 7 setters, resets every wall in a 5-week cycle
- before: whiteboard + sheet + a big monthly 'grading meeting' in the setting room where 7 people argued about whether the new pink on the slab was 6A+ or 6B. 1 h+, every month, sometimes loud
- started w/ setlog jan 2025
- what changed: climbers suggest grades from the qr code. after ~2 weeks a problem has 30-80 suggestions. setlog shows the spread next to the setter's grade
- so the grading meeting now = they open the chart, look at the ones where climbers and setters disagree by a full grade, regrade those, done
- also: their beginner grades (up to 5+) went from ~18% of the wall to ~31% in 3 resets because the chart made the gap obvious (src: their setlog, she sent me the screenshots)
- their front desk says beginner complaints 'basically stopped'. (src: katja, not measured)

she posted about it in a setter group, not tagged me, that's how i found out. best marketing i've ever had and i didn't do it`,
    customerWords: `katja, in a setter whatsapp group, mar 2025. in english (the group is international). copied exactly, she said ok to use it:

"We stopped arguing about grades in the setting room. Now we argue with a graph, and it's over in ten minutes."

credit: katja, head setter at a bouldering gym in leipzig. first name + city only. no gym name, no photo of her (she says setters should be invisible, like referees)`,
    belief: `- setters are skilled workers. tools should treat them like that
- climbers know things. 60 people tell you a grade better than 1 setter does. the setter is still in charge. that's not a contradiction
- no account to tick. every login screen loses half the people. the gym doesn't need my email list and neither do i
- the data belongs to the gym. i don't sell it, don't aggregate it into 'industry reports', don't train anything on it
- small software is fine. i'm not trying to be the operating system of climbing gyms. booking, payments, memberships = other people. do one thing
- boring stack, boring pricing, boring uptime. boring = gyms trust it
- free tier for volunteer-run walls (university clubs, a scout hall wall in ostrava). ~14 of those (src: db). they pay in feedback`,
    update: `since summer:
- hold inventory out of beta (sep). every hold set = tagged by bag/colour. shows which holds haven't been washed in x resets. sounds dull. head setters love it. chalk + rubber build-up on holds = slippery = complaints
- v-scale + font side by side option, for uk gyms that argue about it internally (all of them)
- flags now come w/ a photo if the climber adds one. ~40% do (src: db)
- italian + spanish translation (community, paid in free months). 2 gyms in italy, 1 in spain so far
- 'reset report' pdf for owners, monthly, 1 page. owners read 1 page
- price for new gyms from jan: €49 stays, €89 -> €95 for large gyms. existing gyms keep their price, forever, i promised that in 2022

between us: a chain of 9 gyms asked if they could 'use the climber data for marketing emails'. i said no, it's tick data not email consent. they didn't sign. fine. lost ~€700/mo. still fine`,
    goal: `goal: 40 new gyms in the uk + ireland by end of june 2027. that'd take the uk from 19 to ~60 and make it the 2nd market. (now 19 uk, 0 ireland)

why uk:
- huge bouldering scene, tons of independent gyms, setters move around a lot = word of mouth works
- v-scale support done, english is my best non-czech language, time zone 1 h
- uk setters asked for it more than anyone

the ask: head setters in the uk and ireland -> try it.
- free trial: 90 days (not 30, not 60) for any uk/irish gym that signs up before 30 june 2027. no card
- i'll do a 45-min video call w/ your setting team to set it up, log your current walls w/ you. free
- if you're in sheffield, manchester, leeds, london, bristol, edinburgh, dublin in the spring, i'll be travelling in april, i'll come set a wall w/ you if you want a free setter for a day (real offer, i'm decent, 7A-ish on a good day)

landing page text, copy-pasted so i don't mess it up: "Free trial for UK and Irish gyms: 90 days, no card, for gyms that sign up by 30 June 2027."

how: vojta@setlog.app, or message me in any of the setter groups. subject 'uk trial'. tell me gym name + how many boulders/routes + how many setters`,
    tone: `- normal sentences, normal capitals in posts. i just type like this
- no emoji. none
- don't call me ceo or founder-ceo. 'vojta, who builds setlog' is fine. i'm one guy
- banned:
  - 'crush' / 'crushing it'. climber slang, sounds like an energy drink ad
  - 'send it'. same. also setters hate it
  - 'gamification'. leaderboards are off by default. ticks ≠ game
  - 'community-driven'. every app says it. setlog is driven by a guy in brno and 7 translators
- no photos of climbers' faces (gdpr + people at the gym didn't sign up for my marketing)
- numbers w/ sources. if i tagged it vibes, it doesn't go in
- no comparing to named competitors. i don't name them, you don't either`,
    other: `no idea tbh. not my area. ask me about setting or the product`,
    repeat: `think i answered that already. same answer, nothing changed since`,
    pass: `nothing to add there. off to set the slab. ahoj`,
  },
}

const talia: Founder = {
  id: 'f29-talia-splodge',
  name: 'Talia Fonoti',
  company: 'Splodge',
  style:
    "playful, emoji-heavy consumer-brand founder, a Samoan-Kiwi former primary school teacher in South Auckland: caps for excitement, exclamation marks, numbered emoji lists, colour names with personalities ('Jandal Blue is the drama queen'); ends every answer with the current UV index in Tāmaki Makaurau (Auckland) from her phone and a sun-safety nudge; quotes the verdicts of her seven-year-old daughter Lani, the 'Chief Swatch Officer', who names and vetoes colours; rates things on a 'chaos level' of tornado emoji; switches into a self-announced 'boring compliance voice 🤓' whenever she talks about sunscreen claims, SPF testing or the sunscreen standard; fences off-record bits between '🙊 OFF THE RECORD 🙊' and '🙉 back on 🙉' (revenue, a supermarket buyer's demands, a copycat); corrects herself with 'WAIT. correction:' (sticks sold, number of pharmacies, the launch month, the year of the blue-stain problem); uses te reo Māori place names and Samoan words and explains some (aiga — family, fa'afetai — thank you); does not want sunburn treated as a joke, and bans the lobster and hot-face emoji (B2C and wholesale consumer product: tinted mineral zinc SPF 50 sunscreen sticks in bright colours for children, so that missed spots are visible, plus skin-tone sticks for adults and 30-stick class packs for schools, sold online and through about 240 pharmacies and surf shops in New Zealand)",
  description:
    'Talia Fonoti, a primary school teacher in South Auckland for eight years, founded Splodge in Auckland, New Zealand, in 2021 with Nic Brady, a formulation chemist who had made lip balms and creams for other brands at a contract laboratory in Christchurch. New Zealand has some of the highest levels of ultraviolet radiation in the world in summer, and sunburn in childhood raises the risk of skin cancer later in life; but white sunscreen is hard to apply evenly on wriggling children, teachers and parents cannot see the spots they missed, and many children with darker skin refuse sunscreens that leave a grey-white cast. Splodge makes SPF 50, broad-spectrum, water-resistant mineral sunscreen sticks based on zinc oxide, tinted in bright colours so that every covered spot is visible, made in New Zealand and tested to the Australian and New Zealand sunscreen standard. A 15-gram stick costs NZ$19.90; a class pack of 30 sticks for schools costs NZ$349. Splodge has six staff, is stocked by about 240 pharmacies and surf shops, and has sold 186,940 sticks.',
  headline: '186,940',
  customerQuote:
    'The purple shows me who skipped their nose. Three summers, zero sunburnt noses in my group.',
  goalKeywords: ['schools', 'class pack', 'February'],
  bannedWords: ['waterproof', 'sunblock', 'reef safe', 'chemical-free'],
  noEmoji: false,
  answers: {
    opening: `KIA ORA + TALOFA LAVA!!! 👋☀️ Talia here from Splodge 🖍️ Typing this in the car outside Lani's school waiting for the bell 🔔 so if I vanish mid-sentence it's because a small person with a very big backpack 🎒 has climbed in 😂

House rules:
🌪️ I rate chaos out of 5 tornadoes
🤓 when I go into "boring compliance voice" it's because sunscreen is a regulated product and I take that SUPER seriously
🙊 off the record bits are fenced off, promise
☀️ every answer ends with the UV index in Tāmaki Makaurau (Auckland) right now, because I check it every hour anyway, it's a sickness

UV right now: 6 🟠 (high — hat on if you're outside!)`,
    product: `SPLODGE = sunscreen you can SEE 🖍️👀

It's a stick (like a big glue stick, kids already know how to use it) of mineral sunscreen — zinc oxide — tinted in BRIGHT colours. You swipe it on, and every bit you covered is purple or blue or orange. Every bit you MISSED is… not. 🎯 So you can see the gaps. Ears! Nose! The back of the neck! The parting in their hair! 🙆‍♀️

THE COLOURS 🌈 (every one named and approved by Lani, 7, Chief Swatch Officer 👑)
💜 Kūmara Purple — our #1, the "I'm a superhero" one
💙 Jandal Blue — the drama queen 🎭 (see proof, she has a past)
🧡 Hokey Pokey Orange — like the ice cream 🍦
💚 Feijoa Green — smells of nothing, looks like a feijoa 🥝 (not a kiwifruit!!! Lani is very strict)
❤️ Pōhutukawa Red — Christmas-tree-flower red 🌺 summer only
💛 Sunny Bun — yellow, Lani's name, I was outvoted
+ SPLODGE GROWN-UPS: three skin-tone sticks for adults (Light, Golden, Deep) 👩🏽‍🦱 — because brown skin deserves sunscreen that doesn't make you look like a ghost 👻

🤓 boring compliance voice ON 🤓
- SPF 50, broad spectrum (UVA + UVB)
- active: zinc oxide, non-nano
- water resistant for 4 hours — tested, and you still reapply after swimming and towelling, always
- tested by an independent lab to the Australian/New Zealand sunscreen standard (AS/NZS 2604), which every sunscreen sold in NZ has had to meet since the law changed. We met it from day one
- made in Auckland by a contract manufacturer (can't name them, contract 🤐), formulated by Nic
🤓 boring compliance voice OFF 🥳

How it comes off: soap + water, or a wipe. It's designed to stay on a swimming kid, so give it a proper wash at bathtime 🛁

PRICES 💸
🖍️ 1 stick (15 g) — NZ$19.90
🖍️🖍️🖍️ 3-pack — NZ$52
🏫 Class pack — 30 sticks in a tub + a "did you Splodge?" poster — NZ$349 (that's the goal answer 👀)

Where: splodge.co.nz + ~240 pharmacies and surf shops around Aotearoa 🇳🇿

Lani's verdict on this answer: "too long, Mum" 🙄

UV right now: 8 🔴 (very high — slip on a shirt, slop on the sunscreen!)`,
    audience: `WHO SPLODGES 🖍️

1️⃣ Parents of little kids (2–10) 👨‍👩‍👧‍👦 — the big one, ~55% of online sales. Mostly mums, let's be honest, doing sunscreen on a toddler who is trying to escape like a slippery eel 🐟 Chaos level: 🌪️🌪️🌪️🌪️🌪️
2️⃣ Teachers + early childhood centres 🏫 — they do sunscreen on 20–30 kids before morning tea. Every. Single. Day. Term 1 and Term 4 are basically sunscreen terms here
3️⃣ Surf lifesaving and swim clubs 🏄‍♀️🏊 — the junior programmes. Coaches LOVE it because they can check a whole line of kids at a glance
4️⃣ Pasifika and Māori whānau (families) 🌺 — this one's close to my heart. So many brown kids I taught hated sunscreen because the white stuff made them look "ashy" and the other kids teased them. So they just… didn't. And brown skin burns too, and gets skin cancer too. Colours = fun = they actually put it on 💪🏾
5️⃣ Grown-ups who want a stick for their face and ears on the golf course ⛳, the cricket 🏏, the sideline on Saturday — that's the GROWN-UPS range, ~15% of sales

Where they are: all over Aotearoa, biggest in Auckland, Tauranga, Christchurch, Hawke's Bay. A surprising amount in Southland — WAIT. correction: Nic says not "surprising", Southland has cold days and brutal UV, people there know 🧊☀️

Stores: I said "300 stockists" at a market last month 🙈 WAIT. correction: 300 is everyone who ever ordered. Stockists who ordered this year = 241 (pharmacies ~170, surf + outdoor shops ~50, gift shops + a couple of museums ~20)

UV right now: 9 🔴 (very high — seek shade between 10 and 4!)`,
    problem: `THE PROBLEM 😬

☀️ #1: The UV here is no joke. In summer the UV index in NZ regularly hits 11, 12, 13 — "extreme". Clear skies, a thinner ozone layer over our part of the world in spring, clean air, lots of time outdoors 🏖️ NZ and Australia have some of the highest rates of melanoma in the world. 🤓 boring compliance voice: I'm not a doctor, and that's all I'll say about health, the Cancer Society people say it much better than me 🤓

☀️ #2: Sunscreen on kids is a WRESTLING MATCH 🤼 White cream on a wriggling 4-year-old. You do the face, they run, you think you got the ears. You did not get the ears. Nobody ever gets the ears. 👂👂 The ears are where kids burn. And the back of the neck. And the tops of the feet 🦶

☀️ #3: As a teacher I did sunscreen on 28 kids before sports day. 45 minutes!!! And I still couldn't SEE where I'd put it. Little Sione came back with red ear tips and I cried in the staffroom 😢 (he was fine, his mum was lovely, I still think about it)

☀️ #4: The white cast thing on brown skin 👻 — kids refuse it. Teenagers REALLY refuse it. So the kids with the least sunscreen habit were the ones with the least fun sunscreen options.

☀️ #5: Reapplying 🔁 — after swimming and towelling, everyone forgets, because you can't tell if it's still there. With Splodge you can: if the purple has faded, do it again 💜

Chaos level of the old way: 🌪️🌪️🌪️🌪️🌪️ Chaos level with a stick you can see: 🌪️ (one tornado, because kids)

UV right now: 10 🟣 (very high — hats with brims, not caps!)`,
    story: `STORY TIME 📖☀️

Me: Samoan-Kiwi 🇼🇸🇳🇿, grew up in Ōtara, South Auckland, big aiga (family) 👨‍👩‍👧‍👦👨‍👩‍👦 Primary school teacher for 8 years, Year 2 and Year 3, at a school in Māngere 🏫

The moment: Sports day, March 2019. 28 kids, one bottle of white sunscreen, 45 minutes. Sione's ears (see problem, I'm still not over it) 😢 That night Lani — she was 3 then — came home from daycare with burnt ear tips too. BOTH my babies 😭 (my class are my babies too, every teacher will tell you that)

The idea: I was doing face paint at my cousin's kid's birthday ✨🎨 and the kids were LINING UP to get painted. Queuing! For something on their face! And I thought… what if sunscreen was face paint?? 💡

Nic: my best friend's partner, a formulation chemist — she made lip balms and creams for other brands at a contract lab in Christchurch 🧪 I told her my idea at a barbecue in January 2020 expecting her to laugh. She said "zinc is white, so you'd have to fight the white with a LOT of pigment, and the pigment has to not ruin the SPF, and it has to pass the standard… it'll take a year." It took TWO 😅

The lockdowns 🏠: Nic was in Christchurch making samples in her kitchen (the non-sunscreen bits!! the real testing was always at a lab 🤓), posting them to me, I was testing the colour and "swipeability" on my own arms and Lani's. 🖍️ Lani named every single colour during lockdown. Her rejected names include "Snot Green" and "Dad's Sock" 🧦😂

Launch: WAIT. correction: I always say "summer 2021" — first stick sold 14 October 2021, at the Ōtara Market 🛍️, from a card table, to my aunty, who paid full price and said "I am supporting you, I am not using this" and then used it 😂 We sold 212 that day

UV right now: 9 🔴 (very high — sunglasses too, eyes burn!)`,
    storyFollowUp: `AFTER THE CARD TABLE 🃏➡️🏪

📅 2021: markets every Saturday, a website Nic's brother built, 4 colours, 3,100 sticks by Christmas 🎄
📅 2022: I left teaching (end of Term 2 — hardest goodbye of my life, my class made me a card with every kid drawn in a different Splodge colour 😭💜). First 40 pharmacies. First surf club orders.
📅 2023: Jandal Blue drama (proof 😬). The GROWN-UPS range in skin tones. A tiny warehouse in Penrose 📦
📅 2024: the melting summer (proof 😬😬). Class packs for schools — a teacher asked for them, of course it was a teacher 🏫
📅 2025: 200+ stockists, 6 of us: me, Nic, Ana (ops), Hemi (sales to pharmacies, ex-pharmacy rep, knows every pharmacist in the North Island by name 😂), Grace (customer service + socials), and Mose (warehouse, my cousin, also DJ at weekends 🎧)
📅 2026: schools push — see goal!!

Things we tried that FLOPPED 🙈
- glitter sticks ✨ — Lani's idea. Glitter + sunscreen = chaos level 🌪️🌪️🌪️🌪️🌪️ and also the lab said absolutely not, the glitter messes with the coverage. Killed before launch
- a sunscreen-scented candle for Mother's Day 🕯️ — sold 31. Mum bought 6 of them 😂

🙊 OFF THE RECORD 🙊
A big supermarket chain wanted us last year. Their terms: 90-day payment, a "promotional fund", and they wanted to choose which colours. Lani was NOT going to let a supermarket choose the colours. We said no. For now. Don't write it pls, Hemi still talks to them 😬
🙉 back on 🙉

UV right now: 7 🔴 (high — sunscreen 20 min before you go out!)`,
    proof: `NUMBERS!!! 📊🎉 (Ana pulled these from the system, 31 Oct 2026, I'm not allowed to round anymore 😤)

🖍️ Sticks sold since October 2021: 186,940!!! I used to say "nearly 200,000" 🙈 WAIT. correction: Ana says 186,940 is 186,940. So: 186,940 💜
🏫 Class packs sold: 1,108 (that's 33,240 sticks inside that number, to ~610 schools and early childhood centres)
🏪 Stockists this year: 241
🔁 Online customers who reordered within 12 months: 47%
⭐ 4.8 out of 5 on ~3,900 reviews (the 1-stars are mostly "my child is now purple" — yes, that's the point 💜😂)

🤓 boring compliance voice ON 🤓
Every batch is tested before release. SPF 50 + broad spectrum + 4-hour water resistance were tested by an independent lab to AS/NZS 2604. We have never had a batch fail a release test. 🤓 OFF

NOW THE MESSY BITS 😬 (I promised myself I'd always tell these)

💙 Jandal Blue, summer 2023. WAIT. correction: I say 2023, it was December 2022 → February 2023, one summer, two calendar years 🙄 The blue pigment we used then stained white school shirt collars. Not washable. Mums were FURIOUS (fair!!) — 300-something emails. We stopped selling Jandal Blue for 4 months, Nic reformulated it with a different pigment, and we refunded every family who asked AND paid for new shirts when they sent a photo. Cost us about NZ$18,000 we didn't have. Jandal Blue came back in May 2023, reformed 💙🙏 She still has a reputation.

🫠 The melting summer, January 2024. Sticks left in hot cars went soft and squished out of the tube. A car in the sun can get over 60°C inside. We changed the wax blend so it holds its shape much longer, and now every stick says "BEACH BAG YES, DASHBOARD NO" 🚗🚫 Replaced ~1,400 sticks free.

🙊 OFF THE RECORD 🙊 revenue last year ~NZ$1.6m. Mum doesn't know. Mum tells church. Church tells Samoa 🇼🇸😂 🙉 back on 🙉

UV right now: 11 🟣 (EXTREME — shade, shirt, hat, sunscreen, sunnies, all five!)`,
    proofFollowUp: `THE DAVE STORY 🏄‍♂️💜

Dave is a volunteer coach with the junior surf lifesaving kids (Nippers!) at a surf club in Mount Maunganui 🌊 — first name + "Mount Maunganui" is fine, he said please no club name, he doesn't want the club to think he's doing ads 😂

His group: 7 to 9 year olds, about 25 kids, Sunday mornings from October to March, 3 hours on the beach. That's a LOT of UV ☀️☀️☀️

Before: white sunscreen, a coach with a clipboard, and the honour system. "Did you do your face?" "Yes." (They did not do their face 🙃) Every summer a few red noses and shoulders, and one kid who got really burnt on the back of the knees.

In the 2023–24 season one of the mums brought a 3-pack of Splodge for her twins. The next week 6 kids had it. By the end of the season the club had bought a class pack 🎉 and Dave made a RULE: everyone Splodges the same colour every Sunday, picked by the youngest kid. So he can stand at the front, look down the line of 25 little faces, and see who's missing purple on their nose or ears 👀👃👂 — and send them back to the bucket before they go in the water.

He emailed us after his third season. He counts sunburns, because of course he does (he's an accountant 🧮). Three seasons: zero sunburnt noses in his group. A couple of pink shoulders, he admitted, from kids who took their rash shirts off 🙄 but zero noses.

I printed his email and stuck it on the fridge at the warehouse. Mose put a purple nose on it 💜

UV right now: 10 🟣 (very high — rash shirts are the best sunscreen, honestly!)`,
    customerWords: `Dave's email!!! 📧💜 (April 2026, end of the Nippers season, he said yes to using it)

"The purple shows me who skipped their nose. Three summers, zero sunburnt noses in my group."

✅ okay as "Dave, a junior surf lifesaving coach in Mount Maunganui" — first name + place, NO club name, NO photos of the kids please 🙏 (a photo of the bucket of sticks on the sand is fine 🏖️🖍️)

UV right now: 8 🔴 (very high — reapply after swimming!)`,
    belief: `WHAT I BELIEVE 💭☀️

💜 Sun safety should be FUN, not a fight. If kids want to put it on, they put it on. A telling-off lasts 5 minutes, a purple nose lasts all morning 😂

💜 Every skin colour burns, every skin colour needs sunscreen, and every skin colour deserves a sunscreen that doesn't make it look grey 🤎🏽🏾

💜 Being fun doesn't mean being sloppy. We're goofy on Instagram and VERY serious in the lab 🧪🤓 Both!!

💜 Tell people when you stuff up. Jandal Blue taught me that. The mums who got their shirts replaced are now some of our biggest fans 💙

💜 Teachers are the most underrated people in the country. If it works for a teacher with 28 kids and 10 minutes, it works for everyone 🏫

💜 And "slip, slop, slap" is still the best advice ever written in this part of the world. We just added "and SEE it" 👀

UV right now: 9 🔴 (very high — seriously, the slip, slop, slap thing 😎)`,
    update: `NEWS!!! 📰🎉

🧡 NEW: Hokey Pokey Orange is now permanent (it was a summer special, the people demanded it 🍦)
🏫 Class pack v2: a refillable tub + a colour-of-the-day chart for the classroom wall + a little "sunscreen monitor" badge 🏅 because kids will do ANYTHING for a badge
🇼🇸 We shipped our first order to Samoa!! 📦 A church youth group in Apia. I cried. Obviously 😭 (only 1 order, don't make it a "we're in Samoa" thing pls)
🧪 Nic finished a new formula for the GROWN-UPS Deep shade — less grey, more glow ✨ On shelves in November
🏪 Two big pharmacy groups said yes for summer 2026–27 (can't name them yet 🤐 — Hemi will literally fight me)
🧴 Tubes now made from 50% recycled plastic 🌿 — 🤓 boring compliance voice: 50%, not "eco-friendly", not "sustainable", just 50% 🤓

And the big one: teachers keep asking us "can the school get these?" — which is why the goal is SCHOOLS 👇

UV right now: 10 🟣 (very high — if your shadow is shorter than you, seek shade!)`,
    goal: `THE GOAL 🎯🏫☀️

400 primary schools and early childhood centres with a Splodge class pack by the start of Term 1 — early February 2027!!! 🎉 Today we're at ~610 schools/centres that have EVER bought, but only 166 ordered for this summer, so 400 for Term 1 is a big jump 😅

Why February: Term 1 is the hottest, sunniest term of the year here ☀️☀️ — swimming sports, athletics day, lunch outside every day. That's when the ears burn 👂

THE CLASS PACK 🏫
- 30 sticks (mixed colours) in a refillable tub
- "Did you Splodge?" poster + colour-of-the-day chart + sunscreen monitor badge 🏅
- NZ$349 (that's ~NZ$11.60 a stick vs $19.90 in shops)
- Refill of 30 sticks: NZ$319

THE OFFER 🎁 (this is the ask!!)
- The first 100 schools or centres that order a class pack for Term 1 get a SECOND tub free 🎁 (60 sticks for the price of 30!)
- PTAs and boards: we'll do an invoice that works for your budget and your finance person's rules, no card needed 🧾
- Any school in a lower-decile community or a kura (Māori-language school) — email me, we'll sort something, no forms 💜

WHO: teachers, principals, ECE centre managers, PTAs, and parents who want to nudge their school 😉
HOW: 📩 schools@splodge.co.nz — subject "CLASS PACK" — tell us the school name + how many classes, or just tag your school in the comments!! 🏫💜

Lani says: "tell them it's purple" 💜

UV right now: 9 🔴 (very high — don't forget the tops of your feet 🦶)`,
    tone: `TONE 🎨: bright, funny, warm, like a teacher who's also your mate. Emoji YES please 🖍️☀️💜🏫🌈

BUT:
🚫 no 🥵 🦞 or any "ha ha look at my sunburn" stuff. Sunburn isn't a joke, it's skin damage, we don't make it cute
🚫 no scary stuff either — no skin cancer photos, no "your child could die" 😱. We're the fun ones. The scary messaging is for people with medical degrees

🤓 boring compliance voice ON 🤓 — these words, NEVER:
- "waterproof" — no sunscreen is waterproof. We're "water resistant (4 hours)", and you still reapply. Saying waterproof is also against the standard's labelling rules
- "sunblock" — nothing blocks all UV. It's sunscreen
- "reef safe" — there's no official test for it, so we don't claim it. Zinc is our ingredient, that's all we say
- "chemical-free" — everything is chemicals, including zinc oxide, including water, including Lani 😂 (Nic makes me say that one, she's a chemist, she gets twitchy 🧪)
🤓 boring compliance voice OFF 🤓

Also: no photos of real kids' faces unless the parent said yes in writing ✍️ Use "kids", "tamariki" is lovely too 💜 And please always say "reapply" somewhere if you talk about swimming 🏊

UV right now: 7 🔴 (high — last one, I promise, go put your hat on 😎)`,
    other: `Ooh I don't actually know enough about that to say something smart 🙈 Ask me about sunscreen, kids, colours or schools and I'll talk your ear off (your SPLODGED ear 👂💜)

UV right now: 6 🟠 (high — hat!)`,
    repeat: `Haha I think we did this one already!! 🔁 Same answer, nothing's changed (except the UV, it's gone up, obviously ☀️)`,
    pass: `That's all I've got on that one!! 🙏 The bell just went and there's a small person with a big backpack heading for the car 🎒🏃‍♀️ Fa'afetai — thank you!! 💜☀️`,
  },
}

const dean: Founder = {
  id: 'f29-dean-fellside-sweeps',
  name: 'Dean Whitworth',
  company: 'Fellside Sweeps',
  style:
    "raw voice-note transcript of a Cumbrian chimney sweep talking hands-free in his van between jobs, run through a phone's automatic transcription app and sent unedited: no capitals and almost no punctuation, 'er', 'erm', 'like', 'you know', 'sort of', 'i mean', 'right', 'basically', false starts and restarts, numbers spoken in words ('seventy five quid', 'two thousand and twelve'), self-corrections mid-sentence (the year he started, what he paid for the old sweep's round, the number of chimney fires, the sweep-club price); the app's own tags in square brackets — [indicator ticking], [inaudible], [reversing beeps], [laughs], [radio] — and misheard words he leaves in; talks to his apprentice Kieran, to a farmer blocking a lane and to the satnav; adds short 'Typed later:' notes of his own, in proper sentences signed 'D.', with the exact figures the app mangles; a few Cumbrian words (nowt, owt, summat, our Gemma, lad, aye) but asks not to be written in dialect or made to sound posh; 'don't put that in' asides about a stove shop that sells wet wood, a landlord who refused to fit an alarm, and what his wife earns; won't sweep a chimney with an active jackdaw nest and explains the law; hates the Mary Poppins jokes (local B2C service business: traditional and power chimney sweeping with a certificate for insurance, camera surveys of flues, bird guards and nest removal outside the nesting season, free carbon monoxide alarms, and a 'sweep club' annual subscription, for homes, farms and holiday lets in South Lakeland and the Yorkshire Dales edge, England)",
  description:
    "Dean Whitworth, a roofer who could no longer work on roofs after a fall in 2010, founded Fellside Sweeps in Kendal, Cumbria, in the north of England, after buying the customer list and brushes of a retiring chimney sweep; his wife Gemma runs the office. Many homes, farms and holiday cottages in rural Cumbria heat with open fires and wood-burning stoves. A chimney that is not swept regularly builds up soot and tar that can catch fire, and flues blocked by birds' nests or damaged linings can leak carbon monoxide, an odourless gas, into the house; many older people living alone have no carbon monoxide alarm. Fellside Sweeps sweeps chimneys by hand with brushes and rods or with power brushes, issues a certificate that home insurers ask for, inspects flues with a camera, fits bird guards, removes old nests outside the nesting season, and fits a free carbon monoxide alarm in any home that lacks one. A sweep costs £75, or £95 with a camera survey; the 'sweep club', £6 a month, includes the annual sweep, a reminder and priority in winter. Fellside Sweeps has four sweeps and has swept 14,862 chimneys.",
  headline: '14,862',
  customerQuote:
    "That little alarm you put up screamed at me at two in the morning. I'd have just gone back to bed feeling poorly.",
  goalKeywords: ['CO alarms', 'parish councils', 'October'],
  bannedWords: ['Mary Poppins', 'Dick Van Dyke', 'cosy', 'hygge'],
  noEmoji: true,
  answers: {
    opening: `[voice note transcribed] right is it is it going now yeah red light okay er hiya its dean dean whitworth fellside sweeps kendal cumbria er im in the van on the a six eight four so if it cuts out its the signal over the top not me hanging up on you our gemma said just talk into it and let the phone type it so thats whats happening and you know some of its gonna come out daft because the phone doesnt know what a flue is it keeps writing flu like im poorly [laughs] anyway er fire away
Typed later: he means the A684. When a number matters I'll type it in here properly, the phone can't be trusted with numbers. D.`,
    product: `[voice note transcribed] so what we do right we sweep chimneys basically er thats the main thing open fires wood burners multi fuel stoves the odd aga sort of thing and er oil boilers no we dont do oil thats a different a different trade so you know er how it works is we turn up we put the like sheets down dust sheets everywhere and er the vacuum thats a big industrial one with a a filter on so the soot doesnt go round the room and then er either rods and brushes the old way you push up screwing a rod on each time or the power sweeping thats er a rotary thing on a drill with er sort of nylon whips on the end and that depends on the liner and the you know the state of it and then i mean we check it with a with a er smoke test if we need to and we write the certificate er the insurance want the certificate most of them now like if you have a chimney fire and you cant show it was swept theyll theyll have a go at you so the certificate er thats i mean thats half the reason people ring us now if im honest er seventy five quid for a sweep ninety five with the camera sort of the camera is er a a cctv camera on a er on a rod you put it up the flue and you see the liner and the joints and the if theres cracks or tar or a nest or whatever on a screen and we er we send them the video thats er yeah [indicator ticking] sorry turning off here um and then er what else bird guards er the cowls on top mostly for jackdaws jackdaws love a chimney jackdaws er theyll drop sticks down it for weeks you know till it jams and then they build on top like er a a massive nest sort of thing like ive pulled a er a nest out near hawes was about six feet of sticks er i mean packed solid and the carbon monoxide alarms er we fit one free in every house that hasnt got one er every house no arguing and erm the sweep club er thats five pound a month no six six quid a month er six you get your sweep once a year we remind you er and if its its december and everyones ringing you go to the front er and your you know the alarm battery er we check it when were there
Typed later: sweep £75, with camera £95. Sweep club £6 a month (was £5 until April). We don't do oil or gas. D.`,
    audience: `[voice note transcribed] who who rings us er i mean everybody with a fire really but if you sort of break it down er old folk a lot of older people er farms out in the in the dales like houses with a stove thats the only heating er you know theres places up here no gas main never had one so its the stove or its oil er and then the holiday lets er theres a lot of holiday lets up here cottages er in the lakes and up sedbergh way and dent and them they need the certificate for the i mean for the insurance and for the er the letting agent so they book every year regular as anything er and pubs a few pubs with the open fire er a couple of hotels and er the the sort of what do you call it the new people er people who moved up from down south or from manchester in the in covid and bought a house with a stove and have no idea er bless them theyre theyre my favourite actually because they listen er the farmers dont listen [laughs] sorry er no they do some of them um and er how far kendal out to er kirkby lonsdale sedbergh windermere a bit up to shap er and over into the dales edge dent garsdale er hawes sometimes i mean its an hour in the van sometimes for one job but like if its er if its a farm with four chimneys its worth it
Typed later: about 1,100 households in the sweep club. Roughly 40% houses with a stove as the main heat, 30% holiday lets, the rest farms, pubs and that. Gemma's numbers, not mine. D.`,
    problem: `[voice note transcribed] the problem er right theres two problems really one is er soot and tar when you burn er you know wood that isnt dry wet wood erm or you er you shut the stove right down overnight to make it last its er its smouldering and that makes creosote er tar and it goes up the flue and er it sticks and it goes like glazed you know like black glass er shiny and thats er thats what catches fire chimney fire it roars er you hear it like a er like a jet engine in the wall and like the liner can crack and er if its an old house old stone er the fire can get into the the beams you know thats er thats how houses go and two er the other one the the one i actually worry about more i mean is the carbon monoxide er you cant see it you cant smell it and if the flue is blocked er nest soot fall a er collapsed liner er the the gas has nowhere to go so it comes back into the room sort of and if youre sat there er older on your own er by the fire you just feel tired er headache bit sick er you think its a cold and you go to bed um and some people dont er dont get up i mean thats er thats not thats not me being dramatic thats thats what happens er every winter somewhere and er [radio] sorry thats that was the radio like and er honestly the third problem is wood er people buying wood bags of logs from from wherever er garage forecourt and its wet er twenty five thirty percent moisture you want under twenty erm so i carry a er a moisture meter in the van and i lend it out er i i mean i lend it out free so and er people dont know nobody tells them er and dont put this in you know but theres a er a stove shop i wont say where er that sells logs in in nets er with seasoned on the label er and i i tested a like a net er thirty two percent thirty two er and i told him and he he said er nobody complains er dont put that in i have to i mean work with him er he sends me customers
Typed later: logs want to be under 20% moisture. Most bags I test from forecourts are 25-35%. D.`,
    story: `[voice note transcribed] right how i started er i was a roofer roofer fifteen year er slate mostly and er in two thousand and ten sort of i came off a barn roof er out near grayrigg a rotten purlin er went through it eighteen foot onto concrete broke my heel er smashed it the er the calcaneus they call it and um the doctor said er you wont be going up ladders for a living for a bit and he was right er i mean i can go up a ladder now but not all day not on slate not in the wet er so i was er sat at home going round the bend like our gemma er was pregnant with our with our eldest er and me dads mate alf er alf nelson he was the sweep in kendal er fifty odd years he was erm seventy four er seventy six and his er knees had gone and he said you want my round lad and i said er what round and [laughs] he had er a book an actual book you know a er ledger with er six hundred and something houses in er names how many pots er what they burn what the like what the dog was called er and i bought that book and his er rods and brushes off him for two thousand five hundred quid er no two thousand two hundred er he knocked three hundred off because i because i fixed his i mean his roof for him er and i went out with him for er for the whole the whole winter he taught me everything er he used to say a chimney tells you what theyve been burning er you put your hand in the soot and sort of and you know er if its dry and fluffy theyre burning well er if its sticky theyre burning wet wood and shutting it down er and he was he was right er every time and my first um sweep on my own er was two thousand and eleven no er it were twelve spring twenty twelve i bought the book in eleven but er alf did the the winter with me er so march twenty twelve like a farmhouse at er at old hutton and i forgot the er the dust sheet [laughs] first job forgot the dust sheet er the lady lent me her er her tablecloth
Typed later: bought Alf's round in autumn 2011 for £2,200. First job on my own March 2012. Alf died in 2019. He'd have hated me talking about him on the internet so keep him short. D.`,
    storyFollowUp: `[voice note transcribed] after that erm so er first couple of year er just me in a in a er old transit and our gemma doing the er the phone and the diary on a you know on a paper diary er and then twenty fifteen i think er i did the the training properly the er you know the proper sweep course and er joined the guild like certificate and all that er and got the camera er the first camera and twenty eighteen er the gemma moved us onto er on to the computer software i mean she er she put all alfs book into it by hand six hundred and forty houses er by hand over a winter er i mean thats love that [laughs] and er second van twenty nineteen sort of and er my first lad er ryan he he did four year and then er he went to to australia er and then kieran um kieran is er hes the apprentice hes er hes with me now in fact kieran say hello [inaudible] he says hello and er now theres four of us sweeping me er kieran pete like pete was er a a er chimney no pete was a a plumber er he was a plumber and er and ash erm and gemma er in the office and er two vans no three three vans now yeah three er hang on [reversing beeps] er theres a farmer with a you know a trailer er in the lane [inaudible] cheers mate sorry er where was i yeah three vans er and the sweep club er thats twenty twenty one like that was gemmas idea er
Typed later: four sweeps now, me, Pete, Ash and Kieran (apprentice). Gemma does the office. Three vans. Don't put what Gemma earns, she asked. She earns more than me and that's fair. D.`,
    proof: `[voice note transcribed] numbers er right our gemma has er all this on the the system how many chimneys er since we started its about er fifteen thousand near enough fifteen thousand i mean fourteen er fourteen thousand eight hundred and er sixty something sixty two i think gemma will er gemma will put it in and er chimney fires in our customers sort of houses er since twenty twelve er three no four er four and er every one of them every one of them had um missed a year er or two every one er nobody nobody who was swept er regular has had one not one er touch wood [laughs] and like the alarms er carbon monoxide alarms we fitted er about two thousand two thousand one hundred free er and ive had er i know of nine erm nine times where one went off er for real not the battery er for real and nests er jackdaw nests taken out er nine hundred nine hundred and something you know and er what went wrong right er twenty nineteen i did a camera survey on a er a stove in in a holiday cottage er near windermere like and er the camera was a cheap one er back then and i missed a a crack in the liner er a a split joint er and the stove fitter i mean found it er six month later so er i paid for half the liner eleven hundred quid er and i bought a proper camera the the next week er and twenty twenty two sort of we swept er a chimney at a at a er farm and kieran er left a a sheet er no it was me it was me um i left the er the vacuum filter open er and the whole front room er soot everywhere er on a cream carpet like [laughs] er we paid for the the carpet cleaner er and i i went back and er and did the the er their other chimney free
Typed later: 14,862 chimneys swept since March 2012, from Alf's book and Gemma's system. 4 chimney fires in customers' homes, all of them had missed a year or more. 2,140 CO alarms fitted free. 9 I know of that went off for real. 1 cracked liner missed in 2019, paid £1,100. 1 carpet. D.`,
    proofFollowUp: `[voice note transcribed] sheila erm right er sheila shes er shes eighty four no eighty six now er she she lives on her own er near sedbergh old you know farmhouse er with an open fire in the er in the front room and a and a er stove in the kitchen er and she like we swept her er every year and er in in twenty twenty three er in the september er i fitted her a an alarm i mean because er she didnt have one she didnt want one er she said i dont need a gadget i said er its free sheila im putting it up er and and sort of so er that was september er and then in the in the er end of october three week later er she lit the the front room fire um for the first time that er that autumn and she went to bed er and two in the morning the er alarm went off screaming er and she she felt like sick and er dizzy headache er and she she said she she nearly er switched it off and went back to bed er but because it was erm the new thing er she she rang her er daughter and the daughter rang the er the emergency and er the fire brigade you know came er and opened everything up er and it was jackdaws er a nest from er the the spring like they had got in er in the the er the top after the sweep and er blocked it most of the way er i went out the next morning and i mean took it out er a a bin bag full er and put a guard on no charge er and she er she was fine she had sort of a night in er hospital and er she she rang me after er and what she said is er the the next one er
Typed later: alarm fitted September 2023, went off end of October 2023. The nest was built after the sweep, from the top. Since then we put a guard on every pot that's ever had jackdaws, not just when they ask. D.`,
    customerWords: `[voice note transcribed] um what sheila said er she she rang me er the week after and i i wrote it down er on the on a er invoice pad like in the van er straight after and er i read it back to her on the on the phone and she said er aye thats it and er its er
Typed later: her exact words, November 2023, written on the invoice pad in the van:
"That little alarm you put up screamed at me at two in the morning. I'd have just gone back to bed feeling poorly."
Sheila said yes and her daughter said yes. Use "Sheila, 86, near Sedbergh". No surname, no photo of her or her house. D.`,
    belief: `[voice note transcribed] what i believe right erm a chimney is er is not a er an ornament its its the exhaust pipe of your house er you wouldnt you wouldnt drive a car with a blocked exhaust er and and you know every house with a fire should have an alarm er every one i dont care er if theyre if they if they want one or not er [laughs] thats why theyre free er i buy them at cost like and er five pound of every sweep club er every year goes on the alarms and er and burn dry wood er thats honestly half my job i mean would disappear er if everyone burned dry wood and shut the stove down er less and i dont er i dont i dont care er and you dont need to be sort of frightened er of a fire a fire is er is lovely i love a fire i just er i want you to be you know er sensible and um the other thing er alf he er he never sold anybody anything they didnt need and er and i i try and er do the same if the chimney is fine like i tell you its fine er and you dont need a er a cowl you dont need a a new liner er you dont need owt er [inaudible] and erm dont put this in either er theres a a landlord er six holiday cottages wouldnt have the alarms er said the er guests pull them off the you know ceiling er so i er i left one in a a bag er on the kitchen table er in every cottage like with a er note dont put that in er he he still pays on time
Typed later: £5 from every sweep club membership each year goes on the free alarms. They cost us about £18 each. D.`,
    update: `[voice note transcribed] er whats new right er kieran passed his i mean his er qualification in er august so hes a proper sweep now er he says hes er hes not making the tea any more [laughs] we'll see sort of and er the nest checks thats new er in in february march er before the the jackdaws start er building april um we er we go round every house thats er had jackdaws and we er we look and we put a guard on er because once theyve like once theyve got eggs in er you cant touch it its er its the law the wildlife er act you cant er you cant take an active nest erm so er you have to wait till till theyve er fledged august and er in the meantime the er chimney cant be used you know so er if we get there first er and the the er the new camera four k er and the like we er we put the price up er the sweep from seventy er to seventy five first time er in four year i mean and er this summer was wet er really wet so everyones wood is er is soaking er so its gonna be a sort of a er a busy tar er winter [indicator ticking] hang on satnav wants me er down a a track er no no im not going down there um sorry
Typed later: Kieran qualified August 2026. Nest checks February-March. Sweep went from £70 to £75 in April. Active nests are protected by law, we can't touch them till the chicks have gone. D.`,
    goal: `[voice note transcribed] the goal er right five hundred er free alarms carbon monoxide er CO alarms for er for older people over seventy five like living er on their own with er an open fire or a stove in er in south lakes and er up the the dales edge erm before er october next year er october twenty twenty seven because that's when er everybody lights the the fire for the er first time and that's you know that's when the er nests and the er soot fall get you and er how i want er the parish councils like parish councils er and the er the village halls and er the wi er the women's institute i mean and er church groups er to let me come and do a a er a a chimney er evening a sort of a talk er twenty minutes with er a brew and i bring a er a box of alarms and er people sign up their um their mum er their neighbour er and we go round er and fit them free er and look at the chimney like while were there er free no er no selling thats thats the er rule if the er parish council wants to erm put something in er for the alarms er great if not thats fine er we pay
Typed later: the goal is 500 free CO alarms fitted in the homes of over-75s who live with an open fire or stove, by 1 October 2027. The ask is for parish councils, village halls, the WI and church groups to host a 20-minute chimney evening. Email Gemma at office@fellsidesweeps.co.uk with the village and a date. No selling at the talks, ever. D.`,
    tone: `[voice note transcribed] how i want it to er sound normal you know like er like a a er sensible bloke talking er to his his er neighbour dont like dont write it er like i talk no er no nowt and owt and aye er in the posts ill sound daft er and dont make me i mean posh either er and no no er emojis none and er no no mary poppins er dont i get it every sort of every day er every every single day er people sing at me in the street and er no dick van dyke er same thing and um dont er dont say cosy er cosy sells stoves cosy is er how the stove shops er sell them and then people like shut them down er to be cosy and er tar and and er hygge same er that danish erm thing er we had that in the er in the adverts a few year back er and and er dont dont scare people you know no er no pictures of houses on fire er er
Typed later: banned: Mary Poppins, Dick Van Dyke, cosy, hygge. No emoji. No dialect in posts. No photos of fires. Don't name the stove shop or the landlord I moaned about. D.`,
    other: `[voice note transcribed] i i dont er dont know owt about that er sorry ask me like about chimneys er
Typed later: not my thing. Chimneys. D.`,
    repeat: `[voice note transcribed] er i think i er i already said that same answer er nowt's changed er
Typed later: see earlier. Same. D.`,
    pass: `[voice note transcribed] er thats all ive got on that i mean im here now er kieran get the er sheets cheers ta-ra
Typed later: at a job. D.`,
  },
}

const sabina: Founder = {
  id: 'f29-sabina-yasil-yamac',
  name: 'Səbinə Rzayeva',
  company: 'Yaşıl Yamac',
  style:
    "English as a second (really third, after Azerbaijani and Russian) language, written warmly and a little formally by a tea producer in Lankaran, with the recurring errors of an Azerbaijani speaker: no plural after numbers ('140 family', 'five year', 'two glass'), articles dropped or misplaced ('we bought old rolling machine'), 'he' used for women because Azerbaijani has one pronoun for both (then corrected: 'he — sorry, she'), present tense for things since a date ('I am living here since 2019'), 'we are waiting you', 'married with', 'more better', 'very actual' for relevant (a Russian borrowing), 'to make an order', 'how to say', 'in Soviet time', 'for me is important'; asks to have her English corrected but kept simple, 'not like advertising'; measures the length of each answer in glasses of tea drunk while writing ('this answer was two armudu long'); explains Azerbaijani words (çayxana — tea house, armudu — the pear-shaped tea glass, mürəbbə — fruit jam served with tea, qənd — sugar lumps, nənə — grandmother, müəllim — teacher, used as a respectful title, manat — the currency); corrects the number of families she buys from, the year of her first batch, the ratio of fresh leaf to finished tea and a harvest weight; 'this part only for you, not for internet' asides about a hotel chain that wanted her tea relabelled as Ceylon, an export middleman, and revenue; refuses all talk of politics and of 'Soviet nostalgia'; allows at most one tea emoji (producer and wholesaler of black, green and thyme teas: buys hand-plucked fresh leaf from family tea gardens around Lankaran and Astara in southern Azerbaijan, processes it in a small restored factory, and sells to tea houses, hotels and restaurants in Baku, in retail tins, and in small amounts to diaspora shops abroad)",
  description:
    "Səbinə Rzayeva, who worked for ten years in hotel management in Baku, founded Yaşıl Yamac ('green slope') in Lankaran, in southern Azerbaijan, in 2020 with her uncle Eldar Rzayev, who had been a shift master in a large tea factory in the region in the 1980s. Tea is drunk all day in Azerbaijan, in small pear-shaped glasses with jam and sugar, and the humid south of the country once had large tea plantations; most of them were abandoned in the 1990s, and today most tea drunk in the country is imported. Many families around Lankaran and Astara still have a few rows of old tea bushes in their gardens but no buyer for the leaf. Yaşıl Yamac buys hand-plucked fresh leaf from these families at a fixed price announced before the season, processes it into black, green and thyme-scented teas in a small factory with restored rolling machines, and sells 1-kilogram packs to tea houses, hotels and restaurants, 100-gram tins in shops and online, and small quantities to shops abroad. A 100-gram tin costs 9 manat; a 1-kilogram tea-house pack costs 48 manat. Yaşıl Yamac has 9 year-round and about 20 seasonal workers, buys from 143 families and has produced 27,900 kilograms of finished tea.",
  headline: '27,900',
  customerQuote:
    'For thirty years I served tea from a box with an elephant on it. Now my old men ask which garden this one came from.',
  goalKeywords: ['Germany', 'first flush', 'shops'],
  bannedWords: ['exotic', 'hidden gem', 'post-Soviet', 'authentic'],
  noEmoji: false,
  answers: {
    opening: `Salam! Good day from Lankaran. I am Səbinə Rzayeva, from Yaşıl Yamac — it means "green slope". You can write Sabina, it is more easy for foreigners, no problem. Before we start, one request: my English is not perfect, it is my third language after Azerbaijani and Russian. Please correct it when you write, but keep simple, not like advertising, please. I want to sound like me, only with correct grammar. Also I have habit: I write with tea, and I will tell you how long is each answer in glass of tea. This one was half glass. 🍵`,
    product: `We make tea. Black tea mostly, also green tea, and one tea with thyme — in Azerbaijani "kəklikotu" — which is very traditional here, people put mountain thyme in tea for winter and for a cold.

How it is working. Around Lankaran and Astara, in south of Azerbaijan near Iran border, climate is humid, a lot of rain, like subtropics. In Soviet time here was big tea plantations and factories. After 1990s almost all was abandoned, but many family still have tea bushes in the garden — ten row, twenty row, some have half hectare. Nobody buying the leaf, so the bushes become tall like trees and nobody is picking.

We are buying fresh leaf from these family. Only hand plucking, "two leaves and a bud" — the top of the branch, young and soft. Before season, in March, we announce price for whole year, same for everybody: this year 1.6 manat for 1 kilogram of fresh leaf, if quality is good. Our people come with small truck every morning to villages, weigh the leaf in front of the family, write in notebook, and pay every Friday in cash or to bank card.

Then in our factory (it is old building of kolkhoz garage, we repaired it):
1. Withering — we spread leaf on long tables, 14-18 hour, so leaf lose water and become soft.
2. Rolling — we have two old rolling machine, made in Georgia in 1970s, my uncle Eldar found them and repaired. Rolling breaks the cells of leaf, juice comes out.
3. Oxidation — for black tea, leaf is staying 2-3 hour in humid room, it becomes copper colour and smell like apple. For green tea we don't do this, we heat the leaf quickly to stop it.
4. Drying — in dryer, with hot air.
5. Sorting — we take out stems and big pieces, by machine and by hands.

For 1 kg of finished tea we need around 4 kg of fresh leaf. Before I was telling 5 kg — it was our first year, when we made many mistake. Now is 4 to 4.5 kg, depends on rain.

Our teas:
- "Yamac Qara" — black tea, our main. Strong, red colour in the glass, little bit sweet, not bitter. For çayxana this is most important.
- "Yamac Yaşıl" — green tea.
- "Dağ Çayı" — black tea with mountain thyme from Lerik, we buy the thyme from women in mountain villages.
- Spring "first flush" — only first picking of the year, end of April and May, very light and fresh. Small quantity.

Prices: tin 100 gram — 9 manat. Tin 250 gram — 19 manat. For çayxana and hotels, 1 kg pack — 48 manat. Thyme tea 100 gram — 11 manat. First flush 100 gram — 16 manat.

This answer was two armudu long. Armudu is our tea glass, like pear shape, small, thin waist. Tea in armudu stays hot on bottom and cool on top, so you don't burn your lips.`,
    audience: `Our customers, I will say by importance.

1. Çayxana. This is tea house — in every town, every district of Baku, many men (mostly men, especially older) sit there whole day, drink tea, play nard (backgammon) and domino, read newspaper, discuss everything. One çayxana can use 15-30 kg of tea in a month. We are selling to 61 çayxana now, mostly in Baku and Lankaran, Sumqayıt, Ganja. For me they are most important customer, because if old man in çayxana says "this tea is good", whole neighbourhood knows.

2. Hotels and restaurants — 38 place. Restaurant in Azerbaijan always brings tea after food, with jam (mürəbbə), lemon, sugar lumps (qənd). Here I know the business from inside, because I worked ten year in hotels in Baku.

3. Families, in shops and online. Tin 100 gram and 250 gram. We are in around 120 shop — wait, I must correct: 120 is all shops ever, now regularly ordering is 84 shop. Also our website and Instagram, delivery in Baku by courier.

4. Abroad — very small still. Azerbaijani people in Germany, Georgia, Russia, Türkiye, some in Kazakhstan. They write us on Instagram, "I miss tea from home", and we send boxes. This is why my goal is Germany, I will explain later.

Who is drinking: everybody. In Azerbaijan tea is not drink, it is — how to say — it is the way to start conversation. Guest comes, first is tea. Matchmaking, first is tea. Funeral, tea. Business meeting, tea. Argument with neighbour, also tea (maybe more strong).

Also my customers, in a way, are the 143 family who sell us leaf. Before I was telling 150. It was 150 who sold to us at least one time. This year, 143 family sold regularly. For me they are also customer, because they must choose us every morning — nobody is forcing them to pick.

This answer was one and half glass.`,
    problem: `Problem is three problem.

First: almost all tea which people drink in Azerbaijan is imported. From Sri Lanka, India, Kenya, Türkiye. Sometimes in nice box, sometimes who knows what is inside. People here drink maybe 5-10 glass every day, and the tea is from very far. But we have our own tea land here, and the old people remember how good was local tea. Young people never tried it.

Second: the gardens. When plantations closed, the tea bushes stayed in family gardens. For 30 year nobody buying. If you don't pick tea, the bush goes up, becomes 3 metre, leaf becomes hard and not good. Many family cut the tea and planted vegetables or hazelnut or citrus. Every year less tea bushes. If nobody buys leaf in next ten year, I think this knowledge will disappear — how to pick, how to prune, when. My grandmother knew it with closed eyes.

Third: for villages, there is not much work. Young people go to Baku or to Russia. Picking tea is not big money, but it is money in cash, every week, for women in the village, for students in summer, for grandmothers who can pick with their hands. One good picker can pick 25-30 kg in a day. It is 40-48 manat a day. For village, this is meaningful.

And small fourth problem: the çayxanas. Çayxana owners buy tea by price, and the cheapest tea is often very bad — dust, colour added, I don't want to say more. Old men know it tastes bad, but they say "tea is tea". I want to show that it is not true.

This answer was one glass. I was angry while writing, so I drank fast.`,
    story: `My grandmother — my nənə, her name was Gülarə — was tea picker in Soviet time, in big sovkhoz plantation near Lankaran, 30 year. He was — sorry, she was — best picker of her brigade, she has medal for it. Azerbaijani has one word "o" for he and she, so I always make this mistake, please fix. When I was child, every summer I was at her house, and she was taking me to the rows, and teaching me: "only two leaves and bud, Səbinə, not three, the third one is old already". Her hands were green from tea all summer.

I grew up in Baku. I studied economics, then I worked ten year in hotels, last position was food and beverage manager in big international hotel in Baku. Nice job. But every day I saw — we serve to guests tea bags from abroad, in the country where tea is everything. A guest from Germany asked me one time: "Where is your tea grown?" And I said: "Ceylon." I was very ashamed.

In 2019 my father was sick, and I came back to Lankaran to help. I am living here since that time. My father is better now, thanks God. That year my uncle Eldar showed me the old rows behind my nənə's house. Bushes 3 metre high, like forest. He was shift master in tea factory in 1980s, he knows every machine and every process. He said: "If you cut them down low, in two year they will give good leaf again." We cut them. We also asked neighbours, do you have tea in your garden, and everybody said yes, but nobody buys.

My uncle found two old rolling machine in Georgia — in Georgia also they are reviving tea — from closed factory near Ozurgeti. We paid 4,000 dollars for both, plus transport, and he repaired them by himself, two month, every day.

First batch: I always say 2020 spring, and it is true — April 2020 we did the first tests, but first real batch was in June 2020, the summer picking. 380 kg of finished tea. No, I must check — the notebook says 362 kg. We sold all to relatives, neighbours and two çayxana in Lankaran.

Nənə Gülarə tasted the first tea. She said: "Too much stems. But it is our tea." She died in 2022, and she saw our first tins with the label. On the label there is small drawing of hands picking — these are her hands, from old photo.

This answer was three glass long. Sorry, it is long story.`,
    storyFollowUp: `After the first batch, short:

2021 — we rented old kolkhoz garage building, made withering room and drying room. 31 family selling leaf. First order from çayxana in Baku, because my cousin, who is married with a man from Baku, told her husband, and he is regular there and he brought sample. Now this çayxana orders 25 kg every month.

2022 — the mould problem. I will tell in proof, because I promised myself to always tell it.

2023 — we bought sorting machine, because customers complained about stems (nənə was right!). Started green tea and thyme tea. 90 family.

2024 — my uncle trained four young people as tea masters: two boys and two girls from villages. Before only he knew the process, and he is 67. Now there is next generation. We also started website and delivery in Baku.

2025 — first small export boxes to Germany and Georgia. 61 çayxana, 38 hotels and restaurants. First time we made profit for full year — small, but profit.

2026 — 143 family, 9 people whole year, around 20 in season.

One more thing. This part only for you, not for internet: in 2024 one big hotel chain in Baku wanted to buy a lot of our black tea, 400 kg per year, but they wanted to put on their menu "Ceylon blend" — because, they said, foreign guests trust Ceylon more. I said no. It was very big order for us, and my uncle was angry with me for one week. But I was that ashamed girl who said "Ceylon" to the German guest. Never again.

This answer was one and half glass.`,
    proof: `Numbers, from our notebooks and from accountant. Until end of October 2026.

Finished tea since 2020: 27,900 kilograms. Before I was saying "almost 30 tonne", but accountant says exact number is 27,900 kg. So please use 27,900.

Fresh leaf bought since 2020: around 121,000 kg. We paid to families for leaf, all years together, around 176,000 manat. This year price is 1.6 manat per kg, in 2020 it was 1.1 manat.

Families selling us leaf this year: 143. In 2020 it was 11.

Çayxanas: 61. Hotels and restaurants: 38. Shops: 84 regularly.

Rows of tea bushes which families pruned and brought back to life: I don't know exactly, families don't count, but my uncle estimates around 40 hectares in total, in small pieces.

Pickers this season: around 230 people picking for the families — mostly women, also students in summer.

What went wrong — two things, I always tell them.

2022, mould. Autumn 2022 was very rainy, our storage room was not good, humidity came inside. We found mould in 640 kg of black tea, in bags. It was almost one third of that year. We threw away everything, all 640 kg — my uncle wanted to sort it and save some, I said no, if one customer gets sick, we are finished. We lost around 19,000 manat that year, and we didn't have it. Then we made proper storage room with dehumidifier and now every batch is in sealed foil bags inside boxes, and we measure humidity every day.

2021, the stems. Our first çayxana customers complained that tea has too much stems and little sticks (in Azerbaijani we say "çöp"). One old man in Lankaran brought back the pack and put it on my table. He was right. We gave money back to everybody who complained, and in 2023 we bought sorting machine. Also now last sorting is by hand, three women check every batch on white table.

This part only for you, not for internet: revenue 2025 was around 410,000 manat. Please don't write, in small town everybody will know, and then everybody is asking for loan.

This answer was two glass.`,
    proofFollowUp: `The story of Rauf müəllim. "Müəllim" means teacher, but in Azerbaijan we say it also for any respected older man, like "sir". He was in fact school teacher of history before, now he is retired and owns small çayxana in İçərişəhər — the old city of Baku, inside old walls.

His çayxana is very old style: low tables, old carpets, men playing nard, and the samovar on the wood fire. He is there every day since 1994. For thirty year he was buying one imported brand of tea — on the box there is picture of elephant (many imported teas here have elephant on the box, people think elephant means good tea from India or Ceylon).

In 2023 my cousin's husband, who plays nard in his çayxana, brought him our black tea as gift. Rauf müəllim didn't want to try. He said: "Azerbaijani tea? It finished in 1990." But he made it, in the samovar, for his friends, without telling them what it is. One old man — 80 years old — said: "This tea tastes like the tea in my mother's house."

After this, Rauf müəllim called me. He asked many questions: which village, which family, how we dry it. He ordered 10 kg. Now he orders 20 kg every month. And he does something very nice — on the wall of his çayxana he put small board, and every month he writes the name of village where the leaf came from. His old customers now ask him: "Which garden is this month?" They are discussing the villages like they discuss football.

Last spring Rauf müəllim came to Lankaran, to see the tea rows by himself. He walked the rows with my uncle three hours. He is 74.

This answer was one glass, and I was smiling.`,
    customerWords: `Rauf müəllim said this to me in Azerbaijani, in his çayxana, in March 2025, when I brought him the first flush. I translated it, and my cousin who is English teacher checked my translation. I read it to Rauf müəllim in Azerbaijani again, and he said "yes, write exactly like this".

"For thirty years I served tea from a box with an elephant on it. Now my old men ask which garden this one came from."

You can use his name as "Rauf müəllim, who runs a çayxana (tea house) in Baku's old city". Please no name of the çayxana, and no photo of his face — he says he is too old for internet. Photo of the samovar and the board with village name is OK, he allows.

Please don't write the brand with the elephant. It is not nice to speak bad about others.`,
    belief: `What I believe.

First: tea is not product, tea is relation. Between family who picks and us, between us and çayxana, between çayxana and old man with his glass. If one link is broken, everything is broken. So we pay families fixed price, we pay every Friday, and we never pay late. Never. Even in 2022, when mould destroyed our tea, we paid families on time — I borrowed from my brother.

Second: our own land can give our own tea. We don't need to be ashamed, we don't need to pretend it is Ceylon. Our tea is not best tea in world, I am honest, Darjeeling is Darjeeling. But it is very good tea and it is ours.

Third: knowledge must pass from old to young. My uncle is 67. Before us, only old people knew how to prune, how to pick, how to wither and roll. Now there are four young tea masters and many young pickers. For me this is more important than sales.

Fourth: women's work must be paid properly. Most of pickers are women. In Soviet time my grandmother picked for a medal and small salary. Now the woman who picks gets cash every week in her own hand, or on her own card — not to husband. This was my rule from first day, and some men in villages didn't like it. Now they are used.

Fifth, small one: tea must be drunk from armudu glass, with jam. It is more better than big mug with teabag on a string. But OK, I am not dictator, you can drink from mug.

This answer was one glass.`,
    update: `News from this year:

1. We made second withering room in spring, so now we can take more leaf in May and June, when everything grows at once. Before, in May we had to say to families "today no more leaf", and it was very bad for me.

2. We started organic certification — it takes three year, we are in first year. Families don't use chemicals anyway, nobody can afford, but certificate is needed for Europe.

3. New tea: black tea with quince (heyva) pieces, for winter. In Azerbaijan quince jam is very popular with tea, so we put dried quince inside. First 300 kg — sold out in three week.

4. Tea master from Georgia came in September, stayed two week with us, and we exchanged knowledge. His family also is reviving old tea gardens, in Guria region. He taught us new way of rolling for green tea, and we taught him how to drink tea with jam (he knew already, but he pretended).

5. Price of fresh leaf for 2027 we will announce in March, I think 1.7 manat per kg.

This part only for you, not for internet: one middleman from Moscow wanted to buy all our black tea for export and sell under his own brand. Good price. I said no, because I want our name on our tea. Also I don't want anything with politics, and everything there is politics now.

This answer was one and half glass.`,
    goal: `My goal is Germany. In Germany there are many Azerbaijani people, and also many Turkish people, and Georgian, and Russian-speaking people from all former Soviet countries — for all of them tea in glass is normal life. And they have many small shops — Turkish markets, Caucasus shops, Russian shops — in Berlin, Cologne, Hamburg, Frankfurt, Munich.

Concrete goal: 25 shops in Germany selling our tea by end of April 2027. Now we have only 3 shops there (Berlin 2, Cologne 1), and individual boxes to people.

For diaspora this topic is very actual — people miss taste of home, especially older people. Why end of April: because in end of April and May is our first flush — first picking of spring, the best and most fresh tea of the year. We want to open pre-order of first flush for shops in Germany, so tea arrives to them in June, fresh, by air cargo. First flush is small quantity, so who orders first, gets.

What we offer to shops:
- Free sample box: our 4 teas (black, green, thyme, quince), delivered to shop in Germany, no payment.
- First carton with free delivery.
- Labels in German and Turkish on the back side (we already prepared with a translator).
- Pre-order of first flush 2027 for shops until 15 April 2027.

Who I am waiting: owners of Turkish, Azerbaijani, Georgian and Caucasus shops in Germany; also small importers who already bring food from Caucasus; and also Azerbaijani and Turkish people in Germany — if you like our tea, please tell your shop.

How to make an order: write to səbinə@yasilyamac.az — sorry, without special letters: sabina@yasilyamac.az — or WhatsApp, or Instagram. Please write shop name and city. I answer in English, Russian, Azerbaijani or Turkish. German not yet — my German is only "Danke" and "Tee". We are waiting you!

This answer was two glass, because I was dreaming.`,
    tone: `Tone: warm, simple, honest. Like I invite you to my table and give you tea. Not too sweet — like tea, it is better with jam on the side, not inside.

Emoji: maximum one, only 🍵. Not ☕ — this is coffee, and for Azerbaijani person this is almost offence. (Joke. Half joke.)

Words, please never:
- "exotic" — for us it is normal, we drink it every day. For me "exotic" means someone looks at us from outside like in zoo.
- "hidden gem" — every article about Azerbaijan says "hidden gem". Nothing is hidden, we are here, we have airport.
- "post-Soviet" — please. We are not only "after Soviet". It was 35 year ago. My pickers were born after.
- "authentic" — every bad tea in the world says "authentic" on box. Better to say exactly: which village, which family, which month.

Also: no politics, no neighbours, no war, no government, nothing. Only tea. No "Russian tea" or "Persian tea" or "Turkish tea" — it is Azerbaijani tea, from Lankaran. No photos of pickers' faces without permission (most women don't want, please respect). And please correct my English — but I repeat, keep simple.

This answer was half glass.`,
    other: `I am sorry, I don't know about this enough to answer good. Better you ask me about tea, or about our villages. This answer was zero glass.`,
    repeat: `I think I answered this already before. My answer is same — nothing changed, only the tea in my glass became cold.`,
    pass: `I have nothing to add more, sorry. The truck with leaf is coming from villages, I must go to weigh. Sağ olun — thank you!`,
  },
}

const mariela: Founder = {
  id: 'f29-mariela-naciente',
  name: 'Mariela Quesada Solano',
  company: 'Fundación Naciente',
  style:
    "nonprofit director, a civil engineer from a small town in Guanacaste, Costa Rica, writing careful, plain and warm English with Spanish terms explained once (ASADA — a community-run rural water association, fontanero — the ASADA's paid pipe and chlorine operator, junta directiva — the volunteer board, naciente — a spring, the source of a water system, verano — the dry season, don and doña — titles of respect she always uses); answers 'the short version' first and 'the long version' after; follows most figures with 'Who this number is:', turning it into people; tags every money figure '(confirm with Jeffrey)', her finance officer, and once Jeffrey's correction arrives in the text; keeps a strict 'no heroes' rule about volunteers, who she says need tools and pay, not praise; 'between us, not for the post' asides about a municipality that tried to take over an ASADA, a foreign charity that did a photo shoot at a tank and left, and a politician who wanted to hand out kits; corrects the number of ASADAs in the country, the year the foundation started, her trained-people figure and the size of water losses; refuses to blame the national water institute, the regulator or the government; no emoji (civic nonprofit: training, peer mentoring by retired operators, a telephone and messaging help line, leak-detection and chlorination kits, and simple accounting tools for the volunteer boards and operators of community water associations in rural Costa Rica, mostly in Guanacaste and on the Nicoya Peninsula, funded by foundations, a cooperative bank and individual donors)",
  description:
    "Mariela Quesada Solano, a civil engineer who grew up in Hojancha, Guanacaste, where her mother kept the accounts of the community water association for nineteen years, founded Fundación Naciente ('spring', the source of a water system) in Costa Rica in 2015. Much of rural Costa Rica gets its drinking water not from a national utility but from about 1,400 community associations called ASADAs, each run by a volunteer board with one or two paid operators who maintain the pipes, tanks and chlorination. Many have little training, lose a large share of their water through leaks, struggle to keep chlorine at safe levels and to keep their accounts in order, and face longer dry seasons in the north-west of the country. Fundación Naciente trains board members and operators in weekend courses, pairs each association with a retired operator as a mentor, runs a help line for operators, and provides leak-detection and chlorination kits made from parts available in local hardware stores. It has seven staff and 63 volunteer mentors, and has trained 2,740 operators and board members.",
  headline: '2,740',
  customerQuote:
    "Before, I found a leak when a strip of grass went green in March. Now I find it with my ear on an iron bar before anybody's tap runs dry.",
  goalKeywords: ['ASADAs', 'leak kit', 'mentors'],
  bannedWords: ['pura vida', 'paradise', 'heroes', 'third world'],
  noEmoji: true,
  answers: {
    opening: `Good afternoon from Nicoya. I am Mariela Quesada Solano, director of Fundación Naciente. A few things about how I write, so you are not surprised. I will give you the short version first, then the long version; stop reading whenever you have enough. After most numbers I will write who the number is, because a number in our work is always people. Every money figure will say "(confirm with Jeffrey)": Jeffrey is our finance officer, and he is more careful than I am. And I will use Spanish words when there is no good English one, and explain them once. No emoji from me, please, and none from you either.`,
    product: `The short version: we help the communities that run their own drinking water in rural Costa Rica do it well — with training, a mentor, a help line and the right tools.

The long version. In Costa Rica, most cities get water from the national water institute or a municipal utility. But in the countryside, in thousands of small towns and scattered hamlets, the water system belongs to the community. It is run by an ASADA — Asociación Administradora de Sistemas de Acueductos y Alcantarillados, a community water and sanitation association. There are about 1,400 of them. I used to say 1,500; the number I trust is about 1,400, and it changes as small ones merge.

An ASADA is: a naciente (a spring) or a well, a tank on the hill, a chlorinator, kilometres of pipe, a few hundred meters on people's houses, and a list of people who pay a monthly bill. It is governed by a junta directiva — a board of seven volunteers elected by the neighbours: a teacher, a farmer, a shopkeeper, a retired bus driver. And it has a fontanero, the paid operator, often only one, who does everything: repairs the pipes, checks the chlorine, reads the meters, opens and closes valves at 2 in the morning in the dry season.

Nobody trains most of these people properly for this. They learn by doing, from the person before them, and sometimes the person before them left angry.

What Naciente does:

1. Escuela Fontanera, the operators' school. Weekend courses in regional towns: chlorination and how to measure residual chlorine at the tap; finding and repairing leaks; pumps; protecting the naciente; reading meters. Always hands-on, always with real pipes, in an ASADA's own yard.

2. Courses for juntas: accounts, how to set and explain a tariff, how to run an assembly, how to keep records the regulator will accept. Many treasurers are women, many are over sixty, and many keep the accounts in a school notebook, as my mother did.

3. De ASADA a ASADA, our mentoring. Each ASADA we work with gets a mentor: a retired fontanero or engineer who visits every two months and answers the phone in between.

4. Línea Fontanera, a help line on the phone and WhatsApp, answered seven days a week by four mentors in rotation. A fontanero with a broken pump on Sunday can send a photo and get an answer in an hour.

5. Kits. A leak kit and a chlorine kit, built only from parts that can be bought in the hardware stores of Liberia, Nicoya or Santa Cruz (there is a story behind that rule, in the proof answer).

Who pays: ASADAs pay nothing for the courses and the mentor. Kits are paid by sponsors. The foundation is funded by three private foundations, a cooperative bank, and about 900 individual monthly donors.`,
    audience: `The short version: the volunteers and operators of small community water associations, mostly in Guanacaste and on the Nicoya Peninsula.

The long version. We have worked with 312 ASADAs since 2015. Who this number is: about 312 juntas, so some 2,000 volunteers over the years, and some 400 fontaneros. Of these, 146 ASADAs are active with us right now, with a mentor.

Most are small: 80 to 600 connections. A connection is a house, a school, a small farm, a church. Some are tiny — 23 houses in the hills above Hojancha, with a spring and one tank and a fontanero who is also the president's nephew.

Where: Guanacaste, in the north-west, the driest part of the country, with a verano (dry season) from December to April that is longer and harder than it was when I was a child; the Nicoya Peninsula; and since 2022 some ASADAs in the Southern Zone and in the north near the border, because a mentor moved there and took us with him.

The people we talk to every day are three:
- The fontanero. Usually a man, 30 to 60 years old, very skilled with his hands, often underpaid, often on call all the time. He is the one who needs the tools.
- The treasurer. Usually a woman, often retired, often the person holding the whole ASADA together. She needs the accounts to make sense.
- The president of the junta. Changes every few years, which is the problem: all the knowledge leaves with him or her.

Who else: municipal officials, regional offices of the national water institute, health inspectors, schools, and the young people we are trying to bring onto the juntas, because the average age of a board member is higher every year.`,
    problem: `The short version: people who run a public service for free, with no training, no tools and more drought each year.

The long version.

One: water is lost. In many small ASADAs, 40 to 50 per cent of the water that leaves the tank never reaches a tap that pays a bill. It leaks from old pipes underground, from illegal connections, from broken meters. In the verano, when the naciente gives less, that lost water is the difference between a town with water and a town with a truck. I used to say "more than half" is lost. That was one ASADA, the worst one I had seen. The honest average, in the ASADAs where we have measured, is about 48 per cent before we start.

Two: chlorine. The regulation asks for residual chlorine at the tap between 0.3 and 0.6 milligrams per litre. Too little, and bacteria survive the pipes; too much, and people stop drinking the water and buy bottles or drink from the stream. Many fontaneros dose by habit — "a cup of chlorine in the tank" — and never measure at the end of the line.

Three: money and paperwork. An ASADA is a small utility. It must charge a tariff, keep accounts, report to the authorities, renew its agreements, pay its fontanero a legal salary. All done by volunteers at night, after work.

Four: succession. The people who built these systems in the 1970s and 1980s are old. The young people left for the coast, for the hotels, for San José. When a treasurer of twenty years retires, the accounts leave in her handbag.

Five: climate. The dry season is longer. The springs give less. The tourism on the coast pulls on the same aquifers. I will not make it political; I will just say that every year our help line gets its first "the tank is empty" call a little earlier.

Who these problems are: a grandmother in a town of 300 people who cannot flush the toilet in April. A fontanero who gets shouted at in the shop because the water was off on Sunday.`,
    story: `The short version: my mother kept the water accounts of our town for nineteen years, in a notebook, and I watched.

The long version. I grew up in Hojancha, a small town in the hills of Guanacaste. My mother, doña Lidia, was the treasurer of our ASADA from 1987 to 2006. She kept the accounts in a school notebook with a green cover — one notebook per year; we still have all nineteen in a box. Every month, people came to our kitchen to pay their water bill in coins and small notes, and she wrote each one with a pencil and a ruler. I did my homework at the same table. I learned addition from the water bills.

Our fontanero was don Chalo. He had one wrench, one shovel and a motorcycle. In the verano of 1998, one of the hardest, our naciente nearly dried up, and I remember him and my mother sitting at the kitchen table at midnight deciding which part of town would get water on which day. Nobody had taught them how. They did it because nobody else would.

I studied civil engineering at the university in San José, and then worked for eight years at a consulting firm designing water systems — for hotels and housing developments on the coast, mostly. Good engineering, well paid. But I was drawing pipes for swimming pools 40 kilometres from towns where the tank ran empty in March, and I began to feel it in my stomach.

In 2013 my mother's ASADA — by then she had retired — had a bad result in a health inspection: chlorine was missing at the end of the network for weeks, and nobody had measured. The new junta was frightened. My mother called me. I came home for a weekend with a chlorine test kit, and don Chalo, who was 71 and retired, came with me to the end of the line. In two days we found the problem, a broken dosing valve, and I taught the new fontanero to measure chlorine at five points every week.

The neighbouring ASADA heard and asked for the same. Then another. I spent most weekends of 2014 driving around Guanacaste with don Chalo in my car and a box of test kits. I always said we started in 2014; legally the foundation was registered in March 2015, so I now say 2015, with 2014 as the year of the weekends.

Don Chalo was our first mentor. He died in 2020. The mentor programme has his name on the door of our office in Nicoya.`,
    storyFollowUp: `After the weekends:

2015: Fundación Naciente registered. Me, a borrowed desk at the parish hall in Nicoya, and a grant from a small family foundation for US$18,000 (confirm with Jeffrey). Three courses that year, 94 people.

2016-2017: the Escuela Fontanera took its shape: always in an ASADA's own yard, always with real pipe, always on a Saturday and Sunday so nobody loses a working day. The first eight mentors, all retired fontaneros.

2018: the chlorinator mistake, which I tell in the proof answer.

2019: Línea Fontanera, the help line. At first it was my own phone. After three months my husband asked whether I could please let someone else answer at 3 in the morning.

2020-2021: the pandemic. We moved the courses online. It looked wonderful on paper — more people attended than ever — and it did not work. I will explain in the proof.

2022: the accounting tool: a simple spreadsheet, then a phone form, in the same order as my mother's notebook, because that is the order treasurers think in. Now used by 118 ASADAs.

2023-2024: a cooperative bank became our largest funder, and we hired Jeffrey, which changed how we count money.

2025-2026: seven staff — me, Jeffrey, two field engineers, a trainer, a coordinator for the help line and mentors, and an administrator — and 63 volunteer mentors.

Between us, not for the post: in 2021 a municipality tried to absorb an ASADA we worked with, against the wishes of its assembly. It is legal in some circumstances and it is not my fight; I only stood in the room beside the junta while they decided. It left bad feeling with the municipality that we are still repairing. Please never mention it.`,
    proof: `The short version: 2,740 people trained, and water losses down by a third where we could measure.

The long version, from our attendance lists and the ASADAs' own meter data, up to October 2026.

People trained since 2015: 2,740. Who this number is: 1,190 fontaneros and assistant operators, and 1,550 members of juntas — presidents, treasurers, secretaries. Each person is counted once, even if they came to five courses. I used to say "more than 3,000", which was attendances, not people.

ASADAs worked with: 312. Active with a mentor today: 146.

Water losses. In 46 ASADAs that had working meters at the tank and on the houses before and after our leak programme, non-revenue water — water produced but never billed — went from an average of 48 per cent to 31 per cent within two years. Who this number is: in a typical ASADA of 300 connections, that is roughly enough water for 90 more houses in the verano, from the same spring.

Chlorine. In 74 ASADAs that send us their monthly tap tests, the share of samples within the regulation's range went from 61 per cent in their first year with us to 88 per cent this year. Who this number is: about 41,000 people drinking water that is safe at the tap more often.

Help line: 6,230 calls and messages since 2019.

Budget 2026: US$410,000 (confirm with Jeffrey). — Jeffrey's note, added in: US$426,500, because the second cooperative grant arrived in August. Mariela rounds down out of superstition.

What went wrong.

2018: the chlorinators. A foreign donor gave us 20 modern chlorinators, beautiful machines. We installed them in 20 ASADAs. Within a year, 11 were not working: they needed spare parts that came only from abroad, in dollars, in eight weeks. The fontaneros went back to the cup of chlorine in the tank. Since then, our rule: every piece of equipment we recommend must have its parts for sale in a hardware store in Liberia, Nicoya or Santa Cruz. If don Evelio cannot buy the part on a Saturday morning, we do not give it.

2020-2021: online courses. More attendance than ever. But when we looked at the results, ASADAs that had only online training found fewer leaks and improved their chlorine less than those trained in the yard. You cannot learn to listen to a leak on a video call. We went back to the field as soon as it was allowed.

Between us, not for the post: a foreign charity once came with a film crew, photographed children drinking from a new tank tap, and left the same day. The tank they filmed was ours.`,
    proofFollowUp: `Don Evelio's story. He said we can use "don Evelio", his first name, and "an ASADA in the hills of Hojancha". No surname, and please not the name of the ASADA.

Don Evelio is 58 and has been the fontanero of a small ASADA of 190 connections for 22 years. The system is old: a spring in a patch of forest, a tank, and pipes laid in 1981 — plastic, some of it under a gravel road where trucks pass in the dry season.

For 22 years he found leaks the way everybody did: in the verano, when all the grass is brown, he looked for a strip of green. A green line across a dry pasture in March means water underground. By then the leak has been running for weeks, sometimes months. And every March his tank emptied by afternoon, and the upper part of the town had no water from 2 p.m. until night.

In 2023 his ASADA joined our leak programme. A mentor, don Rafa, a retired fontanero from Santa Cruz, came for two days with a leak kit. The most important tool costs almost nothing: a steel listening bar, one metre and a half long. You put the point on a valve, or on the ground over the pipe, and your ear on the top, and you listen. A leak makes a hiss, a rushing sound, different from the sound of water moving normally. At first you hear nothing. After some hours, with someone who knows, you start to hear. We also gave him a second-hand ground microphone, pressure gauges and clamps, and taught him to close valves section by section at night and read the meter at the tank, to find which part of the network is losing water.

In the first three months he found 14 leaks, nine of them under the gravel road. The ASADA's losses went from 52 per cent to 29 per cent in a year, by their own meters. In the verano of 2024, for the first time in anyone's memory, the upper part of the town had water every afternoon in March.

He now teaches the bar to other fontaneros at our courses. He says the hardest thing to teach is patience, and the second hardest is to stop people talking while you listen.`,
    customerWords: `Don Evelio said this at the closing of a course in Nicoya in June 2024, in Spanish, in front of about forty fontaneros, and they laughed and applauded because they all knew the green strip. I translated it; my colleague checked the translation with him, and he approved it.

"Before, I found a leak when a strip of grass went green in March. Now I find it with my ear on an iron bar before anybody's tap runs dry."

Please attribute it as: don Evelio, fontanero of an ASADA in the hills of Hojancha. With the "don", please; it is how everyone calls him, and it is respect. No surname, no name of the ASADA, and no photograph of his face — a photograph of his hands on the bar is fine, he likes that one.`,
    belief: `The short version: water does not come from nature to the tap by itself. It comes through people's work, and that work deserves tools, training and pay.

The long version, four beliefs.

One: the volunteers do not need praise. I know the big word people use for them in speeches — I put it in the tone answer — and it sounds kind; it is a trap. When we put them on a pedestal, we excuse ourselves from giving them what they need. A treasurer does not need applause; she needs an accounting tool and someone to call. A fontanero needs a listening bar, a fair salary and a day off.

Two: the knowledge is already in the communities. Our best trainers are retired fontaneros, not engineers like me. Our job is to move knowledge from one ASADA to the next before it retires.

Three: equipment must be repairable locally. If it cannot be fixed with a part from the hardware store in Nicoya, it is a gift that becomes rubbish.

Four: community water is a public service, and it should be treated like one. These associations serve a large share of rural Costa Rica. They deserve the same seriousness as any utility — in training, in data, in respect. I say that without blaming anyone. Everyone I meet in the institutions wants the same thing; there is just a great deal to do.

And one from my mother: write everything down, in pencil, with a ruler. If the next treasurer cannot read your accounts, they are not accounts.`,
    update: `Since the middle of the year:

1. Our first course with young people only: 26 people from 18 to 29, sons and daughters and grandchildren of junta members, in July. Eleven of them have since joined their juntas. Who this number is: eleven juntas where the average age went down.

2. The accounting tool now works offline on a phone and sends the monthly report when there is signal. 118 ASADAs use it.

3. Two new mentors from the Southern Zone, both retired fontaneros, which means we can accept ASADAs there without driving seven hours.

4. A chlorine kit redesign: a simple drip chlorinator built from pipe fittings sold in any hardware store, with instructions on one laminated card. Tested in 12 ASADAs since April.

5. The verano forecast for 2027 is for a dry one. Our help line already had its first "the tank is empty in the afternoon" message in October, which is early.

Between us, not for the post: in September a politician asked whether he could hand out leak kits in person with his photograph on the box, before the elections. We said no, politely. Our kits do not have anyone's face on them. Please do not write anything that sounds like a reply to him.`,
    goal: `The short version: 50 more ASADAs with a leak kit and a mentor before the next dry season, by 30 November 2027.

The long version. We want 50 ASADAs in Guanacaste and on the Nicoya Peninsula — the ones on our waiting list with the highest losses — to have a leak kit, two days of training in their own yard and a mentor for two years, before the verano of 2028 starts in December 2027. Today we have funding for 14. We need 36 more kits, and we need mentors to go with them.

Who this number is: 50 ASADAs of about 250 connections each is some 12,500 homes, roughly 40,000 people, whose water in March depends on finding leaks in November.

What a leak kit is: a steel listening bar; a second-hand ground microphone, checked and repaired by us; pressure gauges; repair clamps in the most common pipe sizes; marking paint; a notebook; and two days of training by a mentor in the ASADA's own network, at night and by day. Cost: US$1,250 per ASADA (confirm with Jeffrey), including the two days of training. All parts available in local hardware stores, so the ASADA can replace anything itself.

The ask, two kinds:

Sponsors. Companies, clubs, churches, schools, families, and Costa Ricans living abroad who grew up drinking ASADA water: sponsor one leak kit for US$1,250, or share one — five people at US$250. Each sponsor gets the name of the ASADA, a report from its fontanero after the training, and, a year later, the before-and-after numbers from its meters.

Mentors. We need at least 12 new volunteer mentors: retired fontaneros, plumbers, water engineers, technicians from the institutions, who can visit one or two ASADAs every two months and answer a phone. We pay travel and a daily allowance; we give the training. Spanish needed.

How: write to mariela@naciente.or.cr, subject "Leak kit" or "Mentor", or call our office in Nicoya. I answer myself, usually on Friday afternoons.`,
    tone: `Clear, warm, respectful. Like a good teacher explaining something important to adults. No emoji, none.

Words, please never:
- "Pura vida". It is a lovely expression, and it has become a slogan for selling holidays. It makes our work sound like a postcard.
- "Paradise". Our country is beautiful, and in April there are towns without water. Both are true; "paradise" hides the second.
- "Heroes". I explained in the belief answer. They are neighbours who need tools and pay.
- "Third world". It is an old, insulting phrase. Say "rural Costa Rica", or say the name of the town.

Also: no photographs of children drinking from taps; it is the cliché of every water charity and it makes adults into props. No blame on the national water institute, the regulator, municipalities or any government; say what the problem is, not whose fault. Always "don" and "doña" when you name an older person. Do not say we "bring water" to anyone: the communities built their water systems themselves, decades ago. We help them keep them.`,
    other: `I do not know enough about that to answer well, and I would rather not guess. Ask me about the ASADAs, the fontaneros or the water.`,
    repeat: `I believe I answered that already. My answer is the same; nothing has changed since — except, perhaps, the level in the tanks.`,
    pass: `I have nothing more to add to that, I am sorry. I have a junta meeting in Santa Cruz at six and the road is long. Thank you for your patience.`,
  },
}

export const freshFounders29: Founder[] = [renzo, vojta, talia, dean, sabina, mariela]
