import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright'
import { freePort } from '../../server/testing/process'

export const ADMIN = { email: 'admin@example.com', password: 'admin-password' }
export const screenshotDir = join(import.meta.dir, '../../../test-results/screenshots')
mkdirSync(screenshotDir, { recursive: true })

let built: Promise<void> | undefined
/** The production build, made once per test process: the browser tests drive the built app. */
function buildOnce() {
  built ??= (async () => {
    const proc = Bun.spawn(['bun', 'src/web/build.ts'], {
      cwd: join(import.meta.dir, '../../..'),
      stdout: 'ignore',
      stderr: 'inherit',
    })
    if ((await proc.exited) !== 0) throw new Error('bun run build failed')
  })()
  return built
}

/**
 * Starts the real server (`NODE_ENV=production bun src/server/index.ts`, serving the built app) on a free
 * port with its own embedded database.
 */
export async function startServer(env: Record<string, string> = {}) {
  await buildOnce()
  const dataDir = mkdtempSync(join(tmpdir(), 'chad-e2e-'))
  // A free port chosen up front, so PUBLIC_URL (cookies, Origin checks) names the real address.
  const port = freePort()
  const proc = Bun.spawn(['bun', 'src/server/index.ts'], {
    cwd: join(import.meta.dir, '../../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123',
      TOKEN_ENCRYPTION_KEY: 'cd'.repeat(32),
      // Every browser test signs up users from one address within seconds.
      AUTH_RATE_LIMIT: 'off',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdout: 'pipe',
    stderr: 'inherit',
  })
  const reader = proc.stdout.getReader()
  let output = ''
  // Generous: a loaded CI machine can take most of a minute to migrate and seed a new database.
  const deadline = Date.now() + 90_000
  let url: string | undefined
  while (!url && Date.now() < deadline) {
    const { value, done } = await reader.read()
    if (done) break
    output += new TextDecoder().decode(value)
    url = output.match(/listening on (http:\/\/[^\s]+)/)?.[1]
  }
  if (!url) throw new Error(`server did not start:\n${output}`)
  // Keep draining stdout so the server never blocks on a full pipe.
  void (async () => {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      output += new TextDecoder().decode(chunk.value)
  })()
  return {
    url,
    /** What the server has logged so far. */
    output: () => output,
    stop: async () => {
      proc.kill('SIGTERM')
      await proc.exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  })
}

export async function newPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 800 }) {
  // Chromium occasionally refuses a new tab right after another suite closed its browser; try again.
  for (let attempt = 1; ; attempt++) {
    try {
      const context: BrowserContext = await browser.newContext({ baseURL, viewport })
      const page = await context.newPage()
      page.setDefaultTimeout(10_000)
      return page
    } catch (error) {
      if (attempt >= 3) throw error
      await Bun.sleep(500)
    }
  }
}

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true })

let counter = 0
/**
 * Waits until the chat is ready for the user's next message: Chad's reply has ended and the last
 * message is acknowledged (the button reads Send, or Interview Complete). The composer ignores Enter
 * while it reads Sending... or Responding..., and a reply's bubble shows while it is still streaming.
 */
export const chatIdle = (page: Page) =>
  page.getByRole('button', { name: /^(Send|Interview Complete)$/ }).waitFor()

export const uniqueEmail = (prefix = 'user') => `${prefix}${Date.now().toString(36)}${++counter}@example.com`

export async function signUp(page: Page, name: string, email: string, password = 'password123') {
  await page.goto('/auth?view=signup')
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm Password').fill(password)
  await page.getByRole('button', { name: 'Sign up' }).click()
}

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

/** A same-origin JSON call from the page (its cookies and Origin come with it). */
export const call = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, {
        method: m as string,
        headers: b === undefined ? {} : { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      })
      return { status: res.status, body: await res.json().catch(() => null) }
    },
    [method, path, body] as const,
  )

/** The server's settings for a local fake X (OAuth, posting and metrics all go to it). */
export const fakeXEnv = (fake: { apiBaseUrl: string; authorizeUrl: string }) => ({
  X_CLIENT_ID: 'local-client',
  X_CLIENT_SECRET: 'local-secret',
  X_API_BASE_URL: fake.apiBaseUrl,
  X_AUTHORIZE_URL: fake.authorizeUrl,
})

/**
 * Signs in as the admin at /start-session, fills the sample interview, picks the first three pillars
 * and waits for the generated calendar. Returns the session's page URL.
 */
export async function adminPlanFromSample(page: Page): Promise<string> {
  await page.goto('/start-session')
  await page.getByRole('tab', { name: 'Login' }).click()
  await logIn(page, ADMIN.email, ADMIN.password)
  await page.waitForURL(/\/marketing-sessions\/[0-9a-f-]{36}$/)
  const url = page.url()
  await page.locator('[data-testid=message][data-persona="1"]').first().waitFor()
  await page.getByRole('button', { name: 'Skip to sample conversation' }).click()
  await page.getByRole('button', { name: 'Generate Marketing Plan' }).click()
  for (const i of [0, 1, 2]) await page.getByTestId('pillar').nth(i).click()
  await page.getByRole('button', { name: /^Continue to Tweet Calendar/ }).click()
  await page.getByTestId('tweet-card').first().waitFor()
  return url
}
