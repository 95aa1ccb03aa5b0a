// A twenty-ninth held-out set (ids f28-), written by a helper that never saw the product's code, used only to check that results generalise; never used to tune the product.
import type { Founder } from './founders'

const sebastian: Founder = {
  id: 'f28-sebastian-triangulo',
  name: 'Sebastián Irigoyen',
  company: 'Triángulo',
  style:
    "long, rambling technical answers written late at night at the kitchen table with a mate gourd going cold, about the condition of oil-filled power and distribution transformers (mineral oil and kraft-paper insulation, dissolved gas analysis by headspace gas chromatography, hydrogen, methane, ethane, ethylene, acetylene, carbon monoxide and dioxide, the Duval triangle and its zones PD, D1, D2, T1, T2, T3 and DT, IEC 60599 and IEEE C57.104, Karl Fischer moisture, breakdown voltage at a 2.5 mm gap, acidity, interfacial tension, furans and the degree of polymerisation of the paper, PCB screening under Argentina's Law 25,670, on-load tap changers and contact coking, glass syringes without bubbles, online hydrogen monitors, lead times for new 132 kV units); marks his digressions '(tangente)' and '(fin de tangente)' and says the answer is usually in the tangent; puts a confidence label after his figures — '(sure)', '(roughly)', '(from memory, check)'; corrects the year of the PCB law, the degree of polymerisation of new paper, the lead time of a new power transformer, the price of his first chromatograph and his cooperative count; refuses to say whether he supports Rosario Central or Newell's 'for commercial reasons'; hates the blood-test analogy because his mother, a haematologist, says it is wrong, and offers the smell of a burnt cable instead; 'not for publication' asides about revenue, an offer from a European testing group, and a cooperative that sent the same transformer's oil labelled as five different ones; never names customers' plants; insists the lab never earns from repairs (B2B industrial laboratory service: oil sampling, dissolved gas and physico-chemical analysis, furan and PCB testing, written diagnosis per transformer and rented online monitors for the transformers of oilseed crushing plants and grain ports, electric cooperatives, hospitals, factories and wind farms in Argentina, with a few customers in Uruguay and Paraguay)",
  description:
    "Sebastián Irigoyen, an electrical engineer who spent eleven years maintaining substations for a provincial power utility and three at a transformer manufacturer's service department, founded Triángulo in Rosario, Argentina, in 2018 with Lucía Benvenuto, an analytical chemist. Large transformers — at substations, factories, ports and hospitals — are filled with mineral oil that insulates and cools their paper-wrapped copper windings; when something goes wrong inside, such as overheating, sparking or ageing of the paper, gases and by-products dissolve in the oil, and analysing a small oil sample can reveal a developing fault months before a failure. A failed large transformer can take around two years to replace. Many owners send samples to laboratories that return a table of numbers weeks later with no interpretation, and small electric cooperatives often sample nothing at all. Triángulo takes samples (or trains customers to take them), analyses them in its Rosario laboratory, and returns within days a one-page diagnosis per transformer, in plain Spanish, with a recommended action and a date; it also rents online monitors for critical units. A full analysis costs US$95 per sample and a reduced screening for small distribution transformers US$38. Triángulo has 17 staff and has analysed 41,377 oil samples.",
  headline: '41,377',
  customerQuote:
    'Your report said the tap changer was cooking itself. We opened it on the Sunday, the contacts were black, and on Monday the plant was crushing again.',
  goalKeywords: ['cooperatives', 'sampling kit', 'September'],
  bannedWords: ['blood test', 'game-changer', 'ticking time bomb', 'Industry 4.0'],
  noEmoji: true,
  answers: {
    opening: `Buenas noches — it is night here, ten past eleven. Sebastián Irigoyen, from Triángulo, in Rosario, Argentina. Two warnings before you ask anything. First: I write long. Lucía, my partner in the company, says my emails have a prologue, three tangents and an epilogue, and that the actual answer is always in tangent two. So I will mark them: a tangent starts with (tangente) and ends with (fin de tangente), and you can skip them, although I would not. Second: I put a label on my numbers — (sure), (roughly), (from memory, check) — because in my work a number without its uncertainty is how people make expensive decisions badly. The kids are asleep, the mate is still hot. Go ahead.`,
    product: `What we do, first in one line and then properly. One line: we take oil from transformers, analyse it in our lab in Rosario, and tell the owner in words — not only in numbers — what is happening inside that transformer, what to do about it, and by when.

Now properly. A power transformer, simplifying brutally, is copper windings wrapped in paper, inside a steel tank full of mineral oil. The oil insulates and cools. The paper — kraft paper and pressboard, cellulose — does the other half of the insulating, and unlike the oil you cannot change the paper. When the paper is finished, the transformer is finished. (sure) So the life of a transformer is the life of its paper, and everything we do is about watching the paper through the oil.

Why the oil: almost every fault inside leaves a trace in it. When something goes wrong, oil and paper decompose and release gases that dissolve in the oil, and which gases appear depends on the energy of the fault. Partial discharges, little sparks in a void, make mostly hydrogen. Overheated oil makes methane and ethane at lower temperatures and ethylene above roughly 300 degrees. Arcing makes acetylene, and acetylene is the gas that makes me phone a customer on a Sunday. Overheated paper makes carbon monoxide and dioxide, and their ratio tells you whether it is normal ageing or paper being cooked. This is dissolved gas analysis, DGA. You take the oil in a glass syringe, no bubbles, away from light; in the lab we extract the gases by headspace and run them through a gas chromatograph. Seven gases, in parts per million.

Then you interpret, with IEC 60599, IEEE C57.104 — the 2019 edition changed a lot — and the Duval triangles. (tangente) The triangle is our name. You take the relative shares of methane, ethylene and acetylene and plot one point in a triangle divided into zones: PD, partial discharge; D1 and D2, discharges of low and high energy; T1, T2, T3, thermal faults of rising temperature; DT, a mix. One dot, and someone with experience knows roughly what is happening inside a hundred tonnes of steel they cannot open. I used to say with great confidence that it is from 1974. It was developed at Hydro-Québec in the seventies and published later; I no longer say a year. (fin de tangente)

DGA is only one part. The full package also has: moisture in oil by Karl Fischer, because water ages paper faster and lowers the dielectric strength; breakdown voltage, electrodes at 2.5 mm, to see if the oil still insulates; acidity, because the acids of oxidised oil attack the paper; interfacial tension, the earliest sign of oxidation and sludge; colour. Once a year for older units, furans by liquid chromatography. Furans, mostly 2-furaldehyde, come only from degrading paper, so they give you an estimate of the paper's degree of polymerisation — how long its cellulose chains still are. New paper is about 1,000 to 1,200. I printed 1,500 in a brochure once; it is not 1,500. At around 200 the paper is like wet newspaper. (sure)

And PCBs. Until the eighties some transformers were filled with PCB fluids, and many mineral-oil units were contaminated later by pumps and hoses used on both. Argentina passed a law in 2001 — no, sanctioned at the end of 2002, Law 25,670 — requiring decontamination or elimination by 2010. (sure about the law, roughly about the rest) We still find contaminated units. Few, not zero.

In practice: the customer has N transformers. We register each one — serial, maker, year, power, voltages, cooling, tap changer or not, history if anyone has it, which is usually nobody. Our technician, or a person of theirs we trained, takes samples at the bottom drain valve: a syringe for the gases, a one-litre amber glass bottle for the rest. Courier to Rosario in a cooler with a temperature logger; from 700 kilometres it arrives next day. DGA within 48 hours of arrival. Then the report, which is the part I care about: one page per transformer. A traffic light, a paragraph in Spanish that a maintenance chief can read standing in the yard, the trend against earlier samples, the Duval point, and one concrete action with a date: resample in three months; in two weeks; check the tap changer; dry the oil; budget a replacement for 2028; or, rarely, call me tonight. All the data is behind the page for the engineers.

Prices in dollars — we quote in dollars and bill in pesos at the day's official rate, and the accountant does the rest: full package with DGA, US$95 per sample. DGA alone, US$55. Furans, US$40. PCB screening, US$18. For small distribution transformers of cooperatives, 100 to 630 kVA, on poles or in little brick substations, a reduced screening at US$38 including the kit. Online hydrogen-and-moisture monitors bolted to a valve for critical units, US$210 a month, alarms to the customer's phone and mine.

What we do not do: repair, sell or regenerate transformers or oil. When oil needs treatment we give three contractors' names and take no commission. Deliberately: a lab that earns from the repair has a diagnosis worth nothing.`,
    audience: `Six kinds of customer. Shares of 2025 revenue, from the accounts, not from my head. (sure)

One: oilseed crushing plants and grain port terminals on the Paraná, north and south of Rosario. 41 per cent. People say this is the largest cluster of soybean crushing in the world; I believe it, I have not counted. Each plant has between eight and forty transformers, a few of them very large, and a plant that loses its main transformer in the middle of the harvest stops crushing while a few hundred lorries wait on the motorway. These customers understand the problem without me explaining it. They are also the most demanding: they want the report before the lorries start queueing.

Two: electric cooperatives. 22 per cent. This needs explaining outside Argentina. In much of the countryside of Buenos Aires, Santa Fe and Córdoba, electricity is distributed not by a company but by a cooperative owned by its members — a town of four thousand people, a few hundred farms, sometimes the cooperative also does water, internet and the funeral service. There are several hundred in the country. (roughly) Each has hundreds to thousands of small distribution transformers and usually one or two engineers for everything. We work with 47 of them. I said 60 last month, and 60 is the number that ever sent a sample; 47 sent samples this year, and 47 is the honest number.

Three: industry. 15 per cent. Steel, paper, auto parts, a glass factory, two cement plants. Four: hospitals and private clinics, 9 per cent — a hospital with one transformer and no second feed is a very specific kind of nervous customer. Five: wind and solar farms in the south of Buenos Aires province, 8 per cent; their step-up transformers live on a windy hill far from everything and the owners want the online monitors. Six: Uruguay and Paraguay, 5 per cent, mostly through the crushing companies that have plants there too.

(tangente) Every new customer in Rosario asks me, sooner or later, whether I am Central or Newell's. I have a policy. I do not answer, for commercial reasons: my customer list is split almost exactly in half, and one maintenance chief once told me, in all seriousness, that he would have changed labs. My son answers for me, and I will not print what he answers. (fin de tangente)

The actual reader of our reports: a maintenance chief or a cooperative's only engineer, good at his job, with fifty other things to do, who needs to know in thirty seconds whether this transformer is a problem this month, this year or not at all.`,
    problem: `Three problems stacked on top of each other.

The first is age. A large share of the transformers in this country were installed between the sixties and the nineties. (roughly — nobody has a national inventory, and I distrust anyone who gives you one.) A transformer is designed for thirty or forty years if it is not overloaded, kept dry and kept cool. Here they are overloaded every summer, when a heatwave puts every air conditioner in the province on at once, and many have never been dried in their lives. So you have a population of old machines, working hot, whose paper nobody has measured.

The second is replacement. If a distribution transformer of 315 kVA fails, you can buy one, a few thousand dollars and a few weeks. If a power transformer of 132 kV and 30 or 40 MVA fails, you are in another world. It costs somewhere between one and two million dollars (roughly), and the lead time — I was saying 14 months until last year. That was old. Today a new 132 kV unit is 22 months from order to delivery, sometimes more, because the whole world is buying transformers at the same time: renewables, data centres, everybody. (sure, from three quotes this year) So a failure is not an expense, it is a year and a half of improvising with a borrowed mobile unit, if you can find one.

The third is the one that made me start the company: the information exists and nobody uses it. Most large owners do take oil samples, once a year, because the insurer asks. The sample goes to a lab. Four or five weeks later a PDF comes back with a table of forty numbers and no sentence. The maintenance chief has no time to learn IEC 60599, so the PDF goes into a folder, and the folder goes into the insurer's audit, and everybody is covered, and nobody has read it. I have found, in folders, acetylene rising for three samples in a row, with no one having noticed, in a transformer that then failed. More than once.

And sampling is done badly more often than you would think. Plastic bottles, which let hydrogen out. Syringes with a bubble. The sample left in the back of a pick-up in January at 40 degrees for three days. The drain valve not flushed first, so you analyse the oil that has been sitting in the valve for a year, not the oil of the transformer. A bad sample is worse than none, because it gives a green light that is false.

For the cooperatives it is worse, because they sample nothing. They cannot afford a full analysis on two thousand small units, so the policy is run to failure: a unit fails, the linemen change it, the neighbours have no power for a night. That would be acceptable — it is a small transformer — except that some of them fail in ways you can see coming, in the same substations every summer, and some of them still have PCBs that nobody has measured, and when they fail the oil goes into a farmer's field.

(tangente) Heatwaves deserve their own paragraph. A transformer's paper ages roughly twice as fast for every six or seven degrees above its design hot-spot temperature — that is the old rule of thumb from the loading guides, and it is close enough. (sure about the rule, roughly about the degrees) So a week of 42 degrees, with every air conditioner running, a transformer already at 110 per cent of its rating, and oil that has never been dried, can take months of life out of its paper in a week. Nobody sees it. There is no alarm for 'your paper got older this week'. It shows up three summers later as a failure that everybody calls bad luck. Furans would have shown it; a furan analysis costs less than a lineman's overtime for one night. (fin de tangente)

(tangente) People ask me whether transformers explode. Some fail with fire, yes; it is rare, and I do not want it in any post. The normal failure is boring: a protection trips, the unit is dead, and the problem is not the fire, it is the two years after. (fin de tangente)`,
    story: `2014, January, a heatwave. I was at the provincial utility — eleven years there, protections and transformer maintenance, I will not say which utility, they are customers now. A 30 MVA transformer at a substation feeding a town of about twenty thousand people tripped on a Friday night with an internal fault. Three days without normal supply, in 40-degree heat, until we brought a mobile transformer from another province; the old one was not repairable. An old woman in the town died in that heat. I am not saying the transformer killed her; the doctors said she had many things. But I was there on the Sunday, and that stays. (That part, about her, not for publication, please. It is her family's story, not mine, and I do not want it next to a price list.)

On the Monday I went to look for the oil results. They existed. A sample eight months earlier, sent to a lab in Buenos Aires, and the report came back five weeks after the sample: a table. Acetylene 14 parts per million, rising from 3 the year before, and ethylene rising with it. Any person who knows DGA looks at that and says: arcing, plan an outage, open it. Nobody had looked. The report was in a folder. It was not anyone's fault in the way people like to find fault; it was everybody's job and so it was nobody's.

I asked to create a small team to read every report. They gave me permission and no people. I read them myself, at night, for a year — about nine hundred transformers. In 2015 I left for the service department of a transformer manufacturer in Buenos Aires, thinking that from the maker's side I could fix it. Three years. What I learned there is that the manufacturer sees the transformer when it is already dead.

In 2017 I did a chromatography course at the university in Rosario to understand the lab side better, and the person teaching the practical part was Lucía Benvenuto, who ran a gas chromatography lab there and was bored of analysing things nobody used. I told her my folder story in the coffee break. She said: the chemistry is easy, the problem is the sentence at the end. That is the company.

We registered Triángulo in March 2018. The first chromatograph was second-hand, from a pharmaceutical lab in Buenos Aires that was closing — I say 22,000 dollars and it was 26,000 with the headspace sampler, which we needed and which I always forget. (sure, I have the invoice) My savings and Lucía's, plus her father's loan, which we repaid in 2021. We rented half of a former car workshop in the west of Rosario and Lucía spent two months making it clean enough for her standards, which are higher than a hospital's.

First customer: a cooperative in the south of Santa Fe province, 38 small transformers and one big one at the entrance to the town. The manager had been at the utility with me. He paid us in two instalments and gave us the first useful thing: a list of which transformers the linemen were afraid of.`,
    storyFollowUp: `After that, in order, and quickly — I will try.

2019: the first crushing plant. They came because their insurer had started asking for interpretation, not just numbers, and a broker gave them my name. After one plant, the others, because the maintenance chiefs of the plants along the river all know each other; they meet at the same courses and the same asados, and they talk about labs the way other people talk about mechanics.

2020: the pandemic. The electricity sector was essential, so we never closed. Lucía slept two nights in the lab in April because the courier schedule was chaos and she did not want samples to age. We lost the hospitals for three months — nobody would let us in — and gained two cooperatives whose own engineers were sick.

2021: the worst month of the company, which I will tell you about in the proof answer because it belongs there. 2022: furans by liquid chromatography, second-hand again. 2023: the online monitors, for units where once a year is not enough. 2024: the second gas chromatograph, new this time, because the first one is eleven years old in total and I do not want a single point of failure in a business about single points of failure. 2025: two sampling technicians based outside Rosario, one in Bahía Blanca and one in Córdoba, so that a syringe does not spend two days in a courier van.

Now we are 17. Five chemists and lab technicians under Lucía; four field technicians; two engineers who write reports with me; logistics; two in the office; and a young man who only does the database, because I used to keep it in spreadsheets and he could not look at it without suffering. Lucía is technical director and the only person allowed to touch the calibration of the chromatographs. I write or review every red report myself. Every one, still.

(tangente) The mate. People outside Argentina think it is a drink; it is a timetable. In the lab there is one gourd per shift, and the rule Lucía made is that nobody drinks mate near the sample bench, because one drop of anything in a sample bottle is a sample we have to throw away. So the lab has a mate corridor. (fin de tangente)

Not for publication, please: a European testing group wrote to us in June about buying the company. We met once, in Buenos Aires. They were polite and they wanted our customer list more than our reports. I have not said no. I have not said anything. Revenue 2025 was about 850 thousand dollars at the average rate, and I do not want that printed either; half my customers would think I am expensive and the other half that I am small.`,
    proof: `As of 31 October 2026, from the lab database. I will say what is counted.

Samples analysed since March 2018: 41,377. (sure) Each is one bottle or syringe with a registered transformer, a date and a complete result. Samples we rejected on arrival — a bubble in the syringe, a plastic bottle, a cooler that arrived at 38 degrees — are not counted; there were 1,904 of those, and each rejection goes back to the customer with a photo and a reason.

Transformers registered: 6,912 (sure), of which 5,380 small distribution units at cooperatives and the rest power transformers.

Reports with a red light: 3.1 per cent of samples (roughly — it moves every month). Of the red cases where the owner opened or inspected the transformer and told us what they found, 86 per cent had the kind of fault we described. The other 14 per cent were either nothing we could find or something else; I count those as our misses, not as 'inconclusive'.

Transformers in our programmes that failed anyway: 9 in eight years among the power transformers. In 4 of the 9 we had sent a red or orange report and the action was not taken in time — I say that without blaming anyone; outages are hard to schedule in a harvest. In the other 5 we saw nothing: two lightning strikes, a through-fault from a network short circuit, a bushing, and one I still cannot explain.

PCBs: 212 units found above 50 parts per million, all reported to their owners, most now decontaminated.

Median time from a sample arriving in Rosario to the report in the customer's inbox: 3.4 days. (sure)

Now the failures. 2021: we saw acetylene in the main tank of a 40 MVA transformer at a crushing plant, rising fast, nothing else rising. I sent a red report: arcing, stop it. They stopped it — 30 hours, in the harvest. They opened it, and inside there was nothing. The acetylene had come from the tap changer compartment, which arcs by design, through a seal that was leaking oil into the main tank. Acetylene alone, with no other gas moving, is a classic sign of exactly that, and I knew it, and I was tired and I did not ask for a sample of the tap changer oil before writing red. We paid for their inspection crew and I went to explain it to their plant manager in person. Now no red report for acetylene alone goes out without tap changer oil being checked.

2023: samples from a wind farm spent a long weekend in a courier depot in the heat. Hydrogen came out low — hydrogen escapes first — and the report was green. The next sample, three months later, showed partial discharge that had probably been there already. Nothing failed. Since then every cooler travels with a temperature logger, and a sample that went above 30 degrees is rejected, not analysed.

(from memory, check) Not for publication: in 2022 a cooperative sent us samples of five different transformers with five different serial numbers, and the seven gases matched to the part per million. That does not happen in nature. Someone had filled five bottles from one drain valve to save a morning. We told the manager privately. He was more embarrassed than I was.`,
    proofFollowUp: `The case I tell is Osvaldo's. First name only. He is the head of electrical maintenance at an oilseed crushing plant in Gran Rosario — I cannot name the plant or the company, and please do not say which side of the city.

The plant's main transformer: 132 kV to 13.2, 40 MVA, with an on-load tap changer, which is the mechanical switch that changes the ratio under load so the plant's voltage stays steady when the grid moves. It switches many times a day, and it has its own compartment of oil, separate from the main tank, because switching under load makes small arcs on purpose.

May 2024, full harvest. We were sampling the tap changer oil every three months, which not everybody does. The sample showed ethylene climbing and much more ethylene than acetylene. In a tap changer you expect acetylene, because it arcs; when ethylene overtakes it, that usually means the contacts are overheating — coking: carbon building up on the contacts, resistance rising, more heat, more carbon. Left alone, the contacts can weld or the switch can fail in the middle of an operation, and then you have a fault inside the transformer itself, not just in the compartment. We sent an orange report on a Wednesday, changed it to red on the Friday after a second sample, and I called Osvaldo myself.

He got an outage for the Sunday — twelve hours, which in a harvest is like getting a table at a restaurant on Mother's Day. The maker's technician opened the compartment, and the fixed contacts on two taps were black with carbon and pitted. They had a spare contact kit in the warehouse. Replaced, tested, energised on Sunday night. On Monday the plant was running.

I will not say how much a failure of that transformer in May would have cost, because I do not know their margins, and he does not let me guess. What I know: a new one would have been about 22 months away.`,
    customerWords: `Osvaldo wrote it to me on WhatsApp on the Monday morning, in Spanish, and I translated it; he read the translation and said I made him sound like an engineer, which he is, so it stays. "Your report said the tap changer was cooking itself. We opened it on the Sunday, the contacts were black, and on Monday the plant was crushing again." You can use it as: Osvaldo, head of electrical maintenance at an oilseed crushing plant in Gran Rosario. No surname, no company, no photograph of the transformer — the nameplate is the first thing a competitor would zoom in on.`,
    belief: `Four things.

One: a number is not a diagnosis. Every lab in the country can measure acetylene; the value of the work is the sentence after it, with a date. If a report does not say what to do and by when, it was written for the insurer, not for the transformer.

Two: the person who takes the sample matters as much as the chromatograph. We would rather train a cooperative's lineman properly and trust his syringe than send our own technician 600 kilometres for a bad one. A lineman who has been shown why the bubble matters does not leave the bubble.

Three: the lab must never earn from the repair. Diagnosis and treatment have to be separate businesses, like a doctor who does not own the pharmacy. (Yes, that is an analogy with medicine. It is the only one I accept.)

Four: boring is the goal. A transformer that lives forty years with nothing happening is a success of maintenance, not an accident of luck. Nobody posts about that, and they should.

(tangente) My mother is a haematologist. Every article about our work says 'a blood test for transformers', and every time, she calls me to explain why it is a bad analogy: blood is the patient, oil is not the transformer, and no one drains a patient's blood and filters it. I have given up arguing; I just avoid it. If you want an image, use smell: you smell a burnt cable before you see it. The gases are the smell. (fin de tangente)`,
    update: `Since the winter — our winter, June to August — five things.

One: the cooperative programme I will explain in the goal went from pilot to real. Nine cooperatives, 2,140 small transformers screened since April.

Two: we started doing tap changer oil as a standard part of the package for every unit that has one, at no extra cost. After Osvaldo's case and after my acetylene mistake in 2021, I could not justify leaving it optional.

Three: the online monitors. We now have 64 installed, up from 31 a year ago. One of them, in August, at a hospital, saw hydrogen climbing over four days. It turned out to be a loose connection on a winding lead, overheating slowly. Repaired in a planned outage on a Sunday at 5 in the morning, with the hospital on its generators. The maintenance chief sent me a photo of the burnt connector with no caption, which from him is a love letter.

Four: Lucía got the lab accredited under ISO/IEC 17025 for DGA and moisture in July. (sure) It took two and a half years and, she says, her entire patience for the decade.

Five: a price change. From January 2027 the full package goes from US$95 to US$105, the first change since 2023. The reduced cooperative screening stays at US$38; that is on purpose.

Not for publication: we are in conversations with a province about screening all the transformers still suspected of PCBs in its cooperatives. If it happens, it is a year of work for half the lab. If I talk about it before it is signed, it will not happen; that is how provinces work.`,
    goal: `The goal is the cooperatives. Concretely: 25 more electric cooperatives signed to the screening programme by 30 September 2027, so that their transformers are screened before the summer peak of December to February, when they fail. Today we have 47 cooperatives as customers and 9 in the programme.

The programme: every small distribution transformer screened once every two years with the reduced analysis — DGA, moisture, breakdown voltage and a PCB screening — at US$38 per unit, and every larger unit at the town substation with the full package every year. The result is not 2,000 reports. It is one list, in order: the 40 transformers to worry about this summer, why, and what to do with each one; and a map of the PCB suspects, so that the cooperative can plan decontamination instead of discovering it in a field.

The offer, for cooperatives that sign before 30 June 2027: a free sampling kit for their linemen — syringes, bottles, coolers with temperature loggers, labels, the lot — and a free training day in their own yard, with their own transformers, by one of our field technicians, so that they take the samples themselves and save the travel. And the first 10 transformers screened free, chosen by the linemen: the ones they are afraid of.

Who I want to hear from: managers and engineers of electric cooperatives in Santa Fe, Córdoba, Buenos Aires, Entre Ríos and La Pampa; and also the federations of cooperatives, because one conversation with a federation is worth twenty phone calls. Write to sebastian@triangulo.com.ar with the number of transformers you have, roughly, and the three you are most afraid of. I will answer myself, probably at night.`,
    tone: `Technical but readable, the way I would explain it to a good maintenance chief who has no time. No emoji, please, none. Numbers yes, with what they count.

Words, please, no. 'Blood test' — I explained why; my mother reads what I post. 'Game-changer' — nothing in our work changes any game; it is chemistry and patience. 'Ticking time bomb' — every article about old transformers says it, and it frightens the wrong people: the neighbours of a substation, who then call the cooperative, who then call me. Transformers mostly fail boringly. 'Industry 4.0' — we have a chromatograph and a database; the Duval triangle was drawn with a pencil.

Also: no names of plants, companies, utilities or cooperatives unless I give them. No photographs of nameplates. No politics of the electricity sector, tariffs, subsidies, the exchange rate — I quote in dollars because it is practical, not as an opinion. And no fires, no explosions, no dramatic photographs of a burning substation from the internet; that is not our work, our work is that it does not happen.

If you need the Duval triangle explained in one sentence, use mine: three gases, one dot, and the dot tells you what kind of fault.`,
    other: `That is outside what I know well, and I try not to have opinions outside what I know well. Ask me something about oil, or about the paper inside it.`,
    repeat: `I think I already answered that, maybe in a tangent. The answer is the same — the transformer has not changed since the last question.`,
    pass: `I have nothing more useful to add to that. The mate is cold and tomorrow the courier arrives at seven. Buenas noches.`,
  },
}

