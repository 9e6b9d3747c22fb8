import { getAddress } from 'viem'

/** True if `value` is an address written exactly in its EIP-55 checksummed case. */
export function isChecksummedAddress(value: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(value) && getAddress(value) === value
}
