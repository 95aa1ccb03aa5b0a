import { describe, expect, it } from 'bun:test'
import { authPath, safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it.each([
    ['/user/dashboard?x=1', '/user/dashboard?x=1'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['', '/'],
    [null, '/'],
  ])('%p → %p', (target, result) => expect(safeRedirect(target)).toBe(result))

  it('builds the auth path with the redirect and view', () => {
    expect(authPath('/start-session', 'signup')).toBe('/auth?redirect=%2Fstart-session&view=signup')
  })
})
