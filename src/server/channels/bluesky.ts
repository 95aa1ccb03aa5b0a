import type { AtpAgent, AtpSessionData } from '@atproto/api'
import { countsOf, type PublicMetrics } from '../../shared/analytics'
import { nowOf } from '../context'
import { HttpError } from '../http/errors'
import { type ChannelAccount, markNeedsReconnect, saveChannel, saveTokens } from './accounts'
import type { ChannelDeps } from './deps'
import { uploadedOnce } from './media'
import { NetworkRefusal, NetworkUnanswered, rateLimitResetOf, unansweredFrom } from './network-call'
import { checkedServerOrigin, guardedFetch } from './server-url'

/**
 * Bluesky through its own client (`@atproto/api`): the user signs in with an app password (Bluesky
 * recommends them for third-party apps; one can be revoked alone). The session's tokens are kept and
 * refreshed by the client; when the refresh token dies, the app password signs in again, and only a
 * refused app password asks the user to reconnect.
 */

/** The client (a few MiB) loads with the first Bluesky account used, not at start. */
let atproto: typeof import('@atproto/api') | undefined
export const loadAtproto = async () => {
  atproto ??= await import('@atproto/api')
  return atproto
}

/** Bluesky's app passwords look like xxxx-xxxx-xxxx-xxxx. */
const APP_PASSWORD = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/i
export const NOT_AN_APP_PASSWORD =
  'Use an app password, not your account password: create one in Bluesky under Settings → Privacy and security → App passwords.'

/**
 * fetch with our timeout, for every call the client makes: the server is the user's, or the one their
 * DID document names, so each address is checked (server-url.ts) and redirects are not followed. No
 * answer becomes NetworkUnanswered (sent or not), which the client keeps as the cause.
 */
const timedFetch = (timeoutMs: number, allowPrivate: boolean) => {
  const guarded = guardedFetch(allowPrivate)
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    try {
      return await guarded(input, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      if (error instanceof HttpError) throw error
      throw unansweredFrom('bluesky', error, timeoutMs)
    }
  }
}

/** The client's errors in the shapes the retry policy sorts (see network-call.ts). */
export function blueskyFailure(error: unknown): unknown {
  if (!atproto || !(error instanceof atproto.XRPCError)) return error
  if (error.cause instanceof NetworkUnanswered) return error.cause
  if (error.status < 100) return new NetworkUnanswered('bluesky', true, error.message)
  const headers = new Headers((error.headers ?? {}) as Record<string, string>)
  return new NetworkRefusal(
    'bluesky',
    error.status,
    error.message || error.error,
    rateLimitResetOf('bluesky', headers),
    error.error || null,
  )
}

const newAgent = async (
  deps: ChannelDeps,
  service: string,
  onUpdate?: (s: AtpSessionData) => Promise<void>,
) =>
  new (await loadAtproto()).AtpAgent({
    service,
    fetch: timedFetch(deps.timeoutMs, deps.settings.allowPrivateHosts) as typeof fetch,
    persistSession: (event, session) => {
      if (event === 'update' && session && onUpdate)
        onUpdate(session).catch(() => {
          // Saved again after the call (blueskyAgent); a failed save here only costs a refresh.
        })
    },
  })

/** Connects with a handle (or email) and an app password, on bsky.social or the server the user names. */
export async function connectBluesky(
  deps: ChannelDeps,
  userId: string,
  input: { identifier: string; appPassword: string; server?: string },
) {
  const appPassword = input.appPassword.trim()
  if (!APP_PASSWORD.test(appPassword)) throw new HttpError(422, NOT_AN_APP_PASSWORD)
  const service = input.server?.trim()
    ? await checkedServerOrigin(input.server, 'Bluesky server', deps.settings.allowPrivateHosts)
    : deps.settings.blueskyServiceUrl
  const agent = await newAgent(deps, service)
  try {
    await agent.login({ identifier: input.identifier.trim().replace(/^@/, ''), password: appPassword })
  } catch (error) {
    const failure = blueskyFailure(error)
    if (failure instanceof NetworkRefusal && failure.status === 401)
      throw new HttpError(422, 'Bluesky did not accept this handle and app password')
    if (failure instanceof NetworkRefusal)
      throw new HttpError(502, `Bluesky refused the sign-in (${failure.status}): ${failure.message}`)
    if (failure instanceof HttpError) throw failure
    throw new HttpError(502, `Bluesky could not be reached: ${(failure as Error).message}`)
  }
  const session = agent.session!
  const profile = await agent
    .getProfile({ actor: session.did })
    .then((r) => r.data)
    .catch(() => null)
  return saveChannel(deps.db, {
    userId,
    provider: 'bluesky',
    providerUserId: session.did,
    username: session.handle,
    displayName: profile?.displayName || session.handle,
    profileImageUrl: profile?.avatar ?? null,
    instanceUrl: service,
    accessTokenEncrypted: deps.cipher.encrypt(session.accessJwt),
    refreshTokenEncrypted: deps.cipher.encrypt(session.refreshJwt),
    accessTokenExpiresAt: null,
    appPasswordEncrypted: deps.cipher.encrypt(appPassword),
    scope: 'app-password',
    connectedAt: nowOf(deps),
  })
}

