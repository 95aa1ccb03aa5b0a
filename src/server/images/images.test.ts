import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sessionWithPillars } from '../testing/fixtures'
import { createTestApp, TEST_ORIGIN } from '../testing/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

const fixture = (name: string) => readFileSync(join(import.meta.dir, '../../shared/testdata', name))
const png = fixture('pixel-64x48.png')

/** A multipart form as the browser sends it (its own content type and boundary). */
async function send(path: string, form: FormData, cookie: string) {
  // Its length said, as a browser says it (the server refuses an over-long body before reading it).
  const length = (await new Request(`${TEST_ORIGIN}${path}`, { method: 'POST', body: form }).arrayBuffer())
    .byteLength
  return t.app.handle(
    new Request(`${TEST_ORIGIN}${path}`, {
      method: 'POST',
      body: form,
      headers: { cookie, origin: TEST_ORIGIN, 'content-length': String(length) },
    }),
  )
}

/** A user's planned post, and a way to send a file to it as the browser does (multipart). */
async function plannedPost() {
  const user = await t.signUpUser('Pictures')
  const { api, id } = await sessionWithPillars(t, user.cookie)
  const tweets = (await api['marketing-sessions']({ id })['tweet-schedule'].post({})).data!.scheduled_tweets
  const post = tweets[0]!
  const base = `/api/marketing-sessions/${id}/tweets/${post.id}/images`
  const upload = (bytes: Uint8Array, name: string, alt?: string, cookie = user.cookie) => {
    const form = new FormData()
    form.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }))
    if (alt !== undefined) form.append('alt', alt)
    return send(base, form, cookie)
  }
  const session = async () => (await api['marketing-sessions']({ id }).get()).data!
  return { user, api, id, post, base, upload, session }
}

describe('pictures on a post', () => {
  it('attaches up to four, in order, with descriptions, and serves them to their owner', async () => {
    const { upload, session, post, user } = await plannedPost()
    const first = await upload(png, 'van.png', '  A red van on a quay. ')
    expect(first.status).toBe(201)
    const { image } = (await first.json()) as { image: { id: string; alt: string; width: number } }
    expect(image).toMatchObject({
      alt: 'A red van on a quay.',
      width: 64,
      height: 48,
      type: 'image/png',
      position: 0,
    })
    for (const name of ['pixel-64x48.jpg', 'pixel-64x48.webp', 'pixel-64x48.gif'])
      expect((await upload(fixture(name), name)).status).toBe(201)
    const fifth = await upload(png, 'one-too-many.png')
    expect(fifth.status).toBe(422)
    expect(((await fifth.json()) as { message: string }).message).toBe('A post holds at most 4 images.')
    const shown = (await session()).scheduled_tweets.find((x) => x.id === post.id)!.images!
    expect(shown.map((i) => i.type)).toEqual(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
    const served = await t.request(`/api/images/${image.id}`, { headers: { cookie: user.cookie } })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toContain('private')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(png))
  })

  it('refuses a file that is no image, or too large a one, with a message, and stores nothing', async () => {
    const { upload, session, post } = await plannedPost()
    const text = await upload(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'evil.png')
    expect(text.status).toBe(422)
    expect(((await text.json()) as { message: string }).message).toBe(
      'That file is not an image we can post: use a PNG, JPEG, WebP or GIF.',
    )
    const wide = await upload(fixture('wide-9000x10.png'), 'wide.png')
    expect(wide.status).toBe(422)
    const huge = new Uint8Array(6 * 1024 * 1024)
    huge.set(png)
    const tooBig = await upload(huge, 'huge.png')
    expect(tooBig.status).toBe(422)
    expect(((await tooBig.json()) as { message: string }).message).toBe(
      'That PNG is 6 MB; the limit is 5 MB.',
    )
    const beyond = await upload(new Uint8Array(20 * 1024 * 1024), 'beyond.png')
    expect(beyond.status).toBe(413)
    expect((await session()).scheduled_tweets.find((x) => x.id === post.id)!.images).toEqual([])
  })

  it('reorders, describes and removes; the order closes up', async () => {
    const { upload, base, user } = await plannedPost()
    const ids: string[] = []
    for (const name of ['pixel-64x48.png', 'pixel-64x48.jpg', 'pixel-64x48.gif'])
      ids.push(((await (await upload(fixture(name), name)).json()) as { image: { id: string } }).image.id)
    const call = (method: string, imageId: string, body?: unknown) =>
      t.request(`${base}/${imageId}`, {
        method,
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
    const moved = (await (
      await call('PATCH', ids[2]!, { position: 0, alt: 'Crates on the ferry.' })
    ).json()) as {
      images: { id: string; alt: string }[]
    }
    expect(moved.images.map((i) => i.id)).toEqual([ids[2]!, ids[0]!, ids[1]!])
    expect(moved.images[0]!.alt).toBe('Crates on the ferry.')
    const removed = (await (await call('DELETE', ids[0]!)).json()) as {
      images: { id: string; position: number }[]
    }
    expect(removed.images.map((i) => [i.id, i.position])).toEqual([
      [ids[2]!, 0],
      [ids[1]!, 1],
    ])
    expect((await call('PATCH', ids[1]!, { alt: 'x'.repeat(1001) })).status).toBe(422)
  })

  it("answers 404 for another user's pictures, to see or to change", async () => {
    const { upload, base } = await plannedPost()
    const { image } = (await (await upload(png, 'mine.png')).json()) as { image: { id: string } }
    const other = await t.signUpUser('Someone else')
    expect((await t.request(`/api/images/${image.id}`, { headers: { cookie: other.cookie } })).status).toBe(
      404,
    )
    expect((await t.request(`/api/images/${image.id}`)).status).toBe(401)
    const form = new FormData()
    form.append('file', new File([png], 'theirs.png'))
    expect((await send(base, form, other.cookie)).status).toBe(404)
    const patch = await t.request(`${base}/${image.id}`, {
      method: 'PATCH',
      headers: { cookie: other.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ alt: 'mine now' }),
    })
    expect(patch.status).toBe(404)
  })
})
