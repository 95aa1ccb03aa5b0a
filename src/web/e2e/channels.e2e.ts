import { describe, expect, it } from 'bun:test'
import { startFakeBluesky } from '../../server/testing/fake-bluesky'
import { startFakeLinkedIn } from '../../server/testing/fake-linkedin'
import { startFakeMastodon } from '../../server/testing/fake-mastodon'
import {
  adminPlanFromSample,
  browserSuite,
  calendarDrawn,
  call,
  minutesAgo,
  runSchedulerNow,
  shot,
  signUp,
  singlePostCards,
  uniqueEmail,
} from './harness'

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
    // The form takes the keyboard at once.
    await page.keyboard.type('chadfounder.bsky.social')
    expect(await card.getByLabel('Handle').inputValue()).toBe('chadfounder.bsky.social')
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
    await page.keyboard.type(mastodon.url)
    await page.keyboard.press('Enter')
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

    const blueskyRow = tester.getByTestId('channel-bluesky')
    await blueskyRow.getByRole('button', { name: 'Disconnect', exact: true }).click()
    // It asks first: the posts still to go there will not be posted.
    const confirm = blueskyRow.getByRole('alertdialog', { name: 'Disconnect Bluesky?' })
    await confirm
      .getByText('Approved posts still to go will no longer be posted there', { exact: false })
      .waitFor()
    await shot(page, 'channels-disconnect-confirm')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })
    await blueskyRow.getByText('Connected as @chadfounder.bsky.social').waitFor()
    await blueskyRow.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await blueskyRow.getByRole('button', { name: 'Disconnect Bluesky' }).click()
    await blueskyRow.getByText('Not connected').waitFor()

    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/user/dashboard')
    await page.getByTestId('channel-mastodon').getByText('Connected as', { exact: false }).waitFor()
    await shot(page, 'channels-dashboard-phone')
    await page.context().close()
  })

  it("approves a plan that goes to all four networks, edits LinkedIn's text, and each network gets its own", async () => {
    const page = await suite.newPage()
    const sessionUrl = await adminPlanFromSample(page)
    // The admin's own channels (other accounts than the first test's).
    mastodon.setNextAccount({ id: 'm-admin', username: 'chadadmin', display_name: 'Chad Admin' })
    bluesky.addAccount({
      did: 'did:plc:chadadmin',
      handle: 'chadadmin.bsky.social',
      appPassword: 'wxyz-wxyz-wxyz-wxyz',
    })
    linkedin.setNextMember({ sub: 'li-admin', name: 'Chad Admin', given_name: 'Chad', family_name: 'Admin' })
    await page.goto('/user/dashboard')
    const card = page.getByTestId('dashboard-channels')
    await card.getByRole('button', { name: 'Connect LinkedIn' }).click()
    await card
      .getByTestId('channel-linkedin')
      .getByText('Connected as Chad Admin')
      .waitFor({ timeout: 15_000 })
    await card.getByRole('button', { name: 'Connect Bluesky' }).click()
    await card.getByLabel('Handle').fill('chadadmin.bsky.social')
    await card.getByLabel('App password').fill('wxyz-wxyz-wxyz-wxyz')
    await card.getByText('Account on another server than bsky.social?').click()
    await card.getByLabel('Server').fill(bluesky.url)
    await card.getByRole('button', { name: 'Connect Bluesky' }).last().click()
    await card.getByTestId('channel-bluesky').getByText('Connected as @chadadmin.bsky.social').waitFor()
    await card.getByRole('button', { name: 'Connect Mastodon' }).click()
    await card.getByLabel('Your Mastodon server').fill(mastodon.url)
    await card.getByRole('button', { name: 'Continue' }).click()
    await card
      .getByTestId('channel-mastodon')
      .getByText('Connected as @chadadmin', { exact: false })
      .waitFor({ timeout: 15_000 })

    await page.goto(sessionUrl)
    await calendarDrawn(page)
    await page.getByRole('button', { name: 'Approve Marketing Plan' }).click()
    await page.waitForURL('**/user/dashboard')
    await page.goto(sessionUrl)
    await calendarDrawn(page)
    // Every card says where it goes.
    await page.getByTestId('card-networks').first().getByText('X · Bluesky · LinkedIn · Mastodon').waitFor()
    const post = singlePostCards(page).first()
    const id = (await post.getAttribute('data-tweet-id'))!
    await post.click()
    const dialog = page.getByRole('dialog')
    const words = (await dialog.getByTestId('tweet-content').textContent())!.trim()
    const sky = dialog.getByTestId('network-bluesky')
    await sky.getByText('the post’s words', { exact: false }).waitFor()
    // Bluesky counts graphemes: an over-long edit names the network and cannot be saved.
    await sky.getByRole('button', { name: 'Edit for Bluesky' }).click()
    await sky.getByLabel('Bluesky text').fill('👨‍👩‍👧'.repeat(301))
    await sky.getByText('301/300 graphemes').waitFor()
    await sky.getByText('Too long for Bluesky: 301 graphemes, the limit is 300').waitFor()
    expect(await sky.getByRole('button', { name: 'Save for Bluesky' }).isDisabled()).toBe(true)
    await sky.getByRole('button', { name: 'Cancel' }).click()
    // LinkedIn gets a longer, reflective version of the same facts.
    const li = dialog.getByTestId('network-linkedin')
    await li.getByRole('button', { name: 'Edit for LinkedIn' }).click()
    const longer = `${words}\n\nWhy this matters to us: it is the part of the work our customers notice first.`
    await li.getByLabel('LinkedIn text').fill(longer)
    await li.getByText(`${longer.length}/3000 characters`).waitFor()
    await shot(page, 'network-variant-editor')
    await li.getByRole('button', { name: 'Save for LinkedIn' }).click()
    await li.getByText('your own text', { exact: false }).waitFor()
    await shot(page, 'network-variants')

    // Due a few minutes ago, so the scheduler posts it now.
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click()
    const past = await minutesAgo(page, 5)
    await dialog.getByLabel('Date').fill(past.date)
    await dialog.getByLabel('Time').fill(past.time)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.getByRole('button', { name: 'Edit', exact: true }).waitFor()
    await page.keyboard.press('Escape')
    await runSchedulerNow(page)
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 100 && !check(); i++) await Bun.sleep(100)
      expect(check()).toBe(true)
    }
    await until(() => linkedin.posts().some((p) => p.commentary.startsWith(words.slice(0, 40))))
    expect(
      linkedin
        .posts()
        .filter((p) => p.commentary.startsWith(words.slice(0, 40)))
        .map((p) => p.commentary),
    ).toEqual([longer])
    await until(() => mastodon.statuses().some((s) => s.text === words))
    await until(() => bluesky.posts().some((p) => p.text === words && p.did === 'did:plc:chadadmin'))
    await page.reload()
    await calendarDrawn(page)
    await page.locator(`[data-tweet-id="${id}"]`).click()
    await dialog
      .getByTestId('network-linkedin')
      .getByText('Posted', { exact: false })
      .waitFor({ timeout: 15_000 })
    await shot(page, 'network-variants-posted')

    // An hour later each network's counts are read: the finished plan shows engagement per network,
    // and LinkedIn, which gives this app no counts (it is not approved for them), says so.
    const collected = await call(page, 'POST', '/api/admin/metrics/run', {
      as_of: new Date(Date.now() + 61 * 60_000).toISOString(),
    })
    expect(collected.body.snapshots).toBeGreaterThanOrEqual(2)
    await page.goto('/user/dashboard')
    // The counts say where the posts went: one posted on each network it was sent to (X is not
    // connected on this server, so it is not listed).
    const perNetwork = page.getByRole('list', { name: 'Posts by network' })
    expect(await perNetwork.getByText('X', { exact: true }).count()).toBe(0)
    for (const name of ['LinkedIn', 'Bluesky', 'Mastodon'])
      await perNetwork.getByText(name, { exact: true }).waitFor()
    expect(await page.getByTestId('network-count-bluesky').textContent()).toMatch(
      /^Bluesky [1-9]\d* posted · \d+ scheduled$/,
    )
    await page.getByTestId('dashboard-counts').scrollIntoViewIfNeeded()
    await shot(page, 'dashboard-counts-by-network')
    const engagement = page.getByRole('region', { name: 'Engagement by narrative pillar' })
    const byNetwork = engagement.getByRole('list', { name: 'Engagement by network' })
    await byNetwork.getByText('Bluesky', { exact: true }).waitFor()
    await byNetwork.getByText('Mastodon', { exact: true }).waitFor()
    await engagement
      .getByText("LinkedIn does not let this app read the account's post metrics", { exact: false })
      .waitFor()
    await engagement
      .getByText(/Bluesky \d+ · Mastodon \d+/)
      .first()
      .waitFor()
    await engagement.scrollIntoViewIfNeeded()
    await shot(page, 'engagement-by-network')
    await page.context().close()
  })
})
