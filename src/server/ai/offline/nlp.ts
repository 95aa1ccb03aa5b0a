/**
 * English language helpers of the offline engine, on compromise (part-of-speech tagging, sentence
 * splitting, number and name detection). Pure and deterministic; exported for every offline writer
 * (interviewer, pillars, posts, rewrites).
 */
import { readFileSync } from 'node:fs'
import type nlpType from 'compromise'
import wordListPath from 'word-list'

// Loaded on first use, not at server start: compromise builds its lexicon when imported (~150 ms,
// seconds on a loaded machine), and a server configured with an AI provider may never need it.
let compromise: typeof nlpType | undefined
// Titles the tagger does not know: "choirmaster Bro. Femi" is one sentence, not two.
const TITLES = ['bro', 'sis']
const loadCompromise = () => {
  if (compromise) return compromise
  compromise = require('compromise') as typeof nlpType
  const world = (
    compromise as unknown as { world: () => { model: { one: { abbreviations: Record<string, boolean> } } } }
  ).world()
  for (const t of TITLES) world.model.one.abbreviations[t] = true
  return compromise
}
export const nlp = (text: string) => loadCompromise()(text)

// The word-list package's 274,000 English words (a word game's list): the tagger's lexicon holds only
// irregular words, so "quay" and "tembisa" look alike to it. Read on first use.
let dictionary: Set<string> | undefined
/** Whether an English dictionary has the word ("bakkie", "quay" yes; "tembisa", "nomvula" no). */
export const isEnglishWord = (word: string): boolean => {
  dictionary ??= new Set(readFileSync(wordListPath, 'utf8').split('\n'))
  return dictionary.has(word.toLowerCase())
}

/** Whether the tagger's lexicon has the word (common words, known names, places). */
export const inLexicon = (word: string): boolean => {
  const world = (
    loadCompromise() as unknown as { world: () => { model: { one: { lexicon: Record<string, unknown> } } } }
  ).world()
  return word.toLowerCase() in world.model.one.lexicon
}

/** Loads the tagger ahead of the first answer (the server calls it once it is listening). */
export const warmUpNlp = () => {
  nlp('Warm up.')
  isEnglishWord('warm')
}

/** A word with its tags; `pause` when punctuation follows it (a phrase never runs across one). */
export type Token = { text: string; lower: string; tags: Set<string>; pause: boolean }
export type Sentence = { text: string; tokens: Token[] }

type RawTerm = { text: string; pre: string; post: string; tags: Set<string> }

const cache = new Map<string, Sentence[]>()

const alsoCleared: (() => void)[] = []
/** Forgets every parsed text, and what was read from it (benchmarks measure a plan from scratch). */
export const clearAnalysisCache = () => {
  cache.clear()
  for (const clear of alsoCleared) clear()
}
/** A cache built on parsed texts, forgotten with them. */
export const clearedWithAnalysis = (clear: () => void) => alsoCleared.push(clear)