const marin: Founder = {
  id: 'f28-marin-kvit',
  name: 'Marin Vuković',
  company: 'kvit',
  style:
    "terse solo founder who is a charter skipper from May to October and a developer the rest of the year, answering between boat handovers and in bad weather: lowercase, fragments, 'ofc', 'iirc', 'afaik', 'ngl', 'imo', 'w/', 'w/o', '->', '=', '~', '€' and 'k', bullets and dashes; corrects his own figures with markdown strikethrough ('~~1,900~~ 2,318'); tags lines with 'status:' and 'todo:'; answers get shorter when the bura (the north-east wind on the Adriatic) drops and he has to sail; explains Croatian words once (paušalist / paušalni obrt — flat-rate sole trader, Porezna — the tax administration, KPR — the sales ledger, PO-SD — the annual flat-rate form, HUB-3 — the payment slip with a 2D barcode, doprinosi — social contributions, fjaka — Dalmatian idleness, pomalo — take it easy, knjigovođa — bookkeeper); signs off 'pomalo'; 'nfp:' lines (not for publication) about revenue, a bank that wanted to white-label him and a tax official's off-the-record opinion; corrects his user count, the year he quit his agency job and the blast radius of a payment-barcode bug; insists the product is never capitalised and would happily shut down if the state built a free one; no emoji at all (B2B SaaS for sole traders: invoicing, mandatory sales ledger, annual flat-rate tax form and payment reminders for Croatian flat-rate sole traders — freelancers, tradespeople, therapists, translators, tour guides — now also receiving and soon issuing the mandatory e-invoices of Croatia's new fiscalisation law, sold directly and through bookkeeping offices)",
  description:
    "Marin Vuković, a web developer who also works as a sailing charter skipper in summer, founded kvit in Zadar, Croatia, in 2023, and runs it alone with a part-time support assistant. Croatia has a popular tax regime for small sole traders, the flat-rate or 'paušalni' craft business, used by freelancers, tradespeople, translators, therapists and tourism workers, who pay a fixed tax according to their revenue band but must still issue correct invoices, keep a sales ledger, file an annual form and pay monthly social contributions and quarterly tax with correctly coded payment slips. Many keep this in spreadsheets or pay a bookkeeper for routine work. A new fiscalisation law has made electronic invoices, exchanged in a structured format through licensed intermediaries, mandatory between businesses: VAT-registered businesses from 2026, with smaller businesses required to receive them from 2026 and issue them from 2027. kvit lets flat-rate sole traders issue invoices (including to foreign clients), keeps the ledger automatically, prepares the annual form, reminds them of payments with ready payment barcodes, and receives and will send e-invoices through a licensed partner. It costs €5 a month or €50 a year; bookkeeping offices pay €2 per client a month. kvit has 2,318 paying users.",
  headline: '2,318',
  customerQuote: 'First time in nine years I did my PO-SD without crying or calling my sister.',
  goalKeywords: ['accountants', 'partner plan', 'January'],
  bannedWords: ['hassle-free', 'fintech', 'paperless', 'bureaucracy'],
  noEmoji: true,
  answers: {
    opening: `hi. marin, kvit (lowercase pls, always). zadar. bura blowing ~45 knots, harbour closed, 3 boats stuck, so i have time today. if answers get short = wind dropped and i'm sailing.`,
    product: `what: kvit = the boring admin of a croatian paušalist, done.

paušalist = paušalni obrt = flat-rate sole trader. you pay a fixed tax by revenue band, not on profit. super common: devs, designers, translators, physios, electricians, tour guides, skippers (me). ~100k of them afaik, maybe more. (conf: low, don't print that one)

what a paušalist has to do, by law:
- issue invoices w/ the right fields, numbering, sometimes fiscalised (cash / card = fiscal receipt w/ codes from porezna)
- keep the KPR = knjiga prometa = sales ledger. every invoice, when paid, how
- pay doprinosi (social contributions) every month
- pay the flat tax every quarter
- file PO-SD every january (annual flat-rate form)
- payment slips = HUB-3 w/ a 2D barcode. the reference number (poziv na broj) has to be exactly right or the money lands nowhere
- NEW: e-invoices. fiskalizacija 2.0. from 1 jan 2026 vat ppl send + everybody receives. from 1 jan 2027 non-vat ppl (= most paušalists) must also send. structured xml (UBL / EN 16931) through a licensed intermediary, not a pdf by email

kvit does:
1. invoices in 2 min. hr / en / de. eur only (since 2023 lol). foreign clients ok, reverse charge text auto
2. KPR auto. mark paid -> ledger row. export pdf for inspectors
3. reminders w/ HUB-3 barcodes ready to scan in your bank app. monthly + quarterly. correct reference numbers (now, see proof)
4. PO-SD prefilled in jan. you check, you submit on e-porezna. i don't submit for you, on purpose
5. e-invoices: receiving live since jan 2026 via a licensed intermediary (partner, i'm not one, licence = not a solo dev thing). sending = beta, live before 1 jan 2027
6. revenue band warning: "you're €3k from the next band" / "you're near the €60k limit, talk to someone"

not: accounting for d.o.o. (companies), not vat, not payroll. paušal only. on purpose

price: €5/mo or €50/yr. bookkeeping offices: €2/client/mo, 1 dashboard
stack: rails, sqlite, litestream -> backups in 2 places, 1 vps in frankfurt. sqlite b/c 2k ppl doing admin once a month is not "scale"`,
    audience: `who pays:
- ~60% freelancers in "knowledge" stuff: devs, designers, translators, copywriters, consultants. invoice foreign clients, hate the ledger
- ~25% trades + services: electricians, plumbers, physios, hairdressers, driving instructors, massage. more cash, more fiscal receipts
- ~15% tourism: guides, skippers, small rental apartments that are a paušalni obrt, not the other tax regime for rooms (long story, skip)

where: all over. zagreb ~38%, split + dalmatia ~25%, rest everywhere. 14 on islands. 1 on lastovo, hi ante

+ 9 bookkeeping offices on the partner plan, w/ 312 clients between them

users: ~~1,900~~ 2,318 paying. 1,900 was the number in my head from spring. checked db rn
free trial users not counted. churn ~1.5%/mo, mostly ppl closing the obrt or getting a job

the real user: someone good at their actual job, who does admin 1x a month at 23:00 w/ dread`,
    problem: `why:
- being paušalist is cheap + simple... on paper. in reality ~6 separate obligations, each w/ its own deadline + form
- most ppl: excel for the KPR, word template for invoices, a note in the phone for payment reference numbers
- or a knjigovođa (bookkeeper): €40–80/mo to basically copy numbers. knjigovođe are great for hard stuff, overkill for copying
- mistakes are small but annoying: wrong reference number -> payment "unassigned" -> letter from porezna 6 months later saying you owe money you paid
- jan = PO-SD panic. every year. whole facebook groups of ppl asking "which box"
- 2026–27: e-invoices. biggest change in years. pdf by email is no longer an invoice between businesses. xml, intermediary, status reporting. paušalists who never heard the word "UBL" now have to send UBL
- ngl the law is fine. the timeline is fine. the problem is 100k ppl w/o a tool

tbh the state's free option for small users (from porezna) exists and is ok for some. if it covers you, use it. kvit is for ppl who want invoices + ledger + reminders + e-invoices in 1 place`,
    story: `- 2012–2023: dev at a web agency in zadar. winters. summers: skipper, charter boats, kornati mostly. ofc the agency hated that
- 2016: opened my own paušalni obrt for the skipper work. excel ledger. forgot a quarter once. letter from porezna. fun
- dec 2022: euro changeover coming (1 jan 2023, kuna -> euro). my excel had kuna everywhere + invoice templates in kuna + a tax band in kuna. wrote a little rails app over the christmas break to do invoices + ledger in eur
- jan 2023: showed it in a facebook group for paušalists. ~400 ppl asked for access in 3 days. hadn't planned a company
- mar 2023: charged €3/mo. 150 paid in month 1
- quit agency: ~~2023~~ autumn 2024. yes, it took a while. mortgage
- summer is still charter. kvit runs on the boat between guests. laptop + phone hotspot. support replies from a marina in hvar = normal
- name: "kvit" = slang, "we're even", "nothing owed". felt right for tax stuff. lowercase b/c it's small and it's fine`,
    storyFollowUp: `2023 -> now:
- 2023: invoices, KPR, reminders. 600 users by dec
- 2024: PO-SD prefill. jan 2024 = best month ever, ppl found it via panic google searches lol
- 2024 autumn: full-time (well, winter full-time)
- 2025: bookkeeping office plan. b/c 3 knjigovođe asked
- 2025: hired tena. part-time, 15h/wk, support + docs. studying to be a certified accountant. knows tax law better than me. i let her win arguments
- 2026 jan: e-invoice receiving live. 2 weeks before the deadline. not proud of the timing
- money: zero outside money. the whole thing is paid by subscriptions + 1 sailing season of savings in 2023
- office: kitchen table in zadar, boat in summer, café "below the old walls" when the kids are loud

nfp: a croatian bank wanted to white-label kvit for their small-business customers in 2025. their version: their logo, my code, their price (€9). said no. they'd own the users + i'd be a supplier. maybe dumb. fjaka > meetings`,
    proof: `as of 31 oct 2026:
- paying users: 2,318 (+ 312 via 9 bookkeeping offices, counted separately)
- invoices issued through kvit: ~164,000. exact: 164,212
- PO-SD forms prefilled (jan 2024 + jan 2025 + jan 2026): 3,907
- payment reminders sent w/ barcodes: ~58k
- e-invoices received since 1 jan 2026: 11,480. mostly from vat businesses to paušalists (electricians get a lot from wholesalers)
- support: median first reply 3h 40m. in summer 6h. sorry. it's a boat
- mrr: €12.1k. not for pub? eh, fine, it's public-ish in a talk i gave. use it

fail, feb 2025:
- bug in the HUB-3 generator. reference number model for doprinosi had the wrong prefix after porezna changed a code
- ~~212~~ 189 users paid w/ wrong reference. 212 = ppl who got the reminder, 189 = ppl who actually paid w/ it
- money didn't vanish, but sat "unassigned" at porezna. some got letters saying they owed
- fixed in 1 day. emailed every one of them + a step-by-step of what to send porezna + a pdf they could attach. refunded 3 months each. 2 ppl left, fair
- now: every code change from porezna -> test payment w/ my own obrt first. yes i pay myself to test

fail 2: native mobile app, 2024. 4 months of winter on it. 7% of users ever opened it twice. they do admin on a laptop at 23:00, not on a phone on the beach. app store listing deleted. mobile web kept`,
    proofFollowUp: `sanja. first name ok.
- conference + court interpreter, eng/ger -> hr, osijek
- paušalist since 2017. clients: agencies in hr, austria, germany. ~140 invoices/yr
- before: excel KPR, invoices in word, PO-SD = sister (who's an accountant in zagreb) on the phone every january, 2 hours, "which box"
- jan 2026: PO-SD prefilled in kvit, she checked it in ~15 min, submitted herself on e-porezna
- then sent me the message (see customer words)
- also she found a typo in my german invoice template. "Rechung". yes. sent her a bottle of maraschino (zadar thing, cherry liqueur). she doesn't drink. her sister does`,
    customerWords: `sanja, via the in-app chat, 19 jan 2026, in croatian, my translation, she approved it (said "ok but I did cry a bit, a different kind"):
"First time in nine years I did my PO-SD without crying or calling my sister."
credit: "Sanja, interpreter, Osijek". no surname. her sister is fine being "her sister".`,
    belief: `- tax tools should be boring + cheap. €5. not €29 "pro"
- your data = yours. csv + pdf export, 1 click, no questions, even on the day you cancel
- don't submit for ppl. kvit prefills, YOU submit. you should know what you sign
- if porezna builds a free tool that does all of this well -> good, i'd shut kvit down + go sail. imo the state should. until then, kvit
- porezna is not the enemy. ppl there answered my weird questions on the phone more than once. the system is complicated, the people mostly aren't
- small is a feature. 1 dev, 1 tena, 1 boat`,
    update: `since summer:
- e-invoice sending: beta since oct, 140 users testing. live in dec. before the 1 jan 2027 deadline this time, not 2 weeks before
- status: intermediary partner signed for 2027 volumes. they handle the pipes, i handle the ui
- bookkeeping dashboard v2: 1 screen, all clients, who's late w/ what
- revenue band warning now w/ the €60k limit (vat threshold + paušal limit, both €60k since 2025 iirc — checked, yes)
- price: €4 -> €5 in march 2026. first raise ever. lost ~30 ppl, got 1 angry email + 11 "finally"
- tena 10 -> 15h/wk
- todo: english ui for foreigners w/ a croatian obrt (digital nomads w/ paušal, ~200 asked)
nfp: a person at porezna told me off the record that they expect "a lot of chaos" in jan 2027. their words, not mine. don't quote. don't even paraphrase`,
    goal: `goal: 40 bookkeeping offices on the partner plan before 1 January 2027. now 9.

why: jan 2027 = every non-vat paušalist must send e-invoices. ppl will call their knjigovođa in a panic, not google. accountants are the channel

partner plan for accountants:
- €2/client/mo (vs €5 direct). the office bills its clients whatever it wants
- 1 dashboard: all clients, e-invoices in/out, who's late w/ doprinosi, PO-SD status
- offices that sign before 15 dec 2026: free for 6 months
- + i do the migration myself: send me clients' ledgers in excel (any format, i've seen everything), i import them, KPR history included
- + an onboarding call w/ me, not a bot

who: knjigovođe + small accounting offices in croatia w/ 20+ paušal clients
how: marin@kvit.hr, subject "partner". or dm. i reply same day unless i'm on a boat, then next day`,
    tone: `plain. short sentences. like explaining to a friend at a kafić
no emoji. none
lowercase "kvit" always. in a headline too
never: "hassle-free", "fintech", "paperless", "bureaucracy". esp. bureaucracy — don't trash porezna, the state, croatia, "balkan paperwork" etc. the law is fine, i just make a tool for it
no linkedin voice. no "i'm thrilled". no "journey"
explain paušalist + PO-SD once in normal words if you use them
skipper stuff ok as colour, 1 line max. not "sailor founder" as the story`,
    other: `no idea. not my thing. next`,
    repeat: `answered that already. same answer. nothing changed, wind's the same too`,
    pass: `nothing more on that. bura dropped, boat's leaving. pomalo`,
  },
}

