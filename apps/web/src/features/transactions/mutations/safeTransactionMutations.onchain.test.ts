// @vitest-environment node
import {
  buildSafeTransaction,
  encodeExecTransaction,
  type SafeTransactionData,
  safeAbi,
  safeTxHash,
} from '@assent/core'
import {
  getBalancesQueryKey,
  getNoncesQueryKey,
  getSafeInfoQueryKey,
  getTransactionDetailsQueryOptions,
  getTransactionHistoryQueryKey,
  getTransactionQueueQueryOptions,
  type TransactionListPage,
} from '@assent/gateway-client'
import { buildExecutionSignatures, verifyTransaction } from '@assent/review'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import {
  MutationObserver,
  type MutationObserverOptions,
  QueryClient,
  QueryObserver,
} from '@tanstack/react-query'
import { type Address, type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../test-utils/startTestGateway'
import { SignStepFailure } from '../../../wallet/signAndProve'
import type { SignTypedDataFn } from '../actions/signSafeTransaction'
import { estimateExecutionGasQueryOptions } from '../queries/estimateExecutionGasQueryOptions'
import { checkQueuedTransactionMutationOptions } from './checkQueuedTransactionMutationOptions'
import { confirmSafeTransactionMutationOptions } from './confirmSafeTransactionMutationOptions'
import { executeSafeTransactionMutationOptions } from './executeSafeTransactionMutationOptions'
import { proposeSafeTransactionMutationOptions } from './proposeSafeTransactionMutationOptions'

// A transaction's whole life through the mutation and query options the propose step, the
// confirm and execute buttons and the queue's checks use, run by TanStack's own observers as
// useMutation/useQuery run them: a real gateway (its signature checks, its queue) over a real
// Safe 1.4.1 on anvil, owners 0 and 1 of 2. What each one refreshes is read back from the cache.
let devnet: TestDevnet
let gateway: TestGateway
let safeAddress: Address
let chainId: string
let safe: { chainId: string; address: Address; version: string }

beforeAll(async () => {
  devnet = await startTestDevnet()
  gateway = await startTestGateway({ rpcUrl: devnet.rpcUrl })
  safeAddress = await deployTestSafe(devnet, { owners: [0, 1], threshold: 2 })
  chainId = String(devnet.chainId)
  safe = { chainId, address: safeAddress, version: '1.4.1' }
  await devnet.publicClient.waitForTransactionReceipt({
    hash: await devnet.walletClients[9]!.sendTransaction({
      to: safeAddress,
      value: parseEther('1'),
    }),
  })
}, 120_000)
afterAll(async () => {
  await gateway?.stop()
  await devnet?.stop()
})

const owner = (index: number) => devnet.walletClients[index]!
/** A wallet that signs with test account `index`, whatever account it is asked for. */
const walletOf =
  (index: number): SignTypedDataFn =>
  ({ account: _account, ...typedData }) =>
    owner(index).signTypedData(typedData)

/** Runs mutation options once, as useMutation does, and answers the result. */
function run<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationObserverOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables)
}

