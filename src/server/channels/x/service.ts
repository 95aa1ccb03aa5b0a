import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { type Clock, nowOf } from '../../context'
import type { Database } from '../../db/database'
import { oauthStates, socialAccounts } from '../../db/schema'
import { HttpError, notFound } from '../../http/errors'
import type { Logger } from '../../http/logger'
import { saveChannel } from '../accounts'
import { classify, X_SCOPES, type XClients } from './client'
import type { TokenCipher } from './crypto'
import { XAccountUnavailable } from './failure'

export const OAUTH_STATE_TTL_MS = 10 * 60_000
const REFRESH_MARGIN_MS = 60_000

export type XDeps = {
  db: Database
  clients: XClients
  cipher: TokenCipher
  logger: Logger
  configured: boolean
  redirectUri: string
  postUrlBase: string
  now: Clock
}

type AccountRow = typeof socialAccounts.$inferSelect

/** The user's X channel (a user has at most one per network). */
const xAccountOf = (userId: string) =>
  and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, 'x'))

export const accountDto = (a: AccountRow) => ({
  display_name: a.displayName,
  username: a.username,
  profile_image_url: a.profileImageUrl,
  connected_at: a.connectedAt,
  needs_reconnect: a.needsReconnect,
})

function requireConfigured(deps: XDeps) {
  if (!deps.configured)
    // The variables to set are shown to admins by the web app, not spelled out to every user.
    throw new HttpError(503, 'X is not configured on this server')
}

/** OAuth 2.0 with PKCE: the state and verifier are stored server-side, bound to the user, for 10 minutes. */
export async function initiate(deps: XDeps, userId: string) {
  requireConfigured(deps)
  const link = (await deps.clients.app()).generateOAuth2AuthLink(deps.redirectUri, {
    scope: X_SCOPES,
    state: randomBytes(24).toString('base64url'),
  })
  await deps.db.insert(oauthStates).values({
    state: link.state,
    userId,
    codeVerifierEncrypted: deps.cipher.encrypt(link.codeVerifier),
    redirectUri: deps.redirectUri,
    expiresAt: new Date(nowOf(deps).getTime() + OAUTH_STATE_TTL_MS),
  })
  return { authorization_url: deps.clients.authorizeUrl(link.url), state: link.state }
}

/**
 * The callback: the state must be this user's, unused and unexpired (it is consumed atomically, so a
 * replay fails); the code is exchanged, the account read and stored with encrypted tokens.
 */
export async function completeCallback(deps: XDeps, userId: string, code: string, state: string) {
  requireConfigured(deps)
  const [claimed] = await deps.db
    .update(oauthStates)
    .set({ usedAt: nowOf(deps) })
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.userId, userId),
        eq(oauthStates.provider, 'x'),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, nowOf(deps)),
      ),
    )
    .returning()
  if (!claimed) throw new HttpError(400, 'This sign-in link is invalid or has expired. Please connect again.')
  let tokens: Awaited<ReturnType<Awaited<ReturnType<XClients['app']>>['loginWithOAuth2']>>
  try {
    tokens = await (await deps.clients.app()).loginWithOAuth2({
      code,
      codeVerifier: deps.cipher.decrypt(claimed.codeVerifierEncrypted),
      redirectUri: claimed.redirectUri,
    })
  } catch (error) {
    deps.logger.warn('X token exchange failed', { error })
    throw new HttpError(502, 'Failed to authenticate with X')
  }
  const me = await tokens.client.v2.me({ 'user.fields': ['profile_image_url'] })
  const row = await saveChannel(deps.db, {
    userId,
    provider: 'x',
    providerUserId: me.data.id,
    username: me.data.username,
    displayName: me.data.name,
    profileImageUrl: me.data.profile_image_url ?? null,
    accessTokenEncrypted: deps.cipher.encrypt(tokens.accessToken),
    refreshTokenEncrypted: tokens.refreshToken ? deps.cipher.encrypt(tokens.refreshToken) : null,
    accessTokenExpiresAt: new Date(nowOf(deps).getTime() + tokens.expiresIn * 1000),
    scope: tokens.scope.join(' '),
    connectedAt: nowOf(deps),
  })
  return { account: accountDto(row) }
}

export async function getAccount(db: Database, userId: string) {
  const [row] = await db.select().from(socialAccounts).where(xAccountOf(userId))
  if (!row) throw notFound('Account')
  return { account: accountDto(row) }
}

