import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** An axe-core violation as the suites report it: up to five elements, each with axe's reason. */
export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] }

/**
 * The serious and critical axe-core violations of the page as it is now. The wallet's CSP
 * forbids injected scripts; evaluating through the DevTools protocol is not a page script, so
 * axe runs without weakening the policy under test. Moves inside the app keep the window, so
 * axe's 500 KB are evaluated once per document, not once per check.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    type Result = {
      id: string
      impact: string | null
      help: string
      nodes: { target: string[]; any: { message: string }[] }[]
    }
    const axe = (
      window as unknown as { axe: { run(o: unknown): Promise<{ violations: Result[] }> } }
    ).axe
    const { violations } = await axe.run({ resultTypes: ['violations'] })
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? ''}`),
    }))
  })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}
