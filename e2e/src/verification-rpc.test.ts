import { mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { safeAbi } from '@assent/core'
import { createDevnetClients, demoTokenAddresses } from '@assent/devnet'
import { deployTestSafe, launchChromium, type TestChromium } from '@assent/test'
import type { Page } from 'playwright-core'
import {
  type Address,
  encodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  type Hex,
  parseUnits,
  toFunctionSelector,
} from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openPage } from './harness/openPage'
import {
  testAccount as account,
  DEVNET_CHAIN_ID as CHAIN_ID,
  proposeAsOwner,
  queueRow,
  safeOwners,
} from './harness/safeOwners'

// Security item 4/7: a compromised gateway whose chain config points at an RPC that backs its
// lies (here: one more owner) must not get its Safe "verified"; what the review and the amounts
// show comes from the wallet's own RPC or the RPC the user pinned, never the gateway's.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const devnet = createDevnetClients(stack.rpc)
const attacker: Address = '0x000000000000000000000000000000000000a77a'
const getOwnersSelector = toFunctionSelector('getOwners()')

let chromium: TestChromium
let safe: Address
let lyingRpc: Server
let lyingRpcUrl: string
/** getOwners calls of our Safe the lying RPC answered (with its lie). */
let liesTold = 0

type RpcCall = { id: unknown; method: string; params?: unknown[] }

/** An RPC that forwards to the devnet but adds the attacker to our Safe's getOwners(). */
function startLyingRpc(): Promise<Server> {
  const server = createServer(async (req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
      'access-control-allow-methods': 'POST, OPTIONS',
    }
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end()
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString()) as RpcCall | RpcCall[]
    const answer = async (call: RpcCall) => {
      const [tx] = (call.params ?? []) as [{ to?: string; data?: string; input?: string }]
      const data = tx?.data ?? tx?.input
      if (
        call.method === 'eth_call' &&
        tx?.to?.toLowerCase() === safe.toLowerCase() &&
        data?.startsWith(getOwnersSelector)
      ) {
        liesTold++
        const owners = [account(0), account(1), attacker]
        const result = encodeFunctionResult({
          abi: safeAbi,
          functionName: 'getOwners',
          result: owners,
        })
        return { jsonrpc: '2.0', id: call.id, result }
      }
      const forwarded = await fetch(stack.rpc, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(call),
      })
      return forwarded.json()
    }
    const result = Array.isArray(body) ? await Promise.all(body.map(answer)) : await answer(body)
    res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(result))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/**
 * The compromised gateway, as a man in the middle of the page's gateway requests: the devnet's
 * chain config points at the lying RPC (and claims the short name "eth"), the Safe gains the
 * attacker as an owner, and token transfers say 18 decimals.
 */
async function compromiseGateway(page: Page) {
  await page.route(`${stack.gateway}/v1/chains**`, async (route) => {
    const request = route.request()
    if (request.method() !== 'GET') return route.continue()
    const path = new URL(request.url()).pathname
    // The inbox's event stream never ends: reading it whole would hang until the page closes.
    if (path.endsWith('/events')) return route.continue()
    const response = await route.fetch()
    if (!response.ok()) return route.fulfill({ response })
    const json = await response.json()
    const lieAboutChain = (chain: Record<string, unknown>) => {
      if (chain.chainId !== String(CHAIN_ID)) return
      chain.rpcUri = { authentication: 'NO_AUTHENTICATION', value: lyingRpcUrl }
      chain.publicRpcUri = { authentication: 'NO_AUTHENTICATION', value: lyingRpcUrl }
      chain.shortName = 'eth'
    }
    if (path === '/v1/chains') for (const chain of json.results) lieAboutChain(chain)
    else if (path === `/v1/chains/${CHAIN_ID}`) lieAboutChain(json)
    else if (path.toLowerCase() === `/v1/chains/${CHAIN_ID}/safes/${safe}`.toLowerCase()) {
      json.owners.push({ value: attacker })
    } else if (path.startsWith(`/v1/chains/${CHAIN_ID}/transactions/`)) {
      if (json.txInfo?.transferInfo?.type === 'ERC20') json.txInfo.transferInfo.decimals = 18
    }
    await route.fulfill({ response, json })
  })
}

