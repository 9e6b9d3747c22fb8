import { cleanDisplayText, type TransactionInfo } from '@assent/gateway-client'
import { type Address, formatUnits, type Hex } from 'viem'
import type { GatewayDeps } from '../deps'
import { getTransactionDetails } from '../transactions/getTransactionDetails'
import { multisigTxId } from '../transactions/ids'

/** `0x1234…abcd`: enough of an address to tell it in one line. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Settings changes as owners read them; the method name for the rest. */
const SETTINGS_TITLES: Record<string, string> = {
  ADD_OWNER: 'Add an owner',
  REMOVE_OWNER: 'Remove an owner',
  SWAP_OWNER: 'Replace an owner',
  CHANGE_THRESHOLD: 'Change the threshold',
  CHANGE_IMPLEMENTATION: 'Change the Safe’s implementation',
  ENABLE_MODULE: 'Enable a module',
  DISABLE_MODULE: 'Disable a module',
  SET_GUARD: 'Set a transaction guard',
  DELETE_GUARD: 'Remove the transaction guard',
  SET_FALLBACK_HANDLER: 'Change the fallback handler',
}

/** A token's text from the chain, made safe for a mail subject (no bidi or invisible characters). */
function clean(text: string | null | undefined, fallback: string): string {
  const cleaned = cleanDisplayText(text ?? '')
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 24)
    .trim()
  return cleaned === '' ? fallback : cleaned
}

/**
 * One line saying what a transaction does, from the gateway's own decoding, for a mail's subject
 * and text ("Send 1.5 ETH to 0x1234…abcd", "Add an owner", "Batch of 3 actions"). Every string
 * a contract supplies is cleaned first: a token's symbol must not rewrite the subject line.
 */
export function transactionTitle(info: TransactionInfo, nativeSymbol: string): string {
  switch (info.type) {
    case 'Transfer': {
      const to = shortAddress(info.recipient.value)
      const transfer = info.transferInfo
      if (transfer.type === 'NATIVE_COIN') {
        return `Send ${formatUnits(BigInt(transfer.value), 18)} ${clean(nativeSymbol, 'ETH')} to ${to}`
      }
      if (transfer.type === 'ERC20') {
        const symbol = clean(transfer.tokenSymbol, 'tokens')
        const amount =
          transfer.decimals == null
            ? `${transfer.value} base units of`
            : formatUnits(BigInt(transfer.value), transfer.decimals)
        return `Send ${amount} ${symbol} to ${to}`
      }
      return `Send ${clean(transfer.tokenSymbol, 'NFT')} #${clean(transfer.tokenId, '?')} to ${to}`
    }
    case 'SettingsChange': {
      const kind = info.settingsInfo?.type
      return (kind && SETTINGS_TITLES[kind]) ?? clean(info.dataDecoded.method, 'Settings change')
    }
    case 'Custom':
      if (info.isCancellation) return 'Reject (replace) a queued transaction'
      if (info.actionCount != null) return `Batch of ${info.actionCount} actions`
      return info.methodName
        ? `Call ${clean(info.methodName, 'a method')} on ${shortAddress(info.to.value)}`
        : `Call ${shortAddress(info.to.value)}`
    default:
      return 'Transaction'
  }
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
    return transactionTitle(details.txInfo, chain.info.nativeCurrency.symbol)
  }
}
