import {
  copiedSentence,
  hasGoalLeak,
  labelMismatch,
  MAX_POST_LENGTH,
  templatedQuestion,
} from '../../../shared/content-rubric'
import { isNearDuplicate } from '../../../shared/near-duplicate'
import type { PillarDraft, TranscriptLine, TweetDraft, TweetRequest } from '../provider'
import {
  analyse,
  capitalise,
  cleanSentence,
  hasFiniteVerb,
  hasNumber,
  isMetaTalk,
  isPastTense,
  midSentence,
  nounPhrases,
  properNames,
  type Sentence,
  sentencesOf,
  thingNames,
  wordCount,
} from './nlp'
import { stableIndex, toSecondPerson } from './text'
import { answerTopics, questionTopic, type Topic } from './topics'

/** A pillar's theme: the interview topics plus lessons (a mistake and what it taught). */
export type Theme = Exclude<Topic, 'goals'> | 'lesson' | 'goals'

/** One usable sentence of the founder's, cleaned, with what it is about. */
export type Material = {
  text: string
  theme: Theme
  answer: number
  number: boolean
  past: boolean
  phrases: string[]
  /** A brief answer or a verbless phrase: usable only inside a composed post. */
  fragment: boolean
  /** Leans on the sentence before it ("They run…", "That evening…"): never opens a post alone. */
  dependent: boolean
  /** Position of the sentence in its answer. */
  position: number
}

export type Analysis = {
  items: Material[]
  product: string | null
  names: string[]
  phrases: Map<string, number>
}

const METRIC =
  /%|\bper ?cent\b|[$€£₦¥₹]|\bfrom\b.+\bto\b|\b(hours?|revenue|stars|saved?|cut|fell|grew|dropped|pay|paying|fewer|more than|use)\b/i
