import { getFiatCurrencies } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../../app/GatewayProvider'
import { gatewayQueryKey } from '../../../app/gatewayQueryKey'

/** Fiat codes the gateway can value balances in (`/v1/balances/supported-fiat-codes`). */
export function useFiatCurrencies(): UseQueryResult<string[]> {
  const client = useGateway()
  return useQuery({
    queryKey: gatewayQueryKey(client, 'fiatCurrencies'),
    queryFn: ({ signal }) => getFiatCurrencies(client, { signal }),
    staleTime: 60 * 60_000,
  })
}
