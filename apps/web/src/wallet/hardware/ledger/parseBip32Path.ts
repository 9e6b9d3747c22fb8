const HARDENED = 0x8000_0000
/** The Ethereum app derives at most ten levels (its BIP-32 parser's limit). */
const MAX_DEPTH = 10

/**
 * Parses a BIP-32 path such as `m/44'/60'/0'/0/0` into the 32-bit indices a Ledger receives,
 * hardened ones (`'` or `h`) with the top bit set.
 * @throws Error naming the path when it is not one (empty, too deep, an index out of range).
 * @example parseBip32Path("m/44'/60'/0'/0/0") // [0x8000002c, 0x8000003c, 0x80000000, 0, 0]
 */
export function parseBip32Path(path: string): number[] {
  const parts = path.trim().replace(/^m\//, '').split('/')
  const indices = parts.map((part) => {
    const match = /^(\d{1,10})(['h]?)$/.exec(part)
    const index = match ? Number(match[1]) : Number.NaN
    if (!match || !(index < HARDENED)) return Number.NaN
    return match[2] ? index + HARDENED : index
  })
  if (indices.length > MAX_DEPTH || indices.some((index) => Number.isNaN(index))) {
    throw new Error(`"${path}" is not a BIP-32 path like m/44'/60'/0'/0/0.`)
  }
  return indices
}
