import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { countsOf, type PublicMetrics } from '../../shared/analytics'
import { MASTODON_DEFAULT_LIMIT } from '../../shared/networks'
import { nowOf } from '../context'
import { mastodonApps } from '../db/schema'
import { HttpError } from '../http/errors'
import { type ChannelAccount, saveChannel } from './accounts'
import type { ChannelDeps } from './deps'
import { uploadedOnce } from './media'
import { callNetwork, NetworkRefusal, readEach } from './network-call'
import { claimOAuthState, createOAuthState, pkcePair } from './oauth-state'
import { checkedServerOrigin } from './server-url'

/**
 * Mastodon, any instance, through its REST API: our app is registered on each instance the first time
 * a user connects there (POST /api/v1/apps), then OAuth 2 with PKCE. User tokens do not expire. Posts
 * carry an Idempotency-Key, so the instance itself returns the same status to a repeated request.
 */

// write:media for pictures (issue #28); accounts connected before it reconnect to post them.
const SCOPES = 'read:accounts read:statuses write:statuses write:media'

type MastodonAccount = { id: string; username: string; acct: string; display_name: string; avatar?: string }
type MastodonStatus = { id: string; url: string | null; uri: string; in_reply_to_id: string | null }

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Our app on this instance, registered once and shared by every user connecting there. */
async function appOn(deps: ChannelDeps, instance: string) {
  const [known] = await deps.db.select().from(mastodonApps).where(eq(mastodonApps.instanceUrl, instance))
  if (known && known.redirectUri === deps.settings.mastodonRedirectUri && known.scopes === SCOPES)
    return { clientId: known.clientId, clientSecret: deps.cipher.decrypt(known.clientSecretEncrypted) }
  const { body } = await callNetwork('mastodon', `${instance}/api/v1/apps`, {
    ...json({
      client_name: 'Chad',
      redirect_uris: deps.settings.mastodonRedirectUri,
      scopes: SCOPES,
      website: deps.publicUrl,
    }),
    timeoutMs: deps.timeoutMs,
    userNamed: { allowPrivate: deps.settings.allowPrivateHosts },
  })
  const app = body as { client_id: string; client_secret: string }
  const row = {
    instanceUrl: instance,
    clientId: app.client_id,
    clientSecretEncrypted: deps.cipher.encrypt(app.client_secret),
    redirectUri: deps.settings.mastodonRedirectUri,
    scopes: SCOPES,
  }
  await deps.db
    .insert(mastodonApps)
    .values(row)
    .onConflictDoUpdate({ target: mastodonApps.instanceUrl, set: row })
  return { clientId: app.client_id, clientSecret: app.client_secret }
}

/** An instance's own post limit, when it is a sensible one (a hostile instance could send anything). */
export const instanceLimit = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 100_000
    ? (value as number)
    : MASTODON_DEFAULT_LIMIT

/** Starts connecting an account on `instanceInput` ("mastodon.social"): the instance's authorize link. */
export async function initiateMastodon(deps: ChannelDeps, userId: string, instanceInput: string) {
  const instance = await checkedServerOrigin(
    instanceInput,
    'Mastodon server',
    deps.settings.allowPrivateHosts,
  )
  const { clientId } = await appOn(deps, instance)
  const { verifier, challenge } = pkcePair()
  const state = await createOAuthState(deps.db, deps.cipher, {
    userId,
    network: 'mastodon',
    redirectUri: deps.settings.mastodonRedirectUri,
    verifier,
    instanceUrl: instance,
    now: nowOf(deps),
  })
  const url = new URL(`${instance}/oauth/authorize`)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: deps.settings.mastodonRedirectUri,
    scope: SCOPES,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString()
  return { authorization_url: url.toString(), state }
}

/** The callback: the state is consumed, the code exchanged, the account and the instance's limit read. */
export async function completeMastodon(deps: ChannelDeps, userId: string, code: string, state: string) {
  const claimed = await claimOAuthState(deps.db, deps.cipher, {
    state,
    userId,
    network: 'mastodon',
    now: nowOf(deps),
  })
  const instance = claimed.instanceUrl!
  const { clientId, clientSecret } = await appOn(deps, instance)
  const call = (path: string, init: RequestInit = {}) =>
    callNetwork('mastodon', `${instance}${path}`, {
      ...init,
      timeoutMs: deps.timeoutMs,
      userNamed: { allowPrivate: deps.settings.allowPrivateHosts },
    })
  const tokenAnswer = (
    await call(
      '/oauth/token',
      json({
        grant_type: 'authorization_code',
        code,
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uri: claimed.redirectUri,
        code_verifier: claimed.verifier,
        scope: SCOPES,
      }),
    )
  ).body as { access_token?: unknown; scope?: string }
  if (typeof tokenAnswer.access_token !== 'string')
    throw new HttpError(502, 'This Mastodon server did not return a token: please try again')
  const token = { access_token: tokenAnswer.access_token, scope: tokenAnswer.scope }
  const me = (await call('/api/v1/accounts/verify_credentials', { headers: bearer(token.access_token) }))
    .body as MastodonAccount
  const limit = await call('/api/v2/instance')
    .then(
      ({ body }) => (body as { configuration?: { statuses?: { max_characters?: number } } }).configuration,
    )
    .then((c) => c?.statuses?.max_characters ?? MASTODON_DEFAULT_LIMIT)
    .catch(() => MASTODON_DEFAULT_LIMIT)
  const host = new URL(instance).host
  return saveChannel(deps.db, {
    userId,
    provider: 'mastodon',
    providerUserId: `${me.id}@${host}`,
    username: `${me.username}@${host}`,
    displayName: me.display_name || me.username,
    profileImageUrl: me.avatar ?? null,
    instanceUrl: instance,
    postLimit: limit,
    accessTokenEncrypted: deps.cipher.encrypt(token.access_token),
    refreshTokenEncrypted: null,
    accessTokenExpiresAt: null,
    scope: token.scope ?? SCOPES,
    connectedAt: nowOf(deps),
  })
}

