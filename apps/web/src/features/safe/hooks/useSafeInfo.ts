import { getSafeInfo, type SafeInfo } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../../app/GatewayProvider'
import { gatewayQueryKey } from '../../../app/gatewayQueryKey'

/** Safe info (owners, threshold, nonce, version…) of one Safe; refreshed every 15 s. */
export function useSafeInfo(
  chainId: string | undefined,
  address: string | undefined,
): UseQueryResult<SafeInfo> {
  const client = useGateway()
  return useQuery({
    queryKey: gatewayQueryKey(client, 'safeInfo', chainId, address),
    queryFn: ({ signal }) =>
      getSafeInfo(client, { chainId: chainId as string, address: address as string }, { signal }),
    enabled: Boolean(chainId && address),
    // The tags inside SafeInfo tell lists when to refetch; poll them gently.
    refetchInterval: 15_000,
  })
}