const PRODUCT_INTRO =
  /\b(?:founder of|founded|building|we build|we make|we run|we started|I built|I started|I'm building|I am building|we launched|I launched)\s+((?:[A-Z][\p{L}\d-]*)(?:\s[A-Z][\p{L}\d-]*)*)/u
const DEPENDENT = /^(they|them|it|it's|this|that|these|those|he|she|which|so|then|there)\b/i
const LESSON = /\b(taught me|learned|learnt|lesson|mistake|got wrong|wish i had|never again)\b/i
const THEME_ORDER: Theme[] = ['problem', 'story', 'proof', 'belief', 'lesson', 'audience', 'product', 'goals']

function themeOf(sentence: Sentence, text: string, asked: Topic | null, answerThemes: Set<Topic>): Theme {
  // A terse founder labels their own answer: "Goal: 1,000 plumbers."
  if (/^(goals?|aims?|targets?|next)\s*:/i.test(text)) return 'goals'
  if (LESSON.test(text)) return 'lesson'
  // A brief answer says what it is by itself: "300 users." is proof, "Commuters." an audience.
  if (wordCount(text) < 4 && !hasFiniteVerb(sentence)) {
    if (hasNumber(sentence)) return 'proof'
    if (PEOPLE.test(text.replace(/[.!?]+$/, ''))) return 'audience'
  }
  const own = answerTopics(text, [sentence])
  if (asked && (own.has(asked) || own.size === 0)) return asked
  const first = THEME_ORDER.find((t) => own.has(t as Topic))
  if (first) return first
  return asked ?? THEME_ORDER.find((t) => answerThemes.has(t as Topic)) ?? 'product'
}

/** Reads the founder's answers: every usable sentence with its theme, the product's name, key phrases. */
export function analyseInterview(transcript: TranscriptLine[]): Analysis {
  const items: Material[] = []
  const nameCount = new Map<string, number>()
  const phrases = new Map<string, number>()
  const names = new Set<string>()
  let asked: Topic | null = null
  let answer = 0
  for (const line of transcript) {
    if (line.speaker === 'interviewer') {
      // A question on no known topic ("How did that go?") follows up on the one before.
      asked = questionTopic(line.content) ?? asked
      continue
    }
    answer++
    const whole = answerTopics(line.content)
    for (const [position, s] of analyse(line.content).entries()) {
      if (isMetaTalk(s.text) || s.text.endsWith('?')) continue
      const text = cleanSentence(s.text)
      if (!text || text.length > 250) continue
      for (const n of properNames(s)) names.add(n)
      for (const n of thingNames(s)) nameCount.set(n, (nameCount.get(n) ?? 0) + 1)
      const own = nounPhrases(s)
      for (const p of own) phrases.set(p.toLowerCase(), (phrases.get(p.toLowerCase()) ?? 0) + 1)
      items.push({
        text,
        theme: themeOf(s, text, asked, whole),
        answer,
        position,
        number: hasNumber(s) && METRIC.test(text),
        past: isPastTense(s),
        phrases: own,
        fragment: wordCount(text) < 2 || !hasFiniteVerb(s),
        dependent: position > 0 && DEPENDENT.test(text),
      })
    }
  }
  // The product is the name the founder says they build, else the name said most often about it.
  const introduced = transcript
    .filter((l) => l.speaker === 'founder')
    .map((l) => l.content.match(PRODUCT_INTRO)?.[1])
    .find((n): n is string => !!n && !/^(I|We|It)$/.test(n))
  const productItems = items.filter((i) => i.theme === 'product')
  const product =
    introduced ??
    [...nameCount.keys()]
      .map((n) => ({
        n,
        score: (nameCount.get(n) ?? 0) + productItems.filter((i) => i.text.includes(n)).length * 2,
      }))
      .sort((a, b) => b.score - a.score)[0]?.n ??
    null
  return { items, product, names: [...names], phrases }
}

export type RichPillar = PillarDraft & { theme: Theme; phrase: string; items: Material[]; fallback?: boolean }

const head = (phrase: string) => phrase.toLowerCase().split(/\s+/).at(-1)!.replace(/s$/, '')

const titleFor: Record<Theme, (np: string, product: string | null) => string> = {
  problem: (np) => `The real cost of ${np}`,
  story: (np, product) =>
    product && !np.includes(product) ? `From ${np} to ${product}` : `The story of ${np}`,
  proof: (np, product) => (product ? `${product} in numbers` : `${np.replace(DETERMINERS, '')} in numbers`),
  belief: (np) => `Rethinking ${np}`,
  lesson: (np) => `Lessons from ${np}`,
  audience: (np) => `Built for ${np}`,
  product: (np, product) => (product ? `Inside ${product}` : `A closer look at ${np}`),
  goals: (np) => `Why ${np} matters`,
}

/** Why a theme is worth posting about, said before the founder's evidence for it. */
const whyItMatters: Record<Theme, string> = {
  problem: 'Your customers already pay this cost; naming it is what makes them look for a fix',
  story: 'Where it started shows you lived the problem before you built the fix',
  proof: 'Figures let readers believe it works without taking your word for it',
  belief: 'A view your industry does not share gives people a reason to follow you',
  lesson: 'What you learned the hard way saves your readers the same mistake',
  audience: 'The people you build for should recognise their own week in what you post',
  product: 'Showing what it does on a normal day makes the benefit concrete',
  goals: 'Where you are heading gives readers a reason to come along',
}

const QUANTIFIERS = /^(most|many|some|all|few|several|much)\s+/i
const DETERMINERS = /^(the|a|an|this|that|these|those|my|our|your|his|her|their|its)\s+/i

const NUMBER_WORDS =
  'two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty|hundred|thousand|million'
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Where a theme with too little material goes: the theme its sentences usually continue. */
const AFFINITY: Record<Theme, Theme[]> = {
  goals: ['product', 'audience', 'proof'],
  lesson: ['story', 'problem', 'belief'],
  audience: ['product', 'problem'],
  belief: ['problem', 'lesson', 'product'],
  story: ['problem', 'lesson', 'product'],
  proof: ['product', 'problem', 'audience'],
  product: ['proof', 'audience', 'story'],
  problem: ['story', 'belief', 'audience'],
}

/**
 * Themes grouped into pillars with enough to post about: about two whole sentences a pillar (3 to 7
 * pillars), the thinnest theme folded into the one it continues. Goals never stand alone.
 */
export function mergeThinThemes(items: Material[]): Map<Theme, Material[]> {
  const groups = new Map<Theme, Material[]>()
  for (const item of items) groups.set(item.theme, [...(groups.get(item.theme) ?? []), item])
  const whole = items.filter((i) => !i.fragment).length
  const target = Math.min(7, Math.max(3, Math.floor(whole / 2)))
  const fold = (theme: Theme) => {
    const list = groups.get(theme)!
    groups.delete(theme)
    const into = AFFINITY[theme].find((t) => groups.has(t)) ?? [...groups.keys()][0]
    if (into) groups.set(into, [...groups.get(into)!, ...list])
    else groups.set(theme, list)
  }
  if (groups.has('goals') && groups.size > 1) fold('goals')
  while (groups.size > target) {
    const thinnest = [...groups.entries()].sort(
      (a, b) => a[1].length - b[1].length || THEME_ORDER.indexOf(b[0]) - THEME_ORDER.indexOf(a[0]),
    )[0]![0]
    fold(thinnest)
  }
  return groups
}

const PEOPLE =
  /(ers|ors|ists|ians|ants|parents|clients|residents|patients|students|teams?|people|owners|founders|clinics|shops|studios|startups|businesses|companies|agencies|families|parents|students|doctors|dentists|nurses|chefs|bakeries|restaurants|leads|staff)$/i

/**
 * What a belief is about: the subject its first opinion sentence opens on ("Dental software is built
 * for the big chains" → "dental software"), so the pillar reads "What dental software gets wrong".
 */
export function beliefSubject(items: Material[]): { subject: string; plural: boolean } | null {
  const belief = items.find((i) => i.theme === 'belief' && !i.fragment)
  if (!belief) return null
  const told = belief.text.replace(/^I (?:believe|think|am convinced)(?: that)? /i, '')
  const found = told.match(
    /^((?:the |most |many |all )?[\p{L}-]+(?: [\p{L}-]+){0,3}?) (is|are|should|must|chase|need|ignore|overcharge|will|can)\b/iu,
  )
  const subject = found?.[1]
  if (!subject || /^(i|we|it|they|this|that|there|you)\b/i.test(subject)) return null
  // The verb says whether it is plural ("city logistics is…"); else the noun does ("payroll tools should…").
  const verb = found![2]!.toLowerCase()
  const plural = verb === 'is' ? false : verb === 'are' || (/s$/.test(subject) && !/(ss|ics)$/.test(subject))
  return { subject: midSentence(subject.replace(QUANTIFIERS, '')), plural }
}

/** The best noun phrase for a pillar: said often, specific (2–4 words), not already a title. */
function pickPhrase(
  theme: Theme,
  items: Material[],
  analysis: Analysis,
  taken: Set<string>,
  names: string[],
): string | null {
  const scored = new Map<string, number>()
  // Proof is titled by what the figures measure; the audience by the people it serves.
  // A merged pillar is named after its own theme's sentences first.
  const own = items.some((i) => i.theme === theme) ? items.filter((i) => i.theme === theme) : items
  const pool = theme === 'proof' && own.some((i) => i.number) ? own.filter((i) => i.number) : own
  for (const [index, item] of pool.entries())
    for (const raw of item.phrases) {
      // Plurals read as themes without their article ("no-shows"); singulars keep it ("the front desk").
      const bare = raw.replace(DETERMINERS, '').replace(QUANTIFIERS, '')
      const p = /s$/.test(bare) || names.includes(bare) ? bare : raw
      const n = wordCount(bare)
      if (n > 5 || taken.has(head(p)) || bare === analysis.product) continue
      // A lone singular noun ("clinic") makes an ungrammatical title: keep plurals, names, compounds.
      if (n === 1 && !/(s|-\w+|ing)$/.test(bare) && !names.includes(bare)) continue
      if (theme === 'audience' && !PEOPLE.test(bare)) continue
      // "father's clinic", "own studio" read as half a phrase in a title.
      if (
        /['’]s\b/.test(bare) ||
        /^(own|same|other|next|last|first|whole|entire|percent|fewer|more|less|most|many|much|few|several|fear|average)\b/i.test(
          bare,
        )
      )
        continue
      // The product names its own pillar; a person or place is not a theme.
      if (analysis.product && bare.includes(analysis.product)) continue
      if (theme !== 'story' && names.some((n) => bare.includes(n))) continue
      if (theme === 'audience' && /^(customers|users|clients|people)$/i.test(bare)) continue
      // "half laughing" is an action, not where a story starts.
      if (theme === 'story' && /ing$/.test(bare)) continue
      const local = items.filter((i) => i.text.toLowerCase().includes(p.toLowerCase())).length
      const global = analysis.phrases.get(raw.toLowerCase()) ?? 1
      const early = 1 - index / pool.length // the first answers on a theme are the strongest
      // What a figure counts ("four thousand families") names the proof best.
      const counted = new RegExp(`\\b(\\d[\\d,.]*|${NUMBER_WORDS})\\s+${escapeRegExp(bare)}`, 'i').test(
        item.text,
      )
      const score =
        local +
        global * 0.5 +
        (n >= 2 && n <= 4 ? 3 : 0) +
        (/\w-\w/.test(bare) ? 1.5 : 0) - // the founder's own compounds ("no-shows", "cargo-bike")
        (n >= 2 && /^\S+ing /.test(bare) ? 2 : 0) + // "calling people" is an action, not a theme
        (item.fragment && pool.every((i) => i.fragment) ? 1 : 0) +
        early * 2 +
        (counted && theme === 'proof' ? 3 : 0) +
        (bare === p ? 0.5 : 0)
      scored.set(p, Math.max(scored.get(p) ?? 0, score))
    }
  const best = [...scored.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0]
  return best ? midSentence(best, names) : null
}

/**
 * A pillar's description: why the theme matters, then the founder's strongest evidence for it (a
 * figure first, a whole sentence of 6 to 30 words, retold as a post would, in the second person).
 */
function describe(theme: Theme, items: Material[], names: string[], product: string | null): string {
  const usable = items.filter(
    (i) =>
      !i.fragment &&
      i.theme !== 'goals' &&
      canLead(i, product) &&
      wordCount(i.text) >= 6 &&
      wordCount(i.text) <= 30,
  )
  const own = usable.filter((i) => i.theme === theme)
  const pool = own.length ? own : usable
  const rank = (i: Material) =>
    (i.number ? 0 : 2) +
    (kindOf(i) === 'intro' ? 3 : 0) +
    (theme === 'proof' && !i.number ? 2 : 0) +
    Math.abs(wordCount(i.text) - 16) / 10
  const pick = [...pool].sort((a, b) => rank(a) - rank(b))[0]
  const evidence = pick ? retell(pick, product) : null
  if (!evidence) return `${whyItMatters[theme]}.`
  const said = midSentence(toSecondPerson(evidence), names).replace(/[.!?]?$/, '.')
  return `${whyItMatters[theme]}. Your evidence: ${said}`
}

/**
 * Offline pillars: the founder's sentences grouped by theme (problem, story, proof, belief, lesson,
 * audience, product), each titled with its strongest noun phrase in a grammatical frame and described
 * with one of the founder's own sentences. Themes with more material come first; 3 to 7 in all.
 */
export function buildPillars(
  transcript: TranscriptLine[],
  analysis = analyseInterview(transcript),
): RichPillar[] {
  const groups = mergeThinThemes(analysis.items)
  const ranked = [...groups.entries()].sort(
    (a, b) => b[1].length - a[1].length || THEME_ORDER.indexOf(a[0]) - THEME_ORDER.indexOf(b[0]),
  )
  const taken = new Set<string>()
  const pillars: RichPillar[] = []
  const unplaced: Material[] = []
  for (const [theme, items] of ranked) {
    const phrase = pickPhrase(theme, items, analysis, taken, analysis.names)
    if (!phrase && !(theme === 'product' && analysis.product)) {
      unplaced.push(...items)
      continue
    }
    const subject = theme === 'belief' ? beliefSubject(items) : null
    const np = subject?.subject ?? phrase ?? analysis.product!
    // "From the front desk to Plotline" only when the phrase comes from something that happened.
    const told = items.some((i) => i.past && i.text.toLowerCase().includes(np.toLowerCase()))
    const title = capitalise(
      subject
        ? `What ${subject.subject} ${subject.plural ? 'get' : 'gets'} wrong`
        : theme === 'story' && analysis.product && !told
          ? `How ${analysis.product} started`
          : titleFor[theme](np, analysis.product),
    )
    if (wordCount(title) > 8 || pillars.some((p) => p.title.toLowerCase() === title.toLowerCase())) continue
    taken.add(head(np))
    pillars.push({
      title,
      description: describe(theme, items, analysis.names, analysis.product),
      theme,
      phrase: np,
      items,
    })
    if (pillars.length >= 7) break
  }
  // Material of a theme that found no title still feeds the first pillar's posts.
  if (pillars[0]) pillars[0].items = [...pillars[0].items, ...unplaced]
  // Too little said for themes of its own: frame the product, else the founder's remaining phrases.
  const all = analysis.items
  const spare = [...new Set(all.flatMap((i) => i.phrases))].filter(
    (p) => !taken.has(head(p)) && p !== analysis.product && (wordCount(p) > 1 || /s$/.test(p)),
  )
  const fallbacks: [string, string, string][] = analysis.product
    ? [
        [`Behind the scenes at ${analysis.product}`, 'How the work gets done, day to day', analysis.product],
        [
          `Lessons from building ${analysis.product}`,
          'What building it has taught you so far',
          analysis.product,
        ],
        [`Why ${analysis.product} exists`, 'The reason you started, in your own words', analysis.product],
      ]
    : []
  const frames = [
    (p: string) => `The truth about ${p}`,
    (p: string) => `What ${p} taught me`,
    (p: string) => `Lessons from ${p}`,
  ]
  for (const [i, p] of spare.slice(0, 3).entries()) {
    const np = midSentence(p, analysis.names)
    fallbacks.push([frames[i]!(np), 'What you said about it', np])
  }
  for (const [title, lead, phrase] of fallbacks) {
    if (pillars.length >= 3) break
    if (wordCount(title) > 8 || pillars.some((p) => p.title.toLowerCase() === title.toLowerCase())) continue
    const source = all.find((i) => i.text.includes(phrase)) ?? all[0]
    taken.add(head(phrase))
    pillars.push({
      title: capitalise(title),
      description: source
        ? `${lead}: ${midSentence(toSecondPerson(source.text), analysis.names)}`
        : `${lead}.`,
      theme: 'product',
      phrase,
      items: all,
      fallback: true,
    })
  }
  const generic = ['Lessons from the work', 'Behind the scenes', 'What customers taught me']
  while (pillars.length < 3)
    pillars.push({
      title: generic[pillars.length]!,
      description: 'Stories from your interview, in your own words.',
      theme: 'product',
      phrase: 'this',
      items: all,
      fallback: true,
    })
  return pillars
}

export function offlinePillars(transcript: TranscriptLine[]): (PillarDraft & { fallback?: boolean })[] {
  return buildPillars(transcript).map(({ title, description, fallback }) => ({
    title,
    description,
    fallback,
  }))
}

/* ---------------------------------- posts ---------------------------------- */

export type PostFormat =
  | 'result'
  | 'story'
  | 'contrarian'
  | 'lesson'
  | 'pain'
  | 'behind-the-scenes'
  | 'question'
  | 'call-to-action'
  | 'plain'

/** What a founder's sentence is: it decides which label the sentence may carry. */
export type Kind = 'result' | 'story' | 'belief' | 'pain' | 'lesson' | 'intro' | 'audience' | 'fact'

/** An improvement or adoption the founder reports: a result, never a pain. */
const IMPROVEMENT =
  /\b(cut|cuts|dropped|fell|saved?|saves|grew|jumped|rose|improved|doubled|halved|went from)\b|\bfrom\b.+\bto\b/i
const ADOPTION = /\b(use|uses|pay|pays|paying|booked|signed up|joined|report|reports|stars|subscribe)\b/i
const FOUNDING = /\b(I|we) (started|built|founded|launched|created)\b/i
const COST =
  /\b(cost|costs|lost|lose|loses|losing|waste|wastes|spent|spend|hate|fear|stuck|missed|buried|late)\b/i
const SELF_INTRO =
  /^(?:I['’]m|I am|We['’]re|We are) (?:the )?(?:solo )?(?:co-)?(?:founder|CEO)(?: and (?:CEO|CTO|founder))? of ([^,]+), (.+)$/i
const PRODUCT_LINE = /^We (?:build|make|run) ([^,]+), (.+)$/i
const BELIEF_LEAD = /^I (?:believe|think|am convinced)(?: that)? /i
/** Words of an opinion: a sentence in a belief answer without them is a fact told to support it. */
const OPINION =
  /\b(should|must|never|always|nobody|no one|everyone|most|wrong|overcharge\w*|theatre|ignores?|built for|instead of|not by|rather than|more than)\b/i
const CUSTOMERS = /^(?:my |our )?(?:customers|users|clients) are\b/i
/** A past event: a verb in the past tense ("a spoiled load" is an adjective, not an event). */
const PAST_EVENT =
  /\b(was|were|had|did|went|came|ran|saw|lost|took|got|told|sent|spent|built|began|started|sketched|watched|died|tried|sold|brought|printed|decided|learned|learnt|rewrote|wrote|found|made)\b/i

/** What a sentence is, by what it says (a number is a result only when something improved or grew). */
export function kindOf(item: Material): Kind {
  const t = item.text
  if (SELF_INTRO.test(t) || PRODUCT_LINE.test(t) || /^I['’]m building\b/i.test(t)) return 'intro'
  // Who the customers are, even with a figure in it ("…pay €900 a month for a van"), is no result.
  if (CUSTOMERS.test(t) || (item.theme === 'audience' && !IMPROVEMENT.test(t))) return 'audience'
  if (item.theme === 'lesson') return 'lesson'
  if (item.number && !FOUNDING.test(t) && (IMPROVEMENT.test(t) || ADOPTION.test(t))) return 'result'
  if (BELIEF_LEAD.test(t) || (item.theme === 'belief' && (item.position === 0 || OPINION.test(t))))
    return 'belief'
  if (PAST_EVENT.test(t)) return 'story'
  if (COST.test(t) && !IMPROVEMENT.test(t)) return 'pain'
  return 'fact'
}

/**
 * The sentence as a post tells it: an introduction becomes a line about the product ("I'm the founder
 * of Kiln, an open-source tool…" → "Kiln is an open-source tool…"), a belief is stated, not hedged.
 * Null when nothing is left to say ("I'm building Plotline.").
 */
export function retell(item: Material, product: string | null = null): string | null {
  // "It's scheduling and reminders for…" after "I'm building Plotline." → "Plotline is scheduling…".
  const t =
    product && item.dependent && /^It(['’]s| is)\s/.test(item.text)
      ? item.text.replace(/^It(['’]s| is)\s/, `${product} is `)
      : item.text
  const intro = t.match(SELF_INTRO) ?? t.match(PRODUCT_LINE)
  if (intro) {
    const [, product, what] = intro as unknown as [string, string, string]
    return `${product} is ${what.replace(/^(is|are) /i, '')}`
  }
  if (/^I['’]m building\b/i.test(t)) return null
  // "My customers are freelancers who…" → "I build for freelancers who…": said to the audience.
  if (CUSTOMERS.test(t)) return t.replace(CUSTOMERS, /^our/i.test(t) ? 'We build for' : 'I build for')
  // "I started it after…" → "I started Mandi Metrics after…".
  if (product && /^I (started|built|founded) it\b/.test(t))
    return t.replace(/^I (started|built|founded) it\b/, `I $1 ${product}`)
  // "I believe X and that Y" → "X, and Y".
  if (BELIEF_LEAD.test(t)) return capitalise(t.replace(BELIEF_LEAD, '').replace(/,? and that /, ', and '))
  return t
}

type Context = {
  product: string | null
  names: string[]
  phrase: string
  all: Material[]
  audience: string | null
}
type Candidate = { format: PostFormat; opener: string; text: string; source: string }

const labels: Record<Kind, ((c: Context) => string)[]> = {
  result: [
    () => 'By the numbers:',
    () => 'A figure worth sharing:',
    () => 'The number I keep coming back to:',
  ],
  story: [() => 'Quick story.', () => 'A moment I still think about.', () => 'Flashback.'],
  belief: [() => 'Unpopular opinion:', () => 'Hot take:', () => 'I will say it plainly:'],
  pain: [() => 'The pain:', () => 'What nobody budgets for:', () => 'The hidden cost:'],
  lesson: [
    () => 'Lesson learned:',
    (c) => `Something building ${c.product ?? 'this'} taught me:`,
    () => 'A lesson that stuck:',
  ],
  fact: [(c) => `Behind the scenes at ${c.product ?? 'our company'}:`, () => 'How it works:', () => ''],
  intro: [() => ''],
  audience: [() => ''],
}

const formatOf: Record<Kind, PostFormat> = {
  result: 'result',
  story: 'story',
  belief: 'contrarian',
  pain: 'pain',
  lesson: 'lesson',
  fact: 'behind-the-scenes',
  intro: 'plain',
  audience: 'plain',
}

/**
 * Questions a founder asks their audience about the sentence before it: concrete (a week, a number,
 * a moment), addressed to the people the product serves when the interview named them.
 */
const questionsFor: Record<Kind, ((to: string) => string)[]> = {
  result: [
    (to) => `${to}which number would you want to move first?`,
    (to) => `${to}what would you do with that time back?`,
  ],
  pain: [
    (to) => `${to}how much of your last week went on this?`,
    (to) => `${to}what did this cost you last month?`,
  ],
  story: [(to) => `${to}has something like this happened to you?`, (to) => `${to}what would you have done?`],
  belief: [
    (to) => `${to}do you agree, or am I missing something?`,
    (to) => `${to}where do you think I am wrong?`,
  ],
  lesson: [(to) => `${to}what did you have to learn the hard way?`],
  fact: [
    (to) => `${to}what would you want it to do for you first?`,
    (to) => `${to}what would make this worth trying for you?`,
  ],
  intro: [(to) => `${to}what would you want it to do for you first?`],
  audience: [
    (to) => `${to}what takes up most of your week right now?`,
    (to) => `${to}which part of the job would you hand off tomorrow?`,
  ],
}

const ask = (kind: Kind, seed: string, ctx: Context) => {
  const list = questionsFor[kind]
  const to = ctx.audience ? `${capitalise(ctx.audience)}: ` : ''
  const q = list[stableIndex(seed, list.length)]!(to)
  return to ? q : capitalise(q)
}

/** "From 14% to 5%." when the sentence reports a change: a hook the sentence then explains. */
function figureHook(text: string): string | null {
  const change = text.match(
    /\bfrom ((?:[$€£¥₹]?[\d.,]+\s?%?|[\p{L}-]+ (?:percent|per cent)))\s+to\s+((?:[$€£¥₹]?[\d.,]+\s?%?|[\p{L}-]+ (?:percent|per cent)))/iu,
  )
  return change ? `From ${change[1]} to ${change[2]}.` : null
}

/** The people the product serves, as the founder named them ("practice managers"), or null. */
function audienceOf(analysis: Analysis): string | null {
  // "My customers are freelancers…" names them best; then what the founder said about the audience.
  const pool = [
    ...analysis.items.filter((i) => CUSTOMERS.test(i.text)),
    ...analysis.items.filter((i) => i.theme === 'audience'),
  ]
  for (const item of pool)
    for (const raw of item.phrases) {
      const p = raw.replace(DETERMINERS, '').replace(QUANTIFIERS, '')
      if (
        wordCount(p) > 3 ||
        !/s$/.test(p) ||
        !PEOPLE.test(p) ||
        /^(customers|users|clients|people|reminders)$/i.test(p)
      )
        continue
      if (analysis.names.some((n) => p.includes(n)) || (analysis.product && p.includes(analysis.product)))
        continue
      // "engineering leads": the tagger may read the first word as a verb and leave it out.
      const before = item.text.match(new RegExp(`\\b([\\p{L}-]+) ${escapeRegExp(p)}\\b`, 'iu'))?.[1]
      const whole =
        wordCount(p) === 1 &&
        before &&
        !/^(are|is|of|at|for|the|a|an|my|our|your|their|with|and|or|to|by|from)$/i.test(before)
          ? `${before.toLowerCase()} ${p}`
          : p
      return midSentence(whole, analysis.names)
    }
  return null
}

/**
 * The founder's goal as a plain call to action to the audience it names ("I want more practice managers
 * to book a fifteen-minute demo" → "Practice managers: book a fifteen-minute demo."), or null when the
 * goal names no audience and action (then it is never posted: it was said to the interviewer).
 */
export function callToAction(goal: string, names: string[] = []): string | null {
  const m = goal
    .replace(/^(?:over|in) the (?:next|coming) [\w\s]*?(?=\bI\b|\bwe\b)/i, '')
    .match(
      /\b(?:I|we)(?:['’]d| would)? (?:really )?(?:want|love|like|hope)\s+(?:more\s+)?(.+?)\s+to\s+(.+?)[.!]?$/i,
    )
  if (!m) return null
  const [, who, what] = m as unknown as [string, string, string]
  if (/\b(posts?|tweets?|content|me|us|it|them)\b/i.test(who) || wordCount(who) > 6) return null
  // "…to recognise their mornings in what I write and book a demo": keep the part for the audience.
  const forThem = what
    .split(/ and (?=[a-z]+ )/)
    .filter((part) => !/\bwhat I (write|post)\b|\bposts?\b/i.test(part))
  if (!forThem.length) return null
  const action = forThem
    .join(' and ')
    .replace(/\s+(?:over|in) the (?:next|coming) .*$/i, '')
    .replace(/\btheir\b/g, 'your')
    .replace(/\bthem\b/g, 'you')
  const verb = analyse(`${capitalise(action)}.`)[0]?.tokens[0]
  if (!verb?.tags.has('Verb')) return null
  // "200 shop owners in Lyon" → "Shop owners in Lyon": the target is the founder's, not the reader's.
  const people = who.replace(/^(?:[\d,.]+|ten|twenty|fifty|a hundred|hundreds of)\s+(?:new\s+)?/i, '')
  return `${capitalise(midSentence(people, names))}: ${action}.`
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ')

/** A second sentence that opens on the product's name says "It" when the first already named it. */
function follow(first: string, next: string, product: string | null): string {
  if (product && first.includes(product) && next.startsWith(`${product} `))
    return `It ${next.slice(product.length + 1)}`
  return next
}

/** A second sentence whose words the first already says ("Tally is invoicing for plumbers. I build for plumbers."). */
function saysNothingNew(first: string, second: string): boolean {
  const said = new Set(first.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [])
  const words = second.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []
  return words.filter((w) => !said.has(w) && w !== 'build').length === 0
}

/** A sentence that can open a post: whole, not leaning on the one before, with something to say. */
const canLead = (i: Material, product: string | null) =>
  !i.fragment &&
  i.theme !== 'goals' &&
  (!i.dependent || (!!product && /^It(['’]s| is)\s/.test(i.text))) &&
  retell(i, product) !== null

/** Every post a pillar's material can give: each sentence joined with a related one, asked about, or hooked on its figure. */
function candidatesFor(items: Material[], ctx: Context): Candidate[] {
  const out: Candidate[] = []
  const whole = items.filter((i) => !i.fragment && i.theme !== 'goals')
  const related = ctx.all.filter((i) => !i.fragment && i.theme !== 'goals' && !items.includes(i))
  const nextOf = (item: Material) =>
    ctx.all.find((i) => i.answer === item.answer && i.position === item.position + 1 && !i.fragment)
  // A pillar with almost nothing to lead with borrows the sentences that name its theme or the product.
  const leaders = whole.filter((i) => canLead(i, ctx.product))
  if (leaders.length < 2)
    leaders.push(
      ...related.filter(
        (i) =>
          canLead(i, ctx.product) &&
          [ctx.phrase, ctx.product].some((p) => p && i.text.toLowerCase().includes(p.toLowerCase())),
      ),
    )
  // Still nothing: what the product does and what it achieved.
  if (!leaders.length)
    leaders.push(...related.filter((i) => canLead(i, ctx.product) && ['product', 'proof'].includes(i.theme)))
  for (const item of leaders) {
    const kind = kindOf(item)
    const lead = retell(item, ctx.product)!
    const seed = stableIndex(item.text, 3)
    const next = nextOf(item)
    // Partners: the sentence that follows it, then the pillar's others, then one on a shared phrase.
    const shares = (o: Material) => o.phrases.some((p) => item.phrases.some((q) => head(p) === head(q)))
    const partners = [
      ...(next && next.theme !== 'goals' ? [next] : []),
      ...whole.filter((o) => o !== next && !o.dependent),
      ...related.filter((o) => !o.dependent && shares(o)).slice(0, 2),
    ].filter(
      (o) =>
        o.text !== item.text &&
        !saysNothingNew(lead, retell(o, ctx.product) ?? lead) &&
        // Told in order: never what came before in the same answer, never the problem after its result.
        !(o.answer === item.answer && o.position < item.position) &&
        !(kind === 'result' && ['pain', 'story'].includes(kindOf(o))),
    )
    // A thin pillar joins its sentence with the founder's evidence from elsewhere (a figure first).
    if (partners.length < 2)
      partners.push(
        ...related
          .filter((o) => !o.dependent && !partners.includes(o) && canLead(o, ctx.product))
          .sort((a, b) => Number(b.number) - Number(a.number))
          .slice(0, 3 - partners.length),
      )
    partners.splice(5)
    for (const partner of partners) {
      const second = retell(partner, ctx.product)
      if (!second) continue
      const told = join(lead, follow(lead, second, ctx.product))
      const partnerKind = kindOf(partner)
      // A label names what the whole post is: no "The pain:" over a result, no story label on the present.
      const fits = (k: Kind) =>
        (k !== 'pain' || (!IMPROVEMENT.test(told) && partnerKind !== 'result')) &&
        (k !== 'story' || PAST_EVENT.test(item.text))
      const variants = labels[kind]
      for (let v = 0; v < variants.length; v++) {
        const label = variants[(seed + v) % variants.length]!(ctx)
        if (!fits(kind)) break
        // "Behind the scenes at Ledgerly: Ledgerly reads…" names it twice.
        if (label && ctx.product && label.includes(ctx.product) && told.startsWith(ctx.product)) continue
        const text = !label
          ? told
          : /[.!?]$/.test(label)
            ? `${label} ${told}`
            : `${label} ${midSentence(told, ctx.names)}`
        out.push({ format: formatOf[kind], opener: label, text, source: `${item.text}|${partner.text}` })
      }
      if (kind !== 'intro')
        out.push({ format: 'plain', opener: '', text: told, source: `${item.text}|${partner.text}` })
    }
    // A question to the audience about the sentence (a short one would be mostly question).
    // A brief founder's short sentence may carry one, in their own words.
    if (wordCount(lead) >= 6 || (whole.length < 3 && lead === item.text))
      out.push({
        format: 'question',
        opener: '',
        text: `${lead}\n\n${ask(kind, item.text, ctx)}`,
        source: `${item.text}|?`,
      })
    const hook = kind === 'result' ? figureHook(lead) : null
    if (hook)
      out.push({ format: 'result', opener: hook, text: `${hook} ${lead}`, source: `${item.text}|hook` })
  }
  // Brief answers ("Commuters.", "Flat tyres."): each phrase told as a short sentence, joined with one
  // from another theme, then a question to the audience.
  const brief = whole.length < 3
  const lines = (list: Material[]) =>
    list.filter((i) => i.fragment && i.phrases.length > 0 && i.theme !== 'goals')
  const others = lines(ctx.all).filter((o) => !items.includes(o))
  for (const [n, item] of lines(items).entries()) {
    if (!brief) break
    const own = briefLine(item, ctx)
    if (!own) continue
    const seed = stableIndex(item.text, 3)
    const partner = others.length ? others[(n + seed) % others.length] : undefined
    const text = join(own, partner ? briefLine(partner, ctx) : null)
    out.push({
      format: 'question',
      opener: '',
      text: `${text}\n\n${ask(briefKind[item.theme], item.text, ctx)}`,
      source: `${item.text}|brief`,
    })
  }
  return out.filter((c) => c.text.length <= MAX_POST_LENGTH)
}

const briefKind: Record<Theme, Kind> = {
  product: 'fact',
  audience: 'fact',
  problem: 'pain',
  story: 'story',
  proof: 'result',
  belief: 'belief',
  lesson: 'lesson',
  goals: 'fact',
}

const withArticle = (p: string) =>
  /^(the|a|an|my|our|\d)/i.test(p) || /s$/.test(p) || /^\p{Lu}/u.test(p)
    ? p
    : `${/^[aeiou]/i.test(p) ? 'an' : 'a'} ${p}`

/** A brief answer told as a short sentence that says what it is ("Commuters." → "Built for commuters."). */
function briefLine(item: Material, ctx: Context): string | null {
  if (wordCount(item.text) > 5) return null
  const p = midSentence(item.text.replace(/[.!?]+$/, '').replace(/^[\p{L} ]{2,20}:\s+/u, ''), ctx.names)
  const plural = /s$/.test(p)
  const frames: Record<Theme, ((p: string) => string | null)[]> = {
    product: [(p) => `We build ${withArticle(p)}.`, (p) => `We make ${withArticle(p)}.`],
    audience: [
      (p) => (PEOPLE.test(p) ? `Built for ${p}.` : null),
      (p) => (PEOPLE.test(p) ? `Made for ${p}.` : null),
    ],
    problem: [(p) => `${capitalise(p)} ${plural ? 'are' : 'is'} the problem we solve.`],
    story: [(p) => `It began with ${withArticle(p.replace(/^own /, 'my own '))}.`],
    // A count of people or things ("300 users"), not any figure ("brother, 90 days").
    proof: [(p) => (/^[\d,.]+\s+[\p{L}-]+s$/u.test(p) ? `So far: ${p}.` : null)],
    belief: [(p) => (item.fragment ? null : `My view: ${p}.`)],
    lesson: [(p) => (item.fragment ? null : `Lesson learned: ${p}.`)],
    goals: [() => null],
  }
  const list = frames[item.theme]
  return list[stableIndex(item.text, list.length)]!(p)
}

/**
 * No three-word opening on more than a quarter of the posts: the later posts that share an overused
 * opening are dropped (a shorter plan beats a repetitive one).
 */
export function withVariedOpenings(posts: TweetDraft[], maxShare = 0.25): TweetDraft[] {
  const out = [...posts]
  for (;;) {
    const counts = new Map<string, number>()
    for (const p of out) counts.set(firstWords(p.content), (counts.get(firstWords(p.content)) ?? 0) + 1)
    const [opening, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
    if (n < 2 || n / out.length <= maxShare) return out
    out.splice(out.map((p) => firstWords(p.content)).lastIndexOf(opening), 1)
  }
}

/** The same words in another order ("A. B." and "B. A.") read as a repeat too. */
function sameWords(a: string, b: string): boolean {
  const bag = (s: string) => new Set(s.toLowerCase().match(/[\p{L}\p{N}'-]{3,}/gu) ?? [])
  const x = bag(a)
  const y = bag(b)
  const shared = [...x].filter((w) => y.has(w)).length
  return shared / Math.max(1, x.size + y.size - shared) >= 0.6
}

const firstWords = (text: string) => text.toLowerCase().split(/\s+/).slice(0, 3).join(' ')

/** The pillar of the analysis a requested pillar stands for: same title, else the most shared words. */
function materialFor(request: TweetRequest, pillars: RichPillar[], analysis: Analysis): Material[][] {
  const tokens = (s: string) => new Set(s.toLowerCase().match(/[\p{L}\p{N}'-]{4,}/gu) ?? [])
  return request.pillars.map((p) => {
    const same = pillars.find((r) => r.title.toLowerCase() === p.title.toLowerCase())
    if (same) return same.items
    const words = tokens(`${p.title} ${p.description}`)
    const scored = analysis.items.map((i) => ({
      i,
      score: [...tokens(i.text)].filter((w) => words.has(w)).length,
    }))
    const matching = scored.filter((s) => s.score > 0).map((s) => s.i)
    return matching.length ? matching : analysis.items
  })
}

/** A post that tells one sentence twice ("…: across our first forty clinics… Across our first forty clinics…"). */
function saysItTwice(text: string): boolean {
  const told = sentencesOf(text.replace(/^[^:.!?\n]{2,60}:\s+/, '')).map((x) =>
    x
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim(),
  )
  return told.some((x, i) => told.indexOf(x) !== i)
}

/** How often one sentence may open a post (with different partners or as a question). */
const MAX_LEADS_PER_SENTENCE = 3
/** How often one sentence may appear in a plan at all (opening a post or following another). */
const MAX_USES_PER_SENTENCE = 5

/**
 * Offline posts in the founder's voice: each pillar's sentences, cleaned of hedges and fillers, retold
 * (an introduction becomes a line about the product, a belief is stated) and joined with a related
 * sentence under a label that says what the sentence is (a figure → result, a past event → story, a
 * belief → contrarian take, a cost → pain), asked about to the audience, or hooked on their figure.
 * The founder's goal becomes at most one call to action to the audience. Slots take the least used
 * format and opening first; near-duplicates and anything the content rubric rejects are skipped.
 */
export function offlineTweets(request: TweetRequest): TweetDraft[] {
  const analysis = analyseInterview(request.transcript)
  const rich = buildPillars(request.transcript, analysis)
  const material = materialFor(request, rich, analysis)
  const audience = audienceOf(analysis)
  const founderAnswers = request.transcript.filter((l) => l.speaker === 'founder').map((l) => l.content)
  const founderSentences = founderAnswers.flatMap(sentencesOf)
  const cta = analysis.items
    .filter((i) => i.theme === 'goals' || /\b(I|we)(['’]d)? (want|love|hope)\b/i.test(i.text))
    .map((i) => callToAction(i.text, analysis.names))
    .find(Boolean)
  const candidates = material.map((items, i) => {
    const ctx: Context = {
      product: analysis.product,
      names: analysis.names,
      phrase:
        rich.find((r) => r.title === request.pillars[i]?.title)?.phrase ?? items[0]?.phrases[0] ?? 'this',
      all: analysis.items,
      audience,
    }
    const own = candidatesFor(items, ctx)
    // The call to action follows what the product does or what it achieved.
    if (cta)
      for (const item of items.filter(
        (m) => canLead(m, analysis.product) && ['intro', 'result', 'fact'].includes(kindOf(m)),
      ))
        own.push({
          format: 'call-to-action',
          opener: '',
          text: `${retell(item, analysis.product)}\n\n${cta}`,
          source: 'goal',
        })
    return own.filter((c) => c.text.length <= MAX_POST_LENGTH)
  })
  const formatUse = new Map<PostFormat, number>()
  const openingUse = new Map<string, number>()
  const leads = new Map<string, number>()
  const usedSources = new Set<string>()
  const chosen: TweetDraft[] = []
  const texts: string[] = []
  const leadOf = (c: Candidate) => c.source.split('|')[0]!
  const uses = new Map<string, number>()
  const partsOf = (c: Candidate) => c.source.split('|').filter((p) => p.length > 5)
  const overused = (c: Candidate) => partsOf(c).some((p) => (uses.get(p) ?? 0) >= MAX_USES_PER_SENTENCE)
  // (Fragments need no check here: every sentence is a whole founder sentence, a framed brief
  // answer, a question or a call to action checked for its verb; the rubric and CI verify it.)
  const rejected = (text: string) =>
    saysItTwice(text) ||
    hasGoalLeak(text) ||
    labelMismatch(text) !== null ||
    templatedQuestion(text) !== null ||
    copiedSentence(text, founderSentences, founderAnswers) !== null
  for (const slot of request.slots) {
    // Cheapest first; the costlier checks (near-duplicates, the rubric) run only until one passes.
    const best = (candidates[slot.pillarIndex] ?? [])
      .map((c, order) => ({
        c,
        cost:
          (formatUse.get(c.format) ?? 0) * 2 +
          (openingUse.get(firstWords(c.text)) ?? 0) * 3 +
          (leads.get(leadOf(c)) ?? 0) * 4 +
          partsOf(c).reduce((n, p) => n + (uses.get(p) ?? 0), 0) * 2 +
          order * 0.01,
      }))
      .sort((a, b) => a.cost - b.cost)
      .find(
        ({ c }) =>
          !usedSources.has(c.source) &&
          (leads.get(leadOf(c)) ?? 0) < MAX_LEADS_PER_SENTENCE &&
          !overused(c) &&
          !texts.some((t) => isNearDuplicate(t, c.text) || sameWords(t, c.text)) &&
          !rejected(c.text),
      )?.c
    if (!best) continue
    usedSources.add(best.source)
    leads.set(leadOf(best), (leads.get(leadOf(best)) ?? 0) + 1)
    for (const part of partsOf(best)) uses.set(part, (uses.get(part) ?? 0) + 1)
    formatUse.set(best.format, (formatUse.get(best.format) ?? 0) + 1)
    openingUse.set(firstWords(best.text), (openingUse.get(firstWords(best.text)) ?? 0) + 1)
    texts.push(best.text)
    chosen.push({ slot: slot.index, content: best.text })
  }
  return withVariedOpenings(chosen)
}

export type { Sentence }
