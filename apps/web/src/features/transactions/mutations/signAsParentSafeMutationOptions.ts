import type { SafeTransactionData } from '@assent/core'
import { addConfirmation, type GatewayClient } from '@assent/gateway-client'
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { Address, Hex, PublicClient } from 'viem'
import { type SignSafeMessageFn, signAsParentSafe } from '../actions/signAsParentSafe'
import { invalidateSafeReads } from '../cache/invalidateSafeReads'
import type { SafeOfTransaction } from './proposeSafeTransactionMutationOptions'

/** What the "Sign as Safe" button hands to `mutate`. */
export type SignAsParentSafeVariables = {
  /** The child Safe whose queued transaction is confirmed. */
  safe: SafeOfTransaction
  tx: SafeTransactionData
  /** The child's safeTxHash the signer reviewed. */
  reviewedSafeTxHash: Hex
  /** The owner Safe that confirms it. */
  parent: Address
  /** The connected wallet, an owner of `parent`; absent when none is connected. */
  account: Address | undefined
}

/**
 * Mutation options that confirm a child Safe's transaction as its owner Safe with an EIP-1271
 * signature (signAsParentSafe: proven on chain through `verificationClient` before the
 * gateway's confirm call gets it), then refresh the child's queue and the transactions' details
 * before `onSuccess` runs.
 *
 * @example
 * const sign = useMutation(signAsParentSafeMutationOptions({ queryClient, gateway, verificationClient, signTypedData }))
 * sign.mutate({ safe, tx, reviewedSafeTxHash, parent, account })
 */
export function signAsParentSafeMutationOptions({
  queryClient,
  gateway,
  verificationClient,
  signTypedData,
  onSigned,
  onSuccess,
}: {
  queryClient: QueryClient
  gateway: GatewayClient
  /** The verification RPC of the Safe's chain (never the gateway's); absent when there is none. */
  verificationClient: PublicClient | undefined
  signTypedData: SignSafeMessageFn
  /** The owner's signature is proven; the contract signature is checked and sent next. */
  onSigned?: () => void
  /** The screen's follow-up, once the queue and details are fresh. */
  onSuccess?: (result: { safeTxHash: Hex; signature: Hex }) => void
}) {
  return mutationOptions({
    mutationKey: ['signAsParentSafe'],
    mutationFn: ({
      safe,
      tx,
      reviewedSafeTxHash,
      parent,
      account,
    }: SignAsParentSafeVariables): Promise<{ safeTxHash: Hex; signature: Hex }> => {
      if (!account || !verificationClient || !safe.version) {
        return Promise.reject(new Error('Connect your wallet on this chain first.'))
      }
      return signAsParentSafe({
        client: verificationClient,
        chainId: Number(safe.chainId),
        child: { address: safe.address, version: safe.version },
        tx,
        reviewedSafeTxHash,
        parent,
        account,
        signTypedData,
        onSigned,
        submit: async ({ safeTxHash, signature }) => {
          await addConfirmation(gateway, {
            chainId: safe.chainId,
            safeTxHash,
            body: { signature },
          })
        },
      })
    },
    onSuccess: async (result, { safe }) => {
      await invalidateSafeReads(queryClient, gateway, safe, ['queue', 'details'])
      onSuccess?.(result)
    },
  })
}
