import { hashKey } from '@tanstack/query-core'
import { describe, expect, test } from 'vitest'
import { MESSAGE_HASH, OWNER_A, SAFE, SAFE_TX_HASH } from '../test-utils/fixtures'
import { createGatewayClient } from '../transport/createGatewayClient'
import { type GatewayResourceName, gatewayResources } from './gatewayResources'
import { getAuthNonceQueryKey } from './getAuthNonceQueryOptions'
import { getBalancesQueryKey } from './getBalancesQueryOptions'
import { getChainConfigQueryKey } from './getChainConfigQueryOptions'
import { getCollectiblesPageQueryKey } from './getCollectiblesPageQueryOptions'
import { getCollectiblesQueryKey } from './getCollectiblesQueryOptions'
import { getDelegatesQueryKey } from './getDelegatesQueryOptions'
import { getFiatCurrenciesQueryKey } from './getFiatCurrenciesQueryOptions'
import { getIncomingTransfersQueryKey } from './getIncomingTransfersQueryOptions'
import { getIndexingStatusQueryKey } from './getIndexingStatusQueryOptions'
import { getMasterCopiesQueryKey } from './getMasterCopiesQueryOptions'
import { getModuleTransactionsQueryKey } from './getModuleTransactionsQueryOptions'
import { getMultisigTransactionsQueryKey } from './getMultisigTransactionsQueryOptions'
import { getNoncesQueryKey } from './getNoncesQueryOptions'
import { getOwnedSafesQueryKey } from './getOwnedSafesQueryOptions'
import { getSafeAppsQueryKey } from './getSafeAppsQueryOptions'
import { getSafeInfoQueryKey } from './getSafeInfoQueryOptions'
import { getSafeMessageQueryKey } from './getSafeMessageQueryOptions'
import { getSafeMessagesQueryKey } from './getSafeMessagesQueryOptions'
import { getTransactionDetailsQueryKey } from './getTransactionDetailsQueryOptions'
import { getTransactionHistoryQueryKey } from './getTransactionHistoryQueryOptions'
import { getTransactionQueueQueryKey } from './getTransactionQueueQueryOptions'
import { storedFormOf } from './storedFormOf'

const client = createGatewayClient({ baseUrl: 'http://gw.test' })
const safe = { chainId: 1, address: SAFE }
const r = gatewayResources

