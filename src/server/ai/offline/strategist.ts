// Over 300 lines: the narrative pillars' themes, titles and descriptions, from one reading of the interview.
/**
 * Narrative pillars as a strategist would name them: each title is the founder's own claim or
 * subject, cut at a phrase boundary (no template with a slot), and each description says, in the
 * third person, whom the pillar speaks to and what evidence from the interview carries it. A finished
 * interview always gives three; thin answers give the plainest three, never an error.
 */
import type { PillarDraft, TranscriptLine } from '../provider'
import { analyse, figureIn, hasFiniteVerb, wordCount } from './nlp'
import type { Topic } from './topics'
import { type Answer, founderNames, productName, readAnswers, sentencesOfAnswer } from './writer'

const MAX_TITLE_WORDS = 8
/** Words that open a new phrase: a title may stop right before one. */
const PHRASE_BREAK =
  /^(in|at|on|for|because|and|but|so|when|that|which|who|with|to|from|after|before|while|until|since|by|or|instead|than|if|himself|herself|themselves|itself|myself)$/i

/** Words a title never ends on: it would read as cut off. */
const DANGLING =
  /\s(a|an|the|and|or|but|of|to|for|with|in|on|at|by|our|my|your|their|its|is|are|was|were|that|which|who|he|she|they|we|I|it|when|where|while|if)$/i

