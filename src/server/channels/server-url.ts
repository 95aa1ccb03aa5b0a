import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
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

const V4_PRIVATE: [number, number, number][] = [
  // [first octet, second octet low, second octet high] ranges; -1 means any.
  [10, 0, 255],
  [127, 0, 255],
  [0, 0, 255],
  [169, 254, 254],
  [172, 16, 31],
  [192, 168, 168],
  [100, 64, 127],
]

/** Whether an address is one a user must not point our server at (private, loopback, link-local, unique local). */
export function isPrivateAddress(address: string): boolean {
  const mapped = address.toLowerCase().replace(/^::ffff:/, '')
  if (isIP(mapped) === 4) {
    const [a = 0, b = 0] = mapped.split('.').map(Number)
    return V4_PRIVATE.some(([first, low, high]) => a === first && b >= low && b <= high)
  }
  if (isIP(mapped) === 6) return mapped === '::1' || mapped === '::' || /^f[cd]|^fe[89ab]/.test(mapped)
  return false
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
