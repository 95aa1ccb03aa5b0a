/**
 * Pictures on posts (issue #28): what a file must be to go on a post, read from its own bytes (never
 * from the name or the type a browser claims). Pure, shared by the server's checks and the web's.
 */

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

/** A post holds at most four images: X's limit, and Bluesky's and Mastodon's. */
export const MAX_IMAGES_PER_POST = 4
/** X takes a still image up to 5 MB and a GIF up to 15 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const MAX_GIF_BYTES = 15 * 1024 * 1024
/** The longest side a network keeps at full size; larger pictures are refused rather than shrunk. */
export const MAX_IMAGE_SIDE = 8192
/** X's limit for an image description; the others allow at least as much. */
export const MAX_ALT_LENGTH = 1000

export type ImageFacts = { type: ImageType; width: number; height: number; size: number }

const NAMES: Record<ImageType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8)
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!
const ascii = (b: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...b.subarray(at, at + length))

/** A JPEG's size, from its first start-of-frame marker. */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let at = 2
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null
    const marker = b[at + 1]!
    // Fill bytes and markers with no length (restart markers, TEM).
    if (marker === 0xff) {
      at++
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) }
    at += 2 + u16be(b, at + 2)
  }
  return null
}

/** What the bytes are (type and size in pixels), or null when they are none of the four kinds. */
export function imageFacts(b: Uint8Array): ImageFacts | null {
  const size = b.length
  if (size >= 24 && u32be(b, 0) === 0x89504e47 && u32be(b, 4) === 0x0d0a1a0a && ascii(b, 12, 4) === 'IHDR')
    return { type: 'image/png', width: u32be(b, 16), height: u32be(b, 20), size }
  if (size >= 10 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a'))
    return { type: 'image/gif', width: u16le(b, 6), height: u16le(b, 8), size }
  if (size >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    const dims = jpegSize(b)
    return dims ? { type: 'image/jpeg', ...dims, size } : null
  }
  if (size >= 30 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') {
    const chunk = ascii(b, 12, 4)
    if (chunk === 'VP8 ')
      return { type: 'image/webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff, size }
    if (chunk === 'VP8L' && b[20] === 0x2f)
      return {
        type: 'image/webp',
        width: 1 + (((b[22]! & 0x3f) << 8) | b[21]!),
        height: 1 + (((b[24]! & 0x0f) << 10) | (b[23]! << 2) | ((b[22]! & 0xc0) >> 6)),
        size,
      }
    if (chunk === 'VP8X')
      return { type: 'image/webp', width: 1 + u24le(b, 24), height: 1 + u24le(b, 27), size }
  }
  return null
}

/** A size in MB, rounded up to a tenth (a file just over the limit never reads as at it). */
const megabytes = (n: number) => `${String(Math.ceil((n / 1024 / 1024) * 10) / 10)} MB`

/** Why a file cannot go on a post (a message for the founder), or its facts when it can. */
export function checkImage(b: Uint8Array): { facts: ImageFacts } | { problem: string } {
  const facts = imageFacts(b)
  if (!facts || facts.width < 1 || facts.height < 1)
    return { problem: 'That file is not an image we can post: use a PNG, JPEG, WebP or GIF.' }
  const limit = facts.type === 'image/gif' ? MAX_GIF_BYTES : MAX_IMAGE_BYTES
  if (facts.size > limit)
    return {
      problem: `That ${NAMES[facts.type]} is ${megabytes(facts.size)}; the limit is ${megabytes(limit)}.`,
    }
  if (facts.width > MAX_IMAGE_SIDE || facts.height > MAX_IMAGE_SIDE)
    return {
      problem: `That image is ${facts.width}×${facts.height} pixels; the limit is ${MAX_IMAGE_SIDE} on a side.`,
    }
  return { facts }
}

/** An image's description as stored: trimmed, or a message when it is too long. */
export function checkAlt(alt: string): { alt: string } | { problem: string } {
  const text = alt.trim()
  return text.length > MAX_ALT_LENGTH
    ? { problem: `The description is ${text.length} characters; the limit is ${MAX_ALT_LENGTH}.` }
    : { alt: text }
}
