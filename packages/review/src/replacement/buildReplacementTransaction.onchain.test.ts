import {
  buildSafeTransaction,
  encodeExecTransaction,
  getSafeTxTypedData,
  type SafeTransactionData,
  safeAbi,
} from '@assent/core'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, type PublicClient, parseEther, parseEventLogs, parseGwei } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ReplacementFeeTooLowError } from '../errors/replacement'
import { buildReplacementTransaction, type SentTransaction } from './buildReplacementTransaction'
import { findLandedTransaction, type SentAttempt } from './findLandedTransaction'
import { readReplacementMarketFees } from './readReplacementMarketFees'
import { suggestReplacementFees } from './suggestReplacementFees'

// A 1-of-1 Safe whose owner (account 0) executes from its own account with a fee that a raised
// base fee leaves behind, on a chain that mines only when told: the replacement at the same
// account nonce lands, and the original can never be mined.
let devnet: TestDevnet
let safe: Address
let client: PublicClient

beforeAll(async () => {
  devnet = await startTestDevnet()
  safe = await deployTestSafe(devnet, { owners: [0], threshold: 1 })
  client = devnet.publicClient as PublicClient
  await client.waitForTransactionReceipt({
    hash: await devnet.walletClients[9]!.sendTransaction({ to: safe, value: parseEther('1') }),
  })
}, 120_000)
afterEach(() => devnet.testClient.setAutomine(true))
afterAll(() => devnet?.stop())

const executor = () => devnet.walletClients[0]!

async function readSafeNonce(): Promise<bigint> {
  return client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })
}

/** Sends execTransaction of a fresh 1-wei transfer with fees just above the current base fee. */
async function sendStuckExecution(): Promise<{ sent: SentTransaction; tx: SafeTransactionData }> {
  const tx = buildSafeTransaction({
    to: devnet.accounts[5]!.address,
    value: 1n,
    nonce: await readSafeNonce(),
  })
  const signature = await executor().signTypedData(
    getSafeTxTypedData({ chainId: devnet.chainId, safeAddress: safe, safeVersion: '1.4.1', tx }),
  )
  const from = executor().account.address
  const data = encodeExecTransaction(tx, signature)
  const block = await client.getBlock({ blockTag: 'latest' })
  const maxPriorityFeePerGas = parseGwei('1')
  const maxFeePerGas = (block.baseFeePerGas ?? 0n) * 2n + maxPriorityFeePerGas
  const nonce = await client.getTransactionCount({ address: from, blockTag: 'pending' })
  const gas = 200_000n
  await devnet.testClient.setAutomine(false)
  const hash = await executor().sendTransaction({
    to: safe,
    data,
    gas,
    nonce,
    maxFeePerGas,
    maxPriorityFeePerGas,
  })
  // The next block asks three times the offer: the execution could not be mined in it.
  await devnet.testClient.setNextBlockBaseFeePerGas({ baseFeePerGas: maxFeePerGas * 3n })
  const sent = {
    hash,
    from,
    to: safe,
    data,
    value: 0n,
    nonce,
    gas,
    maxFeePerGas,
    maxPriorityFeePerGas,
  }
  return { sent, tx }
}

const marketFees = () => readReplacementMarketFees(client)

describe('replacing a stuck execution', () => {
  it('lands the speed-up, executes the Safe transaction and drops the original', async () => {
    const nonceBefore = await readSafeNonce()
    const { sent } = await sendStuckExecution()
    const attempts: SentAttempt[] = [{ kind: 'original', hash: sent.hash }]
    expect(await findLandedTransaction(client, { ...sent, attempts })).toEqual({
      status: 'pending',
    })
    expect(await readSafeNonce()).toBe(nonceBefore)
    expect((await client.getTransaction({ hash: sent.hash })).blockNumber).toBeNull()
    // The wallet's usual estimate reads the latest block: it would not be accepted now.
    const stale = await client.estimateFeesPerGas()
    await expect(
      executor().sendTransaction(
        buildReplacementTransaction({
          kind: 'speedUp',
          original: sent,
          pendingFees: sent,
          fees: suggestReplacementFees({ original: sent, market: stale }),
        }),
      ),
    ).rejects.toThrow('cannot be lower than the block base fee')

    const fees = suggestReplacementFees({ original: sent, market: await marketFees() })
    const request = buildReplacementTransaction({
      kind: 'speedUp',
      original: sent,
      pendingFees: sent,
      fees,
    })
    expect(request).toMatchObject({ to: safe, data: sent.data, nonce: sent.nonce, gas: sent.gas })
    const speedUp = await executor().sendTransaction(request)
    attempts.push({ kind: 'speedUp', hash: speedUp })
    await devnet.testClient.mine({ blocks: 1 })

    const found = await findLandedTransaction(client, { ...sent, attempts })
    expect(found.status === 'landed' && found.attempt).toEqual({ kind: 'speedUp', hash: speedUp })
    if (found.status !== 'landed') return
    const events = parseEventLogs({ abi: safeAbi, logs: found.receipt.logs })
    expect(events.map((event) => event.eventName)).toContain('ExecutionSuccess')
    expect(await readSafeNonce()).toBe(nonceBefore + 1n)
    // The original left the pool: no receipt, and the chain no longer knows it.
    await expect(client.getTransactionReceipt({ hash: sent.hash })).rejects.toThrow()
    await expect(client.getTransaction({ hash: sent.hash })).rejects.toThrow()
  })

  it('lands the cancel: a 0-value self-transaction, the Safe transaction not executed', async () => {
    const nonceBefore = await readSafeNonce()
    const { sent } = await sendStuckExecution()
    const fees = suggestReplacementFees({ original: sent, market: await marketFees() })
    const request = buildReplacementTransaction({
      kind: 'cancel',
      original: sent,
      pendingFees: sent,
      fees,
    })
    expect(request).toMatchObject({ to: sent.from, value: 0n, data: '0x', nonce: sent.nonce })
    const cancel = await executor().sendTransaction(request)
    await devnet.testClient.mine({ blocks: 1 })

    const found = await findLandedTransaction(client, {
      ...sent,
      attempts: [
        { kind: 'original', hash: sent.hash },
        { kind: 'cancel', hash: cancel },
      ],
    })
    expect(found.status === 'landed' && found.attempt.kind).toBe('cancel')
    expect(await readSafeNonce()).toBe(nonceBefore)
    await expect(client.getTransaction({ hash: sent.hash })).rejects.toThrow()
  })

  it('refuses a speed-up at the same or lower fees, so nothing is sent', async () => {
    const { sent } = await sendStuckExecution()
    const pendingBefore = await client.getTransactionCount({
      address: sent.from,
      blockTag: 'pending',
    })
    const lower = { maxFeePerGas: sent.maxFeePerGas - 1n, maxPriorityFeePerGas: parseGwei('2') }
    for (const fees of [sent, lower]) {
      expect(() =>
        buildReplacementTransaction({ kind: 'speedUp', original: sent, pendingFees: sent, fees }),
      ).toThrow(ReplacementFeeTooLowError)
    }
    expect(await client.getTransactionCount({ address: sent.from, blockTag: 'pending' })).toBe(
      pendingBefore,
    )
    // Clear the stuck execution so the Safe's next nonce is free again.
    const fees = suggestReplacementFees({ original: sent, market: await marketFees() })
    await executor().sendTransaction(
      buildReplacementTransaction({ kind: 'cancel', original: sent, pendingFees: sent, fees }),
    )
    await devnet.testClient.mine({ blocks: 1 })
  })
})
