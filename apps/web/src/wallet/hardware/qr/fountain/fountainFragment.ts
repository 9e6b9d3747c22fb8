import { chooseFragments } from './chooseFragments'

/** Parameters of `fountainFragment`: the message cut in equal fragments, and the part. */
export type FountainFragmentParameters = {
  /** The message's fragments, the last one padded with zeros to the same length. */
  fragments: readonly Uint8Array[]
  seq: number
  /** CRC-32 of the whole message: it seeds the choice of fragments in a mixed part. */
  checksum: number
}

/**
 * The data of part `seq` of a fountain-coded UR: fragment `seq` itself for the first parts,
 * then the XOR of the fragments {@link chooseFragments} picks.
 * @example fountainFragment({ fragments, seq: 12, checksum: crc32(message) })
 */
export function fountainFragment({ fragments, seq, checksum }: FountainFragmentParameters) {
  const length = fragments[0]?.length ?? 0
  const data = new Uint8Array(length)
  for (const index of chooseFragments({ seq, count: fragments.length, checksum })) {
    const fragment = fragments[index] as Uint8Array
    for (let i = 0; i < length; i++) data[i] = (data[i] as number) ^ (fragment[i] as number)
  }
  return data
}
