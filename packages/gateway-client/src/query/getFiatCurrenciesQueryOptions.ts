import { getFiatCurrencies } from '../actions/getFiatCurrencies'
import type { GatewayClient } from '../transport/createGatewayClient'
import { gatewayQueryKey, type QueryFunctionContext } from './gatewayQueryKey'

/**
 * Query options for getFiatCurrencies: the supported fiat codes.
 *
 * @example
 * useQuery(getFiatCurrenciesQueryOptions(client))
 */
export function getFiatCurrenciesQueryOptions(client: GatewayClient) {
  return {
    queryKey: gatewayQueryKey(client, 'fiatCurrencies'),
    queryFn: ({ signal }: QueryFunctionContext) => getFiatCurrencies(client, { signal }),
  }
}
