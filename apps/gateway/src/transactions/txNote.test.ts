import { buildSafeTransaction, encodeTxNote } from '@assent/core'
import {
  getTransactionDetails,
  getTransactionQueue,
  proposeTransaction,
  type TransactionSummary,
} from '@assent/gateway-client'
import { TEST_ACCOUNTS } from '@assent/test'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSafe } from '../testing/deployTestSafe'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { buildProposal } from './buildProposal'

const chainId = '31337'
const [alice, bob] = TEST_ACCOUNTS.map((a) => privateKeyToAccount(a.privateKey))
if (!alice || !bob) throw new Error('test accounts missing')

describe('a proposer’s note', () => {
  let stack: TestStack
  let safe: Address

  beforeAll(async () => {
    stack = await startTestStack('pglite')
    safe = (
      await deployTestSafe(stack.devnet, { owners: [alice.address, bob.address], threshold: 2 })
    ).address
  })
  afterAll(async () => {
    await stack?.stop()
  })

  const proposeWithOrigin = async (nonce: bigint, origin: string | undefined) => {
    const tx = buildSafeTransaction({ to: bob.address, value: nonce + 1n, nonce })
    const body = await buildProposal(
      alice,
      { chainId: 31337, safeAddress: safe, safeVersion: '1.4.1', tx },
      origin,
    )
    return proposeTransaction(stack.gateway.client, { chainId, address: safe, body })
  }

  it('is read from the origin in Safe{Wallet}’s formats and served in the queue and the details', async () => {
    const written = await proposeWithOrigin(0n, encodeTxNote({ note: 'Rent for March' }))
    expect(written.note).toBe('Rent for March')
    // A note only: no Safe App to name.
    expect(written.safeAppInfo).toBeNull()
    const fromApp = await proposeWithOrigin(
      1n,
      encodeTxNote({ note: 'Swap', app: { name: 'Demo', url: 'http://127.0.0.1:5174' } }),
    )
    expect(fromApp).toMatchObject({ note: 'Swap', safeAppInfo: { name: 'Demo' } })
    // As an earlier Transaction Service stored it, wrapped in `name`.
    await proposeWithOrigin(2n, '{"url":"","name":"{\\"note\\":\\"Legacy note\\"}"}')
    await proposeWithOrigin(3n, JSON.stringify({ url: 'http://127.0.0.1:5174', name: 'Demo' }))
    await proposeWithOrigin(4n, undefined)

    const queue = await getTransactionQueue(stack.gateway.client, { chainId, address: safe })
    const listed = queue.results
      .filter((item) => item.type === 'TRANSACTION')
      .map((item) => item.transaction as TransactionSummary)
    expect(listed.map((summary) => summary.note)).toEqual([
      'Rent for March',
      'Swap',
      'Legacy note',
      null,
      null,
    ])
    // The wrapped note's empty url names no app; a plain app origin still does.
    expect(listed.map((summary) => summary.safeAppInfo?.name ?? null)).toEqual([
      null,
      'Demo',
      null,
      'Demo',
      null,
    ])

    const details = await getTransactionDetails(stack.gateway.client, {
      chainId,
      transactionId: written.txId,
    })
    expect(details.note).toBe('Rent for March')
  })
})
