import { Webhook } from 'standardwebhooks'

/**
 * A founder's webhook receiver as their automation would run it: every delivery is verified with a
 * Standard Webhooks library and recorded. `failNextTimes(n)` answers 503 to the next n; `holdFirst`
 * never answers the first delivery (until `stop`), as a receiver a dying server is waiting on.
 */
export function startWebhookReceiver(options: { holdFirst?: boolean } = {}) {
  const received: { id: string; type: string; verified: boolean }[] = []
  const held: (() => void)[] = []
  let secret = ''
  let failNext = 0
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const body = await req.text()
      let verified = false
      try {
        new Webhook(secret).verify(body, Object.fromEntries(req.headers))
        verified = true
      } catch {}
      received.push({ id: req.headers.get('webhook-id') ?? '', type: JSON.parse(body).type, verified })
      if (options.holdFirst && received.length === 1)
        return new Promise<Response>((resolve) =>
          held.push(() => resolve(new Response(null, { status: 204 }))),
        )
      if (failNext > 0) {
        failNext--
        return new Response('busy', { status: 503 })
      }
      return new Response(null, { status: 204 })
    },
  })
  return {
    url: `http://127.0.0.1:${server.port}/hooks/chad`,
    received,
    useSecret: (s: string) => {
      secret = s
    },
    failNextTimes: (n: number) => {
      failNext = n
    },
    stop: () => {
      for (const release of held) release()
      server.stop(true)
    },
  }
}
