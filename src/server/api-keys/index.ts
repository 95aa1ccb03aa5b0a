import { Elysia, t } from 'elysia'
import { isAdmin } from '../auth/access'
import type { Auth } from '../auth/auth'
import { authPlugin, madeWithKey } from '../auth/plugin'
import type { Database } from '../db/database'
import { HttpError } from '../http/errors'
import { SCOPES } from './rules'
import { createKey, listKeys, revokeKey } from './service'

const apiKey = t.Object({
  id: t.String(),
  name: t.String(),
  start: t.String(),
  scopes: t.Array(t.UnionEnum(SCOPES)),
  created_at: t.Date(),
  last_used_at: t.Nullable(t.Date()),
})

/** Keys are made and revoked in the app, signed in: a key cannot make itself more keys. */
const inTheApp = (request: Request) => {
  if (madeWithKey(request)) throw new HttpError(403, 'API keys are managed in the app, not with an API key')
}

/** /api/api-keys: the signed-in user's personal API keys (list, create, revoke). */
export const apiKeyRoutes = (db: Database, auth: Auth, now: () => Date) =>
  new Elysia({ prefix: '/api-keys', detail: { tags: ['api-keys'] } })
    .use(authPlugin(auth))
    .get(
      '/',
      async ({ user, request }) => {
        inTheApp(request)
        return { api_keys: await listKeys(db, user.id) }
      },
      { auth: true, response: t.Object({ api_keys: t.Array(apiKey) }) },
    )
    .post(
      '/',
      ({ user, request, body }) => {
        inTheApp(request)
        return createKey(db, user, body, isAdmin(user))
      },
      {
        auth: true,
        body: t.Object({
          name: t.String({
            minLength: 1,
            maxLength: 60,
            pattern: '\\S',
            error: 'Give the key a name (up to 60 characters)',
          }),
          scopes: t.Array(t.UnionEnum(SCOPES), {
            minItems: 1,
            maxItems: 4,
            error: 'Choose at least one scope',
          }),
        }),
        response: t.Object({ key: t.String(), api_key: apiKey }),
      },
    )
    .delete(
      '/:id',
      async ({ user, request, params }) => {
        inTheApp(request)
        await revokeKey(db, user.id, params.id, now())
        return { revoked: true }
      },
      {
        auth: true,
        params: t.Object({ id: t.String({ format: 'uuid' }) }),
        response: t.Object({ revoked: t.Boolean() }),
      },
    )
