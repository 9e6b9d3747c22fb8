import { createXoshiro256 } from '../fountain/xoshiro256'

/**
 * Test data only: the specification's test message (BCR-2020-005's `makeMessage`), `size`
 * bytes drawn from the generator seeded with `seed`.
 */
export function wolfMessage(size: number, seed = 'Wolf'): Uint8Array {
  const rng = createXoshiro256(new TextEncoder().encode(seed))
  return Uint8Array.from({ length: size }, () => rng.nextInt(0, 255))
}
