/**
 * The offline engine's rewrite of one post: deterministic variants built only from the post itself and
 * the founder's own sentences in the interview (ranked by how much they share with the post, its pillar
 * and the user's instruction), shaped by the preset. Nothing is invented: a number comes from what the
 * founder said, a question from what the interviewer asked.
 */
import { founderVocabulary, grounding, hasGoalLeak } from '../../../shared/content-rubric-posts'
import { TWEET_LIMIT } from '../../../shared/limits'
import { isNearDuplicate } from '../../../shared/near-duplicate'
import { REWRITE_ALTERNATIVES, type RewritePreset, usableAlternatives } from '../../../shared/rewrite'
import { sentencesOf } from '../../../shared/thread'
import type { RewriteRequest } from '../provider'
import { analyse, contentWords, hasFiniteVerb } from './nlp'

// Words that soften a claim without adding to it; 'Punchier' and 'Shorter' drop them.
const HEDGES =
  /\b(?:I think that|I think|I guess|I mean|kind of|sort of|pretty much|a bit|basically|actually|honestly|really|very|just|quite)\b[,]?\s*/gi

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const withStop = (s: string) => (/[.!?…]["')\]]?$/.test(s) ? s : `${s}.`)
const unhedged = (s: string) => capitalise(s.replace(HEDGES, '').replace(/\s+/g, ' ').trim())

/** Whole sentences joined while they fit one post. */
function fit(pieces: string[]): string {
  let out = ''
  for (const piece of pieces.map((p) => p.trim()).filter(Boolean)) {
    const next = out ? `${out} ${piece}` : piece
    if (next.length > TWEET_LIMIT) break
    out = next
  }
  return out
}

// A clause opening like this leans on the sentence it came from ("which was…", "across our…").
const DEPENDENT =
  /^(?:which|who|whom|whose|that|and|so|but|or|nor|across|in|into|with|by|for|to|from|of|on|at|because|when|while|usually|then|as|like|than|where)\b/i

/**
 * A clause that stands as a sentence: not opening on a preposition or conjunction ("Across our first
 * forty clinics") and with a finite verb ("By the numbers" has none).
 */
export function standsAlone(clause: string): boolean {
  return !DEPENDENT.test(clause.trim()) && hasVerb(clause)
}

/** Whether a founder's sentence has a finite verb (a whole sentence may open on "When…"). */
function hasVerb(text: string): boolean {
  const sentence = analyse(text)[0]
  return !!sentence && hasFiniteVerb(sentence)
}

/** All pieces in one post, or nothing. */
const fitAll = (pieces: string[]) => {
  const joined = fit(pieces)
  return joined.length === pieces.join(' ').trim().length ? joined : ''
}

const LEANS = /^(?:it|it's|they|them|this|that|these|those|he|she|there)\b/i

const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|my|me|we|we're|our|us)\b/
const NUMBER =
  /\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|dozen|half)\b/i

/** 'Make it less formal' reads as no preset; 'shorter please' reads as Shorter. */
export function presetFromInstruction(instruction: string | undefined): RewritePreset | undefined {
  const text = instruction?.toLowerCase() ?? ''
  if (/\b(short|shorter|concise|trim|tighter|brief)\b/.test(text)) return 'shorter'
  if (/\b(punch|punchier|bold|bolder|stronger|snappier)\b/.test(text)) return 'punchier'
  if (/\b(personal|story|my own|first person)\b/.test(text)) return 'more_personal'
  if (/\b(number|numbers|stat|stats|figure|metric|data)\b/.test(text)) return 'add_number'
  if (/\b(question|ask)\b/.test(text)) return 'question'
  return undefined
}

export function offlineRewrite(request: RewriteRequest): string[] {
  const vocabulary = founderVocabulary(
    request.transcript.filter((l) => l.speaker === 'founder').map((l) => l.content),
  )
  // A short opener with none of the founder's words ("A moment I still think about.") only frames
  // the post: variants keep what it frames.
  const framing = (s: string, i: number, all: string[]) =>
    i === 0 && all.length > 1 && s.split(/\s+/).length <= 6 && grounding(s, vocabulary).shared === 0
  const draft = sentencesOf(request.text)
    .map(withStop)
    .filter((s, i, all) => !framing(s, i, all))
  const lead = draft[0] ?? request.text
  const focus = contentWords(
    [request.text, request.pillar?.title, request.pillar?.description, request.instruction].join(' '),
  )
  const asked = contentWords(request.instruction ?? '')
  // What the user asked for outweighs the post's and pillar's own words.
  const score = (s: string) =>
    [...contentWords(s)].reduce((sum, w) => sum + (focus.has(w) ? 1 : 0) + (asked.has(w) ? 3 : 0), 0)
  const rank = (lines: string[]) =>
    lines
      .map((s, i) => ({ s, i, score: score(s) }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .map((x) => x.s)
  const said = (speaker: 'founder' | 'interviewer') =>
    request.transcript.filter((l) => l.speaker === speaker).flatMap((l) => sentencesOf(l.content))
  // The founder's sentences, most relevant first; none the plan already uses or the post already says.
  const post = request.text.toLowerCase()
  // Not what the post already says (posts often frame a founder sentence: "By the numbers: in my…").
  const fresh = (s: string) =>
    s.split(/\s+/).length >= 4 &&
    s.length <= 200 &&
    !post.includes(s.toLowerCase().replace(/[.!?…]+$/, '')) &&
    !isNearDuplicate(request.text, s) &&
    !request.otherPosts.some((p) => isNearDuplicate(p, s))
  // A sentence the plan already uses still lends its clauses ("no-shows went from 14% to 5%").
  const clauses = (s: string) =>
    s
      .replace(/[.!?…]+$/, '')
      // "…chairs and a waitlist of six…" joins two things, not two clauses: no split before an article.
      .split(/,|;|:| — | and (?!(?:a|an|the) )(?=[a-z]+ )/)
      // A leading 'and' / 'so' / 'but' is dropped; other dependent openings are skipped.
      .map((c) => c.trim().replace(/^(?:and|so|but)\s+/i, ''))
      .filter((c) => c.split(/\s+/).length >= 4 && standsAlone(c))
  // A sentence that leans on the one before it ("It means…", "They run…") is no unit of its own.
  // Nor a verbless one ("No “revolutionise your practice”."), and a leading "And" is dropped.
  const units = said('founder')
    .map((s) => capitalise(s.replace(/^(?:and|but|so)\s+/i, '')))
    .filter((s) => !LEANS.test(s))
    .flatMap((s) => (fresh(s) && hasVerb(s) ? [s] : clauses(s).filter(fresh)))
  // Nor the founder's marketing goals, nor one that mostly repeats a sentence of the post ("…didn’t come." beside "…just didn’t come, which…").
  const bag = (x: string) => new Set(x.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [])
  const repeats = (m: string) => {
    const own = bag(m)
    return draft.some((d) => {
      const other = bag(d)
      const shared = [...own].filter((w) => other.has(w)).length
      return shared / Math.max(1, Math.min(own.size, other.size)) >= 0.8
    })
  }
  const material = [...new Set(rank(units).map((s) => withStop(unhedged(s))))].filter(
    (m) => !repeats(m) && !hasGoalLeak(m),
  )
  const preset = request.preset ?? presetFromInstruction(request.instruction)
  // The part of the post every variant keeps: the lead sentence, or its first clause when it is long,
  // so that variants differ by the founder's material rather than all repeating one long sentence.
  // A clause stands for the lead only when it stands alone as a sentence.
  const leadClauses = lead.split(/,|;|:|—/).map((c) => c.trim())
  const clause = standsAlone(leadClauses[0]!) ? withStop(capitalise(leadClauses[0]!)) : lead
  const sized = leadClauses.find(
    (c) => c.split(/\s+/).length >= 4 && c.split(/\s+/).length <= 16 && standsAlone(c),
  )
  const anchor = lead.split(/\s+/).length <= 14 || !sized ? lead : withStop(capitalise(sized))
  const tight = draft.map(unhedged)
  /** Material sentences in turn, alternating before and after the anchor. */
  // (Only pieces that fit beside the anchor: a long anchor would otherwise stand alone, as the draft.)
  const around = (from: string[], n = 5) =>
    from
      .filter((m) => unhedged(anchor).length + 1 + m.length <= TWEET_LIMIT)
      .slice(0, n)
      .map((m, k) => (k % 2 === 0 ? fit([unhedged(anchor), m]) : fit([m, unhedged(anchor)])))

  let candidates: string[]
  switch (preset) {
    case 'shorter': {
      const byFocus = [...draft].sort((a, b) => score(b) - score(a))
      candidates = [
        fit(tight),
        unhedged(lead),
        unhedged(clause),
        unhedged(byFocus[0] ?? lead),
        ...material.slice(0, 6),
      ].filter((s) => s.length < request.text.trim().length)
      break
    }
    case 'punchier': {
      // Shortest first, but a question to the reader stays last.
      const shortestFirst = [
        ...tight.filter((t) => !t.endsWith('?')).sort((a, b) => a.length - b.length),
        ...tight.filter((t) => t.endsWith('?')),
      ]
      candidates = [fit(shortestFirst), ...around(material)]
      break
    }
    case 'more_personal': {
      const mine = material.filter((s) => FIRST_PERSON.test(s))
      candidates = around([...mine, ...material.filter((s) => !mine.includes(s))], 6)
      break
    }
    case 'add_number': {
      const numbers = material.filter((s) => NUMBER.test(s))
      // Too few figures in the interview: count real points instead of inventing a statistic.
      const counted = [3, 2, 2].map((n, k) => {
        const points = material.filter((s) => !NUMBER.test(s)).slice(k * 2, k * 2 + n)
        return points.length === n ? fitAll([`${n} things I've learned:`, ...points]) : ''
      })
      candidates = [...around(numbers, 6), ...counted]
      break
    }
    case 'question': {
      // Questions that invite the reader's own experience, after the founder's material.
      const asks = [
        'Sound familiar?',
        'What would you have done?',
        'Has this happened to you?',
        'Would you have done the same?',
        'How do you handle this?',
      ]
      candidates = material
        .slice(0, 5)
        .map((m, k) => fitAll([unhedged(anchor), m, asks[k]!]) || fitAll([m, asks[k]!]))
      break
    }
    default:
      // A free instruction (or none): the draft reworked around the founder's sentences it is closest to.
      candidates = around(material, 6)
  }
  // The caller keeps three variants unlike the plan's other posts and unlike each other; a long
  // anchor (or a sentence the plan tells elsewhere too) can leave fewer: pairs of the founder's own
  // sentences make up the rest.
  const unique = [...new Set(candidates.map((c) => c.trim()).filter(Boolean))]
  const context = { original: request.text, otherPosts: request.otherPosts }
  const pairs: string[] = []
  const short = () =>
    usableAlternatives([...unique, ...pairs], context).alternatives.length < REWRITE_ALTERNATIVES
  // ('Shorter' and 'Question' have their own shape: a pair is neither shorter nor a question.)
  if (preset !== 'shorter' && preset !== 'question')
    for (let k = 0; k + 1 < material.length && short(); k++) {
      const pair = fitAll([material[k]!, material[k + 1]!])
      if (pair) pairs.push(pair)
    }
  return [...unique, ...pairs]
}
