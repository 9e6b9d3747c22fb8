import {
  decodeMultiSendActionsDeep,
  getSettingsChangeType,
  isMultiSendCalldata,
  type MultiSendAction,
  SettingsInfoType,
} from '@assent/core'
import type { Address, Hex } from 'viem'

/** Settings whose change can hand the Safe to someone else or bypass its owners. */
const CRITICAL: ReadonlySet<string> = new Set([
  SettingsInfoType.CHANGE_IMPLEMENTATION,
  SettingsInfoType.SET_FALLBACK_HANDLER,
  SettingsInfoType.SET_GUARD,
  SettingsInfoType.DELETE_GUARD,
  SettingsInfoType.ENABLE_MODULE,
  SettingsInfoType.DISABLE_MODULE,
])

export type CriticalChange = {
  kind: SettingsInfoType
  /** [] for the transaction itself, [i, …] for an action inside its batch. */
  path: number[]
  title: string
}

const titles: Record<string, string> = {
  CHANGE_IMPLEMENTATION: 'Changes the Safe implementation (masterCopy)',
  SET_FALLBACK_HANDLER: 'Changes the fallback handler',
  SET_GUARD: 'Sets a transaction guard',
  DELETE_GUARD: 'Removes the transaction guard',
  ENABLE_MODULE: 'Enables a module (it can move funds without the owners)',
  DISABLE_MODULE: 'Disables a module',
}

/**
 * Calls of the Safe to itself that change its implementation, fallback handler, guard or
 * modules — the review marks them critical. Looks inside MultiSend batches too.
 */
export function findCriticalChanges(
  tx: { to: Address; data: Hex },
  safeAddress: Address,
): CriticalChange[] {
  const changes: CriticalChange[] = []
  visit({ to: tx.to, data: tx.data }, [], safeAddress, changes)
  if (isMultiSendCalldata(tx.data)) {
    try {
      walk(decodeMultiSendActionsDeep(tx.data), [], safeAddress, changes)
    } catch {
      // An undecodable batch is flagged by the delegate-call assessment instead.
    }
  }
  return changes
}

function visit(
  call: { to: Address; data: Hex },
  path: number[],
  safe: Address,
  out: CriticalChange[],
) {
  if (call.to.toLowerCase() !== safe.toLowerCase()) return
  const kind = getSettingsChangeType(call.data)
  if (kind && CRITICAL.has(kind)) out.push({ kind, path, title: titles[kind] ?? kind })
}

function walk(actions: MultiSendAction[], path: number[], safe: Address, out: CriticalChange[]) {
  actions.forEach((action, index) => {
    visit(action, [...path, index], safe, out)
    if (action.actions) walk(action.actions, [...path, index], safe, out)
  })
}
