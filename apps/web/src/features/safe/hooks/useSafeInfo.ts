import { type GatewayClient, getSafeInfo, type SafeInfo } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../../app/GatewayProvider'
import { gatewayQueryKey } from '../../../app/gatewayQueryKey'

/** The key and the request of one Safe's info, shared with app/startEarlyGatewayFetches. */
export function safeInfoQuery(
  client: GatewayClient,
  chainId: string | undefined,
  address: string | undefined,
) {
  return {
    queryKey: gatewayQueryKey(client, 'safeInfo', chainId, address),
    fetch: (signal?: AbortSignal): Promise<SafeInfo> =>
      getSafeInfo(client, { chainId: chainId as string, address: address as string }, { signal }),
  }
}

/** Safe info (owners, threshold, nonce, version…) of one Safe; refreshed every 15 s. */
export function useSafeInfo(
  chainId: string | undefined,
  address: string | undefined,
): UseQueryResult<SafeInfo> {
  const query = safeInfoQuery(useGateway(), chainId, address)
  return useQuery({
    queryKey: query.queryKey,
    queryFn: ({ signal }) => query.fetch(signal),
    enabled: Boolean(chainId && address),
    // The tags inside SafeInfo tell lists when to refetch; poll them gently.
    refetchInterval: 15_000,
  })
}
