import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'

const artifacts = join(import.meta.dirname, '../../artifacts')

/** A full-page screenshot in e2e/artifacts/connect-<name>.png. */
export async function shot(page: Page, name: string) {
  mkdirSync(artifacts, { recursive: true })
  await page.screenshot({ path: join(artifacts, `connect-${name}.png`), fullPage: true })
}

/** RainbowKit's connect modal (the page's only dialog until another opens above it). */
export function walletDialog(page: Page) {
  return page.locator('[data-rk] [role="dialog"]')
}

/** The header of RainbowKit's current step (its back arrow is named "Back"). */
export async function goBack(page: Page) {
  await walletDialog(page).getByRole('button', { name: 'Back', exact: true }).click()
}

/** The QR code RainbowKit draws (cuer: an svg titled "QR Code", finder rects, a cells path). */
export function qrCode(page: Page) {
  return walletDialog(page).locator('svg:has(> title)').filter({ hasText: 'QR Code' })
}

/**
 * Makes the gateway's chain list (as this context sees it) name Gnosis beside the devnet, as a
 * real gateway lists real networks: the wallet then also offers mainnet, as it used to offer
 * Goerli. Nothing else about chain 100 is answered.
 */
export async function addGnosisToChainList(context: BrowserContext, gatewayUrl: string) {
  await context.route(
    (url) =>
      url.href.startsWith(`${gatewayUrl}/v1/chains`) && /\/v1\/chains\/?$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { count: number; results: Record<string, unknown>[] }
      const [devnet] = body.results
      body.results.push({
        ...devnet,
        chainId: '100',
        chainName: 'Gnosis',
        shortName: 'gno',
        isTestnet: false,
      })
      body.count = body.results.length
      await route.fulfill({ response, json: body })
    },
  )
}

/** Whether any JavaScript file of the build in `dir` contains `text`. */
export function buildContains(dir: string, text: string): boolean {
  const assets = join(dir, 'assets')
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .some((file) => readFileSync(join(assets, file), 'utf8').includes(text))
}
