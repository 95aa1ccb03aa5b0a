// A twenty-eighth held-out set (ids f27-), written by a helper that never saw the product's code, used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const nayra: Founder = {
  id: 'f27-nayra-salobre',
  name: 'Nayra Cabrera Santana',
  company: 'Salobre',
  style:
    "long, rambling technical answers about cleaning, testing and re-grading the reverse osmosis membranes of seawater and brackish-water desalination plants (8-inch spiral-wound polyamide elements, pressure vessels of seven, feed pressures of 55 to 68 bar, recovery, normalised permeate flow, salt passage and differential pressure, SDI and the calima, biofouling in the lead elements and scaling in the tail, chlorine damage and the bisulfite dosing that should prevent it, the Fujiwara test, telescoping, brine seals and interconnector O-rings, alkaline-then-acid clean-in-place at the right temperature, a single-element test bench at standard manufacturer conditions, autopsies with loss on ignition, ATP and SEM-EDS, second-life elements for brackish irrigation water and oxidation to nanofiltration-grade); dictates into her phone in the test hall while a bench stabilises and reads out gauge values mid-sentence; ends answers with numbered footnotes that are longer than the point they annotate; corrects the year of the first Canary desalination plant, an energy figure, the price of a new element, her element count and a hotel count; refuses the popular statistic about how much of an island's water is desalinated; Canarian Spanish explained (guagua, calima, aljibe, mareta, jable, mi niño, ños, barranco, papas arrugadas); 'not for publication' asides about a manufacturer's bad batch of brine seals, an operator who ran a bisulfite tank empty for weeks, and revenue; refuses to let anyone call a membrane a 'filter'; no tourism-bashing, no water-war drama, no names of plants, hotels or water authorities (B2B industrial service: off-site cleaning, testing, autopsy and re-grading of reverse osmosis elements for desalination plants of hotels, farm irrigation communities, municipal utilities and private operators in the Canary Islands, Madeira and Cape Verde, with a second-life line for elements no longer fit for seawater)",
  description:
    "Nayra Cabrera Santana, a chemical engineer who spent nine years running and troubleshooting seawater desalination plants for an operations and maintenance contractor, founded Salobre ('brackish' in Spanish) in Agüimes, Gran Canaria, Spain, in 2019 with Airam Suárez, an electromechanical technician. The Canary Islands depend heavily on desalinated seawater for drinking water, tourism and farming, and most of it is produced by reverse osmosis: seawater is pushed at high pressure through polyamide membranes rolled into cylindrical elements about a metre long. Elements foul with biofilm, silt and mineral scale and are cleaned in place with chemicals, but these cleanings are often done at the wrong temperature or with a fixed recipe, and elements are typically replaced every five to seven years and sent to landfill, many of them with useful life left. Salobre collects elements from plants, tests each one on its own test bench, cleans it with a chemical programme chosen for its particular fouling, tests it again and returns it with a report per serial number; it also performs 'autopsies' — opening a sacrificed element to find out what is damaging a plant's membranes — and re-grades elements no longer good enough for seawater for a second life treating less salty well water for irrigation. Cleaning and testing costs €145 per element, against roughly €600 to €700 for a new one, and an autopsy €1,900. Salobre has cleaned and tested 14,862 elements and has 23 staff.",
  headline: '14,862',
  customerQuote:
    'I was going to throw all forty-two in a skip. You sent thirty-six back working and told me exactly why the other six died.',
  goalKeywords: ['swap service', 'autopsy', 'June'],
  bannedWords: ['filter', 'miracle', 'upcycling', 'thirsty'],
  noEmoji: true,
  answers: {
    opening: `Buenas. Nayra Cabrera, from Salobre, in Gran Canaria — Agüimes, the industrial estate at Arinaga, the windy one, about twenty minutes south of the airport. Salobre means 'brackish', which is water that is too salty to drink and not salty enough to be the sea, and that is more or less where I have lived my whole professional life. Practical warning: I am dictating this into my phone in our test hall, because Bench 2 needs about forty minutes to stabilise before I can take a reading and I am not going to waste forty minutes. So if I suddenly say a number with microsiemens after it, that is the bench talking, not an answer. Also I put footnotes at the end of things. My co-founder says nobody reads footnotes. He is wrong; I read them. Go ahead.`,
    product: `Right. I will try to be brief, which is a sentence my team laughs at. What we do: we take reverse osmosis membranes out of desalination plants, we find out what is wrong with each one, we clean it properly, we prove that we cleaned it, and we give it back. And the ones that cannot go back into seawater service, we give a second life somewhere less demanding. But you cannot understand any of that without understanding what an element is, so, one paragraph of school. A seawater reverse osmosis element — we say 'element', the plants say 'membrane', same thing — is a fibreglass tube 8 inches across and 40 inches long, so about 20 centimetres by a metre, weighing around 15 kilos dry. Inside, there are sheets of membrane rolled around a central perforated tube, like a Swiss roll, with a plastic mesh between the layers — the feed spacer — to keep a channel open for the seawater. The membrane itself is a polyamide layer about two tenths of a micron thick, sitting on a polysulfone support, sitting on a polyester fabric. That thin polyamide skin is the whole business. Water molecules pass through it, salt mostly does not. You put seven of these elements in a row inside a pressure vessel — a long white tube, you have seen photos of plants with racks of them — and you push seawater in at one end at 55 to 68 bar, depending on the temperature and how tired the membranes are. That is the pressure at about 600 metres under the sea, in a plastic tube, in a hall next to a beach. Roughly 45 per cent of the seawater comes out the other side as fresh water, what we call permeate; the rest leaves as brine, about twice as salty as the sea, and goes back out through an outfall. A good new element rejects 99.8 per cent of the salt. Around here the sea has about 37 grams of salt per litre — 36.8, when I measured it last at the Arinaga intake, 1,280 microsiemens — no, sorry, that was the bench, ignore that, the bench is at 1,280, the sea is not. Energy: the high-pressure part of a modern plant uses about 2.2 kilowatt-hours per cubic metre of water, and I always say that number and it is wrong, because it is only the high-pressure pumps with the energy recovery devices. The whole plant, intake to tap, is closer to 3.4. Use 3.4. [1]

Now, what goes wrong. Everything that is in the sea that is not water and not salt wants to stay on that polyamide skin. The plant has pretreatment to stop it: intake, coagulant, media beds, cartridges, dosing of antiscalant, and then, very important, sodium bisulfite to remove any chlorine, because chlorine is what you use to stop things growing in the intake pipe and chlorine destroys polyamide. Permanently. It does not foul it, it burns it. So you get four families of problems. One: biofouling. Bacteria form a slime on the first element in every vessel, the lead element, because that is where the food arrives first. The slime blocks the feed spacer, the pressure drop along the vessel goes up, the flow goes down. Two: particles and colloids. Silt, clay, algae bits, and here in the Canaries, the calima — the Saharan dust that comes over in winter and turns the sky orange. After a strong calima the silt density index at some intakes goes from below 3, which is what you want, to something you do not want to write down. [2] Three: scaling — minerals crystallising on the membrane in the last elements of the vessel, the tail elements, where the brine is most concentrated. In seawater it is less of a problem, if your antiscalant is right. In brackish well water, which the farmers use, it is the main problem: calcium carbonate, calcium sulphate, silica, and sometimes barium sulphate, which is like concrete and does not come off. Four: damage. Chlorine that got past the bisulfite. Too much pressure drop, so the rolled membrane pushes out of the end of the tube like a telescope — we call it telescoping, very visual. Broken glue lines. A brine seal — the rubber lip around the outside of the element — flipped the wrong way during loading, so the water goes around the element instead of through it. Cracked interconnectors. O-rings that someone greased with petroleum grease, which eats them.

Every plant cleans its membranes in place. It is called CIP, clean-in-place: you stop the train, fill a tank with chemicals, recirculate them through the vessels, soak, flush. Alkaline first, for the biology and the organics — caustic at pH 11.5 to 12 with a surfactant — then acid, citric or hydrochloric at pH 2 or so, for the minerals and iron. On paper it works. In practice, three things. The CIP tank often has no working heater, and an alkaline clean at 22 degrees does perhaps half what it does at 35. The recipe is the one written in the manual when the plant was commissioned, whatever the actual fouling is. And you clean a whole train — sometimes 40, 60 vessels at once — and the chemical takes the easy path, so the lead elements get cleaned and the tail elements, which are the scaled ones, barely see it. Then the operator looks at the plant data, sees the flow is still low, cleans again, sees it again, and one day the maintenance budget says 'replace'. Out come 50 or 200 elements, and most of them go to landfill. Here on the islands, where landfill is a limited thing, literally limited by the coast.

So here is what we do, in order. One: collection. We pick up the elements at the plant on a pallet, in their own bags, with the position they came from written on each one — vessel and position, lead or tail — because that position tells me half the diagnosis before I open the bag. Two: incoming test. Each element goes on a single-element test bench — we have four, Airam built them — at the standard manufacturer's conditions: 32,000 milligrams per litre of sodium chloride, 55 bar, 25 degrees, 8 per cent recovery. We measure permeate flow, salt rejection and pressure drop, and we compare with the number printed on the manufacturer's data sheet when the element was new. We weigh it, too — a heavy element is full of something. Three: diagnosis. From the position, the weight, the three numbers and what the plant tells us about its feed water, we choose a cleaning programme for that batch. Not 'alkaline then acid'; a specific chemistry, temperature, time and flow, sometimes with a chelating agent for sulphate scale, sometimes sodium hydrosulfite for iron, sometimes an enzyme clean for biofilm. Each element is cleaned on its own, at the flow it needs, at 35 degrees, not 22. Four: outgoing test, same bench, same conditions. Five: a report per serial number, before and after, and a grade: A goes back into seawater service as good as the plant's average new element or close; B goes back into seawater service in the lead positions, or into a less critical train; C is not fit for seawater any more but is fine for brackish water, which is our second-life line; D is finished. Six: we return them sorted, and we tell the plant which ones to load where, because putting a weak element in the lead position of a strong vessel is a way to waste a good cleaning.

And then two more services. Autopsy: when a plant has a problem it cannot explain — flows dropping every few weeks, salt passage climbing — we take one element and cut it open, in a very controlled way, and find out exactly what is on it and what happened to it. Visual, a dye test for integrity, the Fujiwara test, which tells you if halogens — chlorine — have attacked the polyamide, loss on ignition to see how much of the deposit is organic, ATP to measure living biomass, and SEM-EDS, an electron microscope with an analysis of which elements are in the scale, which we send to a university lab in Las Palmas. Three weeks, a report, and a meeting where I explain it in plain words to the plant manager and, if he wants, to his boss, who is the person who actually decides. And the second-life line: C-grade elements go to farmers' irrigation communities that desalinate brackish well water for tomatoes, cucumbers and bananas at 10 to 20 bar, where an old seawater element still works for years. We sell them tested, graded, with a twelve-month performance guarantee. A few D-grade ones, in small quantities, we oxidise on purpose, with a controlled dose of chlorine, to remove the polyamide skin completely and leave the support layer, which then behaves like a nanofiltration or ultrafiltration membrane. That is still half research, half product; I will not pretend it is more.

Prices: €145 per element for collection within Gran Canaria, incoming test, cleaning, outgoing test and report. Other islands add the ferry: €12 per element for Tenerife, €18 for Lanzarote and Fuerteventura. Madeira and Cape Verde, we quote by container. An autopsy is €1,900. A second-life element costs €190. A new 8-inch seawater element costs the plant about €640 — I said 590 last year, and that was the price two years ago; prices went up. So, with shipping and the plant's own labour, we are usually a third of the price of replacing, and we tell them in the report which elements are not worth our €145. About one in eight is not. [3]

Footnotes. [1] The 2.2 number is the one the industry likes to put on slides. I have put it on slides too. I am trying to stop. [2] February 2020, the big calima, the airport closed and the sky was brown at noon; two plants I know shut their intakes for two days because the media beds could not cope. If you ever want to scare a desalination engineer, say 'calima' and 'SDI' in the same sentence. [3] One in eight not worth it: 12.7 per cent of what we received in 2025, to be exact, and most of those were chlorine-damaged, which no cleaning fixes.`,
    audience: `Five kinds of customer, and they could not be more different. I will give them with shares of 2025 revenue, which Airam checked this morning because he does not trust my percentages, and he is right not to. [1]

First, hotels. 31 per cent. This surprises people who are not from here. Many of the big resort hotels in the south of Gran Canaria, in Fuerteventura and in Lanzarote have their own seawater desalination plant in the basement or behind the kitchens, because they were built where the public network did not reach or could not supply enough, and because water for a pool, a laundry and a thousand showers is a lot of water. Small plants — 200, 500, 1,500 cubic metres a day — run by the hotel's maintenance department, which is two electricians, a plumber and a boss who is also responsible for the lifts, the kitchen extraction and the guest who locked himself on the balcony. Nobody in that team is a membrane chemist. They are our favourite customers, because they listen. We work for 38 hotels. No, 36 — two of them belong to the same chain and share one plant, and I counted the hotel names, not the plants.

Second, farmers. 26 per cent, and growing fastest. Irrigation communities — comunidades de regantes, associations of farmers who share wells and water rights — and big growers of tomatoes, cucumbers, bananas and ornamental plants in the south and east of Gran Canaria and in Tenerife. Their wells give brackish water, 2 to 6 grams of salt per litre, getting saltier every decade as the aquifer is pumped, and they run brackish reverse osmosis plants. Scaling is their enemy. And they are the main buyers of our second-life elements, because an element that is too tired for the sea is still perfectly good for a well.

Third, private operators. 22 per cent. The companies that operate larger plants for the public utilities under contract, plus industrial plants — a power station, a brewery, a dairy. They have engineers, they have data, and they are the toughest to convince, because they have been doing CIP their way for twenty years. When they come, they come for autopsies first, then the cleaning follows.

Fourth, municipal utilities that run their own plants. 14 per cent. Public procurement, three quotes, a tender, six months. They pay, but slowly, and the person who uses us is never the person who signs.

Fifth, outside the Canaries. 7 per cent. Madeira, Porto Santo — which is a small island that lives on desalinated water even more than we do — and Cape Verde, where we have two customers on Sal and Boa Vista, both hotel plants. Those come in a container, and the container comes back, and the customs paperwork for a used membrane is an art form I did not know existed.

And one group that does not pay: the operators. The actual shift operators of plants, the people who walk the racks with a clipboard. I give a free half-day course twice a year in Las Palmas on how to read normalised data and how to do a CIP properly — 'CIP at the right temperature' is half the course. Some of them then go back and tell their bosses they do not need us so often. Good. That is the idea. [2]

[1] Airam is also my cousin's husband, which means our arguments about percentages continue at Christmas. [2] About 160 operators have done the course since 2021. Some of them now send me photos of their CIP tank thermometers at 35 degrees, like holiday pictures.`,
    problem: `The problem, in one line: the islands replace membranes that are not dead, and clean membranes that are not being cleaned. In more than one line — of course.

Start with what water means here. On Lanzarote and Fuerteventura almost all the water that comes out of a tap was seawater a few days before. People like to print an exact percentage for that, 99 this, 85 that; I have never found a source I trust for any of them, so please just say 'almost all'. Gran Canaria is somewhere in the middle, with wells, dams and desalination; the western islands have more groundwater. Desalination here is not a technology of the future, it is how people have lived for sixty years. The first desalination plant in Spain was on Lanzarote, in 1965 — 1964, sorry, I always say 65. My grandmother in Fuerteventura grew up with an aljibe, an underground cistern that collected the rain from the roof and the yard, and a mareta, a big communal rainwater pond. She measured water in cans, she could tell you how many cans a family needed in August. When the desalinated water arrived in her village in the seventies she did not trust it for years. She used it for the plants and drank from the aljibe. [1]

So the plants are essential, and the membranes are the heart of the plants, and the membranes are treated like a consumable. Here is how that happens. A plant monitors three numbers every day, normalised for temperature and pressure so you can compare one day with the next: normalised permeate flow, normalised salt passage and normalised pressure drop. The manufacturers and every textbook say: clean when the flow has dropped 10 to 15 per cent, or the pressure drop has risen 15 per cent. Most plants I have seen clean when it has dropped 25 or 30, because cleaning means stopping production, and in August a hotel cannot stop production. By then the foulant has compacted, some of it has become permanent, and the cleaning recovers less. And the cleaning itself, as I said, is often at the wrong temperature, with the wrong chemicals, through the wrong path. So the flow recovers a bit, then drops faster, then they clean again. After two or three years of that, the plant data look terrible, the energy bill is up — every bar of extra pressure is money — and someone orders new elements. The old ones go into a skip. I have stood next to those skips. The last time I had a skip tested, with the plant's permission, 61 per cent of its contents came back A or B after a proper cleaning.

Then the other half. The elements that really are damaged are damaged for reasons nobody investigates. The most common: chlorine. The bisulfite dosing pump fails, or the tank runs empty, or somebody doubles the chlorine at the intake after a jellyfish season and forgets to double the bisulfite, and for some hours or days chlorine reaches the polyamide. The salt passage creeps up. Nobody connects it to the day the pump failed, because it happens slowly. They replace the elements, the same pump fails again. Autopsies exist, the big labs do them on the mainland or abroad, but they cost four or five thousand euros and take two months, so a hotel never does one. And the new elements go into the same plant with the same problem.

And the landfill. Nobody has a good number. My own estimate, from our customers and the suppliers I talk to, is that somewhere between 20,000 and 30,000 elements are replaced in the Canaries every year. That is my estimate, not an official figure — please say it that way or do not say it. Fifteen kilos each. On islands that have to ship their waste or bury it next to the sea. [2]

[1] She is 91 now and she still says the tap water 'tastes of machine'. It does not. I have measured it. She does not care. [2] Not for publication: one manufacturer sent a batch of elements in 2023 with brine seals that hardened and cracked within eighteen months. We found them in three different plants, on two islands. The manufacturer replaced them quietly after we sent the photos. I would love to write about it; I cannot.`,
    story: `How it started. I did chemical engineering in Las Palmas, then a master's in Madrid, then came home, because everybody comes home, and went to work for an operations and maintenance contractor that runs desalination plants. Nine years. I started on shifts in a plant in the south — nights, the hall, the noise of the high-pressure pumps, which is a sound you feel in your teeth — and ended as the person they sent when a plant had a problem nobody could explain. I was good at that, because I was stubborn, and because I had learned from an old operator, a man from La Aldea who had started in the seventies, that you always look at the element, not just the data. [1]

The moment. 2018, summer, a hotel plant in Fuerteventura — I will not say which — that our company had just taken over. 84 elements, twelve vessels of seven, three years old, and the hotel had approved replacing all 84 because the flow was down 35 per cent and the salt passage was high. A new set was on a ship. My job was to supervise the swap. And I did not like it. The salt passage was high only in two vessels, the flow was down everywhere, and the pressure drop was terrible in the lead positions. That is not a dead plant. That is a dirty plant with two sick vessels. I asked my boss to let me test the old ones before they went to the skip. He said no, there was no budget for testing things you are throwing away. So I asked the hotel if I could take them. The maintenance chief laughed and said, take them, mi niño, it saves me the skip. [2]

I put 84 elements in the back of a rented van — two trips, and the second time the ferry from Morro Jable to Las Palmas was delayed six hours by wind, and I spent the night in the van in the port car park with 42 used membranes, which is not a sentence I expected to say in my life. Airam — my cousin's husband, an electromechanic who repairs pumps and can build anything from scrap — built a single-element test bench in his garage in Telde from a second-hand high-pressure pump, a pressure vessel from a decommissioned plant, a tank, two flow meters and a conductivity meter that I borrowed from the university. It took him three weekends and it leaked like a colander. We tested the 84 one by one, cleaned them in batches with a programme I designed for what we found, at 35 degrees, with a water heater from a caravan, and tested them again. 71 came back at 90 per cent or more of their original performance. 11 were chlorine-damaged — all from the two vessels after the line where, as we later found out, a bisulfite injection point had been blocked for months. 2 were telescoped.

I went back to the hotel with a report. The new set was already installed. But the maintenance chief kept the 71 as spares, and a year later, when a second hotel of the same group needed elements, he called me — not my company, me. That was the moment. [3]

[1] He used to weigh elements on a bathroom scale in the workshop. A dry element that weighs two kilos too much has two kilos of something in it that is not membrane. We weigh every element now, on a proper scale, but I still think of it as his test. [2] 'Mi niño' — 'my child', the Canarian way of addressing anybody, including a 32-year-old engineer with a clipboard. [3] 'A year later' — it was fourteen months. I have the WhatsApp.`,
    storyFollowUp: `After that: I kept my job for almost another year and did testing in the evenings in Airam's garage. His wife — my cousin — gave us until Christmas 2019 to get the membranes out of her garage. We registered Salobre in October 2019, rented 300 square metres at Arinaga — windy, cheap, close to the port and to the motorway — and moved the bench there. My own savings, €38,000, plus a participative loan from a regional public fund for innovation, €120,000, which we have been paying back on time every quarter, and a second loan from a bank, in 2022, to build three more benches and the cleaning skids.

Then the pandemic. March 2020, five months after we started. The tourists disappeared overnight. The hotels closed. Our customers were mostly hotels. I remember thinking: well, that was a short company. But — and this is something people do not know — a closed hotel with a desalination plant has a problem: you cannot just switch off a seawater plant and walk away, the membranes rot. They have to be flushed and preserved in a solution, or taken out and stored. So for six months we did almost nothing but preservation: going from hotel to hotel, taking out elements, cleaning them, storing them in our warehouse in preservative, and putting them back when the hotels reopened. We survived the pandemic by babysitting membranes. [1]

2021: the first irrigation community, in the southeast of Gran Canaria, and with them the idea of the second-life line — their manager asked me, half joking, if I had any old seawater elements they could use for their well. I had 300 C-grade ones in the warehouse that I did not know what to do with. 2022: the first autopsy for a private operator, after which their engineer stopped being suspicious of me, more or less. 2023: Madeira. 2024: Cape Verde, and a second hall at Arinaga, next to the first. 2025: we started the oxidation trials for D-grade elements with the university.

Now we are 23. Eleven technicians on the benches and cleaning skids, three drivers and logistics people, two chemists, one microbiologist who came back from a job in the Netherlands because she missed papas arrugadas, and the rest sales, office and Airam. Airam is technical director and still maintains every bench personally; nobody else is allowed to touch the pumps. [2]

[1] 'Babysitting membranes' is Airam's phrase. He is proud of it. [2] Not for publication: revenue in 2025 was €1.94 million, and I would rather not see it printed, because half of my customers would then decide that my prices are too high, and the other half that I am too small.`,
    proof: `As of 31 October 2026. Let me give it to you properly, with what is counted and what is not, because in this industry people use 'recovered' to mean whatever they want.

Elements cleaned and tested since we started: 14,862. I usually say 'almost fifteen thousand', but the exact number is 14,862, from the bench database — each element is one serial number with an incoming test and an outgoing test. Elements that came in, were tested and turned out not worth cleaning do not count in that figure: there were another 2,190 of those.

Of the 14,862: 58 per cent graded A, 24 per cent B, 13 per cent C, which went to second life, and 5 per cent D, finished even after cleaning. So 82 per cent went back into seawater or the original service.

Average recovery of normalised permeate flow for A and B elements after our cleaning: from 71 per cent of the original data-sheet value to 94 per cent. Salt rejection is harder: cleaning does not repair chemical damage, so elements that come in with high salt passage mostly stay that way, and we tell the customer.

Second-life elements sold to irrigation users: 1,731. Of those, 96 per cent were still in service at their first-year check. The ones that were not were mostly in a plant whose well water turned out to have a lot of iron, which I should have asked about and did not.

Autopsies: 64. In 29 of them, the main cause was chlorine or other oxidant damage — nearly half. In 17, biofouling. In 11, scale, mostly in brackish plants. The rest: mechanical, including the brine seals I mentioned and one case of an element loaded backwards. [1]

Weight diverted from landfill: roughly 220 tonnes, counting the A, B and C elements at 15 kilos each. That is our calculation; it has not been audited by anybody, so please say 'roughly'.

Money, for the customers: compared with replacing with new elements at the price of each year, our cleaning and second-life work has saved our customers about €6.5 million, net of what they paid us. That is also our calculation, and it assumes they would have replaced everything we cleaned, which is not always true. I would rather you use the 14,862 than the 6.5 million.

Now the failures, because there are failures. In 2021 our cleaning skid's heater thermostat failed and we ran an alkaline clean at 46 degrees on a batch of 48 elements for a municipal utility. Above about 40 degrees at high pH you risk damaging the polyamide. 9 of them came out with higher salt passage than they went in. We paid for 9 new elements, told the utility exactly what had happened, and now every skid has two independent temperature cut-offs. And in 2024, 140 second-life elements for a tomato grower in Tenerife had their first-year check and 31 had lost a lot of flow. Scaling, because his antiscalant dosing was set for the old elements' flow. We replaced the 31 and re-did his dosing for free, but it was our advice that was incomplete. [2]

[1] Loaded backwards: the brine seal was on the wrong end, facing downstream, so the seal did nothing. It happens more than you would think. [2] We now do a free site visit before selling more than 50 second-life elements. Lesson learned, in a tomato greenhouse at 38 degrees.`,
    proofFollowUp: `The story I tell: Gregorio — first name only, please. He is the technical services chief of a big hotel in Fuerteventura. I cannot name the hotel: the chain does not like people to know that the hotel makes its own water, because some guests then ask if the water is safe, and it is safer than most. The plant is 1,200 cubic metres a day, six vessels of seven, so 42 elements.

In January 2025 he called me. Flow down 30 per cent in a year, the pressure creeping up, the electricity bill of the plant up by about €2,400 a month, and his director had approved buying 42 new elements. He had heard about us from the operators' course, not from sales. He said: before I throw them away, tell me if there is anything in them worth saving. So we took all 42. Incoming test: the lead elements were full of biofilm, heavy — two of them weighed more than three kilos above normal. The tail elements were fine. And six elements, all from vessels 5 and 6, had salt passage three times what it should be. Autopsy on one of them, because he agreed to sacrifice it: Fujiwara test positive. Chlorine. Then we looked at the piping: vessels 5 and 6 were fed by a branch that had been connected, after a repair two years earlier, upstream of the bisulfite injection point instead of downstream. So those two vessels had been getting a little bit of chlorine every day, for two years.

Result: 36 elements back graded A or B, the 6 chlorine-damaged ones replaced with new ones, the pipe fixed, the biofilm dealt with by a proper cleaning and then a change in his intake chlorination routine. Cost to him: 42 times €145, plus the autopsy, plus 6 new elements, against 42 new ones. He saved something like €18,000 on the elements alone, and the electricity bill came back down. And he has done CIP himself every four months since, with his tank at 35 degrees. He sends me a photo of the thermometer every time.`,
    customerWords: `Gregorio wrote it in an email when the elements came back, in Spanish; I translated it, and he read my translation and said it was fine, although he says it sounds more polite in English than he is. "I was going to throw all forty-two in a skip. You sent thirty-six back working and told me exactly why the other six died." You can use it with 'Gregorio, technical services chief, a hotel in Fuerteventura'. No surname, no hotel name, and please no photo of the plant; a plant room has the hotel's logo on every pipe label.`,
    belief: `Four things, and I will try to keep them short, which we both know.

One: measure before you decide. Every element has a serial number and a data sheet; there is no reason on earth to throw one away without putting it on a bench first. Replacing on the basis of the plant's overall data is like replacing all the tyres of a lorry because one is flat.

Two: a cleaning you cannot measure is not a cleaning, it is a ritual. If you clean and do not test before and after, you do not know if you cleaned. This includes us; that is why every element gets two tests and the customer gets both numbers.

Three: water made from the sea is a normal thing, not a scandal and not a wonder. These islands have lived on it for sixty years. Let's do it well, with less energy, less chemical and less waste, instead of arguing about whether it should exist.

Four, and this one is personal: the person who knows most about a plant is the operator on nights, not the engineer at the head office. I was both. The operator is right more often. [1]

[1] The engineer at the head office is right about the budget, which is also important. I have learned that since I started paying salaries.`,
    update: `Since the summer, four things and a half.

One: the membrane swap pool is running as a pilot with two customers — I will explain in the goal, it is the goal.

Two: the oxidation trials with the university. We have converted 120 D-grade seawater elements into what behaves like a loose nanofiltration membrane, and since September 30 of them are treating greywater — showers and washbasins — for toilet flushing in a hotel in Gran Canaria, as a trial. So far the permeate is within what the hotel needs. So far is six weeks. I am not calling it a product until it has done a summer.

Three: Bench 5. Airam finished it in October, for 4-inch elements, which are what small plants use — the desalination units on fishing boats, yachts, small farms, a few rural houses. We had been refusing that work because the 8-inch benches could not test them. [1]

Four: a price change. From January 2027 cleaning and testing goes from €145 to €155 per element, the first change since 2022. The chemicals went up, the electricity went up, the ferry went up. Customers under an annual contract keep €145 until their contract renews.

And the half: we hired our first person from Cape Verde, a chemist from Mindelo who will run the work there. She starts in January.

Not for publication: an operator I will not name called me in September because 420 of its elements in one plant had failed in a month. Bisulfite tank empty for about three weeks — the level sensor was broken and nobody checked the tank by eye. 420 elements, all oxidised, all D. I would like the industry to learn from it, and one day I will write about it without names, but not now, because it is still with the lawyers.

[1] And I have stopped being asked 'can you do the little ones?' six times a week, which was the real reason.`,
    goal: `The goal is the swap service. Here is the problem it solves: today, when a plant sends us its elements, the plant has to stop, or run with empty vessels, or keep a full set of spares, until we send them back — usually two to three weeks including transport. Hotels in high season cannot stop. So they wait, and the fouling gets worse, and they call us too late. The swap service works like a library: we keep a pool of cleaned, tested, graded elements of the most common models in our warehouse. The plant sends us its fouled elements and the same day, or the next morning, our truck leaves with the same number of cleaned ones from the pool, graded at least as good as theirs were when new — documented, element by element. Their own elements are cleaned and go back into the pool. The plant never stops for more than the few hours of unloading and loading.

To make the pool we need enough plants with the same element models, committed for a year. So the concrete goal: 15 plants signed up to the swap service by the end of June 2027. Today we have 2 in the pilot. Price: €175 per element swapped, all included, with a minimum of one full vessel per swap.

The offer, for plants that sign before 31 March 2027: a free autopsy — normally €1,900 — on one of their elements at the first swap, so that we find out what is fouling or damaging their plant before we start, and a free half-day on site to check their CIP system and their bisulfite dosing. Because a swap service that sends clean elements back into a plant with a chlorine leak is just a faster way of destroying membranes.

Who: plant managers and maintenance chiefs of seawater or brackish reverse osmosis plants in the Canaries, Madeira, Porto Santo and Cape Verde, from 200 cubic metres a day up. Hotels, irrigation communities, operators, industry. Write to me at nayra@salobre.es with the model of your elements and your last three months of plant data, and I will tell you honestly whether the swap makes sense for you or whether you just need a better CIP. Sometimes that is all you need, and I will tell you that too.`,
    tone: `Technical but readable, the way I would explain it to a hotel's maintenance chief who is clever and busy. No emoji — none. Numbers are welcome, as long as they are our numbers and labelled as what they are.

Words I do not want, please: 'filter' — a reverse osmosis membrane is not a filter; a filter stops particles, a membrane separates dissolved salt from water by diffusion through a polymer. If you write 'filter' every operator in the Canaries will stop reading, and my old professor will call me. 'Miracle' — nothing we do is a miracle, it is chemistry at the right temperature. 'Upcycling' — what we do with C-grade elements is a second life, or honestly downcycling, because they go to a less demanding use; call it what it is. And 'thirsty', in any form — 'thirsty islands', 'thirsty tourists'. Every article about water in the Canaries starts with it. We are not thirsty; we make water.

Also: no tourism-bashing. Hotels are my customers and the islands live from them; the water debate here is real, but it is not my debate to have in a post about membranes. No water-war drama, no 'desalination is destroying the sea' and no 'desalination will save the world' either. No names of plants, hotels, operators, utilities or manufacturers. Salobre can be explained once, 'brackish'. Canarian words are fine with a translation. And if you need an image, the test bench, the elements on the pallet or an element cut open in the lab, not a beach.`,
    other: `That is outside my field, and in my field I am already wrong often enough. Next question, please — Bench 2 is almost stable.`,
    repeat: `You asked me that one already, I think in other words. My answer has not changed; you will find it above, probably with a footnote.`,
    pass: `I have nothing more useful on that. Bench 2 is stable, 99.71 per cent rejection, so I am going to go and write that down. Hasta luego.`,
  },
}