const maude: Founder = {
  id: 'f28-maude-bonne-boite',
  name: 'Maude Gagnon-Bérubé',
  company: 'Bonne Boîte',
  style:
    "playful, emoji-packed voice of a Québécoise founder who used to build puppets and props for a children's television show: emoji in nearly every line (a shell standing in for the mussel emoji that does not exist, with a running apology that it is not an oyster, a tin can, a maple leaf, a lemon, a pepper, waves, a ferry, a seasick face, a moustache for the mascot), answering from the five-hour ferry between Souris, Prince Edward Island, and the Magdalen Islands; numbered 'MOULE FACT' trivia dropped mid-answer (the beard, filter-feeding, how mussels are farmed on ropes in a lagoon); speaks as the moustached mussel mascot Gérald in italics-free asides ('Gérald says hi'); switches into French for a phrase and translates in brackets (c'est malade, pantoute, frette, tsé, icitte, niaiser, dépanneur, chum, tabarnouche — the polite swear she is allowed, Madelinot); switches abruptly to a flat, emoji-free 'serious mode' with a neutral face for the recall story, then back; corrects her store count (counting only stores that re-ordered), her can total and the year of her first test batch; '(ne pas publier svp 🤫)' asides about a co-packer's NDA, a grocery chain's listing fee and revenue; strict that mussels are not fish, no 'fishy' jokes and no calling them oysters even though she uses the oyster-looking emoji (B2C packaged food: tinned, ready-to-eat farmed mussels from the Magdalen Islands in flavours such as maple escabeche, lemon-dill, smoked chipotle and a Caesar-cocktail version, sold in independent grocers, cheese shops and corner stores in Quebec, online, and as gift boxes)",
  description:
    "Maude Gagnon-Bérubé, who spent ten years building puppets and props for a children's television show in Montreal, founded Bonne Boîte ('good tin') in Montreal, Quebec, Canada, in 2021 with her cousin Gabriel Cyr, who grew up in a mussel-farming family on the Magdalen Islands in the Gulf of St. Lawrence. Mussels farmed on ropes in the islands' lagoons are mostly sold fresh and live, which means a short season, a long and expensive journey to mainland markets and a lot of waste; and many Canadians, especially children, have never eaten a mussel outside a restaurant. Bonne Boîte buys mussels from island farmers, has them cooked, shelled and packed in flavoured sauces in 125-gram tins by a small cannery under contract, and sells them as a ready-to-eat snack or meal in four permanent flavours plus seasonal ones, with bilingual labels featuring a cartoon mussel mascot. A tin costs $8.99. The tins are sold in about 400 independent grocers, cheese shops and corner stores in Quebec, online and as gift boxes. Bonne Boîte has 11 staff and has sold 312,480 tins.",
  headline: '312,480',
  customerQuote: 'My son used to hide his seafood under the rice. Now he fights his sister for the last can.',
  goalKeywords: ['Ontario', 'grocers', 'sample case'],
  bannedWords: ['fishy', 'oysters', 'hipster', 'cat food'],
  noEmoji: false,
  answers: {
    opening: `ALLÔ!!! 👋🦪 Maude here, Bonne Boîte, writing to you from the CTMA ferry ⛴️ between Souris (PEI) and Cap-aux-Meules (Îles-de-la-Madeleine)!! Five hours of crossing, the sea is doing a little dance 🌊🌊🤢 so if a sentence ends weirdly it's because I went to look at the horizon. Quick admin: there is NO mussel emoji. None. I have written to the Unicode people (true!! 📨). Until they answer, 🦪 is playing the part of the mussel. It is NOT an oyster. It's an actor. 🎭 OK go!!`,
    product: `OK so!! Bonne Boîte = mussels in a tin 🦪🥫 ready to eat, no cooking, no shells, no bucket of water in your sink, no "is this one open or closed?" panic 😅

The mussels come from the Îles-de-la-Madeleine 🏝️ — a little archipelago in the middle of the Gulf of St. Lawrence, part of Québec but closer to PEI and Cape Breton. They're farmed in the lagoons, on long ropes hanging in the water 🌊

MOULE FACT #1 🧠: mussels are farmed with zero feed. Nothing. They filter the water and eat the plankton that's already there. They basically clean the lagoon while growing. Tsé (you know), the dream employee 🦪💼

How it's made:
1️⃣ island farmers harvest → the mussels are cleaned, debearded and cooked within hours
2️⃣ shelled by hand + machine (our co-packer, a small family cannery — I can't name them, contract stuff 🤐)
3️⃣ packed in 125 g tins with the sauce, sealed, sterilised
4️⃣ labels with GÉRALD 🥸 our mascot, a mussel with a big moustache. He's on every tin. He has opinions.

THE FLAVOURS 🎉
🍁 Escabèche Érable — vinegar, onion, a spoon of maple syrup. Our #1. Best on a cracker.
🍋 Citron-Aneth — lemon + dill, the "I'm being fancy on a Tuesday" one
🌶️ Chipotle Fumé — smoky, a bit spicy, kids steal it anyway
🍅 LE CÉSAR — based on the Caesar, the Canadian cocktail with clam-tomato juice, celery salt, Worcestershire, horseradish 🍹 It's absolutely ridiculous and it's our 2nd best seller. Put one on a Caesar glass rim. Trust me.
+ seasonals: a curry one in winter, a garlic-butter one at Christmas 🎄

MOULE FACT #2 🧠: a 125 g tin has about 20 grams of protein. (Gabriel checked with the lab report, I'm not making that up!! and NO we don't make health claims, it's just a number on the label 📋)

Price: $8.99 a tin in stores 💸, gift box of 4 for $34, the "Party Gérald" box of 12 for $96 🎉
Where: ~400 stores in Québec (épiceries fines = fancy grocers, fromageries = cheese shops, dépanneurs = corner stores ❤️), our website, Christmas markets. Shelf-stable 3 years but nobody keeps them that long lol 😂

Gérald says hi 🥸👋`,
    audience: `WHO EATS THEM 🍽️

1️⃣ the "apéro" crowd 🥂 — people who do cheese + crackers + a little tin on Friday night. In Québec that's... everybody?? This is like 45% of sales
2️⃣ parents!!! 👨‍👩‍👧 who want their kids to eat something from the sea that isn't a breaded stick. Surprise hit. The Chipotle + the Escabèche in lunchboxes 🍱 (a tin + crackers + a carrot = lunch, done)
3️⃣ campers, cottage people, hunters, sailors ⛺🎣 — no fridge needed, super light, and when the lake is frette (freezing 🥶) a tin of Chipotle on a camp stove is a HUG
4️⃣ gift people 🎁 — the 4-box at Christmas is 30% of the YEAR's sales. December = chaos. Beautiful chaos 🎄🔥
5️⃣ Madelinots (people from the Islands 🏝️) living in Montréal who miss home. They buy 12 at a time and write us long emails in the Islands accent. I cry every time 🥹

Stores: I say ~400 because it's honest. I used to say 450 🙈 but 450 counted every store that ordered ONCE, including one dépanneur in Laval that ordered one case in 2022 and never again (bonjour, Laval, I think about you 👀). Stores that re-ordered this year = 402.

Online: ~18% of sales, mostly Québec, some Ontario + Maritimes. Shipping cans is heavy 😩 but they never break, so 🤷‍♀️`,
    problem: `THE PROBLEM (okay, the problems 😅)

🦪 #1: fresh mussels are amazing and also a pain. You buy a 2 lb bag, you have to cook it that night, you need a big pot, you have to sort the open ones, you smell like the sea for two days 🫠 Most people in Québec eat mussels ONLY at a restaurant, with fries. Once a year. Maybe.

🦪 #2: for the farmers on the Islands, almost all the value is in shipping live mussels to the mainland — a ferry + 1,000+ km of truck 🚚 in a short window. Smaller mussels, or mussels harvested when the price is low, sell for almost nothing. Gabriel's dad used to say "the lagoon is full and the wallet is empty" 😔 (his words, I love him)

🦪 #3: kids. Canadian kids (and their parents, honestly) think seafood = "yuck" or = fish sticks. Meanwhile in Portugal and Spain there are whole SHOPS of beautiful tins and every grandma eats them 🇵🇹🇪🇸 We don't have that culture here. Yet!!! 😤

🦪 #4: tins have a bad reputation here 🥫 = "emergency food", "the thing in the back of the cupboard", the dusty tuna from 2009. We wanted a tin you put on the table proudly, not one you hide behind the cereal 🥣

So: take the Islands' mussels, make them ready to eat, make them FUN, give them a moustache 🥸 and put them where people already shop. Voilà.

MOULE FACT #3 🧠: the little fibres mussels use to hold onto the rope are called the byssus, or the "beard". Gérald has a moustache because a beard would be a spoiler. 🥸`,
    story: `STORY TIME 📖✨

Me: 10 years at a kids' TV show in Montréal 📺 building puppets and props. Foam, fur, googly eyes, a singing broccoli once (his name was Brocoli Brocoli and he was a DIVA 🥦🎤). The show ended in 2020. Pandemic. Me at home with a glue gun, no job, and my chum (boyfriend 💑) asking when the foam would leave the living room 🫠

Gabriel: my cousin (our moms are sisters 👯‍♀️). Grew up on the Islands, his dad has mussel lines in the lagoon. He was working in Montréal as a cook. Restaurant closed, pandemic, same boat 🚣

Summer 2020 we're on the Islands at his parents' place. His dad says the price of mussels is terrible, restaurants closed everywhere, the lines are full. We cook a huge pot. Leftovers. Gabriel makes an escabèche with the leftovers (vinegar, onion, a bit of maple 🍁) and puts them in jars. I eat half the jar on the porch. I say "tabarnouche (the polite version of a swear, my grandma allowed this one 👵), this should be in a tin with a face on it" 🥸 — because that's how my brain works, everything needs a face

First test batch: I say 2020, it was actually March 2021 (I checked the invoice 🧾, 2020 was the jar). 600 tins at a cannery that said yes because they had nothing to do during the pandemic either. I designed the label on my kitchen table. Gérald's first version had eyebrows too. Too much. 🙅‍♀️

We sold the 600 at the Christmas market in Cap-aux-Meules + to friends + to Gabriel's mom's church friends in like 3 weeks 🎉 Then a fromagerie in Montréal (Plateau, I won't say which, they know 💚) took 5 cases. Then another. Then it got silly.`,
    storyFollowUp: `2021 → now, FAST ⏩

🥫 2021: 600 tins → 9,000 tins. Two flavours. Everything packed in my apartment in Rosemont, my living room was a warehouse, my cat was furious 🐈😾
🥫 2022: LE CÉSAR launches 🍅🍹 someone posted it on TikTok with a Caesar and it went a bit silly. 41 stores → 180 stores
🥫 2023: first real warehouse (tiny, Saint-Henri). First employees. Gabriel quits cooking, now he's full-time "mussel boss" — buying from the farmers, quality, the cannery
🥫 2024: the hard year (see proof, I'll do serious mode 😐)
🥫 2025: 400 stores, 4 flavours, gift boxes in 2 grocery chains at Christmas
🥫 2026: 11 people!! Me, Gabriel, sales x3, customer service, warehouse x2, marketing, accounting, and a designer who redrew Gérald properly 🥸✨

What I brought from TV: I know how to make a character people love, and I know how to build 200 things in a weekend with a glue gun. Both have been VERY useful 😂

FAILED FLAVOUR I MUST CONFESS 🙈: spruce beer (bière d'épinette, a Québec soft drink 🌲). Tasted like a Christmas tree fell into the lagoon. 1 batch. Never again. Gabriel still has 3 tins in his fridge as a warning.

(ne pas publier svp 🤫) — to get the gift boxes into one of the chains we paid a listing fee that I still find ridiculous. Everyone pays it. I just don't want my name next to complaining about it.`,
    proof: `NUMBERS!!! 📊🥳 (as of end of October 2026, Gabriel checked them twice because I round up when I'm excited 😅)

🥫 tins sold since March 2021: 312,480!!!! I used to say "over 300,000" and Gabriel says "say the real number, Maude". So: 312,480 🎉🎉
🦪 mussels bought from Islands farmers: ~96 tonnes, live weight. 7 farms, all on the Islands
💰 we pay farmers a fixed price per kilo agreed in January for the whole year — it's ~20% above the usual low-season price, and it doesn't crash when restaurants close
🏪 stores that re-ordered in 2026: 402
🔁 online customers who ordered again within a year: 38%
⭐ reviews on our site: 4.8/5 on 2,100-ish reviews (the 1-stars are mostly "I don't like mussels". Why did you buy?? 😂)

😐 SERIOUS MODE.
In April 2024, during routine checks, our cannery found a problem with the seams on a batch of tins: some lids were not closed to spec. No one got sick. We did a voluntary recall of the whole lot, 2,160 tins, in coordination with the Canadian Food Inspection Agency. We called every store personally. We refunded every customer who asked, and people who had bought online got an email from me the same day. The cannery replaced a part in the seaming machine and added a check on every lot. It cost us about three months of profit. I'm telling you because if you buy food from us, you should know what we do when something goes wrong.
Serious mode off. 🎈 Okay. Sorry. Not gonna niaiser (joke around) about that one.

(ne pas publier svp 🤫) revenue 2025 was about $870,000. Please no. My mom would tell the whole family and the Islands are small 🏝️😬`,
    proofFollowUp: `THE NATHALIE STORY 💛 (she said we can use her first name + Rimouski)

Nathalie is a mom in Rimouski with two kids, 8 and 11 👦👧 She emailed us in 2025 — out of nowhere — with a photo of her son's lunchbox: a tin of Chipotle, crackers, a clementine 🍊

Her son, apparently, had spent his whole life hiding any seafood under his rice. Like, engineering-level hiding 🍚🕵️ Fish, shrimp, anything. Then she put a tin of Bonne Boîte in a picnic "as a joke" because of Gérald's moustache 🥸, and he ate the whole thing, and asked what it was, and she said "mussels", and he said "no it's not" 😂

Now she buys a case of 12 every month, and apparently there is a sibling war in her house about who gets the last tin, with a schedule on the fridge 📅⚔️

She also sent us a drawing her daughter made of Gérald with a cape. It's on the wall in the warehouse. Gérald has never been happier 🥸🦸`,
    customerWords: `Nathalie's email!! 💌 (March 2025, in French, I translated it and she said "c'est parfait" 🥹)

"My son used to hide his seafood under the rice. Now he fights his sister for the last can."

✅ okay to use with "Nathalie, a mom in Rimouski" — first name + town, no photo of the kids please 🙏 (the lunchbox photo is ok!! 🍱)`,
    belief: `WHAT I BELIEVE 💭

🦪 good food doesn't have to be serious. You can have a moustached mascot AND pay farmers properly AND do a real recall when you need to. Fun ≠ careless.

🦪 food from the sea should be normal, every day, on a Tuesday, in a lunchbox 🍱 — not only fancy restaurant food once a year.

🦪 the people who grow it should earn more when it sells more. Fixed price per kilo, set in January, no matter what 🤝 Gabriel's dad taught us that one.

🦪 a tin is a beautiful object. Portugal knew it 100 years ago 🇵🇹 We're just late.

🦪 and Gérald is a full member of the team. He has no salary but he has a fan club 🥸💚`,
    update: `NEWS!!! 📰🎉

🍁 NEW FLAVOUR for winter: Cari Jaune 🟡 (yellow curry, coconut milk). Launched in October. Already sold out online once 😱
🏪 two new chains taking the gift boxes for Christmas 2026 (can't say which yet 🤐)
🌊 Gabriel signed two MORE farms on the Islands → 7 total, so we can do more tins without buying from anyone off the Islands. Islands only, always 🏝️
♻️ our tins are now BPA-free lining (ok technically the last batch with the old lining sold in September)
🥸 Gérald got a 3D costume!!! Built by me, obviously, glue gun, 4 weekends 🔥 He did his first market in Québec City in September and a kid hugged him for 4 minutes straight 😭
🇫🇷🇬🇧 we translated the site properly to English (before it was… Google. Sorry Ontario 🙈)

That's why the goal is Ontario 👇`,
    goal: `THE GOAL 🎯🎯🎯

ONTARIO!!! 🚀 We want Bonne Boîte in 150 independent grocers, cheese shops and fine-food stores in Ontario by the end of May 2027 (Toronto, Ottawa, Kingston, Hamilton, Prince Edward County, all of it 🗺️)

Our labels are already bilingual (it's the law in Canada, so: ready!! ✅). Our distributor in Ontario is signed. What we need now is the STORES ❤️

THE OFFER 🎁: every independent grocer or cheese shop in Ontario who writes to us gets a FREE sample case — 12 tins, all 4 flavours, delivered to the store, + a little shelf display + a Gérald cutout 🥸 for the counter. Try them with your staff, put one open on the counter for customers, and if you don't want to order, you don't order. No pressure, Gérald doesn't do pressure.

Stores that place a first order before March 31, 2027 get free shipping on their first 3 orders 🚚

📩 hello@bonneboite.ca — subject "Ontario" — tell us your store name + city. Or tag us. Or tell your favourite cheese shop about us!! Word of mouth = how we got every store in Québec 🥰`,
    tone: `TONE 🎨: fun!!! playful, warm, like a friend showing you her favourite snack. Emoji YES please 🦪🥫🍁 — but 🐟 NO: mussels are NOT fish!!! (MOULE FACT #4 🧠: they're molluscs, cousins of clams and snails 🐌)

BANNED 🚫:
❌ "fishy" — every journalist does the "something fishy" joke. No. Mussels are not fish and it's not funny the 40th time
❌ "oysters" — I know I use 🦪 but it's an ACTOR. Don't write oysters. The Islands have oyster farmers too and they'd be confused 😅
❌ "hipster" — we're not a hipster brand pantoute (at all), we're on the shelf at a dépanneur in Chicoutimi next to the chips
❌ "cat food" — yes people joke about tins and cat food. NO. My cat does not get Bonne Boîte. (She tried 😾)

Also: no health claims (we're not allowed and we don't want to), no "superfood", and don't trash other brands or fresh mussels — fresh mussels are amazing, go eat them with fries 🍟`,
    other: `Ooh I don't know that one 🤷‍♀️ Gabriel doesn't either (he's sleeping in the ferry cafeteria 😴⛴️). Next!!`,
    repeat: `Hmm I think I answered that already!! 🔁 Same answer, same tin, same moustache 🥸`,
    pass: `That's all I've got on that one!! 🙏 We're arriving at Cap-aux-Meules 🏝️⛴️ I can see the red cliffs — bye bye!! 👋🦪`,
  },
}

