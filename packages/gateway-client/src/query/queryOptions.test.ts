import { describe, expect, test } from 'vitest'
import { MESSAGE_HASH, OWNER_A, SAFE, SAFE_TX_HASH } from '../test-utils/fixtures'
import { untilRequests } from '../test-utils/untilRequests'
import { useTestServer } from '../test-utils/useTestServer'
import { getAuthNonceQueryOptions } from './getAuthNonceQueryOptions'
import { getBalancesQueryOptions } from './getBalancesQueryOptions'
import { getChainConfigQueryOptions } from './getChainConfigQueryOptions'
import { getChainsQueryOptions } from './getChainsQueryOptions'
import { getCollectiblesPageQueryOptions } from './getCollectiblesPageQueryOptions'
import { getCollectiblesQueryOptions } from './getCollectiblesQueryOptions'
import { getFiatCurrenciesQueryOptions } from './getFiatCurrenciesQueryOptions'
import { getIncomingTransfersQueryOptions } from './getIncomingTransfersQueryOptions'
import { getIndexingStatusQueryOptions } from './getIndexingStatusQueryOptions'
import { getMasterCopiesQueryOptions } from './getMasterCopiesQueryOptions'
import { getModuleTransactionsQueryOptions } from './getModuleTransactionsQueryOptions'
import { getMultisigTransactionsQueryOptions } from './getMultisigTransactionsQueryOptions'
import { getNoncesQueryOptions } from './getNoncesQueryOptions'
import { getOwnedSafesQueryOptions } from './getOwnedSafesQueryOptions'
import { getSafeAppsQueryOptions } from './getSafeAppsQueryOptions'
import { getSafeInfoQueryOptions } from './getSafeInfoQueryOptions'
import { getSafeMessageQueryOptions } from './getSafeMessageQueryOptions'
import { getSafeMessagesQueryOptions } from './getSafeMessagesQueryOptions'
import { getTransactionDetailsQueryOptions } from './getTransactionDetailsQueryOptions'
import { getTransactionHistoryQueryOptions } from './getTransactionHistoryQueryOptions'
import { getTransactionQueueQueryOptions } from './getTransactionQueueQueryOptions'

const { server, client } = useTestServer()

type Options = {
  queryKey: readonly unknown[]
  queryFn: (context: { signal?: AbortSignal }) => Promise<unknown>
}

// Each factory: its options, the key it must produce (after the base URL) and the path it calls.
const cases: [string, () => Options, unknown[], string][] = [
  [
    'chains',
    () => getChainsQueryOptions(client()),
    ['chains', { cursor: undefined }],
    '/v1/chains',
  ],
  [
    'chainConfig',
    () => getChainConfigQueryOptions(client(), { chainId: 31337 }),
    ['chainConfig', '31337'],
    '/v1/chains/31337',
  ],
  [
    'safeInfo',
    () => getSafeInfoQueryOptions(client(), { chainId: '1', address: SAFE }),
    ['safeInfo', '1', SAFE],
    `/v1/chains/1/safes/${SAFE}`,
  ],
  [
    'nonces',
    () => getNoncesQueryOptions(client(), { chainId: '1', address: SAFE }),
    ['nonces', '1', SAFE],
    `/v1/chains/1/safes/${SAFE}/nonces`,
  ],
  [
    'balances',
    () => getBalancesQueryOptions(client(), { chainId: '1', address: SAFE }),
    ['balances', '1', SAFE, { currency: 'usd', trusted: undefined, excludeSpam: undefined }],
    `/v1/chains/1/safes/${SAFE}/balances/usd`,
  ],
  [
    'fiatCurrencies',
    () => getFiatCurrenciesQueryOptions(client()),
    ['fiatCurrencies'],
    '/v1/balances/supported-fiat-codes',
  ],
  [
    'ownedSafes',
    () => getOwnedSafesQueryOptions(client(), { chainId: '1', ownerAddress: OWNER_A }),
    ['ownedSafes', '1', OWNER_A],
    `/v1/chains/1/owners/${OWNER_A}/safes`,
  ],
  [
    'collectibles',
    () => getCollectiblesQueryOptions(client(), { chainId: '1', address: SAFE, trusted: true }),
    ['collectibles', '1', SAFE, { trusted: true, excludeSpam: undefined }],
    `/v1/chains/1/safes/${SAFE}/collectibles`,
  ],
  [
    'collectiblesPage',
    () => getCollectiblesPageQueryOptions(client(), { chainId: '1', address: SAFE }),
    ['collectiblesPage', '1', SAFE, {}],
    `/v2/chains/1/safes/${SAFE}/collectibles`,
  ],
  [
    'incomingTransfers',
    () => getIncomingTransfersQueryOptions(client(), { chainId: '1', address: SAFE }),
    ['incomingTransfers', '1', SAFE, {}],
    `/v1/chains/1/safes/${SAFE}/incoming-transfers/`,
  ],
  [
    'moduleTransactions',
    () => getModuleTransactionsQueryOptions(client(), { chainId: '1', address: SAFE }),
    ['moduleTransactions', '1', SAFE, {}],
    `/v1/chains/1/safes/${SAFE}/module-transactions/`,
  ],
  [
    'multisigTransactions',
    () => getMultisigTransactionsQueryOptions(client(), { chainId: '1', address: SAFE }),
    ['multisigTransactions', '1', SAFE, {}],
    `/v1/chains/1/safes/${SAFE}/multisig-transactions/`,
  ],
  [
    'transactionHistory',
    () =>
      getTransactionHistoryQueryOptions(client(), { chainId: 1, address: SAFE, timezone: 'UTC' }),
    ['transactionHistory', '1', SAFE, { timezone: 'UTC' }],
    `/v1/chains/1/safes/${SAFE}/transactions/history`,
  ],
  [
    'transactionQueue',
    () => getTransactionQueueQueryOptions(client(), { chainId: '1', address: SAFE, trusted: true }),
    ['transactionQueue', '1', SAFE, { trusted: true }],
    `/v1/chains/1/safes/${SAFE}/transactions/queued`,
  ],
  [
    'transactionDetails',
    () =>
      getTransactionDetailsQueryOptions(client(), { chainId: '1', transactionId: SAFE_TX_HASH }),
    ['transactionDetails', '1', SAFE_TX_HASH],
    `/v1/chains/1/transactions/${SAFE_TX_HASH}`,
  ],
  [
    'safeApps',
    () => getSafeAppsQueryOptions(client(), { chainId: '1' }),
    ['safeApps', '1', { clientUrl: undefined, url: undefined }],
    '/v1/chains/1/safe-apps',
  ],
  [
    'masterCopies',
    () => getMasterCopiesQueryOptions(client(), { chainId: '1' }),
    ['masterCopies', '1'],
    '/v1/chains/1/about/master-copies',
  ],
  [
    'safeMessages',
    () => getSafeMessagesQueryOptions(client(), { chainId: '1', address: SAFE }),
    ['safeMessages', '1', SAFE, {}],
    `/v1/chains/1/safes/${SAFE}/messages`,
  ],
  [
    'safeMessage',
    () => getSafeMessageQueryOptions(client(), { chainId: '1', messageHash: MESSAGE_HASH }),
    ['safeMessage', '1', MESSAGE_HASH],
    `/v1/chains/1/messages/${MESSAGE_HASH}`,
  ],
  [
    'indexingStatus',
    () => getIndexingStatusQueryOptions(client(), { chainId: '1' }),
    ['indexingStatus', '1'],
    '/v1/chains/1/about/indexing',
  ],
  ['authNonce', () => getAuthNonceQueryOptions(client()), ['authNonce'], '/v1/auth/nonce'],
]

