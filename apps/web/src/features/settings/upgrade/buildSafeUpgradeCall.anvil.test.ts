// @vitest-environment node
import { SAFE_1_1_1_DEPLOYMENTS, SAFE_DEPLOYMENTS, safeAbi } from '@assent/core'
import { deployTestSafe, execSafeTransaction, startTestDevnet, type TestDevnet } from '@assent/test'
import { getAddress, type Hex, keccak256, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSafeUpgradeCall } from './buildSafeUpgradeCall'

// The real SafeMigration 1.4.1 and Safe 1.3.0 contracts on anvil.
let devnet: TestDevnet
beforeAll(async () => {
  devnet = await startTestDevnet()
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})

const FALLBACK_HANDLER_SLOT = keccak256(toHex('fallback_manager.handler.address'))
const addressIn = (word: Hex | undefined) => getAddress(`0x${(word ?? '0x').slice(-40)}`)

describe('buildSafeUpgradeCall', () => {
  it.each([true, false])('upgrades a Safe 1.3.0 (L2: %s) to 1.4.1 of the same kind', async (l2) => {
    const v130 = SAFE_DEPLOYMENTS['1.3.0']
    const v141 = SAFE_DEPLOYMENTS['1.4.1']
    const singleton = l2 ? v130.safeL2 : v130.safe
    const safe = await deployTestSafe(devnet, {
      owners: [0],
      threshold: 1,
      singleton,
      fallbackHandler: v130.compatibilityFallbackHandler,
      factory: v130.safeProxyFactory,
    })
    const upgrade = buildSafeUpgradeCall(singleton)
    if (upgrade.kind !== 'upgrade') throw new Error(`no upgrade offered: ${upgrade.kind}`)
    expect(upgrade.l2).toBe(l2)
    expect(upgrade.call.operation).toBe(1)
    const result = await execSafeTransaction(devnet, {
      safe,
      tx: { to: upgrade.call.to, data: upgrade.call.data, operation: 1 },
      signers: [0],
      safeVersion: '1.3.0',
    })
    expect(result.success).toBe(true)

    const read = { address: safe, abi: safeAbi } as const
    expect(await devnet.publicClient.readContract({ ...read, functionName: 'VERSION' })).toBe(
      '1.4.1',
    )
    const slot0 = await devnet.publicClient.getStorageAt({ address: safe, slot: '0x0' })
    expect(addressIn(slot0)).toBe(l2 ? v141.safeL2 : v141.safe)
    const handler = await devnet.publicClient.getStorageAt({
      address: safe,
      slot: FALLBACK_HANDLER_SLOT,
    })
    expect(addressIn(handler)).toBe(v141.compatibilityFallbackHandler)
    // Owners, threshold and the nonce carry over.
    expect(await devnet.publicClient.readContract({ ...read, functionName: 'getOwners' })).toEqual([
      devnet.accounts[0]!.address,
    ])
    expect(await devnet.publicClient.readContract({ ...read, functionName: 'nonce' })).toBe(1n)
  })

  it('offers nothing for 1.4.1, and no path for 1.1.1 or an unknown singleton', () => {
    expect(buildSafeUpgradeCall(SAFE_DEPLOYMENTS['1.4.1'].safeL2)).toEqual({ kind: 'latest' })
    expect(buildSafeUpgradeCall(SAFE_1_1_1_DEPLOYMENTS.safe)).toMatchObject({
      kind: 'unsupported',
      reason: 'Safe 1.1.1 has no upgrade path in this wallet yet.',
    })
    expect(buildSafeUpgradeCall('0x000000000000000000000000000000000000dEaD').kind).toBe(
      'unsupported',
    )
    expect(buildSafeUpgradeCall('not an address').kind).toBe('unsupported')
  })
})
