import type { Address, Hex } from 'viem'
import { ReplacementFeeTooLowError } from '../errors/replacement'
import { checkReplacementFees } from './checkReplacementFees'
import type { Eip1559Fees } from './minimumReplacementFees'

/** A transaction as it was sent: what a replacement at the same account nonce starts from. */
export type SentTransaction = Eip1559Fees & {
  hash: Hex
  from: Address
  to: Address
  data: Hex
  value: bigint
  /** The sender's account nonce (not the Safe's). */
  nonce: number
  /** The gas limit it was sent with. */
  gas: bigint
}

/** A speed-up resends the same call; a cancel sends nothing to oneself. */
export type ReplacementKind = 'speedUp' | 'cancel'

export type BuildReplacementTransactionParameters = {
  kind: ReplacementKind
  /** The original transaction. */
  original: SentTransaction
  /** The fees of the latest transaction sent at that nonce (the original, or a replacement). */
  pendingFees: Eip1559Fees
  /** The fees offered for the replacement. */
  fees: Eip1559Fees
}

/** The request to send: from the same account, at the same account nonce. */
export type BuildReplacementTransactionReturnType = Eip1559Fees & {
  kind: ReplacementKind
  from: Address
  to: Address
  data: Hex
  value: bigint
  nonce: number
  gas: bigint
}

/** A plain transfer's gas: the whole cost of a 0-value call to an account without code. */
const CANCEL_GAS = 21_000n

/**
 * Builds the replacement of a pending transaction: a speed-up (the same recipient, data, value
 * and gas limit) or a cancel (a 0-value transfer from the sender to itself), both at the
 * original's account nonce with `fees`, which must raise both fee fields of the pending
 * transaction by at least 10 %.
 * @throws ReplacementFeeTooLowError when `fees` is not enough of a raise (nothing is built)
 * @example
 * const request = buildReplacementTransaction({ kind: 'speedUp', original, pendingFees, fees })
 * await walletClient.sendTransaction(request)
 */
export function buildReplacementTransaction({
  kind,
  original,
  pendingFees,
  fees,
}: BuildReplacementTransactionParameters): BuildReplacementTransactionReturnType {
  if (fees.maxFeePerGas < fees.maxPriorityFeePerGas) {
    throw new ReplacementFeeTooLowError(
      'The max fee cannot be lower than the priority fee. Nothing was sent.',
    )
  }
  const check = checkReplacementFees({ original: pendingFees, offered: fees })
  if (!check.ok) throw new ReplacementFeeTooLowError(check.reason)
  const feeFields = {
    maxFeePerGas: fees.maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
  }
  if (kind === 'cancel') {
    return {
      kind,
      from: original.from,
      to: original.from,
      data: '0x',
      value: 0n,
      nonce: original.nonce,
      gas: CANCEL_GAS,
      ...feeFields,
    }
  }
  return {
    kind,
    from: original.from,
    to: original.to,
    data: original.data,
    value: original.value,
    nonce: original.nonce,
    gas: original.gas,
    ...feeFields,
  }
}
