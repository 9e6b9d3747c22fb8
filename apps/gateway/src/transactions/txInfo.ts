import type {
  DataDecoded,
  TransactionInfo,
  TransferInfo,
  TransferTransactionInfo,
} from '@assent/gateway-client'
import type { Address } from 'viem'
import { type AddressBook, addressEx } from '../wire/addressBook'
import { checksummed } from '../wire/checksummed'
import { settingsInfo } from './settingsInfo'

/** Token metadata as stored in the tokens table. */
export type TokenMeta = {
  address: string
  type: 'ERC20' | 'ERC721'
  name: string
  symbol: string
  decimals: number | null
  logoUri: string | null
}

/** The call a transaction makes (multisig or module). */
export type SafeCall = {
  to: string
  value: string
  data: string
  operation: number
  /** Refund fields of a multisig tx (module txs have none). */
  baseGas?: string
  gasPrice?: string
  gasToken?: string
  refundReceiver?: string
}

/** Whether a multisig tx pays a gas refund (or could): then it is no cancellation. */
function setsRefund(call: SafeCall): boolean {
  const nonZero = (value: string | undefined) => value !== undefined && !/^0*$/.test(value)
  const nonZeroAddress = (value: string | undefined) =>
    value !== undefined && value !== '' && BigInt(value) !== 0n
  return (
    nonZero(call.baseGas) ||
    nonZero(call.gasPrice) ||
    nonZeroAddress(call.gasToken) ||
    nonZeroAddress(call.refundReceiver)
  )
}

const argument = (decoded: DataDecoded, index: number): string => {
  const value = decoded.parameters?.[index]?.value
  return typeof value === 'string' ? value : ''
}

/** Transfer direction as seen from `safe`. */
export function transferDirection(safe: string, from: string, to: string) {
  if (checksummed(from) === checksummed(safe)) return 'OUTGOING'
  if (checksummed(to) === checksummed(safe)) return 'INCOMING'
  return 'UNKNOWN'
}

/** TransferInfo of a token movement, with the token's metadata when it is known. */
export function tokenTransferInfo(
  type: 'ERC20' | 'ERC721',
  tokenAddress: string,
  amountOrId: string,
  token: TokenMeta | undefined,
): TransferInfo {
  const meta = {
    tokenAddress: checksummed(tokenAddress),
    tokenName: token?.name ?? null,
    tokenSymbol: token?.symbol ?? null,
    logoUri: token?.logoUri ?? null,
    trusted: token !== undefined,
  }
  return type === 'ERC20'
    ? { type, ...meta, decimals: token?.decimals ?? null, value: amountOrId, imitation: false }
    : { type, ...meta, tokenId: amountOrId }
}

/** A token transfer made by the calldata of a Safe call, or null when it is not one. */
function tokenTransfer(
  safe: Address,
  call: SafeCall,
  decoded: DataDecoded,
  tokens: ReadonlyMap<string, TokenMeta>,
  book: AddressBook,
): TransferTransactionInfo | null {
  if (call.operation !== 0 || BigInt(call.value) !== 0n) return null
  const token = tokens.get(checksummed(call.to))
  let from: string
  let to: string
  let amount: string
  let type: 'ERC20' | 'ERC721'
  const args = decoded.parameters?.length ?? 0
  if (decoded.method === 'transfer' && args === 2) {
    ;[from, to, amount] = [safe, argument(decoded, 0), argument(decoded, 1)]
    type = 'ERC20'
  } else if (decoded.method === 'transferFrom' && args === 3) {
    ;[from, to, amount] = [argument(decoded, 0), argument(decoded, 1), argument(decoded, 2)]
    // transferFrom has the same selector on both standards; the token table tells them apart.
    type = token?.type ?? 'ERC20'
  } else if (decoded.method === 'safeTransferFrom' && (args === 3 || args === 4)) {
    ;[from, to, amount] = [argument(decoded, 0), argument(decoded, 1), argument(decoded, 2)]
    type = 'ERC721'
  } else return null
  if (token && token.type !== type) return null
  return {
    type: 'Transfer',
    sender: addressEx(from, book),
    recipient: addressEx(to, book),
    direction: transferDirection(safe, from, to),
    transferInfo: tokenTransferInfo(type, call.to, amount, token),
  }
}

/**
 * What a call made by `safe` does, for lists and details: a native or token Transfer, a
 * SettingsChange of the Safe itself, or a Custom call (MultiSend batches count their actions;
 * a zero-value empty call to the Safe that pays no gas refund is a cancellation).
 */
export function buildTxInfo(
  safe: Address,
  call: SafeCall,
  decoded: DataDecoded | null,
  tokens: ReadonlyMap<string, TokenMeta>,
  book: AddressBook,
): TransactionInfo {
  const to = checksummed(call.to)
  const isEmpty = call.data === '0x' || call.data === ''
  if (isEmpty && BigInt(call.value) > 0n && call.operation === 0) {
    return {
      type: 'Transfer',
      sender: addressEx(safe, book),
      recipient: addressEx(to, book),
      direction: transferDirection(safe, safe, to),
      transferInfo: { type: 'NATIVE_COIN', value: call.value },
    }
  }
  if (decoded) {
    if (to === checksummed(safe) && call.operation === 0) {
      const settings = settingsInfo(decoded, book)
      if (settings) return { type: 'SettingsChange', dataDecoded: decoded, settingsInfo: settings }
    }
    const transfer = tokenTransfer(safe, call, decoded, tokens, book)
    if (transfer) return transfer
  }
  const actions = decoded?.method === 'multiSend' ? decoded.parameters?.[0]?.valueDecoded : null
  return {
    type: 'Custom',
    to: addressEx(to, book),
    dataSize: String(isEmpty ? 0 : (call.data.length - 2) / 2),
    value: call.value,
    methodName: decoded?.method ?? null,
    actionCount: actions ? actions.length : null,
    // An empty call to the Safe that sets refund fields still pays the refund receiver.
    isCancellation:
      isEmpty &&
      BigInt(call.value) === 0n &&
      to === checksummed(safe) &&
      call.operation === 0 &&
      !setsRefund(call),
  }
}
