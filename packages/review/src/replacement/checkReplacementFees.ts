import { formatGwei } from 'viem'
import { type Eip1559Fees, minimumReplacementFees } from './minimumReplacementFees'

export type CheckReplacementFeesParameters = {
  /** The fees of the pending transaction to replace (the latest sent at that account nonce). */
  original: Eip1559Fees
  /** The fees offered for the replacement. */
  offered: Eip1559Fees
}

export type CheckReplacementFeesReturnType =
  | { ok: true }
  | { ok: false; reason: string; minimum: Eip1559Fees }

/**
 * Whether `offered` may replace a pending transaction sent with `original`: both maxFeePerGas
 * and maxPriorityFeePerGas raised by at least 10 %. A lower or equal offer would be refused by
 * the node (or silently kept out of its pool), so it is refused here first, in words that name
 * the minimum.
 * @example
 * const check = checkReplacementFees({ original, offered })
 * if (!check.ok) show(check.reason)
 */
export function checkReplacementFees({
  original,
  offered,
}: CheckReplacementFeesParameters): CheckReplacementFeesReturnType {
  const minimum = minimumReplacementFees(original)
  const tooLow: string[] = []
  if (offered.maxFeePerGas < minimum.maxFeePerGas) {
    tooLow.push(`max fee ${formatGwei(minimum.maxFeePerGas)} gwei`)
  }
  if (offered.maxPriorityFeePerGas < minimum.maxPriorityFeePerGas) {
    tooLow.push(`priority fee ${formatGwei(minimum.maxPriorityFeePerGas)} gwei`)
  }
  if (tooLow.length === 0) return { ok: true }
  return {
    ok: false,
    minimum,
    reason: `The new fees must be at least 10 % above the pending transaction's: at least ${tooLow.join(' and ')}. Nothing was sent.`,
  }
}
