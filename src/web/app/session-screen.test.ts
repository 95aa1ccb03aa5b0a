import { describe, expect, it } from 'bun:test'
import { type SessionScreen, sessionScreen } from './session-screen'

describe('sessionScreen', () => {
  const cases: [string, number, SessionScreen][] = [
    ['draft', 0, { kind: 'interview' }],
    ['draft', 5, { kind: 'pillars' }],
    ['pillars_selected', 3, { kind: 'calendar' }],
    ['scheduled', 3, { kind: 'calendar' }],
    ['published', 3, { kind: 'complete' }],
    ['archived', 0, { kind: 'interview', notice: 'Unknown state: archived' }],
  ]
  for (const [status, pillars, screen] of cases)
    it(`${status} with ${pillars} pillars shows ${screen.kind}`, () =>
      expect(sessionScreen({ status, narrative_pillars: Array(pillars).fill({}) })).toEqual(screen))
})
