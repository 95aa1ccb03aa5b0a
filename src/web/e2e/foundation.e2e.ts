import { describe, expect, it } from 'bun:test'
import { ADMIN, browserSuite, logIn, shot, signUp, takeCspViolations, uniqueEmail } from './harness'

const suite = browserSuite()

describe('foundation in the browser', () => {
  it('shows the landing page and the 404 page', async () => {
    const page = await suite.newPage()
    await page.goto('/')
    await expect(
      page.getByRole('heading', { name: 'Turn your voice into magnetic stories' }).isVisible(),
    ).resolves.toBe(true)
    await page.getByText('Speak for five minutes; the assistant crafts a week of content.').waitFor()
    await shot(page, 'landing')
    const phone = await suite.newPage({ width: 390, height: 844 })
    await phone.goto('/')
    await shot(phone, 'landing-phone')
    await page.goto('/no/such/page')
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()
    await page.getByText("The page you're looking for doesn't exist.").waitFor()
    await shot(page, 'not-found')
    await page.getByRole('link', { name: 'Return Home' }).click()
    await page.waitForURL(`${suite.url}/`)
    await page.context().close()
    await phone.context().close()
  })

  it('validates sign-up, signs up, lands on the redirect, and logs out', async () => {
    const page = await suite.newPage()
    await page.goto('/auth?view=signup&redirect=%2Fuser%2Fdashboard')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await page.getByText('All fields are required').waitFor()
    await page.getByLabel('Name').fill('Ada')
    await page.getByLabel('Email').fill(uniqueEmail())
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByLabel('Confirm Password').fill('different')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await page.getByText('Passwords do not match').waitFor()
    await page.getByLabel('Confirm Password').fill('short')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await page.getByText('Password must be at least 8 characters').waitFor()
    await shot(page, 'auth-signup-error')
    await page.getByLabel('Password', { exact: true }).fill('long-enough')
    await page.getByLabel('Confirm Password').fill('long-enough')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await page.waitForURL('**/user/dashboard')
    await page.getByRole('heading', { name: 'Your first marketing plan starts with an interview' }).waitFor()
    await shot(page, 'user-dashboard')
    // An authenticated user opening /auth is sent straight on.
    await page.goto('/auth?redirect=%2Fuser%2Fdashboard')
    await page.waitForURL('**/user/dashboard')
    await page.goto('/logout')
    await page.waitForURL(`${suite.url}/`)
    await page.getByRole('link', { name: 'Log in' }).waitFor()
    await page.context().close()
  })

  it('redirects a guarded page to /auth with the redirect param, and back after login', async () => {
    const page = await suite.newPage()
    const email = uniqueEmail()
    await signUp(page, 'Grace', email)
    await page.waitForURL(`${suite.url}/`)
    await page.goto('/logout')
    await page.waitForURL(`${suite.url}/`)
    await page.goto('/user/dashboard?tab=1')
    await page.waitForURL('**/auth?redirect=%2Fuser%2Fdashboard%3Ftab%3D1')
    await logIn(page, email, 'wrong-password')
    await page.getByRole('alert').waitFor()
    expect(await page.getByRole('alert').textContent()).toStartWith('Failed to sign in with email: ')
    await shot(page, 'auth-login-error')
    await logIn(page, email, 'password123')
    await page.waitForURL('**/user/dashboard?tab=1')
    await page.context().close()
  })

  it('shows Admin Access Required to a non-admin', async () => {
    const page = await suite.newPage()
    await signUp(page, 'Linus', uniqueEmail())
    await page.waitForURL(`${suite.url}/`)
    await page.goto('/admin/users')
    await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor()
    await shot(page, 'admin-access-required')
    await page.getByRole('link', { name: 'Logout' }).click()
    await page.waitForURL(`${suite.url}/`)
    await page.context().close()
  })

  it('lets an admin change a user role and log out through the confirm dialog', async () => {
    const userPage = await suite.newPage()
    const email = uniqueEmail('promote')
    await signUp(userPage, 'Margaret', email)
    await userPage.waitForURL(`${suite.url}/`)
    await userPage.context().close()

    const page = await suite.newPage()
    await page.goto('/admin/users')
    await page.waitForURL('**/auth?redirect=%2Fadmin%2Fusers')
    await logIn(page, ADMIN.email, ADMIN.password)
    await page.waitForURL('**/admin/users')
    const row = page.getByTestId('user-row').filter({ hasText: email })
    await row.waitFor()
    await shot(page, 'admin-users')
    await row.getByLabel(`Role for ${email}`).selectOption('admin')
    await page.getByRole('dialog').getByRole('button', { name: 'Change role' }).click()
    await row.getByTestId('role-badge').getByText('admin', { exact: true }).waitFor()
    expect(await row.getByLabel(`Role for ${email}`).inputValue()).toBe('admin')

    // Logout dialog: Cancel, Escape and backdrop keep you here; Logout goes home.
    const rail = page.getByRole('navigation', { name: 'Admin' })
    await rail.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('heading', { name: 'Confirm Logout' }).waitFor()
    await page
      .getByText('Are you sure you want to log out? You will be redirected to the home page.')
      .waitFor()
    await shot(page, 'admin-logout-dialog')
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await rail.getByRole('button', { name: 'Logout' }).click()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await rail.getByRole('button', { name: 'Logout' }).click()
    await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } })
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await rail.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL(`${suite.url}/`)
    await page.goto('/admin/users')
    await page.waitForURL('**/auth?redirect=%2Fadmin%2Fusers')
    await page.context().close()
  })

  it("runs under a CSP that loads the app's own files and refuses inline code and other origins", async () => {
    const page = await suite.newPage()
    const answer = await page.goto('/')
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'")
    await page.getByRole('heading', { name: 'Turn your voice into magnetic stories' }).waitFor()
    // The stylesheet applied (Tailwind's reset takes the body's default 8px margin away).
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px')
    const injected = await page.evaluate(
      () =>
        new Promise<{ script: boolean; style: string }>((resolve) => {
          let refused = 0
          document.addEventListener('securitypolicyviolation', () => {
            if (++refused < 3) return
            resolve({
              script: 'injected' in window,
              style: getComputedStyle(document.body).outlineStyle,
            })
          })
          const script = document.createElement('script')
          script.textContent = 'window.injected = true'
          document.body.append(script)
          const style = document.createElement('style')
          style.textContent = 'body { outline: 9px solid red }'
          document.head.append(style)
          new Image().src = 'https://tracker.example/pixel.png'
        }),
    )
    expect(injected).toEqual({ script: false, style: 'none' })
    // The harness saw each refusal twice, as a console line and as an event (and fails any other test
    // that has one).
    let seen: string[] = []
    const reported = (directive: string) => seen.filter((v) => v.includes(directive)).length >= 2
    for (let wait = 0; wait < 100 && !['script-src', 'style-src', 'img-src'].every(reported); wait++) {
      seen = [...seen, ...takeCspViolations(suite.browser)]
      await Bun.sleep(20)
    }
    expect(['script-src', 'style-src', 'img-src'].filter(reported)).toEqual([
      'script-src',
      'style-src',
      'img-src',
    ])
    await page.context().close()
  })
})
