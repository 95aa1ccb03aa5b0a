import { describe, expect, it } from 'bun:test'
import {
  blueskyFacets,
  graphemeLength,
  linkedInCommentary,
  mastodonLength,
  threadAsOnePost,
  variantFor,
  variantProblem,
  xLength,
} from './networks'

describe("each network's own length rule", () => {
  it.each([
    ['plain Latin text counts one per character', 'Hello, world', 12],
    [
      'a link counts 23 however long',
      'Read https://example.com/a/very/long/path/that/goes/on/and/on today',
      5 + 23 + 6,
    ],
    ['an address without a scheme is a link too', 'Book at holdback.co.nz/myob.', 8 + 23 + 1],
    ['CJK counts two', '日本語', 6],
    ['an emoji counts two, a family of four too', 'hi 👋 👨‍👩‍👧‍👦', 3 + 2 + 1 + 2],
    ['accents count one', 'Kraków café', 11],
  ])('X: %s', (_label, text, length) => {
    expect(xLength(text)).toBe(length)
  })

  it.each([
    ['an emoji with its modifiers is one grapheme', '👍🏽 ok', 4],
    ['a flag is one', '🇵🇱', 1],
    ['combining accents stay with their letter', 'e\u0301', 1],
    ['links count as written', 'https://example.com', 19],
  ])('Bluesky: %s', (_label, text, length) => {
    expect(graphemeLength(text)).toBe(length)
  })

  it.each([
    ['a link counts 23', 'see https://example.com/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p', 4 + 23],
    ['a remote mention counts its local part', 'thanks @ana@fosstodon.org!', 7 + 4 + 1],
    ['an emoji counts its code points', '👍', 1],
  ])('Mastodon: %s', (_label, text, length) => {
    expect(mastodonLength(text)).toBe(length)
  })
})

describe('a variant too long for its network', () => {
  it.each([
    ['x', 'a'.repeat(280), undefined, null],
    ['x', 'a'.repeat(281), undefined, 'Too long for X: 281 characters, the limit is 280'],
    ['x', '日'.repeat(141), undefined, 'Too long for X: 282 characters, the limit is 280'],
    ['bluesky', '👍🏽'.repeat(300), undefined, null],
    ['bluesky', 'a'.repeat(301), undefined, 'Too long for Bluesky: 301 graphemes, the limit is 300'],
    [
      'bluesky',
      '👩‍👩‍👧'.repeat(200),
      undefined,
      'Too long for Bluesky: 3600 bytes of text, the limit is 3000',
    ],
    ['mastodon', 'a'.repeat(500), undefined, null],
    ['mastodon', 'a'.repeat(501), undefined, 'Too long for Mastodon: 501 characters, the limit is 500'],
    ['mastodon', 'a'.repeat(600), 1000, null],
    ['mastodon', 'a'.repeat(600), 550, 'Too long for Mastodon: 600 characters, the limit is 550'],
    ['linkedin', 'a'.repeat(3000), undefined, null],
    ['linkedin', 'a'.repeat(3001), undefined, 'Too long for LinkedIn: 3001 characters, the limit is 3000'],
    ['linkedin', '   ', undefined, 'The LinkedIn post is empty'],
  ] as const)('%s, %#', (network, text, limit, problem) => {
    expect(variantProblem(network, text, limit)).toBe(problem)
  })
})

describe('a thread on a network without threads', () => {
  it('becomes one post, its parts as paragraphs without their numbers', () => {
    expect(threadAsOnePost(['1/3 We shipped it.', '(2/3) It broke.', 'We fixed it by Monday. 3/3'])).toBe(
      'We shipped it.\n\nIt broke.\n\nWe fixed it by Monday.',
    )
  })
})

describe("LinkedIn's commentary", () => {
  it('escapes the characters its little-text format reserves', () => {
    expect(linkedInCommentary('Ask (nicely) #growth @ana [x] 50% off_now')).toBe(
      'Ask \\(nicely\\) \\#growth \\@ana \\[x\\] 50% off\\_now',
    )
  })
})

describe('Bluesky facets', () => {
  it('mark links and mentions by their UTF-8 byte ranges, punctuation left out', () => {
    const text = 'Zażółć: https://roj.pl/lublin. Thanks @ana.bsky.social!'
    const facets = blueskyFacets(text)
    const slice = (r: { byteStart: number; byteEnd: number }) =>
      new TextDecoder().decode(new TextEncoder().encode(text).slice(r.byteStart, r.byteEnd))
    expect(facets.map((f) => [f.kind, slice(f.index)])).toEqual([
      ['link', 'https://roj.pl/lublin'],
      ['mention', '@ana.bsky.social'],
    ])
    expect(facets[0]).toMatchObject({ uri: 'https://roj.pl/lublin' })
    expect(facets[1]).toMatchObject({ handle: 'ana.bsky.social' })
  })

  it('find none in plain text or in an email address', () => {
    expect(blueskyFacets('Write to ana@example.com or reply here.')).toEqual([])
  })
})

describe("a post's variant for each network", () => {
  const thread = { content: 'One.', threadParts: ['One.', 'Two.', 'Three.'] }
  const long = 'x'.repeat(200)
  it.each([
    ['x', thread, thread],
    ['bluesky', thread, thread],
    ['linkedin', thread, { content: 'One.\n\nTwo.\n\nThree.', threadParts: null }],
    // Mastodon's 500 holds the whole short thread as one post…
    ['mastodon', thread, { content: 'One.\n\nTwo.\n\nThree.', threadParts: null }],
    // …and a long one in as few parts as fit.
    [
      'mastodon',
      { content: long, threadParts: [long, long, long] },
      { content: `${long}\n\n${long}`, threadParts: [`${long}\n\n${long}`, long] },
    ],
    ['linkedin', { content: 'Just one.', threadParts: null }, { content: 'Just one.', threadParts: null }],
  ] as const)('%s', (network, post, expected) => {
    expect(
      variantFor(network, {
        content: post.content,
        threadParts: post.threadParts ? [...post.threadParts] : null,
      }),
    ).toEqual({
      content: expected.content,
      threadParts: expected.threadParts ? [...expected.threadParts] : null,
    })
  })
  it("gives LinkedIn the plan's own LinkedIn version, and only LinkedIn, while it keeps LinkedIn's rules", () => {
    const post = { content: 'One.', threadParts: null, linkedinVariant: 'One.\n\nAnd the longer telling.' }
    expect(variantFor('linkedin', post)).toEqual({
      content: 'One.\n\nAnd the longer telling.',
      threadParts: null,
    })
    expect(variantFor('bluesky', post)).toEqual({ content: 'One.', threadParts: null })
    expect(variantFor('linkedin', { ...post, linkedinVariant: 'y'.repeat(3001) }).content).toBe('One.')
  })
  it("keeps to a Mastodon instance's own limit", () => {
    expect(variantFor('mastodon', { content: long, threadParts: [long, long] }, 300).threadParts).toEqual([
      long,
      long,
    ])
  })
})
