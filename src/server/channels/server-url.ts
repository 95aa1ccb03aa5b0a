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

/** Resolves a host name to its addresses (injectable so a test can answer as a rebinding DNS server would). */
export type Resolve = (host: string) => Promise<string[]>
const resolveByDns: Resolve = (host) =>
  lookup(host, { all: true })
    .then((found) => found.map((a) => a.address))
    .catch(() => [])

/**
 * The server a user named, checked: its https origin and the one address it resolved to, which is
 * the address to connect to (a second lookup could answer differently: DNS rebinding). Both checks
 * are off when CHANNELS_ALLOW_PRIVATE_HOSTS is on, for tests and development.
 */
export async function checkedServer(
  input: string,
  what: string,
  allowPrivate: boolean,
  resolve: Resolve = resolveByDns,
): Promise<{ origin: string; address: string }> {
  const origin = serverOrigin(input, allowPrivate)
  if (!origin) throw new HttpError(422, `Enter your ${what} as a web address, such as mastodon.social`)
  const host = new URL(origin).hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host) ? [host] : await resolve(host)
  if (addresses.length === 0)
    throw new HttpError(422, `${host} could not be found: check the ${what}'s address`)
  if (!allowPrivate && addresses.some(isPrivateAddress))
    throw new HttpError(422, `${host} is not a public server: enter your ${what}'s public address`)
  return { origin, address: addresses[0]! }
}

/** The origin of the server a user named, checked as checkedServer does. */
export async function checkedServerOrigin(
  input: string,
  what: string,
  allowPrivate: boolean,
): Promise<string> {
  return (await checkedServer(input, what, allowPrivate)).origin
}

/**
 * A request to a named server sent to the address that was checked: the URL carries the address,
 * the Host header and TLS's server name carry the name (so the certificate is still checked
 * against the name).
 */
export function pinnedTo(url: URL, address: string): { url: string; host: string; serverName?: string } {
  const pinned = new URL(url)
  pinned.hostname = isIP(address) === 6 ? `[${address}]` : address
  return {
    url: pinned.toString(),
    host: url.host,
    serverName: url.protocol === 'https:' ? url.hostname : undefined,
  }
}

/**
 * fetch for a server a user named: every call checks the address again and connects to the address
 * it checked, so an account's server cannot later be pointed inside our network, not even by a DNS
 * answer that changes between the check and the connection; redirects are never followed.
 */
export const guardedFetch =
  (allowPrivate: boolean, what = 'server', resolve: Resolve = resolveByDns) =>
  async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString())
    const { address } = await checkedServer(url.origin, what, allowPrivate, resolve)
    const target = pinnedTo(url, address)
    const request = new Request(target.url, input instanceof Request ? input : undefined)
    const headers = new Headers(init?.headers ?? request.headers)
    headers.set('host', target.host)
    return fetch(request, {
      ...init,
      headers,
      redirect: 'manual',
      ...(target.serverName ? { tls: { serverName: target.serverName } } : {}),
    } as RequestInit)
  }