// The registry's key of one entry and the invalidation key its resource's get…QueryKey gives
// for the same full parameters must name the same entry (as TanStack hashes keys); a paged
// list's pages key is its list key with the infinite marker.
const sameEntry: [GatewayResourceName, readonly unknown[], readonly unknown[]][] = [
  ['authNonce', r.authNonce.key(client), getAuthNonceQueryKey(client)],
  [
    'balances',
    r.balances.key(client, { ...safe, currency: 'eur', excludeSpam: true }),
    getBalancesQueryKey(client, { ...safe, currency: 'eur', excludeSpam: true }),
  ],
  ['chainConfig', r.chainConfig.key(client, safe), getChainConfigQueryKey(client, safe)],
  ['chains', r.chains.key(client), ['gateway', 'http://gw.test', 'chains', 'all']],
  [
    'collectibles',
    r.collectibles.key(client, { ...safe, trusted: true }),
    getCollectiblesQueryKey(client, { ...safe, trusted: true }),
  ],
  [
    'collectiblesPage',
    r.collectiblesPage.pagesKey(client, safe),
    [...getCollectiblesPageQueryKey(client, safe), 'infinite'],
  ],
  [
    'delegates',
    r.delegates.key(client, { chainId: 1, safe: SAFE }),
    getDelegatesQueryKey(client, { chainId: 1, safe: SAFE }),
  ],
  ['fiatCurrencies', r.fiatCurrencies.key(client), getFiatCurrenciesQueryKey(client)],
  [
    'incomingTransfers',
    r.incomingTransfers.key(client, { ...safe, query: { to: OWNER_A } }),
    getIncomingTransfersQueryKey(client, { ...safe, query: { to: OWNER_A } }),
  ],
  ['indexingStatus', r.indexingStatus.key(client, safe), getIndexingStatusQueryKey(client, safe)],
  ['masterCopies', r.masterCopies.key(client, safe), getMasterCopiesQueryKey(client, safe)],
  [
    'moduleTransactions',
    r.moduleTransactions.key(client, { pageUrl: 'http://gw.test/next' }),
    getModuleTransactionsQueryKey(client, { pageUrl: 'http://gw.test/next' }),
  ],
  [
    'multisigTransactions',
    r.multisigTransactions.pagesKey(client, safe),
    [...getMultisigTransactionsQueryKey(client, safe), 'infinite'],
  ],
  ['nonces', r.nonces.key(client, safe), getNoncesQueryKey(client, safe)],
  [
    'ownedSafes',
    r.ownedSafes.key(client, { chainId: 1, ownerAddress: OWNER_A }),
    getOwnedSafesQueryKey(client, { chainId: 1, ownerAddress: OWNER_A }),
  ],
  [
    'safeApps',
    r.safeApps.key(client, { chainId: 1, clientUrl: 'http://wallet.test' }),
    getSafeAppsQueryKey(client, { chainId: 1, clientUrl: 'http://wallet.test' }),
  ],
  ['safeInfo', r.safeInfo.key(client, safe), getSafeInfoQueryKey(client, safe)],
  [
    'safeMessage',
    r.safeMessage.key(client, { chainId: 1, messageHash: MESSAGE_HASH }),
    getSafeMessageQueryKey(client, { chainId: 1, messageHash: MESSAGE_HASH }),
  ],
  ['safeMessages', r.safeMessages.key(client, safe), getSafeMessagesQueryKey(client, safe)],
  [
    'transactionDetails',
    r.transactionDetails.key(client, { chainId: 1, transactionId: SAFE_TX_HASH }),
    getTransactionDetailsQueryKey(client, { chainId: 1, transactionId: SAFE_TX_HASH }),
  ],
  [
    'transactionHistory',
    r.transactionHistory.pagesKey(client, { ...safe, timezone: 'UTC', trusted: true }),
    [
      ...getTransactionHistoryQueryKey(client, { ...safe, timezone: 'UTC', trusted: true }),
      'infinite',
    ],
  ],
  [
    'transactionQueue',
    r.transactionQueue.key(client, { ...safe, trusted: true }),
    getTransactionQueueQueryKey(client, { ...safe, trusted: true }),
  ],
]

describe('the gateway resource registry', () => {
  test('names every resource as its keys do', () => {
    expect(sameEntry.map(([name]) => name).sort()).toEqual(Object.keys(gatewayResources).sort())
    for (const [name, resource] of Object.entries(gatewayResources)) {
      expect(resource.name).toBe(name)
    }
  })

  test.each(sameEntry)('%s: its key names the entry its get…QueryKey names', (name, key, other) => {
    expect(key[2]).toBe(name)
    expect(hashKey(key)).toBe(hashKey(other))
  })

  test.each<[string, readonly unknown[], string | undefined]>([
    ['a Safe', r.safeInfo.key(client, safe), 'data'],
    ['balances in any currency', r.balances.key(client, { ...safe, currency: 'eur' }), 'data'],
    ['every chain', r.chains.key(client), 'data'],
    ['a history read page after page', r.transactionHistory.pagesKey(client, safe), 'pages'],
    ['a single history page', r.transactionHistory.key(client, safe), undefined],
    ['the queue page after page', r.transactionQueue.pagesKey(client, safe), 'pages'],
    [
      "the dashboard's queue preview",
      [...r.transactionQueue.key(client, safe), 'preview', { queueTag: '1' }],
      'data',
    ],
    ['one chain page', ['gateway', 'http://gw.test', 'chains', { cursor: 'x' }], undefined],
    [
      'transaction details',
      r.transactionDetails.key(client, { chainId: 1, transactionId: 'x' }),
      undefined,
    ],
    ['an unknown resource', ['gateway', 'http://gw.test', 'adminSettings'], undefined],
    ['an inherited name', ['gateway', 'http://gw.test', 'toString'], undefined],
    ["the wallet's data", ['balance', { address: OWNER_A }], undefined],
    ['a key without its base URL', ['gateway', 1, 'safeInfo', '1', SAFE], undefined],
  ])('how the persisted cache keeps %s', (_, key, form) => {
    expect(storedFormOf(key)).toBe(form)
  })
})
