import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { checkedServer, guardedFetch } from '../channels/server-url'
import type { TokenCipher } from '../channels/x/crypto'
import type { Database } from '../db/database'
import { rowsOf } from '../db/rows'
import { webhookDeliveries, webhookEndpoints } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import type { Logger } from '../http/logger'
import {
  MAX_ENDPOINTS_PER_USER,
  newSecret,
  nextAttemptAt,
  SEND_TIMEOUT_MS,
  STALE_CLAIM_MS,
  signature,
  type WebhookEvent,
} from './rules'

export type WebhookDeps = {
  db: Database
  cipher: TokenCipher
  logger: Logger
  now: () => Date
  /** Endpoints on private or loopback addresses (CHANNELS_ALLOW_PRIVATE_HOSTS). */
  allowPrivate: boolean
  /** WEBHOOK_STALE_CLAIM_MS (STALE_CLAIM_MS unless set). */
  staleClaimMs?: number
}

type Endpoint = typeof webhookEndpoints.$inferSelect
type Delivery = typeof webhookDeliveries.$inferSelect

const endpointDto = (e: Endpoint) => ({
  id: e.id,
  url: e.url,
  events: e.events as WebhookEvent[],
  created_at: e.createdAt,
})
const deliveryDto = (d: Delivery) => ({
  id: d.id,
  event: d.event,
  status: d.status,
  attempts: d.attempts,
  last_status: d.lastStatus,
  last_error: d.lastError,
  next_attempt_at: d.status === 'pending' ? d.nextAttemptAt : null,
  delivered_at: d.deliveredAt,
  created_at: d.createdAt,
})

/** An https address outside our network (unless allowed), checked as a user-named server is. */
async function checkedUrl(input: string, allowPrivate: boolean): Promise<string> {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    throw new HttpError(422, 'Enter the endpoint as a full address, such as https://example.com/hooks/chad')
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw new HttpError(422, 'Webhook endpoints must use https')
  if (url.username || url.password) throw new HttpError(422, 'Put no user name or password in the address')
  await checkedServer(url.origin, 'webhook endpoint', allowPrivate)
  return url.toString()
}

export async function createEndpoint(
  deps: WebhookDeps,
  userId: string,
  input: { url: string; events: WebhookEvent[] },
) {
  const url = await checkedUrl(input.url, deps.allowPrivate)
  const count = await deps.db.$count(webhookEndpoints, eq(webhookEndpoints.userId, userId))
  if (count >= MAX_ENDPOINTS_PER_USER)
    throw new HttpError(409, `You have ${MAX_ENDPOINTS_PER_USER} webhook endpoints already: delete one first`)
  const secret = newSecret()
  const [row] = await deps.db
    .insert(webhookEndpoints)
    .values({ userId, url, events: [...new Set(input.events)], secretEncrypted: deps.cipher.encrypt(secret) })
    .returning()
  return { secret, endpoint: endpointDto(row!) }
}

export async function listEndpoints(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.createdAt))
  return rows.map(endpointDto)
}

export async function deleteEndpoint(db: Database, userId: string, id: string) {
  const gone = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id })
  if (gone.length === 0) throw notFound('Webhook endpoint')
}

async function ownEndpoint(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
  if (!row) throw notFound('Webhook endpoint')
  return row
}

/** An endpoint's recent deliveries, newest first, with their last status. */
export async function listDeliveries(db: Database, userId: string, endpointId: string) {
  await ownEndpoint(db, userId, endpointId)
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(50)
  return rows.map(deliveryDto)
}

/** "Send again": the same delivery (same webhook-id), due now, with a fresh set of attempts. */
export async function resend(deps: WebhookDeps, userId: string, endpointId: string, deliveryId: string) {
  await ownEndpoint(deps.db, userId, endpointId)
  const [row] = await deps.db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: deps.now(), claimedAt: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning()
  if (!row) throw notFound('Webhook delivery')
  return deliveryDto(row)
}

/** Queues an event for each of the user's endpoints that asked for it (sent by `sendDueWebhooks`). */
export async function emitWebhook(
  db: Database,
  userId: string,
  event: WebhookEvent,
  data: unknown,
  now: Date,
) {
  const endpoints = await db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
  const wanted = endpoints.filter((e) => e.events.includes(event))
  if (wanted.length === 0) return 0
  await db.insert(webhookDeliveries).values(
    wanted.map((e) => ({
      endpointId: e.id,
      event,
      payload: { type: event, timestamp: now.toISOString(), data },
      nextAttemptAt: now,
    })),
  )
  return wanted.length
}

/**
 * Claims due deliveries (and ones left mid-send by a replica that stopped) with SKIP LOCKED, as the
 * scheduler claims posts: two replicas never send the same delivery at once.
 */
async function claimDue(db: Database, now: Date, limit: number, staleClaimMs = STALE_CLAIM_MS) {
  const stale = new Date(now.getTime() - staleClaimMs)
  const result = await db.execute<Record<string, unknown>>(sql`
    update ${webhookDeliveries} d
    set status = 'sending', claimed_at = ${now.toISOString()}::timestamptz, attempts = d.attempts + 1
    from (
      select id from ${webhookDeliveries}
      where (status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz)
         or (status = 'sending' and claimed_at < ${stale.toISOString()}::timestamptz)
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    ) due
    where d.id = due.id
    returning d.id`)
  const ids = rowsOf<{ id: string }>(result).map((r) => String(r.id))
  if (ids.length === 0) return []
  return db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(inArray(webhookDeliveries.id, ids))
}

/** Sends every due delivery once (a run of the webhook cron); returns how many were sent. */
export async function sendDueWebhooks(deps: WebhookDeps, limit = 50): Promise<number> {
  const claimed = await claimDue(deps.db, deps.now(), limit, deps.staleClaimMs)
  await Promise.all(claimed.map(({ delivery, endpoint }) => send(deps, delivery, endpoint)))
  return claimed.length
}

async function send(deps: WebhookDeps, delivery: Delivery, endpoint: Endpoint) {
  const body = JSON.stringify(delivery.payload)
  const sentAt = deps.now()
  const timestamp = Math.floor(sentAt.getTime() / 1000)
  const secret = deps.cipher.decrypt(endpoint.secretEncrypted)
  let status: number | null = null
  let error: string | null = null
  try {
    const res = await guardedFetch(deps.allowPrivate, 'webhook endpoint')(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Chad-Webhooks/1.0',
        'webhook-id': delivery.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signature(secret, delivery.id, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    status = res.status
    await res.body?.cancel()
    if (status < 200 || status >= 300) error = `The endpoint answered ${status}`
  } catch (e) {
    error = (e as Error).message.slice(0, 300)
  }
  const now = deps.now()
  if (!error) {
    await deps.db
      .update(webhookDeliveries)
      .set({ status: 'delivered', deliveredAt: now, lastStatus: status, lastError: null })
      .where(eq(webhookDeliveries.id, delivery.id))
    return
  }
  // The claim counted this attempt.
  const next = nextAttemptAt(delivery.attempts, now)
  await deps.db
    .update(webhookDeliveries)
    .set(
      next
        ? { status: 'pending', nextAttemptAt: next, lastStatus: status, lastError: error }
        : { status: 'failed', lastStatus: status, lastError: error },
    )
    .where(eq(webhookDeliveries.id, delivery.id))
  if (!next) deps.logger.warn('webhook delivery failed for good', { deliveryId: delivery.id, error })
}
