import { describe, expect, it } from 'bun:test'
import { startingResponse } from './starting'

describe('while the server starts', () => {
  it.each([
    ['GET', '/api/health', 200, 'application/json'],
    ['GET', '/api/health/ready', 503, 'application/json'],
    ['POST', '/api/auth/sign-in/email', 503, 'application/json'],
    ['GET', '/', 503, 'text/html'],
    ['GET', '/marketing-sessions/new', 503, 'text/html'],
  ])('%s %s answers %i (%s)', async (method, path, status, type) => {
    const res = startingResponse(new Request(`http://localhost${path}`, { method }))
    expect(res.status).toBe(status)
    expect(res.headers.get('content-type')).toContain(type)
    if (status === 503) expect(res.headers.get('retry-after')).toBe('1')
  })

  it('says it is alive but not ready, and the page says it is starting and reloads itself', async () => {
    expect(await startingResponse(new Request('http://localhost/api/health')).json()).toEqual({
      status: 'ok',
      database: 'starting',
    })
    const page = await startingResponse(new Request('http://localhost/')).text()
    expect(page).toContain('Chad is starting…')
    expect(page).toContain('<meta http-equiv="refresh" content="1">')
  })
})
