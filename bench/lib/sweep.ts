// Concurrency sweeps shared by bench/api-throughput.ts and bench/first-token.ts. The fake provider
// (its own process, bench/lib/provider-process.ts) waits a fixed delay before its first token; the
// server's overhead for each request is its measured time minus that fixed delay (never a difference
// of two separately measured percentiles). The fake's timer slip under load still counts against the
// server, so the figures are pessimistic; the fake's actual first-token time is printed beside them, and
// for WebSocket chats (each message known to the fake by its text) the time beyond each request's own
// provider time (arrival → first token on the fake's clock): the server's part exactly.
import type { Api } from '../../src/cli/client'
import { openBenchChat, percentile } from './bench'
import type { RemoteProvider } from './provider-process'

type Fake = Pick<RemoteProvider, 'served'>

export type SweepRow = {
  concurrency: number
  samples: number
  p50: number
  p95: number
  providerP95: number
  /** Per request: time − the provider's own time for that very request (arrival → first token, its clock). */
  beyondProvider?: { p50: number; p95: number }
}

const providerTimes = async (fake: Fake, from: number) =>
  (await fake.served())
    .slice(from)
    .filter((s) => s.firstTokenAt !== undefined)
    .map((s) => s.firstTokenAt! - s.arrivedAt)

/** `concurrency` agent turns at once over HTTP, `rounds` times; overhead = time − provider delay. */
export async function agentTurnSweep(
  api: Api,
  chadId: string,
  fake: Fake,
  delayMs: number,
  concurrency: number,
  rounds: number,
): Promise<SweepRow> {
  const ids = await Promise.all(
    Array.from(
      { length: concurrency },
      async () => (await api.conversations.post({ persona_id_1: chadId })).data!.id,
    ),
  )
  const from = (await fake.served()).length
  const overhead: number[] = []
  for (let r = 0; r < rounds + 1; r++) {
    await Promise.all(
      ids.map(async (id) => {
        const started = performance.now()
        const res = await api.conversations({ id })['agent-turn'].post()
        if (res.error) throw new Error(`agent turn failed: ${JSON.stringify(res.error.value)}`)
        if (r > 0) overhead.push(performance.now() - started - delayMs) // round 0 warms up
      }),
    )
  }
  return summarise(concurrency, overhead, await providerTimes(fake, from))
}

/**
 * `chats` interview chats over the WebSocket at once, one founder each (`users`, at least `chats` of
 * them, so no founder's message limit is hit): send → first streamed token, minus the delay. A turn the
 * server refuses or fails stops the sweep: its time would not be a first token.
 */
export async function firstTokenSweep(
  url: string,
  users: { api: Api; cookie: string }[],
  fake: Fake,
  delayMs: number,
  chats: number,
  rounds: number,
): Promise<SweepRow> {
  if (users.length < chats) throw new Error(`firstTokenSweep needs ${chats} users, got ${users.length}`)
  const open = await Promise.all(
    users.slice(0, chats).map((user) => openBenchChat(url, user.api, user.cookie, 'text')),
  )
  const from = (await fake.served()).length
  const overhead: number[] = []
  const measured = new Map<string, number>()
  for (let r = 0; r < rounds; r++) {
    await Promise.all(
      open.map(async (chat, i) => {
        const text = `Answer ${r} from chat ${i}: we build tools for small bakeries.`
        const first = new Promise<void>((resolve) => {
          chat.first = resolve
        })
        const ended = new Promise<void>((resolve) => {
          chat.ended = resolve
        })
        const started = performance.now()
        chat.client.sendText(text)
        await first
        measured.set(text, performance.now() - started)
        overhead.push(performance.now() - started - delayMs)
        await ended
        if (chat.failed) throw new Error(`a turn failed in chat ${i}: ${chat.failed}`)
      }),
    )
  }
  for (const chat of open) chat.client.close()
  const row = summarise(chats, overhead, await providerTimes(fake, from))
  // The fake knows each request by its last message: subtract that request's own provider time.
  const beyond = (await fake.served())
    .slice(from)
    .filter((s) => s.firstTokenAt !== undefined && measured.has(s.lastMessage ?? ''))
    .map((s) => measured.get(s.lastMessage!)! - (s.firstTokenAt! - s.arrivedAt))
  if (beyond.length) row.beyondProvider = { p50: percentile(beyond, 50), p95: percentile(beyond, 95) }
  return row
}

function summarise(concurrency: number, overhead: number[], provider: number[]): SweepRow {
  return {
    concurrency,
    samples: overhead.length,
    p50: percentile(overhead, 50),
    p95: percentile(overhead, 95),
    providerP95: provider.length ? percentile(provider, 95) : Number.NaN,
  }
}

export function printSweep(
  title: string,
  rows: SweepRow[],
  delayMs: number,
  targets: Record<number, number>,
) {
  console.log(`  ${title} (server overhead = time − ${delayMs} ms provider delay)`)
  for (const row of rows) {
    const target = targets[row.concurrency]
    console.log(
      `    ${String(row.concurrency).padStart(3)} concurrent  p50 ${row.p50.toFixed(1).padStart(6)} ms  p95 ${row.p95.toFixed(1).padStart(6)} ms` +
        `   (fake provider's own first token p95 ${row.providerP95.toFixed(1)} ms, n=${row.samples})` +
        (target ? `  target p95 < ${target} ms` : ''),
    )
    if (row.beyondProvider)
      console.log(
        `         less each request's own provider time  p50 ${row.beyondProvider.p50.toFixed(1).padStart(6)} ms  p95 ${row.beyondProvider.p95.toFixed(1).padStart(6)} ms`,
      )
  }
}