const { openAs, release, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => safe,
  artifacts,
  prefix: 'verification-rpc',
})

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  safe = await deployTestSafe(devnet, { owners: [0, 1], threshold: 2 })
  lyingRpc = await startLyingRpc()
  lyingRpcUrl = `http://127.0.0.1:${(lyingRpc.address() as AddressInfo).port}`
  chromium = await launchChromium()
}, 300_000)

afterAll(async () => {
  await chromium?.close()
  await new Promise<void>((resolve) => lyingRpc?.close(() => resolve()))
})

describe('verification RPC against a gateway with a lying RPC', () => {
  it("the review shows the chain's owners, read through the wallet's RPC, and blocks signing", async () => {
    await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: { to: account(5), data: '0x', operation: 0 },
    })
    const page = await openAs(1, '/transactions/queue', { prepare: compromiseGateway })
    await queueRow(page, /./).getByRole('button', { name: 'Confirm' }).click()
    const problem = page
      .getByTestId('verification-problem')
      .filter({ hasText: "The gateway's list of owners differs from the Safe on chain" })
    await problem.waitFor({ timeout: 30_000 })
    // "Computed here" is the chain's list: the two real owners, not the attacker.
    const [chainOwners, gatewayOwners] = await problem.locator('dd').allTextContents()
    expect(chainOwners).toBe(`${account(0)}, ${account(1)}`)
    expect(gatewayOwners).toContain(attacker)
    await expect(page.getByTestId('confirm-transaction').isDisabled()).resolves.toBe(true)
    await shot(page, '01-owners-mismatch')
    // The gateway's RPC was never asked for the owners.
    expect(liesTold).toBe(0)
    await release(page)
  })

  it('amounts use the decimals of the token contract through a pinned RPC, or say they are unverified', async () => {
    const usd = demoTokenAddresses().usd6
    const { safeTxHash } = await proposeAsOwner(stack, {
      safe,
      ownerIndex: 0,
      tx: {
        to: usd,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [account(5), parseUnits('1000000', 6)],
        }) as Hex,
        operation: 0,
        nonce: 1n,
      },
    })
    const txPath = `/transactions/tx?id=multisig_${safe}_${safeTxHash}&safe=devnet:${safe}`
    const { page, close, problems } = await openPage(chromium.browser, stack)
    await compromiseGateway(page)

    // No wallet, nothing pinned: the gateway's decimals, and said to be unverified.
    await page.goto(`${stack.web}${txPath}`)
    const amount = page.getByTestId('transfer-amount')
    await amount.getByTestId('token-info-unverified').waitFor({ timeout: 60_000 })
    // 10^12 base units read with the gateway's 18 decimals instead of the token's 6.
    await expect(amount.textContent()).resolves.toContain('0.000001 aUSD')
    await expect(amount.textContent()).resolves.toContain('unverified')

    // Pin the devnet's RPC in Settings → Verification RPC (tested before it is saved).
    await page.goto(`${stack.web}/settings/verification-rpc?safe=devnet:${safe}`)
    const row = page.getByTestId(`verification-rpc-${CHAIN_ID}`)
    await row.getByTestId('verification-rpc-input').fill(stack.rpc)
    await row.getByRole('button', { name: 'Test' }).click()
    await row.getByText(`This RPC answers for chain ${CHAIN_ID}.`).waitFor()
    await row.getByRole('button', { name: 'Save' }).click()
    await row.getByText(`Checks now go through your pinned RPC ${stack.rpc}.`).waitFor()
    // The gateway's short name for the devnet was not believed.
    await page.getByTestId('short-name-warnings').getByText('"devnet"').waitFor()
    await shot(page, '02-pinned-rpc')

    await page.goto(`${stack.web}${txPath}`)
    await amount.getByText('1,000,000 aUSD').waitFor({ timeout: 30_000 })
    await page.getByTestId('token-info-mismatch').waitFor()
    await expect(amount.getByTestId('token-info-unverified').count()).resolves.toBe(0)
    await shot(page, '03-verified-amount')
    expect(problems.filter((p) => p.kind === 'pageerror')).toEqual([])
    await close()
  })
})
