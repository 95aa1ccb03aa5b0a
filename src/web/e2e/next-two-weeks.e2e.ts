// Closing the loop: a plan's posts go out, their metrics show on the cards and as engagement per
// pillar on the dashboard, and 'Plan the next two weeks' leads through a check-in to a new calendar
// that starts after the old one.
import { describe, expect, it } from 'bun:test'
import { startFakeX } from '../../server/testing/fake-x'
import { adminPlanFromSample, browserSuite, call, chatIdle, fakeXEnv, shot } from './harness'

const fake = startFakeX()
const suite = browserSuite({ env: fakeXEnv(fake), fakes: [fake] })

type Tweet = {
  id: string
  scheduled_time: string
  status: string
  content: string
  thread_parts?: string[] | null
}

describe('analytics and the next two weeks', () => {
  it('shows metrics and engagement by pillar, then plans the next two weeks after a check-in', async () => {
    const page = await suite.newPage({ width: 1440, height: 900 })
    const sessionId = (await adminPlanFromSample(page)).split('/').pop()!

    fake.setNextAccount({ id: 'loop-1', username: 'plotline', name: 'Plotline' })
    await page.getByRole('button', { name: 'Connect X account' }).first().click()
    await page.getByRole('button', { name: 'Connected as @plotline' }).waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Approve Marketing Plan' }).click()
    await page.waitForURL('**/user/dashboard')

    // Two posts go out now; an hour later their first metrics are read.
    const old = (await call(page, 'GET', `/api/marketing-sessions/${sessionId}`)).body as {
      scheduled_tweets: Tweet[]
    }
    expect((await call(page, 'PUT', '/api/admin/scheduler/tweets', { enabled: true })).status).toBe(200)
    for (const tweet of old.scheduled_tweets.slice(0, 2)) {
      const moved = await call(page, 'PATCH', `/api/marketing-sessions/${sessionId}/tweets/${tweet.id}`, {
        tweet_id: tweet.id,
        updates: { scheduled_time: new Date(Date.now() - 60_000).toISOString() },
      })
      expect(moved.status).toBe(200)
    }
    const run = await call(page, 'POST', '/api/admin/scheduler/tweets/run')
    expect(run.body.posted).toBe(2)
    const collected = await call(page, 'POST', '/api/admin/metrics/run', {
      as_of: new Date(Date.now() + 61 * 60_000).toISOString(),
    })
    // One snapshot per post on X: a thread's parts are each measured.
    const parts = old.scheduled_tweets.slice(0, 2).reduce((n, t) => n + (t.thread_parts?.length ?? 1), 0)
    expect(collected.body.snapshots).toBe(parts)

    // The posted cards show their metrics.
    await page.goto(`/marketing-sessions/${sessionId}`)
    const posted = page.getByTestId('tweet-card').filter({ hasText: 'View on X' })
    await posted.first().waitFor()
    expect(await posted.count()).toBe(2)
    await posted.first().getByTitle('likes').waitFor()
    await posted.first().scrollIntoViewIfNeeded()
    await shot(page, 'next-two-weeks-posted-cards')

    // The dashboard: engagement by pillar, with the plan's three pillars.
    await page.goto('/user/dashboard')
    const engagement = page.getByRole('region', { name: 'Engagement by narrative pillar' })
    await engagement.waitFor()
    const rows = engagement.getByRole('listitem')
    expect(await rows.count()).toBe(3)
    expect(await engagement.getByText(/\d+ engagements/).count()).toBe(3)
    await engagement
      .getByText(/^Best: /)
      .first()
      .waitFor()
    await shot(page, 'next-two-weeks-dashboard')

    // Plan the next two weeks: a check-in with the same Chad.
    await page.getByRole('button', { name: 'Plan the next two weeks' }).click()
    await page.waitForURL(/\/marketing-sessions\/[0-9a-f-]{36}$/)
    const nextId = page.url().split('/').pop()!
    expect(nextId).not.toBe(sessionId)
    const assistant = page.locator('[data-testid=message][data-persona="1"]')
    await assistant.first().waitFor()
    await chatIdle(page)
    expect(await assistant.first().textContent()).toContain('Welcome back')
    const box = page.getByPlaceholder('Type your message...')
    const answers = [
      'We shipped two-way texting, so patients reschedule by replying to the reminder.',
      'Riverside Dental filled 23 cancelled slots from the waitlist in its first month.',
      'Two-way texting and the Riverside result.',
    ]
    for (const [i, answer] of answers.entries()) {
      await chatIdle(page)
      await box.fill(answer)
      await box.press('Enter')
      await assistant.nth(i + 1).waitFor()
    }
    await page.getByText('Ready to create your marketing plan!').waitFor()
    await shot(page, 'next-two-weeks-check-in')
    await page.getByRole('button', { name: 'Generate Marketing Plan' }).click()
    await page.getByTestId('pillar').first().waitFor()
    const oldPillars = (await call(page, 'GET', `/api/marketing-sessions/${sessionId}`)).body
      .narrative_pillars as {
      title: string
      selected: boolean
    }[]
    const titles = await page.getByTestId('pillar').locator('span.font-semibold').allTextContents()
    expect(titles.slice(0, 3)).toEqual(oldPillars.filter((p) => p.selected).map((p) => p.title))
    for (const i of [0, 1, 2]) await page.getByTestId('pillar').nth(i).click()
    await page.getByRole('button', { name: /^Continue to Tweet Calendar/ }).click()
    await page.getByTestId('tweet-card').first().waitFor()
    await shot(page, 'next-two-weeks-calendar')

    const next = (await call(page, 'GET', `/api/marketing-sessions/${nextId}`)).body as {
      previous_session_id: string
      scheduled_tweets: Tweet[]
    }
    expect(next.previous_session_id).toBe(sessionId)
    const lastOld = Math.max(...old.scheduled_tweets.map((t) => Date.parse(t.scheduled_time)))
    expect(next.scheduled_tweets.length).toBeGreaterThan(0)
    for (const t of next.scheduled_tweets) expect(Date.parse(t.scheduled_time)).toBeGreaterThan(lastOld)
    await page.context().close()
  })
})
