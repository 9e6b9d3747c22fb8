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
