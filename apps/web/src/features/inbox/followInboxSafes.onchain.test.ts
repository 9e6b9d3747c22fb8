// @vitest-environment node
import { buildSafeTransaction, type SafeTransactionData, safeTxHash } from '@assent/core'
import {
  createGatewayClient,
  getTransactionQueueQueryOptions,
  type TransactionListPage,
} from '@assent/gateway-client'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { testChainInfo } from '../../test-utils/fixtures'
import { GENEROUS_WAIT } from '../../test-utils/generousWait'
import { startTestGateway, type TestGateway } from '../../test-utils/startTestGateway'
import { startTestHttpServer } from '../../test-utils/startTestHttpServer'
import type { SignTypedDataFn } from '../transactions/actions/signSafeTransaction'
import { confirmSafeTransactionMutationOptions } from '../transactions/mutations/confirmSafeTransactionMutationOptions'
import { proposeSafeTransactionMutationOptions } from '../transactions/mutations/proposeSafeTransactionMutationOptions'
import { buildInboxItems } from './buildInbox'
import { followInboxSafes } from './followInboxSafes'

// The inbox of owner 0 of a 2-of-2 Safe (owners 0 and 1) on a real gateway over anvil: what
// owner 1 proposes shows as awaiting owner 0's signature, pushed by the event stream (the queue
// read is never polled); once owner 0 signs, it is ready for owner 0 to execute.
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

const address = (index: number) => devnet.walletClients[index]!.account.address
const wallet =
  (index: number): SignTypedDataFn =>
  ({ account: _account, ...typedData }) =>
    devnet.walletClients[index]!.signTypedData(typedData)
const safe = () => ({ chainId, address: safeAddress, version: '1.4.1' })
const hashOf = (tx: SafeTransactionData) =>
  safeTxHash({ chainId: devnet.chainId, safeAddress, safeVersion: '1.4.1', tx })

describe('the inbox kept live by the event stream', () => {
  it('shows a co-owner’s proposal as awaiting me, then as mine to execute once I sign', async () => {
    const queryClient = new QueryClient()
    const options = getTransactionQueueQueryOptions(gateway.client, {
      chainId,
      address: safeAddress,
      trusted: true,
    })
    // Never stale, never polled: only the stream's invalidations make it read again.
    const observer = new QueryObserver(queryClient, { ...options, staleTime: Infinity })
    onTestFinished(observer.subscribe(() => {}))
    const refused: string[] = []
    onTestFinished(
      followInboxSafes({
        client: gateway.client,
        queryClient,
        safesByChain: new Map([[chainId, [safeAddress]]]),
        onRefused: (chain) => refused.push(chain),
      }),
    )
    const inbox = () =>
      buildInboxItems(
        { chain: testChainInfo(), address: safeAddress, owned: true },
        address(0),
        (observer.getCurrentResult().data as TransactionListPage | undefined)?.results ?? [],
        [],
      ).map(({ kind, search }) => ({ kind, id: search.id }))
    await expect.poll(() => observer.getCurrentResult().isSuccess, GENEROUS_WAIT).toBe(true)
    expect(inbox()).toEqual([])

    const tx = buildSafeTransaction({ to: address(5), value: 1n, nonce: 0n })
    const id = `multisig_${safeAddress}_${hashOf(tx)}`
    const variables = (index: number) => ({
      safe: safe(),
      tx,
      reviewedSafeTxHash: hashOf(tx),
      account: address(index),
    })
    // The co-owner acts elsewhere: its own cache, nothing shared with this inbox's.
    const elsewhere = new QueryClient()
    await new MutationObserver(
      elsewhere,
      proposeSafeTransactionMutationOptions({
        queryClient: elsewhere,
        gateway: createGatewayClient({ baseUrl: gateway.url }),
        signTypedData: wallet(1),
      }),
    ).mutate(variables(1))
    await expect.poll(inbox, GENEROUS_WAIT).toEqual([{ kind: 'sign', id }])

    await new MutationObserver(
      elsewhere,
      confirmSafeTransactionMutationOptions({
        queryClient: elsewhere,
        gateway: gateway.client,
        signTypedData: wallet(0),
      }),
    ).mutate(variables(0))
    await expect.poll(inbox, GENEROUS_WAIT).toEqual([{ kind: 'execute', id }])
    expect(refused).toEqual([])
  })

  it('names a chain whose gateway has no event stream, to be polled instead', async () => {
    const official = await startTestHttpServer(() => ({
      status: 404,
      json: { message: 'Not found' },
    }))
    onTestFinished(official.close)
    const refused: string[] = []
    onTestFinished(
      followInboxSafes({
        client: createGatewayClient({ baseUrl: official.url, maxRetries: 0 }),
        queryClient: new QueryClient(),
        safesByChain: new Map([['1', [safeAddress]]]),
        onRefused: (chain) => refused.push(chain),
      }),
    )
    await expect.poll(() => refused, GENEROUS_WAIT).toEqual(['1'])
    expect(official.requests[0]?.path).toBe('/v1/chains/1/events')
  })
})
