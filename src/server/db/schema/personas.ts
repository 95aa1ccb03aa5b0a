import { relations } from 'drizzle-orm'
import { index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'

/** Tags a persona may carry (SPEC §3). `chad` marks the default interviewer; only one persona has it. */
export const personaTags = ['base_prompt', 'founder', 'chad'] as const
export type PersonaTag = (typeof personaTags)[number]

export const personas = pgTable(
  'personas',
  {
    id: id(),
    name: text('name').notNull(),
    tags: text('tags').array().$type<PersonaTag[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [
    index('personas_tags_idx').using('gin', table.tags),
    index('personas_createdAt_idx').on(table.createdAt),
  ],
)

/** Every edit of a persona's prompt is a new numbered version; the newest is the live prompt. */
export const personaVersions = pgTable(
  'persona_versions',
  {
    id: id(),
    personaId: uuid('persona_id')
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    prompt: text('prompt').notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [unique('persona_versions_persona_version_uq').on(table.personaId, table.version)],
)

export const personasRelations = relations(personas, ({ many }) => ({ versions: many(personaVersions) }))
export const personaVersionsRelations = relations(personaVersions, ({ one }) => ({
  persona: one(personas, { fields: [personaVersions.personaId], references: [personas.id] }),
}))