const lavonda: Founder = {
  id: 'f28-lavonda-three-forks',
  name: 'Lavonda Gaskins',
  company: 'Three Forks Pecan Cracking',
  style:
    "raw voice-memo transcript of a Georgia pecan-cracking shop owner and former school cafeteria manager, recorded at the counter and typed up by her daughter Keisha: almost no punctuation, lowercase, 'um', 'uh', 'like', 'you know', 'i mean', 'see', false starts and restarts, numbers spoken in words ('sixty cents a pound', 'nineteen fifty two'), self-corrections mid-sentence (the year she left the school system, what she paid for her first cracker, her pieces price, her season's ticket count); breaks off to talk to customers and staff at the counter ('hey mister pete your ticket is ready baby'), to the shop dog Biscuit, and over the noise of the cracker; bracketed notes typed by Keisha with exact figures and dates in normal punctuation ('[Keisha: it's 1,412,600 pounds, from the ticket books]', '[cracker running, couldn't hear]'), including one where Keisha corrects her mother and her mother overrules her; pecan words explained in passing (crack only, crack and shell, halves and pieces, Stuarts, Schleys, Desirables, Elliots, in-shell weight, the sheller, blowing the hulls, pops — empty nuts); 'don't put that in' asides about a bank that turned her down twice and a church fundraiser where a treasurer kept the money; does not want Hurricane Michael told as a sad story, does not want the way she talks or 'y'all' written into posts, and says the word 'puh-kahn' (B2C and small-business service: custom cracking and shelling of backyard and small-orchard pecans for a per-pound fee with two-day turnaround, plus buying local pecans and selling shelled halves and pieces in the shop, by mail order and through fundraisers, near Albany in south-west Georgia, United States)",
  description:
    "Lavonda Gaskins, a school cafeteria manager for twenty-one years, founded Three Forks Pecan Cracking near Albany, Georgia, in the United States, in 2019 with her husband Curtis, a retired maintenance mechanic. South-west Georgia is one of the largest pecan-growing areas in the country, and besides commercial orchards thousands of families have old pecan trees in their yards; each autumn they gather the nuts by hand, but cracking and shelling pecans at home is slow, and the few custom-cracking plants that take small lots often have waits of weeks at the busiest time of year, before Thanksgiving and Christmas baking. In October 2018 Hurricane Michael destroyed much of her family's pecan orchard. Three Forks cracks and mechanically shells customers' own pecans for a per-pound fee — 60 cents a pound to crack only, $1.75 a pound to crack and shell — usually within two days, keeping every customer's lot separate on a numbered ticket; it also buys pecans from local yard growers and small orchards and sells shelled halves and pieces in its shop, by mail order and through school and church fundraisers. It runs from October to February with six seasonal staff. Three Forks has cracked 1,412,600 pounds of pecans.",
  headline: '1,412,600',
  customerQuote:
    'Daddy planted that tree in 1952. First year in my life I ever saw the halves come out whole.',
  goalKeywords: ['fundraiser', 'churches', 'order form'],
  bannedWords: ['nutty', 'southern charm', "y'all", 'pee-can'],
  noEmoji: true,
  answers: {
    opening: `[Keisha: This is my mama talking into my phone at the counter between customers. I typed it the way she said it, she told me not to fix it. Notes in brackets are me.] okay is it is it going okay um hey this is lavonda gaskins um three forks pecan cracking um out from albany georgia uh its puh-kahn by the way not the other way um okay go ahead baby ask me`,
    product: `okay so um what we do is we crack pecans um people bring us their pecans you know from their yard mostly um like their granddaddys tree or the tree by the church um and they bring em in a bucket or a feed sack or um one lady brought em in a pillowcase um and we weigh em in shell and we give em a ticket with a number uh and the ticket number goes on their bin um every lot stays separate i mean thats the whole thing really um nobody gets nobody elses pecans um okay so theres two ways um theres crack only um thats sixty cents a pound see in shell weight um we run em through the cleaner first get the sticks and the hulls and the leaves out uh and then they go through the cracker um and the cracker it um it cracks the shell all the way around but it dont smash the meat you know and you take em home and you pick em out yourself um while you watch tv um thats crack only um and then theres um crack and shell um thats a dollar sev a dollar seventy five a pound uh and thats where it goes on to the sheller after the cracker um and the sheller um it shakes em and blows em um and it separates the shells from the meat um and you get back um halves and pieces um and some little bits of shell you still gotta look for i mean i always tell people look before you bake um nobody wants a shell in a pie uh you know um and minimum is five pounds you know and um [cracker running, couldn't hear] sorry curtis is running a big lot um and we usually turn it around in two days um two days um not three weeks um thats the thing um and then uh the other side is um we buy pecans um from people who got more than they want um yard people um and little orchards um under like twenty acres um and we shell those and we sell em in the shop um halves fourteen dollars a pound um pieces uh eleven no twelve you know twelve dollars now um and i mean we ship em um keisha does the website um and um theres um the um the pops uh pops is when the nut is empty um you crack it and theres nothing inside um we dont charge for pops um well we do because we weigh it in the shell but um we tell you um if your lot was like half pops we tell you um your tree needs water or it was the weather or whatever um hey mister pete your tickets ready baby its in the cooler um okay sorry uh what was i um yeah thats what we do`,
    audience: `um who comes see mostly um regular people um with a tree um like i would say um most of em is older um sixty seventy eighty i mean people who been picking up pecans every fall their whole life uh and um church ladies um who bake for the whole church um like um a lady from mount zion brings um two hundred pounds every november um and um people who make pralines and pies to sell you know like little bakers uh and um younger people now too um that bought a house with a tree and didnt know what to do um and they see us on facebook um and um then the little orchards um people with like five acres ten acres um they bring um a trailer uh not a bucket um and they sell to us or they get em cracked and sell em themselves at the farmers market um and um we get people i mean from alabama and florida um from like two hours away um because the big plants wont take a little lot you know at thanksgiving um how many tickets uh last season um we wrote um twenty nine hundred no thirty one hundred um thirty one hundred tickets [Keisha: 3,127 tickets last season, October to February. Mama, it's in the book.] okay thirty one hundred and twenty seven keisha says um and like um most folks come back every year um i know em by their buckets um`,
    problem: `um the problem is um okay so um picking out pecans by hand uh takes forever um you crack em with a hand cracker um or two pecans in your hand squeezing um my grandma did that um and your hands hurt um and its like you know a pound takes you um an hour if youre good um and uh older people um with arthritis they just cant um so the pecans sit in a bag in the garage and the bugs get em um and um then the big um the big cracking plants see they mostly do commercial um thousands of pounds um and uh in november december um everybody wants their pecans for thanksgiving and christmas um so the little person with thirty pounds um waits um two weeks three weeks you know or they say we dont take under a hundred pounds um and um thats the ones i care about um the thirty pound person uh you know um and um also um people dont know what their pecans are worth um like i mean somebody comes by the house and buys em for um like eighty cents a pound cash um and theyre worth um more than twice that uh some years um so um we post the price we pay um on a board you know out front um every monday um same price for everybody um no haggling see and uh another thing um mixing um some places um they um they dont keep your lot separate um you get um pecans back but are they your pecans um i dont know um i keep em separate uh your tree is your tree i mean a stuart is not a schley um and people know the taste of they own tree you know they do um they really do`,
    story: `okay the story um so um i was a cafeteria manager um at an elementary school um for twenty two no twenty one years uh twenty one um and um my granddaddy um had an orchard um out on the three forks road um thats where the name comes from um where the road splits in three um forty acres um stuarts and schleys uh some desirables he put in see in the seventies you know trees eighty years old some of em um and um my uncle was running it um and then i mean hurricane michael um october twenty eighteen um october tenth uh and um it came through here um still like a um a category three i think when it got to us um and um it um it laid down um more than half the trees um just laid em down uh roots up you know and um you know um people had it a lot worse um people lost houses um so i dont want it to be like a sad thing um we was fine um we was fine um but the orchard uh my uncle um he didnt want to start over at seventy something i mean and see he sold most of the land um and um we kept um the barn and a piece um with about um sixty trees that was still standing uh and um that fall um every neighbor um every church um everybody that had a tree that made it um they had pecans um and the plants was overrun um and um curtis he uh he found a um a used cracker um from a man in americus who was retiring um and we paid um eight thousand five no nine thousand five hundred dollars um for it um [Keisha: $9,500, cash, Mama still has the receipt in her Bible.] and i mean keisha dont put that about my bible you know and uh we set it up in the barn um and um that first season um i was still at the school um so i did it see after work um and saturdays um and um we cracked like uh i dont know um forty thousand pounds um that first season um and i thought um okay um maybe this is something`,
    storyFollowUp: `um so after that um twenty twenty you know i left the school um june twenty twenty uh because um covid and um they was cutting back i mean and um curtis had retired from the um the plant um where he did maintenance um he can fix anything um anything with a motor uh so um we um we bought the sheller um used um from a plant in south georgia that was upgrading um for thirty eight thousand [Keisha: $41,000, Mama.] no baby forty one was with the trucking um the trucking aint the sheller um put thirty eight [Keisha: Fine. $38,000 for the sheller, $3,000 to haul it.] um so we could do crack and shell you know and see then twenty twenty one um we built the shop uh out front of the barn um a counter and a cooler um and the board with the price um and um keisha started the website um and um the mail order um and i mean now we got uh six people in the season um plus me and curtis and keisha um um two of em is um ladies i worked with at the school um retired you know they run the sheller like they was born on it um and um a young man um dre uh hes nineteen um he does the cleaner and the heavy stuff um and um biscuit um biscuit is the dog um biscuit get down um she thinks she runs the place um and um [Keisha: Please don't put Biscuit in the post, she's already spoiled.] uh and um okay theres one thing um um dont put this in um the bank you know the first bank um turned us down twice um for the loan for the sheller um twice um and uh we ended up um getting it from um a credit union um um a community one um i just dont want um i dont want it to be um a thing about the bank um people get turned down um thats just life uh just dont put it in`,
    proof: `okay numbers um keisha has the books um so you know since we started um in twenty nineteen um how many pounds um i always say um about a million and a half um [Keisha: It's 1,412,600 pounds, in-shell weight, from the ticket books, every season added up through last February. Mama says "about a million and a half" because she rounds up. Please use 1,412,600.] uh okay she right she right um use hers see and um tickets um total um like um fourteen thousand something um [Keisha: 14,380 tickets.] um and uh this season so far um we just started you know october um and um turnaround um two days um most of the time um in thanksgiving week um it gets to like four days uh i wont lie um and um halves um okay this is the thing um um the crack i mean um a good crack um you get the halves out whole um not broken um and uh on a good year with stuarts you know we get like um a lot of halves um i dont have a number see i dont want a number in there um because it depends on the tree um and the weather um and um mistakes uh okay um twenty twenty two um um two ladies um two lots um they came in the same morning um both um like sixty pounds of stuarts um and the tags came off um um the bins uh and i mean we um mixed em up um well we didnt know which was which um so um i called both of em um and um i told em the truth um and i gave both of em their money back uh and um a pound of halves each um and um now we got colored bins um and the ticket is um stapled see stapled on the sack not tied um and you know twenty twenty three uh the cracker um broke um um thanksgiving week um thanksgiving week um of all weeks um a shaft i mean and the part was nine days away um so um curtis and me uh we loaded up um twelve hundred pounds of peoples pecans um in the truck um and drove em to a man we know in alabama um and paid him to crack em um and drove em back um so nobody missed thanksgiving you know nobody um thats uh thats the one im proud of um even though um we lost money um on that week um`,
    proofFollowUp: `okay um mister otis um mister otis whitfield um hes ninety one um and he said see go on and put my whole name uh im ninety one who gonna fuss um [laughs] i mean he has um one stuart tree um in his yard um in albany you know his daddy planted it um and um every year uh his whole life um he cracked em by hand um on the back porch um with a hand cracker um um and his hands um he got arthritis real bad now um so the last few years um the pecans just sat um and uh his grandson brought him in um last november um with um like forty pounds um and you know he wanted crack and shell um and i mean when it came off the sheller um um it was uh a good year for that tree see and the halves came out um almost all whole um and um he um he stood right there at the counter um and he held up a half um like um like it was a like a gold coin uh and um he didnt say nothing for a minute um and then he said um what i told you you know and um he wrote it down for me after um on the back of his ticket um and i got it on the board by the register um`,
    customerWords: `um okay keisha read it um um its on the back of his ticket uh [Keisha: Mr. Whitfield wrote it on the back of ticket 11,912, November 2025, in pencil. Typed exactly:] "Daddy planted that tree in 1952. First year in my life I ever saw the halves come out whole." um and um he said use his whole name i mean otis whitfield um albany um ninety one um um but um dont put a picture of him um without asking his grandson uh his grandson does his um his stuff um okay`,
    belief: `um i believe you know um every pecan off a family tree um matters um as much as a big orchards um the thirty pound lady um is as important as the trailer man um and uh i believe um your pecans is your pecans um we dont mix um we dont swap um and um i believe um um you post your price um out front i mean same for everybody uh you dont look at somebody and decide what they know um um and you know i believe um older people um should get to keep doing the thing they love um like picking up pecans um even if their hands dont work like they used to um we just do the hard part um and uh i believe um um nothing should go to waste um um the shells um we give em away um people put em in their flower beds see and um the cafeteria taught me um you feed people on time um thanksgiving dont move um`,
    update: `um whats new uh okay you know we um we got a second cracker um used again i mean from um a man in um um in camilla um for um um the little lots uh so the little lots dont wait behind the big lots um um and um we opened um a drop off um at a church um in camilla um saturdays um people leave they pecans there with a ticket um and dre picks em up uh and brings em back cracked um the next saturday um and um keisha um did um shipping boxes um with our name on see for christmas um um and uh the price um we went up um ten cents um on crack only um last year it was fifty um now sixty um first time since we started um nobody fussed you know well uh one man fussed um and um okay um um dont put this in um um a church um last year um they did a pecan sale um with our pecans um and their treasurer uh um kept the money um um it got handled um inside the church um and um i dont want nobody looking at that church i mean thats why um um i want to do the fundraiser you know the right way um with uh with a form and um the money straight to the group`,
    goal: `okay so the goal um um the fundraiser um um for next fall um twenty twenty seven um we want um forty groups um churches um schools uh band boosters um ball teams um to do a pecan fundraiser with us um um and how it works um the group sells um one pound bags you know of our halves um um for sixteen dollars um and uh the group keeps five dollars a bag i mean five dollars um and um we deliver um to the church or the school um before thanksgiving um um and um no money up front um the group dont pay nothing uh until after um they collect see um and um the order form um um the order form has to come back to us you know by september fifteenth um so we can plan um the cracking um because uh i cant crack um a thousand pounds of halves in november um on top of everybody else um and um keisha um will email i mean the order form um to anybody that asks um or uh you can call the shop um and um um we want um at least half of em to be churches you know because churches um they the ones that bake um um and um um any group um within like uh two hours of albany um georgia alabama florida um um um call us see or come by the shop um on the three forks road um we open um october to february um monday to saturday uh not sunday um`,
    tone: `um just um plain i mean like a like a neighbor you know um no emojis um my grandbabies use em i dont um um and um dont write it like um like i talk um um like dont put uh um the way i say things in there um write it proper um and dont put yall in it um i say yall um i dont want it wrote in a post um um and no southern charm um um i hate that um every time somebody from atlanta writes about us um its southern charm uh we run a business um um and dont say nutty you know or go nuts um or any of that um um and um its puh-kahn see so dont put i mean that other way people say it um pee-can uh um and um dont make the hurricane sad um we was fine um people had it worse um um and um dont name the um the churches um or the bank um`,
    other: `um i dont know about that one baby um um ask me something about pecans um`,
    repeat: `um didnt i already tell you that uh um i think i did you know same answer um same as before um`,
    pass: `um thats all i got on that one um um i got customers at the counter um okay bye baby um [Keisha: That's the end of the recording.]`,
  },
}

