import type { GatewayClient } from '@assent/gateway-client'
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import {
  type CheckQueuedTransactionParameters,
  checkQueuedTransaction,
} from '../actions/checkQueuedTransaction'
import type { QueuedNonceCheck } from '../actions/verifyQueuedNonce'

/**
 * Mutation options that load and check a queued transaction on demand (checkQueuedTransaction),
 * before the user's action that builds on its nonce or hash. Loading the details refreshes
 * their cache entry; nothing else changes.
 *
 * @example
 * const check = useMutation(checkQueuedTransactionMutationOptions({ queryClient, gateway }))
 * const result = await check.mutateAsync({ chainId, safeAddress, transactionId, listedNonce, onChainNonce, safeVersion })
 */
export function checkQueuedTransactionMutationOptions(clients: {
  queryClient: QueryClient
  gateway: GatewayClient
}) {
  return mutationOptions({
    mutationKey: ['checkQueuedTransaction'],
    mutationFn: (parameters: CheckQueuedTransactionParameters): Promise<QueuedNonceCheck> =>
      checkQueuedTransaction(clients, parameters),
  })
}
