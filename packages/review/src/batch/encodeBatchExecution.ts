import {
  encodeExecTransaction,
  encodeMultiSendCall,
  Operation,
  SAFE_DEPLOYMENTS,
  type SafeTransactionData,
} from '@assent/core'
import type { Address, Hex } from 'viem'
import { ReviewError } from '../errors/base'

/** One transaction of a batch execution: the SafeTx and its packed execTransaction signatures. */
export type BatchExecutionItem = { tx: SafeTransactionData; signatures: Hex }

/** Parameters of `encodeBatchExecution`. */
export type EncodeBatchExecutionParameters = {
  safeAddress: Address
  /** The Safe's version (its VERSION on chain when read), e.g. "1.4.1" or "1.3.0+L2". */
  safeVersion: string
  /** In nonce order, consecutive; each with enough signatures to execute on its own. */
  items: readonly BatchExecutionItem[]
}

/** What `encodeBatchExecution` answers: the one transaction the executor sends. */
export type EncodeBatchExecutionReturnType = { to: Address; data: Hex; value: 0n }

/**
 * The one on-chain transaction that executes several queued transactions, as Safe{Wallet}'s
 * batch execute does: a CALL from the executor to the canonical MultiSendCallOnly of the Safe's
 * version, whose entries are `execTransaction` calls to the Safe, each with its signatures.
 * Inside it the Safe sees MultiSendCallOnly as msg.sender, so a pre-validated "the sender is an
 * owner" signature would not hold: only real signatures belong in `items`.
 * @throws ReviewError for a Safe older than 1.3.0 (no MultiSendCallOnly), fewer than two items,
 * or nonces that are not consecutive and ascending
 * @example
 * const { to, data } = encodeBatchExecution({ safeAddress, safeVersion: '1.4.1', items })
 * await walletClient.sendTransaction({ to, data })
 */
export function encodeBatchExecution({
  safeAddress,
  safeVersion,
  items,
}: EncodeBatchExecutionParameters): EncodeBatchExecutionReturnType {
  if (items.length < 2) {
    throw new ReviewError('A batch execution needs at least two transactions.')
  }
  items.forEach((item, index) => {
    const previous = items[index - 1]
    if (previous && item.tx.nonce !== previous.tx.nonce + 1n) {
      throw new ReviewError(
        `The batch's nonces must follow one another: #${item.tx.nonce} comes after #${previous.tx.nonce}.`,
      )
    }
  })
  return {
    to: batchMultiSendCallOnly(safeVersion),
    data: encodeMultiSendCall(
      items.map((item) => ({
        operation: Operation.CALL,
        to: safeAddress,
        value: 0n,
        data: encodeExecTransaction(item.tx, item.signatures),
      })),
    ),
    value: 0n,
  }
}

/** Parameters of `batchMultiSendCallOnly`: the Safe's version. */
export type BatchMultiSendCallOnlyParameters = Parameters<typeof batchMultiSendCallOnly>

/** What `batchMultiSendCallOnly` answers: the contract's address. */
export type BatchMultiSendCallOnlyReturnType = Address

/**
 * The canonical MultiSendCallOnly deployed with the Safe's version (1.3.0 and 1.4.1).
 * @throws ReviewError for other versions
 */
export function batchMultiSendCallOnly(safeVersion: string): BatchMultiSendCallOnlyReturnType {
  const version = /^\d+\.\d+\.\d+/.exec(safeVersion)?.[0]
  if (version === '1.4.1' || version === '1.3.0') return SAFE_DEPLOYMENTS[version].multiSendCallOnly
  throw new ReviewError(
    `Executing several transactions at once needs a Safe 1.3.0 or 1.4.1 (with its MultiSendCallOnly); this Safe is ${safeVersion || 'of an unknown version'}.`,
  )
}