/** The text as tagged sentences (cached: the same answers are read by several steps of one plan). */
export function analyse(text: string): Sentence[] {
  const key = text.trim()
  const hit = cache.get(key)
  if (hit) return hit
  // The tagged document itself: cheaper than .json(), which copies every term.
  const document = nlp(key.replace(/\s+/g, ' ')).document as RawTerm[][]
  const out = document.map((terms) => {
    const tokens: Token[] = []
    let glue = false
    for (const t of terms) {
      const token = {
        text: t.text,
        lower: t.text.toLowerCase().replace(/’/g, "'"),
        tags: t.tags,
        pause: /[,;:.!?()"“”—–]/.test(t.post) || /\s[-–—]\s/.test(t.post),
      }
      const prev = tokens.at(-1)
      // "No-shows" is one word to a reader: merge hyphenated parts, keeping the last part's tags.
      if (glue && prev)
        tokens[tokens.length - 1] = {
          ...token,
          text: `${prev.text}-${token.text}`,
          lower: `${prev.lower}-${token.lower}`,
        }
      else tokens.push(token)
      glue = /^-$/.test(t.post.trim())
    }
    const text = terms
      .map((t, i) => `${i ? t.pre : t.pre.trimStart()}${t.text}${t.post}`)
      .join('')
      .trim()
    return { text, tokens }
  })
  if (cache.size > 500) cache.clear()
  cache.set(key, out)
  return out
}

/** Sentences of a text, as written. */
export const sentencesOf = (text: string) => analyse(text).map((s) => s.text)

const GENERIC_NOUNS = new Set(
  `thing things stuff lot lots way ways time times year years week weeks day days month months people person
  someone something everything anything nothing everyone percent part kind sort bit question questions answer
  answers point idea moment story founder co-founder ceo today tomorrow yesterday end start fact case problem problems example one
  ones yes no hours hour minutes minute morning mornings evening`.split(/\s+/),
)

const isNounish = (t: Token) =>
  (t.tags.has('Noun') || t.tags.has('ProperNoun') || t.tags.has('Acronym')) &&
  !t.tags.has('Pronoun') &&
  !(t.tags.has('Possessive') && /^(my|our|your|his|her|their|its)$/.test(t.lower))
const isModifier = (t: Token) => t.tags.has('Adjective') && !t.tags.has('Comparable')

/**
 * Noun phrases (modifiers + nouns ending on a noun) as the founder wrote them: "small dental clinics",
 * "no-shows", "São Paulo". Determiners, possessives and numbers are left out, so a phrase reads as a theme.
 */
export function nounPhrases(sentence: Sentence): string[] {
  const out: string[] = []
  let run: Token[] = []
  let article = ''
  const flush = () => {
    while (run.length && !isNounish(run.at(-1)!)) run.pop()
    if (run.length) {
      const phrase =
        (article ? `${article} ` : '') +
        run
          .map((t) => t.text)
          .join(' ')
          .replace(/[,;:!?"“”()]+/g, '')
          .replace(/\.$/, '')
          .trim()
      const lowerWords = phrase
        .toLowerCase()
        .replace(/^(the|a|an) /, '')
        .split(/\s+/)
      if (!(lowerWords.length === 1 && GENERIC_NOUNS.has(lowerWords.at(-1)!)) && phrase.length > 2)
        out.push(phrase)
    }
    run = []
    article = ''
  }
  const { tokens } = sentence
  for (const [i, t] of tokens.entries()) {
    // "Practice managers at…": a fragment's first word is often mis-tagged as an imperative verb.
    const leadingModifier =
      i === 0 && t.tags.has('Imperative') && tokens[1] && isNounish(tokens[1]) && !hasVerb(tokens.slice(1))
    if (isNounish(t) || isModifier(t) || leadingModifier) {
      if (t.tags.has('Value')) {
        flush()
        continue
      }
      // Keep "the"/"a" so a singular phrase reads whole ("the front desk"); callers may drop it.
      if (!run.length)
        article = /^(the|a|an)$/.test(tokens[i - 1]?.lower ?? '') ? tokens[i - 1]!.text.toLowerCase() : ''
      run.push(t)
      // A plural ends its phrase: "mornings calling people" is two things, not one.
      if (t.pause || (t.tags.has('Plural') && !t.tags.has('Possessive'))) flush()
    } else flush()
  }
  flush()
  return out
}

const hasVerb = (tokens: Token[]) => tokens.some((t) => t.tags.has('Verb') && !t.tags.has('Gerund'))

const COMMON = ['Adjective', 'Verb', 'Determiner', 'Adverb', 'Preposition', 'Conjunction', 'Value', 'Pronoun']

/** Names of things (not people, places or dates): candidates for the product's name. */
export function thingNames(sentence: Sentence): string[] {
  const skip = (n: string) =>
    sentence.tokens.some(
      (t) =>
        n.split(' ').includes(t.text.replace(/[,;:!?.]+$/, '')) &&
        ['Person', 'Place', 'Date', 'Month', 'FirstName', 'LastName'].some((tag) => t.tags.has(tag)),
    )
  return properNames(sentence).filter((n) => !skip(n))
}

/** Proper names as written ("Plotline", "São Paulo", "Dr. Okafor"), never at a sentence's first word alone. */
export function properNames(sentence: Sentence): string[] {
  const out: string[] = []
  let run: string[] = []
  const flush = () => {
    if (run.length)
      out.push(
        run
          .join(' ')
          .replace(/[,;:!?]+$/, '')
          .replace(/(?<!\b[A-Z][a-z]?)\.$/, '')
          .replace(/['’]s$/, ''),
      )
    run = []
  }
  for (const [i, t] of sentence.tokens.entries()) {
    const capital = /^[A-ZÀ-Ý]/.test(t.text) && !t.tags.has('Pronoun')
    // A sentence's first word is a name only when the tagger knows it as nothing else ("Ledgerly reads…").
    const firstIsName = i > 0 || sentence.tokens.length === 1 || !COMMON.some((tag) => t.tags.has(tag))
    if (t.tags.has('ProperNoun') && capital && firstIsName) run.push(t.text.replace(/[,;:!?]+$/, ''))
    else flush()
    if (t.pause) flush()
  }
  flush()
  return out.filter(
    (n) => n.length > 1 && !/^(I|I'm|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(n),
  )
}

/** Whether a sentence carries a figure (a count, a percentage, an amount). */
export const hasNumber = (sentence: Sentence) =>
  sentence.tokens.some((t) => t.tags.has('Value') && !/^(one|a|first)$/i.test(t.lower)) ||
  /\d/.test(sentence.text)

/** Whether the sentence is told in the past (a story rather than a description). */
/** Whether the sentence has a finite verb (not a fragment like "Practice managers at small clinics."). */
export const hasFiniteVerb = (sentence: Sentence) =>
  sentence.tokens.some(
    (t) =>
      t.tags.has('Verb') && !t.tags.has('Gerund') && !(t === sentence.tokens[0] && t.tags.has('Imperative')),
  )

export const isPastTense = (sentence: Sentence) => sentence.tokens.some((t) => t.tags.has('PastTense'))

// Said to the interviewer, not to an audience: never material for a post.
const META =
  /\b(good|great|interesting|tough) question\b|\b(that|this) (covers|is) (it|all|everything)\b|\bwrap (it )?up\b|\bas i (said|mentioned)\b|\blike i (said|mentioned)\b|\bthanks? (you )?for (asking|having)\b|\b(?:this|the|our|your) interview\b|\binterview(?:ing)? me\b|\bnext question\b|\banything else\b|\bhappy to (help|answer|share)\b|\blet me think\b|\bnot sure (what|how) (you|to)\b|\byou asked\b|\b(it is|it's) a long story\b|\bnothing (else )?to add\b|\b(my|these|our|the) posts\b|^nothing (big|much|new|special)\b|\bsaid (?:(?:that|it|this) )?already\b|\babout it really\b|\b(?:telling|tell) (?:our|my) story\b|\bround in circles\b|\b(?:written|wrote|got) (?:it |them |these |those )?down somewhere\b|\blet me (?:find|check|look|see|dig)\b|\bhang on\b|\bwhere was I\b|^(?:right,\s*|ok(?:ay)?,\s*)?numbers?[,:]|\bis (?:it|this|the (?:red )?light|the mic|the recorder) (?:on|going|recording)\b|\bcan you hear me\b|\b(?:told|tell) you (?:that |this |it )?already\b|^(?:it['’]?s|its) the same (?:thing|answer|story)[.!]?$|^(?:the|our|my) [\w-]+(?: [\w-]+)? first(?:,\s+because\b[^.]*)?[.!]?$|^(?:that['’]?s|thats|that is) (?:it|all|about it)(?:,? (?:really|basically|I think|for (?:that|now)))?[.!]?$/i

export const isMetaTalk = (text: string) => META.test(text)

/** The first letter capitalised, unless the text opens on a web address ("redmar.cl/muestra" stays as typed). */
/** Capitalises a sentence's first letter, except in an address ("relicense.dev/…") or a name like "iOS". */
export const capitalFirst = (s: string) =>
  /^[\p{Ll}\d-]+\.\p{Ll}{2,}(?:[/\s.,]|$)|^\p{Ll}+\p{Lu}/u.test(s)
    ? s
    : s.charAt(0).toUpperCase() + s.slice(1)

/** A text ending on a word that needs what follows ("which is", "the"): a comma there is mid-clause. */
export const MID_CLAUSE = /\b(?:is|was|are|were|be|a|an|the|to|of|which|that),?\s*$/i

// Hedges and fillers a founder says but would not post.
const LEADING =
  /^(?:(?:(?:and|but)(?!,\s*which\b)|so(?!\s+(?:far|much|many|long|few|little|often|much so)\b)|well|okay|ok|um+|uh+|yeah|yes|sure|right|look|honestly|basically|actually|frankly|i mean|i think(?! (?:about|of|through|back|so)\b)|i guess|i believe that|i'd say|to be honest|you know|like(?! (?:this|that),))[,\s]+)+/i
const INNER =
  /,?\s\b(?:honestly|basically|actually|kind of|sort of|(?<!\b(?:do|did|does|don't|didn't|if|would|could|will|can|let)\s)you know(?!\s+(?:what|how|where|who|when) to\b|\s+what(?=\s*[.!?,]|$))|(?<=\b(?:bought|had|sold|paid|made|got|ordered|hired|raised|spent|lost|saved|built|took|needed),?\s)i (?:think|guess) it was(?= (?:about |around |maybe )?\d)|i think(?! (?:about|of|through|back|so)\b)|i guess|(?<!\bwhat\s)i mean|(?<!\b(?:want|wanted|have|had|need|needed|try|tried|going|got)\s)to be honest|pretty much|literally)\b,?(?=\s)/gi

/** Someone else, as the subject of what is guessed ("I think she'd been…"). */
const GUESSED_SUBJECT = /^\s+(?:she|he|they)(?:['’](?:d|s|re|ll))?\s/i
/** What a guess at someone's reasons goes on with ("…, I think, to prove me wrong"). */
const REASON = /^\s*(?:to|because|so that|since|out of|for fear)\b/i
/** A sentence about someone else: its subject is she, he, they or a person's name. */
const ABOUT_OTHERS =
  /^(?:(?:and|but|so)\s+)?(?:she|he|they|\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?\s(?:agreed|said|says|wanted|wants|thought|thinks|did|does|was|is|decided|chose|came|left|signed|bought|joined|stayed))\b/iu

/** A clause left waiting for its object or noun ("and has", "with our"): no comma can stand there. */
export const NEEDS_MORE =
  /(?:\b(?:is|was|are|were|be|a|an|the|to|of|which|that|has|have|had|do|does|did|with|for|from|by|at|in|on|my|our|their|his|her|its|your|most|very)|['’]s),?\s*$/i

/**
 * A founder's sentence ready to post: hedges and fillers removed ("honestly", "I think", a leading
 * "And"/"But"), capitalised, closed with a full stop. Null when nothing complete is left.
 */
/**
 * "ten a.m." → "ten am": the dots read as sentence ends to readers skimming a post (and to checkers), and
 * to the cuts that end a clause at a full stop ("…$90 a month.m. like it was a Series A").
 */
export function withoutMeridiemDots(text: string): string {
  return (
    text
      // "…at 3 a.m. He fed the stove": the dot also ended the sentence.
      .replace(
        /\b([ap])\.m\.(?=\s+(?:I|He|She|They|We|It|The|Our|My|His|Her|Their|This|That|There|Then)\s)/g,
        '$1m.',
      )
      .replace(/\b([ap])\.m\.(?=[\s,;:)]|$)/gi, '$1m')
  )
}

export function cleanSentence(text: string): string | null {
  let s = withoutMeridiemDots(text.replace(/\s+/g, ' ').trim())
  // "I think that's wrong." is a stance said politely: on a short claim the "I think" stays.
  const stance = s.match(/^(?:(?:and|but|so|well),?\s+)?(I think,?\s+)(\S+(?:\s+\S+){0,4})$/i)
  for (let i = 0; i < 3; i++) s = s.replace(LEADING, '')
  if (stance) s = `I think ${stance[2]}`
  // "Kōji Tanaka here: we build…" and an answer's bare that-clause ("That dental software is built…").
  s = s.replace(/^(?:\p{Lu}[\p{L}'-]+ ){1,3}here[:,]\s*/u, '')
  s = s.replace(/^that (?=[\w-]+ (?:[\w-]+ )?(?:is|are|was|were|should|will|can|has|have)\b)/i, '')
  s = s
    // "which is, honestly, the number", "and has, I think, the most…": a filler inside a clause takes
    // its commas with it; elsewhere one stays ("…ads, honestly, and they…", "Before us, honestly, nobody…").
    .replace(INNER, (m, at: number, all: string) =>
      // "She agreed mainly, I think, to prove me wrong": a guess at someone else's reasons stays a guess,
      // and so does "late, I think she'd been doing the stock count" (what someone else did).
      (/^,?\s*i think,$/i.test(m) && ABOUT_OTHERS.test(all) && REASON.test(all.slice(at + m.length))) ||
      (/^,?\s*i think$/i.test(m) && GUESSED_SUBJECT.test(all.slice(at + m.length))) ||
      // "Slightly controversially, I think people are happy to pay": the opinion it flags keeps its owner.
      (/^,\s*i think$/i.test(m) &&
        /^(?:(?:and|but),?\s+)?(?:\p{L}+\s+)?\p{L}+ly$/iu.test(all.slice(0, at).trim())) ||
      // "a bloke called Dai, lovely fella actually, and he said": "in fact", closing what it says.
      (/^\s+actually,?$/i.test(m) && /^\s+(?:and|but)\s/i.test(all.slice(at + m.length)))
        ? m
        : m.startsWith(',') && m.endsWith(',') && !NEEDS_MORE.test(all.slice(0, at))
          ? ','
          : '',
    )
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/,\s*,/g, ',')
    .trim()
  s = s.replace(/^[,;:\-–—\s]+/, '')
  if (!/[A-Za-zÀ-ÿ0-9]/.test(s) || /^(um+|uh+|hm+|erm|well|so|yeah|ok|okay)[.!]?$/i.test(s)) return null
  s = capitalFirst(s)
  if (!/[.!?]["”’')]?$/.test(s)) s = `${s.replace(/[,;:\-–—\s]+$/, '')}.`
  return s
}

/** Lower-cases the first letter unless it starts a name or "I" ("Most clinics" → "most clinics"). */
export function midSentence(phrase: string, names: string[] = []): string {
  if (/^I\b/.test(phrase) || names.some((n) => phrase.startsWith(n))) return phrase
  // A first word no dictionary holds ("Koen, taxi driver in Almere") is a name, and so is one the
  // tagger knows as a name, place or language ("Hindi, Tamil", "Northern Ireland").
  const first = phrase.match(/^\p{Lu}\p{Ll}+(?=,)/u)?.[0]
  if (first && !inLexicon(first.toLowerCase())) return phrase
  const lead = analyse(phrase)[0]?.tokens[0]
  if (lead && ['ProperNoun', 'Person', 'Place', 'Organization'].some((t) => lead.tags.has(t))) return phrase
  return /^([A-Z][a-z]|A )/.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase
}

/** Capitalises the first letter, leaving the rest as written. */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** "Mrs Mcnulty" → "Mrs McNulty": an Irish or Scottish "Mc" name, written as its family writes it. */
export const mcCase = (text: string) =>
  text.replace(
    // (Not in a handle or an address, nor "Mcebisi", "Mcebo": Nguni names.)
    /(?<![@/.\p{L}\d_-])Mc(\p{Ll})(?=\p{Ll}{2})(?<!Mc[aeiou](?=[bd]))/gu,
    (_m, c: string) => `Mc${c.toUpperCase()}`,
  )

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length

/** The figure in an answer with what it counts ("$4,180 MRR", "19,400 households"), or null. */
export function figureIn(answer: string): string | null {
  const match = answer.match(
    /(?:[$€£¥₹]|R\$\s?)?\d[\d,.]*(?:\s?(?:%|k\b|x\b))?((?:\s(?:a |per )?[\p{L}-]+){0,2})/u,
  )
  if (!match) return null
  // What the figure counts, up to its verb: "20 bakeries" of "20 bakeries cut their waste".
  const figure = match[0].slice(0, match[0].length - (match[1]?.length ?? 0))
  const counted: string[] = []
  const tokens = analyse(answer).flatMap((x) => x.tokens)
  const at = tokens.findIndex((t) =>
    t.text.includes(
      figure
        .trim()
        .replace(/^[$€£¥₹]|R\$\s?/, '')
        .split(/\s/)[0]!,
    ),
  )
  for (const word of (match[1] ?? '').trim().split(/\s+/).filter(Boolean)) {
    const tags = tokens[at + 1 + counted.length]?.tags
    if (
      !tags ||
      tags.has('Verb') ||
      /^(and|but|so|in|of|to|for|a|the|per|with|now|on|at|by|from|over|across|within|into|out|up|than|since)$/i.test(
        word,
      )
    )
      break
    counted.push(word)
  }
  return [figure.trim(), ...counted].join(' ').replace(/[.,;:]$/, '')
}

/** Irregular verbs said of one thing, and "we"'s own forms ("are" → "is", "don't" → "doesn't"). */
const THIRD_PERSON: Record<string, string> = {
  have: 'has',
  do: 'does',
  go: 'goes',
  say: 'says',
  are: 'is',
  were: 'was',
  "don't": "doesn't",
  "haven't": "hasn't",
  "aren't": "isn't",
  "weren't": "wasn't",
}

/** A verb said of one thing: "launch" → "launches", "carry" → "carries", "are" → "is". */
export function thirdPerson(verb: string): string {
  const irregular = THIRD_PERSON[verb.replace(/’/g, "'")]
  if (irregular) return verb.includes('’') ? irregular.replace(/'/g, '’') : irregular
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`
  return `${verb}s`
}

const STOPWORDS = new Set(
  "the and for that with this from have has had was were are you your our out into about what when where which while they them their there then than just very really also been being its it’s it's not but can could would should will did does doing how who why all any some more most much many each every one own same so too only over under again once here make made get got like".split(
    ' ',
  ),
)

/** The words of a text that carry its content: three letters or more, no function words. */
export const contentWords = (text: string): Set<string> =>
  new Set(
    text
      .toLowerCase()
      .replace(/[’]/g, "'")
      .split(/[^\p{L}\p{N}']+/u)
      .filter((w) => w.length >= 3 && !STOPWORDS.has(w)),
  )
