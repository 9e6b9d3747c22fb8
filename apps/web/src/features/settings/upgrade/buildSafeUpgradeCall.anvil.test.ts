// @vitest-environment node
import { SAFE_1_1_1_DEPLOYMENTS, SAFE_DEPLOYMENTS, safeAbi } from '@assent/core'
import { deployTestSafe, execSafeTransaction, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, getAddress, type Hex, keccak256, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSafeCall } from '../../transactions/request/buildSafeCall'
import { buildSafeUpgradeCall } from './buildSafeUpgradeCall'

// The real SafeMigration 1.4.1 and Safe 1.1.1 / 1.3.0 contracts on anvil.
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
    const upgrade = buildSafeUpgradeCall({
      implementation: singleton,
      safeAddress: safe,
      l2ForOlderSafes: !l2,
    })
    if (upgrade.kind !== 'upgrade') throw new Error(`no upgrade offered: ${upgrade.kind}`)
    expect(upgrade.l2).toBe(l2)
    const [call] = upgrade.calls
    expect(upgrade.calls).toHaveLength(1)
    expect(call?.operation).toBe(1)
    const result = await execSafeTransaction(devnet, {
      safe,
      tx: { to: call!.to as Address, data: call!.data as Hex, operation: 1 },
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

  it.each([true, false])(
    'upgrades a Safe 1.1.1 to 1.3.0 (L2: %s) with its owners, nonce, funds and a working handler',
    async (l2) => {
      const v130 = SAFE_DEPLOYMENTS['1.3.0']
      const safe = await deployTestSafe(devnet, {
        owners: [0, 1],
        threshold: 1,
        singleton: SAFE_1_1_1_DEPLOYMENTS.safe,
        fallbackHandler: SAFE_1_1_1_DEPLOYMENTS.defaultCallbackHandler,
        factory: SAFE_1_1_1_DEPLOYMENTS.safeProxyFactory,
      })
      await devnet.publicClient.waitForTransactionReceipt({
        hash: await devnet.walletClients[0]!.sendTransaction({ to: safe, value: 10n ** 17n }),
      })
      const upgrade = buildSafeUpgradeCall({
        implementation: SAFE_1_1_1_DEPLOYMENTS.safe,
        safeAddress: safe,
        l2ForOlderSafes: l2,
      })
      if (upgrade.kind !== 'upgrade') throw new Error(`no upgrade offered: ${upgrade.kind}`)
      expect(upgrade.toVersion).toBe('1.3.0')
      expect(upgrade.calls).toHaveLength(2)
      // As the flow sends it: one MultiSendCallOnly batch of the two self-calls.
      const batch = buildSafeCall(upgrade.calls)
      const result = await execSafeTransaction(devnet, {
        safe,
        tx: { to: batch.to, data: batch.data, operation: batch.operation },
        signers: [0],
        safeVersion: '1.1.1',
      })
      expect(result.success).toBe(true)

      const read = { address: safe, abi: safeAbi } as const
      expect(await devnet.publicClient.readContract({ ...read, functionName: 'VERSION' })).toBe(
        '1.3.0',
      )
      const slot0 = await devnet.publicClient.getStorageAt({ address: safe, slot: '0x0' })
      expect(addressIn(slot0)).toBe(l2 ? v130.safeL2 : v130.safe)
      const handler = await devnet.publicClient.getStorageAt({
        address: safe,
        slot: FALLBACK_HANDLER_SLOT,
      })
      expect(addressIn(handler)).toBe(v130.compatibilityFallbackHandler)
      expect(
        await devnet.publicClient.readContract({ ...read, functionName: 'getOwners' }),
      ).toEqual([devnet.accounts[0]!.address, devnet.accounts[1]!.address])
      expect(await devnet.publicClient.readContract({ ...read, functionName: 'nonce' })).toBe(1n)
      expect(await devnet.publicClient.getBalance({ address: safe })).toBe(10n ** 17n)

      // Now a 1.3.0 Safe: its next transaction is hashed with the chain id, and it executes.
      const next = await execSafeTransaction(devnet, {
        safe,
        tx: { to: devnet.accounts[5]!.address, value: 1n },
        signers: [0],
        safeVersion: '1.3.0',
      })
      expect(next.success).toBe(true)
      expect(await devnet.publicClient.getBalance({ address: safe })).toBe(10n ** 17n - 1n)
    },
  )

  it('offers nothing for 1.4.1, and no path for an unknown singleton', () => {
    const safeAddress = '0x00000000000000000000000000000000000000aA'
    const upgradeOf = (implementation: string) =>
      buildSafeUpgradeCall({ implementation, safeAddress, l2ForOlderSafes: true })
    expect(upgradeOf(SAFE_DEPLOYMENTS['1.4.1'].safeL2)).toEqual({ kind: 'latest' })
    expect(upgradeOf('0x000000000000000000000000000000000000dEaD').kind).toBe('unsupported')
    expect(upgradeOf('not an address').kind).toBe('unsupported')
  })
})
