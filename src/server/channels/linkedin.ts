import { countsOf, type PublicMetrics } from '../../shared/analytics'
import { linkedInCommentary } from '../../shared/networks'
import { nowOf } from '../context'
import { HttpError } from '../http/errors'
import { type ChannelAccount, markNeedsReconnect, saveChannel, saveTokens } from './accounts'
import type { ChannelDeps } from './deps'
import { uploadedOnce } from './media'
import { callNetwork, NetworkRefusal, readEach } from './network-call'
import { claimOAuthState, createOAuthState } from './oauth-state'

/**
 * LinkedIn, as a member: OAuth 2 (three-legged, Sign In with LinkedIn using OpenID Connect for the
 * profile, `w_member_social` to post) and the versioned Posts API. Access tokens last 60 days; apps
 * LinkedIn approved for it also get a refresh token, which LinkedIn does not rotate.
 */

const SCOPES = 'openid profile w_member_social'
/** Reading a member's reactions and comments: LinkedIn grants it to approved apps only (LINKEDIN_METRICS=on). */
const METRICS_SCOPE = 'r_member_social'
const scopesOf = (li: ChannelDeps['settings']['linkedin']) =>
  li.readMetrics ? `${SCOPES} ${METRICS_SCOPE}` : SCOPES
/** Refresh this long before the token expires, so a post never goes out with a dying token. */
const REFRESH_MARGIN_MS = 24 * 3_600_000

type TokenAnswer = { access_token: string; expires_in: number; refresh_token?: string; scope?: string }
type UserInfo = { sub: string; name: string; given_name?: string; family_name?: string; picture?: string }

export const linkedInConfigured = (deps: ChannelDeps) =>
  Boolean(deps.settings.linkedin.clientId && deps.settings.linkedin.clientSecret)

function requireConfigured(deps: ChannelDeps) {
  if (!linkedInConfigured(deps)) throw new HttpError(503, 'LinkedIn is not configured on this server')
  return deps.settings.linkedin as typeof deps.settings.linkedin & { clientId: string; clientSecret: string }
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

/** The authorize link; LinkedIn's web flow has no PKCE, the state alone binds the callback to the user. */
export async function initiateLinkedIn(deps: ChannelDeps, userId: string) {
  const li = requireConfigured(deps)
  const state = await createOAuthState(deps.db, deps.cipher, {
    userId,
    network: 'linkedin',
    redirectUri: li.redirectUri,
    verifier: '',
    now: nowOf(deps),
  })
  const url = new URL(`${li.authBaseUrl}/oauth/v2/authorization`)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: li.clientId,
    redirect_uri: li.redirectUri,
    state,
    scope: scopesOf(li),
  }).toString()
  return { authorization_url: url.toString(), state }
}

export async function completeLinkedIn(deps: ChannelDeps, userId: string, code: string, state: string) {
  const li = requireConfigured(deps)
  const claimed = await claimOAuthState(deps.db, deps.cipher, {
    state,
    userId,
    network: 'linkedin',
    now: nowOf(deps),
  })
  const token = (
    await callNetwork('linkedin', `${li.authBaseUrl}/oauth/v2/accessToken`, {
      ...form({
        grant_type: 'authorization_code',
        code,
        redirect_uri: claimed.redirectUri,
        client_id: li.clientId,
        client_secret: li.clientSecret,
      }),
      timeoutMs: deps.timeoutMs,
    })
  ).body as TokenAnswer
  const me = (
    await callNetwork('linkedin', `${li.apiBaseUrl}/v2/userinfo`, {
      headers: { authorization: `Bearer ${token.access_token}` },
      timeoutMs: deps.timeoutMs,
    })
  ).body as UserInfo
  return saveChannel(deps.db, {
    userId,
    provider: 'linkedin',
    providerUserId: me.sub,
    username: me.name,
    displayName: me.name,
    profileImageUrl: me.picture ?? null,
    accessTokenEncrypted: deps.cipher.encrypt(token.access_token),
    refreshTokenEncrypted: token.refresh_token ? deps.cipher.encrypt(token.refresh_token) : null,
    accessTokenExpiresAt: new Date(nowOf(deps).getTime() + token.expires_in * 1000),
    scope: token.scope ?? scopesOf(deps.settings.linkedin),
    connectedAt: nowOf(deps),
  })
}