const adnan: Founder = {
  id: 'f27-adnan-headway',
  name: 'Adnan Hodžić',
  company: 'headway',
  style:
    "terse solo founder writing from his phone on a Sarajevo tram and at his desk: fragments, lowercase, arrows, '~', 'w/', 'b/c', 'rn', 'tbh', 'fwiw', bullets and numbered lists; labels lines like git commit messages (feat:, fix:, chore:, revert:, docs:) and corrects himself in sed syntax ('s/300/317/'); timestamps in 24h; Bosnian words explained once or not at all (jbg — roughly 'oh well', bogami — 'honestly', merak — 'simple pleasure', hajde — 'come on', burek vs pita argument); GTFS jargon (calendar.txt end dates, feed_info, stop_times past 24:00:00, shapes, calendar_dates exceptions, the canonical validator, realtime, flex); 'not for pub:' lines about an acquirer's email and a state contract; allows exactly one bus emoji and nothing else; corrects the year he quit his job, a customer count and a bug's blast radius; refuses to say he 'fixes transit' (B2B SaaS: monitoring, validation, small edits and publishing of GTFS timetable feeds for small public transit agencies, so their buses don't vanish from Google Maps, Apple Maps and trip-planner apps when a feed expires or breaks; mostly rural and small-city agencies in the US, some in Europe, plus consultancies)",
  description:
    "Adnan Hodžić, a software developer who spent five years at a Sarajevo agency building timetable data for a US transit consultancy, founded headway in Sarajevo, Bosnia and Herzegovina, in 2022 and runs it alone with a part-time support contractor. Public transit agencies publish their timetables to Google Maps, Apple Maps and trip-planning apps in a standard open format called GTFS — a set of text files describing stops, routes, trips and service dates. Many small agencies had their feed built once by a consultant and do not maintain it; when the service dates in the feed run out or a change introduces an error, the agency's buses silently disappear from the apps or show wrong times, and the agency often finds out only when riders complain. headway checks an agency's feed every day, warns weeks before it expires, validates every new version against the specification, lets staff make small changes such as holiday schedules or moved stops without a consultant, and publishes the feed at a stable address that the apps read. Plans cost from US$49 to US$249 a month depending on the size of the agency. headway has published 11,409 feed versions for 241 agencies and 19 consultancies.",
  headline: '11,409',
  customerQuote:
    'I used to find out our feed was dead when a rider called. Now a boring email tells me three weeks before.',
  goalKeywords: ['feed audit', 'state DOT', 'expiry'],
  bannedWords: ['seamless', 'smart city', 'disrupt', 'MaaS'],
  noEmoji: false,
  answers: {
    opening: `hi. adnan, headway. on tram 3 rn, ilidža -> baščaršija, ~40 min. answers will be short. not rude, just a phone keyboard.`,
    product: `feat: what it is
headway keeps small transit agencies' timetable data alive in google maps / apple maps / transit apps.

context, 1 para: every agency publishes its schedule as GTFS = a zip of csv files. stops.txt, routes.txt, trips.txt, stop_times.txt, calendar.txt (which days service runs, w/ start + end date), calendar_dates.txt (exceptions: holidays etc), shapes.txt (the line on the map), feed_info.txt. apps download the zip, build trip plans from it.

the catch: calendar.txt has an end date. when it passes -> the apps treat the service as gone. bus vanishes from google maps. no error, no email to the agency. riders just see "no route found".

what headway does:
1. watch: fetch every feed daily. diff vs yesterday. expiry countdown. emails at 45 / 21 / 7 days, then daily. sms to a 2nd person at 7 days b/c the 1st person is on vacation. always
2. validate: every new version runs through the open-source canonical validator (mobilitydata's, not mine) + ~60 checks of mine. e.g. stop 40 km from its route's shape, trip w/ 0 min between stops 12 km apart, holiday added to calendar_dates for the wrong year. plain-english errors, not "E023"
3. edit: small stuff only. holiday schedule, moved stop, new trip, extend service dates. in the browser. for the 80% of changes that shouldn't need a consultant
4. publish: stable url, versioned. every version kept. rollback = 1 click. google / apple / transit / moovit etc. read from it
5. report: pdf every quarter. "your feed was live 100% of days, 3 versions, 0 errors". for the board. boards like pdfs

not: a scheduling tool, not a trip planner, not an app. doesn't touch the buses. just the data.

pricing (per agency, /mo):
- small (<= 10 routes): $49
- standard (<= 40 routes): $129
- regional (more): $249
- consultancies: $399 for up to 20 feeds
annual = 2 months free. export everything anytime, it's your data, it's just a zip.

stack: go, postgres, one box in falkenstein + a backup box in helsinki. boring on purpose.`,
    audience: `who:
1. small us agencies. ~70% of revenue. rural + small city. county transit, dial-a-ride that also runs 2 fixed routes, tribal transit, university shuttles, a few ski-town free buses. staff: 3–40. gtfs person = whoever is least busy. often the mobility manager, sometimes the receptionist, once the director's nephew
2. consultancies. ~18%. 19 of them. build feeds for agencies, use headway to watch the ones they built so they stop getting 'the bus is gone' calls at 23:00
3. europe + elsewhere. ~12%. small bus cos in croatia, slovenia, austria, ireland, 2 island ferries in greece, 1 tram line in portugal. + 3 in bih, merak

states: or, wa, id, mt, co, nm, ks, ia, mn, ny, vt, me... s/12 states/23 states/, checked.
agencies: 241 direct. said 250 last week. 9 of those = trials. don't count trials.
the real user: 1 person, part time on this, scared of csv.`,
    problem: `fix: why this exists

small agencies + gtfs:
- feed built once, by a consultant, w/ a grant. $8k–25k. then nobody owns it
- schedules change 2–4x/yr. holidays every yr. each change = email consultant, wait, pay
- so the feed drifts from reality. or the end date passes and it just dies
- google shows nothing. or the old schedule. rider waits at a stop for a bus that moved 2 blocks in march
- who's hurt: ppl w/o cars. older riders, dialysis trips, students, shift workers. ppl who trust the phone b/c the phone is all they have
- agency finds out from angry calls. or not at all
- in 2023 the feds (ntd reporting) started wanting gtfs from more agencies. so now it's also a compliance thing

what i saw in 2021, in ~40 feeds i helped maintain: at any time, ~1 in 8 expired or < 2 weeks from expiring. nobody was watching. not b/c ppl are lazy. b/c nobody's job description says "gtfs".`,
    story: `docs: origin

- 2017–2022: dev at an agency in sarajevo. main client = a us transit consultancy. i built gtfs feeds for agencies i'd never see. oregon, idaho, montana. knew their stop ids better than my own street
- jan 2021: one county in eastern oregon. feed end date = 31 dec. nobody extended it. b/c the consultancy's contract ended in nov. 23 days missing from google maps
- found out b/c their mobility manager emailed the consultancy. a rider had called her: "google says your bus doesn't exist anymore". rider was going to dialysis 3x/wk. took a taxi she couldn't afford for 2 wks
- s/2 wks/a week and a half/ — dolores corrected me when i told this once
- that night: expiry.py. 60 lines. checks end dates on the ~40 feeds we'd built. 7 expiring within 30 days. sent the list to my boss
- boss: "not billable". jbg. (= roughly "oh well", but ruder)
- put the script on github. posted in a transit-data slack. ~200 ppl asked "can you run it for my feed too"
- that's the company.`,
    storyFollowUp: `chore: 2021–now
- 2021–22: nights + weekends. free version = daily email w/ expiry dates. ~300 feeds
- 2022 sept: paid version. validation + publishing. first customer = dolores's county. still customer
- quit job: s/2022/2023/. march 2023. at ~$6k mrr. mom asked if i'd been fired. twice
- 2024: editor. most requested feature. took 9 months b/c calendars are hell. service days past midnight, 25:10:00 is a valid time, yes really
- 2025: europe. started b/c a croatian island ferry found me on hn
- team: me. + lejla, support, ~15h/wk, contractor, in mostar. us hours = her evenings, she prefers it. she's better w/ agencies than me. i answer in bullet points, she answers in sentences
- no investors. 2 offers. said no. no board, no deck, no "growth"
- office: my apartment in grbavica + a café w/ good wifi + tram 3
not for pub: one of the big transit software cos emailed in august about "a conversation". didn't reply yet. not selling. probably.`,
    proof: `as of 31 oct 2026:
- feed versions published through headway: 11,409. every one validated before going out
- feeds watched: 337. 241 agencies direct + 96 via consultancies
- expired feeds among paying customers since sept 2022: 0. (1 near miss, see below)
- expiry warnings sent: 3,118. ~1 in 5 needed the 2nd-person sms before anyone acted. ppl go on vacation
- errors caught before publishing: 26,840. mostly: stops w/ swapped lat/lon (bus stop in antarctica, classic), trips w/ impossible speeds, calendar_dates for the wrong year
- mrr: $31,480. churn ~1.2%/mo. mostly agencies merging or switching to a big vendor's all-in-one
- support: median first reply 2h 10m in us hours. lejla's number, not mine

fails:
- dec 2025: bug in the editor. it "normalised" stop times past 24:00:00 -> 00:xx. (in gtfs 24:30:00 = 00:30 next morning, same service day. valid.) 3 agencies published feeds where late-night trips moved to the morning of the SAME day. live ~19 h. i caught it from a diff, not a user. rolled back all 3, called each agency, refunded 3 months. s/3 agencies/4 agencies/ — 4th one hadn't published yet. still counts
- near miss, july 2024: an agency's director was the only contact, he'd left. emails bounced. feed 2 days from expiry. i extended the end date by 30 days myself w/ a note, called their main line. they said "who?". fair. now: 2 contacts mandatory`,
    proofFollowUp: `dolores. ok to use first name.
- mobility manager, county transit agency, eastern oregon. 2 fixed routes + dial-a-ride + a commuter bus to the next county 3x/day
- before: feed maintained by a consultant, updated when a grant allowed it. expired twice in 3 yrs. 23 days + 9 days
- since sept 2022: 0 days expired. 14 versions, all made by her in the editor. new winter schedule, a stop moved for road works, a new route to the community college
- the college route: she built it herself, first time, ~2h. before: ~$3k consultant quote + 6 wks
- ridership on that route: no idea, not my data, don't print a number
- she also found the 24:00 bug in a different place in 2024. got a free year. worth it`,
    customerWords: `email, 14 feb 2025, subject "the boring email":
"I used to find out our feed was dead when a rider called. Now a boring email tells me three weeks before."
ok to quote. credit: "Dolores, mobility manager, a county transit agency in eastern Oregon". no surname, no county name — she says small counties, everybody knows everybody.`,
    belief: `1. boring infrastructure > clever infrastructure. the best week for a feed = nothing happens
2. the data belongs to the agency. gtfs is an open standard. export = 1 zip, anytime, no call w/ sales
3. validation should be open source. i use the canonical one + contribute fixes upstream. my checks on top are my business, not the spec
4. if a rider can't find the bus in the app, the bus doesn't exist for that rider. the data is part of the service, not marketing
5. small agencies shouldn't need a consultant to add a holiday
6. burek is only meat. everything else is pita. not negotiable, not for the post either`,
    update: `since june:
- feat: gtfs-flex beta. for dial-a-ride / on-demand zones, so apps can show "call to book" areas, not just fixed routes. 11 agencies testing
- feat: apple maps checks. apple is pickier than google about some fields. now we warn
- feat: fares v2, partial. flat fares + transfers. zones later
- chore: moved backups helsinki -> second provider. 2 providers > 1
- fix: editor undo. was broken for multi-stop moves since may. embarrassing, 6 months
- lejla went from 10 -> 15h/wk
- revert: tried a "free forever" tier in july. 400 signups, 3 converted, support load x3. killed it in sept. free 30-day trial only now
not for pub: a western us state dot is talking about paying for headway for all its rural agencies. nothing signed. if it happens it doubles the company. if i post about it it won't happen.`,
    goal: `goal: 60 more us rural + tribal agencies by end of april 2027. now 241 total, ~150 rural.

offer:
- free feed audit, no signup: send me your feed url (or the zip). i run it through everything, check expiry, send back a pdf in plain english within 48h. yours to keep even if you never pay
- agencies that sign up after the audit before 30 april 2027: first 3 months free + i extend / fix your feed myself on a call
- state DOT people: if you fund gtfs for your rural agencies, i'll do a statewide expiry + error report for free, all your agencies, once. most states don't know how many of their feeds are expired today. i can tell you by friday
how: adnan@headway.transit, subject "audit". or the form on the site. 🚌`,
    tone: `plain, short, like a status page. 1 emoji max in a post and it's 🚌. nothing else.
never: "seamless", "smart city", "disrupt", "MaaS". i move zip files around. i don't fix transit, agencies run transit.
don't say "gtfs" w/o explaining it once in normal words.
no "balkan developer" / "from a small country" angle. no war stuff. sarajevo = where i live, that's it.
don't name agencies or states unless i did. dolores ok, first name only.`,
    other: `no idea. skip.`,
    repeat: `already answered. same answer. diff = empty.`,
    pass: `nothing more. tram's at baščaršija. hajde.`,
  },
}