/** A signed-in client for the account: its session resumed (and refreshed), or a new sign-in. */
export async function blueskyAgent(deps: ChannelDeps, account: ChannelAccount): Promise<AtpAgent> {
  const save = async (s: AtpSessionData) => {
    await saveTokens(deps.db, account.id, {
      accessTokenEncrypted: deps.cipher.encrypt(s.accessJwt),
      refreshTokenEncrypted: deps.cipher.encrypt(s.refreshJwt),
      accessTokenExpiresAt: null,
    })
  }
  const agent = await newAgent(deps, account.instanceUrl ?? deps.settings.blueskyServiceUrl, save)
  const resumed = await agent
    .resumeSession({
      did: account.providerUserId,
      handle: account.username,
      accessJwt: deps.cipher.decrypt(account.accessTokenEncrypted),
      refreshJwt: account.refreshTokenEncrypted ? deps.cipher.decrypt(account.refreshTokenEncrypted) : '',
      active: true,
    })
    .then(() => true)
    .catch((error) => {
      const failure = blueskyFailure(error)
      // Only a dead session means signing in again (sign-ins are rate limited); an outage or a 429 waits.
      if (failure instanceof NetworkRefusal && deadSession(failure)) return false
      throw failure
    })
  if (resumed) {
    // Resuming refreshes the session; the client does not wait for its own save, so save it here.
    await save(agent.session!)
    return agent
  }
  if (!account.appPasswordEncrypted) {
    await markNeedsReconnect(deps.db, account.id)
    throw new HttpError(409, 'The Bluesky account needs to be reconnected')
  }
  try {
    await agent.login({
      identifier: account.providerUserId,
      password: deps.cipher.decrypt(account.appPasswordEncrypted),
    })
  } catch (error) {
    const failure = blueskyFailure(error)
    if (failure instanceof NetworkRefusal && failure.status === 401) {
      await markNeedsReconnect(deps.db, account.id)
      throw new HttpError(409, 'The Bluesky account needs to be reconnected')
    }
    throw failure
  }
  await save(agent.session!)
  return agent
}

/** A session Bluesky no longer accepts: unauthorised, or its tokens expired or revoked. */
const deadSession = (refusal: NetworkRefusal) =>
  refusal.status === 401 || refusal.code === 'ExpiredToken' || refusal.code === 'InvalidToken'

export type BlueskyRef = { uri: string; cid: string }

/** The post's page on bsky.app, from its at:// URI. */
export const blueskyPostUrl = (handle: string, uri: string) =>
  `https://bsky.app/profile/${handle}/post/${uri.split('/').pop()}`

/**
 * One post (a thread part replies to its root and parent). Links and mentions become facets, mentions
 * resolved to their DIDs; a mention that does not resolve stays plain text.
 */
/** The largest picture a Bluesky post takes (app.bsky.embed.images: 1,000,000 bytes). */
export const BLUESKY_IMAGE_BYTES = 1_000_000
/**
 * How long a blob no record uses stays on the PDS before it is cleaned away: one uploaded longer ago is
 * uploaded again rather than trusted.
 */
const BLOB_KEPT_MS = 50 * 60_000

/** A picture on Bluesky: the blob reference (as JSON), its description and its shape. */
export type BlueskyImage = { blob: string; alt: string; width: number; height: number }

/**
 * The post's pictures as blobs on the account's PDS, each uploaded once (media.ts). One over Bluesky's
 * 1 MB is refused with a message before anything is sent.
 */
export async function blueskyImages(
  deps: ChannelDeps,
  agent: AtpAgent,
  postId: string,
): Promise<BlueskyImage[]> {
  const uploaded = await uploadedOnce(
    deps.db,
    { postId, network: 'bluesky', now: nowOf(deps), keptMs: BLOB_KEPT_MS },
    async (image, bytes) => {
      if (image.size > BLUESKY_IMAGE_BYTES)
        throw new NetworkRefusal(
          'bluesky',
          400,
          `Bluesky takes pictures up to 1 MB; this one is ${(image.size / 1_000_000).toFixed(1)} MB`,
        )
      try {
        const { data } = await agent.uploadBlob(bytes, { encoding: image.type })
        return JSON.stringify((await loadAtproto()).lexToJson(data.blob))
      } catch (error) {
        throw blueskyFailure(error)
      }
    },
  )
  return uploaded.map((u) => ({ blob: u.mediaId, alt: u.alt, width: u.width, height: u.height }))
}

