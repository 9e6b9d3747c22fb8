import { type GatewayClient, getSafeInfoQueryOptions } from '@assent/gateway-client'
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { Hex } from 'viem'
import {
  type CounterfactualSafe,
  removeCounterfactualSafe,
} from '../../safe/counterfactualSafesStore'
import {
  type DeployAndExecuteParameters,
  type DeployAndExecuteStep,
  type DeployAndExecuteWallet,
  deployAndExecuteSafeTransaction,
} from '../actions/deployAndExecuteSafeTransaction'
import { invalidateSafeReads } from '../cache/invalidateSafeReads'
import { READS_AFTER_EXECUTION } from './walletExecution'

/** What the first-transaction button hands to `mutate`. */
export type DeployAndExecuteVariables = Omit<
  DeployAndExecuteParameters,
  'onStep' | 'onSent' | 'tx' | 'reviewedSafeTxHash'
> & {
  tx: DeployAndExecuteParameters['tx'] | null
  reviewedSafeTxHash: Hex | undefined
}

/** How long the gateway gets to index the new Safe before its undeployed entry goes anyway. */
const INDEXING_CEILING_MS = 120_000

/**
 * Mutation options that deploy an undeployed Safe with its first transaction
 * (deployAndExecuteSafeTransaction). On success the Safe's reads are refreshed and, once the
 * gateway answers the Safe (or after a generous ceiling), its undeployed entry is dropped: until
 * then the stored setup keeps the Safe's pages open. A failure leaves the entry as it was.
 *
 * @example
 * const run = useMutation(deployAndExecuteSafeTransactionMutationOptions({ queryClient, gateway, wallet }))
 * run.mutate({ safe, chainName, tx, reviewedSafeTxHash, account })
 */
export function deployAndExecuteSafeTransactionMutationOptions({
  queryClient,
  gateway,
  wallet,
  onStep,
  onSent,
  onSuccess,
}: {
  queryClient: QueryClient
  gateway: GatewayClient
  wallet: DeployAndExecuteWallet
  onStep?: (step: DeployAndExecuteStep) => void
  onSent?: (hash: Hex) => void
  /** The screen's follow-up (a toast, closing the dialog). */
  onSuccess?: (result: { hash: Hex; safeTxHash: Hex }) => void
}) {
  return mutationOptions({
    mutationKey: ['deployAndExecuteSafeTransaction'],
    mutationFn: ({ tx, reviewedSafeTxHash, ...variables }: DeployAndExecuteVariables) => {
      if (!tx || !reviewedSafeTxHash) {
        throw new Error('The transaction cannot be signed and executed yet.')
      }
      return deployAndExecuteSafeTransaction(wallet, {
        ...variables,
        tx,
        reviewedSafeTxHash,
        onStep,
        onSent,
      })
    },
    onSuccess: (result, { safe }) => {
      void invalidateSafeReads(queryClient, gateway, safe, READS_AFTER_EXECUTION)
      void forgetOnceIndexed(queryClient, gateway, safe)
      onSuccess?.(result)
    },
  })
}

/** Drops the undeployed entry once the gateway knows the Safe, so its pages never go blank. */
async function forgetOnceIndexed(
  queryClient: QueryClient,
  gateway: GatewayClient,
  safe: CounterfactualSafe,
): Promise<void> {
  const until = Date.now() + INDEXING_CEILING_MS
  while (Date.now() < until) {
    const known = await queryClient
      .fetchQuery({ ...getSafeInfoQueryOptions(gateway, safe), staleTime: 0, retry: false })
      .then(
        () => true,
        () => false,
      )
    if (known) break
    await new Promise((resolve) => setTimeout(resolve, 2_000))
  }
  removeCounterfactualSafe(safe)
}
