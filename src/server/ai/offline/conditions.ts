/**
 * What a founder asks the writer to keep out of print: how a customer wants to be named ("credit him as
 * 'Bagus, platform team at Pikul'", "Not her surname.", "call him Abu Saleh, not Mahmoud", "please don't
 * write the name of her son") and what the founder said not to print ("— please don't print this —",
 * "(don't put that in…)"). The notes themselves are never posted; posts name people as asked.
 */

import { escapeRegExp } from './people'

export type NamingConditions = {
  /** How a person is credited, by the name posts use for them: "Ilga" → "Ilga (Ozolkalni farm)". */
  credits: Map<string, string>
  /** A name never printed, and what is said in its place ("her son"), or null: the sentence goes. */
  withheld: Map<string, string | null>
}

const QUOTED = `['"“‘]([^'"”’]{3,80})['"”’]`
const CREDIT = new RegExp(`\\bcredit(?:ed)?(?: (?:him|her|them|us))?(?: as)?:?\\s*${QUOTED}`, 'iu')
const NAMED_AS =
  /\b(?:to be|be) named as ['"“‘]?((?:(?:Doña|Don|Mr|Mrs|Ms|Dr|Mama|Madame|Frau|Herr)\.? )?\p{Lu}[\p{L}'’-]+(?: (?:of |from |de |del )?\p{Lu}[\p{L}'’-]+){0,4})/u
const NAMED_AS_QUOTED = new RegExp(`\\b(?:to be|be) named as:?\\s*${QUOTED}`, 'iu')
const CALL_NOT =
  /\bcall (?:him|her|them) ((?:\p{Lu}[\p{L}'’-]*)(?: \p{Lu}[\p{L}'’-]*){0,2}),? (?:and )?not (\p{Lu}[\p{L}'’-]+)/iu
const NO_SURNAME = /\bnot (?:her|his|their) (?:surname|last name|family name)\b/i
const NAME_OF =
  /\b(?:don['’]?t|do not|not to|never) (?:write|use|print|say|publish|give|mention) the name of (her|his|their|my) (\p{Ll}+)/iu
const HONORIFIC = /^(?:Doña|Don|Mr|Mrs|Ms|Dr|Mama|Madame|Frau|Herr)\.?$/

/** "Don't print.", "Off the record.", "Between us.", "So please don't.": a note alone, about the sentence before it. */
export const BARE_KEEP_OUT =
  /^(?:so\s+)?(?:please\s+)?(?:(?<=(?:so|please)\s+)(?:don['’]?t|do not)(?=[.!]*$)|(?:don['’]?t|do not)\s+(?:print|publish|post|use|put|write)(?:\s+(?:it|this|that)(?:\s+in)?)?|(?:(?:that['’]?s|this is|that is|it['’]?s)\s+)?(?:off(?: the)?[- ]record|not for (?:print(?:ing)?|publication|the posts?))|between (?:us|you and me))[.!]*$/iu

/** "Salma says I'm not allowed that line in front of customers.": the line before is taken back. */
export const LINE_TAKEN_BACK =
  /\b(?:(?:I['’]m|I am) not (?:allowed|supposed)(?: to (?:say|use))? (?:that|this)(?: line| one| joke)?|I shouldn['’]t (?:have )?sa(?:y|id) (?:that|this)|(?:forget|ignore) (?:I said )?(?:that|this)(?: line| one)?[.!]*$)/iu

/** A sentence that is a note on naming or on what to keep out, said to the writer. */
export const KEEP_OUT_NOTE = new RegExp(
  [
    CREDIT.source,
    NAMED_AS.source.replace(/^\\b/, '\\b'),
    CALL_NOT.source,
    NO_SURNAME.source,
    NAME_OF.source,
    // "She asked two things.", "Two requests from him.", "BUT two things:"
    '^(?:(?:but|and)\\s+)?(?:(?:kindly|please)\\s+)?(?:note\\s+)?(?:(?:she|he|they)\\s+(?:asked|asks|had|has)\\s+(?:for\\s+)?)?(?:two|three|a few|some)\\s+(?:things|requests|conditions)(?:\\s+from\\s+(?:him|her|them))?\\s*[.:!]?$',
    '\\bno (?:photos?|pictures?) of (?:his|her|their) face\\b',
    // What the founder keeps out: "— please don't print this —", "(don't put that in, …)", "which don't
    // tell anyone", "please don't write it like it's done".
    "(?:^|[,(—–;:]\\s*|\\b(?:which|and|but|so|please|sorry)\\s+)(?:(?:please|actually|also|just|oh|um|uh)\\s+)*(?:don['’]?t|do not)\\s+(?:tell anyone|put (?:that|this|it)(?:\\s+in)?\\b|print (?:that|this|it)|write (?:that|this|it)|say (?:that|this)|mention (?:that|this|it)|publish (?:that|this|it)|post (?:that|this|it))\\b",
    "\\bplease\\s+(?:don['’]?t|do not)\\s+(?:write|print|publish|post)\\b",
    // "That's bleep no take that out sorry": a word censored and taken back out loud.
    '\\bbleep\\b|\\b(?:no|please|sorry|oh)\\s+take (?:that|this|it) out\\b|^take (?:that|this) out[.!]*$',
    // Permission given to the writer: "She says yes, we can use it!!", "He agreed that we use his name and
    // his words.", "OK to use, name too.", "You can cut this.", "I can tell you the name, but never write it".
    "\\b(?:(?:is |was )?agreed?|agrees|(?:said|says|say) (?:yes|ok(?:ay)?|we (?:can|could|may))|gave (?:us )?(?:(?:her|his|their) )?(?:permission|the ok(?:ay)?))\\b[^.!?]{0,40}?\\b(?:use|quote|print|write|publish|post|mention)\\s+(?:it|this|that|them|(?:her|his|their|my|the) (?:full |first )?(?:name|words|quote|story|sentence|photo))\\b(?=\\s*(?:[.!,;]|$|(?:with|and|as long|if|but)\\b|\\p{Extended_Pictographic}))|\\b(?:said|says|say) (?:yes,? )?(?:we|you) (?:can|could|may) (?:\\p{L}+ly )?share (?:it|this|that|(?:her|his|their) (?:story|words|photo|quote))(?=\\s*(?:[.!,;]|$|\\p{Extended_Pictographic}))|^(?:(?:it['’]s |that['’]s )?(?:ok|okay|fine))(?:,? (?:he|she|they) (?:said|says))? to (?:use|quote|print|name)\\b(?=\\s*(?:[.!,;]|$|with\\b))|\\byou can (?:cut|skip|drop|leave out|remove) (?:it|this|that)(?=\\s*(?:[.!,;)]|$))|\\bnever (?:write|print|publish|post) (?:it|that|this|them|the name)\\b(?!\\s+(?:down|up|off|out)\\b)",
    // "Please do not put his name next to the jumper-wire story", "Use her name and title — … — but not the farm".
    "(?:^|\\bplease\\s+)(?:don['’]?t|do not) (?:put|use|print|write|mention|give) (?:his|her|their) (?:full |real )?(?:name|surname|last name)\\b|\\bplease\\s+(?:don['’]?t|do not) (?:put|use|print|show) (?:his|her|their) (?:face|photo)\\b|^(?:(?:you can|please)\\s+)?use (?:his|her|their) (?:full )?name(?: and (?:title|role|job(?: title)?))?\\b|^(?:(?:and |but |so )?(?:she|he|they) (?:said|says),? )?(?:you can |we can )?use (?:his|her|their) (?:full |first )?name,? (?:that['’]?s|thats|it['’]?s|its|is) (?:fine|ok(?:ay)?|alright|all right)\\b",
    '\\b(?:off(?: the)?[- ]record|not for (?:the )?(?:posts?|print|printing|publication))\\b',
    // "you should know and should not print", "put the pen down", "she asked to don't write the name".
    "\\b(?:should|must|do|will) not (?:be )?print(?:ed)?\\b|\\bshouldn['’]t (?:be )?print(?:ed)?\\b|\\bput the pen down\\b",
    "\\b(?:she|he|they) asked (?:me |us )?(?:to )?(?:don['’]?t|not to|to not) (?:write|use|print|name|mention|publish)\\b",
    // How to write a name: "In English please write Emmanuel Kouassi…", "Yao is his middle name; you can drop it".
    '\\bplease write (?:him|her|them|his name|her name|their names?|it as|\\p{Lu})|\\byou can drop (?:it|that|this)\\b',
    // Notes on spelling: "Kindly spell it M-I-T-O-N-D-O", "with a 'w' after the 'm'", "Accent on the o.".
    "\\b(?:kindly |please )?spell (?:it|her name|his name|their names?|the names?)\\b|\\bwith an? ['‘]\\p{L}['’] after the ['‘]\\p{L}['’]|^accents? on the \\p{L}+\\b|\\bplease(?:,? please)*,? check[.!]*$",
    // "Don't print.", "Not for print.": said of what came just before (`withoutNotes`).
    BARE_KEEP_OUT.source,
    LINE_TAKEN_BACK.source,
    // "Not the factory's name.": what a credit leaves out.
    "^(?:but\\s+)?not (?:the|his|her|their) (?:[\\p{L}'’]+ )?(?:name|surname|last name|family name)[.!]*$",
    // "He's happy to be named as 'Mr Moses Banda, cobbler'".
    '\\b(?:happy|glad|fine|okay|ok) to be (?:named|quoted|credited)\\b',
    // "I said two parts, didn't I": the founder counting to the interviewer.
    "\\bI said (?:two|three|four|five|\\d+) (?:parts|things|points|reasons|items|ways),? didn['’]t I\\b",
    // Wording the writer is allowed: "'A public school in Belém' is okay.", "You may write that we are
    // 'awaiting sirens', if you must.", "She authorised to use it with her name".
    '^[\'"“‘][^\'"”’]{3,80}[\'"”’],?\\s+(?:is|are|would be)\\s+(?:okay|ok|fine|allowed|acceptable)\\b',
    '^you (?:may|can|could) (?:write|mention|print|publish|quote) (?:that|it|this|[\'"“‘])|\\bif you must\\b',
    '\\b(?:authori[sz]ed|permitted|allowed) (?:(?:us|me) )?to (?:use|quote|share|print|publish) (?:it|that|this|the quote|(?:his|her|their) (?:name|words))\\b',
    // "She agreed to be quoted as 'Doamna Elena, 81'", "I don't want it printed", "Leave it out.".
    '\\b(?:agreed|agrees|consented) to be (?:named|quoted|credited)\\b',
    "\\bI (?:don['’]?t|do not) want (?:it|this|that|his name|her name) (?:printed|published|posted|in (?:the |a )?(?:posts?|print))\\b",
    '^(?:so\\s+|but\\s+)?(?:please\\s+)?leave (?:it|that|this|them|his name|her name) out(?:[.!;]|$)',
    // "I always say March 2022 because that's when we announced it.": a habit, told to the interviewer.
    `^I (?:always|sometimes|usually|often) say (?:\\d|(?:${'january|february|march|april|may|june|july|august|september|october|november|december'})\\b)[^.!?]*\\bbecause\\b`,
    // "Keep it." after someone's words: leave them as they are.
    '^keep (?:it|this|that)(?: as (?:it is|is))?[.!]*$',
    // "To quote.", "Quote it as his sentence. Don't fix it.", "No app name — he asked, competitors read.".
    '^to quote[.!]*$|\\bquote (?:it|him|her|them) as (?:(?:his|her|their) (?:sentence|words)|[\'"“‘])',
    "^(?:and\\s+|so\\s+|please\\s+)?(?:don['’]?t|do not) (?:fix|correct|change|edit|touch|tidy) (?:it|that|this|the quote|(?:his|her|their) (?:words|sentence|english|grammar))[.!)]*$",
    "^(?:but\\s+)?no (?:app|company|brand|product|shop|farm|business|client|store|firm|school|clinic|hospital|village|street)['’]?s? name(?=\\s*(?:[—–]|[.!]*$))",
    // "I was going to say 'half a million' — no, use the exact figure.": the founder weighing a word aloud.
    '^I was going to (?:say|write|round|give you)\\b[^.!?]*?(?:[\'"“‘]|[—–])',
  ].join('|'),
  'iu',
)

/**
 * A pointer to another part of the interview ("I'll come back to a near miss in the update", "I will
 * explain why in problem question"): the reader of a post never sees the other part.
 */
const FORWARD =
  /\b(?:I['’]ll|I will|I['’]m going to|let me|I)\s+(?:come back to|explain|tell you|talk about|say more|get (?:back )?to|give you)\b[^.!?]*?(?:\b(?:in|for) (?:the |your |that )?(?:update|customer(?:s['’]?)? words?|problem|story|goal|proof|numbers?|belief|tone)(?: question| part| answer)?\b|\b(?:in|for) (?:the |your )?(?:next|other|last) (?:question|answer|part)\b|\bwhen you ask\b)|^more (?:on|about) (?:that|this|it) later\b|\bthat['’]s (?:for )?(?:the|your) (?:update|customer(?:s['’]?)? words?|problem|story|goal|proof|numbers?|belief|tone|next|other|last) question\b|\b(?:the |my |your )?(?:next|previous|last|other) (?:answer|question)\b|\bthis answer\b|\(see (?:above|below|\p{L}+)\)|\b(?:in|for) (?:the )?(?:proof|problem|audience|story|goal|update|belief|tone|product) (?:answer|question|part)\b|\b(?:I will|I['’]ll) tell (?:you )?in (?:the )?\p{L}+\b/iu

/**
 * A direction to the writer inside a sentence: "— use 38,450", "so please just write 'most'", "— please
 * say so if you use it", "but I can't give you a study for the markets", "I think don't quote me".
 */
const DIRECTION_TO_WRITER =
  /^(?:(?:ok|okay|fine|happy|free)\s+)?to quote[.!]*$|^(?:(?:no|so|but),?\s+)?use the (?:exact|rounded|round|real|full|whole|precise) (?:figure|number)[.,!]*$|^(?:(?:but|so|and|also)\s+)?(?:please|kindly)\s+(?:just\s+)?(?:write|say|use|put|call it|mention|add|spell|keep)\b(?!\s+(?:to|us)\b)|^(?:(?:but|so|and)\s+)?use\s+[$€£]?\d|\bif you (?:print|quote|publish|post|write about) (?:it|this|that|them)\b|\bI can['’]?t give you (?:a|the|any) (?:study|source|number|figure|exact)\b|\bdon['’]?t quote me\b|\bI['’]?d rather you (?:didn['’]t|don['’]t|not)\b/iu

export const DIRECTION = new RegExp(`${DIRECTION_TO_WRITER.source}|${FORWARD.source}`, 'iu')

/** A sentence without the directions to the writer it ends with, or null when nothing else is left. */
export function withoutDirection(sentence: string): string | null {
  const clauses = sentence.split(/(?<=[,;])\s+|\s+(?=[—–]\s)|(?<=[.!?]["”’])\s+/)
  const at = clauses.findIndex((c) => DIRECTION.test(c.replace(/^[—–]\s*/, '').trim()))
  if (at < 0) return sentence
  // "use 38,450" sets one figure against another: the whole sentence was for the writer.
  if (at === 0 || /^[—–]?\s*(?:(?:but|so|and)\s+)?use\s+[$€£]?\d/i.test(clauses[at]!.trim())) return null
  const kept = clauses
    .slice(0, at)
    .join(' ')
    // ("…is — no, that's the problem question": the "no" that turns to the writer goes with it.)
    .replace(/(?:\s*[—–]\s*(?:no|sorry|wait)[\s,;—–-]*)+$/i, '')
    .replace(/[\s,;—–-]+$/, '')
  // ("The reason owners say yes in the end is — no, that's the problem question.": nothing said.)
  if (kept.split(/\s+/).length < 4 || /\b(?:is|are|was|were|the|a|an|to|of|and|or|that|because)$/i.test(kept))
    return null
  return /[.!?…]["”’)]*$/.test(kept) ? kept : `${kept}.`
}

/**
 * The credit an answer gives someone's words, as a signature: "credit: 'carol haigh, bookkeeper, leeds'"
 * → "Carol Haigh, bookkeeper, Leeds" (the name and the place after the last comma with their capitals).
 */
export function creditLine(answer: string): string | null {
  const said = (answer.match(CREDIT) ?? answer.match(NAMED_AS_QUOTED))?.[1]?.trim()
  if (!said) return null
  const parts = said.split(/,\s*/)
  const capitalised = (text: string) =>
    text.replace(/(^|\s)(\p{Ll})/gu, (_m, at: string, c: string) => at + c.toUpperCase())
  parts[0] = capitalised(parts[0]!)
  if (parts.length > 2) parts[parts.length - 1] = capitalised(parts.at(-1)!)
  return parts.join(', ')
}

/** The naming conditions said anywhere in the interview (each answer's cleaned text). */
export function namingConditions(answers: string[]): NamingConditions {
  const all = answers.join(' ')
  const credits = new Map<string, string>()
  const withheld = new Map<string, string | null>()
  const given = (name: string) => name.split(/\s+/).find((w) => !HONORIFIC.test(w)) ?? name
  for (const answer of answers) {
    const credit = answer.match(CREDIT)?.[1]?.trim()
    if (credit) {
      const [name, ...rest] = credit.split(/,\s*/)
      credits.set(given(name!), rest.length ? `${name} (${rest.join(', ')})` : name!)
    }
    // "He's happy to be named as 'Mr Moses Banda, cobbler, Chisokone market'": a credit like any other.
    const quoted = answer.match(NAMED_AS_QUOTED)?.[1]?.trim()
    const named = answer.match(NAMED_AS)?.[1]?.trim()
    if (quoted) {
      const [name, ...rest] = quoted.split(/,\s*/)
      credits.set(given(name!), rest.length ? `${name} (${rest.join(', ')})` : name!)
    } else if (named) credits.set(given(named), named)
    const call = answer.match(CALL_NOT)
    if (call) {
      // "ABU SALEH" as written elsewhere in the interview ("Abu Saleh"), if it is.
      const wanted = call[1]!
      const spelled = all.match(new RegExp(`\\b${wanted}\\b`, 'i'))?.[0]
      const name = spelled && spelled !== spelled.toUpperCase() ? spelled : wanted
      credits.set(given(name), name)
      withheld.set(call[2]!, null)
    }
    // "Credit: 'Ilga, Ozolkalni farm'. Not her surname.": the credited name, without the surname said elsewhere.
    if (NO_SURNAME.test(answer))
      for (const name of credits.keys()) {
        const surname = all.match(new RegExp(`\\b${name} (\\p{Lu}[\\p{L}'’-]+)`, 'u'))?.[1]
        if (surname && !credits.get(name)!.includes(surname)) withheld.set(surname, '')
      }
    // "please don't write the name of her son": her son, by name, becomes "her son".
    const of = answer.match(NAME_OF)
    if (of) {
      const role = `${of[1]!.toLowerCase()} ${of[2]}`
      // Case kept for the name ("her son Dato", "Her son Dato"; not "her son was").
      const owner = of[1]!.toLowerCase()
      const name = all.match(
        new RegExp(
          `\\b[${owner.charAt(0).toUpperCase()}${owner.charAt(0)}]${owner.slice(1)} ${of[2]},? (\\p{Lu}[\\p{L}'’-]+)`,
          'u',
        ),
      )?.[1]
      if (name) withheld.set(name, role)
    }
  }
  return { credits, withheld }
}

/** The first match of a global `pattern` outside a quotation, or null. */
function outsideQuotes(text: string, pattern: RegExp): RegExpExecArray | null {
  for (let m = pattern.exec(text); m; m = pattern.exec(text))
    if ((text.slice(0, m.index).match(/["“”]/g) ?? []).length % 2 === 0) return m
  return null
}

/**
 * A post naming people as they asked: the first time a credited person is named, their credit (their
 * name alone where the credit would run past `limit`); a withheld name said as who they are ("her son"),
 * or its sentence left out when nothing can stand in for it.
 */
export function honourNaming(
  post: string,
  conditions: NamingConditions,
  limit = Number.POSITIVE_INFINITY,
  /** Who is credited already in this post (a thread's earlier parts): named plainly after that. */
  credited = new Set<string>(),
): string {
  let out = post
  for (const [name, instead] of conditions.withheld) {
    const word = new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u')
    if (!word.test(out)) continue
    if (instead === null)
      out = out
        .split(/(?<=[.!?…])\s+|\n+/)
        .filter((sentence) => !word.test(sentence))
        .join(' ')
    else if (instead === '') out = out.replace(new RegExp(`\\s${name}(?![\\p{L}])`, 'gu'), '')
    else
      out = out
        // "her son Dato" → "her son"; "Dato came down" → "Her son came down".
        .replace(new RegExp(`\\b(${instead}),? ${name}(?![\\p{L}])`, 'giu'), '$1')
        .replace(
          new RegExp(`(^|[.!?]\\s+)${name}(?![\\p{L}])`, 'gu'),
          (_m, start: string) => `${start}${instead.charAt(0).toUpperCase()}${instead.slice(1)}`,
        )
        .replace(new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'gu'), instead)
  }
  for (const [name, credit] of conditions.credits) {
    if (out.includes(credit)) credited.add(name)
    // "Priya Nair, CTO, health-tech startup": the post says who they are right after the name already.
    // …or just before it ("Her neighbour since 2022 is Lidia").
    const details = credit.match(/\(([^)]*)\)$/)?.[1]?.split(/,\s*/) ?? []
    const at = out.search(new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'u'))
    const around = out.slice(Math.max(0, at - 60), at + name.length + 80)
    const missing = details.filter(
      (d) => !new RegExp(`(?<![\\p{L}])${escapeRegExp(d)}(?![\\p{L}])`, 'iu').test(around),
    )
    if (at >= 0 && details.length && missing.length === 0) credited.add(name)
    // "Kai Brandt, solo dev, Hamburg": only what the post does not say yet ("Kai Brandt (indie developer)").
    const given =
      at >= 0 && missing.length && missing.length < details.length
        ? credit.replace(/\([^)]*\)$/, `(${missing.join(', ')})`)
        : credit
    // The first time they are named, with any surname they were given elsewhere; inside a quotation the
    // words are someone's own, and stay as said.
    const first = outsideQuotes(
      out,
      new RegExp(
        `(?<![\\p{L}])(?:(?:Doña|Don|Mr|Mrs|Ms|Dr|Mama|Madame|Frau|Herr)\\.? )?${name}(?: \\p{Lu}[\\p{L}'’-]+)?(?![\\p{L}])`,
        'gu',
      ),
    )
    const withCredit = first
      ? `${out.slice(0, first.index)}${given}${out.slice(first.index + first[0].length)}`
      : out
    // Once per post (a thread's later parts name them plainly), and never past the network's limit: there,
    // the name alone, surname dropped.
    const once = !credited.has(name) && withCredit.length <= limit
    if (once && withCredit !== out) credited.add(name)
    out = once
      ? withCredit
      : out.replace(
          new RegExp(`(?<![\\p{L}])(${name})(?: \\p{Lu}[\\p{L}'’-]+)?(?![\\p{L}])`, 'gu'),
          // "Abu Saleh", "Mr Moses Banda" is how he asked to be named: his credit's own words stay.
          (said, given: string) =>
            new RegExp(`(?<![\\p{L}])${escapeRegExp(said)}(?![\\p{L}])`, 'u').test(credit) ? said : given,
        )
  }
  return out
}
