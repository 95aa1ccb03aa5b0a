/**
 * A marketing session's lifecycle, in one place for the schema, the API models, the web and the CLI
 * (SPEC §4): the interview (draft), three pillars chosen, the plan approved, every post sent.
 */
export const marketingSessionStatuses = ['draft', 'pillars_selected', 'scheduled', 'published'] as const
export type MarketingSessionStatus = (typeof marketingSessionStatuses)[number]

/** An approved plan: its posts go out (or went out); the next two weeks can be planned after it. */
export const approvedSessionStatuses = [
  'scheduled',
  'published',
] as const satisfies readonly MarketingSessionStatus[]

export const isApprovedSessionStatus = (status: string) =>
  (approvedSessionStatuses as readonly string[]).includes(status)
