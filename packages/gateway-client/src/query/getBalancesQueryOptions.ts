import { type GetBalancesParameters, getBalances } from '../actions/getBalances'
import type { GatewayClient } from '../transport/createGatewayClient'
import { gatewayQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getBalances: a Safe's balances in a fiat currency.
 *
 * @example
 * useQuery(getBalancesQueryOptions(client, params))
 */
export function getBalancesQueryOptions(client: GatewayClient, parameters: GetBalancesParameters) {
  const { chainId, address, currency = 'usd', trusted, excludeSpam } = parameters
  return {
    queryKey: gatewayQueryKey(client, 'balances', String(chainId), address, {
      currency,
      trusted,
      excludeSpam,
    }),
    queryFn: ({ signal }: QueryFunctionContext) => getBalances(client, parameters, { signal }),
  }
}
