import { and, arrayOverlaps, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { type PersonaTag, personas, personaVersions } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import type { PersonaDto } from './model'

export const NO_CHAD_MESSAGE = 'No Chad persona found. Please set a default Chad persona first.'

type PersonaRow = typeof personas.$inferSelect
type VersionRow = typeof personaVersions.$inferSelect

function toDto(p: PersonaRow, versions: VersionRow[], withPrompts: boolean): PersonaDto {
  return {
    id: p.id,
    name: p.name,
    tags: p.tags,
    created_at: p.createdAt,
    versions: versions.map((v) => ({
      id: v.id,
      version: v.version,
      created_at: v.createdAt,
      ...(withPrompts ? { prompt: v.prompt } : {}),
    })),
  }
}

export async function listPersonas(db: Database, tags: PersonaTag[] | undefined, withPrompts: boolean) {
  const rows = await db.query.personas.findMany({
    where: tags?.length ? arrayOverlaps(personas.tags, tags) : undefined,
    orderBy: [desc(personas.createdAt)],
    with: { versions: { orderBy: [desc(personaVersions.version)] } },
  })
  return rows.map((r) => toDto(r, r.versions, withPrompts))
}

export async function getPersona(db: Database, id: string, withPrompts: boolean) {
  const row = await db.query.personas.findFirst({
    where: eq(personas.id, id),
    with: { versions: { orderBy: [desc(personaVersions.version)] } },
  })
  if (!row) throw notFound('Persona')
  return toDto(row, row.versions, withPrompts)
}

/** The persona's live prompt: its newest version. */
export async function currentPrompt(
  db: Database,
  personaId: string,
): Promise<{ name: string; prompt: string; tags: PersonaTag[] }> {
  const row = await db.query.personas.findFirst({
    where: eq(personas.id, personaId),
    with: { versions: { orderBy: [desc(personaVersions.version)], limit: 1 } },
  })
  if (!row) throw notFound('Persona')
  return { name: row.name, prompt: row.versions[0]?.prompt ?? '', tags: row.tags }
}

export async function createPersona(
  db: Database,
  input: { name: string; prompt: string; tags: PersonaTag[] },
) {
  // `chad` is granted only by make-default-chad, so exactly one persona ever carries it.
  const tags = [...new Set(input.tags.filter((t) => t !== 'chad'))]
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(personas).values({ name: input.name.trim(), tags }).returning()
    const [version] = await tx
      .insert(personaVersions)
      .values({ personaId: row!.id, version: 1, prompt: input.prompt })
      .returning()
    return toDto(row!, [version!], true)
  })
}

export async function addVersion(db: Database, personaId: string, prompt: string) {
  return db.transaction(async (tx) => {
    // Lock the persona so two edits never get the same version number.
    const [persona] = await tx.select().from(personas).where(eq(personas.id, personaId)).for('update')
    if (!persona) throw notFound('Persona')
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${personaVersions.version}), 0) + 1` })
      .from(personaVersions)
      .where(eq(personaVersions.personaId, personaId))) as [{ next: number }]
    await tx.insert(personaVersions).values({ personaId, version: Number(next), prompt })
    await tx.update(personas).set({ updatedAt: new Date() }).where(eq(personas.id, personaId))
    return personaId
  })
}

export async function deletePersona(db: Database, personaId: string) {
  const deleted = await db.delete(personas).where(eq(personas.id, personaId)).returning({ id: personas.id })
  if (deleted.length === 0) throw notFound('Persona')
}

/** Moves the `chad` tag to this base prompt, in one transaction, so exactly one persona carries it. */
export async function makeDefaultChad(db: Database, personaId: string) {
  await db.transaction(async (tx) => {
    const [persona] = await tx.select().from(personas).where(eq(personas.id, personaId)).for('update')
    if (!persona) throw notFound('Persona')
    if (!persona.tags.includes('base_prompt'))
      throw new HttpError(409, 'Only a base prompt can be the default Chad')
    await tx
      .update(personas)
      .set({ tags: sql`array_remove(${personas.tags}, 'chad')` })
      .where(and(arrayOverlaps(personas.tags, ['chad']), sql`${personas.id} <> ${personaId}`))
    if (!persona.tags.includes('chad')) {
      await tx
        .update(personas)
        .set({ tags: [...persona.tags, 'chad'] })
        .where(eq(personas.id, personaId))
    }
  })
  return getPersona(db, personaId, true)
}

/** The default interviewer: the persona tagged `chad`. */
export async function defaultChad(db: Database) {
  const [row] = await db
    .select({ id: personas.id })
    .from(personas)
    .where(arrayOverlaps(personas.tags, ['chad']))
    .orderBy(desc(personas.updatedAt))
    .limit(1)
  if (!row) throw new HttpError(404, NO_CHAD_MESSAGE)
  return currentPrompt(db, row.id).then((p) => ({ id: row.id, ...p }))
}
