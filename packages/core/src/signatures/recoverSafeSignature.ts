import {
  concatHex,
  getAddress,
  type Hex,
  hashMessage,
  numberToHex,
  recoverAddress,
  size,
  slice,
} from 'viem'
import { getSignatureKind } from './getSignatureKind'
import { splitSignature } from './splitSignature'
import type { RecoveredSafeSignature } from './types'

/**
 * Reads one Safe signature (its 65-byte static part; longer input is read from its first 65
 * bytes) following `Safe.checkNSignatures`: v 27/28 → ECDSA over the hash; v 31/32 → ECDSA over
 * the EIP-191 prefixed hash with v − 4; both come back with `proof: 'ecdsa'`.
 * v 1 (approved hash) and v 0 (contract signature) only name an owner in `r`: they come back
 * with `proof: 'needs-onchain-check'` and prove nothing until `verifySafeSignature` checks them.
 * @example const { kind, signer, proof } = await recoverSafeSignature({ hash: safeTxHash, signature })
 */
export async function recoverSafeSignature({
  hash,
  signature,
}: {
  hash: Hex
  signature: Hex
}): Promise<RecoveredSafeSignature> {
  const staticPart = size(signature) > 65 ? slice(signature, 0, 65) : signature
  const { r, s, v } = splitSignature(staticPart)
  const kind = getSignatureKind(v)
  if (kind === 'contract' || kind === 'approved_hash') {
    return { kind, signer: getAddress(slice(r, 12)), proof: 'needs-onchain-check' }
  }
  if (kind === 'eth_sign') {
    const signer = await recoverAddress({
      hash: hashMessage({ raw: hash }),
      signature: concatHex([r, s, numberToHex(v - 4, { size: 1 })]),
    })
    return { kind, signer, proof: 'ecdsa' }
  }
  return { kind, signer: await recoverAddress({ hash, signature: staticPart }), proof: 'ecdsa' }
}
