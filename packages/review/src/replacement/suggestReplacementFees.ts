import { type Eip1559Fees, minimumReplacementFees } from './minimumReplacementFees'

export type SuggestReplacementFeesParameters = {
  /** The fees of the pending transaction to replace. */
  original: Eip1559Fees
  /** What the chain asks now (e.g. viem's estimateFeesPerGas), when it could be read. */
  market?: Eip1559Fees
}

export type SuggestReplacementFeesReturnType = Eip1559Fees

/**
 * The fees to offer for a replacement: the chain's current fees, but never less than the
 * 10 % raise a replacement needs (the higher of the two, field by field).
 * @example const fees = suggestReplacementFees({ original, market: await client.estimateFeesPerGas() })
 */
export function suggestReplacementFees({
  original,
  market,
}: SuggestReplacementFeesParameters): SuggestReplacementFeesReturnType {
  const minimum = minimumReplacementFees(original)
  if (!market) return minimum
  const maxPriorityFeePerGas = larger(minimum.maxPriorityFeePerGas, market.maxPriorityFeePerGas)
  // A max fee below the priority fee is invalid; keep it at least that high.
  const maxFeePerGas = larger(
    larger(minimum.maxFeePerGas, market.maxFeePerGas),
    maxPriorityFeePerGas,
  )
  return { maxFeePerGas, maxPriorityFeePerGas }
}

function larger(a: bigint, b: bigint): bigint {
  return a > b ? a : b
}
