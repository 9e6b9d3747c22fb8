import {
  decodeMultiSendActionsDeep,
  isKnownDelegateCallTarget,
  isMultiSendCalldata,
  type MultiSendAction,
  Operation,
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

export type DelegateCallAssessment = {
  findings: DelegateCallFinding[]
  /** At least one delegate call to code we do not know: it can rewrite the Safe's storage. */
  needsAcknowledgement: boolean
}

/** The word the user types to acknowledge an unknown delegate call. */
export const DELEGATECALL_ACK_WORD = 'delegatecall'

/**
 * Every DELEGATE operation in a Safe transaction, including those nested in MultiSend batches.
 * A delegate call runs foreign code with the Safe's storage: only the Safe's own batching and
 * message libraries are trusted; anything else (or an undecodable batch) needs an explicit,
 * typed acknowledgement.
 */
export function assessDelegateCalls(tx: {
  to: Address
  data: Hex
  operation: number
}): DelegateCallAssessment {
  const findings: DelegateCallFinding[] = []
  if (tx.operation === Operation.DELEGATE) {
    findings.push({ to: tx.to, path: [], known: isKnownDelegateCallTarget(tx.to) })
  }
  if (isMultiSendCalldata(tx.data)) {
    let actions: MultiSendAction[] | undefined
    try {
      actions = decodeMultiSendActionsDeep(tx.data)
    } catch {
      actions = undefined
    }
    if (actions) collect(actions, [], findings)
  }
  return { findings, needsAcknowledgement: findings.some((finding) => !finding.known) }
}

function collect(actions: MultiSendAction[], path: number[], findings: DelegateCallFinding[]) {
  actions.forEach((action, index) => {
    const here = [...path, index]
    if (action.operation === Operation.DELEGATE) {
      findings.push({ to: action.to, path: here, known: isKnownDelegateCallTarget(action.to) })
    }
    if (action.actions) collect(action.actions, here, findings)
  })
}

/** Whether the user's typed acknowledgement is the expected word (case and spaces ignored). */
export function isDelegateCallAcknowledged(typed: string): boolean {
  return typed.trim().toLowerCase() === DELEGATECALL_ACK_WORD
}
