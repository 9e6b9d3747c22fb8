import { concatHex, type Hex, numberToHex, pad, size } from 'viem'
import { DuplicateSignerError, InvalidSignatureError } from '../errors/BaseError'
import type { SafeSignature } from './types'

const STATIC_PART_LENGTH = 65

/**
 * Concatenates owners' signatures into the `signatures` argument of `execTransaction`: sorted by
 * signer address ascending (the Safe requires strictly increasing owners), 65-byte static parts
 * first, then the dynamic parts of contract signatures. A contract signature's static part is
 * r = signer, s = byte offset of its dynamic part, v = 0; its dynamic part is length ‖ data.
 * @throws Error on a duplicate signer or a non-contract signature that is not 65 bytes.
 */
export function buildSignatureBytes(signatures: SafeSignature[]): Hex {
  const sorted = [...signatures].sort((a, b) => {
    const left = a.signer.toLowerCase()
    const right = b.signer.toLowerCase()
    return left < right ? -1 : left > right ? 1 : 0
  })
  const staticParts: Hex[] = []
  const dynamicParts: Hex[] = []
  let dynamicLength = 0
  let previous: string | undefined
  for (const signature of sorted) {
    const signer = signature.signer.toLowerCase()
    if (signer === previous) throw new DuplicateSignerError(`Duplicate signer: ${signature.signer}`)
    previous = signer
    if (signature.dynamic) {
      const offset = sorted.length * STATIC_PART_LENGTH + dynamicLength
      staticParts.push(
        pad(signature.signer.toLowerCase() as Hex, { size: 32 }),
        numberToHex(offset, { size: 32 }),
        '0x00',
      )
      const part = concatHex([numberToHex(size(signature.data), { size: 32 }), signature.data])
      dynamicParts.push(part)
      dynamicLength += size(part)
    } else {
      if (size(signature.data) !== STATIC_PART_LENGTH) {
        throw new InvalidSignatureError(
          `Invalid signature of ${signature.signer}: expected 65 bytes`,
        )
      }
      staticParts.push(signature.data)
    }
  }
  return concatHex([...staticParts, ...dynamicParts])
}
