import { eq } from 'drizzle-orm'
import { sampleInterview } from '../admin/seed/content'
import { appendMessages } from '../conversations/service'
import { conversations } from '../db/schema'
import type { createTestApp } from './test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** A marketing session whose interview is the sample transcript (ended): ready for its pillars. */
export async function endedSession(t: TestApp, cookie: string, timeZone = 'UTC') {
  const api = t.api(cookie)
  const created = (await api['marketing-sessions'].post({ time_zone: timeZone })).data!
  const id = created.marketing_session.id
  await appendMessages(
    t.db,
    created.conversation.id,
    sampleInterview.map((e) => ({ persona: e.persona_number, content: e.content })),
    new Date(),
  )
  await t.db
    .update(conversations)
    .set({ endedAt: new Date() })
    .where(eq(conversations.id, created.conversation.id))
  return { api, id, created, conversationId: created.conversation.id }
}

/**
 * A marketing session whose interview is the sample transcript (ended), with pillars generated and the
 * first three selected: ready for its schedule.
 */
export async function sessionWithPillars(t: TestApp, cookie: string, timeZone = 'UTC') {
  const { api, id, created } = await endedSession(t, cookie, timeZone)
  const pillars = (await api['marketing-sessions']({ id })['narrative-pillars'].post()).data!
    .narrative_pillars
  await api['marketing-sessions']({ id })['narrative-pillars'].put({
    selected_pillar_ids: pillars.slice(0, 3).map((p) => p.id),
  })
  return { api, id, pillars, conversationId: created.conversation.id }
}

/** Connects the user's X account through the fake X's OAuth flow, as the browser would. */
export async function connectFakeX(
  t: TestApp,
  fake: { setNextAccount: (a: { id: string; username: string; name: string }) => void },
  cookie: string,
  account = { id: `x${Math.random().toString(36).slice(2, 8)}`, username: 'founder', name: 'Founder' },
) {
  fake.setNextAccount(account)
  const api = t.api(cookie)
  const started = (await api.twitter.auth.initiate.post({})).data!
  const back = new URL(
    (await fetch(started.authorization_url, { redirect: 'manual' })).headers.get('location')!,
  )
  const done = await api.twitter.auth.callback.post({
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
  })
  if (done.error) throw new Error(`connecting X failed: ${done.status}`)
  return account
}

/** The browser's part of an OAuth popup: open the network's authorize link and read where it sends us back. */
export async function consent(authorizationUrl: string) {
  const back = new URL((await fetch(authorizationUrl, { redirect: 'manual' })).headers.get('location')!)
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! }
}
