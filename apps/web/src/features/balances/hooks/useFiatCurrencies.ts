import { getFiatCurrenciesQueryOptions } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../../kernel/GatewayProvider'

/** Fiat codes the gateway can value balances in (`/v1/balances/supported-fiat-codes`). */
export function useFiatCurrencies(): UseQueryResult<string[]> {
  return useQuery({ ...getFiatCurrenciesQueryOptions(useGateway()), staleTime: 60 * 60_000 })
}
