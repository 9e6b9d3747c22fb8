import { type GatewayClient, getTransactionDetailsQueryKey } from '@assent/gateway-client'
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { Address, Hex } from 'viem'
import { invalidateSafeReads } from '../../cache/invalidateSafeReads'
import { type DeleteRequest, deleteProposal, type SignDeleteRequestFn } from './deleteProposal'

/** What the delete button hands to `mutate`: the reviewed request, absent while refused. */
export type DeleteProposalVariables = {
  /** Undefined while checkProposalDeletion refuses. */
  request: DeleteRequest | undefined
  /** The EIP-712 hash of the request the signer was shown. */
  reviewedHash: Hex | undefined
  /** The proposal's id in the gateway (`multisig_…`), whose cached details go with it. */
  txId: string
  account: Address
}

/**
 * Mutation options that sign and send a proposal's delete request (deleteProposal), then drop
 * its cached details and refresh the Safe's queue and nonces before `onSuccess` runs.
 *
 * @example
 * const remove = useMutation(deleteProposalMutationOptions({ queryClient, gateway, signTypedData }))
 * remove.mutate({ request, reviewedHash, txId, account })
 */
export function deleteProposalMutationOptions({
  queryClient,
  gateway,
  signTypedData,
  onSigned,
  onSuccess,
}: {
  queryClient: QueryClient
  gateway: GatewayClient
  signTypedData: SignDeleteRequestFn
  /** The wallet's signature is proven; the gateway is asked next. */
  onSigned?: () => void
  /** The screen's follow-up, once the queue is fresh (a toast, leaving the details). */
  onSuccess?: (result: { safeTxHash: Hex }) => void
}) {
  return mutationOptions({
    mutationKey: ['deleteProposal'],
    mutationFn: ({
      request,
      reviewedHash,
      account,
    }: DeleteProposalVariables): Promise<{ safeTxHash: Hex }> => {
      if (!request || !reviewedHash) {
        return Promise.reject(new Error('This proposal cannot be deleted.'))
      }
      return deleteProposal({
        client: gateway,
        request,
        reviewedHash,
        account,
        signTypedData,
        onSigned,
      })
    },
    onSuccess: async (result, { request, txId }) => {
      if (!request) return
      const safe = { chainId: request.chainId, address: request.safeAddress }
      // Gone from the gateway: a cached copy must not keep showing it (by id or bare hash).
      for (const transactionId of [txId, result.safeTxHash]) {
        queryClient.removeQueries({
          queryKey: getTransactionDetailsQueryKey(gateway, {
            chainId: request.chainId,
            transactionId,
          }),
        })
      }
      void invalidateSafeReads(queryClient, gateway, safe, ['nonces'])
      await invalidateSafeReads(queryClient, gateway, safe, ['queue'])
      onSuccess?.(result)
    },
  })
}
