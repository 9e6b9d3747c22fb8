import { crc32, decodeBytewords, encodeBytewords } from './bytewords'
import { type CborValue, decodeCbor, encodeCbor } from './cbor'

/**
 * Uniform Resources (BCR-2020-005): `ur:<type>/<bytewords>` for one QR code, and for a
 * message too large for one, `ur:<type>/<seq>-<count>/<bytewords>` parts of a fountain code.
 * We send the `count` simple parts in a loop (every fountain decoder accepts them: a simple
 * part is one fragment as it is) and read simple parts back; mixed parts, which some devices
 * add after the simple ones, are skipped — the loop brings every simple part round again.
 */
export type Ur = { type: string; cbor: Uint8Array }

/** Fragment size that keeps one part's QR code easy for a phone or device camera. */
export const DEFAULT_FRAGMENT_BYTES = 120

export function encodeUrParts(ur: Ur, maxFragmentBytes = DEFAULT_FRAGMENT_BYTES): string[] {
  if (ur.cbor.length <= maxFragmentBytes) return [`ur:${ur.type}/${encodeBytewords(ur.cbor)}`]
  const count = Math.ceil(ur.cbor.length / maxFragmentBytes)
  const fragmentLength = Math.ceil(ur.cbor.length / count)
  const checksum = crc32(ur.cbor)
  return Array.from({ length: count }, (_, i) => {
    const fragment = new Uint8Array(fragmentLength)
    fragment.set(ur.cbor.slice(i * fragmentLength, (i + 1) * fragmentLength))
    const part: CborValue = [i + 1, count, ur.cbor.length, checksum, fragment]
    return `ur:${ur.type}/${i + 1}-${count}/${encodeBytewords(encodeCbor(part))}`
  })
}

const SINGLE = /^ur:([a-z0-9-]+)\/([a-z]+)$/
const MULTI = /^ur:([a-z0-9-]+)\/(\d+)-(\d+)\/([a-z]+)$/

/**
 * Gathers scanned parts until the message is whole. `receive` returns the UR once complete,
 * undefined while parts are missing, and throws on text that is not a UR part.
 */
export class UrCollector {
  private type: string | undefined
  private count = 0
  private length = 0
  private checksum = 0
  private readonly fragments = new Map<number, Uint8Array>()

  /** Parts read so far out of the parts needed (0 of 0 before the first). */
  get progress(): { have: number; need: number } {
    return { have: this.fragments.size, need: this.count }
  }

  receive(scanned: string): Ur | undefined {
    const text = scanned.trim().toLowerCase()
    const single = SINGLE.exec(text)
    if (single) return { type: single[1] as string, cbor: decodeBytewords(single[2] as string) }
    const multi = MULTI.exec(text)
    if (!multi) throw new Error('UR: the QR code is not a UR ("ur:type/…")')
    const [, type, seqText, countText, words] = multi as unknown as [
      string,
      string,
      string,
      string,
      string,
    ]
    const part = decodeCbor(decodeBytewords(words))
    if (!Array.isArray(part) || part.length !== 5) throw new Error('UR: malformed multi-part')
    const [seq, count, length, checksum, fragment] = part
    if (
      typeof seq !== 'number' ||
      typeof count !== 'number' ||
      typeof length !== 'number' ||
      typeof checksum !== 'number' ||
      !(fragment instanceof Uint8Array) ||
      seq !== Number(seqText) ||
      count !== Number(countText)
    ) {
      throw new Error('UR: malformed multi-part')
    }
    if (this.type !== type || this.checksum !== checksum || this.count !== count) {
      // A new message (another request or a restarted animation): start over.
      this.type = type
      this.count = count
      this.length = length
      this.checksum = checksum
      this.fragments.clear()
    }
    if (seq > count) return undefined // a mixed part: the simple one comes round again
    this.fragments.set(seq, fragment)
    if (this.fragments.size < count) return undefined
    const joined = new Uint8Array(fragment.length * count)
    for (let i = 1; i <= count; i++) {
      joined.set(this.fragments.get(i) as Uint8Array, (i - 1) * fragment.length)
    }
    const cbor = joined.slice(0, this.length)
    if (crc32(cbor) !== this.checksum) throw new Error('UR: the joined parts fail their checksum')
    return { type, cbor }
  }
}