export async function disconnect(deps: XDeps, userId: string) {
  const [row] = await deps.db.delete(socialAccounts).where(xAccountOf(userId)).returning()
  if (!row) throw notFound('Account')
  // Best effort: tell X the token is no longer wanted.
  if (deps.configured) {
    await (await deps.clients.app())
      .revokeOAuth2Token(deps.cipher.decrypt(row.accessTokenEncrypted), 'access_token')
      .catch((error) => deps.logger.warn('X token revoke failed', { error }))
  }
}

/**
 * An access token that is valid now. Refresh tokens rotate, so the refresh runs under a row lock and
 * the new pair is saved before it is used; a concurrent caller waits and then reads the new pair.
 */
export async function freshAccessToken(
  deps: XDeps,
  accountUserId: string,
): Promise<{ token: string; account: AccountRow }> {
  const [current] = await deps.db.select().from(socialAccounts).where(xAccountOf(accountUserId))
  if (!current) throw new XAccountUnavailable('not_connected')
  if (current.needsReconnect) throw new XAccountUnavailable('needs_reconnect')
  const valid = (a: AccountRow) =>
    !a.accessTokenExpiresAt || a.accessTokenExpiresAt.getTime() - REFRESH_MARGIN_MS > nowOf(deps).getTime()
  if (valid(current)) return { token: deps.cipher.decrypt(current.accessTokenEncrypted), account: current }
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.id, current.id))
      .for('update')
    if (!locked) throw new XAccountUnavailable('not_connected')
    if (valid(locked)) return { token: deps.cipher.decrypt(locked.accessTokenEncrypted), account: locked }
    if (!locked.refreshTokenEncrypted) throw new XAccountUnavailable('needs_reconnect')
    try {
      const refreshed = await (await deps.clients.app()).refreshOAuth2Token(
        deps.cipher.decrypt(locked.refreshTokenEncrypted),
      )
      const [saved] = await tx
        .update(socialAccounts)
        .set({
          accessTokenEncrypted: deps.cipher.encrypt(refreshed.accessToken),
          refreshTokenEncrypted: refreshed.refreshToken
            ? deps.cipher.encrypt(refreshed.refreshToken)
            : locked.refreshTokenEncrypted,
          accessTokenExpiresAt: new Date(nowOf(deps).getTime() + refreshed.expiresIn * 1000),
        })
        .where(eq(socialAccounts.id, locked.id))
        .returning()
      return { token: refreshed.accessToken, account: saved! }
    } catch (error) {
      const failure = classify(error, true)
      if (failure.kind === 'client' || failure.kind === 'auth') {
        await tx.update(socialAccounts).set({ needsReconnect: true }).where(eq(socialAccounts.id, locked.id))
        throw new XAccountUnavailable('needs_reconnect')
      }
      throw error
    }
  })
}

export const postUrl = (deps: XDeps, username: string, id: string) =>
  `${deps.postUrlBase}/${username}/status/${id}`

/** Posts now (the /twitter test page); with `reply`, a two-part test thread (the reply follows the post). */
export async function testTweet(deps: XDeps, userId: string, content: string, reply?: string) {
  requireConfigured(deps)
  const text = content.trim()
  if (!text) throw new HttpError(422, 'Please enter tweet content')
  const second = reply?.trim()
  if (reply !== undefined && !second) throw new HttpError(422, 'Please enter the second part')
  const { token, account } = await freshAccessToken(deps, userId)
  const client = await deps.clients.user(token)
  const posted = (data: { id: string; text: string }) => ({
    id: data.id,
    text: data.text,
    twitter_url: postUrl(deps, account.username, data.id),
  })
  try {
    const res = await client.v2.tweet(text)
    if (!second) return { tweet: posted(res.data) }
    const part = await client.v2.tweet(second, { reply: { in_reply_to_tweet_id: res.data.id } })
    return { tweet: posted(res.data), reply: posted(part.data) }
  } catch (error) {
    const failure = classify(error, true)
    if (failure.kind === 'auth') {
      await deps.db
        .update(socialAccounts)
        .set({ needsReconnect: true })
        .where(eq(socialAccounts.id, account.id))
    }
    throw new HttpError(
      failure.kind === 'duplicate' || failure.kind === 'client' ? 409 : 502,
      `Failed to send tweet: ${failure.message}`,
    )
  }
}
