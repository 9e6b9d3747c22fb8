import { createXoshiro256, type Xoshiro256 } from './xoshiro256'

/** Which part of a fountain-coded UR: its sequence number, the fragment count, the checksum. */
export type ChooseFragmentsParameters = { seq: number; count: number; checksum: number }

/**
 * The fragments (0-based, ascending) XOR-ed into part `seq` of a fountain-coded UR
 * (BCR-2020-005). Parts 1…count are the fragments themselves; a later ("mixed") part holds a
 * pseudo-random set drawn from a generator seeded with the sequence number and the message's
 * checksum, with degree d chosen with weight 1/d, so the receiver knows the set unsent.
 * @example chooseFragments({ seq: 12, count: 11, checksum }) // [2, 5, 6, 8, 9, 10]
 */
export function chooseFragments({ seq, count, checksum }: ChooseFragmentsParameters): number[] {
  if (seq <= count) return [seq - 1]
  const seed = new Uint8Array(8)
  const view = new DataView(seed.buffer)
  view.setUint32(0, seq)
  view.setUint32(4, checksum)
  const rng = createXoshiro256(seed)
  const degree = chooseDegree(count, rng)
  const remaining = Array.from({ length: count }, (_, i) => i)
  const chosen: number[] = []
  // The reference shuffles the whole list and keeps the first `degree`: drawing them in the
  // same order consumes the generator identically.
  while (chosen.length < degree) {
    const [index] = remaining.splice(rng.nextInt(0, remaining.length - 1), 1)
    chosen.push(index as number)
  }
  return chosen.sort((a, b) => a - b)
}

/** A degree in 1…count, d drawn with weight 1/d (Vose's alias method, as the reference). */
function chooseDegree(count: number, rng: Xoshiro256): number {
  const weights = Array.from({ length: count }, (_, i) => 1 / (i + 1))
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const scaled = weights.map((weight) => (weight * count) / total)
  const small: number[] = []
  const large: number[] = []
  for (let i = count - 1; i >= 0; i--) ((scaled[i] as number) < 1 ? small : large).push(i)
  const probabilities = new Array<number>(count).fill(0)
  const aliases = new Array<number>(count).fill(0)
  while (small.length > 0 && large.length > 0) {
    const less = small.pop() as number
    const more = large.pop() as number
    probabilities[less] = scaled[less] as number
    aliases[less] = more
    scaled[more] = (scaled[more] as number) + (scaled[less] as number) - 1
    ;((scaled[more] as number) < 1 ? small : large).push(more)
  }
  for (const i of [...large, ...small]) probabilities[i] = 1
  const column = Math.floor(count * rng.nextDouble())
  const coin = rng.nextDouble()
  return (coin < (probabilities[column] as number) ? column : (aliases[column] as number)) + 1
}
