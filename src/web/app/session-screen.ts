import type { MarketingSessionStatus } from '../../shared/session-status'

/** Which screen a session shows (SPEC §4): the page follows the session's status. */
export type SessionScreen =
  | { kind: 'interview'; notice?: string }
  | { kind: 'pillars' }
  | { kind: 'calendar' }
  | { kind: 'complete' }

/** One entry per status of the shared list, so a new status cannot be left without a screen. */
const screens: Record<MarketingSessionStatus, (pillarCount: number) => SessionScreen> = {
  // The pillars exist once the interview has produced them; until then the interview goes on.
  draft: (pillarCount) => (pillarCount === 0 ? { kind: 'interview' } : { kind: 'pillars' }),
  pillars_selected: () => ({ kind: 'calendar' }),
  scheduled: () => ({ kind: 'calendar' }),
  published: () => ({ kind: 'complete' }),
}

export function sessionScreen(session: {
  status: string
  narrative_pillars: readonly unknown[]
}): SessionScreen {
  const screen = Object.hasOwn(screens, session.status)
    ? screens[session.status as MarketingSessionStatus]
    : undefined
  // A status this build does not know (a newer server): the interview still works.
  return (
    screen?.(session.narrative_pillars.length) ?? {
      kind: 'interview',
      notice: `Unknown state: ${session.status}`,
    }
  )
}
