// @vitest-environment node
import { buildSafeTransaction, safeTxHash } from '@assent/core'
import {
  type DelegatePage,
  getDelegatesQueryOptions,
  getTransactionDetails,
  getTransactionQueue,
} from '@assent/gateway-client'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import {
  MutationObserver,
  type MutationObserverOptions,
  QueryClient,
  QueryObserver,
} from '@tanstack/react-query'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../test-utils/startTestGateway'
import { proposeSafeTransactionMutationOptions } from '../../transactions/mutations/proposeSafeTransactionMutationOptions'
import { addProposerMutationOptions } from './addProposerMutationOptions'
import { ProposerInputError } from './ProposerInputError'
import { removeProposerMutationOptions } from './removeProposerMutationOptions'
import type { SignDelegateFn } from './signDelegate'

// Adding and removing a proposer through the mutation options the Settings form and the Remove
// button use, run as useMutation runs them, against a real gateway over a Safe 1.4.1 on anvil
// (owners: accounts 0 and 1). Refusals must come before any wallet prompt; what was refreshed
// is read back from the cache.
let devnet: TestDevnet
let gateway: TestGateway
let safe: { chainId: string; address: Address; owners: readonly string[] }
const DAY_MS = 86_400_000

beforeAll(async () => {
  devnet = await startTestDevnet()
  gateway = await startTestGateway({ rpcUrl: devnet.rpcUrl })
  const address = await deployTestSafe(devnet, { owners: [0, 1], threshold: 2 })
  safe = { chainId: String(devnet.chainId), address, owners: [account(0), account(1)] }
}, 120_000)
afterAll(async () => {
  await gateway?.stop()
  await devnet?.stop()
})

function account(index: number): Address {
  const wallet = devnet.walletClients[index]
  if (!wallet) throw new Error(`no test account ${index}`)
  return wallet.account.address
}

/** A wallet of test account `index` that counts how often it was asked to sign. */
function walletOf(index: number) {
  const asked = { count: 0 }
  const sign: SignDelegateFn = ({ account: _account, ...typedData }) => {
    asked.count += 1
    return devnet.walletClients[index]!.signTypedData(typedData)
  }
  return { sign, asked }
}

function run<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationObserverOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables)
}

/** The Safe's proposers as the Settings section watches them (an active query). */
async function watchProposers(queryClient: QueryClient) {
  const options = getDelegatesQueryOptions(gateway.client, {
    chainId: safe.chainId,
    safe: safe.address,
  })
  await queryClient.fetchQuery(options)
  const stop = new QueryObserver(queryClient, {
    ...options,
    staleTime: Number.POSITIVE_INFINITY,
  }).subscribe(() => {})
  const listed = () => queryClient.getQueryData<DelegatePage>(options.queryKey)?.results ?? []
  return { listed, stop }
}

describe('proposer mutations', () => {
  it('refuses a non-owner, a past expiry and a bad address before the wallet is asked', async () => {
    const queryClient = new QueryClient()
    const { listed, stop } = await watchProposers(queryClient)
    const cases = [
      {
        by: 5,
        input: { delegate: account(3), label: 'Bot', expiry: '' },
        errors: {
          account: `Only an owner of this Safe can add a proposer: ${account(5)} is not one.`,
        },
      },
      {
        by: 0,
        input: { delegate: account(3), label: 'Bot', expiry: '2020-01-01' },
        errors: { expiry: 'The expiry 2020-01-01 is in the past: choose a later day, or none.' },
      },
      {
        by: 0,
        input: { delegate: '0xnot-an-address', label: 'Bot', expiry: '' },
        errors: { delegate: "Enter the proposer's address: 0x and 40 hexadecimal characters." },
      },
    ]
    for (const { by, input, errors } of cases) {
      const wallet = walletOf(by)
      const options = addProposerMutationOptions({
        queryClient,
        gateway: gateway.client,
        signTypedData: wallet.sign,
      })
      const failure = await run(queryClient, options, { safe, account: account(by), input }).catch(
        (error: unknown) => error,
      )
      expect(failure).toBeInstanceOf(ProposerInputError)
      expect((failure as ProposerInputError).errors).toEqual(errors)
      expect(wallet.asked.count).toBe(0)
    }
    expect(listed()).toEqual([])
    stop()
  })

  it('adds a proposer who proposes; only its owner removes it', async () => {
    const queryClient = new QueryClient()
    const { listed, stop } = await watchProposers(queryClient)
    const expiry = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10)
    let added = false
    await run(
      queryClient,
      addProposerMutationOptions({
        queryClient,
        gateway: gateway.client,
        signTypedData: walletOf(0).sign,
        onSuccess: () => {
          added = true
        },
      }),
      { safe, account: account(0), input: { delegate: account(3), label: 'Payroll bot', expiry } },
    )
    expect(added).toBe(true)
    expect(listed()).toEqual([
      {
        safe: safe.address,
        delegate: account(3),
        delegator: account(0),
        label: 'Payroll bot',
        expiryDate: `${expiry}T00:00:00.000Z`,
      },
    ])

    const tx = buildSafeTransaction({ to: account(4), value: 1n, nonce: 0n })
    const target = { chainId: safe.chainId, address: safe.address, version: '1.4.1' }
    await run(
      queryClient,
      proposeSafeTransactionMutationOptions({
        queryClient,
        gateway: gateway.client,
        signTypedData: ({ account: _account, ...typedData }) =>
          devnet.walletClients[3]!.signTypedData(typedData),
      }),
      {
        safe: target,
        tx,
        account: account(3),
        reviewedSafeTxHash: safeTxHash({
          chainId: BigInt(safe.chainId),
          safeAddress: safe.address,
          safeVersion: '1.4.1',
          tx,
        }),
      },
    )
    const queue = await getTransactionQueue(gateway.client, {
      chainId: safe.chainId,
      address: safe.address,
    })
    const queued = queue.results.find((item) => item.type === 'TRANSACTION')
    const details = await getTransactionDetails(gateway.client, {
      chainId: safe.chainId,
      transactionId: queued?.type === 'TRANSACTION' ? queued.transaction.id : '',
    })
    expect(details.detailedExecutionInfo).toMatchObject({
      confirmations: [],
      proposer: { value: account(0) },
      proposedByDelegate: { value: account(3) },
    })

    const entry = { delegate: account(3), delegator: account(0) }
    const otherOwner = walletOf(1)
    await expect(
      run(
        queryClient,
        removeProposerMutationOptions({
          queryClient,
          gateway: gateway.client,
          signTypedData: otherOwner.sign,
        }),
        { safe, entry, account: account(1) },
      ),
    ).rejects.toThrow(
      `Only ${account(0)}, the owner who added this proposer, or the proposer itself can remove it.`,
    )
    expect(otherOwner.asked.count).toBe(0)
    await run(
      queryClient,
      removeProposerMutationOptions({
        queryClient,
        gateway: gateway.client,
        signTypedData: walletOf(0).sign,
      }),
      { safe, entry, account: account(0) },
    )
    expect(listed()).toEqual([])
    stop()
  })
})