/**
 * An access token valid now. Near its expiry it is refreshed when LinkedIn gave a refresh token; only
 * LinkedIn refusing the refresh token (4xx) means the user must reconnect; a timeout or 5xx is retried
 * later like any outage. Without a refresh token an expired access token needs a reconnect.
 */
export async function linkedInToken(deps: ChannelDeps, account: ChannelAccount): Promise<string> {
  const expires = account.accessTokenExpiresAt?.getTime() ?? Number.POSITIVE_INFINITY
  if (expires - REFRESH_MARGIN_MS > nowOf(deps).getTime())
    return deps.cipher.decrypt(account.accessTokenEncrypted)
  if (!account.refreshTokenEncrypted) {
    if (expires > nowOf(deps).getTime()) return deps.cipher.decrypt(account.accessTokenEncrypted)
    await markNeedsReconnect(deps.db, account.id)
    throw new HttpError(409, 'The LinkedIn account needs to be reconnected')
  }
  const li = requireConfigured(deps)
  try {
    const token = (
      await callNetwork('linkedin', `${li.authBaseUrl}/oauth/v2/accessToken`, {
        ...form({
          grant_type: 'refresh_token',
          refresh_token: deps.cipher.decrypt(account.refreshTokenEncrypted),
          client_id: li.clientId,
          client_secret: li.clientSecret,
        }),
        timeoutMs: deps.timeoutMs,
      })
    ).body as TokenAnswer
    await saveTokens(deps.db, account.id, {
      accessTokenEncrypted: deps.cipher.encrypt(token.access_token),
      refreshTokenEncrypted: token.refresh_token ? deps.cipher.encrypt(token.refresh_token) : null,
      accessTokenExpiresAt: new Date(nowOf(deps).getTime() + token.expires_in * 1000),
    })
    return token.access_token
  } catch (error) {
    // Only a refused grant is a dead token; a refused client (our keys rotated) is the admin's to fix.
    if (error instanceof NetworkRefusal && error.code === 'invalid_grant') {
      await markNeedsReconnect(deps.db, account.id)
      throw new HttpError(409, 'The LinkedIn account needs to be reconnected')
    }
    throw error
  }
}

/** What every call to LinkedIn's versioned REST API carries. */
const restHeaders = (deps: ChannelDeps, token: string) => ({
  authorization: `Bearer ${token}`,
  'linkedin-version': deps.settings.linkedin.version,
  'x-restli-protocol-version': '2.0.0',
})

/** LinkedIn keeps an uploaded image for the post that uses it; one older than this is uploaded again. */
const IMAGE_KEPT_MS = 23 * 3_600_000

/**
 * The post's pictures as LinkedIn images (the Images API: initializeUpload, then the bytes to the
 * address it gives), each uploaded once (media.ts); the image URNs with their descriptions.
 */
