import { afterAll, describe, expect, it } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFakeOpenAi } from './testing/fake-openai'
import { freePort, waitForHealthy } from './testing/process'

const dataDir = mkdtempSync(join(tmpdir(), 'chad-shutdown-'))
const fake = startFakeOpenAi({ reply: () => 'A slow answer.', firstTokenDelayMs: 1500 })
afterAll(() => {
  fake.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('graceful shutdown', () => {
  it('finishes an in-flight request after SIGTERM, then exits 0', async () => {
    const port = freePort()
    const url = `http://127.0.0.1:${port}`
    const proc = Bun.spawn(['bun', 'src/server/index.ts'], {
      cwd: join(import.meta.dir, '../..'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'error',
        ADMIN_EMAIL: 'root@example.com',
        ADMIN_PASSWORD: 'root-password',
        OPENAI_API_KEY: 'test',
        OPENAI_BASE_URL: fake.baseUrl,
      },
      stdout: 'ignore',
      stderr: 'inherit',
    })
    await waitForHealthy(url)
    const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'root@example.com', password: 'root-password' }),
    })
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    // A cookie-carrying write must name a trusted Origin, as a browser's does.
    const headers = { cookie, 'content-type': 'application/json', origin: url }
    const [chad] = (await (await fetch(`${url}/api/personas?tags=chad`, { headers })).json()) as {
      id: string
    }[]
    const conversation = (await (
      await fetch(`${url}/api/conversations`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ persona_id_1: chad!.id }),
      })
    ).json()) as { id: string }

    // A turn that waits 1.5 s on the provider is in flight when SIGTERM arrives.
    const turn = fetch(`${url}/api/conversations/${conversation.id}/agent-turn`, {
      method: 'POST',
      headers,
      body: '{}',
    })
    await Bun.sleep(300)
    proc.kill('SIGTERM')
    const res = await turn
    expect(res.status).toBe(200)
    expect(((await res.json()) as { message: { content: string } }).message.content).toBe('A slow answer.')
    expect(await proc.exited).toBe(0)
    // Nothing listens any more.
    expect(
      await fetch(`${url}/api/health`)
        .then(() => 'answered')
        .catch(() => 'refused'),
    ).toBe('refused')
  })
})
