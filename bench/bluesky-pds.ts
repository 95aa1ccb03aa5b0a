// Our Bluesky client against Bluesky's own server (the PDS from npm, with an in-memory PLC directory),
// not our fake: connecting with an app password, a post with a link and a mention as facets, a
// two-part thread as a reply chain, a post with a picture (the blob served back byte for byte), and the
// records read back from the PDS. Prints each check and
// exits non-zero when one fails. `bun bench/bluesky-pds.ts`: the first run installs the PDS (about
// 2 minutes, its SQLite built from source) into .data/bluesky-pds; Node (20 or later) runs it.
// CI runs it beside the browser tests (TEST_BLUESKY_PDS=1); docs/posting.md says when to run it by hand.
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { findChannel } from '../src/server/channels/accounts'
import {
  blueskyAgent,
  blueskyImages,
  blueskyPostAt,
  deliveryTid,
  postToBluesky,
} from '../src/server/channels/bluesky'
import { sessionWithPillars } from '../src/server/testing/fixtures'
import { createTestApp, TEST_ORIGIN } from '../src/server/testing/test-app'

const here = join(import.meta.dir, 'bluesky-pds')
const installed = join(import.meta.dir, '..', '.data', 'bluesky-pds')

async function run(command: string[], cwd: string) {
  const child = Bun.spawn(command, { cwd, stdout: 'inherit', stderr: 'inherit' })
  if ((await child.exited) !== 0) throw new Error(`${command.join(' ')} failed`)
}

/** The PDS packages, installed once (npm blocks install scripts, so SQLite is built by rebuild). */
async function install() {
  mkdirSync(installed, { recursive: true })
  const wanted = readFileSync(join(here, 'package.json'), 'utf8')
  const had = existsSync(join(installed, 'package.json'))
    ? readFileSync(join(installed, 'package.json'), 'utf8')
    : ''
  cpSync(join(here, 'package.json'), join(installed, 'package.json'))
  cpSync(join(here, 'start-pds.mjs'), join(installed, 'start-pds.mjs'))
  // (An install made from another package.json is brought up to this one.)
  if (had === wanted && existsSync(join(installed, 'node_modules', 'better-sqlite3', 'build', 'Release')))
    return
  console.log('Installing Bluesky PDS 0.4.184 into .data/bluesky-pds (once)…')
  await run(['npm', 'install', '--no-audit', '--no-fund', '--loglevel=error'], installed)
  await run(['npm', 'rebuild', 'better-sqlite3', '--loglevel=error'], installed)
}

/** Starts the PDS under Node and waits for its addresses. */
async function startPds() {
  const child = Bun.spawn(['node', 'start-pds.mjs'], { cwd: installed, stdout: 'pipe', stderr: 'pipe' })
  const reader = child.stdout.getReader()
  let text = ''
  const deadline = Date.now() + 60_000
  while (!text.includes('\n') && Date.now() < deadline) {
    const { done, value } = await reader.read()
    if (done) break
    text += new TextDecoder().decode(value)
  }
  const line = text.split('\n').find((l) => l.startsWith('{'))
  if (!line) {
    child.kill()
    throw new Error(`the PDS did not start: ${text}${await new Response(child.stderr).text()}`)
  }
  return { ...(JSON.parse(line) as { pds: string; plc: string }), stop: () => child.kill() }
}

