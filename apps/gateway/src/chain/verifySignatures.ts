import {
  parseSignatureBytes,
  recoverSafeSignature,
  type SignatureKind,
  verifySafeSignature,
} from '@assent/core'
import {
  type Address,
  concatHex,
  getAddress,
  type Hex,
  isHex,
  numberToHex,
  type PublicClient,
  parseAbi,
  size,
} from 'viem'
import { unprocessable } from '../errors'

/** One verified owner signature, stored self-contained (a contract signature carries its payload). */
export type VerifiedSignature = { owner: Address; signature: Hex; kind: SignatureKind }

const approvedHashesAbi = parseAbi([
  'function approvedHashes(address owner, bytes32 hash) view returns (uint256)',
])

/**
 * Checks concatenated Safe signatures of `hash` the way `Safe.checkNSignatures` would and
 * returns their signers (deduplicated): ECDSA kinds are recovered; an approved hash must be
 * approved on chain by its owner (`approvedHashes` of `safe`); a contract signature must pass
 * the EIP-1271 check the Safe's version makes, exactly as the web proves it
 * (`verifySafeSignature`): up to 1.4.1 the legacy `isValidSignature(preimage, payload)`, so an
 * owner contract answering only the bytes32 form is refused. Without `preimage` (the data the
 * Safe hands the owner contract is not known here) a contract signature is refused.
 * Whether the signers are owners is for the caller to check.
 *
 * @throws ApiError 422 `Invalid signature` for malformed bytes or a signature that does not verify
 */
export async function verifySignatures(
  client: PublicClient,
  p: { safe: Address; safeVersion: string; hash: Hex; signatures: string; preimage?: Hex },
): Promise<VerifiedSignature[]> {
  if (!isHex(p.signatures, { strict: true }) || size(p.signatures) < 65) {
    throw unprocessable('Invalid signature')
  }
  const signatures = p.signatures
  let parts: ReturnType<typeof parseSignatureBytes>
  try {
    parts = parseSignatureBytes(signatures)
  } catch {
    throw unprocessable('Invalid signature')
  }
  const verified = new Map<Address, VerifiedSignature>()
  for (const [index, part] of parts.entries()) {
    let owner: Address
    let signature: Hex = part.data
    if (part.kind === 'contract') {
      owner = getAddress(part.signer!)
      if (!p.preimage) throw unprocessable('Invalid signature')
      const check = await verifySafeSignature({
        client,
        safeAddress: p.safe,
        caller: { safeVersion: p.safeVersion },
        hash: p.hash,
        preimage: p.preimage,
        signatures,
        index,
        requiredSignatures: parts.length,
      }).catch(() => undefined)
      if (check?.status !== 'verified' || check.contractSignature === undefined) {
        throw unprocessable('Invalid signature')
      }
      signature = selfContained(owner, check.contractSignature)
    } else if (part.kind === 'approved_hash') {
      owner = getAddress(part.signer!)
      const approved = await client
        .readContract({
          address: p.safe,
          abi: approvedHashesAbi,
          functionName: 'approvedHashes',
          args: [owner, p.hash],
        })
        .catch(() => 0n)
      if (approved === 0n) throw unprocessable('Invalid signature')
    } else {
      try {
        owner = (await recoverSafeSignature({ hash: p.hash, signature: part.data })).signer
      } catch {
        throw unprocessable('Invalid signature')
      }
    }
    if (!verified.has(owner)) verified.set(owner, { owner, signature, kind: part.kind })
  }
  return [...verified.values()]
}

/** A contract signature alone: its static part pointing right after itself, then length and payload. */
function selfContained(owner: Address, payload: Hex): Hex {
  return concatHex([
    numberToHex(BigInt(owner), { size: 32 }),
    numberToHex(65, { size: 32 }),
    '0x00',
    numberToHex(size(payload), { size: 32 }),
    payload,
  ])
}