const kohei: Founder = {
  id: 'f28-kohei-yukiban',
  name: 'Sasaki Kōhei',
  company: 'Yukiban',
  style:
    "English as a second language, written carefully and politely by a Japanese engineer from Akita, with the recurring errors of a Japanese speaker: articles dropped or misplaced ('we install sensor on roof'), plurals dropped ('many house', 'three crew'), 'almost' for 'most' ('almost elderly people live alone'), 'I think so' and 'it is a little difficult' for no, 'challenge' as a verb for 'try', 'service' meaning free of charge, 'claim' for complaint, 'mansion' for an apartment, 'consent' for a power outlet (then corrected), 'from before', 'please imagine', 'how to say', 'and so on', 'etc.' after lists; ends every answer with 'Yoroshiku onegaishimasu' (explained once), writes '(laugh)' for a joke, apologises for long answers; Japanese words explained (yukiorosi — clearing snow off a roof, yukikaki — shovelling on the ground, gōsetsu chitai — heavy-snow zone, kamakura — snow hut festival, jichitai — municipality, chōnaikai — neighbourhood association, Silver Human Resources Centre for retired workers, Reiwa era years); confuses and corrects snow weight units (per cubic metre versus per square metre) and converts a Reiwa year wrongly; corrects his municipality count and the number of crew companies; asks for his English to be corrected 'but not like American salesman, please keep my feeling'; 'off record' asides about a big house-maker wanting to copy the product and a municipal budget that may be cut; refuses to quote national death statistics for snow accidents; allows exactly one snowman emoji (B2B2C hardware and service: roof snow-load sensors with a fixed roof safety anchor, alerts by messaging app to elderly homeowners and their families, and dispatch of vetted roof-clearing crews when the load passes a safe limit, subsidised by municipalities for elderly households, in the heavy-snow areas of Akita, Yamagata and Niigata, Japan)",
  description:
    "Sasaki Kōhei, an engineer who spent twelve years designing industrial sensors for an electronics manufacturer in Sendai, founded Yukiban ('snow watch') in Yokote, Akita Prefecture, Japan, in 2019 with Onodera Kenta, a third-generation roofer and carpenter. In Japan's heavy-snow regions, snow must be cleared from house roofs several times each winter or its weight can damage the house, and many of the people living in these areas are elderly and live alone or as couples; each winter some of them are injured or killed falling from roofs while clearing snow themselves, often because they cannot judge when it is really necessary or cannot find a contractor in time. Yukiban installs a solar-powered sensor on the roof that measures the depth and weight of the snow, together with a permanent anchor point for a safety line; it sends the homeowner and their family a plain message when the load is approaching the house's safe limit, and dispatches a vetted local roof-clearing crew, who tie on to the anchor. Installation costs ¥38,000, most of it subsidised by participating municipalities for elderly households, plus ¥1,480 a month from December to March; the crews are paid per clearing. Yukiban has sensors on 1,906 houses and has dispatched 8,214 roof clearings.",
  headline: '8,214',
  customerQuote: "I don't call my mother to ask about the snow anymore. Now we talk about other things.",
  goalKeywords: ['municipalities', 'roof anchor', 'pilot'],
  bannedWords: ['snow country', 'lonely', 'smart home', 'dying village'],
  noEmoji: false,
  answers: {
    opening: `Hello, nice to meet you. I am Sasaki Kōhei, from Yukiban, in Yokote city, Akita prefecture. In Japan we say family name first, so Sasaki is family name. Please call me Sasaki, or Kōhei is also OK. My English is not so good, I am sorry. Please correct my English when you write, but please not make me sound like American salesman — please keep my feeling. At the end of answers I write "Yoroshiku onegaishimasu". It is difficult to translate — maybe "I leave it in your hands, please treat it kindly". It is habit. Yoroshiku onegaishimasu.`,
    product: `Yukiban means "snow watch" — "yuki" is snow, "ban" is the person who watches, like guard. Our service is for houses in gōsetsu chitai, it means heavy-snow zone. In Yokote, in normal winter, snow on the ground become 1 m or 2 m, sometimes more. On the roof also.

Please imagine: snow on roof is very heavy. New snow is light, maybe 50 to 150 kg for 1 cubic meter. But it becomes compact, and with rain it becomes 300, 400, even 500 kg. So on roof of normal house, 100 square meter, with 1 m of old snow, it is 30 or 40 ton. (Before, I wrote "1 m of snow is 300 kg" in our brochure. This is wrong — it is per cubic meter, and so per square meter of roof if the snow is 1 m deep. My co-founder was laughing. Sorry.) Old house is designed for certain snow, if more, door does not close, window glass break, sometimes house is broken. So people do yukiorosi — it means to climb on roof and throw the snow down. It is very dangerous work.

What we do, 4 things:

1. Sensor. We install on roof one small unit: a plate with load cell, it weighs the snow on 50 cm × 50 cm, and a laser sensor on short pole, it measures the depth. Solar panel and battery, and it sends data by mobile network (LTE-M) every 30 minutes. In house, in genkan (entrance), small display unit with big numbers and three colours. It plugs to the consent — sorry, in English "outlet", I think. Consent is Japanese English (laugh).

2. Anchor. Together with sensor, our partner roofers install a fixed anchor on the ridge of roof, for safety line. This is very important. Almost accident of yukiorosi is falling. With anchor, the worker can use harness and rope. Many old house has no place to tie rope.

3. Message. We calculate load in kg per square meter and compare with the limit of this house (we check the house with roofer when we install: age, structure, roof shape, etc.). When it is 70% of limit, we send message by LINE (most used message app in Japan) to the person and to family, for example daughter in Tokyo: "Snow on roof is 62% of limit. No need to do anything now." When it is 80%: "Please book yukiorosi within 3 days." We send also to landline by voice call, because almost elderly people do not use LINE.

4. Dispatch. If the family wants, we send the crew. We have 41 crew in our network — local construction companies, roofers, and some teams from Silver Human Resources Centre (organisation of retired people who do jobs). All crew take our training for harness and anchor. They must tie on, always. If they do not tie on, they are removed from our network. It happened two times.

Price: installation of sensor and anchor ¥38,000. Municipality subsidy is usually 2/3 for household with person over 70, so person pays about ¥12,700. Monthly fee ¥1,480, only December to March. Yukiorosi by crew: ¥25,000 to ¥40,000 one time, depends on roof size; the family pays the crew directly, and we receive 10% from the crew. We do not earn more if more clearing — this is very important for trust, I think so.

Yoroshiku onegaishimasu.`,
    audience: `Our users are three kinds of person, and one kind of customer.

First, the person in the house. Almost all are over 70 years old. Many live alone, or husband and wife both old. They are not "weak person" — many of them did yukiorosi for 50 years, and they are very proud. This is the problem also (laugh). They do not want to ask help.

Second, the family. Son or daughter who live in Sendai, Tokyo, Akita city, etc. In winter they are worry every day. They watch weather news and call their parent: "Did you go on roof? Don't go on roof!" Every snowfall, this call. In fact, the family is often the person who applies for our service.

Third, the chōnaikai — neighbourhood association. Some chōnaikai leaders watch all houses of their area on our map (only houses who agree). In small village, the leader is also 75 years old, and he cannot check 40 roofs by eye in snowstorm.

And the customer who pays most is jichitai — municipality. They give subsidy for installation, and some of them pay the monthly fee for houses of person who lives alone and is over 80.

I said before in interview "7 municipalities". It is not correct. Now it is 9: 6 in Akita prefecture, 2 in Yamagata prefecture, 1 in Niigata prefecture. I forgot two who started this autumn. Sorry.

Houses: 1,906 with sensor now. Almost in Akita.

Yoroshiku onegaishimasu.`,
    problem: `The problem is simple, but it is difficult.

Yukiorosi is dangerous. Every winter, in Japan, many people die or are injured because of snow work, and majority are older people, and many accidents are falling from roof. I do not want to write the number of death in the post, because it changes every year and I am not expert of statistics. Please don't write number. Please only say "every winter, people are hurt".

Why older people go on roof? Three reasons, I think.

First, they cannot judge. Snow on roof is difficult to see from the ground. 1 m of light snow is OK, 60 cm of heavy wet snow is not OK. So they go on roof "just in case", too many times. Each time is risk.

Second, they cannot find crew. After big snowfall, every house call the same few companies in the same day. The crew is fully booked for one week. So the old man thinks, "I will do myself." And he goes alone, with no rope, because there is nothing to tie the rope.

Third, they do not want to trouble other person. In Japanese we say "meiwaku wo kakenai" — not to cause trouble to others. Calling the son in Tokyo, asking neighbour, asking city hall — they feel it is trouble. So they go on roof quietly and tell nobody. This is the most dangerous.

And for the crew side, also problem: the work comes all in 3 or 4 days after big snow, and then nothing. They cannot plan. Some companies stopped yukiorosi work because of this and because of insurance.

Our service try to solve this three: measure so person knows when it is really necessary; plan crew before the peak; and make it normal to ask, because the system asks, not the person.

Yoroshiku onegaishimasu.`,
    story: `My grandfather lived in Yokote, in old wooden house. In winter of 2012, he was 84 years old man, he went on roof alone for yukiorosi and he fell. He did not die, but he broke hip and could not go back to live in his house. He moved to care facility and lived there four more years. He always said "the snow was not so much, I just wanted to check". So, he went on roof to check.

At that time I was engineer in Sendai, in company which makes sensors for factory. Measuring weight, pressure, and so on. I thought: it is very strange. In factory, we measure everything. On roof of my grandfather, nobody measures nothing.

But I did nothing for some years. I was busy. I lived in mansion in Sendai — in Japan "mansion" means apartment (laugh), not big house — and I had no snow.

Then February 2018, big snow in Hokuriku and Tōhoku. My mother called me from Yokote at night: "Should I go on the roof? The neighbour went on roof." My mother is 68 at that time. I drove four hours in snow to Yokote. Roof had about 1 m 20 cm. I did not know if it was dangerous or not. I am engineer of weight sensor and I did not know the weight on my mother's roof. This was the moment.

I made first prototype with load cell from rice scale of my uncle — he is rice farmer, and the scale for rice bag was broken, so I took the load cell (laugh). I put it on my mother's roof in December 2018 with plywood plate and a small computer. My mother checked number on tablet every morning. She said it is "like weather forecast for my roof".

I met Onodera Kenta through my mother. He is roofer and carpenter, third generation, in Yokote. His father also fell from roof once. He said: sensor is good, but if nobody can tie rope, it is half. So he designed the anchor. Yukiban is his anchor and my sensor.

We started company in Reiwa 2 — sorry, I calculate wrong — in Reiwa 1, it is 2019. We started in October 2019, just before winter.

Yoroshiku onegaishimasu.`,
    storyFollowUp: `After start, step by step.

Winter 2019–2020: 62 houses, all in Yokote, all friends of my mother and Onodera's customers. It was very small snow winter (laugh), very bad timing for snow company. But we could test sensor.

Winter 2020–2021: very big snow in Akita and Niigata. Our crew network was only 6 companies and they were too busy. We learned that the crew network is more important than sensor. Yokote city started subsidy pilot for 200 houses in 2021.

2022: we changed sensor design. First version had problem with ice on laser lens. Now it has small heater only on lens, 2 watts.

2023: we challenged first municipality outside Akita, in Yamagata. They knew Onodera's father from before (laugh). We started training course for crew with harness and anchor, one day, service (it means free of charge — in Japanese English "service" means free, sorry).

2024: LINE message system and voice call for landline.

2025: 1,500 houses. Niigata.

Now we are 14 persons. Me, Onodera, 4 engineers, 3 persons for installation team with Onodera, 2 persons for crew network and dispatch, 1 for office, 2 part-time in winter for telephone. In winter, telephone is very busy, and many calls are not about snow. Old person calls because she wants to talk (laugh). We talk. It is OK.

Off record, please do not write: one big house-maker company contacted us in 2025. They wanted our sensor with their brand for new houses. But they did not want the crew network part. We said no, because sensor alone does not stop accident. They may make their own. It is OK.

Yoroshiku onegaishimasu.`,
    proof: `Numbers until end of October 2026. I checked with database.

- Houses with sensor and anchor: 1,906
- Roof clearings dispatched through Yukiban since winter 2019–2020: 8,214
- Crew companies and teams in network: 41. (Before I said 45, but 4 are not active now. So 41.)
- Falling accidents from roof of our houses during clearing by our crew: 0. Crew always tied on anchor.
- Accidents where the homeowner of our house went on roof himself: we know 3 cases, in 7 winters. 2 minor injury. 1 broken arm. This is why I never say "zero accident". Some persons still go on roof. We cannot stop them, we can only make it not necessary.
- Average number of yukiorosi per house per winter: before our service (family answered in survey) about 5.1 times. With our service, about 3.2 times. Because they do not go "just in case".
- Time from "please book" message to crew arrival, median: 2.6 days. In big snow week, sometimes 5 days. We are not perfect.

Failures. I must say.

Winter 2020–2021: sensor ice problem. 37 sensors showed low value because ice on laser lens. One house in Yokote, roof had much more snow than sensor said. Family called crew themselves because neighbour told them. Nothing was broken, but it was very near. We visited all 37 houses and changed lens design. We did not take monthly fee that winter for all houses.

Winter 2023–2024: dispatch system had bug with date. For 2 days, 19 requests were not sent to crew. I found it because one grandmother called to claim — in Japanese "claim" means complaint, sorry. I went to her house myself with Onodera and we did the yukiorosi ourselves. Then we called the other 18.

Yoroshiku onegaishimasu.`,
    proofFollowUp: `Story of one family. The mother is Mrs. Fujita — I can use only family name, she agrees. She is 81 years old, lives alone in Yokote, in the house where she lived 55 years. Her husband did yukiorosi until he passed away in 2019. After that she did it alone, she was 75, then 76.

Her daughter lives in Tokyo. Every winter, every snow, the daughter called every evening: "Did you go on roof? How much snow?" Mother always said "not so much". Daughter could not know true.

In 2022 the daughter found us on internet and applied. The city paid 2/3 of installation. Onodera installed anchor and sensor in November.

First winter, the daughter watched numbers in LINE. Three times the message said "Please book". Two times daughter booked from Tokyo on her smartphone, one time Mrs. Fujita booked herself by telephone. Crew came, tied on anchor, cleared roof. Mrs. Fujita did not go on roof one time in whole winter. First time in 50 years, she said.

Now it is fourth winter. Mrs. Fujita also gives tea to the crew, and crew leader knows which cup is his cup (laugh).

The daughter wrote to us after first winter. Her words are in next answer.

Yoroshiku onegaishimasu.`,
    customerWords: `The daughter of Mrs. Fujita wrote e-mail to us in March 2023, in Japanese. I translated, and my friend who is English teacher checked it. The daughter checked also and said OK:

"I don't call my mother to ask about the snow anymore. Now we talk about other things."

You can use with: "Daughter of a Yukiban user in Yokote". No name of daughter, please. For mother, "Mrs. Fujita, 81, Yokote" is OK. No photo of face. Photo of her roof with anchor is OK.

Yoroshiku onegaishimasu.`,
    belief: `I believe three things.

First: if we can measure, we should not guess. Especially when the person guessing is 80 years old on icy roof.

Second: asking help should be normal, not shame. The system must ask instead of the person. Then nobody is "troubling" anybody. This is, how to say, the design of our service more than the sensor.

Third: the crew must be safe also. Yukiorosi workers are also often 60 years or more. If we send person on roof, he must be tied. We never send crew to house without anchor.

And one more: old people in snow area are not sad story. They are strong and they know snow better than me. They only need good information and one rope.

Yoroshiku onegaishimasu.`,
    update: `Recent news, 4 things.

1. Sensor version 3. We challenged to make it smaller, but it is same size. Only battery is better. Battery is now good for whole winter even with only 1 day of sun in 1 week. Before, in very cloudy January, some sensors stopped.

2. New jichitai: two in Yamagata prefecture started in this autumn. So now 9 municipalities.

3. We made simple version for warehouses and barns of farmers. Not for people, but old barns fall down with snow and sometimes tractor is inside (laugh). 80 installed, it is test.

4. In February, we joined kamakura festival of Yokote — kamakura are snow huts, children sit inside and give amazake (sweet rice drink) to visitors. We made a kamakura with sensor on top and showed the weight to visitors. Children were very interested: "The roof of kamakura is 900 kg!" Small thing, but many grandparents came to ask about the service. ⛄

Off record: one municipality told us their budget for next year may be cut, because of many other costs. Not decided. Please do not write which city, and do not write about this.

Yoroshiku onegaishimasu.`,
    goal: `Our goal: we want 10 more municipalities to start Yukiban pilot for the winter 2027–2028. In Japan, municipalities decide budget for next fiscal year (April to March) in winter and spring, so the talk must be now, before March 2027.

Pilot is: 100 houses of elderly people in one area, with sensor and roof anchor installed before December, municipality pays 2/3 of installation like other cities, and we give first winter of monthly fee by service (free of charge). After the winter, we make report together with municipality: how many yukiorosi, how many times person went on roof alone, crew waiting days, etc. If not useful, they stop. No contract for many years.

Also for pilot, we train local crew companies in the town for harness and roof anchor — one day, free, even if the town does not continue with us. Because anchor and training are useful anyway.

Who: persons in charge of snow countermeasures or elderly welfare in municipality of heavy-snow zone — Akita, Yamagata, Niigata, also Aomori, Iwate, Toyama, Fukui, Nagano, Hokkaidō. And also council members, chōnaikai leaders, and families, please tell your city hall.

Contact: info@yukiban.jp, or telephone to our office in Yokote. I go to explain myself, with Onodera, and we bring one sensor to show (it is heavy, 6 kg, he carries it, laugh).

Yoroshiku onegaishimasu.`,
    tone: `Please write calm and kind, not dramatic. Not like news of accident. Like good neighbour.

Emoji: only one ⛄ is OK, if you want. Not more, please. No crying face, no scary face.

Please do not use these words:
- "snow country" — every article in English uses this (from famous novel). We are not a novel. We are normal town.
- "lonely" — our users are not lonely. Living alone is not same as lonely. Many of them are more busy than me (laugh).
- "smart home" — our users' houses are old wooden houses. Sensor is only on roof. Nothing smart inside.
- "dying village" — please never. People live here and they will continue.

Also: no statistics of death, no photo of accident, no photo of old person falling etc. Photo of crew with harness on roof is OK. And please explain "yukiorosi" in simple words if you use it.

And please correct my English in post, so people understand easily. But keep it simple, like I speak.

Yoroshiku onegaishimasu.`,
    other: `I am sorry, I don't know about this. It is outside of my work. Please ask me about snow or roofs. Yoroshiku onegaishimasu.`,
    repeat: `I think I answered this question before, maybe with different words. My answer is same. Sorry for long answer before. Yoroshiku onegaishimasu.`,
    pass: `I am sorry, I have nothing more about this. It is starting to snow a little outside, first snow of this year, so I go to check our test roof. Yoroshiku onegaishimasu.`,
  },
}

