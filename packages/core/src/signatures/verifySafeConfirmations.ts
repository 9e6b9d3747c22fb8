import { type Address, type Hex, isAddressEqual, isHex, type PublicClient, size } from 'viem'
import { recoverSafeSignature } from './recoverSafeSignature'
import type {
  RecoveredSafeSignature,
  SafeSignatureFailure,
  SafeSignatureProof,
  SignatureKind,
} from './types'
import { verifySafeSignature } from './verifySafeSignature'

/** A confirmation as a gateway lists it: who it says signed, and the signature. */
export type SafeConfirmationInput = { claimedSigner: string; signature: string | null }

/** One listed confirmation, checked here. Only `verified` ones may be counted. */
export type SafeConfirmationCheck = {
  claimedSigner: string
  signature: Hex | null
  status: 'verified' | 'unverified' | 'invalid'
  kind?: SignatureKind
  /**
   * Who is proven to have signed: recovered locally for ECDSA (even when that is not the
   * claimed owner), or the owner a v 0/1 signature names once the chain confirmed it.
   */
  recoveredSigner?: Address
  /** The owner a v 0/1 signature names in `r`, proven or not. */
  namedSigner?: Address
  proof?: SafeSignatureProof
  failure?: SafeSignatureFailure
  /** Why it is unverified or invalid, for people. */
  reason?: string
  /** An earlier valid or unverified confirmation is from the same signer: not counted again. */
  duplicate: boolean
  /** Verified only: the 65-byte static part, to rebuild signature bytes from. */
  data?: Hex
  /** Verified contract signatures only: the EIP-1271 payload (the dynamic part). */
  contractSignature?: Hex
}

export type SafeConfirmationsVerification = {
  checks: SafeConfirmationCheck[]
  /** Distinct proven signers, in list order: what counts toward a threshold. */
  verifiedSigners: Address[]
  /** Signers listed more than once. */
  duplicateSigners: Address[]
}

/**
 * Checks a gateway's list of confirmations of `hash` without taking its word for anything:
 * each signature must be from the owner it is attributed to (ECDSA recovered locally; approved
 * hashes and contract signatures proven on chain through `client`, see `verifySafeSignature`),
 * who must be in `owners` (`null`: any signer, e.g. for executed transactions). An owner
 * contract must answer the `isValidSignature` form the Safe's version calls (the legacy one up
 * to 1.4.1): an answer to the other form only would make execution revert, so it is invalid.
 * The same signer listed twice counts once. Confirmations are self-contained signatures (a
 * contract signature is its static part with s = 65, then length and payload).
 * @example const { checks, verifiedSigners } = await verifySafeConfirmations({ client, safeAddress, safeVersion: '1.4.1', hash, preimage, owners, confirmations })
 */
export async function verifySafeConfirmations(p: {
  client: PublicClient | undefined
  safeAddress: Address
  /** The Safe's version: it decides which `isValidSignature` the Safe calls on owner contracts. */
  safeVersion: string
  hash: Hex
  preimage: Hex
  owners: readonly string[] | null
  confirmations: readonly SafeConfirmationInput[]
  blockNumber?: bigint
}): Promise<SafeConfirmationsVerification> {
  const checks = await Promise.all(p.confirmations.map((confirmation) => check(p, confirmation)))
  const seen = new Set<string>()
  const verified = new Map<string, Address>()
  const duplicates = new Map<string, Address>()
  for (const item of checks) {
    // An invalid one counts for nobody: it is reported as invalid, not as a duplicate.
    if (item.status === 'invalid') continue
    const signer = item.recoveredSigner ?? item.namedSigner
    const key = (signer ?? item.claimedSigner).toLowerCase()
    if (seen.has(key)) {
      item.duplicate = true
      if (signer) duplicates.set(key, signer)
    }
    seen.add(key)
    if (item.status === 'verified' && item.recoveredSigner && !verified.has(key)) {
      verified.set(key, item.recoveredSigner)
    }
  }
  return {
    checks,
    verifiedSigners: [...verified.values()],
    duplicateSigners: [...duplicates.values()],
  }
}

async function check(
  p: Parameters<typeof verifySafeConfirmations>[0],
  { claimedSigner, signature }: SafeConfirmationInput,
): Promise<SafeConfirmationCheck> {
  const base = { claimedSigner, duplicate: false }
  if (!signature) {
    return {
      ...base,
      signature: null,
      status: 'invalid',
      failure: 'no-signature',
      reason: 'No signature.',
    }
  }
  if (!isHex(signature, { strict: true }) || size(signature) < 65) {
    return {
      ...base,
      signature: null,
      status: 'invalid',
      failure: 'malformed',
      reason: 'Not a signature.',
    }
  }
  let local: RecoveredSafeSignature
  try {
    local = await recoverSafeSignature({ hash: p.hash, signature })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { ...base, signature, status: 'invalid', failure: 'malformed', reason }
  }
  const { kind, signer } = local
  const who =
    local.proof === 'ecdsa' ? { kind, recoveredSigner: signer } : { kind, namedSigner: signer }
  if (!sameAddress(signer, claimedSigner)) {
    const verb = local.proof === 'ecdsa' ? 'was signed by' : 'names'
    return {
      ...base,
      ...who,
      signature,
      status: 'invalid',
      failure: 'wrong-signer',
      reason: `It ${verb} ${signer}, not ${claimedSigner}.`,
    }
  }
  if (p.owners && !p.owners.some((owner) => sameAddress(owner, signer))) {
    return {
      ...base,
      ...who,
      signature,
      status: 'invalid',
      failure: 'not-owner',
      reason: `${signer} is not an owner of the Safe.`,
    }
  }
  const proven = await verifySafeSignature({
    client: p.client,
    safeAddress: p.safeAddress,
    caller: { safeVersion: p.safeVersion },
    hash: p.hash,
    preimage: p.preimage,
    signatures: signature,
    blockNumber: p.blockNumber,
  })
  if (proven.status === 'verified') {
    return {
      ...base,
      ...who,
      signature,
      status: 'verified',
      recoveredSigner: proven.signer,
      proof: proven.proof,
      data: proven.data,
      contractSignature: proven.contractSignature,
    }
  }
  return {
    ...base,
    ...who,
    signature,
    status: proven.status,
    failure: proven.failure,
    reason: proven.reason,
  }
}

function sameAddress(a: string, b: string): boolean {
  try {
    return isAddressEqual(a as Address, b as Address)
  } catch {
    return false
  }
}