describe('query options', () => {
  test.each(cases)('%s: key starts with gateway and the base URL', (_, options, key) => {
    expect(options().queryKey).toEqual(['gateway', server().url, ...key])
  })

  // The reply is deliberately not the declared shape: only the call matters here, and the
  // validation error proves the queryFn ran the action (with its parser) against that path.
  test.each(cases)('%s: queryFn calls the action', async (_, options, __, path) => {
    server().reply({ status: 418, json: { code: 418, message: 'called' } })
    await expect(options().queryFn({})).rejects.toThrow('418: called')
    expect(server().requests.map((request) => request.path)).toEqual([path])
  })

  test('queryFn passes the query signal through', async () => {
    server().reply({ hang: true })
    const controller = new AbortController()
    const pending = getSafeInfoQueryOptions(client(), { chainId: '1', address: SAFE }).queryFn({
      signal: controller.signal,
    })
    await untilRequests(server(), 1)
    controller.abort(new Error('query cancelled'))
    await expect(pending).rejects.toThrow('query cancelled')
  })

  test('a page URL is its own key and is fetched as given', async () => {
    const pageUrl = `${server().url}/v1/chains/1/safes/${SAFE}/transactions/queued?cursor=limit%3D20%26offset%3D20`
    const options = getTransactionQueueQueryOptions(client(), { pageUrl })
    expect(options.queryKey).toEqual(['gateway', server().url, 'transactionQueue', { pageUrl }])
    server().reply({ json: { next: null, previous: null, results: [] } })
    await options.queryFn({})
    expect(server().requests[0]?.query).toBe('cursor=limit%3D20%26offset%3D20')
  })

  test('numeric and string chain ids share a key; base URLs do not', () => {
    const other = { ...client(), baseUrl: 'https://safe-client.safe.global' }
    const numeric = getSafeInfoQueryOptions(client(), { chainId: 1, address: SAFE }).queryKey
    expect(numeric).toEqual(
      getSafeInfoQueryOptions(client(), { chainId: '1', address: SAFE }).queryKey,
    )
    expect(numeric).not.toEqual(
      getSafeInfoQueryOptions(other, { chainId: 1, address: SAFE }).queryKey,
    )
  })

  test('the SIWE nonce is never cached', () => {
    expect(getAuthNonceQueryOptions(client())).toMatchObject({ gcTime: 0, staleTime: 0 })
  })
})
