import { encodeExecTransaction, type SafeTransactionData } from '@assent/core'
import { type Address, concat, encodeAbiParameters, type Hex, keccak256, pad, toHex } from 'viem'
import { SAFE_GUARD_SLOT } from '../../onchain/readOnChainSafeState'

/** `approvedHashes` is storage slot 8 in every Safe from 1.1.1 to 1.4.1. */
const APPROVED_HASHES_SLOT = 8n
/** `nonce` is storage slot 5 in every Safe from 1.1.1 to 1.4.1. */
const NONCE_SLOT = pad(toHex(5))

/** One storage word to replace for the simulation (geth's `stateDiff`: other slots keep their value). */
export type StorageOverride = { slot: Hex; value: Hex }

/** Everything a simulation RPC needs: who calls what, and which storage words to pretend. */
export type SimulationCall = {
  /** Who sends execTransaction: the signer who will execute, or a fresh address. */
  from: Address
  to: Address
  data: Hex
  stateDiff: StorageOverride[]
  /** The chain's gas price and a gas limit, so the run pays fees like a real one. */
  gasPrice: bigint
  gas: bigint
  /** The sender's balance for the run: its own plus what the fees cost, never an empty account. */
  senderBalance: bigint
}

/** Gas limit of the simulated execution: above any Safe transaction a block takes. */
const SIMULATION_GAS = 30_000_000n

/**
 * The execTransaction the chain would run once the transaction has its signatures, made
 * runnable now without them: the first `threshold` owners (in the ascending order the Safe
 * checks) "approve the hash" (v = 1 signatures backed by `approvedHashes` entries written by a
 * state override), and a guard, if any, is switched off (its own checks are the guard's
 * business at execution time; here it would only hide what the call does). Owners, threshold,
 * nonce and everything else stay as on chain, so the post-state is what the real execution
 * would leave.
 */
export function buildSimulationCall({
  safe,
  tx,
  safeTxHash,
  owners,
  threshold,
  guard,
  sender,
}: {
  safe: Address
  tx: SafeTransactionData
  safeTxHash: Hex
  owners: readonly Address[]
  threshold: number
  /** The Safe's guard on chain: switched off for the simulation when there is one. */
  guard: Address | null
  /** Who sends it, with the chain's gas price and the sender's balance at the block. */
  sender: { address: Address; balance: bigint; gasPrice: bigint }
}): SimulationCall {
  const approvers = [...owners]
    .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))
    .slice(0, Math.max(threshold, 1))
  const signatures = concat(approvers.map(approvedHashSignature))
  const stateDiff: StorageOverride[] = [
    ...approvers.map((owner) => ({
      slot: approvedHashSlot(owner, safeTxHash),
      value: pad(toHex(1)),
    })),
    ...(guard ? [{ slot: SAFE_GUARD_SLOT, value: pad('0x0') }] : []),
    // A queued transaction behind others runs as if it were next: the Safe hashes with its own
    // nonce, which must be the transaction's for the approvals above to match.
    { slot: NONCE_SLOT, value: pad(toHex(tx.nonce)) },
  ]
  return {
    from: sender.address,
    to: safe,
    data: encodeExecTransaction(tx, signatures),
    stateDiff,
    gasPrice: sender.gasPrice,
    gas: SIMULATION_GAS,
    senderBalance: sender.balance + SIMULATION_GAS * sender.gasPrice,
  }
}

/** A "pre-approved hash" signature: r is the owner, s is 0, v is 1. */
function approvedHashSignature(owner: Address): Hex {
  return concat([pad(owner), pad('0x0'), '0x01'])
}

/** Storage slot of `approvedHashes[owner][hash]`. */
function approvedHashSlot(owner: Address, hash: Hex): Hex {
  const inner = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [owner, APPROVED_HASHES_SLOT]),
  )
  return keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes32' }], [hash, inner]))
}
