/**
 * A body the database already wrote as JSON text, sent as it comes. Elysia passes a `Response` through
 * without encoding it again; the type is the route's `response` schema, so Eden and the OpenAPI document
 * still describe it. Whoever builds the text keeps it to that schema (and tests that it does).
 */
export function jsonText<T>(body: string): T {
  return new Response(body, { headers: { 'content-type': 'application/json' } }) as unknown as T
}
