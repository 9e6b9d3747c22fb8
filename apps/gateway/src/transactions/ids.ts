import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'
import { badRequest } from '../errors'
import { lowercaseHex } from '../wire/lowercaseHex'

/** A parsed transaction id (see COMMON.md "Transaction ids"). */
export type TransactionId =
  | { kind: 'multisig'; safe: Address; safeTxHash: Hex }
  | { kind: 'module'; safe: Address; txHash: Hex; logIndex: number }
  | { kind: 'transfer'; safe: Address; txHash: Hex; logIndex: number }
  | { kind: 'creation'; safe: Address }

/** `multisig_{safe}_{safeTxHash}` */
export const multisigTxId = (safe: string, safeTxHash: string) => `multisig_${safe}_${safeTxHash}`
/** `module_{safe}_{txHash}_{logIndex}` */
export const moduleTxId = (safe: string, txHash: string, logIndex: number) =>
  `module_${safe}_${txHash}_${logIndex}`
/** `transfer_{safe}_{txHash}_{logIndex}` */
export const transferTxId = (safe: string, txHash: string, logIndex: number) =>
  `transfer_${safe}_${txHash}_${logIndex}`
/** `creation_{safe}` */
export const creationTxId = (safe: string) => `creation_${safe}`

/** What a `transactions/{id}` request may name: any id kind, or a bare safeTxHash. */
export type RequestedTransactionId = TransactionId | { kind: 'safeTxHash'; safeTxHash: Hex }

const isHash = (value: string | undefined): value is Hex =>
  value !== undefined && value.length === 66 && isHex(value)

/**
 * Parses a transaction id, or a bare safeTxHash (read as a multisig tx of an unknown Safe,
 * `safe` left undefined). Returns null for anything malformed.
 */
export function parseTransactionId(id: string): RequestedTransactionId | null {
  if (isHash(id)) return { kind: 'safeTxHash', safeTxHash: lowercaseHex(id) }
  const [kind, safe, hash, logIndex, ...rest] = id.split('_')
  if (rest.length > 0 || safe === undefined || !isAddress(safe, { strict: false })) return null
  const address = getAddress(safe)
  if (kind === 'creation') return hash === undefined ? { kind, safe: address } : null
  if (!isHash(hash)) return null
  if (kind === 'multisig') {
    return logIndex === undefined ? { kind, safe: address, safeTxHash: lowercaseHex(hash) } : null
  }
  if (
    (kind === 'module' || kind === 'transfer') &&
    logIndex !== undefined &&
    /^\d+$/.test(logIndex)
  ) {
    return { kind, safe: address, txHash: lowercaseHex(hash), logIndex: Number(logIndex) }
  }
  return null
}

/**
 * The `{id}` path segment of `transactions/{id}`: the id as requested (for messages) and parsed;
 * a 400 `Invalid transaction id: …` when malformed.
 */
export function parseTransactionIdParam(id: string): {
  id: string
  parsed: RequestedTransactionId
} {
  const parsed = parseTransactionId(id)
  if (!parsed) throw badRequest(`Invalid transaction id: ${id}`)
  return { id, parsed }
}
