import { crc32, decodeBytewords, encodeBytewords } from './bytewords'
import { type CborValue, decodeCbor, encodeCbor } from './cbor'
import { FountainDecoder } from './fountain/fountainDecoder'
import { fountainFragment } from './fountain/fountainFragment'

/**
 * Uniform Resources (BCR-2020-005): `ur:<type>/<bytewords>` for one QR code, and for a
 * message too large for one, `ur:<type>/<seq>-<count>/<bytewords>` parts of a fountain code.
 * We send the `count` simple parts in a loop (every fountain decoder accepts them: a simple
 * part is one fragment as it is); we read simple and mixed parts alike, as a device that
 * sends a long answer mixes its fragments after the first round.
 */
export type Ur = { type: string; cbor: Uint8Array }

/** Fragment size that keeps one part's QR code easy for a phone or device camera. */
export const DEFAULT_FRAGMENT_BYTES = 120

/** The simple parts of `ur`: one QR text when it fits one fragment, else `count` parts. */
export function encodeUrParts(ur: Ur, maxFragmentBytes = DEFAULT_FRAGMENT_BYTES): string[] {
  if (ur.cbor.length <= maxFragmentBytes) return [`ur:${ur.type}/${encodeBytewords(ur.cbor)}`]
  const count = Math.ceil(ur.cbor.length / maxFragmentBytes)
  return Array.from({ length: count }, (_, i) => encodeUrPart(ur, i + 1, maxFragmentBytes))
}

/**
 * Part `seq` of `ur`'s fountain code, simple (seq ≤ count) or mixed (any later seq), as a
 * multi-part UR text. The wallet shows only simple parts; tests send mixed ones.
 */
export function encodeUrPart(ur: Ur, seq: number, maxFragmentBytes = DEFAULT_FRAGMENT_BYTES) {
  const count = Math.ceil(ur.cbor.length / maxFragmentBytes)
  const fragmentLength = Math.ceil(ur.cbor.length / count)
  const checksum = crc32(ur.cbor)
  const fragments = Array.from({ length: count }, (_, i) => {
    const fragment = new Uint8Array(fragmentLength)
    fragment.set(ur.cbor.slice(i * fragmentLength, (i + 1) * fragmentLength))
    return fragment
  })
  const fragment = fountainFragment({ fragments, seq, checksum })
  const part: CborValue = [seq, count, ur.cbor.length, checksum, fragment]
  return `ur:${ur.type}/${seq}-${count}/${encodeBytewords(encodeCbor(part))}`
}

const SINGLE = /^ur:([a-z0-9-]+)\/([a-z]+)$/
const MULTI = /^ur:([a-z0-9-]+)\/(\d+)-(\d+)\/([a-z]+)$/

/**
 * Gathers scanned parts until the message is whole. `receive` returns the UR once complete,
 * undefined while parts are missing, and throws on text that is not a UR part.
 */
export class UrCollector {
  private type: string | undefined
  private checksum: number | undefined
  private decoder = new FountainDecoder()

  /** Fragments known so far out of the fragments needed (0 of 0 before the first part). */
  get progress(): { have: number; need: number } {
    return this.decoder.progress
  }

  receive(scanned: string): Ur | undefined {
    const text = scanned.trim().toLowerCase()
    const single = SINGLE.exec(text)
    if (single) return { type: single[1] as string, cbor: decodeBytewords(single[2] as string) }
    const multi = MULTI.exec(text)
    if (!multi) throw new Error('UR: the QR code is not a UR ("ur:type/…")')
    // The pattern has four groups, each required: all are strings once it matched.
    const [type = '', seqText = '', countText = '', words = ''] = multi.slice(1)
    const part = decodeCbor(decodeBytewords(words))
    if (!Array.isArray(part) || part.length !== 5) throw new Error('UR: malformed multi-part')
    const [seq, count, messageLength, checksum, fragment] = part
    if (
      typeof seq !== 'number' ||
      typeof count !== 'number' ||
      typeof messageLength !== 'number' ||
      typeof checksum !== 'number' ||
      !(fragment instanceof Uint8Array) ||
      seq !== Number(seqText) ||
      count !== Number(countText)
    ) {
      throw new Error('UR: malformed multi-part')
    }
    const progress = this.decoder.progress
    if (this.type !== type || this.checksum !== checksum || progress.need !== count) {
      // A new message (another request or a restarted animation): start over.
      this.type = type
      this.checksum = checksum
      this.decoder = new FountainDecoder()
    }
    const cbor = this.decoder.receive({ seq, count, messageLength, checksum, fragment })
    return cbor && { type, cbor }
  }
}
