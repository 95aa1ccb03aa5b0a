import { describe, expect, test } from 'bun:test'
import { isPrivateAddress, serverOrigin } from './server-url'

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
