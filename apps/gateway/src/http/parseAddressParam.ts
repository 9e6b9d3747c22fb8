import { type Address, getAddress, isAddress } from 'viem'
import { badRequest } from '../errors'

/**
 * Validates an address from a path or query: 0x + 40 hex, and when mixed-case a valid EIP-55
 * checksum. Returns the checksummed address; throws a 400 otherwise.
 * @example parseAddressParam('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39F…2266'
 */
export function parseAddressParam(value: string, name = 'address'): Address {
  if (!isAddress(value, { strict: false })) throw badRequest(`Invalid ${name}: ${value}`)
  if (!isAddress(value, { strict: true })) {
    throw badRequest(`Invalid checksum ${name}: ${value}`)
  }
  return getAddress(value)
}
