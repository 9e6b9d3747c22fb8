import type { SafeTransactionData } from '@assent/core'
import type { GatewayClient } from '@assent/gateway-client'
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { Address, Hex } from 'viem'
import { confirmSafeTransaction } from '../actions/confirmSafeTransaction'
import type { SignTypedDataFn } from '../actions/signSafeTransaction'
import { invalidateSafeReads } from '../cache/invalidateSafeReads'
import type { SafeOfTransaction } from './proposeSafeTransactionMutationOptions'

/** What the confirm button hands to `mutate`: the transaction as rebuilt and verified here. */
export type ConfirmSafeTransactionVariables = {
  safe: SafeOfTransaction
  /** Absent until the gateway's details are verified. */
  tx: SafeTransactionData | undefined
  /** The locally recomputed safeTxHash the signer was shown. */
  reviewedSafeTxHash: Hex | undefined
  account: Address
}

/**
 * Mutation options that sign a verified queued SafeTx and add the confirmation to the gateway
 * (confirmSafeTransaction), then refresh the Safe's queue and the transactions' details before
 * `onSuccess` runs.
 *
 * @example
 * const confirm = useMutation(confirmSafeTransactionMutationOptions({ queryClient, gateway, signTypedData }))
 * confirm.mutate({ safe, tx, reviewedSafeTxHash, account })
 */
export function confirmSafeTransactionMutationOptions({
  queryClient,
  gateway,
  signTypedData,
  onSigned,
  onSuccess,
}: {
  queryClient: QueryClient
  gateway: GatewayClient
  signTypedData: SignTypedDataFn
  /** The wallet's signature is proven; the gateway is asked next. */
  onSigned?: () => void
  /** The screen's follow-up, once the queue and details are fresh. */
  onSuccess?: (result: { safeTxHash: Hex }) => void
}) {
  return mutationOptions({
    mutationKey: ['confirmSafeTransaction'],
    mutationFn: ({
      safe,
      tx,
      reviewedSafeTxHash,
      account,
    }: ConfirmSafeTransactionVariables): Promise<{ safeTxHash: Hex }> => {
      if (!tx || !reviewedSafeTxHash || !safe.version) {
        return Promise.reject(new Error('The transaction is not verified.'))
      }
      return confirmSafeTransaction({
        client: gateway,
        target: { chainId: safe.chainId, safeAddress: safe.address, safeVersion: safe.version },
        tx,
        account,
        reviewedSafeTxHash,
        signTypedData,
        onSigned,
      })
    },
    onSuccess: async (result, { safe }) => {
      await invalidateSafeReads(queryClient, gateway, safe, ['queue', 'details'])
      onSuccess?.(result)
    },
  })
}
