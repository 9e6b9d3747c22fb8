import {
  type ChainInfo,
  cleanDisplayText,
  describeTransaction,
  type TransactionInfo,
} from '@assent/gateway-client'
import type { Address, Hex } from 'viem'
import type { GatewayDeps } from '../deps'
import { getTransactionDetails } from '../transactions/getTransactionDetails'
import { multisigTxId } from '../transactions/ids'

/** `0x1234…abcd`: enough of an address to tell it in one line. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * One line saying what a transaction does, for a mail's subject and text: the app's own title
 * (describeTransaction: "Send 1.5 ETH", "Add owner", "Batch of 3 actions") with the recipient of
 * an outgoing transfer. Cleaned as a whole — no bidi, invisible or line-break characters, at most
 * 80 characters — so a token's symbol cannot rewrite the subject line.
 */
export function transactionTitle(
  info: TransactionInfo,
  chain: Pick<ChainInfo, 'nativeCurrency'>,
): string {
  const to =
    info.type === 'Transfer' && info.direction !== 'INCOMING'
      ? ` to ${shortAddress(info.recipient.value)}`
      : ''
  return cleanDisplayText(`${describeTransaction(info, chain)}${to}`)
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 80)
    .trim()
}

/** The mail worker's title of a queued transaction, from the gateway's own details of it. */
export function describeTransactionFor(deps: GatewayDeps) {
  return async (chainId: number, safe: Address, safeTxHash: Hex): Promise<string> => {
    const chain = deps.chains.get(chainId)
    if (!chain) throw new Error(`chain ${chainId} is not served`)
    const details = await getTransactionDetails(deps, chain, {
      id: multisigTxId(safe, safeTxHash),
      parsed: { kind: 'multisig', safe, safeTxHash },
    })
    return transactionTitle(details.txInfo, chain.info)
  }
}
