import {
  getKnownSafeSingleton,
  LATEST_SAFE_VERSION,
  legacySafeAbi,
  SAFE_DEPLOYMENTS,
  SAFE_MIGRATION_1_4_1,
  safeAbi,
  safeMigrationAbi,
} from '@assent/core'
import { type Address, encodeFunctionData, isAddress } from 'viem'
import type { FlowCall } from '../../transactions/request/transactionFlowStore'

export type SafeUpgrade =
  | {
      kind: 'upgrade'
      /** The version the Safe runs after this transaction. */
      toVersion: string
      /** Whether the new singleton is the L2 one (logs every transaction). */
      l2: boolean
      /** One call, or a batch the flow sends through MultiSendCallOnly. */
      calls: FlowCall[]
      /** Contracts that must have code for the upgrade to do anything (checked before offering). */
      requiredCode: Address[]
    }
  | { kind: 'latest' }
  | { kind: 'unsupported'; reason: string }

export type SafeUpgradeParams = {
  /** The Safe's current singleton (master copy). */
  implementation: string
  safeAddress: Address
  /** The singleton kind to move a pre-1.3.0 Safe to (they have no L2 kind of their own). */
  l2ForOlderSafes: boolean
}

/**
 * The upgrade of a Safe by the official path for its version:
 * - 1.3.0 → 1.4.1: a DELEGATE call to SafeMigration 1.4.1, which points the proxy at the 1.4.1
 *   singleton of the same kind (L2 stays L2) and sets the 1.4.1 CompatibilityFallbackHandler.
 * - 1.1.1 / 1.2.0 → 1.3.0: the Safe calls itself, `changeMasterCopy` to the 1.3.0 singleton and
 *   `setFallbackHandler` to the 1.3.0 CompatibilityFallbackHandler (both `authorized`: self-calls),
 *   in one batch: functions the
 *   old singleton has, over a storage layout 1.3.0 keeps (SafeMigration is written for 1.3.0
 *   Safes). From 1.3.0 the first path then leads to 1.4.1.
 *
 * @example buildSafeUpgradeCall({ implementation, safeAddress, l2ForOlderSafes: chain.l2 })
 */
export function buildSafeUpgradeCall(params: SafeUpgradeParams): SafeUpgrade {
  const { implementation, safeAddress, l2ForOlderSafes } = params
  const singleton = isAddress(implementation) ? getKnownSafeSingleton(implementation) : undefined
  if (!singleton) {
    return { kind: 'unsupported', reason: 'The Safe runs a singleton this wallet does not know.' }
  }
  if (singleton.version === LATEST_SAFE_VERSION) return { kind: 'latest' }
  if (singleton.version === '1.3.0') {
    const functionName = singleton.l2
      ? 'migrateL2WithFallbackHandler'
      : 'migrateWithFallbackHandler'
    return {
      kind: 'upgrade',
      toVersion: '1.4.1',
      l2: singleton.l2,
      calls: [
        {
          to: SAFE_MIGRATION_1_4_1,
          value: 0n,
          data: encodeFunctionData({ abi: safeMigrationAbi, functionName }),
          operation: 1,
        },
      ],
      requiredCode: [SAFE_MIGRATION_1_4_1],
    }
  }
  if (singleton.version === '1.1.1' || singleton.version === '1.2.0') {
    const v130 = SAFE_DEPLOYMENTS['1.3.0']
    const target = l2ForOlderSafes ? v130.safeL2 : v130.safe
    const selfCall = (data: `0x${string}`): FlowCall => ({
      to: safeAddress,
      value: 0n,
      data,
      operation: 0,
    })
    return {
      kind: 'upgrade',
      toVersion: '1.3.0',
      l2: l2ForOlderSafes,
      calls: [
        selfCall(
          encodeFunctionData({
            abi: legacySafeAbi,
            functionName: 'changeMasterCopy',
            args: [target],
          }),
        ),
        selfCall(
          encodeFunctionData({
            abi: safeAbi,
            functionName: 'setFallbackHandler',
            args: [v130.compatibilityFallbackHandler],
          }),
        ),
      ],
      // The batch is a delegate call to MultiSendCallOnly 1.4.1 (see buildSafeCall).
      requiredCode: [
        target,
        v130.compatibilityFallbackHandler,
        SAFE_DEPLOYMENTS['1.4.1'].multiSendCallOnly,
      ],
    }
  }
  return {
    kind: 'unsupported',
    reason: `Safe ${singleton.version} has no upgrade path in this wallet yet.`,
  }
}
