import { sampleInterview } from '../src/server/admin/seed/content'
import { startServerProcess } from '../src/server/testing/server-process'
import { RealtimeChatClient } from '../src/shared/realtime/client'
import { launchBrowser } from '../src/web/e2e/harness'
import { benchEnv, percentile, signInAdmin } from './lib/bench'

const TWEETS = Number(process.env.BENCH_TWEETS ?? 500)
const server = await startServerProcess({
  env: benchEnv(),
  production: true,
})
const { api, cookie } = await signInAdmin(server.url)

const created = (await api['marketing-sessions'].post({ time_zone: 'UTC' })).data!
const id = created.marketing_session.id
await new Promise<void>((resolve, reject) => {
  const client = new RealtimeChatClient(
    (c) => `${server.url.replace('http', 'ws')}/api/ws/voice-chat/${c}`,
    { onInstruction: (name) => (name === 'end_interview' ? resolve() : reject(new Error(name))) },
    (u) => new WebSocket(u, { headers: { cookie, origin: server.url } } as never) as never,
  )
  client
    .connect(created.conversation.id)
    .then(() => client.sendInstruction('bulk_messages', JSON.stringify(sampleInterview)))
})
const pillars = (
  await api['marketing-sessions']({ id })['narrative-pillars'].post()
).data!.narrative_pillars.slice(0, 3)
await api['marketing-sessions']({ id })['narrative-pillars'].put({
  selected_pillar_ids: pillars.map((p) => p.id),
})
// 500 posts spread over 14 days between 7:00 and 21:30 UTC.
const start = new Date()
start.setUTCHours(0, 0, 0, 0)
const tweets = Array.from({ length: TWEETS }, (_, i) => {
  const day = i % 14
  const slot = 14 + (Math.floor(i / 14) % 30) // 7:00 .. 21:30
  const when = new Date(start.getTime() + day * 86_400_000 + slot * 1_800_000)
  return {
    content: `Post ${i}: ${sampleInterview[(i * 2 + 1) % sampleInterview.length]!.content}`.slice(0, 270),
    scheduled_time: when.toISOString(),
    pillar_id: pillars[i % 3]!.id,
  }
})
const replaced = await api['marketing-sessions']({ id })['tweet-schedule'].put({ scheduled_tweets: tweets })
if (replaced.error) throw new Error(JSON.stringify(replaced.error.value))

const browser = await launchBrowser()
const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'UTC' })
// The session cookies the API sign-in set (the session token and its signed cache).
await context.addCookies(
  cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=')
    return { name: pair.slice(0, at), value: decodeURIComponent(pair.slice(at + 1)), url: server.url }
  }),
)
const page = await context.newPage()
const renders: number[] = []
const fills: number[] = []
for (let i = 0; i < 5; i++) {
  await page.goto(`${server.url}/marketing-sessions/${id}`)
  await page.getByTestId('tweet-card').first().waitFor({ timeout: 30_000 })
  await page.waitForFunction(() => performance.getEntriesByName('calendar:first-render').length > 0)
  renders.push(await page.evaluate(() => performance.getEntriesByName('calendar:first-render')[0]!.duration))
  // The grid draws the rows below the first screen in a transition right after: when all are painted.
  await page.waitForFunction(() => performance.getEntriesByName('calendar:all-rows').length > 0)
  fills.push(await page.evaluate(() => performance.getEntriesByName('calendar:all-rows')[0]!.duration))
}
const cards = await page.getByTestId('tweet-card').count()

const drops: number[] = []
for (let i = 0; i < 16 && drops.length < 8; i++) {
  const card = page.getByTestId('tweet-card').nth(i * 3)
  await card.scrollIntoViewIfNeeded()
  const from = (await card.boundingBox())!
  const target = page.locator('[data-slot$="|8:0"]').nth((i % 12) + 1)
  await page.mouse.move(from.x + from.width / 2, from.y + from.height - 6)
  await page.mouse.down()
  await target.scrollIntoViewIfNeeded()
  const to = (await target.boundingBox())!
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 })
  await page.mouse.up()
  // A drop can miss (the pointer landed on a sticky header, or the card was already there): skip it.
  const measured = await page
    .waitForFunction(() => performance.getEntriesByName('calendar:drop-to-commit').length > 0, undefined, {
      timeout: 2000,
    })
    .then(() => true)
    .catch(() => false)
  await page.evaluate(() => performance.clearMarks('calendar:drop'))
  if (!measured) continue
  drops.push(await page.evaluate(() => performance.getEntriesByName('calendar:drop-to-commit')[0]!.duration))
  await page.evaluate(() => performance.clearMeasures('calendar:drop-to-commit'))
}

console.log(`calendar with ${TWEETS} tweets (${cards} cards rendered) in Chromium`)
console.log(
  `  first render (painted) p50 ${percentile(renders, 50).toFixed(1)} ms  max ${Math.max(...renders).toFixed(1)} ms  target < 150 ms`,
)
console.log(
  `  every row's cards painted p50 ${percentile(fills, 50).toFixed(1)} ms  max ${Math.max(...fills).toFixed(1)} ms`,
)
console.log(
  `  drop → moved card painted p50 ${percentile(drops, 50).toFixed(1)} ms  max ${Math.max(...drops).toFixed(1)} ms  target < 100 ms`,
)
await browser.close()
await server.stop()
