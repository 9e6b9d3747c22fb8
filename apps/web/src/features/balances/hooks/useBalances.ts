import { getBalancesQueryOptions, type SafeBalanceResponse } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useLocalStore } from '../../../kernel/createLocalStore'
import { useGateway } from '../../../kernel/GatewayProvider'
import { settingsStore } from '../../../kernel/settingsStore'

/** What the app asks balances for: the user's currency, spam left out (also prefetched). */
export const balancesParameters = (chainId: string, address: string, currency: string) => ({
  chainId,
  address,
  currency,
  excludeSpam: true,
})

/** Token balances of a Safe in the user's fiat currency (default usd). */
export function useBalances(
  chainId: string | undefined,
  address: string | undefined,
): UseQueryResult<SafeBalanceResponse> {
  const { currency } = useLocalStore(settingsStore)
  const parameters = balancesParameters(chainId ?? '', address ?? '', currency)
  return useQuery({
    ...getBalancesQueryOptions(useGateway(), parameters),
    enabled: Boolean(chainId && address),
    staleTime: 30_000,
    refetchInterval: 60_000,
  })
}
