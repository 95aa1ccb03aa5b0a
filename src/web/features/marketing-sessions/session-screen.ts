/** Which screen a session shows (SPEC §4): the page follows the session's status. */
export type SessionScreen =
  | { kind: 'interview'; notice?: string }
  | { kind: 'pillars' }
  | { kind: 'calendar' }
  | { kind: 'complete' }

export function sessionScreen(session: {
  status: string
  narrative_pillars: readonly unknown[]
}): SessionScreen {
  switch (session.status) {
    case 'draft':
      // The pillars exist once the interview has produced them; until then the interview goes on.
      return session.narrative_pillars.length === 0 ? { kind: 'interview' } : { kind: 'pillars' }
    case 'pillars_selected':
    case 'scheduled':
      return { kind: 'calendar' }
    case 'published':
      return { kind: 'complete' }
    default:
      // A status this build does not know (a newer server): the interview still works.
      return { kind: 'interview', notice: `Unknown state: ${session.status}` }
  }
}
