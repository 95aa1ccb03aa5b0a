/**
 * Who is who in an interview: the people (and companies) a founder introduces once ("Bogdan Ilić runs
 * their platform team", "my colleague Jonas", "Helmi. Ops lead at a fintech in Helsinki") and names
 * bare later. A post is read alone in a feed, so it introduces each of them where it first names them.
 */
import { analyse, inLexicon, NEEDS_MORE } from './nlp'

export type Introduction = {
  /** How posts name them: "Bogdan", "Mama Achieng". */
  name: string
  /** The name as first introduced, surname included: "Bogdan Ilić". */
  full: string
  /** Who they are to the founder, said before the name: "my colleague". */
  role?: string
  /** Who they are, said after the name: "who runs Parcelpoint's platform team". */
  apposition?: string
  /** The words that introduced them, as said ("runs their platform team"): a post holding them says it. */
  told: string
}

const HONORIFIC = '(?:(?:Herr|Frau|Mama|Mr|Mrs|Ms|Dr|Aunt|Auntie|Uncle|Señor|Señora|Pani|Pan)\\.? )?'
const WORD = "\\p{Lu}\\p{Ll}[\\p{L}'’-]*"
/** A name, with its honorific and a surname when said: "Bogdan Ilić", "Mama Achieng". */
const NAME = new RegExp(`(${HONORIFIC}${WORD})((?: ${WORD}){1,2})?`, 'gu')
const LONGEST = 70
/** What someone does, said right after their name, introduces them: "Mama Achieng runs a kiosk". */
const INTRODUCING_VERBS = 'runs|leads|manages|owns|heads|coaches|teaches|founded|is|was'
const PRONOUN = /^(?:i|you|he|she|it|we|they|this|that|there|and|but|or|so|then|which|when|if|because)$/i

/** Whether a capitalised word in a sentence names someone (or a company), not a place or a common word. */
function namesSomeone(sentence: string, word: string): boolean {
  const token = analyse(sentence)
    .flatMap((s) => s.tokens)
    .find((t) => t.text === word)
  if (!token) return false
  if (['Place', 'City', 'Country', 'Region', 'Month', 'WeekDay'].some((g) => token.tags.has(g))) return false
  return token.tags.has('Person') || !inLexicon(word)
}

/** Who someone is to the founder, said before their name ("my colleague Jonas"), or null. */
function roleBefore(sentence: string, before: string, full: string): string | null {
  let role = before
    .match(/\b((?:[Mm]y|[Oo]ur|[Tt]heir) (?:[\p{Ll}-]+ ){0,2}[\p{Ll}-]+) $/u)?.[1]
    ?.replace(/^\p{Lu}/u, (c) => c.toLowerCase())
  if (!role) return null
  // "…is Perämeren Lämpö, the heating company in Kemi, and their network manager Sari": the company's.
  if (role.startsWith('their ')) {
    const company = [...before.matchAll(new RegExp(`(?<=\\s)(${WORD}(?: ${WORD})*)`, 'gu'))].find(
      (m) =>
        !/\b(?:in|near|at|of|to|from|outside|around)\s$/i.test(before.slice(0, m.index)) &&
        namesSomeone(sentence, m[1]!.split(' ').at(-1)!),
    )?.[1]
    if (!company) return null
    role = role.replace(/^their\b/, `${company}'s`)
  }
  const last = role.split(' ').at(-1)
  const tags = analyse(`${role} ${full} is here.`)[0]?.tokens.find((t) => t.text === last)?.tags
  return tags?.has('Noun') && !tags.has('Verb') ? role : null
}

