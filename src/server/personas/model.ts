import { t } from 'elysia'
import { personaTags } from '../db/schema'

export const personaTag = t.UnionEnum(personaTags)

export const personaVersion = t.Object({
  id: t.String(),
  version: t.Number(),
  /** Only admins receive prompt text. */
  prompt: t.Optional(t.String()),
  created_at: t.Date(),
})

export const persona = t.Object({
  id: t.String(),
  name: t.String(),
  tags: t.Array(t.String()),
  created_at: t.Date(),
  versions: t.Array(personaVersion),
})
export type PersonaDto = typeof persona.static

export const listQuery = t.Object({
  tags: t.Optional(
    t.String({ description: 'comma-separated tags; personas carrying any of them', maxLength: 200 }),
  ),
})

export const createBody = t.Object({
  name: t.String({ minLength: 1, maxLength: 200 }),
  prompt: t.String({ minLength: 1, maxLength: 50_000 }),
  tags: t.Array(personaTag, { maxItems: 3 }),
})

export const versionBody = t.Object({ prompt: t.String({ minLength: 1, maxLength: 50_000 }) })
export const idParams = t.Object({ id: t.String({ format: 'uuid' }) })
