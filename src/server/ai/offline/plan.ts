import { isNearDuplicate } from '../../../shared/near-duplicate'
import type { PillarDraft, TranscriptLine, TweetDraft, TweetRequest } from '../provider'
import { questionTopic } from './founder'
import { keyPhrase, sentences, words } from './text'

const stopwords = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each even every few for from further had has have having he her here hers him his how i i'm if in into is it it's its just like me more most my no nor not now of off on once only or other our ours out over own really same she should so some such than that that's the their them then there these they this those through to too under until up very was we we're were what when where which while who whom why will with would you your yours yes well one two three four five six seven eight nine ten twenty thirty forty fifty hundred first second third last next day week weeks year years thing things lot get got make made want people time`.split(
    /\s+/,
  ),
)

const verbs = new Set(
  `build builds built sell sells sold leave leaves throw throws threw take takes took run runs ran watch watches write wrote written cut cuts try tries want wants need needs think thinks believe know knows go goes went come comes came give gives gave find finds found tell told ask asked let lets keep keeps start started stop stops chase chasing bake bakes baked see saw say said use uses help helps feel felt become became lose lost save saves pay pays spend spent grow grows grew`.split(
    /\s+/,
  ),
)

const tokens = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/[^a-z0-9'-]+/)
    .filter(Boolean)

/** Runs of 1–3 content words, scored by how often their words occur across all answers. */
export function keyPhrases(texts: string[], limit = 5): string[] {
  const freq = new Map<string, number>()
  for (const t of texts) for (const w of tokens(t)) if (!stopwords.has(w)) freq.set(w, (freq.get(w) ?? 0) + 1)
  const scored = new Map<string, number>()
  for (const t of texts) {
    for (const s of sentences(t)) {
      let run: string[] = []
      const flush = () => {
        for (let len = Math.min(2, run.length); len >= 1; len--) {
          for (let i = 0; i + len <= run.length; i++) {
            const phrase = run.slice(i, i + len)
            const score = phrase.reduce((sum, w) => sum + (freq.get(w) ?? 0), 0) * (1 + 0.3 * (len - 1))
            const key = phrase.join(' ')
            scored.set(key, Math.max(scored.get(key) ?? 0, score))
          }
        }
        run = []
      }
      for (const w of tokens(s)) {
        // Verbs make poor titles ("regulars leave disappointed"): keep runs of likely nouns.
        if (stopwords.has(w) || verbs.has(w) || w.length < 3 || /^\d+$/.test(w) || /(ed|ly|ing)$/.test(w))
          flush()
        else run.push(w)
      }
      flush()
    }
  }
  const ranked = [...scored.entries()].sort(
    (a, b) => b[1] - a[1] || b[0].length - a[0].length || a[0].localeCompare(b[0]),
  )
  const picked: string[] = []
  for (const [phrase] of ranked) {
    if (picked.some((p) => p.includes(phrase) || phrase.includes(p))) continue
    picked.push(phrase)
    if (picked.length >= limit) break
  }
  return picked
}

const titles: Record<string, (kp: string) => string> = {
  problem: (kp) => `The problem behind ${kp}`,
  story: (kp) => `The story behind ${kp}`,
  proof: (kp) => `Proof in numbers: ${kp}`,
  opinions: (kp) => `A contrarian take on ${kp}`,
  audience: (kp) => `Built for ${kp}`,
  product: (kp) => `Inside ${kp}`,
}
const pillarTopics = ['problem', 'story', 'proof', 'opinions', 'audience', 'product'] as const

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Founder answers paired with the question they answered. */
function answers(transcript: TranscriptLine[]) {
  const out: { question: string; answer: string }[] = []
  let question = ''
  for (const line of transcript) {
    if (line.speaker === 'interviewer') question = line.content
    else if (words(line.content).length >= 4) out.push({ question, answer: line.content })
  }
  return out
}

/**
 * Offline pillars: the founder's answers grouped by the topic of the question they answered
 * (problem, story, proof, opinions, audience, product), each named after its strongest key phrase;
 * topped up from the key phrases of all answers so there are always 3 to 7.
 */
export function offlinePillars(transcript: TranscriptLine[]): PillarDraft[] {
  const pairs = answers(transcript)
  const pillars: PillarDraft[] = []
  const used = new Set<string>()
  for (const topic of pillarTopics) {
    const group = pairs.filter((p) => questionTopic(p.question) === topic).map((p) => p.answer)
    if (group.length === 0) continue
    const kp = keyPhrases(group, 6).find((k) => !used.has(k))
    if (!kp) continue
    used.add(kp)
    const quote = keyPhrase(group[0]!, 18)
    pillars.push({
      title: capitalise(titles[topic]!(kp)),
      description: `Posts built on what you said: “${quote}”`,
    })
  }
  const all = pairs.map((p) => p.answer)
  for (const kp of keyPhrases(all.length ? all : transcript.map((l) => l.content), 10)) {
    if (pillars.length >= 3) break
    if (used.has(kp)) continue
    used.add(kp)
    const source = all.find((a) => a.toLowerCase().includes(kp)) ?? kp
    pillars.push({
      title: `More on ${kp}`,
      description: `Posts built on what you said: “${keyPhrase(source, 18) ?? kp}”`,
    })
  }
  const fallback = ['Lessons from building', 'Behind the scenes', 'What our customers taught us']
  while (pillars.length < 3)
    pillars.push({
      title: fallback[pillars.length]!,
      description: 'Stories from your interview, in your own words.',
    })
  return pillars.slice(0, 7)
}

const templates: ((s: string) => string)[] = [
  (s) => s,
  (s) => `Something I learned the hard way: ${lower(s)}`,
  (s) => `${s}\n\nStill true today.`,
  (s) => `People ask why we do this. Short answer: ${lower(s)}`,
  (s) => `${s}\n\nAgree or disagree?`,
  (s) => `A story from our early days: ${lower(s)}`,
  (s) => `If you remember one thing from me this week: ${lower(s)}`,
  (s) => `${s}\n\nMore on this soon.`,
]
const lower = (s: string) =>
  /^[A-Z][a-z]/.test(s) && !/^I\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s

function fit(text: string, max = 280): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`
}

