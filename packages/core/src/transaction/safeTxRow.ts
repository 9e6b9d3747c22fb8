import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'
import type { Operation } from '../enums/transaction'
import { InvalidSafeTransactionError } from '../errors/BaseError'
import type { SafeTransactionData } from '../hash/types'

/**
 * The ten SafeTx fields as a database row or a JSON body keeps them: uints as decimal strings
 * (they exceed JavaScript numbers and JSON has no bigint), addresses checksummed.
 */
export type SafeTxRow = {
  to: Address
  value: string
  data: Hex
  operation: number
  safeTxGas: string
  baseGas: string
  gasPrice: string
  gasToken: Address
  refundReceiver: Address
  nonce: string
}

const UINT_FIELDS = ['value', 'safeTxGas', 'baseGas', 'gasPrice', 'nonce'] as const
const ADDRESS_FIELDS = ['to', 'gasToken', 'refundReceiver'] as const
const MAX_UINT256 = 2n ** 256n - 1n

/**
 * A SafeTx as a row: the one place its fields become columns.
 *
 * @example db.insert(multisigTransactions).values({ chainId, safeTxHash, ...toSafeTxRow(tx) })
 */
export function toSafeTxRow(tx: SafeTransactionData): SafeTxRow {
  return {
    to: getAddress(tx.to),
    value: tx.value.toString(),
    data: tx.data,
    operation: tx.operation,
    safeTxGas: tx.safeTxGas.toString(),
    baseGas: tx.baseGas.toString(),
    gasPrice: tx.gasPrice.toString(),
    gasToken: getAddress(tx.gasToken),
    refundReceiver: getAddress(tx.refundReceiver),
    nonce: tx.nonce.toString(),
  }
}

/**
 * The SafeTx a row holds, checked field by field (a row can hold any text): the inverse of
 * {@link toSafeTxRow}. Other properties of `row` (a stored row's other columns) are ignored.
 *
 * @throws InvalidSafeTransactionError `Invalid SafeTx: …` naming the first field a Safe could
 *   not take (not a decimal uint256, not an address, not hex bytes, an operation but 0 or 1).
 * @example const tx = fromSafeTxRow(storedRow); safeTxHash({ chainId, safeAddress, safeVersion, tx })
 */
export function fromSafeTxRow(row: SafeTxRow): SafeTransactionData {
  const uint = (field: (typeof UINT_FIELDS)[number]): bigint => {
    const text = row[field]
    if (typeof text !== 'string' || !/^\d{1,78}$/.test(text) || BigInt(text) > MAX_UINT256) {
      throw invalid(`${field} ${JSON.stringify(text)} is not a decimal uint256`)
    }
    return BigInt(text)
  }
  const address = (field: (typeof ADDRESS_FIELDS)[number]): Address => {
    const text = row[field]
    if (typeof text !== 'string' || !isAddress(text, { strict: false })) {
      throw invalid(`${field} ${JSON.stringify(text)} is not an address`)
    }
    return getAddress(text)
  }
  if (typeof row.data !== 'string' || !isHex(row.data, { strict: true }) || row.data.length % 2) {
    throw invalid(`data is not hex bytes`)
  }
  if (row.operation !== 0 && row.operation !== 1) {
    throw invalid(`operation ${JSON.stringify(row.operation)} is neither CALL (0) nor DELEGATE (1)`)
  }
  return {
    to: address('to'),
    value: uint('value'),
    data: row.data,
    operation: row.operation satisfies Operation,
    safeTxGas: uint('safeTxGas'),
    baseGas: uint('baseGas'),
    gasPrice: uint('gasPrice'),
    gasToken: address('gasToken'),
    refundReceiver: address('refundReceiver'),
    nonce: uint('nonce'),
  }
}

function invalid(reason: string): InvalidSafeTransactionError {
  return new InvalidSafeTransactionError(`Invalid SafeTx: ${reason}`)
}
