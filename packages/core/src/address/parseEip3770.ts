import { type Address, getAddress } from 'viem'
import { isChecksummedAddress } from './isChecksummedAddress'
import { splitEip3770 } from './splitEip3770'

/**
 * Reads an address with an optional EIP-3770 chain prefix (`eth:0x…`).
 * Mixed-case addresses must carry a correct EIP-55 checksum: a wrong one usually means a typo.
 * @returns the short name (if any) and the checksummed address.
 * @throws Error `Invalid EIP-3770 prefix: …`, `Invalid address: …` or `Invalid address checksum: …`.
 * @example parseEip3770('gno:0x…') // { shortName: 'gno', address: '0x…' }
 */
export function parseEip3770(value: string): { shortName?: string; address: Address } {
  const { shortName, addressText } = splitEip3770(value)
  const isMixedCase =
    addressText.slice(2) !== addressText.slice(2).toLowerCase() &&
    addressText.slice(2) !== addressText.slice(2).toUpperCase()
  if (isMixedCase && !isChecksummedAddress(addressText)) {
    throw new Error(`Invalid address checksum: ${addressText}`)
  }
  const address = getAddress(addressText)
  return shortName === undefined ? { address } : { shortName, address }
}
