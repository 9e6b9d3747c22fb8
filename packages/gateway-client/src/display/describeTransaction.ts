import type { ChainInfo } from '../types/chains'
import type { TransactionInfo } from '../types/transactionInfo'
import { formatTokenAmount } from './formatTokenAmount'

const settingsLabels: Record<string, string> = {
  SET_FALLBACK_HANDLER: 'Set fallback handler',
  ADD_OWNER: 'Add owner',
  REMOVE_OWNER: 'Remove owner',
  SWAP_OWNER: 'Swap owner',
  CHANGE_THRESHOLD: 'Change threshold',
  CHANGE_IMPLEMENTATION: 'Change implementation',
  ENABLE_MODULE: 'Enable module',
  DISABLE_MODULE: 'Disable module',
  SET_GUARD: 'Set guard',
  DELETE_GUARD: 'Remove guard',
}

/** Title of an execution the gateway knows only by its outcome event (no call data). */
export const UNAVAILABLE_TITLE = 'Executed transaction — details unavailable (RPC without tracing)'

/**
 * Whether the gateway knows a transaction only by its execution event (Assent's
 * `detailsUnavailable`): no call fields, no signatures, nothing to verify or decode.
 */
export function isDetailsUnavailable(info: TransactionInfo): boolean {
  return info.type === 'Custom' && info.detailsUnavailable === true
}

/** A one-line human title of a transaction for lists ("Send 1.5 ETH", "Add owner"). */
export function describeTransaction(
  info: TransactionInfo,
  chain: Pick<ChainInfo, 'nativeCurrency'> | undefined,
): string {
  switch (info.type) {
    case 'Transfer': {
      const verb = info.direction === 'INCOMING' ? 'Receive' : 'Send'
      const transfer = info.transferInfo
      if (transfer.type === 'NATIVE_COIN') {
        const decimals = chain?.nativeCurrency.decimals ?? 18
        return `${verb} ${formatTokenAmount(transfer.value, decimals)} ${chain?.nativeCurrency.symbol ?? ''}`.trim()
      }
      if (transfer.type === 'ERC20') {
        return `${verb} ${formatTokenAmount(transfer.value, transfer.decimals)} ${transfer.tokenSymbol ?? 'tokens'}`
      }
      return `${verb} NFT`
    }
    case 'SettingsChange':
      return info.settingsInfo
        ? (settingsLabels[info.settingsInfo.type] ?? info.settingsInfo.type)
        : 'Settings change'
    case 'Custom':
      // Only the execution's event is known: the gateway's RPC could not trace the call.
      if (info.detailsUnavailable) return UNAVAILABLE_TITLE
      if (info.isCancellation) return 'On-chain rejection'
      if (info.actionCount) return `Batch of ${info.actionCount} actions`
      return info.methodName ? `Call ${info.methodName}` : 'Contract interaction'
    case 'Creation':
      return 'Safe created'
    default:
      return 'Transaction'
  }
}
