import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Devnet,
  SECOND_DEVNET_CHAIN_ID,
  seedDemoWorld,
  seedSecondDemoChain,
  startDevnet,
} from '@assent/devnet'
import {
  createGatewayClient,
  type GatewayClient,
  getAllChains,
  getBalances,
  getIndexingStatus,
  getSafeInfo,
} from '@assent/gateway-client'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preparePgliteDir } from '../db/preparePgliteDir'
import { createLogger } from '../log/createLogger'
import { type Gateway, startGateway } from '../server'

// npm start's two devnet chains behind one gateway: both are listed, both indexed, and the demo
// 2-of-3 answers on each at one address with each chain's own state.
let first: Devnet
let second: Devnet
let gateway: Gateway
let client: GatewayClient
let dataDir: string
let safe: Address
let seededBlocks: { '31337': bigint; '31338': bigint }

beforeAll(async () => {
  ;[first, second] = await Promise.all([
    startDevnet({ port: 0, dataDir: null }),
    startDevnet({ port: 0, dataDir: null, chainId: SECOND_DEVNET_CHAIN_ID }),
  ])
  const [world, chain] = await Promise.all([
    seedDemoWorld(first.rpcUrl),
    seedSecondDemoChain(second.rpcUrl),
  ])
  expect(chain.safes.multisig.address).toBe(world.safes.multisig.address)
  safe = world.safes.multisig.address
  const blockOf = async (rpcUrl: string) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    })
    const body: { result: string } = await response.json()
    return BigInt(body.result)
  }
  seededBlocks = { '31337': await blockOf(first.rpcUrl), '31338': await blockOf(second.rpcUrl) }
  dataDir = mkdtempSync(join(tmpdir(), 'assent-gateway-'))
  await preparePgliteDir(join(dataDir, 'pglite'))
  gateway = await startGateway({
    port: 0,
    dataDir,
    devnetRpcUrl: first.rpcUrl,
    secondDevnetRpcUrl: second.rpcUrl,
    logger: createLogger({ level: 'silent' }),
  })
  client = createGatewayClient({ baseUrl: gateway.url })
}, 120_000)

afterAll(async () => {
  await gateway?.stop()
  await Promise.all([first?.stop(), second?.stop()])
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** Resolves once the gateway has indexed the chain up to the end of its seed. */
async function waitForSeedIndexed(chainId: '31337' | '31338') {
  const deadline = Date.now() + 60_000
  for (;;) {
    const status = await getIndexingStatus(client, { chainId })
    if (status.indexedBlock >= Number(seededBlocks[chainId])) return
    if (Date.now() > deadline) throw new Error(`chain ${chainId} stuck at ${status.indexedBlock}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('the devnet with its second chain', () => {
  it('lists both chains with their own ids, names and RPCs', async () => {
    const chains = await getAllChains(client)
    expect(
      chains.map(({ chainId, chainName, shortName, rpcUri }) => ({
        chainId,
        chainName,
        shortName,
        rpc: rpcUri.value,
      })),
    ).toEqual([
      { chainId: '31337', chainName: 'Assent Devnet', shortName: 'devnet', rpc: first.rpcUrl },
      { chainId: '31338', chainName: 'Assent Devnet 2', shortName: 'devnet2', rpc: second.rpcUrl },
    ])
  })

  it("serves the demo Safe on each chain at one address, with that chain's state", async () => {
    await Promise.all([waitForSeedIndexed('31337'), waitForSeedIndexed('31338')])
    const [onFirst, onSecond] = await Promise.all([
      getSafeInfo(client, { chainId: '31337', address: safe }),
      getSafeInfo(client, { chainId: '31338', address: safe }),
    ])
    for (const [info, chainId] of [
      [onFirst, '31337'],
      [onSecond, '31338'],
    ] as const) {
      expect(info.address.value).toBe(safe)
      expect(info.chainId).toBe(chainId)
      expect(info.threshold).toBe(2)
    }
    expect(onFirst.owners).toHaveLength(3)
    expect(onSecond.owners).toEqual(onFirst.owners)
    // The history was seeded on the first chain only.
    expect(onFirst.nonce).toBe(8)
    expect(onSecond.nonce).toBe(0)

    const balances = await getBalances(client, { chainId: '31338', address: safe })
    const native = balances.items.find((item) => item.tokenInfo.type === 'NATIVE_TOKEN')
    expect(native?.balance).toBe((3n * 10n ** 18n).toString())
    const usd = balances.items.find((item) => item.tokenInfo.symbol === 'aUSD')
    expect(usd?.balance).toBe('2500000000')
  })
})
