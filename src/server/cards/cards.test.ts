import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { eq } from 'drizzle-orm'
import { CARD_SIZES } from '../../shared/card'
import { imageFacts } from '../../shared/images'
import { scheduledTweets } from '../db/schema'
import { sessionWithPillars } from '../testing/fixtures'
import { createTestApp } from '../testing/test-app'
import { renderCard } from './render'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

const style = { background: '#1e1b4b', foreground: '#ffffff', accent: '#facc15' }

describe('renderCard', () => {
  it.each(['landscape', 'square'] as const)(
    'draws a %s PNG at its size, accents and emoji included',
    async (size) => {
      const png = await renderCard({
        words: {
          layout: 'quote',
          words: 'Now I am not counting the eggs 🥚 — Feri bácsi too.',
          who: 'Ilonka',
          figure: null,
        },
        size,
        name: 'Tanyajárat',
        style,
      })
      expect(imageFacts(png)).toMatchObject({ type: 'image/png', ...CARD_SIZES[size] })
    },
  )
})

describe('POST …/tweets/:tweetId/cards', () => {
  it("adds a card of the post's strongest words to its pictures, described by those words", async () => {
    const user = await t.signUpUser('Cards')
    const { api, id } = await sessionWithPillars(t, user.cookie)
    const tweets = (await api['marketing-sessions']({ id })['tweet-schedule'].post({})).data!.scheduled_tweets
    const post = tweets[0]!
    await t.db
      .update(scheduledTweets)
      .set({
        content: 'A manager told me: "I got my mornings back and finally took a lunch break."',
        threadParts: null,
      })
      .where(eq(scheduledTweets.id, post.id))
    const route = api['marketing-sessions']({ id }).tweets({ tweetId: post.id })
    const made = await route.cards.post({ size: 'square', style: { background: '#0f766e' } })
    expect(made.status).toBe(201)
    expect(made.data!.image).toMatchObject({ type: 'image/png', width: 1080, height: 1080 })
    expect(made.data!.image.alt).toBe('I got my mornings back and finally took a lunch break.')
    const shown = (await api['marketing-sessions']({ id }).get()).data!.scheduled_tweets.find(
      (x) => x.id === post.id,
    )!
    expect(shown.images!.map((i) => i.id)).toEqual([made.data!.image.id])
    // A colour that is not one, and another user's post, are refused.
    expect((await route.cards.post({ size: 'square', style: { background: 'red; x' } })).status).toBe(422)
    const other = await t.signUpUser('Not the owner')
    expect(
      (
        await t
          .api(other.cookie)
          ['marketing-sessions']({ id })
          .tweets({ tweetId: post.id })
          .cards.post({ size: 'square' })
      ).status,
    ).toBe(404)
  })
})
