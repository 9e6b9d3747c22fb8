import { SAFE_DEPLOYMENTS, safeAbi } from '@assent/core'
import { deployTestSafe, execSafeTransaction, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, createPublicClient, encodeFunctionData, getAddress, http, pad } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ReviewError } from '../errors/base'
import { ChainMismatchError, NoContractError } from '../errors/chain'
import {
  readOnChainSafeState,
  SAFE_GUARD_SLOT,
  SAFE_SINGLETON_SLOT,
} from '../onchain/readOnChainSafeState'
import { readTokenInfo } from '../onchain/readTokenInfo'
import { compareSafeState, type SafeState } from './compareSafeState'

// A real Safe 1.4.1 on anvil, read through a plain viem client as the verification RPC would;
// the "gateway" is a SafeState written from what was deployed, then made to lie field by field.
describe('on-chain Safe state against a lying gateway (real Safe 1.4.1 on anvil)', () => {
  let devnet: TestDevnet
  let safe: Address
  let truth: SafeState
  const rpc = () => createPublicClient({ transport: http(devnet.rpcUrl) })
  const read = () => readOnChainSafeState(rpc(), { chainId: devnet.chainId, address: safe })
  const stranger: Address = '0x000000000000000000000000000000000000bEEF'

  beforeAll(async () => {
    devnet = await startTestDevnet()
    safe = await deployTestSafe(devnet, { owners: [0, 1], threshold: 1 })
    truth = {
      owners: [devnet.accounts[0]!.address, devnet.accounts[1]!.address],
      threshold: 1,
      nonce: 0,
      modules: [],
      guard: null,
      fallbackHandler: SAFE_DEPLOYMENTS['1.4.1'].compatibilityFallbackHandler,
      singleton: SAFE_DEPLOYMENTS['1.4.1'].safeL2,
      version: '1.4.1',
    }
  }, 120_000)
  afterAll(() => devnet?.stop())

  it('reads the whole state and finds nothing wrong with the truth', async () => {
    const state = await read()
    expect(state).toMatchObject({ ...truth, blockNumber: expect.any(BigInt) })
    expect(compareSafeState(truth, state)).toEqual([])
  })

  it('detects lies about owners, threshold, nonce and version', async () => {
    const state = await read()
    for (const [lie, field] of [
      [{ owners: [...truth.owners, stranger] }, 'owners'],
      [{ threshold: 2 }, 'threshold'],
      [{ nonce: 5 }, 'nonce'],
      [{ version: '1.3.0' }, 'version'],
    ] as const) {
      const problems = compareSafeState({ ...truth, ...lie }, state)
      expect(problems.map((p) => p.message).join(' ')).toContain(field)
      expect(problems).toHaveLength(1)
    }
  })

  it('detects a nonce the gateway did not follow after an execution', async () => {
    await execSafeTransaction(devnet, { safe, tx: { to: stranger }, signers: [0] })
    const state = await read()
    expect(state.nonce).toBe(1)
    expect(compareSafeState(truth, state)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('nonce'), expected: '1' }),
    ])
    truth = { ...truth, nonce: 1 }
  })

  it('detects a module the gateway hides', async () => {
    await execSafeTransaction(devnet, {
      safe,
      tx: {
        to: safe,
        data: encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [stranger] }),
      },
      signers: [0],
    })
    const state = await read()
    expect(state.modules).toEqual([stranger])
    truth = { ...truth, nonce: 2 }
    const problems = compareSafeState(truth, state)
    expect(problems).toEqual([
      expect.objectContaining({ message: expect.stringContaining('modules') }),
    ])
    truth = { ...truth, modules: [stranger] }
    expect(compareSafeState(truth, state)).toEqual([])
  })

  it('detects a guard the gateway hides (guard slot written)', async () => {
    await devnet.testClient.setStorageAt({
      address: safe,
      index: SAFE_GUARD_SLOT,
      value: pad(stranger),
    })
    const state = await read()
    expect(state.guard).toBe(stranger)
    expect(compareSafeState(truth, state)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('guard') }),
    ])
    await devnet.testClient.setStorageAt({
      address: safe,
      index: SAFE_GUARD_SLOT,
      value: pad('0x'),
    })
  })

  it('detects a swapped singleton (slot 0), and refuses an unknown one', async () => {
    const other = SAFE_DEPLOYMENTS['1.4.1'].safe
    await devnet.testClient.setStorageAt({
      address: safe,
      index: SAFE_SINGLETON_SLOT,
      value: pad(other),
    })
    const swapped = await read()
    expect(swapped.singleton).toBe(other)
    expect(compareSafeState(truth, swapped)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('implementation') }),
    ])

    // The same Safe code at an address this wallet does not know: reads work, signing must not.
    const copy = getAddress('0x00000000000000000000000000000000c0ffee00')
    const code = await devnet.publicClient.getCode({ address: truth.singleton as Address })
    await devnet.testClient.setCode({ address: copy, bytecode: code ?? '0x' })
    await devnet.testClient.setStorageAt({
      address: safe,
      index: SAFE_SINGLETON_SLOT,
      value: pad(copy),
    })
    const unknown = await read()
    expect(unknown.version).toBe('1.4.1')
    const problems = compareSafeState({ ...truth, singleton: copy }, unknown)
    expect(problems).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('does not know'),
        received: copy,
      }),
    ])
  })

  it('refuses an RPC of another chain, and a Safe or token that is not there', async () => {
    const client = rpc()
    // The web app shows these texts after "The Safe could not be read through …: ".
    const otherChain = readOnChainSafeState(client, { chainId: 1, address: safe })
    await expect(otherChain).rejects.toThrow(
      new ChainMismatchError({ expectedChainId: 1, servedChainId: devnet.chainId }),
    )
    await expect(otherChain).rejects.toMatchObject({
      name: 'ChainMismatchError',
      shortMessage: 'The verification RPC serves chain 31337, not chain 1.',
      expectedChainId: 1,
      servedChainId: 31337,
    })
    const noSafe = readOnChainSafeState(client, { chainId: devnet.chainId, address: stranger })
    await expect(noSafe).rejects.toBeInstanceOf(NoContractError)
    await expect(noSafe).rejects.toThrow(`There is no contract at ${stranger} on chain.`)
    await expect(readTokenInfo(client, { chainId: 1, token: stranger })).rejects.toBeInstanceOf(
      ChainMismatchError,
    )
    const noToken = readTokenInfo(client, { chainId: devnet.chainId, token: stranger })
    await expect(noToken).rejects.toBeInstanceOf(ReviewError)
    await expect(noToken).rejects.toMatchObject({
      name: 'NoContractError',
      message: `There is no contract at ${stranger}.`,
      address: stranger,
      expected: 'token',
    })
  })
})
