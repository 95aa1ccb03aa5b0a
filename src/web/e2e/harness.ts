import { afterAll, afterEach, beforeAll } from 'bun:test'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright'
import { type ServerProcess, startServerProcess } from '../../server/testing/server-process'

export const ADMIN = { email: 'admin@example.com', password: 'admin-password' }
export const screenshotDir = join(import.meta.dir, '../../../test-results/screenshots')
mkdirSync(screenshotDir, { recursive: true })

/**
 * Starts the real server (`NODE_ENV=production bun src/server/index.ts`, serving the built app) on a free
 * port with its own embedded database.
 */
export const startServer = (env: Record<string, string> = {}): Promise<ServerProcess> =>
  startServerProcess({
    production: true,
    env: {
      BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123',
      TOKEN_ENCRYPTION_KEY: 'cd'.repeat(32),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // One admin auto-plays whole AI-vs-AI interviews (two calls a question); the per-minute AI limit
      // has its own API tests.
      AI_CALLS_PER_MINUTE: '200',
      ...env,
    },
  })

/** What a browser test file runs against; its fields are set once the file's `beforeAll` has run. */
export type BrowserSuite = {
  server: ServerProcess
  browser: Browser
  /** The server's address. */
  readonly url: string
  /** A fresh page on the server (its own context, so its own cookies). */
  newPage(viewport?: { width: number; height: number }): Promise<Page>
}

/**
 * One browser test file's app: `prepare` (e.g. writing a fake microphone file), then the server with
 * `env` and Chromium with `browserArgs` start before the file's tests; after them they stop, and so do
 * `fakes`. A `beforeAll` the file registers after this call runs once they are up.
 */
export function browserSuite(
  options: {
    env?: Record<string, string>
    browserArgs?: string[]
    fakes?: { stop(): void }[]
    prepare?: () => Promise<void>
  } = {},
): BrowserSuite {
  const suite = {
    get url() {
      return suite.server.url
    },
    newPage: (viewport?: { width: number; height: number }) =>
      newPage(suite.browser, suite.server.url, viewport),
  } as BrowserSuite
  beforeAll(async () => {
    await options.prepare?.()
    suite.server = await startServer(options.env)
    suite.browser = await launchBrowser(options.browserArgs)
  })
  // Every test runs under the server's Content-Security-Policy: a violation on any of its pages fails
  // it (one reported after the test's end fails the next test, or the file).
  const failOnCspViolations = () => {
    const violations = suite.browser ? takeCspViolations(suite.browser) : []
    if (violations.length) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`)
  }
  afterEach(failOnCspViolations)
  afterAll(async () => {
    await suite.browser?.close()
    await suite.server?.stop()
    for (const fake of options.fakes ?? []) fake.stop()
    failOnCspViolations()
  })
  return suite
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

const cspViolations = new WeakMap<Browser, string[]>()
const violationsIn = (browser: Browser) => {
  const list = cspViolations.get(browser) ?? []
  cspViolations.set(browser, list)
  return list
}
/** What the browser's pages reported as blocked by a Content-Security-Policy since the last call (each once). */
export const takeCspViolations = (browser: Browser) => [...new Set(violationsIn(browser).splice(0))]

/**
 * Records CSP violations on every page of the context, popups included: Chromium's console line
 * ("Refused to load …") and the page's `securitypolicyviolation` event (which names the directive).
 */
async function watchCsp(browser: Browser, context: BrowserContext) {
  const violations = violationsIn(browser)
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push(`${message.location().url || message.page()?.url()}: ${message.text()}`)
  })
  await context.exposeBinding('__cspViolation', ({ page }, text: string) =>
    violations.push(`${page.url()}: ${text}`),
  )
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  )
}

export async function newPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 800 }) {
  // Chromium occasionally refuses a new tab right after another suite closed its browser; try again.
  for (let attempt = 1; ; attempt++) {
    try {
      const context: BrowserContext = await browser.newContext({ baseURL, viewport })
      await watchCsp(browser, context)
      const page = await context.newPage()
      page.setDefaultTimeout(10_000)
      return page
    } catch (error) {
      if (attempt >= 3) throw error
      await Bun.sleep(500)
    }
  }
}

/**
 * Resolves once the page has sent `count` binary frames (recorded audio) over its WebSockets. Call
 * before the page opens its socket.
 */
export function audioFramesSent(page: Page, count = 1): Promise<void> {
  return new Promise((resolve) => {
    let sent = 0
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (typeof frame.payload !== 'string' && ++sent === count) resolve()
      }),
    )
  })
}

/** The calendar's single posts (not threads), in the grid's order: which card is a thread depends on the day the plan starts. */
export const singlePostCards = (page: Page) =>
  page.getByTestId('tweet-card').filter({ hasNot: page.getByTestId('thread-badge') })

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
  await calendarDrawn(page)
  return url
}

/**
 * Waits until the desktop calendar has drawn every row: the rows below the first screen are drawn
 * after the first paint, so until then a card's place among the cards (`nth`) can still change.
 */
export async function calendarDrawn(page: Page) {
  await page.locator('[data-testid=calendar-grid][data-complete]').waitFor()
}

/** The scheduler turned on and run now, as the admin would from the console (the page is signed in as admin). */
export const runSchedulerNow = (page: Page) =>
  page.evaluate(async () => {
    await fetch('/api/admin/scheduler/tweets', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true }),
    })
    await fetch('/api/admin/scheduler/tweets/run', { method: 'POST' })
  })

/** A time some minutes ago as the tweet editor's Date and Time fields take it, in the browser's zone. */
export const minutesAgo = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const d = new Date(Date.now() - m * 60_000)
    const p = (n: number) => String(n).padStart(2, '0')
    return {
      date: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`,
      time: `${p(d.getHours())}:${p(d.getMinutes())}`,
    }
  }, minutes)
