import type { GetBalancesParameters } from '../actions/getBalances'
import type { GetSafeInfoParameters } from '../actions/getSafeInfo'
import type { GetTransactionHistoryParameters } from '../actions/getTransactionHistory'
import type { PageUrlParameters } from '../transport/pagedTarget'
import type { ChainInfo } from '../types/chains'
import type { SafeBalanceResponse } from '../types/common'
import type { SafeInfo } from '../types/safeInfo'
import type { TransactionListPage } from '../types/transactions'
import { checkBalances, checkChainList, checkTransactionPage } from '../validation/bootChecks'
import { always, pagedResource, plainResource } from './defineResource'
import { chainIdKeyPart } from './gatewayQueryKey'

// In a module of their own, apart from the rest of the registry: the web app's boot imports
// these before zod has loaded, and its first download takes in whole every module it shares
// with the full app (the bundler's entry group).

/**
 * The part of the gatewayResources registry the web app's boot reads before the full app has
 * loaded: the chain list (to resolve the Safe's short name), the Safe's info (for the full app
 * only), its balances and its history's first page. Each one the boot renders has its `boot.check`.
 *
 * @example
 * bootResources.balances.boot.check(answer.json, '') // SafeBalanceResponse, or throws
 */
export const bootResources = {
  balances: plainResource<SafeBalanceResponse>()(
    'balances',
    ({ chainId, address, currency = 'usd', trusted, excludeSpam }: GetBalancesParameters) => [
      chainIdKeyPart(chainId),
      address,
      { currency, trusted, excludeSpam },
    ],
    { persisted: always, boot: { check: checkBalances } },
  ),
  // Every page of the chain list in one entry; single pages are not kept.
  chains: plainResource<ChainInfo[]>()('chains', () => ['all'], {
    persisted: (parts: readonly unknown[]) => (parts[0] === 'all' ? 'data' : undefined),
    boot: { check: checkChainList },
  }),
  safeInfo: plainResource<SafeInfo>()(
    'safeInfo',
    ({ chainId, address }: GetSafeInfoParameters) => [chainIdKeyPart(chainId), address],
    { persisted: always, boot: {} },
  ),
  transactionHistory: pagedResource<
    TransactionListPage,
    Exclude<GetTransactionHistoryParameters, PageUrlParameters>
  >()('transactionHistory', { boot: { check: checkTransactionPage } }),
}
