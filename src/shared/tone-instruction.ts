/** Tone instructions a founder gives about their posts: rules for the writer, never post material. */

/** How the founder wants to sound (read by the server's `ai/tone.ts` from the interview): constraints on every post. */
export type ToneRules = {
  /** The founder's instructions, cleaned, as the founder sees them ("No emoji.", "Avoid hype."). */
  rules: string[]
  /** No emoji at all in posts. */
  noEmoji: boolean
  /** Particular emoji the founder does not want (🚀 for "no rocket emoji"). */
  bannedEmoji: string[]
  /** No hashtags. */
  noHashtags: boolean
  /** All lower case, as the founder writes ("fun + lowercase"); acronyms keep their capitals. */
  lowercase?: boolean
}

/** A statement about style rather than about the product: what a sentence says to the writer. */
const STYLE_SUBJECT =
  /\b(emojis?|hashtags?|exclamation( marks?| points?)?|jargon|buzzwords?|hype|hyp(ey|y)|salesy|corporate|cringe|cringy|tone|voice|growth[- ]?hack\w*|clickbait|humble ?brags?|threads?|all caps|lowercase|formal|casual|swear\w*|sound(s|ing)? (like|too|more|less)|write (like|as)|posts? (should|must)|marketing[- ]speak|linkedin[- ]speak|influencer)\b/i
const DIRECTIVE =
  /\b(no|don'?t|do not|never|avoid|hate|please|without|keep it|not too|less|more|i want (it|them|my posts|posts|the posts) to|like i talk|prefer|rather|fine|ok(ay)?|welcome|love)\b/i

/**
 * Whether a sentence is an instruction about style, not material for a post: it names a style and
 * directs it, with the direction outside the style's own words ("sound like the receptionist" in a
 * story is not an instruction).
 */
export function isToneInstruction(sentence: string): boolean {
  const style = STYLE_SUBJECT.exec(sentence)
  if (!style) return false
  const rest = sentence.slice(0, style.index) + sentence.slice(style.index + style[0].length)
  return DIRECTIVE.test(rest) && !/\b(I|we) (rewrote|wrote|changed|made)\b/i.test(sentence)
}
