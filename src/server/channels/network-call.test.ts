import { afterAll, describe, expect, it } from 'bun:test'
import { instanceLimit } from './mastodon'
import {
  callNetwork,
  classifyNetworkFailure,
  MAX_ANSWER_BYTES,
  NetworkRefusal,
  NetworkUnanswered,
} from './network-call'

// A server that answers too much, or redirects: what a hostile Mastodon instance could do.
const hostile = Bun.serve({
  port: 0,
  fetch: (req) => {
    const path = new URL(req.url).pathname
    if (path === '/huge') return new Response('x'.repeat(MAX_ANSWER_BYTES + 10))
    if (path === '/redirect') return Response.redirect('http://169.254.169.254/latest/meta-data', 302)
    return Response.json(
      { error: 'invalid_grant', error_description: 'Token has been revoked' },
      { status: 400 },
    )
  },
})
afterAll(() => hostile.stop(true))
const url = (path: string) => `http://127.0.0.1:${hostile.port}${path}`

describe('callNetwork against a hostile server', () => {
  it('stops reading an answer over 1 MiB', async () => {
    const error = await callNetwork('mastodon', url('/huge'), { timeoutMs: 5000 }).catch((e) => e)
    expect(error).toBeInstanceOf(NetworkUnanswered)
    expect(error.message).toBe('Could not reach Mastodon: answer too large')
  })

  it('never follows a redirect', async () => {
    const error = await callNetwork('mastodon', url('/redirect'), { timeoutMs: 5000 }).catch((e) => e)
    expect(error).toBeInstanceOf(NetworkRefusal)
    expect(error.status).toBe(302)
  })

  it('keeps the error code of an OAuth error body', async () => {
    const error = await callNetwork('linkedin', url('/token'), { timeoutMs: 5000 }).catch((e) => e)
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'invalid_grant',
      'Token has been revoked',
    ])
  })

  it('refuses a private address when the server is user-named', async () => {
    const error = await callNetwork('mastodon', `https://127.0.0.1:${hostile.port}/api/v1/apps`, {
      timeoutMs: 5000,
      userNamed: { allowPrivate: false },
    }).catch((e) => e)
    expect(error.status).toBe(422)
    expect(error.message).toBe(
      "127.0.0.1 is not a public server: enter your Mastodon server's public address",
    )
  })
})

describe('classifyNetworkFailure', () => {
  const cases: [unknown, boolean, string][] = [
    [new NetworkRefusal('mastodon', 429, 'Too many requests', new Date(0)), true, 'rate_limited'],
    [new NetworkRefusal('mastodon', 503, 'Down'), true, 'server'],
    [new NetworkRefusal('linkedin', 401, 'Invalid access token'), true, 'auth'],
    [new NetworkRefusal('linkedin', 422, 'Content is a duplicate of urn:li:share:1'), true, 'duplicate'],
    [
      new NetworkRefusal('mastodon', 422, 'Validation failed: Text character limit of 500 exceeded'),
      true,
      'client',
    ],
    [new NetworkUnanswered('mastodon', true, 'no answer'), true, 'timeout_after_send'],
    [new NetworkUnanswered('mastodon', false, 'refused'), true, 'before_send'],
    [new NetworkUnanswered('mastodon', true, 'no answer'), false, 'before_send'],
  ]
  for (const [error, sent, kind] of cases)
    it(`${(error as Error).message} (${sent ? 'a post' : 'not a post'}) → ${kind}`, () => {
      expect(classifyNetworkFailure(error, sent).kind).toBe(kind as never)
    })
})

describe('instanceLimit', () => {
  const cases: [unknown, number][] = [
    [1000, 1000],
    [500, 500],
    [0, 500],
    [-5, 500],
    [12.5, 500],
    ['5000', 500],
    [null, 500],
    [10_000_000, 500],
  ]
  for (const [value, limit] of cases)
    it(`${JSON.stringify(value)} → ${limit}`, () => expect(instanceLimit(value)).toBe(limit))
})
