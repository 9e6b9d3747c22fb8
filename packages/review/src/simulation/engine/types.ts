import type { Address, Hex } from 'viem'
import type { OnChainSafeState } from '../../onchain/readOnChainSafeState'

/** How the simulation ran, from the richest RPC method the node offered to the plainest. */
export type SimulationMode = 'eth_simulateV1' | 'debug_traceCall' | 'eth_call'

/** A log the simulated execution emitted (in a call frame that did not revert). */
export type SimulatedLog = { address: Address; topics: readonly Hex[]; data: Hex }

/**
 * Native coin moved by a call frame with value; `logIndex` is how many logs came before it, so
 * asset changes keep the order in which they happened.
 */
export type NativeTransfer = { from: Address; to: Address; value: bigint; logIndex: number }

/** The Safe's settings after the simulated execution; a field is absent when it could not be read. */
export type PostSafeState = Partial<
  Pick<
    OnChainSafeState,
    'owners' | 'threshold' | 'nonce' | 'modules' | 'guard' | 'fallbackHandler' | 'singleton'
  >
>

export type SimulationRun = {
  mode: SimulationMode
  /** The block the simulation ran on top of. */
  blockNumber: bigint
  /**
   * success: the Safe emitted ExecutionSuccess; execution-failure: the Safe's call failed but
   * execTransaction did not revert (ExecutionFailure: the nonce is used, fees are paid);
   * reverted: execTransaction itself reverted (nothing happens, e.g. GS013).
   */
  outcome: 'success' | 'execution-failure' | 'reverted'
  /** Decoded revert reason, of execTransaction or of the Safe's inner call. */
  revertReason?: string
  /** Which call reverted, when it was the Safe's inner call. */
  revertedCall?: { to: Address; operation: number }
  gasUsed?: bigint
  /** Undefined when the mode cannot see logs (eth_call). */
  logs?: SimulatedLog[]
  /** Undefined when the mode cannot see value transfers (eth_call). */
  nativeTransfers?: NativeTransfer[]
  /** Undefined when the mode cannot read the post-state (eth_call). */
  post?: PostSafeState
  /** Why richer modes were not used, in words, for the "how this was simulated" line. */
  fallbacks: string[]
}
