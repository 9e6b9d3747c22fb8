import type { GatewayClient } from '@assent/gateway-client'
import type { BatchLogSegment } from '@assent/review'
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { Address, Hex, TransactionReceipt } from 'viem'
import { invalidateSafeReads } from '../../cache/invalidateSafeReads'
import { gasLimitFor, inWalletWords, READS_AFTER_EXECUTION } from '../../mutations/walletExecution'
import { executeBatchTransaction } from './executeBatchTransaction'

/** Mined, but not every transaction of the batch executed: says which did what. */
export class BatchExecutionFailedError extends Error {
  override name = 'BatchExecutionFailedError'
  constructor(nonces: readonly number[], segments: readonly BatchLogSegment[]) {
    const words = { success: 'executed', 'execution-failure': 'failed (its nonce is used)' }
    super(
      `It was mined, but not every transaction executed: ${segments
        .map(
          (segment, index) =>
            `#${nonces[index]} ${segment.outcome === 'missing' ? 'did not run' : words[segment.outcome]}`,
        )
        .join(', ')}.`,
    )
  }
}

/** What the batch step hands to `mutate`. */
export type ExecuteBatchTransactionVariables = {
  safe: { chainId: string; address: Address }
  /**
   * The batch built from verified transactions and signatures: the call, and per transaction its
   * nonce and local safeTxHash in order; null while it cannot be executed.
   */
  batch: {
    call: { to: Address; data: Hex }
    nonces: number[]
    safeTxHashes: Hex[]
  } | null
  /** The gas estimate; the limit sent is 20 % above it. Absent: the wallet estimates. */
  estimatedGas?: bigint
}

/**
 * Mutation options that send a batch execution from the connected wallet
 * (executeBatchTransaction), then mark everything it changed stale — also when it was mined
 * but a transaction failed, since nonces may be used all the same. A wallet that refuses to send
 * is a SignStepFailure in the wallet's words; a mined failure a BatchExecutionFailedError.
 * @example
 * const execute = useMutation(executeBatchTransactionMutationOptions({ queryClient, gateway, sendTransaction, waitForReceipt }))
 * execute.mutate({ safe, batch: { call, nonces, safeTxHashes }, estimatedGas })
 */
export function executeBatchTransactionMutationOptions({
  queryClient,
  gateway,
  sendTransaction,
  waitForReceipt,
  onSent,
  onSuccess,
}: {
  queryClient: QueryClient
  gateway: GatewayClient
  sendTransaction: (request: { to: Address; data: Hex; gas?: bigint }) => Promise<Hex>
  waitForReceipt: (hash: Hex) => Promise<TransactionReceipt>
  /** The wallet sent the batch; it is not mined yet. */
  onSent?: (hash: Hex, nonces: readonly number[]) => void
  /** The screen's follow-up once every transaction executed. */
  onSuccess?: (result: { hash: Hex; safeTxHashes: Hex[] }) => void
}) {
  const refresh = (safe: ExecuteBatchTransactionVariables['safe']) =>
    void invalidateSafeReads(queryClient, gateway, safe, READS_AFTER_EXECUTION)
  return mutationOptions({
    mutationKey: ['executeBatchTransaction'],
    mutationFn: async ({
      safe,
      batch,
      estimatedGas,
    }: ExecuteBatchTransactionVariables): Promise<{ hash: Hex; safeTxHashes: Hex[] }> => {
      if (!batch) throw new Error('These transactions cannot be executed together yet.')
      const result = await executeBatchTransaction({
        safeAddress: safe.address,
        call: batch.call,
        safeTxHashes: batch.safeTxHashes,
        gas: gasLimitFor(estimatedGas),
        sendTransaction: inWalletWords(sendTransaction),
        waitForReceipt,
        onSent: (hash) => onSent?.(hash, batch.nonces),
      })
      if (result.failed) throw new BatchExecutionFailedError(batch.nonces, result.segments)
      return { hash: result.hash, safeTxHashes: batch.safeTxHashes }
    },
    onSuccess: (result, { safe }) => {
      refresh(safe)
      onSuccess?.(result)
    },
    onError: (error, { safe }) => {
      if (error instanceof BatchExecutionFailedError) refresh(safe)
    },
  })
}
