import type { SigningRisk } from './signingRisk'

/** Parameters of `isRiskAcknowledged`: the risk, and what the user typed for it. */
export type IsRiskAcknowledgedParameters = Parameters<typeof isRiskAcknowledged>

/** What `isRiskAcknowledged` answers. */
export type IsRiskAcknowledgedReturnType = boolean

/**
 * Whether the typed text acknowledges the risk: its word, case and surrounding spaces ignored.
 * @example isRiskAcknowledged(risk, acknowledgements[risk.id])
 */
export function isRiskAcknowledged(
  risk: SigningRisk,
  typed: string | undefined,
): IsRiskAcknowledgedReturnType {
  return (typed ?? '').trim().toLowerCase() === risk.word
}
