import type { Page } from 'playwright'

const axeSource = Bun.file(require.resolve('axe-core/axe.min.js'))

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/**
 * Runs axe-core (injected into the page) on what is on screen and returns its serious and critical
 * violations, each as one readable line. It is evaluated through the DevTools protocol, which the
 * page's CSP does not govern (an inline <script> tag would be refused).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource.text())
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> }
      }
    ).axe
    return (await axe.run(document, { resultTypes: ['violations'] })).violations
  })) as Violation[]
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    )
}
