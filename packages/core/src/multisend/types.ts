import type { Address, Hex } from 'viem'
import type { Operation } from '../enums/transaction'

/** One call inside a MultiSend batch. */
export type MetaTransaction = { operation: Operation; to: Address; value: bigint; data: Hex }

/**
 * Why part of a call tree is not a plain, fully decoded batch. Every kind needs the signer's
 * attention: honest encoders never produce any of them.
 * - `malformed`: the MultiSend contract rejects the `multiSend(bytes)` calldata (the call reverts).
 * - `non-canonical`: accepted and decoded exactly, but not the standard ABI encoding, so other
 *   decoders (the gateway, a hardware wallet) may show something else.
 * - `trailing-bytes`: bytes after the last entry that the contract skips.
 * - `reads-past-end`: an entry runs past the end of the batch; the contract reads zeros there,
 *   and the entry is shown with those zeros, as it will run.
 * - `undecodable`: an entry would read so far past the end that it is not reproduced.
 * - `reverts`: an operation the contract (or the Safe) rejects; the whole batch fails.
 * - `depth-limit`: a batch nested deeper than the decoder follows; its content is unknown.
 */
export type SafeCallProblemKind =
  | 'malformed'
  | 'non-canonical'
  | 'trailing-bytes'
  | 'reads-past-end'
  | 'undecodable'
  | 'reverts'
  | 'depth-limit'

export type SafeCallProblem = { kind: SafeCallProblemKind; message: string }

/**
 * A call as the chain will perform it: the Safe transaction itself at the root, and below any
 * call whose data is `multiSend(bytes)` the entries a MultiSend contract runs for that data.
 */
export type SafeCallNode = {
  /** 0 call, 1 delegatecall; any other value is kept as read (and reported as `reverts`). */
  operation: number
  to: Address
  /** Sent with a call; a delegatecall ignores it. */
  value: bigint
  /** The exact bytes the callee receives (with the zeros read past the end, if any). */
  data: Hex
  /** [] for the Safe transaction, [i] for entry i of its batch, [i, j] for entry j inside that… */
  path: number[]
  /** The batch entries when `data` is `multiSend(bytes)` and was decoded. */
  children?: SafeCallNode[]
  problems: SafeCallProblem[]
}
