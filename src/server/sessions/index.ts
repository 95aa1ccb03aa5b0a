import { Elysia, t } from 'elysia'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import { nowOf, type TurnDeps } from '../context'
import { versionedJsonText } from '../http/json-text'
import {
  exportQuery,
  idParams,
  type MarketingSessionDto,
  marketingSession,
  sessionSummary,
  timeZoneBody,
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

/**
 * Marketing sessions (SPEC §7): list, read, create, delete and export. The interview, pillars,
 * schedule and posts have their own routes in conversations/, pillars/, schedule/ and tweets/.
 */
export const marketingSessionRoutes = (deps: TurnDeps, auth: Auth) => {
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
      .get(
        '/:id/export',
        ({ user, params, query }) => exportSession(db, user, params.id, query.format, nowOf(deps)),
        { auth: true, params: idParams, query: exportQuery },
      )
  )
}
