import { type Address, getAddress } from 'viem'

/** Checksummed addresses by the spelling they were asked for. */
const known = new Map<string, Address>()
/** Emptied whole past this size: the gateway asks for the same few addresses over and over. */
const MAX_KNOWN = 10_000

/**
 * The EIP-55 checksummed form of `address` (viem's `getAddress`, which throws on anything but
 * an address), remembered. A list page checksums a few hundred addresses, mostly the same ones;
 * viem's own caches move an entry to the end of two LRU maps on every hit, which took ~4 % of a
 * history page's CPU.
 */
export function checksummed(address: string): Address {
  const remembered = known.get(address)
  if (remembered) return remembered
  const value = getAddress(address)
  if (known.size >= MAX_KNOWN) known.clear()
  known.set(address, value)
  return value
}
