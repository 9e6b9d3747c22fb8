import { checkProposerRequest } from '@assent/core'
import { type GatewayClient, getDelegatesQueryKey } from '@assent/gateway-client'
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import { addProposer } from './addProposer'
import { ProposerInputError } from './ProposerInputError'
import type { SignDelegateFn } from './signDelegate'

/** What the form hands to `mutate`: the Safe, who is connected, and what was typed. */
export type AddProposerVariables = {
  safe: { chainId: string; address: Address; owners: readonly string[] }
  account: Address | undefined
  input: { delegate: string; label: string; expiry: string }
}

/**
 * Mutation options that check what was typed (checkProposerRequest: refused with a
 * ProposerInputError before any wallet prompt), have the owner sign and add the proposer
 * (addProposer), then refresh the Safe's proposers — awaited, so the new one is listed when
 * `onSuccess` runs.
 *
 * @example
 * const add = useMutation(addProposerMutationOptions({ queryClient, gateway, signTypedData }))
 * add.mutate({ safe, account, input: { delegate, label, expiry } })
 */
export function addProposerMutationOptions({
  queryClient,
  gateway,
  signTypedData,
  now = Date.now,
  onSuccess,
}: {
  queryClient: QueryClient
  gateway: GatewayClient
  signTypedData: SignDelegateFn
  /** The clock the expiry is checked against and the signature's hour is read from. */
  now?: () => number
  onSuccess?: () => void
}) {
  return mutationOptions({
    mutationKey: ['addProposer'],
    mutationFn: async ({ safe, account, input }: AddProposerVariables): Promise<void> => {
      const nowMs = now()
      const checked = checkProposerRequest({ ...input, account, owners: safe.owners, nowMs })
      if (!checked.ok) throw new ProposerInputError(checked.errors)
      await addProposer({ client: gateway, safe, request: checked.request, signTypedData, nowMs })
    },
    onSuccess: async (_, { safe }) => {
      await queryClient.invalidateQueries({
        queryKey: getDelegatesQueryKey(gateway, { chainId: safe.chainId, safe: safe.address }),
      })
      onSuccess?.()
    },
  })
}
