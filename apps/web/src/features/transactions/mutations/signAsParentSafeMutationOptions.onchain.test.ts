// @vitest-environment node
import { buildSafeTransaction, safeTxHash } from '@assent/core'
import {
  getTransactionDetailsQueryOptions,
  getTransactionQueueQueryOptions,
  type TransactionListPage,
} from '@assent/gateway-client'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query'
import type { Address, PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../test-utils/startTestGateway'
import { SignStepFailure } from '../../../wallet/signAndProve'
import { proposeSafeTransaction } from '../actions/proposeSafeTransaction'
import { signAsParentSafeMutationOptions } from './signAsParentSafeMutationOptions'

// "Sign as Safe" through its mutation options on real Safes 1.4.1 and a real gateway: a 1-of-1
// owner Safe (account 3) confirms its child's queued transaction with an EIP-1271 signature the
// gateway checks on chain as well, and the watched queue counts it before onSuccess runs.
let devnet: TestDevnet
let gateway: TestGateway
let parent: Address
let child: Address
let chainId: string

const tx = buildSafeTransaction({ to: '0x000000000000000000000000000000000000bEEF', nonce: 0n })
const hash = () =>
  safeTxHash({ chainId: devnet.chainId, safeAddress: child, safeVersion: '1.4.1', tx })
const queueOptions = () =>
  getTransactionQueueQueryOptions(gateway.client, { chainId, address: child })

beforeAll(async () => {
  devnet = await startTestDevnet()
  gateway = await startTestGateway({ rpcUrl: devnet.rpcUrl })
  parent = await deployTestSafe(devnet, { owners: [3], threshold: 1 })
  child = await deployTestSafe(devnet, { owners: [0, parent], threshold: 2 })
  chainId = String(devnet.chainId)
  const proposer = devnet.walletClients[0]!
  await proposeSafeTransaction({
    client: gateway.client,
    target: { chainId, safeAddress: child, safeVersion: '1.4.1' },
    tx,
    account: proposer.account.address,
    signTypedData: ({ account: _account, ...typedData }) => proposer.signTypedData(typedData),
  })
}, 120_000)
afterAll(async () => {
  await gateway?.stop()
  await devnet?.stop()
})

/** The mutation options of a wallet holding test account `index`. */
function optionsFor(queryClient: QueryClient, index: number, onSuccess?: () => void) {
  const wallet = devnet.walletClients[index]!
  return signAsParentSafeMutationOptions({
    queryClient,
    gateway: gateway.client,
    verificationClient: devnet.publicClient as PublicClient,
    signTypedData: ({ account: _account, ...typedData }) => wallet.signTypedData(typedData),
    onSuccess,
  })
}

const variables = (account: Address | undefined) => ({
  safe: { chainId, address: child, version: '1.4.1' },
  tx,
  reviewedSafeTxHash: hash(),
  parent,
  account,
})

/** Confirmations the cached queue lists for the child's transaction. */
function listedConfirmations(queryClient: QueryClient): number | undefined {
  const page = queryClient.getQueryData<TransactionListPage>(queueOptions().queryKey)
  const item = page?.results.find((entry) => entry.type === 'TRANSACTION')
  const info = item?.type === 'TRANSACTION' ? item.transaction.executionInfo : undefined
  return info?.type === 'MULTISIG' ? info.confirmationsSubmitted : undefined
}

describe('signAsParentSafeMutationOptions', () => {
  it('refuses without a connected wallet, and a wallet that is not the owner Safe’s owner', async () => {
    const queryClient = new QueryClient()
    await expect(
      new MutationObserver(queryClient, optionsFor(queryClient, 3)).mutate(variables(undefined)),
    ).rejects.toThrow('Connect your wallet on this chain first.')
    const stranger = devnet.walletClients[4]!.account.address
    const refused = await new MutationObserver(queryClient, optionsFor(queryClient, 4))
      .mutate(variables(stranger))
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(SignStepFailure)
    expect(listedConfirmations(queryClient)).toBeUndefined()
    const queue = await queryClient.fetchQuery(queueOptions())
    expect(queue.results.some((entry) => entry.type === 'TRANSACTION')).toBe(true)
    expect(listedConfirmations(queryClient)).toBe(1)
  })

  it('adds the owner Safe’s confirmation; the queue counts it and the details are stale', async () => {
    const queryClient = new QueryClient()
    await queryClient.fetchQuery(queueOptions())
    const watching = new QueryObserver(queryClient, {
      ...queueOptions(),
      staleTime: Number.POSITIVE_INFINITY,
    }).subscribe(() => {})
    const detailsKey = getTransactionDetailsQueryOptions(gateway.client, {
      chainId,
      transactionId: `multisig_${child}_${hash()}`,
    }).queryKey
    queryClient.setQueryData(detailsKey, { seeded: true })
    let countedAtSuccess: number | undefined
    const owner = devnet.walletClients[3]!.account.address
    const result = await new MutationObserver(
      queryClient,
      optionsFor(queryClient, 3, () => {
        countedAtSuccess = listedConfirmations(queryClient)
      }),
    ).mutate(variables(owner))
    watching()
    expect(result.safeTxHash).toBe(hash())
    expect(result.signature.slice(2, 66)).toBe(parent.slice(2).toLowerCase().padStart(64, '0'))
    expect(countedAtSuccess).toBe(2)
    expect(queryClient.getQueryState(detailsKey)?.isInvalidated).toBe(true)
  })
})