const hauwa: Founder = {
  id: 'f27-hauwa-jara',
  name: 'Hauwa Danjuma',
  company: 'Jara',
  style:
    "playful, emoji-loaded voice of a Nigerian drinks brand founder who used to do brand activations for a telecom company: emoji in almost every line (hibiscus, ginger root, pineapple, ice cube, party popper, Nigerian flag, a grey heart for the flavour that turned grey, an explosion for the bottles that burst), her phone's autocorrect fighting her with visible corrections ('*zobo, not zombie 🧟‍♀️'), a running 'Wall of Shame' of failed flavour experiments, a 'Zobometer' on which she rates things out of ten, Nigerian Pidgin and Hausa and Yoruba words with translations in brackets (wahala, abeg, sannu, na so, e don happen, owambe, jara, dabino, suya, palava, omo, sha, no be small thing, gbam), ALL-CAPS bursts and 'lmaooo'; corrects the month she started, her stockist count and the bottle total, and her revenue from a rounded figure; honest about an exploding batch, a sugar cut customers caught within a week, and a flavour nobody bought; '(abeg not for the post 🙏)' asides about a distributor who vanished with money and a big drinks company copying her label colours; strict about no health claims, no 'detox' and never making the north of Nigeria a news headline (B2C food and beverage: chilled, pasteurised bottled zobo — the Nigerian hibiscus drink — in several flavours, sold through supermarkets, cafés and suya spots in Abuja and Lagos, by WhatsApp, and as party packs for weddings and owambe parties, with hibiscus bought directly from farmer cooperatives in Jigawa)",
  description:
    "Hauwa Danjuma, who spent six years organising brand activations for a telecom company, founded Jara in Abuja, Nigeria, in 2018 with her younger brother Ibrahim Danjuma, a food scientist. Zobo is a popular Nigerian drink made by boiling dried hibiscus calyces with ginger, spices and fruit; it is sold everywhere in reused bottles and sachets, but homemade zobo spoils within two or three days without refrigeration, quality and hygiene vary widely, and few brands sell it in a consistent, registered form. Jara brews zobo in a small factory in Abuja from hibiscus bought directly from farmer cooperatives in Jigawa State, pasteurises it by hot-filling, keeps it chilled from factory to shop, and sells it in several flavours — including a less-sweet version — in 35cl, 50cl and one-litre bottles through about 290 supermarkets, cafés, cinemas and street-food spots in Abuja and Lagos, by WhatsApp delivery, and in party packs for weddings; 'jara' is the little extra a market seller adds to a purchase, and every six-pack includes a small free bottle. A 50cl bottle costs ₦1,300 (about US$0.85) and an Owambe party pack of 24 bottles ₦24,000. Jara has sold 2,418,650 bottles and has 38 employees.",
  headline: '2,418,650',
  customerQuote:
    'The champagne was still cold at the end of the night. The zobo finished before the first dance.',
  goalKeywords: ['chiller', 'stockists', 'Port Harcourt'],
  bannedWords: ['detox', 'superfood', 'native drink', 'Kool-Aid'],
  noEmoji: false,
  answers: {
    opening: `SANNU!! 👋🇳🇬 (= hello in Hausa) Hauwa here from Jara 🌺🧊 I'm typing from the factory in Abuja, we're bottling Ginger Wahala today so the whole place smells like ginger and my eyes are watering a little 😭🫚 Also my phone's autocorrect HATES the word zobo so if you see something weird, that's the phone, not me 📱🙄 Oya — wait no, go on, ask me anything!! 💃`,
    product: `ZOBO!!! 🌺❤️ If you're not Nigerian: zobo is our hibiscus drink — deep red, a bit sour, a bit sweet, spicy from the ginger. Every Nigerian has drunk it at a party, at school, from a cooler at the motor park, from a reused bottle of who-knows-what 😅 We make it properly: brewed fresh, pasteurised, bottled, kept COLD from our factory to your hand 🧊

How we make it 👩🏾‍🔬:
🌺 Dried hibiscus (we say zobo leaves, but technically it's the calyx, Ibrahim will correct me if I don't say calyx 🤓) from farmer cooperatives in Jigawa
🫚 Fresh ginger, cloves, pineapple peel (yes the PEEL, that's where the flavour is 🍍), a little lemongrass
🔥 Brewed in big steam kettles, strained twice, sweetened
🌡️ Hot-filled at 85°C into the bottles and chilled fast = pasteurised = 21 days fridge life instead of 2 days 🎉 Homemade zobo starts fizzing by day 3, ours doesn't (unless it's the coconut one, see Wall of Shame 💥)

The flavours ✨ (Zobometer™ ratings by me, totally unbiased 😇):
❤️ Original Red — ginger, cloves, pineapple. Tastes like your aunty's, but she washed her hands 😂 Zobometer 10/10
🫚🔥 Ginger Wahala — double ginger, it FIGHTS you (wahala = trouble) 11/10
🍍 Pineapple Palava — extra pineapple, for people who say zobo is too sour (palava = drama 🎭) 9/10
🌴 Sugar Small Small — 40% less sugar, part-sweetened with dabino (= dates in Hausa) 8/10 and rising
🌶️ Harmattan Spice — only November to February, with cinnamon and grains of selim, for the dusty cold season 9.5/10

Sizes + prices 💸:
🥤 35cl — ₦900
🍾 50cl — ₦1,300
🫙 1 litre — ₦2,300
🎉 Owambe Pack — 24 × 35cl in an ice box for parties — ₦24,000 (owambe = the big Nigerian party with aso ebi, loud music and too much food 💃🕺)

And the JARA thing 🎁: jara is the little extra the market woman throws into your bag when you buy tomatoes. It's a Yoruba word but EVERY Nigerian knows it. So every six-pack has a free 20cl bottle in it. Always. That's our name, that's our promise 🤝`,
    audience: `Who drinks Jara? 🥤👇
🏙️ Young people in Abuja and Lagos — office workers, students, gym people 💪 — they buy one bottle at the supermarket or with suya in the evening. About 55% of our bottles!!
🍢 The suya crowd — suya is spicy grilled meat on sticks, sold at night by the roadside 🔥 and cold zobo with suya is the best combo in the world, I will not take questions 🙅🏾‍♀️ Suya spots are our fastest-growing stockists
🎉 Parties — weddings, naming ceremonies, birthdays, owambes. 22% of revenue!! The planners order the Owambe Packs by 10, 20, 40 🤯
👩🏾‍💼 Offices — we deliver crates for Friday meetings, a few embassies and a bank or two (can't say which 🤐)
🏠 Mums who used to make zobo at home and are TIRED 😂 They order 1 litre bottles by WhatsApp for the family. Honestly my favourite customers, they have the strongest opinions 🗣️

Where: Abuja first, Lagos since 2023, and random orders from Kaduna, Jos and Ibadan when someone's cousin brings a crate on the bus 🚌

Stockists: about 300 — wait no, 287, I just asked Maryam in sales and she sent me the spreadsheet with an eye-roll emoji 🙄📊 Supermarkets, cafés, cinemas, gyms, 64 suya spots, 2 universities`,
    problem: `The wahala 😩👇

1️⃣ Homemade zobo spoils FAST. No preservatives, no pasteurising, hot weather = day 2 it's sour, day 3 it's fizzing, day 4 it's basically wine 🍷😂 So the people selling it at the roadside either make it every morning (respect 🙌🏾) or… they don't, and you find out 🤢

2️⃣ Hygiene + packaging. Reused water bottles, sachets tied with a knot, you don't know who made it or what water they used 💧❓ Lots of people love zobo and still won't buy it outside. My own mum didn't for years!!

3️⃣ No consistent brand. Every zobo tastes different. Some are all sugar, some are all sour, some are pink water. Supermarkets didn't have a proper chilled zobo you could trust, just imported juices in cartons from very far away 🧃✈️

4️⃣ For the farmers: hibiscus goes through like four middlemen between the farm in Jigawa and the market in Abuja, and the farmer gets the smallest piece of the money, and gets paid months later 🐌

5️⃣ Cold chain!! Nigeria is HOT 🔥 and light (= electricity, we say light 💡) is not always there, so shops switch off fridges to save diesel, and warm zobo is sad zobo 🥲 This one is our biggest problem still — it's in my goal 👀`,
    story: `Okay storytime 🍿📖

December 2018 — wait no, it was November, because it was for my cousin Zainab's wedding and that was November 24th, she will kill me if I get her wedding date wrong 😅💍 I was working in activations for a telecom company then, my whole job was making events look nice 🎪 and my aunty put me in charge of the drinks for the wedding. 400 guests. I thought: zobo, obviously 🌺

So I made 120 litres of zobo in my mum's kitchen in Kaduna over two days with my brother Ibrahim 🧑🏾‍🔬 (he was doing his master's in food science, he kept saying "Hauwa, this is not hygienic, Hauwa, where is your thermometer" 🙄🌡️) We put it in 600 little bottles and guess what…

By the wedding day, half of it had started fermenting 💥🫠 The lids were popping. One bottle exploded in the boot of my uncle's car 🚗🌺 His white agbada (= the big flowing robe) was in the boot. It was NOT white anymore 😭😭😭

Ibrahim took the surviving bottles, did his science, and said "if you had hot-filled at 85 degrees and chilled it, this would have lasted three weeks". And I was like… okay but why is NOBODY selling it like that?? 🤔 That night, in the car park of the event centre, with red on my hands, we decided to do it properly 🤝❤️

(The bottles that DIDN'T explode were finished in 40 minutes btw. People were asking for more while the others were popping lmaooo 😂)`,
    storyFollowUp: `After the agbada incident 😂👇

🍳 2019: Ibrahim perfected the recipe in a rented kitchen in Wuse (Abuja), I kept my job and sold on weekends on Instagram + WhatsApp. First customers = my colleagues, then their mums, then their mums' friends 👵🏾📱
📝 NAFDAC registration — that's the food and drug agency, you need their number on your label to sell in supermarkets. It took 14 MONTHS 😮‍💨 Lab tests, factory inspection, label corrections, more lab tests. Worth it. No NAFDAC number = no supermarket 🏪
🦠 2020: lockdown, parties cancelled, BUT people wanted deliveries so WhatsApp orders went crazy 📦 I quit my job in August 2020 (my mum prayed for 3 days straight 🙏🏾😂)
🏭 2021: our own little factory in Idu industrial area — steam kettles, a hot-fill line, a cold room, and a generator the size of a small bus because light is light 💡⚡
🚚 2022: first refrigerated van. His name is Ice Cube 🧊 (Ibrahim named him, I wanted Zobo Bolt ⚡, I lost the vote)
🌊 2023: Lagos!! Through a distributor with cold vans
🌾 2024: started buying hibiscus direct from two farmer cooperatives in Jigawa instead of the market

Now: 38 employees (24 women 💪🏾), three vans, Ibrahim is Head of Everything Technical, I'm Head of Everything Else 😂 No investors yet — loans + a grant from a women's business programme + the money from selling bottles 🥤

(abeg not for the post 🙏 the first Lagos distributor disappeared in 2023 owing us ₦4.2 million. We changed distributor. I don't want to name him or talk about it, it still makes my blood pressure 📈😤)`,
    proof: `NUMBERS!!! 📊🎉
🥤 2,418,650 bottles sold since 2019!!! I always say "2.4 million" but Ibrahim says round numbers are for politicians so: 2,418,650 🤓 (as of 31 October 2026)
🏪 287 stockists in Abuja + Lagos (64 of them suya spots 🍢🔥)
🎉 1,140 Owambe Packs in 2025 = 27,360 bottles at parties 💃
🌾 140 farmers in 2 cooperatives in Jigawa, and we pay about 20% above the market price for clean, dried hibiscus, on delivery, not "next month" 💵
💰 Revenue 2025: around ₦600 million — *₦612 million, Maryam is looking over my shoulder again 👀 (around US$400,000)
👩🏾‍🍳 38 staff
⭐ 4.7 on Google from 1,900+ reviews

WALL OF SHAME 🫣 (we own our fails!!):
💥 2021: Zobo x coconut water. Fermented in 2 days even pasteurised (coconut water is a diva). 60 bottles BURST on a supermarket shelf in Garki. We cleaned the whole shelf ourselves with a mop and a very apologetic face 🧹🙏🏾 Never again.
🩶 Zobo x tigernut milk: it turned GREY. Grey zobo. Nobody wanted grey zobo. Fair. 
☕ Zobo x coffee: the office people loved it, everybody else said it tasted like a headache 🤕 We sold 400 bottles total and stopped.
🍬 2024: sugar price almost tripled so we quietly cut the sugar in Original Red by 15%. Customers noticed in ONE WEEK 😭 "What did you do to my zobo??" on every platform. We apologised publicly, put the old recipe back, took the hit on price, and made Sugar Small Small as a separate drink for people who actually want less sugar. Lesson: never touch Original Red without asking the mums 👵🏾`,
    proofFollowUp: `My favourite story 🥹💍 Chiamaka — she's a wedding planner in Abuja (first name only please, her business name she doesn't want in it, she says it will look like a paid ad 😂)

In April 2025 she had a BIG wedding, 600 guests, a very rich family, and the bride's mother wanted "only imported things". Champagne, imported juice, everything imported 🍾✈️ But the bride secretly wanted zobo because her grandmother used to make it for her. So Chiamaka ordered 20 Owambe Packs on the quiet and put our bottles in ice on a separate table with a little sign "Grandma's Zobo" 🌺🧊

The zobo table was EMPTY before the couple's first dance 💃🕺 People were sending their drivers to find more. Chiamaka called me at 9pm like "Hauwa, do you have any more?!" and Ibrahim drove Ice Cube 🧊🚚 across Abuja with 10 more packs. The bride's mother asked for our number at the end of the night 😎

Since then Chiamaka orders for every wedding she plans. 31 weddings so far!! 🎉`,
    customerWords: `Chiamaka sent me a voice note that night, then she typed it in our WhatsApp so I'd have it in writing 🥹📱: "The champagne was still cold at the end of the night. The zobo finished before the first dance." 😭🌺🍾 She says yes, we can use it!! Credit: "Chiamaka, wedding planner, Abuja". No surname, no business name, and please don't mention the family — the bride's mother would never forgive any of us 😂🙏🏾`,
    belief: `What I believe 🌺✊🏾
1️⃣ Our own drinks deserve the best fridge in the shop, not the bottom shelf. Zobo is not "less than" the imported juice, it's BETTER 😤🧊
2️⃣ Cold is a promise. If it's not chilled, it's not Jara. We'd rather not sell than sell warm 🥵❌
3️⃣ Pay the farmer on delivery. The person who grew the hibiscus shouldn't be the last person to get paid 🌾💵
4️⃣ Always give jara. A little extra makes people feel respected, not just sold to 🎁
5️⃣ No fake health stories!! People say zobo cures everything from malaria to heartbreak 💔😂 It's a delicious drink. That's enough. We will NEVER put a health claim on a bottle 🙅🏾‍♀️
6️⃣ Zobo with suya is a human right 🍢❤️ (Zobometer 10/10, I will not be taking questions)`,
    update: `What's new 🆕✨
🌶️ Harmattan Spice is BACK for the season, from 1 November 🎉
🍢 "Suya Night" pack launched in September — 6 bottles of Ginger Wahala with a suya pepper sachet from one of our suya partners. Sold 4,800 packs in 6 weeks 🤯
🏫 Two universities in Abuja now stock us in their cafeterias 🎓
🔬 Ibrahim got our fridge life from 21 to 28 days with a new cooling tunnel on the line ❄️ which means we can finally send to Port Harcourt by road without crying 😭🚚 (hint hint 👀)
😬 The not-fun one: plastic bottle prices went up 30% this year, so 50cl went from ₦1,100 to ₦1,300 in July. We kept the 35cl price the same for students 🎓

(abeg not for the post 🙏 one VERY big drinks company launched a "hibiscus drink" in August with a label almost exactly our red and our font 🙄 Our lawyer is writing letters. Don't mention it, my lawyer says posts make it worse 🤐)`,
    goal: `THE BIG ONE: Port Harcourt + the JARA CHILLER 🧊🌊🎉

Problem: shops switch off their fridges when light goes, and warm zobo = sad zobo 🥲 So we built a small Jara chiller — a glass-door fridge with a solar panel and a battery that keeps it cold for 14 hours without light ☀️🔋 Red, of course ❤️

🎯 Goal: 100 new stockists by 31 March 2027 — 60 in Port Harcourt (our first city outside Abuja + Lagos!!) and 40 more in Abuja 🌊🏙️

🎁 Offer: the first 40 stockists that sign up to take at least 8 crates a month get a Jara chiller FREE — we install it, we service it, it's yours to use as long as you stock Jara 🧊🎉 Plus the first crate free for every new stockist, and jara in every crate obviously 😉

🙏 The ask: suya spots, shawarma joints, cafés, gyms, cinemas, supermarkets, university canteens in Port Harcourt and Abuja — send us a DM on Instagram or WhatsApp the number on any Jara bottle with "CHILLER" and your location 📍 And if you're in Port Harcourt and you know the best suya spot in town, TAG THEM!! We want to start there 🍢🔥`,
    tone: `FUN FUN FUN 🎉🌺 Emoji yes, as many as you like, pidgin and Hausa and Yoruba words are welcome, just explain them like I do 🗣️

Please NEVER use: "detox" (it's not, it's a drink, and NAFDAC does not play 🚫), "superfood", "native drink" (we're not a museum, we're a brand 😤), or "African Kool-Aid" — someone wrote that about us on a foreign blog and I was vexed for a week 😡

No health claims at all — no "good for blood pressure", nothing. No politics, no elections, no fuel price wahala. And don't write about the north like it's only bad news — Jigawa is farms and farmers and the best hibiscus in the world, that's the story 🌾❤️ My brother's name is Ibrahim, that's fine to use. Make people thirsty for zobo, not sorry for anybody 😋🧊`,
    other: `Lmaooo I don't know that one 😂🤷🏾‍♀️ Ask Ibrahim, he knows everything 🤓 Next question?`,
    repeat: `Omo, you asked me this one already 😅 Same answer, it didn't change overnight — like Original Red, we don't touch it 😂❤️`,
    pass: `That's all I have for that one 🙏🏾 The Ginger Wahala is calling me 🫚🔥 Na gode (= thank you in Hausa)!! 🌺🇳🇬`,
  },
}

