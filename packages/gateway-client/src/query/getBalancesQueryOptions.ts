import { type GetBalancesParameters, getBalances } from '../actions/getBalances'
import type { GatewayClient } from '../transport/createGatewayClient'
import { chainIdKeyPart, type QueryFunctionContext, queryKeyPrefix } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

/**
 * Query key of getBalances: one entry's with every parameter, else the prefix of every
 * currency and filter of the given Safe (filters match partially), for invalidation.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: getBalancesQueryKey(client, { chainId, address }) })
 */
export function getBalancesQueryKey(
  client: GatewayClient,
  parameters: Partial<GetBalancesParameters> = {},
) {
  const { chainId, address, ...filters } = parameters
  return queryKeyPrefix(client, 'balances', chainIdKeyPart(chainId), address, filters)
}

/**
 * Query options for getBalances: a Safe's balances in a fiat currency (default usd).
 *
 * @example
 * useQuery(getBalancesQueryOptions(client, params))
 */
export function getBalancesQueryOptions(client: GatewayClient, parameters: GetBalancesParameters) {
  return {
    queryKey: gatewayResources.balances.key(client, parameters),
    queryFn: ({ signal }: QueryFunctionContext) => getBalances(client, parameters, { signal }),
  }
}
