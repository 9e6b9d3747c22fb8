import { type Address, getAddress } from 'viem'
import { isChecksummedAddress } from './isChecksummedAddress'

// EIP-3770 short names follow the chain registry: letters, digits and dashes.
const SHORT_NAME = /^[A-Za-z0-9-]{1,32}$/
const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Reads an address with an optional EIP-3770 chain prefix (`eth:0x…`).
 * Mixed-case addresses must carry a correct EIP-55 checksum: a wrong one usually means a typo.
 * @returns the short name (if any) and the checksummed address.
 * @throws Error `Invalid EIP-3770 prefix: …`, `Invalid address: …` or `Invalid address checksum: …`.
 * @example parseEip3770('gno:0x…') // { shortName: 'gno', address: '0x…' }
 */
export function parseEip3770(value: string): { shortName?: string; address: Address } {
  const text = value.trim()
  const separator = text.lastIndexOf(':')
  const prefix = separator === -1 ? undefined : text.slice(0, separator)
  const addressText = separator === -1 ? text : text.slice(separator + 1)
  if (prefix !== undefined && !SHORT_NAME.test(prefix)) {
    throw new Error(`Invalid EIP-3770 prefix: ${prefix}`)
  }
  if (!HEX_ADDRESS.test(addressText)) throw new Error(`Invalid address: ${addressText}`)
  const isMixedCase =
    addressText.slice(2) !== addressText.slice(2).toLowerCase() &&
    addressText.slice(2) !== addressText.slice(2).toUpperCase()
  if (isMixedCase && !isChecksummedAddress(addressText)) {
    throw new Error(`Invalid address checksum: ${addressText}`)
  }
  const address = getAddress(addressText)
  return prefix === undefined ? { address } : { shortName: prefix, address }
}
