import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Frame, Page } from 'playwright-core'

/** The demo world's 2-of-3 Safe (owners: test accounts 0, 1, 2) and 1-of-1 Safe (account 0). */
export const DEMO_SAFE = '0xEF6338A54FC10263B7bB0a32fA2019775569A3D2'
export const DEMO_SAFE_1OF1 = '0x6dfAd7814616b4D05ACa3dDE382353F26Fa31Ac7'
export const DEMO_SAFE_PARAM = `devnet:${DEMO_SAFE}`

const artifacts = join(import.meta.dirname, '../../artifacts')

/** Where the screenshot `name` goes: e2e/artifacts/shell-<name>.png. */
export function artifactPath(name: string): string {
  mkdirSync(artifacts, { recursive: true })
  return join(artifacts, `shell-${name}.png`)
}

/** A full-page screenshot in e2e/artifacts/shell-<name>.png. */
export async function shot(page: Page, name: string) {
  await page.screenshot({ path: artifactPath(name), fullPage: true })
}

/** Opens RainbowKit's connect modal from the header (the button is disabled until it loads). */
export async function openConnectModal(target: Page | Frame) {
  await target
    .locator('header')
    .getByRole('button', { name: 'Connect Wallet' })
    .and(target.locator(':enabled'))
    .click()
  await target.getByTestId('rk-connect-header-label').waitFor()
}

/**
 * The connect modal's wallet groups as shown: group title, then the wallet buttons' labels
 * and whether each is enabled.
 */
export async function readWalletGroups(target: Page | Frame) {
  const modal = target.getByRole('dialog')
  await modal.locator('[data-testid^=rk-wallet-option-]').first().waitFor()
  return modal.evaluate((dialog) => {
    const groups: { name: string; wallets: { label: string; enabled: boolean }[] }[] = []
    const walk = (node: Element) => {
      if (
        node.tagName === 'BUTTON' &&
        node.getAttribute('data-testid')?.startsWith('rk-wallet-option-')
      ) {
        groups.at(-1)?.wallets.push({
          label: (node as HTMLElement).innerText.trim(),
          enabled: !(node as HTMLButtonElement).disabled,
        })
        return
      }
      const text = node.children.length === 0 ? (node as HTMLElement).innerText?.trim() : ''
      if (
        text === 'Popular' ||
        text === 'Hardware' ||
        text === 'Development' ||
        text === 'Installed' ||
        text === 'Recommended' ||
        text === 'Other'
      ) {
        groups.push({ name: text, wallets: [] })
      }
      for (const child of Array.from(node.children)) walk(child)
    }
    walk(dialog)
    return groups
  })
}

/** Connects the injected Browser Wallet from the header and waits for `address` in it. */
export async function connectBrowserWallet(target: Page | Frame, address: string) {
  await openConnectModal(target)
  await target.getByTestId('rk-wallet-option-injected').click()
  await waitForConnected(target, address)
}

/** Waits until the header's account button shows `address` (shortened). */
export async function waitForConnected(target: Page | Frame, address: string) {
  await target
    .getByTestId('header-wallet')
    .getByTestId('rk-account-button')
    .filter({ hasText: address.slice(0, 4) })
    .waitFor()
}

/** `safe=devnet:0x…` for a page path. */
export function safePath(path: string, safe = DEMO_SAFE) {
  return `${path}${path.includes('?') ? '&' : '?'}safe=devnet:${safe}`
}
