import type { SafeTransactionData } from '@assent/core'
import type { GatewayClient } from '@assent/gateway-client'
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { Address, Hex } from 'viem'
import {
  type ProposeSafeTransactionResult,
  proposeSafeTransaction,
} from '../actions/proposeSafeTransaction'
import type { SignTypedDataFn } from '../actions/signSafeTransaction'
import { invalidateSafeReads } from '../cache/invalidateSafeReads'

/** The Safe a transaction belongs to; `version` null when the gateway does not know it. */
export type SafeOfTransaction = { chainId: string; address: Address; version: string | null }

/** What the propose step hands to `mutate`: the reviewed transaction, possibly not complete yet. */
export type ProposeSafeTransactionVariables = {
  safe: SafeOfTransaction
  /** Null while the nonce is not a number. */
  tx: SafeTransactionData | null
  /** The safeTxHash the signer was shown. */
  reviewedSafeTxHash: Hex | undefined
  account: Address
  /** The Safe App that asked for it, stored with the proposal. */
  origin?: { name: string; url: string }
  /** The proposer's note for the other owners. */
  note?: string
}

/**
 * Mutation options that sign a new SafeTx and propose it (proposeSafeTransaction), then refresh
 * the Safe's queue — awaited, so the new proposal is listed before `onSuccess` closes the dialog
 * — and, in the background, its nonces and info.
 *
 * @example
 * const propose = useMutation(proposeSafeTransactionMutationOptions({ queryClient, gateway, signTypedData }))
 * propose.mutate({ safe, tx, reviewedSafeTxHash, account })
 */
export function proposeSafeTransactionMutationOptions({
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
  /** The screen's follow-up, once the queue is fresh (a toast, closing the dialog). */
  onSuccess?: (result: ProposeSafeTransactionResult) => void
}) {
  return mutationOptions({
    mutationKey: ['proposeSafeTransaction'],
    mutationFn: ({
      safe,
      tx,
      reviewedSafeTxHash,
      account,
      origin,
      note,
    }: ProposeSafeTransactionVariables): Promise<ProposeSafeTransactionResult> => {
      if (!tx || !reviewedSafeTxHash || !safe.version) {
        return Promise.reject(new Error('The transaction is not complete.'))
      }
      return proposeSafeTransaction({
        client: gateway,
        target: { chainId: safe.chainId, safeAddress: safe.address, safeVersion: safe.version },
        tx,
        account,
        origin,
        note,
        reviewedSafeTxHash,
        signTypedData,
        onSigned,
      })
    },
    onSuccess: async (result, { safe }) => {
      void invalidateSafeReads(queryClient, gateway, safe, ['nonces', 'safeInfo'])
      await invalidateSafeReads(queryClient, gateway, safe, ['queue'])
      onSuccess?.(result)
    },
  })
}
