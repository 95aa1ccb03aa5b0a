import { beforeAll, describe, expect, it } from 'bun:test'
import type { Page } from 'playwright'
import { ADMIN, browserSuite, chatIdle, logIn, shot, signUp } from './harness'

const suite = browserSuite()
let page: Page

beforeAll(async () => {
  page = await suite.newPage()
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/admin/prompts')
  await logIn(page, ADMIN.email, ADMIN.password)
  await page.waitForURL('**/admin/prompts')
})

const longPrompt = Array.from({ length: 14 }, (_, i) => `Line ${i + 1} of the interviewer prompt.`).join('\n')

describe('admin console', () => {
  it('creates a base prompt, edits it into v2 and makes it the default Chad', async () => {
    await page.getByText('Select a prompt to view its details').waitFor()
    // The seeded default Chad is listed.
    await page.getByRole('link', { name: /Chad DEFAULT/ }).waitFor()
    await page.getByRole('link', { name: 'New Base Prompt' }).click()
    await page.getByPlaceholder('Prompt Name').fill('Growth Interviewer')
    await page.getByPlaceholder('Prompt Description').fill(longPrompt)
    await page.getByRole('button', { name: 'Create' }).click()
    await page.getByRole('heading', { name: 'Growth Interviewer' }).waitFor()
    // Ten lines until Show more.
    expect(await page.getByTestId('prompt-text').textContent()).not.toContain('Line 11')
    await page.getByRole('button', { name: 'Show more' }).click()
    expect(await page.getByTestId('prompt-text').textContent()).toContain('Line 14')
    await page.getByRole('button', { name: 'Show less' }).click()
    await page.getByText('v1 •').waitFor()

    await page.getByRole('button', { name: 'Edit prompt' }).click()
    await page.getByLabel('Prompt text').fill('You are a growth interviewer. Ask one question at a time.')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('v2 •').waitFor()
    expect(await page.getByTestId('version').allTextContents()).toHaveLength(2)
    expect((await page.getByTestId('version').first().textContent())?.startsWith('v2 •')).toBe(true)
    await page.getByText('You are a growth interviewer. Ask one question at a time.').waitFor()

    await page.getByText('Make this persona the default Chad for new marketing sessions').waitFor()
    await shot(page, 'admin-prompt-details')
    await page.getByRole('button', { name: 'Make Default Chad' }).click()
    await page.getByText('This persona is currently the default Chad for marketing sessions').waitFor()
    await page.getByText('✓ Default Chad').waitFor()
    // The seeded Chad lost the tag: exactly one default.
    await page.getByRole('link', { name: /^Chad$/ }).waitFor()
  })

  it('creates a founder', async () => {
    await page.getByRole('link', { name: 'Founders' }).click()
    await page.getByText('Select a founder to view their details').waitFor()
    await page.getByRole('link', { name: 'New Founder' }).click()
    await page.getByPlaceholder('Founder Name').fill('Sam Okafor')
    await page
      .getByPlaceholder('Founder Description')
      .fill(
        'You are Sam Okafor, founder of Crumb, an ordering app for neighbourhood bakeries. Your customers are bakery owners who run out of bread by noon.',
      )
    await page.getByRole('button', { name: 'Create' }).click()
    await page.getByRole('heading', { name: 'Sam Okafor' }).waitFor()
    expect(await page.getByText('Marketing Assistant Default').count()).toBe(0)
    await shot(page, 'admin-founder')
  })

  it('creates an AI conversation, auto-plays it to the end, copies it and deletes a message', async () => {
    await page.getByRole('link', { name: 'Conversations' }).click()
    await page.getByText('Select a conversation or click "New Conversation" to start').waitFor()
    await page.getByRole('link', { name: 'New', exact: true }).click()
    await page.getByRole('heading', { name: 'Create New Conversation' }).waitFor()
    // Nothing happens without the required choices.
    await page.getByRole('button', { name: 'Create Conversation' }).click()
    await page.getByRole('button', { name: 'AI', exact: true }).click()
    await page.getByRole('combobox', { name: 'Base prompt' }).selectOption({ label: 'Growth Interviewer' })
    await page.getByRole('button', { name: 'Create Conversation' }).click()
    expect(page.url()).toEndWith('/admin/conversations/new')
    await page.getByRole('combobox', { name: 'Founder' }).selectOption({ label: 'Sam Okafor' })
    await shot(page, 'admin-new-conversation')
    await page.getByRole('button', { name: 'Create Conversation' }).click()
    await page.waitForURL(/\/admin\/conversations\/[0-9a-f-]{36}$/)
    await page.getByRole('link', { name: 'Growth Interviewer × Sam Okafor' }).waitFor()
    await page.getByText('offline engine').waitFor()

    await page.getByRole('button', { name: 'Take Turn' }).click()
    await page.getByTestId('message').first().waitFor()
    await page.getByRole('button', { name: 'Auto-play turns' }).click()
    await page.getByRole('button', { name: 'Interview Complete' }).waitFor({ timeout: 30_000 })
    // The list beside it learns at once that the conversation ended (no navigation needed).
    await page
      .getByRole('link', { name: /Growth Interviewer × Sam Okafor/ })
      .filter({ hasText: '• ended' })
      .waitFor({ timeout: 5000 })
    const count = await page.getByTestId('message').count()
    expect(count).toBeGreaterThanOrEqual(15)
    expect(await page.locator('[data-testid=message][data-persona="1"]').first().textContent()).toContain(
      'Growth Interviewer',
    )
    await shot(page, 'admin-conversation-ended')

    await page.getByRole('button', { name: 'Copy conversation' }).click()
    await page.getByRole('button', { name: 'Copied!' }).waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied.split('\n').slice(0, 2)).toEqual([
      'Conversation between Growth Interviewer and Sam Okafor',
      'BEGIN CONVERSATION',
    ])
    expect(copied.trimEnd().endsWith('END CONVERSATION')).toBe(true)
    await page.getByRole('button', { name: 'Copy conversation' }).waitFor({ timeout: 4000 })

    await page.getByRole('button', { name: 'Delete message' }).first().click()
    await page.getByText('Are you sure you want to delete this message?').waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await page.getByTestId('message').count()).toBe(count - 1)
    await page.reload()
    await page.getByTestId('message').first().waitFor()
    expect(await page.getByTestId('message').count()).toBe(count - 1)
  })

  it('finds users by any part of their name or email, in any case', async () => {
    const email = `lena.okafor.${Date.now().toString(36)}@example.com`
    const other = await suite.newPage()
    await signUp(other, 'Lena Okafor', email)
    await other.waitForURL(`${suite.url}/`)
    await other.context().close()

    await page.goto('/admin/users')
    const box = page.getByRole('searchbox', { name: 'Search users' })
    for (const query of ['lena', 'OKAFOR', 'lena.okafor', 'Lena Oka']) {
      await box.fill(query)
      // Wait for the server's answer to this query (the previous list stays until it arrives):
      // only matching users are listed, the new founder among them.
      await page.waitForFunction(
        ([q, e]) => {
          const rows = [...document.querySelectorAll('[data-testid=user-row]')].map((r) =>
            (r.textContent ?? '').toLowerCase(),
          )
          return rows.some((r) => r.includes(e!)) && rows.every((r) => r.includes(q!))
        },
        [query.toLowerCase(), email],
      )
      for (const row of await page.getByTestId('user-row').allTextContents()) {
        expect(row.toLowerCase()).toContain(query.toLowerCase())
      }
    }
    await shot(page, 'admin-users-search')
    await box.fill('nobody-by-this-name')
    await page.getByText('No users match "nobody-by-this-name".').waitFor()
  })

  it('chats in human mode and deletes the conversation', async () => {
    await page.goto('/admin/conversations/new')
    await page.getByRole('combobox', { name: 'Base prompt' }).selectOption({ label: 'Chad' })
    await page.getByRole('button', { name: 'Create Conversation' }).click()
    await page.waitForURL(/\/admin\/conversations\/[0-9a-f-]{36}$/)
    const box = page.getByPlaceholder('Type your message...')
    await chatIdle(page)
    await box.fill('   ')
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true)
    await box.fill('We make ordering software for bakeries.')
    await box.press('Shift+Enter')
    await box.pressSequentially('It saves them an hour a day.')
    await box.press('Enter')
    await page.locator('[data-testid=message][data-persona="2"]').first().waitFor()
    await page.locator('[data-testid=message][data-persona="1"]').first().waitFor()
    expect(await page.locator('[data-testid=message][data-persona="2"]').first().textContent()).toContain(
      'We make ordering software for bakeries.\nIt saves them an hour a day.',
    )
    await shot(page, 'admin-human-conversation')
    await page.getByRole('button', { name: 'Delete conversation' }).click()
    await page.getByText('Are you sure you want to delete this conversation?').waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await page.waitForURL('**/admin/conversations')
  })

  it('downloads a verified backup of the embedded database', async () => {
    await page.getByRole('link', { name: 'Backups' }).click()
    await page.getByRole('heading', { name: 'Backups' }).waitFor()
    // (The server dumps the whole embedded database first: seconds on an idle machine, more than ten on
    // a loaded one, where a CI run once timed out waiting.)
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Download backup' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^chad-backup-.+\.backup$/)
    const file = await download.path()
    const head = new TextDecoder().decode((await Bun.file(file!).bytes()).subarray(0, 13))
    expect(head).toBe('CHAD-BACKUP 1')
    await page
      .getByRole('status')
      .getByText(/^Downloaded chad-backup-.+\.backup \(.+\), verified\.$/)
      .waitFor({ timeout: 60_000 })
    await shot(page, 'admin-backups')
  })
})