const overlap = (a: string, b: string) => {
  const wa = new Set(tokens(a).filter((w) => !stopwords.has(w)))
  return tokens(b).filter((w) => !stopwords.has(w) && wa.has(w)).length
}

/**
 * Offline posts composed from the founder's own sentences: each sentence goes to the pillar it shares
 * the most words with, then each slot takes its pillar's next sentence (or pair of sentences) under a
 * rotating hook. Near-duplicates are skipped; a slot stays empty when its pillar has nothing new to say.
 */
export function offlineTweets(request: TweetRequest): TweetDraft[] {
  const pool = request.transcript
    .filter((l) => l.speaker === 'founder')
    .flatMap((l) => sentences(l.content))
    // A post opens with a whole sentence: skip fragments that start mid-thought.
    .filter((s) => words(s).length >= 5 && !/^[a-z]/.test(s))
  const byPillar: string[][] = request.pillars.map(() => [])
  for (const [i, s] of pool.entries()) {
    const scores = request.pillars.map((p) => overlap(`${p.title} ${p.description}`, s))
    const best = Math.max(...scores)
    // Ties (often zero overlap) spread round-robin so every pillar gets material.
    const target = best > 0 ? scores.indexOf(best) : i % request.pillars.length
    byPillar[target]!.push(s)
  }
  const candidates = byPillar.map((list) => {
    const out: string[] = []
    for (const [i, s] of list.entries()) out.push(fit(templates[i % templates.length]!(s)))
    for (let i = 0; i + 1 < list.length; i++) out.push(fit(`${list[i]} ${list[i + 1]}`))
    return out
  })
  const cursor = request.pillars.map(() => 0)
  const chosen: TweetDraft[] = []
  for (const slot of request.slots) {
    const list = candidates[slot.pillarIndex] ?? []
    while (cursor[slot.pillarIndex]! < list.length) {
      const text = list[cursor[slot.pillarIndex]!++]!
      if (!chosen.some((c) => isNearDuplicate(c.content, text))) {
        chosen.push({ slot: slot.index, content: text })
        break
      }
    }
  }
  return chosen
}
