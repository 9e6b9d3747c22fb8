import { formatTokenAmount } from '@assent/gateway-client'
import type { LocalCall } from '@assent/review'
import { useVerifiedTokenInfo } from '../../../verification-rpc/useVerifiedTokenInfo'

/** ERC-20 methods whose last parameter is an amount in the token's base units. */
const AMOUNT_METHODS = new Set(['transfer', 'approve', 'transferFrom'])

/**
 * For an ERC-20 transfer or approval, the amount in the token's own units: decimals and symbol
 * read from the token contract through the verification RPC, never the gateway. Nothing for
 * contracts without decimals() (ERC-721 shares these selectors) or when the token cannot be
 * read: the raw parameter stays the truth then.
 */
export function TokenAmountRow({ call, chainId }: { call: LocalCall; chainId: string }) {
  const amount = call.method && AMOUNT_METHODS.has(call.method) ? call.params.at(-1) : undefined
  const token = useVerifiedTokenInfo(chainId, amount ? call.to : undefined)
  if (!amount || !/^\d+$/.test(amount.value)) return null
  if (token.status !== 'verified' || token.decimals === null) return null
  return (
    <>
      <dt>Amount</dt>
      <dd data-testid="token-amount" title="Decimals and symbol read from the token contract">
        {formatTokenAmount(amount.value, token.decimals, { maxFractionDigits: token.decimals })}{' '}
        {token.symbol ?? 'tokens'}
      </dd>
    </>
  )
}