/** The Safe's queue as a screen would watch it (an active query). */
async function watchQueue(queryClient: QueryClient) {
  const options = getTransactionQueueQueryOptions(gateway.client, { chainId, address: safeAddress })
  await queryClient.fetchQuery(options)
  const observer = new QueryObserver(queryClient, {
    ...options,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const stop = observer.subscribe(() => {})
  const queued = () =>
    ((observer.getCurrentResult().data as TransactionListPage | undefined)?.results ?? []).flatMap(
      (item) => (item.type === 'TRANSACTION' ? [item.transaction] : []),
    )
  return { queued, stop }
}

/** Cache entries no screen watches: invalidation only marks them stale. */
function seedReads(queryClient: QueryClient) {
  const ref = { chainId, address: safeAddress }
  const keys = {
    nonces: getNoncesQueryKey(gateway.client, ref),
    safeInfo: getSafeInfoQueryKey(gateway.client, ref),
    balances: getBalancesQueryKey(gateway.client, ref),
    history: getTransactionHistoryQueryKey(gateway.client, ref),
  }
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { seeded: true })
  return (read: keyof typeof keys) => queryClient.getQueryState(keys[read])?.isInvalidated
}

const nonceOnChain = () =>
  devnet.publicClient.readContract({ address: safeAddress, abi: safeAbi, functionName: 'nonce' })
const hashOf = (tx: SafeTransactionData) =>
  safeTxHash({ chainId: devnet.chainId, safeAddress, safeVersion: '1.4.1', tx })

const detailsOptions = (tx: SafeTransactionData) =>
  getTransactionDetailsQueryOptions(gateway.client, {
    chainId,
    transactionId: `multisig_${safeAddress}_${hashOf(tx)}`,
  })
const detailsKey = (tx: SafeTransactionData) => detailsOptions(tx).queryKey

/** The gateway's details of `tx` (into the cache, unwatched), verified as the confirm step does. */
async function verified(queryClient: QueryClient, tx: SafeTransactionData) {
  const details = await queryClient.fetchQuery({ ...detailsOptions(tx), staleTime: 0 })
  return verifyTransaction({
    chainId: devnet.chainId,
    safeAddress,
    safeVersion: '1.4.1',
    details,
    owners: [owner(0).account.address, owner(1).account.address],
    client: devnet.publicClient,
  })
}

describe('propose, check, confirm and execute through the mutation options', () => {
  it('proposes, and the watched queue lists it by the time onSuccess runs', async () => {
    const queryClient = new QueryClient()
    const queue = await watchQueue(queryClient)
    const invalidated = seedReads(queryClient)
    const tx = buildSafeTransaction({ to: devnet.accounts[5]!.address, value: 1000n, nonce: 0n })
    let listedAtSuccess: string[] = []
    let signedBeforeProposed = false
    const result = await run(
      queryClient,
      proposeSafeTransactionMutationOptions({
        queryClient,
        gateway: gateway.client,
        signTypedData: walletOf(0),
        onSigned: () => {
          signedBeforeProposed = queue.queued().length === 0
        },
        onSuccess: () => {
          listedAtSuccess = queue.queued().map((summary) => summary.id)
        },
      }),
      { safe, tx, reviewedSafeTxHash: hashOf(tx), account: owner(0).account.address },
    )
    expect(result).toEqual({ safeTxHash: hashOf(tx) })
    expect(signedBeforeProposed).toBe(true)
    expect(listedAtSuccess).toEqual([`multisig_${safeAddress}_${hashOf(tx)}`])
    expect(invalidated('nonces')).toBe(true)
    expect(invalidated('safeInfo')).toBe(true)
    expect(invalidated('balances')).toBe(false)

    // The queue's check before "Replace" recomputes its nonce and hash from the fields.
    const checked = await run(
      queryClient,
      checkQueuedTransactionMutationOptions({ queryClient, gateway: gateway.client }),
      {
        chainId,
        safeAddress,
        transactionId: `multisig_${safeAddress}_${hashOf(tx)}`,
        listedNonce: 0,
        onChainNonce: 0,
        safeVersion: '1.4.1',
      },
    )
    expect(checked).toEqual({ ok: true, nonce: 0, safeTxHash: hashOf(tx) })
    const misListed = await run(
      queryClient,
      checkQueuedTransactionMutationOptions({ queryClient, gateway: gateway.client }),
      {
        chainId,
        safeAddress,
        transactionId: `multisig_${safeAddress}_${hashOf(tx)}`,
        listedNonce: 3,
        onChainNonce: 0,
        safeVersion: '1.4.1',
      },
    )
    expect(misListed).toEqual({
      ok: false,
      reason: "The queue lists nonce 3, but the transaction's own fields say 0.",
    })

    // Owner 1 confirms; the watched queue counts it by the time onSuccess runs.
    const details = await verified(queryClient, tx)
    const confirmationsListed = () =>
      queue
        .queued()
        .map((summary) =>
          summary.executionInfo?.type === 'MULTISIG'
            ? summary.executionInfo.confirmationsSubmitted
            : 0,
        )
    expect(confirmationsListed()).toEqual([1])
    let listedAtConfirmed: number[] = []
    const confirmed = await run(
      queryClient,
      confirmSafeTransactionMutationOptions({
        queryClient,
        gateway: gateway.client,
        signTypedData: walletOf(1),
        onSuccess: () => {
          listedAtConfirmed = confirmationsListed()
        },
      }),
      {
        safe,
        tx: details.tx,
        reviewedSafeTxHash: details.localSafeTxHash,
        account: owner(1).account.address,
      },
    )
    expect(confirmed).toEqual({ safeTxHash: hashOf(tx) })
    expect(listedAtConfirmed).toEqual([2])
    expect(queryClient.getQueryState(detailsKey(tx))?.isInvalidated).toBe(true)
    queue.stop()
    const twice = await verified(queryClient, tx)
    expect(twice.verifiedSigners).toHaveLength(2)

    // Gas, then execution with the 20 % margin; every read of the Safe is stale afterwards.
    const signatures = buildExecutionSignatures({
      confirmations: twice.confirmations,
      threshold: 2,
      executor: owner(1).account.address,
      owners: [owner(0).account.address, owner(1).account.address],
    })
    if (!signatures.ok) throw new Error(signatures.reason)
    const calldata = encodeExecTransaction(tx, signatures.signatures)
    const estimate = await queryClient.fetchQuery(
      estimateExecutionGasQueryOptions(devnet.publicClient, {
        chainId: devnet.chainId,
        safeAddress,
        account: owner(1).account.address,
        calldata,
      }),
    )
    const gasPrice = await devnet.publicClient.getGasPrice()
    expect(estimate.gas).toBeGreaterThan(50_000n)
    expect(estimate.fee).toBe(estimate.gas * gasPrice)

    const staleAfterExecution = seedReads(queryClient)
    const sent: Hex[] = []
    const executed = await run(
      queryClient,
      executeSafeTransactionMutationOptions({
        queryClient,
        gateway: gateway.client,
        sendTransaction: (request) => owner(1).sendTransaction(request),
        waitForReceipt: (hash) => devnet.publicClient.waitForTransactionReceipt({ hash }),
        onSent: (hash, sentTx) => {
          expect(sentTx).toEqual(tx)
          sent.push(hash)
        },
      }),
      {
        safe,
        execution: { tx, signatures: signatures.signatures, safeTxHash: hashOf(tx) },
        estimatedGas: estimate.gas,
      },
    )
    expect(executed).toEqual({ hash: sent[0], safeTxHash: hashOf(tx) })
    expect(await nonceOnChain()).toBe(1n)
    const mined = await devnet.publicClient.getTransaction({ hash: executed.hash })
    expect(mined.gas).toBe((estimate.gas * 12n) / 10n)
    for (const read of ['nonces', 'safeInfo', 'balances', 'history'] as const) {
      expect(staleAfterExecution(read), read).toBe(true)
    }
  })

  it('signs nothing for an incomplete proposal and refreshes nothing when the wallet refuses', async () => {
    const queryClient = new QueryClient()
    const invalidated = seedReads(queryClient)
    const tx = buildSafeTransaction({ to: devnet.accounts[5]!.address, nonce: 1n })
    let signed = false
    const options = proposeSafeTransactionMutationOptions({
      queryClient,
      gateway: gateway.client,
      signTypedData: () => {
        signed = true
        return Promise.reject(
          Object.assign(new Error('User rejected the request.'), { code: 4001 }),
        )
      },
    })
    const account = owner(0).account.address
    await expect(
      run(queryClient, options, { safe, tx: null, reviewedSafeTxHash: hashOf(tx), account }),
    ).rejects.toThrow('The transaction is not complete.')
    await expect(
      run(queryClient, options, {
        safe: { ...safe, version: null },
        tx,
        reviewedSafeTxHash: hashOf(tx),
        account,
      }),
    ).rejects.toThrow('The transaction is not complete.')
    expect(signed).toBe(false)

    const refused = await run(queryClient, options, {
      safe,
      tx,
      reviewedSafeTxHash: hashOf(tx),
      account,
    }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(SignStepFailure)
    expect(refused).toMatchObject({
      title: 'Signature not created',
      message:
        'User rejected request. You rejected the request in your wallet. Nothing was changed.',
    })
    expect(invalidated('nonces')).toBe(false)
    expect(invalidated('safeInfo')).toBe(false)

    const confirmRefused = await run(
      queryClient,
      confirmSafeTransactionMutationOptions({
        queryClient,
        gateway: gateway.client,
        signTypedData: walletOf(1),
      }),
      { safe, tx: undefined, reviewedSafeTxHash: undefined, account },
    ).catch((error: unknown) => error)
    expect(confirmRefused).toEqual(new Error('The transaction is not verified.'))
  })
})
