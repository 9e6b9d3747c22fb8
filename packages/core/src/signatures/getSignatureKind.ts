import { InvalidSignatureError } from '../errors/BaseError'
import type { SignatureKind } from './types'

/**
 * Maps a Safe signature's `v` byte to its kind, as `Safe.checkNSignatures` does.
 * @throws Error `Invalid signature v value: <v>` for v values the Safe cannot verify.
 */
export function getSignatureKind(v: number): SignatureKind {
  if (v === 0) return 'contract'
  if (v === 1) return 'approved_hash'
  if (v === 27 || v === 28) return 'eip712'
  if (v === 31 || v === 32) return 'eth_sign'
  throw new InvalidSignatureError(`Invalid signature v value: ${v}`)
}
