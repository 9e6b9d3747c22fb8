import {
  GatewayResponseError,
  getSafeMessageQueryOptions,
  pollingDelay,
  type SafeMessage,
} from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useGateway } from '../../kernel/GatewayProvider'

/**
 * One message by its hash; null while the gateway does not know it. While `poll` is on it is
 * read again after 250 ms, then twice as long each time up to 10 s (SPEC §9, pollingDelay).
 */
export function useSafeMessage(
  chainId: string,
  messageHash: string,
  poll = false,
): UseQueryResult<SafeMessage | null> {
  const options = getSafeMessageQueryOptions(useGateway(), { chainId, messageHash })
  // The backoff counts the reads since polling started, not since the message first loaded.
  const pollStart = useRef<number | undefined>(undefined)
  return useQuery({
    ...options,
    queryFn: (context) =>
      options.queryFn(context).catch((error: unknown) => {
        if (error instanceof GatewayResponseError && error.status === 404) return null
        throw error
      }),
    refetchInterval: (query) => {
      const reads = query.state.dataUpdateCount + query.state.errorUpdateCount
      if (!poll) {
        pollStart.current = undefined
        return false
      }
      // Before the first answer there is nothing to count from yet.
      if (reads === 0) return pollingDelay(0)
      pollStart.current ??= reads
      return pollingDelay(reads - pollStart.current)
    },
  })
}