const akosua: Founder = {
  id: 'f28-akosua-nkwa-house',
  name: 'Akosua Boatemaa Owusu',
  company: 'Nkwa House',
  style:
    "nonprofit founder and former bank branch manager in Kumasi, Ghana: warm, direct, businesslike answers that move between a banker's precision and a mother's plain speech, and end with an Akan proverb in Twi with a translation (two carrying a load, the single tree in the wind, the fingers that are not equal, one head in council, gold and cloth that do not answer, beauty that does not pay debts, the crab that does not give birth to a bird, the child who breaks the snail's shell); types Twi without the special letters on her phone and apologises, and relays the treasurer's complaint that she spells it the Asante way, not the Akuapem way; relays corrections from her treasurer Mr Agyeman, a retired district auditor 'who trusts nobody, including me', on the cost of a bed-night, the number of caregivers and the year the house moved; insists on 'caregivers', never 'mothers', because one in five are fathers, grandfathers and uncles; thanks donors by kind, especially the market queen and the tomato sellers of the central market, and explains Ghanaian words (chop money, trotro, market queen or ohemmaa, Kejetia, Bantama, kenkey, tuo zaafi, 'the North', cedis, akwaaba); honest about a bedbug infestation, closing during COVID, and the number of families turned away; 'not for publication' asides about a land allocation not yet in writing and a company that wanted its logo on every bed; will not name the hospital, name children or show their faces; allows one heart or one pair of praying hands (nonprofit: a free hostel near a teaching hospital in Kumasi for the caregivers of children admitted for long treatment — cancer, sickle cell, kidney disease, burns, newborn intensive care — who travel from northern and rural Ghana and would otherwise sleep on hospital grounds; funded by monthly individual donors, businesses, churches and mosques, market traders and the diaspora)",
  description:
    "Akosua Boatemaa Owusu, a former bank branch manager whose daughter was treated for sickle cell disease, founded Nkwa House ('nkwa' means 'life' in Twi), a registered nonprofit, in Kumasi, Ghana, in 2017. The teaching hospital in Kumasi receives children with serious illnesses — cancer, sickle cell crises, kidney disease, burns, premature births — from across the middle and north of Ghana, often hundreds of kilometres from home, and a parent or relative must stay with the child for weeks or months; many of these caregivers cannot afford lodging and sleep on benches, corridors or the open ground of the hospital. Nkwa House runs a hostel within walking distance of the hospital with 24 beds, a kitchen serving two meals a day, washrooms, laundry and a prayer room, free of charge for one caregiver per admitted child for as long as the child is in hospital; volunteers visit the wards daily with the nurses to find caregivers who need a bed. A bed-night costs the organisation about GH¢72. Nkwa House has nine paid staff and about 140 volunteers, and has provided 48,906 bed-nights to caregivers.",
  headline: '48,906',
  customerQuote: 'At home they asked me where I slept in Kumasi. I told them: in a bed, like a person.',
  goalKeywords: ['bed sponsors', 'second house', 'December'],
  bannedWords: ['poor', 'less fortunate', 'beneficiaries', 'charity case'],
  noEmoji: false,
  answers: {
    opening: `Akwaaba — you are welcome. I am Akosua Boatemaa Owusu, founder and executive director of Nkwa House in Kumasi. "Nkwa" means life. Two small things before we start. I was a bank manager for nineteen years, so I like figures to be correct; our treasurer, Mr Agyeman, was a district auditor for thirty years, so he likes them even more correct, and he is reading over my shoulder. And I end my answers with a proverb, because my grandmother did, and because it saves me a paragraph. My phone does not have all the Twi letters, so forgive the spelling. Please, go ahead.`,
    product: `Nkwa House is a hostel for caregivers. Let me say exactly what that means.

When a child from, say, Tamale or Bolgatanga or a village in the Bono East is referred to the teaching hospital here in Kumasi — for leukaemia, for a sickle cell crisis, for a kidney problem, for bad burns, or a baby born too early — one family member must come and stay with that child. Ward nurses cannot feed, wash and sit with every child day and night; in our hospitals the caregiver does much of that. The caregiver is usually the mother, but one in five is a father, a grandmother, a grandfather, an uncle, an older sister. That is why I say "caregiver" and not "mother". Please use that word.

Treatment for these children is long. Two weeks for a crisis, months for cancer. The caregiver has travelled five hundred kilometres on a bus and then a trotro (our shared minibuses), with a bag and some chop money — money for food — that was meant to last one week. There is no room for her or him at the hospital. A guest house costs more than they have. So they sleep where they can: on benches, in corridors, on cloth spread on the ground under the trees near the wards. In the rainy season, under the verandahs. I have seen it for years. Everybody in Kumasi has seen it.

What we give, free of charge, for as long as the child is admitted:
1. A bed — a real bed, with a mattress and a clean sheet — in a shared room of four or six, women's rooms and men's rooms. 24 beds.
2. Two meals a day, breakfast and supper, cooked in our kitchen. Kenkey, rice, banku, and on Fridays tuo zaafi, because so many of our caregivers are from the North and they were tired of our southern food.
3. Washrooms with running water, a laundry, a place to charge a phone, a locker that locks.
4. A prayer room, shared by Christians and Muslims, with a timetable that Mr Agyeman negotiated like a treaty.
5. A social worker, three days a week, who helps with the hospital's paperwork and the health insurance.
6. Ward liaison: every morning volunteers go to the children's wards with the nurses' permission and ask who is sleeping outside. The nurses tell us. That is how almost all caregivers find us.

We are a five-minute walk from the children's block. A caregiver can be at the bedside in five minutes at 2 in the morning if the nurse calls.

There is a small box at the door. It says, in English, Twi and Dagbani, "if you can, five cedis a night". About one caregiver in four puts something. Some fathers told us they sleep better if they have paid something. I respect that. Nobody is asked.

A bed-night costs us GH¢72 — I used to say 60, and Mr Agyeman reminds me that 60 was 2024 and prices are not 2024.

Baanu so a, emmia. When two people carry a load, it is not heavy.`,
    audience: `Who stays with us, from our register:

About 60 per cent come from the northern regions — Northern, Upper East, Upper West, Savannah, North East. Most of the rest from the Bono, Bono East and Ahafo regions, and the rural parts of Ashanti. A few from Côte d'Ivoire and Burkina Faso, across the border, whose children were referred here.

78 per cent women, 22 per cent men. The men are the surprise to visitors. A father whose wife has just delivered another baby at home; a grandfather because both parents are working in Accra; once a seventeen-year-old brother, whose sister was six.

The children's illnesses, by share of our caregivers: cancers about 30 per cent, sickle cell disease about 25, newborns in the intensive care unit about 20 — those mothers are often just days after delivering themselves — kidney disease about 10, burns about 10, and the rest other things.

Average stay: about 7.6 nights; most stays are short, a few are very long. Longest stay: 211 nights, a mother from the Upper West whose son was treated for leukaemia. He went home. I am allowed to tell you that.

Caregivers hosted since 2017: 6,400. I wrote 6,000 in our last report and Mr Agyeman made me correct it; the exact figure is 6,412.

And our other audience, the people who keep the lights on: monthly donors in Ghana; Ghanaians abroad in London, Hamburg, the Bronx and Toronto; businesses in Kumasi; churches and mosques; and the traders of Kejetia, our great central market, about whom I will not stop talking.

Nsateaa nyinaa nnse. The fingers are not all equal — every giver gives differently, and every one counts. (Mr Agyeman, who is from Akuapem, says I spell my proverbs the Asante way and that a proverb written down deserves the Akuapem spelling. We have had this argument since 2016. I am from Kumasi; I win.)`,
    problem: `The problem is not illness. The hospital treats illness, and the doctors and nurses there do remarkable work with what they have. The problem is what happens around the illness, to the family.

One: distance. Specialist care for children is concentrated in a few teaching hospitals. For a family in the Upper East, Kumasi is more than a day's journey and more than a week's wages.

Two: money. Health insurance covers much of the treatment, not the caregiver's food, lodging or transport. Chop money for one week becomes chop money for six weeks. Caregivers stop eating properly so the child can have what the ward doesn't provide.

Three: sleep and safety. A caregiver sleeping on the ground does not sleep. In the rainy season they get wet, they get malaria, they catch whatever is going round. Women alone at night are not safe. Phones and money are stolen. And a tired, sick caregiver makes mistakes with medicines, misses the doctor's round, cannot think.

Four: dignity. I will say it plainly. People who are treated like they are in the way begin to believe it. We have had caregivers who did not ask the doctor a question for three weeks because they felt they had no right to be there.

And five, the one I feel most: some caregivers take the child home early, against medical advice, because they cannot stay any longer. The nurses tell us this. I am not going to give a number because nobody has a good one. But every nurse in that hospital has a story.

Dua baako gye mframa a, ebu. When a single tree faces the wind, it breaks.`,
    story: `My daughter Adwoa was born in 2004 with sickle cell disease. From the age of three she had crises — terrible pain, and sometimes admission for a week or two. We live in Kumasi. I was a bank branch manager at that time. So when she was admitted I could sit with her in the evening, go home to sleep, shower, come back before work. I thought it was hard. It was not hard, compared with the others.

On those nights I saw the other parents. In the corridor. On the bench outside the ward. Under the mango trees near the children's block, on cloth, with a bucket and a small bag. I remember one mother from near Tamale, called Memuna, whose baby was in the intensive care. She had delivered the baby herself five days before. She was sleeping on the floor of the corridor because the mothers' room had no space. She was bleeding and she didn't want to tell anybody. I took her home to my house that night. My husband looked at me, and then he went to make tea.

For some years after that I did small things — I brought mats, I brought food on Sundays with my church friends, I paid for a room in a guest house sometimes. Adwoa grew up; she is twenty-two now and studying pharmacy, and yes, she manages her illness better than I manage my diary.

In 2016 my bank merged with another one and offered early retirement. I took it. I had my severance and I had a plan that fit on one page. Mr Agyeman, who was a friend of my late father's and had just retired as a district auditor, read the page and said: "This is a good page. Who will do the accounts?" So he became the treasurer.

We opened in March 2017 in a rented four-bedroom house in Bantama, near the hospital, with 12 beds, two of the mattresses on loan from my church, and a cook who was my former cleaner at the bank. The first night we had three caregivers. The first week, eleven. The first month, we had a waiting list.

Obi nnim obrempon ahyease. Nobody knows the beginning of a great man — or of a house.`,
    storyFollowUp: `After the first house:

2018: registered formally with the Department of Social Welfare and the Registrar. Mr Agyeman insisted on audited accounts from the first year. Everybody laughed at an audit for 12 beds. Today it is the reason serious donors trust us.

2019: the market women. I will tell this properly. The queen of the tomato sellers at the central market — in Ghana each commodity in a big market has a market queen, an ohemmaa, who leads the traders — had a grandson admitted for burns. Her daughter stayed with us. When the boy went home, the queen called a meeting of her association. Since then, every week, the tomato, pepper, onion and yam sellers send food to our kitchen. Every week for seven years. They have never asked for a photograph.

2020: COVID. The hospital restricted caregivers and our government guidance changed every week. We closed for five weeks, in April and May. I still think it was wrong. Caregivers went back to sleeping outside. When we reopened it was with fewer beds per room, masks and handwashing stations, and I promised myself we would never close completely again.

2021: a family who had run a guest house near the hospital gave us their building on a ten-year free lease. Mr Agyeman says I should say 2022 because the lease was signed in January 2022. We moved in December 2021. I am telling you both. 24 beds, a proper kitchen, washrooms.

2023 and 2024: the ward liaison volunteers, mostly students from the university here, and our social worker.

Now: nine paid staff — house manager, two night wardens, two cooks, a cleaner, the social worker, a driver and a part-time accountant — and about 140 volunteers.

Not for publication, please: in 2024 a pharmaceutical company offered to pay for every bed for a year if we would put its logo on every bed and every sheet. We said no. Caregivers are not advertising space. They were polite about it, and they gave a smaller gift without a logo, which was gracious.

Obi nkyere abofra Nyame. Nobody teaches a child about God — some things do not need explaining, and a caregiver's dignity is one of them.`,
    proof: `From the register, to the end of October 2026. Mr Agyeman has checked every figure and initialled the page.

Bed-nights provided since March 2017: 48,906. One bed-night is one caregiver in one bed for one night. We do not count children, visitors, or volunteers who sleep over.

Caregivers hosted: 6,412. Meals served: about 94,000 — that one is an estimate, from the kitchen's records; please say "about".

Occupancy this year: 96 per cent of our 24 beds, night after night. Which is good for a hotel and bad for us, because it means we are turning people away.

Requests we could not meet in 2025: 1,130 caregivers asked for a bed and we had none that night. Some got a bed a few days later; many did not. I would rather you print that number than any number that makes us look good.

Money: our budget for 2026 is GH¢640,000. 41 per cent from individual monthly donors in Ghana and abroad, 27 per cent businesses, 14 per cent churches and mosques, 5 per cent from the box at the door, and the rest from events. The market women's food is on top of that and we value it at about GH¢60,000 a year. Mr Agyeman says that valuation is "generous to them". I say it is not generous enough.

What went wrong:

2020, COVID: we closed for five weeks. I told you. I regret it.

2023, bedbugs. I will not pretend. In June 2023 we had an infestation. It came in with someone's bag, which is how it always comes, and it spread through two rooms before we understood. We closed those rooms for sixteen days, fumigated three times, threw away 9 mattresses and replaced every wooden bed frame with metal frames and every mattress with one that has a plastic cover. It cost about GH¢26,000 that we did not have. Two caregivers had to sleep outside again for those nights because we could not place them elsewhere. Now every bag is checked gently at the door and every mattress is inspected each week.

Ahofe ntua ka. Beauty does not pay debts — so we count.`,
    proofFollowUp: `Francis. First name only, please. He is a father from the Upper East Region, a farmer — millet, groundnuts, some guinea fowl.

In 2024 his daughter, who was nine, was referred to Kumasi with a kidney illness. His wife had just had a baby, so Francis came. He had never been to Kumasi. He travelled on an overnight bus and arrived with one bag and about four hundred cedis.

For the first four nights he slept on a bench near the children's block. He did not ask anyone for anything. On the fifth morning one of our ward volunteers, a nursing student, saw him washing his face at a tap outside and asked where he was sleeping. He said, "Here."

He stayed with us for 47 nights. His daughter had dialysis and then she was stable enough to go home, and she is in school. He helped in our kitchen every evening — he said he could not eat food he had not helped with. He fixed our gate, which had been broken for a year. He taught the Kumasi volunteers to greet in Gurune, and they still use it.

When he went home, he came to my office to say goodbye and told me what people at home had asked him, and what he had answered. I wrote it down that same day, with his permission. His words are in the next answer.

Okoto nwo anomaa. The crab does not give birth to a bird — what you are, you pass on. Francis will have his daughter fixing gates.`,
    customerWords: `Francis said it to me in English, in my office, on the day he went home in 2024. I wrote it down in front of him and read it back to him, and he said, "Yes. That is it."

"At home they asked me where I slept in Kumasi. I told them: in a bed, like a person."

You may use it with "Francis, a father from the Upper East Region". First name only. No photograph of him or of his daughter, and please do not mention her illness next to his name.`,
    belief: `I believe a caregiver is part of the treatment. A child recovers faster with a rested, fed, calm person next to the bed. That is not charity; that is medicine, and the doctors will tell you the same.

I believe that nobody should have to prove they deserve a bed. We do not means-test. If your child is admitted and you have nowhere to sleep, you have a bed if we have one.

I believe in counting. Every cedi that comes in is accounted for, every bed-night registered, and the audited accounts are on our website every year. Mr Agyeman taught me that being trusted is a thing you do every month, not something you announce.

I believe in giving people their names back. At the hospital a caregiver is "mother of bed 14". In our house they are Memuna, Francis, Auntie Abena.

Mefre sika a, sika nnye so; mefre ntoma a, ntoma nnye so; onipa na ohia. I call gold, gold does not answer; I call cloth, cloth does not answer — it is the human being that matters.`,
    update: `Since the middle of the year:

1. We finished a new washroom block in August — six showers and six toilets, paid for by a Kumasi service club and two Ghanaian families in London. Before that we had two showers for 24 people. You can imagine the mornings.

2. Solar panels on the roof since September, because the power cuts were spoiling food in our freezers. A Kumasi engineering firm installed them at cost.

3. A second social worker, part-time, funded for two years by a foundation.

4. A new arrangement with the hospital's newborn unit: mothers of babies in intensive care get first priority for the ground-floor beds, because they have just delivered and the stairs are hard.

5. We started a small savings and transport fund: when a caregiver goes home, we pay the bus fare home for the caregiver and the child, because some families were stuck in Kumasi after discharge with no fare. 212 fares paid since April.

Not for publication: there is a plot of land, very close to the hospital, that a traditional authority here has said we may use for the second house. It has been agreed by mouth, with great warmth, three times. It has not been agreed on paper. Until the allocation letter is signed, please do not mention land, or where.

Abofra bo nwa na ommo akyekyedee. A child can break the shell of a snail, not the shell of a tortoise — we start with what we can manage.`,
    goal: `The goal is a second house. Forty more beds, near the hospital, open by December 2027. That would more than double us, and it would mean most of the 1,130 caregivers we turned away last year have somewhere to sleep.

The building will be paid for by a separate capital appeal, which is going well; I can talk about that when the land is on paper. What I need people for is the running cost, because a house that cannot pay its cooks should not open. So the ask is: 300 new monthly bed sponsors before the second house opens. Three hundred sponsors would cover about three quarters of its running cost; the rest will come, as now, from businesses, churches and mosques.

What a bed sponsor does: gives GH¢200 a month if you are in Ghana, or £15, €18 or $20 a month if you are abroad. That is roughly the cost of keeping one bed in the second house for about three nights every month, fed and clean. Today we have 112 bed sponsors for the first house. We need 300 more for the second.

What a bed sponsor gets: a short message every month from the house — not a photograph of a sick child, never — telling you how many nights "your" bed was used and one thing that happened in the house, with the caregiver's permission. And the audited accounts every year.

Churches, mosques, alumni associations, Ghanaian associations abroad, office colleagues: a group can sponsor a bed together. Several old school associations already do; the old girls of one school in Kumasi sponsor a whole room.

How: on our website, nkwahouse.org, by mobile money or card, or write to me at akosua@nkwahouse.org and I will call you myself.

Tikoro nko agyina. One head does not go into council — and one house is not enough.`,
    tone: `Warm and direct. Dignified. Like you are introducing a neighbour to a friend, not like an appeal on television.

Emoji: one heart or one pair of praying hands is fine, if you must. No crying faces, no sad faces. ❤️

Words, please, never:
- "poor" — our caregivers are farmers, traders, teachers, drivers. They are people whose child got sick far from home. That can happen to anybody, and it happened to me.
- "less fortunate" — the same, in a nicer suit.
- "beneficiaries" — they are guests. In our house we say guests, or caregivers, or their names.
- "charity case" — no person is a case.

Also: say "caregivers", not "mothers". No photographs of children, ever. No photographs of caregivers' faces unless they agreed in writing, and never in a ward. Do not name the hospital — the hospital has its own rules about communications and we respect them; "the teaching hospital in Kumasi" is enough. No "Africa" in general — we are in Kumasi, Ghana. No politics, no blame on the government or the hospital.

And please thank the market women in anything about food. Always.`,
    other: `I don't know enough about that to say something useful, and Mr Agyeman has trained me not to guess. Ask me about the house.`,
    repeat: `I think we have already covered that one. My answer is the same; the house has not changed since. Mr Agyeman says repetition is how auditors know a figure is true.`,
    pass: `I have nothing more to add on that. It is supper time in the house, and on Fridays it is tuo zaafi, so I must go and queue with everyone else. Nante yie — go well.`,
  },
}

export const freshFounders28: Founder[] = [sebastian, marin, maude, lavonda, kohei, akosua]
