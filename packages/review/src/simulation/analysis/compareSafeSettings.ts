import { type Address, isAddressEqual, toEventSelector } from 'viem'
import type { OnChainSafeState } from '../../onchain/readOnChainSafeState'
import type { PostSafeState, SimulatedLog } from '../engine/types'

/** One of the Safe's settings, before and after the simulated execution. */
export type SafeSettingChange = {
  field: 'owners' | 'threshold' | 'modules' | 'guard' | 'fallbackHandler' | 'singleton'
  before: string
  after: string
  /**
   * Whoever sets this controls the Safe's funds without the owners: a new singleton, guard or
   * fallback handler, or a module.
   */
  critical: boolean
  /** The address that gains control, when there is one. */
  controller?: Address
}

// 1.3.0 emits ChangedGuard(address) unindexed, 1.4.1 indexed: the selector is the same.
const CHANGED_GUARD = toEventSelector('ChangedGuard(address)')

const CRITICAL = new Set<SafeSettingChange['field']>([
  'singleton',
  'guard',
  'fallbackHandler',
  'modules',
])

/**
 * Compares the Safe's settings on chain with those after the simulated execution. A field the
 * simulation could not read is not compared (the caller says so). The guard is switched off
 * for the simulation, so a guard that reads as unset afterwards without a ChangedGuard event
 * is unchanged.
 */
export function compareSafeSettings(
  safe: Address,
  before: OnChainSafeState,
  after: PostSafeState,
  logs: readonly SimulatedLog[],
): SafeSettingChange[] {
  const changes: SafeSettingChange[] = []
  const push = (
    field: SafeSettingChange['field'],
    was: string,
    now: string,
    controller?: Address,
  ) => changes.push({ field, before: was, after: now, critical: CRITICAL.has(field), controller })

  if (after.owners && !sameList(before.owners, after.owners)) {
    push('owners', before.owners.join(', '), after.owners.join(', '))
  }
  if (after.threshold !== undefined && after.threshold !== before.threshold) {
    push('threshold', String(before.threshold), String(after.threshold))
  }
  if (after.modules && !sameList(before.modules, after.modules)) {
    const added = after.modules.find(
      (module) => !before.modules.some((m) => isAddressEqual(m, module)),
    )
    push('modules', before.modules.join(', ') || 'none', after.modules.join(', ') || 'none', added)
  }
  const guardEvent = logs.some(
    (log) => isAddressEqual(log.address, safe) && log.topics[0] === CHANGED_GUARD,
  )
  const guardAfter =
    after.guard === null && before.guard && !guardEvent ? before.guard : after.guard
  if (guardAfter !== undefined && !sameAddress(before.guard, guardAfter)) {
    push('guard', before.guard ?? 'none', guardAfter ?? 'none', guardAfter ?? undefined)
  }
  if (
    after.fallbackHandler !== undefined &&
    !sameAddress(before.fallbackHandler, after.fallbackHandler)
  ) {
    push(
      'fallbackHandler',
      before.fallbackHandler ?? 'none',
      after.fallbackHandler ?? 'none',
      after.fallbackHandler ?? undefined,
    )
  }
  if (after.singleton !== undefined && !sameAddress(before.singleton, after.singleton)) {
    push('singleton', before.singleton, after.singleton, after.singleton)
  }
  return changes
}

function sameAddress(a: Address | null, b: Address | null): boolean {
  return a === null || b === null ? a === b : isAddressEqual(a, b)
}

function sameList(a: readonly Address[], b: readonly Address[]): boolean {
  return (
    a.length === b.length && a.every((address, index) => sameAddress(address, b[index] ?? null))
  )
}
