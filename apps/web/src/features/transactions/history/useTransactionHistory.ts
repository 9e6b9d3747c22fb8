import {
  type GatewayClient,
  getIncomingTransfersInfiniteQueryOptions,
  getModuleTransactionsInfiniteQueryOptions,
  getMultisigTransactionsInfiniteQueryOptions,
  getTransactionHistoryInfiniteQueryOptions,
  type InfinitePagesOptions,
  type TransactionListPage,
} from '@assent/gateway-client'
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query'
import { useGateway } from '../../../kernel/GatewayProvider'
import { gatewayFilterQuery, type HistoryFilter } from './historyFilters'

type HistoryListParameters = {
  chainId: string
  address: string
  filter: HistoryFilter
  timeZone: string
}

/**
 * The infinite query of the history list that fits `filter`: the gateway's history (DATE_LABELs
 * in `timeZone`) unfiltered, else its incoming-transfers, multisig-transactions or
 * module-transactions endpoint with the date/token filters it understands.
 */
export function historyListQueryOptions(
  client: GatewayClient,
  { chainId, address, filter, timeZone }: HistoryListParameters,
): InfinitePagesOptions<TransactionListPage> {
  const query = gatewayFilterQuery(filter, timeZone)
  switch (filter.type) {
    case 'incoming':
      return getIncomingTransfersInfiniteQueryOptions(client, { chainId, address, query })
    case 'outgoing':
      return getMultisigTransactionsInfiniteQueryOptions(client, { chainId, address, query })
    case 'module':
      return getModuleTransactionsInfiniteQueryOptions(client, { chainId, address, query: {} })
    default:
      return getTransactionHistoryInfiniteQueryOptions(client, {
        chainId,
        address,
        timezone: timeZone,
        trusted: true,
      })
  }
}

/** One page of the history list that fits the filter: the first, or the one at `pageUrl`. */
export function historyPageFetcher(
  client: GatewayClient,
  parameters: HistoryListParameters,
): (pageUrl: string | null, signal?: AbortSignal) => Promise<TransactionListPage> {
  const { queryFn } = historyListQueryOptions(client, parameters)
  return (pageUrl, signal) => queryFn({ pageParam: pageUrl, signal })
}

/** The Safe's history, page after page, for the given filter and the user's time zone. */
export function useTransactionHistory(
  chainId: string,
  address: string,
  filter: HistoryFilter,
  timeZone: string,
): UseInfiniteQueryResult<InfiniteData<TransactionListPage, string | null>> {
  return useInfiniteQuery(
    historyListQueryOptions(useGateway(), { chainId, address, filter, timeZone }),
  )
}
