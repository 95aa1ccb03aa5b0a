/**
 * Offline pillars: the founder's material grouped by theme, each pillar titled with its strongest noun
 * phrase in a grammatical frame and described with the founder's own evidence.
 */
import type { PillarDraft, TranscriptLine } from '../provider'
import { analyseInterview, head, type Material, THEME_ORDER, type Theme } from './material'
import { capitalise, midSentence, wordCount } from './nlp'
import { canLead, kindOf, retell } from './retelling'
import { toSecondPerson } from './text'
import { beliefSubject, pickPhrase, titleFor } from './titles'

export type RichPillar = PillarDraft & { theme: Theme; phrase: string; items: Material[]; fallback?: boolean }

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

/** Where a theme with too little material goes: the theme its sentences usually continue. */
export const AFFINITY: Record<Theme, Theme[]> = {
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
    // "From the front desk to Plotline" only when the phrase comes from something that happened, and
    // names a moment or a scene: not a place ("From Hanshin Expressway to…") nor a figure ("From the
    // market rate to…").
    const told =
      items.some((i) => i.past && i.text.toLowerCase().includes(np.toLowerCase())) &&
      !analysis.names.some((n) => np.includes(n)) &&
      !/\b(rate|rates|price|prices|market|percent|revenue|tonnes?)\b/i.test(np)
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
