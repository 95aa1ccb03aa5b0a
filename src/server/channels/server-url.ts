import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'
import { HttpError } from '../http/errors'

/**
 * A user names the server of their account (a Mastodon instance, a Bluesky PDS) and ours then calls
 * it: the name is normalised to an https origin, and one that resolves to a private, loopback or
 * link-local address is refused, so no user can make this server call into its own network.
 */

/** "mastodon.social", "@me@mastodon.social" or "https://mastodon.social/about" → "https://mastodon.social". */
export function serverOrigin(input: string, allowHttp: boolean): string | null {
  let text = input.trim()
  // A full handle names its server after the last @ ("@chad@hachyderm.io").
  if (!/^[a-z]+:\/\//i.test(text) && text.includes('@')) text = text.slice(text.lastIndexOf('@') + 1)
  if (!/^[a-z]+:\/\//i.test(text)) text = `https://${text}`
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) return null
  if (url.username || url.password || (!url.hostname.includes('.') && !allowHttp)) return null
  return url.origin
}

/** Everything that is not a public unicast address: private, loopback, link-local, CGNAT, multicast, reserved, NAT64, 6to4. */
const NOT_PUBLIC = new BlockList()
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(address, prefix, 'ipv4')
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['64:ff9b::', 96],
  ['2002::', 16],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(address, prefix, 'ipv6')

/** An IPv4 address written as IPv6 (::ffff:127.0.0.1 or ::ffff:7f00:1), as the IPv4 it is. */
function unmapped(address: string): string {
  const lower = address.toLowerCase()
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)
  if (dotted) return dotted[1]!
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower)
  if (!hex) return lower
  const [high, low] = [Number.parseInt(hex[1]!, 16), Number.parseInt(hex[2]!, 16)]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/** Whether an address is one a user must not point our server at (anything but public unicast). */
export function isPrivateAddress(address: string): boolean {
  const plain = unmapped(address)
  const kind = isIP(plain)
  return kind === 0 || NOT_PUBLIC.check(plain, kind === 4 ? 'ipv4' : 'ipv6')
}

/**
 * The origin of the server a user named, checked: https, and not an address inside our network
 * (both allowed when CHANNELS_ALLOW_PRIVATE_HOSTS is on, for tests and development).
 */
export async function checkedServerOrigin(
  input: string,
  what: string,
  allowPrivate: boolean,
): Promise<string> {
  const origin = serverOrigin(input, allowPrivate)
  if (!origin) throw new HttpError(422, `Enter your ${what} as a web address, such as mastodon.social`)
  const host = new URL(origin).hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true })
        .then((found) => found.map((a) => a.address))
        .catch(() => [])
  if (addresses.length === 0)
    throw new HttpError(422, `${host} could not be found: check the ${what}'s address`)
  if (!allowPrivate && addresses.some(isPrivateAddress))
    throw new HttpError(422, `${host} is not a public server: enter your ${what}'s public address`)
  return origin
}

/**
 * fetch for a server a user named: every call (not only the first) checks the address again, so an
 * account's server cannot later be pointed inside our network, and redirects are never followed.
 */
export const guardedFetch =
  (allowPrivate: boolean) =>
  async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString())
    await checkedServerOrigin(url.origin, 'server', allowPrivate)
    return fetch(input, { ...init, redirect: 'manual' })
  }
