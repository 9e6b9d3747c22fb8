import { getTransactionHistory, type TransactionListPage } from '@assent/gateway-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SeededStack, startSeededStack } from '../../bench/seed'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { waitForIndexed } from '../testing/waitForIndexed'

describe('history pages over executions and incoming transfers (pglite)', () => {
  let stack: SeededStack
  let gateway: TestGateway

  beforeAll(async () => {
    // Executions at even blocks (log 1), transfers spread over the same blocks (log 0): the
    // merge must interleave them and break same-block ties by log index.
    stack = await startSeededStack('pglite', { executed: 30, incoming: 13, queued: 0, messages: 0 })
    gateway = await startTestGateway({ rpcUrl: stack.devnet.rpcUrl, dataDir: stack.dataDir })
    await waitForIndexed(gateway, await stack.devnet.publicClient.getBlockNumber(), 30_000)
  }, 120_000)
  afterAll(async () => {
    await gateway?.close()
    await stack?.stop()
  })

  it('pages through every entry once, newest first by block and log index, creation last', async () => {
    const { fixture, safe } = stack
    const expected = [
      ...fixture.executions.map((e) => ({
        id: `multisig_${safe}_${e.safeTxHash}`,
        block: e.blockNumber,
        position: e.logIndex,
      })),
      ...fixture.transfers.map((t) => ({
        id: `transfer_${safe}_${t.txHash}_${t.logIndex}`,
        block: t.blockNumber,
        position: t.logIndex,
      })),
    ]
      .sort((a, b) => b.block - a.block || b.position - a.position)
      .map((e) => e.id)
    expect(expected.length).toBe(43)

    const seen: string[] = []
    const tokenSymbols = new Set<string | null | undefined>()
    let page: TransactionListPage = await getTransactionHistory(gateway.client, {
      chainId: '31337',
      address: safe,
      cursor: 'limit=7&offset=0',
    })
    expect(page.count).toBe(44) // 43 entries and the creation
    for (;;) {
      for (const item of page.results) {
        if (item.type !== 'TRANSACTION') continue
        seen.push(item.transaction.id)
        // The seeded token's metadata reaches its transfers and token payouts.
        const { txInfo } = item.transaction
        if (txInfo.type === 'Transfer' && txInfo.transferInfo.type === 'ERC20') {
          tokenSymbols.add(txInfo.transferInfo.tokenSymbol)
        }
      }
      if (!page.next) break
      page = await getTransactionHistory(gateway.client, { pageUrl: page.next })
    }
    expect(seen.slice(0, -1)).toEqual(expected)
    expect(seen.at(-1)).toBe(`creation_${safe}`)
    expect(fixture.transfers.some((t) => t.type === 'ERC20')).toBe(true)
    expect([...tokenSymbols]).toEqual(['BUSD'])
  })
})
