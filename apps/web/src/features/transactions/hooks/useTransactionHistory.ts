import {
  type GatewayClient,
  getIncomingTransfers,
  getModuleTransactions,
  getMultisigTransactions,
  getTransactionHistory,
  type TransactionListPage,
} from '@assent/gateway-client'
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query'
import { useGateway } from '../../../app/GatewayProvider'
import { gatewayQueryKey } from '../../../app/gatewayQueryKey'
import { gatewayFilterQuery, type HistoryFilter } from '../history/historyFilters'

/**
 * A function fetching one page of the history list that fits `filter`: the gateway's history
 * (DATE_LABELs in `timeZone`) unfiltered, else its incoming-transfers, multisig-transactions or
 * module-transactions endpoint with the date/token filters it understands.
 */
export function historyPageFetcher(
  client: GatewayClient,
  {
    chainId,
    address,
    filter,
    timeZone,
  }: { chainId: string; address: string; filter: HistoryFilter; timeZone: string },
): (pageUrl: string | null, signal?: AbortSignal) => Promise<TransactionListPage> {
  return (pageUrl, signal) => {
    const options = { signal }
    const query = gatewayFilterQuery(filter, timeZone)
    switch (filter.type) {
      case 'incoming':
        return getIncomingTransfers(
          client,
          pageUrl ? { pageUrl } : { chainId, address, query },
          options,
        )
      case 'outgoing':
        return getMultisigTransactions(
          client,
          pageUrl ? { pageUrl } : { chainId, address, query },
          options,
        )
      case 'module':
        return getModuleTransactions(
          client,
          pageUrl ? { pageUrl } : { chainId, address, query: {} },
          options,
        )
      default:
        return getTransactionHistory(
          client,
          pageUrl ? { pageUrl } : { chainId, address, timezone: timeZone, trusted: true },
          options,
        )
    }
  }
}

/** The Safe's history, page after page, for the given filter and the user's time zone. */
export function useTransactionHistory(
  chainId: string,
  address: string,
  filter: HistoryFilter,
  timeZone: string,
): UseInfiniteQueryResult<InfiniteData<TransactionListPage, string | null>> {
  const client = useGateway()
  const fetchPage = historyPageFetcher(client, { chainId, address, filter, timeZone })
  return useInfiniteQuery({
    queryKey: gatewayQueryKey(client, 'transactionHistory', chainId, address, timeZone, filter),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  })
}
