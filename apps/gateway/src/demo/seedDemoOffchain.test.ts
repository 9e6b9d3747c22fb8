import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SAFE_DEPLOYMENTS } from '@assent/core'
import {
  createGatewayClient,
  getSafeInfo,
  getSafeMessages,
  getTransactionHistory,
  getTransactionQueue,
  type TransactionListItem,
} from '@assent/gateway-client'
import { startTestDevnet, type TestDevnet } from '@assent/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetChainConfig } from '../config/devnetChainConfig'
import { createLogger } from '../log/createLogger'
import { startGateway } from '../server'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { waitForIndexed } from '../testing/waitForIndexed'

function render(items: TransactionListItem[]): string[] {
  return items.map((item) => {
    if (item.type === 'LABEL') return `label:${item.label}`
    if (item.type === 'CONFLICT_HEADER') return `header:${item.nonce}`
    if (item.type === 'DATE_LABEL') return 'day'
    const t = item.transaction
    const info = t.txInfo
    const detail =
      info.type === 'Transfer'
        ? info.transferInfo.type
        : info.type === 'Custom'
          ? `cancel=${info.isCancellation}`
          : ''
    const nonce = t.executionInfo?.type === 'MULTISIG' ? t.executionInfo.nonce : '-'
    const confirmations =
      t.executionInfo?.type === 'MULTISIG' ? t.executionInfo.confirmationsSubmitted : '-'
    return `${info.type}(${detail})@${nonce}/${confirmations}:${item.conflictType}`
  })
}

describe('seedDemoOffchain', () => {
  let devnet: TestDevnet
  let dataDir: string

  beforeAll(async () => {
    devnet = await startTestDevnet({ seed: true })
    dataDir = mkdtempSync(join(tmpdir(), 'assent-demo-'))
    writeFileSync(join(dataDir, 'demo.json'), JSON.stringify(devnet.demo))
  })
  afterAll(async () => {
    await devnet?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  const start = () =>
    startGateway({
      port: 0,
      dataDir: join(dataDir, 'gateway'),
      chains: [devnetChainConfig(devnet.rpcUrl)],
      logger: createLogger({ level: 'silent' }),
      indexer: false,
      demoManifestPath: join(dataDir, 'demo.json'),
    })

  it('gives the demo Safe a queue with Next, Queued and a conflict, and two messages, once', async () => {
    const safe = devnet.demo?.safes.multisig.address as string
    const nonce = devnet.demo?.safes.multisig.nonce as number
    for (let run = 0; run < 2; run++) {
      const gateway = await start()
      try {
        const client = createGatewayClient({ baseUrl: gateway.url })
        const queue = await getTransactionQueue(client, { chainId: '31337', address: safe })
        expect(render(queue.results)).toEqual([
          'label:Next',
          `Transfer(ERC20)@${nonce}/1:None`,
          'label:Queued',
          `Transfer(NATIVE_COIN)@${nonce + 1}/1:None`,
          `header:${nonce + 2}`,
          `Transfer(NATIVE_COIN)@${nonce + 2}/1:HasNext`,
          `Custom(cancel=true)@${nonce + 2}/1:End`,
        ])
        // The Safe 1.3.0 (non-L2) demo Safe has its executed transfer (nonce 0) and one queued.
        const mainnet = devnet.demo?.safes.mainnet.address as string
        const mainnetQueue = await getTransactionQueue(client, {
          chainId: '31337',
          address: mainnet,
        })
        expect(render(mainnetQueue.results)).toEqual([
          'label:Next',
          'Transfer(NATIVE_COIN)@1/1:None',
        ])
        // The nested Safe has a transfer signed by its test-account owner, waiting for the parent.
        const nested = devnet.demo?.safes.nested
        const nestedQueue = await getTransactionQueue(client, {
          chainId: '31337',
          address: nested?.address as string,
        })
        expect(render(nestedQueue.results)).toEqual([
          'label:Next',
          'Transfer(NATIVE_COIN)@0/1:None',
        ])
        const queued = nestedQueue.results.find((item) => item.type === 'TRANSACTION')
        const missing =
          queued?.type === 'TRANSACTION' && queued.transaction.executionInfo?.type === 'MULTISIG'
            ? queued.transaction.executionInfo.missingSigners?.map((s) => s.value)
            : undefined
        expect(missing).toEqual([devnet.demo?.safes.multisig.address])
        const messages = await getSafeMessages(client, { chainId: '31337', address: safe })
        const statuses = messages.results.flatMap((m) => (m.type === 'MESSAGE' ? [m.status] : []))
        expect(statuses.sort()).toEqual(['CONFIRMED', 'NEEDS_CONFIRMATION'])
        const confirmed = messages.results.find(
          (m) => m.type === 'MESSAGE' && m.status === 'CONFIRMED',
        )
        expect(confirmed?.type === 'MESSAGE' && confirmed.preparedSignature).toMatch(
          /^0x[0-9a-f]{260}$/,
        )
      } finally {
        await gateway.stop()
      }
    }
  })
})

describe('the Safe 1.3.0 demo Safe', () => {
  let devnet: TestDevnet
  let gateway: TestGateway

  beforeAll(async () => {
    devnet = await startTestDevnet({ seed: true })
    gateway = await startTestGateway({ rpcUrl: devnet.rpcUrl })
  })
  afterAll(async () => {
    await gateway?.close()
    await devnet?.stop()
  })

  it('is a non-L2 Safe 1.3.0 whose executed transfer the indexer finds', async () => {
    const mainnet = devnet.demo!.safes.mainnet
    expect(mainnet.nonce).toBe(1)
    await waitForIndexed(gateway, await devnet.publicClient.getBlockNumber())
    const info = await getSafeInfo(gateway.client, { chainId: 31337, address: mainnet.address })
    expect(info.version).toBe('1.3.0')
    expect(info.implementation.value).toBe(SAFE_DEPLOYMENTS['1.3.0'].safe)
    const history = await getTransactionHistory(gateway.client, {
      chainId: 31337,
      address: mainnet.address,
    })
    const executed = history.results.flatMap((item) =>
      item.type === 'TRANSACTION' && item.transaction.executionInfo?.type === 'MULTISIG'
        ? [item.transaction]
        : [],
    )
    expect(
      executed.map((t) => [
        t.txStatus,
        t.executionInfo?.type === 'MULTISIG' && t.executionInfo.nonce,
      ]),
    ).toEqual([['SUCCESS', 0]])
  })
})
