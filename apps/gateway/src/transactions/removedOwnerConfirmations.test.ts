import { buildSafeTransaction, safeAbi } from '@assent/core'
import {
  addConfirmation,
  getMultisigTransactions,
  getTransactionDetails,
  getTransactionHistory,
  getTransactionQueue,
  proposeTransaction,
  type TransactionDetails,
  type TransactionListItem,
  type TransactionSummary,
} from '@assent/gateway-client'
import { TEST_ACCOUNTS } from '@assent/test'
import { type Address, encodeFunctionData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSafe } from '../testing/deployTestSafe'
import { execTestSafeTransaction } from '../testing/execTestSafeTransaction'
import { DATABASE_KINDS, startTestStack, type TestStack } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'
import { buildProposal } from './buildProposal'

const chainId = '31337'
const [alice, bob, carol, , , mallory] = TEST_ACCOUNTS.map((a) => privateKeyToAccount(a.privateKey))
if (!alice || !bob || !carol || !mallory) throw new Error('test accounts missing')

const signersOf = (details: TransactionDetails) =>
  details.detailedExecutionInfo?.type === 'MULTISIG'
    ? details.detailedExecutionInfo.confirmations.map((c) => c.signer.value)
    : null
const rejectorsOf = (details: TransactionDetails) =>
  details.detailedExecutionInfo?.type === 'MULTISIG'
    ? details.detailedExecutionInfo.rejectors?.map((r) => r.value)
    : null
const summaryOf = (items: TransactionListItem[], id: string): TransactionSummary => {
  for (const item of items)
    if (item.type === 'TRANSACTION' && item.transaction.id === id) {
      return item.transaction
    }
  throw new Error(`${id} not listed`)
}

describe.each(DATABASE_KINDS)('confirmations of a removed owner on %s', (kind) => {
  let stack: TestStack
  let safe: Address

  beforeAll(async () => {
    stack = await startTestStack(kind)
    safe = (
      await deployTestSafe(stack.devnet, {
        owners: [alice.address, bob.address, carol.address],
        threshold: 2,
      })
    ).address
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('stop counting for queued txs once the owner is removed on chain, and stay on executed ones', async () => {
    const client = stack.gateway.client
    const params = (nonce: bigint, to: Address) => ({
      chainId: 31337,
      safeAddress: safe,
      safeVersion: '1.4.1',
      tx: buildSafeTransaction({ to, nonce }),
    })
    // Nonce 0 executes with Carol's signature while she is an owner.
    const executedHash = await execTestSafeTransaction(stack.devnet, {
      safe,
      signers: [0, 2],
      to: mallory.address,
    })
    const executedReceipt = await stack.devnet.publicClient.getTransactionReceipt({
      hash: executedHash,
    })
    await waitForIndexed(stack.gateway, executedReceipt.blockNumber)

    // Nonce 2 is queued: Alice proposes, Carol confirms; Carol also proposes its rejection.
    const queued = await buildProposal(alice, params(2n, mallory.address))
    await proposeTransaction(client, { chainId, address: safe, body: queued })
    const carolSigned = await buildProposal(carol, params(2n, mallory.address))
    await addConfirmation(client, {
      chainId,
      safeTxHash: queued.safeTxHash,
      body: { signature: carolSigned.signature },
    })
    const rejection = await buildProposal(carol, params(2n, safe))
    await proposeTransaction(client, { chainId, address: safe, body: rejection })
    const queuedId = `multisig_${safe}_${queued.safeTxHash}`
    const rejectionId = `multisig_${safe}_${rejection.safeTxHash}`

    const before = await getTransactionDetails(client, { chainId, transactionId: queuedId })
    expect(before.txStatus).toBe('AWAITING_EXECUTION')
    expect(signersOf(before)).toEqual([alice.address, carol.address])
    expect(rejectorsOf(before)).toEqual([carol.address])
    const queueBefore = await getTransactionQueue(client, { chainId, address: safe })
    expect(summaryOf(queueBefore.results, queuedId).executionInfo).toMatchObject({
      confirmationsSubmitted: 2,
    })

    // Nonce 1, on chain only: Alice and Bob remove Carol (prevOwner Bob), threshold stays 2.
    const removal = await execTestSafeTransaction(stack.devnet, {
      safe,
      signers: [0, 1],
      to: safe,
      data: encodeFunctionData({
        abi: safeAbi,
        functionName: 'removeOwner',
        args: [bob.address, carol.address, 2n],
      }),
    })
    const removalReceipt = await stack.devnet.publicClient.getTransactionReceipt({ hash: removal })
    await waitForIndexed(stack.gateway, removalReceipt.blockNumber)

    const after = await getTransactionDetails(client, { chainId, transactionId: queuedId })
    expect(after.txStatus).toBe('AWAITING_CONFIRMATIONS')
    expect(signersOf(after)).toEqual([alice.address])
    expect(rejectorsOf(after)).toEqual([])
    expect(after.detailedExecutionInfo).toMatchObject({
      signers: [{ value: alice.address }, { value: bob.address }],
      confirmationsRequired: 2,
    })

    const queue = await getTransactionQueue(client, { chainId, address: safe })
    expect(summaryOf(queue.results, queuedId)).toMatchObject({
      txStatus: 'AWAITING_CONFIRMATIONS',
      executionInfo: {
        confirmationsSubmitted: 1,
        confirmationsRequired: 2,
        missingSigners: [{ value: bob.address }],
      },
    })
    expect(summaryOf(queue.results, rejectionId).executionInfo).toMatchObject({
      confirmationsSubmitted: 0,
      missingSigners: [{ value: alice.address }, { value: bob.address }],
    })
    const listed = await getMultisigTransactions(client, {
      chainId,
      address: safe,
      query: { nonce: '2' },
    })
    expect(summaryOf(listed.results, queuedId).executionInfo).toMatchObject({
      confirmationsSubmitted: 1,
    })

    // History is what happened: the executed tx keeps Carol's signature.
    const executed = await getTransactionHistory(client, { chainId, address: safe })
    const first = executed.results.find(
      (item) =>
        item.type === 'TRANSACTION' &&
        item.transaction.executionInfo?.type === 'MULTISIG' &&
        item.transaction.executionInfo.nonce === 0,
    )
    if (first?.type !== 'TRANSACTION') throw new Error('nonce 0 missing from the history')
    expect(first.transaction.executionInfo).toMatchObject({ confirmationsSubmitted: 2 })
    const executedDetails = await getTransactionDetails(client, {
      chainId,
      transactionId: first.transaction.id,
    })
    expect(executedDetails.txStatus).toBe('SUCCESS')
    expect(signersOf(executedDetails)?.sort()).toEqual([alice.address, carol.address].sort())
  })
})
