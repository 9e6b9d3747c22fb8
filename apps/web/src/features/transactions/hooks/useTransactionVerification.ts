import type { TransactionDetails } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { CurrentSafe } from '../../safe/SafeContext'
import { type TransactionVerification, verifyTransaction } from '../verification/verifyTransaction'

/**
 * The local verification of a queued transaction (hash recomputed, confirmations recovered).
 * Kept out of the persisted gateway cache: it is recomputed in each session.
 */
export function useTransactionVerification(
  safe: CurrentSafe,
  details: TransactionDetails | undefined,
): UseQueryResult<TransactionVerification> {
  const owners = safe.safeInfo.owners.map((owner) => owner.value)
  return useQuery({
    queryKey: [
      'local',
      'verifyTransaction',
      safe.chainId,
      safe.address,
      safe.safeInfo.version,
      owners.join(','),
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
      }),
    enabled: Boolean(details),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  })
}
