import { GatewayResponseError, getSafeMessage, type SafeMessage } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../app/GatewayProvider'
import { gatewayQueryKey } from '../../app/gatewayQueryKey'

/** One message by its hash; null while the gateway does not know it. Polled when asked to. */
export function useSafeMessage(
  chainId: string,
  messageHash: string,
  pollMs?: number,
): UseQueryResult<SafeMessage | null> {
  const client = useGateway()
  return useQuery({
    queryKey: gatewayQueryKey(client, 'safeMessage', chainId, messageHash),
    queryFn: ({ signal }) =>
      getSafeMessage(client, { chainId, messageHash }, { signal }).catch((error: unknown) => {
        if (error instanceof GatewayResponseError && error.status === 404) return null
        throw error
      }),
    refetchInterval: pollMs ?? false,
  })
}
