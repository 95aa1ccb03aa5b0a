/** Small, deterministic text helpers for the offline engine (the English analysis is in nlp.ts). */

const swaps: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  "we're": "you're",
  "we've": "you've",
  "we'll": "you'll",
  us: 'you',
  our: 'your',
  ours: 'yours',
  am: 'are',
}

/** First person to second person, so a reflection reads as addressed to the speaker. */
export function toSecondPerson(text: string): string {
  return (
    text
      .replace(/\bI['’]m\b/g, "you're")
      .replace(/\bI am\b/g, 'you are')
      .replace(/\bI was\b/g, 'you were')
      .replace(/\bI wasn['’]t\b/g, "you weren't")
      // Words of any script: "Tjøme" is one word, not "Tj" and "me".
      .replace(/(?<![\p{L}\p{N}'’])[\p{L}\p{N}'’]+/gu, (w) => {
        const swap = swaps[w.toLowerCase()]
        return swap ?? w
      })
  )
}

/** Stable small hash so choices vary by content but never by run. */
export function stableIndex(text: string, modulo: number): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return Math.abs(h) % modulo
}

/** Streams text in word-sized chunks, like a model would. */
export function* chunkWords(text: string): Generator<string> {
  const parts = text.match(/\S+\s*|\s+/g) ?? []
  for (const part of parts) yield part
}

/** The endings of web addresses founders give ("stalecal.com", "keaneclean.ie", "leiftur.is"), typed. */
export const WEB_ENDINGS =
  'com|org|net|io|app|dog|co|uk|de|fr|ai|dev|shop|store|me|eu|ca|au|nz|ie|es|nl|br|ke|ee|pl|za|se|fi|dk|ch|pt|cz|sg|ng|mx|in|cymru|at|be|us|jp|gh|tr|ro|info|xyz|club|studio|coffee|farm|bike|no|is|ph|tt|jm|ug|tz|rw|zm|zw|sn|ma|eg|it|gr|hu|lt|lv|sk|si|hr|rs|bg|ua|ge|il|ae|pk|bd|lk|np|vn|th|my|id|kr|tw|hk|ar|cl|pe|uy|ec|bo|mn|am|bb|kz|uz|az|by|md|lu|cy|mt|lk|kh|la|mm|np|et|cm|ci|bw|na|mu|gy|sr|ht|bs|bz|gt|hn|sv|ni|cr|pa|ve|py|fj|pg|ws|tv|sb|vu|ki|jo|lb|sa|qa|kw|bh|om|af|tj|tm|kg|mv|bt|bn|tn|dz|mg|mz|mw|ls|sz|ao|cd|cg|ml|bf|gn|sl|lr|tg|bj|gm|cv|sc|fo|gl|ad|mc|sm|li|al|mk|ba|ag|dm|lc|vc|kn|gd|ky|bm|aw|cw'

/**
 * The same endings said aloud ("fulltank dot tt"), less those that are English words: "the dot is red"
 * is no address.
 */
export const SPOKEN_WEB_ENDINGS = WEB_ENDINGS.split('|')
  .filter((e) => !['is', 'no', 'it', 'my', 'id', 'am', 'by', 'la', 'et', 'na', 'pa', 'ad'].includes(e))
  .join('|')

/** A web address as founders give it ("mtaacounts.org/sponsor", "https://…"). */
export const ADDRESS = new RegExp(
  // Any country's two letters when a path follows ("dulaanger.mn/donate"), the known endings alone.
  `\\b(?:https?:\\/\\/)?[\\p{L}\\d-]+(?:\\.[\\p{L}\\d-]+)*\\.(?:${WEB_ENDINGS}|[a-z]{2}(?=\\/))(?:\\.[a-z]{2})?(?![\\p{L}\\d-])(?:\\/[^\\s,)]*)?`,
  'iu',
)
