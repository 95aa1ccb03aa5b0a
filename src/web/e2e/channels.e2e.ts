import { describe, expect, it } from 'bun:test'
import { startFakeBluesky } from '../../server/testing/fake-bluesky'
import { startFakeLinkedIn } from '../../server/testing/fake-linkedin'
import { startFakeMastodon } from '../../server/testing/fake-mastodon'
import { browserSuite, shot, signUp, uniqueEmail } from './harness'

const mastodon = startFakeMastodon({ maxCharacters: 700 })
const bluesky = startFakeBluesky()
const linkedin = startFakeLinkedIn()
const suite = browserSuite({
  env: {
    LINKEDIN_CLIENT_ID: 'local-linkedin',
    LINKEDIN_CLIENT_SECRET: 'local-linkedin-secret',
    LINKEDIN_API_BASE_URL: linkedin.url,
    LINKEDIN_AUTH_BASE_URL: linkedin.url,
    CHANNELS_ALLOW_PRIVATE_HOSTS: 'on',
  },
  fakes: [mastodon, bluesky, linkedin],
})

describe('channels in the browser', () => {
  it('connects LinkedIn, Bluesky and Mastodon from the dashboard and sends a test post to each', async () => {
    const page = await suite.newPage()
    await signUp(page, 'Nia', uniqueEmail('channels'))
    await page.waitForURL(`${suite.url}/`)
    await page.goto('/user/dashboard')
    const card = page.getByTestId('dashboard-channels')
    await card.getByTestId('channel-linkedin').getByText('Not connected').waitFor()

    await card.getByRole('button', { name: 'Connect LinkedIn' }).click()
    await card
      .getByTestId('channel-linkedin')
      .getByText('Connected as Chad Founder')
      .waitFor({ timeout: 15_000 })

    await card.getByRole('button', { name: 'Connect Bluesky' }).click()
    await card.getByLabel('Handle').fill('chadfounder.bsky.social')
    await card.getByLabel('App password').fill('hunter2')
    await card.getByText('Account on another server than bsky.social?').click()
    await card.getByLabel('Server').fill(bluesky.url)
    await card.getByRole('button', { name: 'Connect Bluesky' }).last().click()
    await card.getByText('Use an app password, not your account password', { exact: false }).waitFor()
    await shot(page, 'channels-bluesky-form')
    await card.getByLabel('App password').fill('abcd-efgh-ijkl-mnop')
    await card.getByRole('button', { name: 'Connect Bluesky' }).last().click()
    await card.getByTestId('channel-bluesky').getByText('Connected as @chadfounder.bsky.social').waitFor()

    await card.getByRole('button', { name: 'Connect Mastodon' }).click()
    await card.getByLabel('Your Mastodon server').fill(mastodon.url)
    await card.getByRole('button', { name: 'Continue' }).click()
    const host = new URL(mastodon.url).host
    await card
      .getByTestId('channel-mastodon')
      .getByText(`Connected as @chadfounder@${host} · posts up to 700 characters`)
      .waitFor({ timeout: 15_000 })
    await shot(page, 'channels-dashboard')

    await page.goto('/twitter')
    const tester = page.getByRole('region', { name: 'LinkedIn, Bluesky and Mastodon' })
    await tester.getByLabel('Test post to').selectOption('mastodon')
    await tester.getByLabel('Channel test post').fill('a'.repeat(701))
    await tester.getByText('Too long for Mastodon: 701 characters, the limit is 700').waitFor()
    await tester.getByLabel('Channel test post').fill('Hello from the test page')
    await tester.getByText('24/700 characters').waitFor()
    await tester.getByRole('button', { name: 'Send test post to Mastodon' }).click()
    await tester.getByText(`Posted to Mastodon: ${mastodon.url}/@chadfounder/`, { exact: false }).waitFor()
    expect(mastodon.statuses().at(-1)?.text).toBe('Hello from the test page')

    await tester.getByLabel('Test post to').selectOption('linkedin')
    await tester.getByLabel('Channel test post').fill('1/2 We shipped')
    await tester.getByLabel('Two-part thread (one post on LinkedIn)').check()
    await tester.getByLabel('Second part').fill('2/2 Thank you')
    await tester.getByRole('button', { name: 'Send test post to LinkedIn' }).click()
    await tester.getByText('Posted to LinkedIn:', { exact: false }).waitFor()
    expect(linkedin.posts().at(-1)?.commentary).toBe('We shipped\n\nThank you')

    await tester.getByLabel('Test post to').selectOption('bluesky')
    await tester.getByLabel('Channel test post').fill('Notes at https://example.com/notes')
    await tester.getByRole('button', { name: 'Send test post to Bluesky' }).click()
    await tester
      .getByText('Posted to Bluesky: https://bsky.app/profile/chadfounder.bsky.social/post/', {
        exact: false,
      })
      .waitFor()
    expect(bluesky.posts().at(-1)?.facets).toHaveLength(1)
    await shot(page, 'channels-test-page')

    await tester.getByTestId('channel-bluesky').getByRole('button', { name: 'Disconnect' }).click()
    await tester.getByTestId('channel-bluesky').getByText('Not connected').waitFor()

    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/user/dashboard')
    await page.getByTestId('channel-mastodon').getByText('Connected as', { exact: false }).waitFor()
    await shot(page, 'channels-dashboard-phone')
    await page.context().close()
  })
})
