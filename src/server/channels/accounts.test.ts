import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { createTestApp } from '../testing/test-app'
import { saveChannel } from './accounts'

let t: Awaited<ReturnType<typeof createTestApp>>
let userId: string
beforeAll(async () => {
  t = await createTestApp()
  await t.signUpUser()
  userId = (await t.db.query.user.findFirst({ where: (u, { like }) => like(u.email, 'user1-%') }))!.id
})
afterAll(() => t.close())

const values = (providerUserId: string, refresh: string | null) => ({
  userId,
  provider: 'linkedin' as const,
  providerUserId,
  username: 'Founder',
  displayName: 'Founder',
  accessTokenEncrypted: `access-${Math.random()}`,
  refreshTokenEncrypted: refresh,
})

describe('saveChannel', () => {
  it('keeps the stored refresh token when the same account reconnects without one', async () => {
    await saveChannel(t.db, values('member-1', 'refresh-1'))
    const again = await saveChannel(t.db, values('member-1', null))
    expect(again.refreshTokenEncrypted).toBe('refresh-1')
    expect(again.needsReconnect).toBe(false)
  })

  it('takes a new refresh token when the network sends one', async () => {
    const again = await saveChannel(t.db, values('member-1', 'refresh-2'))
    expect(again.refreshTokenEncrypted).toBe('refresh-2')
  })

  it('drops it when another account of the network takes the channel', async () => {
    const other = await saveChannel(t.db, values('member-2', null))
    expect(other.refreshTokenEncrypted).toBeNull()
    expect(other.providerUserId).toBe('member-2')
  })
})
