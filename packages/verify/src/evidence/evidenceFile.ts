import type { Address, Hex } from 'viem'
import type { BlockHeader } from './hashBlockHeader'

/** The format tag of the evidence files written now: 2 adds the proven prestate. */
export const EVIDENCE_FORMAT = 'assent-evidence/2'
/** Every format a verifier reads; it refuses any other. Format 1 files have no prestate. */
export const EVIDENCE_FORMATS: readonly string[] = ['assent-evidence/1', EVIDENCE_FORMAT]

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

/** One storage slot of a touched account, with its value and proof against the storageHash. */
export type EvidenceSlotProof = { key: Hex; value: Hex; proof: Hex[] }

/**
 * One account the transaction touches, as `eth_getProof` answers for it at the block, with
 * every slot the execution reads or writes and its code (`0x` when it has none).
 */
export type EvidenceAccount = {
  address: Address
  nonce: Hex
  balance: Hex
  codeHash: Hex
  storageHash: Hex
  accountProof: Hex[]
  code: Hex
  storageProof: EvidenceSlotProof[]
}

/**
 * What the offline re-run needs: who sends the execTransaction (a fresh address, given
 * `balance` wei besides its fees at `gasPrice`), and every account the execution touches,
 * proven. The call itself is rebuilt from the proven Safe state, never read from the file.
 */
export type EvidencePrestate = {
  sender: { address: Address; balance: string; gasPrice: string }
  accounts: EvidenceAccount[]
}

/**
 * Everything needed to check a Safe transaction without a network: the transaction and its
 * confirmations, the Safe's state at one block with the proofs of it against the block's
 * stateRoot, the header (its hash is what a signer compares with a second source), and the
 * simulation that was run, as it was.
 */
export type EvidenceFile = {
  format: string
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
  /** Absent in format 1 files: then the transaction cannot be re-run offline. */
  prestate?: EvidencePrestate
  /** Why a format 2 file has no prestate (the RPC offers no prestate tracer). */
  prestateUnavailable?: string
  /** The simulation's input and result as run, compared with the offline re-run. */
  simulation: {
    input: { safeTxHash: Hex; blockNumber: string; transaction: EvidenceTransaction }
    result: unknown
  }
}
