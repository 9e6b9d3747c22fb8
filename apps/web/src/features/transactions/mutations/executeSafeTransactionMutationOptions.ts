import type { SafeTransactionData } from '@assent/core'
import type { GatewayClient } from '@assent/gateway-client'
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { Address, Hex, TransactionReceipt } from 'viem'
import { executeSafeTransaction } from '../actions/executeSafeTransaction'
import { invalidateSafeReads } from '../cache/invalidateSafeReads'
import { gasLimitFor, inWalletWords, READS_AFTER_EXECUTION } from './walletExecution'

/** Mined, but reverted or reported ExecutionFailure: the Safe's nonce is used all the same. */
export class SafeExecutionFailedError extends Error {
  override name = 'SafeExecutionFailedError'
  constructor() {
    super('It was mined but the Safe reported a failure (the call reverted). Its nonce is used.')
  }
}

/** A cancel at the same account nonce was mined instead of the execution. */
export class SafeExecutionCancelledError extends Error {
  override name = 'SafeExecutionCancelledError'
  constructor() {
    super('Cancelled: the Safe transaction was not executed and is still in the queue.')
  }
}

/** What the execute button hands to `mutate`. */
export type ExecuteSafeTransactionVariables = {
  safe: { chainId: string; address: Address }
  /**
   * The verified transaction, its packed verified signatures and its local safeTxHash; null
   * while it cannot be executed (not verified, too few signatures, a blocker).
   */
  execution: { tx: SafeTransactionData; signatures: Hex; safeTxHash: Hex } | null
  /** The gas estimate; the limit sent is 20 % above it. Absent: the wallet estimates. */
  estimatedGas?: bigint
}

/**
 * Mutation options that execute a verified transaction from the connected wallet
 * (executeSafeTransaction) and then mark everything the execution changes stale: on success,
 * and also when it was mined but failed, since that uses the nonce too. A wallet that refuses
 * to send is a SignStepFailure in the wallet's words; a mined failure a SafeExecutionFailedError.
 *
 * @example
 * const execute = useMutation(executeSafeTransactionMutationOptions({ queryClient, gateway, sendTransaction, waitForReceipt }))
 * execute.mutate({ safe, execution: { tx, signatures, safeTxHash }, estimatedGas })
 */
export function executeSafeTransactionMutationOptions({
  queryClient,
  gateway,
  sendTransaction,
  waitForReceipt,
  onSent,
  onSuccess,
}: {
  queryClient: QueryClient
  gateway: GatewayClient
  /** Sends the call from the executor's wallet and answers its hash. */
  sendTransaction: (request: { to: Address; data: Hex; gas?: bigint }) => Promise<Hex>
  waitForReceipt: (hash: Hex) => Promise<TransactionReceipt>
  /** The wallet sent `tx`; it is not mined yet. */
  onSent?: (hash: Hex, tx: SafeTransactionData) => void
  /** The screen's follow-up once it executed successfully. */
  onSuccess?: (result: { hash: Hex; safeTxHash: Hex }) => void
}) {
  const refresh = (safe: ExecuteSafeTransactionVariables['safe']) =>
    void invalidateSafeReads(queryClient, gateway, safe, READS_AFTER_EXECUTION)
  return mutationOptions({
    mutationKey: ['executeSafeTransaction'],
    mutationFn: async ({
      safe,
      execution,
      estimatedGas,
    }: ExecuteSafeTransactionVariables): Promise<{ hash: Hex; safeTxHash: Hex }> => {
      if (!execution) throw new Error('The transaction cannot be executed yet.')
      const result = await executeSafeTransaction({
        safeAddress: safe.address,
        tx: execution.tx,
        signatures: execution.signatures,
        gas: gasLimitFor(estimatedGas),
        sendTransaction: inWalletWords(sendTransaction),
        waitForReceipt,
        onSent: (hash) => onSent?.(hash, execution.tx),
      })
      if (result.failed) throw new SafeExecutionFailedError()
      if (result.cancelled) throw new SafeExecutionCancelledError()
      return { hash: result.hash, safeTxHash: execution.safeTxHash }
    },
    onSuccess: (result, { safe }) => {
      refresh(safe)
      onSuccess?.(result)
    },
    onError: (error, { safe }) => {
      if (error instanceof SafeExecutionFailedError) refresh(safe)
    },
  })
}
