import {
  EIP1271_LEGACY_MAGIC_VALUE,
  EIP1271_MAGIC_VALUE,
  parseSignatureBytes,
  recoverSafeSignature,
  type SignatureKind,
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

// Two ABIs: viem cannot tell the bytes32 and bytes overloads apart for a 32-byte argument.
const verifierAbi = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'function approvedHashes(address owner, bytes32 hash) view returns (uint256)',
])
const legacyVerifierAbi = parseAbi([
  'function isValidSignature(bytes data, bytes signature) view returns (bytes4)',
])

/**
 * Checks concatenated Safe signatures of `hash` the way `Safe.checkNSignatures` would and
 * returns their signers (deduplicated): ECDSA kinds are recovered; an approved hash must be
 * approved on chain by its owner (`approvedHashes` of `safe`); a contract signature must pass
 * EIP-1271 `isValidSignature` (bytes32 variant, else the legacy bytes variant on `preimage`).
 * Whether the signers are owners is for the caller to check.
 *
 * @throws ApiError 422 `Invalid signature` for malformed bytes or a signature that does not verify
 */
export async function verifySignatures(
  client: PublicClient,
  p: { safe: Address; hash: Hex; signatures: string; preimage?: Hex },
): Promise<VerifiedSignature[]> {
  if (!isHex(p.signatures, { strict: true }) || size(p.signatures) < 65) {
    throw unprocessable('Invalid signature')
  }
  let parts: ReturnType<typeof parseSignatureBytes>
  try {
    parts = parseSignatureBytes(p.signatures)
  } catch {
    throw unprocessable('Invalid signature')
  }
  const verified = new Map<Address, VerifiedSignature>()
  for (const part of parts) {
    let owner: Address
    let signature: Hex = part.data
    if (part.kind === 'contract') {
      owner = getAddress(part.signer!)
      const payload = part.dynamicData ?? '0x'
      if (!(await isValidContractSignature(client, owner, p.hash, payload, p.preimage))) {
        throw unprocessable('Invalid signature')
      }
      // Re-encode alone: static part pointing right after itself, then length and payload.
      signature = concatHex([
        numberToHex(BigInt(owner), { size: 32 }),
        numberToHex(65, { size: 32 }),
        '0x00',
        numberToHex(size(payload), { size: 32 }),
        payload,
      ])
    } else if (part.kind === 'approved_hash') {
      owner = getAddress(part.signer!)
      const approved = await client
        .readContract({
          address: p.safe,
          abi: verifierAbi,
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

/** EIP-1271 check on chain; any revert or other return value means invalid. */
async function isValidContractSignature(
  client: PublicClient,
  signer: Address,
  hash: Hex,
  payload: Hex,
  preimage: Hex | undefined,
): Promise<boolean> {
  const byHash = await client
    .readContract({
      address: signer,
      abi: verifierAbi,
      functionName: 'isValidSignature',
      args: [hash, payload],
    })
    .catch(() => null)
  if (byHash?.toLowerCase() === EIP1271_MAGIC_VALUE) return true
  if (!preimage) return false
  const byData = await client
    .readContract({
      address: signer,
      abi: legacyVerifierAbi,
      functionName: 'isValidSignature',
      args: [preimage, payload],
    })
    .catch(() => null)
  return byData?.toLowerCase() === EIP1271_LEGACY_MAGIC_VALUE
}
