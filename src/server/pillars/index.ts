import { Elysia, t } from 'elysia'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import type { TurnDeps } from '../context'
import { idParams, marketingSession, pillar, selectPillarsBody } from '../sessions/model'
import { generatePillars, selectPillars } from './pillars'

/** Narrative pillars of a session (SPEC §7): generated from the interview, then three selected. */
export const pillarRoutes = (deps: TurnDeps, auth: Auth) => {
  const { db } = deps
  return new Elysia({ prefix: '/marketing-sessions', detail: { tags: ['narrative pillars'] } })
    .use(authPlugin(auth))
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
}
