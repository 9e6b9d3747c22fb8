import {
  decodeSafeCallTree,
  flattenSafeCallTree,
  isKnownDelegateCallTarget,
  Operation,
  type SafeCallNode,
} from '@assent/core'
import type { Address, Hex } from 'viem'

/** A DELEGATE call found in a transaction, at the top level or inside a batch. */
export type DelegateCallFinding = {
  to: Address
  /** Where it is: [] for the transaction itself, [2] for the third action of its batch… */
  path: number[]
  /** A known MultiSend/MultiSendCallOnly/SignMessageLib deployment. */
  known: boolean
}

/** Part of a transaction that could not be decoded exactly as the chain will run it. */
export type DecodeProblem = {
  /** The node it belongs to, as in `DelegateCallFinding.path`. */
  path: number[]
  message: string
}

/** The delegate calls of a transaction and whether they need the typed word. */
export type DelegateCallAssessment = {
  findings: DelegateCallFinding[]
  /**
   * Anything that could not be decoded exactly, anywhere in the transaction (always set by
   * `assessDelegateCalls`; optional so an empty assessment can be written as before).
   */
  decodeProblems?: DecodeProblem[]
  /**
   * A delegate call to code we do not know (it can rewrite the Safe's storage) or a decode
   * problem (it can hide one).
   */
  needsAcknowledgement: boolean
}

/** The word the user types to acknowledge an unknown delegate call. */
export const DELEGATECALL_ACK_WORD = 'delegatecall'

/** Parameters of `assessDelegateCalls`: the Safe transaction, or its decoded call tree. */
export type AssessDelegateCallsParameters =
  | { to: Address; value?: bigint; data: Hex; operation: number }
  | SafeCallNode

/** What `assessDelegateCalls` answers: the assessment, its decode problems always listed. */
export type AssessDelegateCallsReturnType = Required<DelegateCallAssessment>

/**
 * Every DELEGATE operation in a Safe transaction, at any depth of nested MultiSend batches, as
 * the chain will run them (`decodeSafeCallTree`). A delegate call runs foreign code with the
 * Safe's storage: only the Safe's own batching and message libraries are trusted; anything else,
 * and any part of the call tree that could not be decoded exactly, needs an explicit, typed
 * acknowledgement.
 * @param tx the Safe transaction, or its call tree when the caller already decoded it
 * @example const { findings, decodeProblems } = assessDelegateCalls(tx)
 */
export function assessDelegateCalls(
  tx: AssessDelegateCallsParameters,
): AssessDelegateCallsReturnType {
  const tree = 'problems' in tx ? tx : decodeSafeCallTree(tx)
  const findings: DelegateCallFinding[] = []
  const decodeProblems: DecodeProblem[] = []
  for (const node of flattenSafeCallTree(tree)) {
    if (node.operation === Operation.DELEGATE) {
      findings.push({ to: node.to, path: node.path, known: isKnownDelegateCallTarget(node.to) })
    }
    for (const problem of node.problems) {
      decodeProblems.push({ path: node.path, message: problem.message })
    }
  }
  return {
    findings,
    decodeProblems,
    needsAcknowledgement: decodeProblems.length > 0 || findings.some((finding) => !finding.known),
  }
}
