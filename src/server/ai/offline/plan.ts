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

const GOAL = /\b(i want|we want|i'd love|i’d love|goal|hope to|aim to|by (march|april|may|june|the end))\b/i
const METRIC =
  /%|\bper ?cent\b|[$€£₦¥₹]|\bfrom\b.+\bto\b|\b(hours?|revenue|stars|saved?|cut|fell|grew|dropped|pay|paying|fewer|more than|use)\b/i
const PRODUCT_INTRO =
  /\b(?:founder of|founded|building|we build|we make|we run|we started|I built|I started|I'm building|I am building|we launched|I launched)\s+((?:[A-Z][\p{L}\d-]*)(?:\s[A-Z][\p{L}\d-]*)*)/u
const DEPENDENT = /^(they|them|it|it's|this|that|these|those|he|she|which|so|then|there)\b/i
const LESSON = /\b(taught me|learned|learnt|lesson|mistake|got wrong|wish i had|never again)\b/i
const THEME_ORDER: Theme[] = ['problem', 'story', 'proof', 'belief', 'lesson', 'audience', 'product', 'goals']

function themeOf(sentence: Sentence, text: string, asked: Topic | null, answerThemes: Set<Topic>): Theme {
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
  proof: (np) => `${np.replace(DETERMINERS, '')} in numbers`,
  belief: (np) => `Rethinking ${np}`,
  lesson: (np) => `Lessons from ${np}`,
  audience: (np) => `Built for ${np}`,
  product: (np, product) => (product ? `Inside ${product}` : `A closer look at ${np}`),
  goals: (np) => `Why ${np} matters`,
}

const descriptionLead: Record<Theme, string> = {
  problem: 'The cost your customers live with',
  story: 'Where it started',
  proof: 'The evidence',
  belief: 'Where you part ways with your industry',
  lesson: 'What you learned the hard way',
  audience: 'The people you build for',
  product: 'What it does',
  goals: 'Where you are heading',
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

const PEOPLE_WORD = /\b(customers|users|clients|for)\b/i
const PEOPLE =
  /(ers|ors|ists|ians|ants|parents|clients|residents|patients|students|teams?|people|owners|founders|clinics|shops|studios|startups|businesses|companies|agencies|families|parents|students|doctors|dentists|nurses|chefs|bakeries|restaurants|leads|staff)$/i

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

/** The grounding sentence of a description: a whole, mid-length sentence in the second person. */
function describe(theme: Theme, items: Material[], names: string[]): string {
  const own = items.filter((i) => i.theme === theme && !i.fragment && wordCount(i.text) >= 6)
  const fitting = (own.length ? own : items.filter((i) => i.theme !== 'goals')).filter((i) =>
    theme === 'proof' ? i.number : theme === 'audience' ? PEOPLE_WORD.test(i.text) : true,
  )
  const whole = (fitting.length ? fitting : items).filter(
    (i) => !i.fragment && !i.dependent && !DEPENDENT.test(i.text),
  )
  const pick =
    whole
      .filter((i) => wordCount(i.text) <= 28)
      .sort((a, b) => Math.abs(wordCount(a.text) - 14) - Math.abs(wordCount(b.text) - 14))[0] ?? items[0]
  const said = pick ? midSentence(toSecondPerson(pick.text), names) : ''
  return pick ? `${descriptionLead[theme]}: ${said.replace(/[.!?]?$/, '.')}` : `${descriptionLead[theme]}.`
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
    const np = phrase ?? analysis.product!
    // "From the front desk to Plotline" only when the phrase comes from something that happened.
    const told = items.some((i) => i.past && i.text.toLowerCase().includes(np.toLowerCase()))
    const title = capitalise(
      theme === 'story' && analysis.product && !told
        ? `How ${analysis.product} started`
        : titleFor[theme](np, analysis.product),
    )
    if (wordCount(title) > 8 || pillars.some((p) => p.title.toLowerCase() === title.toLowerCase())) continue
    taken.add(head(np))
    pillars.push({ title, description: describe(theme, items, analysis.names), theme, phrase: np, items })
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
  | 'behind-the-scenes'
  | 'question'
  | 'announcement'
  | 'goal'
  | 'plain'

type Context = { product: string | null; names: string[]; phrase: string; all: Material[] }
type Candidate = { format: PostFormat; opener: string; text: string; source: string }

const openers: Record<Exclude<PostFormat, 'plain' | 'question'>, ((c: Context) => string)[]> = {
  result: [
    () => 'The number I keep coming back to:',
    () => 'By the numbers:',
    () => 'A figure worth sharing:',
  ],
  story: [() => 'Quick story.', () => 'A moment I still think about.', () => 'Flashback.'],
  contrarian: [() => 'Unpopular opinion:', () => 'Hot take:', () => 'I will say it plainly:'],
  lesson: [
    () => 'Lesson learned:',
    (c) => `Something building ${c.product ?? 'this'} taught me:`,
    () => 'A lesson that stuck:',
  ],
  'behind-the-scenes': [
    (c) => `Behind the scenes at ${c.product ?? 'our company'}:`,
    () => 'How we work:',
    (c) => `A look inside ${c.product ?? 'what we build'}:`,
  ],
  announcement: [
    (c) => `${c.product ?? 'What we build'}, in one line:`,
    () => 'New here? Here is what we do.',
    () => 'For anyone new here:',
  ],
  goal: [() => 'This month:', () => 'The goal for the next few weeks:', () => 'What I am working toward:'],
}

/** Plurals and phrases with their article read well inside a question; bare singulars do not. */
const askable = (np: string) => /s$/.test(np) || /^(the|a|an) /.test(np)
const questions = [
  (np: string) => (askable(np) ? `How do you deal with ${np} today?` : 'Has this happened to you?'),
  (np: string) => (askable(np) ? `What has your experience with ${np} been?` : 'Sound familiar?'),
  (np: string) => (askable(np) ? `Where do you stand on ${np}?` : 'What would you have done?'),
]

/** Which formats suit a sentence of a given theme, best first. */
function formatsFor(item: Material): PostFormat[] {
  const out: PostFormat[] = []
  if (item.theme === 'goals') return GOAL.test(item.text) ? ['goal'] : ['plain']
  // A short sentence ("I'm building Plotline.") is too thin to carry an opener of its own.
  if (wordCount(item.text) < 6) return ['question', 'plain']
  if (item.number) out.push('result')
  if (item.theme === 'lesson') out.push('lesson')
  if (item.theme === 'belief') out.push('contrarian')
  if (item.past && (item.theme === 'story' || item.theme === 'lesson')) out.push('story')
  if (item.theme === 'product') out.push('behind-the-scenes', 'announcement')
  out.push('question', 'plain')
  return out
}

const briefFrames: Record<Theme, ((p: string) => string)[]> = {
  product: [(p) => `What we build: ${p}.`, (p) => `We make ${p}.`],
  audience: [(p) => `Built for ${p}.`, (p) => `Made for ${p}.`],
  problem: [(p) => `The problem we solve: ${p}.`, (p) => `The pain: ${p}.`],
  story: [(p) => `Where it started: ${p}.`, (p) => `It began with ${p}.`],
  proof: [(p) => `So far: ${p}.`, (p) => `Where we are: ${p}.`],
  belief: [(p) => `My view: ${p}.`, (p) => `What I believe: ${p}.`],
  lesson: [(p) => `Lesson learned: ${p}.`, (p) => `What I learned: ${p}.`],
  goals: [(p) => `Next up: ${p}.`, (p) => `The goal: ${p}.`],
}

/** A brief answer in a frame that says what it is ("Commuters." → "Built for commuters."). */
function briefLine(item: Material, ctx: Context): string {
  const frames = briefFrames[item.theme]
  return frames[stableIndex(item.text, frames.length)]!(
    midSentence(item.text.replace(/[.!?]+$/, '').replace(/^[\p{L} ]{2,20}:\s+/u, ''), ctx.names),
  )
}

const join = (...parts: string[]) => parts.filter(Boolean).join(' ')

/** Every post a pillar's material can give: each sentence in each format that suits it. */
function candidatesFor(items: Material[], ctx: Context): Candidate[] {
  const out: Candidate[] = []
  const usable = items.filter((i) => !i.fragment || wordCount(i.text) >= 4)
  const after = (item: Material) =>
    items.find((i) => i.answer === item.answer && i.position === item.position + 1 && !i.fragment)
  const before = (item: Material) =>
    items.find((i) => i.answer === item.answer && i.position === item.position - 1)
  for (const item of usable) {
    if (item.fragment) continue
    // A sentence that leans on the one before it is told together with it.
    const lead = item.dependent ? before(item) : undefined
    if (item.dependent && !lead) continue
    const body = lead ? join(lead.text, item.text) : item.text
    const next = after(item)
    const pair = next ? join(body, next.text) : body
    for (const format of formatsFor(item)) {
      const seed = stableIndex(item.text + format, 3)
      if (format === 'plain') {
        if (next || lead) out.push({ format, opener: '', text: pair, source: item.text })
        continue
      }
      if (format === 'question') {
        // A question needs a phrase it can name ("no-shows", "the front desk"); a bare name is no question.
        if (!askable(ctx.phrase)) continue
        out.push({
          format,
          opener: '',
          text: `${body}\n\n${questions[seed]!(ctx.phrase)}`,
          source: item.text,
        })
        continue
      }
      // Every opener of the format, starting from this sentence's own: the selection takes the least used.
      const variants = openers[format]
      for (let v = 0; v < variants.length; v++) {
        const opener = variants[(seed + v) % variants.length]!(ctx)
        const open = (told: string) =>
          /[.!?]$/.test(opener) ? `${opener} ${told}` : `${opener} ${midSentence(told, ctx.names)}`
        if (format === 'story' && pair !== body)
          out.push({ format, opener, text: open(pair), source: item.text })
        out.push({ format, opener, text: open(body), source: item.text })
      }
    }
  }
  // Brief answers ("Commuters.", "Flat tyres."): each phrase in a frame that says what it is, joined
  // with one from another theme, then a question on the pillar's phrase.
  const brief = items.filter((i) => !i.fragment).length < 3
  const lines = (list: Material[]) => list.filter((i) => i.fragment && i.phrases.length > 0)
  const others = lines(ctx.all).filter((o) => !items.includes(o))
  for (const [n, item] of lines(items).entries()) {
    if (!brief) break
    const seed = stableIndex(item.text, 3)
    const other = others.length ? others[(n + seed) % others.length] : undefined
    const text = [briefLine(item, ctx), other ? briefLine(other, ctx) : ''].filter(Boolean).join(' ')
    const ask =
      seed % 2
        ? `What has your experience with ${ctx.phrase} been?`
        : `How do you deal with ${ctx.phrase} today?`
    out.push({
      format: 'question',
      opener: '',
      text: `${text}\n\n${ask}`,
      source: item.text,
    })
  }
  return out.filter((c) => c.text.length <= 280)
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
  return shared / Math.max(1, x.size + y.size - shared) >= 0.7
}

/** The founder's sentence a post opens with (after its opener): no two posts open on the same one. */
const leadOf = (c: Candidate) =>
  c.text
    .slice(c.opener.length)
    .trim()
    .split(/(?<=[.!?])\s/)[0]!
    .toLowerCase()

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

/**
 * Offline posts in the founder's voice: each pillar's own sentences, cleaned of hedges and fillers, put
 * into the formats that suit them (a result, a mini-story, a contrarian take, a lesson, a look behind
 * the scenes, a question, an announcement). Slots take the least used format and opening first, a
 * source sentence leads at most one post, and near-duplicates are skipped.
 */
export function offlineTweets(request: TweetRequest): TweetDraft[] {
  const analysis = analyseInterview(request.transcript)
  const rich = buildPillars(request.transcript, analysis)
  const material = materialFor(request, rich, analysis)
  const candidates = material.map((items, i) =>
    candidatesFor(items, {
      product: analysis.product,
      names: analysis.names,
      phrase:
        rich.find((r) => r.title === request.pillars[i]?.title)?.phrase ?? items[0]?.phrases[0] ?? 'this',
      all: analysis.items,
    }),
  )
  const formatUse = new Map<PostFormat, number>()
  const openingUse = new Map<string, number>()
  const usedSources = new Set<string>()
  const usedLeads = new Set<string>()
  const chosen: TweetDraft[] = []
  const texts: string[] = []
  for (const slot of request.slots) {
    // Cheapest first; the costlier checks (near-duplicates) run only until one candidate passes.
    const best = (candidates[slot.pillarIndex] ?? [])
      .map((c, order) => ({
        c,
        cost:
          (formatUse.get(c.format) ?? 0) * 2 + (openingUse.get(firstWords(c.text)) ?? 0) * 3 + order * 0.01,
      }))
      .sort((a, b) => a.cost - b.cost)
      .find(
        ({ c }) =>
          !usedSources.has(c.source) &&
          !usedLeads.has(leadOf(c)) &&
          !texts.some((t) => isNearDuplicate(t, c.text) || sameWords(t, c.text)),
      )?.c
    if (!best) continue
    usedSources.add(best.source)
    usedLeads.add(leadOf(best))
    formatUse.set(best.format, (formatUse.get(best.format) ?? 0) + 1)
    openingUse.set(firstWords(best.text), (openingUse.get(firstWords(best.text)) ?? 0) + 1)
    texts.push(best.text)
    chosen.push({ slot: slot.index, content: best.text })
  }
  return withVariedOpenings(chosen)
}

export type { Sentence }
