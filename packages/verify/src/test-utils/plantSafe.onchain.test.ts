import { SAFE_1_3_0_EIP155_DEPLOYMENTS, safeAbi } from '@assent/core'
import { execSafeTransaction, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, getAddress, keccak256, parseEther, stringToBytes } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { plantSafe } from './plantSafe'

let devnet: TestDevnet
const safe: Address = '0x5afe00000000000000000000000000000000c0de'
const module: Address = '0x000000000000000000000000000000000000a11e'
const guardSlot = keccak256(stringToBytes('guard_manager.guard.address'))
const handlerSlot = keccak256(stringToBytes('fallback_manager.handler.address'))

const planted = () => ({
  owners: [devnet.accounts[2]!.address, devnet.accounts[0]!.address],
  nonce: 41,
})

beforeAll(async () => {
  devnet = await startTestDevnet()
  await plantSafe(devnet, {
    address: safe,
    singleton: SAFE_1_3_0_EIP155_DEPLOYMENTS.safeL2,
    ...planted(),
    threshold: 1,
    fallbackHandler: SAFE_1_3_0_EIP155_DEPLOYMENTS.compatibilityFallbackHandler,
    modules: [module],
  })
})
afterAll(async () => {
  await devnet?.stop()
})

describe('plantSafe', () => {
  it('puts a Safe whose own getters answer the state it was given', async () => {
    const { owners } = planted()
    const read = <const F extends 'getOwners' | 'getThreshold' | 'nonce' | 'VERSION'>(
      functionName: F,
    ) => devnet.publicClient.readContract({ address: safe, abi: safeAbi, functionName })
    expect(await read('getOwners')).toEqual(owners)
    expect(await read('getThreshold')).toBe(1n)
    expect(await read('nonce')).toBe(41n)
    expect(await read('VERSION')).toBe('1.3.0')
    const [modules] = await devnet.publicClient.readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'getModulesPaginated',
      args: ['0x0000000000000000000000000000000000000001', 10n],
    })
    expect(modules).toEqual([getAddress(module)])
    const slot = async (index: `0x${string}`) =>
      getAddress(
        `0x${(await devnet.publicClient.getStorageAt({ address: safe, slot: index }))!.slice(26)}`,
      )
    expect(await slot(handlerSlot)).toBe(SAFE_1_3_0_EIP155_DEPLOYMENTS.compatibilityFallbackHandler)
    expect(await slot('0x0')).toBe(SAFE_1_3_0_EIP155_DEPLOYMENTS.safeL2)
    expect(await devnet.publicClient.getStorageAt({ address: safe, slot: guardSlot })).toMatch(
      /^0x0+$/,
    )
  })

  it('puts a Safe that executes a transaction its owner signs, at its planted nonce', async () => {
    await devnet.testClient.setBalance({ address: safe, value: parseEther('1') })
    const recipient = devnet.accounts[5]!.address
    const before = await devnet.publicClient.getBalance({ address: recipient })
    const run = await execSafeTransaction(devnet, {
      safe,
      tx: { to: recipient, value: parseEther('0.25') },
      signers: [0],
      safeVersion: '1.3.0',
    })
    expect(run.success).toBe(true)
    expect(run.tx.nonce).toBe(41n)
    expect(await devnet.publicClient.getBalance({ address: recipient })).toBe(
      before + parseEther('0.25'),
    )
    expect(
      await devnet.publicClient.readContract({
        address: safe,
        abi: safeAbi,
        functionName: 'nonce',
      }),
    ).toBe(42n)
  })
})
