import { Elysia, t } from 'elysia'
import { isAdmin } from '../auth/access'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import type { Database } from '../db/database'
import type { PersonaTag } from '../db/schema'
import { createBody, idParams, listQuery, persona, versionBody } from './model'
import {
  addVersion,
  createPersona,
  deletePersona,
  getPersona,
  listPersonas,
  makeDefaultChad,
} from './service'

const parseTags = (tags?: string) =>
  tags
    ?.split(',')
    .map((t) => t.trim())
    .filter(Boolean) as PersonaTag[] | undefined

/** Personas (SPEC §7): anyone signed in reads names; only admins see prompt text or change anything. */
export const personaRoutes = (db: Database, auth: Auth) =>
  new Elysia({ prefix: '/personas', detail: { tags: ['personas'] } })
    .use(authPlugin(auth))
    .get('/', ({ query, user }) => listPersonas(db, parseTags(query.tags), isAdmin(user)), {
      auth: true,
      query: listQuery,
      response: t.Array(persona),
    })
    .get('/:id', ({ params, user }) => getPersona(db, params.id, isAdmin(user)), {
      auth: true,
      params: idParams,
      response: persona,
    })
    .post('/', ({ body }) => createPersona(db, body), { admin: true, body: createBody, response: persona })
    .post(
      '/:id/versions',
      async ({ params, body }) => {
        await addVersion(db, params.id, body.prompt)
        return getPersona(db, params.id, true)
      },
      { admin: true, params: idParams, body: versionBody, response: persona },
    )
    .delete(
      '/:id',
      async ({ params }) => {
        await deletePersona(db, params.id)
        return { deleted: true as const }
      },
      { admin: true, params: idParams },
    )
    .put('/:id/make-default-chad', ({ params }) => makeDefaultChad(db, params.id), {
      admin: true,
      params: idParams,
      response: persona,
    })
