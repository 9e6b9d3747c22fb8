import { sha256 } from 'viem'

const MASK_64 = (1n << 64n) - 1n
const TWO_TO_64 = 2 ** 64

const rotateLeft = (x: bigint, k: bigint) => ((x << k) | (x >> (64n - k))) & MASK_64

/** The generator the UR fountain code mixes its parts with; see {@link createXoshiro256}. */
export type Xoshiro256 = {
  /** The next 64-bit output. */
  next(): bigint
  /** A number in [0, 1): the output divided by 2^64. */
  nextDouble(): number
  /** An integer in [low, high], both included. */
  nextInt(low: number, high: number): number
}

/**
 * xoshiro256** seeded as BCR-2020-005 seeds it: SHA-256 of `seed`, read as four big-endian
 * 64-bit words. Sender and receiver of a fountain-coded UR run it from the same seed, so both
 * know which fragments a mixed part holds without sending the list.
 * @example createXoshiro256(new TextEncoder().encode('Wolf')).next()
 */
export function createXoshiro256(seed: Uint8Array): Xoshiro256 {
  const digest = sha256(seed, 'bytes')
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength)
  const s = [0, 1, 2, 3].map((i) => view.getBigUint64(i * 8)) as [bigint, bigint, bigint, bigint]
  const next = () => {
    const result = (rotateLeft((s[1] * 5n) & MASK_64, 7n) * 9n) & MASK_64
    const t = (s[1] << 17n) & MASK_64
    s[2] ^= s[0]
    s[3] ^= s[1]
    s[1] ^= s[2]
    s[0] ^= s[3]
    s[2] ^= t
    s[3] = rotateLeft(s[3], 45n)
    return result
  }
  // Number(bigint) rounds to the nearest double, as the reference's conversion does.
  const nextDouble = () => Number(next()) / TWO_TO_64
  return {
    next,
    nextDouble,
    nextInt: (low, high) => Math.floor(nextDouble() * (high - low + 1)) + low,
  }
}
