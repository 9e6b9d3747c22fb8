import { executeSafeTransaction } from '@assent/devnet'
import { type Address, parseEther, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSafe } from './deployTestSafe'
import { startTestDevnet, type TestDevnet } from './startTestDevnet'

const safeReadAbi = [
  {
    type: 'function',
    name: 'getOwners',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'address[]' }],
  },
  {
    type: 'function',
    name: 'getThreshold',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'nonce',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint256' }],
  },
] as const

describe('deployTestSafe and execSafeTransaction', () => {
  let devnet: TestDevnet
  let safe: Address
  const recipient = '0x000000000000000000000000000000000000bEEF'
  beforeAll(async () => {
    devnet = await startTestDevnet()
    safe = await deployTestSafe(devnet, {
      owners: [0, 1, devnet.accounts[2]!.address],
      threshold: 2,
    })
    await devnet.walletClient.sendTransaction({ to: safe, value: parseEther('2') })
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  it('creates a Safe with the requested owners and threshold; a fixed salt reuses it', async () => {
    const read = { address: safe, abi: safeReadAbi } as const
    expect(await devnet.publicClient.readContract({ ...read, functionName: 'getOwners' })).toEqual(
      devnet.accounts.slice(0, 3).map((a) => a.address),
    )
    expect(await devnet.publicClient.readContract({ ...read, functionName: 'getThreshold' })).toBe(
      2n,
    )
    const params = { owners: [3], threshold: 1, saltNonce: 7n }
    const first = await deployTestSafe(devnet, params)
    expect(await deployTestSafe(devnet, params)).toBe(first)
    expect(first).not.toBe(safe)
  })

  it('executes with two owner signatures in any order', async () => {
    const result = await executeSafeTransaction(devnet, {
      safe,
      tx: { to: recipient, value: parseEther('0.25') },
      signers: [2, 0],
    })
    expect(result.success).toBe(true)
    expect(result.tx.nonce).toBe(0n)
    expect(result.tx.refundReceiver).toBe(zeroAddress)
    expect(await devnet.publicClient.getBalance({ address: recipient })).toBe(parseEther('0.25'))
    const nonce = await devnet.publicClient.readContract({
      address: safe,
      abi: safeReadAbi,
      functionName: 'nonce',
    })
    expect(nonce).toBe(1n)
  })

  it('rejects a transaction below the threshold (GS020)', async () => {
    await expect(
      executeSafeTransaction(devnet, { safe, tx: { to: recipient, value: 1n }, signers: [1] }),
    ).rejects.toThrow(/GS020/)
  })

  it('reports an inner call that reverts (safeTxGas > 0) as success: false', async () => {
    const result = await executeSafeTransaction(devnet, {
      safe,
      tx: { to: recipient, value: parseEther('100'), safeTxGas: 50_000n },
      signers: [0, 1],
      gas: 400_000n,
    })
    expect(result.success).toBe(false)
    expect(result.receipt.status).toBe('success')
  })
})
