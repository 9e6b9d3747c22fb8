import type { ChainInfo, TransactionSummary } from '@assent/gateway-client'
import { formatUnits } from 'viem'

const HEADER = [
  'date_utc',
  'type',
  'direction',
  'status',
  'from',
  'to',
  'amount',
  'token_symbol',
  'token_address',
  'nonce',
  'tx_hash',
  'id',
]

/**
 * The history as CSV (RFC 4180, CRLF), one transaction per line, amounts in token units.
 * Cells that a spreadsheet would run as a formula (=, +, -, @) are prefixed with a quote so a
 * hostile token symbol cannot execute on the accountant's machine.
 */
export function historyToCsv(
  transactions: readonly TransactionSummary[],
  chain: Pick<ChainInfo, 'nativeCurrency'>,
  safeAddress: string,
): string {
  const lines = [HEADER, ...transactions.map((tx) => toCells(tx, chain, safeAddress))]
  return `${lines.map((cells) => cells.map(escapeCell).join(',')).join('\r\n')}\r\n`
}

function toCells(
  tx: TransactionSummary,
  chain: Pick<ChainInfo, 'nativeCurrency'>,
  safeAddress: string,
): string[] {
  const info = tx.txInfo
  let type: string = info.type
  let direction = ''
  let from = ''
  let to = ''
  let amount = ''
  let symbol = ''
  let tokenAddress = ''
  if (info.type === 'Transfer') {
    direction = info.direction
    from = info.sender.value
    to = info.recipient.value
    const transfer = info.transferInfo
    if (transfer.type === 'NATIVE_COIN') {
      amount = formatUnits(BigInt(transfer.value), chain.nativeCurrency.decimals)
      symbol = chain.nativeCurrency.symbol
    } else if (transfer.type === 'ERC20') {
      amount = formatUnits(BigInt(transfer.value), transfer.decimals ?? 0)
      symbol = transfer.tokenSymbol ?? ''
      tokenAddress = transfer.tokenAddress
    } else {
      amount = `#${transfer.tokenId}`
      symbol = transfer.tokenSymbol ?? ''
      tokenAddress = transfer.tokenAddress
    }
  } else if (info.type === 'Custom' && info.detailsUnavailable) {
    // Executed, but the gateway knows no call: leave target and amount empty, not 0 to the Safe.
    from = safeAddress
    type = 'DetailsUnavailable'
  } else if (info.type === 'Custom') {
    from = safeAddress
    to = info.to.value
    amount = formatUnits(BigInt(info.value || '0'), chain.nativeCurrency.decimals)
    symbol = chain.nativeCurrency.symbol
    type = info.isCancellation
      ? 'Rejection'
      : info.methodName
        ? `Custom:${info.methodName}`
        : 'Custom'
  } else if (info.type === 'SettingsChange') {
    from = safeAddress
    to = safeAddress
    type = `SettingsChange:${info.settingsInfo?.type ?? info.dataDecoded.method}`
  } else if (info.type === 'Creation') {
    from = info.creator.value
    to = safeAddress
  }
  if (tx.executionInfo?.type === 'MODULE') type = `Module:${type}`
  const nonce = tx.executionInfo?.type === 'MULTISIG' ? String(tx.executionInfo.nonce) : ''
  return [
    new Date(tx.timestamp).toISOString(),
    type,
    direction,
    tx.txStatus,
    from,
    to,
    amount,
    symbol,
    tokenAddress,
    nonce,
    tx.txHash ?? '',
    tx.id,
  ]
}

function escapeCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