export async function linkedInImages(
  deps: ChannelDeps,
  account: ChannelAccount,
  postId: string,
): Promise<{ id: string; altText: string }[]> {
  const token = await linkedInToken(deps, account)
  const api = deps.settings.linkedin.apiBaseUrl
  const uploaded = await uploadedOnce(
    deps.db,
    { postId, network: 'linkedin', now: nowOf(deps), keptMs: IMAGE_KEPT_MS },
    async (image, bytes) => {
      const { body } = await callNetwork('linkedin', `${api}/rest/images?action=initializeUpload`, {
        method: 'POST',
        headers: { ...restHeaders(deps, token), 'content-type': 'application/json' },
        body: JSON.stringify({
          initializeUploadRequest: { owner: `urn:li:person:${account.providerUserId}` },
        }),
        timeoutMs: deps.timeoutMs,
      })
      const { uploadUrl, image: urn } = (body as { value: { uploadUrl: string; image: string } }).value
      // Our token goes with the bytes: only to LinkedIn's own upload hosts (or the API we were given).
      const target = new URL(uploadUrl)
      if (
        target.origin !== new URL(api).origin &&
        !(target.protocol === 'https:' && /(?:^|\.)linkedin\.com$/.test(target.hostname))
      )
        throw new NetworkRefusal(
          'linkedin',
          502,
          `LinkedIn gave an upload address that is not its own: ${target.host}`,
        )
      await callNetwork('linkedin', uploadUrl, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': image.type },
        body: new Uint8Array(bytes),
        timeoutMs: deps.timeoutMs,
      })
      return urn
    },
  )
  return uploaded.map((u) => ({ id: u.mediaId, altText: u.alt }))
}

/** One post as the member (LinkedIn has no threads: a thread is sent as one post by the caller). */
export async function postToLinkedIn(
  deps: ChannelDeps,
  account: ChannelAccount,
  text: string,
  images: { id: string; altText: string }[] = [],
): Promise<{ id: string; url: string }> {
  const token = await linkedInToken(deps, account)
  const { headers } = await callNetwork('linkedin', `${deps.settings.linkedin.apiBaseUrl}/rest/posts`, {
    method: 'POST',
    headers: { ...restHeaders(deps, token), 'content-type': 'application/json' },
    body: JSON.stringify({
      author: `urn:li:person:${account.providerUserId}`,
      commentary: linkedInCommentary(text),
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
      // One picture is a media post; two to twenty a multi-image post.
      ...(images.length === 1
        ? { content: { media: images[0] } }
        : images.length > 1
          ? { content: { multiImage: { images } } }
          : {}),
    }),
    timeoutMs: deps.timeoutMs,
  })
  const id = headers.get('x-restli-id') ?? ''
  return { id, url: `https://www.linkedin.com/feed/update/${id}/` }
}

/**
 * Reactions and comments of the member's posts (LinkedIn's socialMetadata, one call a post); a post
 * LinkedIn no longer has is left out. LinkedIn gives members no reshare or impression counts here.
 */
export async function linkedInMetrics(
  deps: ChannelDeps,
  account: ChannelAccount,
  urns: readonly string[],
  /** Filled as posts are read, so what was read before a failure is kept. */
  out = new Map<string, PublicMetrics>(),
): Promise<Map<string, PublicMetrics>> {
  const token = await linkedInToken(deps, account)
  return readEach(urns, out, async (urn) => {
    const { body } = await callNetwork(
      'linkedin',
      `${deps.settings.linkedin.apiBaseUrl}/rest/socialMetadata/${encodeURIComponent(urn)}`,
      {
        headers: restHeaders(deps, token),
        timeoutMs: deps.timeoutMs,
      },
    )
    const m = body as {
      reactionSummaries?: Record<string, { count?: number }>
      commentSummary?: { count?: number }
    }
    return countsOf({
      likes: Object.values(m.reactionSummaries ?? {}).reduce((sum, r) => sum + (r.count ?? 0), 0),
      replies: m.commentSummary?.count ?? 0,
    })
  })
}

/** Revokes the token (best effort; LinkedIn's revoke endpoint takes the app's credentials). */
export async function revokeLinkedIn(deps: ChannelDeps, account: ChannelAccount) {
  if (!linkedInConfigured(deps)) return
  const li = requireConfigured(deps)
  await callNetwork('linkedin', `${li.authBaseUrl}/oauth/v2/revoke`, {
    ...form({
      token: deps.cipher.decrypt(account.accessTokenEncrypted),
      client_id: li.clientId,
      client_secret: li.clientSecret,
    }),
    timeoutMs: deps.timeoutMs,
  })
}