const kendra: Founder = {
  id: 'f27-kendra-screefline',
  name: 'Kendra Ridley',
  company: 'Screefline Reforestation',
  style:
    "raw voice memo transcribed by an app while she drives a logging road out of a cutblock at the end of a shift: lowercase, almost no punctuation, fillers (uh, um, like, you know, right, eh, anyway), false starts and repeated words ('the the', 'we we'), self-corrections ('no wait', 'sorry', 'scratch that'), numbers mostly said in words and corrected by her passenger mo, a quality checker eating a sandwich; the transcription app's own tags left in ([inaudible] where the cell signal drops, [laughs], [radio]) and her stopping mid-sentence to call her kilometre on the road radio and to pull over for a loaded logging truck; bleeps herself when she swears and asks for it to be cut; tree-planting slang explained or not (screef, plugs, boxes, cache, highballer, rookie, creamy ground, slash, burn block, quality plot, microsite, J-root, reefer, bug dope, camp cost, day off after three or four shifts); a rant about camp-cost deductions she first wants out, then wants in without names; asks for the rounded tree figure not the exact one; an aside about the 2021 heat dome and four a.m. shifts, another about a planter missing for three hours; insists it's not summer camp, not carbon offsets, not hippies, no logging politics (B2B contracting: tree-planting contractor replanting logged and wildfire-burned forest in central and northern British Columbia for forest companies, community forests, First Nations forestry businesses and the government timber sales program, with planters paid per tree, a guaranteed day rate for rookies and no charge for camp)",
  description:
    'Kendra Ridley, who planted trees for nine seasons while studying and then supervised crews and projects for a large reforestation contractor, founded Screefline Reforestation in Prince George, British Columbia, Canada, in 2016 with Harpreet Gill, a heavy-duty mechanic who runs the camps and vehicles. In British Columbia, companies that log public forest land are legally required to replant it, and large areas burned by wildfires are also replanted; the work is done by contractors whose seasonal crews of tree planters, many of them students, plant seedlings by hand with a shovel, are paid a few cents to a few dozen cents per tree, and live in remote tent camps. The industry has high turnover among first-year planters, who earn little while learning, and many contractors deduct a daily charge for camp food and lodging from pay. Screefline bids on planting contracts, runs its own camps and crews from late April to August, checks the quality of planting with its own plot checks, guarantees first-year planters a minimum day rate while they learn, and does not charge planters for camp. It planted about 15.8 million seedlings in the 2026 season with 164 planters, and has planted about 96 million trees since it started, with six year-round staff.',
  headline: '96 million',
  customerQuote:
    "Twenty years of planting contracts and you're the first crew I never had to drive out and yell at",
  goalKeywords: ['rookies', 'rookie guarantee', 'training camp'],
  bannedWords: ['tree hugger', 'carbon offset', 'hippie', 'summer camp'],
  noEmoji: true,
  answers: {
    opening: `okay is it is it recording yeah the red thing okay um hi this is kendra kendra ridley from screefline reforestation uh were in prince george well im not in prince george right now im on a forest service road like uh about an hour and a half west of it coming off a block with mo mo is our quality checker hes in the passenger seat eating a sandwich say hi mo [laughs] he says hi um so if i stop talking in the middle of something its because i have to call my kilometre on the radio thats like a logging road thing you say where you are so the loaded trucks know youre coming and also the cell goes in and out so you might get some uh [inaudible] anyway go ahead ask me stuff`,
    product: `okay so what we do um we plant trees like by hand with a shovel uh in the places that got logged or burned um mostly central and northern bc so like prince george out to vanderhoof burns lake up toward mackenzie some stuff south in the cariboo um the way it works is uh in bc if a company logs on crown land thats like public land they have to replant it its the law you have to get it back to a um a free growing forest within a certain number of years and they hire contractors like us to do the planting uh and then theres the burns the wildfire areas which are like a whole other thing ill get to that um so we bid on contracts uh the licensee the forest company or the government timber sales program or a community forest or a first nations forestry company they put out a contract like uh nine hundred thousand trees on these eleven blocks between these dates and we bid a price per tree and if we win uh we show up with a crew and a camp and we plant it so the seedlings um theyre grown in nurseries from seed um like a year old and they come to us in boxes frozen actually they spend the winter in cold storage frozen and then they get thawed before we plant them uh like four or five days in a reefer thats a refrigerated trailer um and a box is like two hundred and forty uh to four hundred and forty trees depending on the uh the stock size um mostly spruce and pine lodgepole pine and more fir and larch now because uh after the pine beetle killed like half the pine in the interior everyone wants a mix um and then the planter um the planter takes the trees in a a planting bag on their hips like three bags um a few hundred trees at a time and they walk the block and every like two point six metres or whatever the spacing is uh they find a good spot thats the microsite like not in a hole not on a rock not in the slash the leftover branches um and they screef which is you scrape away the the duff the top layer down to mineral soil with your boot or the shovel thats where our name comes from screef um and you stab the shovel in open the hole put the plug in the the root plug close it with your boot and walk uh and a good planter does that like two thousand times a day three thousand a highballer thats what we call the really fast ones uh can do four thousand plus on good ground creamy ground we say um and theyre paid per tree uh piece rate uh between like fourteen and thirty cents a tree depending on how nasty the ground is um so on a good day a good planter makes like six seven hundred bucks uh and a rookie a first year planter on their first week might plant five hundred trees and make like eighty bucks which is the whole problem ill get to that um okay hold on km thirty eight empty down [radio] sorry thats the radio thing um and then the camp um we run our own camps tent camps uh mostly like in a gravel pit or a clearing near the blocks uh a kitchen trailer two cooks showers a dry tent a first aid trailer um generators uh everybody lives there for like the whole shift which is three or four days on one day off um and then the quality part um so on every block uh a checker thats mo lays out these little circle plots um three point nine nine metre radius so fifty square metres and counts every tree and checks it like is it deep enough is the root straight not a j root like bent like a j um is it in a good microsite is it the right spacing and you get a quality percent uh and the licensee checks too and if youre under like ninety two percent on a block you get docked or you go back and replant it so the product is um the product is trees in the ground that live i guess thats the product um and we also do some uh brushing and spacing in the fall but like small small stuff its ninety something percent planting um oh and the season we start late april when the snow goes on the low blocks and go till like early august um spring plant is the big one and then summer plant on the higher stuff thats like it`,
    audience: `um who pays us right so uh five kinds um the forest licensees the big ones and the smaller ones thats like uh half our trees maybe like uh fifty two percent um mo says fifty two um then the government timber sales program uh they auction timber and then the replanting comes back to the province so they contract it out um thats like eighteen percent um community forests like uh towns that manage their own forest uh like eight percent um and then first nations forestry companies so um we have a joint venture with one nations development corporation um i cant say which yet they want to announce stuff themselves and thats fair um thats twelve percent and growing and then um wildfire rehab the burns um which is paid through um a provincial forest society and the licensees like ten percent uh but that one changes every year depending on how bad the fire year was um and then who actually works for us thats the other audience honestly thats the one i think about more um planters uh a hundred and sixty four this season um a lot of university students still like from ontario quebec the maritimes who come out west for the money um but more and more locals now like kids from prince george quesnel vanderhoof smithers uh and people from the nations near the blocks um this year uh about forty percent were from northern bc um which is up from like um like ten percent when we started and thats on purpose um and the rest are like lifers you know people in their thirties who plant every spring and go surf in costa rica in the winter or whatever um we have a guy whos forty nine hes planted twenty six seasons his knees are uh his knees are a topic [laughs]`,
    problem: `okay so two problems uh one for the forest one for the planters um the forest side um you know bc has had these huge fire years um twenty seventeen twenty eighteen twenty twenty three like uh twenty three was the worst ever like over two million hectares no sorry mo says over two point eight million hectares burned um so theres this massive backlog of burned land that needs planting and not enough planters and also a lot of the burns are uh theyre hard theyre black ash everywhere dead trees standing which can fall on you uh danger trees um so you need experienced crews um and then the logged blocks still need planting too so theres more trees than people basically um and if the planting is bad like too shallow or in the wrong spot the trees die and somebody has to come back and fill plant which costs everybody um and the planter side which is the part that made me start this honestly um the industry loses like uh a huge part of its rookies in the first couple weeks because um the first two weeks you are so slow you plant like five hundred trees a day in the rain with the blackflies eating you and at fifteen cents a tree thats seventy five bucks and then um a lot of companies charge camp cost which is like thirty thirty five bucks a day taken off your pay for food and the camp um so some rookies in the first week literally make like forty bucks a day or less um and some of them go home in debt like owing the company um and thats um thats bleep no take that out sorry um thats not right um and then the ones who stay um they learn fast and they make good money but we lose so many good people in week one who would have been great in week three you know so the industry keeps recruiting kids from far away every year instead of keeping people and training locals um yeah thats the problem um oh and like the rookies who push through with no coaching they plant bad trees because theyre trying to go fast to make money so its bad for the forest too um its the same problem really`,
    story: `okay the story um so i planted my first season at nineteen uh to pay for uni i was doing a forestry degree at unbc um nine seasons i planted um i was not a highballer i was a solid like twenty five hundred a day planter um and then i was a crew boss and then a project manager for a uh a big contractor i wont say who they were fine to me uh um and in twenty fifteen um june twenty fifteen we had a rookie um a kid from uh from ontario nineteen twenty years old um he came out with like brand new boots um and it rained for nine days straight um and he planted like four hundred trees a day um and on day nine he said im done i want to go home um and i did his payout uh in the office trailer and after camp cost and the the gear he bought from the company um the shovel the bags um he owed us uh he owed us a hundred and forty dollars um negative a hundred and forty bucks um no wait it was a hundred and sixty i remember because i paid it i paid it out of my own pocket so he wouldnt leave owing money um a hundred and sixty um and he said um he just said um i thought this was a job um and i drove him to the greyhound in prince george and i sat in the truck after and i was like yeah it should be a job um and that was it i did the season um and in the fall i quit and harp harpreet my um hes my business partner he was a heavy duty mechanic um he had a truck and a kitchen trailer he was going to sell and i had um like thirty one thousand saved um and we bid on one contract um a community forest west of prince george um one point one million trees and we won it because honestly we were the cheapest [laughs] um and we had twenty eight planters um mostly people id planted with who came because i asked um and we paid rookies a day rate for the first two weeks and we didnt charge camp cost and everyone said wed go broke um and we almost did [laughs]`,
    storyFollowUp: `um so after that first season we made like um we made like eleven thousand dollars profit uh for the whole year which is nothing but we didnt lose money so um we did it again um twenty seventeen was the fire year um the big fires in the cariboo um and that changed everything because uh suddenly in twenty eighteen nineteen there was all this burn planting and the licensees needed crews that could handle black blocks um so we grew like crazy um twenty nineteen we had like ninety planters um twenty twenty covid um okay that was wild um planting was essential work so we could plant but we had to do the camps totally different like um smaller crews separate kitchens everyone tested um we lost a bunch of students who couldnt travel so thats actually when we started hiring local like seriously um and a bunch of those local kids are crew bosses now um twenty twenty one the heat dome um june twenty twenty one um it was like forty degrees no more than forty in some places um in the shade and theres no shade on a cutblock um so we did four am to eleven am shifts and then stopped um and the trees they we had to hold them in the reefers and the licensee was great about it honestly um twenty twenty two we started the joint venture with the nations development corp um and um twenty twenty four harp built our new camp setup with um solar and batteries so the generators run like half as much um and now um a hundred and sixty four planters this year um fourteen crew bosses two cooks plus kitchen um three checkers including mo hi mo um six drivers and tree runners uh and six of us year round uh in the office in prince george um okay theres one thing um about um camp cost um i was going to say take out the part about other companies charging camp cost because i dont want to um you know trash the industry um but actually um no leave it in just dont name anybody because its true and people should know to ask um yeah leave it in no names`,
    proof: `okay numbers um mo has the the tally book um so since twenty sixteen um total trees planted um ninety six million like ninety six million and change um i always round it because the last seasons numbers still get adjusted when the licensees final counts come in so uh please just say 96 million um with the numbers like 96 million um this season twenty twenty six um fifteen point eight million trees um a hundred and sixty four planters um quality um our average quality on the licensee checks was um ninety seven point six percent um over this season um and the minimum on the contracts is usually ninety two um and we had um zero blocks we had to replant for quality this year um and last year one um one block um in twenty twenty five uh a rookie crew did a bunch of trees too shallow on a a sandy block um we went back and fixed it ourselves on our own dime um survival um okay so survival is tricky because um its measured like a year later and it depends on like drought and frost and voles eating the roots and stuff we dont control um so i dont like to brag about it but um the surveys we got back from the licensees for twenty twenty four plantings average like ninety one percent um ninety one um but please say its not just us its the weather too um rookies um okay this is the one im proud of um rookie retention um we track how many rookies finish the whole season um in the industry everybody says like half or less uh i dont have a real number for the industry so dont print one um ours this year was eighty one percent um eighty one percent of rookies finished the season um and um of last years rookies sixty two percent came back this year um and um nobody ever went home owing us money um ever um thats the thing um money um revenue this season um like five point four million um mo says five point six um its five point six million um safety um no lost time injuries this season um last season two um one twisted knee one um a planter got a stick in the eye uh he was okay uh and um oh and twenty nineteen um we had a planter go missing for like three hours um she walked off the wrong side of a block in fog and we couldnt find her and um honestly it was the worst three hours of my life um she was fine she sat down like she was trained to um and now everyone carries a satellite messenger and we do a radio check at every cache every two hours um okay hold on truck coming [inaudible] okay sorry that was a loaded logging truck i pulled over`,
    proofFollowUp: `okay um the forester story um theres a forester um silviculture forester at one of the licensees um gord um just gord um he has like twenty plus years doing this um he manages the planting contracts for his company in the whole district um and he is um he is famous for driving out to blocks unannounced and um yelling basically [laughs] like if the quality is bad he shows up in his pickup and he walks the block and you hear about it um and we had um we had his contracts for three seasons um twenty twenty four twenty five twenty six um like um four point two million trees total um and over the three seasons he um he never came out to yell um not once um he came out like to look um and he brought um timbits once um [laughs] and in twenty twenty five there was this one block um really steep really nasty slash um and his own checkers got ninety eight percent on it um which is um thats really high for that ground um and then at the end of this season um he emailed me the thing i told you um the customer words um and then um he gave us his biggest burn contract for next year um one point eight million trees um which i cant really talk about until the award is public so um dont say that part`,
    customerWords: `okay so um he emailed it um i have it here mo read it um mo says hes reading it off my phone um Twenty years of planting contracts and you're the first crew I never had to drive out and yell at um and um he said we can use it but um just gord silviculture forester um no company no last name um gord silviculture forester at a bc licensee um thats how he wants it um because his company has rules about like um endorsing contractors um yeah`,
    belief: `um i believe um if you hire someone for a job they should not go home owing you money like thats it thats number one um and i believe um planting is a real job a skilled job um not like a rite of passage for university kids um its a trade basically um and the people who live near the forest should be the ones doing it and making the money not only people flown in from three provinces away um and um the trees have to live um like fast is good fast pays everybody but a tree that dies is worse than a tree that never got planted because somebodys got to come back um so we pay for quality um our crew bosses get a bonus on quality not on speed um and um i think um everybody has a right to be tired but not scared um like safety um radios satellite messengers a first aid attendant on every block um bear spray um thats not negotiable um oh and um you dont have to be a big tough guy to plant um some of our best planters are um like five foot two um women who just dont stop um`,
    update: `um whats new um the season ended like august eighth um this year um we finished all our contracts um um the new camp setup with the solar and batteries um cut our diesel by like um forty percent um compared to twenty twenty three um which harp wants everybody to know [laughs] um we hired a full time um trainer um shes a former highballer um twelve seasons um she runs the rookie training now all season um one bad thing um in july um a wildfire started near one of our blocks um nowhere near us honestly like thirty kilometres but the smoke um we had to pull the crew out for four days um lost about um two hundred thousand trees of production that we made up in august um and um the um our first planters from the joint venture nation um twenty two of them this year um six of them are going to be crew bosses next year um thats huge um oh and we um we bought a second reefer um so the trees are thawed better um and um not for um dont post this part um we might be getting um a really big burn contract for twenty twenty seven um the award isnt public yet so um dont put that anywhere`,
    goal: `okay so the goal um next season twenty twenty seven um we want to hire sixty rookies um sixty new planters um and we want um at least half of them from northern bc um from like prince george quesnel vanderhoof burns lake smithers um and from the nations um so um the offer is um the rookie guarantee um if youre a first year planter with us um you get at least two hundred and sixty dollars a day um for your first ten shifts um even if you only plant three hundred trees um and if you plant more than that you get your piece rate um whichever is more um and um no camp cost ever um we dont charge for food or camp um and um we run a free training camp um a week in april um like april twelve to eighteen in prince george um before the season where we teach you um how to plant how to bag up how to not hurt your back um bear safety um and you get paid for the training camp too um like a day rate um and um applications close um end of february um on our website screefline dot ca um s c r e e f l i n e dot ca um or um you can call the office um and um the ask is like um parents teachers um band offices um friendship centres um coaches um if you know a kid in the north who is like eighteen plus and is tough and doesnt mind rain um send them our way um and also um licensees if youve got burn blocks that need crews in twenty twenty seven um we have room for two more contracts um call me um thats it um okay were almost at the highway`,
    tone: `um just like real um like how i talk but um not swearing obviously um no emojis um its a forest not um a birthday party um and um please dont call it summer camp um its not summer camp its like the hardest physical job there is um and dont say tree hugger um we plant on logged blocks we work with the logging companies um were not protesting anything um and dont say carbon offset um were not selling carbon um this is required replanting um its the law um its not an offset and i dont want anyone thinking were like selling um carbon credits um and no hippie stuff like um the old school planter hippie thing um its a job um and um no logging politics um no old growth debate um nothing about um the government um dont name the licensees or the nation um and um if theres a photo um planters with their bags um not bears um please no bear photos um people think its all bears [laughs] um thats it`,
    other: `um i dont actually know that one um [laughs] mo doesnt know either um next one`,
    repeat: `um i think i already said this one um like same answer um nothing changed since um like ten minutes ago [laughs]`,
    pass: `um yeah i got nothing else on that um were at the highway so um im gonna lose you um okay bye bye`,
  },
}

