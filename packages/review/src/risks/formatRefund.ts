import { formatUnits, isAddressEqual, zeroAddress } from 'viem'
import type { RefundAssessment } from './assessRefund'

/** What is known of the refund token; `verified` when read from the chain, not the gateway. */
export type RefundTokenInfo = { symbol: string; decimals: number; verified: boolean }

/** Parameters of `formatRefund`: the refund, the chain's coin, and the refund token if known. */
export type FormatRefundParameters = Parameters<typeof formatRefund>

/** What `formatRefund` answers: one line of text. */
export type FormatRefundReturnType = string

/**
 * The refund ceiling in words: "up to 9.00004 ETH (9000040000000000000 base units)". Base units
 * are always shown, so a lying `decimals` can shift the human figure but never hide the raw one.
 * @example formatRefund(assessRefund(tx), { symbol: 'ETH', decimals: 18 }, undefined)
 */
export function formatRefund(
  refund: RefundAssessment,
  native: { symbol: string; decimals: number },
  token: RefundTokenInfo | undefined,
): FormatRefundReturnType {
  if (!refund.pays) return 'nothing (gasPrice is 0)'
  const isNative = isAddressEqual(refund.gasToken, zeroAddress)
  const unit = isNative ? { ...native, verified: true } : token
  const raw = `${refund.maxRefund.toString()} base units`
  if (!unit) return `up to ${raw} of token ${refund.gasToken} (decimals unknown)`
  const human = `up to ${formatUnits(refund.maxRefund, unit.decimals)} ${unit.symbol}`
  const source = unit.verified ? '' : ', symbol and decimals unverified'
  return `${human} (${raw}${isNative ? '' : ` of ${refund.gasToken}`}${source})`
}
