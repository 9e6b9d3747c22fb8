import type { SigningRisk } from '../../risks/signingRisk'
import type { SafeSettingChange } from './compareSafeSettings'

/** Parameters of `simulatedOwnerChangeRisk`: the settings the simulation saw change. */
export type SimulatedOwnerChangeRiskParameters = Parameters<typeof simulatedOwnerChangeRisk>

/** What `simulatedOwnerChangeRisk` answers: the risk, or undefined when owners stay. */
export type SimulatedOwnerChangeRiskReturnType = SigningRisk | undefined

/**
 * A risk the simulation found about owners or the threshold that the decoder did not see (a
 * change made by code the transaction calls), so it is not lost when the decoder's own risks
 * replace the simulation's.
 * @example
 * const owners = simulatedOwnerChangeRisk(report.settings)
 * if (owners) risks.push(owners)
 */
export function simulatedOwnerChangeRisk(
  settings: readonly SafeSettingChange[] | undefined,
): SimulatedOwnerChangeRiskReturnType {
  const changed = (settings ?? []).filter(
    (change) => change.field === 'owners' || change.field === 'threshold',
  )
  if (changed.length === 0) return undefined
  return {
    id: 'owner-change',
    word: 'owners',
    title: 'Changes the owners or the threshold',
    explanation:
      'Simulated, this transaction changes who signs for the Safe, although none of its calls asks for it openly. Whoever holds enough owner keys afterwards controls every asset.',
    items: changed.map((change) => `${change.field}: ${change.before} → ${change.after}`),
  }
}
