import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { createTestApp } from '../../testing/test-app'
import { likePattern } from './service'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
  for (const [name, email] of [
    ['Lena Okafor', 'lena.okafor@example.com'],
    ['Marco Rossi', 'marco@studio.example'],
    ['Percent 100%', 'percent@example.com'],
  ] as const) {
    await t.signIn(email, 'user-password', name)
  }
})
afterAll(() => t.close())

const emailsFor = async (search: string) => {
  const res = await t.api(await t.adminCookie()).admin.users.get({ query: { search } })
  expect(res.status).toBe(200)
  return res.data!.users.map((u) => u.email).sort()
}

describe('admin users search', () => {
  it.each([
    ['lena', ['lena.okafor@example.com']],
    ['okafor', ['lena.okafor@example.com']],
    ['OKAFOR', ['lena.okafor@example.com']],
    ['lena.okafor', ['lena.okafor@example.com']],
    ['Lena Oka', ['lena.okafor@example.com']],
    ['STUDIO.example', ['marco@studio.example']],
    ['  rossi ', ['marco@studio.example']],
    ['nobody-here', []],
  ])('finds %p by a case-insensitive substring of name or email', async (search, expected) => {
    expect(await emailsFor(search)).toEqual(expected)
  })

  it('treats % and _ literally', async () => {
    expect(await emailsFor('100%')).toEqual(['percent@example.com'])
    expect(await emailsFor('%')).toEqual(['percent@example.com'])
    expect(await emailsFor('_')).toEqual([])
  })

  it('lists everyone, newest first, without a search, with the total', async () => {
    const res = await t.api(await t.adminCookie()).admin.users.get({ query: {} })
    const emails = res.data!.users.map((u) => u.email)
    expect(emails.slice(0, 3)).toEqual([
      'percent@example.com',
      'marco@studio.example',
      'lena.okafor@example.com',
    ])
    expect(res.data!.total).toBe(emails.length)
  })

  it('escapes the ILIKE wildcards', () => {
    expect(likePattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%')
  })
})
