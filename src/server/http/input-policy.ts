/**
 * The one policy for input that reaches the database, applied to whole bodies, queries and path
 * parameters (so every route, present and future, gets it without naming fields):
 * - JSON nesting is bounded before it is parsed, so no validator recursion can stall the process;
 * - strings carry no NUL bytes and no unpaired UTF-16 surrogates (Postgres rejects both with a 500);
 * - a string shaped like an ISO timestamp must be a real instant between 1970 and 2100 (Postgres
 *   and JS disagree outside that, and year 0001 was silently stored as 2001).
 */

/** Deepest JSON nesting a request body may have; our deepest schema needs 4. */
export const MAX_JSON_DEPTH = 32

/** Timestamps accepted anywhere in input: [1970-01-01, 2100-01-01). */
export const MIN_TIMESTAMP = Date.UTC(1970, 0, 1)
export const MAX_TIMESTAMP = Date.UTC(2100, 0, 1)

/** True when `text`, read as JSON, nests arrays/objects deeper than `max` (strings are skipped). */
export function jsonNestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) i++
      else if (c === 34 /* " */) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--
  }
  return false
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** NUL bytes and unpaired surrogates: text Postgres cannot store. */
export const hasUnsafeText = (s: string) => UNSAFE_TEXT.test(s)

/** Removes what `hasUnsafeText` finds (for display names, where dropping it is clearly right). */
export const withoutUnsafeText = (s: string) => s.replace(new RegExp(UNSAFE_TEXT.source, 'g'), '')

/** An ISO 8601 date-time as clients send it, including expanded years (`+275760-…`, `-000001-…`). */
const TIMESTAMP_SHAPE = /^[+-]?\d{4,6}-\d{2}-\d{2}[T ]\d{2}:\d{2}/

/** Whether a timestamp string names a real instant inside the accepted range. */
export function timestampInRange(s: string): boolean {
  // Only plain four-digit years; `Date` accepts expanded years that Postgres then mangles.
  if (!/^\d{4}-/.test(s)) return false
  const ms = Date.parse(s)
  return Number.isFinite(ms) && ms >= MIN_TIMESTAMP && ms < MAX_TIMESTAMP
}

export type InputProblem = { field: string; message: string }

const fieldName = (path: (string | number)[]) => path.join('.') || 'body'

/** The first string in `value` (keys included) that breaks the policy, with its dotted path; or null. */
export function findInputProblem(value: unknown, path: (string | number)[] = []): InputProblem | null {
  if (typeof value === 'string') {
    if (hasUnsafeText(value))
      return { field: fieldName(path), message: 'must not contain NUL bytes or unpaired surrogates' }
    if (TIMESTAMP_SHAPE.test(value) && !timestampInRange(value))
      return { field: fieldName(path), message: 'must be a date-time between 1970 and 2100' }
    return null
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = findInputProblem(value[i], [...path, i])
      if (problem) return problem
    }
    return null
  }
  if (value && typeof value === 'object' && !(value instanceof Blob)) {
    // for…in, not Object.entries: every request's params and query pass here, mostly empty, and the
    // entries array was a twelfth of /api/health's server time in a profile.
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue
      if (hasUnsafeText(key))
        return { field: fieldName(path), message: 'has a key with NUL bytes or unpaired surrogates' }
      const problem = findInputProblem((value as Record<string, unknown>)[key], [...path, key])
      if (problem) return problem
    }
  }
  return null
}

/** A message for a 422: `field: what is wrong`. */
export const describeProblem = (p: InputProblem) => `${p.field}: ${p.message}`
