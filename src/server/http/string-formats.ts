import { FormatRegistry } from 'elysia/type-system'
import { regexes } from 'zod/v4/core'

/** An id's check: zod's uuid (RFC 9562 versions and variants, nil and max), the same as before, built once. */
const UUID = regexes.uuid()
export const uuidFormat = (value: string) => UUID.test(value)

/**
 * Puts a compiled check back in TypeBox's registry for `uuid`, the format every route taking an id
 * checks. Loading @elysiajs/openapi replaces the registry's string formats, through the
 * @sinclair/typemap it bundles, with checks that build a new zod schema on every call: ~6 µs and a heap
 * of garbage for each uuid in a request's params or a response's body. The other formats stay as
 * they are (date-time is Elysia's lenient check, which openapi leaves alone; email is rare).
 */
export function restoreUuidFormat() {
  FormatRegistry.Set('uuid', uuidFormat)
}
