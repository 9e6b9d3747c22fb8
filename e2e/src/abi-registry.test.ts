import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createDevnetClients, demoErc721Abi, demoTokenAddresses } from '@assent/devnet'
import { deployTestSafe, launchChromium, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import { type Address, encodeFunctionData } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { seriousAxeViolations } from './harness/axe'
import { type OpenedPage, openPage } from './harness/openPage'
import { testAccount as account, proposeAsOwner } from './harness/safeOwners'

// Issue #15, point 6: the local ABI registry in Chromium against the whole stack, with the
// browser's real IndexedDB. A queued call to the demo NFT's `mint(address)` — a function neither
// the built-in ABIs nor the gateway's signature table know — is raw data until the user attaches
// the NFT's ABI in Settings → Contract ABIs; then its details page decodes it. The registry is
// exported, emptied (another tab follows), imported back from the file, and bad files are
// refused with their reasons.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const devnet = createDevnetClients(stack.rpc)
const nft = demoTokenAddresses().nft
const recipient = account(7)
const functionCount = demoErc721Abi.filter((item) => item.type === 'function').length

let chromium: TestChromium
let opened: OpenedPage
let safe: Address
let txPath: string

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  safe = await deployTestSafe(devnet, { owners: [0, 1], threshold: 2 })
  const { safeTxHash } = await proposeAsOwner(stack, {
    safe,
    ownerIndex: 0,
    tx: {
      to: nft,
      data: encodeFunctionData({ abi: demoErc721Abi, functionName: 'mint', args: [recipient] }),
      operation: 0,
      nonce: 0n,
    },
  })
  txPath = `/transactions/tx?id=multisig_${safe}_${safeTxHash}&safe=devnet:${safe}`
  chromium = await launchChromium()
  opened = await openPage(chromium.browser, stack)
}, 300_000)

afterAll(async () => {
  await opened?.close()
  await chromium?.close()
})

/**
 * Opens the queued call's details page and waits until the method decoded locally reads
 * `expected` (the registry is read from IndexedDB while the page loads).
 */
async function expectDecodedMethod(page: Page, expected: string) {
  await page.goto(`${stack.web}${txPath}`)
  const method = page.getByTestId('decoded-call').getByTestId('method')
  await method.waitFor({ timeout: 60_000 })
  await method.filter({ hasText: new RegExp(`^\\s*${expected}\\s*$`) }).waitFor()
}

async function openSettings(page: Page) {
  await page.goto(`${stack.web}/settings/abis?safe=devnet:${safe}`)
  await page.getByTestId('abi-registry-list').waitFor({ timeout: 60_000 })
}

const file = (name: string, content: string) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(content),
})

