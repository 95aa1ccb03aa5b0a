import { TWEET_LIMIT } from './limits'

/**
 * The networks a plan can go to, and each one's own rules for a post: how it counts length, its limit,
 * and whether it has threads. Pure, shared by the server (checks, variants, posting) and the web
 * (counters on each variant).
 */

export const NETWORKS = ['x', 'linkedin', 'bluesky', 'mastodon'] as const
export type Network = (typeof NETWORKS)[number]
/** The networks a plan reaches besides X (each post's own row is its X delivery). */
export const OTHER_NETWORKS = ['linkedin', 'bluesky', 'mastodon'] as const satisfies readonly Network[]
export type OtherNetwork = (typeof OTHER_NETWORKS)[number]

export const NETWORK_NAMES: Record<Network, string> = {
  x: 'X',
  linkedin: 'LinkedIn',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
}

/** Mastodon's default limit; an instance may set its own (`configuration.statuses.max_characters`). */
export const MASTODON_DEFAULT_LIMIT = 500
/** A link counts as this many characters on X and on Mastodon, however long it is. */
export const LINK_LENGTH = 23

type Rule = {
  /** The most a post may hold, in the network's own unit. */
  limit: number
  /** The unit the network counts, as a user would read it in a message. */
  unit: 'characters' | 'graphemes'
  /** Whether a thread can go out as a reply chain (LinkedIn has none: a thread becomes one post). */
  threads: boolean
  count: (text: string) => number
  /** A cap in UTF-8 bytes as well (Bluesky's 3,000: ten bytes a grapheme on average). */
  maxBytes?: number
}

const LINK = /\bhttps?:\/\/[^\s<>"]+/giu
/** On X an address without a scheme is a link too ("holdback.co.nz/myob"), shortened like any other. */
const X_LINK =
  /\b(?:https?:\/\/[^\s<>"]+|(?:[\p{L}\d-]+\.)+(?:com|org|net|io|app|co|uk|de|fr|ai|dev|me|eu|ca|au|nz|ie|es|nl|pl|za|in|se|shop|store|xyz)\b(?:\/[^\s<>"]*)?)/giu

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })
const graphemes = (text: string) => segmenter.segment(text)

/** A link's trailing punctuation ("…/lublin.", "…/myob)") belongs to the sentence, not the link. */
const linkOnly = (match: string) => match.replace(/[.,;:!?)\]'"]+$/, '')

/**
 * X's weighted length (its twitter-text rule): most Latin, Greek, Cyrillic and general punctuation
 * count 1, everything else (CJK, emoji) 2, and every link 23.
 */
export function xLength(text: string): number {
  const links = (text.match(X_LINK) ?? []).map(linkOnly)
  let rest = text
  for (const link of links) rest = rest.replace(link, '')
  let weight = links.length * LINK_LENGTH
  // An emoji sequence (a flag, a family, a skin tone) counts once, as 2.
  for (const { segment } of graphemes(rest)) {
    if (/\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(segment)) {
      weight += 2
      continue
    }
    for (const char of segment) {
      const code = char.codePointAt(0)!
      weight +=
        code <= 4351 ||
        (code >= 8192 && code <= 8205) ||
        (code >= 8208 && code <= 8223) ||
        (code >= 8242 && code <= 8247)
          ? 1
          : 2
    }
  }
  return weight
}

/** Mastodon's length: code points, a link as 23, a remote mention as its local part ("@ana@x.social" → "@ana"). */
export function mastodonLength(text: string): number {
  const counted = text
    .replace(LINK, 'x'.repeat(LINK_LENGTH))
    .replace(/(^|[^\p{L}\d_/])(@[\p{L}\d_]+)@[\p{L}\d.-]+\.[\p{L}]{2,}/gu, '$1$2')
  return [...counted].length
}

/** Bluesky's length: graphemes, what a reader sees as one character (an emoji with its modifiers is one). */
export function graphemeLength(text: string): number {
  let n = 0
  for (const _ of graphemes(text)) n++
  return n
}

export const NETWORK_RULES: Record<Network, Rule> = {
  x: { limit: TWEET_LIMIT, unit: 'characters', threads: true, count: xLength },
  bluesky: { limit: 300, unit: 'graphemes', threads: true, count: graphemeLength, maxBytes: 3000 },
  mastodon: { limit: MASTODON_DEFAULT_LIMIT, unit: 'characters', threads: true, count: mastodonLength },
  // LinkedIn's Posts API takes up to 3,000 characters of commentary.
  linkedin: { limit: 3000, unit: 'characters', threads: false, count: (text) => text.length },
}

/**
 * What is wrong with one post (or one thread part) for a network, in words a user can act on, or
 * null. `limit` is the channel's own where it has one (a Mastodon instance's).
 */
