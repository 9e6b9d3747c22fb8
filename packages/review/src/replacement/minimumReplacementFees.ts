/** The two EIP-1559 fee fields a replacement must both raise. */
export type Eip1559Fees = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

export type MinimumReplacementFeesParameters = Eip1559Fees
export type MinimumReplacementFeesReturnType = Eip1559Fees

/** The raise nodes ask of a replacement at the same account nonce (geth's default price bump). */
export const REPLACEMENT_BUMP_PERCENT = 10n

/**
 * The lowest fees a node accepts for a transaction that replaces one sent with `original`:
 * maxFeePerGas and maxPriorityFeePerGas each at least 10 % higher, rounded up to the wei.
 * @example minimumReplacementFees({ maxFeePerGas: 100n, maxPriorityFeePerGas: 3n }) // { 110n, 4n }
 */
export function minimumReplacementFees(
  original: MinimumReplacementFeesParameters,
): MinimumReplacementFeesReturnType {
  return {
    maxFeePerGas: bumped(original.maxFeePerGas),
    maxPriorityFeePerGas: bumped(original.maxPriorityFeePerGas),
  }
}

/** `value` plus 10 %, rounded up; never equal to a positive `value` even when 10 % rounds to 0. */
function bumped(value: bigint): bigint {
  const scaled = value * (100n + REPLACEMENT_BUMP_PERCENT)
  const raised = scaled / 100n + (scaled % 100n === 0n ? 0n : 1n)
  return raised > value ? raised : value + 1n
}
