import { type DelegateCallAssessment, isDelegateCallAcknowledged } from './assessDelegateCalls'
import type { VerificationProblem } from './verifyTransaction'

/**
 * Why the sign/execute button must stay disabled, in words; empty when it may be pressed.
 * Verification problems always block; an unknown delegate call blocks until acknowledged.
 */
export function signingBlockers({
  problems,
  delegateCalls,
  acknowledgement,
}: {
  problems: readonly VerificationProblem[]
  delegateCalls: DelegateCallAssessment
  acknowledgement: string
}): string[] {
  const blockers: string[] = []
  if (problems.length > 0) blockers.push('The transaction failed verification.')
  if (delegateCalls.needsAcknowledgement && !isDelegateCallAcknowledged(acknowledgement)) {
    blockers.push('Type "delegatecall" to acknowledge the delegate call to unknown code.')
  }
  return blockers
}
