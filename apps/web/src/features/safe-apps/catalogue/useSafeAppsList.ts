import { getSafeAppsQueryOptions, type SafeAppData } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../../kernel/GatewayProvider'

/**
 * The gateway's Safe Apps catalogue for a chain. Asked without `clientUrl` (which would make the
 * gateway drop apps not allowed here): the page shows those too, with why they cannot open.
 */
export function useSafeAppsList(chainId: string): UseQueryResult<SafeAppData[]> {
  return useQuery({ ...getSafeAppsQueryOptions(useGateway(), { chainId }), staleTime: 5 * 60_000 })
}
