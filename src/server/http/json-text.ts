/**
 * A body the database already wrote as JSON text, sent as it comes. Elysia passes a `Response` through
 * without encoding it again; the type is the route's `response` schema, so Eden and the OpenAPI document
 * still describe it. Whoever builds the text keeps it to that schema (and tests that it does).
 */
export function jsonText<T>(body: string, headers: Record<string, string> = {}): T {
  return new Response(body, { headers: { 'content-type': 'application/json', ...headers } }) as unknown as T
}

/**
 * `jsonText` for a body with a version: sent with its ETag, and a request that already holds that
 * version (`If-None-Match`) is answered 304 without a body. `no-cache` makes browsers ask each time,
 * so a polling page gets an unchanged body for the cost of a revalidation.
 */
export function versionedJsonText<T>(request: Request, body: string, version: string): T {
  const etag = `"${version}"`
  const headers = { etag, 'cache-control': 'private, no-cache' }
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers }) as unknown as T
  return jsonText<T>(body, headers)
}
