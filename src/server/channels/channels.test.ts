import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { eq } from 'drizzle-orm'
import { mastodonApps, socialAccounts } from '../db/schema'
import { startFakeBluesky } from '../testing/fake-bluesky'
import { startFakeLinkedIn } from '../testing/fake-linkedin'
import { startFakeMastodon } from '../testing/fake-mastodon'
import { consent } from '../testing/fixtures'
import { createTestApp } from '../testing/test-app'
import { NOT_AN_APP_PASSWORD } from './bluesky'

const mastodon = startFakeMastodon({ maxCharacters: 1000 })
const bluesky = startFakeBluesky({ accessTtlMs: 60_000 })
const linkedin = startFakeLinkedIn()
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ fakeLinkedIn: { url: linkedin.url } })
})
afterAll(async () => {
  await t.close()
  for (const fake of [mastodon, bluesky, linkedin]) fake.stop()
})

const post = (cookie: string, path: string, body: unknown) =>
  t.request(`/api/channels${path}`, { method: 'POST', body: JSON.stringify(body), headers: { cookie } })

async function channels(cookie: string) {
  const res = await t.request('/api/channels', { headers: { cookie } })
  return (await res.json()).channels as {
    network: string
    configured: boolean
    connect: string
    post_limit: number
    account: { username: string; needs_reconnect: boolean; instance: string | null } | null
  }[]
}

describe('the channel list', () => {
  it('shows every network in order, with how it connects and whether this server can', async () => {
    const { cookie } = await t.signUpUser()
    const list = await channels(cookie)
    expect(list.map((c) => [c.network, c.configured, c.connect, c.account])).toEqual([
      ['x', false, 'oauth', null],
      ['linkedin', true, 'oauth', null],
      ['bluesky', true, 'app_password', null],
      ['mastodon', true, 'instance_oauth', null],
    ])
    expect(list.map((c) => c.post_limit)).toEqual([280, 3000, 300, 500])
  })

  it('is only for a signed-in user', async () => {
    expect((await t.request('/api/channels')).status).toBe(401)
  })
})

