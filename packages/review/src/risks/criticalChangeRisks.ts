import { getKnownSafeSingleton, SettingsInfoType } from '@assent/core'
import { type Address, getAddress } from 'viem'
import type { CriticalChange } from './findCriticalChanges'
import { resultingOwners } from './resultingOwners'
import type { SigningRisk } from './signingRisk'

/** What a signer is told about an owner change they may sign without a typed word. */
export type OwnerChangeSummary = { changes: string[]; after: string[] }

/** Parameters of `criticalChangeRisks`. */
export type CriticalChangeRisksParameters = {
  changes: readonly CriticalChange[]
  /** The Safe's owners and threshold as read on chain; undefined when they could not be read. */
  ownersBefore: { owners: readonly Address[]; threshold: number } | undefined
  /** The signer built the owner change in Settings: summarised, no word to type. */
  ownSettingsChange: boolean
}

/** What `criticalChangeRisks` answers: the risks, and the summary of an own owner change. */
export type CriticalChangeRisksReturnType = {
  risks: SigningRisk[]
  ownerSummary?: OwnerChangeSummary
}

/**
 * Turns the critical changes the local decoder found into risks that need their typed word.
 * The decoder's finding stands on its own: a simulation can add findings, never clear one (a
 * contract can behave differently when it is simulated). Owner and threshold changes are
 * Safe-control changes too, shown with the owners and threshold they leave — except when the
 * signer built them in Settings and is proposing them (`ownSettingsChange`): then they come
 * back as a summary, with no word to type.
 * @example
 * const { risks, ownerSummary } = criticalChangeRisks({
 *   changes: findCriticalChanges(tx, safeAddress),
 *   ownersBefore: { owners: state.owners, threshold: state.threshold },
 *   ownSettingsChange: false,
 * })
 */
export function criticalChangeRisks({
  changes,
  ownersBefore,
  ownSettingsChange,
}: CriticalChangeRisksParameters): CriticalChangeRisksReturnType {
  const risks: SigningRisk[] = []
  const control = changes.filter((change) => change.area === 'control')
  if (control.length > 0) {
    risks.push({
      id: 'safe-control',
      word: 'control',
      title: 'Changes who or what controls the Safe',
      explanation:
        "This transaction calls the Safe's own settings: a module, guard, fallback handler or implementation decides what happens to every asset, without the owners. A simulation showing no change does not clear this — a contract can act differently when it is simulated. Type the word only if you know and trust every address below.",
      items: control.map(describeChange),
    })
  }
  const owners = changes.filter((change) => change.area === 'owners')
  if (owners.length === 0) return { risks }
  const summary: OwnerChangeSummary = {
    changes: owners.map(describeChange),
    after: describeOwnersAfter(owners, ownersBefore),
  }
  if (ownSettingsChange) return { risks, ownerSummary: summary }
  risks.push({
    id: 'owner-change',
    word: 'owners',
    title: 'Changes the owners or the threshold',
    explanation:
      'Whoever holds enough owner keys afterwards controls every asset of the Safe. Check each address below with its holder through another channel; an attacker who adds an owner, or lowers the threshold, holds the Safe.',
    items: [...summary.changes, ...summary.after],
  })
  return { risks }
}

function describeChange(change: CriticalChange): string {
  const where = change.path.length > 0 ? ` (action ${change.path.map((i) => i + 1).join('.')})` : ''
  return `${change.title}${describeTarget(change)}${where}`
}

/** Which argument of each settings call names the contract that gains control. */
const TARGET_ARGUMENT: Partial<Record<CriticalChange['kind'], number>> = {
  [SettingsInfoType.CHANGE_IMPLEMENTATION]: 0,
  [SettingsInfoType.SET_FALLBACK_HANDLER]: 0,
  [SettingsInfoType.SET_GUARD]: 0,
  [SettingsInfoType.ENABLE_MODULE]: 0,
  [SettingsInfoType.DISABLE_MODULE]: 1,
}

/**
 * ": 0x…" — the address the call names, read from its data as the Safe reads it (a word per
 * argument, a short one padded with zeros); a singleton also says whether it is an official one.
 */
function describeTarget(change: CriticalChange): string {
  const index = TARGET_ARGUMENT[change.kind]
  if (index === undefined) return ''
  const word = change.data.slice(10 + index * 64, 10 + (index + 1) * 64).padEnd(64, '0')
  const address = getAddress(`0x${word.slice(24)}`)
  if (change.kind !== SettingsInfoType.CHANGE_IMPLEMENTATION) return `: ${address}`
  const known = getKnownSafeSingleton(address)
  return known
    ? `: ${address} (the official Safe ${known.version}${known.l2 ? ' L2' : ''} singleton)`
    : `: ${address} (not a Safe singleton this wallet knows)`
}

function describeOwnersAfter(
  owners: readonly CriticalChange[],
  before: { owners: readonly Address[]; threshold: number } | undefined,
): string[] {
  if (!before) return ['Owners afterwards: unknown (the Safe could not be read on chain)']
  const after = resultingOwners(
    before,
    owners.map((change) => change.data),
  )
  if (!after.known) return [`Owners afterwards: unknown (${after.reason})`]
  return [
    `Owners afterwards: ${after.owners.join(', ') || 'none'}`,
    `Threshold afterwards: ${after.threshold} of ${after.owners.length}`,
  ]
}
