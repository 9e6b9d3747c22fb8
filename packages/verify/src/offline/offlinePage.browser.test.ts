import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createGatewayClient } from '@assent/gateway-client'
import { launchChromium, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import type { Hex } from 'viem'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildEvidence } from '../evidence/buildEvidence'
import type { EvidenceFile } from '../evidence/evidenceFile'
import { reviewSafeTransaction } from '../reviewSafeTransaction'
import { startVerifyStack, type VerifyStack } from '../test-utils/startVerifyStack'

// The offline verifier page as a signer uses it: built into one HTML file, opened from disk in
// Chromium with every request blocked and recorded, given the evidence of a transaction
// proposed to a real Safe on anvil, then copies of it with one part changed.
const packageRoot = resolve(import.meta.dirname, '../..')
const outDir = mkdtempSync(join(tmpdir(), 'assent-offline-page-'))
const pageFile = join(outDir, 'assent-verify-offline.html')
let stack: VerifyStack
let evidence: EvidenceFile
let chromium: TestChromium
let page: Page
/** Every request the page made, but the file:// document itself. */
const requests: string[] = []
const pageErrors: string[] = []

beforeAll(async () => {
  const [started] = await Promise.all([
    startVerifyStack(),
    build({
      configFile: resolve(packageRoot, 'vite.offline.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    }),
  ])
  stack = started
  const review = await reviewSafeTransaction({
    gateway: createGatewayClient({ baseUrl: stack.gatewayUrl }),
    client: stack.devnet.publicClient,
    chainId: stack.devnet.chainId,
    safe: stack.safe,
    safeTxHash: stack.proposed.safeTxHash,
  })
  evidence = await buildEvidence({ client: stack.devnet.publicClient, review })
  chromium = await launchChromium()
  const context = await chromium.browser.newContext()
  const documentUrl = pathToFileURL(pageFile).href
  context.on('request', (request) => {
    if (request.url() !== documentUrl) requests.push(request.url())
  })
  context.on('weberror', (error) => pageErrors.push(error.error().message))
  // Only the page itself may load; anything else it asked for would be recorded, then refused.
  await context.route('**/*', (route) =>
    route.request().url() === documentUrl ? route.continue() : route.abort(),
  )
  page = await context.newPage()
  page.on('websocket', (socket) => requests.push(socket.url()))
  await page.goto(documentUrl)
}, 300_000)
afterAll(async () => {
  await chromium?.close()
  await stack?.stop()
  rmSync(outDir, { recursive: true, force: true })
})

/** A deep copy of the genuine evidence, changed by `edit`. */
function tampered(edit: (copy: EvidenceFile) => void): EvidenceFile {
  const copy: EvidenceFile = structuredClone(evidence)
  edit(copy)
  return copy
}

/** `hex` with one bit of byte `index` flipped. */
function flipByte(hex: Hex, index: number): Hex {
  const position = 2 + index * 2
  const byte = Number.parseInt(hex.slice(position, position + 2), 16) ^ 0x01
  return `${hex.slice(0, position)}${byte.toString(16).padStart(2, '0')}${hex.slice(position + 2)}` as Hex
}

/** Gives the page `content` (chosen in its file input, or dropped on it); answers its verdict. */
async function load(content: EvidenceFile | string, how: 'choose' | 'drop' = 'choose') {
  await page.evaluate(() => document.querySelector('#report')?.replaceChildren())
  const text = typeof content === 'string' ? content : JSON.stringify(content)
  if (how === 'choose') {
    await page.setInputFiles('#evidence-input', {
      name: 'evidence.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    })
  } else {
    const dataTransfer = await page.evaluateHandle((json) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([json], 'evidence.json', { type: 'application/json' }))
      return transfer
    }, text)
    await page.dispatchEvent('#drop-zone', 'drop', { dataTransfer })
  }
  return (await page.locator('#verdict').textContent({ timeout: 60_000 })) ?? ''
}

/** The text of the element at `selector`. */
const text = async (selector: string) => (await page.locator(selector).textContent()) ?? ''

/** The parts the page lists as failed checks. */
const failedParts = () =>
  page
    .locator('li[data-status="failed"]')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.part))

describe('the offline verifier page', () => {
  it('is one file that allows no network, and asks for none', async () => {
    const html = readFileSync(pageFile, 'utf8')
    const csp = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? ''
    expect(csp).toMatch(/^default-src 'none'; script-src 'sha256-[^']+'; style-src 'sha256-/)
    expect(csp).toContain("connect-src 'none'")
    expect(html).not.toMatch(/<(script|link|img|iframe)[^>]+(src|href)=/)
    expect(await text('h1')).toBe('Assent offline verifier')
    // The policy, not only the blocked route, stops a request: none reaches the browser.
    const sent = await page.evaluate(() =>
      fetch('http://127.0.0.1:9/').then(
        () => 'sent',
        () => 'refused',
      ),
    )
    expect(sent).toBe('refused')
    expect(requests).toEqual([])
  })

  it('verifies the evidence of a genuine transaction and shows what to compare', async () => {
    expect(await load(evidence)).toBe('Every part of the evidence holds.')
    const block = await text('#block')
    expect(block).toContain(evidence.block.hash)
    expect(block).toContain(`Block number${BigInt(evidence.block.header.number!)}`)
    const hashes = await text('#hashes')
    for (const hash of Object.values(evidence.hashes)) {
      expect(hashes).toContain(`${hash} recomputed ✓`)
    }
    const signer = stack.devnet.accounts[0]!.address
    expect(await text(`li[data-part="confirmations[0] (${signer})"]`)).toContain(
      `Signed by the owner ${signer} (recovered here).`,
    )
    for (const part of ['block header', 'account proof', 'storage proof of threshold']) {
      const status = await page.locator(`li[data-part="${part}"]`).getAttribute('data-status')
      expect(status, part).toBe('ok')
    }
    expect(await failedParts()).toEqual([])
    expect(await text('#simulation-source')).toBe(
      `From the evidence file: the effects as simulated at block ${evidence.simulation.input.blockNumber}.`,
    )
    const sends = `Sends 1 native to ${stack.devnet.accounts[3]!.address}`
    const simulation = await text('#simulation')
    expect(simulation).toContain('Outcome: success')
    expect(simulation).toContain(sends)
    // The page's own EVM ran the transaction over the proven state, with the network blocked.
    expect(await text('#rerun-status')).toBe(
      `Re-run in this page's EVM over the state proven at block ${BigInt(evidence.block.header.number!)}: the same effects as the exported simulation.`,
    )
    expect(await page.locator('#rerun li').allTextContents()).toEqual(['Outcome: success', sends])
    expect(await page.locator('#rerun-differences').count()).toBe(0)
    expect(requests).toEqual([])
  })

  it('flags an exported effect the re-run does not have, and says when it cannot re-run', async () => {
    const to = stack.devnet.accounts[3]!.address
    const inflated = tampered((copy) => {
      const { report } = copy.simulation.result as {
        report: { assetChanges: { amount: string }[] }
      }
      report.assetChanges[0]!.amount = '2000000000000000000'
    })
    expect(await load(inflated)).toBe('Do not trust this evidence. What does not hold: re-run.')
    expect(await page.locator('#rerun-differences li').allTextContents()).toEqual([
      `✗ The exported simulation says "Sends 2 native to ${to}", the re-run here does not`,
      `✗ The re-run here says "Sends 1 native to ${to}", the exported simulation does not`,
    ])
    const code = tampered((copy) => {
      const singleton = copy.prestate!.accounts.find((account) => account.code.length > 1000)!
      singleton.code = flipByte(singleton.code, 200)
    })
    const singleton = evidence.prestate!.accounts.find((account) => account.code.length > 1000)!
    expect(await load(code)).toContain(`code of ${singleton.address}`)
    const old = tampered((copy) => {
      copy.format = 'assent-evidence/1'
      delete copy.prestate
    })
    expect(await load(old)).toBe('Every part of the evidence holds.')
    expect(await text('#rerun-status')).toBe('not possible: this file has no proven prestate')
    expect(requests).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('names what was changed: a transaction byte, a signature, a proof node, the header', async () => {
    const signer = stack.devnet.accounts[0]!.address
    const cases: [string, EvidenceFile, string][] = [
      [
        'transaction',
        tampered((copy) => {
          copy.transaction.data = '0x01'
        }),
        'transaction',
      ],
      [
        'signature',
        tampered((copy) => {
          copy.confirmations[0]!.signature = flipByte(copy.confirmations[0]!.signature!, 5)
        }),
        `confirmations[0] (${signer})`,
      ],
      [
        'proof node',
        tampered((copy) => {
          copy.proof.accountProof[1] = flipByte(copy.proof.accountProof[1]!, 40)
        }),
        'account proof node 1',
      ],
      [
        'header',
        tampered((copy) => {
          copy.block.header.gasUsed = '0x1'
        }),
        'block header',
      ],
    ]
    for (const [what, file, part] of cases) {
      const verdict = await load(file, what === 'header' ? 'drop' : 'choose')
      expect(verdict, what).toMatch(/^Do not trust this evidence\. What does not hold: /)
      expect(verdict, what).toContain(part)
      expect(await failedParts(), what).toContain(part)
      if (what === 'header') {
        expect(await text('#block')).toContain('the header does not hash to it')
      }
    }
    expect(await load('{"format":')).toMatch(/^The file is not JSON: /)
    expect(requests).toEqual([])
    expect(pageErrors).toEqual([])
  })
})
