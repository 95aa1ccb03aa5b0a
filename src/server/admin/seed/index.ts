import { Elysia, t } from 'elysia'
import type { Auth } from '../../auth/auth'
import { authPlugin } from '../../auth/plugin'
import type { Database } from '../../db/database'
import { sampleTranscript, seed } from './service'

export const seedRoutes = (db: Database, auth: Auth) =>
  new Elysia({ prefix: '/admin', detail: { tags: ['admin'] } })
    .use(authPlugin(auth))
    .post('/seed', () => seed(db), { admin: true, response: t.Object({ created: t.Array(t.String()) }) })
    /** The sample interview the admin skip-to-sample shortcut sends as bulk_messages. */
    .get('/sample-interview', () => sampleTranscript(db), {
      admin: true,
      response: t.Array(
        t.Object({ persona_number: t.Union([t.Literal(1), t.Literal(2)]), content: t.String() }),
      ),
    })
