import { Elysia } from 'elysia'
import type { Auth } from '../../auth/auth'
import { authPlugin } from '../../auth/plugin'
import type { TurnDeps } from '../../context'
import { evaluation, evaluationBody } from './model'
import { runEvaluation } from './service'

/** Content-quality evaluation (admin): interviewer vs founder personas, each plan scored by the rubric. */
export const evaluationRoutes = (deps: TurnDeps, auth: Auth) =>
  new Elysia({ prefix: '/admin/evaluations', detail: { tags: ['admin'] } }).use(authPlugin(auth)).post(
    '/',
    ({ body, user, request, server }) => {
      // A run on a cloud model takes minutes: no idle cut-off for this request.
      server?.timeout(request, 0)
      return runEvaluation(deps, user, body)
    },
    { admin: true, body: evaluationBody, response: evaluation },
  )
