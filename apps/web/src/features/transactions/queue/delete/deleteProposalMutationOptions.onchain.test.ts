// @vitest-environment node
import {
  buildSafeTransaction,
  deleteRequestTotp,
  deleteRequestTypedData,
  type SafeTransactionData,
  safeTxHash,
} from '@assent/core'
import {
  GatewayResponseError,
  getNoncesQueryKey,
  getTransactionDetails,
  getTransactionDetailsQueryOptions,
  getTransactionQueueQueryOptions,
  type TransactionListPage,
} from '@assent/gateway-client'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import {
  MutationObserver,
  type MutationObserverOptions,
  QueryClient,
  QueryObserver,
} from '@tanstack/react-query'
import { type Address, hashTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../../test-utils/startTestGateway'
import { SignStepFailure } from '../../../../wallet/signAndProve'
import type { SignTypedDataFn } from '../../actions/signSafeTransaction'
import { confirmSafeTransactionMutationOptions } from '../../mutations/confirmSafeTransactionMutationOptions'
import { proposeSafeTransactionMutationOptions } from '../../mutations/proposeSafeTransactionMutationOptions'
import type { DeleteRequest, SignDeleteRequestFn } from './deleteProposal'
import { deleteProposalMutationOptions } from './deleteProposalMutationOptions'

// A proposal deleted at its proposer's signed request through the options the delete dialog
// runs, as useMutation runs them: a real gateway (its DeleteRequest check, its queue) over a
// real Safe 1.4.1 on anvil, owners 0 and 1 of 2. What is refused sends nothing, or is refused
// by the gateway and stays queued.
let devnet: TestDevnet
let gateway: TestGateway
let safeAddress: Address
let chainId: string

beforeAll(async () => {
  devnet = await startTestDevnet()
  gateway = await startTestGateway({ rpcUrl: devnet.rpcUrl })
  safeAddress = await deployTestSafe(devnet, { owners: [0, 1], threshold: 2 })
  chainId = String(devnet.chainId)
}, 120_000)
afterAll(async () => {
  await gateway?.stop()
  await devnet?.stop()
})

const owner = (index: number) => devnet.walletClients[index]!
const address = (index: number) => owner(index).account.address
/** A wallet that signs with test account `index`, whatever account it is asked for. */
const safeTxWallet =
  (index: number): SignTypedDataFn =>
  ({ account: _account, ...typedData }) =>
    owner(index).signTypedData(typedData)
/** The same for delete requests; counts how often it was asked. */
function deleteWallet(index: number) {
  const wallet = {
    asked: 0,
    sign: (({ account: _account, ...typedData }) => {
      wallet.asked += 1
      return owner(index).signTypedData(typedData)
    }) as SignDeleteRequestFn,
  }
  return wallet
}

function run<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationObserverOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables)
}

const hashOf = (tx: SafeTransactionData) =>
  safeTxHash({ chainId: devnet.chainId, safeAddress, safeVersion: '1.4.1', tx })
const idOf = (tx: SafeTransactionData) => `multisig_${safeAddress}_${hashOf(tx)}`
const safe = () => ({ chainId, address: safeAddress, version: '1.4.1' })
const detailsKey = (tx: SafeTransactionData) =>
  getTransactionDetailsQueryOptions(gateway.client, { chainId, transactionId: idOf(tx) }).queryKey

async function propose(queryClient: QueryClient, tx: SafeTransactionData, note?: string) {
  await run(
    queryClient,
    proposeSafeTransactionMutationOptions({
      queryClient,
      gateway: gateway.client,
      signTypedData: safeTxWallet(0),
    }),
    { safe: safe(), tx, reviewedSafeTxHash: hashOf(tx), account: address(0), note },
  )
}

/** The reviewed delete request for `tx` and its hash, as the dialog shows them. */
function reviewed(tx: SafeTransactionData) {
  const request: DeleteRequest = {
    chainId,
    safeAddress,
    safeTxHash: hashOf(tx),
    totp: deleteRequestTotp(Date.now()),
  }
  const typedData = deleteRequestTypedData({ ...request, chainId: devnet.chainId })
  return { request, reviewedHash: hashTypedData(typedData) }
}

const stillQueued = async (tx: SafeTransactionData) =>
  (await getTransactionDetails(gateway.client, { chainId, transactionId: idOf(tx) })).txStatus

