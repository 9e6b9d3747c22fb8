import {
  type Address,
  getAddress,
  type Hex,
  type Transaction,
  TransactionNotFoundError,
} from 'viem'
import type { PendingExecution } from './pendingExecutionsStore'

export type TrackPendingExecutionParams = {
  safe: { chainId: string; address: Address }
  safeTxHash: Hex
  safeNonce: bigint
  /** The execution's transaction hash, as the wallet answered it. */
  hash: Hex
  /** Reads a transaction by hash from the chain (pending ones included). */
  getTransaction: (hash: Hex) => Promise<Transaction>
  /** Waits between reads while the node does not know the transaction yet. */
  delay?: (ms: number) => Promise<void>
}

/** Reads a just-sent transaction a few times: a wallet's own node may pass it on a moment later. */
const READ_ATTEMPTS = 5
const READ_INTERVAL_MS = 1_000

/**
 * Reads back how the wallet sent an execution (its account nonce, fees, gas and call) so it can
 * be followed, sped up or cancelled later, even after a reload. Answers null when the chain does
 * not know it after a few tries (then there is nothing to replace).
 * @example const record = await trackPendingExecution({ safe, safeTxHash, safeNonce, hash, getTransaction })
 */
export async function trackPendingExecution({
  safe,
  safeTxHash,
  safeNonce,
  hash,
  getTransaction,
  delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: TrackPendingExecutionParams): Promise<PendingExecution | null> {
  for (let attempt = 0; attempt < READ_ATTEMPTS; attempt++) {
    const sent = await getTransaction(hash).catch((error: unknown) => {
      if (error instanceof TransactionNotFoundError) return null
      throw error
    })
    if (sent?.to) {
      // A legacy transaction pays gasPrice as both its fee cap and its tip.
      const maxFeePerGas = sent.maxFeePerGas ?? sent.gasPrice ?? 0n
      const maxPriorityFeePerGas = sent.maxPriorityFeePerGas ?? sent.gasPrice ?? 0n
      return {
        chainId: safe.chainId,
        safeAddress: safe.address,
        safeTxHash,
        safeNonce: safeNonce.toString(),
        from: getAddress(sent.from),
        nonce: sent.nonce,
        to: getAddress(sent.to),
        data: sent.input,
        value: sent.value.toString(),
        gas: sent.gas.toString(),
        attempts: [
          {
            kind: 'original',
            hash,
            maxFeePerGas: maxFeePerGas.toString(),
            maxPriorityFeePerGas: maxPriorityFeePerGas.toString(),
          },
        ],
      }
    }
    await delay(READ_INTERVAL_MS)
  }
  return null
}
