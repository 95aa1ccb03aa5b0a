// A small wrk-like HTTP/1.1 load generator: N keep-alive connections, each sending the next request
// as soon as the previous response has fully arrived, for a fixed time. Raw TCP (Bun.connect), so
// the client costs far less than fetch and the server under test is what saturates.
// Run as its own process: `bun bench/lib/http-load.ts <url> <connections> <seconds> [cookie]`
// prints one JSON line { requests, rps, p50, p99, errors, statuses }.

export type LoadResult = {
  requests: number
  rps: number
  p50: number
  p99: number
  errors: number
  statuses: Record<string, number>
}

const CRLF2 = Buffer.from('\r\n\r\n')
const CHUNK_END = Buffer.from('0\r\n\r\n')

/** Length of one complete response at the start of `buf`, or 0 when it is not complete yet. */
export function completeResponseLength(buf: Buffer): { length: number; status: number } | undefined {
  const headEnd = buf.indexOf(CRLF2)
  if (headEnd < 0) return undefined
  const head = buf.subarray(0, headEnd).toString('latin1')
  const status = Number(head.slice(9, 12))
  const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head)
  if (lengthMatch) {
    const total = headEnd + 4 + Number(lengthMatch[1])
    return buf.length >= total ? { length: total, status } : undefined
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const end = buf.indexOf(CHUNK_END, headEnd + 4)
    return end >= 0 ? { length: end + CHUNK_END.length, status } : undefined
  }
  return { length: headEnd + 4, status } // no body
}

export async function runLoad(url: string, connections: number, seconds: number, cookie?: string) {
  const target = new URL(url)
  const request = Buffer.from(
    `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nAccept: application/json\r\n` +
      `Accept-Encoding: gzip, br\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}\r\n`,
  )
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  let errors = 0
  let measuring = false
  const stopAt = performance.now() + seconds * 1000
  const warmUntil = performance.now() + Math.min(1000, seconds * 200)

  const oneConnection = () =>
    new Promise<void>((resolve) => {
      let pending = Buffer.alloc(0)
      let sentAt = 0
      const send = (socket: { write: (b: Buffer) => number; end: () => void }) => {
        if (performance.now() > stopAt) {
          socket.end()
          return resolve()
        }
        sentAt = performance.now()
        socket.write(request)
      }
      Bun.connect({
        hostname: target.hostname,
        port: Number(target.port),
        socket: {
          open: send,
          data(socket, data) {
            pending = pending.length ? Buffer.concat([pending, data]) : Buffer.from(data)
            const done = completeResponseLength(pending)
            if (!done) return
            pending = pending.subarray(done.length)
            const now = performance.now()
            if (!measuring && now >= warmUntil) measuring = true
            if (measuring) {
              latencies.push(now - sentAt)
              statuses[done.status] = (statuses[done.status] ?? 0) + 1
            }
            send(socket)
          },
          close: () => resolve(),
          error: () => {
            errors += 1
            resolve()
          },
        },
      }).catch(() => {
        errors += 1
        resolve()
      })
    })

  await Promise.all(Array.from({ length: connections }, oneConnection))
  const measuredSeconds = (stopAt - warmUntil) / 1000
  latencies.sort((a, b) => a - b)
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0
  return {
    requests: latencies.length,
    rps: latencies.length / measuredSeconds,
    p50: at(50),
    p99: at(99),
    errors,
    statuses,
  } satisfies LoadResult
}

/** Runs the generator in its own process so it does not share an event loop with anything measured. */
export async function loadFromChild(url: string, connections: number, seconds: number, cookie?: string) {
  const proc = Bun.spawn(['bun', import.meta.path, url, String(connections), String(seconds), cookie ?? ''], {
    stdout: 'pipe',
    stderr: 'inherit',
  })
  const out = await new Response(proc.stdout).text()
  if ((await proc.exited) !== 0) throw new Error(`load generator failed for ${url}`)
  return JSON.parse(out) as LoadResult
}

if (import.meta.main) {
  const [url, connections, seconds, cookie] = process.argv.slice(2)
  const result = await runLoad(url!, Number(connections), Number(seconds), cookie || undefined)
  console.log(JSON.stringify(result))
}
