import { safeAbi } from '@assent/core'
import { type Address, getAddress, isAddressEqual, type Log, parseEventLogs } from 'viem'
import { SafeDeploymentCheckError } from './SafeDeploymentCheckError'

/**
 * Checks the new Safe's own SafeSetup event in the deployment's receipt: exactly the owners (in
 * order), threshold and fallback handler asked for. Used instead of reading the state when the
 * same transaction ran the Safe's first SafeTx, which may already have changed that state.
 */
export function checkSafeSetupEvent(
  logs: readonly Log[],
  safe: Address,
  expected: { owners: readonly Address[]; threshold: number; fallbackHandler: Address },
): void {
  const ours = logs.filter((log) => isAddressEqual(log.address, safe))
  const setups = parseEventLogs({ abi: safeAbi, eventName: 'SafeSetup', logs: ours })
  const setup = setups[0]
  if (setups.length !== 1 || !setup) {
    throw new SafeDeploymentCheckError(
      `The new Safe reported ${setups.length} setups instead of one.`,
    )
  }
  const { owners, threshold, fallbackHandler } = setup.args
  const sameOwners =
    owners.length === expected.owners.length &&
    owners.every((owner, i) => getAddress(owner) === getAddress(expected.owners[i] as Address))
  if (!sameOwners || threshold !== BigInt(expected.threshold)) {
    throw new SafeDeploymentCheckError(
      `The new Safe was set up with owners ${owners.join(', ')} and threshold ${threshold}, not the stored ones.`,
    )
  }
  if (!isAddressEqual(fallbackHandler, expected.fallbackHandler)) {
    throw new SafeDeploymentCheckError(
      `The new Safe's fallback handler is ${fallbackHandler}, not ${expected.fallbackHandler}.`,
    )
  }
}
