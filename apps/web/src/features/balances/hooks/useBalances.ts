import { type GatewayClient, getBalances, type SafeBalanceResponse } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useLocalStore } from '../../../app/createLocalStore'
import { useGateway } from '../../../app/GatewayProvider'
import { gatewayQueryKey } from '../../../app/gatewayQueryKey'
import { settingsStore } from '../../../app/settingsStore'

/** The key and the request of a Safe's balances, shared with app/startEarlyGatewayFetches. */
export function balancesQuery(
  client: GatewayClient,
  chainId: string | undefined,
  address: string | undefined,
  currency: string,
) {
  return {
    queryKey: gatewayQueryKey(client, 'balances', chainId, address, currency),
    fetch: (signal?: AbortSignal): Promise<SafeBalanceResponse> =>
      getBalances(
        client,
        { chainId: chainId as string, address: address as string, currency, excludeSpam: true },
        { signal },
      ),
  }
}

/** Token balances of a Safe in the user's fiat currency (default usd). */
export function useBalances(
  chainId: string | undefined,
  address: string | undefined,
): UseQueryResult<SafeBalanceResponse> {
  const { currency } = useLocalStore(settingsStore)
  const query = balancesQuery(useGateway(), chainId, address, currency)
  return useQuery({
    queryKey: query.queryKey,
    queryFn: ({ signal }) => query.fetch(signal),
    enabled: Boolean(chainId && address),
    staleTime: 30_000,
    refetchInterval: 60_000,
  })
}
