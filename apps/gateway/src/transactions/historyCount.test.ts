import { buildSafeTransaction, safeAbi } from '@assent/core'
import { getTransactionHistory, proposeTransaction } from '@assent/gateway-client'
import { TEST_ACCOUNTS } from '@assent/test'
import { sql } from 'drizzle-orm'
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeRows } from '../db/executeRows'
import { deployTestSafe } from '../testing/deployTestSafe'
import { execTestSafeTransaction } from '../testing/execTestSafeTransaction'
import { DATABASE_KINDS, startTestStack, type TestStack } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'
import { buildProposal } from './buildProposal'

const owner = privateKeyToAccount(TEST_ACCOUNTS[0]!.privateKey)
const recipient = TEST_ACCOUNTS[7]!.address as Address
/** Generous: the indexer polls every 250 ms, but npm test shares two cores with other suites. */
const INDEXED_WITHIN_MS = 60_000

describe.each(DATABASE_KINDS)('history count on %s', (kind) => {
  let stack: TestStack
  let safe: Address

  const mined = async (hash: Hex) => {
    const receipt = await stack.devnet.publicClient.waitForTransactionReceipt({ hash })
    await waitForIndexed(stack.gateway, receipt.blockNumber, INDEXED_WITHIN_MS)
  }
  const deposit = async (value: bigint) =>
    mined(await stack.devnet.walletClient.sendTransaction({ to: safe, value }))
  const execute = async (value: bigint) =>
    mined(await execTestSafeTransaction(stack.devnet, { safe, signers: [0], to: recipient, value }))
  /** A call from the enabled module (account 6): a module tx in the history. */
  const executeFromModule = async (value: bigint) =>
    mined(
      await stack.devnet.walletClients[6]!.writeContract({
        address: safe,
        abi: safeAbi,
        functionName: 'execTransactionFromModule',
        args: [recipient, value, '0x', 0],
      }),
    )

  /** Every page, two entries at a time (so both ends' reads are used): the ids and each `count`. */
  const walkHistory = async () => {
    const ids: string[] = []
    const counts = new Set<number>()
    let page = await getTransactionHistory(stack.gateway.client, {
      chainId: '31337',
      address: safe,
      cursor: 'limit=2&offset=0',
    })
    for (;;) {
      counts.add(page.count ?? -1)
      for (const item of page.results) {
        if (item.type === 'TRANSACTION') ids.push(item.transaction.id)
      }
      if (!page.next) break
      page = await getTransactionHistory(stack.gateway.client, { pageUrl: page.next })
    }
    return { ids, counts: [...counts] }
  }
  /** The history holds `entries` (creation included), each once, and every page says so. */
  const expectHistoryOf = async (entries: number) => {
    const { ids, counts } = await walkHistory()
    expect(counts).toEqual([entries])
    expect(ids).toHaveLength(entries)
    expect(new Set(ids).size).toBe(entries)
    expect(ids.at(-1)).toBe(`creation_${safe}`)
    // The counter row the page read equals a count over the Safe's rows.
    const [row] = await executeRows<{ counted: number; recounted: number }>(
      stack.gateway.deps.db,
      sql`select coalesce((select executed_txs + module_txs + incoming_transfers
          from safe_history_counts where chain_id = 31337 and safe = ${safe}), 0)::int as counted,
        ((select count(*) from multisig_transactions
            where chain_id = 31337 and safe = ${safe} and tx_hash is not null)
          + (select count(*) from module_transactions where chain_id = 31337 and safe = ${safe})
          + (select count(*) from transfers
            where chain_id = 31337 and safe = ${safe} and direction = 'INCOMING'))::int as recounted`,
    )
    expect(row).toEqual({ counted: entries - 1, recounted: entries - 1 })
    return ids
  }

  beforeAll(async () => {
    stack = await startTestStack(kind)
    const created = await deployTestSafe(stack.devnet, {
      owners: [owner.address, TEST_ACCOUNTS[1]!.address as Address],
      threshold: 1,
    })
    safe = created.address
    await mined(created.txHash)
  }, 120_000)
  afterAll(async () => {
    await stack?.stop()
  })

  it('counts entries as they arrive, a proposal once executed, none of a dropped branch', async () => {
    await expectHistoryOf(1)
    await deposit(10n ** 18n)
    await deposit(10n ** 18n)
    await expectHistoryOf(3)

    // A proposal waits in the queue: not history yet. Executed, the same row becomes an entry.
    const body = await buildProposal(owner, {
      chainId: 31337,
      safeAddress: safe,
      safeVersion: '1.4.1',
      tx: buildSafeTransaction({ to: recipient, value: 1n, nonce: 0n }),
    })
    await proposeTransaction(stack.gateway.client, { chainId: '31337', address: safe, body })
    await expectHistoryOf(3)
    await execute(1n)
    expect((await expectHistoryOf(4))[0]).toBe(`multisig_${safe}_${body.safeTxHash}`)
    // Executed without a proposal, and one more deposit.
    await execute(2n)
    await deposit(3n)
    await expectHistoryOf(6)
    // A module is enabled (an execution) and calls the Safe: a module tx.
    await mined(
      await execTestSafeTransaction(stack.devnet, {
        safe,
        signers: [0],
        to: safe,
        data: encodeFunctionData({
          abi: safeAbi,
          functionName: 'enableModule',
          args: [stack.devnet.accounts[6]!.address],
        }),
      }),
    )
    await executeFromModule(7n)
    await expectHistoryOf(8)

    // A reorg drops an execution, a deposit and a module tx; the replacement branch has one
    // other deposit.
    const snapshot = await stack.devnet.testClient.snapshot()
    await execute(4n)
    await deposit(5n)
    await executeFromModule(8n)
    await expectHistoryOf(11)
    await stack.devnet.testClient.revert({ id: snapshot })
    await stack.devnet.walletClients[3]!.sendTransaction({ to: safe, value: 6n })
    await stack.devnet.testClient.mine({ blocks: 2 })
    await waitForIndexed(
      stack.gateway,
      await stack.devnet.publicClient.getBlockNumber(),
      INDEXED_WITHIN_MS,
    )
    await expect.poll(async () => (await walkHistory()).counts, { timeout: 10_000 }).toEqual([9])
    await expectHistoryOf(9)
  }, 180_000)
})
