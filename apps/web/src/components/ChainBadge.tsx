import type { ChainInfo } from '@assent/gateway-client'

/** The chain's name in its gateway theme colours. */
export function ChainBadge({ chain }: { chain: ChainInfo }) {
  return (
    <span
      className="chain-badge"
      data-testid="chain-badge"
      style={{ background: chain.theme?.backgroundColor, color: chain.theme?.textColor }}
    >
      {chain.chainName}
    </span>
  )
}
