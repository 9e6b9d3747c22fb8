import type { SafeMessage } from '@assent/gateway-client'
import { type MessageVerification, verifySafeMessage } from '@assent/review'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useVerificationClient } from '../../verification-rpc/useVerificationClient'
import type { CurrentSafe } from '../safe/SafeContext'

/** How soon a verification whose RPC failed is tried again (a proven one never is). */
const RETRY_UNVERIFIED_MS = 15_000

/**
 * The local verification of a message the gateway lists (hash, confirmations, status, prepared
 * signature), with approvals and contract signatures proven through the wallet's or a pinned
 * RPC. Recomputed per session and whenever the message, the owners or the RPC change.
 */
export function useMessageVerification(
  safe: CurrentSafe,
  message: SafeMessage | null | undefined,
): UseQueryResult<MessageVerification> {
  const owners = safe.safeInfo.owners.map((owner) => owner.value)
  const verification = useVerificationClient(safe.chainId)
  return useQuery({
    queryKey: [
      'local',
      'verifySafeMessage',
      safe.chainId,
      safe.address,
      safe.safeInfo.version,
      owners.join(','),
      safe.safeInfo.threshold,
      verification.key,
      message,
    ],
    queryFn: () =>
      verifySafeMessage({
        message: message as SafeMessage,
        chainId: safe.chainId,
        safeAddress: safe.address,
        safeVersion: safe.safeInfo.version,
        owners,
        threshold: safe.safeInfo.threshold,
        client: verification.client,
      }),
    enabled: Boolean(message),
    staleTime: (query) =>
      query.state.data?.confirmations.some((check) => check.failure === 'rpc-error')
        ? RETRY_UNVERIFIED_MS
        : Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  })
}
