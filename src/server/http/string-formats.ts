import { FormatRegistry } from 'elysia/type-system'
import { fullFormats } from 'elysia/type-system/format'

type FormatCheck = (value: string) => boolean

/** Elysia's own string-format checks (uuid, email, url, …): regular expressions and small functions. */
export const elysiaStringFormats: ReadonlyMap<string, FormatCheck> = new Map(
  Object.entries(fullFormats).flatMap(([name, format]): [string, FormatCheck][] => {
    if (format instanceof RegExp) return [[name, (value) => format.test(value)]]
    if (typeof format === 'function') return [[name, format as FormatCheck]]
    return []
  }),
)

/**
 * Puts Elysia's string-format checks back in TypeBox's registry. Loading @elysiajs/openapi replaces
 * them, through the @sinclair/typemap it bundles, with checks that build a new zod schema on every
 * call: ~6 µs and a heap of garbage for each uuid a request's params carry, on every route that takes
 * an id. The formats mean the same here (an id that is no stored row's answers 404 either way).
 */
export function restoreElysiaStringFormats() {
  for (const [name, check] of elysiaStringFormats) FormatRegistry.Set(name, check)
}
