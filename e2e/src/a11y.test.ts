import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launchChromium, type TestChromium } from '@assent/test'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type AxeViolation, seriousAxeViolations } from './harness/axe'
import { navigateInApp } from './harness/navigateInApp'
import { settle } from './harness/settle'

// Issue #8: axe-core on every main page — zero serious or critical violations, in light and
// dark themes (contrast differs).

const stack = inject('stack')
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const artifacts = join(import.meta.dirname, '../artifacts')
let chromium: TestChromium
let safe: string
let txId: string

async function gateway<T>(path: string): Promise<T> {
  const response = await fetch(`${stack.gateway}${path}`)
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return (await response.json()) as T
}

beforeAll(async () => {
  const deadline = Date.now() + 120_000
  while (!safe && Date.now() < deadline) {
    safe =
      (await gateway<{ safes: string[] }>(`/v1/chains/31337/owners/${OWNER}/safes`)).safes[0] ?? ''
    if (!safe) await new Promise((resolve) => setTimeout(resolve, 500))
  }
  if (!safe) throw new Error('the demo world has no Safe of account 0')
  const history = await gateway<{ results: { type: string; transaction?: { id: string } }[] }>(
    `/v1/chains/31337/safes/${safe}/transactions/history`,
  )
  txId = history.results.find((item) => item.transaction)?.transaction?.id ?? ''
  chromium = await launchChromium()
  mkdirSync(artifacts, { recursive: true })
})

afterAll(async () => {
  await chromium?.close()
})

describe('accessibility (axe-core)', () => {
  it('every main page has no serious or critical violations, light and dark', async () => {
    const q = `safe=devnet:${safe}`
    const pages: [string, string][] = [
      ['welcome', '/'],
      ['new safe', '/new-safe'],
      ['home', `/home?${q}`],
      ['balances', `/balances?${q}`],
      ['nfts', `/balances/nfts?${q}`],
      ['queue', `/transactions/queue?${q}`],
      ['history', `/transactions/history?${q}`],
      ['tx details', `/transactions/tx?${q}&id=${encodeURIComponent(txId)}`],
      ['messages', `/transactions/messages?${q}`],
      ['apps', `/apps?${q}`],
      ['address book', `/address-book?${q}`],
      ['settings setup', `/settings/setup?${q}`],
      ['settings modules', `/settings/modules?${q}`],
      ['settings appearance', `/settings/appearance?${q}`],
      ['settings data', `/settings/data?${q}`],
      ['settings safe apps', `/settings/safe-apps?${q}`],
    ]
    const report: Record<string, AxeViolation[]> = {}
    for (const scheme of ['light', 'dark'] as const) {
      const context = await chromium.browser.newContext({ colorScheme: scheme })
      const page = await context.newPage()
      for (const [index, [name, path]] of pages.entries()) {
        // The first page loads the app; the others are reached as a link click would.
        if (index === 0) await page.goto(`${stack.web}${path}`)
        else await navigateInApp(page, `${stack.web}${path}`)
        await page.locator('main, [role="main"]').first().waitFor({ timeout: 20_000 })
        // Let the gateway data and the wallet stack settle (no skeletons left).
        await page
          .waitForFunction(
            () => document.querySelectorAll('[aria-busy="true"]').length === 0,
            null,
            {
              timeout: 15_000,
            },
          )
          .catch(() => {})
        await settle(page)
        const found = await seriousAxeViolations(page)
        if (found.length > 0) report[`${name} (${scheme})`] = found
      }
      await context.close()
    }
    writeFileSync(join(artifacts, 'a11y-report.json'), `${JSON.stringify(report, null, 2)}\n`)
    expect(report).toEqual({})
  })
})