const temirlan: Founder = {
  id: 'f27-temirlan-chyn-auto',
  name: 'Temirlan Asanov',
  company: 'Chyn Auto',
  style:
    "English as a second (really third) language, written by a Kyrgyz mechanic whose working language is Russian and who learned English from repair manuals, YouTube and American car-auction websites, with the recurring errors of a Russian speaker: articles dropped or added in odd places ('I check machine', 'the Bishkek'), 'machine' for car (Russian mashina), present tense for finished actions and present continuous for durations ('we are working since 2019', 'I work there six years'), 'he said me', 'explain me', 'I am agree', 'more cheap', 'informations' and 'advices', 'concrete' for specific, 'control' for check, 'possibility' for chance, 'in the internet', 'on the photo', 'make inspection', 'it depends from', 'how it is called', 'etc.' at the end of lists; Russian car-market slang explained (skrutka — rolled-back mileage, utoplennik — 'drowned one', a flood car, perekup — car flipper) and Kyrgyz words (chyn, aksakal, rakhmat, toi, ayil, kelin); every price in som with dollars 'approximately'; corrects the share of cars with rolled-back mileage, the year of his uncle's purchase and his inspector count; asks for his English to be corrected but 'not too beautiful, must sound like me'; a not-for-print aside about a dealer group that offered money for a 'certified' sticker; one or two emoji at most; strict that sellers are not all criminals, and no customs, sanctions or politics (B2C service: independent pre-purchase inspection of used cars — most imported from the United States, South Korea, Europe and now China — for private buyers in Bishkek, Kyrgyzstan, with paint-thickness measurement, electronic mileage checks across modules, import history, flood and accident checks and a report with photos sent by Telegram within an hour)",
  description:
    "Temirlan Asanov, a car diagnostics technician who worked for six years at a dealership service centre, founded Chyn Auto ('chyn' means 'true' in Kyrgyz) in Bishkek, Kyrgyzstan, in 2019 with Aizada Mamytova, a former classmate who runs marketing and customer service. Most cars on Kyrgyzstan's roads are bought second-hand, many of them imported from the United States, South Korea, Europe and increasingly China, and buyers — often spending years of savings — commonly face rolled-back odometers, undisclosed accident repairs and cars that were written off after floods abroad, with little independent help to check them. Chyn Auto sends an inspector with the buyer to the car market or the seller's address to measure paint thickness on every panel, read the mileage stored in several of the car's electronic modules, check the import and auction history by vehicle identification number, look for flood and accident damage and, for a higher fee, put the car on a lift and, for electric cars, test battery health; the buyer receives a report with photos and a verdict through Telegram within an hour. Chyn Auto works only for buyers and does not accept payment from sellers or dealers. A basic inspection costs 2,500 som (about US$29) and a full inspection with lift 4,500 som (about US$52). It has inspected 27,318 cars and has 31 employees, 19 of them inspectors.",
  headline: '27,318',
  customerQuote: 'The seller told me the car never saw rain. Your report showed me it was swimming in Texas.',
  goalKeywords: ['Osh', 'inspectors', 'Telegram'],
  bannedWords: ['scam', 'post-Soviet', 'Silk Road', 'lemon'],
  noEmoji: false,
  answers: {
    opening: `Salamatsyzby! It is hello in Kyrgyz. My name is Temirlan Asanov, I am founder of Chyn Auto in Bishkek. Sorry for my English before we start — I learn it from repair manual, YouTube and American auction website, so I know very well word "hail damage" but not so well grammar. If you write post, please correct my English, but not too beautiful. Must sound like me, not like bank. OK, I am ready, please ask.`,
    product: `We make inspection of used machine before people buy it. Sorry — of used car. In Russian we say "mashina", so I am all the time writing "machine", please correct.

How it works. Buyer find car on the internet or on the car market, he write to our Telegram bot: which car, where, when. We send inspector — same day, usually in two hours — and he meet buyer at the car. Inspector is always our employee, not freelancer, with uniform and our case of tools.

What we check, concrete:
1. Paint. We measure paint thickness on every panel with gauge — roof, doors, fenders, pillars, etc. Factory paint is around 90–160 microns. If door show 300, it was painted. If 1,000 and more — there is putty under, so it was hit strong. On the photo in report you see every number on the scheme of car.
2. Mileage. This is main problem in our market. We connect scanner and read mileage not only from dashboard, but from other modules — engine computer, transmission, ABS, sometimes key. Person who make skrutka (how we say, rolled-back mileage) usually change only dashboard. Transmission module remember true number. Not always, it depends from model, but often.
3. History by VIN. For car from USA we check auction history — there are photos from auction, when car was sold after accident or flood, and insurance history. For Korea — Korean insurance accident history. For Europe — service records if we can find. For China — almost nothing yet, this is problem.
4. Flood. We call it "utoplennik" — drowned one. We look under carpets for sand and dry mud, rust on seat rails and on seat belt mechanism, water line on door panels, corrosion in fuse box, smell. Flood car can look perfect on outside.
5. Body structure. Welding on pillars, on roof, under car — we use small endoscope camera inside pillars. Gaps between doors. Frame points under car.
6. Test drive, engine, gearbox, suspension, computer errors.
7. Full inspection: same, plus we drive together to partner service station and put car on lift for 30 minutes — check underbody, leaks, suspension, exhaust, etc.
8. Electric car: battery state of health with special scanner, cell voltages, charging test. This is new, last year.

Report: in Telegram, in Kyrgyz or Russian or English, 60–120 photos, video of engine and underbody, and verdict in three colours — green (buy, price is honest), yellow (can buy, but negotiate, and here is why), red (don't buy). Inside one hour after inspector finish. Customer can show report to seller and negotiate price on the spot — this happen very often.

Prices:
- Basic inspection: 2,500 som (approximately 29 dollars)
- Full with lift: 4,500 som (approximately 52 dollars)
- Electric car: 5,500 som (approximately 63 dollars)
- Package "Until you buy": 9,000 som (approximately 103 dollars), up to five cars in seven days. Most popular — people rarely buy first car they see, and they should not.

One rule: we work only for buyer. Seller cannot pay us, dealer cannot pay us, perekup cannot pay us. Perekup is person who buy car cheap and sell it more expensive fast, usually after small "cosmetics". I will explain in belief why.`,
    audience: `Our customers mostly private people who buy car for family. Not rich people — rich people buy new car in showroom. Our customer is person who save money two, three, five years for car, or who take loan, or family put money together. For many people in Kyrgyzstan car is the most expensive thing they buy in life after house. Sometimes more expensive than house in ayil (village).

Concrete groups:
- Young families in Bishkek — first car or change old car because baby come. Around 45%.
- People from regions — Naryn, Issyk-Kul, Talas, Jalal-Abad, Osh — who come to Bishkek car market because here is more choice. They come one day, by marshrutka, with money, and they must buy today and drive home. Very dangerous situation, because seller know it. Around 30%.
- Taxi drivers — they buy car for work, they need it to work 300,000 km more, not to look nice. Around 12%. They are most strict customers, they argue with inspector about every micron of paint.
- Women who buy alone. Around 18% of our customers now, when we start it was maybe 5%. Many women tell us at car market nobody take them serious, seller talk to her brother, not to her. With our inspector she has specialist on her side.
- Kyrgyz working in Russia, Korea, USA who send money home and want to be sure father or brother don't buy bad car with this money. They order inspection from far, watch video in Telegram.

Sorry, I see numbers are more than 100%. Women who buy alone are also inside other groups. Aizada say me I must explain this, because somebody will count.`,
    problem: `Problem is simple: seller know everything about car, buyer know nothing.

Most cars on our roads are used and imported. From USA — many of them sold on auction after accident or flood, then repaired in Georgia or here, and sold like "clean car from America". From Korea — many with big mileage from taxi or rental, and mileage go down somewhere on the way. From Europe, from UAE, and now very many from China, electric and hybrid.

What we see, not theory, our statistics:
- Mileage rolled back: I always say "40% of cars", but correct number from our database is 38%. In 2020 it was more, around 45%.
- Serious accident not told by seller: 24%.
- Flood car: around 6% — and almost all from USA, after hurricanes. After big hurricane in America, in six months to one year we see this cars in Bishkek. We follow American weather news for this reason, it is strange part of my job.
- Car really like seller describe: 11%. Only 11.

Important: not every seller who sell bad car is bad person. Many sellers really don't know. He buy car from perekup, perekup buy from importer, importer buy on auction. Each one say to next "clean car", and after four people nobody know true story. So I don't like when people say everybody at car market is criminal. Is not true. Problem is system, no informations.

And before us, what buyer can do? Take cousin who "knows cars". Every family have cousin who knows cars. Cousin kick tyres, open hood, listen engine and say "normal". Cousin don't have paint gauge, don't have scanner, and cousin sometimes is friend with seller. Or go to service station — but seller don't want to drive car to your service, he say "no time, many buyers". Or buy and pray.`,
    story: `In 2017 — no, 2018, spring 2018 — my uncle, he is aksakal (how we say, white beard, respected old man) in our family, from At-Bashy in Naryn region. He save money many years and decide to buy good car, Lexus RX, because in village it is respect. He come to Bishkek, to car market, with his friend, without me — I was working, and also he didn't want to "disturb" me. He buy Lexus for 17,800 dollars. On dashboard was 48,000 miles. Seller say: "clean car from America, one owner, old lady drive to church". Real story, he said exactly this, I remember because later it was funny. Not funny.

After two months — airbag light, then windows work when they want, then smell in car after rain. My uncle drive 500 kilometres to me in Bishkek. At that time I work six years in service center of official dealer as diagnostics technician. I connect scanner. Dashboard say 48,000 miles. Transmission module say 157,000. Then I check VIN on auction website — and there is photos. Our Lexus, in Houston, after Hurricane Harvey, in water up to windows. Sold on auction as flood car for 4,100 dollars.

My uncle sit in my garage and he don't say anything long time. Then he say me: "Temirlan, you know this, and I didn't know this. Why nobody told me?" Seller was gone, phone not working. Nothing we can do. My uncle sell this car for parts, lose almost everything.

After this I start to check cars for friends on weekends, for free. Then friends of friends. I make video on Instagram — how to see skrutka, how to see utoplennik. One video get 400,000 views and my phone don't stop. In 2019 my classmate Aizada — we study together in technical college, but she is much better with people than me — she say: "Temirlan, you cannot do this free on weekends, this is business." We open Chyn Auto in September 2019. Chyn mean "true" in Kyrgyz. Because report must be true, this is all what we sell.`,
    storyFollowUp: `First year: me, Aizada, one borrowed paint gauge and my own scanner. Aizada make Telegram bot, take bookings, write reports from my voice messages. I do inspections from morning to night, sometimes 9 cars per day. I still work in dealer service center until March 2020.

2020: pandemic. Car market close for some weeks. We think this is end. But when it open, many people want car because don't want marshrutka with many people inside. We have first two inspectors — my friends from service center.

2021: we make rule — inspector cannot buy or sell cars, never, also not for family. Because in our market many mechanics are also perekup, and then they have interest. One inspector break this rule — he buy car which he inspect, cheap, after he say customer it was "red". We fire him same day and we return money to customer. After this we make contract with this rule for every inspector.

2022: partner service station with lifts, full inspection. 2023: first women inspector, Nurzhan — she is now best inspector on paint, taxi drivers are scared of her. 2024: office near car market, small, with waiting room and tea, because people wait for report and they are nervous. 2025: electric cars.

Now we are 31 people: 19 inspectors — sorry, 18 inspectors, one is on maternity leave, so 18 working, 19 in contract — 4 people in customer service, 3 who write and check reports, 2 in office, Aizada and me. Three of inspectors are women. No investors, only our money and one bank loan for equipment, already paid.`,
    proof: `Numbers, from our database, to 31 October 2026:
- Cars inspected total: 27,318. Since September 2019.
- In 2025: 7,940 inspections. Average 22 per day, in spring up to 50.
- Verdict: 31% green, 36% yellow, 33% red.
- After our report, customers don't buy around 52% of cars. Customers who buy yellow car negotiate price down — average 9% down, from what customers tell us. This is customer's information, not checked by us, so please write "customers say".
- Mileage rolled back: 38% of all inspected cars (as I said, not 40%).
- Flood cars found: 1,604 total. Almost all from USA.
- Telegram bot subscribers: 64,000. Instagram: 210,000.
- Revenue 2025: 24.6 million som, approximately 280,000 dollars.
- Rating on 2GIS (this is our map app, like Google Maps here): 4.9 from 3,400 reviews.

Our mistakes, we don't hide:
- 2022: inspector make green report for Toyota Camry, and after two weeks customer find welding inside roof pillar, from roll-over accident. Inspector don't use endoscope because he was in hurry, 11 inspections this day. We pay for independent expertise and we pay customer 1,500 dollars compensation for lost value. After this: maximum 8 inspections per inspector per day, and endoscope in pillars is mandatory on every car, we see it in photos.
- 2024: Telegram bot stop working for 6 hours, and 40 people wait at car market for inspector who never come, because booking was lost. We call every person, and next inspection free.
- Electric cars: first months we don't know well Chinese batteries, we make two reports with battery health "good", after this customer have problems. Now we work with specialist from Almaty and we have better scanner. We pay repair for one customer, for second customer problem was not battery.`,
    proofFollowUp: `Begimai — she is teacher of English from Naryn, I can write her first name, she agree. In May 2025 she decide to buy first car, because she teach in two schools in two villages and marshrutka is one time per day. She save money four years, 8,600 dollars.

She find Toyota Camry from USA on internet, seller in Bishkek, very nice photos, 61,000 miles. Seller say "no accident, no flood, documents clean". She come to Bishkek on night marshrutka, 6 hours, and order our basic inspection by Telegram at 7 in morning. Our inspector Nurzhan meet her at 9.

Paint — mostly OK. But under carpets — fine sand, dry. Seat belt mechanism, when you pull belt very long — rust and brown line. Fuse box — green corrosion. VIN check — auction in Texas, after Hurricane Beryl, 2024, photos with water inside car up to seats. Transmission module — 112,000 miles. Nurzhan show her on the phone photos from auction and photos of same car now.

Begimai don't buy. Same day, Nurzhan check with her two more cars from our "Until you buy" package — she pay difference — and third car was Hyundai Elantra from Korea, yellow verdict, small paint on one door, honest mileage. She buy it 600 dollars cheaper than seller want, because of door. She drive it home same night.

After this she bring to us — sorry, she send to us — 14 people from her schools and her village. Her brother, two colleagues, even director of school. She is our best marketing, better than Instagram.`,
    customerWords: `She write in our Telegram chat after she come home to Naryn. She write in English — she is English teacher, her English is better than my — so this is her words exactly: "The seller told me the car never saw rain. Your report showed me it was swimming in Texas." We can use it with "Begimai, teacher, Naryn". Only first name, and please not name her school — in Naryn everybody know everybody.`,
    belief: `First. We work only for buyer. If seller or dealer pay you, you will never write red report for him. Simple. So we say no to every seller, also when they offer more money. This is why we have this name — true.

Second. Every family should know the truth before they give savings. Buyer can still buy bad car if he want — maybe he want cheap car for parts, or he know it was flood and is OK for him. Is his choice. But his choice must be with open eyes.

Third. Most sellers are not bad people. Like I explain in problem — bad car go through many hands and the story get lost. We don't shame sellers in Instagram, we never publish seller's name or phone or car number. We show the car, not the person.

Fourth. Inspector must not be perekup. Specialist who buy and sell cars cannot be neutral. For us this rule is like rule for doctor not to sell medicine.

Fifth, for me personal: technical knowledge should not be secret of mechanics. Half our Instagram is teaching people to check cars themselves. Some people after watching don't need us. Is OK. Next time they will need us for lift.`,
    update: `What is new since summer:
1. Electric cars: now 14% of our inspections, from zero in 2024. Mostly Chinese cars. We bought second battery scanner in August and two inspectors finish training in Almaty.
2. We start English reports — for foreigners who live in Bishkek and for Kyrgyz family abroad who pay inspection for parents. Around 60 per month.
3. New service in September: "Document check" — we check that documents, VIN on body and VIN in computer are the same. Sounds simple. In October we find 9 cars where VIN on body was changed. We tell customer and we tell him go to police himself; we don't go to police ourself, this is customer decision.
4. Price change: from 1 December basic inspection 2,500 som stay same, but full inspection go from 4,000 to 4,500 som, because partner service station raise price for lift. Please write new price 4,500.

Not for publication: in summer one big dealer group propose us money every month — big money — for sticker "Checked by Chyn Auto" on their cars. We say no. They was not happy. Please don't write about this, I don't want war with them, I only want they understand.`,
    goal: `Our goal — open Chyn Auto in Osh, south capital of Kyrgyzstan, by May 2027. In Osh is second biggest car market in country and many people from south now travel to Bishkek only for our inspection — 10 hours by road. Is crazy. We must go to them.

For this we need 6 new inspectors in Osh. Requirements: mechanic or diagnostics technician, minimum 5 years experience, know scanner, honest, and — important — don't buy and sell cars, and agree never do it. We give two months training in Bishkek, paid, and salary not per inspection, fixed salary plus bonus for quality of reports. Women mechanics — very welcome, please apply.

Offer for customers in Osh: first 300 people who register in our Telegram bot before opening get 50% discount on basic inspection — 1,250 som instead of 2,500.

Ask:
1. Mechanics in Osh and Jalal-Abad: write to our Telegram bot, word "Osh", and short story about your experience.
2. People in Osh who plan to buy car in spring: register in Telegram bot for discount.
3. If you have family in Osh — share with them. In south, family is best channel, better than any advertisement. 🚗`,
    tone: `Simple and honest, like good mechanic who explain to customer. Not like bank, not like TV. One or two emoji OK, car emoji is good, not more.

Please never write:
- "scam" — most sellers are not criminals, and our customers' neighbours are sellers too.
- "lemon" — I see this word in American websites, but in Kyrgyzstan nobody understand, for us lemon is fruit.
- "post-Soviet" — I was born in 1991, few months before country became independent, I am tired of this word.
- "Silk Road" — every article about Kyrgyzstan start with Silk Road. We check cars, not camels.

No politics, nothing about customs rules, taxes on import, sanctions, or where cars go after Kyrgyzstan — this is not our business and is dangerous topic. Don't name car markets, dealers or brands in bad way. My English — please correct it, but keep short sentences, like I speak.`,
    other: `Sorry, this I don't know, and I don't want to say something not true — you understand, our name is "true". Next question please.`,
    repeat: `I think you ask me this already — my answer is same like before, nothing change.`,
    pass: `For this I have no more to say. Rakhmat — thank you! Inspector call me, I must go. 🚗`,
  },
}

