import type { Address } from 'viem'
import { toChecksumAddress } from './toChecksumAddress'

/**
 * Writes `shortName:0xChecksummedAddress` (EIP-3770).
 * @throws Error `Invalid EIP-3770 prefix: …` or `Invalid address: …`.
 */
export function formatEip3770(shortName: string, address: Address): string {
  if (!/^[A-Za-z0-9-]{1,32}$/.test(shortName)) {
    throw new Error(`Invalid EIP-3770 prefix: ${shortName}`)
  }
  return `${shortName}:${toChecksumAddress(address)}`
}