/** A clause of at most MAX_TITLE_WORDS words from a sentence, cut where a phrase ends; or null. */
export function titleFrom(sentence: string, product: string | null = null, needsVerb = false): string | null {
  const bare = sentence
    .replace(/\s*\([^)]*\)?/g, '')
    .replace(/["“”]/g, '')
    .replace(/\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu, '')
    .replace(/^((hot take|unpopular opinion|honestly|so|and|but|well|then|or|hi+|hello|hey)[:,!]?\s+)+/i, '')
    .replace(/[.!?]+$/, '')
    .trim()
  const clauses = bare.split(/\s*[,;:—–]\s+|\s+(?:because|so that|which|and then|but)\s+/)
  for (const [at, raw] of clauses.entries()) {
    const clause = raw.replace(/^(and|so|but|then|or|before|after that)\s+/i, '')
    // A later clause that opens on its verb ("…but think it's too difficult") has lost its subject.
    const head = analyse(clause)[0]?.tokens[0]
    if (at > 0 && head?.tags.has('Verb') && !head.tags.has('Gerund')) continue
    // A clause that only sets the scene ("It's the whatsapp group", "I was coaching") names no theme.
    if (
      /^(it's|it is|it was|there is|there's|there was|I was|I am|I'm|we were|we are|this was|that was)\b/i.test(
        clause,
      ) &&
      clauses.length > 1
    )
      continue
    // A relative clause ("who was having his third asthma attack") leans on a noun the title lacks.
    if (
      /^(who|which|whose|whom|where|they|them|it|she|he|this|these|those|that|when|by way of|in terms of)\b/i.test(
        clause,
      )
    )
      continue
    // An introduction ("I'm Bea", "co-founder of…") or an aside ("to be fair") is no theme.
    if (
      /^(I['’]?m|I am|my name is|this is)\b/i.test(clause) ||
      /^(?:the\s+)?(?:co-?founder|founder|ceo|owner)\b/i.test(clause) ||
      /^(?:to be (?:fair|honest)|let's be honest|if I'm honest|I should add|mind you|not a typo)\b/i.test(
        clause,
      ) ||
      /^(hi+|hello|hey|good (morning|afternoon|evening)|thank)/i.test(clause)
    )
      continue
    const words = clause.split(/\s+/).filter(Boolean)
    if (words.length < 2) continue
    // Cut where a phrase ends: at the clause's end, or before a preposition or conjunction.
    let k = Math.min(words.length, MAX_TITLE_WORDS)
    while (k < words.length && k >= 3 && !PHRASE_BREAK.test(words[k]!)) k--
    if (k < 3 && words.length > MAX_TITLE_WORDS) continue
    let title = words.slice(0, k).join(' ')
    // "400 freelancers pay for it" names what "it" is; "…now", "…too" add nothing to a theme.
    // Only where "it" can only be the product ("pay for it", "use it"): "One customer measured it" was
    // the customer's retry rate, and naming the product there told readers something false.
    if (product)
      title = title.replace(
        /\b(pay for|paying for|use|uses|using|love|loves|try|tried|buy|bought) it$/i,
        `$1 ${product}`,
      )
    title = title.replace(/\s(now|today|too|also|again|here|anymore|yet)$/i, '')
    while (DANGLING.test(title)) title = title.replace(DANGLING, '')
    if (/\s(it|them|this|that|him|her|us|me)$/i.test(title)) continue
    // A claim, a cost or an event is a sentence; a bare noun phrase ("A payments company") names none.
    if (needsVerb && !analyse(title).some(hasFiniteVerb)) continue
    // "…my husband said" introduces words the title leaves out.
    if (/\b(said|says|told|asked)$/i.test(title)) continue
    // A title cut right after its verb ("…a grandmother came", "…service run") reads as cut off.
    const lastWord = analyse(title)[0]?.tokens.at(-1)
    if (
      k < words.length &&
      (lastWord?.tags.has('Verb') ||
        /(ed|^run|^made|^built|^done|^led|^kept|^held)$/i.test(lastWord?.text ?? ''))
    )
      continue
    if (wordCount(title) >= 2) return title.charAt(0).toUpperCase() + title.slice(1)
  }
  return null
}

/** Whom the product is for, from what the founder said it is for ("for restaurant kitchens"). */
export function audienceIn(answers: Answer[]): string | null {
  for (const a of answers.filter((x) => x.topic === 'product' || x.topic === 'audience')) {
    const m = a.clean.match(
      /\bfor ((?:\p{Ll}[\p{L}'-]*\s?){1,5}?)(?=[.,;!?]|\s(?:who|that|to|in|and|because|so)\b|$)/u,
    )
    if (
      m?.[1] &&
      !/^(a|an|the|me|us|them|it|free|now|my|our|your|his|her|their|years?|months?|weeks?|sell|selling|\w+ing)\b/.test(
        m[1],
      )
    )
      return m[1].trim()
  }
  // "We help small coffee farms…", "When a renter calls…": whom the product serves.
  for (const a of answers.filter((x) => x.topic === 'product')) {
    const helped = a.clean.match(
      /\bhelps? ((?:small |independent |local )?[\p{Ll}-]+(?: [\p{Ll}-]+)?s)\b/u,
    )?.[1]
    if (helped && !/^(them|us|people)$/.test(helped)) return helped
    const when = a.clean.match(/\b[Ww]hen an? ([\p{Ll}-]+) (?:calls|comes|signs|writes|texts|needs)\b/u)?.[1]
    if (when) return `${when}s`
  }
  // Else the people named most, those with the problem counting double.
  const counts = new Map<string, number>()
  // Only where the founder said whom it is for or what they suffer: elsewhere "readers" are the posts'
  // readers and "volunteers" the founder's team.
  for (const a of answers.filter(
    (x) => x.topic === 'problem' || x.topic === 'product' || x.topic === 'audience',
  ))
    for (const m of a.clean.matchAll(PEOPLE_WORDS)) {
      const w = m[0].toLowerCase()
      if (/^(readers|users|customers|volunteers)$/.test(w)) continue
      counts.set(w, (counts.get(w) ?? 0) + 1)
    }
  return [...counts].sort((x, y) => y[1] - x[1])[0]?.[0] ?? null
}

const PEOPLE_WORDS =
  /\b(?:(?:small|independent|local|volunteer|coffee|restaurant|engineering|dev|solo)\s+)?(?:teams|coaches|farmers|farms|tenants|renters|patients|managers|cooks|engineers|developers|devs|founders|parents|kitchens|chefs|restaurants|clinics|shops|creators|writers|freelancers|students|teachers|nurses|doctors|roasters|landlords|volunteers|customers|users|readers|families)\b/giu

/** The first of the sentences, best first, that gives a title with a verb. */
const firstTitle = (sentences: string[], product: string) => {
  // A theme is named from what happened or what is claimed, before the teller's own "I…"/"You…".
  const personal = /^(I|I'm|I've|We|We're|We've|You|My|Our|Me)\b|^(?:in|on|at|by) [^,]{1,20}?,? (?:I|we)\b/i
  for (const pass of [false, true])
    for (const s of sentences) {
      const title = titleFrom(s, product, true)
      if (title && (pass || !personal.test(title))) return title
    }
  return null
}

/** A claim as a description quotes it: no label, no emoji, no closing stop, lower-case start. */
const plainClaim = (claim: string) =>
  claim
    .replace(/^(hot take|unpopular opinion|honestly)[:,]?\s+/i, '')
    .replace(/\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu, '')
    .replace(/[\s.!?]+$/, '')
    .replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())

type Theme = { topic: Topic; title: string; description: string }

const quoteIn = (text: string) => text.match(/["“]([^"”]{6,})["”]/)?.[1] ?? null

/** The pillars of an interview: three to five, each on its own theme, titles in the founder's words. */
export function strategistPillars(transcript: TranscriptLine[]): PillarDraft[] {
  const answers = readAnswers(transcript)
  const names = founderNames(transcript)
  // Readers took "the product" and "the people it serves" for filler: unknown, a description goes without.
  const named = productName(answers, names)
  const product = named ?? 'the product'
  const found = audienceIn(answers)
  const audience = found ?? 'the people it serves'
  const forThem = found ? ` for ${found}` : ''
  const whose = (x: string) => (named ? `${named}${x}` : `it${x}`)
  /**
   * The founder's own evidence for a theme, as a reader of the description would want it: a sentence of
   * that answer other than the title's, told in the third person already (no "I", "we", "you"), of a
   * readable length. Quoted as said, never turned around.
   */
  const evidence = (sentences: string[], title: string | null) =>
    sentences.find(
      (x) =>
        !(title && x.toLowerCase().includes(title.toLowerCase())) &&
        !/\b(I|I'm|I've|I'd|me|my|we|we're|we've|our|us|you|your|you're)\b/i.test(x) &&
        wordCount(x) >= 8 &&
        wordCount(x) <= 32 &&
        !/["“”]/.test(x) &&
        // It must make sense alone: no "That's…", "At that point…", "He lifted…", "Meanwhile:".
        !/\b(that|this|these|those|it|its|he|she|him|her|his|they|them|their|then|there|meanwhile|same|one)\b/i.test(
          x.split(/\s+/).slice(0, 4).join(' '),
        ),
    )
  const said = (topic: Topic) => answers.filter((a) => a.topic === topic).flatMap(sentencesOfAnswer)
  const themes: Theme[] = []
  const add = (topic: Topic, title: string | null, description: string) => {
    if (!title) return
    const key = title.toLowerCase()
    if (themes.some((t) => t.title.toLowerCase() === key || t.topic === topic)) return
    themes.push({ topic, title, description })
  }

  // Each description names the evidence the interview gave for it: a figure with what it counts, or
  // the subject the answer was about.
  const evidenceIn = (sentences: string[]) => {
    for (const x of sentences) {
      const figure = figureIn(x)
      // A figure with what it counts ("12,000 trios", "60 messages"), not a bare or cut one.
      if (figure && wordCount(figure) >= 2 && !/\b(than|of|to|and|in|for|the|a)$/i.test(figure)) return figure
    }
    return null
  }

  const belief = said('belief')
  // "Most people believe A, but B": the founder's view is B. Said plainly, it is the first sentence.
  const finished = /^(most|many|everyone|everybody|people|the industry)\b/i.test(belief[0] ?? '')
  // What others believe ("Everyone in skincare thinks…") is what the founder argues against: never
  // the theme's title nor its description.
  const opposing = (x: string) =>
    /^(most|many|everyone|everybody|people|the industry|others)\b[^.!?]*\b(think|thinks|believe|believes|say|says|assume|assumes|talk|talks)\b/i.test(
      x,
    )
  // The founder's own sentences, not a bare rebuttal ("Wrong.", "No!!") nor the list that set it up.
  const own = belief.filter((x) => !opposing(x) && wordCount(x) >= 4 && analyse(x).some(hasFiniteVerb))
  const claim =
    (finished ? belief.join(' ').match(/\bbut\s+([^.!?]+)/i)?.[1] : undefined) ?? own[0] ?? belief[0]
  if (claim) {
    const title = firstTitle([claim, ...own], product)
    add(
      'belief',
      title,
      evidence(own, title) ??
        (/\b(I|we|my|our|me|us)\b/i.test(claim) ||
        opposing(claim) ||
        (title && claim.toLowerCase().includes(title.toLowerCase()))
          ? `The view ${whose(' is built on')}, and what the founder has seen that others miss.`
          : `The view ${whose(' is built on')}: ${plainClaim(claim)}.`),
    )
  }

  const problem = said('problem')
  const cost =
    problem.find((s) => /\d|hour|day|week|money|\$|€|£|lose|lost|waste|cost|burn|quit|miss/i.test(s)) ??
    problem[0]
  if (cost) {
    // An answer that opens on its subject ("The orphan sock drawer!!") has named the theme already.
    const title =
      (problem[0] && wordCount(problem[0]) <= 6 && !analyse(problem[0]).some(hasFiniteVerb)
        ? titleFrom(problem[0], product)
        : null) ?? firstTitle([cost, ...problem], product)
    add(
      'problem',
      title,
      evidence([cost, ...problem], title) ??
        (found
          ? `What ${found} put up with before ${product}, and what it costs them.`
          : `The problem ${whose(' solves')}, and what it costs.`),
    )
  }

  const story = said('story')
  // The event itself ("Three kids got left at the pitch"), not its setting ("I was coaching…").
  const moment =
    story.find((s) => /\d|(day|night|morning|week)\b/i.test(s) && !/^(I|We) (was|were|am|are)\b/.test(s)) ??
    story.find((s) => !/^(I|We) (was|were|am|are)\b/.test(s)) ??
    story[0]
  if (moment) {
    const title = firstTitle([moment, ...story], product)
    add('story', title, `How ${named ?? 'it all'} began: the moment it started and what happened next.`)
  }

  const proof = [...said('proof'), ...said('customer')]
  const quote = answers
    .filter((a) => a.topic === 'customer')
    .map((a) => quoteIn(a.clean))
    .find(Boolean)
  const headline = proof.find((s) => /\d/.test(s))
  add(
    'proof',
    quote ? titleFrom(quote, product) : headline ? titleFrom(headline, product) : null,
    evidenceIn(proof)
      ? `What ${whose(' has done')}${forThem}: ${evidenceIn(proof)}, and customers in their own words.`
      : `What ${whose(' has done')}${forThem}, in results and in customers' own words.`,
  )

  // What it is, in the founder's words: "Mise is a prep list app for restaurant kitchens" → "A prep list
  // app for restaurant kitchens".
  const about = said('product')
  const isA = about.map((x) => x.match(/\b(?:is|it's) (an? [^.,;]+)/i)?.[1]).find(Boolean)
  add(
    'product',
    isA
      ? titleFrom(isA)
      : about[0]
        ? titleFrom(about[0].replace(/^(?:I|We) (?:run|build|make)\s+/i, ''))
        : null,
    `What ${whose(' does')}${forThem}, shown in use.`,
  )

  // Thin answers: the plainest themes there are, still about this founder's product and audience.
  const plain: [Topic, string, string][] = [
    ['product', `What ${product} does`, `What ${product} does for ${audience}, in plain terms.`],
    [
      'audience',
      `Working with ${audience}`.slice(0, 60),
      `What the founder has learned from ${audience}, and what they need.`,
    ],
    [
      'story',
      `Building ${product}`,
      `The week-to-week work of building ${product}: what shipped, what broke, what changed.`,
    ],
  ]
  for (const [topic, title, description] of plain)
    if (themes.length < 3) add(topic, titleFrom(title) ?? title, description)
  return themes.slice(0, 5).map(({ title, description }) => ({ title, description }))
}
