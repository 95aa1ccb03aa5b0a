import { arrayOverlaps, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { personas, settings } from '../../db/schema'
import { createPersona, makeDefaultChad } from '../../personas/service'
import { chadPrompt, founders, sampleInterview } from './content'

export const SAMPLE_INTERVIEW_KEY = 'sample_interview'

/**
 * Idempotent: creates the default Chad (and makes it default when no persona is), the founder personas
 * missing by name, and the sample interview transcript. Returns what it created.
 */
export async function seed(db: Database) {
  const created: string[] = []
  const existing = new Set((await db.select({ name: personas.name }).from(personas)).map((p) => p.name))

  if (!existing.has('Chad')) {
    const chad = await createPersona(db, { name: 'Chad', prompt: chadPrompt, tags: ['base_prompt'] })
    created.push('Chad')
    const [current] = await db
      .select({ id: personas.id })
      .from(personas)
      .where(arrayOverlaps(personas.tags, ['chad']))
    if (!current) await makeDefaultChad(db, chad.id)
  }
  for (const founder of founders) {
    if (existing.has(founder.name)) continue
    await createPersona(db, { name: founder.name, prompt: founder.prompt, tags: ['founder'] })
    created.push(founder.name)
  }
  const [sample] = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, SAMPLE_INTERVIEW_KEY))
  if (!sample) {
    await db.insert(settings).values({
      key: SAMPLE_INTERVIEW_KEY,
      value: sampleInterview,
      description: 'Sample interview transcript used by the admin skip-to-sample shortcut',
    })
    created.push('sample interview')
  }
  return { created }
}

export async function sampleTranscript(db: Database) {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SAMPLE_INTERVIEW_KEY))
  return (row?.value as typeof sampleInterview | undefined) ?? sampleInterview
}

const SEEDED_KEY = 'seeded_at'

/** Seeds once per database; later starts leave what admins changed (or deleted) alone. */
export async function seedOnFirstStart(db: Database) {
  const inserted = await db
    .insert(settings)
    .values({
      key: SEEDED_KEY,
      value: new Date().toISOString(),
      description: 'When the seed content was first applied',
    })
    .onConflictDoNothing()
    .returning({ key: settings.key })
  return inserted.length ? seed(db) : { created: [] }
}
