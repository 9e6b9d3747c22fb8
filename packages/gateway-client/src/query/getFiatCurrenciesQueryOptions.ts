import { getFiatCurrencies } from '../actions/getFiatCurrencies'
import type { GatewayClient } from '../transport/createGatewayClient'
import { type QueryFunctionContext, queryKeyPrefix } from './gatewayQueryKey'
import { gatewayResources } from './gatewayResources'

/** Query key of getFiatCurrencies. */
export function getFiatCurrenciesQueryKey(client: GatewayClient) {
  return queryKeyPrefix(client, 'fiatCurrencies')
}

/**
 * Query options for getFiatCurrencies: the fiat codes balances can be valued in.
 *
 * @example
 * useQuery(getFiatCurrenciesQueryOptions(client))
 */
export function getFiatCurrenciesQueryOptions(client: GatewayClient) {
  return {
    queryKey: gatewayResources.fiatCurrencies.key(client),
    queryFn: ({ signal }: QueryFunctionContext) => getFiatCurrencies(client, { signal }),
  }
}
