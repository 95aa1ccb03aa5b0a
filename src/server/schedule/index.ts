import { Elysia, t } from 'elysia'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import type { TurnDeps } from '../context'
import {
  idParams,
  marketingSession,
  replaceScheduleBody,
  scheduledTweet,
  sessionStatus,
  timeZoneBody,
} from '../sessions/model'
import { emitWebhook } from '../webhooks/service'
import { approvePlan, generateSchedule, replaceSchedule } from './schedule'

/**
 * The two-week schedule of a session (SPEC §7): generated, replaced as a whole, approved.
 * `onScheduleChanged` lets the scheduler re-arm its precise timer when tweets become due sooner.
 */
export const scheduleRoutes = (deps: TurnDeps, auth: Auth, onScheduleChanged: () => void = () => {}) => {
  const { db } = deps
  return new Elysia({ prefix: '/marketing-sessions', detail: { tags: ['schedule'] } })
    .use(authPlugin(auth))
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
      async ({ user, params }) => {
        const approved = await approvePlan(db, user, params.id).finally(onScheduleChanged)
        // The founder's own endpoints hear of it (webhooks/); a failure to queue never undoes the approval.
        await emitWebhook(db, user.id, 'plan.approved', { session_id: params.id }, deps.now()).catch(
          (error) => deps.logger.error('could not queue a webhook', { event: 'plan.approved', error }),
        )
        return approved
      },
      {
        auth: true,
        params: idParams,
        body: t.Optional(t.Object({}, { additionalProperties: true })),
        response: t.Object({ marketing_session: t.Object({ id: t.String(), status: sessionStatus }) }),
      },
    )
}