describe('deleting a proposal through the mutation options', () => {
  it('deletes the proposer’s own unconfirmed proposal, and the watched queue drops it', async () => {
    const queryClient = new QueryClient()
    const tx = buildSafeTransaction({ to: address(5), value: 1n, nonce: 0n })
    await propose(queryClient, tx, 'Rent for March')
    // The note went in with the proposal and comes back in the details.
    const details = await queryClient.fetchQuery(
      getTransactionDetailsQueryOptions(gateway.client, { chainId, transactionId: idOf(tx) }),
    )
    expect(details.note).toBe('Rent for March')

    const queueOptions = getTransactionQueueQueryOptions(gateway.client, {
      chainId,
      address: safeAddress,
    })
    await queryClient.fetchQuery(queueOptions)
    const observer = new QueryObserver(queryClient, { ...queueOptions, staleTime: Infinity })
    const stop = observer.subscribe(() => {})
    const queued = () =>
      (
        (observer.getCurrentResult().data as TransactionListPage | undefined)?.results ?? []
      ).flatMap((item) => (item.type === 'TRANSACTION' ? [item.transaction.id] : []))
    const noncesKey = getNoncesQueryKey(gateway.client, { chainId, address: safeAddress })
    queryClient.setQueryData(noncesKey, { seeded: true })
    expect(queued()).toEqual([idOf(tx)])

    const wallet = deleteWallet(0)
    let queuedAtSuccess: string[] = ['not run']
    let signedFirst = false
    const result = await run(
      queryClient,
      deleteProposalMutationOptions({
        queryClient,
        gateway: gateway.client,
        signTypedData: wallet.sign,
        onSigned: () => {
          signedFirst = queued().length === 1
        },
        onSuccess: () => {
          queuedAtSuccess = queued()
        },
      }),
      { ...reviewed(tx), txId: idOf(tx), account: address(0) },
    )
    stop()
    expect(result).toEqual({ safeTxHash: hashOf(tx) })
    expect(signedFirst).toBe(true)
    expect(queuedAtSuccess).toEqual([])
    expect(wallet.asked).toBe(1)
    expect(queryClient.getQueryData(detailsKey(tx))).toBeUndefined()
    expect(queryClient.getQueryState(noncesKey)?.isInvalidated).toBe(true)
    await expect(
      getTransactionDetails(gateway.client, { chainId, transactionId: idOf(tx) }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('signs nothing when the request is not the one reviewed', async () => {
    const queryClient = new QueryClient()
    const tx = buildSafeTransaction({ to: address(5), value: 2n, nonce: 0n })
    await propose(queryClient, tx)
    const wallet = deleteWallet(0)
    const { request } = reviewed(tx)
    const stale = reviewed(tx).reviewedHash
    const error = await run(
      queryClient,
      deleteProposalMutationOptions({
        queryClient,
        gateway: gateway.client,
        signTypedData: wallet.sign,
      }),
      {
        request: { ...request, totp: request.totp - 3n },
        reviewedHash: stale,
        txId: idOf(tx),
        account: address(0),
      },
    ).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(SignStepFailure)
    expect((error as SignStepFailure).title).toBe('Nothing was signed')
    expect(wallet.asked).toBe(0)
    expect(await stillQueued(tx)).toBe('AWAITING_CONFIRMATIONS')
  })

  it('sends nothing when the wallet signs with another account', async () => {
    const queryClient = new QueryClient()
    const tx = buildSafeTransaction({ to: address(5), value: 3n, nonce: 1n })
    await propose(queryClient, tx)
    const error = await run(
      queryClient,
      deleteProposalMutationOptions({
        queryClient,
        gateway: gateway.client,
        signTypedData: deleteWallet(1).sign,
      }),
      { ...reviewed(tx), txId: idOf(tx), account: address(0) },
    ).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(SignStepFailure)
    expect((error as SignStepFailure).message).toContain(`It recovers to ${address(1)}`)
    expect(await stillQueued(tx)).toBe('AWAITING_CONFIRMATIONS')
  })

  it('is refused by the gateway for another owner, or once another owner confirmed', async () => {
    const queryClient = new QueryClient()
    const tx = buildSafeTransaction({ to: address(5), value: 4n, nonce: 2n })
    await propose(queryClient, tx)
    const options = (index: number) =>
      deleteProposalMutationOptions({
        queryClient,
        gateway: gateway.client,
        signTypedData: deleteWallet(index).sign,
      })
    const byOwner1 = await run(queryClient, options(1), {
      ...reviewed(tx),
      txId: idOf(tx),
      account: address(1),
    }).catch((failure: unknown) => failure)
    expect(byOwner1).toBeInstanceOf(GatewayResponseError)
    expect((byOwner1 as GatewayResponseError).body).toEqual({
      code: 422,
      message: 'Invalid signature',
    })

    await run(
      queryClient,
      confirmSafeTransactionMutationOptions({
        queryClient,
        gateway: gateway.client,
        signTypedData: safeTxWallet(1),
      }),
      { safe: safe(), tx, reviewedSafeTxHash: hashOf(tx), account: address(1) },
    )
    const byProposer = await run(queryClient, options(0), {
      ...reviewed(tx),
      txId: idOf(tx),
      account: address(0),
    }).catch((failure: unknown) => failure)
    expect((byProposer as GatewayResponseError).body).toEqual({
      code: 422,
      message: 'Transaction has confirmations of other owners',
    })
    expect(await stillQueued(tx)).toBe('AWAITING_EXECUTION')
  })
})