describe('Mastodon', () => {
  async function connect(cookie: string) {
    const started = await post(cookie, '/mastodon/initiate', { instance: mastodon.url })
    expect(started.status).toBe(200)
    const { code, state } = await consent((await started.json()).authorization_url)
    return post(cookie, '/mastodon/callback', { code, state })
  }

  it('registers our app on the instance once, connects with the instance’s own limit, and posts a reply chain', async () => {
    const { cookie } = await t.signUpUser()
    const connected = await connect(cookie)
    expect(connected.status).toBe(200)
    const host = new URL(mastodon.url).host
    expect((await connected.json()).channel).toMatchObject({
      network: 'mastodon',
      post_limit: 1000,
      account: { username: `chadfounder@${host}`, instance: host, needs_reconnect: false },
    })
    const sent = await post(cookie, '/mastodon/test-post', { content: 'First part', reply: 'Second part' })
    expect(sent.status).toBe(200)
    const body = await sent.json()
    const [first, second] = mastodon.statuses().slice(-2)
    expect([first?.text, second?.text]).toEqual(['First part', 'Second part'])
    expect(second?.inReplyToId).toBe(first!.id)
    expect(body.post.url).toContain(first!.id)

    // A second user on the same instance reuses the registered app.
    const other = await t.signUpUser()
    mastodon.setNextAccount({ id: '110', username: 'second', display_name: 'Second' })
    expect((await connect(other.cookie)).status).toBe(200)
    expect(mastodon.apps()).toHaveLength(1)
    expect(mastodon.apps()[0]!.scopes).toContain('write:media')
  })

  it('registers the app again when it was registered without the scope pictures need', async () => {
    const instance = mastodon.url
    await t.db
      .update(mastodonApps)
      .set({ scopes: 'read:accounts read:statuses write:statuses' })
      .where(eq(mastodonApps.instanceUrl, instance))
    const registered = mastodon.apps().length
    const { cookie } = await t.signUpUser()
    mastodon.setNextAccount({ id: '120', username: 'pictures', display_name: 'Pictures' })
    expect((await connect(cookie)).status).toBe(200)
    expect(mastodon.apps()).toHaveLength(registered + 1)
    const [row] = await t.db.select().from(mastodonApps).where(eq(mastodonApps.instanceUrl, instance))
    expect(row!.scopes).toContain('write:media')
  })

  it('refuses a post over the instance’s limit, naming the network', async () => {
    const { cookie } = await t.signUpUser()
    mastodon.setNextAccount({ id: '111', username: 'long', display_name: 'Long' })
    await connect(cookie)
    const res = await post(cookie, '/mastodon/test-post', { content: 'a'.repeat(1001) })
    expect(res.status).toBe(422)
    expect((await res.json()).message).toBe('Too long for Mastodon: 1001 characters, the limit is 1000')
  })

  it('refuses an account already connected to another user, and a replayed callback', async () => {
    const a = await t.signUpUser()
    const b = await t.signUpUser()
    mastodon.setNextAccount({ id: '112', username: 'shared', display_name: 'Shared' })
    expect((await connect(a.cookie)).status).toBe(200)
    mastodon.setNextAccount({ id: '112', username: 'shared', display_name: 'Shared' })
    const started = await (await post(b.cookie, '/mastodon/initiate', { instance: mastodon.url })).json()
    const { code, state } = await consent(started.authorization_url)
    const refused = await post(b.cookie, '/mastodon/callback', { code, state })
    expect(refused.status).toBe(409)
    expect((await refused.json()).message).toBe('This Mastodon account is already connected to another user')
    const replay = await post(b.cookie, '/mastodon/callback', { code, state })
    expect(replay.status).toBe(400)
  })

  it('disconnects: the token is revoked and the channel shows as not connected', async () => {
    const { cookie } = await t.signUpUser()
    mastodon.setNextAccount({ id: '113', username: 'leaving', display_name: 'Leaving' })
    await connect(cookie)
    const res = await t.request('/api/channels/mastodon', { method: 'DELETE', headers: { cookie } })
    expect(res.status).toBe(200)
    expect((await channels(cookie)).find((c) => c.network === 'mastodon')?.account).toBeNull()
    expect((await post(cookie, '/mastodon/test-post', { content: 'Hello' })).status).toBe(404)
  })

  it('marks the channel for a reconnect when the instance refuses its token', async () => {
    const { cookie } = await t.signUpUser()
    mastodon.setNextAccount({ id: '114', username: 'revoked', display_name: 'Revoked' })
    await connect(cookie)
    mastodon.revokeAll()
    expect((await post(cookie, '/mastodon/test-post', { content: 'Hello' })).status).toBe(409)
    const channel = (await channels(cookie)).find((c) => c.network === 'mastodon')
    expect(channel?.account?.needs_reconnect).toBe(true)
  })

  it('tells a user what to enter when the instance is not an address', async () => {
    const { cookie } = await t.signUpUser()
    const res = await post(cookie, '/mastodon/initiate', { instance: 'not an address' })
    expect(res.status).toBe(422)
    expect((await res.json()).message).toBe(
      'Enter your Mastodon server as a web address, such as mastodon.social',
    )
  })
})

