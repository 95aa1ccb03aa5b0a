import { describe, expect, test } from 'bun:test'
import { guardedFetch, isPrivateAddress, pinnedTo, serverOrigin } from './server-url'

describe('serverOrigin', () => {
  const cases: [string, boolean, string | null][] = [
    ['mastodon.social', false, 'https://mastodon.social'],
    ['  https://mastodon.social/about ', false, 'https://mastodon.social'],
    ['@chad@hachyderm.io', false, 'https://hachyderm.io'],
    ['chad@hachyderm.io', false, 'https://hachyderm.io'],
    ['http://mastodon.social', false, null],
    ['http://127.0.0.1:4030', true, 'http://127.0.0.1:4030'],
    ['localhost', false, null],
    ['ftp://mastodon.social', false, null],
    ['https://user:pw@mastodon.social', false, null],
    ['not a url at all', false, null],
    ['', false, null],
  ]
  for (const [input, allowHttp, expected] of cases)
    test(`${JSON.stringify(input)} (http ${allowHttp ? 'allowed' : 'refused'}) → ${expected}`, () => {
      expect(serverOrigin(input, allowHttp)).toBe(expected)
    })
})

describe('isPrivateAddress', () => {
  const cases: [string, boolean][] = [
    ['10.1.2.3', true],
    ['127.0.0.1', true],
    ['169.254.169.254', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['64:ff9b::a00:1', true],
    ['2002:7f00:1::', true],
    ['198.18.0.1', true],
    ['224.0.0.1', true],
    ['255.255.255.255', true],
    ['not an address', true],
    ['8.8.8.8', false],
    ['2606:4700::1111', false],
    ['151.101.1.1', false],
  ]
  for (const [address, expected] of cases)
    test(`${address} → ${expected ? 'private' : 'public'}`, () =>
      expect(isPrivateAddress(address)).toBe(expected))
})

describe('pinnedTo', () => {
  const cases: [string, string, { url: string; host: string; serverName?: string }][] = [
    [
      'https://social.example/api/v1/statuses?x=1',
      '203.0.113.7',
      {
        url: 'https://203.0.113.7/api/v1/statuses?x=1',
        host: 'social.example',
        serverName: 'social.example',
      },
    ],
    [
      'https://social.example:8443/a',
      '2001:db8::7',
      { url: 'https://[2001:db8::7]:8443/a', host: 'social.example:8443', serverName: 'social.example' },
    ],
    [
      'http://pds.test:4000/xrpc/x',
      '127.0.0.1',
      { url: 'http://127.0.0.1:4000/xrpc/x', host: 'pds.test:4000' },
    ],
  ]
  for (const [url, address, expected] of cases)
    test(`${url} at ${address}`, () => expect(pinnedTo(new URL(url), address)).toEqual(expected))
})

describe('guardedFetch', () => {
  /** A DNS server that answers one address to the check and another afterwards, as a rebinding attacker's does. */
  const rebinding = (first: string, then: string) => {
    let asked = 0
    return async () => [asked++ === 0 ? first : then]
  }

  test('connects to the address it checked, whatever the name resolves to later', async () => {
    const server = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: async (req) =>
        Response.json({
          host: req.headers.get('host'),
          path: new URL(req.url).pathname,
          body: await req.text(),
        }),
    })
    try {
      // "pinned.invalid" has no DNS answer at all: only a connection to the checked address reaches the server.
      const send = guardedFetch(true, 'server', rebinding('127.0.0.1', '10.9.9.9'))
      const res = await send(`http://pinned.invalid:${server.port}/api/v1/instance`)
      expect(await res.json()).toEqual({
        host: `pinned.invalid:${server.port}`,
        path: '/api/v1/instance',
        body: '',
      })
      // A Request (as @atproto/api sends) keeps its method and body; each call resolves the name once.
      const again = guardedFetch(true, 'server', rebinding('127.0.0.1', '10.9.9.9'))
      const posted = await again(
        new Request(`http://pinned.invalid:${server.port}/xrpc/post`, { method: 'POST', body: '{}' }),
      )
      expect(await posted.json()).toEqual({
        host: `pinned.invalid:${server.port}`,
        path: '/xrpc/post',
        body: '{}',
      })
    } finally {
      server.stop(true)
    }
  })

  test('refuses a name that resolves inside our network, before connecting', async () => {
    const send = guardedFetch(false, 'Mastodon server', rebinding('10.0.0.5', '203.0.113.7'))
    await expect(send('https://social.example/api/v1/instance')).rejects.toThrow(
      'social.example is not a public server',
    )
  })

  test('refuses a name no DNS answers', async () => {
    const send = guardedFetch(false, 'Mastodon server', async () => [])
    await expect(send('https://social.example/api/v1/instance')).rejects.toThrow(
      "social.example could not be found: check the Mastodon server's address",
    )
  })
})