describe('local ABI registry', () => {
  it('decodes a call with an ABI the user attached, and exports, removes and imports it', async () => {
    const { page, problems } = opened
    await expectDecodedMethod(page, 'unknown — check the raw data')

    // The tab sits with the other settings; the page says nothing leaves the browser.
    await page.goto(`${stack.web}/settings/data?safe=devnet:${safe}`)
    await page.getByRole('link', { name: 'Contract ABIs' }).click()
    await page.getByTestId('abi-registry-list').waitFor({ timeout: 60_000 })
    await page.getByText('nothing leaves the browser').waitFor()
    await page.getByTestId('abi-registry-empty').waitFor()

    // Bad files chosen as the ABI are refused with their reason; nothing can be added.
    const form = page.getByTestId('abi-add-form')
    await form.getByTestId('abi-address-input').fill(nft.toLowerCase())
    await form.getByTestId('abi-file-input').setInputFiles(file('Nft.sol', 'contract Nft {}'))
    await expect(form.getByTestId('abi-json-error').textContent()).resolves.toBe(
      'Not JSON: an ABI is a JSON array, like [{"type":"function","name":"transfer",…}].',
    )
    await form
      .getByTestId('abi-file-input')
      .setInputFiles(file('package.json', '{"name":"nft","version":"1.0.0"}'))
    await form
      .getByText(
        'This JSON is not an ABI: expected an array of ABI items (or an object with an "abi" array).',
      )
      .waitFor()
    await expect(form.getByTestId('abi-add').isDisabled()).resolves.toBe(true)

    // A build artifact chosen as a file is accepted and stored.
    await form
      .getByTestId('abi-file-input')
      .setInputFiles(file('DemoERC721.json', JSON.stringify({ abi: demoErc721Abi })))
    await form.getByTestId('abi-json-summary').waitFor()
    await form.getByTestId('abi-add').click()
    await expect(form.getByTestId('abi-add-status').textContent()).resolves.toBe(
      `Added the ABI of ${nft}.`,
    )
    const row = page.getByTestId('abi-registry-row')
    await expect(row.getByTestId('abi-function-count').textContent()).resolves.toBe(
      String(functionCount),
    )
    await page.screenshot({ path: join(artifacts, 'abi-registry-01-settings.png'), fullPage: true })
    expect((await seriousAxeViolations(page)).map((v) => v.id)).toEqual([])

    // The details page now decodes the call with it, parameters named.
    await expectDecodedMethod(page, 'mint')
    const call = (await page.getByTestId('decoded-call').textContent()) ?? ''
    expect(call).toContain(recipient)
    expect(call).not.toContain('decoded by the gateway')
    await page.screenshot({ path: join(artifacts, 'abi-registry-02-decoded.png'), fullPage: true })

    // The queue row names the method too, from the same ABI (the gateway could not).
    await page.goto(`${stack.web}/transactions/queue?safe=devnet:${safe}`)
    const queued = page.getByTestId('tx-row').first()
    await queued.getByTestId('registered-abi-name').waitFor({ timeout: 30_000 })
    await expect(queued.locator('.tx-row-title').textContent()).resolves.toBe(
      'Call mint (your ABI)',
    )

    // Export every entry as a file.
    await openSettings(page)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('abi-export').click(),
    ])
    const exportPath = join(artifacts, 'abi-registry-export.json')
    await download.saveAs(exportPath)
    const exported = JSON.parse(readFileSync(exportPath, 'utf8'))
    expect(exported).toMatchObject({ app: 'assent', kind: 'abi-registry', version: 1 })
    expect(exported.entries).toHaveLength(1)
    expect(exported.entries[0]).toMatchObject({ chainId: '31337', address: nft })

    // Remove it: another tab hears of it at once, it is gone after a reload too, and the call
    // is raw data again.
    const otherTab = await opened.context.newPage()
    await openSettings(otherTab)
    await otherTab.getByTestId('abi-registry-row').waitFor()
    await page.getByRole('button', { name: `Remove the ABI of ${nft}` }).click()
    await page.getByTestId('abi-registry-empty').waitFor()
    await otherTab.getByTestId('abi-registry-empty').waitFor()
    await otherTab.close()
    await page.reload()
    await page.getByTestId('abi-registry-empty').waitFor({ timeout: 60_000 })
    await expectDecodedMethod(page, 'unknown — check the raw data')

    // Bad imports say why and change nothing.
    await openSettings(page)
    const importInput = page.getByTestId('abi-import')
    const status = page.getByTestId('abi-file-status')
    await importInput.setInputFiles(file('notes.json', 'these are not my ABIs'))
    await page
      .getByText(
        'Not JSON: an ABI is a JSON array, like [{"type":"function","name":"transfer",…}]. Nothing was imported.',
      )
      .waitFor()
    await importInput.setInputFiles(file('settings.json', '{"theme":"dark"}'))
    await page
      .getByText(
        'This file is not an ABI export of Assent: expected {"kind":"abi-registry","entries":[…]}. Nothing was imported.',
      )
      .waitFor()
    const broken = structuredClone(exported)
    broken.entries[0].abi = [{ type: 'function', name: 'mint', inputs: [{ type: 'uint7' }] }]
    await importInput.setInputFiles(file('broken.json', JSON.stringify(broken)))
    await page
      .getByText(
        `This JSON is not an ABI: expected an array of ABI items (or an object with an "abi" array). Entry 1 (${nft}): Item 1 (mint): unknown parameter type "uint7". Nothing was imported.`,
      )
      .waitFor()
    await expect(page.getByTestId('abi-registry-empty').isVisible()).resolves.toBe(true)

    // Import the exported file back: listed, kept across a reload, used by the decoder again.
    await importInput.setInputFiles(exportPath)
    await status.getByText('Imported 1 ABI from abi-registry-export.json.').waitFor()
    await page.reload()
    await expect(
      page.getByTestId('abi-registry-row').getByTestId('abi-function-count').textContent({
        timeout: 60_000,
      }),
    ).resolves.toBe(String(functionCount))
    await expectDecodedMethod(page, 'mint')
    expect(problems.filter((problem) => problem.kind === 'pageerror')).toEqual([])
  })
})
