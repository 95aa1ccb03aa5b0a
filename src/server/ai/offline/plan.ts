/**
 * Offline posts: a plan's slots filled from the candidates of each pillar, least used format, opening
 * and founder sentence first, with nothing the content rubric rejects.
 */
import { MAX_POST_LENGTH, MAX_SENTENCE_USES } from '../../../shared/content-rubric'
import { tellings } from '../../../shared/content-rubric-plan'
import {
  copiedSentence,
  hasGoalLeak,
  labelMismatch,
  templatedQuestion,
} from '../../../shared/content-rubric-posts'
import { contentWords } from '../../../shared/content-rubric-text'
import { isNearDuplicate } from '../../../shared/near-duplicate'
import type { TweetDraft, TweetRequest } from '../provider'
import { candidatesFor } from './candidates'
import { audienceOf, type Candidate, type Context, type PostFormat } from './frames'
import { type Analysis, analyseInterview, type Material, type Theme } from './material'
import { sentencesOf } from './nlp'
import { AFFINITY, buildPillars, type RichPillar } from './pillars'
import { callToAction, canLead, kindOf, retell } from './retelling'

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

const lastLine = (text: string) => text.split('\n').at(-1)!
/** Whom a post's closing question addresses ("Freelancers:"), or '' for none. */
const address = (text: string) =>
  text.includes('\n') ? (lastLine(text).match(/^[^:?]{2,40}:/)?.[0] ?? '') : '-'
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
 * The sentences of the pillars the founder did not choose still make posts: each joins the chosen
 * pillar its theme continues (a belief the problem's pillar, a figure the product's), else the one it
 * shares most words with. With each sentence told at most twice, a plan needs all of them.
 */
export function withUnchosenMaterial(
  material: Material[][],
  themes: (Theme | undefined)[],
  all: Material[],
): Material[][] {
  const out = material.map((items) => [...items])
  const placed = new Set(material.flat())
  const words = (items: Material[]) => new Set(items.flatMap((i) => contentWords(i.text)))
  const vocabulary = out.map(words)
  for (const item of all.filter((i) => !placed.has(i) && !i.fragment && i.theme !== 'goals')) {
    const byTheme = [item.theme, ...AFFINITY[item.theme]]
      .map((t) => themes.indexOf(t))
      .find((i) => i >= 0 && i < out.length)
    const own = contentWords(item.text)
    const byWords = vocabulary
      .map((v, i) => ({ i, shared: own.filter((w) => v.has(w)).length }))
      .sort((a, b) => b.shared - a.shared || out[a.i]!.length - out[b.i]!.length)[0]?.i
    const into = byTheme ?? byWords
    if (into !== undefined) out[into]!.push(item)
  }
  return out
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

/**
 * Offline posts in the founder's voice: each pillar's sentences, cleaned of hedges and fillers, retold
 * (an introduction becomes a line about the product, a belief is stated) and joined with a related
 * sentence under a label that says what the sentence is (a figure → result, a past event → story, a
 * belief → contrarian take, a cost → pain), asked about to the audience, or hooked on their figure.
 * The founder's goal becomes at most one call to action to the audience. Slots take the least used
 * format and opening first; near-duplicates and anything the content rubric rejects are skipped.
 */
export function offlineTweets(
  request: TweetRequest,
  options: { earlierTellingsCounted?: number } = {},
): TweetDraft[] {
  const analysis = analyseInterview(request.transcript)
  const rich = buildPillars(request.transcript, analysis)
  const material = withUnchosenMaterial(
    materialFor(request, rich, analysis),
    request.pillars.map((p) => rich.find((r) => r.title.toLowerCase() === p.title.toLowerCase())?.theme),
    analysis.items,
  )
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
          source: `${item.text}|goal`,
        })
    return own.filter((c) => c.text.length <= MAX_POST_LENGTH)
  })
  const formatUse = new Map<PostFormat, number>()
  const openingUse = new Map<string, number>()
  // The same question under several posts reads as a template.
  const endingUse = new Map<string, number>()
  // …and so does "Freelancers:" before every one of them.
  const addressUse = new Map<string, number>()
  const leads = new Map<string, number>()
  const usedSources = new Set<string>()
  const chosen: TweetDraft[] = []
  // Earlier posts of the series count too: no near-duplicate of them, and their sentences are spent.
  const earlier = request.avoid ?? []
  const texts: string[] = [...earlier]
  const leadOf = (c: Candidate) => c.source.split('|')[0]!
  const uses = new Map<string, number>()
  const counted = options.earlierTellingsCounted ?? MAX_SENTENCE_USES
  for (const item of analysis.items) uses.set(item.text, Math.min(counted, tellings(item.text, earlier)))
  const partsOf = (c: Candidate) => c.source.split('|').filter((p) => p.length > 5)
  const overused = (c: Candidate) => partsOf(c).some((p) => (uses.get(p) ?? 0) >= MAX_SENTENCE_USES)
  let callsToAction = 0
  // Too few sentences for the slots at two tellings each: a post that spends one sentence comes first.
  const tellable = analysis.items.filter((i) => !i.fragment && i.theme !== 'goals')
  const left = tellable.reduce((n, i) => n + Math.max(0, MAX_SENTENCE_USES - (uses.get(i.text) ?? 0)), 0)
  const scarcity = left < request.slots.length * 1.5 ? 3 : 0
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
          (endingUse.get(lastLine(c.text)) ?? 0) * 3 +
          (addressUse.get(address(c.text)) ?? 0) * 1.5 +
          (leads.get(leadOf(c)) ?? 0) * 4 +
          partsOf(c).reduce((n, p) => n + (uses.get(p) ?? 0), 0) * 2 +
          (partsOf(c).length - 1) * scarcity +
          order * 0.01,
      }))
      .sort((a, b) => a.cost - b.cost)
      .find(
        ({ c }) =>
          !usedSources.has(c.source) &&
          !overused(c) &&
          (c.format !== 'call-to-action' || callsToAction === 0) &&
          !texts.some((t) => isNearDuplicate(t, c.text) || sameWords(t, c.text)) &&
          !rejected(c.text),
      )?.c
    if (!best) continue
    usedSources.add(best.source)
    if (best.format === 'call-to-action') callsToAction++
    leads.set(leadOf(best), (leads.get(leadOf(best)) ?? 0) + 1)
    for (const part of partsOf(best)) uses.set(part, (uses.get(part) ?? 0) + 1)
    formatUse.set(best.format, (formatUse.get(best.format) ?? 0) + 1)
    openingUse.set(firstWords(best.text), (openingUse.get(firstWords(best.text)) ?? 0) + 1)
    endingUse.set(lastLine(best.text), (endingUse.get(lastLine(best.text)) ?? 0) + 1)
    addressUse.set(address(best.text), (addressUse.get(address(best.text)) ?? 0) + 1)
    texts.push(best.text)
    chosen.push({ slot: slot.index, content: best.text })
  }
  return withVariedOpenings(chosen)
}
