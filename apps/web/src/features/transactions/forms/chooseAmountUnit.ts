import type { SafeBalanceItem } from '@assent/gateway-client'
import type { VerifiedTokenInfo } from '../../../verification-rpc/useVerifiedTokenInfo'

/** The native coin is counted in wei on every EVM chain, whatever a gateway says. */
export const NATIVE_DECIMALS = 18

/**
 * How the amount of a send is typed: in whole tokens with decimals the chain vouches for, or in
 * base units when the decimals cannot be read (never with the gateway's unchecked decimals).
 */
export type AmountUnit =
  | { kind: 'loading'; message: string }
  | {
      kind: 'decimals'
      decimals: number
      /** The token's symbol as its contract (or, for the native coin, the chain) names it. */
      symbol: string | null
      /** Where the decimals come from, for the hint under the amount. */
      source: string
      /** What the gateway claims differently from the chain: it is wrong or lying. */
      mismatches: readonly string[]
    }
  | {
      kind: 'baseUnits'
      /** The contract's symbol when it answered one; never the gateway's. */
      symbol: string | null
      /** Why the decimals are unknown, and that the gateway's are not used. */
      reason: string
    }

/**
 * The unit the send form reads its amount in, for the gateway's balance row `item` and what the
 * token contract answered through the verification RPC (`onChain`; ignored for the native coin).
 * @example chooseAmountUnit(item, useVerifiedTokenInfo(chainId, item.tokenInfo.address))
 */
export function chooseAmountUnit(item: SafeBalanceItem, onChain: VerifiedTokenInfo): AmountUnit {
  const claimed = item.tokenInfo
  if (claimed.type === 'NATIVE_TOKEN') {
    return {
      kind: 'decimals',
      decimals: NATIVE_DECIMALS,
      symbol: claimed.symbol,
      source: 'the native coin is counted in wei on every EVM chain',
      mismatches:
        claimed.decimals !== null && claimed.decimals !== NATIVE_DECIMALS
          ? [
              `The gateway says ${claimed.symbol} has ${claimed.decimals} decimals, but the native coin has ${NATIVE_DECIMALS} (wei) on every EVM chain: the gateway is wrong or lying. The amount is read with ${NATIVE_DECIMALS} decimals.`,
            ]
          : [],
    }
  }
  if (onChain.status === 'loading') {
    return {
      kind: 'loading',
      message: `Reading the token's decimals from its contract through ${onChain.label}…`,
    }
  }
  const gatewayClaim =
    claimed.decimals === null
      ? 'The gateway gives no decimals for it.'
      : `The gateway says ${claimed.decimals} decimals, which cannot be checked and is not used.`
  if (onChain.status === 'unverified') {
    return { kind: 'baseUnits', symbol: null, reason: `${onChain.reason} ${gatewayClaim}` }
  }
  if (onChain.decimals === null) {
    return {
      kind: 'baseUnits',
      symbol: onChain.symbol,
      reason: `The token contract does not answer decimals() (it reverts or is not an ERC-20). ${gatewayClaim}`,
    }
  }
  const mismatches: string[] = []
  if (claimed.decimals !== null && claimed.decimals !== onChain.decimals) {
    mismatches.push(
      `The gateway says this token has ${claimed.decimals} decimals, but the token contract says ${onChain.decimals}: the gateway is wrong or lying. The amount is read with the contract's ${onChain.decimals} decimals.`,
    )
  }
  if (onChain.symbol !== null && claimed.symbol !== onChain.symbol) {
    mismatches.push(
      `The gateway calls this token "${claimed.symbol}", but the token contract says "${onChain.symbol}".`,
    )
  }
  return {
    kind: 'decimals',
    decimals: onChain.decimals,
    symbol: onChain.symbol,
    source: `read from the token contract through ${onChain.label}`,
    mismatches,
  }
}