export async function postToBluesky(
  agent: AtpAgent,
  part: {
    text: string
    reply?: { root: BlueskyRef; parent: BlueskyRef } | null
    /** Pictures for this part (the first part of a post carries them). */
    images?: BlueskyImage[]
    createdAt: Date
    /** The record's key, chosen by us so a retry can find the post it may already have made. */
    rkey?: string
  },
): Promise<BlueskyRef> {
  const rich = new (await loadAtproto()).RichText({ text: part.text })
  try {
    await rich.detectFacets(agent)
    // The client leaves a mention it could not resolve with an empty DID, which the server refuses.
    const facets = rich.facets
      ?.map((f) => ({
        ...f,
        features: f.features.filter((feature) => (feature as { did?: string }).did !== ''),
      }))
      .filter((f) => f.features.length > 0)
    const { jsonToLex } = await loadAtproto()
    const record = {
      text: rich.text,
      facets,
      ...(part.reply ? { reply: part.reply } : {}),
      ...(part.images?.length
        ? {
            embed: {
              $type: 'app.bsky.embed.images',
              images: part.images.map((i) => ({
                image: jsonToLex(JSON.parse(i.blob)),
                alt: i.alt,
                aspectRatio: { width: i.width, height: i.height },
              })),
            },
          }
        : {}),
      createdAt: part.createdAt.toISOString(),
    }
    // The answer also carries the commit; a reply must reference only uri and cid (a strong ref).
    const { uri, cid } = part.rkey
      ? await agent.app.bsky.feed.post.create({ repo: agent.session!.did, rkey: part.rkey }, record)
      : await agent.post(record)
    return { uri, cid }
  } catch (error) {
    throw blueskyFailure(error)
  }
}

/** The post at our own key, if the account has it (a send whose answer was lost), with its text. */
export async function blueskyPostAt(
  agent: AtpAgent,
  rkey: string,
): Promise<(BlueskyRef & { text: string }) | null> {
  try {
    const found = await agent.com.atproto.repo.getRecord({
      repo: agent.session!.did,
      collection: 'app.bsky.feed.post',
      rkey,
    })
    const value = found.data.value as { text?: string }
    return { uri: found.data.uri, cid: found.data.cid ?? '', text: value.text ?? '' }
  } catch (error) {
    const failure = blueskyFailure(error)
    if (failure instanceof NetworkRefusal && (failure.status === 400 || failure.status === 404)) return null
    throw failure
  }
}

/** getPosts takes at most 25 URIs a call. */
const POSTS_PER_CALL = 25

/** Likes, reposts, replies and quotes of the account's posts, from the app view; a deleted post is left out. */
export async function blueskyMetrics(
  agent: AtpAgent,
  uris: readonly string[],
  /** Filled call by call, so what was read before a failure is kept. */
  out = new Map<string, PublicMetrics>(),
): Promise<Map<string, PublicMetrics>> {
  for (let i = 0; i < uris.length; i += POSTS_PER_CALL) {
    try {
      const { data } = await agent.app.bsky.feed.getPosts({ uris: uris.slice(i, i + POSTS_PER_CALL) })
      for (const post of data.posts)
        out.set(
          post.uri,
          countsOf({
            likes: post.likeCount,
            reposts: post.repostCount,
            replies: post.replyCount,
            quotes: post.quoteCount,
          }),
        )
    } catch (error) {
      throw blueskyFailure(error)
    }
  }
  return out
}

const TID_ALPHABET = '234567abcdefghijklmnopqrstuvwxyz'

/**
 * A record key in atproto's TID form (13 base32-sortable characters: 53 bits of microseconds, 10 of
 * clock id) that is the same every time for one delivery's part: its time, plus a few microseconds
 * from the delivery's id so two posts due at once differ, and the part's number as the clock id.
 */
export function deliveryTid(deliveryId: string, part: number, at: Date): string {
  let hash = 0
  for (const c of deliveryId) hash = (hash * 31 + c.charCodeAt(0)) >>> 0
  const micros = BigInt(at.getTime()) * 1000n + BigInt(hash % 997)
  let value = (micros << 10n) | BigInt(part & 1023)
  let out = ''
  for (let i = 0; i < 13; i++) {
    out = TID_ALPHABET[Number(value & 31n)] + out
    value >>= 5n
  }
  return out
}
