/**
 * How the founder wants to sound, read from their own answers: constraints for every post (emoji or
 * not, words and formats to avoid) that are shown to the founder and never posted themselves.
 */
import { isToneInstruction } from '../../shared/tone-instruction'
import type { ToneRules, TranscriptLine } from './provider'

export type { ToneRules }
export { isToneInstruction }

const EMOJI_NAMES: Record<string, string> = {
  rocket: '🚀',
  fire: '🔥',
  '100': '💯',
  eyes: '👀',
  clap: '👏',
  'clapping hands': '👏',
  'thumbs up': '👍',
  'party popper': '🎉',
  party: '🎉',
  sparkles: '✨',
  'pointing finger': '👉',
  'mind blown': '🤯',
  muscle: '💪',
  heart: '❤️',
  peanut: '🥜',
  nut: '🥜',
  chestnut: '🌰',
}

/** Words that leave "emoji" meaning every emoji ("no emoji", "never use emojis"), not one ("the peanut emoji"). */
const ANY_EMOJI =
  'no|any|use|using|with|without|the|of|zero|more|many|all|an|a|never|hate|avoid|too|please|or|and'

/** Whether an interviewer's message asks how the founder wants to sound. */
export const asksAboutTone = (question: string) => {
  // The last question asked, not the greeting before it ("…posts in your own voice").
  const asked =
    question
      .split(/(?<=[.!?])\s+/)
      .filter((s) => s.includes('?'))
      .at(-1) ?? ''
  return /\b(how (do|would) you (want|like) (to sound|your posts to sound|them to sound)|sound like|your tone|words? (you|to) (never|avoid)|emoji|hashtags)\b/i.test(
    asked,
  )
}

const sentences = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=\S)/)
    .map((s) => s.trim())
    .filter(Boolean)

const tidy = (s: string) => {
  const t = s.replace(/^(and|but|so|also|oh,? and|um+,?|uh+,?)\s+/i, '').trim()
  const closed = /[.!?]$/.test(t) ? t : `${t}.`
  return closed.charAt(0).toUpperCase() + closed.slice(1)
}

/**
 * The tone rules in a transcript: every sentence of an answer to a question about tone, and any
 * style instruction said elsewhere.
 */
export function toneRules(transcript: TranscriptLine[]): ToneRules {
  const said: string[] = []
  let askedTone = false
  for (const line of transcript) {
    if (line.speaker === 'interviewer') {
      askedTone = asksAboutTone(line.content)
      continue
    }
    for (const s of sentences(line.content))
      if (isToneInstruction(s) || (askedTone && s.split(/\s+/).length >= 2)) said.push(tidy(s))
  }
  const rules = [...new Set(said)]
  const all = rules.join(' ').toLowerCase()
  const negated = (what: string) =>
    new RegExp(
      `\\b(no|don'?t (use|want)|do not (use|want)|never|avoid|hate|without|zero)\\b[^.]*\\b${what}`,
      'i',
    )
  const bannedEmoji = Object.entries(EMOJI_NAMES)
    .filter(([name]) => negated(`${name}\\s+emojis?\\b`).test(all))
    .map(([, e]) => e)
  // "NEVER the peanut emoji or any nut emoji": one emoji banned, the others welcome.
  const noEmoji =
    bannedEmoji.length === 0 &&
    new RegExp(
      `\\b(?:no|don'?t (?:use|want)|do not (?:use|want)|never|avoid|hate|without|zero)(?:\\s+|\\b[^.]*?\\b(?:${ANY_EMOJI})\\s+)emojis?\\b`,
      'i',
    ).test(all)
  const lowercase =
    /\blower[\s-]?case\b|\bno (capitals|caps)\b/.test(all) && !negated('lower[\\s-]?case').test(all)
  return { rules, noEmoji, bannedEmoji, noHashtags: negated('hashtags?\\b').test(all), lowercase }
}

const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu

/** A post as the rules allow it: emoji and hashtags removed where the founder said so. */
export function applyTone(text: string, tone: ToneRules): string {
  let out = text
  if (tone.noEmoji) out = out.replace(EMOJI, '')
  for (const e of tone.bannedEmoji) out = out.replaceAll(e, '')
  if (tone.noHashtags) out = out.replace(/(^|\s)#[\p{L}\p{N}_]+/gu, '$1')
  // Lower case as asked, except acronyms ("SPF", "NHS") and someone's words in quotation marks, which
  // are theirs ("you don't lowercase a customer's exact words").
  if (tone.lowercase)
    out = out
      .split(/(["“][^"”]*["”])/)
      .map((part, i) =>
        i % 2
          ? part
          : part.replace(/\p{L}[\p{L}'’-]*/gu, (w) => (/^\p{Lu}{2,}s?$/u.test(w) ? w : w.toLowerCase())),
      )
      .join('')
  return out
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +\n/g, '\n')
    .trim()
}