const filomena: Founder = {
  id: 'f27-filomena-faro',
  name: 'Filomena Cardoso',
  company: 'Associação Faro',
  style:
    "civic volunteer association run by a retired primary-school teacher: warm, orderly, slightly formal answers in numbered points that each end with a one-line 'Summary for the back row', a habit from forty years of classrooms; cites the association's logbook by occurrence number ('occurrence 2024/031') and reads out what the board approved and on which date; strict about definitions — 'missing', never the other word; 'located during a search in which our teams took part' versus 'located by one of our teams'; 'found alive' versus 'found' — and refuses to claim lives saved; gives the credit to the GNR, the firefighters and the villagers; Portuguese words explained (Terra Fria, aldeia, junta de freguesia, centro de dia, magusto, castanhas, nevoeiro, GNR, Cão de Gado Transmontano) and a word of Mirandese; corrects the year the first teams were certified, the number of volunteers to count only the operational ones, the length of a search and the cost of a kit; names the dogs freely but never the missing people or the villages of recent cases; asides about Iberian wolves in Montesinho, livestock guardian dogs that charge the search dogs, and mushroom pickers in autumn fog; a not-for-print aside about a television channel and a municipal grant not yet paid (nonprofit: a volunteer association in the Bragança district of north-east Portugal that trains and certifies search dog teams, deployed at the request of the GNR and civil protection to find missing people — mostly elderly people with dementia — and hands out free scent kits so that families keep a clean scent sample for the trailing dogs)",
  description:
    "Filomena Cardoso, a retired primary-school teacher, founded Associação Faro, a registered nonprofit association of volunteers, in Bragança, Portugal, in 2016 with Hélder Pires, a volunteer firefighter. The Bragança district, in the sparsely populated north-east of the country, has a very old population, with many elderly people living alone or with an elderly spouse in small villages surrounded by woods, hills and farmland; when a person with dementia walks away from home, searches are carried out by the police (the GNR), firefighters and neighbours, often at night, in fog or cold, and the first hours matter most. Search dogs can help, especially 'trailing' dogs that follow one person's scent — but only if the searchers have an uncontaminated item carrying that person's smell. Faro's volunteers train their own dogs for two years to national and external standards, and certified teams are deployed free of charge when the GNR or municipal civil protection requests them. The association also gives families of people with dementia a free scent kit — gloves, a sterile gauze pad, a sealed glass jar and a form with a photo and description — so that a clean scent sample is ready in the freezer if needed; a kit costs the association €4.20. Faro has 14 certified dog teams and 61 operational volunteers, and has handed out 2,716 scent kits.",
  headline: '2,716',
  customerQuote:
    "When the GNR asked for something with her smell, I opened the freezer and handed them the jar. I didn't have to think.",
  goalKeywords: ['scent kits', 'parish councils', 'runners'],
  bannedWords: ['lost', 'senile', 'hero', 'sniffer dogs'],
  noEmoji: true,
  answers: {
    opening: `Good afternoon. My name is Filomena Cardoso, and I am the president of Associação Faro, in Bragança. Before we begin, so that you understand the name: 'faro' in Portuguese is a dog's sense of smell — the nose, the flair. Yes, it is also the name of a city in the Algarve, at the other end of the country, and we receive their post from time to time. I was a primary-school teacher for forty years, so I will answer in points, and at the end of each answer I will give a summary for the back row, because there was always a back row. Please go ahead.`,
    product: `What we do, in four points.

1. Search dog teams. A team is one volunteer handler and one dog. We have two kinds. Area search dogs work off the lead across a wood, a hillside or a field, and indicate any person they find there; they are useful when we know roughly where someone might be. Trailing dogs work on a long line and follow the scent of one specific person, from the place they were last seen, ignoring everybody else; they are the ones who tell us which way a person went. A dog needs about two years of training, three or four sessions a week, most of them on weekends in the woods around Bragança, before it can sit the certification. Certification is renewed every eighteen months and is evaluated by an external panel, including evaluators from a volunteer search unit across the border in Zamora, in Spain, who trained us in the beginning. Today we have 14 certified teams: 9 area search and 5 trailing.

2. Deployments. We are never called by families directly. When a person goes missing, the family calls 112; the GNR — the Guarda Nacional Republicana, our rural police — and the firefighters begin the search, and the GNR commander or the municipal civil protection service asks for us if they think dogs can help. We have a phone that is answered day and night by whichever of us is on the rota that week, and our rule is that the first team leaves within 45 minutes of the call. We go where we are sent, within the twelve municipalities of the Bragança district, and sometimes beyond it when the authorities ask. We do not charge anybody, ever. Each team carries GPS, a radio, first aid for people and for dogs, and a thermos. The thermos is not in the regulations, but it should be.

3. The scent kits. This is the part that many people find surprising. A trailing dog needs something that carries the smell of the missing person and nobody else's — and in a real emergency that is very difficult. The clothes have been washed; the pillow has been shared with the spouse; the comb has been touched by three grandchildren. So we give families of people with dementia, for free, a kit to prepare in advance: a pair of gloves, a sterile gauze pad, a small glass jar with a metal lid, a label, and a one-page form. On a calm day, a family member puts on the gloves, wipes the gauze on the person's skin — the back of the neck, for example — puts it in the jar, closes it, labels it with the date and puts it in the freezer. The form has a recent photograph, height, usual clothes, medication, and — this is the most useful part — the places the person tends to go: the old house, the chapel, the field that used to be theirs. If the day comes, the family hands the jar and the form to the GNR, and the dog has a clean sample in the first hour. We ask families to renew the sample once a year. A kit costs us €4.20 — I used to say €3.80, but the jars went up last year. We distribute them through the juntas de freguesia, which are the parish councils, the smallest unit of local government in Portugal, through the centros de dia — the day centres for the elderly — through health centres and through some pharmacies.

4. Prevention talks. We visit day centres, parish meetings and the magusto — the chestnut festival in November, when the whole village is in one place — to explain to families what to do in the first hour: call 112 at once, do not wait to see if the person comes back, do not let the whole village walk over the place where the person was last seen, because the trail is there.

Summary for the back row: volunteers with trained dogs who go out when the GNR asks, and a jar in the freezer that lets the dogs start faster.`,
    audience: `Who we serve and who we work with, in three points.

1. The families. Most of the people we search for are elderly people with dementia who walked out of their homes. In our district the population is among the oldest in the country; many villages — aldeias — have thirty or forty inhabitants, most of them over seventy, and many elderly couples live alone, because the children went to Porto, Lisbon, France or Switzerland. The husband of eighty-four looks after the wife of eighty-two, and one night he falls asleep in the chair and she goes out to feed the chickens she had forty years ago. The families who receive kits are these families, and often the children who live far away and worry — many kits are requested by phone from a daughter in Paris or Geneva for her parents in an aldeia. We also search for hikers, hunters, and every autumn, mushroom and chestnut pickers who go into the woods in the fog — the nevoeiro — and cannot find the way back.

2. The authorities. The GNR, the fire brigades, the municipal civil protection services and the national civil protection authority. They decide when we are needed. We work under their command and never the other way round. Most of our work in the first years was convincing commanders that the dogs were worth a phone call; several of them now call us before the search is an hour old.

3. The parish councils, day centres and health centres, who distribute the kits and know which families need them. A day centre director in an aldeia knows more about who is at risk than any database.

And the volunteers themselves, of course. We have 61 operational volunteers today. I once said 72 on the radio — that counted everybody in training and two members who have not been seen since the pandemic. 61 is the real figure: the 14 handlers, plus navigators, radio operators, drivers, and the people we call runners, who hide in the woods for the dogs during training. A dog that has nobody to find does not learn anything.

Summary for the back row: elderly families in small villages, the GNR and firefighters who call us, and the parishes and day centres who hand out the kits.`,
    problem: `The problem, in three points.

1. Time and weather. A person with dementia who leaves home does not usually call for help or answer when called; they may hide, or keep walking, often in a straight line until something stops them — a wall, a stream, a bramble thicket. In our region the nights are cold for seven months of the year — we call this part of the district the Terra Fria, the cold land, for a reason — and the landscape is oak and chestnut woods, steep valleys, abandoned fields gone back to scrub, and stone walls. The studies on searches for missing people with dementia, and our own experience, say the same thing: the chances of finding the person alive fall sharply after the first day. Every hour matters.

2. People. Searches are carried out by the GNR, the firefighters and the neighbours, with enormous goodwill and too few hands. In a village of forty elderly people, the neighbours who come to search are themselves seventy-five. And a hundred people walking over the area in the first hours, with the best of intentions, also walk over the scent trail. Dogs can cover ground that would take dozens of people, at night, and a trailing dog can tell you the direction in the first hour — if it has something to work with.

3. The scent article. This is the point that started it all for us. Even when a trained dog is available, it often cannot work, because there is nothing clean to give it. In the first years we arrived at many searches where the family, in their distress, brought us a cardigan that the whole household had handled, or the pillow from a shared bed. A dog given a contaminated article may follow the wrong person — the daughter who arrived from Porto that morning. And then there is what is worse than no dog: a dog confidently leading the search in the wrong direction.

Summary for the back row: cold nights, few hands, and a dog that cannot work without a clean smell to start from.`,
    story: `How it began, in three points. I will tell it carefully, because it concerns a family I love.

1. In January 2015, an elderly neighbour of my sister's family, in an aldeia near Vinhais — I will not say which, and I will not say his name; his widow is alive and his children read everything — went out of his house on a winter night. He had Alzheimer's disease. His wife woke at about four in the morning and he was not there. The GNR, the firefighters and the whole village searched for three days, in rain and then snow. On the second day, a volunteer dog team from across the border, in Spain, came to help — the GNR had asked through civil protection. The handler asked for something that only he had worn. There was nothing. His clothes had been washed, his cap had been handled by everyone, his pillow was shared. The dog could not be given a start. He was found on the third day, about 600 metres from his house — I said 800 metres for years; I went back with a map and it is 600 — at the bottom of a ravine below the old mill. He had died of the cold.

2. I was at the house when the Spanish handler sat in the kitchen afterwards and drank a coffee and said, very quietly, that if they had had something clean on the first night, his dog might have been able to take them there in an hour. I cannot know whether that is true. He could not know either. But I could not stop thinking about it. I was then fifty-nine, three years from retirement, with a Border Collie called Nata who was far too clever for a retired teacher's house.

3. That spring, I and Hélder Pires — a volunteer firefighter in Bragança for thirty years, who had searched for my sister's neighbour all three nights — drove to Zamora and asked that Spanish unit to teach us. They said yes, on one condition: that we would not go out to a real search until we were certified. For a year we drove two hours each way every other weekend, with Nata and Hélder's German Shepherd, Lince. I learned more in that year than in any course of my life, mostly about humility. The dogs learned faster than we did.

Summary for the back row: a man who could not be found in time, a dog that had nothing to start from, and two stubborn people who drove to Spain to learn.`,
    storyFollowUp: `What came after, in four points.

1. We registered Associação Faro as a nonprofit association in 2016, with eleven founding members, most of them firefighters and teachers. Our first money was our own: a membership fee of €5 a month, which we still charge, and a raffle of a ham. The ham raised €1,400. I mention it because people think associations begin with grants. Ours began with a ham.

2. Our first teams were certified in 2018 — I always want to say 2017, because that is when we sat the first evaluation, but Nata and I failed it. We passed in 2018, with Lince and Hélder, and two others. The first real deployment was in October 2018: occurrence 2018/004 in our logbook, a mushroom picker in fog in Montesinho. He was located by the firefighters, not by us, but the GNR commander saw the dogs work, and called us again the next month.

3. The scent kits came in 2019, after the handler's words in that kitchen had stayed with me for four years. The first 200 were jars from my own pantry and gauze from the pharmacy in my street. The design of the form we changed three times, with the GNR, until it contained what they actually ask for in the first minutes.

4. Today: 14 certified teams, 61 operational volunteers, a van and a four-wheel-drive vehicle, a training ground lent by a parish council on the edge of Bragança, and a budget of about €52,000 a year — please use the rounded figure; the accounts are approved by the general assembly in March and I do not want to publish a number before they do. It comes from our members' fees, from eight of the twelve municipalities, from donations and from a few local businesses. The handlers pay for their own dogs' food and veterinary care, which I think is too much to ask, and which we hope to change. Nata retired in 2023. She now trains the runners, in the sense that she follows them everywhere.

Summary for the back row: a ham, a failed exam, a pantry full of jars, and ten years of weekends.`,
    proof: `What we can show, as of 31 October 2026, from our logbook. I will be exact about what the numbers mean.

1. Scent kits handed out: 2,716, since 2019, in all twelve municipalities of the district. This counts kits given to a named family, recorded in our register — not kits sent in boxes to a parish council and not yet handed out, of which there are about 300 more on shelves.

2. Deployments: 212 since our first certified teams in 2018. A deployment is an activation by the GNR or civil protection in which at least one of our teams actually went to the search.

3. Of those 212 searches, the person was located during the search in 171 — by anybody: GNR, firefighters, neighbours or us. In 46 of those 171, the person was located by one of our teams. Of the 171 people located, 149 were found alive. The other 22 had died, in most cases before we were called. I will not say how many lives the association has saved. Nobody can know what would have happened without us, and the people who found the other 125 deserve the same credit.

4. Kits used in real searches: 23 times since 2019, the family handed a Faro jar to the GNR. In 19 of those searches, the person was found alive; in 12, a trailing team followed the trail to the person or to within sight of them. Twenty-three is a small number and I will not calculate a percentage from it and pretend it is science.

5. Time: our median time from the GNR's call to our first team on the ground, in 2025, was 58 minutes. Our target is under an hour everywhere in the district. In Freixo de Espada à Cinta, at the southern edge, we do not yet achieve it.

6. What went wrong: in 2021, occurrence 2021/019, a trailing dog followed the trail of the missing woman's son-in-law, who had walked the same path looking for her an hour earlier, for almost two kilometres before the handler realised. The scent article was a cardigan from her chair, which he had moved. She was found by neighbours, alive, in the other direction. That search is the reason for the jars in the freezer, and the reason every handler now asks, before starting, who has touched the article and who has walked from the door. And in 2022 we had to withdraw from a search because one of our dogs was attacked by a Cão de Gado Transmontano — the big livestock guardian dogs of our region, who are very good at their job, which is to chase away everything with four legs, including ours. The dog recovered. We now call the farmers before we enter their land with dogs.

Summary for the back row: 2,716 kits, 212 searches, honest numbers, and no claims we cannot prove.`,
    proofFollowUp: `One search, with the family's permission. Occurrence 2024/031.

1. A woman of 79, with dementia, living with her daughter Teresa in an aldeia in the municipality of Bragança — I will not say which. Teresa had received a kit at the day centre in 2023 and, as she told us afterwards, had done it the same evening, 'to get it over with', and put the jar in the freezer behind the peas.

2. On an October afternoon, during the chestnut harvest, her mother went out while Teresa was on the phone. Teresa searched the house and the street for twenty minutes and called 112. The GNR asked for us at 17:40. Our trailing team — Rosa, a nurse in Bragança, with her Labrador Bolota — arrived at 18:35. The GNR officer had already asked Teresa for something with her mother's smell, and she had handed him the jar.

3. Bolota took the trail from the front door, down the lane, across a stream that the mother had crossed on the stepping stones, and up through chestnut groves the family had sold thirty years earlier. After an hour and forty minutes — I said two hours on the radio that evening; the GPS track says one hour forty — she found the mother sitting against a chestnut tree, cold, confused, with a basket of chestnuts. She was taken to hospital in Bragança as a precaution and came home two days later.

4. The GNR commander, in his report, wrote that the trail went in the opposite direction from the one the village had been searching. The credit is Bolota's, and Rosa's, and Teresa's for doing the kit on a calm evening, and the GNR's for asking for it first.

Summary for the back row: a jar behind the peas, a Labrador, and a trail nobody would have guessed.`,
    customerWords: `Teresa said it to me at the day centre a month later, in Portuguese, when I asked if she would talk about it at a parish meeting. I translated it, and she read the translation and approved it. "When the GNR asked for something with her smell, I opened the freezer and handed them the jar. I didn't have to think." She may be quoted as 'Teresa, daughter of a woman found alive in a search in the Bragança district'. First name only; no village, no photograph, and nothing about her mother's health.`,
    belief: `What we believe, in four points, as approved by the board on 12 October 2024, when we wrote them down for the first time.

1. The first hour belongs to the family; the first day belongs to everyone. We teach families to call 112 at once, without shame. Many wait, because they are embarrassed or think the person will come back. Waiting is the most common mistake we see.

2. Dignity before everything. A person with dementia who walks away from home is not a case, a story or a headline. We never publish names, faces, villages or details of their health, and we ask the press not to.

3. Volunteers are not an excuse. We believe that searches for missing people are the responsibility of the state, and that we are an aid to the GNR and civil protection, not a replacement. If one day they had their own dog teams in our district, we would help train them and be glad.

4. Old age in the interior deserves the same attention as anywhere else. Our villages are old, but they are not forgotten, and the people who stayed — who looked after the land and the chestnuts and the chapels — deserve to be searched for with the best we have.

Summary for the back row: call 112 at once, protect people's dignity, help the authorities, and do not forget the interior.`,
    update: `Since the summer, four points.

1. Two new teams certified in September: Pimenta, a Spanish water dog, with her handler Carlos, a forestry technician from Mogadouro, in area search; and Bolota's half-sister, Castanha, in trailing. That makes 14.

2. The kit has changed. We replaced the plastic lids of the first jars with metal lids, because plastic can carry its own odour. And the form is now also in Mirandese — Mirandese is Portugal's second official language, spoken around Miranda do Douro, and some of the oldest people there are more comfortable with it than with Portuguese. A teacher from Miranda translated it for us without charge. 'Oubrigado', as they say there.

3. Our first training weekend with the Spanish unit as guests rather than teachers, in October: nine teams from Zamora and León came to us, and we hid our runners in Montesinho. One of the Spanish dogs indicated, very insistently, something that was not a runner. It was a wolf's den; Montesinho has Iberian wolves, which are protected, and we left very quietly. The handlers were delighted. The dog was not.

4. Four of the twelve municipalities still do not contribute anything. We have written to them again.

Not for publication: a national television channel asked to film one of our real searches, with a family, for a programme. We refused. And one municipality approved a grant of €6,000 in May, which has not yet arrived. Please do not mention either; the first would upset families, and the second would upset the municipality, which I need.

Summary for the back row: two new teams, a kit in Mirandese, and a wolf that did not want visitors.`,
    goal: `Our goal, in three points.

1. By the end of 2027, we want 5,000 scent kits in the hands of families in the Bragança district — today there are 2,716 — so that every family caring for a person with dementia in the district has had the chance to prepare one. For that we need two things: money, and places that hand them out.

2. Money: each kit costs us €4.20, so the remaining kits cost about €9,800. A donation of €4.20 pays for one kit in one family's freezer; €42 pays for ten, which is often a whole aldeia. Businesses in the district — pharmacies, cooperatives, banks, the chestnut and olive oil producers — can sponsor all the kits for one parish and have their name on the back of the form, in small letters.

3. People and places: we ask the parish councils — the juntas de freguesia — who do not yet distribute the kits to become distribution points; we bring the boxes, train one person to explain them in ten minutes, and collect the register. 31 parish councils have joined so far, and we want every parish council in the district. And we need 20 new volunteer runners by next spring. You do not need a dog. You need to be over eighteen, able to walk in the woods, and willing to spend a Sunday morning hidden under a tree while a dog looks for you — and to be very happy to be found. The runners are the reason our dogs can train every week.

How to help: donations and sponsorships through our website, faro-busca.pt, or by bank transfer, details on the website. Parish councils, day centres and volunteer runners can write to geral@faro-busca.pt or ring the number on the website during office hours — not the emergency phone, please, which is only for the GNR.

Summary for the back row: 5,000 jars, every parish council, and 20 people willing to hide under a tree.`,
    tone: `Calm, clear and respectful, as if you were speaking to the daughter of someone who is missing. No emoji, please — not in this subject.

Words, please, never to use:
- 'lost' — a person with dementia is missing, not mislaid like an umbrella. 'Missing' or 'the person we were searching for'.
- 'senile' — it is an old word that makes illness sound like a character defect. Say 'a person with dementia'.
- 'hero', in any form — our volunteers are trained volunteers, and the people who find the missing are, more often than not, a neighbour or a GNR officer.
- 'sniffer dogs' — those are at airports looking for suitcases. Ours are search dogs, or search and rescue dogs.

Please never name a missing person, a family — except Teresa's first name, as agreed — or the village of a recent search, and no photographs of families or of people being found. The dogs may be named, and they may be photographed as much as you like; they are vain. The GNR and the firefighters should be mentioned with respect whenever we are. No politics, nothing about the depopulation of the interior as a complaint against any government. And please explain 'faro' once — the nose, not the city.`,
    other: `That falls outside what we know, and I was taught never to answer a child's question with a guess. Shall we go on?`,
    repeat: `You asked me this earlier, I believe, and my answer is the same. Consider it the same lesson, repeated for the back row.`,
    pass: `I have nothing more to add on that point. Thank you — obrigada — and I will go and walk Nata, who has been waiting at the door for an hour.`,
  },
}

export const freshFounders27: Founder[] = [nayra, adnan, hauwa, kendra, temirlan, filomena]