async function xrpc(base: string, method: string, body: unknown, token?: string) {
  const res = await fetch(`${base}/xrpc/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const json = await res.json()
  if (!res.ok) throw new Error(`${method}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

type StrongRef = { uri: string; cid: string }
type PostRecord = {
  text: string
  embed?: { $type: string; images?: { alt: string; image: { ref: { $link: string }; mimeType: string } }[] }
  facets?: { features: { $type: string }[] }[]
  reply?: { root: StrongRef; parent: StrongRef }
}

const results: [string, boolean, string][] = []
const check = (name: string, ok: boolean, detail = '') => results.push([name, ok, detail])

await install()
const server = await startPds()
const app = await createTestApp({ seed: true })
try {
  // A Bluesky user with an account on this PDS, and an app password made for Chad.
  const account = await xrpc(server.pds, 'com.atproto.server.createAccount', {
    handle: 'amara.test',
    email: 'amara@example.com',
    password: 'founder-password',
  })
  await xrpc(server.pds, 'com.atproto.server.createAccount', {
    handle: 'bongani.test',
    email: 'bongani@example.com',
    password: 'customer-password',
  })
  const { password: appPassword } = await xrpc(
    server.pds,
    'com.atproto.server.createAppPassword',
    { name: 'Chad' },
    account.accessJwt,
  )

  const { cookie } = await app.signUpUser()
  const post = (path: string, body: unknown) =>
    app.request(`/api/channels/bluesky${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { cookie },
    })

  const refused = await post('/connect', {
    identifier: 'amara.test',
    app_password: 'aaaa-bbbb-cccc-dddd',
    server: server.pds,
  })
  const refusal = (await refused.json()) as { message?: string }
  check(
    'a wrong app password is refused with our message',
    refusal.message === 'Bluesky did not accept this handle and app password',
    JSON.stringify(refusal),
  )

  const connected = await post('/connect', {
    identifier: 'amara.test',
    app_password: appPassword,
    server: server.pds,
  })
  check(
    'connects with an app password',
    connected.status === 200,
    `${connected.status} ${await connected.clone().text()}`,
  )

  const sent = await post('/test-post', {
    content: 'Our first post from Chad, thanks @bongani.test: https://example.com/launch',
    reply: 'And the second part, as a reply.',
  })
  check('posts a two-part thread', sent.status === 200, `${sent.status} ${await sent.clone().text()}`)

  const list = await fetch(
    `${server.pds}/xrpc/com.atproto.repo.listRecords?repo=${account.did}&collection=app.bsky.feed.post&reverse=true`,
  ).then((r) => r.json() as Promise<{ records: { uri: string; cid: string; value: PostRecord }[] }>)
  const [first, second] = list.records
  check('the PDS holds both parts', list.records.length === 2, `${list.records.length} records`)
  const features = (first?.value.facets ?? []).flatMap((f) => f.features.map((x) => x.$type))
  check(
    'the link and the mention are facets (the mention resolved to its DID)',
    features.includes('app.bsky.richtext.facet#link') && features.includes('app.bsky.richtext.facet#mention'),
    features.join(', '),
  )
  check(
    'the second part replies to the first (root and parent)',
    !!first && second?.value.reply?.root?.uri === first.uri && second?.value.reply?.parent?.cid === first.cid,
    JSON.stringify(second?.value.reply ?? null),
  )
  // A reply's references are strong refs (uri and cid) and nothing else: the app view keeps the record as sent.
  check(
    'the reply references hold only uri and cid',
    JSON.stringify(Object.keys(second?.value.reply?.root ?? {}).sort()) === '["cid","uri"]',
    JSON.stringify(second?.value.reply ?? null),
  )

  // What the scheduler does: a part at our own record key, found again by that key
  // after a lost answer, and a key never used found as nothing (so the part is sent).
  const { user } = (await (await app.request('/api/auth/get-session', { headers: { cookie } })).json()) as {
    user: { id: string }
  }
  const stored = (await findChannel(app.db, user.id, 'bluesky'))!
  const agent = await blueskyAgent(app.channels, stored)
  const rkey = deliveryTid('bench-delivery', 0, new Date())
  const sentPart = await postToBluesky(agent, { text: 'A scheduled part.', createdAt: new Date(), rkey })
  const found = await blueskyPostAt(agent, rkey)
  check(
    'a part sent at our own record key is found again by it',
    found?.text === 'A scheduled part.' && found.uri === sentPart.uri,
    JSON.stringify(found),
  )
  const missing = await blueskyPostAt(agent, deliveryTid('never-sent', 0, new Date()))
  check(
    'a key never used is found as nothing (the part is sent, not assumed)',
    missing === null,
    JSON.stringify(missing),
  )

  // A planned post with a picture, as the founder attaches it (multipart, with its description), sent
  // the way the scheduler sends it: the picture uploaded to the PDS as a blob, the post embedding it.
  const { api, id } = await sessionWithPillars(app, cookie)
  const planned = (await api['marketing-sessions']({ id })['tweet-schedule'].post({})).data!
    .scheduled_tweets[0]!
  const png = readFileSync(join(import.meta.dir, '..', 'src', 'shared', 'testdata', 'pixel-64x48.png'))
  const form = new FormData()
  form.append('file', new File([new Uint8Array(png)], 'van.png', { type: 'image/png' }))
  form.append('alt', 'A red van on a quay.')
  const picturePath = `/api/marketing-sessions/${id}/tweets/${planned.id}/images`
  const length = (
    await new Request(`${TEST_ORIGIN}${picturePath}`, { method: 'POST', body: form }).arrayBuffer()
  ).byteLength
  const attached = await app.app.handle(
    new Request(`${TEST_ORIGIN}${picturePath}`, {
      method: 'POST',
      body: form,
      headers: { cookie, origin: TEST_ORIGIN, 'content-length': String(length) },
    }),
  )
  check('a picture is attached to a planned post', attached.status === 201, String(attached.status))
  const images = await blueskyImages(app.channels, agent, planned.id)
  const pictureKey = deliveryTid('bench-picture', 0, new Date())
  await postToBluesky(agent, {
    text: 'A post with a picture.',
    images,
    createdAt: new Date(),
    rkey: pictureKey,
  })
  const pictured = await fetch(
    `${server.pds}/xrpc/com.atproto.repo.getRecord?repo=${account.did}&collection=app.bsky.feed.post&rkey=${pictureKey}`,
  ).then((r) => r.json() as Promise<{ value: PostRecord }>)
  const embedded = pictured.value?.embed?.images?.[0]
  check(
    'the post with a picture is listed back with the picture embedded, described',
    pictured.value.embed?.$type === 'app.bsky.embed.images' &&
      embedded?.alt === 'A red van on a quay.' &&
      embedded.image.mimeType === 'image/png',
    JSON.stringify(pictured.value.embed ?? null),
  )
  const blob = embedded
    ? await fetch(
        `${server.pds}/xrpc/com.atproto.sync.getBlob?did=${account.did}&cid=${embedded.image.ref.$link}`,
      )
    : null
  const served = blob?.ok ? new Uint8Array(await blob.arrayBuffer()) : new Uint8Array()
  check(
    'the PDS serves the picture, byte for byte',
    served.length === png.length && served.every((b, i) => b === png[i]),
    `${blob?.status} ${served.length} bytes of ${png.length}`,
  )
} finally {
  await app.close()
  server.stop()
}

for (const [name, ok, detail] of results)
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name}${ok ? '' : `: ${detail}`}`)
const failed = results.filter(([, ok]) => !ok).length
console.log(`${results.length - failed} of ${results.length} checks passed against Bluesky's own PDS`)
process.exit(failed ? 1 : 0)
