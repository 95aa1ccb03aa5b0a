/**
 * Lines added to a written post, and the one line a problem post lacks: what the founder does about it.
 */

import { stem } from '../../../shared/content-rubric-text'
import { TWEET_LIMIT } from '../../../shared/limits'
import { MAX_THREAD_PARTS } from '../../../shared/thread'
import { analyse, contentWords, wordCount } from './nlp'
import { escapeRegExp } from './people'

type Lined = { text: string; parts?: string[] }

/** A line before a post; a thread's first part (its text) takes it where it fits, else it opens the thread. */
export function ledBy<P extends Lined>(post: P, line: string): P {
  if (!post.parts || post.text.length + 2 + line.length <= TWEET_LIMIT)
    return { ...post, text: `${line}\n\n${post.text}` }
  return { ...post, text: line, parts: [post.text, ...post.parts] }
}

/** A line after a post; in a thread, after its last part where it fits, else a part of its own. */
export function endedBy<P extends Lined>(post: P, line: string): P {
  if (!post.parts?.length) return { ...post, text: `${post.text}\n\n${line}` }
  const last = post.parts.at(-1)!
  return last.length + 2 + line.length <= TWEET_LIMIT
    ? { ...post, parts: [...post.parts.slice(0, -1), `${last}\n\n${line}`] }
    : { ...post, parts: [...post.parts, line] }
}

/** Whether a line can end a post: it fits the last tweet, or the thread has room for one more part. */
export function endFits(post: Lined, line: string): boolean {
  return (
    (post.parts?.at(-1) ?? post.text).length + 2 + line.length <= TWEET_LIMIT ||
    (!!post.parts && post.parts.length + 2 <= MAX_THREAD_PARTS)
  )
}

/** A pronoun with nothing before it in the sentence to stand for ("We find a driver who lives near them"). */
export function leansBack(sentence: string): boolean {
  const tokens = analyse(sentence)[0]?.tokens.slice(1) ?? []
  return tokens.some((t, i) => {
    const before = tokens.slice(0, i)
    if (/^(?:they|them|their)$/.test(t.lower)) return !before.some((b) => b.tags.has('Plural'))
    if (/^(?:it|its|he|she|him|her|his)$/.test(t.lower)) return !before.some((b) => b.tags.has('Singular'))
    return /^(?:this|these|those|there|here)$/.test(t.lower)
  })
}

/** What "we" did once, could not do, or think: no word on what the founder does now. */
const ONCE_OR_NOT =
  /^(?:had|have|were|was|did|used|tried|thought|knew|saw|found|lost|got|went|came|made|spent|paid|realised|realized|noticed|learned|learnt|started|decided|asked|wanted|needed|could|couldn['’]t|would|didn['’]t|don['’]t|can['’]t|cannot|never|lived|met|know|think|believe|see|feel|hope|want|need|love|like|guess|mean|say|call|get|read|wish|are|am)$/i

/**
 * Whether a sentence says what the founder's company does now: "we" (or the product) and a verb in the
 * present ("Before we plant, one neighbour adopts each tree", "Sumbi makes wetsuits"), not what "we" once
 * did ("we lost the harvest") or what came before the product ("Before Sumbi, only two shops…").
 */
export function saysWhatWeDo(sentence: string, product: string | null): boolean {
  const tokens = analyse(sentence).flatMap((s) => s.tokens)
  const named = product ? product.toLowerCase().split(/\s+/) : []
  // ("First, cement companies — we supply two", "After, if the farmer wants, we buy…": an item of a list
  // or a step after one the reader never saw.)
  if (/^(?:First|Second|Third|Fourth|Finally|One|Another|After|Afterwards|Then|Next)\b/.test(sentence))
    return false
  const fronted =
    /^(?:When|Whenever|If|Before|Once|Every|Each|At|In|On|For|During|Because|Since|With)\b/.test(sentence)
  return tokens.some((t, i) => {
    let at = i + 1
    // The subject of the sentence, not of a clause inside it ("The schools we work with…", "…people who
    // use the CLI that we know of", "The laundry knows…, and when…, we tell you"): its first word, after
    // words that are no noun ("Before we plant", "Also we"), or after a comma closing a fronted clause
    // ("When the dust goes up on a winter morning, we send…").
    const before = tokens.slice(0, i)
    const subject =
      i === 0 ||
      (i <= 3 && !before.some((b) => b.tags.has('Noun') && !b.tags.has('Pronoun'))) ||
      (fronted && !!tokens[i - 1]?.pause)
    if (!subject) return false
    if (t.lower === 'we') {
      while (tokens[at]?.tags.has('Adverb')) at++
    } else if (named.length && named.every((w, k) => tokens[i + k]?.lower === w)) {
      if (tokens[i - 1]?.lower === 'before' || tokens[i - 1]?.lower === 'without') return false
      at = i + named.length
    } else return false
    const verb = tokens[at]
    if (!verb || ONCE_OR_NOT.test(verb.lower) || /ed$/.test(verb.lower)) return false
    // ("La Sombra is very simple": how it is, not what it does; "Sumbi is a wetsuit maker" says it.)
    if (/^(?:is|was|has)$/.test(verb.lower) && !/^(?:a|an|the|our|\d)/i.test(tokens[at + 1]?.lower ?? ''))
      return false
    return verb.tags.has('Verb') ? !verb.tags.has('PastTense') : t.lower !== 'we' && /s$/.test(verb.lower)
  })
}

