import { describe, expect, it } from 'bun:test'
import { startFakeX } from '../../server/testing/fake-x'
import { ADMIN, browserSuite, fakeXEnv, logIn, shot, signUp, uniqueEmail } from './harness'

const fake = startFakeX()
const suite = browserSuite({ env: fakeXEnv(fake), fakes: [fake] })

describe('X account in the browser', () => {
  it('connects through the popup, shows the account, posts a test tweet and disconnects', async () => {
    fake.setNextAccount({
      id: 'e2e-1',
      username: 'crumbapp',
      name: 'Crumb Bakery',
      profile_image_url: undefined,
    })
    const page = await suite.newPage()
    await signUp(page, 'Xavier', uniqueEmail('x'))
    await page.waitForURL(`${suite.url}/`)
    await page.goto('/twitter')
    await page.getByRole('button', { name: 'Connect X account' }).click()
    await page.getByRole('button', { name: 'Connected as @crumbapp' }).waitFor({ timeout: 15_000 })
    await shot(page, 'twitter-connected')
    await page.getByRole('button', { name: 'Connected as @crumbapp' }).click()
    const modal = page.getByRole('dialog', { name: 'Connected X account' })
    await modal.getByText('Crumb Bakery').waitFor()
    await modal.getByText('@crumbapp', { exact: true }).waitFor() // exact: the 'Connected as' toast sits inside the dialog too
    // The modal lists every other channel with its state and action.
    const others = modal.getByTestId('account-modal-channels')
    await others.getByRole('button', { name: 'Connect Bluesky' }).waitFor()
    await others.getByRole('button', { name: 'Connect Mastodon' }).waitFor()
    await others.getByText('LinkedIn').waitFor()
    await shot(page, 'account-modal-channels')
    await modal.getByRole('button', { name: 'Close' }).click()

    await page.getByRole('button', { name: 'Send test post' }).click()
    await page.getByText('Please enter tweet content').waitFor()
    expect(await page.getByLabel('Test post').getAttribute('maxlength')).toBe('280')
    await page.getByLabel('Test post').fill('Fresh bread, no waste.')
    await page.getByRole('button', { name: 'Send test post' }).click()
    await page
      .getByText(/^Tweet posted successfully! View it at: https:\/\/x\.com\/crumbapp\/status\/\d+$/)
      .waitFor()
    expect(fake.posts.at(-1)!.text).toBe('Fresh bread, no waste.')

    await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await page.getByText('Twitter account disconnected successfully').waitFor()
    await page.getByRole('button', { name: 'Connect X account' }).waitFor()
    await page.context().close()
  })

  it('shows the callback page outcomes: missing params, failure, and an account connected elsewhere', async () => {
    const page = await suite.newPage()
    await signUp(page, 'Callback', uniqueEmail('cb'))
    await page.waitForURL(`${suite.url}/`)
    await page.goto('/twitter/auth/callback')
    await page.getByRole('heading', { name: 'Authentication Failed' }).waitFor()
    await page.getByText('Missing code or state in URL').waitFor()
    await page.getByRole('link', { name: 'Go Home' }).waitFor()
    await page.goto('/twitter/auth/callback?code=abc&state=forged')
    await page.getByRole('heading', { name: 'Authentication Failed' }).waitFor()
    await shot(page, 'oauth-callback-failed')

    // Another user already owns crumbapp (connected in the first test's flow again here).
    fake.setNextAccount({ id: 'e2e-2', username: 'taken', name: 'Taken' })
    const owner = await suite.newPage()
    await signUp(owner, 'Owner', uniqueEmail('owner'))
    await owner.waitForURL(`${suite.url}/`)
    await owner.goto('/twitter')
    await owner.getByRole('button', { name: 'Connect X account' }).click()
    await owner.getByRole('button', { name: 'Connected as @taken' }).waitFor({ timeout: 15_000 })

    fake.setNextAccount({ id: 'e2e-2', username: 'taken', name: 'Taken' })
    const started = await page.request.post('/api/twitter/auth/initiate', {
      data: {},
      headers: { origin: suite.url },
    })
    const { authorization_url } = await started.json()
    const redirect = await fetch(authorization_url, { redirect: 'manual' })
    const back = new URL(redirect.headers.get('location')!)
    await page.goto(`${back.pathname}${back.search}`)
    await page.getByRole('heading', { name: 'Account Already Connected' }).waitFor()
    await shot(page, 'oauth-already-connected')
    await page.context().close()
    await owner.context().close()
  })

  it('lets an admin toggle the scheduler', async () => {
    const page = await suite.newPage()
    await page.goto('/admin/twitter-scheduler')
    await logIn(page, ADMIN.email, ADMIN.password)
    await page.getByRole('heading', { name: 'Tweet Scheduler' }).waitFor()
    await page.getByText('Control the automated tweet posting system').waitFor()
    await page.getByText('How it works').waitFor()
    const badge = page.getByTestId('scheduler-badge')
    expect(await badge.textContent()).toBe('Disabled')
    await page.getByRole('button', { name: 'Enable Scheduler' }).click()
    await page.getByRole('button', { name: 'Disable Scheduler' }).waitFor()
    expect(await badge.textContent()).toBe('Enabled')
    await page.getByText('scheduler.tweets.enabled').waitFor()
    await shot(page, 'admin-scheduler')
    await page.getByRole('button', { name: 'Refresh Status' }).click()
    await page.getByRole('button', { name: 'Disable Scheduler' }).click()
    await page.getByRole('button', { name: 'Enable Scheduler' }).waitFor()
    expect(await badge.textContent()).toBe('Disabled')
    await page.context().close()
  })
})
