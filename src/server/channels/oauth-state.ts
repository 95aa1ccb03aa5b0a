import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Network } from '../../shared/networks'
import type { Database } from '../db/database'
import { oauthStates } from '../db/schema'
import { HttpError } from '../http/errors'
import type { TokenCipher } from './x/crypto'

/** How long a sign-in link stays usable. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000
export const EXPIRED_LINK = 'This sign-in link is invalid or has expired. Please connect again.'

/** A PKCE pair (S256): the verifier stays with us, the challenge goes in the authorize link. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/** Stores a new state bound to the user and the network (and the instance), with its encrypted verifier. */
export async function createOAuthState(
  db: Database,
  cipher: TokenCipher,
  input: {
    userId: string
    network: Network
    redirectUri: string
    verifier: string
    instanceUrl?: string
    now: Date
  },
): Promise<string> {
  const state = randomBytes(24).toString('base64url')
  await db.insert(oauthStates).values({
    state,
    userId: input.userId,
    provider: input.network,
    instanceUrl: input.instanceUrl ?? null,
    codeVerifierEncrypted: cipher.encrypt(input.verifier),
    redirectUri: input.redirectUri,
    expiresAt: new Date(input.now.getTime() + OAUTH_STATE_TTL_MS),
  })
  return state
}

/**
 * Consumes a state atomically: it must be this user's, for this network, unused and unexpired, so a
 * replayed or foreign callback fails (400).
 */
export async function claimOAuthState(
  db: Database,
  cipher: TokenCipher,
  input: { state: string; userId: string; network: Network; now: Date },
) {
  const [claimed] = await db
    .update(oauthStates)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(oauthStates.state, input.state),
        eq(oauthStates.userId, input.userId),
        eq(oauthStates.provider, input.network),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, input.now),
      ),
    )
    .returning()
  if (!claimed) throw new HttpError(400, EXPIRED_LINK)
  return {
    verifier: cipher.decrypt(claimed.codeVerifierEncrypted),
    redirectUri: claimed.redirectUri,
    instanceUrl: claimed.instanceUrl,
  }
}
