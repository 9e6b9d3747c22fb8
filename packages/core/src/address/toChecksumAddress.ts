import { type Address, getAddress } from 'viem'

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * EIP-55 checksummed form of a 20-byte hex address, whatever its case.
 * @throws Error `Invalid address: <value>` if it is not 0x followed by 40 hex characters.
 */
export function toChecksumAddress(value: string): Address {
  if (!HEX_ADDRESS.test(value)) throw new Error(`Invalid address: ${value}`)
  return getAddress(value)
}
