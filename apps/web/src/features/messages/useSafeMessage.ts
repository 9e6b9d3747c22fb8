import {
  GatewayResponseError,
  getSafeMessageQueryOptions,
  type SafeMessage,
} from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../app/GatewayProvider'

/** One message by its hash; null while the gateway does not know it. Polled when asked to. */
export function useSafeMessage(
  chainId: string,
  messageHash: string,
  pollMs?: number,
): UseQueryResult<SafeMessage | null> {
  const options = getSafeMessageQueryOptions(useGateway(), { chainId, messageHash })
  return useQuery({
    ...options,
    queryFn: (context) =>
      options.queryFn(context).catch((error: unknown) => {
        if (error instanceof GatewayResponseError && error.status === 404) return null
        throw error
      }),
    refetchInterval: pollMs ?? false,
  })
}
