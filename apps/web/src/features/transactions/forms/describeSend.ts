import { type Address, formatUnits } from 'viem'
import { shortenAddress } from '../../../components/shortenAddress'
import type { AmountUnit } from './chooseAmountUnit'

/**
 * The one-line title of a send ("Send 1 aUSD to 0x7099…79C8"), with the amount in the unit the
 * form read it in: the chain's decimals and the contract's symbol, or plain base units. Never
 * the gateway's decimals or (for a token) its symbol: the title is what the signer goes by.
 * @example describeSend({ unit, amount: 1_000_000n, token, recipient }) // "Send 1 aUSD to …"
 */
export function describeSend({
  unit,
  amount,
  token,
  recipient,
}: {
  unit: Exclude<AmountUnit, { kind: 'loading' }>
  amount: bigint
  token: string
  recipient: Address
}): string {
  const to = shortenAddress(recipient)
  const name = unit.symbol ?? `token ${shortenAddress(token)}`
  if (unit.kind === 'baseUnits') return `Send ${amount} base units of ${name} to ${to}`
  return `Send ${formatUnits(amount, unit.decimals)} ${name} to ${to}`
}
