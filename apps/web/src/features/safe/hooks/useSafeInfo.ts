import { getSafeInfoQueryOptions, type SafeInfo } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../../kernel/GatewayProvider'

/** Safe info (owners, threshold, nonce, version…) of one Safe; refreshed every 15 s. */
export function useSafeInfo(
  chainId: string | undefined,
  address: string | undefined,
): UseQueryResult<SafeInfo> {
  return useQuery({
    ...getSafeInfoQueryOptions(useGateway(), { chainId: chainId ?? '', address: address ?? '' }),
    enabled: Boolean(chainId && address),
    // The tags inside SafeInfo tell lists when to refetch; poll them gently.
    refetchInterval: 15_000,
  })
}
