import type { Eip1559Fees, ReplacementKind } from '@assent/review'
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { Address, Hex } from 'viem'
import { executionOutcomeQueryKey } from './executionOutcomeQueryOptions'
import { addAttempt, type PendingExecution } from './pendingExecutionsStore'
import { type ReplacementRequest, replaceExecution } from './replaceExecution'

/** What the Speed up and Cancel buttons hand to `mutate`. */
export type ReplaceExecutionVariables = {
  execution: PendingExecution
  kind: ReplacementKind
  /** null while the fee fields do not parse: refused with the text below. */
  fees: Eip1559Fees | null
  account: Address | undefined
}

/**
 * Mutation options that send a speed-up or cancel of a pending execution (replaceExecution),
 * remember the new transaction beside the original (surviving a reload) and ask the chain
 * again which one landed.
 * @example
 * const replace = useMutation(replaceExecutionMutationOptions({ queryClient, sendTransaction }))
 * replace.mutate({ execution, kind: 'speedUp', fees, account })
 */
export function replaceExecutionMutationOptions({
  queryClient,
  sendTransaction,
  onSuccess,
}: {
  queryClient: QueryClient
  sendTransaction: (request: ReplacementRequest) => Promise<Hex>
  onSuccess?: (hash: Hex, kind: ReplacementKind) => void
}) {
  return mutationOptions({
    mutationKey: ['replaceExecution'],
    mutationFn: async ({ execution, kind, fees, account }: ReplaceExecutionVariables) => {
      if (!fees) throw new Error('Enter both fees in gwei, for example 2.5. Nothing was sent.')
      const hash = await replaceExecution({ execution, kind, fees, account, sendTransaction })
      const original = execution.attempts[0]?.hash
      if (original) {
        addAttempt(original, {
          kind,
          hash,
          maxFeePerGas: fees.maxFeePerGas.toString(),
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
        })
      }
      return hash
    },
    onSuccess: (hash, { execution, kind }) => {
      void queryClient.invalidateQueries({ queryKey: executionOutcomeQueryKey(execution) })
      onSuccess?.(hash, kind)
    },
  })
}
