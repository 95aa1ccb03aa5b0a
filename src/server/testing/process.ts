/** Helpers for tests and benchmarks that run the server as its own process. */

/** A port free right now on 127.0.0.1 (so PUBLIC_URL can name the real address before start). */
export function freePort(): number {
  const probe = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
  const port = probe.port
  probe.stop(true)
  return port
}

/** Polls /api/health until it answers 200, or throws after `timeoutMs`. */
export async function waitForHealthy(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`server at ${url} did not become healthy`)
    await Bun.sleep(50)
  }
}
