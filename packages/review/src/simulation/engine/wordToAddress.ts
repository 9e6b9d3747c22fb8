import { type Address, getAddress, type Hex } from 'viem'

/** The address in the low 20 bytes of a storage word; null for zero. */
export function wordToAddress(word: Hex | undefined): Address | null {
  const hex = (word ?? '0x').slice(2).padStart(64, '0').slice(-40)
  return /^0+$/.test(hex) ? null : getAddress(`0x${hex}`)
}
