import { Elysia, t } from 'elysia'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import { nowOf, type TurnDeps } from '../context'
import { versionedJsonText } from '../http/json-text'
import { generatePillars, selectPillars } from '../pillars/pillars'
import { approvePlan, generateSchedule, replaceSchedule } from '../schedule/schedule'
import { deleteTweet, rewriteTweet, setTweetStatus, updateTweet } from '../tweets/tweets'
import {
  exportQuery,
  idParams,
  type MarketingSessionDto,
  marketingSession,
  pillar,
  replaceScheduleBody,
  rewriteBody,
  scheduledTweet,
  selectPillarsBody,
  sessionStatus,
  sessionSummary,
  setStatusBody,
  timeZoneBody,
  tweetParams,
  updateTweetBody,
  userParams,
} from './model'
import {
  createSession,
  deleteSession,
  exportSession,
  getSessionRead,
  listSessionsOfUser,
  listVisibleSessions,
} from './sessions'

/** Marketing sessions (SPEC §7): the interview, its pillars, the schedule and approval. */
/** `onScheduleChanged` lets the scheduler re-arm its precise timer when tweets become due sooner. */
export const marketingSessionRoutes = (
  deps: TurnDeps,
  auth: Auth,
  onScheduleChanged: () => void = () => {},
) => {
  const { db } = deps
  return (
    new Elysia({ prefix: '/marketing-sessions', detail: { tags: ['marketing sessions'] } })
      .use(authPlugin(auth))
      .get('/', ({ user }) => listVisibleSessions(db, user), {
        auth: true,
        response: t.Array(sessionSummary),
      })
      .get('/user/:userId', ({ user, params }) => listSessionsOfUser(db, user, params.userId), {
        auth: true,
        params: userParams,
        response: t.Array(sessionSummary),
      })
      // The database writes the body (see getSessionRead); it is sent as it comes, typed by `response`.
      .get(
        '/:id',
        async ({ user, params, request }) => {
          const { body, version } = await getSessionRead(db, user, params.id)
          return versionedJsonText<MarketingSessionDto>(request, body, `${params.id}.${version}`)
        },
        {
          auth: true,
          params: idParams,
          response: marketingSession,
        },
      )
      .post('/', ({ user, body }) => createSession(db, user, body?.time_zone), {
        auth: true,
        body: timeZoneBody,
        response: t.Object({
          conversation: t.Object({ id: t.String() }),
          marketing_session: marketingSession,
        }),
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
      .put(
        '/:id/approve',
        ({ user, params }) => approvePlan(db, user, params.id).finally(onScheduleChanged),
        {
          auth: true,
          params: idParams,
          body: t.Optional(t.Object({}, { additionalProperties: true })),
          response: t.Object({ marketing_session: t.Object({ id: t.String(), status: sessionStatus }) }),
        },
      )
      .put(
        '/:id/tweets/:tweetId/status',
        ({ user, params, body }) => setTweetStatus(db, user, params.id, params.tweetId, body.status),
        {
          auth: true,
          params: tweetParams,
          body: setStatusBody,
          response: t.Object({ scheduled_tweet: scheduledTweet }),
        },
      )
      .patch(
        '/:id/tweets/:tweetId',
        ({ user, params, body }) => updateTweet(db, user, params.id, params.tweetId, body.updates),
        {
          auth: true,
          params: tweetParams,
          body: updateTweetBody,
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
        ({ user, params, query }) => exportSession(db, user, params.id, query.format, nowOf(deps)),
        { auth: true, params: idParams, query: exportQuery },
      )
      .delete(
        '/:id/tweets/:tweetId',
        async ({ user, params }) => {
          await deleteTweet(db, user, params.id, params.tweetId)
          return { deleted: true as const }
        },
        { auth: true, params: tweetParams },
      )
  )
}
