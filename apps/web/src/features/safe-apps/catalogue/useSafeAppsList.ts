import { getSafeApps, type SafeAppData } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../../app/GatewayProvider'
import { gatewayQueryKey } from '../../../app/gatewayQueryKey'

/** The gateway's Safe Apps catalogue for a chain, filtered for this wallet's origin. */
export function useSafeAppsList(chainId: string): UseQueryResult<SafeAppData[]> {
  const client = useGateway()
  const clientUrl = typeof window === 'undefined' ? undefined : window.location.origin
  return useQuery({
    queryKey: gatewayQueryKey(client, 'safeApps', chainId, clientUrl),
    queryFn: ({ signal }) => getSafeApps(client, { chainId, clientUrl }, { signal }),
    staleTime: 5 * 60_000,
  })
}
