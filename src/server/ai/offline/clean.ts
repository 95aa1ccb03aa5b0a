// Over 300 lines: one cleaning pass over a founder's answer (fillers, restarts, spoken numbers and addresses, sentence breaks, capitals, second-language grammar), each rule beside its example.
/**
 * A founder's answer made ready to quote: disfluencies and false starts removed, an unpunctuated
 * transcript given sentence breaks and capitals, spoken amounts written as figures, and the commonest
 * slips of non-native English corrected, never changing a fact. Pure and deterministic.
 */
import {
  analyse,
  capitalise,
  inLexicon,
  isEnglishWord,
  MID_CLAUSE,
  nlp,
  type Token,
  thirdPerson,
  wordCount,
} from './nlp'
import { escapeRegExp } from './people'
import { ADDRESS, SPOKEN_WEB_ENDINGS } from './text'

/** Fillers that carry nothing in writing ("um", "uh", "you know"; not "do you know where…", a question). */
const FILLERS =
  /(?<![\p{L}'])(?:u+m+|u+h+m*|hm+|a+h+|you know what i mean|(?<!\b(?:do|did|does|don't|didn't|if|when|whether|would|could|will|can|let)\s+)you know(?!\s+(?:where|what|who|how|when|why|which|whether|if|that)\b(?!['’]))|(?<!\bwhat\s)i mean|kind of|sort of|basically|literally|honestly|like i said|(?<!\b(?:want|wanted|have|had|need|needed|try|tried|going|got)\s+)to be honest)(?![\p{L}'])[,.]?/giu

/** British "er" is "uh": "a fire is er is lovely". Case matters: "the ER" is a hospital's. */
const ER_FILLER = /(?<![\p{L}'’@.-])[Ee](?:rm+|r)(?![\p{L}'’@.-])[,.]?/gu

/**
 * "like" as a filler: every "like" but the verb ("I like", "would like", "feels like"), the quotative
 * ("I was like") and a likeness ("it's kind of like a blow dryer", "like when I'm doing a silk press", "a big man
 * like that", "she said it like she was mad"), which stay.
 */
const LIKE_FILLER =
  /(?<!\b(?:said|says|say|wrote|writes|write|meant|means|mean) (?:it|that|this)\s)(?<!\b(?:look|looks|looked|looking|stare|stared|staring|treat|treats|treated) (?:at )?(?:me|him|her|us|them|you|it)\s)(?<!\b(?:i|you|we|they|he|she|they're|theyre|he's|hes|she's|shes|i'm|im|we're|you're|would|'d|to|don't|didn't|doesn't|dont|didnt|doesnt|can't|cant|won't|wont|wouldn't|wouldnt|do|does|did|really|feel|feels|felt|look|looks|looked|sound|sounds|seem|seems|smell|smells|smelled|smelt|taste|tastes|tasted|something|things|anything|nothing|much|more|exactly|people|customers|users|who|was|were|is|i'd|we'd|just|kind of|sort of)\s)\blike\b,?\s*(?=\S)(?!when\b|(?:that|this)(?=\s*(?:[.,!?;]|$|\s(?:and|but|so|i|you|he|she|we|they)\b)))/gi

const SPOKEN_ONE_WORD_ADDRESS = new RegExp(
  `(?<=\\b(?:to|on|at|visit)\\s)((?:[\\p{L}\\d-]+ ){1,3}[\\p{L}\\d-]+) dot ((?:${SPOKEN_WEB_ENDINGS})(?: dot (?:${SPOKEN_WEB_ENDINGS}))?)\\b((?: slash [\\p{L}\\d-]+)*),?\\s+(?:all )?(?:one word|no spaces)\\b`,
  'giu',
)

/**
 * "keaneclean dot ie slash limerick", "brinehut dot co dot uk slash saltburn", "go to zia roast dot com": an
 * address said aloud (a name said as two words after "to", "on", "at" is one).
 */
const SPOKEN_ADDRESS = new RegExp(
  `\\b((?<=\\b(?:to|on|at|visit)\\s)[\\p{L}\\d-]+ [\\p{L}\\d-]+|[\\p{L}\\d-]+) dot ((?:${SPOKEN_WEB_ENDINGS})(?: dot (?:${SPOKEN_WEB_ENDINGS}))?)\\b((?: slash [\\p{L}\\d-]+)*)`,
  'giu',
)

/** An address of two or three words said aloud; one only when the founder says those words elsewhere. */
const SPOKEN_NAMED_ADDRESS = new RegExp(
  `(?<=\\b(?:to|on|at|visit)\\s)((?:[\\p{L}\\d-]+ ){1,2}[\\p{L}\\d-]+) dot ((?:${SPOKEN_WEB_ENDINGS})(?: dot (?:${SPOKEN_WEB_ENDINGS}))?)\\b((?: slash [\\p{L}\\d-]+)*)`,
  'giu',
)

/** Words a writer repeats only by slip ("the the", "we we"); others may be doubled on purpose. */
/** Typed twice across a comma, these end one clause and start the next: "we carbonise it, it burns". */
const KEPT_ACROSS_COMMA =
  /^(?:it|you|so|that|this|he|she|they|we|in|on|at|to|there|then|now|here|him|her|them|us|me)$/i

const SMALL_WORD =
  /^(?:i|i'm|we|we're|you|he|she|it|it's|they|the|a|an|and|or|but|so|to|of|in|on|at|is|was|are|were|my|our|that|this|for|with|like|um|uh)$/i

/** A verb after a noun said twice: the second saying opens a sentence ("the van. The van has…"). */
const SAID_AGAIN_VERB =
  /^(is|was|are|were|has|had|have|does|did|can|could|will|would|gets|got|goes|went|runs|ran|said|says)$/i

/** A self-correction: "30 no wait 40 kitchens" keeps "40 kitchens". */
const CORRECTION =
  /(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred)\s+(?:no wait|wait no|no sorry|sorry no|or rather)[,]?\s+(?=\S)/gi
const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|\\d[\\d,.]*'
/** "two kids got left … no wait it was three kids": the later figure replaces the earlier one. */
const FIGURE_CORRECTION = new RegExp(
  `\\b(${NUMBER_WORDS}) (\\p{L}+)([^.!?]*?),?\\s*(?:no wait|wait no|no sorry|sorry no),?\\s*(?:it was|it's|make that|i mean|actually)?\\s*(${NUMBER_WORDS}) \\2(?: \\4)?\\b`,
  'giu',
)
/** "it was august 2021 i think no wait it was 2022": the correction starts over with the same words. */
const RESTART_CORRECTION =
  /\b(\p{L}+'?\p{L}*) (\p{L}+)\b(?:\s+\S+){0,12}?,?\s+(?:no wait|wait no|no sorry|sorry no),?\s+(?=\1 \2\b)/giu
/** "doing like 9000 no wait its more its like 11000 bookings": the later figure is the one. */
const LATER_FIGURE_CORRECTION =
  /(?:\blike\s+)?\b\d[\d,.]*(?:\s+(?:of|those|them|these|a|per|each|orders?|people|units?))*\s+(?:no wait|wait no|no sorry|sorry no),?\s+(?:[\p{L}']+\s+){0,4}?(?=(?:like\s+)?\d)/giu
/** "after the summer no wait before september": the later time or place is the one. */
const PLACE_CORRECTION =
  /\b(?:after|before|in|on|by|around|until|from|at)\s+(?:[\p{L}\d']+\s+){0,3}?(?:no wait|wait no|no sorry|sorry no),?\s+(?=(?:after|before|in|on|by|around|until|from|at)\b)/giu
export const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december'
/** "i quit in june 2019 no wait it was august": the later date is the one. */
/** "March 2019. No, hang on, 2018. March 2018.": the year put right, said once. */
const YEAR_PUT_RIGHT = new RegExp(
  `\\b((?:${MONTHS}) )?((?:19|20)\\d\\d)\\.\\s+No,?\\s+(?:hang on|wait|sorry|I mean|hold on),?\\s+((?:19|20)\\d\\d)\\.(?:\\s+(?:${MONTHS}) \\3\\.)?`,
  'gi',
)
const DATE_CORRECTION = new RegExp(
  `\\b(?:${MONTHS})(\\s+\\d{4})?,?\\s+(?:no wait|wait no|no sorry|sorry no),?\\s+(?:it was\\s+|it's\\s+|i mean\\s+)?(${MONTHS})\\b(?=(\\s+\\d{4})?)`,
  'giu',
)
/**
 * "and he was fixing to deploy no not deploy he had to go on a training thing": the word taken back ends
 * a clause that was wrong; the clause goes and what replaced it stays.
 */
const TAKEN_BACK =
  /(?<=\b(?:and|but|so|because|then)\s+|^|[,.;!?]\s*)(?:(?!\b(?:and|but|so|because|then)\b)[^,.;!?])*?\b(\p{L}+),?\s+no,?\s+not\s+\1\b,?\s*/giu
/**
 * "We have 640 paying teams — sorry, no, 604; 640 includes the trials": the figure said last takes the
 * place of the first, and the words between stay.
 */
const FIGURE_TAKEN_BACK =
  /(?<![\d.,])\d[\d,.]*((?:\s+[\p{L}'’ -]{1,30}?)?)\s*[—–,]\s*(?:sorry,?\s+no|no,?\s+sorry|no wait|wait,?\s+no|sorry|no),?\s+(?:it was\s+|it['’]s\s+)?(\d(?:[\d,.]*\d)?)(?:\s+(\p{L}+))?(?=[\s;,.!?]|$)/giu
/** "5.4 million mo says 5.6 million", "18,000 pula no 23,000 pula": a figure and the one that puts it right. */
const FIGURE_SAID_RIGHT =
  /(?<![\d.,])(\d(?:[\d,.]*\d)?)(\s+(?:million|thousand|billion|[\p{Ll}]+))?\s+(?:no,?\s+(?:it was\s+|it['’]s\s+)?|(?:\p{L}+\s+)(?:says|said)\s+(?:it['’]s\s+|it was\s+)?)(\d(?:[\d,.]*\d)?)(\s+(?:million|thousand|billion|[\p{Ll}]+))?(?![\d.,])/gu

/** Two figures near enough that one puts the other right (within half), neither a year. */
function nearlySameFigure(first: string, second: string): boolean {
  const [a, b] = [first, second].map((x) => Number(x.replace(/,/g, '')))
  if (!a || !b || [first, second].some((x) => /^(?:19|20)\d\d$/.test(x))) return false
  return Math.abs(a - b) / Math.max(a, b) < 0.5
}

/** "…on 14 of the 21. No, it was 15.": the figure put right in the next breath. */
const FIGURE_TAKEN_BACK_AFTER =
  /(?<![\d.,]|\bof (?:the )?)\d[\d,.]*((?:\s+[\p{L}\d'’ -]{1,30}?)?)\.\s+No,?\s+(?:it was|it['’]s|actually)\s+(\d(?:[\d,.]*\d)?)(?=[\s;,.!?]|$)/gu
/** "€4.6 million in 2025 — sorry, €4.2 million": an amount said again in the same currency. */
const AMOUNT_TAKEN_BACK =
  /([$€£¥₹])\d[\d,.]*(\s*(?:million|thousand|billion|bn|[km])\b)?((?:\s+[\p{L}\d'’ -]{1,30}?)?)\s*[—–,]\s*(?:sorry|no)(?:,?\s+(?:no|sorry))?,?\s+\1(\d[\d,]*(?:\.\d+)?)(\s*(?:million|thousand|billion|bn|[km])\b)?/giu
/** "12 cans of baked beans no 24 cans sorry", "9 postcards no 8 sorry": the figure said last, with its noun. */
const FIGURE_NO_SORRY =
  /(?<![\d.,\p{L}])(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten)(\s+[\p{L}'’-]+(?: [\p{L}'’-]+){0,4}?)?,?\s+no,?\s+(\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s+[\p{L}'’-]+)?(?:\s+\2)?,?\s+sorry\b,?/giu
/** "in Belém is a costume — a custom, sorry, 'costume' is custom in Portuguese — to have…": the word put right. */
const WORD_PUT_RIGHT =
  /(?<![\p{L}])(?:(?:a|an|the) )?[\p{L}'’-]+ [—–] ((?:(?:a|an|the) )?[\p{L}'’-]+),? sorry\b[^—–.!?]*[—–]\s*/giu
/** "i passed on a tuesday singing no wait humming": one word in place of another of its kind. */
const WORD_TAKEN_BACK = /\b\p{L}+(ing|ed) (?:no wait|wait no|no sorry|sorry no),? (?=\p{L}+\1\b)/giu
/**
 * "Quit at $3.1K MRR. (edit: $3.4K. Was reading net after fees.)": a written correction in brackets puts
 * the figure right; any other "(edit: …)" is the founder's note on their own words, and goes.
 */
const EDITED_FIGURE =
  /([$€£])(\d[\d,.]*?)([kKmM]?)(?=[^\d.,])([^()$€£]{0,160}?)\s*\((?:edit|correction)\s*:\s*\1(\d(?:[\d,.]*\d)?)([kKmM]?)(?![\d\p{L}])[^)]*\)/gu
const EDIT_NOTE = /\s*\((?:edit|correction)\s*:[^)]*\)/giu

/** A correction whose first figure cannot be told apart: only the words "no wait" go. */
const CORRECTION_WORDS = /,?\s*\b(?:no wait|wait no|no sorry|sorry no)\b,?/gi

/** Words a new sentence does not follow: a break after them would cut a phrase in two. */
const NO_BREAK_AFTER = new Set(
  `a an the and or but if so because cause cuz coz that which who whom whose when where while than then of for to with at in on
  by from into onto about as like is was are were be been being am do does did has have had will would can could
  should shall may might must not no my our your his her their its this these those what why how until since after
  before all both called named said says told think thought know knew guess mean very really just also even
  only each every some any many much more most few less least per than i we they he she you till til unless
  one two three four five six seven eight nine ten up out off over down back around get got let make made
  keep kept want wanted need needed like called plus say tell believe hope realised realized noticed found find
  see saw feel felt means meant mean said says told`
    .split(/\s+/)
    // "…left behind since. That's the one I care about": "since" can end a clause.
    .filter((w) => w !== 'since'),
)

/** Verbs whose object may be a clause with its own subject ("we reckon they…", "I bet you…"). */
const CLAUSE_TAKING =
  /^(?:reckon|reckoned|figure|figured|bet|wish|wished|hear|heard|remember|remembered|forget|forgot|learn|learned|learnt|decide|decided|realise|realize|show|showed|shows|swear|promise|promised|admit|admitted|agree|agreed|suppose|assume|assumed|expect|expected|understand|understood|explain|explained|mention|mentioned|suggest|suggested|imagine|doubt|worry|worried|wonder|wondered|prove|proved|guarantee|hoped|knows|thinks|feels|believes|ensure|ensured|insist|insisted|pretend|pretended|notice|noticed|discover|discovered|warn|warned|ask|asked|tell|tells|told|said|says|say)$/
/** Words that open a new sentence in a run-on transcript ("…called mise it's a prep list app…"). */
const OPENERS =
  /^(i|i'm|i've|i'd|i'll|we|we're|we've|we'd|we'll|it|it's|that's|there's|they|they're|she|she's|he|he's|our|so|then|anyway|okay|ok|also|everyone|everybody|nobody|most)$/i
/** What a purpose clause after "so" holds ("so they can", "so the owners don't have to"). */
const PURPOSE = /\b(can|can't|cannot|could|don't have to|doesn't have to|won't have to|don't need|get to)\b/i
/** Openings of a fronted phrase ("For Sam, who coaches…, it meant…"): its first verb does not end it. */
const FRONTED = /^(for|when|if|because|since|after|before|while|as|with|in|at|on|once|until)$/i

const ONES: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
}
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
}
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 }
const NUMBER_WORD = new RegExp(
  `^(?:${[...Object.keys(ONES), ...Object.keys(TENS), ...Object.keys(SCALES), 'a', 'and'].join('|')})$`,
  'i',
)

/**
 * Spoken amounts as figures: "thirty eight hundred" → "3,800", "twelve thousand" → "12,000",
 * "a hundred and forty" → "140". Single small words ("one", "two") stay words.
 */
/** "one" to "nine", "ten" to "nineteen", "twenty" to "ninety": the number tables above, as alternatives. */
const UNIT_WORDS = Object.keys(ONES)
  .filter((w) => ONES[w]! >= 1 && ONES[w]! <= 9)
  .join('|')
const TEEN_WORDS = Object.keys(ONES)
  .filter((w) => ONES[w]! >= 10)
  .join('|')
const TEN_WORDS = Object.keys(TENS).join('|')
const SPOKEN_PAIR = new RegExp(
  `\\b((?:${TEN_WORDS})[ -](?:${UNIT_WORDS})) (?=(?:${TEN_WORDS})[ -](?:${UNIT_WORDS})\\b(?! hundred| thousand))`,
  'gi',
)
/**
 * "eight nine hundred", "sixty seventy thousand": two counts before one scale are a range ("eight hundred
 * to nine hundred"), never a sum ($130,000).
 */
const SPOKEN_SCALE_PAIR = new RegExp(
  `(?<!\\b(?:${TEN_WORDS})[ -])\\b(${UNIT_WORDS}|${TEEN_WORDS}|${TEN_WORDS}) (${UNIT_WORDS}|${TEEN_WORDS}|${TEN_WORDS}) (hundred|thousand)\\b`,
  'gi',
)
/**
 * A year said aloud: "twenty twenty" is 2020, not 40; "in twenty eighteen", "nineteen ninety eight",
 * "twenty oh five". A bare "nineteen ninety" needs a date word before it ("in", "since", "summer").
 */
/** Words a year is said after ("in", "since", "summer", "april"). */
const DATE_WORDS = `in|since|from|by|until|till|of|around|summer|winter|spring|autumn|fall|${MONTHS}`
const SPOKEN_YEAR = new RegExp(
  `\\b(?:twenty (twenty(?: (?:${UNIT_WORDS}))?)|(?<=\\b(?:${DATE_WORDS}) )(nineteen|twenty) (oh (?:${UNIT_WORDS})|${TEEN_WORDS}|(?:${TEN_WORDS})(?: (?:${UNIT_WORDS}))?))\\b`,
  'gi',
)
/** Titles said before a name ("gogo thandeka", "herr lehmann"): part of the name. */
const TITLES = 'mama|ma|gogo|aunty|auntie|uncle|mr|mrs|ms|miss|mister|missus|baba|tata|herr|frau|pastor|chief'
const TITLE_BEFORE_NAME = new RegExp(`\\b(?:${TITLES})(?=\\.?\\s+\\p{Lu}\\p{Ll})`, 'gu')
/** A word after "in", "to", "told" or a title, with the words listed with it ("in midrand and sandton"). */
const PLACE_OR_PERSON_AFTER = new RegExp(
  `\\b(?:in|to|from|near|at|around|outside|off|via|told|asked|met|thanked|hired|(${TITLES}))\\s+(\\p{Ll}[\\p{Ll}'-]+)((?:\\s*(?:,|and|or)\\s+\\p{Ll}[\\p{Ll}'-]+)*)`,
  'gu',
)
const KIN_OR_ASKED_FOR =
  /(?<=\b(?:brother|sister|cousin|son|daughter|husband|wife|friend|neighbou?r|partner|boss|ask for|asked for)\s+)(\p{Ll}[\p{Ll}'-]+)(?=\s+(?:he|she|who|at|in|and|or|on|by|there|every|from|is|was|does|did|had|has)\b|\s*[.,!?;]|$)/gu
/** Numbers as words, 0 to 20. */
const NUMBER_NAMES =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  )
/** "theres a man pj ruane near ballyhaunis": words no dictionary has after "a man" or "a farmer" name him. */
const PERSON_NAMED =
  /(?<=\b(?:a|this|one|the)\s+(?:man|woman|lady|fella|fellow|lad|guy|bloke|farmer|widow|customer|client|gentleman)\s+(?:called\s+|named\s+)?)(\p{Ll}[\p{Ll}'-]+)(?:\s+(\p{Ll}[\p{Ll}'-]+))?(?=\s+(?:he|she|hes|shes|who|near|from|in|at|out|up|down|and|was|is|had|has)\b|\s*[.,!?;]|$)/gu
/** "two thousand nineteen" by a date word or a month ("season two thousand nineteen like april") is 2019. */
const SPOKEN_MILLENNIUM_YEAR = new RegExp(
  `(?<=\\b(?:${DATE_WORDS}|season) (?:like )?)two thousand (?:and )?(${UNIT_WORDS}|${TEEN_WORDS}|twenty(?: (?:${UNIT_WORDS}))?|thirty(?: (?:${UNIT_WORDS}))?)\\b|\\btwo thousand (?:and )?(${UNIT_WORDS}|${TEEN_WORDS}|twenty(?: (?:${UNIT_WORDS}))?)(?=(?: like)? (?:${MONTHS})\\b)`,
  'gi',
)
/** "two thousand eighteen my son was in second grade": before who did what, a year, not a count. */
const SPOKEN_YEAR_BEFORE_SUBJECT = new RegExp(
  `\\btwo thousand (?:and )?(${UNIT_WORDS}|${TEEN_WORDS}|twenty(?: (?:${UNIT_WORDS}))?)(?= (?:my|our|his|her|their|we|i|he|she|they|when)\\b)`,
  'gi',
)
/**
 * "we started in twenty one with two vans": "in" or "since" and "twenty" and a unit, where no noun follows,
 * is a year of this century (never 21); "in twenty one days" counts.
 */
const SPOKEN_SHORT_YEAR = new RegExp(
  `(?<=\\b((?:\\p{L}+\\s+){0,2})(in|since)\\s)twenty (${UNIT_WORDS})\\b(?=\\s*[.,;!?]|\\s*$|\\s+(?:with|and(?! a half)(?!\\s+(?:${Object.keys(ONES).join('|')}|${TEN_WORDS}|\\d))|we|i|when|after|before|but|so|because|that|it|my|our|he|she|they|was|were|there|the)\\b)`,
  'giu',
)
/** "twenty nineteen", "twenty oh five": a year wherever it is said (nobody says 39 that way). */
const SPOKEN_TWENTIES_YEAR = new RegExp(
  `\\btwenty (oh (?:${UNIT_WORDS})|${TEEN_WORDS})\\b(?![-'’]|\\s+(?:minutes?|hours?|years?|seconds?|days?|weeks?|months?|people|of)\\b)`,
  'gi',
)
/** "march thirty first", "the twenty second": an ordinal day. */
const SPOKEN_ORDINAL = new RegExp(
  `(?<=\\b(?:${MONTHS}|the) )(twenty|thirty) (first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\\b`,
  'gi',
)
const ORDINAL_UNITS: Record<string, [number, string]> = {
  first: [1, 'st'],
  second: [2, 'nd'],
  third: [3, 'rd'],
  fourth: [4, 'th'],
  fifth: [5, 'th'],
  sixth: [6, 'th'],
  seventh: [7, 'th'],
  eighth: [8, 'th'],
  ninth: [9, 'th'],
}
/** A clock time said aloud: "five thirty in the morning" is 5:30, not 35. */
const SPOKEN_TIME = new RegExp(
  `\\b(${Object.keys(ONES)
    .filter((w) => ONES[w]! >= 1 && ONES[w]! <= 12)
    .join(
      '|',
    )})[ -](fifteen|thirty|forty[ -]five|forty|twenty|ten|oh five)(?= (?:in the (?:morning|afternoon|evening)|at night|am|pm|a\\.m\\.|p\\.m\\.)\\b)`,
  'gi',
)
/** "we met at two thirty": after "at", an hour then minutes is a time, whatever follows. */
const SPOKEN_AT_TIME = new RegExp(
  `(?<=\\b(?:at|by|until|till|around|before|after) )(${Object.keys(ONES)
    .filter((w) => ONES[w]! >= 1 && ONES[w]! <= 12)
    .join(
      '|',
    )}) (fifteen|thirty|forty[ -]five|forty|fifty|twenty|ten|oh five)\\b(?![ -](?:${UNIT_WORDS}|hundred|thousand)\\b)`,
  'gi',
)
const spokenYears = (text: string) =>
  text
    .replace(SPOKEN_AT_TIME, (_m, hour: string, minutes: string) => {
      const m = minutes.toLowerCase() === 'oh five' ? 5 : numberValue(minutes.toLowerCase().split(/[ -]/))!
      return `${ONES[hour.toLowerCase()]}:${String(m).padStart(2, '0')}`
    })
    .replace(SPOKEN_TIME, (_m, hour: string, minutes: string) => {
      const m = minutes.toLowerCase() === 'oh five' ? 5 : numberValue(minutes.toLowerCase().split(/[ -]/))!
      return `${ONES[hour.toLowerCase()]}:${String(m).padStart(2, '0')}`
    })
    .replace(SPOKEN_ORDINAL, (_m, tens: string, unit: string) => {
      const [n, suffix] = ORDINAL_UNITS[unit.toLowerCase()]!
      return `${TENS[tens.toLowerCase()]! + n}${suffix}`
    })
    .replace(SPOKEN_TWENTIES_YEAR, (_m, rest: string) =>
      String(2000 + numberValue(rest.split(' ').filter((w) => w.toLowerCase() !== 'oh'))!),
    )
    .replace(SPOKEN_MILLENNIUM_YEAR, (_m, after: string | undefined, before: string | undefined) =>
      String(2000 + numberValue((after ?? before)!.split(' '))!),
    )
    .replace(SPOKEN_YEAR_BEFORE_SUBJECT, (_m, year: string) => String(2000 + numberValue(year.split(' '))!))
    // ("the boxes come in twenty five", "we are stocked in twenty one": a size, a count of shops.)
    .replace(SPOKEN_SHORT_YEAR, (m, before: string, word: string, unit: string) => {
      const [earlier, last] = before.trim().split(/\s+/).slice(-2)
      const counted =
        /^(?:come|comes|came|coming|available|sold|packed|stocked|sizes?|packs?|bags?|boxes|bottles|jars)$/i.test(
          last ?? '',
        ) || /^(?:are|is|am|be|been|being)$/i.test(earlier ?? '')
      return word.toLowerCase() === 'since' || !counted ? String(2020 + wordValue(unit)) : m
    })
    .replace(SPOKEN_YEAR, (_m, twenties: string | undefined, century: string, rest: string) => {
      // The last two digits: "oh five" is 5, the rest as any spoken number ("ninety eight" is 98).
      const within = (words: string) => numberValue(words.split(' ').filter((w) => w.toLowerCase() !== 'oh'))!
      return twenties
        ? String(2000 + within(twenties))
        : String((century.toLowerCase() === 'nineteen' ? 1900 : 2000) + within(rest))
    })

/** "an" before a consonant or a pronoun: spoken "and" ("an the team", "an i reckon", "an everyone"). */
const SPOKEN_AND =
  /\ban(?= (?:[b-df-gj-np-tv-z]|(?!8|1[18]\b)\d|(?:i|i'm|im|it|its|it's|he|hes|he's|his|her|him|here|how|had|has|have|everyone|everyones|everybody|every|each|all|any|our|if|in|on|at|as|also|another|everything|anything|up|out|one|once|ones|a|an)(?![\w'-])))/g
const DIGIT_WORD = '(?:zero|one|two|three|four|five|six|seven|eight|nine|\\d)'
/**
 * A decimal said aloud: "two point three", "4 point 2", "ninety nine point four", "one point two five"
 * ("at one point two of them left" is a moment, not a number).
 */
const SPOKEN_DECIMAL = new RegExp(
  `(?<!\\b(?:at|the|that|this|some|one|any) )\\b((?:${TEN_WORDS})(?:[ -](?:${UNIT_WORDS}))?|${TEEN_WORDS}|${DIGIT_WORD}|\\d+) point (${DIGIT_WORD}(?: ${DIGIT_WORD})*)\\b`,
  'gi',
)

/** A number started over ("two hundred and two hundred and eighty four million"): the first start goes. */
const NUMBER_RESTART =
  /(?<!\b(?:between|from)\s(?:[a-z]+\s){0,2})\b((?:[a-z]+[ -]){0,2}?(?:hundred|thousand|million)(?: and)?) (?:(?:like|um|uh|sorry) )?(?=\1 )/gi

/** "between two hundred and two hundred and fifty": the "and" between two figures ends the first. */
const RANGE_AND =
  /\b((?:between|from) (?:[a-z]+ ){0,3}?(?:hundred|thousand|million)) and (?=(?:[a-z]+ ){0,2}(?:hundred|thousand|million)\b)/gi

/** Any number word: what a shorthand or a range must not follow (it would be part of a longer number). */
const ANY_NUMBER_WORD = `${Object.keys(ONES).join('|')}|${TEN_WORDS}|hundred|thousand|million`
/**
 * Hundreds said the short way: "exit one eighty four" is 184, "thirteen forty lots" 1,340 (a tens word
 * after a count under twenty, with no number before it); at a clock ("at two thirty") it is a time.
 */
const HUNDREDS_SHORTHAND = new RegExp(
  `(?<!\\b(?:${ANY_NUMBER_WORD}|at|by|until|till|around|about|from|to|before|after|past)[ -])\\b(${UNIT_WORDS}|${TEEN_WORDS})[ -](${TEN_WORDS})(?:[ -](${UNIT_WORDS}))?\\b(?![ -](?:${ANY_NUMBER_WORD}|o'clock|in the (?:morning|afternoon|evening)|at night|am|pm)\\b)`,
  'gi',
)
/** "fifteen twenty minutes", "thirty forty people": two round numbers close together are a range. */
const SPOKEN_ROUND_RANGE = new RegExp(
  `(?<!\\b(?:${ANY_NUMBER_WORD})[ -])\\b(${TEEN_WORDS}|${TEN_WORDS}) (${TEN_WORDS})\\b(?![ -](?:${ANY_NUMBER_WORD})\\b)`,
  'gi',
)
/**
 * "when i was like fifteen sixteen", "young lads seventeen eighteen": an age said as two teens in a row is
 * one or the other (never 31, nor 35; "the
 * ten fifteen bus" and "the fifteen sixteen season" are not ages).
 */
const SPOKEN_AGE_PAIR = new RegExp(
  `(?<=\\b(?:was|were|i'm|im|i am|he's|she's|hes|shes|aged|about|around|maybe|like|only|just|lads|girls|boys|kids|teens|teenagers|students|learners|it's|its|is|are) )(${TEEN_WORDS}) (${TEEN_WORDS})\\b(?![ -](?:${ANY_NUMBER_WORD}|season|bus|train)\\b)`,
  'gi',
)
const wordValue = (w: string) => ONES[w.toLowerCase()] ?? TENS[w.toLowerCase()] ?? 0
const SPOKEN_SCALED_LIST = new RegExp(
  `(?<!\\b(?:${ANY_NUMBER_WORD})[ -])\\b(${TEEN_WORDS}|${TEN_WORDS})((?: (?:${TEEN_WORDS}|${TEN_WORDS}))+) (${TEEN_WORDS}|${TEN_WORDS}) (hundred|thousand)\\b`,
  'gi',
)
/** "forty fifty sixty and up": three round numbers or more in a row are a list, never a sum. */
const SPOKEN_ROUND_LIST = new RegExp(
  `(?<!\\b(?:${ANY_NUMBER_WORD})[ -])\\b(?:${TEEN_WORDS}|${TEN_WORDS})(?: (?:${TEN_WORDS})){2,}\\b(?![ -](?:${ANY_NUMBER_WORD})\\b)`,
  'gi',
)
/** "seven pound fifty": pounds and pence (dollars and cents) said aloud. */
const SPOKEN_PRICE = new RegExp(
  `\\b(${Object.keys(ONES).join('|')}|a) (pounds?|quid|dollars?|bucks|euros?) ((?:${TEN_WORDS})(?:[ -](?:${UNIT_WORDS}))?|${TEEN_WORDS})\\b(?![ -](?:${ANY_NUMBER_WORD})\\b)(?!\\s+(?:years?|months?|weeks?|days?|hours?|minutes?|ounces?|oz|stone|kilos?|grams?|miles?|feet|foot|inches|percent|times)\\b)`,
  'gi',
)

// (Not "two two-bedroom units", nor digits read out: "nine nine nine".)
const NUMBER_SAID_TWICE = new RegExp(
  `(?<!\\b(?:${ANY_NUMBER_WORD}|oh|double)\\s)\\b(${UNIT_WORDS}|${TEEN_WORDS})\\s+\\1\\b(?![-\\w])(?!\\s+(?:${ANY_NUMBER_WORD}|oh)\\b)`,
  'gi',
)
/**
 * "three three hundred fishermen", "ninety um ninety six thousand bags": a number started again, said once
 * (never 300 to, never 186,000). "twenty twenty one" is a year.
 */
const NUMBER_STARTED_AGAIN = new RegExp(
  `\\b(${UNIT_WORDS}|${TEEN_WORDS}) \\1 (?=(?:hundred|thousand|million)\\b)|\\b((?!twenty\\b)(?:${TEN_WORDS})) \\2 (?=(?:${UNIT_WORDS}|hundred|thousand|million)\\b)`,
  'gi',
)
/** "eight hundred a thousand dollars": a range, from one to the other. */
const SPOKEN_A_RANGE = new RegExp(
  `\\b((?:${UNIT_WORDS}|${TEEN_WORDS}) (?:hundred|thousand)) a (thousand|million)(?= (?:dollars?|bucks|euros?|pounds?|quid|rand|naira|cedis|shillings|pesos|rupees)\\b)`,
  'gi',
)
const SPOKEN_SCALED_RANGE = new RegExp(
  // ("from one to five hundred customers" counts up from one.)
  `(?<!\\bfrom\\s)\\b(${UNIT_WORDS}|${TEEN_WORDS}|${TEN_WORDS}) (to|or) (${UNIT_WORDS}|${TEEN_WORDS}|${TEN_WORDS}) (hundred|thousand|million)\\b`,
  'gi',
)

/**
 * "four trucks four and eleven people", "sixty restaurants … before christmas sixty and…": a number said again
 * for weight at the end of its clause, said once. (Never "one to one", "four by four": the words between
 * hold one of four letters or more.)
 */
const NUMBER_ECHO = new RegExp(
  `(?<!\\b(?:${ANY_NUMBER_WORD}|oh)\\s)\\b((?:${TEN_WORDS})(?:[ -](?:${UNIT_WORDS}))?|${UNIT_WORDS}|${TEEN_WORDS})\\b((?:\\s+(?!(?:${ANY_NUMBER_WORD})\\b)[\\p{L}'’]+){1,10}?)\\s+\\1(?!\\s+and\\s+a\\s+half\\b)(?=\\s+(?:and|but|so|then|because)\\b|\\s*[.,;!?]|\\s*$)`,
  'giu',
)
/** "they had dropped her they dropped her": the first saying of a clause started again. */
const CLAUSE_STARTED_AGAIN =
  /\b(i|we|they|he|she|you) (?:\p{L}+ )?(\p{L}{3,}) (\p{L}+) (?=\1 (?:\p{L}+ )?\2 \3\b)/giu
const EMPHASIS_STARTED_AGAIN =
  /\b(the|a|my|our|your) (actual|real|whole|entire|very|main) (?:the|my|our|your|(?:a|an) (?=\2 ))/giu
const COUNTED_SAID_AGAIN = new RegExp(
  `(\\b(?:\\d[\\d,]*|${ANY_NUMBER_WORD}) (\\p{L}{3,}s)\\b[^.!?]{3,80}?\\b(?:before|by|until|till)\\b[^.!?]{1,40}?)(?<!\\b(?:the|a|an|our|my|their|those|these|his|her|its|your|and|or|in|of|for|on|at|per|to|from|with|first|last|next|many|more|few|some|all|\\p{L}+ly|\\d[\\d,]*|${ANY_NUMBER_WORD}))\\s+\\2(?=\\s*[.!?,]|\\s*$|\\s+(?:you|we|i|they|so|but|it|if|then)\\b)`,
  'giu',
)
/** "a pump off of uh off craigslist": a phrase of small words started again after a filler, said once. */
const SMALL_WORDS_RESTART =
  /\b(of|the|a|an|to|in|on|at|for|with|from|off|my|our|his|her|their|this|that)\s+(?:of|the|a|an|to|in|on|at|for|with|from|my|our|his|her|their|this|that)\s+(?:u+m+|u+h+|er+)\s+(?=\1(?![\p{L}\d'’-]))/giu

/** Words said, the last cut off, then said again in full: "a dollar sev a dollar seventy five". */
const WORD_CUT_AND_SAID_AGAIN = /\b((?:\p{L}+\s+){1,3})(\p{L}{2,5})\s+\1(?=\2\p{L})/giu

/** The echo of `NUMBER_ECHO` taken out, where the words between are more than small ones. */
function withoutNumberEcho(text: string): string {
  return text.replace(NUMBER_ECHO, (m, n: string, between: string) =>
    // ("two vans and two" is a list still being said; "along forty and…" a road's name; "a double wall
    // one" is no number.)
    n.toLowerCase() !== 'one' &&
    // Past six words only a target said again after its deadline ("sixty restaurants … before christmas
    // sixty"); "twelve orders on monday … on tuesday twelve" counts another day.
    (wordCount(between) <= 6 || /\b(?:before|by|until|till)\s+\S+$/i.test(between)) &&
    // ("pays for eight frames and sometimes he gets eight" says it again to compare.)
    !/\b(?:and|but|or|he|she|they|we|i|you|it)\b/i.test(between) &&
    /[\p{L}]{4,}/u.test(between) &&
    !/\b(?:and|or|but|plus|with|of|to|by|from|than|along|at|on|in|near|exit|route|highway|road|number|room|gate|platform|level|floor|page|size|age|grade|week|day|version|table|district|phase|season|round|step|stage|chapter|part|episode|lane|zone|aisle|bay|row|line|combo|year|month|unit|block|ward|court|pitch)$/i.test(
      between,
    )
      ? `${n}${between}`
      : m,
  )
}

/**
 * "ten-fifteen registers", "thirty-forty people": two close round numbers joined by a hyphen before what they
 * count are a range (never 25); "at ten-fifteen", "the twelve-fifteen train", "thirty-seventy" and
 * "nineteen-forty" are a time, a split and a year.
 */
const HYPHENED_RANGE = new RegExp(
  `(?<!\\b(?:at|by|until|till|the|in|since|from|around|about|before|after)\\s)\\b(${TEEN_WORDS}|${TEN_WORDS})-(${TEEN_WORDS}|${TEN_WORDS})\\b(?!-)(?=\\s+\\p{L}+s\\b)`,
  'giu',
)

export function spokenNumbers(text: string): string {
  const words = spokenYears(
    text
      // "open twenty four seven": all day, every day.
      .replace(/\btwenty[ -]four[ -]seven\b/gi, '24/7')
      // "a fifty fifty split": even halves, never one fifty said twice ("fifty fifty two minutes" is 52
      // started again).
      .replace(
        new RegExp(
          `\\bfifty[ -]fifty\\b(?![ -](?:${UNIT_WORDS})\\s+(?:minutes?|hours?|seconds?|km|kilometres?|miles?|percent|dollars?|pounds?|euros?|grams?|kilos?)\\b)`,
          'gi',
        ),
        '50/50',
      )
      // "like fifty sixty seventy thousand dollars": round numbers before one scale run from first to last.
      .replace(SPOKEN_SCALED_LIST, (m, first: string, between: string, lastOne: string, scale: string) =>
        wordValue(first) < wordValue(lastOne) &&
        between
          .trim()
          .split(/\s+/)
          .every((w) => wordValue(w) > wordValue(first) && wordValue(w) < wordValue(lastOne))
          ? `${first} ${scale} to ${lastOne} ${scale}`
          : m,
      )
      .replace(HYPHENED_RANGE, (m, a: string, b: string) =>
        wordValue(a) < wordValue(b) && wordValue(b) - wordValue(a) <= 10 && !/^nineteen$/i.test(a)
          ? `${wordValue(a)} to ${wordValue(b)}`
          : m,
      )
      .replace(SPOKEN_FIGURE_CORRECTION, '')
      .replace(FIGURE_RIGHTED_THEN_SAID, '')
      .replace(NUMBER_RESTART, '')
      .replace(
        NUMBER_STARTED_AGAIN,
        (_m, unit: string | undefined, ten: string | undefined) => `${unit ?? ten} `,
      )
      .replace(SPOKEN_A_RANGE, '$1 to one $2')
      .replace(RANGE_AND, '$1 \uE003and '),
  )
    // "fourteen fourteen percent": a number said twice is said once (never 28).
    .replace(NUMBER_SAID_TWICE, '$1')
    // "three to five hundred bucks": the scale is both ends'.
    .replace(SPOKEN_SCALED_RANGE, (m, a: string, joiner: string, b: string, scale: string) =>
      wordValue(a) < wordValue(b) ? `${a} ${scale} ${joiner} ${b} ${scale}` : m,
    )
    // "thirty five thirty six degrees": two whole numbers in a row are a range, never a sum.
    // ("late was twenty three twenty three out of…" is one said twice.)
    .replace(SPOKEN_PAIR, (m, a: string, at: number, all: string) => {
      const b = all.slice(at + m.length).match(/^\S+[ -]\S+/)?.[0] ?? ''
      return (numberValue(b.split(/[ -]/)) ?? 0) > (numberValue(a.split(/[ -]/)) ?? 0) ? `${a} to ` : m
    })
    // ("ten fifteen thousand dollars" too: ten to fifteen thousand, never 25,000.)
    .replace(SPOKEN_SCALE_PAIR, (m, a: string, b: string, scale: string) =>
      (wordValue(a) < wordValue(b) && wordValue(b) - wordValue(a) <= 20) ||
      (wordValue(a) < 10 && wordValue(b) < 10)
        ? `${a} ${scale} to ${b} ${scale}`
        : m,
    )
    .replace(SPOKEN_ROUND_LIST, (m) =>
      m
        .split(' ')
        .map((w) => wordValue(w))
        .join(', '),
    )
    .replace(SPOKEN_PRICE, (_m, whole: string, unit: string, cents: string) => {
      const sign = /^(?:pounds?|quid)$/i.test(unit) ? '£' : /^euros?$/i.test(unit) ? '€' : '$'
      const c = numberValue(cents.split(/[ -]/))!
      return `${sign}${whole.toLowerCase() === 'a' ? 1 : wordValue(whole)}.${String(c).padStart(2, '0')}`
    })
    .replace(SPOKEN_ROUND_RANGE, (m, a: string, b: string) =>
      wordValue(b) > wordValue(a) && wordValue(b) - wordValue(a) <= 10 ? `${a} to ${b}` : m,
    )
    .replace(SPOKEN_AGE_PAIR, (m, a: string, b: string) =>
      wordValue(b) === wordValue(a) + 1 ? `${a} or ${b}` : m,
    )
    .replace(
      HUNDREDS_SHORTHAND,
      (m, head: string, tens: string, unit: string | undefined, at: number, all: string) => {
        const value = wordValue(head) * 100 + wordValue(tens) + (unit ? wordValue(unit) : 0)
        // "fifteen twenty" was a range (above); "twenty twenty" a year.
        if (/\bto\b/.test(m)) return m
        // "built in nineteen-forty", "the nineteen forty five map": a year after a date's word, unless it
        // counts or costs something ("nineteen forty seats", "nineteen fifty dollars", "we had nineteen
        // eighty people").
        const next = all.slice(at + m.length)
        const before =
          all
            .slice(0, at)
            .match(/(\p{L}+)\s*$/u)?.[1]
            ?.toLowerCase() ?? ''
        // ("born nineteen eighty five in lagos" is a year: no noun of what it counts follows.)
        const word = next.match(/^\s+(\p{L}+)/u)?.[1]?.toLowerCase() ?? ''
        const counts =
          /^(?:\p{L}+s|people|sheep|staff|head|cattle|for|per|quid|pounds?|dollars?|euros?|bucks)$/u.test(
            word,
          ) ||
          /^\s+a (?:month|year|week|day)\b/i.test(next) ||
          (isNounWord(word) &&
            !/^(?:the|a|in|since|from|until|till|by|around|circa|of|before|after)$/.test(before))
        return /^nineteen$/i.test(head) && !counts ? String(value) : value.toLocaleString('en-US')
      },
    )
    .split(/(\s+)/)
  const out: string[] = []
  let i = 0
  while (i < words.length) {
    if (/^\s*$/.test(words[i]!)) {
      out.push(words[i++]!)
      continue
    }
    const run: string[] = []
    const ends: { length: number; at: number }[] = []
    let last = -1
    for (let j = i; j < words.length; j++) {
      const w = words[j]!
      if (/^\s+$/.test(w)) continue
      const parts = w
        .toLowerCase()
        .replace(/[.,!?;:]+$/, '')
        .split('-')
      if (!parts.every((p) => NUMBER_WORD.test(p))) break
      // "forty and forty four and seventy": "and" joins a number only after its hundreds or thousands.
      if (parts[0] === 'and' && !(run.at(-1)! in SCALES)) break
      // "a" counts only as "a hundred", "a thousand": "a thirteen year old" and "thirteen and a half"
      // end the run before it (and before the "and" that led to it).
      const next = words
        .slice(j + 1)
        .find((x) => !/^\s*$/.test(x))
        ?.toLowerCase()
        .replace(/[.,!?;:]+$/, '')
      // …and "a thousand" after a number is a second number ("eight hundred a thousand dollars" is a
      // range, never 801,000).
      if (
        parts[0] === 'a' &&
        (run.length > 0 || !(next === 'hundred' || (next !== undefined && next in SCALES)))
      ) {
        if (run.at(-1) === 'and') {
          run.pop()
          last = words.slice(0, last).findLastIndex((x) => !/^\s*$/.test(x))
        }
        break
      }
      // Punctuation inside a run ends it: "forty, and then" is not "forty-and".
      run.push(...parts)
      ends.push({ length: run.length, at: j })
      last = j
      if (/[.,!?;:]$/.test(w)) break
    }
    // "seventy four and he just sat down", "thirteen hundred and then the inspector": the "and" after a
    // number starts the next clause. ("like two hundred and if you…" trails off: the words stay for the
    // figure said again to find.)
    const after = words
      .slice(last + 1)
      .find((x) => !/^\s*$/.test(x))
      ?.toLowerCase()
    while (
      run.length > 1 &&
      run.at(-1) === 'and' &&
      !/[.,!?;:]$/.test(words[last]!) &&
      /^(?:he|she|i|we|they|it|you|everybody|everyone|nobody|somebody|my|our|his|her|their|were|was|are|is|had|have|there|theres|there's|that|thats|that's|then)$/.test(
        after ?? '',
      )
    ) {
      run.pop()
      last = words.slice(0, last).findLastIndex((x) => !/^\s*$/.test(x))
    }
    // Two numbers said side by side ("the ten fifteen bus", "a fifty fifty split", "thirty-seventy"): the
    // longest number at the start is one, or, where that is a single word, all of them stay words.
    if (run.length > 1 && numberValue(run) === null) {
      const longest = ends
        .filter(
          (e) =>
            e.length < run.length &&
            !(run[e.length]! in SCALES) &&
            numberValue(run.slice(0, e.length)) !== null,
        )
        .at(-1)
      // "twenty five thirty percent", "sixty ninety days", "three hundred four hundred head": a smaller number
      // then a larger one, close to it, is a range (not after "the": "the ten fifteen bus" is a time).
      const from = longest ? numberValue(run.slice(0, longest.length)) : null
      const to = longest ? numberValue(run.slice(longest.length)) : null
      const before =
        out
          .filter((w) => !/^\s*$/.test(w))
          .at(-1)
          ?.toLowerCase() ?? ''
      // (Only before what it counts: "ten fifteen on saturdays" is a time, "twelve fifteen main street" an
      // address, "five seven and nine" a list, "eleven twelve pounds" left to the money.)
      const counted = (words.slice(last + 1).find((x) => !/^\s*$/.test(x)) ?? '')
        .toLowerCase()
        .replace(/[.,!?;:]+$/, '')
      if (
        from !== null &&
        to !== null &&
        from < to &&
        to <= from * 3 &&
        !/^(?:the|at|by|until|till|from|a|an|oh|\d.*)$/.test(before) &&
        (/^(?:percent|%|people|head|sheep|cattle|staff|kids|children|men|women|feet|km|kg)$/.test(counted) ||
          (/^\p{L}{3,}s$/u.test(counted) &&
            !/^(?:pounds|dollars|euros|bucks|quid|rands|shillings|pesos|rupees|naira|cedis|is|was|has|does|this|its|us|yes|plus|less|unless|thus|always|sometimes|perhaps|towards|besides|across)$/.test(
              counted,
            )))
      ) {
        const trailing = words[last]!.match(/[.,!?;:]+$/)?.[0] ?? ''
        // ("two three nails", "seven eight weeks": small ones stay words, "two or three".)
        out.push(
          to < 10
            ? `${run.slice(0, longest!.length).join(' ')} or ${run.slice(longest!.length).join(' ')}${trailing}`
            : `${from.toLocaleString('en-US')} to ${to.toLocaleString('en-US')}${trailing}`,
        )
        i = last + 1
        continue
      }
      if (longest && longest.length >= 2) {
        run.length = longest.length
        last = longest.at
      } else {
        out.push(...words.slice(i, last + 1))
        i = last + 1
        continue
      }
    }
    // "$1.1 million" is written already: a scale word after a figure stays a word.
    const afterFigure = /\d[.,]?\d*$/.test(out.filter((w) => !/^\s*$/.test(w)).at(-1) ?? '')
    const value = run.length && !(afterFigure && run[0]! in SCALES) ? numberValue(run) : null
    // Only amounts a reader would write as digits: a scale word, a tens word, or eleven and up.
    const worth =
      value !== null &&
      run[0] !== 'and' &&
      run.at(-1) !== 'and' &&
      // "not in a million years", "a hundred times": said, not counted.
      !(run.length === 2 && run[0] === 'a') &&
      !(
        run.length === 1 &&
        run[0]! in SCALES &&
        /^an?$/i.test(out.filter((w) => !/^\s*$/.test(w)).at(-1) ?? '')
      ) &&
      // "a few hundred items", "vanishing by the thousand": a scale with no count is no figure.
      !(
        run.length === 1 &&
        run[0]! in SCALES &&
        /^(?:few|several|many|the|their|of|some)$/i.test(out.filter((w) => !/^\s*$/.test(w)).at(-1) ?? '')
      ) &&
      run.some((w) => w in SCALES || w in TENS || (ONES[w] ?? 0) >= 11)
    if (worth) {
      const trailing = words[last]!.match(/[.,!?;:]+$/)?.[0] ?? ''
      out.push(value.toLocaleString('en-US') + trailing)
      i = last + 1
      continue
    }
    out.push(words[i]!)
    i++
  }
  return (
    out
      .join('')
      .replace(/\uE003/g, '')
      // "last winter twenty twenty five twenty six": a season across two years, not 26 of something.
      .replace(/\b(20\d\d) (\d\d)\b/g, (m, year: string, next: string) =>
        (Number(year) + 1) % 100 === Number(next) ? `${year}–${next}` : m,
      )
      // "ten or 15 years", "eight to 12 weeks": both ends of a range written the same way ("one to 40
      // schools" is one given, "at ten to 11" a time).
      .replace(
        /(?<!\b(?:from|at|by|gave|give|gives|sent|send|sends|about) )\b(two|three|four|five|six|seven|eight|nine|ten) (to|or) (\d{2,})\b(?=\s*(?:%|[\p{L}]))/giu,
        (_m, a: string, joiner: string, b: string) => `${ONES[a.toLowerCase()]} ${joiner} ${b}`,
      )
  )
}

/** A number said in words ("sixty one thousand seven hundred"), never ending on "and" or "a". */
const SPOKEN_NUMBER = `(?:(?:${[...Object.keys(ONES), ...Object.keys(TENS), ...Object.keys(SCALES), 'and', 'a'].join('|')})\\s+)*(?:${[...Object.keys(ONES), ...Object.keys(TENS), ...Object.keys(SCALES)].join('|')})`
/** "thirteen hundred and forty lots no wait yeah thirteen forty lots": the figure said last is the one. */
const SPOKEN_FIGURE_CORRECTION = new RegExp(
  `\\b(?:${SPOKEN_NUMBER}) (\\p{L}+)\\s*,?\\s*(?:no wait|wait no|no sorry|sorry no),?\\s*(?:(?:yeah|yes|ok|okay|actually|it was|it's|i mean)\\s+)?(?=(?:${SPOKEN_NUMBER}) \\1\\b)`,
  'giu',
)
/**
 * "two thousand eighteen no nineteen two thousand nineteen": a figure put right in a word, then said again
 * whole; the whole one stays (never "21,019").
 */
const FIGURE_RIGHTED_THEN_SAID = new RegExp(
  `\\b(?:${SPOKEN_NUMBER})\\s+no\\s+(${[...Object.keys(ONES), ...Object.keys(TENS)].join('|')})\\s+(?=(?:${SPOKEN_NUMBER}\\s+)?\\1\\b(?!\\s+(?:${[...Object.keys(ONES), ...Object.keys(TENS), ...Object.keys(SCALES)].join('|')})\\b))`,
  'giu',
)
const FIGURE_SAID_AGAIN = new RegExp(
  // A group of a phone number ("+225 07 00 00 27 27": after a digit or "+") is no figure.
  `(?<![\\d.]|[\\d+]\\s)\\b(\\d[\\d,]*%?)((?:\\s+(?![\\d,.]+\\b)[^.!?\\d]{1,80}?)??)\\s+(\\d[\\d,]*|${SPOKEN_NUMBER})(?![\\d,.]*\\d)(?=[\\s.,!?;]|$)`,
  'gi',
)

/**
 * A figure said again a few words on, in figures or in words: "23,800 boxes 23,800", "61,700 loads since
 * we opened sixty one thousand seven hundred", "11 customers eleven" keep the first saying; in words it
 * may come later in the sentence ("200 people … to sign up before we open two hundred").
 */
export function figureSaidAgain(text: string): string {
  const value = (said: string) =>
    /^\d/.test(said) ? Number(said.replace(/[,%]/g, '')) : numberValue(said.split(/\s+/))
  // A figure that is not said again may still be the "again" of the next one: each figure is tried.
  let out = ''
  let from = 0
  FIGURE_SAID_AGAIN.lastIndex = 0
  for (let m = FIGURE_SAID_AGAIN.exec(text); m; m = FIGURE_SAID_AGAIN.exec(text)) {
    const [said, figure, between, again] = m as unknown as [string, string, string, string]
    // Said in words further on in the sentence ("200 people … before we open like two hundred"), it is
    // still the same figure; in digits only a few words on.
    // "…500 pre-orders, and the first 500 get…" is a second clause that needs its figure.
    // "…and 87 passed the check first time 87 out of 90": a share said again of a whole said before it.
    // (Only where it ends its clause: "…and this year 87 out of 90 clinics renewed" is news.)
    const outOf = text
      .slice(m.index + said.length)
      .match(/^\s+out of\s+([\d,]+)(?![\d,])(?=\s*[.!?;]|\s*$|\s+(?:and|but|so)\b)/)
    const restated =
      !!outOf &&
      between.length <= 80 &&
      !/[,;]|\b(?:and|but)\b/i.test(between) &&
      new RegExp(`\\b${escapeRegExp(outOf[1]!)}\\b`).test(text.slice(0, m.index))
    const near =
      (between.length <= 40 &&
        !/[,;]|\b(?:and|but|first|last)\b/i.test(between) &&
        !/\b(?:out of|of|per|from)\s*$/i.test(between)) ||
      restated
    // "forty eight thousand dollars forty eight": said again in thousands.
    const same =
      value(again) === value(figure) ||
      ((!/^\d/.test(again) || !between) && (value(again) ?? 0) * 1000 === value(figure))
    // ("9 out of ten": a share, the second figure its whole.)
    if (same && !/\b(?:out of|of|per|from)\s*$/i.test(between) && (near || !/^\d/.test(again))) {
      out += text.slice(from, m.index) + figure + between
      from = m.index + said.length + (restated ? outOf![0].length : 0)
      // "212,000 nights 212,000 nights on Yardspot": what followed the figure went with it.
      const unit = between.trim()
      // ("65 cents a board foot 65 cents": its unit went with it too.)
      const unitWord = unit.split(/\s+/)[0]
      if (unit && new RegExp(`^\\s+${escapeRegExp(unit)}(?![\\p{L}])`, 'u').test(text.slice(from)))
        from += text.slice(from).indexOf(unit) + unit.length
      else if (
        unitWord &&
        unitWord !== unit &&
        /^(?:cents|dollars|pounds|euros|percent|bucks|quid|pence|kilos|tonnes|tons|miles|acres|hours|minutes|days)$/i.test(
          unitWord,
        ) &&
        // (Only where the sentence goes on: "4 CENTS a button 😱 CENTS!!" says it again to shout it.)
        new RegExp(`^\\s+${escapeRegExp(unitWord)}\\s+\\p{L}`, 'u').test(text.slice(from))
      )
        from += text.slice(from).indexOf(unitWord) + unitWord.length
    } else FIGURE_SAID_AGAIN.lastIndex = m.index + figure.length
  }
  return out + text.slice(from)
}

function numberValue(words: string[]): number | null {
  let total = 0
  let current = 0
  let seen = false
  // What the last word was, for the grammar of a number: "ten fifteen", "fifty fifty" and "two thousand
  // three thousand" are two numbers said side by side, never one (25, 100, 5,000).
  let last: 'start' | 'unit' | 'teen' | 'ten' | 'hundred' = 'start'
  let lastScale = Number.POSITIVE_INFINITY
  for (const raw of words) {
    const w = raw.toLowerCase().replace(/[.,!?;:]+$/, '')
    if (w === 'and') continue
    if (w === 'a') {
      current += 1
      last = 'unit'
      continue
    }
    if (w in ONES) {
      const n = ONES[w]!
      if (last === 'unit' || last === 'teen' || (last === 'ten' && (n === 0 || n > 9))) return null
      current += n
      last = n > 9 ? 'teen' : 'unit'
    } else if (w in TENS) {
      if (last === 'unit' || last === 'teen' || last === 'ten') return null
      current += TENS[w]!
      last = 'ten'
    } else if (w === 'hundred') {
      if (current % 1000 >= 100 || last === 'hundred') return null
      current = (current || 1) * 100
      last = 'hundred'
    } else if (w in SCALES) {
      if (SCALES[w]! >= lastScale) return null
      total += (current || 1) * SCALES[w]!
      current = 0
      lastScale = SCALES[w]!
      last = 'start'
    } else return null
    seen = true
  }
  // "thirty eight hundred": tens and ones before "hundred" multiply together.
  return seen ? total + current : null
}

/** Which dollars a founder means, from a country they name with them ("namibia dollars" → N$). */
const LOCAL_DOLLARS: [RegExp, string][] = [
  [/\bnamibi(?:a|an) dollars?\b/i, 'N$'],
  [/\b(?:barbados|bajan|bds) dollars?\b/i, 'Bds$'],
  [/\b(?:east caribbean|ec) dollars?\b/i, 'EC$'],
  [/\bjamaican? dollars?\b/i, 'J$'],
  [/\b(?:trinidad|tt) dollars?\b/i, 'TT$'],
  [/\b(?:australian|aussie) dollars?\b/i, 'A$'],
  [/\bcanadian dollars?\b/i, 'C$'],
  [/\b(?:new zealand|nz) dollars?\b/i, 'NZ$'],
  [/\bsingapore(?:an)? dollars?\b/i, 'S$'],
  [/\bhong kong dollars?\b/i, 'HK$'],
]
/** The sign for "dollars" in a founder's answers: their own country's when they name it, else "$". */
export const dollarSign = (said: string) => LOCAL_DOLLARS.find(([r]) => r.test(said))?.[1] ?? '$'

/**
 * Whether "pounds" are money for this founder: unless they count in another currency and never in
 * sterling ("40 pounds of pecans" from Georgia is a weight; "£40" was a reader's complaint).
 */
export const poundsAreMoney = (said: string) =>
  /£|\bquid\b|\bpence\b|\bsterling\b|\bgbp\b|\btenners?\b|\bfivers?\b/i.test(said) ||
  !/\$|\bdollars?\b|\bbucks\b|\busd\b|€|\beuros?\b/i.test(said)

/** Amounts said in words around a figure: "300 dollars" → "$300", "40 percent" → "40%". */
const currency = (text: string, dollar = '$', pounds = true) =>
  text
    // "300 to 500 bucks": the sign goes on both ends of the range.
    .replace(
      /\b(\d[\d,.]*) (to|or) (?=\d[\d,.]*\s*(dollars|bucks|usd|euros|eur|quid|gbp)\b)/gi,
      (_m, n: string, joiner: string, unit: string) =>
        `${/^(?:euros|eur)$/i.test(unit) ? '€' : /^(?:quid|gbp)$/i.test(unit) ? '£' : dollar}${n} ${joiner} `,
    )
    // "900 namibia dollars" → "N$900"; plain "dollars" take the founder's own sign.
    .replace(
      /\b(\d[\d,.]*)\s*(?:(?:namibian?|barbados|bajan|east caribbean|jamaican?|trinidad|australian|canadian|new zealand|singapore(?:an)?|hong kong)\s+)?(?:dollars|bucks|usd)\b(?!\s+or\s+(?:pounds|euros|quid)\b)/gi,
      (m, n: string) => `${LOCAL_DOLLARS.find(([r]) => r.test(m))?.[1] ?? dollar}${n}`,
    )
    // "20 pounds or dollars": either currency, so no sign.
    .replace(/\b(\d[\d,.]*)\s*(?:euros|eur)\b(?!\s+or\s+(?:pounds|dollars)\b)/gi, (_m, n: string) => `€${n}`)
    .replace(/\b(\d[\d,.]*)\s*(?:quid|gbp)\b/gi, (_m, n: string) => `£${n}`)
    // "900 pounds" is money; "sacks 40 pounds each", "a 5 pound bag", "pounds of chile", a yield of
    // "2,600 pounds an acre" are weight.
    .replace(
      /(?<!\b(?:sacks?|bags?|boxes|weighs?|weighed|weighing|about|over|under)\s+)\b(\d[\d,.]*)\s*pounds\b(?!\s+(?:or\s+(?:dollars|euros)\b|each|of|bags?|sacks?|boxes|(?:an?|per|to the) (?:acre|hectare|tree|hive|head|load|bushel|cow|plant|animal))\b)/gi,
      (m, n: string) => (pounds ? `£${n}` : m),
    )
    .replace(/\b(\d[\d,.]*)\s*(?:percent|per cent)\b/gi, '$1%')
    .replace(/\$(\d[\d,.]*)\s*k\b/gi, (_m, n: string) => `$${n}k`)

/** Nouns a second-language speaker counts ("informations"), said as English does, uncounted. */
const MASS: Record<string, string> = {
  informations: 'information',
  advices: 'advice',
  softwares: 'software',
  equipments: 'equipment',
  feedbacks: 'feedback',
  furnitures: 'furniture',
  researches: 'research',
  knowledges: 'knowledge',
  peoples: 'people',
}
/** What English does not count ("information", "advice"): no plural, and no "a" before it. */
export const MASS_NOUNS = Object.values(MASS).filter((w) => w !== 'people')
const PAST_TO_BASE: Record<string, string> = {
  went: 'go',
  came: 'come',
  saw: 'see',
  made: 'make',
  took: 'take',
  gave: 'give',
  knew: 'know',
  thought: 'think',
  bought: 'buy',
  had: 'have',
}
const keepCase = (original: string, word: string) =>
  /^[A-Z]/.test(original) ? word.charAt(0).toUpperCase() + word.slice(1) : word

/**
 * The commonest slips of non-native English, each a fixed, meaning-preserving correction (articles,
 * mass nouns, agreement after a pronoun, calques). Facts are never touched.
 */
const GRAMMAR: [RegExp, string | ((...m: string[]) => string)][] = [
  // "I am not agree", "we are agree": agreeing is a verb in English.
  [/\b(I|we|they) (?:am|are) not agree\b/gi, (_m, who) => `${who} don't agree`],
  [/\b(I|we|they) (?:am|are) agree\b/gi, '$1 agree'],
  [/\bfor month\b/gi, 'a month'],
  [/\bper months\b/gi, 'per month'],
  [/\bfor year\b/gi, 'a year'],
  [
    /\b(since) (\d+|two|three|four|five|six|seven|eight|nine|ten) (years|months|weeks|days)\b/gi,
    (_m, since, n, unit) => `${keepCase(since!, 'for')} ${n} ${unit}`,
  ],
  [/\bin the (\d{4})\b/g, 'in $1'],
  [
    /\bmore (cheap|easy|fast|big|good)\b/gi,
    (_m, w) =>
      ({ cheap: 'cheaper', easy: 'easier', fast: 'faster', big: 'bigger', good: 'better' })[
        w!.toLowerCase()
      ]!,
  ],
  [
    /\b(informations|advices|softwares|equipments|feedbacks|furnitures|researches|knowledges|peoples)\b/gi,
    (m) => keepCase(m!, MASS[m!.toLowerCase()]!),
  ],
  // ("what I end up telling people is to turn it down": "people" is not who "is".)
  [
    /(?<!\b(?:tell|tells|telling|told|ask|asks|asking|asked|show|shows|showing|showed|help|helps|helping|helped|give|gives|giving|gave|teach|teaches|teaching|taught|pay|pays|paying|paid|send|sends|sending|sent|remind|reminds|reminding|reminded|let|lets|letting|make|makes|making|made|get|gets|getting|got)\s)\bpeople is\b/gi,
    'people are',
  ],
  // "we was", "they was": the plural's verb.
  // ("you was" may be an object: "the person who hired you was my cousin".)
  [/\b(we|they) was\b/gi, '$1 were'],
  // "did not say nothing": English says it once ("did not say anything"), as a second language and a
  // transcript both lose it.
  // ("does not mean nothing" says something else; "Nothing phones" is a brand; "nothing-burgers" a word;
  // "ain't got nothing" is the founder's dialect.)
  [
    /\b((?:[Dd]idn['’]t|[Dd]id not|[Dd]on['’]t|[Dd]o not|[Dd]oesn['’]t|[Dd]oes not|[Cc]an['’]t|[Cc]annot|[Cc]ouldn['’]t|[Cc]ould not|[Ww]on['’]t|[Ww]ouldn['’]t|[Ww]ould not|[Hh]aven['’]t|[Hh]asn['’]t|[Nn]ever)(?: (?:really|even|ever))?) (?!mean\b|means\b|meant\b)(\p{L}+) (nothing|nobody|no one|nowhere)\b(?![-\p{L}])/gu,
    (_m, neg, verb, none) =>
      `${neg} ${verb} ${({ nothing: 'anything', nobody: 'anybody', 'no one': 'anyone', nowhere: 'anywhere' } as Record<string, string>)[none!.toLowerCase()]}`,
  ],
  [/\b(he|she|it) have\b/gi, '$1 has'],
  [/\b(he|she|it) don't\b/gi, "$1 doesn't"],
  [
    /\b(didn't|did not|doesn't|does not|don't|do not|can't|cannot|won't) (went|came|saw|made|took|gave|knew|thought|bought|had)\b/gi,
    (_m, neg, verb) => `${neg} ${PAST_TO_BASE[verb!.toLowerCase()]}`,
  ],
  // A false friend of the Romance languages: "we pretend to launch" (pretender, pretendre) is a plan.
  [/\b(?:we|I|they) pretend to\b/gi, (m) => m!.replace(/pretend/i, 'plan')],
  // German "Handy" is a mobile phone: "made a photo with his handy".
  [
    /\b(my|his|her|the|a|our|their|your) handy(?=[.,;:!?]|\s+(?:and|to|with|in|on|at|for|from|or|but|is|was)\b|$)/gi,
    '$1 phone',
  ],
  [/\bmade (a|the|some) (photos?|pictures?)\b/gi, 'took $1 $2'],
  // Portuguese and Spanish "parcelas", "cuotas": paid "in 24 parcels" is paid in instalments.
  // (Only said of paying: "the order ships in two parcels" is parcels.)
  [
    /((?:\b(?:pay|pays|paid|paying|split|buy|buys|bought|financed?|divided|spread)\b|[$€£]\s?\d)[^.!?]{0,30}?\bin (?:until |up to )?(?:\d+|two|three|four|six|ten|twelve) )parcels\b/gi,
    '$1instalments',
  ],
  [/\b(\d+ )parcels (of (?:R\$|\$|€|£|US\$))/gi, '$1instalments $2'],
  // "…and the first parcel only after…": one of them.
  [
    /\b(the (?:first|last|next|second) )parcel\b(?=[^.!?]{0,60}\b(?:pay|paid|after|month|days?)\b)/gi,
    '$1instalment',
  ],
  // "a IT support", "a email": "an" before a vowel sound ("a one-off", "a user" stay); "A and B
  // elements", "grade A or B": a letter, before a word no article comes before.
  [
    /(?<![&\p{L}\p{N}'’.-])([Aa]) (?!(?:and|or|at|as|if|in|into|is|it|its|of|on|up|upon)\b)(?=(?:IT|HR|MBA|SMS|FAQ|NGO|SEO|EV|LLM|API|MVP|[aeio](?!ne\b|nce\b|ne-|u)\p{Ll}+)\b)/gu,
    '$1n ',
  ],
  // German "bekommen" is "get": "we become the money back".
  [
    /\b(become|becomes|became) (?=(?:the |a |an |our |my |your |their |his |her )?(?:money|answer|reply|discount|call|letter|feedback|refund|permission|approval|offer|invoice|bill|parcel|package|delivery|results?|ramp|photos?|messages?|emails?|texts?|notifications?|reminders?|confirmations?|SMS)\b)/gi,
    (m) =>
      keepCase(
        m!,
        ({ 'become ': 'get ', 'becomes ': 'gets ', 'became ': 'got ' } as Record<string, string>)[
          m!.toLowerCase()
        ]!,
      ),
  ],

  [/\bexplain me\b/gi, 'explain to me'],
  [/\bdiscuss about\b/gi, 'discuss'],
  [/\bI am agree\b/gi, 'I agree'],
  [/\b(depends?) of\b/gi, '$1 on'],
  [/\bthe most of\b/gi, 'most of'],
  [/\bin this moment\b/gi, 'right now'],
  [/\bIn average\b/g, 'On average'],
  [
    /\bI want (they|he|she) (\w+)\b/g,
    (_m, who, verb) =>
      `I want ${{ they: 'them', he: 'him', she: 'her' }[who!.toLowerCase() as 'they']} to ${verb}`,
  ],
  [/\bin average\b/g, 'on average'],
]

export function correctGrammar(text: string): string {
  let out = text
  for (const [pattern, replacement] of GRAMMAR)
    out =
      typeof replacement === 'string'
        ? out.replace(pattern, replacement)
        : out.replace(pattern, (...m: string[]) => replacement(...m))
  return out
}

/**
 * Whether a text reads as a raw transcript: no capitals beyond "I" (a speech recogniser's output), or
 * a long answer with no sentence marks at all (emoji count as marks: they end a written thought).
 */
export function isUnpunctuated(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean).length
  if (words < 6) return false
  const capitals = /\p{Lu}/u.test(text.replace(/\bI\b|\bI'(m|ve|d|ll)\b/g, ''))
  if (!capitals) return true
  const marks = (text.match(/[.!?]|\p{Extended_Pictographic}/gu) ?? []).length
  return words >= 30 && marks === 0
}

/** Words that join clauses: a clause opened by one and holding no verb yet is not a sentence yet. */
const JOINERS = new Set([
  'and',
  'but',
  'so',
  'because',
  'when',
  'then',
  'while',
  'until',
  'since',
  'if',
  'or',
])

/** Words that open a clause of their own after "and": a subject, a determiner, a time. */
const CLAUSE_START =
  /^(?:i|we|you|he|she|they|it|i'm|we're|you're|he's|she's|they're|it's|there|there's|that's|the|a|an|my|our|your|his|her|their|this|that|these|those|then|now|one|some|no|every|each|all|most)$/

/** Whether a word on its own reads as a noun ("territory", not "sure"); `analyse` caches its frames. */
function isNounWord(word: string): boolean {
  const w = word.toLowerCase().replace(/[^\p{L}']/gu, '')
  const alone = analyse(w)[0]?.tokens[0]?.tags
  // (A name or "fiona's" is no common noun to join: "and fionas our biggest" opens a clause.)
  if (
    !w ||
    !alone ||
    !isEnglishWord(w) ||
    ['Adjective', 'Adverb', 'Expression', 'Pronoun'].some((t) => alone.has(t))
  )
    return false
  return alone.has('Noun') || !!analyse(`the ${w}`)[0]?.tokens[1]?.tags.has('Noun')
}

const verbCache = new Map<string, boolean>()
/** Whether a word on its own reads as a finite verb ("runs", "watched", "is"). */
function isVerbWord(word: string): boolean {
  const w = word.toLowerCase().replace(/[^\p{L}']/gu, '')
  if (!w) return false
  let known = verbCache.get(w)
  if (known === undefined) {
    const tags = analyse(`they ${w}`)[0]?.tokens[1]?.tags
    known = !!tags && tags.has('Verb') && !tags.has('Gerund')
    if (/^(i'm|we're|it's|that's|there's|they're|he's|she's)$/.test(w)) known = true
    verbCache.set(w, known)
  }
  return known
}

/**
 * Which words are verbs where they stand ("on his phone" is a noun, "they phone" a verb), from the
 * tagger's reading of the whole text; a word the tagger split differently is judged on its own.
 */
function verbsInContext(words: string[]): boolean[] {
  const terms = analyse(words.join(' ')).flatMap((s) => s.tokens)
  const out: boolean[] = []
  let t = 0
  for (const word of words) {
    const bare = word.toLowerCase().replace(/[^\p{L}\p{N}'’-]/gu, '')
    let joined = ''
    let verb = false
    const start = t
    while (t < terms.length && joined.length < bare.length) {
      joined += terms[t]!.lower.replace(/[^\p{L}\p{N}'’-]/gu, '')
      verb ||= terms[t]!.tags.has('Verb') && !terms[t]!.tags.has('Gerund')
      t++
    }
    // A contraction's implied word ("i'm" → "i" + an empty "am") belongs to the word before.
    while (t < terms.length && !terms[t]!.lower.replace(/[^\p{L}\p{N}'’-]/gu, '')) {
      verb ||= terms[t]!.tags.has('Verb') && !terms[t]!.tags.has('Gerund')
      t++
    }
    if (joined !== bare) {
      t = start
      out.push(isVerbWord(word))
    } else out.push(verb)
  }
  return out
}

/** Nouns of time a clause can say which one of: "the day we say", "the first time i handed her…". */
const TIME_NOUN = /^(?:time|times|day|moment|morning|night|week)$/
/** Words before a noun that a clause after it can pick out: "every restaurant she know", "the first time". */
const PICKING = /^(?:the|every|each|any|all|that|first|last|next|only|same)$/
/** …of them, those that pick out one of several ("the supplier they agreed" picks nothing out). */
const PICKING_ONE = /^(?:every|each|any|all|first|last|next|only|same)$/
/** Verbs that take the noun before them as their object, so "every restaurant she know" says which. */
const TAKES_IT =
  /^(?:know|knows|knew|like|likes|liked|love|loves|loved|say|says|said|want|wants|wanted|need|needs|needed|use|uses|used|see|sees|saw|make|makes|made|sell|sells|sold|buy|buys|bought|get|gets|got|have|has|had|serve|serves|served|visit|visits|visited|meet|meets|met|trust|trusts|trusted|work|works|worked|call|calls|deliver|delivers|delivered|cook|cooks|cooked|grow|grows)$/

/**
 * Sentence breaks for a run-on transcript: a new sentence where a subject or connective opens one,
 * once the words since the last break hold a verb (so "and one Sunday in 2023 I watched…" stays one
 * clause), never right after a word that needs what follows it, never inside a quotation.
 */

export function restoreSentences(text: string): string {
  const tokens = text.split(/\s+/).filter(Boolean)
  const verbAt = verbsInContext(tokens)
  const lower = (w: string | undefined) => (w ?? '').toLowerCase().replace(/[^\p{L}']/gu, '')
  // "miss odessa", "my boss miss dorothy": a title before a name, not the verb ("patients miss their doses",
  // "we miss her": what follows is a word, or comes after a subject).
  for (const [i, word] of tokens.entries())
    if (
      /^(?:miss|mister|missus)$/.test(lower(word)) &&
      tokens[i + 1] &&
      !isEnglishWord(lower(tokens[i + 1])) &&
      !/^(?:i|we|you|they|he|she|to|will|would|don't|didn't|never|gonna|can't|won't|really|still)$/.test(
        lower(tokens[i - 1]),
      )
    )
      verbAt[i] = false
  /**
   * A subject right after a noun it picks out, with its verb: "on the day we say", "every restaurant she
   * know and…" — the clause says which one, it opens no sentence. After a noun of time it may run on:
   * "the first time i handed her a check she looked…".
   */
  const picksOut = (i: number, sinceBreak: number) => {
    if (!/^(?:i|we|you|he|she|they)$/.test(lower(tokens[i])) || !verbAt[i + 1]) return null
    // ("you can do the maths i cant": an auxiliary alone says no which.)
    if (
      /^(?:can|can't|cant|cannot|could|will|won't|would|do|don't|dont|did|didn't|is|was|am|are|have|has|had)$/.test(
        lower(tokens[i + 1]),
      )
    )
      return null
    const noun = lower(tokens[i - 1])
    if (!PICKING.test(lower(tokens[i - 2])) || PICKING.test(noun) || !isNounWord(noun)) return null
    // ("every day we close on mondays": how often, not which day.)
    if (TIME_NOUN.test(noun) && lower(tokens[i - 2]) === 'every' && noun !== 'time') return null
    // ("the first time i…", "every time we…"; "last year we shipped" is when, said first, and so is
    // "the rest of the year we ship…": only words of the time phrase before it.)
    if (TIME_NOUN.test(noun)) {
      const at = /^(?:the|every|each|that)$/.test(lower(tokens[i - 2])) ? i - 2 : i - 3
      if (!/^(?:the|every|each|that)$/.test(lower(tokens[at]))) return null
      const clause = tokens.slice(Math.max(0, i - sinceBreak), at).map(lower)
      // (From the clause's last "and": "…to october and the rest of the year we ship…".)
      const joined = clause.findLastIndex((w) => /^(?:and|but|so|then|because)$/.test(w))
      const lead = clause.slice(joined + 1)
      return lead.every((w) =>
        /^(?:for|in|during|at|on|by|over|through|the|rest|most|all|of|and|so|but|then)$/.test(w),
      )
        ? null
        : 'time'
    }
    // Else only a clause that picks one of several out ("every restaurant she know", not "the supplier
    // they agreed"), with a verb that takes it, ending there or on its preposition ("…we work with and").
    if (!PICKING_ONE.test(lower(tokens[i - 2])) || !TAKES_IT.test(lower(tokens[i + 1]))) return null
    const at = /^(?:with|for|at|on|in|to|about|from|of)$/.test(lower(tokens[i + 2])) ? i + 3 : i + 2
    // (A figure after it is no end: "the numbers last year we sell 96,000 bags".)
    const after = tokens[at]
    return after === undefined ||
      /^(?:and|but|so|or|because)$/.test(lower(after)) ||
      /[.!?,]$/.test(tokens[at - 1]!)
      ? 'which'
      : null
  }
  const out: string[] = []
  let sinceBreak = 0
  let clauseHasVerb = false
  // "…left behind since that's the one I care about": "since"/"then" closing a clause that had its verb.
  let verbBeforeJoiner = false
  let inQuote = false
  // Reported speech runs on after "she said" ("…said to me it's the first season I haven't…").
  let speech = 0
  let verbs = 0
  let fronted = false
  // Where a condition said mid-sentence started ("…picky if it works there it works anywhere").
  let conditionAt = -1
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!
    const prev = out.at(-1)
    const bare = word.toLowerCase().replace(/[^\p{L}']/gu, '')
    const two = `${word} ${tokens[i + 1] ?? ''}`.toLowerCase()
    // "That's it that's the whole thing": a short clause may end before "that's".
    const short = /^(that's|it's|there's|she's|he's|i'm|they're|we're)$/i.test(bare) && sinceBreak >= 2
    // "…go to spinza.co.za/alex and if you got family in Alex…": the "and" goes with the break.
    // (Read once a word: the break below and the run-on after it both ask.)
    const picked = picksOut(i, sinceBreak)
    const andIfYou = bare === 'and' && `${tokens[i + 1]} ${tokens[i + 2]}`.toLowerCase() === 'if you'
    const opens =
      OPENERS.test(word.replace(/[,]$/, '')) ||
      /^(and then|one day|after that|since then|turns out)$/.test(two) ||
      // "…in the next two weeks if you live out there": a long clause, then a condition put to the reader.
      (two === 'if you' && sinceBreak >= 8) ||
      (andIfYou && sinceBreak >= 8)
    if (
      prev &&
      opens &&
      !inQuote &&
      speech === 0 &&
      (sinceBreak >= 3 || short) &&
      // (A short one: past six words, "if your tank is too old the single wall ones they…" has ended.)
      (!fronted || verbs >= 2 || (conditionAt >= 0 && i - conditionAt > 6)) &&
      // After a verb only a subject and its verb open one ("and they aint they dont even like grass", "they
      // browse they dont graze"), and not after a verb that takes a clause ("we reckon they…").
      // (Only a short clause of its own, a pronoun and its verb after "and" or "but": "…and they aint they
      // dont…"; never "by the time the parts arrive we…", "the restaurants we supply they order".)
      (!verbAt[i - 1] ||
        (/^(?:i|we|you|he|she|they)$/.test(bare) &&
          !!verbAt[i + 1] &&
          sinceBreak >= 4 &&
          !fronted &&
          /^(?:i|we|you|he|she|they)$/.test(lower(tokens[i - 2])) &&
          /^(?:and|but|so|because|cause|then)$/.test(lower(tokens[i - 3])) &&
          // ("rob mcinnes they run…": a name the tagger reads as a verb, then whom it names.)
          (isEnglishWord(lower(prev)) || /n['’]?t$/.test(lower(prev))) &&
          !CLAUSE_TAKING.test(lower(prev)))) &&
      // "been doing it like 19 years", "that's exactly it": "it" opens a clause only as its subject.
      // ("she was shouting it like over the fans": "it like" is no subject and verb, nor "it over", however
      // the tagger reads "over".)
      (bare !== 'it' ||
        (!!verbAt[i + 1] &&
          !/^(?:like|over|out|up|down|off|in|on|back|away|around|through|into|onto)$/.test(
            lower(tokens[i + 1]),
          ))) &&
      // "…cheaper than normal anyway and that money…": "anyway" closing a clause, not opening one.
      (!/^(anyway|then|also)$/.test(bare) || !/^(and|but|so)$/i.test(tokens[i + 1] ?? '')) &&
      // ("teaching shop at the high school then woodshop and…": "then" closes the clause before a noun.)
      (bare !== 'then' ||
        (!!verbAt[i + 1] && !!analyse(lower(tokens[i + 1]))[0]?.tokens[0]?.tags.has('Verb')) ||
        // ("…at the school then covid hit": a noun that does something after it opens a sentence.)
        (!!verbAt[i + 2] && !!analyse(lower(tokens[i + 2]))[0]?.tokens[0]?.tags.has('Verb')) ||
        /^(?:i|we|you|he|she|they|it|the|a|an|my|our|his|her|their|this|that|there|everybody|everyone|nobody|somebody|people|overseas|abroad|later|suddenly|one|in|at|on|after|when|once|last|next)$/.test(
          lower(tokens[i + 1]),
        )) &&
      (clauseHasVerb || (verbBeforeJoiner && /^(since|then)$/i.test(prev))) &&
      // "…1,360 systems since we start": "since" opens its own clause there.
      !(/^since$/i.test(prev) && /^(we|i|they|he|she|you)$/.test(bare) && verbAt[i + 1]) &&
      // "…a vet who comes in so the owners don't have to do it alone": a purpose, not a new sentence.
      (bare !== 'so' || !PURPOSE.test(tokens.slice(i + 1, i + 6).join(' '))) &&
      // "…so that's the number i think about": a clause ending on its preposition names what came before.
      // (A noun before it, and a preposition no verb takes as its own: "…too high we moved on" is two.)
      !(
        /^(?:i|we|you|he|she|they)$/.test(bare) &&
        !!analyse(lower(prev))[0]?.tokens[0]?.tags.has('Noun') &&
        /^(?:about|of|for|with|from)[,.!?]*$/i.test(tokens[i + 2] ?? '') &&
        (i + 3 >= tokens.length || /[,.!?]$/.test(tokens[i + 2]!))
      ) &&
      !/[.!?]$/.test(prev) &&
      !NO_BREAK_AFTER.has(prev.toLowerCase().replace(/[^\p{L}']/gu, '')) &&
      // "…under by the time we left", "we don't know how many crashes we stopped": the clause is the phrase's
      // ("every time", "the first time" also end clauses: "it works every time").
      !/\b(?:by the time|how (?:many|much)(?: [\p{L}'-]+)?)$/iu.test(out.slice(-4).join(' ')) &&
      !picked
    ) {
      out[out.length - 1] = `${prev.replace(/[,;]$/, '')}.`
      sinceBreak = 0
      clauseHasVerb = false
      if (andIfYou) continue
    }
    if (sinceBreak === 0) {
      fronted = FRONTED.test(bare)
      verbs = 0
      conditionAt = -1
    }
    // "…the first time i handed her a check she looked at it": a time said with its own clause runs on to
    // what happened then, as a fronted "when" does.
    else if (picked === 'time') {
      fronted = true
      verbs = 0
    }
    // "…super picky if it works there it works anywhere": a condition said mid-sentence runs on to its
    // consequence, as one said first does.
    else if (/^(if|unless)$/.test(bare)) {
      fronted = true
      verbs = 0
      conditionAt = i
    }
    out.push(word)
    if ((word.match(/["“”]/g) ?? []).length % 2 === 1) inQuote = !inQuote
    if (speech > 0) speech--
    if (/^(said|says|told|asked|wrote|goes)$/.test(bare)) speech = 12
    // ("folks tell us theyre saving about half": what people tell us is theirs; "she tell me she ain't
    // miss one morning" may end there.)
    if (/^tell$/.test(bare) && /^us$/i.test(tokens[i + 1] ?? '')) speech = 4
    // "every state and territory": "and" between two nouns joins no clause, and the clause keeps its verb.
    const joinsNouns =
      /^(?:and|or)$/.test(bare) &&
      !!tokens[i + 1] &&
      !verbAt[i + 1] &&
      !CLAUSE_START.test(tokens[i + 1]!.toLowerCase().replace(/[^\p{L}']/gu, '')) &&
      isNounWord(tokens[i + 1]!)
    if (JOINERS.has(bare) && !joinsNouns) {
      verbBeforeJoiner = clauseHasVerb
      clauseHasVerb = false
    } else if (verbAt[i]) {
      clauseHasVerb = true
      verbs++
    }
    sinceBreak = /[.!?]$/.test(word) ? 0 : sinceBreak + 1
    if (/[.!?]$/.test(word)) clauseHasVerb = false
  }
  return out.join(' ')
}

/** What is someone's, said of a home, a family or a thing they own ("rays place", "rays neighbor"). */
const OWNED =
  'place|house|home|farm|yard|shop|store|neighbou?r|neighbou?rs|wife|husband|kids|son|daughter|dog|truck|barn|land|field|pasture|porch|kitchen|garage|mum|mom|dad|sister|brother'
/**
 * "my uncle rays place … rays neighbor called me": a relative's name said with its "s" and what is theirs,
 * without the apostrophe a voice transcript never writes, is "Ray's place", wherever the name comes back.
 */
export function spokenPossessives(text: string): string {
  const names = new Set(
    [
      ...text.matchAll(
        new RegExp(
          `\\b(?:uncle|aunt|auntie|aunty|cousin|brother|sister|grandpa|grandma|granny|nan|papa|mama|friend)\\s+(\\p{Ll}{2,})s\\s+(?=(?:${OWNED})\\b)`,
          'giu',
        ),
      ),
    ]
      .map((m) => m[1]!.toLowerCase())
      // ("my brother has kids", "my friend james house": a verb, or a name that ends in "s" itself; only a
      // first name the tagger knows.)
      .filter(
        (name) =>
          !/^(?:ha|wa|i|doe|get|own|need|run|love|live|like|want|keep|say|make|take|work|sell|buy|grow|pay|send|bring|leave|drive|help|think|know|hate|use|call|come|go|see|feed|rent|lease|manage|clean|share)$/.test(
            name,
          ) &&
          ['FirstName', 'Singular'].some(
            (t) => !!analyse(`I met ${capitalise(name)} yesterday.`)[0]?.tokens[2]?.tags.has(t),
          ),
      ),
  )
  let out = text
  for (const name of names)
    out = out.replace(
      new RegExp(`\\b${escapeRegExp(name)}s\\s+(?=(?:${OWNED})\\b)`, 'giu'),
      `${capitalise(name)}'s `,
    )
  return out
}

/** Whether a word is a product everyone knows ("Shopify"): a founder's tool, never their product. */
export const isBrand = (word: string) => BRANDS.some((b) => b.toLowerCase() === word.toLowerCase())

/** Products and services founders name in passing, as their makers write them. */
const BRANDS = [
  'WhatsApp',
  'Instagram',
  'TikTok',
  'YouTube',
  'LinkedIn',
  'Facebook',
  'Google',
  'GitHub',
  'GitLab',
  'Slack',
  'Excel',
  'Shopify',
  'Stripe',
  'Notion',
  'Zoom',
  'iPhone',
  'Android',
  'Etsy',
  'eBay',
  'Shopee',
  'Lazada',
  'PayPal',
  'HubSpot',
  'QuickBooks',
  'Xero',
  'Airbnb',
  'WordPress',
  'Squarespace',
  'Mailchimp',
  'Kickstarter',
  'Gumroad',
  'Substack',
  'Reddit',
  'Discord',
  'Telegram',
  'Canva',
  'Figma',
  'Airtable',
  'Zapier',
]

/** Abbreviations written in capitals, whoever typed them in lower case ("mrr", "uk + eu vat"). */
const ACRONYMS =
  /(?<![./@\p{L}\d-])(uk|eu|usa|vat|mrr|arr|hs|ioss|api|apis|seo|saas|b2b|b2c|ceo|cto|coo|cfo|ngo|ngos|nhs|gst|faq|roi|sms|pdf|csv|diy|eta|mvp|crm|erp|nz|uae|gdpr|hvac|sku|skus|gmv|ltv|cac|nps|kpi|kpis|rfid|gps|qr|esg|ai)(?![\p{L}\d@]|[./]\p{L})/giu
/** Abbreviations that are also words in some language (api: a drink in Aymara, fire in Indonesian). */
const ALSO_A_WORD = /^(?:api|apis|eta|ai|hs)$/
/** Abbreviations whose plural or name keeps a small letter. */
const MIXED_CASE: Record<string, string> = {
  saas: 'SaaS',
  apis: 'APIs',
  kpis: 'KPIs',
  skus: 'SKUs',
  ngos: 'NGOs',
}
/** Lower case, or only its first letter a capital. */
const plain = (w: string) => /^\p{L}\p{Ll}*$/u.test(w)

/** Country codes in a list of them ("us, uk, au"), where "us" cannot be the pronoun. */
const CODES = 'uk|eu|usa|us|au|ca|nz'
const CODE_IN_LIST = new RegExp(
  `(?<=\\b(?:${CODES})\\s*(?:[,+/&]|and)\\s*(?:and\\s+)?)(us|au|ca|nz)\\b(?![./]\\p{L})|\\b(us|au|ca|nz)\\b(?=\\s*(?:[,+/&]|and)\\s*(?:${CODES})\\b)`,
  'giu',
)
/**
 * Month abbreviations nobody writes for anything else; "may" and "march" only by a day or a year, or
 * before another month ("may to sept").
 */
const MONTH_WRITTEN =
  /(?<![./])\b(?:(jan|feb|apr|jun|jul|aug|sept|oct|nov|dec|january|february|april|june|july|august|september|october|november|december)|(?<=\b\d{1,2}(?:st|nd|rd|th) )(may|march)|(?<=\b\d{1,2} )(may|march)(?=[.,;!?]|\s*$)|(may|march)(?= (?:19|20)\d\d\b)|(may|march)(?= (?:to|through|till|until) (?:jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec|january|february|april|june|july|august|september|october|november|december)\b)|(?<=\b(?:in|on|by|since|until|from|early|late|mid|last|next|this) )(may|march)(?= \d{1,2}(?:st|nd|rd|th)?\b))\b(?![./]\p{L})/giu

/**
 * Names and abbreviations as they are written, in any answer: "mrr" is MRR, "uk + eu vat" is "UK + EU
 * VAT", "etsy" is Etsy, "sept 2022" is "Sept 2022" (an address keeps its own case: tariffy.app/etsy).
 */
export function writtenCase(text: string): string {
  // Someone who writes with capitals and writes "api" in small letters means a word, not an abbreviation
  // ("sold api, the hot purple-corn drink"); in a lower-case transcript it is the abbreviation.
  const starts = text.match(/(?:^|[.!?]\s+)\p{L}/gu) ?? []
  const capitalised =
    starts.length >= 2 && starts.filter((x) => /\p{Lu}$/u.test(x)).length >= starts.length * 0.8
  // (A web address is typed as it must be: "tiebreak.nz/au" is no New Zealand nor Australia.)
  return outsideAddresses(text, (said) => {
    let out = said
      // A word already in capitals, or mixed ("SaaS", "APIs", "JUNE 2020!!"), is written as its writer wanted.
      .replace(ACRONYMS, (w: string) =>
        plain(w) && !(capitalised && ALSO_A_WORD.test(w))
          ? (MIXED_CASE[w.toLowerCase()] ?? w.toUpperCase())
          : w,
      )
      .replace(CODE_IN_LIST, (w: string) => (plain(w) ? w.toUpperCase() : w))
      .replace(MONTH_WRITTEN, (w: string) =>
        plain(w) ? w.charAt(0).toUpperCase() + w.slice(1).toLowerCase() : w,
      )
    // Only names that are no English word: "no slack in it" is not Slack.
    for (const [brand, at] of writtenBrands()) out = out.replace(at, brand)
    return out
  })
}

/** `change` applied to the text with its web addresses held aside, left as typed. */
const outsideAddresses = (text: string, change: (said: string) => string) =>
  outside(new RegExp(ADDRESS.source, 'giu'), '\uE00A', text, change)

/** The product names writtenCase restores, each with its pattern, made once. */
let brandPatterns: [string, RegExp][] | undefined
const writtenBrands = () =>
  (brandPatterns ??= BRANDS.filter((b) => !inLexicon(b.toLowerCase())).map((b) => [b, brandAt(b)]))

/** A product's name in any case ("shopify/etsy"), but not inside an address ("tariffy.app/etsy"). */
const brandAt = (brand: string) =>
  new RegExp(`(?<!\\.[\\p{L}\\d.-]*/[\\p{L}\\d/-]*)\\b${brand}\\b(?!\\.\\p{L})`, 'giu')

const PROPER_WORDS =
  /(?<![./])\b(english|spanish|french|german|italian|portuguese|dutch|swedish|norwegian|danish|finnish|greek|russian|ukrainian|turkish|arabic|hebrew|persian|farsi|urdu|hindi|punjabi|gujarati|bengali|marathi|tamil|telugu|kannada|malayalam|nepali|sinhala|tagalog|filipino|vietnamese|thai|indonesian|malay|chinese|mandarin|cantonese|japanese|korean|swahili|yoruba|igbo|hausa|amharic|somali|welsh|irish|scottish|british|american|canadian|mexican|brazilian|nigerian|indian|pakistani|diwali|eid|ramadan|hanukkah|christmas|easter|thanksgiving|halloween|passover|lunar new year)\b(?!\.\p{L}|\/)/gu

/** A word the tagger knows nothing of (no lexicon entry): in a name's place, a name. */
/** A word the tagger reads as a surname or a first name with nothing around it ("carter", "kelly"). */
const nameOnItsOwn = (word: string) =>
  ['LastName', 'FirstName'].some((g) => analyse(word)[0]?.tokens[0]?.tags.has(g) === true)

function unknownWord(word: string): boolean {
  const tags = analyse(`I met ${word} yesterday.`)[0]?.tokens[2]?.tags
  return !!tags && [...tags].every((t) => t === 'Noun' || t === 'Singular') && !inLexicon(word)
}

/** A sentence that asks ("Would you pay $10 for that…"). */
const ASKS =
  /^(?:would|why|who|what|when|where|how|is|are|was|were|do|does|did|can|could|should|will|have|has|isn't|aren't|don't|doesn't|didn't|wouldn't)\b/i

/** Words before "island" or "bay" that say which one, not its name ("on our island", "to the next bay"). */
const PLACE_NOT_NAMED =
  /^(?:the|a|an|my|our|his|her|their|your|this|that|these|those|every|each|one|two|three|four|five|all|both|many|several|most|any|some|no|another|small|big|little|nice|beautiful|lovely|local|nearby|nearest|same|other|different|next|first|last|whole|private|main|which|what|its|kitchen|traffic|desert|tropical|sandy|rocky|empty)$/

/** Capitals where writing has them: sentence starts, "I", and the names the founder said. */
export function restoreCapitals(text: string, names: string[] = []): string {
  const given = new Set(names.map((n) => n.toLowerCase()))
  let out = text
    .replace(/\bi(?=('m|'ve|'d|'ll)?\b)/g, 'I')
    // (An address keeps its case: "tariffy.app/etsy before 30 June".) After a closing quote a sentence
    // starts too ('…this time." printed it.'), and so does a quotation after a colon (': "checked it…').
    .replace(
      /(^|[.!?]["”’)]?\s+|:\s+["“])(\p{Ll})(?![\p{L}\d-]*(?:\.\p{Ll}{2,}\b|:\/\/))/gu,
      (m, lead: string, c: string, at: number, all: string) => {
        // (A quotation that opens on a name written small or mixed, "npm for bakers", "iPhone only", keeps it.)
        const word = all.slice(at + lead.length).match(/^[\p{L}'’-]+/u)?.[0] ?? ''
        return /["“]$/.test(lead) && (/\p{Lu}/u.test(word) || !isEnglishWord(word.toLowerCase()))
          ? m
          : lead + c.toUpperCase()
      },
    )
  out = out.replace(
    /\b(mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|january|february|april|june|july|august|september|october|november|december)\b/g,
    (day: string) => day.charAt(0).toUpperCase() + day.slice(1),
  )
  // Months after a preposition ("by march"), where a verb could not stand.
  out = out.replace(
    /\b(in|by|since|until|till|before|after|through|of|last|next|early|late|mid|from|to) (january|february|march|april|may|june|july|august|september|october|november|december)\b/g,
    (_m, lead: string, month: string) => `${lead} ${month.charAt(0).toUpperCase()}${month.slice(1)}`,
  )
  // Languages, peoples and festivals are capitalised in English whatever the tagger makes of them.
  out = out.replace(PROPER_WORDS, (w: string) => w.charAt(0).toUpperCase() + w.slice(1))
  // A name said after who the person is ("my friend amrit", "my cousin jas"): a word the tagger has
  // never seen there is the person's name.
  out = out.replace(
    /\b([Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir) (friend|cousin|brother|sister|son|daughter|wife|husband|partner|colleague|neighbou?r|uncle|aunt|auntie|nani|nana|dadi|grandma|grandpa|granddad|grandad|mum|mom|dad) (\p{Ll}[\p{Ll}-]{2,})\b/gu,
    (m, whose: string, who: string, name: string) =>
      unknownWord(name) ? `${whose} ${who} ${name.charAt(0).toUpperCase()}${name.slice(1)}` : m,
  )
  // A place said with what it is ("on cat island", "in vieux fort", "at potters cay"): both words are its name.
  out = out.replace(
    /\b([Ii]n|[Oo]n|[Aa]t|[Ff]rom|[Nn]ear|[Tt]o|[Oo]ff|[Aa]round) (\p{Ll}[\p{Ll}'’-]{2,}) (island|cay|bay|fort|harbour|harbor|creek)\b/gu,
    (m, by: string, word: string, kind: string) =>
      PLACE_NOT_NAMED.test(word) || /ing$/.test(word) ? m : `${by} ${capitalise(word)} ${capitalise(kind)}`,
  )
  // A word no dictionary or tagger knows after "in", "at", "from" or "near" is a place ("in laborie").
  out = out.replace(
    /\b(in|at|from|near) (\p{Ll}[\p{Ll}-]{3,})\b(?![.'’-]?\p{L})/gu,
    (m, by: string, word: string) =>
      unknownWord(word) && !isEnglishWord(word) ? `${by} ${capitalise(word)}` : m,
  )
  // A title and the name after it ("bro. femi", "pastor ade"): a word no dictionary holds after a title
  // is the person's name.
  out = out.replace(
    /\b(bro|sis|mr|mrs|ms|dr|prof|rev|pastor|aunty|auntie|uncle|mama|papa|baba)(\.?) (\p{Ll}[\p{Ll}-]{2,})\b/giu,
    (m, title: string, dot: string, name: string, at: number, all: string) =>
      unknownWord(name) ||
      // "my uncle ray he got a place": a word that then goes on as a person ("he", "and", "was") is a name.
      (!NO_BREAK_AFTER.has(name) &&
        // ("my uncle son is our driver": his son, not a Mr Son.)
        !/^(?:son|sons|daughter|daughters|wife|husband|friend|friends|car|money|house|farm|shop|boy|girl|kids|children|brother|sister|cousin|family|mother|father|mum|mom|dad|place|business|truck|land|dog|cat)$/i.test(
          name,
        ) &&
        analyse(name)[0]?.tokens[0]?.tags.has('Noun') === true &&
        /^[.,]?\s+(?:he|she|and|who|was|is|had|has|got|said|says)\b/i.test(all.slice(at + m.length)))
        ? `${title.charAt(0).toUpperCase()}${title.slice(1)}${dot} ${name.charAt(0).toUpperCase()}${name.slice(1)}`
        : m,
  )
  // A pet's name: "her dog biscuit a 13 year old corgi", "his dog otis. Otis is…", "her dog is pepper".
  out = out.replace(
    /\b((?:[Mm]y|[Hh]er|[Hh]is|[Oo]ur|[Tt]heir|[Yy]our) (?:old |little |new )?(?:dog|cat|puppy|pup|horse|pony|kitten|rabbit|parrot)(?: (?:is|was|named|called))?) (\p{Ll}[\p{Ll}-]{2,})(?=[.,]|\s+(?:a|an|is|was|who|she|he|she's|he's|has|had)\b|$)/gu,
    (m, pet: string, name: string) => {
      if (NO_BREAK_AFTER.has(name)) return m
      names.push(name.charAt(0).toUpperCase() + name.slice(1))
      return `${pet} ${name.charAt(0).toUpperCase()}${name.slice(1)}`
    },
  )
  // Names and places the tagger knows even in lowercase ("priya", "leeds", "whatsapp" stays as is);
  // a word said after an adjective is a thing, not a place ("green chile" is no country).
  const things = new Set<string>()
  const NAME_TAGS = [
    'Person',
    'FirstName',
    'Place',
    'City',
    'Region',
    'Country',
    'Organization',
    'Language',
    'Holiday',
  ]
  const named = (t: Token | undefined) => !!t && NAME_TAGS.some((tag) => t.tags.has(tag))
  for (const sentence of analyse(out))
    for (const [i, t] of sentence.tokens.entries()) {
      const before = sentence.tokens[i - 1]
      if (before?.tags.has('Adjective') && /^\p{Ll}/u.test(t.text) && !/[,;]$/.test(before.text))
        things.add(t.text.toLowerCase())
      // A word no dictionary holds right after a first name is the surname ("reece okonjo").
      if (
        before?.tags.has('FirstName') &&
        !/[,;.]$/.test(before.text) &&
        /^\p{Ll}[\p{Ll}-]{2,}$/u.test(t.text) &&
        // ("donna carter": a dictionary word the tagger knows as a name on its own is one too; "marcia
        // roof" is her roof.)
        (!isEnglishWord(t.text) || nameOnItsOwn(t.lower)) &&
        (!named(t) || nameOnItsOwn(t.lower)) &&
        !['Pronoun', 'Verb', 'Contraction'].some((tag) => t.tags.has(tag))
      )
        // (A word of the dictionary only with the first name: "the miller down the road" stays.)
        names.push(
          isEnglishWord(t.text) ? `${capitalise(before.text)} ${capitalise(t.text)}` : capitalise(t.text),
        )
      if (
        /^\p{Ll}/u.test(t.text) &&
        named(t) &&
        !['Verb', 'Modal', 'Adjective', 'Pronoun'].some((tag) => t.tags.has(tag)) &&
        !/^(may|will|bill|mark|grace|hope|joy|rose|faith|sue|art|pat|miss)$/i.test(t.text)
      ) {
        // A dictionary word the tagger took for a person ("aunt marcia roof") is the thing it names,
        // unless it is a title before a first name; a place keeps its capital ("cork").
        if (isEnglishWord(t.text) && !t.tags.has('FirstName')) {
          const next = sentence.tokens[i + 1]
          // …but a title before a first name is part of the name ("aunt marcia", "queen elizabeth").
          const title = !!next?.tags.has('FirstName')
          const place = ['Place', 'City', 'Region', 'Country'].some((g) => t.tags.has(g))
          if (title && !t.tags.has('LastName')) names.push(`${capitalise(t.text)} ${capitalise(next!.text)}`)
          if (!place || t.tags.has('LastName')) continue
          // "on the fridge": a dictionary word after "the" or "my" is a thing, unless it is a town or country;
          // so is a park, a station or a yard after a common noun ("the car park", "a theme park"; "Pine
          // Ridge" and "Fort Sam" stay names).
          if (
            (/^(?:the|a|an|my|our|his|her|their|your|this|that)$/i.test(before?.text ?? '') ||
              (!!before &&
                /^(?:park|station|market|office|hall|garden|yard|field|lot|shop|store)$/.test(t.lower) &&
                /^\p{Ll}+$/u.test(before.text) &&
                before.tags.has('Noun') &&
                !['Pronoun', 'Place', 'ProperNoun', 'Person', 'Honorific'].some((g) => before.tags.has(g)) &&
                isEnglishWord(before.text))) &&
            !['City', 'Region', 'Country'].some((g) => t.tags.has(g))
          )
            continue
          // "the town of clarenville": the common words of a place's phrase keep their small letters.
          if (
            /^(?:of|the|and|town|city|county|district|province|state|village|region|island|river|bay)$/.test(
              t.lower,
            )
          )
            continue
          // "new york", "east london": a place's first word only with the rest ("a new roof" stays).
          if (
            /^(?:new|grand|east|west|north|south|port|fort|mount|lake|saint|upper|lower|old)$/.test(t.lower)
          ) {
            if (named(next)) names.push(`${capitalise(t.text)} ${capitalise(next!.text)}`)
            continue
          }
        }
        names.push(t.text.charAt(0).toUpperCase() + t.text.slice(1))
      }
    }
  for (const name of names.filter((n) => given.has(n.toLowerCase()) || !things.has(n.toLowerCase()))) {
    // Not inside a web address ("brinehut.co.uk/saltburn" stays as typed).
    const pattern = new RegExp(
      `(?<![./])\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b(?!\\.\\p{L}|/)`,
      'giu',
    )
    out = out.replace(pattern, name)
  }
  // "miss Mavis": a title before a name is part of it.
  return out.replace(TITLE_BEFORE_NAME, (title: string) => capitalise(title))
}

/** Names a transcript introduces in lowercase: "i'm jay", "called mise", "named plotline". */
export function spokenNames(text: string): string[] {
  const out = new Set<string>()
  for (const m of text.matchAll(
    /\b(?:i'm|i am|my name is|name's|this is|called|named|it's called|we call it|(?:call|calls) (?:me|him|her))\s+([\p{L}][\p{L}\d-]+)/giu,
  )) {
    const word = m[1]!
    if (
      /^(a|an|the|uh|um|like|so|just|really|super|from|in|at|not|going|trying|building|we|us|me|you|him|her|them|it|they|she|he|and|or|but|what|that|this|when|where|who|how|why|if|then|because)$/i.test(
        word,
      )
    )
      continue
    // "i'm doing…", "i'm so…": only a word the tagger cannot read as anything but a name is one.
    const tags = analyse(`I met ${word} yesterday.`)[0]?.tokens[2]?.tags
    if (
      tags &&
      [
        'Verb',
        'Adverb',
        'Adjective',
        'Determiner',
        'Preposition',
        'Gerund',
        'Conjunction',
        'Pronoun',
        'QuestionWord',
      ].some((t) => tags.has(t))
    )
      continue
    if (
      /ing$/i.test(word) ||
      /^(?:tomorrow|today|tonight|later|back|anytime|now|again|maybe|please|anyway|first|second|third|last|next|out|up|off|over|in)$/i.test(
        word,
      ) ||
      // ("the ones who get called first": an ordinal is no name.)
      (tags && ['Value', 'Ordinal', 'Cardinal'].some((t) => tags.has(t)))
    )
      continue
    out.add(word.charAt(0).toUpperCase() + word.slice(1))
  }
  // "my name is sipho sipho mahlangu": the surname after the first name, when no dictionary knows it.
  for (const m of text.matchAll(
    /\b(?:my name is|i'm|i am|this is)\s+(\p{L}+)(?:\s+\1)?\s+(\p{Ll}[\p{L}-]{2,})\b/giu,
  ))
    if (!inLexicon(m[2]!) && out.has(m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1).toLowerCase()))
      out.add(m[2]!.charAt(0).toUpperCase() + m[2]!.slice(1))
  // "i run tie down bim outta st philip": words ending on one no dictionary knows, after what one runs
  // and before where, are its name.
  for (const m of text.matchAll(
    /\bi (?:run|started|start|own|built|founded)\s+((?:\p{Ll}+ ){1,2}\p{Ll}{3,})(?=\s+(?:outta|out of|in|from|at|with|and|we|which|that)\b|[.,;]|$)/gu,
  )) {
    const words = m[1]!.split(' ')
    if (
      !isEnglishWord(words.at(-1)!) &&
      !inLexicon(words.at(-1)!) &&
      !/^(?:a|an|the|my|our|this)$/.test(words[0]!)
    )
      out.add(words.map(capitalise).join(' '))
  }
  // "i do brinehut", "i run greymuzzle": a word no dictionary knows after what one runs is its name.
  // ("we do saunas" is what they do: a plural is no name.)
  for (const m of text.matchAll(/\bi (?:run|do|make|own|started|build|built)\s+(\p{Ll}[\p{L}\d-]{3,})\b/gu))
    if (!inLexicon(m[1]!) && !/s$/.test(m[1]!)) out.add(m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1))
  // Where things happen and who people are: a word no dictionary has after "in", "near" or "to" ("in
  // tembisa and soweto"), after "told" or "met", or after a title ("gogo thandeka"), is a place or a
  // person; a street or a part of town said after it belongs to the name ("vilakazi street").
  const unheard = (w: string) => w.length > 2 && !isEnglishWord(w) && !/\d/.test(w)
  // ("gogo gogo thandeka": a word said twice is said once.)
  const once = text.replace(/\b(\p{L}+)\s+\1\b/giu, '$1')
  for (const m of once.matchAll(PLACE_OR_PERSON_AFTER)) {
    const [first, ...more] = [
      m[2]!,
      ...(m[3]?.match(/\p{Ll}[\p{Ll}'-]+/gu) ?? []).filter((w) => !/^(?:and|or)$/.test(w)),
    ]
    if (!unheard(first!)) continue
    out.add(capitalise(first!))
    // "Gogo Thandeka", "Herr Lehmann": the title is part of the name.
    if (m[1]) out.add(`${capitalise(m[1].toLowerCase())} ${capitalise(first!)}`)
    // "in midrand and sandton": the names listed with it, while no dictionary has them either.
    if (!m[1]) for (const w of more) if (unheard(w)) out.add(capitalise(w))
  }
  // "my husband brother sunil", "ask for sunil": a word no dictionary has after a relative, or after
  // whom to ask for, is a person.
  for (const m of once.matchAll(KIN_OR_ASKED_FOR)) if (unheard(m[1]!)) out.add(capitalise(m[1]!))
  // ("pj": two consonants no word has are initials, "PJ".)
  const initials = (w: string) => /^[bcdfghjklmnpqrstvwxz]{2}$/.test(w) && !isEnglishWord(w)
  for (const m of once.matchAll(PERSON_NAMED)) {
    const [first, last] = [m[1]!, m[2]]
    if (!initials(first) && !unheard(first)) continue
    out.add(initials(first) ? first.toUpperCase() : capitalise(first))
    if (last && unheard(last)) out.add(capitalise(last))
  }
  // "on pio nono avenue", "in bibb county and…": words no dictionary has, with the word that makes them a
  // street's or a county's name, mid-sentence and where the name ends ("a texas county fair" is a fair).
  for (const m of once.matchAll(
    /(?<=\p{Ll}\s)(?:(\p{Ll}[\p{Ll}'’-]+)\s+)?(\p{Ll}[\p{Ll}'’-]+)\s+(avenue|street|road|boulevard|county|parish)\b(?=\s*(?:[.,;!?]|$)|\s+(?:and|or|in|on|to|from|where|which|that|who|we|i|they|it|he|she|so|but|because|near|with|is|was)\b)/gu,
  ))
    if (unheard(m[2]!))
      out.add([m[1] && unheard(m[1]) ? m[1] : '', m[2]!, m[3]!].filter(Boolean).map(capitalise).join(' '))
  // "theres morag lennox shes head chef": someone pointed out by first name and surname, then what they
  // are ("theres ehm shes a regular" names nobody).
  for (const m of text.matchAll(
    /\bthere['’]?s\s+(\p{Ll}[\p{Ll}'’-]+)(?:\s+\1)?\s+(\p{Ll}[\p{Ll}'’-]+)\s+(?:she|he)(?:['’]?s)?\b/gu,
  ))
    if (unheard(m[1]!) && unheard(m[2]!)) out.add(`${capitalise(m[1]!)} ${capitalise(m[2]!)}`)
  for (const name of [...out])
    for (const m of text.matchAll(
      new RegExp(
        `\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(street|road|avenue|boulevard|lane|square|county|parish|west|east|north|south|central|township|station|market|mall)\\b`,
        'giu',
      ),
    ))
      out.add(`${name} ${capitalise(m[1]!.toLowerCase())}`)
  return [...out]
}

/** "which is, honestly, the number": inside a clause the filler's commas go with it. */
function fillerOut(m: string, at: number, all: string): string {
  return m.endsWith(',') && MID_CLAUSE.test(all.slice(0, at)) ? '\uE002' : ' '
}

/** Removes fillers, false starts and self-corrections; keeps every fact and every quotation as said. */
export function withoutDisfluencies(text: string, written = false): string {
  const quotes: string[] = []
  const masked = text.replace(/["“][^"”]+["”]/g, (q) => `\uE000${quotes.push(q) - 1}\uE000`)
  return cleanSpeech(masked, written).replace(/\uE000(\d+)\uE000/g, (_m, i: string) => quotes[Number(i)]!)
}

/**
 * Letters spelled aloud are the word they spell ("h o o f print dot farm" → "hoofprint dot farm"; a
 * spelled word runs on into the rest of an address).
 */
export function spelledOut(text: string): string {
  const words = text.toLowerCase().split(/[^\p{L}]+/u)
  return (
    text
      // "ended up in a and e", "our p and l", "a b and b": the pairs of letters people say with "and" are
      // the pair they name ("A&E"); no sentence ends on the "a". ("sizes s and m", "plan a and b" stay.)
      .replace(
        /(?<![\p{L}\p{N}'’-])(?:a and e|b and b|p and l|r and d|q and a|m and a|f and b|h and s|t and cs?|g and t|d and d)(?![\p{L}\p{N}'’-])/gu,
        (pair: string) => pair.toUpperCase().replace(' AND ', '&').replace(/S$/, 's'),
      )
      .replace(
        /(?<![\p{L}\p{N}'’])((?:\p{Ll} ){2,}\p{Ll})\b(?: (\p{Ll}+)(?= dot\b))?/gu,
        (m, letters: string, next: string | undefined) => {
          const word = letters.replace(/ /g, '')
          // Spelled to make clear a word said already ("hoofprint … h o o f", "gwen g w e n"); other letters stay.
          const said = words.some((w) => w.includes(word))
          if (/^(?:[ai] )+[ai]$/.test(letters) || !said) return m
          return next ? `${word}${next}` : word
        },
      )
  )
}

const PHRASE_STARTED_AGAIN =
  /(?<![\p{L}\p{N}'’-])(\p{L}[\p{L}'’]*(?:\s+\p{L}[\p{L}'’]*){1,3})\s+(?:just|honestly|sorry|i mean)\s+\1(?![\p{L}\p{N}'’-])|(?<![\p{L}\p{N}'’-])(?!(?:i|we|you|they|he|she|it|people)\s)(\p{L}[\p{L}'’]*(?:\s+\p{L}[\p{L}'’]*){3})\s+\2(?![\p{L}\p{N}'’-])/giu

/** `written`: typed, not a transcript: a word doubled on purpose ("chin chin") is kept. */
function cleanSpeech(text: string, written: boolean): string {
  // Years first: the stutter rule below would take "twenty twenty" for a word said twice.
  let out = spokenYears(written ? text : spelledOut(text))
    // "churn ~~2.1%~~ 2.4%/mo": struck out is taken back.
    .replace(/~~[^~\n]+~~\s*/g, '')
    // "— I always say two and then three —", ", which is why I sometimes say 2017": the founder's habit,
    // told to the interviewer.
    .replace(
      /\s*[—–]\s*I (?:always|sometimes|usually|often) say (?:\d|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)[^—–.!?]*[—–]\s*/gi,
      ' — ',
    )
    .replace(
      /,\s*which is why I (?:always|sometimes|usually|often) say (?:\d|(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)[^—–.!?,;]*?(?=\s*[—–.!?,;]|$)/gi,
      '',
    )
    // "…a special Addis problem — open bracket — many spec sheets…": punctuation said aloud.
    .replace(
      /\s*[—–]\s*(?:open|close|closing|end) (?:the )?(?:brackets?|parenthes[ie]s)\b(?:\s*[—–])?\s*/gi,
      ' — ',
    )
    .replace(
      /(^|[.!?]\s+)(?:open|close) (?:the )?(?:bracket|parenthesis)[,:]\s*(\p{L})/giu,
      (_m, at: string, c: string) => `${at}${c.toUpperCase()}`,
    )
    .replace(
      EDITED_FIGURE,
      // The new figure's own unit; a figure written out ("$3,400") takes none.
      (_m, sign: string, _old: string, unit: string, between: string, figure: string, unitAfter: string) =>
        `${sign}${figure}${unitAfter || (/,|\d{4}/.test(figure) ? '' : unit)}${between}`,
    )
    .replace(EDIT_NOTE, '')
    .replace(SPOKEN_FIGURE_CORRECTION, '')
    .replace(
      FIGURE_CORRECTION,
      (_m, _old: string, noun: string, rest: string, figure: string) => `${figure} ${noun}${rest}`,
    )
    .replace(
      YEAR_PUT_RIGHT,
      (_m, month: string | undefined, _wrong: string, year: string) => `${month ?? ''}${year}.`,
    )
    .replace(DATE_CORRECTION, (_m, year: string | undefined, month: string, yearAfter: string | undefined) =>
      yearAfter || !year ? month : `${month}${year}`,
    )
    .replace(
      AMOUNT_TAKEN_BACK,
      (
        _m,
        sign: string,
        unit: string | undefined,
        between: string,
        figure: string,
        unitAfter: string | undefined,
      ) => `${sign}${figure}${unitAfter ?? unit ?? ''}${between}`,
    )
    // "14 months old — no, 18 months": the noun said again with the new figure is said once.
    .replace(FIGURE_TAKEN_BACK, (_m, between: string, figure: string, again: string | undefined) =>
      again === undefined || between.trim().split(/\s+/)[0] === again
        ? `${figure}${between}`
        : `${figure}${between} ${again}`,
    )
    .replace(FIGURE_TAKEN_BACK_AFTER, (_m, between: string, figure: string) => `${figure}${between}`)
    // "5.4 million mo says 5.6 million", "18,000 pula no 23,000 pula": the figure put right by someone in
    // the room, or said again in the same unit, when the two are close (a count, not a new fact).
    .replace(
      FIGURE_SAID_RIGHT,
      (m, first: string, unit: string | undefined, second: string, unitAfter: string | undefined) =>
        nearlySameFigure(first, second) && unit && unit.trim() === unitAfter?.trim()
          ? `${second}${unitAfter ?? unit ?? ''}`
          : m,
    )
    .replace(FIGURE_NO_SORRY, (_m, noun: string | undefined, figure: string) => `${figure}${noun ?? ''}`)
    .replace(WORD_TAKEN_BACK, '')
    .replace(WORD_PUT_RIGHT, '$1 ')
    .replace(LATER_FIGURE_CORRECTION, '')
    .replace(TAKEN_BACK, '')
    .replace(CORRECTION, '')
    .replace(RESTART_CORRECTION, '')
    .replace(PLACE_CORRECTION, '')
    // "a run to Tuntutuliak, no, wait, it was Kongiganak, Tuntutuliak was the day before, doesn't matter,":
    // a name put right is the second one, and what is said of the first goes with it.
    .replace(
      /\b(\p{Lu}[\p{L}'’-]+),\s+no,?\s+wait,?\s+(?:it was|I mean|it's|make that)\s+(\p{Lu}[\p{L}'’-]+)(?:,\s+\1 was [^,.;!?]{2,30}(?:,\s+(?:it )?(?:doesn['’]?t|does not) matter)?)?/gu,
      '$2',
    )
    // "its 186 now 186 dogs": the figure said again.
    .replace(/\b(\d[\d,.]*) (?:now|so|yeah) \1\b/g, '$1')
    // "the local radio midwest radio had me on": the kind said, then its name, is the name.
    .replace(
      /\bthe (?:local |regional |national |county )?(radio|paper|newspaper|station|council|hospital|college|club|church|credit union) ((?:(?!the\b)\p{Ll}+ ){0,1}(?!the\b)\p{Ll}+) \1\b/gu,
      (_m, kind: string, name: string) =>
        `${name} ${kind}`.replace(/(^|\s)(\p{Ll})/gu, (_x, s: string, c: string) => `${s}${c.toUpperCase()}`),
    )
    // "300 no nearly 400 calls": a figure put right in the same breath keeps the hedge it was put with.
    // (Not a count of answers: "41 yes, 12 no, 7 not sure".)
    .replace(
      /(?<![\d,.])\d[\d,.]* no ((?:nearly|almost|about|around|roughly|more like|closer to|over|just over|just under) )?(?=\d)/g,
      (m, hedge: string | undefined, at: number, all: string) =>
        /\byes\b[^.!?]{0,20}$/i.test(all.slice(0, at)) ? m : (hedge ?? ''),
    )
    // "October 2022 22 and I was…": the year's end said again after it was put right.
    .replace(
      new RegExp(
        `\\b((?:${MONTHS}) (?:19|20)(\\d\\d)) \\2\\b(?=\\s*(?:[,.;!?]|$)|\\s+(?:and|but|so|when|I|we)\\b)`,
        'gi',
      ),
      '$1',
    )
    // "in three weeks three or four weeks": the restart widens what was said.
    .replace(
      /\b(\w+) (minutes|hours|days|nights|weeks|weekends|months|years|times|trips) \1 or (\w+) \2\b/gi,
      '$1 or $3 $2',
    )
    .replace(CORRECTION_WORDS, '.')
    // "…coaches you know the volunteer ones": the filler stood where a comma goes.
    .replace(
      // ("if you know a fisherman, tell him": after "if", "do" or a modal, knowing is meant.)
      /(?<!\b(?:about|of|to|for|with|in|on|at|from|by|into|is|was|are|were|like|if|when|whether|do|don't|did|didn't|would|could|will|can|let))\s+you know\s+(?=(?:the|a|an)\s)/gi,
      ', ',
    )
    // "the first harvest was so so but…": middling, not a stutter.
    .replace(
      /\b(was|is|were|are|been|be|looked|felt|went) so so\b(?=\s*(?:[,.!?]|$|\s(?:but|and|because|then)\b))/gi,
      '$1 so-so',
    )
    // "…round my neck 😂 Honestly? Life-changing.": a sentence of one filler goes with its question mark.
    .replace(/(^|[.!?]\s+|\p{Extended_Pictographic}\s*)(?:honestly|basically|frankly)\?\s*/giu, '$1')
    .replace(ER_FILLER, fillerOut)
    .replace(FILLERS, fillerOut)
    .replace(/,?\s*\uE002\s*/g, ' ')
    .replace(/\s{2,}/g, ' ')
    // "…before the spring season like just set up…": the filler marks where a new clause starts.
    .replace(/,\s*like,\s*/gi, ', ')
  // "the knives are just honestly the knives are blunt", "or just phone the van honestly just phone the
  // van": a phrase started again across a filler, or of four words said twice, is said once (never "in
  // the van the van has a ramp", told again as the next sentence below; "the bank told us we were too small
  // we were too small back then" agrees with it, and "actually it was the price" puts it right).
  // "so morag right she phoned me": "right" marks whom the story is about; the name is the subject.
  if (!written)
    out = out.replace(
      /(^|[.!?,]\s+|\bso\s+)(\p{L}+) right (?=(?:she|he|they)\b)/giu,
      (m, lead: string, name: string) => (isEnglishWord(name.toLowerCase()) ? m : `${lead}${name} `),
    )
  if (!written)
    out = out.replace(
      PHRASE_STARTED_AGAIN,
      // (A phrase of small words only, "it is just it is", is no restart worth a rule.)
      (m, across: string | undefined, twice: string | undefined) =>
        across && !/\p{L}{3}/u.test(across) ? m : (across ?? twice)!,
    )
  if (!written)
    out = out
      // "they had dropped her they dropped her the year before": a clause started again with its verb put
      // right, said once, the second way.
      // (Said the same twice, "we were too small we were too small back then", it may agree: left.)
      .replace(
        CLAUSE_STARTED_AGAIN,
        // (Nor "they never trusted us they trusted us only after…": a "never" is no slip.)
        // (A "never" said again, "we just never had we never had the money", is said once all the same.)
        (m, _who: string, _verb: string, _then: string, at: number, all: string) => {
          const denied = m.match(/\b(?:never|not|no|\p{L}+n['’]?t)\b/iu)?.[0]
          const again = all
            .slice(at + m.length)
            .split(/\s+/)
            .slice(0, 4)
            .join(' ')
          return all.slice(at + m.length).startsWith(m) ||
            (denied && !new RegExp(`\\b${escapeRegExp(denied)}\\b`, 'iu').test(again))
            ? m
            : ''
        },
      )
      // "the actual the clearing": a determiner said again after a word of emphasis.
      .replace(EMPHASIS_STARTED_AGAIN, '$1 $2 ')
      // "40 households … before the end of may households": what was counted, said again after the deadline.
      .replace(COUNTED_SAID_AGAIN, '$1')
  // Stutters and restarts: "i'm i'm", "we we", "it was it was". In written answers a word written twice
  // on purpose stays ("chin chin", "bye bye"): only a small word said twice is a slip there.
  for (let n = 3; n >= 1; n--) {
    const unit = `[\\p{L}\\d'’$%]+${"(?:\\s+[\\p{L}\\d'’$%]+)".repeat(n - 1)}`
    out = out.replace(
      new RegExp(
        `(?<![\\p{L}\\p{N}_']|\\d,)(${unit})(?:(?:,?\\s+|,(?!\\d))\\1)+(?![\\p{L}\\p{N}_'-])(?=(\\s+\\S+)?)`,
        'giu',
      ),
      (m: string, said: string, next: string | undefined, at: number, whole: string) =>
        // "+225 07 00 00 27 27": groups of digits repeat in a phone number; nobody stutters digits.
        /^[\d\s]+$/.test(said)
          ? m
          : // (Typed, a pronoun or a preposition twice across a comma is meant: "what comes in, in some form";
            // so is "that that" before its verb: "I always add that that is also a bit of luck".)
            written &&
              n === 1 &&
              (/,/.test(m)
                ? KEPT_ACROSS_COMMA.test(said)
                : !SMALL_WORD.test(said) ||
                  (/^that that$/i.test(m) &&
                    // (After a verb that takes what follows as a clause, an aside between: "I always add, as an
                    // engineer, that that is…"; "That that is the whole business" is a stutter.)
                    /\b(?:add|added|say|said|says|told|tell|think|thought|found|find|know|knew|believe|believed|mean|meant|guess|admit|agree|realised|realized|noticed|learned|learnt|hope|feel|felt|showed|proved)(?:,[^,.!?]{1,40},)?\s*$/i.test(
                      whole.slice(0, at),
                    ) &&
                    /^\s+(?:is|was|would|will|can|could|has|had|does|did|means|meant|made|makes|should|might)\b/i.test(
                      next ?? '',
                    )))
            ? m
            : // "in the van the van has a ramp", "his dog otis otis is a lab": the noun said again opens the
              // next sentence; a stutter ("we we have", "it was it was") is said once.
              next &&
                SAID_AGAIN_VERB.test(next.trim()) &&
                !NO_BREAK_AFTER.has(said.split(/\s+/).at(-1)!.toLowerCase())
              ? `${said}. ${said}`
              : said,
    )
  }
  return (
    out
      .replace(/\s+([,.!?;:])/g, '$1')
      // "It was hard, you know? Then…": the question was the filler's, unless the sentence asks one.
      .replace(/(^|[.!?]\s+)([^.!?]*?),\?(?=\s|$)/g, (_m, lead: string, said: string) =>
        ASKS.test(said) ? `${lead}${said}?` : `${lead}${said}.`,
      )
      .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
      .replace(/^[\s,;:.]+/, '')
      .replace(/(^|[.!?]\s+)[,;:]\s*/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim()
  )
}

/** A founder's answer as a writer would quote it. */
const NOTE_TAKEN_BACK =
  /[,;]?\s*\b(?:u+m+\s+)?(?:don['’]?t|do not)\s+(?:put|write|print|say|use)\s+(?:that|this|it)\b(?:\s+\S+){0,12}?\s+no,?\s+(?:put|keep|leave|write|use)\s+it\s+in\b(?=\s*(?:[,.!]|$|(?:he|she|they)\b))(?:[,.]?\s+(?:he|she|they)(?:['’]d|\s+\S+){1,3}\s+(?:fine|okay|ok|that|it)\b)?[.!]?/giu

/**
 * What a founder's typing adds around the words that is not said to readers: footnote markers ("…is
 * not. [3]") and the footnotes after them (asides about the answer, set apart at its end), a
 * transcription app's tags ("[laughs]", "[inaudible]"), a developer's corrections in sed syntax ("took a
 * taxi for 2 wks s/2 wks/a week and a half/" puts the words right) and commit-message labels at a line's
 * start ("feat: gtfs-flex beta").
 */
export function withoutAnnotations(text: string): string {
  // The footnotes: from a paragraph that opens on "[1]" (or "Footnotes.") to the end.
  const notes = text.search(/(?:^|\n\s*\n)\s*(?:Footnotes?[.:]?\s*)?\[\d{1,2}\]\s/u)
  let out = (notes > 0 ? text.slice(0, notes) : text)
    // Square brackets are never said: a tag, a marker, or someone else's note ("[Keisha: 3,127 tickets
    // last season. Mama, it's in the book.]").
    .replace(
      /[^\S\n]*\[(?:\d{1,2}|(?:laughs?|laughter|inaudible|crosstalk|radio|static|music|noise|pause|sighs?|coughs?|unintelligible|beep|bleep|silence|applause|background[\p{L} ]*)|[^\]\n]{0,40}:[^\]\n]{1,160}|[^\]\n]*(?:\s\S+){3}[^\]\n]{0,120})\](?!\()/giu,
      '',
    )
    // A line (or paragraph) that opens on its off-record mark is off the record to its end ("nfp: a
    // croatian bank wanted to white-label kvit…"), as is a correction of what was said before ("ERRATA:
    // the chromatograph cost…", "edit: said 19 countries").
    .replace(
      /(^|\n)[^\S\n]*(?:[-•*][^\S\n]*)?(?:nfp|n\.f\.p\.|not for pub(?:lication)?|not for print(?:ing)?|off[- ]?rec(?:ord)?|off the record|errat(?:a|um)|edit)\b(?:,[^\S\n]*\p{L}+)?[^\S\n]*:[^\n]*/giu,
      '$1',
    )
    // (What a label says is said in words: "fix: undo" was a fix.)
    .replace(
      /(^|\n)([^\S\n]*(?:[-•*][^\S\n]*)?)(feat|fix|chore|docs|refactor|perf|test|revert|style|build|ci)(?:\([^)\n]*\))?!?:[^\S\n]+/gu,
      (_m, start: string, lead: string, label: string, at: number, all: string) =>
        // ("fix: why this exists", "docs: origin": a label over a heading says nothing.)
        `${start}${lead}${/^(?:what|why|how|who|where|when|origin|story|\d{4})\b/i.test(all.slice(at + _m.length)) ? '' : (({ feat: 'New: ', fix: 'Fixed: ', revert: 'Rolled back: ' } as Record<string, string>)[label.toLowerCase()] ?? '')}`,
    )
  // "s/12 states/23 states/, checked.": the words before put right; the marker and its remark go.
  for (let m = SED.exec(out); m; m = SED.exec(out)) {
    const [whole, wrong, right] = m as unknown as [string, string, string]
    let before = out.slice(0, m.index)
    const at =
      [...before.matchAll(new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(wrong)}(?![\\p{L}\\d])`, 'gu'))].at(-1)
        ?.index ?? -1
    // "rolled back all 3, called each agency … s/3 agencies/4 agencies/": the figure said with its noun
    // near it, where the words were not said as such.
    const figure = wrong.match(/\d[\d,.]*/)?.[0]
    const stem = wrong
      .replace(/\d[\d,.]*/, '')
      .trim()
      .slice(0, 5)
      .toLowerCase()
    const figureAt = figure
      ? ([...before.matchAll(/\d[\d,.]*/g)].findLast(
          (f) =>
            f[0].replace(/[.,]$/, '') === figure &&
            (!stem ||
              before
                .slice(f.index + f[0].length)
                .split(/\s+/, 5)
                .some((w) => w.toLowerCase().startsWith(stem))),
        )?.index ?? -1)
      : -1
    const newFigure = right.match(/\d[\d,.]*/)?.[0]
    let said = ''
    if (at >= 0) before = before.slice(0, at) + right + before.slice(at + wrong.length)
    else if (figure && newFigure && figureAt >= 0)
      before = before.slice(0, figureAt) + newFigure + before.slice(figureAt + figure.length)
    // "quit job: s/2022/2023/.": the right words where the wrong ones were never typed.
    else said = ` ${right}`
    const after = out.slice(m.index + whole.length)
    before = before.replace(/[\s,;—–-]+$/, '')
    if (!said) before = before.replace(/:$/, '')
    out = `${before}${said}${/[.!?]$/.test(before + said) ? after.replace(/^\./, '') : after}`
  }
  // "around ₦600 million — *₦612 million, Maryam is looking over my shoulder (around US$400,000)", "300
  // ppl asked for it. *340, checked the thread.": a chat correction puts the figure before it right.
  // (A starred figure with nothing to put right is emphasis, "*2 hours*", and stays.)
  out = out.replace(STARRED, (whole: string, figure: string, at: number, all: string) => {
    const before = all.slice(0, at)
    const sign = figure.match(/^[^\d]*/)![0]
    const wrong = [
      ...before.matchAll(
        /(?:about |around |roughly |~)?[^\s\d]?\d[\d,.]*(?:\s*(?:million|thousand|billion|bn|[kKmM])\b)?/g,
      ),
    ]
      .filter((f) => f[0].replace(/^(?:about |around |roughly |~)/, '').startsWith(sign) || sign === '')
      .at(-1)
    // The figure it corrects is in its sentence, or on the line before when it starts a line.
    const ownLine = /(?:^|\n)[^\S\n]*$/.test(before)
    const lineStart = before.trimEnd().lastIndexOf('\n', ownLine ? before.trimEnd().length - 1 : undefined)
    const from = ownLine ? lineStart : Math.max(lineStart, before.search(/[.!?]\s+[^.!?]*$/))
    if (!wrong || wrong.index! < from) return whole
    // (Marked to be put right at the end, once every correction is found.)
    return `\uE000${at - wrong.index!}\uE001${wrong[0].length}\uE002${figure}\uE003`
  })
  // Each correction in place of the figure before it, its marker and remark gone.
  for (
    let m = out.match(/\uE000(\d+)\uE001(\d+)\uE002([^\uE003]*)\uE003/);
    m;
    m = out.match(/\uE000(\d+)\uE001(\d+)\uE002([^\uE003]*)\uE003/)
  ) {
    const [mark, back, length, figure] = m as unknown as [string, string, string, string]
    const before = out.slice(0, m.index)
    const at = before.length - Number(back)
    const kept = `${before.slice(0, at)}${figure}${before.slice(at + Number(length))}`.replace(
      /[\s—–,-]+$/,
      '',
    )
    const after = out
      .slice(m.index! + mark.length)
      .replace(/^\./, (stop) => (/[.!?]$/.test(kept) ? '' : stop))
    out = `${kept}${/^\(/.test(after) ? ' ' : ''}${after}`
  }
  return out
}

/** "— *₦612 million, Maryam is looking over my shoulder again 👀", "*340, checked the thread.": a starred figure and its remark. */
const STARRED =
  /[^\S\n]*[—–,-]?[^\S\n]*(?<![\p{L}\d*])\*([^\s\d*]?\d(?:[\d,.]*\d)?(?:\s*(?:million|thousand|billion|bn|[kKmM])\b)?)(?=[,.]|[^\S\n]*(?:\n|$))(?:,[^.()\n]*)?[^\S\n]*/gu

/** "s/300/317/", "s/2 wks/a week and a half/ — she corrected me": a sed-style correction and its remark. */
const SED =
  /\s*(?<![\p{L}\d/])s\/([^/\n]{1,40})\/([^/\n]{0,40})\/g?(?:,?\s*(?:[—–][^.\n]*|checked|sorry|oops))?(?=[.\n]|$)/u

/**
 * A word put right in passing ("I pretend to do something — 'pretend' I mean 'intend', sorry",
 * "assisting the novela — 'assisting' is watching, sorry", "we realise — we organise, sorry —"): the
 * right word takes the place of the wrong one, and the aside goes.
 */
export function ownWordCorrections(text: string): string {
  // ("'pretend' I mean 'intend', sorry" needs a dash and "sorry": without both, as in most transcripts,
  // the first pattern is not searched, for its search is quadratic on a long unpunctuated answer.)
  const dashAndSorry = /[—–]/.test(text) && /\bsorry\b/i.test(text)
  return (
    (
      dashAndSorry
        ? text.replace(
            /\b(\p{L}+)([^.!?—–]*?)\s*[—–]\s*['‘"“]?\1['’"”]?,?\s+(?:I mean|is|means|=)\s+['‘"“]?(\p{L}+)['’"”]?,?\s+sorry\b(?:,?\s+is the \p{L}+)?\s*[—–]?/giu,
            (_m, _wrong: string, between: string, right: string) => `${right}${between}`,
          )
        : text
    )
      .replace(
        /\b(?:we|I|they|you) (\p{L}+)\s*[—–]\s*((?:we|I|they|you) \p{L}+),?\s+sorry\s*[—–]?\s*/giu,
        '$2 ',
      )
      // "live in apart — sorry, apartment — with small space": the word put right is the longer word it began.
      .replace(
        /\b(\p{L}{3,})\s*[—–]\s*sorry,?\s+(\p{L}+)\s*(?:[—–]\s*)?/giu,
        (m, wrong: string, right: string) =>
          right.toLowerCase().startsWith(wrong.toLowerCase()) && right.length > wrong.length
            ? `${right} `
            : m,
      )
      // "embarrassed — how can I say, shocked": a second-language speaker searching for the word, not a word.
      .replace(/\s*[—–,]\s*how (?:can|do|should) (?:I|you) say(?: it| this| that)?\s*[,—–]\s*/giu, ', ')
      // "they're on the wall don't put that in it's kinda weird no put it in he would like that": a note to
      // the writer taken back in the same breath goes, with what was said of it; what it was about stays.
      .replace(NOTE_TAKEN_BACK, ' ')
      .replace(/\s{2,}/g, ' ')
      .trim()
  )
}

/** A name's letters as said aloud and as an address writes them: "Comb & Done" → "combanddone", "Brúska" → "bruska". */
export const nameLetters = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\d]/gu, '')

const LATER_TO_INTERVIEWER =
  /,?\s*(?:(?:which|that|it) sounds \p{L}+,?\s+)?(?:but|and)\s+I['’]?ll (?:get|come) (?:back )?to (?:that|this)(?: (?:later|in a (?:minute|second|bit|moment)))?(?=\s*[.,;!?]|\s+(?:so|anyway)\b|$)/giu

export function cleanAnswer(
  text: string,
  /** Names to capitalise; a transcript's answer adds the ones it finds, for the answers after it. */
  knownNames: string[] = [],
  secondLanguage = false,
  /** The answer tells a story (a second-language speaker's present tense there means the past). */
  story = false,
  /** The founder's sign for "dollars" (`dollarSign`). */
  dollar = '$',
  /** Whether "pounds" are money (`poundsAreMoney`). */
  pounds = true,
): string {
  let out = ownWordCorrections(text.replace(/\s+/g, ' ').trim())
    // "…which sounds boring but I'll get to that": a promise to the interviewer no post keeps.
    .replace(LATER_TO_INTERVIEWER, '')
    // "(said ok to name her)": a consent in brackets was the interviewer's too.
    .replace(
      /\s*\((?:[^()]{0,20}\b)?(?:ok|okay|fine|happy|agreed|yes)\b[^()]{0,25}\b(?:name|names|quote|quoted|use|used)\b[^()]*\)/giu,
      '',
    )
  const transcript = isUnpunctuated(out)
  // Fillers go first: "its um mostly" is "it's mostly".
  if (transcript)
    out = outsideQuotes(
      withoutNumberEcho(
        spelledOut(out)
          .replace(SMALL_WORDS_RESTART, '')
          // "a dollar sev a dollar seventy five", "we do we fix tractor tires": started again, said once.
          // ("some days we do some days we dont" is a contrast: the first "do" is a word, said whole.)
          .replace(WORD_CUT_AND_SAID_AGAIN, (m, said: string, cut: string) => (isEnglishWord(cut) ? m : said))
          // (Only where a clause starts: "whatever we make we reinvest" and "but we do we ship" say both.)
          .replace(
            /(^|[.!?,;]\s*|\b(?:and|so|then)\s+)(we|they|i) (?:do|does|go|goes|have|has|get|gets|make|makes) \2 (?=\p{L}{3,})/giu,
            '$1$2 ',
          ),
      )
        .replace(/\b(?:u+m+|u+h+)\b\s*/gi, '')
        // "an the team", "an i reckon": the spoken "and" (an article comes before a vowel sound only).
        .replace(SPOKEN_AND, 'and')
        // "two point three million", "four point two days": a decimal said aloud.
        .replace(SPOKEN_DECIMAL, (_m, whole: string, digits: string) => {
          const digit = (w: string) => (/^\d$/.test(w) ? Number(w) : ONES[w.toLowerCase()]!)
          const wholeValue = /^\d+$/.test(whole) ? Number(whole) : numberValue(whole.split(/[ -]/))
          return `${wholeValue}.${digits.split(' ').map(digit).join('')}`
        })
        // "six and a half thousand": 6,500 ("grand" stays money).
        .replace(
          /\b(one|two|three|four|five|six|seven|eight|nine|ten|\d+) and a half (thousand|grand)\b/gi,
          (_m, n: string, unit: string) => {
            const whole = Number(n) || ONES[n.toLowerCase()]!
            return unit.toLowerCase() === 'grand'
              ? `${whole}.5 grand`
              : (whole * 1000 + 500).toLocaleString('en-US')
          },
        ),
      (t) =>
        spokenNumbers(
          contractions(t).replace(/\ban(?= (?:I['’](?:ll|ve|m)|we['’](?:ll|re|ve)|you['’]ll)\b)/g, 'and'),
        ),
    )
  // "this one lad kyle no sorry its reece": the word said last is the one.
  if (transcript)
    out = out.replace(
      /\b(\p{L}+) (?:no sorry|sorry no)[,]? (?:it['’]?s |it was )?(?=\p{L})/giu,
      // A word of the dictionary ("tell them no sorry we don't ship") is no name being corrected.
      (m, word: string) => {
        const tags = analyse(`I met ${word} yesterday.`)[0]?.tokens[2]?.tags
        const name = !!tags && (tags.has('FirstName') || tags.has('Person'))
        return (inLexicon(word.toLowerCase()) && !name) || NUMBER_WORD.test(word) ? m : ''
      },
    )
  // "r two hundred million rand": the rand's sign said as a letter.
  if (transcript) out = out.replace(/\br (\d[\d,.]*\d|\d)(?:\s+rand\b)?/gi, 'R$1')
  // Spoken "like" is a filler; in writing it usually means "such as" and stays.
  if (transcript)
    out = out
      .replace(/(?<=\p{L})\s+like\s+just\s+/giu, ', just ')
      .replace(/(?<=\p{L})\s+right\s+(?=(?:like\s+)?\d)/giu, ', ')
      .replace(/\b(?:u+m+|u+h+)\b\s*/gi, '')
      // "is like 13", "was like not even sick": a filler; "I was like a kid" compares and stays.
      .replace(
        /\b(is|was|are|were|it's|that's|he's|she's|they're)\s+like\s+(?=\d|(?:not|super|really|so|totally|pretty|almost|only|just)\b)/gi,
        '$1 ',
      )
      // ("they dont even like grass": "like" before what is liked is the verb; "didn't even like look" a tic.)
      .replace(
        /\beven like (?=(?:the|a|an|it|them|that|this|any|anything|him|her|us|me|\p{L}{3,}s)\b)/giu,
        'even \uE00C ',
      )
      .replace(LIKE_FILLER, '')
      .replace(/\uE00C/g, 'like')
      // "…stopped howling cause he wasn't alone": the spoken "because".
      .replace(
        /\b(?:'?cause|cuz|coz)\b(?=\s+(?:he|she|it|they|we|i|you|the|a|an|more|there|that|this|its|it's|they're|we're|i'm|he's|she's|my|our|his|her|their|people|nobody|everyone)\b)/gi,
        'because',
      )
      // "at big dry welding dot com slash calving thats all one word bigdrywelding": the words the note
      // spells as one are the name.
      .replace(
        /((?:[\p{L}\d-]+ ){1,3}[\p{L}\d-]+)( dot [^.!?]{0,60}?)[,.]?\s+(?:that['’]?s |thats |its |it['’]?s )?(?:all )?one word,?\s+([\p{L}\d-]+)\b/giu,
        (m, name: string, rest: string, joined: string) => {
          const words = name.split(' ')
          for (let k = words.length; k >= 2; k--)
            if (words.slice(-k).join('').toLowerCase() === joined.toLowerCase())
              return `${[...words.slice(0, -k), words.slice(-k).join('')].join(' ')}${rest}`
          return m
        },
      )
      // "…dot com dot au slash weighday all one word weighday": the note is the page's, said again.
      .replace(/( slash ([\p{L}\d-]+)),?\s+(?:all )?(?:one word|no spaces)\s+\2\b/giu, '$1')
      // "go to holdfast safe rooms dot com slash spring all one word": the words are one name.
      .replace(
        SPOKEN_ONE_WORD_ADDRESS,
        (_m, name: string, ending: string, path: string) =>
          `${name.replace(/\s+/g, '')}.${ending.replace(/ dot /gi, '.')}${path.replace(/ slash /gi, '/')}`,
      )
      // "go on tie down bim dot com slash check" after "i run tie down bim": the name said elsewhere
      // is the address's name, all its words.
      .replace(SPOKEN_NAMED_ADDRESS, (m, name: string, ending: string, path: string) =>
        (out.match(new RegExp(`\\b${escapeRegExp(name)}\\b`, 'gi'))?.length ?? 0) > 1 ||
        // "at comb and done dot com": an address has no spaces, so words joined by "and" are one name.
        /^\S+ (?:and|n) \S+$/i.test(name) ||
        knownNames.some((n) => nameLetters(n) === nameLetters(name))
          ? `${name.replace(/\s+/g, '')}.${ending.replace(/ dot /gi, '.')}${path.replace(/ slash /gi, '/')}`
          : m,
      )
      // "greymuzzle dot dog": an address said aloud.
      .replace(
        SPOKEN_ADDRESS,
        (_m, name: string, ending: string, path: string) =>
          `${name.replace(' ', '')}.${ending.replace(/ dot /gi, '.')}${path.replace(/ slash /gi, '/')}`,
      )
      // "and were getting a second van", "is were going": "we're", where "were" cannot be the past tense.
      .replace(
        /(?<=(?:^|\b(?:and|so|but|because|now|then|yeah|also|plus|is)\s))were(?=\s+(?:also\s+|still\s+|just\s+|now\s+|not\s+)?(?:\p{L}+ing|gonna)\b)/giu,
        "we're",
      )
      // "were a welding shop on wheels": at the start, before an article, "were" has no subject but "we".
      .replace(/^were(?=\s+(?:a|an|just a|basically a|like a)\s)/iu, "we're")
      // "six no seven vans", "300 no 300 houses": the figure said last is the one.
      .replace(
        /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d[\d,]*) no (?=(?:one|two|three|four|five|six|seven|eight|nine|ten|\d[\d,]*)\b)/gi,
        '',
      )
      // "…before that so yeah": the answer trailing off; "…slash alex and yeah if you got family…": a
      // pause between two things said.
      .replace(/,?\s+(?:so|and|but)?\s*yeah[.!]?\s*$/i, '')
      // "…all three of her yards after that so": trailing off on "so".
      .replace(/(?<=\p{L})\s+so[.!]?\s*$/iu, '')
      .replace(/\b(and|so|but)\s+yeah\s+(?=\p{L})/giu, '$1 ')
  out = withoutDisfluencies(out, !transcript).replace(/\bi\s+(?=i'm\b)/gi, '')
  // "she wrote all our the procedures": a determiner restarted as another.
  if (transcript)
    out = out.replace(/\b(?:our|my|your|their|a|an|the)\s+(?=(?:the|a|an|our|my|your|their)\s)/gi, '')
  // "…and you work just go on the website": the ask starts where the reader is told what to do.
  if (transcript)
    out = out.replace(
      // ("…or just come by": after a joining word or a modal the ask goes on, no comma.)
      /(?<=\p{L})(?<!\b(?:or|and|but|to|can|could|will|would|should|must|you|we|i|they|he|she))\s+(just|please)\s+(?=(?:go|sign|fill|come|call|text|email|send|book|head|visit|reply|bring|drop|message)\b)/giu,
      ', $1 ',
    )
  out = out
    // "its it's a lot of…": the same word twice.
    .replace(/\bits\s+(?=it's\b)/gi, '')
    // "that's that is the whole thing": said twice over.
    .replace(/\b(that|it|there)['’]s \1 is\b/gi, "$1's")
    // "i'm uh i run greymuzzle": a start abandoned for another.
    .replace(/\bi'm\s+(?=i\s+\p{L}+\b)/giu, '')
    // "greymuzzle is it's a day club": the sentence restarted on its subject.
    .replace(/\b(is|was)\s+(?:it's|it is)\s+(?=(?:a|an|the|like|just)\b)/gi, '$1 ')
  // "11000 bookings" reads as 11,000 (a year has four digits and stays as it is).
  if (transcript)
    out = out.replace(/(?<![\d,.])\d{5,}(?![\d,.]\d)/g, (n) => Number(n).toLocaleString('en-US'))
  // A quotation keeps every word as said ("…in eleven years…" stays "eleven").
  out = outsideQuotes(out, (t) =>
    figureSaidAgain(currency(spokenNumbers(t), dollar, pounds))
      // "2019 April" is April 2019; "January 100" is no date: the figure was a false start.
      .replace(new RegExp(`\\b((?:19|20)\\d\\d)(?: like)? (${MONTHS})\\b`, 'gi'), '$2 $1')
      .replace(
        new RegExp(
          `\\b(${MONTHS}) (\\d[\\d,]*|(?:${UNIT_WORDS}) (?:hundred|thousand))\\b(?!\\s*(?:st|nd|rd|th)\\b)`,
          'gi',
        ),
        (date, month: string, n: string) => {
          const value = /^\d/.test(n) ? Number(n.replace(/,/g, '')) : numberValue(n.split(' '))!
          return value > 31 && (value < 1900 || value > 2099) ? month : date
        },
      )
      // "…found eleven places where the water was too cold. Eleven.": the figure said again for weight is
      // a word, as written (readers: 'start the sentence with "Eleven." instead of "11."').
      .replace(
        /(\b(\d{1,2})\b(?![.,]\d)[^.!?\n]*[.!?]\s+)(\d{1,2})\.(?=\s|$)/g,
        (m, before: string, said: string, again: string) =>
          said === again && Number(again) <= 20 ? `${before}${capitalise(NUMBER_NAMES[Number(again)]!)}.` : m,
      ),
  )
  if (transcript) {
    // "ok so…", "well so…": how the speaker took the floor, not what they said.
    out = out.replace(/^(?:(?:ok(?:ay)?|so|well|yeah|right|alright)[,.]?\s+)+(?=\S+\s+\S)/i, '')
    out = restoreSentences(out)
    const names = [...knownNames, ...spokenNames(text)]
    // (After the capitals: "Ray's place" is no place called so.)
    out = spokenPossessives(restoreCapitals(out, names))
    // A name found here ("her dog biscuit") is written the same way in the answers after this one.
    for (const name of names) if (!knownNames.includes(name)) knownNames.push(name)
    if (!/[.!?]["”]?$/.test(out)) out = `${out}.`
  }
  // Said aloud, a name may be said again as a pronoun; written answers keep their own way of saying it
  // ("Dona Marlene, she is caregiver…" introduces her).
  out = outsideQuotes(out, (t) => writtenCase(correctGrammar(transcript ? resumptive(t) : t)))
  if (secondLanguage)
    out = analyse(out)
      .map((s, i, all) =>
        outsideQuotes(samePronoun(s.text, all[i - 1]?.text ?? ''), (t) => correctSecondLanguage(t, story)),
      )
      .join(' ')
  return (
    out
      // "december twenty nineteen no sorry twenty eighteen december twenty eighteen": the month once
      // (in a transcript; "in May may double" is two words).
      .replace(new RegExp(`\\b(${MONTHS})\\s+\\1\\b`, 'gi'), (m, month: string) =>
        transcript && month.toLowerCase() !== 'may' ? month : m,
      )
      .replace(/\s{2,}/g, ' ')
      .trim()
  )
}

/**
 * "Marcus Bell he's a tech sergeant", "My daughter Aubrey she was seven", "Frau Yilmaz, she has a shop": a
 * name said, then said again as a pronoun, as speech and some languages do; written, the name is the subject.
 */
export function resumptive(text: string): string {
  return text.replace(
    /(^|[.!?]\s+)((?:(?:My|Our|His|Her|Their)\s+\p{Ll}+(?:[ -]in[ -]law)?\s+)?(?:(?:Mr|Mrs|Ms|Dr|Mama|Madame|Frau|Herr|Doña|Don)\.?\s+)?\p{Lu}\p{Ll}+(?:\s\p{L}\p{Ll}+)?),?\s+(?:he|she)(['’]s|\s+(?:is|was|has|had|does|did|runs|ran|works|worked|lives|lived|came|comes|went|goes|called|calls|said|says|told|wrote|makes|made|sells|sold|buys|bought|cooks|cooked|phoned|phones|rang|rings|texted|texts|emailed|emails|sent|sends|asked|asks))\b/gu,
    (m, start: string, name: string, verb: string, at: number, all: string) => {
      // "In March she was", "After she said": the word before is no name.
      const bare = name.replace(/^(?:(?:My|Our|His|Her|Their)\s+\p{Ll}+(?:[ -]in[ -]law)?\s+)/u, '')
      const first = bare.split(/\s+/)[0]!.replace(/\.$/, '')
      const honorific = /^(?:Mr|Mrs|Ms|Dr|Mama|Madame|Frau|Herr|Doña|Don)$/.test(first)
      const tags = analyse(`${bare} is here.`)[0]?.tokens[0]?.tags
      const noName = [
        'Pronoun',
        'QuestionWord',
        'Month',
        'WeekDay',
        'Date',
        'Place',
        'City',
        'Country',
        'Region',
      ]
      // (A capitalised word no dictionary holds is a name the tagger does not know, when it calls or writes:
      // "Morag she phoned"; "diwali she sold", "lucknow he has" put a festival or a place first.)
      const named =
        (!!tags && (tags.has('Person') || tags.has('ProperNoun')) && !noName.some((t) => tags.has(t))) ||
        (/^\p{Lu}/u.test(first) &&
          !isEnglishWord(first.toLowerCase()) &&
          (/^\p{Lu}\p{Ll}+\s\p{L}/u.test(bare) ||
            /^\s+(?:phoned|rang|texted|emailed|called|wrote|said|says|told|asked|sent)$/.test(verb)))
      // "Marcus bell he's": a surname a transcript left in lower case; "Marcus said she was" is no name.
      const second = bare.split(/\s+/)[1]
      const secondTags = second ? analyse(`${bare} is here.`)[0]?.tokens[1]?.tags : undefined
      if (second && /^\p{Ll}/u.test(second) && (!secondTags?.has('Noun') || secondTags.has('Verb'))) return m
      if (bare === name && !honorific && !named) return m
      // ("Harjit sandhu he's got 320 acres": "has got".)
      const has = /^\s+(?:got|been|had|gone)\b/.test(all.slice(at + m.length))
      return `${start}${name}${/^['’]s$/.test(verb) ? (has ? ' has' : ' is') : verb}`
    },
  )
}

/** Applies `change` to the text with its quotations set aside, then puts them back as they were. */
const outsideQuotes = (text: string, change: (text: string) => string) =>
  outside(/["“][^"”]+["”]/g, '\uE001', text, change)

/** `change` applied to the text with what `kept` matches held aside (as a numbered `mark`), then put back. */
function outside(kept: RegExp, mark: string, text: string, change: (text: string) => string): string {
  const held: string[] = []
  const masked = text.replace(kept, (x) => `${mark}${held.push(x) - 1}${mark}`)
  if (!held.length) return change(text)
  return change(masked).replace(new RegExp(`${mark}(\\d+)${mark}`, 'g'), (_m, i: string) => held[Number(i)]!)
}

/** Apostrophes a transcript leaves out, where the word cannot be anything else ("theyre", "im"). */
function contractions(text: string): string {
  return (
    text
      .replace(/\bim\b/gi, "I'm")
      .replace(/\bive\b/gi, "I've")
      // "ill ring them", "well come out": "I'll", "we'll" before a verb ("she was ill", "well, …" stay).
      .replace(
        /\b(ill|well)\s+(?=(?:ring|call|do|be|come|send|drive|go|get|make|take|show|tell|give|set|see|help|check|text|email|put|bring|have|try|pay|pick|meet|sort)\b)/gi,
        (_m, w: string) => (w.toLowerCase() === 'ill' ? "I'll " : "we'll "),
      )
      .replace(
        /\b(they|you)re\b|\b(do|does|did|is|was|are|were|have|has|had|could|would|should|ca|wo)nt\b|\b(that|what|there|she|who)s\b/gi,
        (m) =>
          m.endsWith('re')
            ? `${m.slice(0, -2)}'re`
            : m.endsWith('nt')
              ? `${m.slice(0, -1)}'t`
              : `${m.slice(0, -1)}'s`,
      )
      .replace(/\bca't\b/gi, "can't")
      .replace(/\baint\b/gi, (m) => `${m.slice(0, 3)}'t`)
      // "hes a cook", "hed roast", "theyve": the apostrophe speech never shows.
      .replace(/\bhes\b/gi, "he's")
      // ("shed" is a word: "she'd" is left as said.)
      .replace(/\b(he|they|you)d\b/gi, "$1'd")
      .replace(/\b(they|you|we)ve\b/gi, "$1've")
      // "alex were opening in three weeks": "we're", when nothing before it could be its subject.
      // ("the teams before were working": an adverb stands between the subject and its verb.)
      .replace(
        /(?<!\b(?:we|they|you|who|people|there|\p{L}+s)(?:\s+(?:before|then|now|still|all|both|also|never|always|just|really|actually|already))?\s)\bwere (?=\p{Ll}+ing\b)/giu,
        "we're ",
      )
      // "we done 4,870 pools", "and were six of us": "we've done", "we're six of us".
      // (Before a count only: "when we done the first roof it rained" is the past, "we did".)
      .replace(
        /\bwe done\b(?=\s+(?:like\s+|about\s+|over\s+|nearly\s+)?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|a thousand))/gi,
        (m) => `${m.slice(0, 2)}'ve done`,
      )
      // "now were five catchers": "now we're".
      .replace(
        /\b(now)\s+were\s+(?=(?:\d|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|in|at|on|about|like)\b)/gi,
        "$1 we're ",
      )
      // (Now only: "…on the coast now and were six of us", "and were six of us now".)
      .replace(
        /\b(now and|and|but)\s+were\s+(?=(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)\s+of\s+us\b)/gi,
        (m, lead: string, at: number, all: string) =>
          /^now and$/i.test(lead) || /^\S+\s+of\s+us\s+now\b/i.test(all.slice(at + m.length))
            ? `${lead} we're `
            : m,
      )
      // "my mums still working", "my dads got a bad back": after "my" the family word is one person, and
      // what follows is theirs or their "is"/"has".
      .replace(
        /\b((?:my|our|his|her|your|their)\s+(?:mom|mum|dad|grandma|grandpa|granny|nana|abuela|abuelo|sister|brother|wife|husband|uncle|aunt|auntie))s(?=\s+\p{Ll})/giu,
        "$1's",
      )
      // "in moms driveway", "grandpas roaster": family said before what is theirs ("mums and dads can
      // book" are the people).
      .replace(
        /\b(mom|mum|dad|grandma|grandpa|granny|nana|abuela|abuelo|sister|brother|wife|husband|uncle|aunt|auntie)s(?=\s+(?!(?:are|were|have|had|who|and|or|to|in|of|on|at|for|with|would|will|do|did|say|said|can|could|should|must|may|might|need|want|love|like|get|got|go|come|book|think|know|use|buy|pay|all|too|also|just|always|never|often|still|who|that|which|then|now|here|there)\b)\p{Ll})/giu,
        "$1's",
      )
      // "its called", "its for booking", "its £40", "its cheaper": never the possessive before these.
      .replace(
        /\bits(?=\s+(?:\d|[$£€]|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|\p{L}+er than|(?:cheaper|easier|faster|better|worse|bigger|smaller|harder|safer|quicker)(?=\s*[.,!?;]|\s*$|\s+(?:for|now|and|if|to|with|when|because|so|but|mostly|already|too|overall|anyway))|cheap|free|open|closed|here|there|now|over|done|fine|great|good|bad|hard|easy|cheap|expensive|busy|quiet|mad|mental|amazing|brilliant|huge|tiny|massive|called|for|like|a|an|the|not|been|more|so|just|really|about|all|only|also|too|very|pretty|gonna|going|kind|sort|what|how|where|when|because|basically|literally|mostly|worth|usually|always|never|still|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\w+ing)\b))/giu,
        "it's",
      )
      // "i i'm a plumber": a stutter into the contraction.
      .replace(/\bi\s+(?=I'm\b)/gi, '')
  )
}

/** Slips only a non-native speaker makes, counted over all their answers to decide how much to correct. */
const L2_SLIPS = [
  /\b(he|she|it) (say|have|do|go|need|want|pay|know|mean|tell|come|make|take|don't)\b/gi,
  /\bfor (sell|buy|help|pay|make|get|see|talk|know|find|do)\b/gi,
  /\b(the|my|our) (\p{L}+) (need|want|pay|have|do|say|know|mean|tell|receive|sell)\b/giu,
  /\bsorry for my english\b/gi,
  // "four year ago", "it takes 8 minute.", "60 farmer called us": a count with no plural ("a 40 minute
  // drive" is a native compound, followed by its noun).
  /\b(?:[2-9]|\d{2,}|two|three|four|five|six|seven|eight|nine|ten) (?:year|minute|hour|day|week|month|farmer|tree|machine|worker|customer|client|shop|village)(?=\s+(?:ago|called|was|were|later)\b|\s*[.;])/gi,
]

/** Whether the founder writes English as a second language: two slips or more across their answers. */
export const writesAsSecondLanguage = (answers: string[]) =>
  L2_SLIPS.reduce((n, p) => n + (answers.join(' ').match(p)?.length ?? 0), 0) >= 2

/** "men", "children", "people": a noun that names more than one without an s. */
/** Whether the word a text ends on is one thing ("Her score"), not many ("The people", "the farmers"). */
function singularBefore(text: string): boolean {
  const word = text.match(/(\p{L}+)\s*$/u)?.[1]
  const many =
    plural(word ?? '') ||
    (/s$/i.test(word ?? '') && !/(?:ss|us|is|ics|news|series|species)$/i.test(word ?? '')) ||
    /^(?:people|children|men|women|police)$/i.test(word ?? '')
  return !!word && !many
}

function plural(noun: string): boolean {
  return !!analyse(`the ${noun.toLowerCase()}`)[0]?.tokens[1]?.tags.has('Plural')
}

/** "went", "told", "arrived": a verb whose bare form is already the past. */
function saidInPast(word: string): boolean {
  const w = word.toLowerCase().replace(/[^\p{L}']/gu, '')
  return !!w && !!analyse(`I ${w} it`)[0]?.tokens[1]?.tags.has('PastTense')
}

/** "lying", "carrying": an -ing word that is a verb's, not "during" or "morning". */
function isGerund(word: string): boolean {
  const w = word.toLowerCase().replace(/[^\p{L}']/gu, '')
  const tags = analyse(`she was ${w}`)[0]?.tokens[2]?.tags
  return !!tags && (tags.has('Gerund') || tags.has('Verb'))
}

/**
 * Whether the verb at `i` is told by a speaker of the story ("he say", "I come back", "my father almost
 * cry"): only those move into the past; "maybe we sell the farm" (a thought, not an event) stays.
 */
function tellsOf(words: string[], i: number): boolean {
  const subject = /^(I|he|she|He|She)$/
  const before = words[i - 1] ?? ''
  // "may he rest in peace", "can I ask": a wish or a question, never told in the past.
  if (/^(?:may|might|can|could|will|would|shall|should|must|do|does|did|let)$/i.test(words[i - 2] ?? ''))
    return false
  // "In 2021 come the frost": an event dated before its verb.
  if (subject.test(before) || /^(19|20)\d\d,?$/.test(before)) return true
  return (
    /^(almost|then|never|just|also|finally|really|only)$/i.test(before) &&
    /^(I|he|she|He|She|father|mother)$/.test(words[i - 2] ?? '')
  )
}

/** A clause that says what someone wants or plans: what it dates is still to come. */
const PLANNED =
  /\b(?:I|we|they|he|she)(?: (?:want|wants|plan|plans|hope|hopes|aim|aims|will|am going|are going|is going)\b|['’]ll\b)|\bnext (?:year|month|season|spring|summer|autumn|winter)\b/i

/** Where `tellsOf` can find a verb told by a speaker: after "I", "he", "she", a year, or "he almost". */
const TOLD_BY =
  /(?:^|\s)(?:I|he|she|He|She|(?:19|20)\d\d,?)\s+\S|(?:^|\s)(?:I|he|she|He|She|father|mother)\s+(?:almost|then|never|just|also|finally|really|only)\s+\S/

const PAST_CONTEXT =
  /\b((19|20)\d\d|ago|last (week|month|year|night)|one (day|night|morning|evening)|that (day|night|week|evening)|yesterday|after that|when I was)\b/i

/**
 * Verb forms a second-language speaker gets wrong, corrected where the tagger is sure: a story told in
 * the present ("In 2021 come the frost… he say") goes into the past, a present-tense third person gets
 * its -s ("the farmer need" → "needs"), and "for sell" becomes "to sell". Quotations stay as said;
 * nouns the tagger mistakes for verbs ("per sack") are left alone.
 */
const FEMALE =
  /\b(?:she|her|hers|woman|women|lady|mother|mum|mom|grandmother|grandma|aunt|auntie|teyze|widow|wife|daughter|sister|Mrs|Ms|Miss|Madame|Señora|Frau|Hanım|abla)\b/i
const MALE =
  /\b(?:he|his|him|man|men|father|dad|grandfather|grandpa|uncle|husband|son|brother|Mr|Monsieur|Señor|Herr|Bey|amca|abi)\b/i

/**
 * "Fatma Teyze, we say teyze for aunt… He is 68 years old, she has 320 trees, and her husband died": a
 * language without "he" and "she" (Turkish, Finnish, Persian…) mixes them; when the sentence before spoke
 * only of a woman (or only of a man), the one the rest of the sentence holds to is the person's. ("He was a
 * teacher, she was a nurse" after both are named is two people.)
 */
export function samePronoun(sentence: string, before: string): string {
  const lead = sentence.match(
    /^(He|She)\b(?=\s+(?:is|was|has|had|lives|lived|works|worked|says|said)\b)/,
  )?.[1]
  // ("He was — sorry, she was…": the founder put it right already.)
  if (!lead || /\b(?:sorry|I mean)\b/i.test(sentence)) return sentence
  const [theirs, others] = lead === 'He' ? [FEMALE, MALE] : [MALE, FEMALE]
  if (!theirs.test(before) || others.test(before)) return sentence
  const rest = sentence.slice(lead.length)
  const [other, otherOwn, own] =
    lead === 'He' ? ['she', 'her', /\b(?:he|his|him)\b/i] : ['he', 'his', /\b(?:she|her|hers)\b/i]
  return new RegExp(`\\b${other}\\b`, 'i').test(rest) &&
    new RegExp(`\\b${otherOwn}\\b`, 'i').test(rest) &&
    !own.test(rest)
    ? `${lead === 'He' ? 'She' : 'He'}${rest}`
    : sentence
}

/** "four year ago", "it takes 8 minute.": a count of two or more takes the plural (not "a 40 minute drive"). */
export function pluralAfterCount(sentence: string): string {
  // ("In 2020 year, in April": the year is said once; "a 2000 year old tree", "2023 year-end" stay.)
  return sentence.replace(/\b((?:19|20)\d\d) year\b(?![\s-]*(?:old|end|one|round)\b|s|-)/g, '$1').replace(
    // (Not a unit before its noun: "a 30 day trial", "a 3 month or 6 month plan", "7 day and 30 day passes".)
    /(?<!\b(?:a|an|the|our|per|each|every|your|their|my)\s)\b((?:[2-9]|\d{2,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|hundred) )(year|minute|hour|day|week|month)(?=\s+(?:ago|later|for|old|before|after|in|of|with|until|till)\b|\s+and\b(?!\s+\d)|\s*[.,;!?]|$)/gi,
    '$1$2s',
  )
}

export function correctSecondLanguage(sentence: string, story = false): string {
  // Quotations stay as said: they are masked while the rest is corrected.
  const quotes: string[] = []
  const masked = pluralAfterCount(sentence.replace(/["“][^"”]+["”]/g, (q) => `QUOTE${quotes.push(q) - 1}`))
  return correctUnquoted(masked, story).replace(/QUOTE(\d+)/g, (_m, i: string) => quotes[Number(i)]!)
}

function correctUnquoted(sentence: string, story: boolean): string {
  // "He have a pastry shop — his grandfather open it, 70 year ago": what someone has, owns or runs,
  // said before the past is told, is still so; "My father come to Tehran — it was 1979" is the past.
  const clauses = sentence.split(/(\s+[—–]\s+|;\s+)/)
  // "I want 150 landlords to join before April 2027": a year in a wish or a plan is still to come.
  // "Now she make the order one day before": in a story, what is so now is told in the present.
  if (
    story &&
    /^(?:Now|Today|Nowadays|These days)\b/.test(sentence) &&
    !/\b(?:(?:19|20)\d\d|ago|when|remember)\b|[—–;]/i.test(sentence)
  )
    return correctClause(sentence, false)
  const from = story
    ? 0
    : clauses.findIndex((c, i) => i % 2 === 0 && PAST_CONTEXT.test(c) && !PLANNED.test(c))
  const holds = (c: string) =>
    /\b(?:he|she|it|we|they|I)\s+(?:have|has|own|owns|run|runs|live|lives)\b/i.test(c)
  if (from > 0) return clauses.map((c, i) => (i % 2 ? c : correctClause(c, i >= from || !holds(c)))).join('')
  return correctClause(sentence, story || from === 0)
}

/** "she has 29 years": an age said as in French, Portuguese or Spanish, said as in English. */
const AGE_AS_HAD =
  /\b(he|she|it|they|I|we|you|\p{Lu}\p{Ll}+|(?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir) \p{Ll}+)\s+(has|have|had)\s+(\d{1,3})\s+(?:years?|yrs)(?:\s+old)?\b(?!\s+(?:of|in|at|with|on|as|working|experience|ago|now|already|here|there)\b)/gu

function correctClause(sentence: string, past: boolean): string {
  let out = sentence
    .replace(AGE_AS_HAD, (_m, who: string, verb: string, age: string) => {
      const many = /^(?:they|we|you)$/i.test(who)
      const be = verb === 'had' ? (many ? 'were' : 'was') : who === 'I' ? 'am' : many ? 'are' : 'is'
      return `${who} ${be} ${age}`
    })
    // "In Brazil have many young dentists": "there are", as "tem" and "hay" say.
    .replace(
      /^((?:In|At|On) \p{Lu}[\p{L}-]*(?: \p{Lu}[\p{L}-]*)?),? (?:have|has) (?=(many|much|a lot of|lots of|no|some|few|more|only|\d))/u,
      (_m, where: string, how: string) => `${where} there ${how === 'much' ? 'is' : 'are'} `,
    )
    .replace(
      /\bfor (sell|buy|help|pay|make|get|see|talk|know|find|do|attend|serve|improve|give|learn|offer|reduce)\b/gi,
      'to $1',
    )
    // German "müssen nicht", Portuguese "não precisam": "they must not pay" is "they don't have to pay".
    .replace(
      // (Only of what one is spared: "you must not take everything" forbids, as in English.)
      /\b(I|we|they|you|people|guests|customers|clients|he|she|it)\s+must not\s+(?=(?:pay|worry|look|call|wait|bring|install|download|print|register|travel|drive|queue)\b)/giu,
      (_m, who: string) => `${who} ${/^(?:he|she|it)$/i.test(who) ? "doesn't" : "don't"} have to `,
    )
    // German "aktuell": "Actual we have 180 huts" is "Currently".
    .replace(/^Actual,?\s+(?=(?:we|I|there|they|the|our)\b)/u, 'Currently ')
    // "It is booking system for huts", "Júlia is dentist": the article a first language has none of. (A
    // thing only after its name or "It": "Problem is system" meant the system.)
    .replace(
      /\b(is|was)\s+(?=(?:(?!(?:a|an|the|my|our|your|his|her|their|this|that|no|one|not|also|just|very|still)\s)[\p{Ll}-]+\s)?(?:dentist|doctor|farmer|teacher|engineer|nurse|agronomist|lawyer|designer|architect|baker|mechanic|pharmacist|veterinarian|electrician|plumber)\b)|(?<=\b(?:It|\p{Lu}\p{Ll}+[\p{L}-]*)\s)(is)\s+(?=(?:(?!(?:a|an|the|my|our|your|his|her|their|this|that|no|one|not|also|just|very|still)\s)[\p{Ll}-]+\s)?(?:system|platform|app|tool|service)\b)/gu,
      (m: string, person: string | undefined, thing: string | undefined, at: number, all: string) => {
        // (A thing's article only after a name no dictionary has: "Trocheak is app", not "Problem is system".)
        const before = all.slice(0, at).trim().split(/\s+/).at(-1) ?? ''
        if (thing && before !== 'It' && isEnglishWord(before.toLowerCase())) return m
        return `${person ?? thing} ${/^[aeiou]/i.test(all.slice(at + m.length)) ? 'an' : 'a'} `
      },
    )
    // "we make fog collectors, is the nets that catch…": what they are, said as "es la red que…".
    .replace(
      /(\p{Ll}{3,}s), is (the|a|an) (?=\p{Ll}+s? (?:that|which|who|for|of|to)\b)/gu,
      (m, noun: string, det: string) =>
        /^(?:always|sometimes|perhaps|besides|nowadays|anyways|afterwards|towards|thus|plus|yes|unless|whereas)$/.test(
          noun,
        )
          ? m
          : `${noun}: ${det} `,
    )
    // "…cannot buy new equipment, So they wait": no capital after a comma.
    .replace(/,\s+(So|And|But|Because|Then|Or)\b(?=\s+\p{Ll})/gu, (m, w: string) =>
      m.replace(w, w.toLowerCase()),
    )
  // Only a present tense told about the past moves: nothing moves the other way.
  if (past) {
    // Nothing in the present (the cached tagging says so), or no speaker before a verb (`tellsOf`):
    // nothing to move, and no second parse.
    if (!analyse(out).some((x) => x.tokens.some((t) => t.tags.has('PresentTense')))) return out
    if (!TOLD_BY.test(out)) return out
    const doc = nlp(out)
    doc.verbs().forEach((verb) => {
      const grammar = (
        verb.json()[0] as { verb?: { grammar?: { tense?: string; form?: string; copula?: boolean } } }
      ).verb?.grammar
      if (grammar?.tense === 'PresentTense' && grammar.form === 'simple-present' && !grammar.copula)
        (verb as unknown as { toPastTense(): unknown }).toPastTense()
    })
    const changed = doc.text().split(/\s+/)
    const original = out.split(/\s+/)
    if (changed.length === original.length)
      out = original
        .map((word, i) => {
          if (!tellsOf(original, i)) return word
          // "When I went down": a verb already in the past stays (the tagger's past of "went" is "wented").
          if (saidInPast(word)) return word
          // "she lying on the step" was lying there: a bare -ing form takes its "was", not the past
          // ("In March 2023, during Cyclone Freddy": a preposition is no verb).
          if (
            /^\p{Ll}+ing[,.!?;:]?$/u.test(word) &&
            !/^(?:thing|bring|sing|ring|king|spring|swing|sting|cling|fling|wring)/.test(word) &&
            isGerund(word)
          )
            return `${/^(?:I|he|she|He|She)$/.test(original[i - 1] ?? '') ? 'was' : 'were'} ${word}`
          // "she aint miss one morning": a word no tense fits stays as said.
          if (/^ain['’]?t$/i.test(word)) return word
          return changed[i]!
        })
        .join(' ')
    return out
  }
  out = out.replace(
    /\b(he|she|it|He|She|It|\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+) (say|have|do|go|need|want|pay|know|mean|tell|come|make|take|receive|sell|buy|think|get|visit)\b/gu,
    (_m, who: string, verb: string) => `${who} ${thirdPerson(verb.toLowerCase())}`,
  )
  // "the farmer need" → "the farmer needs"; never "the men work" (a plural) or "make the system work"
  // (a verb's bare form after make, let, help, see).
  return out.replace(
    /(\b\p{L}+\s+)?\b(the|my|our|a|each|every) (\p{L}+)((?: from \p{Lu}\p{L}+)?) (need|want|pay|know|mean|tell|receive|sell|buy|say|think|make|get|take|have|do|help|visit|come|go|work|start|grow|use)\b/giu,
    (m, lead: string | undefined, det: string, noun: string, from: string, verb: string, offset: number) =>
      /s$/.test(noun) ||
      plural(noun) ||
      /^(?:make|makes|made|making|let|lets|letting|help|helps|helped|helping|see|saw|seen|watch|watched|hear|heard|did|does|do|will|would|can|could|should|to)\s+$/i.test(
        lead ?? '',
      ) ||
      // "The people in the periphery need": the noun after a preposition is not who needs ("Her score on
      // the website go down" is the score's).
      (/^(?:in|of|from|at|on|with|for|near|around|across|by|under|inside|outside|without|about|like)\s+$/i.test(
        lead ?? '',
      ) &&
        !singularBefore(out.slice(0, offset))) ||
      // "the farmer and the buyer pay": one subject of two; ", and the patient pay more" is a clause of its own.
      (/^(?:and|or)\s+$/i.test(lead ?? '') && !/[,;—–]\s*$/.test(out.slice(0, offset)))
        ? m
        : `${lead ?? ''}${det} ${noun}${from} ${thirdPerson(verb.toLowerCase())}`,
  )
}