/** Words too common to tie a problem to an answer. */
const COMMON = new Set(
  'people person thing way time year day week month first last one two three new lot part place work help use'.split(
    ' ',
  ),
)

function stems(text: string, skip: Set<string>): Set<string> {
  return new Set([...contentWords(text)].map(stem).filter((w) => !skip.has(w) && !COMMON.has(w)))
}

const SENTENCE = /(?<=[.!?]["”’']?)\s+(?=["“'‘]?\p{Lu})/u
const sentencesOf = (text: string) => text.split(/\n+/).flatMap((line) => line.split(SENTENCE))

/**
 * A problem told to its end stops there: readers of "…and then the neighbours conclude that trees do not
 * grow there." asked for "one sentence saying each of our trees has a neighbour who waters it", and of
 * "…tape the holes with tape" for "one sentence about the fitted suit and our van". The sentence of a
 * product post that answers the problem (most words in common, two at least) moves to the problem post's
 * end, so no sentence is in two posts; the product post keeps its opening and two sentences or more.
 */
export function withWhatWeDo<P extends Lined & { topic: string | null; kind: string; sources: string[] }>(
  posts: P[],
  product: string | null,
): P[] {
  const out = [...posts]
  const own = new Set(product ? [...contentWords(product)].map(stem) : [])
  for (const [at, problem] of out.entries()) {
    if (problem.topic !== 'problem' || problem.kind === 'goal') continue
    const told = [problem.text, ...(problem.parts ?? [])]
    if (told.some((x) => sentencesOf(x).some((s) => saysWhatWeDo(s, product)))) continue
    const asked = stems(told.join(' '), own)
    let best: { post: number; sentence: string; score: number } | null = null
    for (const [i, post] of out.entries()) {
      if (post.topic !== 'product' || i === at) continue
      const sentences = [post.text, ...(post.parts ?? [])].flatMap(sentencesOf)
      if (sentences.length < 3) continue
      for (const [k, sentence] of sentences.slice(1).entries()) {
        const line = asLine(sentence)
        if (
          line.length > 220 ||
          wordCount(line) < 6 ||
          /\?/.test(line) ||
          // ("Inside we put an electric insert…": inside what, the post before said.)
          /^(?:They|Them|It|Its|This|That|These|Those|He|She|His|Her|There|Here|Then|Inside|Instead|Otherwise|Later|Next|Afterwards|After that)\b/.test(
            line,
          ) ||
          leansBack(line) ||
          !saysWhatWeDo(line, product) ||
          // Whom they serve, where they sell, what it costs: no answer to a problem ("We serve the patients
          // of the hospital…", "…for home it's 499 rupees a month").
          /\b(?:serve|serves|sell|sells|work with|works with|partner|partners|costs?|pay|pays|price|prices|charge|charges)\b|[$€£¥₹]|\brupees?\b/i.test(
            line,
          ) ||
          // (A figure the problem already gives is no answer to it.)
          (line.match(/\d[\d,.]*/g) ?? []).some((n) => told.join(' ').includes(n)) ||
          // (What follows it in the product post leans on it: "We collect the bread… We dry it".)
          leansOn(sentences[k + 2], line)
        )
          continue
        const score = [...stems(line, own)].filter((w) => asked.has(w)).length
        if (score >= 2 && (!best || score > best.score)) best = { post: i, sentence, score }
      }
    }
    if (!best) continue
    const line = asLine(best.sentence)
    if (!endFits(problem, line)) continue
    const donor = out[best.post]!
    const left = without(donor, best.sentence)
    // (Said once: a sentence that could not be cut out stays where it was.)
    if ([left.text, ...(left.parts ?? [])].join('\n').includes(best.sentence)) continue
    // (The product post still says what the company does: "WAH GWAAN!! Shanelle from SIX LOVE here!!!"
    // alone is a greeting.)
    const kept = [left.text, ...(left.parts ?? [])].flatMap(sentencesOf)
    if (kept.length < 3 && !kept.some((s) => saysWhatWeDo(s, product))) continue
    out[best.post] = left
    const ended = endedBy(problem, line)
    out[at] = { ...ended, sources: [...new Set([...problem.sources, ...donor.sources])] }
  }
  return out
}

/** Whether a sentence leans on the one before it: "It…", "They…", "The bread…" after "…the bread". */
function leansOn(next: string | undefined, line: string): boolean {
  if (!next) return false
  if (
    /^(?:It|Its|They|Them|Their|That|This|These|Those|He|She|His|Her|Then|So|And|But|First|Second|Third|Next)\b/.test(
      next,
    )
  )
    return true
  const noun = next.match(/^The (\p{L}+)/u)?.[1]
  return !!noun && stems(line, new Set()).has(stem(noun.toLowerCase()))
}

/** A sentence that ends a post: "Also we repair…" → "We repair…". */
function asLine(sentence: string): string {
  const bare = sentence.replace(/^(?:Also|And|Plus|So)\b,?\s+/, '')
  return bare.charAt(0).toUpperCase() + bare.slice(1)
}

/** A post without one of its sentences; a part left empty goes. */
function without<P extends Lined>(post: P, sentence: string): P {
  const cut = (x: string) =>
    x
      .replace(new RegExp(`(?:^|(?<=\\s))${escapeRegExp(sentence)}(?:[ \\t]+|(?=\\n)|$)`), '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  const [text, ...parts] = [post.text, ...(post.parts ?? [])].map(cut).filter(Boolean)
  return { ...post, text: text ?? '', ...(post.parts ? { parts } : {}) }
}
