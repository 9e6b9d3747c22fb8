import type { VerificationProblem } from '../verification/verifyTransaction'
import { isRiskAcknowledged, type SigningRisk } from './signingRisks'

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
}: {
  problems: readonly VerificationProblem[]
  risks: readonly SigningRisk[]
  /** What the user typed per risk id. */
  acknowledgements: Readonly<Record<string, string>>
}): string[] {
  const blockers: string[] = []
  if (problems.length > 0) blockers.push('The transaction failed verification.')
  for (const risk of risks) {
    if (!isRiskAcknowledged(risk, acknowledgements[risk.id])) {
      blockers.push(`Type "${risk.word}" to acknowledge: ${risk.title.toLowerCase()}.`)
    }
  }
  return blockers
}
