import { describe, expect, it } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkAlt, checkImage, imageFacts, MAX_ALT_LENGTH, MAX_GIF_BYTES, MAX_IMAGE_BYTES } from './images'

const file = (name: string) => new Uint8Array(readFileSync(join(import.meta.dir, 'testdata', name)))

describe('imageFacts', () => {
  it.each([
    ['pixel-64x48.png', 'image/png', 64, 48],
    ['pixel-64x48.jpg', 'image/jpeg', 64, 48],
    ['pixel-64x48.webp', 'image/webp', 64, 48],
    ['lossless-65x33.webp', 'image/webp', 65, 33],
    ['pixel-64x48.gif', 'image/gif', 64, 48],
  ])('reads %s as %s, %p×%p, from its bytes', (name, type, width, height) =>
    expect(imageFacts(file(name))).toEqual({ type, width, height, size: file(name).length } as never),
  )

  it.each([
    ['text', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an empty file', new Uint8Array()],
    ['a PNG cut short', file('pixel-64x48.png').subarray(0, 12)],
    ['a PDF', new TextEncoder().encode('%PDF-1.7 …')],
  ])('knows %s is no image', (_, bytes) => expect(imageFacts(bytes)).toBeNull())
})

describe('checkImage', () => {
  it('takes a small image', () =>
    expect(checkImage(file('pixel-64x48.jpg'))).toEqual({
      facts: { type: 'image/jpeg', width: 64, height: 48, size: file('pixel-64x48.jpg').length },
    }))

  it.each([
    [
      'no image',
      new TextEncoder().encode('hello'),
      'That file is not an image we can post: use a PNG, JPEG, WebP or GIF.',
    ],
    ['too wide', file('wide-9000x10.png'), 'That image is 9000×10 pixels; the limit is 8192 on a side.'],
  ])('refuses %s with a message', (_, bytes, problem) => expect(checkImage(bytes)).toEqual({ problem }))

  it('holds a still image to 5 MB and a GIF to 15 MB', () => {
    const padded = (name: string, size: number) => {
      const out = new Uint8Array(size)
      out.set(file(name))
      return out
    }
    expect(checkImage(padded('pixel-64x48.png', MAX_IMAGE_BYTES + 1))).toEqual({
      problem: 'That PNG is 5.1 MB; the limit is 5 MB.',
    })
    expect('facts' in checkImage(padded('pixel-64x48.gif', MAX_IMAGE_BYTES + 1))).toBe(true)
    expect(checkImage(padded('pixel-64x48.gif', MAX_GIF_BYTES + 200_000))).toEqual({
      problem: 'That GIF is 15.2 MB; the limit is 15 MB.',
    })
  })
})

describe('checkAlt', () => {
  it('trims a description and refuses one too long', () => {
    expect(checkAlt('  A red van on a quay.  ')).toEqual({ alt: 'A red van on a quay.' })
    expect(checkAlt('x'.repeat(MAX_ALT_LENGTH + 1))).toEqual({
      problem: `The description is ${MAX_ALT_LENGTH + 1} characters; the limit is ${MAX_ALT_LENGTH}.`,
    })
  })
})
