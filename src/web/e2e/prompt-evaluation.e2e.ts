import { beforeAll, describe, expect, it } from 'bun:test'
import type { Page } from 'playwright'
import { ADMIN, browserSuite, logIn, shot } from './harness'

const suite = browserSuite()
let page: Page

beforeAll(async () => {
  page = await suite.newPage()
  await page.goto('/admin/prompts')
  await logIn(page, ADMIN.email, ADMIN.password)
  await page.waitForURL('**/admin/prompts')
})

const table = () => page.getByTestId('evaluation-table')

describe('Evaluate on a base prompt', () => {
  it("scores a new prompt beside the default Chad's, founder by founder", async () => {
    await page.getByRole('link', { name: 'New Base Prompt' }).click()
    await page.getByPlaceholder('Prompt Name').fill('Story Hunter')
    await page
      .getByPlaceholder('Prompt Description')
      .fill('You are Story Hunter, a marketing interviewer. Ask for one concrete story at a time.')
    await page.getByRole('button', { name: 'Create' }).click()
    await page.getByRole('heading', { name: 'Story Hunter' }).waitFor()

    // Hold the request back until the loading state has been seen.
    const loadingSeen = Promise.withResolvers<void>()
    await page.route('**/api/admin/evaluations', async (route) => {
      await loadingSeen.promise
      await route.continue()
    })
    await page.getByRole('button', { name: 'Evaluate' }).click()
    await page.getByRole('button', { name: 'Evaluating...' }).waitFor()
    await page.getByText('Interviewing founders and scoring their plans...').waitFor()
    await shot(page, 'prompt-evaluation-loading')
    loadingSeen.resolve()

    await table().waitFor({ timeout: 60_000 })
    const headers = await table().locator('thead th').allTextContents()
    expect(headers).toEqual(['Measure', 'Story Hunter v1', 'Default Chad (Chad)'])
    const rows = await table().locator('tbody tr').allTextContents()
    expect(rows[0]).toMatch(/^Score\d+\/100 · \d+ of \d+ plans pass\d+\/100 · \d+ of \d+ plans pass$/)
    expect(rows.some((r) => /^Grounding\d+ · \d+\/\d+ pass\d+ · \d+\/\d+ pass$/.test(r))).toBe(true)
    // One row per seeded founder, a score in each column.
    expect(rows.some((r) => /^Maya Chen\d+( ✗)?\d+( ✗)?$/.test(r))).toBe(true)
    await page.unroute('**/api/admin/evaluations')
    await shot(page, 'prompt-evaluation-compared')
  })

  it('shows the server error when the evaluation fails', async () => {
    await page.route('**/api/admin/evaluations', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Bad Gateway', message: 'The AI provider is not answering' }),
      }),
    )
    await page.getByRole('button', { name: 'Evaluate' }).click()
    await page.getByText('Error: The AI provider is not answering').waitFor()
    await shot(page, 'prompt-evaluation-error')
    await page.unroute('**/api/admin/evaluations')
  })

  it('evaluates the default Chad alone, and reads on a phone', async () => {
    await page.getByRole('link', { name: /Chad DEFAULT/ }).click()
    await page.getByRole('heading', { name: 'Chad', exact: true }).waitFor()
    // Evaluate is reachable from the keyboard.
    await page.getByRole('button', { name: 'Evaluate' }).focus()
    await page.keyboard.press('Enter')
    await table().waitFor({ timeout: 60_000 })
    expect(await table().locator('thead th').allTextContents()).toEqual(['Measure', 'Chad v1'])
    await page.setViewportSize({ width: 390, height: 844 })
    await table().scrollIntoViewIfNeeded()
    await shot(page, 'prompt-evaluation-phone')
  })
})