/**
 * Posts one status (a thread part replies to the part before). The same `key` sent again within the
 * hour returns the status already made instead of a second one.
 */
export async function postToMastodon(
  deps: ChannelDeps,
  account: ChannelAccount,
  part: { text: string; replyTo: string | null; key?: string; mediaIds?: string[] },
): Promise<{ id: string; url: string }> {
  const { body } = await callNetwork('mastodon', `${account.instanceUrl}/api/v1/statuses`, {
    method: 'POST',
    headers: {
      ...bearer(deps.cipher.decrypt(account.accessTokenEncrypted)),
      'content-type': 'application/json',
      'idempotency-key': part.key ?? randomUUID(),
    },
    body: JSON.stringify({
      status: part.text,
      in_reply_to_id: part.replyTo ?? undefined,
      ...(part.mediaIds?.length ? { media_ids: part.mediaIds } : {}),
      visibility: 'public',
    }),
    timeoutMs: deps.timeoutMs,
    userNamed: { allowPrivate: deps.settings.allowPrivateHosts },
  })
  const status = body as MastodonStatus
  return { id: status.id, url: status.url ?? status.uri }
}

/** Mastodon removes media no status uses after a day; one uploaded longer ago is uploaded again. */
const MEDIA_KEPT_MS = 23 * 3_600_000

/**
 * The post's pictures on the account's instance (POST /api/v2/media with their descriptions), each
 * uploaded once (media.ts). An account connected before pictures were allowed must reconnect first.
 */
export async function mastodonMediaIds(
  deps: ChannelDeps,
  account: ChannelAccount,
  postId: string,
): Promise<string[]> {
  const granted = (account.scope ?? '').split(/\s+/)
  const uploaded = await uploadedOnce(
    deps.db,
    { postId, network: 'mastodon', now: nowOf(deps), keptMs: MEDIA_KEPT_MS },
    async (image, bytes) => {
      if (!granted.includes('write:media') && !granted.includes('write'))
        throw new NetworkRefusal(
          'mastodon',
          403,
          'Chad may not upload pictures to this Mastodon account yet: reconnect Mastodon under Connected accounts, then post again',
        )
      const form = new FormData()
      form.append(
        'file',
        new Blob([new Uint8Array(bytes)], { type: image.type }),
        `picture.${image.type.split('/')[1]}`,
      )
      if (image.alt) form.append('description', image.alt)
      const { body } = await callNetwork('mastodon', `${account.instanceUrl}/api/v2/media`, {
        method: 'POST',
        headers: bearer(deps.cipher.decrypt(account.accessTokenEncrypted)),
        body: form,
        timeoutMs: deps.timeoutMs,
        userNamed: { allowPrivate: deps.settings.allowPrivateHosts },
      })
      return (body as { id: string }).id
    },
  )
  return uploaded.map((u) => u.mediaId)
}

type StatusCounts = { favourites_count?: number; reblogs_count?: number; replies_count?: number }

/** Favourites, boosts and replies of the account's statuses, one call a status; a deleted one is left out. */
export async function mastodonMetrics(
  deps: ChannelDeps,
  account: ChannelAccount,
  ids: readonly string[],
  /** Filled as statuses are read, so what was read before a failure is kept. */
  out = new Map<string, PublicMetrics>(),
): Promise<Map<string, PublicMetrics>> {
  return readEach(ids, out, async (id) => {
    const { body } = await callNetwork(
      'mastodon',
      `${account.instanceUrl}/api/v1/statuses/${encodeURIComponent(id)}`,
      {
        headers: bearer(deps.cipher.decrypt(account.accessTokenEncrypted)),
        timeoutMs: deps.timeoutMs,
        userNamed: { allowPrivate: deps.settings.allowPrivateHosts },
      },
    )
    const s = body as StatusCounts
    return countsOf({ likes: s.favourites_count, reposts: s.reblogs_count, replies: s.replies_count })
  })
}

/** Tells the instance the token is no longer wanted (best effort). */
export async function revokeMastodon(deps: ChannelDeps, account: ChannelAccount) {
  if (!account.instanceUrl) return
  const app = await appOn(deps, account.instanceUrl)
  await callNetwork('mastodon', `${account.instanceUrl}/oauth/revoke`, {
    ...json({
      client_id: app.clientId,
      client_secret: app.clientSecret,
      token: deps.cipher.decrypt(account.accessTokenEncrypted),
    }),
    timeoutMs: deps.timeoutMs,
    userNamed: { allowPrivate: deps.settings.allowPrivateHosts },
  })
}
