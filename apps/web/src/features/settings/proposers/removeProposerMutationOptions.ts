import { checkProposerRemoval } from '@assent/core'
import { type GatewayClient, getDelegatesQueryKey } from '@assent/gateway-client'
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import { removeProposer } from './removeProposer'
import type { SignDelegateFn } from './signDelegate'

/** What a proposer's Remove button hands to `mutate`. */
export type RemoveProposerVariables = {
  safe: { chainId: string; address: Address }
  entry: { delegate: Address; delegator: Address }
  account: Address | undefined
}

/**
 * Mutation options that refuse an account which may not remove the proposer
 * (checkProposerRemoval) before any wallet prompt, have it sign and remove the proposer
 * (removeProposer), then refresh the Safe's proposers, awaited.
 *
 * @example
 * const remove = useMutation(removeProposerMutationOptions({ queryClient, gateway, signTypedData }))
 * remove.mutate({ safe, entry, account })
 */
export function removeProposerMutationOptions({
  queryClient,
  gateway,
  signTypedData,
  now = Date.now,
  onSuccess,
}: {
  queryClient: QueryClient
  gateway: GatewayClient
  signTypedData: SignDelegateFn
  now?: () => number
  onSuccess?: () => void
}) {
  return mutationOptions({
    mutationKey: ['removeProposer'],
    mutationFn: async ({ safe, entry, account }: RemoveProposerVariables): Promise<void> => {
      const refusal = checkProposerRemoval({ account, ...entry })
      if (refusal || !account) throw new Error(refusal ?? 'Connect a wallet.')
      await removeProposer({ client: gateway, safe, entry, account, signTypedData, nowMs: now() })
    },
    onSuccess: async (_, { safe }) => {
      await queryClient.invalidateQueries({
        queryKey: getDelegatesQueryKey(gateway, { chainId: safe.chainId, safe: safe.address }),
      })
      onSuccess?.()
    },
  })
}
