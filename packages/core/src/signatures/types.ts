import type { Address, Hex } from 'viem'

/**
 * How the Safe verifies one signature, chosen by its `v` byte: 27/28 ECDSA over the hash
 * (EIP-712), >30 ECDSA over the EIP-191 prefixed hash (eth_sign), 1 a pre-approved hash,
 * 0 an EIP-1271 contract signature.
 */
export type SignatureKind = 'eip712' | 'eth_sign' | 'approved_hash' | 'contract'

/** One owner's signature to put into `execTransaction`'s `signatures` bytes. */
export type SafeSignature = {
  signer: Address
  /** 65 bytes r‖s‖v, or for a contract signature (`dynamic`) the EIP-1271 payload. */
  data: Hex
  /** Set for contract signatures: `data` goes into the dynamic part after all static parts. */
  dynamic?: boolean
}

/** One signature read back from concatenated signature bytes. */
export type ParsedSafeSignature = {
  /** Known without recovery for approved_hash and contract kinds (it is `r`). */
  signer?: Address
  kind: SignatureKind
  /** The 65-byte static part. */
  data: Hex
  v: number
  r: Hex
  s: Hex
  /** The EIP-1271 payload of a contract signature. */
  dynamicData?: Hex
}

/**
 * One Safe signature read locally. ECDSA kinds are recovered (`proof: 'ecdsa'`); an approved
 * hash (v 1) or a contract signature (v 0) only names its owner in `r`, which proves nothing
 * until the chain confirms it (`approvedHashes` / EIP-1271): `proof: 'needs-onchain-check'`.
 */
export type RecoveredSafeSignature =
  | { kind: 'eip712' | 'eth_sign'; signer: Address; proof: 'ecdsa' }
  | { kind: 'approved_hash' | 'contract'; signer: Address; proof: 'needs-onchain-check' }

/**
 * How a signature was proven: recovered locally, `approvedHashes(owner, hash) != 0` on the Safe,
 * or the owner contract's `isValidSignature` in the form the Safe calls: the legacy bytes form
 * over the EIP-712 preimage (`eip1271-legacy`, every Safe up to 1.4.1) or the bytes32 form
 * (`eip1271`, from 1.5.0, or a contract asked directly).
 */
export type SafeSignatureProof = 'ecdsa' | 'approved-hash' | 'eip1271' | 'eip1271-legacy'

/** Why a signature is not counted. */
export type SafeSignatureFailure =
  | 'no-signature'
  | 'malformed'
  | 'wrong-signer'
  | 'not-owner'
  | 'refused-on-chain'
  | 'no-client'
  | 'rpc-error'

/**
 * A signature checked the way `Safe.checkNSignatures` would: `verified` (proven), `unverified`
 * (could not be proven: no RPC or the RPC failed; `signer` is only the owner it names) or
 * `invalid` (proven wrong).
 */
export type SafeSignatureCheck =
  | {
      status: 'verified'
      kind: SignatureKind
      signer: Address
      proof: SafeSignatureProof
      /** The 65-byte static part. */
      data: Hex
      /** The EIP-1271 payload of a contract signature (its dynamic part). */
      contractSignature?: Hex
    }
  | {
      status: 'unverified'
      kind: SignatureKind
      signer: Address
      failure: 'no-client' | 'rpc-error'
      reason: string
    }
  | {
      status: 'invalid'
      kind?: SignatureKind
      signer?: Address
      failure: SafeSignatureFailure
      reason: string
    }
