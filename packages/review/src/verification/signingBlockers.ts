import { isRiskAcknowledged } from '../risks/isRiskAcknowledged'
import type { SigningRisk } from '../risks/signingRisk'
import type { VerificationProblem } from './verifyTransaction'

/** Parameters of `signingBlockers`. */
export type SigningBlockersParameters = {
  problems: readonly VerificationProblem[]
  risks: readonly SigningRisk[]
  /** What the user typed per risk id. */
  acknowledgements: Readonly<Record<string, string>>
}

/** What `signingBlockers` answers: one line per reason; empty when the button may arm. */
export type SigningBlockersReturnType = string[]

/**
 * Why the sign/execute button must stay disabled, in words; empty when it may be pressed.
 * Verification problems always block; each risk blocks until its word is typed.
 * @example
 * const blockers = signingBlockers({ problems: verification.problems, risks, acknowledgements: { delegatecall: 'delegatecall' } })
 * const canSign = blockers.length === 0
 */
export function signingBlockers({
  problems,
  risks,
  acknowledgements,
}: SigningBlockersParameters): SigningBlockersReturnType {
  const blockers: string[] = []
  if (problems.length > 0) blockers.push('The transaction failed verification.')
  for (const risk of risks) {
    if (!isRiskAcknowledged(risk, acknowledgements[risk.id])) {
      blockers.push(`Type "${risk.word}" to acknowledge: ${risk.title.toLowerCase()}.`)
    }
  }
  return blockers
}
