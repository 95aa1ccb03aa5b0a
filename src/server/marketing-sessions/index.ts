import { Elysia, t } from 'elysia'
import { toCsv, toIcs } from '../../shared/export'
import { latestMetricsByTweet } from '../analytics/service'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import type { TurnDeps } from '../conversations/service'
import {
  createBody,
  idParams,
  marketingSession,
  pillar,
  replaceScheduleBody,
  rewriteBody,
  scheduledTweet,
  selectPillarsBody,
  sessionStatus,
  sessionSummary,
  settableTweetStatus,
  threadPartsField,
  userParams,
} from './model'
import { approvePlan, generatePillars, generateSchedule, replaceSchedule, selectPillars } from './plan'
import { createSession, deleteSession, getSession, listSessionsOfUser, listVisibleSessions } from './sessions'
import { deleteTweet, rewriteTweet, setTweetStatus, updateTweet } from './tweets'

const timeZoneBody = t.Optional(t.Object({ time_zone: t.Optional(t.String({ maxLength: 64 })) }))

/** Marketing sessions (SPEC §7): the interview, its pillars, the schedule and approval. */
/** `onScheduleChanged` lets the scheduler re-arm its precise timer when tweets become due sooner. */
export const marketingSessionRoutes = (
  deps: TurnDeps,
  auth: Auth,
  onScheduleChanged: () => void = () => {},
) => {
  const { db } = deps
  return new Elysia({ prefix: '/marketing-sessions', detail: { tags: ['marketing sessions'] } })
    .use(authPlugin(auth))
    .get('/', ({ user }) => listVisibleSessions(db, user), { auth: true, response: t.Array(sessionSummary) })
    .get('/user/:userId', ({ user, params }) => listSessionsOfUser(db, user, params.userId), {
      auth: true,
      params: userParams,
      response: t.Array(sessionSummary),
    })
    .get('/:id', ({ user, params }) => getSession(db, user, params.id), {
      auth: true,
      params: idParams,
      response: marketingSession,
    })
    .post('/', ({ user, body }) => createSession(db, user, body?.time_zone), {
      auth: true,
      body: createBody,
      response: t.Object({ conversation: t.Object({ id: t.String() }), marketing_session: marketingSession }),
    })
    .delete(
      '/:id',
      async ({ user, params }) => {
        await deleteSession(db, user, params.id)
        return { deleted: true as const }
      },
      { auth: true, params: idParams },
    )
    .post('/:id/narrative-pillars', ({ user, params }) => generatePillars(deps, user, params.id), {
      auth: true,
      params: idParams,
      response: t.Object({ narrative_pillars: t.Array(pillar) }),
    })
    .put(
      '/:id/narrative-pillars',
      ({ user, params, body }) => selectPillars(db, user, params.id, body.selected_pillar_ids),
      {
        auth: true,
        params: idParams,
        body: selectPillarsBody,
        response: marketingSession,
      },
    )
    .post(
      '/:id/tweet-schedule',
      ({ user, params, body }) => generateSchedule(deps, user, params.id, body?.time_zone),
      {
        auth: true,
        params: idParams,
        body: timeZoneBody,
        response: t.Object({ scheduled_tweets: t.Array(scheduledTweet) }),
      },
    )
    .put(
      '/:id/tweet-schedule',
      ({ user, params, body }) => replaceSchedule(db, user, params.id, body.scheduled_tweets),
      {
        auth: true,
        params: idParams,
        body: replaceScheduleBody,
        response: marketingSession,
      },
    )
    .put('/:id/approve', ({ user, params }) => approvePlan(db, user, params.id).finally(onScheduleChanged), {
      auth: true,
      params: idParams,
      body: t.Optional(t.Object({}, { additionalProperties: true })),
      response: t.Object({ marketing_session: t.Object({ id: t.String(), status: sessionStatus }) }),
    })
    .put(
      '/:id/tweets/:tweetId/status',
      ({ user, params, body }) => setTweetStatus(db, user, params.id, params.tweetId, body.status),
      {
        auth: true,
        params: tweetParams,
        body: t.Object({
          status: settableTweetStatus,
        }),
        response: t.Object({ scheduled_tweet: scheduledTweet }),
      },
    )
    .patch(
      '/:id/tweets/:tweetId',
      ({ user, params, body }) => updateTweet(db, user, params.id, params.tweetId, body.updates),
      {
        auth: true,
        params: tweetParams,
        body: t.Object({
          tweet_id: t.Optional(t.String()),
          updates: t.Object({
            content: t.Optional(t.String({ maxLength: 10_000 })),
            scheduled_time: t.Optional(t.String({ maxLength: 40 })),
            thread_parts: t.Optional(t.Nullable(threadPartsField)),
          }),
        }),
        response: t.Object({ scheduled_tweet: scheduledTweet }),
      },
    )
    .post(
      '/:id/tweets/:tweetId/rewrite',
      ({ user, params, body }) => rewriteTweet(deps, user, params.id, params.tweetId, body ?? {}),
      {
        auth: true,
        params: tweetParams,
        body: rewriteBody,
        response: t.Object({ alternatives: t.Array(t.String()) }),
        detail: { summary: 'Three AI alternatives for one post (counts against the AI limit)' },
      },
    )
    .get(
      '/:id/export',
      async ({ user, params, query }) => {
        const session = await getSession(db, user, params.id)
        const titles = new Map(session.narrative_pillars.map((p) => [p.id, p.title]))
        const metrics = await latestMetricsByTweet(db, session.id)
        const tweets = session.scheduled_tweets.map((t) => ({
          ...t,
          pillar: t.pillar_id ? (titles.get(t.pillar_id) ?? null) : null,
          metrics: metrics.get(t.id) ?? null,
        }))
        const ics = query.format === 'ics'
        return new Response(ics ? toIcs(tweets, { sessionId: session.id, now: new Date() }) : toCsv(tweets), {
          headers: {
            'content-type': ics ? 'text/calendar; charset=utf-8' : 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="chad-plan-${session.id.slice(0, 8)}.${ics ? 'ics' : 'csv'}"`,
          },
        })
      },
      {
        auth: true,
        params: idParams,
        query: t.Object({ format: t.Union([t.Literal('ics'), t.Literal('csv')]) }),
      },
    )
    .delete(
      '/:id/tweets/:tweetId',
      async ({ user, params }) => {
        await deleteTweet(db, user, params.id, params.tweetId)
        return { deleted: true as const }
      },
      { auth: true, params: tweetParams },
    )
}

const tweetParams = t.Object({ id: t.String({ format: 'uuid' }), tweetId: t.String({ format: 'uuid' }) })