describe('Bluesky', () => {
  let accounts = 0
  /** Connects a new account of the fake's (one account belongs to one user). */
  const connect = (cookie: string, appPassword = 'abcd-efgh-ijkl-mnop') => {
    accounts += 1
    const handle = `founder${accounts}.bsky.social`
    bluesky.addAccount({ did: `did:plc:founder${accounts}`, handle, appPassword: 'abcd-efgh-ijkl-mnop' })
    return post(cookie, '/bluesky/connect', {
      identifier: `@${handle}`,
      app_password: appPassword,
      server: bluesky.url,
    })
  }
  const storedFor = async (handle: string) =>
    (await t.db.select().from(socialAccounts).where(eq(socialAccounts.username, handle)))[0]!

  it('asks for an app password, not the account password', async () => {
    const { cookie } = await t.signUpUser()
    const res = await connect(cookie, 'my real password')
    expect(res.status).toBe(422)
    expect((await res.json()).message).toBe(NOT_AN_APP_PASSWORD)
  })

  it('says so when Bluesky refuses the app password', async () => {
    const { cookie } = await t.signUpUser()
    const res = await connect(cookie, 'zzzz-zzzz-zzzz-zzzz')
    expect(res.status).toBe(422)
    expect((await res.json()).message).toBe('Bluesky did not accept this handle and app password')
  })

  it('connects, and posts a thread with its link as a facet and each part replying to the root', async () => {
    const { cookie } = await t.signUpUser()
    const connected = await connect(cookie)
    expect(connected.status).toBe(200)
    expect((await connected.json()).channel.account.username).toMatch(/^founder\d+\.bsky\.social$/)
    const res = await post(cookie, '/bluesky/test-post', {
      content: 'Read it at https://example.com/notes 🚀',
      reply: 'And @nobody.invalid can too',
    })
    expect(res.status).toBe(200)
    const [first, second] = bluesky.posts().slice(-2)
    expect(first?.facets).toEqual([
      {
        index: { byteStart: 11, byteEnd: 36 },
        features: [{ $type: 'app.bsky.richtext.facet#link', uri: 'https://example.com/notes' }],
      },
    ])
    // A mention that resolves to no one stays plain text rather than failing the post.
    expect(second?.facets ?? []).toEqual([])
    expect(second?.reply?.root.uri).toBe(first!.uri)
    expect(second?.reply?.parent.uri).toBe(first!.uri)
    // Strong refs only: Bluesky's own PDS keeps whatever else is sent (the commit had been).
    expect(Object.keys(second!.reply!.root).sort()).toEqual(['cid', 'uri'])
    expect(Object.keys(second!.reply!.parent).sort()).toEqual(['cid', 'uri'])
  })

  it('signs in again with the app password when the session is revoked, and saves the new session', async () => {
    const { cookie } = await t.signUpUser()
    const handle = (await (await connect(cookie)).json()).channel.account.username
    const before = await storedFor(handle)
    bluesky.revokeAll()
    const res = await post(cookie, '/bluesky/test-post', { content: 'Still here' })
    expect(res.status).toBe(200)
    expect(bluesky.posts().at(-1)?.text).toBe('Still here')
    const after = await storedFor(handle)
    expect(after.accessTokenEncrypted).not.toBe(before.accessTokenEncrypted)
    expect(after.needsReconnect).toBe(false)
  })

  it('counts 300 graphemes, not characters', async () => {
    const { cookie } = await t.signUpUser()
    await connect(cookie)
    expect((await post(cookie, '/bluesky/test-post', { content: '👍🏽'.repeat(300) })).status).toBe(200)
    const res = await post(cookie, '/bluesky/test-post', { content: '👍🏽'.repeat(301) })
    expect(res.status).toBe(422)
    expect((await res.json()).message).toBe('Too long for Bluesky: 301 graphemes, the limit is 300')
  })
})

describe('LinkedIn', () => {
  async function connect(cookie: string) {
    const started = await post(cookie, '/linkedin/initiate', {})
    expect(started.status).toBe(200)
    const { code, state } = await consent((await started.json()).authorization_url)
    return post(cookie, '/linkedin/callback', { code, state })
  }
  const stored = async () =>
    (await t.db.select().from(socialAccounts).where(eq(socialAccounts.provider, 'linkedin')))[0]!

  it('connects a member and posts a thread as one post, its parts as paragraphs', async () => {
    const { cookie } = await t.signUpUser()
    const connected = await connect(cookie)
    expect(connected.status).toBe(200)
    expect((await connected.json()).channel.account.display_name).toBe('Chad Founder')
    const res = await post(cookie, '/linkedin/test-post', {
      content: '1/2 We shipped (finally)',
      reply: '2/2 Thanks all',
    })
    expect(res.status).toBe(200)
    const sent = linkedin.posts().at(-1)!
    expect(sent.commentary).toBe('We shipped \\(finally\\)\n\nThanks all')
    expect(sent.author).toBe('urn:li:person:a1b2c3d4')
    expect((await res.json()).post.url).toBe(`https://www.linkedin.com/feed/update/${sent.id}/`)
  })

  it('refreshes a token near its expiry; an outage during the refresh is not a dead token', async () => {
    const row = await stored()
    await t.db
      .update(socialAccounts)
      .set({ accessTokenExpiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(socialAccounts.id, row.id))
    linkedin.setDown(true)
    const { linkedInToken } = await import('./linkedin')
    await expect(
      linkedInToken(t.channels, { ...row, accessTokenExpiresAt: new Date(Date.now() + 3_600_000) }),
    ).rejects.toThrow()
    linkedin.setDown(false)
    expect((await stored()).needsReconnect).toBe(false)
    const token = await linkedInToken(t.channels, {
      ...row,
      accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
    })
    const after = await stored()
    expect(t.channels.cipher.decrypt(after.accessTokenEncrypted)).toBe(token)
    expect(after.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 86_400_000)
  })

  it('asks for a reconnect only when LinkedIn refuses the refresh token', async () => {
    const row = await stored()
    linkedin.revokeAll()
    const { linkedInToken } = await import('./linkedin')
    await expect(
      linkedInToken(t.channels, { ...row, accessTokenExpiresAt: new Date(Date.now() + 1000) }),
    ).rejects.toThrow('The LinkedIn account needs to be reconnected')
    expect((await stored()).needsReconnect).toBe(true)
  })
})