export function variantProblem(
  network: Network,
  text: string,
  limit = NETWORK_RULES[network].limit,
): string | null {
  const rule = NETWORK_RULES[network]
  if (!text.trim()) return `The ${NETWORK_NAMES[network]} post is empty`
  const length = rule.count(text)
  if (length > limit)
    return `Too long for ${NETWORK_NAMES[network]}: ${length} ${rule.unit}, the limit is ${limit}`
  const size = new TextEncoder().encode(text).length
  if (rule.maxBytes && size > rule.maxBytes)
    return `Too long for ${NETWORK_NAMES[network]}: ${size} bytes of text, the limit is ${rule.maxBytes}`
  return null
}

/** A thread's numbering ("1/4", "(2/5)", "2/") at a part's start or end: it means nothing in one post. */
const PART_NUMBER = /^\s*\(?\d+\s*\/\s*\d*\)?\s*|\s*\(?\d+\s*\/\s*\d+\)?\s*$/g

/** A thread said as one post, for a network without threads: the parts as paragraphs, unnumbered. */
export function threadAsOnePost(parts: string[]): string {
  return parts
    .map((part) => part.replace(PART_NUMBER, '').trim())
    .filter(Boolean)
    .join('\n\n')
}

/**
 * LinkedIn's "little text" commentary: its reserved characters are escaped, or the Posts API reads
 * them as markup (a "(" or "#" cut the post short, an "@" became a broken mention).
 */
export function linkedInCommentary(text: string): string {
  return text.replace(/[\\|{}@[\]()<>#*_~]/g, (c) => `\\${c}`)
}

/** A range of a Bluesky post's text, in UTF-8 bytes as the network indexes it. */
export type ByteRange = { byteStart: number; byteEnd: number }
/** A link or a mention in a Bluesky post; a mention's handle is resolved to its DID when it is sent. */
export type BlueskyFacet =
  | { index: ByteRange; kind: 'link'; uri: string }
  | { index: ByteRange; kind: 'mention'; handle: string }

const encoder = new TextEncoder()
const bytes = (text: string) => encoder.encode(text).length

/**
 * The links and mentions of a Bluesky post, with their UTF-8 byte ranges: without facets Bluesky
 * shows a link as plain text and a mention as nobody. A link's trailing punctuation is not part of it.
 */
export function blueskyFacets(text: string): BlueskyFacet[] {
  const facets: BlueskyFacet[] = []
  for (const m of text.matchAll(LINK)) {
    const uri = linkOnly(m[0])
    const start = bytes(text.slice(0, m.index))
    facets.push({ index: { byteStart: start, byteEnd: start + bytes(uri) }, kind: 'link', uri })
  }
  for (const m of text.matchAll(/(^|[\s(])@([a-z0-9][a-z0-9-]*(?:\.[a-z0-9][a-z0-9-]*)+)/giu)) {
    const handle = m[2]!.replace(/\.$/, '')
    const at = m.index! + m[1]!.length
    const start = bytes(text.slice(0, at))
    facets.push({
      index: { byteStart: start, byteEnd: start + bytes(`@${handle}`) },
      kind: 'mention',
      handle,
    })
  }
  return facets.sort((a, b) => a.index.byteStart - b.index.byteStart)
}

/** A post as one network takes it: one text, or a thread's parts in order. */
export type Variant = { content: string; threadParts: string[] | null }

/**
 * The post made for a network from its X text, the same words: LinkedIn has no threads (one post, the
 * parts as paragraphs); Mastodon's longer limit packs a thread's parts into fewer posts; X and Bluesky
 * take the parts as they are. `limit` is the channel's own where it has one.
 */
export function variantFor(
  network: Network,
  post: Variant & { linkedinVariant?: string | null },
  limit = NETWORK_RULES[network].limit,
): Variant {
  // The plan's own LinkedIn version, written with the post from the same answers, when it fits.
  if (network === 'linkedin' && post.linkedinVariant && !variantProblem(network, post.linkedinVariant, limit))
    return { content: post.linkedinVariant, threadParts: null }
  const parts = post.threadParts?.length ? post.threadParts : [post.content]
  if (!NETWORK_RULES[network].threads) return { content: threadAsOnePost(parts), threadParts: null }
  if (network !== 'mastodon' || parts.length < 2) return { content: parts[0]!, threadParts: post.threadParts }
  const packed: string[] = []
  for (const part of parts) {
    const last = packed.at(-1)
    const joined = last === undefined ? part : `${last}\n\n${part}`
    if (last !== undefined && NETWORK_RULES.mastodon.count(joined) <= limit)
      packed[packed.length - 1] = joined
    else packed.push(part)
  }
  return { content: packed[0]!, threadParts: packed.length > 1 ? packed : null }
}
