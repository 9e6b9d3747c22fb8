import type { TransactionDetails } from '@assent/gateway-client'
import { type TransactionVerification, verifyTransaction } from '@assent/review'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useVerificationClient } from '../../../verification-rpc/useVerificationClient'
import type { CurrentSafe } from '../../safe/SafeContext'

/** How soon a verification whose RPC failed is tried again (a proven one never is). */
const RETRY_UNVERIFIED_MS = 15_000

/**
 * The local verification of a queued transaction (hash recomputed, confirmations recovered,
 * approvals and contract signatures proven through the wallet's or a pinned RPC, never the
 * gateway's). Kept out of the persisted gateway cache: it is recomputed in each session, and
 * again when the verification RPC changes.
 */
export function useTransactionVerification(
  safe: CurrentSafe,
  details: TransactionDetails | undefined,
): UseQueryResult<TransactionVerification> {
  const owners = safe.safeInfo.owners.map((owner) => owner.value)
  const verification = useVerificationClient(safe.chainId)
  return useQuery({
    queryKey: [
      'local',
      'verifyTransaction',
      safe.chainId,
      safe.address,
      safe.safeInfo.version,
      owners.join(','),
      verification.key,
      details,
    ],
    queryFn: () =>
      verifyTransaction({
        details: details as TransactionDetails,
        chainId: BigInt(safe.chainId),
        safeAddress: safe.address as Address,
        safeVersion: safe.safeInfo.version,
        // Past transactions may carry signatures of owners removed since.
        owners: details?.txStatus.startsWith('AWAITING') ? owners : null,
        client: verification.client,
      }),
    enabled: Boolean(details),
    staleTime: (query) =>
      query.state.data?.confirmations.some((check) => check.failure === 'rpc-error')
        ? RETRY_UNVERIFIED_MS
        : Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  })
}
