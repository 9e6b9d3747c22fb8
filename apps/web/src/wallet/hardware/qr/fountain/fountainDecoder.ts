import { crc32 } from '../bytewords'
import { chooseFragments } from './chooseFragments'

/** One part of a fountain-coded UR, as its CBOR array carries it. */
export type FountainPart = {
  seq: number
  count: number
  messageLength: number
  checksum: number
  fragment: Uint8Array
}

/** Beyond this many fragments a part is refused: a QR animation never needs as many. */
export const MAX_FRAGMENT_COUNT = 10_000

/** A fragment set known so far: which fragments it XORs, and their XOR. */
type Mix = { indexes: number[]; data: Uint8Array }

const key = (indexes: readonly number[]) => indexes.join(',')

/**
 * Rebuilds a message from fountain-coded parts (BCR-2020-005) received in any order, with any
 * of them missed: simple parts are fragments as they are; a mixed part is the XOR of several,
 * and is peeled down by every fragment known, until one fragment is left in it.
 */
export class FountainDecoder {
  private readonly fragments = new Map<number, Uint8Array>()
  private readonly mixes = new Map<string, Mix>()
  private first: FountainPart | undefined
  private message: Uint8Array | undefined

  /** Fragments known out of the fragments needed (0 of 0 before the first part). */
  get progress(): { have: number; need: number } {
    return { have: this.fragments.size, need: this.first?.count ?? 0 }
  }

  /**
   * Takes one part; answers the message once it is whole, undefined before.
   * @throws Error when the part contradicts itself or the parts before it.
   */
  receive(part: FountainPart): Uint8Array | undefined {
    checkPart(part, this.first)
    this.first ??= part
    if (this.message) return this.message
    const indexes = chooseFragments(part)
    const pending: Mix[] = [{ indexes, data: part.fragment.slice() }]
    for (let mix = pending.pop(); mix; mix = pending.pop()) {
      const reduced = this.reduce(mix)
      if (reduced.indexes.length === 0 || this.mixes.has(key(reduced.indexes))) continue
      if (reduced.indexes.length === 1) {
        const index = reduced.indexes[0] as number
        if (this.fragments.has(index)) continue
        this.fragments.set(index, reduced.data)
        pending.push(...this.takeMixesWith([index]))
      } else {
        pending.push(...this.takeMixesWith(reduced.indexes))
        this.mixes.set(key(reduced.indexes), reduced)
      }
    }
    if (this.fragments.size === part.count) this.message = this.join(part)
    return this.message
  }

  /** XORs out of `mix` every known fragment, and every known mix whose set is inside its own. */
  private reduce(mix: Mix): Mix {
    let { indexes, data } = mix
    for (const [index, fragment] of this.fragments) {
      if (indexes.includes(index))
        ({ indexes, data } = subtract({ indexes, data }, [index], fragment))
    }
    for (const other of this.mixes.values()) {
      if (other.indexes.every((index) => indexes.includes(index))) {
        ;({ indexes, data } = subtract({ indexes, data }, other.indexes, other.data))
      }
    }
    return { indexes, data }
  }

  /** Removes and answers the stored mixes that hold all of `indexes`, to be reduced again. */
  private takeMixesWith(indexes: readonly number[]): Mix[] {
    const taken: Mix[] = []
    for (const [name, mix] of this.mixes) {
      if (indexes.every((index) => mix.indexes.includes(index))) {
        this.mixes.delete(name)
        taken.push(mix)
      }
    }
    return taken
  }

  private join(part: FountainPart): Uint8Array {
    const length = part.fragment.length
    const joined = new Uint8Array(length * part.count)
    for (const [index, fragment] of this.fragments) joined.set(fragment, index * length)
    const message = joined.slice(0, part.messageLength)
    if (crc32(message) !== part.checksum) {
      throw new Error('UR: the joined parts fail their checksum')
    }
    return message
  }
}

function subtract(mix: Mix, indexes: readonly number[], data: Uint8Array): Mix {
  return {
    indexes: mix.indexes.filter((index) => !indexes.includes(index)),
    data: mix.data.map((byte, i) => byte ^ (data[i] as number)),
  }
}

function checkPart(part: FountainPart, first: FountainPart | undefined) {
  const { seq, count, messageLength, checksum, fragment } = part
  const whole = [seq, count, messageLength, checksum].every(
    (value) => Number.isSafeInteger(value) && value >= 0,
  )
  if (
    !whole ||
    seq < 1 ||
    seq > 0xffffffff ||
    checksum > 0xffffffff ||
    count < 1 ||
    count > MAX_FRAGMENT_COUNT ||
    fragment.length === 0 ||
    messageLength < 1 ||
    messageLength > count * fragment.length
  ) {
    throw new Error('UR: malformed multi-part')
  }
  if (
    first &&
    (first.count !== count ||
      first.messageLength !== messageLength ||
      first.checksum !== checksum ||
      first.fragment.length !== fragment.length)
  ) {
    throw new Error('UR: this part belongs to another message')
  }
}
