import type { Hex } from 'viem'

/** `value` lower-cased, still typed as hex (hashes and addresses are stored lower-case). */
export function lowercaseHex(value: Hex): Hex {
  return `0x${value.slice(2).toLowerCase()}`
}