/** A description after a name, cut where it ends: "a logistics software company in Columbus". */
function descriptionAt(rest: string): string | null {
  // ("…in San-Pédro' — person, not company": a dash ends it too, and a credit's closing mark goes.)
  const [first, ...more] = rest.split(/[.;!?()"“”:]|\s[—–]\s/)[0]!.split(/,\s+/)
  let text = first!.trim().replace(/(?<=\p{L})['’]$/u, '')
  // "who came over in 2009 and has, I think, the most organised mind": cut at the comma, the clause
  // after "and" waits for its object; the first clause is the description.
  if (NEEDS_MORE.test(text)) text = text.replace(/\s+(?:and|but|or)\s+[^,]*$/, '')
  if (NEEDS_MORE.test(text)) return null
  // "57, retired bus driver in Leeds": an age alone says too little.
  if (/^\d{1,3}$/.test(text) && more[0]) text = `${text}, ${more[0].trim()}`
  // "Pan Zbigniew, he has 40 hectares of apples near Warka": a second-language apposition.
  const told = text.match(new RegExp(`^(?:he|she) ((?:${INTRODUCING_VERBS}|has|works) .+)$`))
  if (told && told[1]!.length <= LONGEST) return `who ${told[1]}`
  const lead = text.split(/\s+/)[0] ?? ''
  if (!text || PRONOUN.test(lead) || text.length > LONGEST) return null
  // "17 here in the Faroes, 7 in Scotland and Shetland": a count in a place is the next item of a list.
  if (/^\d[\d,.]*\s+(?:here\s+)?(?:in|at|on)\s/.test(text)) return null
  // Starts as a description does: an article, a possessive, "who", an age, or a lower-case noun.
  if (/^(?:a|an|the|our|my|his|her|their|who|who's|whose|one|\d)(?!\p{L})/iu.test(lead)) return text
  if (!/^\p{Ll}/u.test(lead)) return null
  const tags = analyse(`${text}.`)[0]?.tokens[0]?.tags
  return tags?.has('Noun') && !tags.has('Verb') && !tags.has('Pronoun') ? text : null
}

/** "Bogdan Ilić runs their platform team": who they are, as a clause after their name. */
function clauseAt(sentence: string, before: string, rest: string): string | null {
  const m = rest.match(new RegExp(`^(${INTRODUCING_VERBS}) ([^,.;!?]+)`))
  if (!m) return null
  let what = m[2]!.trim()
  // "Walter Dueck is 81, a retired bus driver in East Kildonan": an age, then who they are.
  const aged =
    m[1] === 'is' && /^\d{1,3}$/.test(what)
      ? rest.slice(m[0].length).match(/^,\s+((?:a|an)\s[^,.;!?]+?)(?:,?\s+and\b|[,.;!?]|$)/)
      : null
  if (aged) {
    const text = `${what}, ${aged[1]!.trim()}`
    return text.length <= LONGEST ? text : null
  }
  if (!/^(?:a|an|the|our|my|his|her|their)\b/.test(what)) return null
  // "their" is the company named before them in the sentence ("…is Parcelpoint, a logistics…").
  if (/^their\b/.test(what)) {
    const company = [...before.matchAll(new RegExp(`(?<=\\s)${WORD}`, 'gu'))]
      .map((x) => x[0])
      .filter((w) => w !== 'I' && namesSomeone(sentence, w))
      .at(-1)
    if (!company) return null
    what = what.replace(/^their\b/, `${company}'s`)
  }
  const text = m[1] === 'is' || m[1] === 'was' ? what : `who ${m[1]} ${what}`
  return text.length <= LONGEST ? text : null
}

/**
 * The introductions made in an interview (each answer's cleaned text, in order), by the name posts use.
 * `skip`: the founder's own names and the product's, which need no introduction.
 */
export function introductions(texts: string[], skip: string[]): Map<string, Introduction> {
  const known = new Map<string, Introduction>()
  const skipped = new Set(skip.flatMap((s) => s.toLowerCase().split(/\s+/)))
  // "…he came to Qamsar, 72 year old" is his age: a name said elsewhere after "in" or "near" is a place.
  // ("We believed in Tomás": a name the tagger knows as a person's stays one.)
  const places = new Set(
    texts
      .flatMap((text) =>
        [
          ...text.matchAll(
            new RegExp(`\\b(?:[Ii]n|[Nn]ear|[Oo]utside|[Aa]round) (${WORD})(?![\\p{L}'’])`, 'gu'),
          ),
        ].map((m) => m[1]!),
      )
      .filter((w) => !analyse(`I saw ${w} today.`)[0]?.tokens[2]?.tags.has('Person')),
  )
  for (const text of texts)
    for (const { text: sentence } of analyse(joinNameAndDescription(text))) {
      for (const m of sentence.matchAll(NAME)) {
        const name = m[1]!
        // The first introduction counts: later mentions are what posts repeat.
        if (known.has(name)) continue
        const word = name.split(' ').at(-1)!
        // "Naa Adjeley Quaye": a surname of one or two words.
        const surname = m[2]?.trim()
        const surnameEnd = surname?.split(' ').at(-1)
        if (skipped.has(word.toLowerCase()) || (surnameEnd && skipped.has(surnameEnd.toLowerCase()))) continue
        if (!namesSomeone(sentence, word) || places.has(word)) continue
        // "…with my old employer in Riccione, one hotel, 4,000 towels": after "in" a name is a place.
        // …and after "of" or "on" ("the west side of Cluj, ten-storey blocks…", "the vendors on Soi Ari,
        // who were very honest"), a place or a thing's owner.
        if (/\b(?:in|near|outside|around|of|on|along)\s$/i.test(sentence.slice(0, m.index!))) continue
        // "German → English, company filings": either side of an arrow is a route or a language pair.
        if (
          /[→⇒]\s*$/.test(sentence.slice(0, m.index!)) ||
          /^\s*[→⇒]/.test(sentence.slice(m.index! + name.length))
        )
          continue
        const full = surname?.split(' ').every((w) => namesSomeone(sentence, w)) ? `${name} ${surname}` : name
        const rest = sentence.slice(m.index! + full.length)
        const before = sentence.slice(0, m.index!)
        const role = roleBefore(sentence, before, full)
        // "…needs a permit, the agreement of the Hausverwaltung, a meeting of all the owners…": a name
        // inside a list is followed by the next item, not by who it is.
        const inList = /\b(?:a|an|the)\s[^,]+,\s+(?:a|an|the)\s[^,]*$/i.test(before)
        const apposition =
          !inList && rest.startsWith(', ')
            ? descriptionAt(rest.slice(2))
            : // A name that opens its sentence and then what they do ("Mama Achieng runs a kiosk").
              before.trim() === '' || /[;:]\s*$/.test(before)
              ? clauseAt(sentence, before, rest.replace(/^\s+/, ''))
              : null
        // "Spanish is my second language and English is my third": a clause of its own, no description.
        const clause =
          !!apposition &&
          !/^(?:who|whose|which|that)\b/.test(apposition) &&
          /\b(?:is|are|was|were)\b/.test(apposition)
        if (clause && !role) continue
        if (role)
          known.set(name, {
            name,
            full,
            role,
            ...(apposition && !clause ? { apposition } : {}),
            told: `${role} ${name}`,
          })
        else if (apposition)
          known.set(name, {
            // "Barry Junior, a rye starter" is not Barry: a junior, a second or a mini is one of its own,
            // named whole.
            name: /\s(?:Junior|Jr\.?|Jnr|Senior|Sr\.?|II|III|IV|Mini|2)$/.test(full) ? full : name,
            full,
            apposition,
            told: rest
              .replace(/^[,\s]+/, '')
              .split(/[,.;!?]/)[0]!
              .trim(),
          })
      }
    }
  // "There's Morag Lennox. She's head chef at a big hotel in the West End…": pointed out, then who she is;
  // "Dr Amrit Sandhu's clinic in Maple Creek": whose place it is. Posts name them by first name.
  const add = (said: string, apposition: string) => {
    const words = said.replace(new RegExp(`^${HONORIFIC}`, 'u'), '').split(' ')
    const name = words[0]!
    if (known.has(name) || skipped.has(name.toLowerCase()) || places.has(name) || apposition.length > LONGEST)
      return
    known.set(name, { name, full: words.join(' '), apposition, told: apposition })
  }
  for (const text of texts) {
    const sentences = analyse(joinNameAndDescription(text)).map((s) => s.text)
    for (const [i, sentence] of sentences.entries()) {
      const pointed = sentence.match(
        new RegExp(`^There(?:['’]s| is) (${HONORIFIC}${WORD}(?: ${WORD}){0,2})[.!]$`, 'u'),
      )
      const who = sentences[i + 1]?.match(
        /^(?:She|He)(?:['’]s| is) ((?:an?|the|head|chief|senior|owner|manager)\b[^,.;!?]*?)(?= and\b| \d|[,.;!?]|$)/u,
      )
      if (pointed && who) add(pointed[1]!, who[1]!)
      for (const m of sentence.matchAll(
        new RegExp(
          `(${HONORIFIC}${WORD}(?: ${WORD}){0,2})['’]s (clinic|shop|bakery|farm|restaurant|café|cafe|salon|studio|practice|garage|boatyard|yard|brewery|hotel|pub|kitchen|school|surgery|pharmacy|store) in (${WORD}(?: ${WORD})?)`,
          'gu',
        ),
      ))
        add(m[1]!, `who runs the ${m[2]} in ${m[3]}`)
    }
  }
  return known
}

/**
 * "Helmi. Ops lead at a fintech in Helsinki, 240 people." → "Helmi, ops lead at a fintech in Helsinki,
 * 240 people.": a terse founder's name then who they are is one introduction.
 */
export function joinNameAndDescription(text: string): string {
  return text.replace(
    new RegExp(`(^|[.!?]\\s+)(${HONORIFIC}${WORD}(?: ${WORD})?)\\.\\s+([^.!?]+)(?=[.!?])`, 'gu'),
    (whole, start: string, name: string, description: string) => {
      // Only a person's name: "Agendas. AI notes." is a list, "Quietbox. Bundles…" a product at work.
      const word = name.split(' ').at(-1)!
      // ("Meet Mrs. Vasanthi Rajendran.": a title's dot, not a name's end; "Lola. Owner of…" is a name.)
      if (/^(?:Mr|Mrs|Ms|Mx|Dr|Prof|Miss|Rev|St)$/.test(word) && name !== word) return whole
      const person = analyse(`${name} is here.`)[0]?.tokens.find((t) => t.text === word)
      if (!person?.tags.has('Person') && name === word) return whole
      const lowered = /^\p{Lu}\p{Ll}/u.test(description)
        ? description.charAt(0).toLowerCase() + description.slice(1)
        : description
      const [, verb, after] = analyse(`It ${lowered}.`)[0]?.tokens ?? []
      // "Bundles your newsletters" acts; "ops lead at a fintech" (a noun follows) names a job.
      if (verb?.tags.has('Verb') && !verb.tags.has('Gerund') && !after?.tags.has('Noun')) return whole
      const parsed = analyse(`${description}.`)[0]
      const lead = parsed?.tokens[0]
      // "retired bus driver": a participle before its noun describes; a verb would make it a sentence.
      const acts = parsed?.tokens.some(
        (t, i) =>
          t.tags.has('Verb') &&
          !t.tags.has('Gerund') &&
          !(parsed.tokens[i + 1]?.tags.has('Noun') && !t.pause),
      )
      if (!parsed || !lead || acts) return whole
      // "Kaarel. Tartu, Estonia." is where the founder is, not who someone is.
      if (['Pronoun', 'Preposition', 'Place', 'City', 'Country', 'Region'].some((g) => lead.tags.has(g)))
        return whole
      return `${start}${name}, ${lead.tags.has('ProperNoun') ? description : lowered}`
    },
  )
}

/** A word said before or after a name to show respect or kinship ("Herr", "Doña", "Kuya", "Hanım"). */
export const isHonorific = (word: string): boolean =>
  /^(?:Herr|Frau|Mama|Mr|Mrs|Ms|Miss|Dr|Aunt|Auntie|Aunty|Uncle|Señor|Señora|Don|Doña|Pani|Pan|Anh|Chị|Kuya|Ate|Tita|Tito|Lola|Lolo|Bro|Sis|Madam|Hanım|Bey|Kyra|Mbak|Mas|Ibu|Bapak|Meme|Mzee|Seu|Dona)\.?$/.test(
    word,
  )

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The post with each person it names introduced where it first names them, unless the post already says
 * who they are; nothing changes inside a quotation or when the post would run past `limit`.
 */
export function introduce(post: string, known: Map<string, Introduction>, limit: number): string {
  let out = post
  for (const who of known.values()) {
    // ("GitLab.com support": a name inside an address is the address.)
    const said = new RegExp(
      `(?<![\\p{L}./])${escapeRegExp(who.name)}(?: ${WORD})?(?![\\p{L}]|['’](?!s\\b)|\\.\\p{L}|/)`,
      'u',
    ).exec(out)
    if (!said) continue
    // "On Leticia's block…" takes who she is in front ("my former student Leticia's block"), never after.
    if (/^['’]s\b/.test(out.slice(said.index + said[0].length)) && !who.role) continue
    // "Seu Zé" is not "Seu Biu": a different surname is someone else.
    if (said[0] !== who.name && said[0] !== who.full) continue
    const before = out.slice(0, said.index)
    const after = out.slice(said.index + said[0].length)
    // Inside a quotation the words are someone's own.
    if ((before.match(/["“”]/g) ?? []).length % 2 === 1) continue
    // Already introduced here: the description, the role, or one of their own after the name.
    const lower = out.toLowerCase()
    if (lower.includes(who.told.toLowerCase())) continue
    if (who.apposition && lower.includes(who.apposition.toLowerCase().replace(/^who (?:is )?/, ''))) continue
    if (who.role && before.toLowerCase().endsWith(`${who.role.split(' ').at(-1)} `)) continue
    if (/^,\s+(?:a|an|the|who|whose|our|my|\d)/i.test(after) || /^ \(/.test(after)) continue
    // "the owner is Herr Maier": the sentence already says who they are.
    if (/\b(?:is|was|called|named)\s$/.test(before)) continue
    // "Mama Achieng runs a kiosk", "Joaquín is 81": who they are follows; "Tuktuki is nine now" does not say.
    if (
      new RegExp(`^ (?:${INTRODUCING_VERBS})\\b`).test(after) &&
      !/^ (?:is|was) (?!a |an |the |\\d)/.test(after)
    )
      continue
    const opensSentence = before.trim() === '' || /[.!?]\s*$/.test(before)
    let named: string
    if (who.role) {
      const role = opensSentence ? who.role.charAt(0).toUpperCase() + who.role.slice(1) : who.role
      named = `${role} ${who.full}${after}`
    } else if (who.apposition) {
      const described = who.apposition.includes(',')
        ? `${who.full} (${who.apposition})`
        : `${who.full}, ${who.apposition}${/^[\s]/.test(after) && !/^\s*[-–—]/.test(after) ? ',' : ''}`
      named = `${described}${after}`
    } else continue
    const next = `${before}${named}`
    if (next.length <= limit) out = next
  }
  return out
}

/** Where a name was said last as a whole word ("Ann" is not in "Annual"), or -1. */
function lastSaid(text: string, ...names: string[]): number {
  return Math.max(
    ...names.map(
      (n) =>
        [...text.matchAll(new RegExp(`(?<![\\p{L}])${escapeRegExp(n)}(?![\\p{L}])`, 'gu'))].at(-1)?.index ??
        -1,
    ),
  )
}

/**
 * "He said this at our champions' meeting…" opens a post on someone the reader never met: the pronoun
 * becomes the name of whom the founder named last before it (`before`: what they said up to that
 * sentence), unless the tagger knows that name as someone of the other sex.
 */
export function namedPronoun(post: string, before: string, known: Map<string, Introduction>): string {
  const pronoun = post.match(/^(He|She|His|Her)\b(?!['’])/)?.[1]
  if (!pronoun) return post
  const people = [...known.values()]
  const first = post.split(/(?<=[.!?])\s/)[0]!
  if (people.some((w) => first.includes(w.name))) return post
  const male = pronoun === 'He' || pronoun === 'His'
  const last = people
    .map((w) => ({ w, at: lastSaid(before, w.full, w.name) }))
    .filter((c) => c.at >= 0)
    .sort((a, b) => b.at - a.at)[0]
  if (!last) return post
  const tags = analyse(`${last.w.name} is here.`)[0]?.tokens[0]?.tags
  // ("Parcelpoint, a logistics software company in Columbus": a company is nobody's "he"; "Mwanza, the
  // Ruo and three smaller ones": rivers.)
  const apposition = last.w.apposition ?? ''
  const thing =
    (/^the\b/i.test(apposition) &&
      !/^the (?:[\p{L}-]+ ){0,2}(?:owner|manager|head|chief|director|founder|chair|president|teacher|nurse|doctor|farmer|driver|master|mayor|pastor|priest|imam|elder|boss|keeper)\b/iu.test(
        apposition,
      )) ||
    (!apposition.startsWith('who') &&
      /\b(?:company|firm|business|start-?up|brand|agency|organi[sz]ation|group|bank|manufacturer|operator|utility|council|ministry|hospital|school|co-?operative|co-?op|association|foundation|trust|chain|platform|app|service)\b/i.test(
        apposition,
      ))
  if (thing || tags?.has('Organization') || (male ? tags?.has('FemaleName') : tags?.has('MaleName')))
    return post
  return /^(?:He|She)$/.test(pronoun)
    ? post.replace(/^(?:He|She)\b/, last.w.name)
    : post.replace(/^(?:His|Her)\b/, `${last.w.name}'s`)
}
