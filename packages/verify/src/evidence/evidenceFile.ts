import type { Address, Hex } from 'viem'
import type { BlockHeader } from './hashBlockHeader'

/** The format tag of an evidence file; a verifier refuses any other. */
export const EVIDENCE_FORMAT = 'assent-evidence/1'

/** A SafeTx with every integer as a decimal string, as JSON holds it. */
export type EvidenceTransaction = {
  to: Address
  value: string
  data: Hex
  operation: number
  safeTxGas: string
  baseGas: string
  gasPrice: string
  gasToken: Address
  refundReceiver: Address
  nonce: string
}

/** One storage slot of the Safe with its value and Merkle-Patricia proof (EIP-1186). */
export type EvidenceStorageProof = { label: string; key: Hex; value: Hex; proof: Hex[] }

/**
 * Everything needed to check a Safe transaction without a network: the transaction and its
 * confirmations, the Safe's state at one block with the proofs of it against the block's
 * stateRoot, the header (its hash is what a signer compares with a second source), and the
 * simulation that was run, as it was.
 */
export type EvidenceFile = {
  format: typeof EVIDENCE_FORMAT
  tool: { name: 'assent-verify'; version: string }
  chainId: number
  safe: Address
  transaction: EvidenceTransaction
  hashes: { domainHash: Hex; messageHash: Hex; safeTxHash: Hex }
  confirmations: { signer: string; signature: Hex | null }[]
  block: { hash: Hex; header: BlockHeader }
  /** The Safe's state as read; every field is checked against the proofs. */
  state: {
    owners: Address[]
    threshold: number
    nonce: number
    modules: Address[]
    guard: Address | null
    fallbackHandler: Address | null
    singleton: Address
    version: string | null
  }
  proof: {
    address: Address
    nonce: Hex
    balance: Hex
    codeHash: Hex
    storageHash: Hex
    accountProof: Hex[]
    storageProof: EvidenceStorageProof[]
  }
  /** The simulation's input and result as run (not re-checked offline by this verifier). */
  simulation: {
    input: { safeTxHash: Hex; blockNumber: string; transaction: EvidenceTransaction }
    result: unknown
  }
}
