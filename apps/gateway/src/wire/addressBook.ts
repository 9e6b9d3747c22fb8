import type { AddressEx, DataDecoded, ParamValue } from '@assent/gateway-client'
import { isAddress } from 'viem'
import { checksummed } from './checksummed'

/** Display data (name, logo) for addresses the gateway knows: Safe contracts and tokens. */
export type AddressBook = ReadonlyMap<string, { name: string | null; logoUri: string | null }>

/** An AddressEx for `address`, with a name and logo when the book knows it. */
export function addressEx(address: string, book?: AddressBook): AddressEx {
  const value = checksummed(address)
  const known = book?.get(value)
  return known
    ? { value, name: known.name, logoUri: known.logoUri }
    : { value, name: null, logoUri: null }
}

/**
 * The `addressInfoIndex` of tx data: every known address that appears in the decoded
 * parameters (also inside MultiSend actions), or null when none does.
 */
export function addressInfoIndex(
  decoded: DataDecoded | null,
  book: AddressBook,
): Record<string, AddressEx> | null {
  const index: Record<string, AddressEx> = {}
  const visitValue = (value: ParamValue): void => {
    if (Array.isArray(value)) for (const v of value) visitValue(v)
    else if (isAddress(value, { strict: false }) && book.has(checksummed(value))) {
      index[checksummed(value)] = addressEx(value, book)
    }
  }
  const visit = (data: DataDecoded | null | undefined): void => {
    for (const parameter of data?.parameters ?? []) {
      visitValue(parameter.value)
      for (const action of parameter.valueDecoded ?? []) {
        visitValue(action.to)
        visit(action.dataDecoded)
      }
    }
  }
  visit(decoded)
  return Object.keys(index).length > 0 ? index : null
}
