import {
  getKnownSafeSingleton,
  LATEST_SAFE_VERSION,
  SAFE_MIGRATION_1_4_1,
  safeMigrationAbi,
} from '@assent/core'
import { encodeFunctionData, isAddress } from 'viem'
import type { FlowCall } from '../../transactions/flow/transactionFlowStore'

export type SafeUpgrade =
  | { kind: 'upgrade'; call: FlowCall; l2: boolean }
  | { kind: 'latest' }
  | { kind: 'unsupported'; reason: string }

/**
 * The upgrade of a Safe to 1.4.1 by its official path: a DELEGATE call to SafeMigration 1.4.1
 * that points the proxy at the 1.4.1 singleton of the same kind (L2 stays L2) and sets the 1.4.1
 * CompatibilityFallbackHandler. Only from a known 1.3.0 singleton: older versions need another
 * path (their storage and events differ) and are not offered one here.
 *
 * @example buildSafeUpgradeCall(safeInfo.implementation.value)
 */
export function buildSafeUpgradeCall(implementation: string): SafeUpgrade {
  const singleton = isAddress(implementation) ? getKnownSafeSingleton(implementation) : undefined
  if (!singleton) {
    return { kind: 'unsupported', reason: 'The Safe runs a singleton this wallet does not know.' }
  }
  if (singleton.version === LATEST_SAFE_VERSION) return { kind: 'latest' }
  if (singleton.version !== '1.3.0') {
    return {
      kind: 'unsupported',
      reason: `Safe ${singleton.version} has no upgrade path in this wallet yet.`,
    }
  }
  const functionName = singleton.l2 ? 'migrateL2WithFallbackHandler' : 'migrateWithFallbackHandler'
  return {
    kind: 'upgrade',
    l2: singleton.l2,
    call: {
      to: SAFE_MIGRATION_1_4_1,
      value: 0n,
      data: encodeFunctionData({ abi: safeMigrationAbi, functionName }),
      operation: 1,
    },
  }
}
