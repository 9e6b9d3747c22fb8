import {
  type Address,
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
import type { SignatureKind } from './types'

/**
 * Finds who signed `hash` with one Safe signature (its 65-byte static part; longer input is
 * read from its first 65 bytes), following `Safe.checkNSignatures`:
 * v 27/28 → ECDSA over the hash; v 31/32 → ECDSA over the EIP-191 prefixed hash with v − 4;
 * v 1 → approved hash, signer = r; v 0 → contract signature, signer = r (the caller must still
 * check EIP-1271 on chain, and approvals must be checked with `approvedHashes`).
 * @example const { kind, signer } = await recoverSafeSignature({ hash: safeTxHash, signature })
 */
export async function recoverSafeSignature({
  hash,
  signature,
}: {
  hash: Hex
  signature: Hex
}): Promise<{ kind: SignatureKind; signer: Address }> {
  const staticPart = size(signature) > 65 ? slice(signature, 0, 65) : signature
  const { r, s, v } = splitSignature(staticPart)
  const kind = getSignatureKind(v)
  if (kind === 'contract' || kind === 'approved_hash') {
    return { kind, signer: getAddress(slice(r, 12)) }
  }
  if (kind === 'eth_sign') {
    const signer = await recoverAddress({
      hash: hashMessage({ raw: hash }),
      signature: concatHex([r, s, numberToHex(v - 4, { size: 1 })]),
    })
    return { kind, signer }
  }
  return { kind, signer: await recoverAddress({ hash, signature: staticPart }) }
}
