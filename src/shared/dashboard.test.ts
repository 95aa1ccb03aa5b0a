import { describe, expect, it } from 'bun:test'
import { networkCounts, nextStep, statusCounts, xAccountState } from './dashboard'

describe('nextStep', () => {
  it.each([
    [
      'interview still running',
      { status: 'draft', conversationEnded: false, pillarCount: 0 },
      'Continue the interview',
    ],
    [
      'interview ended, no plan yet',
      { status: 'draft', conversationEnded: true, pillarCount: 0 },
      'Generate your marketing plan',
    ],
    ['pillars generated', { status: 'draft', conversationEnded: true, pillarCount: 5 }, 'Pick your pillars'],
    [
      'pillars picked',
      { status: 'pillars_selected', conversationEnded: true, pillarCount: 5 },
      'Review and approve',
    ],
    ['approved', { status: 'scheduled', conversationEnded: true, pillarCount: 5 }, null],
    ['published', { status: 'published', conversationEnded: true, pillarCount: 5 }, null],
  ])('%s → %p', (_name, session, label) => {
    expect(nextStep(session)?.label ?? null).toBe(label)
  })
})

describe('statusCounts', () => {
  it('folds posting into scheduled, drafts into awaiting approval and ignores cancelled', () => {
    expect(
      statusCounts([
        { status: 'scheduled', n: 4 },
        { status: 'posting', n: 1 },
        { status: 'posted', n: 2 },
        { status: 'failed', n: 1 },
        { status: 'draft', n: 3 },
        { status: 'cancelled', n: 7 },
      ]),
    ).toEqual({ scheduled: 5, posted: 2, failed: 1, awaiting_approval: 3 })
  })
  it('is all zeros for a new user', () => {
    expect(statusCounts([])).toEqual({ scheduled: 0, posted: 0, failed: 0, awaiting_approval: 0 })
  })
})

describe('xAccountState', () => {
  it.each([
    [undefined, { state: 'not_connected' }],
    [
      { username: 'lena', displayName: 'Lena', needsReconnect: false },
      { state: 'connected', username: 'lena', display_name: 'Lena' },
    ],
    [
      { username: 'lena', displayName: 'Lena', needsReconnect: true },
      { state: 'needs_reconnect', username: 'lena', display_name: 'Lena' },
    ],
  ])('%p → %p', (account, state) => expect(xAccountState(account)).toEqual(state as never))
})

describe('networkCounts', () => {
  it.each([
    // X from the posts' status (drafts are no network's yet); the others from their deliveries.
    [
      [
        { status: 'posted', n: 3 },
        { status: 'draft', n: 4 },
        { status: 'posting', n: 1 },
      ],
      [
        { network: 'bluesky', status: 'posted', n: 2 },
        { network: 'bluesky', status: 'failed', n: 1 },
        { network: 'linkedin', status: 'scheduled', n: 1 },
      ],
      [
        { network: 'x', scheduled: 1, posted: 3, failed: 0 },
        { network: 'linkedin', scheduled: 1, posted: 0, failed: 0 },
        { network: 'bluesky', scheduled: 0, posted: 2, failed: 1 },
      ],
    ],
    // Nothing approved yet: no network listed.
    [[{ status: 'draft', n: 10 }], [], []],
  ])('%#', (xRows, deliveryRows, expected) => {
    expect(networkCounts(xRows, deliveryRows)).toEqual(expected as ReturnType<typeof networkCounts>)
  })

  it('leaves X out when no X account is connected', () => {
    expect(
      networkCounts(
        [{ status: 'scheduled', n: 10 }],
        [{ network: 'bluesky', status: 'posted', n: 1 }],
        false,
      ),
    ).toEqual([{ network: 'bluesky', scheduled: 0, posted: 1, failed: 0 }])
  })
})
