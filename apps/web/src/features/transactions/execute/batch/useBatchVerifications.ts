import { getTransactionDetailsQueryOptions, type TransactionDetails } from '@assent/gateway-client'
import { type TransactionVerification, verifyTransaction } from '@assent/review'
import { useQueries } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Address } from 'viem'
import { useGateway } from '../../../../kernel/GatewayProvider'
import { useVerificationClient } from '../../../../verification-rpc/useVerificationClient'
import type { CurrentSafe } from '../../../safe/SafeContext'
import { reviewFingerprint } from '../../review/freezeReview'

/** One transaction of the batch, loaded afresh and verified here. */
export type BatchItemVerification = {
  txId: string
  details: TransactionDetails
  verification: TransactionVerification
  /** Pinning problems: another transaction answered, or it changed while shown. */
  pinProblems: string[]
}

export type BatchVerifications =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; items: BatchItemVerification[] }

/**
 * The batch's transactions, each loaded afresh from the gateway and verified like a single
 * execution's (safeTxHash recomputed, confirmations proven through the verification RPC), and
 * pinned: each answer must be the transaction asked for, and once shown none may change.
 */
export function useBatchVerifications(
  safe: CurrentSafe,
  txIds: readonly string[],
): BatchVerifications {
  const gateway = useGateway()
  const rpc = useVerificationClient(safe.chainId)
  const owners = safe.safeInfo.owners.map((owner) => owner.value)
  const details = useQueries({
    queries: txIds.map((transactionId) => ({
      ...getTransactionDetailsQueryOptions(gateway, { chainId: safe.chainId, transactionId }),
      refetchOnMount: 'always' as const,
    })),
  })
  const verifications = useQueries({
    queries: details.map((answer) => ({
      queryKey: [
        'local',
        'verifyTransaction',
        safe.chainId,
        safe.address,
        safe.safeInfo.version,
        owners.join(','),
        rpc.key,
        answer.data,
      ],
      queryFn: () =>
        verifyTransaction({
          details: answer.data as TransactionDetails,
          chainId: BigInt(safe.chainId),
          safeAddress: safe.address as Address,
          safeVersion: safe.safeInfo.version,
          owners,
          client: rpc.client,
        }),
      enabled: Boolean(answer.data),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 60_000,
    })),
  })
  const fingerprint = verifications
    .map((result) =>
      result.data?.tx && result.data.localSafeTxHash
        ? reviewFingerprint(result.data.tx, result.data.localSafeTxHash)
        : '',
    )
    .join('|')
  const complete = verifications.every((result) => result.data?.tx && result.data.localSafeTxHash)
  const [frozen, setFrozen] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (complete && frozen === undefined) setFrozen(fingerprint)
  }, [complete, fingerprint, frozen])

  const failed = details.find((answer) => answer.error)?.error
  if (failed) return { status: 'error', error: failed }
  if (details.some((answer) => !answer.data) || verifications.some((result) => !result.data)) {
    return { status: 'loading' }
  }
  const changed = frozen !== undefined && frozen !== fingerprint
  return {
    status: 'ready',
    items: txIds.map((txId, index) => {
      const answer = details[index]?.data as TransactionDetails
      const verification = verifications[index]?.data as TransactionVerification
      const requestedHash = txId.split('_').at(-1)?.toLowerCase()
      const pinProblems: string[] = []
      if (
        answer.txId.toLowerCase() !== txId.toLowerCase() ||
        requestedHash !== verification.localSafeTxHash?.toLowerCase()
      ) {
        pinProblems.push(
          'The gateway answered with a different transaction than the one selected. Do not execute.',
        )
      }
      if (changed) {
        pinProblems.push(
          'A transaction changed while you were reviewing the batch. Close this dialog and select again.',
        )
      }
      return { txId, details: answer, verification, pinProblems }
    }),
  }
}
