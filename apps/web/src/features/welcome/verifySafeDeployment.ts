import { parseProxyCreations, SAFE_PROXY_CODE_HASHES } from '@assent/core'
import { type Address, getAddress, type Hex, keccak256, type Log } from 'viem'
import { checkNewSafeState } from './checkNewSafeState'
import { checkSafeSetupEvent } from './checkSafeSetupEvent'
import type { PreparedSafeDeployment } from './prepareSafeDeployment'
import { SafeDeploymentCheckError } from './SafeDeploymentCheckError'
import type { SafeDeploymentReader } from './safeDeploymentReader'

/**
 * After the deployment transaction: the factory itself (not any contract in the transaction)
 * reported one new proxy, at the CREATE2 address predicted from what was asked for; the code
 * there is the published Safe proxy, its slot 0 (the singleton) is the chosen one, and the Safe
 * holds the chosen owners, threshold and fallback handler (read from its state, or with
 * `setupFrom: 'receipt'` from its SafeSetup event, when the transaction went on to run a SafeTx).
 * Returns the Safe's address, or throws SafeDeploymentCheckError saying what differs.
 */
export async function verifySafeDeployment(
  client: SafeDeploymentReader,
  prepared: PreparedSafeDeployment,
  receipt: { logs: Log[]; blockNumber?: bigint },
  { setupFrom = 'state' }: { setupFrom?: 'state' | 'receipt' } = {},
): Promise<Address> {
  const { factory, predicted, singleton, version } = prepared
  const fromFactory = receipt.logs.filter(
    (log) => log.address.toLowerCase() === factory.toLowerCase(),
  )
  const created = parseProxyCreations(fromFactory)
  if (created.length !== 1) {
    throw new SafeDeploymentCheckError(
      `The factory ${factory} reported ${created.length} new Safes instead of one.`,
    )
  }
  const reported = getAddress((created[0] as (typeof created)[number]).proxy)
  if (reported !== predicted) {
    throw new SafeDeploymentCheckError(
      `The factory reported a Safe at ${reported}, but your owners and settings give ${predicted}.`,
    )
  }
  const at = receipt.blockNumber === undefined ? {} : { blockNumber: receipt.blockNumber }
  const code = await client.getCode({ address: predicted, ...at })
  if (!code || keccak256(code) !== SAFE_PROXY_CODE_HASHES[version].runtimeCode) {
    throw new SafeDeploymentCheckError(`The contract at ${predicted} is not the Safe proxy.`)
  }
  const slot0 = await client.getStorageAt({ address: predicted, slot: '0x0', ...at })
  const implementation = getAddress(`0x${(slot0 ?? ('0x' as Hex)).slice(-40).padStart(40, '0')}`)
  if (implementation !== singleton) {
    throw new SafeDeploymentCheckError(
      `The new Safe runs the code at ${implementation}, not the Safe ${version} contract ${singleton}.`,
    )
  }
  if (setupFrom === 'receipt') checkSafeSetupEvent(receipt.logs, predicted, prepared)
  else await checkNewSafeState(client, predicted, prepared, receipt.blockNumber)
  return predicted
}
