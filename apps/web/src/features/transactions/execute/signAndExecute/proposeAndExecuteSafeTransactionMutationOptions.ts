import type { GatewayClient } from '@assent/gateway-client'
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { Address, Hex, TransactionReceipt } from 'viem'
import type { SignTypedDataFn } from '../../actions/signSafeTransaction'
import { invalidateSafeReads } from '../../cache/invalidateSafeReads'
import { SafeExecutionFailedError } from '../../mutations/executeSafeTransactionMutationOptions'
import type { ProposeSafeTransactionVariables } from '../../mutations/proposeSafeTransactionMutationOptions'
import { gasLimitFor, inWalletWords, READS_AFTER_EXECUTION } from '../../mutations/walletExecution'
import {
  proposeAndExecuteSafeTransaction,
  type SignAndExecuteStep,
} from './proposeAndExecuteSafeTransaction'

/** What the Sign and execute button hands to `mutate`: the proposal's fields, then the execution's. */
export type ProposeAndExecuteVariables = ProposeSafeTransactionVariables & {
  /** From signAndExecuteOffer; null when it is not offered. */
  executionSignatures: Hex | null
  /** The gas estimate; the limit sent is 20 % above it. Absent: the wallet estimates. */
  estimatedGas?: bigint
  /** An earlier attempt proposed it already: only execute. */
  alreadyProposed: boolean
}

/**
 * Mutation options that sign, propose and execute a new transaction in one go
 * (proposeAndExecuteSafeTransaction). A refused or failed send becomes a SignStepFailure in the
 * wallet's words. After a failure the queue is refreshed (the proposal may have gone through);
 * after a mined execution, everything it changes.
 *
 * @example
 * const run = useMutation(proposeAndExecuteSafeTransactionMutationOptions({ queryClient, gateway, signTypedData, sendTransaction, waitForReceipt }))
 * run.mutate({ safe, tx, reviewedSafeTxHash, account, executionSignatures, alreadyProposed: false })
 */
export function proposeAndExecuteSafeTransactionMutationOptions({
  queryClient,
  gateway,
  signTypedData,
  sendTransaction,
  waitForReceipt,
  onStep,
  onProposed,
  onSent,
  onSuccess,
}: {
  queryClient: QueryClient
  gateway: GatewayClient
  signTypedData: SignTypedDataFn
  sendTransaction: (request: { to: Address; data: Hex; gas?: bigint }) => Promise<Hex>
  waitForReceipt: (hash: Hex) => Promise<TransactionReceipt>
  onStep?: (step: SignAndExecuteStep) => void
  onProposed?: (safeTxHash: Hex) => void
  onSent?: (hash: Hex) => void
  /** The screen's follow-up once it executed (a toast, closing the dialog). */
  onSuccess?: (result: { hash: Hex; safeTxHash: Hex }) => void
}) {
  return mutationOptions({
    mutationKey: ['proposeAndExecuteSafeTransaction'],
    mutationFn: async ({
      safe,
      tx,
      reviewedSafeTxHash,
      account,
      origin,
      note,
      executionSignatures,
      estimatedGas,
      alreadyProposed,
    }: ProposeAndExecuteVariables) => {
      if (!tx || !reviewedSafeTxHash || !safe.version || !executionSignatures) {
        throw new Error('The transaction cannot be signed and executed yet.')
      }
      return proposeAndExecuteSafeTransaction({
        client: gateway,
        target: { chainId: safe.chainId, safeAddress: safe.address, safeVersion: safe.version },
        tx,
        account,
        origin,
        note,
        reviewedSafeTxHash,
        executionSignatures,
        gas: gasLimitFor(estimatedGas),
        alreadyProposed,
        signTypedData,
        sendTransaction: inWalletWords(sendTransaction),
        waitForReceipt,
        onStep,
        onProposed,
        onSent,
      })
    },
    onSuccess: (result, { safe }) => {
      void invalidateSafeReads(queryClient, gateway, safe, READS_AFTER_EXECUTION)
      onSuccess?.(result)
    },
    onError: (error, { safe }) => {
      if (error instanceof SafeExecutionFailedError) {
        void invalidateSafeReads(queryClient, gateway, safe, READS_AFTER_EXECUTION)
      } else {
        // It may have been proposed before the execution failed: the queue shows it then.
        void invalidateSafeReads(queryClient, gateway, safe, ['queue', 'nonces'])
      }
    },
  })
}
