import { createHmac, randomBytes } from 'node:crypto'

/**
 * Webhooks, the pure part: the events, the secret, the Standard Webhooks signature, and when a failed
 * delivery is tried again.
 */
export const WEBHOOK_EVENTS = ['post.published', 'post.failed', 'plan.approved', 'metrics.updated'] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

/** Endpoints a user may register. */
export const MAX_ENDPOINTS_PER_USER = 10

/** A signing secret in Standard Webhooks' form: whsec_ and base64 of 24 random bytes. */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`

/**
 * The `webhook-signature` value for a delivery (Standard Webhooks): v1, then base64 of HMAC-SHA256 over
 * "id.timestamp.body", keyed with the secret's bytes.
 */
export function signature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`
}

/** Waits between attempts: then the delivery has failed (8 attempts over about four hours). */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000]

/** When to try a delivery again after `attempts` failed ones, or null: it has failed for good. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1]
  return delay === undefined ? null : new Date(now.getTime() + delay)
}

/** A claim older than this was left by a replica that stopped mid-send: it is sent again, same id. */
export const STALE_CLAIM_MS = 60_000
/** How long one delivery may take. */
export const SEND_TIMEOUT_MS = 10_000
