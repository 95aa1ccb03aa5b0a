import { normalize } from 'node:path'

/**
 * The file path a production static request asks for, or null when the URL's path is malformed
 * (bad percent-encoding, NUL bytes: answer 400). Leading `..` segments are dropped.
 */
export function staticPathOf(url: string): string | null {
  let path: string
  try {
    path = decodeURIComponent(new URL(url).pathname)
  } catch {
    return null
  }
  if (path.includes('\0')) return null
  return normalize(path).replace(/^(\.\.[/\\])+/, '')
}

/** Source maps carry the full source text: kept on disk for error reports, never served. */
export const isSourceMap = (path: string) => path.endsWith('.map')
