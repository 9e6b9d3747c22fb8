import { getBalances, type SafeBalanceResponse } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useLocalStore } from '../../../app/createLocalStore'
import { useGateway } from '../../../app/GatewayProvider'
import { gatewayQueryKey } from '../../../app/gatewayQueryKey'
import { settingsStore } from '../../../app/settingsStore'

/** Token balances of a Safe in the user's fiat currency (default usd). */
export function useBalances(
  chainId: string | undefined,
  address: string | undefined,
): UseQueryResult<SafeBalanceResponse> {
  const client = useGateway()
  const { currency } = useLocalStore(settingsStore)
  return useQuery({
    queryKey: gatewayQueryKey(client, 'balances', chainId, address, currency),
    queryFn: ({ signal }) =>
      getBalances(
        client,
        { chainId: chainId as string, address: address as string, currency, excludeSpam: true },
        { signal },
      ),
    enabled: Boolean(chainId && address),
    staleTime: 30_000,
    refetchInterval: 60_000,
  })
}
